"""Chaos engine `stderr_flood`: writes 5 MB of log lines to stderr before each answer, then answers correctly."""
import json
import sys

LINE = "stderr_flood: " + "." * 85 + "\n"  # 100 bytes
LINES = 5 * 1024 * 1024 // len(LINE)


def main() -> None:
    block = LINE * 1000
    for line in iter(sys.stdin.readline, ""):
        if not line.strip():
            continue
        request = json.loads(line)
        cmd = request.get("cmd")
        for _ in range(LINES // 1000):
            sys.stderr.write(block)
        sys.stderr.write(f"stderr_flood: done flooding for id={request.get('id')!r}\n")
        sys.stderr.flush()
        sys.stdout.write(json.dumps({"id": request.get("id"), "ok": True, "echo": cmd}) + "\n")
        sys.stdout.flush()
        if cmd == "stop":
            return


if __name__ == "__main__":
    main()

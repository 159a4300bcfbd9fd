"""Chaos engine `split`: answers correctly, but writes each response line in 3 chunks with flushes and short sleeps between."""
import json
import sys
import time


def main() -> None:
    for line in iter(sys.stdin.readline, ""):
        if not line.strip():
            continue
        request = json.loads(line)
        cmd = request.get("cmd")
        text = json.dumps({"id": request.get("id"), "ok": True, "echo": cmd}) + "\n"
        third = len(text) // 3
        for chunk in (text[:third], text[third : 2 * third], text[2 * third :]):
            sys.stdout.write(chunk)
            sys.stdout.flush()
            time.sleep(0.05)
        if cmd == "stop":
            return


if __name__ == "__main__":
    main()

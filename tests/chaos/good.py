"""Chaos engine `good`: always answers correctly with {"id": <id>, "ok": true, "echo": <cmd>}; "stop" answers, then exits 0."""
import json
import sys


def main() -> None:
    for line in iter(sys.stdin.readline, ""):
        if not line.strip():
            continue
        request = json.loads(line)
        cmd = request.get("cmd")
        sys.stdout.write(json.dumps({"id": request.get("id"), "ok": True, "echo": cmd}) + "\n")
        sys.stdout.flush()
        if cmd == "stop":
            return


if __name__ == "__main__":
    main()

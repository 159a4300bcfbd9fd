"""Chaos engine `not_object`: answers "apply_move" with the JSON array [1,2,3] instead of an object; answers other cmds correctly."""
import json
import sys


def main() -> None:
    for line in iter(sys.stdin.readline, ""):
        if not line.strip():
            continue
        request = json.loads(line)
        cmd = request.get("cmd")
        if cmd == "apply_move":
            sys.stdout.write("[1,2,3]\n")
        else:
            sys.stdout.write(json.dumps({"id": request.get("id"), "ok": True, "echo": cmd}) + "\n")
        sys.stdout.flush()
        if cmd == "stop":
            return


if __name__ == "__main__":
    main()

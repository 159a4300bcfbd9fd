"""Chaos engine `wrong_id`: answers "apply_move" with id+1000 (string ids get "-wrong" appended); answers other cmds correctly."""
import json
import sys


def main() -> None:
    for line in iter(sys.stdin.readline, ""):
        if not line.strip():
            continue
        request = json.loads(line)
        cmd = request.get("cmd")
        rid = request.get("id")
        if cmd == "apply_move":
            rid = rid + 1000 if isinstance(rid, int) else f"{rid}-wrong"
        sys.stdout.write(json.dumps({"id": rid, "ok": True, "echo": cmd}) + "\n")
        sys.stdout.flush()
        if cmd == "stop":
            return


if __name__ == "__main__":
    main()

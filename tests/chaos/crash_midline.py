"""Chaos engine `crash_midline`: on "apply_move" writes half a JSON line, flushes and exits with code 3; answers other cmds correctly."""
import json
import os
import sys


def main() -> None:
    for line in iter(sys.stdin.readline, ""):
        if not line.strip():
            continue
        request = json.loads(line)
        cmd = request.get("cmd")
        text = json.dumps({"id": request.get("id"), "ok": True, "echo": cmd})
        if cmd == "apply_move":
            sys.stdout.write(text[: len(text) // 2])
            sys.stdout.flush()
            print("crash_midline: dying in the middle of a response", file=sys.stderr, flush=True)
            os._exit(3)
        sys.stdout.write(text + "\n")
        sys.stdout.flush()
        if cmd == "stop":
            return


if __name__ == "__main__":
    main()

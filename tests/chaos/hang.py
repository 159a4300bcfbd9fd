"""Chaos engine `hang`: answers every cmd correctly except "apply_move", on which it hangs forever without answering."""
import json
import sys
import time


def main() -> None:
    for line in iter(sys.stdin.readline, ""):
        if not line.strip():
            continue
        request = json.loads(line)
        cmd = request.get("cmd")
        if cmd == "apply_move":
            print(f"hang: got apply_move id={request.get('id')!r}, hanging", file=sys.stderr, flush=True)
            while True:
                time.sleep(3600)
        sys.stdout.write(json.dumps({"id": request.get("id"), "ok": True, "echo": cmd}) + "\n")
        sys.stdout.flush()
        if cmd == "stop":
            return


if __name__ == "__main__":
    main()

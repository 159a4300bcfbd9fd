"""Chaos engine `huge`: answers "apply_move" with one ~20 MB line (valid JSON, over the 16 MiB limit); answers other cmds correctly."""
import json
import sys


def main() -> None:
    for line in iter(sys.stdin.readline, ""):
        if not line.strip():
            continue
        request = json.loads(line)
        cmd = request.get("cmd")
        response = {"id": request.get("id"), "ok": True, "echo": cmd}
        if cmd == "apply_move":
            response["padding"] = "x" * (20 * 1024 * 1024)
        try:
            sys.stdout.write(json.dumps(response) + "\n")
            sys.stdout.flush()
        except BrokenPipeError:  # the runner gave up on us and closed the pipe
            return
        if cmd == "stop":
            return


if __name__ == "__main__":
    main()

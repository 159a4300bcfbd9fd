"""Chaos engine `hang`: never answers "apply_move" (sleeps for ever); answers other cmds correctly."""
import sys
import time

from _serve import serve, write  # the script's folder is on sys.path


def misbehave(request: dict, text: str) -> None:
    if request.get("cmd") != "apply_move":
        return write(text)
    print(f"hang: got apply_move id={request.get('id')!r}, hanging", file=sys.stderr, flush=True)
    while True:
        time.sleep(3600)


if __name__ == "__main__":
    serve(misbehave)

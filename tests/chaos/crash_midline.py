"""Chaos engine `crash_midline`: on "apply_move" writes half a response line, flushes, and exits 3."""
import os
import sys

from _serve import serve, write  # the script's folder is on sys.path


def misbehave(request: dict, text: str) -> None:
    if request.get("cmd") != "apply_move":
        return write(text)
    write(text[: len(text) // 2])
    print("crash_midline: dying in the middle of a response", file=sys.stderr, flush=True)
    os._exit(3)


if __name__ == "__main__":
    serve(misbehave)

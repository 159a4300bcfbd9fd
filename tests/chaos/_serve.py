"""The loop every chaos engine shares: read requests line by line, answer each
with ``{"id", "ok": true, "echo": cmd}``, end after ``stop``.

A chaos engine passes ``misbehave(request, text)``, called for each request
with the well-formed answer line ``text`` (newline included); it writes
whatever it likes instead (or as well) and returns ``True`` to end the loop.
"""
from __future__ import annotations

import json
import sys
from collections.abc import Callable


def answer(request: dict, **fields) -> str:
    """The well-formed answer line to ``request``."""
    return json.dumps({"id": request.get("id"), "ok": True, "echo": request.get("cmd"), **fields}) + "\n"


def write(text: str) -> None:
    sys.stdout.write(text)
    sys.stdout.flush()


def serve(misbehave: Callable[[dict, str], bool | None] | None = None) -> None:
    """Answer requests until ``stop`` or end of input."""
    for line in iter(sys.stdin.readline, ""):
        if not line.strip():
            continue
        request = json.loads(line)
        if misbehave is None:
            write(answer(request))
        elif misbehave(request, answer(request)):
            return
        if request.get("cmd") == "stop":
            return

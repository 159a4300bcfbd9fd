"""Moving messages between the draft's frame and a route's frame.

A route may start from another tile than the draft's (0, 0) tile (the start
tile always lies on (0, 0), and no player places it, so a figure on the
draft's (0, 0) tile could never be reached otherwise).  The route's board is
then the draft's board moved by ``(-dx, -dy)``: the same position, other
coordinates.  :func:`shift` moves every ``{x, y}`` object of a message.
"""
from __future__ import annotations

from typing import Any


def shift(message: Any, dx: int, dy: int) -> Any:
    """A copy of ``message`` (JSON data) with every object that has integer
    ``x`` and ``y`` moved by ``(dx, dy)``; the input is not changed."""
    if isinstance(message, dict):
        out = {k: shift(v, dx, dy) for k, v in message.items()}
        x, y = message.get("x"), message.get("y")
        if isinstance(x, int) and isinstance(y, int) and not isinstance(x, bool) and not isinstance(y, bool):
            out["x"], out["y"] = x + dx, y + dy
        return out
    if isinstance(message, list):
        return [shift(v, dx, dy) for v in message]
    return message

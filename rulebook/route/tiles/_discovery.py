"""The Discovery, two-tiles variant (DI-R-VAR-1): the hands of a route.

``new_game`` deals each player :data:`HAND_SIZE` tiles from the top of the
runner's tile order, in seating order, before the first turn.  When the
draft's board is the start tile alone (a route of no moves), the players'
hands come first in the tile order, in the route's seating order, then the
draft's draw pile; the caller keeps the request only when the end state
matches the draft (a hand of fewer tiles than the pile could fill is not
reached this way).
"""
from __future__ import annotations

from collections.abc import Iterator

from .._planner import JSONObject

__all__ = ["hand_orders"]


def hand_orders(draft: JSONObject, request: JSONObject) -> Iterator[JSONObject]:
    """``new_game`` requests like ``request`` whose tile order deals the
    draft's hands (at most one: none when no player holds a hand or the
    route places tiles)."""
    hands = {p["name"]: list(p.get("hand") or []) for p in draft.get("players", [])}
    if not any(hands.values()) or len(draft.get("board", [])) != 1:
        return
    tiles = [t for name in request["players"] for t in hands.get(name, [])]
    yield {**request, "draw": {**request["draw"], "tiles": tiles + list(draft.get("draw_pile", []))}}

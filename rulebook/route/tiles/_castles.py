"""Carcassonne castles (Bridges, Castles and Bazaars) in routes: which
castles a route builds and the knights that build them.

- **building** (:meth:`CastleHooks.choose`): at a ``build_castle``
  decision the route builds on a feature the draft holds as that player's
  castle, and passes otherwise;
- **a scored castle's knight** (:func:`castle_knights`): play reaches a castle
  the draft holds as scored only with a knight that built it and went home
  when a feature completed in its vicinity scored it (BCB-R-CASTLE-3,
  BCB-R-CASTLE-5), so the route places that knight on the castle's tile,
  expects it back in the supply once the castle is scored, and drops a route
  whose last tile leaves such a castle unscored.
"""
from __future__ import annotations

from typing import Any

from rulebook.oracle import Session

from .._planner import JSONObject
from ._hooks import ExpansionHooks, Figure, SearchView

__all__ = ["HOOKS", "CastleHooks", "castle_knights"]


def castle_knights(draft: JSONObject) -> list[JSONObject]:
    """The knight of each castle ``draft`` holds as scored (``castles`` with
    ``scored``), as a follower of its owner at the castle's reference (draft
    frame, figure entries)."""
    return [{"player": c["owner"], "figure": "follower", "x": c["x"], "y": c["y"], "at": c["at"]}
            for c in draft.get("castles", []) if isinstance(c, dict) and c.get("scored")]


def _scored(state: JSONObject) -> set[tuple[Any, Any, Any]]:
    return {(c["x"], c["y"], c["at"]) for c in state.get("castles", []) if c.get("scored")}


class CastleHooks(ExpansionHooks):
    """The castles' part in the tile-route planner (:mod:`rulebook.route.tiles._hooks`)."""

    def figures(self, draft: JSONObject) -> list[JSONObject]:
        """The :func:`castle_knights`."""
        return castle_knights(draft)

    def gone_home(self, search: SearchView, state: JSONObject) -> set[Figure]:
        """The :func:`castle_knights` whose castle ``state`` holds as scored:
        such a knight went home (BCB-R-CASTLE-5)."""
        sx, sy = search.offset
        scored = _scored(state)
        return {(f["player"], f["figure"], f["x"] - sx, f["y"] - sy, f["at"]) for f in castle_knights(search.draft)
                if (f["x"] - sx, f["y"] - sy, f["at"]) in scored}

    def choose(self, search: SearchView, session: Session, legal: list[JSONObject],
               pending: JSONObject) -> JSONObject | None:
        """``build_castle`` on a feature the draft holds as the deciding player's castle."""
        sx, sy = search.offset
        castles = {(c["x"] - sx, c["y"] - sy, c["at"]) for c in search.draft.get("castles", [])
                   if c.get("owner") == pending.get("player")}
        for move in legal:
            if move.get("type") == "build_castle" and (move.get("x"), move.get("y"), move.get("at")) in castles:
                return move
        return None

    def rejects(self, search: SearchView, session: Session, state: JSONObject, left: set[tuple[int, int]],
                final: bool) -> bool:
        """After the route's last tile: a castle the draft holds as scored is not scored in ``state``."""
        if not final:
            return False
        sx, sy = search.offset
        scored = _scored(state)
        return not all((f["x"] - sx, f["y"] - sy, f["at"]) in scored for f in castle_knights(search.draft))


HOOKS = CastleHooks()

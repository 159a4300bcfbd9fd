"""Blank draft positions per game: what a scenario starts from before its
Given steps fill it in.  One entry per game id; nothing else in the steps
knows a game's position layout beyond the shared tile-game fields."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any


def _carcassonne(players: list[str]) -> dict[str, Any]:
    return {
        "game": "carcassonne",
        "expansions": [],
        "interpretations": {},
        "players": [{"name": p, "score": 0, "supply": {"follower": 7}} for p in players],
        "board": [{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}],
        "figures": [],
        "draw_pile": [],
        "discarded": [],
        "turn": {"number": 1, "player": players[0], "part": 1, "phase": "place_tile", "tile": None, "placed": None},
    }


BLANK: dict[str, Callable[[list[str]], dict[str, Any]]] = {"carcassonne": _carcassonne}


def blank_position(game: str, players: list[str]) -> dict[str, Any]:
    """A fresh draft position of ``game`` for ``players`` (``ValueError`` for
    a game the steps do not know)."""
    try:
        return BLANK[game](players)
    except KeyError:
        raise ValueError(f"the steps know no game {game!r}; known: {', '.join(BLANK)}") from None

"""The standard contents of each game's box, shuffled by the runner.

Randomness belongs to the runner, never to the engine (spec/protocol.md §4
``new_game``): this module turns a seed into a complete draw order.
"""
from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from reference_engine._data import data_root


def _tile_set(name: str) -> dict[str, Any]:
    return json.loads((data_root() / "spec" / "tiles" / f"{name}.json").read_text(encoding="utf-8"))


def _carcassonne(rng: random.Random, players: list[str]) -> dict[str, Any]:
    tiles = _tile_set("base")
    start = tiles["start_tile"]
    deck = [t["id"] for t in tiles["tiles"] for _ in range(t["count"] - (t["id"] == start))]
    rng.shuffle(deck)
    return {"game": "carcassonne", "players": players, "draw": {"tiles": deck}}


#: Game id → function(rng, players) giving the ``new_game`` request fields.
BOXES: dict[str, Callable[[random.Random, list[str]], dict[str, Any]]] = {"carcassonne": _carcassonne}
#: Default player names, in seating order.
COLOURS = ("red", "blue", "green", "yellow", "black")


def standard_game(game: str, seed: int, players: int) -> dict[str, Any]:
    """The ``new_game`` fields of a standard game of ``game`` for ``players``
    players, shuffled with ``seed``.  Raises ``KeyError`` for an unknown game."""
    names = list(COLOURS[:players])
    return BOXES[game](random.Random(seed), names)

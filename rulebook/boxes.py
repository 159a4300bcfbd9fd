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


def _oregon(rng: random.Random, players: list[str]) -> dict[str, Any]:
    """The Oregon box (spec/oregon.md OR-R-COMP-3…10): 7 start tiles, 50
    landscape cards (10 per symbol), 21 building cards (3 per type), coal 7 × 1/2/3,
    gold 7 × 3/4/5 — each shuffled with the seed."""
    from reference_engine.games.oregon import rules as oregon

    decks = {
        "tiles": list(oregon.BUILDINGS),
        "landscape_cards": [s for s in oregon.SYMBOLS for _ in range(10)],
        "building_cards": [b for b in oregon.BUILDINGS for _ in range(3)],
        "coal": [str(v) for v in (1, 2, 3) for _ in range(7)],
        "gold": [str(v) for v in (3, 4, 5) for _ in range(7)],
    }
    for deck in decks.values():
        rng.shuffle(deck)
    return {"game": "oregon", "players": players, "draw": decks}


def _discovery(rng: random.Random, players: list[str]) -> dict[str, Any]:
    """The Discovery box (spec/discovery.md DI-R-TILES-2): the 83 tiles other
    than the start tile of the (reconstructed) set, shuffled with the seed."""
    tiles = _tile_set("discovery")
    start = tiles["start_tile"]
    deck = [t["id"] for t in tiles["tiles"] for _ in range(t["count"] - (t["id"] == start))]
    rng.shuffle(deck)
    return {"game": "discovery", "players": players, "draw": {"tiles": deck}}


#: Game id → function(rng, players) giving the ``new_game`` request fields.
BOXES: dict[str, Callable[[random.Random, list[str]], dict[str, Any]]] = {"carcassonne": _carcassonne,
                                                                           "oregon": _oregon}
BOXES["discovery"] = _discovery


def _gold_rush(rng: random.Random, players: list[str]) -> dict[str, Any]:
    """The Gold Rush box (spec/gold-rush.md GR-R-TILES-1..4): the 71 tiles other
    than the start tile of the (reconstructed) set and the 63 mining tokens,
    each shuffled with the seed."""
    from reference_engine.games.gold_rush import rules as gold_rush

    tiles = _tile_set("gold_rush")
    start = tiles["start_tile"]
    deck = [t["id"] for t in tiles["tiles"] for _ in range(t["count"] - (t["id"] == start))]
    rng.shuffle(deck)
    tokens = [face for face, count in gold_rush.BOX_TOKENS.items() for _ in range(count)]
    rng.shuffle(tokens)
    return {"game": "gold_rush", "players": players, "draw": {"tiles": deck, "tokens": tokens}}


BOXES["gold_rush"] = _gold_rush
#: Default player names, in seating order.
COLOURS = ("red", "blue", "green", "yellow", "black")


def standard_game(game: str, seed: int, players: int) -> dict[str, Any]:
    """The ``new_game`` fields of a standard game of ``game`` for ``players``
    players, shuffled with ``seed``.  Raises ``KeyError`` for an unknown game."""
    names = list(COLOURS[:players])
    return BOXES[game](random.Random(seed), names)

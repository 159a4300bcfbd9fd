"""A standard game's ``new_game`` request: each game's box shuffled by the runner.

Randomness belongs to the runner, never to the engine (spec/protocol.md §4
``new_game``): this module turns a seed into the fields of a ``new_game``
request.  The boxes and their shuffling are :mod:`rulebook_protocol.boxes`
(:func:`~rulebook_protocol.boxes.standard_draw`); this module adds the
request around them and the default player names.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from rulebook_protocol.boxes import BOXES as _DRAWS
from rulebook_protocol.boxes import standard_draw


def _request(game: str) -> Callable[[random.Random, list[str]], dict[str, Any]]:
    def box(rng: random.Random, players: list[str]) -> dict[str, Any]:
        return {"game": game, "players": players, "draw": standard_draw(game, players, rng)}

    box.__doc__ = _DRAWS[game].__doc__
    return box


#: Game id → function(rng, players) giving the ``new_game`` request fields.
BOXES: dict[str, Callable[[random.Random, list[str]], dict[str, Any]]] = {game: _request(game) for game in _DRAWS}

#: Default player names, in seating order.
COLOURS = ("red", "blue", "green", "yellow", "black")


def standard_game(game: str, seed: int, players: int) -> dict[str, Any]:
    """The ``new_game`` fields of a standard game of ``game`` for ``players``
    players (named by :data:`COLOURS`), shuffled with ``seed``.  Raises
    :class:`rulebook_protocol.errors.UnknownGame` for an unknown game."""
    names = list(COLOURS[:players])
    return {"game": game, "players": names, "draw": standard_draw(game, names, seed)}

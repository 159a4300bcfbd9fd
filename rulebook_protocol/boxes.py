"""The standard contents of each game's box, shuffled into a draw order.

Randomness belongs to the runner, never to the engine (spec/protocol.md §4
``new_game``): a ``new_game`` request carries the complete draw order.  This
module is the runner's side of that bargain for people scripting the engine
in Python (and for ``rulebook``'s runner, :mod:`rulebook.boxes`): it turns a
seed into the ``draw`` object of a standard game.

Public: :func:`standard_draw`, :data:`BOXES` (game id → function of a
:class:`random.Random` giving the ``draw`` object) and :func:`games`.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from .components import components, tile_set
from .errors import BadRequest, UnknownGame, show

#: A ``draw`` object of a ``new_game`` request: deck name → items, top first.
Draw = dict[str, list[str]]


def _tile_deck(name: str) -> list[str]:
    """Every tile of a tile set but the start tile, in file order."""
    tiles = tile_set(name)
    start = tiles["start_tile"]
    return [t["id"] for t in tiles["tiles"] for _ in range(t["count"] - (t["id"] == start))]


def _carcassonne(rng: random.Random) -> Draw:
    """The base game box (spec/carcassonne.md): the 71 tiles other than the start tile."""
    deck = _tile_deck("base")
    rng.shuffle(deck)
    return {"tiles": deck}


def _discovery(rng: random.Random) -> Draw:
    """The Discovery box (spec/discovery.md DI-R-TILES-2): the 83 tiles other
    than the start tile of the (reconstructed) set."""
    deck = _tile_deck("discovery")
    rng.shuffle(deck)
    return {"tiles": deck}


def _gold_rush(rng: random.Random) -> Draw:
    """The Gold Rush box (spec/gold-rush.md GR-R-TILES-1..4): the 71 tiles other
    than the start tile of the (reconstructed) set, then the 63 mining tokens."""
    deck = _tile_deck("gold_rush")
    rng.shuffle(deck)
    tokens = [face for face, count in components("gold_rush", "tokens").items() for _ in range(count)]
    rng.shuffle(tokens)
    return {"tiles": deck, "tokens": tokens}


def _oregon(rng: random.Random) -> Draw:
    """The Oregon box (spec/oregon.md OR-R-COMP-3…10): 7 start tiles, 50
    landscape cards (10 per symbol), 21 building cards (3 per type), coal 7 × 1/2/3,
    gold 7 × 3/4/5 — each deck shuffled in that order."""
    decks = {kind: [item for item, count in components("oregon", kind).items() for _ in range(count)]
             for kind in ("tiles", "landscape_cards", "building_cards", "coal", "gold")}
    for deck in decks.values():
        rng.shuffle(deck)
    return decks


#: Game id → function(rng) giving the shuffled ``draw`` object of the standard box.
BOXES: dict[str, Callable[[random.Random], Draw]] = {
    "carcassonne": _carcassonne,
    "discovery": _discovery,
    "gold_rush": _gold_rush,
    "oregon": _oregon,
}


def games() -> list[str]:
    """The game ids that have a standard box, sorted."""
    return sorted(BOXES)


def standard_draw(game: str, players: Sequence[str] | int, seed: int | random.Random | None = None) -> Draw:
    """The ``draw`` object of a standard game of ``game``, shuffled with ``seed``.

    ``players`` are the names in seating order (or their number); no box
    depends on it today (``new_game`` checks the number of players).  ``seed``: an ``int``, a
    :class:`random.Random` to draw from, or ``None`` for a fresh random order.
    The same seed always gives the same draw order.

    Returns ``{"tiles": [tile id, ...], ...}`` — plus ``"tokens"`` (mining
    tokens, top first) for ``gold_rush`` and the card decks ``landscape_cards``,
    ``building_cards``, ``coal``, ``gold`` for ``oregon`` (``tiles`` are its
    start tiles).  Pass it to :func:`reference_engine.new_game`.

    Raises :class:`~rulebook_protocol.errors.UnknownGame` for a game without a
    box and :class:`~rulebook_protocol.errors.BadRequest` for a bad ``players``
    or ``seed``.
    """
    box = BOXES.get(game) if isinstance(game, str) else None
    if box is None:
        raise UnknownGame(game, games())
    if not (isinstance(players, int) and not isinstance(players, bool)) and (
            isinstance(players, str) or not isinstance(players, Sequence)
            or not all(isinstance(p, str) for p in players)):
        raise BadRequest("players must be a list of player names (or a number of players)")
    if isinstance(seed, random.Random):
        rng = seed
    elif seed is None or (isinstance(seed, int) and not isinstance(seed, bool)):
        rng = random.Random(seed)
    else:
        raise BadRequest(f"the seed must be an integer or a random.Random, not {show(seed)}")
    return box(rng)

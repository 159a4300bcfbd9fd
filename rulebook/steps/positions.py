"""Blank draft positions per game: what a scenario starts from before its
Given steps fill it in.  One function per game, which the game's registration
names (:class:`rulebook.games.GameSupport`, ``blank``); nothing else in the
steps knows a game's position layout beyond the shared tile-game fields.

(PYTEST_DONT_REWRITE: failure messages are the steps' own, in JSON terms; see
:mod:`rulebook.mismatch`.)
"""
from __future__ import annotations

from typing import Any


def carcassonne(players: list[str]) -> dict[str, Any]:
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


def discovery(players: list[str]) -> dict[str, Any]:
    return {
        "game": "discovery",
        "variants": [],
        "interpretations": {},
        "players": [{"name": p, "score": 0, "supply": {"follower": 4}} for p in players],
        "board": [{"x": 0, "y": 0, "tile": "DIS-START", "rotation": 0}],
        "figures": [],
        "draw_pile": [],
        "discarded": [],
        "set_aside": [],
        "turn": {"number": 1, "player": players[0], "phase": "place_tile", "tile": None, "placed": None},
    }


def oregon(players: list[str]) -> dict[str, Any]:
    """Default board, empty hands and decks, 14 farmers and both tokens active
    each, full stacks; the first player's turn to play cards."""
    from ..route.oregon import rules

    return {
        "game": "oregon",
        "expansions": [],
        "interpretations": {},
        "board": rules.DEFAULT_BOARD,
        "players": [{"name": p, "score": 0, "supply": {"farmer": rules.FARMERS_PER_PLAYER},
                     "landscape_cards": [], "building_cards": [], "joker": "active", "extra_turn": "active",
                     "coal": [], "gold": [], "start_tile": None} for p in players],
        "farmers": [],
        "buildings": [],
        "building_stacks": {b: rules.TILES_PER_STACK for b in rules.BUILDINGS},
        "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [],
        "coal_supply": [], "gold_supply": [],
        "turn": {"number": 1, "player": players[0], "phase": "play_cards", "extra_turn_used": False,
                 "end_triggered": False},
    }


def gold_rush(players: list[str]) -> dict[str, Any]:
    """The start tile GR-33 without tokens, 4 cowboys and a tent each, empty piles."""
    return {
        "game": "gold_rush",
        "variants": [],
        "interpretations": {},
        "players": [{"name": p, "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []} for p in players],
        "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}],
        "figures": [],
        "mountains": [],
        "draw_pile": [],
        "token_pile": [],
        "removed_tokens": [],
        "discarded": [],
        "turn": {"number": 1, "player": players[0], "phase": "place_tile", "tile": None, "placed": None},
    }


def blank_position(game: str, players: list[str]) -> dict[str, Any]:
    """A fresh draft position of ``game`` for ``players``: the ``blank`` of
    its registration (:mod:`rulebook.games`); ``ValueError`` for a game
    without one."""
    from rulebook.games import find, supported

    support = find(game)
    if support is None or support.blank is None:
        known = ", ".join(g.id for g in supported() if g.blank is not None)
        raise ValueError(f"the steps know no game {game!r}; known: {known}")
    return support.blank(players)

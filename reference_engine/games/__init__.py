"""The games the reference engine plays, by protocol game id.

Each game is a :class:`GameModule`: how to start a game, load a position,
write the canonical state, and what to declare in ``hello``.  Adding a game is
adding an entry to :data:`GAMES`; shared code never branches on a game id.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from . import carcassonne
from . import discovery
from . import gold_rush
from . import oregon


@dataclass(frozen=True)
class GameModule:
    """The hooks the protocol layer needs from a game's rules module."""

    id: str
    new_game: Callable[[Mapping[str, Any]], tuple[Any, list[dict[str, Any]]]]
    load_position: Callable[[Mapping[str, Any]], tuple[Any, list[dict[str, Any]]]]
    to_state: Callable[[Any], dict[str, Any]]
    declaration: Mapping[str, Any]
    box: Callable[[Mapping[str, Any]], dict[str, dict[str, int]]]
    #: The fields of ``game_ended`` for an ended game (``scores``, ``winners``, extras).
    result: Callable[[Any], dict[str, Any]] = field(default=lambda game: top_scores(game))


def top_scores(game: Any) -> dict[str, Any]:
    """``scores`` by player and ``winners``: every player with the top score
    (the games without a tie-breaker: CAR-R-END-4, GR-R-FINAL-9, DI-R-FINAL-3)."""
    top = max(game.scores) if game.scores else 0
    return {"scores": dict(zip(game.players, game.scores)),
            "winners": [p for p, s in zip(game.players, game.scores) if s == top]}


def _oregon_result(game: Any) -> dict[str, Any]:
    """Oregon's winners: the most points, then the most farmers on the board (OR-R-END-5, OR-R-END-6)."""
    from .oregon.scoring import winners

    on_board = game.farmers_on_board()
    return {"scores": dict(zip(game.players, game.scores)), "winners": winners(game.scores, on_board, game.players),
            "farmers_on_board": dict(zip(game.players, on_board))}


GAMES: dict[str, GameModule] = {
    "carcassonne": GameModule(
        id="carcassonne",
        new_game=carcassonne.new_game,
        load_position=carcassonne.load_position,
        to_state=carcassonne.to_state,
        declaration=carcassonne.DECLARATION,
        box=carcassonne.box,
    ),
    "discovery": GameModule(
        id="discovery",
        new_game=discovery.new_game,
        load_position=discovery.load_position,
        to_state=discovery.to_state,
        declaration=discovery.DECLARATION,
        box=discovery.box,
    ),
    "gold_rush": GameModule(
        id="gold_rush",
        new_game=gold_rush.new_game,
        load_position=gold_rush.load_position,
        to_state=gold_rush.to_state,
        declaration=gold_rush.DECLARATION,
        box=gold_rush.box,
    ),
    "oregon": GameModule(
        id="oregon",
        new_game=oregon.new_game,
        load_position=oregon.load_position,
        to_state=oregon.to_state,
        declaration=oregon.DECLARATION,
        box=oregon.box,
        result=_oregon_result,
    ),
}

"""The games the reference engine plays, by protocol game id.

Each game is a :class:`GameModule`: how to start a game, load a position,
write the canonical state, and what to declare in ``hello``.  Adding a game is
adding an entry to :data:`GAMES`; shared code never branches on a game id.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from rulebook_protocol.messages import GameDeclaration

from . import carcassonne, discovery, gold_rush, oregon


@dataclass(frozen=True)
class GameModule:
    """The hooks the protocol layer needs from a game's rules module."""

    id: str
    new_game: Callable[[Mapping[str, Any]], tuple[Any, list[dict[str, Any]]]]
    load_position: Callable[[Mapping[str, Any]], tuple[Any, list[dict[str, Any]]]]
    to_state: Callable[[Any], dict[str, Any]]
    declaration: GameDeclaration
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


def _module(package: Any, **extra: Any) -> GameModule:
    """The :class:`GameModule` of a game package (``reference_engine.games.<id>``),
    which exports ``new_game``, ``load_position``, ``to_state``, ``DECLARATION`` and ``box``."""
    return GameModule(id=package.__name__.rsplit(".", 1)[-1], new_game=package.new_game,
                      load_position=package.load_position, to_state=package.to_state,
                      declaration=package.DECLARATION, box=package.box, **extra)


GAMES: dict[str, GameModule] = {m.id: m for m in (
    _module(carcassonne),
    _module(discovery),
    _module(gold_rush),
    _module(oregon, result=_oregon_result),
)}

"""The games the reference engine plays, by protocol game id.

Each game is one :class:`GameModule` (how to start a game, load a position,
write the canonical state, what to declare in ``hello``, its box and its
result), registered once with :func:`register`; the protocol layer
(:class:`reference_engine.Session`, the functions of :mod:`reference_engine`)
looks every game up in :data:`GAMES` and never branches on a game id.  The
game objects a module makes are :class:`Game`\\ s.  CONTRIBUTING.md, "Adding
a fifth game", has the whole recipe (the harness registers the game too:
:mod:`rulebook.games`).
"""
from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from rulebook_protocol.messages import Event, GameDeclaration, JSONObject, State

from ..game import Game
from . import carcassonne, discovery, gold_rush, oregon

__all__ = ["GAMES", "Game", "GameModule", "register", "top_scores", "unregister"]

G = TypeVar("G", bound=Game)


def top_scores(game: Game) -> JSONObject:
    """``scores`` by player and ``winners``: every player with the top score
    (the games without a tie-breaker: CAR-R-END-4, GR-R-FINAL-9, DI-R-FINAL-3)."""
    top = max(game.scores) if game.scores else 0
    return {"scores": dict(zip(game.players, game.scores)),
            "winners": [p for p, s in zip(game.players, game.scores) if s == top]}


@dataclass(frozen=True)
class GameModule(Generic[G]):
    """The hooks the protocol layer needs from a game's rules, for game
    objects of type ``G`` (a :class:`Game`).  The request and position
    arguments are the protocol's (``new_game``'s fields, ``load_position``'s
    ``{"game", "position"}``); errors are the protocol's
    (:mod:`rulebook_protocol.errors`)."""

    #: The protocol game id: lower-case letters, digits and ``_``, a letter first.
    id: str
    #: ``new_game`` request -> ``(game, set-up events)``.
    new_game: Callable[[Mapping[str, Any]], tuple[G, list[Event]]]
    #: ``load_position`` request -> ``(game, events of the forced steps done on loading)``.
    load_position: Callable[[Mapping[str, Any]], tuple[G, list[Event]]]
    #: The canonical state of a game (spec/protocol.md §9; ``schemas/v1/games/<id>/state``).
    to_state: Callable[[G], State]
    #: What ``hello`` declares for the game: ``expansions``, ``variants``, ``interpretations``,
    #: ``capabilities`` (``schemas/v1/commands/hello.schema.json``).
    declaration: GameDeclaration
    #: ``box`` request -> the box's contents, kind -> item -> count (capability ``box``).
    box: Callable[[Mapping[str, Any]], dict[str, dict[str, int]]]
    #: The fields of ``game_ended`` for an ended game (``scores``, ``winners``, extras);
    #: default :func:`top_scores`.
    result: Callable[[G], JSONObject] = top_scores


#: Game id -> its module, in registration order (``hello`` lists the games in this order).
#: ``Any``: each entry is the module of its own game class, which only that entry's functions take.
GAMES: dict[str, GameModule[Any]] = {}

_GAME_ID = re.compile(r"^[a-z][a-z0-9_]*$")


def register(module: GameModule[G]) -> GameModule[G]:
    """Add a game to the engine; returns ``module``.  Raises ``ValueError``
    for an id that is not a protocol game id or is registered already
    (:func:`unregister` it first)."""
    if not _GAME_ID.match(module.id):
        raise ValueError(f"{module.id!r} is not a game id (lower-case letters, digits and '_', a letter first)")
    if module.id in GAMES:
        raise ValueError(f"the game {module.id} is registered already")
    GAMES[module.id] = module
    return module


def unregister(game_id: str) -> GameModule[Any]:
    """Remove a game (e.g. at the end of a test that registered it); returns
    its module.  Raises ``KeyError`` for a game not registered."""
    return GAMES.pop(game_id)


def _oregon_result(game: oregon.Oregon) -> JSONObject:
    """Oregon's winners: the most points, then the most farmers on the board (OR-R-END-5, OR-R-END-6)."""
    from .oregon.scoring import winners

    on_board = game.farmers_on_board()
    return {"scores": dict(zip(game.players, game.scores)), "winners": winners(game.scores, on_board, game.players),
            "farmers_on_board": dict(zip(game.players, on_board))}


register(GameModule("carcassonne", new_game=carcassonne.new_game, load_position=carcassonne.load_position,
                    to_state=carcassonne.to_state, declaration=carcassonne.DECLARATION, box=carcassonne.box))
register(GameModule("discovery", new_game=discovery.new_game, load_position=discovery.load_position,
                    to_state=discovery.to_state, declaration=discovery.DECLARATION, box=discovery.box))
register(GameModule("gold_rush", new_game=gold_rush.new_game, load_position=gold_rush.load_position,
                    to_state=gold_rush.to_state, declaration=gold_rush.DECLARATION, box=gold_rush.box))
register(GameModule("oregon", new_game=oregon.new_game, load_position=oregon.load_position,
                    to_state=oregon.to_state, declaration=oregon.DECLARATION, box=oregon.box, result=_oregon_result))

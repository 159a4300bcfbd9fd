"""The games the reference engine plays, by protocol game id.

Each game is a :class:`GameModule`: how to start a game, load a position,
write the canonical state, and what to declare in ``hello``.  Adding a game is
adding an entry to :data:`GAMES`; shared code never branches on a game id.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from . import carcassonne


@dataclass(frozen=True)
class GameModule:
    """The hooks the protocol layer needs from a game's rules module."""

    id: str
    new_game: Callable[[Mapping[str, Any]], tuple[Any, list[dict[str, Any]]]]
    load_position: Callable[[Mapping[str, Any]], tuple[Any, list[dict[str, Any]]]]
    to_state: Callable[[Any], dict[str, Any]]
    declaration: Mapping[str, Any]


GAMES: dict[str, GameModule] = {
    "carcassonne": GameModule(
        id="carcassonne",
        new_game=carcassonne.new_game,
        load_position=carcassonne.load_position,
        to_state=carcassonne.to_state,
        declaration=carcassonne.DECLARATION,
    ),
}

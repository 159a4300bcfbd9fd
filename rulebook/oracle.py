"""Every place the harness trusts the reference engine, in one module.

The judge stands apart from the engine it judges: no other module of
:mod:`rulebook` imports :mod:`reference_engine` (an import-contract check,
``lint-imports`` with the contracts in ``pyproject.toml``, keeps it so), and
this one uses only the engine's public API (the names
``reference_engine/__init__.py`` exports).  What the harness asks of the
reference, and why:

- :func:`session` — a protocol session in process: the route planner proves
  a position reachable by loading and replaying it (``rulebook/route/``),
  ``readings measure``/``impact`` and ``perft`` run the reference as one
  engine among others, ``fuzz`` runs it as the oracle side of a lockstep.
- :func:`shadow_game` — a game object the fuzz move policies look ahead on
  (never a verdict: a policy only chooses which legal move to play).
- :func:`placement_preview`, :func:`placement_previews` — what a tile
  placement would close, for the fuzz policy ``complete``.
- :func:`setup_catalogue` — the tile types of a ``new_game`` request's game,
  for the fuzz policies that move a figure to another place of its segment
  (a choice among places the rules treat alike, never a verdict).
- :func:`tile_catalogue`, :func:`tile_board` and :func:`oregon_board` — the
  tile types, a loaded game's board and Oregon's board as the reference reads
  them, for the route planner, which
  searches for a line of moves to a scenario's position and then has the
  engine under test replay it (a wrong route makes a scenario not
  applicable, never a wrong verdict).

A verdict never comes from here: scenarios assert what ``features/`` states,
and ``fuzz`` reports where two engines differ.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

import reference_engine
from reference_engine import Preview, Session

__all__ = ["OregonBoard", "Preview", "Session", "ShadowGame", "TileType", "oregon_board", "placement_preview",
           "placement_previews", "session", "setup_catalogue", "shadow_game", "tile_board", "tile_catalogue"]

#: A game object of the reference engine (what :func:`reference_engine.new_game`
#: makes).  ``Any``: it is opaque to the harness, which only hands it back to the
#: reference (:func:`placement_preview`, and the fuzz policies' look-ahead, which
#: plays on a copy of it); no verdict reads it.
ShadowGame = Any
#: A tile type of the reference engine (its ``TileType``).  ``Any``: the engine's
#: own class, not a protocol shape; the route planner reads ``orient(rotation)``
#: (``edges``, ``segments``) and ``features`` of it.
TileType = Any


class OregonBoard(Protocol):
    """What the harness reads of Oregon's board as the reference reads it."""

    @property
    def data(self) -> Mapping[str, Any]:
        """The board's JSON (``schemas/v1/board.schema.json``)."""
        ...

    @property
    def building_spaces(self) -> Mapping[str, frozenset[int]]:
        """Building type → the spaces it may be built on (OR-R-BUILD-5)."""
        ...


def session(*, validate: bool = True) -> Session:
    """A fresh reference engine session (``handle(request) -> response``);
    ``validate=False`` skips its schema checks of requests (the caller's
    requests are known good)."""
    return Session(validate=validate)


def shadow_game(game: str, players: Sequence[str], draw: Sequence[str] | Mapping[str, Any],
                **fields: Any) -> ShadowGame:
    """The reference engine's game object for a ``new_game`` request's fields
    (``draw``: the request's ``draw``, or the tile ids; ``fields``: its other
    fields; :func:`reference_engine.new_game`); raises its ``ProtocolError``
    when the request is refused."""
    created, _ = reference_engine.new_game(game, list(players), draw, **fields)
    return created


def placement_preview(game: ShadowGame, move: Mapping[str, Any]) -> Preview | None:
    """What ``move`` (a ``place_tile``) would close on ``game`` (a game object
    of :func:`shadow_game`), as :func:`reference_engine.placement_preview`:
    falsy when it closes and surrounds nothing, ``None`` when it cannot tell."""
    return reference_engine.placement_preview(game, move)


def placement_previews(game: ShadowGame, moves: Sequence[Mapping[str, Any]]) -> list[Preview | None]:
    """:func:`placement_preview` of each of ``moves`` on ``game`` (one
    position), in order, as :func:`reference_engine.placement_previews`."""
    return reference_engine.placement_previews(game, moves)


def tile_catalogue(position: Mapping[str, Any]) -> dict[str, TileType]:
    """The tile types of ``position``'s game as the reference loads it (its
    expansions and its own tile definitions included), by id
    (:func:`reference_engine.tile_catalogue`); ``{}`` when the reference
    refuses the position."""
    loader = Session(validate=False)
    response = loader.handle({"id": 1, "cmd": "load_position", "game": position["game"], "position": position})
    if not response.get("ok"):
        return {}
    return reference_engine.tile_catalogue(loader.game)


def tile_board(session: Session) -> Any:
    """The reference's board of the tile-laying game loaded in ``session``
    (:func:`reference_engine.tile_board`: ``cells``, ``graph``,
    ``neighbours_present(x, y)``), or ``None`` when it has no game or the game
    has no board.  ``Any``: the engine's own board class; the Gold Mines route
    planner reads which features a later tile closes from it."""
    return None if session.game is None else reference_engine.tile_board(session.game)


def setup_catalogue(game: str, setup: Mapping[str, Any]) -> dict[str, TileType]:
    """The tile types of the game a ``new_game`` request's fields (``setup``)
    start, as the reference loads them (expansions and the request's own tile
    definitions included), by id; ``{}`` when the reference refuses the
    request or the game has no tiles."""
    fields = {k: v for k, v in setup.items() if k not in ("game", "players", "draw", "cmd")}
    try:
        created = shadow_game(game, setup["players"], setup["draw"], **fields)
    except Exception:
        return {}
    return reference_engine.tile_catalogue(created)


def oregon_board(board: str | Mapping[str, Any]) -> OregonBoard:
    """Oregon's board (a board id or object) as the reference reads it
    (:func:`reference_engine.oregon_board`: ``data`` and ``building_spaces``);
    raises the reference's ``BadRequest`` for a board it cannot read."""
    read: OregonBoard = reference_engine.oregon_board(board)  # (the engine's Board has both attributes)
    return read

"""The Rulebook reference engine.

Public API (everything else is private):

- :func:`new_game` / :func:`load_position` — script a game directly; they
  return ``(game, events)``: a :class:`Game` (``legal_moves()``, a read-only
  sequence; ``apply(move)``, ``pending()``, ``end()`` and ``copy()``) and
  the events of set-up (spec/protocol.md §4).  While a chance decision is pending
  (``pending()["player"] is None``, spec/protocol.md §7a) ``legal_moves()``
  is empty: answer it with ``{"type": "shuffle", "order": [...]}``, its
  ``items`` in the order you choose (``rulebook.chance.resolve`` draws one).
- :func:`standard_draw` — the standard box of a game, shuffled with a seed:
  the ``draw`` that :func:`new_game` needs (also :mod:`rulebook_protocol.boxes`).
- :func:`state` — the canonical state of such a game (spec/protocol.md §9).
- :func:`is_over` / :func:`outcome` — whether the game has ended, and its
  final scores and winners (:class:`Outcome`).
- :func:`game_ids` — the game ids this engine plays.
- :func:`tile_catalogue`, :func:`tile_board`, :func:`oregon_board`, :func:`placement_preview`
  (:func:`placement_previews` for several placements of one position) —
  read-only views of a game's tile types, Oregon's board and what a tile
  placement would close (the harness's planners and fuzz policies use them
  through :mod:`rulebook.oracle`).
- :class:`Session` and :func:`handle` — the protocol, in process: a request
  dict in, a response dict out.  ``handle`` uses one module-level session;
  make your own :class:`Session` for an independent one.
- :mod:`reference_engine.errors` — one exception per protocol error code,
  all subclasses of :class:`ProtocolError`; an unknown game id raises
  :class:`UnknownGame`, bad arguments :class:`BadRequest`, an illegal move
  :class:`IllegalMove`.  A call that raises changes nothing.

Example::

    import reference_engine as engine

    draw = engine.standard_draw("carcassonne", ["red", "blue"], seed=7)
    game, events = engine.new_game("carcassonne", ["red", "blue"], draw)
    while not engine.is_over(game):
        game.apply(game.legal_moves()[0])
    print(engine.outcome(game).winners)
"""
from __future__ import annotations

__version__ = "0.1.0"

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rulebook_protocol.boxes import standard_draw
from rulebook_protocol.messages import JSON, Event, JSONObject, State

from .errors import BadRequest, IllegalMove, ProtocolError, UnknownGame
from .game import Game
from .games import GAMES, GameModule
from .session import Session

if TYPE_CHECKING:
    from .games.oregon.board import Board as OregonBoard
    from .kernel.tiles import TileType

_default_session: Session | None = None


def handle(request: JSON) -> JSONObject:
    """Answer one protocol request with the module's default session."""
    global _default_session
    if _default_session is None or _default_session.stopped:
        _default_session = Session()
    return _default_session.handle(request)


def game_ids() -> list[str]:
    """The game ids this engine plays, sorted (``["carcassonne", "discovery", "gold_rush", "oregon"]``)."""
    return sorted(GAMES)


def _module(game: object) -> GameModule[Any]:
    module = GAMES.get(game) if isinstance(game, str) else None
    if module is None:
        raise UnknownGame(game, game_ids())
    return module


def _check(name: str, request: JSONObject) -> None:
    """Raise :class:`BadRequest` when ``request`` breaks its protocol schema."""
    from rulebook_protocol.schemas import require

    require(name, {"id": 0, **request}, str(request.get("cmd", "the request")))


def new_game(game: str, players: Sequence[str], draw: Sequence[str] | Mapping[str, Any] | None = None, *,
             seed: int | random.Random | None = None, **fields: Any) -> tuple[Game, list[Event]]:
    """Start a game without the protocol envelope.

    ``game`` is a game id (:func:`game_ids`), ``players`` the names in seating
    order, ``draw`` the tile ids top first, or the complete ``draw`` object of
    the request (``{"tiles": ..., "landscape_cards": ...}`` for ``oregon``,
    ``{"tiles": ..., "tokens": ...}`` for ``gold_rush``).  Without ``draw``,
    the standard box shuffled with ``seed`` (:func:`standard_draw`; ``seed``
    ``None`` gives a fresh random order).  Other ``new_game`` fields
    (``expansions``, ``variants``, ``interpretations``, ``tiles``, ``start``,
    ``options``) go as keywords.

    Returns ``(game, events)``: the game object (a :class:`Game`) and the set-up events.
    Raises :class:`UnknownGame` for a game id it does not play (the message
    lists the known ones), :class:`BadRequest` for a request that breaks the
    protocol schema (a field of the wrong shape, an unknown field),
    :class:`~rulebook_protocol.errors.Unsupported` for an expansion, variant,
    interpretation or option it lacks, and the other
    :class:`ProtocolError`\\ s for what the rules refuse.
    """
    module = _module(game)
    if draw is None:
        draw = standard_draw(game, players, seed)
    request = {"cmd": "new_game", "game": game, "players": list(players) if isinstance(players, (list, tuple))
               else players, "draw": dict(draw) if isinstance(draw, Mapping) else {"tiles": draw}, **fields}
    _check("commands/new_game", request)
    del request["cmd"]
    return module.new_game(request)


def load_position(game: str, position: Mapping[str, Any]) -> tuple[Game, list[Event]]:
    """A game from a canonical position (spec/protocol.md §9, e.g. the output
    of :func:`state`); returns ``(game, events)``.  Raises :class:`UnknownGame`;
    :class:`~rulebook_protocol.errors.InvalidPosition` (with the rule id) for a
    position that breaks a consistency rule; :class:`BadRequest` for one
    that is not a mapping, or whose shape breaks the game's state schema
    (``schemas/v1/games/<game>/state.schema.json``) where the rules' own
    checks cannot read it."""
    module = _module(game)
    if not isinstance(position, Mapping):
        raise BadRequest("a position is a mapping (the canonical state of spec/protocol.md §9)")
    try:
        return module.load_position({"game": game, "position": dict(position)})
    except ProtocolError:
        raise
    except Exception:  # the position's shape is wrong: say where, as the protocol would
        from rulebook_protocol.schemas import require

        try:
            require(f"games/{module.id}/state", dict(position), "the position")
        except BadRequest as refused:
            raise refused from None
        raise


def state(game: Game) -> State:
    """The canonical state of a game made by :func:`new_game`/:func:`load_position`
    (a JSON-ready dict; shape: ``schemas/v1/games/<game>/state.schema.json``)."""
    return GAMES[game.game_id].to_state(game)


def is_over(game: Game) -> bool:
    """``True`` once the game has ended (its last move or ``end()`` gave ``game_ended``):
    no decision is pending and every further move raises
    :class:`~rulebook_protocol.errors.GameOver`."""
    return game.pending() is None


@dataclass(frozen=True)
class Outcome:
    """The result of an ended game, as its ``game_ended`` event gives it.

    ``scores``: player name → points, in seating order; ``winners``: the
    names that won (several on a tie the rules leave standing);
    ``extra``: what else the event carries (Oregon's
    ``farmers_on_board``, the tie-breaker of OR-R-END-6).
    """

    scores: dict[str, int]
    winners: list[str]
    extra: JSONObject

    @property
    def winner(self) -> str | None:
        """The single winner, or ``None`` on a shared win."""
        return self.winners[0] if len(self.winners) == 1 else None


def outcome(game: Game) -> Outcome | None:
    """The final result of an ended game (see :class:`Outcome`); ``None`` while it goes on.

    The result has the fields of the ``game_ended`` event of the final
    scoring, and the game's own rules (tie-breakers included) decide the winners."""
    if not is_over(game):
        return None
    ended = GAMES[game.game_id].result(game)
    extra = {k: v for k, v in ended.items() if k not in ("type", "scores", "winners")}
    return Outcome(scores=dict(ended["scores"]), winners=list(ended["winners"]), extra=extra)


def tile_catalogue(game: object) -> dict[str, TileType]:
    """The tile types a game object of a tile-laying game uses (its
    expansions' and its own tile definitions included), by tile id: the
    engine's :class:`reference_engine.kernel.tiles.TileType` objects, whose
    ``orient(rotation)`` gives ``edges`` (the kinds on ``N E S W``) and
    ``segments`` (each with ``kind`` and ``edge_places``), and whose
    ``features`` list the tile's features.  ``{}`` for a game without tiles
    (Oregon).  Read-only: the harness's route planner
    (:mod:`rulebook.oracle`) reads it."""
    catalogue = getattr(game, "catalogue", None)
    return {} if catalogue is None else {t.id: t for t in catalogue}


def tile_board(game: Game) -> Any:
    """The board of a tile-laying game object, read-only (``cells``: cell ->
    placed tile; ``graph``: the features, ``find``/``features``;
    ``neighbours_present(x, y)``), or ``None`` for a game without one
    (Oregon).  The harness's route planner reads it through
    :mod:`rulebook.oracle`."""
    return getattr(game, "board", None)


def oregon_board(board: str | Mapping[str, Any]) -> OregonBoard:
    """Oregon's board as the engine reads it: ``board`` a board id
    (``"oregon-default"``) or a board object (``schemas/v1/board.schema.json``).
    The result has ``data`` (the board's JSON) and ``building_spaces``
    (building type → the spaces it may be built on, OR-R-BUILD-5).  Raises
    :class:`BadRequest` for a board it cannot read."""
    from .games.oregon.board import BoardError, UnknownBoard, board_from_json, named_board

    try:
        return named_board(board) if isinstance(board, str) else board_from_json(dict(board))
    except (BoardError, UnknownBoard) as exc:
        raise BadRequest(str(exc)) from None


from .analysis import Preview, placement_preview, placement_previews  # noqa: E402

__all__ = ["BadRequest", "Game", "IllegalMove", "Outcome", "Preview", "ProtocolError", "Session", "UnknownGame",
           "__version__", "game_ids", "handle", "is_over", "load_position", "new_game", "oregon_board", "outcome",
           "placement_preview", "placement_previews", "standard_draw", "state", "tile_board", "tile_catalogue"]

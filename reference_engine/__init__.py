"""The Rulebook reference engine.

Public API (everything else is private):

- :func:`new_game` / :func:`load_position` — script a game directly; they
  return ``(game, events)``: a game object with ``legal_moves()``,
  ``apply(move)``, ``pending()``, ``end()`` and ``copy()``, and the events of
  set-up (spec/protocol.md §4).  While a chance decision is pending
  (``pending()["player"] is None``, spec/protocol.md §7a) ``legal_moves()``
  is empty: answer it with ``{"type": "shuffle", "order": [...]}``, its
  ``items`` in the order you choose (``rulebook.chance.resolve`` draws one).
- :func:`standard_draw` — the standard box of a game, shuffled with a seed:
  the ``draw`` that :func:`new_game` needs (also :mod:`reference_engine.boxes`).
- :func:`state` — the canonical state of such a game (spec/protocol.md §9).
- :func:`is_over` / :func:`outcome` — whether the game has ended, and its
  final scores and winners (:class:`Outcome`).
- :func:`board_svg` — a self-contained SVG drawing of a position (any of the
  four games), like ``chess.svg.board``.
- :func:`game_ids` — the game ids this engine plays.
- :class:`Session` and :func:`handle` — the protocol, in process: a request
  dict in, a response dict out.  ``handle`` uses one module-level session;
  make your own :class:`Session` for an independent one.
- :mod:`reference_engine.errors` — one exception per protocol error code,
  all subclasses of :class:`EngineError`; an unknown game id raises
  :class:`UnknownGame`, bad arguments :class:`BadRequest`, an illegal move
  :class:`IllegalMove`.  A call that raises changes nothing.

Example::

    import reference_engine as engine

    draw = engine.standard_draw("carcassonne", ["red", "blue"], seed=7)
    game, events = engine.new_game("carcassonne", ["red", "blue"], draw)
    while not engine.is_over(game):
        game.apply(game.legal_moves()[0])
    print(engine.outcome(game).winners)
    open("board.svg", "w").write(engine.board_svg(engine.state(game)))
"""
from __future__ import annotations

__version__ = "0.1.0"

from collections.abc import Mapping, Sequence  # noqa: E402
from dataclasses import dataclass  # noqa: E402
from typing import Any  # noqa: E402

from .boxes import standard_draw  # noqa: E402
from .errors import BadRequest, EngineError, IllegalMove, UnknownGame  # noqa: E402
from .games import GAMES, GameModule  # noqa: E402
from .session import Session  # noqa: E402

_default_session: Session | None = None


def handle(request: dict[str, Any]) -> dict[str, Any]:
    """Answer one protocol request with the module's default session."""
    global _default_session
    if _default_session is None or _default_session.stopped:
        _default_session = Session()
    return _default_session.handle(request)


def game_ids() -> list[str]:
    """The game ids this engine plays, sorted (``["carcassonne", "discovery", "gold_rush", "oregon"]``)."""
    return sorted(GAMES)


def _module(game: Any) -> GameModule:
    module = GAMES.get(game) if isinstance(game, str) else None
    if module is None:
        raise UnknownGame(game, game_ids())
    return module


def _check(name: str, request: dict[str, Any]) -> None:
    """Raise :class:`BadRequest` when ``request`` breaks its protocol schema."""
    from ._schemas import require

    require(name, {"id": 0, **request}, str(request.get("cmd", "the request")))


def new_game(game: str, players: Sequence[str], draw: Sequence[str] | Mapping[str, Any] | None = None, *,
             seed: Any = None, **fields: Any) -> tuple[Any, list[dict[str, Any]]]:
    """Start a game without the protocol envelope.

    ``game`` is a game id (:func:`game_ids`), ``players`` the names in seating
    order, ``draw`` the tile ids top first, or the complete ``draw`` object of
    the request (``{"tiles": ..., "landscape_cards": ...}`` for ``oregon``,
    ``{"tiles": ..., "tokens": ...}`` for ``gold_rush``).  Without ``draw``,
    the standard box shuffled with ``seed`` (:func:`standard_draw`; ``seed``
    ``None`` gives a fresh random order).  Other ``new_game`` fields
    (``expansions``, ``variants``, ``interpretations``, ``tiles``, ``start``,
    ``options``) go as keywords.

    Returns ``(game, events)``: the game object and the set-up events.
    Raises :class:`UnknownGame` for a game id it does not play (the message
    lists the known ones), :class:`BadRequest` for a request that breaks the
    protocol schema (a field of the wrong shape, an unknown field),
    :class:`~reference_engine.errors.Unsupported` for an expansion, variant,
    interpretation or option it lacks, and the other
    :class:`EngineError`\\ s for what the rules refuse.
    """
    module = _module(game)
    if draw is None:
        draw = standard_draw(game, players, seed)
    request = {"cmd": "new_game", "game": game, "players": list(players) if isinstance(players, (list, tuple))
               else players, "draw": dict(draw) if isinstance(draw, Mapping) else {"tiles": draw}, **fields}
    _check("commands/new_game", request)
    del request["cmd"]
    return module.new_game(request)


def load_position(game: str, position: Mapping[str, Any]) -> tuple[Any, list[dict[str, Any]]]:
    """A game from a canonical position (spec/protocol.md §9, e.g. the output
    of :func:`state`); returns ``(game, events)``.  Raises :class:`UnknownGame`;
    :class:`~reference_engine.errors.InvalidPosition` (with the rule id) for a
    position that breaks a consistency rule; :class:`BadRequest` for one
    that is not a mapping, or whose shape breaks the game's state schema
    (``schemas/v1/games/<game>/state.schema.json``) where the rules' own
    checks cannot read it."""
    module = _module(game)
    if not isinstance(position, Mapping):
        raise BadRequest("a position is a mapping (the canonical state of spec/protocol.md §9)")
    try:
        return module.load_position({"game": game, "position": dict(position)})
    except EngineError:
        raise
    except Exception:  # the position's shape is wrong: say where, as the protocol would
        from ._schemas import require

        try:
            require(f"games/{module.id}/state", dict(position), "the position")
        except BadRequest as refused:
            raise refused from None
        raise


def state(game: Any) -> dict[str, Any]:
    """The canonical state of a game made by :func:`new_game`/:func:`load_position`
    (a JSON-ready dict; shape: ``schemas/v1/games/<game>/state.schema.json``)."""
    return GAMES[game.game_id].to_state(game)


def is_over(game: Any) -> bool:
    """``True`` once the game has ended (its last move or ``end()`` gave ``game_ended``):
    no decision is pending and every further move raises
    :class:`~reference_engine.errors.GameOver`."""
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
    extra: dict[str, Any]

    @property
    def winner(self) -> str | None:
        """The single winner, or ``None`` on a shared win."""
        return self.winners[0] if len(self.winners) == 1 else None


def outcome(game: Any) -> Outcome | None:
    """The final result of an ended game (see :class:`Outcome`); ``None`` while it goes on.

    The result has the fields of the ``game_ended`` event of the final
    scoring, and the game's own rules (tie-breakers included) decide the winners."""
    if not is_over(game):
        return None
    ended = GAMES[game.game_id].result(game)
    extra = {k: v for k, v in ended.items() if k not in ("type", "scores", "winners")}
    return Outcome(scores=dict(ended["scores"]), winners=list(ended["winners"]), extra=extra)


def board_svg(position: Any, **options: Any) -> str:
    """A self-contained SVG (text) of a position of any of the four games.

    ``position``: a canonical position or state (``state(game)``, a
    ``load_position`` position; it names its ``game``) or a game object.
    Tile-laying games are drawn tile by tile from the tile data, with
    figures, gold, castles and mining tokens; Oregon as its terrain grid with
    farmers and buildings.  The SVG carries every style inline (attributes,
    no CSS, no external reference): saved alone as a ``.svg`` it renders in
    a browser.  Options: ``label`` (the title), ``max_px`` (the longer side
    of a tile board in pixels, default 420), ``compare`` (another position:
    what is new is marked); ``max_px``, ``spec_dir``, ``frame`` and ``art``
    as :func:`rulebook.reports.boards.board_svg` (the same function, which
    the casebook uses too).  A game without a drawing of its own is drawn by
    the shape of its position.  Raises :class:`BadRequest` for a
    ``position`` that is neither a mapping nor a game object.
    """
    from rulebook.reports.boards import board_svg as draw

    if hasattr(position, "game_id") and hasattr(position, "pending"):
        position = state(position)
    compare = options.get("compare")
    if hasattr(compare, "game_id") and hasattr(compare, "pending"):
        options["compare"] = state(compare)
    try:
        return draw(position, **options)
    except TypeError as exc:
        raise BadRequest(str(exc)) from None


__all__ = [
    "BadRequest", "EngineError", "IllegalMove", "Outcome", "Session", "UnknownGame", "board_svg", "game_ids", "handle",
    "is_over", "load_position", "new_game", "outcome", "standard_draw", "state", "__version__",
]

"""The Rulebook reference engine.

Public API (everything else is private):

- :class:`Session` and :func:`handle` — the protocol, in process: a request
  dict in, a response dict out (``spec/protocol.md``).  ``handle`` uses one
  module-level session; make your own :class:`Session` for an independent one.
- :func:`new_game` / :func:`load_position` — script a game directly; they
  return a game object with ``legal_moves()``, ``apply(move)``, ``pending()``,
  ``end()`` and ``copy()``, and the events of set-up.
- :func:`state` — the canonical state of such a game.
- :mod:`reference_engine.errors` — one exception per protocol error code.
"""
from __future__ import annotations

__version__ = "0.1.0"

from typing import Any  # noqa: E402

from .errors import EngineError, IllegalMove  # noqa: E402
from .games import GAMES  # noqa: E402
from .session import Session  # noqa: E402

_default_session: Session | None = None


def handle(request: dict[str, Any]) -> dict[str, Any]:
    """Answer one protocol request with the module's default session."""
    global _default_session
    if _default_session is None or _default_session.stopped:
        _default_session = Session()
    return _default_session.handle(request)


def new_game(game: str, players: list[str], draw: list[str] | dict[str, list[str]], **fields: Any):
    """Start a game without the protocol envelope.

    ``game`` is a game id (``"carcassonne"``), ``players`` the names in
    seating order, ``draw`` the tile ids top first — or the complete ``draw``
    object of the request (``{"tiles": ..., "landscape_cards": ...}`` for
    ``oregon``); other ``new_game`` fields (``expansions``,
    ``interpretations``, ``tiles``, ``start``, ``options``) as keywords.
    Returns ``(game, events)``.  Raises :class:`EngineError` subclasses.
    """
    request = {"game": game, "players": players, "draw": draw if isinstance(draw, dict) else {"tiles": draw},
               **fields}
    return GAMES[game].new_game(request)


def load_position(game: str, position: dict[str, Any]):
    """A game from a canonical position; returns ``(game, events)``."""
    return GAMES[game].load_position({"game": game, "position": position})


def state(game: Any) -> dict[str, Any]:
    """The canonical state of a game made by :func:`new_game`/:func:`load_position`."""
    return GAMES[game.game_id].to_state(game)


__all__ = ["EngineError", "IllegalMove", "Session", "handle", "load_position", "new_game", "state", "__version__"]

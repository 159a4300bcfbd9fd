"""The protocol's error hierarchy: one exception per protocol error code
(spec/protocol.md §3, "Errors").  The reference engine raises them; an
engine's refusal is one of them on the wire.

Catch :class:`ProtocolError` for any of them.  Every exception carries ``code`` (a value of the closed list in
``spec/protocol.md`` §Errors), a message naming what was wrong, and optionally
the violated ``rule`` id and machine-readable ``details``.  The protocol layer
turns any of them into ``{"ok": false, "error": {...}}``; nothing raised here
ever leaves the game state changed.
"""
from __future__ import annotations

import json
from typing import ClassVar, get_args

from .messages import ErrorBody, ErrorCode, JSONObject

#: How many characters of a value :func:`show` writes before it cuts.
SHOW_LIMIT = 80


def show(value: object, limit: int = SHOW_LIMIT) -> str:
    """``value`` as JSON text for a message (``null``, ``true``, ``"x"``,
    ``{"a": 1}``), never Python's spelling (``None``, ``True``, ``'x'``,
    ``{'a': 1}``); cut after ``limit`` characters with ``…``.

    Never raises: a value that is not JSON data (an object of some class, a
    number too long to write, nesting too deep) is described in words."""
    if isinstance(value, str) and len(value) > limit:
        return _json(value[:limit]) + "…"
    try:
        out: list[str] = []
        size = 0
        for chunk in _ENCODER.iterencode(value):
            out.append(chunk)
            size += len(chunk)
            if size > limit:
                return "".join(out)[:limit] + "…"
        return "".join(out)
    except RecursionError:
        return "a value nested too deeply to show"
    except ValueError:  # an integer too long to write in decimal
        return "an integer too long to show"
    except TypeError:
        return "a value that is not JSON data"


def _json(text: str) -> str:
    return _ENCODER.encode(text)


# ensure_ascii: a message may hold any character of the request, and a lone surrogate would not print
_ENCODER = json.JSONEncoder(ensure_ascii=True, separators=(", ", ": "))


class ProtocolError(Exception):
    """Root of the protocol's errors: ``code`` is the protocol error code (``"bad_request"``,
    ``"illegal_move"`` ...), ``message`` the words of the refusal, ``rule`` the rule id it
    names (or ``None``) and ``details`` its machine-readable fields (or ``None``)."""

    code: ClassVar[ErrorCode] = "internal"

    def __init__(self, message: str, *, rule: str | None = None, details: JSONObject | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.rule = rule
        self.details = details

    def to_json(self) -> ErrorBody:
        """The ``error`` object of a failed response."""
        error: ErrorBody = {"code": self.code, "message": self.message}
        if self.rule is not None:
            error["rule"] = self.rule
        if self.details:
            error["details"] = self.details
        return error


class BadRequest(ProtocolError):
    """The line is not JSON, or the request does not validate against its schema."""

    code = "bad_request"


class UnknownCommand(ProtocolError):
    """``cmd`` names no command of this protocol version."""

    code = "unknown_command"


class Unsupported(ProtocolError):
    """A game, expansion, option, interpretation or capability this engine lacks."""

    code = "unsupported"


class UnknownGame(Unsupported):
    """A game id this engine does not play (``new_game("chess", ...)``).

    ``game`` is the id asked for, ``games`` the ids it knows; the message
    names both (``details``: ``{"game": ..., "games": [...]}``).
    """

    def __init__(self, game: object, games: list[str] | tuple[str, ...]) -> None:
        shown = game if isinstance(game, str) and len(game) <= SHOW_LIMIT else show(game)
        super().__init__(f"unknown game {shown}; the games are {', '.join(games)}",
                         details={"game": game if isinstance(game, str) else None, "games": list(games)})
        self.game = game
        self.games = list(games)


class NoGame(ProtocolError):
    """A command that needs a game was sent before ``new_game``/``load_position``."""

    code = "no_game"


class IllegalMove(ProtocolError):
    """The move breaks a rule; ``rule`` names it.  The state is unchanged."""

    code = "illegal_move"


class GameOver(ProtocolError):
    """A move was sent after the game ended."""

    code = "game_over"


class UnknownTile(ProtocolError):
    """A tile id that no loaded tile set (nor the request's own tiles) defines."""

    code = "unknown_tile"


class InvalidPosition(ProtocolError):
    """A position for ``load_position`` that breaks a consistency rule."""

    code = "invalid_position"


class DataError(ProtocolError):
    """A data file of the engine (tile set, board, schema) is missing or corrupt."""

    code = "data_error"


#: Every error code, in the order of ``spec/protocol.md`` (:data:`~rulebook_protocol.messages.ErrorCode`).
ERROR_CODES: tuple[ErrorCode, ...] = get_args(ErrorCode)

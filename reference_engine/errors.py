"""The reference engine's errors: the protocol's, one exception per error code
(defined in :mod:`rulebook_protocol.errors`, re-exported here so a script of
the engine needs one import).

Catch :class:`ProtocolError` for any of them; a call that raises one changes
nothing.
"""
from __future__ import annotations

from rulebook_protocol.errors import (
    BadRequest,
    DataError,
    GameOver,
    IllegalMove,
    InvalidPosition,
    NoGame,
    ProtocolError,
    UnknownCommand,
    UnknownGame,
    UnknownTile,
    Unsupported,
    show,
)

__all__ = ["BadRequest", "DataError", "GameOver", "IllegalMove", "InvalidPosition", "NoGame", "ProtocolError",
           "UnknownCommand", "UnknownGame", "UnknownTile", "Unsupported", "show"]

"""Everything the harness raises, in one hierarchy.

Which stage of a conversation with an engine raises what:

=====================  ==============================================  ==================
stage                  exception                                        scenario outcome
=====================  ==============================================  ==================
start / restart        :class:`EngineCrashed` (cannot start, exits)     ``crashed``
waiting for a line     :class:`EngineTimeout`                           ``timeout``
reading a line         :class:`EngineGarbage` (not JSON, not an         ``errored``
                       object, too long)
matching the answer    :class:`EngineOutOfOrder` (wrong ``id``)         ``errored``
checking the answer    :class:`ProtocolViolation` (fails its schema)    ``errored``
too many restarts      :class:`EngineAbandoned` (not sent at all)       ``crashed``
engine says so         :class:`NotApplicable` (``unsupported``)         ``not_applicable``
the engine's verdict   ``AssertionError`` from a step                   ``failed``
=====================  ==============================================  ==================

Every exception here is public API.  Each carries the text a person needs to
act on it; engine failures also carry the tail of the engine's stderr.
"""
from __future__ import annotations


class RulebookError(Exception):
    """Root of every error the harness raises on purpose."""


class UsageError(RulebookError):
    """A bad argument from the user: unknown engine spec, game, file, option."""


class EngineError(RulebookError):
    """The engine under test misbehaved at the protocol level.

    ``stderr`` holds the last lines the engine wrote to its standard error
    (empty for in-process engines).
    """

    outcome = "errored"

    def __init__(self, message: str, *, stderr: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.stderr = stderr

    def __str__(self) -> str:
        if self.stderr:
            return f"{self.message}\n--- engine stderr (tail) ---\n{self.stderr}"
        return self.message


class EngineCrashed(EngineError):
    """The engine process could not start, or exited while a request was open."""

    outcome = "crashed"


class EngineTimeout(EngineError):
    """The engine gave no complete response line within the per-request timeout."""

    outcome = "timeout"


class EngineGarbage(EngineError):
    """The engine printed a line that is not a JSON object (or is over the size limit)."""


class EngineOutOfOrder(EngineError):
    """The engine answered with an ``id`` other than the one of the open request."""


class ProtocolViolation(EngineError):
    """A request or response does not validate against ``schemas/``.

    ``path`` is the JSON Pointer of the offending value, ``schema_path`` the
    keyword that failed.
    """

    def __init__(self, message: str, *, path: str = "", schema_path: str = "", stderr: str = "") -> None:
        super().__init__(message, stderr=stderr)
        self.path = path
        self.schema_path = schema_path


class EngineAbandoned(EngineCrashed):
    """The harness gave up on the engine after too many restarts
    (``--max-restarts``): the scenario was not sent to it."""

    #: The phrase every abandoned scenario's message carries (the report
    #: footer says ``gave_up`` when a line carries it).
    PREFIX = "gave up on the engine"


class NotApplicable(RulebookError):
    """The engine does not support what a scenario needs (game, expansion, variant,
    interpretation or capability): reported as ``not_applicable``, never ``failed``."""

    outcome = "not_applicable"


class OutputError(UsageError):
    """A file or folder the command must write cannot be written (a read-only
    folder, a path under a file, a folder where a file should be, a full
    disk...).  ``path`` is the output asked for, ``reason`` what went wrong;
    the message names both and what to do.  Raised by :mod:`rulebook.outputs`."""

    def __init__(self, message: str, *, path: str, reason: str) -> None:
        super().__init__(message)
        self.path = path
        self.reason = reason


class OutputBusy(OutputError):
    """Another run is writing the same output (it holds the lock beside it,
    :func:`rulebook.outputs.exclusive`)."""

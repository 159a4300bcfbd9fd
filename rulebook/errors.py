"""Everything the harness raises, in one hierarchy.

Which stage of a conversation with an engine raises what:

=====================  ==============================================  ==================
stage                  exception                                        scenario outcome
=====================  ==============================================  ==================
start / restart        :class:`EngineCrashed` (cannot start, exits)     ``crashed``
waiting for a line     :class:`EngineTimeout`                           ``timeout``
reading a line         :class:`EngineGarbage` (not JSON, not an         ``errored``
                       object, too long, nested too deeply)
matching the answer    :class:`EngineOutOfOrder` (wrong ``id``)         ``errored``
checking the answer    :class:`ProtocolViolation` (fails its schema)    ``errored``
too many failures      :class:`EngineAbandoned` (not sent at all)       ``not_run``
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


class EngineFailure(RulebookError):
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


class EngineCrashed(EngineFailure):
    """The engine process could not start, or exited while a request was open."""

    outcome = "crashed"


class EngineTimeout(EngineFailure):
    """The engine gave no complete response line within the per-request timeout."""

    outcome = "timeout"


class EngineGarbage(EngineFailure):
    """The engine printed a line that is not a JSON object (or is over the size
    limit, or nested too deeply to read)."""


class EngineOutOfOrder(EngineFailure):
    """The engine answered with an ``id`` other than the one of the open request."""


class ProtocolViolation(EngineFailure):
    """A request or response does not validate against ``schemas/``.

    ``path`` is the JSON Pointer of the offending value, ``schema_path`` the
    keyword that failed.
    """

    def __init__(self, message: str, *, path: str = "", schema_path: str = "", stderr: str = "") -> None:
        super().__init__(message, stderr=stderr)
        self.path = path
        self.schema_path = schema_path


class EngineAbandoned(EngineFailure):
    """The harness gave up on the engine (``--max-restarts``): the scenario
    was not sent to it.  Its outcome is ``not_run`` (the engine did not crash
    on this scenario: earlier failures made the harness stop sending).

    The message is one line built by :meth:`build`: why the harness gave up,
    then the failure that made it give up (the scenario, the request and the
    engine's error), so the report of every scenario not run names the cause;
    :meth:`parse` reads the parts back (for the terminal summary)."""

    outcome = "not_run"

    #: The phrase every abandoned scenario's message carries (the report
    #: footer then says ``gave_up``).
    PREFIX = "gave up on the engine"
    _CAUSE = "; the failure that made it give up: "
    _END = "; this scenario was not sent"

    @classmethod
    def build(cls, why: str, cause: str | None) -> EngineAbandoned:
        """``why``: e.g. ``"after 6 restarts (--max-restarts 5)"``; ``cause``:
        the failure that made the harness give up, one line (``None``: unknown)."""
        return cls(f"{cls.PREFIX} {why}" + (f"{cls._CAUSE}{cause}" if cause else "") + cls._END)

    @classmethod
    def parse(cls, message: str) -> tuple[str, str | None] | None:
        """``(why, cause)`` of a message :meth:`build` made (``None`` for any other)."""
        start = message.find(cls.PREFIX)
        if start < 0:
            return None
        text = message[start + len(cls.PREFIX):].strip()
        text = text[: -len(cls._END)] if text.endswith(cls._END) else text
        why, _, cause = text.partition(cls._CAUSE)
        return why.strip(" :"), (cause.strip() or None)


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

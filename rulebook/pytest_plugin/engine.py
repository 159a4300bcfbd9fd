"""The engine under test: the session fixture ``rulebook_engine``, and when to
give up on an engine (:class:`GiveUp`)."""
from __future__ import annotations

import re
from typing import Any

import pytest

from rulebook.errors import EngineAbandoned, EngineError, ProtocolViolation, UsageError

from ._keys import ENGINE_KEY, GIVE_UP_KEY

_NUMBERS = re.compile(r"\d+")


def default_engine_description(config: pytest.Config) -> str:
    return config.getoption("rulebook_engine", None) or "reference engine (in-process)"


class GiveUp:
    """When to stop sending scenarios to an engine.

    The harness gives up after the engine was restarted more than ``limit``
    times (crashes, hangs, garbage: each of those restarts it), or after more
    than ``limit`` scenarios *in a row* ended with the same failure that does
    not restart it (a :class:`~rulebook.errors.ProtocolViolation` with the same
    message once numbers are masked): an engine that echoes its input
    (``cat``) or answers every request off-schema is given up too.
    Every scenario after that is reported without being sent; its message
    starts with :attr:`rulebook.errors.EngineAbandoned.PREFIX` (the report
    footer then says ``gave_up``).
    """

    def __init__(self, limit: int) -> None:
        self.limit = int(limit)
        self._signature: tuple[str, str] | None = None
        self._count = 0
        self._first: EngineError | None = None
        self.reason: str | None = None
        self.outcome = "crashed"

    def note(self, error: BaseException | None) -> None:
        """The engine failure a finished scenario ended with (``None``: it did not end in one)."""
        if isinstance(error, EngineAbandoned) or self.reason is not None:
            return
        if not isinstance(error, ProtocolViolation):  # the others restart the engine: counted there
            self._signature, self._count, self._first = None, 0, None
            return
        signature = (type(error).__name__, _NUMBERS.sub("#", error.message))
        if signature != self._signature:
            self._signature, self._count, self._first = signature, 0, error
        self._count += 1
        if self._count > self.limit:
            first = (error.message.strip().splitlines() or [""])[0]
            self.reason = f"{self._count} scenarios in a row failed the same way ({type(error).__name__}: {first})"
            self.outcome = error.outcome

    def check(self, restarts: int) -> None:
        """Raise :class:`EngineAbandoned` when the engine was given up."""
        if restarts > self.limit:
            raise EngineAbandoned(f"{EngineAbandoned.PREFIX} after {restarts} restarts "
                                  f"(--max-restarts {self.limit}): this scenario was not sent")
        if self.reason is not None:
            error = EngineAbandoned(f"{EngineAbandoned.PREFIX}: {self.reason} (--max-restarts {self.limit}): "
                                    "this scenario was not sent")
            error.outcome = self.outcome
            raise error


def give_up(config: pytest.Config) -> GiveUp:
    """This process's :class:`GiveUp` (created on first use)."""
    tracker = config.stash.get(GIVE_UP_KEY, None)
    if tracker is None:
        tracker = GiveUp(config.getoption("rulebook_max_restarts", 5))
        config.stash[GIVE_UP_KEY] = tracker
    return tracker


@pytest.fixture(scope="session")
def rulebook_engine(request: pytest.FixtureRequest) -> Any:
    """The engine under test (``--rulebook-engine``), opened once per session."""
    from rulebook.engines import open_engine

    config = request.config
    try:
        engine = open_engine(config.getoption("rulebook_engine"), timeout=config.getoption("rulebook_timeout"))
    except UsageError as exc:
        pytest.exit(f"rulebook: {exc}", returncode=pytest.ExitCode.USAGE_ERROR)
    config.stash[ENGINE_KEY] = engine
    try:
        yield engine
    finally:
        engine.close()

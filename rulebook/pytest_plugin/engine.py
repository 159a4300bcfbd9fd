"""The engine under test: the session fixture ``rulebook_engine``, and when to
give up on an engine (:class:`GiveUp`)."""
from __future__ import annotations

import re
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pytest

from rulebook.errors import EngineAbandoned, EngineFailure, ProtocolViolation, UsageError

from ._keys import ENGINE_KEY, GIVE_UP_KEY

if TYPE_CHECKING:
    from rulebook.engines import Engine

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
    Every scenario after that is reported ``not_run`` without being sent; its
    message (:meth:`rulebook.errors.EngineAbandoned.build`) says why and names
    the failure that made the harness give up: the scenario, the request and
    the engine's error (the report footer then says ``gave_up``).
    """

    def __init__(self, limit: int) -> None:
        self.limit = int(limit)
        self._signature: tuple[str, str] | None = None
        self._count = 0
        self.reason: str | None = None
        #: The last engine failure: "scenario X, request id=… cmd=…: Error: first line".
        self.last: str | None = None

    def note(self, error: BaseException | None, scenario: str | None = None,
             request: dict[str, Any] | None = None) -> None:
        """The engine failure a finished scenario ended with (``None``: it did
        not end in one), the scenario's id and the last request it sent."""
        if isinstance(error, EngineAbandoned) or self.reason is not None:
            return
        if isinstance(error, EngineFailure):
            self.last = describe_failure(error, scenario, request)
        if not isinstance(error, ProtocolViolation):  # the others restart the engine: counted there
            self._signature, self._count = None, 0
            return
        signature = (type(error).__name__, _NUMBERS.sub("#", error.message))
        if signature != self._signature:
            self._signature, self._count = signature, 0
        self._count += 1
        if self._count > self.limit:
            self.reason = f"after {self._count} scenarios in a row failed the same way (--max-restarts {self.limit})"

    def check(self, restarts: int) -> None:
        """Raise :class:`EngineAbandoned` when the engine was given up."""
        if self.reason is None and restarts > self.limit:
            self.reason = f"after {restarts} restarts (--max-restarts {self.limit})"
        if self.reason is not None:
            raise EngineAbandoned.build(self.reason, self.last)


def describe_failure(error: EngineFailure, scenario: str | None, request: dict[str, Any] | None) -> str:
    """One line: the scenario, the request and the first line of the engine's error."""
    import json

    first = next((line.strip() for line in error.message.splitlines() if line.strip()), "")
    where = [f"scenario {scenario}"] if scenario else []
    if request is not None and f"id={json.dumps(request.get('id'))} " not in first:
        where.append(f"request id={json.dumps(request.get('id'))} cmd={json.dumps(request.get('cmd'))}")
    return ", ".join(where) + (": " if where else "") + f"{type(error).__name__}: {first}"


def give_up(config: pytest.Config) -> GiveUp:
    """This process's :class:`GiveUp` (created on first use)."""
    tracker = config.stash.get(GIVE_UP_KEY, None)
    if tracker is None:
        tracker = GiveUp(config.getoption("rulebook_max_restarts"))
        config.stash[GIVE_UP_KEY] = tracker
    return tracker


@pytest.fixture(scope="session")
def rulebook_engine(request: pytest.FixtureRequest) -> Iterator[Engine]:
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

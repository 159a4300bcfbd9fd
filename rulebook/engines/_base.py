"""The :class:`Engine` protocol and what both adapters share: constants,
request encoding, id matching, previews of offending lines."""
from __future__ import annotations

import json
import re
import signal
from collections.abc import Callable, Mapping
from typing import Any, Protocol, Self, runtime_checkable

from rulebook.errors import EngineOutOfOrder

#: Seconds an adapter waits for each response unless told otherwise (``--timeout``,
#: ``--rulebook-timeout``; spec/protocol.md: "Per request the runner waits a limited time").
DEFAULT_TIMEOUT = 10.0
#: ``stderr_tail`` keeps at most this many lines ...
STDERR_TAIL_LINES = 50
#: ... and at most this many bytes (the newest ones).
STDERR_TAIL_BYTES = 8 * 1024
#: How much of an offending line an error message quotes.
PREVIEW_CHARS = 200
#: The id of the polite ``stop`` request sent by ``close()``.
STOP_ID = "stop"

#: A protocol message as the adapters carry it: a JSON object.  ``Any``: its
#: values are whatever JSON the engine under test sent (the adapters check only
#: that it is an object with the right ``id``; :class:`rulebook.client.Client`
#: validates it against ``schemas/``).
Message = dict[str, Any]
#: An in-process engine: ``handle(request) -> response``.
Handle = Callable[[Message], Message]

_READ_CHUNK = 64 * 1024
_IN_PROCESS_SPEC = re.compile(r"^[\w.]+:[\w.]+$")


# --------------------------------------------------------------------------
# The protocol the harness programs against
# --------------------------------------------------------------------------


@runtime_checkable
class Engine(Protocol):
    """What the harness uses to talk to an engine, whatever its transport."""

    #: Human-readable origin, e.g. ``"python -m reference_engine"`` or
    #: ``"in-process reference_engine:handle"``.
    description: str
    #: How many times a fresh engine replaced an earlier one.
    restarts: int

    def request(self, message: Mapping[str, Any]) -> Message:
        """Send one request and return the matching response (a fresh dict).

        Raises :class:`~rulebook.errors.EngineFailure` subclasses on protocol
        failures; a request that cannot be encoded as JSON raises
        ``TypeError``/``ValueError`` (a harness bug, not an engine one).
        """
        ...

    def restart(self) -> None:
        """Kill the engine (if alive) and start a fresh one."""
        ...

    def close(self) -> None:
        """Send ``{"id": "stop", "cmd": "stop"}`` (ignoring its fate), then
        terminate/kill after a grace period.  Never hangs; idempotent."""
        ...

    @property
    def stderr_tail(self) -> str:
        """The last ~50 lines / 8 KiB of the engine's stderr (``""`` in-process)."""
        ...


class _ContextManager:
    """``with adapter: ...`` closes the adapter at the end."""

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        raise NotImplementedError


# --------------------------------------------------------------------------
# Helpers shared by both adapters
# --------------------------------------------------------------------------


def _preview(data: bytes | bytearray | str, limit: int = PREVIEW_CHARS, *, size: int | None = None) -> str:
    """The first ``limit`` characters of ``data`` as they are, control characters
    escaped as in JSON (``\\n``, ``\\u0000``), noting the full size when it was cut.
    ``size`` is the full length in bytes when ``data`` is only its head."""
    if isinstance(data, (bytes, bytearray)):
        text = bytes(data[: limit * 4]).decode("utf-8", "replace")
        whole = len(data) if size is None else size
        cut = whole > len(data) or len(data) > limit * 4 or len(text) > limit
        total = f"{len(data)} bytes"
    else:
        text, cut, total = data, len(data) > limit, f"{len(data)} chars"
    if not cut:
        return _visible(text)
    # The caller that passes ``size`` states it in its own words.
    return f"{_visible(text[:limit])}..." + ("" if size is not None else f" ({total} in all)")


def _visible(text: str) -> str:
    return "".join(json.dumps(ch)[1:-1] if ord(ch) < 0x20 or ord(ch) == 0x7F else ch for ch in text)


def _describe(message: Mapping[str, Any]) -> str:
    return f"id={json.dumps(message.get('id'))} cmd={json.dumps(message.get('cmd'))}"


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def _encode_request(message: Mapping[str, Any]) -> str:
    if not isinstance(message, Mapping):
        raise TypeError(f"a request must be a dict, not {type(message).__name__}")
    return json.dumps(message, ensure_ascii=False, allow_nan=False, separators=(",", ":"))


def _same_id(a: object, b: object) -> bool:
    # 1 and "1" differ, and so do 1 and True (the JSON types differ).
    return type(a) is type(b) and a == b


def _check_id(message: Mapping[str, Any], response: Mapping[str, Any], stderr: str) -> None:
    """A request without "id" matches a response whose id is null or absent,
    so scenarios may deliberately send id-less requests."""
    expected = message.get("id")
    got = response.get("id")
    if not _same_id(expected, got):
        what = "no id" if "id" not in response else f"id {json.dumps(got)}"
        raise EngineOutOfOrder(
            f"engine answered request {_describe(message)} with {what}; "
            f"expected id {json.dumps(expected)}: response {_preview(json.dumps(response, ensure_ascii=False))}",
            stderr=stderr,
        )


def _describe_exit(code: int | None) -> str:
    if code is None:
        return "closed its stdout but is still running"
    if code < 0:
        try:
            name = signal.Signals(-code).name
        except ValueError:
            name = f"signal {-code}"
        return f"was killed by {name} (exit status {code})"
    return f"exited with code {code}"


# --------------------------------------------------------------------------
# In-process engines
# --------------------------------------------------------------------------

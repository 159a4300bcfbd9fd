"""The in-process adapter: a Python callable ``handle(request) -> dict``."""
from __future__ import annotations

import json
import traceback
from collections.abc import Mapping
from typing import Any

from rulebook.errors import EngineCrashed, EngineGarbage, UsageError

from ._base import STOP_ID, Handle, Message, _check_id, _ContextManager, _describe, _encode_request, _preview
from ._wire import alike, round_trip


class InProcessEngine(_ContextManager):
    """A Python callable ``handle(request: dict) -> dict`` used as an engine.

    Requests and responses cross the boundary as JSON round trips, so neither
    side can alias the other's objects and a response that would not survive
    the wire (a ``set``, ``NaN``, a non-string key) is caught here too.

    * ``handle`` raises (any ``Exception`` or ``SystemExit``) ->
      :class:`EngineCrashed` whose message holds the traceback text;
    * ``handle`` returns a non-dict, or a dict that is not JSON ->
      :class:`EngineGarbage`;
    * the response ``id`` differs from the request's -> :class:`EngineOutOfOrder`.

    There is no process to kill: :meth:`restart` sends ``stop`` (ignoring
    its fate) and counts a restart; :meth:`close` sends ``stop``.
    ``restarts`` only counts explicit :meth:`restart` calls.

    ``wire=False`` skips both round trips for a *trusted* handle (the fuzzer's
    in-process reference, :func:`rulebook.fuzz.open_clients`): the request
    goes as a shallow copy and the response comes back as the handle built it
    (its type and id are still checked).  Such a handle must answer with JSON
    values only and build a fresh response per request that it never changes
    afterwards — :class:`reference_engine.Session` does.  The round trip costs
    about as much as the reference engine's own work on a ``state`` request.
    """

    def __init__(self, handle: Handle, *, description: str | None = None,
                 wire: bool = True) -> None:
        if not callable(handle):
            raise UsageError(f"in-process engine handle must be callable, got {type(handle).__name__}")
        self.handle = handle
        if description is None:
            module = getattr(handle, "__module__", None) or "?"
            name = getattr(handle, "__qualname__", None) or getattr(handle, "__name__", None) or repr(handle)
            description = f"in-process {module}:{name}"
        self.description = description
        self.wire = wire
        self.restarts = 0
        #: Whether the last :meth:`request` found exactly its ``like``.
        self.last_was_like = False
        self._active = False

    def __repr__(self) -> str:
        return f"<InProcessEngine {self.description}>"

    @property
    def stderr_tail(self) -> str:
        return ""

    @property
    def running(self) -> bool:
        """Always ``True``: an in-process engine needs no start."""
        return True

    def request(self, message: Mapping[str, Any], *, like: Mapping[str, Any] | None = None) -> Message:
        """The engine's response to ``message``, as it comes out of a JSON
        round trip (see the class doc).

        ``like``: the answer this one is expected to be (in a lockstep, the
        reference's: JSON data, its ``id`` first).  A response that is
        exactly that JSON — the same values (Python's ``==``) written to the
        same text by orjson, its ``id`` aside — needs no round trip: the
        answer is a copy of ``like`` with the response's id, and
        :attr:`last_was_like` is ``True``.  Any other response takes the
        round trip (:attr:`last_was_like` ``False``)."""
        self.last_was_like = False
        request: Message
        if self.wire:
            request = round_trip(message, lambda m: json.loads(_encode_request(m)))
        else:
            request = dict(message)
        self._active = True
        try:
            response = self.handle(request)
        except (Exception, SystemExit) as exc:
            raise EngineCrashed(
                f"in-process engine {self.description} raised while handling request "
                f"{_describe(message)}:\n{traceback.format_exc().rstrip()}"
            ) from exc
        if not isinstance(response, dict):
            raise EngineGarbage(
                f"in-process engine {self.description} returned {type(response).__name__}, "
                f"not a dict, for request {_describe(message)}: {_preview(repr(response))}"
            )
        if not self.wire:
            _check_id(message, response, "")
            return response
        if like is not None:
            same = alike(response, like)
            if same is not None:
                _check_id(message, same, "")
                self.last_was_like = True
                return same
        try:
            result: Message = round_trip(response)
        except (TypeError, ValueError) as exc:
            raise EngineGarbage(
                f"in-process engine {self.description} returned a response that is not JSON "
                f"for request {_describe(message)}: {exc}: {_preview(repr(response))}"
            ) from exc
        except RecursionError:
            raise EngineGarbage(
                f"in-process engine {self.description} returned a response nested too deeply to "
                f"write as JSON for request {_describe(message)} (arrays or objects nested hundreds "
                f"of levels deep; a protocol message nests a few)"
            ) from None
        _check_id(message, result, "")
        return result

    def restart(self) -> None:
        self.close()
        self.restarts += 1

    def close(self) -> None:
        if not self._active:
            return
        self._active = False
        try:
            self.handle({"id": STOP_ID, "cmd": "stop"})
        except BaseException as exc:
            if isinstance(exc, KeyboardInterrupt):
                raise


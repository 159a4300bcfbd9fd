"""Adapters that carry one request to an engine and bring back its response.

The wire protocol is JSON lines: the runner writes one JSON object per line to
the engine's stdin; the engine answers every request with exactly one JSON
object on one line of its stdout (and flushes); logs go to stderr.  Every
request carries ``"id"`` (string or integer) and ``"cmd"``; the response
carries the same ``"id"``.

Two adapters implement :class:`Engine`:

* :class:`InProcessEngine` wraps a Python callable ``handle(request) -> dict``.
* :class:`SubprocessEngine` runs a command and talks to it over pipes.

:func:`open_engine` turns a user's ``--engine`` spec into one of them.

Which failure raises what (all from :mod:`rulebook.errors`, all carrying the
engine's stderr tail in ``.stderr``):

=========================================  =====================
what happened                              exception
=========================================  =====================
cannot start; exits or closes stdout       :class:`EngineCrashed`
while a request is open; stdin is a
broken pipe; in-process ``handle`` raised
no complete line within ``timeout`` s      :class:`EngineTimeout`
line is not JSON / not an object / longer  :class:`EngineGarbage`
than ``max_line_bytes``; in-process
``handle`` returned a non-dict
response ``id`` differs from the request   :class:`EngineOutOfOrder`
=========================================  =====================

After any of these a :class:`SubprocessEngine` kills its process (its stream
is out of sync or its state unknown); the next :meth:`~Engine.request` starts
a fresh one and counts it in ``restarts``.
"""
from __future__ import annotations

from ._base import (
    DEFAULT_TIMEOUT,
    PREVIEW_CHARS,
    STDERR_TAIL_BYTES,
    STDERR_TAIL_LINES,
    STOP_ID,
    Engine,
    Handle,
    Message,
)
from ._inprocess import InProcessEngine
from ._spec import load_handle, open_engine
from ._subprocess import SubprocessEngine, _StderrTail  # noqa: F401  (_StderrTail: for the tests)

__all__ = ["DEFAULT_TIMEOUT", "PREVIEW_CHARS", "STDERR_TAIL_BYTES", "STDERR_TAIL_LINES", "STOP_ID", "Engine", "Handle",
           "InProcessEngine", "Message", "SubprocessEngine", "load_handle", "open_engine"]

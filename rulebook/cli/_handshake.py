"""The handshake ``rulebook smoke`` and ``rulebook check`` start with.

:func:`handshake` starts the engine, sends ``hello`` (validated against
``schemas/``) and checks that the answer speaks protocol 1 and declares at
least one game.  When it does not, :attr:`Handshake.problem` is one paragraph
for the user: the command, what was sent, what went wrong (the exit status,
or the first line that was not a valid answer) and the tail of the engine's
standard error.  ``check`` prints it and exits 2 before any scenario runs.
"""
from __future__ import annotations

import re
import shlex
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rulebook.mismatch import json_text

if TYPE_CHECKING:
    from rulebook.client import Client

#: How many lines of the engine's stderr the paragraph shows.
STDERR_LINES = 10

_EXIT = re.compile(r"exited with code (-?\d+)|killed by (\S+)")
_ENGINE_SUFFIX = re.compile(r"\s*\[engine: .*\]\s*$", re.S)


@dataclass
class Handshake:
    """What the handshake found: the ``hello`` answer, or the ``problem`` paragraph."""

    description: str
    hello: dict[str, Any] | None = None
    problem: str | None = None
    #: One line: why (for smoke's checklist).
    why: str | None = None


def _paragraph(description: str, spec: str | None, sent: Mapping[str, Any] | None, why: str, answer: object,
               stderr: str) -> str:
    lines = ["The engine did not complete the handshake, so no scenario was run.",
             f"  command:  {description}"]
    if sent is not None:
        lines.append(f"  sent:     {json_text(sent)}")
    if answer is not None:
        lines.append(f"  answer:   {json_text(answer)}")
    lines.append(f"  problem:  {why}")
    status = _EXIT.search(why)
    if status:
        lines.append(f"  exit status: {status.group(1) or status.group(2)}")
    tail = [line for line in stderr.splitlines() if line.strip()][-STDERR_LINES:]
    if tail:
        lines.append("  engine stderr (last lines):")
        lines += [f"    {line}" for line in tail]
    else:
        lines.append("  engine stderr: (nothing)")
    again = ""
    if spec:
        again = f' --engine "{spec}"' if '"' not in spec and "$" not in spec else f" --engine {shlex.quote(spec)}"
    lines.append(f"Check the engine alone with: rulebook smoke{again}")
    return "\n".join(lines)


def greet(client: Client, description: str, spec: str | None = None) -> Handshake:
    """Send ``hello`` through ``client`` and judge the answer."""
    from rulebook.client import PROTOCOL_VERSION
    from rulebook.errors import EngineFailure, RulebookError

    result = Handshake(description)
    answer: object = None  # the engine's answer, as JSON
    stderr = ""
    try:
        hello = client.hello()
    except (RulebookError, ValueError) as exc:
        message = exc.message if isinstance(exc, EngineFailure) else str(exc)
        why = f"{type(exc).__name__}: {_ENGINE_SUFFIX.sub('', message).strip()}"
        stderr = getattr(exc, "stderr", "") or getattr(client.engine, "stderr_tail", "") or ""
        if client.transcript:
            answer = client.transcript[0].get("response")
        result.why = why
    else:
        declared = hello.get("games") or {}
        if hello.get("protocol") != PROTOCOL_VERSION:
            result.why = f"the engine speaks protocol {json_text(hello.get('protocol'))}, this runner protocol 1"
        elif not declared:
            result.why = "the engine declares no game in its hello"
        else:
            result.hello = hello
            return result
        answer = hello
        stderr = getattr(client.engine, "stderr_tail", "") or ""
    sent = client.transcript[0]["request"] if client.transcript else None
    result.problem = _paragraph(description, spec, sent, result.why, answer, stderr)
    return result


def handshake(spec: str | None, *, timeout: float, validate: bool = True) -> Handshake:
    """Open the engine ``spec`` (as ``--engine`` takes it), greet it, close it.

    Raises :class:`rulebook.errors.UsageError` for a spec that names no engine."""
    from rulebook.client import Client
    from rulebook.engines import open_engine

    adapter = open_engine(spec, timeout=timeout)
    try:
        return greet(Client(adapter, validate=validate), str(adapter.description), spec)
    finally:
        adapter.close()

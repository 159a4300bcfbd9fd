"""The reference engine playing one non-default rule reading, and declaring only it.

``--engine single_reading:handle`` with ``tests/engines`` on ``PYTHONPATH`` and
``RULEBOOK_READING=GAME:KEY=VALUE``.  In ``hello`` the game lists that key with
that one value and no other key (so it plays every other key's default,
spec/interpretations.md); ``new_game``/``load_position`` of the game play
VALUE when the key is left out, and a request that names another value of
the key, or a value other than the default of any other key, is answered
``unsupported`` — what an engine that knows only this reading does.

The README's promise ("Rule readings") is checked with it: under a
correct tagging, it gets no failed scenario (tests/test_readings.py).
"""
from __future__ import annotations

import os
from typing import Any

from reference_engine import Session
from rulebook.readings import registry

_session: Session | None = None


def reading() -> tuple[str, str, str]:
    """(game, key, value) from ``RULEBOOK_READING``."""
    head, _, value = os.environ["RULEBOOK_READING"].partition("=")
    game, _, key = head.partition(":")
    return game, key, value


def _unsupported(request: dict[str, Any], message: str) -> dict[str, Any]:
    return {"id": request.get("id"), "ok": False, "error": {"code": "unsupported", "message": message}}


def handle(request: dict[str, Any]) -> dict[str, Any]:
    global _session
    if _session is None or _session.stopped:
        _session = Session()
    game, key, value = reading()
    cmd = request.get("cmd")
    if cmd in ("new_game", "load_position") and isinstance(request, dict):
        body = request.get("position") if cmd == "load_position" else request
        if isinstance(body, dict) and (body.get("game") or request.get("game")) == game:
            asked = dict(body.get("interpretations") or {})
            defaults = {name: k.default for name, k in registry()[game].items()}
            for name, wanted in asked.items():
                if name == key and wanted != value:
                    return _unsupported(request, f"this engine plays only {key}={value}")
                if name != key and wanted != defaults.get(name):
                    return _unsupported(request, f"this engine plays only the default of {name}")
            expansion = registry()[game][key].expansion
            if expansion is None or expansion in (body.get("expansions") or []):
                asked[key] = value
                request = {**request}
                if cmd == "load_position":
                    request["position"] = {**body, "interpretations": asked}
                else:
                    request["interpretations"] = asked
    response = _session.handle(request)
    if cmd == "hello" and response.get("ok"):
        response["games"][game]["interpretations"] = {key: [value]}
        for other, entry in response["games"].items():
            if other != game:
                entry["interpretations"] = {}
    return response

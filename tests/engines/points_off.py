"""Planted bug for the failure-message tests (an in-process engine): every
``points_scored`` event for a field or a castle reports one point more than it
scores (the state's scores stay right).

``--engine points_off:handle`` with ``tests/engines`` on ``PYTHONPATH``.
"""
from __future__ import annotations

from typing import Any

from reference_engine import Session

_session: Session | None = None


def handle(request: dict[str, Any]) -> dict[str, Any]:
    global _session
    if _session is None or _session.stopped:
        _session = Session()
    response = _session.handle(request)
    for event in response.get("events", []) if response.get("ok") else []:
        if event.get("type") == "points_scored" and event.get("reason") in ("field", "castle"):
            event["points"] += 1
    return response

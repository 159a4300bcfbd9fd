"""A planted-bug engine for the report tests: the reference engine over the
protocol (stdin/stdout), except that every ``points_scored`` event scores one
point more and every player's score in ``state`` is one higher.

Run as ``python tests/planted_report_engine.py``; used by
``tests/test_reports.py`` to get a second, failing report of the same
scenarios, which ``rulebook report diff`` must tell apart from the reference
engine's."""
from __future__ import annotations

import json
import sys
from typing import Any

from reference_engine import Session


def _plant(response: dict[str, Any]) -> dict[str, Any]:
    for event in response.get("events") or []:
        if isinstance(event, dict) and event.get("type") == "points_scored" and isinstance(event.get("points"), int):
            event["points"] += 1
    state = response.get("state")
    if isinstance(state, dict):
        for player in state.get("players") or []:
            if isinstance(player, dict) and isinstance(player.get("score"), int):
                player["score"] += 1
    return response


def main() -> int:
    session = Session()
    for line in iter(sys.stdin.readline, ""):
        if not line.strip():
            continue
        response = _plant(session.handle_line(line))
        sys.stdout.write(json.dumps(response) + "\n")
        sys.stdout.flush()
        if session.stopped:
            break
    return 0


if __name__ == "__main__":
    sys.exit(main())

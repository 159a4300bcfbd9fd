"""A stdio engine with two planted bugs of very different frequency: the
reference engine with two answers edited.

- **frequent** (events; CAR-R-ROAD-2): a road completed during the game is
  reported one point too high in its ``points_scored`` event (almost every
  game completes a road; the scores in the state stay right).
- **rare** (state only; CAR-R-TILE-5): once a tile has been discarded as
  unplaceable, the canonical state's ``turn.number`` is one too high (about
  1 game in 50 discards a tile; no event shows it).

``python tests/engines/two_bugs.py`` serves it on stdin/stdout;
``two_bugs:handle`` (with ``tests/engines`` on ``sys.path``) is the same
engine in process, in a session of its own.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from reference_engine import Session


def edit(request: dict[str, Any], response: dict[str, Any]) -> dict[str, Any]:
    """The two bugs, applied to one response of the reference."""
    if not response.get("ok"):
        return response
    for event in response.get("events", []):
        if event.get("type") == "points_scored" and event.get("reason") == "road" and event.get("final") is False:
            event["points"] += 1
    state = response.get("state")
    if isinstance(state, dict) and state.get("discarded"):
        state["turn"]["number"] += 1
    return response


class TwoBugs:
    def __init__(self) -> None:
        self.session = Session()

    def __call__(self, request: dict[str, Any]) -> dict[str, Any]:
        return edit(request, self.session.handle(request))


handle = TwoBugs()


def main() -> None:
    engine = TwoBugs()
    for line in iter(sys.stdin.readline, ""):
        if not line.strip():
            continue
        try:
            request = json.loads(line)
        except json.JSONDecodeError:
            response = engine.session.handle_line(line)
        else:
            response = engine(request) if isinstance(request, dict) else engine.session.handle(request)
        sys.stdout.write(json.dumps(response) + "\n")
        sys.stdout.flush()
        if engine.session.stopped:
            return


if __name__ == "__main__":
    main()

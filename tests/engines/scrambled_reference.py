"""A stdio engine that is the reference engine with many wrong verdicts, all
still valid against ``schemas/`` (for the failure-message tests).

``python tests/engines/scrambled_reference.py`` answers like the reference
engine, except that:

* every ``points_scored`` event gives one point more;
* ``legal_moves`` lists the moves in reverse order and leaves out the last one
  of the list (when there are at least two); ``count`` follows;
* the ``state`` answer gives every player one point more and lists the
  figures (when there are any) in reverse order;
* ``end_game`` names no winner.

So many Then steps fail, across every game, each with its own message.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from reference_engine import Session


def scramble(request: dict, response: dict) -> dict:
    if not response.get("ok"):
        return response
    for event in response.get("events", []):
        if event.get("type") == "points_scored" and isinstance(event.get("points"), int):
            event["points"] += 1
        if event.get("type") == "game_ended" and request.get("cmd") == "end_game" and "winners" in event:
            event["winners"] = []
    if request.get("cmd") == "legal_moves" and len(response.get("moves", [])) >= 2:
        response["moves"] = list(reversed(response["moves"]))[:-1]
        response["count"] = len(response["moves"])
    state = response.get("state")
    if isinstance(state, dict):
        for player in state.get("players", []):
            if isinstance(player.get("score"), int):
                player["score"] += 1
        if isinstance(state.get("figures"), list):
            state["figures"] = list(reversed(state["figures"]))
    return response


def main() -> None:
    session = Session()
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        response = scramble(request, session.handle(request))
        print(json.dumps(response), flush=True)
        if session.stopped:
            break


if __name__ == "__main__":
    main()

"""In-process engines whose only bug is in the canonical ``state`` answer
(no event, pending decision or legal move differs), for the tests of the
fuzzer's sampled state checks (``rulebook fuzz --state-every``):

- ``figure_order``: with three figures or more on the board, the state lists
  them in reverse order (it comes and goes as figures return);
- ``placed_swapped``: in the middle of a turn, ``turn.placed`` has x and y
  swapped (only mid-turn states show it);
- ``transient``: once in a game — the state right after the eighth tile is
  placed, before its follower decision — ``turn.number`` is 100 too high.

Each is ``<name>:handle``-style: ``state_only:figure_order`` with
``tests/engines`` on ``sys.path``; each has a session of its own.
"""
from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from reference_engine import Session


class StateEdit:
    """The reference engine with ``edit`` applied to every ``state`` answer."""

    def __init__(self, edit: Callable[[dict[str, Any]], None]) -> None:
        self.session = Session()
        self.edit = edit

    def __call__(self, request: dict[str, Any]) -> dict[str, Any]:
        response = self.session.handle(request)
        if response.get("ok") and isinstance(response.get("state"), dict):
            self.edit(response["state"])
        return response


def _figures_reversed(state: dict[str, Any]) -> None:
    if len(state.get("figures", [])) >= 3:
        state["figures"] = list(reversed(state["figures"]))


def _placed_swapped(state: dict[str, Any]) -> None:
    placed = state["turn"].get("placed")
    if placed and placed["x"] != placed["y"]:
        state["turn"]["placed"] = {"x": placed["y"], "y": placed["x"]}


def _once(state: dict[str, Any]) -> None:
    if len(state["board"]) == 8 and state["turn"].get("placed"):
        state["turn"]["number"] += 100


figure_order = StateEdit(_figures_reversed)
placed_swapped = StateEdit(_placed_swapped)
transient = StateEdit(_once)

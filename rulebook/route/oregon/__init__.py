"""Routes for Oregon (``features/README.md``, "Routes"): :data:`PLANNER`, the
:class:`rulebook.route.Planner` Oregon's registration (:mod:`rulebook.games`)
names.

The plan (:mod:`._plan`) places the draft's pieces turn by turn
(:mod:`._turns`), chooses every player's hands along the way (:mod:`._search`)
and orders the decks so that the draws give them (:mod:`._cards`); the rules'
numbers it relies on are in :mod:`.rules`.
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .._planner import JSONObject, Plan
from ._plan import NoOregonRoute, plan_oregon

__all__ = ["PLANNER", "NoOregonRoute", "OregonPlanner"]


@dataclass(frozen=True)
class OregonPlanner:
    """Oregon's :class:`rulebook.route.Planner`: :func:`._plan.plan_oregon`."""

    #: The route stops where the draft waits, before its forced steps (a draw with one legal
    #: choice, a full hand passing the turn): those are the last events of its last response.
    forced_tail: bool = True

    def plan(self, draft: JSONObject) -> Plan:
        """:func:`._plan.plan_oregon`."""
        return plan_oregon(draft)

    def arrangements(self, draft: JSONObject, request: JSONObject) -> Iterable[JSONObject]:
        """None: the plan orders every deck and supply itself."""
        return ()


PLANNER = OregonPlanner()

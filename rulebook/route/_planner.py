"""What a route planner is: the one interface every game's planner implements
(:class:`Planner`), what it returns (:class:`Plan`) and how it says no
(:class:`Unreachable`).

A game names its planner in its harness registration
(:class:`rulebook.games.GameSupport`, field ``planner``);
:func:`rulebook.route.plan_route` asks it for a plan, plays the plan on the
reference engine and compares the end with the draft.  The planners of this
package: :mod:`rulebook.route.tiles` (the tile-laying games) and
:mod:`rulebook.route.oregon`.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NamedTuple, Protocol, runtime_checkable

__all__ = ["JSONObject", "Plan", "Planner", "Unreachable"]

#: A JSON object of the protocol (a draft position, a ``new_game`` request's fields, a move, a
#: state): arbitrary JSON whose shape the game's schemas give (``schemas/v1/games/<game>/``).
JSONObject = dict[str, Any]


class Plan(NamedTuple):
    """A planned route, not yet confirmed: ``new_game``'s fields (no ``id``/``cmd``),
    the moves in the route's frame, and ``offset`` ``(dx, dy)`` with draft
    coordinates = route coordinates + offset (:mod:`rulebook.route._frame`)."""

    new_game: JSONObject
    moves: list[JSONObject]
    offset: tuple[int, int] = (0, 0)


class Unreachable(Exception):
    """No route of the planner reaches the draft; ``str()`` is the reason (one
    sentence, no Python reprs), which :class:`rulebook.route.NoRoute` carries."""


@runtime_checkable
class Planner(Protocol):
    """A game's route planner (``features/README.md``, "Routes")."""

    @property
    def forced_tail(self) -> bool:
        """True when the route ends in the draft's position *before* its forced
        steps (an Oregon draw with one legal choice, a turn passing with a full
        hand): those are then the last events of the route's last response, as
        many as ``load_position`` answers on the reference engine
        (:attr:`rulebook.route.Route.forced_events`).  False: the forced steps
        are those after the draft's tile in hand was drawn
        (:func:`rulebook.route.load_events`)."""
        ...

    def plan(self, draft: JSONObject) -> Plan:
        """A route to ``draft`` (a position as ``load_position`` would get it; not
        changed).  Raises :class:`Unreachable` with the reason when it finds none."""
        ...

    def arrangements(self, draft: JSONObject, request: JSONObject) -> Iterable[JSONObject]:
        """Other ``new_game`` requests to try, in order, when the plan's
        ``request`` reaches the board but not the game's other components (the
        runner controls every draw order); none for most games."""
        ...

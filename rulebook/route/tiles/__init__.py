"""Routes for the tile-laying games: Carcassonne with its expansions, Gold
Rush and The Discovery (``features/README.md``, "Routes").

One search (:mod:`._search`: which tile each turn places, in which order)
serves every tile game; what differs between them is data, one
:class:`RouteProfile` per game (:mod:`._profile`: its draws, claims, figure
limits, expansion hooks, :mod:`._hooks`, :mod:`._castles`, :mod:`._gold_mines`;
the other draw orders to try, :mod:`._gold_rush`, :mod:`._discovery`; its
filler tiles).  A :class:`TilePlanner` is the search with one profile, a
:class:`rulebook.route.Planner`; the games' registrations
(:mod:`rulebook.games`) name :data:`CARCASSONNE`, :data:`GOLD_RUSH` and
:data:`DISCOVERY`.  A new tile game may name ``TilePlanner(RouteProfile(...))``.

Also here, for ``python -m rulebook.route rewrite``: the filler-tile edits that
make unreachable drafts reachable (:mod:`._fillers`).
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .._planner import JSONObject, Plan
from . import _profile
from ._fillers import (
    CURABLE,
    Filler,
    apply_edit,
    filler_edits,
    is_example,
    named_cells,
    picture_missing,
    scenario_block,
)
from ._profile import RouteProfile
from ._search import BUDGET, NoTileRoute, plan_tiles

__all__ = ["BUDGET", "CARCASSONNE", "CURABLE", "DISCOVERY", "GOLD_RUSH", "Filler", "NoTileRoute", "RouteProfile",
           "TilePlanner", "apply_edit", "filler_edits", "is_example", "named_cells", "picture_missing",
           "scenario_block"]


@dataclass(frozen=True)
class TilePlanner:
    """The tile-route search with one game's :class:`RouteProfile`
    (a :class:`rulebook.route.Planner`)."""

    profile: RouteProfile
    #: The route stops before the draft's tile in hand is drawn; the forced steps after that draw
    #: are found in the events (:func:`rulebook.route.load_events`).
    forced_tail: bool = False

    def plan(self, draft: JSONObject) -> Plan:
        """:func:`._search.plan_tiles` with this planner's profile."""
        return plan_tiles(draft, self.profile)

    def arrangements(self, draft: JSONObject, request: JSONObject) -> Iterable[JSONObject]:
        """The profile's ``arrangements`` (none without them)."""
        if self.profile.arrangements is None:
            return ()
        return self.profile.arrangements(draft, request)


#: Carcassonne with its expansions.
CARCASSONNE = TilePlanner(_profile.CARCASSONNE)
#: Gold Rush.
GOLD_RUSH = TilePlanner(_profile.GOLD_RUSH)
#: The Discovery.
DISCOVERY = TilePlanner(_profile.DISCOVERY)

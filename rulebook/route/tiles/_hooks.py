"""The points where a game's expansion joins the tile-route planner
(:mod:`rulebook.route.tiles._search`): a :class:`Claim` (a held amount a player earns
by closing a feature) and :class:`ExpansionHooks` (figures, decisions and
prunings of one expansion).  A game's :class:`~rulebook.route.tiles.RouteProfile`
lists the ones it uses; the defaults here change nothing.

The hooks read the planner's search (:class:`SearchView`): ``search.draft``
(the draft position), ``search.offset`` (``(dx, dy)``, draft = route + offset),
``search.seats`` (the route's seating), ``search.catalogue()`` (the draft's
tile types, :func:`rulebook.route.tiles._catalogue.draft_catalogue`) and
``search.final_board()`` (the draft loaded on the reference engine).
``session`` is the route's game on the reference engine
(:class:`rulebook.oracle.Session`).  Figures in the route's frame are tuples
``(player, figure, x, y, at)`` (:data:`Figure`).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from rulebook.oracle import Session

from .._planner import JSONObject
from ._catalogue import TileTypes

__all__ = ["Claim", "ExpansionHooks", "Figure", "SearchView"]

#: A figure in the route's frame: ``(player, figure, x, y, at)``.
Figure = tuple[str, str, int, int, str]


class SearchView(Protocol):
    """What the hooks may read of the planner's search."""

    @property
    def draft(self) -> JSONObject:
        """The draft position (draft frame)."""
        ...

    @property
    def offset(self) -> tuple[int, int]:
        """``(dx, dy)``: draft coordinates = route coordinates + offset."""
        ...

    @property
    def seats(self) -> list[str]:
        """The route's seating order."""
        ...

    def catalogue(self) -> TileTypes:
        """The draft's tile types."""
        ...

    def final_board(self) -> Session:
        """The draft loaded on the reference engine (its board complete)."""
        ...


@dataclass(frozen=True)
class Claim:
    """A player field that play fills only when the player's figure closes a
    feature: a player whose draft ``field`` is not empty earned it from a
    feature of ``kind`` (``""``: any kind) that the route completes.  On a turn
    of theirs that places no figure of the draft, they place a figure on the
    tile just placed if that feature is completed and scored in the same turn
    (the figure is back in the supply).  Gold Rush mining tokens, GR-R-MTN-2;
    Gold Mines gold (:mod:`rulebook.route.tiles._gold_mines`) narrows it with
    :meth:`wanted` and :meth:`gains`."""

    field: str
    kind: str = ""

    def wanted(self, search: SearchView, session: Session, player: str) -> bool:
        """Whether ``player`` still needs such a claim now (``session``: the route's game)."""
        return True

    def gains(self, response: JSONObject, player: str) -> bool:
        """Whether ``response`` (to the claiming figure move) gives ``player`` what the claim is for."""
        return True


class ExpansionHooks:
    """One expansion's part in the tile-route planner; each method's default
    leaves the planner as it is without the expansion."""

    def figures(self, draft: JSONObject) -> list[JSONObject]:
        """Figures play puts on the draft's tiles that the draft does not list
        in ``figures`` (draft frame, as figure entries; e.g. the knight of a
        scored castle): the route places each on its tile's turn."""
        return []

    def gone_home(self, search: SearchView, state: JSONObject) -> set[Figure]:
        """Of :meth:`figures`, those back in their owner's supply in ``state``
        (route frame tuples)."""
        return set()

    def choose(self, search: SearchView, session: Session, legal: list[JSONObject],
               pending: JSONObject) -> JSONObject | None:
        """The move other than ``pass`` the draft asks for at the decision
        ``pending`` (``legal``: its legal moves); ``None``: not this expansion's."""
        return None

    def rejects(self, search: SearchView, session: Session, state: JSONObject, left: set[tuple[int, int]],
                final: bool) -> bool:
        """True when the route, after a turn that leads to ``state``
        (``session``: the route's game; ``left``: the draft cells still to be
        placed, draft frame; ``final``: the route's last tile is placed), can
        no longer reach the draft."""
        return False

    def suits(self, search: SearchView, player: str) -> Callable[[JSONObject], bool] | None:
        """Which draft board entries the route tries first on a turn of
        ``player`` (after the tiles holding figures); ``None``: no preference."""
        return None

    def late_starts(self, draft: JSONObject) -> set[tuple[int, int]]:
        """Draft cells tried as the start tile only after the others."""
        return set()

    def searches(self, draft: JSONObject) -> tuple[int, int] | None:
        """``(searches, budget)``: how many searches the draft gets, each with
        its own tie-break order and this budget of candidate turns; ``None``:
        one search with the planner's budget."""
        return None

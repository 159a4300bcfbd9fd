"""What the tile-route planner (:mod:`rulebook.route.tiles._search`) knows of
each tile game's rules: one :class:`RouteProfile` per game (:data:`CARCASSONNE`,
:data:`GOLD_RUSH`, :data:`DISCOVERY`), which the game's planner
(:class:`rulebook.route.tiles.TilePlanner`) carries."""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from .._planner import JSONObject
from . import _castles, _gold_mines
from ._discovery import hand_orders
from ._gold_rush import token_orders
from ._hooks import Claim, ExpansionHooks

__all__ = ["CARCASSONNE", "DISCOVERY", "GOLD_RUSH", "Arrangements", "RouteProfile"]

#: ``(draft, request) -> other new_game requests to try`` (:meth:`rulebook.route.Planner.arrangements`).
Arrangements = Callable[[JSONObject, JSONObject], Iterable[JSONObject]]


def _none() -> Mapping[str, str]:
    return MappingProxyType({})


@dataclass(frozen=True)
class RouteProfile:
    """One game's facts for the tile-route planner; the defaults are a plain
    tile game: no other draws, figures anywhere, claims, limits, hooks,
    arrangements or fillers."""

    #: Draw keys of ``new_game`` other than ``tiles``, by the draft field that holds their order
    #: (Gold Rush: ``tokens`` from ``token_pile``).
    extra_draws: Mapping[str, str] = field(default_factory=_none)
    #: Figures placed by a move of their own on any tile, on any turn of their owner that places no
    #: other figure (figure -> move type): a Gold Rush tent (GR-R-TENT-*).
    anywhere: Mapping[str, str] = field(default_factory=_none)
    #: A held amount a player earns by closing a feature with their figure in it, claimed on a turn
    #: of theirs that places no figure of the draft (:class:`rulebook.route.tiles._hooks.Claim`): Gold Rush
    #: mining tokens from a mountain (GR-R-MTN-2), Gold Mines gold from any feature kind; ``None``: none.
    claim: Claim | None = None
    #: How many figures one turn places on its tile (CAR-R-FOLLOWER-1: one follower, or instead a
    #: builder or a pig, TB-R-BUILDER-2, TB-R-PIG-2); ``None``: not limited here.
    figures_per_turn: int | None = None
    #: The player fields that only grow in play (before the final scoring): a route that gives a
    #: player more than the draft holds is dropped, and after its last tile they must equal the
    #: draft's (T&B goods, TB-R-GOODS-3; Gold Mines gold).
    growing: tuple[str, ...] = ()
    #: True when figures only move between a player's supply and the board, so the two always hold
    #: the whole kit (CAR-R-FOLLOWER-3, CAR-R-SCORE-3: a scored figure goes back to its owner).
    kit_kept: bool = False
    #: The figures that never go into a feature already holding one of these (CAR-R-FOLLOWER-2);
    #: a builder or a pig joins its owner's follower there.
    exclusive: frozenset[str] = frozenset()
    #: The expansions' figures, decisions and prunings (:class:`rulebook.route.tiles._hooks.ExpansionHooks`),
    #: asked in this order.
    hooks: tuple[ExpansionHooks, ...] = ()
    #: Other ``new_game`` requests to try when the planned request reaches the board but not the
    #: game's other components (:meth:`rulebook.route.Planner.arrangements`): Gold Rush's token
    #: orders, The Discovery's dealt hands; ``None``: none.
    arrangements: Arrangements | None = None
    #: The filler tiles ``python -m rulebook.route rewrite`` tries, most neutral first
    #: (:mod:`rulebook.route.tiles._fillers`): fields/prairie/meadow only, then a single open road
    #: or city cap, ...  Tiles with mountains (Gold Rush draws mining tokens for their nugget
    #: symbols) are never fillers.
    fillers: tuple[str, ...] = ()


#: Carcassonne with its expansions (castles of Bridges, Castles and Bazaars; Gold Mines).
CARCASSONNE = RouteProfile(
    claim=_gold_mines.CLAIM,
    figures_per_turn=1,
    growing=("goods", "gold"),
    kit_kept=True,
    exclusive=frozenset({"follower"}),
    hooks=(_castles.HOOKS, _gold_mines.HOOKS),
    fillers=("BASE-B", "BASE-E", "BASE-V", "BASE-U", "BASE-A", "BASE-H", "BASE-I", "BASE-G",
             "BASE-D", "BASE-K", "BASE-J", "BASE-N", "BASE-W", "BASE-X", "BASE-C", "BASE-R"),
)
#: Gold Rush.
GOLD_RUSH = RouteProfile(
    extra_draws=MappingProxyType({"tokens": "token_pile"}),
    anywhere=MappingProxyType({"tent": "place_tent"}),
    claim=Claim("tokens", "mountain"),
    arrangements=token_orders,
    fillers=("GR-26A", "GR-26B", "GR-01A", "GR-12A", "GR-01B", "GR-12B", "GR-27", "GR-31"),
)
#: The Discovery.
DISCOVERY = RouteProfile(
    arrangements=hand_orders,
    fillers=("DIS-15", "DIS-19", "DIS-59", "DIS-03", "DIS-14", "DIS-02", "DIS-13", "DIS-11",
             "DIS-41", "DIS-42", "DIS-51", "DIS-53", "DIS-58", "DIS-36", "DIS-40"),
)

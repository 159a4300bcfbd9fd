"""What the tile-route planner (:mod:`rulebook.route._tiles`) knows of each
tile game's rules: one :class:`RouteProfile` per game, looked up by game id
in :data:`PROFILES` (:func:`profile_of`)."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from . import _castles, _gold_mines
from ._hooks import Claim, ExpansionHooks


def _none() -> Mapping[str, str]:
    return MappingProxyType({})


@dataclass(frozen=True)
class RouteProfile:
    """One game's facts for the tile-route planner; the defaults are a game
    with none of them (Discovery)."""

    #: Draw keys of ``new_game`` other than ``tiles``, by the draft field that holds their order
    #: (Gold Rush: ``tokens`` from ``token_pile``).
    extra_draws: Mapping[str, str] = field(default_factory=_none)
    #: Figures placed by a move of their own on any tile, on any turn of their owner that places no
    #: other figure (figure -> move type): a Gold Rush tent (GR-R-TENT-*).
    anywhere: Mapping[str, str] = field(default_factory=_none)
    #: A held amount a player earns by closing a feature with their figure in it, claimed on a turn
    #: of theirs that places no figure of the draft (:class:`rulebook.route._hooks.Claim`): Gold Rush
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
    #: The expansions' figures, decisions and prunings (:class:`rulebook.route._hooks.ExpansionHooks`),
    #: asked in this order.
    hooks: tuple[ExpansionHooks, ...] = ()


#: Game id -> its profile.
PROFILES: Mapping[str, RouteProfile] = MappingProxyType({
    "carcassonne": RouteProfile(
        claim=_gold_mines.CLAIM,
        figures_per_turn=1,
        growing=("goods", "gold"),
        kit_kept=True,
        exclusive=frozenset({"follower"}),
        hooks=(_castles.HOOKS, _gold_mines.HOOKS),
    ),
    "gold_rush": RouteProfile(
        extra_draws=MappingProxyType({"tokens": "token_pile"}),
        anywhere=MappingProxyType({"tent": "place_tent"}),
        claim=Claim("tokens", "mountain"),
    ),
    "discovery": RouteProfile(),
})

_PLAIN = RouteProfile()


def profile_of(game: str) -> RouteProfile:
    """The :class:`RouteProfile` of ``game`` (a game id); a game without one
    gets the defaults."""
    return PROFILES.get(game, _PLAIN)

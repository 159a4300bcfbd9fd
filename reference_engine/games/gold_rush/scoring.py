"""Values and majorities of Gold Rush features (GR-R-RAIL-2..4, GR-R-MAJ-2,
GR-R-MTN-2/3, GR-R-CITY-2/3, GR-R-FINAL-2..8).

Pure functions over the kernel's features and segment attributes; nothing
here changes a game.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from ...kernel.features import Feature, FeatureGraph, Figure
from . import rules as R


def majority(figures: Iterable[Figure]) -> list[int]:
    """Seat indices of the players with the most cowboys among ``figures``
    (tents never count), in seating order; empty when there is no cowboy —
    GR-R-MAJ-2, GR-R-MTN-4."""
    counts = Counter(f.player for f in figures if f.figure == "cowboy")
    if not counts:
        return []
    top = max(counts.values())
    return sorted(p for p, n in counts.items() if n == top)


def _attr_sum(graph: FeatureGraph, feature: Feature, name: str) -> int:
    return sum(int(graph.segment[node].attrs.get(name, 0)) for node in feature.nodes)


def locomotives(graph: FeatureGraph, feature: Feature) -> int:
    """Locomotive symbols over all segments of a railroad (GR-R-RAIL-3)."""
    return _attr_sum(graph, feature, "locomotives")


def nuggets(graph: FeatureGraph, feature: Feature) -> int:
    """Gold nugget symbols printed on a mountain's segments (GR-R-MTN-2)."""
    return _attr_sum(graph, feature, "nuggets")


def railroad_points(graph: FeatureGraph, feature: Feature, *, complete: bool) -> int:
    """1 per tile; 2 per tile when complete with exactly one locomotive
    (GR-R-RAIL-2..4); locomotives do nothing at the end (GR-R-FINAL-3)."""
    if complete and locomotives(graph, feature) == 1:
        return 2 * feature.size
    return feature.size


def city_points(completed_railroads: int) -> int:
    """3 per distinct completed railroad leaving the city (GR-R-CITY-2/3, GR-R-FINAL-4)."""
    return R.CITY_PER_RAILROAD * completed_railroads


def prairie_points(graph: FeatureGraph, feature: Feature) -> int:
    """2 per tipi camp + 4 per wild-horse herd (GR-R-FINAL-6)."""
    return R.PER_TIPI * _attr_sum(graph, feature, "tipis") + R.PER_HERD * _attr_sum(graph, feature, "horses")


def gold_points(tokens: Iterable[str]) -> int:
    """Face values of the tokens a player holds; gravel 0 (GR-R-FINAL-8)."""
    return sum(R.TOKEN_VALUE[t] for t in tokens)


def tie_order(tied: Sequence[int], active: int, players: int, *, tie_first: str) -> list[int]:
    """The order in which the ``tied`` seats take a completed mountain's tokens
    (GR-R-MTN-3): round the table in seating order, starting with the active
    player when tied, else (``mountain.tie_first``) the first tied player after
    the active one (``next_clockwise``) or the first tied in seating order
    (``seating_order``)."""
    tied = sorted(tied)
    if active in tied or tie_first == "next_clockwise":
        start = active
    else:
        start = 0
    return sorted(tied, key=lambda seat: (seat - start) % players)


def deal(tokens_top_first: Sequence[str], order: Sequence[int]) -> list[tuple[int, str]]:
    """``(seat, token)`` for each token, top first, the seats taking turns in
    ``order`` until none is left (GR-R-MTN-2/3)."""
    return [(order[i % len(order)], token) for i, token in enumerate(tokens_top_first)]

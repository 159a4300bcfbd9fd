"""Scoring values and majorities of base Carcassonne (CAR-R-SCORE-*, -ROAD-2,
-CITY-2/3, -CLOISTER-1, -FIELD-2, -END-2)."""
from __future__ import annotations

from collections.abc import Iterable

from ...kernel.features import Feature, Figure


def majority(figures: Iterable[Figure]) -> list[int]:
    """Indices of the players with the most followers among ``figures``
    (all tied players; empty when there are none) — CAR-R-SCORE-2."""
    counts: dict[int, int] = {}
    for f in figures:
        if f.figure == "follower":
            counts[f.player] = counts.get(f.player, 0) + 1
    if len(counts) < 2:
        return list(counts)
    top = max(counts.values())
    return sorted(p for p, n in counts.items() if n == top)


def road_points(feature: Feature, *, complete: bool) -> int:
    """1 per tile, complete or not (CAR-R-ROAD-2, CAR-R-END-2)."""
    return feature.size


def city_points(feature: Feature, *, complete: bool, two_tile_points: str = "4") -> int:
    """Complete: 2 per tile + 2 per pennant (CAR-R-CITY-2); a complete 2-tile
    city scores per tile and pennant only 1 under ``city.two_tile_points=2``
    (CAR-R-CITY-3).  Incomplete: 1 per tile + 1 per pennant (CAR-R-END-2)."""
    if complete and not (two_tile_points == "2" and feature.size == 2):
        return 2 * (feature.size + feature.pennants)
    return feature.size + feature.pennants


def cloister_points(tiles_around: int) -> int:
    """1 for the cloister's tile + 1 per neighbouring tile: 9 when complete
    (CAR-R-CLOISTER-1, CAR-R-END-2)."""
    return 1 + tiles_around

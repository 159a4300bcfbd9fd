"""Values of meadows, mountain ranges and seas (spec/discovery.md §8–§10,
DI-R-FINAL-2), and the survey of an area on the board they are computed from.

Every follower scores its area on its own (DI-R-MULTI-2): there are no
majorities here, only the value of an area at a moment.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...kernel.board import Board
from .tiles import area_data


def meadow_points(tiles: int, *, complete: bool) -> int:
    """1 per tile (DI-R-GRASS-1); complete: 2 per tile (DI-R-GRASS-2), but a
    complete meadow of exactly 2 tiles is worth 2 (DI-R-GRASS-4).  Port cities
    never count (DI-R-GRASS-3)."""
    if not complete:
        return tiles
    return 2 if tiles == 2 else 2 * tiles


def mountain_points(cities: int, tiles: int, *, complete: bool) -> int:
    """1 per counting city (DI-R-MTN-1); complete: 2 per city (DI-R-MTN-2),
    but only 1 per city for a complete range of exactly 2 tiles (DI-R-MTN-3)."""
    if complete and tiles != 2:
        return 2 * cities
    return cities


def sea_points(cities: int, tiles: int, *, complete: bool) -> int:
    """1 per city on the shore (DI-R-SEA-1); complete: plus 1 per tile
    (DI-R-SEA-2), except a complete sea of exactly 2 tiles (DI-R-SEA-3)."""
    if complete and tiles != 2:
        return cities + tiles
    return cities


@dataclass(frozen=True, slots=True)
class Survey:
    """An area as scoring sees it: ``kind``, ``tiles`` (size), ``complete``
    (no open edge) and ``cities`` — the counting cities of a mountain range
    (DI-R-MTN-1), the cities on a sea's shore (DI-R-SEA-1), or the cities
    standing on a meadow (which its value ignores)."""

    kind: str
    tiles: int
    complete: bool
    cities: int


def _land_cities(board: Board, root: int) -> int:
    graph = board.graph
    total = 0
    for node in graph.features[root].nodes:
        index = graph.segment[node].index
        total += area_data(board.cells[graph.cell[node]].tile).land_cities[index]
    return total


def survey(board: Board, root: int) -> Survey:
    """Survey the area whose union-find root is ``root``."""
    graph = board.graph
    feature = graph.features[root]
    kind = feature.kind
    if kind == "sea":
        cities = 0
        for node in feature.nodes:
            cities += area_data(board.cells[graph.cell[node]].tile).shore_cities[graph.segment[node].index]
    elif kind == "mountain":
        cities = _land_cities(board, root)
        meadows = set()
        for node in feature.nodes:
            index = graph.segment[node].index
            first = node - index
            for m in area_data(board.cells[graph.cell[node]].tile).meadows[index]:
                meadows.add(graph.find(first + m))
        cities += sum(_land_cities(board, m) for m in meadows)
    else:
        cities = _land_cities(board, root)
    return Survey(kind, feature.size, feature.open == 0, cities)


def area_points(board: Board, root: int, *, final: bool, one_tile: str = "reduced") -> int:
    """The value of the area ``root`` now; in final scoring every area counts
    as incomplete (DI-R-FINAL-2).  ``one_tile`` is the interpretation
    ``areas.one_tile``: ``"reduced"`` values a complete area of one tile (a
    lake, a peak, an island) as an incomplete one, like the source's 2-tile
    areas (DI-R-COMP-2); ``"complete"`` gives it the complete value."""
    s = survey(board, root)
    complete = s.complete and not final and not (s.tiles == 1 and one_tile == "reduced")
    if s.kind == "meadow":
        return meadow_points(s.tiles, complete=complete)
    if s.kind == "mountain":
        return mountain_points(s.cities, s.tiles, complete=complete)
    return sea_points(s.cities, s.tiles, complete=complete)

"""Cities and the railroads that leave them (GR-R-CITY-1..3, GR-R-FINAL-4).

A Gold Rush city is a one-tile feature (place ``C``) whose tile data lists the
railroad segments of that tile that end in it (``railroads``).  This module
keeps, for the board, which railroad segment nodes leave which city node, and
answers whether a city is complete and how many distinct completed railroads
leave it (a loop back into the same city counts once).
"""
from __future__ import annotations

from ...kernel.board import PlacedTile
from ...kernel.features import FeatureGraph


class CityNetwork:
    """City node → railroad segment nodes leaving it, and the reverse."""

    __slots__ = ("city_of", "rails")

    def __init__(self) -> None:
        self.rails: dict[int, tuple[int, ...]] = {}
        self.city_of: dict[int, int] = {}

    def copy(self) -> CityNetwork:
        new = CityNetwork()
        new.rails = dict(self.rails)
        new.city_of = dict(self.city_of)
        return new

    def add_tile(self, placed: PlacedTile) -> None:
        """Record the cities of a tile just put on the board."""
        segments = placed.orientation.segments
        for seg in segments:
            if seg.kind != "city":
                continue
            ids = {s.local_id: s.index for s in segments}
            nodes = tuple(placed.base + ids[r] for r in seg.attrs.get("railroads", ()))
            city = placed.base + seg.index
            self.rails[city] = nodes
            for node in nodes:
                self.city_of[node] = city

    def completed_railroads(self, graph: FeatureGraph, city: int) -> set[int]:
        """Roots of the distinct completed railroads leaving ``city``."""
        roots = {graph.find(n) for n in self.rails.get(city, ())}
        return {r for r in roots if graph.features[r].open == 0}

    def is_complete(self, graph: FeatureGraph, city: int) -> bool:
        """Every railroad leaving the city is complete (GR-R-CITY-1)."""
        return all(graph.feature(n).open == 0 for n in self.rails.get(city, ()))

    def cities_on(self, graph: FeatureGraph, railroad_root: int) -> set[int]:
        """City nodes that a railroad (given by its root) leaves from or ends in."""
        return {self.city_of[n] for n in graph.features[railroad_root].nodes if n in self.city_of}

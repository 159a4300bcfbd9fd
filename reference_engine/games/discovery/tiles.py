"""Discovery tile data on the kernel: loading and checking tile types whose
edges are meadow (G), mountain (M) or sea (S), and what scoring needs per tile
type — port cities per area segment and the meadows each mountain segment
borders (spec/discovery.md, Conventions).

Tile data (``schemas/v1/tileset.schema.json``): areas are features of kind
``meadow``, ``mountain`` or ``sea`` covering whole edges (or only ``C``); the
tile's ``port_cities`` pair a land feature with a sea feature; a mountain's
``meadows`` lists the meadow features of the tile that border it.  A feature
of any other kind (a custom tile's volcano) is kept as a feature with no role
(spec/protocol.md PC-R-TILEDEF-1): it can cover no edge (every edge is covered
by an area of its terrain), no follower may stand on it and nothing scores it.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from rulebook_protocol.data import data_root
from rulebook_protocol.errors import DataError, show
from rulebook_protocol.geometry import EDGES

from ...kernel.tiles import (
    TileCatalogue,
    TileType,
    check_edge_letters,
    load_tile_set,
    tile_types_from_json,
)
from . import rules as R

_LAND = frozenset({"meadow", "mountain"})


def check_tile(raw: Mapping[str, Any], where: str) -> None:
    """Checks of one Discovery tile definition that the schema cannot make.

    Raises :class:`DataError` naming ``where`` and the tile when an edge letter
    is not G/M/S, an edge is not covered by an area of its terrain, an area
    mixes edges and the centre, or a port city or a mountain's ``meadows``
    names a feature of the wrong kind.  Other feature kinds are accepted
    (PC-R-TILEDEF-1: feature kinds stay open)."""
    tid = raw.get("id")
    edges = raw.get("edges", "")
    if len(edges) != 4 or any(letter not in R.TERRAIN for letter in edges):
        raise DataError(f"{where}: tile {tid}: edges {show(edges)} must be four of G (meadow), M (mountain), S (sea)")
    kinds = {}
    covered = {}
    for f in raw["features"]:
        places = list(f["places"])
        if "C" in places and places != ["C"]:
            raise DataError(f"{where}: tile {tid}: feature {f['id']} covers edges and the centre; an inner area "
                            "lists only C")
        if any(p not in EDGES and p != "C" for p in places):
            raise DataError(f"{where}: tile {tid}: feature {f['id']} uses a half-edge; Discovery areas cover "
                            "whole edges")
        if "borders" in f:
            raise DataError(f"{where}: tile {tid}: feature {f['id']} has 'borders' (fields only)")
        kinds[f["id"]] = f["kind"]
        for p in places:
            covered[p] = f["kind"]
    for edge, letter in zip(EDGES, edges):
        if covered.get(edge) != R.TERRAIN[letter]:
            raise DataError(f"{where}: tile {tid}: edge {edge} is {R.TERRAIN[letter]} ({letter}) but "
                            f"{'no feature' if edge not in covered else 'a ' + covered[edge]} covers it")
    for f in raw["features"]:
        for meadow in f.get("meadows", ()):
            if f["kind"] != "mountain" or kinds.get(meadow) != "meadow":
                raise DataError(f"{where}: tile {tid}: {f['id']}.meadows names {show(meadow)}: only a mountain lists "
                                "meadows of its own tile")
    for city in raw.get("port_cities", ()):
        if kinds.get(city["land"]) not in _LAND or kinds.get(city["sea"]) != "sea":
            raise DataError(f"{where}: tile {tid}: a port city lies between a meadow or mountain and a sea, not "
                            f"{show(city['land'])} and {show(city['sea'])}")


def discovery_tile_types(tiles: Sequence[Mapping[str, Any]] | Mapping[str, Any], *, where: str) -> dict[str, TileType]:
    """Tile types from Discovery tile definitions (a tile-set document or its
    ``tiles`` list), checked by the kernel and by :func:`check_tile`.
    Raises :class:`DataError`."""
    raw_tiles = tiles["tiles"] if isinstance(tiles, Mapping) else tiles
    check_edge_letters(raw_tiles, letters=R.EDGE_LETTERS, game="discovery", where=where)
    for raw in raw_tiles:
        check_tile(raw, where)
    return tile_types_from_json(tiles, where=where)


@cache
def discovery_catalogue() -> TileCatalogue:
    """The engine's tile set, ``spec/tiles/discovery.json`` (a reconstruction,
    spec/discovery.md), loaded and checked once.  Raises :class:`DataError`."""
    path = data_root() / "spec" / "tiles" / "discovery.json"
    document, _ = load_tile_set(path)
    return TileCatalogue(discovery_tile_types(document, where=str(path)).values())


@dataclass(frozen=True, slots=True)
class AreaData:
    """What scoring needs of one tile type, by segment index (the order of the
    tile's features): ``land_cities`` — port cities standing on the segment;
    ``shore_cities`` — port cities on the segment's shore (sea segments);
    ``meadows`` — indices of the meadow segments a mountain segment borders."""

    land_cities: tuple[int, ...]
    shore_cities: tuple[int, ...]
    meadows: tuple[tuple[int, ...], ...]


#: ``id(tile type)`` → ``(that tile type, its AreaData)``: the memo of :func:`area_data`.  An entry
#: holds its tile type, so the id cannot be reused while the entry stands; emptied past
#: :data:`_AREAS_KEPT` entries (every request with its own tile definitions makes new types).
_AREAS: dict[int, tuple[TileType, AreaData]] = {}
_AREAS_KEPT = 10_000


def area_data(tile: TileType) -> AreaData:
    """The :class:`AreaData` of ``tile``, worked out once per tile type (kept
    in a module-level memo keyed by the type object: a tile type is frozen
    and, holding its feature dicts, not hashable)."""
    entry = _AREAS.get(id(tile))
    if entry is not None and entry[0] is tile:
        return entry[1]
    if len(_AREAS) >= _AREAS_KEPT:
        _AREAS.clear()
    ids = [f["id"] for f in tile.features]
    land = [0] * len(ids)
    shore = [0] * len(ids)
    for city in tile.attrs.get("port_cities", ()):
        land[ids.index(city["land"])] += 1
        shore[ids.index(city["sea"])] += 1
    meadows = tuple(tuple(ids.index(m) for m in f.get("meadows", ())) for f in tile.features)
    data = AreaData(tuple(land), tuple(shore), meadows)
    _AREAS[id(tile)] = (tile, data)
    return data

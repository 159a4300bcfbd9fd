"""Tile types as data, and their four orientations (spec/protocol.md §6, "Tiles").

A tile type is loaded from a tile-set file (``spec/tiles/<set>.json``, schema
``schemas/v1/tileset.schema.json``) or from tile definitions carried by a
request (capability ``custom_tiles``).  Everything a placement needs is
precomputed once per orientation: edge terrains, segments with their places in
board orientation, and which place belongs to which segment.
"""
from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

from rulebook_protocol.errors import DataError, UnknownTile, show
from rulebook_protocol.geometry import (
    EDGES,
    FACING_HALF,
    HALF_EDGE_KINDS,
    HALVES,
    OPPOSITE,
    PLACE_RANK,
    ROTATIONS,
    rotate_place,
)
from rulebook_protocol.messages import JSONObject

#: Attributes a segment may carry besides kind/places/borders (kept as data).
_SEGMENT_KEYS = {"id", "kind", "places", "borders"}
#: Edge letters whose edge place a feature must hold (Carcassonne city ``C`` and
#: road ``R``; Gold Rush railroad ``R`` and mountain ``M``).
EDGE_HELD_LETTERS = frozenset("CRM")
#: Edge letters whose edge is only split into half-edges (Carcassonne field
#: ``F``, Gold Rush prairie ``P``): no feature may hold the edge place itself.
EDGE_SPLIT_LETTERS = frozenset("FP")


@dataclass(frozen=True, slots=True)
class Segment:
    """One feature segment of a tile in one orientation.

    ``places`` are in board orientation; ``borders`` holds the indices (in the
    tile's segment tuple) of the city segments a field touches; ``attrs`` the
    remaining data attributes (``pennants``, ``goods``, ...).  ``place`` is
    the canonical place of the segment (its first in :data:`PLACE_RANK`
    order), ``pennants`` the number of pennants (0 when none).
    """

    index: int
    local_id: str
    kind: str
    places: tuple[str, ...]
    edge_places: tuple[str, ...]
    borders: tuple[int, ...]
    attrs: Mapping[str, Any]
    place: str = ""
    pennants: int = 0
    #: ``len(edge_places)``: the open ends the segment brings to its feature.
    edge_count: int = 0


@dataclass(frozen=True, slots=True)
class Orientation:
    """A tile type turned ``rotation`` degrees clockwise.

    ``edges`` are the terrain letters of N, E, S, W on the board;
    ``place_segment`` maps each place to the index of its segment.  Derived
    once, for the board's hot path: ``links[i]`` lists, for edge ``i``
    (N E S W), ``(segment index, facing place, through the edge place)`` for
    every place of this edge held by a segment — the neighbour's place it
    meets, and whether the join closes two open ends; ``by_kind`` maps a
    feature kind to the indices of its segments.
    """

    rotation: int
    edges: tuple[str, str, str, str]
    segments: tuple[Segment, ...]
    place_segment: Mapping[str, int]
    links: tuple[tuple[tuple[int, str, bool], ...], ...] = ()
    by_kind: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    _of_kinds: dict[tuple[str, ...], tuple[Segment, ...]] = field(default_factory=dict, compare=False, repr=False)

    def of_kinds(self, kinds: tuple[str, ...]) -> tuple[Segment, ...]:
        """The segments of any of ``kinds`` (a tuple of feature kinds), in
        canonical order of their places (:data:`PLACE_RANK` of
        :attr:`Segment.place`); worked out once per ``kinds`` and kept."""
        found = self._of_kinds.get(kinds)
        if found is None:
            found = self._of_kinds[kinds] = tuple(sorted((s for s in self.segments if s.kind in kinds),
                                                         key=lambda s: PLACE_RANK[s.place]))
        return found


@dataclass(frozen=True)
class TileType:
    """A tile type: ``id``, ``count`` in the box, rotation-0 ``edges``
    (4 letters N E S W), ``features`` (raw data), tile ``attrs`` (``gold``...)
    and the set it came from."""

    id: str
    count: int
    edges: str
    features: tuple[Mapping[str, Any], ...]
    attrs: Mapping[str, Any] = field(default_factory=dict)
    set: str = "custom"

    @cached_property
    def orientations(self) -> tuple[Orientation, ...]:
        """The four orientations, indexed by ``rotation // 90``."""
        return tuple(self._orient(r) for r in ROTATIONS)

    def orient(self, rotation: int) -> Orientation:
        """The orientation at ``rotation`` (0, 90, 180, 270)."""
        return self.orientations[rotation // 90]

    def _orient(self, rotation: int) -> Orientation:
        steps = rotation // 90
        e = self.edges
        edges = (e[-steps % 4], e[(1 - steps) % 4], e[(2 - steps) % 4], e[(3 - steps) % 4])
        ids = [f["id"] for f in self.features]
        segments = []
        place_segment: dict[str, int] = {}
        for index, feature in enumerate(self.features):
            places = tuple(rotate_place(p, rotation) for p in feature["places"])
            edge_places = tuple(p for p in places if p in EDGES)
            for p in places:
                place_segment[p] = index
            segments.append(Segment(
                index=index,
                local_id=feature["id"],
                kind=feature["kind"],
                places=places,
                edge_places=edge_places,
                edge_count=len(edge_places),
                borders=tuple(ids.index(b) for b in feature.get("borders", ())),
                attrs={k: v for k, v in feature.items() if k not in _SEGMENT_KEYS},
                place=min(places, key=PLACE_RANK.__getitem__),
                pennants=int(feature.get("pennants", 0)),
            ))
        links = []
        for edge in EDGES:
            link = []
            if edge in place_segment:
                link.append((place_segment[edge], OPPOSITE[edge], True))
            for half in HALVES[edge]:
                if half in place_segment:
                    link.append((place_segment[half], FACING_HALF[half], False))
            links.append(tuple(link))
        by_kind: dict[str, tuple[int, ...]] = {}
        for seg in segments:
            by_kind[seg.kind] = by_kind.get(seg.kind, ()) + (seg.index,)
        return Orientation(rotation, edges, tuple(segments), place_segment,
                           tuple(links), by_kind)


def _check_tile(raw: Mapping[str, Any], where: str) -> None:
    """Consistency checks the schema cannot express; raise DataError."""
    tid = raw["id"]
    ids = [f["id"] for f in raw["features"]]
    if len(set(ids)) != len(ids):
        raise DataError(f"{where}: tile {tid}: duplicate feature ids")
    owner: dict[str, str] = {}
    for f in raw["features"]:
        for p in f["places"]:
            if p in owner:
                raise DataError(f"{where}: tile {tid}: place {p} is in both {owner[p]} and {f['id']}")
            owner[p] = f["id"]
        for b in f.get("borders", ()):
            if b not in ids:
                raise DataError(f"{where}: tile {tid}: feature {f['id']} borders unknown feature {show(b)}")
    for i, edge in enumerate(EDGES):
        letter = raw["edges"][i]
        on_edge = edge in owner
        halves = [h for h in HALVES[edge] if h in owner]
        kinds = {next(f["kind"] for f in raw["features"] if f["id"] == owner[h]) for h in halves}
        if halves and kinds - HALF_EDGE_KINDS and letter in EDGE_HELD_LETTERS | EDGE_SPLIT_LETTERS:
            raise DataError(f"{where}: tile {tid}: half-edges of {edge} must be fields")
        if letter in EDGE_SPLIT_LETTERS and on_edge:
            raise DataError(f"{where}: tile {tid}: field edge {edge} must not be a place of {owner[edge]}")
        if letter in EDGE_HELD_LETTERS and not on_edge:
            raise DataError(f"{where}: tile {tid}: edge {edge} is {letter} but no feature holds place {edge}")


def tile_types_from_json(data: Mapping[str, Any] | Sequence[Mapping[str, Any]], *, where: str,
                         set_name: str | None = None) -> dict[str, TileType]:
    """Build tile types from a parsed tile-set document (or its ``tiles`` list).

    Raises :class:`DataError` naming ``where`` when the data is inconsistent.
    """
    tiles = data["tiles"] if isinstance(data, Mapping) else data
    name = set_name or (data.get("set", "custom") if isinstance(data, Mapping) else "custom")
    result: dict[str, TileType] = {}
    for raw in tiles:
        _check_tile(raw, where)
        if raw["id"] in result:
            raise DataError(f"{where}: tile id {raw['id']} defined twice")
        result[raw["id"]] = TileType(
            id=raw["id"],
            count=int(raw.get("count", 1)),
            edges=raw["edges"],
            features=tuple(raw["features"]),
            attrs={k: v for k, v in raw.items() if k not in {"id", "count", "edges", "features", "note"}},
            set=name,
        )
    return result


def load_tile_set(path: Path) -> tuple[JSONObject, dict[str, TileType]]:
    """Read, schema-check and build one tile-set file.

    Returns ``(document, {tile id: TileType})``.  Raises :class:`DataError`
    for a missing file, bad JSON, a schema violation or inconsistent data.
    """
    from rulebook_protocol.schemas import fast_validator, validator

    try:
        document = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise DataError(f"cannot read tile set {path}: {exc.strerror}") from exc
    except json.JSONDecodeError as exc:
        raise DataError(f"tile set {path} is not valid JSON: {exc}") from exc
    # the compiled check first; jsonschema only to explain a refusal
    error = None if fast_validator("tileset").is_valid(document) else next(
        iter(validator("tileset").iter_errors(document)), None)
    if error is not None:
        pointer = "/" + "/".join(str(p) for p in error.absolute_path)
        raise DataError(f"tile set {path} fails its schema at {pointer}: {error.message}")
    return document, tile_types_from_json(document, where=str(path))


class TileCatalogue:
    """The tile types a game may use: loaded sets plus request-defined ones.

    ``catalogue[tile_id]`` raises :class:`UnknownTile` for an id it lacks.
    """

    def __init__(self, types: Iterable[TileType] = ()) -> None:
        self._types: dict[str, TileType] = {t.id: t for t in types}

    def __getitem__(self, tile_id: str) -> TileType:
        try:
            return self._types[tile_id]
        except KeyError:
            raise UnknownTile(f"unknown tile {show(tile_id)}: no loaded tile set defines it",
                              details={"tile": tile_id}) from None

    def __contains__(self, tile_id: object) -> bool:
        return tile_id in self._types

    def types_of(self, tile_ids: Iterable[str]) -> list[TileType]:
        """The tile types of ``tile_ids``, in order (a pile, a hand); raises
        :class:`UnknownTile` for the first id the catalogue lacks."""
        try:
            return list(map(self._types.__getitem__, tile_ids))
        except KeyError as missing:
            raise UnknownTile(f"unknown tile {show(missing.args[0])}: no loaded tile set defines it",
                              details={"tile": missing.args[0]}) from None

    def __iter__(self) -> Iterator[TileType]:
        return iter(self._types.values())

    def with_types(self, types: Iterable[TileType]) -> TileCatalogue:
        """A new catalogue with ``types`` added (replacing equal ids)."""
        merged = dict(self._types)
        merged.update((t.id, t) for t in types)
        new = TileCatalogue()
        new._types = merged
        return new


def check_edge_letters(tiles: Mapping[str, Any] | Sequence[Mapping[str, Any]], *, letters: str, game: str,
                       where: str) -> None:
    """Custom tile definitions (a tile-set document or its ``tiles`` list) use only
    ``game``'s edge letters: the tile schema accepts the letters of every game
    (``CRF``, ``RMP``, ``GMS``), and a tile with another game's edges would be
    accepted and never fit (PC-R-TILEDEF-1). Feature kinds stay open: a kind no
    rule of the game knows is a feature with no role (PC-R-TILEDEF-1).

    Raises :class:`DataError` naming the tile, the stray letters and ``where``."""
    for raw in tiles["tiles"] if isinstance(tiles, Mapping) else tiles:
        stray = sorted(set(raw["edges"]) - set(letters))
        if stray:
            raise DataError(f"{where}: tile {raw['id']}: edge letter(s) {', '.join(stray)} are not "
                            f"{game}'s ({', '.join(letters)})")

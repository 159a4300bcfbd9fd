"""Checks on the tile data in spec/tiles/*.json.

Every number below is computed from the data files and compared with the tile
fact sheet (shared reference "carcassonne-tiles.md"): counts, pennants, goods,
cloisters, weighted edge totals, inner fields, and the per-tile partition of
edges and half-edges into features.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from _support import REPO
from jsonschema import Draft202012Validator

SCHEMA_PATH = REPO / "schemas" / "v1" / "tileset.schema.json"
TILES_DIR = REPO / "spec" / "tiles"
SET_FILES = {
    "base": TILES_DIR / "base.json",
    "traders_and_builders": TILES_DIR / "traders_and_builders.json",
    "gold_mines": TILES_DIR / "gold_mines.json",
}

EDGES = ("N", "E", "S", "W")
HALVES = {"N": ("Nw", "Ne"), "E": ("En", "Es"), "S": ("Se", "Sw"), "W": ("Ws", "Wn")}


def _load(path: Path) -> dict:
    with path.open(encoding="utf-8") as fh:
        return json.load(fh)


@pytest.fixture(scope="module")
def schema() -> dict:
    return _load(SCHEMA_PATH)


@pytest.fixture(scope="module")
def sets() -> dict[str, dict]:
    return {name: _load(path) for name, path in SET_FILES.items()}


def _all_tiles():
    for path in SET_FILES.values():
        for tile in _load(path)["tiles"]:
            yield pytest.param(tile, id=tile["id"])


def _features(tile: dict, kind: str) -> list[dict]:
    return [f for f in tile["features"] if f["kind"] == kind]


def _weighted_edges(data: dict) -> Counter:
    totals: Counter = Counter()
    for tile in data["tiles"]:
        for ch in tile["edges"]:
            totals[ch] += tile["count"]
    return totals


def _inner_field_tiles(data: dict) -> list[str]:
    return [
        t["id"]
        for t in data["tiles"]
        if any("C" in f["places"] for f in _features(t, "field"))
    ]


# --------------------------------------------------------------------------- schema


def test_schema_is_valid_draft_2020_12(schema):
    Draft202012Validator.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["$id"] == "https://rulebook.example/v1/tileset.schema.json"


def test_schema_describes_every_property(schema):
    missing = []

    def walk(node, where):
        if isinstance(node, dict):
            props = node.get("properties")
            if isinstance(props, dict):
                for key, sub in props.items():
                    if not (isinstance(sub, dict) and sub.get("description")):
                        missing.append(f"{where}/properties/{key}")
            for key, sub in node.items():
                walk(sub, f"{where}/{key}")
        elif isinstance(node, list):
            for i, sub in enumerate(node):
                walk(sub, f"{where}/{i}")

    walk(schema, "#")
    # The if/then conditions reuse "properties" only to test "kind"; skip those.
    missing = [m for m in missing if "/allOf/" not in m]
    assert missing == []


def test_schema_avoids_non_draft7_keywords(schema):
    text = json.dumps(schema)
    for keyword in ("unevaluatedProperties", "unevaluatedItems", "prefixItems",
                    "dependentRequired", "dependentSchemas", "$dynamicRef"):
        assert f'"{keyword}"' not in text


@pytest.mark.parametrize("name", list(SET_FILES))
def test_set_validates_against_schema(name, schema, sets):
    validator = Draft202012Validator(schema)
    errors = sorted(validator.iter_errors(sets[name]), key=lambda e: list(e.absolute_path))
    assert [f"{list(e.absolute_path)}: {e.message}" for e in errors] == []


def test_schema_rejects_unknown_properties_and_allows_new_kinds(schema, sets):
    validator = Draft202012Validator(schema)
    data = json.loads(json.dumps(sets["gold_mines"]))
    data["tiles"][0]["features"].append({"id": "x1", "kind": "gold_nugget", "places": ["C"]})
    assert validator.is_valid(data)
    data["tiles"][0]["colour"] = "red"
    assert not validator.is_valid(data)
    field_without_borders = json.loads(json.dumps(sets["base"]))
    del field_without_borders["tiles"][0]["features"][-1]["borders"]
    assert not validator.is_valid(field_without_borders)


# --------------------------------------------------------------------------- base


def test_base_counts(sets):
    base = sets["base"]
    assert base["set"] == "base"
    assert base["start_tile"] == "BASE-D"
    tiles = base["tiles"]
    assert len(tiles) == 24
    assert sum(t["count"] for t in tiles) == 72
    expected = dict(
        A=2, B=4, C=1, D=4, E=5, F=2, G=1, H=3, I=2, J=3, K=3, L=3,
        M=2, N=3, O=2, P=3, Q=1, R=3, S=2, T=1, U=8, V=9, W=4, X=1,
    )
    assert {t["id"]: t["count"] for t in tiles} == {f"BASE-{k}": v for k, v in expected.items()}
    assert base["start_tile"] in {t["id"] for t in tiles}


def test_base_pennants_and_cloisters(sets):
    tiles = sets["base"]["tiles"]
    pennants = sum(
        t["count"] * f.get("pennants", 0) for t in tiles for f in _features(t, "city")
    )
    assert pennants == 10
    cloisters = sum(t["count"] * len(_features(t, "cloister")) for t in tiles)
    assert cloisters == 6


def test_base_edge_totals(sets):
    assert _weighted_edges(sets["base"]) == Counter({"F": 115, "R": 94, "C": 79})


def test_base_has_no_inner_fields(sets):
    assert _inner_field_tiles(sets["base"]) == []


# --------------------------------------------------------------------------- T&B


def test_traders_and_builders_counts_and_goods(sets):
    tiles = sets["traders_and_builders"]["tiles"]
    assert [t["id"] for t in tiles] == [f"TB-{i:02d}" for i in range(1, 25)]
    assert all(t["count"] == 1 for t in tiles)
    goods = Counter(
        f["goods"] for t in tiles for f in _features(t, "city") if "goods" in f
    )
    assert goods == Counter({"wine": 9, "wheat": 6, "cloth": 5})
    # at most one goods symbol per tile
    assert all(sum("goods" in f for f in t["features"]) <= 1 for t in tiles)
    assert not any("pennants" in f for t in tiles for f in t["features"])


def test_traders_and_builders_edges_and_inner_fields(sets):
    data = sets["traders_and_builders"]
    assert _weighted_edges(data) == Counter({"C": 52, "R": 25, "F": 19})
    assert _inner_field_tiles(data) == ["TB-06", "TB-07", "TB-08", "TB-09"]


# --------------------------------------------------------------------------- Gold Mines


def test_gold_mines(sets):
    data = sets["gold_mines"]
    tiles = data["tiles"]
    assert [t["id"] for t in tiles] == [f"GM-{i:02d}" for i in range(1, 9)]
    assert all(t["count"] == 1 for t in tiles)
    assert all(t.get("gold") is True for t in tiles)
    assert sum(len(_features(t, "cloister")) for t in tiles) == 4
    assert _weighted_edges(data) == Counter({"R": 20, "C": 8, "F": 4})
    assert "start_tile" not in data


# --------------------------------------------------------------------------- every tile


@pytest.mark.parametrize("tile", list(_all_tiles()))
def test_partition_invariant(tile):
    places_of = {kind: Counter() for kind in ("city", "road", "field")}
    centre_uses = 0
    for f in tile["features"]:
        for p in f["places"]:
            if p == "C":
                centre_uses += 1
            elif f["kind"] in places_of:
                places_of[f["kind"]][p] += 1
    all_places = Counter()
    for f in tile["features"]:
        all_places.update(p for p in f["places"] if p != "C")

    assert centre_uses <= 1, "'C' used more than once"
    assert len(tile["edges"]) == 4
    for edge, kind in zip(EDGES, tile["edges"]):
        h1, h2 = HALVES[edge]
        if kind == "C":
            assert places_of["city"][edge] == 1, f"city edge {edge}"
            assert all_places[edge] == 1, f"city edge {edge} used outside its city"
            assert all_places[h1] == 0 and all_places[h2] == 0, f"halves of city edge {edge}"
        elif kind == "R":
            assert places_of["road"][edge] == 1, f"road edge {edge}"
            assert all_places[edge] == 1, f"road edge {edge} used outside its road"
            assert places_of["field"][h1] == 1 and places_of["field"][h2] == 1
            assert all_places[h1] == 1 and all_places[h2] == 1
        else:
            assert kind == "F"
            assert all_places[edge] == 0, f"field edge {edge} used as a place"
            assert places_of["field"][h1] == 1 and places_of["field"][h2] == 1
            assert all_places[h1] == 1 and all_places[h2] == 1

    # cities and roads use whole edges only, fields use half-edges or the centre only
    halves = {h for pair in HALVES.values() for h in pair}
    for f in tile["features"]:
        if f["kind"] in ("city", "road"):
            assert set(f["places"]) <= set(EDGES), f["id"]
        elif f["kind"] == "field":
            assert set(f["places"]) <= halves | {"C"}, f["id"]
            if "C" in f["places"]:
                assert f["places"] == ["C"], "an inner field touches no edge"
        elif f["kind"] == "cloister":
            assert f["places"] == ["C"]


@pytest.mark.parametrize("tile", list(_all_tiles()))
def test_feature_ids_and_borders(tile):
    ids = [f["id"] for f in tile["features"]]
    assert len(ids) == len(set(ids)), "feature ids must be unique per tile"
    prefix = {"city": "c", "road": "r", "field": "f", "cloister": "m"}
    for f in tile["features"]:
        if f["kind"] in prefix:
            assert f["id"].startswith(prefix[f["kind"]]) and f["id"][1:].isdigit(), f["id"]
    cities = {f["id"] for f in _features(tile, "city")}
    for f in _features(tile, "field"):
        assert "borders" in f
        assert set(f["borders"]) <= cities, f"{f['id']} borders a non-city"


def test_tile_ids_unique_across_sets(sets):
    ids = Counter(t["id"] for data in sets.values() for t in data["tiles"])
    assert [i for i, n in ids.items() if n > 1] == []
    assert sum(ids.values()) == 24 + 24 + 8

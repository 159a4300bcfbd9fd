"""The Discovery's tile data: the reconstructed box (spec/tiles/discovery.json)
and the scenario fixtures (spec/tiles/discovery-fixtures.json).

Every constraint that spec/discovery.md ("Reconstruction of the tile set")
says the reconstruction meets is checked here from the data: the copy counts
of the source's tile list by design number, 84 tiles, a start tile of its own
design, whole-edge areas of the right terrain, port cities only between land
and sea areas that touch, each mountain's ``meadows`` exactly the meadows it
touches, every design distinct under rotation, the totals the spec states, and
that random games rarely meet a tile that fits nowhere.  Touching is
recomputed here from the geometry the spec describes (areas meet at the corner
between two consecutive edges; an inner area touches every area of its tile),
independently of the engine.
"""
from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from _support import REPO
from jsonschema import Draft202012Validator

from reference_engine.games.discovery.tiles import check_tile, discovery_catalogue, discovery_tile_types
from reference_engine.kernel.board import Board
from rulebook.boxes import standard_game
from rulebook_protocol.errors import DataError

SCHEMA = json.loads((REPO / "schemas" / "v1" / "tileset.schema.json").read_text(encoding="utf-8"))
BOX = json.loads((REPO / "spec" / "tiles" / "discovery.json").read_text(encoding="utf-8"))
FIXTURES = json.loads((REPO / "spec" / "tiles" / "discovery-fixtures.json").read_text(encoding="utf-8"))
SPEC = (REPO / "spec" / "discovery.md").read_text(encoding="utf-8")
EDGES = ("N", "E", "S", "W")
KIND = {"G": "meadow", "M": "mountain", "S": "sea"}
#: The source's tile list (inventory DI-R-TILES-2): design numbers with 2 and 3 copies.
TWO_COPIES = {2, 3, 9, 13, 14, 20, 21, 36, 41, 42, 57, 59, 60}
THREE_COPIES = {15, 19}


def touching(tile: dict) -> set[frozenset[str]]:
    """Pairs of feature ids that touch on the tile (spec geometry)."""
    owner = {p: f["id"] for f in tile["features"] for p in f["places"]}
    pairs = set()
    for i, edge in enumerate(EDGES):
        a, b = owner[edge], owner[EDGES[(i + 1) % 4]]
        if a != b:
            pairs.add(frozenset((a, b)))
    inner = [f["id"] for f in tile["features"] if f["places"] == ["C"]]
    for c in inner:
        for f in tile["features"]:
            if f["id"] != c:
                pairs.add(frozenset((c, f["id"])))
    return pairs


def signature(tile: dict, rotation: int) -> tuple:
    """What makes a design a design, at a rotation (feature ids ignored)."""
    steps = rotation // 90
    turn = {e: EDGES[(i + steps) % 4] for i, e in enumerate(EDGES)}
    turn["C"] = "C"
    kinds = {f["id"]: f["kind"] for f in tile["features"]}
    places = {f["id"]: tuple(sorted(turn[p] for p in f["places"])) for f in tile["features"]}
    areas = tuple(sorted((kinds[i], places[i]) for i in kinds))
    cities = tuple(sorted((places[c["land"]], places[c["sea"]]) for c in tile.get("port_cities", ())))
    meadows = tuple(sorted((places[f["id"]], tuple(sorted(places[m] for m in f.get("meadows", ()))))
                           for f in tile["features"] if f["kind"] == "mountain"))
    return areas, cities, meadows


def by_id(doc: dict) -> dict[str, dict]:
    return {t["id"]: t for t in doc["tiles"]}


# ---------------------------------------------------------------- both sets
@pytest.mark.parametrize("doc", [BOX, FIXTURES], ids=["box", "fixtures"])
def test_set_validates_against_the_tileset_schema(doc):
    errors = [f"{list(e.absolute_path)}: {e.message}" for e in Draft202012Validator(SCHEMA).iter_errors(doc)]
    assert errors == []


@pytest.mark.parametrize("tile", BOX["tiles"] + FIXTURES["tiles"], ids=lambda t: t["id"])
def test_every_tile_is_a_consistent_discovery_tile(tile):
    check_tile(tile, "test")  # raises DataError
    covered = Counter(p for f in tile["features"] for p in f["places"])
    for edge, letter in zip(EDGES, tile["edges"]):
        assert covered[edge] == 1
        assert next(f["kind"] for f in tile["features"] if edge in f["places"]) == KIND[letter]
    pairs = touching(tile)
    kinds = {f["id"]: f["kind"] for f in tile["features"]}
    for city in tile.get("port_cities", ()):
        assert kinds[city["land"]] in ("meadow", "mountain") and kinds[city["sea"]] == "sea"
        assert frozenset((city["land"], city["sea"])) in pairs, f"port city {city} between areas that do not touch"
    for f in tile["features"]:
        if f["kind"] == "mountain":
            touched = {m for m in kinds if kinds[m] == "meadow" and frozenset((f["id"], m)) in pairs}
            assert set(f.get("meadows", ())) == touched, f"{f['id']}.meadows should be {sorted(touched)}"


def test_fixture_ids_do_not_clash_with_the_box():
    assert not set(by_id(BOX)) & set(by_id(FIXTURES))
    assert all(t["id"].startswith("DFX-") for t in FIXTURES["tiles"])
    assert "start_tile" not in FIXTURES


# ---------------------------------------------------------- reconstruction
def test_box_is_marked_as_a_reconstruction():
    assert "RECONSTRUCTION" in BOX["source"] and "not a transcription" in BOX["source"]
    assert "Reconstruction" in SPEC and "## Reconstruction of the tile set" in SPEC


def test_box_counts_follow_the_source_tile_list():
    tiles = by_id(BOX)
    assert BOX["start_tile"] == "DIS-START" and tiles["DIS-START"]["count"] == 1
    assert sorted(tiles) == sorted([f"DIS-{n:02d}" for n in range(1, 67)] + ["DIS-START"])
    for n in range(1, 67):
        want = 3 if n in THREE_COPIES else 2 if n in TWO_COPIES else 1
        assert tiles[f"DIS-{n:02d}"]["count"] == want, n
    assert sum(t["count"] for t in BOX["tiles"]) == 84
    assert "missing" in tiles["DIS-24"]["note"]


def test_every_design_is_distinct_under_rotation():
    seen: dict[tuple, str] = {}
    for tile in BOX["tiles"]:
        forms = {signature(tile, r) for r in (0, 90, 180, 270)}
        for form in forms:
            assert form not in seen, f"{tile['id']} is {seen[form]} turned"
        for form in forms:
            seen[form] = tile["id"]


def test_totals_stated_in_the_spec():
    edges, cities = Counter(), 0
    for t in BOX["tiles"]:
        for letter in t["edges"]:
            edges[letter] += t["count"]
        cities += t["count"] * len(t.get("port_cities", ()))
    assert (edges["S"], edges["G"], edges["M"], cities) == (122, 120, 94, 49)
    assert "122 sea, 120 meadow, 94 mountain; 49 port cities" in " ".join(SPEC.split())


def test_the_engine_loads_the_box_and_refuses_bad_data():
    catalogue = discovery_catalogue()
    assert {t.id for t in catalogue} == set(by_id(BOX))
    bad = json.loads(json.dumps(by_id(FIXTURES)["DFX-MSG"]))
    bad["features"][0]["kind"] = "meadow"  # the sea on N becomes a meadow on an S edge
    with pytest.raises(DataError, match="edge N is sea"):
        discovery_tile_types([bad], where="test")
    bad = json.loads(json.dumps(by_id(FIXTURES)["DFX-MSG"]))
    bad["port_cities"] = [{"land": "g1", "sea": "m1"}]
    with pytest.raises(DataError, match="port city"):
        discovery_tile_types([bad], where="test")
    bad = json.loads(json.dumps(by_id(FIXTURES)["DFX-MSG"]))
    bad["features"][1]["meadows"] = ["s1"]
    with pytest.raises(DataError, match="meadows"):
        discovery_tile_types([bad], where="test")


def test_standard_box_deals_the_83_tiles_other_than_the_start_tile():
    setup = standard_game("discovery", 5, 3)
    want = Counter({t["id"]: t["count"] - (t["id"] == "DIS-START") for t in BOX["tiles"]})
    assert Counter(setup["draw"]["tiles"]) == +want
    assert len(setup["draw"]["tiles"]) == 83
    assert setup["draw"]["tiles"] != standard_game("discovery", 6, 3)["draw"]["tiles"]


def test_random_games_rarely_meet_a_tile_that_fits_nowhere():
    """Placement alone (no followers): 100 shuffles, random legal placements."""
    catalogue = discovery_catalogue()
    start = catalogue["DIS-START"]
    deck = [t for t in catalogue for _ in range(t.count - (t.id == "DIS-START"))]
    discards = []
    for seed in range(100):
        rng = random.Random(seed)
        order = list(deck)
        rng.shuffle(order)
        board = Board()
        board.place(start, 0, 0, 0)
        n = 0
        for tile in order:
            spots = board.placements(tile)
            if not spots:
                n += 1
                continue
            board.place(tile, *rng.choice(sorted(spots)))
        discards.append(n)
    assert sum(discards) / len(discards) < 0.2, discards
    assert max(discards) <= 3

"""The Gold Rush tile data meets every known constraint (spec/gold-rush.md,
section "Reconstruction of the tile set").

Every number is computed from ``spec/tiles/gold_rush.json`` (and the fixture
set) and compared with the published tile list (GR-R-TILES-1..4), the start
tile rule (GR-R-SETUP-1), the city rule (GR-R-CITY-1) and the token count
(GR-R-COMP-7).  The engine's own loader and the shared tile-set schema must
accept both files.
"""
from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from _support import REPO
from jsonschema import Draft202012Validator

from reference_engine.games.gold_rush import rules as R
from reference_engine.games.gold_rush.position import check_gold_rush_tiles
from reference_engine.kernel.tiles import load_tile_set

SET_PATH = REPO / "spec" / "tiles" / "gold_rush.json"
FIXTURES_PATH = REPO / "spec" / "tiles" / "gold_rush-fixtures.json"
SCHEMA = json.loads((REPO / "schemas" / "v1" / "tileset.schema.json").read_text(encoding="utf-8"))
DATA = json.loads(SET_PATH.read_text(encoding="utf-8"))
TILES = DATA["tiles"]

#: The published tile list (GR-R-TILES-1..3), as printed: 73 copies.
LISTED = {"01": 7, "08": 4, "12": 5, "17": 4, "26": 6, "27": 4, "31": 2, "33": 5, "38": 1, "39": 3, "42": 3,
          "45": 2, "47": 5, "52": 2, "54": 2, "56": 5, "61": 2, "64": 3, "66": 4, "69": 1, "70": 1, "71": 1,
          "72": 1}
#: Designs whose copies differ only in tipi camps and wild-horse herds (GR-R-TILES-1).
VARIANT_DESIGNS = ("01", "12", "26", "47")


def design(tile_id: str) -> str:
    """``GR-01A`` → ``01``."""
    return tile_id.split("-", 1)[1][:2]


def features(tile: dict, kind: str) -> list[dict]:
    return [f for f in tile["features"] if f["kind"] == kind]


def copies_by_design(tiles: list[dict]) -> Counter:
    count: Counter = Counter()
    for t in tiles:
        count[design(t["id"])] += t["count"]
    return count


def test_both_files_validate_and_load():
    validator = Draft202012Validator(SCHEMA)
    for path in (SET_PATH, FIXTURES_PATH):
        document = json.loads(path.read_text(encoding="utf-8"))
        assert [e.message for e in validator.iter_errors(document)] == [], path
        _, types = load_tile_set(path)
        check_gold_rush_tiles(types, str(path))
        assert len(types) == len(document["tiles"])


def test_marked_as_a_reconstruction():
    assert "RECONSTRUCTION" in DATA["source"]
    spec = (REPO / "spec" / "gold-rush.md").read_text(encoding="utf-8")
    assert "## Reconstruction of the tile set" in spec


def test_72_tiles_from_the_listed_designs_with_one_surplus_copy_removed():
    """GR-R-COMP-1, GR-R-TILES-1..3 and interpretation tiles.surplus_design (default 66)."""
    assert sum(t["count"] for t in TILES) == 72
    counts = copies_by_design(TILES)
    assert set(counts) == set(LISTED)
    assert sum(LISTED.values()) == 73
    diff = {d: LISTED[d] - counts[d] for d in LISTED if LISTED[d] != counts[d]}
    assert diff == {R.INTERPRETATIONS["tiles.surplus_design"][0]: 1}


@pytest.mark.parametrize("surplus", R.INTERPRETATIONS["tiles.surplus_design"])
def test_every_surplus_reading_gives_a_box_of_72(surplus):
    box = dict(LISTED)
    box[surplus] -= 1
    assert sum(box.values()) == 72 and box[surplus] >= 1


def test_start_tile_is_design_33_with_a_one_nugget_mountain():
    """GR-R-SETUP-1, GR-R-TILES-2."""
    assert DATA["start_tile"] == "GR-33"
    start = next(t for t in TILES if t["id"] == "GR-33")
    assert start["count"] == LISTED["33"]
    assert [f.get("nuggets", 0) for f in features(start, "mountain")] == [1]


def test_every_mountain_segment_shows_one_to_three_nuggets():
    """Facts §2.4: every mountain segment shows 1 to 3 nugget symbols."""
    for t in TILES:
        for m in features(t, "mountain"):
            assert 1 <= m.get("nuggets", 0) <= 3, (t["id"], m)


def test_the_box_holds_the_two_nugget_single_mountain_of_gr_ex_05():
    """GR-EX-05/06 (L77): the tile just placed has one mountain with two
    nugget symbols; such a tile must be in the box (design 70)."""
    singles = {t["id"] for t in TILES
               if [m.get("nuggets") for m in features(t, "mountain")] == [2]}
    assert singles == {"GR-70"}


def test_nugget_symbols_never_exceed_the_tokens():
    """Our hypothesis, not the source's (spec/gold-rush.md, GR-R-SETUP-3):
    the drawing keeps 63 symbols for 63 tokens.  Only "at most 63" is a
    constraint the facts state (facts §5); the equality is a drawing choice."""
    total = sum(t["count"] * sum(m["nuggets"] for m in features(t, "mountain")) for t in TILES)
    assert total <= sum(R.BOX_TOKENS.values()) == 63
    assert total == 63, "the drawing's choice: change spec/gold-rush.md with it"


def test_nugget_symbols_per_count_value():
    """The drawing has mountain segments of 1, 2 and 3 symbols (the 2 is the
    one GR-EX-05 shows)."""
    values = {m["nuggets"] for t in TILES for m in features(t, "mountain")}
    assert values == {1, 2, 3}


def test_token_box():
    """GR-R-TILES-4: 10 × 1, 30 × 2, 10 × 3, 3 × 5, 10 × gravel, worth 115 in all."""
    assert R.BOX_TOKENS == {"1": 10, "2": 30, "3": 10, "5": 3, "gravel": 10}
    assert sum(R.TOKEN_VALUE[t] * n for t, n in R.BOX_TOKENS.items()) == 115


def test_cities_have_three_or_four_railroads_and_no_mountain():
    """GR-R-CITY-1 and facts §2.4."""
    cities = [t for t in TILES if features(t, "city")]
    assert {design(t["id"]) for t in cities} == {"38", "39", "71"}
    for t in cities:
        (city,) = features(t, "city")
        rails = {f["id"]: f for f in features(t, "railroad")}
        assert 3 <= len(city["railroads"]) <= 4
        assert set(city["railroads"]) == set(rails)
        assert all(len(rails[r]["places"]) == 1 for r in city["railroads"]), "railroads end in the city"
        assert not features(t, "mountain")
        assert t["edges"].count("R") == len(city["railroads"]) and "M" not in t["edges"]


def test_some_railroads_carry_a_locomotive():
    with_loco = {design(t["id"]) for t in TILES for f in features(t, "railroad") if f.get("locomotives")}
    assert with_loco == {"08", "17", "71"}


def test_variant_designs_differ_only_in_tipis_and_horses():
    """GR-R-TILES-1: the copies of 01, 12, 26, 47 share edges and features."""
    def shape(t):
        return t["edges"], [(f["id"], f["kind"], tuple(f["places"]), f.get("nuggets"), f.get("locomotives"))
                            for f in t["features"]]

    def symbols(t):
        return tuple((f.get("tipis", 0), f.get("horses", 0)) for f in t["features"])

    for d in VARIANT_DESIGNS:
        group = [t for t in TILES if design(t["id"]) == d]
        assert len(group) >= 2, d
        assert len({json.dumps(shape(t)) for t in group}) == 1, d
        assert len({symbols(t) for t in group}) == len(group), f"design {d}: two copies with the same symbols"
        assert all(any(s != (0, 0) for s in symbols(t)) for t in group)


def test_prairies_hold_tipis_and_horses_somewhere():
    tipis = sum(t["count"] * sum(f.get("tipis", 0) for f in features(t, "prairie")) for t in TILES)
    horses = sum(t["count"] * sum(f.get("horses", 0) for f in features(t, "prairie")) for t in TILES)
    assert tipis > 0 and horses > 0


def test_fixture_ids_do_not_clash_with_the_set():
    fixtures = json.loads(FIXTURES_PATH.read_text(encoding="utf-8"))["tiles"]
    assert all(f["id"].startswith("GRF-") for f in fixtures)
    assert not {f["id"] for f in fixtures} & {t["id"] for t in TILES}


def test_shuffled_boxes_rarely_discard():
    """A sanity check of the drawings: random games with the whole box place
    (almost) every tile, so the edge alphabet is consistent."""
    from reference_engine.games.gold_rush import new_game

    deck = [t["id"] for t in TILES for _ in range(t["count"] - (t["id"] == "GR-33"))]
    discarded = 0
    for seed in range(5):
        rng = random.Random(seed)
        rng.shuffle(deck)
        game, _ = new_game({"players": ["red", "blue"], "draw": {"tiles": list(deck)}})
        while not game.finished:
            game.apply(rng.choice(game.legal_moves()))
        discarded += len(game.discarded)
    assert discarded <= 5

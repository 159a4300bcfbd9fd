"""The Oregon board data (spec/boards/, schemas/v1/board.schema.json,
spec/oregon.md §Reconstruction) and the board loader.

The default board is a reconstruction: these tests check it against every
constraint the sources *do* give (research notes §2, §3, §8) and against the
numbers spec/oregon.md states, so that a change to the file that breaks one of
them fails here.  The loader tests feed broken boards and check each is
refused with the specific problem.
"""
from __future__ import annotations

import copy
import json
from collections import Counter

import pytest
from _support import REPO

from reference_engine.games.oregon import rules as R
from reference_engine.games.oregon.board import BoardError, UnknownBoard, board_from_json, board_ids, named_board
from rulebook_protocol.schemas import first_error

DEFAULT = json.loads((REPO / "spec" / "boards" / "oregon-default.json").read_text(encoding="utf-8"))


def components(spaces: set[tuple[int, int]]) -> list[set[tuple[int, int]]]:
    """Orthogonally connected parts of a set of (col, row) spaces."""
    left, parts = set(spaces), []
    while left:
        stack = [left.pop()]
        part = set(stack)
        while stack:
            c, r = stack.pop()
            for n in ((c + 1, r), (c - 1, r), (c, r + 1), (c, r - 1)):
                if n in left:
                    left.remove(n)
                    part.add(n)
                    stack.append(n)
        parts.append(part)
    return parts


def spaces_of(terrain: str) -> set[tuple[int, int]]:
    letter = {v: k for k, v in DEFAULT["legend"].items()}[terrain]
    return {(c, r) for r, line in enumerate(DEFAULT["terrain"]) for c, ch in enumerate(line) if ch == letter}


# ------------------------------------------------------------ the data file
def test_every_board_file_validates_and_is_named_after_its_id():
    assert "oregon-default" in board_ids()
    for board_id in board_ids():
        data = json.loads((REPO / "spec" / "boards" / f"{board_id}.json").read_text(encoding="utf-8"))
        assert first_error("board", data) is None
        assert data["id"] == board_id


def test_default_board_is_marked_a_reconstruction():
    assert DEFAULT["provenance"] == "reconstruction"
    assert "RECONSTRUCTION" in DEFAULT["description"]


def test_default_board_geometry_is_15_by_10_in_5_by_5_bands():
    board = named_board("oregon-default")
    assert (board.width, board.height) == (15, 10)
    assert (DEFAULT["band_width"], DEFAULT["band_height"]) == (3, 2)
    assert sorted(DEFAULT["column_bands"]) == sorted(R.SYMBOLS) == sorted(DEFAULT["row_bands"])
    areas = Counter((board.row_symbol[i // 15], board.col_symbol[i % 15]) for i in range(150))
    assert len(areas) == 25 and set(areas.values()) == {6}


def test_default_board_terrain_counts_match_the_spec():
    counts = Counter(DEFAULT["legend"][ch] for line in DEFAULT["terrain"] for ch in line)
    assert counts == {"meadow": 54, "forest": 40, "mountain": 24, "railway": 22, "water": 10}


def test_two_lakes_of_five_spaces():
    lakes = components(spaces_of("water"))
    assert sorted(len(lake) for lake in lakes) == [5, 5]


def test_one_y_shaped_railway():
    rail = spaces_of("railway")
    assert len(components(rail)) == 1
    degree = {s: sum((s[0] + dc, s[1] + dr) in rail for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1))) for s in rail}
    ends = [s for s, d in degree.items() if d == 1]
    assert len(ends) == 3, f"a Y has three ends, this railway has {ends}"
    assert sorted(ends) == [(3, 0), (7, 9), (11, 0)]


def test_every_area_has_a_space_for_a_farmer():
    board = named_board("oregon-default")
    free = Counter((board.row_symbol[i // 15], board.col_symbol[i % 15]) for i in range(150) if i not in board.water)
    assert len(free) == 25 and min(free.values()) >= 1


def test_every_building_has_room_for_its_four_tiles_and_start_tile():
    board = named_board("oregon-default")
    for building in R.BUILDINGS:
        assert len(board.building_spaces[building]) >= 5, building
    assert len(board.building_spaces["harbour"]) == 15
    for symbol in R.SYMBOLS:
        assert board.building_spaces["harbour"] & board.band_spaces[symbol], f"no harbour space from {symbol}"


def test_which_buildings_each_terrain_takes():
    assert {t: sorted(b) for t, b in DEFAULT["buildings"].items()} == {
        "meadow": ["church", "harbour", "post_office"], "forest": ["store"],
        "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}


def test_band_spaces_hold_54_spaces_per_symbol():
    board = named_board("oregon-default")
    assert {len(board.band_spaces[s]) for s in R.SYMBOLS} == {54}


def test_adjacency_counts_corners_edges_and_middle():
    board = named_board("oregon-default")
    assert len(board.adjacent[board.index(0, 0)]) == 3
    assert len(board.adjacent[board.index(7, 0)]) == 5
    assert len(board.adjacent[board.index(7, 5)]) == 8
    assert len(board.orthogonal[board.index(14, 9)]) == 2
    assert board.index(15, 0) is None and board.index(0, 10) is None


# ------------------------------------------------------------- the loader
def broken(**changes):
    data = copy.deepcopy(DEFAULT)
    data.update(changes)
    return data


@pytest.mark.parametrize("data, message", [
    (broken(terrain=DEFAULT["terrain"][:9]), "need 10 terrain rows"),
    (broken(terrain=DEFAULT["terrain"][:9] + ["GGG"]), "has 3 spaces"),
    (broken(terrain=DEFAULT["terrain"][:9] + ["GGGGGGGGGGGGGGX"]), '"X"'),
    (broken(buildings={**DEFAULT["buildings"], "water": ["harbour"]}), "water takes no building"),
    (broken(band_width=4), "at most 15 x 10"),
    (broken(column_bands=["eagle", "eagle"]), "board invalid"),
    (broken(provenance="guess"), "board invalid"),
])
def test_broken_boards_are_refused_with_the_problem(data, message):
    with pytest.raises(BoardError, match=message):
        board_from_json(data)


def test_an_unknown_board_id_is_unknown():
    with pytest.raises(UnknownBoard):
        named_board("oregon-printed")


def test_a_small_board_loads_with_its_bands():
    board = board_from_json({"id": "tiny", "provenance": "scenario", "band_width": 2, "band_height": 1,
                             "column_bands": ["eagle", "wagon"], "row_bands": ["campfire"],
                             "legend": {"G": "meadow", "W": "water"}, "terrain": ["GWGG"],
                             "buildings": {"meadow": ["harbour"]}})
    assert (board.width, board.height) == (4, 1)
    assert board.col_symbol == ("eagle", "eagle", "wagon", "wagon")
    assert board.building_spaces["harbour"] == {0, 2}
    assert board.building_spaces["church"] == frozenset()
    assert board.rows_of("eagle") == () and list(board.rows_of("joker")) == [0]

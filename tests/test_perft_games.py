"""The perft cases of gold_rush, discovery and oregon (``features/perft/<game>/``) are right.

Their counts come from the reference engine; here an **independent brute-force count**,
written from the rules and the data alone (spec/tiles/*.json, spec/boards/*.json,
spec/gold-rush.md GR-R-PLACE-1..3, spec/discovery.md DI-R-PLACE-1..3, spec/oregon.md
OR-R-SETUP-9, OR-R-FIRST-1/2, OR-R-BUILD-5/6), confirms them, per first move:

- tile games, ``place_tile``: every empty cell of the bounding box plus one that touches a
  tile, in 4 rotations, every touching edge showing the same terrain letter;
- oregon, the first round: red's start tile on every space whose terrain takes it (a harbour
  also needs water among its 8 neighbours), then blue's on every other such empty space.
"""
from __future__ import annotations

import json
from typing import Any

import pytest
from _support import REPO
from test_perft import placements as base_placements

from rulebook.perft import load_cases, move_key

CASES = load_cases(REPO / "features" / "perft")


def tile_data(game: str) -> tuple[dict[str, dict[str, Any]], str]:
    data = json.loads((REPO / "spec" / "tiles" / f"{game}.json").read_text(encoding="utf-8"))
    return {t["id"]: t for t in data["tiles"]}, data["start_tile"]


def placements(tiles: dict, board: dict[tuple[int, int], tuple[str, int]], tile: str) -> list[dict[str, Any]]:
    """The brute-force placement count of tests/test_perft.py, on this game's tile table."""
    return [{"type": "place_tile", "x": x, "y": y, "rotation": r} for x, y, r in base_placements(board, tile, tiles)]


def tile_game_divide(case) -> dict[str, int]:
    """Depth 1 from a ``place_tile`` decision of gold_rush or discovery."""
    tiles, start = tile_data(case.game)
    request = case.setup.request()
    if case.setup.cmd == "new_game":
        board = {(0, 0): (start, 0)}
        pile = list(request["draw"]["tiles"])
        hand = None
        while pile and hand is None:  # a first tile that fits nowhere is removed (GR-R-PLACE-4, DI-R-PLACE-4)
            candidate = pile.pop(0)
            hand = candidate if placements(tiles, board, candidate) else None
    else:
        position = request["position"]
        tiles.update({t["id"]: t for t in position.get("tiles", [])})
        board = {(b["x"], b["y"]): (b["tile"], b["rotation"]) for b in position["board"]}
        assert position["turn"]["phase"] == "place_tile"
        hand = position["turn"]["tile"]
    return {move_key(m): 1 for m in placements(tiles, board, hand)}


def oregon_divide(case) -> dict[str, int]:
    """Depth 1 or 2 from the start of an oregon game: the first round's start tiles."""
    request = case.setup.request()
    board = json.loads((REPO / "spec" / "boards" / "oregon-default.json").read_text(encoding="utf-8"))
    terrain = [[board["legend"][c] for c in row] for row in board["terrain"]]
    takes = board["buildings"]
    rows, cols = len(terrain), len(terrain[0])
    first, second = request["draw"]["tiles"][:2]  # OR-R-SETUP-9: in seating order

    def spaces(building: str, taken: set[tuple[int, int]]) -> list[tuple[int, int]]:
        found = []
        for row in range(rows):
            for col in range(cols):
                if (col, row) in taken or building not in takes[terrain[row][col]]:
                    continue
                if building == "harbour" and not any(
                        0 <= row + dr < rows and 0 <= col + dc < cols and terrain[row + dr][col + dc] == "water"
                        for dr in (-1, 0, 1) for dc in (-1, 0, 1) if (dr, dc) != (0, 0)):
                    continue
                found.append((col, row))
        return found

    divide = {}
    for col, row in spaces(first, set()):
        move = {"type": "place_start_tile", "col": col, "row": row}
        divide[move_key(move)] = 1 if case.depth == 1 else len(spaces(second, {(col, row)}))
    return divide


BRUTE = {"gold_rush": tile_game_divide, "discovery": tile_game_divide, "oregon": oregon_divide}


def test_every_game_has_perft_cases():
    assert {c.game for c in CASES} >= {"carcassonne", "gold_rush", "discovery", "oregon"}


@pytest.mark.parametrize("case", [c for c in CASES if c.game in BRUTE], ids=lambda c: c.id)
def test_the_brute_force_count_confirms_the_case(case):
    divide = BRUTE[case.game](case)
    assert divide == {move_key(r["move"]): r["nodes"] for r in case.divide}
    assert sum(divide.values()) == case.nodes


def test_the_brute_force_can_fail():
    """A wrong count is noticed: drop one rotation and the start case no longer matches."""
    case = next(c for c in CASES if c.game == "gold_rush" and c.setup.cmd == "new_game")
    divide = tile_game_divide(case)
    divide.pop(next(iter(divide)))
    assert sum(divide.values()) != case.nodes

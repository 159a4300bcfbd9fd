"""The board's listing of placements (reference_engine/kernel/board.py) has no
temporal coupling: what ``tile_moves`` and ``can_place_somewhere`` answer for
a tile does not depend on what was asked before, nor on a listing made before
the board changed; every ``tile_moves`` call gives a new sequence."""
from __future__ import annotations

import random
from itertools import accumulate

import pytest

import reference_engine as engine
from reference_engine.kernel.board import Board, _fit_table
from reference_engine.kernel.tiles import TileType


def _fresh(board: Board, tile: TileType) -> list[dict[str, object]]:
    """The moves of ``tile`` worked out from the board's frontier, with no memo."""
    table = _fit_table(tile)
    counts = list(accumulate(table.counts[k] for k in board.open_keys))
    assert len(counts) == len(board.open_cells)
    return [{"type": "place_tile", "x": x, "y": y, "rotation": r}
            for (x, y), key in zip(board.open_cells, board.open_keys)
            for r in (0, 90, 180, 270) if table[key] >> (r // 90) & 1]


@pytest.mark.parametrize("game_id", ["carcassonne", "gold_rush", "discovery"])
def test_answers_do_not_depend_on_what_was_asked_before(game_id: str) -> None:
    rng = random.Random(game_id)
    game, _ = engine.new_game(game_id, ["a", "b"], seed=3)
    board: Board = game.board  # type: ignore[attr-defined]  # a tile-laying game's board
    types = list(engine.tile_catalogue(game).values())
    for _ in range(25):
        for tile in rng.sample(types, 6):
            first = board.tile_moves(tile)
            assert list(first) == _fresh(board, tile)
            other = rng.choice(types)
            assert board.can_place_somewhere(other) == bool(_fresh(board, other))
            again = board.tile_moves(tile)
            assert again is not first and again == first == _fresh(board, tile)
            assert board.can_place_somewhere(tile) == bool(first)
        moves = game.legal_moves()
        if not moves:
            break
        board.tile_moves(types[0])
        game.apply(moves[rng.randrange(len(moves))])
        assert list(board.tile_moves(types[0])) == _fresh(board, types[0])  # not the listing made before the move


def test_a_tile_that_fits_no_open_cell() -> None:
    """Open cells, none of which the tile fits: not placeable, no moves."""
    game, _ = engine.new_game("carcassonne", ["a", "b"], seed=1)
    board: Board = game.board  # type: ignore[attr-defined]
    catalogue = engine.tile_catalogue(game)
    start = catalogue["BASE-D"]
    odd = TileType(id="ODD", count=1, edges="PPPP",  # prairie edges: no Carcassonne tile shows one
                   features=({"id": "p", "kind": "prairie", "places": ["C"]},))
    only = Board()
    only.place(start, 0, 0, 0)
    assert only.open_cells and not _fresh(only, odd)
    assert not only.can_place_somewhere(odd)
    assert len(only.tile_moves(odd)) == 0 and not only.tile_moves(odd)
    assert only.can_place_somewhere(start) and len(only.tile_moves(start)) == len(_fresh(only, start)) > 0
    assert board.can_place_somewhere(start)

"""Legal tile placement and laying a position's board — the same for every
tile-laying game; each game passes the ids of its own rules.

:func:`check_placement` validates a ``place_tile`` move (raising
:class:`~rulebook_protocol.errors.IllegalMove` with the game's rule id);
:func:`lay_board` rebuilds the board of a position from ``(0, 0)`` outward,
checking every edge (raising :class:`~rulebook_protocol.errors.InvalidPosition`).
"""
from __future__ import annotations

from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rulebook_protocol.errors import IllegalMove, InvalidPosition
from rulebook_protocol.geometry import ROTATIONS

from .board import Board
from .tiles import TileCatalogue, TileType


@dataclass(frozen=True)
class PlacementRules:
    """The rule ids a game cites for each placement requirement."""

    start: str       #: the start tile lies at (0, 0)
    empty_cell: str  #: a tile goes into an empty cell
    adjacent: str    #: it shares an edge with a placed tile
    edges_match: str  #: every shared edge matches
    rotation: str    #: rotation is a multiple of 90 degrees


def check_placement(board: Board, tile: TileType, x: int, y: int, rotation: int, rules: PlacementRules) -> None:
    """Raise :class:`IllegalMove` (naming the rule) unless ``tile`` may go at
    ``(x, y)`` turned ``rotation`` degrees.  A move that breaks several rules
    names the first of: rotation, empty cell, adjacency, matching edges."""
    if board.fits(tile, x, y, rotation):  # a legal move: one look-up (an occupied cell is no frontier cell)
        return
    if rotation not in ROTATIONS:
        raise IllegalMove(f"rotation {rotation} is not 0, 90, 180 or 270", rule=rules.rotation)
    if (x, y) in board.cells:
        raise IllegalMove(f"cell ({x}, {y}) already holds a tile", rule=rules.empty_cell)
    if (x, y) not in board.frontier:
        raise IllegalMove(f"cell ({x}, {y}) shares no edge with a placed tile", rule=rules.adjacent)
    wrong = "; ".join(board.mismatches(tile, x, y, rotation))
    raise IllegalMove(f"{tile.id} at ({x}, {y}) rotated {rotation} does not match its neighbours ({wrong})",
                      rule=rules.edges_match, details={"mismatches": wrong})


def lay_board(board: Board, catalogue: TileCatalogue, entries: Sequence[Mapping[str, Any]],
              rules: PlacementRules, place: Callable[[TileType, int, int, int], object] | None = None) -> None:
    """Place a position's tiles ``[{x, y, tile, rotation}]`` outward from
    (0, 0), so every tile joins its neighbours as in play — with ``place``
    (default ``board.place``) when a game keeps more per tile.  Raises
    :class:`InvalidPosition` for two tiles in a cell, no tile at (0, 0), a
    mismatched edge or a tile not connected to (0, 0); ``UnknownTile`` for an
    unknown id."""
    cells: dict[tuple[int, int], Mapping[str, Any]] = {}
    for entry in entries:
        cell = (entry["x"], entry["y"])
        if cell in cells:
            raise InvalidPosition(f"two tiles at ({cell[0]}, {cell[1]})", rule=rules.empty_cell)
        cells[cell] = entry
    if (0, 0) not in cells:
        raise InvalidPosition("the board has no tile at (0, 0), the start tile's cell", rule=rules.start)
    queue, seen = deque([(0, 0)]), {(0, 0)}
    while queue:
        x, y = queue.popleft()
        entry = cells[(x, y)]
        tile = catalogue[entry["tile"]]
        if (x, y) != (0, 0) and not board.fits(tile, x, y, entry["rotation"]):
            wrong = "; ".join(board.mismatches(tile, x, y, entry["rotation"]))
            raise InvalidPosition(f"{tile.id} at ({x}, {y}) rotated {entry['rotation']} does not match its "
                                  f"neighbours ({wrong})", rule=rules.edges_match)
        (place or board.place)(tile, x, y, entry["rotation"])
        for nxt in ((x, y - 1), (x + 1, y), (x, y + 1), (x - 1, y)):
            if nxt in cells and nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    lost = sorted(set(cells) - seen)
    if lost:
        raise InvalidPosition(f"tile(s) not connected to the start tile by edges: {lost}", rule=rules.adjacent)

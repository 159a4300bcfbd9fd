"""The grid of placed tiles, the frontier of open cells and legal placement.

A cell of the frontier is an empty cell orthogonally next to a placed tile.
Its *constraint key* packs, per edge (4 bits each, N E S W), the terrain the
neighbour shows across that edge (0 = no neighbour).  Every pattern of edge
terrains (a tile type's ``edges``) has a lazily filled table from constraint
key to the rotations that fit (as a *rotation mask*: bit ``r // 90`` set for
each rotation ``r`` that fits), so listing the legal placements of a tile is
one dictionary look-up per frontier cell.

What the board works out per tile type depends on its edge letters alone
(the four orientations' edges are turns of ``TileType.edges``), so it is kept
in module-level tables keyed by those letters (:func:`_fit_table`,
:func:`_frontier_codes`): shared by the types with the same edges, and
nothing is written into the frozen :class:`~.tiles.TileType`.
"""
from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass
from itertools import accumulate

from rulebook_protocol.geometry import EDGES, OFFSET, OPPOSITE, RING

from .features import FeatureGraph
from .moves import COUNT_OF, ROTATIONS_OF, TileMoves
from .tiles import Orientation, TileType

_TERRAIN_CODE: dict[str, int] = {}
_EDGE_INDEX = {e: i for i, e in enumerate(EDGES)}
_NEIGHBOURS = tuple((e, OFFSET[e], _EDGE_INDEX[OPPOSITE[e]]) for e in EDGES)


def terrain_code(letter: str) -> int:
    """A small positive integer per terrain letter (1..15)."""
    code = _TERRAIN_CODE.get(letter)
    if code is None:
        code = _TERRAIN_CODE[letter] = len(_TERRAIN_CODE) + 1
        if code > 15:
            raise ValueError("more than 15 edge terrains")
    return code


_STEPS = tuple(OFFSET[e] for e in EDGES)


#: Constraint key → the one ``int`` object the board uses for it: every key in a frontier and in a
#: fit table is that object, so a fit-table look-up matches it by identity without comparing two
#: ``int`` objects (keys above 256 are not Python's cached small ints).  At most 2**16 keys.
_KEYS: dict[int, int] = {}

#: A tile type's edge letters → :func:`_frontier_codes`.
_FRONTIER_CODES: dict[str, tuple[tuple[int, ...], ...]] = {}


def _frontier_codes(tile: TileType) -> tuple[tuple[int, ...], ...]:
    """Per rotation, per edge (N E S W): the bits the tile sets in the
    constraint key of the empty cell across that edge (worked out once per
    pattern of edge letters)."""
    codes = _FRONTIER_CODES.get(tile.edges)
    if codes is None:
        codes = _FRONTIER_CODES[tile.edges] = tuple(
            tuple(_KEYS.setdefault(key, key) for key in (terrain_code(o.edges[i]) << (4 * _NEIGHBOURS[i][2])
                                                         for i in range(4)))
            for o in tile.orientations)
    return codes


class FitTable(dict[int, int]):
    """Constraint key → rotation mask of the rotations that fit, for one
    pattern of edge terrains (shared by the tile types with the same edges,
    e.g. a farm tile of the base game and of an expansion).  Filled lazily:
    ``table[key]`` works out a key first met (:meth:`__missing__`) and keeps
    it, so listing placements is one plain look-up per frontier cell.
    ``table.counts[key]`` is the number of those rotations (:class:`FitCounts`)."""

    __slots__ = ("codes", "counts")

    def __init__(self, codes: tuple[tuple[int, ...], ...]) -> None:
        super().__init__()
        #: Per orientation (rotation 0, 90, 180, 270), the terrain codes of its edges N E S W.
        self.codes = codes
        self.counts = FitCounts(self)

    def __missing__(self, key: int) -> int:
        mask = 0
        for r, mine in enumerate(self.codes):
            for i in range(4):
                want = (key >> (4 * i)) & 15
                if want and want != mine[i]:
                    break
            else:
                mask |= 1 << r
        self[key] = mask
        return mask


class FitCounts(dict[int, int]):
    """Constraint key → how many rotations fit (the rotations of
    ``masks[key]``), filled lazily like its :class:`FitTable` ``masks``:
    listing a tile's placements sums these counts and looks a mask up only
    for the move asked for (:class:`~.moves.TileMoves`)."""

    __slots__ = ("masks",)

    def __init__(self, masks: FitTable) -> None:
        super().__init__()
        self.masks = masks

    def __missing__(self, key: int) -> int:
        count = self[key] = COUNT_OF[self.masks[key]]
        return count


#: A listing of placements (:meth:`Board._listing`): ``(edge letters, open cells, their constraint keys,
#: the fit table, running move counts)``.  Never changed in place.
_Listing = tuple[str, list[tuple[int, int]], list[int], FitTable, list[int]]

#: A tile type's edge letters (rotation 0, N E S W) → the fit table of its four orientations.
_FIT_TABLES: dict[str, FitTable] = {}


def _fit_table(tile: TileType) -> FitTable:
    """The :class:`FitTable` of the tile type's edge letters (made once per pattern)."""
    table = _FIT_TABLES.get(tile.edges)
    if table is None:
        table = _FIT_TABLES[tile.edges] = FitTable(tuple(tuple(terrain_code(letter) for letter in o.edges)
                                                         for o in tile.orientations))
    return table


def cell_rank(x: int, y: int) -> int:
    """A number per cell that sorts as ``(x, y)`` does (for ``|y| < 2**31``)."""
    return (x << 32) + y


#: Cell → the cells of its 3×3 block (itself, then the ring), shared by every board.
_BLOCKS: dict[tuple[int, int], tuple[tuple[int, int], ...]] = {}


def _block_cells(x: int, y: int) -> tuple[tuple[int, int], ...]:
    """``(x, y)`` and its eight neighbours in :data:`~.geometry.RING` order (cached)."""
    block = _BLOCKS.get((x, y))
    if block is None:
        if len(_BLOCKS) > 100_000:  # boards far apart in long runs: start the cache afresh
            _BLOCKS.clear()
        block = _BLOCKS[(x, y)] = ((x, y),) + tuple((x + dx, y + dy) for dx, dy in RING)
    return block


#: Cell → its four neighbours N E S W, each ``(cell, cell_rank)``, shared by every board.
_SIDES: dict[tuple[int, int], tuple[tuple[tuple[int, int], int], ...]] = {}


def _sides(x: int, y: int) -> tuple[tuple[tuple[int, int], int], ...]:
    """The cells across the four edges of ``(x, y)`` with their ranks (cached)."""
    sides = _SIDES.get((x, y))
    if sides is None:
        if len(_SIDES) > 100_000:  # boards far apart in long runs: start the cache afresh
            _SIDES.clear()
        sides = _SIDES[(x, y)] = tuple(((x + dx, y + dy), cell_rank(x + dx, y + dy)) for dx, dy in _STEPS)
    return sides


@dataclass(slots=True)
class PlacedTile:
    """A tile on the board: its type, orientation and first node id."""

    tile: TileType
    orientation: Orientation
    base: int

    @property
    def rotation(self) -> int:
        return self.orientation.rotation


class Board:
    """Placed tiles by cell, the open frontier and the feature graph.

    ``order`` holds the occupied cells sorted by ``(x, y)`` and ``entries``
    their canonical-state entries in the same order, brought up to date when
    the state is asked for (:meth:`state_entries`) from ``unsorted``, the cells
    placed since; so the state's ``board`` need not be sorted and built anew
    after every move, and a move pays for it only when a state is built.  ``open_order`` holds the
    frontier's cells sorted by ``(x, y)`` (as :func:`cell_rank` numbers, which
    compare faster than tuples), ``open_cells`` the cells and ``open_keys``
    their constraint keys in the same order (kept up to date by
    :meth:`place`, so legal placements come out in canonical order without a
    sort or a look-up per cell: see :meth:`tile_moves`).

    ``listed`` is a memo of the last placements listed: for one pattern of
    edge letters, on the board as it stands (:meth:`place` drops it), so
    :meth:`can_place_somewhere` on a drawn tile and the decision's
    :meth:`tile_moves` that follows list them once.  It changes no answer:
    each call gets the same moves, whatever was asked before.
    """

    __slots__ = (
        "cells",
        "entries",
        "frontier",
        "graph",
        "last",
        "listed",
        "open_cells",
        "open_keys",
        "open_order",
        "order",
        "unsorted",
        "watched",
        "watched_near",
    )

    def __init__(self) -> None:
        self.cells: dict[tuple[int, int], PlacedTile] = {}
        self.frontier: dict[tuple[int, int], int] = {}
        self.graph = FeatureGraph()
        self.order: list[tuple[int, int]] = []
        self.entries: list[dict[str, object]] = []
        self.unsorted: list[tuple[int, int]] = []
        #: The last placements listed, until the board changes (:meth:`_listing`).
        self.listed: _Listing | None = None
        #: Feature kinds whose tiles the board indexes (see :meth:`watch`), and those tiles' cells.
        self.watched: frozenset[str] = frozenset()
        #: Cell → the cells of watched tiles whose 3×3 block holds it (that tile's own cell too).
        self.watched_near: dict[tuple[int, int], tuple[tuple[int, int], ...]] = {}
        #: The cell of the last tile placed: ``graph.closed`` holds the roots its joins closed.
        self.last: tuple[int, int] | None = None
        self.open_order: list[int] = []
        self.open_keys: list[int] = []
        self.open_cells: list[tuple[int, int]] = []

    def copy(self) -> Board:
        new = Board.__new__(Board)
        new.cells = dict(self.cells)
        new.frontier = dict(self.frontier)
        new.open_order = list(self.open_order)
        new.open_keys = list(self.open_keys)
        new.open_cells = list(self.open_cells)
        new.graph = self.graph.copy()
        new.order = list(self.order)
        new.entries = list(self.entries)  # never changed in place: shared
        new.unsorted = list(self.unsorted)
        new.listed = self.listed  # never changed in place: shared, and dropped by the copy's own place()
        new.watched = self.watched
        new.watched_near = dict(self.watched_near)  # tuples: never changed in place
        new.last = self.last
        return new

    def watch(self, kinds: tuple[str, ...]) -> None:
        """Index the tiles placed from now on that hold a segment of one of
        ``kinds`` by the cells of their 3×3 block, in :attr:`watched_near`: a
        game's way to find, say, the cloisters around a new tile with one
        look-up (:meth:`watched_around`)."""
        self.watched = frozenset(kinds)

    def watched_around(self, x: int, y: int) -> tuple[tuple[int, int], ...]:
        """The cells of watched tiles (see :meth:`watch`) in the 3×3 block
        centred on ``(x, y)``, in the order they were placed."""
        return self.watched_near.get((x, y), ())

    def state_entries(self) -> list[dict[str, object]]:
        """The canonical state's ``board``: ``{"x", "y", "tile", "rotation"}``
        per placed tile, sorted by ``(x, y)`` (spec/protocol.md §9); fresh
        dicts the caller may change."""
        if self.unsorted:
            order, entries, cells = self.order, self.entries, self.cells
            for cell in self.unsorted:
                at = bisect_left(order, cell)
                placed = cells[cell]
                order.insert(at, cell)
                entries.insert(at, {"x": cell[0], "y": cell[1], "tile": placed.tile.id,
                                    "rotation": placed.orientation.rotation})
            self.unsorted = []
        return list(map(dict, self.entries))

    def placements(self, tile: TileType) -> list[tuple[int, int, int]]:
        """Every legal ``(x, y, rotation)`` for ``tile``, unsorted."""
        table = _fit_table(tile)
        out: list[tuple[int, int, int]] = []
        append = out.append
        for cell, key in self.frontier.items():
            mask = table[key]
            if mask:
                x, y = cell
                for r in ROTATIONS_OF[mask]:
                    append((x, y, r))
        return out

    def _listing(self, tile: TileType) -> _Listing:
        """The placements of ``tile`` on the board as it stands: ``(edges,
        cells, keys, fit table, ends)`` as :class:`~.moves.TileMoves` takes
        them, worked out and kept in :attr:`listed` (the callers look there
        first) until :meth:`place` changes the board.  They depend on the
        tile's edge letters alone."""
        table = _fit_table(tile)
        keys = self.open_keys[:]
        listed = self.listed = (tile.edges, self.open_cells[:], keys, table,
                                list(accumulate(map(table.counts.__getitem__, keys))))
        return listed

    def tile_moves(self, tile: TileType) -> TileMoves:
        """The ``place_tile`` moves ``{"type", "x", "y", "rotation"}`` of
        ``tile``, by ``(x, y, rotation)``, as a :class:`~.moves.TileMoves`
        (a read-only sequence that builds a move dict when it is asked for);
        a new one at each call."""
        listed = self.listed
        if listed is None or listed[0] != tile.edges:
            listed = self._listing(tile)
        return TileMoves(listed[1], listed[2], listed[3], listed[4])

    def can_place_somewhere(self, tile: TileType) -> bool:
        """Whether ``tile`` fits in some open cell."""
        listed = self.listed
        if listed is None or listed[0] != tile.edges:
            listed = self._listing(tile)
        ends = listed[4]  # the running count of moves: the last is the total
        return bool(ends) and ends[-1] > 0

    def fits(self, tile: TileType, x: int, y: int, rotation: int) -> bool:
        key = self.frontier.get((x, y))
        if key is None:
            return False
        return rotation in ROTATIONS_OF[_fit_table(tile)[key]]

    def mismatches(self, tile: TileType, x: int, y: int, rotation: int) -> list[str]:
        """The edges (board orientation) of ``tile`` at ``(x, y, rotation)``
        that do not match their neighbour, e.g. ``["N: city against road"]``."""
        o = tile.orient(rotation)
        out = []
        for i, (edge, (dx, dy), opposite) in enumerate(_NEIGHBOURS):
            other = self.cells.get((x + dx, y + dy))
            if other is not None:
                theirs = other.orientation.edges[opposite]
                if theirs != o.edges[i]:
                    out.append(f"{edge}: {o.edges[i]} against {theirs}")
        return out

    def place(self, tile: TileType, x: int, y: int, rotation: int) -> PlacedTile:
        """Put ``tile`` on the board (no legality check: callers validate first),
        join its segments to the neighbours' and update the frontier."""
        o = tile.orientations[rotation // 90]
        cell = (x, y)
        self.listed = None
        self.last = cell
        graph = self.graph
        graph.closed = []
        cells, frontier = self.cells, self.frontier
        placed = cells[cell] = PlacedTile(tile, o, len(graph.parent))  # add_tile's first node
        open_order, open_keys, open_cells = self.open_order, self.open_keys, self.open_cells
        if frontier.pop(cell, None) is not None:
            at = bisect_left(open_order, (x << 32) + y)  # cell_rank
            del open_order[at], open_keys[at], open_cells[at]
        self.unsorted.append(cell)
        if self.watched and not self.watched.isdisjoint(o.by_kind):
            near = self.watched_near
            for block_cell in _block_cells(x, y):
                near[block_cell] = near.get(block_cell, ()) + (cell,)
        neighbours = []
        for (ncell, rank), code, links in zip(_sides(x, y), _frontier_codes(tile)[rotation // 90], o.links):
            other = cells.get(ncell)
            if other is None:  # an open cell: its constraint gains this edge
                key = frontier.get(ncell)
                at = bisect_left(open_order, rank)
                if key is None:
                    frontier[ncell] = code
                    open_order.insert(at, rank)
                    open_keys.insert(at, code)
                    open_cells.insert(at, ncell)
                else:
                    key |= code
                    open_keys[at] = frontier[ncell] = _KEYS.setdefault(key, key)
                continue
            if links:
                neighbours.append((links, other.orientation.place_segment, other.base))
        graph.add_tile(o.segments, cell, neighbours)
        return placed

    def neighbours_present(self, x: int, y: int) -> int:
        """How many of the 8 surrounding cells hold a tile."""
        return sum(map(self.cells.__contains__, _block_cells(x, y)[1:]))

    @staticmethod
    def block_cells(x: int, y: int) -> tuple[tuple[int, int], ...]:
        """``(x, y)`` and its eight neighbours in :data:`~.geometry.RING` order."""
        return _block_cells(x, y)

    def block(self, x: int, y: int) -> list[tuple[tuple[int, int], PlacedTile]]:
        """``(cell, placed tile)`` for each tile in the 3×3 block centred on
        ``(x, y)`` (a cloister's neighbourhood): the centre first, then the
        ring in :data:`~.geometry.RING` order."""
        cells = self.cells
        return [(cell, placed) for cell in _block_cells(x, y) if (placed := cells.get(cell)) is not None]


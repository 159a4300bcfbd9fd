"""What a tile placement would close, computed without placing it (public:
:func:`placement_preview` and :func:`placement_previews`, exported by
:mod:`reference_engine`).

The fuzzer's placement preview, over the engine kernel's board.  It lives
outside ``kernel/`` and ``games/``, so the mutation targets hold only the
code that answers the protocol; the harness reaches it through
:mod:`rulebook.oracle`.
:func:`preview` answers, for a legal placement of ``tile`` at ``(x, y)``
turned ``rotation`` degrees, which features the placement would *close* and
which cells it would *surround* — the two ways a feature of a tile-laying game
completes (CAR-R-SCORE-1 in spec/carcassonne.md, and its counterparts in the
other games' rules): a feature with edge ends (road, city, railroad,
mountain...) closes when joining the new tile's segments leaves it no open
edge end; a feature judged by its neighbourhood (cloister...) is complete when
all 8 cells around its tile hold tiles.  It knows no game: which kinds a game
scores, and when, stays the game's.  Nothing is copied and nothing on the board
changes (:meth:`FeatureGraph.find` is a look-up), so a caller may preview many
placements of one position cheaply (:func:`placement_previews` works out what
the placements at one cell share once) — the fuzzer's ``complete`` move policy
does (``rulebook/fuzz/policies.py``).

Accessors used: :attr:`Board.cells`, :attr:`Board.graph`, :meth:`Board.block_cells`,
:meth:`Board.neighbours_present`, :meth:`FeatureGraph.find`, ``FeatureGraph.features[root].open``, and the
placed tiles' :class:`~reference_engine.kernel.tiles.Orientation` (``links``, ``segments``,
``place_segment``) plus :attr:`PlacedTile.base`.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rulebook_protocol.geometry import CENTRE, EDGES, OFFSET, OPPOSITE, RING

from .kernel.board import Board, PlacedTile
from .kernel.tiles import Orientation, TileType


def _has_inner(o: Orientation) -> bool:
    """Whether a segment of the tile touches no edge (no edge place, no
    half-edge: only the centre).  Places are never shared nor repeated
    (``tileset.schema.json``, ``kernel.tiles``), so that is the segment holding
    the centre, when the centre is its only place."""
    at = o.place_segment.get(CENTRE)
    return at is not None and o.segments[at].places == (CENTRE,)


@dataclass(frozen=True, slots=True)
class Preview:
    """What one placement would close.

    ``closed``: per feature the placement would close, the index (in the
    tile's orientation, :attr:`Orientation.segments`) of the first new segment
    in it; a feature counts once however many of the new tile's segments it
    joins.  Only features with at least one edge end count (a field, whose
    segments hold half-edges only, never has an open end and is not listed).
    ``surrounded``: the cells of the 3×3 block around ``(x, y)`` (the new
    tile's cell included) whose tile holds an *inner* segment (one touching
    no edge of its tile: a cloister, a Gold Rush city; only the neighbourhood
    can complete such a feature) and that would have all 8 neighbours, not
    all 8 before the placement; in ``(x, y)`` order.
    """

    closed: tuple[int, ...]
    surrounded: tuple[tuple[int, int], ...]

    def __bool__(self) -> bool:
        """Whether the placement closes or surrounds anything."""
        return bool(self.closed or self.surrounded)


def preview(board: Board, tile: TileType, x: int, y: int, rotation: int) -> Preview:
    """What placing ``tile`` at ``(x, y)`` turned ``rotation`` (0, 90, 180,
    270) would close (:class:`Preview`), as if :meth:`Board.place` ran: the
    new tile's segments joined to the neighbours' across matching places,
    each join through an edge place closing two open ends.

    The placement is not checked (call it for legal placements, e.g. from
    :meth:`Board.placements`); a cell that already holds a tile or a rotation
    not in 0..270 raises ``ValueError``.
    """
    if rotation not in (0, 90, 180, 270):
        raise ValueError(f"rotation must be 0, 90, 180 or 270, not {rotation}")
    return _preview(board, _Cell(board, x, y), tile.orientations[rotation // 90])


#: The positions in a 3×3 block (:meth:`Board.block_cells`: the centre, then
#: :data:`RING`) of the cells across the centre's edges N, E, S, W.
_SIDES = tuple(1 + RING.index(OFFSET[e]) for e in EDGES)
#: Per edge N E S W of a cell, the edge place of the neighbour across it that faces the cell.
_FACING_EDGES = tuple(OPPOSITE[e] for e in EDGES)


class _Cell:
    """What every placement at one empty cell shares, whatever the tile and
    its rotation: the cell, the tiles across its edges N E S W (``sides``,
    ``None`` for an empty cell), whether a placement there may close a
    feature at all (``may_close``) and the cells around it it would surround
    (``ring``: holding an inner segment, all 8 neighbours but this cell; in
    ``(x, y)`` order)."""

    __slots__ = ("cell", "may_close", "ring", "sides")

    def __init__(self, board: Board, x: int, y: int) -> None:
        block = board.block_cells(x, y)
        placed = list(map(board.cells.get, block))  # the tile in each cell of the 3×3 block, or None
        if placed[0] is not None:
            raise ValueError(f"cell ({x}, {y}) already holds a tile")
        self.cell = block[0]
        self.sides = sides = [placed[i] for i in _SIDES]
        # A closed group has no open end left, and each join through an edge place
        # meets one end of an existing feature (its edge place facing this cell) and
        # one of a new segment; so each existing feature in the group has all its
        # open ends facing this cell, and the group joins at least one feature through
        # an edge place.  Without such a feature nothing closes here.
        find, features = board.graph.find, board.graph.features
        facing: dict[int, int] = {}  # root -> its edge places facing this cell
        for other, edge in zip(sides, _FACING_EDGES):
            if other is not None:
                index = other.orientation.place_segment.get(edge)
                if index is not None:
                    root = find(other.base + index)
                    facing[root] = facing.get(root, 0) + 1
        self.may_close = any([features[root].open == n for root, n in facing.items()])
        self.ring = ring = [c for c, there in zip(block[1:], placed[1:])
                            if there is not None and CENTRE in there.orientation.place_segment
                            and _has_inner(there.orientation) and board.neighbours_present(*c) == 7]
        ring.sort()


def _preview(board: Board, at: _Cell, o: Orientation) -> Preview:
    """:func:`preview` of ``o`` placed at the empty cell ``at``."""
    closed = _closed(board, o, at.sides) if at.may_close else ()
    surrounded = at.ring
    if _has_inner(o) and board.neighbours_present(*at.cell) == 8:
        surrounded = sorted([*surrounded, at.cell])
    return Preview(closed, tuple(surrounded))


def _closed(board: Board, o: Orientation, sides: list[PlacedTile | None]) -> tuple[int, ...]:
    """:attr:`Preview.closed` of ``o`` placed at an empty cell whose
    neighbours across its edges N E S W are ``sides``."""
    find, features = board.graph.find, board.graph.features
    # Every join the placement makes, in the order Board.place makes them:
    # (new segment, root of the neighbour's feature it joins, whether through an edge place).
    joins: list[tuple[int, int, bool]] = []
    for other, links in zip(sides, o.links):
        if other is None:
            continue
        theirs, base = other.orientation.place_segment, other.base
        for mine, facing_place, through_edge in links:
            index = theirs.get(facing_place)
            if index is not None:
                joins.append((mine, find(base + index), through_edge))
    if not joins:
        return ()
    # Each new segment starts in its own group; ``group[i]`` is the group of
    # segment i (segments joining one existing feature share a group).  A group collects the
    # edge ends of its segments and of the existing features it joins (each
    # once), less two per join through an edge place.
    ends = [s.edge_count for s in o.segments]  # per new segment: its open ends before any join
    group = list(range(len(ends)))
    joined: dict[int, int] = {}   # existing root -> the new segment that first joined it
    closing = [0] * len(ends)     # per new segment: edge ends its joins close
    for mine, root, through_edge in joins:
        first = joined.setdefault(root, mine)
        if first != mine:
            a, b = group[first], group[mine]
            if a != b:  # merge group b into group a
                group[:] = [a if g == b else g for g in group]
        if through_edge:
            closing[mine] += 2
    total = list(ends)
    for root, mine in joined.items():
        total[mine] += features[root].open
    sums: dict[int, int] = {}
    first_member: dict[int, int] = {}
    for i, g in enumerate(group):
        if ends[i]:
            first_member.setdefault(g, i)
        sums[g] = sums.get(g, 0) + total[i] - closing[i]
    return tuple(sorted(i for g, i in first_member.items() if sums[g] == 0))


def placement_preview(game: object, move: Mapping[str, Any]) -> Preview | None:
    """:func:`preview` of a ``place_tile`` ``move`` (``x``, ``y``,
    ``rotation``, optional ``tile``) on a game object of a tile-laying game
    (:func:`reference_engine.new_game`); ``None`` when it cannot tell (the
    game has no board, no tile is in hand, the move is not a placement)."""
    return placement_previews(game, (move,))[0]


def placement_previews(game: object, moves: Sequence[Mapping[str, Any]]) -> list[Preview | None]:
    """:func:`placement_preview` of each of ``moves`` on ``game`` (one
    position), in order: the same answers, with what the placements at one
    cell share worked out once."""
    board = getattr(game, "board", None)
    if board is None:
        return [None] * len(moves)
    in_hand, catalogue = getattr(game, "tile", None), getattr(game, "catalogue", None)
    cells: dict[tuple[int, int], _Cell] = {}  # the cells met so far
    out: list[Preview | None] = []
    for move in moves:
        try:
            tile_id = move.get("tile")
            tile = in_hand if tile_id is None else None if catalogue is None else catalogue[tile_id]
            x, y, rotation = move["x"], move["y"], move["rotation"]
            if tile is None or rotation not in (0, 90, 180, 270):  # (preview raises ValueError for the rotation)
                out.append(None)
                continue
            at = cells.get((x, y))
            if at is None:
                at = cells[x, y] = _Cell(board, x, y)
            out.append(_preview(board, at, tile.orientations[rotation // 90]))
        except Exception:
            out.append(None)
    return out

"""What a tile placement would close, computed without placing it (public:
:func:`placement_preview`, exported by :mod:`reference_engine`).

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
placements of one position cheaply — the
fuzzer's ``complete`` move policy does (``rulebook/fuzz/policies.py``).

Accessors used: :attr:`Board.cells`, :attr:`Board.graph`,
:meth:`FeatureGraph.find`, ``FeatureGraph.features[root].open``, and the
placed tiles' :class:`~reference_engine.kernel.tiles.Orientation` (``links``, ``segments``,
``place_segment``) plus :attr:`PlacedTile.base`.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rulebook_protocol.geometry import CENTRE, EDGES, OFFSET, RING

from .kernel.board import Board
from .kernel.tiles import Orientation, TileType

_STEPS = tuple(OFFSET[e] for e in EDGES)
_BLOCK = ((0, 0),) + RING


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
    cells = board.cells
    cell = (x, y)
    if cell in cells:
        raise ValueError(f"cell ({x}, {y}) already holds a tile")
    o = tile.orientations[rotation // 90]
    graph = board.graph
    find, features = graph.find, graph.features
    # Each new segment starts in its own group; ``group[i]`` is the group of
    # segment i (segments joining one existing feature share a group).  A group collects the
    # edge ends of its segments and of the existing features it joins (each
    # once), less two per join through an edge place.
    ends = [s.edge_count for s in o.segments]  # per new segment: its open ends before any join
    group = list(range(len(ends)))
    joined: dict[int, int] = {}   # existing root -> the new segment that first joined it
    closing = [0] * len(ends)     # per new segment: edge ends its joins close
    linked = False
    for i, (dx, dy) in enumerate(_STEPS):
        other = cells.get((x + dx, y + dy))
        if other is None:
            continue
        theirs = other.orientation.place_segment
        base = other.base
        for mine, facing, through_edge in o.links[i]:
            index = theirs.get(facing)
            if index is None:
                continue
            linked = True
            root = find(base + index)
            first = joined.setdefault(root, mine)
            if first != mine:
                a, b = group[first], group[mine]
                if a != b:  # merge group b into group a
                    group[:] = [a if g == b else g for g in group]
            if through_edge:
                closing[mine] += 2
    closed: list[int] = []
    if linked:
        total = list(ends)
        for root, mine in joined.items():
            total[mine] += features[root].open
        sums: dict[int, int] = {}
        first_member: dict[int, int] = {}
        for i, g in enumerate(group):
            if ends[i]:
                first_member.setdefault(g, i)
            sums[g] = sums.get(g, 0) + total[i] - closing[i]
        closed = sorted(i for g, i in first_member.items() if sums[g] == 0)
    surrounded = []
    for dx, dy in _BLOCK:
        if dx or dy:
            c = (x + dx, y + dy)
            there = cells.get(c)
            if there is not None and _has_inner(there.orientation) and board.neighbours_present(*c) == 7:
                surrounded.append(c)
        elif _has_inner(o) and board.neighbours_present(x, y) == 8:
            surrounded.append(cell)
    surrounded.sort()
    return Preview(tuple(closed), tuple(surrounded))


def placement_preview(game: object, move: Mapping[str, Any]) -> Preview | None:
    """:func:`preview` of a ``place_tile`` ``move`` (``x``, ``y``,
    ``rotation``, optional ``tile``) on a game object of a tile-laying game
    (:func:`reference_engine.new_game`); ``None`` when it cannot tell (the
    game has no board, no tile is in hand, the move is not a placement)."""
    board = getattr(game, "board", None)
    try:
        tile_id = move.get("tile")
        catalogue = getattr(game, "catalogue", None)
        if tile_id is None:
            tile = getattr(game, "tile", None)
        else:
            tile = None if catalogue is None else catalogue[tile_id]
        if board is None or tile is None:
            return None
        return preview(board, tile, move["x"], move["y"], move["rotation"])
    except Exception:
        return None

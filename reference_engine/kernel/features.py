"""Features as an incremental union-find over segments (how segments join
into features: CAR-R-FEATURE-1 and CAR-R-FEATURE-2 in spec/carcassonne.md).

Each placed segment is a node.  Nodes joined across matching edges share a
root, and the root's :class:`Feature` holds what scoring needs: the nodes (the
cells covered are worked out from them, a tile counting once), the number of
open edge ends, pennants and the figures standing in it.  Every node points
straight at its root (``parent[node]`` is the root, so ``find`` is one
look-up): a join keeps the root of the feature with more nodes and points the
other feature's nodes at it, so a node is pointed anew at most log₂ n times.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import compress

from rulebook_protocol.geometry import PLACE_RANK, PLACES

from .tiles import Segment


@dataclass(frozen=True, slots=True)
class Figure:
    """A figure on the board: owner index, figure kind (``"follower"``...),
    cell and place.  ``node`` is the segment node it stands on."""

    player: int
    figure: str
    x: int
    y: int
    at: str
    node: int


class Feature:
    """The data of one feature (held by its root node).

    ``open`` counts edge ends not yet joined to a neighbour: a road or city
    with ``open == 0`` is closed.  ``figures`` is a tuple of :class:`Figure`
    (replaced, never changed in place: :meth:`FeatureGraph.add_figure`,
    :meth:`FeatureGraph.remove_figure`).  The cells covered are worked out
    from ``nodes`` when asked for (:attr:`cells`, :attr:`size`), so a feature
    holds two containers only: the hot path makes and merges thousands.
    """

    __slots__ = ("_cell_of", "figures", "kind", "nodes", "open", "pennants")

    def __init__(self, kind: str, node: int, cell_of: list[tuple[int, int]], open_ends: int, pennants: int) -> None:
        self.kind = kind
        self.nodes = [node]
        #: The graph's node → cell list (shared, append-only): where each node lies.
        self._cell_of = cell_of
        self.open = open_ends
        self.pennants = pennants
        self.figures: tuple[Figure, ...] = ()

    def copy(self, cell_of: list[tuple[int, int]]) -> Feature:
        """A copy for the graph whose node → cell list is ``cell_of``."""
        new = Feature.__new__(Feature)
        new.kind = self.kind
        new.nodes = list(self.nodes)
        new._cell_of = cell_of
        new.open = self.open
        new.pennants = self.pennants
        new.figures = self.figures
        return new

    @property
    def cells(self) -> set[tuple[int, int]]:
        """The cells ``(x, y)`` the feature covers (a fresh set)."""
        return set(map(self._cell_of.__getitem__, self.nodes))

    @property
    def size(self) -> int:
        """Number of tiles the feature covers (each tile once)."""
        return len(set(map(self._cell_of.__getitem__, self.nodes)))


class FeatureGraph:
    """Union-find of segment nodes with per-root :class:`Feature` data."""

    __slots__ = ("cell", "closable", "closed", "features", "parent", "segment")

    def __init__(self) -> None:
        #: Node → the root of its feature (always the root itself: :meth:`find`
        #: is this look-up, which a hot loop may make directly).
        self.parent: list[int] = []
        self.segment: list[Segment] = []
        self.cell: list[tuple[int, int]] = []
        self.features: dict[int, Feature] = {}
        #: Nodes of features left with no open end since the caller last emptied
        #: it (:meth:`.board.Board.place` does per tile): roots whose last open
        #: ends a join closed, and segments born with none (:meth:`add_tile`)
        #: whose kind is :attr:`closable`.
        self.closed: list[int] = []
        #: The kinds of feature a game completes by closing them (Carcassonne's
        #: roads and cities), or ``None``: every kind.  A segment born with no
        #: open end (a field, a cloister) goes to :attr:`closed` only when its
        #: kind is one of them.
        self.closable: frozenset[str] | None = None

    def copy(self) -> FeatureGraph:
        new = FeatureGraph.__new__(FeatureGraph)
        new.parent = list(self.parent)
        new.segment = list(self.segment)
        new.cell = list(self.cell)
        new.features = {root: f.copy(new.cell) for root, f in self.features.items()}
        new.closed = list(self.closed)
        new.closable = self.closable
        return new

    def add_tile(self, segments: tuple[Segment, ...], cell: tuple[int, int],
                 neighbours: Sequence[tuple[Sequence[tuple[int, str, bool]], Mapping[str, int], int]] = ()) -> int:
        """New nodes for a placed tile's ``segments`` at ``cell``, one per segment
        in order, joined to the placed neighbours' segments; returns the first
        node id.

        ``neighbours`` holds, per placed neighbour in the order the joins are
        to be made, ``(links, places, first)``: the new tile's links across
        that edge (:attr:`~.tiles.Orientation.links`: segment index, the
        neighbour's place it meets, whether the join runs through an edge
        place and closes two open ends), the neighbour's place → segment index
        map and the neighbour's first node.

        A segment's first link puts its node straight into the neighbour's
        feature (what :meth:`join` of a one-node feature would do, without
        making that feature first); its further links are joins.  A segment no
        link reaches becomes a feature of its own; one with no edge place has
        no open end from the start and goes to :attr:`closed` too when its
        kind is :attr:`closable` (a custom tile's edgeless road or city)."""
        parent, features, closed = self.parent, self.features, self.closed
        base = len(parent)
        parent.extend(range(base, base + len(segments)))
        self.segment.extend(segments)
        cell_of = self.cell
        cell_of.extend([cell] * len(segments))
        attached = 0  # bit i: segment i joined a neighbour's feature
        for links, places, first in neighbours:
            for index, facing, closes_edge in links:
                theirs = places.get(facing)
                if theirs is None:
                    continue
                theirs += first
                node = base + index
                if attached >> index & 1:
                    self.join(node, theirs, closes_edge)
                    continue
                attached |= 1 << index
                theirs = parent[theirs]  # its root
                parent[node] = theirs
                seg = segments[index]
                feature = features[theirs]
                feature.nodes.append(node)
                if seg.pennants:
                    feature.pennants += seg.pennants
                if closes_edge:
                    feature.open += seg.edge_count - 2
                    if not feature.open:
                        closed.append(theirs)
                elif seg.edge_count:
                    feature.open += seg.edge_count
        closable = self.closable
        for index, seg in enumerate(segments):
            if not attached >> index & 1:
                node = base + index
                open_ends = seg.edge_count
                features[node] = Feature(seg.kind, node, cell_of, open_ends, seg.pennants)
                if not open_ends and (closable is None or seg.kind in closable):
                    closed.append(node)
        return base

    def find(self, node: int) -> int:
        """The root of the feature ``node`` belongs to."""
        return self.parent[node]

    def feature(self, node: int) -> Feature:
        """The feature a node belongs to."""
        return self.features[self.parent[node]]

    def add_figure(self, node: int, figure: Figure) -> None:
        """Stand ``figure`` in the feature of ``node`` (after those already there)."""
        feature = self.features[self.parent[node]]
        feature.figures += (figure,)

    def remove_figure(self, node: int, figure: Figure) -> None:
        """Take ``figure`` (the first equal one) out of the feature of ``node``;
        ``ValueError`` when it is not there."""
        feature = self.features[self.parent[node]]
        at = feature.figures.index(figure)
        feature.figures = feature.figures[:at] + feature.figures[at + 1:]

    def join(self, a: int, b: int, closes_edge: bool = False) -> int:
        """Join the features of ``a`` and ``b``; when the join runs through an
        edge place (road, city...) two open ends close.  Returns the root."""
        parent = self.parent
        a, b = parent[a], parent[b]
        features = self.features
        if a != b:
            fa, fb = features[a], features[b]
            if len(fa.nodes) < len(fb.nodes):
                a, b, fa, fb = b, a, fb, fa
            for node in fb.nodes:
                parent[node] = a
            fa.nodes += fb.nodes
            fa.open += fb.open
            fa.pennants += fb.pennants
            if fb.figures:
                fa.figures += fb.figures
            del features[b]
            if closes_edge:
                fa.open -= 2
                if not fa.open:
                    self.closed.append(a)
        elif closes_edge:
            fa = features[a]
            fa.open -= 2
            if not fa.open:
                self.closed.append(a)
        return a

    def reference(self, root: int) -> tuple[int, int, str]:
        """The canonical address of a feature: its smallest place ``(x, y, at)``
        by ``(x, y)``, then :data:`~.geometry.PLACES` order (spec/protocol.md §Features).
        A segment's smallest place is its :attr:`~.tiles.Segment.place`."""
        cell, segment, nodes = self.cell, self.segment, self.features[root].nodes
        if len(nodes) == 1:
            (x, y), at = cell[nodes[0]], segment[nodes[0]].place
            return x, y, at
        cells = list(map(cell.__getitem__, nodes))
        x, y = first = min(cells)
        if cells.count(first) == 1:  # the usual case: one segment of the feature lies on its first tile
            return x, y, segment[nodes[cells.index(first)]].place
        return x, y, PLACES[min(PLACE_RANK[segment[n].place] for n in compress(nodes, map(first.__eq__, cells)))]

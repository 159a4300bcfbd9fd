"""Mining token stacks, one per mountain (GR-R-TOKEN-1, GR-R-TOKEN-2).

A stack belongs to a mountain feature and is keyed by the feature's
union-find root; the list runs bottom → top (tokens go on and come off the
end).  A root only changes when a tile joins features, so :meth:`touched`
(before the kernel places a tile) and :meth:`rejoin` (after) are the only
places where stacks move between keys.
"""
from __future__ import annotations

from collections.abc import Iterable

from rulebook_protocol.geometry import OFFSET, OPPOSITE, PLACE_RANK

from ...kernel.board import Board
from ...kernel.features import FeatureGraph
from ...kernel.tiles import Orientation

#: ``(root, height, canonical reference key)`` of a stacked mountain a new tile touches.
Touched = tuple[int, int, tuple[int, int, int]]


class TokenStacks:
    """The token stacks on the board, by mountain root (bottom → top lists)."""

    __slots__ = ("by_root",)

    def __init__(self) -> None:
        self.by_root: dict[int, list[str]] = {}

    def copy(self) -> TokenStacks:
        new = TokenStacks()
        new.by_root = {root: list(stack) for root, stack in self.by_root.items()}
        return new

    def of(self, graph: FeatureGraph, node: int) -> list[str]:
        """The stack (bottom → top) of the mountain holding ``node``; an empty
        list (not stored) when it has none.  Do not mutate the result."""
        return self.by_root.get(graph.find(node), [])

    def touched(self, board: Board, orientation: Orientation, x: int, y: int) -> list[Touched]:
        """The stacked mountains a tile about to be placed at ``(x, y)`` joins
        through its mountain edges, each once (call before placing it)."""
        graph = board.graph
        seen: dict[int, Touched] = {}
        for seg in orientation.segments:
            if seg.kind != "mountain":
                continue
            for edge in seg.edge_places:
                dx, dy = OFFSET[edge]
                other = board.cells.get((x + dx, y + dy))
                if other is None:
                    continue
                theirs = other.orientation.place_segment.get(OPPOSITE[edge])
                if theirs is None:
                    continue
                root = graph.find(other.base + theirs)
                stack = self.by_root.get(root)
                if stack and root not in seen:
                    rx, ry, at = graph.reference(root)
                    seen[root] = (root, len(stack), (rx, ry, PLACE_RANK[at]))
        return list(seen.values())

    def rejoin(self, graph: FeatureGraph, touched: Iterable[Touched], stack_join: str) -> list[int]:
        """After a tile joined mountains: merge the stacks that now share a root
        into one (GR-R-TOKEN-2).  ``stack_join`` (``mountain.stack_join``):
        ``larger_below`` puts the larger stack at the bottom, ``smaller_below``
        the smaller; equal heights by canonical reference, smallest below
        (``shuffle`` merges as ``larger_below``: chance then orders the stack).
        Returns the roots of the stacks made of two or more."""
        groups: dict[int, list[Touched]] = {}
        for item in touched:
            groups.setdefault(graph.find(item[0]), []).append(item)
        sign = 1 if stack_join == "smaller_below" else -1
        for new_root, items in groups.items():
            items.sort(key=lambda t: (sign * t[1], t[2]))
            merged: list[str] = []
            for root, _, _ in items:
                merged.extend(self.by_root.pop(root))
            self.by_root[new_root] = merged
        return [root for root, items in groups.items() if len(items) > 1]

    def push(self, graph: FeatureGraph, node: int, tokens: Iterable[str]) -> None:
        """Put ``tokens`` one by one on top of the stack of ``node``'s mountain."""
        self.by_root.setdefault(graph.find(node), []).extend(tokens)

    def pop_top(self, graph: FeatureGraph, node: int) -> str:
        """Take the top token of ``node``'s mountain (``IndexError`` if empty)."""
        root = graph.find(node)
        stack = self.by_root[root]
        token = stack.pop()
        if not stack:
            del self.by_root[root]
        return token

    def take_all(self, graph: FeatureGraph, root: int) -> list[str]:
        """Remove and return the whole stack of the mountain ``root``, top first."""
        return self.by_root.pop(graph.find(root), [])[::-1]

    def put_back(self, graph: FeatureGraph, root: int, tokens_top_first: list[str]) -> None:
        """Undo :meth:`take_all` (tokens that stay on a completed mountain)."""
        if tokens_top_first:
            self.by_root[graph.find(root)] = tokens_top_first[::-1]

    def reorder(self, root: int, tokens_top_first: list[str]) -> None:
        """Replace the stack of the mountain ``root`` (same tokens, chance's order)."""
        self.by_root[root] = tokens_top_first[::-1]

    def all_roots(self) -> list[int]:
        """Roots of the mountains that have tokens."""
        return list(self.by_root)

    def top_first(self, root: int) -> list[str]:
        """A copy of the stack of the mountain ``root`` (a current root), top first."""
        return self.by_root.get(root, [])[::-1]


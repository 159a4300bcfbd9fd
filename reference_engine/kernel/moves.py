"""The ``place_tile`` moves of a tile, listed without building every move.

A turn of a tile-laying game offers some 30–60 placements, and the protocol
answer lists each as a dict ``{"type": "place_tile", "x", "y", "rotation"}``.
A caller that picks one of them (a random playout, an AI's rollout) needs one
dict, not sixty: :class:`TileMoves` holds the open cells, their constraint
keys and how many moves each has, and looks up the rotation mask and builds a
move dict only for a move asked for (see :mod:`.board`).

It is a read-only :class:`~collections.abc.Sequence` of those dicts in
canonical order (``(x, y, rotation)``), not a list: ``len``, indexing
(negative indices too; a slice gives a list), iteration, ``in``, and ``==``
and ``+`` with a list as a list has them.  Indexing by an int builds that one
move, a new dict each time, until the whole list is built: iterating,
slicing or comparing builds it once (:meth:`TileMoves.as_list`); from then on
it is that list.  ``list(moves)`` gives a plain list for serialising.
"""
from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator, Mapping, Sequence
from typing import overload

from rulebook_protocol.geometry import ROTATIONS
from rulebook_protocol.messages import Move

#: Rotation mask (bit ``r // 90`` per fitting rotation ``r``) → the rotations it holds, ascending.
ROTATIONS_OF: tuple[tuple[int, ...], ...] = tuple(tuple(r for i, r in enumerate(ROTATIONS) if mask >> i & 1)
                                                  for mask in range(16))
#: Rotation mask → how many rotations it holds (a dict: ``map(COUNT_OF.__getitem__, masks)``
#: looks a dict up faster than it indexes a tuple).
COUNT_OF: dict[int, int] = {mask: len(r) for mask, r in enumerate(ROTATIONS_OF)}


class TileMoves(Sequence[Move]):
    """``place_tile`` moves of one tile: ``cells[i]``, with constraint key
    ``keys[i]``, fits the rotations of the rotation mask ``masks[keys[i]]``
    (none, for some cells), cells in ``(x, y)`` order; ``ends[i]`` is the
    number of moves of ``cells[:i + 1]``.  ``masks`` is the tile's fit table
    (:class:`~.board.FitTable`): a mask is looked up only for a move asked for."""

    __slots__ = ("_cells", "_count", "_ends", "_keys", "_list", "_masks")

    def __init__(self, cells: list[tuple[int, int]], keys: list[int], masks: Mapping[int, int],
                 ends: list[int]) -> None:
        self._cells = cells
        self._keys = keys
        self._masks = masks
        self._ends = ends
        self._count = ends[-1] if ends else 0
        self._list: list[Move] | None = None

    def __len__(self) -> int:
        return self._count

    def __bool__(self) -> bool:
        return self._count > 0

    @overload
    def __getitem__(self, index: int) -> Move: ...

    @overload
    def __getitem__(self, index: slice) -> list[Move]: ...

    def __getitem__(self, index: int | slice) -> Move | list[Move]:
        if self._list is not None or not isinstance(index, int):
            return self.as_list()[index]
        count = self._count
        if index < 0:
            index += count
        if not 0 <= index < count:
            raise IndexError("move index out of range")
        ends = self._ends
        at = bisect_right(ends, index)  # the cell holding move i
        x, y = self._cells[at]
        rotation = ROTATIONS_OF[self._masks[self._keys[at]]][index - ends[at - 1] if at else index]
        return {"type": "place_tile", "x": x, "y": y, "rotation": rotation}

    def as_list(self) -> list[Move]:
        """Every move as a list (built once)."""
        moves = self._list
        if moves is None:
            masks = self._masks
            moves = self._list = [{"type": "place_tile", "x": x, "y": y, "rotation": r}
                                  for (x, y), key in zip(self._cells, self._keys) for r in ROTATIONS_OF[masks[key]]]
        return moves

    def __iter__(self) -> Iterator[Move]:
        return iter(self.as_list())

    def __contains__(self, move: object) -> bool:
        return move in self.as_list()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, TileMoves):
            other = other.as_list()
        if isinstance(other, list):
            return self.as_list() == other
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # a list is unhashable too

    def __add__(self, other: Sequence[Move]) -> list[Move]:
        return self.as_list() + list(other)

    def __radd__(self, other: Sequence[Move]) -> list[Move]:
        return list(other) + self.as_list()

    def __repr__(self) -> str:
        return repr(self.as_list())

"""The tile types a draft's game uses, as the reference engine loads it
(the tile planner's view of the catalogue: :mod:`rulebook.route.tiles._search`,
:mod:`rulebook.route.tiles._gold_mines`, :mod:`rulebook.route.tiles._fillers`),
and the part of a tile type they read (:class:`TileType`)."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from rulebook import oracle

__all__ = ["Orientation", "Segment", "TileType", "TileTypes", "draft_catalogue"]


class Segment(Protocol):
    """One feature segment of an oriented tile."""

    @property
    def kind(self) -> str:
        """``road``, ``city``, ``field``, ... (the tile set's kinds)."""
        ...

    @property
    def places(self) -> Sequence[str]:
        """Every place (``N``, ``Ne``, ``C``, ...) that names this segment."""
        ...

    @property
    def edge_places(self) -> Sequence[str]:
        """The places on the tile's edges where the segment meets its neighbours."""
        ...


class Orientation(Protocol):
    """A tile type turned by a rotation."""

    @property
    def edges(self) -> Sequence[str]:
        """The kinds on the ``N E S W`` edges."""
        ...

    @property
    def segments(self) -> Sequence[Segment]:
        """The tile's segments."""
        ...

    @property
    def place_segment(self) -> Mapping[str, int]:
        """Place -> index into :attr:`segments`."""
        ...


class TileType(Protocol):
    """What the tile planner reads of a tile type (the reference engine's
    ``TileType``, spec/tiles/*.json)."""

    @property
    def features(self) -> Sequence[Mapping[str, Any]]:
        """The tile's features as the tile set writes them (``kind``, ...)."""
        ...

    @property
    def attrs(self) -> Mapping[str, Any]:
        """The tile's attributes as the tile set writes them (``gold``, ...)."""
        ...

    def orient(self, rotation: int) -> Orientation:
        """The tile turned by ``rotation`` degrees."""
        ...


#: Tile id -> its type.
TileTypes = dict[str, TileType]


def draft_catalogue(draft: Mapping[str, Any]) -> TileTypes:
    """The tile types of ``draft``'s game as the reference engine loads it
    (its expansions and its own tile definitions included), by id; ``{}``
    when the engine refuses the draft (:func:`rulebook.oracle.tile_catalogue`)."""
    types: TileTypes = oracle.tile_catalogue(draft)
    return types

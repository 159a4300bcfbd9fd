"""Places on a tile, rotation and neighbourhood (spec/protocol.md §5, "Places and coordinates").

Board cell ``(x, y)``: x grows to the east, y to the south; the start tile is at
``(0, 0)``.  Rotations are 0, 90, 180, 270 degrees clockwise.

Places: the edges ``N E S W``; the half-edges ``Nw Ne En Es Se Sw Ws Wn``
(clockwise from the top-left corner); ``C`` the centre.
"""
from __future__ import annotations

from .errors import show

EDGES: tuple[str, ...] = ("N", "E", "S", "W")
HALF_EDGES: tuple[str, ...] = ("Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn")
CENTRE = "C"
PLACES: tuple[str, ...] = EDGES + HALF_EDGES + (CENTRE,)
#: Sort rank of each place: the canonical order used wherever places are listed.
PLACE_RANK: dict[str, int] = {p: i for i, p in enumerate(PLACES)}
ROTATIONS: tuple[int, ...] = (0, 90, 180, 270)

#: Cell offset of the neighbour across each edge.
OFFSET: dict[str, tuple[int, int]] = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
#: The edge of the neighbour that faces each edge.
OPPOSITE: dict[str, str] = {"N": "S", "E": "W", "S": "N", "W": "E"}
#: The two half-edges of each edge, and the half of the neighbour each one faces.
HALVES: dict[str, tuple[str, str]] = {
    "N": ("Nw", "Ne"), "E": ("En", "Es"), "S": ("Se", "Sw"), "W": ("Ws", "Wn"),
}
FACING_HALF: dict[str, str] = {
    "Nw": "Sw", "Ne": "Se", "En": "Wn", "Es": "Ws",
    "Se": "Ne", "Sw": "Nw", "Ws": "Es", "Wn": "En",
}
#: The eight cells around a cell (a cloister's neighbourhood), as offsets.
RING: tuple[tuple[int, int], ...] = (
    (-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1),
)

#: Feature kinds that hold half-edges of an edge split in two (a tile edge
#: letter ``F`` or ``P``: Carcassonne's field, Gold Rush's prairie; schemas/v1/tileset.schema.json).
HALF_EDGE_KINDS = frozenset({"field", "prairie"})

_CLOCKWISE = EDGES + HALF_EDGES


def rotate_place(place: str, rotation: int) -> str:
    """Where ``place`` of a tile at rotation 0 lies once the tile is turned
    ``rotation`` degrees clockwise.  ``C`` stays ``C``.

    Raises ``ValueError`` for an unknown place or a rotation that is not a
    multiple of 90 in 0..270.
    """
    if rotation not in ROTATIONS:
        raise ValueError(f"rotation must be one of {ROTATIONS}, not {show(rotation)}")
    if place == CENTRE:
        return place
    steps = rotation // 90
    if place in EDGES:
        return EDGES[(EDGES.index(place) + steps) % 4]
    if place in HALF_EDGES:
        return HALF_EDGES[(HALF_EDGES.index(place) + 2 * steps) % 8]
    raise ValueError(f"unknown place {show(place)}; places are {', '.join(PLACES)}")

"""Oregon boards as data (``spec/boards/*.json``, ``schemas/v1/board.schema.json``).

A :class:`Board` is immutable and precomputed once: spaces are numbered
``index = row * width + col`` (``col`` 0 = west, ``row`` 0 = north); per space
its terrain, its 8 adjacent spaces (in ``(col, row)`` order) and its 4
orthogonal ones; per symbol the spaces of its row band and column band; per
building the spaces whose terrain takes it (a harbour also needs water
adjacent, OR-R-BUILD-6).
"""
from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, cached_property
from typing import Any

from rulebook_protocol.data import data_root
from rulebook_protocol.errors import DataError, show
from rulebook_protocol.messages import JSON
from rulebook_protocol.schemas import first_error

from . import rules as R


class BoardError(ValueError):
    """A board object that breaks the board rules (the caller turns it into
    ``bad_request``, ``invalid_position`` or ``data_error``)."""


class UnknownBoard(KeyError):
    """A board id with no file under ``spec/boards/``."""


@dataclass(frozen=True)
class Board:
    """One board, with everything placement and scoring ask precomputed."""

    id: str
    data: Mapping[str, Any]
    width: int
    height: int
    col_symbol: tuple[str, ...]
    row_symbol: tuple[str, ...]
    terrain: tuple[str, ...]
    adjacent: tuple[tuple[int, ...], ...]
    orthogonal: tuple[tuple[int, ...], ...]
    water: frozenset[int]
    row_band: Mapping[str, tuple[int, ...]]
    column_band: Mapping[str, tuple[int, ...]]
    band_spaces: Mapping[str, frozenset[int]]
    building_spaces: Mapping[str, frozenset[int]]

    @property
    def size(self) -> int:
        return self.width * self.height

    def index(self, col: int, row: int) -> int | None:
        """The space index of ``(col, row)``, ``None`` off the board."""
        if 0 <= col < self.width and 0 <= row < self.height:
            return row * self.width + col
        return None

    def col_row(self, index: int) -> tuple[int, int]:
        return index % self.width, index // self.width

    @cached_property
    def by_column(self) -> tuple[tuple[int, int, int], ...]:
        """``(index, col, row)`` of every space in the canonical order of the
        state's lists: by column, then row."""
        return tuple((row * self.width + col, col, row) for col in range(self.width) for row in range(self.height))

    def rows_of(self, card: str) -> range | tuple[int, ...]:
        """Rows a row card picks: its symbol's row band; every row for the joker."""
        return range(self.height) if card == R.JOKER else self.row_band.get(card, ())

    def cols_of(self, card: str) -> range | tuple[int, ...]:
        """Columns a column card picks: its symbol's column band; every column for the joker."""
        return range(self.width) if card == R.JOKER else self.column_band.get(card, ())

    def takes(self, building: str, index: int) -> bool:
        """The space's terrain takes ``building`` (and a harbour has water adjacent)."""
        return index in self.building_spaces[building]


def board_from_json(data: JSON) -> Board:
    """Build a :class:`Board` from a board object.  Raises :class:`BoardError`
    naming the first problem: off the schema, terrain rows of the wrong count or
    length, letters missing from the legend, a board larger than 15 × 10, water
    that takes a building."""
    error = first_error("board", data)
    if error:
        raise BoardError(f"board invalid at {error[0] or '/'}: {error[1]}")
    bw, bh = data["band_width"], data["band_height"]
    width, height = len(data["column_bands"]) * bw, len(data["row_bands"]) * bh
    if width > 15 or height > 10:
        raise BoardError(f"a board is at most 15 x 10 spaces, this one is {width} x {height}")
    rows = data["terrain"]
    if len(rows) != height:
        raise BoardError(f"{len(data['row_bands'])} row bands of {bh} need {height} terrain rows, not {len(rows)}")
    legend = data["legend"]
    terrain: list[str] = []
    for r, line in enumerate(rows):
        if len(line) != width:
            raise BoardError(f"terrain row {r} has {len(line)} spaces; {len(data['column_bands'])} column bands "
                             f"of {bw} need {width}")
        for c, letter in enumerate(line):
            if letter not in legend:
                raise BoardError(f"terrain letter {show(letter)} at ({c}, {r}) is not in the legend")
            terrain.append(legend[letter])
    takes = {t: frozenset(data["buildings"].get(t, ())) for t in R.TERRAINS}
    if takes[R.WATER]:
        raise BoardError("water takes no building (OR-R-FARMER-4, OR-R-BUILD-5)")
    col_symbol = tuple(data["column_bands"][c // bw] for c in range(width))
    row_symbol = tuple(data["row_bands"][r // bh] for r in range(height))
    adjacent, orthogonal = [], []
    for i in range(width * height):
        c, r = i % width, i // width
        adjacent.append(tuple((r + dr) * width + c + dc for dc in (-1, 0, 1) for dr in (-1, 0, 1)
                              if (dc or dr) and 0 <= c + dc < width and 0 <= r + dr < height))
        orthogonal.append(tuple((r + dr) * width + c + dc for dc, dr in ((0, -1), (1, 0), (0, 1), (-1, 0))
                                if 0 <= c + dc < width and 0 <= r + dr < height))
    water = frozenset(i for i, t in enumerate(terrain) if t == R.WATER)
    row_band = {s: tuple(r for r in range(height) if row_symbol[r] == s) for s in R.SYMBOLS}
    column_band = {s: tuple(c for c in range(width) if col_symbol[c] == s) for s in R.SYMBOLS}
    band_spaces = {s: frozenset(i for i in range(width * height)
                                if row_symbol[i // width] == s or col_symbol[i % width] == s) for s in R.SYMBOLS}
    building_spaces = {}
    for b in R.BUILDINGS:
        spaces = {i for i, t in enumerate(terrain) if b in takes[t]}
        if b == "harbour":
            spaces = {i for i in spaces if any(j in water for j in adjacent[i])}
        building_spaces[b] = frozenset(spaces)
    return Board(id=data["id"], data=data, width=width, height=height, col_symbol=col_symbol,
                 row_symbol=row_symbol, terrain=tuple(terrain), adjacent=tuple(adjacent),
                 orthogonal=tuple(orthogonal), water=water, row_band=row_band, column_band=column_band,
                 band_spaces=band_spaces, building_spaces=building_spaces)


def board_ids() -> list[str]:
    """The ids of the boards shipped in ``spec/boards/``."""
    return sorted(p.name[: -len(".json")] for p in (data_root() / "spec" / "boards").glob("*.json"))


@cache
def named_board(board_id: str) -> Board:
    """The board ``spec/boards/<board_id>.json`` (loaded once).  Raises
    :class:`UnknownBoard` when there is no such file and :class:`DataError`
    when the file is not a valid board."""
    if board_id not in board_ids():
        raise UnknownBoard(board_id)
    path = data_root() / "spec" / "boards" / f"{board_id}.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        board = board_from_json(data)
    except (json.JSONDecodeError, BoardError) as exc:
        raise DataError(f"board file {path.name} is corrupt: {exc}") from exc
    if board.id != board_id:
        raise DataError(f"board file {path.name} has the id {show(board.id)}")
    return board

"""Board drawings: one :class:`Drawing` per game, which the game's
registration names (:class:`rulebook.games.GameSupport`, ``drawing``).

A drawing knows how to read its game's board out of a canonical position or
state (spec/protocol.md §9), how the events of a response move that board on
(spec/protocol.md §8), and how to draw it as SVG.  Shared code asks
:func:`drawing_for` and :func:`drawing_of` and never branches on a game id; a
game whose registration names no drawing is drawn by the first *fallback*
drawing (:func:`add_fallback`) that claims the shape of its data (a ``board``
list of tiles, a grid of spaces).
"""
from __future__ import annotations

import copy as _copy
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Self

if TYPE_CHECKING:
    from .tile_art import TileArt


@dataclass
class BoardBase:
    """What every board has: its game id and the players in seating order."""

    game: str | None
    players: list[str] = field(default_factory=list)

    def copy(self) -> Self:
        return _copy.deepcopy(self)


@dataclass
class Canvas:
    """Everything a drawing may need besides the board.

    ``art``: the tile symbols (:class:`~rulebook.reports.boards.tile_art.TileArt`),
    shared by every board of a page or private to one standalone SVG;
    ``spec_dir``: the ``spec/`` folder (tile sets, Oregon boards);
    ``frame``: cells to include besides the board's own (two boards drawn with
    the same frame compare at the same scale); ``max_px``: the longer side of
    a tile board in pixels; ``embed``: the SVG carries the tile symbols it
    uses (a drawing that stands alone) instead of referring to a page's."""

    art: TileArt
    spec_dir: Path | None = None
    frame: set[tuple[int, int]] = field(default_factory=set)
    max_px: int = 420
    embed: bool = False


class Drawing:
    """How one game's boards are read, moved on by events and drawn.

    Subclasses set :attr:`board_type` and implement the methods; a game's
    registration names its instance (:class:`rulebook.games.GameSupport`,
    ``drawing``), :func:`add_fallback` adds one for games without their own."""

    #: The class of the boards this drawing makes.
    board_type: type[BoardBase] = BoardBase
    #: The fields of a position or state :meth:`from_state` reads (``players``: only their names).
    state_keys: frozenset[str] = frozenset({"game", "players"})

    def claims(self, data: Mapping[str, Any]) -> bool:
        """Whether a position of an unregistered game looks like this drawing's boards."""
        return False

    def empty(self, game: str | None, request: Mapping[str, Any]) -> BoardBase:
        """The board right after a ``new_game`` request, before its events."""
        raise NotImplementedError

    def from_state(self, game: str | None, state: Mapping[str, Any], previous: BoardBase | None) -> BoardBase:
        """The board of a canonical position or state (``previous``: the board so far, for what states omit)."""
        raise NotImplementedError

    def apply_event(self, board: BoardBase, event: Mapping[str, Any]) -> None:
        """Move ``board`` on by one event; events that change nothing drawn are ignored.
        May raise ``KeyError``/``ValueError``/``TypeError`` on a malformed event."""

    def render(self, board: BoardBase, canvas: Canvas, *, label: str, compare: BoardBase | None) -> str:
        """An ``<svg>`` of ``board``; what is not on ``compare`` is marked new."""
        raise NotImplementedError

    def kinds(self, board: BoardBase, canvas: Canvas) -> list[str]:
        """The feature kinds or terrains drawn on ``board`` (for a legend)."""
        return []

    def cells(self, board: BoardBase) -> set[tuple[int, int]]:
        """The cells ``(x, y)`` a tile board occupies; empty for other boards."""
        return set()


#: Drawings for games without one of their own, tried in order (the last one takes anything).
FALLBACKS: list[Drawing] = []


def add_fallback(drawing: Drawing) -> Drawing:
    """Make ``drawing`` a candidate for the boards of games without a drawing of their own."""
    if drawing not in FALLBACKS:
        FALLBACKS.append(drawing)
    return drawing


def _registered(game: object) -> Drawing | None:
    from rulebook.games import drawing_for as registered

    return registered(game)


def drawing_for(game: str | None, data: Mapping[str, Any] | None = None) -> Drawing:
    """The drawing of ``game``; for a game without one, the first fallback claiming ``data``."""
    drawing = _registered(game)
    if drawing is not None:
        return drawing
    for drawing in FALLBACKS:
        if isinstance(data, Mapping) and drawing.claims(data):
            return drawing
    return FALLBACKS[-1]


def drawing_of(board: BoardBase) -> Drawing:
    """The drawing that made ``board``: its game's, or the fallback for its kind of board."""
    drawing = _registered(board.game)
    if drawing is not None and isinstance(board, drawing.board_type):
        return drawing
    return next((d for d in FALLBACKS if isinstance(board, d.board_type)), FALLBACKS[-1])


def union_cells(boards: Iterable[BoardBase | None]) -> set[tuple[int, int]]:
    """The cells of several boards together (a common frame)."""
    cells: set[tuple[int, int]] = set()
    for board in boards:
        if board is not None:
            cells |= drawing_of(board).cells(board)
    return cells

"""Boards drawn as SVG: a position of any game, or the boards of a transcript.

Public:

- :func:`board_svg` — a position (canonical state, spec/protocol.md §9) or
  a board rebuilt from a transcript, as one self-contained ``<svg>``: every
  style inline, the tile symbols inside it (or, given a shared
  :class:`TileArt`, referred to in the page, as the casebook does).  Also
  :func:`rulebook.board_svg`.
- :func:`reconstruct` / :class:`BoardStory` — the boards before and after
  the moves of a transcript; :func:`board_transcript` — the smallest
  transcript that draws the same boards.
- :func:`board_kinds`, :func:`board_cells`, :func:`style_for`,
  :func:`player_colour` — for legends and frames.

One module per game (:mod:`.carcassonne`, :mod:`.gold_rush`,
:mod:`.discovery`, :mod:`.oregon`) holds its :class:`~._core.Drawing`, which
the game's registration names (:class:`rulebook.games.GameSupport`); the
shared core (:mod:`._core`, :mod:`._svg`, :mod:`.tile_art`, :mod:`.tiles`,
:mod:`.story`) never names a game.  A game without a drawing is drawn by
shape: a grid of spaces (``farmers``, ``buildings``) like Oregon's, anything
else as tiles.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache
from pathlib import Path
from typing import Any

from . import carcassonne, discovery, gold_rush, oregon  # noqa: F401  (Oregon's drawing is a fallback too)
from ._core import BoardBase, Canvas, Drawing, add_fallback, drawing_for, drawing_of, union_cells
from ._svg import KIND_STYLE, NEUTRAL_STYLE, player_colour, style_for
from .oregon import GridBoard
from .story import BoardStory, apply_events, board_from_state, board_transcript, describe_request, reconstruct
from .tile_art import TileArt, area_path, draw_tile, fan_path, load_tile_catalog, rotate_place
from .tiles import TileBoard, TileDrawing

#: The drawing of tile boards of games without a drawing (the last fallback).
add_fallback(TileDrawing())

Board = BoardBase


def _default_spec_dir() -> Path | None:
    from rulebook.reports.sources import find_spec_dir

    return find_spec_dir()


@cache
def _catalog(spec_dir: Path | None) -> dict[str, dict[str, Any]]:
    return load_tile_catalog(spec_dir)


def board_svg(position: Mapping[str, Any] | BoardBase, *, label: str | None = None,
              compare: Mapping[str, Any] | BoardBase | None = None, art: TileArt | None = None,
              spec_dir: Path | None = None, max_px: int = 420, frame: Iterable[tuple[int, int]] = ()) -> str:
    """An ``<svg>`` element (text) of a position or board.

    ``position``: a canonical position or state (a mapping naming its
    ``game``; spec/protocol.md §9) or a board from :func:`reconstruct`.
    ``label``: the title (default: the game id).  ``compare``: an earlier
    position or board; tiles, figures and buildings not on it are marked new.
    ``art``: a :class:`TileArt` shared by several boards of one page — the
    SVG then refers to its symbols (put ``art.defs()`` once in the page);
    without it the SVG carries its own ``<defs>`` and stands alone (a file
    of it renders in a browser: no CSS, no external reference).
    ``spec_dir``: where the tile sets and Oregon boards are (default: this
    checkout's ``spec/`` or the installed copy).  ``max_px``: the longer side
    of a tile board, in pixels (30 … 72 per cell).  ``frame``: cells to
    include besides the board's own.  Raises ``TypeError`` when ``position``
    is neither a mapping nor a board.
    """
    spec_dir = spec_dir if spec_dir is not None else _default_spec_dir()
    board = _as_board(position)
    before = _as_board(compare, previous=board) if compare is not None else None
    embed = art is None
    canvas = Canvas(art=art if art is not None else TileArt(_catalog(spec_dir)), spec_dir=spec_dir,
                    frame=set(frame), max_px=max_px, embed=embed)
    return drawing_of(board).render(board, canvas, label=label or str(board.game or "board"), compare=before)


def _as_board(value: Any, previous: BoardBase | None = None) -> BoardBase:
    if isinstance(value, BoardBase):
        return value
    if isinstance(value, Mapping):
        game = value.get("game") if isinstance(value.get("game"), str) else (
            previous.game if previous is not None else None)
        return board_from_state(game, value)
    raise TypeError(f"a position is a mapping (a canonical state) or a board, not a {type(value).__name__}")


def render_board(board: BoardBase, art: TileArt, *, label: str, compare: BoardBase | None = None,
                 spec_dir: Path | None = None, max_px: int = 420, frame: Iterable[tuple[int, int]] = ()) -> str:
    """:func:`board_svg` of a board with a shared :class:`TileArt` (the casebook's way)."""
    canvas = Canvas(art=art, spec_dir=spec_dir, frame=set(frame), max_px=max_px)
    return drawing_of(board).render(board, canvas, label=label, compare=compare)


def board_kinds(board: BoardBase | None, art: TileArt, spec_dir: Path | None = None) -> list[str]:
    """Feature kinds or terrains drawn on a board (for its legend)."""
    if board is None:
        return []
    return drawing_of(board).kinds(board, Canvas(art=art, spec_dir=spec_dir))


def board_cells(board: BoardBase | None) -> set[tuple[int, int]]:
    """The cells a tile board occupies (tiles and figures); empty for grid boards."""
    return union_cells([board])


__all__ = [
    "KIND_STYLE", "NEUTRAL_STYLE", "Board", "BoardBase", "BoardStory", "Canvas", "Drawing", "GridBoard", "TileArt",
    "TileBoard", "TileDrawing", "add_fallback", "apply_events", "area_path", "board_cells", "board_from_state",
    "board_kinds", "board_svg", "board_transcript", "describe_request", "draw_tile", "drawing_for", "drawing_of",
    "fan_path", "load_tile_catalog", "player_colour", "reconstruct", "render_board", "rotate_place",
    "style_for",
]

"""Boards of square tiles on cells ``(x, y)`` (the tile-laying games):
read from a position's ``board: [{x, y, tile, rotation}]`` and ``figures``,
moved on by ``tile_placed``/``figure_placed``/``figure_returned``, drawn
from the tile data (``spec/tiles/*.json`` plus the custom tiles a request
carried, see :mod:`.tile_art`).

What one game adds (gold, castles, mining tokens, tents) is a *layer*: a
:class:`TileDrawing` subclass reads it from the state
(:meth:`TileDrawing.read_layers`), moves it by its own events
(:attr:`TileDrawing.handlers`) and draws it between the tiles and the
figures (:meth:`TileDrawing.draw_layers`).
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from html import escape
from typing import Any

from ._core import BoardBase, Canvas, Drawing
from ._svg import STYLE, figure_marker, open_svg, player_colour, player_names, to_int
from .tile_art import PLACE_ANCHOR, TileArt, tile_kinds


@dataclass
class TileBoard(BoardBase):
    """A board of square tiles: ``tiles`` (cell → (tile id, rotation)),
    ``figures`` (protocol figure objects with ``x``, ``y``, ``at``), ``custom``
    tile definitions by id, and each game's ``layers`` by name."""

    tiles: dict[tuple[int, int], tuple[str, int]] = field(default_factory=dict)
    figures: list[dict[str, Any]] = field(default_factory=list)
    custom: dict[str, dict[str, Any]] = field(default_factory=dict)
    layers: dict[str, Any] = field(default_factory=dict)


def same_place(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    return a.get("x") == b.get("x") and a.get("y") == b.get("y") and a.get("at") == b.get("at")


def ref_key(feature: Any) -> tuple[int, int, str] | None:
    """``(x, y, at)`` of a feature reference ``{"x", "y", "at"}``, else ``None``."""
    if isinstance(feature, dict):
        try:
            return to_int(feature["x"]), to_int(feature["y"]), str(feature["at"])
        except (KeyError, ValueError):
            return None
    return None


Handler = Callable[[TileBoard, Mapping[str, Any]], None]


class TileDrawing(Drawing):
    """The drawing of a tile-laying game; subclasses add their layers."""

    board_type = TileBoard
    state_keys = frozenset({"game", "players", "board", "figures", "tiles"})

    def __init__(self) -> None:
        #: Event type → handler.
        self.handlers: dict[str, Handler] = {
            "tile_placed": self._tile_placed,
            "figure_placed": self._figure_placed,
            "figure_returned": self._figure_returned,
        }

    # ------------------------------------------------------------- reading
    def claims(self, data: Mapping[str, Any]) -> bool:
        return True  # the last resort: anything is drawn as tiles

    def empty(self, game: str | None, request: Mapping[str, Any]) -> TileBoard:
        board = TileBoard(game=game, players=player_names(request.get("players")))
        for tile in request.get("tiles") or []:
            if isinstance(tile, dict) and isinstance(tile.get("id"), str):
                board.custom[tile["id"]] = tile
        return board

    def from_state(self, game: str | None, state: Mapping[str, Any], previous: BoardBase | None) -> TileBoard:
        players = player_names(state.get("players")) or (previous.players if previous is not None else [])
        board = TileBoard(game=game, players=players)
        if isinstance(previous, TileBoard):
            board.custom.update(previous.custom)
        for tile in state.get("tiles") or []:
            if isinstance(tile, dict) and isinstance(tile.get("id"), str):
                board.custom[tile["id"]] = tile
        for cell in state.get("board") or []:
            if isinstance(cell, dict):
                try:
                    board.tiles[(to_int(cell["x"]), to_int(cell["y"]))] = (str(cell["tile"]),
                                                                           to_int(cell.get("rotation", 0)))
                except (KeyError, ValueError):
                    continue
        for figure in state.get("figures") or []:
            if isinstance(figure, dict) and {"x", "y", "at"} <= figure.keys():
                board.figures.append(dict(figure))
        self.read_layers(board, state)
        return board

    def read_layers(self, board: TileBoard, state: Mapping[str, Any]) -> None:
        """Fill ``board.layers`` from a state (the game's own fields)."""

    # ------------------------------------------------------------- events
    def apply_event(self, board: BoardBase, event: Mapping[str, Any]) -> None:
        handler = self.handlers.get(str(event.get("type")))
        if handler is not None and isinstance(board, TileBoard):
            handler(board, event)

    @staticmethod
    def _tile_placed(board: TileBoard, event: Mapping[str, Any]) -> None:
        board.tiles[(to_int(event["x"]), to_int(event["y"]))] = (str(event["tile"]), to_int(event.get("rotation", 0)))

    @staticmethod
    def _figure_placed(board: TileBoard, event: Mapping[str, Any]) -> None:
        board.figures.append({k: event[k] for k in ("player", "figure", "x", "y", "at") if k in event})

    @staticmethod
    def _figure_returned(board: TileBoard, event: Mapping[str, Any]) -> None:
        for figure in board.figures:
            if same_place(figure, event) and figure.get("player") == event.get("player") and \
                    figure.get("figure") == event.get("figure"):
                board.figures.remove(figure)
                break

    # ------------------------------------------------------------- drawing
    def cells(self, board: BoardBase) -> set[tuple[int, int]]:
        if not isinstance(board, TileBoard):
            return set()
        cells = set(board.tiles)
        for figure in board.figures:
            try:
                cells.add((to_int(figure["x"]), to_int(figure["y"])))
            except (KeyError, ValueError):
                continue
        return cells

    def kinds(self, board: BoardBase, canvas: Canvas) -> list[str]:
        kinds: list[str] = []
        if not isinstance(board, TileBoard):
            return kinds
        for tile_id, _ in board.tiles.values():
            tile = tile_def(board, canvas.art, tile_id)
            for kind in tile_kinds(tile) if tile is not None else []:
                if kind not in kinds:
                    kinds.append(kind)
        return kinds

    def draw_layers(self, board: TileBoard, compare: TileBoard | None) -> list[str]:
        """SVG elements of the game's layers (board coordinates: a cell is 100 × 100)."""
        return []

    def render(self, board: BoardBase, canvas: Canvas, *, label: str, compare: BoardBase | None) -> str:
        assert isinstance(board, TileBoard)
        compare = compare if isinstance(compare, TileBoard) else None
        art: TileArt = canvas.art
        cells = self.cells(board) | canvas.frame
        if not cells:
            return (open_svg(view_box="0 0 200 60", width=200, height=60, label=f"{label}: empty board",
                             aria=f"{label}: empty board", extra_class="board-empty")
                    + f'<text x="100" y="35" text-anchor="middle" {STYLE["note"]}>empty board</text></svg>')
        xs = [c[0] for c in cells]
        ys = [c[1] for c in cells]
        min_x, max_x, min_y, max_y = min(xs), max(xs), min(ys), max(ys)
        cols, rows = max_x - min_x + 1, max_y - min_y + 1
        margin = 40  # room for the axis numbers ("-12")
        vb_x, vb_y = min_x * 100 - margin, min_y * 100 - margin
        vb_w, vb_h = cols * 100 + margin + 6, rows * 100 + margin + 6
        px = max(30, min(72, int(canvas.max_px / max(cols, rows))))
        out = [open_svg(view_box=f"{vb_x} {vb_y} {vb_w} {vb_h}", width=vb_w * px / 100, height=vb_h * px / 100,
                        label=label, aria=f"{label}: {len(board.tiles)} tiles")]
        # Empty cells of the frame, faintly.
        for (x, y) in sorted(cells - set(board.tiles)):
            out.append(f'<rect class="empty" x="{x * 100 + 2}" y="{y * 100 + 2}" width="96" height="96" rx="4" '
                       f'{STYLE["empty"]}/>')
        for x in range(min_x, max_x + 1):
            out.append(f'<text class="axis" x="{x * 100 + 50}" y="{min_y * 100 - 8}" text-anchor="middle" '
                       f'{STYLE["axis"]}>{x}</text>')
        for y in range(min_y, max_y + 1):
            out.append(f'<text class="axis" x="{min_x * 100 - 8}" y="{y * 100 + 55}" text-anchor="end" '
                       f'{STYLE["axis"]}>{y}</text>')
        used: list[str] = []
        for (x, y), (tile_id, rotation) in sorted(board.tiles.items(), key=lambda kv: (kv[0][1], kv[0][0])):
            out.append(self._tile(board, art, x, y, tile_id, rotation, used))
        # Cell outlines and the tiles new on this board.
        for (x, y) in board.tiles:
            out.append(f'<rect class="cell" x="{x * 100}" y="{y * 100}" width="100" height="100" {STYLE["cell"]}/>')
        if compare is not None:
            for (x, y), value in board.tiles.items():
                if compare.tiles.get((x, y)) != value:
                    out.append(f'<rect class="new-tile" x="{x * 100 + 3}" y="{y * 100 + 3}" width="94" height="94" '
                               f'rx="3" {STYLE["new-tile"]}/>')
        out.extend(self.draw_layers(board, compare))
        out.extend(self._figures(board, compare))
        if canvas.embed:
            out.append(art.defs_of(used))
        out.append("</svg>")
        return "".join(out)

    @staticmethod
    def _tile(board: TileBoard, art: TileArt, x: int, y: int, tile_id: str, rotation: int, used: list[str]) -> str:
        tile = tile_def(board, art, tile_id)
        ox, oy = x * 100, y * 100
        title = f"{tile_id} at ({x}, {y}), rotation {rotation}"
        if tile is not None and tile.get("note"):
            title += f" — {tile['note']}"
        attrs = f'class="tile" data-tile="{escape(tile_id)}" data-x="{x}" data-y="{y}" data-rotation="{rotation}"'
        if tile is None:
            return (f'<g {attrs} data-unknown="1"><title>{escape(title)} (tile data not found)</title>'
                    f'<rect x="{ox}" y="{oy}" width="100" height="100" fill="#eceef1" stroke="#8c959f" '
                    f'stroke-dasharray="5 4"/><text x="{ox + 50}" y="{oy + 46}" text-anchor="middle" '
                    f'font-size="13" fill="#424a53">{escape(tile_id)}</text><text x="{ox + 50}" y="{oy + 66}" '
                    f'text-anchor="middle" font-size="18" fill="#6e7781">?</text></g>')
        sid = art.symbol(tile)
        used.append(sid)
        transform = f' transform="rotate({rotation % 360} {ox + 50} {oy + 50})"' if rotation % 360 else ""
        return (f'<g {attrs}><title>{escape(title)}</title><use href="#{sid}" x="{ox}" y="{oy}" '
                f'width="100" height="100"{transform}/></g>')

    @staticmethod
    def _figures(board: TileBoard, compare: TileBoard | None) -> list[str]:
        out = []
        seen: dict[tuple[Any, Any, Any], int] = {}
        old = compare.figures if compare is not None else []
        for figure in board.figures:
            try:
                x, y = to_int(figure["x"]), to_int(figure["y"])
            except (KeyError, ValueError):
                continue
            at = str(figure.get("at", "C"))
            n = seen.get((x, y, at), 0)
            seen[(x, y, at)] = n + 1
            cx, cy = figure_point(x, y, at, n)
            colour = player_colour(str(figure.get("player", "")), board.players)
            is_new = compare is not None and not any(dict(o) == dict(figure) for o in old)
            out.append(figure_marker(figure, cx, cy, colour, new=is_new, scale=FIGURE_SCALE))
        return out


#: Where a figure stands when that is not its place's anchor: a figure on the middle of a tile
#: (a cloister, a lake, a mountain or sea in the middle) stands off-centre, so that it does
#: not hide the feature it stands on or the symbols drawn there (port cities, nuggets).
FIGURE_ANCHOR: dict[str, tuple[float, float]] = {"C": (68, 64)}
#: The figures' size (1: 24 units of a 100-unit cell) and the distance between figures on one place.
FIGURE_SCALE = 0.85
FIGURE_STEP = 22


def figure_point(x: int, y: int, at: str, n: int = 0) -> tuple[float, float]:
    """Where the ``n``-th figure (from 0) on place ``at`` of cell (x, y) is drawn (board units, a
    cell is 100).  Figures on one place stand side by side, :data:`FIGURE_STEP` apart along the
    tile's edge (across the line from the place to the tile's middle), never on top of each
    other, and leave the middle side of the place free for the Gold Rush token stack."""
    ax, ay = FIGURE_ANCHOR.get(at) or PLACE_ANCHOR.get(at, (50.0, 50.0))
    if n == 0:
        return x * 100 + ax, y * 100 + ay
    dx, dy = 50 - ax, 50 - ay
    length = (dx * dx + dy * dy) ** 0.5
    px, py = (-dy / length, dx / length) if length > 1 else (0.0, -1.0)
    widest = max(abs(px), abs(py))  # a step along a diagonal clears the markers' square boxes too
    px, py = px / widest, py / widest
    side = 1 if n % 2 else -1  # alternate sides: 1st right of the anchor, 2nd left, ...
    step = FIGURE_STEP * ((n + 1) // 2) * side
    return x * 100 + ax + px * step, y * 100 + ay + py * step


def tile_def(board: TileBoard, art: TileArt, tile_id: str) -> dict[str, Any] | None:
    """A tile's definition: the board's custom tiles first, then the catalogue."""
    return board.custom.get(tile_id) or art.catalog.get(tile_id)

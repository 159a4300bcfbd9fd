"""Oregon's boards: a grid of spaces ``(col, row)`` on a board of
``spec/boards/`` (or a custom board object), with farmers and buildings;
moved on by ``start_tile_placed``, ``building_placed``, ``farmer_placed``
and ``start_tile_returned``; drawn as the terrain grid."""
from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from html import escape
from pathlib import Path
from typing import Any

from rulebook_protocol.components import OREGON_DEFAULT_BOARD

from .._json import json_object
from ._core import BoardBase, Canvas, Drawing, add_fallback
from ._svg import STYLE, figure_marker, fmt, open_svg, player_colour, player_names, style_for, to_int

_BUILDING_ABBR = {"post_office": "PO", "church": "Ch", "harbour": "Hb", "harbor": "Hb", "store": "St",
                  "coal_mine": "CM", "gold_mine": "GM", "station": "Sn"}
DEFAULT_BOARD = OREGON_DEFAULT_BOARD


@dataclass
class GridBoard(BoardBase):
    """A board of spaces ``(col, row)``: ``board`` (a board id of ``spec/boards/``
    or the board object), ``farmers`` and ``buildings`` as protocol objects."""

    board: Any = None
    farmers: list[dict[str, Any]] = field(default_factory=list)
    buildings: list[dict[str, Any]] = field(default_factory=list)


def grid_data(board: GridBoard, spec_dir: Path | None) -> dict[str, Any] | None:
    """The board object (terrain rows, legend, bands) of ``board``; ``None`` when not found."""
    if isinstance(board.board, dict):
        return board.board
    if isinstance(board.board, str) and spec_dir is not None and re.match(r"^[a-z0-9][a-z0-9_-]*$", board.board):
        path = spec_dir / "boards" / f"{board.board}.json"
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return data if isinstance(data, dict) else None
    return None


class OregonDrawing(Drawing):
    board_type = GridBoard
    state_keys = frozenset({"game", "players", "board", "farmers", "buildings"})

    def claims(self, data: Mapping[str, Any]) -> bool:
        return ("farmers" in data or "buildings" in data) and not isinstance(data.get("board"), list)

    def empty(self, game: str | None, request: Mapping[str, Any]) -> GridBoard:
        options = json_object(request.get("options"))
        return GridBoard(game=game, players=player_names(request.get("players")),
                         board=options.get("board") or DEFAULT_BOARD)

    def from_state(self, game: str | None, state: Mapping[str, Any], previous: BoardBase | None) -> GridBoard:
        board_ref = state.get("board")
        if board_ref is None and isinstance(previous, GridBoard):
            board_ref = previous.board
        return GridBoard(
            game=game,
            players=player_names(state.get("players")) or (previous.players if previous is not None else []),
            board=board_ref if board_ref is not None else DEFAULT_BOARD,
            farmers=[dict(f) for f in state.get("farmers") or [] if isinstance(f, dict)],
            buildings=[dict(b) for b in state.get("buildings") or [] if isinstance(b, dict)],
        )

    def apply_event(self, board: BoardBase, event: Mapping[str, Any]) -> None:
        assert isinstance(board, GridBoard)
        kind = event.get("type")
        if kind in ("start_tile_placed", "building_placed"):
            board.buildings.append({"building": event["building"], "col": to_int(event["col"]),
                                    "row": to_int(event["row"]), "start_tile": kind == "start_tile_placed",
                                    "player": event.get("player")})
        elif kind == "farmer_placed":
            board.farmers.append({"player": event["player"], "col": to_int(event["col"]), "row": to_int(event["row"])})
        elif kind == "start_tile_returned":
            for b in board.buildings:
                if b.get("start_tile") and b.get("building") == event.get("building") and \
                        b.get("player") in (None, event.get("player")):
                    board.buildings.remove(b)
                    break

    def kinds(self, board: BoardBase, canvas: Canvas) -> list[str]:
        assert isinstance(board, GridBoard)
        data = grid_data(board, canvas.spec_dir)
        if data is None:
            return []
        legend = json_object(data.get("legend"))
        letters = set("".join(r for r in data.get("terrain") or [] if isinstance(r, str)))
        return [str(legend[k]) for k in sorted(legend) if k in letters]

    def render(self, board: BoardBase, canvas: Canvas, *, label: str, compare: BoardBase | None) -> str:
        assert isinstance(board, GridBoard)
        return _render_grid(board, label=label, compare=compare if isinstance(compare, GridBoard) else None,
                            spec_dir=canvas.spec_dir)


def _render_grid(board: GridBoard, *, label: str, compare: GridBoard | None, spec_dir: Path | None) -> str:
    data = grid_data(board, spec_dir)
    terrain = [r for r in (data or {}).get("terrain") or [] if isinstance(r, str)]
    legend = json_object((data or {}).get("legend"))
    places = [(int(f.get("col", 0)), int(f.get("row", 0))) for f in board.farmers + board.buildings
              if isinstance(f.get("col"), int) and isinstance(f.get("row"), int)]
    n_rows = len(terrain) or max([r for _, r in places] + [9]) + 1
    n_cols = max((len(r) for r in terrain), default=0) or max([c for c, _ in places] + [14]) + 1
    cell = 40
    left, top = 74, 30
    vb_w, vb_h = left + n_cols * cell + 4, top + n_rows * cell + 4
    out = [open_svg(view_box=f"0 0 {vb_w} {vb_h}", width=min(600, vb_w), height=vb_h * min(600, vb_w) / vb_w,
                    label=label, aria=f"{label}: {len(board.farmers)} farmers, {len(board.buildings)} buildings",
                    extra_class="board-grid")]
    band_w = (data or {}).get("band_width") if isinstance((data or {}).get("band_width"), int) else None
    band_h = (data or {}).get("band_height") if isinstance((data or {}).get("band_height"), int) else None
    col_bands = (data or {}).get("column_bands") or []
    row_bands = (data or {}).get("row_bands") or []
    if band_w:
        for i, symbol in enumerate(col_bands):
            x = left + (i + 0.5) * band_w * cell
            out.append(f'<text class="band" x="{fmt(x)}" y="{top - 10}" text-anchor="middle" {STYLE["band"]}>'
                       f'{escape(str(symbol))}</text>')
    else:
        for c in range(n_cols):
            out.append(f'<text class="axis" x="{left + c * cell + cell / 2}" y="{top - 10}" '
                       f'text-anchor="middle" {STYLE["axis"]}>{c}</text>')
    if band_h:
        for i, symbol in enumerate(row_bands):
            y = top + (i + 0.5) * band_h * cell + 4
            out.append(f'<text class="band" x="{left - 8}" y="{fmt(y)}" text-anchor="end" {STYLE["band"]}>'
                       f'{escape(str(symbol))}</text>')
    else:
        for r in range(n_rows):
            out.append(f'<text class="axis" x="{left - 8}" y="{top + r * cell + cell / 2 + 4}" '
                       f'text-anchor="end" {STYLE["axis"]}>{r}</text>')
    for r in range(n_rows):
        row = terrain[r] if r < len(terrain) else ""
        for c in range(n_cols):
            letter = row[c] if c < len(row) else ""
            name = str(legend.get(letter, "")) if letter else ""
            fill = style_for(name)[0] if name else "#eef0f2"
            out.append(f'<rect x="{left + c * cell}" y="{top + r * cell}" width="{cell}" height="{cell}" '
                       f'fill="{fill}"><title>col {c}, row {r}{": " + escape(name) if name else ""}</title></rect>')
            if name == "railway":
                cx, cy = left + c * cell + cell / 2, top + r * cell + cell / 2
                for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                    rr, cc = r + dr, c + dc
                    if 0 <= rr < len(terrain) and 0 <= cc < len(terrain[rr]) and \
                            str(legend.get(terrain[rr][cc], "")) == "railway":
                        out.append(f'<path d="M{fmt(cx)} {fmt(cy)} L{fmt(cx + dc * cell / 2)} '
                                   f'{fmt(cy + dr * cell / 2)}" stroke="#4a4036" stroke-width="4"/>')
    # Grid lines, thicker between bands.
    for c in range(n_cols + 1):
        kind = "band-line" if band_w and c % band_w == 0 else "grid-line"
        out.append(f'<path d="M{left + c * cell} {top} V{top + n_rows * cell}" class="{kind}" {STYLE[kind]}/>')
    for r in range(n_rows + 1):
        kind = "band-line" if band_h and r % band_h == 0 else "grid-line"
        out.append(f'<path d="M{left} {top + r * cell} H{left + n_cols * cell}" class="{kind}" {STYLE[kind]}/>')
    old_buildings = compare.buildings if compare is not None else []
    old_farmers = compare.farmers if compare is not None else []
    for building in board.buildings:
        try:
            c, r = to_int(building["col"]), to_int(building["row"])
        except (KeyError, ValueError):
            continue
        name = str(building.get("building", "?"))
        x, y = left + c * cell, top + r * cell
        owner = building.get("player")
        stroke = player_colour(str(owner), board.players) if owner else "#24292f"
        dash = ' stroke-dasharray="4 2.5"' if building.get("start_tile") else ""
        is_new = compare is not None and not any(
            o.get("col") == c and o.get("row") == r and o.get("building") == name for o in old_buildings)
        ring = (f'<rect x="{x + 1.5}" y="{y + 1.5}" width="{cell - 3}" height="{cell - 3}" rx="5" fill="none" '
                'stroke="#cf222e" stroke-width="2.5"/>') if is_new else ""
        title = f"{name.replace('_', ' ')} at col {c}, row {r}"
        if building.get("start_tile"):
            title += " (start tile)"
        out.append(f'<g class="building" data-building="{escape(name)}"><title>{escape(title)}</title>{ring}'
                   f'<rect x="{x + 5}" y="{y + 5}" width="{cell - 10}" height="{cell - 10}" rx="4" fill="#ffffff" '
                   f'stroke="{stroke}" stroke-width="2.5"{dash}/><text x="{x + cell / 2}" y="{y + cell / 2 + 4.5}" '
                   f'text-anchor="middle" font-size="13" font-weight="700" fill="#24292f">'
                   f'{escape(_BUILDING_ABBR.get(name, name[:2].title()))}</text></g>')
    for farmer in board.farmers:
        try:
            c, r = to_int(farmer["col"]), to_int(farmer["row"])
        except (KeyError, ValueError):
            continue
        cx, cy = left + c * cell + cell / 2, top + r * cell + cell / 2
        colour = player_colour(str(farmer.get("player", "")), board.players)
        is_new = compare is not None and not any(
            o.get("col") == c and o.get("row") == r and o.get("player") == farmer.get("player") for o in old_farmers)
        out.append(figure_marker({"player": farmer.get("player"), "figure": "farmer", "at": f"col {c}, row {r}"},
                                  cx, cy, colour, scale=1.25, new=is_new))
    if data is None:
        out.append(f'<text x="{left + 6}" y="{top + 18}" {STYLE["note"]}>board data '
                   f'{escape(str(board.board))} not found: spaces drawn without terrain</text>')
    out.append("</svg>")
    return "".join(out)


DRAWING = add_fallback(OregonDrawing())

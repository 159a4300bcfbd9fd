"""Carcassonne's boards: tiles and figures, plus the layers of its
expansions — gold pieces on tiles (Gold Mines: ``gold_placed``,
``gold_taken``, ``gold_removed``; state ``gold``) and castles (``castle_built``;
state ``castles``)."""
from __future__ import annotations

from collections.abc import Mapping
from html import escape
from typing import Any

from ._svg import fmt, player_colour, to_int
from .tile_art import PLACE_ANCHOR
from .tiles import TileBoard, TileDrawing, ref_key


class CarcassonneDrawing(TileDrawing):
    state_keys = TileDrawing.state_keys | {"gold", "castles"}

    def __init__(self) -> None:
        super().__init__()
        self.handlers.update({
            "gold_placed": self._gold_placed,
            "gold_taken": self._gold_taken,
            "gold_removed": self._gold_removed,
            "castle_built": self._castle_built,
        })

    def read_layers(self, board: TileBoard, state: Mapping[str, Any]) -> None:
        gold = board.layers.setdefault("gold", {})
        for item in state.get("gold") or []:
            if isinstance(item, dict):
                try:
                    gold[(to_int(item["x"]), to_int(item["y"]))] = to_int(item.get("count", 1))
                except (KeyError, ValueError):
                    continue
        board.layers["castles"] = [dict(c) for c in state.get("castles") or [] if isinstance(c, dict)]

    @staticmethod
    def _gold_placed(board: TileBoard, event: Mapping[str, Any]) -> None:
        gold = board.layers.setdefault("gold", {})
        key = (to_int(event["x"]), to_int(event["y"]))
        gold[key] = gold.get(key, 0) + 1

    @staticmethod
    def _gold_taken(board: TileBoard, event: Mapping[str, Any]) -> None:
        gold = board.layers.setdefault("gold", {})
        key = (to_int(event["x"]), to_int(event["y"]))
        gold[key] = gold.get(key, 0) - 1
        if gold[key] <= 0:
            del gold[key]

    @staticmethod
    def _gold_removed(board: TileBoard, event: Mapping[str, Any]) -> None:
        board.layers.setdefault("gold", {}).pop((to_int(event["x"]), to_int(event["y"])), None)

    @staticmethod
    def _castle_built(board: TileBoard, event: Mapping[str, Any]) -> None:
        ref = ref_key(event.get("feature"))
        if ref is not None:
            board.layers.setdefault("castles", []).append({"x": ref[0], "y": ref[1], "at": ref[2],
                                                           "owner": event.get("player")})

    def draw_layers(self, board: TileBoard, compare: TileBoard | None) -> list[str]:
        out = []
        for (x, y), count in sorted(board.layers.get("gold", {}).items()):
            out.append(f'<g class="gold"><title>{count} gold on ({x}, {y})</title><circle cx="{x * 100 + 14}" '
                       f'cy="{y * 100 + 14}" r="10" fill="#f2c230" stroke="#6b4e00" stroke-width="2"/><text '
                       f'x="{x * 100 + 14}" y="{y * 100 + 18.5}" text-anchor="middle" font-size="13" '
                       f'font-weight="700" fill="#3d2c00">{count}</text></g>')
        for castle in board.layers.get("castles", []):
            try:
                x, y, at = to_int(castle["x"]), to_int(castle["y"]), str(castle["at"])
            except (KeyError, ValueError):
                continue
            ax, ay = PLACE_ANCHOR.get(at, (50, 50))
            cx, cy = x * 100 + ax, y * 100 + ay
            owner = str(castle.get("owner") or "")
            colour = player_colour(owner, board.players) if owner else "#57606a"
            out.append(f'<g class="castle"><title>castle of {escape(owner or "?")}</title><path d="M{fmt(cx - 14)} '
                       f'{fmt(cy + 10)} V{fmt(cy - 6)} h6 v4 h5 v-4 h6 v4 h5 v-4 h6 V{fmt(cy + 10)}Z" '
                       f'fill="#e9e3d6" stroke="{colour}" stroke-width="3" stroke-linejoin="round"/></g>')
        return out


DRAWING = CarcassonneDrawing()

"""Gold Rush's boards: tiles, cowboys and tents (``tent_placed`` moves a
tent), plus the stacks of mining tokens on mountains (``tokens_placed``,
``token_taken``, ``tokens_removed``; state ``mountains``)."""
from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from ._svg import fmt, to_int
from .tile_art import PLACE_ANCHOR
from .tiles import TileBoard, TileDrawing, ref_key, same_place


def token_point(x: int, y: int, at: str) -> tuple[float, float]:
    """Where the stack of mining tokens of the mountain at ``at`` of cell (x, y) is drawn: beside
    the place's figure anchor, towards the middle of the tile (left of it for the middle place,
    whose figure stands right of the centre), so that the marker and a cowboy or tent on the same
    mountain never overlap (the marker is 26 x 16 units, a figure about 20 x 20)."""
    if at == "C":
        return x * 100 + 28.0, y * 100 + 64.0
    ax, ay = PLACE_ANCHOR.get(at, (50, 50))
    dx, dy = 50 - ax, 50 - ay
    length = math.hypot(dx, dy) or 1.0
    return x * 100 + ax + dx / length * 28, y * 100 + ay + dy / length * 28


class GoldRushDrawing(TileDrawing):
    state_keys = TileDrawing.state_keys | {"mountains"}

    def __init__(self) -> None:
        super().__init__()
        self.handlers.update({
            "tent_placed": self._tent_placed,
            "tokens_placed": self._tokens_placed,
            "token_taken": self._token_taken,
            "tokens_removed": self._tokens_removed,
        })

    def read_layers(self, board: TileBoard, state: Mapping[str, Any]) -> None:
        mountains = board.layers.setdefault("mountains", {})
        for mountain in state.get("mountains") or []:
            if isinstance(mountain, dict):
                try:
                    key = (to_int(mountain["x"]), to_int(mountain["y"]), str(mountain["at"]))
                except (KeyError, ValueError):
                    continue
                mountains[key] = [str(t) for t in mountain.get("tokens") or []]

    @staticmethod
    def _tent_placed(board: TileBoard, event: Mapping[str, Any]) -> None:
        origin = event.get("from")
        if isinstance(origin, dict):
            for figure in board.figures:
                if figure.get("figure") == "tent" and figure.get("player") == event.get("player") and \
                        same_place(figure, origin):
                    board.figures.remove(figure)
                    break
        board.figures.append({"player": event["player"], "figure": "tent", "x": event["x"], "y": event["y"],
                              "at": event["at"]})

    @staticmethod
    def _tokens_placed(board: TileBoard, event: Mapping[str, Any]) -> None:
        mountains = board.layers.setdefault("mountains", {})
        key = (to_int(event["x"]), to_int(event["y"]), str(event["at"]))
        mountains[key] = [str(t) for t in reversed(event.get("tokens") or [])] + mountains.get(key, [])

    @staticmethod
    def _token_taken(board: TileBoard, event: Mapping[str, Any]) -> None:
        mountains = board.layers.setdefault("mountains", {})
        key = ref_key(event.get("feature"))
        if mountains.get(key):
            mountains[key].pop(0)
            if not mountains[key]:
                del mountains[key]

    @staticmethod
    def _tokens_removed(board: TileBoard, event: Mapping[str, Any]) -> None:
        board.layers.setdefault("mountains", {}).pop(ref_key(event.get("feature")), None)

    def draw_layers(self, board: TileBoard, compare: TileBoard | None) -> list[str]:
        out = []
        for (x, y, at), tokens in sorted(board.layers.get("mountains", {}).items()):
            cx, cy = token_point(x, y, at)
            out.append(f'<g class="tokens"><title>{len(tokens)} mining token(s) on the mountain at ({x}, {y}) {at}'
                       f'</title><rect x="{fmt(cx - 13)}" y="{fmt(cy - 8)}" width="26" height="16" rx="4" '
                       f'fill="#3d3a36" stroke="#fff" stroke-width="1.2"/><text x="{fmt(cx)}" y="{fmt(cy + 4.5)}" '
                       f'text-anchor="middle" font-size="12" font-weight="700" fill="#fff">{len(tokens)}</text></g>')
        return out


DRAWING = GoldRushDrawing()

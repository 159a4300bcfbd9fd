"""Boards for the casebook: rebuilt from a scenario's transcript, drawn as SVG.

Reconstruction (:func:`reconstruct`): a ``load_position`` request carries the
whole position, a ``new_game`` response the start tile (its ``tile_placed``
event); ``apply_move`` and ``end_game`` responses move the board on by their
events, and a ``state`` response replaces it with the engine's own view.  The
board right after the (last) set-up is "before", the last one "after".

Drawing (:func:`render_board`): tile-laying games (``carcassonne``,
``gold_rush``, ``discovery`` and any game whose positions have
``board: [{x, y, tile, rotation}]``) are drawn from the tile data
(``spec/tiles/*.json`` plus the custom tiles a request carried): each feature
segment is a region by its places (spec/protocol.md §5: an edge-run region for
areas such as cities, a fan of half-edge triangles for fields, a stroke for
roads and railroads, a shape in the centre for cloisters), coloured by kind;
kinds this module does not know get a neutral style.  Figures are markers in
their player's colour at their place.  Grid games (``oregon``: spaces
``col``/``row`` on a board of ``spec/boards/``) are drawn as the terrain grid
with farmers and buildings.  Each tile type is drawn once, as an SVG
``<symbol>`` that every board ``<use>``\\ s (:class:`TileArt`).
"""
from __future__ import annotations

import copy
import hashlib
import json
import math
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from pathlib import Path
from typing import Any

# --------------------------------------------------------------------------- styles

#: kind -> (fill, stroke); ``None`` stroke for regions drawn without an outline.
KIND_STYLE: dict[str, tuple[str, str | None]] = {
    "field": ("#b7d58f", None),
    "prairie": ("#e4d69c", None),
    "meadow": ("#a9d18a", "#6f9a55"),
    "city": ("#d9a35f", "#8a5a2b"),
    "mountain": ("#a39789", "#6b6157"),
    "sea": ("#7db1e0", "#3f77b0"),
    "cloister": ("#f4e7c9", "#7a5230"),
    "road": ("#fbf7ec", "#857d6b"),
    "railroad": ("#3d3a36", "#6b4f36"),
    # Oregon terrains
    "forest": ("#5e9a5a", "#3f6e3c"),
    "water": ("#7db1e0", "#3f77b0"),
    "railway": ("#d9cdb5", "#4a4036"),
}
NEUTRAL_STYLE: tuple[str, str] = ("#d6d6db", "#6e6e78")

#: Human names of kinds for legends.
KIND_LABEL = {"cloister": "cloister", "railroad": "railroad", "railway": "railway"}

LINEAR_KINDS = frozenset({"road", "railroad"})

_PLAYER_COLOURS = {
    "red": "#d42a3c",
    "blue": "#1f63c6",
    "green": "#23913a",
    "yellow": "#f0c419",
    "black": "#26262b",
    "white": "#f7f7f7",
    "orange": "#ef7d1a",
    "purple": "#7d3cb5",
    "pink": "#e55aa6",
    "grey": "#8a8f98",
    "gray": "#8a8f98",
    "brown": "#8a5a2b",
}
_PALETTE = ("#d42a3c", "#1f63c6", "#23913a", "#f0c419", "#26262b", "#7d3cb5", "#ef7d1a", "#0f8f8f")


def player_colour(name: str, players: Sequence[str] = ()) -> str:
    """The colour of a player: its name when that is a colour, else by seat."""
    key = str(name).strip().lower()
    if key in _PLAYER_COLOURS:
        return _PLAYER_COLOURS[key]
    seat = list(players).index(name) if name in players else sum(map(ord, key))
    return _PALETTE[seat % len(_PALETTE)]


def style_for(kind: str) -> tuple[str, str]:
    fill, stroke = KIND_STYLE.get(kind, NEUTRAL_STYLE)
    return fill, stroke or fill


# --------------------------------------------------------------------------- geometry (spec/protocol.md §5)

PLACE_ORDER = ("N", "E", "S", "W", "Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn", "C")
EDGES = ("N", "E", "S", "W")
HALF_EDGES = ("Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn")
_CORNERS = ((0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0))
_PERIM8 = ((0, 0), (50, 0), (100, 0), (100, 50), (100, 100), (50, 100), (0, 100), (0, 50))
_EDGE_MID = {"N": (50, 0), "E": (100, 50), "S": (50, 100), "W": (0, 50)}
_CENTRE = (50.0, 50.0)
_BULGE = 0.25

#: Where a figure stands on a cell, by place (board orientation).
PLACE_ANCHOR: dict[str, tuple[float, float]] = {
    "N": (50, 17), "E": (83, 50), "S": (50, 83), "W": (17, 50),
    "Nw": (27, 12), "Ne": (73, 12), "En": (88, 27), "Es": (88, 73),
    "Se": (73, 88), "Sw": (27, 88), "Ws": (12, 73), "Wn": (12, 27),
    "C": (50, 50),
}
_AREA_ANCHOR = {"N": (50, 19), "E": (81, 50), "S": (50, 81), "W": (19, 50)}

_TURN = {"N": "E", "E": "S", "S": "W", "W": "N", "Nw": "En", "En": "Se", "Se": "Ws", "Ws": "Nw",
         "Ne": "Es", "Es": "Sw", "Sw": "Wn", "Wn": "Ne", "C": "C"}


def rotate_place(place: str, rotation: int) -> str:
    """``place`` of a tile at rotation 0, seen on the board at ``rotation`` (clockwise)."""
    for _ in range((int(rotation) // 90) % 4):
        place = _TURN.get(place, place)
    return place


def _fmt(value: float) -> str:
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _pt(p: Sequence[float]) -> str:
    return f"{_fmt(p[0])} {_fmt(p[1])}"


def _perimeter_point(t: float) -> tuple[float, float]:
    """A point on the tile's outline, ``t`` counted in edges clockwise from the NW corner."""
    t = t % 4
    edge = int(math.floor(t))
    frac = t - edge
    (x0, y0), (x1, y1) = _CORNERS[edge], _CORNERS[(edge + 1) % 4]
    return x0 + (x1 - x0) * frac, y0 + (y1 - y0) * frac


def _runs(members: set[int], size: int) -> list[tuple[int, int]]:
    """Maximal runs ``(first, length)`` of consecutive indices (cyclic) in ``members``."""
    if len(members) >= size:
        return [(0, size)]
    start = next(i for i in range(size) if i in members and (i - 1) % size not in members)
    runs: list[tuple[int, int]] = []
    i = 0
    while i < size:
        index = (start + i) % size
        if index in members:
            length = 0
            while length < size and (index + length) % size in members:
                length += 1
            runs.append((index, length))
            i += length
        else:
            i += 1
    return runs


def area_path(edges: Iterable[str]) -> str:
    """The region of an area segment covering these full edges: the edges of
    each run, joined through the tile by curves that bulge towards the edges
    left out (a single edge is a cap, two opposite edges a band)."""
    members = {EDGES.index(e) for e in edges if e in EDGES}
    if not members:
        return ""
    if len(members) == 4:
        return "M0 0H100V100H0Z"
    runs = _runs(members, 4)
    first_corner = _CORNERS[runs[0][0]]
    d = [f"M{_pt(first_corner)}"]
    for index, (first, length) in enumerate(runs):
        for e in range(first, first + length):
            d.append(f"L{_pt(_CORNERS[(e + 1) % 4])}")
        end_corner = (first + length) % 4
        next_first = runs[(index + 1) % len(runs)][0]
        skipped = (next_first - end_corner) % 4 or 4
        h = _perimeter_point(end_corner + skipped / 2)
        ctrl = (_CENTRE[0] + (h[0] - _CENTRE[0]) * _BULGE, _CENTRE[1] + (h[1] - _CENTRE[1]) * _BULGE)
        d.append(f"Q{_pt(ctrl)} {_pt(_CORNERS[next_first])}")
    return " ".join(d) + "Z"


def fan_path(places: Iterable[str]) -> str:
    """The region of a field segment: a fan of the half-edge triangles it
    covers (a full edge counts as both its halves)."""
    members: set[int] = set()
    for place in places:
        if place in HALF_EDGES:
            members.add(HALF_EDGES.index(place))
        elif place in EDGES:
            i = EDGES.index(place)
            members.update({2 * i, 2 * i + 1})
    if not members:
        return ""
    if len(members) == 8:
        return "M0 0H100V100H0Z"
    parts = []
    for first, length in _runs(members, 8):
        points = [_PERIM8[(first + k) % 8] for k in range(length + 1)]
        parts.append("M50 50 " + " ".join(f"L{_pt(p)}" for p in points) + "Z")
    return " ".join(parts)


def _feature_anchor(feature: Mapping[str, Any]) -> tuple[float, float]:
    """Where a feature's symbols go (rotation 0)."""
    places = [p for p in feature.get("places") or [] if isinstance(p, str)]
    edges = [p for p in places if p in EDGES]
    if str(feature.get("kind")) in LINEAR_KINDS:
        if len(edges) == 2:
            (ax, ay), (bx, by) = _EDGE_MID[edges[0]], _EDGE_MID[edges[1]]
            return 0.25 * ax + 0.25 * bx + 25, 0.25 * ay + 0.25 * by + 25
        if edges:
            ax, ay = _EDGE_MID[edges[0]]
            return (ax + 50) / 2, (ay + 50) / 2
        return _CENTRE
    halves = [p for p in places if p in HALF_EDGES]
    if halves and not edges:
        xs = [PLACE_ANCHOR[p][0] for p in halves]
        ys = [PLACE_ANCHOR[p][1] for p in halves]
        mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
        return mx + (50 - mx) * 0.25, my + (50 - my) * 0.25
    if edges:
        return _area_anchor(edges)
    return _CENTRE


def _area_anchor(edges: Sequence[str]) -> tuple[float, float]:
    points = [_AREA_ANCHOR[e] for e in edges if e in _AREA_ANCHOR]
    if not points:
        return _CENTRE
    return sum(p[0] for p in points) / len(points), sum(p[1] for p in points) / len(points)


# --------------------------------------------------------------------------- tiles


def load_tile_catalog(spec_dir: Path | None) -> dict[str, dict[str, Any]]:
    """Every tile type of ``spec_dir/tiles/*.json`` by id (first file wins)."""
    catalog: dict[str, dict[str, Any]] = {}
    if spec_dir is None:
        return catalog
    for path in sorted((spec_dir / "tiles").glob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        tiles = data.get("tiles") if isinstance(data, dict) else data
        for tile in tiles if isinstance(tiles, list) else []:
            if isinstance(tile, dict) and isinstance(tile.get("id"), str):
                catalog.setdefault(tile["id"], tile)
    return catalog


def _features(tile: Mapping[str, Any]) -> list[dict[str, Any]]:
    return [f for f in tile.get("features") or [] if isinstance(f, dict) and isinstance(f.get("places"), list)]


def _tile_base_kind(tile: Mapping[str, Any]) -> str | None:
    """The kind that fills the gaps between a tile's regions: its field-like
    kind if it has one, else the area kind covering the most edges."""
    best: tuple[int, str] | None = None
    for feature in _features(tile):
        kind = str(feature.get("kind"))
        places = feature["places"]
        if kind in LINEAR_KINDS:
            continue
        if any(p in HALF_EDGES for p in places):
            return kind
        score = sum(p in EDGES for p in places)
        if score and (best is None or score > best[0]):
            best = (score, kind)
    return best[1] if best else None


def tile_kinds(tile: Mapping[str, Any]) -> list[str]:
    return list(dict.fromkeys(str(f.get("kind")) for f in _features(tile)))


def draw_tile(tile: Mapping[str, Any]) -> str:
    """SVG elements (0..100 box, rotation 0) for one tile type."""
    out: list[str] = []
    base = _tile_base_kind(tile)
    base_fill = style_for(base)[0] if base else NEUTRAL_STYLE[0]
    out.append(f'<rect width="100" height="100" fill="{base_fill}"/>')
    features = _features(tile)
    fields = [f for f in features if str(f.get("kind")) not in LINEAR_KINDS
              and any(p in HALF_EDGES for p in f["places"])]
    areas = [f for f in features if f not in fields and str(f.get("kind")) not in LINEAR_KINDS
             and any(p in EDGES for p in f["places"])]
    lines = [f for f in features if str(f.get("kind")) in LINEAR_KINDS]
    points = [f for f in features if f not in fields and f not in areas and f not in lines]

    for feature in fields:
        fill, _ = style_for(str(feature.get("kind")))
        d = fan_path(feature["places"])
        if d and fill != base_fill:
            out.append(f'<path d="{d}" fill="{fill}"/>')
    # Roads and railroads: every outline first, then every fill.
    strokes: list[tuple[str, str]] = []
    ends = 0
    for feature in lines:
        edges = [p for p in feature["places"] if p in EDGES]
        ends += len(edges) if len(edges) != 2 else 0
        if len(edges) == 2:
            a, b = _EDGE_MID[edges[0]], _EDGE_MID[edges[1]]
            strokes.append((str(feature.get("kind")), f"M{_pt(a)} Q50 50 {_pt(b)}"))
        else:
            for edge in edges:
                strokes.append((str(feature.get("kind")), f"M{_pt(_EDGE_MID[edge])} L50 50"))
    for kind, d in strokes:
        if kind == "railroad":
            out.append(f'<path d="{d}" fill="none" stroke="#6b4f36" stroke-width="15" stroke-dasharray="3 6"/>')
            out.append(f'<path d="{d}" fill="none" stroke="#3d3a36" stroke-width="8.5"/>')
        elif kind == "road":
            out.append(f'<path d="{d}" fill="none" stroke="#857d6b" stroke-width="13"/>')
        else:
            out.append(f'<path d="{d}" fill="none" stroke="{NEUTRAL_STYLE[1]}" stroke-width="12"/>')
    for kind, d in strokes:
        if kind == "railroad":
            out.append(f'<path d="{d}" fill="none" stroke="{base_fill}" stroke-width="4"/>')
        elif kind == "road":
            out.append(f'<path d="{d}" fill="none" stroke="#fbf7ec" stroke-width="8"/>')
        else:
            out.append(f'<path d="{d}" fill="none" stroke="{NEUTRAL_STYLE[0]}" stroke-width="7"/>')
    if ends >= 3 and not any("C" in f["places"] for f in points):
        out.append('<rect x="42" y="42" width="16" height="16" rx="2" fill="#8a6a4a" stroke="#4a3826" '
                   'stroke-width="1.5"/>')

    # Areas after the roads (a road ends at the city wall); bigger areas
    # first, so caps lie on top of the bands they cut into.
    for feature in sorted(areas, key=lambda f: -sum(p in EDGES for p in f["places"])):
        kind = str(feature.get("kind"))
        fill, stroke = style_for(kind)
        d = area_path(feature["places"])
        out.append(f'<path class="k-{_css(kind)}" d="{d}" fill="{fill}" stroke="{stroke}" stroke-width="2.2" '
                   f'stroke-linejoin="round"/>')

    for feature in points:
        kind = str(feature.get("kind"))
        fill, stroke = style_for(kind)
        if kind == "cloister":
            out.append(f'<rect x="33" y="36" width="34" height="30" rx="2" fill="{fill}" stroke="{stroke}" '
                       'stroke-width="2"/>')
            out.append('<path d="M29 38 L50 22 L71 38Z" fill="#b4472f" stroke="#7a2d1c" stroke-width="1.5" '
                       'stroke-linejoin="round"/>')
            out.append('<path d="M50 44 V60 M44 50 H56" stroke="#7a5230" stroke-width="2.5"/>')
        else:
            radius = 19 if kind in ("city", "mountain", "sea", "meadow") else 13
            out.append(f'<circle class="k-{_css(kind)}" cx="50" cy="50" r="{radius}" fill="{fill}" '
                       f'stroke="{stroke}" stroke-width="2.2"/>')

    # Symbols on the features: pennants, goods, nuggets, tipis, horses,
    # locomotives, port cities; the gold tile mark.
    anchors = {str(f.get("id")): _feature_anchor(f) for f in features}
    for feature in features:
        x, y = anchors[str(feature.get("id"))]
        pennants = feature.get("pennants")
        if isinstance(pennants, int) and pennants > 0:
            for i in range(min(pennants, 3)):
                px = x + 6 + i * 9
                out.append(f'<path d="M{_fmt(px - 4)} {_fmt(y - 5)} h8 v6 l-4 4 l-4 -4z" fill="#2b5bb0" '
                           'stroke="#fff" stroke-width="1.2"/>')
        goods = feature.get("goods")
        if isinstance(goods, str):
            colour = {"wine": "#7b2d6b", "wheat": "#c9930e", "grain": "#c9930e", "cloth": "#2f6fbf"}.get(goods, "#555")
            out.append(f'<circle cx="{_fmt(x - 8)}" cy="{_fmt(y)}" r="5" fill="{colour}" stroke="#fff" '
                       f'stroke-width="1.2"><title>{escape(goods)}</title></circle>')
        nuggets = feature.get("nuggets")
        if isinstance(nuggets, int) and nuggets > 0:
            for i in range(min(nuggets, 4)):
                out.append(f'<circle cx="{_fmt(x - 6 + i * 6)}" cy="{_fmt(y + 8)}" r="2.6" fill="#f2c230" '
                           'stroke="#7a5a00" stroke-width="0.8"/>')
        tipis = feature.get("tipis")
        if isinstance(tipis, int) and tipis > 0:
            for i in range(min(tipis, 3)):
                tx = x - 8 + i * 9
                out.append(f'<path d="M{_fmt(tx)} {_fmt(y - 6)} l4.5 10 h-9z" fill="#a0522d" stroke="#fff" '
                           'stroke-width="0.9" stroke-linejoin="round"/>')
        horses = feature.get("horses")
        if isinstance(horses, int) and horses > 0:
            for i in range(min(horses, 3)):
                out.append(f'<ellipse cx="{_fmt(x - 6 + i * 8)}" cy="{_fmt(y + 9)}" rx="3.6" ry="2.4" '
                           'fill="#5b3a1e" stroke="#fff" stroke-width="0.8"/>')
        locomotives = feature.get("locomotives")
        if isinstance(locomotives, int) and locomotives > 0:
            out.append(f'<rect x="{_fmt(x - 6)}" y="{_fmt(y - 4)}" width="12" height="8" rx="2" fill="#1f1f1f" '
                       'stroke="#f2c230" stroke-width="1.2"/>')
    ports = tile.get("port_cities")
    for i, port in enumerate(ports if isinstance(ports, list) else []):
        if not isinstance(port, dict):
            continue
        land = anchors.get(str(port.get("land")), _CENTRE)
        sea = anchors.get(str(port.get("sea")), land)
        hx = land[0] + (sea[0] - land[0]) * 0.45 + (i - (len(ports) - 1) / 2) * 11
        hy = land[1] + (sea[1] - land[1]) * 0.45
        out.append(f'<path d="M{_fmt(hx - 4.5)} {_fmt(hy + 4)} v-5 l4.5 -4 l4.5 4 v5z" fill="#f4ead7" '
                   'stroke="#8a2d1c" stroke-width="1.3" stroke-linejoin="round"><title>port city</title></path>')
    if tile.get("gold"):
        out.append('<circle cx="88" cy="88" r="6" fill="#f2c230" stroke="#7a5a00" stroke-width="1.3"/>')
    return "".join(out)


def _css(text: str) -> str:
    return re.sub(r"[^a-z0-9_-]+", "-", str(text).lower()) or "x"


class TileArt:
    """The ``<symbol>`` of every tile type drawn so far (one per distinct definition)."""

    def __init__(self, catalog: Mapping[str, dict[str, Any]]) -> None:
        self.catalog = dict(catalog)
        self._symbols: dict[str, str] = {}

    def symbol(self, tile: Mapping[str, Any]) -> str:
        digest = hashlib.sha1(json.dumps(tile, sort_keys=True, default=str).encode()).hexdigest()[:10]
        sid = f"rb-t-{_css(str(tile.get('id', 'tile')))}-{digest}"
        if sid not in self._symbols:
            self._symbols[sid] = f'<symbol id="{sid}" viewBox="0 0 100 100">{draw_tile(tile)}</symbol>'
        return sid

    def defs(self) -> str:
        """One hidden ``<svg>`` holding every symbol (put it once in the page)."""
        return ('<svg class="rb-defs" aria-hidden="true" focusable="false" width="0" height="0" '
                'style="position:absolute;width:0;height:0;overflow:hidden">'
                + "".join(self._symbols.values()) + "</svg>")


# --------------------------------------------------------------------------- boards


@dataclass
class TileBoard:
    """A board of square tiles on cells ``(x, y)``."""

    game: str | None
    tiles: dict[tuple[int, int], tuple[str, int]] = field(default_factory=dict)
    figures: list[dict[str, Any]] = field(default_factory=list)
    custom: dict[str, dict[str, Any]] = field(default_factory=dict)
    players: list[str] = field(default_factory=list)
    gold: dict[tuple[int, int], int] = field(default_factory=dict)
    castles: list[dict[str, Any]] = field(default_factory=list)
    mountains: dict[tuple[int, int, str], list[str]] = field(default_factory=dict)

    kind = "tiles"

    def copy(self) -> TileBoard:
        return copy.deepcopy(self)


@dataclass
class GridBoard:
    """A board of spaces ``(col, row)`` (Oregon)."""

    game: str | None
    board: Any = None  # a board id of spec/boards/ or the board object
    farmers: list[dict[str, Any]] = field(default_factory=list)
    buildings: list[dict[str, Any]] = field(default_factory=list)
    players: list[str] = field(default_factory=list)

    kind = "grid"

    def copy(self) -> GridBoard:
        return copy.deepcopy(self)


Board = TileBoard | GridBoard


@dataclass
class BoardStory:
    """What the transcript tells about the board."""

    game: str | None = None
    before: Board | None = None
    after: Board | None = None
    moves: list[str] = field(default_factory=list)
    problem: str | None = None

    @property
    def changed(self) -> bool:
        return self.before is not None and self.after is not None and self.before != self.after


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"not a number: {value!r}")
    return int(value)


def _player_names(players: Any) -> list[str]:
    names = []
    for p in players if isinstance(players, list) else []:
        if isinstance(p, str):
            names.append(p)
        elif isinstance(p, dict) and isinstance(p.get("name"), str):
            names.append(p["name"])
    return names


def _is_grid(game: str | None, data: Mapping[str, Any] | None) -> bool:
    if game == "oregon":
        return True
    return isinstance(data, Mapping) and ("farmers" in data or "buildings" in data) and not isinstance(
        data.get("board"), list)


def board_from_state(game: str | None, state: Mapping[str, Any], previous: Board | None = None) -> Board:
    """A board from a canonical state or position (spec/protocol.md §9)."""
    game = game or (state.get("game") if isinstance(state.get("game"), str) else None)
    players = _player_names(state.get("players")) or (previous.players if previous is not None else [])
    if _is_grid(game, state):
        board_ref = state.get("board")
        if board_ref is None and isinstance(previous, GridBoard):
            board_ref = previous.board
        return GridBoard(
            game=game,
            board=board_ref if board_ref is not None else "oregon-default",
            farmers=[dict(f) for f in state.get("farmers") or [] if isinstance(f, dict)],
            buildings=[dict(b) for b in state.get("buildings") or [] if isinstance(b, dict)],
            players=players,
        )
    board = TileBoard(game=game, players=players)
    if isinstance(previous, TileBoard):
        board.custom.update(previous.custom)
    for tile in state.get("tiles") or []:
        if isinstance(tile, dict) and isinstance(tile.get("id"), str):
            board.custom[tile["id"]] = tile
    for cell in state.get("board") or []:
        if isinstance(cell, dict):
            try:
                board.tiles[(_int(cell["x"]), _int(cell["y"]))] = (str(cell["tile"]), _int(cell.get("rotation", 0)))
            except (KeyError, ValueError):
                continue
    for figure in state.get("figures") or []:
        if isinstance(figure, dict) and {"x", "y", "at"} <= figure.keys():
            board.figures.append(dict(figure))
    for gold in state.get("gold") or []:
        if isinstance(gold, dict):
            try:
                board.gold[(_int(gold["x"]), _int(gold["y"]))] = _int(gold.get("count", 1))
            except (KeyError, ValueError):
                continue
    for castle in state.get("castles") or []:
        if isinstance(castle, dict):
            board.castles.append(dict(castle))
    for mountain in state.get("mountains") or []:
        if isinstance(mountain, dict):
            try:
                key = (_int(mountain["x"]), _int(mountain["y"]), str(mountain["at"]))
            except (KeyError, ValueError):
                continue
            board.mountains[key] = [str(t) for t in mountain.get("tokens") or []]
    return board


def _empty_board(game: str | None, request: Mapping[str, Any]) -> Board:
    players = _player_names(request.get("players"))
    if _is_grid(game, None):
        options = request.get("options") if isinstance(request.get("options"), dict) else {}
        return GridBoard(game=game, board=options.get("board") or "oregon-default", players=players)
    board = TileBoard(game=game, players=players)
    for tile in request.get("tiles") or []:
        if isinstance(tile, dict) and isinstance(tile.get("id"), str):
            board.custom[tile["id"]] = tile
    return board


def _same_place(a: Mapping[str, Any], b: Mapping[str, Any]) -> bool:
    return a.get("x") == b.get("x") and a.get("y") == b.get("y") and a.get("at") == b.get("at")


def _ref_key(feature: Any) -> tuple[int, int, str] | None:
    if isinstance(feature, dict):
        try:
            return _int(feature["x"]), _int(feature["y"]), str(feature["at"])
        except (KeyError, ValueError):
            return None
    return None


def apply_events(board: Board, events: Any) -> None:
    """Move ``board`` on by the events of one response (unknown events are ignored)."""
    for event in events if isinstance(events, list) else []:
        if not isinstance(event, dict):
            continue
        try:
            _apply_event(board, event)
        except (KeyError, ValueError, TypeError):
            continue


def _apply_event(board: Board, event: dict[str, Any]) -> None:
    kind = event.get("type")
    if isinstance(board, GridBoard):
        if kind in ("start_tile_placed", "building_placed"):
            board.buildings.append({"building": event["building"], "col": _int(event["col"]), "row": _int(event["row"]),
                                    "start_tile": kind == "start_tile_placed", "player": event.get("player")})
        elif kind == "farmer_placed":
            board.farmers.append({"player": event["player"], "col": _int(event["col"]), "row": _int(event["row"])})
        elif kind == "start_tile_returned":
            for b in board.buildings:
                if b.get("start_tile") and b.get("building") == event.get("building") and \
                        b.get("player") in (None, event.get("player")):
                    board.buildings.remove(b)
                    break
        return
    if kind == "tile_placed":
        board.tiles[(_int(event["x"]), _int(event["y"]))] = (str(event["tile"]), _int(event.get("rotation", 0)))
    elif kind == "figure_placed":
        board.figures.append({k: event[k] for k in ("player", "figure", "x", "y", "at") if k in event})
    elif kind == "figure_returned":
        for figure in board.figures:
            if _same_place(figure, event) and figure.get("player") == event.get("player") and \
                    figure.get("figure") == event.get("figure"):
                board.figures.remove(figure)
                break
    elif kind == "tent_placed":
        origin = event.get("from")
        if isinstance(origin, dict):
            for figure in board.figures:
                if figure.get("figure") == "tent" and figure.get("player") == event.get("player") and \
                        _same_place(figure, origin):
                    board.figures.remove(figure)
                    break
        board.figures.append({"player": event["player"], "figure": "tent", "x": event["x"], "y": event["y"],
                              "at": event["at"]})
    elif kind == "gold_placed":
        key = (_int(event["x"]), _int(event["y"]))
        board.gold[key] = board.gold.get(key, 0) + 1
    elif kind == "gold_taken":
        key = (_int(event["x"]), _int(event["y"]))
        board.gold[key] = board.gold.get(key, 0) - 1
        if board.gold[key] <= 0:
            del board.gold[key]
    elif kind == "gold_removed":
        board.gold.pop((_int(event["x"]), _int(event["y"])), None)
    elif kind == "castle_built":
        ref = _ref_key(event.get("feature"))
        if ref is not None:
            board.castles.append({"x": ref[0], "y": ref[1], "at": ref[2], "owner": event.get("player")})
    elif kind == "tokens_placed":
        key = (_int(event["x"]), _int(event["y"]), str(event["at"]))
        board.mountains[key] = [str(t) for t in reversed(event.get("tokens") or [])] + board.mountains.get(key, [])
    elif kind == "token_taken":
        key = _ref_key(event.get("feature"))
        if key in board.mountains and board.mountains[key]:
            board.mountains[key].pop(0)
            if not board.mountains[key]:
                del board.mountains[key]
    elif kind == "tokens_removed":
        key = _ref_key(event.get("feature"))
        board.mountains.pop(key, None)  # type: ignore[arg-type]


def describe_request(request: Mapping[str, Any]) -> str:
    """A short text for a request: ``apply_move place_tile (1, 0) r90``."""
    cmd = str(request.get("cmd", "?"))
    move = request.get("move")
    if cmd == "apply_move" and isinstance(move, dict):
        parts = [str(move.get("type", "?"))]
        if "x" in move and "y" in move:
            parts.append(f"({move.get('x')}, {move.get('y')})")
        if "col" in move and "row" in move:
            parts.append(f"col {move.get('col')} row {move.get('row')}")
        if "rotation" in move:
            parts.append(f"r{move.get('rotation')}")
        if "at" in move:
            parts.append(f"at {move.get('at')}")
        for key in ("figure", "building"):
            if key in move:
                parts.append(str(move[key]))
        return " ".join(parts)
    return cmd


def reconstruct(transcript: Any) -> BoardStory:
    """The boards a transcript shows (see the module docstring)."""
    story = BoardStory()
    if not isinstance(transcript, list):
        story.problem = "no transcript"
        return story
    board: Board | None = None
    before: Board | None = None
    moves: list[str] = []
    for pair in transcript:
        if not isinstance(pair, dict):
            continue
        request, response = pair.get("request"), pair.get("response")
        if not isinstance(request, dict) or not isinstance(response, dict) or response.get("ok") is not True:
            continue
        cmd = request.get("cmd")
        try:
            if cmd == "new_game":
                story.game = request.get("game") if isinstance(request.get("game"), str) else story.game
                board = _empty_board(story.game, request)
                apply_events(board, response.get("events"))
                before, moves = board.copy(), []
            elif cmd == "load_position" and isinstance(request.get("position"), dict):
                position = request["position"]
                game = request.get("game") or position.get("game")
                story.game = game if isinstance(game, str) else story.game
                board = board_from_state(story.game, position)
                apply_events(board, response.get("events"))
                before, moves = board.copy(), []
            elif cmd in ("apply_move", "end_game") and board is not None:
                apply_events(board, response.get("events"))
                moves.append(describe_request(request))
            elif cmd == "state" and isinstance(response.get("state"), dict):
                board = board_from_state(story.game, response["state"], previous=board)
                story.game = story.game or board.game
                if not moves:
                    before = board.copy()
        except (KeyError, ValueError, TypeError) as exc:  # pragma: no cover - defensive
            story.problem = f"could not follow the transcript at {cmd}: {exc}"
    story.before, story.after, story.moves = before, board, moves
    if board is None and story.problem is None:
        story.problem = "the transcript sets up no game (no new_game, load_position or state answered)"
    return story


# --------------------------------------------------------------------------- drawing boards


def _figure_marker(figure: Mapping[str, Any], cx: float, cy: float, colour: str, *, scale: float = 1.0,
                   new: bool = False) -> str:
    kind = str(figure.get("figure", "follower"))
    s = scale
    parts = []
    if kind == "tent":
        shape = (f'<path d="M{_fmt(cx)} {_fmt(cy - 11 * s)} L{_fmt(cx + 11 * s)} {_fmt(cy + 8 * s)} '
                 f'L{_fmt(cx - 11 * s)} {_fmt(cy + 8 * s)}Z" stroke-linejoin="round"')
    elif kind == "pig":
        shape = f'<ellipse cx="{_fmt(cx)}" cy="{_fmt(cy)}" rx="{_fmt(11 * s)}" ry="{_fmt(7.5 * s)}"'
    elif kind == "builder":
        shape = (f'<path d="{_meeple(cx, cy, 1.2 * s)}" stroke-linejoin="round"')
    elif kind in ("follower", "cowboy"):
        shape = f'<path d="{_meeple(cx, cy, s)}" stroke-linejoin="round"'
    else:
        shape = f'<circle cx="{_fmt(cx)}" cy="{_fmt(cy)}" r="{_fmt(9 * s)}"'
    title = f"{figure.get('player', '?')} {kind} at {figure.get('at', '?')}"
    if new:
        parts.append(f'<circle cx="{_fmt(cx)}" cy="{_fmt(cy)}" r="{_fmt(17 * s)}" fill="none" '
                     'stroke="#ffffff" stroke-width="3" stroke-dasharray="4 3" opacity="0.95"/>')
    parts.append(f'{shape} fill="none" stroke="#1b1f24" stroke-width="{_fmt(4.2 * s)}"/>')
    parts.append(f'{shape} fill="{colour}" stroke="#ffffff" stroke-width="{_fmt(1.6 * s)}"/>')
    return (f'<g class="figure" data-player="{escape(str(figure.get("player", "")))}" '
            f'data-figure="{escape(kind)}"><title>{escape(title)}</title>{"".join(parts)}</g>')


def _meeple(cx: float, cy: float, s: float) -> str:
    """A meeple silhouette about 24 units wide centred on (cx, cy)."""
    pts = [(-3.6, -12), (3.6, -12), (4.6, -7), (12, -3.2), (11.4, 1.6), (5, 0.6), (9.6, 12),
           (1.8, 12), (0, 7), (-1.8, 12), (-9.6, 12), (-5, 0.6), (-11.4, 1.6), (-12, -3.2), (-4.6, -7)]
    coords = [(cx + x * s, cy + y * s) for x, y in pts]
    return "M" + " L".join(_pt(p) for p in coords) + "Z"


def _tile_def(board: TileBoard, art: TileArt, tile_id: str) -> dict[str, Any] | None:
    return board.custom.get(tile_id) or art.catalog.get(tile_id)


def board_kinds(board: Board | None, art: TileArt, spec_dir: Path | None = None) -> list[str]:
    """Kinds drawn on a board (for its legend)."""
    if board is None:
        return []
    kinds: list[str] = []
    if isinstance(board, GridBoard):
        data = _grid_data(board, spec_dir)
        if data is not None:
            legend = data.get("legend") if isinstance(data.get("legend"), dict) else {}
            letters = set("".join(r for r in data.get("terrain") or [] if isinstance(r, str)))
            kinds = [str(legend[k]) for k in sorted(legend) if k in letters]
        return kinds
    for tile_id, _ in board.tiles.values():
        tile = _tile_def(board, art, tile_id)
        if tile is not None:
            for kind in tile_kinds(tile):
                if kind not in kinds:
                    kinds.append(kind)
    return kinds


def board_cells(board: Board | None) -> set[tuple[int, int]]:
    """The cells a tile board occupies (tiles and figures); empty for grid boards."""
    if not isinstance(board, TileBoard):
        return set()
    cells = set(board.tiles)
    for figure in board.figures:
        try:
            cells.add((_int(figure["x"]), _int(figure["y"])))
        except (KeyError, ValueError):
            continue
    return cells


def render_board(board: Board, art: TileArt, *, label: str, compare: Board | None = None,
                 spec_dir: Path | None = None, max_px: int = 420,
                 frame: Iterable[tuple[int, int]] = ()) -> str:
    """An ``<svg>`` of ``board``; tiles and figures not on ``compare`` are marked
    as new.  ``frame``: cells the drawing must include besides the board's own
    (draw two boards with the same frame to compare them at the same scale)."""
    if isinstance(board, GridBoard):
        return _render_grid(board, label=label, compare=compare if isinstance(compare, GridBoard) else None,
                            spec_dir=spec_dir)
    return _render_tiles(board, art, label=label, compare=compare if isinstance(compare, TileBoard) else None,
                         max_px=max_px, frame=set(frame))


def _render_tiles(board: TileBoard, art: TileArt, *, label: str, compare: TileBoard | None, max_px: int,
                  frame: set[tuple[int, int]]) -> str:
    cells = board_cells(board) | frame
    if not cells:
        return (f'<svg class="board board-empty" viewBox="0 0 200 60" width="200" height="60" role="img" '
                f'aria-label="{escape(label)}: empty board"><title>{escape(label)}: empty board</title>'
                '<text x="100" y="35" text-anchor="middle" font-size="14" fill="#57606a">empty board</text></svg>')
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    min_x, max_x, min_y, max_y = min(xs), max(xs), min(ys), max(ys)
    cols, rows = max_x - min_x + 1, max_y - min_y + 1
    margin = 26
    vb_x, vb_y = min_x * 100 - margin, min_y * 100 - margin
    vb_w, vb_h = cols * 100 + margin + 6, rows * 100 + margin + 6
    px = max(30, min(72, int(max_px / max(cols, rows))))
    width, height = round(vb_w * px / 100), round(vb_h * px / 100)
    out = [f'<svg class="board" xmlns="http://www.w3.org/2000/svg" viewBox="{vb_x} {vb_y} {vb_w} {vb_h}" '
           f'width="{width}" height="{height}" role="img" aria-label="{escape(label)}: {len(board.tiles)} tiles">'
           f'<title>{escape(label)}</title>']
    # Empty cells of the frame, faintly.
    for (x, y) in sorted(cells - set(board.tiles)):
        out.append(f'<rect class="empty" x="{x * 100 + 2}" y="{y * 100 + 2}" width="96" height="96" rx="4"/>')
    for x in range(min_x, max_x + 1):
        out.append(f'<text class="axis" x="{x * 100 + 50}" y="{min_y * 100 - 8}" text-anchor="middle">{x}</text>')
    for y in range(min_y, max_y + 1):
        out.append(f'<text class="axis" x="{min_x * 100 - 8}" y="{y * 100 + 55}" text-anchor="end">{y}</text>')
    for (x, y), (tile_id, rotation) in sorted(board.tiles.items(), key=lambda kv: (kv[0][1], kv[0][0])):
        tile = _tile_def(board, art, tile_id)
        ox, oy = x * 100, y * 100
        title = f"{tile_id} at ({x}, {y}), rotation {rotation}"
        if tile is not None and tile.get("note"):
            title += f" — {tile['note']}"
        attrs = (f'class="tile" data-tile="{escape(tile_id)}" data-x="{x}" data-y="{y}" '
                 f'data-rotation="{rotation}"')
        if tile is None:
            out.append(f'<g {attrs} data-unknown="1"><title>{escape(title)} (tile data not found)</title>'
                       f'<rect x="{ox}" y="{oy}" width="100" height="100" fill="#eceef1" stroke="#8c959f" '
                       f'stroke-dasharray="5 4"/><text x="{ox + 50}" y="{oy + 46}" text-anchor="middle" '
                       f'font-size="13" fill="#424a53">{escape(tile_id)}</text><text x="{ox + 50}" y="{oy + 66}" '
                       f'text-anchor="middle" font-size="18" fill="#6e7781">?</text></g>')
            continue
        sid = art.symbol(tile)
        transform = f' transform="rotate({rotation % 360} {ox + 50} {oy + 50})"' if rotation % 360 else ""
        out.append(f'<g {attrs}><title>{escape(title)}</title><use href="#{sid}" x="{ox}" y="{oy}" '
                   f'width="100" height="100"{transform}/></g>')
    # Cell outlines and the tiles new on this board.
    for (x, y) in board.tiles:
        out.append(f'<rect class="cell" x="{x * 100}" y="{y * 100}" width="100" height="100"/>')
    if compare is not None:
        for (x, y), value in board.tiles.items():
            if compare.tiles.get((x, y)) != value:
                out.append(f'<rect class="new-tile" x="{x * 100 + 3}" y="{y * 100 + 3}" width="94" height="94" '
                           'rx="3"/>')
    # Gold, castles, mining tokens.
    for (x, y), count in sorted(board.gold.items()):
        out.append(f'<g class="gold"><title>{count} gold on ({x}, {y})</title><circle cx="{x * 100 + 14}" '
                   f'cy="{y * 100 + 14}" r="10" fill="#f2c230" stroke="#6b4e00" stroke-width="2"/><text '
                   f'x="{x * 100 + 14}" y="{y * 100 + 18.5}" text-anchor="middle" font-size="13" font-weight="700" '
                   f'fill="#3d2c00">{count}</text></g>')
    for castle in board.castles:
        try:
            x, y, at = _int(castle["x"]), _int(castle["y"]), str(castle["at"])
        except (KeyError, ValueError):
            continue
        ax, ay = PLACE_ANCHOR.get(at, (50, 50))
        cx, cy = x * 100 + ax, y * 100 + ay
        owner = str(castle.get("owner") or "")
        colour = player_colour(owner, board.players) if owner else "#57606a"
        out.append(f'<g class="castle"><title>castle of {escape(owner or "?")}</title><path d="M{_fmt(cx - 14)} '
                   f'{_fmt(cy + 10)} V{_fmt(cy - 6)} h6 v4 h5 v-4 h6 v4 h5 v-4 h6 V{_fmt(cy + 10)}Z" '
                   f'fill="#e9e3d6" stroke="{colour}" stroke-width="3" stroke-linejoin="round"/></g>')
    for (x, y, at), tokens in sorted(board.mountains.items()):
        ax, ay = PLACE_ANCHOR.get(at, (50, 50))
        cx, cy = x * 100 + ax, y * 100 + ay + 14
        out.append(f'<g class="tokens"><title>{len(tokens)} mining token(s) on the mountain at ({x}, {y}) {at}'
                   f'</title><rect x="{_fmt(cx - 13)}" y="{_fmt(cy - 8)}" width="26" height="16" rx="4" '
                   f'fill="#3d3a36" stroke="#fff" stroke-width="1.2"/><text x="{_fmt(cx)}" y="{_fmt(cy + 4.5)}" '
                   f'text-anchor="middle" font-size="12" font-weight="700" fill="#fff">{len(tokens)}</text></g>')
    # Figures last, on top of everything.
    seen: dict[tuple[Any, Any, Any], int] = {}
    old = [f for f in (compare.figures if compare is not None else [])]
    for figure in board.figures:
        try:
            x, y = _int(figure["x"]), _int(figure["y"])
        except (KeyError, ValueError):
            continue
        at = str(figure.get("at", "C"))
        ax, ay = PLACE_ANCHOR.get(at, (50, 50))
        key = (x, y, at)
        n = seen.get(key, 0)
        seen[key] = n + 1
        cx, cy = x * 100 + ax + n * 9, y * 100 + ay - n * 4
        colour = player_colour(str(figure.get("player", "")), board.players)
        is_new = compare is not None and not any(dict(o) == dict(figure) for o in old)
        out.append(_figure_marker(figure, cx, cy, colour, new=is_new))
    out.append("</svg>")
    return "".join(out)


# -- Oregon


_BUILDING_ABBR = {"post_office": "PO", "church": "Ch", "harbour": "Hb", "harbor": "Hb", "store": "St",
                  "coal_mine": "CM", "gold_mine": "GM", "station": "Sn"}


def _grid_data(board: GridBoard, spec_dir: Path | None) -> dict[str, Any] | None:
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


def _render_grid(board: GridBoard, *, label: str, compare: GridBoard | None, spec_dir: Path | None) -> str:
    data = _grid_data(board, spec_dir)
    terrain = [r for r in (data or {}).get("terrain") or [] if isinstance(r, str)]
    legend = (data or {}).get("legend") if isinstance((data or {}).get("legend"), dict) else {}
    places = [(int(f.get("col", 0)), int(f.get("row", 0))) for f in board.farmers + board.buildings
              if isinstance(f.get("col"), int) and isinstance(f.get("row"), int)]
    n_rows = len(terrain) or max([r for _, r in places] + [9]) + 1
    n_cols = max((len(r) for r in terrain), default=0) or max([c for c, _ in places] + [14]) + 1
    cell = 40
    left, top = 74, 30
    vb_w, vb_h = left + n_cols * cell + 4, top + n_rows * cell + 4
    out = [f'<svg class="board board-grid" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {vb_w} {vb_h}" '
           f'width="{min(600, vb_w)}" height="{round(vb_h * min(600, vb_w) / vb_w)}" role="img" '
           f'aria-label="{escape(label)}: {len(board.farmers)} farmers, {len(board.buildings)} buildings">'
           f'<title>{escape(label)}</title>']
    band_w = (data or {}).get("band_width") if isinstance((data or {}).get("band_width"), int) else None
    band_h = (data or {}).get("band_height") if isinstance((data or {}).get("band_height"), int) else None
    col_bands = (data or {}).get("column_bands") or []
    row_bands = (data or {}).get("row_bands") or []
    if band_w:
        for i, symbol in enumerate(col_bands):
            x = left + (i + 0.5) * band_w * cell
            out.append(f'<text class="band" x="{_fmt(x)}" y="{top - 10}" text-anchor="middle">{escape(str(symbol))}'
                       '</text>')
    else:
        for c in range(n_cols):
            out.append(f'<text class="axis" x="{left + c * cell + cell / 2}" y="{top - 10}" '
                       f'text-anchor="middle">{c}</text>')
    if band_h:
        for i, symbol in enumerate(row_bands):
            y = top + (i + 0.5) * band_h * cell + 4
            out.append(f'<text class="band" x="{left - 8}" y="{_fmt(y)}" text-anchor="end">{escape(str(symbol))}'
                       '</text>')
    else:
        for r in range(n_rows):
            out.append(f'<text class="axis" x="{left - 8}" y="{top + r * cell + cell / 2 + 4}" '
                       f'text-anchor="end">{r}</text>')
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
                        out.append(f'<path d="M{_fmt(cx)} {_fmt(cy)} L{_fmt(cx + dc * cell / 2)} '
                                   f'{_fmt(cy + dr * cell / 2)}" stroke="#4a4036" stroke-width="4"/>')
    # Grid lines, thicker between bands.
    for c in range(n_cols + 1):
        kind = "band-line" if band_w and c % band_w == 0 else "grid-line"
        out.append(f'<path d="M{left + c * cell} {top} V{top + n_rows * cell}" class="{kind}"/>')
    for r in range(n_rows + 1):
        kind = "band-line" if band_h and r % band_h == 0 else "grid-line"
        out.append(f'<path d="M{left} {top + r * cell} H{left + n_cols * cell}" class="{kind}"/>')
    old_buildings = compare.buildings if compare is not None else []
    old_farmers = compare.farmers if compare is not None else []
    for building in board.buildings:
        try:
            c, r = _int(building["col"]), _int(building["row"])
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
            c, r = _int(farmer["col"]), _int(farmer["row"])
        except (KeyError, ValueError):
            continue
        cx, cy = left + c * cell + cell / 2, top + r * cell + cell / 2
        colour = player_colour(str(farmer.get("player", "")), board.players)
        is_new = compare is not None and not any(
            o.get("col") == c and o.get("row") == r and o.get("player") == farmer.get("player") for o in old_farmers)
        out.append(_figure_marker({"player": farmer.get("player"), "figure": "farmer", "at": f"col {c}, row {r}"},
                                  cx, cy, colour, scale=1.25, new=is_new))
    if data is None:
        out.append(f'<text x="{left + 6}" y="{top + 18}" font-size="13" fill="#57606a">board data '
                   f'{escape(str(board.board))} not found: spaces drawn without terrain</text>')
    out.append("</svg>")
    return "".join(out)

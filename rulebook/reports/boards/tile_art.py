"""Tile art for the tile-laying games: places on a tile (spec/protocol.md §5),
the region of each feature segment, and one SVG ``<symbol>`` per tile type.

Each feature segment is a region by its places: an edge-run region for areas
such as cities, a fan of half-edge triangles for fields, a stroke for roads
and railroads, a shape in the centre for cloisters; coloured by kind (kinds
not known here get a neutral style).  Symbols on features (pennants, goods,
nuggets, tipis, horses, locomotives, port cities) come from the tile data's
own fields, so no game is named here.
"""
from __future__ import annotations

import hashlib
import json
import math
import re
from collections.abc import Iterable, Mapping, Sequence
from html import escape
from pathlib import Path
from typing import Any

from ._svg import NEUTRAL_STYLE, fmt, pt, style_for

LINEAR_KINDS = frozenset({"road", "railroad"})

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


def _perimeter_point(t: float) -> tuple[float, float]:
    """A point on the tile's outline, ``t`` counted in edges clockwise from the NW corner."""
    t = t % 4
    edge = math.floor(t)
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
    d = [f"M{pt(first_corner)}"]
    for index, (first, length) in enumerate(runs):
        for e in range(first, first + length):
            d.append(f"L{pt(_CORNERS[(e + 1) % 4])}")
        end_corner = (first + length) % 4
        next_first = runs[(index + 1) % len(runs)][0]
        skipped = (next_first - end_corner) % 4 or 4
        h = _perimeter_point(end_corner + skipped / 2)
        ctrl = (_CENTRE[0] + (h[0] - _CENTRE[0]) * _BULGE, _CENTRE[1] + (h[1] - _CENTRE[1]) * _BULGE)
        d.append(f"Q{pt(ctrl)} {pt(_CORNERS[next_first])}")
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
        parts.append("M50 50 " + " ".join(f"L{pt(p)}" for p in points) + "Z")
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
            strokes.append((str(feature.get("kind")), f"M{pt(a)} Q50 50 {pt(b)}"))
        else:
            for edge in edges:
                strokes.append((str(feature.get("kind")), f"M{pt(_EDGE_MID[edge])} L50 50"))
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
                out.append(f'<path d="M{fmt(px - 4)} {fmt(y - 5)} h8 v6 l-4 4 l-4 -4z" fill="#2b5bb0" '
                           'stroke="#fff" stroke-width="1.2"/>')
        goods = feature.get("goods")
        if isinstance(goods, str):
            colour = {"wine": "#7b2d6b", "wheat": "#c9930e", "grain": "#c9930e", "cloth": "#2f6fbf"}.get(goods, "#555")
            out.append(f'<circle cx="{fmt(x - 8)}" cy="{fmt(y)}" r="5" fill="{colour}" stroke="#fff" '
                       f'stroke-width="1.2"><title>{escape(goods)}</title></circle>')
        nuggets = feature.get("nuggets")
        if isinstance(nuggets, int) and nuggets > 0:
            for i in range(min(nuggets, 4)):
                out.append(f'<circle cx="{fmt(x - 6 + i * 6)}" cy="{fmt(y + 8)}" r="2.6" fill="#f2c230" '
                           'stroke="#7a5a00" stroke-width="0.8"/>')
        tipis = feature.get("tipis")
        if isinstance(tipis, int) and tipis > 0:
            for i in range(min(tipis, 3)):
                tx = x - 8 + i * 9
                out.append(f'<path d="M{fmt(tx)} {fmt(y - 6)} l4.5 10 h-9z" fill="#a0522d" stroke="#fff" '
                           'stroke-width="0.9" stroke-linejoin="round"/>')
        horses = feature.get("horses")
        if isinstance(horses, int) and horses > 0:
            for i in range(min(horses, 3)):
                out.append(f'<ellipse cx="{fmt(x - 6 + i * 8)}" cy="{fmt(y + 9)}" rx="3.6" ry="2.4" '
                           'fill="#5b3a1e" stroke="#fff" stroke-width="0.8"/>')
        locomotives = feature.get("locomotives")
        if isinstance(locomotives, int) and locomotives > 0:
            out.append(f'<rect x="{fmt(x - 6)}" y="{fmt(y - 4)}" width="12" height="8" rx="2" fill="#1f1f1f" '
                       'stroke="#f2c230" stroke-width="1.2"/>')
    found = tile.get("port_cities")
    ports = found if isinstance(found, list) else []
    for i, port in enumerate(ports):
        if not isinstance(port, dict):
            continue
        land = anchors.get(str(port.get("land")), _CENTRE)
        sea = anchors.get(str(port.get("sea")), land)
        hx = land[0] + (sea[0] - land[0]) * 0.45 + (i - (len(ports) - 1) / 2) * 11
        hy = land[1] + (sea[1] - land[1]) * 0.45
        out.append(f'<path d="M{fmt(hx - 4.5)} {fmt(hy + 4)} v-5 l4.5 -4 l4.5 4 v5z" fill="#f4ead7" '
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


    def defs_of(self, ids: Iterable[str]) -> str:
        """A ``<defs>`` element holding the symbols ``ids`` (drawn before by
        :meth:`symbol`): what a drawing that stands alone carries inside itself."""
        return "<defs>" + "".join(self._symbols[i] for i in dict.fromkeys(ids) if i in self._symbols) + "</defs>"

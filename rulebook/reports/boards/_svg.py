"""What every board drawing shares: the colours of kinds and players,
number formatting, inline styles and the figure markers.

Every style is an SVG attribute (never a CSS class), so that a board renders
the same alone in a ``.svg`` file and inside the casebook.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from typing import Any

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

#: Inline presentation attributes of the parts of a board (no CSS needed).
FONT = 'font-family="system-ui, -apple-system, Segoe UI, Helvetica, Arial, sans-serif"'
STYLE = {
    "axis": f'{FONT} font-size="17" fill="#6e7781"',
    "band": f'{FONT} font-size="13" font-weight="600" fill="#48515b"',
    "cell": 'fill="none" stroke="#1f2328" stroke-opacity="0.3" stroke-width="1.2"',
    "empty": 'fill="none" stroke="#c3cad2" stroke-width="1.5" stroke-dasharray="5 5"',
    "new-tile": 'fill="none" stroke="#d6336c" stroke-width="5" stroke-dasharray="12 7"',
    "grid-line": 'stroke="#1f2328" stroke-opacity="0.18" stroke-width="1"',
    "band-line": 'stroke="#1f2328" stroke-opacity="0.55" stroke-width="2"',
    "note": f'{FONT} font-size="13" fill="#57606a"',
}

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
    """``(fill, stroke)`` of a feature kind or terrain; a neutral grey for kinds not known here."""
    fill, stroke = KIND_STYLE.get(kind, NEUTRAL_STYLE)
    return fill, stroke or fill


def fmt(value: float) -> str:
    """A coordinate with at most two decimals and no trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def pt(p: Sequence[float]) -> str:
    return f"{fmt(p[0])} {fmt(p[1])}"


def to_int(value: Any) -> int:
    """A JSON number as ``int``; ``ValueError`` for anything else (booleans included)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"not a number: {value}")
    return int(value)


def player_names(players: Any) -> list[str]:
    """Names from a ``players`` list of names or of ``{"name": ...}`` objects."""
    names = []
    for p in players if isinstance(players, list) else []:
        if isinstance(p, str):
            names.append(p)
        elif isinstance(p, dict) and isinstance(p.get("name"), str):
            names.append(p["name"])
    return names


def open_svg(*, view_box: str, width: float, height: float, label: str, aria: str, extra_class: str = "") -> str:
    """The opening ``<svg>`` tag (namespaced, so that a file of it alone is valid SVG) and its title."""
    cls = "board" + (f" {extra_class}" if extra_class else "")
    return (f'<svg class="{cls}" xmlns="http://www.w3.org/2000/svg" viewBox="{view_box}" width="{round(width)}" '
            f'height="{round(height)}" role="img" aria-label="{escape(aria)}"><title>{escape(label)}</title>')


def figure_marker(figure: Mapping[str, Any], cx: float, cy: float, colour: str, *, scale: float = 1.0,
                  new: bool = False) -> str:
    """A figure in its player's colour (follower and cowboy as meeples, builder
    bigger, pig, tent; anything else a disc), ringed when ``new``."""
    kind = str(figure.get("figure", "follower"))
    s = scale
    parts = []
    if kind == "tent":
        shape = (f'<path d="M{fmt(cx)} {fmt(cy - 11 * s)} L{fmt(cx + 11 * s)} {fmt(cy + 8 * s)} '
                 f'L{fmt(cx - 11 * s)} {fmt(cy + 8 * s)}Z" stroke-linejoin="round"')
    elif kind == "pig":
        shape = f'<ellipse cx="{fmt(cx)}" cy="{fmt(cy)}" rx="{fmt(11 * s)}" ry="{fmt(7.5 * s)}"'
    elif kind == "builder":
        shape = f'<path d="{_meeple(cx, cy, 1.2 * s)}" stroke-linejoin="round"'
    elif kind in ("follower", "cowboy"):
        shape = f'<path d="{_meeple(cx, cy, s)}" stroke-linejoin="round"'
    else:
        shape = f'<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="{fmt(9 * s)}"'
    title = f"{figure.get('player', '?')} {kind} at {figure.get('at', '?')}"
    if new:
        parts.append(f'<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="{fmt(17 * s)}" fill="none" '
                     'stroke="#ffffff" stroke-width="3" stroke-dasharray="4 3" opacity="0.95"/>')
    parts.append(f'{shape} fill="none" stroke="#1b1f24" stroke-width="{fmt(4.2 * s)}"/>')
    parts.append(f'{shape} fill="{colour}" stroke="#ffffff" stroke-width="{fmt(1.6 * s)}"/>')
    return (f'<g class="figure" data-player="{escape(str(figure.get("player", "")))}" '
            f'data-figure="{escape(kind)}"><title>{escape(title)}</title>{"".join(parts)}</g>')


def _meeple(cx: float, cy: float, s: float) -> str:
    """A meeple silhouette about 24 units wide centred on (cx, cy)."""
    pts = [(-3.6, -12), (3.6, -12), (4.6, -7), (12, -3.2), (11.4, 1.6), (5, 0.6), (9.6, 12),
           (1.8, 12), (0, 7), (-1.8, 12), (-9.6, 12), (-5, 0.6), (-11.4, 1.6), (-12, -3.2), (-4.6, -7)]
    coords = [(cx + x * s, cy + y * s) for x, y in pts]
    return "M" + " L".join(pt(p) for p in coords) + "Z"

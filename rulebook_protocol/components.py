"""Each game's box contents, read from ``spec/components.json`` (everything
but the tiles) and ``spec/tiles/<set>.json`` (the tiles).

The names a game's components have on the wire come from here, never retyped:
Oregon's landscape symbols and building types (:func:`oregon_symbols`,
:func:`oregon_buildings`), Gold Rush's mining token faces
(:func:`components`).  Raises :class:`~rulebook_protocol.errors.DataError`
when a data file is missing or malformed.
"""
from __future__ import annotations

import json
from functools import cache

from .data import data_root
from .errors import DataError
from .messages import JSONObject


@cache
def _components() -> JSONObject:
    path = data_root() / "spec" / "components.json"
    try:
        games = json.loads(path.read_text(encoding="utf-8"))["games"]
    except (OSError, ValueError, KeyError, TypeError) as exc:
        raise DataError(f"the component list {path} cannot be read: {exc}") from exc
    if not isinstance(games, dict):
        raise DataError(f"the component list {path}: 'games' is not an object")
    return games


def components(game: str, kind: str) -> dict[str, int]:
    """The count of each component id of ``kind`` in ``game``'s box, in the
    file's order (e.g. ``components("gold_rush", "tokens")`` →
    ``{"1": 10, "2": 30, ...}``).  Raises ``DataError`` when the file has no
    such kind."""
    try:
        counts = _components()[game][kind]["counts"]
    except KeyError as exc:
        raise DataError(f"spec/components.json lists no {kind!r} for {game!r}") from exc
    return dict(counts)


@cache
def tile_set(name: str) -> JSONObject:
    """The tile set ``spec/tiles/<name>.json`` as JSON data."""
    path = data_root() / "spec" / "tiles" / f"{name}.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise DataError(f"the tile set {path} cannot be read: {exc}") from exc
    if not isinstance(data, dict):
        raise DataError(f"the tile set {path} is not a JSON object")
    return data


#: The id of Oregon's default board (``spec/boards/oregon-default.json``): the board a game
#: plays when its ``new_game`` names none (``options.board``).
OREGON_DEFAULT_BOARD = "oregon-default"


def oregon_symbols() -> tuple[str, ...]:
    """The five landscape symbols, in the order of the default board (OR-R-COMP-3)."""
    return tuple(components("oregon", "landscape_cards"))


def oregon_buildings() -> tuple[str, ...]:
    """The seven building types (cards, tiles, start tiles; OR-R-COMP-4)."""
    return tuple(components("oregon", "building_cards"))

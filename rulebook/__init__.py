"""Rulebook: the conformance harness.

Public API:

- :func:`rulebook.engines.open_engine` and the adapters in :mod:`rulebook.engines`
  — talk to any engine (in process or as a subprocess);
- :class:`rulebook.client.Client` — a protocol client that validates every
  message against ``schemas/``;
- :mod:`rulebook.report` — the JSON Lines report, the single record of a run;
- :mod:`rulebook.errors` — the one exception hierarchy;
- :func:`rulebook.board_svg` — a self-contained SVG drawing of a position of
  any of the four games, like ``chess.svg.board``;
- the ``rulebook`` command (:mod:`rulebook.cli`) and the pytest plugin
  (:mod:`rulebook.pytest_plugin`) with the shared step vocabulary
  (:mod:`rulebook.steps`).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

__version__ = "0.4.1"

_HERE = Path(__file__).resolve().parent


def features_dir() -> Path:
    """The folder of ``.feature`` files: ``features/`` of a source checkout, or
    the copy packaged in an installed wheel."""
    for candidate in (_HERE.parent / "features", _HERE / "_data" / "features"):
        if candidate.is_dir():
            return candidate
    from .errors import UsageError

    raise UsageError(f"cannot find the features/ folder near {_HERE}")


def board_svg(position: Any, **options: Any) -> str:
    """A self-contained SVG (text) of a position of any of the four games.

    ``position``: a canonical position or state (a ``state`` response's
    ``state``, a ``load_position`` position; it names its ``game``).
    Tile-laying games are drawn tile by tile from the tile data, with
    figures, gold, castles and mining tokens; Oregon as its terrain grid with
    farmers and buildings.  The SVG carries every style inline (attributes,
    no CSS, no external reference): saved alone as a ``.svg`` it renders in
    a browser.  Options: ``label`` (the title), ``max_px`` (the longer side
    of a tile board in pixels, default 420), ``compare`` (another position:
    what is new is marked), ``spec_dir``, ``frame`` and ``art`` as
    :func:`rulebook.reports.boards.board_svg` (the same function, which the
    casebook uses).  A game without a drawing of its own is drawn by the
    shape of its position.  Raises :class:`~rulebook.errors.UsageError` for a
    ``position`` that is not a mapping.
    """
    from .reports.boards import board_svg as draw

    try:
        return draw(position, **options)
    except TypeError as exc:
        from .errors import UsageError

        raise UsageError(str(exc)) from None

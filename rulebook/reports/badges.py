"""shields.io endpoint badges, one per game.

Each badge is the JSON a shields.io ``endpoint`` badge reads
(https://shields.io/badges/endpoint-badge)::

    {"schemaVersion": 1, "label": "carcassonne", "message": "160/167 passing", "color": "green"}

``M`` counts every scenario of the game but the not-applicable ones; ``N``
the passed ones.  The colour goes from red to bright green with the pass
rate (:func:`colour`); a game with nothing applicable is light grey.
"""
from __future__ import annotations

import json
import os
import re
from collections.abc import Mapping
from pathlib import Path
from typing import TypedDict

from rulebook.report import NO_GAME, Report


class Badge(TypedDict):
    """A shields.io endpoint badge (https://shields.io/badges/endpoint-badge)."""

    schemaVersion: int
    label: str
    message: str
    color: str

#: (minimum pass rate, colour), best first.
THRESHOLDS: tuple[tuple[float, str], ...] = (
    (1.0, "brightgreen"),
    (0.9, "green"),
    (0.75, "yellowgreen"),
    (0.5, "yellow"),
    (0.25, "orange"),
    (0.0, "red"),
)


def colour(passed: int, applicable: int) -> str:
    if applicable <= 0:
        return "lightgrey"
    rate = passed / applicable
    return next(name for minimum, name in THRESHOLDS if rate >= minimum)


def badge(label: str, counts: Mapping[str, int]) -> Badge:
    """The endpoint JSON for one game's outcome counts."""
    applicable = sum(n for outcome, n in counts.items() if outcome != "not_applicable")
    passed = counts.get("passed", 0)
    return {
        "schemaVersion": 1,
        "label": label,
        "message": f"{passed}/{applicable} passing",
        "color": colour(passed, applicable),
    }


def badge_name(game: str) -> str:
    """File name stem for a game's badge."""
    if game == NO_GAME:
        return "unknown"
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", game) or "unknown"


def badges(report: Report) -> dict[str, Badge]:
    """Game → badge, in the report's game order."""
    return {game: badge("unknown" if game == NO_GAME else game, counts) for game, counts in report.by_game().items()}


def write_badges(report: Report, directory: str | os.PathLike[str]) -> list[Path]:
    """Write ``<game>.json`` for each game into ``directory`` (created), each file
    replaced atomically; returns the files.  Raises
    :class:`~rulebook.errors.OutputError` when one cannot be written."""
    from rulebook.outputs import write_text

    target = Path(directory)
    written = []
    for game, data in badges(report).items():
        path = target / f"{badge_name(game)}.json"
        write_text(path, json.dumps(data, ensure_ascii=False) + "\n", what="the badge")
        written.append(path)
    return written

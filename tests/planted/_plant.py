"""Shared by the planted-bug engines: put this checkout first on ``sys.path``
and serve the (patched) reference engine on stdin/stdout.

Each ``tests/planted/<name>.py`` imports this module, changes one rule of the
reference engine in its own process, and calls :func:`serve`:
``python tests/planted/<name>.py`` is then a complete engine with one bug.
"""
from __future__ import annotations

import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from reference_engine.games.carcassonne import game as carcassonne  # noqa: E402,F401 - patched by the engines


def serve() -> None:
    from reference_engine.server import serve as run

    sys.exit(run())

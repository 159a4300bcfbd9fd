"""Rulebook: the conformance harness.

Public API:

- :func:`rulebook.engines.open_engine` and the adapters in :mod:`rulebook.engines`
  — talk to any engine (in process or as a subprocess);
- :class:`rulebook.client.Client` — a protocol client that validates every
  message against ``schemas/``;
- :mod:`rulebook.report` — the JSON Lines report, the single record of a run;
- :mod:`rulebook.errors` — the one exception hierarchy;
- the ``rulebook`` command (:mod:`rulebook.cli`) and the pytest plugin
  (:mod:`rulebook.pytest_plugin`) with the shared step vocabulary
  (:mod:`rulebook.steps`).
"""
from __future__ import annotations

from pathlib import Path

__version__ = "0.2.0"

_HERE = Path(__file__).resolve().parent


def features_dir() -> Path:
    """The folder of ``.feature`` files: ``features/`` of a source checkout, or
    the copy packaged in an installed wheel."""
    for candidate in (_HERE.parent / "features", _HERE / "_data" / "features"):
        if candidate.is_dir():
            return candidate
    from .errors import UsageError

    raise UsageError(f"cannot find the features/ folder near {_HERE}")

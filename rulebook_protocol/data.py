"""Where the data files (``schemas/``, ``spec/``) are: beside the package in a
source checkout, or inside it (``_data/``) in an installed wheel."""
from __future__ import annotations

from functools import cache
from pathlib import Path

_HERE = Path(__file__).resolve().parent


@cache
def data_root() -> Path:
    """The folder holding ``schemas/`` and ``spec/``.

    Raises :class:`rulebook_protocol.errors.DataError` when neither layout is found.
    """
    for root in (_HERE / "_data", _HERE.parent):
        if (root / "schemas").is_dir() and (root / "spec").is_dir():
            return root
    from .errors import DataError

    raise DataError(f"cannot find the schemas/ and spec/ folders near {_HERE}")

"""Where the CLI's output goes: its width outside a terminal."""
from __future__ import annotations

import io

import pytest

from rulebook.cli import _console


@pytest.mark.parametrize(("columns", "width"), [(None, 80), ("", 80), ("wide", 80), ("132", 132), ("10", 40)])
def test_width_outside_a_terminal(monkeypatch: pytest.MonkeyPatch, columns: str | None, width: int) -> None:
    if columns is None:
        monkeypatch.delenv("COLUMNS", raising=False)
    else:
        monkeypatch.setenv("COLUMNS", columns)
    monkeypatch.setattr("sys.stdout", io.StringIO())
    console = _console.make_console()
    assert console.width == width
    console.print("x" * 200)
    assert max(len(line) for line in console.file.getvalue().splitlines()) == width

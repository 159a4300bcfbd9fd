"""``rulebook check -n auto``: serial with the in-process reference engine
(measured in bench/check_workers.py: xdist's start-up costs more than it
saves there), one worker per CPU for an engine given by ``--engine``; an
explicit ``-n N`` is always passed on."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulebook.cli import check as check_module
from rulebook.cli import main

pytest.importorskip("xdist")


def pytest_args_of(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, *options: str) -> list[str]:
    """The pytest command line ``rulebook check`` would run (pytest itself is not run)."""
    seen: list[list[str]] = []

    def fake_run(args: list[str]):
        seen.append(args)
        raise SystemExit(0)

    monkeypatch.setattr(check_module, "run_pytest", fake_run)
    CliRunner().invoke(main, ["check", "--report", str(tmp_path / "r.jsonl"), *options])
    assert len(seen) == 1
    return seen[0]


def workers(args: list[str]) -> str | None:
    return args[args.index("-n") + 1] if "-n" in args else None


def test_auto_is_serial_in_process(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    assert workers(pytest_args_of(monkeypatch, tmp_path, "-n", "auto")) is None


def test_auto_is_passed_on_for_an_engine_command(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    args = pytest_args_of(monkeypatch, tmp_path, "-n", "auto", "--engine", f"{sys.executable} -m reference_engine")
    assert workers(args) == "auto"


def test_an_explicit_count_is_passed_on(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    assert workers(pytest_args_of(monkeypatch, tmp_path, "-n", "2")) == "2"

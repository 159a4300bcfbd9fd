"""What ``rulebook check`` changes in its own process to run faster
(bench/README.md) is undone afterwards and changes no outcome: pytest-bdd's
functions are restored at the end of the run, the collector's thresholds
too, a data table without ``Examples`` parameters is handed on as parsed
(one with parameters still rendered), and the modules imported ahead of
pytest (so that they are not assertion-rewritten) pull in no step module."""
from __future__ import annotations

import gc
import importlib
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner

from rulebook.cli import check as check_module
from rulebook.cli import main


def test_a_check_run_leaves_pytest_bdd_and_the_collector_as_they_were(tmp_path: Path) -> None:
    scenario = importlib.import_module("pytest_bdd.scenario")
    parser = importlib.import_module("pytest_bdd.parser")
    before = (scenario.find_fixturedefs_for_step, scenario.signature, scenario.get_required_args,
              vars(parser.Step)["render_datatable"], gc.get_threshold())
    result = CliRunner().invoke(main, ["check", "--id", "car-tile-01", "--no-progress",
                                       "--report", str(tmp_path / "r.jsonl")], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    after = (scenario.find_fixturedefs_for_step, scenario.signature, scenario.get_required_args,
             vars(parser.Step)["render_datatable"], gc.get_threshold())
    # (the project's own test session may have patched them itself: a nested
    # run neither repatches nor restores what it did not patch)
    assert after == before


def test_data_tables_are_rendered_only_when_there_are_parameters() -> None:
    from rulebook import _step_lookup

    calls = []

    def original(table, context):
        calls.append(context)
        return ("rendered", table)

    render = _step_lookup._render_datatable(original)
    table = object()
    assert render(table, {}) is table
    assert render(table, {"n": "2"}) == ("rendered", table)
    assert calls == [{"n": "2"}]


def test_the_modules_imported_before_pytest_hold_no_step_module() -> None:
    code = ("import importlib, sys\n"
            f"for name in {check_module.PLAIN_MODULES!r}:\n"
            "    importlib.import_module(name)\n"
            "print(sorted(m for m in sys.modules if m.startswith('rulebook.steps') or m == 'rulebook.chance'))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"

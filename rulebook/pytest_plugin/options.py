"""The plugin's command-line options and markers, and what ``pytest_configure``
sets up from them.  Every option is ``--rulebook-<name of the same option of
rulebook check>``; every marker is ``rulebook_<tag name>``."""
from __future__ import annotations

import sys

import pytest

from ._keys import EXPECT_KEY, READING_KEY, RUN_KEY, SCENARIO_MARKER_HELP, TAG_MARKERS, WORKER_KEY, is_worker, isatty


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("rulebook", "Rulebook conformance suite")
    group.addoption(
        "--rulebook-engine", metavar="CMD", default=None,
        help="engine under test (command line or module:attribute); default: the in-process reference engine",
    )
    group.addoption(
        "--rulebook-timeout", metavar="SECONDS", type=float, default=10.0,
        help="seconds to wait for each engine response (default: 10)",
    )
    group.addoption(
        "--rulebook-max-restarts", metavar="N", type=int, default=5,
        help="give up on the engine after it was restarted N times (crashes, hangs), or after N+1 scenarios in a "
             "row failed the same way; the scenarios left are reported without being sent (default: 5)",
    )
    group.addoption(
        "--rulebook-no-validate-protocol", dest="rulebook_validate_protocol", action="store_false", default=True,
        help="do not check messages against schemas/ (they are checked both ways by default)",
    )
    group.addoption(
        "--rulebook-validate-protocol", dest="rulebook_validate_protocol", action="store_true",
        help="check every message both ways against schemas/ (the default)",
    )
    group.addoption(
        "--rulebook-setup", dest="rulebook_setup", choices=("auto", "route", "load_position"), default="auto",
        help="how a scenario's position reaches the engine: load_position, route (by play from new_game, "
             "rulebook.route), or auto = a route when the engine does not declare load_position (default)",
    )
    group.addoption(
        "--rulebook-interp", metavar="[GAME:]KEY=VALUE", action="append", default=[],
        help="play this rule reading (spec/interpretations.md) in the whole run: scenarios tagged with another "
             "value of the key are not applicable, the others are played under it; repeatable",
    )
    group.addoption(
        "--rulebook-interp-override", action="store_true", default=False,
        help="measuring mode (rulebook readings measure): the --rulebook-interp values win over the scenarios' "
             "own @interp tags of those keys, and no scenario is left out on their account",
    )
    group.addoption(
        "--rulebook-report", metavar="PATH", default=None,
        help="write the JSON Lines run report of the scenarios to PATH",
    )
    group.addoption(
        "--rulebook-expectations", metavar="FILE", default=None,
        help="known failures of the engine (TOML, or JSON for *.json): listed scenarios report xfailed/xpassed",
    )
    group.addoption(
        "--rulebook-progress", choices=("auto", "on", "off"), default="off",
        help="progress line (scenarios done / total, current game): auto = when stdout is a terminal (default: off)",
    )
    group.addoption(
        "--rulebook-id", metavar="ID", action="append", default=[],
        help="run only this scenario (its @id, or an outline row's full id); repeatable",
    )
    group.addoption(
        "--rulebook-rule", metavar="RULE", action="append", default=[],
        help="run only the scenarios that check this rule id (e.g. CAR-R-ROAD-2); repeatable",
    )


def pytest_configure(config: pytest.Config) -> None:
    for help_text in TAG_MARKERS.values():
        config.addinivalue_line("markers", help_text)
    config.addinivalue_line("markers", SCENARIO_MARKER_HELP)
    expectations_path = config.getoption("rulebook_expectations", None)
    if expectations_path:
        from rulebook.expectations_file import ExpectationsError, load

        from .known_failures import ExpectationsRun

        try:
            config.stash[EXPECT_KEY] = ExpectationsRun(load(expectations_path))
        except ExpectationsError as exc:
            raise pytest.UsageError(f"rulebook: {exc}") from None
    choices = config.getoption("rulebook_interp", None) or []
    if choices:
        from rulebook.readings import ReadingError, parse_choices

        try:
            config.stash[READING_KEY] = parse_choices(choices)
        except ReadingError as exc:
            raise pytest.UsageError(f"rulebook: {exc}") from None
    mode = config.getoption("rulebook_progress", "off") or "off"
    if mode != "off" and not is_worker(config) and config.getoption("verbose", 0) <= 0:
        stream = sys.stdout
        if mode == "on" or isatty(stream):
            from .progress import Progress

            config.pluginmanager.register(Progress(stream), "rulebook-progress")
    path = config.getoption("rulebook_report", None)
    if path and not is_worker(config):
        from pathlib import Path

        from rulebook.errors import OutputError

        from .report_run import ReportRun

        try:
            run = ReportRun(config, Path(path))
        except OutputError as exc:
            raise pytest.UsageError(f"rulebook: {exc}") from None
        config.stash[RUN_KEY] = run
        config.pluginmanager.register(run, "rulebook-report")
    config.stash[WORKER_KEY] = {"hello_sent": False}

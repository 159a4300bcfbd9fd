"""The plugin's command-line options and markers, and what ``pytest_configure``
sets up from them.  Every option is ``--rulebook-<name of the same option of
rulebook check>``, built from that option's row of
:data:`rulebook.check_options.CHECK_OPTIONS` (its default and help are the
row's); every marker is ``rulebook_<tag name>``."""
from __future__ import annotations

import sys
from typing import Any

import pytest

from rulebook.check_options import CheckOption, plugin_help, plugin_options
from rulebook.outputs import is_terminal

from ._keys import (
    EXPECT_KEY,
    READING_KEY,
    RUN_KEY,
    SCENARIO_MARKER_HELP,
    TAG_MARKERS,
    WORKER_KEY,
    WorkerState,
    is_worker,
)


def _addoption(group: pytest.OptionGroup, option: CheckOption) -> None:
    """``--rulebook-<name>`` for one row of the options table (two for a switch)."""
    assert option.plugin is not None
    help_text = plugin_help(option)
    default = option.plugin_default
    kind = option.plugin_kind
    if kind == "switch":
        group.addoption(f"--rulebook-no-{option.name}", dest=option.plugin_dest, action="store_false",
                        default=default, help=f"The opposite of {option.plugin_flag}"
                        + (" (the default)." if not default else "."))
        group.addoption(option.plugin_flag, dest=option.plugin_dest, action="store_true", help=help_text)
        return
    settings: dict[str, Any] = {"dest": option.plugin_dest, "default": default, "help": help_text}
    if kind == "flag":
        settings["action"] = "store_true"
    else:
        settings["metavar"] = option.metavar
    if option.multiple:
        settings["action"] = "append"
        settings["default"] = []
    if kind == "choice":
        settings["choices"] = option.plugin_choices
        del settings["metavar"]
    if kind == "seconds":
        settings["type"] = float
    elif kind == "count":
        settings["type"] = int
    group.addoption(option.plugin_flag, **settings)


def pytest_addoption(parser: pytest.Parser) -> None:
    """The ``--rulebook-*`` options, from :mod:`rulebook.check_options`."""
    group = parser.getgroup("rulebook", "Rulebook conformance suite")
    for option in plugin_options():
        _addoption(group, option)


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
        if mode == "on" or is_terminal(stream):
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
    config.stash[WORKER_KEY] = WorkerState(hello_sent=False)

"""The options of ``rulebook check`` and the plugin's ``--rulebook-*`` options
come from one table (rulebook/check_options.py): each plugin option is named
after its ``check`` option, has its default (unless the table says how the
plugin's differs), and a value ``check`` forwards (``pytest_args``) reaches
the plugin as the same value."""
from __future__ import annotations

import argparse
from pathlib import Path

import pytest
from _pytest.config.argparsing import Parser

from rulebook.check_options import CHECK_OPTIONS, PLUGIN_ONLY_OPTIONS, plugin_options
from rulebook.cli.check import check, pytest_args
from rulebook.pytest_plugin.options import pytest_addoption


def parse(args: list[str]) -> argparse.Namespace:
    """The plugin's options as pytest parses ``args``."""
    parser = Parser(_ispytest=True)
    pytest_addoption(parser)
    return parser.parse_known_args(args)


def test_every_plugin_option_is_named_after_its_check_option() -> None:
    declared = {opt for param in check.params for opt in (*param.opts, *param.secondary_opts)}
    for option in CHECK_OPTIONS:
        assert set(option.flags[0].split("/")) <= declared
        if option.plugin is not None:
            assert option.plugin_flag == "--rulebook-" + option.name
    assert {o.name for o in plugin_options()} == {
        "engine", "report", "timeout", "id", "rule", "expectations", "max-restarts", "validate-protocol",
        "progress", "setup", "interp", "interp-override"}
    assert all(o.plugin is not None for o in PLUGIN_ONLY_OPTIONS)


def test_the_plugin_defaults_are_the_check_defaults() -> None:
    defaults = parse([])
    for option in plugin_options():
        value = getattr(defaults, option.plugin_dest)
        if option.plugin is not None and option.plugin.own_default:
            assert value == option.plugin.default, option.name
        else:
            assert value == ([] if option.multiple else option.default), option.name


def test_what_check_forwards_reaches_the_plugin_as_given(tmp_path: Path) -> None:
    values = {"engine": "python -m reference_engine", "report_path": tmp_path / "r.jsonl", "timeout": 2.5,
              "ids": ("car-tile-01", "ore-draw-05"), "rules": ("CAR-R-ROAD-2",),
              "expectations_path": tmp_path / "known.toml", "max_restarts": 7, "validate_protocol": False,
              "progress": True, "setup": "route", "interp": ("carcassonne:farmers=3rd_edition",),
              "keyword": "cloister", "markexpr": "not rulebook_requires", "exitfirst": True, "workers": "2"}
    args = pytest_args([tmp_path / "test_suite.py"], values)
    parsed = parse(args)
    assert parsed.rulebook_engine == "python -m reference_engine"
    assert parsed.rulebook_report == str(tmp_path / "r.jsonl")
    assert parsed.rulebook_timeout == 2.5
    assert parsed.rulebook_id == ["car-tile-01", "ore-draw-05"]
    assert parsed.rulebook_rule == ["CAR-R-ROAD-2"]
    assert parsed.rulebook_expectations == str(tmp_path / "known.toml")
    assert parsed.rulebook_max_restarts == 7
    assert parsed.rulebook_validate_protocol is False
    assert parsed.rulebook_progress == "auto"
    assert parsed.rulebook_setup == "route"
    assert parsed.rulebook_interp == ["carcassonne:farmers=3rd_edition"]
    for pair in (["-k", "cloister"], ["-m", "not rulebook_requires"], ["-n", "2"]):
        assert any(args[i:i + 2] == pair for i in range(len(args))), (pair, args)
    assert "--exitfirst" in args


@pytest.mark.parametrize("dest", ["timeout", "max_restarts", "validate_protocol", "setup"])
def test_a_default_value_is_not_forwarded(dest: str) -> None:
    option = next(o for o in CHECK_OPTIONS if o.dest == dest)
    assert not [a for a in pytest_args([Path("s.py")], {dest: option.default}) if a.startswith("--rulebook-")]

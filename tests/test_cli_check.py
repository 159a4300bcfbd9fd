"""``rulebook check`` and ``rulebook report`` on a tiny synthetic suite.

The real binding module, steps and features are written elsewhere; these
tests write their own ``features/<game>/*.feature`` and a binding module with
trivial steps into a temporary folder and point the hidden ``--suite`` option
at it.  pytest runs in-process (under click's ``CliRunner``); each test's
binding module has its own name, and ``sys.path``/``sys.modules`` are restored
afterwards.
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import textwrap
import types
from pathlib import Path
from typing import Any

import pytest
from _support import REPO
from click.testing import CliRunner, Result
from junitparser import JUnitXml

from rulebook.cli import main
from rulebook.errors import UsageError
from rulebook.report import read_report, schema_errors

ROADS = """\
@rule:CAR-R-ROAD
Feature: Roads

  @id:car-road-0001 @source:TB-EX-01
  Scenario: A road of two tiles
    Given a number 2
    Then it is 2

  @id:car-road-0002 @rule:CAR-R-ROAD-2
  Scenario: A closed road
    Given a number 3
    Then it is {expected}
"""

OREGON = """\
Feature: Oregon buildings

  @id:ore-0001 @rule:ORE-R-BUILD
  Scenario: A building on a matching space
    Given a number 1
    Then it is 1
"""

BINDING = '''\
import pytest
from pytest_bdd import given, parsers, scenarios, then, when

from rulebook.errors import EngineTimeout
from rulebook.pytest_plugin import HELLO_KEY, TRANSCRIPT_KEY

scenarios("features")


@given(parsers.parse("a number {n:d}"), target_fixture="number")
def number(n, request):
    request.node.stash[TRANSCRIPT_KEY].append({"request": {"cmd": "number", "n": n}, "response": {"ok": True}})
    return n


@then(parsers.parse("it is {n:d}"))
def it_is(number, n):
    assert number == n, f"expected {n}, got {number}"


@then("the engine does not answer")
def no_answer():
    raise EngineTimeout("no response within 0.1 s", stderr="thinking...")


@then("the user presses ctrl-c")
def ctrl_c():
    raise KeyboardInterrupt


@when("the engine is asked")
def ask(rulebook_engine, request):
    request.config.stash[HELLO_KEY] = rulebook_engine.request({"cmd": "hello"})
'''


pytestmark = pytest.mark.usefixtures("restore_interpreter_state")


def make_suite(tmp_path: Path, features: dict[str, str], extra: str = "") -> Path:
    """``features`` maps ``"<game>/<name>.feature"`` to its text; returns the binding module."""
    root = tmp_path / "suite"
    root.mkdir(parents=True, exist_ok=True)
    for rel, text in features.items():
        target = root / "features" / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
    binding = root / f"test_suite_{tmp_path.name}.py"
    binding.write_text(BINDING + textwrap.dedent(extra), encoding="utf-8")
    return binding


def subprocess_env() -> dict[str, str]:
    """The environment for a child Python that must import this checkout's ``rulebook``."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO), env.get("PYTHONPATH", "")) if p)
    return env


def invoke(*args: str) -> Result:
    # A fixed width: rich tables are parsed below, whatever terminal runs the tests.
    return CliRunner().invoke(main, list(args), catch_exceptions=False, env={"COLUMNS": "200"})


def table_rows(output: str) -> dict[str, list[str]]:
    """Rows of the rich tables in ``output`` (cells apart by two or more
    spaces), keyed by their first cell."""
    rows = {}
    for line in output.splitlines():
        if not line.startswith(" ") or not line.strip() or set(line.strip()) <= set("─━ "):
            continue
        cells = re.split(r"\s{2,}", line.strip())
        rows[cells[0]] = cells[1:]
    return rows


def count(output: str, outcome: str, game: str) -> int:
    """The count of ``outcome`` (as the table words it) in ``game``'s column
    (0 when the table leaves the outcome out)."""
    rows = table_rows(output)
    games = rows["outcome"]
    return int(rows[outcome][games.index(game)]) if outcome in rows else 0


def lines_of(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


@pytest.fixture
def passing_suite(tmp_path: Path) -> Path:
    return make_suite(tmp_path, {"carcassonne/roads.feature": ROADS.format(expected=3), "oregon/build.feature": OREGON})


@pytest.fixture
def failing_suite(tmp_path: Path) -> Path:
    return make_suite(tmp_path, {"carcassonne/roads.feature": ROADS.format(expected=4), "oregon/build.feature": OREGON})


# --------------------------------------------------------------------------- check


def test_all_pass(tmp_path: Path, passing_suite: Path) -> None:
    report = tmp_path / "out" / "r.jsonl"
    result = invoke("check", "--suite", str(passing_suite), "--report", str(report))
    assert result.exit_code == 0, result.output

    lines = lines_of(report)
    assert [line["type"] for line in lines] == ["header", "scenario", "scenario", "scenario", "footer"]
    for line in lines:
        assert schema_errors(line) == []
    header, *scenarios, footer = lines
    assert header["engine"] == "reference engine (in-process)"
    assert header["hello"] is None
    by_id = {s["id"]: s for s in scenarios}
    assert set(by_id) == {"car-road-0001", "car-road-0002", "ore-0001"}
    assert by_id["car-road-0001"] | {"duration_ms": 0} == {
        "type": "scenario",
        "id": "car-road-0001",
        "title": "A road of two tiles",
        "game": "carcassonne",
        "feature": "features/carcassonne/roads.feature",
        "rules": ["CAR-R-ROAD"],
        "sources": ["TB-EX-01"],
        "requires": [],
        "interpretations": [],
        "outcome": "passed",
        "duration_ms": 0,
        "message": None,
        "details": None,
        "transcript": None,
    }
    assert by_id["car-road-0002"]["rules"] == ["CAR-R-ROAD-2", "CAR-R-ROAD"]
    assert by_id["ore-0001"]["game"] == "oregon"
    assert footer["counts"] == {"passed": 3}
    assert footer["restarts"] == 0

    junit = report.with_suffix(".xml")
    suites = {s.name: s for s in JUnitXml.fromfile(str(junit))}
    assert sorted(suites) == ["carcassonne", "oregon"]
    assert suites["carcassonne"].tests == 2 and suites["carcassonne"].failures == 0

    rows = table_rows(result.output)
    assert rows["outcome"] == ["carcassonne", "oregon", "total"]
    assert rows["passed"] == ["2", "1", "3"]
    assert rows["failed"] == ["0", "0", "0"]
    assert set(rows) & {"errored", "crashed", "timeout", "skipped", "not applicable", "xfailed", "xpassed"} == set()
    assert "Scenarios that did not pass" not in result.output
    assert f"Report: {report}" in result.output
    assert f"JUnit: {junit}" in result.output


def test_one_failing_scenario(tmp_path: Path, failing_suite: Path) -> None:
    report = tmp_path / "r.jsonl"
    junit = tmp_path / "junit" / "j.xml"
    result = invoke("check", "--suite", str(failing_suite), "--report", str(report), "--junit", str(junit))
    assert result.exit_code == 1, result.output

    scenarios = {s["id"]: s for s in read_report(report).scenarios}
    failed = scenarios["car-road-0002"]
    assert failed["outcome"] == "failed"
    assert failed["message"] == "expected 4, got 3"
    assert failed["details"].startswith("at step: Then it is 4 (line 12)")
    assert failed["transcript"] == [{"request": {"cmd": "number", "n": 3}, "response": {"ok": True}}]
    assert scenarios["car-road-0001"]["transcript"] is None

    suites = {s.name: s for s in JUnitXml.fromfile(str(junit))}
    assert suites["carcassonne"].failures == 1
    assert not report.with_suffix(".xml").exists()

    rows = table_rows(result.output)
    assert (count(result.output, "passed", "carcassonne"), count(result.output, "failed", "carcassonne")) == (1, 1)
    assert rows["car-road-0002"] == ["failed", "expected 4, got 3"]


def test_default_report_location_is_reports_in_the_cwd(tmp_path: Path, passing_suite: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    cwd = tmp_path / "work"
    cwd.mkdir()
    monkeypatch.chdir(cwd)
    result = CliRunner().invoke(main, ["check", "--suite", str(passing_suite)], catch_exceptions=False)
    assert result.exit_code == 0, result.output
    assert (cwd / "reports" / "rulebook-report.jsonl").is_file()
    assert (cwd / "reports" / "rulebook-report.xml").is_file()


@pytest.mark.parametrize(
    ("options", "ids"),
    [
        (["--game", "oregon"], {"ore-0001"}),
        (["--game", "oregon", "--game", "carcassonne"], {"ore-0001", "car-road-0001", "car-road-0002"}),
        (["-m", "rulebook_rule(value='CAR-R-ROAD-2')"], {"car-road-0002"}),
        (["-m", "rulebook_rule(value='CAR-R-ROAD')"], {"car-road-0001", "car-road-0002"}),
        (["-m", "rulebook_source(value='TB-EX-01') or rulebook_id(value='ore-0001')"], {"car-road-0001", "ore-0001"}),
        (["--game", "carcassonne", "-m", "not rulebook_rule(value='CAR-R-ROAD-2')"], {"car-road-0001"}),
        (["-k", "closed"], {"car-road-0002"}),
    ],
)
def test_selection(tmp_path: Path, failing_suite: Path, options: list[str], ids: set[str]) -> None:
    report = tmp_path / "r.jsonl"
    result = invoke("check", "--suite", str(failing_suite), "--report", str(report), *options)
    selected = {s["id"] for s in read_report(report).scenarios}
    assert selected == ids, result.output
    assert result.exit_code == (1 if "car-road-0002" in ids else 0)


def test_engine_timeout_exits_2(tmp_path: Path) -> None:
    suite = make_suite(tmp_path, {"oregon/slow.feature": """\
Feature: Slow
  @id:ore-slow
  Scenario: The engine is slow
    Given a number 1
    Then the engine does not answer
"""})
    report = tmp_path / "r.jsonl"
    result = invoke("check", "--suite", str(suite), "--report", str(report))
    assert result.exit_code == 2, result.output
    [line] = read_report(report).scenarios
    assert line["outcome"] == "timeout"
    assert line["message"] == "EngineTimeout: no response within 0.1 s"
    assert "thinking..." in line["details"]
    assert count(result.output, "timeout", "oregon") == 1


def test_xpassed_fails_only_with_strict(tmp_path: Path) -> None:
    suite = make_suite(tmp_path, {"carcassonne/known.feature": """\
Feature: Known failures
  @id:car-known @xfail
  Scenario: Fixed meanwhile
    Given a number 1
    Then it is 1

  @id:car-known-2 @xfail
  Scenario: Still broken
    Given a number 1
    Then it is 2
"""})
    report = tmp_path / "r.jsonl"
    result = invoke("check", "--suite", str(suite), "--report", str(report))
    assert result.exit_code == 0, result.output
    outcomes = {s["id"]: s["outcome"] for s in read_report(report).scenarios}
    assert outcomes == {"car-known": "xpassed", "car-known-2": "xfailed"}

    result = invoke("check", "--suite", str(suite), "--report", str(report), "--strict")
    assert result.exit_code == 1, result.output
    assert {s.name: s.failures for s in JUnitXml.fromfile(str(report.with_suffix(".xml")))} == {"carcassonne": 1}


def test_not_applicable_from_the_engines_hello(tmp_path: Path) -> None:
    hello = {"games": {"carcassonne": {"expansions": ["traders_and_builders"], "capabilities": [],
                                       "interpretations": {"farmers": ["3rd_edition"]}}}}
    suite = make_suite(
        tmp_path,
        {
            "carcassonne/ext.feature": """\
Feature: Expansions
  @id:car-tb @requires:traders_and_builders
  Scenario: Supported expansion
    Given a number 1
    Then it is 1

  @id:car-gm @requires:gold_mines
  Scenario: Unsupported expansion
    Given a number 1
    Then it is 2

  @id:car-farm-2 @interp:farmers=2nd_edition
  Scenario: Other reading of the farmers
    Given a number 1
    Then it is 2

  @id:car-farm-3 @interp:farmers=3rd_edition
  Scenario: Our reading of the farmers
    Given a number 1
    Then it is 1
""",
            "oregon/o.feature": OREGON,
        },
        extra=f"""
        @pytest.fixture(autouse=True)
        def _hello(request):
            request.config.stash[HELLO_KEY] = {hello!r}
        """,
    )
    report = tmp_path / "r.jsonl"
    result = invoke("check", "--suite", str(suite), "--report", str(report))
    assert result.exit_code == 0, result.output
    data = read_report(report)
    assert data.header["hello"] == hello
    outcomes = {s["id"]: (s["outcome"], s["message"]) for s in data.scenarios}
    assert outcomes == {
        "car-tb": ("passed", None),
        "car-gm": ("not_applicable", "the engine does not declare gold_mines for carcassonne"),
        "car-farm-2": ("not_applicable",
                       "the engine does not offer the interpretation farmers=2nd_edition for carcassonne"),
        "car-farm-3": ("passed", None),
        "ore-0001": ("not_applicable", "the engine does not support the game oregon"),
    }
    assert count(result.output, "not applicable", "carcassonne") == 2
    # Not applicable scenarios are one count line (with how to list them), not rows under "did not pass".
    assert "car-gm" not in table_rows(result.output)
    text = " ".join(result.output.split())
    assert "3 scenario(s) not applicable" in text
    assert f"rulebook report summary {report} --outcome not_applicable" in text
    listed = invoke("report", "summary", str(report), "--outcome", "not_applicable")
    assert listed.exit_code == 0, listed.output
    assert table_rows(listed.output)["car-gm"] == ["not applicable",
                                                    "the engine does not declare gold_mines for carcassonne"]


def _fake_engines(monkeypatch: pytest.MonkeyPatch, calls: list[Any], *, fail: Exception | None = None) -> None:
    class FakeEngine:
        description = "fake engine 1.0"
        restarts = 2
        stderr_tail = ""

        def request(self, message: dict[str, Any]) -> dict[str, Any]:
            calls.append(("request", message))
            if "id" in message:  # check's handshake: a valid hello answer
                return {"id": message["id"], "ok": True, "protocol": 1, "engine": {"name": "fake", "version": "1.0"},
                        "games": {"carcassonne": {"expansions": [], "variants": [], "capabilities": [],
                                                  "interpretations": {}}}}
            return {"ok": True, "games": {"carcassonne": {}}}

        def restart(self) -> None:  # pragma: no cover - not used here
            pass

        def close(self) -> None:
            calls.append(("close",))

    def open_engine(spec: str | None, *, timeout: float) -> FakeEngine:
        calls.append(("open", spec, timeout))
        if fail is not None:
            raise fail
        return FakeEngine()

    module = types.ModuleType("rulebook.engines")
    module.open_engine = open_engine  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "rulebook.engines", module)


def test_engine_fixture_is_opened_once_and_closed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[Any] = []
    _fake_engines(monkeypatch, calls)
    scenario = "  @id:car-e{n}\n  Scenario: Ask {n}\n    When the engine is asked\n"
    feature = "Feature: Engine\n" + scenario.format(n=1) + scenario.format(n=2)
    suite = make_suite(tmp_path, {"carcassonne/e.feature": feature})
    report = tmp_path / "r.jsonl"
    result = invoke("check", "--suite", str(suite), "--report", str(report), "--engine", "fake --stdio",
                    "--timeout", "2.5")
    assert result.exit_code == 0, result.output
    handshake = calls[:3]  # check's own handshake, before the suite (the hello limit is 3 s at most)
    assert [c[0] for c in handshake] == ["open", "request", "close"] and handshake[1][1]["cmd"] == "hello"
    assert calls[3:] == [("open", "fake --stdio", 2.5), ("request", {"cmd": "hello"}), ("request", {"cmd": "hello"}),
                         ("close",)]
    data = read_report(report)
    assert data.header["engine"] == "fake engine 1.0"
    assert data.header["hello"] == {"ok": True, "games": {"carcassonne": {}}}
    assert data.footer is not None and data.footer["restarts"] == 2
    assert "Engine restarts: 2" in result.output


def test_bad_engine_spec_exits_3(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _fake_engines(monkeypatch, [], fail=UsageError("unknown engine spec 'nope:'"))
    feature = "Feature: E\n  @id:e1\n  Scenario: Ask\n    When the engine is asked\n"
    suite = make_suite(tmp_path, {"carcassonne/e.feature": feature})
    result = invoke("check", "--suite", str(suite), "--report", str(tmp_path / "r.jsonl"), "--engine", "nope:")
    assert result.exit_code == 3, result.output
    assert "unknown engine spec 'nope:'" in result.stderr


def test_an_interrupted_run_leaves_a_complete_report(tmp_path: Path) -> None:
    suite = make_suite(tmp_path, {"carcassonne/a.feature": """\
Feature: A
  @id:car-a1
  Scenario: First
    Given a number 1
    Then it is 1

  @id:car-a2
  Scenario: Second
    Given a number 1
    Then the user presses ctrl-c

  @id:car-a3
  Scenario: Third
    Given a number 1
    Then it is 1
"""})
    report = tmp_path / "r.jsonl"
    result = invoke("check", "--suite", str(suite), "--report", str(report))
    assert result.exit_code == 130, result.output
    data = read_report(report)
    assert data.complete
    assert [(s["id"], s["outcome"]) for s in data.scenarios] == [("car-a1", "passed"), ("car-a2", "errored")]
    assert data.scenarios[1]["message"] == "no result: the run was interrupted or its worker crashed"
    assert "interrupted" in result.stderr


@pytest.mark.filterwarnings("ignore:Benchmarks are automatically disabled")
def test_parallel_workers(tmp_path: Path) -> None:
    pytest.importorskip("xdist")
    report = tmp_path / "r.jsonl"
    hello = {"games": {"carcassonne": {}}}
    suite = make_suite(tmp_path,
                       {"carcassonne/roads.feature": ROADS.format(expected=4), "oregon/build.feature": OREGON},
                       extra=f"""
        @pytest.fixture(autouse=True)
        def _hello(request):
            request.config.stash[HELLO_KEY] = {hello!r}
        """)
    result = invoke("check", "--suite", str(suite), "--report", str(report), "-n", "2")
    assert result.exit_code == 1, result.output
    data = read_report(report)
    assert data.header["hello"] == hello
    outcomes = {s["id"]: s["outcome"] for s in data.scenarios}
    assert outcomes == {"car-road-0001": "passed", "car-road-0002": "failed", "ore-0001": "not_applicable"}
    failed = next(s for s in data.scenarios if s["id"] == "car-road-0002")
    assert failed["transcript"] == [{"request": {"cmd": "number", "n": 3}, "response": {"ok": True}}]


# --------------------------------------------------------------------------- usage and collection errors


def test_collection_error_exits_3(tmp_path: Path) -> None:
    suite = make_suite(tmp_path, {})  # scenarios("features") fails: no features folder
    result = invoke("check", "--suite", str(suite), "--report", str(tmp_path / "r.jsonl"))
    assert result.exit_code == 3, result.output
    assert "the suite could not be collected" in result.stderr
    assert f"{suite.name}: E   FileNotFoundError" in result.stderr


def test_nothing_selected_exits_3(tmp_path: Path, passing_suite: Path) -> None:
    result = invoke("check", "--suite", str(passing_suite), "--report", str(tmp_path / "r.jsonl"),
                    "--game", "discovery")
    assert result.exit_code == 3, result.output
    assert "no scenario matched" in result.stderr


def test_duplicate_scenario_ids_exit_3(tmp_path: Path) -> None:
    twice = "Feature: F{n}\n  @id:same\n  Scenario: S{n}\n    Given a number 1\n    Then it is 1\n"
    suite = make_suite(tmp_path, {"carcassonne/a.feature": twice.format(n=1),
                                  "carcassonne/b.feature": twice.format(n=2)})
    result = invoke("check", "--suite", str(suite), "--report", str(tmp_path / "r.jsonl"))
    assert result.exit_code == 3, result.output
    assert "duplicate scenario id same" in result.stderr


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["--suite", "/nonexistent/test_x.py"], "conformance suite not found"),
        (["--timeout", "0"], "--timeout"),
        (["--game", "Not A Game"], "a game id is lower-case"),
        (["-n", "many"], "expected a number of workers"),
        (["--no-such-option"], "No such option"),
    ],
)
def test_usage_errors_exit_3(tmp_path: Path, passing_suite: Path, options: list[str], message: str) -> None:
    args = ["check", "--report", str(tmp_path / "r.jsonl")]
    if "--suite" not in options:
        args += ["--suite", str(passing_suite)]
    result = invoke(*args, *options)
    assert result.exit_code == 3, result.output
    assert message in result.stderr


# --------------------------------------------------------------------------- report subcommands


def test_report_summary_and_junit(tmp_path: Path, failing_suite: Path) -> None:
    report = tmp_path / "r.jsonl"
    invoke("check", "--suite", str(failing_suite), "--report", str(report))

    result = invoke("report", "summary", str(report))
    assert result.exit_code == 1, result.output
    rows = table_rows(result.output)
    assert (count(result.output, "passed", "carcassonne"), count(result.output, "failed", "carcassonne")) == (1, 1)
    assert rows["car-road-0002"] == ["failed", "expected 4, got 3"]

    target = tmp_path / "x" / "out.xml"
    result = invoke("report", "junit", str(report), "-o", str(target))
    assert result.exit_code == 0, result.output
    assert {s.name: s.failures for s in JUnitXml.fromfile(str(target))} == {"carcassonne": 1, "oregon": 0}


def test_report_summary_of_an_unfinished_or_broken_report(tmp_path: Path, passing_suite: Path) -> None:
    report = tmp_path / "r.jsonl"
    invoke("check", "--suite", str(passing_suite), "--report", str(report))
    unfinished = tmp_path / "unfinished.jsonl"
    unfinished.write_text("".join(report.read_text(encoding="utf-8").splitlines(keepends=True)[:-1]), encoding="utf-8")
    result = invoke("report", "summary", str(unfinished))
    assert result.exit_code == 2, result.output
    assert "the run did not finish" in result.output

    broken = tmp_path / "broken.jsonl"
    broken.write_text("not json\n", encoding="utf-8")
    result = invoke("report", "summary", str(broken))
    assert result.exit_code == 3
    assert "broken.jsonl:1: not JSON" in result.stderr


# --------------------------------------------------------------------------- plugin without the CLI


def test_plugin_is_inert_for_plain_tests(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[Any] = []
    _fake_engines(monkeypatch, calls)
    plain = tmp_path / f"test_plain_{tmp_path.name}.py"
    plain.write_text("def test_one():\n    assert 1\n\ndef test_two():\n    raise ValueError('boom')\n",
                     encoding="utf-8")
    out = subprocess.run(
        [sys.executable, "-m", "pytest", str(plain), "-p", "no:cacheprovider", "-p", "no:rulebook",
         "-p", "rulebook.pytest_plugin", "-o", "addopts=", "-q", "-rA"],
        capture_output=True, text=True, cwd=tmp_path, env=subprocess_env(), check=False,
    )
    assert out.returncode == 1, out.stdout + out.stderr
    assert "rulebook" not in out.stdout.lower()
    assert "1 failed, 1 passed" in out.stdout
    assert "ValueError: boom" in out.stdout
    assert list(tmp_path.rglob("*.jsonl")) == [] and not (tmp_path / "reports").exists()
    assert calls == []


def test_python_dash_m_lists_the_subcommands() -> None:
    out = subprocess.run([sys.executable, "-m", "rulebook.cli", "--help"], capture_output=True, text=True,
                         env=subprocess_env(), check=False)
    assert out.returncode == 0, out.stderr
    assert "check" in out.stdout and "report" in out.stdout


def test_a_feature_that_does_not_parse_is_reported_at_file_and_line(tmp_path: Path) -> None:
    broken = "Feature: Broken\n  @id:car-bad-1\n  Scenario: One\n    Given a number 1\n  this line is not gherkin\n"
    suite = make_suite(tmp_path, {"carcassonne/bad.feature": broken})
    result = invoke("check", "--suite", str(suite), "--report", str(tmp_path / "r.jsonl"))
    assert result.exit_code == 3, result.output
    where = tmp_path / "suite" / "features" / "carcassonne" / "bad.feature"
    assert f"{where}:5: " in result.output and "this line is not gherkin" in result.output, result.output


def test_the_location_is_read_from_a_worker_s_text_too() -> None:
    from rulebook.cli.check import _gherkin_location_in

    text = ("E   pytest_bdd.exceptions.TokenError: Unexpected token found.\nE   Line number: 12\n"
            "E   Line:   oops\nE   File: /x/features/a.feature")
    assert _gherkin_location_in(text) == "/x/features/a.feature:12: Unexpected token found."
    assert _gherkin_location_in("E   ImportError: no module") is None

"""Expectations files (known failures): the loader, its schema, and
``rulebook check --expectations`` on a synthetic suite and on the real one."""
from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest
from _support import REPO, engine_command
from click.testing import CliRunner, Result
from jsonschema import Draft202012Validator

from rulebook.cli import main
from rulebook.expectations_file import ExpectationsError, load, parse
from rulebook.report import read_report

SCHEMA = REPO / "schemas" / "v1" / "expectations.schema.json"

EXAMPLE = """\
version = 1

[scenarios]
"car-road-0002" = "roads ending at a cloister are not split yet"
"car-field-*" = { reason = "farmers are not implemented", issue = "https://example.org/engine/issues/12" }

[rules]
"CAR-R-CITY-3" = { reason = "two-tile cities score 2", issue = "https://example.org/engine/issues/7" }
"""

FEATURE = """\
@rule:CAR-R-ROAD
Feature: Roads

  @id:car-road-0001
  Scenario: Passes
    Given a number 2
    Then it is 2

  @id:car-road-0002 @rule:CAR-R-ROAD-2
  Scenario: Fails
    Given a number 3
    Then it is 4

  @id:car-road-0003 @rule:CAR-R-ROAD-3
  Scenario: Fails too
    Given a number 5
    Then it is 6

  @id:car-field-0001
  Scenario: A field
    Given a number 1
    Then it is 1

  @id:car-city-0001 @rule:CAR-R-CITY-3
  Scenario: A city
    Given a number 1
    Then it is 0
"""

BINDING = '''\
from pytest_bdd import given, parsers, scenarios, then

scenarios("features")


@given(parsers.parse("a number {n:d}"), target_fixture="number")
def number(n):
    return n


@then(parsers.parse("it is {n:d}"))
def it_is(number, n):
    assert number == n, f"expected {n}, got {number}"
'''


pytestmark = pytest.mark.usefixtures("restore_interpreter_state")


@pytest.fixture
def suite(tmp_path: Path) -> Path:
    root = tmp_path / "suite"
    (root / "features" / "carcassonne").mkdir(parents=True)
    (root / "features" / "carcassonne" / "roads.feature").write_text(FEATURE, encoding="utf-8")
    binding = root / f"test_expect_suite_{tmp_path.name}.py"
    binding.write_text(BINDING, encoding="utf-8")
    return binding


def invoke(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), catch_exceptions=False, env={"COLUMNS": "200"})


def write(tmp_path: Path, text: str, name: str = "known.toml") -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def outcomes(report: Path) -> dict[str, tuple[str, str | None]]:
    return {s["id"]: (s["outcome"], s["message"]) for s in read_report(report).scenarios}


# --------------------------------------------------------------------------- the file


def test_the_example_loads_and_matches(tmp_path: Path) -> None:
    known = load(write(tmp_path, EXAMPLE))
    assert known.warnings == []
    assert [(e.kind, e.key) for e in known.entries] == [
        ("scenarios", "car-road-0002"), ("scenarios", "car-field-*"), ("rules", "CAR-R-CITY-3")]
    assert known.match("car-road-0002").reason == "roads ending at a cloister are not split yet"
    assert known.match("car-road-0002[1]").key == "car-road-0002", "every row of an outline"
    assert known.match("car-field-0007").xfail_reason() == "farmers are not implemented (https://example.org/engine/issues/12)"
    assert known.match("car-city-0009", ["CAR-R-CITY-3", "CAR-R-CITY"]).key == "CAR-R-CITY-3"
    assert known.match("car-road-0001", ["CAR-R-ROAD"]) is None
    unmatched = known.unmatched([("car-road-0002", []), ("car-city-1", ["CAR-R-CITY-3"])])
    assert [e.label for e in unmatched] == ['[scenarios] "car-field-*"']


def test_a_scenario_entry_wins_over_a_rule_and_exact_over_glob(tmp_path: Path) -> None:
    known = load(write(tmp_path, """\
        [rules]
        "CAR-R-*" = "every rule"
        [scenarios]
        "car-*" = "glob"
        "car-a" = "exact"
        """))
    assert known.match("car-a", ["CAR-R-X"]).reason == "exact"
    assert known.match("car-b", ["CAR-R-X"]).reason == "glob"
    assert known.match("ore-b", ["CAR-R-X"]).reason == "every rule"


def test_json_files_have_the_same_structure(tmp_path: Path) -> None:
    path = write(tmp_path, json.dumps({"scenarios": {"a-b": {"reason": "r", "issue": "https://x.org/1"}},
                                       "rules": {"R-1": "why"}}), name="known.json")
    known = load(path)
    assert [(e.key, e.reason, e.issue) for e in known.entries] == [("a-b", "r", "https://x.org/1"),
                                                                    ("R-1", "why", None)]


def test_the_example_validates_against_the_schema(tmp_path: Path) -> None:
    import tomllib

    schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)
    assert list(validator.iter_errors(tomllib.loads(EXAMPLE))) == []
    assert list(validator.iter_errors({"scenarios": {"x": {"reason": "r", "bug": 1}}}))


def test_unknown_keys_are_warnings(tmp_path: Path) -> None:
    known = load(write(tmp_path, """\
        engine = "mine 1.0"
        [scenarios]
        "car-a" = { reason = "r", owner = "me" }
        """))
    assert [e.key for e in known.entries] == ["car-a"]
    assert len(known.warnings) == 2
    assert "unknown key 'engine' ignored" in known.warnings[0]
    assert '[scenarios] "car-a": unknown key \'owner\' ignored' in known.warnings[1]


@pytest.mark.parametrize(
    ("text", "name", "message"),
    [
        ('[scenarios\n"a" = "b"\n', "k.toml", "not valid TOML"),
        ('[scenarios]\n"a" = 3\n', "k.toml", "/scenarios/a: an entry is a reason (a string) or a table"),
        ('[scenarios]\n"a" = { issue = "https://x.org" }\n', "k.toml", "'reason' is a required property"),
        ('[scenarios]\n"a" = { reason = "r", issue = "see #12" }\n', "k.toml", "does not match"),
        ('[scenarios]\n"a" = ""\n', "k.toml", "/scenarios/a"),
        ('scenarios = ["a"]\n', "k.toml", "/scenarios: ['a'] is not of type 'object'"),
        ('version = 2\n', "k.toml", "/version: 1 was expected"),
        ('["a-b"]', "k.json", "must be a table (object), not list"),
        ('{"scenarios": ', "k.json", "not valid JSON"),
    ],
)
def test_malformed_files_raise(tmp_path: Path, text: str, name: str, message: str) -> None:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ExpectationsError) as info:
        load(path)
    assert str(path) in str(info.value)
    assert message in str(info.value)


def test_a_missing_file_is_a_usage_error(tmp_path: Path) -> None:
    with pytest.raises(ExpectationsError, match="cannot read the expectations file"):
        load(tmp_path / "nope.toml")
    with pytest.raises(ExpectationsError):
        parse(["not", "a", "table"])


# --------------------------------------------------------------------------- rulebook check


def test_check_reports_xfailed_and_xpassed_with_the_reason(tmp_path: Path, suite: Path) -> None:
    known = write(tmp_path, """\
        [scenarios]
        "car-road-0002" = { reason = "closed roads are off by one", issue = "https://example.org/e/1" }
        "car-field-*" = "farmers are not implemented"
        "car-gone-*" = "a scenario that no longer exists"

        [rules]
        "CAR-R-CITY-3" = "two-tile cities score 2"
        """)
    report = tmp_path / "r.jsonl"
    result = invoke("check", "--suite", str(suite), "--report", str(report), "--expectations", str(known))
    assert result.exit_code == 1, result.output  # car-road-0003 fails and is not listed
    assert outcomes(report) == {
        "car-road-0001": ("passed", None),
        "car-road-0002": ("xfailed", "closed roads are off by one (https://example.org/e/1)"),
        "car-road-0003": ("failed", "expected 6, got 5"),
        "car-field-0001": ("xpassed", "known failure passed: farmers are not implemented"),
        "car-city-0001": ("xfailed", "two-tile cities score 2"),
    }
    xfailed = next(s for s in read_report(report).scenarios if s["id"] == "car-road-0002")
    assert "expected 4, got 3" in xfailed["details"]
    assert f'rulebook expectations: warning: {known}: [scenarios] "car-gone-*" matches no scenario of the suite' \
        in result.output
    assert result.output.count("rulebook expectations: warning") == 1


def test_strict_fails_on_xpassed(tmp_path: Path, suite: Path) -> None:
    known = write(tmp_path, """\
        [scenarios]
        "car-road-0002" = "known"
        "car-road-0003" = "known"
        "car-road-0001" = "fixed meanwhile"
        "car-city-0001" = "known"
        """)
    report = tmp_path / "r.jsonl"
    args = ["check", "--suite", str(suite), "--report", str(report), "--expectations", str(known)]
    result = invoke(*args)
    assert result.exit_code == 0, result.output
    assert outcomes(report)["car-road-0001"] == ("xpassed", "known failure passed: fixed meanwhile")
    result = invoke(*args, "--strict")
    assert result.exit_code == 1, result.output


def test_selection_does_not_make_entries_unmatched(tmp_path: Path, suite: Path) -> None:
    known = write(tmp_path, '[scenarios]\n"car-road-0002" = "known"\n')
    report = tmp_path / "r.jsonl"
    result = invoke("check", "--suite", str(suite), "--report", str(report), "--expectations", str(known),
                    "-m", "rulebook_id(value='car-road-0001')")
    assert result.exit_code == 0, result.output
    assert "warning" not in result.output


def test_unknown_keys_are_printed_and_the_run_goes_on(tmp_path: Path, suite: Path) -> None:
    known = write(tmp_path, 'owner = "me"\n[scenarios]\n"car-road-0002" = "known"\n"car-road-0003" = "known"\n'
                            '"car-city-0001" = "known"\n')
    report = tmp_path / "r.jsonl"
    result = invoke("check", "--suite", str(suite), "--report", str(report), "--expectations", str(known))
    assert result.exit_code == 0, result.output
    assert "rulebook expectations: warning: " in result.output and "unknown key 'owner' ignored" in result.output


@pytest.mark.parametrize("text", ['[scenarios]\n"a" = 1\n', "not toml at all = = =\n"])
def test_a_malformed_file_exits_3(tmp_path: Path, suite: Path, text: str) -> None:
    known = write(tmp_path, text)
    report = tmp_path / "r.jsonl"
    result = invoke("check", "--suite", str(suite), "--report", str(report), "--expectations", str(known))
    assert result.exit_code == 3, result.output
    assert str(known) in result.stderr
    assert not report.exists(), "nothing runs with a malformed expectations file"


def test_a_missing_file_exits_3(tmp_path: Path, suite: Path) -> None:
    result = invoke("check", "--suite", str(suite), "--report", str(tmp_path / "r.jsonl"),
                    "--expectations", str(tmp_path / "none.toml"))
    assert result.exit_code == 3
    assert "cannot read the expectations file" in result.stderr


def test_plain_pytest_with_a_malformed_file_is_a_usage_error(tmp_path: Path, suite: Path) -> None:
    known = write(tmp_path, '[scenarios]\n"a" = 1\n')
    status = pytest.main([str(suite), "-p", "no:cacheprovider", "-q", "-o", "addopts=",
                          "--rulebook-expectations", str(known)])
    assert status == pytest.ExitCode.USAGE_ERROR


# --------------------------------------------------------------------------- the real suite


def test_real_suite_known_failures_of_a_buggy_engine(tmp_path: Path) -> None:
    """A planted move-generation bug (no rotation 180): the perft checks fail;
    listed, they are xfailed, and a listed scenario that passes is xpassed."""
    known = write(tmp_path, """\
        [scenarios]
        "perft-carcassonne-*" = { reason = "rotation 180 is never generated", issue = "https://example.org/e/180" }
        "car-road-01" = "thought broken, but passes"
        """)
    report = tmp_path / "r.jsonl"
    engine = engine_command("engines/wrapped_reference", "--no-perft --drop-moves '{\"rotation\": 180}'")
    selection = ("rulebook_id(value='perft-carcassonne-midgame') or rulebook_id(value='perft-carcassonne-start') "
                 "or rulebook_id(value='car-road-01')")
    result = invoke("check", "--engine", engine, "--handshake-timeout", "30", "--report", str(report),
                    "--expectations", str(known),
                    "-m", selection)
    assert result.exit_code == 0, result.output
    got = outcomes(report)
    assert got["perft-carcassonne-midgame"] == ("xfailed", "rotation 180 is never generated (https://example.org/e/180)")
    assert got["perft-carcassonne-start"][0] == "xfailed"
    assert got["car-road-01"] == ("xpassed", "known failure passed: thought broken, but passes")
    details = next(s for s in read_report(report).scenarios if s["id"] == "perft-carcassonne-midgame")["details"]
    assert "perft 2 counts 56 move sequences; the rules give 92" in details
    result = invoke("check", "--engine", engine, "--handshake-timeout", "30", "--report", str(report),
                    "--expectations", str(known),
                    "-m", selection, "--strict")
    assert result.exit_code == 1

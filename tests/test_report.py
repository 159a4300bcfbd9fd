"""The JSON Lines report: writer, reader, schema, and the JUnit XML derived from it."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft7Validator, Draft202012Validator
from junitparser import Error, Failure, JUnitXml, Skipped

from rulebook.errors import RulebookError
from rulebook.junit import build_junit, write_junit
from rulebook.report import (
    OUTCOMES,
    DuplicateScenario,
    MalformedLine,
    MisplacedLine,
    MissingFooter,
    MissingHeader,
    Report,
    ReportError,
    ReportWriter,
    exit_status,
    parse_report,
    read_report,
    schema,
    schema_errors,
    worst,
)

HELLO = {"engine": {"name": "fake"}, "games": {"carcassonne": {"expansions": []}}}


def scenario(sid: str, outcome: str = "passed", *, game: str | None = "carcassonne", **extra: Any) -> dict[str, Any]:
    record = {
        "id": sid,
        "title": f"Title of {sid}",
        "game": game,
        "feature": f"features/{game}/x.feature",
        "rules": ["CAR-R-ROAD-1"],
        "sources": ["TB-EX-01"],
        "requires": [],
        "interpretations": [],
        "outcome": outcome,
        "duration_ms": 12.5,
        "message": None if outcome == "passed" else f"{outcome} because",
        "details": None,
        "transcript": None,
    }
    record.update(extra)
    return record


def write_report(path: Path, scenarios: list[dict[str, Any]], *, footer: bool = True) -> Path:
    with ReportWriter(path) as writer:
        writer.write_header(engine="fake-engine --stdio", hello=HELLO)
        for record in scenarios:
            writer.write_scenario(record)
        if footer:
            writer.write_footer(restarts=1, exitstatus=1)
    return path


def raw_lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


# --------------------------------------------------------------------------- writer and reader


def test_round_trip(tmp_path: Path) -> None:
    records = [
        scenario("car-0001"),
        scenario("car-0002", "failed", details="expected 3\ngot 2",
                 transcript=[{"request": {"cmd": "hello"}, "response": {"ok": True}}]),
        scenario("ore-0001", "not_applicable", game="oregon", rules=[]),
    ]
    path = write_report(tmp_path / "sub" / "r.jsonl", records)

    report = read_report(path)
    assert report.complete
    assert report.header["type"] == "header"
    assert report.header["protocol"] == 1
    assert report.header["engine"] == "fake-engine --stdio"
    assert report.header["hello"] == HELLO
    assert [s["id"] for s in report.scenarios] == ["car-0001", "car-0002", "ore-0001"]
    assert report.scenarios[1]["transcript"] == [{"request": {"cmd": "hello"}, "response": {"ok": True}}]
    assert report.scenarios[1]["details"] == "expected 3\ngot 2"
    assert report.footer is not None
    assert report.footer["counts"] == {"passed": 1, "failed": 1, "not_applicable": 1}
    assert report.footer["restarts"] == 1
    assert report.footer["exitstatus"] == 1
    assert dict(report.counts()) == {"passed": 1, "failed": 1, "not_applicable": 1}
    assert list(report.by_game()) == ["carcassonne", "oregon"]
    assert [s["id"] for s in report.not_passed()] == ["car-0002", "ore-0001"]
    assert report.exit_status() == 1


def test_writer_fills_defaults_and_keeps_a_diff(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    with ReportWriter(path) as writer:
        writer.write_header(engine="e", hello=None, suite_version="1.2.3", started="2026-01-01T00:00:00+00:00")
        writer.write_scenario({"id": "a", "title": "t", "feature": "f", "outcome": "failed", "duration_ms": 0,
                               "diff": [{"path": "/scores/red", "expected": 3, "actual": 2}]})
        writer.write_footer()
    lines = raw_lines(path)
    assert lines[0]["suite_version"] == "1.2.3" and lines[0]["hello"] is None
    assert lines[1]["rules"] == [] and lines[1]["message"] is None and lines[1]["game"] is None
    assert lines[1]["diff"] == [{"path": "/scores/red", "expected": 3, "actual": 2}]
    for line in lines:
        assert schema_errors(line) == []


def test_each_line_is_flushed_while_the_writer_is_open(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    writer = ReportWriter(path)
    partial_path = tmp_path / "r.jsonl.partial"
    try:
        assert writer.partial_path == partial_path
        writer.write_header(engine="e", hello=None)
        assert len(partial_path.read_text(encoding="utf-8").splitlines()) == 1
        writer.write_scenario(scenario("car-0001"))
        writer.write_scenario(scenario("car-0002", "crashed"))

        # A second reader, while the writer still holds the file open (as
        # after a kill): everything written so far is there.
        assert not path.exists(), "the report appears only when the writer closes"
        with pytest.raises(MissingFooter):
            read_report(partial_path)
        partial = read_report(partial_path, allow_incomplete=True)
        assert not partial.complete
        assert [s["id"] for s in partial.scenarios] == ["car-0001", "car-0002"]
        assert partial.exit_status() == 2
    finally:
        writer.close()


def test_writer_refuses_a_malformed_report(tmp_path: Path) -> None:
    with ReportWriter(tmp_path / "r.jsonl") as writer:
        with pytest.raises(MissingHeader):
            writer.write_scenario(scenario("a"))
        with pytest.raises(MissingHeader):
            writer.write_footer()
        writer.write_header(engine="e", hello=None)
        with pytest.raises(MisplacedLine):
            writer.write_header(engine="e", hello=None)
        writer.write_scenario(scenario("a"))
        with pytest.raises(DuplicateScenario) as info:
            writer.write_scenario(scenario("a", "failed"))
        assert info.value.scenario_id == "a"
        with pytest.raises(ReportError):
            writer.write_scenario({"id": "b"})
        writer.write_footer()
        with pytest.raises(MisplacedLine):
            writer.write_scenario(scenario("c"))
    assert writer.closed


def test_writer_survives_values_json_does_not_know(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    with ReportWriter(path) as writer:
        writer.write_header(engine="e", hello=None)
        writer.write_scenario(scenario("a", "failed",
                                       transcript=[{"request": {"tiles": ("A", "B")}, "response": object()}]))
    line = raw_lines(path)[1]
    assert line["transcript"][0]["request"]["tiles"] == ["A", "B"]
    assert line["transcript"][0]["response"].startswith("<object object")


# --------------------------------------------------------------------------- reader errors

HEADER = json.dumps({"type": "header", "protocol": 1, "suite_version": "0", "engine": "e", "hello": None,
                     "started": "2026-01-01T00:00:00+00:00"})
FOOTER = json.dumps({"type": "footer", "counts": {"passed": 1}, "restarts": 0, "finished": "2026-01-01T00:00:01+00:00"})


def line_of(sid: str, outcome: str = "passed") -> str:
    return json.dumps({"type": "scenario", **scenario(sid, outcome)})


@pytest.mark.parametrize(
    ("lines", "error", "line_number"),
    [
        pytest.param([], MissingHeader, None, id="empty"),
        pytest.param(["", "  "], MissingHeader, None, id="blank"),
        pytest.param([line_of("a"), FOOTER], MissingHeader, 1, id="scenario-first"),
        pytest.param([FOOTER], MissingHeader, 1, id="footer-first"),
        pytest.param([HEADER, line_of("a")], MissingFooter, None, id="no-footer"),
        pytest.param([HEADER, line_of("a"), line_of("b"), line_of("a", "failed"), FOOTER], DuplicateScenario, 4,
                     id="duplicate"),
        pytest.param([HEADER, '{"type": "scenario", "id": ', FOOTER], MalformedLine, 2, id="bad-json"),
        pytest.param([HEADER, "[1, 2]", FOOTER], MalformedLine, 2, id="not-an-object"),
        pytest.param([HEADER, '{"type": "case"}', FOOTER], MalformedLine, 2, id="unknown-type"),
        pytest.param([HEADER, line_of("a", "exploded"), FOOTER], MalformedLine, 2, id="bad-outcome"),
        pytest.param([HEADER, json.dumps({"type": "scenario", "id": "a"}), FOOTER], MalformedLine, 2,
                     id="missing-keys"),
        pytest.param([HEADER, HEADER, FOOTER], MisplacedLine, 2, id="second-header"),
        pytest.param([HEADER, FOOTER, line_of("a")], MisplacedLine, 3, id="after-footer"),
    ],
)
def test_reader_errors(tmp_path: Path, lines: list[str], error: type[ReportError], line_number: int | None) -> None:
    path = tmp_path / "r.jsonl"
    path.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    with pytest.raises(error) as info:
        read_report(path)
    assert isinstance(info.value, ReportError)
    assert isinstance(info.value, RulebookError)
    assert info.value.line == line_number
    assert info.value.path == str(path)
    assert str(path) in str(info.value)


def test_reader_error_names_the_problem(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    path.write_text("\n".join([HEADER, line_of("a", "exploded"), FOOTER]) + "\n", encoding="utf-8")
    with pytest.raises(MalformedLine, match=r"r\.jsonl:2: invalid scenario line: /outcome: 'exploded' is not one of"):
        read_report(path)


def test_a_line_cut_off_by_a_kill_is_tolerated_only_for_incomplete_reads() -> None:
    lines = [HEADER + "\n", line_of("a") + "\n", '{"type": "scena']
    report = parse_report(lines, allow_incomplete=True)
    assert [s["id"] for s in report.scenarios] == ["a"]
    with pytest.raises(MalformedLine):
        parse_report(lines)
    # A broken line that is not the last one is an error even when incomplete.
    with pytest.raises(MalformedLine):
        parse_report([HEADER + "\n", '{"type": "scena\n', line_of("a") + "\n"], allow_incomplete=True)


def test_unreadable_report(tmp_path: Path) -> None:
    with pytest.raises(ReportError, match="cannot read report"):
        read_report(tmp_path / "missing.jsonl")
    bad = tmp_path / "latin1.jsonl"
    bad.write_bytes(b"\xff\xfe\n")
    with pytest.raises(MalformedLine, match="not UTF-8"):
        read_report(bad)


# --------------------------------------------------------------------------- schema


def test_schema_is_a_valid_draft_2020_12_schema_in_the_draft_7_subset() -> None:
    document = schema()
    Draft202012Validator.check_schema(document)
    assert document["$id"] == "https://rulebook.example/v1/report.schema.json"
    text = json.dumps(document)
    for keyword in ("unevaluatedProperties", "unevaluatedItems", "prefixItems", "dependentSchemas", "$dynamicRef"):
        assert keyword not in text
    branches = document["oneOf"]
    assert [b["$ref"] for b in branches] == ["#/$defs/header", "#/$defs/scenario", "#/$defs/footer"]
    assert document["$defs"]["outcome"]["enum"] == list(OUTCOMES)


def test_every_written_line_validates_under_2020_12_and_draft_7(tmp_path: Path) -> None:
    records = [scenario(f"s-{outcome}", outcome) for outcome in OUTCOMES]
    records.append(scenario("no-game", "passed", game=None))
    path = write_report(tmp_path / "r.jsonl", records)
    validators = [Draft202012Validator(schema()), Draft7Validator(schema())]
    for line in raw_lines(path):
        for validator in validators:
            errors = list(validator.iter_errors(line))
            assert errors == [], (validator, line, [e.message for e in errors])


@pytest.mark.parametrize(
    "broken",
    [
        {"type": "header", "protocol": 1, "suite_version": "0", "engine": "e", "hello": None},
        {"type": "header", "protocol": 0, "suite_version": "0", "engine": "e", "hello": None,
         "started": "2026-01-01T00:00:00Z"},
        {"type": "scenario", **scenario("a"), "extra": 1},
        {"type": "scenario", **scenario("a", duration_ms=-1)},
        {"type": "scenario", **scenario("", "passed")},
        {"type": "footer", "counts": {"exploded": 1}, "restarts": 0, "finished": "2026-01-01T00:00:00Z"},
        {"type": "footer", "counts": {"passed": -1}, "restarts": 0, "finished": "2026-01-01T00:00:00Z"},
        {"type": "other"},
    ],
)
def test_schema_rejects(broken: dict[str, Any]) -> None:
    assert schema_errors(broken)
    assert not Draft202012Validator(schema()).is_valid(broken)


# --------------------------------------------------------------------------- outcome helpers


def test_worst_and_exit_status() -> None:
    assert worst([]) == "passed"
    assert worst(["passed", "xfailed", "passed"]) == "xfailed"
    assert worst(["passed", "failed", "errored"]) == "errored"
    assert worst(["not_applicable", "passed"]) == "not_applicable"
    assert worst(["timeout", "crashed"]) == "crashed"
    assert exit_status({"passed": 3, "skipped": 1, "not_applicable": 2, "xfailed": 1}) == 0
    assert exit_status({"passed": 3, "xpassed": 1}) == 0
    assert exit_status({"passed": 3, "xpassed": 1}, strict=True) == 1
    assert exit_status({"failed": 1}) == 1
    assert exit_status({"failed": 1, "timeout": 1}) == 2


# --------------------------------------------------------------------------- JUnit


def synthetic_report() -> Report:
    return Report(
        header={"type": "header", "protocol": 1, "suite_version": "0.1.0", "engine": "fake", "hello": None,
                "started": "2026-01-01T00:00:00+00:00"},
        scenarios=[
            scenario("car-1", "passed"),
            scenario("car-2", "failed", details="expected 3 points\ngot 2",
                     transcript=[{"request": {"cmd": "score"}, "response": {"ok": True}}]),
            scenario("car-3", "errored", rules=[]),
            scenario("car-4", "not_applicable"),
            scenario("ore-1", "crashed", game="oregon", rules=[], sources=[]),
            scenario("ore-2", "timeout", game="oregon", message="no answer to \x00\x1b[31m garbage"),
            scenario("ore-3", "skipped", game="oregon"),
            scenario("ore-4", "xfailed", game="oregon"),
            scenario("ore-5", "xpassed", game="oregon"),
            scenario("ore-6", "passed", game="oregon"),
        ],
        footer={"type": "footer", "counts": {}, "restarts": 0, "finished": "2026-01-01T00:00:01+00:00"},
    )


def test_junit_one_testsuite_per_game_with_correct_counts(tmp_path: Path) -> None:
    path = write_junit(synthetic_report(), tmp_path / "out" / "junit.xml")
    xml = JUnitXml.fromfile(str(path))
    suites = {suite.name: suite for suite in xml}
    assert list(suites) == ["carcassonne", "oregon"]

    car, ore = suites["carcassonne"], suites["oregon"]
    assert (car.tests, car.failures, car.errors, car.skipped) == (4, 1, 1, 1)
    assert (ore.tests, ore.failures, ore.errors, ore.skipped) == (6, 0, 2, 2)
    assert (xml.tests, xml.failures, xml.errors, xml.skipped) == (10, 1, 3, 3)

    cases = {case.name: case for suite in xml for case in suite}
    failed = cases["car-2"]
    assert failed.classname == "carcassonne.CAR-R-ROAD-1"
    [result] = failed.result
    assert isinstance(result, Failure)
    assert result.message == "failed because"
    assert result.text == "expected 3 points\ngot 2"
    assert json.loads(failed.system_out) == {"request": {"cmd": "score"}, "response": {"ok": True}}

    assert cases["car-3"].classname == "carcassonne.general"
    crashed = cases["ore-1"]
    assert crashed.classname == "oregon.general"
    assert isinstance(crashed.result[0], Error) and crashed.result[0].type == "crashed"
    assert cases["ore-2"].result[0].message == "no answer to \ufffd\ufffd[31m garbage"
    assert isinstance(cases["ore-4"].result[0], Skipped)
    assert cases["ore-5"].is_passed
    assert cases["car-1"].is_passed


def test_junit_properties(tmp_path: Path) -> None:
    xml = build_junit(synthetic_report())
    path = tmp_path / "j.xml"
    xml.write(str(path))
    from xml.etree import ElementTree

    root = ElementTree.parse(path).getroot()
    case = root.find(".//testcase[@name='car-1']")
    assert case is not None
    props = {p.get("name"): p.get("value") for p in case.findall("./properties/property")}
    assert props["rules"] == "CAR-R-ROAD-1"
    assert props["sources"] == "TB-EX-01"
    assert props["outcome"] == "passed"
    assert props["feature"] == "features/carcassonne/x.feature"


def test_junit_strict_turns_xpassed_into_a_failure() -> None:
    xml = build_junit(synthetic_report(), strict=True)
    ore = {suite.name: suite for suite in xml}["oregon"]
    assert ore.failures == 1


def test_the_report_is_replaced_only_when_the_writer_closes(tmp_path: Path) -> None:
    path = write_report(tmp_path / "r.jsonl", [scenario("old-0001")])
    before = path.read_bytes()
    writer = ReportWriter(path)
    writer.write_header(engine="e", hello=None)
    writer.write_scenario(scenario("new-0001"))
    assert path.read_bytes() == before, "the old report stays whole while the new one is written"
    writer.write_footer()
    writer.close()
    assert writer.replaced and not writer.partial_path.exists()
    assert [s["id"] for s in read_report(path).scenarios] == ["new-0001"]


def test_a_writer_that_wrote_nothing_leaves_the_old_report(tmp_path: Path) -> None:
    path = write_report(tmp_path / "r.jsonl", [scenario("old-0001")])
    before = path.read_bytes()
    with ReportWriter(path) as writer:
        pass
    assert not writer.replaced
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == [".r.jsonl.lock", "r.jsonl"]

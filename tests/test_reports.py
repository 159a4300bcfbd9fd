"""Outputs derived from reports: Markdown, badges, diff and the HTML casebook
(rulebook/reports/), on synthetic reports and on two real ones — the suite run
against the reference engine and against ``planted_report_engine.py``, which
scores one point too many everywhere."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from _support import REPO, engine_command
from click.testing import CliRunner

from rulebook.cli import main
from rulebook.report import Report, ReportWriter, read_report
from rulebook.reports import boards
from rulebook.reports.badges import badge, badges, colour, write_badges
from rulebook.reports.casebook import build_casebook, pretty_json, write_casebook
from rulebook.reports.diff import diff
from rulebook.reports.markdown import escape_cell, render_markdown
from rulebook.reports.sources import Sources, scenario_text

#: A few scenarios of every game: some score points (the planted bug fails
#: them), some do not (they pass against both engines).
SELECTED = [
    "car-road-01", "car-road-03", "car-road-04", "car-gm-17", "car-setup-02",
    "dis-meadow-01", "dis-meadow-02", "gr-city-01", "gr-city-02",
    "ore-group-01", "ore-group-02", "ore-group-04",
]
SELECTION = " or ".join(f"rulebook_id(value='{i}')" for i in SELECTED)
GAMES = ("carcassonne", "discovery", "gold_rush", "oregon")


# --------------------------------------------------------------------------- helpers


def run_check(report: Path, engine: str | None = None) -> subprocess.CompletedProcess[str]:
    """``rulebook check`` on :data:`SELECTION`, writing ``report``."""
    args = [sys.executable, "-m", "rulebook.cli", "check", "--report", str(report), "-m", SELECTION]
    if engine:  # the first hello includes a Python start-up: seconds on a loaded machine, not the 3 s default
        args += ["--engine", engine, "--handshake-timeout", "30"]
    return subprocess.run(args, capture_output=True, text=True, timeout=300, cwd=REPO)


def run_reports(directory: Path) -> tuple[Path, Path]:
    """The two real reports: the reference engine's and the planted engine's."""
    ref, planted = directory / "reference.jsonl", directory / "planted.jsonl"
    first = run_check(ref)
    assert first.returncode == 0, first.stdout + first.stderr
    second = run_check(planted, engine_command("planted_report_engine"))
    assert second.returncode == 1, second.stdout + second.stderr
    return ref, planted


@pytest.fixture(scope="module")
def real_reports(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    return run_reports(tmp_path_factory.mktemp("real-reports"))


def line(sid: str, outcome: str = "passed", *, game: str | None = "carcassonne", **extra: Any) -> dict[str, Any]:
    record = {
        "id": sid, "title": f"Title of {sid}", "game": game, "feature": f"features/{game}/x.feature",
        "rules": ["CAR-R-ROAD-1"], "sources": [], "requires": [], "interpretations": [],
        "outcome": outcome, "duration_ms": 3.0,
        "message": None if outcome == "passed" else f"{sid} {outcome} because",
        "details": None, "transcript": None,
    }
    record.update(extra)
    return record


def make_report(path: Path, lines: list[dict[str, Any]], *, footer: bool = True, engine: str = "fake") -> Report:
    with ReportWriter(path) as writer:
        writer.write_header(engine=engine, hello={"engine": {"name": engine, "version": "1"}})
        for record in lines:
            writer.write_scenario(record)
        if footer:
            writer.write_footer()
    return read_report(path, allow_incomplete=not footer)


# --------------------------------------------------------------------------- markdown


def test_markdown_summary(tmp_path: Path) -> None:
    report = make_report(tmp_path / "r.jsonl", [
        line("a-1"), line("a-2", "failed", message="expected 3 | got 4\nsecond line"),
        line("b-1", game="gold_rush"), line("b-2", "not_applicable", game="gold_rush"),
        line("b-3", "crashed", game="gold_rush", rules=["GR-R-CITY-1", "GR-R-CITY-2"]),
    ])
    text = render_markdown(report)
    assert text.startswith("### ❌")
    assert "| game | passed | failed | crashed | not applicable | total |" in text
    assert "| carcassonne | 1 | 1 | 0 | 0 | 2 |" in text
    assert "| gold_rush | 1 | 0 | 1 | 1 | 3 |" in text
    assert "| **total** | **2** | **1** | **1** | **1** | **5** |" in text
    # Non-passing scenarios: worst first, with rule ids and one-line, escaped messages.
    assert text.index("`b-3`") < text.index("`a-2`")
    assert "`GR-R-CITY-1`, `GR-R-CITY-2`" in text
    assert "expected 3 \\| got 4 second line" in text
    assert "`a-1`" not in text


def test_markdown_of_a_clean_and_of_an_unfinished_run(tmp_path: Path) -> None:
    clean = render_markdown(make_report(tmp_path / "a.jsonl", [line("a-1")]))
    assert clean.startswith("### ✅") and "did not pass" not in clean
    unfinished = render_markdown(make_report(tmp_path / "b.jsonl", [line("a-1")], footer=False))
    assert unfinished.startswith("### ❌") and "did not finish" in unfinished


def test_markdown_folds_long_lists_and_limits_them(tmp_path: Path) -> None:
    report = make_report(tmp_path / "r.jsonl", [line(f"a-{i}", "failed") for i in range(30)])
    text = render_markdown(report, limit=12)
    assert "<details><summary>30 scenario(s) did not pass</summary>" in text
    assert "… and 18 more" in text
    assert [m for m in re.findall(r"`(a-\d+)`", text)][:3] == ["a-0", "a-1", "a-2"]


def test_escape_cell() -> None:
    assert escape_cell("a|b <x>\n`c`") == "a\\|b &lt;x&gt; \\`c\\`"
    assert escape_cell("x" * 500, 10) == "x" * 9 + "…"


# --------------------------------------------------------------------------- badges


@pytest.mark.parametrize(("passed", "applicable", "expected"), [
    (10, 10, "brightgreen"), (9, 10, "green"), (8, 10, "yellowgreen"), (5, 10, "yellow"),
    (3, 10, "orange"), (0, 10, "red"), (0, 0, "lightgrey"),
])
def test_badge_colour(passed: int, applicable: int, expected: str) -> None:
    assert colour(passed, applicable) == expected


def test_badges_per_game_leave_out_not_applicable(tmp_path: Path) -> None:
    report = make_report(tmp_path / "r.jsonl", [
        line("a-1"), line("a-2", "failed"), line("a-3", "not_applicable"), line("a-4", "skipped"),
        line("b-1", game="oregon"), line("c-1", game=None),
    ])
    result = badges(report)
    assert result["carcassonne"] == {"schemaVersion": 1, "label": "carcassonne", "message": "1/3 passing",
                                     "color": "orange"}
    assert result["oregon"]["message"] == "1/1 passing" and result["oregon"]["color"] == "brightgreen"
    assert badge("x", {"not_applicable": 4})["color"] == "lightgrey"
    files = write_badges(report, tmp_path / "badges")
    assert sorted(p.name for p in files) == ["carcassonne.json", "oregon.json", "unknown.json"]
    assert json.loads((tmp_path / "badges" / "oregon.json").read_text())["label"] == "oregon"


# --------------------------------------------------------------------------- diff


def test_diff_sorts_every_scenario_into_one_group(tmp_path: Path) -> None:
    a = make_report(tmp_path / "a.jsonl", [
        line("same"), line("breaks"), line("mends", "failed"), line("worse", "failed"),
        line("reworded", "failed", message="old"), line("gone"), line("still-na", "not_applicable"),
        line("now-na"),
    ], engine="A")
    b = make_report(tmp_path / "b.jsonl", [
        line("same"), line("breaks", "failed"), line("mends"), line("worse", "crashed"),
        line("reworded", "failed", message="new", details="more"), line("still-na", "not_applicable"),
        line("now-na", "not_applicable"), line("new-pass"), line("new-fail", "errored"),
    ], engine="B")
    result = diff(a, b)
    groups = {name: [c.id for c in getattr(result, name)] for name, _ in result.GROUPS}
    assert groups == {
        "new_failures": ["breaks", "new-fail"],
        "fixes": ["mends"],
        "no_longer_run": ["now-na"],
        "changed_outcomes": ["worse"],
        "changed_messages": ["reworded"],
        "only_in_a": ["gone"],
        "only_in_b": ["new-pass"],
    }
    assert result.unchanged == 2 and result.exit_status() == 1
    assert result.new_failures[1].a is None and result.new_failures[1].outcome_b == "errored"
    text = result.text()
    assert "New failures (2):" in text and "breaks  passed → failed" in text
    assert "A: old" in text and "B: new" in text and "+more" in text
    markdown = result.markdown()
    assert markdown.startswith("### ❌") and "#### Fixes (1)" in markdown and "`new-fail`" in markdown
    assert json.loads(json.dumps(result.as_dict()))["fixes"][0]["outcome_a"] == "failed"
    assert diff(b, b).exit_status() == 0 and "No differences." in diff(b, b).text()


def test_diff_fails_when_a_passed_scenario_is_no_longer_run(tmp_path: Path) -> None:
    # A changed default or tag of a rule reading makes scenarios not applicable for an engine that does not
    # list the key: the diff must not let that pass silently (README, "Rule readings").
    a = make_report(tmp_path / "a.jsonl", [line("x"), line("y"), line("z", "not_applicable")])
    b = make_report(tmp_path / "b.jsonl", [line("x", "not_applicable"), line("y"), line("z")])
    result = diff(a, b)
    assert [c.id for c in result.no_longer_run] == ["x"] and not result.new_failures
    assert result.exit_status() == 1
    assert "No longer run (passed → not applicable or skipped) (1):" in result.text()
    runner = CliRunner()
    outcome = runner.invoke(main, ["report", "diff", str(tmp_path / "a.jsonl"), str(tmp_path / "b.jsonl")])
    assert outcome.exit_code == 1 and "x  passed → not_applicable" in outcome.output
    # A scenario that becomes applicable is no regression.
    c = make_report(tmp_path / "c.jsonl", [line("x"), line("y"), line("z")])
    assert diff(b, c).exit_status() == 0 and [ch.id for ch in diff(b, c).changed_outcomes] == ["x"]


def test_diff_strict_counts_xpassed(tmp_path: Path) -> None:
    a = make_report(tmp_path / "a.jsonl", [line("x", "xfailed")])
    b = make_report(tmp_path / "b.jsonl", [line("x", "xpassed")])
    assert diff(a, b).changed_outcomes and not diff(a, b).new_failures
    assert [c.id for c in diff(a, b, strict=True).new_failures] == ["x"]


# --------------------------------------------------------------------------- CLI


def test_cli_outputs_on_synthetic_reports(tmp_path: Path) -> None:
    a = tmp_path / "a.jsonl"
    b = tmp_path / "b.jsonl"
    make_report(a, [line("a-1"), line("a-2")])
    make_report(b, [line("a-1"), line("a-2", "failed")])
    runner = CliRunner()
    result = runner.invoke(main, ["report", "diff", str(a), str(b)])
    assert result.exit_code == 1 and "a-2  passed → failed" in result.output
    result = runner.invoke(main, ["report", "diff", str(b), str(a), "--markdown"])
    assert result.exit_code == 0 and "#### Fixes (1)" in result.output
    result = runner.invoke(main, ["report", "diff", str(a), str(b), "--json"])
    assert json.loads(result.output)["new_failures"][0]["id"] == "a-2"
    result = runner.invoke(main, ["report", "markdown", str(b)])
    assert result.exit_code == 0 and "| carcassonne | 1 | 1 | 2 |" in result.output
    result = runner.invoke(main, ["report", "badges", str(b), "-o", str(tmp_path / "badges")])
    assert result.exit_code == 0 and (tmp_path / "badges" / "carcassonne.json").is_file()
    result = runner.invoke(main, ["report", "casebook", str(a), str(b), "-o", str(tmp_path / "c.html")])
    assert result.exit_code == 0, result.output
    assert "a-2" in (tmp_path / "c.html").read_text(encoding="utf-8")
    assert runner.invoke(main, ["report", "casebook", str(a), "-o", str(a)]).exit_code == 3
    broken = tmp_path / "broken.jsonl"
    broken.write_text("not json\n")
    for args in (["diff", str(a), str(broken)], ["markdown", str(broken)], ["casebook", str(broken)]):
        assert runner.invoke(main, ["report", *args]).exit_code == 3


# --------------------------------------------------------------------------- real reports


@pytest.mark.slow
def test_diff_of_two_real_reports_lists_the_new_failures(real_reports: tuple[Path, Path]) -> None:
    ref_path, planted_path = real_reports
    ref, planted = read_report(ref_path), read_report(planted_path)
    assert {s["id"].split("[")[0] for s in ref.scenarios} == set(SELECTED)
    failed = {s["id"] for s in planted.scenarios if s["outcome"] == "failed"}
    assert {s["game"] for s in planted.scenarios if s["id"] in failed} == set(GAMES)
    assert "car-setup-02" not in failed and "car-road-03" not in failed  # no points: no failure
    result = diff(ref, planted)
    assert {c.id for c in result.new_failures} == failed
    assert not result.fixes and not result.only_in_a and not result.only_in_b
    assert result.unchanged == len(ref.scenarios) - len(failed)
    assert all(c.outcome_a == "passed" and c.outcome_b == "failed" and c.message_b for c in result.new_failures)
    runner = CliRunner()
    forward = runner.invoke(main, ["report", "diff", str(ref_path), str(planted_path)])
    assert forward.exit_code == 1
    for sid in failed:
        assert sid in forward.output
    backward = runner.invoke(main, ["report", "diff", str(planted_path), str(ref_path), "--markdown"])
    assert backward.exit_code == 0 and f"#### Fixes ({len(failed)})" in backward.output
    markdown = runner.invoke(main, ["report", "markdown", str(planted_path)])
    assert all(sid in markdown.output for sid in failed)


def _scenario_html(page: str, sid: str) -> str:
    start = page.index(f'<li class="scenario" data-id="{sid}"')
    end = page.find('<li class="', start + 10)
    return page[start:end if end > 0 else None]


_URL_ATTR = re.compile(r"""\b(?:src|href)\s*=\s*["']([^"']*)["']""", re.I)


def test_casebook_of_two_real_reports(real_reports: tuple[Path, Path], tmp_path: Path) -> None:
    ref_path, planted_path = real_reports
    ref, planted = read_report(ref_path), read_report(planted_path)
    target = write_casebook([ref, planted], tmp_path / "casebook.html", labels=["reference", "planted"])
    page = target.read_text(encoding="utf-8")
    assert page.startswith("<!doctype html>")
    # Self-contained: no external scripts, styles, fonts or images.
    assert "<link rel=\"stylesheet\"" not in page and "@import" not in page and "url(http" not in page
    for url in _URL_ATTR.findall(page):
        assert url.startswith(("#", "data:")), url
    # Every game, every scenario id, both engines.
    for game in GAMES:
        assert f'<section class="game" id="g-{game}" data-game="{game}">' in page
    for scenario in ref.scenarios:
        assert f'data-id="{scenario["id"]}"' in page
    assert "reference" in page and "planted" in page
    # The rule text from spec/ and the source example from the inventories.
    assert "CAR-R-SCORE-2" in page and "Majority" in page
    if Sources().rulebooks_dir is not None:
        assert "Source example DI-EX-10" in page and "Incomplete grassland of 4 tiles" in page
    # A failing scenario: its boards hold the tiles of its board, before and after the move.
    section = _scenario_html(page, "car-road-04")
    transcript = next(s for s in planted.scenarios if s["id"] == "car-road-04")["transcript"]
    position = next(p["request"]["position"] for p in transcript if p["request"]["cmd"] == "load_position")
    before = {(c["tile"], c["x"], c["y"]) for c in position["board"]}
    placed = {(e["tile"], e["x"], e["y"]) for p in transcript for e in p["response"].get("events", [])
              if e["type"] == "tile_placed"}
    assert len(re.findall(r'<svg class="board".*?</svg>', section, re.S)) == 4  # both engines: before, after
    planted_part = section[section.index('<section class="result o-failed" data-engine="B"'):]
    svgs = re.findall(r'<svg class="board".*?</svg>', planted_part, re.S)
    assert len(svgs) == 2
    drawn = [{(t, int(x), int(y)) for t, x, y in re.findall(r'data-tile="([^"]+)" data-x="(-?\d+)" data-y="(-?\d+)"',
                                                            svg)} for svg in svgs]
    assert drawn[0] == before and drawn[1] == before | placed and placed
    assert 'href="#rb-t-base-w-' in section and '<symbol id="rb-t-base-w-' in page
    # The thieves stand on the road before; it is completed and they return.
    assert 'class="figure" data-player="red"' in svgs[0] and 'class="figure"' not in svgs[1]
    assert "Transcript · " in section and "apply_move" in section
    # A scenario that passed everywhere keeps only the exchanges that draw its board, and shows it.
    passed = _scenario_html(page, "car-setup-02")
    assert '<pre class="gherkin">' in passed and "Scenario" in passed
    assert "Transcript (the board's exchanges only)" in passed and 'class="board"' in passed
    kept = next(s for s in ref.scenarios if s["id"] == "car-setup-02")["transcript"]
    assert {p["request"]["cmd"] for p in kept} <= {"new_game", "load_position", "apply_move", "end_game", "state"}
    assert all(set(p["response"]) <= {"ok", "events", "state"} for p in kept)
    assert all("draw" not in p["request"] for p in kept)
    # Oregon is drawn on its grid, Gold Rush and Discovery from their tiles.
    assert 'class="board board-grid"' in _scenario_html(page, "ore-group-04")
    assert "data-tile=\"GR-39\"" in _scenario_html(page, "gr-city-01")
    assert "data-tile=\"DFX-G\"" in _scenario_html(page, "dis-meadow-01")


@pytest.mark.slow
def test_casebook_degrades_without_the_inventories_and_feature_files(real_reports: tuple[Path, Path],
                                                                      tmp_path: Path) -> None:
    planted = read_report(real_reports[1])
    page = build_casebook(planted, rulebooks_dir=tmp_path / "absent", features_dir=tmp_path / "absent")
    assert "The rulebook inventories" in page and "were not found" in page
    assert "The example text is not available" in page
    assert "The scenario text was not found" in page
    assert 'data-tile="BASE-W"' in page  # boards still drawn


# --------------------------------------------------------------------------- boards


def _pair(request: dict[str, Any], response: dict[str, Any]) -> dict[str, Any]:
    return {"request": request, "response": {"ok": True, **response}}


def test_reconstruct_follows_events_and_states() -> None:
    transcript = [
        {"request": {"id": 1, "cmd": "hello"}, "response": {"ok": True}},
        _pair({"cmd": "new_game", "game": "carcassonne", "players": ["red", "blue"]},
              {"events": [{"type": "tile_placed", "player": None, "tile": "BASE-D", "x": 0, "y": 0, "rotation": 0}]}),
        _pair({"cmd": "apply_move", "move": {"type": "place_tile", "x": 1, "y": 0, "rotation": 90}},
              {"events": [{"type": "tile_placed", "player": "red", "tile": "BASE-U", "x": 1, "y": 0, "rotation": 90}]}),
        {"request": {"cmd": "apply_move", "move": {"type": "pass"}},
         "response": {"ok": False, "error": {"code": "illegal_move"}}},
        _pair({"cmd": "apply_move", "move": {"type": "place_figure", "figure": "follower", "x": 1, "y": 0, "at": "E"}},
              {"events": [{"type": "figure_placed", "player": "red", "figure": "follower", "x": 1, "y": 0, "at": "E"},
                          {"type": "gold_placed", "player": "red", "x": 1, "y": 0}, "junk", {"type": "tile_placed"}]}),
    ]
    story = boards.reconstruct(transcript)
    assert story.game == "carcassonne" and story.changed
    assert story.before.tiles == {(0, 0): ("BASE-D", 0)}
    assert story.after.tiles == {(0, 0): ("BASE-D", 0), (1, 0): ("BASE-U", 90)}
    assert story.after.figures == [{"player": "red", "figure": "follower", "x": 1, "y": 0, "at": "E"}]
    assert story.after.layers["gold"] == {(1, 0): 1}
    assert story.moves == ["place_tile (1, 0) r90", "place_figure (1, 0) at E follower"]
    returned = transcript + [_pair({"cmd": "end_game"}, {"events": [
        {"type": "figure_returned", "player": "red", "figure": "follower", "x": 1, "y": 0, "at": "E"}]})]
    assert boards.reconstruct(returned).after.figures == []
    state = {"game": "carcassonne", "players": [{"name": "red"}], "figures": [],
             "board": [{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0},
                       {"x": 0, "y": 1, "tile": "BASE-E", "rotation": 180}]}
    replaced = boards.reconstruct(transcript + [_pair({"cmd": "state"}, {"state": state})])
    assert replaced.after.tiles == {(0, 0): ("BASE-D", 0), (0, 1): ("BASE-E", 180)}
    assert boards.reconstruct([{"request": "x"}, 3, None]).after is None
    assert boards.reconstruct(None).problem


def test_reconstruct_oregon_grid() -> None:
    transcript = [
        _pair({"cmd": "new_game", "game": "oregon", "players": ["red", "blue"]}, {"events": []}),
        _pair({"cmd": "apply_move", "move": {"type": "place_start_tile"}},
              {"events": [{"type": "start_tile_placed", "player": "red", "building": "church", "col": 4, "row": 2}]}),
        _pair({"cmd": "apply_move", "move": {"type": "place_farmer"}},
              {"events": [{"type": "farmer_placed", "player": "blue", "col": 5, "row": 2, "row_card": "x",
                           "column_card": "y"}]}),
    ]
    story = boards.reconstruct(transcript)
    assert isinstance(story.after, boards.GridBoard) and story.after.board == "oregon-default"
    assert story.after.farmers == [{"player": "blue", "col": 5, "row": 2}]
    svg = boards.render_board(story.after, boards.TileArt({}), label="after", compare=story.before,
                              spec_dir=Sources().spec_dir)
    assert 'class="board board-grid"' in svg and 'data-building="church"' in svg and "<title>col 14, row 9" in svg
    fallback = boards.render_board(story.after, boards.TileArt({}), label="x", spec_dir=None)
    assert "not found" in fallback and 'data-player="blue"' in fallback


def test_unknown_tiles_and_kinds_are_drawn_neutrally() -> None:
    art = boards.TileArt({})
    board = boards.TileBoard(game="other", tiles={(0, 0): ("NOPE", 0), (1, 0): ("ODD", 90)},
                             custom={"ODD": {"id": "ODD", "edges": "XXXX", "features": [
                                 {"id": "a", "kind": "swamp", "places": ["N", "E"]},
                                 {"id": "b", "kind": "river", "places": ["S", "W"]}]}})
    svg = boards.render_board(board, art, label="odd")
    assert 'data-unknown="1"' in svg and ">NOPE<" in svg and 'data-tile="ODD"' in svg
    assert boards.NEUTRAL_STYLE[0] in art.defs() and 'transform="rotate(90 150 50)"' in svg


def test_places_and_regions() -> None:
    assert boards.rotate_place("N", 90) == "E" and boards.rotate_place("Nw", 90) == "En"
    assert boards.rotate_place("Ws", 270) == "Se" and boards.rotate_place("C", 180) == "C"
    assert boards.area_path(["N", "E", "S", "W"]) == "M0 0H100V100H0Z"
    assert boards.area_path(["N"]).count("Q") == 1 and boards.area_path(["N", "S"]).count("Q") == 2
    assert boards.fan_path(["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"]) == "M0 0H100V100H0Z"
    assert boards.fan_path(["Nw", "Se"]).count("M50 50") == 2
    assert boards.player_colour("red") != boards.player_colour("blue")
    assert boards.player_colour("Zed", ["Amy", "Zed"]) == boards.player_colour("blue")


# --------------------------------------------------------------------------- sources


def test_scenario_text_of_an_outline_row() -> None:
    text = "\n".join([
        "Feature: F", "  Background:", "    Given a game", "", "  Rule: R", "",
        "    # comment", "    @id:x-1 @rule:R-1", "    Scenario Outline: O <n>", "      Then <n> points", "",
        "      Examples:", "        | n |", "        | 3 |", "        | 4 |", "", "    @id:x-2", "    Example: next",
    ])
    found = scenario_text(text, "x-1[4]")
    assert found is not None and found.line == 9 and found.example_row == 15
    body = [t for n, t in found.lines if n is not None]
    assert body[0] == "Background:" and "Rule: R" in body and "  # comment" in body
    assert body[-1].strip() == "| 4 |" and not any("x-2" in t for t in body)
    assert scenario_text(text, "missing") is None


def test_pretty_json_keeps_short_values_on_one_line() -> None:
    value = {"a": [1, 2], "b": {"c": "x" * 100}}
    text = pretty_json(value, width=40)
    assert '"a": [1, 2]' in text and json.loads(text) == value


@pytest.fixture
def _no_rulebooks(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    monkeypatch.setattr("rulebook.reports.sources.repo_root", lambda: tmp_path)
    yield


def test_sources_absent_everywhere(_no_rulebooks: None, tmp_path: Path) -> None:
    sources = Sources(spec_dir=tmp_path / "none")
    assert sources.rules == {} and sources.examples == {} and sources.rule("CAR-R-ROAD-1") is None


# --------------------------------------------------------------------------- casebook: not run, perft, passed boards


def test_a_game_a_report_did_not_run_is_not_run_not_failing(tmp_path: Path) -> None:
    both = make_report(tmp_path / "a.jsonl", [line("c-1"), line("o-1", game="oregon", rules=["OR-R-GROUP-1"])],
                       engine="both")
    one = make_report(tmp_path / "b.jsonl", [line("c-1")], engine="one")
    page = build_casebook([both, one])
    row = page[page.index('<tr data-game="oregon">'):]
    row = row[:row.index("</tr>")]
    cells = row.split("<td")[2:]
    assert "1/1 passing" in cells[0] and 'class="bar"' in cells[0]
    assert "not run" in cells[1] and "passing" not in cells[1] and 'class="bar"' not in cells[1]
    # The rule's tally says so too.
    rule = _scenario_html(page, "o-1")
    head = page[page.index('data-rule="OR-R-GROUP-1"'):]
    assert 'title="not run: the report has no scenario of this rule">not run</span>' in head[:head.index("</summary>")]
    assert rule  # the scenario is still listed, with "—" for the report without it


def test_a_game_with_only_not_applicable_scenarios_says_so(tmp_path: Path) -> None:
    report = make_report(tmp_path / "a.jsonl", [line("c-1", "not_applicable")])
    page = build_casebook(report)
    row = page[page.index('<tr data-game="carcassonne">'):]
    assert "not applicable</span>" in row[:row.index("</tr>")] and "0/0" not in page


def test_a_perft_case_is_shown_as_a_perft_case(tmp_path: Path) -> None:
    feature = "features/perft/carcassonne/midgame.json"
    case = json.loads((REPO / feature).read_text(encoding="utf-8"))
    report = make_report(tmp_path / "a.jsonl", [line("perft-carcassonne-midgame", "failed", feature=feature)])
    section = _scenario_html(build_casebook(report), "perft-carcassonne-midgame")
    assert "The scenario text was not found" not in section
    assert "<strong>perft</strong>" in section and f"<strong>{case['nodes']}</strong>" in section
    assert f"exactly {case['depth']} decision" in section
    drawn = set(re.findall(r'data-tile="([^"]+)" data-x="(-?\d+)" data-y="(-?\d+)"', section))
    assert drawn == {(c["tile"], str(c["x"]), str(c["y"])) for c in case["position"]["board"]}


def test_board_transcript_keeps_what_redraws_the_board() -> None:
    full = [
        {"request": {"id": 1, "cmd": "hello", "protocol": 1}, "response": {"ok": True, "games": {}}},
        {"request": {"id": 2, "cmd": "new_game", "game": "carcassonne", "players": ["red", "blue"],
                     "draw": {"tiles": ["BASE-U"] * 70}},
         "response": {"ok": True, "pending": {"player": "red"}, "events": [
             {"type": "tile_placed", "player": None, "tile": "BASE-D", "x": 0, "y": 0, "rotation": 0}]}},
        {"request": {"id": 3, "cmd": "legal_moves"}, "response": {"ok": True, "moves": [{"type": "pass"}] * 50}},
        {"request": {"id": 4, "cmd": "apply_move", "move": {"type": "place_tile", "x": 1, "y": 0, "rotation": 90}},
         "response": {"ok": True, "pending": None, "events": [
             {"type": "tile_placed", "player": "red", "tile": "BASE-U", "x": 1, "y": 0, "rotation": 90}]}},
        {"request": {"id": 5, "cmd": "apply_move", "move": {"type": "pass"}},
         "response": {"ok": False, "error": {"code": "illegal_move", "message": "no"}}},
        {"request": {"id": 6, "cmd": "state"}, "response": {"ok": True, "state": {
            "game": "carcassonne", "players": [{"name": "red", "score": 0}, {"name": "blue", "score": 0}],
            "board": [{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}, {"x": 1, "y": 0, "tile": "BASE-U",
                                                                        "rotation": 90}],
            "figures": [], "draw_pile": ["BASE-U"] * 69}}},
    ]
    small = boards.board_transcript(full)
    assert [p["request"]["cmd"] for p in small] == ["new_game", "apply_move"]  # the state repeats the events
    assert "draw" not in small[0]["request"] and all(set(p["response"]) == {"ok", "events"} for p in small)
    assert len(json.dumps(small)) < len(json.dumps(full)) / 2
    a, b = boards.reconstruct(full), boards.reconstruct(small)
    assert (a.before, a.moves) == (b.before, b.moves) and b.after.tiles[(1, 0)] == ("BASE-U", 90)
    assert (a.after.tiles, a.after.figures, a.after.players) == (b.after.tiles, b.after.figures, b.after.players)
    assert boards.board_transcript(full[:1]) is None and boards.board_transcript(None) is None
    # A state with no set-up before it is kept, and a position, cut to what draws the board.
    only_state = boards.board_transcript(full[-1:])
    assert only_state[0]["response"]["state"] == {
        "game": "carcassonne", "players": [{"name": "red"}, {"name": "blue"}],
        "board": full[-1]["response"]["state"]["board"], "figures": []}
    loaded = boards.board_transcript([{"request": {"cmd": "load_position", "game": "oregon", "position": {
        "game": "oregon", "board": "oregon-default", "farmers": [{"player": "red", "col": 1, "row": 2}],
        "buildings": [], "players": [{"name": "red", "landscape_cards": ["eagle"]}], "landscape_deck": ["wagon"]}},
        "response": {"ok": True, "events": []}}])
    assert loaded[0]["request"]["position"] == {"game": "oregon", "board": "oregon-default", "buildings": [],
                                                "farmers": [{"player": "red", "col": 1, "row": 2}],
                                                "players": [{"name": "red"}]}


SHARED_RULEBOOKS = REPO.parent / "shared" / "rulebooks"


def test_the_rulebook_inventories_ship_with_the_package() -> None:
    shipped = REPO / "spec" / "rulebooks"
    names = sorted(p.name for p in shipped.glob("*.md") if p.name != "README.md")
    assert names == ["discovery.md", "gold-mines.md", "gold-rush.md", "oregon.md", "traders-and-builders.md"]
    # The casebook finds them there (inside spec/, which the wheel force-includes).
    assert Sources().rulebooks_dir == shipped
    assert Sources().example("GR-EX-07") is not None
    pyproject = (REPO / "pyproject.toml").read_text(encoding="utf-8")
    assert '"spec" = "rulebook_protocol/_data/spec"' in pyproject
    if SHARED_RULEBOOKS.is_dir():  # the copies are the originals, unchanged
        for name in names:
            assert (shipped / name).read_bytes() == (SHARED_RULEBOOKS / name).read_bytes(), name


# --------------------------------------------------------------------------- not run


def test_not_run_is_neither_a_new_failure_nor_a_fix_and_fails_the_run(tmp_path: Path) -> None:
    """A scenario the harness never sent (it had given up on the engine) says
    nothing of the scenario: passed → not_run and failed → not_run are changed
    outcomes in a diff (not_run → failed is a new failure: A had no verdict);
    the run itself exits 2; JUnit marks it skipped."""
    from junitparser import Skipped

    from rulebook.junit import build_junit

    a = make_report(tmp_path / "a.jsonl", [line("s-1"), line("s-2", "failed"), line("s-3", "not_run")])
    b = make_report(tmp_path / "b.jsonl", [line("s-1", "not_run"), line("s-2", "not_run"), line("s-3", "failed")])
    result = diff(a, b)
    assert [c.id for c in result.changed_outcomes] == ["s-1", "s-2"]
    assert [c.id for c in result.new_failures] == ["s-3"] and not result.fixes
    only_not_run = make_report(tmp_path / "c.jsonl", [line("s-1"), line("s-2", "not_run")])
    assert only_not_run.exit_status() == 2
    cases = {case.name: case for suite in build_junit(only_not_run) for case in suite}
    assert isinstance(cases["s-2"].result[0], Skipped) and cases["s-2"].result[0].type == "not_run"

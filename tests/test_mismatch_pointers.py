"""Every failed comparison of events and of Gherkin tables names what differs by JSON
Pointer, expected and actual (spec/protocol.md §12, the report's ``diff``), and lists
only real differences: a cell is judged by the same matching as the verdict
(features/README.md, "Then": an empty cell matches anything, ``-`` matches ``null``,
a feature's cell its kind, ``1`` matches the integer 1), so a cell the verdict accepts
is never listed.

Planted mismatches: events and tables built here with one wrong field each, and a
whole ``rulebook check`` run against ``tests/engines/points_off.py`` (field and castle
points reported one too high), whose report must carry exactly that one pointer.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from _support import ENGINES, env_with_path

from rulebook.mismatch import Mismatch, differences, same_json
from rulebook.steps import exact, protocol, raw_requests
from rulebook.steps.assertions import cell_matches, events_in_order, figures_are

ENDING = [  # car-end-06's events (final scoring): a road, a field, the end
    {"type": "points_scored", "player": "red", "points": 2, "reason": "road",
     "feature": {"kind": "road", "x": 1, "y": 0, "at": "E"}, "final": True},
    {"type": "points_scored", "player": "red", "points": 6, "reason": "field",
     "feature": {"kind": "field", "x": 0, "y": -1, "at": "En"}, "final": True},
    {"type": "game_ended", "scores": {"red": 8, "blue": 0}, "winners": ["red"]},
]
TABLE = [["type", "player", "reason", "points", "final", "feature"],
         ["points_scored", "red", "road", "2", "true", "road"],
         ["points_scored", "red", "field", "6", "true", ""],
         ["game_ended", "", "", "", "", ""]]


def scenario(**fields: Any) -> Any:
    state = fields.pop("state", {})
    return SimpleNamespace(state=lambda: state, as_if_loaded=lambda pointer, value: value,
                           decided=lambda kind, value, pointer="": value, **fields)


def failure(step: Any, *args: Any, **kwargs: Any) -> Mismatch:
    with pytest.raises(Mismatch) as info:
        step(*args, **kwargs)
    return info.value


def pointers(error: Mismatch) -> list[tuple[str, Any, Any]]:
    return [(d["pointer"], d["expected"], d["actual"]) for d in error.diff["differences"]]


def planted(events: list[dict[str, Any]], index: int, field: str, value: Any) -> list[dict[str, Any]]:
    copy = json.loads(json.dumps(events))
    copy[index][field] = value
    return copy


# --------------------------------------------------------------------------- how cells are typed


@pytest.mark.parametrize(("cell", "value", "matches"), [
    ("1", 1, True), ("1", "1", True), ("1", 2, False), ("true", True, True), ("1", True, False),
    ("", None, True), ("", {"kind": "road"}, True), ("-", None, True), ("-", 0, False),
    ("road", {"kind": "road", "x": 0}, True), ("ROAD", "road", True), ("city", "road", False)])
def test_a_cell_matches_as_the_phrasebook_says(cell: str, value: Any, matches: bool) -> None:
    assert cell_matches(cell, value) is matches


def test_the_tables_own_events_pass() -> None:
    events_in_order(scenario(events=ENDING), "are", TABLE)
    events_in_order(scenario(events=ENDING), "include", [TABLE[0], TABLE[2]])


# --------------------------------------------------------------------------- events tables


def test_an_events_table_lists_only_the_planted_cell() -> None:
    """Numbers given as text, empty cells over fields the events carry or lack, a
    feature as its kind: none is a difference; the one wrong number is."""
    error = failure(events_in_order, scenario(events=planted(ENDING, 1, "points", 7)), "are", TABLE)
    assert pointers(error) == [("/1/points", 6, 7)]
    assert "at /1/points (JSON Pointer): expected 6, actual 7" in str(error)


@pytest.mark.parametrize(("index", "field", "value", "pointer", "expected"), [
    (0, "final", False, "/0/final", True),
    (0, "feature", {"kind": "city", "x": 1, "y": 0, "at": "E"}, "/0/feature", "road"),
    (1, "player", "blue", "/1/player", "red"),
    (2, "type", "game_over", "/2/type", "game_ended")])
def test_each_planted_field_is_the_one_difference(index: int, field: str, value: Any, pointer: str,
                                                  expected: Any) -> None:
    error = failure(events_in_order, scenario(events=planted(ENDING, index, field, value)), "are", TABLE)
    got = value["kind"] if isinstance(value, dict) else value
    assert pointers(error) == [(pointer, expected, got)]


def test_a_dash_matches_null_and_a_missing_field_but_nothing_else() -> None:
    table = [["type", "player"], ["game_ended", "-"]]
    events_in_order(scenario(events=[{"type": "game_ended"}]), "are", table)
    events_in_order(scenario(events=[{"type": "game_ended", "player": None}]), "are", table)
    error = failure(events_in_order, scenario(events=[{"type": "game_ended", "player": "red"}]), "are", table)
    assert pointers(error) == [("/0/player", None, "red")]


def test_a_missing_or_extra_event_is_one_pointer() -> None:
    error = failure(events_in_order, scenario(events=ENDING[:2]), "are", TABLE)
    assert pointers(error) == [("/2", {"type": "game_ended"}, None)]
    assert error.diff["differences"][0]["absent"] == "actual"
    error = failure(events_in_order, scenario(events=ENDING + [{"type": "tile_drawn", "player": "red"}]), "are", TABLE)
    assert pointers(error) == [("/3", None, {"type": "tile_drawn", "player": "red"})]


def test_an_included_row_missing_is_compared_with_the_nearest_later_event() -> None:
    table = [TABLE[0], TABLE[1], TABLE[2]]
    error = failure(events_in_order, scenario(events=planted(ENDING, 1, "reason", "farm")), "include", table)
    assert pointers(error) == [("/1/reason", "field", "farm")]
    assert "missing in order from row 1" in str(error)


def test_an_included_row_with_nothing_after_it_is_absent() -> None:
    error = failure(events_in_order, scenario(events=ENDING[:1]), "include", TABLE[:3])
    assert pointers(error) == [("/1", {"type": "points_scored", "player": "red", "reason": "field", "points": 6,
                                       "final": True}, None)]


# --------------------------------------------------------------------------- exact events and values


def test_event_n_names_the_field() -> None:
    error = failure(exact.event_is, scenario(events=ENDING), "1", json.dumps(planted(ENDING, 1, "points", 5)[1]))
    assert pointers(error) == [("/points", 5, 6)]
    error = failure(exact.event_is, scenario(events=ENDING), "2", json.dumps({**ENDING[2], "winners": ["red", "blue"]}))
    assert pointers(error) == [("/winners/1", "blue", None)]


def test_event_n_is_exact_about_json_types() -> None:
    error = failure(exact.event_is, scenario(events=ENDING), "0", json.dumps({**ENDING[0], "final": 1}))
    assert pointers(error) == [("/final", 1, True)]


def test_a_missing_event_n_has_a_diff() -> None:
    error = failure(exact.event_is, scenario(events=ENDING), "5", json.dumps(ENDING[0]))
    assert error.diff["differences"] == [{"pointer": "", "expected": ENDING[0], "actual": None, "absent": "actual"}]
    json.dumps(error.diff)  # the report can write it


def test_the_answers_events_exactly_names_each_field() -> None:
    last = {"ok": True, "events": ENDING}
    error = failure(raw_requests.answer_events_exactly, scenario(last=last),
                    json.dumps(planted(ENDING, 0, "feature", {"kind": "road", "x": 2, "y": 0, "at": "E"})))
    assert pointers(error) == [("/0/feature/x", 2, 1)]
    error = failure(raw_requests.answer_events_exactly, scenario(last=last), json.dumps(ENDING[:2]))
    assert pointers(error) == [("/2", None, ENDING[2])]


def test_events_of_a_type_compare_only_the_fields_given() -> None:
    want = [{"player": "red", "points": 2}, {"player": "red", "points": 5, "feature": {"kind": "field"}}]
    error = failure(protocol.events_of_type, scenario(events=ENDING), "points_scored", json.dumps(want))
    assert pointers(error) == [("/1/points", 5, 6)]


def test_state_values_name_the_field_inside() -> None:
    state = {"turn": {"number": 3, "player": "red", "placed": None}}
    error = failure(exact.state_value, scenario(state=state), "/turn", '{"number": 4, "player": "red", "placed": null}')
    assert pointers(error) == [("/number", 4, 3)]
    error = failure(protocol.state_field, scenario(state=state), "/turn", '{"number": 3, "player": "blue"}')
    assert pointers(error) == [("/player", "blue", "red"), ("/placed", None, None)]
    assert error.diff["differences"][1]["absent"] == "expected"


# --------------------------------------------------------------------------- tables of figures and spaces


def test_a_missing_figure_is_one_difference_not_a_shifted_list() -> None:
    figures = [{"player": p, "figure": "follower", "x": x, "y": 0, "at": "N"} for p, x in
               (("red", 1), ("blue", 2), ("red", 3), ("blue", 4))]
    table = [["player", "x", "y", "at"]] + [[f["player"], str(f["x"]), "0", "N"] for f in figures]
    figures_are(scenario(state={"figures": figures}), table)
    error = failure(figures_are, scenario(state={"figures": figures[:1] + figures[2:]}), table)
    assert pointers(error) == [("/2,0 N", {"player": "blue", "figure": "follower"}, None)]


def test_oregon_marked_spaces_name_each_space() -> None:
    from rulebook.steps.oregon import _check_spaces

    table = [["", "a", "b", "c"], ["1", "x", "", ""], ["2", "", "x", "x"]]
    _check_spaces({(0, 0), (1, 1), (2, 1)}, "3", table, "red's farmer")
    with pytest.raises(Mismatch) as info:
        _check_spaces({(0, 0), (1, 1), (0, 1)}, "3", table, "red's farmer")
    assert pointers(info.value) == [("/2,1", "x", None), ("/0,1", None, "x")]


def test_differences_are_exact_json() -> None:
    assert differences([1, True, 1.0], [True, 1, 1]) == [
        {"pointer": "/0", "expected": 1, "actual": True}, {"pointer": "/1", "expected": True, "actual": 1}]
    assert same_json({"a": [1, 2.0]}, {"a": [1.0, 2]}) and not same_json(0, False)


# --------------------------------------------------------------------------- through `rulebook check`


def test_check_reports_the_planted_pointer_and_nothing_else(tmp_path: Path) -> None:
    report = tmp_path / "r.jsonl"
    subprocess.run([sys.executable, "-m", "rulebook", "check", "--engine", "points_off:handle", "--game", "carcassonne",
                    "--id", "car-end-06", "--id", "car-castle-184", "--report", str(report), "--no-progress"],
                   capture_output=True, text=True, env=env_with_path(ENGINES, COLUMNS="200"), cwd=tmp_path,
                   timeout=600)
    scenarios = {line["id"]: line for line in map(json.loads, report.read_text(encoding="utf-8").splitlines())
                 if line["type"] == "scenario"}
    assert scenarios["car-end-06"]["outcome"] == "failed"
    assert pointers(SimpleNamespace(diff=scenarios["car-end-06"]["diff"])) == [("/1/points", 6, 7)]
    assert scenarios["car-castle-184"]["outcome"] == "failed"
    assert pointers(SimpleNamespace(diff=scenarios["car-castle-184"]["diff"])) == [("/4/points", 4, 5)]

"""``rulebook check`` against an engine that declares less than it plays.

``tests/engines/wrapped_reference.py --limited`` is the reference engine whose
``hello`` leaves out two games, two expansions, capabilities, interpretation
keys (so only their defaults) and some interpretation values.
Every scenario that needs something undeclared must be reported
not_applicable with the reason — never failed — and the rest must pass: the
exit status stays 0.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from _support import REPO, engine_command

from rulebook.report import read_report

ENGINE = engine_command("engines/wrapped_reference", "--limited")
SELECTION = "rulebook_requires or rulebook_interp or rulebook_id(value='car-road-01')"
#: The defaults of the keys the limited engine leaves out (spec/interpretations.md).
OMITTED_DEFAULTS = {"carcassonne": {"city.two_tile_points": "4"}, "oregon": {"church.cap": "count"}}


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> tuple[subprocess.CompletedProcess, Path]:
    report = tmp_path_factory.mktemp("na") / "r.jsonl"
    proc = subprocess.run(
        [sys.executable, "-m", "rulebook.cli", "check", "--engine", ENGINE, "--report", str(report),
         "-m", SELECTION, "--timeout", "20", "--handshake-timeout", "20"],
        capture_output=True, text=True, timeout=240, cwd=REPO, env={**os.environ, "COLUMNS": "200"},
    )
    return proc, report


def declared_hello() -> dict:
    proc = subprocess.run(ENGINE.split(), input=json.dumps({"id": 1, "cmd": "hello", "protocol": 1}) + "\n",
                          capture_output=True, text=True, timeout=60, check=True)
    return json.loads(proc.stdout)


def expected_outcome(hello: dict, scenario: dict) -> str:
    """Written from spec/interpretations.md and spec/protocol.md §4 hello, not from the plugin."""
    entry = hello["games"].get(scenario["game"])
    if entry is None:
        return "not_applicable"
    offered = set(entry["expansions"]) | set(entry["variants"]) | set(entry["capabilities"])
    if not set(scenario["requires"]) <= offered:
        return "not_applicable"
    for tag in scenario["interpretations"]:
        key, _, value = tag.partition("=")
        values = entry["interpretations"].get(key)
        if values is None:
            values = [OMITTED_DEFAULTS.get(scenario["game"], {}).get(key)]
        if value not in values:
            return "not_applicable"
    return "passed"


def test_the_engine_declares_less():
    hello = declared_hello()
    assert sorted(hello["games"]) == ["carcassonne", "oregon"]
    car = hello["games"]["carcassonne"]
    assert car["expansions"] == ["traders_and_builders"] and "custom_tiles" not in car["capabilities"]
    assert "city.two_tile_points" not in car["interpretations"]


def test_every_scenario_is_passed_or_not_applicable_and_the_exit_status_is_0(run):
    proc, report = run
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    data = read_report(report)
    hello = declared_hello()
    outcomes = {s["id"]: s["outcome"] for s in data.scenarios}
    assert set(outcomes.values()) == {"passed", "not_applicable"}
    wrong = {s["id"]: (s["outcome"], s["message"]) for s in data.scenarios
             if s["outcome"] != expected_outcome(hello, s)}
    assert wrong == {}
    assert data.footer["counts"]["not_applicable"] >= 100 and data.footer["counts"]["passed"] >= 50


@pytest.mark.parametrize(
    ("scenario_id", "outcome", "message"),
    [
        ("car-gm-01", "not_applicable", "the engine does not declare gold_mines for carcassonne"),
        ("car-city-04", "not_applicable",
         "the engine does not offer the interpretation city.two_tile_points=2 for carcassonne"),
        ("car-tb-builder-10", "not_applicable",
         "the engine does not offer the interpretation builder.double_turns=one for carcassonne"),
        ("car-tb-builder-15", "passed", None),  # builder.double_turns=chain is declared
        ("ore-bscore-06", "not_applicable", "the engine does not declare custom_boards for oregon"),
        ("ore-draw-05", "passed", None),
        ("perft-carcassonne-midgame", "passed", None),  # its position names city.two_tile_points=4
        ("ore-draw-chance-01", "not_applicable", "the engine does not declare chance for oregon"),
        ("ore-draw-08", "passed", None),  # cards.reshuffle=turn_over, what an engine without chance plays
        ("car-tile-chance-01", "not_applicable", "the engine does not declare chance for carcassonne"),
    ],
)
def test_reasons(run, scenario_id: str, outcome: str, message: str | None):
    _, report = run
    line = next(s for s in read_report(report).scenarios if s["id"] == scenario_id)
    assert (line["outcome"], line["message"]) == (outcome, message)


def test_each_kind_of_reason_occurs(run):
    proc, report = run
    messages = [s["message"] for s in read_report(report).scenarios if s["outcome"] == "not_applicable"]
    assert any(m == "the engine does not support the game gold_rush" for m in messages)
    assert any(m == "the engine does not support the game discovery" for m in messages)
    assert any(m == "the engine does not declare custom_boards for oregon" for m in messages)
    assert any(m == "the engine does not declare chance for oregon" for m in messages)
    assert any("does not declare castles" in m for m in messages)
    assert "not applicable" in proc.stdout  # the summary table's column

"""Failure messages an engine author in any language can read (README, "Checking your own engine"):
values in JSON, differences by JSON Pointer, the request, the rule and its
spec line — and no Python repr anywhere a user looks (terminal, JSON Lines
report, JUnit, casebook).

The whole suite runs against ``tests/engines/scrambled_reference.py``, the
reference engine with wrong scores, legal moves, figures and winners (valid
against the schemas), and against ``tests/chaos/misbehaving_reference.py``
(garbage lines) for the engine errors.
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest
from _support import REPO, engine_command

from rulebook.mismatch import Mismatch, differences, expect_equal, neutral, rule_citation

SCRAMBLED = engine_command("engines/scrambled_reference")
GARBAGE = engine_command("chaos/misbehaving_reference", "garbage")

#: What a Python repr looks like: its constants where a value stands (prose such
#: as "None of the gold" is no repr), a quoted dict key, an object address, a
#: generator, pytest's assertion rewriting.
PYTHON_REPR = re.compile(
    r"(?:[:=,\[(]\s*|\b(?:got|expected|actual|is|was|are|gives?|has|have|not)\s+)(?:True|False|None)\b"
    r"|'[^'\s]{1,40}'\s*:"
    r"|\b0x[0-9a-fA-F]{6,}"
    r"|<(?:generator|function|built-in|bound method)\b|\bobject at\b"
    r"|\+\s+where\b"
)


def _reprs(text: str) -> list[str]:
    return sorted({m.group(0) for m in PYTHON_REPR.finditer(text)})


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, str]]:
    """Each run's terminal output, report, JUnit and casebook, as text."""
    out: dict[str, dict[str, str]] = {}
    for name, engine, selection in [("scrambled", SCRAMBLED, []),
                                    ("garbage", GARBAGE, ["--game", "carcassonne", "--max-restarts", "50"])]:
        folder = tmp_path_factory.mktemp(name)
        report = folder / "r.jsonl"
        proc = subprocess.run([sys.executable, "-m", "rulebook", "check", "--engine", engine, "--report", str(report),
                               "--no-progress", "--handshake-timeout", "30", *selection],
                              capture_output=True, text=True, timeout=900, cwd=folder,
                              env={**os.environ, "COLUMNS": "80"})
        casebook = folder / "casebook.html"
        book = subprocess.run([sys.executable, "-m", "rulebook", "report", "casebook", str(report),
                               "-o", str(casebook)],
                              capture_output=True, text=True, timeout=300, cwd=folder)
        out[name] = {
            "status": str(proc.returncode),
            "terminal": proc.stdout + proc.stderr,
            "report": report.read_text(encoding="utf-8"),
            "junit": report.with_suffix(".xml").read_text(encoding="utf-8"),
            "casebook": casebook.read_text(encoding="utf-8") if book.returncode == 0 else "",
        }
    return out


def _scenarios(run: dict[str, str]) -> list[dict]:
    return [line for line in map(json.loads, run["report"].splitlines()) if line["type"] == "scenario"]


@pytest.mark.slow
@pytest.mark.parametrize("name", ["scrambled", "garbage"])
@pytest.mark.parametrize("where", ["terminal", "report", "junit", "casebook"])
def test_no_python_repr_anywhere(runs, name: str, where: str) -> None:
    run = runs[name]
    if where == "casebook" and not run["casebook"]:
        pytest.skip("rulebook report casebook did not run here")
    text = run[where]
    if where == "report":  # the messages as the user reads them (transcripts are JSON by construction)
        text = "\n".join(f"{s['message']}\n{s['details'] or ''}" for s in _scenarios(run) if s["outcome"] != "passed")
    assert _reprs(text) == [], f"Python in the {where} of the {name} run"


@pytest.mark.slow
def test_the_broken_engines_fail_many_ways(runs) -> None:
    """The scan above is worth something only if many messages were written."""
    scrambled = _scenarios(runs["scrambled"])
    failed = [s for s in scrambled if s["outcome"] == "failed"]
    assert runs["scrambled"]["status"] == "1" and len(failed) > 100
    assert len({s["message"].split(";")[0].split(" should ")[-1][:20] for s in failed}) > 10
    garbage = _scenarios(runs["garbage"])
    assert any(s["outcome"] == "errored" and "EngineGarbage" in s["message"] for s in garbage)


@pytest.mark.slow
def test_a_failure_names_the_step_the_request_and_the_rule(runs) -> None:
    road = next(s for s in _scenarios(runs["scrambled"]) if s["id"] == "car-road-01")
    assert road["outcome"] == "failed"
    assert road["message"].startswith("red should score 3 for road; the points_scored events give 4: [{\"type\"")
    details = road["details"]
    assert "at step: And red scores 3 points for the road (line " in details
    assert 'last request: {"id": ' in details and '"cmd": "apply_move"' in details
    assert "rule: CAR-R-ROAD-2 (spec/carcassonne.md line " in details


@pytest.mark.slow
def test_a_compared_value_is_diffed_by_json_pointer(runs) -> None:
    scores = [s for s in _scenarios(runs["scrambled"]) if (s["message"] or "").startswith("the scores should be")]
    assert scores
    one = scores[0]
    assert re.search(r"^at /\w+ \(JSON Pointer\): expected \d+, actual \d+$", one["details"], re.M), one["details"]
    assert one["diff"]["differences"][0]["pointer"].startswith("/")
    junit = runs["scrambled"]["junit"]
    assert f'name="{one["id"]}"' in junit, "JUnit names the test by its scenario id"
    assert "(JSON Pointer): expected" in junit, "JUnit carries the same text"


# --------------------------------------------------------------------------- the pieces


def test_mismatch_lists_each_differing_field():
    with pytest.raises(Mismatch) as info:
        expect_equal({"players": [{"name": "red", "score": 5, "ready": True}]},
                     {"players": [{"name": "red", "score": 3, "ready": None}]}, "the players differ")
    text = str(info.value)
    assert text.splitlines()[0] == "the players differ"
    assert "at /players/0/score (JSON Pointer): expected 3, actual 5" in text
    assert "at /players/0/ready (JSON Pointer): expected null, actual true" in text
    assert _reprs(text) == []


def test_mismatch_says_same_items_different_order():
    with pytest.raises(Mismatch) as info:
        expect_equal(["N", "E", "S"], ["S", "E", "N"], "the places differ")
    assert "same items, different order" in str(info.value)
    assert info.value.diff["same_items_different_order"] is True and info.value.diff["differences"] == []


def test_differences_name_missing_values():
    found = differences({"a": 1, "b": [1, 2]}, {"a": 1, "b": [1], "c": "x"})
    assert [d["pointer"] for d in found] == ["/b/1", "/c"]


def test_neutral_turns_python_displays_into_json():
    assert neutral("got [{'final': False, 'at': None}] and (1, 2)") == 'got [{"final": false, "at": null}] and [1, 2]'
    step = "at step: Then red wins (line 12) [see the report]"
    assert neutral(step) == step


def test_rule_citation_names_the_spec_line():
    text = rule_citation("CAR-R-ROAD-2")
    path, line = re.match(r"CAR-R-ROAD-2 \((spec/\S+) line (\d+)\)", text).groups()
    assert "CAR-R-ROAD-2" in (REPO / path).read_text(encoding="utf-8").splitlines()[int(line) - 1]

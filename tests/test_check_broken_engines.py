"""``rulebook check`` against engines that break mid-suite: each scenario gets
the precise outcome, the run goes on after every failure, and the exit status
says an engine failed (spec/protocol.md §12)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ENGINE = Path(__file__).resolve().parent / "chaos" / "misbehaving_reference.py"
ROADS = [f"car-road-0{i}" for i in range(1, 8)]
SELECTION = " or ".join(f"id(value='{i}')" for i in ROADS)


def _run(tmp_path: Path, mode: str) -> tuple[int, list[dict], dict]:
    report = tmp_path / f"{mode}.jsonl"
    proc = subprocess.run(
        [sys.executable, "-m", "rulebook.cli", "check", "--engine", f"{sys.executable} {ENGINE} {mode}",
         "--timeout", "2", "--report", str(report), "-m", SELECTION],
        capture_output=True, text=True, timeout=300,
    )
    lines = [json.loads(line) for line in report.read_text().splitlines()]
    scenarios = [line for line in lines if line["type"] == "scenario"]
    return proc.returncode, scenarios, lines[-1]


def _passes(scenario: dict) -> bool:
    """Whether the scenario's steps send a ``pass`` move (known from the feature text)."""
    return scenario["id"] not in {"car-road-07"}


@pytest.mark.parametrize(("mode", "outcome"), [("crash", "crashed"), ("hang", "timeout"),
                                                ("garbage", "errored"), ("wrong_id", "errored")])
def test_each_scenario_gets_its_outcome_and_the_run_goes_on(tmp_path, mode, outcome):
    code, scenarios, footer = _run(tmp_path, mode)
    assert code == 2
    assert sorted(s["id"] for s in scenarios) == ROADS
    for s in scenarios:
        expected = outcome if _passes(s) else "passed"
        assert s["outcome"] == expected, (s["id"], s["outcome"], s["message"])
    broken = [s for s in scenarios if s["outcome"] != "passed"]
    assert all(s["transcript"] for s in broken), "a failed scenario keeps its transcript"
    assert footer["type"] == "footer" and footer["counts"][outcome] == len(broken)
    assert footer["restarts"] >= len(broken) - 1


def test_the_engine_is_greeted_again_after_a_restart(tmp_path):
    _, scenarios, _ = _run(tmp_path, "crash")
    after_crash = [s for s in scenarios if s["outcome"] == "crashed"][1]
    first = after_crash["transcript"][0]["request"]
    assert first["cmd"] == "hello", "after a crash the runner must send hello before anything else"

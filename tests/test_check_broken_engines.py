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
SELECTION = " or ".join(f"rulebook_id(value='{i}')" for i in ROADS)


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


def test_the_harness_gives_up_after_max_restarts(tmp_path):
    """After ``--max-restarts`` restarts the scenarios left are reported as
    crashed without being sent, the run finishes, and the footer says so."""
    report = tmp_path / "gave-up.jsonl"
    proc = subprocess.run(
        [sys.executable, "-m", "rulebook.cli", "check", "--engine", f"{sys.executable} {ENGINE} crash",
         "--timeout", "2", "--max-restarts", "1", "--report", str(report), "-m", SELECTION],
        capture_output=True, text=True, timeout=300,
    )
    lines = [json.loads(line) for line in report.read_text().splitlines()]
    scenarios = [line for line in lines if line["type"] == "scenario"]
    footer = lines[-1]
    assert proc.returncode == 2
    assert sorted(s["id"] for s in scenarios) == ROADS, "every scenario still gets a line"
    abandoned = [s for s in scenarios if "gave up on the engine" in (s["message"] or "")]
    assert abandoned, "scenarios after the limit are not sent"
    assert all(s["outcome"] == "crashed" and not s["transcript"] for s in abandoned)
    assert footer["gave_up"] is True and footer["restarts"] == 2
    assert "Gave up on the engine" in proc.stdout


def test_messages_are_not_validated_with_no_validate_protocol(tmp_path):
    """An engine whose answers break the schema is ``errored`` by default and
    judged on its answers alone with ``--no-validate-protocol``."""
    engine = tmp_path / "extra_field.py"
    engine.write_text(
        "import json, sys\n"
        "from reference_engine import Session\n"
        "session = Session()\n"
        "for line in sys.stdin:\n"
        "    response = session.handle_line(line)\n"
        "    if response.get('ok'):\n"
        "        response['engine_private'] = 1\n"
        "    print(json.dumps(response), flush=True)\n"
        "    if session.stopped:\n"
        "        break\n")
    outcomes = {}
    for flag in ("--validate-protocol", "--no-validate-protocol"):
        report = tmp_path / f"{flag}.jsonl"
        subprocess.run([sys.executable, "-m", "rulebook.cli", "check", "--engine", f"{sys.executable} {engine}",
                        flag, "--report", str(report), "-m", "rulebook_id(value='car-road-01')"],
                       capture_output=True, text=True, timeout=300)
        lines = [json.loads(line) for line in report.read_text().splitlines()]
        outcomes[flag] = [line["outcome"] for line in lines if line["type"] == "scenario"]
    assert outcomes == {"--validate-protocol": ["errored"], "--no-validate-protocol": ["passed"]}

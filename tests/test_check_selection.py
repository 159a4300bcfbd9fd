"""Ids everywhere, selection, -x, ``python -m rulebook`` and the plugin's
namespaced names (README, "Checking your own engine" and "The pytest plugin")."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from _support import REPO, engine_command

SCRAMBLED = engine_command("engines/scrambled_reference")


def check(tmp_path: Path, *args: str) -> tuple[subprocess.CompletedProcess, list[dict]]:
    report = tmp_path / "r.jsonl"
    proc = subprocess.run([sys.executable, "-m", "rulebook", "check", "--report", str(report), "--no-progress", *args],
                          capture_output=True, text=True, timeout=600, cwd=tmp_path)
    lines = [json.loads(line) for line in report.read_text().splitlines()] if report.exists() else []
    return proc, [line for line in lines if line["type"] == "scenario"]


def _tagged(rule: str) -> set[str]:
    """Ids of the scenarios tagged @rule:<rule> (read from the feature files)."""
    ids = set()
    for path in (REPO / "features").rglob("*.feature"):
        for line in path.read_text(encoding="utf-8").splitlines():
            tags = line.split()
            if f"@rule:{rule}" in tags:
                ids.update(t.removeprefix("@id:") for t in tags if t.startswith("@id:"))
    return ids


@pytest.mark.parametrize("how", [["--id", "car-tile-01"], ["-k", "car-tile-01"]])
def test_one_scenario_by_its_id(tmp_path, how):
    proc, scenarios = check(tmp_path, *how)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert [s["id"] for s in scenarios] == ["car-tile-01"]


@pytest.mark.slow
def test_several_ids_and_a_rule(tmp_path):
    proc, scenarios = check(tmp_path, "--id", "car-tile-01", "--id", "ore-draw-05")
    assert sorted(s["id"] for s in scenarios) == ["car-tile-01", "ore-draw-05"]
    proc, scenarios = check(tmp_path, "--rule", "CAR-R-ROAD-2")
    assert proc.returncode == 0
    assert {s["id"] for s in scenarios} == _tagged("CAR-R-ROAD-2") and len(scenarios) >= 2


def test_an_unknown_id_is_a_usage_error_with_suggestions(tmp_path):
    proc, _ = check(tmp_path, "--id", "car-tile-99")
    assert proc.returncode == 3
    assert "no scenario has the scenario id car-tile-99 (did you mean car-tile-0" in proc.stderr
    assert "Traceback" not in proc.stderr + proc.stdout


@pytest.mark.slow
def test_exitfirst_stops_at_the_first_failed_scenario(tmp_path):
    proc, scenarios = check(tmp_path, "--engine", SCRAMBLED, "--handshake-timeout", "30", "--game", "carcassonne", "-x")
    assert proc.returncode == 1
    outcomes = [s["outcome"] for s in scenarios]
    assert outcomes.count("failed") == 1 and outcomes[-1] == "failed", outcomes
    assert len(outcomes) < 100, "the run stopped"


@pytest.mark.slow
def test_node_ids_are_scenario_ids():
    proc = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider",
                           "tests/test_features.py", "-k", "car-tile-01 or perft"],
                          capture_output=True, text=True, timeout=300, cwd=REPO)
    lines = [line for line in proc.stdout.splitlines() if "::" in line]
    assert "tests/test_features.py::car-tile-01" in lines, proc.stdout
    assert all(re.fullmatch(r"tests/test_features\.py::[a-z0-9-]+(\[.*\])?", line) for line in lines), lines


def test_python_dash_m_rulebook():
    proc = subprocess.run([sys.executable, "-m", "rulebook", "check", "--help"], capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 0 and "--exitfirst" in proc.stdout and "--id ID" in proc.stdout


def test_the_plugin_adds_only_namespaced_names():
    """The plugin is loaded in every pytest run of the environment: its options
    all start with --rulebook-, its markers with rulebook_."""
    helptext = subprocess.run([sys.executable, "-m", "pytest", "--help"], capture_output=True, text=True,
                              timeout=60, cwd=REPO).stdout
    group = helptext.split("Rulebook conformance suite:")[1].split("\n\n")[0]
    options = re.findall(r"^\s+(--[\w-]+)", group, re.M)
    assert options and all(o.startswith("--rulebook-") for o in options), options
    markers = subprocess.run([sys.executable, "-m", "pytest", "--markers"], capture_output=True, text=True,
                             timeout=60, cwd=REPO).stdout
    ours = [m for m in re.findall(r"^@pytest\.mark\.(\w+)", markers, re.M) if "rulebook" in m or m in
            {"id", "rule", "game", "source", "requires", "interp"}]
    assert ours and all(m.startswith("rulebook_") for m in ours), ours

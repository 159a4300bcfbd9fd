"""An engine that declares only some capabilities never fails a scenario
falsely: against the reference engine declaring each subset of the protocol's
capabilities (``tests/engines/capability_subset.py``: the others are left out
of ``hello`` and the requests that need them are answered ``unsupported``),
every scenario of the suite is passed or not applicable.

The corpus lint (``tests/test_feature_lint.py``) requires the ``@requires:``
tags that make this true.  Whatever way the runner later finds to run a
scenario without a capability (e.g. replaying a route instead of
``load_position``), the promise stays: never "failed".
"""
from __future__ import annotations

import itertools
import json
import subprocess
import sys
from pathlib import Path

import pytest
from _support import ENGINES, env_with_path

CAPABILITIES = ("load_position", "perft", "custom_tiles", "custom_boards")
SUBSETS = [c for n in range(len(CAPABILITIES) + 1) for c in itertools.combinations(CAPABILITIES, n)]


def _run(tmp_path: Path, kept: tuple[str, ...]) -> tuple[int, list[dict], str]:
    report = tmp_path / "r.jsonl"
    env = env_with_path(ENGINES, RULEBOOK_CAPABILITIES=",".join(kept), COLUMNS="80")
    proc = subprocess.run([sys.executable, "-m", "rulebook", "check", "--engine", "capability_subset:handle",
                           "--report", str(report), "--no-progress"],
                          capture_output=True, text=True, env=env, cwd=tmp_path, timeout=600)
    lines = [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines()]
    return proc.returncode, [line for line in lines if line["type"] == "scenario"], proc.stdout + proc.stderr


#: Each subset is a whole-suite run (~5-10 s of CPU): the default test run keeps the one that
#: declares nothing (the most scenarios not applicable); the other 15 are `slow` (CI runs them).
@pytest.mark.parametrize("kept", [pytest.param(kept, marks=() if not kept else pytest.mark.slow) for kept in SUBSETS],
                         ids=lambda kept: "+".join(kept) or "none")
def test_every_scenario_is_passed_or_not_applicable(tmp_path: Path, kept: tuple[str, ...]) -> None:
    code, scenarios, output = _run(tmp_path, kept)
    wrong = [(s["id"], s["outcome"], s["message"]) for s in scenarios
             if s["outcome"] not in ("passed", "not_applicable")]
    assert not wrong, f"declaring only {kept or 'no capability'}: {wrong}"
    assert code == 0, output
    outcomes = {s["id"]: s["outcome"] for s in scenarios}
    assert len(outcomes) > 400, "the whole suite ran"
    # What the declaration changes is visible: a scenario that loads a position is
    # run exactly when load_position is declared.
    assert outcomes["car-gm-19"] == ("passed" if "load_position" in kept else "not_applicable")
    if set(kept) == set(CAPABILITIES):
        assert set(outcomes.values()) == {"passed"}

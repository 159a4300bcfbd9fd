"""An engine declaring any subset of capabilities, ``chance`` or not, gets zero failed
scenarios (issue 27, "Done when"): against the reference engine declaring each subset
(``tests/engines/capability_subset.py``: the others are left out of ``hello`` and the
requests that need them are refused as spec/protocol.md asks; without ``chance`` the
engine never stops for chance and plays the first value without chance of each key
that has one), every scenario of the suite is passed or not applicable.

The corpus lint (``tests/test_feature_lint.py``) requires the ``@requires:`` tags that
make this true, and a route never passes through a chance decision for an engine
without ``chance`` (:func:`rulebook.route.plan_route`, ``chance=False``): the scenario
is then not applicable, with the reason.  An engine written before chance decisions may
also leave the keys with a chance value out of ``hello`` (``RULEBOOK_CHANCE_KEYS=undeclared``):
the runner then takes it to play the default (``cards.reshuffle="shuffle"``), plans its
routes under it, and must still send it no ``shuffle`` move (issue 27: 78 Oregon scenarios
failed so for an engine declaring only ``custom_boards``).
"""
from __future__ import annotations

import itertools
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from _support import ENGINES, env_with_path

#: The capabilities that change how the suite sets a scenario up or what it may ask.
INTERACTING = ("load_position", "custom_tiles", "custom_boards", "chance")
#: Each only makes its own command's scenarios not applicable.
COMMANDS = ("perft", "box")
CAPABILITIES = INTERACTING + COMMANDS


def _subsets() -> list[tuple[str, ...]]:
    """Every subset of :data:`INTERACTING`, with both of :data:`COMMANDS` added to those of
    odd size (so each capability is seen with and without them); then everything, and each
    command alone."""
    out = []
    for n in range(len(INTERACTING) + 1):
        for kept in itertools.combinations(INTERACTING, n):
            out.append(kept + (COMMANDS if n % 2 else ()))
    return out + [CAPABILITIES] + [(c,) for c in COMMANDS]


SUBSETS = _subsets()
#: Issue 27's engine declared only ``custom_boards`` (routes sent it 78 ``shuffle`` moves in Oregon).
WITHOUT_CHANCE = [kept for kept in SUBSETS if "chance" not in kept] + [("custom_boards",)]
#: The subsets run by default (the rest are `slow`: each is a whole-suite run).  None: the
#: default run keeps issue 27's engine (``custom_boards`` alone, below), every subset runs in CI.
CHEAP: set[tuple[str, ...]] = set()


def _run(tmp_path: Path, kept: tuple[str, ...], *selection: str,
         keys: str = "declared") -> tuple[int, list[dict[str, Any]], str]:
    report = tmp_path / "r.jsonl"
    env = env_with_path(ENGINES, RULEBOOK_CAPABILITIES=",".join(kept), RULEBOOK_CHANCE_KEYS=keys, COLUMNS="80")
    proc = subprocess.run([sys.executable, "-m", "rulebook", "check", "--engine", "capability_subset:handle",
                           "--report", str(report), "--no-progress", *selection],
                          capture_output=True, text=True, env=env, cwd=tmp_path, timeout=1800)
    lines = [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines()]
    return proc.returncode, [line for line in lines if line["type"] == "scenario"], proc.stdout + proc.stderr


def _no_failure(kept: tuple[str, ...], code: int, scenarios: list[dict[str, Any]], output: str) -> dict[str, str]:
    wrong = [(s["id"], s["outcome"], s["message"]) for s in scenarios
             if s["outcome"] not in ("passed", "not_applicable")]
    assert not wrong, f"declaring only {kept or 'no capability'}: {wrong}"
    assert code == 0, output
    for s in scenarios:
        if s["outcome"] == "not_applicable":
            assert s["message"], s["id"]
    return {s["id"]: s["outcome"] for s in scenarios}


@pytest.mark.parametrize("kept", [pytest.param(kept, marks=() if kept in CHEAP else pytest.mark.slow)
                                  for kept in SUBSETS], ids=lambda kept: "+".join(kept) or "none")
def test_every_scenario_is_passed_or_not_applicable(tmp_path: Path, kept: tuple[str, ...]) -> None:
    code, scenarios, output = _run(tmp_path, kept)
    outcomes = _no_failure(kept, code, scenarios, output)
    assert len(outcomes) > 400, "the whole suite ran"
    # What the declaration changes is visible: a scenario that loads a position is
    # run exactly when load_position is declared.
    assert outcomes["car-gm-19"] == ("passed" if "load_position" in kept else "not_applicable")
    # A scenario that states chance's order is run exactly when chance is declared.
    if "chance" not in kept:
        assert outcomes["car-tile-chance-01"] == "not_applicable"
    elif "load_position" in kept:
        assert outcomes["car-tile-chance-01"] == "passed"
    if set(kept) == set(CAPABILITIES):
        assert set(outcomes.values()) == {"passed"}


@pytest.mark.parametrize("kept", [pytest.param(kept, marks=() if kept == ("custom_boards",) else pytest.mark.slow)
                                  for kept in WITHOUT_CHANCE],
                         ids=lambda kept: "+".join(kept) or "none")
def test_an_engine_that_declares_no_chance_keys_gets_no_shuffle_on_a_route(tmp_path: Path,
                                                                            kept: tuple[str, ...]) -> None:
    """The engine of issue 27: no ``chance``, and the keys with a chance value left out of
    ``hello``.  Routes planned under the default reading would reshuffle Oregon's decks
    by chance decisions; they are not applicable instead, saying so."""
    selection = ("--game", "oregon") if kept == ("custom_boards",) else ()
    code, scenarios, output = _run(tmp_path, kept, *selection, keys="undeclared")
    outcomes = _no_failure(kept, code, scenarios, output)
    if "load_position" not in kept and "custom_boards" in kept:
        reasons = [s["message"] for s in scenarios
                   if s["game"] == "oregon" and "only through a chance decision" in (s["message"] or "")]
        assert reasons, "some Oregon route needs a reshuffle"
        assert all("landscape discards" in r or "building discards" in r for r in reasons), reasons
        assert all("does not declare the capability chance" in r for r in reasons)
    assert outcomes

"""A fifth game through the one registration on each side (CONTRIBUTING.md,
"Adding a fifth game"): the toy game Nim of ``tests/toy_game.py``, registered
with :func:`reference_engine.games.register` and :func:`rulebook.games.register`
only, is started through the protocol, played to its end, and its Gherkin
scenarios run through the harness's own steps (``rulebook check`` on a
``features/nim/`` folder in a temporary directory).  Every test undoes the
registration, so no other test sees Nim.
"""
from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import toy_game
from click.testing import CliRunner

import reference_engine
from reference_engine import Session
from reference_engine.games import GAMES
from rulebook import games
from rulebook.cli import main
from rulebook.route import NoRoute, Planner, plan_route

FEATURE = """\
Feature: Nim, the toy fifth game

  @id:nim-01 @rule:NIM-R-1
  Scenario: Who takes the last counter wins
    Given a nim game between ann and bob
    And the pile holds 3 counters
    When ann takes 1 counter
    And bob takes 2 counters
    Then the game is over
    And the winner is bob
    And the state's /pile is 0

  @id:nim-02 @rule:NIM-R-1
  Scenario: Nobody takes more than three counters
    Given a nim game between ann and bob
    When the move {"type": "take", "count": 4} is tried
    Then the answer is the error illegal_move under NIM-R-1
"""

BINDING = """\
from pytest_bdd import scenarios

scenarios("features")
"""


@pytest.fixture
def nim() -> Iterator[None]:
    """Nim registered on both sides for one test; the registries as they were afterwards."""
    engine_before, harness_before = list(GAMES), [g.id for g in games.supported()]
    with toy_game.registered():
        yield
    assert list(GAMES) == engine_before and [g.id for g in games.supported()] == harness_before


@pytest.fixture(autouse=True)
def _restore_interpreter_state() -> Iterator[None]:
    """Undo what the in-process ``rulebook check`` leaves behind (sys.path entries, the binding module)."""
    path, modules = list(sys.path), set(sys.modules)
    yield
    sys.path[:] = path
    for name in set(sys.modules) - modules:
        if name.startswith("test_nim_suite"):
            del sys.modules[name]


def test_the_engine_plays_the_registered_game_through_the_protocol(nim: None) -> None:
    session = Session(validate=False)  # Nim has no schemas/v1/games/nim/
    hello = session.handle({"id": 1, "cmd": "hello", "protocol": 1})
    assert hello["ok"] and hello["games"]["nim"] == toy_game.DECLARATION
    assert "nim" in reference_engine.game_ids()
    started = session.handle({"id": 2, "cmd": "new_game", "game": "nim", "players": ["ann", "bob"],
                              "options": {"pile": 5}})
    assert started["ok"] and started["pending"] == {"player": "ann", "decision": "take"}
    events = []
    for turn in range(10):
        answer = session.handle({"id": 3, "cmd": "legal_moves"})
        if answer["pending"] is None:
            break
        assert answer["moves"], turn
        applied = session.handle({"id": 4, "cmd": "apply_move", "move": answer["moves"][-1]})  # take the most
        assert applied["ok"], applied
        events += applied["events"]
    ended = [e for e in events if e["type"] == "game_ended"]
    assert ended == [{"type": "game_ended", "scores": {"ann": 0, "bob": 1}, "winners": ["bob"]}]  # 3 then 2
    state = session.handle({"id": 5, "cmd": "state"})["state"]
    assert state["pile"] == 0 and state["turn"]["phase"] == "over"
    refused = session.handle({"id": 6, "cmd": "apply_move", "move": {"type": "take", "count": 1}})
    assert refused["error"]["code"] == "game_over"


def test_the_harness_runs_the_registered_game_s_scenarios_with_its_steps(nim: None, tmp_path: Path) -> None:
    suite = tmp_path / "suite"
    (suite / "features" / "nim").mkdir(parents=True)
    (suite / "features" / "nim" / "nim.feature").write_text(FEATURE, encoding="utf-8")
    binding = suite / "test_nim_suite.py"
    binding.write_text(BINDING, encoding="utf-8")
    report = tmp_path / "r.jsonl"
    result = CliRunner().invoke(main, ["check", "--suite", str(binding), "--engine", "toy_game:handle",
                                       "--no-validate-protocol", "--no-progress", "--report", str(report)],
                                catch_exceptions=False, env={"COLUMNS": "200"})
    rows = [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines()]
    outcomes = {r["id"]: (r["game"], r["outcome"], r.get("message")) for r in rows if r["type"] == "scenario"}
    assert outcomes == {"nim-01": ("nim", "passed", None), "nim-02": ("nim", "passed", None)}, result.output
    assert result.exit_code == 0, result.output


def test_the_registered_planner_and_blank_position_are_the_harness_s(nim: None) -> None:
    """What the harness looks up by game id: the blank draft and the route planner
    (a :class:`rulebook.route.Planner`), whose plan reaches the draft on the engine."""
    from rulebook.steps.positions import blank_position

    draft = blank_position("nim", ["ann", "bob", "cy"])
    draft["pile"], draft["turn"]["player"] = 4, "bob"
    planner = games.planner_for("nim")
    assert isinstance(planner, Planner) and games.drawing_for("nim") is None
    request, moves, offset = planner.plan(draft)
    session = Session(validate=False)
    assert session.handle({"id": 1, "cmd": "new_game", **request})["ok"]
    for move in moves:
        assert session.handle({"id": 2, "cmd": "apply_move", "move": move})["ok"]
    state = session.handle({"id": 3, "cmd": "state"})["state"]
    assert (state["pile"], state["turn"]["player"], offset) == (4, "bob", (0, 0))


def test_a_game_is_registered_once_on_each_side(nim: None) -> None:
    from reference_engine.games import register

    with pytest.raises(ValueError, match="the game nim is registered already"):
        register(toy_game.ENGINE)
    with pytest.raises(ValueError, match="the game nim is registered already"):
        games.register(toy_game.HARNESS)
    with pytest.raises(ValueError, match="is not a game id"):
        games.register(games.GameSupport("Nim"))


def test_without_the_registration_the_harness_does_not_know_the_game() -> None:
    from rulebook.steps.positions import blank_position

    assert games.find("nim") is None and "nim" not in GAMES
    with pytest.raises(ValueError, match="the steps know no game 'nim'"):
        blank_position("nim", ["ann", "bob"])
    route = plan_route({"game": "nim", "players": [], "pile": 1})
    assert isinstance(route, NoRoute) and route.reason == "the harness has no route planner for the game nim"

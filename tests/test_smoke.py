"""``rulebook smoke``: the handshake and one move per declared game."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from _support import engine_command, engine_path
from click.testing import CliRunner, Result

from rulebook.cli import main

LIMITED = engine_command("engines/wrapped_reference", "--limited")
GAMES = ("carcassonne", "discovery", "gold_rush", "oregon")


def invoke(*args: str) -> Result:
    return CliRunner().invoke(main, ["smoke", *args], catch_exceptions=False, env={"COLUMNS": "200"})


def test_the_reference_engine_in_process_passes():
    result = invoke()
    assert result.exit_code == 0, result.output
    assert "✓ hello  rulebook-reference" in result.output
    for game in GAMES:
        for step in ("new_game", "legal_moves", "apply_move", "state"):
            assert f"✓ {game}: {step}" in result.output
    assert "✗" not in result.output
    assert "all 17 checks passed" in result.output


def test_the_reference_engine_as_a_subprocess_one_game():
    result = invoke("--engine", f"{sys.executable} -m reference_engine", "--game", "carcassonne", "--seed", "7")
    assert result.exit_code == 0, result.output
    assert "✓ carcassonne: state" in result.output
    assert "oregon" not in result.output.split("\n", 2)[2]  # only the hello line names the other games


def test_only_declared_games_are_tried():
    result = invoke("--engine", LIMITED)
    assert result.exit_code == 0, result.output
    assert "games: carcassonne, oregon" in result.output
    assert "discovery:" not in result.output and "gold_rush:" not in result.output


def test_a_game_the_engine_does_not_declare_fails():
    result = invoke("--engine", LIMITED, "--game", "discovery")
    assert result.exit_code == 2, result.output
    assert "✗ discovery  not declared by the engine's hello" in result.output


ANSWER_HELLO_WITH = {
    "wrong_id": 'print(json.dumps({"id": "other", "ok": True}), flush=True)',
    "not_object": 'print("[1, 2, 3]", flush=True)',
    "old_protocol": 'print(json.dumps({"id": request["id"], "ok": True, "protocol": 2, "engine": {"name": "x"}, '
                    '"games": {"carcassonne": {}}}), flush=True)',
    "no_games": 'print(json.dumps({"id": request["id"], "ok": True, "protocol": 1, '
                '"engine": {"name": "x", "version": "1"}, "games": {}}), flush=True)',
}


@pytest.mark.parametrize(
    ("engine", "expected"),
    [
        ("garbage.py", "✗ hello  ProtocolViolation: hello response fails commands/hello#response"),
        ("good.py", "✗ hello  ProtocolViolation"),  # answers every request with an echo, not a hello
        ("exit_on_start.py", "✗ hello  EngineCrashed"),
        ("wrong_id", "✗ hello  EngineOutOfOrder"),
        ("not_object", "✗ hello  EngineGarbage"),
        ("old_protocol", "✗ hello  ProtocolViolation"),
        ("no_games", "✗ hello  the engine declares no game"),
    ],
)
def test_broken_handshakes_exit_2(tmp_path: Path, engine: str, expected: str):
    if engine in ANSWER_HELLO_WITH:
        script = tmp_path / f"{engine}.py"
        script.write_text("import json, sys\nfor line in sys.stdin:\n    request = json.loads(line)\n"
                          f"    {ANSWER_HELLO_WITH[engine]}\n", encoding="utf-8")
    else:
        script = engine_path("chaos/" + engine.removesuffix(".py"))
    # None of these engines hangs: the limit only has to outlast a Python start-up on a loaded machine.
    result = invoke("--engine", f"{sys.executable} {script}", "--timeout", "30")
    assert result.exit_code == 2, result.output
    assert expected in result.output
    assert "1 check(s) failed, 0 passed" in result.output


def test_a_crash_on_the_first_move_is_reported_per_game():
    result = invoke("--engine", f"{LIMITED} --crash-on apply_move", "--timeout", "30")
    assert result.exit_code == 2, result.output
    assert "✓ carcassonne: legal_moves" in result.output
    assert "✗ carcassonne: apply_move  EngineCrashed" in result.output
    assert "✓ oregon: new_game" in result.output, "the engine is restarted and the next game is tried"
    assert "✗ oregon: apply_move  EngineCrashed" in result.output


def test_no_legal_move_is_a_failure():
    result = invoke("--engine", f"{LIMITED} --drop-moves '{{\"type\": \"place_start_tile\"}}'",
                    "--game", "oregon")
    assert result.exit_code == 2, result.output
    assert "✗ oregon: legal_moves  no legal move at the start of a standard game" in result.output


def test_usage_errors_exit_3():
    assert invoke("--engine", "no_such_module_for_smoke:handle").exit_code == 3
    result = invoke("--timeout", "0")
    assert result.exit_code == 3
    assert "--timeout" in result.stderr

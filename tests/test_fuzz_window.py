"""The lockstep's window (rulebook/fuzz/lockstep.py ``Lockstep.window``): a
subprocess candidate is sent requests ahead of its answers, and the fuzz run
finds what it finds with each answer read before the next request — the same
games, findings, steps, messages, shrunk cases and coverage; an engine failure
at the same request."""
from __future__ import annotations

from typing import Any

import pytest
from _support import engine_command

import rulebook.fuzz.runner as runner
from rulebook.fuzz import fuzz, open_clients
from rulebook.fuzz.export import export_json

MISBEHAVING = engine_command("chaos/misbehaving_reference")


def _run(candidate: str, window: int, monkeypatch: pytest.MonkeyPatch, **options: Any) -> tuple[Any, int]:
    monkeypatch.setattr(runner, "WINDOW", window)
    reference, engine = open_clients(None, candidate, timeout=20, validate=True)
    try:
        fuzzer_window = runner.Fuzzer(reference, engine, runner.Options("carcassonne")).lockstep.window
        return fuzz(reference, engine, "carcassonne", **options), fuzzer_window
    finally:
        engine.engine.close()
        reference.engine.close()


def _no_ids(value: Any) -> Any:
    """``value`` without the request ids of the responses it holds (the reference was asked
    more requests before the shrink with the window, as with ``-n 2``: the ids count them)."""
    if isinstance(value, dict):
        return {k: _no_ids(v) for k, v in value.items() if k != "id"}
    if isinstance(value, list):
        return [_no_ids(v) for v in value]
    return value


def _everything(result: Any) -> dict[str, Any]:
    findings = []
    for finding in result.findings:
        record: Any = export_json(finding)
        if "reproduction" in record:
            record["reproduction"]["reference_responses"] = _no_ids(record["reproduction"]["reference_responses"])
        findings.append(record)
    return {"games": result.games_played, "moves": result.moves_played,
            "coverage": result.coverage.to_json(), "situations": dict(result.coverage.situations),
            "duplicates": {str(k): n for k, n in result.duplicates.items()}, "findings": findings}


@pytest.mark.parametrize("engine, seed, games", [
    pytest.param("engines/two_bugs", 60, 3, marks=pytest.mark.slow),  # a road one point high: apply_move events
    ("engines/two_bugs", 65, 1),  # turn.number one high in the state only, once a tile was discarded
    pytest.param("planted/follower_on_occupied", 0, 4, marks=pytest.mark.slow),  # a legal-moves difference
])
def test_the_window_finds_what_reading_each_answer_first_finds(engine: str, seed: int, games: int,
                                                                monkeypatch: pytest.MonkeyPatch) -> None:
    command = engine_command(engine)
    runs = {}
    for window in (0, 3):
        result, used = _run(command, window, monkeypatch, seed=seed, games=games, shrink_seconds=30)
        assert used == window
        assert result.findings, f"{engine}: no divergence with window {window}"
        runs[window] = _everything(result)
    assert runs[3] == runs[0]


def test_a_window_for_a_subprocess_candidate_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(runner, "WINDOW", 3)
    reference, engine = open_clients(None, "reference_engine:handle", timeout=20, validate=True)
    assert runner.Fuzzer(reference, engine, runner.Options("carcassonne")).lockstep.window == 0
    reference, engine = open_clients(None, f"{MISBEHAVING} none", timeout=20, validate=True)
    try:
        assert runner.Fuzzer(reference, engine, runner.Options("carcassonne")).lockstep.window == 3
        assert runner.Fuzzer(reference, engine, runner.Options("carcassonne", keep_going=True)).lockstep.window == 3
    finally:
        engine.engine.close()


@pytest.mark.parametrize("seed, games", [(60, 3), pytest.param(0, 12, marks=pytest.mark.slow)])
def test_playing_on_past_divergences_finds_the_same_with_the_window(seed: int, games: int,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """``--keep-going`` (and campaigns): a divergence read behind later requests has the game's
    part replayed, so the resync loads the reference's position right after it — the same
    findings, duplicates, moves and coverage as reading each answer first (``two_bugs``'s frequent
    road bug diverges several times a game; end_game and perft probes fall inside the parts
    played again)."""
    command = engine_command("engines/two_bugs")
    runs = {}
    for window in (0, 3):
        result, used = _run(command, window, monkeypatch, seed=seed, games=games, keep_going=True,
                            shrink_seconds=30)
        assert used == window and result.findings and result.duplicates
        runs[window] = _everything(result)
    assert runs[3] == runs[0]


@pytest.mark.slow
@pytest.mark.parametrize("mode, nth", [("exit", 100), ("twice", 40), ("wrong_id", 40), ("garbage", 40),
                                       ("crash", 61)])
def test_an_engine_failure_is_found_at_the_same_request(mode: str, nth: int,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """An engine that exits after answering, answers twice, or fails on its
    N-th request: the same kind, request, step and failure with the window,
    though the later requests were written before that answer was read."""
    found = {}
    for window in (0, 3):
        result, _ = _run(f"{MISBEHAVING} {mode} {nth}", window, monkeypatch, seed=0, games=1, shrink_cases=False)
        assert result.finding is not None
        div = result.finding.divergence
        found[window] = (div.kind, div.command, div.step, div.failure, div.path, len(result.finding.moves))
    assert found[3] == found[0]

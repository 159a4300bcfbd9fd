"""``x-engine-free``: the places a schema leaves to the engine (rulebook_protocol.free)."""
from __future__ import annotations

from collections.abc import Iterator

import pytest

from rulebook_protocol import free


@pytest.fixture
def planted(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    fake = {
        "type": "object",
        "properties": {
            "turn": {"type": "object", "properties": {"note": {"x-engine-free": "spec/x.md#a", "type": "string"}}},
            "players": {"type": "array", "items": {"properties": {"nick": {"x-engine-free": "spec/x.md#b"}}}},
            "extra": {"oneOf": [{"type": "null"}, {"x-engine-free": "spec/x.md#c"}]},
            "a/b": {"x-engine-free": "spec/x.md#d"},
        },
    }
    monkeypatch.setattr(free, "schema", lambda name: fake)
    free.free_places.cache_clear()
    yield "fake"
    free.free_places.cache_clear()


def test_places_are_pointer_patterns(planted: str) -> None:
    assert free.free_places(planted) == {
        "/turn/note": "spec/x.md#a",
        "/players/*/nick": "spec/x.md#b",
        "/extra": "spec/x.md#c",
        "/a~1b": "spec/x.md#d",
    }


@pytest.mark.parametrize(
    ("pointer", "reason"),
    [
        ("/turn/note", "spec/x.md#a"),
        ("/turn/note/0", "spec/x.md#a"),
        ("/turn", None),
        ("/turn/number", None),
        ("/players/3/nick", "spec/x.md#b"),
        ("/players/3/name", None),
        ("/extra", "spec/x.md#c"),
        ("/a~1b", "spec/x.md#d"),
        ("", None),
    ],
)
def test_is_free(planted: str, pointer: str, reason: str | None) -> None:
    assert free.is_free(planted, pointer) == reason


# --------------------------------------------------------------------------- decided forms


def test_decided_leaves_out_free_members_and_marks_free_items(planted: str) -> None:
    value = {"turn": {"note": "mine", "number": 3}, "players": [{"nick": "x", "name": "red"}], "a/b": 1}
    assert free.decided(planted, value) == {"turn": {"number": 3}, "players": [{"name": "red"}]}
    # a part of an instance, given with its pointer
    assert free.decided(planted, {"note": "mine", "number": 3}, "/turn") == {"number": 3}
    assert free.decided(planted, "mine", "/turn/note") == free.FREE_ITEM
    # decided places still differ
    assert free.decided(planted, {"turn": {"number": 3}}) != free.decided(planted, {"turn": {"number": 4}})


def test_decided_without_a_schema_compares_everything() -> None:
    assert free.decided("games/no_such_game/state", {"a": 1}) == {"a": 1}


def test_version_1_frees_only_engine_metadata_and_error_words() -> None:
    """spec/protocol.md §12a: the free places of version 1, and no field of a state or event."""
    reason = "spec/protocol.md#12a-fields-the-spec-leaves-free"
    assert free.free_places("commands/hello#response") == {"/engine": reason}
    assert set(free.free_places("common#/$defs/error_response")) == {"/error/message", "/error/details"}
    for game in ("carcassonne", "discovery", "gold_rush", "oregon"):
        for kind in ("state", "event", "move", "pending"):
            assert free.free_places(f"games/{game}/{kind}") == {}, (game, kind)


# --------------------------------------------------------------------------- the steps honour them


class _Scenario:
    """The parts of :class:`rulebook.steps.context.ScenarioContext` the comparing steps use."""

    def __init__(self, state: dict, events: list | None = None) -> None:
        from rulebook.steps.context import ScenarioContext

        self.game = "carcassonne"
        self._state = state
        self.events = events or []
        self.last = {"ok": True, "events": self.events}
        self.before: dict | None = None
        self.decided = ScenarioContext.decided.__get__(self)

    def state(self) -> dict:
        return self._state


@pytest.fixture
def turn_number_free(monkeypatch: pytest.MonkeyPatch) -> None:
    """A carcassonne state whose ``/turn/number`` and an event's ``/tile`` are planted as free."""
    planted = {"games/carcassonne/state": {"/turn/number": "spec/x.md#n"},
               "games/carcassonne/event": {"/tile": "spec/x.md#t"}}
    monkeypatch.setattr(free, "free_places", lambda name: planted.get(name, {}))


STATE = {"turn": {"number": 3, "player": "red"}, "players": [{"name": "red", "score": 2}]}
EVENT = {"type": "tile_drawn", "player": "red", "tile": "BASE-U"}


@pytest.mark.parametrize("freed", [True, False])
def test_state_and_event_steps_skip_free_places(request: pytest.FixtureRequest, freed: bool) -> None:
    from rulebook.steps import assertions, exact, raw_requests

    if freed:
        request.getfixturevalue("turn_number_free")
    other_turn = '{"number": 99, "player": "red"}'
    other_event = '{"type": "tile_drawn", "player": "red", "tile": "BASE-V"}'
    players = '[{"name": "red", "score": 2}]'
    scenario = _Scenario(STATE, [EVENT])
    checks = [
        lambda: exact.state_value(scenario, "/turn", other_turn),
        lambda: exact.state_block(scenario, "", '{"turn": ' + other_turn + ', "players": ' + players + '}'),
        lambda: exact.event_is(scenario, "0", other_event),
        lambda: raw_requests.answer_events_exactly(scenario, f"[{other_event}]"),
    ]
    unchanged = _Scenario(STATE)
    unchanged.before = {**STATE, "turn": {"number": 99, "player": "red"}}
    checks.append(lambda: assertions._unchanged(unchanged))
    for check in checks:
        if freed:
            check()
        else:
            with pytest.raises(AssertionError):
                check()
    # a decided field differing still fails, free places or not
    with pytest.raises(AssertionError):
        exact.state_value(scenario, "/turn", '{"number": 3, "player": "blue"}')
    with pytest.raises(AssertionError):
        exact.event_is(scenario, "0", '{"type": "tile_drawn", "player": "blue", "tile": "BASE-U"}')


# --------------------------------------------------------------------------- rulebook check


def _check(engine: str, ids: list[str]) -> dict[str, str]:
    """``rulebook check`` (a subprocess) of ``ids`` against ``tests.engines.free_fields:<engine>``:
    each scenario's outcome."""
    import json
    import subprocess
    import sys
    import tempfile
    from pathlib import Path

    from _support import REPO

    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "report.jsonl"
        subprocess.run([sys.executable, "-m", "rulebook.cli", "check",
                        "--engine", f"tests.engines.free_fields:{engine}",
                        "--report", str(report), *(arg for i in ids for arg in ("--id", i))],
                       cwd=REPO, capture_output=True, text=True, timeout=300)
        lines = [json.loads(line) for line in report.read_text().splitlines()]
    return {line["id"]: line["outcome"] for line in lines if line["type"] == "scenario"}


FREE_IDS = ["car-contract-refuse-01", "car-refuse-02", "car-contract-setup-160", "gr-contract-setup-162"]


def test_check_passes_an_engine_that_differs_only_at_free_places() -> None:
    """hello's engine and every error's message and details differ from the reference's."""
    assert _check("free_only", FREE_IDS) == {i: "passed" for i in FREE_IDS}


def test_check_fails_an_engine_that_differs_in_a_decided_field() -> None:
    """The same scenarios, an engine naming another rule in its refusals (``rule`` is decided)."""
    assert _check("wrong_rule", FREE_IDS)["car-contract-refuse-01"] == "failed"


@pytest.mark.slow
@pytest.mark.parametrize(("engine", "ids"), [
    ("perft_plays", ["car-contract-perft-01", "gr-contract-perft-01", "dis-contract-perft-01",
                     "ore-contract-perft-01"]),
    ("perft_zero_at_depth_0", ["gr-contract-perft-02"]),
    ("chance_kept", ["gr-contract-chance-01"]),
])
def test_contract_scenarios_catch_their_planted_bug(engine: str, ids: list[str]) -> None:
    """Each issue-27 contract scenario fails an engine with the bug it is about (PC-R-PERFT-1,
    PC-R-CHANCE-1) and passes the reference (the suite's own run)."""
    assert _check(engine, ids) == {i: "failed" for i in ids}

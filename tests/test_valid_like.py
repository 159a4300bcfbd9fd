"""An answer exactly the reference's is not validated again (``Client.receive``'s
``valid_like``, rulebook/client.py): validity is a property of the JSON value, so
only answers that differ from the reference's in any way are checked — and those
are checked in full, whatever Python's ``==`` says (``1 == True``, ``1 == 1.0``)."""
from __future__ import annotations

from typing import Any

import pytest

import rulebook.client as client_module
from rulebook.client import Client, same_answer
from rulebook.engines import InProcessEngine
from rulebook.fuzz import fuzz, open_clients
from rulebook.oracle import Session


@pytest.mark.parametrize("a, b, same", [
    ({"id": 1, "ok": True, "n": 1}, {"id": 9, "ok": True, "n": 1}, True),  # ids aside
    ({"id": 1, "ok": True, "n": {"x": [1, 2]}}, {"ok": True, "n": {"x": [1, 2]}, "id": 1}, True),  # key order
    ({"id": 1, "ok": 1}, {"id": 1, "ok": True}, False),  # 1 == True in Python, not in JSON
    ({"id": 1, "ok": True, "n": 1.0}, {"id": 1, "ok": True, "n": 1}, False),  # 1.0 == 1 in Python
    ({"id": 1, "ok": True, "n": [0]}, {"id": 1, "ok": True, "n": [False]}, False),
    ({"id": 1, "ok": True, "n": 2**70}, {"id": 1, "ok": True, "n": 2**70}, False),  # orjson will not write it: checked
    ({"id": 1, "ok": True}, {"id": 1, "ok": True, "extra": None}, False),
    ([1], {"id": 1}, False),
])
def test_same_answer_is_the_same_json(a: Any, b: Any, same: bool) -> None:
    assert same_answer(a, b) is same


def _candidate(alter: Any) -> Client:
    session = Session()

    def handle(request: dict[str, Any]) -> dict[str, Any]:
        response = session.handle(request)
        return alter(request, response)

    return Client(InProcessEngine(handle, description="altered reference"), validate=True)


def test_an_exact_answer_skips_the_checks_and_any_other_is_checked(monkeypatch: pytest.MonkeyPatch) -> None:
    checked: list[str] = []
    real = Client._check_response

    def spy(self: Client, cmd: str, request: Any, response: Any) -> None:
        checked.append(cmd)
        real(self, cmd, request, response)

    monkeypatch.setattr(Client, "_check_response", spy)
    reference, _ = open_clients(None, "reference_engine:handle", timeout=20, validate=True)
    candidate = _candidate(lambda request, response: response)
    result = fuzz(reference, candidate, "carcassonne", seed=3, games=1)
    assert result.finding is None and result.moves_played > 50
    # hello has no reference answer to be like, nor the candidate's own state before a perft probe
    # (rulebook/fuzz/probes.py): they alone are checked
    assert checked[0] == "hello" and set(checked[1:]) <= {"state"}

    # `ok: 1` equals `ok: true` for Python's ==, yet is no JSON boolean: checked, and a protocol divergence
    def one_for_true(request: dict[str, Any], response: dict[str, Any]) -> dict[str, Any]:
        return {**response, "ok": 1} if request.get("cmd") == "legal_moves" else response

    checked.clear()
    result = fuzz(reference, _candidate(one_for_true), "carcassonne", seed=3, games=1, shrink_cases=False)
    assert result.finding is not None
    assert result.finding.divergence.kind == "protocol" and result.finding.divergence.command == "legal_moves"
    assert "legal_moves" in checked


def test_the_check_is_skipped_only_for_a_valid_like_answer(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without ``valid_like`` (every caller but the lockstep) each answer is checked as before."""
    calls: list[str] = []
    monkeypatch.setattr(client_module, "_whole_response_valid",
                        lambda cmd, game, response: calls.append(cmd) or True)
    client = _candidate(lambda request, response: response)
    client.hello()
    client.call("new_game", game="carcassonne", players=["a", "b"], draw={"tiles": ["BASE-A"]})
    client.call("legal_moves")
    assert calls == ["new_game", "legal_moves"]


ANSWERS = """
import json, sys
forms = {"compact": '{{"id":{id},"ok":true,"x":[1,2]}}', "spaced": '{{"id": {id}, "ok": true, "x": [1, 2]}}',
         "reordered": '{{"ok":true,"id":{id},"x":[1,2]}}', "float": '{{"id":{id},"ok":true,"x":[1.0,2]}}'}
for line in sys.stdin:
    request = json.loads(line)
    print(forms[request["cmd"]].format(id=request["id"]), flush=True)
"""


@pytest.mark.parametrize("form, read_as_like", [("compact", True), ("spaced", False), ("reordered", False),
                                                ("float", False)])
def test_a_line_writing_exactly_the_expected_answer_is_not_parsed(form: str, read_as_like: bool) -> None:
    """``SubprocessEngine.receive(like=...)``: the line that writes ``like`` exactly (compact, id first,
    like's order) is taken as ``like`` unparsed; any other is parsed, and only its value decides."""
    import sys

    from rulebook.engines import SubprocessEngine

    engine = SubprocessEngine([sys.executable, "-c", ANSWERS], timeout=20)
    try:
        request = {"id": 7, "cmd": form}
        for like in ({"id": 1, "ok": True, "x": [1, 2]}, {"ok": True, "x": [1, 2], "id": 1}, {"ok": True, "x": [1, 2]}):
            request = {"id": request["id"] + 1, "cmd": form}
            response = engine.receive(request, engine.send(request), like=like)
            assert engine.last_was_like is read_as_like
            assert response == {"id": request["id"], "ok": True, "x": [1.0 if form == "float" else 1, 2]}
            assert same_answer(response, like) is (form != "float")
        plain = {"id": 8, "cmd": form}
        engine.receive(plain, engine.send(plain))
        assert engine.last_was_like is False
    finally:
        engine.close()


def test_an_in_process_answer_is_taken_as_expected_only_when_it_is_exactly_that_json() -> None:
    """``InProcessEngine.request(like=...)``: an answer writing the same text and holding the
    same values skips the round trip; an Enum member or a NaN, which orjson writes as
    the expected value's text, still takes it and is refused as json refuses it."""
    import enum

    from rulebook.errors import EngineGarbage

    class Kind(enum.Enum):
        ROAD = "road"

    like = {"id": 1, "ok": True, "x": "road", "y": None, "n": 1}
    for value, matched in ((dict(like), True), ({**like, "x": Kind.ROAD}, False), ({**like, "y": float("nan")}, False),
                           ({**like, "n": True}, False), ({**like, "n": 1.0}, False)):
        def handle(request: dict[str, Any], value: dict[str, Any] = value) -> dict[str, Any]:
            return {**value, "id": request["id"]}

        engine = InProcessEngine(handle)
        try:
            response = engine.request({"id": 9, "cmd": "state"}, like=like)
        except EngineGarbage:
            assert not matched and engine.last_was_like is False
            continue
        assert engine.last_was_like is matched
        assert response["id"] == 9 and same_answer(response, like) is matched

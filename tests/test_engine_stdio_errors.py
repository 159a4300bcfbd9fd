"""Bad input over the wire (spec/protocol.md §Errors): a real ``python -m
reference_engine`` subprocess spoken to over raw pipes (not through
:mod:`rulebook.engines`) — lines that are not requests, unknown commands,
schema violations, ``no_game``, ``stop`` and end of input. The engine keeps
serving after each, and every line it writes validates against its schema
(``commands/<cmd>#response`` or ``common#/$defs/error_response``).

The same contract in process: ``tests/test_protocol_errors.py``; corrupt data
files: ``tests/test_data_errors.py``.
"""
from __future__ import annotations

import json
import queue
import subprocess
import sys
import threading
from typing import Any

import pytest
from schema_asserts import assert_schema_valid

TIMEOUT = 20.0  # seconds for one response line / for the process to exit


class EngineProcess:
    """``python -m reference_engine`` on raw pipes; a reader thread feeds a
    queue so a missing answer fails the test instead of hanging it."""

    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "reference_engine"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True, encoding="utf-8", bufsize=1,
        )
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.stderr: list[str] = []
        threading.Thread(target=self._pump, args=(self.proc.stdout, self.lines), daemon=True).start()
        threading.Thread(target=self._drain, daemon=True).start()

    @staticmethod
    def _pump(stream, out: queue.Queue) -> None:
        for line in stream:
            out.put(line)
        out.put(None)  # end of output

    def _drain(self) -> None:
        for line in self.proc.stderr:
            self.stderr.append(line)

    def send_raw(self, text: str) -> None:
        self.proc.stdin.write(text)
        self.proc.stdin.flush()

    def read(self) -> dict[str, Any]:
        try:
            line = self.lines.get(timeout=TIMEOUT)
        except queue.Empty:
            raise AssertionError(f"no response within {TIMEOUT}s; stderr: {''.join(self.stderr)[-2000:]}") from None
        assert line is not None, f"the engine closed stdout; stderr: {''.join(self.stderr)[-2000:]}"
        assert line.endswith("\n"), f"response line not terminated: {line!r}"
        return json.loads(line)

    def ask_raw(self, text: str) -> dict[str, Any]:
        """Send one raw line; return the one response line, parsed."""
        self.send_raw(text if text.endswith("\n") else text + "\n")
        return self.read()

    def ask(self, request: Any) -> dict[str, Any]:
        return self.ask_raw(json.dumps(request))

    def no_more_output(self) -> None:
        """stdout reaches its end with no further line."""
        try:
            line = self.lines.get(timeout=TIMEOUT)
        except queue.Empty:
            raise AssertionError("stdout did not close") from None
        assert line is None, f"unexpected extra output: {line!r}"

    def wait(self) -> int:
        return self.proc.wait(timeout=TIMEOUT)

    def close(self) -> None:
        if self.proc.poll() is None:
            try:
                self.proc.stdin.close()
            except OSError:
                pass
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        for stream in (self.proc.stdout, self.proc.stderr):
            try:
                stream.close()
            except OSError:
                pass


@pytest.fixture
def engine():
    proc = EngineProcess()
    yield proc
    proc.close()


NEW_GAME = {"id": "ng", "cmd": "new_game", "game": "carcassonne", "players": ["red", "blue"],
            "draw": {"tiles": ["BASE-B", "BASE-U", "BASE-V"]}}


def test_subprocess_not_json_then_keeps_serving(engine):
    response = engine.ask_raw("this is not json {")
    assert_schema_valid(None, response)
    assert response["id"] is None
    assert response["ok"] is False
    assert response["error"]["code"] == "bad_request"
    # the engine is still there and answers the next line normally
    response = engine.ask({"id": 7, "cmd": "hello", "protocol": 1})
    assert_schema_valid("hello", response)
    assert response["ok"] is True and response["id"] == 7


@pytest.mark.parametrize("line", ["[1, 2, 3]", '"hello"', "42", "null", '{"id": 1, "cmd": "hello", "protocol": 1'],
                         ids=["array", "string", "number", "null", "truncated-object"])
def test_subprocess_non_object_lines_are_bad_requests(engine, line):
    response = engine.ask_raw(line)
    assert_schema_valid(None, response)
    assert response == {"id": None, "ok": False, "error": response["error"]}
    assert response["error"]["code"] == "bad_request"
    after = engine.ask({"id": "next", "cmd": "hello", "protocol": 1})
    assert after["ok"] is True and after["id"] == "next"


def test_subprocess_integral_float_id_is_echoed(engine):
    """JSON Schema counts 3.0 as an integer, so the envelope accepts it; the
    response must then echo it (a success response may not carry id null)."""
    response = engine.ask_raw('{"id": 3.0, "cmd": "hello", "protocol": 1}')
    assert_schema_valid("hello", response)
    assert response["ok"] is True and response["id"] == 3
    response = engine.ask_raw('{"id": 2.5, "cmd": "hello", "protocol": 1}')
    assert_schema_valid(None, response)
    assert response["id"] is None and response["error"]["code"] == "bad_request"


def test_subprocess_unknown_command(engine):
    response = engine.ask({"id": 3, "cmd": "frobnicate"})
    assert_schema_valid(None, response)
    assert response["id"] == 3
    assert response["error"]["code"] == "unknown_command"
    assert "frobnicate" in response["error"]["message"]


def test_subprocess_missing_id(engine):
    response = engine.ask({"cmd": "hello", "protocol": 1})
    assert_schema_valid(None, response)
    assert response["id"] is None
    assert response["error"]["code"] == "bad_request"
    assert "id" in response["error"]["message"]


@pytest.mark.parametrize(
    ("request_", "pointer"),
    [
        ({"id": 1, "cmd": "perft", "depth": "x"}, "/depth"),
        ({"id": 1, "cmd": "apply_move"}, ""),
        ({**NEW_GAME, "id": 1, "start": {"tile": "BASE-D", "rotation": 45}}, "/start/rotation"),
        ({"id": 1, "cmd": "hello", "protocol": "1"}, "/protocol"),
        ({"id": 1, "cmd": "state", "extra": True}, ""),
        ({**NEW_GAME, "id": 1, "players": "red"}, "/players"),
    ],
    ids=["perft-depth-string", "apply_move-without-move", "start-rotation-45", "hello-protocol-string",
         "state-extra-field", "players-not-array"],
)
def test_subprocess_schema_violation_names_the_pointer(engine, request_, pointer):
    response = engine.ask(request_)
    assert_schema_valid(request_["cmd"], response)
    assert response["id"] == 1
    assert response["error"]["code"] == "bad_request"
    # RFC 6901: the request itself is the pointer "" (not "/"), and the message then names no place
    assert response["error"]["details"]["path"] == pointer, response["error"]
    message = response["error"]["message"]
    assert (f"at {pointer}:" in message) if pointer else (" at " not in message and " /:" not in message), message


def test_subprocess_schema_violation_in_a_move_names_the_pointer(engine):
    assert engine.ask(NEW_GAME)["ok"] is True
    response = engine.ask({"id": 2, "cmd": "apply_move", "move": {"type": "place_tile", "x": 0, "y": 1,
                                                                    "rotation": 45}})
    assert_schema_valid("apply_move", response)
    assert response["error"]["code"] == "bad_request"
    assert "/move" in json.dumps(response["error"]), response["error"]


@pytest.mark.parametrize("cmd", ["state", "legal_moves", "apply_move", "end_game", "perft"])
def test_subprocess_command_before_any_game(engine, cmd):
    request = {"id": 5, "cmd": cmd}
    if cmd == "apply_move":
        request["move"] = {"type": "pass"}
    if cmd == "perft":
        request["depth"] = 1
    response = engine.ask(request)
    assert_schema_valid(cmd, response)
    assert response["id"] == 5
    assert response["error"]["code"] == "no_game"


def test_subprocess_conversation_every_line_schema_valid(engine):
    """A whole conversation mixing good and bad requests: one response line
    per request, ids echoed, every line valid against its schema."""
    conversation: list[tuple[str | None, str]] = [
        ("hello", json.dumps({"id": 1, "cmd": "hello", "protocol": 1})),
        (None, "{not json"),
        ("state", json.dumps({"id": 2, "cmd": "state"})),
        ("new_game", json.dumps({**NEW_GAME, "id": 3})),
        ("legal_moves", json.dumps({"id": 4, "cmd": "legal_moves"})),
        ("apply_move", json.dumps({"id": 5, "cmd": "apply_move", "move": {"type": "pass"}})),
        ("apply_move", json.dumps({"id": 6, "cmd": "apply_move",
                                   "move": {"type": "place_tile", "x": 0, "y": 1, "rotation": 0}})),
        ("state", json.dumps({"id": 7, "cmd": "state"})),
        ("perft", json.dumps({"id": 8, "cmd": "perft", "depth": 1, "divide": True})),
        (None, json.dumps({"id": 9, "cmd": "nope"})),
        ("end_game", json.dumps({"id": 10, "cmd": "end_game"})),
        ("end_game", json.dumps({"id": 11, "cmd": "end_game"})),
    ]
    expected_ok = [True, False, False, True, True, False, True, True, True, False, True, False]
    for (cmd, line), ok in zip(conversation, expected_ok):
        response = engine.ask_raw(line)
        assert_schema_valid(cmd, response)
        assert response["ok"] is ok, (line, response)
    assert response["error"]["code"] == "game_over"


def test_subprocess_stop_answers_then_exits_zero(engine):
    assert engine.ask(NEW_GAME)["ok"] is True
    response = engine.ask({"id": "bye", "cmd": "stop"})
    assert_schema_valid("stop", response)
    assert response == {"id": "bye", "ok": True}
    assert engine.wait() == 0
    engine.no_more_output()


def test_subprocess_end_of_input_exits_zero(engine):
    assert engine.ask({"id": 1, "cmd": "hello", "protocol": 1})["ok"] is True
    engine.proc.stdin.close()
    assert engine.wait() == 0
    engine.no_more_output()


def test_subprocess_blank_lines_get_no_response(engine):
    engine.send_raw("\n   \n")
    response = engine.ask({"id": "after-blank", "cmd": "hello", "protocol": 1})
    assert response["id"] == "after-blank"

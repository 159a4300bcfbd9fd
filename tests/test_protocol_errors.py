"""Bad input gets a specific error and changes nothing (spec/protocol.md §Errors).

Three layers:

* a real ``python -m reference_engine`` subprocess, spoken to over raw pipes
  (not through :mod:`rulebook.engines`): lines that are not requests, unknown
  commands, schema violations, ``no_game``, ``stop`` and end of input;
* :class:`reference_engine.Session` in process: one illegal move per base
  rule (with the exact rule id), moves after the end, unknown tiles, invalid
  positions, unsupported set-ups, malformed custom tiles, player counts —
  each time the ``state`` and ``legal_moves`` answers before and after the
  failed request are compared for deep equality;
* a corrupt tile-set file under a patched data root: ``data_error``.

Every response checked here also validates against its schema
(``commands/<cmd>#response`` or ``common#/$defs/error_response``).
"""
from __future__ import annotations

import copy
import json
import queue
import shutil
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

import reference_engine._data
import reference_engine._schemas
import reference_engine.games.carcassonne.position
from reference_engine import Session
from reference_engine._schemas import first_error

REPO = Path(__file__).resolve().parents[1]
ERROR_SCHEMA = "common#/$defs/error_response"
TIMEOUT = 20.0  # seconds for one response line / for the process to exit


def assert_schema_valid(cmd: str | None, response: Any) -> None:
    """``response`` validates against the response schema of ``cmd`` (its
    success schema when ``ok`` is true, the shared error schema otherwise)."""
    assert isinstance(response, dict), response
    name = f"commands/{cmd}#response" if response.get("ok") is True else ERROR_SCHEMA
    error = first_error(name, response)
    assert error is None, f"response {response!r} fails {name} at {error[0]}: {error[1]}"


# ===================================================================== subprocess
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
        ({"id": 1, "cmd": "apply_move"}, "/"),
        ({**NEW_GAME, "id": 1, "start": {"tile": "BASE-D", "rotation": 45}}, "/start/rotation"),
        ({"id": 1, "cmd": "hello", "protocol": "1"}, "/protocol"),
        ({"id": 1, "cmd": "state", "extra": True}, "/"),
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
    assert f" {pointer}:" in response["error"]["message"] or f"at {pointer}" in response["error"]["message"], \
        response["error"]["message"]


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


# ===================================================================== in process
class Probe:
    """A Session plus helpers: every response is schema-checked."""

    def __init__(self) -> None:
        self.session = Session()
        self.ids = 0

    def ask(self, cmd: str, **fields: Any) -> dict[str, Any]:
        self.ids += 1
        response = self.session.handle({"id": self.ids, "cmd": cmd, **fields})
        json.dumps(response)  # must survive the wire
        assert_schema_valid(cmd, response)
        assert response["id"] == self.ids
        return response

    def ok(self, cmd: str, **fields: Any) -> dict[str, Any]:
        response = self.ask(cmd, **fields)
        assert response["ok"] is True, response
        return response

    def snapshot(self) -> tuple[dict[str, Any], dict[str, Any]]:
        """(state, legal_moves) answers without their ids."""
        state = self.ok("state")
        legal = self.ok("legal_moves")
        return state["state"], {k: v for k, v in legal.items() if k != "id"}

    def refuse(self, code: str, cmd: str, *, rule: str | None = None, **fields: Any) -> dict[str, Any]:
        """Send a request that must fail with ``code`` (and ``rule``) and
        change neither ``state`` nor ``legal_moves``."""
        before = self.snapshot()
        response = self.ask(cmd, **fields)
        assert response["ok"] is False, response
        error = response["error"]
        assert error["code"] == code, error
        if rule is not None:
            assert error.get("rule") == rule, error
        assert error["message"], error
        assert self.snapshot() == before, f"{cmd} {fields} failed with {code} but changed the game"
        return error


def new_game(probe: Probe, draw: list[str], players: tuple[str, ...] = ("red", "blue"), **fields: Any) -> dict:
    return probe.ok("new_game", game="carcassonne", players=list(players), draw={"tiles": draw}, **fields)


def position(**changes: Any) -> dict[str, Any]:
    """A valid canonical position: red and blue, the start tile alone, red to
    place BASE-E; ``changes`` replace top-level keys."""
    pos: dict[str, Any] = {
        "game": "carcassonne",
        "expansions": [],
        "interpretations": {},
        "players": [{"name": "red", "score": 0, "supply": {"follower": 7}},
                    {"name": "blue", "score": 0, "supply": {"follower": 7}}],
        "board": [{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}],
        "figures": [],
        "draw_pile": ["BASE-U", "BASE-V"],
        "discarded": [],
        "turn": {"number": 1, "player": "red", "part": 1, "phase": "place_tile", "tile": "BASE-E", "placed": None},
    }
    pos.update(copy.deepcopy(changes))
    return pos


def test_base_position_is_valid():
    """The control for the invalid positions below: unchanged it loads."""
    probe = Probe()
    loaded = probe.ok("load_position", game="carcassonne", position=position())
    assert loaded["pending"] == {"player": "red", "decision": "place_tile", "tile": "BASE-E"}


# ---------------------------------------------------------------- illegal moves
@pytest.fixture
def at_tile_phase() -> Probe:
    """Red holds BASE-B (a cloister, all fields): it only fits south of the
    start tile, at (0, 1)."""
    probe = Probe()
    new_game(probe, ["BASE-B", "BASE-U", "BASE-U"])
    assert probe.ok("legal_moves")["moves"] == [
        {"type": "place_tile", "x": 0, "y": 1, "rotation": r} for r in (0, 90, 180, 270)]
    return probe


@pytest.fixture
def at_figure_phase(at_tile_phase: Probe) -> Probe:
    at_tile_phase.ok("apply_move", move={"type": "place_tile", "x": 0, "y": 1, "rotation": 0})
    return at_tile_phase


@pytest.mark.parametrize(
    ("move", "rule"),
    [
        ({"type": "place_tile", "x": 0, "y": 0, "rotation": 0}, "CAR-R-TILE-2"),
        ({"type": "place_tile", "x": 0, "y": 0, "rotation": 90, "tile": "BASE-B"}, "CAR-R-TILE-2"),
        ({"type": "place_tile", "x": 5, "y": 5, "rotation": 0}, "CAR-R-TILE-3"),
        ({"type": "place_tile", "x": 1, "y": 1, "rotation": 0}, "CAR-R-TILE-3"),  # diagonal only
        ({"type": "place_tile", "x": 0, "y": -1, "rotation": 0}, "CAR-R-TILE-4"),  # field against city
        ({"type": "place_tile", "x": 1, "y": 0, "rotation": 180}, "CAR-R-TILE-4"),  # field against road
        ({"type": "place_tile", "x": 0, "y": 1, "rotation": 0, "tile": "BASE-X"}, "CAR-R-TILE-1"),
        ({"type": "pass"}, "CAR-R-TURN-1"),
        ({"type": "place_figure", "figure": "follower", "x": 0, "y": 0, "at": "N"}, "CAR-R-TURN-1"),
    ],
    ids=["occupied", "occupied-with-tile", "far-away", "diagonal", "city-vs-field", "road-vs-field",
         "tile-field-names-another", "pass-before-tile", "figure-before-tile"],
)
def test_illegal_tile_phase_moves(at_tile_phase, move, rule):
    at_tile_phase.refuse("illegal_move", "apply_move", rule=rule, move=move)


@pytest.mark.parametrize(
    ("move", "rule"),
    [
        ({"type": "place_figure", "figure": "follower", "x": 0, "y": 0, "at": "N"}, "CAR-R-FOLLOWER-1"),
        ({"type": "place_figure", "figure": "follower", "x": 5, "y": 5, "at": "C"}, "CAR-R-FOLLOWER-1"),
        ({"type": "place_figure", "figure": "follower", "x": 0, "y": 1, "at": "N"}, "CAR-R-FOLLOWER-4"),
        ({"type": "place_figure", "figure": "follower", "x": 0, "y": 1, "at": "E"}, "CAR-R-FOLLOWER-4"),
        ({"type": "place_tile", "x": 0, "y": 2, "rotation": 0}, "CAR-R-TURN-1"),
    ],
    ids=["on-start-tile", "on-empty-cell", "no-place-N-on-cloister-tile", "no-place-E", "tile-in-figure-phase"],
)
def test_illegal_figure_phase_moves(at_figure_phase, move, rule):
    at_figure_phase.refuse("illegal_move", "apply_move", rule=rule, move=move)


def test_follower_on_occupied_feature():
    """Red's thief stands on the start tile's road; blue has just extended
    that road with BASE-U at (1, 0): blue may not join it."""
    probe = Probe()
    probe.ok("load_position", game="carcassonne", position=position(
        players=[{"name": "red", "score": 0, "supply": {"follower": 6}},
                 {"name": "blue", "score": 0, "supply": {"follower": 7}}],
        board=[{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0},
               {"x": 1, "y": 0, "tile": "BASE-U", "rotation": 0}],
        figures=[{"player": "red", "figure": "follower", "x": 0, "y": 0, "at": "E"}],
        turn={"number": 2, "player": "blue", "part": 1, "phase": "place_figure", "tile": None, "placed": {"x": 1, "y": 0}},
    ))
    legal = probe.ok("legal_moves")["moves"]
    assert {"type": "place_figure", "figure": "follower", "x": 1, "y": 0, "at": "W"} not in legal
    for at in ("W", "E"):
        probe.refuse("illegal_move", "apply_move", rule="CAR-R-FOLLOWER-2",
                     move={"type": "place_figure", "figure": "follower", "x": 1, "y": 0, "at": at})


def test_follower_with_empty_supply():
    """Red has all 7 followers on the board (six monks and a thief) and has
    just placed BASE-E at (3, 1): no follower is left to place."""
    row = ["BASE-A", "BASE-A", "BASE-B", "BASE-B", "BASE-B", "BASE-B"]
    board = [{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}]
    board += [{"x": x, "y": 1, "tile": t, "rotation": 0} for x, t in zip(range(-3, 3), row)]
    board.append({"x": 3, "y": 1, "tile": "BASE-E", "rotation": 0})
    figures = [{"player": "red", "figure": "follower", "x": 0, "y": 0, "at": "E"}]
    figures += [{"player": "red", "figure": "follower", "x": x, "y": 1, "at": "C"} for x in range(-3, 3)]
    figures.sort(key=lambda f: (f["x"], f["y"]))
    probe = Probe()
    probe.ok("load_position", game="carcassonne", position=position(
        players=[{"name": "red", "score": 0, "supply": {"follower": 0}},
                 {"name": "blue", "score": 0, "supply": {"follower": 7}}],
        board=sorted(board, key=lambda b: (b["x"], b["y"])),
        figures=figures,
        turn={"number": 8, "player": "red", "part": 1, "phase": "place_figure", "tile": None, "placed": {"x": 3, "y": 1}},
    ))
    assert probe.ok("legal_moves")["moves"] == [{"type": "pass"}]
    for at in ("N", "Se"):
        probe.refuse("illegal_move", "apply_move", rule="CAR-R-FOLLOWER-3",
                     move={"type": "place_figure", "figure": "follower", "x": 3, "y": 1, "at": at})


def test_unknown_figure_kind_is_refused(at_figure_phase):
    """Base Carcassonne has followers only."""
    error = at_figure_phase.refuse("illegal_move", "apply_move",
                                   move={"type": "place_figure", "figure": "builder", "x": 0, "y": 1, "at": "C"})
    assert error.get("rule", "").startswith("CAR-R-")


# ---------------------------------------------------------------- game over
def test_moves_after_game_over():
    probe = Probe()
    new_game(probe, ["BASE-B"])
    probe.ok("apply_move", move={"type": "place_tile", "x": 0, "y": 1, "rotation": 0})
    last = probe.ok("apply_move", move={"type": "pass"})
    assert last["pending"] is None
    assert last["events"][-1]["type"] == "game_ended"
    assert probe.ok("legal_moves")["moves"] == []
    for move in ({"type": "pass"}, {"type": "place_tile", "x": 0, "y": 2, "rotation": 0},
                 {"type": "place_figure", "figure": "follower", "x": 0, "y": 1, "at": "C"}):
        probe.refuse("game_over", "apply_move", move=move)
    probe.refuse("game_over", "end_game")


# ---------------------------------------------------------------- unknown tiles
@pytest.fixture
def ongoing() -> Probe:
    """A game in progress (a few moves in) that failed set-ups must leave alone."""
    probe = Probe()
    new_game(probe, ["BASE-B", "BASE-U", "BASE-V", "BASE-E"])
    probe.ok("apply_move", move={"type": "place_tile", "x": 0, "y": 1, "rotation": 0})
    probe.ok("apply_move", move={"type": "place_figure", "figure": "follower", "x": 0, "y": 1, "at": "C"})
    return probe


@pytest.mark.parametrize(
    ("cmd", "fields"),
    [
        ("new_game", {"game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["BASE-U", "BASE-Z"]}}),
        ("new_game", {"game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["NOPE-1"]}}),
        ("new_game", {"game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["BASE-U"]},
                      "start": {"tile": "BASE-Z", "rotation": 0}}),
        ("load_position", {"game": "carcassonne", "position": position(
            board=[{"x": 0, "y": 0, "tile": "BASE-Z", "rotation": 0}])}),
        ("load_position", {"game": "carcassonne", "position": position(
            board=[{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0},
                   {"x": 0, "y": 1, "tile": "BASE-Z", "rotation": 0}])}),
        ("load_position", {"game": "carcassonne", "position": position(
            turn={"number": 1, "player": "red", "part": 1, "phase": "place_tile", "tile": "BASE-Z", "placed": None})}),
        ("load_position", {"game": "carcassonne", "position": position(draw_pile=["BASE-U", "BASE-Z"])}),
    ],
    ids=["draw", "draw-other-set", "start", "board-origin", "board", "turn-tile", "draw-pile"],
)
def test_unknown_tile(ongoing, cmd, fields):
    error = ongoing.refuse("unknown_tile", cmd, **fields)
    bad = "NOPE-1" if "NOPE-1" in json.dumps(fields) else "BASE-Z"
    assert bad in error["message"]


# ---------------------------------------------------------------- invalid positions
def _completed_city_board() -> list[dict[str, Any]]:
    """The start tile's city closed by BASE-E turned 180 at (0, -1)."""
    return [{"x": 0, "y": -1, "tile": "BASE-E", "rotation": 180},
            {"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}]


_RED_6 = [{"name": "red", "score": 0, "supply": {"follower": 6}},
          {"name": "blue", "score": 0, "supply": {"follower": 7}}]
_RED_7 = [{"name": "red", "score": 0, "supply": {"follower": 7}},
          {"name": "blue", "score": 0, "supply": {"follower": 7}}]

INVALID_POSITIONS = {
    "two-tiles-one-cell": position(board=[{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0},
                                          {"x": 0, "y": 0, "tile": "BASE-U", "rotation": 0}]),
    "no-tile-at-origin": position(board=[{"x": 1, "y": 0, "tile": "BASE-D", "rotation": 0}]),
    "empty-board": position(board=[]),
    "disconnected-tile": position(board=[{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0},
                                         {"x": 5, "y": 5, "tile": "BASE-U", "rotation": 0}]),
    "diagonal-only-tile": position(board=[{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0},
                                          {"x": 1, "y": 1, "tile": "BASE-B", "rotation": 0}]),
    "mismatched-edges": position(board=[{"x": 0, "y": -1, "tile": "BASE-B", "rotation": 0},
                                        {"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}]),
    "figure-on-missing-place": position(players=_RED_6, figures=[
        {"player": "red", "figure": "follower", "x": 0, "y": 0, "at": "C"}]),
    "figure-on-empty-cell": position(players=_RED_6, figures=[
        {"player": "red", "figure": "follower", "x": 0, "y": 1, "at": "C"}]),
    "figure-of-unknown-player": position(figures=[
        {"player": "green", "figure": "follower", "x": 0, "y": 0, "at": "N"}]),
    "eight-followers": position(players=_RED_7, figures=[
        {"player": "red", "figure": "follower", "x": 0, "y": 0, "at": "N"}]),
    "figure-in-completed-city": position(players=_RED_6, board=_completed_city_board(), figures=[
        {"player": "red", "figure": "follower", "x": 0, "y": 0, "at": "N"}]),
    "place-tile-without-tile": position(
        turn={"number": 1, "player": "red", "part": 1, "phase": "place_tile", "tile": None, "placed": None}),
    "turn-player-unknown": position(
        turn={"number": 1, "player": "green", "part": 1, "phase": "place_tile", "tile": "BASE-E", "placed": None}),
    "place-figure-without-placed": position(
        turn={"number": 1, "player": "red", "part": 1, "phase": "place_figure", "tile": None, "placed": None}),
    "placed-on-empty-cell": position(
        turn={"number": 1, "player": "red", "part": 1, "phase": "place_figure", "tile": None, "placed": {"x": 3, "y": 3}}),
    "over-with-player": position(
        turn={"number": 1, "player": "red", "part": 1, "phase": "over", "tile": None, "placed": None}),
}


@pytest.mark.parametrize("name", list(INVALID_POSITIONS))
def test_invalid_position_keeps_previous_game(ongoing, name):
    bad = INVALID_POSITIONS[name]
    assert first_error("games/carcassonne/state", bad) is None, "the test position must pass the schema"
    ongoing.refuse("invalid_position", "load_position", game="carcassonne", position=bad)


@pytest.mark.parametrize(
    ("name", "rule"),
    [("two-tiles-one-cell", "CAR-R-TILE-2"), ("no-tile-at-origin", "CAR-R-SETUP-1"),
     ("disconnected-tile", "CAR-R-TILE-3"), ("mismatched-edges", "CAR-R-TILE-4"),
     ("figure-on-missing-place", "CAR-R-FOLLOWER-4"), ("eight-followers", "CAR-R-SETUP-2"),
     ("figure-in-completed-city", "CAR-R-SCORE-3")],
)
def test_invalid_position_names_its_rule(name, rule):
    probe = Probe()
    response = probe.ask("load_position", game="carcassonne", position=INVALID_POSITIONS[name])
    assert response["ok"] is False
    assert response["error"]["code"] == "invalid_position"
    assert response["error"].get("rule") == rule, response["error"]
    # and there is still no game
    assert probe.ask("state")["error"]["code"] == "no_game"


def test_figure_in_completed_city_is_fine_in_its_figure_phase():
    """Control for "figure-in-completed-city": the same figure is allowed
    while the tile that completed the city waits for its figure decision."""
    probe = Probe()
    loaded = probe.ok("load_position", game="carcassonne", position=position(
        players=_RED_6, board=_completed_city_board(),
        figures=[{"player": "red", "figure": "follower", "x": 0, "y": 0, "at": "N"}],
        turn={"number": 2, "player": "red", "part": 1, "phase": "place_figure", "tile": None, "placed": {"x": 0, "y": -1}}))
    assert loaded["pending"] == {"player": "red", "decision": "place_figure", "x": 0, "y": -1}


def test_position_failing_its_schema_is_bad_request(ongoing):
    bad = position()
    del bad["turn"]
    error = ongoing.refuse("bad_request", "load_position", game="carcassonne", position=bad)
    assert "/position" in json.dumps(error)


# ---------------------------------------------------------------- unsupported
@pytest.mark.parametrize(
    ("cmd", "fields"),
    [
        ("new_game", {"game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["BASE-U"]},
                      "expansions": ["inns_and_cathedrals"]}),
        ("new_game", {"game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["BASE-U"]},
                      "interpretations": {"no.such_key": "x"}}),
        ("new_game", {"game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["BASE-U"]},
                      "interpretations": {"city.two_tile_points": "3"}}),
        ("new_game", {"game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["BASE-U"]},
                      "options": {"turbo": True}}),
        ("new_game", {"game": "hunters_and_gatherers", "players": ["a", "b"], "draw": {"tiles": ["BASE-U"]}}),
        ("load_position", {"game": "hunters_and_gatherers", "position": position()}),
        ("load_position", {"game": "carcassonne", "position": position(expansions=["inns_and_cathedrals"])}),
        ("new_game", {"game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["BASE-U"]},
                      "interpretations": {"builder.double_turns": "chain"}}),
        ("load_position", {"game": "carcassonne",
                           "position": position(interpretations={"city.two_tile_points": "7"})}),
        ("hello", {"protocol": 2}),
    ],
    ids=["expansion", "unknown-interpretation", "unsupported-interpretation-value", "unknown-option",
         "unknown-game", "load-unknown-game", "load-expansion", "expansion-key-without-expansion",
         "load-interpretation-value", "protocol-2"],
)
def test_unsupported(ongoing, cmd, fields):
    ongoing.refuse("unsupported", cmd, **fields)


def test_supported_interpretation_values_are_accepted():
    """Control for the unsupported cases: hello's declared values work."""
    probe = Probe()
    game = probe.ok("hello", protocol=1)["games"]["carcassonne"]
    declared = game["interpretations"]
    for key, values in declared.items():
        for value in values:
            # A key of an expansion is accepted when that expansion is on.
            new_game(probe, ["BASE-U"], interpretations={key: value}, expansions=game["expansions"])
            assert probe.ok("state")["state"]["interpretations"][key] == value


# ---------------------------------------------------------------- bad requests
GOOD_TILE = {"id": "TEST-1", "count": 1, "edges": "CFFF",
             "features": [{"id": "c1", "kind": "city", "places": ["N"]},
                          {"id": "f1", "kind": "field", "places": ["En", "Es", "Se", "Sw", "Ws", "Wn"],
                           "borders": ["c1"]}]}
_FIELD = {"id": "f1", "kind": "field", "places": ["En", "Es", "Se", "Sw", "Ws", "Wn"], "borders": ["c1"]}


def _tile(**changes: Any) -> dict[str, Any]:
    tile = copy.deepcopy(GOOD_TILE)
    tile.update(copy.deepcopy(changes))
    return tile


def test_custom_tile_control():
    """The well-formed custom tile works (control for the malformed ones)."""
    probe = Probe()
    new_game(probe, ["TEST-1"], tiles=[GOOD_TILE])
    assert probe.ok("legal_moves")["count"] > 0


@pytest.mark.parametrize(
    "tiles",
    [
        [_tile(edges="FFFF")],  # city place N on a field edge
        [_tile(edges="CCFF")],  # city edge E without a feature
        [_tile(edges="CFRF")],  # road edge S without a feature
        [_tile(features=[{"id": "c1", "kind": "city", "places": ["N"]}, {**_FIELD, "id": "c1", "borders": []}])],
        [_tile(features=[{"id": "c1", "kind": "city", "places": ["N"]}, {**_FIELD, "places": ["N", "En", "Es"]}])],
        [_tile(features=[{"id": "c1", "kind": "city", "places": ["N"]}, {**_FIELD, "borders": ["c9"]}])],
        [GOOD_TILE, GOOD_TILE],
    ],
    ids=["field-edge-has-city", "city-edge-without-feature", "road-edge-without-feature", "duplicate-feature-id",
         "place-in-two-features", "borders-unknown-feature", "tile-defined-twice"],
)
def test_inconsistent_custom_tiles(ongoing, tiles):
    """Schema-valid tile definitions that break the tile-data rules."""
    assert first_error("commands/new_game", {"id": 1, "cmd": "new_game", "game": "carcassonne",
                                             "players": ["a", "b"], "draw": {"tiles": []}, "tiles": tiles}) is None
    ongoing.refuse("bad_request", "new_game", game="carcassonne", players=["a", "b"],
                   draw={"tiles": ["TEST-1"]}, tiles=tiles)


@pytest.mark.parametrize(
    ("tiles", "pointer"),
    [
        ([_tile(edges="CFF")], "/tiles/0/edges"),
        ([_tile(id="lowercase")], "/tiles/0/id"),
        ([{"id": "TEST-2", "count": 1, "edges": "FFFF"}], "/tiles/0"),
        ([_tile(features=[{"id": "c1", "kind": "city", "places": ["N"]}, {**_FIELD, "borders": None}])],
         "/tiles/0/features/1"),
    ],
    ids=["edges-pattern", "id-pattern", "no-features", "field-borders-null"],
)
def test_custom_tiles_off_schema(ongoing, tiles, pointer):
    error = ongoing.refuse("bad_request", "new_game", game="carcassonne", players=["a", "b"],
                           draw={"tiles": ["TEST-1"]}, tiles=tiles)
    assert pointer in error["message"], error


@pytest.mark.parametrize("players", [["solo"], ["a", "b", "c", "d", "e", "f"], [], ["a", "a"]],
                         ids=["1-player", "6-players", "0-players", "duplicate-names"])
def test_player_counts_and_names(ongoing, players):
    ongoing.refuse("bad_request", "new_game", game="carcassonne", players=players, draw={"tiles": ["BASE-U"]})


@pytest.mark.parametrize("players", [["a", "b"], ["a", "b", "c", "d", "e"]], ids=["2", "5"])
def test_player_count_bounds_accepted(players):
    probe = Probe()
    started = new_game(probe, ["BASE-U"], players=tuple(players))
    assert started["pending"]["player"] == "a"


def test_session_validate_off_still_fails_cleanly():
    """With request validation off, junk still gets an error, never a crash."""
    session = Session(validate=False)
    for request in ({"id": 1, "cmd": "apply_move"}, {"id": 2, "cmd": "new_game"}, [1], "x"):
        response = session.handle(request)
        assert response["ok"] is False
        assert_schema_valid(None, response)


# ===================================================================== corrupt data
_CACHES = (
    reference_engine._schemas.registry,
    reference_engine._schemas.schema,
    reference_engine._schemas.validator,
    reference_engine._schemas._branches,
    reference_engine.games.carcassonne.position.tile_set,
)


@pytest.fixture
def corrupt_root(tmp_path, monkeypatch):
    """A copy of schemas/ and spec/ under ``tmp_path`` that the engine reads
    instead of the repository's; yields the copied ``spec/tiles/base.json``.
    Every cache is cleared on the way in and on the way out."""
    root = tmp_path / "data"
    shutil.copytree(REPO / "schemas", root / "schemas")
    shutil.copytree(REPO / "spec", root / "spec")

    def fake_root() -> Path:
        return root

    # ``data_root`` is imported by name into the modules that use it.
    monkeypatch.setattr(reference_engine._data, "data_root", fake_root)
    monkeypatch.setattr(reference_engine._schemas, "data_root", fake_root)
    monkeypatch.setattr(reference_engine.games.carcassonne.position, "data_root", fake_root)
    for cache in _CACHES:
        cache.cache_clear()
    try:
        yield root / "spec" / "tiles" / "base.json"
    finally:
        for cache in _CACHES:
            cache.cache_clear()


def _expect_data_error(path: Path) -> None:
    response = Session().handle({"id": 1, "cmd": "new_game", "game": "carcassonne", "players": ["a", "b"],
                                 "draw": {"tiles": ["BASE-U"]}})
    assert_schema_valid("new_game", response)
    assert response["ok"] is False
    assert response["error"]["code"] == "data_error", response["error"]
    assert str(path) in response["error"]["message"] or "base.json" in response["error"]["message"]


def test_data_root_copy_control(corrupt_root):
    """Unchanged, the copied data works (so the failures below come from the corruption)."""
    response = Session().handle({"id": 1, "cmd": "new_game", "game": "carcassonne", "players": ["a", "b"],
                                 "draw": {"tiles": ["BASE-U"]}})
    assert response["ok"] is True, response


def test_tile_set_not_json(corrupt_root):
    corrupt_root.write_text('{"set": "base", "tiles": [', encoding="utf-8")
    _expect_data_error(corrupt_root)


def test_tile_set_missing_required_field(corrupt_root):
    data = json.loads(corrupt_root.read_text(encoding="utf-8"))
    del data["tiles"][3]["edges"]
    corrupt_root.write_text(json.dumps(data), encoding="utf-8")
    _expect_data_error(corrupt_root)


def test_tile_set_inconsistent(corrupt_root):
    data = json.loads(corrupt_root.read_text(encoding="utf-8"))
    data["tiles"][0]["edges"] = "CFRF"  # BASE-A: a city edge no feature holds
    corrupt_root.write_text(json.dumps(data), encoding="utf-8")
    _expect_data_error(corrupt_root)


def test_tile_set_missing(corrupt_root):
    corrupt_root.unlink()
    _expect_data_error(corrupt_root)


def test_caches_restored_after_corruption():
    """Runs after the corrupt-data tests (file order): the real data is back."""
    response = Session().handle({"id": 1, "cmd": "new_game", "game": "carcassonne", "players": ["a", "b"],
                                 "draw": {"tiles": ["BASE-U"]}})
    assert response["ok"] is True, response

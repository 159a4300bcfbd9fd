"""Protocol fuzzing of the reference engine (spec/protocol.md §2-§3).

Hypothesis sends an ongoing game requests generated from ``schemas/`` —
hypothesis-jsonschema on the inlined command schemas
(``rulebook_protocol.schemas.schema("commands/<cmd>")``), every instance
filtered through the 2020-12 validator, since hypothesis-jsonschema only knows
drafts 4-7 — mixed with requests that are schema-valid but wrong for the game
(random moves, mutated positions), legal moves (so the game moves on),
requests with one field of the wrong type or an unknown field, and lines that
are not requests at all (random bytes, truncated JSON, JSON that is not an
object).  After every request:

* the engine has not crashed, and did not answer ``internal``;
* the response validates: the command's ``#response`` schema and the game's
  event/pending/move/state schemas, or ``common#/$defs/error_response``; its
  ``id`` is the request's (``null`` when the request had no usable id);
* a rejected request, and any ``hello``/``state``/``legal_moves``/``perft``,
  left the game exactly as it was (``state`` and ``legal_moves`` before and
  after are equal).

In process (:class:`reference_engine.Session`) with more examples, and through
``python -m reference_engine`` with fewer.  Bounds: at most 6 requests per
example; ``perft`` depth at most 2 (the schema allows 6, which could take
minutes from an early position); no custom tile definitions generated from the
schema (canonicalising the tile-set schema takes ~20 s) — real tile
definitions, some mutated, are used instead.
"""
from __future__ import annotations

import copy
import json
import os
import select
import subprocess
import sys
import time
from functools import cache
from typing import Any

import pytest
from _support import REPO
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

hypothesis_jsonschema = pytest.importorskip("hypothesis_jsonschema")

from reference_engine import Session  # noqa: E402
from reference_engine.session import COMMANDS  # noqa: E402
from rulebook.boxes import standard_game  # noqa: E402
from rulebook_protocol.schemas import first_error, schema, validator  # noqa: E402

GAME = "carcassonne"
MAX_PERFT_DEPTH = 2
TILES = json.loads((REPO / "spec" / "tiles" / "base.json").read_text(encoding="utf-8"))["tiles"]

# --------------------------------------------------------------------------- strategies

json_scalars = st.one_of(st.none(), st.booleans(), st.integers(-(2**70), 2**70),
                         st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=12))
json_values = st.recursive(json_scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)), max_leaves=12)


@cache
def _generation_schema(cmd: str) -> dict[str, Any]:
    """The inlined schema of ``cmd`` with the bounds described above."""
    generated = copy.deepcopy(schema(f"commands/{cmd}"))
    properties = generated.get("properties", {})
    if cmd == "perft":
        properties["depth"]["maximum"] = MAX_PERFT_DEPTH
    if cmd == "new_game":
        properties.pop("tiles", None)
    return generated


@cache
def schema_requests(cmd: str) -> st.SearchStrategy[dict[str, Any]]:
    """Requests generated from the command's schema, valid under the 2020-12 validator."""
    check = validator(f"commands/{cmd}")
    return (hypothesis_jsonschema.from_schema(_generation_schema(cmd))
            .filter(check.is_valid))


@cache
def game_moves() -> st.SearchStrategy[dict[str, Any]]:
    """Moves valid under the game's move schema (almost always illegal in the position)."""
    return hypothesis_jsonschema.from_schema(schema(f"games/{GAME}/move")).filter(
        validator(f"games/{GAME}/move").is_valid)


def tile_definitions() -> st.SearchStrategy[list[dict[str, Any]]]:
    """Real tile definitions under new ids, some with one field replaced."""
    def mutate(tile: dict[str, Any], key: str, value: Any, new_id: str, broken: bool) -> dict[str, Any]:
        tile = {**copy.deepcopy(tile), "id": new_id}
        if broken:
            tile[key] = value
        return tile

    one = st.builds(mutate, st.sampled_from(TILES), st.sampled_from(["edges", "features", "count", "extra"]),
                    json_values, st.sampled_from(["FUZZ-1", "FUZZ-2", "BASE-A"]), st.booleans())
    return st.lists(one, min_size=1, max_size=2)


def pick(data: st.DataObject, options: list[Any], label: str) -> Any:
    """One of ``options``, about evenly (``sampled_from`` favours the first ones), shrinking to the first."""
    return options[data.draw(st.integers(0, 10**6), label=label) % len(options)]


def replace_field(request: dict[str, Any], data: st.DataObject) -> dict[str, Any]:
    """One field of ``request`` replaced by any JSON value, or an unknown field added."""
    request = copy.deepcopy(request)
    keys = sorted(k for k in request if k != "cmd") + ["unknown_field", "cmd"]
    key = pick(data, keys, "field")
    request[key] = data.draw(json_values, label="value")
    return request


def raw_lines() -> st.SearchStrategy[str]:
    """Lines that are not requests: random bytes (decoded as the server does), text, truncated
    JSON, JSON that is not an object, numbers JSON cannot carry."""
    def truncate(request: dict[str, Any], cut: int) -> str:
        text = json.dumps(request)
        return text[: max(1, min(cut, len(text) - 1))]

    return st.one_of(
        st.binary(min_size=1, max_size=40).map(lambda b: b.decode("utf-8", "surrogateescape")),
        st.text(min_size=1, max_size=40),
        st.builds(truncate, schema_requests("state") | schema_requests("apply_move"), st.integers(1, 200)),
        json_values.filter(lambda v: not isinstance(v, dict)).map(json.dumps),
        st.sampled_from(['{"id": 1, "cmd": "state", "x": NaN}', '{"id": 1e400, "cmd": "state"}',
                         '{"id": 1, "cmd": "perft", "depth": Infinity}', '{"id": 1, "id": 2, "cmd": "state"}',
                         '{"id": true, "cmd": "state"}', '{"id": 2.5, "cmd": "legal_moves"}', "{}", "[]", "null"]),
    ).map(lambda line: line.replace("\n", " ").replace("\r", " ")).filter(lambda line: line.strip() != "")


# --------------------------------------------------------------------------- checks


def _not_json(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def usable_id(request: Any) -> Any:
    rid = request.get("id") if isinstance(request, dict) else None
    if isinstance(rid, bool):
        return None
    if isinstance(rid, (str, int)) or (isinstance(rid, float) and rid.is_integer()):
        return rid
    return None


def check_response(request: Any, response: Any, game: str | None) -> None:
    """The response is JSON, validates, names the request's id, and is not ``internal``."""
    assert isinstance(response, dict), response
    json.dumps(response, allow_nan=False)  # a response must survive the wire
    assert response.get("ok") in (True, False), response
    if response["ok"]:
        cmd = request["cmd"]
        error = first_error(f"commands/{cmd}#response", response)
        assert error is None, (cmd, error, response)
        if game is not None:
            for i, event in enumerate(response.get("events", [])):
                assert first_error(f"games/{game}/event", event) is None, (i, event)
            if "pending" in response:
                assert first_error(f"games/{game}/pending", response["pending"]) is None, response["pending"]
            for move in response.get("moves", []):
                assert first_error(f"games/{game}/move", move) is None, move
            for row in response.get("divide", []):
                assert first_error(f"games/{game}/move", row["move"]) is None, row
            if "state" in response:
                assert first_error(f"games/{game}/state", response["state"]) is None
    else:
        error = first_error("common#/$defs/error_response", response)
        assert error is None, (error, response)
        assert response["error"]["code"] != "internal", response
    expected = usable_id(request)
    assert response["id"] == expected and type(response["id"]) is type(expected), (request, response)


READ_ONLY = {"hello", "state", "legal_moves", "perft"}


def leaves_game_alone(request: Any, response: dict[str, Any]) -> bool:
    """Whether the game must be exactly as before after this request."""
    return not response["ok"] or (isinstance(request, dict) and request.get("cmd") in READ_ONLY)


# --------------------------------------------------------------------------- in process


class InProcess:
    def __init__(self, seed: int, moves: int) -> None:
        self.session = Session()
        response = self.session.handle({"id": 0, "cmd": "new_game", **standard_game(GAME, seed, 2)})
        assert response["ok"], response
        for _ in range(moves):
            legal = self.session.handle({"id": 0, "cmd": "legal_moves"})["moves"]
            self.session.handle({"id": 0, "cmd": "apply_move", "move": legal[len(legal) // 2]})

    def snapshot(self) -> tuple[Any, Any]:
        return (self.session.handle({"id": "probe", "cmd": "state"}),
                self.session.handle({"id": "probe", "cmd": "legal_moves"}))

    @property
    def game(self) -> str | None:
        return self.session.module.id if self.session.module is not None else None


def draw_request(data: st.DataObject, engine: InProcess, *, allow_stop: bool = True) -> tuple[str, Any]:
    """(kind, request-or-line) for one step."""
    kinds = ["schema", "schema", "move", "legal", "mutated", "position", "tiles", "line"]
    kind = pick(data, kinds, "kind")
    cmds = [c for c in COMMANDS if allow_stop or c != "stop"]
    if kind == "schema":
        request = data.draw(schema_requests(pick(data, cmds, "cmd")), label="request")
        if "game" in request and data.draw(st.booleans(), label="a game the engine plays"):
            request["game"] = GAME  # still schema-valid; gets past "unsupported" to the game's own checks
        return kind, request
    if kind == "move":
        return kind, {"id": data.draw(st.integers(0, 99)), "cmd": "apply_move", "move": data.draw(game_moves())}
    if kind == "legal":
        legal = engine.session.handle({"id": 0, "cmd": "legal_moves"})
        moves = legal.get("moves") or [{"type": "pass"}]
        return kind, {"id": "m", "cmd": "apply_move", "move": data.draw(st.sampled_from(moves), label="move")}
    if kind == "mutated":
        base = data.draw(schema_requests(pick(data, cmds, "cmd")), label="request")
        return kind, replace_field(base, data)
    if kind == "position":
        state = engine.session.handle({"id": 0, "cmd": "state"}).get("state") or {"game": GAME}
        position = replace_field(state, data) if data.draw(st.booleans(), label="break it") else state
        return kind, {"id": "p", "cmd": "load_position", "game": data.draw(st.sampled_from([GAME, "chess"])),
                      "position": position}
    if kind == "tiles":
        request = {"id": "t", "cmd": "new_game", **standard_game(GAME, 1, 2), "tiles": data.draw(tile_definitions())}
        return kind, request
    return kind, data.draw(raw_lines(), label="line")


FUZZ_SETTINGS = dict(deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))


@settings(max_examples=300, **FUZZ_SETTINGS)
@given(data=st.data(), seed=st.integers(0, 5), moves=st.integers(0, 6), steps=st.integers(1, 6))
def test_in_process(data: st.DataObject, seed: int, moves: int, steps: int) -> None:
    engine = InProcess(seed, moves)
    for _ in range(steps):
        before = engine.snapshot()
        kind, request = draw_request(data, engine)
        if kind == "line":
            response = engine.session.handle_line(request)
            parsed = None
            try:  # NaN and Infinity are not JSON: such a line is refused as a whole, id null (spec §1)
                parsed = json.loads(request, parse_constant=_not_json)
            except ValueError:
                pass
            check_response(parsed, response, engine.game)
        else:
            response = engine.session.handle(copy.deepcopy(request))
            check_response(request, response, engine.game)
        if leaves_game_alone(request if kind != "line" else None, response):
            assert engine.snapshot() == before, (kind, request, response)


# --------------------------------------------------------------------------- through the stdio server


class Server:
    """``python -m reference_engine`` with a line reader that never blocks for long."""

    def __init__(self) -> None:
        env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")])}
        self.proc = subprocess.Popen([sys.executable, "-m", "reference_engine"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, cwd=REPO)
        self.buffer = b""

    def send(self, line: str) -> dict[str, Any]:
        assert self.proc.poll() is None, f"the engine exited ({self.proc.returncode}): {self.stderr()}"
        self.proc.stdin.write(line.encode("utf-8", "surrogateescape") + b"\n")
        self.proc.stdin.flush()
        deadline = time.monotonic() + 30
        while b"\n" not in self.buffer:
            left = deadline - time.monotonic()
            assert left > 0, f"no answer to {line[:200]!r}"
            ready, _, _ = select.select([self.proc.stdout], [], [], left)
            if ready:
                chunk = os.read(self.proc.stdout.fileno(), 65536)
                assert chunk, f"the engine closed its stdout after {line[:200]!r}: {self.stderr()}"
                self.buffer += chunk
        answer, _, self.buffer = self.buffer.partition(b"\n")
        return json.loads(answer)  # a line that is not JSON fails here

    def request(self, request: dict[str, Any]) -> dict[str, Any]:
        return self.send(json.dumps(request))

    def stderr(self) -> str:
        try:
            self.proc.kill()
            return self.proc.communicate(timeout=5)[1].decode("utf-8", "replace")[-2000:]
        except Exception:
            return ""

    def close(self) -> int:
        if self.proc.poll() is None:
            self.proc.stdin.close()
        return self.proc.wait(timeout=10)


@pytest.fixture(scope="module")
def server():
    engine = Server()
    yield engine
    response = engine.request({"id": "bye", "cmd": "stop"})
    assert response == {"id": "bye", "ok": True}
    assert engine.close() == 0


@settings(max_examples=60, **FUZZ_SETTINGS)
@given(data=st.data(), seed=st.integers(0, 5), moves=st.integers(0, 4), steps=st.integers(1, 6))
def test_through_the_stdio_server(server: Server, data: st.DataObject, seed: int, moves: int, steps: int) -> None:
    mirror = InProcess(seed, moves)  # a twin of the game, for drawing legal moves and positions
    assert server.request({"id": 0, "cmd": "new_game", **standard_game(GAME, seed, 2)})["ok"]
    for _ in range(moves):
        legal = server.request({"id": 0, "cmd": "legal_moves"})["moves"]
        server.request({"id": 0, "cmd": "apply_move", "move": legal[len(legal) // 2]})
    game = GAME
    for _ in range(steps):
        before = (server.request({"id": "probe", "cmd": "state"}),
                  server.request({"id": "probe", "cmd": "legal_moves"}))
        kind, request = draw_request(data, mirror, allow_stop=False)
        if kind == "line":
            response = server.send(request)
            try:
                parsed = json.loads(request, parse_constant=_not_json)
            except ValueError:
                parsed = None
            check_response(parsed, response, game)
        else:
            response = server.request(request)
            check_response(request, response, game)
            mirror.session.handle(copy.deepcopy(request))  # keep the twin in step
            if response["ok"] and request["cmd"] in ("new_game", "load_position"):
                game = request["game"]
        if leaves_game_alone(request if kind != "line" else None, response):
            after = (server.request({"id": "probe", "cmd": "state"}),
                     server.request({"id": "probe", "cmd": "legal_moves"}))
            assert after == before, (kind, request, response)


# --------------------------------------------------------------------------- bugs the fuzzer found (fixed)


def test_perft_depth_zero_with_divide():
    session = Session()
    session.handle({"id": 0, "cmd": "new_game", "game": GAME, "players": ["a", "b"],
                    "draw": {"tiles": ["BASE-U", "BASE-V"]}})  # a short game: the bug ends quickly
    response = session.handle({"id": 1, "cmd": "perft", "depth": 0, "divide": True})
    assert response["ok"] and response["nodes"] == 1


def test_a_line_that_is_not_utf8_under_a_strict_locale():
    env = {**os.environ, "PYTHONIOENCODING": "utf-8:strict",
           "PYTHONPATH": os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")])}
    proc = subprocess.run([sys.executable, "-m", "reference_engine"], input=b'\xff\xfe\n{"id": 1, "cmd": "stop"}\n',
                          capture_output=True, env=env, cwd=REPO, timeout=60)
    lines = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [line["id"] for line in lines] == [None, 1], proc.stderr.decode("utf-8", "replace")[-500:]
    assert lines[0]["error"]["code"] == "bad_request"

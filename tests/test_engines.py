"""Tests for rulebook.engines: the in-process and subprocess adapters, driven
by the misbehaving engines in tests/chaos/."""
from __future__ import annotations

import signal
import sys
import textwrap
import time
import types

import pytest
from _support import engine_argv, engine_command, engine_path

from rulebook.engines import (
    STDERR_TAIL_BYTES,
    STDERR_TAIL_LINES,
    Engine,
    InProcessEngine,
    SubprocessEngine,
    open_engine,
)
from rulebook.errors import (
    EngineCrashed,
    EngineFailure,
    EngineGarbage,
    EngineOutOfOrder,
    EngineTimeout,
    UsageError,
)

#: Upper bound (s) for "it ended by itself, not by the engine's 60 s sleep or a hang": far
#: above the 1 s limits below, so a loaded machine's scheduling delays never fail a test.
WALL_CLOCK_SLACK = 30


@pytest.fixture
def chaos(subprocess_engines):
    def make(name: str, **kwargs) -> SubprocessEngine:
        return subprocess_engines(engine_argv(f"chaos/{name}"), **kwargs)

    return make


def inline(code: str) -> list[str]:
    return [sys.executable, "-c", textwrap.dedent(code)]


def hello(engine: Engine, rid: int | str = 1) -> dict:
    response = engine.request({"id": rid, "cmd": "hello"})
    assert response == {"id": rid, "ok": True, "echo": "hello"}
    return response


def assert_recovers(engine: SubprocessEngine, restarts_before: int, old_pid: int | None) -> None:
    """After a failure: the process is gone, the next request restarts it."""
    assert engine.pid is None
    hello(engine, 99)
    assert engine.restarts == restarts_before + 1
    assert engine.pid is not None and engine.pid != old_pid


# ---------------------------------------------------------------------------
# Well-behaved engines
# ---------------------------------------------------------------------------


def test_good_engine_round_trips(chaos):
    engine = chaos("good")
    assert engine.pid is None, "starts lazily"
    assert hello(engine, 1) == {"id": 1, "ok": True, "echo": "hello"}
    hello(engine, "abc")
    assert engine.request({"id": 3, "cmd": "apply_move", "move": {"x": 1}})["echo"] == "apply_move"
    assert engine.restarts == 0
    assert "good.py" in engine.description
    assert isinstance(engine, Engine)


def test_split_response_is_reassembled(chaos):
    engine = chaos("split")
    for rid in range(1, 4):
        hello(engine, rid)
    assert engine.request({"id": "m", "cmd": "apply_move"}) == {"id": "m", "ok": True, "echo": "apply_move"}
    assert engine.restarts == 0


def test_stderr_flood_does_not_block_and_tail_is_bounded(chaos):
    engine = chaos("stderr_flood")
    start = time.monotonic()
    for rid in range(1, 4):  # 15+ MB of stderr in all
        hello(engine, rid)
    assert time.monotonic() - start < 15
    # stderr is drained by its own thread: the answer on stdout may arrive
    # before the last stderr bytes are read, so wait (boundedly) for them.
    deadline = time.monotonic() + 5
    tail = engine.stderr_tail
    while not tail.rstrip().endswith("done flooding for id=3") and time.monotonic() < deadline:
        time.sleep(0.02)
        tail = engine.stderr_tail
    assert len(tail.encode()) <= STDERR_TAIL_BYTES
    assert len(tail.splitlines()) <= STDERR_TAIL_LINES
    assert tail.rstrip().endswith("done flooding for id=3")
    assert engine.restarts == 0


def test_stderr_tail_bounds_one_endless_line():
    from rulebook.engines import _StderrTail

    tail = _StderrTail()
    for _ in range(20):
        tail.feed(b"y" * 65536)  # 1.25 MiB without a newline
    tail.feed(b"end of the endless line\nnext")
    text = tail.text()
    assert len(text.encode()) <= STDERR_TAIL_BYTES
    assert text.endswith("end of the endless line\nnext")
    for n in range(200):
        tail.feed(f"line {n}\n".encode())
    assert tail.text().splitlines() == [f"line {n}" for n in range(150, 200)]


def test_blank_lines_are_not_responses(subprocess_engines):
    engine = subprocess_engines(inline("""
        import json, sys
        for line in sys.stdin:
            req = json.loads(line)
            sys.stdout.write("\\n   \\n\\t\\n" + json.dumps({"id": req["id"], "ok": True, "echo": req["cmd"]}) + "\\n")
            sys.stdout.flush()
    """))
    hello(engine, 1)
    hello(engine, 2)


def test_response_may_contain_unicode_line_separators(subprocess_engines):
    # Lines split on b"\\n" only; U+2028 inside a JSON string is legal.
    engine = subprocess_engines(inline("""
        import json, sys
        for line in sys.stdin:
            req = json.loads(line)
            print(json.dumps({"id": req["id"], "text": req["text"]}, ensure_ascii=False), flush=True)
    """))
    text = "a\u2028b\u0085c é"
    assert engine.request({"id": 1, "cmd": "echo", "text": text}) == {"id": 1, "text": text}


# ---------------------------------------------------------------------------
# Misbehaving engines: precise error, then automatic restart
# ---------------------------------------------------------------------------


def test_hang_times_out_and_restarts(chaos):
    # The short limit is only for the request hang.py never answers: its hello (a Python
    # start-up, seconds on a loaded machine) and the hello after the restart get the default.
    engine = chaos("hang")
    hello(engine)
    pid = engine.pid
    engine.timeout = 1.0
    start = time.monotonic()
    with pytest.raises(EngineTimeout) as info:
        engine.request({"id": 2, "cmd": "apply_move"})
    elapsed = time.monotonic() - start
    assert 0.9 <= elapsed < WALL_CLOCK_SLACK
    assert "within 1 s" in info.value.message
    assert 'id=2 cmd="apply_move"' in info.value.message
    assert info.value.outcome == "timeout"
    assert "hanging" in info.value.stderr
    engine.timeout = 10.0
    assert_recovers(engine, 0, pid)


def test_partial_line_still_times_out(subprocess_engines):
    # The first request (default limit) waits for the engine to be up, so the 1 s limit
    # covers only the half line, never a slow Python start-up.
    engine = subprocess_engines(inline("""
        import sys, time
        sys.stdin.readline()
        print('{"id": 1}', flush=True)
        sys.stdin.readline()
        sys.stdout.write('{"id": 2, "ok": tr')
        sys.stdout.flush()
        time.sleep(60)
    """))
    assert engine.request({"id": 1, "cmd": "hello"}) == {"id": 1}
    engine.timeout = 1.0
    start = time.monotonic()
    with pytest.raises(EngineTimeout) as info:
        engine.request({"id": 2, "cmd": "hello"})
    assert time.monotonic() - start < WALL_CLOCK_SLACK
    assert "unfinished line" in info.value.message
    assert '{"id": 2, "ok": tr' in info.value.message


def test_crash_midline_is_crashed_and_restarts(chaos):
    engine = chaos("crash_midline")
    hello(engine)
    pid = engine.pid
    with pytest.raises(EngineCrashed) as info:
        engine.request({"id": 2, "cmd": "apply_move"})
    message = info.value.message
    assert "exited with code 3" in message
    assert "unfinished line" in message and '{"id": 2' in message
    assert "dying in the middle" in info.value.stderr
    assert "dying in the middle" in str(info.value)
    assert info.value.outcome == "crashed"
    assert_recovers(engine, 0, pid)


def test_garbage_line_is_garbage_and_restarts(chaos):
    engine = chaos("garbage")
    hello(engine)
    pid = engine.pid
    with pytest.raises(EngineGarbage) as info:
        engine.request({"id": 2, "cmd": "apply_move"})
    assert "hello world" in info.value.message
    assert "not JSON" in info.value.message
    assert_recovers(engine, 0, pid)


def test_not_object_is_garbage_and_restarts(chaos):
    engine = chaos("not_object")
    hello(engine)
    pid = engine.pid
    with pytest.raises(EngineGarbage) as info:
        engine.request({"id": 2, "cmd": "apply_move"})
    assert "not an object" in info.value.message
    assert "list" in info.value.message and "[1,2,3]" in info.value.message
    assert_recovers(engine, 0, pid)


def test_a_line_left_by_an_engine_that_exited_before_the_request_is_judged():
    """``print(1)`` and exit: when the engine is gone before the request is written,
    the broken pipe is not the story; the line it left is judged as its answer
    (a race that made `check`'s handshake message depend on timing)."""
    engine = SubprocessEngine([sys.executable, "-c", "print(1)"])
    engine._start()
    engine._proc.wait(timeout=20)  # the engine has written its line and exited
    with pytest.raises(EngineGarbage) as info:
        engine.request({"id": 1, "cmd": "hello", "protocol": 1})
    assert "not an object" in info.value.message and "(a int): 1" in info.value.message


def test_wrong_id_is_out_of_order_and_restarts(chaos):
    engine = chaos("wrong_id")
    hello(engine)
    pid = engine.pid
    with pytest.raises(EngineOutOfOrder) as info:
        engine.request({"id": 7, "cmd": "apply_move"})
    assert "id 1007" in info.value.message and "expected id 7" in info.value.message
    assert_recovers(engine, 0, pid)
    with pytest.raises(EngineOutOfOrder, match='"s-wrong"'):
        engine.request({"id": "s", "cmd": "apply_move"})
    assert engine.restarts == 1
    hello(engine, 100)
    assert engine.restarts == 2


def test_integer_and_string_ids_are_not_interchangeable(subprocess_engines):
    engine = subprocess_engines(inline("""
        import json, sys
        for line in sys.stdin:
            req = json.loads(line)
            print(json.dumps({"id": str(req["id"])}), flush=True)
    """))
    with pytest.raises(EngineOutOfOrder, match='id "1"'):
        engine.request({"id": 1, "cmd": "hello"})


def test_huge_line_is_garbage_and_restarts(chaos):
    engine = chaos("huge")
    hello(engine)
    pid = engine.pid
    start = time.monotonic()
    with pytest.raises(EngineGarbage) as info:
        engine.request({"id": 2, "cmd": "apply_move"})
    assert time.monotonic() - start < 10
    message = info.value.message
    assert "max_line_bytes=16777216" in message
    assert '{"id": 2' in message
    assert len(message) < 1000, "the message quotes only the start of the line"
    assert_recovers(engine, 0, pid)


def test_small_max_line_bytes_counts_complete_lines_too(chaos):
    engine = chaos("good", max_line_bytes=20)
    with pytest.raises(EngineGarbage, match="max_line_bytes=20"):
        engine.request({"id": 1, "cmd": "a-command-long-enough"})


def test_exit_on_start_is_crashed_with_reason(chaos):
    engine = chaos("exit_on_start")
    with pytest.raises(EngineCrashed) as info:
        hello(engine)
    assert "exited with code 1" in info.value.message
    assert "refusing to start" in info.value.stderr
    assert "refusing to start" in str(info.value)
    assert engine.restarts == 0
    with pytest.raises(EngineCrashed):
        hello(engine, 2)
    assert engine.restarts == 1


def test_missing_executable_cannot_start(subprocess_engines):
    engine = subprocess_engines(["/nonexistent/rulebook-engine-xyz", "--flag"])
    with pytest.raises(EngineCrashed, match="cannot start engine /nonexistent/rulebook-engine-xyz --flag"):
        hello(engine)
    with pytest.raises(EngineCrashed):
        hello(engine)
    assert engine.restarts == 1


def test_writing_to_an_exited_engine_is_crashed(chaos):
    engine = chaos("good")
    assert engine.request({"id": 1, "cmd": "stop"})["echo"] == "stop"  # good.py exits after stop
    engine._proc.wait(timeout=5)  # make sure the pipe is dead
    with pytest.raises(EngineCrashed, match="exited with code 0"):
        hello(engine, 2)
    hello(engine, 3)
    assert engine.restarts == 1


def test_engine_that_stops_reading_stdin_times_out(subprocess_engines):
    engine = subprocess_engines(inline("""
        import time
        time.sleep(60)
    """), timeout=1.0)
    start = time.monotonic()
    with pytest.raises(EngineTimeout, match="did not read its stdin"):
        engine.request({"id": 1, "cmd": "hello", "blob": "x" * (4 * 1024 * 1024)})
    assert time.monotonic() - start < WALL_CLOCK_SLACK


def test_unencodable_request_is_a_harness_bug_not_an_engine_error(chaos):
    engine = chaos("good")
    with pytest.raises(TypeError):
        engine.request({"id": 1, "cmd": "hello", "bad": {1, 2}})
    with pytest.raises(ValueError):
        engine.request({"id": 1, "cmd": "hello", "bad": float("nan")})
    assert engine.pid is None, "nothing was started for a request that cannot be sent"


# ---------------------------------------------------------------------------
# Lifecycle
# ---------------------------------------------------------------------------


def test_restart_replaces_the_process(chaos):
    engine = chaos("good")
    hello(engine)
    pid = engine.pid
    engine.restart()
    assert engine.restarts == 1
    assert engine.pid is not None and engine.pid != pid
    hello(engine, 2)


def test_close_is_polite_idempotent_and_context_manager(chaos):
    with chaos("good") as engine:
        hello(engine)
        proc = engine._proc
    assert engine.pid is None
    assert proc.returncode == 0, "good.py exits by itself on stop"
    engine.close()  # idempotent
    hello(engine, 2)  # usable again: starts a new process
    engine.close()


def test_close_never_hangs(subprocess_engines):
    engine = subprocess_engines(inline("""
        import signal, sys, time
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
        sys.stdin.readline()
        print('{"id": 1}', flush=True)
        while True:
            time.sleep(1)
    """))
    engine.stop_grace = 0.2
    engine.kill_grace = 0.3
    engine.request({"id": 1, "cmd": "hello"})
    proc = engine._proc
    start = time.monotonic()
    engine.close()
    assert time.monotonic() - start < WALL_CLOCK_SLACK  # the process ignores SIGTERM and never exits
    assert proc.returncode == -signal.SIGKILL


def test_close_on_unstarted_engine_is_a_noop(chaos):
    engine = chaos("good")
    engine.close()
    assert engine.pid is None and engine.restarts == 0


def test_errors_are_engine_errors():
    for cls in (EngineCrashed, EngineTimeout, EngineGarbage, EngineOutOfOrder):
        assert issubclass(cls, EngineFailure)


# ---------------------------------------------------------------------------
# In-process engines
# ---------------------------------------------------------------------------


def echo_handle(request: dict) -> dict:
    return {"id": request["id"], "ok": True, "echo": request["cmd"]}


def test_in_process_round_trip():
    engine = InProcessEngine(echo_handle)
    assert hello(engine, 5) == {"id": 5, "ok": True, "echo": "hello"}
    assert engine.stderr_tail == ""
    assert "echo_handle" in engine.description
    assert isinstance(engine, Engine)


def test_in_process_exception_is_crashed_with_traceback():
    def explode(request):
        return {"id": request["id"], "value": 1 / 0}

    engine = InProcessEngine(explode)
    with pytest.raises(EngineCrashed) as info:
        hello(engine)
    message = info.value.message
    assert "Traceback (most recent call last)" in message
    assert "ZeroDivisionError" in message
    assert "in explode" in message
    assert 'id=1 cmd="hello"' in message
    assert isinstance(info.value.__cause__, ZeroDivisionError)


def test_in_process_sys_exit_is_crashed():
    def leave(request):
        sys.exit(4)

    with pytest.raises(EngineCrashed, match="SystemExit"):
        InProcessEngine(leave).request({"id": 1, "cmd": "hello"})


def test_in_process_non_dict_is_garbage():
    engine = InProcessEngine(lambda request: [1, 2, 3])
    with pytest.raises(EngineGarbage, match=r"returned list, not a dict.*\[1, 2, 3\]"):
        hello(engine)


def test_in_process_unserialisable_response_is_garbage():
    engine = InProcessEngine(lambda request: {"id": request["id"], "tiles": {1, 2}})
    with pytest.raises(EngineGarbage, match="not JSON"):
        hello(engine)


def test_in_process_wrong_id_is_out_of_order():
    engine = InProcessEngine(lambda request: {"id": request["id"] + 1})
    with pytest.raises(EngineOutOfOrder, match="expected id 1"):
        hello(engine)


def test_in_process_copies_both_ways():
    seen: list[dict] = []
    state = {"id": None, "board": {"tiles": ["A"]}}

    def handle(request):
        seen.append(request)
        state["id"] = request["id"]
        return state  # returns its own internal object

    engine = InProcessEngine(handle)
    request = {"id": 1, "cmd": "hello", "move": {"x": 0}}
    first = engine.request(request)

    # The caller mutates the request afterwards: the engine's copy is untouched.
    request["move"]["x"] = 42
    request["cmd"] = "changed"
    assert seen[0] == {"id": 1, "cmd": "hello", "move": {"x": 0}}
    assert seen[0] is not request

    # The caller mutates the response: neither the engine nor the next call sees it.
    first["board"]["tiles"].append("B")
    assert state["board"]["tiles"] == ["A"]
    second = engine.request({"id": 2, "cmd": "hello"})
    assert second == {"id": 2, "board": {"tiles": ["A"]}}
    assert second is not first


def test_in_process_close_and_restart_send_stop():
    seen: list[str] = []

    def handle(request):
        seen.append(request["cmd"])
        if request["cmd"] == "stop":
            raise RuntimeError("stop fails, and that is ignored")
        return {"id": request["id"]}

    engine = InProcessEngine(handle)
    engine.close()
    assert seen == []  # never used: nothing to stop
    with engine:
        engine.request({"id": 1, "cmd": "hello"})
        engine.restart()
        assert engine.restarts == 1
        engine.request({"id": 2, "cmd": "hello"})
    assert seen == ["hello", "stop", "hello", "stop"]


# ---------------------------------------------------------------------------
# open_engine
# ---------------------------------------------------------------------------


@pytest.fixture
def fake_reference(monkeypatch):
    module = types.ModuleType("reference_engine")
    module.handle = echo_handle
    monkeypatch.setitem(sys.modules, "reference_engine", module)
    return module


@pytest.mark.parametrize("spec", [None, "reference", " reference "])
def test_open_engine_reference(spec, fake_reference):
    engine = open_engine(spec)
    assert isinstance(engine, InProcessEngine)
    assert engine.description == "in-process reference_engine:handle"
    hello(engine)


@pytest.mark.parametrize(
    "spec, func",
    [
        ("py:os.path:join", "join"),
        ("os.path:join", "join"),
        ("json:dumps", "dumps"),
        ("py:json:JSONEncoder.encode", "encode"),
    ],
)
def test_open_engine_in_process_specs(spec, func):
    engine = open_engine(spec)
    assert isinstance(engine, InProcessEngine)
    assert engine.handle.__name__ == func
    assert engine.description == f"in-process {spec.removeprefix('py:')}"


@pytest.mark.parametrize(
    "spec, argv",
    [
        ("python -m reference_engine", ["python", "-m", "reference_engine"]),
        ("./engine", ["./engine"]),
        ("node 'my engine.js' --seed=1", ["node", "my engine.js", "--seed=1"]),
        ("java -jar engine.jar", ["java", "-jar", "engine.jar"]),
        ("engine:main --fast", ["engine:main", "--fast"]),
    ],
)
def test_open_engine_command_specs(spec, argv):
    engine = open_engine(spec, timeout=3.5)
    assert isinstance(engine, SubprocessEngine)
    assert engine.argv == argv
    assert engine.timeout == 3.5
    assert engine.pid is None, "open_engine does not start the process"


def test_open_engine_command_runs(subprocess_engines):
    engine = open_engine(engine_command("chaos/good"), timeout=5)
    try:
        hello(engine)
        assert engine.description == f"{sys.executable} {engine_path('chaos/good')}"
    finally:
        engine.close()


@pytest.mark.parametrize(
    "spec, fragment",
    [
        ("no_such_module_rulebook_xyz:handle", "no module named 'no_such_module_rulebook_xyz'"),
        ("py:no_such_pkg_rulebook_xyz.sub:handle", "no module named 'no_such_pkg_rulebook_xyz'"),
        ("json:no_such_attribute", "has no attribute 'no_such_attribute'"),
        ("json:__name__", "not a callable"),
        ("py:json", "py:module:attribute"),
        ("", "empty"),
        ("   ", "empty"),
        ("engine 'unclosed", "cannot parse"),
    ],
)
def test_open_engine_bad_specs(spec, fragment):
    with pytest.raises(UsageError) as info:
        open_engine(spec)
    assert fragment in str(info.value)


def test_open_engine_broken_module_is_crashed(tmp_path, monkeypatch):
    (tmp_path / "broken_engine_rulebook_xyz.py").write_text("import no_such_dependency_rulebook_xyz\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(EngineCrashed, match="no_such_dependency_rulebook_xyz"):
        open_engine("broken_engine_rulebook_xyz:handle")


def test_open_engine_missing_reference_is_usage_error(monkeypatch):
    monkeypatch.setitem(sys.modules, "reference_engine", None)  # makes the import fail
    with pytest.raises(UsageError, match="reference_engine"):
        open_engine(None)


def test_a_refused_new_game_leaves_the_client_judging_the_game_the_engine_still_plays() -> None:
    """A refused ``new_game`` of another game changes nothing in the engine: its next
    ``state`` is still the earlier game's, and the client validates it as that game's (it
    used to check it against the refused request's game and report a schema violation)."""
    from reference_engine import Session, standard_draw
    from rulebook.client import Client

    client = Client(InProcessEngine(Session().handle))
    assert client.call("new_game", game="carcassonne", players=["red", "blue"],
                       draw=standard_draw("carcassonne", ["red", "blue"], 1))["ok"]
    refused = client.call("new_game", game="oregon", players=["red"], draw=standard_draw("oregon", ["red"], 1))
    assert refused["ok"] is False and refused["error"]["code"] == "bad_request"  # one player (OR-R-META-1)
    state = client.call("state")
    assert state["ok"] and state["state"]["game"] == "carcassonne" and client.game == "carcassonne"

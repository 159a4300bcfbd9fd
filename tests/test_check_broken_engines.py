"""``rulebook check`` against engines that break mid-suite: each scenario gets
the precise outcome, the run goes on after every failure, and the exit status
says an engine failed (spec/protocol.md §12)."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from _support import REPO, engine_command

MISBEHAVING = engine_command("chaos/misbehaving_reference")
ROADS = [f"car-road-0{i}" for i in range(1, 8)]
SELECTION = " or ".join(f"rulebook_id(value='{i}')" for i in ROADS)


#: The scenarios the hanging engine is run on: each sends a ``pass``, so each
#: ends in ``timeout`` however slowly the engine starts or answers the rest.
HANGING = ["car-road-01", "car-road-02"]


def _run(tmp_path: Path, mode: str, ids: list[str] | None = None) -> tuple[int, list[dict], dict]:
    """``check`` on the scenarios ``ids`` (default: ``ROADS``).  The hanging
    engine gets a short timeout (3 s, what the handshake gets anyway); every
    other engine 30 s, which only a hang would reach."""
    report = tmp_path / f"{mode}.jsonl"
    selection = SELECTION if ids is None else " or ".join(f"rulebook_id(value='{i}')" for i in ids)
    proc = subprocess.run(
        [sys.executable, "-m", "rulebook.cli", "check", "--engine", f"{MISBEHAVING} {mode}",
         "--timeout", "3" if mode == "hang" else "30", "--report", str(report), "-m", selection],
        capture_output=True, text=True, timeout=300,
    )
    lines = [json.loads(line) for line in report.read_text().splitlines()]
    scenarios = [line for line in lines if line["type"] == "scenario"]
    return proc.returncode, scenarios, lines[-1]


def _passes(scenario: dict) -> bool:
    """Whether the scenario's steps send a ``pass`` move (known from the feature text)."""
    return scenario["id"] not in {"car-road-07"}


@pytest.mark.parametrize(("mode", "outcome"), [("crash", "crashed"), ("hang", "timeout"),
                                                ("garbage", "errored"), ("wrong_id", "errored")])
@pytest.mark.slow
def test_each_scenario_gets_its_outcome_and_the_run_goes_on(tmp_path, mode, outcome):
    """(The hanging engine runs only scenarios that hang: a timeout is then
    the outcome whatever the load, since a slow restart times out too.)"""
    ids = HANGING if mode == "hang" else ROADS
    code, scenarios, footer = _run(tmp_path, mode, ids)
    assert code == 2
    assert sorted(s["id"] for s in scenarios) == ids
    for s in scenarios:
        expected = outcome if _passes(s) else "passed"
        assert s["outcome"] == expected, (s["id"], s["outcome"], s["message"])
    broken = [s for s in scenarios if s["outcome"] != "passed"]
    assert all(s["transcript"] for s in broken), "a failed scenario keeps its transcript"
    assert footer["type"] == "footer" and footer["counts"][outcome] == len(broken)
    assert footer["restarts"] >= len(broken) - 1


@pytest.mark.slow
def test_the_engine_is_greeted_again_after_a_restart(tmp_path):
    _, scenarios, _ = _run(tmp_path, "crash")
    after_crash = [s for s in scenarios if s["outcome"] == "crashed"][1]
    first = after_crash["transcript"][0]["request"]
    assert first["cmd"] == "hello", "after a crash the runner must send hello before anything else"


def test_the_harness_gives_up_after_max_restarts(tmp_path):
    """After ``--max-restarts`` restarts the scenarios left are reported as
    crashed without being sent, the run finishes, and the footer says so."""
    report = tmp_path / "gave-up.jsonl"
    proc = subprocess.run(
        [sys.executable, "-m", "rulebook.cli", "check", "--engine", f"{MISBEHAVING} crash",
         "--timeout", "30", "--max-restarts", "1", "--report", str(report), "-m", SELECTION],
        capture_output=True, text=True, timeout=300,
    )
    lines = [json.loads(line) for line in report.read_text().splitlines()]
    scenarios = [line for line in lines if line["type"] == "scenario"]
    footer = lines[-1]
    assert proc.returncode == 2
    assert sorted(s["id"] for s in scenarios) == ROADS, "every scenario still gets a line"
    abandoned = [s for s in scenarios if "gave up on the engine" in (s["message"] or "")]
    assert abandoned, "scenarios after the limit are not sent"
    assert all(s["outcome"] == "not_run" and not s["transcript"] for s in abandoned)
    assert footer["gave_up"] is True and footer["restarts"] == 2
    assert footer["counts"]["not_run"] == len(abandoned)
    assert "Gave up on the engine after 2 restarts (--max-restarts 1)" in proc.stdout


def test_messages_are_not_validated_with_no_validate_protocol(tmp_path):
    """An engine whose answers break the schema is ``errored`` by default and
    judged on its answers alone with ``--no-validate-protocol``."""
    engine = tmp_path / "extra_field.py"
    engine.write_text(
        "import json, sys\n"
        "from reference_engine import Session\n"
        "session = Session()\n"
        "for line in sys.stdin:\n"
        "    response = session.handle_line(line)\n"
        "    if response.get('ok'):\n"
        "        response['engine_private'] = 1\n"
        "    print(json.dumps(response), flush=True)\n"
        "    if session.stopped:\n"
        "        break\n")
    outcomes = {}
    runs = {}
    for flag in ("--validate-protocol", "--no-validate-protocol"):
        report = tmp_path / f"{flag}.jsonl"
        runs[flag] = subprocess.run([sys.executable, "-m", "rulebook.cli", "check", "--engine",
                                     f"{sys.executable} {engine}", flag, "--report", str(report),
                                     "--id", "car-road-01"], capture_output=True, text=True, timeout=300)
        lines = [json.loads(line) for line in report.read_text().splitlines()] if report.exists() else []
        outcomes[flag] = [line["outcome"] for line in lines if line["type"] == "scenario"]
    # Validated, the engine's hello already breaks the schema: the handshake stops the run.
    assert runs["--validate-protocol"].returncode == 2
    assert "engine_private" in runs["--validate-protocol"].stderr
    assert outcomes == {"--validate-protocol": [], "--no-validate-protocol": ["passed"]}


# --------------------------------------------------------------------------- the handshake comes first

ECHO_AFTER_HELLO = """
import json, sys
from reference_engine import Session
session = Session()
for line in sys.stdin:
    request = json.loads(line)
    if request.get("cmd") == "hello":
        print(json.dumps(session.handle(request)), flush=True)
    else:
        print(line.strip(), flush=True)  # like cat: the request comes back
"""

BROKEN = {
    "false": ("false", "exit status: 1"),
    "missing": ("/nonexistent/engine", "No such file or directory"),
    "prints 1": (f"{sys.executable} -c 'print(1)'", "not an object"),
    "hangs": ("sleep 100", "within 3 s"),
    "echoes": ("cat", "answer:   {\"id\": 1, \"cmd\": \"hello\""),
    "stderr then exit": (f"{sys.executable} -c 'import sys; sys.stderr.write(\"boom\\n\"); sys.exit(3)'",
                         "    boom"),
}


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_an_engine_that_fails_the_handshake_gets_one_paragraph_and_exit_2(tmp_path, name):
    """No scenario runs: one paragraph names the command, what was sent, the
    problem (exit status, or the first line that was no valid answer) and the
    engine's stderr tail.  (The timeout is a hang guard only.)"""
    command, detail = BROKEN[name]
    report = tmp_path / "r.jsonl"
    proc = subprocess.run([sys.executable, "-m", "rulebook", "check", "--engine", command, "--report", str(report)],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2, proc.stderr
    assert proc.stdout == ""
    text = proc.stderr
    assert text.startswith("Error: The engine did not complete the handshake, so no scenario was run.")
    assert f"  command:  {command}" in text or "  command:  " + command.replace("'", "") in text.replace("'", "")
    assert '  sent:     {"id": 1, "cmd": "hello"' in text
    assert "  problem:  " in text and detail in text, text
    assert "engine stderr" in text
    assert "Traceback" not in text and not report.exists()


@pytest.mark.slow
def test_an_engine_that_keeps_failing_the_same_way_is_given_up(tmp_path):
    """Past the handshake, an engine that echoes every request (no restart,
    the same schema failure each time) is given up after --max-restarts + 1
    scenarios in a row; the footer and the terminal say so."""
    engine = tmp_path / "echo_after_hello.py"
    engine.write_text(ECHO_AFTER_HELLO)
    report = tmp_path / "r.jsonl"
    proc = subprocess.run([sys.executable, "-m", "rulebook", "check", "--engine", f"{sys.executable} {engine}",
                           "--game", "carcassonne", "--max-restarts", "2", "--report", str(report)],
                          capture_output=True, text=True, timeout=300, cwd=REPO,
                          env={**os.environ, "COLUMNS": "200"})  # wrapping independent of the path's length
    lines = [json.loads(line) for line in report.read_text().splitlines()]
    scenarios = [line for line in lines if line["type"] == "scenario"]
    footer = lines[-1]
    assert proc.returncode == 2
    sent = [s for s in scenarios if s["transcript"]]
    abandoned = [s for s in scenarios if "gave up on the engine" in (s["message"] or "")]
    assert len(sent) == 3, [s["id"] for s in sent]
    assert len(abandoned) == len(scenarios) - 3 - sum(s["outcome"] == "not_applicable" for s in scenarios)
    assert all(s["outcome"] == "errored" for s in sent)
    assert all(s["outcome"] == "not_run" for s in abandoned)
    assert footer["gave_up"] is True and footer["restarts"] == 0
    head = _first_lines(proc.stdout)
    assert head.startswith("Engine: "), proc.stdout[:500]
    assert "Gave up on the engine after 3 scenarios in a row failed the same way" in head
    assert f"The failure that made it give up: scenario {sent[-1]['id']}" in head
    assert "Traceback" not in proc.stdout + proc.stderr, "no traceback without --verbose"


@pytest.mark.slow
def test_tracebacks_only_with_verbose(tmp_path):
    """A scenario that fails shows in the table; pytest's traceback only with -v/--debug."""
    engine = f"{MISBEHAVING} garbage"
    quiet = subprocess.run([sys.executable, "-m", "rulebook", "check", "--engine", engine, "--id", "car-road-01",
                            "--report", str(tmp_path / "q.jsonl")], capture_output=True, text=True, timeout=300)
    loud = subprocess.run([sys.executable, "-m", "rulebook", "check", "--engine", engine, "--id", "car-road-01",
                           "--debug", "--report", str(tmp_path / "l.jsonl")],
                          capture_output=True, text=True, timeout=300)
    assert quiet.returncode == loud.returncode == 2
    assert "car-road-01" in quiet.stdout and "EngineGarbage" in quiet.stdout
    for marker in ("Traceback", "_pytest", "FAILED", "ERROR at", "def "):
        assert marker not in quiet.stdout + quiet.stderr, marker
    assert "car-road-01" in loud.stdout and ("ERROR" in loud.stdout or "FAILED" in loud.stdout)


# --------------------------------------------------------------------------- the cause comes first

#: Mode of ``misbehaving_reference.py MODE 3`` (it misbehaves on the 3rd request of each process)
#: → the engine error that makes each of its failures.
FAILING_ON_REQUEST = {
    "wrong_id": "EngineOutOfOrder",
    "twice": "EngineOutOfOrder",
    "hang": "EngineTimeout",
    "exit": "EngineCrashed",
    "deep": "EngineGarbage",
}


_PYTEST_LETTERS = re.compile(r"^[.FEsxXn-]+\s*(\[\s*\d+%\])?$")


def _first_lines(text: str, n: int = 6) -> str:
    """The first ``n`` lines of the summary: after pytest's per-scenario letters
    (shown when stdout is not a terminal), space-normalised and joined."""
    lines = [" ".join(line.split()) for line in text.splitlines() if line.strip()]
    return " ".join([line for line in lines if not _PYTEST_LETTERS.match(line)][:n])


@pytest.mark.slow
@pytest.mark.parametrize("mode", sorted(FAILING_ON_REQUEST))
def test_check_leads_with_the_failure_that_made_it_give_up(tmp_path, mode):
    """An engine that fails on the 3rd request of every process is given up
    after --max-restarts 1; the summary's first lines name the scenario and
    the engine's error, the scenarios never sent are counted "not run" (one
    line, no rows), and the exit status is 2.  The hanging engine never
    answers: the timeout of 5 s is what it waits for; the other modes never
    reach their 30 s."""
    report = tmp_path / "r.jsonl"
    timeout = "5" if mode == "hang" else "30"
    proc = subprocess.run(
        [sys.executable, "-m", "rulebook.cli", "check", "--engine", f"{MISBEHAVING} {mode} 3",
         "--timeout", timeout, "--max-restarts", "1", "--report", str(report), "-m", SELECTION],
        # a wide terminal: where the summary's lines wrap must not depend on how long the
        # checkout's path (inside the engine command the summary names) is
        capture_output=True, text=True, timeout=300, env={**os.environ, "COLUMNS": "200"},
    )
    assert proc.returncode == 2, proc.stdout + proc.stderr
    lines = [json.loads(line) for line in report.read_text().splitlines()]
    scenarios = [line for line in lines if line["type"] == "scenario"]
    failed = [s for s in scenarios if s["outcome"] not in ("passed", "not_run")]
    not_run = [s for s in scenarios if s["outcome"] == "not_run"]
    assert len(failed) == 3 and not_run and len(failed) + len(not_run) + sum(
        s["outcome"] == "passed" for s in scenarios) == len(ROADS)
    error = FAILING_ON_REQUEST[mode]
    assert all(s["message"].startswith(error) for s in failed), [s["message"] for s in failed]
    assert all(not s["transcript"] and f"give up: scenario {failed[-1]['id']}" in s["message"] for s in not_run)
    assert lines[-1]["gave_up"] is True and lines[-1]["counts"]["not_run"] == len(not_run)

    head = _first_lines(proc.stdout)
    assert head.startswith("Engine: "), proc.stdout[:800]
    assert f"Gave up on the engine after 2 restarts (--max-restarts 1): {len(not_run)} scenario(s) were not run" in head
    assert f"The failure that made it give up: scenario {failed[-1]['id']}" in head
    assert error in head, head
    if mode == "deep":
        assert "nested too deeply" in head
    text = " ".join(proc.stdout.split())
    assert f"{len(not_run)} scenario(s) not run" in text and "--outcome not_run" in text
    for s in not_run:  # counted, not listed
        assert f" {s['id']} " not in text
    assert "Traceback" not in proc.stdout + proc.stderr and "RecursionError" not in proc.stdout + proc.stderr


def test_check_interrupted_says_how_many_scenarios_never_ran(tmp_path, interrupt_on_signal):
    """Ctrl-C while the engine hangs on its 40th request (waited for through
    the engine's signal file, not a sleep): exit 130, and the message says how
    many of the selected scenarios are in the report and how many never ran."""
    report = tmp_path / "r.jsonl"
    returncode, out, err = interrupt_on_signal(
        [sys.executable, "-m", "rulebook.cli", "check", "--engine", f"{MISBEHAVING} hang 40",
         "--timeout", "600", "--game", "carcassonne", "--report", str(report)])
    assert returncode == 130, out + err
    lines = [json.loads(line) for line in report.read_text().splitlines()]
    reported = sum(line["type"] == "scenario" for line in lines)
    text = " ".join(err.split())
    match = re.search(r"interrupted: (\d+) of (\d+) selected scenario\(s\) are in the report, (\d+) never ran", text)
    assert match, text
    assert int(match.group(1)) == reported and int(match.group(3)) == int(match.group(2)) - reported > 0

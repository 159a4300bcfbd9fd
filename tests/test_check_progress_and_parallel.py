"""``rulebook check``: the progress line on a terminal, and ``-n`` (pytest-xdist)
giving the same report as a serial run."""
from __future__ import annotations

import fcntl
import os
import pty
import re
import select
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest
from _support import REPO, engine_command

from rulebook.report import read_report

#: Two scenarios, named by id so that new scenarios of a rule do not change the count.
SMALL = "rulebook_id(value='car-road-01') or rulebook_id(value='car-road-02')"
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def env() -> dict[str, str]:
    return {**os.environ, "COLUMNS": "160", "TERM": "xterm",
            "PYTHONPATH": os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")])}


def on_a_terminal(args: list[str], timeout: float = 120) -> tuple[int, str]:
    """Run ``rulebook`` with stdout and stderr on a pseudo-terminal; (status, output without colour codes)."""
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 160, 0, 0))
    proc = subprocess.Popen([sys.executable, "-m", "rulebook.cli", *args], stdin=subprocess.DEVNULL,
                            stdout=slave, stderr=slave, env=env(), cwd=REPO, close_fds=True)
    os.close(slave)
    out = b""
    deadline = time.monotonic() + timeout
    try:
        while time.monotonic() < deadline:
            ready, _, _ = select.select([master], [], [], 0.5)
            if ready:
                try:
                    chunk = os.read(master, 65536)
                except OSError:  # the terminal closed: the process is gone
                    break
                if not chunk:
                    break
                out += chunk
            elif proc.poll() is not None:
                break
        status = proc.wait(timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
        os.close(master)
    return status, ANSI.sub("", out.decode("utf-8", "replace"))


def test_progress_on_a_terminal(tmp_path: Path):
    status, out = on_a_terminal(["check", "--report", str(tmp_path / "r.jsonl"), "-m", SMALL])
    assert status == 0, out
    assert re.search(r"scenarios ━+ 2/2 carcassonne", out), out
    assert "0/2" in out
    assert ".." not in out.split("Engine:")[0], "pytest's dots are replaced by the progress line"
    assert "Scenarios per game" in out and re.search(r"passed\s+2\s+2", out), out


@pytest.mark.slow
def test_progress_with_parallel_workers(tmp_path: Path):
    pytest.importorskip("xdist")
    status, out = on_a_terminal(["check", "--report", str(tmp_path / "r.jsonl"), "-m", SMALL, "-n", "2"])
    assert status == 0, out
    assert re.search(r"scenarios ━+ 2/2 carcassonne", out), out


def test_no_progress_when_not_a_terminal_or_asked_not_to(tmp_path: Path):
    proc = subprocess.run([sys.executable, "-m", "rulebook.cli", "check", "--report", str(tmp_path / "r.jsonl"),
                           "-m", SMALL], capture_output=True, text=True, env=env(), cwd=REPO, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "scenarios ━" not in proc.stdout and "\x1b[" not in proc.stdout
    assert proc.stdout.startswith("..")
    status, out = on_a_terminal(["check", "--report", str(tmp_path / "r.jsonl"), "-m", SMALL, "--no-progress"])
    assert status == 0
    assert "scenarios ━" not in out and ".." in out


# --------------------------------------------------------------------------- -n 2 and a serial run agree

ENGINE = engine_command("engines/wrapped_reference", "--limited --no-perft --drop-moves '{\"type\": \"pass\"}'")
SELECTION = ("(rulebook_game(value='carcassonne') and (rulebook_rule(value='CAR-R-FOLLOWER-5') "
             "or rulebook_rule(value='CAR-R-FOLLOWER-2') "
             "or rulebook_rule(value='CAR-R-ROAD-2') or rulebook_requires)) or rulebook_id(value='car-road-01') "
             "or rulebook_id(value='perft-carcassonne-figure_step') or rulebook_game(value='gold_rush')")
KNOWN = """\
[scenarios]
"car-follower-0*" = "pass is never listed"
"perft-carcassonne-figure_step" = { reason = "pass is never listed", issue = "https://example.org/e/1" }
"car-road-01" = "fixed meanwhile"
"car-nothing-*" = "matches nothing"
"""


def check(tmp_path: Path, name: str, *extra: str) -> tuple[subprocess.CompletedProcess, Path]:
    report = tmp_path / f"{name}.jsonl"
    known = tmp_path / "known.toml"
    known.write_text(KNOWN, encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "rulebook.cli", "check", "--engine", ENGINE, "--report", str(report),
                           "--expectations", str(known), "-m", SELECTION, "--timeout", "30",
                           "--handshake-timeout", "30",
                           *extra],
                          capture_output=True, text=True, env=env(), cwd=REPO, timeout=300)
    return proc, report


@pytest.mark.slow
@pytest.mark.filterwarnings("ignore:Benchmarks are automatically disabled")
def test_parallel_and_serial_runs_give_the_same_report(tmp_path: Path):
    pytest.importorskip("xdist")
    serial, serial_report = check(tmp_path, "serial")
    parallel, parallel_report = check(tmp_path, "parallel", "-n", "2")
    assert serial.returncode == parallel.returncode == 1, serial.stdout[-2000:] + parallel.stdout[-2000:]

    def lines(path: Path) -> dict[str, dict]:
        keep = ("title", "game", "feature", "rules", "sources", "requires", "interpretations", "outcome",
                "message", "diff")
        return {s["id"]: {k: s.get(k) for k in keep} for s in read_report(path).scenarios}

    a, b = lines(serial_report), lines(parallel_report)
    assert sorted(a) == sorted(b)
    assert {i: (a[i], b[i]) for i in a if a[i] != b[i]} == {}
    outcomes = {s["outcome"] for s in a.values()}
    assert {"passed", "failed", "not_applicable", "xfailed", "xpassed"} <= outcomes
    footers = [read_report(p).footer for p in (serial_report, parallel_report)]
    assert footers[0]["counts"] == footers[1]["counts"]
    assert read_report(serial_report).header["hello"] == read_report(parallel_report).header["hello"]
    warning = 'rulebook expectations: warning: '
    for proc in (serial, parallel):
        assert warning in proc.stdout and '[scenarios] "car-nothing-*" matches no scenario of the suite' in proc.stdout
        assert proc.stdout.count(warning) == 1

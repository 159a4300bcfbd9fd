"""Where the CLI's output goes: its width outside a terminal; output
paths that cannot be written (one line, exit status 3, no traceback, checked
before the work); reports replaced only by a run that reports something; two
runs on one report never destroying each other."""
from __future__ import annotations

import io
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from rulebook.cli import _console, main
from rulebook.outputs import exclusive
from rulebook.report import ReportWriter, read_report

ONE = "car-road-01"


# --------------------------------------------------------------------------- width


@pytest.mark.parametrize(("columns", "width"), [(None, 80), ("", 80), ("wide", 80), ("132", 132), ("10", 40)])
def test_width_outside_a_terminal(monkeypatch: pytest.MonkeyPatch, columns: str | None, width: int) -> None:
    if columns is None:
        monkeypatch.delenv("COLUMNS", raising=False)
    else:
        monkeypatch.setenv("COLUMNS", columns)
    monkeypatch.setattr("sys.stdout", io.StringIO())
    console = _console.make_console()
    assert console.width == width
    console.print("x" * 200)
    assert max(len(line) for line in console.file.getvalue().splitlines()) == width


# --------------------------------------------------------------------------- unwritable paths


def _cannot_write_in(folder: Path) -> bool:
    try:
        with tempfile.TemporaryFile(dir=folder):
            return False
    except OSError:
        return True


@pytest.fixture
def read_only(tmp_path: Path) -> Iterator[Path]:
    """A folder this user cannot write into: a folder of mode 0o555 — or, for
    root (who writes there anyway), /sys/kernel on Linux."""
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        if _cannot_write_in(folder):
            yield folder
        elif Path("/sys/kernel").is_dir() and _cannot_write_in(Path("/sys/kernel")):
            yield Path("/sys/kernel")
        else:
            pytest.skip("no folder this user cannot write into (root without /sys)")
    finally:
        folder.chmod(0o755)


@pytest.fixture
def under_a_file(tmp_path: Path) -> Path:
    """A "folder" that is a file: every path under it is unwritable."""
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder\n", encoding="utf-8")
    return blocker


@pytest.fixture
def report(tmp_path: Path) -> Path:
    path = tmp_path / "saved" / "r.jsonl"
    with ReportWriter(path) as writer:
        writer.write_header(engine="e", hello=None)
        writer.write_scenario({"id": ONE, "title": "t", "game": "carcassonne", "feature": "f", "outcome": "passed",
                               "duration_ms": 1})
        writer.write_footer()
    return path


def invoke(*args: str) -> Result:
    # catch_exceptions=False: an exception escaping the command fails the test with its traceback.
    return CliRunner().invoke(main, list(args), catch_exceptions=False, env={"COLUMNS": "200"})


#: Each output option: the command line, given the unwritable path ``{out}`` and a saved report ``{report}``.
COMMANDS = {
    "check --report": ["check", "--report", "{out}/r.jsonl", "--id", ONE],
    "check --junit": ["check", "--report", "{tmp}/ok.jsonl", "--junit", "{out}/r.xml", "--id", ONE],
    "report casebook -o": ["report", "casebook", "{report}", "-o", "{out}/casebook.html"],
    "report badges -o": ["report", "badges", "{report}", "-o", "{out}/badges"],
    "report junit -o": ["report", "junit", "{report}", "-o", "{out}/r.xml"],
    "report markdown -o": ["report", "markdown", "{report}", "-o", "{out}/r.md"],
    "play --record": ["play", "carcassonne", "--quiet", "--record", "{out}/game.json"],
    "site -o": ["site", "-o", "{out}/site", "--reference", "{report}"],
    "fuzz --export": ["fuzz", "--engine", "reference_engine:handle", "--games", "1", "--export", "{out}/fuzz"],
}


@pytest.mark.parametrize("where", ["read_only", "under_a_file"])
@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_an_unwritable_output_is_one_line_and_exit_3(command: str, where: str, tmp_path: Path, report: Path,
                                                     request: pytest.FixtureRequest) -> None:
    out: Path = request.getfixturevalue(where)
    before = sorted(p.name for p in tmp_path.iterdir())
    args = [a.format(out=out, report=report, tmp=tmp_path) for a in COMMANDS[command]]
    result = invoke(*args)
    assert result.exit_code == 3, result.output
    assert "Traceback" not in result.output
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    written = next(a for a in args if a.startswith(str(out)))
    reason = f"{out} is a file, not a folder" if where == "under_a_file" else f"the folder {out} is not writable"
    assert lines[0].startswith("Error: cannot write the "), lines[0]
    assert written in lines[0] and reason in lines[0], lines[0]
    assert " with another " in lines[0], "the message says what to do"
    assert result.stdout == "", "nothing ran before the path was checked"
    assert sorted(p.name for p in tmp_path.iterdir()) == before, "nothing was written"


def test_the_plugin_alone_refuses_an_unwritable_report(tmp_path: Path, under_a_file: Path) -> None:
    """``pytest --rulebook-report PATH`` (no ``rulebook check``): pytest's usage error, not an INTERNALERROR."""
    test = tmp_path / "test_plain.py"
    test.write_text("def test_one():\n    pass\n", encoding="utf-8")
    target = under_a_file / "r.jsonl"
    proc = subprocess.run([sys.executable, "-m", "pytest", str(test), "-p", "no:cacheprovider",
                           "--rulebook-report", str(target)], capture_output=True, text=True, cwd=tmp_path,
                          timeout=300)
    assert proc.returncode == 4, proc.stdout + proc.stderr
    assert f"rulebook: cannot write the report {target}: {under_a_file} is a file, not a folder" in proc.stderr
    assert "INTERNALERROR" not in proc.stdout + proc.stderr and "Traceback" not in proc.stdout + proc.stderr


def test_the_same_path_for_report_and_junit_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "r.jsonl"
    result = invoke("check", "--report", str(path), "--junit", str(path), "--id", ONE)
    assert result.exit_code == 3
    assert "--junit and --report name the same file" in result.stderr
    assert not path.exists()


# --------------------------------------------------------------------------- reports replaced by whole runs only


def rulebook(cwd: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "rulebook", *args], capture_output=True, text=True, cwd=cwd,
                          timeout=600, env={**os.environ, "COLUMNS": "200"})


@pytest.mark.slow
@pytest.mark.parametrize("selection", [["--game", "chess"], ["--id", "nosuch"]])
def test_a_run_that_selects_nothing_leaves_the_previous_report(tmp_path: Path, selection: list[str]) -> None:
    first = rulebook(tmp_path, "check", "--id", ONE, "--no-progress")
    assert first.returncode == 0, first.stdout + first.stderr
    report = tmp_path / "reports" / "rulebook-report.jsonl"
    junit = report.with_suffix(".xml")
    saved = report.read_bytes(), junit.read_bytes()

    again = rulebook(tmp_path, "check", "--no-progress", *selection)
    assert again.returncode == 3, again.stdout + again.stderr
    assert "Traceback" not in again.stdout + again.stderr
    assert (report.read_bytes(), junit.read_bytes()) == saved
    assert sorted(p.name for p in report.parent.iterdir()) == [
        ".rulebook-report.jsonl.lock", "rulebook-report.jsonl", "rulebook-report.xml"]
    assert [s["id"] for s in read_report(report).scenarios] == [ONE]


def test_a_report_another_run_is_writing_is_refused(tmp_path: Path) -> None:
    """The lock held (here by this process): the run stops before anything, the report is untouched."""
    report = tmp_path / "r.jsonl"
    report.write_text("the other run's report\n", encoding="utf-8")
    with exclusive(report):
        proc = rulebook(tmp_path, "check", "--report", str(report), "--id", ONE, "--no-progress")
    assert proc.returncode == 3, proc.stdout + proc.stderr
    assert proc.stderr.strip().splitlines() == [
        f"Error: cannot write the report {report}: another run is writing it (it holds the lock "
        f"{tmp_path / '.r.jsonl.lock'}); wait for the other run to end, or pass --report with another path"]
    assert proc.stdout == ""
    assert report.read_text(encoding="utf-8") == "the other run's report\n"
    assert not report.with_suffix(".xml").exists()


def test_two_runs_on_one_report_leave_one_valid_report(tmp_path: Path) -> None:
    """Started together; whichever order they end up running in (one after the other,
    or one refused while the other writes), one valid report of the scenario is left."""
    report = tmp_path / "r.jsonl"
    args = [sys.executable, "-m", "rulebook", "check", "--report", str(report), "--id", ONE, "--no-progress"]
    runs = [subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=tmp_path)
            for _ in range(2)]
    results = [(run.wait(timeout=600), *run.communicate()) for run in runs]
    statuses = sorted(status for status, _, _ in results)
    assert statuses in ([0, 0], [0, 3]), results
    for status, out, err in results:
        assert "Traceback" not in out + err
        if status == 3:
            assert "another run is writing it" in err, err
    data = read_report(report)
    assert data.complete
    assert [(s["id"], s["outcome"]) for s in data.scenarios] == [(ONE, "passed")]
    assert sorted(p.name for p in tmp_path.iterdir()) == [".r.jsonl.lock", "r.jsonl", "r.xml"]


# --------------------------------------------------------------------------- rulebook.outputs itself


def test_replacing_keeps_the_old_file_when_the_write_fails(tmp_path: Path) -> None:
    from rulebook.outputs import replacing, write_text

    target = write_text(tmp_path / "out.txt", "old\n")
    target.chmod(0o640)
    with pytest.raises(RuntimeError), replacing(target) as temp:
        temp.write_text("half of the new", encoding="utf-8")
        raise RuntimeError("the writer broke")
    assert target.read_text(encoding="utf-8") == "old\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.txt"], "the temporary file is gone"
    write_text(target, "new\n")
    assert target.read_text(encoding="utf-8") == "new\n"
    assert target.stat().st_mode & 0o777 == 0o640, "the old file's mode is kept"


def test_a_new_file_gets_the_mode_open_would_give(tmp_path: Path) -> None:
    from rulebook.outputs import write_text

    mask = os.umask(0o022)
    try:
        assert write_text(tmp_path / "a" / "new.txt", "x").stat().st_mode & 0o777 == 0o644
    finally:
        os.umask(mask)


def test_the_lock_is_reentrant_in_one_process_and_refuses_another(tmp_path: Path) -> None:
    target = tmp_path / "r.jsonl"
    probe = ("import sys\nfrom rulebook.errors import OutputBusy\nfrom rulebook.outputs import exclusive\n"
             "try:\n    exclusive(sys.argv[1]).__enter__()\nexcept OutputBusy as exc:\n    print(exc)\n")
    with exclusive(target) as lock_file, exclusive(target):
        assert lock_file == tmp_path / ".r.jsonl.lock"
        other = subprocess.run([sys.executable, "-c", probe, str(target)], capture_output=True, text=True,
                               timeout=120)
    assert f"cannot write {target}: another run is writing it" in other.stdout, other.stdout + other.stderr
    free = subprocess.run([sys.executable, "-c", probe, str(target)], capture_output=True, text=True, timeout=120)
    assert free.stdout == "" and free.returncode == 0, free.stdout + free.stderr

"""Run a mutation target: copy the source tree, enumerate mutants with cosmic-ray, sample,
execute, and leave cosmic-ray's session database for :mod:`mutation.report`.

The copy (``<workdir>/src``) holds every file git tracks or would track (uncommitted
scenarios included), so the working tree is never mutated and work can go on while a run
lasts.  ``rulebook check`` runs there with ``PYTHONPATH`` set to the copy, so both the
mutated engine and the copy's ``features/`` are the ones used.
"""
from __future__ import annotations

import os
import random
import re
import shlex
import shutil
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import NotRequired, TypedDict

from .targets import SKIPPED_OPERATOR_PATTERNS, Target


class MutationError(Exception):
    """A run cannot start or finish (message for a person)."""


#: Where a run reports its progress, a line at a time (``print`` by default).
Log = Callable[[str], object]


class Example(TypedDict):
    """A hand-written change (an ``[[example]]`` of ``mutation/examples.toml``)."""

    name: str
    game: str
    module: str
    before: str
    after: str
    #: The line ``before`` stands alone on, when it occurs more than once.
    line: NotRequired[int]


@dataclass
class RunPlan:
    """What :func:`run` does: ``target``; ``sample`` mutants (``None``: all) chosen with
    ``seed``; ``keyword`` an optional ``-k`` for ``check``; ``workdir`` for the copy and the
    session; ``timeout`` seconds per mutant (``None``: 3 × the unmutated run, at least 30);
    ``rev`` a git commit to copy instead of the working tree."""

    target: Target
    workdir: Path
    sample: int | None = 25
    seed: int = 0
    keyword: str | None = None
    timeout: float | None = None
    rev: str | None = None

    @property
    def session(self) -> Path:
        return self.workdir / f"{self.target.name}.sqlite"

    @property
    def config(self) -> Path:
        return self.workdir / f"{self.target.name}.toml"

    @property
    def src(self) -> Path:
        return self.workdir / "src"


def source_files(root: Path) -> list[str]:
    """Files of the source tree ``root`` as git sees them (tracked, plus untracked files not
    ignored), relative paths."""
    out = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=root,
                         capture_output=True, check=True).stdout.decode()
    return [p for p in out.split("\0") if p and (root / p).is_file()]


def copy_tree(root: Path, dest: Path, rev: str | None = None) -> None:
    """Copy the source tree ``root`` into ``dest`` (replacing it): the working tree, or the
    commit ``rev`` (e.g. to measure the suite as it was before new scenarios)."""
    if dest.exists():
        shutil.rmtree(dest)
    if rev:
        dest.mkdir(parents=True)
        archive = subprocess.run(["git", "archive", "--format=tar", rev], cwd=root, capture_output=True)
        if archive.returncode != 0:
            raise MutationError(f"git archive {rev} failed: {archive.stderr.decode().strip()}")
        subprocess.run(["tar", "-x", "-C", str(dest)], input=archive.stdout, check=True)
        return
    for rel in source_files(root):
        target = dest / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(root / rel, target)


def check_supports_exitfirst() -> bool:
    """Whether ``rulebook check`` has its own fail-fast option (``-x/--exitfirst``)."""
    from click.testing import CliRunner

    from rulebook.cli import main

    result = CliRunner().invoke(main, ["check", "--help"])
    return "--exitfirst" in result.output


def test_command(plan: RunPlan, exitfirst_option: bool) -> str:
    """The command cosmic-ray runs per mutant (in ``plan.src``)."""
    args = [sys.executable, "-c", "from rulebook.cli import main; main()", "check", "--no-progress",
            "--report", str(plan.workdir / "check.jsonl")]
    for game in plan.target.games:
        args += ["--game", game]
    if plan.keyword:
        args += ["-k", plan.keyword]
    if exitfirst_option:
        args.append("-x")
    return shlex.join(args)


def environment(plan: RunPlan, exitfirst_option: bool) -> dict[str, str]:
    """The environment of the judging ``check``: the copy first on the path, no bytecode
    written (mutants of one file follow each other within a second), and pytest's own
    ``-x`` when ``check`` has no fail-fast option yet."""
    env = dict(os.environ)
    env["PYTHONPATH"] = str(plan.src) + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    if not exitfirst_option:
        env["PYTEST_ADDOPTS"] = (env.get("PYTEST_ADDOPTS", "") + " -x -p no:cacheprovider").strip()
    return env


def write_config(plan: RunPlan, command: str, timeout: float) -> None:
    from cosmic_ray.config import ConfigDict, serialize_config

    config = ConfigDict({
        "module-path": list(plan.target.modules),
        "timeout": timeout,
        "excluded-modules": [],
        "test-command": command,
        "distributor": {"name": "local"},
    })
    plan.config.write_text(serialize_config(config))


def skipped_operator(name: str) -> bool:
    return any(re.search(p, name) for p in SKIPPED_OPERATOR_PATTERNS)


def init_session(plan: RunPlan) -> tuple[int, int]:
    """Enumerate the mutants into the session, then mark as skipped those of left-out
    operators and those outside the sample.  Returns ``(mutants, selected)``."""
    from cosmic_ray.commands import init
    from cosmic_ray.work_db import WorkDB, use_db
    from cosmic_ray.work_item import WorkerOutcome, WorkResult

    cwd = os.getcwd()
    os.chdir(plan.src)
    try:
        with use_db(str(plan.session), WorkDB.Mode.create) as db:
            init([Path(m) for m in plan.target.modules], db, {})
            items = list(db.pending_work_items)
            eligible = [i for i in items if not skipped_operator(i.mutations[0].operator_name)]
            eligible.sort(key=lambda i: (i.mutations[0].module_path, i.mutations[0].operator_name,
                                         i.mutations[0].occurrence))
            chosen = eligible
            if plan.sample is not None and plan.sample < len(eligible):
                chosen = random.Random(plan.seed).sample(eligible, plan.sample)
            keep = {i.job_id for i in chosen}
            skip = [i.job_id for i in items if i.job_id not in keep]
            if skip:
                db.set_multiple_results(skip, WorkResult(worker_outcome=WorkerOutcome.SKIPPED))
            return len(eligible), len(keep)
    finally:
        os.chdir(cwd)


def count_mutants(target: Target, root: Path, scratch: Path) -> tuple[int, int]:
    """Enumerate ``target``'s mutants in the source tree ``root`` without running any:
    ``(all, eligible)`` — every mutant cosmic-ray makes, and those a run chooses from (the
    left-out operators of :mod:`mutation.targets` removed; what ``run --all`` executes).
    ``scratch`` is a directory for the throw-away session database."""
    from cosmic_ray.commands import init
    from cosmic_ray.work_db import WorkDB, use_db

    scratch.mkdir(parents=True, exist_ok=True)
    session = scratch / f"{target.name}.count.sqlite"
    if session.exists():
        session.unlink()
    cwd = os.getcwd()
    os.chdir(root)
    try:
        with use_db(str(session), WorkDB.Mode.create) as db:
            init([Path(m) for m in target.modules], db, {})
            items = list(db.pending_work_items)
    finally:
        os.chdir(cwd)
        session.unlink(missing_ok=True)
    return len(items), sum(not skipped_operator(i.mutations[0].operator_name) for i in items)


def run(plan: RunPlan, root: Path, log: Log = print) -> None:
    """Copy ``root``, check that the unmutated engine passes, then execute the sample."""
    plan.workdir.mkdir(parents=True, exist_ok=True)
    copy_tree(root, plan.src, plan.rev)
    exitfirst = check_supports_exitfirst()
    env = environment(plan, exitfirst)
    log(f"judge: {test_command(plan, exitfirst)}" + ("" if exitfirst else "   (fail-fast: PYTEST_ADDOPTS=-x)"))
    command, baseline, elapsed = _unmutated_run(plan, exitfirst, env)
    if baseline.returncode != 0:
        raise MutationError(f"rulebook check fails on the unmutated engine (exit {baseline.returncode}); "
                            f"fix that first:\n{baseline.stdout[-2000:]}")
    log(f"unmutated run: {elapsed:.1f} s")
    total, selected = init_session(plan)
    log(f"{total} mutants in {len(plan.target.modules)} modules; running {selected}")
    _exec_session(plan, command, elapsed, env, log)


def _unmutated_run(plan: RunPlan, exitfirst: bool,
                   env: dict[str, str]) -> tuple[str, subprocess.CompletedProcess[str], float]:
    """The judge's command, and one run of it on the unmutated engine with its seconds."""
    command = test_command(plan, exitfirst)
    (plan.workdir / "check.jsonl").unlink(missing_ok=True)
    started = time.monotonic()
    done = subprocess.run(shlex.split(command), cwd=plan.src, env=env, capture_output=True, text=True)
    return command, done, time.monotonic() - started


def _exec_session(plan: RunPlan, command: str, elapsed: float, env: dict[str, str], log: Log) -> None:
    """Write the session's configuration — each mutant gets ``plan.timeout`` seconds, or 3 ×
    the unmutated run's ``elapsed`` and at least 30 — and let cosmic-ray execute its pending
    mutants.  Raises :class:`MutationError` when cosmic-ray fails."""
    timeout = plan.timeout or max(30.0, 3 * elapsed)
    log(f"timeout per mutant {timeout:.0f} s")
    write_config(plan, command, timeout)
    done = subprocess.run([sys.executable, "-m", "cosmic_ray.cli", "exec", str(plan.config), str(plan.session)],
                          cwd=plan.src, env=env)
    if done.returncode != 0:
        raise MutationError(f"cosmic-ray exec failed (exit {done.returncode})")


#: What ``holdout`` refreshes in an earlier run's copy: the judge (the suite and its harness),
#: never the engine the session's mutants apply to.
SUITE_PATHS = ("features", "rulebook", "schemas", "spec")


def holdout(plan: RunPlan, earlier: Path, root: Path, log: Log = print) -> tuple[int, int]:
    """Judge, with today's suite, mutants an earlier ``run`` enumerated but never executed.

    ``earlier`` is that run's directory for the target (``<workdir>/<target>``, holding the
    session and the copy ``src``).  It is copied to ``plan.workdir``; in the copy the suite
    (:data:`SUITE_PATHS`) is replaced by ``root``'s working tree while the engine stays as the
    run copied it, so every mutant of the session still applies.  ``plan.sample`` mutants
    (all when ``None``) are chosen with ``plan.seed`` among the eligible ones the earlier run
    never executed (pending in an interrupted run, or left out of its sample).  The mutants
    the earlier run executed are left out of the new report: they were seen while the suite
    was improved, so only held-out ones measure it without bias.  A scenario of today's suite
    that fails on the earlier engine unmutated (it needs an engine fix made since) is left out
    of the judge, and named.  Returns ``(never executed, chosen)``.  Raises
    :class:`MutationError` when the earlier run is missing or the unmutated engine fails
    today's suite."""
    from cosmic_ray.work_db import WorkDB, use_db
    from cosmic_ray.work_item import WorkerOutcome, WorkResult

    session = earlier / f"{plan.target.name}.sqlite"
    if not session.exists() or not (earlier / "src").is_dir():
        raise MutationError(f"no earlier run of {plan.target.name} in {earlier} (a session and its src copy)")
    if plan.workdir.exists():
        shutil.rmtree(plan.workdir)
    shutil.copytree(earlier, plan.workdir, symlinks=True, ignore=shutil.ignore_patterns("__pycache__"))
    for sub in SUITE_PATHS:
        shutil.rmtree(plan.src / sub, ignore_errors=True)
    for rel in source_files(root):
        if rel.split("/", 1)[0] in SUITE_PATHS:
            (plan.src / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(root / rel, plan.src / rel)
    # Held out: every eligible mutant the earlier run did not execute — pending (an interrupted
    # run) or skipped only because a sample left it out.  In the copy those become pending
    # again, and the ones the earlier run executed become "skipped", so that the report counts
    # held-out mutants only (the earlier session is left as it was).
    with use_db(str(plan.session), WorkDB.Mode.open) as db:
        seen, unrun = [], [i.job_id for i in db.pending_work_items]
        for item, result in db.completed_work_items:
            if result.worker_outcome != WorkerOutcome.SKIPPED:
                seen.append(item.job_id)
            elif not skipped_operator(item.mutations[0].operator_name):
                unrun.append(item.job_id)
    with sqlite3.connect(plan.session) as con:
        con.executemany("DELETE FROM work_results WHERE job_id = ?", [(j,) for j in unrun])
    unrun.sort()
    if plan.sample is None or plan.sample >= len(unrun):
        chosen = unrun
    else:
        chosen = random.Random(plan.seed).sample(unrun, plan.sample)
    keep = set(chosen)
    with use_db(str(plan.session), WorkDB.Mode.open) as db:
        skip = seen + [j for j in unrun if j not in keep]
        if skip:
            db.set_multiple_results(skip, WorkResult(worker_outcome=WorkerOutcome.SKIPPED))
    log(f"{len(seen)} mutants already executed (left out), {len(unrun)} never executed; judging {len(chosen)}")
    exitfirst = check_supports_exitfirst()
    env = environment(plan, exitfirst)
    # A scenario added since the earlier run may need an engine fix made since (the engine
    # here is the earlier one): such scenarios are left out of the judge, and named.
    asked = plan.keyword
    left_out: list[str] = []

    def failed_ids() -> list[str]:
        return [f.split(" (")[0] for f in failed_scenarios(plan.workdir / "check.jsonl")]

    for _ in range(2):
        command, baseline, elapsed = _unmutated_run(plan, exitfirst, env)
        if baseline.returncode == 0:
            break
        failing = failed_ids()
        if not failing or left_out:
            raise MutationError(f"today's suite fails on the unmutated engine of the earlier run (exit "
                                f"{baseline.returncode}); failed: {', '.join(failing) or baseline.stdout[-1500:]}")
        # once more without fail-fast, to find every such scenario at once
        full = subprocess.run(shlex.split(test_command(plan, exitfirst_option=False)), cwd=plan.src,
                              env=environment(plan, exitfirst_option=True), capture_output=True, text=True)
        left_out = failed_ids() if full.returncode else failing
        excluded = "not (" + " or ".join(left_out) + ")"
        plan.keyword = f"({asked}) and {excluded}" if asked else excluded
        log(f"left out of the judge (they need an engine change made since the earlier run): {', '.join(left_out)}")
    log(f"unmutated run: {elapsed:.1f} s")
    _exec_session(plan, command, elapsed, env, log)
    return len(unrun), len(chosen)


#: Seconds ``run_example`` gives one judging ``check`` before it counts the change as killed by a
#: timeout (a change that makes the engine loop for ever), as cosmic-ray does for a run's mutants.
EXAMPLE_TIMEOUT = 180.0


def run_example(example: Example, root: Path, workdir: Path, rev: str | None = None,
                timeout: float = EXAMPLE_TIMEOUT) -> tuple[str, str]:
    """Make one hand-written change (``mutation/examples.toml``) in a fresh copy and judge it
    with ``rulebook check --game <game>``: ``("killed" | "survived" | "does not apply", detail)``.
    ``before`` must occur once in the module, or stand alone on line ``line`` (if given).  A
    judge still running after ``timeout`` seconds is stopped: ``("killed", "timeout ...")``."""
    src = workdir / "src"
    copy_tree(root, src, rev)
    path = src / example["module"]
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines(keepends=True)
    line = example.get("line")
    if text.count(example["before"]) == 1:
        text = text.replace(example["before"], example["after"])
    elif line and 0 < line <= len(lines) and lines[line - 1].strip() == example["before"]:
        lines[line - 1] = lines[line - 1].replace(example["before"], example["after"])  # a short line, by number
        text = "".join(lines)
    else:
        return "does not apply", f"`before` occurs {text.count(example['before'])} times in {example['module']}"
    path.write_text(text, encoding="utf-8")
    from .targets import Target

    plan = RunPlan(Target(example["game"], (example["module"],), (example["game"],)), workdir)
    exitfirst = check_supports_exitfirst()
    try:
        done = subprocess.run(shlex.split(test_command(plan, exitfirst)), cwd=src, env=environment(plan, exitfirst),
                              capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "killed", f"timeout after {timeout:.0f} s"
    if done.returncode == 0:
        return "survived", ""
    failed = failed_scenarios(workdir / "check.jsonl")
    if failed:
        return "killed", ", ".join(failed)[:160]
    lines = [line for line in done.stdout.splitlines() if line.startswith(("FAILED ", "ERROR "))]
    return "killed", lines[0][:160] if lines else f"exit {done.returncode}"


def failed_scenarios(report: Path) -> list[str]:
    """The ids of the scenarios ``check``'s JSON-lines report (``--report``) records as not
    passed (failed, errored, crashed, timed out), in run order; ``[]`` without a report."""
    import json

    if not report.exists():
        return []
    ids = []
    for line in report.read_text(encoding="utf-8").splitlines():
        entry = json.loads(line) if line.strip() else {}
        not_passed = entry.get("outcome") in ("failed", "errored", "crashed", "timeout", "xpassed")
        if entry.get("type") == "scenario" and not_passed:
            ids.append(f"{entry.get('id')} ({entry.get('outcome')})")
    return ids

"""``python -m mutation``: run mutation targets and report.

    python -m mutation run carcassonne --sample 25 --seed 0     # a sample (CI-sized)
    python -m mutation run kernel --all                          # every mutant (slow)
    python -m mutation report carcassonne gold_rush              # report of the last runs
    python -m mutation count carcassonne kernel                  # how many mutants, none run
    python -m mutation holdout carcassonne --from DIR --sample 200   # unseen mutants, today's suite

Sessions and reports go to ``--workdir`` (default ``reports/mutation/``): per target
``<target>.sqlite`` (cosmic-ray's session), ``<target>.json`` and ``<target>.md``.
Exit status: 0 done; 1 a report has survivors (``report --fail-under`` not reached);
3 bad usage or a run that could not start.
"""
from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from .report import Summary, collect, markdown, summary, write_json
from .runner import (
    EXAMPLE_TIMEOUT,
    Example,
    Log,
    MutationError,
    RunPlan,
    count_mutants,
    holdout,
    run,
    run_example,
)
from .targets import TARGETS, target

ROOT = Path(__file__).resolve().parent.parent


@click.group()
def main() -> None:
    """Mutation testing of the reference engine, judged by ``rulebook check``."""


@main.command("run")
@click.argument("targets", nargs=-1, required=True, type=click.Choice(TARGETS))
@click.option("--sample", type=click.IntRange(min=1), default=25, show_default=True,
              help="Mutants per target, chosen with --seed.")
@click.option("--all", "everything", is_flag=True, help="Every mutant (overrides --sample).")
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("--only", "modules", multiple=True,
              help="Mutate only these modules (paths relative to the repository; repeatable).")
@click.option("-k", "keyword", help="Only the scenarios matching this -k expression judge (for smoke runs).")
@click.option("--timeout", type=click.FloatRange(min=1), help="Seconds per mutant (default: 3 x the unmutated run).")
@click.option("--rev", help="Mutate this git commit instead of the working tree (e.g. to measure a baseline).")
@click.option("--workdir", type=click.Path(path_type=Path), default=ROOT / "reports" / "mutation", show_default=True)
def run_cmd(targets: tuple[str, ...], sample: int, everything: bool, seed: int, modules: tuple[str, ...],
            keyword: str | None, timeout: float | None, rev: str | None, workdir: Path) -> None:
    """Run TARGETS (game ids or 'kernel') and write their reports."""
    plans = []
    for name in targets:
        t = target(name, ROOT)
        if modules:
            unknown = set(modules) - set(t.modules)
            if unknown:
                raise click.UsageError(f"--only {', '.join(sorted(unknown))}: not a module of target {name} "
                                       f"(its modules: {', '.join(t.modules)})")
            t = type(t)(t.name, tuple(m for m in t.modules if m in modules), t.games)
        plans.append(RunPlan(t, workdir / name, None if everything else sample, seed, keyword, timeout, rev))
    _execute(plans, workdir, lambda plan, log: run(plan, ROOT, log=log))


@main.command("holdout")
@click.argument("targets", nargs=-1, required=True, type=click.Choice(TARGETS))
@click.option("--from", "earlier", required=True, type=click.Path(exists=True, file_okay=False, path_type=Path),
              help="The --workdir of an earlier run (e.g. an interrupted 'run --all').")
@click.option("--sample", type=click.IntRange(min=1), help="Held-out mutants per target, chosen with --seed "
              "(default: every mutant the earlier run did not execute).")
@click.option("--seed", type=int, default=0, show_default=True)
@click.option("-k", "keyword", help="Only the scenarios matching this -k expression judge (for smoke runs).")
@click.option("--timeout", type=click.FloatRange(min=1), help="Seconds per mutant (default: 3 x the unmutated run).")
@click.option("--workdir", type=click.Path(path_type=Path), default=ROOT / "reports" / "mutation-holdout",
              show_default=True)
def holdout_cmd(targets: tuple[str, ...], earlier: Path, sample: int | None, seed: int, keyword: str | None,
                timeout: float | None, workdir: Path) -> None:
    """Judge with today's suite the mutants an earlier run of TARGETS enumerated but did not
    execute: a held-out sample. Unless someone looked at those mutants meanwhile, they were
    not seen while the suite was improved against that run's survivors, so the score is an
    unbiased estimate.  The engine stays as the earlier run
    copied it; the suite (features/, rulebook/, schemas/, spec/) comes from the working tree."""
    plans = [RunPlan(target(name, ROOT), workdir / name, sample, seed, keyword, timeout) for name in targets]
    _execute(plans, workdir, lambda plan, log: holdout(plan, earlier / plan.target.name, ROOT, log=log))


def _execute(plans: list[RunPlan], workdir: Path, action: Callable[[RunPlan, Log], object]) -> None:
    """Carry out ``action(plan, log)`` for each plan, then report its target; a plan that
    cannot run is named on stderr and the others go on (exit status 3 at the end)."""
    failed = False
    for plan in plans:
        name = plan.target.name

        def log(message: str, name: str = name) -> None:
            click.echo(f"[{name}] {message}")

        try:
            action(plan, log)
        except MutationError as exc:
            click.echo(f"error: [{name}] {exc}", err=True)
            failed = True
            continue
        _report(name, workdir)
    if failed:
        sys.exit(3)


def _report(name: str, workdir: Path) -> Summary:
    session = workdir / name / f"{name}.sqlite"
    if not session.exists():
        raise click.UsageError(f"no run of {name} in {workdir} (run 'python -m mutation run {name}' first)")
    mutants = collect(session)
    write_json(name, mutants, workdir / f"{name}.json")
    text = markdown(name, mutants)
    (workdir / f"{name}.md").write_text(text)
    click.echo(text)
    return summary(mutants)


@main.command("report")
@click.argument("targets", nargs=-1, required=True, type=click.Choice(TARGETS))
@click.option("--workdir", type=click.Path(path_type=Path), default=ROOT / "reports" / "mutation", show_default=True)
@click.option("--fail-under", type=click.FloatRange(0, 100),
              help="Exit 1 when a target's score is below this percentage.")
def report_cmd(targets: tuple[str, ...], workdir: Path, fail_under: float | None) -> None:
    """Report the last run of TARGETS again (equivalents re-read from mutation/equivalents.toml)."""
    low = []
    for name in targets:
        s = _report(name, workdir)
        if fail_under is not None and s["score"] is not None and s["score"] < fail_under:
            low.append(f"{name} {s['score']} %")
    if low:
        click.echo(f"below {fail_under} %: {', '.join(low)}", err=True)
        sys.exit(1)


@main.command("count")
@click.argument("targets", nargs=-1, type=click.Choice(TARGETS))
@click.option("--workdir", type=click.Path(path_type=Path), default=ROOT / "reports" / "mutation", show_default=True)
def count_cmd(targets: tuple[str, ...], workdir: Path) -> None:
    """How many mutants TARGETS (default: all) have in the working tree, without running any:
    every mutant cosmic-ray makes, and the eligible ones (left-out operators removed) that
    ``run --all`` would execute."""
    rows = ["| target | modules | mutants (all operators) | eligible (run --all) |", "|---|---|---|---|"]
    for name in targets or TARGETS:
        t = target(name, ROOT)
        every, eligible = count_mutants(t, ROOT, workdir)
        rows.append(f"| {name} | {len(t.modules)} | {every} | {eligible} |")
    click.echo("\n".join(rows))


@main.command("examples")
@click.option("--name", "names", multiple=True, help="Only the examples whose name contains this (repeatable).")
@click.option("--rev", help="Judge the suite of this git commit instead of the working tree.")
@click.option("--timeout", type=click.FloatRange(min=1), default=EXAMPLE_TIMEOUT, show_default=True,
              help="Seconds one judging check may take; a change still running then counts as killed (timeout).")
@click.option("--workdir", type=click.Path(path_type=Path), default=ROOT / "reports" / "mutation", show_default=True)
def examples_cmd(names: tuple[str, ...], rev: str | None, timeout: float, workdir: Path) -> None:
    """Judge the hand-written mutants of mutation/examples.toml (wrong engines that once passed the whole suite)."""
    import tomllib

    examples: list[Example] = tomllib.loads((Path(__file__).with_name("examples.toml")).read_text())["example"]
    chosen = [e for e in examples if not names or any(n in e["name"] for n in names)]
    rows = []
    for e in chosen:
        outcome, detail = run_example(e, ROOT, workdir / "examples", rev, timeout)
        rows.append((e["name"], e["game"], outcome, detail))
        click.echo(f"{outcome:>14}  {e['game']:<12} {e['name']}" + (f"  [{detail}]" if detail else ""))
    killed = sum(r[2] == "killed" for r in rows)
    lines = ["| example | game | outcome | first failure |", "|---|---|---|---|"]
    lines += [f"| {n} | {g} | {o} | {d.replace('|', '/')} |" for n, g, o, d in rows]
    (workdir / "examples.md").write_text("\n".join(lines) + "\n")
    click.echo(f"{killed} of {len(rows)} killed")
    if killed < len(rows):
        sys.exit(1)


@main.command("rejudge")
@click.argument("reports", nargs=-1, required=True, type=click.Path(exists=True, path_type=Path))
@click.option("--timeout", type=click.FloatRange(min=1), default=EXAMPLE_TIMEOUT, show_default=True,
              help="Seconds one judging check may take; a change still running then counts as killed (timeout).")
@click.option("--workdir", type=click.Path(path_type=Path), default=ROOT / "reports" / "mutation", show_default=True)
def rejudge_cmd(reports: tuple[Path, ...], timeout: float, workdir: Path) -> None:
    """Judge again, with today's suite, the survivors of earlier reports (<target>.json): each
    changed line is made again in a copy of the working tree (when it still occurs exactly once)
    and `rulebook check` runs for the target's games.  Shows what new scenarios killed."""
    import json

    from .targets import GAMES

    rows: list[tuple[str, dict[str, Any], str, str]] = []
    for path in reports:
        report = json.loads(path.read_text())
        for m in report["mutants"]:
            if m["outcome"] != "survived":
                continue
            games = [report["target"]] if report["target"] in GAMES else list(GAMES)
            outcome, detail = "survived", ""
            for game in games:  # the kernel: killed when any game's scenarios notice
                example: Example = {"name": m["before"], "game": game, "module": m["module"], "before": m["before"],
                           "after": m["after"], "line": m["line"]}
                outcome, detail = run_example(example, ROOT, workdir / "rejudge", timeout=timeout)
                if outcome != "survived":
                    break
            rows.append((report["target"], m, outcome, detail))
            click.echo(f"{outcome:>14}  {report['target']:<12} {m['module']}:{m['line']}  {m['before'][:60]} -> "
                       f"{m['after'][:60]}" + (f"  [{detail}]" if detail else ""))
    lines = ["| target | module:line | before → after | now | by |", "|---|---|---|---|---|"]
    lines += [f"| {t} | {m['module']}:{m['line']} | `{m['before']}` → `{m['after']}` | {o} | {d.replace('|', '/')} |"
              for t, m, o, d in rows]
    (workdir / "rejudged.md").write_text("\n".join(lines) + "\n")
    click.echo(f"{sum(r[2] == 'killed' for r in rows)} of {len(rows)} earlier survivors now killed")

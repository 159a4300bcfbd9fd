"""Lockstep fuzz games per second (speed targets: bench/README.md): `rulebook fuzz` throughput.

Each configuration plays ``--games`` two-player base games from seed 0 with the
default move policy (``mix``), the reference engine in process against a
candidate that is the reference engine too (so no divergence stops a run):

- ``in-process``: candidate ``reference_engine:handle`` (its own session);
- ``stdio``: candidate ``python -m reference_engine`` (a subprocess, JSON lines);
- ``stdio -n 2``: the same over 2 worker processes (:func:`rulebook.fuzz.fuzz_parallel`);

each with every candidate message validated against ``schemas/`` and without
(``--no-validate-protocol``), the state compared as ``rulebook fuzz`` does by
default (after about one move in 4) — plus, as the reference for a ratio,
in-process with the state compared after every move (``--state-every 1``).
Configurations are interleaved run by run, so a change in the machine's load
hits all of them alike; figures are medians of
``--runs`` runs and the ratio of ``-n 2`` is taken against the serial stdio run
of the same validation setting, in this process.  Nothing is asserted.

    python bench/fuzz_games.py --games 200 --runs 5

``--against DIR`` compares two source trees instead (this one and ``DIR``, e.g.
``git worktree add /tmp/before <commit>``): each run plays the in-process
(and with ``--stdio`` the stdio) configuration once per tree, in a fresh
subprocess whose ``PYTHONPATH`` is that tree, interleaved tree by tree, using
only the API both trees have (``open_clients``, ``fuzz``); it reports each
tree's median games per wall second and per CPU second (the subprocess and its
engine, start-up excluded) and the median of the per-run ratios this/DIR.

    python bench/fuzz_games.py --games 200 --runs 5 --against /tmp/before --seed 1
"""
from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

from rulebook.fuzz import DEFAULT_STATE_EVERY, Options, fuzz, fuzz_parallel, open_clients

STDIO = f"{sys.executable} -m reference_engine"


def _cpu() -> float:
    """CPU seconds of this process and of its reaped children (engines, workers)."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def serial(candidate: str, games: int, validate: bool, state_every: int = DEFAULT_STATE_EVERY) -> tuple[float, float]:
    """(games per wall second, games per CPU second of the whole process tree)."""
    reference, engine = open_clients(None, candidate, timeout=30, validate=validate)
    try:
        reference.hello()
        engine.hello()  # the engine's start-up is not a fuzz game
        cpu, started = _cpu(), time.perf_counter()
        result = fuzz(reference, engine, "carcassonne", seed=0, games=games, state_every=state_every)
        seconds = time.perf_counter() - started
    finally:
        reference.engine.close()
        engine.engine.close()  # reaped: its CPU time is counted
    cpu = _cpu() - cpu
    assert result.finding is None, result.finding.divergence.message
    return games / seconds, games / cpu


def parallel(candidate: str, games: int, validate: bool, workers: int) -> tuple[float, float]:
    cpu, started = _cpu(), time.perf_counter()
    result = fuzz_parallel(None, candidate, Options("carcassonne", 0, games), workers=workers, timeout=30,
                           validate=validate)
    seconds = time.perf_counter() - started
    cpu = _cpu() - cpu
    assert result.finding is None, result.finding.divergence.message
    return games / seconds, games / cpu


HERE = Path(__file__).resolve().parent.parent


def child(candidate: str, games: int, seed: int, warmup: int = 0) -> None:
    """One measurement in this process (``--child``): prints
    ``{"wall": games/s, "cpu": games per CPU-second}`` as JSON; ``warmup``
    games (from seed 0) played first, untimed."""
    reference, engine = open_clients(None, candidate, timeout=30, validate=True)
    try:
        reference.hello()
        engine.hello()
        if warmup:
            fuzz(reference, engine, "carcassonne", seed=0, games=warmup)
        cpu, started = _cpu(), time.perf_counter()
        result = fuzz(reference, engine, "carcassonne", seed=seed, games=games)
        seconds = time.perf_counter() - started
    finally:
        reference.engine.close()
        engine.engine.close()
    cpu = _cpu() - cpu
    assert result.finding is None
    print(json.dumps({"wall": games / seconds, "cpu": games / cpu}))


def against(other: Path, args: argparse.Namespace) -> None:
    """This tree against ``other``, run by run (see the module doc)."""
    trees = {"this": HERE, "other": other.resolve()}
    candidates = {"in-process": "reference_engine:handle"}
    if args.stdio:
        candidates["stdio"] = f"{sys.executable} -m reference_engine"
    results = {(t, c): {"wall": [], "cpu": []} for t in trees for c in candidates}
    for run in range(args.runs):
        for cname, candidate in candidates.items():
            for tname, tree in trees.items():
                env = {**os.environ, "PYTHONPATH": str(tree)}
                out = subprocess.run([sys.executable, __file__, "--child", candidate, "--games", str(args.games),
                                      "--seed", str(args.seed)], env=env, cwd=tree, check=True,
                                     capture_output=True, text=True).stdout
                measured = json.loads(out.strip().splitlines()[-1])
                for k in ("wall", "cpu"):
                    results[(tname, cname)][k].append(measured[k])
        print(f"run {run + 1}: " + "; ".join(f"{t} {c} {r['cpu'][-1]:.1f}/CPU-s {r['wall'][-1]:.1f}/s"
                                             for (t, c), r in results.items()), flush=True)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"\n{args.games} games per run from seed {args.seed}, median of {args.runs} runs "
          f"(load average at the end {load:.1f}); this = {HERE}, other = {trees['other']}:")
    for cname in candidates:
        for tname in trees:
            r = results[(tname, cname)]
            print(f"  {tname:5s} {cname:10s} {statistics.median(r['wall']):6.1f} games/s "
                  f"({min(r['wall']):.1f}–{max(r['wall']):.1f}), {statistics.median(r['cpu']):6.1f} games per "
                  f"CPU-second ({min(r['cpu']):.1f}–{max(r['cpu']):.1f})")
        for k, unit in (("cpu", "per CPU-second"), ("wall", "per wall second")):
            ratios = [a / b for a, b in zip(results[("this", cname)][k], results[("other", cname)][k])]
            print(f"  {cname} this/other {unit}: {statistics.median(ratios):.2f}x "
                  f"(runs {min(ratios):.2f}–{max(ratios):.2f})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1, help="first game seed with --against (default 1)")
    parser.add_argument("--against", type=Path, metavar="DIR", help="compare with the source tree DIR")
    parser.add_argument("--stdio", action="store_true", help="with --against: the stdio candidate too")
    parser.add_argument("--child", metavar="CANDIDATE", help=argparse.SUPPRESS)
    parser.add_argument("--warmup", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--skip-validated", action="store_true", help="only the runs without validation")
    parser.add_argument("--skip-unvalidated", action="store_true", help="only the runs with validation (the default)")
    args = parser.parse_args()
    if args.child:
        return child(args.child, args.games, args.seed, args.warmup)
    if args.against:
        return against(args.against, args)
    settings = [v for v in (False, True) if not ((args.skip_validated and v) or (args.skip_unvalidated and not v))]
    configs = []
    for validate in settings:
        tag = "validated" if validate else "no validation"
        configs += [
            (f"in-process, {tag}", lambda v=validate: serial("reference_engine:handle", args.games, v)),
            (f"stdio, {tag}", lambda v=validate: serial(STDIO, args.games, v)),
            (f"stdio -n {args.workers}, {tag}", lambda v=validate: parallel(STDIO, args.games, v, args.workers)),
            (f"in-process, {tag}, state every move",
             lambda v=validate: serial("reference_engine:handle", args.games, v, state_every=1)),
        ]
    rates: dict[str, list[float]] = {name: [] for name, _ in configs}
    per_cpu: dict[str, list[float]] = {name: [] for name, _ in configs}
    for run in range(args.runs):
        for name, measure in configs:
            wall, cpu = measure()
            rates[name].append(wall)
            per_cpu[name].append(cpu)
        print(f"run {run + 1}: " + "; ".join(f"{n} {r[-1]:.1f}" for n, r in rates.items()), flush=True)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"\n{args.games} games per run, median of {args.runs} runs (load average at the end {load:.1f}):")
    print(f"  {'':32s} {'games/s':>9s}  {'games per CPU-second':>21s}")
    for name, values in rates.items():
        low, high = min(values), max(values)
        print(f"  {name:32s} {statistics.median(values):9.1f}  {statistics.median(per_cpu[name]):21.1f}"
              f"   (wall runs {low:.1f}–{high:.1f})")
    for validate in settings:
        tag = "validated" if validate else "no validation"
        ratios = [p / s for p, s in zip(rates[f"stdio -n {args.workers}, {tag}"], rates[f"stdio, {tag}"])]
        print(f"  -n {args.workers} / serial (stdio, {tag}): {statistics.median(ratios):.2f}x "
              f"(runs {min(ratios):.2f}–{max(ratios):.2f})")
        ratios = [p / s for p, s in zip(per_cpu[f"in-process, {tag}"], per_cpu[f"in-process, {tag}, state every move"])]
        print(f"  state every {DEFAULT_STATE_EVERY} moves / every move (in-process, {tag}, per CPU-second): "
              f"{statistics.median(ratios):.2f}x (runs {min(ratios):.2f}–{max(ratios):.2f})")


if __name__ == "__main__":
    main()

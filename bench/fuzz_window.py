"""The lockstep's window (``Lockstep.window``, bench/README.md issue 28): `rulebook fuzz` through
stdio with the candidate sent 0 and 3 requests ahead, in one process, alternating which goes
first each round, so the machine's load hits both alike.  Prints per round games per wall
second and per CPU-second of the process tree (this process and the engine subprocess, reaped),
then the medians and the median of the per-round ratios.  Nothing is asserted.

    python bench/fuzz_window.py --games 30 --rounds 6
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import sys
import time

import rulebook.fuzz.runner as runner
from rulebook.fuzz import fuzz, open_clients


def _cpu() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def run(window: int, games: int) -> tuple[float, float]:
    """(games per wall second, games per CPU-second) of one stdio fuzz run with this window."""
    runner.WINDOW = window
    reference, candidate = open_clients(None, f"{sys.executable} -m reference_engine", timeout=30, validate=True)
    reference.hello()
    candidate.hello()
    cpu, started = _cpu(), time.perf_counter()
    result = fuzz(reference, candidate, "carcassonne", seed=1, games=games)
    wall = time.perf_counter() - started
    candidate.engine.close()
    reference.engine.close()
    assert result.finding is None
    return games / wall, games / (_cpu() - cpu)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--rounds", type=int, default=6)
    args = parser.parse_args()
    results: dict[int, list[tuple[float, float]]] = {0: [], 3: []}
    for i in range(args.rounds):
        for window in (0, 3) if i % 2 == 0 else (3, 0):
            results[window].append(run(window, args.games))
        a, b = results[0][-1], results[3][-1]
        print(f"round {i + 1} (load {os.getloadavg()[0]:.1f}): window 0 {a[0]:.2f}/s {a[1]:.2f}/CPU-s; "
              f"window 3 {b[0]:.2f}/s {b[1]:.2f}/CPU-s; wall ratio {b[0] / a[0]:.2f}", flush=True)
    for k, name in ((0, "games/s"), (1, "games per CPU-second")):
        ratios = [b[k] / a[k] for a, b in zip(results[0], results[3])]
        print(f"{name}: window 0 median {statistics.median(x[k] for x in results[0]):.2f}, window 3 median "
              f"{statistics.median(x[k] for x in results[3]):.2f}; window 3 / window 0 median "
              f"{statistics.median(ratios):.2f} ({min(ratios):.2f}-{max(ratios):.2f})")


if __name__ == "__main__":
    main()

"""``rulebook check`` of this tree against another source tree (a speed target of bench/README.md):
wall-clock and CPU seconds of the whole command, start-up included.

Each round runs ``rulebook check`` (all games, every message validated, the
reference engine in process, serial) once with this tree's ``rulebook`` and
``reference_engine`` and once with those of ``--against DIR`` (e.g. a
``git worktree`` of main), back to back in child processes (``PYTHONPATH``
puts the tree first), so the ratio of one round compares runs under the
same load.  Figures are medians over ``--runs`` rounds; the order within a
round alternates.  Nothing is asserted.

``git worktree add /tmp/main-tree main``
``python bench/check_time.py --runs 7 --against /tmp/main-tree``
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

from _measure import timed_child

HERE = Path(__file__).resolve().parent.parent


def run_check(tree: Path, report: Path) -> tuple[float, float, int]:
    """(wall s, CPU s, exit status) of ``rulebook check`` run from ``tree``."""
    cmd = [sys.executable, "-c", "from rulebook.cli import main; main()", "check", "--no-progress",
           "--report", str(report)]
    return timed_child(cmd, cwd=tree, env=dict(os.environ, PYTHONPATH=str(tree)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--against", type=Path, required=True,
                        help="the reference source tree (e.g. a worktree of main)")
    args = parser.parse_args()
    trees = {"this": HERE, "against": args.against.resolve()}
    walls: dict[str, list[float]] = {k: [] for k in trees}
    cpus: dict[str, list[float]] = {k: [] for k in trees}
    with tempfile.TemporaryDirectory() as tmp:
        for run in range(args.runs):
            order = list(trees) if run % 2 == 0 else list(reversed(trees))
            for label in order:
                wall, cpu, status = run_check(trees[label], Path(tmp) / "r.jsonl")
                if status != 0:
                    sys.exit(f"rulebook check from {trees[label]} exited {status}")
                walls[label].append(wall)
                cpus[label].append(cpu)
            print(f"  round {run + 1}: this {walls['this'][-1]:.2f} s wall / {cpus['this'][-1]:.2f} s CPU, "
                  f"against {walls['against'][-1]:.2f} s / {cpus['against'][-1]:.2f} s", flush=True)
    ratio = [a / t for t, a in zip(walls["this"], walls["against"])]
    cpu_ratio = [a / t for t, a in zip(cpus["this"], cpus["against"])]
    print(f"this tree: median {statistics.median(walls['this']):.2f} s wall, "
          f"{statistics.median(cpus['this']):.2f} s CPU")
    print(f"against:   median {statistics.median(walls['against']):.2f} s wall, "
          f"{statistics.median(cpus['against']):.2f} s CPU")
    print(f"against/this: {statistics.median(ratio):.2f} x wall (rounds {min(ratio):.2f}-{max(ratio):.2f}), "
          f"{statistics.median(cpu_ratio):.2f} x CPU (rounds {min(cpu_ratio):.2f}-{max(cpu_ratio):.2f})")


if __name__ == "__main__":
    main()

"""``rulebook site`` build time (issue goal: under a minute on the project's 2-core machine).

Each round builds the whole site twice in child processes, back to back: once with
``--no-cache`` (the in-process reference run included) and once from the cached run, and
reports wall-clock and CPU seconds.  Figures are medians over ``--runs`` rounds; the cached
build is given as a ratio to the full one.  Nothing is asserted.

``python bench/site_build.py --runs 5``
"""
from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

from _measure import timed_child

HERE = Path(__file__).resolve().parent.parent


def build(out: Path, *extra: str) -> tuple[float, float, int]:
    """(wall s, CPU s, exit status) of ``rulebook site -o out`` with ``extra`` options."""
    cmd = [sys.executable, "-c", "from rulebook.cli import main; main()", "site", "-o", str(out), *extra]
    return timed_child(cmd, cwd=HERE)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    full: list[tuple[float, float]] = []
    cached: list[tuple[float, float]] = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in range(args.runs):
            wall, cpu, status = build(Path(tmp) / f"full{n}", "--no-cache")
            if status:
                sys.exit(f"rulebook site --no-cache exited {status}")
            full.append((wall, cpu))
            wall, cpu, status = build(Path(tmp) / f"cached{n}")
            if status:
                sys.exit(f"rulebook site exited {status}")
            cached.append((wall, cpu))
    med = statistics.median
    fw, fc = med(w for w, _ in full), med(c for _, c in full)
    cw, cc = med(w for w, _ in cached), med(c for _, c in cached)
    print(f"full build (reference run included): {fw:.1f} s wall, {fc:.1f} s CPU (median of {args.runs})")
    print(f"from the cached run:                 {cw:.1f} s wall, {cc:.1f} s CPU; {cw / fw:.2f}x the full build")


if __name__ == "__main__":
    main()

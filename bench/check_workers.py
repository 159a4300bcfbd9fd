"""``rulebook check`` serial against ``-n N`` (bench/README.md): wall-clock seconds,
and CPU seconds of the whole run (the CLI and its xdist workers).

Each round runs ``rulebook check`` (all games, every message validated, the
reference engine in process) once serially and once per ``-n`` value, back to
back in child processes, so the ratio of one round compares runs under the
same load.  Figures are medians over ``--runs`` rounds.  Nothing is asserted.

``python bench/check_workers.py --runs 5 -n 2``
``python bench/check_workers.py --runs 5 -n 2 --engine "python -m reference_engine"``
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

from _measure import timed_child


def run_check(workers: str | None, report: Path, engine: str | None = None) -> tuple[float, float, int]:
    """(wall s, CPU s of the child and its children, exit status) of one run."""
    cmd = [sys.executable, "-c", "from rulebook.cli import main; main()", "check", "--no-progress",
           "--report", str(report)]
    if engine:
        cmd += ["--engine", engine]
    if workers is not None:
        cmd += ["-n", workers]
    return timed_child(cmd)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("-n", dest="workers", action="append", default=None,
                        help="worker counts to compare with the serial run (repeatable; default 2)")
    parser.add_argument("--engine", metavar="CMD", help="engine under test (default: the reference engine in process)")
    args = parser.parse_args()
    workers = args.workers or ["2"]
    walls: dict[str, list[float]] = {"serial": [], **{w: [] for w in workers}}
    cpus: dict[str, list[float]] = {k: [] for k in walls}
    with tempfile.TemporaryDirectory() as tmp:
        for run in range(args.runs):
            for label in walls:
                wall, cpu, status = run_check(None if label == "serial" else label, Path(tmp) / "r.jsonl", args.engine)
                if status != 0:
                    sys.exit(f"rulebook check {'' if label == 'serial' else '-n ' + label} exited {status}")
                walls[label].append(wall)
                cpus[label].append(cpu)
            print(f"  round {run + 1}: " + ", ".join(
                f"{k} {walls[k][-1]:.1f} s wall / {cpus[k][-1]:.1f} s CPU" for k in walls), flush=True)
    print(f"load average at the end: {', '.join(f'{x:.1f}' for x in os.getloadavg())} on {os.cpu_count()} CPUs")
    print(f"rulebook check serial: median {statistics.median(walls['serial']):.1f} s wall, "
          f"{statistics.median(cpus['serial']):.1f} s CPU")
    for w in workers:
        ratios = [s / p for s, p in zip(walls["serial"], walls[w])]
        print(f"-n {w}: median {statistics.median(walls[w]):.1f} s wall, {statistics.median(cpus[w]):.1f} s CPU; "
              f"serial / -n {w} wall = {statistics.median(ratios):.2f} (rounds {min(ratios):.2f}-{max(ratios):.2f}; "
              f"> 1 means -n is faster)")


if __name__ == "__main__":
    main()

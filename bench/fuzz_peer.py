"""`rulebook fuzz` against CarcassonneAI, in one run (issue 28's targets, bench/README.md).

Each round measures, back to back on this machine:

- the peer, 33fred33/CarcassonneAI (``--peer-path``, bench/peer.py): random 2-player base games
  per CPU-second of this process (single-threaded: per wall second too on an idle core);
- the reference engine alone: random 2-player base games per CPU-second (bench/random_games.py);
- with ``--against DIR``, the reference engine alone of each tree, in a fresh subprocess whose
  ``PYTHONPATH`` is that tree (``--engine-child``; 150 games of warm-up first): random base games
  per CPU-second, so a change of the engine's speed shows against that tree on this machine;
- ``rulebook fuzz --games N`` of this tree (and with ``--against DIR`` of that tree too), the
  candidate in process (``reference_engine:handle``) and through stdio (``python -m
  reference_engine``), each in a fresh subprocess (``bench/fuzz_games.py --child``, seed 1):
  games per wall second and per CPU-second of its whole process tree (the engine subprocess
  included), start-up excluded.

Then per round the ratios of each to the peer's rate of the same round, and their medians.
Nothing is asserted.

    python bench/fuzz_peer.py --runs 5 --games 200 --peer-path ~/CarcassonneAI --against /tmp/before
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

from peer import load_peer
from random_games import play
from ratios import timed

HERE = Path(__file__).resolve().parent.parent
FUZZ_GAMES = Path(__file__).resolve().parent / "fuzz_games.py"
CANDIDATES = {"in-process": "reference_engine:handle", "stdio": f"{sys.executable} -m reference_engine"}


def fuzz_rate(tree: Path, candidate: str, games: int, warmup: int = 0) -> dict[str, float]:
    """``rulebook fuzz`` of ``tree`` in a fresh subprocess: games per wall and per CPU second
    (``{"wall", "cpu"}``) of ``games`` games from seed 1, after ``warmup`` untimed ones."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    out = subprocess.run([sys.executable, str(FUZZ_GAMES), "--child", candidate, "--games", str(games),
                          "--seed", "1", "--warmup", str(warmup)], env=env, cwd=tree, check=True,
                         capture_output=True, text=True).stdout
    measured: dict[str, float] = json.loads(out.strip().splitlines()[-1])
    return measured


def engine_child(games: int, seed: int) -> None:
    """``--engine-child``: this interpreter's engine alone (its ``PYTHONPATH``); prints games/CPU-s."""
    timed(150, -1, play)
    print(json.dumps({"cpu": games / timed(games, seed, play)}))


def tree_engine_rate(tree: Path, games: int, seed: int) -> float:
    env = {**os.environ, "PYTHONPATH": str(tree)}
    out = subprocess.run([sys.executable, __file__, "--engine-child", "--engine-games", str(games),
                          "--seed", str(seed)], env=env, cwd=tree, check=True, capture_output=True,
                         text=True).stdout
    return float(json.loads(out.strip().splitlines()[-1])["cpu"])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=200, help="fuzz games per measurement")
    parser.add_argument("--engine-games", type=int, default=100)
    parser.add_argument("--peer-games", type=int, default=10)
    parser.add_argument("--peer-path")
    parser.add_argument("--seed", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--engine-child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--against", type=Path, metavar="DIR", help="another source tree to measure alike")
    args = parser.parse_args()
    if args.engine_child:
        return engine_child(args.engine_games, args.seed)
    if not args.peer_path:
        parser.error("--peer-path is required")
    peer = load_peer(args.peer_path)
    timed(150, -1, play)  # the engine's fit tables fill during its first ~150 games
    timed(2, -1, peer)
    trees = {"this": HERE, **({"before": args.against.resolve()} if args.against else {})}
    rows: dict[str, list[float]] = {}

    def note(name: str, value: float) -> None:
        rows.setdefault(name, []).append(value)

    for run in range(args.runs):
        peer_rate = args.peer_games / timed(args.peer_games, run, peer)
        engine_rate = args.engine_games / timed(args.engine_games, run, play)
        note("peer games/CPU-s", peer_rate)
        note("engine games/CPU-s", engine_rate)
        note("engine / peer", engine_rate / peer_rate)
        if "before" in trees:
            for tname, tree in trees.items():
                rate = tree_engine_rate(tree, args.engine_games, run)
                note(f"{tname} engine (subprocess) games/CPU-s", rate)
                note(f"{tname} engine (subprocess) / peer", rate / peer_rate)
            note("this/before engine (subprocess)",
                 rows["this engine (subprocess) games/CPU-s"][-1] / rows["before engine (subprocess) games/CPU-s"][-1])
        for tname, tree in trees.items():
            for cname, candidate in CANDIDATES.items():
                measured = fuzz_rate(tree, candidate, args.games)
                note(f"{tname} fuzz {cname} games/s", measured["wall"])
                note(f"{tname} fuzz {cname} games/CPU-s", measured["cpu"])
                note(f"{tname} fuzz {cname} / peer (wall)", measured["wall"] / peer_rate)
                note(f"{tname} fuzz {cname} / peer (CPU)", measured["cpu"] / peer_rate)
        if "before" in trees:
            for cname in CANDIDATES:
                for unit in ("games/s", "games/CPU-s"):
                    note(f"this/before fuzz {cname} {unit}",
                         rows[f"this fuzz {cname} {unit}"][-1] / rows[f"before fuzz {cname} {unit}"][-1])
        load = os.getloadavg()[0]
        print(f"round {run + 1} (load {load:.1f}): " + "; ".join(f"{k} {v[-1]:.2f}" for k, v in rows.items()),
              flush=True)
    print(f"\nmedians of {args.runs} rounds ({args.games} fuzz games, {args.engine_games} engine games, "
          f"{args.peer_games} peer games per round; load average at the end {os.getloadavg()[0]:.1f}):")
    for name, values in rows.items():
        print(f"  {name:42s} {statistics.median(values):8.2f}   ({min(values):.2f}-{max(values):.2f})")


if __name__ == "__main__":
    main()

"""Speed as ratios against a reference measured in the same process (the speed
targets of bench/README.md).

Each figure is a median over ``--runs`` rounds; within a round the measured
thing and its reference run back to back in this one process, so load from
other processes on the machine hits both alike.  Times are this process's CPU
time (``time.process_time``: everything here is single-threaded), which other
processes disturb far less than wall-clock time on a shared machine.  Nothing here is asserted: speed is measured, never
tested.

* ``engine``: complete random 2-player base games/s of the reference engine
  (Python API) against the peer 33fred33/CarcassonneAI (only with
  ``--peer-path DIR``, see ``bench/peer.py``), and the game with Traders &
  Builders, Gold Mines and castles against the base game.  ``--warmup`` games
  of each, untimed, come first, so the first round measures the steady state
  like the others.
* ``validation``: every message of recorded random games of all four games,
  validated by ``first_error`` (compiled ``jsonschema-rs`` check, ``jsonschema``
  only to explain) against the ``jsonschema``-only path (``explain``).

``python bench/ratios.py --runs 5 --peer-path ~/CarcassonneAI``
(``bench/check_workers.py`` measures ``rulebook check`` serial against ``-n``.)
"""
from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from _measure import play_protocol
from peer import load_peer
from random_games import play

from rulebook.boxes import standard_game
from rulebook_protocol.schemas import explain, first_error


def timed(n: int, seed: int, player: Callable[[random.Random], Any]) -> float:
    """CPU seconds for ``n`` games of ``player`` from ``random.Random(seed)``."""
    rng = random.Random(seed)
    start = time.process_time()
    for _ in range(n):
        player(rng)
    return time.process_time() - start


def engine(args: argparse.Namespace) -> None:
    peer = load_peer(args.peer_path) if args.peer_path else None
    if args.warmup:  # steady state: caches filled and code warm on both sides before the first round
        timed(args.warmup, -1, play)
        timed(args.warmup, -1, lambda rng: play(rng, expansions=True))
        if peer is not None:
            timed(max(1, args.warmup // 5), -1, peer)
    ours, full, peers, vs_peer, vs_base = [], [], [], [], []
    for run in range(args.runs):
        t_ours = timed(args.games, run, play)
        t_full = timed(args.games, run, lambda rng: play(rng, expansions=True))
        ours.append(args.games / t_ours)
        full.append(args.games / t_full)
        vs_base.append(t_ours / t_full)
        if peer is not None:
            t_peer = timed(args.peer_games, run, peer)
            peers.append(args.peer_games / t_peer)
            vs_peer.append(ours[-1] / peers[-1])
        print(f"  round {run + 1}: base {ours[-1]:.0f}/s, 3 expansions {full[-1]:.0f}/s"
              + (f", CarcassonneAI {peers[-1]:.1f}/s" if peer else ""), flush=True)
    print(f"complete random 2-player base games/s, reference engine: median {statistics.median(ours):.0f}")
    print(f"with traders_and_builders, gold_mines, castles: median {statistics.median(full):.0f}, "
          f"{statistics.median(vs_base):.2f} x the base rate (rounds {_range(vs_base)})")
    if peer is not None:
        print(f"CarcassonneAI base games/s: median {statistics.median(peers):.1f}; reference engine "
              f"{statistics.median(vs_peer):.1f} x CarcassonneAI (rounds {_range(vs_peer)})")


def recorded_messages(games_per_game: int = 2) -> list[tuple[str, Any]]:
    """(schema name, instance) for every check the harness client makes in
    random protocol games of every game (requests, responses, moves, events,
    pending decisions, states)."""
    from rulebook import client as client_module

    seen: list[tuple[str, Any]] = []
    original_first_error = client_module.first_error

    def record(name: str, instance: Any) -> Any:
        seen.append((name, instance))
        return original_first_error(name, instance)

    client_module.first_error = record
    try:
        for game in ("carcassonne", "gold_rush", "discovery", "oregon"):
            for seed in range(games_per_game):
                play_protocol(random.Random(seed), standard_game(game, seed, 2), validate=True)
    finally:
        client_module.first_error = original_first_error
    return seen


def validation(args: argparse.Namespace) -> None:
    messages = recorded_messages()
    old_rates, new_rates, ratios = [], [], []
    for run in range(args.runs):
        start = time.process_time()
        old = [explain(name, instance) for name, instance in messages]
        t_old = time.process_time() - start
        start = time.process_time()
        new = [first_error(name, instance) for name, instance in messages]
        t_new = time.process_time() - start
        assert old == new, "the validators disagree"
        old_rates.append(len(messages) / t_old)
        new_rates.append(len(messages) / t_new)
        ratios.append(t_old / t_new)
        print(f"  round {run + 1}: jsonschema {old_rates[-1]:.0f}/s, compiled {new_rates[-1]:.0f}/s", flush=True)
    print(f"validation of {len(messages)} recorded messages: jsonschema only {statistics.median(old_rates):.0f}/s, "
          f"compiled check {statistics.median(new_rates):.0f}/s: {statistics.median(ratios):.1f} x faster "
          f"(rounds {_range(ratios)})")


def _range(values: list[float]) -> str:
    return f"{min(values):.2f}-{max(values):.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", nargs="*", choices=["engine", "validation"], default=["engine", "validation"])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=100, help="reference-engine games per round")
    parser.add_argument("--peer-games", type=int, default=10, help="CarcassonneAI games per round")
    parser.add_argument("--warmup", type=int, default=150,
                        help="reference-engine games of each kind (and a fifth as many peer games) played "
                             "untimed before the first round (default 150: the fit tables are filled after "
                             "about that many; 0: none)")
    parser.add_argument("--peer-path",
                        help="a checkout of 33fred33/CarcassonneAI (the folder holding Carcassonne_Game/)")
    args = parser.parse_args()
    for what in args.what or ["engine", "validation"]:
        {"engine": engine, "validation": validation}[what](args)


if __name__ == "__main__":
    main()

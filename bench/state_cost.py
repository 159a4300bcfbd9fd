"""The canonical state's cost per move, for all four games (bench/README.md).

For every position after a move of random 2-player games (standard boxes,
``rulebook.boxes.standard_game``), the time to build the canonical state
(``reference_engine.state``) and to encode it as one JSON line (what the stdio
server writes), against the time of the move itself (``legal_moves`` +
``apply``) measured in the same process: the ratio is the state's share of
a lockstep move (the fuzzer asks for the state after every move).  Figures
are medians of ``--runs`` rounds, CPU time.  Nothing is asserted.

``python bench/state_cost.py --runs 5``
(run it from another tree with ``PYTHONPATH=<tree> python bench/state_cost.py``
to compare two versions of the engine)
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from typing import Any

import reference_engine
from reference_engine import new_game, state
from rulebook.boxes import standard_game

GAMES = ("carcassonne", "gold_rush", "discovery", "oregon")


def positions(game_id: str, games: int) -> tuple[list[Any], float]:
    """Copies of the game after every move of ``games`` random games, and
    the CPU seconds the moves themselves took (legal_moves + apply)."""
    rng = random.Random(1)
    out, spent = [], 0.0
    for seed in range(games):
        request = {k: v for k, v in standard_game(game_id, seed, 2).items() if k not in ("cmd", "id")}
        game, _ = new_game(request.pop("game"), request.pop("players"), request.pop("draw"), **request)
        while True:
            start = time.process_time()
            legal = game.legal_moves()
            if not legal:
                break
            game.apply(legal[rng.randrange(len(legal))])
            spent += time.process_time() - start
            out.append(game.copy())
    return out, spent


def per_position(items: list[Any], work: Any) -> float:
    start = time.process_time()
    for item in items:
        work(item)
    return (time.process_time() - start) / len(items) * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--games", type=int, default=4, help="random games per game and round")
    args = parser.parse_args()
    print(f"engine: {reference_engine.__file__}")
    for game_id in GAMES:
        build, encode, share = [], [], []
        for _ in range(args.runs):
            games, spent = positions(game_id, args.games)
            move_us = spent / len(games) * 1e6
            build.append(per_position(games, state))
            states = [state(g) for g in games]
            encode.append(per_position(states, lambda s: json.dumps({"id": 1, "ok": True, "state": s},
                                                                   separators=(",", ":"))))
            share.append((build[-1] + encode[-1]) / move_us)
        print(f"{game_id}: state built in {statistics.median(build):.0f} us, encoded in "
              f"{statistics.median(encode):.0f} us per move; both = {statistics.median(share):.2f} x the move "
              f"itself (rounds {min(share):.2f}-{max(share):.2f})")


if __name__ == "__main__":
    main()

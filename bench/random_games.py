"""Complete random 2-player games per second, in process (issue 2).

A random game: draw, choose a legal tile placement uniformly, then a legal
figure move (or pass) uniformly, until the pile is empty.  Also times legal
move enumeration alone.  Run ``python bench/random_games.py --help``.

Figures are medians of ``--runs`` runs; each run plays ``--games`` games on
one core.  Nothing here is asserted: speed is measured, never tested.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

from reference_engine import new_game
from reference_engine.games.carcassonne.position import base_catalogue


def base_deck(rng: random.Random) -> list[str]:
    """The 71 tiles of the base game other than the start tile, shuffled."""
    deck = []
    for t in base_catalogue():
        deck += [t.id] * (t.count - (t.id == "BASE-D"))
    rng.shuffle(deck)
    return deck


def play(rng: random.Random, players: int = 2) -> int:
    """One complete random game; returns the number of moves."""
    game, _ = new_game("carcassonne", [f"p{i}" for i in range(players)], base_deck(rng))
    moves = 0
    while True:
        legal = game.legal_moves()
        if not legal:
            return moves
        game.apply(legal[rng.randrange(len(legal))])
        moves += 1


def games_per_second(n: int, seed: int) -> float:
    rng = random.Random(seed)
    start = time.perf_counter()
    for _ in range(n):
        play(rng)
    return n / (time.perf_counter() - start)


def enumeration_us(seed: int, positions: int = 2000) -> float:
    """Mean microseconds for one legal_moves() call over positions of random games."""
    rng = random.Random(seed)
    total, calls = 0.0, 0
    while calls < positions:
        game, _ = new_game("carcassonne", ["a", "b"], base_deck(rng))
        while True:
            t0 = time.perf_counter()
            legal = game.legal_moves()
            total += time.perf_counter() - t0
            calls += 1
            if not legal:
                break
            game.apply(legal[rng.randrange(len(legal))])
    return total / calls * 1e6


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    rates = [games_per_second(args.games, seed) for seed in range(args.runs)]
    enum = [enumeration_us(seed) for seed in range(args.runs)]
    print(f"complete random 2-player base games/s: median {statistics.median(rates):.0f} "
          f"(runs: {', '.join(f'{r:.0f}' for r in rates)})")
    print(f"legal_moves() per call: median {statistics.median(enum):.1f} µs")


if __name__ == "__main__":
    main()

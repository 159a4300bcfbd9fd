"""Complete random 2-player games per second, in process.

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

from _measure import games_per_second as _games_per_second
from _measure import play_out
from _measure import play_protocol as _play_protocol

from reference_engine import new_game
from reference_engine.games.carcassonne.position import tile_set

EXPANSIONS = ["traders_and_builders", "gold_mines", "castles"]


def base_deck(rng: random.Random, sets: tuple[str, ...] = ("base",)) -> list[str]:
    """The tiles of these sets other than the start tile, shuffled."""
    deck = []
    for name in sets:
        for t in tile_set(name):
            deck += [t.id] * (t.count - (t.id == "BASE-D"))
    rng.shuffle(deck)
    return deck


def play(rng: random.Random, players: int = 2, expansions: bool = False) -> int:
    """One complete random game (base, or with all three expansions);
    returns the number of moves."""
    if expansions:
        deck = base_deck(rng, ("base", "traders_and_builders", "gold_mines"))
        game, _ = new_game("carcassonne", [f"p{i}" for i in range(players)], deck, expansions=EXPANSIONS)
    else:
        game, _ = new_game("carcassonne", [f"p{i}" for i in range(players)], base_deck(rng))
    return play_out(game, rng)


def play_protocol(rng: random.Random, *, validate: bool) -> int:
    """A random base game through the protocol (see :func:`_measure.play_protocol`)."""
    return _play_protocol(rng, {"game": "carcassonne", "players": ["p0", "p1"], "draw": {"tiles": base_deck(rng)}},
                          validate=validate)


def games_per_second(n: int, seed: int, player=play) -> float:
    return _games_per_second(n, seed, player)

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
    api = statistics.median(rates)
    print(f"complete random 2-player base games/s, Python API: median {api:.0f} "
          f"(runs: {', '.join(f'{r:.0f}' for r in rates)})")
    full = [games_per_second(args.games, seed, lambda rng: play(rng, expansions=True)) for seed in range(args.runs)]
    print(f"with traders_and_builders, gold_mines and castles (103 tiles): median {statistics.median(full):.0f} "
          f"({statistics.median(full) / api:.2f} × the base run)")
    enum = [enumeration_us(seed) for seed in range(args.runs)]
    print(f"legal_moves() per call: median {statistics.median(enum):.1f} µs")
    small = max(10, args.games // 10)
    for label, validate in (("protocol, no schema checks", False), ("protocol, every message validated", True)):
        runs = [games_per_second(small, seed, lambda rng, validate=validate: play_protocol(rng, validate=validate))
                for seed in range(args.runs)]
        median = statistics.median(runs)
        print(f"games/s through the {label}: median {median:.1f} ({median / api:.3f} × the API run)")


if __name__ == "__main__":
    main()

"""Complete random Oregon games per second, in process.

A random game: the runner shuffles the standard box with a seed
(``rulebook.boxes``: start tiles, landscape and building cards, coal and gold
tiles); at each decision a legal move is chosen uniformly (start tiles, card
plays, extra turns, draws) until the game ends.  Also times ``legal_moves()``
alone and games through the protocol.  Run ``python bench/oregon_games.py
--help``.

Figures are medians of ``--runs`` runs; each run plays ``--games`` games on
one core.  Nothing here is asserted: speed is measured, never tested.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

from _measure import games_per_second as _games_per_second
from _measure import play_out
from _measure import play_protocol as _play_protocol

from reference_engine.games import GAMES
from rulebook.boxes import BOXES

PLAYERS = ("red", "blue", "green", "yellow")


def setup(rng: random.Random, players: int) -> dict[str, Any]:
    return BOXES["oregon"](random.Random(rng.getrandbits(64)), list(PLAYERS[:players]))


def play(rng: random.Random, players: int = 2) -> int:
    """One complete random game through the Python API; returns the number of moves."""
    game, _ = GAMES["oregon"].new_game(setup(rng, players))
    return play_out(game, rng)


def play_protocol(rng: random.Random, players: int = 2, *, validate: bool) -> int:
    """A random game through the protocol (see :func:`_measure.play_protocol`)."""
    return _play_protocol(rng, setup(rng, players), validate=validate)


def games_per_second(n: int, seed: int, player=play) -> float:
    return _games_per_second(n, seed, player)

def enumeration_us(seed: int, games: int = 30) -> float:
    """Mean microseconds of one ``legal_moves()`` call over the positions of random games."""
    rng = random.Random(seed)
    total, calls = 0.0, 0
    for _ in range(games):
        game, _ = GAMES["oregon"].new_game(setup(rng, 2))
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
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    for players in (2, 4):
        rates = [games_per_second(args.games, seed, lambda rng, players=players: play(rng, players))
                 for seed in range(args.runs)]
        print(f"complete random {players}-player Oregon games/s, Python API: median {statistics.median(rates):.0f} "
              f"(runs: {', '.join(f'{r:.0f}' for r in rates)})")
    enum = [enumeration_us(seed) for seed in range(args.runs)]
    print(f"legal_moves() per call: median {statistics.median(enum):.1f} µs")
    small = max(10, args.games // 10)
    for label, validate in (("protocol, no schema checks", False), ("protocol, every message validated", True)):
        runs = [games_per_second(small, seed, lambda rng, validate=validate: play_protocol(rng, validate=validate))
                for seed in range(args.runs)]
        print(f"2-player games/s through the {label}: median {statistics.median(runs):.1f}")


if __name__ == "__main__":
    main()

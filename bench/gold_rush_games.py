"""Complete random Gold Rush games per second, in process.

A random game: the standard box (71 land tiles, 63 mining tokens) shuffled
with the seed, then every move chosen uniformly from ``legal_moves`` until the
game is over.  Also times the same games through the protocol (a
:class:`reference_engine.Session`, with and without schema validation).
Run ``python bench/gold_rush_games.py --help``.

Figures are medians of ``--runs`` runs; each run plays ``--games`` games on
one core.  Nothing here is asserted: speed is measured, never tested.
"""
from __future__ import annotations

import argparse
import random
import statistics

from _measure import games_per_second as _games_per_second
from _measure import play_out
from _measure import play_protocol as _play_protocol

from reference_engine.games.gold_rush import new_game
from rulebook.boxes import BOXES


def play(rng: random.Random, players: int = 2) -> int:
    """One complete random game on the game object; returns the number of moves."""
    setup = BOXES["gold_rush"](rng, [f"p{i}" for i in range(players)])
    game, _ = new_game(setup)
    return play_out(game, rng)


def play_protocol(rng: random.Random, *, validate: bool, players: int = 2) -> int:
    """A random game through the protocol (see :func:`_measure.play_protocol`)."""
    return _play_protocol(rng, BOXES["gold_rush"](rng, [f"p{i}" for i in range(players)]), validate=validate)


def games_per_second(n: int, seed: int, player=play) -> float:
    return _games_per_second(n, seed, player)

def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50, help="games per run (default 50)")
    parser.add_argument("--runs", type=int, default=5, help="runs; the median is reported (default 5)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--protocol", action="store_true", help="also time games through the protocol")
    args = parser.parse_args()
    rates = [games_per_second(args.games, args.seed + run) for run in range(args.runs)]
    print(f"gold_rush, 2 players, in process: {statistics.median(rates):.1f} complete random games/s "
          f"(median of {args.runs} runs of {args.games}; runs: {', '.join(f'{r:.1f}' for r in rates)})")
    if args.protocol:
        for validate in (False, True):
            n = max(1, args.games // (10 if validate else 2))
            rates = [games_per_second(n, args.seed + run,
                                      lambda rng, validate=validate: play_protocol(rng, validate=validate))
                     for run in range(args.runs)]
            label = "protocol with schema validation" if validate else "protocol, no validation"
            print(f"gold_rush, 2 players, {label}: {statistics.median(rates):.1f} games/s (median of {args.runs} "
                  f"runs of {n})")


if __name__ == "__main__":
    main()

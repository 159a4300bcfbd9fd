"""Complete random games of The Discovery per second, in process.

A random game: the runner shuffles the 83 tiles of the (reconstructed) box;
at each decision a legal move is chosen uniformly — a tile placement, then a
deployment, a removal (which scores) or passing — until the last tile is
placed and the final scoring is done.  Also: the same with both variants on,
and through the protocol.  Run ``python bench/discovery_games.py --help``.

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

from reference_engine import new_game
from reference_engine.games.discovery.tiles import discovery_catalogue


def box(rng: random.Random) -> list[str]:
    """The 83 tiles other than the start tile, shuffled."""
    deck = [t.id for t in discovery_catalogue() for _ in range(t.count - (t.id == "DIS-START"))]
    rng.shuffle(deck)
    return deck


def play(rng: random.Random, players: int = 2, variants: tuple[str, ...] = ()) -> int:
    """One complete random game through the Python API; returns the moves made."""
    game, _ = new_game("discovery", [f"p{i}" for i in range(players)], box(rng), variants=list(variants))
    return play_out(game, rng)


def play_protocol(rng: random.Random, *, validate: bool) -> int:
    """A random 2-player game through the protocol (see :func:`_measure.play_protocol`)."""
    return _play_protocol(rng, {"game": "discovery", "players": ["p0", "p1"], "draw": {"tiles": box(rng)}},
                          validate=validate)


def games_per_second(n: int, seed: int, player=play) -> float:
    return _games_per_second(n, seed, player)

def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    rates = [games_per_second(args.games, seed) for seed in range(args.runs)]
    api = statistics.median(rates)
    print(f"complete random 2-player Discovery games/s, Python API: median {api:.0f} "
          f"(runs: {', '.join(f'{r:.0f}' for r in rates)})")
    both = [games_per_second(args.games, seed, lambda rng: play(rng, 4, ("two_tiles", "equal_turns")))
            for seed in range(args.runs)]
    print(f"4 players, two_tiles + equal_turns: median {statistics.median(both):.0f}")
    small = max(10, args.games // 10)
    for label, validate in (("protocol, no schema checks", False), ("protocol, every message validated", True)):
        runs = [games_per_second(small, seed, lambda rng, validate=validate: play_protocol(rng, validate=validate))
                for seed in range(args.runs)]
        median = statistics.median(runs)
        print(f"games/s through the {label}: median {median:.1f} ({median / api:.3f} × the API run)")


if __name__ == "__main__":
    main()

"""A behaviour hash of the reference engine: random games of all four games,
every response hashed.

Refactoring must not change what the engine answers.  This script plays
``--games`` games per game through the protocol (in process, through the
public :class:`reference_engine.Session`), each with a random player count,
random expansions or variants and a random reading (every interpretation key
the engine declares in ``hello``, a value drawn per game), answers chance
decisions with a seeded shuffle, and hashes every request and response
(SHA-256 over canonical JSON).  The same seed and code give the same hash;
compare the hash before and after a change that should keep behaviour.

Usage: ``python tests/behaviour_hash.py [--games 75] [--seed 0]``; prints one
line per game id and the combined hash.  Nothing here is a test: it is run by
hand around a refactoring (see the closing note of the change).
"""
from __future__ import annotations

import argparse
import hashlib
import json
import random
from typing import Any

from reference_engine import Session, standard_draw


def _canonical(message: Any) -> bytes:
    return json.dumps(message, sort_keys=True, separators=(",", ":")).encode()


def _subset(rng: random.Random, items: list[str]) -> list[str]:
    return [item for item in items if rng.random() < 0.5]


def play(session: Session, game: str, offer: dict[str, Any], rng: random.Random, digest: Any) -> int:
    """One random game of ``game``; feeds every message into ``digest``; returns the moves played."""
    ids = iter(range(1, 10**9))

    def send(cmd: str, **fields: Any) -> dict[str, Any]:
        request = {"id": next(ids), "cmd": cmd, **fields}
        response = session.handle(request)
        digest.update(_canonical(request))
        digest.update(_canonical(response))
        return response

    players = [f"p{i}" for i in range(rng.randint(2, 5 if game != "oregon" else 4))]
    fields: dict[str, Any] = {"game": game, "players": players}
    if offer["expansions"]:
        fields["expansions"] = _subset(rng, offer["expansions"])
    if offer["variants"]:
        fields["variants"] = _subset(rng, offer["variants"])
    reading = {key: rng.choice(values) for key, values in sorted(offer["interpretations"].items())}
    draw = standard_draw(game, players, rng)
    if fields.get("expansions"):
        # the expansions' tiles: what the box holds with them beyond what it holds without
        base = send("box", game=game)["box"]["tiles"]
        more = send("box", game=game, expansions=fields["expansions"])["box"]["tiles"]
        extra = [tile for tile, count in sorted(more.items()) for _ in range(count - base.get(tile, 0))]
        draw["tiles"] = rng.sample(draw["tiles"] + extra, len(draw["tiles"]) + len(extra))
    started = send("new_game", **fields, interpretations=reading, draw=draw)
    while not started.get("ok") and started["error"].get("details", {}).get("interpretation") in reading:
        # a key of an expansion that is not switched on: leave it out
        del reading[started["error"]["details"]["interpretation"]]
        started = send("new_game", **fields, interpretations=reading, draw=draw)
    if not started.get("ok"):
        return 0
    moves = 0
    while True:
        legal = send("legal_moves")
        if not legal.get("ok"):
            return moves
        if legal["moves"]:
            send("apply_move", move=rng.choice(legal["moves"]))
        else:
            pending = send("state").get("state", {}).get("chance")
            if not pending:
                return moves
            items = list(pending["items"])
            rng.shuffle(items)
            send("apply_move", move={"type": "shuffle", "order": items})
        moves += 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=75, help="games per game id (default 75)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    session = Session()
    hello = session.handle({"id": 0, "cmd": "hello", "protocol": 1})
    total = hashlib.sha256()
    for game, offer in sorted(hello["games"].items()):
        digest = hashlib.sha256()
        rng = random.Random(f"{args.seed}:{game}")
        moves = sum(play(session, game, offer, rng, digest) for _ in range(args.games))
        print(f"{game:12} {args.games} games {moves:7} moves  {digest.hexdigest()[:16]}")
        total.update(digest.digest())
    print(f"behaviour hash {total.hexdigest()}")


if __name__ == "__main__":
    main()

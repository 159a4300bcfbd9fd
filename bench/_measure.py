"""What every benchmark script shares: timing a batch of games, and playing a
random game through the protocol (in process, with or without schema checks).

Scripts import it as ``from _measure import ...`` (the script's folder is on
``sys.path``).  Speed is measured here, never asserted in a test.
"""
from __future__ import annotations

import random
import resource
import subprocess
import time
from collections.abc import Callable
from typing import Any

from reference_engine import Session


def games_per_second(n: int, seed: int, player: Callable[[random.Random], Any]) -> float:
    """Play ``n`` games with ``player(rng)`` from ``random.Random(seed)``; games/s."""
    rng = random.Random(seed)
    start = time.perf_counter()
    for _ in range(n):
        player(rng)
    return n / (time.perf_counter() - start)


def play_out(game: Any, rng: random.Random) -> int:
    """Play a game object (``legal_moves``/``apply``) to its end with uniformly
    random legal moves; returns the number of moves."""
    moves = 0
    while True:
        legal = game.legal_moves()
        if not legal:
            return moves
        game.apply(legal[rng.randrange(len(legal))])
        moves += 1


def play_protocol(rng: random.Random, new_game: dict[str, Any], *, validate: bool) -> int:
    """One complete random game through :class:`reference_engine.Session`,
    started with the ``new_game`` request fields; ``validate``: every request
    checked by the engine and every message by the harness client.  Returns
    the number of moves."""
    from rulebook.client import Client
    from rulebook.engines import InProcessEngine

    session = Session(validate=validate)
    call = Client(InProcessEngine(session.handle), validate=True).call if validate else None
    ids = iter(range(1, 10**9))

    def send(cmd: str, **fields: Any) -> dict[str, Any]:
        if call is not None:
            return call(cmd, **fields)
        return session.handle({"id": next(ids), "cmd": cmd, **fields})

    send("new_game", **new_game)
    moves = 0
    while True:
        legal = send("legal_moves")["moves"]
        if not legal:
            return moves
        send("apply_move", move=legal[rng.randrange(len(legal))])
        moves += 1


def timed_child(cmd: list[str], **run: Any) -> tuple[float, float, int]:
    """(wall seconds, CPU seconds of the child and its children, exit status) of ``cmd``,
    run with its output discarded; ``run``: more :func:`subprocess.run` arguments (``cwd``, ``env``)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    status = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, **run).returncode
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), status

"""The fuzz loop: standard games played in lockstep (:func:`fuzz`)."""
from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..boxes import BOXES, standard_game
from ..client import Client
from ..errors import NotApplicable, UsageError
from .diff import Divergence
from .lockstep import Case, Finding, Lockstep
from .shrinking import shrink

# --------------------------------------------------------------------------- the fuzz loop


def box_setup(game: str, seed: int, players: int, expansions: Sequence[str] = ()) -> dict[str, Any]:
    """The ``new_game`` fields of a standard game: :func:`standard_game`, or
    for Carcassonne with expansions the base tiles plus the expansions' tiles
    (spec/protocol.md §10), shuffled with ``random.Random(seed)``."""
    if game not in BOXES:
        raise UsageError(f"no box for game {game!r}; games: {', '.join(sorted(BOXES))}")
    if not expansions:
        return standard_game(game, seed, players)
    if game != "carcassonne":
        raise UsageError(f"--expansions is only known for carcassonne, not {game}")
    from reference_engine._data import data_root

    setup = standard_game(game, 0, players)
    deck = list(setup["draw"]["tiles"])
    for name in expansions:
        path = data_root() / "spec" / "tiles" / f"{name}.json"
        if path.is_file():
            tiles = json.loads(path.read_text(encoding="utf-8"))["tiles"]
            deck += [t["id"] for t in tiles for _ in range(t.get("count", 1))]
    deck.sort()
    random.Random(seed).shuffle(deck)
    setup["draw"] = {"tiles": deck}
    setup["expansions"] = sorted(set(expansions))
    return setup


@dataclass
class GameRecord:
    """One fuzzed game as the reference played it."""

    index: int
    seed: int
    setup: dict[str, Any]
    moves: list[dict[str, Any]] = field(default_factory=list)
    #: The reference's state before each move (``states[k]`` before move k).
    states: list[dict[str, Any]] = field(default_factory=list)
    divergence: Divergence | None = None


@dataclass
class FuzzResult:
    game: str
    seed: int
    games_played: int
    moves_played: int
    seconds: float
    finding: Finding | None = None


def play_game(lockstep: Lockstep, record: GameRecord, *, on_move: Callable[[int], None] | None = None) -> None:
    """Play one random game in lockstep, filling ``record`` (its moves, the
    reference's states, the first divergence)."""
    rng = random.Random(record.seed)
    case = Case(record.setup["game"], {"cmd": "new_game", **record.setup}, [])
    _, div = lockstep.start(case)
    if div is None:
        state, div = lockstep.state(0, after_move=False)
        record.states.append(state["state"])
    while div is None:
        step = len(record.moves)
        legal, div = lockstep.legal_moves(step)
        if div is not None or not legal["moves"]:
            break
        move = legal["moves"][rng.randrange(len(legal["moves"]))]
        record.moves.append(move)
        _, div = lockstep.apply(step, move)
        if div is None:
            state, div = lockstep.state(step, after_move=True)
            record.states.append(state["state"])
        if on_move:
            on_move(step + 1)
    record.divergence = div


def fuzz(reference: Client, candidate: Client, game: str, *, seed: int = 0, games: int = 10, players: int = 2,
         expansions: Sequence[str] = (), shrink_cases: bool = True, shrink_seconds: float = 60.0,
         use_load_position: bool = True,
         on_game: Callable[[int, int, GameRecord], None] | None = None,
         on_move: Callable[[int], None] | None = None) -> FuzzResult:
    """Play ``games`` random games (seeds ``seed`` … ``seed + games - 1``) in
    lockstep and stop at the first divergence, shrinking it.

    Raises :class:`ReferenceFailure` when the reference fails,
    :class:`UsageError` when the reference does not implement the game or an
    expansion, :class:`NotApplicable` when the candidate does not (or answers
    ``unsupported``), and the engines' errors when the candidate cannot even
    say ``hello``."""
    started = time.monotonic()
    for client, who, error in ((reference, "the reference", UsageError), (candidate, "the candidate", NotApplicable)):
        games_declared = client.hello().get("games", {})
        if game not in games_declared:
            raise error(f"{who} does not implement {game!r} (its hello lists "
                        f"{', '.join(games_declared) or 'no games'})")
        missing = [e for e in expansions if e not in games_declared[game].get("expansions", [])]
        if missing:
            raise error(f"{who} does not declare the expansion(s) {', '.join(missing)} for {game}")
    lockstep = Lockstep(reference, candidate)
    moves_played = 0
    for i in range(games):
        record = GameRecord(i, seed + i, box_setup(game, seed + i, players, expansions))
        play_game(lockstep, record, on_move=on_move)
        moves_played += len(record.moves)
        if on_game:
            on_game(i + 1, games, record)
        if record.divergence is not None:
            finding = Finding(game, record.seed, i, record.setup,
                              record.moves[: record.divergence.moves_needed], record.divergence,
                              reference.engine.description, candidate.engine.description)
            if shrink_cases:
                finding.shrunk = shrink(reference, candidate, finding, record.states, seconds=shrink_seconds,
                                        use_load_position=use_load_position)
            return FuzzResult(game, seed, i + 1, moves_played, time.monotonic() - started, finding)
    return FuzzResult(game, seed, games, moves_played, time.monotonic() - started)



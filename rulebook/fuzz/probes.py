"""Requests the fuzz loop mixes in besides the moves (issue 27, item 3):
``end_game`` in the middle of a game and ``perft`` that must leave the game
unchanged.

Both are drawn per game from generators of their own seeded with the game's
seed (:class:`Probes`), so a game's moves are the same draws as without them
and any process draws the same:

- **end_game** — about one game in :data:`END_GAME_ONE_IN` is ended by
  ``end_game`` before a move drawn at random (in any decision: a tile to
  place, a figure step, a card draw, a chance decision pending), instead of
  being played out.  Both engines' events (the final scoring of the position
  as it stands, spec/protocol.md §4 ``end_game``) and pending decision
  (``null``) are compared, then the canonical state.
- **perft** — before about one move in :data:`PERFT_ONE_IN`, when both
  engines declare the capability ``perft``, ``perft`` at depth 1 is sent to
  both: the counts (``nodes``) are compared, and the candidate's state after
  it must be the state before it ("The game is not changed", §4 ``perft``);
  a difference is a ``state`` divergence of the command ``perft`` at the
  first field that changed (every changed field listed).

A divergence found by a probe is reported like any other; its case (the
moves before the probe) does not replay the probe, so it is not shrunk (the
JSON transcript and the message say where it showed).
"""
from __future__ import annotations

import random
from collections import deque

from .diff import ABSENT, Divergence, JSONObject, differences, free_test, point
from .lockstep import Lockstep, _compare

__all__ = ["END_GAME_ONE_IN", "PERFT_ONE_IN", "Probes", "end_game", "perft_unchanged"]

#: About one game in this many is ended by ``end_game`` mid-game.
END_GAME_ONE_IN = 8
#: ``perft`` is checked before about one move in this many (engines declaring ``perft``).
PERFT_ONE_IN = 40
#: The move before which a game is ended is drawn from 1 … this (a game shorter than that is played out).
END_GAME_LATEST = 120


class Probes:
    """Which probes a game gets (its seed decides): :attr:`end_at`, the
    number of moves after which ``end_game`` is sent (``None``: the game is
    played out), and :meth:`perft_due`.  ``perft``: both engines declare it."""

    def __init__(self, seed: int, *, perft: bool, end_game_one_in: int = END_GAME_ONE_IN,
                 perft_one_in: int = PERFT_ONE_IN) -> None:
        ends = random.Random(f"end-game:{seed}")
        self.end_at: int | None = (ends.randrange(1, END_GAME_LATEST) if end_game_one_in > 0
                                   and ends.random() * end_game_one_in < 1 else None)
        self._perft = random.Random(f"perft:{seed}") if perft and perft_one_in > 0 else None
        self._one_in = perft_one_in
        self._due: list[bool] = []

    def perft_due(self, step: int) -> bool:
        """Whether ``perft`` is checked before move ``step`` (from 0)."""
        if self._perft is None:
            return False
        while len(self._due) <= step:
            self._due.append(self._perft.random() * self._one_in < 1)
        return self._due[step]


def end_game(lockstep: Lockstep, step: int) -> tuple[JSONObject, Divergence | None]:
    """``end_game`` on both engines after ``step`` moves: the events and the
    pending decision compared, then the state.  Returns the reference's
    state after it (``{}`` when a divergence came first) and the divergence.
    The answers the candidate still owes are read and compared first
    (:meth:`Lockstep.settle`), so their divergences come first."""
    div = lockstep.settle()
    if div is not None:
        return {}, div
    ref, cand, div = lockstep._both("end_game", step, {})
    if div is None:
        div = _compare("end_game", step, ref, cand, lockstep.typed, ("events", "pending"), lockstep.game)
    if div is not None:
        return {}, div
    state, div = lockstep.state(step, after_move=False)
    div = div or lockstep.settle()
    if div is not None:
        div.message = f"after end_game {point('end_game', step)}: {div.message}"
    return state.get("state", {}), div


def perft_unchanged(lockstep: Lockstep, step: int) -> Divergence | None:
    """``perft`` depth 1 on both engines before move ``step + 1``: the same
    count, and the candidate's state unchanged by it (compared with its own
    state before, so only what ``perft`` changed shows).  The answers the
    candidate still owes are read and compared first (:meth:`Lockstep.settle`).

    The candidate gets its three requests (``state``, ``perft``, ``state``)
    at once and answers them in order: one wait for its answers, not three.
    A failure or a refusal of any of them is a divergence, as any other
    request's (:meth:`Lockstep._candidate_answer`).  A state after exactly
    the state before (same JSON) is that unchanged, with nothing more to walk
    or check."""
    div = lockstep.settle()
    if div is not None:
        return div
    candidate = lockstep.candidate
    fields = {"depth": 1, "divide": False}
    unread = deque([candidate.send_ahead("state"), candidate.send_ahead("perft", **fields),
                    candidate.send_ahead("state")])
    try:
        # the state before has no reference answer to be like: checked in full
        before, div = lockstep._candidate_answer("state", step, {}, unread.popleft(), {"ok": True})
        if div is not None:
            return div
        ref = lockstep._reference_answer("perft", fields)
        cand, div = lockstep._candidate_answer("perft", step, fields, unread.popleft(), ref)
        if div is not None:
            return div
        assert before is not None and cand is not None
        where = point("perft", step)
        if ref.get("nodes") != cand.get("nodes"):
            return Divergence("legal_moves", "perft", step, "/nodes", ref.get("nodes"), cand.get("nodes", ABSENT),
                              f"perft {where}: depth 1 counts {cand.get('nodes')} in the candidate, "
                              f"{ref.get('nodes')} in the reference")
        after, div = lockstep._candidate_answer("state", step, {}, unread.popleft(), before)
        if div is not None:
            return div
    finally:
        lockstep.discard(unread)
    if after is before:  # exactly the same JSON (Client.receive's valid_like)
        return None
    assert after is not None
    found = differences(before["state"], after["state"], "/state", free_test(lockstep.game, "state"))
    if not found:
        return None
    path, was, now = found[0]
    more = "".join(f", {p}" for p, _, _ in found[1:6])
    return Divergence("state", "perft", step, path, was, now,
                      f"perft {where} changed the candidate's game (the spec: \"The game is not changed\"): "
                      f"{path} was {was!r} before and is {now!r} after{more and ' (also ' + more[2:] + ')'}",
                      others=tuple(found[1:]))

"""Perft: the number of move sequences of exactly ``depth`` decisions from a
position (spec/protocol.md §perft).  Tile draws come from the position's draw
pile, so the count is deterministic.  A game that ends before ``depth``
contributes nothing, and so does one that reaches a chance decision
(spec/protocol.md §7a): ``legal_moves`` lists no move for it."""
from __future__ import annotations

from rulebook_protocol.messages import PerftDivideRow

from .game import Game


def perft(game: Game, depth: int, *, divide: bool = False) -> tuple[int, list[PerftDivideRow] | None]:
    """``(nodes, divide)`` where ``divide`` lists ``{"move", "nodes"}`` per
    legal move at the root (``None`` unless asked).  ``game`` is not changed."""
    if depth < 0:
        raise ValueError("depth must be >= 0")
    if depth == 0:
        return 1, ([] if divide else None)
    if not divide:
        return _count(game, depth), None
    rows: list[PerftDivideRow] = []
    total = 0
    for move in game.legal_moves():
        child = game.copy()
        child.apply(move)
        n = _count(child, depth - 1)
        rows.append({"move": move, "nodes": n})
        total += n
    return total, rows


def _count(game: Game, depth: int) -> int:
    if depth == 0:
        return 1
    moves = game.legal_moves()
    if depth == 1:
        return len(moves)
    total = 0
    for move in moves:
        child = game.copy()
        child.apply(move)
        total += _count(child, depth - 1)
    return total

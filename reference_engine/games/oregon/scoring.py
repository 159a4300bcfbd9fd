"""Scoring of Oregon: a new farmer (OR-R-FSCORE-1…12), a new group
(OR-R-GROUP-1…3), a new building (OR-R-BSCORE-1…8), and the final scoring
and winners (OR-R-END-4…6).

Each function appends the events in the order of spec/oregon.md §Events and
changes the game's scores, coal and gold tiles and tokens.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rulebook_protocol.messages import Event

from . import rules as R

if TYPE_CHECKING:  # pragma: no cover
    from .game import Oregon


def _points(game: Oregon, p: int, points: int, reason: str, events: list[Event], **extra: Any) -> None:
    if points <= 0:
        return
    game.scores[p] += points
    events.append({"type": "points_scored", "player": game.players[p], "points": points, "reason": reason,
                   "final": False, **extra})


def _take(game: Oregon, p: int, mine: str, index: int, events: list[Event]) -> None:
    """Take the top coal or gold tile, if any is left (OR-R-FSCORE-6/7/10)."""
    supply, owned, kind = ((game.coal_supply, game.coal, "coal") if mine == "coal_mine"
                           else (game.gold_supply, game.gold, "gold"))
    if not supply:
        return
    value = supply.pop()
    owned[p].append(value)
    col, row = game.board.col_row(index)
    events.append({"type": f"{kind}_taken", "player": game.players[p], "value": value, "col": col, "row": row})


def activate(game: Oregon, p: int, token: str, events: list[Event]) -> None:
    """Turn ``p``'s ``token`` active if it is inactive (OR-R-FSCORE-12)."""
    sides = game.joker if token == "joker" else game.extra
    if not sides[p]:
        sides[p] = True
        events.append({"type": "token_activated", "player": game.players[p], "token": token})


def church_count(game: Oregon, index: int) -> int:
    """Farmers of any colour adjacent to the church at ``index``, at most 8."""
    owner = game.farmer_at
    return min(R.CHURCH_CAP, sum(1 for j in game.board.adjacent[index] if owner[j] >= 0))


def _score_building(game: Oregon, p: int, building: str, index: int, farmers: int,
                    events: list[Event]) -> None:
    """What ``farmers`` of ``p``'s farmers next to ``building`` earn ``p``."""
    col, row = game.board.col_row(index)
    if building in R.FIXED_POINTS:
        _points(game, p, R.FIXED_POINTS[building] * farmers, building, events, col=col, row=row, farmers=farmers)
    elif building == "church":
        points = church_count(game, index) * farmers
        if game.interpretations["church.cap"] == "total":
            points = min(points, R.CHURCH_CAP)
        _points(game, p, points, building, events, col=col, row=row, farmers=farmers)
    else:
        for _ in range(farmers):
            _take(game, p, building, index, events)
    if building in R.ACTIVATES:
        activate(game, p, R.ACTIVATES[building], events)


def score_farmer(game: Oregon, p: int, index: int, events: list[Event]) -> None:
    """The new farmer of ``p`` at ``index``: each adjacent building in
    ``(col, row)`` order (OR-R-FSCORE-1…12), then the group bonus (OR-R-GROUP-1…3)."""
    for j in game.board.adjacent[index]:
        building = game.building_at[j]
        if building is not None:
            _score_building(game, p, building, j, 1, events)
    size, joined_scored = group_after(game, index)
    if size >= R.GROUP_SIZE and not joined_scored:
        col, row = game.board.col_row(index)
        _points(game, p, R.GROUP_POINTS, "group", events, col=col, row=row, farmers=size)


def group_after(game: Oregon, index: int) -> tuple[int, bool]:
    """``(size, scored)``: the size of the group the farmer at ``index`` now
    belongs to, and whether any group it joined had already scored, i.e. had
    3 or more farmers (OR-R-GROUP-2/3; spec/oregon.md explains why size
    says it all).  Groups are the owner's farmers, or any farmers under
    ``group.colour=any``; connections are orthogonal."""
    owner = game.farmer_at
    orth = game.board.orthogonal
    same = (lambda j: owner[j] >= 0) if game.interpretations["group.colour"] == "any" else (
        lambda j, who=owner[index]: owner[j] == who)
    seen = {index}
    scored = False
    for start in orth[index]:
        if start in seen or not same(start):
            continue
        part = {start}
        stack = [start]
        while stack:
            k = stack.pop()
            for n in orth[k]:
                if n != index and n not in part and same(n):
                    part.add(n)
                    stack.append(n)
        if len(part) >= R.GROUP_SIZE:
            scored = True
        seen |= part
    return len(seen), scored


def score_building(game: Oregon, p: int, building: str, index: int, events: list[Event]) -> None:
    """The new ``building`` at ``index`` placed by ``p``: every player with
    own farmers adjacent, from ``p`` on in seating order (OR-R-BSCORE-1…8)."""
    n = len(game.players)
    owner = game.farmer_at
    around = [owner[j] for j in game.board.adjacent[index] if owner[j] >= 0]
    for k in range(n):
        q = (p + k) % n
        farmers = around.count(q)
        if farmers:
            _score_building(game, q, building, index, farmers, events)


def final_scoring(game: Oregon, events: list[Event]) -> None:
    """Reveal coal and gold (OR-R-END-4) and name the winners (OR-R-END-5/6)."""
    for p, name in enumerate(game.players):
        for reason, tiles in (("coal", game.coal[p]), ("gold", game.gold[p])):
            if tiles:
                game.scores[p] += sum(tiles)
                events.append({"type": "points_scored", "player": name, "points": sum(tiles), "reason": reason,
                               "final": True, "tiles": len(tiles)})
    on_board = game.farmers_on_board()
    events.append({"type": "game_ended", "scores": dict(zip(game.players, game.scores)),
                   "winners": winners(game.scores, on_board, game.players),
                   "farmers_on_board": dict(zip(game.players, on_board))})


def winners(scores: list[int], farmers: list[int], players: list[str]) -> list[str]:
    """The most points; among tied players the most farmers on the board;
    still tied: all of them (OR-R-END-5, OR-R-END-6)."""
    top = max(scores)
    tied = [p for p, s in enumerate(scores) if s == top]
    most = max(farmers[p] for p in tied)
    return [players[p] for p in tied if farmers[p] == most]

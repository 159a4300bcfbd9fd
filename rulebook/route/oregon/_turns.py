"""Oregon routes: which pieces each turn places (:mod:`rulebook.route.oregon._plan`
plays the turns, :mod:`rulebook.route.oregon._search` chooses the hands that pay them).

The draft's pieces placed in normal turns (:func:`board_pieces`: every
farmer, the buildings other than start tiles) and the ways to pay each with
cards (:func:`card_needs`: the row and column cards of its space for a
farmer, OR-R-FARMER-2; the building card and the row or column card for a
building, OR-R-BUILD-1; a joker for one landscape card, OR-R-JOKER-1); then
:func:`schedules`: every seating and sequence of turns round the table that
places them, one piece a turn (two in a turn whose extra-turn token is used,
OR-R-EXTRA-1; an inactive joker in the player's last placement,
OR-R-JOKER-3), idle turns where a player has nothing to place, and the turn
that triggers the end (:func:`end_trigger`, OR-R-END-1/2) followed only by
the rest of its round (OR-R-END-3).
"""
from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

from .rules import BUILDINGS, EMPTY_STACKS_TO_END, FARMERS_PER_PLAYER, TILES_PER_STACK

#: At most this many building assignments (each building to a player) and schedules are tried.
MAX_ASSIGNMENTS = 64
MAX_SCHEDULES = 48


def _bands(board: Any, col: int, row: int) -> tuple[str, str]:
    """``(row band symbol, column band symbol)`` of a space."""
    data = board.data
    return data["row_bands"][row // data["band_height"]], data["column_bands"][col // data["band_width"]]


def board_pieces(draft: dict[str, Any], board: Any) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Farmers and the buildings placed in normal turns, as placements
    (``bands``: the space's row band and column band symbols)."""
    farmers = [{"kind": "farmer", "player": f["player"], "col": f["col"], "row": f["row"],
                "bands": _bands(board, f["col"], f["row"])} for f in draft["farmers"]]
    buildings = [{"kind": "building", "building": b["building"], "col": b["col"], "row": b["row"],
                  "bands": _bands(board, b["col"], b["row"])} for b in draft["buildings"] if not b["start_tile"]]
    return farmers, buildings


def _pays(piece: dict[str, Any], joker: bool) -> list[tuple[list[str], dict[str, str]]]:
    """The ways to pay for ``piece``: ``(cards in discard order, the move's card fields)``."""
    row, col = piece["bands"]
    if piece["kind"] == "farmer":
        if joker:
            return [([col], {"row_card": "joker", "column_card": col}),
                    ([row], {"row_card": row, "column_card": "joker"})]
        return [([row, col], {"row_card": row, "column_card": col})]
    if joker:
        return [([piece["building"]], {"landscape_card": "joker"})]
    return [([lc, piece["building"]], {"landscape_card": lc}) for lc in dict.fromkeys((row, col))]


def card_needs(pieces: list[dict[str, Any]], joker_last: bool) -> list[dict[str, Any]]:
    ways = [_pays(piece, joker_last and k == len(pieces) - 1) for k, piece in enumerate(pieces)]
    return [{"cards": [c for cards, _ in combo for c in cards], "moves": [m for _, m in combo]}
            for combo in itertools.product(*ways)]


#: The turns of a route: ``(player, pieces placed)`` per turn, ``[]`` for an idle turn.
Turns = list[tuple[str, list[dict[str, Any]]]]


def schedules(draft: dict[str, Any], farmers: list[dict[str, Any]], buildings: list[dict[str, Any]],
              stop: str) -> Iterator[tuple[list[str], Turns, int | None]]:
    """Every ``(seating, turns, trigger)`` the plan can play, fewest turns
    first: ``turns`` a list of ``(player, pieces)`` per turn (``[]``: an idle
    turn), round the table from the seating's first player; ``trigger`` the
    index of the turn that triggers the end (:func:`end_trigger`), or ``None``."""
    names = [p["name"] for p in draft["players"]]
    n = len(names)
    hands = {p["name"]: p for p in draft["players"]}
    me = draft["turn"]["player"]
    doubles = {name for name in names if hands[name]["extra_turn"] == "inactive"}
    if stop == "draw" and draft["turn"]["extra_turn_used"]:
        doubles.add(me)
    early = me if stop == "extra" or (stop == "draw" and not draft["turn"]["extra_turn_used"]) else None
    holders = [sorted(names, key=lambda name: b["building"] not in hands[name]["building_cards"]) for b in buildings]
    found = []
    for owners in itertools.islice(itertools.product(*holders), MAX_ASSIGNMENTS):
        per: dict[str, list[dict[str, Any]]] = {name: [] for name in names}
        for b, owner in zip(buildings, owners):
            per[owner].append({**b, "player": owner})
        for f in farmers:
            per[f["player"]].append(f)
        if any(not per[name] for name in names if hands[name]["joker"] == "inactive"):
            continue
        at = {name: 3 if name == early else 2 for name in doubles}
        if any(len(per[name]) < at[name] for name in doubles):
            continue
        if stop == "extra" and not per[me]:
            continue
        needs = {name: len(per[name]) - (1 if name in doubles else 0) for name in names}
        lo = sum(needs.values())
        hi = n * (max(needs.values()) + 1) + 2 * n  # up to two rounds of idle turns for every player
        grouped = {name: sorted(per[name], key=lambda piece: (piece["kind"], sorted(piece["bands"]))) for name in names}
        farmers_first = {name: sorted(per[name], key=lambda piece: piece["kind"] != "farmer") for name in names}
        orders = [per]  # buildings then farmers as drafted; pieces paid alike one after another; farmers first
        orders += [o for i, o in enumerate((grouped, farmers_first))
                   if o != per and o not in (grouped, farmers_first)[:i]]
        for total, first, per in itertools.product(range(lo, hi), range(n), orders):
            seats = names[first:] + names[:first]
            if stop == "play" and seats[total % n] != me:
                continue
            if stop != "play" and (not total or seats[(total - 1) % n] != me):
                continue
            turns_of = {seats[s]: total // n + (1 if s < total % n else 0) for s in range(n)}
            if any(turns_of[name] < needs[name] for name in names):
                continue
            for idle_first in (True, False):  # a player's idle turns before their placements, or after
                spare_turns = {name: turns_of[name] - needs[name] for name in names}
                if not idle_first and (not any(spare_turns.values()) or (stop == "extra" and spare_turns[me])):
                    continue
                queues = {name: list(per[name]) for name in names}
                turns: Turns = []
                for t in range(total):
                    name = seats[t % n]
                    if (spare_turns[name] and idle_first) or not queues[name]:
                        spare_turns[name] -= 1
                        turns.append((name, []))
                        continue
                    k = 2 if (name in doubles and len(queues[name]) == at[name]) else 1
                    turns.append((name, [queues[name].pop(0) for _ in range(k)]))
                trigger = end_trigger(draft, turns)
                if (trigger is not None) != bool(draft["turn"]["end_triggered"]):
                    continue
                if trigger is not None and any(seats.index(turns[t][0]) <= seats.index(turns[t - 1][0])
                                               for t in range(trigger + 1, total)):
                    continue  # the game ends with the round in which the end is triggered (OR-R-END-3)
                if trigger is not None and stop == "play" and seats.index(me) <= seats.index(turns[-1][0]):
                    continue
                found.append((total, not idle_first, orders.index(per), seats, turns, trigger))
            if len(found) >= MAX_SCHEDULES:
                break
    found.sort(key=lambda f: f[:3])
    for _, _, _, seats, turns, trigger in found:
        yield seats, turns, trigger


def end_trigger(draft: dict[str, Any], turns: Turns) -> int | None:
    """The index of the turn whose placement triggers the end (the last
    farmer of a player, OR-R-END-1, or as many empty stacks as players,
    OR-R-END-2), or ``None``."""
    n = len(draft["players"])
    supply = {p["name"]: FARMERS_PER_PLAYER for p in draft["players"]}
    stacks = {b: TILES_PER_STACK for b in BUILDINGS}
    for t, (name, pieces) in enumerate(turns):
        for piece in pieces:
            if piece["kind"] == "farmer":
                supply[name] -= 1
                if not supply[name]:
                    return t
            else:
                stacks[piece["building"]] -= 1
                if sum(1 for v in stacks.values() if v <= 0) >= EMPTY_STACKS_TO_END.get(n, n):
                    return t
    return None

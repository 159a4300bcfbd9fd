"""Oregon routes: the search for every player's hands along a route
(:mod:`rulebook.route.oregon._plan` plays what it finds).

Two passes:

* **Backwards, per player** (:func:`_reachable`): the hands before each of
  the player's turns from which the rest of the route can still end in the
  draft's hand.  Before a placement the hand is the placement's cards plus
  the cards kept, and the kept cards are part of the next hand; the dealt
  hand is 3 landscape cards and 1 building card (OR-R-SETUP-3/4); a hand
  after a draw holds both kinds (OR-R-DRAW-3); an idle turn's hand can place
  nothing and discards two cards (OR-R-PLAY-1).
* **Forwards, all players** (:func:`search_plans`): turn by turn in route
  order, a step for the player to move from one of those hands to one of the
  next, whose draws the decks as they stand can give (a reshuffle, when a
  deck runs out, takes all its discards, OR-R-DRAW-5).  Turns that draw back
  the cards they played come first.

A plan is, per player, a list of steps ``{"hand", "play", "keep", "draw",
"moves"}`` (``play`` in discard order, ``moves`` the card fields of each
placement's move).  Hands are :class:`collections.Counter` objects.
"""
from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

from ._cards import Deck, Hand, card_pool, draw_order, is_dealt, is_drawn, kind
from .rules import HAND_SIZE

#: At most this many hands per turn are kept, dealt-hand combinations tried (of those the game's cards can
#: deal; at most MAX_DEAL_LOOKS looked at), and partial plans looked at.
MAX_HANDS = 400
MAX_DEALS = 200
MAX_DEAL_LOOKS = 20000
MAX_VISITS = 20000


def _key(hand: Hand) -> tuple[str, ...]:
    return tuple(sorted(hand.elements()))


def _within(small: Hand, big: Hand) -> bool:
    return all(big[c] >= n for c, n in small.items())


def _reachable(steps: list[dict[str, Any]], final: Hand, mode: str, pool: Hand, whole_hand: bool,
               idle_ok: Callable[[Hand], bool]) -> list[dict[tuple[str, ...], Hand]]:
    """Per turn ``j``: the hands before it from which the player's turns
    ``j…`` can end in ``final`` (``mode`` as in :func:`search_plans`)."""
    k = len(steps)
    levels: list[dict[tuple[str, ...], Hand]] = [dict() for _ in range(k)]
    for j in range(k - 1, -1, -1):
        found: dict[tuple[str, ...], Hand] = {}
        for keep in _keeps(steps[j], j == k - 1, mode, final, levels[j + 1] if j + 1 < k else {}, whole_hand):
            for play in _plays(steps[j], keep, pool, whole_hand):
                hand = keep + play
                if not _within(hand, pool) or not (is_dealt(hand) if j == 0 else is_drawn(hand)):
                    continue
                if steps[j].get("idle") and not idle_ok(hand):
                    continue
                found.setdefault(_key(hand), hand)
                if len(found) >= MAX_HANDS:
                    break
        levels[j] = found
    return levels


def _keeps(step: dict[str, Any], last: bool, mode: str, final: Hand, after: dict[tuple[str, ...], Hand],
           whole_hand: bool) -> list[Hand]:
    """The kept cards a turn may leave (sub-hands of a next hand)."""
    if step.get("idle"):
        sizes = {0 if whole_hand else HAND_SIZE - 2}
    else:
        sizes = {HAND_SIZE - len(need["cards"]) for need in step["needs"]}
    nexts = [final] if last else list(after.values())
    out: dict[tuple[str, ...], Hand] = {}
    for size in sizes:
        for hand in nexts:
            if last and mode in ("extra", "end"):
                if sum(hand.values()) == size:
                    out.setdefault(_key(hand), Counter(hand))
                continue
            # sorted: the same search in every process (a set's order follows the string hash seed)
            for combo in sorted(set(itertools.combinations(sorted(hand.elements()), size))):
                out.setdefault(tuple(combo), Counter(combo))
    return list(out.values())


def _plays(step: dict[str, Any], keep: Hand, pool: Hand, whole_hand: bool) -> list[Hand]:
    if not step.get("idle"):
        return [Counter(need["cards"]) for need in step["needs"]]
    size = HAND_SIZE - sum(keep.values())
    cards = sorted(c for c, n in pool.items() for _ in range(min(n, size)))
    return [Counter(combo) for combo in sorted(set(itertools.combinations(cards, size)))]


def search_plans(steps: dict[str, list[dict[str, Any]]], finals: dict[str, Hand], modes: dict[str, str],
                 turns: list[str], target: dict[str, Any], whole_hand: bool, idle_ok: Callable[[Hand], bool],
                 ordered_reshuffle: bool) -> Iterator[dict[str, list[dict[str, Any]]]]:
    """Plans for every player whose draws the decks can give.  ``steps``:
    per player their turns, each ``{"needs": [{"cards", "moves"}, ...]}`` (the
    ways to pay the placements) or ``{"idle": True}``; ``finals``: the
    draft's hands; ``modes``: per player ``"play"`` (the route ends before a
    turn: the last draw gives ``final``), ``"draw"`` (the last turn's draw
    step has drawn part of it), ``"extra"`` / ``"end"`` (the last turn keeps
    ``final`` and draws nothing: an extra turn to come, or a triggered end,
    OR-R-END-3); ``turns``: the player of each turn in route order;
    ``whole_hand``: idle turns discard the whole hand
    (``turn.no_placement=discard_hand``); ``ordered_reshuffle``: reshuffles
    keep the discard order (``cards.reshuffle=turn_over``)."""
    pool = card_pool(target)
    names = list(steps)
    levels = {n: _reachable(steps[n], finals[n], modes[n], pool, whole_hand, idle_ok) for n in names}
    deals = {n: (list(levels[n][0].values()) if steps[n] else ([finals[n]] if is_dealt(finals[n]) else []))
             for n in names}
    visits = [0]
    ends = {k: (Counter(target[f"{k}_deck"]), list(target[f"{k}_discards"])) for k in ("landscape", "building")}
    looked = itertools.islice(itertools.product(*(deals[n] for n in names)), MAX_DEAL_LOOKS)
    for combo in itertools.islice((c for c in looked if _within(sum(c, Counter()), pool)), MAX_DEALS):
        dealt = sum(combo, Counter())
        rest = pool - dealt
        decks = {k: Deck(Counter({c: n for c, n in rest.items() if kind(c) == k}), ordered_reshuffle)
                 for k in ("landscape", "building")}
        hands = dict(zip(names, combo))
        yield from _forward(0, turns, steps, levels, finals, modes, hands, {n: [] for n in names}, decks,
                            whole_hand, visits, ends)
        if visits[0] > MAX_VISITS:
            return


def _forward(t: int, turns: list[str], steps: dict[str, list[dict[str, Any]]],
             levels: dict[str, list[dict[tuple[str, ...], Hand]]], finals: dict[str, Hand],
             modes: dict[str, str], hands: dict[str, Hand], plans: dict[str, list[dict[str, Any]]],
             decks: dict[str, Deck], whole_hand: bool, visits: list[int],
             ends: dict[str, tuple[Hand, list[str]]]) -> Iterator[dict[str, list[dict[str, Any]]]]:
    visits[0] += 1
    if visits[0] > MAX_VISITS:
        return
    if t == len(turns):
        # only plans that leave the draft's decks and discard piles (what deck_orders checks again, in full)
        if all(+decks[k].cards == cards and decks[k].discards == discards for k, (cards, discards) in ends.items()):
            yield {n: list(p) for n, p in plans.items()}
        return
    name = turns[t]
    j = len(plans[name])
    step = steps[name][j]
    hand = hands[name]
    last = j == len(steps[name]) - 1
    options = []
    if step.get("idle"):
        size = sum(hand.values()) if whole_hand else 2
        for combo in sorted(set(itertools.combinations(sorted(hand.elements()), size))):
            options.append((list(combo), None))
    else:
        options = [(list(need["cards"]), need["moves"]) for need in step["needs"] if _within(Counter(need["cards"]),
                                                                                               hand)]
    found = []
    for play, moves in options:
        keep = hand - Counter(play)
        if last:
            final = finals[name]
            if modes[name] in ("extra", "end"):
                nexts = [final] if keep == final else []
            else:
                nexts = [final] if _within(keep, final) else []
        else:
            nexts = [h for h in levels[name][j + 1].values() if _within(keep, h)]
        for nxt in nexts:
            draw = Counter() if last and modes[name] in ("extra", "end") else nxt - keep
            found.append((sum((draw - Counter(play)).values()), play, moves, keep, nxt, draw))
    found.sort(key=lambda f: f[0])  # turns that draw back the cards they played first
    for _, play, moves, keep, nxt, draw in found:
        after = {}
        for k, deck in decks.items():
            moved = deck.after([c for c in play if kind(c) == k], [c for c in draw.elements() if kind(c) == k])
            if moved is None:
                break
            after[k] = moved
        else:
            entry = {"hand": hand, "play": play, "keep": keep, "draw": draw_order(draw, keep), "moves": moves}
            yield from _forward(t + 1, turns, steps, levels, finals, modes, {**hands, name: nxt},
                                {**plans, name: plans[name] + [entry]}, after, whole_hand, visits, ends)
        if visits[0] > MAX_VISITS:
            return

"""Oregon routes: the cards (issue 13; :mod:`rulebook.route._oregon` plays them).

A route's turns are fixed first (who places which piece when, which turns
are idle).  This module then chooses every hand along the way and arranges
the two decks so that the draws give exactly those hands:

* :func:`hand_plans` works backwards from each player's hand in the draft:
  before a placement the hand is the placement's cards plus cards kept from
  the next hand; the dealt hand is 3 landscape cards and 1 building card
  (OR-R-SETUP-3/4); a hand after a draw holds both kinds (OR-R-DRAW-3); an
  idle turn (no legal placement, OR-R-PLAY-1) discards two cards and draws
  two.  So a hand's mix changes where the draws change it (OR-R-DRAW-2).
* :func:`deck_orders` follows one deck through the route: the cards dealt,
  the cards drawn before the deck first runs out, then at every draw from an
  empty deck the discards shuffled into the order the route needs
  (OR-R-DRAW-5; the runner answers the chance decision), and at the end the
  draft's deck and discards.  Which cards a reshuffle takes is fixed by the
  play (all the discards), so a plan either fits exactly or not at all.

Cards are card names (``"eagle"``, ``"church"``); hands are
:class:`collections.Counter` objects.
"""
from __future__ import annotations

import heapq
import itertools
from collections import Counter
from collections.abc import Iterator
from typing import Any

from reference_engine.games.oregon.rules import BUILDINGS, DEAL_BUILDING, DEAL_LANDSCAPE, HAND_SIZE, SYMBOLS

#: At most this many hand plans are tried per player, and per route (all players together).
MAX_PLANS_PER_PLAYER = 48
MAX_PLANS = 400
#: At most this many partial plans (a turn's hand given the next) are looked at per player.
MAX_VISITS = 800


def kind(card: str) -> str:
    """``"landscape"`` or ``"building"``."""
    return "landscape" if card in SYMBOLS else "building"


def _kinds(hand: Counter) -> tuple[int, int]:
    return (sum(n for c, n in hand.items() if c in SYMBOLS), sum(n for c, n in hand.items() if c in BUILDINGS))


def _subsets(hand: Counter, size: int) -> list[Counter]:
    """The distinct sub-multisets of ``hand`` with ``size`` cards."""
    cards = sorted(hand.elements())
    return [Counter(c) for c in sorted(set(itertools.combinations(cards, size)))] if 0 <= size <= len(cards) else []


def _dealt(hand: Counter) -> bool:
    return _kinds(hand) == (DEAL_LANDSCAPE, DEAL_BUILDING)


def _drawn(hand: Counter) -> bool:
    held = _kinds(hand)
    return sum(held) == HAND_SIZE and held[0] >= 1 and held[1] >= 1


def _draw_order(cards: Counter, kept: Counter) -> list[str]:
    """The cards to draw, a kind the kept cards lack first (OR-R-DRAW-3)."""
    l_held, b_held = _kinds(kept)
    first = "landscape" if not l_held else "building" if not b_held else ""
    return sorted(cards.elements(), key=lambda c: (kind(c) != first, c))


def player_plans(steps: list[dict[str, Any]], final: Counter, stop: str, spare: list[str],
                 whole_hand: bool, idle_ok: Any) -> Iterator[list[dict[str, Any]]]:
    """Hand plans of one player: per turn ``{"hand", "play", "keep", "draw"}``
    (``play`` in discard order).  ``steps``: the player's turns, each
    ``{"needs": [{"cards": [...], "moves": [...]}, ...]}`` for a placement
    turn (one entry per way to pay it: the cards in discard order and the card
    fields of each placement's move) or ``{"idle": True}``; ``final``: the draft's
    hand; ``stop``: ``"play"`` (the draft waits before a turn: ``final`` is
    the hand after the last draw), ``"draw"`` (the last turn is in its draw
    step: ``final`` holds the kept cards and those drawn so far) or
    ``"extra"`` (the last turn waits for its extra placement: ``final`` is
    the kept cards, nothing drawn) or ``"end"`` (the last turn comes after
    the end is triggered and draws nothing, OR-R-END-3); ``spare``: cards an idle turn may discard
    besides the ones it draws back; ``idle_ok(hand)``: whether a hand can
    have no legal placement (idle turns); ``whole_hand``: idle turns discard the
    whole hand (``turn.no_placement=discard_hand``)."""
    k = len(steps)
    if k == 0:
        if _dealt(final):
            yield []
        return

    visits = [0]

    def back(j: int, after: Counter) -> Iterator[list[dict[str, Any]]]:
        visits[0] += 1
        if visits[0] > MAX_VISITS:
            return
        step = steps[j]
        last = j == k - 1
        options = []
        if step.get("idle"):
            sizes = [0] if whole_hand else [HAND_SIZE - 2]
            for size in sizes:
                for keep in _keeps(after, size, last, stop):
                    got = after - keep
                    plays = [got] if sum(got.values()) == HAND_SIZE - size else []
                    if j == 0 or not idle_ok(keep + got):  # other cards only where drawing back is no use
                        plays += [Counter(pair) for pair in sorted(set(itertools.combinations(sorted(spare),
                                                                                              HAND_SIZE - size)))]
                    for play in plays:
                        options.append((keep + play, sorted(play.elements()), keep))
        else:
            for need in step["needs"]:
                for keep in _keeps(after, HAND_SIZE - len(need["cards"]), last, stop):
                    options.append((keep + Counter(need["cards"]), list(need["cards"]), keep, need["moves"]))
        seen = set()
        # the turns that draw back the cards they play first: they leave the decks as they were
        options.sort(key=lambda o: sum(((after - o[2]) - Counter(o[1])).values()))
        for hand, play, keep, *moves in (o if len(o) == 4 else (*o, None) for o in options):
            key = (tuple(sorted(hand.elements())), tuple(play), repr(moves))
            if key in seen or not (_dealt(hand) if j == 0 else _drawn(hand)):
                continue
            if step.get("idle") and not idle_ok(hand):
                continue
            seen.add(key)
            draw = [] if last and stop in ("extra", "end") else _draw_order(after - keep, keep)
            entry = {"hand": hand, "play": play, "keep": keep, "draw": draw, "moves": moves[0]}
            if j == 0:
                yield [entry]
            else:
                for before in back(j - 1, hand):
                    yield before + [entry]

    yield from itertools.islice(back(k - 1, Counter(final)), MAX_PLANS_PER_PLAYER)


def _keeps(after: Counter, size: int, last: bool, stop: str) -> list[Counter]:
    if last and stop in ("extra", "end"):
        return [Counter(after)] if sum(after.values()) == size else []
    return _subsets(after, size)


def _changes(plan: list[dict[str, Any]]) -> int:
    """Cards a plan draws that its turn did not play (0: every turn draws back its cards)."""
    return sum(sum((Counter(step["draw"]) - Counter(step["play"])).values()) for step in plan)


def hand_plans(per_player: dict[str, list[list[dict[str, Any]]]]) -> Iterator[dict[str, list[dict[str, Any]]]]:
    """Combinations of the players' plans, fewest changed cards first (a
    best-first walk of the product), at most :data:`MAX_PLANS`."""
    names = list(per_player)
    ranked = {n: sorted(per_player[n], key=_changes) for n in names}
    costs = {n: [_changes(plan) for plan in ranked[n]] for n in names}

    def cost(index: tuple[int, ...]) -> int:
        return sum(costs[n][i] for n, i in zip(names, index))

    start = tuple(0 for _ in names)
    heap = [(cost(start), start)]
    seen = {start}
    given = 0
    while heap and given < MAX_PLANS:
        _, index = heapq.heappop(heap)
        yield {n: ranked[n][i] for n, i in zip(names, index)}
        given += 1
        for k, n in enumerate(names):
            if index[k] + 1 < len(ranked[n]):
                nxt = index[:k] + (index[k] + 1,) + index[k + 1:]
                if nxt not in seen:
                    seen.add(nxt)
                    heapq.heappush(heap, (cost(nxt), nxt))


def deck_orders(target: dict[str, Any], seats: list[str], turns: list[str], plans: dict[str, list[dict[str, Any]]],
                dealt: dict[str, Counter], ordered_reshuffle: bool) -> dict[str, Any] | None:
    """The decks of ``new_game`` and the order of every reshuffle, per kind:
    ``{"landscape": (deck, [order, ...]), "building": (...)}``, or ``None``
    when the plan does not fit the draft's cards.  ``turns``: the player of
    each turn in route order (each a step of that player's plan);
    ``dealt``: each player's dealt hand; ``ordered_reshuffle``: reshuffles
    keep the discard order (``cards.reshuffle=turn_over``)."""
    out = {}
    for deck_kind, deal_count, deck_key, discard_key in (
            ("landscape", DEAL_LANDSCAPE, "landscape_deck", "landscape_discards"),
            ("building", DEAL_BUILDING, "building_deck", "building_discards")):
        pool = Counter()
        for p in target["players"]:
            pool.update(c for c in p["landscape_cards"] + p["building_cards"] if kind(c) == deck_kind)
        pool.update(target[deck_key])
        pool.update(target[discard_key])
        hands = {name: sorted(c for c in dealt[name].elements() if kind(c) == deck_kind) for name in seats}
        deal = [hands[name][r] for r in range(deal_count) for name in seats]
        rest = pool - Counter(deal)
        if sum(rest.values()) != sum(pool.values()) - len(deal):
            return None
        events: list[tuple[str, Any]] = []
        index = {name: 0 for name in seats}
        for name in turns:
            step = plans[name][index[name]]
            index[name] += 1
            events += [("discard", c) for c in step["play"] if kind(c) == deck_kind]
            events.append(("draw", Counter(c for c in step["draw"] if kind(c) == deck_kind)))
        segments: list[list[str]] = [[]]
        deck, queue = Counter(rest), None
        discards: list[str] = []
        for what, wanted in events:
            if what == "discard":
                discards.append(wanted)
                continue
            wanted = Counter(wanted)
            while +wanted:  # the cards of one draw step, in the order the deck can give them
                if not sum(deck.values()):
                    if not discards:
                        return None
                    deck, queue = Counter(discards), (list(discards) if ordered_reshuffle else None)
                    segments.append([])
                    discards = []
                if queue is not None:
                    card = queue[0] if wanted[queue[0]] else None
                else:
                    card = next((c for c in sorted(+wanted) if deck[c]), None)
                if card is None:
                    return None
                deck[card] -= 1
                wanted[card] -= 1
                if queue is not None:
                    queue.pop(0)
                segments[-1].append(card)
        if +deck != Counter(target[deck_key]) or discards != list(target[discard_key]):
            return None
        if queue is not None and queue != list(target[deck_key]):
            return None
        tail = list(target[deck_key])
        if len(segments) == 1:
            out[deck_kind] = (deal + segments[0] + tail, [])
        else:
            out[deck_kind] = (deal + segments[0], segments[1:-1] + [segments[-1] + tail])
    return out

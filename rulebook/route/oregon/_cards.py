"""Oregon routes: the cards (:mod:`rulebook.route.oregon._search` chooses the
hands, :mod:`rulebook.route.oregon._plan` plays them).

:func:`deck_orders` follows each deck through a route whose hands are
planned: the cards dealt, the cards drawn before the deck first runs out,
then at every draw from an empty deck the discards shuffled into the order
the route needs (OR-R-DRAW-5; the runner answers the chance decision), and at
the end the draft's deck and discards.  Which cards a reshuffle takes is
fixed by the play (all the discards), so a plan either fits exactly or not at
all.  :class:`Deck` is the same bookkeeping one turn at a time (the search).

Cards are card names (``"eagle"``, ``"church"``); hands are
:class:`collections.Counter` objects.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from .rules import BUILDINGS, DEAL_BUILDING, DEAL_LANDSCAPE, HAND_SIZE, SYMBOLS

__all__ = ["Deck", "Decks", "Hand", "card_pool", "deck_orders", "draw_order", "is_dealt", "is_drawn", "kind"]

#: A multiset of cards (card name -> count): a hand, a deck, the cards of a game.
Hand = Counter[str]
#: Per kind of card (``landscape``, ``building``): the deck ``new_game`` gets, and the order of
#: every reshuffle to come (:func:`deck_orders`).
Decks = dict[str, tuple[list[str], list[list[str]]]]


def card_pool(position: dict[str, Any]) -> Hand:
    """Every Oregon card of ``position`` (a draft or state): the hands, both
    decks and both discard piles, as card name -> count.  No card ever
    leaves the game, so a route deals and draws exactly these."""
    pool: Hand = Counter()
    for p in position["players"]:
        pool.update(p["landscape_cards"] + p["building_cards"])
    for key in ("landscape_deck", "landscape_discards", "building_deck", "building_discards"):
        pool.update(position[key])
    return pool


def kind(card: str) -> str:
    """``"landscape"`` or ``"building"``."""
    return "landscape" if card in SYMBOLS else "building"


def _kinds(hand: Hand) -> tuple[int, int]:
    return (sum(n for c, n in hand.items() if c in SYMBOLS), sum(n for c, n in hand.items() if c in BUILDINGS))


def is_dealt(hand: Hand) -> bool:
    """Whether ``hand`` is a dealt hand: 3 landscape cards and 1 building card (OR-R-SETUP-3/4)."""
    return _kinds(hand) == (DEAL_LANDSCAPE, DEAL_BUILDING)


def is_drawn(hand: Hand) -> bool:
    """Whether ``hand`` is a hand after a draw: full, with both kinds (OR-R-DRAW-1, OR-R-DRAW-3)."""
    held = _kinds(hand)
    return sum(held) == HAND_SIZE and held[0] >= 1 and held[1] >= 1


def draw_order(cards: Hand, kept: Hand) -> list[str]:
    """The cards to draw, a kind the kept cards lack first (OR-R-DRAW-3)."""
    l_held, b_held = _kinds(kept)
    first = "landscape" if not l_held else "building" if not b_held else ""
    return sorted(cards.elements(), key=lambda c: (kind(c) != first, c))


def deck_orders(target: dict[str, Any], seats: list[str], turns: list[str], plans: dict[str, list[dict[str, Any]]],
                dealt: dict[str, Hand], ordered_reshuffle: bool) -> Decks | None:
    """The decks of ``new_game`` and the order of every reshuffle, per kind:
    ``{"landscape": (deck, [order, ...]), "building": (...)}``, or ``None``
    when the plan does not fit the draft's cards.  ``turns``: the player of
    each turn in route order (each a step of that player's plan);
    ``dealt``: each player's dealt hand; ``ordered_reshuffle``: reshuffles
    keep the discard order (``cards.reshuffle=turn_over``)."""
    out: Decks = {}
    for deck_kind, deal_count, deck_key, discard_key in (
            ("landscape", DEAL_LANDSCAPE, "landscape_deck", "landscape_discards"),
            ("building", DEAL_BUILDING, "building_deck", "building_discards")):
        pool: Hand = Counter()
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


class Deck:
    """One deck followed through the route: the cards left in it (a multiset,
    or a queue after a turned-over reshuffle) and its discards."""

    def __init__(self, cards: Hand, ordered: bool) -> None:
        self.cards: Hand = Counter(cards)
        self.queue: list[str] | None = None
        self.discards: list[str] = []
        self.ordered = ordered

    def after(self, play: list[str], draw: list[str]) -> Deck | None:
        """The deck after a turn discarding ``play`` and drawing ``draw``
        (cards of this deck only), or ``None`` when the draws cannot be made."""
        new = Deck.__new__(Deck)
        new.cards, new.queue, new.ordered = Counter(self.cards), (list(self.queue) if self.queue else self.queue), \
            self.ordered
        new.discards = self.discards + list(play)
        wanted = Counter(draw)
        while +wanted:
            if not sum(new.cards.values()):
                if not new.discards:
                    return None
                new.cards = Counter(new.discards)
                new.queue = list(new.discards) if new.ordered else None
                new.discards = []
            if new.queue is not None:
                card = new.queue[0] if wanted[new.queue[0]] else None
            else:
                card = next((c for c in sorted(+wanted) if new.cards[c]), None)
            if card is None:
                return None
            new.cards[card] -= 1
            wanted[card] -= 1
            if new.queue is not None:
                new.queue.pop(0)
        return new

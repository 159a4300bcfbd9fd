"""Cards: hands, the two decks and their discard piles, and the draw step
(OR-R-DRAW-1…6).

Hands are counts per card (``{"eagle": 2, ...}``).  Decks are lists with the
**top card last** (``pop()`` draws); discard piles are in the order discarded.
The draw step asks the player one card at a time; a draw with a single legal
choice is made without asking (a forced step).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from rulebook_protocol.errors import IllegalMove
from rulebook_protocol.messages import Event, Move

from ...kernel.chance import shuffle_of
from . import rules as R

if TYPE_CHECKING:  # pragma: no cover
    from .game import Oregon


def empty_landscape_hand() -> dict[str, int]:
    return {s: 0 for s in R.SYMBOLS}


def empty_building_hand() -> dict[str, int]:
    return {b: 0 for b in R.BUILDINGS}


def listed(hand: Mapping[str, int]) -> list[str]:
    """A hand as a sorted list of card names (canonical form)."""
    return [card for card in sorted(hand) for _ in range(hand[card])]


def hand_size(game: Oregon, p: int) -> int:
    return sum(game.hand_l[p].values()) + sum(game.hand_b[p].values())


def useless_cards(game: Oregon, p: int) -> list[str]:
    """Building cards in ``p``'s hand whose stack is empty (OR-R-DRAW-4), sorted."""
    return [b for b in sorted(R.BUILDINGS) if game.hand_b[p][b] and game.stacks[b] <= 0]


def available(game: Oregon, deck: str) -> int:
    """Cards that can still be drawn from ``deck``: the deck and its discards (OR-R-DRAW-5)."""
    if deck == R.LANDSCAPE:
        return len(game.l_deck) + len(game.l_discards)
    return len(game.b_deck) + len(game.b_discards)


def draw_problem(game: Oregon, p: int, deck: str) -> tuple[str, str] | None:
    """``None`` when ``p`` may draw from ``deck`` now, else ``(rule, message)``."""
    need = R.HAND_SIZE - hand_size(game, p)
    if need <= 0:
        return R.DRAW_TO_FOUR, f"{game.players[p]} already holds {R.HAND_SIZE} cards"
    left = {R.LANDSCAPE: available(game, R.LANDSCAPE), R.BUILDING: available(game, R.BUILDING)}
    if not left[deck]:
        return R.DRAW_RESHUFFLE, f"the {deck} deck and its discards are empty"
    held = {R.LANDSCAPE: sum(game.hand_l[p].values()), R.BUILDING: sum(game.hand_b[p].values())}
    held[deck] += 1
    left[deck] -= 1
    missing = [k for k in (R.LANDSCAPE, R.BUILDING) if not held[k] and left[k]]
    if len(missing) > need - 1:
        return R.DRAW_BOTH_KINDS, (f"after this draw {game.players[p]} could no longer hold a {missing[0]} card "
                                   f"({need - 1} card{'s' if need != 2 else ''} left to draw)")
    return None


def draw_moves(game: Oregon, p: int) -> list[Move]:
    """The legal moves of the draw step, in canonical order."""
    moves: list[Move] = [{"type": "draw_card", "deck": d} for d in (R.BUILDING, R.LANDSCAPE)
                                   if draw_problem(game, p, d) is None]
    useless = useless_cards(game, p)
    moves += [{"type": "exchange_card", "building": b} for b in useless]
    if useless and not any(m["type"] == "draw_card" for m in moves):
        moves.append({"type": "pass"})
    return moves


def check_draw(game: Oregon, p: int, move: Mapping[str, Any]) -> None:
    problem = draw_problem(game, p, move["deck"])
    if problem:
        raise IllegalMove(problem[1], rule=problem[0])


def check_exchange(game: Oregon, p: int, move: Mapping[str, Any]) -> None:
    b = move["building"]
    if not game.hand_b[p][b]:
        raise IllegalMove(f"{game.players[p]} holds no {b} building card", rule=R.DRAW_USELESS)
    if game.stacks[b] > 0:
        raise IllegalMove(f"the {b} card is not useless: its stack still holds {game.stacks[b]} tile(s)",
                          rule=R.DRAW_USELESS)


def check_keep(game: Oregon, p: int) -> None:
    """``pass`` in the draw step: only when no card can be drawn any more."""
    for deck in (R.LANDSCAPE, R.BUILDING):
        if draw_problem(game, p, deck) is None:
            raise IllegalMove(f"{game.players[p]} holds {hand_size(game, p)} cards and must draw back to "
                              f"{R.HAND_SIZE}", rule=R.DRAW_TO_FOUR)


def draw(game: Oregon, p: int, deck: str, events: list[Event]) -> None:
    """Draw the top card of ``deck`` into ``p``'s hand.  When the deck is
    empty its discards become the deck (OR-R-DRAW-5): shuffled by chance under
    ``cards.reshuffle=shuffle`` (the draw waits for the runner's order, see
    :func:`resolve_shuffle`), turned over under ``turn_over``."""
    pile, discards = _piles(game, deck)
    if not pile:
        if game.interpretations["cards.reshuffle"] == "shuffle":
            game.chance = shuffle_of(f"{deck}_discards", discards, R.DRAW_RESHUFFLE, then=(p, deck))
            return
        pile.extend(reversed(discards))
        events.append({"type": "deck_reshuffled", "deck": deck, "cards": len(discards)})
        discards.clear()
    _take_top(game, p, deck, events)


def resolve_shuffle(game: Oregon, order: list[str], events: list[Event]) -> None:
    """The runner's order (top first) for the pending shuffle: the shuffled
    discards become the deck and the waiting draw is made (OR-R-DRAW-5)."""
    chance = game.chance
    assert chance is not None
    p, deck = chance.then
    pile, discards = _piles(game, deck)
    game.chance = None
    pile.extend(reversed(order))
    discards.clear()
    events.append({"type": "deck_reshuffled", "deck": deck, "cards": len(order)})
    _take_top(game, p, deck, events)


def _piles(game: Oregon, deck: str) -> tuple[list[str], list[str]]:
    return (game.l_deck, game.l_discards) if deck == R.LANDSCAPE else (game.b_deck, game.b_discards)


def _take_top(game: Oregon, p: int, deck: str, events: list[Event]) -> None:
    card = _piles(game, deck)[0].pop()
    (game.hand_l if deck == R.LANDSCAPE else game.hand_b)[p][card] += 1
    events.append({"type": "card_drawn", "player": game.players[p], "deck": deck, "card": card})


def discard(game: Oregon, p: int, cards: list[str]) -> None:
    """Move ``cards`` from ``p``'s hand to their discard piles, in this order."""
    for card in cards:
        if card in game.hand_l[p]:
            game.hand_l[p][card] -= 1
            game.l_discards.append(card)
        else:
            game.hand_b[p][card] -= 1
            game.b_discards.append(card)


def discard_choices(game: Oregon, p: int) -> list[list[str]]:
    """The distinct sets of cards ``p`` may discard when no placement is
    legal (``turn.no_placement=discard_two``): two cards, fewer only when the
    hand holds fewer, each set sorted; the sets in sorted order."""
    hand = listed(game.hand_l[p]) + listed(game.hand_b[p])
    hand.sort()
    if len(hand) <= 2:
        return [hand]
    pairs = {(hand[i], hand[j]) for i in range(len(hand)) for j in range(i + 1, len(hand))}
    return [list(pair) for pair in sorted(pairs)]

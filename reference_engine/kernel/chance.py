"""Chance decisions: randomness the runner supplies in the middle of a game
(spec/protocol.md §7a, capability ``chance``).

When a rule shuffles something whose contents are not known when the game
starts (Oregon's discard pile, OR-R-DRAW-5; Gold Rush tokens put back into the
supply, GR-R-MTN-6; joined token stacks, GR-R-TOKEN-2; an unplaceable tile
shuffled back, CAR-R-TILE-5 under ``tiles.unplaceable=reshuffle``), the engine
stops with a :class:`Chance` pending, owned by no player:

    ``{"player": null, "decision": "shuffle", "pile": "<name>", "items": [...]}``

and the runner answers with the move ``{"type": "shuffle", "order": [...]}``,
the items in their new order, **top first**.  :func:`check_order` validates it
as a permutation of exactly those items; anything else is ``illegal_move``
naming the rule that shuffles, and changes nothing.

A game keeps the pending chance in its attribute ``chance`` (``None`` when no
chance decision is pending) and what to do once it is resolved in
``Chance.then`` (game data, never shown).
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rulebook_protocol.errors import IllegalMove, show
from rulebook_protocol.messages import JSONObject, Pending

#: The one chance decision of protocol version 1.
SHUFFLE = "shuffle"


@dataclass
class Chance:
    """A pending shuffle: ``pile`` names what is shuffled, ``items`` are its
    contents in canonical order (sorted), ``rule`` the rule id that shuffles,
    ``where`` optional public fields (e.g. the mountain's ``x``, ``y``,
    ``at``), ``then`` the game's own continuation data."""

    pile: str
    items: list[str]
    rule: str
    where: JSONObject = field(default_factory=dict)
    then: Any = None

    def pending(self) -> Pending:
        """The pending decision as ``legal_moves``, ``apply_move`` and the
        state's ``chance`` field give it."""
        return {"player": None, "decision": SHUFFLE, "pile": self.pile, **self.where, "items": list(self.items)}

    def copy(self) -> Chance:
        import copy as _copy

        return Chance(self.pile, list(self.items), self.rule, dict(self.where), _copy.deepcopy(self.then))


def shuffle_of(pile: str, items: Sequence[str], rule: str, *, where: Mapping[str, Any] | None = None,
               then: Any = None) -> Chance:
    """A :class:`Chance` for shuffling ``items`` (listed sorted, so the
    pending decision does not reveal any order)."""
    return Chance(pile, sorted(items), rule, dict(where or {}), then)


def check_order(chance: Chance, move: Mapping[str, Any]) -> list[str]:
    """The order a ``shuffle`` move gives (top first), checked to be a
    permutation of exactly ``chance.items``.  Raises :class:`IllegalMove`
    (rule ``chance.rule``) otherwise."""
    if move.get("type") != SHUFFLE:
        raise IllegalMove(f"chance must first shuffle the {chance.pile.replace('_', ' ')}: the runner answers "
                          f"with a shuffle move, not {show(move.get('type'))}", rule=chance.rule)
    order = list(move.get("order", []))
    if Counter(order) != Counter(chance.items):
        missing = sorted((Counter(chance.items) - Counter(order)).elements())
        extra = sorted((Counter(order) - Counter(chance.items)).elements())
        parts = ([f"missing {', '.join(missing)}"] if missing else []) + ([f"not in it: {', '.join(extra)}"]
                                                                          if extra else [])
        raise IllegalMove(f"the order is not a permutation of the {len(chance.items)} item(s) of the "
                          f"{chance.pile.replace('_', ' ')} ({'; '.join(parts)})", rule=chance.rule)
    return order


def refuse_shuffle(rule: str) -> None:
    """A ``shuffle`` move when no chance decision is pending: :class:`IllegalMove`."""
    raise IllegalMove("nothing is being shuffled: a shuffle move answers only a pending chance decision", rule=rule)


def refuse_chance_position(position: Mapping[str, Any]) -> None:
    """Positions are loaded between players' decisions: a position whose
    ``chance`` field is set (a state taken while chance was pending) is
    :class:`~rulebook_protocol.errors.InvalidPosition` (spec/protocol.md §7a)."""
    if position.get("chance") is not None:
        from rulebook_protocol.errors import InvalidPosition

        raise InvalidPosition("a position cannot be loaded while chance is pending: resolve the shuffle first, "
                              "then take the state")

"""Resolving chance decisions from a seed (spec/protocol.md §7a).

An engine that declares the capability ``chance`` may stop with a pending
decision owned by no player::

    {"player": null, "decision": "shuffle", "pile": "landscape_discards",
     "items": ["buffalo", "eagle", "wagon"]}

The runner answers it with ``{"type": "shuffle", "order": [...]}``, the items
in a new order, top first.  This module makes that answer: deterministically
from a seeded :class:`random.Random`, so a game record replays exactly, or
from an order a scenario states.  ``rulebook play``, the scenario steps, the
property tests and the fuzzer use it; nothing here talks to an engine.
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

#: The decision name of a chance decision (the only one in protocol version 1).
SHUFFLE = "shuffle"


def is_chance(pending: Mapping[str, Any] | None) -> bool:
    """Whether ``pending`` (a ``legal_moves``/``apply_move`` ``pending``) is a
    chance decision: no player decides."""
    return pending is not None and pending.get("player") is None


def shuffle_move(order: Sequence[str]) -> dict[str, Any]:
    """The move that answers a chance decision with ``order`` (top first)."""
    return {"type": SHUFFLE, "order": list(order)}


def resolve(pending: Mapping[str, Any], rng: random.Random) -> dict[str, Any]:
    """The move answering the chance decision ``pending``: its ``items``
    shuffled by ``rng`` (``random.Random.shuffle``; the same seed and the same
    items give the same order).  Raises :class:`ValueError` if ``pending`` is
    not a chance decision this version knows."""
    if not is_chance(pending) or pending.get("decision") != SHUFFLE:
        raise ValueError(f"not a chance decision: {pending!r}")
    order = list(pending["items"])
    rng.shuffle(order)
    return shuffle_move(order)


def resolve_seeded(pending: Mapping[str, Any], seed: int) -> dict[str, Any]:
    """:func:`resolve` with a fresh ``random.Random(seed)``."""
    return resolve(pending, random.Random(seed))


def stated(pending: Mapping[str, Any], order: Sequence[str]) -> dict[str, Any]:
    """The move a scenario states (``order`` top first), as given — it may be
    wrong on purpose.  Raises :class:`ValueError` if ``pending`` is not a
    chance decision."""
    if not is_chance(pending):
        raise ValueError(f"no chance decision is pending (the engine waits for {pending!r})")
    return shuffle_move(order)


def is_permutation(pending: Mapping[str, Any], order: Sequence[str]) -> bool:
    """Whether ``order`` is a permutation of exactly the pending items."""
    return Counter(order) == Counter(pending.get("items", []))


def not_a_permutation(pending: Mapping[str, Any], rng: random.Random) -> list[str]:
    """An order an engine must refuse (``illegal_move``): the pending items
    with one left out, one repeated, or (all alike) twice as many."""
    items = list(pending["items"])
    choices = [items[1:], items + [items[0]]]
    if len(set(items)) > 1:
        choices.append([items[0]] * len(items))
    order = rng.choice(choices)
    assert not is_permutation(pending, order)
    return order

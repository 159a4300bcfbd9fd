"""Gold Rush: the mining-token order of a route.

Tokens are drawn from the runner's token order whenever a tile with nugget
symbols is placed (the start tile included), so the tokens lying on the
draft's mountains must come first, in the order the route's tiles draw them,
then the draft's token pile.  Which order puts each token on its mountain
(stacks merge when mountains join) is found by trying the orders of those few
tokens; the caller keeps the first whose end state matches the draft.  With
more tokens than that, the orders tried are the interleavings of the draft's
stacks, each drawn bottom first (a stack only grows on top while its mountain
joins no other, so its tokens were drawn in that order; the tiles of a route
draw into several stacks in turn).
"""
from __future__ import annotations

import itertools
from collections.abc import Iterator

from .._planner import JSONObject

__all__ = ["MAX_INTERLEAVINGS", "MAX_TOKENS", "stack_interleavings", "token_orders"]

#: Most tokens on the draft's mountains whose orders are tried (7! = 5040 replays would be too slow).
MAX_TOKENS = 5
#: Most interleavings of the draft's stacks tried when they hold more tokens than MAX_TOKENS.
MAX_INTERLEAVINGS = 720


def token_orders(draft: JSONObject, request: JSONObject) -> Iterator[JSONObject]:
    """``new_game`` requests like ``request`` whose token order starts with
    the draft's mountain tokens, each distinct order once."""
    lying = [t for m in draft.get("mountains", []) for t in m.get("tokens", [])]
    pile = list(draft.get("token_pile", []))
    # tokens a player holds came off a mountain the route completes, the top of its stack first
    # (the route's planner has that player's figure there: the ``claim`` of rulebook.route.tiles.GOLD_RUSH)
    held = [t for p in draft.get("players", []) for t in reversed(p.get("tokens") or [])]
    if held:
        yield {**request, "draw": {**request["draw"], "tokens": held + lying + pile}}
        # the start tile (or another tile of the route) may draw its stack's tokens before the
        # completed mountain's: the held tokens interleaved with the draft's stacks
        stacks = [held] + [list(reversed(m["tokens"])) for m in draft.get("mountains", []) if m.get("tokens")]
        for order in itertools.islice(stack_interleavings(stacks), MAX_INTERLEAVINGS):
            if order != held + lying:
                yield {**request, "draw": {**request["draw"], "tokens": order + pile}}
    if len(lying) > MAX_TOKENS:
        stacks = [list(reversed(m.get("tokens", []))) for m in draft.get("mountains", []) if m.get("tokens")]
        for order in itertools.islice(stack_interleavings(stacks), MAX_INTERLEAVINGS):
            yield {**request, "draw": {**request["draw"], "tokens": order + pile}}
        return
    if not lying:
        return
    seen: set[tuple[str, ...]] = set()
    for permutation in itertools.permutations(lying):
        if permutation in seen:
            continue
        seen.add(permutation)
        yield {**request, "draw": {**request["draw"], "tokens": list(permutation) + pile}}


def stack_interleavings(stacks: list[list[str]]) -> Iterator[list[str]]:
    """Every distinct merge of ``stacks`` (each a list of tokens, bottom first)
    that keeps the order within each stack: the token orders in which tiles
    drawing into those stacks in turn build them.  ``[["1", "2"], ["5"]]``
    gives ``["1", "2", "5"]``, ``["1", "5", "2"]``, ``["5", "1", "2"]``."""
    seen: set[tuple[str, ...]] = set()

    def merge(rest: tuple[tuple[str, ...], ...], prefix: tuple[str, ...]) -> Iterator[list[str]]:
        if not any(rest):
            if prefix not in seen:
                seen.add(prefix)
                yield list(prefix)
            return
        for i, stack in enumerate(rest):
            if stack:
                yield from merge(rest[:i] + (stack[1:],) + rest[i + 1:], prefix + (stack[0],))

    yield from merge(tuple(tuple(s) for s in stacks), ())

"""Gold Rush: the mining-token order of a route.

Tokens are drawn from the runner's token order whenever a tile with nugget
symbols is placed (the start tile included), so the tokens lying on the
draft's mountains must come first, in the order the route's tiles draw them,
then the draft's token pile.  Which order puts each token on its mountain
(stacks merge when mountains join) is found by trying the orders of those few
tokens; the caller keeps the first whose end state matches the draft.
"""
from __future__ import annotations

import itertools
from collections.abc import Iterator
from typing import Any

#: Most tokens on the draft's mountains whose orders are tried (7! = 5040 replays would be too slow).
MAX_TOKENS = 5


def token_orders(draft: dict[str, Any], request: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """``new_game`` requests like ``request`` whose token order starts with
    the draft's mountain tokens, each distinct order once."""
    lying = [t for m in draft.get("mountains", []) for t in m.get("tokens", [])]
    pile = list(draft.get("token_pile", []))
    # tokens a player holds came off a mountain the route completes, the top of its stack first
    # (the route's planner has that player's figure there: rulebook.route._tiles.CLAIMS)
    held = [t for p in draft.get("players", []) for t in reversed(p.get("tokens") or [])]
    if held:
        yield {**request, "draw": {**request["draw"], "tokens": held + lying + pile}}
    if not lying or len(lying) > MAX_TOKENS:
        return
    seen: set[tuple[str, ...]] = set()
    for order in itertools.permutations(lying):
        if order in seen:
            continue
        seen.add(order)
        yield {**request, "draw": {**request["draw"], "tokens": list(order) + pile}}

"""The tile types a draft's game uses, as the reference engine loads it
(the route planners' view of the catalogue: :mod:`rulebook.route._tiles`,
:mod:`rulebook.route._gold_mines`, :mod:`rulebook.route._reachable`)."""
from __future__ import annotations

from typing import Any

from rulebook import oracle


def draft_catalogue(draft: dict[str, Any]) -> dict[str, Any]:
    """The tile types of ``draft``'s game as the reference engine loads it
    (its expansions and its own tile definitions included), by id; ``{}``
    when the engine refuses the draft (:func:`rulebook.oracle.tile_catalogue`)."""
    return oracle.tile_catalogue(draft)

"""The tile types a draft's game uses, as the reference engine loads it
(the route planners' view of the catalogue: :mod:`rulebook.route._tiles`,
:mod:`rulebook.route._gold_mines`, :mod:`rulebook.route._reachable`)."""
from __future__ import annotations

from typing import Any

from reference_engine import Session


def draft_catalogue(draft: dict[str, Any]) -> dict[str, Any]:
    """The tile types of ``draft``'s game as the reference engine loads it
    (its expansions and its own tile definitions included), by id; ``{}``
    when the engine refuses the draft."""
    session = Session(validate=False)
    if not session.handle({"id": 1, "cmd": "load_position", "game": draft["game"], "position": draft}).get("ok"):
        return {}
    return {t.id: t for t in session.game.catalogue}

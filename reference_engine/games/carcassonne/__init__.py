"""``carcassonne``: base Carcassonne, 2nd/3rd edition (spec/carcassonne.md)."""
from __future__ import annotations

from . import rules
from .game import Carcassonne
from .position import EXPANSIONS, load_position, new_game, to_state

#: What ``hello`` declares for this game (spec/protocol.md §hello).
DECLARATION = {
    "expansions": list(EXPANSIONS),
    "variants": [],
    "interpretations": {key: list(values) for key, values in rules.INTERPRETATIONS.items()},
    "capabilities": ["load_position", "perft", "custom_tiles"],
}

__all__ = ["Carcassonne", "DECLARATION", "load_position", "new_game", "to_state", "rules"]

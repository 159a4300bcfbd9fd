"""``carcassonne``: base Carcassonne, 2nd/3rd edition (spec/carcassonne.md),
with the expansions Traders & Builders, Gold Mines and castles
(spec/traders-and-builders.md, spec/gold-mines.md, spec/castles.md)."""
from __future__ import annotations

from rulebook_protocol.messages import GameDeclaration

from . import rules
from .game import Carcassonne
from .position import EXPANSIONS, all_interpretations, box, load_position, new_game, to_state

#: What ``hello`` declares for this game (spec/protocol.md §hello).
DECLARATION: GameDeclaration = {
    "expansions": list(EXPANSIONS),
    "variants": [],
    "interpretations": {key: list(values) for key, values in all_interpretations().items()},
    "capabilities": ["load_position", "perft", "custom_tiles", "chance", "box"],
}

__all__ = ["DECLARATION", "Carcassonne", "box", "load_position", "new_game", "rules", "to_state"]

"""``discovery``: Carcassonne: The Discovery (spec/discovery.md) on the shared
tile kernel — meadows, mountain ranges and seas as areas, port cities, the
remove-and-score move, and the two-tiles and equal-turns variants."""
from __future__ import annotations

from rulebook_protocol.messages import GameDeclaration

from . import rules
from .game import Discovery
from .position import box, load_position, new_game, to_state

#: What ``hello`` declares for this game (spec/protocol.md §hello).
DECLARATION: GameDeclaration = {
    "expansions": [],
    "variants": list(rules.VARIANTS),
    "interpretations": {key: list(values) for key, values in rules.INTERPRETATIONS.items()},
    "capabilities": ["load_position", "perft", "custom_tiles", "box"],
}

__all__ = ["DECLARATION", "Discovery", "box", "load_position", "new_game", "rules", "to_state"]

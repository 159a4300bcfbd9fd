"""``oregon``: the board game Oregon for 2–4 players (spec/oregon.md)."""
from __future__ import annotations

from rulebook_protocol.messages import GameDeclaration

from . import rules
from .game import Oregon
from .position import box, load_position, new_game, to_state

#: What ``hello`` declares for this game (spec/protocol.md §hello).
DECLARATION: GameDeclaration = {
    "expansions": [],
    "variants": [],
    "interpretations": {key: list(values) for key, values in rules.INTERPRETATIONS.items()},
    "capabilities": ["load_position", "perft", "custom_boards", "chance", "box"],
}

__all__ = ["DECLARATION", "Oregon", "box", "load_position", "new_game", "rules", "to_state"]

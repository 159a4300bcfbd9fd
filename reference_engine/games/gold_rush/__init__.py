"""``gold_rush``: Carcassonne: Gold Rush (spec/gold-rush.md).

Modules: :mod:`.rules` (rule ids, values, variants, interpretation keys),
:mod:`.game` (turn flow, moves, scoring of completed features),
:mod:`.stacks` (mining token stacks), :mod:`.cities` (cities and their
railroads), :mod:`.scoring` (values, majorities, tie order), :mod:`.endgame`
(final scoring), :mod:`.position` (set-up, positions, canonical state).
"""
from __future__ import annotations

from rulebook_protocol.messages import GameDeclaration

from . import rules
from .game import GoldRush
from .position import box, load_position, new_game, to_state

#: What ``hello`` declares for this game (spec/protocol.md §hello).
DECLARATION: GameDeclaration = {
    "expansions": [],
    "variants": list(rules.VARIANTS),
    "interpretations": {key: list(values) for key, values in rules.INTERPRETATIONS.items()},
    "capabilities": ["load_position", "perft", "custom_tiles", "chance", "box"],
}

__all__ = ["DECLARATION", "GoldRush", "box", "load_position", "new_game", "rules", "to_state"]

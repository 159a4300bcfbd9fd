"""Oregon's fixed numbers as the route planner uses them, each with the rule
that states it (spec/oregon.md).  The planner states them itself rather than
reading the reference engine's: the judge stands apart from the engine it
judges.  Card and building names come from ``spec/components.json``
(:mod:`rulebook_protocol.components`)."""
from __future__ import annotations

from rulebook_protocol.components import OREGON_DEFAULT_BOARD, components, oregon_buildings, oregon_symbols

#: The five landscape symbols (OR-R-COMP-3) and the seven building types (OR-R-COMP-4).
SYMBOLS: tuple[str, ...] = oregon_symbols()
BUILDINGS: tuple[str, ...] = oregon_buildings()
#: Playable farmers per player (OR-R-COMP-2, OR-R-SETUP-7).
FARMERS_PER_PLAYER = 14
#: Tiles per building stack (OR-R-COMP-5, OR-R-SETUP-2): the box's building tiles of one type.
TILES_PER_STACK = components("oregon", "building_tiles")[BUILDINGS[0]]
#: Cards in a full hand (OR-R-DRAW-1); dealt: 3 landscape + 1 building (OR-R-SETUP-3/4).
HAND_SIZE = 4
DEAL_LANDSCAPE, DEAL_BUILDING = 3, 1
#: Empty stacks that trigger the end, by player count (OR-R-END-2).
EMPTY_STACKS_TO_END = {2: 2, 3: 3, 4: 4}
#: The board a position names when it names none (spec/boards/oregon-default.json).
DEFAULT_BOARD = OREGON_DEFAULT_BOARD

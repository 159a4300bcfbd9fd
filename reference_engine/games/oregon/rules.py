"""Rule ids of Oregon (``spec/oregon.md``, ids of the rules inventory) and the
game's fixed values.

Code cites a rule by one of these constants, so an ``illegal_move`` error, an
event's ``rule`` field and the spec always agree on the id.
"""
from __future__ import annotations

from rulebook_protocol.components import OREGON_DEFAULT_BOARD, components, oregon_buildings, oregon_symbols

META = "OR-R-META-1"
COMP_FARMERS = "OR-R-COMP-2"
SETUP_FARMERS = "OR-R-SETUP-7"
FIRST_START_TILE = "OR-R-FIRST-1"
FIRST_EMPTY = "OR-R-FIRST-2"
FIRST_THEN_TURNS = "OR-R-FIRST-3"
TURN = "OR-R-TURN-1"
PLAY = "OR-R-PLAY-1"
FARMER_CARDS = "OR-R-FARMER-1"
FARMER_AREA = "OR-R-FARMER-2"
FARMER_EMPTY = "OR-R-FARMER-3"
FARMER_WATER = "OR-R-FARMER-4"
FARMER_DISCARD = "OR-R-FARMER-5"
BUILD_CARDS = "OR-R-BUILD-1"
BUILD_BANDS = "OR-R-BUILD-2"
BUILD_EMPTY = "OR-R-BUILD-3"
BUILD_AVAILABLE = "OR-R-BUILD-4"
BUILD_TERRAIN = "OR-R-BUILD-5"
BUILD_HARBOUR = "OR-R-BUILD-6"
JOKER_ACTIVE = "OR-R-JOKER-1"
JOKER_ONE_CARD = "OR-R-JOKER-2"
JOKER_USED = "OR-R-JOKER-3"
SCORE = "OR-R-SCORE-1"
GROUP_NEW = "OR-R-GROUP-1"
EXTRA_TURN = "OR-R-EXTRA-1"
EXTRA_SCORED = "OR-R-EXTRA-2"
EXTRA_ONCE = "OR-R-EXTRA-3"
DRAW_TO_FOUR = "OR-R-DRAW-1"
DRAW_EITHER = "OR-R-DRAW-2"
DRAW_BOTH_KINDS = "OR-R-DRAW-3"
DRAW_USELESS = "OR-R-DRAW-4"
DRAW_RESHUFFLE = "OR-R-DRAW-5"
DRAW_PASS_ON = "OR-R-DRAW-6"
END_LAST_FARMER = "OR-R-END-1"
END_STACKS = "OR-R-END-2"
END_ROUND = "OR-R-END-3"
END_COAL_GOLD = "OR-R-END-4"
END_WINNER = "OR-R-END-5"
END_TIE = "OR-R-END-6"

#: The five landscape symbols (cards and bands), in the order of the default board.
SYMBOLS: tuple[str, ...] = oregon_symbols()
#: The seven building types (cards, tiles, start tiles).
BUILDINGS: tuple[str, ...] = oregon_buildings()
#: Terrains a board space may have.
TERRAINS: tuple[str, ...] = ("meadow", "forest", "mountain", "railway", "water")
WATER = "water"
JOKER = "joker"
LANDSCAPE, BUILDING = "landscape", "building"

#: Playable farmers per player (OR-R-COMP-2, OR-R-SETUP-7).
FARMERS_PER_PLAYER = 14
#: Tiles per building stack (OR-R-COMP-5, OR-R-SETUP-2).
TILES_PER_STACK = 4
#: Landscape cards per symbol (OR-R-COMP-3) and building cards per type (OR-R-COMP-4).
CARDS_PER_SYMBOL, CARDS_PER_BUILDING = 10, 3
#: Coal and gold tiles of the box by value (OR-R-COMP-9, OR-R-COMP-10).
COAL_TILES = components("oregon", "coal")
GOLD_TILES = components("oregon", "gold")
#: Cards in a full hand (OR-R-DRAW-1); dealt: 3 landscape + 1 building (OR-R-SETUP-3/4).
HAND_SIZE = 4
DEAL_LANDSCAPE, DEAL_BUILDING = 3, 1
#: Players a game takes (OR-R-META-1).
MIN_PLAYERS, MAX_PLAYERS = 2, 4
#: Empty stacks that trigger the end, by player count (OR-R-END-2).
EMPTY_STACKS_TO_END = {2: 2, 3: 3, 4: 4}
#: Points per scoring farmer for the buildings that give fixed points
#: (OR-R-FSCORE-3/4/8/9, OR-R-BSCORE-2/3/7/8).
FIXED_POINTS = {"post_office": 3, "harbour": 4, "store": 1, "station": 1}
#: The token a building activates (OR-R-FSCORE-8/9, OR-R-BSCORE-7/8).
ACTIVATES = {"store": "joker", "station": "extra_turn"}
#: The church counts at most this many adjacent farmers (OR-R-FSCORE-5, OR-R-BSCORE-4).
CHURCH_CAP = 8
#: A new orthogonal group of at least GROUP_SIZE farmers scores GROUP_POINTS (OR-R-GROUP-1).
GROUP_SIZE, GROUP_POINTS = 3, 5
#: Interpretation keys (spec/interpretations.md, section Oregon) with the values
#: this engine implements; the first is the default.
INTERPRETATIONS: dict[str, tuple[str, ...]] = {
    "church.cap": ("count", "total"),
    "group.colour": ("own", "any"),
    "extra_turn.use": ("optional", "mandatory"),
    "turn.no_placement": ("discard_two", "discard_hand"),
    "cards.reshuffle": ("shuffle", "turn_over"),
    "draw.exchange": ("useless",),
    "mine.empty_supply": ("nothing",),
}

#: The default board file (spec/boards/<id>.json).
DEFAULT_BOARD = OREGON_DEFAULT_BOARD

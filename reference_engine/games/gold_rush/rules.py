"""Rule ids of Carcassonne: Gold Rush (``spec/gold-rush.md``), its scoring
values, figures, token faces, variants and interpretation keys.

Code cites a rule by one of these constants, so an ``illegal_move`` error, an
event and the spec always agree on the id.
"""
from __future__ import annotations

from rulebook_protocol.components import components

from ...kernel.placement import PlacementRules

#: The edge letters of this game's tiles (PC-R-TILEDEF-1 refuses a custom tile with others).
EDGE_LETTERS = "RMP"
#: The feature kind that holds an edge of each held letter (PC-R-TILEDEF-1): a railroad edge
#: is a railroad's, a mountain edge a mountain's (prairie edges ``P`` are split into halves).
EDGE_KINDS = {"R": "railroad", "M": "mountain"}

SETUP_START = "GR-R-SETUP-1"
SETUP_TOKENS = "GR-R-SETUP-3"
SETUP_PLAYERS = "GR-R-SETUP-5"
TURN_TILE = "GR-R-TURN-2"
TURN_ACTION = "GR-R-TURN-3"
PLACE_HAND = "GR-R-PLACE-1"
PLACE_ADJACENT = "GR-R-PLACE-2"
PLACE_MATCH = "GR-R-PLACE-3"
PLACE_UNPLACEABLE = "GR-R-PLACE-4"
TOKEN_NUGGETS = "GR-R-TOKEN-1"
TOKEN_STACKS = "GR-R-TOKEN-2"
COWBOY_SUPPLY = "GR-R-COWBOY-3"
COWBOY_ON_PLACED_TILE = "GR-R-COWBOY-4"
COWBOY_ROLES = "GR-R-COWBOY-5"
COWBOY_NO_FARMERS = "GR-R-COWBOY-7"
COWBOY_UNOCCUPIED = "GR-R-COWBOY-8"
COWBOY_TENTS = "GR-R-COWBOY-9"
TENT_MOUNTAIN = "GR-R-TENT-1"
TENT_INCOMPLETE = "GR-R-TENT-2"
TENT_FREE = "GR-R-TENT-3"
DIG = "GR-R-DIG-1"
MTN_MINE_FIRST = "GR-R-MTN-5"
MTN_UNCLAIMED = "GR-R-MTN-6"
RETURN = "GR-R-RETURN-1"
END_WHEN = "GR-R-END-1"
FINAL_MOUNTAINS = "GR-R-FINAL-2"
HOUSE_REMOVE = "GR-R-HOUSE-1"
COMP_TOKENS = "GR-R-COMP-7"

#: Playable cowboys per player (GR-R-COMP-3) and with the variant fifth_cowboy (GR-R-HOUSE-2).
COWBOYS, COWBOYS_FIFTH = 4, 5
#: Tents per player (GR-R-COMP-4).
TENTS = 1
#: Players a game takes (GR-R-META-1, GR-R-SETUP-5).
MIN_PLAYERS, MAX_PLAYERS = 2, 5
#: The role a cowboy takes on each feature kind (GR-R-COWBOY-5).
ROLE = {"railroad": "railwayman", "mountain": "gold_miner", "city": "merchant", "prairie": "farmer"}
#: Mining token faces and their values (GR-R-COMP-7, GR-R-TILES-4).
TOKEN_VALUE = {"1": 1, "2": 2, "3": 3, "5": 5, "gravel": 0}
#: The 63 tokens of the box, by face (GR-R-TILES-4).
BOX_TOKENS = components("gold_rush", "tokens")
#: Points per completed railroad leaving a city (GR-R-CITY-2), per tipi camp and
#: per wild-horse herd (GR-R-FINAL-6).
CITY_PER_RAILROAD, PER_TIPI, PER_HERD = 3, 2, 4
#: Variants this module implements (GR-R-COWBOY-7, GR-R-HOUSE-1, GR-R-HOUSE-2).
VARIANTS: tuple[str, ...] = ("fifth_cowboy", "no_farmers", "remove_cowboy")
#: Interpretation keys (spec/interpretations.md) with their values; first = default.
INTERPRETATIONS: dict[str, tuple[str, ...]] = {
    "city.occupancy": ("exclusive", "shared"),
    "mountain.mine_before_scoring": ("yes", "no"),
    "mountain.stack_join": ("shuffle", "larger_below", "smaller_below"),
    "mountain.tent_blocks_cowboy": ("no", "yes"),
    "mountain.tie_first": ("next_clockwise", "seating_order"),
    "mountain.unclaimed_tokens": ("supply", "removed", "remain"),
    "tiles.surplus_design": ("66", "64", "61"),
    "tokens.two_mountains": ("per_segment",),
}

#: The rules a tile placement must keep (shared kernel check).
PLACEMENT = PlacementRules(start=SETUP_START, empty_cell=PLACE_ADJACENT, adjacent=PLACE_ADJACENT,
                           edges_match=PLACE_MATCH, rotation=PLACE_MATCH)

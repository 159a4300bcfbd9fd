"""Rule ids of base Carcassonne (``spec/carcassonne.md``) and the scoring values.

Code cites a rule by one of these constants, so an ``illegal_move`` error, a
``points_scored`` event and the spec always agree on the id.
"""
from __future__ import annotations

from ...kernel.placement import PlacementRules

#: The edge letters of this game's tiles (PC-R-TILEDEF-1 refuses a custom tile with others).
EDGE_LETTERS = "CRF"

SETUP_START = "CAR-R-SETUP-1"
SETUP_SUPPLY = "CAR-R-SETUP-2"
SETUP_ORDER = "CAR-R-SETUP-3"
TURN = "CAR-R-TURN-1"
TILE_DRAW = "CAR-R-TILE-1"
TILE_EMPTY_CELL = "CAR-R-TILE-2"
TILE_ADJACENT = "CAR-R-TILE-3"
TILE_EDGES_MATCH = "CAR-R-TILE-4"
TILE_UNPLACEABLE = "CAR-R-TILE-5"
TILE_ROTATION = "CAR-R-TILE-6"
FOLLOWER_ON_PLACED_TILE = "CAR-R-FOLLOWER-1"
FOLLOWER_UNOCCUPIED = "CAR-R-FOLLOWER-2"
FOLLOWER_SUPPLY = "CAR-R-FOLLOWER-3"
FOLLOWER_ROLES = "CAR-R-FOLLOWER-4"
FOLLOWER_OPTIONAL = "CAR-R-FOLLOWER-5"
SCORE_WHEN = "CAR-R-SCORE-1"
SCORE_MAJORITY = "CAR-R-SCORE-2"
SCORE_RETURN = "CAR-R-SCORE-3"
ROAD_COMPLETE = "CAR-R-ROAD-1"
ROAD_POINTS = "CAR-R-ROAD-2"
CITY_COMPLETE = "CAR-R-CITY-1"
CITY_POINTS = "CAR-R-CITY-2"
CITY_TWO_TILES = "CAR-R-CITY-3"
CLOISTER = "CAR-R-CLOISTER-1"
FIELD_BOUNDS = "CAR-R-FIELD-1"
FIELD_POINTS = "CAR-R-FIELD-2"
END_WHEN = "CAR-R-END-1"
END_INCOMPLETE = "CAR-R-END-2"
END_FIELDS = "CAR-R-END-3"
END_WINNER = "CAR-R-END-4"

#: Followers each player starts with (CAR-R-SETUP-2).
FOLLOWERS_PER_PLAYER = 7
#: The role a follower takes on each feature kind (CAR-R-FOLLOWER-4).
ROLE = {"road": "thief", "city": "knight", "cloister": "monk", "field": "farmer"}
#: Players a game takes.
MIN_PLAYERS, MAX_PLAYERS = 2, 5
#: Interpretation keys this module understands, with their values; first = default.
INTERPRETATIONS: dict[str, tuple[str, ...]] = {
    "city.two_tile_points": ("4", "2"),
    "tiles.unplaceable": ("discard", "reshuffle"),
}

#: The rules a tile placement must keep (shared kernel check).
PLACEMENT = PlacementRules(start=SETUP_START, empty_cell=TILE_EMPTY_CELL, adjacent=TILE_ADJACENT,
                           edges_match=TILE_EDGES_MATCH, rotation=TILE_ROTATION)

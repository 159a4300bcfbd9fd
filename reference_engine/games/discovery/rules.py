"""Rule ids of The Discovery (``spec/discovery.md``), its areas and roles, the
variants and interpretation keys, and the counts the rules fix.

Code cites a rule by one of these constants, so an ``illegal_move`` error, an
event's ``rule`` and the spec always agree on the id.
"""
from __future__ import annotations

from ...kernel.placement import PlacementRules

COMP_TILES = "DI-R-COMP-1"
COMP_PLAYERS = "DI-R-COMP-4"
COMP_FOLLOWERS = "DI-R-COMP-5"
SETUP_START = "DI-R-SETUP-1"
SETUP_SUPPLY = "DI-R-SETUP-2"
TURN_ORDER = "DI-R-TURN-1"
TURN_TILE = "DI-R-TURN-2"
TURN_ACTION = "DI-R-TURN-3"
TURN_NOT_BOTH = "DI-R-TURN-4"
TURN_PASS = "DI-R-TURN-5"
PLACE_DRAW = "DI-R-PLACE-1"
PLACE_ADJACENT = "DI-R-PLACE-2"
PLACE_MATCH = "DI-R-PLACE-3"
PLACE_UNPLACEABLE = "DI-R-PLACE-4"
DEPLOY_AFTER_TILE = "DI-R-DEPLOY-1"
DEPLOY_ONE = "DI-R-DEPLOY-2"
DEPLOY_SUPPLY = "DI-R-DEPLOY-3"
DEPLOY_PLACED_TILE = "DI-R-DEPLOY-4"
DEPLOY_ROLES = "DI-R-DEPLOY-5"
DEPLOY_EMPTY_AREA = "DI-R-DEPLOY-6"
SCORE_REMOVE = "DI-R-SCORE-1"
SCORE_ANY_AREA = "DI-R-SCORE-2"
END_WHEN = "DI-R-END-1"
FINAL_EACH = "DI-R-FINAL-1"
FINAL_INCOMPLETE = "DI-R-FINAL-2"
FINAL_WINNER = "DI-R-FINAL-3"
VAR_TWO_TILES = "DI-R-VAR-1"
VAR_EQUAL_TURNS = "DI-R-VAR-2"

#: Terrain letter of a tile edge → the kind of area that covers it.
TERRAIN = {"G": "meadow", "M": "mountain", "S": "sea"}
#: The edge letters of this game's tiles (PC-R-TILEDEF-1 refuses a custom tile with others).
EDGE_LETTERS = "".join(TERRAIN)
#: Kinds of area a follower can stand in, with the role it takes (DI-R-DEPLOY-5).
ROLE = {"meadow": "explorer", "mountain": "brigand", "sea": "navigator"}
#: Followers each player can deploy: 5, less the score marker (DI-R-COMP-5).
FOLLOWERS_PER_PLAYER = 4
#: Players a game takes (DI-R-COMP-4).
MIN_PLAYERS, MAX_PLAYERS = 2, 5
#: The start tile of the engine's (reconstructed) tile set.
START_TILE = "DIS-START"

TWO_TILES = "two_tiles"
EQUAL_TURNS = "equal_turns"
#: Variant ids, in the order ``hello`` lists them.
VARIANTS: tuple[str, ...] = (TWO_TILES, EQUAL_TURNS)
#: Tiles each hand holds in the two-tiles variant (DI-R-VAR-1).
HAND_SIZE = 2
#: Tiles set aside by the equal-turns variant, by number of players (DI-R-VAR-2);
#: 5 players: the interpretation ``equal_turns.five_players``.
SET_ASIDE = {2: 1, 3: 2, 4: 3}

#: Interpretation keys of this game with the values the engine supports; first = default.
INTERPRETATIONS: dict[str, tuple[str, ...]] = {
    "areas.one_tile": ("reduced", "complete"),
    "deploy.completed_area": ("allowed", "forbidden"),
    "equal_turns.five_players": ("3", "1"),
    "redeploy.same_player": ("allowed",),
    "two_tiles.end": ("all_placed", "pile_empty"),
    "two_tiles.unplaceable": ("replace_each", "replace_when_stuck"),
}

#: The rules a tile placement must keep (shared kernel check).
PLACEMENT = PlacementRules(start=SETUP_START, empty_cell=PLACE_ADJACENT, adjacent=PLACE_ADJACENT,
                           edges_match=PLACE_MATCH, rotation=PLACE_MATCH)

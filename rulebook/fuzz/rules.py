"""Which rule a divergence concerns (:func:`rule_for`)."""
from __future__ import annotations

import re

from .diff import Divergence

# --------------------------------------------------------------------------- rules and export

#: Per game: ``points_scored`` reason → the rule that sets the value.
SCORING_RULES: dict[str, dict[str, str]] = {
    "carcassonne": {"road": "CAR-R-ROAD-2", "city": "CAR-R-CITY-2", "cloister": "CAR-R-CLOISTER-1",
                    "field": "CAR-R-FIELD-2", "goods": "TB-R-GOODS-7", "gold": "GM-R-FINAL-2",
                    "castle": "BCB-R-CASTLE-5"},
    "discovery": {"meadow": "DI-R-GRASS-1", "mountain": "DI-R-MTN-1", "sea": "DI-R-SEA-1"},
    "gold_rush": {"railroad": "GR-R-RAIL-2", "city": "GR-R-CITY-2", "mountain": "GR-R-MTN-2",
                  "prairie": "GR-R-FINAL-6", "gold": "GR-R-FINAL-8"},
    # A building's points go to every player with farmers beside it (OR-R-BSCORE-*), a new farmer's
    # to its owner (OR-R-FSCORE-*): the event does not say which placement it followed, OR-R-SCORE-1 does.
    "oregon": {"post_office": "OR-R-SCORE-1", "harbour": "OR-R-SCORE-1", "church": "OR-R-SCORE-1",
               "store": "OR-R-SCORE-1", "station": "OR-R-SCORE-1", "group": "OR-R-GROUP-1",
               "coal": "OR-R-END-4", "gold": "OR-R-END-4"},
}
#: Per game: event type / decision → the rule most likely broken.
EVENT_RULES: dict[str, dict[str, str]] = {
    "carcassonne": {"tile_placed": "CAR-R-TILE-4", "place_tile": "CAR-R-TILE-4",
                    "figure_placed": "CAR-R-FOLLOWER-2", "place_figure": "CAR-R-FOLLOWER-2",
                    "tile_discarded": "CAR-R-TILE-5", "tile_drawn": "CAR-R-TILE-5",
                    "figure_returned": "CAR-R-SCORE-3", "game_ended": "CAR-R-END-4"},
    "discovery": {"tile_placed": "DI-R-PLACE-3", "place_tile": "DI-R-PLACE-3",
                  "figure_placed": "DI-R-DEPLOY-6", "place_figure": "DI-R-DEPLOY-6",
                  "tile_discarded": "DI-R-PLACE-4", "tile_drawn": "DI-R-PLACE-1", "tile_set_aside": "DI-R-VAR-2",
                  "figure_returned": "DI-R-SCORE-1", "game_ended": "DI-R-FINAL-3"},
    "gold_rush": {"tile_placed": "GR-R-PLACE-3", "place_tile": "GR-R-PLACE-3", "tile_drawn": "GR-R-PLACE-1",
                  "tile_discarded": "GR-R-PLACE-4", "figure_placed": "GR-R-COWBOY-8", "place_figure": "GR-R-TURN-3",
                  "tent_placed": "GR-R-TENT-1", "place_tent": "GR-R-TENT-1", "token_taken": "GR-R-DIG-1",
                  "mine": "GR-R-DIG-1", "tokens_placed": "GR-R-TOKEN-1", "tokens_removed": "GR-R-FINAL-2",
                  "tokens_returned": "GR-R-MTN-6", "figure_returned": "GR-R-RETURN-1", "shuffle": "GR-R-TOKEN-2",
                  "remove_figure": "GR-R-HOUSE-1", "game_ended": "GR-R-FINAL-9"},
    "oregon": {"cards_dealt": "OR-R-SETUP-3", "start_tile_drawn": "OR-R-SETUP-9",
               "start_tile_placed": "OR-R-FIRST-2", "place_start_tile": "OR-R-FIRST-2",
               "start_tile_returned": "OR-R-FIRST-2", "farmer_placed": "OR-R-FARMER-3",
               "place_farmer": "OR-R-FARMER-3", "building_placed": "OR-R-BUILD-1", "place_building": "OR-R-BUILD-1",
               "play_cards": "OR-R-PLAY-1", "discard_cards": "OR-R-PLAY-1", "cards_discarded": "OR-R-PLAY-1",
               "card_drawn": "OR-R-DRAW-1", "draw_card": "OR-R-DRAW-1", "draw_cards": "OR-R-DRAW-1",
               "exchange_card": "OR-R-DRAW-4", "deck_reshuffled": "OR-R-DRAW-5", "shuffle": "OR-R-DRAW-5",
               "coal_taken": "OR-R-FSCORE-6", "gold_taken": "OR-R-FSCORE-7", "token_activated": "OR-R-FSCORE-12",
               "token_used": "OR-R-JOKER-3", "extra_turn": "OR-R-EXTRA-1", "end_triggered": "OR-R-END-1",
               "game_ended": "OR-R-END-5"},
}
#: Per game: the rule that says who scores (a different player in a ``points_scored``).
MAJORITY_RULES: dict[str, str] = {"carcassonne": "CAR-R-SCORE-2", "gold_rush": "GR-R-MAJ-2"}
#: Per game: completed feature kind → the rule that says when it is complete.
COMPLETION_RULES: dict[str, dict[str, str]] = {
    "carcassonne": {"road": "CAR-R-ROAD-1", "city": "CAR-R-CITY-1", "cloister": "CAR-R-CLOISTER-1"},
    "gold_rush": {"railroad": "GR-R-RAIL-1", "city": "GR-R-CITY-1", "mountain": "GR-R-MTN-1"},
}
#: Per game: a state field (the JSON Pointer's start, indices as ``*``) → the rule that sets it,
#: for a ``state`` divergence no event or move names (the longest matching start wins).
STATE_RULES: dict[str, dict[str, str]] = {
    "carcassonne": {"/state/players/*/score": "CAR-R-SCORE-1", "/state/players/*/supply": "CAR-R-FOLLOWER-3",
                    "/state/board": "CAR-R-TILE-4", "/state/figures": "CAR-R-FOLLOWER-2",
                    "/state/draw_pile": "CAR-R-TILE-1", "/state/discarded": "CAR-R-TILE-5",
                    "/state/players/*/goods": "TB-R-GOODS-7", "/state/gold": "GM-R-FINAL-2",
                    "/state/castles": "BCB-R-CASTLE-5"},
    "discovery": {"/state/players/*/score": "DI-R-SCORE-1", "/state/players/*/supply": "DI-R-DEPLOY-3",
                  "/state/players/*/hand": "DI-R-VAR-1", "/state/board": "DI-R-PLACE-3",
                  "/state/figures": "DI-R-DEPLOY-6", "/state/draw_pile": "DI-R-PLACE-1",
                  "/state/discarded": "DI-R-PLACE-4", "/state/set_aside": "DI-R-VAR-2"},
    "gold_rush": {"/state/players/*/score": "GR-R-SCORE-1", "/state/players/*/supply": "GR-R-COWBOY-3",
                  "/state/players/*/tokens": "GR-R-DIG-1", "/state/board": "GR-R-PLACE-3",
                  "/state/figures": "GR-R-COWBOY-8", "/state/mountains": "GR-R-TOKEN-2",
                  "/state/draw_pile": "GR-R-PLACE-1", "/state/token_pile": "GR-R-SETUP-3",
                  "/state/removed_tokens": "GR-R-FINAL-2", "/state/discarded": "GR-R-PLACE-4"},
    "oregon": {"/state/players/*/score": "OR-R-SCORE-1", "/state/players/*/supply": "OR-R-COMP-2",
               "/state/players/*/landscape_cards": "OR-R-DRAW-1", "/state/players/*/building_cards": "OR-R-DRAW-1",
               "/state/players/*/joker": "OR-R-JOKER-3", "/state/players/*/extra_turn": "OR-R-EXTRA-1",
               "/state/players/*/coal": "OR-R-FSCORE-6", "/state/players/*/gold": "OR-R-FSCORE-7",
               "/state/players/*/start_tile": "OR-R-FIRST-2", "/state/farmers": "OR-R-FARMER-3",
               "/state/buildings": "OR-R-BUILD-1", "/state/building_stacks": "OR-R-BUILD-3",
               "/state/landscape_deck": "OR-R-DRAW-2", "/state/landscape_discards": "OR-R-FARMER-5",
               "/state/building_deck": "OR-R-DRAW-2", "/state/building_discards": "OR-R-BUILD-3",
               "/state/coal_supply": "OR-R-SETUP-5", "/state/gold_supply": "OR-R-SETUP-6"},
}
#: When nothing better is known.
DEFAULT_RULE: dict[str, str] = {"carcassonne": "CAR-R-TURN-1", "discovery": "DI-R-TURN-1", "gold_rush": "GR-R-TURN-1",
                                "oregon": "OR-R-TURN-1"}


def rule_for(game: str, divergence: Divergence) -> str | None:
    """The rule id a divergence most likely concerns (``None`` if unknown, and
    for an engine failure: a crash, a timeout or a broken protocol is no
    rule's)."""
    if divergence.engine_failure:
        return None
    if divergence.command == "perft":
        return "PC-R-PERFT-1"  # perft counts without changing the game (spec/protocol.md §13)
    if divergence.kind == "error" and isinstance(divergence.details, dict):
        rule = divergence.details.get("rule")  # a refusal's rule id (schemas/v1/common.schema.json)
        if isinstance(rule, str) and rule:
            return rule
    for item in (divergence.reference_item, divergence.candidate_item):
        if not isinstance(item, dict):
            continue
        kind = item.get("type") or item.get("decision")
        if kind == "figure_placed" and divergence.path.endswith("/at"):
            return "PC-R-PLACE-1"  # the place given is kept (spec/protocol.md §13)
        if kind == "points_scored" and divergence.path.endswith("/player") and game in MAJORITY_RULES:
            return MAJORITY_RULES[game]
        if kind == "points_scored" and item.get("reason") in SCORING_RULES.get(game, {}):
            return SCORING_RULES[game][item["reason"]]
        if kind == "feature_completed":
            feature_kind = (item.get("feature") or {}).get("kind")
            if feature_kind in COMPLETION_RULES.get(game, {}):
                return COMPLETION_RULES[game][feature_kind]
        if kind in EVENT_RULES.get(game, {}):
            return EVENT_RULES[game][kind]
    if divergence.kind == "state":
        shape = re.sub(r"/\d+", "/*", divergence.path)
        starts = [start for start in STATE_RULES.get(game, {}) if shape == start or shape.startswith(start + "/")]
        if starts:
            return STATE_RULES[game][max(starts, key=len)]
    return DEFAULT_RULE.get(game)


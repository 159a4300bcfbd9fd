"""Which rule a divergence concerns (:func:`rule_for`)."""
from __future__ import annotations

from .diff import Divergence

# --------------------------------------------------------------------------- rules and export

#: Per game: ``points_scored`` reason → the rule that sets the value.
SCORING_RULES: dict[str, dict[str, str]] = {
    "carcassonne": {"road": "CAR-R-ROAD-2", "city": "CAR-R-CITY-2", "cloister": "CAR-R-CLOISTER-1",
                    "field": "CAR-R-FIELD-2", "goods": "TB-R-GOODS-7", "gold": "GM-R-FINAL-2",
                    "castle": "BCB-R-CASTLE-5"},
    "discovery": {"meadow": "DI-R-GRASS-1", "mountain": "DI-R-MTN-1", "sea": "DI-R-SEA-1"},
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
}
#: Per game: the rule that says who scores (a different player in a ``points_scored``).
MAJORITY_RULES: dict[str, str] = {"carcassonne": "CAR-R-SCORE-2"}
#: Per game: completed feature kind → the rule that says when it is complete.
COMPLETION_RULES: dict[str, dict[str, str]] = {
    "carcassonne": {"road": "CAR-R-ROAD-1", "city": "CAR-R-CITY-1", "cloister": "CAR-R-CLOISTER-1"},
}
#: When nothing better is known.
DEFAULT_RULE: dict[str, str] = {"carcassonne": "CAR-R-TURN-1", "discovery": "DI-R-TURN-1"}


def rule_for(game: str, divergence: Divergence) -> str | None:
    """The rule id a divergence most likely concerns (``None`` if unknown, and
    for an engine failure: a crash, a timeout or a broken protocol is no
    rule's)."""
    if divergence.engine_failure:
        return None
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
    return DEFAULT_RULE.get(game)


"""Final scoring of Gold Rush (GR-R-END-1, GR-R-FINAL-1..10).

Order (GR-R-FINAL-1): incomplete railroads, then mountains, then cities (each
group by canonical reference), then prairies, then the tokens each player
holds, then ``game_ended``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from rulebook_protocol.geometry import PLACE_RANK
from rulebook_protocol.messages import Event

from . import rules as R
from .scoring import city_points, gold_points, nuggets, prairie_points, railroad_points

if TYPE_CHECKING:
    from .game import GoldRush


def _ordered(game: GoldRush, roots: list[int]) -> list[int]:
    graph = game.board.graph

    def key(root: int) -> tuple[int, int, int]:
        x, y, at = graph.reference(root)
        return (x, y, PLACE_RANK[at])

    return sorted(roots, key=key)


def final_scoring(game: GoldRush, events: list[Event]) -> None:
    """Score the position as it stands and end the game."""
    graph = game.board.graph
    by_kind: dict[str, list[int]] = {"railroad": [], "mountain": [], "city": [], "prairie": []}
    stacked = set(game.stacks.all_roots())
    for root, feature in graph.features.items():
        kind = feature.kind
        if kind not in by_kind:
            continue
        if kind == "mountain":
            if root in stacked or feature.figures:
                by_kind[kind].append(root)
        elif feature.figures:
            # A railroad or city the tile just placed completed (end_game before step 2) scores
            # nothing, but its cowboys still return (spec/gold-rush.md GR-R-FINAL-5).
            by_kind[kind].append(root)

    for root in _ordered(game, by_kind["railroad"]):  # GR-R-FINAL-3
        feature = graph.features[root]
        if feature.open > 0:
            game.award(events, feature, railroad_points(graph, feature, complete=False), game.feature_ref(root),
                       final=True)
        game.return_figures(feature.figures, events)
    for root in _ordered(game, by_kind["mountain"]):  # GR-R-FINAL-2
        feature = graph.features[root]
        ref = game.feature_ref(root)
        tokens = game.stacks.take_all(graph, root)
        if tokens:
            game.removed_tokens.extend(tokens)
            events.append({"type": "tokens_removed", "feature": ref, "tokens": tokens, "rule": R.FINAL_MOUNTAINS,
                           "final": True})
        game.return_figures([f for f in feature.figures if f.figure == "tent"], events)
        if feature.open > 0:
            game.award(events, feature, nuggets(graph, feature), ref, final=True)
        game.return_figures(feature.figures, events)
    for root in _ordered(game, by_kind["city"]):  # GR-R-FINAL-4
        feature = graph.features[root]
        if not game.cities.is_complete(graph, root):
            points = city_points(len(game.cities.completed_railroads(graph, root)))
            game.award(events, feature, points, game.feature_ref(root), final=True)
        game.return_figures(feature.figures, events)
    if "no_farmers" not in game.variants:  # GR-R-FINAL-6, GR-R-FINAL-7; farmers stay
        for root in _ordered(game, by_kind["prairie"]):
            feature = graph.features[root]
            game.award(events, feature, prairie_points(graph, feature), game.feature_ref(root), final=True)
    for seat, name in enumerate(game.players):  # GR-R-FINAL-8
        points = gold_points(game.held[seat])
        if points > 0:
            game.scores[seat] += points
            events.append({"type": "points_scored", "player": name, "points": points, "reason": "gold",
                           "feature": None, "final": True})
    game.finish(events)

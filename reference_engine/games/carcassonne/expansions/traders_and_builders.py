"""Traders & Builders: goods tokens, the builder and the pig
(spec/traders-and-builders.md, rule ids TB-R-…)."""
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from rulebook_protocol.errors import IllegalMove, InvalidPosition
from rulebook_protocol.messages import Event, JSONObject, Move, State

from . import Expansion

if TYPE_CHECKING:
    from ..game import Carcassonne

GOODS = ("wine", "wheat", "cloth")
#: (a builder in the supply, a pig in the supply) → the kinds of segment they may go on.
_PLACES_FOR = {(True, True): ("road", "city", "field"), (True, False): ("road", "city"),
               (False, True): ("field",), (False, False): ()}


class TradersAndBuilders(Expansion):
    """Goods to whoever completes a city (TB-R-GOODS-*), the builder's double
    turn (TB-R-BUILDER-*), the pig's bonus in fields (TB-R-PIG-*)."""

    id = "traders_and_builders"
    tile_set = "traders_and_builders"
    interpretations: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "builder.on_completing_tile": ("allowed", "forbidden"),
        "builder.double_turns": ("one", "chain"),
        "builder.second_tile": ("always",),
        "goods.nobody_holds": ("nobody_scores", "all_score"),
        "goods.final_scoring": ("majority",),
    }

    def max_part(self, game: Carcassonne) -> float:
        """2 (one double turn, TB-R-BUILDER-7); no bound (infinity) under
        ``builder.double_turns = "chain"`` (TB-R-HOUSE-1; PC-R-POS-2: any part from 1)."""
        return 2 if game.interpretations["builder.double_turns"] != "chain" else float("inf")

    def init(self, game: Carcassonne) -> None:
        game.ext[self.id] = {"goods": [dict.fromkeys(GOODS, 0) for _ in game.players], "double_turn": False}

    def supply(self, players: int) -> dict[str, int]:
        """One builder and one pig each (TB-R-SETUP-3)."""
        return {"builder": 1, "pig": 1}

    # -------------------------------------------------------------- state
    def player_state(self, game: Carcassonne, player: int) -> JSONObject:
        return {"goods": dict(game.ext[self.id]["goods"][player])}

    def load_player(self, game: Carcassonne, player: int, entry: JSONObject) -> None:
        goods = entry.get("goods", {})
        if set(goods) - set(GOODS):
            raise InvalidPosition(f"unknown goods {sorted(set(goods) - set(GOODS))}")
        game.ext[self.id]["goods"][player] = {g: int(goods.get(g, 0)) for g in GOODS}

    def state(self, game: Carcassonne) -> JSONObject:
        return {"double_turn": game.ext[self.id]["double_turn"]}

    def load(self, game: Carcassonne, position: State) -> None:
        game.ext[self.id]["double_turn"] = bool(position.get("double_turn", False))

    # -------------------------------------------------------------- turn
    def after_tile_placed(self, game: Carcassonne, events: list[Event]) -> None:
        """A tile that continues a road or city holding the active player's
        builder earns a second part — in the first part only (TB-R-BUILDER-7,
        -14); judged at placement, so it holds even if the builder leaves
        during this part (TB-R-BUILDER-10)."""
        if game.supply[game.active].get("builder", 0):
            return  # the builder is in the supply, not on the board
        if game.part != 1 and game.interpretations["builder.double_turns"] != "chain":
            return
        if game.placed_with_own(_PLACES_FOR[True, False], "builder"):
            game.ext[self.id]["double_turn"] = True

    def extra_part(self, game: Carcassonne, events: list[Event]) -> bool:
        """The second part is lost when the draw pile is empty (TB-R-BUILDER-7)."""
        data = game.ext[self.id]
        if not data["double_turn"]:
            return False
        data["double_turn"] = False
        return bool(game.pile)

    def _builder_ok(self, game: Carcassonne, node: int) -> bool:
        return game.has_own(node, "follower", game.active) and self._completing_ok(game, node)

    @staticmethod
    def _completing_ok(game: Carcassonne, node: int) -> bool:
        """Whether a builder may go on the feature of ``node`` as far as its
        being completed by this tile goes (``builder.on_completing_tile``)."""
        return not (game.interpretations["builder.on_completing_tile"] == "forbidden"
                    and game.board.graph.feature(node).open == 0)

    def figure_moves(self, game: Carcassonne) -> list[Move]:
        """The builder on a road or city of the placed tile whose feature holds
        the active player's follower (TB-R-BUILDER-3), the pig on a field
        holding their farmer (TB-R-PIG-3), each while in the supply: one pass
        over the placed tile's segments."""
        supply = game.supply[game.active]
        kinds = _PLACES_FOR[supply.get("builder", 0) > 0, supply.get("pig", 0) > 0]
        if not kinds:
            return []
        assert game.placed is not None
        x, y = game.placed
        segment = game.board.graph.segment
        moves = []
        for node, at in game.placed_with_own(kinds, "follower"):
            if segment[node].kind == "field":
                moves.append({"type": "place_figure", "figure": "pig", "x": x, "y": y, "at": at})
            elif self._completing_ok(game, node):
                moves.append({"type": "place_figure", "figure": "builder", "x": x, "y": y, "at": at})
        return moves

    def check_figure(self, game: Carcassonne, move: Mapping[str, Any]) -> int | None:
        if move["figure"] == "builder":
            node = game.node_at(move, ("road", "city"), "TB-R-BUILDER-20")
            if not game.has_own(node, "follower", game.active):
                raise IllegalMove(f"{game.players[game.active]} has no follower in that "
                                  f"{game.board.graph.segment[node].kind}: a builder needs one", rule="TB-R-BUILDER-3")
            if not self._builder_ok(game, node):
                raise IllegalMove("under builder.on_completing_tile=forbidden a builder may not go on a feature "
                                  "this tile completes", rule="TB-R-BUILDER-3")
            return node
        if move["figure"] == "pig":
            node = game.node_at(move, ("field",), "TB-R-PIG-3")
            if not game.has_own(node, "follower", game.active):
                raise IllegalMove(f"{game.players[game.active]} has no farmer in that field: a pig needs one",
                                  rule="TB-R-PIG-3")
            return node
        return None

    # ----------------------------------------------------------- scoring
    def feature_scored(self, game: Carcassonne, root: int, points: int, winners: list[int],
                       events: list[Event]) -> None:
        """The active player takes one token per goods symbol of a completed
        city, whoever holds it (TB-R-GOODS-2..4)."""
        graph = game.board.graph
        feature = graph.features[root]
        if feature.kind != "city":
            return
        found = dict.fromkeys(GOODS, 0)
        for node in feature.nodes:
            goods = graph.segment[node].attrs.get("goods")
            if goods:
                found[goods] += 1
        found = {g: n for g, n in found.items() if n}
        if not found:
            return
        held = game.ext[self.id]["goods"][game.active]
        for g, n in found.items():
            held[g] += n
        events.append({"type": "goods_awarded", "player": game.players[game.active], "goods": found,
                       "feature": game.feature_ref(root)})

    def field_city_points(self, game: Carcassonne, field_root: int, city_root: int, player: int) -> int:
        """+1 per city for a majority farmer whose pig is in the field; pigs do
        not stack (TB-R-PIG-8, -9, -10)."""
        figures = game.board.graph.features[field_root].figures
        return 1 if any(f.figure == "pig" and f.player == player for f in figures) else 0

    def final_scoring(self, game: Carcassonne, events: list[Event]) -> None:
        """10 points per goods type to each player with the most tokens of it;
        ties all score (TB-R-GOODS-7); a type nobody holds scores for nobody
        unless ``goods.nobody_holds=all_score``."""
        held = game.ext[self.id]["goods"]
        for g in GOODS:
            top = max(h[g] for h in held)
            if top == 0 and game.interpretations["goods.nobody_holds"] == "nobody_scores":
                continue
            for p, h in enumerate(held):
                if h[g] == top:
                    game.score(events, p, 10, "goods", goods=g)

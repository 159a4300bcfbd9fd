"""Castles from Bridges, Castles & Bazaars, the part the Gold Mines examples
need (spec/castles.md, rule ids BCB-R-CASTLE-…).

A just-completed small city — two single-edge caps, one follower — may become
a castle instead of being scored.  In a later turn, the first time features
are scored with a tile in the castle's vicinity (its 2 tiles and the 4 beside
their long sides), the castle scores the value of the highest of them, and
its follower returns.  Castles are worth 4 to farmers.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar

from rulebook_protocol.errors import InvalidPosition, show
from rulebook_protocol.geometry import PLACE_RANK
from rulebook_protocol.messages import Event, JSONObject, Move, State

from . import Decision, Expansion

if TYPE_CHECKING:
    from ..game import Carcassonne


def vicinity(cells: list[list[int]]) -> list[list[int]]:
    """The 6 cells of a castle on two adjacent ``cells`` (BCB-R-CASTLE-4, GM-R-BCB-2)."""
    (x1, y1), (x2, y2) = sorted(map(tuple, cells))
    if x1 == x2:  # north–south castle: flanked on the west and east
        extra = [(x1 - 1, y1), (x1 - 1, y2), (x1 + 1, y1), (x1 + 1, y2)]
    else:         # west–east castle: flanked on the north and south
        extra = [(x1, y1 - 1), (x2, y1 - 1), (x1, y1 + 1), (x2, y1 + 1)]
    return sorted([list(c) for c in [(x1, y1), (x2, y2)] + extra])


class Castles(Expansion):
    id = "castles"
    interpretations: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "castles.builder_in_converted_city": ("returns",),
        "castles.chain_value": ("highest", "in_order"),
        "castles.pig_value": ("5", "4"),
    }

    def init(self, game: Carcassonne) -> None:
        game.ext[self.id] = {"castles": [], "offers": [], "scored_now": []}

    def supply(self, players: int) -> dict[str, int]:
        """3 castles each with 2–4 players, 2 with 5–6 (BCB-R-CASTLE-1)."""
        return {"castle": 3 if players <= 4 else 2}

    # -------------------------------------------------------------- state
    def state(self, game: Carcassonne) -> JSONObject:
        return {"castles": [{k: c[k] for k in ("x", "y", "at", "owner", "built_turn", "scored")}
                            for c in sorted(game.ext[self.id]["castles"],
                                            key=lambda c: (c["x"], c["y"], PLACE_RANK[c["at"]]))]}

    def load(self, game: Carcassonne, position: State) -> None:
        graph = game.board.graph
        for entry in position.get("castles", []):
            placed = game.board.cells.get((entry["x"], entry["y"]))
            index = placed.orientation.place_segment.get(entry["at"]) if placed else None
            if placed is None or index is None:
                raise InvalidPosition(f"castle at ({entry['x']}, {entry['y']}) {entry['at']}: no city there")
            root = graph.find(placed.base + index)
            feature = graph.features[root]
            if feature.kind == "castle":
                raise InvalidPosition(f"castle at ({entry['x']}, {entry['y']}) {entry['at']}: that city is already "
                                      "a castle", rule="BCB-R-CASTLE-2")
            if not self._small_city(game, root):
                raise InvalidPosition(f"castle at ({entry['x']}, {entry['y']}) {entry['at']} is not a completed "
                                      "city of two single-edge caps", rule="BCB-R-CASTLE-2")
            if entry["owner"] not in game.players:
                raise InvalidPosition(f"castle owner {show(entry['owner'])} is not a player")
            if entry["built_turn"] > position["turn"]["number"]:
                raise InvalidPosition(f"castle at ({entry['x']}, {entry['y']}) {entry['at']} was built on turn "
                                      f"{entry['built_turn']}, after the position's turn {position['turn']['number']}",
                                      rule="BCB-R-CASTLE-3")
            feature.kind = "castle"
            self._record(game, root, game.players.index(entry["owner"]), entry["built_turn"], entry["scored"])
        owned = [sum(1 for c in game.ext[self.id]["castles"] if c["owner"] == name) for name in game.players]
        for p, name in enumerate(game.players):
            if owned[p] + game.supply[p]["castle"] > game.kit["castle"]:
                raise InvalidPosition(f"{name} has more castles on the board and in supply than the "
                                      f"{game.kit['castle']} a player owns", rule="BCB-R-CASTLE-1")

    def _record(self, game: Carcassonne, root: int, owner: int, built_turn: int, scored: bool) -> None:
        x, y, at = game.board.graph.reference(root)
        cells = sorted([list(c) for c in game.board.graph.features[root].cells])
        game.ext[self.id]["castles"].append({"x": x, "y": y, "at": at, "owner": game.players[owner],
                                             "built_turn": built_turn, "scored": scored, "cells": cells})

    def _root(self, game: Carcassonne, castle: JSONObject) -> int:
        placed = game.board.cells[(castle["x"], castle["y"])]
        return game.board.graph.find(placed.base + placed.orientation.place_segment[castle["at"]])

    @staticmethod
    def _small_city(game: Carcassonne, root: int) -> bool:
        """Two tiles, each holding a single-edge cap, closed (BCB-R-CASTLE-2)."""
        graph = game.board.graph
        feature = graph.features[root]
        return (feature.kind in ("city", "castle") and feature.open == 0 and feature.size == 2
                and len(feature.nodes) == 2 and all(len(graph.segment[n].edge_places) == 1 for n in feature.nodes))

    # ------------------------------------------------------------ offers
    def before_scoring(self, game: Carcassonne, completed: list[tuple[int, int]], events: list[Event]) -> None:
        """Offer each eligible small city to its knight's owner, clockwise from
        the active player (BCB-R-CASTLE-2, -3)."""
        if not completed:
            return
        graph = game.board.graph
        n = len(game.players)
        offers = []
        for root, _ in completed:
            followers = [f for f in graph.features[root].figures if f.figure == "follower"]
            if len(followers) != 1 or not self._small_city(game, root):
                continue
            owner = followers[0].player
            if game.supply[owner].get("castle", 0) > 0:
                offers.append(((owner - game.active) % n, game.ref_key(root), root, owner))
        game.ext[self.id]["offers"] = [[root, owner] for *_, root, owner in sorted(offers)]
        self._next_offer(game)

    def _next_offer(self, game: Carcassonne) -> None:
        offers = game.ext[self.id]["offers"]
        # Eligibility is judged again at each offer: an earlier castle may have
        # used the owner's last token (BCB-R-CASTLE-2).
        while offers and game.supply[offers[0][1]].get("castle", 0) <= 0:
            offers.pop(0)
        if not offers:
            return
        root, owner = offers[0]
        ref = game.feature_ref(root)
        moves = [{"type": "build_castle", "x": ref["x"], "y": ref["y"], "at": ref["at"]}, {"type": "pass"}]
        game.ask(self.id, owner, "build_castle", moves, rule="BCB-R-CASTLE-3", public={"feature": ref})

    def resolve(self, game: Carcassonne, decision: Decision, move: Move, events: list[Event]) -> None:
        root, owner = game.ext[self.id]["offers"].pop(0)
        if move["type"] == "build_castle":
            ref = game.feature_ref(root)
            game.board.graph.features[root].kind = "castle"
            game.completed[:] = [(r, p) for r, p in game.completed if r != root]
            game.supply[owner]["castle"] -= 1
            self._record(game, root, owner, game.turn_number, False)
            events.append({"type": "castle_built", "player": game.players[owner],
                           "feature": {**ref, "kind": "castle"}})
            game.return_figures(root, events, kinds=("builder",))
        self._next_offer(game)

    # ------------------------------------------------------------ scoring
    def after_scoring(self, game: Carcassonne, scored: list[tuple[int, int, list[int]]], events: list[Event]) -> None:
        """Castles built in an earlier turn score the highest feature just
        scored with a tile in their vicinity — a castle that scores counts as
        such a feature for its neighbours (BCB-R-CASTLE-5, -6; interpretation
        ``castles.chain_value``)."""
        data = game.ext[self.id]
        data["scored_now"] = []
        if not scored or not data["castles"]:
            return
        triggers = [(set(game.board.graph.features[root].cells), points) for root, points, _ in scored]
        waiting = [c for c in data["castles"] if not c["scored"] and c["built_turn"] < game.turn_number]
        around = {id(c): {tuple(cell) for cell in vicinity(c["cells"])} for c in waiting}
        # A castle's value is the highest feature scored in its vicinity, or
        # the value of a neighbouring castle that scores: grow the values to a
        # fixpoint so the result does not depend on the order castles are seen.
        # Under castles.chain_value=in_order a castle instead takes the best
        # trigger present when it is reached, in canonical order, round by round.
        in_order = game.interpretations["castles.chain_value"] == "in_order"
        if in_order:
            waiting.sort(key=lambda c: (c["x"], c["y"], PLACE_RANK[c["at"]]))
        value: dict[int, int] = {}
        changed = True
        while changed:
            changed = False
            for c in waiting:
                if in_order and id(c) in value:
                    continue
                found = [points for cells, points in triggers if around[id(c)] & cells]
                found += [value[id(o)] for o in waiting if id(o) in value and o is not c
                          and around[id(c)] & {tuple(cell) for cell in o["cells"]}]
                if found and max(found) > value.get(id(c), -1):
                    value[id(c)] = max(found)
                    changed = True
        for castle in sorted((c for c in waiting if id(c) in value),
                             key=lambda c: (c["x"], c["y"], PLACE_RANK[c["at"]])):
            root = self._root(game, castle)
            owner = game.players.index(castle["owner"])
            game.award(events, [owner], value[id(castle)], game.feature_ref(root), final=False)
            game.return_figures(root, events)
            castle["scored"] = True
            data["scored_now"].append({"player": owner, "cells": vicinity(castle["cells"])})

    def field_city_points(self, game: Carcassonne, field_root: int, city_root: int, player: int) -> int:
        """A castle is worth 4 to farmers, one more than a city (BCB-R-CASTLE-7).
        Under ``castles.pig_value=4`` a majority holder's own pig adds nothing
        for a castle: this takes back the 1 that Traders & Builders' pig adds
        per bordering city (TB-R-PIG-9)."""
        if game.board.graph.features[city_root].kind != "castle":
            return 0
        if game.interpretations.get("castles.pig_value") == "4" and any(
                f.figure == "pig" and f.player == player for f in game.board.graph.features[field_root].figures):
            return 0
        return 1

"""The Discovery: turn flow, legal moves, validated moves and scoring.

A :class:`Discovery` object is one game.  Moves and events are plain JSON
objects as ``spec/discovery.md`` (section "Protocol for discovery") and
``schemas/v1/games/discovery/`` define them.  :meth:`Discovery.apply`
validates a move completely before it changes anything, so an
:class:`~rulebook_protocol.errors.IllegalMove` leaves the game exactly as it was.

A turn: ``place_tile`` (DI-R-TURN-2), then the step-2 decision ``place_figure``
— deploy a follower on the new tile, remove one of one's followers and score
its area, or pass (DI-R-TURN-3 … -5).  Nothing is scored automatically; at the
end every follower left scores its area as incomplete (DI-R-FINAL-*).
The two-tiles variant keeps a hand per player (:mod:`.hands`).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Self

from rulebook_protocol.errors import IllegalMove, show
from rulebook_protocol.geometry import PLACE_RANK
from rulebook_protocol.messages import Event, JSONObject, Move

from ...kernel.features import Figure
from ...kernel.placement import check_placement
from ...kernel.tiles import TileCatalogue, TileType
from ...kernel.turns import OVER, PLACE_FIGURE, PLACE_TILE, TileTurns, figure_key
from . import hands
from . import rules as R
from .scoring import area_points

__all__ = ["OVER", "PLACE_FIGURE", "PLACE_TILE", "Discovery"]


class Discovery(TileTurns):
    """One game of The Discovery.

    Build it with :func:`reference_engine.games.discovery.position.new_game`
    or ``load_position``.  Public attributes are read-only by convention:
    ``players`` (names, seating order), ``scores``, ``supply`` (followers in
    each supply), ``board``, ``pile`` (draw pile, *last* item on top),
    ``discarded``, ``set_aside``, ``hands`` (two-tiles variant: a list of tiles
    per player, else ``None``), ``active`` (index), ``phase``, ``tile`` (in
    hand, without the two-tiles variant), ``placed`` (cell of this turn's
    tile), ``turn_number``, ``variants``, ``interpretations``.
    """

    game_id = "discovery"
    END_RULE, TURN_RULE, HAND_RULE, UNPLACEABLE_RULE = R.END_WHEN, R.TURN_ORDER, R.PLACE_DRAW, R.PLACE_UNPLACEABLE
    PLACEMENT = R.PLACEMENT

    def __init__(self, catalogue: TileCatalogue, players: Sequence[str], *, interpretations: Mapping[str, str],
                 variants: Sequence[str] = (), custom_tiles: Sequence[Mapping[str, Any]] = ()) -> None:
        super().__init__(catalogue, players, interpretations=interpretations, custom_tiles=custom_tiles)
        self.variants = sorted(variants)
        self.supply = [R.FOLLOWERS_PER_PLAYER] * len(self.players)
        self.set_aside: list[str] = []
        self.hands: list[list[TileType]] | None = [[] for _ in self.players] if R.TWO_TILES in self.variants else None

    def copy_more(self, new: Self) -> None:
        new.supply = list(self.supply)
        new.set_aside = list(self.set_aside)
        new.hands = None if self.hands is None else [list(h) for h in self.hands]

    # --------------------------------------------------------------- queries
    def hand_pending(self) -> JSONObject:
        """The hand of the two-tiles variant (``tiles``), else the tile drawn."""
        if self.hands is not None:
            return {"tiles": [t.id for t in self.hands[self.active]]}
        return super().hand_pending()

    def in_hand(self) -> list[TileType]:
        """The tiles the active player may place now (distinct types, hand order)."""
        if self.hands is None:
            return [self.tile] if self.tile is not None else []
        seen: dict[str, TileType] = {}
        for t in self.hands[self.active]:
            seen.setdefault(t.id, t)
        return list(seen.values())

    def player_moves(self) -> Sequence[Move]:
        """Every legal move of the pending decision in canonical order
        (spec/discovery.md, Protocol); empty once the game is over."""
        if self.phase == PLACE_TILE:
            if self.hands is None:
                assert self.tile is not None
                return self.tile_moves(self.tile)
            spots = sorted((x, y, r, t.id) for t in self.in_hand() for x, y, r in self.board.placements(t))
            return [{"type": "place_tile", "x": x, "y": y, "rotation": r, "tile": tid} for x, y, r, tid in spots]
        if self.phase == PLACE_FIGURE:
            assert self.placed is not None
            x, y = self.placed
            moves = [{"type": "place_figure", "figure": "follower", "x": x, "y": y, "at": at}
                     for at in self._deploy_places()]
            moves += [{"type": "remove_figure", "x": f.x, "y": f.y, "at": f.at}
                      for f in self.figures() if f.player == self.active]
            moves.append({"type": "pass"})
            return moves
        return []

    def _deploy_places(self) -> list[str]:
        """Smallest place of each area segment of the new tile a follower may enter."""
        if self.supply[self.active] <= 0:
            return []
        assert self.placed is not None
        placed = self.board.cells[self.placed]
        out = []
        for seg in placed.orientation.segments:
            if seg.kind in R.ROLE and self._deploy_problem(placed.base + seg.index) is None:
                out.append(min(seg.places, key=PLACE_RANK.__getitem__))
        out.sort(key=PLACE_RANK.__getitem__)
        return out

    def _deploy_problem(self, node: int) -> str | None:
        """Why a follower may not enter the area of ``node`` (DI-R-DEPLOY-6), or ``None``."""
        feature = self.board.graph.feature(node)
        if feature.figures:
            return f"the {feature.kind} already holds a follower"
        if feature.open == 0 and self.interpretations["deploy.completed_area"] == "forbidden":
            return f"the {feature.kind} is complete (deploy.completed_area=forbidden)"
        return None

    def figures(self) -> list[Figure]:
        """Every follower on the board, canonical order (x, y, place, seat)."""
        figs = [f for feature in self.board.graph.features.values() for f in feature.figures]
        figs.sort(key=figure_key)
        return figs

    # ----------------------------------------------------------------- moves
    def play(self, move: Mapping[str, Any]) -> list[Event]:
        """Play ``move`` for the pending player; return the events in order
        (:meth:`TileTurns.apply` checks the end first).  Raises
        :class:`IllegalMove` (with the rule id); nothing changes then."""
        kind = move.get("type")
        player = self.players[self.active]
        if self.phase == PLACE_TILE:
            if kind != "place_tile":
                raise IllegalMove(f"{player} must place a tile first (step 1), not {show(kind)}", rule=R.TURN_ORDER)
            tile, x, y, rotation = self._check_tile_move(move)
            return self._place_tile(tile, x, y, rotation)
        if kind == "place_figure":
            node = self._check_deploy(move)
            return self._deploy(move["at"], node)
        if kind == "remove_figure":
            figure = self._check_removal(move)
            return self._remove(figure)
        if kind == "pass":
            events: list[Event] = []
            self._end_turn(events)
            return events
        raise IllegalMove(f"{player} has placed this turn's tile; step 2 is place_figure, remove_figure or pass, "
                          f"not {show(kind)}", rule=R.TURN_ORDER)

    def _check_tile_move(self, move: Mapping[str, Any]) -> tuple[TileType, int, int, int]:
        if self.hands is None:
            tile = self.tile
            assert tile is not None
            return (tile, *self.check_hand_tile(move, tile))
        tile = hands.chosen(self.hands[self.active], move.get("tile"), self.players[self.active])
        x, y, rotation = move["x"], move["y"], move["rotation"]
        check_placement(self.board, tile, x, y, rotation, R.PLACEMENT)
        return tile, x, y, rotation

    def _check_deploy(self, move: Mapping[str, Any]) -> int:
        """Validate a deployment; return the segment node it would stand on."""
        cell = (move["x"], move["y"])
        if move.get("figure") != "follower":
            raise IllegalMove(f"The Discovery has no figure {show(move.get('figure'))}: followers only",
                              rule=R.DEPLOY_ROLES)
        if cell != self.placed:
            raise IllegalMove(f"a follower may only go on the tile just placed at {self.placed}, not {cell}",
                              rule=R.DEPLOY_PLACED_TILE)
        if self.supply[self.active] <= 0:
            raise IllegalMove(f"{self.players[self.active]} has no follower left in the supply", rule=R.DEPLOY_SUPPLY)
        placed = self.board.cells[cell]
        index = placed.orientation.place_segment.get(move["at"])
        if index is None or placed.orientation.segments[index].kind not in R.ROLE:
            raise IllegalMove(f"{placed.tile.id} at {cell} has no meadow, mountain or sea at {move['at']}",
                              rule=R.DEPLOY_ROLES)
        node = placed.base + index
        problem = self._deploy_problem(node)
        if problem is not None:
            raise IllegalMove(f"{problem}: no follower may join it", rule=R.DEPLOY_EMPTY_AREA)
        return node

    def _check_removal(self, move: Mapping[str, Any]) -> Figure:
        """Validate a removal; return the follower it takes off the board."""
        x, y, at = move["x"], move["y"], move["at"]
        placed = self.board.cells.get((x, y))
        index = placed.orientation.place_segment.get(at) if placed is not None else None
        figure = None
        if placed is not None and index is not None:
            node = placed.base + index
            figure = next((f for f in self.board.graph.feature(node).figures if f.node == node), None)
        if figure is None:
            raise IllegalMove(f"there is no follower at ({x}, {y}) {at}", rule=R.SCORE_REMOVE)
        if figure.player != self.active:
            raise IllegalMove(f"the follower at ({x}, {y}) {at} is {self.players[figure.player]}'s: "
                              f"{self.players[self.active]} may only remove their own", rule=R.SCORE_REMOVE)
        return figure

    def _place_tile(self, tile: TileType, x: int, y: int, rotation: int) -> list[Event]:
        self.board.place(tile, x, y, rotation)
        player = self.players[self.active]
        events: list[Event] = [{"type": "tile_placed", "player": player, "tile": tile.id,
                                         "x": x, "y": y, "rotation": rotation}]
        if self.hands is None:
            self.tile = None
        else:
            hands.play(self.hands[self.active], tile, self.pile, player, events)
        self.placed = (x, y)
        self.phase = PLACE_FIGURE
        return events

    def _deploy(self, at: str, node: int) -> list[Event]:
        assert self.placed is not None
        x, y = self.placed
        kind = self.board.graph.segment[node].kind
        self.board.graph.add_figure(node, Figure(self.active, "follower", x, y, at, node))
        self.supply[self.active] -= 1
        events = [{"type": "figure_placed", "player": self.players[self.active], "figure": "follower",
                   "role": R.ROLE[kind], "x": x, "y": y, "at": at, "feature": kind}]
        self._end_turn(events)
        return events

    def _remove(self, figure: Figure) -> list[Event]:
        """Score the follower's area for its owner and return it (DI-R-SCORE-1)."""
        graph = self.board.graph
        root = graph.find(figure.node)
        events: list[Event] = []
        self._score(events, figure.player, root, final=False)
        graph.remove_figure(root, figure)
        self.supply[figure.player] += 1
        events.append({"type": "figure_returned", "player": self.players[figure.player], "figure": figure.figure,
                       "x": figure.x, "y": figure.y, "at": figure.at})
        self._end_turn(events)
        return events

    def _score(self, events: list[Event], player: int, root: int, *, final: bool) -> None:
        points = area_points(self.board, root, final=final, one_tile=self.interpretations["areas.one_tile"])
        if points <= 0:
            return
        graph = self.board.graph
        kind = graph.features[root].kind
        x, y, at = graph.reference(root)
        self.scores[player] += points
        events.append({"type": "points_scored", "player": self.players[player], "points": points, "reason": kind,
                       "feature": {"kind": kind, "x": x, "y": y, "at": at}, "final": final})

    # ------------------------------------------------------------ turn flow
    def _end_turn(self, events: list[Event]) -> None:
        """Pass the turn and start the next one, or end the game (DI-R-END-1)."""
        self.placed = None
        self.turn_number += 1  # the turn is completed, also when it ends the game (PC-R-TURN-1)
        if self.hands is not None and not self.pile and self.interpretations["two_tiles.end"] == "pile_empty":
            self.final_scoring(events)
            return
        self.active = (self.active + 1) % len(self.players)
        self.start_turn(events)

    def start_turn(self, events: list[Event]) -> None:
        """Give the active player a tile they can place: draw (DI-R-PLACE-1),
        putting tiles that fit nowhere in the box (DI-R-PLACE-4); in the
        two-tiles variant check the hand, passing over players with an empty
        hand.  When nobody can place a tile, the game ends (DI-R-END-1)."""
        if self.hands is None:
            if not self.draw_tile(events):
                self.final_scoring(events)
            return
        for _ in range(len(self.players)):
            player = self.players[self.active]
            hands.check(self.hands[self.active], self.pile, self.board, player, events, self.discard,
                        when_stuck=self.interpretations["two_tiles.unplaceable"] == "replace_when_stuck")
            if self.hands[self.active]:
                self.phase = PLACE_TILE
                return
            self.active = (self.active + 1) % len(self.players)
        self.final_scoring(events)

    def check_hand(self, events: list[Event]) -> None:
        """After loading a position in phase ``place_tile``: the forced steps a
        tile in hand that fits nowhere implies (DI-R-PLACE-4, DI-R-VAR-1)."""
        if self.hands is None:
            super().check_hand(events)
        elif self.phase == PLACE_TILE:
            self.start_turn(events)

    def final_scoring(self, events: list[Event]) -> None:
        """Every follower left scores its area as incomplete, in canonical
        order (DI-R-FINAL-1, DI-R-FINAL-2); then the winners (DI-R-FINAL-3).
        Followers stay on the board."""
        graph = self.board.graph
        for figure in self.figures():
            self._score(events, figure.player, graph.find(figure.node), final=True)
        self.finish(events)

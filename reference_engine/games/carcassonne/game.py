"""Base Carcassonne: turn flow, legal moves, validated moves and scoring.

A :class:`Carcassonne` object is one game.  Moves and events are plain JSON
objects exactly as ``spec/protocol.md`` and ``schemas/v1/games/carcassonne/``
define them.  :meth:`Carcassonne.apply` validates a move completely before it
changes anything, so an :class:`~reference_engine.errors.IllegalMove` leaves the
game exactly as it was.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...errors import GameOver, IllegalMove
from ...kernel.board import Board
from ...kernel.features import Figure
from ...kernel.geometry import PLACE_RANK, RING
from ...kernel.tiles import TileCatalogue, TileType
from . import rules as R
from .scoring import city_points, cloister_points, field_points, majority, road_points

PLACE_TILE, PLACE_FIGURE, OVER = "place_tile", "place_figure", "over"
_CLOSABLE = ("road", "city")


class Carcassonne:
    """One game of base Carcassonne.

    Build it with :func:`reference_engine.games.carcassonne.position.new_game`
    or ``load_position`` rather than directly.  Public attributes are read-only
    by convention: ``players`` (names in seating order), ``scores``, ``supply``
    (followers left per player), ``board``, ``pile`` (draw pile, *last* item on
    top), ``discarded``, ``active`` (index), ``phase``, ``tile`` (in hand),
    ``placed`` (cell of this turn's tile), ``turn_number``.
    """

    game_id = "carcassonne"

    def __init__(self, catalogue: TileCatalogue, players: Sequence[str], *,
                 interpretations: Mapping[str, str], custom_tiles: Sequence[Mapping[str, Any]] = ()) -> None:
        self.catalogue = catalogue
        self.players = list(players)
        self.interpretations = dict(interpretations)
        self.custom_tiles = list(custom_tiles)
        self.scores = [0] * len(self.players)
        self.supply = [R.FOLLOWERS_PER_PLAYER] * len(self.players)
        self.board = Board()
        self.pile: list[TileType] = []
        self.discarded: list[str] = []
        self.active = 0
        self.phase = PLACE_TILE
        self.tile: TileType | None = None
        self.placed: tuple[int, int] | None = None
        self.turn_number = 1

    # ------------------------------------------------------------------ copy
    def copy(self) -> "Carcassonne":
        """An independent copy (used by perft and by callers that explore)."""
        new = Carcassonne.__new__(Carcassonne)
        new.__dict__.update(self.__dict__)
        new.scores = list(self.scores)
        new.supply = list(self.supply)
        new.board = self.board.copy()
        new.pile = list(self.pile)
        new.discarded = list(self.discarded)
        return new

    # --------------------------------------------------------------- queries
    @property
    def finished(self) -> bool:
        return self.phase == OVER

    def pending(self) -> dict[str, Any] | None:
        """Who must decide what now, or ``None`` once the game is over."""
        if self.phase == PLACE_TILE:
            assert self.tile is not None
            return {"player": self.players[self.active], "decision": PLACE_TILE, "tile": self.tile.id}
        if self.phase == PLACE_FIGURE:
            assert self.placed is not None
            return {"player": self.players[self.active], "decision": PLACE_FIGURE,
                    "x": self.placed[0], "y": self.placed[1]}
        return None

    def legal_moves(self) -> list[dict[str, Any]]:
        """Every legal move of the pending decision, in canonical order
        (spec/protocol.md §legal_moves); empty once the game is over."""
        if self.phase == PLACE_TILE:
            assert self.tile is not None
            return [{"type": "place_tile", "x": x, "y": y, "rotation": r}
                    for x, y, r in sorted(self.board.placements(self.tile))]
        if self.phase == PLACE_FIGURE:
            x, y = self.placed  # type: ignore[misc]
            moves = [{"type": "place_figure", "figure": "follower", "x": x, "y": y, "at": at}
                     for at in self._follower_places()]
            moves.append({"type": "pass"})
            return moves
        return []

    def _follower_places(self) -> list[str]:
        """Places on the placed tile where the active player may put a follower."""
        if self.supply[self.active] <= 0:
            return []
        placed = self.board.cells[self.placed]  # type: ignore[index]
        graph = self.board.graph
        out = []
        for seg in placed.orientation.segments:
            if seg.kind not in R.ROLE:
                continue
            if graph.feature(placed.base + seg.index).figures:
                continue
            out.append(min(seg.places, key=PLACE_RANK.__getitem__))
        out.sort(key=PLACE_RANK.__getitem__)
        return out

    # ----------------------------------------------------------------- moves
    def apply(self, move: Mapping[str, Any]) -> list[dict[str, Any]]:
        """Play ``move`` for the pending player; return the events in order.

        Raises :class:`GameOver` after the end and :class:`IllegalMove` (with
        the rule id) for a move the rules forbid; either way nothing changes.
        """
        if self.phase == OVER:
            raise GameOver("the game is over: no more moves", rule=R.END_WHEN)
        kind = move.get("type")
        if self.phase == PLACE_TILE:
            if kind != "place_tile":
                raise IllegalMove(f"{self.players[self.active]} must place the tile {self.tile.id} first, "  # type: ignore[union-attr]
                                  f"not {kind!r}", rule=R.TURN)
            x, y, rotation = self._check_tile_move(move)
            return self._place_tile(x, y, rotation)
        if kind == "place_figure":
            seg_place = self._check_figure_move(move)
            return self._place_follower(move["at"], seg_place)
        if kind == "pass":
            events: list[dict[str, Any]] = []
            self._end_turn(events)
            return events
        raise IllegalMove(f"a tile is placed; expected place_figure or pass, not {kind!r}", rule=R.TURN)

    def _check_tile_move(self, move: Mapping[str, Any]) -> tuple[int, int, int]:
        tile = self.tile
        assert tile is not None
        if "tile" in move and move["tile"] != tile.id:
            raise IllegalMove(f"the tile in hand is {tile.id}, not {move['tile']}", rule=R.TILE_DRAW)
        x, y, rotation = move["x"], move["y"], move["rotation"]
        if rotation not in (0, 90, 180, 270):
            raise IllegalMove(f"rotation {rotation} is not 0, 90, 180 or 270", rule=R.TILE_ROTATION)
        if (x, y) in self.board.cells:
            raise IllegalMove(f"cell ({x}, {y}) already holds a tile", rule=R.TILE_EMPTY_CELL)
        if (x, y) not in self.board.frontier:
            raise IllegalMove(f"cell ({x}, {y}) touches no placed tile along an edge", rule=R.TILE_ADJACENT)
        if not self.board.fits(tile, x, y, rotation):
            wrong = "; ".join(self.board.mismatches(tile, x, y, rotation))
            raise IllegalMove(f"{tile.id} at ({x}, {y}) rotated {rotation} does not match its neighbours ({wrong})",
                              rule=R.TILE_EDGES_MATCH, details={"mismatches": wrong})
        return x, y, rotation

    def _check_figure_move(self, move: Mapping[str, Any]) -> int:
        """Validate a follower placement; return the node it would stand on."""
        cell = (move["x"], move["y"])
        if move.get("figure") != "follower":
            raise IllegalMove(f"base Carcassonne has no figure {move.get('figure')!r}", rule=R.FOLLOWER_ROLES)
        if cell != self.placed:
            raise IllegalMove(f"a follower may only go on the tile just placed at {self.placed}, not {cell}",
                              rule=R.FOLLOWER_ON_PLACED_TILE)
        if self.supply[self.active] <= 0:
            raise IllegalMove(f"{self.players[self.active]} has no follower left in the supply", rule=R.FOLLOWER_SUPPLY)
        placed = self.board.cells[cell]
        index = placed.orientation.place_segment.get(move["at"])
        if index is None or placed.orientation.segments[index].kind not in R.ROLE:
            raise IllegalMove(f"there is no road, city, cloister or field at {move['at']} of {placed.tile.id} "
                              f"at {cell}", rule=R.FOLLOWER_ROLES)
        node = placed.base + index
        if self.board.graph.feature(node).figures:
            raise IllegalMove(f"the {placed.orientation.segments[index].kind} at {move['at']} is already occupied",
                              rule=R.FOLLOWER_UNOCCUPIED)
        return node

    def _place_tile(self, x: int, y: int, rotation: int) -> list[dict[str, Any]]:
        tile = self.tile
        assert tile is not None
        self.board.place(tile, x, y, rotation)
        self.tile = None
        self.placed = (x, y)
        self.phase = PLACE_FIGURE
        return [{"type": "tile_placed", "player": self.players[self.active], "tile": tile.id,
                 "x": x, "y": y, "rotation": rotation}]

    def _place_follower(self, at: str, node: int) -> list[dict[str, Any]]:
        x, y = self.placed  # type: ignore[misc]
        kind = self.board.graph.segment[node].kind
        figure = Figure(self.active, "follower", x, y, at, node)
        self.board.graph.feature(node).figures.append(figure)
        self.supply[self.active] -= 1
        events = [{"type": "figure_placed", "player": self.players[self.active], "figure": "follower",
                   "role": R.ROLE[kind], "x": x, "y": y, "at": at, "feature": kind}]
        self._end_turn(events)
        return events

    # ------------------------------------------------------------ turn flow
    def _end_turn(self, events: list[dict[str, Any]]) -> None:
        """Score what the placed tile completed (CAR-R-SCORE-1), pass the turn
        and draw for the next player."""
        self._score_completed(events)
        self.placed = None
        self.active = (self.active + 1) % len(self.players)
        self.turn_number += 1
        self.start_turn(events)

    def start_turn(self, events: list[dict[str, Any]]) -> None:
        """Draw for the active player, removing unplaceable tiles
        (CAR-R-TILE-1, CAR-R-TILE-5); end the game on an empty pile (CAR-R-END-1)."""
        player = self.players[self.active]
        while self.pile:
            tile = self.pile.pop()
            events.append({"type": "tile_drawn", "player": player, "tile": tile.id})
            if self.board.can_place_somewhere(tile):
                self.tile = tile
                self.phase = PLACE_TILE
                return
            self.discarded.append(tile.id)
            events.append({"type": "tile_discarded", "player": player, "tile": tile.id, "rule": R.TILE_UNPLACEABLE})
        self.final_scoring(events)

    def check_hand(self, events: list[dict[str, Any]]) -> None:
        """After loading a position: if the tile in hand cannot be placed, it is
        removed and the player draws again (CAR-R-TILE-5)."""
        if self.phase == PLACE_TILE and self.tile is not None and not self.board.can_place_somewhere(self.tile):
            player = self.players[self.active]
            self.discarded.append(self.tile.id)
            events.append({"type": "tile_discarded", "player": player, "tile": self.tile.id,
                           "rule": R.TILE_UNPLACEABLE})
            self.tile = None
            self.start_turn(events)

    # -------------------------------------------------------------- scoring
    def _feature_ref(self, root: int) -> dict[str, Any]:
        x, y, at = self.board.graph.reference(root)
        return {"kind": self.board.graph.features[root].kind, "x": x, "y": y, "at": at}

    def _completed_by_placement(self) -> list[tuple[tuple, int, int]]:
        """``(sort key, root, points)`` of every feature the placed tile completed."""
        board, graph = self.board, self.board.graph
        x, y = self.placed  # type: ignore[misc]
        placed = board.cells[(x, y)]
        found: dict[int, int] = {}
        for seg in placed.orientation.segments:
            if seg.kind in _CLOSABLE:
                root = graph.find(placed.base + seg.index)
                if root not in found and graph.features[root].open == 0:
                    found[root] = self._closed_points(root)
        for dx, dy in ((0, 0),) + RING:
            other = board.cells.get((x + dx, y + dy))
            if other is None:
                continue
            for seg in other.orientation.segments:
                if seg.kind == "cloister" and board.neighbours_present(x + dx, y + dy) == 8:
                    found[graph.find(other.base + seg.index)] = cloister_points(8)
        out = []
        for root, points in found.items():
            rx, ry, at = graph.reference(root)
            out.append(((rx, ry, PLACE_RANK[at]), root, points))
        out.sort()
        return out

    def _closed_points(self, root: int) -> int:
        feature = self.board.graph.features[root]
        if feature.kind == "road":
            return road_points(feature, complete=True)
        return city_points(feature, complete=True, two_tile_points=self.interpretations["city.two_tile_points"])

    def _score_completed(self, events: list[dict[str, Any]]) -> None:
        graph = self.board.graph
        for _, root, points in self._completed_by_placement():
            feature = graph.features[root]
            ref = self._feature_ref(root)
            events.append({"type": "feature_completed", "feature": ref, "tiles": feature.size})
            self._award(events, feature.figures, points, ref, final=False)
            for fig in sorted(feature.figures, key=lambda f: (f.x, f.y, PLACE_RANK[f.at], f.player)):
                self.supply[fig.player] += 1
                events.append({"type": "figure_returned", "player": self.players[fig.player],
                               "figure": fig.figure, "x": fig.x, "y": fig.y, "at": fig.at})
            feature.figures.clear()

    def _award(self, events: list[dict[str, Any]], figures: Sequence[Figure], points: int,
               ref: dict[str, Any], *, final: bool) -> None:
        if points <= 0:
            return
        for p in majority(figures):
            self.scores[p] += points
            events.append({"type": "points_scored", "player": self.players[p], "points": points,
                           "reason": ref["kind"], "feature": ref, "final": final})

    def final_scoring(self, events: list[dict[str, Any]]) -> None:
        """Score incomplete roads, cities and cloisters, then fields, and end the
        game (CAR-R-END-2, CAR-R-END-3, CAR-R-END-4).  Figures stay on the board."""
        graph, board = self.board.graph, self.board
        order = {"road": 0, "city": 1, "cloister": 2, "field": 3}
        scored = []
        for root, feature in graph.features.items():
            if not feature.figures or feature.kind not in order:
                continue
            if feature.kind in _CLOSABLE:
                if feature.open == 0:
                    continue
                points = (road_points(feature, complete=False) if feature.kind == "road"
                          else city_points(feature, complete=False))
            elif feature.kind == "cloister":
                x, y = graph.cell[root]
                around = board.neighbours_present(x, y)
                if around == 8:
                    continue
                points = cloister_points(around)
            else:
                points = field_points(len(self._completed_cities(feature.nodes)))
            rx, ry, at = graph.reference(root)
            scored.append(((order[feature.kind], rx, ry, PLACE_RANK[at]), root, points))
        for _, root, points in sorted(scored):
            self._award(events, graph.features[root].figures, points, self._feature_ref(root), final=True)
        self.phase = OVER
        self.tile = None
        self.placed = None
        top = max(self.scores) if self.scores else 0
        events.append({"type": "game_ended",
                       "scores": dict(zip(self.players, self.scores)),
                       "winners": [p for p, s in zip(self.players, self.scores) if s == top]})

    def _completed_cities(self, nodes: Sequence[int]) -> set[int]:
        """Roots of the completed cities a field (given by its nodes) borders;
        each city once (CAR-R-FIELD-2)."""
        graph = self.board.graph
        cities = set()
        for node in nodes:
            seg = graph.segment[node]
            first = node - seg.index
            for b in seg.borders:
                root = graph.find(first + b)
                if graph.features[root].open == 0:
                    cities.add(root)
        return cities

    def end(self) -> list[dict[str, Any]]:
        """Final scoring of the current position, whatever is left in the pile
        (the protocol's ``end_game``).  Raises :class:`GameOver` when already over."""
        if self.phase == OVER:
            raise GameOver("the game is already over", rule=R.END_WHEN)
        events: list[dict[str, Any]] = []
        self.final_scoring(events)
        return events

    # ---------------------------------------------------------------- state
    def figures(self) -> list[Figure]:
        """Every figure on the board, canonical order."""
        figs = [f for feature in self.board.graph.features.values() for f in feature.figures]
        figs.sort(key=lambda f: (f.x, f.y, PLACE_RANK[f.at], f.player, f.figure))
        return figs



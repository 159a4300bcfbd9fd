"""Carcassonne: the turn as a queue of named steps, legal moves, validated
moves and scoring.

A :class:`Carcassonne` object is one game.  Moves and events are plain JSON
objects exactly as ``spec/protocol.md`` and ``schemas/v1/games/carcassonne/``
define them.  :meth:`Carcassonne.apply` validates a move completely before it
changes anything, so an :class:`~rulebook_protocol.errors.IllegalMove` leaves the
game exactly as it was.

The turn (CAR-R-TURN-1) runs as a queue of steps (:data:`AFTER_TILE`); a step
that needs a player's choice sets a pending decision and the queue waits until
:meth:`apply` resolves it.  Expansions (:mod:`.expansions`) plug into the named
steps; this module never asks which expansion is on.
"""
from __future__ import annotations

import copy
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Self

from rulebook_protocol.errors import IllegalMove, show
from rulebook_protocol.geometry import PLACE_RANK
from rulebook_protocol.messages import Event, JSONObject, Move, Pending

from ...kernel.chance import Chance, shuffle_of
from ...kernel.features import Figure
from ...kernel.tiles import TileCatalogue, TileType
from ...kernel.turns import PLACE_FIGURE, PLACE_TILE, TileTurns, figure_key
from . import rules as R
from .expansions import Decision, Expansion, Hook, hooked
from .scoring import city_points, cloister_points, majority, road_points

DECIDE = "decide"
_CLOSABLE = ("road", "city")
_FINAL_ORDER = {"road": 0, "city": 1, "cloister": 2}
_FOLLOWER_KINDS = tuple(R.ROLE)

#: A step of the queue: ``step(game, events)``.
Step = Callable[["Carcassonne", list[Event]], None]


class Carcassonne(TileTurns):
    """One game of Carcassonne, with the expansions given.

    Build it with :func:`reference_engine.games.carcassonne.position.new_game`
    or ``load_position`` rather than directly.  Public attributes are read-only
    by convention: ``players`` (names in seating order), ``scores``, ``supply``
    (per player, figure kind → count), ``board``, ``pile`` (draw pile, *last*
    item on top), ``discarded``, ``active`` (index), ``phase``, ``tile`` (in
    hand), ``placed`` (cell of this part's tile), ``turn_number``, ``part``
    (1, or 2 in a builder's double turn), ``ext`` (each expansion's own data).
    """

    game_id = "carcassonne"
    END_RULE, TURN_RULE, HAND_RULE, UNPLACEABLE_RULE = R.END_WHEN, R.TURN, R.TILE_DRAW, R.TILE_UNPLACEABLE
    PLACEMENT = R.PLACEMENT

    def __init__(self, catalogue: TileCatalogue, players: Sequence[str], *,
                 interpretations: Mapping[str, str], expansions: Sequence[Expansion] = (),
                 custom_tiles: Sequence[Mapping[str, Any]] = ()) -> None:
        super().__init__(catalogue, players, interpretations=interpretations, custom_tiles=custom_tiles)
        self.expansions = list(expansions)
        kit = {"follower": R.FOLLOWERS_PER_PLAYER}
        for e in self.expansions:
            kit.update(e.supply(len(self.players)))
        self.kit = kit
        self.supply = [dict(kit) for _ in self.players]
        self.part = 1
        self.steps: list[Step] = []
        self.waiting = True
        self.decision: Decision | None = None
        self.completed: list[tuple[int, int]] = []
        self.scored: list[tuple[int, int, list[int]]] = []
        self.ext: dict[str, Any] = {}
        for e in self.expansions:
            e.init(self)
        self.board.watch(("cloister",))  # _completed_by_placement looks for cloisters around a new tile
        self.board.graph.closable = frozenset(_CLOSABLE)  # only roads and cities complete by closing
        #: Per hook (a method of Expansion), the switched-on expansions that override it (in ORDER).
        self.hooked = hooked(self.expansions)
        #: The turn's steps as the queue runs them (:meth:`queue`).
        self.after_tile = self.queue(AFTER_TILE)
        self.after_figures = self.queue(AFTER_FIGURES)

    def queue(self, steps: Sequence[Step | HookStep]) -> tuple[Step, ...]:
        """Steps (as in :data:`AFTER_TILE`) as the queue holds them: each a
        function ``step(game, events)`` — a step of the game as it is, and
        for a :class:`HookStep` one call per expansion overriding its hook,
        so a hook that stops for a decision leaves the later expansions'
        calls in the queue."""
        out: list[Step] = []
        for step in steps:
            if isinstance(step, HookStep):
                out += [step.call(e) for e in self.hooked[step.hook]]
            else:
                out.append(step)
        return tuple(out)

    # ------------------------------------------------------------------ copy
    def copy_more(self, new: Self) -> None:
        new.supply = [dict(s) for s in self.supply]
        new.steps = list(self.steps)
        new.decision = copy.deepcopy(self.decision)
        new.completed = list(self.completed)
        new.scored = [(r, p, list(w)) for r, p, w in self.scored]
        new.ext = copy.deepcopy(self.ext)

    # --------------------------------------------------------------- queries
    def expansion(self, expansion_id: str) -> Expansion | None:
        """The switched-on expansion with this id, or ``None``."""
        return next((e for e in self.expansions if e.id == expansion_id), None)

    def other_pending(self) -> Pending | None:
        """An expansion's decision (phase ``decide``), or ``None`` once over."""
        if self.phase == DECIDE:
            assert self.decision is not None
            return {"player": self.players[self.decision["player"]], "decision": self.decision["decision"],
                    **self.decision["public"]}
        return None

    def player_moves(self) -> Sequence[Move]:
        """Every legal move of the pending decision, in canonical order
        (spec/protocol.md §7); empty once the game is over."""
        if self.phase == PLACE_TILE:
            assert self.tile is not None
            return self.tile_moves(self.tile)
        if self.phase == PLACE_FIGURE:
            assert self.placed is not None
            x, y = self.placed
            moves: list[Move] = [{"type": "place_figure", "figure": "follower", "x": x, "y": y, "at": at}
                                 for at in self._follower_places()]
            more: list[Move] = []
            for e in self.hooked[Expansion.figure_moves]:
                more += e.figure_moves(self)
            if more:
                moves += more
                moves.sort(key=lambda m: (PLACE_RANK[m["at"]], m["figure"]))
            moves.append({"type": "pass"})
            return moves
        if self.phase == DECIDE:
            assert self.decision is not None
            return list(self.decision["moves"])
        return []

    def segment_place(self, node: int) -> str:
        """The canonical place of a segment: its smallest place."""
        return self.board.graph.segment[node].place

    def placed_with_own(self, kinds: tuple[str, ...], figure: str) -> list[tuple[int, str]]:
        """``(node, place)`` of the placed tile's segments of these kinds whose
        feature holds a ``figure`` of the active player, in canonical order."""
        assert self.placed is not None
        placed = self.board.cells[self.placed]
        feature, base, player = self.board.graph.feature, placed.base, self.active
        out = []
        for s in placed.orientation.of_kinds(kinds):
            for f in feature(base + s.index).figures:
                if f.figure == figure and f.player == player:
                    out.append((base + s.index, s.place))
                    break
        return out

    def occupied(self, node: int) -> bool:
        """Whether the feature of ``node`` holds a follower (builders and pigs
        never occupy, TB-R-BUILDER-22, TB-R-PIG-8)."""
        for f in self.board.graph.feature(node).figures:
            if f.figure == "follower":
                return True
        return False

    def has_own(self, node: int, figure: str, player: int) -> bool:
        """Whether ``player`` has a ``figure`` in the feature of ``node``."""
        for f in self.board.graph.feature(node).figures:
            if f.figure == figure and f.player == player:
                return True
        return False

    def _follower_places(self) -> list[str]:
        """Places on the placed tile where the active player may put a follower."""
        if self.supply[self.active].get("follower", 0) <= 0:
            return []
        assert self.placed is not None
        placed = self.board.cells[self.placed]
        graph, base = self.board.graph, placed.base
        parent, features, occupied = graph.parent, graph.features, self.occupied
        # a feature with no figure (the usual case) is free without a call of occupied()
        return [s.place for s in placed.orientation.of_kinds(_FOLLOWER_KINDS)
                if not (features[parent[base + s.index]].figures and occupied(base + s.index))]

    # ----------------------------------------------------------------- moves
    def play(self, move: Mapping[str, Any]) -> list[Event]:
        """Play ``move`` for the pending player; return the events in order
        (:meth:`TileTurns.apply` checks the end and chance first).  Raises
        :class:`IllegalMove` (with the rule id); nothing changes then."""
        kind = move.get("type")
        events: list[Event] = []
        if self.phase == PLACE_TILE:
            assert self.tile is not None
            if kind != "place_tile":
                raise IllegalMove(f"{self.players[self.active]} must place the tile {self.tile.id} first, "
                                  f"not {show(kind)}", rule=R.TURN)
            x, y, rotation = self.check_hand_tile(move, self.tile)
            self.waiting = False
            self._place_tile(x, y, rotation, events)
        elif self.phase == PLACE_FIGURE:
            if kind == "place_figure":
                figure, node = self._check_figure_move(move)
                self.waiting = False
                self._place_figure(figure, move["at"], node, events)
            elif kind == "pass":
                self.waiting = False
            else:
                raise IllegalMove(f"a tile is placed; expected place_figure or pass, not {show(kind)}", rule=R.TURN)
        else:
            decision = self.decision
            assert decision is not None
            if move not in decision["moves"]:
                raise IllegalMove(f"{move} is not one of the choices of {self.players[decision['player']]}'s "
                                  f"{decision['decision'].replace('_', ' ')} decision", rule=decision["rule"])
            self.decision = None
            self.waiting = False
            by = self.expansion(decision["by"])
            assert by is not None, f"the expansion {decision['by']} asked for a decision: it is on"
            by.resolve(self, decision, dict(move), events)
        self._run(events)
        return events

    def ask(self, expansion: str, player: int, decision: str, moves: list[Move], *, rule: str,
            public: JSONObject | None = None, data: object = None) -> None:
        """Stop the turn for ``player``'s ``decision`` among ``moves``; the
        expansion's ``resolve(game, decision, move, events)`` gets the answer."""
        self.decision = {"by": expansion, "player": player, "decision": decision, "moves": moves,
                         "rule": rule, "public": public or {}, "data": data}
        self.phase = DECIDE
        self.waiting = True

    def node_at(self, move: Mapping[str, Any], kinds: Sequence[str], rule: str) -> int:
        """The node a figure move names on the placed tile, checking that the
        tile is the one just placed and that the place is of one of ``kinds``."""
        cell = (move["x"], move["y"])
        if cell != self.placed:
            raise IllegalMove(f"a figure may only go on the tile just placed at {self.placed}, not {cell}",
                              rule=R.FOLLOWER_ON_PLACED_TILE)
        placed = self.board.cells[cell]
        index = placed.orientation.place_segment.get(move["at"])
        if index is None or placed.orientation.segments[index].kind not in kinds:
            raise IllegalMove(f"there is no {' or '.join(kinds)} at {move['at']} of {placed.tile.id} at {cell}",
                              rule=rule)
        return placed.base + index

    def _check_figure_move(self, move: Mapping[str, Any]) -> tuple[str, int]:
        """Validate a figure placement; return the figure kind and its node."""
        figure = move.get("figure")
        if figure != "follower":
            # Checks in the order of spec/protocol.md PC-R-REFUSE-1: the figure
            # kind, the tile just placed, the supply, then the figure's own rules.
            if figure in self.supply[self.active]:
                if (move["x"], move["y"]) != self.placed:
                    raise IllegalMove(f"a {figure} may only go on the tile just placed at {self.placed}, not "
                                      f"{(move['x'], move['y'])}", rule=R.FOLLOWER_ON_PLACED_TILE)
                if self.supply[self.active][figure] <= 0:
                    raise IllegalMove(f"{self.players[self.active]} has no {figure} in the supply",
                                      rule=R.FOLLOWER_SUPPLY)
            for e in self.expansions:
                node = e.check_figure(self, move)
                if node is not None:
                    return move["figure"], node  # the figure its expansion accepted
            raise IllegalMove(f"no figure {show(figure)} in this game (expansions: "
                              f"{', '.join(e.id for e in self.expansions) or 'none'})", rule=R.FOLLOWER_ROLES)
        if (move["x"], move["y"]) != self.placed:
            raise IllegalMove(f"a follower may only go on the tile just placed at {self.placed}, not "
                              f"{(move['x'], move['y'])}", rule=R.FOLLOWER_ON_PLACED_TILE)
        if self.supply[self.active].get("follower", 0) <= 0:
            raise IllegalMove(f"{self.players[self.active]} has no follower left in the supply", rule=R.FOLLOWER_SUPPLY)
        node = self.node_at(move, tuple(R.ROLE), R.FOLLOWER_ROLES)
        if self.occupied(node):
            kind = self.board.graph.segment[node].kind
            raise IllegalMove(f"the {kind} at {move['at']} is already occupied", rule=R.FOLLOWER_UNOCCUPIED)
        return "follower", node

    def _place_tile(self, x: int, y: int, rotation: int, events: list[Event]) -> None:
        tile = self.tile
        assert tile is not None
        self.board.place(tile, x, y, rotation)
        self.tile = None
        self.placed = (x, y)
        self.phase = PLACE_FIGURE
        events.append({"type": "tile_placed", "player": self.players[self.active], "tile": tile.id,
                       "x": x, "y": y, "rotation": rotation})
        self.steps = list(self.after_tile)

    def _place_figure(self, figure: str, at: str, node: int, events: list[Event]) -> None:
        assert self.placed is not None
        x, y = self.placed
        kind = self.board.graph.segment[node].kind
        self.board.graph.add_figure(node, Figure(self.active, figure, x, y, at, node))
        self.supply[self.active][figure] -= 1
        events.append({"type": "figure_placed", "player": self.players[self.active], "figure": figure,
                       "role": R.ROLE[kind] if figure == "follower" else figure, "x": x, "y": y, "at": at,
                       "feature": kind})

    # ------------------------------------------------------------ turn flow
    def _run(self, events: list[Event]) -> None:
        """Run queued steps until one waits for a decision or the queue is empty."""
        steps = self.steps
        while steps and not self.waiting:
            steps.pop(0)(self, events)

    def _step_figures(self, events: list[Event]) -> None:
        """Wait for the figure decision (always asked, CAR-R-FOLLOWER-5)."""
        self.phase = PLACE_FIGURE
        self.waiting = True

    def _step_completed(self, events: list[Event]) -> None:
        """Find what the placed tile completed.  When it completed nothing, the
        scoring steps (``before_scoring`` hooks, ``score``, ``after_scoring``
        hooks) have nothing to do: the queue goes straight to ``end_part``."""
        self.completed = self._completed_by_placement()
        self.scored = []
        if not self.completed:
            self.steps[:] = self.steps[-1:]  # end_part, the last step of AFTER_TILE

    def _step_score(self, events: list[Event]) -> None:
        """Score what the placed tile completed (CAR-R-SCORE-1..3)."""
        graph = self.board.graph
        for root, points in self.completed:
            feature = graph.features[root]
            ref = self.feature_ref(root)
            events.append({"type": "feature_completed", "feature": ref, "tiles": feature.size})
            winners = majority(feature.figures)
            self.award(events, winners, points, ref, final=False)
            for e in self.hooked[Expansion.feature_scored]:
                e.feature_scored(self, root, points, winners, events)
            self.return_figures(root, events)
            self.scored.append((root, points, winners))
        self.completed = []

    def return_figures(self, root: int, events: list[Event], *, kinds: Sequence[str] | None = None) -> None:
        """Send the figures of a feature (of ``kinds``, default all) back to
        their supplies, in canonical order (CAR-R-SCORE-3, TB-R-BUILDER-22)."""
        feature = self.board.graph.features[root]
        if not feature.figures:  # the usual case: nothing to send back
            return
        leaving = [f for f in feature.figures if kinds is None or f.figure in kinds]
        for fig in sorted(leaving, key=lambda f: (f.x, f.y, PLACE_RANK[f.at], f.player, f.figure)):
            self.supply[fig.player][fig.figure] += 1
            events.append({"type": "figure_returned", "player": self.players[fig.player],
                           "figure": fig.figure, "x": fig.x, "y": fig.y, "at": fig.at})
        feature.figures = tuple(f for f in feature.figures if f not in leaving)

    def _step_end_part(self, events: list[Event]) -> None:
        """Pass the turn — or give the active player a second part."""
        self.placed = None
        for e in self.hooked[Expansion.extra_part]:  # each expansion asked in order until one gives another part
            if e.extra_part(self, events):
                self.part += 1
                events.append({"type": "extra_turn", "player": self.players[self.active], "reason": "builder"})
                break
        else:
            self.part = 1
            self.active = (self.active + 1) % len(self.players)
            self.turn_number += 1
        self.start_turn(events)

    def start_turn(self, events: list[Event]) -> None:
        """Draw for the active player, handling unplaceable tiles
        (CAR-R-TILE-1, CAR-R-TILE-5); end the game on an empty pile (CAR-R-END-1)."""
        self.steps = []
        if self.draw_tile(events):
            self.waiting = True
            return
        self.final_scoring(events)

    def unplaceable(self, tile: TileType, player: str, events: list[Event]) -> None:
        """A drawn tile that fits nowhere (CAR-R-TILE-5): removed from the game
        (``tiles.unplaceable=discard``), or put back into the pile, which
        chance shuffles before the player draws again (``reshuffle``) — unless
        no tile left in the pile fits anywhere either: then it is removed."""
        if self.interpretations["tiles.unplaceable"] == "reshuffle" and \
                any(self.board.can_place_somewhere(t) for t in self.pile):
            events.append({"type": "tile_returned", "player": player, "tile": tile.id, "rule": R.TILE_UNPLACEABLE})
            self.chance = shuffle_of("draw_pile", [t.id for t in self.pile] + [tile.id], R.TILE_UNPLACEABLE)
            return
        self.discard(tile, player, events)

    def resolve_chance(self, chance: Chance, order: list[str], events: list[Event]) -> None:
        """The reshuffled draw pile (``order`` top first); the player draws again."""
        self.pile = self.catalogue.types_of(reversed(order))
        self.start_turn(events)

    # -------------------------------------------------------------- scoring
    def ref_key(self, root: int) -> tuple[int, int, int]:
        x, y, at = self.board.graph.reference(root)
        return (x, y, PLACE_RANK[at])

    def feature_cells(self, root: int) -> set[tuple[int, int]]:
        """The cells a feature occupies: a cloister's 3×3 block (the cells with
        tiles), any other feature's own tiles (GM-R-SCORE-3)."""
        graph = self.board.graph
        feature = graph.features[root]
        if feature.kind == "cloister":
            x, y = graph.cell[root]
            return {cell for cell, _ in self.board.block(x, y)}
        return feature.cells

    def _completed_by_placement(self) -> list[tuple[int, int]]:
        """``(root, points)`` of every feature the placed tile completed, in
        canonical order of the features' references."""
        board, graph = self.board, self.board.graph
        cell = self.placed
        assert cell is not None
        found: dict[int, int] = {}
        # What the placement closed: its joins, and segments born closed (CAR-R-CITY-1,
        # `car-edge-103`). In a loaded position other tiles may have been laid after it:
        # look at the placed tile's own segments.
        if board.last == cell:
            candidates = graph.closed
        else:
            placed = board.cells[cell]
            candidates = [placed.base + s.index for s in placed.orientation.segments]
        for root in map(graph.find, candidates):
            feature = graph.features[root]
            if root not in found and feature.kind in _CLOSABLE and feature.open == 0:
                found[root] = self.closed_points(root)
        for cx, cy in board.watched_around(*cell):  # the cloisters around
            other = board.cells[(cx, cy)]
            for index in other.orientation.by_kind["cloister"]:
                if board.neighbours_present(cx, cy) == 8:
                    found[graph.find(other.base + index)] = cloister_points(8)
        if len(found) < 2:  # nothing to order
            return list(found.items())
        return sorted(found.items(), key=lambda item: self.ref_key(item[0]))

    def closed_points(self, root: int) -> int:
        """What a completed road, city or cloister is worth."""
        feature = self.board.graph.features[root]
        if feature.kind == "road":
            return road_points(feature, complete=True)
        if feature.kind == "cloister":
            return cloister_points(8)
        return city_points(feature, complete=True, two_tile_points=self.interpretations["city.two_tile_points"])

    def score(self, events: list[Event], player: int, points: int, reason: str, **fields: Any) -> None:
        """Add ``points`` to ``player`` for something that is not a feature
        (goods, gold): a final ``points_scored`` event with ``fields``."""
        if points <= 0:
            return
        self.scores[player] += points
        events.append({"type": "points_scored", "player": self.players[player], "points": points,
                       "reason": reason, **fields, "final": True})

    def award(self, events: list[Event], winners: Sequence[int], points: int,
              ref: JSONObject, *, final: bool, reason: str | None = None) -> None:
        """Add ``points`` to each of ``winners`` with a ``points_scored`` event each."""
        if points <= 0:
            return
        for p in winners:
            self.scores[p] += points
            events.append({"type": "points_scored", "player": self.players[p], "points": points,
                           "reason": reason or ref["kind"], "feature": ref, "final": final})

    def final_scoring(self, events: list[Event]) -> None:
        """Score incomplete roads, cities and cloisters, then fields, then each
        expansion's final scoring, and end the game (CAR-R-END-2..4)."""
        graph, board = self.board.graph, self.board
        self.steps = []
        self.decision = None
        self.waiting = True
        scored = []
        for root, feature in graph.features.items():
            if not feature.figures or feature.kind not in _FINAL_ORDER:
                continue
            if feature.kind in _CLOSABLE:
                if feature.open == 0:
                    continue
                points = (road_points(feature, complete=False) if feature.kind == "road"
                          else city_points(feature, complete=False))
            else:
                x, y = graph.cell[root]
                around = board.neighbours_present(x, y)
                if around == 8:
                    continue
                points = cloister_points(around)
            scored.append(((_FINAL_ORDER[feature.kind], *self.ref_key(root)), root, points))
        for _, root, points in sorted(scored):
            self.award(events, majority(graph.features[root].figures), points, self.feature_ref(root), final=True)
        self._score_fields(events)
        for e in self.expansions:
            e.final_scoring(self, events)
        self.finish(events)

    def _score_fields(self, events: list[Event]) -> None:
        """Each field: 3 per bordering completed city (plus what expansions add)
        to each player with the farmer majority (CAR-R-FIELD-2)."""
        graph = self.board.graph
        fields = sorted((self.ref_key(root), root) for root, f in graph.features.items()
                        if f.kind == "field" and f.figures)
        for _, root in fields:
            cities = self.completed_cities(graph.features[root].nodes)  # a sum: their order does not matter
            ref = self.feature_ref(root)
            for p in majority(graph.features[root].figures):
                points = sum(3 + sum(e.field_city_points(self, root, c, p)
                                     for e in self.hooked[Expansion.field_city_points])
                             for c in cities)
                self.award(events, [p], points, ref, final=True)

    def completed_cities(self, nodes: Sequence[int]) -> set[int]:
        """Roots of the completed cities (and castles) a field, given by its
        nodes, borders; each once (CAR-R-FIELD-2)."""
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

    # ---------------------------------------------------------------- state
    def figures(self) -> list[Figure]:
        """Every figure on the board, canonical order."""
        figs = [f for feature in self.board.graph.features.values() for f in feature.figures]
        figs.sort(key=figure_key)
        return figs


@dataclass(frozen=True)
class HookStep:
    """A step of the queue that calls each switched-on expansion overriding
    ``hook`` (a method of :class:`~.expansions.Expansion`): ``call(e)`` is the
    step calling ``e``'s override with the hook's arguments."""

    hook: Hook
    call: Callable[[Expansion], Step]


def _before_scoring(e: Expansion) -> Step:
    def before_scoring(game: Carcassonne, events: list[Event]) -> None:
        e.before_scoring(game, game.completed, events)
    return before_scoring


def _after_scoring(e: Expansion) -> Step:
    def after_scoring(game: Carcassonne, events: list[Event]) -> None:
        e.after_scoring(game, game.scored, events)
    return after_scoring


#: The steps after a tile is placed, in order: a step of the game, or a :class:`HookStep`
#: (see :meth:`Carcassonne.queue`).
AFTER_TILE: tuple[Step | HookStep, ...] = (
    HookStep(Expansion.after_tile_placed, lambda e: e.after_tile_placed),  # e.after_tile_placed(game, events)
    Carcassonne._step_figures,
    Carcassonne._step_completed,
    HookStep(Expansion.before_scoring, _before_scoring),
    Carcassonne._step_score,
    HookStep(Expansion.after_scoring, _after_scoring),
    Carcassonne._step_end_part,
)
#: Where the queue stands once the figure decision is made.
AFTER_FIGURES = AFTER_TILE[2:]

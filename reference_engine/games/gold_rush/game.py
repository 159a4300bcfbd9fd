"""Carcassonne: Gold Rush — turn flow, legal moves, validated moves and the
scoring of completed features (spec/gold-rush.md).

A :class:`GoldRush` object is one game.  Moves and events are JSON objects as
``spec/gold-rush.md`` §Protocol binding and ``schemas/v1/games/gold_rush/``
define them.  :meth:`GoldRush.apply` validates a move completely before it
changes anything, so an :class:`~rulebook_protocol.errors.IllegalMove` leaves
the game exactly as it was.  Final scoring lives in :mod:`.endgame`.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Self

from rulebook_protocol.errors import IllegalMove, show
from rulebook_protocol.geometry import PLACE_RANK
from rulebook_protocol.messages import Event, JSONObject, Move

from ...kernel.board import PlacedTile
from ...kernel.chance import Chance, shuffle_of
from ...kernel.features import Feature, Figure
from ...kernel.tiles import TileCatalogue, TileType
from ...kernel.turns import OVER, PLACE_FIGURE, PLACE_TILE, TileTurns, figure_key
from . import rules as R
from .cities import CityNetwork
from .scoring import city_points, deal, majority, nuggets, railroad_points, tie_order
from .stacks import TokenStacks

ACTIONS = ("place_figure", "place_tent", "mine", "remove_figure", "pass")
__all__ = ["ACTIONS", "OVER", "PLACE_FIGURE", "PLACE_TILE", "GoldRush", "figure_key"]


class GoldRush(TileTurns):
    """One game of Carcassonne: Gold Rush.

    Build it with :func:`reference_engine.games.gold_rush.position.new_game` or
    ``load_position``.  Read-only by convention: ``players`` (names, seating
    order), ``scores``, ``cowboys`` (cowboys in each supply), ``tents`` (each
    player's tent :class:`Figure` on the board, or ``None`` in the supply),
    ``held`` (tokens each player holds), ``board``, ``stacks``, ``pile`` /
    ``token_pile`` (last item on top), ``discarded``, ``removed_tokens``,
    ``active``, ``phase``, ``tile``, ``placed``, ``turn_number``.
    """

    game_id = "gold_rush"
    END_RULE, TURN_RULE, HAND_RULE, UNPLACEABLE_RULE = R.END_WHEN, R.TURN_ACTION, R.PLACE_HAND, R.PLACE_UNPLACEABLE
    PLACEMENT = R.PLACEMENT

    def __init__(self, catalogue: TileCatalogue, players: Sequence[str], *, interpretations: Mapping[str, str],
                 variants: Sequence[str] = (), custom_tiles: Sequence[Mapping[str, Any]] = ()) -> None:
        super().__init__(catalogue, players, interpretations=interpretations, custom_tiles=custom_tiles)
        self.variants = sorted(set(variants))
        self.kit = R.COWBOYS_FIFTH if "fifth_cowboy" in self.variants else R.COWBOYS
        n = len(self.players)
        self.cowboys = [self.kit] * n
        self.tents: list[Figure | None] = [None] * n
        self.held: list[list[str]] = [[] for _ in range(n)]
        self.stacks = TokenStacks()
        self.cities = CityNetwork()
        self.on_node: dict[int, list[Figure]] = {}
        self.mountain_nodes: list[int] = []
        self.token_pile: list[str] = []
        self.removed_tokens: list[str] = []
        #: Roots of the stacks the last tile laid joined (GR-R-TOKEN-2).
        self.joined: list[int] = []
        #: Tokens of completed mountains without a gold miner going back to the supply this turn.
        self.returning: list[str] = []

    # ------------------------------------------------------------------ copy
    def copy_more(self, new: Self) -> None:
        new.cowboys = list(self.cowboys)
        new.tents = list(self.tents)
        new.held = [list(h) for h in self.held]
        new.stacks = self.stacks.copy()
        new.cities = self.cities.copy()
        new.on_node = {node: list(figs) for node, figs in self.on_node.items()}
        new.mountain_nodes = list(self.mountain_nodes)
        new.token_pile = list(self.token_pile)
        new.removed_tokens = list(self.removed_tokens)
        new.joined = list(self.joined)
        new.returning = list(self.returning)

    # ---------------------------------------------------------------- board
    def lay(self, tile: TileType, x: int, y: int, rotation: int) -> PlacedTile:
        """Put a tile on the board (no legality check): join its features,
        merge the token stacks of the mountains it joins (GR-R-TOKEN-2) and
        record its cities.  Tokens for its nuggets are :meth:`put_tokens`."""
        orientation = tile.orient(rotation)
        touched = self.stacks.touched(self.board, orientation, x, y)
        placed = self.board.place(tile, x, y, rotation)
        self.joined = []
        if touched:
            # Chance orders the joined stacks one mountain at a time, by canonical reference
            # (spec/gold-rush.md, chance decision mountain_stack).
            graph = self.board.graph
            self.joined = sorted(self.stacks.rejoin(graph, touched, self.interpretations["mountain.stack_join"]),
                                 key=lambda r: _ref_key(graph.reference(r)))
        self.cities.add_tile(placed)
        self.mountain_nodes.extend(placed.base + s.index for s in orientation.segments if s.kind == "mountain")
        return placed

    def put_tokens(self, placed: PlacedTile, x: int, y: int, player: str | None,
                   events: list[Event]) -> None:
        """Mining tokens for the nugget symbols of a placed tile, segment by
        segment in place order, from the runner's token order (GR-R-TOKEN-1,
        GR-R-SETUP-3)."""
        segments = [s for s in placed.orientation.segments if s.kind == "mountain" and s.attrs.get("nuggets")]
        segments.sort(key=lambda s: PLACE_RANK[_first(s.places)])
        for seg in segments:
            count = min(int(seg.attrs["nuggets"]), len(self.token_pile))
            if count == 0:
                continue
            tokens = [self.token_pile.pop() for _ in range(count)]
            self.stacks.push(self.board.graph, placed.base + seg.index, tokens)
            events.append({"type": "tokens_placed", "player": player, "x": x, "y": y,
                           "at": _first(seg.places), "tokens": tokens})

    def stand(self, figure: Figure) -> None:
        """Put a figure (cowboy or tent) on its segment node."""
        self.board.graph.add_figure(figure.node, figure)
        self.on_node.setdefault(figure.node, []).append(figure)
        if figure.figure == "tent":
            self.tents[figure.player] = figure

    def lift(self, figure: Figure) -> None:
        """Take a figure off the board (the caller updates the supply)."""
        self.board.graph.remove_figure(figure.node, figure)
        here = self.on_node[figure.node]
        here.remove(figure)
        if not here:
            del self.on_node[figure.node]
        if figure.figure == "tent":
            self.tents[figure.player] = None

    # --------------------------------------------------------------- queries
    def player_moves(self) -> Sequence[Move]:
        """Every legal move of the pending decision in canonical order
        (spec/gold-rush.md §Decisions and moves); empty once over."""
        if self.phase == PLACE_TILE:
            assert self.tile is not None
            return self.tile_moves(self.tile)
        if self.phase != PLACE_FIGURE:
            return []
        assert self.placed is not None
        x, y = self.placed
        moves: list[Move] = [{"type": "place_figure", "figure": "cowboy", "x": x, "y": y, "at": at}
                                       for at in self._cowboy_places()]
        moves += [{"type": "place_tent", "x": tx, "y": ty, "at": at} for tx, ty, at in self._tent_places()]
        if self._mining_refusal() is None:
            moves.append({"type": "mine"})
        if "remove_cowboy" in self.variants:
            segment = self.board.graph.segment
            moves += [{"type": "remove_figure", "x": f.x, "y": f.y, "at": _first(segment[f.node].places)}
                      for f in self._own_cowboys()]
        moves.append({"type": "pass"})
        return moves

    def _cowboy_places(self) -> list[str]:
        if self.cowboys[self.active] <= 0:
            return []
        assert self.placed is not None
        placed = self.board.cells[self.placed]
        out = [_first(seg.places) for seg in placed.orientation.segments
               if self._cowboy_refusal(placed.base + seg.index) is None]
        out.sort(key=PLACE_RANK.__getitem__)
        return out

    def _cowboy_refusal(self, node: int) -> tuple[str, str] | None:
        """Why a cowboy may not stand on segment ``node`` of the placed tile
        (``(rule, reason)``), or ``None`` when it may."""
        graph = self.board.graph
        kind = graph.segment[node].kind
        if kind not in R.ROLE:
            return R.COWBOY_ROLES, "there is no railroad, mountain, city or prairie there"
        if kind == "prairie" and "no_farmers" in self.variants:
            return R.COWBOY_NO_FARMERS, "the variant no_farmers allows no farmer"
        feature = graph.feature(node)
        if kind == "city" and self.interpretations["city.occupancy"] == "shared":
            return None
        if node in self.on_node:
            return R.COWBOY_UNOCCUPIED, "the segment already holds a figure"
        if any(f.figure == "cowboy" for f in feature.figures):
            return R.COWBOY_UNOCCUPIED, f"the {kind} already holds a cowboy"
        if kind == "mountain" and self.interpretations["mountain.tent_blocks_cowboy"] == "yes" \
                and any(f.figure == "tent" for f in feature.figures):
            return R.COWBOY_TENTS, "the mountain holds a tent (mountain.tent_blocks_cowboy=yes)"
        return None

    def _tent_places(self) -> list[tuple[int, int, str]]:
        graph = self.board.graph
        out = []
        for node in self.mountain_nodes:
            if node in self.on_node or graph.feature(node).open == 0:
                continue
            x, y = graph.cell[node]
            out.append((x, y, _first(graph.segment[node].places)))
        out.sort(key=lambda t: (t[0], t[1], PLACE_RANK[t[2]]))
        return out

    def _mining_refusal(self) -> tuple[str, str] | None:
        tent = self.tents[self.active]
        if tent is None:
            return R.DIG, f"{self.players[self.active]} has no tent on the board"
        graph = self.board.graph
        if not self.stacks.of(graph, tent.node):
            return R.DIG, "no mining token is left on the mountain where the tent stands"
        if self.interpretations["mountain.mine_before_scoring"] == "no" and graph.feature(tent.node).open == 0:
            return R.MTN_MINE_FIRST, "the tent's mountain is completed this turn (mountain.mine_before_scoring=no)"
        return None

    def _own_cowboys(self) -> list[Figure]:
        return sorted((f for figs in self.on_node.values() for f in figs
                       if f.player == self.active and f.figure == "cowboy"), key=figure_key)

    # ----------------------------------------------------------------- moves
    def play(self, move: Mapping[str, Any]) -> list[Event]:
        """Play ``move`` for the pending player; return the events in order
        (:meth:`TileTurns.apply` checks the end and chance first).  Raises
        :class:`IllegalMove` (with the rule id); nothing changes then."""
        kind = move.get("type")
        name = self.players[self.active]
        if self.phase == PLACE_TILE:
            assert self.tile is not None
            if kind != "place_tile":
                raise IllegalMove(f"{name} must place the tile {self.tile.id} first; a step-2 action comes after "
                                  f"the tile, at most one per turn (not {show(kind)})", rule=R.TURN_ACTION)
            return self._place_tile(*self.check_hand_tile(move, self.tile))
        if kind == "place_tile":
            raise IllegalMove(f"{name} has placed this turn's tile; choose a step-2 action or pass", rule=R.TURN_TILE)
        if kind not in ACTIONS:
            raise IllegalMove(f"unknown step-2 action {show(kind)}", rule=R.TURN_ACTION)
        events: list[Event] = []
        if kind == "place_figure":
            self._do_cowboy(self._check_cowboy(move), move["at"], events)
        elif kind == "place_tent":
            self._do_tent(self._check_tent(move), move, events)
        elif kind == "mine":
            self._check_mining()
            self._do_mine(events)
        elif kind == "remove_figure":
            self._do_remove(self._check_remove(move), events)
        self._end_turn(events)
        return events

    def _segment_node(self, x: int, y: int, at: str) -> int | None:
        placed = self.board.cells.get((x, y))
        if placed is None:
            return None
        index = placed.orientation.place_segment.get(at)
        return None if index is None else placed.base + index

    def _check_cowboy(self, move: Mapping[str, Any]) -> int:
        cell = (move["x"], move["y"])
        if move.get("figure") != "cowboy":
            raise IllegalMove(f"Gold Rush has no figure {show(move.get('figure'))} to place: cowboys only "
                              "(the tent is place_tent)", rule=R.COWBOY_ROLES)
        if cell != self.placed:
            raise IllegalMove(f"a cowboy may only go on the tile just placed at {self.placed}, not {cell}",
                              rule=R.COWBOY_ON_PLACED_TILE)
        if self.cowboys[self.active] <= 0:
            raise IllegalMove(f"{self.players[self.active]} has no cowboy left in the supply", rule=R.COWBOY_SUPPLY)
        node = self._segment_node(*cell, move["at"])
        if node is None:
            raise IllegalMove(f"the tile at {cell} has no feature at {move['at']}", rule=R.COWBOY_ROLES)
        refusal = self._cowboy_refusal(node)
        if refusal is not None:
            raise IllegalMove(f"no cowboy on {move['at']} of the tile at {cell}: {refusal[1]}", rule=refusal[0])
        return node

    def _check_tent(self, move: Mapping[str, Any]) -> int:
        x, y, at = move["x"], move["y"], move["at"]
        node = self._segment_node(x, y, at)
        graph = self.board.graph
        if node is None or graph.segment[node].kind != "mountain":
            raise IllegalMove(f"a tent goes on a mountain segment; there is none at ({x}, {y}) {at}",
                              rule=R.TENT_MOUNTAIN)
        if graph.feature(node).open == 0:
            raise IllegalMove(f"the mountain at ({x}, {y}) {at} is complete", rule=R.TENT_INCOMPLETE)
        if node in self.on_node:
            holder = self.on_node[node][0]
            raise IllegalMove(f"the mountain segment at ({x}, {y}) {at} already holds {self.players[holder.player]}'s "
                              f"{holder.figure}", rule=R.TENT_FREE)
        return node

    def _check_mining(self) -> None:
        refusal = self._mining_refusal()
        if refusal is not None:
            raise IllegalMove(f"{self.players[self.active]} cannot mine: {refusal[1]}", rule=refusal[0])

    def _check_remove(self, move: Mapping[str, Any]) -> Figure:
        if "remove_cowboy" not in self.variants:
            raise IllegalMove("taking a cowboy back needs the variant remove_cowboy", rule=R.HOUSE_REMOVE)
        node = self._segment_node(move["x"], move["y"], move["at"])
        mine = [f for f in self.on_node.get(node, ()) if f.figure == "cowboy" and f.player == self.active] \
            if node is not None else []
        figure = mine[0] if mine else None
        if figure is None:
            raise IllegalMove(f"{self.players[self.active]} has no cowboy at ({move['x']}, {move['y']}) {move['at']}",
                              rule=R.HOUSE_REMOVE)
        return figure

    # ------------------------------------------------------------- actions
    def _place_tile(self, x: int, y: int, rotation: int) -> list[Event]:
        tile = self.tile
        assert tile is not None
        name = self.players[self.active]
        placed = self.lay(tile, x, y, rotation)
        events: list[Event] = [{"type": "tile_placed", "player": name, "tile": tile.id,
                                         "x": x, "y": y, "rotation": rotation}]
        self.tile = None
        self.placed = (x, y)
        self.phase = PLACE_FIGURE
        if self.interpretations["mountain.stack_join"] == "shuffle" and self.joined:
            self._shuffle_stack(self.joined)
            return events
        self.put_tokens(placed, x, y, name, events)
        return events

    def _shuffle_stack(self, roots: list[int]) -> None:
        """Chance orders the first of the joined stacks ``roots`` (GR-R-TOKEN-2,
        ``mountain.stack_join=shuffle``): face down, their order is unknown."""
        graph = self.board.graph
        root = graph.find(roots[0])
        x, y, at = graph.reference(root)
        self.chance = shuffle_of("mountain_stack", self.stacks.top_first(root), R.TOKEN_STACKS,
                                 where={"x": x, "y": y, "at": at}, then=("stack", root, roots[1:]))

    def resolve_chance(self, chance: Chance, order: list[str], events: list[Event]) -> None:
        """Go on with chance's order: a joined stack (then the next one, then
        the tile's own tokens on top), or the token supply (then the turn passes)."""
        if chance.pile == "mountain_stack":
            _, root, rest = chance.then
            self.stacks.reorder(root, order)
            if rest:
                self._shuffle_stack(rest)
                return
            assert self.placed is not None
            x, y = self.placed
            self.put_tokens(self.board.cells[(x, y)], x, y, self.players[self.active], events)
            return
        self.token_pile = order[::-1]
        self._pass_turn(events)

    def _do_cowboy(self, node: int, at: str, events: list[Event]) -> None:
        assert self.placed is not None
        x, y = self.placed
        kind = self.board.graph.segment[node].kind
        self.stand(Figure(self.active, "cowboy", x, y, at, node))
        self.cowboys[self.active] -= 1
        events.append({"type": "figure_placed", "player": self.players[self.active], "figure": "cowboy",
                       "role": R.ROLE[kind], "x": x, "y": y, "at": at, "feature": kind})

    def _do_tent(self, node: int, move: Mapping[str, Any], events: list[Event]) -> None:
        old = self.tents[self.active]
        if old is not None:
            self.lift(old)
        self.stand(Figure(self.active, "tent", move["x"], move["y"], move["at"], node))
        events.append({"type": "tent_placed", "player": self.players[self.active], "x": move["x"], "y": move["y"],
                       "at": move["at"], "from": None if old is None else {"x": old.x, "y": old.y, "at": old.at}})

    def _do_mine(self, events: list[Event]) -> None:
        tent = self.tents[self.active]
        assert tent is not None
        ref = self.feature_ref(self.board.graph.find(tent.node))
        token = self.stacks.pop_top(self.board.graph, tent.node)
        self.held[self.active].append(token)
        events.append({"type": "token_taken", "player": self.players[self.active], "token": token,
                       "feature": ref, "reason": "mining"})

    def _do_remove(self, figure: Figure, events: list[Event]) -> None:
        self.lift(figure)
        self.cowboys[self.active] += 1
        events.append({"type": "figure_returned", "player": self.players[self.active], "figure": "cowboy",
                       "x": figure.x, "y": figure.y, "at": figure.at})

    # ------------------------------------------------------------ turn flow
    def _end_turn(self, events: list[Event]) -> None:
        """Score what the tile completed (GR-R-TURN-4), pass the turn, draw.
        Tokens that went back to the supply (GR-R-MTN-6) are shuffled into it
        by chance first."""
        self.returning = []
        self._score_completed(events)
        if self.returning:
            self.token_pile[:0] = self.returning[::-1]  # into the supply; chance orders it next
            self.returning = []
            self.chance = shuffle_of("token_supply", self.token_pile, R.MTN_UNCLAIMED)
            return
        self._pass_turn(events)

    def _pass_turn(self, events: list[Event]) -> None:
        self.placed = None
        self.active = (self.active + 1) % len(self.players)
        self.turn_number += 1
        self.start_turn(events)

    def start_turn(self, events: list[Event]) -> None:
        """Draw for the active player, removing unplaceable tiles (GR-R-PLACE-4);
        end the game on an empty pile (GR-R-END-1)."""
        if not self.draw_tile(events):
            self.final_scoring(events)

    def final_scoring(self, events: list[Event]) -> None:
        """Score the position as it stands and end the game (:mod:`.endgame`)."""
        from .endgame import final_scoring

        final_scoring(self, events)

    # -------------------------------------------------------------- scoring

    def completed_now(self) -> list[int]:
        """Roots of the railroads, mountains and cities this turn's tile
        completed, in canonical reference order (GR-R-SCORE-1)."""
        graph = self.board.graph
        assert self.placed is not None
        placed = self.board.cells[self.placed]
        found: set[int] = set()
        for seg in placed.orientation.segments:
            node = placed.base + seg.index
            if seg.kind in ("railroad", "mountain") and graph.feature(node).open == 0:
                found.add(graph.find(node))
            elif seg.kind == "city" and self.cities.is_complete(graph, node):
                found.add(node)
        for root in [r for r in found if graph.features[r].kind == "railroad"]:
            found.update(c for c in self.cities.cities_on(graph, root) if self.cities.is_complete(graph, c))
        return sorted(found, key=lambda r: _ref_key(graph.reference(r)))

    def _score_completed(self, events: list[Event]) -> None:
        graph = self.board.graph
        for root in self.completed_now():
            feature = graph.features[root]
            ref = self.feature_ref(root)
            events.append({"type": "feature_completed", "feature": ref, "tiles": feature.size})
            if feature.kind == "railroad":
                points = railroad_points(graph, feature, complete=True)
            elif feature.kind == "mountain":
                self._distribute_tokens(root, feature, ref, events)
                points = nuggets(graph, feature)
            else:
                points = city_points(len(self.cities.completed_railroads(graph, root)))
            self.award(events, feature, points, ref, final=False)
            self.return_figures(feature.figures, events)

    def _distribute_tokens(self, root: int, feature: Feature, ref: JSONObject,
                           events: list[Event]) -> None:
        """The tokens left on a completed mountain go to its majority holders,
        one at a time in tie order (GR-R-MTN-2, GR-R-MTN-3); without a gold
        miner (GR-R-MTN-6, ``mountain.unclaimed_tokens``) they go back into the
        supply (``supply``: chance shuffles it when the turn's scoring is done),
        leave the game (``removed``) or stay on the mountain (``remain``)."""
        graph = self.board.graph
        tokens = self.stacks.take_all(graph, root)
        if not tokens:
            return
        winners = majority(feature.figures)
        if not winners:
            if self.interpretations["mountain.unclaimed_tokens"] == "supply":
                self.returning.extend(tokens)
                events.append({"type": "tokens_returned", "feature": ref, "tokens": tokens, "rule": R.MTN_UNCLAIMED})
                return
            if self.interpretations["mountain.unclaimed_tokens"] == "remain":
                self.stacks.put_back(graph, root, tokens)
                return
            self.removed_tokens.extend(tokens)
            events.append({"type": "tokens_removed", "feature": ref, "tokens": tokens, "rule": R.MTN_UNCLAIMED,
                           "final": False})
            return
        order = tie_order(winners, self.active, len(self.players), tie_first=self.interpretations["mountain.tie_first"])
        for seat, token in deal(tokens, order):
            self.held[seat].append(token)
            events.append({"type": "token_taken", "player": self.players[seat], "token": token, "feature": ref,
                           "reason": "mountain"})

    def award(self, events: list[Event], feature: Feature, points: int, ref: JSONObject | None, *,
              final: bool, reason: str | None = None) -> None:
        """``points`` to each majority holder of ``feature``, in seating order."""
        if points <= 0:
            return
        for seat in majority(feature.figures):
            self.scores[seat] += points
            events.append({"type": "points_scored", "player": self.players[seat], "points": points,
                           "reason": reason or feature.kind, "feature": ref, "final": final})

    def return_figures(self, figures: Iterable[Figure], events: list[Event]) -> None:
        """These cowboys and tents back to their owners' supplies
        (GR-R-RETURN-1, GR-R-MTN-4, GR-R-FINAL-5), in canonical figure order."""
        for fig in sorted(figures, key=figure_key):
            self.lift(fig)
            if fig.figure == "cowboy":
                self.cowboys[fig.player] += 1
            events.append({"type": "figure_returned", "player": self.players[fig.player], "figure": fig.figure,
                           "x": fig.x, "y": fig.y, "at": fig.at})

    # ---------------------------------------------------------------- state
    def figures(self) -> list[Figure]:
        """Every cowboy and tent on the board, canonical order."""
        return sorted((f for figs in self.on_node.values() for f in figs), key=figure_key)


def _first(places: Sequence[str]) -> str:
    """The smallest place of a segment (canonical place order)."""
    return min(places, key=PLACE_RANK.__getitem__)


def _ref_key(ref: tuple[int, int, str]) -> tuple[int, int, int]:
    return (ref[0], ref[1], PLACE_RANK[ref[2]])

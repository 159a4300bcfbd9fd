"""Oregon: the turn flow, legal moves and validated moves (spec/oregon.md).

An :class:`Oregon` object is one game.  Moves and events are plain JSON
objects exactly as ``spec/oregon.md`` §Protocol and
``schemas/v1/games/oregon/`` define them.  :meth:`Oregon.apply` validates a
move completely before it changes anything, so an
:class:`~rulebook_protocol.errors.IllegalMove` leaves the game as it was.
After every move :meth:`Oregon.advance` carries out the forced steps (a draw
with one legal choice, a turn that ends with a full hand, an extra turn that
cannot be taken, the end of the game) until a player has a real decision.
"""
from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any, Self

from rulebook_protocol.errors import GameOver, IllegalMove, show
from rulebook_protocol.messages import Event, Move, Pending
from rulebook_protocol.schemas import checked_move

from ...kernel.chance import Chance, check_order, refuse_shuffle
from . import cards, placement, scoring
from . import rules as R
from .board import Board

PLACE_START_TILE, PLAY_CARDS, EXTRA_TURN, DRAW_CARDS, OVER = (
    "place_start_tile", "play_cards", "extra_turn", "draw_cards", "over")
_PLACEMENTS = ("place_farmer", "place_building")


class Oregon:
    """One game of Oregon.

    Build it with :func:`reference_engine.games.oregon.position.new_game` or
    ``load_position``.  Attributes (read-only by convention), per player index
    where a list: ``players``, ``scores``, ``supply`` (farmers), ``hand_l`` /
    ``hand_b`` (card counts), ``joker`` / ``extra`` (token active?), ``coal``
    / ``gold`` (values taken), ``start_tile`` (building still to place);
    per space index: ``farmer_at`` (player or -1), ``building_at``; then
    ``start_tiles`` (indices of placed start tiles), ``stacks``, the decks
    ``l_deck`` / ``b_deck`` (top card last), the discards, ``coal_supply`` /
    ``gold_supply`` (top last), ``active``, ``phase``, ``turn_number``,
    ``extra_used``, ``end_triggered``.
    """

    game_id = "oregon"

    def __init__(self, board: Board, board_ref: str | Mapping[str, Any], players: Sequence[str], *,
                 interpretations: Mapping[str, str]) -> None:
        n = len(players)
        self.board = board
        self.board_ref = board_ref
        self.players = list(players)
        self.interpretations = dict(interpretations)
        self.scores = [0] * n
        self.supply = [R.FARMERS_PER_PLAYER] * n
        self.hand_l = [cards.empty_landscape_hand() for _ in range(n)]
        self.hand_b = [cards.empty_building_hand() for _ in range(n)]
        self.joker = [True] * n
        self.extra = [True] * n
        self.coal: list[list[int]] = [[] for _ in range(n)]
        self.gold: list[list[int]] = [[] for _ in range(n)]
        self.start_tile: list[str | None] = [None] * n
        self.farmer_at = [-1] * board.size
        self.building_at: list[str | None] = [None] * board.size
        self.free = [True] * board.size
        self.start_tiles: set[int] = set()
        self.stacks = {b: R.TILES_PER_STACK for b in R.BUILDINGS}
        self.l_deck: list[str] = []
        self.l_discards: list[str] = []
        self.b_deck: list[str] = []
        self.b_discards: list[str] = []
        self.coal_supply: list[int] = []
        self.gold_supply: list[int] = []
        self.active = 0
        self.phase = PLAY_CARDS
        self.turn_number = 1
        self.extra_used = False
        self.end_triggered = False
        #: The pending chance decision (spec/protocol.md §7a), or ``None``.
        self.chance: Chance | None = None

    # ------------------------------------------------------------------ copy
    def copy(self) -> Self:
        """An independent copy (perft, exploring callers)."""
        new = type(self).__new__(type(self))
        for key, value in self.__dict__.items():
            new.__dict__[key] = value if key in ("board", "board_ref") else copy.deepcopy(value)
        return new

    # --------------------------------------------------------------- queries
    def occupant(self, index: int) -> str:
        """What stands on a space, in words (for error messages)."""
        if self.farmer_at[index] >= 0:
            return f"a {self.players[self.farmer_at[index]]} farmer"
        return f"a {self.building_at[index]}" if self.building_at[index] else "nothing"

    def start_building(self, p: int) -> str:
        """The building of the start tile player ``p`` has still to place (phase ``place_start_tile``)."""
        building = self.start_tile[p]
        assert building is not None, f"{self.players[p]} has no start tile to place"
        return building

    def farmers_on_board(self) -> list[int]:
        counts = [0] * len(self.players)
        for owner in self.farmer_at:
            if owner >= 0:
                counts[owner] += 1
        return counts

    def pending(self) -> Pending | None:
        """Who must decide what now, or ``None`` once the game is over."""
        if self.phase == OVER:
            return None
        if self.chance is not None:
            return self.chance.pending()
        pending: Pending = {"player": self.players[self.active], "decision": self.phase}
        if self.phase == PLACE_START_TILE:
            pending["building"] = self.start_tile[self.active]
        elif self.phase == DRAW_CARDS:
            pending["cards_to_draw"] = max(0, R.HAND_SIZE - cards.hand_size(self, self.active))
        return pending

    def legal_moves(self) -> Sequence[Move]:
        """Every legal move of the pending decision in canonical order
        (spec/oregon.md §Decisions and moves); empty once the game is over."""
        p = self.active
        if self.chance is not None:
            return []
        if self.phase == PLACE_START_TILE:
            spaces = placement.start_tile_spaces(self, self.start_building(p))
            return [{"type": "place_start_tile", "col": c, "row": r} for c, r in map(self.board.col_row, spaces)]
        if self.phase in (PLAY_CARDS, EXTRA_TURN):
            moves = placement.farmer_moves(self, p) + placement.building_moves(self, p)
            if self.phase == PLAY_CARDS and not moves:
                moves = [{"type": "discard_cards", "cards": pair} for pair in cards.discard_choices(self, p)]
            if self.phase == EXTRA_TURN and self.interpretations["extra_turn.use"] == "optional":
                moves.append({"type": "pass"})
            return moves
        if self.phase == DRAW_CARDS:
            return cards.draw_moves(self, p)
        return []

    # ----------------------------------------------------------------- moves
    def apply(self, move: Mapping[str, Any]) -> list[Event]:
        """Play ``move`` for the pending player; return the events in order.

        ``move`` is a move object of ``schemas/v1/games/oregon/move.schema.json``
        (e.g. ``{"type": "pass"}``).
        Raises :class:`~rulebook_protocol.errors.BadRequest` for a move of the
        wrong shape (not a mapping, no ``type``, a field of the wrong type or
        unknown; the message and ``details.path`` give its JSON Pointer in the
        move, spec/protocol.md PRO-R-ERROR-3), :class:`GameOver` after the end
        and :class:`IllegalMove` (with the rule id, PRO-R-ERROR-4) for a move
        the rules forbid; whichever it raises, nothing changes.
        """
        return checked_move("games/oregon/move", move, self._apply)

    def _apply(self, move: Mapping[str, Any]) -> list[Event]:
        if self.phase == OVER:
            raise GameOver("the game is over: no more moves", rule=R.END_ROUND)
        kind = move["type"]
        p = self.active
        events: list[Event] = []
        if self.chance is not None:
            cards.resolve_shuffle(self, check_order(self.chance, move), events)
        elif kind == "shuffle":
            refuse_shuffle(R.TURN)
        elif kind in _PLACEMENTS:
            self._check_placement_step()
            check = placement.check_farmer if kind == "place_farmer" else placement.check_building
            index = check(self, p, move)
            if self.phase == EXTRA_TURN:
                self.extra[p] = False
                self.extra_used = True
                events.append({"type": "token_used", "player": self.players[p], "token": "extra_turn"})
            (self._place_farmer if kind == "place_farmer" else self._place_building)(p, move, index, events)
            self.phase = EXTRA_TURN if self.phase == PLAY_CARDS else DRAW_CARDS
        elif kind == "place_start_tile":
            if self.phase != PLACE_START_TILE:
                raise IllegalMove("start tiles are placed only in the first round", rule=R.TURN)
            index = placement.check_start_tile(self, p, move)
            self._place_start_tile(p, index, events)
        elif kind == "discard_cards":
            self._check_discard(p, move)
            cards.discard(self, p, list(move["cards"]))
            events.append({"type": "cards_discarded", "player": self.players[p], "cards": sorted(move["cards"]),
                           "rule": R.PLAY})
            self.phase = DRAW_CARDS
        elif kind == "draw_card":
            self._require(DRAW_CARDS, "draw cards")
            cards.check_draw(self, p, move)
            cards.draw(self, p, move["deck"], events)
        elif kind == "exchange_card":
            self._require(DRAW_CARDS, "exchange a useless building card")
            cards.check_exchange(self, p, move)
            cards.discard(self, p, [move["building"]])
            events.append({"type": "cards_discarded", "player": self.players[p], "cards": [move["building"]],
                           "rule": R.DRAW_USELESS})
        elif kind == "pass":
            self._check_pass(p)
            if self.phase == EXTRA_TURN:
                self.phase = DRAW_CARDS
            else:
                self._end_turn(events)
        else:  # pragma: no cover - the move schema admits no other type
            raise IllegalMove(f"unknown move type {show(kind)}", rule=R.TURN)
        self.advance(events)
        return events

    def _require(self, phase: str, what: str) -> None:
        if self.phase != phase:
            rule = R.FIRST_THEN_TURNS if self.phase == PLACE_START_TILE else R.TURN
            raise IllegalMove(f"{self.players[self.active]} cannot {what} now: the step is {self.phase}", rule=rule)

    def _check_placement_step(self) -> None:
        p = self.active
        if self.phase == PLACE_START_TILE:
            raise IllegalMove("the first round places start tiles only", rule=R.FIRST_THEN_TURNS)
        if self.phase == DRAW_CARDS:
            if self.extra_used:
                raise IllegalMove(f"{self.players[p]} has already taken the extra turn of this turn", rule=R.EXTRA_ONCE)
            if not self.extra[p]:
                raise IllegalMove(f"{self.players[p]}'s extra-turn token is inactive", rule=R.EXTRA_TURN)
            raise IllegalMove(f"{self.players[p]} has gone on to drawing: no more placements this turn", rule=R.TURN)

    def _check_discard(self, p: int, move: Mapping[str, Any]) -> None:
        self._require(PLAY_CARDS, "discard cards")
        if placement.has_placement(self, p):
            raise IllegalMove(f"{self.players[p]} has a legal placement and must make one", rule=R.PLAY)
        if self.interpretations["turn.no_placement"] != "discard_two":
            raise IllegalMove("the whole hand is discarded without a choice", rule=R.PLAY)
        if sorted(move["cards"]) not in cards.discard_choices(self, p):
            raise IllegalMove(f"{self.players[p]} must discard two cards of the hand, not {move['cards']}", rule=R.PLAY)

    def _check_pass(self, p: int) -> None:
        if self.phase == EXTRA_TURN:
            if self.interpretations["extra_turn.use"] == "mandatory":
                raise IllegalMove("the extra turn must be taken (extra_turn.use=mandatory)", rule=R.EXTRA_TURN)
            return
        if self.phase == DRAW_CARDS:
            cards.check_keep(self, p)
            return
        if self.phase == PLACE_START_TILE:
            raise IllegalMove("the first round places start tiles only", rule=R.FIRST_THEN_TURNS)
        raise IllegalMove(f"{self.players[p]} must play two cards and place a farmer or a building", rule=R.PLAY)

    # ------------------------------------------------------------ placements
    def _put(self, index: int, *, farmer: int = -1, building: str | None = None) -> None:
        self.farmer_at[index] = farmer
        self.building_at[index] = building
        self.free[index] = False

    def _place_start_tile(self, p: int, index: int, events: list[Event]) -> None:
        building = self.start_tile[p]
        self._put(index, building=building)
        self.start_tiles.add(index)
        self.start_tile[p] = None
        col, row = self.board.col_row(index)
        events.append({"type": "start_tile_placed", "player": self.players[p], "building": building,
                       "col": col, "row": row})
        self._next_player(events)

    def _use_joker(self, p: int, used: bool, events: list[Event]) -> None:
        if used:
            self.joker[p] = False
            events.append({"type": "token_used", "player": self.players[p], "token": "joker"})

    def _place_farmer(self, p: int, move: Mapping[str, Any], index: int, events: list[Event]) -> None:
        rc, cc = move["row_card"], move["column_card"]
        cards.discard(self, p, [c for c in (rc, cc) if c != R.JOKER])
        self._put(index, farmer=p)
        self.supply[p] -= 1
        events.append({"type": "farmer_placed", "player": self.players[p], "col": move["col"], "row": move["row"],
                       "row_card": rc, "column_card": cc})
        self._use_joker(p, R.JOKER in (rc, cc), events)
        scoring.score_farmer(self, p, index, events)
        if not self.end_triggered and self.supply[p] == 0:
            self._trigger_end(p, "last_farmer", R.END_LAST_FARMER, events)

    def _place_building(self, p: int, move: Mapping[str, Any], index: int, events: list[Event]) -> None:
        b, lc = move["building"], move["landscape_card"]
        cards.discard(self, p, ([lc] if lc != R.JOKER else []) + [b])
        self._put(index, building=b)
        self.stacks[b] -= 1
        events.append({"type": "building_placed", "player": self.players[p], "building": b, "col": move["col"],
                       "row": move["row"], "landscape_card": lc})
        self._use_joker(p, lc == R.JOKER, events)
        scoring.score_building(self, p, b, index, events)
        empty = sum(1 for n in self.stacks.values() if n == 0)
        if not self.end_triggered and empty >= R.EMPTY_STACKS_TO_END.get(len(self.players), len(self.players)):
            self._trigger_end(p, "building_stacks", R.END_STACKS, events)

    def _trigger_end(self, p: int, reason: str, rule: str, events: list[Event]) -> None:
        self.end_triggered = True
        events.append({"type": "end_triggered", "player": self.players[p], "reason": reason, "rule": rule})

    # ------------------------------------------------------------- turn flow
    def advance(self, events: list[Event]) -> None:
        """Carry out forced steps until a player has a real decision or the
        game is over (spec/oregon.md §Decisions and moves)."""
        while True:
            p = self.active
            if self.phase == OVER or self.chance is not None:
                return
            if self.phase == PLACE_START_TILE:
                if placement.start_tile_spaces(self, self.start_building(p)):
                    return
                events.append({"type": "start_tile_returned", "player": self.players[p],
                               "building": self.start_tile[p], "rule": R.FIRST_EMPTY})
                self.start_tile[p] = None
                self._next_player(events)
            elif self.phase == PLAY_CARDS:
                if self.interpretations["turn.no_placement"] == "discard_two" or placement.has_placement(self, p):
                    return
                hand = cards.listed(self.hand_l[p]) + cards.listed(self.hand_b[p])
                cards.discard(self, p, hand)
                events.append({"type": "cards_discarded", "player": self.players[p], "cards": sorted(hand),
                               "rule": R.PLAY})
                self.phase = DRAW_CARDS
            elif self.phase == EXTRA_TURN:
                if self.extra[p] and not self.extra_used and placement.has_placement(self, p):
                    return
                self.phase = DRAW_CARDS
            else:  # DRAW_CARDS
                if self.end_triggered:
                    self._end_turn(events)
                    continue
                moves = cards.draw_moves(self, p)
                if not moves:
                    self._end_turn(events)
                elif len(moves) == 1 and moves[0]["type"] == "draw_card":
                    cards.draw(self, p, moves[0]["deck"], events)
                else:
                    return

    def _next_player(self, events: list[Event]) -> None:
        """After a start tile: the next player with a start tile, else the
        first normal turn of the first player (OR-R-FIRST-2/3)."""
        self.turn_number += 1
        for q in range(self.active + 1, len(self.players)):
            if self.start_tile[q] is not None:
                self.active = q
                return
        self.active = 0
        self.phase = PLAY_CARDS

    def _end_turn(self, events: list[Event]) -> None:
        """The turn passes (OR-R-DRAW-6); after the last player of a round in
        which the end was triggered, the game ends (OR-R-END-3)."""
        if self.end_triggered and self.active == len(self.players) - 1:
            self.turn_number += 1  # the last turn is completed too (spec/protocol.md PC-R-TURN-1)
            self.final_scoring(events)
            return
        self.active = (self.active + 1) % len(self.players)
        self.turn_number += 1
        self.extra_used = False
        self.phase = PLAY_CARDS

    def final_scoring(self, events: list[Event]) -> None:
        """Final scoring (OR-R-END-4…6); the game is over.  A pending chance
        decision is dropped (no draw follows) and ``extra_turn_used`` is
        false once over (spec/oregon.md "The state once over")."""
        self.chance = None
        self.extra_used = False
        scoring.final_scoring(self, events)
        self.phase = OVER

    def end(self) -> list[Event]:
        """Final scoring of the current position now (the protocol's
        ``end_game``).  Raises :class:`GameOver` when already over."""
        if self.phase == OVER:
            raise GameOver("the game is already over", rule=R.END_ROUND)
        events: list[Event] = []
        self.final_scoring(events)
        return events

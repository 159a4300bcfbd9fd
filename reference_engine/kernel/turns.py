"""The turn-state skeleton every tile-laying game shares.

:class:`TileTurns` holds what Carcassonne, Gold Rush and The Discovery keep
alike: players and scores, the board, the draw pile (*last* item on top), the
tiles removed as unplaceable, whose turn it is, the phase (``place_tile``,
``place_figure``, ``over`` and the game's own), the tile in hand, the cell of
this turn's tile, the turn number and a pending chance decision
(:mod:`.chance`).  It answers the protocol's questions in the same way for
each game — the pending decision, the legal moves, a move checked and played,
``end_game`` — and leaves the rules to the game through a few methods:

- :meth:`player_moves`, :meth:`play`: the legal moves and a move played
  (the game validates completely before it changes anything);
- :meth:`start_turn`, :meth:`final_scoring`: drawing and the end;
- :meth:`unplaceable`: what happens to a drawn tile that fits nowhere
  (default: removed from the game);
- :meth:`resolve_chance`: what a resolved chance decision continues with;
- :meth:`copy_more`, :meth:`hand_pending`, :meth:`other_pending`: the game's
  own state in copies and pending decisions.

Each game names its rule ids in class attributes (:attr:`END_RULE`,
:attr:`TURN_RULE`, :attr:`HAND_RULE`, :attr:`UNPLACEABLE_RULE`,
:attr:`PLACEMENT`).
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Self

from rulebook_protocol.errors import GameOver, IllegalMove
from rulebook_protocol.geometry import PLACE_RANK
from rulebook_protocol.messages import Event, JSONObject, Move, Pending
from rulebook_protocol.schemas import checked_move

from .board import Board
from .chance import Chance, check_order, refuse_shuffle
from .features import Figure
from .placement import PlacementRules, check_placement
from .tiles import TileCatalogue, TileType

PLACE_TILE, PLACE_FIGURE, OVER = "place_tile", "place_figure", "over"


def figure_key(f: Figure) -> tuple[int, int, int, int, str]:
    """Canonical order of figures: ``(x, y, place order, seat, figure)``."""
    return (f.x, f.y, PLACE_RANK[f.at], f.player, f.figure)


class TileTurns:
    """One game of a tile-laying game: the shared turn state (see the module doc)."""

    game_id = ""
    #: The rule a move after the end, or ``end_game`` twice, names.
    END_RULE = ""
    #: The rule a move of the wrong kind for the pending decision names.
    TURN_RULE = ""
    #: The rule a ``place_tile`` naming another tile than the one in hand names.
    HAND_RULE = ""
    #: The rule under which a tile that fits nowhere is removed.
    UNPLACEABLE_RULE = ""
    #: The rule ids of tile placement.
    PLACEMENT: PlacementRules
    #: The name of the game's move schema, ``games/<game_id>/move`` (set for each subclass).
    MOVE_SCHEMA = "games//move"

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.MOVE_SCHEMA = f"games/{cls.game_id}/move"

    def __init__(self, catalogue: TileCatalogue, players: Sequence[str], *, interpretations: Mapping[str, str],
                 custom_tiles: Sequence[Mapping[str, Any]] = ()) -> None:
        self.catalogue = catalogue
        self.players = list(players)
        self.interpretations = dict(interpretations)
        self.custom_tiles = list(custom_tiles)
        self.scores = [0] * len(self.players)
        self.board = Board()
        self.pile: list[TileType] = []
        self.discarded: list[str] = []
        self.active = 0
        self.phase = PLACE_TILE
        self.tile: TileType | None = None
        self.placed: tuple[int, int] | None = None
        self.turn_number = 1
        #: The pending chance decision (spec/protocol.md §7a), or ``None``.
        self.chance: Chance | None = None

    # ------------------------------------------------------------------ copy
    def copy(self) -> Self:
        """An independent copy (perft, exploring callers, property tests)."""
        new = type(self).__new__(type(self))
        new.__dict__.update(self.__dict__)
        new.scores = list(self.scores)
        new.board = self.board.copy()
        new.pile = list(self.pile)
        new.discarded = list(self.discarded)
        new.chance = None if self.chance is None else self.chance.copy()
        self.copy_more(new)
        return new

    def copy_more(self, new: Self) -> None:
        """Copy the game's own mutable attributes into ``new`` (a shallow copy so far)."""

    # --------------------------------------------------------------- queries
    @property
    def finished(self) -> bool:
        return self.phase == OVER

    def pending(self) -> Pending | None:
        """Who must decide what now (chance, when a chance decision is
        pending), or ``None`` once the game is over."""
        if self.chance is not None:
            return self.chance.pending()
        if self.phase == PLACE_TILE:
            return {"player": self.players[self.active], "decision": PLACE_TILE, **self.hand_pending()}
        if self.phase == PLACE_FIGURE:
            assert self.placed is not None
            return {"player": self.players[self.active], "decision": PLACE_FIGURE,
                    "x": self.placed[0], "y": self.placed[1]}
        return self.other_pending()

    def hand_pending(self) -> JSONObject:
        """The fields of the ``place_tile`` decision that name the hand."""
        assert self.tile is not None
        return {"tile": self.tile.id}

    def other_pending(self) -> Pending | None:
        """The pending decision in a phase of the game's own (``None``: over)."""
        return None

    def legal_moves(self) -> Sequence[Move]:
        """Every legal move of the pending decision in canonical order; empty
        once the game is over and while chance is pending (every permutation
        of its items is legal, spec/protocol.md §7a)."""
        if self.chance is not None:
            return []
        return self.player_moves()

    def player_moves(self) -> Sequence[Move]:  # pragma: no cover - every game overrides
        raise NotImplementedError

    def tile_moves(self, tile: TileType) -> Sequence[Move]:
        """The ``place_tile`` moves of ``tile``, by ``(x, y, rotation)``: a
        read-only list that builds each move dict when asked (:mod:`.moves`)."""
        return self.board.tile_moves(tile)

    def feature_ref(self, root: int) -> JSONObject:
        """The canonical reference ``{kind, x, y, at}`` of a feature."""
        x, y, at = self.board.graph.reference(root)
        return {"kind": self.board.graph.features[root].kind, "x": x, "y": y, "at": at}

    # ----------------------------------------------------------------- moves
    def apply(self, move: Mapping[str, Any]) -> list[Event]:
        """Play ``move`` for the pending player — or chance's order — and
        return the events in order.

        ``move`` is a move object of the game's move schema
        (``schemas/v1/games/<game>/move.schema.json``, e.g. ``{"type":
        "place_tile", "x": 0, "y": 1, "rotation": 90}``).  Raises
        :class:`~rulebook_protocol.errors.BadRequest` for a move of the wrong
        shape (not a mapping, no ``type``, a field of the wrong type or
        unknown; the message and ``details.path`` give its JSON Pointer in the
        move, spec/protocol.md PRO-R-ERROR-3), :class:`GameOver` after the
        end and :class:`IllegalMove` (with the rule id, PRO-R-ERROR-4) for a
        move the rules forbid; whichever it raises, nothing changes.
        """
        return checked_move(self.MOVE_SCHEMA, move, self._apply)

    def _apply(self, move: Mapping[str, Any]) -> list[Event]:
        if self.phase == OVER:
            raise GameOver("the game is over: no more moves", rule=self.END_RULE)
        chance = self.chance
        if chance is not None:
            order = check_order(chance, move)
            self.chance = None
            events: list[Event] = []
            self.resolve_chance(chance, order, events)
            return events
        if move.get("type") == "shuffle":
            refuse_shuffle(self.TURN_RULE)
        return self.play(move)

    def play(self, move: Mapping[str, Any]) -> list[Event]:  # pragma: no cover - every game overrides
        raise NotImplementedError

    def resolve_chance(self, chance: Chance, order: list[str], events: list[Event]) -> None:
        """Carry on with ``order`` (top first, already checked) for ``chance``."""
        raise IllegalMove("this game has no chance decisions", rule=chance.rule)  # pragma: no cover

    def check_hand_tile(self, move: Mapping[str, Any], tile: TileType) -> tuple[int, int, int]:
        """``(x, y, rotation)`` of a ``place_tile`` move for ``tile``, checked
        (the optional ``tile`` field, then the placement rules)."""
        if "tile" in move and move["tile"] != tile.id:
            raise IllegalMove(f"the tile in hand is {tile.id}, not {move['tile']}", rule=self.HAND_RULE)
        x, y, rotation = move["x"], move["y"], move["rotation"]
        check_placement(self.board, tile, x, y, rotation, self.PLACEMENT)
        return x, y, rotation

    # ------------------------------------------------------------ turn flow
    def start_turn(self, events: list[Event]) -> None:  # pragma: no cover - every game overrides
        raise NotImplementedError

    def draw_tile(self, events: list[Event]) -> bool:
        """Draw for the active player until a tile fits somewhere; each that
        fits nowhere goes to :meth:`unplaceable`.  ``True`` when a tile is in
        hand (phase ``place_tile``) or chance is to shuffle; ``False`` when the
        pile ran out."""
        player = self.players[self.active]
        while self.pile:
            tile = self.pile.pop()
            events.append({"type": "tile_drawn", "player": player, "tile": tile.id})
            if self.board.can_place_somewhere(tile):
                self.tile = tile
                self.phase = PLACE_TILE
                return True
            self.unplaceable(tile, player, events)
            if self.chance is not None:
                self.tile, self.phase = None, PLACE_TILE
                return True
        return False

    def unplaceable(self, tile: TileType, player: str, events: list[Event]) -> None:
        """A drawn tile that fits nowhere: removed from the game (default)."""
        self.discard(tile, player, events)

    def discard(self, tile: TileType, player: str, events: list[Event]) -> None:
        """Remove ``tile`` from the game as unplaceable (``tile_discarded``)."""
        self.discarded.append(tile.id)
        events.append({"type": "tile_discarded", "player": player, "tile": tile.id, "rule": self.UNPLACEABLE_RULE})

    def check_hand(self, events: list[Event]) -> None:
        """After loading a position: a tile in hand that fits nowhere goes to
        :meth:`unplaceable` and the player draws again."""
        if self.phase == PLACE_TILE and self.tile is not None and not self.board.can_place_somewhere(self.tile):
            tile, self.tile = self.tile, None
            self.unplaceable(tile, self.players[self.active], events)
            if self.chance is None:
                self.start_turn(events)

    def final_scoring(self, events: list[Event]) -> None:  # pragma: no cover - every game overrides
        raise NotImplementedError

    def finish(self, events: list[Event]) -> None:
        """The game is over: no tile in hand, ``game_ended`` with the winners
        (every player with the top score)."""
        self.phase = OVER
        self.tile = None
        self.placed = None
        self.chance = None
        top = max(self.scores) if self.scores else 0
        events.append({"type": "game_ended", "scores": dict(zip(self.players, self.scores)),
                       "winners": [p for p, s in zip(self.players, self.scores) if s == top]})

    def end(self) -> list[Event]:
        """Final scoring now, whatever is left to draw (the protocol's
        ``end_game``).  Raises :class:`GameOver` when the game is already over."""
        if self.phase == OVER:
            raise GameOver("the game is already over", rule=self.END_RULE)
        self.chance = None
        events: list[Event] = []
        self.final_scoring(events)
        return events

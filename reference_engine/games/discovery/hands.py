"""The hands of the two-tiles variant (DI-R-VAR-1): dealing, choosing the tile
to place, drawing a replacement, and putting tiles that fit nowhere back in
the box.  Hands are lists of tile types in the order drawn; the draw pile is
a list with its top at the end."""
from __future__ import annotations

from collections.abc import Callable, Sequence

from rulebook_protocol.errors import IllegalMove
from rulebook_protocol.messages import Event

from ...kernel.board import Board
from ...kernel.tiles import TileType
from . import rules as R

Events = list[Event]


def deal(hands: list[list[TileType]], pile: list[TileType], players: Sequence[str], events: Events) -> None:
    """Each player in seating order takes the top :data:`~.rules.HAND_SIZE`
    tiles (fewer when the pile runs out), one ``tile_drawn`` each."""
    for hand, player in zip(hands, players):
        while len(hand) < R.HAND_SIZE and pile:
            tile = pile.pop()
            hand.append(tile)
            events.append({"type": "tile_drawn", "player": player, "tile": tile.id})


def chosen(hand: Sequence[TileType], tile_id: str | None, player: str) -> TileType:
    """The tile of ``hand`` a ``place_tile`` move names (``tile_id``; may be
    omitted only when every tile of the hand is of one type).  Raises
    :class:`IllegalMove` under DI-R-VAR-1 otherwise."""
    if tile_id is None:
        if len({t.id for t in hand}) == 1:
            return hand[0]
        raise IllegalMove(f"{player} holds {', '.join(t.id for t in hand)}: the move must name the tile to place",
                          rule=R.VAR_TWO_TILES)
    for t in hand:
        if t.id == tile_id:
            return t
    raise IllegalMove(f"{player} holds {', '.join(t.id for t in hand) or 'no tile'}, not {tile_id}",
                      rule=R.VAR_TWO_TILES)


def play(hand: list[TileType], tile: TileType, pile: list[TileType], player: str, events: Events) -> None:
    """Take the placed ``tile`` out of ``hand`` and draw its replacement from
    the pile, if any (DI-R-VAR-1: "places it, then draws another")."""
    hand.remove(tile)
    if pile:
        new = pile.pop()
        hand.append(new)
        events.append({"type": "tile_drawn", "player": player, "tile": new.id})


def check(hand: list[TileType], pile: list[TileType], board: Board, player: str, events: Events,
          discard: Callable[[TileType, str, Events], None], *, when_stuck: bool) -> None:
    """At the start of a turn put the tiles of ``hand`` that fit nowhere in the
    box and replace each from the pile (DI-R-PLACE-4 applied to the hand):
    every such tile (``two_tiles.unplaceable=replace_each``), or only when no
    tile of the hand fits (``replace_when_stuck``).  Replacements are checked
    in turn.  Ends with at least one tile that fits, or an empty hand."""
    while hand:
        fits = [board.can_place_somewhere(t) for t in hand]
        if all(fits) or (when_stuck and any(fits)):
            return
        for tile, ok in list(zip(hand, fits)):
            if ok:
                continue
            hand.remove(tile)
            discard(tile, player, events)
            if pile:
                new = pile.pop()
                hand.append(new)
                events.append({"type": "tile_drawn", "player": player, "tile": new.id})

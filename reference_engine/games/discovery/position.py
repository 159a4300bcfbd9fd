"""Canonical positions of ``discovery``: a game from ``new_game`` or
``load_position``, and the canonical state (``schemas/v1/games/discovery/
state.schema.json``; spec/discovery.md, section "Protocol for discovery")."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rulebook_protocol.errors import BadRequest, DataError, InvalidPosition, show
from rulebook_protocol.messages import Event, JSONObject, State

from ...kernel.features import Figure
from ...kernel.placement import lay_board
from ...kernel.tiles import TileCatalogue
from .._setup import (
    check_draw_kinds,
    check_players,
    choose_interpretations,
    choose_variants,
    refuse_expansions,
    refuse_options,
)
from . import hands
from . import rules as R
from .game import OVER, PLACE_FIGURE, PLACE_TILE, Discovery
from .tiles import discovery_catalogue, discovery_tile_types


def _setup(request: Mapping[str, Any], players: Sequence[str]) -> tuple[TileCatalogue, dict[str, str], list[str],
                                                                          list[JSONObject]]:
    """Check the set-up fields shared by ``new_game`` and positions; return
    ``(catalogue, interpretations, variants, custom tile definitions)``."""
    refuse_expansions(request, game="discovery")
    refuse_options(request)
    variants = choose_variants(request.get("variants", []), R.VARIANTS)
    interpretations = choose_interpretations(R.INTERPRETATIONS, request.get("interpretations", {}), game="discovery")
    check_players(players, game="discovery", minimum=R.MIN_PLAYERS, maximum=R.MAX_PLAYERS, rule=R.COMP_PLAYERS)
    custom = list(request.get("tiles", []))
    catalogue = discovery_catalogue()
    if custom:
        try:
            catalogue = catalogue.with_types(discovery_tile_types(custom, where="request tiles").values())
        except DataError as exc:  # the request's own definitions are at fault
            raise BadRequest(f"tile definitions in the request are inconsistent: {exc.message}") from exc
    return catalogue, interpretations, variants, custom


def box(request: Mapping[str, Any]) -> dict[str, dict[str, int]]:
    """The ``box`` command (capability ``box``): the tiles by id, the start tile included
    (DI-R-TILES-2)."""
    refuse_expansions(request, game="discovery")
    return {"tiles": {t.id: t.count for t in discovery_catalogue()}}


def set_aside_count(players: int, interpretations: Mapping[str, str]) -> int:
    """Tiles the equal-turns variant sets aside for ``players`` players (DI-R-VAR-2)."""
    if players in R.SET_ASIDE:
        return R.SET_ASIDE[players]
    return int(interpretations["equal_turns.five_players"])


def new_game(request: Mapping[str, Any]) -> tuple[Discovery, list[Event]]:
    """A game from a ``new_game`` request: the start tile at (0, 0)
    (DI-R-SETUP-1), 4 followers each (DI-R-SETUP-2), the runner's draw order,
    tiles set aside (DI-R-VAR-2) and hands dealt (DI-R-VAR-1) when those
    variants are on, then the first player's draw.  Returns the game and the
    set-up events.  Raises ``bad_request``, ``unsupported``, ``unknown_tile``."""
    players = list(request["players"])
    catalogue, interpretations, variants, custom = _setup(request, players)
    check_draw_kinds(request["draw"], ("tiles",), game="discovery")
    start = request.get("start", {"tile": R.START_TILE, "rotation": 0})
    start_tile = catalogue[start["tile"]]
    draw = catalogue.types_of(request["draw"]["tiles"])
    game = Discovery(catalogue, players, interpretations=interpretations, variants=variants, custom_tiles=custom)
    game.board.place(start_tile, 0, 0, start["rotation"])
    game.pile = draw[::-1]
    events: list[Event] = [{"type": "tile_placed", "player": None, "tile": start_tile.id,
                                     "x": 0, "y": 0, "rotation": start["rotation"]}]
    if R.EQUAL_TURNS in variants:
        for _ in range(min(set_aside_count(len(players), interpretations), len(game.pile))):
            tile = game.pile.pop()
            game.set_aside.append(tile.id)
            events.append({"type": "tile_set_aside", "tile": tile.id, "rule": R.VAR_EQUAL_TURNS})
    if game.hands is not None:
        hands.deal(game.hands, game.pile, players, events)
    game.start_turn(events)
    return game, events


def load_position(request: Mapping[str, Any]) -> tuple[Discovery, list[Event]]:
    """A game from a canonical position.  Raises :class:`InvalidPosition`
    naming the first inconsistency (edges that do not match, a tile not
    connected to (0, 0), a follower on a place without an area, two followers
    on one segment, more than 4 followers for a player, hands that do not
    match the variants, a turn inconsistent with its phase...).  Returns the
    game and the events of forced steps (tiles in hand that fit nowhere)."""
    pos = request["position"]
    players = [p["name"] for p in pos["players"]]
    catalogue, interpretations, variants, custom = _setup(pos, players)
    game = Discovery(catalogue, players, interpretations=interpretations, variants=variants, custom_tiles=custom)
    index = {name: i for i, name in enumerate(players)}
    for i, p in enumerate(pos["players"]):
        game.scores[i] = p["score"]
        game.supply[i] = p["supply"]["follower"]
        if game.hands is None:
            if "hand" in p:
                raise InvalidPosition(f"{p['name']} has a hand, but the two_tiles variant is off", rule=R.VAR_TWO_TILES)
        else:
            if "hand" not in p:
                raise InvalidPosition(f"{p['name']} needs a hand: the two_tiles variant is on", rule=R.VAR_TWO_TILES)
            if len(p["hand"]) > R.HAND_SIZE:
                raise InvalidPosition(f"{p['name']} holds {len(p['hand'])} tiles; a hand holds at most "
                                      f"{R.HAND_SIZE}", rule=R.VAR_TWO_TILES)
            game.hands[i] = catalogue.types_of(p["hand"])
    lay_board(game.board, game.catalogue, pos["board"], R.PLACEMENT)
    _stand_figures(game, pos["figures"], index)
    for i, name in enumerate(players):
        on_board = sum(1 for f in game.figures() if f.player == i)
        if game.supply[i] + on_board > R.FOLLOWERS_PER_PLAYER:
            raise InvalidPosition(f"{name} has {game.supply[i]} followers in the supply and {on_board} on the "
                                  f"board: more than the {R.FOLLOWERS_PER_PLAYER} a player has", rule=R.COMP_FOLLOWERS)
    game.pile = catalogue.types_of(pos["draw_pile"])[::-1]
    if game.hands is not None and game.pile:
        short = [players[i] for i, hand in enumerate(game.hands) if len(hand) < R.HAND_SIZE]
        if short:
            raise InvalidPosition(f"{short[0]} holds fewer than {R.HAND_SIZE} tiles while the draw pile is not "
                                  "empty: hands are refilled as soon as a tile is placed", rule=R.VAR_TWO_TILES)
    game.discarded = list(pos.get("discarded", []))
    game.set_aside = list(pos.get("set_aside", []))
    for t in game.discarded + game.set_aside:
        catalogue[t]
    if game.set_aside and R.EQUAL_TURNS not in variants:
        raise InvalidPosition("tiles are set aside, but the equal_turns variant is off", rule=R.VAR_EQUAL_TURNS)
    _turn(game, pos["turn"], index)
    events: list[Event] = []
    game.check_hand(events)
    return game, events


def _turn(game: Discovery, turn: Mapping[str, Any], index: Mapping[str, int]) -> None:
    game.turn_number = turn["number"]
    game.phase = turn["phase"]
    if game.phase == OVER:
        if turn.get("player") is not None:
            raise InvalidPosition("a finished game has no player to move")
    else:
        if turn.get("player") not in index:
            raise InvalidPosition(f"turn.player {show(turn.get('player'))} is not one of the players")
        game.active = index[turn["player"]]
    if game.phase == PLACE_TILE and game.hands is None:
        if not turn.get("tile"):
            raise InvalidPosition("phase place_tile needs turn.tile, the tile in hand")
        game.tile = game.catalogue[turn["tile"]]
    elif turn.get("tile"):
        raise InvalidPosition(f"turn.tile is only given in phase place_tile without the two_tiles variant, "
                              f"not in {game.phase}" + (" with two_tiles (the hands are in players)"
                                                        if game.hands is not None else ""))
    if game.phase == PLACE_FIGURE:
        placed = turn.get("placed")
        if not placed or (placed["x"], placed["y"]) not in game.board.cells:
            raise InvalidPosition("phase place_figure needs turn.placed, a cell holding a tile")
        game.placed = (placed["x"], placed["y"])
    elif turn.get("placed"):
        raise InvalidPosition(f"turn.placed is only given in phase place_figure, not {game.phase}")


def _stand_figures(game: Discovery, figures: Sequence[Mapping[str, Any]], index: Mapping[str, int]) -> None:
    graph = game.board.graph
    taken = set()
    for f in figures:
        cell, at = (f["x"], f["y"]), f["at"]
        if f["player"] not in index:
            raise InvalidPosition(f"figure of unknown player {show(f['player'])}")
        if f["figure"] != "follower":
            raise InvalidPosition(f"The Discovery has no figure {show(f['figure'])}: followers only",
                                  rule=R.DEPLOY_ROLES)
        placed = game.board.cells.get(cell)
        if placed is None:
            raise InvalidPosition(f"follower at ({cell[0]}, {cell[1]}) stands on an empty cell")
        seg = placed.orientation.place_segment.get(at)
        if seg is None or placed.orientation.segments[seg].kind not in R.ROLE:
            raise InvalidPosition(f"follower at ({cell[0]}, {cell[1]}) {at}: {placed.tile.id} rotated "
                                  f"{placed.rotation} has no area there", rule=R.DEPLOY_ROLES)
        node = placed.base + seg
        if node in taken:
            raise InvalidPosition(f"two followers on the same area segment at ({cell[0]}, {cell[1]}) {at}")
        taken.add(node)
        graph.add_figure(node, Figure(index[f["player"]], "follower", cell[0], cell[1], at, node))


def to_state(game: Discovery) -> State:
    """The canonical state (spec/discovery.md, section "Protocol for discovery")."""
    pending = game.pending()
    players = []
    for i, name in enumerate(game.players):
        entry: JSONObject = {"name": name, "score": game.scores[i], "supply": {"follower": game.supply[i]}}
        if game.hands is not None:
            entry["hand"] = [t.id for t in game.hands[i]]
        players.append(entry)
    state: State = {
        "game": "discovery",
        "variants": list(game.variants),
        "interpretations": dict(sorted(game.interpretations.items())),
        "players": players,
        "board": game.board.state_entries(),
        "figures": [{"player": game.players[f.player], "figure": f.figure, "x": f.x, "y": f.y, "at": f.at}
                    for f in game.figures()],
        "draw_pile": [t.id for t in reversed(game.pile)],
        "discarded": list(game.discarded),
        "set_aside": list(game.set_aside),
        "turn": {
            "number": game.turn_number,
            "player": pending["player"] if pending else None,
            "phase": game.phase,
            "tile": game.tile.id if game.phase == PLACE_TILE and game.tile is not None and game.hands is None else None,
            "placed": ({"x": game.placed[0], "y": game.placed[1]}
                       if game.phase == PLACE_FIGURE and game.placed else None),
        },
    }
    if game.custom_tiles:
        state["tiles"] = game.custom_tiles
    return state

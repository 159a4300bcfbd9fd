"""Canonical positions of ``oregon``: a game from ``new_game`` or
``load_position``, and the canonical state (spec/oregon.md §Canonical state,
``schemas/v1/games/oregon/state.schema.json``)."""
from __future__ import annotations

import copy
import re
from collections.abc import Mapping, Sequence
from typing import Any

from rulebook_protocol.errors import BadRequest, InvalidPosition, ProtocolError, Unsupported, show
from rulebook_protocol.messages import JSON, Event, State

from ...kernel.chance import refuse_chance_position
from .._setup import check_players, choose_interpretations, refuse_expansions
from . import cards
from . import rules as R
from .board import Board, BoardError, UnknownBoard, board_from_json, named_board
from .game import DRAW_CARDS, OVER, PLACE_START_TILE, Oregon

DRAW_KEYS = ("tiles", "landscape_cards", "building_cards", "coal", "gold")
_VALUE = re.compile(r"^[1-9][0-9]{0,2}$")


def _interpretations(requested: Mapping[str, str]) -> dict[str, str]:
    return choose_interpretations(R.INTERPRETATIONS, requested, game="oregon")


def _players(players: Sequence[str], error: type[ProtocolError]) -> None:
    check_players(players, game="oregon", minimum=R.MIN_PLAYERS, maximum=R.MAX_PLAYERS, rule=R.META, error=error)


def _board(ref: JSON, error: type[ProtocolError]) -> Board:
    """The board a request or position names (an id) or carries (an object)."""
    if isinstance(ref, str):
        try:
            return named_board(ref)
        except UnknownBoard:
            raise Unsupported(f"this engine has no board {show(ref)}", details={"board": ref}) from None
    try:
        return board_from_json(copy.deepcopy(ref))
    except BoardError as exc:
        raise error(f"the board: {exc}") from exc


def _refuse_foreign_fields(request: Mapping[str, Any]) -> None:
    refuse_expansions(request, game="oregon")
    if request.get("variants"):
        raise Unsupported(f"oregon has no variants: {', '.join(request['variants'])}")
    if "tiles" in request:
        raise Unsupported("oregon takes no tile definitions (capability custom_tiles)")
    if "start" in request:
        raise Unsupported("oregon has no start tile override")


def box(request: Mapping[str, Any]) -> dict[str, dict[str, int]]:
    """The ``box`` command (capability ``box``): start tiles, building tiles, landscape and
    building cards, coal and gold tiles, by id or value with their counts (OR-R-COMP-3..10)."""
    refuse_expansions(request, game="oregon")
    return {
        "tiles": {b: 1 for b in R.BUILDINGS},
        "building_tiles": {b: R.TILES_PER_STACK for b in R.BUILDINGS},
        "landscape_cards": {s: R.CARDS_PER_SYMBOL for s in R.SYMBOLS},
        "building_cards": {b: R.CARDS_PER_BUILDING for b in R.BUILDINGS},
        "coal": dict(R.COAL_TILES),
        "gold": dict(R.GOLD_TILES),
    }


def new_game(request: Mapping[str, Any]) -> tuple[Oregon, list[Event]]:
    """A game from a ``new_game`` request: the runner's decks dealt
    (OR-R-SETUP-3/4), coal and gold supplies (OR-R-SETUP-5/6), 14 farmers and
    active tokens each (OR-R-SETUP-7/8), start tiles drawn (OR-R-SETUP-9/10);
    the first player is to place their start tile (OR-R-FIRST-1).  Raises
    ``bad_request`` for a draw the set-up cannot use, ``unsupported`` for an
    unknown option, interpretation or board.  Returns the game and its events."""
    _refuse_foreign_fields(request)
    players = list(request["players"])
    options = dict(request.get("options", {}))
    unknown = sorted(set(options) - {"board"})
    if unknown:
        raise Unsupported(f"unknown option(s) for oregon: {', '.join(unknown)}")
    interpretations = _interpretations(request.get("interpretations", {}))
    _players(players, BadRequest)
    board_ref = options.get("board", R.DEFAULT_BOARD)
    board = _board(board_ref, BadRequest)
    draw = _check_draw(request["draw"], len(players))
    game = Oregon(board, board_ref, players, interpretations=interpretations)
    game.l_deck = draw["landscape_cards"][::-1]
    game.b_deck = draw["building_cards"][::-1]
    game.coal_supply = [int(v) for v in draw["coal"]][::-1]
    game.gold_supply = [int(v) for v in draw["gold"]][::-1]
    events: list[Event] = []
    n = len(players)
    for _ in range(R.DEAL_LANDSCAPE):
        for p in range(n):
            game.hand_l[p][game.l_deck.pop()] += 1
    for _ in range(R.DEAL_BUILDING):
        for p in range(n):
            game.hand_b[p][game.b_deck.pop()] += 1
    for p in range(n):
        events.append({"type": "cards_dealt", "player": players[p], "landscape_cards": cards.listed(game.hand_l[p]),
                       "building_cards": cards.listed(game.hand_b[p])})
    for p in range(n):
        game.start_tile[p] = draw["tiles"][p]
        events.append({"type": "start_tile_drawn", "player": players[p], "building": draw["tiles"][p]})
    game.phase = PLACE_START_TILE
    game.advance(events)
    return game, events


def _check_draw(draw: Mapping[str, Any], n: int) -> dict[str, list[str]]:
    unknown = sorted(set(draw) - set(DRAW_KEYS))
    if unknown:
        raise BadRequest(f"oregon draws {', '.join(DRAW_KEYS)}; not {', '.join(unknown)}")
    out = {key: list(draw.get(key, [])) for key in DRAW_KEYS}
    for key, allowed, what in (("tiles", R.BUILDINGS, "building"), ("landscape_cards", R.SYMBOLS, "symbol"),
                               ("building_cards", R.BUILDINGS, "building")):
        bad = [c for c in out[key] if c not in allowed]
        if bad:
            raise BadRequest(f"draw.{key}: {show(bad[0])} is not a {what} ({', '.join(allowed)})")
    for key in ("coal", "gold"):
        bad = [v for v in out[key] if not _VALUE.match(v)]
        if bad:
            raise BadRequest(f"draw.{key}: {show(bad[0])} is not a tile value (a positive whole number as a string)")
    if len(set(out["tiles"])) != len(out["tiles"]):
        raise BadRequest("draw.tiles: there is one start tile of each building type (OR-R-COMP-6)", rule="OR-R-COMP-6")
    for key, need, rule in (("tiles", n, "OR-R-SETUP-9"), ("landscape_cards", R.DEAL_LANDSCAPE * n, "OR-R-SETUP-3"),
                            ("building_cards", R.DEAL_BUILDING * n, "OR-R-SETUP-4")):
        if len(out[key]) < need:
            raise BadRequest(f"draw.{key} holds {len(out[key])}; {n} players need at least {need}", rule=rule)
    return out


# ----------------------------------------------------------------- positions
def load_position(request: Mapping[str, Any]) -> tuple[Oregon, list[Event]]:
    """A game from a canonical position.  Raises :class:`InvalidPosition`
    naming the first inconsistency (spec/oregon.md §Canonical state); returns
    the game and the events of the forced steps the position implies."""
    pos = request["position"]
    refuse_chance_position(pos)
    _refuse_foreign_fields(pos)
    names = [p["name"] for p in pos["players"]]
    _players(names, BadRequest)
    interpretations = _interpretations(pos.get("interpretations", {}))
    board = _board(pos["board"], InvalidPosition)
    game = Oregon(board, pos["board"], names, interpretations=interpretations)
    index = {name: i for i, name in enumerate(names)}
    for i, entry in enumerate(pos["players"]):
        game.scores[i] = entry["score"]
        game.supply[i] = entry["supply"]["farmer"]
        for s in entry["landscape_cards"]:
            game.hand_l[i][s] += 1
        for b in entry["building_cards"]:
            game.hand_b[i][b] += 1
        if cards.hand_size(game, i) > R.HAND_SIZE:
            raise InvalidPosition(f"{entry['name']} holds {cards.hand_size(game, i)} cards; a hand is at most "
                                  f"{R.HAND_SIZE}", rule=R.DRAW_TO_FOUR)
        game.joker[i] = entry["joker"] == "active"
        game.extra[i] = entry["extra_turn"] == "active"
        game.coal[i] = sorted(entry["coal"])
        game.gold[i] = sorted(entry["gold"])
        game.start_tile[i] = entry["start_tile"]
    _lay_pieces(game, pos, index)
    for b in R.BUILDINGS:
        game.stacks[b] = pos["building_stacks"][b]
        built = sum(1 for i, x in enumerate(game.building_at) if x == b and i not in game.start_tiles)
        if game.stacks[b] + built > R.TILES_PER_STACK:
            raise InvalidPosition(f"{game.stacks[b]} {b} tiles in the stack and {built} on the board: more than the "
                                  f"{R.TILES_PER_STACK} of the box", rule="OR-R-COMP-5")
        starts = sum(1 for i in game.start_tiles if game.building_at[i] == b) + game.start_tile.count(b)
        if starts > 1:
            raise InvalidPosition(f"{starts} start tiles of {b}: there is one of each type", rule="OR-R-COMP-6")
    game.l_deck = list(pos["landscape_deck"])[::-1]
    game.b_deck = list(pos["building_deck"])[::-1]
    game.l_discards = list(pos["landscape_discards"])
    game.b_discards = list(pos["building_discards"])
    game.coal_supply = list(pos["coal_supply"])[::-1]
    game.gold_supply = list(pos["gold_supply"])[::-1]
    _set_turn(game, pos["turn"], index)
    events: list[Event] = []
    game.advance(events)
    return game, events


def _lay_pieces(game: Oregon, pos: Mapping[str, Any], index: Mapping[str, int]) -> None:
    board = game.board
    for f in pos["farmers"]:
        if f["player"] not in index:
            raise InvalidPosition(f"farmer of unknown player {show(f['player'])}")
        i = _space(game, f["col"], f["row"], "farmer")
        if i in board.water:
            raise InvalidPosition(f"a farmer on water at ({f['col']}, {f['row']})", rule=R.FARMER_WATER)
        game._put(i, farmer=index[f["player"]])
    for b in pos["buildings"]:
        i = _space(game, b["col"], b["row"], b["building"])
        if not board.takes(b["building"], i):
            harbour = b["building"] in board.data["buildings"].get(board.terrain[i], ())
            rule = R.BUILD_HARBOUR if harbour else R.BUILD_TERRAIN
            raise InvalidPosition(f"a {b['building']} on {board.terrain[i]} at ({b['col']}, {b['row']})", rule=rule)
        game._put(i, building=b["building"])
        if b["start_tile"]:
            game.start_tiles.add(i)
    for i, name in enumerate(game.players):
        on_board = sum(1 for owner in game.farmer_at if owner == i)
        if game.supply[i] + on_board > R.FARMERS_PER_PLAYER:
            raise InvalidPosition(f"{name} has {game.supply[i]} farmers in the supply and {on_board} on the board: "
                                  f"more than the {R.FARMERS_PER_PLAYER} a player places", rule=R.COMP_FARMERS)


def _space(game: Oregon, col: int, row: int, what: str) -> int:
    i = game.board.index(col, row)
    if i is None:
        raise InvalidPosition(f"a {what} off the board at ({col}, {row})")
    if not game.free[i]:
        raise InvalidPosition(f"two pieces on ({col}, {row})")
    return i


def _set_turn(game: Oregon, turn: Mapping[str, Any], index: Mapping[str, int]) -> None:
    game.turn_number = turn["number"]
    game.phase = turn["phase"]
    game.extra_used = turn["extra_turn_used"]
    game.end_triggered = turn["end_triggered"]
    if game.phase == OVER:
        if turn["player"] is not None:
            raise InvalidPosition("a finished game has no player to move")
        return
    if turn["player"] not in index:
        raise InvalidPosition(f"turn.player {show(turn['player'])} is not one of the players")
    game.active = index[turn["player"]]
    if game.phase == PLACE_START_TILE:  # start tiles go down in seating order (OR-R-FIRST-1/2)
        if game.start_tile[game.active] is None:
            raise InvalidPosition(f"{turn['player']} has no start tile to place", rule=R.FIRST_START_TILE)
        waiting = [game.players[q] for q in range(game.active) if game.start_tile[q] is not None]
        if waiting:
            raise InvalidPosition(f"{waiting[0]} still holds a start tile, but the start tiles are placed in seating "
                                  f"order, before {turn['player']}'s", rule=R.FIRST_EMPTY)
    if game.extra_used and game.phase != DRAW_CARDS:
        raise InvalidPosition("the extra turn is used only before drawing (phase draw_cards)", rule=R.EXTRA_ONCE)


def to_state(game: Oregon) -> State:
    """The canonical state (spec/oregon.md §Canonical state)."""
    board = game.board
    farmers, buildings = [], []
    for i, col, row in board.by_column:
        if game.farmer_at[i] >= 0:
            farmers.append({"player": game.players[game.farmer_at[i]], "col": col, "row": row})
        elif game.building_at[i] is not None:
            buildings.append({"building": game.building_at[i], "col": col, "row": row,
                              "start_tile": i in game.start_tiles})
    over = game.phase == OVER
    # No player decides while chance is pending (spec/protocol.md §7a, spec/oregon.md
    # "State while chance is pending"): turn.player is null then, as once over.
    nobody = over or game.chance is not None
    return {
        "game": "oregon",
        "expansions": [],
        "interpretations": dict(sorted(game.interpretations.items())),
        "board": game.board_ref if isinstance(game.board_ref, str) else copy.deepcopy(game.board.data),
        "players": [{"name": name, "score": game.scores[p], "supply": {"farmer": game.supply[p]},
                     "landscape_cards": cards.listed(game.hand_l[p]), "building_cards": cards.listed(game.hand_b[p]),
                     "joker": "active" if game.joker[p] else "inactive",
                     "extra_turn": "active" if game.extra[p] else "inactive",
                     "coal": sorted(game.coal[p]), "gold": sorted(game.gold[p]), "start_tile": game.start_tile[p]}
                    for p, name in enumerate(game.players)],
        "farmers": farmers,
        "buildings": buildings,
        "building_stacks": dict(game.stacks),
        "landscape_deck": game.l_deck[::-1],
        "landscape_discards": list(game.l_discards),
        "building_deck": game.b_deck[::-1],
        "building_discards": list(game.b_discards),
        "coal_supply": game.coal_supply[::-1],
        "gold_supply": game.gold_supply[::-1],
        "turn": {"number": game.turn_number, "player": None if nobody else game.players[game.active],
                 "phase": game.phase, "extra_turn_used": game.extra_used, "end_triggered": game.end_triggered},
        **({"chance": game.chance.pending()} if game.chance is not None else {}),
    }

"""Canonical positions of ``gold_rush``: a game from ``new_game`` or
``load_position``, and the canonical state (``schemas/v1/games/gold_rush/
state.schema.json``, spec/gold-rush.md §Canonical state)."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from rulebook_protocol.data import data_root
from rulebook_protocol.errors import BadRequest, DataError, InvalidPosition, show
from rulebook_protocol.geometry import PLACE_RANK
from rulebook_protocol.messages import JSON, Event, JSONObject, State

from ...kernel.chance import refuse_chance_position
from ...kernel.features import Figure
from ...kernel.placement import lay_board
from ...kernel.tiles import TileCatalogue, TileType, check_edge_letters, load_tile_set, tile_types_from_json
from .._setup import check_players, choose_interpretations, choose_variants, refuse_expansions, refuse_options
from . import rules as R
from .game import OVER, PLACE_FIGURE, PLACE_TILE, GoldRush, figure_key

START_TILE = "GR-33"
DRAW_KINDS = ("tiles", "tokens")


def check_gold_rush_tiles(types: Mapping[str, TileType], where: str) -> None:
    """What the tile-set schema cannot say: a city's ``railroads`` name
    railroad features of its own tile, and a railroad edge (``R``) is held by a
    railroad, a mountain edge (``M``) by a mountain (PC-R-TILEDEF-1).  Raises
    :class:`DataError`."""
    for tile in types.values():
        kinds = {f["id"]: f["kind"] for f in tile.features}
        for f in tile.features:
            for edge, letter in zip("NESW", tile.edges):
                if edge in f["places"] and R.EDGE_KINDS.get(letter, f["kind"]) != f["kind"]:
                    raise DataError(f"{where}: tile {tile.id}: edge {edge} is {letter}, a {R.EDGE_KINDS[letter]} "
                                    f"edge, but {f['kind']} {f['id']} holds it")
            for rid in f.get("railroads", ()):
                if kinds.get(rid) != "railroad":
                    raise DataError(f"{where}: tile {tile.id}: city {f['id']} lists {show(rid)}, "
                                    "not a railroad of the tile")


@cache
def gold_rush_catalogue() -> TileCatalogue:
    """The reconstructed 72-tile set ``spec/tiles/gold_rush.json`` (loaded once)."""
    path = data_root() / "spec" / "tiles" / "gold_rush.json"
    _, types = load_tile_set(path)
    check_gold_rush_tiles(types, str(path))
    return TileCatalogue(types.values())


def box(request: Mapping[str, Any]) -> dict[str, dict[str, int]]:
    """The ``box`` command (capability ``box``): the 72 land tiles by id (start tile
    included) and the mining tokens by face (GR-R-TILES-1..4)."""
    refuse_expansions(request, game="gold_rush")
    return {"tiles": {t.id: t.count for t in gold_rush_catalogue()}, "tokens": dict(R.BOX_TOKENS)}


def _check_tokens(tokens: Sequence[JSON], where: str) -> list[str]:
    bad = [t for t in tokens if t not in R.TOKEN_VALUE]
    if bad:
        raise BadRequest(f"{where}: {show(bad[0])} is not a mining token; tokens are "
                         f"{', '.join(R.TOKEN_VALUE)}", rule=R.COMP_TOKENS)
    return list(tokens)


def _setup(request: Mapping[str, Any], players: Sequence[str]) -> tuple[TileCatalogue, dict[str, str], list[str],
                                                                          list[JSONObject]]:
    """Check the parts of a set-up shared by ``new_game`` and positions."""
    refuse_expansions(request, game="gold_rush")
    refuse_options(request)
    variants = choose_variants(request.get("variants", []), R.VARIANTS)
    interpretations = choose_interpretations(R.INTERPRETATIONS, request.get("interpretations", {}), game="gold_rush")
    check_players(players, game="gold_rush", minimum=R.MIN_PLAYERS, maximum=R.MAX_PLAYERS, rule=R.SETUP_PLAYERS)
    custom = list(request.get("tiles", []))
    catalogue = gold_rush_catalogue()
    if custom:
        try:
            check_edge_letters(custom, letters=R.EDGE_LETTERS, game="gold_rush", where="request tiles")
            types = tile_types_from_json(custom, where="request tiles")
            check_gold_rush_tiles(types, "request tiles")
        except DataError as exc:  # the request's fault, not the engine's data
            raise BadRequest(f"tile definitions in the request are inconsistent: {exc.message}") from exc
        catalogue = catalogue.with_types(types.values())
    return catalogue, interpretations, sorted(set(variants)), custom


def new_game(request: Mapping[str, Any]) -> tuple[GoldRush, list[Event]]:
    """A game from a ``new_game`` request: the start tile at (0, 0) with its
    token (GR-R-SETUP-1), the runner's tile and token orders (GR-R-SETUP-2/3),
    4 cowboys and a tent each (GR-R-SETUP-5), the first tile drawn."""
    players = list(request["players"])
    catalogue, interpretations, variants, custom = _setup(request, players)
    draw = request["draw"]
    extra = sorted(set(draw) - set(DRAW_KINDS))
    if extra:
        raise BadRequest(f"gold_rush draws only tiles and tokens, not {', '.join(extra)}")
    tokens = _check_tokens(draw.get("tokens", []), "draw.tokens")
    pile = catalogue.types_of(draw["tiles"])
    start = request.get("start", {"tile": START_TILE, "rotation": 0})
    start_tile = catalogue[start["tile"]]
    game = GoldRush(catalogue, players, interpretations=interpretations, variants=variants, custom_tiles=custom)
    game.pile = pile[::-1]
    game.token_pile = tokens[::-1]
    placed = game.lay(start_tile, 0, 0, start["rotation"])
    events: list[Event] = [{"type": "tile_placed", "player": None, "tile": start_tile.id,
                                     "x": 0, "y": 0, "rotation": start["rotation"]}]
    game.put_tokens(placed, 0, 0, None, events)
    game.start_turn(events)
    return game, events


def load_position(request: Mapping[str, Any]) -> tuple[GoldRush, list[Event]]:
    """A game from a canonical position.  Raises :class:`InvalidPosition`
    naming the first inconsistency (spec/gold-rush.md §Canonical state).
    Returns the game and the events of forced steps (an unplaceable tile in hand)."""
    pos = request["position"]
    refuse_chance_position(pos)
    players = [p["name"] for p in pos["players"]]
    catalogue, interpretations, variants, custom = _setup({**pos, "tiles": pos.get("tiles", [])}, players)
    game = GoldRush(catalogue, players, interpretations=interpretations, variants=variants, custom_tiles=custom)
    index = {name: i for i, name in enumerate(players)}
    for i, p in enumerate(pos["players"]):
        game.scores[i] = p["score"]
        game.cowboys[i] = p["supply"]["cowboy"]
        game.held[i] = _check_tokens(p["tokens"], f"players[{i}].tokens")
    lay_board(game.board, game.catalogue, pos["board"], R.PLACEMENT, place=game.lay)
    _stand_figures(game, pos["figures"], index)
    for i, p in enumerate(pos["players"]):
        on_board = sum(1 for f in game.figures() if f.player == i and f.figure == "cowboy")
        if game.cowboys[i] + on_board > game.kit:
            raise InvalidPosition(f"{p['name']} has {game.cowboys[i]} cowboys in the supply and {on_board} on the "
                                  f"board: more than the {game.kit} a player plays with", rule="GR-R-COMP-3")
        if p["supply"]["tent"] + (game.tents[i] is not None) != R.TENTS:
            raise InvalidPosition(f"{p['name']} has {p['supply']['tent']} tent(s) in the supply and "
                                  f"{int(game.tents[i] is not None)} on the board: a player has exactly one",
                                  rule="GR-R-COMP-4")
    _stack_tokens(game, pos["mountains"])
    game.pile = catalogue.types_of(pos["draw_pile"])[::-1]
    game.token_pile = _check_tokens(pos["token_pile"], "token_pile")[::-1]
    game.removed_tokens = _check_tokens(pos["removed_tokens"], "removed_tokens")
    game.discarded = list(pos["discarded"])
    for t in game.discarded:
        catalogue[t]
    _set_turn(game, pos["turn"], index)
    _check_completed(game)
    events: list[Event] = []
    game.check_hand(events)
    return game, events


def _node_at(game: GoldRush, x: int, y: int, at: str, what: str) -> int:
    placed = game.board.cells.get((x, y))
    if placed is None:
        raise InvalidPosition(f"{what} at ({x}, {y}) is on an empty cell")
    index = placed.orientation.place_segment.get(at)
    if index is None:
        raise InvalidPosition(f"{what} at ({x}, {y}) {at}: {placed.tile.id} rotated {placed.rotation} has no "
                              "feature there")
    return placed.base + index


def _stand_figures(game: GoldRush, figures: Sequence[Mapping[str, Any]], index: Mapping[str, int]) -> None:
    graph = game.board.graph
    shared_cities = game.interpretations["city.occupancy"] == "shared"
    for f in figures:
        if f["player"] not in index:
            raise InvalidPosition(f"figure of unknown player {show(f['player'])}")
        seat, kind = index[f["player"]], f["figure"]
        if kind not in ("cowboy", "tent"):
            raise InvalidPosition(f"gold_rush has no figure {show(kind)}: cowboys and tents only", rule="GR-R-COMP-3")
        node = _node_at(game, f["x"], f["y"], f["at"], kind)
        segment_kind = graph.segment[node].kind
        if kind == "tent" and segment_kind != "mountain":
            raise InvalidPosition(f"a tent at ({f['x']}, {f['y']}) {f['at']} stands on a {segment_kind}",
                                  rule=R.TENT_MOUNTAIN)
        if kind == "cowboy" and segment_kind not in R.ROLE:
            raise InvalidPosition(f"a cowboy at ({f['x']}, {f['y']}) {f['at']} stands on a {segment_kind}",
                                  rule=R.COWBOY_ROLES)
        if kind == "cowboy" and segment_kind == "prairie" and "no_farmers" in game.variants:
            raise InvalidPosition("a farmer under the variant no_farmers", rule=R.COWBOY_NO_FARMERS)
        if kind == "cowboy" and any(g.figure == "tent" for g in game.on_node.get(node, ())):
            raise InvalidPosition(f"a cowboy on the tent's segment at ({f['x']}, {f['y']}) {f['at']}", rule=R.TENT_FREE)
        if node in game.on_node and not (segment_kind == "city" and shared_cities):
            raise InvalidPosition(f"two figures on the same segment at ({f['x']}, {f['y']}) {f['at']}",
                                  rule=R.TENT_FREE if kind == "tent" else R.COWBOY_UNOCCUPIED)
        if kind == "tent" and game.tents[seat] is not None:
            raise InvalidPosition(f"{f['player']} has two tents on the board", rule="GR-R-COMP-4")
        game.stand(Figure(seat, kind, f["x"], f["y"], f["at"], node))


def _stack_tokens(game: GoldRush, mountains: Sequence[Mapping[str, Any]]) -> None:
    graph = game.board.graph
    for entry in mountains:
        node = _node_at(game, entry["x"], entry["y"], entry["at"], "a token stack")
        if graph.segment[node].kind != "mountain":
            raise InvalidPosition(f"tokens at ({entry['x']}, {entry['y']}) {entry['at']} are not on a mountain",
                                  rule=R.TOKEN_NUGGETS)
        if game.stacks.of(graph, node):
            raise InvalidPosition(f"the mountain at ({entry['x']}, {entry['y']}) {entry['at']} is listed twice: "
                                  "a mountain has one stack", rule="GR-R-TOKEN-2")
        tokens = _check_tokens(entry["tokens"], "mountains[].tokens")
        game.stacks.push(graph, node, tokens[::-1])


def _set_turn(game: GoldRush, turn: Mapping[str, Any], index: Mapping[str, int]) -> None:
    game.turn_number = turn["number"]
    game.phase = turn["phase"]
    if game.phase == OVER:
        if turn.get("player") is not None:
            raise InvalidPosition("a finished game has no player to move")
    else:
        if turn.get("player") not in index:
            raise InvalidPosition(f"turn.player {show(turn.get('player'))} is not one of the players")
        game.active = index[turn["player"]]
    if game.phase == PLACE_TILE:
        if not turn.get("tile"):
            raise InvalidPosition("phase place_tile needs turn.tile, the tile in hand")
        game.tile = game.catalogue[turn["tile"]]
    elif turn.get("tile"):
        raise InvalidPosition(f"turn.tile is only given in phase place_tile, not {game.phase}")
    if game.phase == PLACE_FIGURE:
        placed = turn.get("placed")
        if not placed or (placed["x"], placed["y"]) not in game.board.cells:
            raise InvalidPosition("phase place_figure needs turn.placed, a cell holding a tile")
        game.placed = (placed["x"], placed["y"])
    elif turn.get("placed"):
        raise InvalidPosition(f"turn.placed is only given in phase place_figure, not {game.phase}")


def _check_completed(game: GoldRush) -> None:
    """No figure, and no token stack, on a completed railroad, mountain or
    city — except what this turn's tile just completed (scored when the turn
    ends) and, under mountain.unclaimed_tokens=remain, tokens left on a
    completed mountain."""
    graph = game.board.graph
    pending = set(game.completed_now()) if game.phase == PLACE_FIGURE else set()
    remain = game.interpretations["mountain.unclaimed_tokens"] == "remain"
    for root, feature in graph.features.items():
        kind = feature.kind
        if kind in ("railroad", "mountain"):
            closed = feature.open == 0
        elif kind == "city":
            closed = game.cities.is_complete(graph, root)
        else:
            continue
        if not closed or root in pending:
            continue
        x, y, at = graph.reference(root)
        if feature.figures:
            raise InvalidPosition(f"the completed {kind} at ({x}, {y}) {at} still holds figures: it was scored "
                                  "when it was completed", rule=R.RETURN)
        if kind == "mountain" and game.stacks.of(graph, root) and not remain:
            raise InvalidPosition(f"the completed mountain at ({x}, {y}) {at} still holds tokens",
                                  rule=R.MTN_UNCLAIMED)


def to_state(game: GoldRush) -> State:
    """The canonical state (spec/gold-rush.md §Canonical state)."""
    graph = game.board.graph
    pending = game.pending()
    mountains: list[JSONObject] = []
    for root in game.stacks.all_roots():
        x, y, at = graph.reference(root)
        mountains.append({"x": x, "y": y, "at": at, "tokens": game.stacks.top_first(root)})
    mountains.sort(key=lambda m: (m["x"], m["y"], PLACE_RANK[m["at"]]))
    state: State = {
        "game": "gold_rush",
        "variants": list(game.variants),
        "interpretations": dict(sorted(game.interpretations.items())),
        "players": [{"name": name, "score": game.scores[i],
                     "supply": {"cowboy": game.cowboys[i], "tent": int(game.tents[i] is None)},
                     "tokens": sorted(game.held[i])}
                    for i, name in enumerate(game.players)],
        "board": game.board.state_entries(),
        "figures": [{"player": game.players[f.player], "figure": f.figure, "x": f.x, "y": f.y, "at": f.at}
                    for f in sorted(game.figures(), key=figure_key)],
        "mountains": mountains,
        "draw_pile": [t.id for t in reversed(game.pile)],
        "token_pile": list(reversed(game.token_pile)),
        "removed_tokens": list(game.removed_tokens),
        "discarded": list(game.discarded),
        "turn": {
            "number": game.turn_number,
            "player": pending["player"] if pending else None,
            "phase": game.phase,
            "tile": game.tile.id if game.phase == PLACE_TILE and game.tile else None,
            "placed": ({"x": game.placed[0], "y": game.placed[1]} if game.phase == PLACE_FIGURE and game.placed
                       else None),
        },
    }
    if game.chance is not None:
        state["chance"] = game.chance.pending()
    if game.custom_tiles:
        state["tiles"] = game.custom_tiles
    return state

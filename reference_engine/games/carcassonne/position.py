"""Canonical positions of ``carcassonne``: building a game from ``new_game``
or ``load_position``, and the canonical state (``schemas/v1/games/carcassonne/
state.schema.json``, spec/protocol.md §Canonical state)."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from rulebook_protocol.data import data_root
from rulebook_protocol.errors import BadRequest, InvalidPosition, Unsupported, show
from rulebook_protocol.messages import Event, JSONObject, State

from ...kernel.chance import refuse_chance_position
from ...kernel.features import Figure
from ...kernel.placement import lay_board
from ...kernel.tiles import TileCatalogue, check_edge_letters, load_tile_set, tile_types_from_json
from ...kernel.turns import OVER, PLACE_FIGURE, PLACE_TILE
from .._setup import check_draw_kinds, check_players, choose_interpretations, choose_variants, refuse_options
from . import rules as R
from .expansions import ORDER, Expansion, registry
from .game import DECIDE, Carcassonne

#: Expansions this module implements, in the order their hooks run.
EXPANSIONS: tuple[str, ...] = ORDER
START_TILE = "BASE-D"


@cache
def tile_set(name: str) -> TileCatalogue:
    """The tile set ``spec/tiles/<name>.json`` (loaded once)."""
    _, types = load_tile_set(data_root() / "spec" / "tiles" / f"{name}.json")
    return TileCatalogue(types.values())


def box(request: Mapping[str, Any]) -> dict[str, dict[str, int]]:
    """The ``box`` command (capability ``box``): the tiles of the base set and of the
    expansions asked for, by id with their counts, the start tile included
    (spec/protocol.md ``box``).  Raises :class:`Unsupported` for an unknown expansion."""
    asked = list(request.get("expansions", []))
    known = registry()
    unknown = [e for e in asked if e not in known]
    if unknown:
        raise Unsupported(f"expansion(s) not implemented: {', '.join(unknown)}", details={"expansions": unknown})
    catalogue = base_catalogue()
    for e in ORDER:
        if e in asked and known[e].tile_set:
            catalogue = catalogue.with_types(tile_set(known[e].tile_set))
    return {"tiles": {t.id: t.count for t in catalogue}}


def base_catalogue() -> TileCatalogue:
    """The 72-tile base set from ``spec/tiles/base.json``."""
    return tile_set("base")


def all_interpretations() -> dict[str, tuple[str, ...]]:
    """Every interpretation key of the game and its expansions, with values."""
    keys = dict(R.INTERPRETATIONS)
    for e in registry().values():
        keys.update(e.interpretations)
    return keys


def _setup(request: Mapping[str, Any], players: Sequence[str]
           ) -> tuple[TileCatalogue, dict[str, str], list[JSONObject], list[Expansion]]:
    asked = list(request.get("expansions", []))
    known = registry()
    unknown = [e for e in asked if e not in known]
    if unknown:
        raise Unsupported(f"expansion(s) not implemented: {', '.join(unknown)}", details={"expansions": unknown})
    if len(set(asked)) != len(asked):
        raise BadRequest("an expansion is listed twice")
    expansions = [known[e] for e in ORDER if e in asked]
    choose_variants(request.get("variants", []), ())  # carcassonne has no variants: any is unsupported
    refuse_options(request)
    allowed = dict(R.INTERPRETATIONS)
    for e in expansions:
        allowed.update(e.interpretations)

    def explain(key: str) -> str:
        owner = next((e.id for e in known.values() if key in e.interpretations), None)
        return f"it belongs to the expansion {owner}, which is not switched on" if owner else "no such key"

    interpretations = choose_interpretations(allowed, request.get("interpretations", {}), game="carcassonne",
                                             explain=explain)
    check_players(players, game="carcassonne", minimum=R.MIN_PLAYERS, maximum=R.MAX_PLAYERS, rule="CAR-R-SETUP-4")
    custom = list(request.get("tiles", []))
    catalogue = base_catalogue()
    for e in expansions:
        if e.tile_set:
            catalogue = catalogue.with_types(tile_set(e.tile_set))
    if custom:
        try:
            check_edge_letters(custom, letters=R.EDGE_LETTERS, game="carcassonne", where="request tiles")
            catalogue = catalogue.with_types(tile_types_from_json(custom, where="request tiles").values())
        except Exception as exc:  # DataError from the tile checks: the request's fault
            raise BadRequest(f"tile definitions in the request are inconsistent: {exc}") from exc
    return catalogue, interpretations, custom, expansions


def new_game(request: Mapping[str, Any]) -> tuple[Carcassonne, list[Event]]:
    """A game from a ``new_game`` request: start tile at (0, 0) (CAR-R-SETUP-1),
    7 followers each (CAR-R-SETUP-2), the runner's draw order (CAR-R-SETUP-3),
    first tile drawn.  Returns the game and the set-up events."""
    players = list(request["players"])
    catalogue, interpretations, custom, expansions = _setup(request, players)
    check_draw_kinds(request["draw"], ("tiles",), game="carcassonne")
    start = request.get("start", {"tile": START_TILE, "rotation": 0})
    draw = catalogue.types_of(request["draw"]["tiles"])
    game = Carcassonne(catalogue, players, interpretations=interpretations, custom_tiles=custom,
                       expansions=expansions)
    start_tile = catalogue[start["tile"]]
    game.board.place(start_tile, 0, 0, start["rotation"])
    game.pile = draw[::-1]
    events: list[Event] = [{"type": "tile_placed", "player": None, "tile": start_tile.id,
                                     "x": 0, "y": 0, "rotation": start["rotation"]}]
    game.start_turn(events)
    return game, events


def load_position(request: Mapping[str, Any]) -> tuple[Carcassonne, list[Event]]:
    """A game from a canonical position.  Raises :class:`InvalidPosition`
    naming the first inconsistency (edges that do not match, a tile not
    connected to (0, 0), a figure on a missing place, more followers than a
    player owns, a figure on a completed feature outside the figure phase...).
    Returns the game and the events of forced steps (an unplaceable tile in hand)."""
    pos = request["position"]
    refuse_chance_position(pos)
    players = [p["name"] for p in pos["players"]]
    setup = dict(pos)
    setup["tiles"] = pos.get("tiles", [])
    catalogue, interpretations, custom, expansions = _setup(setup, players)
    game = Carcassonne(catalogue, players, interpretations=interpretations, custom_tiles=custom,
                       expansions=expansions)
    index = {name: i for i, name in enumerate(players)}
    for i, p in enumerate(pos["players"]):
        game.scores[i] = p["score"]
        extra = set(p["supply"]) - set(game.kit)
        if extra:
            raise InvalidPosition(f"{p['name']}'s supply names {', '.join(sorted(extra))}: figures of an expansion "
                                  "this position does not switch on")
        game.supply[i] = {kind: int(p["supply"].get(kind, 0)) for kind in game.kit}
        for e in expansions:
            e.load_player(game, i, p)
    lay_board(game.board, game.catalogue, pos["board"], R.PLACEMENT)
    _stand_figures(game, pos["figures"], index)
    for i, name in enumerate(players):
        for kind, owned in game.kit.items():
            on_board = sum(1 for f in game.figures() if f.player == i and f.figure == kind)
            if game.supply[i][kind] + on_board > owned:
                raise InvalidPosition(f"{name} has {game.supply[i][kind]} {kind}(s) in the supply and {on_board} on "
                                      f"the board: more than the {owned} a player owns", rule=R.SETUP_SUPPLY)
    for e in expansions:
        e.load(game, pos)
    game.pile = catalogue.types_of(pos["draw_pile"])[::-1]
    game.discarded = list(pos.get("discarded", []))
    for t in game.discarded:
        catalogue[t]
    turn = pos["turn"]
    game.turn_number = turn["number"]
    game.part = turn.get("part", 1)
    last_part = max([1] + [e.max_part(game) for e in expansions])
    if game.part > last_part:
        raise InvalidPosition(f"turn.part {game.part}: a turn of this game has at most {last_part} part(s) "
                              "(a second part needs traders_and_builders, a third builder.double_turns=chain)")
    game.phase = turn["phase"]
    if game.phase not in (PLACE_TILE, PLACE_FIGURE, OVER):
        raise InvalidPosition(f"a position is loaded at a tile or figure decision (or over), not in phase "
                              f"{show(game.phase)}")
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
        game.tile = catalogue[turn["tile"]]
    elif turn.get("tile"):
        raise InvalidPosition(f"turn.tile is only given in phase place_tile, not {game.phase}")
    if game.phase == PLACE_FIGURE:
        placed = turn.get("placed")
        if not placed or (placed["x"], placed["y"]) not in game.board.cells:
            raise InvalidPosition("phase place_figure needs turn.placed, a cell holding a tile")
        game.placed = (placed["x"], placed["y"])
        game.steps = list(game.after_figures)
    elif turn.get("placed"):
        raise InvalidPosition(f"turn.placed is only given in phase place_figure, not {game.phase}")
    _check_closed_features(game)
    events: list[Event] = []
    game.check_hand(events)
    return game, events


def _stand_figures(game: Carcassonne, figures: Sequence[Mapping[str, Any]], index: Mapping[str, int]) -> None:
    graph = game.board.graph
    taken = set()
    for f in figures:
        cell, at = (f["x"], f["y"]), f["at"]
        if f["player"] not in index:
            raise InvalidPosition(f"figure of unknown player {show(f['player'])}")
        if f["figure"] not in game.kit:
            raise InvalidPosition(f"a {f['figure']} needs an expansion this position does not switch on")
        placed = game.board.cells.get(cell)
        if placed is None:
            raise InvalidPosition(f"figure at ({cell[0]}, {cell[1]}) stands on an empty cell")
        seg = placed.orientation.place_segment.get(at)
        kinds = {"builder": ("road", "city"), "pig": ("field",)}.get(f["figure"], tuple(R.ROLE))
        if seg is None or placed.orientation.segments[seg].kind not in kinds:
            raise InvalidPosition(f"figure at ({cell[0]}, {cell[1]}) {at}: {placed.tile.id} rotated "
                                  f"{placed.rotation} has no feature there", rule=R.FOLLOWER_ROLES)
        node = placed.base + seg
        if node in taken:
            raise InvalidPosition(f"two figures on the same segment at ({cell[0]}, {cell[1]}) {at}")
        taken.add(node)
        graph.add_figure(node, Figure(index[f["player"]], f["figure"], cell[0], cell[1], at, node))


def _check_closed_features(game: Carcassonne) -> None:
    """No figure may stand in a completed road, city or cloister — except in
    the figure phase, in a feature the tile just placed completed (it is scored
    at the end of this turn)."""
    graph, board = game.board.graph, game.board
    for root, feature in graph.features.items():
        if not feature.figures:
            continue
        if feature.kind in ("road", "city"):
            closed = feature.open == 0
        elif feature.kind == "cloister":
            x, y = graph.cell[root]
            closed = board.neighbours_present(x, y) == 8
        else:
            continue
        if not closed:
            continue
        if game.phase == PLACE_FIGURE and game.placed is not None and _touches(game, root):
            continue
        x, y, at = graph.reference(root)
        raise InvalidPosition(f"the completed {feature.kind} at ({x}, {y}) {at} still holds figures: it was "
                              "scored when it was completed", rule=R.SCORE_RETURN)


def _touches(game: Carcassonne, root: int) -> bool:
    graph = game.board.graph
    assert game.placed is not None
    x, y = game.placed
    if graph.features[root].kind == "cloister":
        cx, cy = graph.cell[root]
        return abs(cx - x) <= 1 and abs(cy - y) <= 1
    return (x, y) in graph.features[root].cells


def to_state(game: Carcassonne) -> State:
    """The canonical state (spec/protocol.md §9)."""
    players = []
    for i, name in enumerate(game.players):
        entry: JSONObject = {"name": name, "score": game.scores[i], "supply": dict(sorted(game.supply[i].items()))}
        for e in game.expansions:
            entry.update(e.player_state(game, i))
        players.append(entry)
    over = game.phase == OVER
    state: State = {
        "game": "carcassonne",
        "expansions": sorted(e.id for e in game.expansions),
        "interpretations": dict(sorted(game.interpretations.items())),
        "players": players,
        "board": game.board.state_entries(),
        "figures": [{"player": game.players[f.player], "figure": f.figure, "x": f.x, "y": f.y, "at": f.at}
                    for f in game.figures()],
        "draw_pile": [t.id for t in reversed(game.pile)],
        "discarded": list(game.discarded),
        "turn": {
            "number": game.turn_number,
            # null while chance is pending too (spec/carcassonne.md CAR-R-TILE-5, protocol.md §7a)
            "player": None if over or game.chance is not None else game.players[game.active],
            "part": game.part,
            "phase": game.phase,
            "tile": game.tile.id if game.phase == PLACE_TILE and game.tile else None,
            "placed": ({"x": game.placed[0], "y": game.placed[1]}
                       if game.phase not in (PLACE_TILE, OVER) and game.placed else None),
        },
    }
    if game.phase == DECIDE:
        state["turn"]["decision"] = game.pending()
    if game.chance is not None:
        state["chance"] = game.chance.pending()
    for e in game.expansions:
        state.update(e.state(game))
    if game.custom_tiles:
        state["tiles"] = game.custom_tiles
    return state

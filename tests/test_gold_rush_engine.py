"""The ``gold_rush`` rules module: bad input refused with the exact error and
rule and nothing changed, set-up and position checks, the scoring helpers,
token stacks, perft by hand, and the engine over a real subprocess.

Bad input is judged through :class:`reference_engine.Session` (the protocol
in process): the ``state`` and ``legal_moves`` answers before and after a
refused request must be deeply equal, and every response must validate
against its schema.
"""
from __future__ import annotations

import copy
import json
import subprocess
import sys
from typing import Any

import pytest
from _support import REPO

from reference_engine import Session
from reference_engine.games.gold_rush import rules as R
from reference_engine.games.gold_rush import scoring
from reference_engine.games.gold_rush.position import new_game as gr_new_game
from reference_engine.games.gold_rush.position import to_state
from rulebook_protocol.schemas import first_error

ERROR_SCHEMA = "common#/$defs/error_response"


# ------------------------------------------------------------------ helpers
def position(**changes: Any) -> dict[str, Any]:
    """A draft position: start tile, red to place GR-26A, blue next, then
    ``changes`` (top-level keys replaced; ``figures`` etc. as in the state)."""
    pos: dict[str, Any] = {
        "game": "gold_rush", "variants": [], "interpretations": {},
        "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []},
                    {"name": "blue", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}],
        "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}],
        "figures": [], "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [],
        "discarded": [],
        "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": None},
    }
    pos.update(copy.deepcopy(changes))
    for player in pos["players"]:  # the kit less the figures on the board
        mine = [f["figure"] for f in pos["figures"] if f["player"] == player["name"]]
        player["supply"] = {"cowboy": R.COWBOYS - mine.count("cowboy"), "tent": R.TENTS - mine.count("tent")}
    return pos


def supply(pos: dict[str, Any], name: str, **kinds: int) -> dict[str, Any]:
    next(p for p in pos["players"] if p["name"] == name)["supply"].update(kinds)
    return pos


def step2(pos: dict[str, Any], x: int, y: int, player: str = "red") -> dict[str, Any]:
    pos["turn"] = {"number": 1, "player": player, "phase": "place_figure", "tile": None, "placed": {"x": x, "y": y}}
    return pos


def loaded(pos: dict[str, Any]) -> Session:
    session = Session()
    response = session.handle({"id": 1, "cmd": "load_position", "game": "gold_rush", "position": pos})
    assert response["ok"] is True, response
    return session


def snapshot(session: Session) -> tuple[dict, dict]:
    state = session.handle({"id": "s", "cmd": "state"})
    legal = session.handle({"id": "l", "cmd": "legal_moves"})
    return state, legal


def refuse(session: Session, request: dict[str, Any], code: str, rule: str | None = None) -> dict[str, Any]:
    """``request`` fails with ``code`` (and ``rule``), the answer validates, nothing changes."""
    before = snapshot(session)
    response = session.handle(request)
    assert response["ok"] is False, f"{request} was accepted: {response}"
    assert first_error(ERROR_SCHEMA, response) is None, response
    assert response["error"]["code"] == code, response["error"]
    if rule is not None:
        assert response["error"].get("rule") == rule, response["error"]
    assert snapshot(session) == before, f"the refused {request} changed the game"
    return response["error"]


def refuse_move(session: Session, move: dict[str, Any], rule: str) -> None:
    refuse(session, {"id": 9, "cmd": "apply_move", "move": move}, "illegal_move", rule)


RIDGE_WITH_TENT = [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}, {"x": 0, "y": -1, "tile": "GR-54", "rotation": 0}]


# ================================================================ bad moves
BAD_MOVES = [
    # (id, position, move, rule)
    ("action before the tile", position(), {"type": "pass"}, R.TURN_ACTION),
    ("cowboy before the tile", position(), {"type": "place_figure", "figure": "cowboy", "x": 0, "y": 0, "at": "E"},
     R.TURN_ACTION),
    ("mining before the tile", position(), {"type": "mine"}, R.TURN_ACTION),
    ("wrong tile named", position(), {"type": "place_tile", "x": 0, "y": 1, "rotation": 0, "tile": "GR-26B"},
     R.PLACE_HAND),
    ("occupied cell", position(), {"type": "place_tile", "x": 0, "y": 0, "rotation": 0}, R.PLACE_ADJACENT),
    ("corner only", position(), {"type": "place_tile", "x": 1, "y": 1, "rotation": 0}, R.PLACE_ADJACENT),
    ("far away", position(), {"type": "place_tile", "x": 5, "y": 5, "rotation": 0}, R.PLACE_ADJACENT),
    ("prairie against mountain", position(), {"type": "place_tile", "x": 0, "y": -1, "rotation": 0}, R.PLACE_MATCH),
    ("prairie against railroad", position(), {"type": "place_tile", "x": 1, "y": 0, "rotation": 0}, R.PLACE_MATCH),
    ("second tile", step2(position(), 0, 0), {"type": "place_tile", "x": 0, "y": 1, "rotation": 0}, R.TURN_TILE),
    ("cowboy on another tile",
     step2(position(board=RIDGE_WITH_TENT), 0, -1),
     {"type": "place_figure", "figure": "cowboy", "x": 0, "y": 0, "at": "E"}, R.COWBOY_ON_PLACED_TILE),
    ("no feature there", step2(position(board=RIDGE_WITH_TENT), 0, -1),
     {"type": "place_figure", "figure": "cowboy", "x": 0, "y": -1, "at": "C"}, R.COWBOY_ROLES),
    ("a tent is not placed as a figure", step2(position(board=RIDGE_WITH_TENT), 0, -1),
     {"type": "place_figure", "figure": "tent", "x": 0, "y": -1, "at": "N"}, R.COWBOY_ROLES),
    ("no cowboy left", supply(step2(position(board=RIDGE_WITH_TENT), 0, -1), "red", cowboy=0),
     {"type": "place_figure", "figure": "cowboy", "x": 0, "y": -1, "at": "En"}, R.COWBOY_SUPPLY),
    ("occupied railroad",
     step2(position(board=[{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0},
                           {"x": 1, "y": 0, "tile": "GR-01A", "rotation": 90}],
                    figures=[{"player": "blue", "figure": "cowboy", "x": 0, "y": 0, "at": "E"}]), 1, 0),
     {"type": "place_figure", "figure": "cowboy", "x": 1, "y": 0, "at": "W"}, R.COWBOY_UNOCCUPIED),
    ("occupied mountain",
     step2(position(board=RIDGE_WITH_TENT,
                    figures=[{"player": "blue", "figure": "cowboy", "x": 0, "y": 0, "at": "N"}]), 0, -1),
     {"type": "place_figure", "figure": "cowboy", "x": 0, "y": -1, "at": "S"}, R.COWBOY_UNOCCUPIED),
    ("occupied prairie",
     step2(position(board=[{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0},
                           {"x": 0, "y": 1, "tile": "GR-26A", "rotation": 0}],
                    figures=[{"player": "red", "figure": "cowboy", "x": 0, "y": 0, "at": "Es"}]), 0, 1),
     {"type": "place_figure", "figure": "cowboy", "x": 0, "y": 1, "at": "Sw"}, R.COWBOY_UNOCCUPIED),
    ("occupied city",
     step2(position(board=[{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0},
                           {"x": 1, "y": 0, "tile": "GR-39", "rotation": 0}],
                    figures=[{"player": "blue", "figure": "cowboy", "x": 1, "y": 0, "at": "C"}]), 1, 0),
     {"type": "place_figure", "figure": "cowboy", "x": 1, "y": 0, "at": "C"}, R.COWBOY_UNOCCUPIED),
    ("farmer without farmers",
     step2(position(variants=["no_farmers"], board=RIDGE_WITH_TENT), 0, -1),
     {"type": "place_figure", "figure": "cowboy", "x": 0, "y": -1, "at": "En"}, R.COWBOY_NO_FARMERS),
    ("tent blocks under its reading",
     step2(position(interpretations={"mountain.tent_blocks_cowboy": "yes"}, board=RIDGE_WITH_TENT,
                    figures=[{"player": "blue", "figure": "tent", "x": 0, "y": 0, "at": "N"}]), 0, -1),
     {"type": "place_figure", "figure": "cowboy", "x": 0, "y": -1, "at": "N"}, R.COWBOY_TENTS),
    ("tent on a prairie", step2(position(board=RIDGE_WITH_TENT), 0, -1),
     {"type": "place_tent", "x": 0, "y": -1, "at": "En"}, R.TENT_MOUNTAIN),
    ("tent on an empty cell", step2(position(board=RIDGE_WITH_TENT), 0, -1),
     {"type": "place_tent", "x": 4, "y": 4, "at": "N"}, R.TENT_MOUNTAIN),
    ("tent on a completed mountain",
     step2(position(board=[{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0},
                           {"x": 0, "y": -1, "tile": "GR-47A", "rotation": 180}]), 0, -1),
     {"type": "place_tent", "x": 0, "y": 0, "at": "N"}, R.TENT_INCOMPLETE),
    ("tent on a cowboy's segment",
     step2(position(board=RIDGE_WITH_TENT,
                    figures=[{"player": "blue", "figure": "cowboy", "x": 0, "y": 0, "at": "N"}]), 0, -1),
     {"type": "place_tent", "x": 0, "y": 0, "at": "N"}, R.TENT_FREE),
    ("tent on another tent",
     step2(position(board=RIDGE_WITH_TENT,
                    figures=[{"player": "blue", "figure": "tent", "x": 0, "y": 0, "at": "N"}]), 0, -1),
     {"type": "place_tent", "x": 0, "y": 0, "at": "N"}, R.TENT_FREE),
    ("tent onto itself",
     supply(step2(position(board=RIDGE_WITH_TENT,
                           figures=[{"player": "red", "figure": "tent", "x": 0, "y": -1, "at": "S"}]), 0, -1),
            "red", tent=0),
     {"type": "place_tent", "x": 0, "y": -1, "at": "N"}, R.TENT_FREE),
    ("mining without a tent",
     step2(position(board=RIDGE_WITH_TENT, mountains=[{"x": 0, "y": 0, "at": "N", "tokens": ["2"]}]), 0, -1),
     {"type": "mine"}, R.DIG),
    ("mining an empty mountain",
     supply(step2(position(board=RIDGE_WITH_TENT,
                           figures=[{"player": "red", "figure": "tent", "x": 0, "y": 0, "at": "N"}]), 0, -1),
            "red", tent=0),
     {"type": "mine"}, R.DIG),
    ("mining a mountain completed this turn under its reading",
     supply(step2(position(interpretations={"mountain.mine_before_scoring": "no"},
                           board=[{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0},
                                  {"x": 0, "y": -1, "tile": "GR-47A", "rotation": 180}],
                           figures=[{"player": "red", "figure": "tent", "x": 0, "y": 0, "at": "N"}],
                           mountains=[{"x": 0, "y": 0, "at": "N", "tokens": ["2"]}]), 0, -1), "red", tent=0),
     {"type": "mine"}, R.MTN_MINE_FIRST),
    ("taking back without the variant",
     step2(position(board=RIDGE_WITH_TENT,
                    figures=[{"player": "red", "figure": "cowboy", "x": 0, "y": 0, "at": "E"}]), 0, -1),
     {"type": "remove_figure", "x": 0, "y": 0, "at": "E"}, R.HOUSE_REMOVE),
    ("taking back another's cowboy",
     step2(position(variants=["remove_cowboy"], board=RIDGE_WITH_TENT,
                    figures=[{"player": "blue", "figure": "cowboy", "x": 0, "y": 0, "at": "E"}]), 0, -1),
     {"type": "remove_figure", "x": 0, "y": 0, "at": "E"}, R.HOUSE_REMOVE),
    ("taking back a tent",
     supply(step2(position(variants=["remove_cowboy"], board=RIDGE_WITH_TENT,
                           figures=[{"player": "red", "figure": "tent", "x": 0, "y": 0, "at": "N"}]), 0, -1),
            "red", tent=0),
     {"type": "remove_figure", "x": 0, "y": 0, "at": "N"}, R.HOUSE_REMOVE),
]


@pytest.mark.parametrize("pos, move, rule", [c[1:] for c in BAD_MOVES], ids=[c[0] for c in BAD_MOVES])
def test_illegal_move_is_refused_with_its_rule_and_changes_nothing(pos, move, rule):
    session = loaded(pos)
    legal = session.handle({"id": 2, "cmd": "legal_moves"})["moves"]
    assert move not in legal
    refuse_move(session, move, rule)


def test_every_bad_move_rule_is_a_spec_rule():
    spec = (REPO / "spec" / "gold-rush.md").read_text(encoding="utf-8")
    for _, _, _, rule in BAD_MOVES:
        assert f"### {rule} " in spec, rule


def test_a_move_after_the_end_is_game_over():
    session = loaded(position(draw_pile=[]))
    place = {"type": "place_tile", "x": 0, "y": 1, "rotation": 0}
    assert session.handle({"id": 2, "cmd": "apply_move", "move": place})["ok"]
    assert session.handle({"id": 3, "cmd": "apply_move", "move": {"type": "pass"}})["pending"] is None
    refuse(session, {"id": 4, "cmd": "apply_move", "move": {"type": "pass"}}, "game_over", R.END_WHEN)
    refuse(session, {"id": 5, "cmd": "end_game"}, "game_over", R.END_WHEN)


# ============================================================ set-up errors
def new_game_request(**changes: Any) -> dict[str, Any]:
    request = {"id": 1, "cmd": "new_game", "game": "gold_rush", "players": ["red", "blue"],
               "draw": {"tiles": ["GR-01A", "GR-27"], "tokens": ["2", "1"]}}
    request.update(changes)
    return request


BAD_SETUPS = [
    ("one player", {"players": ["red"]}, "bad_request"),
    ("six players", {"players": ["a", "b", "c", "d", "e", "f"]}, "bad_request"),
    ("same name twice", {"players": ["red", "red"]}, "bad_request"),
    ("unknown token", {"draw": {"tiles": ["GR-01A"], "tokens": ["4"]}}, "bad_request"),
    ("another draw kind", {"draw": {"tiles": ["GR-01A"], "cards": ["x"]}}, "bad_request"),
    ("unknown tile", {"draw": {"tiles": ["GR-99"]}}, "unknown_tile"),
    ("unknown variant", {"variants": ["sheriff"]}, "unsupported"),
    ("an expansion", {"expansions": ["the_sheriff"]}, "unsupported"),
    ("an option", {"options": {"fast": True}}, "unsupported"),
    ("unknown interpretation", {"interpretations": {"mountain.sheriff": "yes"}}, "unsupported"),
    ("unknown interpretation value", {"interpretations": {"mountain.tie_first": "youngest"}}, "unsupported"),
    ("a city naming a prairie as its railroad",
     {"tiles": [{"id": "GRX-1", "count": 1, "edges": "PPPP", "features": [
         {"id": "p1", "kind": "prairie", "places": ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"]},
         {"id": "c1", "kind": "city", "places": ["C"], "railroads": ["r1"]}]}]}, "bad_request"),
]


@pytest.mark.parametrize("changes, code", [c[1:] for c in BAD_SETUPS], ids=[c[0] for c in BAD_SETUPS])
def test_bad_new_game_is_refused_and_keeps_the_previous_game(changes, code):
    session = loaded(position())
    error = refuse(session, new_game_request(**changes), code)
    if changes.get("players") and code == "bad_request" and len(set(changes["players"])) == len(changes["players"]):
        assert error["rule"] == R.SETUP_PLAYERS


# ======================================================= invalid positions
BAD_POSITIONS = [
    ("tent on a prairie", position(figures=[{"player": "red", "figure": "tent", "x": 0, "y": 0, "at": "Es"}]),
     "invalid_position"),
    ("two figures on one segment",
     position(figures=[{"player": "red", "figure": "cowboy", "x": 0, "y": 0, "at": "N"},
                       {"player": "blue", "figure": "tent", "x": 0, "y": 0, "at": "N"}]), "invalid_position"),
    ("a tent both in the supply and on the board",
     supply(position(figures=[{"player": "red", "figure": "tent", "x": 0, "y": 0, "at": "N"}]), "red", tent=1),
     "invalid_position"),
    ("a tent nowhere", supply(position(), "red", tent=0), "invalid_position"),
    ("five cowboys", supply(position(figures=[{"player": "red", "figure": "cowboy", "x": 0, "y": 0, "at": "E"}]),
                            "red", cowboy=4), "invalid_position"),
    ("a cowboy on a completed railroad",
     position(board=[{"x": -1, "y": 0, "tile": "GR-27", "rotation": 0},
                     {"x": 0, "y": 0, "tile": "GR-33", "rotation": 0},
                     {"x": 1, "y": 0, "tile": "GR-27", "rotation": 0}],
              figures=[{"player": "red", "figure": "cowboy", "x": 0, "y": 0, "at": "E"}]), "invalid_position"),
    ("tokens on a completed mountain",
     position(board=[{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0},
                     {"x": 0, "y": -1, "tile": "GR-47A", "rotation": 180}],
              mountains=[{"x": 0, "y": 0, "at": "N", "tokens": ["2"]}]), "invalid_position"),
    ("one mountain listed twice",
     position(board=RIDGE_WITH_TENT, mountains=[{"x": 0, "y": 0, "at": "N", "tokens": ["2"]},
                                                {"x": 0, "y": -1, "at": "S", "tokens": ["1"]}]), "invalid_position"),
    ("tokens on a prairie", position(mountains=[{"x": 0, "y": 0, "at": "Es", "tokens": ["2"]}]), "invalid_position"),
    ("a farmer under no_farmers",
     position(variants=["no_farmers"], figures=[{"player": "red", "figure": "cowboy", "x": 0, "y": 0, "at": "Es"}]),
     "invalid_position"),
    ("a token face the box lacks", position(token_pile=["7"]), "bad_request"),
    ("a tile that does not fit", position(board=[{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0},
                                                 {"x": 0, "y": -1, "tile": "GR-26A", "rotation": 0}]),
     "invalid_position"),
]


@pytest.mark.parametrize("pos, code", [c[1:] for c in BAD_POSITIONS], ids=[c[0] for c in BAD_POSITIONS])
def test_invalid_position_is_refused_and_keeps_the_previous_game(pos, code):
    session = loaded(position())
    refuse(session, {"id": 2, "cmd": "load_position", "game": "gold_rush", "position": pos}, code)


def test_tokens_left_on_a_completed_mountain_load_under_remain():
    pos = position(interpretations={"mountain.unclaimed_tokens": "remain"},
                   board=[{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0},
                          {"x": 0, "y": -1, "tile": "GR-47A", "rotation": 180}],
                   mountains=[{"x": 0, "y": 0, "at": "N", "tokens": ["2", "gravel"]}])
    state = loaded(pos).handle({"id": 2, "cmd": "state"})["state"]
    assert state["mountains"] == [{"x": 0, "y": -1, "at": "S", "tokens": ["2", "gravel"]}]


# ================================================================== helpers
def test_tie_order_starts_with_the_tied_active_player_then_goes_round():
    assert scoring.tie_order([0, 2], active=2, players=4, tie_first="next_clockwise") == [2, 0]
    assert scoring.tie_order([0, 2], active=2, players=4, tie_first="seating_order") == [2, 0]
    assert scoring.tie_order([0, 2], active=1, players=4, tie_first="next_clockwise") == [2, 0]
    assert scoring.tie_order([0, 2], active=1, players=4, tie_first="seating_order") == [0, 2]
    assert scoring.tie_order([1, 3, 0], active=2, players=4, tie_first="next_clockwise") == [3, 0, 1]


def test_deal_goes_round_until_the_tokens_run_out():
    assert scoring.deal(["5", "1", "2"], [1, 0]) == [(1, "5"), (0, "1"), (1, "2")]
    assert scoring.deal([], [0, 1]) == []
    assert scoring.gold_points(["1", "1", "1", "2", "2", "2", "2", "5", "gravel"]) == 16


def play(pos: dict[str, Any], *moves: dict[str, Any]) -> tuple[Any, list[dict[str, Any]]]:
    from reference_engine.games.gold_rush import load_position

    game, events = load_position({"position": pos})
    for move in moves:
        events += game.apply(move)
    return game, events


def test_railroad_points_with_zero_one_and_two_locomotives():
    """GR-R-RAIL-2, GR-R-RAIL-3 through whole turns: four tiles score 4, or 8 with one locomotive."""
    for middle, expected in (("GR-01A", 4), ("GR-17", 8)):
        pos = position(board=[{"x": -1, "y": 0, "tile": "GR-27", "rotation": 0},
                              {"x": 0, "y": 0, "tile": "GR-33", "rotation": 0},
                              {"x": 1, "y": 0, "tile": middle, "rotation": 90}],
                       figures=[{"player": "red", "figure": "cowboy", "x": 0, "y": 0, "at": "E"}])
        pos["turn"]["tile"] = "GR-27"
        supply(pos, "red", cowboy=3)
        _, events = play(pos, {"type": "place_tile", "x": 2, "y": 0, "rotation": 0}, {"type": "pass"})
        assert [e["points"] for e in events if e["type"] == "points_scored"] == [expected]


def test_stacks_follow_their_mountain_through_joins():
    """A stack keyed by a union-find root moves with it when a tile joins mountains."""
    game, _ = gr_new_game({"players": ["red", "blue"],
                           "draw": {"tiles": ["GR-54", "GR-54"], "tokens": ["1", "2", "3", "5", "gravel", "2", "2"]}})
    assert to_state(game)["mountains"] == [{"x": 0, "y": 0, "at": "N", "tokens": ["1"]}]
    game.apply({"type": "place_tile", "x": 0, "y": -1, "rotation": 0})
    assert to_state(game)["mountains"] == [{"x": 0, "y": -1, "at": "N", "tokens": ["5", "3", "2", "1"]}]
    game.apply({"type": "pass"})
    game.apply({"type": "place_tile", "x": 0, "y": -2, "rotation": 0})
    assert to_state(game)["mountains"] == [{"x": 0, "y": -2, "at": "N",
                                            "tokens": ["2", "2", "gravel", "5", "3", "2", "1"]}]


def test_copy_is_independent():
    game, _ = gr_new_game({"players": ["red", "blue"],
                           "draw": {"tiles": ["GR-54", "GR-26A"], "tokens": ["1", "2", "3", "5"]}})
    before = to_state(game)
    other = game.copy()
    other.apply({"type": "place_tile", "x": 0, "y": -1, "rotation": 0})
    other.apply({"type": "place_tent", "x": 0, "y": -1, "at": "N"})
    assert to_state(game) == before
    assert to_state(other) != before


def test_perft_by_hand():
    """Red holds GR-26A (all prairie): only (0,1) fits, in 4 rotations; after
    each, the step-2 moves are a farmer, the tent on the start tile's mountain,
    and pass — mining needs a tent on the board."""
    session = Session()
    assert session.handle({"id": 1, "cmd": "new_game", "game": "gold_rush", "players": ["red", "blue"],
                           "draw": {"tiles": ["GR-26A", "GR-26B"], "tokens": ["2"]}})["ok"]
    assert session.handle({"id": 2, "cmd": "perft", "depth": 1})["nodes"] == 4
    two = session.handle({"id": 3, "cmd": "perft", "depth": 2, "divide": True})
    assert two["nodes"] == 12 and [row["nodes"] for row in two["divide"]] == [3, 3, 3, 3]


def test_hello_declares_gold_rush():
    hello = Session().handle({"id": 1, "cmd": "hello", "protocol": 1})
    declared = hello["games"]["gold_rush"]
    assert sorted(declared["variants"]) == ["fifth_cowboy", "no_farmers", "remove_cowboy"]
    assert declared["interpretations"] == {k: list(v) for k, v in R.INTERPRETATIONS.items()}
    assert {"load_position", "perft", "custom_tiles"} <= set(declared["capabilities"])


def test_the_engine_speaks_gold_rush_over_stdio():
    """``python -m reference_engine`` as a subprocess: hello, new_game, a move, state, stop."""
    requests = [
        {"id": 1, "cmd": "hello", "protocol": 1},
        {"id": 2, "cmd": "new_game", "game": "gold_rush", "players": ["red", "blue"],
         "draw": {"tiles": ["GR-54", "GR-26A"], "tokens": ["1", "2", "3", "5"]}},
        {"id": 3, "cmd": "apply_move", "move": {"type": "place_tile", "x": 0, "y": -1, "rotation": 0}},
        {"id": 4, "cmd": "apply_move", "move": {"type": "place_tent", "x": 0, "y": -1, "at": "S"}},
        {"id": 5, "cmd": "state"},
        {"id": 6, "cmd": "stop"},
    ]
    proc = subprocess.run([sys.executable, "-m", "reference_engine"],
                          input="".join(json.dumps(r) + "\n" for r in requests),
                          capture_output=True, text=True, timeout=60)
    answers = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
    assert [a["id"] for a in answers] == [1, 2, 3, 4, 5, 6] and all(a["ok"] for a in answers), answers
    state = answers[4]["state"]
    assert first_error("games/gold_rush/state", state) is None
    assert state["figures"] == [{"player": "red", "figure": "tent", "x": 0, "y": -1, "at": "S"}]
    assert state["mountains"] == [{"x": 0, "y": -1, "at": "N", "tokens": ["5", "3", "2", "1"]}]

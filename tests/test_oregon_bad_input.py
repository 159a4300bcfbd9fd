"""Bad input to an Oregon game, through the protocol (spec/protocol.md §3, "Errors").

Every case: a :class:`reference_engine.Session` holds a game loaded from a
position; an ``apply_move`` (or set-up request) that breaks a rule is answered
with the specific error code and, for moves, ``illegal_move`` naming the rule;
``state`` and ``legal_moves`` answer exactly as before.  Every response is
checked against its schema.
"""
from __future__ import annotations

import copy
from typing import Any

import pytest
from test_oregon_engine import BUILDINGS, STANDARD_DRAW, board, building, farmer, position

from reference_engine import Session
from rulebook_protocol.schemas import first_error

ERROR_SCHEMA = "common#/$defs/error_response"


class Conversation:
    def __init__(self) -> None:
        self.session = Session()
        self.ids = 0

    def call(self, cmd: str, **fields: Any) -> dict[str, Any]:
        self.ids += 1
        response = self.session.handle({"id": self.ids, "cmd": cmd, **fields})
        schema = f"commands/{cmd}#response" if response["ok"] else ERROR_SCHEMA
        assert first_error(schema, response) is None, response
        return response

    def snapshot(self) -> tuple[dict[str, Any], dict[str, Any]]:
        state = self.call("state")
        legal = self.call("legal_moves")
        return copy.deepcopy(state["state"]), copy.deepcopy({k: legal[k] for k in ("pending", "moves", "count")})


def refused(pos: dict[str, Any], move: dict[str, Any], rule: str) -> None:
    talk = Conversation()
    loaded = talk.call("load_position", game="oregon", position=pos)
    assert loaded["ok"], loaded
    before = talk.snapshot()
    response = talk.call("apply_move", move=move)
    assert response["ok"] is False, f"{move} was accepted"
    assert response["error"]["code"] == "illegal_move"
    assert response["error"]["rule"] == rule, response["error"]
    assert talk.snapshot() == before, "a refused move changed the game"


RED = {"red": ["eagle", "buffalo", "church", "harbour"]}
FARMER = {"type": "place_farmer", "row_card": "eagle", "column_card": "buffalo"}
BUILD = {"type": "place_building", "landscape_card": "eagle"}
LAKE = board("GGGGMG", "GWGGGG", "GGGGMR", "GGGGGF")


@pytest.mark.parametrize("case, pos, move, rule", [
    ("cards not in the hand", position(hands=RED),
     {"type": "place_farmer", "row_card": "wagon", "column_card": "eagle", "col": 0, "row": 0}, "OR-R-PLAY-1"),
    ("a second card of a kind not held twice", position(hands=RED),
     {"type": "place_farmer", "row_card": "eagle", "column_card": "eagle", "col": 0, "row": 0}, "OR-R-PLAY-1"),
    ("a building card not in the hand", position(hands=RED), {**BUILD, "building": "store", "col": 0, "row": 0},
     "OR-R-PLAY-1"),
    ("a farmer on water", position(board=LAKE, hands={"red": ["eagle", "eagle"]}),
     {"type": "place_farmer", "row_card": "eagle", "column_card": "eagle", "col": 1, "row": 1}, "OR-R-FARMER-4"),
    ("a farmer on an occupied space", position(hands=RED, farmers=[farmer("blue", 3, 0)]),
     {**FARMER, "col": 3, "row": 0}, "OR-R-FARMER-3"),
    ("a farmer on a building", position(hands=RED, buildings=[building("church", 3, 0, True)]),
     {**FARMER, "col": 3, "row": 0}, "OR-R-FARMER-3"),
    ("a farmer outside the cards' area", position(hands=RED), {**FARMER, "col": 0, "row": 0}, "OR-R-FARMER-2"),
    ("a farmer off the board", position(hands=RED), {**FARMER, "col": 14, "row": 0}, "OR-R-FARMER-2"),
    ("a building on the wrong terrain", position(board=LAKE, hands=RED),
     {**BUILD, "building": "church", "col": 4, "row": 0}, "OR-R-BUILD-5"),
    ("a building outside the card's row and column", position(hands=RED),
     {**BUILD, "building": "church", "col": 4, "row": 3}, "OR-R-BUILD-2"),
    ("a building on an occupied space", position(hands=RED, farmers=[farmer("blue", 0, 0)]),
     {**BUILD, "building": "church", "col": 0, "row": 0}, "OR-R-BUILD-3"),
    ("a harbour away from water", position(board=LAKE, hands=RED),
     {**BUILD, "building": "harbour", "col": 5, "row": 0}, "OR-R-BUILD-6"),
    ("a used-up building", position(hands=RED, building_stacks={**dict.fromkeys(BUILDINGS, 4), "church": 0}),
     {**BUILD, "building": "church", "col": 0, "row": 0}, "OR-R-BUILD-4"),
    ("an inactive joker", position(hands=RED, player={"red": {"joker": "inactive"}}),
     {"type": "place_farmer", "row_card": "joker", "column_card": "eagle", "col": 0, "row": 3}, "OR-R-JOKER-1"),
    ("two jokers", position(hands=RED),
     {"type": "place_farmer", "row_card": "joker", "column_card": "joker", "col": 0, "row": 3}, "OR-R-JOKER-2"),
    ("a farmer with none left", position(hands=RED, player={"red": {"supply": {"farmer": 0}}}),
     {**FARMER, "col": 3, "row": 0}, "OR-R-SETUP-7"),
    ("a second extra turn",
     position(hands={"red": ["eagle", "eagle"]}, landscape_deck=["eagle", "wagon"], building_deck=["church", "store"],
              turn={"phase": "draw_cards", "extra_turn_used": True}),
     {"type": "place_farmer", "row_card": "eagle", "column_card": "eagle", "col": 0, "row": 0}, "OR-R-EXTRA-3"),
    ("a placement while drawing without an extra turn",
     position(hands={"red": ["eagle", "eagle"]}, landscape_deck=["eagle", "wagon"], building_deck=["church", "store"],
              turn={"phase": "draw_cards"}, player={"red": {"extra_turn": "inactive"}}),
     {"type": "place_farmer", "row_card": "eagle", "column_card": "eagle", "col": 0, "row": 0}, "OR-R-EXTRA-1"),
    ("a draw that leaves no landscape card",
     position(hands={"red": ["church", "harbour", "store"]}, landscape_deck=["eagle"], building_deck=["church"],
              building_stacks={**dict.fromkeys(BUILDINGS, 4), "church": 0}, turn={"phase": "draw_cards"}),
     {"type": "draw_card", "deck": "building"}, "OR-R-DRAW-3"),
    ("a draw with a full hand",
     position(hands={"red": ["eagle", "wagon", "church", "store"]}, landscape_deck=["eagle"],
              building_stacks={**dict.fromkeys(BUILDINGS, 4), "church": 0}, turn={"phase": "draw_cards"}),
     {"type": "draw_card", "deck": "landscape"}, "OR-R-DRAW-1"),
    ("an exchange of a useful building card",
     position(hands={"red": ["eagle", "church", "store"]}, landscape_deck=["eagle"], building_deck=["harbour"],
              building_stacks={**dict.fromkeys(BUILDINGS, 4), "church": 0}, turn={"phase": "draw_cards"}),
     {"type": "exchange_card", "building": "store"}, "OR-R-DRAW-4"),
    ("a start tile on an occupied space",
     position(hands=RED, farmers=[farmer("blue", 0, 0)], player={"red": {"start_tile": "church"}},
              turn={"phase": "place_start_tile"}), {"type": "place_start_tile", "col": 0, "row": 0}, "OR-R-FIRST-2"),
    ("a start tile on the wrong terrain",
     position(board=LAKE, player={"red": {"start_tile": "store"}}, turn={"phase": "place_start_tile"}),
     {"type": "place_start_tile", "col": 0, "row": 0}, "OR-R-FIRST-1"),
    ("declining a mandatory extra turn",
     position(hands={"red": ["eagle", "eagle"]}, interpretations={"extra_turn.use": "mandatory"},
              turn={"phase": "extra_turn"}), {"type": "pass"}, "OR-R-EXTRA-1"),
])
def test_illegal_move_changes_nothing(case, pos, move, rule):
    refused(pos, move, rule)


def test_a_move_of_the_wrong_shape_is_a_bad_request():
    talk = Conversation()
    talk.call("load_position", game="oregon", position=position(hands=RED))
    before = talk.snapshot()
    for move in ({"type": "place_farmer", "row_card": "moose", "column_card": "eagle", "col": 0, "row": 0},
                 {"type": "place_farmer", "row_card": "eagle", "column_card": "eagle", "col": 15, "row": 0},
                 {"type": "place_building", "building": "castle", "landscape_card": "eagle", "col": 0, "row": 0},
                 {"type": "draw_card", "deck": "tiles"}):
        response = talk.call("apply_move", move=move)
        assert response["error"]["code"] == "bad_request", move
    assert talk.snapshot() == before


def test_a_failed_new_game_or_position_keeps_the_current_game():
    talk = Conversation()
    talk.call("load_position", game="oregon", position=position(hands=RED))
    before = talk.snapshot()
    for cmd, fields, code in [
        ("new_game", {"game": "oregon", "players": ["red"], "draw": STANDARD_DRAW}, "bad_request"),
        ("new_game", {"game": "oregon", "players": ["red", "blue"], "draw": {**STANDARD_DRAW, "tiles": ["moose"]}},
         "bad_request"),
        ("new_game", {"game": "oregon", "players": ["red", "blue"], "draw": STANDARD_DRAW,
                      "options": {"board": "oregon-printed"}}, "unsupported"),
        ("new_game", {"game": "oregon", "players": ["red", "blue"], "draw": STANDARD_DRAW,
                      "interpretations": {"draw.exchange": "any_drawn"}}, "unsupported"),
        ("load_position", {"game": "oregon", "position": position(farmers=[farmer("red", 0, 0), farmer("red", 0, 0)])},
         "invalid_position"),
        ("load_position", {"game": "oregon", "position": {**position(), "farmers": [{"player": "red", "col": 0}]}},
         "bad_request"),
    ]:
        response = talk.call(cmd, **fields)
        assert response["ok"] is False and response["error"]["code"] == code, (fields, response)
    assert talk.snapshot() == before


def test_moves_after_the_end_are_game_over():
    talk = Conversation()
    talk.call("load_position", game="oregon", position=position(hands=RED))
    assert talk.call("end_game")["ok"]
    before = talk.snapshot()
    assert talk.call("apply_move", move={**FARMER, "col": 3, "row": 0})["error"]["code"] == "game_over"
    assert talk.call("end_game")["error"]["code"] == "game_over"
    assert talk.snapshot() == before

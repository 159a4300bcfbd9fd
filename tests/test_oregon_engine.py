"""Unit tests of the ``oregon`` rules module (spec/oregon.md): set-up, legal
moves, scoring, drawing, the turn flow, positions, perft.

Positions are built from :func:`position` (a blank canonical position on a
small all-meadow board unless a test gives its own) and loaded through
``reference_engine.load_position``; every expected number below is derived in
the test's comment from the rules, not read back from the engine.
"""
from __future__ import annotations

import copy
from typing import Any

import pytest

import reference_engine
from reference_engine import load_position, state
from reference_engine.games.oregon import cards, placement, scoring
from reference_engine.perft import perft
from rulebook_protocol.errors import BadRequest, GameOver, IllegalMove, InvalidPosition, Unsupported

SMALL = {"id": "small", "provenance": "scenario", "band_width": 3, "band_height": 2,
         "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"],
         "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"},
         "terrain": ["GGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"],
         "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"],
                       "mountain": ["coal_mine", "gold_mine"], "railway": ["station"], "water": []}}
BUILDINGS = ("post_office", "harbour", "church", "coal_mine", "gold_mine", "store", "station")


def board(*rows: str) -> dict[str, Any]:
    return {**SMALL, "terrain": list(rows)}


def position(players=("red", "blue"), **changes: Any) -> dict[str, Any]:
    """A blank position: SMALL board, empty hands and decks, 14 farmers,
    active tokens, full stacks, red to play cards.  ``changes`` replace
    top-level fields; ``hands={"red": [...]}`` and ``player={"red": {...}}``
    fill players."""
    hands = changes.pop("hands", {})
    per_player = changes.pop("player", {})
    pos = {
        "game": "oregon", "expansions": [], "interpretations": {}, "board": copy.deepcopy(SMALL),
        "players": [], "farmers": [], "buildings": [],
        "building_stacks": dict.fromkeys(BUILDINGS, 4),
        "landscape_deck": [], "landscape_discards": [], "building_deck": [], "building_discards": [],
        "coal_supply": [], "gold_supply": [],
        "turn": {"number": 1, "player": players[0], "phase": "play_cards", "extra_turn_used": False,
                 "end_triggered": False},
    }
    for name in players:
        hand = hands.get(name, [])
        entry = {"name": name, "score": 0, "supply": {"farmer": 14},
                 "landscape_cards": sorted(c for c in hand if c not in BUILDINGS),
                 "building_cards": sorted(c for c in hand if c in BUILDINGS),
                 "joker": "active", "extra_turn": "active", "coal": [], "gold": [], "start_tile": None}
        entry.update(per_player.get(name, {}))
        pos["players"].append(entry)
    turn = changes.pop("turn", {})
    pos.update(changes)
    pos["turn"].update(turn)
    on_board = {}
    for f in pos["farmers"]:
        on_board[f["player"]] = on_board.get(f["player"], 0) + 1
    for p in pos["players"]:
        if "supply" not in per_player.get(p["name"], {}):
            p["supply"]["farmer"] = 14 - on_board.get(p["name"], 0)
    return pos


def new_game(game_id: str, players: list[str], _tiles: list[str], **fields: Any):
    """``reference_engine.new_game`` with the complete ``draw`` object; other fields as keywords."""
    return reference_engine.new_game(game_id, players, fields.pop("draw"), **fields)


DEFAULTS = {"cards.reshuffle": "shuffle", "church.cap": "count", "draw.exchange": "useless",
            "extra_turn.use": "optional", "group.colour": "own", "mine.empty_supply": "nothing",
            "turn.no_placement": "discard_two"}


def load(pos: dict[str, Any]):
    game, _ = load_position("oregon", pos)
    return game


def farmer(player: str, col: int, row: int) -> dict[str, Any]:
    return {"player": player, "col": col, "row": row}


def building(name: str, col: int, row: int, start: bool = False) -> dict[str, Any]:
    return {"building": name, "col": col, "row": row, "start_tile": start}


STANDARD_DRAW = {"tiles": ["church", "station", "store"],
                 "landscape_cards": ["eagle", "buffalo", "wagon", "settlers", "campfire", "eagle", "wagon"],
                 "building_cards": ["harbour", "church", "store"], "coal": ["2", "1"], "gold": ["5"]}


# ------------------------------------------------------------------ set-up
def test_new_game_deals_round_by_round_and_draws_start_tiles():
    game, events = new_game("oregon", ["red", "blue"], [], draw=STANDARD_DRAW)
    s = state(game)
    # cards 1, 3, 5 to red; 2, 4, 6 to blue; building cards 1 and 2 (OR-R-SETUP-3/4)
    assert s["players"][0]["landscape_cards"] == ["campfire", "eagle", "wagon"]
    assert s["players"][1]["landscape_cards"] == ["buffalo", "eagle", "settlers"]
    assert [p["building_cards"] for p in s["players"]] == [["harbour"], ["church"]]
    assert s["landscape_deck"] == ["wagon"] and s["building_deck"] == ["store"]
    assert s["coal_supply"] == [2, 1] and s["gold_supply"] == [5]
    assert [p["start_tile"] for p in s["players"]] == ["church", "station"]
    assert [e["type"] for e in events] == ["cards_dealt", "cards_dealt", "start_tile_drawn", "start_tile_drawn"]
    assert game.pending() == {"player": "red", "decision": "place_start_tile", "building": "church"}
    assert s["turn"] == {"number": 1, "player": "red", "phase": "place_start_tile", "extra_turn_used": False,
                         "end_triggered": False}


def test_first_round_then_normal_turns_from_the_first_player():
    game, _ = new_game("oregon", ["red", "blue"], [], draw=STANDARD_DRAW)
    game.apply({"type": "place_start_tile", "col": 0, "row": 0})
    assert game.pending()["player"] == "blue"
    game.apply({"type": "place_start_tile", "col": 3, "row": 0})
    s = state(game)
    assert s["turn"]["phase"] == "play_cards" and s["turn"]["player"] == "red" and s["turn"]["number"] == 3
    assert s["buildings"] == [building("church", 0, 0, True), building("station", 3, 0, True)]
    assert s["building_stacks"] == dict.fromkeys(BUILDINGS, 4)


@pytest.mark.parametrize("players, draw, message", [
    (["red"], STANDARD_DRAW, "2–4 players"),
    (["a", "b", "c", "d", "e"], STANDARD_DRAW, "2–4 players"),
    (["red", "red"], STANDARD_DRAW, "unique"),
    (["red", "blue"], {**STANDARD_DRAW, "tokens": []}, "not tokens"),
    (["red", "blue"], {**STANDARD_DRAW, "landscape_cards": ["eagle"] * 5}, "at least 6"),
    (["red", "blue"], {**STANDARD_DRAW, "landscape_cards": ["eagle"] * 5 + ["moose"]}, '"moose" is not a symbol'),
    (["red", "blue"], {**STANDARD_DRAW, "building_cards": ["church"]}, "at least 2"),
    (["red", "blue"], {**STANDARD_DRAW, "tiles": ["church", "church"]}, "one start tile of each"),
    (["red", "blue"], {**STANDARD_DRAW, "tiles": ["church"]}, "at least 2"),
    (["red", "blue"], {**STANDARD_DRAW, "coal": ["0"]}, "not a tile value"),
    (["red", "blue"], {**STANDARD_DRAW, "gold": ["x"]}, "not a tile value"),
])
def test_new_game_refuses_a_set_up_it_cannot_start(players, draw, message):
    with pytest.raises(BadRequest, match=message):
        new_game("oregon", players, [], draw=draw)


@pytest.mark.parametrize("fields, message", [
    ({"options": {"speed": 1}}, "unknown option"),
    ({"options": {"board": "oregon-printed"}}, "no board"),
    ({"interpretations": {"draw.exchange": "any_drawn"}}, "not supported"),
    ({"interpretations": {"city.two_tile_points": "2"}}, "unknown interpretation"),
    ({"expansions": ["big_box"]}, "no expansions"),
])
def test_new_game_unsupported(fields, message):
    with pytest.raises(Unsupported, match=message):
        new_game("oregon", ["red", "blue"], [], draw=STANDARD_DRAW, **fields)


def test_new_game_takes_an_inline_board_and_refuses_a_broken_one():
    game, _ = new_game("oregon", ["red", "blue"], [], draw=STANDARD_DRAW, options={"board": SMALL})
    assert state(game)["board"] == SMALL
    # a church start tile may go on any of the 24 meadow spaces of SMALL
    assert len(game.legal_moves()) == 24
    with pytest.raises(BadRequest, match="terrain row 0 has 5 spaces"):
        new_game("oregon", ["red", "blue"], [], draw=STANDARD_DRAW,
                 options={"board": board("GGGGG", *SMALL["terrain"][1:])})


# ------------------------------------------------------------ legal moves
def test_farmer_moves_list_each_card_choice():
    game = load(position(hands={"red": ["eagle", "buffalo", "church"]}, player={"red": {"joker": "inactive"}}))
    moves = placement.farmer_moves(game, 0)
    # eagle row x buffalo columns: 6 spaces; buffalo row x eagle columns: 6 spaces
    assert len(moves) == 12
    assert {(m["row_card"], m["column_card"]) for m in moves} == {("eagle", "buffalo"), ("buffalo", "eagle")}


def test_the_joker_adds_the_whole_band_of_the_other_card():
    game = load(position(hands={"red": ["eagle", "church"]}))
    moves = placement.farmer_moves(game, 0)
    # eagle row + joker column: 2 rows x 6 columns = 12; joker row + eagle column: 4 rows x 3 = 12
    assert len(moves) == 24
    assert all(m["row_card"] == "joker" or m["column_card"] == "joker" for m in moves)
    spaces = {(m["col"], m["row"]) for m in moves}
    assert len(spaces) == 12 + 12 - 6  # the eagle x eagle area is reached both ways


def test_building_moves_with_a_card_and_with_the_joker():
    game = load(position(board=board("GGGGGG", "GGGGGG", "GGGGGG", "GGGGFG"),
                         hands={"red": ["eagle", "store", "church"]}))
    stores = [m for m in placement.building_moves(game, 0) if m["building"] == "store"]
    # the only forest space (4, 3) is outside the eagle bands: joker only
    assert stores == [{"type": "place_building", "building": "store", "landscape_card": "joker", "col": 4, "row": 3}]
    churches = [m for m in placement.building_moves(game, 0) if m["building"] == "church"]
    # eagle bands: 2 rows x 6 + 2 rows x 3 = 18 meadow spaces; joker: all 23 meadow spaces
    assert len([m for m in churches if m["landscape_card"] == "eagle"]) == 18
    assert len([m for m in churches if m["landscape_card"] == "joker"]) == 23


def test_no_placement_offers_discards_of_two_cards():
    game = load(position(hands={"red": ["wagon", "wagon", "campfire", "church"]},
                         building_stacks={**dict.fromkeys(BUILDINGS, 4), "church": 0},
                         player={"red": {"joker": "inactive"}}))
    assert placement.has_placement(game, 0) is False
    assert [m["cards"] for m in game.legal_moves()] == [
        ["campfire", "church"], ["campfire", "wagon"], ["church", "wagon"], ["wagon", "wagon"]]


# ----------------------------------------------------------------- scoring
def test_church_counts_farmers_of_every_colour_capped_at_8():
    pos = position(farmers=[farmer("blue", c, r) for c, r in ((0, 0), (1, 0), (2, 0), (0, 1), (2, 1), (0, 2), (1, 2))]
                   + [farmer("red", 5, 3)], buildings=[building("church", 1, 1)],
                   building_stacks={**dict.fromkeys(BUILDINGS, 4), "church": 3})
    game = load(pos)
    assert scoring.church_count(game, game.board.index(1, 1)) == 7


def test_group_after_tells_size_and_whether_a_joined_group_had_scored():
    farmers = [farmer("red", 0, 0), farmer("red", 1, 0), farmer("red", 3, 0), farmer("red", 4, 0),
               farmer("red", 5, 0), farmer("blue", 2, 1)]
    game = load(position(farmers=farmers))
    game._put(game.board.index(2, 0), farmer=0)
    assert scoring.group_after(game, game.board.index(2, 0)) == (6, True)
    game = load(position(farmers=farmers[:2] + [farmer("red", 3, 0), farmer("blue", 2, 1)]))
    game._put(game.board.index(2, 0), farmer=0)
    assert scoring.group_after(game, game.board.index(2, 0)) == (4, False)


def test_group_colour_any_joins_other_colours():
    pos = position(farmers=[farmer("red", 0, 0), farmer("blue", 1, 0)], hands={"red": ["eagle", "eagle"]},
                   interpretations={"group.colour": "any"})
    game = load(pos)
    events = game.apply({"type": "place_farmer", "row_card": "eagle", "column_card": "eagle", "col": 2, "row": 0})
    assert [e["points"] for e in events if e["type"] == "points_scored"] == [5]
    pos["interpretations"] = {}
    game = load(pos)
    events = game.apply({"type": "place_farmer", "row_card": "eagle", "column_card": "eagle", "col": 2, "row": 0})
    assert [e for e in events if e["type"] == "points_scored"] == []


@pytest.mark.parametrize("scores, farmers, winners", [
    ([5, 7], [3, 0], ["blue"]),
    ([7, 7], [3, 2], ["red"]),
    ([7, 7, 1], [2, 2, 9], ["red", "blue"]),
])
def test_winners(scores, farmers, winners):
    assert scoring.winners(scores, farmers, ["red", "blue", "green"][: len(scores)]) == winners


def test_final_scoring_adds_coal_and_gold_and_ends_the_game():
    game = load(position(player={"red": {"coal": [1, 3], "gold": [5], "score": 2}}))
    events = game.end()
    assert [(e.get("reason"), e.get("points"), e.get("tiles")) for e in events[:-1]] == [("coal", 4, 2), ("gold", 5, 1)]
    assert events[-1] == {"type": "game_ended", "scores": {"red": 11, "blue": 0}, "winners": ["red"],
                          "farmers_on_board": {"red": 0, "blue": 0}}
    assert game.pending() is None and game.legal_moves() == []
    with pytest.raises(GameOver):
        game.end()
    with pytest.raises(GameOver):
        game.apply({"type": "pass"})


# ----------------------------------------------------------------- drawing
def test_draw_problem_keeps_both_kinds_reachable():
    game = load(position(hands={"red": ["eagle", "wagon", "campfire"]}, landscape_deck=["eagle"],
                         building_deck=["church"], turn={"phase": "draw_cards", "player": "blue"},
                         player={"blue": {"extra_turn": "inactive"}}))
    # red (not pending) holds three landscape cards: a fourth would leave no building card
    assert cards.draw_problem(game, 0, "landscape")[0] == "OR-R-DRAW-3"
    assert cards.draw_problem(game, 0, "building") is None


def test_draw_problem_relaxes_for_a_kind_that_cannot_be_drawn():
    game = load(position(hands={"blue": ["eagle", "wagon", "campfire"]}, landscape_deck=["eagle"],
                         turn={"phase": "play_cards"}))
    assert cards.draw_problem(game, 1, "landscape") is None
    assert cards.draw_problem(game, 1, "building")[0] == "OR-R-DRAW-5"


def test_forced_draws_happen_when_loading_a_position():
    game = load(position(hands={"red": ["eagle", "wagon", "campfire"]}, building_deck=["store"],
                         landscape_deck=["eagle"], turn={"phase": "draw_cards"}))
    s = state(game)
    assert s["players"][0]["building_cards"] == ["store"]
    assert s["turn"]["player"] == "blue"


def test_reshuffle_turns_the_discards_over():
    game = load(position(hands={"red": ["church", "store"]}, landscape_discards=["eagle", "wagon", "buffalo"],
                         building_deck=["harbour"], turn={"phase": "draw_cards"},
                         interpretations={"cards.reshuffle": "turn_over"}))
    events = game.apply({"type": "draw_card", "deck": "landscape"})
    assert events[:2] == [{"type": "deck_reshuffled", "deck": "landscape", "cards": 3},
                          {"type": "card_drawn", "player": "red", "deck": "landscape", "card": "eagle"}]
    assert state(game)["landscape_deck"] == ["wagon", "buffalo"]


def test_reshuffle_waits_for_chance_then_draws_the_top_of_its_order():
    """OR-R-DRAW-5 (default cards.reshuffle=shuffle): the draw stops for a chance
    decision; a wrong order changes nothing; the runner's order is the deck."""
    game = load(position(hands={"red": ["church", "store"]}, landscape_discards=["eagle", "wagon", "buffalo"],
                         building_deck=["harbour"], turn={"phase": "draw_cards"}))
    assert game.apply({"type": "draw_card", "deck": "landscape"}) == []
    pending = {"player": None, "decision": "shuffle", "pile": "landscape_discards",
               "items": ["buffalo", "eagle", "wagon"]}
    assert game.pending() == pending and game.legal_moves() == []
    before = state(game)
    assert before["chance"] == pending
    for bad in ({"type": "shuffle", "order": ["eagle", "wagon"]},
                {"type": "shuffle", "order": ["eagle", "wagon", "wagon"]},
                {"type": "draw_card", "deck": "building"}):
        with pytest.raises(IllegalMove) as err:
            game.apply(bad)
        assert err.value.rule == "OR-R-DRAW-5"
        assert state(game) == before
    events = game.apply({"type": "shuffle", "order": ["wagon", "buffalo", "eagle"]})
    assert events[:2] == [{"type": "deck_reshuffled", "deck": "landscape", "cards": 3},
                          {"type": "card_drawn", "player": "red", "deck": "landscape", "card": "wagon"}]
    assert state(game)["landscape_deck"] == ["buffalo", "eagle"] and "chance" not in state(game)


def test_shuffle_without_chance_is_illegal():
    """spec/protocol.md §7a: a shuffle move while no chance decision is pending is
    illegal_move under the game's turn rule (ore-turn-08)."""
    game = load(position(hands={"red": ["church", "store"]}, turn={"phase": "draw_cards"}))
    with pytest.raises(IllegalMove) as err:
        game.apply({"type": "shuffle", "order": []})
    assert err.value.rule == "OR-R-TURN-1"


# --------------------------------------------------------------- positions
def test_state_round_trips_through_load_position():
    pos = position(farmers=[farmer("red", 0, 0), farmer("blue", 5, 3)],
                   buildings=[building("church", 1, 1, True), building("post_office", 2, 2)],
                   building_stacks={**dict.fromkeys(BUILDINGS, 4), "post_office": 3},
                   hands={"red": ["eagle", "church", "wagon", "wagon"], "blue": ["buffalo", "store"]},
                   landscape_deck=["eagle", "campfire"], building_discards=["store"], coal_supply=[3, 1],
                   player={"blue": {"coal": [2], "joker": "inactive", "score": 7}})
    game = load(pos)
    expected = {**pos, "interpretations": DEFAULTS}
    assert state(game) == expected
    assert state(load(state(game))) == expected


@pytest.mark.parametrize("changes, rule, message", [
    ({"farmers": [farmer("red", 6, 0)]}, None, "off the board"),
    ({"farmers": [farmer("red", 0, 0), farmer("blue", 0, 0)]}, None, "two pieces"),
    ({"farmers": [farmer("green", 0, 0)]}, None, "unknown player"),
    ({"board": board("WGGGGG", "GGGGGG", "GGGGGG", "GGGGGG"), "farmers": [farmer("red", 0, 0)]},
     "OR-R-FARMER-4", "on water"),
    ({"buildings": [building("store", 0, 0)]}, "OR-R-BUILD-5", "store on meadow"),
    ({"buildings": [building("harbour", 0, 0)]}, "OR-R-BUILD-6", "harbour on meadow"),
    ({"buildings": [building("church", 0, 0)]}, "OR-R-COMP-5", "more than the 4"),
    ({"buildings": [building("church", 0, 0, True), building("church", 1, 0, True)],
      "building_stacks": {**dict.fromkeys(BUILDINGS, 4)}}, "OR-R-COMP-6", "start tiles of church"),
    ({"hands": {"red": ["eagle"] * 5}}, "OR-R-DRAW-1", "holds 5 cards"),
    ({"player": {"red": {"supply": {"farmer": 14}}}, "farmers": [farmer("red", 0, 0)]},
     "OR-R-COMP-2", "more than the 14"),
    ({"turn": {"phase": "place_start_tile"}}, "OR-R-FIRST-1", "no start tile"),
    ({"turn": {"phase": "over"}}, None, "no player to move"),
    ({"turn": {"player": "green"}}, None, "not one of the players"),
    ({"turn": {"extra_turn_used": True}}, "OR-R-EXTRA-3", "before drawing"),
    ({"board": board("GGGGG", "GGGGGG", "GGGGGG", "GGGGGG")}, None, "terrain row 0"),
])
def test_invalid_positions(changes, rule, message):
    with pytest.raises(InvalidPosition, match=message) as caught:
        load(position(**changes))
    assert caught.value.rule == rule


def test_a_position_on_an_unknown_board_is_unsupported():
    with pytest.raises(Unsupported):
        load(position(board="oregon-printed"))


# ------------------------------------------------------------ turn, perft
def test_apply_validates_before_changing_anything():
    pos = position(hands={"red": ["eagle", "eagle", "church", "wagon"]}, farmers=[farmer("blue", 1, 1)])
    game = load(pos)
    before = state(game)
    for move, rule in [
        ({"type": "place_farmer", "row_card": "eagle", "column_card": "eagle", "col": 1, "row": 1}, "OR-R-FARMER-3"),
        ({"type": "place_farmer", "row_card": "wagon", "column_card": "wagon", "col": 1, "row": 0}, "OR-R-PLAY-1"),
        ({"type": "place_building", "building": "store", "landscape_card": "eagle", "col": 0, "row": 0}, "OR-R-PLAY-1"),
        ({"type": "draw_card", "deck": "landscape"}, "OR-R-TURN-1"),
        ({"type": "pass"}, "OR-R-PLAY-1"),
        ({"type": "exchange_card", "building": "church"}, "OR-R-TURN-1"),
        ({"type": "place_start_tile", "col": 0, "row": 0}, "OR-R-TURN-1"),
        ({"type": "discard_cards", "cards": ["eagle", "wagon"]}, "OR-R-PLAY-1"),
    ]:
        with pytest.raises(IllegalMove) as caught:
            game.apply(move)
        assert caught.value.rule == rule, move
        assert state(game) == before


def test_perft_counts_placements_then_the_extra_turn_decision():
    pos = position(hands={"red": ["eagle", "buffalo"]}, player={"red": {"joker": "inactive", "extra_turn": "inactive"}},
                   landscape_deck=["eagle", "eagle"], building_deck=["church"])
    game = load(pos)
    nodes, _ = perft(game, 1)
    assert nodes == 12  # two areas of 6
    # after any placement: hand empty, 2 landscape + 1 building available: the draw
    # decision offers both decks (building first or landscape first)
    nodes2, divide = perft(game, 2, divide=True)
    assert nodes2 == 24 and len(divide) == 12 and {row["nodes"] for row in divide} == {2}
    assert state(game) == state(load(pos)), "perft changed the game"


def test_copy_is_independent():
    game = load(position(hands={"red": ["eagle", "eagle"]}))
    other = game.copy()
    other.apply({"type": "place_farmer", "row_card": "eagle", "column_card": "eagle", "col": 0, "row": 0})
    assert state(game)["farmers"] == [] and state(other)["farmers"] == [farmer("red", 0, 0)]

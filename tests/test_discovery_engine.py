"""Unit tests of the ``discovery`` rules module (spec/discovery.md).

* the area values of §8–§10 and DI-R-FINAL-2 as pure functions;
* surveys of areas on real boards: counting cities for mountain ranges (own
  coast, bordering meadows, each city once, far cities), shores of seas;
* the turn flow through :class:`reference_engine.Session`: events and their
  order, legal moves, the two variants, perft counts worked out by hand;
* bad input: every illegal move names its rule and leaves ``state`` and
  ``legal_moves`` exactly as they were; set-ups and positions the rules cannot
  start are refused with the documented code, keeping the previous game.

Positions use the fixture tiles (spec/tiles/discovery-fixtures.json).
"""
from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from _support import REPO

from reference_engine import Session
from reference_engine.games.discovery import DECLARATION, load_position
from reference_engine.games.discovery.scoring import meadow_points, mountain_points, sea_points, survey
from rulebook_protocol.schemas import first_error

FIXTURES = json.loads((REPO / "spec" / "tiles" / "discovery-fixtures.json").read_text(encoding="utf-8"))["tiles"]


def position(board: list[tuple], *, figures: list[tuple] = (), players=("red", "blue"), turn: dict | None = None,
             pile: list[str] = ("DFX-G",), variants: list[str] = (), hands: dict | None = None,
             interpretations: dict | None = None, scores: dict | None = None) -> dict[str, Any]:
    """A canonical position: ``board`` rows ``(x, y, tile, rotation)``,
    ``figures`` rows ``(player, x, y, at)``; supplies are 4 less the figures."""
    on_board = {p: sum(1 for f in figures if f[0] == p) for p in players}
    entries = []
    for p in players:
        entry = {"name": p, "score": (scores or {}).get(p, 0), "supply": {"follower": 4 - on_board[p]}}
        if "two_tiles" in variants:
            entry["hand"] = list((hands or {}).get(p, []))
        entries.append(entry)
    return {
        "game": "discovery", "variants": sorted(variants), "interpretations": dict(interpretations or {}),
        "players": entries,
        "board": [{"x": x, "y": y, "tile": t, "rotation": r} for x, y, t, r in board],
        "figures": [{"player": p, "figure": "follower", "x": x, "y": y, "at": at} for p, x, y, at in figures],
        "draw_pile": list(pile), "discarded": [], "set_aside": [],
        "turn": turn or {"number": 1, "player": players[0], "phase": "place_tile",
                         "tile": None if "two_tiles" in variants else "DFX-G", "placed": None},
        "tiles": FIXTURES,
    }


def just_placed(player: str, x: int, y: int) -> dict[str, Any]:
    return {"number": 5, "player": player, "phase": "place_figure", "tile": None, "placed": {"x": x, "y": y}}


class Engine:
    """A session with helpers; every answer is checked against its schema."""

    def __init__(self) -> None:
        self.session = Session()
        self.n = 0

    def call(self, cmd: str, **fields: Any) -> dict[str, Any]:
        self.n += 1
        response = self.session.handle({"id": self.n, "cmd": cmd, **fields})
        name = f"commands/{cmd}#response" if response["ok"] else "common#/$defs/error_response"
        assert first_error(name, response) is None, (response, first_error(name, response))
        if response["ok"]:
            for event in response.get("events", []):
                assert first_error("games/discovery/event", event) is None, event
            for move in response.get("moves", []):
                assert first_error("games/discovery/move", move) is None, move
            if "pending" in response:
                assert first_error("games/discovery/pending", response["pending"]) is None, response["pending"]
            if "state" in response:
                assert first_error("games/discovery/state", response["state"]) is None
        return response

    def ok(self, cmd: str, **fields: Any) -> dict[str, Any]:
        response = self.call(cmd, **fields)
        assert response["ok"], response["error"]
        return response

    def load(self, pos: dict[str, Any]) -> dict[str, Any]:
        return self.ok("load_position", game="discovery", position=pos)

    def move(self, **move: Any) -> list[dict[str, Any]]:
        return self.ok("apply_move", move=move)["events"]

    def state(self) -> dict[str, Any]:
        return self.ok("state")["state"]

    def moves(self) -> list[dict[str, Any]]:
        return self.ok("legal_moves")["moves"]

    def refused(self, rule: str, **move: Any) -> dict[str, Any]:
        """``move`` is refused under ``rule`` and changes nothing."""
        before, legal = self.state(), self.ok("legal_moves")
        response = self.call("apply_move", move=move)
        assert not response["ok"], f"{move} was accepted"
        assert response["error"]["code"] == "illegal_move" and response["error"].get("rule") == rule, response
        after = self.ok("legal_moves")
        assert self.state() == before and (after["pending"], after["moves"]) == (legal["pending"], legal["moves"])
        return response["error"]


@pytest.fixture
def engine() -> Engine:
    return Engine()


def points(events: list[dict[str, Any]]) -> list[tuple]:
    return [(e["player"], e["points"], e["reason"], e["final"]) for e in events if e["type"] == "points_scored"]


# =================================================================== values
@pytest.mark.parametrize("tiles, complete, value", [
    (1, False, 1), (4, False, 4), (2, False, 2), (1, True, 2), (2, True, 2), (3, True, 6), (5, True, 10)])
def test_meadow_values(tiles, complete, value):
    assert meadow_points(tiles, complete=complete) == value


@pytest.mark.parametrize("cities, tiles, complete, value", [
    (4, 2, False, 4), (4, 3, False, 4), (4, 3, True, 8), (4, 2, True, 4), (3, 1, True, 6), (0, 5, True, 0)])
def test_mountain_values(cities, tiles, complete, value):
    assert mountain_points(cities, tiles, complete=complete) == value


@pytest.mark.parametrize("cities, tiles, complete, value", [
    (2, 2, False, 2), (3, 4, True, 7), (1, 2, True, 1), (1, 1, True, 2), (0, 3, True, 3), (0, 3, False, 0)])
def test_sea_values(cities, tiles, complete, value):
    assert sea_points(cities, tiles, complete=complete) == value


# ================================================================= surveys
def _root(game, x: int, y: int, at: str) -> int:
    placed = game.board.cells[(x, y)]
    return game.board.graph.find(placed.base + placed.orientation.place_segment[at])


def test_mountain_counts_its_own_coast_and_each_bordering_meadow_city_once():
    """DI-EX-13's board: one meadow borders the range on two tiles."""
    game, _ = load_position({"game": "discovery", "position": position(
        [(0, 0, "DFX-MSG", 0), (1, 0, "DFX-MSG0", 0), (0, 1, "DFX-S1G3C2", 180), (1, 1, "DFX-S1G3C1", 180)])})
    s = survey(game.board, _root(game, 0, 0, "E"))
    assert (s.kind, s.tiles, s.complete, s.cities) == ("mountain", 2, False, 4)
    meadow = survey(game.board, _root(game, 0, 1, "N"))
    assert (meadow.kind, meadow.tiles, meadow.cities) == ("meadow", 4, 3)
    sea = survey(game.board, _root(game, 0, 0, "N"))
    assert (sea.kind, sea.tiles, sea.complete, sea.cities) == ("sea", 1, False, 1)


def test_a_meadow_that_does_not_border_the_range_does_not_count():
    """DI-EX-14's board: the fifth city lies across the bay."""
    game, _ = load_position({"game": "discovery", "position": position(
        [(0, 0, "DFX-M1G3", 90), (1, 0, "DFX-MSG", 0), (2, 0, "DFX-M1G3", 270), (3, 0, "DFX-S1G3C2", 90),
         (1, 1, "DFX-S1G3C1", 180), (1, -1, "DFX-S1G3C1", 180)])})
    s = survey(game.board, _root(game, 1, 0, "E"))
    assert (s.tiles, s.complete, s.cities) == (3, True, 4)
    sea = survey(game.board, _root(game, 1, 0, "N"))
    assert (sea.tiles, sea.cities) == (2, 2)  # the mountain's city and the fifth city share the bay


def test_inner_lake_is_a_complete_one_tile_sea():
    game, _ = load_position({"game": "discovery", "position": position([(0, 0, "DFX-LAKE", 0)])})
    s = survey(game.board, _root(game, 0, 0, "C"))
    assert (s.kind, s.tiles, s.complete, s.cities) == ("sea", 1, True, 1)


# ============================================================== turn flow
def test_hello_declares_the_variants_and_interpretations(engine):
    games = engine.ok("hello", protocol=1)["games"]
    assert games["discovery"] == DECLARATION
    assert games["discovery"]["variants"] == ["two_tiles", "equal_turns"]
    assert games["discovery"]["interpretations"]["equal_turns.five_players"] == ["3", "1"]


def test_new_game_events_and_first_decision(engine):
    started = engine.ok("new_game", game="discovery", players=["red", "blue"], tiles=FIXTURES,
                        start={"tile": "DFX-G", "rotation": 0}, draw={"tiles": ["DFX-S", "DFX-M1G3", "DFX-G"]})
    assert started["events"] == [
        {"type": "tile_placed", "player": None, "tile": "DFX-G", "x": 0, "y": 0, "rotation": 0},
        {"type": "tile_drawn", "player": "red", "tile": "DFX-S"},
        {"type": "tile_discarded", "player": "red", "tile": "DFX-S", "rule": "DI-R-PLACE-4"},
        {"type": "tile_drawn", "player": "red", "tile": "DFX-M1G3"}]
    assert started["pending"] == {"player": "red", "decision": "place_tile", "tile": "DFX-M1G3"}
    state = engine.state()
    assert [p["supply"] for p in state["players"]] == [{"follower": 4}] * 2
    assert state["discarded"] == ["DFX-S"] and state["draw_pile"] == ["DFX-G"] and state["set_aside"] == []
    assert "hand" not in state["players"][0] and "expansions" not in state


def test_removal_scores_returns_and_passes_the_turn(engine):
    engine.load(position([(0, 0, "DFX-G", 0), (1, 0, "DFX-G", 0)], figures=[("red", 0, 0, "N")],
                         turn=just_placed("red", 1, 0), pile=["DFX-G1M3"]))
    moves = engine.moves()
    assert moves == [{"type": "remove_figure", "x": 0, "y": 0, "at": "N"}, {"type": "pass"}]
    events = engine.move(type="remove_figure", x=0, y=0, at="W")  # any place of the segment
    assert events == [
        {"type": "points_scored", "player": "red", "points": 2, "reason": "meadow",
         "feature": {"kind": "meadow", "x": 0, "y": 0, "at": "N"}, "final": False},
        {"type": "figure_returned", "player": "red", "figure": "follower", "x": 0, "y": 0, "at": "N"},
        {"type": "tile_drawn", "player": "blue", "tile": "DFX-G1M3"}]
    state = engine.state()
    assert state["players"][0] == {"name": "red", "score": 2, "supply": {"follower": 4}}
    assert state["figures"] == [] and state["turn"]["player"] == "blue" and state["turn"]["number"] == 6


def test_legal_moves_of_step_two_in_canonical_order(engine):
    engine.load(position([(0, 0, "DFX-G", 0), (0, -1, "DFX-M1G3", 0), (0, 1, "DFX-M1G3", 180),
                          (1, 0, "DFX-MSG", 90)],
                         figures=[("red", 0, 0, "N"), ("blue", 0, -1, "N"), ("red", 0, 1, "S")],
                         turn=just_placed("red", 1, 0)))
    assert engine.moves() == [
        {"type": "place_figure", "figure": "follower", "x": 1, "y": 0, "at": "N"},
        {"type": "place_figure", "figure": "follower", "x": 1, "y": 0, "at": "E"},
        {"type": "remove_figure", "x": 0, "y": 0, "at": "N"},
        {"type": "remove_figure", "x": 0, "y": 1, "at": "S"},
        {"type": "pass"}]


def test_final_scoring_order_and_followers_stay(engine):
    engine.load(position([(0, 0, "DFX-G", 0), (1, 0, "DFX-G", 0), (2, 0, "DFX-S1G3C1", 0)],
                         figures=[("blue", 1, 0, "N"), ("red", 0, 0, "N"), ("red", 2, 0, "N")]))
    events = engine.ok("end_game")["events"]
    assert points(events) == [("red", 3, "meadow", True), ("blue", 3, "meadow", True), ("red", 1, "sea", True)]
    assert events[-1] == {"type": "game_ended", "scores": {"red": 4, "blue": 3}, "winners": ["red"]}
    assert len(engine.state()["figures"]) == 3
    assert engine.call("end_game")["error"]["code"] == "game_over"
    assert engine.call("apply_move", move={"type": "pass"})["error"]["code"] == "game_over"
    assert engine.ok("legal_moves") == {"id": engine.n, "ok": True, "pending": None, "moves": [], "count": 0}


def test_perft_counts_worked_out_by_hand(engine):
    """DFX-G start, DFX-G1M3 in hand: 4 open cells, one rotation each (its only
    meadow edge must face the start tile) = 4; then deploy on the meadow or the
    mountain, or pass = 3 each; then blue's all-meadow DFX-G fits every open
    cell next to a meadow edge in 4 rotations."""
    engine.ok("new_game", game="discovery", players=["red", "blue"], tiles=FIXTURES,
              start={"tile": "DFX-G", "rotation": 0}, draw={"tiles": ["DFX-G1M3", "DFX-G"]})
    assert engine.ok("perft", depth=1)["nodes"] == 4
    assert engine.ok("perft", depth=2)["nodes"] == 12
    # after any placement the frontier has 3 meadow cells around the start tile
    # and none beside the new tile (its other edges are mountain): 3 x 4 rotations
    assert engine.ok("perft", depth=3)["nodes"] == 12 * 12
    divide = engine.ok("perft", depth=2, divide=True)["divide"]
    assert {(r["move"]["x"], r["move"]["y"], r["move"]["rotation"]): r["nodes"] for r in divide} == {
        (0, -1, 180): 3, (-1, 0, 90): 3, (1, 0, 270): 3, (0, 1, 0): 3}


def test_load_position_round_trip(engine):
    pos = position([(0, 0, "DFX-G", 0), (1, 0, "DFX-S1G3C2", 90)], figures=[("red", 1, 0, "E")],
                   variants=["two_tiles", "equal_turns"],
                   hands={"red": ["DFX-G", "DFX-M1G3"], "blue": ["DFX-S", "DFX-G"]},
                   scores={"blue": 7})
    pos["set_aside"] = ["DFX-M"]
    engine.load(copy.deepcopy(pos))
    state = engine.state()
    other = Engine()
    other.load(state)
    assert other.state() == state
    assert other.moves() == engine.moves()
    assert state["players"][0]["hand"] == ["DFX-G", "DFX-M1G3"] and state["turn"]["tile"] is None


# ================================================================ variants
def test_two_tiles_flow(engine):
    engine.ok("new_game", game="discovery", players=["red", "blue"], tiles=FIXTURES, variants=["two_tiles"],
              start={"tile": "DFX-G", "rotation": 0},
              draw={"tiles": ["DFX-G1M3", "DFX-G1M3", "DFX-S1G3", "DFX-G", "DFX-M"]})
    pending = engine.ok("legal_moves")["pending"]
    assert pending == {"player": "red", "decision": "place_tile", "tiles": ["DFX-G1M3", "DFX-G1M3"]}
    moves = engine.moves()
    assert len(moves) == 4 and all(m["tile"] == "DFX-G1M3" for m in moves)  # one tile type: listed once
    events = engine.move(type="place_tile", x=1, y=0, rotation=270)  # no tile named: both alike
    assert [e["type"] for e in events] == ["tile_placed", "tile_drawn"]
    assert engine.state()["players"][0]["hand"] == ["DFX-G1M3", "DFX-M"]
    engine.move(type="pass")
    assert engine.ok("legal_moves")["pending"]["tiles"] == ["DFX-S1G3", "DFX-G"]


def test_equal_turns_sets_aside_by_player_count(engine):
    for players, interp, want in ((2, {}, 1), (3, {}, 2), (4, {}, 3), (5, {}, 3),
                                  (5, {"equal_turns.five_players": "1"}, 1)):
        names = ["red", "blue", "green", "yellow", "black"][:players]
        started = engine.ok("new_game", game="discovery", players=names, tiles=FIXTURES, variants=["equal_turns"],
                            interpretations=interp, start={"tile": "DFX-G", "rotation": 0},
                            draw={"tiles": ["DFX-M", "DFX-S", "DFX-M1G3", "DFX-G", "DFX-G"]})
        aside = [e["tile"] for e in started["events"] if e["type"] == "tile_set_aside"]
        assert aside == ["DFX-M", "DFX-S", "DFX-M1G3"][:want]
        assert engine.state()["set_aside"] == aside


def test_equal_turns_with_a_short_pile_sets_aside_what_there_is(engine):
    started = engine.ok("new_game", game="discovery", players=["a", "b", "c", "d"], tiles=FIXTURES,
                        variants=["equal_turns"], start={"tile": "DFX-G", "rotation": 0},
                        draw={"tiles": ["DFX-M", "DFX-G"]})
    assert [e["type"] for e in started["events"]] == ["tile_placed", "tile_set_aside", "tile_set_aside",
                                                      "game_ended"]
    assert started["pending"] is None


# =============================================================== bad input
def test_illegal_moves_name_their_rule_and_change_nothing(engine):
    engine.load(position([(0, 0, "DFX-G", 0), (0, -1, "DFX-M1G3", 0)],
                         figures=[("red", 0, 0, "N"), ("blue", 0, -1, "N")], pile=["DFX-G", "DFX-G"]))
    engine.refused("DI-R-TURN-1", type="remove_figure", x=0, y=0, at="N")
    engine.refused("DI-R-TURN-1", type="pass")
    engine.refused("DI-R-TURN-1", type="place_figure", figure="follower", x=0, y=0, at="N")
    engine.refused("DI-R-PLACE-1", type="place_tile", x=1, y=0, rotation=0, tile="DFX-S")
    engine.refused("DI-R-PLACE-2", type="place_tile", x=0, y=0, rotation=0)
    engine.refused("DI-R-PLACE-2", type="place_tile", x=1, y=1, rotation=0)
    engine.refused("DI-R-PLACE-3", type="place_tile", x=0, y=-2, rotation=0)
    engine.move(type="place_tile", x=1, y=0, rotation=0)
    engine.refused("DI-R-TURN-1", type="place_tile", x=2, y=0, rotation=0)
    engine.refused("DI-R-DEPLOY-6", type="place_figure", figure="follower", x=1, y=0, at="N")
    engine.refused("DI-R-DEPLOY-4", type="place_figure", figure="follower", x=0, y=-1, at="N")
    engine.refused("DI-R-DEPLOY-5", type="place_figure", figure="follower", x=1, y=0, at="C")
    engine.refused("DI-R-DEPLOY-5", type="place_figure", figure="builder", x=1, y=0, at="N")
    engine.refused("DI-R-SCORE-1", type="remove_figure", x=0, y=-1, at="N")  # blue's
    engine.refused("DI-R-SCORE-1", type="remove_figure", x=1, y=0, at="N")  # nobody there
    engine.refused("DI-R-SCORE-1", type="remove_figure", x=5, y=5, at="N")  # no tile there
    engine.move(type="remove_figure", x=0, y=0, at="N")
    engine.refused("DI-R-TURN-1", type="remove_figure", x=0, y=-1, at="N")


def test_no_supply_and_forbidden_complete_area(engine):
    pos = position([(0, 0, "DFX-G1M3", 90), (1, 0, "DFX-G1M3", 270)], turn=just_placed("red", 1, 0),
                   interpretations={"deploy.completed_area": "forbidden"})
    engine.load(pos)
    engine.refused("DI-R-DEPLOY-6", type="place_figure", figure="follower", x=1, y=0, at="W")
    assert [m["at"] for m in engine.moves() if m["type"] == "place_figure"] == ["N"]
    pos["players"][0]["supply"]["follower"] = 0
    pos["interpretations"] = {}
    engine.load(pos)
    engine.refused("DI-R-DEPLOY-3", type="place_figure", figure="follower", x=1, y=0, at="N")
    assert engine.moves() == [{"type": "pass"}]


def test_two_tiles_bad_input(engine):
    engine.load(position([(0, 0, "DFX-G", 0)], variants=["two_tiles"],
                         hands={"red": ["DFX-G", "DFX-M1G3"], "blue": ["DFX-G"]}, pile=[]))
    engine.refused("DI-R-VAR-1", type="place_tile", x=1, y=0, rotation=0)
    engine.refused("DI-R-VAR-1", type="place_tile", x=1, y=0, rotation=0, tile="DFX-S")
    engine.refused("DI-R-PLACE-3", type="place_tile", x=1, y=0, rotation=270, tile="DFX-M1G3")


@pytest.mark.parametrize("change, code", [
    (lambda r: r.update(players=["red"]), "bad_request"),
    (lambda r: r.update(players=["a", "b", "c", "d", "e", "f"]), "bad_request"),
    (lambda r: r.update(players=["red", "red"]), "bad_request"),
    (lambda r: r.update(variants=["three_tiles"]), "unsupported"),
    (lambda r: r.update(expansions=["traders_and_builders"]), "unsupported"),
    (lambda r: r.update(options={"fast": True}), "unsupported"),
    (lambda r: r.update(interpretations={"two_tiles.end": "never"}), "unsupported"),
    (lambda r: r.update(interpretations={"redeploy.same_player": "forbidden"}), "unsupported"),
    (lambda r: r.update(interpretations={"city.two_tile_points": "2"}), "unsupported"),
    (lambda r: r.update(draw={"tiles": ["BASE-D"]}), "unknown_tile"),
    (lambda r: r.update(tiles=[{**FIXTURES[0], "edges": "GGGS"}]), "bad_request"),
    (lambda r: r.update(tiles=[{"id": "XDI-ROAD", "count": 1, "edges": "RFRF", "features": [
        {"id": "r1", "kind": "road", "places": ["N", "S"]},
        {"id": "f1", "kind": "field", "places": ["Ne", "En", "Es", "Se"], "borders": []},
        {"id": "f2", "kind": "field", "places": ["Sw", "Ws", "Wn", "Nw"], "borders": []}]}]), "bad_request"),
])
def test_refused_set_ups_keep_the_previous_game(engine, change, code):
    engine.ok("new_game", game="discovery", players=["x", "y"], tiles=FIXTURES, start={"tile": "DFX-G", "rotation": 0},
              draw={"tiles": ["DFX-G"]})
    before = engine.state()
    request = {"game": "discovery", "players": ["red", "blue"], "tiles": FIXTURES,
               "start": {"tile": "DFX-G", "rotation": 0}, "draw": {"tiles": ["DFX-G"]}}
    change(request)
    response = engine.call("new_game", **request)
    assert not response["ok"] and response["error"]["code"] == code, response
    assert engine.state() == before


def _bad_positions():
    """``(name, change of the position, error code, a fragment of the message)``."""
    two = position([(0, 0, "DFX-G", 0)], variants=["two_tiles"], hands={"red": ["DFX-G"], "blue": []}, pile=[])

    def as_two(change):
        def apply(p):
            p.clear()
            p.update(copy.deepcopy(two))
            change(p)
        return apply

    def follower(at, player="red"):
        return {"player": player, "figure": "follower", "x": 0, "y": 0, "at": at}

    return [
        ("hand without the variant", lambda p: p["players"][0].update(hand=["DFX-G"]), "invalid_position",
         "two_tiles variant is off"),
        ("five followers", lambda p: p["figures"].append(follower("N")), "invalid_position", "more than the 4"),
        ("follower on no area", lambda p: p["figures"].append(follower("C")), "invalid_position", "has no area there"),
        ("two followers on a segment", lambda p: p["figures"].extend([follower("N"), follower("E", "blue")]),
         "invalid_position", "same area segment"),
        ("set aside without the variant", lambda p: p.update(set_aside=["DFX-S"]), "invalid_position",
         "equal_turns variant is off"),
        ("edges do not match", lambda p: p["board"].append({"x": 0, "y": 1, "tile": "DFX-S", "rotation": 0}),
         "invalid_position", "does not match"),
        ("not connected", lambda p: p["board"].append({"x": 5, "y": 5, "tile": "DFX-G", "rotation": 0}),
         "invalid_position", "not connected"),
        ("unknown tile", lambda p: p.update(draw_pile=["NOPE-1"]), "unknown_tile", "NOPE-1"),
        ("expansions field", lambda p: p.update(expansions=[]), "bad_request", "expansions"),
        ("no tile in hand", lambda p: p["turn"].update(tile=None), "invalid_position", "needs turn.tile"),
        ("placed outside its phase", lambda p: p["turn"].update(placed={"x": 0, "y": 0}), "invalid_position",
         "turn.placed"),
        ("two-tiles turn.tile", as_two(lambda p: p["turn"].update(tile="DFX-G")), "invalid_position",
         "the hands are in players"),
        ("two-tiles hand of three", as_two(lambda p: p["players"][0].update(hand=["DFX-G"] * 3)),
         "invalid_position", "at most 2"),
        ("two-tiles short hand, tiles left", as_two(lambda p: p.update(draw_pile=["DFX-G"])), "invalid_position",
         "fewer than 2 tiles"),
        ("two-tiles missing hand", as_two(lambda p: p["players"][1].pop("hand")), "invalid_position",
         "blue needs a hand"),
    ]


@pytest.mark.parametrize("name, change, code, fragment", _bad_positions(), ids=[r[0] for r in _bad_positions()])
def test_invalid_positions_are_refused(engine, name, change, code, fragment):
    engine.load(position([(0, 0, "DFX-G", 0)]))
    before = engine.state()
    pos = position([(0, 0, "DFX-G", 0)])
    change(pos)
    response = engine.call("load_position", game="discovery", position=pos)
    assert not response["ok"] and response["error"]["code"] == code, response
    assert fragment in response["error"]["message"], response["error"]["message"]
    assert engine.state() == before

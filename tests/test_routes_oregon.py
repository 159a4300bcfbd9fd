"""Routes for Oregon (features/README.md, "Routes"): :mod:`rulebook.route.oregon`.

* :func:`rulebook.route.plan_route` on hand-made Oregon drafts: the route the
  reference engine confirms places the draft's start tiles in the first round
  (others go back to the box), places each farmer on its owner's turn and a
  building by any player, uses an inactive joker, takes idle turns by
  discarding, changes a hand's mix through the draws (the decks and
  reshuffles arranged), stops in a draw step, at an extra turn or at a start
  tile, and puts the coal values where the route takes them.
* The reasons for drafts no route reaches, in plain words.
* The Oregon scenarios with ``--setup route`` give the same outcome as with
  ``load_position`` on the reference engine, and every scenario a route
  cannot reach says why (the list is printed: the lint for Oregon drafts).
"""
from __future__ import annotations

import copy
import os
import subprocess
import sys
from pathlib import Path

import pytest
from _support import REPO, loaded, without_declared

from reference_engine import Session
from rulebook.report import read_report
from rulebook.route import NoRoute, Route, load_events, plan_route

#: eagle and buffalo bands only; R railway at 1,1 and 4,3, M mountain at 1,0, no water, no forest.
TERRAIN = ["GMGGGG", "GRGGGG", "GGGGGG", "GGGGRG"]


def board() -> dict:
    return {"id": "scenario", "provenance": "scenario", "band_width": 3, "band_height": 2,
            "column_bands": ["eagle", "buffalo"], "row_bands": ["eagle", "buffalo"],
            "legend": {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"},
            "terrain": list(TERRAIN),
            "buildings": {"meadow": ["post_office", "church", "harbour"], "forest": ["store"],
                          "mountain": ["coal_mine", "gold_mine"], "railway": ["station"]}}


def player(name: str, lands: list[str], building: str, **extra) -> dict:
    return {"name": name, "score": 0, "supply": {"farmer": 14}, "landscape_cards": sorted(lands),
            "building_cards": [building], "joker": "active", "extra_turn": "active", "coal": [], "gold": [],
            "start_tile": None, **extra}


def draft(players: list[dict], farmers=(), buildings=(), to_move="red") -> dict:
    stacks = {b: 4 for b in ("post_office", "harbour", "church", "coal_mine", "gold_mine", "store", "station")}
    for b, _, _, start in buildings:
        stacks[b] -= 0 if start else 1
    position = {"game": "oregon", "expansions": [], "interpretations": {}, "board": board(),
                "players": copy.deepcopy(players),
                "farmers": sorted(({"player": p, "col": c, "row": r} for p, c, r in farmers),
                                  key=lambda f: (f["col"], f["row"])),
                "buildings": sorted(({"building": b, "col": c, "row": r, "start_tile": s} for b, c, r, s in buildings),
                                    key=lambda b: (b["col"], b["row"])),
                "building_stacks": stacks, "landscape_deck": [], "landscape_discards": [], "building_deck": [],
                "building_discards": [], "coal_supply": [], "gold_supply": [],
                "turn": {"number": 1, "player": to_move, "phase": "play_cards", "extra_turn_used": False,
                         "end_triggered": False}}
    for p in position["players"]:
        p["supply"]["farmer"] = 14 - sum(1 for f in position["farmers"] if f["player"] == p["name"])
    return position


def play(route: Route) -> tuple[dict, list[dict]]:
    """The end state of a route and the ``(player, move)`` pairs played."""
    session = Session()
    assert session.handle({"id": 1, "cmd": "new_game", **route.new_game})["ok"]
    played = []
    for move in route.moves:
        pending = session.handle({"id": 2, "cmd": "legal_moves"})["pending"]
        played.append((pending["player"], move))
        response = session.handle({"id": 3, "cmd": "apply_move", "move": move})
        assert response["ok"], response
    return session.handle({"id": 4, "cmd": "state"})["state"], played


# --------------------------------------------------------------------------- the planner


def test_each_farmer_is_placed_by_its_owner_and_the_dealt_hands_come_back():
    position = draft([player("red", ["eagle", "eagle", "wagon"], "harbour"),
                      player("blue", ["buffalo", "buffalo", "wagon"], "harbour")],
                     farmers=[("red", 0, 0), ("blue", 4, 2)], to_move="red")
    route = plan_route(position)
    assert isinstance(route, Route), route
    state, played = play(route)
    placed_by = {(m["col"], m["row"]): who for who, m in played if m["type"] == "place_farmer"}
    assert placed_by == {(0, 0): "red", (4, 2): "blue"}
    # the runner deals exactly the draft's hands: nothing is left in the decks
    assert sorted(route.new_game["draw"]["landscape_cards"]) == ["buffalo", "buffalo", "eagle", "eagle",
                                                                 "wagon", "wagon"]
    assert without_declared(state) == without_declared(loaded(position))


def test_start_tiles_of_the_draft_are_placed_in_the_first_round_and_the_others_go_back():
    position = draft([player("red", ["eagle", "eagle", "wagon"], "harbour"),
                      player("blue", ["wagon", "settlers", "campfire"], "harbour")],
                     buildings=[("church", 2, 2, True)], to_move="red")
    route = plan_route(position)
    assert isinstance(route, Route), route
    tiles = route.new_game["draw"]["tiles"]
    assert "church" in tiles and len(tiles) == 2
    other = next(t for t in tiles if t != "church")
    assert other in ("harbour", "store")  # no water, no forest: it has no legal space and goes back to the box
    state, played = play(route)
    starts = [m for _, m in played if m["type"] == "place_start_tile"]
    assert starts == [{"type": "place_start_tile", "col": 2, "row": 2}]
    assert without_declared(state) == without_declared(loaded(position))


def test_an_inactive_joker_is_used_and_coal_values_land_with_their_takers():
    position = draft([player("red", ["eagle", "wagon", "wagon"], "coal_mine", joker="inactive", coal=[3]),
                      player("blue", ["wagon", "settlers", "campfire"], "harbour")],
                     farmers=[("red", 0, 0)], buildings=[("coal_mine", 1, 0, False)], to_move="blue")
    position["coal_supply"] = [2]
    route = plan_route(position)
    assert isinstance(route, Route), route
    state, played = play(route)
    assert any("joker" in (m.get("row_card"), m.get("column_card"), m.get("landscape_card")) for _, m in played)
    assert route.new_game["draw"]["coal"][-1] == "2"  # the draft's supply after the value red takes
    assert without_declared(state) == without_declared(loaded(position))


def test_a_player_with_nothing_to_place_discards_and_draws_the_same_cards_back():
    # red places two farmers; blue's cards reach no band of this board, so blue's turns discard
    position = draft([player("red", ["eagle", "eagle", "buffalo"], "harbour"),
                      player("blue", ["wagon", "settlers", "campfire"], "harbour")],
                     farmers=[("red", 0, 0), ("red", 2, 0)], to_move="red")
    route = plan_route(position)
    assert isinstance(route, Route), route
    state, played = play(route)
    assert [who for who, m in played if m["type"] == "discard_cards"] == ["blue", "blue"]
    assert without_declared(state) == without_declared(loaded(position))



def test_an_idle_turn_the_engine_plays_as_a_forced_step_is_followed_through():
    # under turn.no_placement=discard_hand blue's hand, placing nothing, goes at once (one legal
    # move, played by the engine): the route sends no discard, and blue's 4 draws come from the
    # discards shuffled back (OR-R-PLAY-1, OR-R-DRAW-5); blue's idle turn is the route's last
    position = draft([player("red", ["eagle", "eagle", "buffalo"], "harbour"),
                      player("blue", ["wagon", "settlers", "campfire"], "harbour")],
                     farmers=[("red", 0, 0)], to_move="red")
    position["interpretations"] = {"turn.no_placement": "discard_hand"}
    route = plan_route(position)
    assert isinstance(route, Route), route
    state, played = play(route)
    assert not [m for _, m in played if m["type"] == "discard_cards"]
    assert [who for who, m in played if m["type"] == "draw_card"].count("blue") == 3  # the 4th is forced
    assert without_declared(state) == without_declared(loaded(position))


def test_the_route_stops_at_the_shuffle_the_draft_waits_for():
    # red's forced draw from the empty landscape deck waits for chance to shuffle the discards
    # (OR-R-DRAW-5): the route stops there too, after its own reshuffles (ore-draw-chance-03)
    position = draft([player("red", ["wagon"], "church"), player("blue", ["wagon", "settlers", "campfire"],
                                                                   "post_office")],
                     farmers=[("red", 3, 9), ("red", 4, 2)],
                     buildings=[("church", 10, 0, True), ("post_office", 14, 6, True),
                                ("post_office", 13, 6, False)], to_move="red")
    position["board"] = "oregon-default"
    position["players"][0].update(building_cards=["church", "store"], joker="inactive")
    position["landscape_discards"] = ["campfire", "eagle"]
    position["turn"]["phase"] = "draw_cards"
    route = plan_route(position)
    assert isinstance(route, Route), route
    session = Session()
    assert session.handle({"id": 1, "cmd": "new_game", **route.new_game})["ok"]
    for move in route.moves:
        assert session.handle({"id": 2, "cmd": "apply_move", "move": move})["ok"]
    pending = session.handle({"id": 3, "cmd": "legal_moves"})["pending"]
    assert pending["decision"] == "shuffle" and sorted(pending["items"]) == ["campfire", "eagle"]


def test_four_players_whose_cards_are_all_in_their_hands_are_dealt_them():
    # ore-end-09's position: 16 cards, all in the hands; each of the 4 players has several dealt
    # hands to start from, and only one combination of them is the game's cards (more than
    # MAX_DEALS combinations come before it): every draw shuffles back the cards just played
    hands = {"red": (["eagle", "wagon", "campfire"], "church"), "blue": (["eagle", "wagon", "settlers"], "gold_mine"),
             "green": (["eagle", "wagon", "campfire"], "coal_mine"),
             "yellow": (["eagle", "settlers", "campfire"], "harbour")}
    built = [("gold_mine", c, 0) for c in range(4)] + [("coal_mine", 4, 0), ("coal_mine", 5, 0), ("coal_mine", 3, 1),
                                                        ("coal_mine", 4, 1)]
    built += [("harbour", c, r) for c in (0, 2) for r in (2, 3)]
    built += [("church", 0, 1), ("church", 2, 1), ("church", 1, 3)]
    position = draft([player(name, lands, b) for name, (lands, b) in hands.items()],
                     buildings=[(b, c, r, False) for b, c, r in built] + [("church", 4, 3, True),
                                                                          ("post_office", 5, 3, True)])
    position["board"]["terrain"] = ["MMMMMM", "GGGMMG", "GWGGGG", "GGGGGG"]
    position["players"][0]["joker"] = "inactive"
    route = plan_route(position)
    assert isinstance(route, Route), route
    state, _ = play(route)
    assert without_declared(state) == without_declared(loaded(position))

@pytest.mark.parametrize("change, words", [
    (lambda d: d["players"][1].update(landscape_cards=[], building_cards=[]), "blue holds 0 cards"),
    (lambda d: d["players"][0].update(landscape_cards=["eagle"] * 4, building_cards=[]), "no building card"),
    (lambda d: d["players"][0]["supply"].update(farmer=3), "farmers never leave the board"),
    (lambda d: d["turn"].update(end_triggered=True), "end of the game is triggered"),
    (lambda d: d["players"][0].update(joker="inactive"), "joker is inactive"),
    (lambda d: d["players"][0].update(extra_turn="inactive"), "extra turn is used"),
    # 2 landscape + 2 building cards for red with empty decks: only 5 landscape cards for a deal of 6
    (lambda d: d["players"][0].update(landscape_cards=["eagle", "wagon"], building_cards=["church", "harbour"]),
     "hold 5 landscape cards"),
])
def test_reasons_when_no_route_reaches_the_draft(change, words):
    position = draft([player("red", ["eagle", "eagle", "wagon"], "harbour"),
                      player("blue", ["wagon", "settlers", "campfire"], "harbour")], to_move="red")
    change(position)
    result = plan_route(position)
    assert isinstance(result, NoRoute)
    assert words in result.reason and "{" not in result.reason and "[" not in result.reason


def test_a_hand_changes_its_mix_through_the_draws():
    # red is dealt 3 landscape cards and 1 building card, places a farmer with two eagles and draws an eagle
    # and a church: 2 and 2; blue discards a wagon (no band of this board) and draws the eagle left over
    position = draft([player("red", ["eagle", "wagon"], "church"),
                      player("blue", ["eagle", "settlers", "campfire"], "harbour")],
                     farmers=[("red", 0, 0)], to_move="red")
    position["players"][0]["building_cards"] = ["church", "harbour"]
    position["landscape_discards"] = ["wagon"]
    route = plan_route(position)
    assert isinstance(route, Route), route
    state, played = play(route)
    draw = route.new_game["draw"]
    assert len(draw["landscape_cards"]) == 6 and len(draw["building_cards"]) == 3  # the draft's cards, no other
    assert next(who for who, m in played if m["type"] == "draw_card" and m["deck"] == "building") == "red"
    assert any(m["type"] == "shuffle" for _, m in played)  # the discards come back in the route's order
    assert without_declared(state) == without_declared(loaded(position))


def pending_of(route: Route) -> dict:
    session = Session()
    session.handle({"id": 1, "cmd": "new_game", **route.new_game})
    for move in route.moves:
        assert session.handle({"id": 2, "cmd": "apply_move", "move": move})["ok"]
    return session.handle({"id": 3, "cmd": "legal_moves"})["pending"]


def test_the_route_stops_in_the_draw_step_extra_turn_step_and_first_round():
    drawing = draft([player("red", ["eagle"], "church"),
                     player("blue", ["wagon", "settlers", "campfire"], "harbour")], farmers=[("red", 0, 0)])
    drawing["turn"]["phase"] = "draw_cards"
    drawing["landscape_deck"] = ["buffalo", "eagle"]
    drawing["landscape_discards"] = ["eagle", "eagle"]
    drawing["building_deck"] = ["store"]  # a choice of deck: the draw waits for red
    extra = draft([player("red", ["wagon"], "church"),
                   player("blue", ["wagon", "settlers", "campfire"], "harbour")], farmers=[("red", 0, 0)])
    extra["turn"]["phase"] = "extra_turn"
    extra["landscape_discards"] = ["eagle", "eagle"]
    first = draft([player("red", ["eagle", "eagle", "wagon"], "church"),
                   player("blue", ["wagon", "settlers", "campfire"], "harbour", start_tile="post_office")],
                  buildings=[("church", 2, 2, True)], to_move="blue")
    first["turn"]["phase"] = "place_start_tile"
    for position, who, decision in ((drawing, "red", "draw_cards"), (extra, "red", "extra_turn"),
                                    (first, "blue", "place_start_tile")):
        route = plan_route(position)
        assert isinstance(route, Route), route
        assert pending_of(route)["decision"] == decision and pending_of(route)["player"] == who
        state, _ = play(route)
        assert without_declared(state) == without_declared(loaded(position))


def test_the_forced_steps_of_the_draft_are_the_last_events_of_the_route():
    # red has built a church with eagle and drawn a wagon: 3 landscape cards, so the last card is the building
    # card, drawn without asking (OR-R-DRAW-3), and the turn passes; load_position answers those forced steps
    position = draft([player("red", ["buffalo", "wagon", "wagon"], "harbour"),
                      player("blue", ["wagon", "settlers", "campfire"], "harbour")],
                     buildings=[("church", 2, 2, False)])
    position["players"][0]["building_cards"] = []
    position["turn"]["phase"] = "draw_cards"
    position["landscape_discards"] = ["eagle"]
    position["building_discards"] = ["church"]
    position["building_deck"] = ["store"]
    session = Session()
    expected = session.handle({"id": 1, "cmd": "load_position", "game": "oregon", "position": position})["events"]
    assert [e["type"] for e in expected] == ["card_drawn"]
    route = plan_route(position)
    assert isinstance(route, Route), route
    assert route.forced_events == len(expected)
    session = Session()
    session.handle({"id": 1, "cmd": "new_game", **route.new_game})
    for move in route.moves:
        last = session.handle({"id": 2, "cmd": "apply_move", "move": move})
    assert load_events(last["events"], route) == expected


def test_a_building_is_placed_by_a_player_without_its_card_in_the_draft_with_the_joker():
    position = draft([player("red", ["eagle", "wagon", "wagon"], "harbour", joker="inactive"),
                      player("blue", ["wagon", "settlers", "campfire"], "harbour")],
                     buildings=[("church", 2, 2, False)], to_move="blue")
    position["building_deck"] = ["church"]
    route = plan_route(position)
    assert isinstance(route, Route), route
    state, played = play(route)
    assert [(who, m["landscape_card"]) for who, m in played if m["type"] == "place_building"] == [("red", "joker")]
    assert without_declared(state) == without_declared(loaded(position))


def test_a_route_plays_until_the_end_is_triggered_and_then_nobody_draws():
    # red places its 14th farmer, the end is triggered (OR-R-END-1) and red draws no more (OR-R-END-3):
    # red keeps 2 cards; blue (cards that reach nothing) is still to play the round
    position = draft([player("red", ["wagon"], "harbour"),
                      player("blue", ["wagon", "settlers", "campfire"], "harbour")], to_move="blue")
    position["board"].update(terrain=["GGGGGG"] * 6, band_height=3)
    spaces = [(c, r) for r in range(6) for c in range(6) if (r < 3) != (c < 3)][:14]
    position["farmers"] = sorted(({"player": "red", "col": c, "row": r} for c, r in spaces),
                                 key=lambda f: (f["col"], f["row"]))
    position["players"][0]["supply"]["farmer"] = 0
    position["landscape_discards"] = ["eagle", "buffalo"]  # the cards of red's last farmer at 5,2
    position["turn"]["end_triggered"] = True
    route = plan_route(position)
    assert isinstance(route, Route), route
    state, played = play(route)
    assert [who for who, m in played if m["type"] == "place_farmer"] == ["red"] * 14
    assert state["turn"]["end_triggered"] and state["turn"]["player"] == "blue"
    assert without_declared(state) == without_declared(loaded(position))


def test_the_planner_never_changes_its_input():
    position = draft([player("red", ["eagle", "eagle", "wagon"], "harbour"),
                      player("blue", ["buffalo", "buffalo", "wagon"], "harbour")],
                     farmers=[("red", 0, 0), ("blue", 4, 2)], to_move="red")
    before = repr(position)
    plan_route(position)
    assert repr(position) == before


# --------------------------------------------------------------------------- the Oregon scenarios


def check(tmp: Path, name: str, *args: str) -> dict[str, dict]:
    report = tmp / f"{name}.jsonl"
    proc = subprocess.run([sys.executable, "-m", "rulebook.cli", "check", "--game", "oregon", "--no-progress",
                           "--report", str(report), *args], capture_output=True, text=True, timeout=600, cwd=REPO,
                          env={**os.environ, "COLUMNS": "200",
                               "PYTHONPATH": os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")])})
    assert proc.returncode in (0, 1), proc.stdout[-3000:] + proc.stderr[-3000:]
    return {s["id"]: s for s in read_report(report).scenarios}


@pytest.fixture(scope="module")
def oregon_runs(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict, dict]:
    tmp = tmp_path_factory.mktemp("oregon_routes")
    return check(tmp, "route", "--setup", "route"), check(tmp, "load")


@pytest.mark.slow
def test_oregon_routes_and_load_position_give_the_same_outcome(oregon_runs):
    routed, loaded_ = oregon_runs
    assert set(routed) == set(loaded_)
    differ = {i: (s["outcome"], loaded_[i]["outcome"], s["message"]) for i, s in routed.items()
              if s["outcome"] != "not_applicable" and s["outcome"] != loaded_[i]["outcome"]}
    assert not differ, differ
    assert any(s["outcome"] == "passed" and s["id"].startswith("ore-group") for s in routed.values())


@pytest.mark.slow  # shares the two whole-Oregon-suite runs of the test above (26 s)
def test_oregon_drafts_no_route_reaches_are_listed_with_their_reason(oregon_runs):
    routed, _ = oregon_runs
    unreachable = sorted((s for s in routed.values() if s["outcome"] == "not_applicable"), key=lambda s: s["id"])
    for s in unreachable:
        assert s["message"] and "no route reaches" in s["message"] and "planner for the game" not in s["message"], s
    passed = sum(1 for s in routed.values() if s["outcome"] == "passed")
    print(f"\noregon with --setup route: {passed} of {len(routed)} pass; {len(unreachable)} no route reaches:")
    for s in unreachable:
        print(f"  {s['id']}: {s['message']}")

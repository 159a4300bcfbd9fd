"""Routes (README, "Engines without `load_position`"): reaching a scenario's position by play from ``new_game``.

* :func:`rulebook.route.plan_route` on hand-made drafts: a route the reference
  engine confirms, a moved frame, and the reasons when no play reaches a draft.
* The suite with ``--setup route`` against the reference engine gives the
  same outcome as with ``load_position`` for every scenario both can run, and
  a route never leaves a scenario without a reason (the *lint*: the drafts no
  route reaches are listed with their reasons, in this test's output).
* Capability levels, with and without ``chance``: the suite against the reference engine
  declaring only the capabilities of each level (``tests/engines/capability_levels.py``):
  every scenario passes or is not applicable with a reason, and the share
  each level reaches per game is the one published in README.md (within
  :data:`TOLERANCE` percentage points, so adding a scenario does not break it).
"""
from __future__ import annotations

import itertools
import os
import random
import re
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path

import pytest
from _support import REPO, loaded, without_declared

from reference_engine import Session
from rulebook.report import read_report
from rulebook.route import NoRoute, Route, plan_route, shift

LEVELS = ("minimal", "data", "load", "full", "routes", "minimal_without_chance", "data_without_chance",
          "routes_without_chance")
#: Levels that add capabilities one on another (more never reaches fewer scenarios).
LADDER = ("minimal", "data", "load", "full")
#: The same without ``chance`` (which never reaches more scenarios than with it).
LADDER_WITHOUT_CHANCE = ("minimal_without_chance", "data_without_chance", "routes_without_chance")
#: Issue 13's goal: the share of each game's scenarios the ``routes`` level (everything but
#: ``load_position``) passes; games below it are listed by the test (README.md says which).
ROUTES_GOAL = 80
#: How far (percentage points) README.md's published shares may be from the measured ones.
TOLERANCE = 3


def draft(board, figures=(), player="red", tile="BASE-E", players=("red", "blue")):
    return {"game": "carcassonne", "expansions": [], "interpretations": {},
            "players": [{"name": p, "score": 0,
                         "supply": {"follower": 7 - sum(1 for f in figures if f[0] == p)}} for p in players],
            "board": [{"x": x, "y": y, "tile": t, "rotation": r} for x, y, t, r in board],
            "figures": [{"player": p, "figure": "follower", "x": x, "y": y, "at": at} for p, x, y, at in figures],
            "draw_pile": ["BASE-V"], "discarded": [],
            "turn": {"number": 1, "player": player, "part": 1, "phase": "place_tile", "tile": tile, "placed": None}}


def replay(route: Route) -> dict:
    session = Session()
    assert session.handle({"id": 1, "cmd": "new_game", **route.new_game})["ok"]
    for move in route.moves:
        response = session.handle({"id": 2, "cmd": "apply_move", "move": move})
        assert response["ok"], response
    return shift(session.handle({"id": 3, "cmd": "state"})["state"], *route.offset)


# --------------------------------------------------------------------------- the planner


def test_a_route_places_each_figure_on_its_owners_turn_and_reaches_the_draft():
    position = draft([(0, 0, "BASE-D", 0), (0, -1, "BASE-M", 180), (1, 0, "BASE-V", 0)],
                     figures=[("blue", 0, -1, "E")], player="blue")
    route = plan_route(position)
    assert isinstance(route, Route), route
    assert route.new_game["draw"]["tiles"][-2:] == ["BASE-E", "BASE-V"]  # tile in hand, then the draw pile
    placed_by = {}
    session = Session()
    session.handle({"id": 1, "cmd": "new_game", **route.new_game})
    for move in route.moves:
        pending = session.handle({"id": 2, "cmd": "legal_moves"})["pending"]
        if move["type"] == "place_tile":
            placed_by[(move["x"], move["y"])] = pending["player"]
        session.handle({"id": 3, "cmd": "apply_move", "move": move})
    assert placed_by[(0, -1)] == "blue"
    assert without_declared(replay(route)) == without_declared(loaded(position))


def test_a_figure_on_the_draft_start_tile_moves_the_frame():
    position = draft([(0, 0, "BASE-D", 0), (1, 0, "BASE-V", 0)], figures=[("red", 0, 0, "N")], player="blue")
    route = plan_route(position)
    assert isinstance(route, Route), route
    assert route.offset == (1, 0)
    assert route.new_game["start"] == {"tile": "BASE-V", "rotation": 0}
    assert any("moved" in d for d in route.differences)
    assert without_declared(replay(route)) == without_declared(loaded(position))


def test_no_route_when_the_turn_order_cannot_fit():
    # red owns the only placed tile's figure, and red is to move again: with two players, no.
    position = draft([(0, 0, "BASE-D", 0), (0, -1, "BASE-M", 180)], figures=[("red", 0, -1, "E")], player="red")
    result = plan_route(position)
    assert isinstance(result, NoRoute)
    assert "turn" in result.reason and "(" not in result.reason.split(":")[0]


def test_no_route_when_the_only_tile_holds_a_figure():
    result = plan_route(draft([(0, 0, "BASE-D", 0)], figures=[("red", 0, 0, "N")]))
    assert isinstance(result, NoRoute) and "start tile" in result.reason


def test_no_route_for_a_draft_the_reference_refuses():
    bad = draft([(0, 0, "BASE-D", 0), (0, 1, "BASE-D", 0)])  # a city edge against a road edge
    result = plan_route(bad)
    assert isinstance(result, NoRoute) and "does not load the draft" in result.reason


def test_a_route_never_changes_its_input():
    position = draft([(0, 0, "BASE-D", 0), (1, 0, "BASE-V", 0)], figures=[("red", 0, 0, "N")], player="blue")
    before = repr(position)
    plan_route(position)
    assert repr(position) == before


def test_gold_rush_tokens_on_the_drafts_mountains_are_drawn_first():
    position = {"game": "gold_rush", "variants": [], "interpretations": {},
                "players": [{"name": p, "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}
                            for p in ("red", "blue")],
                "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0}], "figures": [],
                "mountains": [{"x": 0, "y": 0, "at": "N", "tokens": ["3"]}], "draw_pile": ["GR-26A"],
                "token_pile": ["2", "gravel", "1"], "removed_tokens": [], "discarded": [],
                "turn": {"number": 1, "player": "red", "phase": "place_tile", "tile": "GR-26A", "placed": None}}
    route = plan_route(position)
    assert isinstance(route, Route), route
    assert route.new_game["draw"]["tokens"] == ["3", "2", "gravel", "1"]
    assert replay(route)["mountains"] == position["mountains"]


def test_gold_rush_more_tokens_than_permutations_are_drawn_as_interleaved_stacks():
    # 7 tokens (the start tile's 1 + GR-45's 3 in one stack, GR-72's 2 and 1): too many to permute
    position = {"game": "gold_rush", "variants": [], "interpretations": {},
                "players": [{"name": p, "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []}
                            for p in ("red", "blue")],
                "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0},
                          {"x": 0, "y": -1, "tile": "GR-45", "rotation": 90},
                          {"x": 1, "y": 0, "tile": "GR-72", "rotation": 180}], "figures": [],
                "mountains": [{"x": 0, "y": -1, "at": "E", "tokens": ["1", "2", "3", "5"]},
                              {"x": 1, "y": 0, "at": "N", "tokens": ["gravel", "2"]},
                              {"x": 1, "y": 0, "at": "S", "tokens": ["gravel"]}], "draw_pile": ["GR-26A"],
                "token_pile": ["1"], "removed_tokens": [], "discarded": [],
                "turn": {"number": 3, "player": "red", "phase": "place_tile", "tile": "GR-52", "placed": None}}
    target = loaded(position)
    route = plan_route(position)
    assert isinstance(route, Route), route
    assert replay(route)["mountains"] == target["mountains"]
    assert replay(route)["token_pile"] == ["1"]


def test_gold_rush_held_tokens_are_drawn_after_the_start_tiles_token():
    # blue's 5 tokens come off the completed filler mountain 0,1 + 0,2 + 1,2 (1 + 3 + 1 symbols);
    # the start tile draws its own token (3) first, at set-up
    position = {"game": "gold_rush", "variants": [], "interpretations": {},
                "players": [{"name": "red", "score": 0, "supply": {"cowboy": 4, "tent": 1}, "tokens": []},
                            {"name": "blue", "score": 5, "supply": {"cowboy": 4, "tent": 1},
                             "tokens": ["1", "2", "3", "5", "gravel"]}],
                "board": [{"x": 0, "y": 0, "tile": "GR-33", "rotation": 0},
                          {"x": -1, "y": 1, "tile": "GR-26A", "rotation": 0},
                          {"x": 0, "y": 1, "tile": "GR-47A", "rotation": 180},
                          {"x": 0, "y": 2, "tile": "GR-45", "rotation": 0},
                          {"x": 1, "y": 2, "tile": "GR-47A", "rotation": 270}], "figures": [],
                "mountains": [{"x": 0, "y": 0, "at": "N", "tokens": ["3"]}], "draw_pile": ["GR-26A"],
                "token_pile": ["2"], "removed_tokens": [], "discarded": [],
                "turn": {"number": 5, "player": "red", "phase": "place_tile", "tile": "GR-70", "placed": None}}
    target = loaded(position)
    route = plan_route(position)
    assert isinstance(route, Route), route
    reached = replay(route)
    assert reached["mountains"] == target["mountains"]
    assert [p["tokens"] for p in reached["players"]] == [p["tokens"] for p in target["players"]]


def test_stack_interleavings_keep_each_stack_in_its_order():
    from rulebook.route.tiles._gold_rush import stack_interleavings
    assert list(stack_interleavings([["1", "2"], ["5"]])) == [["1", "2", "5"], ["1", "5", "2"], ["5", "1", "2"]]
    assert len(list(stack_interleavings([["1", "1"], ["1"]]))) == 1


def test_a_castle_the_draft_holds_is_built_on_the_route():
    position = draft([(0, 0, "BASE-D", 0), (0, -1, "BASE-E", 180), (1, 0, "BASE-V", 0)],
                     figures=[("red", 0, -1, "S")], player="red")
    position["expansions"] = ["castles"]
    for p in position["players"]:
        p["supply"]["castle"] = 3
    position["players"][0]["supply"]["castle"] = 2
    position["castles"] = [{"x": 0, "y": -1, "at": "S", "owner": "red", "built_turn": 1, "scored": False}]
    position["turn"]["number"] = 3  # built before this turn; the route builds it on another turn number
    target = loaded(position)
    route = plan_route(position)
    assert isinstance(route, Route), route
    assert any(m["type"] == "build_castle" for m in route.moves)
    reached = replay(route)
    assert [{k: v for k, v in c.items() if k != "built_turn"} for c in reached["castles"]] == \
        [{k: v for k, v in c.items() if k != "built_turn"} for c in target["castles"]]
    assert without_declared(dict(reached, castles=[])) == without_declared(dict(target, castles=[]))


def test_a_castle_the_draft_holds_as_scored_is_built_and_scored_on_the_route():
    # red's castle at 0,-1 S (its knight went home when it scored); the empty two-cap city at -1,-1
    # and -1,-2 lies in its vicinity: the route builds the castle with a knight of red's and closes
    # that city on a later turn (BCB-R-CASTLE-5)
    board = [(0, 0, "BASE-D", 0), (0, -1, "BASE-E", 180), (-1, 0, "BASE-W", 0), (-1, -1, "BASE-E", 0),
             (-1, -2, "BASE-E", 180)]
    position = draft(board, player="red", tile="BASE-A")
    position["expansions"] = ["castles"]
    for p in position["players"]:
        p["supply"]["castle"] = 3
    position["players"][0]["supply"]["castle"] = 2
    position["castles"] = [{"x": 0, "y": -1, "at": "S", "owner": "red", "built_turn": 1, "scored": True}]
    position["turn"]["number"] = 6
    target = loaded(position)
    route = plan_route(position)
    assert isinstance(route, Route), route
    assert any(m["type"] == "build_castle" for m in route.moves)
    reached = replay(route)
    assert reached["figures"] == [] and reached["castles"][0]["scored"] is True
    assert [{k: v for k, v in c.items() if k != "built_turn"} for c in reached["castles"]] == \
        [{k: v for k, v in c.items() if k != "built_turn"} for c in target["castles"]]
    assert without_declared(dict(reached, castles=[])) == without_declared(dict(target, castles=[]))
    # without a feature in the vicinity to score it, no play reaches a scored castle
    unscored = draft(board[:3], player="red", tile="BASE-A")
    unscored.update(expansions=["castles"], castles=position["castles"])
    unscored["turn"]["number"] = 6
    for p, q in zip(unscored["players"], position["players"]):
        p["supply"] = dict(q["supply"])
    assert isinstance(plan_route(unscored), NoRoute)


def test_a_farmer_named_by_another_place_of_its_field_is_placed_as_named():
    # the legal list names BASE-D's south-east field by its canonical place, not "Se"
    position = draft([(0, 0, "BASE-D", 0), (-1, 0, "BASE-V", 180), (-2, 0, "BASE-B", 0)],
                     figures=[("red", 0, 0, "Se")], player="red")
    route = plan_route(position)
    assert isinstance(route, Route), route
    dx, dy = route.offset
    assert {"type": "place_figure", "figure": "follower", "x": -dx, "y": -dy, "at": "Se"} in route.moves
    assert without_declared(replay(route)) == without_declared(loaded(position))


def test_no_route_names_the_figures_no_play_places():
    two_on_a_tile = draft([(0, 0, "BASE-D", 0), (0, 1, "BASE-B", 0)], figures=[("red", 0, 0, "E"), ("red", 0, 0, "Sw")])
    assert "holds 2 figures" in plan_route(two_on_a_tile).reason
    # red's and blue's followers in one road across the edge between their tiles
    joined = draft([(0, 0, "BASE-D", 0), (1, 0, "BASE-U", 0), (0, 1, "BASE-B", 0)],
                   figures=[("red", 0, 0, "E"), ("blue", 1, 0, "W")], player="red")
    assert isinstance(loaded(joined), dict)
    reason = plan_route(joined).reason
    assert "0,0 E and 1,0 W" in reason and "already holds one" in reason
    # red's follower alone there is reached
    alone = draft([(0, 0, "BASE-D", 0), (1, 0, "BASE-U", 0), (0, 1, "BASE-B", 0)], figures=[("red", 0, 0, "E")],
                  player="red")
    assert plan_route(alone), plan_route(alone)


def test_no_route_when_supply_and_board_hold_less_than_the_kit():
    short = draft([(0, 0, "BASE-D", 0), (0, 1, "BASE-B", 0)])
    short["players"][0]["supply"]["follower"] = 5
    reason = plan_route(short).reason
    assert reason.startswith("red has 5 follower") and "fewer than the 7 of the kit" in reason


def test_goods_a_player_holds_are_earned_by_closing_a_city_on_the_route():
    # a wine city (TB-03) closed by a cap: whoever places the cap takes the wine (TB-R-GOODS-3);
    # the route must let red close it, not blue
    position = draft([(0, 0, "BASE-D", 0), (0, -1, "TB-03", 90), (0, -2, "BASE-E", 180), (0, 1, "BASE-B", 0)],
                     player="red", tile="BASE-V")
    position["expansions"] = ["traders_and_builders"]
    for p in position["players"]:
        p["supply"].update(builder=1, pig=1)
        p["goods"] = {"wine": 0, "wheat": 0, "cloth": 0}
    position["players"][0]["goods"]["wine"] = 1
    route = plan_route(position)
    assert isinstance(route, Route), route
    assert without_declared(replay(route)) == without_declared(loaded(position))
    position["players"][0]["goods"]["wine"], position["players"][1]["goods"]["wine"] = 0, 1
    other = plan_route(position)
    assert isinstance(other, Route) and replay(other)["players"] != replay(route)["players"]


def gold_rush_draft(board, figures, player="red"):
    return {"game": "gold_rush", "variants": [], "interpretations": {},
            "players": [{"name": p, "score": 0, "supply": {"cowboy": 4, "tent": 1 - sum(
                1 for f in figures if f[0] == p and f[1] == "tent")}, "tokens": []} for p in ("red", "blue")],
            "board": [{"x": x, "y": y, "tile": t, "rotation": r} for x, y, t, r in board],
            "figures": [{"player": p, "figure": k, "x": x, "y": y, "at": at} for p, k, x, y, at in figures],
            "mountains": [], "draw_pile": ["GR-26B"], "token_pile": [], "removed_tokens": [], "discarded": [],
            "turn": {"number": 1, "player": player, "phase": "place_tile", "tile": "GR-26A", "placed": None}}


def test_a_gold_rush_tent_goes_up_on_any_tile_on_a_turn_of_its_owner():
    # blue's tent on the start tile: nobody places the start tile, but blue pitches the tent on
    # blue's own turn (placing the prairie south of it), and red is to move after.
    position = gold_rush_draft([(0, 0, "GR-33", 0), (0, 1, "GR-26A", 0)], [("blue", "tent", 0, 0, "N")])
    route = plan_route(position)
    assert isinstance(route, Route), route
    assert route.moves[-1]["type"] == "place_tent" and route.offset == (0, 0)
    assert without_declared(replay(route)) == without_declared(loaded(position))
    # without the prairie blue has no turn before red's: no route, and the reason says so
    assert isinstance(plan_route(gold_rush_draft([(0, 0, "GR-33", 0)], [("blue", "tent", 0, 0, "N")])), NoRoute)


def test_the_rewrite_tool_adds_a_filler_row_and_says_why():
    from rulebook.route.tiles import apply_edit, filler_edits, named_cells, scenario_block

    text = (
        "Feature: f\n\n  Rule: r\n\n    @id:x-01 @rule:R-1\n    Example: one\n      Given the board:\n"
        "        | x | y | tile   | rotation | figures  |\n        | 0 | 0 | BASE-D | 0        | red on N |\n"
        "      And blue is to place BASE-E\n      When blue places the tile at 1,0 rotated 90\n"
        "      Then red has 6 followers in supply\n")
    start, end = scenario_block(text, "x-01")
    targets, named = named_cells(text[start:end])
    assert targets == {(1, 0)} and named == set()
    position = draft([(0, 0, "BASE-D", 0)], figures=[("red", 0, 0, "N")], player="blue")
    assert isinstance(plan_route(position), NoRoute)
    edit = next(filler_edits(position, (targets, named)))
    assert all((x, y) not in {(1, 0), (2, 0), (1, 1), (1, -1)} for x, y, *_ in edit)  # away from the placement
    assert plan_route({**position, "board": position["board"] + [
        {"x": x, "y": y, "tile": t, "rotation": r} for x, y, t, r in edit]})
    new = apply_edit(text, "x-01", edit)
    _, _, tile, _ = edit[0]
    assert f"| {tile} |" in new and "so that a route reaches this position by play" in new
    assert new.count("|") == text.count("|") + 6 * len(edit) and "When blue places the tile at 1,0" in new


def test_the_tile_planner_reads_each_game_from_one_frozen_profile():
    """The tile games each register one TilePlanner with its own RouteProfile,
    a profile cannot be changed, and the search (``route/tiles/_search.py``,
    shared by the games) names no game, expansion or expansion move in its
    code: what differs between games is profile data or an expansion's hooks."""
    import ast
    import dataclasses

    from rulebook.games import planner_for, supported
    from rulebook.route.tiles import TilePlanner

    planners = {g.id: planner_for(g.id) for g in supported()}
    profiles = {game: p.profile for game, p in planners.items() if isinstance(p, TilePlanner)}
    assert set(profiles) == {"carcassonne", "discovery", "gold_rush"}
    assert len({id(p) for p in profiles.values()}) == len(profiles)
    with pytest.raises(dataclasses.FrozenInstanceError):
        profiles["carcassonne"].kit_kept = False  # type: ignore[misc]
    with pytest.raises(TypeError):
        profiles["gold_rush"].anywhere["meeple"] = "place_meeple"  # type: ignore[index]
    tree = ast.parse((REPO / "rulebook" / "route" / "tiles" / "_search.py").read_text(encoding="utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef)) and node.body
                  and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    words = [node.value for node in ast.walk(tree) if isinstance(node, ast.Constant)
             and isinstance(node.value, str) and id(node) not in docstrings]
    named = sorted({w for w in words for name in list(planners) + ["gold", "castle", "goods", "tent", "token"]
                    if name in w.lower()})
    assert named == [], f"_search.py names games or expansions in its code: {named}"


def test_shift_moves_every_place_and_nothing_else():
    message = {"events": [{"type": "tile_placed", "x": 1, "y": -2, "rotation": 90},
                          {"type": "points_scored", "points": 4,
                           "feature": {"kind": "city", "x": 0, "y": 0, "at": "N"}}],
               "pending": {"player": "red", "decision": "place_figure", "x": 1, "y": -2}, "count": 3}
    moved = shift(message, 2, 1)
    assert moved["events"][0] == {"type": "tile_placed", "x": 3, "y": -1, "rotation": 90}
    assert moved["events"][1]["feature"] == {"kind": "city", "x": 2, "y": 1, "at": "N"}
    assert moved["events"][1]["points"] == 4 and moved["count"] == 3
    assert shift(moved, -2, -1) == message and message["pending"]["x"] == 1


# --------------------------------------------------------------------------- whole-suite runs


def check(tmp: Path, name: str, *args: str) -> list[dict]:
    report = tmp / f"{name}.jsonl"
    proc = subprocess.run([sys.executable, "-m", "rulebook.cli", "check", "--no-progress", "--report", str(report),
                           *args], capture_output=True, text=True, timeout=900, cwd=REPO,
                          env={**os.environ, "COLUMNS": "200",
                               "PYTHONPATH": os.pathsep.join([str(REPO), os.environ.get("PYTHONPATH", "")])})
    assert proc.returncode in (0, 1), proc.stdout[-3000:] + proc.stderr[-3000:]
    return read_report(report).scenarios


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[dict]]:
    tmp = tmp_path_factory.mktemp("routes")
    out = {"route": check(tmp, "route", "--setup", "route")}
    for level in LEVELS:
        out[level] = check(tmp, level, "--engine", f"tests.engines.capability_levels:{level}")
    return out


@pytest.mark.slow  # `runs`: nine whole-suite runs
def test_route_and_load_position_give_the_same_outcome_on_the_reference(runs):
    routed = {s["id"]: s for s in runs["route"]}
    loaded_ = {s["id"]: s for s in runs["full"]}
    assert set(routed) == set(loaded_)
    differ = {i: (s["outcome"], loaded_[i]["outcome"], s["message"]) for i, s in routed.items()
              if s["outcome"] != "not_applicable" and s["outcome"] != loaded_[i]["outcome"]}
    assert not differ, differ


@pytest.mark.slow  # `runs`: nine whole-suite runs
def test_drafts_no_route_reaches_are_listed_with_their_reason(runs):
    """The lint: every scenario a route cannot reach says why; the list is printed."""
    unreachable = [s for s in runs["route"] if s["outcome"] == "not_applicable"]
    for s in unreachable:
        assert s["message"] and len(s["message"]) > 20, s
    print(f"\n{len(unreachable)} scenarios no route reaches:")
    for s in sorted(unreachable, key=lambda s: s["id"]):
        print(f"  {s['id']}: {s['message']}")


def shares(scenarios: list[dict]) -> dict[str, tuple[int, int]]:
    total, passed = Counter(), Counter()
    for s in scenarios:
        total[s["game"]] += 1
        passed[s["game"]] += s["outcome"] == "passed"
    return {g: (passed[g], total[g]) for g in total}


def published() -> dict[str, dict[str, int]]:
    """README.md's table "Share of the suite per capability level": level -> game -> percent."""
    text = (REPO / "README.md").read_text(encoding="utf-8")
    section = text.split("<!-- capability-levels -->")[1]
    rows: dict[str, dict[str, int]] = defaultdict(dict)
    header: list[str] = []
    for line in section.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("| level"):
            header = cells
        elif line.startswith("| `") and header:
            level = re.match(r"`(\w+)`", cells[0]).group(1)
            for game, cell in zip(header[1:], cells[1:]):
                m = re.search(r"(\d+) %", cell)
                if m:
                    rows[level][game] = int(m.group(1))
        elif header and not line.strip():
            break
    return rows


@pytest.mark.slow  # `runs`: nine whole-suite runs
def test_every_level_passes_or_says_why_and_the_readme_publishes_the_shares(runs):
    table = published()
    measured = {}
    for level in LEVELS:
        for s in runs[level]:
            assert s["outcome"] in ("passed", "not_applicable"), (level, s["id"], s["outcome"], s["message"])
            if s["outcome"] == "not_applicable":
                assert s["message"], (level, s["id"])
        measured[level] = {g: round(100 * p / t) for g, (p, t) in shares(runs[level]).items()}
    print("\nmeasured share of passed scenarios per level and game:", measured)
    wrong = [f"{level}/{game}: README.md says {table[level].get(game)} %, measured {percent} %"
             for level in LEVELS for game, percent in measured[level].items()
             if abs(table[level][game] - percent) > TOLERANCE]
    cells = {level: {g: f"{p} of {t}, {round(100 * p / t)} %" for g, (p, t) in shares(runs[level]).items()}
             for level in LEVELS}
    assert not wrong, f"update README.md's capability table: {wrong}; the cells measured now: {cells}"
    below = {g: p for g, p in measured["routes"].items() if p < ROUTES_GOAL}
    print(f"games the routes level passes less than {ROUTES_GOAL} % of "
          "(README.md, 'Engines without `load_position`', says why):", below)
    # More capabilities never reach fewer scenarios.
    for lower, higher in [*itertools.pairwise(LADDER), ("data", "routes"), ("routes", "full"),
                          *itertools.pairwise(LADDER_WITHOUT_CHANCE),
                          *((f"{level}_without_chance", level) for level in ("minimal", "data", "routes"))]:
        for game in measured[lower]:
            assert measured[lower][game] <= measured[higher][game], (lower, higher, game)


def test_the_tile_planner_refuses_a_draft_with_no_player_to_move():
    """A state taken while chance decides names no player to move: the planner says so
    (NoTileRoute) instead of failing on the missing name."""
    from reference_engine import Session
    from rulebook.boxes import BOXES
    from rulebook.route.tiles import GOLD_RUSH, NoTileRoute

    session = Session(validate=False)
    assert session.handle({"id": 1, "cmd": "new_game", **BOXES["gold_rush"](random.Random(1), ["red", "blue"])})["ok"]
    draft = session.handle({"id": 2, "cmd": "state"})["state"]
    draft["turn"]["player"] = None
    with pytest.raises(NoTileRoute, match="names no player to move"):
        GOLD_RUSH.plan(draft)


def test_a_route_never_passes_through_a_chance_decision_without_chance():
    """spec/protocol.md §7a: for an engine that does not declare ``chance`` a route sends no
    ``shuffle`` move; a draft that play reaches only through a reshuffle (here an Oregon deck
    that runs out on the way) is not applicable, naming the pile."""
    from rulebook.route._survey import collect, conformance_suite

    draft = collect([conformance_suite()], games=("oregon",), ids=("ore-joker-04",))["ore-joker-04"].draft
    with_chance = plan_route(draft)
    assert isinstance(with_chance, Route)
    assert any(m["type"] == "shuffle" for m in with_chance.moves)
    without = plan_route(draft, chance=False)
    assert isinstance(without, NoRoute)
    assert "only through a chance decision" in without.reason and "discards" in without.reason
    assert "does not declare the capability chance" in without.reason
    assert plan_route(draft) == with_chance  # the draft is not changed

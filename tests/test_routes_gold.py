"""Routes for Gold Mines drafts (features/README.md, "Routes"; :mod:`rulebook.route.tiles._gold_mines`).

Gold reaches the board only with gold tiles (GM-R-PLACE-1: the tile's own
piece and a second on a neighbouring tile) and reaches a player only from a
completed feature they hold (GM-R-SCORE-2); the planner plays both, and a
draft that play cannot reach (an odd number of pieces out of the supply)
gets no route, with the reason.
"""
from __future__ import annotations

from reference_engine import Session
from rulebook.route import Route, plan_route, shift


def gold_draft(board, *, gold=(), held=(0, 0), supply=16, player="red"):
    return {"game": "carcassonne", "expansions": ["gold_mines"], "interpretations": {},
            "players": [{"name": name, "score": 0, "supply": {"follower": 7}, "gold": n}
                        for name, n in zip(("red", "blue"), held)],
            "board": [{"x": x, "y": y, "tile": t, "rotation": r} for x, y, t, r in board],
            "figures": [], "draw_pile": ["BASE-V"], "discarded": [],
            "gold": [{"x": x, "y": y, "count": n} for x, y, n in gold], "gold_supply": supply,
            "turn": {"number": 1, "player": player, "part": 1, "phase": "place_tile", "tile": "BASE-E",
                     "placed": None}}


def reached(route: Route) -> dict:
    session = Session()
    assert session.handle({"id": 1, "cmd": "new_game", **route.new_game})["ok"]
    for move in route.moves:
        assert session.handle({"id": 2, "cmd": "apply_move", "move": move})["ok"]
    return shift(session.handle({"id": 3, "cmd": "state"})["state"], *route.offset)


def test_gold_on_a_tile_comes_from_the_gold_tiles_around_it():
    # two gold tiles south of the start tile; each gives its second piece to the start tile
    draft = gold_draft([(0, 0, "BASE-D", 0), (0, 1, "GM-01", 0), (1, 1, "GM-05", 0)],
                       gold=[(0, 0, 2), (0, 1, 1), (1, 1, 1)], supply=12)
    route = plan_route(draft)
    assert route, route
    assert sum(1 for m in route.moves if m == {"type": "place_gold", "x": 0, "y": 0}) == 1  # the other is forced
    state = reached(route)
    assert state["gold"] == draft["gold"] and state["gold_supply"] == 12


def test_gold_a_player_holds_comes_from_a_feature_they_closed():
    # blue's gold tile GM-07 (city north-south) on the start tile's city, red's cap closes it
    draft = gold_draft([(0, 0, "BASE-D", 0), (0, -1, "GM-07", 90), (0, -2, "BASE-E", 180)],
                       held=(2, 0), supply=14, player="blue")
    route = plan_route(draft)
    assert route, route
    closing = route.moves.index({"type": "place_tile", "x": 0, "y": -2, "rotation": 180})
    assert route.moves[closing + 1]["type"] == "place_figure"  # red's follower, back the same turn
    state = reached(route)
    assert {p["name"]: p["gold"] for p in state["players"]} == {"red": 2, "blue": 0}
    assert state["gold"] == [] and state["figures"] == []


def test_an_odd_count_out_of_the_supply_is_reached_by_no_play():
    # each gold tile brings two pieces (GM-R-PLACE-2): 16 - 1 out is never reached
    draft = gold_draft([(0, 0, "BASE-D", 0), (0, 1, "GM-01", 0)], gold=[(0, 1, 1)], supply=15)
    assert not plan_route(draft)

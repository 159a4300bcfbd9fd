"""Hypothesis properties of random complete games of Carcassonne with all
three expansions on (traders_and_builders, gold_mines, castles), played
through the protocol with every message validated.

Each example draws (Hypothesis: see tests/protocol_game.py) the order of the
71 + 24 + 8 tiles, 2–5 players and every move (tile placements, figures, gold
placements, gold picks, castle offers) from ``legal_moves``, so a failing game
shrinks to a simpler one.  Checked on the canonical state after about one move
in ten, and at the end:

- every figure kind is conserved: supply + figures on the board == the kit
  (followers 7, builder 1, pig 1), castles: supply + castles owned == 3 or 2;
- gold is conserved: supply + pieces on tiles + pieces held + pieces removed
  at the end == 16, and every piece a player holds came from a
  ``gold_taken`` event;
- goods held == the sum of the player's ``goods_awarded`` events, and no
  more than the 9 wine, 6 wheat, 5 cloth of the box are ever handed out;
- each final score == the sum of the player's ``points_scored`` events;
- replaying the same moves in a fresh session gives the same events and state;
- the game ends (``game_ended``, ``pending`` null).
"""
from __future__ import annotations

import json
import os
from collections import Counter

from _support import REPO
from protocol_game import DrawnChoices, ProtocolGame, game_property, points_by_player, replay

EXPANSIONS = ["traders_and_builders", "gold_mines", "castles"]
COLOURS = ("red", "blue", "green", "yellow", "black")
GOODS_IN_BOX = {"wine": 9, "wheat": 6, "cloth": 5}
GOLD_IN_BOX = 16
N_GAMES = int(os.environ.get("RULEBOOK_EXPANSION_GAMES", "40"))


def _deck() -> list[str]:
    deck = []
    for name in ("base", "traders_and_builders", "gold_mines"):
        data = json.loads((REPO / "spec" / "tiles" / f"{name}.json").read_text(encoding="utf-8"))
        start = data.get("start_tile")
        deck += [t["id"] for t in data["tiles"] for _ in range(t["count"] - (t["id"] == start))]
    return sorted(deck)


DECK = _deck()


def _play(game: ProtocolGame) -> tuple[dict, list[dict]]:
    """Play a game; return its final state and the states seen along the way."""
    choices = game.choices
    deck = choices.cut(choices.shuffled(DECK))
    players = list(COLOURS[: choices.randint(2, 5)])
    game.setup = {"game": "carcassonne", "players": players, "expansions": EXPANSIONS, "draw": {"tiles": deck}}
    game.client.hello()
    game.events += game.call("new_game", **game.setup)["events"]
    sample_state = choices.sometimes(0.1)
    states = []
    while legal := game.call("legal_moves")["moves"]:
        game.apply(choices.choice(legal))
        if sample_state():
            states.append(game.call("state")["state"])
    final = game.call("state")["state"]
    states.append(final)
    return final, states


def _check_conservation(state: dict, events_so_far: list[dict] | None = None) -> None:
    n = len(state["players"])
    kit = {"follower": 7, "builder": 1, "pig": 1, "castle": 3 if n <= 4 else 2}
    on_board = Counter((f["player"], f["figure"]) for f in state["figures"])
    castles = Counter(c["owner"] for c in state["castles"])
    for p in state["players"]:
        for kind in ("follower", "builder", "pig"):
            assert p["supply"][kind] + on_board[(p["name"], kind)] == kit[kind], (p["name"], kind, state)
        assert p["supply"]["castle"] + castles[p["name"]] == kit["castle"]
    on_tiles = sum(g["count"] for g in state["gold"])
    held = sum(p["gold"] for p in state["players"])
    if state["turn"]["phase"] != "over":
        assert state["gold_supply"] + on_tiles + held == GOLD_IN_BOX


def _check_game(game: ProtocolGame, final: dict, states: list[dict]) -> None:
    events = game.events
    for state in states:
        _check_conservation(state)
    # gold: what was placed is on tiles, held, or removed at the end
    placed = sum(1 for e in events if e["type"] == "gold_placed")
    taken = Counter(e["player"] for e in events if e["type"] == "gold_taken")
    removed = sum(e["count"] for e in events if e["type"] == "gold_removed")
    assert final["gold"] == [] and placed == GOLD_IN_BOX - final["gold_supply"]
    assert placed == sum(taken.values()) + removed
    for p in final["players"]:
        assert p["gold"] == taken[p["name"]]
    # goods: held == awarded, never more than the box
    awarded: dict[str, Counter] = {p["name"]: Counter() for p in final["players"]}
    for e in events:
        if e["type"] == "goods_awarded":
            awarded[e["player"]].update(e["goods"])
    for p in final["players"]:
        assert {k: v for k, v in p["goods"].items() if v} == dict(+awarded[p["name"]])
    for kind, count in GOODS_IN_BOX.items():
        assert sum(p["goods"][kind] for p in final["players"]) <= count
    # scores
    scored = points_by_player(events)
    ended = [e for e in events if e["type"] == "game_ended"]
    assert len(ended) == 1 and ended[0]["scores"] == {p["name"]: p["score"] for p in final["players"]}
    assert all(p["score"] == scored[p["name"]] for p in final["players"])
    assert final["turn"]["phase"] == "over"
    # replay
    assert replay(game.setup, game.moves) == (final, events)


@game_property(N_GAMES)
def test_random_complete_game_with_all_expansions(choices: DrawnChoices) -> None:
    game = ProtocolGame(choices)
    _check_game(game, *_play(game))

"""Phrases for the Carcassonne expansions: Traders & Builders (goods, builder,
pig), Gold Mines (gold pieces) and castles.  Builders and pigs are placed with
the shared figure phrases (``red places a builder on E``).

(PYTEST_DONT_REWRITE: failure messages are the steps' own, in JSON terms; see
:mod:`rulebook.mismatch`.)
"""
from __future__ import annotations

from typing import Any

from pytest_bdd import given, parsers, then, when

from .context import ScenarioContext, split_list, split_names

#: What switching an expansion on adds to a carcassonne draft: supply kit,
#: per-player fields and top-level fields.
#: Per expansion: the figures it adds to each kit (castles: 3, or 2 with five players), the
#: fields it adds to each player, and the fields it adds to the position.
_KIT: dict[str, dict[str, int] | None] = {"traders_and_builders": {"builder": 1, "pig": 1}, "castles": None,
                                          "gold_mines": {}}
_PLAYER: dict[str, dict[str, Any]] = {"traders_and_builders": {"goods": {"wine": 0, "wheat": 0, "cloth": 0}},
                                      "gold_mines": {"gold": 0}}
_TOP: dict[str, dict[str, Any]] = {"traders_and_builders": {"double_turn": False},
                                   "gold_mines": {"gold": [], "gold_supply": 16}, "castles": {"castles": []}}
_CELL = r"(?P<x>-?\d+),\s*(?P<y>-?\d+)"

__all__ = ["builds_castle", "castle_offered", "castle_on_board", "castle_stands", "declines_castle", "double_turn_due",
           "expansions_on", "extra_turn", "gold_held", "gold_on_tile", "gold_supply", "gold_taken_in_order",
           "goods_held", "has_gold", "holds_goods", "must_place_gold", "must_take_gold", "new_game_with",
           "no_extra_turn", "receives_goods", "receives_no_goods", "second_gold_piece", "takes_gold", "tile_holds_gold",
           "tries_gold", "tries_second_gold_piece", "turn_part"]


def _goods(text: str) -> dict[str, int]:
    """``wine 1, wheat 2`` → ``{"wine": 1, "wheat": 2}``."""
    out = {}
    for part in split_list(text):
        kind, count = part.rsplit(" ", 1)
        out[kind.strip()] = int(count)
    return out


@given(parsers.re(r"the expansions? (?P<names>[a-z_, ]+?) (?:is|are) in play"))
def expansions_on(scenario: ScenarioContext, names: str) -> None:
    """Switch expansions on in the draft: their figures join each supply."""
    draft = scenario.need_draft()
    for name in split_names(names):
        if name not in _TOP:
            raise ValueError(f"no carcassonne expansion {name!r}")
        draft["expansions"] = sorted(set(draft["expansions"]) | {name})
        kit = _KIT[name]
        if kit is None:
            kit = {"castle": 3 if len(draft["players"]) <= 4 else 2}
        for p in draft["players"]:
            p["supply"].update(kit)
            p.update({k: dict(v) if isinstance(v, dict) else v for k, v in _PLAYER.get(name, {}).items()})
            scenario.kit[p["name"]].update(kit)
        draft.update({k: list(v) if isinstance(v, list) else v for k, v in _TOP[name].items()})


@given(parsers.re(r"a new (?P<game>[a-z_]+) game with (?P<names>[a-z_, ]+?) between (?P<players>.+?) "
                  r"drawing (?P<tiles>.+)"))
def new_game_with(scenario: ScenarioContext, game: str, names: str, players: str, tiles: str) -> None:
    """``new_game`` with these expansions switched on and this draw order (top first)."""
    scenario.game = game
    response = scenario.client.call("new_game", game=game, players=split_names(players),
                                    draw={"tiles": split_list(tiles)}, expansions=split_names(names),
                                    interpretations=scenario.interpretations_for(split_names(names)))
    scenario.client.require_ok(response, "new_game")
    scenario.loaded = True
    scenario._absorb(response)


@given(parsers.re(r"(?P<player>[\w-]+) holds goods (?P<goods>.+)"))
def goods_held(scenario: ScenarioContext, player: str, goods: str) -> None:
    scenario.player_entry(player)["goods"].update(_goods(goods))


@given(parsers.re(r"(?P<player>[\w-]+) has (?P<count>\d+) gold pieces?$"))
def gold_held(scenario: ScenarioContext, player: str, count: str) -> None:
    scenario.player_entry(player)["gold"] = int(count)


@given(parsers.re(rf"(?P<count>\d+) gold pieces? lies? on the tile at {_CELL}"))
def gold_on_tile(scenario: ScenarioContext, count: str, x: str, y: str) -> None:
    draft = scenario.need_draft()
    draft["gold"] = [g for g in draft["gold"] if (g["x"], g["y"]) != (int(x), int(y))]
    if int(count):  # "0 gold pieces lie on ..." (an outline row): none there
        draft["gold"].append({"x": int(x), "y": int(y), "count": int(count)})
    draft["gold"].sort(key=lambda g: (g["x"], g["y"]))
    draft["gold_supply"] -= int(count)


@given(parsers.re(r"the gold supply is (?P<count>\d+)"))
def gold_supply(scenario: ScenarioContext, count: str) -> None:
    scenario.need_draft()["gold_supply"] = int(count)


@given(parsers.re(rf"(?P<player>[\w-]+)'s castle stands at {_CELL} (?P<at>[NESW]), built on turn (?P<turn>\d+)"
                  r"(?P<scored>, already scored)?"))
def castle_stands(scenario: ScenarioContext, player: str, x: str, y: str, at: str, turn: str,
                  scored: str | None) -> None:
    """A castle given by a place of its city (the board must hold the two caps)."""
    draft = scenario.need_draft()
    draft["castles"].append({"x": int(x), "y": int(y), "at": at, "owner": player,
                             "built_turn": int(turn), "scored": bool(scored)})
    player_entry = scenario.player_entry(player)
    if (player, "castle") not in scenario.explicit_supply:
        scenario.kit[player]["castle"] = scenario.kit[player].get("castle", 3)
        player_entry["supply"]["castle"] = player_entry["supply"].get("castle", 3) - 1
        scenario.explicit_supply.add((player, "castle"))


@given(parsers.parse("the tile just placed continued the builder's feature"))
def double_turn_due(scenario: ScenarioContext) -> None:
    scenario.need_draft()["double_turn"] = True


# ------------------------------------------------------------------ When
def _decide(scenario: ScenarioContext, player: str, decision: str) -> dict[str, Any]:
    return scenario.expect_turn(player, decision)


@when(parsers.re(rf"(?P<player>[\w-]+) puts the second gold piece on the tile at {_CELL}"))
def second_gold_piece(scenario: ScenarioContext, player: str, x: str, y: str) -> None:
    _decide(scenario, player, "place_gold")
    scenario.move({"type": "place_gold", "x": int(x), "y": int(y)}, must_succeed=True)


@when(parsers.re(rf"(?P<player>[\w-]+) tries to put the second gold piece on the (?:tile|empty cell) at {_CELL}"))
def tries_second_gold_piece(scenario: ScenarioContext, player: str, x: str, y: str) -> None:
    """A ``place_gold`` that may be refused (a cell that is no neighbour of the gold tile)."""
    _decide(scenario, player, "place_gold")
    scenario.move({"type": "place_gold", "x": int(x), "y": int(y)}, must_succeed=False)


@when(parsers.re(rf"(?P<player>[\w-]+) takes a gold piece from the tile at {_CELL}"))
def takes_gold(scenario: ScenarioContext, player: str, x: str, y: str) -> None:
    _decide(scenario, player, "take_gold")
    scenario.move({"type": "take_gold", "x": int(x), "y": int(y)}, must_succeed=True)


@when(parsers.re(rf"(?P<player>[\w-]+) tries to take a gold piece from the tile at {_CELL}"))
def tries_gold(scenario: ScenarioContext, player: str, x: str, y: str) -> None:
    _decide(scenario, player, "take_gold")
    scenario.move({"type": "take_gold", "x": int(x), "y": int(y)}, must_succeed=False)


@when(parsers.re(r"(?P<player>[\w-]+) builds a castle"))
def builds_castle(scenario: ScenarioContext, player: str) -> None:
    pending = _decide(scenario, player, "build_castle")
    ref = pending["feature"]
    scenario.move({"type": "build_castle", "x": ref["x"], "y": ref["y"], "at": ref["at"]}, must_succeed=True)


@when(parsers.re(r"(?P<player>[\w-]+) declines the castle"))
def declines_castle(scenario: ScenarioContext, player: str) -> None:
    _decide(scenario, player, "build_castle")
    scenario.move({"type": "pass"}, must_succeed=True)


# ------------------------------------------------------------------ Then
def _received(scenario: ScenarioContext, player: str) -> dict[str, int]:
    total: dict[str, int] = {}
    for e in scenario.events:
        if e["type"] == "goods_awarded" and e["player"] == player:
            for kind, n in e["goods"].items():
                total[kind] = total.get(kind, 0) + n
    return total


@then(parsers.re(r"(?P<player>[\w-]+) receives goods (?P<goods>.+)"))
def receives_goods(scenario: ScenarioContext, player: str, goods: str) -> None:
    assert _received(scenario, player) == _goods(goods), f"{player} received {_received(scenario, player)}"


@then(parsers.re(r"(?P<player>[\w-]+) receives no goods"))
def receives_no_goods(scenario: ScenarioContext, player: str) -> None:
    assert _received(scenario, player) == {}, f"{player} received {_received(scenario, player)}"


@then(parsers.re(r"(?P<player>[\w-]+) holds goods (?P<goods>.+)"))
def holds_goods(scenario: ScenarioContext, player: str, goods: str) -> None:
    held = {p["name"]: p["goods"] for p in scenario.state()["players"]}[player]
    want = _goods(goods)
    assert {k: held.get(k, 0) for k in want} == want, f"{player} holds {held}"


@then(parsers.re(r"(?P<player>[\w-]+) has (?P<count>\d+|no) gold pieces?$"))
def has_gold(scenario: ScenarioContext, player: str, count: str) -> None:
    held = {p["name"]: p["gold"] for p in scenario.state()["players"]}[player]
    want = 0 if count == "no" else int(count)
    assert held == want, f"{player} holds {held} gold pieces, expected {want}"


@then(parsers.re(rf"the tile at {_CELL} holds (?P<count>\d+|no) gold pieces?"))
def tile_holds_gold(scenario: ScenarioContext, x: str, y: str, count: str) -> None:
    cells = {(g["x"], g["y"]): g["count"] for g in scenario.state()["gold"]}
    want = 0 if count == "no" else int(count)
    assert cells.get((int(x), int(y)), 0) == want, f"gold on the board: {cells}"


@then(parsers.re(r"(?P<player>[\w-]+) must put the second gold piece on one of (?P<count>\d+) tiles"))
def must_place_gold(scenario: ScenarioContext, player: str, count: str) -> None:
    _decide(scenario, player, "place_gold")
    moves = scenario.legal_moves()
    assert len(moves) == int(count) and all(m["type"] == "place_gold" for m in moves), moves


@then(parsers.re(r"(?P<player>[\w-]+) must take a gold piece from one of the tiles at (?P<cells>.+)"))
def must_take_gold(scenario: ScenarioContext, player: str, cells: str) -> None:
    _decide(scenario, player, "take_gold")
    listed = cells.replace(" and ", ";").replace("; ", ";").split(";")
    want = sorted(tuple(int(v) for v in c.split(",")) for c in listed)
    got = sorted((m["x"], m["y"]) for m in scenario.legal_moves())
    assert got == want, f"{player} may take from {got}, expected {want}"


@then(parsers.re(r"the gold pieces are taken by (?P<players>.+) in that order"))
def gold_taken_in_order(scenario: ScenarioContext, players: str) -> None:
    takers = [e["player"] for e in scenario.events if e["type"] == "gold_taken"]
    assert takers == split_names(players), f"gold was taken by {takers}"


@then(parsers.re(r"(?P<player>[\w-]+) gets an extra turn"))
def extra_turn(scenario: ScenarioContext, player: str) -> None:
    assert any(e["type"] == "extra_turn" and e["player"] == player for e in scenario.events), (
        f"no extra_turn event for {player}")


@then("no extra turn is given")
def no_extra_turn(scenario: ScenarioContext) -> None:
    got = [e for e in scenario.events if e["type"] == "extra_turn"]
    assert not got, f"unexpected extra turn: {got}"


@then(parsers.re(r"(?P<player>[\w-]+) is in part (?P<part>\d+) of turn (?P<number>\d+)"))
def turn_part(scenario: ScenarioContext, player: str, part: str, number: str) -> None:
    """The state's turn: whose, which number, which part (a builder's double turn is one turn, TB-R-BUILDER-13);
    under a route the number as the draft counts it (``ScenarioContext.as_if_loaded``)."""
    turn = scenario.state()["turn"]
    got = (turn["player"], scenario.as_if_loaded("/turn/number", turn["number"]), turn.get("part", 1))
    assert got == (player, int(number), int(part)), f"the turn is {turn}"


@then(parsers.re(r"(?P<player>[\w-]+) is offered a castle"))
def castle_offered(scenario: ScenarioContext, player: str) -> None:
    _decide(scenario, player, "build_castle")


@then(parsers.re(rf"(?P<player>[\w-]+)'s castle stands at {_CELL}(?P<scored>, scored)?"))
def castle_on_board(scenario: ScenarioContext, player: str, x: str, y: str, scored: str | None) -> None:
    castles = scenario.state()["castles"]
    match = [c for c in castles if c["owner"] == player and (c["x"], c["y"]) == (int(x), int(y))]
    assert match, f"no castle of {player} at ({x}, {y}): {castles}"
    assert match[0]["scored"] == bool(scored), f"castle scored: {match[0]['scored']}"

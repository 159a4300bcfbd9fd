"""Steps of Gold Rush's scenarios that the shared phrases do not cover
(features/README.md, phrasebook): fixture tiles, variants, mining tokens (the
supply, the stacks on mountains, the tokens players collected), tents,
mining, taking a cowboy back, and a ``new_game`` with a token order.  Each
step is one protocol call or one comparison.

Shared phrases cover the rest: ``red places a cowboy on E`` (figure
``cowboy``), ``red places no figure`` (``pass``), ``the board:`` with figures
such as ``red cowboy on N, blue tent on S``.

(PYTEST_DONT_REWRITE: failure messages are the steps' own, in JSON terms; see
:mod:`rulebook.mismatch`.)
"""
from __future__ import annotations

import json
import random
import re
from collections import Counter
from functools import cache
from typing import Any

from pytest_bdd import given, parsers, then, when

from rulebook_protocol.data import data_root

from .context import ScenarioContext, split_list, split_names

__all__ = ["collected_given", "fixture_tiles", "may_mine", "may_not_pitch", "may_pitch", "mines", "mines_out_of_step",
           "no_stack", "no_tokens", "no_tokens_placed", "pitches_tent", "removed_tokens_are", "requested",
           "stack_given", "stack_is", "started", "started_from_box", "taken_in_order", "takes_back", "takes_no_action",
           "tent_came_from", "tiles_left", "token_supply", "token_supply_empty", "token_supply_now", "tokens_are",
           "tokens_left", "tokens_placed", "tries_named_tile", "tries_second_tile", "variants_on"]

_CELL = r"(?P<x>-?\d+),\s*(?P<y>-?\d+)"
_SPOT = rf"{_CELL} (?P<at>[NESWC][nesw]?)"
_PLAYER = r"(?P<player>[\w-]+)"


@cache
def _fixtures() -> tuple[dict[str, Any], ...]:
    path = data_root() / "spec" / "tiles" / "gold_rush-fixtures.json"
    return tuple(json.loads(path.read_text(encoding="utf-8"))["tiles"])


def tokens_of(text: str) -> list[str]:
    """``"2, 1 and gravel"`` → ``["2", "1", "gravel"]``; ``"none"`` → ``[]``."""
    return [] if text.strip() in ("none", "nothing") else split_names(text)


_SPOTS = re.compile(r"(-?\d+),\s*(-?\d+) ([NESWC][nesw]?)")


def _spots(text: str) -> list[tuple[int, int, str]]:
    """``"0,0 N and 0,-1 S"`` → ``[(0, 0, "N"), (0, -1, "S")]``."""
    return [(int(x), int(y), at) for x, y, at in _SPOTS.findall(text)]


# ------------------------------------------------------------------- Given
@given("the gold_rush fixture tiles")
def fixture_tiles(scenario: ScenarioContext) -> None:
    """The position carries the tile types of ``spec/tiles/gold_rush-fixtures.json``
    (capability ``custom_tiles``)."""
    scenario.need_draft()["tiles"] = [dict(t) for t in _fixtures()]


@given(parsers.re(r"the variants? (?P<variants>[a-z_]+(?:(?:, | and )[a-z_]+)*) (?:is|are) on"))
def variants_on(scenario: ScenarioContext, variants: str) -> None:
    """The draft's ``variants``; ``fifth_cowboy`` makes each kit 5 cowboys."""
    draft = scenario.need_draft()
    draft["variants"] = sorted(split_names(variants))
    if "fifth_cowboy" in draft["variants"]:
        for kit in scenario.kit.values():
            kit["cowboy"] = 5


@given(parsers.re(r"the mining tokens to draw are (?P<tokens>(?!none).+)"))
def token_supply(scenario: ScenarioContext, tokens: str) -> None:
    """The face-down token supply, top first."""
    scenario.need_draft()["token_pile"] = tokens_of(tokens)


@given("no mining tokens are left to draw")
def token_supply_empty(scenario: ScenarioContext) -> None:
    scenario.need_draft()["token_pile"] = []


@given(parsers.re(rf"the stack on the mountain at {_SPOT} is (?P<tokens>.+), top first"))
def stack_given(scenario: ScenarioContext, x: str, y: str, at: str, tokens: str) -> None:
    """The token stack of the mountain holding that place, top first."""
    scenario.need_draft()["mountains"].append({"x": int(x), "y": int(y), "at": at, "tokens": tokens_of(tokens)})


@given(parsers.re(rf"{_PLAYER} has collected the mining tokens (?P<tokens>.+)"))
def collected_given(scenario: ScenarioContext, player: str, tokens: str) -> None:
    scenario.player_entry(player)["tokens"] = sorted(tokens_of(tokens))


_NEW_GAME = (r"between (?P<players>.+?)(?: with the variants? (?P<variants>[a-z_]+(?:(?:, | and )[a-z_]+)*))?"
             r" drawing the tiles (?P<tiles>.+?)(?: and the tokens (?P<tokens>.+))?")


def _new_game(scenario: ScenarioContext, fields: dict[str, Any]) -> dict[str, Any]:
    scenario.game = "gold_rush"
    response = scenario.client.call("new_game", game="gold_rush", interpretations=scenario.interpretations, **fields)
    scenario.loaded = True
    scenario._absorb(response)
    return response


def _new_game_fields(players: str, variants: str | None, tiles: str, tokens: str | None) -> dict[str, Any]:
    return {"players": split_names(players), "variants": split_names(variants) if variants else [],
            "draw": {"tiles": split_list(tiles), "tokens": tokens_of(tokens) if tokens else []}}


@given(parsers.re(rf"a gold_rush game is started {_NEW_GAME}"))
def started(scenario: ScenarioContext, players: str, variants: str | None, tiles: str, tokens: str | None) -> None:
    """``new_game`` with this tile order and token order (top first)."""
    scenario.client.require_ok(_new_game(scenario, _new_game_fields(players, variants, tiles, tokens)), "new_game")


@given(parsers.re(r"a gold_rush game is started between (?P<players>.+?) from the standard box shuffled with seed "
                  r"(?P<seed>\d+)"))
def started_from_box(scenario: ScenarioContext, players: str, seed: str) -> None:
    """``new_game`` with the box of :mod:`rulebook.boxes` shuffled by ``seed``."""
    from ..boxes import BOXES

    fields = BOXES["gold_rush"](random.Random(int(seed)), split_names(players))
    fields.pop("game")
    scenario.client.require_ok(_new_game(scenario, fields), "new_game")


@when(parsers.re(rf"a gold_rush game is requested {_NEW_GAME}"))
def requested(scenario: ScenarioContext, players: str, variants: str | None, tiles: str, tokens: str | None) -> None:
    """``new_game`` whose answer a Then step judges (it may be refused)."""
    _new_game(scenario, _new_game_fields(players, variants, tiles, tokens))


# -------------------------------------------------------------------- When
def _step2(scenario: ScenarioContext, player: str) -> dict[str, Any]:
    return scenario.expect_turn(player, "place_figure")


@when(parsers.re(rf"{_PLAYER} (?P<verb>pitches|tries to pitch) the tent on (?P<at>[NESWC][nesw]?) "
                 rf"of the tile at {_CELL}"))
def pitches_tent(scenario: ScenarioContext, player: str, verb: str, at: str, x: str, y: str) -> None:
    """Action 2b, ``place_tent`` (``tries to`` may be refused)."""
    _step2(scenario, player)
    scenario.move({"type": "place_tent", "x": int(x), "y": int(y), "at": at}, must_succeed=verb == "pitches")


@when(parsers.re(rf"{_PLAYER} (?P<verb>mines|tries to mine)"))
def mines(scenario: ScenarioContext, player: str, verb: str) -> None:
    """Action 2c, ``mine``."""
    _step2(scenario, player)
    scenario.move({"type": "mine"}, must_succeed=verb == "mines")


@when(parsers.re(rf"{_PLAYER} tries to mine (?:as well|before placing the tile)"))
def mines_out_of_step(scenario: ScenarioContext, player: str) -> None:
    """A step-2 action when no step-2 decision is pending — a second action
    after ``player``'s first one, or one before the tile: sent whoever the
    engine now waits for (it must be refused)."""
    scenario.move({"type": "mine"}, must_succeed=False)


@when(parsers.re(rf"{_PLAYER} tries to place the tile at {_CELL} rotated (?P<rotation>\d+) calling it "
                 r"(?P<tile>[A-Za-z0-9][\w.:-]*)"))
def tries_named_tile(scenario: ScenarioContext, player: str, x: str, y: str, rotation: str, tile: str) -> None:
    """``place_tile`` with the optional ``tile`` check naming ``tile``."""
    scenario.expect_turn(player, "place_tile")
    scenario.move({"type": "place_tile", "x": int(x), "y": int(y), "rotation": int(rotation), "tile": tile},
                  must_succeed=False)


@when(parsers.re(rf"{_PLAYER} tries to place a second tile at {_CELL} rotated (?P<rotation>\d+)"))
def tries_second_tile(scenario: ScenarioContext, player: str, x: str, y: str, rotation: str) -> None:
    """``place_tile`` in ``player``'s step-2 decision (must be refused)."""
    _step2(scenario, player)
    scenario.move({"type": "place_tile", "x": int(x), "y": int(y), "rotation": int(rotation)}, must_succeed=False)


@when(parsers.re(rf"{_PLAYER} (?P<verb>takes back|tries to take back) the cowboy at {_SPOT}"))
def takes_back(scenario: ScenarioContext, player: str, verb: str, x: str, y: str, at: str) -> None:
    """The ``remove_cowboy`` variant's action, ``remove_figure``."""
    _step2(scenario, player)
    scenario.move({"type": "remove_figure", "x": int(x), "y": int(y), "at": at}, must_succeed=verb == "takes back")


@when(parsers.re(rf"{_PLAYER} takes no action"))
def takes_no_action(scenario: ScenarioContext, player: str) -> None:
    """Step 2 without any action: ``pass``."""
    _step2(scenario, player)
    scenario.move({"type": "pass"}, must_succeed=True)


# -------------------------------------------------------------------- Then
def _player(scenario: ScenarioContext, name: str) -> dict[str, Any]:
    players: dict[str, dict[str, Any]] = {p["name"]: p for p in scenario.state()["players"]}
    assert name in players, f"no player {name!r}"
    return players[name]


@then(parsers.re(rf"{_PLAYER}'s mining tokens are (?P<tokens>.+)"))
def tokens_are(scenario: ScenarioContext, player: str, tokens: str) -> None:
    """The tokens ``player`` holds, in any order."""
    have = _player(scenario, player)["tokens"]
    assert Counter(have) == Counter(tokens_of(tokens)), f"{player} should hold {tokens_of(tokens)}, holds {have}"


@then(parsers.re(rf"{_PLAYER} has no mining tokens"))
def no_tokens(scenario: ScenarioContext, player: str) -> None:
    have = _player(scenario, player)["tokens"]
    assert have == [], f"{player} should hold no tokens, holds {have}"


def _stack(scenario: ScenarioContext, x: int, y: int, at: str) -> list[str] | None:
    """The stack of the mountain the state lists at exactly this reference."""
    mountains: list[dict[str, Any]] = scenario.state()["mountains"]
    for m in mountains:
        if (m["x"], m["y"], m["at"]) == (x, y, at):
            tokens: list[str] = m["tokens"]
            return tokens
    return None


@then(parsers.re(rf"the stack on the mountain at {_SPOT} is now (?P<tokens>.+), top first"))
def stack_is(scenario: ScenarioContext, x: str, y: str, at: str, tokens: str) -> None:
    """The state lists this stack under the mountain's canonical reference ``x,y at``."""
    got = _stack(scenario, int(x), int(y), at)
    assert got == tokens_of(tokens), (f"the mountain at {x},{y} {at} should hold {tokens_of(tokens)} (top first); "
                                      f"state has {scenario.state()['mountains']}")


@then(parsers.re(rf"the mountain at {_SPOT} has no tokens"))
def no_stack(scenario: ScenarioContext, x: str, y: str, at: str) -> None:
    got = _stack(scenario, int(x), int(y), at)
    assert got is None, f"the mountain at {x},{y} {at} should have no tokens, has {got}"


def _placed_events(scenario: ScenarioContext) -> list[dict[str, Any]]:
    return [e for e in scenario.events if e["type"] == "tokens_placed"]


@then(parsers.re(rf"(?P<count>\d+) mining tokens? (?:is|are) placed on the mountain at {_SPOT}"))
def tokens_placed(scenario: ScenarioContext, count: str, x: str, y: str, at: str) -> None:
    """One ``tokens_placed`` event for that segment, with ``count`` tokens."""
    got = [e for e in _placed_events(scenario) if (e["x"], e["y"], e["at"]) == (int(x), int(y), at)]
    assert len(got) == 1 and len(got[0]["tokens"]) == int(count), (
        f"{count} token(s) should be placed at {x},{y} {at}; tokens_placed events: {_placed_events(scenario)}")


@then("no mining token is placed")
def no_tokens_placed(scenario: ScenarioContext) -> None:
    assert not _placed_events(scenario), f"no token should be placed: {_placed_events(scenario)}"


@then(parsers.re(r"the mountain's tokens are taken in this order: (?P<takes>.+)"))
def taken_in_order(scenario: ScenarioContext, takes: str) -> None:
    """``blue 5, red 1, blue 2``: the ``token_taken`` events of completed
    mountains (reason ``mountain``), in order."""
    want = [tuple(part.split(" ", 1)) for part in split_list(takes)]
    got = [(e["player"], e["token"]) for e in scenario.events
           if e["type"] == "token_taken" and e["reason"] == "mountain"]
    assert got == want, f"tokens should be taken as {want}; events give {got}"


def _places(scenario: ScenarioContext, move_type: str) -> list[tuple[int, int, str]]:
    """The canonical places ``(x, y, at)`` of the legal moves of one type, sorted."""
    return sorted((m["x"], m["y"], m["at"]) for m in scenario.legal_moves() if m["type"] == move_type)


def _tent_spots(scenario: ScenarioContext) -> list[tuple[int, int, str]]:
    return _places(scenario, "place_tent")


@then(parsers.re(rf"{_PLAYER} may pitch the tent on exactly (?P<spots>.+)"))
def may_pitch(scenario: ScenarioContext, player: str, spots: str) -> None:
    """Exactly these ``place_tent`` moves (canonical places) are legal."""
    _step2(scenario, player)
    want = sorted(_spots(spots))
    assert _tent_spots(scenario) == want, \
        f"{player} should be able to pitch on {want}; engine offers {_tent_spots(scenario)}"


@then(parsers.re(rf"{_PLAYER} may not pitch the tent anywhere"))
def may_not_pitch(scenario: ScenarioContext, player: str) -> None:
    _step2(scenario, player)
    assert _tent_spots(scenario) == [], f"no tent placement should be legal: {_tent_spots(scenario)}"


def _takebacks(scenario: ScenarioContext) -> list[tuple[int, int, str]]:
    return _places(scenario, "remove_figure")


@then(parsers.re(rf"{_PLAYER} may take back exactly the cowboys? at (?P<spots>.+)"))
def may_take_back(scenario: ScenarioContext, player: str, spots: str) -> None:
    """Variant ``remove_cowboy`` (GR-R-HOUSE-1): exactly these ``remove_figure`` moves are
    legal, each naming the first place of its segment (``0,0 E and 1,0 C``)."""
    _step2(scenario, player)
    want = sorted(_spots(spots))
    assert _takebacks(scenario) == want, \
        f"{player} should be able to take back {want}; engine offers {_takebacks(scenario)}"


@then(parsers.re(rf"{_PLAYER} may take back no cowboy"))
def may_take_back_none(scenario: ScenarioContext, player: str) -> None:
    _step2(scenario, player)
    assert _takebacks(scenario) == [], f"no cowboy should be offered back: {_takebacks(scenario)}"


@then(parsers.re(rf"{_PLAYER} may (?P<no>not )?mine"))
def may_mine(scenario: ScenarioContext, player: str, no: str | None) -> None:
    _step2(scenario, player)
    listed = {"type": "mine"} in scenario.legal_moves()
    assert listed == (not no), f"mining should {'not ' if no else ''}be legal for {player}"


@then(parsers.re(r"the tokens removed from the game are (?P<tokens>.+)"))
def removed_tokens_are(scenario: ScenarioContext, tokens: str) -> None:
    got = scenario.state()["removed_tokens"]
    assert got == tokens_of(tokens), f"removed tokens should be {tokens_of(tokens)}, state has {got}"


@then(parsers.re(r"the mining tokens left to draw are (?P<tokens>.+)"))
def token_supply_now(scenario: ScenarioContext, tokens: str) -> None:
    got = scenario.state()["token_pile"]
    assert got == tokens_of(tokens), f"the token supply should be {tokens_of(tokens)}, state has {got}"


@then(parsers.re(rf"{_PLAYER}'s tent (?:came from the supply|moved from (?P<spot>{_SPOT}))"))
def tent_came_from(scenario: ScenarioContext, player: str, spot: str | None, x: str | None = None,
                   y: str | None = None, at: str | None = None) -> None:
    """The last ``tent_placed`` event of ``player``: its ``from``."""
    placed = [e for e in scenario.events if e["type"] == "tent_placed" and e["player"] == player]
    assert placed, f"{player} pitched no tent"
    want = None if spot is None else {"x": int(x), "y": int(y), "at": at}  # type: ignore[arg-type]
    assert placed[-1]["from"] == want, f"{player}'s tent should come from {want or 'the supply'}: {placed[-1]}"


@then(parsers.re(r"(?P<count>\d+) land tiles? (?:is|are) left to draw"))
def tiles_left(scenario: ScenarioContext, count: str) -> None:
    got = len(scenario.state()["draw_pile"])
    assert got == int(count), f"{count} tiles should be left to draw, the state has {got}"


@then(parsers.re(r"(?P<count>\d+) mining tokens? (?:is|are) left to draw"))
def tokens_left(scenario: ScenarioContext, count: str) -> None:
    got = len(scenario.state()["token_pile"])
    assert got == int(count), f"{count} tokens should be left to draw, the state has {got}"

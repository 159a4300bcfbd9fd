"""Steps of The Discovery's scenarios that the shared phrases do not cover
(features/README.md, phrasebook): the fixture tiles, variants and hands, the
remove-and-score move, choosing a tile of the hand, and a game set up with
``new_game`` from the draft.  Each step is one protocol call or one comparison.

Phrases:

- Given ``the discovery fixture tiles`` — the position carries the tile types
  of ``spec/tiles/discovery-fixtures.json``.
- Given ``the two_tiles variant is in play`` / ``the two_tiles and equal_turns
  variants are in play``; ``red's hand is DFX-G and DFX-S`` (or ``empty``).
- When ``the game is set up drawing DFX-G, DFX-S`` — ``new_game`` from the
  draft (players, variants, interpretations, tiles, start tile at 0,0);
  ``the game is set up with the standard box shuffled by seed 3``.
- When ``red removes the follower at 0,0 N`` / ``red tries to remove the
  follower at 0,0 N``; ``red places DFX-G at 1,0 rotated 90`` / ``red tries to
  place DFX-G at 1,0 rotated 90`` (``place_tile`` naming the tile).
- Then ``red may remove the followers at 0,0 N and 1,0 E`` (exactly those) /
  ``red may remove no follower``; ``red's hand is DFX-G and DFX-S``; ``red
  must choose between DFX-G and DFX-S``; ``the tiles set aside are DFX-S``;
  ``the draw pile holds 82 tiles``.

(PYTEST_DONT_REWRITE: failure messages are the steps' own, in JSON terms; see
:mod:`rulebook.mismatch`.)
"""
from __future__ import annotations

import json
import random
import re
from functools import cache
from typing import Any

from pytest_bdd import given, parsers, then, when

from rulebook_protocol.data import data_root

from ..boxes import BOXES
from ..mismatch import json_text
from .context import ScenarioContext, split_list, split_names

__all__ = ["draw_pile_holds", "fixture_tiles", "game_from_box", "game_set_up", "hand_given", "hand_is", "may_remove",
           "may_remove_none", "must_choose", "places_named_tile", "removes_follower", "set_aside_are",
           "tries_named_tile", "tries_to_remove", "variants_in_play"]

_AT = r"(?P<x>-?\d+),\s*(?P<y>-?\d+) (?P<at>[NESWC])"
_TILE = r"(?P<tile>[A-Z][A-Z0-9]*-[\w.:-]+)"


@cache
def _fixtures() -> tuple[dict[str, Any], ...]:
    path = data_root() / "spec" / "tiles" / "discovery-fixtures.json"
    return tuple(json.loads(path.read_text(encoding="utf-8"))["tiles"])


def _tiles(text: str) -> list[str]:
    """``"DFX-G and DFX-S"`` / ``"DFX-G, DFX-S"`` / ``"empty"`` → ids."""
    return [] if text.strip() == "empty" else split_names(text)


_SPOTS = re.compile(r",\s+|\s+and\s+")


def _spots(text: str) -> list[tuple[int, int, str]]:
    """``"0,0 N and 1,0 E"`` → ``[(0, 0, "N"), (1, 0, "E")]``."""
    out = []
    for spot in _SPOTS.split(text.strip()):
        cell, at = spot.rsplit(" ", 1)
        x, y = (int(v) for v in cell.split(","))
        out.append((x, y, at))
    return out


# ------------------------------------------------------------------- Given
@given("the discovery fixture tiles")
def fixture_tiles(scenario: ScenarioContext) -> None:
    """The position carries the tile types of ``spec/tiles/discovery-fixtures.json``
    (capability ``custom_tiles``)."""
    scenario.need_draft()["tiles"] = [dict(t) for t in _fixtures()]


@given(parsers.re(r"the (?P<variants>[a-z_]+(?:(?:, | and )[a-z_]+)*) variants? (?:is|are) in play"))
def variants_in_play(scenario: ScenarioContext, variants: str) -> None:
    """``the two_tiles variant is in play``: the draft's ``variants``; with
    two_tiles every player starts with an empty hand (fill it with ``holds``)."""
    draft = scenario.need_draft()
    draft["variants"] = sorted(split_names(variants))
    if "two_tiles" in draft["variants"]:
        for p in draft["players"]:
            p.setdefault("hand", [])
        draft["turn"]["tile"] = None


@given(parsers.re(r"(?P<player>[\w-]+)'s hand is (?P<tiles>.+)"))
def hand_given(scenario: ScenarioContext, player: str, tiles: str) -> None:
    """Two-tiles variant: the tiles in ``player``'s hand, in the order drawn."""
    scenario.player_entry(player)["hand"] = _tiles(tiles)


# -------------------------------------------------------------------- When
@when(parsers.re(r"the game is set up drawing (?P<tiles>.+)"))
def game_set_up(scenario: ScenarioContext, tiles: str) -> None:
    """``new_game`` from the draft: its players, variants, interpretations,
    custom tiles and start tile (the draft's board must hold only (0, 0)),
    with this draw order, top first."""
    draft = scenario.need_draft()
    assert [(t["x"], t["y"]) for t in draft["board"]] == [(0, 0)], "a set-up scenario has only the start tile"
    start = draft["board"][0]
    fields: dict[str, Any] = {
        "game": draft["game"], "players": [p["name"] for p in draft["players"]],
        "draw": {"tiles": [] if tiles.strip() == "nothing" else split_list(tiles)},
        "variants": draft.get("variants", []), "interpretations": draft["interpretations"],
        "start": {"tile": start["tile"], "rotation": start["rotation"]},
    }
    if draft.get("tiles"):
        fields["tiles"] = draft["tiles"]
    response = scenario.client.call("new_game", **fields)
    scenario.client.require_ok(response, "new_game")
    scenario.loaded = True
    scenario._absorb(response)


@when(parsers.re(r"the game is set up with the standard box shuffled by seed (?P<seed>\d+)"))
def game_from_box(scenario: ScenarioContext, seed: str) -> None:
    """``new_game`` with the standard box of :mod:`rulebook.boxes` (the start
    tile, and the other tiles shuffled with ``seed``) for the draft's players."""
    draft = scenario.need_draft()
    fields = BOXES[draft["game"]](random.Random(int(seed)), [p["name"] for p in draft["players"]])
    response = scenario.client.call("new_game", **fields, interpretations=draft["interpretations"])
    scenario.client.require_ok(response, "new_game")
    scenario.loaded = True
    scenario._absorb(response)


def _removal(scenario: ScenarioContext, player: str, x: str, y: str, at: str) -> dict[str, Any]:
    scenario.expect_turn(player, "place_figure")
    return {"type": "remove_figure", "x": int(x), "y": int(y), "at": at}


@when(parsers.re(rf"(?P<player>[\w-]+) removes the follower at {_AT}"))
def removes_follower(scenario: ScenarioContext, player: str, x: str, y: str, at: str) -> None:
    """Step 2: take the follower off and score its area (must be accepted)."""
    scenario.move(_removal(scenario, player, x, y, at), must_succeed=True)


@when(parsers.re(rf"(?P<player>[\w-]+) tries to remove the follower at {_AT}"))
def tries_to_remove(scenario: ScenarioContext, player: str, x: str, y: str, at: str) -> None:
    """A removal by the pending ``player`` that may be refused (judged by a
    Then step), whatever their decision: out of step it must be refused."""
    scenario.expect_turn(player)
    scenario.move({"type": "remove_figure", "x": int(x), "y": int(y), "at": at}, must_succeed=False)


_TILE_AT = rf"{_TILE} at (?P<x>-?\d+),\s*(?P<y>-?\d+) rotated (?P<rotation>\d+)"


@when(parsers.re(rf"(?P<player>[\w-]+) places {_TILE_AT}"))
def places_named_tile(scenario: ScenarioContext, player: str, tile: str, x: str, y: str, rotation: str) -> None:
    """``place_tile`` naming the tile (the choice of the two-tiles variant)."""
    scenario.expect_turn(player, "place_tile")
    scenario.move({"type": "place_tile", "x": int(x), "y": int(y), "rotation": int(rotation), "tile": tile},
                  must_succeed=True)


@when(parsers.re(rf"(?P<player>[\w-]+) tries to place {_TILE_AT}"))
def tries_named_tile(scenario: ScenarioContext, player: str, tile: str, x: str, y: str, rotation: str) -> None:
    """Like :func:`places_named_tile`, but the move may be refused.  Sent
    whatever ``player``'s decision is (a second tile in one turn is refused)."""
    scenario.expect_turn(player)
    scenario.move({"type": "place_tile", "x": int(x), "y": int(y), "rotation": int(rotation), "tile": tile},
                  must_succeed=False)


# -------------------------------------------------------------------- Then
def _removals(scenario: ScenarioContext) -> list[tuple[int, int, str]]:
    return sorted((m["x"], m["y"], m["at"]) for m in scenario.legal_moves() if m["type"] == "remove_figure")


@then(parsers.re(r"(?P<player>[\w-]+) may remove the followers? at (?P<spots>-?\d+,\s*-?\d+ [NESWC]"
                 r"(?:(?:, | and )-?\d+,\s*-?\d+ [NESWC])*)$"))
def may_remove(scenario: ScenarioContext, player: str, spots: str) -> None:
    """Exactly these ``remove_figure`` moves are legal (``0,0 N and 1,0 E``)."""
    scenario.expect_turn(player, "place_figure")
    want = _spots(spots)
    assert _removals(scenario) == sorted(want), f"{player} should be able to remove {sorted(want)}; " \
                                                 f"the engine offers {_removals(scenario)}"


@then(parsers.re(r"(?P<player>[\w-]+) may remove no follower"))
def may_remove_none(scenario: ScenarioContext, player: str) -> None:
    scenario.expect_turn(player, "place_figure")
    assert _removals(scenario) == [], f"no removal should be legal: {_removals(scenario)}"


@then(parsers.re(r"(?P<player>[\w-]+)'s hand is (?P<tiles>.+)"))
def hand_is(scenario: ScenarioContext, player: str, tiles: str) -> None:
    """Two-tiles variant: ``player``'s hand in the state, in the order drawn."""
    players = {p["name"]: p for p in scenario.state()["players"]}
    assert "hand" in players[player], f"the state has no hand for {player}: is the two_tiles variant on?"
    assert players[player]["hand"] == _tiles(tiles), f"{player} should hold {_tiles(tiles)}, holds " \
                                                      f"{players[player]['hand']}"


@then(parsers.re(r"(?P<player>[\w-]+) must choose between (?P<tiles>.+)"))
def must_choose(scenario: ScenarioContext, player: str, tiles: str) -> None:
    """Two-tiles variant: the pending ``place_tile`` offers exactly this hand."""
    pending = scenario.expect_turn(player, "place_tile")
    assert pending.get("tiles") == _tiles(tiles), \
        f"{player} should choose between {_tiles(tiles)}: {json_text(pending)}"


@then(parsers.re(r"the draw pile holds (?P<count>\d+) tiles?"))
def draw_pile_holds(scenario: ScenarioContext, count: str) -> None:
    pile = scenario.state()["draw_pile"]
    assert len(pile) == int(count), f"the draw pile should hold {count} tiles, holds {len(pile)}"


@then(parsers.re(r"the tiles set aside are (?P<tiles>.+)"))
def set_aside_are(scenario: ScenarioContext, tiles: str) -> None:
    """Equal-turns variant: the state's ``set_aside``, and one ``tile_set_aside``
    event per tile, in order."""
    want = _tiles(tiles)
    assert scenario.state()["set_aside"] == want, f"set aside should be {want}: {scenario.state()['set_aside']}"
    got = [e["tile"] for e in scenario.events if e["type"] == "tile_set_aside"]
    assert got == want, f"tile_set_aside events should name {want}, name {got}"

"""When steps: one protocol call each.

(PYTEST_DONT_REWRITE: failure messages are the steps' own, in JSON terms; see
:mod:`rulebook.mismatch`.)
"""
from __future__ import annotations

from typing import Any

from pytest_bdd import parsers, when

from .context import ScenarioContext

__all__ = ["game_ends", "new_game_requested", "places_follower", "places_no_follower", "places_tile", "position_loaded",
           "tries_follower", "tries_follower_elsewhere", "tries_tile"]

_AT = r"(?P<x>-?\d+),\s*(?P<y>-?\d+) rotated (?P<rotation>\d+)"


@when(parsers.re(rf"(?P<player>[\w-]+) places the tile at {_AT}"))
def places_tile(scenario: ScenarioContext, player: str, x: str, y: str, rotation: str) -> None:
    scenario.expect_turn(player, "place_tile")
    scenario.move({"type": "place_tile", "x": int(x), "y": int(y), "rotation": int(rotation)}, must_succeed=True)


@when(parsers.re(rf"(?P<player>[\w-]+) tries to place the tile at {_AT}"))
def tries_tile(scenario: ScenarioContext, player: str, x: str, y: str, rotation: str) -> None:
    scenario.expect_turn(player, "place_tile")
    scenario.move({"type": "place_tile", "x": int(x), "y": int(y), "rotation": int(rotation)}, must_succeed=False)


def _figure_move(scenario: ScenarioContext, player: str, figure: str, at: str,
                 cell: tuple[int, int] | None = None) -> dict[str, Any]:
    pending = scenario.expect_turn(player)
    if cell is None:
        assert pending["decision"] == "place_figure", f"{player} has no tile just placed to put a {figure} on"
        cell = (pending["x"], pending["y"])
    return {"type": "place_figure", "figure": figure, "x": cell[0], "y": cell[1], "at": at}


@when(parsers.re(r"(?P<player>[\w-]+) places an? (?P<figure>[a-z_]+) on (?P<at>[NESWC][nesw]?)$"))
def places_follower(scenario: ScenarioContext, player: str, figure: str, at: str) -> None:
    scenario.move(_figure_move(scenario, player, figure, at), must_succeed=True)


@when(parsers.re(r"(?P<player>[\w-]+) tries to place an? (?P<figure>[a-z_]+) on (?P<at>[NESWC][nesw]?)$"))
def tries_follower(scenario: ScenarioContext, player: str, figure: str, at: str) -> None:
    scenario.move(_figure_move(scenario, player, figure, at), must_succeed=False)


@when(parsers.re(r"(?P<player>[\w-]+) tries to place an? (?P<figure>[a-z_]+) on (?P<at>[NESWC][nesw]?) "
                 r"of the tile at (?P<x>-?\d+),\s*(?P<y>-?\d+)"))
def tries_follower_elsewhere(scenario: ScenarioContext, player: str, figure: str, at: str, x: str, y: str) -> None:
    scenario.move(_figure_move(scenario, player, figure, at, (int(x), int(y))), must_succeed=False)


@when(parsers.re(r"(?P<player>[\w-]+) places no (?:follower|figure)"))
def places_no_follower(scenario: ScenarioContext, player: str) -> None:
    scenario.expect_turn(player, "place_figure")
    scenario.move({"type": "pass"}, must_succeed=True)


@when("the game ends")
def game_ends(scenario: ScenarioContext) -> None:
    """``end_game``: final scoring of the position as it stands."""
    scenario.ensure_loaded()
    response = scenario.client.call("end_game")
    scenario.client.require_ok(response, "end_game")
    scenario._absorb(response)


@when("the position is loaded")
def position_loaded(scenario: ScenarioContext) -> None:
    """Send the draft now, keeping the answer for a Then step (it may fail)."""
    scenario.load()


@when(parsers.re(r"a new (?P<game>[a-z_]+) game is requested between (?P<players>.+?) drawing (?P<tiles>.+)"))
def new_game_requested(scenario: ScenarioContext, game: str, players: str, tiles: str) -> None:
    """``new_game`` whose answer a Then step judges (it may be refused)."""
    from .context import split_list, split_names

    scenario.game = game
    response = scenario.client.call("new_game", game=game, players=split_names(players),
                                    draw={"tiles": split_list(tiles)}, interpretations=scenario.interpretations_for(()))
    scenario.loaded = True
    scenario._absorb(response)

"""Given steps: build the position a scenario starts from.

(PYTEST_DONT_REWRITE: failure messages are the steps' own, in JSON terms; see
:mod:`rulebook.mismatch`.)
"""
from __future__ import annotations

import json
import re
from typing import Any

from pytest_bdd import given, parsers

from .context import ScenarioContext, split_list, split_names

FIGURE = re.compile(r"^(?P<player>[\w-]+)(?: (?P<figure>[a-z_]+))? on (?P<at>[NESWC][nesw]?)$")

__all__ = ["board_table", "custom_tiles", "draw_pile", "draw_pile_empty", "game_between", "interpretation",
           "just_placed", "new_game_drawing", "scores_are", "supply_count", "tile_in_hand", "turn_number"]


@given(parsers.re(r"an? (?P<game>[a-z_]+) game between (?P<players>.+)"))
def game_between(scenario: ScenarioContext, game: str, players: str) -> None:
    """Start a draft position of ``game`` for the named players (seating order)."""
    scenario.start_draft(game, split_names(players))


@given(parsers.re(r"a new (?P<game>[a-z_]+) game between (?P<players>.+?)"
                  r"(?: starting from (?P<start>[A-Za-z0-9][\w.:-]*) rotated (?P<rotation>\d+))?"
                  r" drawing (?P<tiles>.+)"))
def new_game_drawing(scenario: ScenarioContext, game: str, players: str, tiles: str, start: str | None = None,
                     rotation: str | None = None) -> None:
    """``new_game`` with this draw order (top first); ``starting from BASE-A
    rotated 270`` gives the start tile (``new_game``'s ``start``), as a fuzz
    reproduction reached by a route does."""
    scenario.new_game(game, split_names(players), split_list(tiles),
                      start={"tile": start, "rotation": int(rotation)} if start and rotation else None)


def parse_figures(cell: str, x: int, y: int) -> list[dict[str, Any]]:
    figures = []
    for part in split_list(cell):
        m = FIGURE.match(part)
        if not m:
            raise ValueError(f"cannot read figure {part!r}: write e.g. 'red on N' or 'red follower on Sw'")
        figures.append({"player": m["player"], "figure": m["figure"] or "follower", "x": x, "y": y, "at": m["at"]})
    return figures


@given(parsers.parse("the board:"))
def board_table(scenario: ScenarioContext, datatable: list[list[str]]) -> None:
    """Columns ``x | y | tile | rotation`` and optional ``figures``
    (``red on N, blue on Sw``).  A board without (0, 0) keeps the start tile."""
    draft = scenario.need_draft()
    header, *rows = datatable
    col = {name.strip(): i for i, name in enumerate(header)}
    board = [] if any(int(r[col["x"]]) == 0 and int(r[col["y"]]) == 0 for r in rows) else list(draft["board"])
    for row in rows:
        x, y = int(row[col["x"]]), int(row[col["y"]])
        board.append({"x": x, "y": y, "tile": row[col["tile"]].strip(), "rotation": int(row[col["rotation"]])})
        if "figures" in col and row[col["figures"]].strip():
            draft["figures"].extend(parse_figures(row[col["figures"]], x, y))
    board.sort(key=lambda t: (t["x"], t["y"]))
    draft["board"] = board


@given(parsers.re(r"(?P<player>[\w-]+) is to place (?P<tile>[A-Za-z0-9][\w.:-]*)"))
def tile_in_hand(scenario: ScenarioContext, player: str, tile: str) -> None:
    """It is ``player``'s turn with ``tile`` in hand."""
    turn = scenario.need_draft()["turn"]
    turn.update(player=player, phase="place_tile", tile=tile, placed=None)


@given(parsers.re(r"the draw pile is (?P<tiles>(?!empty).+)"))
def draw_pile(scenario: ScenarioContext, tiles: str) -> None:
    """The tiles still to draw, top first."""
    scenario.need_draft()["draw_pile"] = split_list(tiles)


@given("the draw pile is empty")
def draw_pile_empty(scenario: ScenarioContext) -> None:
    scenario.need_draft()["draw_pile"] = []


@given(parsers.re(r"(?P<player>[\w-]+) has (?P<count>\d+|no) (?P<figure>[a-z_]+?)s? "
                  r"in (?:the |their |his |her )?supply"))
def supply_count(scenario: ScenarioContext, player: str, count: str, figure: str) -> None:
    scenario.set_supply(player, figure, 0 if count == "no" else int(count))


@given(parsers.re(r"the scores are (?P<scores>.+)"))
def scores_are(scenario: ScenarioContext, scores: str) -> None:
    """``red 3, blue 5``."""
    for part in split_list(scores):
        name, points = part.rsplit(" ", 1)
        scenario.player_entry(name.strip())["score"] = int(points)


@given(parsers.re(r"(?P<player>[\w-]+) has just placed the tile at (?P<x>-?\d+),\s*(?P<y>-?\d+)"))
def just_placed(scenario: ScenarioContext, player: str, x: str, y: str) -> None:
    """The figure phase of ``player``'s turn: the tile at (x, y) was just placed."""
    turn = scenario.need_draft()["turn"]
    turn.update(player=player, phase="place_figure", tile=None, placed={"x": int(x), "y": int(y)})


@given(parsers.re(r"it is turn (?P<number>\d+)"))
def turn_number(scenario: ScenarioContext, number: str) -> None:
    scenario.need_draft()["turn"]["number"] = int(number)


@given(parsers.re(r"the interpretation (?P<key>[\w.]+) is (?P<value>\S+)"))
def interpretation(scenario: ScenarioContext, key: str, value: str) -> None:
    scenario.interpretations[key] = value
    if scenario.draft is not None:
        scenario.draft["interpretations"][key] = value


@given(parsers.parse("the scenario's own tiles:"))
def custom_tiles(scenario: ScenarioContext, docstring: str) -> None:
    """A JSON list of tile definitions (tile-set format) the position carries."""
    scenario.need_draft()["tiles"] = json.loads(docstring)

"""Then steps: compare what the engine answered with what the rules say.

Failure messages speak JSON, not Python (:mod:`rulebook.mismatch`): values
are JSON text, and comparisons of whole values raise
:class:`~rulebook.mismatch.Mismatch`, which names each differing field by its
JSON Pointer.  (PYTEST_DONT_REWRITE: pytest's assertion rewriting would add
Python expressions to the messages.)
"""
from __future__ import annotations

import json
from typing import Any

from pytest_bdd import parsers, then

from ..mismatch import ABSENT, Mismatch, expect_equal, json_text
from .context import ScenarioContext, split_list, split_names

__all__ = ["cell_matches", "draw_pile_now", "events_in_order", "events_table_mismatch", "feature_completed",
           "figure_returned", "figures_are", "game_over", "legal_moves_in_order", "legal_placement_count",
           "may_place_none", "may_place_on", "move_rejected", "no_feature_completed", "no_points", "pending_tile",
           "placement_is", "request_rejected", "scores_nothing", "scores_points", "scores_total", "supply_is",
           "tile_discarded", "winners_are"]


def _rejection(scenario: ScenarioContext, code: str) -> dict[str, Any]:
    last = scenario.last
    assert last is not None, "no request was sent"
    assert not last["ok"], f"the request should have been rejected with {code}, but it was accepted"
    error: dict[str, Any] = last["error"]
    assert error["code"] == code, f"expected error {code}, got {error['code']}: {error['message']}"
    return error


def _unchanged(scenario: ScenarioContext) -> None:
    if scenario.before is not None:
        after = scenario.state()
        expect_equal(scenario.decided("state", after), scenario.decided("state", scenario.before),
                     "a rejected request changed the game state")


@then(parsers.re(r"the move is rejected under (?P<rule>[A-Z]{2,4}-[A-Z]+(?:-[A-Z0-9]+)+)"))
def move_rejected(scenario: ScenarioContext, rule: str) -> None:
    """``illegal_move`` naming ``rule``, and the state exactly as before."""
    error = _rejection(scenario, "illegal_move")
    assert error.get("rule") == rule, (
        f"rejected under {json_text(error.get('rule'))} ({error['message']}), expected {rule}")
    _unchanged(scenario)


@then(parsers.re(r"the request is rejected with (?P<code>[a-z_]+)"))
def request_rejected(scenario: ScenarioContext, code: str) -> None:
    _rejection(scenario, code)
    _unchanged(scenario)


def _points(scenario: ScenarioContext, player: str, reason: str | None = None) -> list[dict[str, Any]]:
    return [e for e in scenario.events if e["type"] == "points_scored" and e["player"] == player
            and (reason is None or e["reason"] == reason)]


@then(parsers.re(r"(?P<player>[\w-]+) scores (?P<points>\d+) points? for (?:the |a |an )?(?P<reason>[a-z_]+)"))
def scores_points(scenario: ScenarioContext, player: str, points: str, reason: str) -> None:
    """The ``points_scored`` events for ``player`` with this reason add up to ``points``."""
    got = _points(scenario, player, reason)
    total = sum(e["points"] for e in got)
    assert got and total == int(points), (
        f"{player} should score {points} for {reason}; the points_scored events give {total}: "
        f"{json_text(got) if got else 'there is no such event'}")


@then(parsers.re(r"(?P<player>[\w-]+) scores nothing(?: for (?:the |a )?(?P<reason>[a-z_]+))?$"))
def scores_nothing(scenario: ScenarioContext, player: str, reason: str | None) -> None:
    got = _points(scenario, player, reason)
    assert not got, f"{player} should score nothing, but: {json_text(got)}"


@then("no points are scored")
def no_points(scenario: ScenarioContext) -> None:
    got = [e for e in scenario.events if e["type"] == "points_scored"]
    assert not got, f"no points should be scored, but: {json_text(got)}"


@then(parsers.re(r"the scores are (?P<scores>.+)"))
def scores_total(scenario: ScenarioContext, scores: str) -> None:
    """Scores in the canonical state: ``red 3, blue 5``."""
    # Reached by a route, the draft's scores are not the engine's: compare the
    # changes since the position was reached (features/README.md, "Routes").
    offsets = scenario.score_offsets
    state = {p["name"]: p["score"] - offsets.get(p["name"], 0) for p in scenario.state()["players"]}
    want = {n.strip(): int(v) for n, v in (part.rsplit(" ", 1) for part in split_list(scores))}
    changed = (" (scores less the route's offsets " + ", ".join(f"{k} {v:+d}" for k, v in offsets.items() if v) + ")"
               if any(offsets.values()) else "")
    expect_equal({k: state.get(k) for k in want}, want,
                 f"the scores should be {json_text(want)}; the state has {json_text(state)}{changed}")


@then(parsers.re(r"(?P<player>[\w-]+) has (?P<count>\d+|no) (?P<figure>[a-z_]+?)s? in (?:the |their )?supply"))
def supply_is(scenario: ScenarioContext, player: str, count: str, figure: str) -> None:
    players = {p["name"]: p for p in scenario.state()["players"]}
    have = players[player]["supply"].get(figure, 0)
    want = 0 if count == "no" else int(count)
    assert have == want, f"{player} should have {want} {figure}(s) in supply, has {have}"


def _column(value: Any) -> Any:
    """An event field as an events table shows it: a feature as its kind."""
    return value["kind"] if isinstance(value, dict) and "kind" in value else value


def cell_matches(cell: str, value: Any) -> bool:
    """Whether a cell of an events table matches an event's field (features/README.md,
    "Then"): an empty cell matches anything, ``-`` matches ``null`` (or a missing field),
    a feature's cell its kind, any other cell the field's JSON text without regard to
    case, quotes left off (``1`` matches ``1``, ``true`` matches ``true``, ``road``
    matches ``"road"``)."""
    if cell == "":
        return True
    value = _column(value)
    if value is None and cell == "-":
        return True
    if isinstance(value, bool):
        return cell.lower() == ("true" if value else "false")
    return str(value).lower() == cell.lower()


def _matches(event: dict[str, Any], row: dict[str, str]) -> bool:
    return all(cell_matches(cell, event.get(key)) for key, cell in row.items())


def _typed(cell: str) -> Any:
    """A cell that matched nothing, as the JSON value it stands for (``-``: ``null``;
    a number or ``true``/``false`` as such; otherwise the text)."""
    if cell == "-":
        return None
    try:
        value = json.loads(cell)
    except ValueError:
        return cell
    return value if value is None or isinstance(value, (bool, int, float)) else cell


def _row_pair(row: dict[str, str], event: dict[str, Any] | None) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """A table row and an event as the two sides of a comparison, on the row's
    non-empty columns: a cell that matches the event's field (:func:`cell_matches`,
    the verdict's own test) stands as that field's value, so only cells that do not
    match differ; a field the event lacks is left out of its side.  ``event``
    ``None``: no event (``None`` on the actual side)."""
    expected: dict[str, Any] = {}
    actual: dict[str, Any] = {}
    for key, cell in row.items():
        if cell == "":
            continue
        value = _column(event[key]) if event is not None and key in event else ABSENT
        if event is not None and cell_matches(cell, None if value is ABSENT else value):
            expected[key] = actual[key] = None if value is ABSENT else value
            continue
        expected[key] = _typed(cell)
        if value is not ABSENT:
            actual[key] = value
    return expected, (actual if event is not None else None)


def _projection(event: dict[str, Any], columns: list[str]) -> dict[str, Any]:
    """``event`` on the columns of an events table (a feature as its kind; a field it lacks left out)."""
    return {key: _column(event[key]) for key in columns if key in event}


def events_table_mismatch(what: str, wanted: list[dict[str, str]], events: list[dict[str, Any]]) -> Mismatch:
    """The :class:`Mismatch` of an events table (``wanted``: its rows, cells stripped)
    against ``events``, row by row: the pointers ``/<row>/<column>`` of the cells that
    do not match under :func:`cell_matches`, ``/<row>`` for a row with no event or an
    event with no row (shown on the table's columns)."""
    columns = list(wanted[0]) if wanted else []
    expected = [_row_pair(row, events[i] if i < len(events) else None)[0] for i, row in enumerate(wanted)]
    actual = [_row_pair(wanted[i], event)[1] if i < len(wanted) else _projection(event, columns)
              for i, event in enumerate(events)]
    return Mismatch(what, expected, actual)


@then(parsers.re(r"the events (?P<mode>are|include), in order:"))
def events_in_order(scenario: ScenarioContext, mode: str, datatable: list[list[str]]) -> None:
    """``are``: exactly these events (on the given columns), in order;
    ``include``: these events appear in this order, others may come between.
    A failure names each cell that differs by JSON Pointer (``/<row>/<column>``,
    rows from 0), judged by the same matching as the verdict (:func:`cell_matches`)."""
    header, *rows = datatable
    wanted = [dict(zip([h.strip() for h in header], [c.strip() for c in row])) for row in rows]
    events = scenario.events
    if mode == "are":
        if not (len(events) == len(wanted) and all(_matches(e, w) for e, w in zip(events, wanted))):
            raise events_table_mismatch("the events differ (compared on the table's columns; rows from 0)",
                                        wanted, events)
        return
    found: list[int] = []  # the index of the event each row found
    i = 0
    for n, event in enumerate(events):
        if i < len(wanted) and _matches(event, wanted[i]):
            found.append(n)
            i += 1
    if i == len(wanted):
        return
    # The row missing: compared with the later event most like it (fewest cells that differ; the first of those).
    later = range(found[-1] + 1 if found else 0, len(events))
    near = min(later, key=lambda n: sum(not cell_matches(c, events[n].get(k)) for k, c in wanted[i].items()),
               default=None)
    nearest = events[near] if near is not None else None
    pairs = [_row_pair(w, events[n]) for w, n in zip(wanted[:i], found)] + [_row_pair(wanted[i], nearest)]
    where = (f"compared with the nearest later event, event {near}" if near is not None
             else "no event comes after the rows found")
    raise Mismatch(f"missing in order from row {i} (rows from 0; {where}); the events were "
                   f"{json_text(events, limit=2000)}",
                   [e for e, _ in pairs], [a for _, a in pairs if a is not None])


def _placements(scenario: ScenarioContext) -> list[tuple[int, int, int]]:
    return [(m["x"], m["y"], m["rotation"]) for m in scenario.legal_moves() if m["type"] == "place_tile"]


@then(parsers.re(r"there (?:are|is) (?P<count>\d+|no) legal placements?"))
def legal_placement_count(scenario: ScenarioContext, count: str) -> None:
    got = _placements(scenario)
    want = 0 if count == "no" else int(count)
    assert len(got) == want, (
        f"expected {want} legal placements, the engine lists {len(got)} (x, y, rotation): {json_text(sorted(got))}")


@then(parsers.re(r"placing at (?P<x>-?\d+),\s*(?P<y>-?\d+) rotated (?P<r>\d+) is (?P<verdict>legal|illegal)"))
def placement_is(scenario: ScenarioContext, x: str, y: str, r: str, verdict: str) -> None:
    present = (int(x), int(y), int(r)) in _placements(scenario)
    assert present == (verdict == "legal"), f"({x}, {y}) rotated {r} should be {verdict}"


def _figure_places(scenario: ScenarioContext, figure: str = "follower") -> list[str]:
    return sorted(m["at"] for m in scenario.legal_moves() if m["type"] == "place_figure" and m["figure"] == figure)


@then(parsers.re(r"(?P<player>[\w-]+) may place an? (?P<figure>[a-z_]+) on (?P<places>[NESWCnesw, and]+)$"))
def may_place_on(scenario: ScenarioContext, player: str, figure: str, places: str) -> None:
    """Exactly these places (plus passing) are legal."""
    scenario.expect_turn(player, "place_figure")
    want = sorted(split_names(places))
    expect_equal(_figure_places(scenario, figure), want, f"{player} should be able to place a {figure} on exactly "
                 "these places (sorted); the engine offers others")
    assert {"type": "pass"} in scenario.legal_moves(), "placing nothing must always be legal: no pass move is listed"


@then(parsers.re(r"(?P<player>[\w-]+) may place no (?P<figure>[a-z_]+)"))
def may_place_none(scenario: ScenarioContext, player: str, figure: str) -> None:
    scenario.expect_turn(player, "place_figure")
    assert _figure_places(scenario, figure) == [], (
        f"no {figure} placement should be legal; the engine offers {json_text(_figure_places(scenario, figure))}")


@then(parsers.parse("the figures on the board are:"))
def figures_are(scenario: ScenarioContext, datatable: list[list[str]]) -> None:
    """Columns ``player | x | y | at`` (optional ``figure``, default follower); order free."""
    header, *rows = datatable
    header = [h.strip() for h in header]
    want = sorted((r["player"], r.get("figure", "follower"), int(r["x"]), int(r["y"]), r["at"])
                  for r in (dict(zip(header, [c.strip() for c in row])) for row in rows))
    got = sorted((f["player"], f["figure"], f["x"], f["y"], f["at"]) for f in scenario.state()["figures"])
    if got == want:
        return
    # By place ("x,y at"), so a missing or extra figure is one difference, not a shifted list.
    by_place = [{f"{x},{y} {at}": {"player": p, "figure": fig} for p, fig, x, y, at in side} for side in (want, got)]
    if all(len(places) == len(side) for places, side in zip(by_place, (want, got))):
        raise Mismatch("the figures on the board differ (by place: \"x,y at\")", by_place[0], by_place[1])
    expect_equal(got, want, "the figures on the board differ ([player, figure, x, y, at], sorted)")


@then("the game is over")
def game_over(scenario: ScenarioContext) -> None:
    assert any(e["type"] == "game_ended" for e in scenario.events), "no game_ended event"
    phase = scenario.state()["turn"]["phase"]
    assert phase == "over", f"the state's turn phase should be \"over\", is {json_text(phase)}"
    moves = scenario.legal_moves()
    assert moves == [], f"a finished game has no legal moves; the engine lists {json_text(moves)}"


@then(parsers.re(r"the winners? (?:is|are) (?P<players>.+)"))
def winners_are(scenario: ScenarioContext, players: str) -> None:
    ended = [e for e in scenario.events if e["type"] == "game_ended"]
    assert ended, "no game_ended event"
    if scenario.absolute_scores_differ():
        from ..errors import NotApplicable

        raise NotApplicable("the winners depend on absolute scores, and the route reached this scenario's "
                            "position with other scores than the draft's")
    expect_equal(sorted(ended[-1]["winners"]), sorted(split_names(players)), "the winners differ (sorted)")


@then(parsers.re(r"(?P<tile>[A-Za-z0-9][\w.:-]*) is discarded as unplaceable"))
def tile_discarded(scenario: ScenarioContext, tile: str) -> None:
    got = [e for e in scenario.events if e["type"] == "tile_discarded"]
    assert any(e["tile"] == tile for e in got), \
        f"{tile} should be discarded; the tile_discarded events: {json_text(got)}"
    discarded = scenario.state()["discarded"]
    assert tile in discarded, f"{tile} should be in the state's discarded tiles: {json_text(discarded)}"


@then(parsers.re(r"(?P<player>[\w-]+) must place (?P<tile>[A-Za-z0-9][\w.:-]*) next"))
def pending_tile(scenario: ScenarioContext, player: str, tile: str) -> None:
    pending = scenario.expect_turn(player, "place_tile")
    assert pending["tile"] == tile, f"{player} should hold {tile}, holds {pending['tile']}"


@then(parsers.re(r"an? (?P<kind>[a-z_]+) of (?P<tiles>\d+) tiles? is completed"))
def feature_completed(scenario: ScenarioContext, kind: str, tiles: str) -> None:
    got = [e for e in scenario.events if e["type"] == "feature_completed"]
    assert any(e["feature"]["kind"] == kind and e["tiles"] == int(tiles) for e in got), (
        f"no {kind} of {tiles} tiles completed; the feature_completed events: {json_text(got)}")


@then("no feature is completed")
def no_feature_completed(scenario: ScenarioContext) -> None:
    got = [e for e in scenario.events if e["type"] == "feature_completed"]
    assert not got, f"nothing should be completed; the feature_completed events: {json_text(got)}"


@then(parsers.re(r"(?P<player>[\w-]+)'s (?P<figure>[a-z_]+) at (?P<x>-?\d+),\s*(?P<y>-?\d+) (?P<at>[NESWC][nesw]?) "
                 r"(?P<verdict>returns|stays)"))
def figure_returned(scenario: ScenarioContext, player: str, figure: str, x: str, y: str, at: str, verdict: str) -> None:
    back = any(e["type"] == "figure_returned" and e["player"] == player and e["figure"] == figure
               and (e["x"], e["y"], e["at"]) == (int(x), int(y), at) for e in scenario.events)
    assert back == (verdict == "returns"), f"{player}'s {figure} at ({x}, {y}) {at} should {verdict[:-1]}"


@then(parsers.re(r"the draw pile is now (?P<tiles>.+)"))
def draw_pile_now(scenario: ScenarioContext, tiles: str) -> None:
    want = [] if tiles.strip() == "empty" else split_list(tiles)
    expect_equal(scenario.state()["draw_pile"], want, "the draw pile differs")


@then(parsers.re(r"the legal (?P<kind>[a-z_]+) moves are, in order:$"))
def legal_moves_in_order(scenario: ScenarioContext, kind: str, docstring: str) -> None:
    """The ``legal_moves`` answer's moves of type ``kind``, exactly and in the answer's order,
    are the doc string's JSON list (spec/protocol.md §4 ``legal_moves``: canonical form and order)."""
    want = json.loads(docstring)
    got = [m for m in scenario.legal_moves() if m.get("type") == kind]
    expect_equal(got, want, f"the legal {kind} moves differ (canonical form and order)")

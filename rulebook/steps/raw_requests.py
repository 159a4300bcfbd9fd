"""Steps for the error contract and other protocol-level checks (spec/protocol.md §3, §9.2).

Phrases:

- **Given** ``the engine has just started`` — a fresh engine with no game (the runner
  restarts it and says ``hello`` again; this deliberate restart is not counted against
  ``--max-restarts``).
- **Given** ``a standard <game> game between red and blue shuffled with seed 3`` — ``new_game``
  with the game's standard box (:mod:`rulebook.boxes`).
- **Given** ``its state is taken as the draft`` — the current canonical state becomes the
  draft position that ``the draft is loaded`` sends.
- **Given** ``in the draft, /turn/player is "green"`` — set a JSON value at a JSON Pointer of
  the draft (``/-`` appends to an array); ``in the draft, /figures/0 is removed``.
- **When** ``the draft is loaded`` — ``load_position`` with the draft, the game as it was kept
  to compare after a refusal.
- **When** ``the engine is sent {"cmd": "frobnicate"}`` (or a doc string) — a request sent as
  written (the runner adds the ``id``), *not* checked against the request schemas, so that
  malformed requests can be sent; the response is still checked against the schemas.
- **When** ``the move {"type": "pass"} is tried`` — ``apply_move`` with that move, sent as written.
- **Then** ``the answer is the error no_game`` / ``the answer is the error illegal_move under
  CAR-R-TILE-1`` — the exact code (and ``rule``), and the game exactly as before the request.
- **Then** ``the answer is accepted``.
- **Given** ``the engine has loaded the position:`` — ``load_position`` with the JSON doc string
  (a complete canonical position); it must be accepted.
- **When** ``the engine is asked to load the position:`` — the same, but it may be refused.
- **Then** ``the answer's events are exactly:`` — a JSON array doc string: the last answer's
  events, every field, in order (canonical orders, ``final`` flags, draws before discards).
- **Then** ``the engine's standard box of gold_rush is the one the spec describes`` (also
  ``... of carcassonne with traders_and_builders and gold_mines ...``) — the ``box`` command
  (capability ``box``) against the spec's tile sets and ``spec/components.json``.
- **Then** ``in the state, /turn/placed is {"x": 1, "y": 0}`` — one value of the canonical state.
- **Then** ``perft to depth 1 counts 0`` — the ``perft`` command (capability ``perft``) from the
  current position answers that many sequences (spec/protocol.md §4 ``perft``).
- **Then** ``perft to depth 2 leaves the game unchanged`` — ``state`` and ``legal_moves`` before
  and after the ``perft`` command are equal, field for field (places the schemas leave free
  aside, §12a).

(PYTEST_DONT_REWRITE: failure messages are the steps' own, in JSON terms; see
:mod:`rulebook.mismatch`.)
"""
from __future__ import annotations

import json
import random
from typing import Any

from pytest_bdd import given, parsers, then, when

from rulebook_protocol.schemas import first_error

from ..errors import ProtocolViolation
from ..mismatch import expect_equal, expect_same, json_text
from ..route import shift
from .context import ScenarioContext, split_names
from .pointer import parent as container_of

__all__ = [
    "answer_accepted",
    "answer_error",
    "answer_events_exactly",
    "box_matches",
    "draft_loaded",
    "draft_remove",
    "draft_set",
    "fresh_engine",
    "load_attempt",
    "loaded_position",
    "move_tried",
    "perft_counts",
    "perft_unchanged",
    "said_hello",
    "sent",
    "sent_doc",
    "standard_box",
    "standard_game",
    "state_as_draft",
    "state_value",
]

_RULE = r"[A-Z]{2,4}-[A-Z]+(?:-[A-Z0-9]+)+"


@given("the engine has just started")
def fresh_engine(scenario: ScenarioContext) -> None:
    engine = scenario.client.engine
    restarts = getattr(engine, "restarts", 0)
    engine.restart()
    if hasattr(engine, "restarts"):
        engine.restarts = restarts  # the runner's own restart, not the engine's failure
    scenario.client._replay_hello()
    scenario.loaded = True  # nothing to load: the scenario is about having no game


@given("the engine has said hello")
def said_hello(scenario: ScenarioContext) -> None:
    """Nothing to send: the runner's ``hello`` came first (a scenario about the engine itself)."""
    scenario.client.hello()
    scenario.loaded = True


@given(parsers.re(r"a standard (?P<game>[a-z_]+) game between (?P<players>.+?) shuffled with seed (?P<seed>\d+)"))
def standard_game(scenario: ScenarioContext, game: str, players: str, seed: str) -> None:
    from ..boxes import BOXES

    fields = BOXES[game](random.Random(int(seed)), split_names(players))
    scenario.game = game
    response = scenario.client.call("new_game", **scenario.with_reading(fields))
    scenario.client.require_ok(response, "new_game")
    scenario.loaded = True
    scenario._absorb(response)


@given("its state is taken as the draft")
def state_as_draft(scenario: ScenarioContext) -> None:
    scenario.draft = scenario.state()
    scenario.draft_from_state = True
    scenario.kit = {}


def _draft(scenario: ScenarioContext) -> dict[str, Any]:
    """The draft: the one ``its state is taken as the draft`` took (a game may be running),
    or one built by the position steps (not yet sent)."""
    if scenario.draft is None:
        raise ValueError("no draft: start with 'its state is taken as the draft' or 'a <game> game between ...'")
    return scenario.draft if scenario.draft_from_state else scenario.need_draft()


@given(parsers.re(r"in the draft, (?P<pointer>/\S*) is (?!removed$)(?P<value>.+)"))
def draft_set(scenario: ScenarioContext, pointer: str, value: str) -> None:
    parent, key = container_of(_draft(scenario), pointer)
    new = json.loads(value)
    if isinstance(parent, list):
        if key == "-":
            parent.append(new)
        else:
            parent[int(key)] = new
    else:
        parent[key] = new


@given(parsers.re(r"in the draft, (?P<pointer>/\S*) is removed"))
def draft_remove(scenario: ScenarioContext, pointer: str) -> None:
    parent, key = container_of(_draft(scenario), pointer)
    del parent[int(key) if isinstance(parent, list) else key]


def _snapshot(scenario: ScenarioContext) -> None:
    """Remember the current game (if any) to check that a refusal changed nothing."""
    response = scenario.client.call("state")
    scenario.before = response["state"] if response["ok"] else None
    scenario.no_game_before = not response["ok"] and response["error"]["code"] == "no_game"


@when("the draft is loaded")
def draft_loaded(scenario: ScenarioContext) -> None:
    _snapshot(scenario)
    draft = _draft(scenario)
    if not scenario.draft_from_state and draft.get("interpretations") == scenario.interpretations:
        # The run's reading, as any load sends it: a key of an expansion only when that expansion is on.
        draft = {**draft, "interpretations": scenario.interpretations_for(draft.get("expansions") or ())}
    response = scenario.client.call("load_position", game=scenario.game, position=draft)
    scenario._absorb(response)


def _send(scenario: ScenarioContext, request: dict[str, Any]) -> dict[str, Any]:
    """Send ``request`` as written (plus an id); check the answer against the schemas."""
    client = scenario.client
    _snapshot(scenario)
    # under a route whose board is moved, the raw request goes out in the route's frame and
    # the answer comes back in the draft's (as FramedClient does for every other step)
    dx, dy = scenario.route.offset if scenario.route is not None else (0, 0)
    request = {"id": next(client._ids), **shift(request, -dx, -dy)}
    entry: dict[str, Any] = {"request": request, "response": None}
    client.transcript.append(entry)
    response: dict[str, Any] = shift(client.engine.request(request), dx, dy)
    entry["response"] = response
    if client.validate:
        if response.get("ok") is False:
            error = first_error("common#/$defs/error_response", response)
            if error:
                raise ProtocolViolation(f"error response fails common#/$defs/error_response at {error[0]}: {error[1]}",
                                        path=error[0])
        elif isinstance(request.get("cmd"), str) and request["cmd"].isidentifier():
            client._check_response(request["cmd"], request, response)
    scenario._absorb(response)
    return response


@when(parsers.re(r"the engine is sent (?P<text>\{.*\})$"))
def sent(scenario: ScenarioContext, text: str) -> None:
    _send(scenario, json.loads(text))


@when("the engine is sent:")
def sent_doc(scenario: ScenarioContext, docstring: str) -> None:
    _send(scenario, json.loads(docstring))


@when(parsers.re(r"the move (?P<text>\{.*\}) is tried"))
def move_tried(scenario: ScenarioContext, text: str) -> None:
    scenario.ensure_loaded()
    _send(scenario, {"cmd": "apply_move", "move": json.loads(text)})


@then(parsers.re(rf"the answer is the error (?P<code>[a-z_]+)(?: under (?P<rule>{_RULE}))?$"))
def answer_error(scenario: ScenarioContext, code: str, rule: str | None) -> None:
    """The exact error ``code`` (and ``rule``); the game (or the absence of one) unchanged."""
    last = scenario.last
    assert last is not None, "no request was sent"
    assert last["ok"] is False, f"the request should have been refused with {code}, but it was accepted"
    error = last["error"]
    assert error["code"] == code, f"expected error {code}, got {error['code']}: {error['message']}"
    if rule:
        assert error.get("rule") == rule, \
            f"refused under {json_text(error.get('rule'))} ({error['message']}), expected {rule}"
    after = scenario.client.call("state")
    if scenario.before is not None:
        same = after["ok"] and scenario.decided("state", after["state"]) == scenario.decided("state", scenario.before)
        assert same, "a refused request changed the game"
    elif scenario.no_game_before:
        assert not after["ok"] and after["error"]["code"] == "no_game", "a refused request started a game"


@then("the answer is accepted")
def answer_accepted(scenario: ScenarioContext) -> None:
    last = scenario.last
    assert last is not None and last["ok"], f"the request was refused: {json_text(last and last.get('error'))}"


@given("the engine has loaded the position:")
def loaded_position(scenario: ScenarioContext, docstring: str) -> None:
    """``load_position`` with the canonical position in the doc string (with the run's
    reading under the values it names itself); it must be accepted."""
    scenario.game = json.loads(docstring)["game"]
    position = scenario.with_reading(json.loads(docstring))
    if scenario._by_route():  # an engine without load_position: reached by play (features/README.md, "Routes")
        scenario._load_by_route(position)
        return
    response = scenario.client.call("load_position", game=position["game"], position=position)
    scenario.client.require_ok(response, "load_position")
    scenario.loaded = True
    scenario._absorb(response)


@when("the engine is asked to load the position:")
def load_attempt(scenario: ScenarioContext, docstring: str) -> None:
    """``load_position`` with the doc string's position, which may be refused; the game
    before it is kept to compare (the run's reading under the values it names itself)."""
    position = json.loads(docstring)
    scenario.loaded = True
    _snapshot(scenario)
    scenario.game = scenario.game or position["game"]
    position = scenario.with_reading(position)
    response = scenario.client.call("load_position", game=position["game"], position=position)
    scenario._absorb(response)


@then("the answer's events are exactly:")
def answer_events_exactly(scenario: ScenarioContext, docstring: str) -> None:
    """The events of the last answer, all fields, in order: for orders and flags the spec
    fixes (canonical order of features, ``figure_returned`` order, ``final`` flags, the
    draw before a discard)."""
    last = scenario.last
    assert last is not None and last["ok"], f"the last request was refused: {json_text(last and last.get('error'))}"
    wanted = json.loads(docstring)
    got = last.get("events", [])
    # places the schema leaves to the engine are not compared (spec/protocol.md §12a)
    wanted = [scenario.decided("event", w) for w in wanted]
    got = [scenario.decided("event", g) for g in got]
    count = "" if len(got) == len(wanted) else f"; {len(wanted)} events expected, {len(got)} reported"
    # exactly, as JSON: 0.0 is not written where 0 is (spec/protocol.md §2), true is not 1
    expect_same(got, wanted, f"the answer's events differ (every field, in order; /<event>/<field>){count}")


def standard_box(game: str, expansions: list[str]) -> dict[str, dict[str, int]]:
    """The standard box of ``game`` (with ``expansions``) from the spec's data: the tiles of
    every tile set of the game that has a start tile or is one of the expansions
    (``spec/tiles/*.json``, counts as printed, the start tile included), and the other
    components of ``spec/components.json``."""
    from rulebook_protocol.data import data_root

    spec = data_root() / "spec"
    box: dict[str, dict[str, int]] = {}
    for path in sorted((spec / "tiles").glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if data.get("game") == game and (data.get("start_tile") or data.get("set") in expansions):
            tiles = box.setdefault("tiles", {})
            for tile in data["tiles"]:
                tiles[tile["id"]] = tiles.get(tile["id"], 0) + tile["count"]
    components = json.loads((spec / "components.json").read_text(encoding="utf-8"))["games"].get(game, {})
    for kind, entry in components.items():
        box[kind] = dict(entry["counts"])
    return box


@then(parsers.re(r"the engine's standard box of (?P<game>[a-z_]+)(?: with (?P<names>[a-z_]+(?:(?:, | and )[a-z_]+)*))? "
                 r"is the one the spec describes"))
def box_matches(scenario: ScenarioContext, game: str, names: str | None) -> None:
    """``box`` (capability ``box``) against :func:`standard_box`: every kind, id and count.
    ``unsupported`` is not applicable only when ``hello`` does not declare ``box`` and these
    expansions for the game; an engine that declares them answers (spec/protocol.md ``box``)."""
    from ..pytest_plugin.applicability import applicability_problem

    expansions = split_names(names) if names else []
    fields: dict[str, Any] = {"game": game}
    if expansions:
        fields["expansions"] = expansions
    response = scenario.client.call("box", **fields)
    if not response["ok"] and response["error"]["code"] == "unsupported" \
            and applicability_problem(scenario.client.hello(), game, ["box", *expansions]) is None:
        raise AssertionError(f"box was refused as unsupported ({response['error']['message']}), but hello declares "
                             f"the capability box{' and ' + ', '.join(expansions) if expansions else ''} for {game}")
    response = scenario.client.require_ok(response, "box")
    declared, wanted = response["box"], standard_box(game, expansions)
    problems = []
    for kind in sorted(set(declared) | set(wanted)):
        mine, theirs = wanted.get(kind, {}), declared.get(kind, {})
        if kind not in declared:
            problems.append(f"{kind}: missing (the box holds {sum(mine.values())})")
            continue
        if kind not in wanted:
            problems.append(f"{kind}: not a component of the {game} box")
            continue
        for cid in sorted(set(mine) | set(theirs)):
            if mine.get(cid, 0) != theirs.get(cid, 0):
                problems.append(f"{kind} {cid}: {theirs.get(cid, 0)} declared, {mine.get(cid, 0)} in the box")
    assert not problems, "the engine's box differs from the spec: " + "; ".join(problems)


@then(parsers.re(r"in the state, (?P<pointer>/\S*) is (?P<value>.+)"))
def state_value(scenario: ScenarioContext, pointer: str, value: str) -> None:
    """The canonical state's value at a JSON Pointer equals the JSON ``value``."""
    state = scenario.state()
    parent, key = container_of(state, pointer)
    got = parent[int(key)] if isinstance(parent, list) else parent.get(key, "<missing>")
    assert got == json.loads(value), f"state {pointer} should be {value}; it is {json.dumps(got)}"


def _perft(scenario: ScenarioContext, depth: int) -> dict[str, Any]:
    """The engine's answer to ``perft`` at ``depth`` from the current position (capability ``perft``)."""
    scenario.ensure_loaded()
    response: dict[str, Any] = scenario.client.require_ok(scenario.client.call("perft", depth=depth), "perft")
    return response


@then(parsers.re(r"perft to depth (?P<depth>\d) counts (?P<nodes>\d+)$"))
def perft_counts(scenario: ScenarioContext, depth: str, nodes: str) -> None:
    """``perft`` at ``depth`` answers ``nodes`` sequences (spec/protocol.md §4 ``perft``: depth 0
    is 1 whatever is pending; a pending chance decision gives 0 at every depth from 1)."""
    got = _perft(scenario, int(depth))["nodes"]
    assert got == int(nodes), f"perft to depth {depth} should count {nodes}; the engine counts {json_text(got)}"


@then(parsers.re(r"perft to depth (?P<depth>\d) leaves the game unchanged$"))
def perft_unchanged(scenario: ScenarioContext, depth: str) -> None:
    """``state`` and ``legal_moves`` are the same after ``perft`` as before (spec/protocol.md §4
    ``perft``: the game is not changed), compared field for field but for free places (§12a)."""
    scenario.ensure_loaded()
    state_before = scenario.state()
    moves_before = scenario.client.require_ok(scenario.client.call("legal_moves"), "legal_moves")
    _perft(scenario, int(depth))
    state_after = scenario.state()
    moves_after = scenario.client.require_ok(scenario.client.call("legal_moves"), "legal_moves")
    expect_equal(scenario.decided("state", state_after), scenario.decided("state", state_before),
                 f"perft to depth {depth} changed the game state")
    expect_equal({k: moves_after.get(k) for k in ("pending", "moves", "count")},
                 {k: moves_before.get(k) for k in ("pending", "moves", "count")},
                 f"perft to depth {depth} changed the legal moves")

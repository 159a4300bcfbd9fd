"""Steps for the protocol contract (spec/protocol.md §13): the points where
an engine author had to guess what a request, a position or a state field
means.  They work on raw fields by JSON Pointer (RFC 6901), so a scenario
can state exactly the field the contract is about:

- **Given** ``the position's /turn/part is 2`` — set a field of the draft
  position (any JSON value); ``the position's /players/0/supply/pig is left
  out`` removes one.
- **When** ``the runner sends new_game:`` — a doc string with the request's
  fields (JSON object); the answer is kept for the Then steps, which may
  expect a refusal (``the request is rejected with bad_request``).
- **Then** ``the request is accepted``; ``the state's /turn/number is 72``
  (JSON value); ``the <type> events are, in order:`` — a doc string with a
  JSON list; every event of that type, in order, must carry the fields given
  (and may carry more).

(PYTEST_DONT_REWRITE: failure messages are the steps' own, in JSON terms; see
:mod:`rulebook.mismatch`.)
"""
from __future__ import annotations

import json
from typing import Any

from pytest_bdd import given, parsers, then, when

from ..mismatch import Mismatch, json_text
from .context import ScenarioContext
from .pointer import parent as container_of
from .pointer import resolve

__all__ = ["events_of_type", "position_field", "position_field_left_out", "request_accepted", "runner_sends",
           "state_field"]


@given(parsers.re(r"the position's (?P<pointer>/\S*) is left out"))
def position_field_left_out(scenario: ScenarioContext, pointer: str) -> None:
    draft = scenario.need_draft()
    parent, key = container_of(draft, pointer)
    if isinstance(parent, list):
        del parent[int(key)]
    else:
        parent.pop(key)
        player = pointer.split("/")
        if len(player) == 5 and player[1] == "players" and player[3] == "supply":
            # the kit bookkeeping must not put the kind back when the draft is sent
            scenario.kit.get(draft["players"][int(player[2])]["name"], {}).pop(key, None)


@given(parsers.re(r"the position's (?P<pointer>/\S*) is (?P<value>(?!left out$).+)"))
def position_field(scenario: ScenarioContext, pointer: str, value: str) -> None:
    draft = scenario.need_draft()
    parent, key = container_of(draft, pointer)
    parsed = json.loads(value)
    if isinstance(parent, list):
        index = int(key)
        if index == len(parent):
            parent.append(parsed)
        else:
            parent[index] = parsed
    else:
        parent[key] = parsed
    parts = pointer.split("/")
    if len(parts) == 5 and parts[1] == "players" and parts[3] == "supply":
        scenario.explicit_supply.add((draft["players"][int(parts[2])]["name"], key))


@when(parsers.re(r"the runner sends (?P<cmd>[a-z_]+):"))
def runner_sends(scenario: ScenarioContext, cmd: str, docstring: str) -> None:
    """One request with the doc string's fields; the answer may be a refusal.  A
    ``new_game`` or a ``load_position``'s position gets the run's reading under the
    interpretations it names itself (:meth:`ScenarioContext.with_reading`)."""
    fields = json.loads(docstring)
    if cmd in ("new_game", "load_position"):
        scenario.game = fields.get("game", scenario.game)
        scenario.loaded = True
        if cmd == "new_game" and isinstance(fields, dict):
            fields = scenario.with_reading(fields)
        elif isinstance(fields, dict) and isinstance(fields.get("position"), dict):
            fields = {**fields, "position": scenario.with_reading(fields["position"])}
    else:
        scenario.ensure_loaded()
        scenario.snapshot()
    response = scenario.client.call(cmd, **fields)
    scenario._absorb(response)


@then("the request is accepted")
def request_accepted(scenario: ScenarioContext) -> None:
    last = scenario.last
    assert last is not None, "no request was sent"
    assert last["ok"], f"the request should be accepted, but: {json_text(last.get('error'))}"


@then(parsers.re(r"the state's (?P<pointer>/\S*) is (?P<value>.+)"))
def state_field(scenario: ScenarioContext, pointer: str, value: str) -> None:
    want = json.loads(value)
    state = scenario.state()
    try:
        got = resolve(state, pointer)
    except (KeyError, IndexError):
        raise AssertionError(f"the state has no {pointer}") from None
    got = scenario.as_if_loaded(pointer, got)
    if got != want:
        raise Mismatch(f"the state's {pointer} differs (pointers below are inside that value)", want, got)


def _matches(event: Any, want: Any) -> bool:
    if isinstance(want, dict):
        return isinstance(event, dict) and all(k in event and _matches(event[k], v) for k, v in want.items())
    return bool(event == want)


@then(parsers.re(r"the (?P<kind>[a-z_]+) events are, in order:"))
def events_of_type(scenario: ScenarioContext, kind: str, docstring: str) -> None:
    want = json.loads(docstring)
    got = [e for e in scenario.events if e["type"] == kind]
    if not (len(got) == len(want) and all(_matches(g, w) for g, w in zip(got, want))):
        # Each event on the fields the scenario gives (it may carry more), so only those differ.
        raise Mismatch(f"the {kind} events differ (on the fields given; /<event>/<field>)", want,
                       [_on(g, w) for g, w in zip(got, want)] + got[len(want):])


def _on(event: Any, want: Any) -> Any:
    """``event`` on the fields of ``want`` (nested objects too), the fields it lacks left
    out, and a value :func:`_matches` takes as equal shown as ``want``'s."""
    if isinstance(want, dict) and isinstance(event, dict):
        return {k: _on(event[k], v) for k, v in want.items() if k in event}
    return want if _matches(event, want) else event

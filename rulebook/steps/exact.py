"""Exact assertions on JSON values, for the scenarios ``rulebook fuzz`` exports.

A divergence the phrasebook cannot state (a ``turn.number`` off by one,
figures listed in the wrong canonical order, a field of an event no table
column shows) is asserted as the reference's JSON value, compared exactly
(JSON types: ``true`` is not ``1``; lists in order; objects key order free); a failure
names each differing field by JSON Pointer (:class:`rulebook.mismatch.Mismatch`):

- ``the state at /turn is {"number": 3, ...}`` or ``the state at /figures is:``
  with a JSON doc string — the value at a JSON Pointer into the canonical
  state (spec/protocol.md §9).
- ``the state has nothing at /tiles`` — a field the spec says is present only
  sometimes (e.g. ``tiles`` only with custom tiles) is absent.
- ``event 4 is:`` with a JSON doc string — the 5th event the engine reported
  in this scenario (counting from 0, across every response).

Places the schemas leave to the engine (``x-engine-free``, spec/protocol.md §12a) are
never compared.
"""
from __future__ import annotations

import json
from typing import Any

from pytest_bdd import parsers, then

from ..mismatch import ABSENT, Mismatch, expect_same
from .context import ScenarioContext
from .pointer import resolve


def _at(value: Any, pointer: str) -> Any:
    """The value at a JSON Pointer (:mod:`.pointer`); ``KeyError`` naming the pointer."""
    try:
        return resolve(value, pointer) if pointer else value
    except (KeyError, IndexError, ValueError, TypeError):
        raise KeyError(f"the state has nothing at {pointer}") from None


def _check_state(scenario: ScenarioContext, pointer: str, text: str) -> None:
    want = json.loads(text)
    got = _at(scenario.state(), pointer)
    expect_same(scenario.decided("state", got, pointer), scenario.decided("state", want, pointer),
                f"the state at {pointer} differs (pointers below are inside that value)")


@then(parsers.re(r"the state at (?P<pointer>/\S*) is (?P<text>[^:].*)$"))
def state_value(scenario: ScenarioContext, pointer: str, text: str) -> None:
    _check_state(scenario, pointer, text)


@then(parsers.re(r"the state has nothing at (?P<pointer>/\S+)$"))
def state_absent(scenario: ScenarioContext, pointer: str) -> None:
    """The state holds no value at ``pointer`` (an optional field left out, not ``null``)."""
    try:
        got = _at(scenario.state(), pointer)
    except KeyError:
        return
    raise AssertionError(f"the state should have nothing at {pointer}; it has {json.dumps(got)}")


@then(parsers.re(r"the state at (?P<pointer>/\S*) is:$"))
def state_block(scenario: ScenarioContext, pointer: str, docstring: str) -> None:
    _check_state(scenario, pointer, docstring)


@then(parsers.re(r"event (?P<index>\d+) is:$"))
def event_is(scenario: ScenarioContext, index: str, docstring: str) -> None:
    want = json.loads(docstring)
    events = scenario.events
    i = int(index)
    if i >= len(events):
        raise Mismatch(f"event {i} is missing: only {len(events)} event(s) were reported", want, ABSENT)
    expect_same(scenario.decided("event", events[i]), scenario.decided("event", want),
                f"event {i} differs (pointers below are inside the event)")

"""Steps for chance decisions (spec/protocol.md §7a, capability ``chance``).

A scenario states the order chance gives, in the words of the game: the pile
is the decision's ``pile`` with spaces for underscores (``the landscape
discards`` is ``landscape_discards``), the order is top first::

    Then chance must shuffle the landscape discards: eagle, wagon
    When chance shuffles the landscape discards into wagon, eagle
    When chance tries to shuffle the landscape discards into eagle, eagle
    When chance shuffles the token supply with seed 7
    When a player tries to pass before chance has shuffled
    Then no chance decision is pending

Scenarios using them carry ``@requires:chance``.

(PYTEST_DONT_REWRITE: failure messages are the steps' own, in JSON terms; see
:mod:`rulebook.mismatch`.)
"""
from __future__ import annotations

from typing import Any

from pytest_bdd import parsers, then, when

from ..chance import is_chance, resolve_seeded, stated
from ..mismatch import json_text
from .context import ScenarioContext, split_list

__all__ = ["chance_must_shuffle", "chance_shuffles", "chance_shuffles_seeded", "chance_tries", "no_chance",
           "player_moves_during_chance"]

_PILE = r"the (?P<pile>[a-z ]+?)"


def _chance(scenario: ScenarioContext, pile: str) -> dict[str, Any]:
    """The pending decision, asserting it is chance shuffling ``pile``."""
    scenario.ensure_loaded()
    pending = scenario.pending
    assert pending is not None and is_chance(pending), \
        f"chance should have to shuffle the {pile}, but the engine waits for {json_text(pending)}"
    want = pile.replace(" ", "_")
    assert pending["pile"] == want, f"chance should shuffle the {pile}, but it shuffles the {pending['pile']}"
    return pending


@then(parsers.re(rf"chance must shuffle {_PILE}: (?P<items>.+)$"))
def chance_must_shuffle(scenario: ScenarioContext, pile: str, items: str) -> None:
    """The pending chance decision shuffles ``pile`` and exactly ``items``
    (compared as a multiset: the engine lists them sorted)."""
    pending = _chance(scenario, pile)
    assert sorted(pending["items"]) == sorted(split_list(items)), (
        f"chance should shuffle {items}; the engine offers {', '.join(pending['items'])}")


@when(parsers.re(rf"chance shuffles {_PILE} into (?P<order>.+)$"))
def chance_shuffles(scenario: ScenarioContext, pile: str, order: str) -> None:
    """Answer the chance decision with ``order`` (top first); it must be accepted."""
    scenario.move(stated(_chance(scenario, pile), split_list(order)), must_succeed=True)


@when(parsers.re(rf"chance tries to shuffle {_PILE} into (?P<order>.*)$"))
def chance_tries(scenario: ScenarioContext, pile: str, order: str) -> None:
    """Answer with ``order`` (empty: no items), which may be refused."""
    scenario.move(stated(_chance(scenario, pile), split_list(order)), must_succeed=False)


@when(parsers.re(rf"chance shuffles {_PILE} with seed (?P<seed>\d+)$"))
def chance_shuffles_seeded(scenario: ScenarioContext, pile: str, seed: str) -> None:
    """Answer with the order :func:`rulebook.chance.resolve_seeded` draws."""
    scenario.move(resolve_seeded(_chance(scenario, pile), int(seed)), must_succeed=True)


@when("a player tries to pass before chance has shuffled")
def player_moves_during_chance(scenario: ScenarioContext) -> None:
    """A player's move (``pass``) while chance is pending: it may be refused."""
    scenario.ensure_loaded()
    assert is_chance(scenario.pending), \
        f"chance should be pending, but the engine waits for {json_text(scenario.pending)}"
    scenario.move({"type": "pass"}, must_succeed=False)


@then("no chance decision is pending")
def no_chance(scenario: ScenarioContext) -> None:
    scenario.ensure_loaded()
    assert not is_chance(scenario.pending), f"chance should not be pending, but it is: {json_text(scenario.pending)}"

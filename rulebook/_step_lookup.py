"""Find each step's definitions once per step text, not once per scenario.

pytest-bdd looks up the definitions matching a step anew for every step of
every scenario: it asks pytest for the definitions of *every* fixture name
visible to the test (``find_fixturedefs_for_step``), which costs ~100 look-ups
per step and was about a third of ``rulebook check``'s time (453 scenarios,
~3,900 steps).  The step definitions are fixed once collection is over, and
which definitions a test sees depends only on where it is defined (its parent:
the module binding the feature files), so the answer for one step text of one
type under one parent is the same every time.  This plugin memoises it, keyed
on ``(step type, step text, parent node id)``, one memo per session.

Registered from :mod:`rulebook.pytest_plugin` (``pytest_plugins``); it wraps
``pytest_bdd.scenario.find_fixturedefs_for_step`` for the session and restores
it at the end.  When pytest-bdd has no such function (another version), it
does nothing and the lookup stays pytest-bdd's own.
"""
from __future__ import annotations

import importlib
from typing import Any

import pytest

_ORIGINAL = "_rulebook_original_find_fixturedefs_for_step"


def _scenario_module() -> Any:
    # ``pytest_bdd.scenario`` is shadowed by the ``scenario`` function in the
    # package namespace, so import the module by name.
    return importlib.import_module("pytest_bdd.scenario")


def pytest_configure(config: pytest.Config) -> None:
    module = _scenario_module()
    find = getattr(module, "find_fixturedefs_for_step", None)
    if find is None or hasattr(module, _ORIGINAL):
        return

    def find_once(step: Any, fixturemanager: Any, node: Any) -> list[Any]:
        # one memo per pytest session (its fixture manager)
        found = fixturemanager.__dict__.setdefault("_rulebook_step_definitions", {})
        parent = node.parent.nodeid if node.parent is not None else ""
        key = (step.type, step.name, parent)
        definitions = found.get(key)
        if definitions is None:
            definitions = found[key] = list(find(step=step, fixturemanager=fixturemanager, node=node))
        return list(definitions)

    setattr(module, _ORIGINAL, find)
    module.find_fixturedefs_for_step = find_once


def pytest_unconfigure(config: pytest.Config) -> None:
    module = _scenario_module()
    original = getattr(module, _ORIGINAL, None)
    if original is not None:
        module.find_fixturedefs_for_step = original
        delattr(module, _ORIGINAL)

"""Look up the step definitions a scenario can use once per test module, not per step.

pytest-bdd looks up the definitions matching a step anew for every step of
every scenario: it asks pytest for the definitions of *every* fixture name
visible to the test (``find_fixturedefs_for_step``), which costs ~100 look-ups
per step and was about a third of ``rulebook check``'s time (453 scenarios,
~3,900 steps).  The step definitions are fixed once collection is over, and
which definitions a test sees depends only on where it is defined (its parent:
the module binding the feature files), so the step definitions a test can see are
the same for every test under one parent.  This plugin asks pytest for them
once per parent node (and session), then applies pytest-bdd's own filter
(step type, then the step's parser) to that short list for each step.

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
    needed = ("find_fixturedefs_for_step", "get_fixture_names", "getfixturedefs", "step_function_context_registry")
    if not all(hasattr(module, name) for name in needed) or hasattr(module, _ORIGINAL):
        return
    contexts = module.step_function_context_registry

    def step_definitions(fixturemanager: Any, node: Any) -> list[tuple[Any, Any]]:
        """(fixture definition, step context) of every step definition visible
        to ``node``, asked of pytest once per parent node and session."""
        memo = fixturemanager.__dict__.setdefault("_rulebook_step_definitions", {})
        parent = node.parent.nodeid if node.parent is not None else ""
        visible = memo.get(parent)
        if visible is None:
            visible = memo[parent] = [
                (fixturedef, contexts[fixturedef.func])
                for name in module.get_fixture_names(fixturemanager=fixturemanager)
                for fixturedef in module.getfixturedefs(fixturemanager, name, node) or []
                if fixturedef.func in contexts]
        return visible

    def find(step: Any, fixturemanager: Any, node: Any) -> list[Any]:
        # pytest-bdd's own filter, applied to the remembered definitions
        return [fixturedef for fixturedef, context in step_definitions(fixturemanager, node)
                if (context.type is None or context.type == step.type) and context.parser.is_matching(step.name)]

    setattr(module, _ORIGINAL, module.find_fixturedefs_for_step)
    module.find_fixturedefs_for_step = find


def pytest_unconfigure(config: pytest.Config) -> None:
    module = _scenario_module()
    original = getattr(module, _ORIGINAL, None)
    if original is not None:
        module.find_fixturedefs_for_step = original
        delattr(module, _ORIGINAL)

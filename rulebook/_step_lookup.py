"""Make pytest-bdd's per-step work once per distinct step, not once per step.

pytest-bdd looks up the definitions matching a step anew for every step of
every scenario: it asks pytest for the definitions of *every* fixture name
visible to the test (``find_fixturedefs_for_step``), which costs ~100 look-ups
per step and was about a third of ``rulebook check``'s time (453 scenarios,
~3,900 steps).  The step definitions are fixed once collection is over, and
which definitions a test sees depends only on where it is defined (its parent:
the module binding the feature files), so the step definitions a test can see are
the same for every test under one parent.  This plugin asks pytest for them
once per parent node (and session), then applies pytest-bdd's own filter
(step type, then the step's parser) once per distinct step text and type
under that parent (the suite repeats the same steps thousands of times).

Three more per-step costs are remembered the same way (issue 15, measured
with cProfile on ``rulebook check``): ``inspect.signature`` of the step
function and its required arguments (pytest-bdd asks twice per step), and the
deep copy of a step's data table when the scenario has no ``Examples``
parameters to put into it (pytest-bdd copies it to substitute ``<param>``
placeholders; without parameters the copy equals the original, and steps
receive ``datatable.raw()``, fresh lists, never the table itself).

Registered from :mod:`rulebook.pytest_plugin` (``pytest_plugins``); it wraps
``pytest_bdd.scenario.find_fixturedefs_for_step``, ``signature`` and
``get_required_args``, and ``pytest_bdd.parser.Step.render_datatable`` for
the session and restores them at the end.  When pytest-bdd lacks one of them
(another version), that one stays pytest-bdd's own.
"""
from __future__ import annotations

import functools
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
        # pytest-bdd's own filter, applied to the remembered definitions,
        # once per (parent, step type, step text)
        memo = fixturemanager.__dict__.setdefault("_rulebook_step_matches", {})
        key = (node.parent.nodeid if node.parent is not None else "", step.type, step.name)
        found = memo.get(key)
        if found is None:
            found = memo[key] = [
                fixturedef for fixturedef, context in step_definitions(fixturemanager, node)
                if (context.type is None or context.type == step.type) and context.parser.is_matching(step.name)]
        return list(found)

    # Only the session that patched restores (a run nested in another, as
    # in the project's tests, finds the outer session's patches in place).
    patched: list[tuple[Any, str, Any]] = []
    config.stash[_PATCHED] = patched
    setattr(module, _ORIGINAL, module.find_fixturedefs_for_step)
    module.find_fixturedefs_for_step = find
    _patch(patched, module, "signature", functools.lru_cache(maxsize=None)(module.signature))
    _patch(patched, module, "get_required_args", _cached_required_args(module.get_required_args))
    step_class = getattr(importlib.import_module("pytest_bdd.parser"), "Step", None)
    if step_class is not None and "render_datatable" in vars(step_class):
        _patch(patched, step_class, "render_datatable", staticmethod(_render_datatable(step_class.render_datatable)))


_PATCHED = pytest.StashKey[list]()


def _patch(patched: list[tuple[Any, str, Any]], owner: Any, name: str, replacement: Any) -> None:
    """Replace ``owner.name`` for the session (restored at unconfigure)."""
    if name in vars(owner):
        patched.append((owner, name, vars(owner)[name]))
        setattr(owner, name, replacement)


def _cached_required_args(original: Any) -> Any:
    cache: dict[Any, list[str]] = {}

    def get_required_args(func: Any) -> list[str]:
        args = cache.get(func)
        if args is None:
            args = cache[func] = original(func)
        return list(args)

    return get_required_args


def _render_datatable(original: Any) -> Any:
    def render_datatable(datatable: Any, context: Any) -> Any:
        # no parameters to substitute: the rendered table equals the parsed one
        return datatable if not context else original(datatable, context)

    return render_datatable


def pytest_unconfigure(config: pytest.Config) -> None:
    patched = config.stash.get(_PATCHED, None)
    if patched is None:
        return  # this session patched nothing
    module = _scenario_module()
    module.find_fixturedefs_for_step = getattr(module, _ORIGINAL)
    delattr(module, _ORIGINAL)
    while patched:
        owner, name, value = patched.pop()
        setattr(owner, name, value)

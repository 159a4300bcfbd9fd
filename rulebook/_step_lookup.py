"""Make pytest-bdd's per-step work once per distinct step, not once per step,
in rulebook runs only.

pytest-bdd looks up the definitions matching a step anew for every step of
every scenario: it asks pytest for the definitions of *every* fixture name
visible to the test (``find_fixturedefs_for_step``), which costs ~100 look-ups
per step and was about a third of ``rulebook check``'s time (453 scenarios,
~3,900 steps; bench/README.md).  The step definitions are fixed once collection is over, and
which definitions a test sees depends only on where it is defined (its parent:
the module binding the feature files), so the step definitions a test can see are
the same for every test under one parent.  This plugin asks pytest for them
once per parent node (and session), then applies pytest-bdd's own filter
(step type, then the step's parser) once per distinct step text and type
under that parent (the suite repeats the same steps thousands of times).

Three more per-step costs are remembered the same way (measured with
cProfile on ``rulebook check``, bench/README.md): ``inspect.signature`` of the
step function and its required arguments (pytest-bdd asks twice per step), and the
deep copy of a step's data table when the scenario has no ``Examples``
parameters to put into it (pytest-bdd copies it to substitute ``<param>``
placeholders; without parameters the copy equals the original, and steps
receive ``datatable.raw()``, fresh lists, never the table itself).

When: registered from :mod:`rulebook.pytest_plugin` (``pytest_plugins``), so
loaded in every pytest session of the environment, it patches only a rulebook
run (:func:`is_rulebook_run`: a ``--rulebook-*`` option is given, or a
scenario of the conformance suite, a ``.feature`` under
:func:`rulebook.features_dir`, was collected).  It decides when collection is
over (``pytest_collection_finish``), wraps
``pytest_bdd.scenario.find_fixturedefs_for_step``, ``signature`` and
``get_required_args``, and ``pytest_bdd.parser.Step.render_datatable`` for
the rest of the session, and restores them at ``pytest_unconfigure``.  Any
other pytest-bdd project keeps pytest-bdd's own functions.

Which pytest-bdd: the versions :data:`SUPPORTED_MAJOR` names, with every
function above where this module expects it (:func:`unsupported`).  Any
other pytest-bdd keeps its own look-up (slower, same outcomes) and the run
shows a :class:`pytest.PytestWarning` saying why.
"""
from __future__ import annotations

import functools
import importlib
import importlib.metadata
import inspect
import warnings
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

import pytest

if TYPE_CHECKING:
    from _pytest.fixtures import FixtureDef, FixtureManager
    from _pytest.nodes import Node
    from pytest_bdd.gherkin_parser import DataTable
    from pytest_bdd.parser import Step
    from pytest_bdd.steps import StepFunctionContext

#: The major versions of pytest-bdd whose internals this module replaces
#: (pyproject.toml requires ``pytest-bdd>=9,<10``).
SUPPORTED_MAJOR = (9,)

#: What :func:`install` replaces or uses in ``pytest_bdd.scenario``, with the
#: parameters of the functions it replaces.
_SCENARIO_NAMES: dict[str, tuple[str, ...] | None] = {
    "find_fixturedefs_for_step": ("step", "fixturemanager", "node"),
    "signature": None,
    "get_required_args": ("func",),
    "get_fixture_names": ("fixturemanager",),
    "getfixturedefs": ("fixturemanager", "fixturename", "node"),
    "step_function_context_registry": None,
}

#: A patch: (owner, attribute, the value it had).
Patch = tuple[object, str, object]
_PATCHED = pytest.StashKey[list[Patch]]()
#: The outermost patch in force (a run nested in another, as in the project's
#: tests, finds the outer session's patches in place and leaves them alone).
_INSTALLED: list[pytest.Config] = []


def _scenario_module() -> ModuleType:
    # ``pytest_bdd.scenario`` is shadowed by the ``scenario`` function in the
    # package namespace, so import the module by name.
    return importlib.import_module("pytest_bdd.scenario")


def _parser_module() -> ModuleType:
    return importlib.import_module("pytest_bdd.parser")


def _parameters(function: Callable[..., object]) -> tuple[str, ...] | None:
    try:
        return tuple(inspect.signature(function).parameters)
    except (TypeError, ValueError):
        return None


def unsupported(version: str | None = None, scenario_module: ModuleType | None = None,
                parser_module: ModuleType | None = None) -> str | None:
    """Why the installed pytest-bdd (or the one given) is not one this module
    can patch, else ``None``."""
    if version is None:
        try:
            version = importlib.metadata.version("pytest-bdd")
        except importlib.metadata.PackageNotFoundError:
            version = "(unknown version)"
    major = version.split(".", 1)[0]
    if not major.isdigit() or int(major) not in SUPPORTED_MAJOR:
        supported = ", ".join(f"{m}.x" for m in SUPPORTED_MAJOR)
        return f"pytest-bdd {version} is not a version it was written for ({supported})"
    module = scenario_module or _scenario_module()
    for name, parameters in _SCENARIO_NAMES.items():
        if not hasattr(module, name):
            return f"pytest-bdd {version} has no pytest_bdd.scenario.{name}"
        if parameters is not None and _parameters(getattr(module, name)) != parameters:
            return f"pytest_bdd.scenario.{name} of pytest-bdd {version} takes other parameters"
    step_class = getattr(parser_module or _parser_module(), "Step", None)
    render = vars(step_class).get("render_datatable") if isinstance(step_class, type) else None
    if not isinstance(render, staticmethod) or _parameters(render.__func__) != ("datatable", "context"):
        return f"pytest_bdd.parser.Step.render_datatable of pytest-bdd {version} is not what it expects"
    return None


def is_rulebook_run(config: pytest.Config, items: Iterable[pytest.Item]) -> bool:
    """Whether the session is a rulebook run: a ``--rulebook-*`` option is
    given (on the command line, or set away from its default), or one of
    ``items`` is a scenario of a ``.feature`` under :func:`rulebook.features_dir`."""
    if any(str(arg).startswith("--rulebook-") for arg in config.invocation_params.args):
        return True
    from rulebook.check_options import plugin_options

    for option in plugin_options():
        if config.getoption(option.plugin_dest, None) not in (None, option.plugin_default, []):
            return True
    from rulebook import features_dir
    from rulebook.errors import UsageError
    from rulebook.pytest_plugin.metadata import scenario_template

    try:
        features = features_dir().resolve()
    except UsageError:
        return False
    for item in items:
        template = scenario_template(item)
        if template is not None and features in _resolved(template.feature.filename).parents:
            return True
    return False


@functools.cache
def _resolved(filename: str) -> Path:
    return Path(filename).resolve()


@pytest.hookimpl(trylast=True)
def pytest_collection_finish(session: pytest.Session) -> None:
    """Patch pytest-bdd for the rest of a rulebook run (restored at unconfigure)."""
    config = session.config
    if _INSTALLED or not is_rulebook_run(config, session.items):
        return
    problem = unsupported()
    if problem is not None:
        warnings.warn(pytest.PytestWarning(
            f"rulebook: {problem}, so rulebook/_step_lookup.py leaves pytest-bdd's own step look-up in place "
            "(the same outcomes, more slowly)"), stacklevel=1)
        return
    install(config)


def install(config: pytest.Config) -> None:
    """Replace pytest-bdd's per-step functions by the remembering ones, until
    :func:`pytest_unconfigure` of ``config``."""
    module = _scenario_module()
    contexts: WeakKeyDictionary[Callable[..., object], StepFunctionContext] = module.step_function_context_registry
    get_fixture_names: Callable[..., list[str]] = module.get_fixture_names
    getfixturedefs: Callable[[FixtureManager, str, Node], Sequence[FixtureDef[object]] | None] = module.getfixturedefs
    #: per session (its fixture manager): parent node id → (definition, context) of every step definition it sees
    visible_memo: WeakKeyDictionary[FixtureManager, dict[str, list[tuple[FixtureDef[object], StepFunctionContext]]]]
    visible_memo = WeakKeyDictionary()
    #: per session: (parent node id, step type, step text) → the definitions matching the step
    match_memo: WeakKeyDictionary[FixtureManager, dict[tuple[str, str, str], list[FixtureDef[object]]]]
    match_memo = WeakKeyDictionary()

    def step_definitions(fixturemanager: FixtureManager, node: Node) -> list[tuple[FixtureDef[object],
                                                                                  StepFunctionContext]]:
        """(fixture definition, step context) of every step definition visible
        to ``node``, asked of pytest once per parent node and session."""
        memo = visible_memo.setdefault(fixturemanager, {})
        parent = node.parent.nodeid if node.parent is not None else ""
        visible = memo.get(parent)
        if visible is None:
            visible = memo[parent] = [
                (fixturedef, contexts[fixturedef.func])
                for name in get_fixture_names(fixturemanager=fixturemanager)
                for fixturedef in getfixturedefs(fixturemanager, name, node) or []
                if fixturedef.func in contexts]
        return visible

    def find_fixturedefs_for_step(step: Step, fixturemanager: FixtureManager, node: Node) -> list[FixtureDef[object]]:
        # pytest-bdd's own filter, applied to the remembered definitions,
        # once per (parent, step type, step text)
        memo = match_memo.setdefault(fixturemanager, {})
        key = (node.parent.nodeid if node.parent is not None else "", step.type, step.name)
        found = memo.get(key)
        if found is None:
            found = memo[key] = [
                fixturedef for fixturedef, context in step_definitions(fixturemanager, node)
                if (context.type is None or context.type == step.type) and context.parser.is_matching(step.name)]
        return list(found)

    patched: list[Patch] = []
    _patch(patched, module, "find_fixturedefs_for_step", find_fixturedefs_for_step)
    _patch(patched, module, "signature", functools.lru_cache(maxsize=None)(module.signature))
    _patch(patched, module, "get_required_args", _cached_required_args(module.get_required_args))
    step_class = _parser_module().Step
    _patch(patched, step_class, "render_datatable", staticmethod(_render_datatable(step_class.render_datatable)))
    config.stash[_PATCHED] = patched
    _INSTALLED.append(config)


def _patch(patched: list[Patch], owner: object, name: str, replacement: object) -> None:
    """Replace ``owner.name`` (restored at unconfigure)."""
    patched.append((owner, name, vars(owner)[name]))
    setattr(owner, name, replacement)


def _cached_required_args(original: Callable[[Callable[..., object]], list[str]]
                          ) -> Callable[[Callable[..., object]], list[str]]:
    cache: dict[Callable[..., object], list[str]] = {}

    def get_required_args(func: Callable[..., object]) -> list[str]:
        args = cache.get(func)
        if args is None:
            args = cache[func] = original(func)
        return list(args)

    return get_required_args


def _render_datatable(original: Callable[[DataTable, Mapping[str, object]], DataTable]
                      ) -> Callable[[DataTable, Mapping[str, object]], DataTable]:
    def render_datatable(datatable: DataTable, context: Mapping[str, object]) -> DataTable:
        # no parameters to substitute: the rendered table equals the parsed one
        return datatable if not context else original(datatable, context)

    return render_datatable


def pytest_unconfigure(config: pytest.Config) -> None:
    patched = config.stash.get(_PATCHED, None)
    if patched is None:
        return  # this session patched nothing
    while patched:
        owner, name, value = patched.pop()
        setattr(owner, name, value)
    _INSTALLED.remove(config)

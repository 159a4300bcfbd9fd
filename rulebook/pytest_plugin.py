"""The ``rulebook`` pytest plugin (entry point ``pytest11: rulebook``).

It is loaded in every pytest run, and does nothing visible unless the run
collects pytest-bdd scenarios or asks for a report.

Options
    ``--engine CMD``           engine under test (default: the in-process reference engine);
                               passed to :func:`rulebook.engines.open_engine`.
    ``--engine-timeout SECONDS``  per-request timeout (default 10).
    ``--rulebook-report PATH`` write the JSON Lines report (:mod:`rulebook.report`).
    ``--rulebook-expectations FILE``  known failures (:mod:`rulebook.expectations`): each
                               scenario the file lists gets ``pytest.mark.xfail(reason=..., strict=False)``
                               at collection, so it reports ``xfailed`` (with the file's reason)
                               or ``xpassed``.  A malformed file is a usage error; unknown keys
                               and entries matching no collected scenario are printed as
                               ``rulebook expectations: warning: ...`` lines in the terminal summary.
    ``--setup auto|route|load_position``  how a draft position reaches the engine
                               (:mod:`rulebook.route`); ``auto``: a route for an engine that does
                               not declare ``load_position`` for the game.
    ``--rulebook-progress auto|on|off``  a rich progress line (scenarios done / total, current
                               game) instead of pytest's dots; ``auto`` (what ``rulebook check``
                               passes): only when stdout is a terminal; never in xdist workers
                               (the controller shows it) nor with ``-v``.  Default ``off``.

Tags and markers
    The Gherkin tags ``@id:X``, ``@rule:X``, ``@source:X``, ``@requires:X``,
    ``@interp:key=value`` and ``@game:X`` become the markers ``id``, ``rule``,
    ``source``, ``requires``, ``interp`` and ``game``, applied as
    ``pytest.mark.<name>("X", value="X")`` (hook ``pytest_bdd_apply_tag``).
    Other tags keep pytest-bdd's default handling.  Every scenario without a
    ``@game`` tag gets ``game(<folder under features/>)`` at collection.

    A test that is not a pytest-bdd scenario becomes one for the report (and
    for applicability, expectations and selection) when it carries the marker
    ``rulebook_scenario(id=..., title=..., game=..., feature=..., rules=[...],
    sources=[...], requires=[...], interpretations=[...])``; every keyword is
    optional (``id`` defaults to the node id).  The perft checks
    (``rulebook/suite/test_perft.py``) use it.
    pytest's ``-m`` matches marker *keyword* arguments, so select with::

        -m "rule(value='CAR-R-ROAD-2')"
        -m "game(value='carcassonne') and not requires"
        -m "interp(value='farmers=3rd_edition')"

    (Tags on an ``Examples:`` table do not go through the hook in pytest-bdd
    9, so ``@name:value`` tags must not be put there.)

Fixtures
    The step vocabulary :mod:`rulebook.steps` (and its fixtures, e.g.
    ``rulebook_client``) is loaded with this plugin (``pytest_plugins``); it
    defines no autouse fixtures and no hooks, so plain test runs are unaffected.
    ``rulebook_engine`` (session): the open engine, closed at the end of the
    session.  An engine spec that :func:`~rulebook.engines.open_engine`
    rejects with :class:`~rulebook.errors.UsageError` stops the run with
    pytest's usage-error status (4).

Stash keys (shared with the protocol client)
    ``HELLO_KEY`` on ``config.stash``: the engine's ``hello`` response, stored
    by whoever sends ``hello``.  Used for the report header and for the
    applicability check below.
    ``TRANSCRIPT_KEY`` on ``item.stash``: a list, created empty before each
    scenario's setup; the client appends one ``{"request": ..., "response": ...}``
    per exchange.  Written to the report for scenarios that did not pass.
    ``ENGINE_KEY`` on ``config.stash``: the engine opened by ``rulebook_engine``.

Applicability
    Once ``HELLO_KEY`` is known, a scenario whose game the engine does not list
    under ``hello["games"]``, whose ``requires`` values are not in any of the
    game's lists (expansions, capabilities, variants, ...), or whose ``interp``
    ``key=value`` is not among the values the game lists under
    ``interpretations[key]`` raises :class:`~rulebook.errors.NotApplicable`.
    A key the game does not list at all means only its default is implemented
    (spec/interpretations.md; defaults read from that file).
    The check runs after fixture setup and again before the first step call
    (for a client that sends ``hello`` lazily).

Outcomes (``report.rulebook_outcome`` on each phase report of a scenario; the
scenario's outcome is the worst phase, see :data:`rulebook.report.SEVERITY`)
    ``NotApplicable`` raised anywhere    → ``not_applicable`` (reported to pytest as skipped)
    :class:`~rulebook.errors.EngineError` → its ``outcome``: ``crashed``, ``timeout`` or ``errored``
    ``AssertionError`` / ``pytest.fail`` in the call phase → ``failed``
    any other exception, or any exception in setup/teardown → ``errored``
    (a bug in step code or fixtures is not the engine's wrong verdict)
    pytest skip → ``skipped``; xfail → ``xfailed``; xpass (strict or not) → ``xpassed``.
    An ``xfail`` marker wins over engine errors (a known failure may crash);
    ``NotApplicable`` wins over ``xfail``.
    Plain (non-scenario) tests are left alone.

Report (``--rulebook-report``; see :mod:`rulebook.report` and ``schemas/v1/report.schema.json``)
    The file is created when pytest is configured; the header is written when
    the first scenario result arrives (so it can carry the engine's ``hello``
    and description), then one line per scenario as soon as its teardown ends,
    the footer at session end.  Scenario ``id`` = its ``@id`` tag, plus
    ``[<example values>]`` for a Scenario Outline row; the pytest node id for a
    scenario without ``@id``.  Duplicate ids among the selected scenarios stop
    the run with pytest's usage-error status.  A scenario that started but has
    no result at session end (Ctrl-C, a crashed xdist worker) gets an
    ``errored`` line.  With pytest-xdist only the controller writes; workers
    send the scenario records (``report.rulebook_record``) and their engine's
    description, ``hello`` and restart count with the teardown reports.
"""
from __future__ import annotations

import os
import re
import sys
from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path, PurePath, PurePosixPath
from typing import Any

import pytest

from rulebook.errors import EngineError, NotApplicable, UsageError

#: The shared step definitions (pytest-bdd keeps steps as fixtures of a plugin).
pytest_plugins = ["rulebook.steps"]

__all__ = [
    "ENGINE_KEY",
    "HELLO_KEY",
    "TAG_MARKERS",
    "TRANSCRIPT_KEY",
    "applicability_problem",
    "scenario_info",
]

#: ``config.stash[HELLO_KEY]``: the engine's hello response.
HELLO_KEY = pytest.StashKey[dict]()
#: ``item.stash[TRANSCRIPT_KEY]``: the scenario's request/response pairs.
TRANSCRIPT_KEY = pytest.StashKey[list]()
#: ``config.stash[ENGINE_KEY]``: the engine opened by the ``rulebook_engine`` fixture.
ENGINE_KEY = pytest.StashKey[Any]()

#: Tag names turned into markers, with their ``--markers`` help.
TAG_MARKERS: dict[str, str] = {
    "id": "id(value): stable scenario id, from the @id:<id> tag",
    "rule": "rule(value): id of a rule the scenario checks, from @rule:<rule id>",
    "source": "source(value): worked example the scenario transcribes, from @source:<example id>",
    "requires": "requires(value): expansion, variant or capability the engine must declare, from @requires:<name>",
    "interp": "interp(value): interpretation key=value the scenario depends on, from @interp:<key>=<value>",
    "game": "game(value): game id, from @game:<game> or the folder under features/",
}

_INFO_KEY = pytest.StashKey[dict]()
_PHASES_KEY = pytest.StashKey[list]()
_CHECKED_KEY = pytest.StashKey[bool]()
_STEP_KEY = pytest.StashKey[str]()
_RUN_KEY = pytest.StashKey["_ReportRun"]()
_WORKER_KEY = pytest.StashKey[dict]()
_EXPECT_KEY = pytest.StashKey["_ExpectationsRun"]()

#: ``--markers`` help of the marker that turns a plain test into a reported scenario.
SCENARIO_MARKER_HELP = (
    "rulebook_scenario(id, title, game, feature, rules, sources, requires, interpretations): "
    "report this non-Gherkin test as a conformance scenario (all keywords optional)"
)
#: ``config.workeroutput`` key: expectation entries a worker matched to no scenario.
_UNMATCHED_OUTPUT = "rulebook_expectations_unmatched"


# --------------------------------------------------------------------------- options, markers


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("rulebook", "Rulebook conformance suite")
    group.addoption(
        "--engine",
        metavar="CMD",
        default=None,
        help="engine under test (command line or module:attribute); default: the in-process reference engine",
    )
    group.addoption(
        "--engine-timeout",
        metavar="SECONDS",
        type=float,
        default=10.0,
        help="seconds to wait for each engine response (default: 10)",
    )
    group.addoption(
        "--max-restarts",
        metavar="N",
        type=int,
        default=5,
        help="give up on the engine after it was restarted N times (crashes, hangs); the scenarios left are "
             "reported as crashed without being sent (default: 5)",
    )
    group.addoption(
        "--no-validate-protocol",
        action="store_true",
        default=False,
        help="do not check messages against schemas/ (they are checked both ways by default)",
    )
    group.addoption(
        "--setup",
        dest="rulebook_setup",
        choices=("auto", "route", "load_position"),
        default="auto",
        help="how a scenario's position reaches the engine: load_position, route (by play from new_game, "
             "rulebook.route), or auto = a route when the engine does not declare load_position (default)",
    )
    group.addoption(
        "--rulebook-report",
        metavar="PATH",
        default=None,
        help="write the JSON Lines run report of the scenarios to PATH",
    )
    group.addoption(
        "--rulebook-expectations",
        metavar="FILE",
        default=None,
        help="known failures of the engine (TOML, or JSON for *.json): listed scenarios report xfailed/xpassed",
    )
    group.addoption(
        "--rulebook-progress",
        choices=("auto", "on", "off"),
        default="off",
        help="progress line (scenarios done / total, current game): auto = when stdout is a terminal (default: off)",
    )


def _is_worker(config: pytest.Config) -> bool:
    return hasattr(config, "workerinput")


def pytest_configure(config: pytest.Config) -> None:
    for help_text in TAG_MARKERS.values():
        config.addinivalue_line("markers", help_text)
    config.addinivalue_line("markers", SCENARIO_MARKER_HELP)
    expectations_path = config.getoption("rulebook_expectations", None)
    if expectations_path:
        from rulebook.expectations import ExpectationsError, load

        try:
            config.stash[_EXPECT_KEY] = _ExpectationsRun(load(expectations_path))
        except ExpectationsError as exc:
            raise pytest.UsageError(f"rulebook: {exc}") from None
    mode = config.getoption("rulebook_progress", "off") or "off"
    if mode != "off" and not _is_worker(config) and config.getoption("verbose", 0) <= 0:
        stream = sys.stdout
        if mode == "on" or _isatty(stream):
            config.pluginmanager.register(_Progress(stream), "rulebook-progress")
    path = config.getoption("rulebook_report", None)
    if path and not _is_worker(config):
        run = _ReportRun(config, Path(path))
        config.stash[_RUN_KEY] = run
        config.pluginmanager.register(run, "rulebook-report")
    config.stash[_WORKER_KEY] = {"hello_sent": False}


@pytest.hookimpl(tryfirst=True, optionalhook=True)
def pytest_bdd_apply_tag(tag: str, function: Any) -> bool | None:
    """``@name:value`` with ``name`` in :data:`TAG_MARKERS` → ``pytest.mark.name(value, value=value)``."""
    name, sep, value = tag.partition(":")
    if not sep or not value or name not in TAG_MARKERS:
        return None
    getattr(pytest.mark, name)(value, value=value)(function)
    return True


# --------------------------------------------------------------------------- scenario metadata


def _template(item: pytest.Item) -> Any:
    """The pytest-bdd ``ScenarioTemplate`` behind ``item``, or ``None``."""
    cached = item.stash.get(_INFO_KEY, None)
    if cached is not None:
        return cached.get("_template")
    obj = getattr(item, "obj", None) if isinstance(item, pytest.Function) else None
    if obj is None:
        return None
    try:
        from pytest_bdd.scenario import scenario_wrapper_template_registry
    except ImportError:  # pragma: no cover - pytest-bdd is a dependency
        return getattr(obj, "__scenario__", None)
    try:
        found = scenario_wrapper_template_registry.get(obj)
    except TypeError:
        found = None
    return found if found is not None else getattr(obj, "__scenario__", None)


def _tag_values(item: pytest.Item, template: Any, name: str) -> list[str]:
    """Values of ``@name:value`` tags: the scenario's own, then its Rule's, then
    its Feature's (each level sorted, since pytest-bdd keeps tags in sets),
    then any ``name`` marker added otherwise."""
    values: list[str] = []
    if template is not None:
        rule = getattr(template, "rule", None)
        levels = [template.tags, rule.tags if rule is not None else set(), template.feature.tags]
        for tags in levels:
            for tag in sorted(tags):
                tag_name, sep, value = tag.partition(":")
                if sep and tag_name == name and value and value not in values:
                    values.append(value)
    for mark in item.iter_markers(name):
        value = mark.kwargs.get("value", mark.args[0] if mark.args else None)
        if isinstance(value, str) and value and value not in values:
            values.append(value)
    return values


def _feature_parts(template: Any) -> tuple[str, ...]:
    return PurePath(template.feature.filename).parts


def _feature_relpath(item: pytest.Item, template: Any) -> str:
    parts = _feature_parts(template)
    if "features" in parts:
        index = len(parts) - 1 - parts[::-1].index("features")
        return PurePosixPath(*parts[index:]).as_posix()
    path = Path(template.feature.filename)
    try:
        return path.relative_to(item.config.rootpath).as_posix()
    except ValueError:
        return path.as_posix()


def _game_from_path(template: Any) -> str | None:
    """``features/<game>/.../x.feature`` → ``<game>``."""
    parts = _feature_parts(template)
    if "features" not in parts:
        return None
    index = len(parts) - 1 - parts[::-1].index("features")
    rest = parts[index + 1 :]
    return rest[0] if len(rest) >= 2 else None


def _example(item: pytest.Item) -> dict[str, str] | None:
    callspec = getattr(item, "callspec", None)
    if callspec is None:
        return None
    example = callspec.params.get("_pytest_bdd_example")
    return example if isinstance(example, dict) else None


def scenario_info(item: pytest.Item) -> dict[str, Any] | None:
    """Report metadata of a scenario item (``None`` for any other test):
    ``id``, ``title``, ``game``, ``feature``, ``rules``, ``sources``,
    ``requires``, ``interpretations``."""
    cached = item.stash.get(_INFO_KEY, None)
    if cached is not None:
        return cached.get("_info")
    template = _template(item)
    if template is None:
        marked = _marked_info(item)
        item.stash[_INFO_KEY] = {"_template": None, "_info": marked}
        return marked
    ids = _tag_values(item, template, "id")
    callspec = getattr(item, "callspec", None)
    if ids:
        scenario_id = ids[0] + (f"[{callspec.id}]" if callspec is not None else "")
    else:
        scenario_id = item.nodeid
    example = _example(item)
    title = template.name
    if example:
        from pytest_bdd.parser import render_string

        title = render_string(title, example)
    games = _tag_values(item, template, "game")
    info = {
        "id": scenario_id,
        "title": title,
        "game": games[0] if games else _game_from_path(template),
        "feature": _feature_relpath(item, template),
        "rules": _tag_values(item, template, "rule"),
        "sources": _tag_values(item, template, "source"),
        "requires": _tag_values(item, template, "requires"),
        "interpretations": _tag_values(item, template, "interp"),
    }
    item.stash[_INFO_KEY] = {"_template": template, "_info": info}
    return info


def _marked_info(item: pytest.Item) -> dict[str, Any] | None:
    """Report metadata of a plain test carrying ``rulebook_scenario(...)``, else ``None``."""
    mark = item.get_closest_marker("rulebook_scenario")
    if mark is None:
        return None
    fields = mark.kwargs

    def strings(name: str) -> list[str]:
        value = fields.get(name) or []
        return [str(v) for v in ([value] if isinstance(value, str) else value)]

    path, _, _ = item.reportinfo()
    return {
        "id": str(fields.get("id") or item.nodeid),
        "title": str(fields.get("title") or item.name),
        "game": fields.get("game"),
        "feature": str(fields.get("feature") or path),
        "rules": strings("rules"),
        "sources": strings("sources"),
        "requires": strings("requires"),
        "interpretations": strings("interpretations"),
    }


def _location(item: pytest.Item) -> tuple[str, int]:
    """(file, 0-based line) for a skip message: the scenario in its .feature file."""
    template = _template(item)
    if template is not None:
        return str(template.feature.filename), max(int(template.line_number) - 1, 0)
    path, lineno, _ = item.reportinfo()
    return str(path), int(lineno or 0)


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    """Give every scenario a ``game`` marker (before ``-m`` deselects)."""
    for item in items:
        info = scenario_info(item)
        if info is None or info["game"] is None:
            continue
        if not any(m.kwargs.get("value", (m.args or [None])[0]) == info["game"] for m in item.iter_markers("game")):
            item.add_marker(pytest.mark.game(info["game"], value=info["game"]))
    run = config.stash.get(_EXPECT_KEY, None)
    if run is not None:
        run.apply(config, items)


def pytest_collection_finish(session: pytest.Session) -> None:
    """With a report, scenario ids must be unique among the selected scenarios."""
    if not session.config.getoption("rulebook_report", None):
        return
    seen: dict[str, str] = {}
    for item in session.items:
        info = scenario_info(item)
        if info is None:
            continue
        if info["id"] in seen:
            pytest.exit(
                f"rulebook: duplicate scenario id {info['id']!r}: {seen[info['id']]} and {item.nodeid}",
                returncode=pytest.ExitCode.USAGE_ERROR,
            )
        seen[info["id"]] = item.nodeid


# --------------------------------------------------------------------------- applicability


def _game_entries(hello: Mapping[str, Any]) -> Mapping[str, Any] | None:
    games = hello.get("games")
    if isinstance(games, list):  # [{"game": "carcassonne", ...}] form
        return {g.get("game"): g for g in games if isinstance(g, Mapping)}
    return games if isinstance(games, Mapping) else None


def applicability_problem(
    hello: Mapping[str, Any] | None,
    game: str | None,
    requires: Sequence[str] = (),
    interpretations: Sequence[str] = (),
) -> str | None:
    """Why an engine with this ``hello`` cannot run a scenario, or ``None``.

    Unknown (``None``) hello or game, or a hello without ``games``, is never a reason.
    """
    if not isinstance(hello, Mapping) or game is None:
        return None
    games = _game_entries(hello)
    if games is None:
        return None
    entry = games.get(game)
    if entry is None:
        return f"the engine does not support the game {game!r}"
    if not isinstance(entry, Mapping):
        entry = {}
    offered: set[str] = set()
    for key, value in entry.items():
        if key != "interpretations" and isinstance(value, list):
            offered.update(v for v in value if isinstance(v, str))
    missing = [r for r in requires if r not in offered]
    if missing:
        return f"the engine does not declare {', '.join(missing)} for {game}"
    declared = entry.get("interpretations")
    declared = declared if isinstance(declared, Mapping) else {}
    for spec in interpretations:
        key, _, value = spec.partition("=")
        allowed = declared.get(key)
        if allowed is None and key in interpretation_defaults().get(game, {}):
            # "An engine that does not list a key supports only that key's default."
            allowed = [interpretation_defaults()[game][key]]
        if isinstance(allowed, str):
            allowed = [allowed]
        if not isinstance(allowed, list) or value not in allowed:
            return f"the engine does not offer the interpretation {key}={value} for {game}"
    return None


@cache
def interpretation_defaults() -> dict[str, dict[str, str]]:
    """Game id → interpretation key → default value, from spec/interpretations.md
    (``## ... (game id `g`)`` sections, ``### `key``` entries, ``**Default:**`` lines).
    Empty when the file cannot be found."""
    try:
        from reference_engine._data import data_root

        text = (data_root() / "spec" / "interpretations.md").read_text(encoding="utf-8")
    except Exception:  # noqa: BLE001 - the defaults only widen applicability
        return {}
    defaults: dict[str, dict[str, str]] = {}
    game: str | None = None
    key: str | None = None
    for line in text.splitlines():
        section = re.match(r"^## .*\(game id `([a-z][a-z0-9_]*)`\)", line)
        if section:
            game, key = section.group(1), None
            continue
        if line.startswith("## "):
            game, key = None, None
            continue
        entry = re.match(r"^### `([\w.]+)`", line)
        if entry:
            key = entry.group(1)
            continue
        if line.startswith("### "):
            key = None
            continue
        default = re.match(r'^- \*\*Default:\*\* `"([^"]*)"`', line)
        if default and game and key:
            defaults.setdefault(game, {}).setdefault(key, default.group(1))
    return defaults


def _check_applicable(item: pytest.Item) -> None:
    if item.stash.get(_CHECKED_KEY, False):
        return
    hello = item.config.stash.get(HELLO_KEY, None)
    if hello is None:
        return
    item.stash[_CHECKED_KEY] = True
    info = scenario_info(item)
    if info is None:
        return
    problem = applicability_problem(hello, info["game"], info["requires"], info["interpretations"])
    if problem:
        raise NotApplicable(problem)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_setup(item: pytest.Item) -> Any:
    if scenario_info(item) is not None:
        item.stash[TRANSCRIPT_KEY] = []
    result = yield
    if scenario_info(item) is not None:
        _check_applicable(item)
    return result


@pytest.hookimpl(optionalhook=True)
def pytest_bdd_before_step_call(request: pytest.FixtureRequest, **kwargs: Any) -> None:
    _check_applicable(request.node)


@pytest.hookimpl(optionalhook=True)
def pytest_bdd_step_error(request: pytest.FixtureRequest, step: Any, **kwargs: Any) -> None:
    keyword = (getattr(step, "keyword", "") or "").strip()
    request.node.stash[_STEP_KEY] = f"{keyword} {step.name}".strip() + f" (line {step.line_number})"


# --------------------------------------------------------------------------- engine fixture


def _default_engine_description(config: pytest.Config) -> str:
    return config.getoption("engine", None) or "reference engine (in-process)"


@pytest.fixture(scope="session")
def rulebook_engine(request: pytest.FixtureRequest) -> Any:
    """The engine under test (``--engine``), opened once per session."""
    from rulebook.engines import open_engine

    config = request.config
    try:
        engine = open_engine(config.getoption("engine"), timeout=config.getoption("engine_timeout"))
    except UsageError as exc:
        pytest.exit(f"rulebook: {exc}", returncode=pytest.ExitCode.USAGE_ERROR)
    config.stash[ENGINE_KEY] = engine
    try:
        yield engine
    finally:
        engine.close()


# --------------------------------------------------------------------------- outcomes


def _first_line(text: str, limit: int = 300) -> str:
    for line in text.splitlines():
        if line.strip():
            line = line.strip()
            return line if len(line) <= limit else line[: limit - 1] + "…"
    return ""


def _internal_dirs() -> tuple[str, ...]:
    import _pytest
    import pluggy

    dirs = [_pytest.__file__, pluggy.__file__]
    try:
        import pytest_bdd

        dirs.append(pytest_bdd.__file__)
    except ImportError:  # pragma: no cover
        pass
    return tuple(str(Path(d).resolve().parent) + os.sep for d in dirs if d)


def _short_trace(exc: BaseException) -> str:
    """The exception's traceback without pytest, pluggy and pytest-bdd frames."""
    import traceback

    internal = _internal_dirs()
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if not f.filename.startswith(internal)]
    lines = traceback.format_list(frames) + traceback.format_exception_only(type(exc), exc)
    return "Traceback (most recent call last):\n" + "".join(lines)


def _skip_reason(rep: pytest.TestReport) -> str:
    longrepr = rep.longrepr
    if isinstance(longrepr, tuple) and len(longrepr) == 3:
        reason = str(longrepr[2])
    else:
        reason = str(longrepr or "")
    return reason.removeprefix("Skipped: ").strip()


def _classify(item: pytest.Item, call: pytest.CallInfo[None], rep: pytest.TestReport) -> dict[str, Any]:
    """Outcome, message, details and diff of one phase."""
    exc = call.excinfo.value if call.excinfo is not None else None
    if isinstance(exc, NotApplicable):
        reason = str(exc) or "not applicable"
        rep.outcome = "skipped"
        rep.longrepr = (*_location(item), f"not applicable: {reason}")
        if hasattr(rep, "wasxfail"):
            del rep.wasxfail
        return {"outcome": "not_applicable", "message": reason}
    if hasattr(rep, "wasxfail"):
        reason = str(rep.wasxfail or "")
        if rep.skipped:
            details = f"{type(exc).__name__}: {exc}" if exc is not None else None
            return {"outcome": "xfailed", "message": reason or "known failure", "details": details}
        return {"outcome": "xpassed", "message": "known failure passed" + (f": {reason}" if reason else "")}
    if rep.failed and exc is None and isinstance(rep.longrepr, str) and rep.longrepr.startswith("[XPASS(strict)]"):
        reason = rep.longrepr.removeprefix("[XPASS(strict)]").strip()
        return {"outcome": "xpassed", "message": "known failure passed" + (f": {reason}" if reason else "")}
    if rep.passed:
        return {"outcome": "passed"}
    if rep.skipped:
        return {"outcome": "skipped", "message": _skip_reason(rep) or "skipped"}
    step = item.stash.get(_STEP_KEY, None)
    where = f"at step: {step}\n" if step else ""
    if isinstance(exc, EngineError):
        return {
            "outcome": exc.outcome,
            "message": f"{type(exc).__name__}: {_first_line(exc.message)}",
            "details": where + str(exc),
        }
    if rep.when == "call" and isinstance(exc, (AssertionError, pytest.fail.Exception)):
        text = str(exc)
        message = _first_line(text) or "assertion failed"
        details = where + text if (where or "\n" in text.strip()) else None
        diff = getattr(exc, "diff", None)
        return {"outcome": "failed", "message": message, "details": details, "diff": diff}
    if exc is not None:
        message = f"{type(exc).__name__}: {_first_line(str(exc))}".rstrip(": ")
        trace = _short_trace(exc)
    else:
        message = f"{rep.when} failed"
        trace = rep.longreprtext or ""
    return {"outcome": "errored", "message": message, "details": (where + trace) or None}


def _engine_info(config: pytest.Config) -> dict[str, Any]:
    engine = config.stash.get(ENGINE_KEY, None)
    description = getattr(engine, "description", None) if engine is not None else None
    restarts = getattr(engine, "restarts", 0) if engine is not None else 0
    info: dict[str, Any] = {
        # From the config, not the environment: a run nested in an xdist
        # worker inherits PYTEST_XDIST_WORKER without being a worker itself.
        "worker": getattr(config, "workerinput", {}).get("workerid", "main"),
        "engine": str(description) if description else _default_engine_description(config),
        "restarts": int(restarts or 0),
    }
    state = config.stash.get(_WORKER_KEY, None)
    hello = config.stash.get(HELLO_KEY, None)
    if state is not None and hello is not None and not state["hello_sent"]:
        info["hello"] = hello
        state["hello_sent"] = True
    return info


def _combine(item: pytest.Item, info: dict[str, Any], phases: list[dict[str, Any]]) -> dict[str, Any]:
    from rulebook.report import worst
    from rulebook.reports.boards import board_transcript

    outcome = worst(p["outcome"] for p in phases)
    chosen = next(p for p in phases if p["outcome"] == outcome)
    transcript = item.stash.get(TRANSCRIPT_KEY, None)
    record = {
        **info,
        "outcome": outcome,
        "duration_ms": round(sum(p["duration"] for p in phases) * 1000.0, 3),
        "message": chosen.get("message") if outcome != "passed" else None,
        "details": chosen.get("details") if outcome != "passed" else None,
        # A passed scenario keeps only the exchanges that redraw its board (casebook).
        "transcript": (list(transcript) if transcript else None) if outcome != "passed"
        else board_transcript(transcript),
    }
    if outcome != "passed" and chosen.get("diff") is not None:
        record["diff"] = chosen["diff"]
    return record


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    rep = yield
    info = scenario_info(item)
    if info is None:
        return rep
    phase = _classify(item, call, rep)
    phase["duration"] = float(getattr(rep, "duration", 0.0) or 0.0)
    rep.rulebook_outcome = phase["outcome"]
    phases = item.stash.setdefault(_PHASES_KEY, [])
    phases.append(phase)
    if rep.when == "setup":
        rep.rulebook_meta = dict(info)
    elif rep.when == "teardown":
        rep.rulebook_record = _combine(item, info, phases)
        rep.rulebook_engine = _engine_info(item.config)
        del item.stash[_PHASES_KEY]
    return rep


# --------------------------------------------------------------------------- report writing


class _ReportRun:
    """The report of one run, written by the controlling process (not xdist workers)."""

    def __init__(self, config: pytest.Config, path: Path) -> None:
        self.gave_up = False
        from rulebook.report import ReportWriter

        self.config = config
        self.writer = ReportWriter(path)
        self.pending: dict[str, dict[str, Any]] = {}
        self.restarts: dict[str, int] = {}
        self.engine: str | None = None
        self.hello: dict[str, Any] | None = None

    def _note_engine(self, info: Mapping[str, Any] | None) -> None:
        if not info:
            return
        worker = str(info.get("worker", "main"))
        self.restarts[worker] = max(self.restarts.get(worker, 0), int(info.get("restarts", 0) or 0))
        if info.get("engine") and self.engine is None:
            self.engine = str(info["engine"])
        if info.get("hello") is not None and self.hello is None:
            self.hello = dict(info["hello"])

    def _ensure_header(self) -> None:
        if not self.writer.header_written:
            hello = self.hello if self.hello is not None else self.config.stash.get(HELLO_KEY, None)
            self.writer.write_header(engine=self.engine or _default_engine_description(self.config), hello=hello)

    def _write(self, record: dict[str, Any]) -> None:
        from rulebook.errors import EngineAbandoned

        if EngineAbandoned.PREFIX in str(record.get("message") or ""):
            self.gave_up = True
        self._ensure_header()
        base, n = record["id"], 2
        while self.writer.has_id(record["id"]):
            record = {**record, "id": f"{base}~{n}"}
            n += 1
        self.writer.write_scenario(record)

    def logreport(self, rep: pytest.TestReport) -> None:
        meta = getattr(rep, "rulebook_meta", None)
        if meta is not None and rep.when == "setup":
            self.pending[rep.nodeid] = meta
        self._note_engine(getattr(rep, "rulebook_engine", None))
        record = getattr(rep, "rulebook_record", None)
        if record is not None:
            self.pending.pop(rep.nodeid, None)
            self._write(dict(record))

    def finish(self, exitstatus: int) -> None:
        if self.writer.closed or self.writer.footer_written:
            return
        engine = self.config.stash.get(ENGINE_KEY, None)
        if engine is not None:
            self._note_engine({"worker": "main", "restarts": getattr(engine, "restarts", 0)})
        for meta in list(self.pending.values()):
            self._write(
                {
                    **meta,
                    "outcome": "errored",
                    "duration_ms": 0,
                    "message": "no result: the run was interrupted or its worker crashed",
                    "details": None,
                    "transcript": None,
                }
            )
        self.pending.clear()
        self._ensure_header()
        self.writer.write_footer(restarts=sum(self.restarts.values()), exitstatus=int(exitstatus),
                                 gave_up=self.gave_up)
        self.writer.close()

    # -- hooks (this object is registered as a plugin of its own config only)
    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        self.logreport(report)

    @pytest.hookimpl(trylast=True)
    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        self.finish(int(exitstatus))

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        terminalreporter.write_line(f"rulebook report: {self.writer.path}")

    def pytest_unconfigure(self, config: pytest.Config) -> None:
        self.writer.close()


# --------------------------------------------------------------------------- expectations


class _ExpectationsRun:
    """The expectations file of this run and which of its entries matched."""

    def __init__(self, expectations: Any) -> None:
        self.expectations = expectations
        #: Labels of entries that matched no collected scenario (``None``: not known yet).
        self.unmatched: list[str] | None = None

    def apply(self, config: pytest.Config, items: Sequence[pytest.Item]) -> None:
        """Mark the listed scenarios ``xfail(strict=False)`` (before ``-m``/``-k`` deselect,
        so an entry for a scenario outside the selection is not reported as unmatched)."""
        seen = []
        for item in items:
            info = scenario_info(item)
            if info is None:
                continue
            seen.append((info["id"], info["rules"]))
            entry = self.expectations.match(info["id"], info["rules"])
            if entry is not None:
                item.add_marker(pytest.mark.xfail(reason=entry.xfail_reason(), strict=False))
        self.unmatched = [e.label for e in self.expectations.unmatched(seen)]
        if _is_worker(config):
            config.workeroutput[_UNMATCHED_OUTPUT] = list(self.unmatched)  # type: ignore[attr-defined]

    def merge(self, labels: Sequence[str]) -> None:
        """A worker's unmatched entries (every worker collects the same items)."""
        self.unmatched = list(labels) if self.unmatched is None else [u for u in self.unmatched if u in labels]

    def warning_lines(self) -> list[str]:
        lines = list(self.expectations.warnings)
        where = f"{self.expectations.path}: " if self.expectations.path is not None else ""
        for label in self.unmatched or []:
            lines.append(f"{where}{label} matches no scenario of the suite")
        return lines


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: Any) -> None:
    """xdist controller: collect each worker's unmatched expectation entries."""
    run = node.config.stash.get(_EXPECT_KEY, None)
    output = getattr(node, "workeroutput", None) or {}
    if run is not None and _UNMATCHED_OUTPUT in output:
        run.merge(output[_UNMATCHED_OUTPUT])


def pytest_terminal_summary(terminalreporter: Any, exitstatus: int, config: pytest.Config) -> None:
    run = config.stash.get(_EXPECT_KEY, None)
    if run is None or _is_worker(config):
        return
    for line in run.warning_lines():
        terminalreporter.write_line(f"rulebook expectations: warning: {line}", yellow=True)


# --------------------------------------------------------------------------- progress


def _isatty(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


class _Progress:
    """A rich progress line for the controlling process: scenarios done / total
    and the game of the scenario that last started.

    pytest's per-test letters are blanked while it shows (``pytest_report_teststatus``
    keeps the category, so the final counts are unchanged).  It is refreshed only
    from report hooks, where pytest's output capture is suspended: no refresh
    thread writes into a test's captured output, and stdout is not redirected.
    The line is transient: it is gone before pytest's summary is printed.
    """

    def __init__(self, stream: Any) -> None:
        self.stream = stream
        self.progress: Any = None
        self.task: Any = None
        self.done = 0
        self.game = ""

    def _start(self, total: int) -> None:
        if self.progress is not None or total <= 0:
            return
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        console = Console(file=self.stream, force_terminal=True, markup=False, emoji=False, highlight=False)
        self.progress = Progress(
            TextColumn("scenarios"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("{task.fields[game]}", markup=False),
            TimeElapsedColumn(),
            console=console,
            auto_refresh=False,
            transient=True,
            redirect_stdout=False,
            redirect_stderr=False,
        )
        self.task = self.progress.add_task("scenarios", total=total, game=self.game)
        self.progress.start()
        self.progress.refresh()

    def stop(self) -> None:
        if self.progress is not None:
            self.progress.stop()
            self.progress = None

    # -- hooks
    @pytest.hookimpl(trylast=True)
    def pytest_collection_finish(self, session: pytest.Session) -> None:
        self._start(len(session.items))

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node: Any, ids: Sequence[str]) -> None:
        self._start(len(ids))

    @pytest.hookimpl(wrapper=True)
    def pytest_report_teststatus(self, report: pytest.TestReport, config: pytest.Config) -> Any:
        result = yield
        if self.progress is None or not result:
            return result
        category = result[0]
        return category, "", ""

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if self.progress is None:
            return
        meta = getattr(report, "rulebook_meta", None)
        if report.when == "setup" and meta is not None and meta.get("game"):
            self.game = str(meta["game"])
        if report.when == "teardown":
            self.done += 1
        self.progress.update(self.task, completed=self.done, game=self.game)
        self.progress.refresh()

    @pytest.hookimpl(tryfirst=True)
    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        self.stop()

    def pytest_unconfigure(self, config: pytest.Config) -> None:
        self.stop()

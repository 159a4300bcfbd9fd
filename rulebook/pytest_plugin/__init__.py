"""The ``rulebook`` pytest plugin (entry point ``pytest11: rulebook``).

It is loaded in every pytest run of the environment, and does nothing
visible unless the run collects pytest-bdd scenarios or asks for a report.
Every name it adds is namespaced: options ``--rulebook-*`` (each one is
``--rulebook-`` + the ``rulebook check`` option of the same meaning), markers
``rulebook_*``.  Modules: :mod:`.options`, :mod:`.metadata`, :mod:`.selection`,
:mod:`.applicability`, :mod:`.engine`, :mod:`.outcomes`, :mod:`.report_run`,
:mod:`.known_failures`, :mod:`.progress`.

Options
    ``pytest --help`` lists them under "Rulebook conformance suite".  Each is
    declared once, with ``rulebook check``'s option of the same meaning, in
    :data:`rulebook.check_options.CHECK_OPTIONS` (name, default, help); only
    ``--rulebook-interp-override`` (measuring mode, ``rulebook readings
    measure``) has no ``check`` option.  What they set in motion:

    ``--rulebook-engine CMD``  passed to :func:`rulebook.engines.open_engine`.
    ``--rulebook-max-restarts N``  the limit of :class:`.engine.GiveUp`.
    ``--rulebook-id ID``, ``--rulebook-rule RULE``  a value matching no scenario is a usage error.
    ``--rulebook-setup auto|route|load_position``  :mod:`rulebook.route` plays a route from
                               ``new_game`` for an engine that does not declare ``load_position``.
    ``--rulebook-interp [GAME:]KEY=VALUE``  :mod:`rulebook.readings`; see Applicability below.
    ``--rulebook-report PATH`` the JSON Lines report (:mod:`rulebook.report`); see Report below.
    ``--rulebook-expectations FILE``  known failures (:mod:`rulebook.expectations_file`): each
                               scenario the file lists gets ``pytest.mark.xfail(reason=..., strict=False)``
                               at collection, so it reports ``xfailed`` (with the file's reason)
                               or ``xpassed``.  A malformed file is a usage error; unknown keys
                               and entries matching no collected scenario are printed as
                               ``rulebook expectations: warning: ...`` lines in the terminal summary.
    ``--rulebook-progress auto|on|off``  a rich progress line instead of pytest's dots; never in
                               xdist workers (the controller shows it) nor with ``-v``.

Tags and markers
    The Gherkin tags ``@id:X``, ``@rule:X``, ``@source:X``, ``@requires:X``,
    ``@interp:key=value`` and ``@game:X`` become the markers ``rulebook_id``,
    ``rulebook_rule``, ``rulebook_source``, ``rulebook_requires``,
    ``rulebook_interp`` and ``rulebook_game``, applied as
    ``pytest.mark.rulebook_<name>("X", value="X")`` (hook ``pytest_bdd_apply_tag``).
    Other tags keep pytest-bdd's default handling.  Every scenario without a
    ``@game`` tag gets ``rulebook_game(<folder under features/>)`` at collection.

    Names: a scenario's test is named by its id (node id
    ``<module>::<id>``, e.g. ``rulebook/suite/test_conformance.py::car-tile-01``),
    so ``-k car-tile-01``, ``--deselect`` and pytest's own lines use ids; its
    title (and pytest-bdd's slug of it) stay matchable with ``-k``.

    A test that is not a pytest-bdd scenario becomes one for the report (and
    for applicability, expectations and selection) when it carries the marker
    ``rulebook_scenario(id=..., title=..., game=..., feature=..., rules=[...],
    sources=[...], requires=[...], interpretations=[...])``; every keyword is
    optional (``id`` defaults to the node id).  The perft checks
    (``rulebook/suite/test_perft.py``) use it.
    pytest's ``-m`` matches marker *keyword* arguments, so select with::

        -m "rulebook_rule(value='CAR-R-ROAD-2')"
        -m "rulebook_game(value='carcassonne') and not rulebook_requires"
        -m "rulebook_interp(value='farmers=3rd_edition')"

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
    ``interpretations[key]``, or that the run's ``--rulebook-interp`` sets to
    another value, raises :class:`~rulebook.errors.NotApplicable`.
    A key the game does not list at all means only its default is implemented
    (spec/interpretations.md; :mod:`rulebook.readings`).  Every other scenario
    is played under the run's reading: the ``--rulebook-interp`` values, else
    the default where the engine plays it, else the first value the engine
    declares; only values that are not the default are sent.
    The check runs after fixture setup and again before the first step call
    (for a client that sends ``hello`` lazily).

Outcomes (``report.rulebook_outcome`` on each phase report of a scenario; the
scenario's outcome is the worst phase, see :data:`rulebook.report.SEVERITY`)
    ``NotApplicable`` raised anywhere    → ``not_applicable`` (reported to pytest as skipped,
                                          in the category "not applicable" of pytest's lines)
    :class:`~rulebook.errors.EngineAbandoned` (the harness gave up on the engine, :class:`.engine.GiveUp`)
                                         → ``not_run``: not sent (reported to pytest as skipped, in the
                                          category "not run"); its message names the failure that made
                                          the harness give up; wins over ``xfail``
    any other :class:`~rulebook.errors.EngineFailure` → its ``outcome``: ``crashed``, ``timeout`` or ``errored``
    ``AssertionError`` / ``pytest.fail`` in the call phase → ``failed``; the details name
    the step, the text of the assertion (:class:`rulebook.mismatch.Mismatch`: JSON values,
    differences by JSON Pointer), the last request sent and each rule with its spec line
    any other exception, or any exception in setup/teardown → ``errored``
    (a bug in step code or fixtures is not the engine's wrong verdict)
    pytest skip → ``skipped``; xfail → ``xfailed``; xpass (strict or not) → ``xpassed``.
    An ``xfail`` marker wins over engine errors (a known failure may crash);
    ``NotApplicable`` wins over ``xfail``.
    Plain (non-scenario) tests are left alone.

Report (``--rulebook-report``; see :mod:`rulebook.report` and ``schemas/v1/report.schema.json``)
    ``<report>.partial`` is created, and the report's lock taken, when pytest
    is configured (a path that cannot be written, or a report another run is
    writing, is a usage error); the header is written when
    the first scenario result arrives (so it can carry the engine's ``hello``
    and description), then one line per scenario as soon as its teardown ends,
    the footer at session end, when the file replaces the report
    (:mod:`.report_run`: a session without any scenario writes nothing).  Scenario ``id`` = its ``@id`` tag, plus
    ``[<example values>]`` for a Scenario Outline row; the pytest node id for a
    scenario without ``@id``.  Duplicate ids among the selected scenarios stop
    the run with pytest's usage-error status.  A scenario that started but has
    no result at session end (Ctrl-C, a crashed xdist worker) gets an
    ``errored`` line.  With pytest-xdist only the controller writes; workers
    send the scenario records (``report.rulebook_record``) and their engine's
    description, ``hello`` and restart count with the teardown reports.
"""
from __future__ import annotations

from ._keys import ENGINE_KEY, HELLO_KEY, READING_KEY, TAG_MARKERS, TRANSCRIPT_KEY
from .applicability import (
    applicability_problem,
    interpretation_defaults,
    pytest_bdd_before_step_call,
    pytest_bdd_step_error,
    pytest_runtest_setup,
)
from .engine import rulebook_engine
from .known_failures import pytest_terminal_summary, pytest_testnodedown
from .metadata import pytest_bdd_apply_tag, scenario_info
from .options import pytest_addoption, pytest_configure
from .outcomes import pytest_report_teststatus, pytest_runtest_makereport
from .selection import pytest_collection_finish, pytest_collection_modifyitems

#: The shared step definitions (pytest-bdd keeps steps as fixtures of a plugin), and the
#: step look-up cache, which switches itself on in rulebook runs only (:mod:`rulebook._step_lookup`).
pytest_plugins = ["rulebook.steps", "rulebook._step_lookup"]

__all__ = ["ENGINE_KEY", "HELLO_KEY", "READING_KEY", "TAG_MARKERS", "TRANSCRIPT_KEY", "applicability_problem",
           "interpretation_defaults", "scenario_info"]

# Hooks and the fixture, re-exported so that pytest registers them from this module.
_HOOKS = (
    pytest_addoption, pytest_configure, pytest_bdd_apply_tag, pytest_collection_modifyitems,
    pytest_collection_finish, pytest_runtest_setup, pytest_bdd_before_step_call, pytest_bdd_step_error,
    pytest_runtest_makereport, pytest_report_teststatus, pytest_testnodedown, pytest_terminal_summary,
    rulebook_engine,
)

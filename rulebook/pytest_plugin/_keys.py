"""Stash keys, marker names and option names shared by the plugin's modules."""
from __future__ import annotations

from collections.abc import MutableSequence
from typing import TYPE_CHECKING, Any, TypedDict

import pytest

if TYPE_CHECKING:
    from rulebook.engines import Engine

    from .engine import GiveUp
    from .known_failures import ExpectationsRun
    from .metadata import ScenarioCache
    from .report_run import ReportRun

#: ``config.stash[HELLO_KEY]``: the engine's hello response (JSON, schema-checked when validating).
HELLO_KEY = pytest.StashKey[dict[str, Any]]()
#: ``item.stash[TRANSCRIPT_KEY]``: the scenario's ``{"request", "response"}`` pairs
#: (:attr:`rulebook.client.Client.transcript`, a list or a bounded deque).
TRANSCRIPT_KEY = pytest.StashKey[MutableSequence[dict[str, Any]]]()
#: ``config.stash[ENGINE_KEY]``: the engine opened by the ``rulebook_engine`` fixture.
ENGINE_KEY: pytest.StashKey[Engine] = pytest.StashKey()

#: Prefix of every marker the plugin defines (the plugin is loaded in every
#: pytest run of the environment, so it adds no generic names).
MARKER_PREFIX = "rulebook_"

#: Gherkin tag name → marker name.
TAG_TO_MARKER: dict[str, str] = {
    name: MARKER_PREFIX + name for name in ("id", "rule", "source", "requires", "interp", "game")
}

#: Marker names, with their ``--markers`` help.
TAG_MARKERS: dict[str, str] = {
    "rulebook_id": "rulebook_id(value): stable scenario id, from the @id:<id> tag",
    "rulebook_rule": "rulebook_rule(value): id of a rule the scenario checks, from @rule:<rule id>",
    "rulebook_source": "rulebook_source(value): worked example the scenario transcribes, from @source:<example id>",
    "rulebook_requires": "rulebook_requires(value): expansion, variant or capability the engine must declare, "
                         "from @requires:<name>",
    "rulebook_interp": "rulebook_interp(value): interpretation key=value the scenario depends on, "
                       "from @interp:<key>=<value>",
    "rulebook_game": "rulebook_game(value): game id, from @game:<game> or the folder under features/",
}

#: ``--markers`` help of the marker that turns a plain test into a reported scenario.
SCENARIO_MARKER_HELP = (
    "rulebook_scenario(id, title, game, feature, rules, sources, requires, interpretations): "
    "report this non-Gherkin test as a conformance scenario (all keywords optional)"
)



class WorkerState(TypedDict):
    """``config.stash[WORKER_KEY]``: what this process has sent the report's writer."""

    #: The engine's ``hello`` went with a scenario record (once per process).
    hello_sent: bool


#: ``item.stash[INFO_KEY]``: the item's scenario metadata, worked out once (:mod:`.metadata`).
INFO_KEY: pytest.StashKey[ScenarioCache] = pytest.StashKey()
#: ``item.stash[PHASES_KEY]``: the outcome of each phase run so far (:mod:`.outcomes`).
PHASES_KEY = pytest.StashKey[list[dict[str, Any]]]()
#: ``item.stash[CHECKED_KEY]``: the applicability check ran (:mod:`.applicability`).
CHECKED_KEY = pytest.StashKey[bool]()
#: ``item.stash[STEP_KEY]``: the step running now, for a failure's details.
STEP_KEY = pytest.StashKey[str]()
#: ``config.stash[RUN_KEY]``: the report being written (``--rulebook-report``).
RUN_KEY: pytest.StashKey[ReportRun] = pytest.StashKey()
#: ``config.stash[WORKER_KEY]``: see :class:`WorkerState`.
WORKER_KEY = pytest.StashKey[WorkerState]()
#: ``config.stash[EXPECT_KEY]``: the known failures of the run (``--rulebook-expectations``).
EXPECT_KEY: pytest.StashKey[ExpectationsRun] = pytest.StashKey()
#: ``config.stash[READING_KEY]``: the run's ``--rulebook-interp`` choices, game → key → value.
READING_KEY = pytest.StashKey[dict[str, dict[str, str]]]()
#: ``config.stash[GIVE_UP_KEY]``: the :class:`~rulebook.pytest_plugin.engine.GiveUp` tracker.
GIVE_UP_KEY: pytest.StashKey[GiveUp] = pytest.StashKey()

#: ``config.workeroutput`` key: expectation entries a worker matched to no scenario.
UNMATCHED_OUTPUT = "rulebook_expectations_unmatched"


def is_worker(config: pytest.Config) -> bool:
    """Whether this process is a pytest-xdist worker."""
    return hasattr(config, "workerinput")


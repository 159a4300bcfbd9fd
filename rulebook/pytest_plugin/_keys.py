"""Stash keys, marker names and option names shared by the plugin's modules."""
from __future__ import annotations

from typing import Any

import pytest

#: ``config.stash[HELLO_KEY]``: the engine's hello response.
HELLO_KEY = pytest.StashKey[dict]()
#: ``item.stash[TRANSCRIPT_KEY]``: the scenario's request/response pairs.
TRANSCRIPT_KEY = pytest.StashKey[list]()
#: ``config.stash[ENGINE_KEY]``: the engine opened by the ``rulebook_engine`` fixture.
ENGINE_KEY = pytest.StashKey[Any]()

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

INFO_KEY = pytest.StashKey[dict]()
PHASES_KEY = pytest.StashKey[list]()
CHECKED_KEY = pytest.StashKey[bool]()
STEP_KEY = pytest.StashKey[str]()
RUN_KEY = pytest.StashKey[Any]()
WORKER_KEY = pytest.StashKey[dict]()
EXPECT_KEY = pytest.StashKey[Any]()
#: ``config.stash[READING_KEY]``: the run's ``--rulebook-interp`` choices, game → key → value.
READING_KEY = pytest.StashKey[dict]()
#: ``config.stash[GIVE_UP_KEY]``: the :class:`~rulebook.pytest_plugin.engine.GiveUp` tracker.
GIVE_UP_KEY = pytest.StashKey[Any]()

#: ``config.workeroutput`` key: expectation entries a worker matched to no scenario.
UNMATCHED_OUTPUT = "rulebook_expectations_unmatched"


def is_worker(config: pytest.Config) -> bool:
    """Whether this process is a pytest-xdist worker."""
    return hasattr(config, "workerinput")


def isatty(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False

"""Fixtures behind the steps: the validating client and the scenario context."""
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import pytest

from ..client import Client
from .context import ScenarioContext

if TYPE_CHECKING:
    from ..engines import Engine


@pytest.fixture
def rulebook_client(request: pytest.FixtureRequest, rulebook_engine: Engine) -> Client:
    """A :class:`Client` over the session's engine; its transcript is kept in
    the test item's stash for the report, and the engine's ``hello`` in the
    config stash for the report header and ``@requires`` checks."""
    from ..pytest_plugin import HELLO_KEY, TRANSCRIPT_KEY
    from ..pytest_plugin.engine import give_up

    give_up(request.config).check(getattr(rulebook_engine, "restarts", 0))
    client = Client(rulebook_engine, validate=request.config.getoption("rulebook_validate_protocol"))
    hello = request.config.stash.get(HELLO_KEY, None)
    if hello is None:
        hello = client.hello()
        request.config.stash[HELLO_KEY] = hello
    client._hello = hello
    request.node.stash[TRANSCRIPT_KEY] = client.transcript
    return client


@pytest.fixture
def scenario(request: pytest.FixtureRequest, rulebook_client: Client) -> ScenarioContext:
    """The scenario's context; its interpretations are the run's reading
    (``--rulebook-interp``, else what the engine plays) with the scenario's
    ``@interp:key=value`` tags on top, as sent to the engine (values that are
    not the default: :func:`rulebook.pytest_plugin.applicability.scenario_interpretations`);
    ``--setup`` (``auto``, ``route``, ``load_position``) says how a draft
    position reaches the engine (:mod:`rulebook.route`)."""
    from ..pytest_plugin import READING_KEY, scenario_info
    from ..pytest_plugin.applicability import scenario_interpretations

    info: Mapping[str, Any] = scenario_info(request.node) or {}
    tags = [str(mark.args[0]) for mark in request.node.iter_markers("rulebook_interp")]
    interpretations, _ = scenario_interpretations(
        rulebook_client._hello, info.get("game"), tags, request.config.stash.get(READING_KEY, None),
        override=bool(request.config.getoption("rulebook_interp_override", False)))
    setup = request.config.getoption("rulebook_setup", None) or "auto"
    return ScenarioContext(rulebook_client, interpretations, setup=setup)

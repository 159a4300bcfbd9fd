"""Fixtures behind the steps: the validating client and the scenario context."""
from __future__ import annotations

import pytest

from ..client import Client
from .context import ScenarioContext


@pytest.fixture
def rulebook_client(request: pytest.FixtureRequest, rulebook_engine) -> Client:
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
    """The scenario's context; ``@interp:key=value`` tags preset interpretations;
    ``--setup`` (``auto``, ``route``, ``load_position``) says how a draft
    position reaches the engine (:mod:`rulebook.route`)."""
    interpretations = {}
    for mark in request.node.iter_markers("rulebook_interp"):
        key, _, value = str(mark.args[0]).partition("=")
        interpretations[key] = value
    setup = request.config.getoption("rulebook_setup", None) or "auto"
    return ScenarioContext(rulebook_client, interpretations, setup=setup)

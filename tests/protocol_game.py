"""One random game played through the protocol, shared by the property tests
(``tests/test_*properties.py``): a validating :class:`rulebook.client.Client`
over an in-process :class:`reference_engine.Session`, plus unvalidated
``raw`` probes of that session (cheap ``state`` reads between moves)."""
from __future__ import annotations

from typing import Any

from reference_engine import Session
from rulebook.client import Client
from rulebook.engines import InProcessEngine


class ProtocolGame:
    """``session``: the engine; ``client``: the validating client on it;
    ``moves``/``events``: what the game has applied and reported so far."""

    def __init__(self) -> None:
        self.session = Session()
        self.client = Client(InProcessEngine(self.session.handle))
        self.moves: list[dict[str, Any]] = []
        self.events: list[dict[str, Any]] = []

    def call(self, cmd: str, **fields: Any) -> dict[str, Any]:
        """``cmd`` through the validating client; asserts it is accepted."""
        response = self.client.call(cmd, **fields)
        assert response["ok"] is True, f"{cmd} {fields} refused: {response.get('error')}"
        return response

    def raw(self, cmd: str) -> dict[str, Any]:
        """``cmd`` straight to the session (no validation); the response without its id."""
        response = self.session.handle({"id": "probe", "cmd": cmd})
        assert response["ok"] is True, response
        return {k: v for k, v in response.items() if k != "id"}

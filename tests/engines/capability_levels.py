"""The reference engine declaring less: one in-process engine per capability level.

``rulebook check --engine tests.engines.capability_levels:<level>`` (from the
repository root) runs the suite against the reference engine whose ``hello``
declares only the capabilities of that level, and which answers
``unsupported`` to the commands of the capabilities left out
(``load_position``, ``perft``) and to requests carrying custom tile
definitions without ``custom_tiles``.  The levels (spec/protocol.md §4a):

``minimal``   ``hello``, ``new_game``, ``legal_moves``, ``apply_move``, ``state`` (and ``end_game``)
``data``      + ``custom_tiles`` / ``custom_boards`` (test data carried by requests)
``load``      + ``load_position``
``full``      + ``perft``: everything the reference engine declares
``routes``    everything but ``load_position`` (the share routes reach when every other
              capability is there: README, "Engines without `load_position`")
"""
from __future__ import annotations

from typing import Any

from reference_engine import Session

#: ``chance`` (spec/protocol.md §7a) is kept at every level: it says how the engine models the
#: rules' shuffles, not how the suite sets a game up, and the engine underneath stops for chance.
LEVELS: dict[str, frozenset[str]] = {
    "minimal": frozenset({"chance"}),
    "data": frozenset({"chance", "custom_tiles", "custom_boards"}),
    "load": frozenset({"chance", "custom_tiles", "custom_boards", "load_position"}),
    "full": frozenset({"chance", "custom_tiles", "custom_boards", "load_position", "perft", "box"}),
    "routes": frozenset({"chance", "custom_tiles", "custom_boards", "perft", "box"}),
}
#: Commands that belong to a capability.
COMMANDS = {"load_position": "load_position", "perft": "perft", "box": "box"}


class LevelEngine:
    """``handle(request) -> response`` for one level of :data:`LEVELS`."""

    def __init__(self, level: str) -> None:
        self.level = level
        self.allowed = LEVELS[level]
        self.session = Session()

    def _unsupported(self, request: dict[str, Any], what: str) -> dict[str, Any]:
        return {"id": request.get("id"), "ok": False,
                "error": {"code": "unsupported",
                          "message": f"this engine ({self.level} level) does not implement {what}"}}

    def __call__(self, request: dict[str, Any]) -> dict[str, Any]:
        cmd = request.get("cmd") if isinstance(request, dict) else None
        needed = COMMANDS.get(cmd)
        if needed and needed not in self.allowed:
            return self._unsupported(request, needed)
        if cmd in ("new_game", "load_position") and "custom_tiles" not in self.allowed:
            position = request.get("position") if isinstance(request.get("position"), dict) else {}
            if request.get("tiles") or position.get("tiles"):
                return self._unsupported(request, "custom_tiles")
        if self.session.stopped:  # the runner restarted the engine: a fresh one, like a new process
            self.session = Session()
        response = self.session.handle(request)
        if cmd == "hello" and response.get("ok"):
            for entry in response["games"].values():
                entry["capabilities"] = [c for c in entry.get("capabilities", []) if c in self.allowed]
        return response


minimal = LevelEngine("minimal")
data = LevelEngine("data")
load = LevelEngine("load")
full = LevelEngine("full")
routes = LevelEngine("routes")

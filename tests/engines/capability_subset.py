"""The reference engine declaring only some capabilities (an in-process engine).

``--engine capability_subset:handle`` with ``tests/engines`` on ``PYTHONPATH``
and ``RULEBOOK_CAPABILITIES`` set to a comma-separated list of the capabilities
to keep (empty: none).  ``hello`` lists only those, for every game; a request
that needs a capability it no longer declares is refused, as
spec/protocol.md asks of an engine without it (:class:`Subset` does the work;
``tests/engines/capability_levels.py`` uses it too):

* ``load_position``, ``perft``, ``box``: the command is answered ``unsupported``;
* ``custom_tiles``: ``new_game`` with ``tiles``, a position with ``tiles``: ``unsupported``;
* ``custom_boards``: ``new_game`` with an ``options.board`` object, a position
  whose ``board`` is not the standard board (``oregon-default``): ``unsupported``;
* ``chance`` (spec/protocol.md §7a): an engine without chance decisions.  ``hello``
  leaves out the interpretation values marked *(chance)* (spec/interpretations.md);
  a ``new_game`` or ``load_position`` naming one is answered ``unsupported``, and one
  that leaves such a key out plays the first value left (``cards.reshuffle="turn_over"``),
  as §7a asks; so a ``shuffle`` move is ``illegal_move`` (no chance decision is ever pending).
  Should the engine underneath still stop for chance, the wrapper answers ``internal``
  (so a test sees it): this engine never stops for chance.
  With ``RULEBOOK_CHANCE_KEYS=undeclared`` (or ``declare_keys=False``) it leaves the keys
  that have a chance value out of ``hello`` altogether, though it still plays the first
  value without chance: an engine written before chance decisions, which the runner takes
  to play each key's default (the case of issue 27: routes sent it ``shuffle`` moves).

Everything else goes to the reference engine unchanged.
"""
from __future__ import annotations

import copy
import os
from typing import Any

from reference_engine import Session

STANDARD_BOARDS = {"oregon-default"}
#: The capabilities this wrapper can take away.
MANAGED = frozenset({"load_position", "perft", "box", "custom_tiles", "custom_boards", "chance"})
#: Commands that belong to a capability.
COMMANDS = {"load_position": "load_position", "perft": "perft", "box": "box"}


def kept() -> set[str]:
    return {c for c in os.environ.get("RULEBOOK_CAPABILITIES", "").split(",") if c}


def needs(request: dict[str, Any]) -> set[str]:
    """The capabilities ``request`` relies on."""
    cmd = request.get("cmd")
    found = set()
    if cmd in COMMANDS:
        found.add(COMMANDS[cmd])
    if cmd == "new_game":
        if request.get("tiles"):
            found.add("custom_tiles")
        if isinstance((request.get("options") or {}).get("board"), dict):
            found.add("custom_boards")
    if cmd == "load_position":
        position = request.get("position") if isinstance(request.get("position"), dict) else {}
        if position.get("tiles"):
            found.add("custom_tiles")
        board = position.get("board")
        if isinstance(board, dict) and board.get("id") not in STANDARD_BOARDS:
            found.add("custom_boards")
    return found


def chance_values() -> dict[str, dict[str, frozenset[str]]]:
    """game -> key -> the values of the key that need ``chance`` (spec/interpretations.md)."""
    from rulebook.readings import registry

    return {game: {name: key.chance for name, key in keys.items() if key.chance}
            for game, keys in registry().items()}


class Subset:
    """``handle(request) -> response``: the reference engine declaring only ``allowed``
    (``who`` names the engine in its refusals)."""

    def __init__(self, allowed: frozenset[str] | set[str], who: str = "this engine", declare_keys: bool = True) -> None:
        self.allowed = frozenset(allowed)
        self.who = who
        self.declare_keys = declare_keys
        self.session = Session()
        self.chance = chance_values()

    def _refuse(self, request: dict[str, Any], code: str, message: str) -> dict[str, Any]:
        return {"id": request.get("id"), "ok": False, "error": {"code": code, "message": message}}

    def _without_chance(self, request: dict[str, Any]) -> dict[str, Any] | str:
        """The set-up request with each chance key it leaves out set to the first value
        without chance; a message when it names a chance value."""
        cmd = request.get("cmd")
        body = request.get("position") if cmd == "load_position" else request
        if cmd not in ("new_game", "load_position") or not isinstance(body, dict):
            return request
        game = body.get("game") or request.get("game")
        chosen = dict(body.get("interpretations") or {}) if isinstance(body.get("interpretations"), dict) else {}
        from reference_engine.games import GAMES

        if game not in GAMES:
            return request
        declared = GAMES[game].declaration["interpretations"]
        for key, values in self.chance.get(game, {}).items():
            if chosen.get(key) in values:
                return f"{self.who} has no chance decisions, so it does not play {key}={chosen[key]}"
            if key not in chosen and key in declared:
                chosen[key] = next(v for v in declared[key] if v not in values)
        if cmd == "load_position":
            return {**request, "position": {**body, "interpretations": chosen}}
        return {**request, "interpretations": chosen}

    def __call__(self, request: dict[str, Any]) -> dict[str, Any]:
        if not isinstance(request, dict):
            return self.session.handle(request)
        if self.session.stopped:  # the runner restarted the engine: a fresh one, like a new process
            self.session = Session()
        missing = sorted(needs(request) - self.allowed)
        if missing:
            return self._refuse(request, "unsupported", f"{self.who} does not offer {', '.join(missing)}")
        no_chance = "chance" not in self.allowed
        if no_chance:
            changed = self._without_chance(request)
            if isinstance(changed, str):
                return self._refuse(request, "unsupported", changed)
            request = changed
        response = self.session.handle(request)
        if request.get("cmd") == "hello" and response.get("ok"):
            response = copy.deepcopy(response)  # its lists are the engine's own declaration
            for game, entry in response["games"].items():
                entry["capabilities"] = [c for c in entry.get("capabilities", [])
                                         if c in self.allowed or c not in MANAGED]
                if no_chance:
                    for key, values in self.chance.get(game, {}).items():
                        if key in entry.get("interpretations", {}) and not self.declare_keys:
                            del entry["interpretations"][key]
                        elif key in entry.get("interpretations", {}):
                            entry["interpretations"][key] = [v for v in entry["interpretations"][key]
                                                             if v not in values]
        pending = response.get("pending") if response.get("ok") else None
        chance_pending = isinstance(pending, dict) and pending.get("decision") == "shuffle"
        if no_chance and (chance_pending or "chance" in (response.get("state") or {})):
            return self._refuse(request, "internal", f"{self.who} stopped for chance, which it does not declare")
        return response


_engine: Subset | None = None


def handle(request: dict[str, Any]) -> dict[str, Any]:
    """The engine of ``RULEBOOK_CAPABILITIES`` (read once)."""
    global _engine
    if _engine is None:
        _engine = Subset(kept(), declare_keys=os.environ.get("RULEBOOK_CHANCE_KEYS") != "undeclared")
    return _engine(request)

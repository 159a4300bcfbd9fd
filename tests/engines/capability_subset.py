"""The reference engine declaring only some capabilities (an in-process engine).

``--engine capability_subset:handle`` with ``tests/engines`` on ``PYTHONPATH``
and ``RULEBOOK_CAPABILITIES`` set to a comma-separated list of the capabilities
to keep (empty: none).  ``hello`` lists only those, for every game; a request
that needs a capability it no longer declares is answered ``unsupported``, as
spec/protocol.md asks of an engine without it:

* ``load_position``: the ``load_position`` command;
* ``perft``: the ``perft`` command;
* ``custom_tiles``: ``new_game`` with ``tiles``, a position with ``tiles``;
* ``custom_boards``: ``new_game`` with an ``options.board`` object, a position
  whose ``board`` is not the standard board (``oregon-default``).

Everything else goes to the reference engine unchanged.  Capabilities
outside these four (``chance``, spec/protocol.md §7a) are left as the
reference declares them: an engine without chance decisions also plays other
defaults, which ``tests/engines/wrapped_reference.py --no-chance`` covers.
"""
from __future__ import annotations

import os
from typing import Any

from reference_engine import Session

_session: Session | None = None
STANDARD_BOARDS = {"oregon-default"}
#: The capabilities this wrapper can take away.
MANAGED = frozenset({"load_position", "perft", "custom_tiles", "custom_boards"})


def kept() -> set[str]:
    return {c for c in os.environ.get("RULEBOOK_CAPABILITIES", "").split(",") if c}


def needs(request: dict[str, Any]) -> set[str]:
    """The capabilities ``request`` relies on."""
    cmd = request.get("cmd")
    found = set()
    if cmd in ("load_position", "perft"):
        found.add(cmd)
    if cmd == "new_game":
        if request.get("tiles"):
            found.add("custom_tiles")
        if isinstance((request.get("options") or {}).get("board"), dict):
            found.add("custom_boards")
    if cmd == "load_position":
        position = request.get("position") or {}
        if position.get("tiles"):
            found.add("custom_tiles")
        board = position.get("board")
        if isinstance(board, dict) and board.get("id") not in STANDARD_BOARDS:
            found.add("custom_boards")
    return found


def handle(request: dict[str, Any]) -> dict[str, Any]:
    global _session
    if _session is None or _session.stopped:
        _session = Session()
    missing = sorted(needs(request) - kept())
    if missing:
        return {"id": request.get("id"), "ok": False,
                "error": {"code": "unsupported", "message": f"capability {', '.join(missing)} not offered"}}
    response = _session.handle(request)
    if request.get("cmd") == "hello" and response.get("ok"):
        for entry in response["games"].values():
            entry["capabilities"] = [c for c in entry.get("capabilities", []) if c in kept() or c not in MANAGED]
    return response

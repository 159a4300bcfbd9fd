"""In-process engines (``--engine tests.engines.free_fields:<name>``): the reference engine
with one kind of difference, for the tests of spec/protocol.md §12a (fields the spec leaves
free) and of the protocol-wide contract scenarios (issue 27).

- ``free_only``: differs only at free places — ``hello``'s ``engine`` and every error's
  ``message`` and ``details`` (``x-engine-free``): ``rulebook check`` must pass it.
- ``wrong_rule``: names another rule in every ``illegal_move`` (a decided field): it must fail.
- ``perft_plays``: ``perft`` answers the right count, then plays the first legal move on the
  game it counted (a game changed by ``perft``, PC-R-PERFT-1).
- ``perft_zero_at_depth_0``: ``perft`` at depth 0 answers 0 while a chance decision is pending
  (the old text of §7a).
- ``chance_kept``: the state keeps ``chance`` after ``end_game`` (PC-R-CHANCE-1).
"""
from __future__ import annotations

from typing import Any

from reference_engine import Session

_SESSIONS: dict[str, Session] = {}


def _session(name: str) -> Session:
    return _SESSIONS.setdefault(name, Session())


def _handle(name: str, request: dict[str, Any]) -> dict[str, Any]:
    """The reference's answer; ``stop`` (a restart, in process) ends the session."""
    response = _session(name).handle(request)
    if request.get("cmd") == "stop":
        _SESSIONS.pop(name, None)
    return response


def free_only(request: dict[str, Any]) -> dict[str, Any]:
    response = _handle("free_only", request)
    if request.get("cmd") == "hello" and response.get("ok"):
        response["engine"] = {"name": "another engine", "version": "9.9", "language": "cobol"}
    if response.get("ok") is False:
        response["error"] = {**response["error"], "message": "other words", "details": {"free": True}}
    return response


def wrong_rule(request: dict[str, Any]) -> dict[str, Any]:
    response = _handle("wrong_rule", request)
    if response.get("ok") is False and response["error"].get("rule"):
        response["error"] = {**response["error"], "rule": "CAR-R-TURN-1"
                             if response["error"]["rule"] != "CAR-R-TURN-1" else "CAR-R-TILE-1"}
    return response


def perft_plays(request: dict[str, Any]) -> dict[str, Any]:
    session = _session("perft_plays")
    response = _handle("perft_plays", request)
    if request.get("cmd") == "perft" and response.get("ok") and session.game is not None:
        moves = list(session.game.legal_moves())
        if moves:
            session.game.apply(moves[0])
    return response


def perft_zero_at_depth_0(request: dict[str, Any]) -> dict[str, Any]:
    session = _session("perft_zero_at_depth_0")
    response = _handle("perft_zero_at_depth_0", request)
    if request.get("cmd") == "perft" and response.get("ok") and request.get("depth") == 0 \
            and session.game is not None and (session.game.pending() or {}).get("player", "") is None:
        response["nodes"] = 0
    return response


def chance_kept(request: dict[str, Any]) -> dict[str, Any]:
    session = _session("chance_kept")
    if request.get("cmd") == "end_game" and session.game is not None:
        pending = session.game.pending()
        if pending is not None and pending.get("player") is None:
            chance_kept.kept = dict(pending)  # type: ignore[attr-defined]
    response = _handle("chance_kept", request)
    kept = getattr(chance_kept, "kept", None)
    if request.get("cmd") in ("new_game", "load_position", "stop"):
        chance_kept.kept = None  # type: ignore[attr-defined]
    elif request.get("cmd") == "state" and response.get("ok") and kept is not None:
        response["state"]["chance"] = kept
    return response

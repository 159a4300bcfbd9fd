"""Comparing a route's end state with the draft, up to declared differences.

The declared differences (``features/README.md``, "Routes"):

* each player's ``score`` (a route scores nothing a draft may state; the
  difference is kept as a score offset and Then-steps that state absolute
  scores compare changes since the scenario's When),
* ``turn.number`` (a route takes one turn per tile), and so a castle's
  ``built_turn`` (kept only as "before the current turn" or not, all the
  rules ask of it),
* the order of ``players`` when the route seats another player first (the
  seating cycle, so every later turn, is the same).

Anything else that differs is a reason the route does not reach the draft.
"""
from __future__ import annotations

import json
from typing import Any


def _players(state: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {p["name"]: {k: v for k, v in p.items() if k != "score"} for p in state.get("players", [])}


def _cycle(names: list[str], first: str) -> list[str]:
    i = names.index(first)
    return names[i:] + names[:i]


def _short(value: Any, limit: int = 120) -> str:
    text = json.dumps(value, sort_keys=True)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _castles(castles: list[dict[str, Any]], state: dict[str, Any]) -> list[dict[str, Any]]:
    """Castles without their ``built_turn``, which a route cannot match (it
    takes one turn per tile), but with what that turn means for the rules:
    whether it was before the current turn (only then a completed feature
    in the vicinity scores it: spec/castles.md)."""
    now = (state.get("turn") or {}).get("number", 0)
    return sorted(({**{k: v for k, v in c.items() if k != "built_turn"},
                    "before_this_turn": c.get("built_turn", 0) < now} for c in castles),
                  key=lambda c: json.dumps(c, sort_keys=True))


def _turn(turn: dict[str, Any], state: dict[str, Any]) -> dict[str, Any]:
    """The turn without its ``number`` (a route takes one turn per tile)."""
    return {k: v for k, v in turn.items() if k != "number"}


#: State fields compared up to a declared difference: field -> (its value, the whole state) -> what
#: is compared.  The value is normalised only when both sides have it in the same JSON shape.
NORMALISED: dict[str, Any] = {"turn": _turn, "castles": _castles}


def differences(draft: dict[str, Any], reached: dict[str, Any]) -> list[str]:
    """What ``reached`` (a route's end state, in the draft's frame) has that
    ``draft`` (the draft as the reference engine loads it) has not, other
    than the declared differences; one sentence per field, ``[]`` when equal."""
    problems: list[str] = []
    names_d = [p["name"] for p in draft.get("players", [])]
    names_r = [p["name"] for p in reached.get("players", [])]
    if sorted(names_d) != sorted(names_r) or (names_d and _cycle(names_r, names_d[0]) != names_d):
        problems.append(f"players are seated {', '.join(names_r)}, not {', '.join(names_d)}")
    else:
        want, got = _players(draft), _players(reached)
        for name in names_d:
            if want[name] != got[name]:
                keys = sorted(k for k in set(want[name]) | set(got[name]) if want[name].get(k) != got[name].get(k))
                for key in keys:
                    problems.append(f"{name}'s {key} would be {_short(got[name].get(key))}, "
                                    f"not {_short(want[name].get(key))}")
    for key in sorted(set(draft) | set(reached)):
        if key == "players":
            continue
        a, b = draft.get(key), reached.get(key)
        normalise = NORMALISED.get(key)
        if normalise is not None and isinstance(a, (list, dict)) and type(a) is type(b):
            a, b = normalise(a, draft), normalise(b, reached)
        if a != b:
            problems.append(f"{key} would be {_short(b)}, not {_short(a)}")
    return problems


def score_offsets(draft: dict[str, Any], reached: dict[str, Any]) -> dict[str, int]:
    """Per player: the route's score less the draft's (0 when they agree)."""
    want = {p["name"]: p["score"] for p in draft.get("players", [])}
    return {p["name"]: p["score"] - want.get(p["name"], 0) for p in reached.get("players", [])}

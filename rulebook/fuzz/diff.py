"""Differences between two JSON answers: :func:`first_difference` (a JSON
Pointer and both values), a cheap :func:`same_json` test that the lockstep
runs first, and :class:`Divergence`, the record of the first difference."""
from __future__ import annotations

import json
import pickle
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import islice
from typing import Any, TypedDict

from ..errors import RulebookError

KINDS = ("legal_moves", "events", "state", "error", "protocol")

#: A JSON value as an engine sent it (any of null, boolean, number, string, array, object).
JSON = Any
#: A JSON object: a request, a response, an event, a move, a state.
JSONObject = dict[str, Any]
#: What makes two divergences "the same" while shrinking (:meth:`Divergence.signature`).
Signature = tuple[JSON, ...]


class DifferenceRecord(TypedDict):
    """One more differing value of a divergence (:attr:`Divergence.others`)."""

    path: str
    expected: JSON
    actual: JSON


class DivergenceRecord(TypedDict):
    """:meth:`Divergence.to_json`: a divergence in a JSON export (missing values as ``"<absent>"``)."""

    kind: str
    command: str
    step: int
    path: str
    expected: JSON
    actual: JSON
    message: str
    reference_item: JSON
    candidate_item: JSON
    failure: str | None
    details: JSON
    others: list[DifferenceRecord]


class _Absent:
    """A value missing on one side (a key or a list element)."""

    def __repr__(self) -> str:
        return "<absent>"

    def __reduce__(self) -> str:
        return "ABSENT"


#: Stands for "no such key / element" in :class:`Divergence` values.
ABSENT = _Absent()


class ReferenceFailure(RulebookError):
    """The reference engine crashed, broke the protocol or refused a move from
    its own legal list: the run cannot judge the candidate."""


class ExportUnsupported(RulebookError):
    """The case cannot be written with the existing step vocabulary."""


class _InvalidCase(Exception):
    """The reference refused a shrink attempt (an inconsistent position, a
    move no longer legal): the attempt says nothing about the candidate."""


# --------------------------------------------------------------------------- differences


def _escape(token: JSON) -> str:
    return str(token).replace("~", "~0").replace("/", "~1")


def _same_scalar(a: JSON, b: JSON) -> bool:
    # JSON types: true is not 1, but 1 and 1.0 are the same number.
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    return type(a) is type(b) and a == b


#: Whether a JSON Pointer (into the compared value) is a place the spec leaves free.
FreeTest = Callable[[str], bool]


def _walk(expected: JSON, actual: JSON, path: str, free: FreeTest | None) -> Iterator[tuple[str, JSON, JSON]]:
    """Each value that differs, in walk order: objects in ``expected``'s key
    order, then ``actual``'s extra keys; lists by index; a place ``free``
    names is skipped with everything under it."""
    if free is not None and path and free(path):
        return
    if isinstance(expected, dict) and isinstance(actual, dict):
        for key in list(expected) + [k for k in actual if k not in expected]:
            yield from _walk(expected.get(key, ABSENT), actual.get(key, ABSENT), f"{path}/{_escape(key)}", free)
    elif isinstance(expected, list) and isinstance(actual, list):
        for i in range(max(len(expected), len(actual))):
            yield from _walk(expected[i] if i < len(expected) else ABSENT,
                             actual[i] if i < len(actual) else ABSENT, f"{path}/{i}", free)
    elif isinstance(expected, (dict, list)) or isinstance(actual, (dict, list)):
        yield (path, expected, actual)
    elif expected is ABSENT or actual is ABSENT:
        if expected is not actual:
            yield (path, expected, actual)
    elif not _same_scalar(expected, actual):
        yield (path, expected, actual)


def first_difference(expected: JSON, actual: JSON, path: str = "") -> tuple[str, JSON, JSON] | None:
    """The JSON Pointer of the first value that differs, with both values
    (:data:`ABSENT` for a missing key or element), or ``None`` when equal.
    Objects are walked in ``expected``'s key order, then ``actual``'s extra keys."""
    return next(_walk(expected, actual, path, None), None)


def differences(expected: JSON, actual: JSON, path: str = "", free: FreeTest | None = None,
                limit: int = 1000) -> list[tuple[str, JSON, JSON]]:
    """Every value that differs, as :func:`first_difference` finds the
    first: ``[(JSON Pointer, expected, actual)]`` in the same walk order
    (:data:`ABSENT` for a missing key or element), at most ``limit``.
    ``free(pointer)`` true: the place and everything under it is the
    engine's choice (spec/protocol.md §12a, :func:`rulebook_protocol.free.is_free`)
    and is not compared."""
    return list(islice(_walk(expected, actual, path, free), limit))


def point(command: str, step: int, after_move: bool = False) -> str:
    """Where a request stands in a game, in the one numbering every fuzz
    message uses: moves are numbered from 1 (``step`` counts the moves
    applied before the request).  ``"at the start"`` (``new_game``,
    ``load_position``, the state before any move), ``"on move 5"``
    (``apply_move`` of the fifth move), ``"after move 5"`` (the state
    after it), ``"before move 6"`` (``legal_moves`` once 5 moves are
    played; the state before move 6 that is not after a move)."""
    if command in ("new_game", "load_position") or (step == 0 and not after_move and command == "state"):
        return "at the start"
    if command == "apply_move":
        return f"on move {step + 1}"
    if command == "state" and after_move:
        return f"after move {step + 1}"
    return f"before move {step + 1}"


#: Per compared key of a response: the schema of each of its values (``{game}``: the game id).
_FREE_SCHEMAS: dict[str, str] = {"state": "games/{game}/state", "events": "games/{game}/event",
                                 "pending": "games/{game}/pending"}


def free_test(game: str | None, key: str) -> FreeTest | None:
    """For the response field ``key`` (``state``, ``events``, ``pending``) of
    a ``game``: whether a JSON Pointer into the response (``/state/turn/x``,
    ``/events/3/x``) is a place the spec leaves free — the game's schema of
    that value marks it ``x-engine-free`` (spec/protocol.md §12a,
    :func:`rulebook_protocol.free.is_free`).  ``None`` when nothing is free there."""
    from rulebook_protocol.free import free_places, is_free

    if game is None or key not in _FREE_SCHEMAS:
        return None
    name = _FREE_SCHEMAS[key].format(game=game)
    try:
        if not free_places(name):
            return None
    except Exception:  # no such schema: nothing is free there
        return None
    skip = 2 if key == "events" else 1  # "/events/3/x" -> "/x"; "/state/x" -> "/x"

    def free(pointer: str) -> bool:
        inner = "/" + "/".join(pointer.split("/")[1 + skip:]) if pointer.count("/") > skip else ""
        return bool(inner) and is_free(name, inner) is not None

    return free


def same_json(expected: JSON, actual: JSON, *, typed: bool = False) -> bool:
    """Whether two JSON values are equal — the cheap test the lockstep runs
    first, before :func:`first_difference` walks a mismatch.

    Python's ``==`` (C speed, key order free, ``1 == 1.0`` as in JSON) says
    ``True == 1``; ``typed`` says a schema already fixed every boolean and
    number (a validating client), so ``==`` is exact.  Otherwise equal values
    are confirmed by their pickles (booleans and numbers pickle apart), and a
    pickle mismatch (key order, ``1`` vs ``1.0``) by :func:`first_difference`."""
    if expected is actual:
        return True
    if expected != actual:
        return False
    if typed:
        return True
    return pickle.dumps(expected) == pickle.dumps(actual) or first_difference(expected, actual) is None


def _canonical(value: JSON) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def _jsonable(value: JSON) -> JSON:
    if value is ABSENT:
        return "<absent>"
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    return value


def _item(container: JSON, path: str) -> JSON:
    """The element of a list-valued field that ``path`` goes through
    (``/events/3/points`` → ``container["events"][3]``), else ``None``."""
    parts = path.split("/")[1:3]
    if len(parts) < 2 or not parts[1].isdigit() or not isinstance(container, dict):
        return None
    seq = container.get(parts[0])
    if isinstance(seq, list) and int(parts[1]) < len(seq):
        return seq[int(parts[1])]
    return None


@dataclass
class Divergence:
    """The first difference between the reference (``expected``) and the
    candidate (``actual``).

    ``command`` is the request that showed it; ``path`` a JSON Pointer into
    that request's response (``/events/2/points``, ``/state/players/0/score``,
    ``/moves`` for the set of legal moves, ``/ok`` for a refusal);
    ``step`` the number of moves of the case applied before that request
    (for ``apply_move``, the index of the move being applied).
    ``reference_item``/``candidate_item`` are the event, move or player the
    path goes through; ``failure`` tells ``error`` findings apart
    (``refused``, ``crashed``, ``timeout``)."""

    kind: str
    command: str
    step: int
    path: str
    expected: JSON
    actual: JSON
    message: str
    reference_item: JSON = None
    candidate_item: JSON = None
    failure: str | None = None
    details: JSON = None

    #: Set by the lockstep: a ``state`` compared after move ``step`` (not after the start).
    after_move: bool = False
    #: Every other value of the same answer that differs (JSON Pointer, expected, actual), in
    #: walk order after ``path`` — a state differing in several fields shows them all at once.
    others: tuple[tuple[str, JSON, JSON], ...] = ()

    def where(self, first: int = 0) -> str:
        """Where it showed (:func:`point`); ``first``: the moves of the game
        before the case's first (after a resync), to number the game's moves."""
        return point(self.command, self.step + first, self.after_move)

    @property
    def paths(self) -> list[str]:
        """Every differing JSON Pointer of the answer: ``path``, then :attr:`others`'."""
        return [self.path, *(p for p, _, _ in self.others)]

    @property
    def moves_needed(self) -> int:
        """How many moves of the case a reproduction must play."""
        if self.command == "apply_move" or (self.command == "state" and self.after_move):
            return self.step + 1
        return self.step

    @property
    def engine_failure(self) -> bool:
        """A crash, a timeout or a protocol violation (rather than a wrong answer)."""
        return self.kind == "protocol" or self.failure in ("crashed", "timeout")

    def signature(self) -> Signature:
        """What makes two divergences "the same" while shrinking: kind,
        command, the field the path starts in (``/events``, ``/moves``,
        ``/state/players`` ...), and the type (reason, ``final``, or decision) of
        the event, move or pending it is about — not the index or the key, so a
        missing ``points_scored`` and one for the wrong player stay "the same"."""
        item = self.reference_item if isinstance(self.reference_item, dict) else self.candidate_item
        what = ((item.get("type") or item.get("decision"), item.get("reason"), item.get("final"))
                if isinstance(item, dict) else (None, None, None))
        if self.kind == "error":
            code = self.details.get("code") if isinstance(self.details, dict) else None
            return (self.kind, self.command, self.failure, code)
        if self.kind == "protocol":
            return (self.kind, self.command)
        parts = self.path.split("/")
        where = "/".join(parts[:3] if parts[1:2] == ["state"] else parts[:2])
        return (self.kind, self.command, re.sub(r"/\d+", "/*", where), *what)

    def to_json(self) -> DivergenceRecord:
        return {"kind": self.kind, "command": self.command, "step": self.step, "path": self.path,
                "expected": _jsonable(self.expected), "actual": _jsonable(self.actual), "message": self.message,
                "reference_item": _jsonable(self.reference_item), "candidate_item": _jsonable(self.candidate_item),
                "failure": self.failure, "details": _jsonable(self.details),
                "others": [{"path": p, "expected": _jsonable(e), "actual": _jsonable(a)} for p, e, a in self.others]}



def _show(value: JSON, limit: int = 160) -> str:
    text = "<absent>" if value is ABSENT else json.dumps(_jsonable(value), separators=(", ", ": "))
    return text if len(text) <= limit else text[: limit - 3] + "..."


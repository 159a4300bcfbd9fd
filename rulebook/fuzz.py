"""Differential play: a candidate engine against the reference, in lockstep.

:func:`fuzz` plays random complete games through two engines at once — the
same ``new_game`` (:func:`rulebook.boxes.standard_game` with seed ``seed + i``
for game ``i``), the same moves — and compares, at every step,

* ``legal_moves``: the pending decision, then the moves as a multiset
  (canonical moves; the order is a convenience, spec/protocol.md §7);
* ``apply_move``: the events, in order, then the next pending decision;
* ``state``: the canonical state (§9) after ``new_game`` and after every move.

The move is picked with the runner's ``random.Random(seed + i)`` from the
*reference's* list, exactly as ``rulebook play GAME --seed S`` picks it, so
game ``i`` of a fuzz run is ``rulebook play GAME --seed S+i`` on the reference.

The first difference ends the run with a :class:`Finding`: where (game, seed,
move), what (:class:`Divergence`: kind, JSON Pointer, expected = reference,
actual = candidate), and a shrunk :class:`Case` that still shows it.  Kinds:

==============  ==================================================================
``legal_moves``  the pending decision or the set of legal moves differ
``events``       the events of ``new_game``/``load_position``/``apply_move`` differ
``state``        the canonical state differs
``error``        the candidate refused what the reference accepted (``ok: false``),
                 crashed or timed out
``protocol``     the candidate's answer broke the protocol (off its schema, not
                 JSON, wrong id)
==============  ==================================================================

Shrinking (:func:`shrink`) is a delta debugger of our own, every step
verified by replaying both engines: Hypothesis's shrinker cannot be started
from a failing game found elsewhere through its public API, and a game is
structured data (a position, a draw pile, moves) that shrinks faster and
further by its parts than as a byte string.  See :func:`shrink`.

:func:`export_feature` writes the shrunk case as a Gherkin scenario in the
phrasebook of ``features/README.md`` (base Carcassonne);
:func:`export_json` writes a JSON transcript of any game.
"""
from __future__ import annotations

import copy
import hashlib
import json
import random
import re
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .chance import is_chance, is_permutation
from .chance import resolve as resolve_chance
from .boxes import BOXES, standard_game
from .client import Client
from .errors import (
    EngineCrashed,
    EngineError,
    EngineTimeout,
    NotApplicable,
    ProtocolViolation,
    RulebookError,
    UsageError,
)

__all__ = [
    "ABSENT",
    "Case",
    "Divergence",
    "ExportUnsupported",
    "Finding",
    "FuzzResult",
    "Lockstep",
    "ReferenceFailure",
    "Run",
    "Shrunk",
    "box_setup",
    "describe_case",
    "export_feature",
    "export_json",
    "first_difference",
    "fuzz",
    "replay",
    "rule_for",
    "shrink",
    "write_exports",
]

KINDS = ("legal_moves", "events", "state", "error", "protocol")


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


def _escape(token: Any) -> str:
    return str(token).replace("~", "~0").replace("/", "~1")


def _same_scalar(a: Any, b: Any) -> bool:
    # JSON types: true is not 1, but 1 and 1.0 are the same number.
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    return type(a) is type(b) and a == b


def first_difference(expected: Any, actual: Any, path: str = "") -> tuple[str, Any, Any] | None:
    """The JSON Pointer of the first value that differs, with both values
    (:data:`ABSENT` for a missing key or element), or ``None`` when equal.
    Objects are walked in ``expected``'s key order, then ``actual``'s extra keys."""
    if isinstance(expected, dict) and isinstance(actual, dict):
        for key in list(expected) + [k for k in actual if k not in expected]:
            found = first_difference(expected.get(key, ABSENT), actual.get(key, ABSENT), f"{path}/{_escape(key)}")
            if found:
                return found
        return None
    if isinstance(expected, list) and isinstance(actual, list):
        for i in range(max(len(expected), len(actual))):
            found = first_difference(expected[i] if i < len(expected) else ABSENT,
                                     actual[i] if i < len(actual) else ABSENT, f"{path}/{i}")
            if found:
                return found
        return None
    if isinstance(expected, (dict, list)) or isinstance(actual, (dict, list)):
        return (path, expected, actual)
    if expected is ABSENT or actual is ABSENT:
        return None if expected is actual else (path, expected, actual)
    return None if _same_scalar(expected, actual) else (path, expected, actual)


def _canonical(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def _jsonable(value: Any) -> Any:
    if value is ABSENT:
        return "<absent>"
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_jsonable(v) for v in value]
    return value


def _item(container: Any, path: str) -> Any:
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
    expected: Any
    actual: Any
    message: str
    reference_item: Any = None
    candidate_item: Any = None
    failure: str | None = None
    details: Any = None

    #: Set by the lockstep: a ``state`` compared after move ``step`` (not after the start).
    after_move: bool = False

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

    def signature(self) -> tuple:
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

    def to_json(self) -> dict[str, Any]:
        return _jsonable({"kind": self.kind, "command": self.command, "step": self.step, "path": self.path,
                          "expected": self.expected, "actual": self.actual, "message": self.message,
                          "reference_item": self.reference_item, "candidate_item": self.candidate_item,
                          "failure": self.failure, "details": self.details})


# --------------------------------------------------------------------------- cases and lockstep


@dataclass
class Case:
    """A replayable game: how it starts (``{"cmd": "new_game", ...fields}`` or
    ``{"cmd": "load_position", "game": ..., "position": ...}``) and the moves."""

    game: str
    start: dict[str, Any]
    moves: list[dict[str, Any]]

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "start": self.start, "moves": self.moves}

    def digest(self) -> str:
        return hashlib.sha256(_canonical(self.to_json()).encode()).hexdigest()

    @property
    def loads_position(self) -> bool:
        return self.start["cmd"] == "load_position"


@dataclass
class Run:
    """What the reference answered while a case was replayed (for export)."""

    start: dict[str, Any] | None = None
    responses: list[dict[str, Any]] = field(default_factory=list)
    pendings: list[Any] = field(default_factory=list)
    #: The reference's legal moves before each move of the case.
    legal_lists: list[list[dict[str, Any]]] = field(default_factory=list)
    states: list[dict[str, Any]] = field(default_factory=list)
    legal: dict[str, Any] | None = None
    divergence: Divergence | None = None

    @property
    def events(self) -> list[dict[str, Any]]:
        out = list((self.start or {}).get("events", []))
        for r in self.responses:
            out.extend(r.get("events", []))
        return out


class Lockstep:
    """Sends each request to the reference, then the candidate, and compares.

    ``strict``: a refusal by the reference is a :class:`ReferenceFailure` (in
    play) rather than an invalid shrink attempt."""

    def __init__(self, reference: Client, candidate: Client, *, strict: bool = True) -> None:
        self.reference = reference
        self.candidate = candidate
        self.strict = strict

    def _both(self, cmd: str, step: int, fields: dict[str, Any]) -> tuple[dict, dict | None, Divergence | None]:
        try:
            ref = self.reference.call(cmd, **fields)
        except EngineError as exc:
            raise ReferenceFailure(f"the reference engine failed on {cmd}: {exc}") from exc
        if not ref["ok"]:
            error = ref["error"]
            text = f"the reference refused {cmd}: {error['code']}: {error['message']}"
            if self.strict:
                raise ReferenceFailure(text)
            raise _InvalidCase(text)
        try:
            cand = self.candidate.call(cmd, **fields)
        except ProtocolViolation as exc:
            got = self.candidate.transcript[-1]["response"] if self.candidate.transcript else None
            # The client says where in the response the checked part sits ("... response /events/1 fails ...").
            where = re.search(r" response (/\S*) fails", exc.message)
            path = (where.group(1) if where else "") + (exc.path if exc.path not in ("", "/") else "")
            return ref, None, Divergence("protocol", cmd, step, path, None, got, exc.message,
                                         reference_item=_item(ref, path), candidate_item=_item(got, path))
        except (EngineCrashed, EngineTimeout) as exc:
            failure = "timeout" if isinstance(exc, EngineTimeout) else "crashed"
            return ref, None, Divergence("error", cmd, step, "", _summary(ref), None, exc.message, failure=failure,
                                         details={"stderr": exc.stderr} if exc.stderr else None)
        except EngineError as exc:  # garbage, wrong id
            return ref, None, Divergence("protocol", cmd, step, "", None, None, exc.message)
        if not cand["ok"]:
            error = cand["error"]
            if error["code"] == "unsupported":
                raise NotApplicable(f"the candidate does not support this {cmd}: {error['message']}")
            rule = f" under {error['rule']}" if error.get("rule") else ""
            return ref, cand, Divergence(
                "error", cmd, step, "/ok", True, False,
                f"the candidate refused {cmd} with {error['code']}{rule}: {error['message']}",
                failure="refused", details=error,
                reference_item=fields.get("move"), candidate_item=fields.get("move"))
        return ref, cand, None

    def start(self, case: Case) -> tuple[dict, Divergence | None]:
        fields = {k: v for k, v in case.start.items() if k != "cmd"}
        ref, cand, div = self._both(case.start["cmd"], 0, fields)
        if div is None:
            div = _compare(case.start["cmd"], 0, ref, cand, ("events", "pending"))
        return ref, div

    def state(self, step: int, after_move: bool) -> tuple[dict, Divergence | None]:
        ref, cand, div = self._both("state", step, {})
        if div is None:
            div = _compare("state", step, ref, cand, ("state",))
        if div is not None:
            div.after_move = after_move
        return ref, div

    def legal_moves(self, step: int) -> tuple[dict, Divergence | None]:
        ref, cand, div = self._both("legal_moves", step, {})
        if div is None:
            div = _compare("legal_moves", step, ref, cand, ("pending",))
        if div is None:
            div = _compare_moves(step, ref, cand)
        return ref, div

    def apply(self, step: int, move: dict[str, Any]) -> tuple[dict, Divergence | None]:
        ref, cand, div = self._both("apply_move", step, {"move": move})
        if div is None:
            div = _compare("apply_move", step, ref, cand, ("events", "pending"))
        return ref, div


def _summary(response: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in response.items() if k not in ("id",)}


def _compare(cmd: str, step: int, ref: dict, cand: dict | None, keys: Sequence[str]) -> Divergence | None:
    assert cand is not None
    for key in keys:
        found = first_difference(ref.get(key, ABSENT), cand.get(key, ABSENT), f"/{key}")
        if found is None:
            continue
        path, expected, actual = found
        kind = {"events": "events", "pending": "legal_moves", "state": "state"}[key]
        ref_item, cand_item = _item(ref, path), _item(cand, path)
        if key == "pending":
            ref_item, cand_item = ref.get("pending"), cand.get("pending")
        elif key == "state":
            ref_item, cand_item = _item(ref["state"], path[len("/state"):]), _item(cand.get("state"), path[len("/state"):])
        where = "after the start" if cmd in ("new_game", "load_position") else f"at step {step}"
        message = f"{cmd} {where}: {path} is {_show(actual)} in the candidate, {_show(expected)} in the reference"
        return Divergence(kind, cmd, step, path, expected, actual, message, ref_item, cand_item)
    return None


def _compare_moves(step: int, ref: dict, cand: dict | None) -> Divergence | None:
    assert cand is not None
    want = Counter(_canonical(m) for m in ref["moves"])
    got = Counter(_canonical(m) for m in cand.get("moves", []))
    if want == got:
        return None
    missing = [json.loads(m) for m in sorted((want - got).elements())]
    extra = [json.loads(m) for m in sorted((got - want).elements())]
    parts = []
    if extra:
        parts.append(f"{len(extra)} move(s) the reference does not allow, e.g. {_show(extra[0])}")
    if missing:
        parts.append(f"misses {len(missing)} legal move(s), e.g. {_show(missing[0])}")
    message = f"legal_moves at step {step}: the candidate lists " + " and ".join(parts) if extra else \
        f"legal_moves at step {step}: the candidate " + " and ".join(parts)
    pending = ref.get("pending")
    return Divergence("legal_moves", "legal_moves", step, "/moves", missing, extra, message, pending, pending,
                      details={"reference_count": len(ref["moves"]), "candidate_count": len(cand.get("moves", []))})


def _show(value: Any, limit: int = 160) -> str:
    text = "<absent>" if value is ABSENT else json.dumps(_jsonable(value), separators=(", ", ": "))
    return text if len(text) <= limit else text[: limit - 3] + "..."


def replay(lockstep: Lockstep, case: Case) -> Run:
    """Play ``case`` on both engines: start, state, then per move
    ``legal_moves``, ``apply_move``, ``state``, and a last ``legal_moves``.
    Returns the reference's answers and the first divergence (if any).
    Raises ``_InvalidCase`` (non-strict lockstep) when the reference refuses."""
    run = Run()
    ref, div = lockstep.start(case)
    run.start = ref
    if div is None:
        state, div = lockstep.state(0, after_move=False)
        run.states.append(state["state"])
    for i, move in enumerate(case.moves):
        if div is not None:
            break
        legal, div = lockstep.legal_moves(i)
        run.pendings.append(legal["pending"])
        run.legal_lists.append(legal["moves"])
        if div is not None:
            break
        if not lockstep.strict and (not is_permutation(legal["pending"], move.get("order", []))
                                    if is_chance(legal["pending"])
                                    else _canonical(move) not in {_canonical(m) for m in legal["moves"]}):
            raise _InvalidCase(f"move {i} is not legal any more: {_show(move)}")
        response, div = lockstep.apply(i, move)
        run.responses.append(response)
        if div is not None:
            break
        state, div = lockstep.state(i, after_move=True)
        run.states.append(state["state"])
    else:
        if div is None:
            run.legal, div = lockstep.legal_moves(len(case.moves))
    run.divergence = div
    if div is not None and div.command == "apply_move":
        # What the reference's game looks like after the diverging move (for export).
        response = lockstep.reference.call("state")
        if response.get("ok"):
            run.states.append(response["state"])
    return run


# --------------------------------------------------------------------------- the fuzz loop


def box_setup(game: str, seed: int, players: int, expansions: Sequence[str] = ()) -> dict[str, Any]:
    """The ``new_game`` fields of a standard game: :func:`standard_game`, or
    for Carcassonne with expansions the base tiles plus the expansions' tiles
    (spec/protocol.md §10), shuffled with ``random.Random(seed)``."""
    if game not in BOXES:
        raise UsageError(f"no box for game {game!r}; games: {', '.join(sorted(BOXES))}")
    if not expansions:
        return standard_game(game, seed, players)
    if game != "carcassonne":
        raise UsageError(f"--expansions is only known for carcassonne, not {game}")
    from reference_engine._data import data_root

    setup = standard_game(game, 0, players)
    deck = list(setup["draw"]["tiles"])
    for name in expansions:
        path = data_root() / "spec" / "tiles" / f"{name}.json"
        if path.is_file():
            tiles = json.loads(path.read_text(encoding="utf-8"))["tiles"]
            deck += [t["id"] for t in tiles for _ in range(t.get("count", 1))]
    deck.sort()
    random.Random(seed).shuffle(deck)
    setup["draw"] = {"tiles": deck}
    setup["expansions"] = sorted(set(expansions))
    return setup


@dataclass
class GameRecord:
    """One fuzzed game as the reference played it."""

    index: int
    seed: int
    setup: dict[str, Any]
    moves: list[dict[str, Any]] = field(default_factory=list)
    #: The reference's state before each move (``states[k]`` before move k).
    states: list[dict[str, Any]] = field(default_factory=list)
    divergence: Divergence | None = None


@dataclass
class Shrunk:
    """The outcome of :func:`shrink`."""

    case: Case
    divergence: Divergence
    run: Run
    log: list[str]
    attempts: int
    seconds: float


@dataclass
class Finding:
    """The first divergence of a fuzz run, with its shrunk reproduction."""

    game: str
    seed: int
    game_index: int
    setup: dict[str, Any]
    moves: list[dict[str, Any]]
    divergence: Divergence
    reference: str
    candidate: str
    shrunk: Shrunk | None = None

    @property
    def original(self) -> Case:
        return Case(self.game, {"cmd": "new_game", **self.setup}, self.moves)

    @property
    def id(self) -> str:
        """``fuzz-<hash>``: a stable id of the (shrunk) reproduction."""
        case = self.shrunk.case if self.shrunk else self.original
        basis = {"case": case.to_json(), "signature": list(map(str, self.divergence.signature()))}
        return "fuzz-" + hashlib.sha256(_canonical(basis).encode()).hexdigest()[:10]

    @property
    def exit_status(self) -> int:
        """1 for a wrong answer, 2 for a crash, timeout or protocol violation."""
        return 2 if self.divergence.engine_failure else 1


@dataclass
class FuzzResult:
    game: str
    seed: int
    games_played: int
    moves_played: int
    seconds: float
    finding: Finding | None = None


def _quiet(client: Client) -> Client:
    """A non-validating client on the same engine (for fast shrink replays)."""
    quiet = Client(client.engine, validate=False)
    quiet._hello = client._hello
    return quiet


def _declares(client: Client, game: str, capability: str) -> bool:
    hello = client.hello()
    return capability in hello.get("games", {}).get(game, {}).get("capabilities", [])


def play_game(lockstep: Lockstep, record: GameRecord, *, on_move: Callable[[int], None] | None = None) -> None:
    """Play one random game in lockstep, filling ``record`` (its moves, the
    reference's states, the first divergence)."""
    rng = random.Random(record.seed)
    case = Case(record.setup["game"], {"cmd": "new_game", **record.setup}, [])
    _, div = lockstep.start(case)
    if div is None:
        state, div = lockstep.state(0, after_move=False)
        record.states.append(state["state"])
    while div is None:
        step = len(record.moves)
        legal, div = lockstep.legal_moves(step)
        if div is not None:
            break
        if is_chance(legal["pending"]):  # spec/protocol.md §7a: the runner shuffles, from the seed
            move = resolve_chance(legal["pending"], rng)
        elif not legal["moves"]:
            break
        else:
            move = legal["moves"][rng.randrange(len(legal["moves"]))]
        record.moves.append(move)
        _, div = lockstep.apply(step, move)
        if div is None:
            state, div = lockstep.state(step, after_move=True)
            record.states.append(state["state"])
        if on_move:
            on_move(step + 1)
    record.divergence = div


def fuzz(reference: Client, candidate: Client, game: str, *, seed: int = 0, games: int = 10, players: int = 2,
         expansions: Sequence[str] = (), shrink_cases: bool = True, shrink_seconds: float = 60.0,
         use_load_position: bool = True,
         on_game: Callable[[int, int, GameRecord], None] | None = None,
         on_move: Callable[[int], None] | None = None) -> FuzzResult:
    """Play ``games`` random games (seeds ``seed`` … ``seed + games - 1``) in
    lockstep and stop at the first divergence, shrinking it.

    Raises :class:`ReferenceFailure` when the reference fails,
    :class:`UsageError` when the reference does not implement the game or an
    expansion, :class:`NotApplicable` when the candidate does not (or answers
    ``unsupported``), and the engines' errors when the candidate cannot even
    say ``hello``."""
    started = time.monotonic()
    for client, who, error in ((reference, "the reference", UsageError), (candidate, "the candidate", NotApplicable)):
        games_declared = client.hello().get("games", {})
        if game not in games_declared:
            raise error(f"{who} does not implement {game!r} (its hello lists "
                        f"{', '.join(games_declared) or 'no games'})")
        missing = [e for e in expansions if e not in games_declared[game].get("expansions", [])]
        if missing:
            raise error(f"{who} does not declare the expansion(s) {', '.join(missing)} for {game}")
    lockstep = Lockstep(reference, candidate)
    moves_played = 0
    for i in range(games):
        record = GameRecord(i, seed + i, box_setup(game, seed + i, players, expansions))
        play_game(lockstep, record, on_move=on_move)
        moves_played += len(record.moves)
        if on_game:
            on_game(i + 1, games, record)
        if record.divergence is not None:
            finding = Finding(game, record.seed, i, record.setup,
                              record.moves[: record.divergence.moves_needed], record.divergence,
                              reference.engine.description, candidate.engine.description)
            if shrink_cases:
                finding.shrunk = shrink(reference, candidate, finding, record.states, seconds=shrink_seconds,
                                        use_load_position=use_load_position)
            return FuzzResult(game, seed, i + 1, moves_played, time.monotonic() - started, finding)
    return FuzzResult(game, seed, games, moves_played, time.monotonic() - started)


# --------------------------------------------------------------------------- shrinking


class _Shrinker:
    def __init__(self, reference: Client, candidate: Client, target: tuple, seconds: float, validate: bool,
                 max_attempts: int = 1000) -> None:
        self.max_attempts = max_attempts
        if validate:
            self.lockstep = Lockstep(reference, candidate, strict=False)
        else:
            self.lockstep = Lockstep(_quiet(reference), _quiet(candidate), strict=False)
        self.target = target
        self.deadline = time.monotonic() + seconds
        self.attempts = 0

    @property
    def out_of_time(self) -> bool:
        return time.monotonic() > self.deadline or self.attempts >= self.max_attempts

    def check(self, case: Case) -> Run | None:
        """The run if ``case`` shows the same divergence, else ``None``."""
        self.attempts += 1
        try:
            run = replay(self.lockstep, case)
        except (_InvalidCase, NotApplicable):
            return None
        if run.divergence is None or run.divergence.signature() != self.target:
            return None
        return run


def _load_case(game: str, position: dict[str, Any], moves: list[dict[str, Any]]) -> Case:
    return Case(game, {"cmd": "load_position", "game": game, "position": position}, moves)


def _is_tile_board(position: Mapping[str, Any]) -> bool:
    board = position.get("board")
    return (isinstance(board, list) and bool(board)
            and all(isinstance(t, dict) and {"x", "y", "tile"} <= set(t) for t in board)
            and any((t["x"], t["y"]) == (0, 0) for t in board))


def _connected(cells: set[tuple[int, int]]) -> bool:
    if (0, 0) not in cells:
        return False
    seen, todo = {(0, 0)}, [(0, 0)]
    while todo:
        x, y = todo.pop()
        for nxt in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if nxt in cells and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return len(seen) == len(cells)


def _without_cells(position: dict[str, Any], cells: set[tuple[int, int]]) -> dict[str, Any]:
    """``position`` less the tiles at ``cells`` and everything standing on
    them; figures go back to their owners' supplies."""
    new = copy.deepcopy(position)
    supplies = {p["name"]: p.get("supply") for p in new.get("players", []) if isinstance(p, dict)}
    for key, value in list(new.items()):
        if not isinstance(value, list) or key == "players":
            continue
        kept = []
        for item in value:
            if isinstance(item, dict) and (item.get("x"), item.get("y")) in cells:
                if key == "figures":
                    supply = supplies.get(item.get("player"))
                    if isinstance(supply, dict) and item.get("figure") in supply:
                        supply[item["figure"]] += 1
                continue
            kept.append(item)
        new[key] = kept
    return new


def _without_figure(position: dict[str, Any], index: int) -> dict[str, Any]:
    new = copy.deepcopy(position)
    figure = new["figures"].pop(index)
    for p in new.get("players", []):
        if p.get("name") == figure.get("player") and isinstance(p.get("supply"), dict) \
                and figure.get("figure") in p["supply"]:
            p["supply"][figure["figure"]] += 1
    return new


def _focus(position: Mapping[str, Any], moves: Sequence[Mapping[str, Any]]) -> tuple[int, int]:
    for move in moves:
        if "x" in move and "y" in move:
            return (move["x"], move["y"])
    placed = (position.get("turn") or {}).get("placed")
    if isinstance(placed, dict):
        return (placed["x"], placed["y"])
    return (0, 0)


def _piles(position: Mapping[str, Any]) -> list[str]:
    return [k for k, v in position.items() if isinstance(v, list) and (k.endswith("pile") or k.endswith("deck"))]


def shrink(reference: Client, candidate: Client, finding: Finding, states: Sequence[dict[str, Any]] | None = None,
           *, seconds: float = 60.0, use_load_position: bool = True) -> Shrunk | None:
    """Find a short case that still shows ``finding``'s divergence.

    Every step is verified by replaying both engines; "still shows" means a
    divergence with the same :meth:`Divergence.signature`.

    1. Truncate the game at the divergence (the moves after it never ran).
    2. With ``load_position`` declared by both engines (and ``states``, the
       reference's state before each move): load the reference's state at
       the start of the diverging turn (or just before the diverging move, or
       a few turns earlier) and play only the remaining 1–3 moves.  Then
       shrink that position: drop the tiles of the draw piles from the
       bottom, remove board tiles (far ones first, in halves down to single
       tiles; the board stays connected to the start tile) with what stands
       on them, remove figures one by one (back to their supply), clear the
       discards, zero the scores, reset the turn number.
    3. Without it: drop the tiles never drawn, then whole rounds (one turn per
       player, so seats keep their colours) with their tiles, as long as the
       later moves stay legal.

    Returns ``None`` when the divergence does not reproduce at all (a
    non-deterministic candidate)."""
    started = time.monotonic()
    div = finding.divergence
    # A hanging candidate costs the whole timeout per replay: keep to a few.
    sh = _Shrinker(reference, candidate, div.signature(), seconds, validate=div.kind == "protocol",
                   max_attempts=4 if div.failure == "timeout" else 1000)
    log: list[str] = []
    best = finding.original
    best_run = sh.check(best)
    if best_run is None:
        return None
    n = len(finding.moves)
    log.append(f"truncated the game at the divergence: {n} moves")

    loaded = False
    if (use_load_position and states and _declares(reference, finding.game, "load_position")
            and _declares(candidate, finding.game, "load_position")):
        loaded_case = _shrink_by_loading(sh, finding, states, log)
        if loaded_case is not None:
            best, best_run = loaded_case
            loaded = True
            for _ in range(3):
                before = best.digest()
                best, best_run = _simplify_moves(sh, best, best_run, log)
                best, best_run = _shrink_position(sh, best, best_run, log)
                if best.digest() == before or sh.out_of_time:
                    break
    if not loaded:
        best, best_run = _shrink_new_game(sh, best, best_run, finding, log)

    # The final word comes from validating clients.
    final = replay(Lockstep(reference, candidate, strict=False), best) if div.kind != "protocol" else best_run
    if final.divergence is None:
        log.append("the shrunk case did not reproduce with validation on; keeping the truncated game")
        best = finding.original
        final = replay(Lockstep(reference, candidate, strict=False), best)
        if final.divergence is None:
            return None
    return Shrunk(best, final.divergence, final, log, sh.attempts, time.monotonic() - started)


def _shrink_by_loading(sh: _Shrinker, finding: Finding, states: Sequence[dict[str, Any]],
                       log: list[str]) -> tuple[Case, Run] | None:
    div = finding.divergence
    end = div.moves_needed
    # The last state worth loading: before the diverging move, or the
    # position whose legal moves differ.
    last = min(end if div.command == "legal_moves" else end - 1, len(states) - 1)
    if div.command in ("new_game", "load_position") or last < 0:
        return None
    # The start of the diverging turn first (readable), then just before the
    # diverging move, then earlier turn starts.
    number = lambda k: (states[k].get("turn") or {}).get("number")  # noqa: E731
    starts = [k for k in range(last, -1, -1) if k == 0 or number(k) != number(k - 1)]
    candidates = list(dict.fromkeys(([starts[0]] if starts else []) + [last] + starts[1:4]))
    for k in candidates:
        if sh.out_of_time:
            break
        case = _load_case(finding.game, copy.deepcopy(states[k]), finding.moves[k:end])
        run = sh.check(case)
        if run is not None:
            turn = (states[k].get("turn") or {}).get("number")
            log.append(f"loaded the reference's position before move {k + 1} (turn {turn}): "
                       f"{len(case.moves)} move(s) instead of {end}")
            return case, run
    log.append("loading an intermediate position did not reproduce it")
    return None


def _move_key(move: Mapping[str, Any]) -> tuple:
    """Simpler first: passing, then moves near the start tile."""
    return (move.get("type") != "pass", abs(move.get("x", 0)) + abs(move.get("y", 0)), _canonical(move))


def _simplify_moves(sh: _Shrinker, case: Case, run: Run, log: list[str], tries: int = 6) -> tuple[Case, Run]:
    """Replace each move by a simpler legal one (a pass, a placement nearer
    the start tile) while the divergence stays: a tile placed next to the
    start tile lets the board shrink further.  A figure move on the tile a
    replaced placement put elsewhere follows it there, or becomes a pass."""
    changed = 0
    for i in range(len(case.moves)):
        if i >= len(run.legal_lists) or sh.out_of_time:
            break
        current = case.moves[i]
        options = sorted((m for m in run.legal_lists[i] if _move_key(m) < _move_key(current)), key=_move_key)
        for alt in options[:tries]:
            rests = [case.moves[i + 1:]]
            if current.get("type") == "place_tile" and alt.get("type") == "place_tile":
                moved = [dict(m, x=alt["x"], y=alt["y"]) if m.get("type") == "place_figure"
                         and (m.get("x"), m.get("y")) == (current["x"], current["y"]) else m for m in case.moves[i + 1:]]
                passed = [{"type": "pass"} if m.get("type") == "place_figure"
                          and (m.get("x"), m.get("y")) == (current["x"], current["y"]) else m for m in case.moves[i + 1:]]
                rests = [moved, passed] if moved != case.moves[i + 1:] else [moved]
            found = False
            for rest in rests:
                trial = Case(case.game, case.start, case.moves[:i] + [alt] + rest)
                result = sh.check(trial)
                if result is not None:
                    case, run, found = trial, result, True
                    changed += 1
                    break
            if found:
                break
    if changed:
        log.append(f"replaced {changed} move(s) by simpler ones")
    return case, run


def _shrink_position(sh: _Shrinker, case: Case, run: Run, log: list[str]) -> tuple[Case, Run]:
    game, moves = case.game, case.moves

    def attempt(position: dict[str, Any]) -> bool:
        nonlocal case, run
        if sh.out_of_time:
            return False
        trial = _load_case(game, position, moves)
        result = sh.check(trial)
        if result is None:
            return False
        case, run = trial, result
        return True

    pos = lambda: case.start["position"]  # noqa: E731
    before = {k: len(v) for k, v in pos().items() if isinstance(v, list)}

    for _ in range(3):
        changed = False
        # Draw piles: the shortest top part that still shows it.
        for key in _piles(pos()):
            length = len(pos()[key])
            for keep in sorted({0, 1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48}):
                if keep >= length:
                    break
                trial = copy.deepcopy(pos())
                trial[key] = trial[key][:keep]
                if attempt(trial):
                    changed = True
                    break
        # Board tiles, far from the action first, in halves down to one.
        if _is_tile_board(pos()):
            changed |= _shrink_board(pos, attempt, moves)
        # Figures, one by one.
        i = 0
        while i < len(pos().get("figures", []) or []):
            if not attempt(_without_figure(pos(), i)):
                i += 1
            else:
                changed = True
        # Other lists (discards, set-aside tiles ...), scores, the turn number.
        for key in sorted(k for k, v in pos().items() if isinstance(v, list) and v
                          and k not in ("board", "figures", "players", "expansions", "variants")
                          and k not in _piles(pos())):
            trial = copy.deepcopy(pos())
            trial[key] = []
            changed |= attempt(trial)
        if any(p.get("score") for p in pos().get("players", [])):
            trial = copy.deepcopy(pos())
            for p in trial["players"]:
                p["score"] = 0
            changed |= attempt(trial)
        turn = pos().get("turn") or {}
        if isinstance(turn.get("number"), int) and turn["number"] != 1:
            trial = copy.deepcopy(pos())
            trial["turn"]["number"] = 1
            changed |= attempt(trial)
        if not changed or sh.out_of_time:
            break
    after = {k: len(v) for k, v in pos().items() if isinstance(v, list)}
    parts = [f"{k} {before[k]} → {after.get(k, 0)}" for k in before if after.get(k, 0) != before[k]]
    if parts:
        log.append("shrank the position: " + ", ".join(parts))
    return case, run


def _shrink_board(pos: Callable[[], dict[str, Any]], attempt: Callable[[dict[str, Any]], bool],
                  moves: Sequence[Mapping[str, Any]]) -> bool:
    changed = False
    protected = {(0, 0)}
    placed = (pos().get("turn") or {}).get("placed")
    if isinstance(placed, dict):
        protected.add((placed["x"], placed["y"]))
    fx, fy = _focus(pos(), moves)
    chunk = max(1, len({(t["x"], t["y"]) for t in pos()["board"]}) // 2)
    while True:
        progress = False
        cells = {(t["x"], t["y"]) for t in pos()["board"]}
        order = sorted(cells - protected, key=lambda c: (-(abs(c[0] - fx) + abs(c[1] - fy)), c))
        for start in range(0, len(order), chunk):
            drop = {c for c in order[start: start + chunk] if c in {(t["x"], t["y"]) for t in pos()["board"]}}
            remaining = {(t["x"], t["y"]) for t in pos()["board"]} - drop
            if not drop or not _connected(remaining):
                continue
            if attempt(_without_cells(pos(), drop)):
                changed = progress = True
        if chunk == 1 and not progress:
            return changed
        if chunk > 1:
            chunk //= 2


def _shrink_new_game(sh: _Shrinker, case: Case, run: Run, finding: Finding, log: list[str]) -> tuple[Case, Run]:
    draw = case.start.get("draw")
    if not isinstance(draw, dict) or not isinstance(draw.get("tiles"), list):
        return case, run
    # Tiles never drawn before the divergence.
    drawn = sum(1 for e in run.events if e.get("type") == "tile_drawn")
    if drawn < len(draw["tiles"]):
        trial = copy.deepcopy(case)
        trial.start["draw"]["tiles"] = trial.start["draw"]["tiles"][:drawn]
        result = sh.check(trial)
        if result is not None:
            log.append(f"dropped the {len(draw['tiles']) - drawn} tiles never drawn")
            case, run = trial, result
    before = len(case.moves)
    case, run = _remove_rounds(sh, case, run)
    # Figures not needed: a pass instead (then rounds may go too).
    passes = 0
    for i in range(len(case.moves)):
        if sh.out_of_time:
            break
        if case.moves[i].get("type") == "place_figure":
            trial = Case(case.game, case.start, case.moves[:i] + [{"type": "pass"}] + case.moves[i + 1:])
            result = sh.check(trial)
            if result is not None:
                case, run = trial, result
                passes += 1
    if passes:
        log.append(f"replaced {passes} figure move(s) by a pass")
        case, run = _remove_rounds(sh, case, run)
    if len(case.moves) < before:
        log.append(f"removed whole rounds: {before} → {len(case.moves)} moves")
    return case, run


def _remove_rounds(sh: _Shrinker, case: Case, run: Run) -> tuple[Case, Run]:
    """Drop whole rounds (one turn per player, so seats keep their colours)
    with the tiles drawn for them, in halves down to one round."""
    players = len(case.start.get("players", [])) or 2
    chunk = max(players, (len(_turns(run, case)) // 2) // players * players)
    while chunk >= players and not sh.out_of_time:
        turns = _turns(run, case)
        progress = False
        i = 0
        while i + chunk <= len(turns) - 1 and not sh.out_of_time:  # never the diverging turn
            trial = _without_turns(case, turns, set(range(i, i + chunk)))
            result = sh.check(trial) if trial is not None else None
            if result is not None:
                case, run, progress = trial, result, True
                turns = _turns(run, case)
            else:
                i += chunk
        if not progress:
            chunk //= 2
            chunk = chunk // players * players
    return case, run


def _turns(run: Run, case: Case) -> list[tuple[list[int], list[int]]]:
    """Per turn: the indices of its moves and of the draw tiles drawn for it."""
    turns: list[tuple[list[int], list[int]]] = []
    numbers = [(s.get("turn") or {}).get("number") for s in run.states]
    drawn = sum(1 for e in (run.start or {}).get("events", []) if e.get("type") == "tile_drawn")
    pending_tiles = list(range(drawn))
    for i in range(min(len(case.moves), len(run.states))):
        if i == 0 or numbers[i] != numbers[i - 1]:
            turns.append(([], pending_tiles))
            pending_tiles = []
        turns[-1][0].append(i)
        if i < len(run.responses):
            new = sum(1 for e in run.responses[i].get("events", []) if e.get("type") == "tile_drawn")
            pending_tiles = pending_tiles + list(range(drawn, drawn + new))
            drawn += new
    return turns


def _without_turns(case: Case, turns: list[tuple[list[int], list[int]]], drop: set[int]) -> Case | None:
    moves = {m for t in drop for m in turns[t][0]}
    tiles = {d for t in drop for d in turns[t][1]}
    if not moves:
        return None
    new = copy.deepcopy(case)
    new.moves = [m for i, m in enumerate(case.moves) if i not in moves]
    new.start["draw"]["tiles"] = [t for i, t in enumerate(case.start["draw"]["tiles"]) if i not in tiles]
    return new


# --------------------------------------------------------------------------- rules and export

#: Per game: ``points_scored`` reason → the rule that sets the value.
SCORING_RULES: dict[str, dict[str, str]] = {
    "carcassonne": {"road": "CAR-R-ROAD-2", "city": "CAR-R-CITY-2", "cloister": "CAR-R-CLOISTER-1",
                    "field": "CAR-R-FIELD-2", "goods": "TB-R-GOODS-7", "gold": "GM-R-FINAL-2",
                    "castle": "BCB-R-CASTLE-5"},
}
#: Per game: event type / decision → the rule most likely broken.
EVENT_RULES: dict[str, dict[str, str]] = {
    "carcassonne": {"tile_placed": "CAR-R-TILE-4", "place_tile": "CAR-R-TILE-4",
                    "figure_placed": "CAR-R-FOLLOWER-2", "place_figure": "CAR-R-FOLLOWER-2",
                    "tile_discarded": "CAR-R-TILE-5", "tile_drawn": "CAR-R-TILE-5",
                    "figure_returned": "CAR-R-SCORE-3", "game_ended": "CAR-R-END-4"},
}
#: Per game: the rule that says who scores (a different player in a ``points_scored``).
MAJORITY_RULES = {"carcassonne": "CAR-R-SCORE-2"}
COMPLETION_RULES = {"road": "CAR-R-ROAD-1", "city": "CAR-R-CITY-1", "cloister": "CAR-R-CLOISTER-1"}
#: When nothing better is known.
DEFAULT_RULE = {"carcassonne": "CAR-R-TURN-1"}


def rule_for(game: str, divergence: Divergence) -> str | None:
    """The rule id a divergence most likely concerns (``None`` if unknown)."""
    if divergence.kind == "error" and isinstance(divergence.details, dict) and divergence.details.get("rule"):
        return divergence.details["rule"]
    for item in (divergence.reference_item, divergence.candidate_item):
        if not isinstance(item, dict):
            continue
        kind = item.get("type") or item.get("decision")
        if kind == "points_scored" and divergence.path.endswith("/player") and game in MAJORITY_RULES:
            return MAJORITY_RULES[game]
        if kind == "points_scored" and item.get("reason") in SCORING_RULES.get(game, {}):
            return SCORING_RULES[game][item["reason"]]
        if kind == "feature_completed" and game == "carcassonne":
            feature_kind = (item.get("feature") or {}).get("kind")
            if feature_kind in COMPLETION_RULES:
                return COMPLETION_RULES[feature_kind]
        if kind in EVENT_RULES.get(game, {}):
            return EVENT_RULES[game][kind]
    return DEFAULT_RULE.get(game)


def describe_move(move: Mapping[str, Any], player: str | None = None) -> str:
    who = f"{player} " if player else ""
    if move.get("type") == "place_tile":
        return f"{who}places the tile at {move['x']},{move['y']} rotated {move['rotation']}"
    if move.get("type") == "place_figure":
        return f"{who}places a {move['figure']} on {move['at']}"
    if move.get("type") == "pass":
        return f"{who}passes"
    return f"{who}plays {_show(dict(move))}"


_EVENT_COLUMNS = ("type", "player", "tile", "x", "y", "rotation", "figure", "role", "at", "feature", "tiles",
                  "points", "reason", "final", "rule")


def _cell(value: Any) -> str:
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return str(value.get("kind", "")) if "kind" in value else ""
    if isinstance(value, list):
        return ""
    return str(value)


def _table(rows: list[list[str]], indent: str) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return [indent + "| " + " | ".join(c.ljust(w) for c, w in zip(r, widths)) + " |" for r in rows]


def _figure_text(figure: Mapping[str, Any]) -> str:
    kind = figure.get("figure", "follower")
    return f"{figure['player']} on {figure['at']}" if kind == "follower" else f"{figure['player']} {kind} on {figure['at']}"


def _default_interpretations() -> dict[str, str]:
    from reference_engine.games.carcassonne.position import all_interpretations

    return {key: values[0] for key, values in all_interpretations().items()}


def export_feature(finding: Finding) -> str:
    """The shrunk case as a Gherkin scenario for the shared steps (base
    Carcassonne only).  Its expectations are the reference's answers: it
    passes on the reference and fails on the candidate.  Raises
    :class:`ExportUnsupported` for other games, expansions, or a case the
    phrasebook cannot state."""
    if finding.game != "carcassonne":
        raise ExportUnsupported(f"scenarios can be exported for carcassonne only, not {finding.game} "
                                f"(the JSON transcript has the reproduction)")
    shrunk = finding.shrunk
    case = shrunk.case if shrunk else finding.original
    run = shrunk.run if shrunk else None
    div = shrunk.divergence if shrunk else finding.divergence
    if run is None:
        raise ExportUnsupported("the divergence was not replayed (shrinking was off or did not reproduce it)")
    if case.start.get("expansions") or (case.loads_position and case.start["position"].get("expansions")):
        raise ExportUnsupported("scenarios with expansions are not exported yet (see the JSON transcript)")
    if div.kind == "legal_moves" and div.command == "legal_moves" and run.legal is None:
        raise ExportUnsupported("the legal moves that differ were not recorded")

    ident = finding.id
    rule = rule_for(finding.game, finding.divergence) or "CAR-R-TURN-1"
    lines = [
        f"# Found by `rulebook fuzz` on {finding.candidate}",
        f"# (game {finding.game_index + 1}, seed {finding.seed}, {len(finding.moves)} moves into a standard "
        f"{finding.game} game; reproduce with `rulebook fuzz --seed {finding.seed} --games 1`).",
        f"# First divergence ({finding.divergence.kind}, {finding.divergence.command}): {finding.divergence.path}",
        f"#   expected (reference): {_show(finding.divergence.expected, 200)}",
        f"#   actual (candidate):   {_show(finding.divergence.actual, 200)}",
    ]
    if shrunk:
        lines += [f"# Shrunk ({shrunk.attempts} replays): " + "; ".join(shrunk.log)]
    lines += [
        f"Feature: Fuzz regression {ident}",
        "",
        f"  @id:{ident} @rule:{rule}",
        f"  Scenario: {_title(finding, div)}",
    ]
    steps: list[tuple[str, str] | tuple[str, str, list[str]]] = []
    players = [p["name"] for p in case.start["players"]] if not case.loads_position else \
        [p["name"] for p in case.start["position"]["players"]]
    if case.loads_position:
        steps += _given_position(case.start["position"])
    else:
        interp = case.start.get("interpretations") or {}
        steps += [("Given", f"the interpretation {k} is {v}") for k, v in sorted(interp.items())
                  if v != _default_interpretations().get(k)]
        steps.append(("Given", f"a new carcassonne game between {_names(players)} drawing "
                               + ", ".join(case.start["draw"]["tiles"])))
    for i, move in enumerate(case.moves):
        pending = run.pendings[i] if i < len(run.pendings) else None
        player = pending["player"] if pending else players[0]
        if move["type"] == "place_tile":
            text = f"{player} places the tile at {move['x']},{move['y']} rotated {move['rotation']}"
        elif move["type"] == "place_figure":
            text = f"{player} places a {move['figure']} on {move['at']}"
        elif move["type"] == "pass" and pending and pending.get("decision") == "place_figure":
            text = f"{player} places no follower"
        else:
            raise ExportUnsupported(f"no phrase for the move {_show(move)}")
        steps.append(("When", text))
    steps += _then_steps(case, run, div, players)
    lines += _render(steps)
    return "\n".join(lines) + "\n"


def _title(finding: Finding, div: Divergence) -> str:
    item = div.reference_item if isinstance(div.reference_item, dict) else div.candidate_item
    what = div.kind.replace("_", " ")
    if isinstance(item, dict):
        what = f"{item.get('type') or item.get('decision')}" + (f" ({item['reason']})" if item.get("reason") else "")
    return f"Fuzz: {what} differ{'s' if isinstance(item, dict) else ''} at {div.path or div.command} (seed {finding.seed})"


def _names(players: Sequence[str]) -> str:
    return players[0] if len(players) == 1 else ", ".join(players[:-1]) + " and " + players[-1]


def _given_position(position: Mapping[str, Any]) -> list[tuple]:
    players = [p["name"] for p in position["players"]]
    steps: list[tuple] = [("Given", f"a carcassonne game between {_names(players)}")]
    defaults = _default_interpretations()
    for key, value in sorted((position.get("interpretations") or {}).items()):
        if defaults.get(key) != value:
            steps.append(("Given", f"the interpretation {key} is {value}"))
    if position.get("tiles"):
        steps.append(("Given", "the scenario's own tiles:", ['"""', *json.dumps(position["tiles"], indent=2).splitlines(),
                                                             '"""']))
    if position.get("discarded"):
        raise ExportUnsupported("no phrase for tiles already discarded")
    figures: dict[tuple[int, int], list[str]] = {}
    for f in position.get("figures", []):
        figures.setdefault((f["x"], f["y"]), []).append(_figure_text(f))
    rows = [["x", "y", "tile", "rotation", "figures"]]
    for t in sorted(position["board"], key=lambda t: (t["x"], t["y"])):
        cell = (t["x"], t["y"])
        if cell == (0, 0) and t["tile"] == "BASE-D" and t["rotation"] == 0 and cell not in figures:
            continue
        rows.append([str(t["x"]), str(t["y"]), t["tile"], str(t["rotation"]), ", ".join(figures.get(cell, []))])
    if len(rows) > 1:
        steps.append(("Given", "the board:", rows))
    kit = 7
    for p in position["players"]:
        on_board = sum(1 for f in position.get("figures", []) if f["player"] == p["name"] and f["figure"] == "follower")
        have = p["supply"].get("follower", 0)
        if have != kit - on_board:
            steps.append(("Given", f"{p['name']} has {have if have else 'no'} follower{'s' if have != 1 else ''} in supply"))
    if any(p.get("score") for p in position["players"]):
        steps.append(("Given", "the scores are " + ", ".join(f"{p['name']} {p['score']}" for p in position["players"])))
    turn = position["turn"]
    if turn.get("number", 1) != 1:
        steps.append(("Given", f"it is turn {turn['number']}"))
    if turn["phase"] == "place_tile":
        steps.append(("Given", f"{turn['player']} is to place {turn['tile']}"))
    elif turn["phase"] == "place_figure":
        steps.append(("Given", f"{turn['player']} has just placed the tile at {turn['placed']['x']},{turn['placed']['y']}"))
    else:
        raise ExportUnsupported(f"no phrase for a position in phase {turn['phase']!r}")
    pile = position.get("draw_pile", [])
    steps.append(("Given", "the draw pile is " + (", ".join(pile) if pile else "empty")))
    return steps


def _then_steps(case: Case, run: Run, div: Divergence, players: Sequence[str]) -> list[tuple]:
    steps: list[tuple] = []
    if div.kind == "legal_moves" and div.command == "legal_moves":
        assert run.legal is not None
        pending = run.legal["pending"] or {}
        moves = run.legal["moves"]
        if pending.get("decision") == "place_figure":
            kinds = sorted({m["figure"] for m in moves if m["type"] == "place_figure"}
                           | {m["figure"] for m in (div.actual or []) if m.get("type") == "place_figure"}
                           | {"follower"})
            for kind in kinds:
                places = [m["at"] for m in moves if m["type"] == "place_figure" and m["figure"] == kind]
                steps.append(("Then", f"{pending['player']} may place a {kind} on {_names(places)}" if places
                              else f"{pending['player']} may place no {kind}"))
        elif pending.get("decision") == "place_tile":
            steps.append(("Then", f"{pending['player']} must place {pending['tile']} next"))
            count = sum(1 for m in moves if m["type"] == "place_tile")
            steps.append(("Then", f"there {'is' if count == 1 else 'are'} {count if count else 'no'} legal "
                                  f"placement{'s' if count != 1 else ''}"))
            for verdict, listed in (("legal", div.expected), ("illegal", div.actual)):
                for m in (listed or [])[:3]:
                    if m.get("type") == "place_tile":
                        steps.append(("Then", f"placing at {m['x']},{m['y']} rotated {m['rotation']} is {verdict}"))
        else:
            raise ExportUnsupported(f"no phrase for the legal moves of a {pending.get('decision')!r} decision")
        return steps
    events = run.events
    if events:
        present = [c for c in _EVENT_COLUMNS if any(c in e and _cell(e[c]) != "" for e in events)]
        rows = [present] + [[_cell(e[c]) if c in e else "" for c in present] for e in events]
        steps.append(("Then", "the events are, in order:", rows))
    if run.states:
        final = run.states[-1]
        steps.append(("Then", "the scores are " + ", ".join(f"{p['name']} {p['score']}" for p in final["players"])))
        top = div.path.split("/")[2] if div.kind == "state" and div.path.count("/") >= 2 else None
        if top == "players":
            for p in final["players"]:
                for kind, count in sorted(p["supply"].items()):
                    steps.append(("Then", f"{p['name']} has {count if count else 'no'} {kind}"
                                          f"{'s' if count != 1 else ''} in supply"))
        elif top == "figures":
            rows = [["player", "figure", "x", "y", "at"]] + [
                [f["player"], f["figure"], str(f["x"]), str(f["y"]), f["at"]] for f in final["figures"]]
            steps.append(("Then", "the figures on the board are:", rows))
        elif top == "draw_pile":
            steps.append(("Then", "the draw pile is now " + (", ".join(final["draw_pile"]) or "empty")))
        elif top == "discarded":
            for tile in final["discarded"]:
                steps.append(("Then", f"{tile} is discarded as unplaceable"))
        elif top is not None and top not in ("players",):
            turn = final["turn"]
            if turn["phase"] == "place_tile":
                steps.append(("Then", f"{turn['player']} must place {turn['tile']} next"))
            elif turn["phase"] == "over":
                steps.append(("Then", "the game is over"))
    if any(e.get("type") == "game_ended" for e in events):
        ended = [e for e in events if e.get("type") == "game_ended"][-1]
        steps.append(("Then", f"the winner{'s are' if len(ended['winners']) > 1 else ' is'} {_names(ended['winners'])}"))
    elif div.kind == "legal_moves" and div.path.startswith("/pending") and run.states:
        turn = run.states[-1]["turn"]
        if turn["phase"] == "place_tile":
            steps.append(("Then", f"{turn['player']} must place {turn['tile']} next"))
    return steps


def _render(steps: list[tuple]) -> list[str]:
    lines = []
    previous = None
    for step in steps:
        keyword, text = step[0], step[1]
        shown = "And" if keyword == previous else keyword
        previous = keyword
        lines.append(f"    {shown} {text}")
        if len(step) > 2:
            block = step[2]
            if block and block[0] == '"""':
                lines += ["      " + line for line in block]
            else:
                lines += _table(block, "      ")
    return lines


def export_json(finding: Finding) -> dict[str, Any]:
    """A self-contained JSON record of the finding: the original game, the
    first divergence, the shrunk case with the reference's answers and the
    divergence it shows (any game)."""
    shrunk = finding.shrunk
    record: dict[str, Any] = {
        "id": finding.id,
        "game": finding.game,
        "seed": finding.seed,
        "game_index": finding.game_index,
        "reference": finding.reference,
        "candidate": finding.candidate,
        "rule": rule_for(finding.game, finding.divergence),
        "divergence": finding.divergence.to_json(),
        "original": finding.original.to_json(),
    }
    if shrunk:
        run = shrunk.run
        record["reproduction"] = {
            **shrunk.case.to_json(),
            "divergence": shrunk.divergence.to_json(),
            "log": shrunk.log,
            "attempts": shrunk.attempts,
            "reference_responses": {"start": run.start, "moves": run.responses, "legal_moves": run.legal},
        }
    return _jsonable(record)


def write_exports(finding: Finding, directory: Path) -> dict[str, Path | str]:
    """Write ``<id>.json`` and, when the game allows, ``<id>.feature`` into
    ``directory``.  Returns the paths (``"feature_error"`` says why there is
    no feature)."""
    directory.mkdir(parents=True, exist_ok=True)
    out: dict[str, Path | str] = {}
    path = directory / f"{finding.id}.json"
    path.write_text(json.dumps(export_json(finding), indent=1) + "\n", encoding="utf-8")
    out["json"] = path
    try:
        text = export_feature(finding)
    except ExportUnsupported as exc:
        out["feature_error"] = str(exc)
    else:
        feature = directory / f"{finding.id}.feature"
        feature.write_text(text, encoding="utf-8")
        out["feature"] = feature
    return out


def describe_case(case: Case, run: Run | None = None) -> list[str]:
    """Human-readable lines for a case."""
    lines = []
    if case.loads_position:
        pos = case.start["position"]
        bits = []
        if isinstance(pos.get("board"), list):
            bits.append(f"{len(pos['board'])} tile(s) on the board")
        if isinstance(pos.get("figures"), list):
            bits.append(f"{len(pos['figures'])} figure(s)")
        for key in _piles(pos):
            bits.append(f"{key.replace('_', ' ')} of {len(pos[key])}")
        turn = pos.get("turn") or {}
        lines.append(f"load_position ({', '.join(bits)}; turn {turn.get('number')}, {turn.get('player')} "
                     f"to {str(turn.get('phase', '')).replace('_', ' ')})")
    else:
        draw = case.start.get("draw", {})
        sizes = ", ".join(f"{len(v)} {k}" for k, v in draw.items() if isinstance(v, list))
        lines.append(f"new_game ({', '.join(case.start.get('players', []))}; draw {sizes})")
    for i, move in enumerate(case.moves):
        player = None
        if run is not None and i < len(run.pendings) and run.pendings[i]:
            player = run.pendings[i]["player"]
        lines.append(f"{i + 1}. {describe_move(move, player)}")
    return lines

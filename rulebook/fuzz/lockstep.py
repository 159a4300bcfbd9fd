"""The lockstep: each request to the reference, then to the candidate, and
the answers compared (:class:`Lockstep`); :func:`replay` plays a
:class:`Case` through it."""
from __future__ import annotations

import hashlib
import json
import re
import time
from collections import Counter, deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypedDict

from ..client import Client, Sent
from ..errors import EngineCrashed, EngineFailure, EngineTimeout, NotApplicable, ProtocolViolation
from .diff import (
    ABSENT,
    JSON,
    Divergence,
    JSONObject,
    ReferenceFailure,
    _canonical,
    _InvalidCase,
    _item,
    _show,
    differences,
    free_test,
    point,
    same_json,
)

#: What makes two findings "the same" for ``--keep-going`` (:attr:`Finding.key`).
FindingKey = tuple[str, str, str]
#: A legal move as a hashable key (:func:`_move_key`): its items, or its canonical JSON.
MoveKey = frozenset[tuple[str, JSON, bool]] | str


class CaseRecord(TypedDict):
    """:meth:`Case.to_json`: a case in a JSON export."""

    game: str
    start: JSONObject
    moves: list[JSONObject]

# --------------------------------------------------------------------------- cases and lockstep


@dataclass
class Case:
    """A replayable game: how it starts (``{"cmd": "new_game", ...fields}`` or
    ``{"cmd": "load_position", "game": ..., "position": ...}``) and the moves."""

    game: str
    start: JSONObject
    moves: list[JSONObject]

    def to_json(self) -> CaseRecord:
        return {"game": self.game, "start": self.start, "moves": self.moves}

    def digest(self) -> str:
        return hashlib.sha256(_canonical(self.to_json()).encode()).hexdigest()

    @property
    def loads_position(self) -> bool:
        return bool(self.start["cmd"] == "load_position")


@dataclass
class Run:
    """What the reference answered while a case was replayed (for export)."""

    start: JSONObject | None = None
    responses: list[JSONObject] = field(default_factory=list)
    #: The reference's pending decision before each move of the case (``None``: the game was over).
    pendings: list[JSONObject | None] = field(default_factory=list)
    #: The reference's legal moves before each move of the case.
    legal_lists: list[list[JSONObject]] = field(default_factory=list)
    states: list[JSONObject] = field(default_factory=list)
    legal: JSONObject | None = None
    divergence: Divergence | None = None

    @property
    def events(self) -> list[JSONObject]:
        out = list((self.start or {}).get("events", []))
        for r in self.responses:
            out.extend(r.get("events", []))
        return out


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
    """A divergence of a fuzz run, with its shrunk reproduction.

    ``moves`` are the moves of the game up to the divergence; after a resync
    (``--keep-going`` loads the reference's position into the candidate to
    play on past a divergence), ``origin`` is the position loaded and
    ``first_move`` the index in the game of ``moves[0]``: the original case
    then starts from ``load_position`` (and ``divergence.step`` counts from
    there)."""

    game: str
    seed: int
    game_index: int
    setup: JSONObject
    moves: list[JSONObject]
    divergence: Divergence
    reference: str
    candidate: str
    shrunk: Shrunk | None = None
    origin: JSONObject | None = None
    first_move: int = 0
    #: Why shrinking stopped with an error (the finding keeps its unshrunk case), else ``None``.
    shrink_problem: str | None = None

    @property
    def original(self) -> Case:
        if self.origin is not None:
            return Case(self.game, {"cmd": "load_position", "game": self.game, "position": self.origin}, self.moves)
        return Case(self.game, {"cmd": "new_game", **self.setup}, self.moves)

    @property
    def id(self) -> str:
        """``fuzz-<hash>``: a stable id of the (shrunk) reproduction."""
        case = self.shrunk.case if self.shrunk else self.original
        basis = {"case": case.to_json(), "signature": list(map(str, self.divergence.signature()))}
        return "fuzz-" + hashlib.sha256(_canonical(basis).encode()).hexdigest()[:10]

    @property
    def rule(self) -> str | None:
        """The rule id the divergence most likely concerns."""
        from .rules import rule_for

        return rule_for(self.game, self.divergence)

    @property
    def key(self) -> FindingKey:
        """What makes two divergences "the same" for ``--keep-going``: the rule
        id, the kind, and the JSON-Pointer shape (indices as ``*``:
        ``/events/*/points``)."""
        return (self.rule or "", self.divergence.kind, re.sub(r"/\d+", "/*", self.divergence.path))

    @property
    def exit_status(self) -> int:
        """1 for a wrong answer, 2 for a crash, timeout or protocol violation."""
        return 2 if self.divergence.engine_failure else 1


@dataclass
class _Outstanding:
    """A request the candidate has not been read an answer to yet (:meth:`Lockstep._ask`)."""

    cmd: str
    step: int
    fields: dict[str, Any]
    sent: Sent
    ref: JSONObject
    compare: Callable[[JSONObject, JSONObject | None], Divergence | None]
    #: For a ``state`` request: asked after a move (:attr:`Divergence.after_move`).
    after_move: bool = False


class Lockstep:
    """Sends each request to both engines and compares the answers.

    ``strict`` (in play): the candidate gets the request first and answers
    while the reference works (:meth:`Client.send <rulebook.client.Client.send>`:
    a subprocess candidate runs on another core meanwhile), and a refusal by
    the reference is a :class:`ReferenceFailure`.  Not strict (shrinking): the
    reference first, and a request it refuses is an invalid attempt that never
    reaches the candidate."""

    def __init__(self, reference: Client, candidate: Client, *, strict: bool = True, window: int = 0) -> None:
        self.reference = reference
        self.candidate = candidate
        self.strict = strict
        #: A validating candidate client has had every type checked against its schema.
        self.typed = bool(candidate.validate)
        #: The game being played (set by :meth:`start` and :meth:`resync`): its schemas say which
        #: places the spec leaves free (:func:`~rulebook.fuzz.diff.free_test`).
        self.game: str | None = None
        #: Requests the candidate may have unanswered while the lockstep goes on (0: each answer is
        #: read and compared before the next request; see :meth:`_ask`).  Only in play (``strict``).
        self.window = window if strict else 0
        self._outstanding: deque[_Outstanding] = deque()
        #: Set when a divergence was read behind later requests the reference has answered already
        #: (the reference is then past it: a resync needs it put back, :func:`replay_segment`).
        self.read_late = False

    def _both(self, cmd: str, step: int,
              fields: dict[str, Any]) -> tuple[JSONObject, JSONObject | None, Divergence | None]:
        # In play (strict) the candidate gets the request first and answers
        # while the reference works (a subprocess candidate runs meanwhile);
        # a request the reference refuses ends the run then.  While shrinking,
        # only what the reference accepted reaches the candidate.
        sent = self.candidate.send(cmd, **fields) if self.strict else None
        ref = self._reference_answer(cmd, fields)
        cand, div = self._candidate_answer(cmd, step, fields, sent, ref)
        return ref, cand, div

    def _reference_answer(self, cmd: str, fields: dict[str, Any]) -> JSONObject:
        ref = self._ask_reference(cmd, fields)
        if not ref["ok"]:
            error = ref["error"]
            text = f"the reference refused {cmd}: {error['code']}: {error['message']}"
            if self.strict:
                raise ReferenceFailure(text)
            raise _InvalidCase(text)
        return ref

    def _candidate_answer(self, cmd: str, step: int, fields: dict[str, Any], sent: Sent | None,
                          ref: JSONObject) -> tuple[JSONObject | None, Divergence | None]:
        """The candidate's answer to ``sent`` (``None``: sent now), or the divergence its failure is.

        An answer exactly the reference's ``ref`` (same JSON, ``id`` aside) is
        valid as that one is and is not checked again (:meth:`Client.receive`'s
        ``valid_like``); it comes back as ``ref`` itself, so each comparison
        after it is an identity test (:func:`~rulebook.fuzz.diff.same_json`)."""
        try:
            if sent is None:
                sent = self.candidate.send(cmd, **fields)
            cand = self.candidate.receive(sent, valid_like=ref)
        except ProtocolViolation as exc:
            if sent is not None:
                got = sent.entry.get("response")
            else:
                got = self.candidate.transcript[-1]["response"] if self.candidate.transcript else None
            # The client says where in the response the checked part sits ("... response /events/1 fails ...").
            where = re.search(r" response (/\S*) fails", exc.message)
            path = (where.group(1) if where else "") + (exc.path if exc.path not in ("", "/") else "")
            return None, Divergence("protocol", cmd, step, path, None, got, exc.message,
                                    reference_item=_item(ref, path), candidate_item=_item(got, path))
        except (EngineCrashed, EngineTimeout) as exc:
            failure = "timeout" if isinstance(exc, EngineTimeout) else "crashed"
            return None, Divergence("error", cmd, step, "", _summary(ref), None, exc.message, failure=failure,
                                    details={"stderr": exc.stderr} if exc.stderr else None)
        except EngineFailure as exc:  # garbage, wrong id
            return None, Divergence("protocol", cmd, step, "", None, None, exc.message)
        if not cand["ok"]:
            error = cand["error"]
            if error["code"] == "unsupported":
                raise NotApplicable(f"the candidate does not support this {cmd}: {error['message']}")
            rule = f" under {error['rule']}" if error.get("rule") else ""
            return cand, Divergence(
                "error", cmd, step, "/ok", True, False,
                f"the candidate refused {cmd} with {error['code']}{rule}: {error['message']}",
                failure="refused", details=error,
                reference_item=fields.get("move"), candidate_item=fields.get("move"))
        return (ref if sent.matched else cand), None

    # ------------------------------------------------------------------ answers read ahead
    def _ask(self, cmd: str, step: int, fields: dict[str, Any],
             compare: Callable[[JSONObject, JSONObject | None], Divergence | None],
             after_move: bool = False) -> tuple[JSONObject, Divergence | None]:
        """Send ``cmd`` to both engines; the reference's answer and the first
        divergence compared so far.

        With ``window`` 0 the candidate's answer is read and compared now.
        Otherwise (a subprocess candidate, in play) the request joins the
        candidate's queue and its answer is read and compared later, in
        request order, once more than ``window`` answers are waiting (or at
        :meth:`settle`): the candidate works on the next requests while this
        process asks the reference and compares, with no wait for a round
        trip per request.  The lines the candidate gets and the order it
        answers them are the same (spec/protocol.md §1: responses come in
        request order; the requests fit in the pipe, so the candidate is never
        required to read on before it answers).  Every answer is compared as
        without the window; a divergence is returned by the call that read it
        (its ``step`` says which request it was), the answers after it are
        read and dropped (:meth:`discard`), and the caller undoes what it did
        past it (:func:`rulebook.fuzz.runner.play_game`)."""
        if not self.window:
            ref, cand, div = self._both(cmd, step, fields)
            if div is None:
                div = compare(ref, cand)
            if div is not None:
                div.after_move = after_move
            return ref, div
        sent = self.candidate.send_ahead(cmd, **fields)
        ref = self._reference_answer(cmd, fields)
        self._outstanding.append(_Outstanding(cmd, step, fields, sent, ref, compare, after_move))
        div = None
        while div is None and len(self._outstanding) > self.window:
            div = self._settle_one()
        return ref, div

    def _settle_one(self) -> Divergence | None:
        item = self._outstanding.popleft()
        sent = item.sent
        if sent.deadline is not None:
            # The engine answers in order: this request's time starts no earlier than now.
            sent.deadline = max(sent.deadline, time.monotonic() + getattr(self.candidate.engine, "timeout", 0.0))
        cand, div = self._candidate_answer(item.cmd, item.step, item.fields, sent, item.ref)
        if div is None:
            div = item.compare(item.ref, cand)
        if div is not None:
            div.after_move = item.after_move
            self.read_late = bool(self._outstanding)
            self.discard()
        return div

    def settle(self) -> Divergence | None:
        """Read and compare every answer still waiting (see :meth:`_ask`); the first divergence."""
        while self._outstanding:
            div = self._settle_one()
            if div is not None:
                return div
        return None

    def discard(self, sent: deque[Sent] | None = None) -> None:
        """Read and drop the answers still waiting (after a divergence) — those
        of the window, or those of ``sent`` (requests sent ahead, emptied) — so
        the candidate's next answer is to the next request; nothing is read
        from an engine that failed (it is restarted on the next request)."""
        queue = deque(item.sent for item in self._outstanding) if sent is None else sent
        if sent is None:
            self._outstanding.clear()
        while queue:
            item = queue.popleft()
            if not getattr(self.candidate.engine, "running", True) or item.error is not None:
                queue.clear()
                return
            try:
                self.candidate.receive(item)
            except (EngineFailure, ProtocolViolation):
                pass

    def start(self, case: Case) -> tuple[JSONObject, Divergence | None]:
        """``new_game`` or ``load_position`` (always answered before anything else is sent)."""
        fields = {k: v for k, v in case.start.items() if k != "cmd"}
        self.game = case.game
        div = self.settle()
        ref, cand, found = self._both(case.start["cmd"], 0, fields)
        if found is None:
            found = _compare(case.start["cmd"], 0, ref, cand, self.typed, ("events", "pending"), self.game)
        return ref, div or found

    def state(self, step: int, after_move: bool) -> tuple[JSONObject, Divergence | None]:
        typed, game = self.typed, self.game

        def compare(ref: JSONObject, cand: JSONObject | None) -> Divergence | None:
            return _compare("state", step, ref, cand, typed, ("state",), game, after_move)

        return self._ask("state", step, {}, compare, after_move)

    def legal_moves(self, step: int) -> tuple[JSONObject, Divergence | None]:
        typed, game = self.typed, self.game

        def compare(ref: JSONObject, cand: JSONObject | None) -> Divergence | None:
            return (_compare("legal_moves", step, ref, cand, typed, ("pending",), game)
                    or _compare_moves(step, ref, cand, typed))

        return self._ask("legal_moves", step, {}, compare)

    def _ask_reference(self, cmd: str, fields: dict[str, Any]) -> JSONObject:
        """The reference's response; :class:`ReferenceFailure` when the engine itself fails."""
        try:
            return self.reference.call(cmd, **fields)
        except EngineFailure as exc:
            raise ReferenceFailure(f"the reference engine failed on {cmd}: {exc}") from exc

    def reference_only(self, cmd: str, **fields: Any) -> JSONObject:
        """Send a request to the reference alone (to put it back at a
        position); :class:`ReferenceFailure` when it fails or refuses."""
        response = self._ask_reference(cmd, fields)
        if not response["ok"]:
            error = response["error"]
            raise ReferenceFailure(f"the reference refused {cmd}: {error['code']}: {error['message']}")
        return response

    def resync(self, game: str, position: JSONObject) -> bool:
        """Load ``position`` (the reference's) into the candidate, to play on
        past a divergence; ``False`` when the candidate refuses or fails."""
        self.game = game
        try:
            response = self.candidate.call("load_position", game=game, position=position)
        except (EngineFailure, ProtocolViolation):
            return False
        return bool(response.get("ok"))

    def apply(self, step: int, move: JSONObject) -> tuple[JSONObject, Divergence | None]:
        typed, game = self.typed, self.game

        def compare(ref: JSONObject, cand: JSONObject | None) -> Divergence | None:
            return _compare("apply_move", step, ref, cand, typed, ("events", "pending"), game)

        return self._ask("apply_move", step, {"move": move}, compare)


def _summary(response: JSONObject) -> JSONObject:
    return {k: v for k, v in response.items() if k not in ("id",)}


def _compare(cmd: str, step: int, ref: JSONObject, cand: JSONObject | None, typed: bool,
             keys: Sequence[str], game: str | None = None, after_move: bool = False) -> Divergence | None:
    assert cand is not None
    for key in keys:
        if same_json(ref.get(key, ABSENT), cand.get(key, ABSENT), typed=typed):
            continue
        found = differences(ref.get(key, ABSENT), cand.get(key, ABSENT), f"/{key}", free_test(game, key))
        if not found:
            continue  # only places the spec leaves free differ
        path, expected, actual = found[0]
        kind = {"events": "events", "pending": "legal_moves", "state": "state"}[key]
        ref_item, cand_item = _item(ref, path), _item(cand, path)
        if key == "pending":
            ref_item, cand_item = ref.get("pending"), cand.get("pending")
        elif key == "state":
            inner = path[len("/state"):]
            ref_item, cand_item = _item(ref["state"], inner), _item(cand.get("state"), inner)
        message = (f"{cmd} {point(cmd, step, after_move)}: {path} is {_show(actual)} in the candidate, "
                   f"{_show(expected)} in the reference")
        if len(found) > 1:
            more = ", ".join(p for p, _, _ in found[1:6]) + (", ..." if len(found) > 6 else "")
            message += f"; {len(found) - 1} more value(s) differ: {more}"
        return Divergence(kind, cmd, step, path, expected, actual, message, ref_item, cand_item,
                          after_move=after_move, others=tuple(found[1:]))
    return None


def _move_key(move: JSON) -> MoveKey:
    """A hashable key for a move: its items when they are scalars (every
    game's moves today; a boolean is told apart from a number, ``1`` and
    ``1.0`` are one JSON number), else its canonical JSON."""
    if isinstance(move, dict):
        try:
            return frozenset((k, v, v.__class__ is bool) for k, v in move.items())
        except TypeError:  # a list or object inside the move
            return _canonical(move)
    return _canonical(move)


def move_keys(moves: Sequence[JSON]) -> Counter[MoveKey]:
    """The legal moves as a multiset of :func:`_move_key` (order free, spec/protocol.md §7)."""
    return Counter(map(_move_key, moves))


def _compare_moves(step: int, ref: JSONObject, cand: JSONObject | None, typed: bool) -> Divergence | None:
    assert cand is not None
    cand_moves = cand.get("moves", [])
    if len(ref["moves"]) == len(cand_moves) and same_json(ref["moves"], cand_moves, typed=typed):
        return None  # the same list in the same order: no need to build the sets
    if move_keys(ref["moves"]) == move_keys(cand_moves):
        return None
    want = Counter(_canonical(m) for m in ref["moves"])
    got = Counter(_canonical(m) for m in cand_moves)
    if want == got:
        return None
    missing = [json.loads(m) for m in sorted((want - got).elements())]
    extra = [json.loads(m) for m in sorted((got - want).elements())]
    parts = []
    if extra:
        parts.append(f"{len(extra)} move(s) the reference does not allow, e.g. {_show(extra[0])}")
    if missing:
        parts.append(f"misses {len(missing)} legal move(s), e.g. {_show(missing[0])}")
    where = point("legal_moves", step)
    message = f"legal_moves {where}: the candidate lists " + " and ".join(parts) if extra else \
        f"legal_moves {where}: the candidate " + " and ".join(parts)
    pending = ref.get("pending")
    return Divergence("legal_moves", "legal_moves", step, "/moves", missing, extra, message, pending, pending,
                      details={"reference_count": len(ref["moves"]), "candidate_count": len(cand.get("moves", []))})



def _still_legal(pending: JSONObject | None, moves: Sequence[JSON], move: JSONObject,
                 spread: Callable[[JSONObject], JSONObject | None] | None = None) -> bool:
    """Whether ``move`` is one of ``moves`` — or, through ``spread`` (a
    ``place_figure`` at another place of its segment, as the fuzz policies
    play it), the listed move it stands for is."""
    from .policies import chance_answer_allowed, is_chance

    if is_chance(pending):
        return chance_answer_allowed(pending, move)
    keys = move_keys(moves)
    if _move_key(move) in keys:
        return True
    listed = spread(move) if spread is not None and move.get("type") == "place_figure" else None
    return listed is not None and _move_key(listed) in keys


def _listed_form(case: Case, state: JSONObject) -> Callable[[JSONObject], JSONObject | None]:
    """For a ``place_figure`` of ``case`` played in ``state``: the same move at
    its segment's smallest place (what ``legal_moves`` lists), from the
    reference's tile types of the case's game; ``None`` when unknown."""
    from .. import oracle
    from .policies import _catalogue

    def listed(move: JSONObject) -> JSONObject | None:
        cell = next((t for t in state.get("board", []) if (t["x"], t["y"]) == (move.get("x"), move.get("y"))), None)
        if cell is None:
            return None
        if case.loads_position:
            catalogue = oracle.tile_catalogue(case.start["position"])
        else:
            catalogue = _catalogue(case.game, {k: v for k, v in case.start.items() if k != "cmd"})
        tile = catalogue.get(cell["tile"])
        if tile is None:
            return None
        for segment in tile.orient(cell["rotation"]).segments:
            if move.get("at") in segment.places:
                return {**move, "at": segment.place}
        return None

    return listed


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
        if not lockstep.strict and not _still_legal(legal.get("pending"), legal["moves"], move,
                                                    _listed_form(case, run.states[-1]) if run.states else None):
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




def replay_segment(lockstep: Lockstep, setup: JSONObject, origin: JSONObject | None, first: int,
                   moves: Sequence[JSONObject], until: tuple[int, str]) -> tuple[Divergence | None, list[JSONObject]]:
    """Play part of a fuzz game again with every check of the lockstep —
    ``legal_moves``, ``apply_move`` and ``state`` after every move — to find
    where it diverges first (the fuzz loop compares the state after some
    moves only, :func:`rulebook.fuzz.runner.play_game`).

    The part starts at ``new_game`` (``setup``, the request's fields;
    ``origin`` ``None``, ``first`` 0, the start compared as in play) or, after
    a resync, before move ``first`` with the reference replayed there from
    ``new_game`` and ``origin`` loaded into the candidate (not compared, as in
    play).  It stops at the first divergence or once the request ``until``
    (``(step, command)``: ``legal_moves``, ``apply_move`` or ``state``) was
    compared.  Steps count the game's moves.

    Returns the divergence (``None`` when none showed: a candidate that does
    not answer the same twice) and the reference's states from ``first`` on
    (``[k]`` before move ``first + k``)."""
    window, lockstep.window = lockstep.window, 0  # each answer compared before the next request
    try:
        return _replay_segment(lockstep, setup, origin, first, moves, until)
    finally:
        lockstep.window = window


def _replay_segment(lockstep: Lockstep, setup: JSONObject, origin: JSONObject | None, first: int,
                    moves: Sequence[JSONObject], until: tuple[int, str]) -> tuple[Divergence | None, list[JSONObject]]:
    game = setup["game"]
    states: list[JSONObject] = []
    lockstep.discard()
    if origin is None:
        _, div = lockstep.start(Case(game, {"cmd": "new_game", **setup}, []))
        if div is None:
            state, div = lockstep.state(0, after_move=False)
            states.append(state["state"])
        if div is not None:
            return div, states
    else:
        lockstep.reference_only("new_game", **setup)
        for move in moves[:first]:
            lockstep.reference_only("apply_move", move=move)
        if not lockstep.resync(game, origin):
            return None, states
        states.append(origin)
    step = first
    while step <= until[0]:
        _, div = lockstep.legal_moves(step)
        if div is not None or until == (step, "legal_moves") or step >= len(moves):
            return div, states
        _, div = lockstep.apply(step, moves[step])
        if div is not None or until == (step, "apply_move"):
            return div, states
        state, div = lockstep.state(step, after_move=True)
        states.append(state["state"])
        if div is not None:
            return div, states
        step += 1
    return None, states

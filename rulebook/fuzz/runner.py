"""The fuzz loop: standard games played in lockstep, in this process
(:func:`fuzz`) or spread over worker processes (:func:`fuzz_parallel`), with
the same results: game *i* depends on its seed alone, findings are taken in
game order, and each is shrunk from the same inputs."""
from __future__ import annotations

import contextlib
import dataclasses
import gc
import json
import random
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..boxes import BOXES, standard_game
from ..client import Client
from ..engines import SubprocessEngine
from ..errors import NotApplicable, UsageError
from .coverage import Coverage
from .diff import Divergence, JSONObject
from .lockstep import Case, Finding, FindingKey, Lockstep, replay_segment
from .policies import DEFAULT_POLICY, MovePolicy, Uniform, is_chance, make_policy
from .probes import Probes, end_game, perft_unchanged
from .shrinking import _declares, shrink

# --------------------------------------------------------------------------- the fuzz loop


def box_setup(game: str, seed: int, players: int, expansions: Sequence[str] = (),
              variants: Sequence[str] = ()) -> JSONObject:
    """The ``new_game`` fields of a standard game: :func:`standard_game`, or
    for Carcassonne with expansions the base tiles plus the expansions' tiles
    (spec/protocol.md §10), shuffled with ``random.Random(seed)``; with
    ``variants`` (sorted) when any are on."""
    if game not in BOXES:
        raise UsageError(f"no box for game {game!r}; games: {', '.join(sorted(BOXES))}")
    if not expansions:
        setup = standard_game(game, seed, players)
        if variants:
            setup["variants"] = sorted(set(variants))
        return setup
    if game != "carcassonne":
        raise UsageError(f"--expansions is only known for carcassonne, not {game}")
    from rulebook_protocol.data import data_root

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
    if variants:
        setup["variants"] = sorted(set(variants))
    return setup


def game_variants(options: Options, seed: int) -> list[str]:
    """The variants game ``seed`` plays: every one of ``options.variants``, and
    each of ``options.variant_pool`` with probability 1/2, drawn from a
    generator of its own seeded with the game's seed (so the game's moves are
    the same draws as without variants, and any process draws the same)."""
    rng = random.Random(f"variants:{seed}")
    drawn = {v for v in sorted(options.variant_pool) if rng.random() < 0.5}
    return sorted(set(options.variants) | drawn)


def reading_setup(options: Options, setup: JSONObject) -> JSONObject:
    """``setup`` (the ``new_game`` fields) with the run's reading: its values
    that are not the default, less the keys of expansions that are off."""
    from ..readings import to_send

    sent = to_send(options.game, options.interpretations, options.expansions)
    if sent:
        setup["interpretations"] = sent
    return setup


@dataclass
class GameRecord:
    """One fuzzed game as the reference played it."""

    index: int
    seed: int
    setup: JSONObject
    moves: list[JSONObject] = field(default_factory=list)
    #: The reference's state before each move (``states[k]`` before move k;
    #: ``None`` where the loop did not ask for it, :func:`play_game`).
    states: list[JSONObject | None] = field(default_factory=list)
    divergence: Divergence | None = None
    #: The rules the reference's events showed in this game.
    coverage: Coverage | None = None
    #: Every divergence, with where the candidate's line started: ``(origin,
    #: first_move, divergence)`` — ``origin`` ``None`` for ``new_game``, else
    #: the reference's position loaded into the candidate before move ``first_move``.
    found: list[tuple[JSONObject | None, int, Divergence]] = field(default_factory=list)


@dataclass
class FuzzResult:
    """What a fuzz run found.  ``finding`` is the first divergence (game
    order); ``findings`` every distinct one kept (one without ``keep_going``);
    ``silenced`` the divergences an expectations file names (one per key);
    ``duplicates`` in how many more games each kept finding's
    :attr:`Finding.key` showed."""

    game: str
    seed: int
    games_played: int
    moves_played: int
    seconds: float
    finding: Finding | None = None
    findings: list[Finding] = field(default_factory=list)
    silenced: list[tuple[Finding, str]] = field(default_factory=list)
    duplicates: dict[FindingKey, int] = field(default_factory=dict)
    coverage: Coverage | None = None
    workers: int = 1
    policy: str = DEFAULT_POLICY

    @property
    def exit_status(self) -> int:
        """0 no divergence (or only silenced ones); 2 when a kept finding is an
        engine failure (crash, timeout, protocol); else 1."""
        if not self.findings:
            return 0
        return 2 if any(f.divergence.engine_failure for f in self.findings) else 1


#: The state is compared after about one move in this many (and after the
#: start and the last move); a difference found elsewhere is replayed with
#: every state compared (:func:`play_game`).  See bench/README.md.
DEFAULT_STATE_EVERY = 4


@dataclass
class Options:
    """A fuzz run's plan (what a worker process needs besides its engines)."""

    game: str
    seed: int = 0
    games: int = 10
    players: int = 2
    expansions: tuple[str, ...] = ()
    policy: str = DEFAULT_POLICY
    shrink_cases: bool = True
    shrink_seconds: float = 60.0
    use_load_position: bool = True
    keep_going: bool = False
    #: Play on past a divergence (as ``keep_going`` does) — set when known ones are silenced.
    resync: bool = False
    #: Compare the state after every move (1) or after about one move in N (:func:`play_game`).
    state_every: int = DEFAULT_STATE_EVERY
    #: The rule reading both engines play (key -> value, :func:`rulebook.readings.shared_reading`);
    #: the values that are not the default go into every ``new_game``.
    interpretations: dict[str, str] = field(default_factory=dict)
    #: Variants every game plays (``new_game``'s ``variants``).
    variants: tuple[str, ...] = ()
    #: Variants each game switches on at random, one in two, by its seed (:func:`game_variants`).
    variant_pool: tuple[str, ...] = ()
    #: Mix in ``end_game`` mid-game and ``perft`` that must leave the game unchanged (:mod:`.probes`).
    probes: bool = True


#: Requests a subprocess candidate may have unanswered while the lockstep goes on (Lockstep.window).
WINDOW = 3

#: Resyncs per game at most (a divergence on every move costs a load each).
MAX_RESYNCS = 25


class StateChecks:
    """After which moves the fuzz loop compares the state (``every`` 1:
    after each; ``every`` N: each move with probability 1/N, drawn from a
    generator of its own seeded with the game's seed, so the moves chosen do
    not change and the same moves are checked in any process)."""

    def __init__(self, seed: int, every: int) -> None:
        self.every = every
        self._rng = random.Random(f"state-checks:{seed}")
        self._due: list[bool] = []

    def due(self, step: int) -> bool:
        """Whether the state after move ``step`` (from 0) is compared."""
        if self.every <= 1:
            return True
        while len(self._due) <= step:
            self._due.append(self._rng.random() * self.every < 1)
        return self._due[step]


def _put(states: list[JSONObject | None], index: int, value: JSONObject) -> None:
    if len(states) <= index:
        states.extend([None] * (index + 1 - len(states)))
    states[index] = value


def play_game(lockstep: Lockstep, record: GameRecord, *, policy: MovePolicy | None = None,
              coverage: Coverage | None = None, on_move: Callable[[int], None] | None = None,
              resync: bool = False, state_every: int = 1, probes: Probes | None = None) -> None:
    """Play one game in lockstep, filling ``record`` (its moves, the
    reference's states, the divergences).  ``policy`` picks each move
    from the reference's legal list with ``random.Random(record.seed)``
    (default: uniform, i.e. ``rulebook play --seed``); ``coverage`` counts
    the rules the reference's events show.

    Per move both engines answer ``legal_moves`` and ``apply_move``, compared
    every time; the ``state`` is compared after the start, after the last
    move, and after the moves :class:`StateChecks` picks (``state_every`` 1:
    every move).  When a difference shows while some state of this part of
    the game went uncompared, the part is replayed with every check
    (:func:`~rulebook.fuzz.lockstep.replay_segment`) and the first divergence
    of that replay is the one recorded — the one a lockstep comparing the
    state after every move finds, with the same step, moves and message, so
    the finding and its shrunk case do not depend on ``state_every``.  What
    it can miss: a state that differs after some moves and agrees again
    before the next compared one, with no other difference around.

    The game ends at the first divergence, unless ``resync``: then the
    reference's position after the diverging request is loaded into the
    candidate (``load_position``) and the game goes on, so a frequent bug does
    not hide a rare one later in the game.  A difference in the legal moves
    ends the game all the same (loading would not change them).

    ``probes`` (:mod:`.probes`): ``perft`` checked before some moves, and
    the game ended by ``end_game`` before move ``probes.end_at`` instead of
    played out; a divergence either shows ends the game."""
    rng = random.Random(record.seed)
    policy = policy or Uniform()
    checks = StateChecks(record.seed, state_every)
    game = record.setup["game"]
    for client in (lockstep.reference, lockstep.candidate):
        client.transcript.clear()  # only the last exchange is ever read (Fuzzer keeps only that one)
    case = Case(game, {"cmd": "new_game", **record.setup}, [])
    start, div = lockstep.start(case)
    start_events = start.get("events", [])
    policy.start(game, record.setup, start_events, live=lockstep.reference.game_object, seed=record.seed)
    #: Per move: (move, pending, the reference's events), for the coverage.
    played: list[tuple[JSONObject, JSONObject | None, list[JSONObject]]] = []
    #: Moves the policy chose past a divergence found further back; played again after a resync.
    planned: list[JSONObject] = []
    #: The steps whose probe was sent (a part of the game played again does not send it twice).
    probed: set[int] = set()
    if div is None:
        state, div = lockstep.state(0, after_move=False)
        record.states.append(state["state"])
    origin: JSONObject | None = None
    first = resyncs = 0
    unchecked = False  # a state of this part of the game (since the start or the last resync) went uncompared
    while True:
        if div is not None:
            # A resync needs the reference right after the diverging request: when the window read
            # it behind later requests, the reference is past it and the segment is replayed too.
            late, lockstep.read_late = lockstep.read_late, False
            if unchecked or (late and resync):
                exact, states = replay_segment(lockstep, record.setup, origin, first, record.moves,
                                               (div.step, div.command))
                if exact is not None:
                    div = exact
                    for i, value in enumerate(states):
                        _put(record.states, first + i, value)
                    keep = div.moves_needed
                    planned[:0] = record.moves[keep:]
                    del record.moves[keep:]
            del record.moves[div.moves_needed:]  # moves played past it while its answer was read later (window)
            record.found.append((origin, first, div))
            if not resync or div.command in ("legal_moves", "end_game", "perft") or resyncs >= MAX_RESYNCS:
                break
            if len(record.states) <= len(record.moves) or record.states[len(record.moves)] is None:
                state = lockstep.reference.call("state")  # the diverging move's state was not asked
                if not state.get("ok"):
                    break
                _put(record.states, len(record.moves), state["state"])
            origin, first = record.states[len(record.moves)], len(record.moves)
            assert origin is not None  # asked for just above when the loop had not
            resyncs += 1
            if not lockstep.resync(game, origin):
                break
            div, unchecked = None, False
        step = len(record.moves)
        if probes is not None and step == probes.end_at and step not in probed:
            div = lockstep.settle()  # the answers still owed first: a divergence there comes before the probe
            if div is not None:
                continue
            probed.add(step)
            _, div = end_game(lockstep, step)
            if div is None:
                break  # the game is over
            continue  # an earlier divergence a sampled state hid comes first (above)
        legal, div = lockstep.legal_moves(step)
        if div is not None:
            continue
        if probes is not None and probes.perft_due(step) and step not in probed:
            div = lockstep.settle()
            if div is not None:
                continue
            probed.add(step)
            div = perft_unchanged(lockstep, step)
            if div is not None:
                continue
        pending = legal.get("pending")
        if not legal["moves"] and not is_chance(pending):  # a chance decision lists no move (spec/protocol.md §7a)
            if step > first and (len(record.states) <= step or record.states[step] is None):
                state, div = lockstep.state(step - 1, after_move=True)  # the last move's state, always
                _put(record.states, step, state["state"])
                if div is not None:
                    continue
            div = lockstep.settle()  # the answers the candidate still owes (Lockstep.window)
            if div is not None:
                continue
            break
        if planned:
            move, fresh = planned.pop(0), False
        else:
            move, fresh = policy.choose(rng, legal["moves"], pending), True
        record.moves.append(move)
        response, div = lockstep.apply(step, move)
        if fresh:
            events = response.get("events", [])
            policy.applied(move, events)
            played.append((move, pending, events))
        if div is None:
            if checks.due(step):
                state, div = lockstep.state(step, after_move=True)
                _put(record.states, step + 1, state["state"])
            else:
                unchecked = True
        if on_move:
            on_move(step + 1)
    lockstep.discard()
    del record.states[len(record.moves) + 1:]
    if coverage is not None:
        coverage.turn(None, None, start_events)
        for move, pending, events in played[:len(record.moves)]:
            coverage.turn(move, pending, events)
    record.divergence = record.found[0][2] if record.found else None


def check_engines(reference: Client, candidate: Client, game: str, expansions: Sequence[str],
                  variants: Sequence[str] = ()) -> None:
    """Both engines implement ``game``, ``expansions`` and ``variants``:
    :class:`UsageError` for the reference, :class:`NotApplicable` for the candidate."""
    for client, who, error in ((reference, "the reference", UsageError), (candidate, "the candidate", NotApplicable)):
        games_declared = client.hello().get("games", {})
        if game not in games_declared:
            raise error(f"{who} does not implement {game!r} (its hello lists "
                        f"{', '.join(games_declared) or 'no games'})")
        missing = [e for e in expansions if e not in games_declared[game].get("expansions", [])]
        if missing:
            raise error(f"{who} does not declare the expansion(s) {', '.join(missing)} for {game}")
        missing = [v for v in variants if v not in games_declared[game].get("variants", [])]
        if missing:
            raise error(f"{who} does not declare the variant(s) {', '.join(missing)} for {game}")


def shared_variants(reference: Client, candidate: Client, game: str) -> tuple[str, ...]:
    """The variants of ``game`` both engines declare in ``hello`` (sorted)."""
    declared = [set(c.hello().get("games", {}).get(game, {}).get("variants", [])) for c in (reference, candidate)]
    return tuple(sorted(declared[0] & declared[1]))


class Fuzzer:
    """One pair of engines playing games of a plan (:class:`Options`)."""

    def __init__(self, reference: Client, candidate: Client, options: Options) -> None:
        self.reference = reference
        self.candidate = candidate
        self.options = options
        for client in (reference, candidate):
            client.keep_last(1)  # the lockstep reads the last exchange only
        #: ``--keep-going`` plays on past a divergence when both engines can load a position.
        self.resync = (options.keep_going or options.resync) and all(_declares(c, options.game, "load_position")
                                                 for c in (reference, candidate))
        #: ``perft`` is probed when both engines declare it.
        self.perft = all(_declares(c, options.game, "perft") for c in (reference, candidate))
        # A subprocess candidate is sent requests ahead of its answers (play_game replays the part of a
        # game a divergence read late ended, so that a resync starts right after the diverging request).
        window = WINDOW if isinstance(candidate.engine, SubprocessEngine) else 0
        self.lockstep = Lockstep(reference, candidate, window=window)

    def play(self, index: int, on_move: Callable[[int], None] | None = None) -> GameRecord:
        o = self.options
        seed = o.seed + index
        setup = box_setup(o.game, seed, o.players, o.expansions, game_variants(o, seed))
        setup = reading_setup(o, setup)
        record = GameRecord(index, seed, setup, coverage=Coverage(o.game, expansions=o.expansions, setup=setup))
        play_game(self.lockstep, record, policy=make_policy(o.policy, o.game), coverage=record.coverage,
                  on_move=on_move, resync=self.resync, state_every=o.state_every,
                  probes=Probes(seed, perft=self.perft) if o.probes else None)
        return record

    def findings(self, record: GameRecord) -> list[Finding]:
        """One :class:`Finding` per divergence of the game, in order."""
        out = []
        for origin, first, div in record.found:
            local = dataclasses.replace(div, step=div.step - first)
            out.append(Finding(self.options.game, record.seed, record.index, record.setup,
                               record.moves[first: div.moves_needed], local, self.reference.engine.description,
                               self.candidate.engine.description, origin=origin, first_move=first))
        return out

    def shrink(self, finding: Finding, states: Sequence[dict[str, Any]] | None = None) -> Finding:
        """``finding`` with its shrunk reproduction (``states``: the reference's
        state before each move; replayed on the reference when not given)."""
        if not self.options.shrink_cases:
            return finding
        try:
            if states is None:
                states = reference_states(self.reference, finding.original)
            finding.shrunk = shrink(self.reference, self.candidate, finding, states,
                                    seconds=self.options.shrink_seconds,
                                    use_load_position=self.options.use_load_position)
        except Exception as exc:
            # E.g. a candidate that dies after so many requests fails elsewhere on a replay, so a
            # case built from an earlier replay no longer fits; the unshrunk case still shows it.
            finding.shrunk = None
            finding.shrink_problem = f"{type(exc).__name__}: {exc}"
        return finding


def _states_for(record: GameRecord, finding: Finding) -> list[JSONObject] | None:
    """The reference's states before each move of ``finding``'s case, when
    the game asked for all of them (else ``None``: :func:`shrink` replays them)."""
    div = finding.divergence
    needed = max(1, div.moves_needed + (div.command == "legal_moves"))
    states = [s for s in record.states[finding.first_move: finding.first_move + needed] if s is not None]
    return states if len(states) == needed else None


def reference_states(reference: Client, case: Case) -> list[dict[str, Any]]:
    """The reference's state before each move of ``case`` (and after the last)."""
    fields = {k: v for k, v in case.start.items() if k != "cmd"}
    reference.require_ok(reference.call(case.start["cmd"], **fields), case.start["cmd"])
    states = [reference.require_ok(reference.call("state"), "state")["state"]]
    for move in case.moves:
        reference.require_ok(reference.call("apply_move", move=move), "apply_move")
        states.append(reference.require_ok(reference.call("state"), "state")["state"])
    reference.transcript.clear()
    return states


class _Collector:
    """Takes game records in game order and decides, the same way serially
    and in parallel, which divergences are kept, silenced or duplicates."""

    def __init__(self, options: Options, silence: Callable[[Finding], str | None] | None) -> None:
        self.options = options
        self.silence = silence
        self.coverage = Coverage(options.game, expansions=options.expansions)
        self.games = 0
        self.moves = 0
        self.kept: list[Finding] = []
        self.silenced: list[tuple[Finding, str]] = []
        self.duplicates: dict[FindingKey, int] = {}
        self.done = False

    def take(self, record: GameRecord, findings: Callable[[GameRecord], list[Finding]]) -> list[Finding]:
        """Count ``record``; the findings to shrink (the new ones)."""
        self.games += 1
        self.moves += len(record.moves)
        if record.coverage is not None:
            self.coverage.merge(record.coverage)
        new: list[Finding] = []
        counted: set[FindingKey] = set()
        for finding in findings(record) if record.found else []:
            reason = self.silence(finding) if self.silence else None
            if reason is not None:
                if not any(f.key == finding.key for f, _ in self.silenced):
                    self.silenced.append((finding, reason))
                continue
            if any(f.key == finding.key for f in self.kept):
                if finding.key not in counted and not any(f.key == finding.key for f in new):
                    self.duplicates[finding.key] = self.duplicates.get(finding.key, 0) + 1
                counted.add(finding.key)
                continue
            self.kept.append(finding)
            new.append(finding)
            if not self.options.keep_going:
                self.done = True
                break
        return new

    def result(self, started: float, workers: int) -> FuzzResult:
        o = self.options
        return FuzzResult(o.game, o.seed, self.games, self.moves, time.monotonic() - started,
                          self.kept[0] if self.kept else None, list(self.kept), self.silenced, self.duplicates,
                          self.coverage, workers, o.policy)


@contextlib.contextmanager
def long_lived_frozen() -> Iterator[None]:
    """Leave what is alive now (modules, schemas, engines, tile data) out of
    the garbage collector's full collections while the block runs
    (``gc.freeze``, after one collection; undone at the end, unless the
    caller froze objects already).  The fuzz loop allocates a game's worth of
    short-lived messages; each full collection would otherwise walk every
    long-lived object again.  Changes no result."""
    if gc.get_freeze_count():
        yield
        return
    gc.collect()
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()


def fuzz(reference: Client, candidate: Client, game: str, *, seed: int = 0, games: int = 10, players: int = 2,
         expansions: Sequence[str] = (), shrink_cases: bool = True, shrink_seconds: float = 60.0,
         use_load_position: bool = True, policy: str = DEFAULT_POLICY, keep_going: bool = False,
         silence: Callable[[Finding], str | None] | None = None,
         on_game: Callable[[int, int, GameRecord], None] | None = None,
         on_move: Callable[[int], None] | None = None, state_every: int = DEFAULT_STATE_EVERY,
         interpretations: dict[str, str] | None = None, variants: Sequence[str] = (),
         variant_pool: Sequence[str] = ()) -> FuzzResult:
    """Play ``games`` games (seeds ``seed`` … ``seed + games - 1``, moves
    picked by ``policy``, :mod:`rulebook.fuzz.policies`) in lockstep and stop
    at the first divergence, shrinking it — or with ``keep_going`` play them
    all and keep each distinct divergence (:attr:`Finding.key`: rule id, kind
    and JSON-Pointer shape), the first of each shrunk.  ``silence(finding)``
    returns a reason for a known divergence (it is counted, not kept).
    ``state_every``: compare the state after every move (1) or after about
    one in N, the findings being the same (:func:`play_game`).
    ``interpretations``: the reading both engines play (key → value; keys
    left out play their default), sent in every ``new_game``.  ``variants``:
    switched on in every game; ``variant_pool``: each switched on in about
    one game in two (:func:`game_variants`).

    Raises :class:`ReferenceFailure` when the reference fails,
    :class:`UsageError` when the reference does not implement the game or an
    expansion, :class:`NotApplicable` when the candidate does not (or answers
    ``unsupported``), and the engines' errors when the candidate cannot even
    say ``hello``."""
    options = Options(game, seed, games, players, tuple(expansions), policy, shrink_cases, shrink_seconds,
                      use_load_position, keep_going, resync=silence is not None, state_every=state_every,
                      interpretations=dict(interpretations or {}), variants=tuple(variants),
                      variant_pool=tuple(variant_pool))
    make_policy(policy)  # an unknown policy fails before any game
    started = time.monotonic()
    check_engines(reference, candidate, game, expansions, (*variants, *variant_pool))
    fuzzer = Fuzzer(reference, candidate, options)
    collector = _Collector(options, silence)
    with long_lived_frozen():
        for i in range(games):
            record = fuzzer.play(i, on_move=on_move)
            new = collector.take(record, fuzzer.findings)
            if on_game:
                on_game(i + 1, games, record)
            for finding in new:
                fuzzer.shrink(finding, _states_for(record, finding))
            if collector.done:
                break
    return collector.result(started, 1)

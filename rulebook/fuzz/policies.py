"""How the fuzzer picks a move: policies beyond uniform random.

Uniform random play rarely reaches the rules that need a crowded board: in
20 four-player base games it completed no cloister at all.  A policy picks
one move from the *reference's* legal list with the game's own
``random.Random(seed)``, so a game stays a pure function of its seed:

``uniform``
    any legal move, uniformly (game *i* is then ``rulebook play --seed S+i``).
``tight``
    a tile goes to the cell with the most occupied neighbours of the eight
    around it (ties at random): holes get filled, so cloisters complete,
    features close and late tiles become unplaceable.
``complete``
    a tile goes where it completes the most features, found by trying the
    most promising placements (the tightest 8, then 4 more at random) on a
    copy of the reference engine's game object (:mod:`reference_engine`'s
    Python API, ``game.copy()``: the in-process reference's own game, read
    where the lockstep asks for a move, or else a shadow game of the policy's
    that replays every move) — only those that the placement preview
    (:func:`reference_engine.analysis.preview`, no copy) finds to close
    or surround something; the others complete nothing.  Where the game's
    rules say what a placement completes (:data:`COMPLETION_COUNTS`: base
    Carcassonne, The Discovery) no copy is played, and where they bound it
    (Carcassonne with expansions) only the candidates that may beat the best
    one so far are; the same move is picked.  Without such a game, as ``tight``.
``follower``
    always places a figure when one may be placed (a random one of the
    figure placements), so features are contested and ties arise.
``mix`` (default)
    per decision: a tile by ``tight`` (45 %), ``complete`` (20 %) or
    ``uniform`` (35 %); a figure by ``follower`` (60 %) or ``uniform``.

A *chance* decision (a pending decision with ``"player": null``, resolved by
the runner, not a player; spec/protocol.md §7a) is resolved by
:func:`rulebook.chance.resolve` with the same generator, whatever the policy.

Every policy but ``uniform`` also *spreads places*: ``legal_moves`` lists a
figure placement once per segment, at its smallest place, but ``apply_move``
takes any place of the segment and the engine must keep the one given
(spec/protocol.md §7, PC-R-PLACE-1). A chosen ``place_figure`` is moved, one
time in two, to a place of the same segment drawn at random (the segment's
places from the reference's tile types, :func:`rulebook.oracle.setup_catalogue`),
with a generator of its own seeded by the game's seed: the game's other choices
are the same draws as without it, and only the ``at`` of such moves (and what
echoes it) differs.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from itertools import compress, repeat
from operator import itemgetter
from typing import Any, Protocol, TypeGuard

from rulebook_protocol.geometry import RING

from .. import chance, oracle

__all__ = ["DEFAULT_POLICY", "GAME_POLICIES", "POLICIES",
           "LookaheadGame", "MovePolicy", "Policy", "chance_answer_allowed", "is_chance",
           "make_policy", "resolve_chance"]

#: A move read, not kept (a JSON object).
Move = Mapping[str, Any]
#: A move of the reference's legal list (a JSON object), picked and returned as it is.
LegalMove = dict[str, Any]
#: A pending decision (``legal_moves``' ``pending``; ``None`` once the game is over).
Pending = Mapping[str, Any] | None
#: An event of a response.
Event = Mapping[str, Any]
DEFAULT_POLICY = "mix"
#: A placement's cell ``(x, y)``.
_CELL = itemgetter("x", "y")


class LookaheadGame(Protocol):
    """What the look-ahead asks of a game object of the reference engine
    (:func:`rulebook.oracle.shadow_game`, or the in-process reference's own
    game, :attr:`rulebook.client.Client.game_object`): a copy to try a move
    on, the move played (its events), and the next decision."""

    def copy(self) -> LookaheadGame: ...

    def apply(self, move: Mapping[str, Any]) -> Sequence[Event]: ...

    def pending(self) -> Mapping[str, Any] | None: ...


class MovePolicy(Protocol):
    """What the fuzz loop (:func:`rulebook.fuzz.runner.play_game`) asks of a
    move policy; :class:`Policy` and its subclasses are the ones shipped."""

    def start(self, game: str, setup: Mapping[str, Any], start_events: Sequence[Event],
              live: Callable[[], LookaheadGame | None] | None = None, seed: int | None = None) -> None: ...

    def choose(self, rng: random.Random, moves: Sequence[LegalMove], pending: Pending) -> LegalMove: ...

    def applied(self, move: Move, events: Sequence[Event]) -> None: ...


def is_chance(pending: Mapping[str, Any] | None) -> TypeGuard[Mapping[str, Any]]:
    """Whether ``pending`` is a chance decision: no player decides
    (``"player": null``; spec/protocol.md §7a)."""
    return (type(pending) is dict or isinstance(pending, Mapping)) and chance.is_chance(pending)  # (dict: no ABC check)


def resolve_chance(rng: random.Random, moves: Sequence[LegalMove], pending: Pending) -> LegalMove:
    """The runner's answer to a chance decision, drawn with the game's
    generator so a game stays a function of its seed:
    :func:`rulebook.chance.resolve` (the pending ``items`` shuffled by ``rng``)."""
    assert pending is not None
    return chance.resolve(pending, rng)


def chance_answer_allowed(pending: Mapping[str, Any], move: Move) -> bool:
    """Whether ``move`` still answers the chance decision ``pending`` (for
    shrinking: the same items in any order, :func:`rulebook.chance.is_permutation`)."""
    order = move.get("order", []) if isinstance(move, Mapping) else []
    return bool(chance.is_permutation(pending, order))


class Policy:
    """Picks moves for one game.  ``start(setup)`` once, then ``choose``
    per decision and ``applied`` after each move the lockstep applied."""

    name = "uniform"

    def __init__(self) -> None:
        self.cells: set[tuple[int, int]] = set()
        #: cell -> how many of the 8 cells around it hold a tile (kept with ``cells``)
        self.around: dict[tuple[int, int], int] = {}
        self._shadow: LookaheadGame | None = None
        self._live: Callable[[], LookaheadGame | None] | None = None
        #: cell -> (tile id, rotation) of every tile placed (for :meth:`spread`)
        self.tiles: dict[tuple[int, int], tuple[str, int]] = {}
        self._places_rng: random.Random | None = None
        self._game_setup: tuple[str, Mapping[str, Any]] | None = None
        self._catalogue: dict[str, Any] | None = None
        #: What the game's rules say a placement completes (:data:`COMPLETION_COUNTS`), if anything.
        self._completion: CompletionCount | None = None

    #: Whether a chosen figure placement may go to another place of its segment (:meth:`spread`).
    spreads_places = True

    # ------------------------------------------------------------ game
    def start(self, game: str, setup: Mapping[str, Any], start_events: Sequence[Event],
              live: Callable[[], LookaheadGame | None] | None = None, seed: int | None = None) -> None:
        """A new game: ``setup`` (the ``new_game`` fields) started with
        ``start_events``.  ``live``: where the reference engine runs in this
        process, a function returning its game object, which is at the
        position of every :meth:`choose` (the lockstep asks the reference for
        the legal moves right before); the look-ahead then reads that game
        instead of replaying every move on a shadow game of its own.
        ``seed``: the game's seed, for :meth:`spread` (``None``: no spreading)."""
        self.cells, self.around, self.tiles = set(), {}, {}
        self._places_rng = random.Random(f"places:{seed}") if seed is not None and self.spreads_places else None
        self._game_setup, self._catalogue = (game, setup), None
        known = COMPLETION_COUNTS.get(game)
        self._completion = None if known is None else known(setup)
        for e in start_events:
            if e.get("type") == "tile_placed" and isinstance(e.get("x"), int):
                self._add_cell(e["x"], e["y"])
                self._add_tile(e)
        self._shadow, self._live = None, None
        if self.wants_shadow:
            if live is not None:
                self._live = live
            else:
                self._shadow = _shadow_game(game, setup)

    @property
    def shadow(self) -> LookaheadGame | None:
        """The reference engine's game object at the current position
        (``None`` when there is none: the look-ahead falls back to tightness)."""
        return self._live() if self._live is not None else self._shadow

    def applied(self, move: Move, events: Sequence[Event]) -> None:
        for e in events:
            if e.get("type") == "tile_placed" and isinstance(e.get("x"), int):
                self._add_cell(e["x"], e["y"])
                self._add_tile(e)
        if self._shadow is not None:
            try:
                self._shadow.apply(dict(move))
            except Exception:
                self._shadow = None

    wants_shadow = False
    #: Whether the look-ahead (:meth:`completing`) also counts mountains with token stacks joined
    #: (Gold Rush, GR-R-TOKEN-2: each worth two completions).
    joins_stacks = False

    # --------------------------------------------------------- choices
    def choose(self, rng: random.Random, moves: Sequence[LegalMove], pending: Pending) -> LegalMove:
        if is_chance(pending):
            return resolve_chance(rng, moves, pending)
        return self.spread(self.pick(rng, moves, pending))

    def spread(self, move: LegalMove) -> LegalMove:
        """``move``, or for a ``place_figure`` one time in two the same move at
        another place of its segment, drawn at random (module doc)."""
        if self._places_rng is None or move.get("type") != "place_figure":
            return move
        places = self.segment_places(move)
        if len(places) < 2 or self._places_rng.random() < 0.5:
            return move
        return {**move, "at": places[self._places_rng.randrange(len(places))]}

    def segment_places(self, move: Move) -> list[str]:
        """Every place of the segment ``move`` (a ``place_figure``) names, in
        board orientation, in the order the tile data lists them (``[]`` when
        the tile or its type is not known)."""
        placed = self.tiles.get((move.get("x"), move.get("y")))  # type: ignore[arg-type]
        if placed is None or self._game_setup is None:
            return []
        if self._catalogue is None:
            self._catalogue = _catalogue(*self._game_setup)
        tile = self._catalogue.get(placed[0])
        if tile is None:
            return []
        for segment in tile.orient(placed[1]).segments:
            if move.get("at") in segment.places:
                return list(segment.places)
        return []

    def _add_tile(self, event: Event) -> None:
        if isinstance(event.get("tile"), str) and isinstance(event.get("rotation"), int):
            self.tiles[(event["x"], event["y"])] = (event["tile"], event["rotation"])

    def pick(self, rng: random.Random, moves: Sequence[LegalMove], pending: Pending) -> LegalMove:
        return moves[rng.randrange(len(moves))]

    # ---------------------------------------------------------- helpers
    def _placements(self, moves: Sequence[LegalMove]) -> list[LegalMove]:
        return [m for m in moves if m.get("type") == "place_tile" and isinstance(m.get("x"), int)]

    def _add_cell(self, x: int, y: int) -> None:
        if (x, y) in self.cells:
            return
        self.cells.add((x, y))
        around = self.around
        for dx, dy in RING:
            cell = (x + dx, y + dy)
            around[cell] = around.get(cell, 0) + 1

    def tightness(self, move: Move) -> int:
        """How many of the 8 cells around the move's cell hold a tile."""
        return self.around.get((move["x"], move["y"]), 0)

    def _tightnesses(self, placements: Sequence[LegalMove]) -> list[int]:
        """:meth:`tightness` of each of ``placements``, in order."""
        return list(map(self.around.get, map(_CELL, placements), repeat(0)))

    def tightest(self, rng: random.Random, moves: Sequence[LegalMove]) -> LegalMove | None:
        return self._tightest(rng, self._placements(moves))

    def _tightest(self, rng: random.Random, placements: Sequence[LegalMove]) -> LegalMove | None:
        """:meth:`tightest` given the decision's placements (:meth:`_placements`)."""
        if not placements:
            return None
        scores = self._tightnesses(placements)
        top = list(compress(placements, map(max(scores).__eq__, scores)))
        return top[rng.randrange(len(top))]

    def completing(self, rng: random.Random, moves: Sequence[LegalMove]) -> LegalMove | None:
        return self._completing(rng, self._placements(moves))

    def _completing(self, rng: random.Random, placements: Sequence[LegalMove]) -> LegalMove | None:
        """:meth:`completing` given the decision's placements (:meth:`_placements`)."""
        shadow = self.shadow
        if not placements or shadow is None:
            return self._tightest(rng, placements)
        scores = self._tightnesses(placements)
        ranked = [placements[i] for i in sorted(range(len(scores)), key=scores.__getitem__, reverse=True)]
        rest = ranked[8:]
        trial = ranked[:8] + [rest[rng.randrange(len(rest))] for _ in range(min(4, len(rest)))]
        # Each candidate once, in the order first drawn: one drawn again has the same score,
        # which cannot beat the first time's.
        candidates = list({id(move): move for move in trial}.values())
        known = self._completion
        counts = known.count(shadow, candidates) if known is not None else [None] * len(candidates)
        best, best_score = None, 0
        for move, most in zip(candidates, counts):
            score = self._look_ahead(shadow, move, most, best_score)
            if score > best_score:
                best, best_score = move, score
        return best if best is not None else self._tightest(rng, placements)

    def _look_ahead(self, shadow: LookaheadGame, move: LegalMove, most: int | None, beat: int) -> int:
        """What :meth:`completing` ranks ``move`` by: the features it completes
        (:func:`completions`), plus two per joined token stack when
        :attr:`joins_stacks` (:func:`stack_joins`) — or 0 when ``most``, what
        the game's rules say of it (:data:`COMPLETION_COUNTS`; ``None``:
        nothing), shows it cannot score more than ``beat``, the best score so
        far (either way it does not beat it).  The move is played on a copy
        only when the rules give a bound above ``beat``, not the count itself."""
        stacks = 2 if self.joins_stacks else 0
        if most is None:
            done = completions(shadow, move)
        elif most + stacks <= beat:
            return 0
        elif not most or (self._completion is not None and self._completion.exact):
            done = most
        else:
            done = trial_completions(shadow, move)
        return done + (2 * stack_joins(shadow, move) if stacks else 0)

    def figure(self, rng: random.Random, moves: Sequence[LegalMove]) -> LegalMove | None:
        figures = [m for m in moves if m.get("type") == "place_figure"]
        return figures[rng.randrange(len(figures))] if figures else None


class Uniform(Policy):
    name = "uniform"
    spreads_places = False  # game i is `rulebook play --seed S+i`: the listed moves as they are


class Tight(Policy):
    name = "tight"

    def pick(self, rng: random.Random, moves: Sequence[LegalMove], pending: Pending) -> LegalMove:
        return self.tightest(rng, moves) or self.figure(rng, moves) or super().pick(rng, moves, pending)


class Complete(Policy):
    name = "complete"
    wants_shadow = True

    def pick(self, rng: random.Random, moves: Sequence[LegalMove], pending: Pending) -> LegalMove:
        return self.completing(rng, moves) or super().pick(rng, moves, pending)


class Follower(Policy):
    name = "follower"

    def pick(self, rng: random.Random, moves: Sequence[LegalMove], pending: Pending) -> LegalMove:
        return self.figure(rng, moves) or super().pick(rng, moves, pending)


class Mix(Policy):
    name = "mix"
    wants_shadow = True

    def pick(self, rng: random.Random, moves: Sequence[LegalMove], pending: Pending) -> LegalMove:
        r = rng.random()
        placements = self._placements(moves)
        if placements:
            if r < 0.45:
                return self._tightest(rng, placements) or super().pick(rng, moves, pending)
            if r < 0.65:
                return self._completing(rng, placements) or super().pick(rng, moves, pending)
            return super().pick(rng, moves, pending)
        if r < 0.6:
            return self.figure(rng, moves) or super().pick(rng, moves, pending)
        return super().pick(rng, moves, pending)


POLICIES: dict[str, Callable[[], Policy]] = {
    "uniform": Uniform, "tight": Tight, "complete": Complete, "follower": Follower, "mix": Mix,
}


def make_policy(name: str, game: str | None = None) -> Policy:
    """A fresh policy by name: ``game``'s own (:data:`GAME_POLICIES`), else
    the shared one (:data:`POLICIES`); ``ValueError`` for another name."""
    own = GAME_POLICIES.get(game or "", {})
    if name in own:
        return own[name]()
    try:
        return POLICIES[name]()
    except KeyError:
        raise ValueError(f"no move policy {name!r}; policies: {', '.join(POLICIES)}") from None


#: (game, the setup's fields but its draw and players, as JSON) -> the tile types (:func:`_catalogue`).
_CATALOGUES: dict[str, dict[str, Any]] = {}


def _catalogue(game: str, setup: Mapping[str, Any]) -> dict[str, Any]:
    """The tile types of ``setup``'s game (:func:`rulebook.oracle.setup_catalogue`),
    worked out once per game, expansions and own tile definitions."""
    import json

    key = json.dumps([game, {k: v for k, v in setup.items() if k not in ("draw", "players")}], sort_keys=True,
                     default=str)
    if key not in _CATALOGUES:
        if len(_CATALOGUES) > 64:
            _CATALOGUES.clear()
        _CATALOGUES[key] = oracle.setup_catalogue(game, setup)
    return _CATALOGUES[key]


def _shadow_game(game: str, setup: Mapping[str, Any]) -> LookaheadGame | None:
    """The reference engine's game object for ``setup`` (a ``new_game``
    request's fields), or ``None`` when it cannot be made."""
    try:
        fields = {k: v for k, v in setup.items() if k not in ("game", "players", "draw", "cmd")}
        shadow: LookaheadGame = oracle.shadow_game(game, setup["players"], setup["draw"], **fields)
    except Exception:
        return None
    return shadow


def completions(shadow: LookaheadGame, move: Move) -> int:
    """Features completed when ``move`` (a ``place_tile``) is played on
    ``shadow`` and then no figure is placed: ``feature_completed`` events of
    the trial :func:`trial_completions` plays on a copy — played only when
    :func:`reference_engine.analysis.preview` finds that the placement
    closes or surrounds something, 0 without copying otherwise (no game
    completes a feature without either; tests/test_fuzz_preview.py checks the
    two agree on random positions of every game and expansion).  The preview
    skips about 8 of 9 copies in Carcassonne, 4 of 5 in Gold Rush, 3 of 4 in
    The Discovery (which completes nothing; :meth:`Policy.completing` reads
    :data:`COMPLETION_COUNTS` first, and calls this only for the games it
    does not list)."""
    if _closes_nothing(shadow, move):
        return 0
    return trial_completions(shadow, move)


def _closes_nothing(shadow: LookaheadGame, move: Move) -> bool:
    """Whether the placement preview shows that ``move`` closes and surrounds
    nothing on ``shadow``'s board (``False`` when it cannot tell: no board,
    no tile in hand)."""
    seen = oracle.placement_preview(shadow, move)
    return seen is not None and not seen


@dataclass(frozen=True)
class CompletionCount:
    """What a game's rules say of the features each of some ``place_tile``
    moves completes on a look-ahead game (what :func:`completions` counts):
    ``count(game, moves)`` gives, per move, at least that number, and the
    number itself when ``exact`` (``None``: it cannot tell)."""

    count: Callable[[LookaheadGame, Sequence[Move]], Sequence[int | None]]
    exact: bool = False


def _closed_or_surrounded(shadow: LookaheadGame, moves: Sequence[Move]) -> list[int | None]:
    """Per move, the features it closes and the cells it surrounds, by the
    placement preview (:func:`rulebook.oracle.placement_previews`)."""
    return [None if seen is None else len(seen.closed) + len(seen.surrounded)
            for seen in oracle.placement_previews(shadow, moves)]


def _carcassonne(setup: Mapping[str, Any]) -> CompletionCount | None:
    """A Carcassonne tile completes the roads and cities it closes (CAR-R-ROAD-1,
    CAR-R-CITY-1) and the cloisters it surrounds (CAR-R-CLOISTER-1), each once
    (CAR-R-SCORE-1), and no decision comes between its placement and the scoring
    when no figure is placed: the preview's count.  An expansion may only take
    some away (a completed city offered as a castle, a gold piece placed first:
    the trial stops before the scoring), so with expansions it is a bound.  A
    tile of the setup's own may hold a road or city with no edge, complete as
    soon as it is placed (CAR-R-CITY-1), which no preview shows: then nothing
    is known."""
    if "tiles" in setup:
        return None
    return CompletionCount(_closed_or_surrounded, exact=not setup.get("expansions"))


def _nothing(shadow: LookaheadGame, moves: Sequence[Move]) -> list[int]:
    return [0] * len(moves)


#: Per game: what its rules say a tile placement completes, given the game's setup (the
#: ``new_game`` fields), so that :meth:`Policy.completing` need not play a candidate on a
#: copy to find out — not when the count is known, not when it cannot beat the best
#: candidate so far: it picks the same move.  A game not listed plays every candidate the
#: preview does not rule out.  tests/test_fuzz_preview.py checks them on random positions.
COMPLETION_COUNTS: dict[str, Callable[[Mapping[str, Any]], CompletionCount | None]] = {
    "carcassonne": _carcassonne,
    # Nothing is scored during the game (spec/discovery.md: no feature_completed).
    "discovery": lambda setup: CompletionCount(_nothing, exact=True),
}


def stack_joins(shadow: LookaheadGame, move: Move) -> int:
    """Whether ``move`` played on a copy of ``shadow`` stops for chance to
    order a joined token stack (Gold Rush's ``mountain_stack``, GR-R-TOKEN-2): 1 or 0."""
    try:
        trial = shadow.copy()
        trial.apply(dict(move))
        pending = trial.pending()
    except Exception:
        return 0
    return int(is_chance(pending) and pending.get("pile") == "mountain_stack")


def trial_completions(shadow: LookaheadGame, move: Move) -> int:
    """Features completed when ``move`` is played on a copy of ``shadow``,
    then no figure is placed (the ``feature_completed`` events until the
    next stop; a decision before the scoring, e.g. a gold piece to place or a
    castle offered, stops the trial early)."""
    try:
        trial = shadow.copy()
        events = list(trial.apply(dict(move)))
        pending = trial.pending()
        if pending and pending.get("decision") == "place_figure":
            events += trial.apply({"type": "pass"})
    except Exception:
        return 0
    return sum(1 for e in events if e.get("type") == "feature_completed")


# --------------------------------------------------------------------------- per-game policies
# A game whose moves are not tile placements gets policies of its own under the same names
# (:data:`GAME_POLICIES`, looked up by :func:`make_policy`): ``uniform`` stays uniform everywhere.


class OregonPolicy(Policy):
    """Oregon (spec/oregon.md): the board as the events show it — every
    farmer by owner, every building and start tile — so a placement can be
    judged by what it scores.  ``tight`` grows groups (a farmer beside the
    most farmers of its owner, orthogonally: OR-R-GROUP-1…3), ``complete``
    scores most (a farmer beside the most buildings, a building beside the
    most farmers: OR-R-FSCORE-*, OR-R-BSCORE-*), ``follower`` places a
    farmer whenever it may, so farmers run out (OR-R-END-1), and ``mix``
    (default) mixes them per decision: groups 35 %, score 25 %, farmer
    first 20 %, uniform 20 %; a draw from the landscape deck one time in
    two.  Other decisions (the extra turn, the start tile) are uniform."""

    spreads_places = False  # no figure has places

    def __init__(self) -> None:
        super().__init__()
        self.farmers: dict[tuple[int, int], str] = {}
        self.buildings: set[tuple[int, int]] = set()
        #: building type -> tiles of its stack built
        self.built: dict[str, int] = {}

    def start(self, game: str, setup: Mapping[str, Any], start_events: Sequence[Event],
              live: Callable[[], LookaheadGame | None] | None = None, seed: int | None = None) -> None:
        super().start(game, setup, start_events, live, seed)
        self.farmers, self.buildings, self.built = {}, set(), {}
        self._board(start_events)

    def applied(self, move: Move, events: Sequence[Event]) -> None:
        super().applied(move, events)
        self._board(events)

    def _board(self, events: Sequence[Event]) -> None:
        for e in events:
            at = (e.get("col"), e.get("row"))
            if e.get("type") == "farmer_placed":
                self.farmers[at] = str(e.get("player"))  # type: ignore[index]
            elif e.get("type") in ("building_placed", "start_tile_placed"):
                self.buildings.add(at)  # type: ignore[arg-type]
                if e["type"] == "building_placed":
                    self.built[str(e.get("building"))] = self.built.get(str(e.get("building")), 0) + 1

    @staticmethod
    def _farmers(moves: Sequence[LegalMove]) -> list[LegalMove]:
        return [m for m in moves if m.get("type") == "place_farmer"]

    def _best(self, rng: random.Random, moves: Sequence[LegalMove],
              score: Callable[[LegalMove], int]) -> LegalMove | None:
        if not moves:
            return None
        scores = [score(m) for m in moves]
        best = max(scores)
        top = [m for m, s in zip(moves, scores) if s == best]
        return top[rng.randrange(len(top))]

    def grouping(self, rng: random.Random, moves: Sequence[LegalMove], pending: Pending) -> LegalMove | None:
        """A farmer beside the most farmers of the player (orthogonally)."""
        who = str((pending or {}).get("player"))
        return self._best(rng, self._farmers(moves), lambda m: sum(
            1 for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0))
            if self.farmers.get((m["col"] + dx, m["row"] + dy)) == who))

    def scoring(self, rng: random.Random, moves: Sequence[LegalMove], pending: Pending) -> LegalMove | None:
        """The placement beside the most buildings (a farmer) or farmers (a building)."""
        placements = [m for m in moves if m.get("type") in ("place_farmer", "place_building")]

        def around(m: LegalMove) -> int:
            cells = [(m["col"] + dx, m["row"] + dy) for dx, dy in RING]
            if m["type"] == "place_farmer":
                return sum(1 for c in cells if c in self.buildings)
            return sum(1 for c in cells if c in self.farmers)

        return self._best(rng, placements, around)

    def farmer_first(self, rng: random.Random, moves: Sequence[LegalMove]) -> LegalMove | None:
        """A farmer when one may be placed; else a building of the stack
        least built (the stacks last, so the farmers can run out first:
        OR-R-END-1 before OR-R-END-2); a draw from the landscape deck
        (two landscape cards place a farmer)."""
        farmers = self._farmers(moves)
        if farmers:
            return farmers[rng.randrange(len(farmers))]
        buildings = [m for m in moves if m.get("type") == "place_building"]
        if buildings:
            return self._best(rng, buildings, lambda m: -self.built.get(str(m.get("building")), 0))
        landscape = [m for m in moves if m.get("type") == "draw_card" and m.get("deck") == "landscape"]
        return landscape[0] if landscape else None


class OregonTight(OregonPolicy):
    name = "tight"

    def pick(self, rng: random.Random, moves: Sequence[LegalMove], pending: Pending) -> LegalMove:
        return self.grouping(rng, moves, pending) or super().pick(rng, moves, pending)


class OregonComplete(OregonPolicy):
    name = "complete"

    def pick(self, rng: random.Random, moves: Sequence[LegalMove], pending: Pending) -> LegalMove:
        return self.scoring(rng, moves, pending) or super().pick(rng, moves, pending)


class OregonFollower(OregonPolicy):
    name = "follower"

    def pick(self, rng: random.Random, moves: Sequence[LegalMove], pending: Pending) -> LegalMove:
        return self.farmer_first(rng, moves) or super().pick(rng, moves, pending)


class OregonMix(OregonPolicy):
    name = "mix"

    def pick(self, rng: random.Random, moves: Sequence[LegalMove], pending: Pending) -> LegalMove:
        r = rng.random()
        if (pending or {}).get("decision") == "draw_cards":  # half the draws from the landscape deck
            return (self.farmer_first(rng, moves) if r < 0.5 else None) or super().pick(rng, moves, pending)
        if r < 0.35:
            return self.grouping(rng, moves, pending) or super().pick(rng, moves, pending)
        if r < 0.6:
            return self.scoring(rng, moves, pending) or super().pick(rng, moves, pending)
        if r < 0.8:
            return self.farmer_first(rng, moves) or super().pick(rng, moves, pending)
        return super().pick(rng, moves, pending)


class GoldRushComplete(Complete):
    """Gold Rush ``complete``: the look-ahead also seeks tiles that join
    mountains holding token stacks (GR-R-TOKEN-2, the chance decision
    ``mountain_stack``), each worth two completions."""

    joins_stacks = True


#: Per game: policy name -> the game's own policy of that name (else :data:`POLICIES`).
GAME_POLICIES: dict[str, dict[str, Callable[[], Policy]]] = {
    "oregon": {"tight": OregonTight, "complete": OregonComplete, "follower": OregonFollower, "mix": OregonMix},
    "gold_rush": {"complete": GoldRushComplete},
}

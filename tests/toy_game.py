"""A toy fifth game, Nim, added the way CONTRIBUTING.md ("Adding a fifth game")
says: one registration on the engine's side, one on the harness's side.

Nim: a pile of counters; on their turn a player takes 1 to 3 of them; who
takes the last counter scores 1 point and wins (the game ends then).

The engine's side (what would be ``reference_engine/games/nim/``): the game
object :class:`Nim` (a :class:`reference_engine.games.Game`), ``new_game``,
``load_position``, ``to_state``, ``box`` and :data:`DECLARATION`, gathered in
:data:`ENGINE` (a :class:`reference_engine.games.GameModule`).

The harness's side (what would be ``rulebook/steps/nim.py``, a planner under
``rulebook/route/`` and a drawing under ``rulebook/reports/boards/``): the
steps below (this module is the ``steps`` plugin), :func:`blank`, the
:class:`NimPlanner`, gathered in :data:`HARNESS` (a
:class:`rulebook.games.GameSupport`; no drawing: reports draw Nim's state with
a fallback).

Nim has no ``schemas/v1/games/nim/``: the reference engine plays it without
validation (:func:`handle`, the engine the test gives ``rulebook check``) and
the harness runs with ``--no-validate-protocol``.

Registering is up to the test (:func:`registered`), which undoes it.
"""
from __future__ import annotations

import copy
from collections.abc import Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any

from pytest_bdd import given, parsers, when

from reference_engine import Session
from reference_engine import games as engine_games
from rulebook import games as harness_games
from rulebook.route import Plan
from rulebook.steps.context import ScenarioContext
from rulebook_protocol.errors import BadRequest, GameOver, IllegalMove, InvalidPosition

ID = "nim"
#: At most this many counters are taken in a turn.
MOST = 3
#: The pile of a new game unless ``options.pile`` says otherwise.
PILE = 10

JSONObject = dict[str, Any]


# --------------------------------------------------------------------------- the engine's side


class Nim:
    """One game of Nim (a :class:`reference_engine.games.Game`)."""

    game_id = ID

    def __init__(self, players: Sequence[str], pile: int) -> None:
        self.players = list(players)
        self.scores = [0] * len(self.players)
        self.pile = pile
        self.active = 0
        self.number = 1
        self.over = False

    def pending(self) -> JSONObject | None:
        return None if self.over else {"player": self.players[self.active], "decision": "take"}

    def legal_moves(self) -> list[JSONObject]:
        return [] if self.over else [{"type": "take", "count": n} for n in range(1, min(MOST, self.pile) + 1)]

    def apply(self, move: Mapping[str, Any]) -> list[JSONObject]:
        if self.over:
            raise GameOver("the game is over")
        if dict(move) not in self.legal_moves():
            raise IllegalMove(f"take 1 to {min(MOST, self.pile)} counters, not {dict(move)}", rule="NIM-R-1")
        player = self.players[self.active]
        self.pile -= move["count"]
        events: list[JSONObject] = [{"type": "counters_taken", "player": player, "count": move["count"],
                                     "left": self.pile}]
        if self.pile == 0:
            self.scores[self.active] += 1
            events.append({"type": "points_scored", "player": player, "points": 1, "reason": "last_counter"})
            return events + self.end()
        self.active = (self.active + 1) % len(self.players)
        self.number += 1
        return events

    def end(self) -> list[JSONObject]:
        if self.over:
            raise GameOver("the game is over")
        self.over = True
        return [{"type": "game_ended", **engine_games.top_scores(self)}]

    def copy(self) -> Nim:
        return copy.deepcopy(self)


def _players(names: Any) -> list[str]:
    if not isinstance(names, list) or len(names) < 2 or len(set(names)) != len(names):
        raise BadRequest("nim takes two or more players with distinct names")
    return names


def new_game(request: Mapping[str, Any]) -> tuple[Nim, list[JSONObject]]:
    """``new_game``: ``options.pile`` counters (default :data:`PILE`)."""
    pile = (request.get("options") or {}).get("pile", PILE)
    if not isinstance(pile, int) or pile < 1:
        raise BadRequest(f"a pile holds at least one counter, not {pile}")
    return Nim(_players(request["players"]), pile), []


def load_position(request: Mapping[str, Any]) -> tuple[Nim, list[JSONObject]]:
    """``load_position`` of a state as :func:`to_state` writes it."""
    position = request["position"]
    game = Nim(_players([p["name"] for p in position["players"]]), position["pile"])
    game.scores = [p["score"] for p in position["players"]]
    game.number = position["turn"]["number"]
    if position["turn"]["phase"] == "over":
        game.over = True
    elif position["pile"] < 1:
        raise InvalidPosition("a game under way has counters left", rule="NIM-R-2")
    else:
        game.active = game.players.index(position["turn"]["player"])
    return game, []


def to_state(game: Nim) -> JSONObject:
    """The canonical state: the players, the pile, the turn."""
    return {"game": ID, "interpretations": {},
            "players": [{"name": n, "score": s, "supply": {}} for n, s in zip(game.players, game.scores)],
            "pile": game.pile,
            "turn": {"number": game.number, "player": None if game.over else game.players[game.active],
                     "phase": "over" if game.over else "take"}}


def box(request: Mapping[str, Any]) -> dict[str, dict[str, int]]:
    return {"counters": {"counter": PILE}}


#: What ``hello`` declares for Nim.
DECLARATION: JSONObject = {"expansions": [], "variants": [], "interpretations": {}, "capabilities": ["load_position"]}

#: The engine's registration.
ENGINE = engine_games.GameModule(ID, new_game=new_game, load_position=load_position, to_state=to_state,
                                 declaration=DECLARATION, box=box)

_session: Session | None = None


def handle(request: JSONObject) -> JSONObject:
    """The reference engine, in process, without schema validation (Nim has no
    schemas): the engine ``rulebook check --engine tests.toy_game:handle`` runs."""
    global _session
    if _session is None or _session.stopped:
        _session = Session(validate=False)
    return _session.handle(request)


# --------------------------------------------------------------------------- the harness's side


def blank(players: list[str]) -> JSONObject:
    """The draft ``Given a nim game between ...`` starts from: a full pile, the first player to take."""
    return {"game": ID, "interpretations": {},
            "players": [{"name": p, "score": 0, "supply": {}} for p in players],
            "pile": PILE, "turn": {"number": 1, "player": players[0], "phase": "take"}}


@given(parsers.re(r"the pile holds (?P<count>\d+) counters?"))
def pile_holds(scenario: ScenarioContext, count: str) -> None:
    scenario.need_draft()["pile"] = int(count)


@when(parsers.re(r"(?P<player>[\w-]+) takes (?P<count>\d+) counters?"))
def takes(scenario: ScenarioContext, player: str, count: str) -> None:
    scenario.expect_turn(player, "take")
    scenario.move({"type": "take", "count": int(count)}, must_succeed=True)


class NimPlanner:
    """Nim's route planner (a :class:`rulebook.route.Planner`): a new game
    whose pile is the draft's, seated so that the draft's player takes first
    (a declared difference: same seating cycle, other turn number)."""

    forced_tail = False

    def plan(self, draft: JSONObject) -> Plan:
        names = [p["name"] for p in draft["players"]]
        first = names.index(draft["turn"]["player"])
        return Plan({"game": ID, "players": names[first:] + names[:first], "options": {"pile": draft["pile"]}}, [])

    def arrangements(self, draft: JSONObject, request: JSONObject) -> Iterable[JSONObject]:
        return ()


PLANNER = NimPlanner()


def _planner() -> NimPlanner:
    return PLANNER


#: The harness's registration.
HARNESS = harness_games.GameSupport(ID, steps=__name__, blank=blank, planner=_planner)


@contextmanager
def registered() -> Iterator[None]:
    """Nim registered on both sides for the ``with`` block, then unregistered."""
    engine_games.register(ENGINE)
    try:
        harness_games.register(HARNESS)
        try:
            yield
        finally:
            harness_games.unregister(ID)
    finally:
        engine_games.unregister(ID)

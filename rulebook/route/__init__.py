"""Routes: reaching a scenario's position by play, for engines without
``load_position`` (``features/README.md``, "Routes").

A *route* is a ``new_game`` request (players, start tile and rotation,
expansions, variants, interpretations, custom tiles, the whole draw order)
and a list of legal moves after which the reference engine's canonical state
equals the draft position, up to the declared differences of
:mod:`rulebook.route._compare` (scores, turn number, which player is seated
first, and a board moved as a whole: :mod:`rulebook.route._frame`).

Public API
    :func:`plan_route` ``(position) -> Route | NoRoute``: plan and confirm a
    route on the reference engine (in-process).  ``position`` is a draft
    position as ``load_position`` would get it (``schemas/v1/games/<game>/state``).
    Never raises for a draft it cannot reach: it answers :class:`NoRoute`
    with the reason (one sentence, no Python reprs).
    :func:`run_route` ``(client, route)``: play a route on an engine through a
    :class:`rulebook.client.Client`; returns the last response.
    :class:`FramedClient`: a client that moves coordinates between the
    draft's frame and the route's (identity when the route is not moved).
    :class:`Planner` (with :class:`Plan` and :class:`Unreachable`): what a
    game's planner is; each game names its own in its harness registration
    (:class:`rulebook.games.GameSupport`), and :func:`plan_route` asks
    :func:`rulebook.games.planner_for`.

The planners, one subpackage per game family, each behind :class:`Planner`:
:mod:`rulebook.route.tiles` (Carcassonne and its expansions, Gold Rush, The
Discovery) and :mod:`rulebook.route.oregon`.

Used by the set-up steps (:meth:`rulebook.steps.context.ScenarioContext.load`, and
``the engine has loaded the position:`` in :mod:`rulebook.steps.raw_requests`).
``python -m rulebook.route lint`` lists the drafts no route reaches, ``rewrite``
adds figure-free filler tiles where that makes them reachable
(:mod:`rulebook.route.tiles`).
For the fuzz shrinker (engines without ``load_position``): ``plan_route(position)``
on the shrunk position; a :class:`Route`'s :meth:`Route.requests` is the
reproduction from ``new_game`` (add the diverging turn's moves, moved into the
route's frame with ``shift(move, -dx, -dy)``); a :class:`NoRoute` keeps the
longer game.  Planning plays on the in-process reference engine only (a few
milliseconds for a board of ten tiles; at most ``rulebook.route.tiles.BUDGET``
candidate turns).
"""
from __future__ import annotations

import copy
import json
from dataclasses import dataclass, field
from typing import Any, Protocol

from ._compare import differences, score_offsets
from ._frame import shift
from ._planner import JSONObject, Plan, Planner, Unreachable

__all__ = ["FramedClient", "NoRoute", "Plan", "Planner", "Route", "Unreachable", "load_events", "plan_route",
           "run_route", "shift"]


@dataclass(frozen=True)
class Route:
    """A confirmed route.  ``new_game``: the request's fields (no ``id``/``cmd``);
    ``moves``: in the route's frame; ``offset``: ``(dx, dy)`` with draft
    coordinates = route coordinates + offset; ``score_offsets``: per player,
    the route's score less the draft's; ``differences``: the declared
    differences this route has, as sentences."""

    game: str
    new_game: JSONObject
    moves: list[JSONObject]
    offset: tuple[int, int] = (0, 0)
    score_offsets: dict[str, int] = field(default_factory=dict)
    differences: list[str] = field(default_factory=list)
    #: For a game whose planner has :attr:`Planner.forced_tail`: how many events at the end of the
    #: route's last response are the forced steps ``load_position`` answers for the draft (the
    #: reference engine's count).
    forced_events: int | None = None

    def __bool__(self) -> bool:
        return True

    def requests(self) -> list[JSONObject]:
        """The route as protocol requests without ids: ``new_game`` then one
        ``apply_move`` per move (route frame), e.g. for a reproduction file
        that starts from ``new_game`` (the fuzz shrinker's use)."""
        return [{"cmd": "new_game", **copy.deepcopy(self.new_game)}] + [
            {"cmd": "apply_move", "move": copy.deepcopy(m)} for m in self.moves]


@dataclass(frozen=True)
class NoRoute:
    """No route reaches the draft; ``reason`` says why (one sentence)."""

    reason: str

    def __bool__(self) -> bool:
        return False


class RouteClient(Protocol):
    """What :func:`run_route` and :class:`FramedClient` need of a client
    (:class:`rulebook.client.Client` has it)."""

    def call(self, cmd: str, **fields: Any) -> JSONObject:
        """Send one request; its response (an ``ok`` or an error response)."""
        ...

    def require_ok(self, response: JSONObject, what: str) -> JSONObject:
        """``response`` if it succeeded; raises otherwise (naming ``what``)."""
        ...


def _play(request: JSONObject, moves: list[JSONObject]) -> tuple[JSONObject | None, str]:
    from rulebook.oracle import Session

    session = Session()
    response = session.handle({"id": 1, "cmd": "new_game", **request})
    if not response["ok"]:
        return None, f"the reference engine refuses the route's new_game: {response['error']['message']}"
    for i, move in enumerate(moves, 1):
        response = session.handle({"id": 2, "cmd": "apply_move", "move": move})
        if not response["ok"]:
            return None, f"the reference engine refuses the route's move {i}: {response['error']['message']}"
    state: JSONObject = session.handle({"id": 3, "cmd": "state"})["state"]
    return state, ""


def _planner(game: object) -> Planner | None:
    from rulebook.games import planner_for

    return planner_for(game)


def plan_route(position: JSONObject, chance: bool = True) -> Route | NoRoute:
    """A route to ``position`` confirmed on the reference engine, or
    :class:`NoRoute` with the reason.  ``position`` is not changed.  The
    planner is the one the game's registration names
    (:func:`rulebook.games.planner_for`).

    ``chance``: whether the engine the route is for declares the capability
    ``chance`` for the game (spec/protocol.md §7a).  Without it a route never
    passes through a chance decision: one that needs a ``shuffle`` move (an
    Oregon deck reshuffled, Gold Rush tokens shuffled back, a tile shuffled
    back into the pile) is :class:`NoRoute`, saying which pile."""
    draft = copy.deepcopy(position)
    game = draft.get("game")
    planner = _planner(game)
    if planner is None or not isinstance(game, str):
        return NoRoute(f"the harness has no route planner for the game {game}")
    target, refusal, forced = _reference_state(game, draft)
    if target is None:
        return NoRoute(f"the reference engine does not load the draft ({refusal}), so no play reaches it")
    try:
        request, moves, offset = planner.plan(draft)
    except Unreachable as exc:
        return NoRoute(str(exc))
    reached, problem = _play(request, moves)
    if reached is None:
        return NoRoute(problem)
    reached = shift(reached, offset[0], offset[1])
    problems = differences(target, reached)
    if problems:
        for other in planner.arrangements(draft, request):
            state, _ = _play(other, moves)
            if state is not None and not differences(target, shift(state, offset[0], offset[1])):
                request, reached, problems = other, shift(state, offset[0], offset[1]), []
                break
    if problems:
        return NoRoute("a route cannot match the draft: " + "; ".join(problems))
    if not chance:
        needing = _chance_piles(request, moves)
        if needing:
            return NoRoute(f"play reaches this position only through a chance decision (a shuffle of the "
                           f"{' and the '.join(needing)}), and the engine does not declare the capability chance "
                           "(spec/protocol.md §7a: a route never passes through a chance decision)")
    declared = []
    if offset != (0, 0):
        declared.append(f"the board is moved by {-offset[0]},{-offset[1]} (the route starts from the tile at "
                        f"{offset[0]},{offset[1]}); coordinates are moved back both ways")
    if request["players"] != [p["name"] for p in draft["players"]]:
        declared.append(f"the players are seated from {request['players'][0]} (same seating cycle)")
    offsets = score_offsets(target, reached)
    if any(offsets.values()):
        declared.append("scores differ by " + ", ".join(f"{k} {v:+d}" for k, v in offsets.items() if v))
    return Route(game=game, new_game=request, moves=moves, offset=offset, score_offsets=offsets,
                 differences=declared, forced_events=forced if planner.forced_tail else None)


def _chance_piles(request: JSONObject, moves: list[JSONObject]) -> list[str]:
    """The piles (with spaces: ``landscape discards``) the route's chance decisions
    shuffle, in order of first shuffle; ``[]`` when it has none (replayed on the
    reference engine, which says which pile each ``shuffle`` answers)."""
    if not any(m.get("type") == "shuffle" for m in moves):
        return []
    from rulebook.oracle import Session

    session = Session()
    response = session.handle({"id": 1, "cmd": "new_game", **request})
    piles: list[str] = []
    for move in moves:
        pending = response.get("pending") if response.get("ok") else None
        if move.get("type") == "shuffle":
            pile = str(pending.get("pile", "pile")) if isinstance(pending, dict) else "pile"
            if pile.replace("_", " ") not in piles:
                piles.append(pile.replace("_", " "))
        response = session.handle({"id": 2, "cmd": "apply_move", "move": move})
    return piles or ["pile"]


def _reference_state(game: str, draft: JSONObject) -> tuple[JSONObject | None, str, int]:
    """The reference engine's state of ``draft`` (its forced steps done), or
    ``None`` and the refusal as ``code: message``; and how many events
    ``load_position`` answered (the forced steps)."""
    from rulebook.oracle import Session

    session = Session()
    loaded = session.handle({"id": 1, "cmd": "load_position", "game": game, "position": draft})
    if not loaded["ok"]:
        return None, f"{loaded['error']['code']}: {loaded['error']['message']}", 0
    state: JSONObject = session.handle({"id": 2, "cmd": "state"})["state"]
    return state, "", len(loaded.get("events", []))


def load_events(events: list[JSONObject], route: Route | None = None) -> list[JSONObject]:
    """The events of a route's last response that ``load_position`` would
    answer for the draft: for a route with ``forced_events`` (a planner with
    :attr:`Planner.forced_tail`), that many last events; otherwise the forced steps
    after the draft's tile in hand was drawn (an unplaceable tile removed and
    another drawn), i.e. everything after the first run of ``tile_drawn``
    events (one draw, or the deal of the hands of The Discovery's two-tiles
    variant); ``[]`` when nothing was drawn."""
    if route is not None and route.forced_events is not None:
        return list(events[len(events) - route.forced_events:]) if route.forced_events else []
    for i, event in enumerate(events):
        if event.get("type") == "tile_drawn":
            while i + 1 < len(events) and events[i + 1].get("type") == "tile_drawn":
                i += 1
            return list(events[i + 1:])
    return []


def run_route(client: RouteClient, route: Route) -> JSONObject:
    """Play ``route`` through ``client`` (a :class:`rulebook.client.Client`);
    the last response.  ``new_game`` refused ``unsupported`` raises
    :class:`~rulebook.errors.NotApplicable` (via ``require_ok``); any other
    refusal an ``AssertionError`` naming the step of the route."""
    response = client.call("new_game", **route.new_game)
    client.require_ok(response, "new_game of the route to the scenario's position")
    for i, move in enumerate(route.moves, 1):
        response = client.call("apply_move", move=move)
        client.require_ok(response, f"move {i} of {len(route.moves)} of the route to the scenario's position "
                                    f"({json.dumps(move)}), which the reference engine accepts,")
    return response


class FramedClient:
    """A :class:`rulebook.client.Client` seen in the draft's frame: moves go
    out moved by ``-offset``, responses come back moved by ``+offset``.
    Everything else is the wrapped client's."""

    def __init__(self, client: RouteClient, offset: tuple[int, int]) -> None:
        self._client = client
        self.offset = offset

    def call(self, cmd: str, **fields: Any) -> JSONObject:
        dx, dy = self.offset
        if "move" in fields:
            fields["move"] = shift(fields["move"], -dx, -dy)
        response: JSONObject = shift(self._client.call(cmd, **fields), dx, dy)
        return response

    def __getattr__(self, name: str) -> Any:
        return getattr(self._client, name)

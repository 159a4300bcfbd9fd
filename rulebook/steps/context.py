"""The per-scenario context the steps share.

A scenario builds a *draft position* in Given steps (players, board, figures,
supply, scores, the tile in hand, the draw pile); the first step that needs
the engine sends it with ``load_position`` (or a Given sends ``new_game``
directly).  When steps record responses and events; Then steps compare them.
Every engine call goes through :class:`rulebook.client.Client`, so every
message is validated against ``schemas/``.

(PYTEST_DONT_REWRITE: failure messages are the steps' own, in JSON terms; see
:mod:`rulebook.mismatch`.)
"""
from __future__ import annotations

import copy
import re
from typing import TYPE_CHECKING, Any

from ..client import Client
from ..mismatch import json_text
from .positions import blank_position

if TYPE_CHECKING:  # rulebook.route is imported when a scenario needs a route
    from ..route import FramedClient, Route

PLAYERS_SPLIT = re.compile(r"\s*(?:,|\band\b)\s*")


def split_names(text: str) -> list[str]:
    """``"red, blue and green"`` → ``["red", "blue", "green"]``."""
    return [p for p in PLAYERS_SPLIT.split(text.strip()) if p]


def split_list(text: str) -> list[str]:
    """``"BASE-U, BASE-V"`` → ``["BASE-U", "BASE-V"]``."""
    return [p.strip() for p in text.split(",") if p.strip()]


class ScenarioContext:
    """What one scenario has set up and seen so far."""

    def __init__(self, client: Client, interpretations: dict[str, str], *, setup: str = "auto") -> None:
        #: The validating client; under a route whose board is moved, the same
        #: client seen in the draft's frame (:class:`rulebook.route.FramedClient`).
        self.client: Client | FramedClient = client
        #: How the draft reaches the engine: ``load_position``, ``route`` (by play,
        #: :mod:`rulebook.route`) or ``auto`` (a route when the engine does not
        #: declare ``load_position`` for the game).
        self.setup = setup
        #: Per player, the route's score less the draft's (empty without a route).
        self.score_offsets: dict[str, int] = {}
        #: The route used to reach the draft, if any.
        self.route: Route | None = None
        #: Under a route: the route's turn number less the draft's, and whether
        #: the route seats the players in the draft's order.
        self.turn_offset = 0
        self.same_seating = True
        self.interpretations = dict(interpretations)
        self.game: str | None = None
        self.draft: dict[str, Any] | None = None
        self.loaded = False
        self.pending: dict[str, Any] | None = None
        self._events: list[dict[str, Any]] = []
        #: The engine's last response, and the state before the last move or
        #: raw request that may be refused (a refusal must leave it as it was).
        self.last: dict[str, Any] | None = None
        self.before: dict[str, Any] | None = None
        #: Whether the engine had no game before the last raw request (a refusal
        #: must not start one); see :mod:`rulebook.steps.raw_requests`.
        self.no_game_before = False
        #: Whether the draft is the engine's own state ("its state is taken as the
        #: draft"): it may describe a running game, and is sent as it stands.
        self.draft_from_state = False
        #: The supplies a scenario fixed itself; the others are the kit less the
        #: figures on the board (:meth:`load`).
        self.explicit_supply: set[tuple[str, str]] = set()
        #: Per player, each figure's full kit (from the blank position).
        self.kit: dict[str, dict[str, int]] = {}

    # ----------------------------------------------------------- set-up
    def start_draft(self, game: str, players: list[str]) -> dict[str, Any]:
        self.game = game
        self.draft = blank_position(game, players)
        self.draft["interpretations"] = dict(self.interpretations)
        self.kit = {p["name"]: dict(p["supply"]) for p in self.draft["players"]}
        return self.draft

    def interpretations_for(self, expansions: Any, interpretations: dict[str, str] | None = None) -> dict[str, str]:
        """The ``interpretations`` to send with a request that switches on
        ``expansions``: this scenario's (or the given ones) less the keys of
        expansions that are off (:func:`rulebook.readings.to_send`)."""
        from ..readings import to_send

        chosen = self.interpretations if interpretations is None else interpretations
        return to_send(self.game, chosen, expansions) if self.game else dict(chosen)

    def with_reading(self, body: dict[str, Any]) -> dict[str, Any]:
        """A ``new_game`` request or a position written out in a scenario, with
        the run's reading (:meth:`interpretations_for` its expansions) under the
        values it names itself: what it names wins, what it leaves out is
        played as the run plays it."""
        game = body.get("game") or self.game
        chosen = self.interpretations_for(body.get("expansions") or ()) if game == self.game or self.game is None \
            else {}
        own = body.get("interpretations")
        merged = {**chosen, **(own if isinstance(own, dict) else {})}
        if not merged and "interpretations" not in body:
            return body
        return {**body, "interpretations": merged}

    def set_supply(self, player: str, figure: str, count: int) -> None:
        """Fix a supply explicitly (otherwise it is the kit less the figures on the board)."""
        self.player_entry(player)["supply"][figure] = count
        self.explicit_supply.add((player, figure))

    def need_draft(self) -> dict[str, Any]:
        if self.draft is None:
            raise ValueError("the scenario must name its game and players first ('Given a <game> game between ...')")
        if self.loaded:
            raise ValueError("the position was already sent to the engine; Given steps must come first")
        return self.draft

    def player_entry(self, name: str) -> dict[str, Any]:
        players: list[dict[str, Any]] = self.need_draft()["players"]
        for p in players:
            if p["name"] == name:
                return p
        raise ValueError(f"no player {name!r} in this scenario")

    def load(self) -> dict[str, Any]:
        """Send the draft with ``load_position``; return the response (not checked)."""
        draft = self.need_draft()
        figures = draft.get("figures", [])  # games without tile figures (oregon) keep their own pieces
        for p in draft["players"]:
            for figure, count in self.kit.get(p["name"], {}).items():
                if (p["name"], figure) not in self.explicit_supply:
                    on_board = sum(1 for f in figures if f["player"] == p["name"] and f["figure"] == figure)
                    p["supply"][figure] = count - on_board
        figures.sort(key=lambda f: (f["x"], f["y"]))
        # A key of an expansion is sent only when that expansion is switched on.
        draft["interpretations"] = self.interpretations_for(draft.get("expansions") or (),
                                                            draft.get("interpretations"))
        if self._by_route():
            return self._load_by_route(draft)
        response = self.client.call("load_position", game=self.game, position=draft)
        self.loaded = True
        self._absorb(response)
        return response

    def _capabilities(self) -> list[str] | None:
        """The capabilities the engine's ``hello`` declares for this game (``None``: no entry)."""
        hello = getattr(self.client, "_hello", None) or {}
        games = hello.get("games") if isinstance(hello, dict) else None
        entry = games.get(self.game) if isinstance(games, dict) else None
        if not isinstance(entry, dict):
            return None
        return list(entry.get("capabilities") or [])

    def _by_route(self) -> bool:
        if self.setup != "auto":
            return self.setup == "route"
        declared = self._capabilities()
        return declared is not None and "load_position" not in declared

    def _load_by_route(self, draft: dict[str, Any]) -> dict[str, Any]:
        """Reach the draft by play (:mod:`rulebook.route`); no route is
        :class:`NotApplicable` with the planner's reason."""
        from ..errors import NotApplicable
        from ..route import FramedClient, NoRoute, load_events, plan_route, run_route

        declared = self._capabilities()
        # A route never passes through a chance decision for an engine without `chance` (§7a).
        route = plan_route(draft, chance=declared is None or "chance" in declared)
        if isinstance(route, NoRoute):
            raise NotApplicable(f"no route reaches this scenario's position without load_position: {route.reason}")
        response = run_route(self.client, route)
        self.route = route
        self.score_offsets = dict(route.score_offsets)
        if route.offset != (0, 0):
            self.client = FramedClient(self.client, route.offset)
            from ..route import shift

            response = shift(response, *route.offset)
        self.loaded = True
        self._absorb({**response, "events": load_events(response.get("events", []), route)})
        reached = self.state()
        self.turn_offset = reached["turn"].get("number", 0) - draft.get("turn", {}).get("number", 0)
        self.same_seating = [p["name"] for p in reached["players"]] == [p["name"] for p in draft["players"]]
        return response

    def as_if_loaded(self, pointer: str, value: Any) -> Any:
        """``value``, read at JSON Pointer ``pointer`` of the engine's state,
        as it would read had the draft been loaded: under a route the turn
        number and each player's score are moved back by the route's offsets
        (features/README.md, "Routes").  A field under ``/players`` when the
        route seats the players in another order raises :class:`NotApplicable`.
        Without a route, ``value`` unchanged."""
        if self.route is None:
            return value
        from ..errors import NotApplicable

        if pointer == "/turn/number" and isinstance(value, int):
            return value - self.turn_offset
        parts = pointer.split("/")
        if len(parts) > 2 and parts[1] == "players":
            if not self.same_seating:
                raise NotApplicable(f"{pointer} depends on the seating, and the route seats the players in "
                                    "another order than the draft")
            if parts[3:] == ["score"] and isinstance(value, int) and parts[2].isdigit():
                name = self.state()["players"][int(parts[2])]["name"]
                return value - self.score_offsets.get(name, 0)
        return value

    def absolute_scores_differ(self) -> bool:
        """True when the route reached the draft with other scores, so a
        statement about absolute scores (winners, final totals) cannot be checked."""
        return any(self.score_offsets.values())

    def new_game(self, game: str, players: list[str], tiles: list[str],
                 start: dict[str, Any] | None = None) -> dict[str, Any]:
        """``new_game`` with this draw order (top first) and, if given, the start
        tile ``{"tile", "rotation"}`` (else the game's own)."""
        self.game = game
        fields: dict[str, Any] = {"start": start} if start else {}
        response = self.client.call("new_game", game=game, players=players, draw={"tiles": tiles},
                                    interpretations=self.interpretations_for(()), **fields)
        self.client.require_ok(response, "new_game")
        self.loaded = True
        self._absorb(response)
        return response

    def ensure_loaded(self) -> None:
        if not self.loaded:
            self.client.require_ok(self.load(), "load_position")

    @property
    def events(self) -> list[dict[str, Any]]:
        """Every event the engine reported in this scenario, in order
        (loading the draft first if nothing was sent yet)."""
        self.ensure_loaded()
        return self._events

    # ------------------------------------------------------------- moves
    def _absorb(self, response: dict[str, Any]) -> None:
        self.last = response
        if response["ok"]:
            self._events.extend(response.get("events", []))
            if "pending" in response:
                self.pending = response["pending"]

    def expect_turn(self, player: str, decision: str | None = None) -> dict[str, Any]:
        """The pending decision, asserting it is ``player``'s (and ``decision``)."""
        self.ensure_loaded()
        pending = self.pending
        assert pending is not None, f"it should be {player}'s turn, but the game is over"
        assert pending["player"] == player, \
            f"it should be {player}'s decision, but the engine waits for {pending['player']}"
        if decision:
            assert pending["decision"] == decision, (
                f"{player} should have to {decision.replace('_', ' ')}, "
                f"but must {pending['decision'].replace('_', ' ')}")
        return pending

    def move(self, move: dict[str, Any], *, must_succeed: bool) -> dict[str, Any]:
        self.ensure_loaded()
        if not must_succeed:
            self.before = self.state()
        response = self.client.call("apply_move", move=move)
        self._absorb(response)
        if must_succeed:
            self.client.require_ok(response, f"move {json_text(move)}")
        return response

    def state(self) -> dict[str, Any]:
        self.ensure_loaded()
        state: dict[str, Any] = self.client.require_ok(self.client.call("state"), "state")["state"]
        return state

    def decided(self, kind: str, value: Any, pointer: str = "") -> Any:
        """``value`` — a ``kind`` (``"state"``, ``"event"``, ...) of this scenario's game, or
        the part of one at the JSON Pointer ``pointer`` — without the places its schema
        leaves to the engine (``x-engine-free``, spec/protocol.md §12a): compare these forms,
        never the raw values, wherever a whole state, event or event list is expected."""
        from rulebook_protocol.free import decided

        return decided(f"games/{self.game}/{kind}", value, pointer)

    def legal_moves(self) -> list[dict[str, Any]]:
        self.ensure_loaded()
        moves: list[dict[str, Any]] = self.client.require_ok(self.client.call("legal_moves"), "legal_moves")["moves"]
        return moves

    def snapshot(self) -> None:
        self.before = copy.deepcopy(self.state())

"""Hypothesis properties of random complete base games, played through the
protocol with every message validated.

Each example draws (Hypothesis, ``st.data()``: see tests/protocol_game.py)
the order of the 71 non-start tiles of the base set, 2–5 players, every move
from ``legal_moves`` and the moments of (d) and (f), so a failing game shrinks
to a simpler one.  The game runs through
``Client(InProcessEngine(Session().handle))``, so each request and response
is checked against ``schemas/v1`` (command schemas and the carcassonne
move/event/pending/state schemas).  Checked:

(a) followers are conserved: supply + figures on the board == 7 for every
    player after every move (on the ``state`` answer, which is read after each
    move straight from the session and, every ``STATE_EVERY`` moves, through
    the validating client), and the supply agrees with the figure events;
(b) each final score == the sum of the player's ``points_scored`` events
    (== the ``game_ended`` scores);
(c) replaying the moves in a fresh session gives the same final state and the
    same events;
(d) at random moments an illegal move (occupied cell, no neighbour, edge
    mismatch, wrong tile id, wrong move type, follower on another tile, on a
    place the tile lacks, on an occupied feature, with an empty supply) is
    refused with ``illegal_move`` and the exact rule, and ``state`` and
    ``legal_moves`` are unchanged;
(e) the game ends with ``game_ended``, ``pending`` null, an empty pile, and
    every tile drawn is on the board or discarded;
(f) at random moments every listed legal move is accepted by a copy of the
    game, and once per game ``load_position(state)`` in a fresh session
    reproduces the state and the legal moves.

``RULEBOOK_PROPERTY_GAMES`` overrides the number of games (default
``N_GAMES``; see there for the cost).

A second test feeds :meth:`Session.handle` hypothesis-generated garbage: it
never raises, always answers with a schema-valid response echoing a usable
id, and a failed request leaves the current game untouched.
"""
from __future__ import annotations

import json
import os
from collections import Counter
from typing import Any

from _support import PLACES, REPO, turned
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from protocol_game import Choices, DrawnChoices, ProtocolGame, check_scores, game_property, replay, seeded, track_supply

from reference_engine import Session
from reference_engine.session import COMMANDS
from rulebook_protocol.schemas import first_error

BASE = json.loads((REPO / "spec" / "tiles" / "base.json").read_text(encoding="utf-8"))
TILES = {t["id"]: t for t in BASE["tiles"]}
START = BASE.get("start_tile", "BASE-D")
#: The draw pile of a base game: every copy of every tile, the start tile once fewer.
DECK = sorted(tid for t in BASE["tiles"] for tid in [t["id"]] * (t["count"] - (t["id"] == START)))
COLOURS = ("red", "blue", "green", "yellow", "black")
FOLLOWERS = 7

#: Complete games in the main property.  Measured on the 2-core dev box:
#: ~0.1 s per game (71 tiles, ~140 decisions, ~300 validated round trips;
#: ~2,700 listed moves validated one by one), so 200 games take ~20 s.
#: RULEBOOK_PROPERTY_GAMES=1000 for a deep run.
N_GAMES = int(os.environ.get("RULEBOOK_PROPERTY_GAMES", "200"))
#: A validated ``state`` through the client every this many moves (and at the
#: end); the unvalidated state is read after every move.  Validating it after
#: every move would cost ~+0.23 s per game (~1.6 ms per state).
STATE_EVERY = 20
#: Chance per decision of trying an illegal move first (d), and of applying
#: every legal move to a copy (f).
ILLEGAL_RATE = 0.08
COPY_RATE = 0.05

NEIGHBOURS = ((0, -1), (1, 0), (0, 1), (-1, 0))


def features_on(tile_id: str, rotation: int) -> list[set[str]]:
    """The places of each feature of a placed tile, in board orientation."""
    return [{turned(p, rotation) for p in f["places"]} for f in TILES[tile_id]["features"]]


# ============================================================= one random game
class Game(ProtocolGame):
    """One random game through a validating client; the raw ``session`` is
    also used directly for cheap unvalidated ``state`` probes."""

    def __init__(self, choices: Choices, *, illegal_rate: float = ILLEGAL_RATE) -> None:
        super().__init__(choices)
        deck = choices.cut(choices.shuffled(DECK))
        self.players = list(COLOURS[: choices.randint(2, 5)])
        self.setup = {"game": "carcassonne", "players": self.players, "draw": {"tiles": deck}}
        self.round_trip_at = choices.randint(1, 139)
        self.probe_illegal = choices.sometimes(illegal_rate)
        self.probe_copy = choices.sometimes(COPY_RATE)

    # ------------------------------------------------------------------ run
    def play(self) -> dict[str, Any]:
        choices = self.choices
        started = self.call("new_game", **self.setup)
        self.events += started["events"]
        pending = started["pending"]
        supply = dict.fromkeys(self.players, FOLLOWERS)
        while pending is not None:
            legal = self.legal_moves(pending)
            moves = legal["moves"]
            if self.probe_illegal():
                self.try_illegal(pending, moves)
            if self.probe_copy():
                self.apply_each_to_a_copy(moves)
            if len(self.moves) == self.round_trip_at:
                self.round_trip("carcassonne", self.raw_state(), legal)
            applied = self.apply(choices.choice(moves))
            pending = applied["pending"]
            # (a) conservation, on the state and against the events
            track_supply(supply, applied["events"])
            state = self.raw_state()
            check_followers(state)
            assert {p["name"]: p["supply"]["follower"] for p in state["players"]} == supply
            if len(self.moves) % STATE_EVERY == 0:
                assert self.call("state")["state"] == state
            check_pending_matches_state(pending, state)
        final = self.call("state")["state"]
        check_followers(final)
        return final

    # ---------------------------------------------------- (d) illegal moves
    def try_illegal(self, pending: dict[str, Any], legal: list[dict[str, Any]]) -> None:
        state = self.raw_state()
        candidates = (self.illegal_tile_moves(state, legal) if pending["decision"] == "place_tile"
                      else self.illegal_figure_moves(state, pending, legal))
        self.refused_one_of(candidates)

    def illegal_tile_moves(self, state: dict[str, Any], legal: list[dict[str, Any]]) -> list[tuple[str, dict]]:
        choices = self.choices
        board = {(b["x"], b["y"]) for b in state["board"]}
        rotation = choices.choice((0, 90, 180, 270))
        x, y = choices.choice(sorted(board))
        far_x = max(bx for bx, _ in board) + choices.randint(2, 5)
        out = [
            ("CAR-R-TILE-2", {"type": "place_tile", "x": x, "y": y, "rotation": rotation}),
            ("CAR-R-TILE-3", {"type": "place_tile", "x": far_x, "y": choices.randint(-3, 3), "rotation": rotation}),
            ("CAR-R-TURN-1", {"type": "pass"}),
            ("CAR-R-TURN-1", {"type": "place_figure", "figure": "follower", "x": x, "y": y, "at": "C"}),
        ]
        hand = state["turn"]["tile"]
        other = choices.choice([t for t in TILES if t != hand])
        out.append(("CAR-R-TILE-1", {**choices.choice(legal), "tile": other}))
        allowed = {(m["x"], m["y"], m["rotation"]) for m in legal}
        frontier = {(bx + dx, by + dy) for bx, by in board for dx, dy in NEIGHBOURS} - board
        misfits = sorted((fx, fy, r) for fx, fy in frontier for r in (0, 90, 180, 270)
                         if (fx, fy, r) not in allowed)
        if misfits:
            fx, fy, r = choices.choice(misfits)
            out.append(("CAR-R-TILE-4", {"type": "place_tile", "x": fx, "y": fy, "rotation": r}))
        return out

    def illegal_figure_moves(self, state: dict[str, Any], pending: dict[str, Any],
                             legal: list[dict[str, Any]]) -> list[tuple[str, dict]]:
        choices = self.choices
        px, py = pending["x"], pending["y"]
        entry = next(b for b in state["board"] if (b["x"], b["y"]) == (px, py))
        features = features_on(entry["tile"], entry["rotation"])
        on_tile = set().union(*features)
        legal_at = {m["at"] for m in legal if m["type"] == "place_figure"}
        assert legal_at <= on_tile, f"legal places {legal_at} not on {entry}"
        assert {"type": "pass"} in legal
        supply = next(p["supply"]["follower"] for p in state["players"] if p["name"] == pending["player"])
        follower = {"type": "place_figure", "figure": "follower"}
        others = [(b["x"], b["y"]) for b in state["board"] if (b["x"], b["y"]) != (px, py)]
        ox, oy = choices.choice(others)
        out = [
            ("CAR-R-FOLLOWER-1", {**follower, "x": ox, "y": oy, "at": choices.choice(PLACES)}),
            ("CAR-R-TURN-1", {"type": "place_tile", "x": px, "y": py + 1, "rotation": 0}),
        ]
        if supply == 0:
            assert not legal_at
            out.append(("CAR-R-FOLLOWER-3", {**follower, "x": px, "y": py, "at": choices.choice(sorted(on_tile))}))
            return out
        missing = [p for p in PLACES if p not in on_tile]
        if missing:
            out.append(("CAR-R-FOLLOWER-4", {**follower, "x": px, "y": py, "at": choices.choice(missing)}))
        occupied = [f for f in features if not f & legal_at]
        if occupied:
            at = choices.choice(sorted(choices.choice(occupied)))
            out.append(("CAR-R-FOLLOWER-2", {**follower, "x": px, "y": py, "at": at}))
        return out

    # ------------------------------------------------- (f) legal moves apply
    def apply_each_to_a_copy(self, legal: list[dict[str, Any]]) -> None:
        game = self.session.game
        for move in legal:
            events = game.copy().apply(move)  # raises IllegalMove if the listing lied
            assert events, move


def check_followers(state: dict[str, Any]) -> None:
    on_board = Counter(f["player"] for f in state["figures"])
    for player in state["players"]:
        total = player["supply"]["follower"] + on_board[player["name"]]
        assert total == FOLLOWERS, f"{player['name']}: {player['supply']['follower']} in supply + " \
                                   f"{on_board[player['name']]} on the board != {FOLLOWERS}"
    assert set(on_board) <= {p["name"] for p in state["players"]}


def check_pending_matches_state(pending: dict[str, Any] | None, state: dict[str, Any]) -> None:
    turn = state["turn"]
    if pending is None:
        assert turn["phase"] == "over" and turn["player"] is None
        return
    assert turn["phase"] == pending["decision"]
    assert turn["player"] == pending["player"]
    if pending["decision"] == "place_tile":
        assert turn["tile"] == pending["tile"]
    else:
        assert turn["placed"] == {"x": pending["x"], "y": pending["y"]}


@game_property(N_GAMES)
def test_random_complete_base_game(choices: DrawnChoices) -> None:
    game = Game(choices)
    final = game.play()
    events = game.events

    # (e) the end
    assert events[-1]["type"] == "game_ended"
    assert sum(e["type"] == "game_ended" for e in events) == 1
    assert final["turn"] == {"number": final["turn"]["number"], "player": None, "part": 1, "phase": "over",
                             "tile": None, "placed": None}
    assert final["draw_pile"] == []
    over = game.call("legal_moves")
    assert over["pending"] is None and over["moves"] == [] and over["count"] == 0
    drawn = Counter(e["tile"] for e in events if e["type"] == "tile_drawn")
    assert drawn == Counter(game.setup["draw"]["tiles"]), "every tile of the pile is drawn exactly once"
    on_board = Counter(b["tile"] for b in final["board"])
    on_board[START] -= 1  # the start tile was never drawn
    assert drawn == on_board + Counter(final["discarded"])
    assert final["discarded"] == [e["tile"] for e in events if e["type"] == "tile_discarded"]
    placed = [e for e in events if e["type"] == "tile_placed"]
    assert len(placed) == len(final["board"])
    assert sorted((e["x"], e["y"], e["tile"], e["rotation"]) for e in placed) == \
        sorted((b["x"], b["y"], b["tile"], b["rotation"]) for b in final["board"])

    # (b) scores
    check_scores(final, events, game.players)
    # final-scoring points come after every points_scored of play
    flags = [e["final"] for e in events if e["type"] == "points_scored"]
    assert flags == sorted(flags), "a points_scored event with final=false after final scoring began"

    # (c) determinism
    replayed_state, replayed_events = replay(game.setup, game.moves)
    assert replayed_state == final
    assert replayed_events == events


def test_rotation_helper_matches_the_engine():
    """The tests' own rotation of places (tests/_support.py) agrees with the engine's geometry."""
    from rulebook_protocol.geometry import rotate_place

    for place in PLACES:
        for rotation in (0, 90, 180, 270):
            assert turned(place, rotation) == rotate_place(place, rotation)


def test_one_game_probes_every_rule():
    """A few fixed seeds with every decision probed: each illegal-move rule
    of (d) is exercised at least once (so the random sampling above is not
    silently testing nothing)."""
    tried: Counter[str] = Counter()
    for seed in range(3):
        game = Game(seeded(seed), illegal_rate=1.0)
        game.play()
        tried += game.tried
    expected = {"CAR-R-TILE-1", "CAR-R-TILE-2", "CAR-R-TILE-3", "CAR-R-TILE-4", "CAR-R-TURN-1",
                "CAR-R-FOLLOWER-1", "CAR-R-FOLLOWER-2", "CAR-R-FOLLOWER-4"}
    assert expected <= set(tried), f"rules never probed: {expected - set(tried)} (tried: {dict(tried)})"


# ============================================================= garbage requests
_GARBAGE_SESSION: dict[str, Any] = {}


def garbage_session() -> tuple[Session, dict[str, Any], set[tuple]]:
    """A session with a game in progress (shared by the examples); its state
    and the (x, y, rotation) of its legal tile placements."""
    if not _GARBAGE_SESSION:
        session = Session()
        started = session.handle({"id": 1, "cmd": "new_game", "game": "carcassonne", "players": ["red", "blue"],
                                  "draw": {"tiles": ["BASE-U", "BASE-V", "BASE-E", "BASE-B"]}})
        assert started["ok"] is True
        for move in ({"type": "place_tile", "x": 1, "y": 0, "rotation": 0},
                     {"type": "place_figure", "figure": "follower", "x": 1, "y": 0, "at": "E"}):
            assert session.handle({"id": 2, "cmd": "apply_move", "move": move})["ok"] is True
        legal = session.handle({"id": 3, "cmd": "legal_moves"})
        _GARBAGE_SESSION.update(
            session=session,
            state=session.handle({"id": 4, "cmd": "state"})["state"],
            legal={(m["x"], m["y"], m["rotation"]) for m in legal["moves"]},
        )
    return _GARBAGE_SESSION["session"], _GARBAGE_SESSION["state"], _GARBAGE_SESSION["legal"]


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=12,
)
ids = st.integers() | st.text(max_size=6) | st.none() | st.booleans() | st.floats(allow_nan=False) \
    | st.lists(st.integers(), max_size=2)
#: Commands that may succeed on garbage without changing the game.
READ_ONLY = {"hello", "state", "legal_moves", "perft", "stop"}


def _not_a_command(value: Any) -> bool:
    return not (isinstance(value, dict) and value.get("cmd") in COMMANDS)


moves_like = st.fixed_dictionaries(
    {"type": st.sampled_from(["place_tile", "place_figure", "pass"]) | st.text(max_size=10)},
    optional={
        "x": st.integers(-3, 3) | json_values, "y": st.integers(-3, 3) | json_values,
        "rotation": st.sampled_from([0, 90, 180, 270]) | json_values,
        "at": st.sampled_from(PLACES) | json_values, "figure": st.just("follower") | json_values,
        "tile": st.sampled_from(sorted(TILES)) | json_values, "junk": json_values,
    },
)

garbage_requests = st.one_of(
    # any JSON value that is not a request of a known command
    json_values.filter(_not_a_command),
    # unknown command names
    st.builds(lambda extra, i, c: {**extra, "id": i, "cmd": c},
              st.dictionaries(st.text(max_size=8), json_values, max_size=3), ids,
              (st.text(max_size=12) | json_values).filter(lambda c: c not in COMMANDS)),
    # known commands with a field no command schema allows
    st.builds(lambda extra, i, c, k, v: {**extra, "id": i, "cmd": c, "x-" + k: v},
              st.dictionaries(st.sampled_from(["game", "players", "draw", "move", "depth", "protocol",
                                               "position", "tiles", "start", "divide"]),
                              json_values, max_size=3),
              ids, st.sampled_from(COMMANDS), st.text(max_size=6), json_values),
    # read-only commands, possibly with a bad id
    st.builds(lambda i, c: {"id": i, "cmd": c}, ids, st.sampled_from(sorted(READ_ONLY - {"hello", "perft"}))),
    st.builds(lambda i, p: {"id": i, "cmd": "hello", "protocol": p}, ids, json_values),
    # moves of every shape; never a legal one
    st.builds(lambda i, m: {"id": i, "cmd": "apply_move", "move": m}, ids, moves_like | json_values),
    # set-ups with random pieces: they fail (bad players, tiles, ids...)
    st.builds(lambda i, p, d: {"id": i, "cmd": "new_game", "game": "carcassonne", "players": p, "draw": d},
              ids, st.lists(st.text(max_size=3), max_size=7) | json_values,
              st.fixed_dictionaries({"tiles": st.lists(st.text(max_size=7), max_size=3) | json_values})),
    st.builds(lambda i, p: {"id": i, "cmd": "load_position", "game": "carcassonne", "position": p},
              ids, json_values),
    # perft depths the schema refuses (a valid deep perft would only be slow)
    st.builds(lambda i, d: {"id": i, "cmd": "perft", "depth": d}, ids, json_values.filter(
        lambda d: not ((isinstance(d, int) and d >= 0) or (isinstance(d, float) and d >= 0 and d.is_integer())))),
)


def _may_succeed(request: Any) -> bool:
    """Would a *valid* request of this shape be allowed to change the game?
    new_game/load_position could (in theory) be valid by chance: those are
    allowed to succeed, and then the shared game is rebuilt."""
    return isinstance(request, dict) and request.get("cmd") in {"new_game", "load_position"}


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(request=garbage_requests)
def test_handle_never_raises_on_garbage(request: Any) -> None:
    session, state, legal = garbage_session()
    if isinstance(request, dict) and request.get("cmd") == "apply_move":
        move = request.get("move")
        if isinstance(move, dict) and move.get("type") == "place_tile" and \
                any((move.get("x"), move.get("y"), move.get("rotation")) == spot for spot in legal):
            return  # could be legal: not garbage
    response = session.handle(request)
    text = json.dumps(response, allow_nan=False)  # survives the wire
    assert json.loads(text) == response
    assert isinstance(response, dict) and isinstance(response.get("ok"), bool)
    rid = request.get("id") if isinstance(request, dict) else None
    # an id is echoed when the envelope schema could accept it: a string or an
    # integer (JSON Schema counts 3.0 as an integer); otherwise null
    usable = isinstance(rid, (str, int)) or (isinstance(rid, float) and rid.is_integer())
    expected_id = rid if usable and not isinstance(rid, bool) else None
    assert response["id"] == expected_id
    cmd = request.get("cmd") if isinstance(request, dict) else None
    if response["ok"]:
        assert cmd in READ_ONLY or _may_succeed(request), (request, response)
        error = first_error(f"commands/{cmd}#response", response)
    else:
        assert response["error"]["code"] != "internal", response["error"]
        error = first_error("common#/$defs/error_response", response)
    assert error is None, f"{response} fails its schema at {error[0]}: {error[1]}"
    if response["ok"] and _may_succeed(request):
        _GARBAGE_SESSION.clear()  # a valid set-up by chance: start over next time
        return
    after = session.handle({"id": "check", "cmd": "state"})
    assert after["ok"] is True and after["state"] == state, f"{request!r} changed the game"

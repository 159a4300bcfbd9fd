"""The route search of the tile-laying games (carcassonne with its expansions,
gold_rush, discovery): which tile each turn places, in which order.

The search (:func:`plan_tiles`):

1. The start tile: the draft's (0, 0) tile when no figure stands on it,
   otherwise a tile without figures (the route's frame is then moved so that
   tile lies on (0, 0): :mod:`rulebook.route._frame`).
2. Seating: the route seats the players from the one whose turn makes the
   draft's player move right after the route (same seating cycle).
3. Depth-first over the order of the other tiles: each is placed next to
   tiles already placed (edges match, as they do on the draft's board), by the
   player who owns the figures on it (a turn places figures only on the tile
   just placed), that player places those figures, and passes every other
   decision, except those an expansion's hooks choose.  Figures that go on
   any tile (``anywhere``: a Gold Rush tent) are placed on a turn of their
   owner that places no other figure.  A candidate whose turn returns a
   figure (it completed a feature holding one) or that the reference engine
   refuses is dropped.
4. The draw order is the route's tiles, then the draft's tile in hand, then
   its draw pile.

What differs between the games is data: each game's
:class:`~rulebook.route.tiles.RouteProfile` (its draws, claims, figure
limits and expansion hooks, :mod:`rulebook.route.tiles._hooks`: Carcassonne's
castles in :mod:`rulebook.route.tiles._castles`, Gold Mines in
:mod:`rulebook.route.tiles._gold_mines`), which the game's
:class:`~rulebook.route.tiles.TilePlanner` hands to :func:`plan_tiles`.

The reference engine plays every candidate (it is the oracle); the caller
then compares the route's end state with the draft.
"""
from __future__ import annotations

import random
from typing import Any

from rulebook.oracle import Session

from .._planner import JSONObject, Plan, Unreachable
from ._catalogue import draft_catalogue
from ._hooks import Figure
from ._profile import RouteProfile

__all__ = ["BUDGET", "SETUP_FIELDS", "NoTileRoute", "plan_tiles"]

#: Draft fields carried into ``new_game`` as they are (when present and not empty).
SETUP_FIELDS = ("expansions", "variants", "interpretations", "tiles", "options")
#: How many candidate turns the search plays at most, per draft (unless a hook's ``searches`` says otherwise).
BUDGET = 600


class _Exhausted(Exception):
    pass


class NoTileRoute(Unreachable):
    """No order of the draft's tiles reaches it; ``str()`` is the reason."""


def _run(request: dict[str, Any], moves: list[dict[str, Any]]) -> tuple[Session | None, dict[str, Any]]:
    session = Session(validate=False)
    response = session.handle({"id": 1, "cmd": "new_game", **request})
    if not response["ok"]:
        return None, response
    for move in moves:
        response = session.handle({"id": 2, "cmd": "apply_move", "move": move})
        if not response["ok"]:
            return None, response
    return session, response


def _figure_move(legal: list[dict[str, Any]], figure: dict[str, Any], x: int, y: int) -> dict[str, Any]:
    """The legal move placing ``figure`` at ``x``, ``y`` (route frame); when the
    draft names another place of the same feature than the legal list's canonical
    one (a farmer on ``Se`` where the list offers ``Es``), the move as the draft
    names it, for the engine to judge (the state keeps the place as placed)."""
    for move in legal:
        if (move.get("x"), move.get("y"), move.get("at")) == (x, y, figure["at"]) \
                and move.get("figure", "follower") == figure["figure"]:
            return move
    return {"type": "place_figure", "figure": figure["figure"], "x": x, "y": y, "at": figure["at"]}


class _Search:
    def __init__(self, draft: JSONObject, start: tuple[int, int], seats: list[str], profile: RouteProfile,
                 salt: int = 0) -> None:
        self.draft = draft
        #: tie-break between tiles as near the start: by cell (salt 0), else in a shuffled order
        shuffled = [(t["x"], t["y"]) for t in draft["board"]]
        if salt:
            random.Random(salt).shuffle(shuffled)
        self.rank = {c: i for i, c in enumerate(shuffled)} if salt else {}
        self.sx, self.sy = start
        self.seats = seats
        self.cells = {(t["x"], t["y"]): t for t in draft["board"]}
        self.figures: dict[tuple[int, int], list[dict[str, Any]]] = {}
        self.profile = profile
        self.anywhere = self.profile.anywhere
        #: figures placed on any tile by a move of their own (tents), in the draft's frame
        self.loose = [f for f in draft.get("figures", []) if f["figure"] in self.anywhere]
        for f in draft.get("figures", []):
            if f["figure"] not in self.anywhere:
                self.figures.setdefault((f["x"], f["y"]), []).append(f)
        #: figures the expansions' hooks add, which play puts there
        #: (:meth:`~rulebook.route.tiles._hooks.ExpansionHooks.figures`)
        for hook in self.profile.hooks:
            for f in hook.figures(draft):
                self.figures.setdefault((f["x"], f["y"]), []).append(f)
        turn = draft["turn"]
        self.phase = turn["phase"]
        self.player = turn["player"]
        self.hand = turn.get("tile")
        placed = turn.get("placed") or None
        self.last = (placed["x"], placed["y"]) if self.phase == "place_figure" and placed else None
        self.others = [c for c in self.cells if c != start]
        self.budget = BUDGET
        self.order: list[tuple[int, int]] = []
        self.prefix: tuple[dict[str, Any], list[dict[str, Any]]] = ({}, [])
        self._types: dict[str, Any] | None = None  # the draft's tile types, when first needed
        self.final: Session | None = None  # the draft loaded (which features its board completes)

    @property
    def offset(self) -> tuple[int, int]:
        """``(dx, dy)``: draft coordinates = route coordinates + offset (the start tile's draft cell)."""
        return self.sx, self.sy

    def catalogue(self) -> dict[str, Any]:
        """The draft's tile types (:func:`draft_catalogue`), loaded when first needed."""
        if self._types is None:
            self._types = draft_catalogue(self.draft)
        return self._types

    # -- the new_game request for an order of tiles
    def request(self, order: list[tuple[int, int]], filler: list[tuple[int, int]]) -> dict[str, Any]:
        d = self.draft
        tiles = [self.cells[c]["tile"] for c in order + filler]
        if self.phase == "place_tile" and self.hand:
            tiles.append(self.hand)
        tiles += list(d.get("draw_pile", []))
        draw: dict[str, Any] = {"tiles": tiles}
        for key, field in self.profile.extra_draws.items():
            draw[key] = list(d.get(field, []))
        start = self.cells[(self.sx, self.sy)]
        request: dict[str, Any] = {"game": d["game"], "players": list(self.seats), "draw": draw,
                                   "start": {"tile": start["tile"], "rotation": start["rotation"]}}
        for key in SETUP_FIELDS:
            if d.get(key):
                request[key] = d[key]
        return request

    def local(self, cell: tuple[int, int]) -> tuple[int, int]:
        return cell[0] - self.sx, cell[1] - self.sy

    # -- one turn: place ``cell``'s tile and its figures, pass the rest
    def turn(self, session: Session, cell: tuple[int, int], pending: JSONObject, final: bool,
             on_board: set[tuple[int, int]], loose: frozenset[int]) -> tuple[list[JSONObject], frozenset[int]] | None:
        entry = self.cells[cell]
        x, y = self.local(cell)
        owners = {f["player"] for f in self.figures.get(cell, [])}
        if owners and owners != {pending["player"]}:
            return None
        if final and self.last is not None and pending["player"] != self.player:
            return None
        moves = [{"type": "place_tile", "x": x, "y": y, "rotation": entry["rotation"]}]
        response = session.handle({"id": 3, "cmd": "apply_move", "move": moves[0]})
        if not response["ok"]:
            return None
        if final and self.last is not None:
            return moves, loose  # the draft waits in this turn's figure step
        if not self.figures.get(cell):
            loose = self.place_loose(session, pending["player"], on_board | {cell}, loose, moves)
            claim = self.claim(session, pending["player"], moves) if len(moves) == 1 else None
            if claim is not None:
                moves.append(claim)
                response = session.handle({"id": 13, "cmd": "apply_move", "move": claim})
                if not response["ok"]:
                    return None
            else:
                response = session.handle({"id": 10, "cmd": "legal_moves"})
        for figure in self.figures.get(cell, []):
            legal = session.handle({"id": 4, "cmd": "legal_moves"})["moves"]
            move = _figure_move(legal, figure, x, y)
            moves.append(move)
            response = session.handle({"id": 5, "cmd": "apply_move", "move": move})
            if not response["ok"]:
                return None
        for _ in range(8):
            waiting: JSONObject | None = response.get("pending")
            if waiting is None or waiting.get("decision") == "place_tile" or waiting.get("player") not in self.seats:
                break  # the next tile, or chance's decision (a reshuffle after an unplaceable tile)
            legal = session.handle({"id": 6, "cmd": "legal_moves"})["moves"]
            choice = self.chosen(session, legal, waiting) or next((m for m in legal if m.get("type") == "pass"), None)
            if choice is None:
                return None
            moves.append(choice)
            response = session.handle({"id": 7, "cmd": "apply_move", "move": choice})
            if not response["ok"]:
                return None
        return moves, loose

    def place_loose(self, session: Session, player: str, on_board: set[tuple[int, int]], loose: frozenset[int],
                    moves: list[dict[str, Any]]) -> frozenset[int]:
        """Place one of ``player``'s loose figures (a tent) not yet placed whose
        tile is on the board, if the engine takes it now; the set placed after."""
        for i, figure in enumerate(self.loose):
            if i in loose or figure["player"] != player or (figure["x"], figure["y"]) not in on_board:
                continue
            x, y = self.local((figure["x"], figure["y"]))
            legal = session.handle({"id": 11, "cmd": "legal_moves"})["moves"]
            kind = self.anywhere[figure["figure"]]
            move = next((m for m in legal if m.get("type") == kind
                         and (m.get("x"), m.get("y"), m.get("at")) == (x, y, figure["at"])), None)
            if move is None and any(m.get("type") == kind and (m.get("x"), m.get("y")) == (x, y) for m in legal):
                # the draft names the segment by another of its places (a tent "S" on a north-south
                # mountain the moves name "N"): the engine judges the move as the draft has it
                move = {"type": kind, "x": x, "y": y, "at": figure["at"]}
            if move is not None and session.handle({"id": 12, "cmd": "apply_move", "move": move})["ok"]:
                moves.append(move)
                return loose | {i}
        return loose

    def claim(self, session: Session, player: str, moves: list[dict[str, Any]]) -> dict[str, Any] | None:
        """A figure move on the tile just placed (``moves``: this turn's so far,
        the tile alone) after which a feature of the profile's ``claim`` kind
        is completed and the figure returned in the same turn, when ``player``
        holds what such a feature gives in the draft (and the claim still
        wants it, :class:`rulebook.route.tiles._hooks.Claim`); ``None`` otherwise."""
        claim = self.profile.claim
        if claim is None or not next((p.get(claim.field) for p in self.draft["players"] if p["name"] == player), None):
            return None
        if not claim.wanted(self, session, player):
            return None
        kind = claim.kind
        request, prior = self.prefix
        tile = moves[0]
        legal: list[JSONObject] = session.handle({"id": 14, "cmd": "legal_moves"})["moves"]
        for move in legal:
            if move.get("type") != "place_figure" or (move.get("x"), move.get("y")) != (tile["x"], tile["y"]):
                continue
            _, response = _run(request, prior + [tile, move])
            events = response.get("events", []) if response.get("ok") else []
            if not claim.gains(response, player):
                continue
            if any(e["type"] == "feature_completed" and kind in ("", e["feature"]["kind"]) for e in events) and any(
                    e["type"] == "figure_returned" and (e.get("x"), e.get("y"), e.get("at")) ==
                    (move["x"], move["y"], move["at"]) for e in events):
                return move
        return None

    def chosen(self, session: Session, legal: list[JSONObject], pending: JSONObject) -> JSONObject | None:
        """The move other than ``pass`` the draft asks for at this decision:
        the first an expansion's hook chooses (:meth:`~rulebook.route.tiles._hooks.ExpansionHooks.choose`)."""
        for hook in self.profile.hooks:
            move = hook.choose(self, session, legal, pending)
            if move is not None:
                return move
        return None

    def overgrown(self, state: dict[str, Any], final: bool) -> bool:
        """True when a player holds more of a ``growing`` field than the
        draft (play never takes it back), or, after the route's last tile, not
        exactly the draft's: a completed city's goods went to the wrong player."""
        drafted = {p["name"]: p for p in self.draft["players"]}
        for player in state["players"]:
            for key in self.profile.growing:
                got, want = _counts(player.get(key)), _counts(drafted.get(player["name"], {}).get(key))
                if any(n > want.get(k, 0) for k, n in got.items()) or (final and got != want):
                    return True
        return False

    def expected_figures(self, order: list[tuple[int, int]], loose: frozenset[int],
                         state: JSONObject) -> list[Figure]:
        """The figures on the board after the tiles of ``order`` and the
        ``loose`` figures placed (route frame tuples, sorted), less those the
        hooks say went home in ``state`` (:meth:`~rulebook.route.tiles._hooks.ExpansionHooks.gone_home`)."""
        home: set[Figure] = set()
        for hook in self.profile.hooks:
            home |= hook.gone_home(self, state)
        return [f for f in self.figures_so_far(order, loose) if f not in home]

    def figures_so_far(self, order: list[tuple[int, int]], loose: frozenset[int]) -> list[Figure]:
        placed = [f for c in order for f in self.figures.get(c, [])] + [self.loose[i] for i in loose]
        return sorted((f["player"], f["figure"], f["x"] - self.sx, f["y"] - self.sy, f["at"]) for f in placed)

    # -- depth first
    def candidates(self, order: list[tuple[int, int]]) -> list[tuple[int, int]]:
        placed = set(order) | {(self.sx, self.sy)}
        left = len(self.others) - len(order)
        found = []
        for c in self.others:
            if c in placed or (c == self.last and left > 1):
                continue
            if any((c[0] + dx, c[1] + dy) in placed for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))):
                found.append(c)
        # figures first (a feature joined later could no longer take them), then the tiles the
        # hooks say suit the player of the next turn (ExpansionHooks.suits), then near the start
        player = self.seats[len(order) % len(self.seats)]
        suits = [s for hook in self.profile.hooks if (s := hook.suits(self, player)) is not None]
        found.sort(key=lambda c: (not self.figures.get(c), not all(s(self.cells[c]) for s in suits),
                                  abs(c[0] - self.sx) + abs(c[1] - self.sy), self.rank.get(c, 0), c))
        return found

    def final_board(self) -> Session:
        """The draft loaded on the reference engine (kept): its board complete."""
        if self.final is None:
            self.final = Session(validate=False)
            self.final.handle({"id": 1, "cmd": "load_position", "game": self.draft["game"], "position": self.draft})
        return self.final

    def search(self, order: list[tuple[int, int]], moves: list[list[dict[str, Any]]],
               loose: frozenset[int] = frozenset()) -> list[list[dict[str, Any]]] | None:
        if len(order) == len(self.others):
            if len(loose) < len(self.loose):
                return None
            self.order = order
            return moves
        final = len(order) + 1 == len(self.others)
        for cell in self.candidates(order):
            if self.budget <= 0:
                raise _Exhausted
            self.budget -= 1
            rest = [c for c in self.others if c not in order and c != cell]
            self.prefix = (self.request(order + [cell], rest), [m for turn in moves for m in turn])
            session, response = _run(*self.prefix)
            if session is None:
                continue
            pending = response.get("pending")
            if not pending or pending.get("decision") != "place_tile" \
                    or pending.get("tile") != self.cells[cell]["tile"]:
                continue
            played = self.turn(session, cell, pending, final, set(order) | {(self.sx, self.sy)}, loose)
            if played is None:
                continue
            turn, now = played
            state = session.handle({"id": 8, "cmd": "state"})["state"]
            got = sorted((f["player"], f["figure"], f["x"], f["y"], f["at"]) for f in state.get("figures", []))
            if got != self.expected_figures(order + [cell], now, state) or self.overgrown(state, final):
                continue
            left = {c for c in self.others if c not in order and c != cell}
            if any(hook.rejects(self, session, state, left, final) for hook in self.profile.hooks):
                continue
            if final and self.last is None:
                after = session.handle({"id": 9, "cmd": "legal_moves"}).get("pending") or {}
                # the draft's player is to move; or chance is, when the draft's tile in hand
                # cannot be placed and goes back (its forced steps: a reshuffle)
                if after.get("player") != self.player and after.get("player") in self.seats:
                    continue
            found = self.search(order + [cell], moves + [turn], now)
            if found is not None:
                return found
        return None


def _starts(draft: JSONObject, profile: RouteProfile) -> list[tuple[int, int]]:
    """Up to three cells for the start tile: tiles without figures, not the
    tile just placed, those the hooks name last
    (:meth:`~rulebook.route.tiles._hooks.ExpansionHooks.late_starts`), then nearest
    the draft's (0, 0)."""
    added = [f for hook in profile.hooks for f in hook.figures(draft)]
    held = {(f["x"], f["y"]) for f in draft.get("figures", []) + added if f["figure"] not in profile.anywhere}
    placed = draft["turn"].get("placed") or None
    last = (placed["x"], placed["y"]) if draft["turn"]["phase"] == "place_figure" and placed else None
    free = [(t["x"], t["y"]) for t in draft["board"] if (t["x"], t["y"]) not in held and (t["x"], t["y"]) != last]
    late: set[tuple[int, int]] = set()
    for hook in profile.hooks:
        late |= hook.late_starts(draft)
    free.sort(key=lambda c: (c in late, abs(c[0]) + abs(c[1]), c))
    return free[:3]


def _seatings(draft: dict[str, Any]) -> list[list[str]]:
    """Seating orders to try, the likeliest first: the one that puts the draft's player to
    move on turn; raises :class:`NoTileRoute` when the draft names no player to move."""
    names = [p["name"] for p in draft["players"]]
    n, k = len(names), len(draft["board"]) - 1
    if draft["turn"].get("player") not in names:
        raise NoTileRoute("the draft names no player to move (turn.player is null while chance decides), "
                          "and the planner seats the players from the one to move")
    me = names.index(draft["turn"]["player"])
    steps = k if draft["turn"]["phase"] == "place_tile" else k - 1
    first = (me - steps) % n
    order = [first] + [r for r in range(n) if r != first]
    return [names[r:] + names[:r] for r in order]


def _counts(value: Any) -> dict[str, int]:
    """A held amount as ``{kind: count}`` without zeros: an int is ``{"": n}``, a dict of ints as it is."""
    if isinstance(value, dict):
        return {k: n for k, n in value.items() if isinstance(n, int) and n}
    return {"": value} if isinstance(value, int) and value else {}


def _no_play_places(draft: JSONObject, profile: RouteProfile) -> None:
    """Raise :class:`NoTileRoute` for figures no play places: more on one tile
    than a turn places (the profile's ``figures_per_turn``), or two ``exclusive``
    figures in one feature across the edge between their tiles (whichever tile
    comes second would put its figure into an occupied feature)."""
    from rulebook_protocol.geometry import FACING_HALF, HALVES, OFFSET, OPPOSITE

    figures = [f for f in draft.get("figures", []) if f["figure"] not in profile.anywhere]
    most = profile.figures_per_turn
    if most is not None:
        count: dict[tuple[int, int], int] = {}
        for f in figures:
            count[(f["x"], f["y"])] = count.get((f["x"], f["y"]), 0) + 1
        for (x, y), n in sorted(count.items()):
            if n > most:
                raise NoTileRoute(f"the tile at {x},{y} holds {n} figures, and a turn places {most} on its tile")
    exclusive = [f for f in figures if f["figure"] in profile.exclusive]
    cells = {(t["x"], t["y"]): t for t in draft["board"]}
    types = draft_catalogue(draft)

    def places(f: dict[str, Any]) -> set[str]:
        tile = cells.get((f["x"], f["y"]))
        if tile is None or tile["tile"] not in types:
            return set()
        orientation = types[tile["tile"]].orient(tile["rotation"])
        index = orientation.place_segment.get(f["at"])
        return set() if index is None else set(orientation.segments[index].places)

    for i, a in enumerate(exclusive):
        for b in exclusive[i + 1:]:
            for side, (dx, dy) in OFFSET.items():
                if (a["x"] + dx, a["y"] + dy) != (b["x"], b["y"]):
                    continue
                pa, pb = places(a), places(b)
                if (side in pa and OPPOSITE[side] in pb) or any(h in pa and FACING_HALF[h] in pb for h in HALVES[side]):
                    raise NoTileRoute(
                        f"the {a['figure']}s at {a['x']},{a['y']} {a['at']} and {b['x']},{b['y']} {b['at']} lie in one "
                        "feature across the edge between their tiles: whichever tile comes second would put its "
                        "figure into a feature that already holds one")


def _short_supply(draft: JSONObject, profile: RouteProfile) -> None:
    """Raise :class:`NoTileRoute` when a player's supply and board together
    hold fewer figures of a kind than the kit ``new_game`` gives (play only
    moves figures between the two), for the games whose profile has
    ``kit_kept``.  Pieces the draft lists apart (a castle in ``castles``)
    count by their ``owner``."""
    if not profile.kit_kept:
        return
    request: dict[str, Any] = {"game": draft["game"], "players": [p["name"] for p in draft["players"]],
                               "draw": {"tiles": []}}
    for key in SETUP_FIELDS:
        if draft.get(key):
            request[key] = draft[key]
    session = Session(validate=False)
    if not session.handle({"id": 1, "cmd": "new_game", **request}).get("ok"):
        return
    kits = {p["name"]: p.get("supply", {}) for p in session.handle({"id": 2, "cmd": "state"})["state"]["players"]}
    for player in draft["players"]:
        for kind, kit in sorted(kits.get(player["name"], {}).items()):
            held = player.get("supply", {}).get(kind, 0)
            placed = sum(1 for f in draft.get("figures", []) if f["player"] == player["name"] and f["figure"] == kind)
            placed += sum(1 for c in draft.get(kind + "s", [])
                          if isinstance(c, dict) and c.get("owner") == player["name"])
            if held + placed < kit:
                raise NoTileRoute(f"{player['name']} has {held} {kind} piece(s) in supply and {placed} on the board, "
                                  f"fewer than the {kit} of the kit: play only moves them between the two")


def plan_tiles(draft: JSONObject, profile: RouteProfile) -> Plan:
    """The :class:`~rulebook.route.Plan` ``(new_game request fields, moves,
    (dx, dy))`` reaching ``draft`` (a tile game's position, as the reference
    engine states it) in the route's frame (draft = route + (dx, dy)), with
    the game's ``profile``.  Raises :class:`NoTileRoute` with the reason."""
    turn = draft["turn"]
    if turn["phase"] not in ("place_tile", "place_figure"):
        raise NoTileRoute(f"the draft waits in phase {turn['phase']}; a route stops only before a tile "
                          "or in a figure step")
    per_tile: dict[tuple[int, int], set[str]] = {}
    for f in draft.get("figures", []):
        if f["figure"] not in profile.anywhere:
            per_tile.setdefault((f["x"], f["y"]), set()).add(f["player"])
    shared = [c for c, owners in per_tile.items() if len(owners) > 1]
    if shared:
        x, y = shared[0]
        raise NoTileRoute(f"the tile at {x},{y} holds figures of {' and '.join(sorted(per_tile[shared[0]]))}: "
                          "a turn places figures only on its own tile")
    _no_play_places(draft, profile)
    _short_supply(draft, profile)
    starts = _starts(draft, profile)
    if not starts:
        if len(draft["board"]) == 1 and turn["phase"] == "place_figure":
            raise NoTileRoute("the only tile is the one just placed, so none is left to be the start tile "
                              "(placed by nobody)")
        raise NoTileRoute("every tile holds a figure, so none can be the start tile (placed by nobody)")
    exhausted = False
    # a hook may give a tight draft several searches, each breaking ties between tiles in another order
    tries, budget = next((n for hook in profile.hooks if (n := hook.searches(draft)) is not None), (1, BUDGET))
    for start in starts:
        for seats in _seatings(draft):
            for salt in range(tries):
                search = _Search(draft, start, seats, profile, salt)
                search.budget = budget
                try:
                    moves = search.search([], [])
                except _Exhausted:
                    exhausted = True
                    continue
                if moves is None:
                    break  # the whole tree was searched
                return Plan(search.request(search.order, []), [m for t in moves for m in t], start)
    if exhausted:
        raise NoTileRoute(f"no order of the {len(draft['board']) - 1} tiles found within {budget} tries"
                          + (f" in each of {tries} searches" if tries > 1 else ""))
    raise NoTileRoute("no order of the tiles lets each player place their own figures on their own turns "
                      "and hand the turn to the draft's player")


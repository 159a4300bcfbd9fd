"""Carcassonne Gold Mines in routes: where a route puts gold and who takes it.

Play moves gold only from the supply onto tiles (a gold tile's own piece,
and the second piece on one of its 8 neighbouring tiles, GM-R-PLACE-1..3),
and from tiles to the majority holder of a completed feature
(GM-R-SCORE-2..5).  So a draft's gold is reached like this:

- **gold on a tile**: the second piece of a gold tile placed beside it goes
  there (:func:`place_gold`: a tile holding more gold in the draft than now);
- **gold a player holds**: on a turn of theirs whose tile places no figure
  of the draft, the player places a follower on the tile just placed in a
  feature that this tile completes with gold on its tiles
  (:func:`wants_gold`, :func:`gains_gold`); the follower comes back the same
  turn.  So that the gold lies on the feature when it is closed, the second
  piece of a gold tile no draft tile asks for goes to a neighbour joined to
  the gold tile by a road or city edge (a tile of the same feature), else to
  a tile whose road or city a later tile completes;
- **which tile a player takes from** (``take_gold``): a tile holding more
  gold now than in the draft;
- **pruning** (:func:`lost`, :func:`board_differs`): an order that leaves
  gold no later feature can take, or that cannot bring a tile its gold any
  more, is dropped; after the last tile the board's gold is the draft's;
- **order** (:func:`suits`, :data:`RESTARTS`): a player holding gold places
  the other tiles first, any other player the gold tiles; a gold tile is the
  start tile only when no other tile can be (a tile placed at set-up brings
  no gold, GM-R-PLACE-1 is a turn's step); such drafts get several searches.

:data:`HOOKS` and :data:`CLAIM` join these to the tile-route planner
(:mod:`rulebook.route.tiles._hooks`, carcassonne's
:class:`~rulebook.route.tiles.RouteProfile`).

A draft gets such gold from filler tiles (gold tiles and the tiles that close
their features, without figures); see features/README.md, "Routes".
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rulebook import oracle
from rulebook.oracle import Session
from rulebook_protocol.geometry import OFFSET

from .._planner import JSONObject
from ._catalogue import TileTypes, draft_catalogue
from ._hooks import Claim, ExpansionHooks, SearchView

__all__ = ["BUDGET", "CLAIM", "HOOKS", "RESTARTS", "GoldClaim", "GoldMinesHooks", "board_differs", "gains_gold",
           "holds_gold", "is_gold_tile", "lost", "place_gold", "suits", "take_gold", "wants_gold"]

SIDES = ("N", "E", "S", "W")
#: How many searches a draft whose players hold gold gets, and the budget of candidate turns of each:
#: gold a player holds comes from features closed on their own turns, a tight order, so each search
#: breaks ties between tiles in another order.
RESTARTS = 10
BUDGET = 200


def _gold(state: JSONObject) -> dict[tuple[int, int], int]:
    return {(g["x"], g["y"]): g["count"] for g in state.get("gold", [])}


def _joined(draft: JSONObject, types: TileTypes, cell: tuple[int, int]) -> list[tuple[int, int]]:
    """The neighbours of the draft tile at ``cell`` that meet it with a road
    or city edge (draft frame), in N E S W order."""
    entry = next((t for t in draft["board"] if (t["x"], t["y"]) == cell), None)
    if entry is None or entry["tile"] not in types:
        return []
    edges = types[entry["tile"]].orient(entry["rotation"]).edges
    return [(cell[0] + OFFSET[side][0], cell[1] + OFFSET[side][1])
            for side, letter in zip(SIDES, edges) if letter in ("R", "C")]


def is_gold_tile(types: TileTypes, entry: JSONObject) -> bool:
    """True when the draft's board entry ``entry`` is a gold tile (GM-R-COMP-2)."""
    kind = types.get(entry["tile"])
    return bool(kind is not None and kind.attrs.get("gold"))


def suits(draft: JSONObject, types: TileTypes, player: str, entry: JSONObject) -> bool:
    """Whether the route tries the draft tile ``entry`` early on a turn of
    ``player``: a player holding gold in the draft closes the features that
    hold gold, so places the other tiles first; any other player places the
    gold tiles first (a gold tile that closes a feature cannot give its gold
    to a follower placed after it on another turn)."""
    holds = bool(next((p.get("gold") for p in draft["players"] if p["name"] == player), 0))
    return is_gold_tile(types, entry) != holds


def place_gold(draft: JSONObject, types: TileTypes, offset: tuple[int, int], state: JSONObject,
               legal: list[JSONObject], pending: JSONObject, session: Session | None = None,
               final: Session | None = None) -> JSONObject | None:
    """The ``place_gold`` move of ``legal`` (route frame; draft = route +
    ``offset``): a tile holding more gold in the draft than in ``state``;
    else one joined to the gold tile (``pending``'s ``x``, ``y``) by a road
    or city edge; else (given ``session``, the route's game, and ``final``,
    the draft loaded) a tile with a road or city open now and completed on
    the draft's board; else ``None``."""
    sx, sy = offset
    want = _gold(draft)
    have = _gold(state)
    options = [m for m in legal if m.get("type") == "place_gold"]
    for move in options:
        cell = (move["x"], move["y"])
        if want.get((cell[0] + sx, cell[1] + sy), 0) > have.get(cell, 0):
            return move
    if "x" not in pending:
        return None
    joined = _joined(draft, types, (pending["x"] + sx, pending["y"] + sy))
    for cell in joined:
        joining = next((m for m in options if (m["x"] + sx, m["y"] + sy) == cell), None)
        if joining is not None:
            return joining
    board = None if session is None else oracle.tile_board(session)
    final_board = None if final is None else oracle.tile_board(final)
    if board is not None and final_board is not None:
        for move in options:  # a tile of a road or city that a later tile completes takes it
            if _closes_later(board, final_board, (move["x"], move["y"]), (move["x"] + sx, move["y"] + sy)):
                return move
    return None


def take_gold(draft: JSONObject, offset: tuple[int, int], state: JSONObject,
              legal: list[JSONObject]) -> JSONObject | None:
    """The ``take_gold`` move of ``legal``: a tile holding more gold now than
    in the draft (else the first offered; ``None`` when none is offered)."""
    sx, sy = offset
    want = _gold(draft)
    have = _gold(state)
    options = [m for m in legal if m.get("type") == "take_gold"]
    for move in options:
        if have.get((move["x"], move["y"]), 0) > want.get((move["x"] + sx, move["y"] + sy), 0):
            return move
    return options[0] if options else None


def wants_gold(draft: JSONObject, state: JSONObject, player: str) -> bool:
    """True when ``player`` holds more gold in the draft than in ``state``."""
    drafted = next((p.get("gold", 0) for p in draft["players"] if p["name"] == player), 0) or 0
    now = next((p.get("gold", 0) for p in state["players"] if p["name"] == player), 0) or 0
    return drafted > now


def gains_gold(response: JSONObject, player: str) -> bool:
    """True when ``response`` (to a figure move) gives ``player`` gold: a
    ``gold_taken`` event of theirs, or a ``take_gold`` decision asked of them."""
    if not response.get("ok"):
        return False
    if any(e.get("type") == "gold_taken" and e.get("player") == player for e in response.get("events", [])):
        return True
    pending = response.get("pending") or {}
    return pending.get("decision") == "take_gold" and pending.get("player") == player


def board_differs(draft: JSONObject, offset: tuple[int, int], state: JSONObject) -> bool:
    """True when the gold on the tiles of ``state`` (route frame; draft =
    route + ``offset``) is not the draft's: checked after the route's last
    tile (gold on a tile both grows and is taken in play)."""
    if "gold" not in draft:
        return False
    sx, sy = offset
    return {(x + sx, y + sy): n for (x, y), n in _gold(state).items()} != _gold(draft)


def lost(session: Session, final: Session, draft: JSONObject, offset: tuple[int, int], state: JSONObject,
         left: set[tuple[int, int]], types: TileTypes) -> bool:
    """True when play after ``state`` can no longer bring the gold on the
    tiles to the draft's (``session``: the route's game so far; ``final``: the
    draft loaded, its board complete; ``left``: the draft cells still to be
    placed, draft frame): a tile holding less gold than the draft with no gold
    tile left to place around it (gold only comes from gold tiles,
    GM-R-PLACE-1); or more gold than the draft on a tile none of whose roads,
    cities or cloisters around it is open now and completed on the draft's
    board (only a feature completed later can take it, GM-R-SCORE-3).  Not
    judged with castles (their vicinity takes gold too, GM-R-BCB-2)."""
    board, final_board = oracle.tile_board(session), oracle.tile_board(final)
    if draft.get("castles") or board is None or final_board is None:
        return False
    sx, sy = offset
    want = _gold(draft)
    have = {(x + sx, y + sy): n for (x, y), n in _gold(state).items()}
    cells = {(t["x"], t["y"]): t for t in draft["board"]}
    ring = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
    for cell in set(want) | set(have):
        block = [(cell[0] + dx, cell[1] + dy) for dx, dy in ring]
        if have.get(cell, 0) < want.get(cell, 0):
            if cell not in left and not any(c in left and c in cells and is_gold_tile(types, cells[c]) for c in block):
                return True
        elif have.get(cell, 0) > want.get(cell, 0):
            now = (cell[0] - sx, cell[1] - sy)
            if _closes_later(board, final_board, now, cell):
                continue
            if any(c in cells and _cloister(types, cells[c]) and final_board.neighbours_present(*c) == 8
                   and (c in left or board.neighbours_present(c[0] - sx, c[1] - sy) < 8)
                   for c in block):
                continue
            return True
    return False


def _cloister(types: TileTypes, entry: JSONObject) -> bool:
    kind = types.get(entry["tile"])
    return bool(kind is not None and any(f.get("kind") == "cloister" for f in kind.features))


def _closes_later(board: Any, final: Any, cell: tuple[int, int], drafted: tuple[int, int]) -> bool:
    """True when a road or city of the tile at ``cell`` (route frame) is open
    on ``board`` and completed on the draft's ``final`` board (at ``drafted``).
    Both are the reference engine's boards (``Session.game.board``, which the
    engine's public API leaves untyped: ``Any``), only read."""
    placed, done = board.cells.get(cell), final.cells.get(drafted)
    if placed is None or done is None:
        return True
    for seg in placed.orientation.of_kinds(("road", "city")):
        if board.graph.features[board.graph.find(placed.base + seg.index)].open \
                and not final.graph.features[final.graph.find(done.base + seg.index)].open:
            return True
    return False


def holds_gold(draft: JSONObject) -> bool:
    """True when a player of ``draft`` holds gold."""
    return any(p.get("gold") for p in draft["players"])


class GoldClaim(Claim):
    """Gold a player holds, claimed by closing a feature with gold on its
    tiles (GM-R-SCORE-2..5): only while the player holds less than the draft
    (:func:`wants_gold`), and only by a figure move that gives them gold
    (:func:`gains_gold`)."""

    def wanted(self, search: SearchView, session: Session, player: str) -> bool:
        return wants_gold(search.draft, session.handle({"id": 15, "cmd": "state"})["state"], player)

    def gains(self, response: JSONObject, player: str) -> bool:
        return gains_gold(response, player)


class GoldMinesHooks(ExpansionHooks):
    """Gold Mines' part in the tile-route planner (:mod:`rulebook.route.tiles._hooks`)."""

    def choose(self, search: SearchView, session: Session, legal: list[JSONObject],
               pending: JSONObject) -> JSONObject | None:
        """``place_gold`` as :func:`place_gold` chooses, ``take_gold`` as :func:`take_gold`."""
        if not any(move.get("type") in ("place_gold", "take_gold") for move in legal):
            return None
        state = session.handle({"id": 13, "cmd": "state"})["state"]
        if pending.get("decision") == "take_gold":
            return take_gold(search.draft, search.offset, state, legal)
        return place_gold(search.draft, search.catalogue(), search.offset, state, legal, pending,
                          session, search.final_board())

    def rejects(self, search: SearchView, session: Session, state: JSONObject, left: set[tuple[int, int]],
                final: bool) -> bool:
        """After the last tile, the gold on the tiles is not the draft's
        (:func:`board_differs`); for a draft with gold, the gold is
        :func:`lost`."""
        draft = search.draft
        if final and board_differs(draft, search.offset, state):
            return True
        if draft.get("gold") or holds_gold(draft):
            return lost(session, search.final_board(), draft, search.offset, state, left, search.catalogue())
        return False

    def suits(self, search: SearchView, player: str) -> Callable[[JSONObject], bool] | None:
        """For a draft where players hold gold, :func:`suits`; else no preference."""
        if not holds_gold(search.draft):
            return None
        types = search.catalogue()
        return lambda entry: suits(search.draft, types, player, entry)

    def late_starts(self, draft: JSONObject) -> set[tuple[int, int]]:
        """The gold tiles of a draft with gold on its tiles."""
        if not draft.get("gold"):
            return set()
        types = draft_catalogue(draft)
        return {(t["x"], t["y"]) for t in draft["board"] if is_gold_tile(types, t)}

    def searches(self, draft: JSONObject) -> tuple[int, int] | None:
        """:data:`RESTARTS` searches of :data:`BUDGET` for a draft whose players hold gold."""
        return (RESTARTS, BUDGET) if holds_gold(draft) else None


HOOKS = GoldMinesHooks()
#: Gold a player holds comes from any feature kind that gives them gold.
CLAIM = GoldClaim("gold")

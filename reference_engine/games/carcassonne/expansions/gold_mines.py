"""Gold Mines: gold pieces placed with gold tiles, awarded with completed
features, scored at the end (spec/gold-mines.md, rule ids GM-R-…)."""
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, ClassVar, TypedDict

from rulebook_protocol.errors import InvalidPosition
from rulebook_protocol.messages import Event, JSONObject, Move, State

from . import Decision, Expansion

if TYPE_CHECKING:
    from ..game import Carcassonne

GOLD_PIECES = 16  # GM-R-COMP-1

#: A board cell ``(x, y)``.
Cell = tuple[int, int]


class _GoldData(TypedDict):
    """The expansion's data in ``game.ext["gold_mines"]``: gold pieces per cell
    (cells keyed by ``(x, y)``; the canonical state lists them as ``gold``
    entries), the supply, the pieces each player holds, and the distribution
    under way (``None`` between scorings): ``{"mode": "rounds", "order",
    "next", "claims": {player: cells}}`` or ``{"mode": "tickets", "tickets":
    [(player, cells), ...]}``."""

    cells: dict[Cell, int]
    supply: int
    held: list[int]
    queue: dict[str, Any] | None


def points_per_piece(pieces: int) -> int:
    """1 for 1–3 pieces, 2 for 4–6, 3 for 7–9, 4 for 10 or more (GM-R-FINAL-2)."""
    if pieces <= 0:
        return 0
    return min(4, (pieces + 2) // 3)


class GoldMines(Expansion):
    """Order of a gold turn: place tile → place gold → place follower → score
    → award gold (GM-R-ORDER-1)."""

    id = "gold_mines"
    tile_set = "gold_mines"
    interpretations: ClassVar[Mapping[str, tuple[str, ...]]] = {
        "gold.distribution": ("one_at_a_time", "one_per_feature"),
        "gold.first_pick": ("first_entitled_clockwise",),
        "gold.unoccupied_feature": ("stays",),
    }

    def init(self, game: Carcassonne) -> None:
        data: _GoldData = {"cells": {}, "supply": GOLD_PIECES, "held": [0] * len(game.players), "queue": None}
        game.ext[self.id] = data

    # -------------------------------------------------------------- state
    def _data(self, game: Carcassonne) -> _GoldData:
        data: _GoldData = game.ext[self.id]  # what init put there
        return data

    def _cells(self, game: Carcassonne) -> dict[Cell, int]:
        return self._data(game)["cells"]

    def player_state(self, game: Carcassonne, player: int) -> JSONObject:
        return {"gold": self._data(game)["held"][player]}

    def load_player(self, game: Carcassonne, player: int, entry: JSONObject) -> None:
        self._data(game)["held"][player] = int(entry.get("gold", 0))

    def state(self, game: Carcassonne) -> JSONObject:
        cells = sorted((cell, n) for cell, n in self._cells(game).items() if n)
        return {"gold": [{"x": x, "y": y, "count": n} for (x, y), n in cells],
                "gold_supply": self._data(game)["supply"]}

    def load(self, game: Carcassonne, position: State) -> None:
        data = self._data(game)
        for entry in position.get("gold", []):
            if (entry["x"], entry["y"]) not in game.board.cells:
                raise InvalidPosition(f"gold at ({entry['x']}, {entry['y']}) lies on an empty cell",
                                      rule="GM-R-PLACE-1")
            data["cells"][(entry["x"], entry["y"])] = entry["count"]
        data["supply"] = int(position.get("gold_supply", GOLD_PIECES))
        total = data["supply"] + sum(data["cells"].values()) + sum(data["held"])
        if total > GOLD_PIECES:
            raise InvalidPosition(f"{total} gold pieces in supply, on tiles and held: more than the {GOLD_PIECES} "
                                  "in the box", rule="GM-R-COMP-1")

    def _put(self, game: Carcassonne, x: int, y: int, events: list[Event]) -> None:
        data = self._data(game)
        data["supply"] -= 1
        data["cells"][(x, y)] = data["cells"].get((x, y), 0) + 1
        events.append({"type": "gold_placed", "player": game.players[game.active], "x": x, "y": y})

    # -------------------------------------------------------- placement
    def after_tile_placed(self, game: Carcassonne, events: list[Event]) -> None:
        """A gold tile gets one piece, and one of its 8 neighbouring tiles
        another — the player's choice (GM-R-PLACE-1..3)."""
        assert game.placed is not None
        if not game.board.cells[game.placed].tile.attrs.get("gold"):
            return
        x, y = game.placed
        if self._data(game)["supply"] > 0:
            self._put(game, x, y, events)
        if self._data(game)["supply"] <= 0:
            return
        cells = game.board.cells
        around = [cell for cell in game.board.block_cells(x, y)[1:] if cell in cells]  # the 8 around, RING order
        if len(around) == 1:
            self._put(game, *around[0], events)
            return
        moves = [{"type": "place_gold", "x": cx, "y": cy} for cx, cy in sorted(around)]
        game.ask(self.id, game.active, "place_gold", moves, rule="GM-R-PLACE-1", public={"x": x, "y": y})

    # ------------------------------------------------------- awarding
    def after_scoring(self, game: Carcassonne, scored: list[tuple[int, int, list[int]]], events: list[Event]) -> None:
        """Award the gold on the tiles of the features just scored to their
        majority holders — and on the vicinity of castles just scored — one
        piece at a time, clockwise from the active player (GM-R-SCORE-2..5,
        GM-R-SHARE-1..2, GM-R-BCB-1..7).  Farmers take none (GM-R-FARM-1)."""
        castles = game.ext.get("castles", {}).get("scored_now", [])
        if not self._cells(game) or not (scored or castles):
            return  # no gold on the board, or nothing scored: nothing to award
        tickets: list[tuple[int, list[Cell]]] = []   # (player, cells) — one piece each
        claims: dict[int, set[Cell]] = {}
        n = len(game.players)
        clockwise = [(game.active + i) % n for i in range(n)]
        sources = [(winners, game.feature_cells(root)) for root, _, winners in scored if winners]
        sources += [([c["player"]], {(x, y) for x, y in c["cells"]}) for c in castles]
        per_feature = game.interpretations["gold.distribution"] == "one_per_feature"
        for winners, cells in sources:
            keys = sorted(cells)
            for p in winners:
                claims.setdefault(p, set()).update(keys)
            if per_feature:
                tickets += [(p, keys) for p in clockwise if p in winners]
        if not per_feature:
            order = [p for p in clockwise if p in claims]
            self._data(game)["queue"] = {"mode": "rounds", "order": order, "next": 0,
                                         "claims": {p: sorted(c) for p, c in claims.items()}}
        else:
            self._data(game)["queue"] = {"mode": "tickets", "tickets": tickets}
        self._distribute(game, events)

    def _eligible(self, game: Carcassonne, keys: list[Cell]) -> list[Cell]:
        cells = self._cells(game)
        return [k for k in keys if cells.get(k, 0) > 0]

    def _distribute(self, game: Carcassonne, events: list[Event]) -> None:
        queue = self._data(game)["queue"]
        while queue is not None:
            if queue["mode"] == "rounds":
                order = queue["order"]
                live = [p for p in order if self._eligible(game, queue["claims"][p])]
                if not live:
                    break
                player = order[queue["next"] % len(order)]
                queue["next"] = (queue["next"] + 1) % len(order)
                options = self._eligible(game, queue["claims"][player])
            else:
                if not queue["tickets"]:
                    break
                player, keys = queue["tickets"].pop(0)
                options = self._eligible(game, keys)
            if not options:
                continue  # nothing left this player may take: passed over (GM-R-SHARE-2)
            if len(options) == 1:
                # One eligible tile: no choice (spec/protocol.md §7). With several
                # the player is asked even when no one else could take from them:
                # the rule stays simple to implement, with no look-ahead.
                self._take(game, player, options[0], events)
                continue
            moves = [{"type": "take_gold", "x": x, "y": y} for x, y in sorted(options)]
            game.ask(self.id, player, "take_gold", moves, rule="GM-R-SHARE-2")
            return
        self._data(game)["queue"] = None

    def _take(self, game: Carcassonne, player: int, cell: Cell, events: list[Event]) -> None:
        data = self._data(game)
        data["cells"][cell] -= 1
        if not data["cells"][cell]:
            del data["cells"][cell]
        data["held"][player] += 1
        x, y = cell
        events.append({"type": "gold_taken", "player": game.players[player], "x": x, "y": y})

    def resolve(self, game: Carcassonne, decision: Decision, move: Move, events: list[Event]) -> None:
        if decision["decision"] == "place_gold":
            self._put(game, move["x"], move["y"], events)
            return
        self._take(game, decision["player"], (move["x"], move["y"]), events)
        self._distribute(game, events)

    # ----------------------------------------------------- final scoring
    def final_scoring(self, game: Carcassonne, events: list[Event]) -> None:
        """Gold left on tiles leaves the game (GM-R-FINAL-1); every piece a
        player holds scores at the rate for their total (GM-R-FINAL-2)."""
        data = self._data(game)
        for (x, y), count in sorted(data["cells"].items()):
            events.append({"type": "gold_removed", "x": x, "y": y, "count": count})
        data["cells"] = {}
        data["queue"] = None
        for p, pieces in enumerate(data["held"]):
            game.score(events, p, pieces * points_per_piece(pieces), "gold", pieces=pieces)

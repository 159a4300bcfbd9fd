"""Oregon: the route to a drafted position (issue 13; ``features/README.md``, "Routes").

The route keeps every player's **dealt hand** (3 landscape cards and 1 building
card, OR-R-SETUP-3/4): the runner deals each player the draft's hand, no card is
left in the decks, so every draw finds its deck empty, the discards are
shuffled back (OR-R-DRAW-5; the route answers the chance decision) and the
player draws back exactly the cards just played.  So the draft's hands,
decks (empty) and discards (empty) are matched whatever the route plays.  A
draft without any piece placed in a normal turn may keep cards in its decks:
they come after the deal.

The plan (:func:`plan_oregon`):

1. **First round.**  The draft's start tiles on the board are placed by the
   first players, one each; every other player draws a start tile that has
   no legal space on the board and goes back to the box (OR-R-FIRST-2).
2. **Turns.**  Each normal turn places one piece of the draft: a farmer by
   its owner with the row band's and the column band's symbols from the hand
   (OR-R-FARMER-2), a building by a player holding its building card with a
   landscape card of one of its bands (OR-R-BUILD-2).  A player whose joker
   is inactive in the draft uses it in their last placement (OR-R-JOKER-3); a
   player whose extra-turn token is inactive places twice in their last turn
   (OR-R-EXTRA-1); every other extra turn is declined.  The turns go round
   the table, so each player places as many pieces as they have turns, and
   the turn after the last one is the draft's player's (the route may seat
   another player first: the same seating cycle).
3. **Coal and gold.**  Which player takes each tile does not depend on the
   order of the placements (one tile per farmer next to a mine, whichever
   came first); the route plays once to learn the order the tiles are taken
   in, then the runner's coal and gold orders put each player's values there,
   followed by the draft's supplies.

The reference engine plays every route (it is the oracle); the caller compares
the end state with the draft.  A draft this plan cannot reach raises
:class:`NoOregonRoute` with the reason (one sentence).
"""
from __future__ import annotations

import itertools
from typing import Any

from reference_engine import Session
from reference_engine.games.oregon.rules import (BUILDINGS, DEAL_BUILDING, DEAL_LANDSCAPE, FARMERS_PER_PLAYER,
                                                 HAND_SIZE)

from ._tiles import NoTileRoute

#: At most this many building assignments are tried (each building to a player holding its card).
MAX_ASSIGNMENTS = 4096


class NoOregonRoute(NoTileRoute):
    """No route of this plan reaches the draft; ``str()`` is the reason."""


def _words(building: str) -> str:
    return building.replace("_", " ")


def _farmers(n: int) -> str:
    return f"{n} farmer" if n == 1 else f"{n} farmers"


def _board(draft: dict[str, Any]) -> Any:
    from reference_engine.games.oregon.board import board_from_json, named_board

    ref = draft["board"]
    return named_board(ref) if isinstance(ref, str) else board_from_json(dict(ref))


def _bands(board: Any, col: int, row: int) -> tuple[str, str]:
    """``(row band symbol, column band symbol)`` of a space."""
    data = board.data
    return data["row_bands"][row // data["band_height"]], data["column_bands"][col // data["band_width"]]


def _check_shape(draft: dict[str, Any]) -> None:
    turn = draft["turn"]
    if turn["phase"] == "draw_cards":
        raise NoOregonRoute(f"the draft waits in {turn['player']}'s draw step; this planner stops only where a player "
                            "is to play cards (a draw step follows a placement or a discard of the same turn, whose "
                            "cards lie on the discard piles)")
    if turn["phase"] != "play_cards":
        raise NoOregonRoute(f"the draft waits in the step {turn['phase']}; this planner stops only where a player "
                            "is to play cards")
    if turn.get("end_triggered"):
        raise NoOregonRoute("the end of the game is triggered in the draft; this planner stops before the end is "
                            "triggered")
    for p in draft["players"]:
        name = p["name"]
        on_board = sum(1 for f in draft["farmers"] if f["player"] == name)
        if p["supply"]["farmer"] + on_board != FARMERS_PER_PLAYER:
            raise NoOregonRoute(f"{name} has {_farmers(p['supply']['farmer'])} in the supply and {on_board} on the "
                                f"board, but farmers never leave the board, so the two always make {FARMERS_PER_PLAYER}")
        if p["start_tile"] is not None:
            raise NoOregonRoute(f"{name} still holds a start tile while normal turns are played")
        held = (len(p["landscape_cards"]), len(p["building_cards"]))
        if sum(held) != HAND_SIZE:
            raise NoOregonRoute(f"{name} holds {sum(held)} cards, but at the start of every turn each hand holds "
                                f"{HAND_SIZE} ({DEAL_LANDSCAPE} landscape cards and {DEAL_BUILDING} building card "
                                f"dealt, then drawn back to {HAND_SIZE} after each turn: OR-R-SETUP-3/4, OR-R-DRAW-1)")
        if 0 in held:
            kind = "landscape" if held[0] == 0 else "building"
            raise NoOregonRoute(f"{name} holds no {kind} card, but a hand is dealt one and keeps one after every "
                                f"draw, since the {kind} card the player played can always be drawn back (OR-R-DRAW-3)")
        if held != (DEAL_LANDSCAPE, DEAL_BUILDING):
            raise NoOregonRoute(f"{name} holds {held[0]} landscape and {held[1]} building cards; this planner keeps "
                                f"every player's dealt hand of {DEAL_LANDSCAPE} landscape cards and {DEAL_BUILDING} "
                                "building card, so it cannot "
                                "change the mix of a hand")


def _start_tiles(draft: dict[str, Any], board: Any) -> list[tuple[str, tuple[int, int] | None]]:
    """Per seat: ``(start tile, space)``; ``None`` for a tile that goes back to the box."""
    placed = [b for b in draft["buildings"] if b["start_tile"]]
    n = len(draft["players"])
    if len(placed) > n:
        raise NoOregonRoute(f"{len(placed)} start tiles lie on the board for {n} players (one each)")
    used = {b["building"] for b in placed}
    homeless = [b for b in BUILDINGS if b not in used and not board.building_spaces[b]]
    if len(placed) + len(homeless) < n:
        raise NoOregonRoute(f"{n - len(placed)} players place no start tile in the draft, but the board has a "
                            f"legal space for every start tile left but {len(homeless)}, so the first round "
                            "would put another building on the board (OR-R-FIRST-1)")
    tiles: list[tuple[str, tuple[int, int] | None]] = [(b["building"], (b["col"], b["row"])) for b in placed]
    tiles += [(b, None) for b in homeless[: n - len(placed)]]
    return tiles


def _pieces(draft: dict[str, Any], board: Any) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Farmers and the buildings placed in normal turns, as placements."""
    farmers = []
    for f in draft["farmers"]:
        row, col = _bands(board, f["col"], f["row"])
        farmers.append({"kind": "farmer", "player": f["player"], "col": f["col"], "row": f["row"],
                        "cards": (row, col)})
    buildings = []
    for b in draft["buildings"]:
        if not b["start_tile"]:
            buildings.append({"kind": "building", "building": b["building"], "col": b["col"], "row": b["row"],
                              "cards": _bands(board, b["col"], b["row"])})
    return farmers, buildings


def _schedules(draft: dict[str, Any], farmers: list[dict[str, Any]], buildings: list[dict[str, Any]]):
    """Every ``(seating, turns)`` the plan can play: ``turns`` a list of
    placements per turn, round the table from the seating's first player."""
    names = [p["name"] for p in draft["players"]]
    n = len(names)
    hands = {p["name"]: p for p in draft["players"]}
    holders = []
    for b in buildings:
        who = [name for name in names if b["building"] in hands[name]["building_cards"]]
        if not who:
            raise NoOregonRoute(f"nobody holds a {_words(b['building'])} card to build the {_words(b['building'])} "
                                f"at {b['col']},{b['row']} (an Oregon route keeps the dealt hands)")
        holders.append(who)
    me = draft["turn"]["player"]
    tried = 0
    for owners in itertools.product(*holders):
        tried += 1
        if tried > MAX_ASSIGNMENTS:
            return
        per: dict[str, list[dict[str, Any]]] = {name: [] for name in names}
        for b, owner in zip(buildings, owners):
            per[owner].append({**b, "player": owner})
        for f in farmers:
            per[f["player"]].append(f)
        doubles = {name for name in names if hands[name]["extra_turn"] == "inactive"}
        needs = {name: len(per[name]) - (1 if name in doubles else 0) for name in names}
        if any(needs[name] < 1 for name in doubles):
            continue
        for first, total in itertools.product(range(n), range(sum(needs.values()), n * (max(needs.values()) + 1))):
            seats = names[first:] + names[:first]
            if seats[total % n] != me:
                continue
            turns_of = {seats[s]: total // n + (1 if s < total % n else 0) for s in range(n)}
            if any(turns_of[name] < needs[name] for name in names):
                continue
            turns: list[list[dict[str, Any]]] = []
            queues = {name: list(per[name]) for name in names}
            idle = {name: turns_of[name] - needs[name] for name in names}
            for t in range(total):
                name = seats[t % n]
                if idle[name]:
                    idle[name] -= 1
                    turns.append([{"kind": "idle", "player": name}])
                    continue
                k = 2 if (name in doubles and len(queues[name]) == 2) else 1
                turns.append([queues[name].pop(0) for _ in range(k)])
            yield seats, turns


def _choose(legal: list[dict[str, Any]], piece: dict[str, Any], joker: bool) -> dict[str, Any] | None:
    """The legal move placing ``piece`` (with the joker when ``joker``)."""
    for move in legal:
        if move.get("col") != piece["col"] or move.get("row") != piece["row"]:
            continue
        if piece["kind"] == "farmer" and move["type"] == "place_farmer":
            used = "joker" in (move["row_card"], move["column_card"])
            if used == joker:
                return move
        elif piece["kind"] == "building" and move["type"] == "place_building" and move["building"] == piece["building"]:
            if (move["landscape_card"] == "joker") == joker:
                return move
    return None


class _Play:
    """One route played on the reference engine, move by move."""

    def __init__(self, request: dict[str, Any]) -> None:
        self.session = Session(validate=False)
        self.moves: list[dict[str, Any]] = []
        self.events: list[dict[str, Any]] = []
        response = self.session.handle({"id": 1, "cmd": "new_game", **request})
        if not response["ok"]:
            raise NoOregonRoute(f"the reference engine refuses the route's new_game: {response['error']['message']}")
        self.events += response.get("events", [])

    def pending(self) -> dict[str, Any]:
        return self.session.handle({"id": 2, "cmd": "legal_moves"})

    def play(self, move: dict[str, Any]) -> dict[str, Any]:
        response = self.session.handle({"id": 3, "cmd": "apply_move", "move": move})
        if not response["ok"]:
            raise NoOregonRoute(f"the reference engine refuses the route's move: {response['error']['message']}")
        self.moves.append(move)
        self.events += response.get("events", [])
        return response

    def settle(self, hands: dict[str, dict[str, Any]], until: str) -> dict[str, Any]:
        """Answer shuffles, decline extra turns and draw back the hand until
        the pending decision is ``until`` (or the game ends)."""
        for _ in range(64):
            answer = self.pending()
            pending = answer.get("pending")
            if pending is None or pending.get("decision") == until:
                return answer
            decision = pending["decision"]
            if decision == "shuffle":
                self.play({"type": "shuffle", "order": list(pending["items"])})
            elif decision == "extra_turn":
                self.play({"type": "pass"})
            elif decision == "draw_cards":
                state = self.session.handle({"id": 4, "cmd": "state"})["state"]
                me = next(p for p in state["players"] if p["name"] == pending["player"])
                want = hands[pending["player"]]
                deck = "landscape" if len(me["landscape_cards"]) < len(want["landscape_cards"]) else "building"
                options = [m for m in answer["moves"] if m.get("type") == "draw_card"]
                move = next((m for m in options if m["deck"] == deck), options[0] if options else None)
                if move is None:
                    raise NoOregonRoute(f"{pending['player']} cannot draw back the hand of the draft")
                self.play(move)
            else:
                return answer
        raise NoOregonRoute("the route does not come back to a player's turn")


def _request(draft: dict[str, Any], seats: list[str], starts: list[tuple[str, Any]], coal: list[str],
             gold: list[str]) -> dict[str, Any]:
    hands = {p["name"]: p for p in draft["players"]}
    landscape = [hands[name]["landscape_cards"][r] for r in range(DEAL_LANDSCAPE) for name in seats]
    building = [hands[name]["building_cards"][r] for r in range(DEAL_BUILDING) for name in seats]
    request: dict[str, Any] = {
        "game": "oregon", "players": list(seats),
        "draw": {"tiles": [b for b, _ in starts], "landscape_cards": landscape + list(draft["landscape_deck"]),
                 "building_cards": building + list(draft["building_deck"]), "coal": coal, "gold": gold}}
    if draft.get("interpretations"):
        request["interpretations"] = dict(draft["interpretations"])
    board = draft["board"]
    if board != "oregon-default":
        request["options"] = {"board": board}
    return request


def _idle(play: _Play, hands: dict[str, dict[str, Any]], name: str) -> None:
    """A turn of ``name`` placing nothing: with no legal placement the
    player discards (OR-R-PLAY-1) and draws the same cards back."""
    seen = len(play.events)
    answer = play.settle(hands, "play_cards")
    pending = answer.get("pending") or {}
    if pending.get("player") == name:
        discards = [m for m in answer["moves"] if m["type"] == "discard_cards"]
        if len(discards) != len(answer["moves"]) or not discards:
            raise NoOregonRoute(f"{name} has a turn with no piece of the draft to place, but "
                                f"{name}'s hand can place something, so {name} must (OR-R-PLAY-1)")
        play.play(discards[0])
        return
    if not any(e.get("type") == "cards_discarded" and e.get("player") == name for e in play.events[seen:]):
        raise NoOregonRoute(f"the turn order does not give {name} the turn the route expects")


def _play_route(draft: dict[str, Any], seats: list[str], starts: list[tuple[str, Any]],
                turns: list[list[dict[str, Any]]], coal: list[str], gold: list[str]) -> _Play:
    hands = {p["name"]: p for p in draft["players"]}
    play = _Play(_request(draft, seats, starts, coal, gold))
    for building, space in starts:
        if space is None:
            continue
        answer = play.pending()
        pending = answer.get("pending") or {}
        if pending.get("decision") != "place_start_tile" or pending.get("building") != building:
            raise NoOregonRoute(f"the start tile {_words(building)} is not the one to place in the first round")
        play.play({"type": "place_start_tile", "col": space[0], "row": space[1]})
    jokers = {p["name"] for p in draft["players"] if p["joker"] == "inactive"}
    last_of = {}
    for t, turn in enumerate(turns):
        if turn[0]["kind"] != "idle":
            last_of[turn[0]["player"]] = t
    for name in sorted(jokers - set(last_of)):
        raise NoOregonRoute(f"{name}'s joker is inactive, but {name} places nothing on the route, and a joker turns "
                            "inactive only when used (OR-R-JOKER-3)")
    for t, turn in enumerate(turns):
        if turn[0]["kind"] == "idle":
            _idle(play, hands, turn[0]["player"])
            continue
        for k, piece in enumerate(turn):
            answer = play.settle(hands, "extra_turn" if k else "play_cards")
            pending = answer.get("pending") or {}
            if pending.get("player") != piece["player"]:
                raise NoOregonRoute(f"the turn order does not give {piece['player']} the turn to place the "
                                    f"{piece['kind']} at {piece['col']},{piece['row']}")
            joker = piece["player"] in jokers and last_of[piece["player"]] == t and k == len(turn) - 1
            move = _choose(answer["moves"], piece, joker)
            if move is None:
                what = "a farmer" if piece["kind"] == "farmer" else f"a {_words(piece['building'])}"
                raise NoOregonRoute(f"{piece['player']}'s hand ({', '.join(hands[piece['player']]['landscape_cards'])}"
                                    f"{' and the joker' if joker else ''}) cannot place {what} at "
                                    f"{piece['col']},{piece['row']}")
            play.play(move)
    answer = play.settle(hands, "play_cards")
    pending = answer.get("pending") or {}
    if pending.get("player") != draft["turn"]["player"]:
        raise NoOregonRoute(f"the route hands the turn to {pending.get('player')}, not {draft['turn']['player']}")
    return play


def _tile_orders(draft: dict[str, Any], events: list[dict[str, Any]]) -> tuple[list[str], list[str]]:
    """Coal and gold orders putting each player's draft values where the route takes them."""
    out = []
    for kind in ("coal", "gold"):
        left = {p["name"]: list(p[kind]) for p in draft["players"]}
        order = []
        for e in events:
            if e.get("type") == f"{kind}_taken":
                values = left[e["player"]]
                order.append(str(values.pop(0)) if values else "1")
        out.append(order + [str(v) for v in draft[f"{kind}_supply"]])
    return out[0], out[1]


def plan_oregon(draft: dict[str, Any]) -> tuple[dict[str, Any], list[dict[str, Any]], tuple[int, int]]:
    """``(new_game request fields, moves, (0, 0))`` reaching ``draft`` (an Oregon
    position as the reference engine states it).  Raises
    :class:`NoOregonRoute` with the reason."""
    _check_shape(draft)
    board = _board(draft)
    starts = _start_tiles(draft, board)
    farmers, buildings = _pieces(draft, board)
    if (farmers or buildings) and any(draft[k] for k in ("landscape_deck", "building_deck", "landscape_discards",
                                                          "building_discards")):
        raise NoOregonRoute("the draft keeps cards in a deck or a discard pile while pieces stand on the board; an "
                            "Oregon route draws back the cards it plays from empty decks, so it ends with both "
                            "decks and both discard piles empty")
    if not (farmers or buildings) and any(draft[k] for k in ("landscape_discards", "building_discards")):
        raise NoOregonRoute("the draft has discarded cards but no piece placed in a normal turn")
    problem = "the turns round the table cannot give each player one turn per piece they place and then hand " \
              f"the turn to {draft['turn']['player']}"
    for seats, turns in _schedules(draft, farmers, buildings):
        try:
            coal = ["1"] * sum(len(p["coal"]) for p in draft["players"]) + [str(v) for v in draft["coal_supply"]]
            gold = ["3"] * sum(len(p["gold"]) for p in draft["players"]) + [str(v) for v in draft["gold_supply"]]
            first = _play_route(draft, seats, starts, turns, coal, gold)
            coal, gold = _tile_orders(draft, first.events)
            play = _play_route(draft, seats, starts, turns, coal, gold)
        except NoOregonRoute as exc:
            problem = str(exc)
            continue
        return _request(draft, seats, starts, coal, gold), play.moves, (0, 0)
    raise NoOregonRoute(problem)


"""Oregon: the route to a drafted position (``features/README.md``, "Routes").

The plan (:func:`plan_oregon`) reaches the draft as written, so that the
route's last response ends with the forced steps ``load_position`` answers
(a draw with one choice, a full hand passing the turn: ``Route.forced_events``),
and confirms the end equals the draft as the reference engine loads it:

1. **First round.**  The draft's start tiles on the board are placed by the
   first players, one each; every other player draws a start tile that has
   no legal space on the board and goes back to the box (OR-R-FIRST-2).  A
   draft waiting for a start tile stops there (the dealt hands, the rest of
   the decks).
2. **Turns.**  Each normal turn places one piece of the draft: a farmer by
   its owner, a building by any player (those holding its card in the draft
   are tried first); a player with nothing to place has an idle turn (no
   legal placement: discards two cards, OR-R-PLAY-1; a discard with one way
   to make it, e.g. the whole hand under ``turn.no_placement=discard_hand``,
   is the engine's forced step and the route follows it).  A player whose joker
   is inactive uses it in their last placement (OR-R-JOKER-3); a player whose
   extra-turn token is inactive places twice in a turn (OR-R-EXTRA-1); every
   other extra turn is declined.  The turns go round the table, fewest
   first; the route stops where the draft waits: before a player's turn, in
   a draw step (or at the shuffle its forced draw from an empty deck waits
   for), or at an extra turn.  Each player's pieces are tried as
   drafted (buildings first), grouped by the cards that pay them, and
   farmers first; idle turns before the placements, then after
   (:mod:`rulebook.route.oregon._turns`).
3. **Cards** (:mod:`rulebook.route.oregon._search`,
   :mod:`rulebook.route.oregon._cards`).  The hands each player can still
   end in the draft's hand from are found backwards (the dealt hands being 3
   landscape cards and 1 building card), then the hands of all players are
   chosen turn by turn, each draw given by the decks as they stand; the
   runner's deck orders and the answers to the reshuffles (OR-R-DRAW-5) make
   every draw give the planned card and leave the draft's decks and discard
   piles.  The cards in play are exactly the draft's.
4. **Coal and gold.**  Which player takes each tile does not depend on the
   order of the placements (one tile per farmer next to a mine, whichever
   came first); the route plays once to learn the order the tiles are taken
   in, then the runner's coal and gold orders put each player's values there,
   followed by the draft's supplies.

The reference engine plays every route (it is the oracle) and the planner
tries the next plan when the end differs from the draft. A draft this plan
cannot reach raises :class:`NoOregonRoute` with the reason (one sentence).
After the placement that triggers the end (OR-R-END-1/2) nobody draws and the
round is played to its last seat (OR-R-END-3); a draft whose end is triggered
is reached only where a player is to play cards.
"""
from __future__ import annotations

from collections import Counter
from typing import Any

from rulebook.oracle import Session

from .._compare import differences
from .._planner import JSONObject, Plan, Unreachable
from ._cards import Decks, card_pool, deck_orders, kind
from ._search import search_plans
from ._turns import board_pieces, card_needs, schedules
from .rules import (
    BUILDINGS,
    DEAL_BUILDING,
    DEAL_LANDSCAPE,
    DEFAULT_BOARD,
    EMPTY_STACKS_TO_END,
    FARMERS_PER_PLAYER,
    HAND_SIZE,
    SYMBOLS,
)

#: At most this many routes are played per draft.
MAX_PLAYS = 24
#: At most this many hand plans are followed through the decks per draft (a few milliseconds each), and at
#: most this many per schedule, so that a schedule whose plans never fit the decks does not use up the
#: draft's budget before a later schedule is tried.
MAX_SIMULATIONS = 1500
MAX_SIMULATIONS_PER_SCHEDULE = 120


class NoOregonRoute(Unreachable):
    """No route of this plan reaches the draft; ``str()`` is the reason."""


def _words(building: str) -> str:
    return building.replace("_", " ")


def _farmers(n: int) -> str:
    return f"{n} farmer" if n == 1 else f"{n} farmers"


def _board(draft: dict[str, Any]) -> Any:
    from rulebook import oracle

    return oracle.oregon_board(draft["board"])


def _check_shape(draft: dict[str, Any]) -> str:
    """The step the draft waits in, as the route's stop: ``play`` (a player
    is to play cards), ``draw``, ``extra`` or ``first`` (a start tile)."""
    turn = draft["turn"]
    stops = {"play_cards": "play", "draw_cards": "draw", "extra_turn": "extra", "place_start_tile": "first"}
    if turn["phase"] not in stops:
        raise NoOregonRoute(f"the draft waits in the step {turn['phase']}; a route stops only where a player is to "
                            "play cards, draw, take an extra turn or place a start tile")
    stop = stops[turn["phase"]]
    if turn.get("end_triggered") and stop != "play":
        raise NoOregonRoute("the end of the game is triggered in the draft, which waits in the middle of a turn; "
                            "this planner stops there only before the end is triggered")
    for p in draft["players"]:
        name = p["name"]
        on_board = sum(1 for f in draft["farmers"] if f["player"] == name)
        if p["supply"]["farmer"] + on_board != FARMERS_PER_PLAYER:
            raise NoOregonRoute(f"{name} has {_farmers(p['supply']['farmer'])} in the supply and {on_board} on the "
                                "board, but farmers never leave the board, so the two always make "
                                f"{FARMERS_PER_PLAYER}")
        if p["start_tile"] is not None and stop != "first":
            raise NoOregonRoute(f"{name} still holds a start tile while normal turns are played")
        held = (len(p["landscape_cards"]), len(p["building_cards"]))
        if (stop != "play" and name == turn["player"]) or turn.get("end_triggered"):
            continue  # a hand in the middle of a turn, or after a turn without drawing (OR-R-END-3)
        if sum(held) != HAND_SIZE:
            raise NoOregonRoute(f"{name} holds {sum(held)} cards, but at the start of every turn each hand holds "
                                f"{HAND_SIZE} ({DEAL_LANDSCAPE} landscape cards and {DEAL_BUILDING} building card "
                                f"dealt, then drawn back to {HAND_SIZE} after each turn: OR-R-SETUP-3/4, OR-R-DRAW-1)")
        if 0 in held:
            kind = "landscape" if held[0] == 0 else "building"
            raise NoOregonRoute(f"{name} holds no {kind} card, but a hand is dealt one and keeps one after every "
                                f"draw, since the {kind} card the player played can always be drawn back (OR-R-DRAW-3)")
        if stop == "first" and held != (DEAL_LANDSCAPE, DEAL_BUILDING):
            raise NoOregonRoute(f"{name} holds {held[0]} landscape and {held[1]} building cards in the first round, "
                                f"but the dealt hand is {DEAL_LANDSCAPE} landscape cards and {DEAL_BUILDING} "
                                "building card (OR-R-SETUP-3/4)")
    return stop


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


class _Play:
    """One route played on the reference engine, move by move: the draws
    and reshuffles follow the plan (``draws``: per player, the cards still to
    draw this turn; ``orders``: per deck, the orders of the reshuffles to come)."""

    def __init__(self, request: dict[str, Any], orders: dict[str, list[list[str]]]) -> None:
        self.session = Session(validate=False)
        self.moves: list[dict[str, Any]] = []
        self.events: list[dict[str, Any]] = []
        self.draws: dict[str, list[str]] = {}
        self.orders = {k: [list(o) for o in v] for k, v in orders.items()}
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
        self._drawn(response.get("events", []))
        return response

    def _drawn(self, events: list[dict[str, Any]]) -> None:
        for e in events:
            if e.get("type") == "card_drawn":
                left = self.draws.get(e["player"], [])
                if e["card"] in left:  # a card beyond the plan is a forced step after the draft's position
                    left.remove(e["card"])

    def settle(self, until: str, stop_drawing: str | None = None, after_discard: str | None = None) -> dict[str, Any]:
        """Answer reshuffles, decline extra turns and draw the planned cards
        until the pending decision is ``until`` (or the game ends), or
        ``stop_drawing``'s draw step has drawn all its planned cards (once
        ``after_discard``'s forced idle turn, if given, has been played)."""
        mark = len(self.events)
        for _ in range(64):
            if after_discard is not None and _forced_discard(self.events[mark:], after_discard):
                after_discard = None
            answer = self.pending()
            pending = answer.get("pending")
            if pending is None or pending.get("decision") == until:
                return answer
            decision = pending["decision"]
            if decision == "shuffle":
                deck = "landscape" if pending.get("pile") == "landscape_discards" else "building"
                if not self.orders.get(deck) and stop_drawing is not None and after_discard is None:
                    return answer  # the draft waits for this shuffle (a forced draw from an empty deck)
                order = self.orders.get(deck) or [[]]
                if sorted(order[0]) != sorted(pending["items"]):
                    raise NoOregonRoute(f"the {deck} discards reshuffled are not the cards the route planned")
                self.play({"type": "shuffle", "order": order.pop(0)})
            elif decision == "extra_turn":
                self.play({"type": "pass"})
            elif decision == "draw_cards":
                left = self.draws.get(pending["player"], [])
                if not left and pending["player"] == stop_drawing and after_discard is None:
                    return answer
                if not left and {"type": "pass"} in answer["moves"]:
                    self.play({"type": "pass"})  # a full hand keeps its useless building card (OR-R-DRAW-4)
                    continue
                options = {m["deck"] for m in answer["moves"] if m.get("type") == "draw_card"}
                source = next((kind(c) for c in left if kind(c) in options), None)
                if source is None:
                    raise NoOregonRoute(f"{pending['player']} cannot draw the cards the route plans")
                self.play({"type": "draw_card", "deck": source})
            else:
                return answer
        raise NoOregonRoute("the route does not come back to a player's turn")


def _forced_discard(events: list[dict[str, Any]], name: str) -> bool:
    """Whether ``name``'s idle turn was played by the engine as a forced step
    (a hand that places nothing with one way to discard, e.g. the whole hand
    under ``turn.no_placement=discard_hand``, OR-R-PLAY-1)."""
    return any(e.get("type") == "cards_discarded" and e.get("player") == name for e in events)


def _request(draft: dict[str, Any], seats: list[str], starts: list[tuple[str, Any]], decks: Decks,
             coal: list[str], gold: list[str]) -> dict[str, Any]:
    request: dict[str, Any] = {
        "game": "oregon", "players": list(seats),
        "draw": {"tiles": [b for b, _ in starts], "landscape_cards": list(decks["landscape"][0]),
                 "building_cards": list(decks["building"][0]), "coal": coal, "gold": gold}}
    if draft.get("interpretations"):
        request["interpretations"] = dict(draft["interpretations"])
    board = draft["board"]
    if board != DEFAULT_BOARD:
        request["options"] = {"board": board}
    return request


def _place_starts(play: _Play, starts: list[tuple[str, Any]]) -> None:
    for building, space in starts:
        if space is None:
            continue
        pending = play.pending().get("pending") or {}
        if pending.get("decision") != "place_start_tile" or pending.get("building") != building:
            raise NoOregonRoute(f"the start tile {_words(building)} is not the one to place in the first round")
        play.play({"type": "place_start_tile", "col": space[0], "row": space[1]})


def _play_route(draft: dict[str, Any], request: dict[str, Any], orders: dict[str, list[list[str]]],
                starts: list[tuple[str, Any]], turns: list[tuple[str, list[dict[str, Any]]]],
                plans: dict[str, list[dict[str, Any]]], stop: str) -> _Play:
    play = _Play(request, orders)
    _place_starts(play, starts)
    index = {name: 0 for name in plans}
    me = draft["turn"]["player"]
    for t, (name, pieces) in enumerate(turns):
        step = plans[name][index[name]]
        index[name] += 1
        last = t == len(turns) - 1
        seen = len(play.events)
        play.draws[name] = list(step["draw"])  # before settling: a forced idle turn draws there
        answer = play.settle("play_cards", stop_drawing=me if last and not pieces else None,
                             after_discard=name if last and not pieces else None)
        pending = answer.get("pending") or {}
        if not pieces and _forced_discard(play.events[seen:], name):
            continue  # the hand could place nothing and the engine discarded it at once (one legal move)
        if pending.get("player") != name:
            raise NoOregonRoute(f"the turn order does not give {name} the turn the route expects")
        if not pieces:
            discards = [m for m in answer["moves"] if m["type"] == "discard_cards"]
            if len(discards) != len(answer["moves"]) or not discards:
                raise NoOregonRoute(f"{name} has a turn with no piece of the draft to place, but {name}'s hand can "
                                    f"place something, so {name} must (OR-R-PLAY-1)")
            play.play({"type": "discard_cards", "cards": list(step["play"])})
        for k, (piece, cards) in enumerate(zip(pieces, step["moves"] or [])):
            if k:
                answer = play.settle("extra_turn")
                if (answer.get("pending") or {}).get("player") != name:
                    raise NoOregonRoute(f"{name} is not offered the extra turn the route plans")
            move = {"type": f"place_{piece['kind']}", **({"building": piece["building"]} if piece["kind"] == "building"
                                                         else {}), "col": piece["col"], "row": piece["row"], **cards}
            if move not in answer["moves"]:
                what = "a farmer" if piece["kind"] == "farmer" else f"a {_words(piece['building'])}"
                raise NoOregonRoute(f"{name} cannot place {what} at {piece['col']},{piece['row']} with the cards "
                                    "the route plans")
            play.play(move)
        if last and stop == "extra":
            return play  # the draft's extra-turn step (or the forced steps after it)
    play.settle("play_cards", stop_drawing=me)  # the draft's step, or the forced steps after it
    return play


def _tile_orders(draft: dict[str, Any], events: list[dict[str, Any]]) -> tuple[list[str], list[str]]:
    """Coal and gold orders putting each player's draft values where the route takes them."""
    out = []
    for key in ("coal", "gold"):
        left = {p["name"]: list(p[key]) for p in draft["players"]}
        order = []
        for e in events:
            if e.get("type") == f"{key}_taken":
                values = left[e["player"]]
                order.append(str(values.pop(0)) if values else "1")
        out.append(order + [str(v) for v in draft[f"{key}_supply"]])
    return out[0], out[1]


def _loaded(draft: dict[str, Any]) -> dict[str, Any]:
    """The draft as the reference engine loads it (its forced steps done)."""
    session = Session(validate=False)
    loaded = session.handle({"id": 1, "cmd": "load_position", "game": "oregon", "position": draft})
    if not loaded["ok"]:
        raise NoOregonRoute(f"the reference engine does not load the draft ({loaded['error']['message']})")
    state: JSONObject = session.handle({"id": 2, "cmd": "state"})["state"]
    return state


def _first_round(draft: JSONObject, board: Any, target: JSONObject) -> Plan:
    """A draft waiting for a start tile: the dealt hands, the start tiles of
    the players before, nothing else."""
    names = [p["name"] for p in draft["players"]]
    me = names.index(draft["turn"]["player"])
    if draft["farmers"] or any(not b["start_tile"] for b in draft["buildings"]) or any(
            draft[k] for k in ("landscape_discards", "building_discards")):
        raise NoOregonRoute("the draft waits for a start tile, but pieces or discarded cards show normal turns")
    later = [p["start_tile"] for p in draft["players"][me:]]
    if None in later or any(p["start_tile"] for p in draft["players"][:me]):
        raise NoOregonRoute("the players from the one to move on hold their start tiles and those before hold none "
                            "in the first round (OR-R-FIRST-1/2)")
    placed = [(b["building"], (b["col"], b["row"])) for b in draft["buildings"]]
    if len(placed) > me:
        raise NoOregonRoute(f"{len(placed)} start tiles lie on the board, but only {me} players placed one")
    used = {b for b, _ in placed} | set(later)
    homeless = [(b, None) for b in BUILDINGS if b not in used and not board.building_spaces[b]]
    if len(placed) + len(homeless) < me:
        raise NoOregonRoute("the players before the one to move placed fewer start tiles than the board has spaces "
                            "for (OR-R-FIRST-2)")
    starts = placed + homeless[: me - len(placed)]
    hands = {p["name"]: sorted(p["landscape_cards"]) for p in draft["players"]}
    blds = {p["name"]: sorted(p["building_cards"]) for p in draft["players"]}
    decks: Decks = {
        "landscape": ([hands[n][r] for r in range(DEAL_LANDSCAPE) for n in names] + list(draft["landscape_deck"]), []),
        "building": ([blds[n][r] for r in range(DEAL_BUILDING) for n in names] + list(draft["building_deck"]), [])}
    request = _request(draft, names, starts + [(b, None) for b in later], decks,
                       [str(v) for v in draft["coal_supply"]], [str(v) for v in draft["gold_supply"]])
    play = _Play(request, {})
    _place_starts(play, starts)
    _confirm(play, target)
    return Plan(request, play.moves, (0, 0))


def _confirm(play: _Play, target: dict[str, Any]) -> None:
    """The route's end equals the draft as the reference engine loads it (up
    to the declared differences), or :class:`NoOregonRoute`."""
    reached = play.session.handle({"id": 5, "cmd": "state"})["state"]
    problems = differences(target, reached)
    if problems:
        raise NoOregonRoute("a route cannot match the draft: " + "; ".join(problems))


def _reason(problems: list[tuple[int, str]]) -> str:
    """The first problem of the plans that came furthest (hands, then decks, then play)."""
    if not problems:
        return ""
    furthest = max(stage for stage, _ in problems)
    return next(text for stage, text in problems if stage == furthest)


def _idle_ok(board: Any) -> Any:
    """Whether a hand can have no legal placement on ``board``: no card of a
    band symbol and no building card with a space (the joker pays one card)."""
    bands = set(board.data["row_bands"]) | set(board.data["column_bands"])

    def ok(hand: Any) -> bool:
        return not any(c in bands or (c in BUILDINGS and board.building_spaces[c]) for c in hand.elements())
    return ok


def plan_oregon(draft: JSONObject) -> Plan:
    """The :class:`~rulebook.route.Plan` ``(new_game request fields, moves,
    (0, 0))`` reaching ``draft`` (an Oregon position as the reference engine
    states it).  Raises :class:`NoOregonRoute` with the reason."""
    target = _loaded(draft)
    stop = _check_shape(draft)
    board = _board(draft)
    if stop == "first":
        return _first_round(draft, board, target)
    names = [p["name"] for p in draft["players"]]
    empty = sum(1 for v in draft["building_stacks"].values() if v <= 0)
    if draft["turn"]["end_triggered"] and all(p["supply"]["farmer"] for p in draft["players"]) and \
            empty < EMPTY_STACKS_TO_END.get(len(names), len(names)):
        raise NoOregonRoute("the end of the game is triggered in the draft, but no player has placed their last "
                            f"farmer (OR-R-END-1) and {empty} building stacks are empty, fewer than the "
                            f"{EMPTY_STACKS_TO_END.get(len(names), len(names))} that trigger it (OR-R-END-2)")
    starts = _start_tiles(draft, board)
    farmers, buildings = board_pieces(draft, board)
    me = draft["turn"]["player"]
    finals = {p["name"]: Counter(p["landscape_cards"] + p["building_cards"]) for p in draft["players"]}
    jokers = {p["name"] for p in draft["players"] if p["joker"] == "inactive"}
    for name in sorted(jokers):
        if not buildings and not any(f["player"] == name for f in farmers):
            raise NoOregonRoute(f"{name}'s joker is inactive, but no piece on the board can be {name}'s (no farmer "
                                f"of {name}'s, no building placed in a normal turn), and a joker turns inactive only "
                                "when used in a placement (OR-R-JOKER-3)")
    idle_ok = _idle_ok(board)
    pool = card_pool(draft)
    n = len(names)
    for what, cards, dealt, rule in (("landscape", SYMBOLS, DEAL_LANDSCAPE, "OR-R-SETUP-3"),
                                     ("building", BUILDINGS, DEAL_BUILDING, "OR-R-SETUP-4")):
        held = sum(k for c, k in pool.items() if c in cards)
        if held < dealt * n:
            raise NoOregonRoute(f"the draft's hands, decks and discards hold {held} {what} cards, but a new game deals "
                                f"{dealt} to each of the {n} players ({rule}) and no card ever leaves the game")
    doubles = {p["name"] for p in draft["players"] if p["extra_turn"] == "inactive"}
    if stop == "draw" and draft["turn"]["extra_turn_used"]:
        doubles.add(me)
    for name in sorted(doubles):
        if len(buildings) + sum(1 for f in farmers if f["player"] == name) < 2:
            raise NoOregonRoute(f"{name}'s extra turn is used, but fewer than two pieces on the board can be "
                                f"{name}'s, and an extra turn is a second placement in a turn (OR-R-EXTRA-1)")
    whole = draft["interpretations"].get("cards.reshuffle") == "turn_over"
    discard_hand = draft["interpretations"].get("turn.no_placement") == "discard_hand"
    problem = "the turns round the table cannot give each player one turn per piece they place and then hand " \
              f"the turn to {me}"
    plays = sims = 0
    problems: list[tuple[int, str]] = []
    for seats, turns, trigger in schedules(draft, farmers, buildings, stop):
        ends = {who for t, (who, _) in enumerate(turns) if trigger is not None and t >= trigger}
        steps, modes = {}, {}
        for name in seats:
            mine = [pieces for who, pieces in turns if who == name]
            last_placing = max((j for j, pieces in enumerate(mine) if pieces), default=-1)
            steps[name] = [{"needs": card_needs(pieces, name in jokers and j == last_placing)} if pieces
                           else {"idle": True} for j, pieces in enumerate(mine)]
            modes[name] = stop if name == me else "end" if name in ends else "play"
        tried = 0
        for plans in search_plans(steps, finals, modes, [who for who, _ in turns], draft, discard_hand, idle_ok,
                                  whole):
            tried += 1
            sims += 1
            if sims > MAX_SIMULATIONS:
                raise NoOregonRoute(_reason(problems) or problem)
            if tried > MAX_SIMULATIONS_PER_SCHEDULE:
                break
            dealt_hands = {name: (plans[name][0]["hand"] if plans[name] else finals[name]) for name in seats}
            decks = deck_orders(draft, seats, [who for who, _ in turns], plans, dealt_hands, whole)
            if decks is None:
                problems.append((1, "the draft's cards cannot be dealt and drawn so that each hand becomes the "
                                    "draft's (the cards in the game are those of the hands, decks and discards of "
                                    "the draft)"))
                continue
            plays += 1
            if plays > MAX_PLAYS:
                break
            orders = {k: v[1] for k, v in decks.items()}
            try:
                coal = ["1"] * sum(len(p["coal"]) for p in draft["players"]) + [str(v) for v in draft["coal_supply"]]
                gold = ["3"] * sum(len(p["gold"]) for p in draft["players"]) + [str(v) for v in draft["gold_supply"]]
                first = _play_route(draft, _request(draft, seats, starts, decks, coal, gold), orders, starts, turns,
                                    plans, stop)
                coal, gold = _tile_orders(draft, first.events)
                request = _request(draft, seats, starts, decks, coal, gold)
                play = _play_route(draft, request, orders, starts, turns, plans, stop)
                _confirm(play, target)
            except NoOregonRoute as exc:
                problems.append((2, str(exc)))
                continue
            return Plan(request, play.moves, (0, 0))
        if not tried:
            idle = sorted({who for who, pieces in turns if not pieces})
            problems.append((0, "no hands from the dealt hands lead to the draft's hands with the route's turns, "
                                "each draw given by the decks as they stand" + (
                                    f" ({', '.join(idle)} with turns with no piece to place, which need hands that "
                                    "can place nothing: no card of a band symbol, no building card with a space "
                                    "on the board)" if idle else "")))
    raise NoOregonRoute(_reason(problems) or problem)

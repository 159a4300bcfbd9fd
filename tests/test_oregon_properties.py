"""Hypothesis properties of random complete Oregon games, played through the
protocol with every message validated.

Each example draws (Hypothesis: see tests/protocol_game.py) 2–4 players, the
order of the standard box (``rulebook.boxes``: 7 start tiles, 50 landscape
cards, 21 building cards, 21 coal and 21 gold tiles), every move from
``legal_moves`` and every chance order, so a failing game shrinks to a
simpler one.  The game runs through
``Client(InProcessEngine(Session().handle))``, so every request and response
is checked against ``schemas/v1`` (the command schemas and the oregon
move/event/pending/state schemas).  Checked:

(a) conservation after every move: supply + farmers on the board == 14 per
    player; per building, stack + non-start tiles on the board == 4; start
    tiles (held or on the board) are the ones drawn; landscape cards (hands,
    deck, discards) are the 50 of the box and building cards the 21; coal and
    gold tiles (supply + taken) are the 21 + 21 of the box; hands hold at most
    4 cards;
(b) each score == the sum of the player's ``points_scored`` events, at every
    move and in ``game_ended``; the winners follow OR-R-END-5/6 recomputed
    here from the final state;
(c) every game ends (``game_ended``, ``pending`` null, no legal moves) within
    ``MAX_MOVES`` decisions, and the end came from an ``end_triggered`` event
    after which the round was finished (the last mover is the last seat);
(d) at random moments an illegal move (a card not in the hand, two jokers, an
    inactive joker, an occupied or water space, a space outside the cards'
    bands, the wrong terrain, a used-up building, a step's wrong move, a
    placement while drawing, a useful card exchanged, a forbidden draw) is
    refused with ``illegal_move`` and the rule this file expects, and
    ``state`` and ``legal_moves`` are unchanged;
(e) replaying the moves in a fresh session gives the same events and final
    state; once per game ``load_position(state)`` in a fresh session gives
    the same state and legal moves, and a sample of the listed legal moves
    are each accepted there.

``RULEBOOK_OREGON_GAMES`` overrides the number of games (default
``N_GAMES``; ~0.09 s per game on the 2-core dev box).  A second property plays
games under the non-default interpretations.
"""
from __future__ import annotations

import os
from collections import Counter
from typing import Any

from hypothesis import strategies as st
from protocol_game import Choices, DrawnChoices, ProtocolGame, game_property, replay, seeded

from reference_engine import Session
from reference_engine.games.oregon.board import named_board
from rulebook.chance import is_chance

COLOURS = ("red", "blue", "green", "yellow")
SYMBOLS = ("buffalo", "eagle", "wagon", "settlers", "campfire")
BUILDINGS = ("post_office", "harbour", "church", "coal_mine", "gold_mine", "store", "station")
FARMERS, TILES = 14, 4
N_GAMES = int(os.environ.get("RULEBOOK_OREGON_GAMES", "60"))
MAX_MOVES = 3000
ILLEGAL_RATE = 0.1
BOARD = named_board("oregon-default")
LETTER = {i: BOARD.terrain[i] for i in range(BOARD.size)}
TAKES = {t: set(bs) for t, bs in BOARD.data["buildings"].items()}


def near_water(col: int, row: int) -> bool:
    return any(BOARD.terrain[j] == "water" for j in BOARD.adjacent[BOARD.index(col, row)])


class RandomGame(ProtocolGame):
    """One random complete game through a validating client."""

    def __init__(self, choices: Choices, interpretations: dict[str, str] | None = None, *,
                 illegal_rate: float = ILLEGAL_RATE) -> None:
        super().__init__(choices)
        players = list(COLOURS[: choices.randint(2, 4)])
        self.setup = choices.box("oregon", players)
        if interpretations:
            self.setup["interpretations"] = interpretations
        self.players = players
        self.round_trip_at = choices.randint(5, 59)
        self.tripped = False
        self.chances = 0
        box = self.setup["draw"]
        self.box_landscape = Counter(box["landscape_cards"])
        self.box_building = Counter(box["building_cards"])
        self.box_coal = Counter(int(v) for v in box["coal"])
        self.box_gold = Counter(int(v) for v in box["gold"])
        self.start_tiles = sorted(box["tiles"][: len(players)])
        self.probe_illegal = choices.sometimes(illegal_rate)

    # ------------------------------------------------------------------ run
    def play(self) -> dict[str, Any]:
        choices = self.choices
        self.call("hello", protocol=1)
        started = self.call("new_game", **self.setup)
        self.events += started["events"]
        pending = started["pending"]
        while pending is not None:
            assert len(self.moves) < MAX_MOVES, "the game does not end"
            if is_chance(pending):  # OR-R-DRAW-5 under cards.reshuffle=shuffle: resolved by the runner
                legal = self.call("legal_moves")
                assert legal["pending"] == pending and legal["moves"] == [] and legal["count"] == 0
                assert pending["pile"] in ("landscape_discards", "building_discards")
                if self.probe_illegal():
                    self.refused_order(pending, "OR-R-DRAW-5")
                pending = self.apply(choices.chance_move(pending))["pending"]
                self.chances += 1
                self.check_conservation(self.raw_state())
                continue
            legal = self.legal_moves(pending)
            moves = legal["moves"]
            state = self.raw_state()
            if self.probe_illegal():
                self.try_illegal(state, pending, moves)
            if len(self.moves) >= self.round_trip_at and not self.tripped:
                self.round_trip_and_apply(state, legal)
                self.tripped = True
            pending = self.apply(choices.choice(moves))["pending"]
            self.check_conservation(self.raw_state())
        final = self.call("state")["state"]
        self.check_conservation(final)
        assert self.call("legal_moves")["moves"] == []
        return final

    # --------------------------------------------------------- (a), (b)
    def check_conservation(self, state: dict[str, Any]) -> None:
        on_board = Counter(f["player"] for f in state["farmers"])
        for p in state["players"]:
            assert p["supply"]["farmer"] + on_board[p["name"]] == FARMERS, p["name"]
            assert len(p["landscape_cards"]) + len(p["building_cards"]) <= 4
        built = Counter(b["building"] for b in state["buildings"] if not b["start_tile"])
        for b in BUILDINGS:
            assert state["building_stacks"][b] + built[b] == TILES, b
        starts = sorted([b["building"] for b in state["buildings"] if b["start_tile"]]
                        + [p["start_tile"] for p in state["players"] if p["start_tile"]])
        assert starts == self.start_tiles
        landscape = Counter(state["landscape_deck"]) + Counter(state["landscape_discards"])
        building = Counter(state["building_deck"]) + Counter(state["building_discards"])
        coal, gold = Counter(state["coal_supply"]), Counter(state["gold_supply"])
        for p in state["players"]:
            landscape += Counter(p["landscape_cards"])
            building += Counter(p["building_cards"])
            coal += Counter(p["coal"])
            gold += Counter(p["gold"])
        assert landscape == self.box_landscape and building == self.box_building
        assert coal == self.box_coal and gold == self.box_gold
        for b in state["buildings"]:
            assert b["building"] in TAKES[LETTER[BOARD.index(b["col"], b["row"])]]
        for f in state["farmers"]:
            assert LETTER[BOARD.index(f["col"], f["row"])] != "water"
        points = Counter()
        for e in self.events:
            if e["type"] == "points_scored":
                points[e["player"]] += e["points"]
        assert {p["name"]: p["score"] for p in state["players"]} == {n: points[n] for n in self.players}

    # ----------------------------------------------------- (d) illegal moves
    def try_illegal(self, state: dict[str, Any], pending: dict[str, Any], legal: list[dict[str, Any]]) -> None:
        candidates = self.illegal_moves(state, pending, legal)
        if candidates:
            self.refused_one_of(candidates)

    def illegal_moves(self, state: dict[str, Any], pending: dict[str, Any],
                      legal: list[dict[str, Any]]) -> list[tuple[str, dict[str, Any]]]:
        me = next(p for p in state["players"] if p["name"] == pending["player"])
        hand_l, hand_b = Counter(me["landscape_cards"]), Counter(me["building_cards"])
        occupied = {(f["col"], f["row"]) for f in state["farmers"]} | {(b["col"], b["row"]) for b in state["buildings"]}
        out: list[tuple[str, dict[str, Any]]] = []
        farmer = {"type": "place_farmer", "row_card": "eagle", "column_card": "eagle", "col": 0, "row": 0}
        decision = pending["decision"]
        if decision == "place_start_tile":
            return [("OR-R-FIRST-3", farmer), ("OR-R-FIRST-3", {"type": "draw_card", "deck": "landscape"})]
        if decision == "draw_cards":
            rule = ("OR-R-EXTRA-3" if state["turn"]["extra_turn_used"]
                    else "OR-R-EXTRA-1" if me["extra_turn"] == "inactive" else "OR-R-TURN-1")
            out.append((rule, farmer))
            useful = [b for b in hand_b if state["building_stacks"][b] > 0]
            if useful:
                out.append(("OR-R-DRAW-4", {"type": "exchange_card", "building": useful[0]}))
            legal_decks = {m["deck"] for m in legal if m["type"] == "draw_card"}
            if legal_decks:
                out.append(("OR-R-DRAW-1", {"type": "pass"}))
            for deck in ("landscape", "building"):
                if deck not in legal_decks:
                    size = len(me["landscape_cards"]) + len(me["building_cards"])
                    left = len(state[f"{deck}_deck"]) + len(state[f"{deck}_discards"])
                    rule = "OR-R-DRAW-1" if size >= 4 else "OR-R-DRAW-5" if not left else "OR-R-DRAW-3"
                    out.append((rule, {"type": "draw_card", "deck": deck}))
            return out
        # play_cards or extra_turn
        out.append(("OR-R-TURN-1", {"type": "draw_card", "deck": self.choices.choice(("landscape", "building"))}))
        out.append(("OR-R-JOKER-2", {**farmer, "row_card": "joker", "column_card": "joker"}))
        missing = [s for s in SYMBOLS if not hand_l[s]]
        if missing:
            out.append(("OR-R-PLAY-1", {**farmer, "row_card": missing[0], "column_card": missing[0]}))
        not_held = [b for b in BUILDINGS if not hand_b[b]]
        if not_held:
            out.append(("OR-R-PLAY-1", {"type": "place_building", "building": not_held[0], "landscape_card": "joker",
                                        "col": 0, "row": 0} if me["joker"] == "active" else
                        {"type": "place_building", "building": not_held[0], "landscape_card": "eagle",
                         "col": 0, "row": 0}))
        if me["joker"] == "inactive":
            out.append(("OR-R-JOKER-1", {**farmer, "row_card": "joker"}))
        if decision == "play_cards" and any(m["type"] in ("place_farmer", "place_building") for m in legal):
            out.append(("OR-R-PLAY-1", {"type": "pass"}))
        for m in self.choices.sample(legal, min(3, len(legal))):
            if m["type"] == "place_farmer":
                out += self.bent_farmer(m, occupied)
            elif m["type"] == "place_building":
                out += self.bent_building(m, occupied)
        used_up = [b for b in hand_b if state["building_stacks"][b] == 0]
        held = [s for s in SYMBOLS if hand_l[s]]
        if used_up and held:
            out.append(("OR-R-BUILD-4", {"type": "place_building", "building": used_up[0], "landscape_card": held[0],
                                         "col": 0, "row": 0}))
        return out

    def bent_farmer(self, move: dict[str, Any], occupied: set) -> list[tuple[str, dict[str, Any]]]:
        """A legal farmer move moved to a space the same cards may not take."""
        out = []
        rows, cols = BOARD.rows_of(move["row_card"]), BOARD.cols_of(move["column_card"])
        for r in rows:
            for c in cols:
                if BOARD.terrain[BOARD.index(c, r)] == "water":
                    out.append(("OR-R-FARMER-4", {**move, "col": c, "row": r}))
                elif (c, r) in occupied:
                    out.append(("OR-R-FARMER-3", {**move, "col": c, "row": r}))
        if move["row_card"] != "joker":
            other = [r for r in range(10) if r not in rows]
            out.append(("OR-R-FARMER-2", {**move, "row": self.choices.choice(other)}))
        return out[:4]

    def bent_building(self, move: dict[str, Any], occupied: set) -> list[tuple[str, dict[str, Any]]]:
        """A legal building move moved to a space it may not take."""
        out = []
        b, card = move["building"], move["landscape_card"]
        for _ in range(6):
            c, r = self.choices.randint(0, 14), self.choices.randint(0, 9)
            i = BOARD.index(c, r)
            if card != "joker" and i not in BOARD.band_spaces[card]:
                out.append(("OR-R-BUILD-2", {**move, "col": c, "row": r}))
            elif (c, r) in occupied:
                out.append(("OR-R-BUILD-3", {**move, "col": c, "row": r}))
            elif b not in TAKES[BOARD.terrain[i]]:
                out.append(("OR-R-BUILD-5", {**move, "col": c, "row": r}))
            elif b == "harbour" and not near_water(c, r):
                out.append(("OR-R-BUILD-6", {**move, "col": c, "row": r}))
        return out

    # ------------------------------------------------------------- (e)
    def round_trip_and_apply(self, state: dict[str, Any], legal: dict[str, Any]) -> None:
        """:meth:`round_trip`, and a sample of the legal moves are each accepted there."""
        self.round_trip("oregon", state, legal)
        for move in self.choices.sample(legal["moves"], min(25, len(legal["moves"]))):
            other = Session()
            other.handle({"id": 1, "cmd": "load_position", "game": "oregon", "position": state})
            response = other.handle({"id": 2, "cmd": "apply_move", "move": move})
            assert response["ok"], (move, response)


def check_end(game: RandomGame, final: dict[str, Any]) -> None:
    """(b) and (c) on a finished game."""
    events = game.events
    assert final["turn"]["phase"] == "over" and final["turn"]["player"] is None
    ended = [e for e in events if e["type"] == "game_ended"]
    assert len(ended) == 1 and events[-1] is ended[0]
    scores = {p["name"]: p["score"] for p in final["players"]}
    assert ended[0]["scores"] == scores
    farmers = Counter(f["player"] for f in final["farmers"])
    assert ended[0]["farmers_on_board"] == {n: farmers[n] for n in game.players}
    top = max(scores.values())
    tied = [n for n in game.players if scores[n] == top]
    most = max(farmers[n] for n in tied)
    assert ended[0]["winners"] == [n for n in tied if farmers[n] == most]
    triggered = [e for e in events if e["type"] == "end_triggered"]
    assert len(triggered) == 1, triggered
    after = events[events.index(triggered[0]):]
    # The last turn is the last seat's, whether it decided (a placement, discard_two) or the engine
    # played it (turn.no_placement=discard_hand discards a hand with no placement, OR-R-PLAY-1).
    turns = [e["player"] for e in events if e["type"] in ("farmer_placed", "building_placed", "cards_discarded")]
    assert turns and turns[-1] == game.players[-1], "the round was not finished with the last seat"
    assert not any(e["type"] == "card_drawn" for e in after), "a card was drawn after the end was triggered"


@game_property(N_GAMES)
def test_random_complete_game(choices: DrawnChoices) -> None:
    game = RandomGame(choices)
    final = game.play()
    check_end(game, final)
    assert replay(game.setup, game.moves, validate=False) == (final, game.events)


def play_under_readings(choices: Choices, church: str, group: str, extra: str, discard: str,
                        reshuffle: str) -> RandomGame:
    game = RandomGame(choices, {"church.cap": church, "group.colour": group, "extra_turn.use": extra,
                                "turn.no_placement": discard, "cards.reshuffle": reshuffle})
    final = game.play()
    check_end(game, final)
    assert final["interpretations"]["church.cap"] == church
    if reshuffle == "turn_over":
        assert game.chances == 0
    return game


@game_property(max(10, N_GAMES // 4), church=st.sampled_from(["count", "total"]), group=st.sampled_from(["own", "any"]),
               extra=st.sampled_from(["optional", "mandatory"]),
               discard=st.sampled_from(["discard_two", "discard_hand"]),
               reshuffle=st.sampled_from(["shuffle", "turn_over"]))
def test_random_complete_game_under_other_readings(choices: DrawnChoices, church: str, group: str, extra: str,
                                                   discard: str, reshuffle: str) -> None:
    play_under_readings(choices, church, group, extra, discard, reshuffle)


def test_the_last_seat_s_hand_discarded_by_the_engine_ends_the_game():
    """A game found by the property above: the last seat has no placement and
    its hand is discarded by the engine (turn.no_placement=discard_hand), and
    that ends the game."""
    game = play_under_readings(seeded(479484284), "count", "own", "optional", "discard_hand", "shuffle")
    last = [e for e in game.events if e["type"] in ("farmer_placed", "building_placed", "cards_discarded")][-1]
    assert last["type"] == "cards_discarded" and last["player"] == game.players[-1], last


def test_fixed_games_probe_every_illegal_move_kind():
    """A few fixed seeds with every decision probed, so the sampling above is
    known to reach each kind of refusal (it is not silently testing nothing)."""
    tried: Counter[str] = Counter()
    for seed in range(4):
        game = RandomGame(seeded(seed), illegal_rate=1.0)
        final = game.play()
        check_end(game, final)
        tried += game.tried
    expected = {"OR-R-TURN-1", "OR-R-JOKER-2", "OR-R-PLAY-1", "OR-R-FARMER-2", "OR-R-FARMER-3", "OR-R-BUILD-2",
                "OR-R-BUILD-3", "OR-R-BUILD-5", "OR-R-FIRST-3", "OR-R-DRAW-1", "OR-R-DRAW-4"}
    assert expected <= set(tried), f"never tried: {sorted(expected - set(tried))}; tried {dict(tried)}"

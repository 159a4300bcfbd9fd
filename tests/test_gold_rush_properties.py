"""Hypothesis properties of random complete Gold Rush games, played through
the protocol with every message validated.

Each example draws (Hypothesis: see tests/protocol_game.py) the order of the
standard box (the 71 land tiles other than the start tile and the 63 mining
tokens, as ``rulebook.boxes`` deals them), 2–5 players, a set of variants, a
value for every interpretation key, every move from ``legal_moves`` and every
chance order, so a failing game shrinks to a simpler one.  The game runs through
``Client(InProcessEngine(Session().handle))``, so every request and response
is checked against ``schemas/v1`` (command schemas and the gold_rush
move/event/pending/state schemas).  Checked after every move (on the raw
state) and at the end:

(a) cowboys and tents are conserved: supply + figures on the board == the kit
    (4, or 5 with ``fifth_cowboy``) and 1 tent, and the supplies agree with the
    ``figure_placed``/``figure_returned``/``tent_placed`` events;
(b) tokens are conserved: token supply + stacks on mountains + tokens held +
    tokens removed == 63, and the events account for every move of a token;
(c) at the end no token is left on a mountain: every token drawn is with a
    player or removed, the undrawn ones are the tail of the runner's order;
    only farmers stay on the board;
(d) each score == the sum of the player's ``points_scored`` events == the
    ``game_ended`` scores, and the winners are the top scores;
(e) replaying the moves in a fresh session gives the same state and events;
    ``load_position(state)`` at a random moment reproduces state and moves;
(f) at random moments an illegal move (out of step, occupied cell, corner,
    wrong tile, mismatch, cowboy on another tile or on a taken feature, tent
    on a prairie, on a completed mountain, on a taken segment, mining without
    a tent or tokens, taking a cowboy back without the variant) is refused
    with ``illegal_move`` and its rule, and ``state``/``legal_moves`` are
    unchanged; every listed move is accepted by a copy of the game.

``RULEBOOK_GR_PROPERTY_GAMES`` overrides the number of games (default
``N_GAMES``; ~0.14 s per game on the 2-core dev box).
"""
from __future__ import annotations

import json
import os
from collections import Counter
from typing import Any

from protocol_game import Choices, DrawnChoices, ProtocolGame, check_scores, game_property, replay, seeded

from reference_engine.games.gold_rush import rules as R
from rulebook.boxes import COLOURS
from rulebook.chance import is_chance
from rulebook_protocol.data import data_root
from rulebook_protocol.geometry import rotate_place

N_GAMES = int(os.environ.get("RULEBOOK_GR_PROPERTY_GAMES", "40"))
ILLEGAL_RATE = 0.06
COPY_RATE = 0.03
TOKENS = sum(R.BOX_TOKENS.values())
PLACES = ("N", "E", "S", "W", "Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn", "C")
TILES = {t["id"]: t for t in json.loads((data_root() / "spec" / "tiles" / "gold_rush.json").read_text())["tiles"]}


def segments_on(tile: str, rotation: int) -> list[set[str]]:
    """The places of each feature of a placed tile, in board orientation."""
    return [{rotate_place(p, rotation) for p in f["places"]} for f in TILES[tile]["features"]]


class RandomGame(ProtocolGame):
    """One random game through a validating client, plus raw probes."""

    def __init__(self, choices: Choices, *, illegal_rate: float = ILLEGAL_RATE) -> None:
        super().__init__(choices)
        players = list(COLOURS[: choices.randint(2, 5)])
        self.setup = choices.box("gold_rush", players)
        self.setup["draw"]["tiles"] = choices.cut(self.setup["draw"]["tiles"])
        self.setup["variants"] = sorted(v for v in R.VARIANTS if choices.chance(0.3))
        self.setup["interpretations"] = {k: choices.choice(v) for k, v in R.INTERPRETATIONS.items()}
        self.players = players
        self.kit = R.COWBOYS_FIFTH if "fifth_cowboy" in self.setup["variants"] else R.COWBOYS
        self.round_trip_at = choices.randint(1, 139)
        self.tripped = False
        self.probe_illegal = choices.sometimes(illegal_rate)
        self.probe_copy = choices.sometimes(COPY_RATE)

    # ------------------------------------------------------------------ run
    def play(self) -> dict[str, Any]:
        choices = self.choices
        started = self.call("new_game", game="gold_rush", **{k: v for k, v in self.setup.items() if k != "game"})
        self.events += started["events"]
        pending = started["pending"]
        cowboys = dict.fromkeys(self.players, self.kit)
        tents = dict.fromkeys(self.players, 1)
        while pending is not None:
            if is_chance(pending):  # spec/protocol.md §7a: resolved by the runner
                legal = self.call("legal_moves")
                assert legal["pending"] == pending and legal["moves"] == [] and legal["count"] == 0
                if self.probe_illegal():
                    self.refused_order(pending, {R.TOKEN_STACKS, R.MTN_UNCLAIMED})
                pending = self.apply(choices.chance_move(pending))["pending"]
                check_conservation(self.raw_state(), self.kit)
                continue
            legal = self.legal_moves(pending)
            moves = legal["moves"]
            if self.probe_illegal():
                self.try_illegal(pending, moves)
            if self.probe_copy():
                for move in moves:
                    assert self.session.game.copy().apply(move) is not None
            if len(self.moves) >= self.round_trip_at and not self.tripped:
                self.round_trip("gold_rush", self.raw_state(), legal)
                self.tripped = True
            applied = self.apply(choices.choice(moves))
            pending = applied["pending"]
            for e in applied["events"]:
                if e["type"] == "figure_placed":
                    cowboys[e["player"]] -= 1
                elif e["type"] == "figure_returned":
                    if e["figure"] == "cowboy":
                        cowboys[e["player"]] += 1
                    else:
                        tents[e["player"]] += 1
                elif e["type"] == "tent_placed" and e["from"] is None:
                    tents[e["player"]] -= 1
            state = self.raw_state()
            check_conservation(state, self.kit)
            assert {p["name"]: p["supply"]["cowboy"] for p in state["players"]} == cowboys
            assert {p["name"]: p["supply"]["tent"] for p in state["players"]} == tents
        return self.call("state")["state"]

    # ----------------------------------------------------------- illegal
    def try_illegal(self, pending: dict[str, Any], legal: list[dict[str, Any]]) -> None:
        state = self.raw_state()
        candidates = (self.tile_probes(state, legal) if pending["decision"] == "place_tile"
                      else self.step2_probes(state, pending, legal))
        self.refused_one_of(candidates)

    def tile_probes(self, state: dict[str, Any], legal: list[dict[str, Any]]) -> list[tuple[set[str], dict]]:
        choices = self.choices
        cells = {(b["x"], b["y"]) for b in state["board"]}
        x, y = choices.choice(sorted(cells))
        rotation = choices.choice((0, 90, 180, 270))
        far = max(cx for cx, _ in cells) + choices.randint(2, 4)
        out = [({R.TURN_ACTION}, {"type": choices.choice(["pass", "mine"])}),
               ({R.PLACE_ADJACENT}, {"type": "place_tile", "x": x, "y": y, "rotation": rotation}),
               ({R.PLACE_ADJACENT}, {"type": "place_tile", "x": far, "y": 0, "rotation": rotation}),
               ({R.PLACE_HAND}, {**choices.choice(legal),
                                 "tile": "GR-69" if state["turn"]["tile"] != "GR-69" else "GR-01A"})]
        allowed = {(m["x"], m["y"], m["rotation"]) for m in legal}
        frontier = {(cx + dx, cy + dy) for cx, cy in cells for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0))} - cells
        misfits = sorted((fx, fy, r) for fx, fy in frontier for r in (0, 90, 180, 270) if (fx, fy, r) not in allowed)
        if misfits:
            fx, fy, r = choices.choice(misfits)
            out.append(({R.PLACE_MATCH}, {"type": "place_tile", "x": fx, "y": fy, "rotation": r}))
        return out

    def step2_probes(self, state: dict[str, Any], pending: dict[str, Any],
                     legal: list[dict[str, Any]]) -> list[tuple[set[str], dict]]:
        choices = self.choices
        px, py = pending["x"], pending["y"]
        player = next(p for p in state["players"] if p["name"] == pending["player"])
        cowboy = {"type": "place_figure", "figure": "cowboy"}
        others = [(b["x"], b["y"]) for b in state["board"] if (b["x"], b["y"]) != (px, py)]
        ox, oy = choices.choice(others)
        out: list[tuple[set[str], dict]] = [
            ({R.TURN_TILE}, {"type": "place_tile", "x": px, "y": py + 1, "rotation": 0}),
            ({R.COWBOY_ON_PLACED_TILE}, {**cowboy, "x": ox, "y": oy, "at": choices.choice(PLACES)}),
            ({R.TENT_MOUNTAIN}, {"type": "place_tent", "x": px + 50, "y": py, "at": "N"}),
        ]
        if "remove_cowboy" not in self.setup["variants"]:
            out.append(({R.HOUSE_REMOVE}, {"type": "remove_figure", "x": px, "y": py, "at": "N"}))
        if {"type": "mine"} not in legal:
            out.append(({R.DIG, R.MTN_MINE_FIRST}, {"type": "mine"}))
        offered = {m["at"] for m in legal if m["type"] == "place_figure"}
        if player["supply"]["cowboy"] == 0:
            out.append(({R.COWBOY_SUPPLY}, {**cowboy, "x": px, "y": py, "at": choices.choice(PLACES)}))
        else:
            entry = next(b for b in state["board"] if (b["x"], b["y"]) == (px, py))
            free = set().union(*(seg for seg in segments_on(entry["tile"], entry["rotation"]) if seg & offered))
            assert offered <= free
            taken = [at for at in PLACES if at not in free]
            if taken:
                out.append(({R.COWBOY_ROLES, R.COWBOY_UNOCCUPIED, R.COWBOY_TENTS, R.COWBOY_NO_FARMERS},
                            {**cowboy, "x": px, "y": py, "at": choices.choice(taken)}))
        tents = {(m["x"], m["y"]) for m in legal if m["type"] == "place_tent"}
        figures = [f for f in state["figures"] if (f["x"], f["y"]) not in tents]
        if figures:
            f = choices.choice(figures)
            out.append(({R.TENT_FREE, R.TENT_INCOMPLETE, R.TENT_MOUNTAIN},
                        {"type": "place_tent", "x": f["x"], "y": f["y"], "at": f["at"]}))
        return out


def check_conservation(state: dict[str, Any], kit: int) -> None:
    on_board = Counter((f["player"], f["figure"]) for f in state["figures"])
    for p in state["players"]:
        assert p["supply"]["cowboy"] + on_board[(p["name"], "cowboy")] == kit, p
        assert p["supply"]["tent"] + on_board[(p["name"], "tent")] == R.TENTS, p
    tokens = (len(state["token_pile"]) + len(state["removed_tokens"]) + sum(len(p["tokens"]) for p in state["players"])
              + sum(len(m["tokens"]) for m in state["mountains"]))
    assert tokens == TOKENS, f"{tokens} tokens instead of {TOKENS}"


@game_property(N_GAMES)
def test_random_complete_gold_rush_game(choices: DrawnChoices) -> None:
    game = RandomGame(choices)
    final = game.play()
    events = game.events
    names = game.players
    assert final["turn"] == {"number": final["turn"]["number"], "player": None, "phase": "over", "tile": None,
                             "placed": None}
    assert final["draw_pile"] == [] and events[-1]["type"] == "game_ended"

    # (c) every token drawn ends with a player or removed; only farmers stay
    box = game.setup["draw"]["tokens"]
    drawn = [t for e in events if e["type"] == "tokens_placed" for t in e["tokens"]]
    returned = [t for e in events if e["type"] == "tokens_returned" for t in e["tokens"]]
    if not returned:  # no reshuffled supply: the runner's order is drawn as given
        assert box[: len(drawn)] == drawn and final["token_pile"] == box[len(drawn):]
    assert final["mountains"] == []
    held = Counter(t for p in final["players"] for t in p["tokens"])
    assert held + Counter(final["removed_tokens"]) + Counter(returned) == Counter(drawn)
    assert held + Counter(final["removed_tokens"]) + Counter(final["token_pile"]) == Counter(box)
    taken = Counter()
    for e in events:
        if e["type"] == "token_taken":
            taken[e["player"]] += 1
    assert {p["name"]: len(p["tokens"]) for p in final["players"]} == {n: taken[n] for n in names}
    assert [t for e in events if e["type"] == "tokens_removed" for t in e["tokens"]] == final["removed_tokens"]
    assert all(f["figure"] == "cowboy" for f in final["figures"])
    placed_tiles = {(b["x"], b["y"]): b["tile"] for b in final["board"]}
    for f in final["figures"]:
        assert (f["x"], f["y"]) in placed_tiles

    # (d) scores
    check_scores(final, events, names)
    gold = {e["player"]: e["points"] for e in events if e["type"] == "points_scored" and e["reason"] == "gold"}
    for p in final["players"]:
        assert gold.get(p["name"], 0) == sum(R.TOKEN_VALUE[t] for t in p["tokens"])

    # (e) determinism
    assert replay(game.setup, game.moves) == (final, events)


def test_probes_reach_every_rule():
    """A few fixed seeds with every decision probed: each illegal-move rule of
    (f) that a random game can reach is exercised (so the sampling above is not
    silently testing nothing)."""
    tried: Counter[str] = Counter()
    for seed in range(6):  # seeds shift with the interpretation keys drawn at set-up
        game = RandomGame(seeded(seed), illegal_rate=1.0)
        game.play()
        tried += game.tried
    expected = {R.TURN_ACTION, R.TURN_TILE, R.PLACE_ADJACENT, R.PLACE_HAND, R.PLACE_MATCH, R.COWBOY_ON_PLACED_TILE,
                R.COWBOY_UNOCCUPIED, R.COWBOY_ROLES, R.TENT_MOUNTAIN, R.TENT_FREE, R.DIG}
    assert expected <= set(tried), f"never probed: {expected - set(tried)} (tried {dict(tried)})"

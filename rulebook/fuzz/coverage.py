"""Rule coverage of a fuzz run: which rule ids the reference's events show
firing, how often, and which never did.

:class:`Coverage` reads the reference's answers while games are played (the
events of ``new_game`` and of every move, and each move with the decision it
answered) and counts *situations* — "a cloister completed", "points shared
by a tie", "a tile discarded as unplaceable" — each under the rule ids it
exercises.  What fires what is data per game (:data:`SITUATIONS`); an event's
own ``rule`` field (``tile_discarded``, refusals) counts too.  What shows only
together with earlier events is seen by the game's :class:`Tracker`
(:data:`TRACKERS`: Oregon's farmer groups and extra turns, The Discovery's areas
rebuilt from the placed tiles — complete or not, of two tiles, emptied by a
removal —, Gold Rush's tents); a game played to its end with a variant on
fires the variant's rules (:data:`VARIANT_RULES`).  The rule list a table is
checked against is read from the game's ``spec/*.md`` headings (``###
CAR-R-CITY-2 — City value``) of the files its registration names, and
those of the Carcassonne expansions played (:meth:`rulebook.games.GameSupport.rule_files`), so a rule
nobody reached shows as 0 — or as not reachable by play, with the reason,
when :data:`NOT_PLAYED` lists it.
"""
from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypedDict

from rulebook_protocol.geometry import OFFSET, OPPOSITE

from ..games import find
from ..mismatch import rule_headings

__all__ = ["NOT_PLAYED", "SITUATIONS", "TRACKERS", "Coverage", "CoverageRecord", "CoverageRow", "Tracker",
           "not_played", "rule_titles"]

#: An event of the reference's response (or a move, or a pending decision): a JSON object.
Event = Mapping[str, Any]
#: A test on one event: whether the situation shows.
EventTest = Callable[[Event], bool]
#: A test on a move and the decision it answered.
MoveTest = Callable[[Event, Event | None], bool]
#: How many times a situation shows among one response's events.
GroupCount = Callable[[Sequence[Event]], int]
#: A row of :meth:`Coverage.table`: rule id, title, times fired (``-1``: play cannot show it), situations.
CoverageRow = tuple[str, str, int, str]


class CoverageRecord(TypedDict):
    """:meth:`Coverage.to_json`: the coverage of a run in a JSON output."""

    game: str
    rules: dict[str, int]
    situations: dict[str, int]
    never_fired: list[str]


def _kind(event: Event) -> str | None:
    feature = event.get("feature")
    return feature.get("kind") if isinstance(feature, dict) else feature


#: Per game: situation label → (event type, test on one such event, the rule ids it exercises).
#: Order matters only for the order of the labels in the table.
SITUATIONS: dict[str, list[tuple[str, str, EventTest, tuple[str, ...]]]] = {
    "carcassonne": [
        ("start tile placed", "tile_placed", lambda e: e.get("player") is None,
         ("CAR-R-SETUP-1", "CAR-R-SETUP-2", "CAR-R-SETUP-4")),
        ("tile drawn", "tile_drawn", lambda e: True, ("CAR-R-TILE-1", "CAR-R-SETUP-3")),
        ("tile placed", "tile_placed", lambda e: e.get("player") is not None,
         ("CAR-R-TURN-1", "CAR-R-TILE-2", "CAR-R-TILE-3", "CAR-R-TILE-4", "CAR-R-TILE-6", "CAR-R-FEATURE-1")),
        ("tile discarded as unplaceable", "tile_discarded", lambda e: True, ("CAR-R-TILE-5",)),
        ("follower placed", "figure_placed", lambda e: True,
         ("CAR-R-FOLLOWER-1", "CAR-R-FOLLOWER-2", "CAR-R-FOLLOWER-3", "CAR-R-FOLLOWER-4")),
        ("farmer placed", "figure_placed", lambda e: e.get("role") == "farmer", ("CAR-R-FIELD-1",)),
        ("road completed", "feature_completed", lambda e: _kind(e) == "road", ("CAR-R-ROAD-1",)),
        ("city completed", "feature_completed", lambda e: _kind(e) == "city", ("CAR-R-CITY-1",)),
        ("two-tile city completed", "feature_completed", lambda e: _kind(e) == "city"
         and e.get("tiles") == 2, ("CAR-R-CITY-3",)),
        ("cloister completed", "feature_completed", lambda e: _kind(e) == "cloister",
         ("CAR-R-CLOISTER-1",)),
        ("road scored", "points_scored", lambda e: e.get("reason") == "road" and not e.get("final"),
         ("CAR-R-SCORE-1", "CAR-R-ROAD-2")),
        ("city scored", "points_scored", lambda e: e.get("reason") == "city" and not e.get("final"),
         ("CAR-R-SCORE-1", "CAR-R-CITY-2")),
        ("cloister scored", "points_scored", lambda e: e.get("reason") == "cloister"
         and not e.get("final"), ("CAR-R-SCORE-1", "CAR-R-CLOISTER-1")),
        ("incomplete feature scored at the end", "points_scored", lambda e: e.get("final") is True
         and e.get("reason") in ("road", "city", "cloister"), ("CAR-R-END-2",)),
        ("field scored at the end", "points_scored", lambda e: e.get("reason") == "field",
         ("CAR-R-FIELD-2", "CAR-R-END-3")),
        ("follower returned", "figure_returned", lambda e: True, ("CAR-R-SCORE-3", "CAR-R-FOLLOWER-6")),
        ("game ended", "game_ended", lambda e: True, ("CAR-R-END-1", "CAR-R-END-4")),
        ("game won by a tie", "game_ended", lambda e: len(e.get("winners", [])) > 1,
         ("CAR-R-END-4",)),
    ],
}
#: Per game: situations read from the moves (decision → label, rule ids).
MOVE_SITUATIONS: dict[str, list[tuple[str, MoveTest, tuple[str, ...]]]] = {
    "carcassonne": [
        ("no follower placed", lambda m, p: m.get("type") == "pass" and p is not None and bool(p)
         and p.get("decision") == "place_figure", ("CAR-R-FOLLOWER-5",)),
    ],
}
#: Per game: situations read from one response's events together.
#: Points shared: two or more players scored the same feature at once (CAR-R-SCORE-2).
GROUP_SITUATIONS: dict[str, list[tuple[str, GroupCount, tuple[str, ...]]]] = {
    "carcassonne": [
        ("feature scored by a majority",
         lambda events: sum(1 for e in events if e["type"] == "points_scored"
                            and e.get("reason") in ("road", "city", "cloister", "field")),
         ("CAR-R-SCORE-2",)),
        # Two players' followers on one feature: only a merge puts them there (CAR-R-FOLLOWER-2).
        ("points shared by a tie", lambda events: _ties(events), ("CAR-R-SCORE-2", "CAR-R-FEATURE-2")),
    ],
}
# --------------------------------------------------------------------------- Oregon, Gold Rush, The Discovery
# Labels name what the reference's events show; the rules are those the situation exercises
# (spec/oregon.md, spec/gold-rush.md, spec/discovery.md).

def _final(e: Event) -> bool:
    return e.get("final") is True


def _reason(*reasons: str) -> EventTest:
    return lambda e: e.get("reason") in reasons and not _final(e)


SITUATIONS["oregon"] = [
    ("landscape and building cards dealt", "cards_dealt", lambda e: True,
     ("OR-R-COMP-3", "OR-R-COMP-4", "OR-R-SETUP-3", "OR-R-SETUP-4", "OR-R-SETUP-7")),
    ("start tile drawn", "start_tile_drawn", lambda e: True,
     ("OR-R-COMP-6", "OR-R-SETUP-1", "OR-R-SETUP-9", "OR-R-SETUP-10")),
    ("start tile placed", "start_tile_placed", lambda e: True, ("OR-R-COMP-1", "OR-R-COMP-5")),
    ("farmer placed", "farmer_placed", lambda e: True,
     ("OR-R-COMP-2", "OR-R-SCORE-1", "OR-R-FARMER-1", "OR-R-FARMER-2", "OR-R-FARMER-3", "OR-R-FARMER-4",
      "OR-R-FARMER-5")),
    ("farmer placed with a joker", "farmer_placed",
     lambda e: "joker" in (e.get("row_card"), e.get("column_card")), ("OR-R-JOKER-1", "OR-R-JOKER-2")),
    ("building placed", "building_placed", lambda e: True,
     ("OR-R-COMP-5", "OR-R-SETUP-2", "OR-R-SCORE-1", "OR-R-BUILD-1", "OR-R-BUILD-2", "OR-R-BUILD-3",
      "OR-R-BUILD-4", "OR-R-BUILD-5")),
    ("harbour built", "building_placed", lambda e: e.get("building") == "harbour", ("OR-R-BUILD-6",)),
    ("building placed with a joker", "building_placed", lambda e: e.get("landscape_card") == "joker",
     ("OR-R-JOKER-1", "OR-R-JOKER-2")),
    ("joker used", "token_used", lambda e: e.get("token") == "joker", ("OR-R-COMP-8", "OR-R-JOKER-3")),
    ("extra turn taken", "token_used", lambda e: e.get("token") == "extra_turn", ("OR-R-COMP-7", "OR-R-EXTRA-1")),
    ("token turned active", "token_activated", lambda e: True, ("OR-R-SETUP-8", "OR-R-FSCORE-12")),
    ("coal tile taken", "coal_taken", lambda e: True, ("OR-R-COMP-9", "OR-R-SETUP-5", "OR-R-FSCORE-10")),
    ("gold tile taken", "gold_taken", lambda e: True, ("OR-R-COMP-10", "OR-R-SETUP-6", "OR-R-FSCORE-10")),
    ("card drawn", "card_drawn", lambda e: True, ("OR-R-DRAW-1", "OR-R-DRAW-2", "OR-R-DRAW-3")),
    ("deck reshuffled", "deck_reshuffled", lambda e: True, ("OR-R-DRAW-5",)),
    ("new group of three scored", "points_scored", lambda e: e.get("reason") == "group" and e.get("farmers") == 3,
     ("OR-R-GROUP-1",)),
    # A group of 4+ scores at once only when the new farmer joins groups none of which had scored.
    ("groups joined into one that scores", "points_scored",
     lambda e: e.get("reason") == "group" and (e.get("farmers") or 0) > 3, ("OR-R-GROUP-1", "OR-R-GROUP-3")),
    ("coal and gold scored at the end", "points_scored", lambda e: _final(e) and e.get("reason") in ("coal", "gold"),
     ("OR-R-FSCORE-11", "OR-R-END-4")),
    ("game ended", "game_ended", lambda e: True, ("OR-R-END-3", "OR-R-END-5")),
    ("most points tied", "game_ended", lambda e: _top_tied(e), ("OR-R-END-6",)),
]
MOVE_SITUATIONS["oregon"] = [
    ("a turn's placement", lambda m, p: m.get("type") in ("place_farmer", "place_building"),
     ("OR-R-TURN-1", "OR-R-PLAY-1")),
    ("the hand filled, the turn passes", lambda m, p: p is not None and p.get("decision") == "draw_cards"
     and m.get("type") == "pass", ("OR-R-DRAW-6",)),
    ("useless building card exchanged", lambda m, p: m.get("type") == "exchange_card", ("OR-R-DRAW-4",)),
]
#: Oregon scoring reasons: (the farmer's rule, the building's rule).
_OREGON_SCORING = {"post_office": ("OR-R-FSCORE-3", "OR-R-BSCORE-2"), "harbour": ("OR-R-FSCORE-4", "OR-R-BSCORE-3"),
                   "church": ("OR-R-FSCORE-5", "OR-R-BSCORE-4"), "store": ("OR-R-FSCORE-8", "OR-R-BSCORE-7"),
                   "station": ("OR-R-FSCORE-9", "OR-R-BSCORE-8"), "coal_taken": ("OR-R-FSCORE-6", "OR-R-BSCORE-5"),
                   "gold_taken": ("OR-R-FSCORE-7", "OR-R-BSCORE-6")}


def _top_tied(event: Event) -> bool:
    scores = event.get("scores")
    if not isinstance(scores, dict) or not scores:
        return False
    values = list(scores.values())
    return values.count(max(values)) > 1


SITUATIONS["gold_rush"] = [
    ("start tile and its tokens", "tile_placed", lambda e: e.get("player") is None,
     ("GR-R-SETUP-1", "GR-R-SETUP-5", "GR-R-SETUP-6", "GR-R-TILES-2")),
    ("tile drawn", "tile_drawn", lambda e: True, ("GR-R-SETUP-2", "GR-R-TURN-1", "GR-R-TURN-5", "GR-R-PLACE-1")),
    ("tile placed", "tile_placed", lambda e: e.get("player") is not None,
     ("GR-R-COMP-1", "GR-R-TURN-2", "GR-R-PLACE-2", "GR-R-PLACE-3", "GR-R-TILES-1", "GR-R-TILES-3")),
    ("tokens put on a mountain", "tokens_placed", lambda e: True,
     ("GR-R-COMP-2", "GR-R-SETUP-4", "GR-R-TOKEN-1", "GR-R-TOKEN-3")),
    ("cowboy placed", "figure_placed", lambda e: True,
     ("GR-R-COMP-3", "GR-R-COWBOY-2", "GR-R-COWBOY-3", "GR-R-COWBOY-4", "GR-R-COWBOY-5", "GR-R-COWBOY-8")),
    ("cowboy placed as a farmer", "figure_placed", lambda e: e.get("role") == "farmer", ("GR-R-COWBOY-6",)),
    ("tent pitched", "tent_placed", lambda e: e.get("from") is None,
     ("GR-R-COMP-4", "GR-R-TENT-1", "GR-R-TENT-2", "GR-R-TENT-3")),
    ("tent moved", "tent_placed", lambda e: e.get("from") is not None,
     ("GR-R-TENT-1", "GR-R-TENT-2", "GR-R-TENT-3", "GR-R-TENT-6")),
    ("token mined", "token_taken", lambda e: e.get("reason") == "mining",
     ("GR-R-COMP-7", "GR-R-DIG-1", "GR-R-DIG-2", "GR-R-DIG-3", "GR-R-TILES-4")),
    ("token taken from a completed mountain", "token_taken", lambda e: e.get("reason") == "mountain",
     ("GR-R-MTN-1", "GR-R-MTN-2", "GR-R-MAJ-2")),
    ("railroad completed", "feature_completed", lambda e: _kind(e) == "railroad", ("GR-R-RAIL-1",)),
    ("city completed", "feature_completed", lambda e: _kind(e) == "city", ("GR-R-CITY-1",)),
    ("mountain completed", "feature_completed", lambda e: _kind(e) == "mountain", ("GR-R-MTN-1",)),
    ("points scored", "points_scored", lambda e: not _final(e),
     ("GR-R-COMP-5", "GR-R-SCORE-1", "GR-R-TRACK-1", "GR-R-TURN-4", "GR-R-MAJ-2")),
    ("railroad scored", "points_scored", _reason("railroad"), ("GR-R-RAIL-2",)),
    ("city scored", "points_scored", _reason("city"), ("GR-R-CITY-2",)),
    ("mountain scored", "points_scored", _reason("mountain"), ("GR-R-MTN-2",)),
    ("cowboy returned", "figure_returned", lambda e: e.get("figure") != "tent", ("GR-R-COWBOY-11", "GR-R-RETURN-1")),
    ("tent back from a completed mountain", "figure_returned", lambda e: e.get("figure") == "tent"
     and not _final(e), ("GR-R-MTN-4",)),
    ("incomplete railroad scored at the end", "points_scored", lambda e: _final(e) and e.get("reason") == "railroad",
     ("GR-R-FINAL-1", "GR-R-FINAL-3", "GR-R-FINAL-5")),
    ("incomplete city scored at the end", "points_scored", lambda e: _final(e) and e.get("reason") == "city",
     ("GR-R-FINAL-1", "GR-R-FINAL-4", "GR-R-FINAL-5")),
    ("prairie scored at the end", "points_scored", lambda e: _final(e) and e.get("reason") == "prairie",
     ("GR-R-FARM-2", "GR-R-FARM-3", "GR-R-FARM-4", "GR-R-FINAL-6", "GR-R-FINAL-7")),
    ("gold scored at the end", "points_scored", lambda e: e.get("reason") == "gold", ("GR-R-FINAL-8",)),
    ("game ended", "game_ended", lambda e: True, ("GR-R-END-1", "GR-R-FINAL-9")),
    ("winners tied", "game_ended", lambda e: len(e.get("winners", [])) > 1, ("GR-R-FINAL-10",)),
    ("a score past 50", "game_ended",
     lambda e: any(isinstance(v, int) and v >= 50 for v in (e.get("scores") or {}).values()), ("GR-R-TRACK-2",)),
]
MOVE_SITUATIONS["gold_rush"] = [
    ("an action or none", lambda m, p: p is not None and p.get("decision") == "place_figure", ("GR-R-TURN-3",)),
    ("no cowboy placed", lambda m, p: m.get("type") == "pass" and p is not None
     and p.get("decision") == "place_figure", ("GR-R-COWBOY-1", "GR-R-COWBOY-10")),
    ("stacks joined in chance's order", lambda m, p: m.get("type") == "shuffle" and p is not None
     and p.get("pile") == "mountain_stack", ("GR-R-TOKEN-2",)),
    ("token supply ordered by chance", lambda m, p: m.get("type") == "shuffle" and p is not None
     and p.get("pile") == "token_supply", ("GR-R-SETUP-3",)),
    ("cowboy taken back (variant remove_cowboy)", lambda m, p: m.get("type") == "remove_figure", ("GR-R-HOUSE-1",)),
]
GROUP_SITUATIONS["gold_rush"] = [
    ("points shared by a tie", lambda events: _ties(events), ("GR-R-MAJ-1",)),
    ("tokens of a completed mountain shared by a tie", lambda events: _mountain_tie(events), ("GR-R-MTN-3",)),
    ("a completed mountain held a tent and a cowboy", lambda events: _tent_and_cowboy(events), ("GR-R-TENT-4",)),
    ("a cowboy placed, scored and returned in one turn", lambda events: _placed_and_returned(events),
     ("GR-R-RETURN-2",)),
    ("railroad doubled by its locomotive", lambda events: _doubled(events), ("GR-R-RAIL-3",)),
    ("completed railroad not doubled (no locomotive, or two or more)", lambda events: _doubled(events, 1),
     ("GR-R-RAIL-4",)),
]


def _mountain_tie(events: Sequence[Event]) -> int:
    takers: dict[str, set[str]] = {}
    for e in events:
        if e.get("type") == "token_taken" and e.get("reason") == "mountain":
            takers.setdefault(repr(e.get("feature")), set()).add(str(e.get("player")))
    return sum(1 for players in takers.values() if len(players) > 1)


def _tent_and_cowboy(events: Sequence[Event]) -> int:
    """One mountain completed (and nothing else), and both a tent and a cowboy came back."""
    completed = [_kind(e) for e in events if e.get("type") == "feature_completed"]
    returned = {e.get("figure") for e in events if e.get("type") == "figure_returned"}
    return int(completed == ["mountain"] and {"tent", "cowboy"} <= returned)


def _placed_and_returned(events: Sequence[Event]) -> int:
    placed = {(e.get("x"), e.get("y"), e.get("at")) for e in events if e.get("type") == "figure_placed"}
    return sum(1 for e in events
               if e.get("type") == "figure_returned" and (e.get("x"), e.get("y"), e.get("at")) in placed)


def _doubled(events: Sequence[Event], factor: int = 2) -> int:
    """Railroads completed and scored at twice their tiles: one locomotive
    (GR-R-RAIL-3); ``factor`` 1: at their tiles, not doubled (GR-R-RAIL-4)."""
    tiles: dict[str, int] = {repr(e.get("feature")): e["tiles"] for e in events
                             if e.get("type") == "feature_completed" and _kind(e) == "railroad"
                             and isinstance(e.get("tiles"), int)}
    return sum(1 for e in events if e.get("type") == "points_scored" and e.get("reason") == "railroad"
               and not _final(e) and repr(e.get("feature")) in tiles
               and e.get("points") == factor * tiles[repr(e.get("feature"))])


SITUATIONS["discovery"] = [
    ("start tile placed", "tile_placed", lambda e: e.get("player") is None,
     ("DI-R-COMP-4", "DI-R-SETUP-1", "DI-R-SETUP-2", "DI-R-SETUP-3", "DI-R-TILES-1", "DI-R-TILES-2")),
    ("tile drawn", "tile_drawn", lambda e: True, ("DI-R-TURN-1", "DI-R-PLACE-1")),
    ("tile placed", "tile_placed", lambda e: e.get("player") is not None,
     ("DI-R-COMP-1", "DI-R-COMP-2", "DI-R-TURN-2", "DI-R-PLACE-2", "DI-R-PLACE-3")),
    ("follower deployed", "figure_placed", lambda e: True,
     ("DI-R-COMP-5", "DI-R-TURN-3", "DI-R-DEPLOY-1", "DI-R-DEPLOY-2", "DI-R-DEPLOY-3", "DI-R-DEPLOY-4",
      "DI-R-DEPLOY-5", "DI-R-DEPLOY-6")),
    ("follower removed and scored", "points_scored", lambda e: not _final(e),
     ("DI-R-COMP-3", "DI-R-SCORE-1", "DI-R-SCORE-2")),
    ("meadow scored", "points_scored", _reason("meadow"), ("DI-R-GRASS-1", "DI-R-GRASS-3")),
    ("mountain range scored", "points_scored", _reason("mountain"), ("DI-R-MTN-1", "DI-R-MTN-4")),
    ("sea scored", "points_scored", _reason("sea"), ("DI-R-SEA-1",)),
    ("followers left scored at the end", "points_scored", _final, ("DI-R-FINAL-1", "DI-R-FINAL-2")),
    ("game ended", "game_ended", lambda e: True, ("DI-R-END-1", "DI-R-FINAL-3")),
    ("tile set aside (variant equal_turns)", "tile_set_aside", lambda e: True, ("DI-R-VAR-2",)),
]
MOVE_SITUATIONS["discovery"] = [
    ("neither deployed nor removed", lambda m, p: m.get("type") == "pass" and p is not None
     and p.get("decision") == "place_figure", ("DI-R-TURN-5",)),
    ("one follower removed this turn", lambda m, p: m.get("type") == "remove_figure",
     ("DI-R-TURN-3", "DI-R-TURN-4", "DI-R-MULTI-3")),
    ("a tile chosen of two in hand (variant two_tiles)", lambda m, p: m.get("type") == "place_tile"
     and p is not None and len(p.get("tiles") or ()) > 1, ("DI-R-VAR-1",)),
    ("the hand's last tile placed, the pile empty (variant two_tiles)", lambda m, p: m.get("type") == "place_tile"
     and p is not None and len(p.get("tiles") or ()) == 1, ("DI-R-VAR-1",)),
]
GROUP_SITUATIONS["discovery"] = [
    ("one follower scores an area that holds several", lambda events: _several(events),
     ("DI-R-MULTI-1", "DI-R-MULTI-2")),
]


def _several(events: Sequence[Event]) -> int:
    scored = Counter(repr(e.get("feature")) for e in events if e.get("type") == "points_scored" and _final(e))
    return sum(1 for n in scored.values() if n > 1)


#: Per game: variant id → (situation, rules) fired by a game played to its end with the variant on.
VARIANT_RULES: dict[str, dict[str, tuple[str, tuple[str, ...]]]] = {
    "gold_rush": {"no_farmers": ("game played without farmers (variant no_farmers)", ("GR-R-COWBOY-7", "GR-R-FARM-1")),
                  "fifth_cowboy": ("game played with a fifth cowboy (variant fifth_cowboy)", ("GR-R-HOUSE-2",)),
                  "remove_cowboy": ("game played with variant remove_cowboy", ("GR-R-HOUSE-1",))},
    "discovery": {"two_tiles": ("game played with two tiles in hand (variant two_tiles)", ("DI-R-VAR-1",)),
                  "equal_turns": ("game played with equal turns (variant equal_turns)", ("DI-R-VAR-2",))},
}

#: Per game: the rule ids play cannot show, each with the reason (the checked-in list the
#: coverage table prints as ``n/a`` with its reason).  Rules that play reaches but no event
#: shows are not here: they are counted by :class:`Trackers <Tracker>` or stay ``never``.
NOT_PLAYED: dict[str, dict[str, str]] = {
    "carcassonne": {"CAR-R-META-1": "about the rule ids, not the game"},
    "oregon": {"OR-R-META-1": "the player count a game is started with, not a rule of play"},
    "gold_rush": {
        "GR-R-META-1": "describes the game, not a rule of play",
        "GR-R-META-2": "an overview, restated by the rules that follow",
        "GR-R-SETUP-7": "another way to choose the starting player: expressed by the order of `players`, "
                        "nothing an engine does",
    },
    "discovery": {
        "DI-R-META-1": "which tiles the rules cover, not a rule of play",
        "DI-R-META-2": "describes the game, not a rule of play",
        "DI-R-META-3": "the idea of the game, restated by the rules that follow",
        "DI-R-SETUP-4": "other editions' ways to choose the starting player: expressed by the order of `players`",
    },
}


#: What a tracker saw: ``(situation label, rule ids)``.
Seen = tuple[str, tuple[str, ...]]


# --------------------------------------------------------------------------- Carcassonne's expansions
# Counted in every Carcassonne game (an expansion's events show only when it is played); the
# expansion's rows join the table when it is played (:meth:`rulebook.games.GameSupport.rule_files`).

_TB_TILES = {"TB-23": "TB-R-TILE-1", "TB-24": "TB-R-TILE-2", "TB-22": "TB-R-TILE-3", "TB-08": "TB-R-TILE-4"}
SITUATIONS["carcassonne"] += [
    ("Traders & Builders tile placed", "tile_placed", lambda e: str(e.get("tile")).startswith("TB-"),
     ("TB-R-COMP-1", "TB-R-SETUP-1")),
    *((f"{tile} placed", "tile_placed", lambda e, tile=tile: e.get("tile") == tile, (rule,))
      for tile, rule in _TB_TILES.items()),
    ("Gold Mines tile placed", "tile_placed", lambda e: str(e.get("tile")).startswith("GM-"), ("GM-R-COMP-4",)),
    ("goods awarded for a completed city", "goods_awarded", lambda e: True,
     ("TB-R-COMP-3", "TB-R-SETUP-2", "TB-R-GOODS-1", "TB-R-GOODS-2", "TB-R-GOODS-3", "TB-R-GOODS-4",
      "TB-R-GOODS-5")),
    ("goods scored at the end", "points_scored", lambda e: e.get("reason") == "goods", ("TB-R-GOODS-7",)),
    ("builder placed", "figure_placed", lambda e: e.get("figure") == "builder",
     ("TB-R-COMP-4", "TB-R-SETUP-3", "TB-R-BUILDER-1", "TB-R-BUILDER-2", "TB-R-BUILDER-3", "TB-R-BUILDER-4",
      "TB-R-BUILDER-5", "TB-R-BUILDER-19", "TB-R-BUILDER-20")),
    ("pig placed", "figure_placed", lambda e: e.get("figure") == "pig",
     ("TB-R-COMP-2", "TB-R-SETUP-3", "TB-R-PIG-1", "TB-R-PIG-2", "TB-R-PIG-3", "TB-R-PIG-4")),
    ("builder returned", "figure_returned", lambda e: e.get("figure") == "builder", ("TB-R-BUILDER-6",)),
    ("pig returned", "figure_returned", lambda e: e.get("figure") == "pig", ("TB-R-PIG-5",)),
    ("double turn by the builder", "extra_turn", lambda e: e.get("reason") == "builder",
     ("TB-R-BUILDER-7", "TB-R-BUILDER-13", "TB-R-BUILDER-15", "TB-R-BUILDER-16", "TB-R-DOUBLE-1",
      "TB-R-DOUBLE-2")),
    ("gold placed", "gold_placed", lambda e: True,
     ("GM-R-COMP-1", "GM-R-COMP-2", "GM-R-SETUP-1", "GM-R-PLACE-1", "GM-R-PLACE-2", "GM-R-PLACE-4",
      "GM-R-ORDER-1")),
    ("gold taken by a majority", "gold_taken", lambda e: True,
     ("GM-R-SCORE-1", "GM-R-SCORE-2", "GM-R-SCORE-3", "GM-R-SCORE-4", "GM-R-KEEP-1", "GM-R-SHARE-1",
      "GM-R-SHARE-2")),
    ("gold scored at the end", "points_scored", lambda e: e.get("reason") == "gold",
     ("GM-R-FINAL-1", "GM-R-FINAL-2")),
    ("castle built", "castle_built", lambda e: True,
     ("BCB-R-CASTLE-1", "BCB-R-CASTLE-2", "BCB-R-CASTLE-3")),
    ("castle scored", "points_scored", lambda e: e.get("reason") == "castle" and not _final(e),
     ("BCB-R-CASTLE-4", "BCB-R-CASTLE-5")),
    ("castle scored at the end", "points_scored", lambda e: e.get("reason") == "castle" and _final(e),
     ("BCB-R-CASTLE-8",)),
]
MOVE_SITUATIONS["carcassonne"] += [
    ("gold piece taken", lambda m, p: m.get("type") == "take_gold", ("GM-R-SHARE-1", "GM-R-SHARE-2")),
    ("castle offered and declined", lambda m, p: m.get("type") == "pass" and p is not None
     and p.get("decision") == "build_castle", ("BCB-R-CASTLE-3",)),
]
GROUP_SITUATIONS["carcassonne"] += [
    ("gold on a tile that holds gold", lambda events: _gold_on_gold(events), ("GM-R-PLACE-3",)),
    ("a castle scored with points of another castle", lambda events: int(
        sum(1 for e in events if e.get("type") == "points_scored" and e.get("reason") == "castle") > 1),
     ("BCB-R-CASTLE-6",)),
]


def _gold_on_gold(events: Sequence[Event]) -> int:
    cells = [(e.get("x"), e.get("y")) for e in events if e.get("type") == "gold_placed"]
    return int(len(cells) != len(set(cells)))


_INFORMATION = "information about the editions or the documents, not a rule of play"
NOT_PLAYED_EXPANSIONS: dict[str, dict[str, str]] = {
    "traders_and_builders": {
        **{f"TB-R-META-{n}": _INFORMATION for n in range(1, 7)},
        "TB-R-COMP-5": "the bag holds the tiles: the draw order is an input of the game (CAR-R-SETUP-3)",
        "TB-R-BAG-1": "the draw order is an input of the game (CAR-R-SETUP-3): no engine draws from a bag",
        "TB-R-BAG-2": "information only: the bag carries the game",
        "TB-R-BUILDER-17": "another edition's wording of TB-R-BUILDER-16, not a separate reading",
        "TB-R-PIG-6": "needs an expansion that removes farmers (not in scope)",
        "TB-R-HERD-1": "needs the pig-herd of Count, King & Robber (not in scope)",
        "TB-R-HERD-2": "needs the pig-herd of Count, King & Robber (not in scope)",
        "TB-R-HOUSE-1": "a house rule no variant id switches on",
        "TB-R-HOUSE-2": "a house rule no variant id switches on",
        "TB-R-DIST-1": "information only: another edition's tile distribution",
        "TB-R-DIST-2": "information only: another edition's tile distribution",
        "TB-R-DIST-3": "information only: another edition's tile distribution",
    },
    "gold_mines": {
        **{f"GM-R-META-{n}": _INFORMATION for n in range(1, 5)},
        "GM-R-COMP-3": "the crop-circle tile is not in the tile set (GM-R-CC-1)",
        "GM-R-CC-1": "needs the Crop Circles mini expansion (not modelled)",
        "GM-R-CC-2": "needs Crop Circles (not in scope)",
        "GM-R-SHARE-3": "another edition's wording, registered as an alternative reading",
        "GM-R-BCB-8": "where the castle examples come from: information only",
        "GM-R-FINAL-3": "a worked example of GM-R-FINAL-2, not a rule of its own",
    },
    "castles": {},
}
NOT_PLAYED.update(NOT_PLAYED_EXPANSIONS)


class Tracker:
    """What a game's events show only together with earlier ones (a board
    read from the events): :meth:`see` returns ``(label, rules)`` per
    situation of one move's events."""

    def see(self, move: Event | None, pending: Event | None, events: Sequence[Event]) -> list[Seen]:
        return []


class OregonTracker(Tracker):
    """Oregon: who placed each farmer and building (from the events), so a
    placement's scoring is told apart (farmer: OR-R-FSCORE-*, building:
    OR-R-BSCORE-*) and a farmer growing a group that had scored is seen
    (OR-R-GROUP-2: groups are orthogonal, of one colour, the default reading)."""

    def __init__(self) -> None:
        self.farmers: dict[tuple[int, int], str] = {}
        self.start_tiles = 0
        self.first_round = True
        #: The extra turn (OR-R-EXTRA-1) is being played: its token was used, its placement not yet made.
        self.extra_turn = False

    def see(self, move: Event | None, pending: Event | None, events: Sequence[Event]) -> list[Seen]:
        out: list[Seen] = []
        for e in events:
            if e.get("type") == "start_tile_placed":
                self.start_tiles += 1
                out.append(("first player's start tile" if self.start_tiles == 1 else "a later start tile, on an "
                            "empty space", ("OR-R-FIRST-1",) if self.start_tiles == 1 else ("OR-R-FIRST-2",)))
        placed = next((e for e in events if e.get("type") in ("farmer_placed", "building_placed")), None)
        if placed is not None and self.first_round and self.start_tiles:
            self.first_round = False
            out.append(("normal turns after the start tiles", ("OR-R-FIRST-3",)))
        if placed is not None:
            farmer = placed["type"] == "farmer_placed"
            for e in events:
                key = e.get("reason") if e.get("type") == "points_scored" and not _final(e) else e.get("type")
                rules = _OREGON_SCORING.get(str(key))
                if rules is None:
                    continue
                if farmer:
                    out.append((f"new farmer next to a {key}", ("OR-R-FSCORE-1", "OR-R-FSCORE-2", rules[0])))
                else:
                    out.append((f"new {placed.get('building')}: adjacent farmers score", ("OR-R-BSCORE-1", rules[1])))
            if farmer and isinstance(placed.get("col"), int) and isinstance(placed.get("row"), int):
                out += self._group(placed, events)
        if placed is not None and self.extra_turn:
            out.append(("placement in an extra turn, scored", ("OR-R-EXTRA-2",)))
            if any(e.get("type") == "token_activated" and e.get("token") == "extra_turn" for e in events):
                out.append(("extra-turn token back during the extra turn", ("OR-R-EXTRA-3",)))
            self.extra_turn = False
        if any(e.get("type") == "token_used" and e.get("token") == "extra_turn" for e in events):
            self.extra_turn = True
        return out

    def _group(self, placed: Event, events: Sequence[Event]) -> list[Seen]:
        at, who = (placed["col"], placed["row"]), str(placed.get("player"))
        self.farmers[at] = who
        joined_scored = False
        seen = {at}
        for start in _orthogonal(at):
            if start in seen or self.farmers.get(start) != who:
                continue
            part, stack = {start}, [start]
            while stack:
                for n in _orthogonal(stack.pop()):
                    if n != at and n not in part and self.farmers.get(n) == who:
                        part.add(n)
                        stack.append(n)
            joined_scored = joined_scored or len(part) >= 3
            seen |= part
        group_points = any(e.get("type") == "points_scored" and e.get("reason") == "group" for e in events)
        if joined_scored and not group_points:
            return [("farmer added to a group that had scored", ("OR-R-GROUP-2",))]
        return []


def _orthogonal(at: tuple[int, int]) -> list[tuple[int, int]]:
    col, row = at
    return [(col, row - 1), (col + 1, row), (col, row + 1), (col - 1, row)]


class CarcassonneTracker(Tracker):
    """Carcassonne with Traders & Builders: the second part of a builder's
    double turn (from the ``extra_turn`` event to the next player's
    ``tile_drawn``): a figure placed in it (TB-R-BUILDER-11), a builder that
    came back in the first part placed again (TB-R-BUILDER-12), scoring in it
    (TB-R-BUILDER-21)."""

    def __init__(self) -> None:
        #: The player playing a double turn's second part (``None``: no such part).
        self.second: str | None = None
        self.builder_back = False

    def see(self, move: Event | None, pending: Event | None, events: Sequence[Event]) -> list[Seen]:
        out: list[Seen] = []
        for e in events:
            kind = e.get("type")
            if kind == "extra_turn" and e.get("reason") == "builder":
                self.second = str(e.get("player"))
                self.builder_back = any(r.get("type") == "figure_returned" and r.get("figure") == "builder"
                                        for r in events)
            elif self.second is None:
                continue
            elif kind == "tile_drawn" and e.get("player") != self.second:
                self.second = None
            elif kind == "figure_placed":
                out.append(("a figure placed in a double turn's second part", ("TB-R-BUILDER-11",)))
                if e.get("figure") == "builder" and self.builder_back:
                    out.append(("the builder back from the first part placed again", ("TB-R-BUILDER-12",)))
            elif kind == "points_scored" and not _final(e):
                out.append(("scoring in a double turn's second part", ("TB-R-BUILDER-21",)))
        return out


class GoldRushTracker(Tracker):
    """Gold Rush: the tile just placed, and (through :class:`GoldRushAreas`)
    tents and cowboys on mountains."""

    def __init__(self, setup: Mapping[str, Any] | None = None) -> None:
        self.last_tile: tuple[Any, Any] | None = None
        self.areas = GoldRushAreas(setup)

    def see(self, move: Event | None, pending: Event | None, events: Sequence[Event]) -> list[Seen]:
        out: list[Seen] = []
        for e in events:
            if e.get("type") == "tile_placed" and e.get("player") is not None:
                self.last_tile = (e.get("x"), e.get("y"))
            elif e.get("type") == "tent_placed" and self.last_tile is not None \
                    and (e.get("x"), e.get("y")) != self.last_tile:
                out.append(("tent on a tile other than the one just placed", ("GR-R-TENT-5",)))
            elif e.get("type") == "token_taken" and e.get("reason") == "mountain" and move is not None \
                    and move.get("type") == "mine":
                out.append(("mined, then the mountain scored", ("GR-R-MTN-5",)))
        return out + self.areas.see(move, pending, events)


class AreaTracker(Tracker):
    """The features of a tile-laying game whose segments meet across whole
    edges (The Discovery's areas, Gold Rush's railroads and mountains),
    rebuilt from the ``tile_placed`` events and the tile types
    (:func:`rulebook.oracle.setup_catalogue`): which segments form one
    feature, on how many tiles, and whether it is complete (no open edge).
    Segments on half edges (Gold Rush's prairies) are left out."""

    game = ""

    def __init__(self, setup: Mapping[str, Any] | None = None) -> None:
        from .. import oracle

        self.catalogue: dict[str, Any] = oracle.setup_catalogue(self.game, setup) if setup else {}
        #: cell -> the tile's segments in board orientation
        self.tiles: dict[tuple[int, int], Any] = {}
        self.parent: dict[tuple[int, int, int], tuple[int, int, int]] = {}
        self.open: dict[tuple[int, int, int], int] = {}
        self.cells: dict[tuple[int, int, int], set[tuple[int, int]]] = {}

    def _root(self, key: tuple[int, int, int]) -> tuple[int, int, int]:
        while self.parent[key] != key:
            self.parent[key] = self.parent[self.parent[key]]
            key = self.parent[key]
        return key

    def _segment(self, x: Any, y: Any, at: Any) -> tuple[int, int, int] | None:
        segments = self.tiles.get((x, y))
        if segments is None:
            return None
        for i, segment in enumerate(segments):
            if at in segment.places:
                return (x, y, i)
        return None

    def _place(self, event: Event) -> None:
        tile = self.catalogue.get(event.get("tile"))  # type: ignore[arg-type]
        x, y, rotation = event.get("x"), event.get("y"), event.get("rotation")
        if tile is None or not isinstance(x, int) or not isinstance(y, int) or not isinstance(rotation, int):
            return
        segments = tile.orient(rotation).segments
        self.tiles[(x, y)] = segments
        for i, segment in enumerate(segments):
            key = (x, y, i)
            edges = [p for p in segment.edge_places if p in OFFSET]
            self.parent[key], self.open[key], self.cells[key] = key, len(edges), {(x, y)}
        for i, segment in enumerate(segments):
            for place in segment.edge_places:
                if place not in OFFSET:
                    continue
                dx, dy = OFFSET[place]
                other = self._segment(x + dx, y + dy, OPPOSITE[place])
                if other is None:
                    continue
                a, b = self._root((x, y, i)), self._root(other)
                if a != b:
                    self.parent[b] = a
                    self.open[a] += self.open[b]
                    self.cells[a] |= self.cells[b]
                self.open[a] -= 2


class DiscoveryTracker(AreaTracker):
    """The Discovery: its areas (:class:`AreaTracker`), so a removal's
    points tell a complete area (DI-R-GRASS-2, DI-R-MTN-2, DI-R-SEA-2) and a
    complete area of two tiles (DI-R-GRASS-4, DI-R-MTN-3, DI-R-SEA-3) apart,
    and an area emptied by a removal and deployed into again (DI-R-AFTER-1,
    by the same player DI-R-AFTER-2) shows."""

    game = "discovery"
    #: Area kind -> (complete, complete of two tiles).
    COMPLETE: ClassVar[dict[str, tuple[str, str]]] = {
        "meadow": ("DI-R-GRASS-2", "DI-R-GRASS-4"), "mountain": ("DI-R-MTN-2", "DI-R-MTN-3"),
        "sea": ("DI-R-SEA-2", "DI-R-SEA-3")}

    def __init__(self, setup: Mapping[str, Any] | None = None) -> None:
        super().__init__(setup)
        #: follower place (x, y, segment) -> player
        self.followers: dict[tuple[int, int, int], str] = {}
        #: a segment of an area emptied by a removal -> the player who emptied it
        self.emptied: dict[tuple[int, int, int], str] = {}

    def see(self, move: Event | None, pending: Event | None, events: Sequence[Event]) -> list[Seen]:
        out: list[Seen] = []
        for e in events:
            kind = e.get("type")
            if kind == "tile_placed":
                self._place(e)
            elif kind == "figure_placed":
                key = self._segment(e.get("x"), e.get("y"), e.get("at"))
                if key is None:
                    continue
                root = self._root(key)
                was = [s for s in self.emptied if self._root(s) == root]
                if was:
                    out.append(("follower deployed into an area a removal emptied", ("DI-R-AFTER-1",)))
                    if any(self.emptied[s] == e.get("player") for s in was):
                        out.append(("... by the player who emptied it", ("DI-R-AFTER-2",)))
                    for s in was:
                        del self.emptied[s]
                self.followers[key] = str(e.get("player"))
            elif kind == "points_scored" and not _final(e) and isinstance(e.get("feature"), dict):
                feature = e["feature"]
                key = self._segment(feature.get("x"), feature.get("y"), feature.get("at"))
                rules = self.COMPLETE.get(str(feature.get("kind")))
                if key is None or rules is None:
                    continue
                root = self._root(key)
                size = len(self.cells[root])
                if self.open[root] == 0 and size > 1:
                    rule = rules[1] if size == 2 else rules[0]
                    out.append((f"complete {feature.get('kind')} of {'two' if size == 2 else 'three or more'} "
                                "tiles scored", (rule,)))
            elif kind == "figure_returned" and not _final(e):
                key = self._segment(e.get("x"), e.get("y"), e.get("at"))
                if key is None or self.followers.pop(key, None) is None:
                    continue
                root = self._root(key)
                if not any(self._root(k) == root for k in self.followers):
                    self.emptied[key] = str(e.get("player"))
        return out


class GoldRushAreas(AreaTracker):
    """Gold Rush's mountains (:class:`AreaTracker`) with the tents and
    cowboys on them: a cowboy placed on a mountain that holds a tent but no
    cowboy (GR-R-COWBOY-9), a tent pitched on a mountain that holds a cowboy
    (GR-R-TENT-4)."""

    game = "gold_rush"

    def __init__(self, setup: Mapping[str, Any] | None = None) -> None:
        super().__init__(setup)
        #: (x, y, segment) -> "tent" or "cowboy"
        self.figures: dict[tuple[int, int, int], str] = {}

    def _holds(self, key: tuple[int, int, int], figure: str) -> bool:
        root = self._root(key)
        return any(f == figure and self._root(k) == root for k, f in self.figures.items())

    def see(self, move: Event | None, pending: Event | None, events: Sequence[Event]) -> list[Seen]:
        out: list[Seen] = []
        for e in events:
            kind = e.get("type")
            if kind == "tile_placed":
                self._place(e)
                continue
            key = self._segment(e.get("x"), e.get("y"), e.get("at"))
            if key is None:
                continue
            if kind == "figure_placed":
                if e.get("feature") == "mountain" and self._holds(key, "tent") and not self._holds(key, "cowboy"):
                    out.append(("cowboy placed on a mountain holding only tents", ("GR-R-COWBOY-9",)))
                self.figures[key] = "cowboy"
            elif kind == "tent_placed":
                was = e.get("from")
                if isinstance(was, dict):
                    old = self._segment(was.get("x"), was.get("y"), was.get("at"))
                    self.figures.pop(old, None) if old is not None else None
                if self._holds(key, "cowboy"):
                    out.append(("tent pitched on a mountain holding a cowboy", ("GR-R-TENT-4",)))
                self.figures[key] = "tent"
            elif kind == "figure_returned":
                self.figures.pop(key, None)
        return out


#: Per game: its :class:`Tracker` (one per game played, made from the game's ``new_game`` fields).
TRACKERS: dict[str, Callable[[Mapping[str, Any] | None], Tracker]] = {
    "oregon": lambda setup: OregonTracker(), "gold_rush": GoldRushTracker,
    "carcassonne": lambda setup: CarcassonneTracker(),
    "discovery": DiscoveryTracker}


@functools.cache
def _by_type(game: str) -> dict[str, list[tuple[str, EventTest, tuple[str, ...]]]]:
    table: dict[str, list[tuple[str, EventTest, tuple[str, ...]]]] = {}
    for label, kind, test, rules in SITUATIONS.get(game, []):
        table.setdefault(kind, []).append((label, test, rules))
    return table


def _ties(events: Sequence[Event]) -> int:
    shares = [e for e in events if e["type"] == "points_scored" and isinstance(e.get("feature"), dict)]
    if len(shares) < 2:
        return 0
    scored = Counter((e.get("reason"), repr(e.get("feature")), e.get("final")) for e in shares)
    return sum(1 for n in scored.values() if n > 1)


def rule_titles(game: str, expansions: Iterable[str] = ()) -> dict[str, str]:
    """Rule id → title, from the headings of the game's spec files
    and those of the ``expansions`` played (its registration,
    :meth:`rulebook.games.GameSupport.rule_files`), file by file in that order, each in
    line order (:func:`rulebook.mismatch.rule_headings`); empty for a game with none."""
    support = find(game)
    files = support.rule_files(expansions) if support is not None else []
    headings = rule_headings()
    titles: dict[str, str] = {}
    for name in files:
        rows = sorted((line, rule, title) for rule, (path, line, title) in headings.items()
                      if path == f"spec/{name}")
        titles.update((rule, title) for _, rule, title in rows)
    return titles


def not_played(game: str, expansions: Iterable[str] = ()) -> dict[str, str]:
    """The rule ids of ``game`` (and its ``expansions``) play cannot show,
    each with the reason (:data:`NOT_PLAYED`)."""
    out = dict(NOT_PLAYED.get(game, {}))
    for expansion in expansions:
        out.update(NOT_PLAYED.get(expansion, {}))
    return out


@dataclass
class Coverage:
    """Counts per rule id and per situation (``rules``, ``situations``:
    :class:`collections.Counter`), and per rule the situations that fired it.
    Coverages of several processes add up with :meth:`merge`."""

    game: str
    rules: Counter[str] = field(default_factory=Counter)
    situations: Counter[str] = field(default_factory=Counter)
    #: rule id → situation label → count.
    why: dict[str, Counter[str]] = field(default_factory=dict)
    #: The Carcassonne expansions played: their rules join :meth:`table`.
    expansions: tuple[str, ...] = ()
    #: What earlier events of the game showed (:data:`TRACKERS`); one game per :class:`Coverage`
    #: fed by :meth:`turn` (the runner's per-game coverages, merged afterwards).
    tracker: Tracker | None = field(default=None, repr=False, compare=False)
    #: The game's ``new_game`` fields (its tiles, its variants), for the tracker and :data:`VARIANT_RULES`.
    setup: Mapping[str, Any] | None = field(default=None, repr=False, compare=False)

    def __post_init__(self) -> None:
        if self.tracker is None and self.game in TRACKERS and self.setup is not None:
            self.tracker = TRACKERS[self.game](self.setup)

    def _fire(self, label: str, rules: Iterable[str], n: int = 1) -> None:
        self.situations[label] += n
        for rule in rules:
            self.rules[rule] += n
            why = self.why.get(rule)
            if why is None:
                why = self.why[rule] = Counter()
            why[label] += n

    def events(self, events: Sequence[Event]) -> None:
        """Count one response's events (the reference's)."""
        table = _by_type(self.game)
        for event in events:
            if not isinstance(event, dict):
                continue
            named: set[str] = set()
            kind = event.get("type")
            for label, test, rules in table.get(kind, ()) if isinstance(kind, str) else ():
                try:
                    fired = test(event)
                except (KeyError, TypeError, AttributeError):
                    fired = False
                if fired:
                    self._fire(label, rules)
                    named.update(rules)
            if isinstance(event.get("rule"), str) and event["rule"] not in named:
                self._fire(f"{event['type']} under its rule", (event["rule"],))
        for label, count, rules in GROUP_SITUATIONS.get(self.game, []):
            n = count(events)
            if n:
                self._fire(label, rules, n)

    def move(self, move: Event, pending: Event | None) -> None:
        """Count a move (with the decision it answered)."""
        for label, test, rules in MOVE_SITUATIONS.get(self.game, []):
            if test(move, pending):
                self._fire(label, rules)

    def __getstate__(self) -> dict[str, Any]:
        """What a worker process sends back (:mod:`.parallel`): the counts,
        not the tracker or the setup (only a game being played needs them)."""
        return {**self.__dict__, "tracker": None, "setup": None}

    def turn(self, move: Event | None, pending: Event | None, events: Sequence[Event]) -> None:
        """Count one move: the move with the decision it answered
        (:meth:`move`), its events (:meth:`events`), and what they show
        together with the game's earlier events (the game's :class:`Tracker`).
        ``move`` ``None``: the game's start (``new_game``'s events)."""
        if move is not None:
            self.move(move, pending)
        self.events(events)
        variants = (self.setup or {}).get("variants") or ()
        if any(e.get("type") == "game_ended" for e in events):
            for variant in variants:
                label, rules = VARIANT_RULES.get(self.game, {}).get(variant, ("", ()))
                if rules:
                    self._fire(label, rules)
        if self.tracker is not None:
            for label, rules in self.tracker.see(move, pending, events):
                self._fire(label, rules)

    def merge(self, other: Coverage) -> None:
        self.rules.update(other.rules)
        self.situations.update(other.situations)
        for rule, why in other.why.items():
            self.why.setdefault(rule, Counter()).update(why)

    def table(self) -> list[CoverageRow]:
        """Rows ``(rule id, title, times fired, situations)``: every rule of
        the game's spec (0 when never fired; ``-1`` for the rules play cannot
        show, with the reason as the situations: :data:`NOT_PLAYED`), then
        any other rule id that fired, in id order."""
        titles = rule_titles(self.game, self.expansions)
        unplayable = not_played(self.game, self.expansions)
        rows: list[CoverageRow] = []
        for rule in sorted(set(titles) | set(self.rules), key=_rule_order):
            why = self.why.get(rule, Counter())
            text = ", ".join(f"{label} {n}" for label, n in why.most_common())
            if rule in unplayable and not self.rules[rule]:
                rows.append((rule, titles.get(rule, ""), -1, f"not reachable by play: {unplayable[rule]}"))
            else:
                rows.append((rule, titles.get(rule, ""), self.rules[rule], text))
        return rows

    def reach(self) -> tuple[int, int]:
        """``(fired, reachable)``: how many of the rules play can reach fired."""
        counts = [count for _, _, count, _ in self.table() if count >= 0]
        return sum(1 for c in counts if c > 0), len(counts)

    def never_fired(self) -> list[str]:
        """The spec's rule ids play can show that no event showed."""
        return [rule for rule, _, count, _ in self.table() if count == 0]

    def to_json(self) -> CoverageRecord:
        return {"game": self.game, "rules": dict(self.rules), "situations": dict(self.situations),
                "never_fired": self.never_fired()}


def _rule_order(rule: str) -> tuple[int | str, ...]:
    return tuple(int(p) if p.isdigit() else p for p in rule.split("-"))

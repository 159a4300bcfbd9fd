"""Rule coverage of a fuzz run: which rule ids the reference's events show
firing, how often, and which never did.

:class:`Coverage` reads the reference's answers while games are played (the
events of ``new_game`` and of every move, and each move with the decision it
answered) and counts *situations* — "a cloister completed", "points shared
by a tie", "a tile discarded as unplaceable" — each under the rule ids it
exercises.  What fires what is data per game (:data:`SITUATIONS`); an event's
own ``rule`` field (``tile_discarded``, refusals) counts too.  The rule list a
table is checked against is read from the game's ``spec/*.md`` headings
(``### CAR-R-CITY-2 — City value``), so a rule nobody reached shows as 0.
"""
from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypedDict

__all__ = ["SITUATIONS", "Coverage", "CoverageRecord", "CoverageRow", "rule_titles"]

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
#: Per game: the spec files whose ``### ID — Title`` headings list its rules, and
#: the rule ids play cannot show (about the documents, not the game).
RULE_SOURCES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "carcassonne": (("carcassonne.md",), ("CAR-R-META-1",)),
}


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


_HEADING = re.compile(r"^###\s+([A-Z]{2,4}-R-[A-Z0-9]+(?:-[A-Z0-9]+)*)\s+[—-]+\s+(.+?)\s*$", re.M)


def rule_titles(game: str) -> dict[str, str]:
    """Rule id → title, from the headings of the game's spec files (empty
    when the game has none listed in :data:`RULE_SOURCES`)."""
    from rulebook_protocol.data import data_root

    files, _ = RULE_SOURCES.get(game, ((), ()))
    titles: dict[str, str] = {}
    for name in files:
        path = data_root() / "spec" / name
        if path.is_file():
            titles.update(dict(_HEADING.findall(path.read_text(encoding="utf-8"))))
    return titles


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

    def merge(self, other: Coverage) -> None:
        self.rules.update(other.rules)
        self.situations.update(other.situations)
        for rule, why in other.why.items():
            self.why.setdefault(rule, Counter()).update(why)

    def table(self) -> list[CoverageRow]:
        """Rows ``(rule id, title, times fired, situations)``: every rule of
        the game's spec (0 when never fired; ``-1`` for the rules play cannot
        show), then any other rule id that fired, in id order."""
        titles = rule_titles(self.game)
        _, not_played = RULE_SOURCES.get(self.game, ((), ()))
        rows: list[CoverageRow] = []
        for rule in sorted(set(titles) | set(self.rules), key=_rule_order):
            why = self.why.get(rule, Counter())
            text = ", ".join(f"{label} {n}" for label, n in why.most_common())
            count = -1 if rule in not_played and not self.rules[rule] else self.rules[rule]
            rows.append((rule, titles.get(rule, ""), count, text))
        return rows

    def never_fired(self) -> list[str]:
        """The spec's rule ids play can show that no event showed."""
        return [rule for rule, _, count, _ in self.table() if count == 0]

    def to_json(self) -> CoverageRecord:
        return {"game": self.game, "rules": dict(self.rules), "situations": dict(self.situations),
                "never_fired": self.never_fired()}


def _rule_order(rule: str) -> tuple[int | str, ...]:
    return tuple(int(p) if p.isdigit() else p for p in rule.split("-"))

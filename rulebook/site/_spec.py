"""What the site reads from ``spec/``, the rulebook inventories and ``features/readings.json``:
rules grouped by id family, worked examples, inventory statements and registered readings.

Every rule id is a heading ``### <ID> — <title>`` (``####`` in spec/protocol.md) of a
``spec/*.md`` file; its *group* is the id without its number (``CAR-R-CITY-3`` → ``CAR-R-CITY``),
which is also the name of the group's page, so a rule's page follows from its id alone.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

#: ``### CAR-R-TILE-4 — Matching edges`` or ``#### PC-R-STATE-1 — ...``.
_HEADING = re.compile(r"^(#{3,4})\s+([A-Z][A-Z0-9]*(?:-[A-Za-z0-9]+)+)\s+[—–-]+\s+(.+?)\s*$")
_ANY_HEADING = re.compile(r"^(#{1,6})\s")
_RULE_GROUP = re.compile(r"^(.*?)-?(\d+[a-z]?)$")
#: ``- **GR-R-PLACE-2** (L66) [CORE] text`` in an inventory's Part 1.
_STATEMENT = re.compile(r"^- \*\*([A-Z]+-R-[A-Z0-9]+-\d+[a-z]?)\*\*\s*(.*)$")
_NO_SCENARIO = re.compile(r"^\*\*No scenario:\*\*\s*(.+)$", re.M)

#: The site's games in the order it shows them (``protocol``: the rules of every game).
GAME_TITLES: dict[str, str] = {
    "carcassonne": "Carcassonne (+ Traders & Builders, Gold Mines, Castles)",
    "gold_rush": "Carcassonne: Gold Rush",
    "discovery": "Carcassonne: The Discovery",
    "oregon": "Oregon",
    "protocol": "The protocol (every game)",
}
#: inventory file → game.
INVENTORY_GAMES: dict[str, str] = {
    "gold-rush.md": "gold_rush",
    "discovery.md": "discovery",
    "oregon.md": "oregon",
    "traders-and-builders.md": "carcassonne",
    "gold-mines.md": "carcassonne",
}


@dataclass
class Rule:
    """A rule of ``spec/``: ``id``, ``title``, Markdown ``body``, ``file`` (``spec/x.md``),
    ``line`` (1-based, of its heading), ``section`` (the ``##`` heading above it)."""

    id: str
    title: str
    body: str
    file: str
    line: int
    section: str
    game: str
    order: int
    #: Text after the rule's closing ``---`` up to the next heading (where the spec puts
    #: a rule's ``**No scenario:**`` note).
    trailer: str = ""

    @property
    def group(self) -> str:
        return rule_group(self.id)

    @property
    def no_scenario(self) -> str | None:
        """The reason the spec gives for having no scenario (``**No scenario:** ...``)."""
        match = _NO_SCENARIO.search(self.body) or _NO_SCENARIO.search(self.trailer)
        return match.group(1).strip() if match else None


@dataclass
class Example:
    """A worked example of a rulebook inventory (``### GR-EX-07 — title``)."""

    id: str
    title: str
    body: str
    file: str
    game: str
    line: int


@dataclass
class Statement:
    """A rule statement of an inventory's Part 1 (``- **GR-R-PLACE-2** (L66) ...``)."""

    id: str
    text: str
    file: str
    line: int


@dataclass
class Reading:
    """A registered reading (spec/interpretations.md): its key, values, default,
    the Markdown of its entry and what ``features/readings.json`` measured."""

    game: str
    key: str
    values: list[str]
    default: str
    body: str
    line: int
    measured: list[str] = field(default_factory=list)
    unmeasured: list[str] = field(default_factory=list)
    #: scenario id → the values it passes under (only scenarios whose outcome changes).
    scenarios: dict[str, list[str]] = field(default_factory=dict)

    @property
    def anchor(self) -> str:
        return f"{self.game}:{self.key}"

    def by_value(self, value: str) -> list[str]:
        """The scenarios (of those whose outcome changes) that pass under ``value``."""
        return [sid for sid, passes in self.scenarios.items() if value in passes]


def rule_group(rule_id: str) -> str:
    """``CAR-R-CITY-3`` → ``CAR-R-CITY``; ``OR-R-META-1`` → ``OR-R-META``."""
    match = _RULE_GROUP.match(rule_id)
    return match.group(1).rstrip("-") if match and match.group(1) else rule_id


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return ""


def spec_games() -> dict[str, str]:
    """Spec file → the game its rules belong to, in :data:`GAME_TITLES` order: each game's rule
    files, then its expansions' in the order it registered them (:class:`rulebook.games.GameSupport`),
    then ``protocol.md`` (``protocol``: every game)."""
    from rulebook.games import find

    files: dict[str, str] = {}
    for game in GAME_TITLES:
        support = find(game)
        if support is not None:
            files.update((name, game) for name in (*support.spec, *(f for _, f in support.expansion_specs)))
    files["protocol.md"] = "protocol"
    return files


def load_rules(spec_dir: Path) -> list[Rule]:
    """Every rule heading of the ``spec/*.md`` files :func:`spec_games` names, in that order."""
    rules: list[Rule] = []
    seen: set[str] = set()
    for name, game in spec_games().items():
        lines = _read(spec_dir / name).splitlines()
        section = ""
        i = 0
        while i < len(lines):
            line = lines[i]
            if line.startswith("## "):
                section = line[3:].strip()
            match = _HEADING.match(line)
            if not match:
                i += 1
                continue
            level = len(match.group(1))
            j = i + 1
            while j < len(lines):
                head = _ANY_HEADING.match(lines[j])
                if (head and len(head.group(1)) <= level) or re.match(r"^---+\s*$", lines[j]):
                    break
                j += 1
            k = j
            while k < len(lines) and not _ANY_HEADING.match(lines[k]):
                k += 1
            rule_id = match.group(2)
            if rule_id not in seen:
                seen.add(rule_id)
                rules.append(Rule(rule_id, match.group(3), "\n".join(lines[i + 1:j]).strip("\n"),
                                  f"spec/{name}", i + 1, section, game, len(rules),
                                  "\n".join(lines[j:k]) if j < len(lines) and lines[j].startswith("---") else ""))
            i = j
    return rules


def load_inventories(rulebooks_dir: Path | None) -> tuple[list[Example], dict[str, list[Statement]]]:
    """The worked examples of every inventory and its rule statements by id."""
    examples: list[Example] = []
    statements: dict[str, list[Statement]] = {}
    if rulebooks_dir is None:
        return examples, statements
    for name, game in INVENTORY_GAMES.items():
        lines = _read(rulebooks_dir / name).splitlines()
        i = 0
        while i < len(lines):
            line = lines[i]
            stated = _STATEMENT.match(line)
            if stated:
                text = stated.group(2)
                j = i + 1
                while j < len(lines) and lines[j].startswith("  ") and lines[j].strip():
                    text += " " + lines[j].strip()
                    j += 1
                statements.setdefault(stated.group(1), []).append(
                    Statement(stated.group(1), text, f"rulebooks/{name}", i + 1))
            head = re.match(r"^###\s+([A-Z]+-EX-[A-Za-z0-9-]+)\s+[—–-]+\s+(.+?)\s*$", line)
            if head:
                j = i + 1
                while j < len(lines) and not _ANY_HEADING.match(lines[j]) and not re.match(r"^---+\s*$", lines[j]):
                    j += 1
                examples.append(Example(head.group(1), head.group(2), "\n".join(lines[i + 1:j]).strip("\n"),
                                        f"rulebooks/{name}", game, i + 1))
                i = j
                continue
            i += 1
    return examples, statements


def load_readings(spec_dir: Path, readings_json: Path | None) -> list[Reading]:
    """Every registered reading of spec/interpretations.md (withdrawn ones included, marked
    by their entry), with the measurement of ``features/readings.json`` when it is there."""
    from rulebook.readings import parse_registry, registry_entries

    text = _read(spec_dir / "interpretations.md")
    registry = parse_registry(text)
    measured: dict[str, Any] = {}
    if readings_json is not None:
        try:
            data = json.loads(readings_json.read_text(encoding="utf-8"))
            measured = data.get("games", {}) if isinstance(data, dict) else {}
        except (OSError, ValueError):
            measured = {}
    readings: list[Reading] = []
    for entry in registry_entries(text):
        registered = registry.get(entry.game, {}).get(entry.name)
        values = (list(registered.values) if registered
                  else re.findall(r'`"([^"]*)"`', "\n".join((entry.heading, *entry.body)))[:8])
        default = registered.default if registered else ""
        reading = Reading(entry.game, entry.name, values, default, "\n".join(entry.body).strip("\n"), entry.line)
        info = measured.get(entry.game, {}).get(entry.name, {}) if isinstance(measured.get(entry.game), dict) else {}
        if isinstance(info, dict):
            reading.measured = list(info.get("measured") or [])
            reading.unmeasured = list(info.get("unmeasured") or [])
            reading.scenarios = {str(k): list(v) for k, v in (info.get("scenarios") or {}).items()}
        readings.append(reading)
    return readings

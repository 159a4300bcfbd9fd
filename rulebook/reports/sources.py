"""Where the casebook finds the texts a report only names: the rule text
(``spec/*.md``), the rulebook examples (``spec/rulebooks/*.md``, copies of the
inventories that ship with the package), the scenario's Gherkin
(``features/**/*.feature``) and the perft cases (``features/perft/<game>/*.json``).

Every lookup degrades gracefully: a folder that does not exist, a file that
cannot be read or an id that is not found gives ``None`` (the casebook then
says so), never an exception.
"""
from __future__ import annotations

import importlib.util
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import Any

#: ``### CAR-R-TILE-4 — Matching edges`` (also ``-`` or ``–`` for the dash).
_HEADING = re.compile(r"^###\s+([A-Z][A-Z0-9]*(?:-[A-Za-z0-9]+)+)\s+[—–-]+\s+(.+?)\s*$")
#: Where a rule's or an example's body ends.
_BODY_END = re.compile(r"^(#{1,3}\s|---+\s*$)")

_GHERKIN_BLOCK = re.compile(r"^(Feature|Rule|Background|Scenario Outline|Scenario Template|Scenario|Example):")


def repo_root() -> Path:
    """The source checkout this package lives in (or the site-packages folder)."""
    return Path(__file__).resolve().parent.parent.parent


def _package_data(package: str, *parts: str) -> Path | None:
    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        return None
    for location in spec.submodule_search_locations:
        candidate = Path(location).joinpath("_data", *parts)
        if candidate.is_dir():
            return candidate
    return None


def _first_dir(candidates: Iterable[Path | None]) -> Path | None:
    for candidate in candidates:
        if candidate is not None and candidate.is_dir():
            return candidate
    return None


def find_spec_dir(explicit: Path | None = None) -> Path | None:
    """``spec/`` of the checkout, or the copy installed with ``rulebook_protocol``."""
    if explicit is not None:
        return explicit if explicit.is_dir() else None
    return _first_dir([repo_root() / "spec", _package_data("rulebook_protocol", "spec")])


def find_features_dir(explicit: Path | None = None) -> Path | None:
    """``features/`` of the checkout, or the copy installed with ``rulebook``."""
    if explicit is not None:
        return explicit if explicit.is_dir() else None
    return _first_dir([repo_root() / "features", _package_data("rulebook", "features")])


def find_rulebooks_dir(explicit: Path | None = None, spec_dir: Path | None = None) -> Path | None:
    """The rulebook inventories: ``rulebooks/`` of ``spec_dir`` (the checkout's
    ``spec/`` or the copy installed with ``rulebook_protocol``), else
    ``../shared/rulebooks`` beside the checkout."""
    if explicit is not None:
        return explicit if explicit.is_dir() else None
    root = repo_root()
    spec = spec_dir if spec_dir is not None else find_spec_dir()
    return _first_dir([spec / "rulebooks" if spec is not None else None, root.parent / "shared" / "rulebooks"])


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


# --------------------------------------------------------------------------- headed texts


@dataclass(frozen=True)
class Entry:
    """A rule or a worked example: its id, title, Markdown body and file."""

    id: str
    title: str
    body: str
    path: str  # e.g. "spec/carcassonne.md"
    order: int  # position over all files read, for sorting


def parse_entries(text: str, path: str, start: int = 0) -> list[Entry]:
    """Every ``### <ID> — <title>`` section of a Markdown text."""
    lines = text.splitlines()
    out: list[Entry] = []
    i = 0
    while i < len(lines):
        match = _HEADING.match(lines[i])
        if not match:
            i += 1
            continue
        j = i + 1
        while j < len(lines) and not _BODY_END.match(lines[j]):
            j += 1
        body = "\n".join(lines[i + 1 : j]).strip("\n")
        out.append(Entry(match.group(1), match.group(2), body, path, start + len(out)))
        i = j
    return out


def load_entries(directory: Path | None, label: str) -> dict[str, Entry]:
    """Entries of every ``*.md`` file directly in ``directory`` (first one wins on duplicates)."""
    entries: dict[str, Entry] = {}
    if directory is None:
        return entries
    for path in sorted(directory.glob("*.md")):
        text = _read(path)
        if text is None:
            continue
        for entry in parse_entries(text, f"{label}/{path.name}", start=len(entries)):
            entries.setdefault(entry.id, entry)
    return entries


# --------------------------------------------------------------------------- gherkin


@dataclass(frozen=True)
class GherkinText:
    """The lines of a scenario in its ``.feature`` file, with their context.

    ``lines`` are ``(line number, text)``; a ``None`` line number marks a gap
    between non-adjacent parts (background, rule line, scenario)."""

    path: str
    line: int  # line of the Scenario/Example keyword
    lines: list[tuple[int | None, str]] = field(default_factory=list)
    example_row: int | None = None  # line number of the Examples row of an outline id


def _block_end(lines: list[str], start: int) -> int:
    """Index after the last line of the block whose keyword line is ``start``."""
    k = start + 1
    while k < len(lines):
        stripped = lines[k].strip()
        if stripped.startswith("@") or _GHERKIN_BLOCK.match(stripped):
            break
        k += 1
    while k > start + 1 and (not lines[k - 1].strip() or lines[k - 1].strip().startswith("#")):
        k -= 1
    return k


def _split_id(scenario_id: str) -> tuple[str, str | None]:
    base = re.sub(r"~\d+$", "", scenario_id)
    match = re.match(r"^(.*?)\[(.*)\]$", base)
    if match:
        return match.group(1), match.group(2)
    return base, None


def scenario_text(text: str, scenario_id: str, path: str = "") -> GherkinText | None:
    """The scenario tagged ``@id:<scenario_id>`` (an outline row ``id[a-b]`` gives
    the whole outline, its row marked), with the feature's and its rule's
    ``Background`` and its ``Rule:`` line; ``None`` when not found."""
    base, example = _split_id(scenario_id)
    lines = text.splitlines()
    tag = f"@id:{base}"
    tag_index = next(
        (i for i, line in enumerate(lines) if line.strip().startswith("@") and tag in line.split()), None
    )
    if tag_index is None:
        return None
    keyword = tag_index
    while keyword < len(lines) and not _GHERKIN_BLOCK.match(lines[keyword].strip()):
        keyword += 1
    if keyword >= len(lines):
        return None
    first = tag_index
    while first > 0 and lines[first - 1].strip().startswith("#"):
        first -= 1
    end = _block_end(lines, keyword)

    rule_index = next((i for i in range(tag_index, -1, -1) if lines[i].strip().startswith("Rule:")), None)
    parts: list[tuple[int, int]] = []
    for i in range(tag_index):
        if not lines[i].strip().startswith("Background:"):
            continue
        owner = next((r for r in range(i, -1, -1) if lines[r].strip().startswith("Rule:")), None)
        if owner is None or owner == rule_index:
            parts.append((i, _block_end(lines, i)))
    if rule_index is not None:
        parts.append((rule_index, rule_index + 1))
    parts.sort()
    parts.append((first, end))

    out: list[tuple[int | None, str]] = []
    previous_end: int | None = None
    for start, stop in parts:
        if previous_end is not None and start > previous_end:
            out.append((None, ""))
        for i in range(start, stop):
            out.append((i + 1, lines[i]))
        previous_end = stop
    indent = min((len(t) - len(t.lstrip()) for n, t in out if n is not None and t.strip()), default=0)
    out = [(n, t[indent:] if n is not None else t) for n, t in out]

    row = None
    if example is not None:
        cells_wanted = example.split("-")
        for i in range(keyword, end):
            stripped = lines[i].strip()
            if stripped.startswith("|"):
                cells = [c.strip() for c in stripped.strip("|").split("|")]
                if cells == cells_wanted or "-".join(cells) == example:
                    row = i + 1
    return GherkinText(path=path, line=keyword + 1, lines=out, example_row=row)


# --------------------------------------------------------------------------- all of it


class Sources:
    """The texts the casebook shows, read lazily from the three folders."""

    def __init__(
        self,
        *,
        spec_dir: Path | None = None,
        features_dir: Path | None = None,
        rulebooks_dir: Path | None = None,
    ) -> None:
        self.spec_dir = find_spec_dir(spec_dir)
        self.features_dir = find_features_dir(features_dir)
        self._features_given = features_dir is not None
        self.rulebooks_dir = find_rulebooks_dir(rulebooks_dir, self.spec_dir)
        self._features: dict[str, str | None] = {}

    @cached_property
    def rules(self) -> dict[str, Entry]:
        return load_entries(self.spec_dir, "spec")

    @cached_property
    def examples(self) -> dict[str, Entry]:
        return load_entries(self.rulebooks_dir, "rulebooks")

    def rule(self, rule_id: str) -> Entry | None:
        return self.rules.get(rule_id)

    def example(self, example_id: str) -> Entry | None:
        return self.examples.get(example_id)

    def feature_path(self, feature: str) -> Path | None:
        """The file behind a report's ``feature`` value (``features/<game>/x.feature``)."""
        if not feature:
            return None
        rel = Path(feature)
        candidates: list[Path] = []
        if rel.is_absolute():
            candidates.append(rel)
        else:
            parts = rel.parts
            if parts and parts[0] == "features" and self.features_dir is not None:
                candidates.append(self.features_dir.joinpath(*parts[1:]))
            if self.features_dir is not None:
                candidates.append(self.features_dir / rel)
            if not self._features_given:
                candidates.append(repo_root() / rel)
        return next((c for c in candidates if c.is_file()), None)

    def feature_text(self, feature: str) -> str | None:
        if feature not in self._features:
            path = self.feature_path(feature)
            self._features[feature] = _read(path) if path is not None else None
        return self._features[feature]

    def perft_case(self, feature: str) -> dict[str, Any] | None:
        """The perft case behind a report's ``feature`` value when it names a
        ``.json`` file (``features/perft/<game>/<name>.json``): its parsed
        object (``title``, ``position`` or ``new_game``, ``depth``, ``nodes``,
        ``divide``); ``None`` when it is not one or cannot be read."""
        if not feature.endswith(".json"):
            return None
        text = self.feature_text(feature)
        try:
            data = json.loads(text) if text is not None else None
        except ValueError:
            return None
        return data if isinstance(data, dict) else None

    def scenario(self, feature: str, scenario_id: str) -> GherkinText | None:
        text = self.feature_text(feature)
        if text is None:
            return None
        return scenario_text(text, scenario_id, feature)

"""Expectations files: an engine author's known failures.

``rulebook check --expectations FILE`` (pytest: ``--rulebook-expectations
FILE``) marks the scenarios a file lists as known failures: one that fails,
errors, crashes or times out reports ``xfailed`` with the file's reason, one
that passes reports ``xpassed`` (and with ``--strict`` fails the run).  Like
GNU Go's ``*`` on a regression test, the file says what is known to be
broken, so a run of a work-in-progress engine is green until something
changes.

Format: TOML (JSON when the file name ends in ``.json``, same structure),
schema ``schemas/v1/expectations.schema.json``::

    version = 1                      # optional

    [scenarios]
    "car-road-0002" = "roads ending at a cloister are not split yet"
    "car-field-*" = { reason = "farmers are not implemented", issue = "https://example.org/my-engine/issues/12" }
    "perft-carcassonne-midgame" = "legal moves miss enclosed cells"

    [rules]
    "CAR-R-CITY-3" = { reason = "two-tile cities score 2", issue = "https://example.org/my-engine/issues/7" }

A key of ``[scenarios]`` matches a scenario whose id equals it, every row of a
Scenario Outline whose id without ``[<example>]`` equals it, or (when it holds
``*``, ``?`` or ``[``) every id the glob matches (:func:`fnmatch.fnmatchcase`).
A key of ``[rules]`` matches every scenario tagged with a matching rule id
(its own ``@rule``, its Rule's or its Feature's).  When several entries match
one scenario, a ``[scenarios]`` entry wins over a ``[rules]`` one, an exact
key over a glob, and an earlier entry over a later one.

A malformed file (bad TOML/JSON, wrong types, a missing reason, an issue that
is not an http(s) URL) raises :class:`ExpectationsError`; unknown keys are
ignored with a warning (:attr:`Expectations.warnings`), and so (reported by
the pytest plugin) are entries that match no collected scenario.
"""
from __future__ import annotations

import json
import os
import tomllib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from pathlib import Path
from typing import Any

from rulebook.errors import UsageError

__all__ = ["Entry", "Expectations", "ExpectationsError", "load", "parse"]

_TOP_KEYS = ("version", "scenarios", "rules")
_ENTRY_KEYS = ("reason", "issue")
_GLOB_CHARS = frozenset("*?[")


class ExpectationsError(UsageError):
    """The expectations file cannot be used (unreadable or malformed)."""


@dataclass(frozen=True)
class Entry:
    """One known failure: ``kind`` is ``"scenarios"`` or ``"rules"``, ``key``
    the id or glob as written, ``order`` its position in the file."""

    kind: str
    key: str
    reason: str
    issue: str | None
    order: int

    @property
    def is_glob(self) -> bool:
        return any(c in _GLOB_CHARS for c in self.key)

    @property
    def label(self) -> str:
        """``[scenarios] "car-road-*"`` — how warnings name the entry."""
        return f'[{self.kind}] "{self.key}"'

    def xfail_reason(self) -> str:
        """The reason pytest and the report show: the reason, then the issue link."""
        return f"{self.reason} ({self.issue})" if self.issue else self.reason

    def matches(self, scenario_id: str, rules: Sequence[str]) -> bool:
        if self.kind == "scenarios":
            base = scenario_id.split("[", 1)[0]
            if self.key in (scenario_id, base):
                return True
            return self.is_glob and fnmatchcase(scenario_id, self.key)
        return any(self.key == rule or (self.is_glob and fnmatchcase(rule, self.key)) for rule in rules)


@dataclass
class Expectations:
    """A loaded expectations file."""

    path: Path | None
    entries: list[Entry] = field(default_factory=list)
    #: Unknown keys found while loading (one line each).
    warnings: list[str] = field(default_factory=list)

    def match(self, scenario_id: str, rules: Sequence[str] = ()) -> Entry | None:
        """The entry that makes this scenario a known failure, or ``None``."""
        found = [e for e in self.entries if e.matches(scenario_id, rules)]
        if not found:
            return None
        return min(found, key=lambda e: (e.kind != "scenarios", e.is_glob, e.order))

    def unmatched(self, scenarios: Iterable[tuple[str, Sequence[str]]]) -> list[Entry]:
        """Entries that match none of ``scenarios`` (``(id, rules)`` pairs)."""
        pending = list(self.entries)
        for scenario_id, rules in scenarios:
            if not pending:
                break
            pending = [e for e in pending if not e.matches(scenario_id, rules)]
        return pending

    def __len__(self) -> int:
        return len(self.entries)


def _where(path: Path | None) -> str:
    return f"{os.fspath(path)}: " if path is not None else ""


def _read(path: Path) -> Any:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise ExpectationsError(f"cannot read the expectations file {path}: {exc.strerror or exc}") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ExpectationsError(f"{path}: not UTF-8 text ({exc.reason} at byte {exc.start})") from None
    if path.suffix.lower() == ".json":
        try:
            return json.loads(text)
        except json.JSONDecodeError as exc:
            raise ExpectationsError(f"{path}:{exc.lineno}:{exc.colno}: not valid JSON: {exc.msg}") from None
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ExpectationsError(f"{path}: not valid TOML: {exc}") from None


def load(path: str | os.PathLike[str]) -> Expectations:
    """Read and check an expectations file (TOML, or JSON for ``*.json``)."""
    target = Path(path)
    return parse(_read(target), path=target)


def parse(data: Any, *, path: Path | None = None) -> Expectations:
    """Check already-parsed expectations data (the TOML/JSON document)."""
    from rulebook_protocol.schemas import validator

    where = _where(path)
    if not isinstance(data, Mapping):
        raise ExpectationsError(f"{where}the expectations file must be a table (object), not {type(data).__name__}")
    warnings: list[str] = []
    clean: dict[str, Any] = {}
    for key, value in data.items():
        if key not in _TOP_KEYS:
            warnings.append(f"{where}unknown key {key!r} ignored (known keys: {', '.join(_TOP_KEYS)})")
            continue
        clean[key] = value
    for kind in ("scenarios", "rules"):
        table = clean.get(kind)
        if not isinstance(table, Mapping):
            continue
        known: dict[str, Any] = {}
        for key, entry in table.items():
            if isinstance(entry, Mapping):
                extra = [k for k in entry if k not in _ENTRY_KEYS]
                for k in extra:
                    warnings.append(f"{where}[{kind}] \"{key}\": unknown key {k!r} ignored (known keys: reason, issue)")
                entry = {k: v for k, v in entry.items() if k in _ENTRY_KEYS}
            known[key] = entry
        clean[kind] = known
    errors = sorted(validator("expectations").iter_errors(clean), key=lambda e: list(map(str, e.absolute_path)))
    if errors:
        lines = []
        for error in errors:
            pointer = "/" + "/".join(str(p) for p in error.absolute_path)
            message = error.message
            if error.validator == "oneOf" and len(error.absolute_path) == 2:
                # Say what is wrong inside the branch the value was meant for.
                branch = 1 if isinstance(error.instance, Mapping) else 0 if isinstance(error.instance, str) else None
                sub = [e for e in error.context or [] if branch is not None and e.relative_schema_path
                       and e.relative_schema_path[0] == branch]
                if sub:
                    inner = sub[0]
                    pointer = "/" + "/".join(str(p) for p in inner.absolute_path)
                    message = inner.message
                    if inner.validator in ("minLength", "pattern") and branch == 0:
                        message = "the reason is empty"
                else:
                    message = ("an entry is a reason (a string) or a table "
                               "{ reason = \"...\", issue = \"https://...\" }, "
                               f"not {type(error.instance).__name__}")
            lines.append(f"{pointer}: {message}")
        raise ExpectationsError(f"{where}malformed expectations file:\n  " + "\n  ".join(lines))
    entries: list[Entry] = []
    for kind in ("scenarios", "rules"):
        for key, entry in (clean.get(kind) or {}).items():
            if isinstance(entry, str):
                reason, issue = entry, None
            else:
                reason, issue = entry["reason"], entry.get("issue")
            entries.append(Entry(kind=kind, key=key, reason=reason.strip(), issue=issue, order=len(entries)))
    if not entries:
        warnings.append(f"{where}the file lists no known failure ([scenarios] and [rules] are empty)")
    return Expectations(path=path, entries=entries, warnings=warnings)

"""What changed between two reports, keyed by scenario id.

:func:`diff` sorts every scenario of either report into exactly one group:

``new_failures``
    B's outcome is a problem (failed, errored, crashed, timeout; xpassed with
    ``strict``) and A's was not — or the scenario is new in B and fails there;
``fixes``
    A's outcome was a problem and B's is not;
``no_longer_run``
    passed in A, not applicable or skipped in B (a scenario the engine no
    longer gets: a changed default, key or tag of a rule reading, or a
    capability it stopped declaring);
``changed_outcomes``
    any other change of outcome (``failed`` → ``crashed``, ``passed`` →
    ``not_applicable``, ``skipped`` → ``passed`` ...), every change to
    ``not_run`` (a scenario not sent is no fix) and from it to an outcome that
    is no problem (from ``not_run`` to a problem is a new failure: A had no
    verdict on it);
``changed_messages``
    same outcome (not ``passed``) but another message, details or diff;
``only_in_a``
    in A only;
``only_in_b``
    in B only and not a problem there;
``unchanged``
    everything else (only counted).

:meth:`ReportDiff.text` and :meth:`ReportDiff.markdown` render it;
``rulebook report diff A B`` exits 1 when there are new failures or
scenarios no longer run.
"""
from __future__ import annotations

import difflib
import json
import re
from dataclasses import dataclass, field
from typing import Any, TypedDict

from rulebook.report import Report, is_problem

#: A scenario line of a report (schemas/v1/report.schema.json).
ScenarioLine = dict[str, Any]


class ChangeRecord(TypedDict):
    """One scenario of :meth:`ReportDiff.as_dict`."""

    id: str
    game: str | None
    rules: list[str]
    outcome_a: str | None
    outcome_b: str | None
    message_a: str | None
    message_b: str | None


class DiffRecord(TypedDict):
    """:meth:`ReportDiff.as_dict`: ``rulebook report diff --json``."""

    unchanged: int
    new_failures: list[ChangeRecord]
    fixes: list[ChangeRecord]
    no_longer_run: list[ChangeRecord]
    changed_outcomes: list[ChangeRecord]
    changed_messages: list[ChangeRecord]
    only_in_a: list[ChangeRecord]
    only_in_b: list[ChangeRecord]


@dataclass(frozen=True)
class Change:
    """One scenario that differs: its line in A and in B (``None`` when absent)."""

    id: str
    a: ScenarioLine | None
    b: ScenarioLine | None

    @property
    def line(self) -> ScenarioLine:
        """B's line, else A's (a change is in one report at least)."""
        line = self.b if self.b is not None else self.a
        assert line is not None
        return line

    @property
    def title(self) -> str:
        return str(self.line.get("title") or "")

    @property
    def game(self) -> str | None:
        return self.line.get("game")

    @property
    def rules(self) -> list[str]:
        return list(self.line.get("rules") or [])

    @property
    def outcome_a(self) -> str | None:
        return None if self.a is None else self.a.get("outcome")

    @property
    def outcome_b(self) -> str | None:
        return None if self.b is None else self.b.get("outcome")

    @property
    def message_a(self) -> str | None:
        return None if self.a is None else self.a.get("message")

    @property
    def message_b(self) -> str | None:
        return None if self.b is None else self.b.get("message")

    def details_diff(self, context: int = 1, limit: int = 40) -> list[str]:
        """A unified diff of A's and B's details and structured diff (at most ``limit`` lines)."""
        def text(line: ScenarioLine | None) -> list[str]:
            if line is None:
                return []
            out = (line.get("details") or "").splitlines()
            if line.get("diff") is not None:
                out += ["diff: " + json.dumps(line["diff"], sort_keys=True, ensure_ascii=False, default=repr)]
            return out

        lines = list(difflib.unified_diff(text(self.a), text(self.b), "A", "B", n=context, lineterm=""))
        return lines[:limit] + ([f"… {len(lines) - limit} more lines"] if len(lines) > limit else [])


@dataclass
class ReportDiff:
    """The result of :func:`diff`."""

    a: Report
    b: Report
    new_failures: list[Change] = field(default_factory=list)
    fixes: list[Change] = field(default_factory=list)
    no_longer_run: list[Change] = field(default_factory=list)
    changed_outcomes: list[Change] = field(default_factory=list)
    changed_messages: list[Change] = field(default_factory=list)
    only_in_a: list[Change] = field(default_factory=list)
    only_in_b: list[Change] = field(default_factory=list)
    unchanged: int = 0

    #: (attribute, heading) in display order.
    GROUPS = (
        ("new_failures", "New failures"),
        ("fixes", "Fixes"),
        ("no_longer_run", "No longer run (passed → not applicable or skipped)"),
        ("changed_outcomes", "Changed outcomes"),
        ("changed_messages", "Changed messages or diffs"),
        ("only_in_a", "Only in A"),
        ("only_in_b", "Only in B"),
    )

    @property
    def has_new_failures(self) -> bool:
        return bool(self.new_failures)

    @property
    def has_changes(self) -> bool:
        return any(getattr(self, name) for name, _ in self.GROUPS)

    def exit_status(self) -> int:
        """1 when B has new failures, or scenarios that passed in A and are no
        longer run in B (not applicable or skipped), else 0."""
        return 1 if self.has_new_failures or self.no_longer_run else 0

    def as_dict(self) -> DiffRecord:
        """A JSON-able form: per group the ids with their outcomes and messages."""
        def records(changes: list[Change]) -> list[ChangeRecord]:
            return [{"id": c.id, "game": c.game, "rules": c.rules, "outcome_a": c.outcome_a, "outcome_b": c.outcome_b,
                     "message_a": c.message_a, "message_b": c.message_b} for c in changes]

        return {"unchanged": self.unchanged, "new_failures": records(self.new_failures), "fixes": records(self.fixes),
                "no_longer_run": records(self.no_longer_run), "changed_outcomes": records(self.changed_outcomes),
                "changed_messages": records(self.changed_messages), "only_in_a": records(self.only_in_a),
                "only_in_b": records(self.only_in_b)}

    # -- rendering
    def _summary(self) -> str:
        both = self.unchanged + sum(len(getattr(self, n)) for n in
                                    ("new_failures", "fixes", "no_longer_run", "changed_outcomes",
                                     "changed_messages"))
        both -= sum(1 for c in self.new_failures if c.a is None)
        parts = [f"{len(getattr(self, name))} {heading[0].lower() + heading[1:]}" for name, heading in self.GROUPS]
        return f"{both} scenarios in both reports, {self.unchanged} unchanged; " + ", ".join(parts)

    @staticmethod
    def _engine(report: Report) -> str:
        where = f" ({report.path})" if report.path is not None else ""
        return f"{report.header.get('engine', '?')}{where}"

    def text(self, *, limit: int = 200) -> str:
        """Plain text for a terminal."""
        lines = [f"A: {self._engine(self.a)}", f"B: {self._engine(self.b)}", self._summary()]
        for name, heading in self.GROUPS:
            changes: list[Change] = getattr(self, name)
            if not changes:
                continue
            lines += ["", f"{heading} ({len(changes)}):"]
            for change in changes[:limit]:
                rules = f"  [{', '.join(change.rules)}]" if change.rules else ""
                lines.append(f"  {change.id}  {change.outcome_a or '—'} → {change.outcome_b or '—'}{rules}")
                if change.title:
                    lines.append(f"      {change.title}")
                if name == "changed_messages":
                    lines.append(f"      A: {change.message_a or ''}")
                    lines.append(f"      B: {change.message_b or ''}")
                    lines += [f"      {d}" for d in change.details_diff()]
                else:
                    message = change.message_b if change.b is not None else change.message_a
                    if message:
                        lines.append(f"      {message}")
            if len(changes) > limit:
                lines.append(f"  … and {len(changes) - limit} more")
        if not self.has_changes:
            lines += ["", "No differences."]
        return "\n".join(lines) + "\n"

    def markdown(self, *, limit: int = 100) -> str:
        """Markdown for a pull-request comment."""
        from rulebook.reports.markdown import code, escape_cell

        mark = "❌" if self.has_new_failures else "✅"
        lines = [
            f"### {mark} Rulebook report diff",
            "",
            f"A: `{escape_cell(self._engine(self.a), 160)}`  ",
            f"B: `{escape_cell(self._engine(self.b), 160)}`",
            "",
            self._summary() + ".",
        ]
        for name, heading in self.GROUPS:
            changes: list[Change] = getattr(self, name)
            if not changes:
                continue
            lines += ["", f"#### {heading} ({len(changes)})", ""]
            if name == "changed_messages":
                lines += ["| scenario | outcome | message in A | message in B |", "|:--|:--|:--|:--|"]
                for c in changes[:limit]:
                    lines.append(f"| {code(c.id)} | {c.outcome_b} | {escape_cell(c.message_a)} | "
                                 f"{escape_cell(c.message_b)} |")
            else:
                lines += ["| scenario | rules | A | B | message |", "|:--|:--|:--|:--|:--|"]
                for c in changes[:limit]:
                    message = c.message_b if c.b is not None else c.message_a
                    rules = ", ".join(code(r) for r in c.rules) or "—"
                    lines.append(f"| {code(c.id)} {escape_cell(c.title, 80)} | {rules} | {c.outcome_a or '—'} | "
                                 f"{c.outcome_b or '—'} | {escape_cell(message)} |")
            if len(changes) > limit:
                lines.append(f"\n… and {len(changes) - limit} more.")
        if not self.has_changes:
            lines += ["", "No differences."]
        return "\n".join(lines) + "\n"


def _same_result(a: ScenarioLine, b: ScenarioLine) -> bool:
    return (a.get("message"), a.get("details"), a.get("diff")) == (b.get("message"), b.get("details"), b.get("diff"))


def diff(report_a: Report, report_b: Report, *, strict: bool = False) -> ReportDiff:
    """Compare two reports scenario by scenario (see the module docstring)."""
    result = ReportDiff(report_a, report_b)
    a_lines = {s["id"]: s for s in report_a.scenarios}
    b_lines = {s["id"]: s for s in report_b.scenarios}
    for sid, a in a_lines.items():
        b = b_lines.get(sid)
        if b is None:
            result.only_in_a.append(Change(sid, a, None))
            continue
        was, now = is_problem(a["outcome"], strict=strict), is_problem(b["outcome"], strict=strict)
        change = Change(sid, a, b)
        if a["outcome"] != b["outcome"] and (b["outcome"] == "not_run" or (a["outcome"] == "not_run" and not now)):
            result.changed_outcomes.append(change)
        elif now and not was:
            result.new_failures.append(change)
        elif was and not now:
            result.fixes.append(change)
        elif a["outcome"] != b["outcome"]:
            if change.outcome_a == "passed" and change.outcome_b in ("not_applicable", "skipped"):
                result.no_longer_run.append(change)
            else:
                result.changed_outcomes.append(change)
        elif b["outcome"] != "passed" and not _same_result(a, b):
            result.changed_messages.append(change)
        else:
            result.unchanged += 1
    for sid, b in b_lines.items():
        if sid in a_lines:
            continue
        if is_problem(b["outcome"], strict=strict):
            result.new_failures.append(Change(sid, None, b))
        else:
            result.only_in_b.append(Change(sid, None, b))
    for name, _ in ReportDiff.GROUPS:
        getattr(result, name).sort(key=_order)
    return result


def _order(change: Change) -> tuple[Any, ...]:
    """Groups list their scenarios by game, then id (numbers in ids compared as numbers)."""
    return (change.game or "~", natural_key(change.id))


def natural_key(text: str) -> tuple[Any, ...]:
    return tuple((0, int(p), "") if p.isdigit() else (1, 0, p) for p in re.split(r"(\d+)", text))

"""A Markdown summary of a report, for a pull-request comment.

A heading with the engine and the verdict, a table of outcomes per game (the
same columns as the terminal summary, outcomes that did not occur left out),
then the scenarios that did not pass — worst first, with their rule ids and
messages — folded in a ``<details>`` block when there are many.
"""
from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from rulebook.report import OUTCOMES, SEVERITY, Report, is_problem
from rulebook.reports.diff import natural_key

#: Outcome columns always shown, even when zero.
_ALWAYS = ("passed", "failed")
_FOLD_AFTER = 10
_MESSAGE_LIMIT = 240

VERDICT = {0: "passed", 1: "failed", 2: "engine problems (errored, crashed or timed out)"}


def escape_cell(text: Any, limit: int | None = _MESSAGE_LIMIT) -> str:
    """Text safe inside one Markdown table cell: one line, pipes and HTML escaped."""
    value = re.sub(r"\s+", " ", str(text or "")).strip()
    if limit is not None and len(value) > limit:
        value = value[: limit - 1].rstrip() + "…"
    value = value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return value.replace("|", "\\|").replace("`", "\\`")


def code(text: Any) -> str:
    """Inline code for ids (which never hold a backtick, but be safe)."""
    value = str(text).replace("`", "'").replace("|", "\\|")
    return f"`{value}`"


def outcome_columns(report: Report) -> list[str]:
    total = report.counts()
    return [o for o in OUTCOMES if o in _ALWAYS or total.get(o, 0)]


def counts_table(report: Report) -> list[str]:
    """The per-game table (one row per game, a total row), as Markdown lines."""
    columns = outcome_columns(report)
    lines = [
        "| game | " + " | ".join(o.replace("_", " ") for o in columns) + " | total |",
        "|:--|" + "--:|" * (len(columns) + 1),
    ]
    for game, counts in report.by_game().items():
        cells = [str(counts.get(o, 0)) for o in columns]
        lines.append(f"| {escape_cell(game)} | " + " | ".join(cells) + f" | {sum(counts.values())} |")
    total = report.counts()
    cells = [f"**{total.get(o, 0)}**" for o in columns]
    lines.append("| **total** | " + " | ".join(cells) + f" | **{sum(total.values())}** |")
    return lines


def problems_table(scenarios: Sequence[Mapping[str, Any]]) -> list[str]:
    lines = ["| scenario | game | outcome | rules | message |", "|:--|:--|:--|:--|:--|"]
    for s in scenarios:
        rules = ", ".join(code(r) for r in s.get("rules") or []) or "—"
        title = escape_cell(s.get("title"), 80)
        lines.append(
            f"| {code(s['id'])} {title} | {escape_cell(s.get('game') or '—')} | {s['outcome'].replace('_', ' ')} "
            f"| {rules} | {escape_cell(s.get('message') or '')} |"
        )
    return lines


def render_markdown(report: Report, *, strict: bool = False, limit: int = 50, title: str | None = None) -> str:
    """The Markdown summary of ``report`` (at most ``limit`` scenarios listed)."""
    header = report.header
    status = report.exit_status(strict=strict)
    if not report.complete:
        status = max(status, 2)
    counts = report.counts()
    total = sum(counts.values())
    passed = counts.get("passed", 0)
    mark = "✅" if status == 0 else "❌"
    lines = [
        f"### {mark} {title or 'Rulebook conformance'}: {VERDICT.get(status, 'failed')}",
        "",
        f"Engine `{escape_cell(header.get('engine', '?'), 120)}`"
        f" · suite {escape_cell(header.get('suite_version', '?'))}"
        f" · **{passed} of {total}** scenarios passed",
        "",
    ]
    if not report.complete:
        lines += ["> **Warning:** the report has no footer: the run did not finish.", ""]
    elif report.footer and report.footer.get("restarts"):
        lines += [f"> The engine was restarted {report.footer['restarts']} time(s).", ""]
    lines += counts_table(report)
    rank = {name: i for i, name in enumerate(SEVERITY)}
    rows = sorted(report.not_passed(),
                  key=lambda s: (rank.get(s["outcome"], 0), s.get("game") or "~", natural_key(s["id"])))
    shown = [s for s in rows if is_problem(s["outcome"], strict=strict) or s["outcome"] == "xpassed"]
    others = [s for s in rows if s not in shown]
    listed = (shown + others)[:limit]
    if listed:
        lines.append("")
        n_problems = len(shown)
        summary = (f"{n_problems} scenario(s) did not pass" if n_problems
                   else f"{len(rows)} scenario(s) skipped, not applicable or known failures")
        fold = len(listed) > _FOLD_AFTER
        if fold:
            lines += [f"<details><summary>{summary}</summary>", ""]
        else:
            lines += [f"**{summary}**", ""]
        lines += problems_table(listed)
        if len(rows) > len(listed):
            lines += ["", f"… and {len(rows) - len(listed)} more (see the report)."]
        if fold:
            lines += ["", "</details>"]
    lines += ["", "<sub>Generated by `rulebook report markdown` from the JSON Lines report.</sub>", ""]
    return "\n".join(lines)

"""The terminal summary of a report, shared by ``check`` and ``report summary``."""
from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from rich.console import Console
from rich.table import Table
from rich.text import Text

from rulebook.report import OUTCOMES, Report, is_problem

#: (column heading, outcome) in table order.
COLUMNS: tuple[tuple[str, str], ...] = tuple((o.replace("_", " "), o) for o in OUTCOMES)

_STYLE = {
    "passed": "green",
    "failed": "red",
    "errored": "magenta",
    "crashed": "bold red",
    "timeout": "bold red",
    "skipped": "yellow",
    "not_applicable": "dim",
    "xfailed": "yellow",
    "xpassed": "bold yellow",
}


def counts_table(report: Report) -> Table:
    """One row per game, one column per outcome, and a total row."""
    table = Table(title="Scenarios per game", show_footer=False, title_justify="left")
    table.add_column("game", no_wrap=True)
    for heading, outcome in COLUMNS:
        table.add_column(heading, justify="right", style=_STYLE[outcome], no_wrap=True)
    per_game = report.by_game()
    for game, counts in per_game.items():
        table.add_row(Text(game), *(str(counts.get(o, 0)) for _, o in COLUMNS))
    total = report.counts()
    table.add_section()
    table.add_row(Text("total", style="bold"), *(str(total.get(o, 0)) for _, o in COLUMNS))
    return table


def not_passed_table(report: Report, *, strict: bool = False, limit: int = 50) -> Table | None:
    """The scenarios that did not pass (worst first, at most ``limit``), or ``None``."""
    rows = report.not_passed()
    if not rows:
        return None
    table = Table(title="Scenarios that did not pass", title_justify="left")
    table.add_column("id", no_wrap=True)
    table.add_column("outcome", no_wrap=True)
    table.add_column("message", overflow="fold")
    for scenario in rows[:limit]:
        outcome = scenario["outcome"]
        style = _STYLE[outcome] if is_problem(outcome, strict=strict) or outcome == "xpassed" else "dim"
        table.add_row(Text(scenario["id"]), Text(outcome, style=style), Text(scenario.get("message") or ""))
    if len(rows) > limit:
        table.caption = f"... and {len(rows) - limit} more (see the report)"
    return table


def print_summary(
    console: Console,
    report: Report,
    *,
    strict: bool = False,
    paths: Sequence[tuple[str, Path]] = (),
    limit: int = 50,
) -> None:
    """Counts per game, the scenarios that did not pass, then ``paths`` ("label", path)."""
    header = report.header
    console.print(Text(f"Engine: {header.get('engine', '?')}    suite {header.get('suite_version', '?')}"))
    console.print(counts_table(report))
    problems = not_passed_table(report, strict=strict, limit=limit)
    if problems is not None:
        console.print(problems)
    if not report.complete:
        console.print(Text("The report has no footer: the run did not finish.", style="bold red"))
    elif report.footer and report.footer.get("restarts"):
        console.print(Text(f"Engine restarts: {report.footer['restarts']}", style="yellow"))
    if report.footer and report.footer.get("gave_up"):
        console.print(Text("Gave up on the engine after too many restarts: the scenarios left were not sent "
                           "(see --max-restarts).", style="bold red"))
    for label, path in paths:
        console.print(Text(f"{label}: {path}"))

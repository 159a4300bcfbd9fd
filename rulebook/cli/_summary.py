"""The terminal summary of a report, shared by ``check`` and ``report summary``."""
from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from rich import box
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


#: Outcomes that always get a row, even at zero.
ALWAYS_SHOWN = ("passed", "failed")


def counts_table(report: Report) -> Table:
    """One row per outcome that occurred (``passed`` and ``failed`` always),
    one column per game and a total column.

    Outcomes as rows keep the table narrow (about 75 columns with every game and
    every outcome); a zero is dim, a count is coloured only when it is not zero.
    """
    per_game = report.by_game()
    total = report.counts()
    table = Table(title="Scenarios per game", title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False)
    table.add_column("outcome", no_wrap=True)
    for game in per_game:
        table.add_column(game, justify="right", no_wrap=True)
    table.add_column("total", justify="right", no_wrap=True, style="bold")
    for heading, outcome in COLUMNS:
        if outcome not in ALWAYS_SHOWN and not total.get(outcome):
            continue
        style = _STYLE[outcome] if total.get(outcome) else "dim"
        cells = [_count(counts.get(outcome, 0), outcome) for counts in per_game.values()]
        table.add_row(Text(heading, style=style), *cells, _count(total.get(outcome, 0), outcome))
    return table


def _count(n: int, outcome: str) -> Text:
    return Text(str(n), style=_STYLE[outcome] if n else "dim")


def not_passed_table(report: Report, *, strict: bool = False, limit: int = 50) -> Table | None:
    """The scenarios that did not pass (worst first, at most ``limit``), or ``None``."""
    rows = report.not_passed()
    if not rows:
        return None
    table = Table(title="Scenarios that did not pass", title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False)
    table.add_column("id", no_wrap=True)
    table.add_column("outcome", no_wrap=True)
    table.add_column("message", overflow="fold")
    for scenario in rows[:limit]:
        outcome = scenario["outcome"]
        style = _STYLE[outcome] if is_problem(outcome, strict=strict) or outcome == "xpassed" else "dim"
        table.add_row(Text(scenario["id"]), Text(outcome.replace("_", " "), style=style),
                      Text(scenario.get("message") or ""))
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
        from rulebook.errors import EngineAbandoned

        message = next((s.get("message") or "" for s in report.scenarios
                        if EngineAbandoned.PREFIX in (s.get("message") or "")), "")
        why = message.partition(EngineAbandoned.PREFIX)[2].removesuffix(": this scenario was not sent").strip(" :")
        console.print(Text(f"Gave up on the engine{': ' + why if why else ''}; "
                           "the scenarios left were not sent (see --max-restarts).", style="bold red"))
    for label, path in paths:
        console.print(Text(f"{label}: {path}"))

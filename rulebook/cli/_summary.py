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
    "not_run": "bold red",
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


#: Outcomes counted on a line of their own below the table, not listed row by row.
COUNTED_ONLY = ("not_run", "not_applicable")


def not_passed_table(report: Report, *, strict: bool = False, limit: int = 50,
                     outcome: str | None = None) -> Table | None:
    """The scenarios that did not pass (worst first, at most ``limit``), or ``None``.

    Those not run and those not applicable are left out (:func:`print_summary`
    gives each a count line); ``outcome`` lists the scenarios of that outcome
    only (any outcome, those two included)."""
    if outcome is None:
        rows = [s for s in report.not_passed() if s["outcome"] not in COUNTED_ONLY]
        title = "Scenarios that did not pass"
    else:
        rows = [s for s in report.scenarios if s["outcome"] == outcome]
        title = f"Scenarios {outcome.replace('_', ' ')}"
    if not rows:
        return None
    table = Table(title=title, title_justify="left", box=box.SIMPLE_HEAD, pad_edge=False)
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


def gave_up_text(report: Report) -> Text | None:
    """The paragraph that leads the summary when the harness gave up on the
    engine: why, how many scenarios were not run, and the failure that made it
    give up (scenario, request, the engine's error), or ``None``."""
    from rulebook.errors import EngineAbandoned

    not_run = [s for s in report.scenarios if s["outcome"] == "not_run"]
    if not not_run and not (report.footer or {}).get("gave_up"):
        return None
    parsed = next((p for p in (EngineAbandoned.parse(s.get("message") or "") for s in not_run) if p), None)
    why, cause = parsed if parsed else ("", None)
    text = Text(f"Gave up on the engine{' ' + why if why else ''}: {len(not_run)} scenario(s) were not run "
                "(not sent to the engine).", style="bold red")
    if cause:
        text.append("\nThe failure that made it give up: ", style="bold")
        text.append(cause)
        text.append("\n(its details, transcript and the engine's stderr: that scenario's line in the report)",
                    style="dim")
    return text


def _count_lines(report: Report, report_path: Path | None) -> list[Text]:
    counts = report.counts()
    lines = []
    where = f" {report_path}" if report_path is not None else " REPORT"
    if counts.get("not_applicable"):
        lines.append(Text(
            f"{counts['not_applicable']} scenario(s) not applicable: they need what the engine does not declare "
            f"in hello (game, expansion, capability, ...) or it answered unsupported. "
            f"List them: rulebook report summary{where} --outcome not_applicable", style="dim"))
    if counts.get("not_run"):
        lines.append(Text(
            f"{counts['not_run']} scenario(s) not run (the harness gave up on the engine, above). "
            f"List them: rulebook report summary{where} --outcome not_run", style="dim"))
    return lines


def print_summary(
    console: Console,
    report: Report,
    *,
    strict: bool = False,
    paths: Sequence[tuple[str, Path]] = (),
    limit: int = 50,
    outcome: str | None = None,
) -> None:
    """The engine; why the harness gave up on it, if it did; counts per game;
    the scenarios that did not pass (``outcome``: those of this outcome); a
    count line for those not applicable and those not run; then ``paths``
    ("label", path; the one labelled ``Report`` is named in the hints)."""
    header = report.header
    console.print(Text(f"Engine: {header.get('engine', '?')}    suite {header.get('suite_version', '?')}"))
    gave_up = gave_up_text(report)
    if gave_up is not None:
        console.print(gave_up)
    console.print(counts_table(report))
    problems = not_passed_table(report, strict=strict, limit=limit, outcome=outcome)
    if problems is not None:
        console.print(problems)
    report_path = next((path for label, path in paths if label == "Report"), None)
    if outcome is None:
        for line in _count_lines(report, report_path):
            console.print(line)
    if not report.complete:
        console.print(Text("The report has no footer: the run did not finish.", style="bold red"))
    elif report.footer and report.footer.get("restarts"):
        console.print(Text(f"Engine restarts: {report.footer['restarts']}", style="yellow"))
    for label, path in paths:
        console.print(Text(f"{label}: {path}"))

"""``rulebook report summary|junit REPORT``: outputs derived from a saved report."""
from __future__ import annotations

from pathlib import Path

import click

from rulebook.cli._console import CliError

_REPORT = click.Path(exists=True, dir_okay=False, path_type=Path)


def _load(path: Path):  # -> rulebook.report.Report
    from rulebook.report import ReportError, read_report

    try:
        return read_report(path, allow_incomplete=True)
    except ReportError as exc:
        raise CliError(str(exc)) from None


@click.group()
def report() -> None:
    """Read a JSON Lines report written by `rulebook check`."""


@report.command()
@click.argument("report_path", metavar="REPORT", type=_REPORT)
@click.option("--strict", is_flag=True, help="Count known failures that passed (xpassed) as failures.")
@click.option("--limit", type=click.IntRange(min=0), default=50, show_default=True,
              help="List at most this many scenarios that did not pass.")
def summary(report_path: Path, strict: bool, limit: int) -> None:
    """Print the counts per game and the scenarios that did not pass.

    Exit status as for `rulebook check` (0, 1 or 2); a report without a footer
    (the run did not finish) exits with at least 2; 3 for a malformed report.
    """
    from rulebook.cli._console import make_console
    from rulebook.cli._summary import print_summary

    result = _load(report_path)
    print_summary(make_console(), result, strict=strict, limit=limit, paths=[("Report", report_path)])
    code = result.exit_status(strict=strict)
    if not result.complete:
        code = max(code, 2)
    if code:
        click.get_current_context().exit(code)


@report.command()
@click.argument("report_path", metavar="REPORT", type=_REPORT)
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Where to write the XML (default: REPORT with the suffix .xml).")
@click.option("--strict", is_flag=True, help="Write known failures that passed (xpassed) as failures.")
def junit(report_path: Path, output: Path | None, strict: bool) -> None:
    """Write JUnit XML (one testsuite per game) derived from REPORT."""
    from rulebook.junit import write_junit

    result = _load(report_path)
    target = output or report_path.with_suffix(".xml")
    if target.resolve() == report_path.resolve():
        raise CliError("the JUnit output would overwrite the report; pass -o PATH")
    write_junit(result, target, strict=strict)
    click.echo(f"JUnit: {target}")

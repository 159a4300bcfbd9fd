"""``rulebook report summary|junit|markdown|badges|diff|casebook``: outputs
derived from saved reports (the JSON Lines report is the single record).

An output path (``-o``) is checked before the reports are read, and each file
is replaced atomically (:mod:`rulebook.outputs`); one that cannot be written
is one line and exit status 3."""
from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import click

from rulebook.cli._console import CliError
from rulebook.report import OUTCOMES

if TYPE_CHECKING:
    from rulebook.report import Report

_REPORT = click.Path(exists=True, dir_okay=False, path_type=Path)


def _writable(path: Path, what: str, *, folder: bool = False) -> Path:
    """``path`` (an output of the command, ``-o``) checked before any work:
    a :class:`CliError` (exit status 3) naming it and the problem otherwise."""
    from rulebook.errors import OutputError
    from rulebook.outputs import check_writable, check_writable_folder

    check = check_writable_folder if folder else check_writable
    try:
        return check(path, what=what, hint="pass -o with another path")
    except OutputError as exc:
        raise CliError(str(exc)) from None


def _load(path: Path) -> Report:
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
@click.option("--outcome", type=click.Choice(list(OUTCOMES)), default=None,
              help="List the scenarios of this outcome instead (e.g. not_applicable, not_run).")
def summary(report_path: Path, strict: bool, limit: int, outcome: str | None) -> None:
    """Print the counts per game and the scenarios that did not pass (or,
    with --outcome, those of one outcome).

    Exit status as for `rulebook check` (0, 1 or 2); a report without a footer
    (the run did not finish) exits with at least 2; 3 for a malformed report.
    """
    from rulebook.cli._console import make_console
    from rulebook.cli._summary import print_summary

    result = _load(report_path)
    print_summary(make_console(), result, strict=strict, limit=limit, paths=[("Report", report_path)],
                  outcome=outcome)
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

    target = output or report_path.with_suffix(".xml")
    if target.resolve() == report_path.resolve():
        raise CliError("the JUnit output would overwrite the report; pass -o PATH")
    _writable(target, "the JUnit XML")
    result = _load(report_path)
    write_junit(result, target, strict=strict)
    click.echo(f"JUnit: {target}")


@report.command()
@click.argument("report_path", metavar="REPORT", type=_REPORT)
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Write the Markdown to this file (default: standard output).")
@click.option("--strict", is_flag=True, help="Count known failures that passed (xpassed) as failures.")
@click.option("--limit", type=click.IntRange(min=0), default=50, show_default=True,
              help="List at most this many scenarios that did not pass.")
@click.option("--title", default=None, help="Heading of the summary (default: Rulebook conformance).")
def markdown(report_path: Path, output: Path | None, strict: bool, limit: int, title: str | None) -> None:
    """Print a Markdown summary of REPORT for a pull-request comment: a table
    per game and the scenarios that did not pass, with their rules and messages.

    Exit status 0 (3 for a malformed report): the summary is for reading, the
    verdict is `rulebook report summary`'s.
    """
    from rulebook.outputs import write_text
    from rulebook.reports.markdown import render_markdown

    if output is not None:
        if output.resolve() == report_path.resolve():
            raise CliError("the Markdown output would overwrite the report; pass -o with another path")
        _writable(output, "the Markdown")
    text = render_markdown(_load(report_path), strict=strict, limit=limit, title=title)
    if output is None:
        click.echo(text, nl=False)
    else:
        write_text(output, text, what="the Markdown", hint="pass -o with another path")
        click.echo(f"Markdown: {output}")


@report.command()
@click.argument("report_path", metavar="REPORT", type=_REPORT)
@click.option("-o", "--output", "directory", required=True, type=click.Path(file_okay=False, path_type=Path),
              help="Folder to write the badges into (created if needed).")
def badges(report_path: Path, directory: Path) -> None:
    """Write one shields.io endpoint badge per game (DIR/<game>.json):
    "N/M passing", not-applicable scenarios left out of M."""
    from rulebook.reports.badges import write_badges

    _writable(directory, "the badge folder", folder=True)
    for path in write_badges(_load(report_path), directory):
        click.echo(f"Badge: {path}")


@report.command()
@click.argument("report_a", metavar="A", type=_REPORT)
@click.argument("report_b", metavar="B", type=_REPORT)
@click.option("--markdown", "as_markdown", is_flag=True, help="Print Markdown (for a pull-request comment).")
@click.option("--json", "as_json", is_flag=True, help="Print the differences as JSON.")
@click.option("--strict", is_flag=True, help="Count known failures that passed (xpassed) as failures.")
def diff(report_a: Path, report_b: Path, as_markdown: bool, as_json: bool, strict: bool) -> None:
    """Compare two reports scenario by scenario (keyed by id): new failures,
    fixes, changed outcomes, changed messages or diffs, scenarios only in A or B.

    Exit status: 0 no new failures in B; 1 B has new failures, or scenarios
    that passed in A are not applicable or skipped in B; 3 bad usage or a
    malformed report.
    """
    import json

    from rulebook.reports.diff import diff as diff_reports

    if as_markdown and as_json:
        raise CliError("--markdown and --json cannot be used together")
    result = diff_reports(_load(report_a), _load(report_b), strict=strict)
    if as_json:
        click.echo(json.dumps(result.as_dict(), ensure_ascii=False, indent=2))
    elif as_markdown:
        click.echo(result.markdown(), nl=False)
    else:
        click.echo(result.text(), nl=False)
    if result.exit_status():
        click.get_current_context().exit(result.exit_status())


@report.command()
@click.argument("report_paths", metavar="REPORT...", nargs=-1, required=True, type=_REPORT)
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="HTML file to write (default: the first REPORT with the suffix .html).")
@click.option("--label", "labels", metavar="NAME", multiple=True,
              help="Column name of each report's engine, in order (repeatable; default: from the report).")
@click.option("--title", default=None, help="Title of the page.")
@click.option("--spec-url", metavar="URL", default=None,
              help="Base URL of the repository (e.g. https://github.com/ORG/REPO/blob/main) "
                   "to link rules to spec/ files.")
@click.option("--rulebooks", "rulebooks_dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Folder of the rulebook inventories (default: spec/rulebooks, shipped with the package).")
def casebook(report_paths: tuple[Path, ...], output: Path | None, labels: tuple[str, ...], title: str | None,
             spec_url: str | None, rulebooks_dir: Path | None) -> None:
    """Write the HTML casebook of one or more reports (one engine column each):
    game → rule → scenario with the rule text, the source example, the
    scenario text, each engine's outcome, message, transcript and the board
    before and after the moves.  A single self-contained file: open it in any
    browser, offline."""
    from rulebook.reports.casebook import write_casebook

    target = output or report_paths[0].with_suffix(".html")
    if any(target.resolve() == path.resolve() for path in report_paths):
        raise CliError("the casebook would overwrite a report; pass -o PATH")
    _writable(target, "the casebook")
    reports = [_load(path) for path in report_paths]
    write_casebook(reports, target, labels=list(labels) or None, title=title, spec_url=spec_url,
                   rulebooks_dir=rulebooks_dir)
    click.echo(f"Casebook: {target}")

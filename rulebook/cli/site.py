"""``rulebook site``: the static rulebook site (:mod:`rulebook.site`)."""
from __future__ import annotations

from pathlib import Path

import click

from rulebook.cli._console import CliError


@click.command("site")
@click.option("-o", "--output", "output", type=click.Path(file_okay=False, path_type=Path), required=True,
              help="Folder to write the site into (created; an earlier build's pages are replaced).")
@click.option("--game", "games", multiple=True, help="Only this game's rules and scenarios (repeatable); "
              "the protocol's rules are always included.")
@click.option("--id", "ids", multiple=True, metavar="ID", help="Only this scenario (repeatable): a quick "
              "preview; every rule, example and reading is still shown.")
@click.option("--results", type=click.Path(dir_okay=False, exists=True, path_type=Path), default=None,
              help="A run report (JSON Lines, `rulebook check --report`) of another engine: its outcome "
              "is shown on every scenario.")
@click.option("--reference", type=click.Path(dir_okay=False, exists=True, path_type=Path), default=None,
              help="A report of the reference engine to draw from, instead of running it.")
@click.option("--cache-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Where the reference run is cached (default ~/.cache/rulebook/site).")
@click.option("--no-cache", is_flag=True, help="Run the reference engine even when a cached run of the same "
              "inputs exists (and do not store this one).")
@click.option("--source-url", default=None, metavar="URL",
              help="A repository URL (…/blob/main) to link each .feature line and spec file to, besides "
              "the copies inside the site.")
@click.option("--budget-mb", type=click.FloatRange(min=0), default=None,
              help="Fail (exit 1) when the whole site is larger than this many MB (10^6 bytes).")
def site(output: Path, games: tuple[str, ...], ids: tuple[str, ...], results: Path | None, reference: Path | None,
         cache_dir: Path | None, no_cache: bool, source_url: str | None, budget_mb: float | None) -> None:
    """Build the rulebook site: every rule with its text, sources, scenarios (boards, events) and
    readings, as static HTML in OUTPUT (open OUTPUT/index.html).

    Exit status: 0 built; 1 over --budget-mb; 3 bad usage, an unreadable report, or a file of the
    site over 3 MiB.
    """
    from rulebook.errors import UsageError
    from rulebook.outputs import check_writable_folder
    from rulebook.site import build_site

    # before the reference run: an unwritable folder is one line and exit 3 (OutputError)
    check_writable_folder(output, what="the site folder", hint="pass -o with another folder")
    try:
        stats = build_site(output, games=games, scenario_ids=ids, results=results, reference=reference,
                           cache_dir=cache_dir, use_cache=not no_cache, source_url=source_url)
    except UsageError as exc:
        raise CliError(str(exc)) from None
    for line in stats.log:
        click.echo(line)
    click.echo(f"site: {output}/index.html · {stats.pages} pages, {stats.files} files, "
               f"{stats.bytes / 1e6:.1f} MB (largest {stats.largest[0]}, {stats.largest[1] / 1e6:.2f} MB), "
               f"{stats.seconds:.1f} s")
    if budget_mb is not None and stats.bytes > budget_mb * 1e6:
        click.echo(f"the site is {stats.bytes / 1e6:.1f} MB, over the budget of {budget_mb:g} MB", err=True)
        raise SystemExit(1)

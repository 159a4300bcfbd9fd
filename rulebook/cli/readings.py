"""``rulebook readings``: what each registered rule reading decides.

``rulebook readings list``
    the registry (spec/interpretations.md): per game each key, its values, its
    default, and which values the reference engine plays.
``rulebook readings measure [--game G] [--key K] [--write | --check]``
    runs the suite on the reference engine under every value of every key
    (:mod:`rulebook.readings_measure`) and prints, per key, the scenarios whose
    outcome changes; ``--write`` stores the table in ``features/readings.json``,
    ``--check`` compares it with the stored one (exit 1 when they differ);
    either way the tags are then linted against it.
``rulebook readings lint``
    compares the stored table with the scenarios' ``@interp`` tags (exit 1 on
    a problem, one line each).
``rulebook readings impact [GAME:]KEY=VALUE [--games N]``
    the scenarios whose outcome changes under that value (with the assertion
    that flips), and N random games of the reference engine under the default
    and under the value, played in lockstep: in how many they part, and where
    (:mod:`rulebook.readings_impact`).
``rulebook readings map [--games N] [-o FILE]``
    ``impact`` for every value the reference engine plays: the sensitivity map
    (Markdown).
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import click

from rulebook.cli._console import CliError, make_console

if TYPE_CHECKING:
    from rulebook.readings_measure import Run


@click.group()
def readings() -> None:
    """What each registered rule reading (spec/interpretations.md) decides."""


@readings.command("list")
def list_readings() -> None:
    """The registry: per game each key, its values and default, and what the reference engine plays."""
    from rich.table import Table

    from rulebook import readings as registry
    from rulebook.readings_measure import _reference_hello

    console = make_console()
    hello = _reference_hello()
    for game, keys in sorted(registry.registry().items()):
        table = Table(title=game, title_justify="left")
        for column in ("key", "values", "default", "reference plays"):
            table.add_column(column)
        offered = registry.declared(hello, game)
        for name, key in sorted(keys.items()):
            values = ", ".join(v + (" (chance)" if v in key.chance else "") for v in key.values)
            table.add_row(name + (f" [{key.expansion}]" if key.expansion else ""), values, key.default,
                          ", ".join(offered.get(name, [])))
        console.print(table)


@readings.command()
@click.option("--game", "games", multiple=True, metavar="GAME", help="Only this game (repeatable).")
@click.option("--key", "keys", multiple=True, metavar="[GAME:]KEY", help="Only this key (repeatable).")
@click.option("--write", is_flag=True, help="Store the table in features/readings.json (all games and keys only).")
@click.option("--check", "compare", is_flag=True,
              help="Exit 1 when the measurement differs from features/readings.json.")
@click.option("-n", "workers", type=click.IntRange(min=1), default=None, help="Runs at a time (default: one per CPU).")
@click.option("--no-cache", is_flag=True, help="Measure every run again (runs are cached by the content of the "
              "scenarios, the registry and the code, in $RULEBOOK_CACHE or ~/.cache/rulebook).")
def measure(games: tuple[str, ...], keys: tuple[str, ...], write: bool, compare: bool, workers: int | None,
            no_cache: bool) -> None:
    """Run the suite under every value of every key and derive which scenarios each key decides."""
    from rulebook.errors import UsageError
    from rulebook.readings_measure import dependencies, lint, load_table, plan, write_table
    from rulebook.readings_measure import measure as run_all

    if write and (games or keys):
        raise CliError("--write stores the whole table: leave out --game and --key")
    console = make_console()
    try:
        total = len(plan(games or None, keys or None))
        done = [0]

        def progress(run: Run) -> None:
            done[0] += 1
            choice = run.choice
            console.print(f"[{done[0]}/{total}] {run.game}: "
                          f"{'defaults' if choice is None else '='.join(choice)}")

        runs = run_all(games or None, keys or None, workers=workers, on_run=progress, use_cache=not no_cache)
    except UsageError as exc:
        raise CliError(str(exc)) from None
    table = dependencies(runs)
    for game, per_key in table["games"].items():
        for name, entry in per_key.items():
            if len(entry["measured"]) < 2:
                continue
            scenarios = entry["scenarios"]
            console.print(f"{game}:{name} ({', '.join(entry['measured'])}): {len(scenarios)} scenario(s) "
                          f"change outcome" + (": " + ", ".join(scenarios) if scenarios else ""))
    status = 0
    if write:
        from rulebook.readings_measure import registry_snapshot, suite_version, tag_snapshot

        try:
            stored = load_table()
        except UsageError:
            stored = {}
        # The previous version's snapshot: kept while the version stays, rolled on when it changes.
        if stored.get("suite_version") == suite_version():
            since = stored.get("since")
        else:
            since = {k: stored.get(k) for k in ("suite_version", "registry", "tags")} if stored else None
        if since and since.get("suite_version") == suite_version() and (
                since.get("registry") != registry_snapshot() or since.get("tags") != tag_snapshot()):
            raise CliError(f"a key, value, default or @interp tag changed in suite version {suite_version()}, "
                           "which is released: give the suite a new version (pyproject.toml, then reinstall), say "
                           "what changed in features/CHANGELOG.md, and measure again")
        path = write_table(table, since=since)
        console.print(f"Wrote {path}")
    if compare:
        stored = load_table()
        if json.dumps(stored.get("games"), sort_keys=True) != json.dumps(table["games"], sort_keys=True) \
                or stored.get("digest") != table["digest"]:
            console.print("The measurement differs from features/readings.json: run "
                          "`rulebook readings measure --write` and review the change.")
            status = 1
    if write or compare:
        problems = lint()
        for line in problems:
            console.print(line)
        status = status or (1 if problems else 0)
    if status:
        click.get_current_context().exit(status)


@readings.command("lint")
def lint_command() -> None:
    """Compare features/readings.json with the scenarios' @interp tags."""
    from rulebook.errors import UsageError
    from rulebook.readings_measure import lint

    try:
        problems = lint()
    except UsageError as exc:
        raise CliError(str(exc)) from None
    console = make_console()
    for line in problems:
        console.print(line)
    if problems:
        click.get_current_context().exit(1)
    console.print("Every scenario is tagged with exactly the keys its outcome depends on.")


@readings.command()
@click.argument("choice", metavar="[GAME:]KEY=VALUE")
@click.option("--games", "count", type=click.IntRange(min=0), default=100, show_default=True,
              help="Random games of the reference engine under both readings.")
@click.option("--seed", type=int, default=1, show_default=True, help="Seed of the first game.")
@click.option("--players", type=click.IntRange(2, 5), default=2, show_default=True)
@click.option("--export", "export_dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              help="Write the first game where the readings part, shrunk, as a candidate .feature here.")
def impact(choice: str, count: int, seed: int, players: int, export_dir: Path | None) -> None:
    """What playing VALUE instead of the default changes: scenarios and random games."""
    from rulebook.cli._interp import parse
    from rulebook.errors import UsageError
    from rulebook.readings_impact import impact as measure_impact

    chosen = parse([choice])
    (game, values), = chosen.items()
    (key, value), = values.items()
    console = make_console()
    try:
        result = measure_impact(game, key, value, games=count, seed=seed, players=players, export_dir=export_dir)
    except UsageError as exc:
        raise CliError(str(exc)) from None
    console.print(result.text())


@readings.command("map")
@click.option("--games", "count", type=click.IntRange(min=1), default=100, show_default=True,
              help="Random games per value.")
@click.option("--seed", type=int, default=1, show_default=True)
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Write the map (Markdown) here instead of printing it.")
def sensitivity_map(count: int, seed: int, output: Path | None) -> None:
    """The sensitivity map: for every value the reference engine plays, the share of random games it changes."""
    from rulebook.errors import UsageError
    from rulebook.readings_impact import sensitivity_map as build

    try:
        text = build(games=count, seed=seed)
    except UsageError as exc:
        raise CliError(str(exc)) from None
    if output is None:
        click.echo(text)
        return
    try:
        output.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise CliError(f"cannot write {output}: {exc.strerror or exc}") from None
    make_console().print(f"Wrote {output}")

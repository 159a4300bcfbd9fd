"""``rulebook perft``: count an engine's legal move sequences from a position
and compare them with the reference engine, move by move.

The position file is a canonical position, a ``new_game`` request or a perft
case of ``features/perft/`` (see :mod:`rulebook.perft`).  An engine that
declares the capability ``perft`` is asked directly; otherwise (or with
``--method moves``) the runner counts through ``legal_moves``/``apply_move``.
Every message is validated against ``schemas/``.

Exit status: 0 the counts equal the reference engine's; 1 they differ; 2 the
engine failed (crashed, hung, answered off-schema, refused the set-up or a
legal move, or cannot be set up at all); 3 bad usage or a bad position file.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

import click
from rich.table import Table
from rich.text import Text

from rulebook.cli._console import CliError
from rulebook.cli._interp import interp_option

EXIT_DIFFERENT = 1
EXIT_ENGINE = 2


def _table(rows: list[Any], *, only_problems: bool) -> Table:
    from rulebook.perft import describe_move

    table = Table(title="Divide (count per first move)" + (": the moves that differ" if only_problems else ""),
                  title_justify="left")
    table.add_column("move", overflow="fold")
    table.add_column("reference", justify="right", no_wrap=True)
    table.add_column("engine", justify="right", no_wrap=True)
    table.add_column("", no_wrap=True)
    for row in rows:
        if only_problems and row.status == "ok":
            continue
        bad = row.status != "ok"
        style = "bold red" if bad else ""
        table.add_row(
            Text(describe_move(row.move), style=style),
            Text("-" if row.expected is None else str(row.expected), style=style),
            Text("-" if row.actual is None else str(row.actual), style=style),
            Text({"ok": "", "differs": "differs", "missing": "missing: the engine does not list it",
                  "extra": "extra: not a legal move"}[row.status], style=style),
        )
    return table


@click.command()
@click.option("--engine", metavar="CMD", default=None,
              help="Engine to count: a command line, or module:attribute. Default: the reference engine, in-process.")
@click.option("--game", metavar="GAME", default=None, help="Game of the position (checked against the file).")
@click.option("--position", "position_path", metavar="FILE", required=True,
              type=click.Path(dir_okay=False, path_type=Path),
              help="JSON file: a canonical position, a new_game request, or a features/perft case.")
@click.option("--depth", type=click.IntRange(1, 6), default=None,
              help="Decisions to look ahead (1-6; default: the perft case's depth).")
@click.option("--divide", is_flag=True, help="Show the count per first move (always shown for moves that differ).")
@click.option("--method", type=click.Choice(["auto", "perft", "moves"]), default="auto", show_default=True,
              help="perft: the engine's perft command; moves: walk legal_moves/apply_move; "
                   "auto: perft when the engine declares it.")
@click.option("--timeout", metavar="SECONDS", type=click.FloatRange(min=0, min_open=True), default=60.0,
              show_default=True, help="Seconds to wait for each engine response.")
@interp_option
def perft(engine: str | None, game: str | None, position_path: Path, depth: int | None, divide: bool,
          method: str, timeout: float, interp: tuple[str, ...] = ()) -> None:
    """Count legal move sequences of DEPTH decisions and compare with the reference engine.

    Exit status: 0 equal; 1 different; 2 the engine failed or cannot be
    set up; 3 bad usage or position file.
    """
    from rulebook.cli._console import make_console
    from rulebook.client import Client
    from rulebook.engines import open_engine
    from rulebook.errors import EngineFailure, NotApplicable, UsageError
    from rulebook.perft import compare, engine_perft, load_file, reference_perft

    try:
        case = load_file(position_path, game=game)
    except UsageError as exc:
        raise CliError(str(exc)) from None
    from rulebook.cli._interp import check_declared, parse

    chosen = parse(interp, [case.game])
    # The set-up's own reading with the chosen values on top; only values that are not the default are sent.
    setup = case.setup.with_interpretations({**_own_reading(case.setup), **chosen.get(case.game, {})})
    if depth is None:
        if case.depth is None:
            raise CliError("--depth is needed (the file gives no depth)")
        depth = case.depth
    try:
        expected = reference_perft(setup, depth, divide=True)
    except UsageError as exc:
        raise CliError(f"{position_path}: {exc}") from None

    console = make_console()
    how = "new_game" if case.setup.cmd == "new_game" else "load_position"
    console.print(Text(f"perft {depth} of {position_path} ({case.game}, set up with {how})"))
    if case.nodes is not None and case.depth == depth and case.nodes != expected.nodes:
        console.print(Text(f"warning: the file expects {case.nodes} but the reference engine counts "
                           f"{expected.nodes}", style="yellow"))

    try:
        adapter = open_engine(engine, timeout=timeout)
    except UsageError as exc:
        raise CliError(str(exc)) from None
    actual = None
    try:
        client = Client(adapter)
        try:
            check_declared(chosen, client.hello())
            actual = engine_perft(client, setup, depth, divide=divide, method=method)
            if actual.nodes != expected.nodes and not divide:
                actual = engine_perft(client, setup, depth, divide=True, method=actual.method)
        except NotApplicable as exc:
            console.print(Text(f"not supported: {exc}", style="bold red"))
            raise CliError(f"the engine cannot count this position: {exc}", exit_code=EXIT_ENGINE) from None
        except (EngineFailure, AssertionError) as exc:
            console.print(Text(f"engine failure: {type(exc).__name__}: {exc}", style="bold red"))
            raise CliError(f"the engine failed during perft: {exc}".splitlines()[0], exit_code=EXIT_ENGINE) from None
    finally:
        description = adapter.description
        adapter.close()

    counted = "its perft command" if actual.method == "perft" else "legal_moves/apply_move"
    console.print(Text(f"engine: {description} (counted with {counted})"))
    rows = compare(expected.divide or [], actual.divide) if actual.divide is not None else []
    same = actual.nodes == expected.nodes and all(r.status == "ok" for r in rows)
    if rows and (divide or not same):
        console.print(_table(rows, only_problems=not divide))
    style = "bold green" if same else "bold red"
    verdict = "equal" if same else "DIFFERENT"
    console.print(Text(f"nodes: engine {actual.nodes}, reference {expected.nodes}: {verdict}", style=style))
    if not same:
        click.get_current_context().exit(EXIT_DIFFERENT)


def _own_reading(setup: Any) -> dict[str, str]:
    """The interpretation values a set-up names itself."""
    source = setup.fields.get("position", {}) if setup.cmd == "load_position" else setup.fields
    values = source.get("interpretations") or {}
    return {str(k): str(v) for k, v in values.items()} if isinstance(values, dict) else {}

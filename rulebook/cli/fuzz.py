"""``rulebook fuzz --engine CMD``: differential play against the reference engine.

Plays random complete games through the reference and the candidate in
lockstep (:mod:`rulebook.fuzz`), stops at the first divergence, shrinks it
and writes it to ``--export`` as ``<id>.json`` (any game) and ``<id>.feature``
(a scenario for the shared steps; base Carcassonne), with a binding module so
``python -m pytest <dir> --rulebook-engine CMD`` replays every exported scenario.

Exit status: 0 no divergence; 1 a divergence (a wrong answer or a refused
move); 2 an engine failure (the candidate crashed, timed out or broke the
protocol; or the reference failed); 3 bad usage (options, engine spec, a game
the candidate does not implement); 130 interrupted.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from rulebook.boxes import BOXES, COLOURS
from rulebook.cli._console import CliError, make_console

DEFAULT_EXPORT = Path("reports") / "fuzz"
BINDING = "test_fuzz_regressions.py"
BINDING_TEXT = '''"""Exported by `rulebook fuzz`: runs every .feature in this folder.

    python -m pytest {folder} --rulebook-engine "CMD"
"""
from pytest_bdd import scenarios

scenarios(".")
'''


def _value(value: Any) -> str:
    from rulebook.fuzz import ABSENT

    if value is ABSENT:
        return "(absent)"
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 300 else text[:297] + "..."


def _divergence_table(div: Any, title: str) -> Table:
    table = Table(title=title, show_header=False, title_justify="left")
    table.add_column("", style="bold")
    table.add_column("")
    table.add_row("kind", f"{div.kind}" + (f" ({div.failure})" if div.failure else ""))
    table.add_row("request", f"{div.command} (after {div.step} move(s) of the case)")
    table.add_row("path", div.path or "(the whole response)")
    if div.kind == "legal_moves" and div.path == "/moves":
        table.add_row("only in reference", _value(div.expected))
        table.add_row("only in candidate", _value(div.actual))
    else:
        table.add_row("expected (reference)", _value(div.expected))
        table.add_row("actual (candidate)", _value(div.actual))
    if div.reference_item is not None and div.kind != "legal_moves":
        table.add_row("reference item", _value(div.reference_item))
    table.add_row("message", div.message)
    if isinstance(div.details, dict) and div.details.get("stderr"):
        table.add_row("engine stderr (tail)", div.details["stderr"][-1000:])
    return table


def _where(div: Any) -> str:
    if div.command in ("new_game", "load_position") or (div.command == "state" and not div.after_move and div.step == 0):
        return "at the start"
    if div.command == "apply_move":
        return f"on move {div.step + 1}"
    if div.command == "state":
        return f"in the state after move {div.step + 1}"
    return f"in the legal moves after {div.step} move(s)"


def _split(values: tuple[str, ...]) -> list[str]:
    return [v.strip() for value in values for v in value.split(",") if v.strip()]


@click.command()
@click.option("--engine", "engine_spec", required=True, metavar="CMD",
              help="Candidate engine: a command line, or module:attribute for a Python engine.")
@click.option("--reference", "reference_spec", default=None, metavar="CMD",
              help="Engine to compare against (default: the reference engine, in-process).")
@click.option("--game", type=click.Choice(sorted(BOXES)), default="carcassonne", show_default=True)
@click.option("--games", type=click.IntRange(min=1), default=10, show_default=True, help="Games to play.")
@click.option("--seed", type=int, default=0, show_default=True,
              help="Game i uses seed S+i for the shuffle and the move choice (as `rulebook play --seed`).")
@click.option("--players", type=click.IntRange(2, len(COLOURS)), default=2, show_default=True)
@click.option("--timeout", type=click.FloatRange(min=0, min_open=True), default=10.0, show_default=True,
              help="Seconds per request.")
@click.option("--export", "export_dir", type=click.Path(file_okay=False, path_type=Path), default=DEFAULT_EXPORT,
              show_default=True, help="Folder for the exported reproduction (.json, .feature).")
@click.option("--expansions", multiple=True, metavar="IDS",
              help="Expansions to play with (comma-separated or repeated; carcassonne).")
@click.option("--shrink/--no-shrink", default=True, show_default=True, help="Shrink the divergence.")
@click.option("--shrink-time", type=click.FloatRange(min=0), default=60.0, show_default=True,
              help="Seconds to spend shrinking at most.")
def fuzz(engine_spec: str, reference_spec: str | None, game: str, games: int, seed: int, players: int,
         timeout: float, export_dir: Path, expansions: tuple[str, ...], shrink: bool, shrink_time: float) -> None:
    """Play random games through the reference and the candidate in lockstep;
    report, shrink and export the first divergence.

    Exit status: 0 no divergence; 1 a divergence; 2 an engine crashed, timed
    out or broke the protocol; 3 bad usage; 130 interrupted."""
    from rulebook import fuzz as core
    from rulebook.client import Client
    from rulebook.engines import InProcessEngine, open_engine
    from rulebook.errors import EngineError, NotApplicable, UsageError

    console = make_console()
    names = _split(expansions)
    try:
        core.box_setup(game, seed, players, names)
        if reference_spec is None:
            # A session of its own: a candidate given as reference_engine:handle
            # must not share the module's default session with the reference.
            from reference_engine import Session

            reference_engine: Any = InProcessEngine(Session().handle, description="the reference engine (in-process)")
        else:
            reference_engine = open_engine(reference_spec, timeout=timeout)
        candidate_engine = open_engine(engine_spec, timeout=timeout)
    except UsageError as exc:
        raise CliError(str(exc)) from exc
    # The built-in reference is trusted (and checked by its own tests): only
    # another reference is validated too.
    reference = Client(reference_engine, validate=reference_spec is not None)
    candidate = Client(candidate_engine)
    try:
        try:
            reference.hello()
        except EngineError as exc:
            raise CliError(f"the reference engine failed at hello: {exc}", exit_code=2) from exc
        try:
            candidate.hello()
        except EngineError as exc:
            raise CliError(f"the candidate engine failed at hello: {exc}", exit_code=2) from exc
        console.print(f"Fuzzing {candidate_engine.description} against {reference_engine.description}: "
                      f"{games} {game} game(s), seeds {seed}…{seed + games - 1}, {players} players"
                      + (f", expansions {', '.join(names)}" if names else ""))
        progress = Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                            TextColumn("games · {task.fields[moves]} moves"), TimeElapsedColumn(),
                            console=console, transient=True)
        with progress:
            task = progress.add_task(f"{game}", total=games, moves=0)
            counted = {"moves": 0}

            def on_move(n: int) -> None:
                if n % 10 == 0:
                    progress.update(task, moves=counted["moves"] + n)

            def on_game(done: int, total: int, record: Any) -> None:
                counted["moves"] += len(record.moves)
                progress.update(task, completed=done, moves=counted["moves"],
                                description=f"{game} (seed {record.seed})" if record.divergence is None
                                else f"{game}: divergence in seed {record.seed}, shrinking")

            try:
                result = core.fuzz(reference, candidate, game, seed=seed, games=games, players=players,
                                   expansions=names, shrink_cases=shrink, shrink_seconds=shrink_time,
                                   on_game=on_game, on_move=on_move)
            except core.ReferenceFailure as exc:
                raise CliError(str(exc), exit_code=2) from exc
            except (NotApplicable, UsageError) as exc:
                raise CliError(f"cannot fuzz {game}: {exc}") from exc
            except EngineError as exc:
                raise CliError(f"the candidate failed: {exc}", exit_code=2) from exc
    except KeyboardInterrupt:
        raise CliError("interrupted", exit_code=130) from None
    finally:
        candidate_engine.close()
        reference_engine.close()

    finding = result.finding
    if finding is None:
        console.print(f"No divergence: {result.games_played} game(s), {result.moves_played} moves, "
                      f"seeds {seed}…{seed + games - 1}, {result.seconds:.1f} s.")
        return
    _report(console, finding, result, export_dir, engine_spec, shrink)
    click.get_current_context().exit(finding.exit_status)


def _report(console: Any, finding: Any, result: Any, export_dir: Path, engine_spec: str, shrink: bool) -> None:
    from rulebook import fuzz as core

    div = finding.divergence
    rule = core.rule_for(finding.game, div)
    console.print()
    console.print(f"DIVERGENCE in game {finding.game_index + 1} (seed {finding.seed}), {_where(div)}"
                  f" — {div.kind.replace('_', ' ')}" + (f" · rule {rule}" if rule else ""))
    console.print(_divergence_table(div, "First divergence"))
    console.print(f"Replay the whole game on the reference: rulebook play {finding.game} --seed {finding.seed}"
                  f" --players {len(finding.setup.get('players', []))}")
    shrunk = finding.shrunk
    if shrunk is None:
        console.print("Not shrunk: " + ("shrinking is off (--no-shrink)." if not shrink else
                                         "the divergence did not show again on a replay (a non-deterministic candidate?)."))
    else:
        console.print()
        console.print(f"Shrunk reproduction ({shrunk.attempts} replays, {shrunk.seconds:.1f} s): "
                      + "; ".join(shrunk.log))
        for line in core.describe_case(shrunk.case, shrunk.run):
            console.print(f"  {line}")
        console.print(_divergence_table(shrunk.divergence, "Divergence of the reproduction"))
    paths = core.write_exports(finding, export_dir)
    binding = export_dir / BINDING
    if "feature" in paths and not binding.exists():
        binding.write_text(BINDING_TEXT.format(folder=export_dir.as_posix()), encoding="utf-8")
    console.print()
    console.print(f"Transcript: {paths['json']}")
    if "feature" in paths:
        console.print(f"Scenario:   {paths['feature']}")
        console.print(f"Run it:     python -m pytest {export_dir.as_posix()} --rulebook-engine {_quote(engine_spec)}")
    else:
        console.print(f"No scenario: {paths['feature_error']}")


def _quote(spec: str) -> str:
    import shlex

    return shlex.quote(spec)

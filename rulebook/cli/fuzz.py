"""``rulebook fuzz --engine CMD``: differential play against the reference engine.

Plays complete games through the reference and the candidate in lockstep
(:mod:`rulebook.fuzz`; moves picked by ``--policy``, over ``-n`` worker
processes), stops at the first divergence — or with ``--keep-going`` collects
every distinct one — shrinks it and writes it to ``--export`` as
``<id>.json`` (any game) and ``<id>.feature`` (a scenario for the shared
steps; base Carcassonne and The Discovery, written only once it passed on the reference and
failed on the candidate), with a binding module so ``python -m pytest <dir>
--rulebook-engine CMD`` replays every exported scenario.  Then the rule-coverage table.

Exit status: 0 no divergence (or only ones ``--expectations`` silences);
1 a divergence (a wrong answer or a refused move); 2 an engine failure (the
candidate crashed, timed out or broke the protocol); 3 bad usage (options,
engine spec, a game the candidate does not implement, an ``--export`` folder
that cannot be written: checked before the games); 4 a fuzzer failure
(the reference engine failed, or the fuzzer itself did); 130 interrupted (the
message says what was played: games, moves, the seeds that diverged).

A divergence is never lost to the shrinker: when shrinking stops with an
error (a candidate that dies after so many requests fails elsewhere on each
replay), the divergence is reported and exported as found, unshrunk, and the
output says why.  A candidate's crash, timeout or broken protocol is reported
as an engine failure (what failed, no rule blamed).
"""
from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import click
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table
from rich.text import Text

from rulebook.boxes import BOXES, COLOURS
from rulebook.cli._console import CliError, make_console
from rulebook.engines import DEFAULT_TIMEOUT

POLICY_NAMES = ("uniform", "tight", "complete", "follower", "mix")

EXIT_DIVERGENCE, EXIT_ENGINE, EXIT_USAGE, EXIT_FUZZER, EXIT_INTERRUPTED = 1, 2, 3, 4, 130

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
    from rulebook.fuzz.export import failure_name

    table = Table(title=title, show_header=False, title_justify="left")
    table.add_column("", style="bold")
    table.add_column("")
    if div.engine_failure:
        # No answer to compare (or one off the protocol): say what failed.
        table.add_row("kind", f"engine failure: the candidate {failure_name(div)}")
        table.add_row("request", f"{div.command} ({div.where()} of the case)")
        table.add_row("what failed", div.message)
        if div.path:
            table.add_row("path", div.path)
        if div.actual is not None:
            table.add_row("candidate answered", _value(div.actual))
        if isinstance(div.details, dict) and div.details.get("stderr"):
            table.add_row("engine stderr (tail)", div.details["stderr"][-1000:])
        return table
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


def _where(div: Any, first: int = 0) -> str:
    """Where in the game (``first``: the game's moves before the finding's case),
    in the numbering of every fuzz message (:func:`rulebook.fuzz.diff.point`)."""
    if div.command == "load_position":
        return f"when the reference's position before move {first + 1} was loaded"
    return str(div.where(first))


def _workers(value: str | None) -> int | None:
    """``-n``: ``None`` when not given, else a number of workers ≥ 1 (``auto``:
    the CPUs this process may run on); :class:`click.BadParameter` otherwise."""
    if value is None:
        return None
    if value == "auto":
        return usable_cpus()
    if value.isdigit() and int(value) >= 1:
        return int(value)
    raise click.BadParameter(f"expected a number of workers (1 or more) or 'auto', not {value!r}")


def usable_cpus() -> int:
    """The CPUs this process may run on (its affinity where the system says, else every CPU; at least 1)."""
    affinity = getattr(os, "sched_getaffinity", None)
    return max(1, len(affinity(0)) if affinity is not None else (os.cpu_count() or 1))


def _split(values: tuple[str, ...]) -> list[str]:
    return [v.strip() for value in values for v in value.split(",") if v.strip()]


@click.group(invoke_without_command=True)
@click.option("--engine", "engine_spec", default=None, metavar="CMD",
              help="Candidate engine: a command line, or module:attribute for a Python engine.")
@click.option("--reference", "reference_spec", default=None, metavar="CMD",
              help="Engine to compare against (default: the reference engine, in-process).")
@click.option("--game", type=click.Choice(sorted(BOXES)), default="carcassonne", show_default=True)
@click.option("--games", type=click.IntRange(min=1), default=10, show_default=True, help="Games to play.")
@click.option("--seed", type=int, default=0, show_default=True,
              help="Game i uses seed S+i for the shuffle and the move choice.")
@click.option("--players", type=click.IntRange(2, len(COLOURS)), default=2, show_default=True)
@click.option("--policy", type=click.Choice(sorted(POLICY_NAMES)), default="mix", show_default=True,
              help="How moves are picked: uniform (game i is `rulebook play --seed S+i`), tight, complete, "
                   "follower, or mix (see rulebook/fuzz/policies.py).")
@click.option("-n", "--workers", default=None, metavar="N|auto", callback=lambda ctx, param, value: _workers(value),
              help="Worker processes to spread the games over (the results of a serial run): a number, or "
                   "'auto' for one per CPU this process may use.  Default: 1, and 'auto' with --campaign "
                   "(a local process pool).")
@click.option("--keep-going", is_flag=True, default=False,
              help="Play every game; collect each distinct divergence (rule id + JSON-Pointer shape).")
@click.option("--expectations", "expectations_path", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Known divergences to silence: an expectations file whose [rules] name rule ids (globs allowed).")
@click.option("--state-every", type=click.IntRange(min=1), default=4, show_default=True, metavar="N",
              help="Compare the state after about one move in N (always after the start and the last move; "
                   "a difference found where a state went uncompared is replayed with every state compared, so "
                   "the finding is the same); 1 compares it after every move.")
@click.option("--timeout", type=click.FloatRange(min=0, min_open=True), default=DEFAULT_TIMEOUT, show_default=True,
              help="Seconds per request.")
@click.option("--validate-protocol/--no-validate-protocol", default=True, show_default=True,
              help="Check every candidate message against schemas/.")
@click.option("--export", "export_dir", type=click.Path(file_okay=False, path_type=Path), default=DEFAULT_EXPORT,
              show_default=True, help="Folder for the exported reproductions (.json, .feature).")
@click.option("--verify/--no-verify", default=True, show_default=True,
              help="Replay each exported scenario on both engines before writing it.")
@click.option("--expansions", multiple=True, metavar="IDS",
              help="Expansions to play with (comma-separated or repeated; carcassonne).")
@click.option("--variants", "variants", multiple=True, metavar="IDS|random|none",
              help="Variants to play with (comma-separated or repeated), in every game; 'random' (default): "
                   "each game switches on each variant both engines declare in hello with probability 1/2, "
                   "drawn from its seed; 'none': no variant.")
@click.option("--shrink/--no-shrink", default=True, show_default=True, help="Shrink the divergence.")
@click.option("--shrink-time", type=click.FloatRange(min=0), default=60.0, show_default=True,
              help="Seconds to spend shrinking at most (per divergence).")
@click.option("--coverage/--no-coverage", "show_coverage", default=True, show_default=True,
              help="Print the rule-coverage table after the run.")
@click.option("--interp", "interp", metavar="[GAME:]KEY=VALUE", multiple=True,
              help="Play this rule reading (spec/interpretations.md; repeatable); both engines must declare it. "
                   "Default: per key, the default when both engines play it, else the candidate's own value.")
@click.option("--campaign", "campaign_dir", type=click.Path(file_okay=False, path_type=Path), default=None,
              metavar="DIR", help="Play the games as a resumable campaign in DIR: chunks of --chunk-size games, each "
                                  "chunk's verdicts, coverage and findings written as it finishes; run the same "
                                  "command again to resume (finished chunks are never played again). Every game "
                                  "is played as --keep-going plays it. Read it with `rulebook fuzz report DIR`.")
@click.option("--chunk-size", type=click.IntRange(min=1), default=50, show_default=True,
              help="Games per campaign chunk.")
@click.option("--cluster", "cluster", default=None, metavar="ADDRESS",
              help="Run the campaign's chunks on a Dask distributed cluster (tcp://host:8786; "
                   "pip install -e '.[cluster]'); every worker needs this package and the --engine command.")
@click.pass_context
def fuzz(ctx: click.Context, engine_spec: str | None, reference_spec: str | None, game: str, games: int, seed: int,
         players: int, policy: str,
         workers: int | None, keep_going: bool, expectations_path: Path | None, timeout: float, validate_protocol: bool,
         export_dir: Path, verify: bool, expansions: tuple[str, ...], shrink: bool, shrink_time: float,
         show_coverage: bool, state_every: int, interp: tuple[str, ...] = (), variants: tuple[str, ...] = (),
         campaign_dir: Path | None = None, chunk_size: int = 50, cluster: str | None = None) -> None:
    """Play games through the reference and the candidate in lockstep;
    report, shrink and export the first divergence (or, with --keep-going,
    every distinct one), then the rule-coverage table.

    Exit status: 0 no divergence; 1 a divergence; 2 the candidate crashed,
    timed out or broke the protocol; 3 bad usage; 4 the reference or the
    fuzzer failed; 130 interrupted."""
    if ctx.invoked_subcommand is not None:
        return
    if engine_spec is None:
        raise click.UsageError("Missing option '--engine'.")
    if cluster is not None and campaign_dir is None:
        raise click.UsageError("--cluster runs a campaign: give --campaign DIR too.")
    if workers is None:  # a campaign is meant for long runs: the local process pool by default
        workers = usable_cpus() if campaign_dir is not None else 1
    if campaign_dir is not None and expectations_path is not None:
        raise click.UsageError("--expectations is not supported with --campaign (a campaign keeps every finding; "
                               "`rulebook fuzz report` lists them).")
    from rulebook import fuzz as core
    from rulebook.errors import EngineFailure, NotApplicable, OutputError, UsageError
    from rulebook.outputs import check_writable_folder

    console = make_console()
    names = _split(expansions)
    silence = None
    try:
        core.box_setup(game, seed, players, names)
        if expectations_path is not None:
            silence = _silencer(expectations_path)
        check_writable_folder(export_dir, what="the export folder", hint="pass --export with another folder")
    except UsageError as exc:
        raise CliError(str(exc)) from exc
    from rulebook.cli._interp import parse

    chosen = parse(interp, [game]).get(game, {})
    reading, notes, declared_variants = _shared_reading(core, reference_spec, engine_spec, game, chosen, timeout,
                                                        validate_protocol)
    fixed, pool = _variant_plan(_split(variants), declared_variants)
    options = core.Options(game, seed, games, players, tuple(names), policy, shrink, shrink_time, True, keep_going,
                           resync=silence is not None, state_every=state_every, interpretations=reading,
                           variants=fixed, variant_pool=pool)
    where = {"reference": "the reference engine (in-process)" if reference_spec is None else reference_spec}
    console.print(f"Fuzzing {engine_spec} against {where['reference']}: {games} {game} game(s), seeds "
                  f"{seed}…{seed + games - 1}, {players} players, policy {policy}"
                  + (f", {workers} workers" if workers > 1 else "")
                  + (f", expansions {', '.join(names)}" if names else ""))
    console.print("Readings: " + ("; ".join(notes) + "; every other key at its default" if notes
                                  else "every key at its default") + ".")
    if fixed or pool:
        console.print("Variants: " + "; ".join(
            ([f"{', '.join(fixed)} in every game"] if fixed else [])
            + ([f"{', '.join(pool)} each in about one game in two (by the game's seed)"] if pool else [])) + ".")
    tally = _Tally()
    if campaign_dir is not None:
        _run_campaign(console, campaign_dir, options, engine_spec, reference_spec, chunk_size, workers, cluster,
                      timeout, validate_protocol, show_coverage)
        return
    try:
        if workers > 1:
            result = _run_parallel(core, console, reference_spec, engine_spec, options, workers, timeout,
                                   validate_protocol, silence, tally)
        else:
            result = _run_serial(core, console, reference_spec, engine_spec, options, timeout, validate_protocol,
                                 silence, tally)
    except KeyboardInterrupt:
        raise CliError(tally.interrupted(engine_spec, options), exit_code=EXIT_INTERRUPTED) from None
    except core.ReferenceFailure as exc:
        raise CliError(str(exc), exit_code=EXIT_FUZZER) from exc
    except (NotApplicable, UsageError) as exc:
        raise CliError(f"cannot fuzz {game}: {exc}") from exc
    except EngineFailure as exc:
        raise CliError(f"the candidate failed: {exc}", exit_code=EXIT_ENGINE) from exc
    except CliError:
        raise
    except Exception as exc:
        raise CliError(f"the fuzzer failed: {type(exc).__name__}: {exc}", exit_code=EXIT_FUZZER) from exc

    try:
        for finding in result.findings:
            _report(console, finding, result, export_dir, engine_spec, reference_spec, shrink, verify, timeout)
    except OutputError as exc:
        raise CliError(str(exc)) from None
    except Exception as exc:
        raise CliError(f"the fuzzer failed while exporting: {type(exc).__name__}: {exc}",
                       exit_code=EXIT_FUZZER) from exc
    for finding, reason in result.silenced:
        console.print(f"Silenced (expectations): game {finding.game_index + 1} (seed {finding.seed}), "
                      f"{finding.divergence.kind} at {finding.divergence.path or finding.divergence.command}"
                      f" · rule {finding.rule}: {reason}")
    if show_coverage and result.coverage is not None:
        console.print(_coverage_table(result.coverage, result.games_played))
    rate = result.games_played / result.seconds if result.seconds else 0.0
    summary = (f"{result.games_played} game(s), {result.moves_played} moves, seeds {seed}…{seed + games - 1}, "
               f"{result.seconds:.1f} s ({rate:.1f} games/s)")
    if not result.findings:
        console.print(f"No divergence: {summary}." + (f" {len(result.silenced)} silenced." if result.silenced else ""))
        return
    if keep_going:
        console.print(f"{len(result.findings)} distinct divergence(s): {summary}.")
    click.get_current_context().exit(result.exit_status)


def _run_campaign(console: Any, directory: Path, options: Any, engine_spec: str, reference_spec: str | None,
                  chunk_size: int, workers: int, cluster: str | None, timeout: float, validate: bool,
                  show_coverage: bool) -> None:
    from rulebook.errors import EngineFailure, UsageError
    from rulebook.fuzz import ReferenceFailure
    from rulebook.fuzz.campaign import chunks, done_chunks, run_campaign

    planned = len(chunks(options.games, chunk_size))
    console.print(f"Campaign {directory}: {planned} chunk(s) of up to {chunk_size} game(s)"
                  + (f" on the cluster {cluster}" if cluster else f" over {workers} worker(s)" if workers > 1 else ""))

    def on_chunk(record: dict[str, Any]) -> None:
        found = len(record["findings"])
        console.print(f"  chunk {record['chunk']}: games {record['first'] + 1}-{record['stop']} played, "
                      f"{record['moves']} moves, {found} finding(s), {record['seconds']:.1f} s")

    try:
        report = run_campaign(directory, options, engine_spec, reference_spec=reference_spec, chunk_size=chunk_size,
                              workers=workers, cluster=cluster, timeout=timeout, validate=validate,
                              on_chunk=on_chunk)
    except KeyboardInterrupt:
        done = len(done_chunks(directory))
        raise CliError(f"interrupted: {done} of {planned} chunk(s) written to {directory}; run the same command "
                       f"again to play the others", exit_code=EXIT_INTERRUPTED) from None
    except ReferenceFailure as exc:
        raise CliError(str(exc), exit_code=EXIT_FUZZER) from exc
    except UsageError as exc:
        raise CliError(str(exc)) from exc
    except EngineFailure as exc:
        raise CliError(f"the candidate failed: {exc}", exit_code=EXIT_ENGINE) from exc
    _print_campaign(console, report, directory, show_coverage)
    click.get_current_context().exit(report.exit_status)


def _print_campaign(console: Any, report: Any, directory: Path, show_coverage: bool) -> None:
    from rulebook.fuzz.campaign import write_report

    paths = write_report(report, directory)
    for finding in report.findings:
        record = finding["export"]
        div = record["divergence"]
        more = report.duplicates.get(tuple(finding["key"]), 0)
        console.print(f"{'ENGINE FAILURE' if finding['engine_failure'] else 'DIVERGENCE'} {record['id']}: game "
                      f"{record['game_index'] + 1} (seed {record['seed']}), {div['kind']} at "
                      f"{div['path'] or div['command']}" + (f" · rule {record['rule']}" if record["rule"] else "")
                      + (f"; {more} more game(s)" if more else "")
                      + ("" if "reproduction" in record else " (not shrunk)"))
    if show_coverage:
        console.print(_coverage_table(report.coverage, report.games_played))
    state = "complete" if report.complete else f"incomplete: {report.chunks_done} of {report.chunks_planned} chunks"
    console.print(f"Campaign {state}: {report.games_played} of {report.games_planned} game(s), "
                  f"{report.moves_played} moves, {len(report.findings)} distinct finding(s). "
                  f"Report: {paths[0]}" + (f"; reproductions in {paths[0].parent / 'findings'}" if len(paths) > 1
                                           else ""))


@fuzz.command("report")
@click.argument("directory", type=click.Path(file_okay=False, exists=True, path_type=Path))
@click.option("--coverage/--no-coverage", "show_coverage", default=True, show_default=True,
              help="Print the merged rule-coverage table.")
def report_command(directory: Path, show_coverage: bool) -> None:
    """Merge a campaign's chunks (any written so far): coverage added up,
    divergences deduplicated by rule, kind and path shape, each with its
    shrunk reproduction (written to DIR/findings/<id>.json), and DIR/report.json.
    Exit status as `rulebook fuzz`: 0 no divergence, 1 a divergence, 2 an
    engine failure, 3 not a campaign."""
    from rulebook.errors import UsageError
    from rulebook.fuzz.campaign import merge

    console = make_console()
    try:
        report = merge(directory)
    except UsageError as exc:
        raise CliError(str(exc)) from exc
    _print_campaign(console, report, directory, show_coverage)
    click.get_current_context().exit(report.exit_status)


def _silencer(path: Path) -> Any:
    from rulebook import expectations_file

    known = expectations_file.load(path)

    def silence(finding: Any) -> str | None:
        entry = known.match(finding.id, [finding.rule] if finding.rule else [])
        return entry.xfail_reason() if entry else None

    return silence


class _Tally:
    """What the run has played so far, for the progress line and for the
    message when it is interrupted (Ctrl-C)."""

    def __init__(self) -> None:
        self.games = 0
        self.moves = 0
        #: Moves of the game being played (serial runs only).
        self.current = 0
        #: Seeds of the games that diverged (the games finished).
        self.diverged: list[int] = []

    def move(self, n: int) -> None:
        self.current = n

    def game(self, record: Any) -> None:
        self.games += 1
        self.moves += len(record.moves)
        self.current = 0
        if record.found:
            self.diverged.append(record.seed)

    def interrupted(self, engine_spec: str, options: Any) -> str:
        moves = self.moves + self.current
        text = (f"interrupted after {self.games} of {options.games} game(s) finished and {moves} moves played"
                + (f" ({self.current} of them in the unfinished game)" if self.current else ""))
        if not self.diverged:
            return text + "; no divergence so far."
        seeds = ", ".join(map(str, self.diverged))
        return (f"{text}; {len(self.diverged)} game(s) diverged so far, seed(s) {seeds}, not exported. "
                f"Replay one: rulebook fuzz --engine {_quote(engine_spec)} --game {options.game} "
                f"--seed {self.diverged[0]} --games 1 --players {options.players} --policy {options.policy}")


def _progress(console: Any) -> Progress:
    return Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                    TextColumn("games · {task.fields[moves]} moves"), TimeElapsedColumn(),
                    console=console, transient=True)


def _greeted(core: Any, reference_spec: str | None, engine_spec: str, timeout: float,
             validate: bool) -> tuple[Any, Any, dict[str, Any], dict[str, Any]]:
    """Both clients, opened and greeted: ``(reference, candidate, its hello,
    the candidate's hello)``; a failed hello closes both and is one
    :class:`CliError` (exit 4 for the reference, 2 for the candidate)."""
    from rulebook.errors import EngineFailure, UsageError

    try:
        reference, candidate = core.open_clients(reference_spec, engine_spec, timeout=timeout, validate=validate)
    except UsageError as exc:
        raise CliError(str(exc)) from exc
    try:
        try:
            ours = reference.hello()
        except EngineFailure as exc:
            raise CliError(f"the reference engine failed at hello: {exc}", exit_code=EXIT_FUZZER) from exc
        try:
            theirs = candidate.hello()
        except EngineFailure as exc:
            raise CliError(f"the candidate engine failed at hello: {exc}", exit_code=EXIT_ENGINE) from exc
    except BaseException:
        for client in (candidate, reference):
            client.engine.close()
        raise
    return reference, candidate, ours, theirs


def _shared_reading(core: Any, reference_spec: str | None, engine_spec: str, game: str, chosen: dict[str, str],
                    timeout: float, validate: bool) -> tuple[dict[str, str], list[str], dict[str, set[str]]]:
    """The reading both engines play (:func:`rulebook.readings.shared_reading`)
    from their ``hello``; a usage error (exit 3) when they share none.  Also
    the variants of ``game`` each declares (``reference``, ``candidate``)."""
    from rulebook.readings import ReadingError, declared, shared_reading

    reference, candidate, ours, theirs = _greeted(core, reference_spec, engine_spec, timeout, validate)
    for client in (candidate, reference):
        client.engine.close()
    variants = {who: set(hello.get("games", {}).get(game, {}).get("variants", []))
                for who, hello in (("reference", ours), ("candidate", theirs))}
    try:
        reading, notes = shared_reading(game, declared(ours, game), declared(theirs, game), chosen)
    except ReadingError as exc:
        raise CliError(str(exc)) from None
    return reading, notes, variants


def _variant_plan(asked: list[str], declared: dict[str, set[str]]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``(variants in every game, variants drawn per game)`` from ``--variants``:
    ``random`` (also when not given) draws from the variants both engines
    declare; ``none`` plays none; else the variants named, which both engines
    must declare (exit 3 otherwise)."""
    if not asked or asked == ["random"]:
        return (), tuple(sorted(declared["reference"] & declared["candidate"]))
    if asked == ["none"]:
        return (), ()
    if "random" in asked or "none" in asked:
        raise CliError("--variants takes 'random', 'none' or variant ids, not a mix")
    for who, names in declared.items():
        missing = [v for v in asked if v not in names]
        if missing:
            raise CliError(f"cannot fuzz with the variant(s) {', '.join(missing)}: the {who} does not declare "
                           f"them (it declares {', '.join(sorted(names)) or 'none'})")
    return tuple(sorted(set(asked))), ()


def _run_serial(core: Any, console: Any, reference_spec: str | None, engine_spec: str, options: Any,
                timeout: float, validate: bool, silence: Any, tally: _Tally) -> Any:
    reference, candidate, _, _ = _greeted(core, reference_spec, engine_spec, timeout, validate)
    try:
        with _progress(console) as progress:
            task = progress.add_task(options.game, total=options.games, moves=0)

            def on_move(n: int) -> None:
                tally.move(n)
                if n % 10 == 0:
                    progress.update(task, moves=tally.moves + n)

            def on_game(done: int, total: int, record: Any) -> None:
                tally.game(record)
                progress.update(task, completed=done, moves=tally.moves,
                                description=f"{options.game} (seed {record.seed})" if record.divergence is None
                                else f"{options.game}: divergence in seed {record.seed}")

            return core.fuzz(reference, candidate, options.game, seed=options.seed, games=options.games,
                             players=options.players, expansions=options.expansions,
                             shrink_cases=options.shrink_cases, shrink_seconds=options.shrink_seconds,
                             policy=options.policy, keep_going=options.keep_going, silence=silence,
                             on_game=on_game, on_move=on_move, state_every=options.state_every,
                             interpretations=options.interpretations, variants=options.variants,
                             variant_pool=options.variant_pool)
    finally:
        candidate.engine.close()
        reference.engine.close()


def _run_parallel(core: Any, console: Any, reference_spec: str | None, engine_spec: str, options: Any, workers: int,
                  timeout: float, validate: bool, silence: Any, tally: _Tally) -> Any:
    from rulebook.errors import UsageError

    with _progress(console) as progress:
        task = progress.add_task(options.game, total=options.games, moves=0)

        def on_game(done: int, total: int, record: Any) -> None:
            tally.game(record)
            progress.update(task, completed=done, moves=tally.moves)

        try:
            return core.fuzz_parallel(reference_spec, engine_spec, options, workers=workers, timeout=timeout,
                                      validate=validate, silence=silence, on_game=on_game)
        except UsageError as exc:
            raise CliError(str(exc)) from exc


def _coverage_table(coverage: Any, games: int) -> Table:
    table = Table(title=f"Rule coverage ({games} game(s); what the reference's events showed)", title_justify="left")
    table.add_column("rule")
    table.add_column("title")
    table.add_column("fired", justify="right")
    table.add_column("situations")
    for rule, title, count, why in coverage.table():
        shown = Text("n/a") if count < 0 else Text(str(count)) if count else Text("never", style="bold red")
        table.add_row(rule, title, shown, why)
    fired, reachable = coverage.reach()
    table.caption = (f"{fired} of the {reachable} rules play can reach fired"
                     + (f" ({100 * fired / reachable:.1f} %)" if reachable else "") + "; n/a: play cannot reach it")
    table.caption_justify = "left"
    return table


def _report(console: Any, finding: Any, result: Any, export_dir: Path, engine_spec: str,
            reference_spec: str | None, shrink: bool, verify: bool, timeout: float) -> None:
    from rulebook import fuzz as core

    div = finding.divergence
    rule = finding.rule
    console.print()
    if div.engine_failure:
        from rulebook.fuzz.export import failure_name

        console.print(f"ENGINE FAILURE in game {finding.game_index + 1} (seed {finding.seed}), "
                      f"{_where(div, finding.first_move)}: the candidate {failure_name(div)} on {div.command}")
    else:
        console.print(f"DIVERGENCE in game {finding.game_index + 1} (seed {finding.seed}), "
                      f"{_where(div, finding.first_move)} — {div.kind.replace('_', ' ')}"
                      + (f" · rule {rule}" if rule else ""))
    others = result.duplicates.get(finding.key, 0)
    if others:
        console.print(f"(the same divergence — rule, kind and path shape — showed in {others} more game(s))")
    console.print(_divergence_table(div, "First divergence"))
    count = len(finding.setup.get("players", []))
    if result.policy == "uniform":
        console.print(f"Replay the whole game on the reference: rulebook play {finding.game} --seed {finding.seed}"
                      f" --players {count}")
    else:
        console.print(f"Replay this game alone: rulebook fuzz --engine {_quote(engine_spec)} --game {finding.game}"
                      f" --seed {finding.seed} --games 1 --players {count} --policy {result.policy}")
    shrunk = finding.shrunk
    if shrunk is None:
        if not shrink:
            why = "shrinking is off (--no-shrink)."
        elif finding.shrink_problem:
            why = (f"shrinking stopped ({finding.shrink_problem}); the divergence above is kept as found, "
                   "in the game's own moves.")
        elif div.engine_failure:
            why = ("the failure did not show again in the same place on a replay (an engine that fails "
                   "after so many requests, or at random?); the divergence above is kept as found.")
        else:
            why = "the divergence did not show again on a replay (a non-deterministic candidate?)."
        console.print("Not shrunk: " + why)
    else:
        console.print()
        console.print(f"Shrunk reproduction ({shrunk.attempts} replays, {shrunk.seconds:.1f} s): "
                      + "; ".join(shrunk.log))
        for line in core.describe_case(shrunk.case, shrunk.run):
            console.print(f"  {line}")
        console.print(_divergence_table(shrunk.divergence, "Divergence of the reproduction"))
    def check(text: str) -> str | None:
        return core.verify_feature(text, engine_spec, reference_spec, timeout=timeout)

    paths = core.write_exports(finding, export_dir, verify=check if verify else None)
    binding = export_dir / BINDING
    if "feature" in paths and not binding.exists():
        from rulebook.outputs import write_text

        write_text(binding, BINDING_TEXT.format(folder=export_dir.as_posix()), what="the export binding")
    console.print()
    console.print(f"Transcript: {paths['json']}")
    if "feature" in paths:
        console.print(f"Scenario:   {paths['feature']}" + (" (passes on the reference, fails on the candidate)"
                                                          if verify else ""))
        console.print(f"Run it:     python -m pytest {export_dir.as_posix()} --rulebook-engine {_quote(engine_spec)}")
    else:
        console.print(f"No scenario: {paths['feature_error']}")


def _quote(spec: str) -> str:
    import shlex

    return shlex.quote(spec)

"""``rulebook smoke``: is this engine worth running the suite against?

A quick checklist, every message validated against ``schemas/``:

1. ``hello``: answered, valid, protocol 1, at least one game;
2. for each game the engine declares (and ``--game`` selects): ``new_game``
   with a standard box (:func:`rulebook.boxes.standard_game`, 2 players,
   ``--seed``), ``legal_moves`` (at least one move, ``count`` equal to the
   number of moves), ``apply_move`` of the first legal move, ``state`` (of the
   game just started, with the tile/move applied).

A game the runner has no standard box for is listed as skipped.

Exit status: 0 every check passed; 2 a check failed (the engine refused,
crashed, hung or answered off-schema); 3 bad usage (engine spec, options).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import click
from rich.text import Text

from rulebook.check_options import check_option
from rulebook.cli._console import CliError
from rulebook.cli._options import click_option

EXIT_ENGINE = 2


class _Checklist:
    def __init__(self, console: Any) -> None:
        self.console = console
        self.failed = 0
        self.passed = 0

    def ok(self, what: str, detail: str = "") -> None:
        self.passed += 1
        line = Text("  ✓ ", style="bold green")
        line.append(what)
        if detail:
            line.append(f"  {detail}", style="dim")
        self.console.print(line)

    def fail(self, what: str, why: str) -> None:
        self.failed += 1
        line = Text("  ✗ ", style="bold red")
        line.append(what)
        line.append(f"  {why}", style="red")
        self.console.print(line)

    def skip(self, what: str, why: str) -> None:
        line = Text("  - ", style="yellow")
        line.append(what)
        line.append(f"  {why}", style="yellow")
        self.console.print(line)


def _why(exc: BaseException) -> str:
    text = str(exc).strip()
    first = text.splitlines()[0] if text else ""
    return f"{type(exc).__name__}: {first}" if first else type(exc).__name__


def _refused(response: dict[str, Any]) -> str | None:
    if response.get("ok"):
        return None
    error = response.get("error") or {}
    rule = f" (rule {error['rule']})" if error.get("rule") else ""
    return f"refused: {error.get('code')}{rule}: {error.get('message')}"


def _smoke_game(client: Any, checks: _Checklist, game: str, seed: int) -> None:
    from rulebook.boxes import standard_game
    from rulebook_protocol.errors import UnknownGame

    try:
        request = standard_game(game, seed, 2)
    except UnknownGame:
        checks.skip(f"{game}", "no standard box for this game in this version of rulebook")
        return
    steps: list[tuple[str, dict[str, Any], Callable[[dict[str, Any]], str]]] = [
        ("new_game", dict(request), lambda r: f"{len(r.get('events', []))} set-up events")]
    for cmd, fields, detail in steps:
        response = client.call(cmd, **fields)
        if (why := _refused(response)) is not None:
            checks.fail(f"{game}: {cmd}", why)
            return
        checks.ok(f"{game}: {cmd}", detail(response))
    response = client.call("legal_moves")
    if (why := _refused(response)) is not None:
        checks.fail(f"{game}: legal_moves", why)
        return
    moves = response["moves"]
    if not moves:
        checks.fail(f"{game}: legal_moves", "no legal move at the start of a standard game")
        return
    if response["count"] != len(moves):
        checks.fail(f"{game}: legal_moves", f"count is {response['count']} but {len(moves)} moves are listed")
        return
    checks.ok(f"{game}: legal_moves", f"{len(moves)} moves for {(response.get('pending') or {}).get('decision')}")
    move = moves[0]
    response = client.call("apply_move", move=move)
    if (why := _refused(response)) is not None:
        checks.fail(f"{game}: apply_move", f"the first legal move {move} was {why}")
        return
    checks.ok(f"{game}: apply_move", f"{move.get('type')}: {len(response['events'])} events")
    response = client.call("state")
    if (why := _refused(response)) is not None:
        checks.fail(f"{game}: state", why)
        return
    state = response["state"]
    if state.get("game") not in (None, game):
        checks.fail(f"{game}: state", f"the state is of game {state.get('game')!r}")
        return
    checks.ok(f"{game}: state", "valid canonical state")


@click.command()
@click.option("--engine", metavar="CMD", default=None,
              help="Engine to check: a command line, or module:attribute. Default: the reference engine, in-process.")
@click.option("--game", "games", metavar="GAME", multiple=True, help="Only this game (repeatable).")
@click.option("--seed", type=int, default=1, show_default=True, help="Seed of the standard boxes' draw order.")
@click_option(check_option("timeout"))
def smoke(engine: str | None, games: tuple[str, ...], seed: int, timeout: float) -> None:
    """Check the handshake and one move per game, validating every message.

    Exit status: 0 every check passed; 2 a check failed; 3 bad usage.
    """
    from rulebook.cli._console import make_console
    from rulebook.client import Client
    from rulebook.engines import open_engine
    from rulebook.errors import EngineFailure, UsageError

    console = make_console()
    try:
        adapter = open_engine(engine, timeout=timeout)
    except UsageError as exc:
        raise CliError(str(exc)) from None
    console.print(Text(f"Smoke test of {adapter.description}"))
    checks = _Checklist(console)
    client = Client(adapter)
    try:
        from rulebook.cli._handshake import greet

        greeting = greet(client, str(adapter.description), engine)
        hello = greeting.hello
        if hello is None:
            checks.fail("hello", greeting.why or "no answer")
        else:
            declared = hello.get("games") or {}
            engine_info = hello.get("engine") or {}
            checks.ok("hello", f"{engine_info.get('name', '?')} {engine_info.get('version', '')}, protocol 1, "
                               f"games: {', '.join(declared)}".replace("  ", " "))
            unknown = [g for g in games if g not in declared]
            for game in unknown:
                checks.fail(f"{game}", "not declared by the engine's hello")
            for game in declared:
                if games and game not in games:
                    continue
                try:
                    _smoke_game(client, checks, game, seed)
                except (EngineFailure, ValueError) as exc:
                    checks.fail(f"{game}: {client.transcript[-1]['request']['cmd'] if client.transcript else '?'}",
                                _why(exc))
    finally:
        adapter.close()
    if checks.failed:
        console.print(Text(f"{checks.failed} check(s) failed, {checks.passed} passed", style="bold red"))
        click.get_current_context().exit(EXIT_ENGINE)
    console.print(Text(f"all {checks.passed} checks passed", style="bold green"))

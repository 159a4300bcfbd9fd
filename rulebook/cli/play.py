"""``rulebook play GAME --seed N --players K``: a complete random game.

The runner shuffles the box with the seed (:mod:`rulebook.boxes`), then picks
uniformly among the legal moves with the same seed, and answers every chance
decision (spec/protocol.md §7a) with an order drawn from that seed too
(:mod:`rulebook.chance`).  Every message goes
through the validating client, so this is also a quick end-to-end check of an
engine (``--engine``).  Prints the game record and the final scores;
``--record PATH`` writes the record as JSON (the ``new_game`` request and
the moves), which replays exactly; the path is checked before the game (exit
status 3 when it cannot be written) and the file replaced atomically.
"""
from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import click
from rich.table import Table

from rulebook.boxes import BOXES, COLOURS, standard_game
from rulebook.cli._console import CliError, make_console
from rulebook.cli._interp import interp_option
from rulebook.engines import DEFAULT_TIMEOUT


def _describe(move: Mapping[str, Any], events: Sequence[Mapping[str, Any]]) -> str:
    """One line for a move: tiles and figures in words, any other move as its fields."""
    if move["type"] == "place_tile":
        tile = next((e["tile"] for e in events if e["type"] == "tile_placed"), "?")
        return f"{tile} at ({move['x']}, {move['y']}) rotated {move['rotation']}"
    if move["type"] == "place_figure":
        return f"{move['figure']} on {move['at']}"
    if move["type"] == "pass":
        return "pass"
    if move["type"] == "shuffle":
        return "shuffle: " + ", ".join(move["order"])
    fields = ", ".join(f"{k}={v}" for k, v in move.items() if k != "type")
    return str(move["type"]).replace("_", " ") + (f" ({fields})" if fields else "")


@click.command()
@click.argument("game", type=click.Choice(sorted(BOXES)))
@click.option("--seed", type=int, default=0, show_default=True, help="Seed of the shuffle and of the move choice.")
@click.option("--players", type=click.IntRange(2, len(COLOURS)), default=2, show_default=True)
@click.option("--engine", "engine_spec", default=None, help="Engine command or module:attribute (default: reference).")
@click.option("--timeout", type=float, default=DEFAULT_TIMEOUT, show_default=True, help="Seconds per request.")
@click.option("--record", type=click.Path(dir_okay=False, path_type=Path), help="Write the game record as JSON.")
@click.option("--quiet", is_flag=True, help="Print only the final scores.")
@interp_option
def play(game: str, seed: int, players: int, engine_spec: str | None, timeout: float,
         record: Path | None, quiet: bool, interp: tuple[str, ...] = ()) -> None:
    """Play a complete random GAME and print its record and final scores."""
    from rulebook.chance import is_chance, resolve
    from rulebook.cli._interp import check_declared, parse
    from rulebook.client import Client
    from rulebook.engines import open_engine
    from rulebook.errors import EngineFailure, UsageError
    from rulebook.readings import declared, registry, run_reading, to_send

    chosen = parse(interp, [game])
    for key in chosen.get(game, {}):
        expansion = registry()[game][key].expansion
        if expansion is not None:
            raise CliError(f"--interp {key}: the key belongs to the expansion {expansion}, and `rulebook play` "
                           "plays the standard box without expansions (`rulebook fuzz --expansions` plays them)")
    console = make_console()
    if record is not None:  # checked before the game is played
        from rulebook.errors import OutputError
        from rulebook.outputs import check_writable

        try:
            check_writable(record, what="the game record", hint="pass --record with another path")
        except OutputError as exc:
            raise CliError(str(exc)) from None
    setup = standard_game(game, seed, players)
    rng = random.Random(seed)
    moves: list[dict[str, Any]] = []
    try:
        engine = open_engine(engine_spec, timeout=timeout)
    except UsageError as exc:
        raise CliError(str(exc)) from exc
    try:
        client = Client(engine)
        hello = client.hello()
        check_declared(chosen, hello)
        # The run's reading: the chosen values, else what the engine plays (rulebook.readings).
        reading, _ = run_reading(game, declared(hello, game), chosen.get(game, {}))
        sent = to_send(game, reading, setup.get("expansions") or [])
        if sent:
            setup["interpretations"] = sent
        response = client.require_ok(client.call("new_game", **setup), "new_game")
        events = list(response["events"])
        while True:
            legal = client.require_ok(client.call("legal_moves"), "legal_moves")
            pending = legal["pending"]
            if is_chance(pending):
                move = resolve(pending, rng)
            elif not legal["moves"]:
                break
            else:
                move = legal["moves"][rng.randrange(len(legal["moves"]))]
            result = client.require_ok(client.call("apply_move", move=move), f"move {move}")
            moves.append(move)
            events.extend(result["events"])
            if not quiet:
                scored = ", ".join(f"{e['player']} +{e['points']} ({e['reason']})"
                                   for e in result["events"] if e["type"] == "points_scored")
                console.print(f"{len(moves):4}  {pending['player'] or 'chance':7} {_describe(move, result['events'])}"
                              + (f"  — {scored}" if scored else ""))
        state = client.require_ok(client.call("state"), "state")["state"]
    except (EngineFailure, AssertionError) as exc:
        raise CliError(f"the engine failed after {len(moves)} moves: {exc}", exit_code=2) from exc
    finally:
        engine.close()
    ended = next((e for e in reversed(events) if e["type"] == "game_ended"), None)
    table = Table(title=f"{game}, seed {seed}, {players} players: {len(moves)} moves")
    table.add_column("player")
    table.add_column("score", justify="right")
    for p in state["players"]:
        winner = ended is not None and p["name"] in ended["winners"]
        table.add_row(p["name"] + (" (winner)" if winner else ""), str(p["score"]))
    console.print(table)
    if record is not None:
        from rulebook.outputs import write_text

        write_text(record, json.dumps({"new_game": setup, "moves": moves,
                                       "scores": {p["name"]: p["score"] for p in state["players"]}}, indent=1) + "\n",
                   what="the game record", hint="pass --record with another path")
        console.print(f"record: {record}")

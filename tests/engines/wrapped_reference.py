"""A stdio engine that is the reference engine with a narrower or buggier face.

``python tests/engines/wrapped_reference.py [OPTIONS]`` proxies every request
to :class:`reference_engine.Session` and edits some answers:

``--limited``
    ``hello`` declares less: only the games ``carcassonne`` and ``oregon``.
    For carcassonne: the expansion ``traders_and_builders`` only (no
    ``gold_mines``, no ``castles``), the capabilities ``load_position`` and
    ``perft`` (no ``custom_tiles``, no ``chance``), the key ``city.two_tile_points`` left out
    (so only its default ``"4"``) and ``builder.double_turns`` reduced to
    ``["chain"]``.  For oregon: no capability ``custom_boards``, the key
    ``church.cap`` left out (only ``"count"``) and ``group.colour`` reduced
    to ``["any"]``; neither game declares ``chance`` (as under
    ``--no-chance``).  The engine itself still plays everything: whatever the
    runner reports not applicable comes from the declaration alone.
``--no-chance``
    an engine written before chance decisions (spec/protocol.md §7a): no game
    declares the capability ``chance``, the interpretation values that need
    it are not declared (:data:`CHANCE_VALUES`), and a ``new_game`` or
    ``load_position`` that leaves such a key out plays the first value left
    (e.g. ``cards.reshuffle="turn_over"``), as such an engine would.
``--no-perft``
    no capability ``perft``; the ``perft`` command answers ``unsupported``.
``--drop-moves JSON``
    ``legal_moves`` leaves out every move that has all the fields of the JSON
    object (e.g. ``'{"rotation": 180}'``): a planted move-generation bug.
``--crash-on CMD``
    exit with status 3, without answering, on every request ``CMD``.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from reference_engine import Session

#: Interpretation values that need chance decisions (spec/interpretations.md).
CHANCE_VALUES = {"carcassonne": {"tiles.unplaceable": "reshuffle"},
                 "oregon": {"cards.reshuffle": "shuffle"},
                 "gold_rush": {"mountain.stack_join": "shuffle", "mountain.unclaimed_tokens": "supply"}}


def without_chance(hello: dict, games: tuple[str, ...]) -> dict:
    """``hello`` of an engine that has no chance decisions in ``games``."""
    for gid in games:
        entry = hello["games"].get(gid)
        if entry is None:
            continue
        entry["capabilities"] = [c for c in entry["capabilities"] if c != "chance"]
        for key, value in CHANCE_VALUES.get(gid, {}).items():
            entry["interpretations"][key] = [v for v in entry["interpretations"][key] if v != value]
    return hello


def old_defaults(request: dict, games: tuple[str, ...]) -> dict:
    """A set-up request with the chance-free value of each key it leaves out."""
    cmd = request.get("cmd")
    target = request if cmd == "new_game" else request.get("position") if cmd == "load_position" else None
    if not isinstance(target, dict) or request.get("game") not in games:
        return request
    chosen = dict(target.get("interpretations") or {})
    from reference_engine.games import GAMES

    declared = GAMES[request["game"]].declaration["interpretations"]
    for key, value in CHANCE_VALUES.get(request["game"], {}).items():
        if key not in chosen:
            chosen[key] = next(v for v in declared[key] if v != value)
    target["interpretations"] = chosen
    return request


def limit(hello: dict) -> dict:
    games = {g: v for g, v in hello["games"].items() if g in ("carcassonne", "oregon")}
    car = games["carcassonne"]
    car["expansions"] = ["traders_and_builders"]
    car["capabilities"] = [c for c in car["capabilities"] if c in ("load_position", "perft")]
    car["interpretations"].pop("city.two_tile_points", None)
    car["interpretations"]["builder.double_turns"] = ["chain"]
    ore = games["oregon"]
    ore["capabilities"] = [c for c in ore["capabilities"] if c != "custom_boards"]
    ore["interpretations"].pop("church.cap", None)
    ore["interpretations"]["group.colour"] = ["any"]
    hello["games"] = games
    return without_chance(hello, ("carcassonne", "oregon"))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--limited", action="store_true")
    parser.add_argument("--no-perft", action="store_true")
    parser.add_argument("--no-chance", action="store_true")
    parser.add_argument("--drop-moves", default=None)
    parser.add_argument("--crash-on", default=None)
    options = parser.parse_args()
    drop = json.loads(options.drop_moves) if options.drop_moves else None
    no_chance = tuple(CHANCE_VALUES) if options.no_chance else ("carcassonne", "oregon") if options.limited else ()
    session = Session()
    for line in iter(sys.stdin.readline, ""):
        if not line.strip():
            continue
        try:
            request = json.loads(line)
        except json.JSONDecodeError:
            response = session.handle_line(line)
        else:
            cmd = request.get("cmd") if isinstance(request, dict) else None
            if no_chance:
                request = old_defaults(request, no_chance)
            if cmd is not None and cmd == options.crash_on:
                print(f"wrapped_reference: crash on {cmd}", file=sys.stderr, flush=True)
                sys.exit(3)
            if cmd == "perft" and options.no_perft:
                response = {"id": request.get("id"), "ok": False,
                            "error": {"code": "unsupported", "message": "this engine does not count perft"}}
            else:
                response = session.handle(request)
            if response.get("ok") and cmd == "hello":
                if options.limited:
                    response = limit(response)
                if options.no_chance:
                    response = without_chance(response, no_chance)
                if options.no_perft:
                    for entry in response["games"].values():
                        entry["capabilities"] = [c for c in entry["capabilities"] if c != "perft"]
            if response.get("ok") and cmd == "legal_moves" and drop:
                moves = [m for m in response["moves"] if not all(m.get(k) == v for k, v in drop.items())]
                response["moves"], response["count"] = moves, len(moves)
        sys.stdout.write(json.dumps(response) + "\n")
        sys.stdout.flush()
        if session.stopped:
            return


if __name__ == "__main__":
    main()

"""What one rule reading changes: in the suite, and in random games.

:func:`impact` answers "what changes if an engine plays VALUE instead of the
default?" for one interpretation key:

* **scenarios** — the suite measured under both values on the reference
  engine (:mod:`rulebook.readings_measure`, cached): every scenario whose
  outcome changes, with the assertion that fails under the value it is not
  written for;
* **random games** — N standard games (the fuzzer's boxes, seeds and move
  policy) played in lockstep by the reference engine under the default and
  the reference engine under VALUE (:class:`ForcedReading`): in how many they
  part, and at which move; the first such game is shrunk and can be written
  as a candidate ``.feature`` (:func:`rulebook.fuzz.write_exports`).

:func:`sensitivity_map` runs :func:`impact`'s random games for every value
the reference engine plays and renders the table published in the README.
"""
from __future__ import annotations

import copy
import statistics
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulebook.errors import UsageError

__all__ = ["ForcedReading", "Impact", "impact", "sensitivity_map"]

#: Expansions switched on when a key belongs to one (Carcassonne): the key's
#: own expansion, with Traders & Builders beside castles (the pig).
_WITH = {"castles": ("castles", "traders_and_builders")}


class ForcedReading:
    """The reference engine playing ``key=value`` whatever the runner sends,
    and reporting the reading the runner asked for in its state, so that a
    lockstep against the reference under the default shows only what the
    value changes in play (``handle(request) -> response``)."""

    def __init__(self, game: str, key: str, value: str) -> None:
        from rulebook.oracle import Session
        from rulebook.readings import registry

        self.game, self.key, self.value = game, key, value
        self.expansion = registry()[game][key].expansion
        self.session = Session(validate=False)

    def handle(self, request: dict[str, Any]) -> dict[str, Any]:
        cmd = request.get("cmd")
        asked: str | None = None
        if cmd in ("new_game", "load_position"):
            request = copy.deepcopy(request)
            body = request.get("position") if cmd == "load_position" else request
            if isinstance(body, dict) and (self.expansion is None or self.expansion in (body.get("expansions") or [])):
                interpretations = dict(body.get("interpretations") or {})
                asked = interpretations.get(self.key)
                interpretations[self.key] = self.value
                body["interpretations"] = interpretations
        response = self.session.handle(request)
        self._mask(response, asked)
        return response

    def _mask(self, response: dict[str, Any], asked: str | None) -> None:
        from rulebook.readings import registry

        state = response.get("state") if isinstance(response, dict) else None
        if isinstance(state, dict) and isinstance(state.get("interpretations"), dict) \
                and self.key in state["interpretations"]:
            state["interpretations"][self.key] = asked or registry()[self.game][self.key].default


@dataclass
class Impact:
    """What :func:`impact` found.  ``scenarios``: (id, values it passes
    under, the assertion that fails under the other value); ``games`` played,
    ``parted`` the games where the two readings part, ``steps`` at which move
    each parted, ``paths`` the JSON Pointers of the first difference in each;
    ``exports`` the files written for the shrunk witness."""

    game: str
    key: str
    value: str
    default: str
    expansions: tuple[str, ...] = ()
    scenarios: list[tuple[str, list[str], str]] = field(default_factory=list)
    games: int = 0
    parted: int = 0
    steps: list[int] = field(default_factory=list)
    paths: dict[str, int] = field(default_factory=dict)
    witness: str | None = None
    exports: list[Path] = field(default_factory=list)

    @property
    def share(self) -> float:
        return self.parted / self.games if self.games else 0.0

    def text(self) -> str:
        lines = [f"{self.game}:{self.key}={self.value} against the default {self.default}"
                 + (f" (expansions {', '.join(self.expansions)})" if self.expansions else "")]
        lines.append(f"Scenarios whose outcome changes: {len(self.scenarios)}")
        for sid, passes, message in self.scenarios:
            first = (message or "").strip().splitlines()[0] if message else ""
            lines.append(f"  {sid}: passes under {', '.join(passes)}"
                         + (f"; otherwise: {first[:160]}" if first else ""))
        if self.games:
            lines.append(f"Random games: {self.parted} of {self.games} part ({100 * self.share:.0f} %)"
                         + (f", first at move {min(self.steps)}, median move {statistics.median(self.steps):g}"
                            if self.steps else ""))
            for where, count in sorted(self.paths.items(), key=lambda item: (-item[1], item[0]))[:5]:
                lines.append(f"  {count} game(s) first differ at {where}")
            if self.witness:
                lines.append(f"Witness: {self.witness}")
            for path in self.exports:
                lines.append(f"  written: {path}")
        return "\n".join(lines) + "\n"


def _scenarios(game: str, key: str, value: str, default: str) -> list[tuple[str, list[str], str]]:
    from rulebook.readings_measure import dependencies, measure

    runs = measure([game], [f"{game}:{key}"])
    table = dependencies(runs)
    entry = table["games"][game][key]
    by_value = {run.choice[1]: run for run in runs if run.choice and run.choice[0] == key}
    base = next(run for run in runs if run.choice is None)
    found = []
    for sid, passes in entry["scenarios"].items():
        if value in passes and default in passes:
            continue
        failing = default if value in passes else value
        run = by_value.get(failing, base)
        message = run.messages.get(sid) or base.messages.get(sid, "")
        found.append((sid, passes, message))
    return found


def impact(game: str, key: str, value: str, *, games: int = 100, seed: int = 1, players: int = 2,
           export_dir: Path | None = None, scenarios: bool = True, policy: str = "mix",
           witness: bool = True) -> Impact:
    """See the module docstring (``scenarios``: measure the suite too;
    ``witness``: shrink the first game where the readings part).  Raises
    :class:`UsageError` for a key or value the reference engine does not play."""
    from rulebook import fuzz as core
    from rulebook.client import Client
    from rulebook.engines import InProcessEngine
    from rulebook.oracle import Session
    from rulebook.readings import declared, registry

    key_info = registry().get(game, {}).get(key)
    if key_info is None:
        raise UsageError(f"{game} has no registered key {key!r}")
    hello = Session().handle({"id": 0, "cmd": "hello", "protocol": 1})
    if value not in declared(hello, game).get(key, []):
        raise UsageError(f"the reference engine does not play {game}:{key}={value}; it plays "
                         f"{', '.join(declared(hello, game).get(key, []))}")
    expansions = _WITH.get(key_info.expansion or "", (key_info.expansion,) if key_info.expansion else ())
    result = Impact(game, key, value, key_info.default, tuple(expansions))
    if value == key_info.default:
        return result
    if scenarios:
        result.scenarios = _scenarios(game, key, value, key_info.default)
    if games <= 0:
        return result
    reference_session = Session(validate=False)
    reference = Client(InProcessEngine(reference_session.handle, description="the reference engine (default)",
                                       wire=False), validate=False)
    reference.game_object = lambda: reference_session.game
    forced = ForcedReading(game, key, value)
    candidate = Client(InProcessEngine(forced.handle, description=f"the reference engine ({key}={value})",
                                       wire=False), validate=False)
    from rulebook.fuzz.runner import Fuzzer, Options

    options = Options(game, seed, games, players, tuple(expansions), policy, True, 20.0, True, False)
    fuzzer = Fuzzer(reference, candidate, options)
    reference.hello()
    candidate.hello()
    first = None
    for index in range(games):
        record = fuzzer.play(index)
        result.games += 1
        if record.divergence is None:
            continue
        result.parted += 1
        result.steps.append(record.divergence.step)
        shape = record.divergence.path or record.divergence.command
        result.paths[shape] = result.paths.get(shape, 0) + 1
        if first is None:
            first = fuzzer.findings(record)[0]
    if first is not None and (witness or export_dir is not None):
        fuzzer.shrink(first)
        case = first.shrunk.case if first.shrunk else first.original
        result.witness = (f"game {first.game_index + 1} (seed {first.seed}), shrunk to {len(case.moves)} move(s)"
                          if first.shrunk else f"game {first.game_index + 1} (seed {first.seed}), not shrunk")
        if export_dir is not None:
            written = core.write_exports(first, export_dir)  # {"json": path, "feature": path or "feature_error": why}
            result.exports = [path for path in written.values() if isinstance(path, Path)]
    return result


def sensitivity_map(*, games: int = 100, seed: int = 1, players: int = 2,
                    only: Mapping[str, list[str]] | None = None) -> str:
    """The sensitivity map (Markdown): for every value other than the default
    that the reference engine plays, the share of ``games`` random games in
    which it changes play, and where they first part."""
    from rulebook.oracle import Session
    from rulebook.readings import declared, registry

    hello = Session().handle({"id": 0, "cmd": "hello", "protocol": 1})
    rows = []
    for game, keys in sorted(registry().items()):
        offered = declared(hello, game)
        for name, key in sorted(keys.items()):
            if only is not None and name not in only.get(game, []):
                continue
            for value in offered.get(name, []):
                if value == key.default:
                    continue
                found = impact(game, name, value, games=games, seed=seed, players=players, scenarios=False,
                               witness=False)
                where = ", ".join(path for path, _ in sorted(found.paths.items(), key=lambda i: (-i[1], i[0]))[:2])
                rows.append(f"| {game} | `{name}={value}` | {', '.join(found.expansions) or '—'} | "
                            f"{found.parted} of {found.games} ({100 * found.share:.0f} %) | "
                            f"{min(found.steps) if found.steps else '—'} | {where or '—'} |")
    header = [f"Rule-reading sensitivity map: {games} random {players}-player games per value (seeds {seed}…"
              f"{seed + games - 1}, the fuzzer's `mix` policy), the reference engine under the default against "
              "the reference engine under the value. Made by `rulebook readings map`.", "",
              "| game | reading | expansions | games that part | first move | where they first part |",
              "|---|---|---|---|---|---|"]
    return "\n".join(header + rows) + "\n"

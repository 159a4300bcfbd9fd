"""Perft for any engine: count the move sequences of exactly ``depth``
decisions from a position (spec/protocol.md §4 ``perft``), per root move
("divide"), and compare with the reference engine.

Where the position comes from (:func:`parse_setup`, :func:`load_file`): a JSON
file holding

* a **canonical position** (``spec/protocol.md`` §9, what ``state`` answers) —
  sent with ``load_position`` (capability ``load_position``);
* a **new_game request** (``{"cmd": "new_game", "game": ..., "players": [...],
  "draw": {...}}``; ``id`` and ``cmd`` may be left out) — sent as is;
* a **perft case** (``features/perft/<game>/<name>.json``): ``{"game",
  "title", "position" | "new_game", "depth", "nodes", "divide": [{"move",
  "nodes"}], "rules"?, "requires"?, "interpretations"?}`` — the set-up with the
  expected counts, computed by the reference engine and checked by an
  independent brute-force count in ``tests/test_perft.py``.

How an engine counts (:func:`engine_perft`): with capability ``perft`` it is
asked directly; otherwise the runner walks the tree itself through
``legal_moves`` and ``apply_move``, going back up by replaying the set-up and
the moves from the root (works for every engine; a ``position`` set-up needs
``load_position``).  ``method="moves"`` forces the walk, which checks an
engine's ``perft`` against its own move generator.
"""
from __future__ import annotations

import copy
import json
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rulebook.errors import NotApplicable, UsageError

if TYPE_CHECKING:
    from rulebook.client import Client

__all__ = ["DivideRow", "PerftCase", "PerftResult", "Setup", "compare", "describe_move", "engine_perft", "load_cases",
           "load_file", "move_key", "parse_setup", "reference_perft", "start"]

#: Deepest perft the protocol allows (``schemas/v1/commands/perft.schema.json``).
MAX_DEPTH = 6


# --------------------------------------------------------------------------- set-ups and cases


@dataclass(frozen=True)
class Setup:
    """How to reach the root position: ``cmd`` is ``new_game`` or
    ``load_position``; ``fields`` the request without ``id``/``cmd``."""

    game: str
    cmd: str
    fields: Mapping[str, Any]

    def request(self) -> dict[str, Any]:
        return copy.deepcopy(dict(self.fields))

    @property
    def expansions(self) -> list[str]:
        source = self.fields.get("position", {}) if self.cmd == "load_position" else self.fields
        return [str(e) for e in source.get("expansions", []) or []]

    @property
    def variants(self) -> list[str]:
        source = self.fields.get("position", {}) if self.cmd == "load_position" else self.fields
        return [str(v) for v in source.get("variants", []) or []]

    @property
    def interpretations(self) -> list[str]:
        source = self.fields.get("position", {}) if self.cmd == "load_position" else self.fields
        values = source.get("interpretations", {}) or {}
        return [f"{k}={v}" for k, v in sorted(values.items())]

    def with_interpretations(self, interpretations: Mapping[str, str]) -> Setup:
        """The same set-up sending ``interpretations`` (the run's reading of
        the case, :func:`rulebook.readings.to_send`) instead of its own, less
        the keys of expansions it does not switch on; a ``new_game`` with none
        left has no ``interpretations`` field (every key at its default), a
        position an empty object (the field is required there)."""
        from rulebook.readings import to_send

        fields = copy.deepcopy(dict(self.fields))
        target = fields.setdefault("position", {}) if self.cmd == "load_position" else fields
        sent = to_send(self.game, interpretations, self.expansions)
        if sent or self.cmd == "load_position":
            target["interpretations"] = sent
        else:
            target.pop("interpretations", None)
        return Setup(self.game, self.cmd, fields)


@dataclass
class PerftCase:
    """A set-up with (optionally) the expected counts."""

    name: str
    game: str
    setup: Setup
    depth: int | None = None
    nodes: int | None = None
    divide: list[dict[str, Any]] | None = None
    title: str = ""
    rules: list[str] = field(default_factory=list)
    requires: list[str] = field(default_factory=list)
    interpretations: list[str] = field(default_factory=list)
    path: Path | None = None

    @property
    def id(self) -> str:
        return f"perft-{self.game}-{self.name}"

    def scenario_fields(self, feature: str | None = None) -> dict[str, Any]:
        """The keywords of the plugin's ``rulebook_scenario`` marker."""
        return {
            "id": self.id,
            "title": self.title or f"perft {self.depth} from {self.name}",
            "game": self.game,
            "feature": feature or (self.path.as_posix() if self.path else self.id),
            "rules": list(self.rules),
            "sources": [],
            "requires": list(self.requires),
            "interpretations": list(self.interpretations),
        }


def _fail(where: str, message: str) -> UsageError:
    return UsageError(f"{where}{message}")


def _check(name: str, instance: Any, where: str, what: str) -> None:
    from rulebook_protocol.schemas import first_error

    try:
        error = first_error(name, instance)
    except Exception as exc:
        raise _fail(where, f"cannot check the {what}: {exc}") from None
    if error:
        raise _fail(where, f"the {what} is invalid at {error[0]}: {error[1]}")


def _known_game(game: Any, where: str) -> str:
    from rulebook_protocol.schemas import registry

    if not isinstance(game, str) or not game:
        raise _fail(where, "no game id (a \"game\" field)")
    try:
        registry().resolver().lookup(f"https://rulebook.example/v1/games/{game}/state.schema.json")
    except Exception:
        raise _fail(where, f"unknown game {game!r} (no schemas/v1/games/{game}/)") from None
    return game


def parse_setup(data: Any, *, game: str | None = None, where: str = "") -> Setup:
    """A :class:`Setup` from a canonical position, a ``new_game`` or
    ``load_position`` request, or the ``position``/``new_game`` of a perft
    case.  Raises :class:`~rulebook.errors.UsageError` when it is none of them."""
    if not isinstance(data, Mapping):
        raise _fail(where, f"expected a JSON object, not {type(data).__name__}")
    if isinstance(data.get("new_game"), Mapping):
        return parse_setup({"cmd": "new_game", **data["new_game"]}, game=game or data.get("game"), where=where)
    if isinstance(data.get("position"), Mapping) and data.get("cmd") in (None, "load_position"):
        position = data["position"]
        name = _known_game(position.get("game") or data.get("game") or game, where)
        _check(f"games/{name}/state", position, where, f"{name} position")
        return Setup(name, "load_position", {"game": name, "position": copy.deepcopy(dict(position))})
    if data.get("cmd") == "new_game" or ("draw" in data and "players" in data and "board" not in data):
        fields = {k: copy.deepcopy(v) for k, v in data.items() if k not in ("id", "cmd")}
        fields.setdefault("game", game)
        name = _known_game(fields.get("game"), where)
        _check("commands/new_game", {"id": 0, "cmd": "new_game", **fields}, where, "new_game request")
        return Setup(name, "new_game", fields)
    if data.get("cmd") is not None:
        raise _fail(where, f"a set-up is a new_game or load_position request, not {data.get('cmd')!r}")
    name = _known_game(data.get("game") or game, where)
    _check(f"games/{name}/state", data, where, f"{name} position")
    return Setup(name, "load_position", {"game": name, "position": copy.deepcopy(dict(data))})


def _strings(value: Any, where: str, key: str) -> list[str]:
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise _fail(where, f"{key!r} must be a list of strings")
    return list(value)


def parse_case(data: Any, *, name: str, path: Path | None = None, game: str | None = None) -> PerftCase:
    """A :class:`PerftCase` from a file's contents (any of the forms of :func:`parse_setup`)."""
    where = f"{os.fspath(path)}: " if path is not None else ""
    setup = parse_setup(data, game=game, where=where)
    case = PerftCase(name=name, game=setup.game, setup=setup, path=path)
    if not isinstance(data, Mapping) or not ("position" in data or "new_game" in data) or "cmd" in data:
        return case  # a bare position or request: no expectations
    for key in ("depth", "nodes"):
        value = data.get(key)
        if value is not None and (not isinstance(value, int) or isinstance(value, bool) or value < 0):
            raise _fail(where, f"{key!r} must be a non-negative integer")
    case.depth, case.nodes = data.get("depth"), data.get("nodes")
    if case.depth is not None and not 1 <= case.depth <= MAX_DEPTH:
        raise _fail(where, f"'depth' must be 1 to {MAX_DEPTH}")
    divide = data.get("divide")
    if divide is not None:
        if not isinstance(divide, list) or not all(
            isinstance(r, Mapping) and isinstance(r.get("move"), Mapping) and isinstance(r.get("nodes"), int)
            for r in divide
        ):
            raise _fail(where, "'divide' must be a list of {\"move\": {...}, \"nodes\": n}")
        case.divide = [{"move": dict(r["move"]), "nodes": int(r["nodes"])} for r in divide]
        if case.nodes is not None and sum(r["nodes"] for r in case.divide) != case.nodes:
            raise _fail(where, "the 'divide' counts do not add up to 'nodes'")
    case.title = str(data.get("title") or "")
    case.rules = _strings(data.get("rules"), where, "rules")
    requires = data.get("requires")
    if requires is None:
        requires = (["load_position"] if setup.cmd == "load_position" else []) + setup.expansions + setup.variants
    case.requires = _strings(requires, where, "requires")
    interpretations = data.get("interpretations")
    case.interpretations = (setup.interpretations if interpretations is None
                            else _strings(interpretations, where, "interpretations"))
    return case


def load_file(path: str | os.PathLike[str], *, game: str | None = None) -> PerftCase:
    """Read a position file (any form of :func:`parse_setup`, or a perft case)."""
    target = Path(path)
    try:
        data = json.loads(target.read_text(encoding="utf-8"))
    except OSError as exc:
        raise UsageError(f"cannot read {target}: {exc.strerror or exc}") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise UsageError(f"{target}: not a JSON file: {exc}") from None
    case = parse_case(data, name=target.stem, path=target, game=game)
    if game is not None and case.game != game:
        raise UsageError(f"{target}: the position is a {case.game} position, not {game}")
    return case


def load_cases(root: str | os.PathLike[str]) -> list[PerftCase]:
    """Every perft case under ``root`` (``<root>/<game>/<name>.json``), sorted by id.
    The folder name must be the case's game."""
    base = Path(root)
    cases = []
    for path in sorted(base.glob("*/*.json")):
        case = load_file(path, game=path.parent.name)
        if case.depth is None or case.nodes is None:
            raise UsageError(f"{path}: a perft case needs 'depth' and 'nodes'")
        try:
            case.path = Path("features") / path.relative_to(base.parent)
        except ValueError:
            pass
        cases.append(case)
    return sorted(cases, key=lambda c: c.id)


# --------------------------------------------------------------------------- counting


@dataclass
class PerftResult:
    nodes: int
    divide: list[dict[str, Any]] | None
    method: str


def start(client: Client, setup: Setup) -> dict[str, Any]:
    """Send the set-up; ``unsupported`` → :class:`NotApplicable`, another refusal → ``AssertionError``."""
    if setup.cmd == "load_position":
        entry = _game_entry(client.hello(), setup.game)
        if entry is not None and "load_position" not in (entry.get("capabilities") or []):
            raise NotApplicable(f"the engine does not declare load_position for {setup.game}, "
                                "so it cannot be set up at a position (a new_game set-up needs no capability)")
    return client.require_ok(client.call(setup.cmd, **setup.request()), setup.cmd)


def _game_entry(hello: Mapping[str, Any], game: str) -> Mapping[str, Any] | None:
    games = hello.get("games") if isinstance(hello, Mapping) else None
    entry = games.get(game) if isinstance(games, Mapping) else None
    return entry if isinstance(entry, Mapping) else None


def declares_perft(client: Client, game: str) -> bool:
    entry = _game_entry(client.hello(), game)
    return entry is not None and "perft" in (entry.get("capabilities") or [])


class _Walker:
    """Counts through ``legal_moves``/``apply_move``; to go back up it replays
    the set-up and the path from the root."""

    def __init__(self, client: Client, setup: Setup) -> None:
        self.client = client
        self.setup = setup
        self.at: list[dict[str, Any]] | None = None  # the path the engine is at, if known

    def _goto(self, path: list[dict[str, Any]]) -> None:
        if self.at == path:
            return
        if self.at is None or self.at != path[: len(self.at)]:
            start(self.client, self.setup)
            self.at = []
        for move in path[len(self.at):]:
            self._apply(move)

    def _apply(self, move: dict[str, Any]) -> None:
        assert self.at is not None
        self.client.require_ok(self.client.call("apply_move", move=move), f"apply_move of the legal move {move}")
        self.at = self.at + [move]

    def _moves(self, path: list[dict[str, Any]]) -> list[dict[str, Any]]:
        self._goto(path)
        response = self.client.require_ok(self.client.call("legal_moves"), "legal_moves")
        return list(response["moves"])

    def count(self, path: list[dict[str, Any]], depth: int) -> int:
        if depth == 0:
            return 1
        moves = self._moves(path)
        if depth == 1:
            return len(moves)
        return sum(self.count(path + [move], depth - 1) for move in moves)

    def run(self, depth: int, divide: bool) -> PerftResult:
        self.at = None
        if not divide:
            return PerftResult(self.count([], depth), None, "moves")
        if depth == 0:
            return PerftResult(1, [], "moves")
        rows: list[dict[str, Any]] = [{"move": move, "nodes": self.count([move], depth - 1)}
                                      for move in self._moves([])]
        return PerftResult(sum(r["nodes"] for r in rows), rows, "moves")


def engine_perft(client: Client, setup: Setup, depth: int, *, divide: bool = False,
                 method: str = "auto") -> PerftResult:
    """Perft of the engine behind ``client``.

    ``method``: ``"perft"`` (the command), ``"moves"`` (walk the tree through
    ``legal_moves``/``apply_move``), or ``"auto"`` (the command when the
    engine declares capability ``perft``).  Raises :class:`NotApplicable` when
    the engine cannot be set up, ``AssertionError`` when it refuses a request,
    and the adapter's :class:`~rulebook.errors.EngineFailure` on protocol failures.
    """
    if method == "auto":
        method = "perft" if declares_perft(client, setup.game) else "moves"
    if method == "moves":
        return _Walker(client, setup).run(depth, divide)
    if method != "perft":
        raise ValueError(f"unknown perft method {method!r}")
    if not declares_perft(client, setup.game):
        raise NotApplicable(f"the engine does not declare the capability perft for {setup.game}")
    start(client, setup)
    response = client.require_ok(client.call("perft", depth=depth, divide=divide), "perft")
    if not divide:
        return PerftResult(int(response["nodes"]), None, "perft")
    rows = response.get("divide")
    if rows is None:
        raise AssertionError("perft with divide: true answered without 'divide'")
    return PerftResult(int(response["nodes"]), list(rows), "perft")


def reference_perft(setup: Setup, depth: int, *, divide: bool = False) -> PerftResult:
    """The reference engine's count (in process, through its ``perft`` command).
    A set-up the reference engine refuses raises :class:`UsageError`."""
    from rulebook.oracle import Session

    session = Session()
    response = session.handle({"id": 1, "cmd": setup.cmd, **setup.request()})
    if not response.get("ok"):
        error = response.get("error", {})
        raise UsageError(f"the reference engine refuses this set-up: {error.get('code')}: {error.get('message')}")
    response = session.handle({"id": 2, "cmd": "perft", "depth": depth, "divide": divide})
    if not response.get("ok"):  # pragma: no cover - the reference engine counts every position it loads
        error = response.get("error", {})
        raise UsageError(f"the reference engine cannot count it: {error.get('code')}: {error.get('message')}")
    return PerftResult(int(response["nodes"]), response.get("divide") if divide else None, "perft")


# --------------------------------------------------------------------------- comparing


def move_key(move: Mapping[str, Any]) -> str:
    """A canonical string for a move (JSON with sorted keys): divide rows are matched on it."""
    return json.dumps(move, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def describe_move(move: Mapping[str, Any]) -> str:
    """``place_tile x=1 y=0 rotation=90`` (any game: the type, then the other fields)."""
    rest = " ".join(f"{k}={json.dumps(v, ensure_ascii=False) if not isinstance(v, (str, int)) else v}"
                    for k, v in move.items() if k != "type")
    return f"{move.get('type', '?')} {rest}".strip()


@dataclass
class DivideRow:
    move: dict[str, Any]
    expected: int | None
    actual: int | None

    @property
    def status(self) -> str:
        if self.expected is None:
            return "extra"
        if self.actual is None:
            return "missing"
        return "ok" if self.expected == self.actual else "differs"


def compare(expected: Sequence[Mapping[str, Any]], actual: Sequence[Mapping[str, Any]]) -> list[DivideRow]:
    """Divide rows side by side, keyed by move: the expected order first, then
    moves only the engine lists (``extra``)."""
    got: dict[str, Mapping[str, Any]] = {}
    for row in actual:
        got.setdefault(move_key(row["move"]), row)
    rows = []
    seen = set()
    for row in expected:
        key = move_key(row["move"])
        seen.add(key)
        other = got.get(key)
        rows.append(DivideRow(dict(row["move"]), int(row["nodes"]), None if other is None else int(other["nodes"])))
    for key, row in got.items():
        if key not in seen:
            rows.append(DivideRow(dict(row["move"]), None, int(row["nodes"])))
    return rows


def mismatch_text(rows: Sequence[DivideRow], limit: int = 20) -> str:
    """The divide rows that differ, one per line."""
    bad = [r for r in rows if r.status != "ok"]
    lines = [f"  {describe_move(r.move)}: expected {r.expected if r.expected is not None else '-'}, "
             f"engine {r.actual if r.actual is not None else '-'} ({r.status})" for r in bad[:limit]]
    if len(bad) > limit:
        lines.append(f"  ... and {len(bad) - limit} more")
    return "\n".join(lines)

"""Rule readings: the registry of spec/interpretations.md, and which reading a run plays.

A *reading* is one value for each interpretation key of a game
(spec/interpretations.md, "What an interpretation is").  This module is the
one place that decides, for a run and for each scenario of it, which values
are played and which are sent to the engine:

* :func:`registry` parses spec/interpretations.md: game id → key →
  :class:`Key` (its values, its default, which values need ``chance``).
* :func:`parse_choices` turns ``--interp [GAME:]KEY=VALUE`` arguments into
  game → key → value, refusing unknown keys and values with
  :class:`ReadingError` (a :class:`~rulebook.errors.UsageError`).
* :func:`declared` reads what an engine declares in ``hello`` for a game
  (a key it does not list supports only its default).
* :func:`run_reading` is the run's reading of a game: the value chosen with
  ``--interp``; else the default when the engine plays it; else the first
  value the engine declares for the key (an engine that plays only a
  non-default value gets it without being asked).
* :func:`scenario_reading` overlays a scenario's ``@interp:`` tags on the
  run's reading, or says why the scenario is not applicable.
* :func:`to_send` is what goes into ``new_game``/``load_position``: the
  values that are not the default.  A key left out means its default
  (spec/interpretations.md, "Runners choose and send"), so a runner never
  sends a key the engine does not list.

Every command that plays a game (``check``, ``fuzz``, ``play``, ``perft``) and
the pytest plugin resolve readings here.
"""
from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from rulebook.errors import UsageError

__all__ = ["Entry", "Key", "ReadingError", "declared", "default_reading", "format_reading", "parse_choices",
           "parse_registry", "registry", "registry_entries",
           "run_reading", "scenario_reading", "shared_reading", "to_send"]


class ReadingError(UsageError):
    """An ``--interp`` choice names an unknown game, key or value, or one the
    engine does not declare."""


@dataclass(frozen=True)
class Key:
    """One registered interpretation key of one game (spec/interpretations.md).

    ``values`` in the registry's order (the default first is not implied);
    ``chance`` the values marked *(chance)* (they need the capability
    ``chance``, spec/protocol.md §7a); ``expansion`` the Carcassonne expansion
    the key belongs to (it is sent only when that expansion is switched on),
    ``None`` for a key of the game itself."""

    game: str
    name: str
    values: tuple[str, ...]
    default: str
    chance: frozenset[str] = frozenset()
    expansion: str | None = None


_SECTION = re.compile(r"^## .*\(game id `([a-z][a-z0-9_]*)`\)")
_ENTRY = re.compile(r"^### `([\w.]+)`")
_VALUES = re.compile(r"^- \*\*Values:\*\* (.*)$")
_DEFAULT = re.compile(r'^- \*\*Default:\*\* `"([^"]*)"`')
_EXPANSION = re.compile(r"^- \*\*Expansion:\*\* `([a-z_]+)`")
_VALUE = re.compile(r'`"([^"]*)"`( \*\(chance\)\*)?')


@dataclass(frozen=True)
class Entry:
    """One ``### `key``` entry of a game's section of spec/interpretations.md:
    its ``game``, key ``name``, ``heading`` line and its 1-based ``line``
    number, and ``body``: the lines after the heading, up to the next ``##``
    or ``###`` heading."""

    game: str
    name: str
    heading: str
    line: int
    body: tuple[str, ...]


def registry_entries(text: str) -> list[Entry]:
    """The entries of the text of spec/interpretations.md, in order: each
    ``### `key``` heading inside a ``## ... (game id `g`)`` section (withdrawn
    ones included; entries outside a game's section left out)."""
    entries: list[Entry] = []
    lines = text.splitlines()
    game: str | None = None
    for i, line in enumerate(lines):
        section = _SECTION.match(line)
        if section:
            game = section.group(1)
        elif line.startswith("## "):
            game = None
        entry = _ENTRY.match(line)
        if entry is None or game is None:
            continue
        j = i + 1
        while j < len(lines) and not lines[j].startswith(("## ", "### ")):
            j += 1
        entries.append(Entry(game, entry.group(1), line, i + 1, tuple(lines[i + 1:j])))
    return entries


def parse_registry(text: str) -> dict[str, dict[str, Key]]:
    """Game id → key → :class:`Key`, from the text of spec/interpretations.md
    (:func:`registry_entries`): each entry's ``**Values:**`` and
    ``**Default:**`` lines (and ``**Expansion:**``, if any).  An entry marked
    withdrawn, or without both lines, is left out."""
    found: dict[str, dict[str, Key]] = {}
    for entry in registry_entries(text):
        if "withdrawn" in entry.heading.lower():
            continue
        values: list[tuple[str, bool]] = []
        default: str | None = None
        expansion: str | None = None
        for line in entry.body:
            listed = _VALUES.match(line)
            if listed:
                values = [(m.group(1), bool(m.group(2))) for m in _VALUE.finditer(listed.group(1))]
                continue
            chosen = _DEFAULT.match(line)
            if chosen:
                default = chosen.group(1)
                continue
            owner = _EXPANSION.match(line)
            if owner:
                expansion = owner.group(1)
        if values and default is not None:
            found.setdefault(entry.game, {})[entry.name] = Key(
                entry.game, entry.name, tuple(v for v, _ in values), default,
                frozenset(v for v, c in values if c), expansion)
    return found


@cache
def registry() -> dict[str, dict[str, Key]]:
    """The registry of the installed spec/interpretations.md (see
    :func:`parse_registry`).  Raises :class:`ReadingError` when the file is
    missing."""
    from rulebook_protocol.data import data_root

    path = data_root() / "spec" / "interpretations.md"
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise ReadingError(f"cannot read the registry of rule readings {path}: {exc.strerror or exc}") from None
    return parse_registry(text)


def default_reading(game: str) -> dict[str, str]:
    """Key → default value for ``game`` (empty for a game with no keys)."""
    return {name: key.default for name, key in registry().get(game, {}).items()}


def _known_values(key: Key) -> str:
    return ", ".join(key.values)


def parse_choices(texts: Iterable[str], games: Iterable[str] | None = None) -> dict[str, dict[str, str]]:
    """``["city.two_tile_points=2", "oregon:church.cap=total"]`` → game → key → value.

    ``GAME:`` may be left out when exactly one game registers the key.
    ``games`` (when given) limits which games a bare key is looked up in.
    Raises :class:`ReadingError` naming the argument for a malformed choice, an
    unknown game or key (with the keys of the game), an unknown value (with
    the key's values) and two different values for one key."""
    known = registry()
    scope = [g for g in (games or known) if g in known] or list(known)
    chosen: dict[str, dict[str, str]] = {}
    for text in texts:
        where = f"--interp {text}"
        head, eq, value = text.partition("=")
        if not eq or not head or not value:
            raise ReadingError(f"{where}: expected KEY=VALUE or GAME:KEY=VALUE, e.g. city.two_tile_points=2")
        game, colon, name = head.rpartition(":")
        if colon:
            if game not in known:
                raise ReadingError(f"{where}: no game {game!r} has rule readings; the games are "
                                   f"{', '.join(sorted(known))}")
            owners = [game]
        else:
            owners = [g for g in scope if name in known[g]]
        if not owners:
            every = sorted(f"{g}:{k}" for g in scope for k in known[g])
            raise ReadingError(f"{where}: no registered key {name!r}; the keys are {', '.join(every)} "
                               "(spec/interpretations.md)")
        if len(owners) > 1:
            raise ReadingError(f"{where}: the key {name} is registered for {', '.join(owners)}; "
                               f"name the game, e.g. --interp {owners[0]}:{name}={value}")
        game = owners[0]
        key = known[game].get(name)
        if key is None:
            raise ReadingError(f"{where}: {game} has no registered key {name!r}; its keys are "
                               f"{', '.join(sorted(known[game]))}")
        if value not in key.values:
            raise ReadingError(f"{where}: {value!r} is not a value of {game}:{name}; its values are "
                               f"{_known_values(key)} (default {key.default})")
        previous = chosen.setdefault(game, {}).setdefault(name, value)
        if previous != value:
            raise ReadingError(f"{where}: {game}:{name} is already chosen as {previous}")
    return chosen


def _game_entry(hello: Mapping[str, Any] | None, game: str) -> Mapping[str, Any] | None:
    if not isinstance(hello, Mapping):
        return None
    games = hello.get("games")
    if isinstance(games, list):
        games = {g.get("game"): g for g in games if isinstance(g, Mapping)}
    if not isinstance(games, Mapping):
        return None
    entry = games.get(game)
    return entry if isinstance(entry, Mapping) else None


def declared(hello: Mapping[str, Any] | None, game: str) -> dict[str, list[str]]:
    """Key → the values the engine plays for ``game``: what its ``hello``
    lists under ``interpretations``, and ``[default]`` for each registered key
    it does not list.  With no usable ``hello``, every key's default."""
    entry = _game_entry(hello, game)
    listed = entry.get("interpretations") if entry is not None else None
    listed = listed if isinstance(listed, Mapping) else {}
    result: dict[str, list[str]] = {}
    for name, key in registry().get(game, {}).items():
        values = listed.get(name)
        if isinstance(values, str):
            values = [values]
        if isinstance(values, list) and values:
            result[name] = [v for v in values if isinstance(v, str)]
        else:
            result[name] = [key.default]
    for name, values in listed.items():  # keys the registry does not know: kept as declared
        if name not in result and isinstance(values, list):
            result[name] = [v for v in values if isinstance(v, str)]
    return result


def run_reading(game: str, offered: Mapping[str, Sequence[str]],
                chosen: Mapping[str, str] | None = None) -> tuple[dict[str, str], str | None]:
    """The reading a run plays for ``game`` and why it cannot, if it cannot.

    ``offered`` is :func:`declared`; ``chosen`` the run's ``--interp`` values
    for this game.  Per registered key: the chosen value; else the default
    when offered; else the first offered value.  The problem (``None`` when
    none) names the first chosen value the engine does not offer."""
    chosen = chosen or {}
    reading: dict[str, str] = {}
    problem = None
    for name, key in registry().get(game, {}).items():
        values = list(offered.get(name) or [key.default])
        if name in chosen:
            reading[name] = chosen[name]
            if chosen[name] not in values and problem is None:
                problem = (f"the run plays {name}={chosen[name]} (--interp) and the engine does not offer it "
                           f"for {game} (it offers {', '.join(values)})")
        elif key.default in values:
            reading[name] = key.default
        else:
            reading[name] = values[0]
    return reading, problem


def scenario_reading(game: str, base: Mapping[str, str], offered: Mapping[str, Sequence[str]],
                     tags: Sequence[str], chosen: Mapping[str, str] | None = None,
                     *, override: bool = False) -> tuple[dict[str, str], str | None]:
    """A scenario's reading: ``base`` (:func:`run_reading`) with its
    ``@interp:key=value`` tags on top, and why it is not applicable, if so.

    A tag is not applicable when the run chose another value for its key
    (``--interp``), or when the engine does not offer the tagged value.
    With ``override`` (the measuring mode of ``rulebook readings``), a chosen
    value wins over the scenario's tag for that key and nothing is refused
    on its account."""
    chosen = chosen or {}
    reading = dict(base)
    for tag in tags:
        name, _, value = tag.partition("=")
        if name in chosen:
            if override:
                continue
            if chosen[name] != value:
                return reading, (f"the run plays {name}={chosen[name]} (--interp); this scenario "
                                 f"needs {name}={value}")
        values = offered.get(name)
        if values is None:
            key = registry().get(game, {}).get(name)
            values = [key.default] if key is not None else []
        if value not in values:
            return reading, f"the engine does not offer the interpretation {name}={value} for {game}"
        reading[name] = value
    return reading, None


def shared_reading(game: str, reference: Mapping[str, Sequence[str]], candidate: Mapping[str, Sequence[str]],
                   chosen: Mapping[str, str] | None = None) -> tuple[dict[str, str], list[str]]:
    """The reading two engines play together (``rulebook fuzz``), and one
    line per key that is not at its default saying why.

    ``reference`` and ``candidate`` are :func:`declared`.  Per key: the
    chosen value (``--interp``); else the default when both play it; else the
    first value the candidate declares that the reference plays too.  Raises
    :class:`ReadingError` when a chosen value is not declared by one of them,
    or when they share no value of a key."""
    chosen = chosen or {}
    reading: dict[str, str] = {}
    notes: list[str] = []
    for name, key in registry().get(game, {}).items():
        ours = list(reference.get(name) or [key.default])
        theirs = list(candidate.get(name) or [key.default])
        if name in chosen:
            value = chosen[name]
            for who, values in (("the candidate", theirs), ("the reference", ours)):
                if value not in values:
                    raise ReadingError(f"--interp {name}={value}: {who} does not declare it for {game} "
                                       f"(it declares {', '.join(values)})")
            reading[name] = value
            if value != key.default:
                notes.append(f"{name}={value} (--interp)")
            continue
        common = [v for v in theirs if v in ours]
        if not common:
            raise ReadingError(f"the two engines share no reading of {game}:{name}: the candidate plays "
                               f"{', '.join(theirs)}, the reference {', '.join(ours)}; choose one both declare "
                               f"with --interp, or compare against another reference")
        reading[name] = key.default if key.default in common else common[0]
        if reading[name] != key.default:
            notes.append(f"{name}={reading[name]} (the value the candidate declares)")
    return reading, notes


def to_send(game: str, reading: Mapping[str, str], expansions: Iterable[str] | None = None) -> dict[str, str]:
    """The ``interpretations`` object of ``new_game``/``load_position``: every
    value of ``reading`` that is not its key's default (a key left out means
    its default, spec/interpretations.md), keys sorted.  With ``expansions``
    (those the request switches on), a key of another expansion is left out:
    it may be sent only when its expansion is on."""
    keys = registry().get(game, {})
    switched_on = None if expansions is None else set(expansions)
    sent = {}
    for name, value in sorted(reading.items()):
        key = keys.get(name)
        if key is not None and key.default == value:
            continue
        if key is not None and key.expansion is not None and switched_on is not None \
                and key.expansion not in switched_on:
            continue
        sent[name] = value
    return sent


def format_reading(game: str, reading: Mapping[str, str]) -> str:
    """``"city.two_tile_points=2, ..."`` for the values that are not the
    default, or ``"the defaults"``."""
    sent = to_send(game, reading)
    return ", ".join(f"{k}={v}" for k, v in sent.items()) or "the defaults"

"""Which scenarios each rule reading decides, measured on the reference engine.

For every game, the suite is run once under the defaults and once under each
other value of each interpretation key the reference engine implements, in
the measuring mode of the pytest plugin (``--rulebook-interp-override``: the
value is played by every scenario of the game, whatever its own ``@interp``
tag for that key says).  A scenario *depends* on a key when it passes under
some of the key's values and not under others; the values under which it
passes are the ones it may be tagged with.

The result is the checked-in table ``features/readings.json``
(:func:`table_path`)::

    {"digest": "<sha256 of the scenarios and the registry>",
     "games": {"carcassonne": {"city.two_tile_points": {
         "measured": ["4", "2"],            # values the reference engine plays
         "unmeasured": [],                   # registered values it does not
         "scenarios": {"car-city-01": ["4"], ...}}}}}   # id -> values it passes under

and :func:`lint` compares it with the scenarios' tags (tests/test_readings_lint.py).
Scenario Outline rows are measured one by one and judged together (tags are
per outline): an outline depends on a key when one of its rows does.
"""
from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulebook.errors import UsageError

__all__ = ["Run", "dependencies", "digest", "lint", "load_table", "measure", "table_path"]


def table_path() -> Path:
    """``features/readings.json`` of the installed suite."""
    from rulebook import features_dir

    return features_dir() / "readings.json"


def _strip_default_tags(text: bytes) -> bytes:
    """``text`` without its ``@interp:KEY=<the key's default>`` tags: adding or
    removing one changes no outcome (the default is what an untagged scenario
    plays), so it does not invalidate a measured run."""
    import re

    from rulebook import readings

    defaults = {name: key.default for keys in readings.registry().values() for name, key in keys.items()}

    def drop(match: re.Match[bytes]) -> bytes:
        name, value = match.group(1).decode(), match.group(2).decode()
        return b"" if defaults.get(name) == value else match.group(0)

    return re.sub(rb"@interp:([\w.]+)=(\S+)", drop, text)


def digest(*, ignore_default_tags: bool = False) -> str:
    """SHA-256 over every ``.feature`` file and perft case of ``features/`` and
    spec/interpretations.md (paths and contents): what the table was measured
    on.  ``ignore_default_tags``: the same without tags for a key's default
    (the cache key of measured runs)."""
    from rulebook import features_dir
    from rulebook_protocol.data import data_root

    root = features_dir()
    files = sorted([*root.rglob("*.feature"), *(root / "perft").rglob("*.json")])
    files.append(data_root() / "spec" / "interpretations.md")
    sha = hashlib.sha256()
    for path in files:
        try:
            name = path.relative_to(root.parent).as_posix()
        except ValueError:
            name = path.name
        content = path.read_bytes().replace(b"\r\n", b"\n")
        if ignore_default_tags and path.suffix == ".feature":
            content = _strip_default_tags(content)
        sha.update(name.encode() + b"\0" + content + b"\0")
    return sha.hexdigest()


@dataclass(frozen=True)
class Run:
    """One run of a game's scenarios: ``choice`` is ``None`` for the defaults,
    else ``(key, value)``; ``outcomes`` scenario id → outcome; ``messages``
    scenario id → the failure message of a scenario that did not pass."""

    game: str
    choice: tuple[str, str] | None
    outcomes: dict[str, str] = field(default_factory=dict)
    messages: dict[str, str] = field(default_factory=dict)


def plan(games: Iterable[str] | None = None,
         keys: Iterable[str] | None = None) -> list[tuple[str, tuple[str, str] | None, tuple[str, ...]]]:
    """The runs to measure, as ``(game, choice, ids)``: per game, the
    defaults (``choice`` ``None``); then, for each key with two or more values
    the reference engine implements (all keys, or ``keys`` as ``KEY`` or
    ``GAME:KEY``), each value other than the default over every scenario
    (``ids`` empty), and the default over the scenarios tagged with another
    value of the key (every other scenario plays the default in the first run)."""
    from rulebook import readings

    wanted = set(keys or ())
    tags = scenario_tags()
    runs: list[tuple[str, tuple[str, str] | None, tuple[str, ...]]] = []
    hello = _reference_hello()
    for game, registered in sorted(readings.registry().items()):
        if games is not None and game not in games:
            continue
        offered = readings.declared(hello, game)
        chosen = [(name, key) for name, key in sorted(registered.items())
                  if (not wanted or name in wanted or f"{game}:{name}" in wanted) and len(offered.get(name, [])) > 1]
        if not chosen:
            continue
        runs.append((game, None, ()))
        for name, key in chosen:
            runs += [(game, (name, value), ()) for value in offered[name] if value != key.default]
            others = tuple(sorted(sid for sid, (g, interps) in tags.items() if g == game and any(
                t.partition("=")[0] == name and t.partition("=")[2] != key.default for t in interps)))
            if others:
                runs.append((game, (name, key.default), others))
    return runs


def _reference_hello() -> dict[str, Any]:
    from rulebook.oracle import Session

    return Session().handle({"id": 0, "cmd": "hello", "protocol": 1})


def run_once(game: str, choice: tuple[str, str] | None, ids: Sequence[str] = (), *,
             engine: str | None = None) -> Run:
    """Run ``game``'s scenarios (or only ``ids``) under ``choice`` (measuring
    mode) in a pytest subprocess and read its report.  Raises
    :class:`UsageError` when the run leaves no report."""
    from rulebook.cli.check import default_suites, mark_expression, pytest_args
    from rulebook.report import ReportError, read_report

    with tempfile.TemporaryDirectory(prefix="rulebook-readings-") as folder:
        report = Path(folder) / "run.jsonl"
        args = pytest_args([s.resolve() for s in default_suites()], {
            "report_path": report, "engine": engine, "timeout": 30.0, "markexpr": mark_expression((game,), None),
            "validate_protocol": False, "ids": tuple(ids),
            "interp": (f"{game}:{choice[0]}={choice[1]}",) if choice else ()})
        if choice:
            args.append("--rulebook-interp-override")
        proc = subprocess.run([sys.executable, "-m", "pytest", *args], capture_output=True, text=True,
                              cwd=folder, env={**os.environ, "COLUMNS": "80"})
        try:
            result = read_report(report, validate=False)
        except ReportError as exc:
            raise UsageError(f"measuring {game} under {choice or 'the defaults'} left no report ({exc}); "
                             f"pytest said:\n{proc.stdout[-2000:]}{proc.stderr[-2000:]}") from None
    run = Run(game, choice)
    for scenario in result.scenarios:
        run.outcomes[scenario["id"]] = scenario["outcome"]
        if scenario["outcome"] != "passed":
            run.messages[scenario["id"]] = scenario.get("message") or ""
    return run


#: What decides a scenario's outcome besides the scenarios: the reference
#: engine and the protocol package under it, and the parts of the harness that
#: run a scenario (the engine adapters, and the oracle the route planner asks).
_CODE = ("reference_engine", "rulebook_protocol", "rulebook/steps", "rulebook/route", "rulebook/pytest_plugin",
         "rulebook/suite", "rulebook/engines", "rulebook/oracle.py", "rulebook/readings.py", "rulebook/perft.py",
         "rulebook/client.py", "rulebook/mismatch.py", "rulebook/boxes.py", "rulebook/chance.py")


def code_digest() -> str:
    """SHA-256 over the Python sources that decide an outcome besides the
    scenarios (:data:`_CODE`)."""
    import rulebook

    top = Path(rulebook.__file__).resolve().parent.parent
    sha = hashlib.sha256()
    for part in _CODE:
        root = top / part
        for path in sorted([root] if root.is_file() else root.rglob("*.py")):
            sha.update(path.relative_to(top).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return sha.hexdigest()


def cache_dir() -> Path:
    """Where measured runs are cached: ``$RULEBOOK_CACHE`` or ``$XDG_CACHE_HOME/rulebook``
    (default ``~/.cache/rulebook``), under ``readings/``."""
    base = os.environ.get("RULEBOOK_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache"), "rulebook")
    return Path(base) / "readings"


def cached_run(game: str, choice: tuple[str, str] | None, ids: Sequence[str], fingerprint: str,
               *, use_cache: bool = True) -> Run:
    """:func:`run_once`, kept in :func:`cache_dir` under the content of the
    scenarios, the registry and the code (``fingerprint``) and the run's plan."""
    name = hashlib.sha256(json.dumps([fingerprint, game, choice, list(ids)]).encode()).hexdigest()[:32]
    path = cache_dir() / f"{name}.json"
    if use_cache:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            return Run(game, choice, dict(data["outcomes"]), dict(data["messages"]))
        except (OSError, ValueError, KeyError, TypeError):
            pass
    run = run_once(game, choice, ids)
    if use_cache:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            temporary = path.with_suffix(f".{os.getpid()}.tmp")
            temporary.write_text(json.dumps({"outcomes": run.outcomes, "messages": run.messages}), encoding="utf-8")
            os.replace(temporary, path)
        except OSError:
            pass  # a cache that cannot be written only costs time
    return run


def measure(games: Iterable[str] | None = None, keys: Iterable[str] | None = None, *, workers: int | None = None,
            on_run: Callable[[Run], None] | None = None, use_cache: bool = True) -> list[Run]:
    """Every run of :func:`plan`, ``workers`` at a time (default: one per
    CPU), each taken from the cache when the scenarios, the registry and the
    code are those it was measured on (:func:`cached_run`)."""
    todo = plan(games, keys)
    if not todo:
        raise UsageError("nothing to measure: no registered key matches")
    fingerprint = digest(ignore_default_tags=True) + code_digest()
    with ThreadPoolExecutor(max_workers=workers or os.cpu_count() or 1) as pool:
        futures = [pool.submit(cached_run, game, choice, ids, fingerprint, use_cache=use_cache)
                   for game, choice, ids in todo]
        runs = []
        for future in futures:
            run = future.result()
            if on_run:
                on_run(run)
            runs.append(run)
    return runs



def _outcome(value_runs: Mapping[str, Run], base: Run, default: str, value: str, scenario: str) -> str | None:
    """``scenario``'s outcome under ``value`` of a key: measured under the value,
    else the defaults' run when ``value`` is the key's default (``None``: not measured)."""
    run = value_runs.get(value)
    if run is not None and scenario in run.outcomes:
        return run.outcomes[scenario]
    return base.outcomes.get(scenario) if value == default else None


def dependencies(runs: Sequence[Run]) -> dict[str, Any]:
    """The table (see the module docstring) from measured runs."""
    from rulebook import readings

    bases: dict[str, Run] = {}
    by_key: dict[tuple[str, str], dict[str, Run]] = {}
    for run in runs:
        if run.choice is None:
            bases[run.game] = run
        else:
            by_key.setdefault((run.game, run.choice[0]), {})[run.choice[1]] = run
    games: dict[str, Any] = {}
    for game, base in sorted(bases.items()):
        for name, key in sorted(readings.registry().get(game, {}).items()):
            value_runs = by_key.get((game, name), {})
            measured = [v for v in key.values if v == key.default or v in value_runs] if value_runs else [key.default]
            entry: dict[str, Any] = {"measured": measured,
                                     "unmeasured": [v for v in key.values if v not in measured],
                                     "scenarios": {}}
            for scenario in sorted(base.outcomes):
                passes = [v for v in measured if _outcome(value_runs, base, key.default, v, scenario) == "passed"]
                if passes and len(passes) < len(measured):
                    entry["scenarios"][scenario] = passes
            games.setdefault(game, {})[name] = entry
    return {"digest": digest(), "games": games}


def suite_version() -> str:
    """The installed suite's version (the distribution ``carcassonne-rulebook``), ``"0"`` when unknown."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("carcassonne-rulebook")
    except PackageNotFoundError:
        return "0"


def registry_snapshot() -> dict[str, dict[str, Any]]:
    """``game:key`` → its values and default, as the registry states them now."""
    from rulebook import readings

    return {f"{game}:{name}": {"values": list(key.values), "default": key.default}
            for game, keys in sorted(readings.registry().items()) for name, key in sorted(keys.items())}


def tag_snapshot() -> dict[str, list[str]]:
    """Scenario id → its ``@interp`` tags, for the scenarios that have any."""
    return {sid: sorted(tags) for sid, (_, tags) in sorted(scenario_tags().items()) if tags}


def changelog_path() -> Path:
    """``features/CHANGELOG.md`` of the installed suite."""
    return table_path().with_name("CHANGELOG.md")


def changelog_top() -> tuple[str | None, str]:
    """The version of the first ``## <version>`` section of the changelog and that section's text."""
    import re

    try:
        text = changelog_path().read_text(encoding="utf-8")
    except OSError:
        return None, ""
    sections = re.split(r"^## ", text, flags=re.M)
    if len(sections) < 2:
        return None, ""
    head, _, body = sections[1].partition("\n")
    return head.strip(), body


def changes_since(since: Mapping[str, Any], tags: Mapping[str, list[str]]) -> list[tuple[str, str]]:
    """What changed since the previous version's snapshot ``since``: ``(thing,
    where)`` pairs — ``("game:key", "")`` for a key added, withdrawn or changed,
    ``("key=value", "scenario id")`` for a tag added or removed."""
    found: list[tuple[str, str]] = []
    before, now = since.get("registry") or {}, registry_snapshot()
    found += [(name, "") for name in sorted(set(before) | set(now)) if before.get(name) != now.get(name)]
    old = since.get("tags") or {}
    for sid in sorted(set(old) | set(tags)):
        for tag in sorted(set(old.get(sid, [])) ^ set(tags.get(sid, []))):
            found.append((tag, sid))
    return found


def changelog_problems(table: Mapping[str, Any], tags: Mapping[str, list[str]]) -> list[str]:
    """The suite version is the changelog's first section, and that section
    names every key and every tag (with its scenario) that changed since the
    previous version's snapshot (``table["since"]``)."""
    version, body = changelog_top()
    problems = []
    if version != suite_version():
        problems.append(f"features/CHANGELOG.md's first section is {version}, the suite is {suite_version()}: "
                        "the first section is the version being made")
    since = table.get("since")
    if not isinstance(since, Mapping):
        return problems
    for thing, where in changes_since(since, tags):
        name = thing.partition(":")[2] if not where else thing
        if f"`{name}`" not in body or (where and where not in body):
            problems.append(f"{where + ': ' if where else ''}{'the tag ' if where else 'the key '}{thing} changed "
                            f"since suite {since.get('suite_version')}; say so in features/CHANGELOG.md under "
                            f"{suite_version()} (give the suite a new version first if {suite_version()} is "
                            "released)")
    return problems


def write_table(table: Mapping[str, Any], path: Path | None = None,
                since: Mapping[str, Any] | None = None) -> Path:
    """Write the table (sorted, one scenario a line) with the suite version,
    the registry and the tags it was measured with, and ``since``: the
    snapshot of the previous version (what the changelog's first section
    must account for); return its path."""
    path = path or table_path()
    lines = ["{", '  "comment": "Measured by `rulebook readings measure --write`: per game and interpretation key, '
             'the scenarios whose outcome changes with the value, and the values each passes under. '
             'Do not edit by hand.",',
             f'  "suite_version": {json.dumps(suite_version())},',
             f'  "digest": {json.dumps(table["digest"])},',
             '  "registry": {' + ",".join(f"\n    {json.dumps(k)}: {json.dumps(v)}"
                                          for k, v in registry_snapshot().items()) + "\n  },",
             '  "tags": {' + ",".join(f"\n    {json.dumps(k)}: {json.dumps(v)}"
                                      for k, v in tag_snapshot().items()) + "\n  },",
             '  "since": ' + json.dumps(dict(since) if since else None, sort_keys=True) + ",",
             '  "games": {']
    games = list(table["games"].items())
    for g, (game, keys) in enumerate(games):
        lines.append(f"    {json.dumps(game)}: {{")
        items = list(keys.items())
        for k, (name, entry) in enumerate(items):
            lines.append(f"      {json.dumps(name)}: {{")
            lines.append(f'        "measured": {json.dumps(entry["measured"])},')
            lines.append(f'        "unmeasured": {json.dumps(entry["unmeasured"])},')
            scenarios = list(entry["scenarios"].items())
            if not scenarios:
                lines.append('        "scenarios": {}')
            else:
                lines.append('        "scenarios": {')
                for s, (sid, values) in enumerate(scenarios):
                    lines.append(f"          {json.dumps(sid)}: {json.dumps(values)}"
                                 + ("," if s < len(scenarios) - 1 else ""))
                lines.append("        }")
            lines.append("      }" + ("," if k < len(items) - 1 else ""))
        lines.append("    }" + ("," if g < len(games) - 1 else ""))
    lines += ["  }", "}", ""]
    path.write_text("\n".join(lines), encoding="utf-8")
    return path


def load_table(path: Path | None = None) -> dict[str, Any]:
    """The checked-in table; :class:`UsageError` when missing or not JSON."""
    path = path or table_path()
    try:
        table = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise UsageError(f"cannot read the readings table {path}: {exc}; "
                         "run `rulebook readings measure --write`") from None
    if not isinstance(table, dict):
        raise UsageError(f"cannot read the readings table {path}: not a JSON object; "
                         "run `rulebook readings measure --write`")
    return table


def _base_id(scenario_id: str) -> str:
    return scenario_id.split("[", 1)[0]


def scenario_tags() -> dict[str, tuple[str, list[str]]]:
    """Scenario id (outline rows under their outline's id) → (game, its ``@interp`` tags)."""
    from pytest_bdd.parser import FeatureParser

    from rulebook import features_dir
    from rulebook.perft import load_cases

    root = features_dir()
    found: dict[str, tuple[str, list[str]]] = {}
    for path in sorted(root.rglob("*.feature")):
        game = path.relative_to(root).parts[0]
        feature = FeatureParser(str(path.parent), path.name).parse()
        for scenario in feature.scenarios.values():
            tags = sorted(scenario.tags | feature.tags)
            ids = [t.partition(":")[2] for t in tags if t.startswith("id:")]
            games = [t.partition(":")[2] for t in tags if t.startswith("game:")]
            if ids:
                found[ids[0]] = (games[0] if games else game,
                                 [t.partition(":")[2] for t in tags if t.startswith("interp:")])
    if (root / "perft").is_dir():
        for case in load_cases(root / "perft"):
            found[case.id] = (case.game, list(case.interpretations))
    return found


def lint(table: Mapping[str, Any] | None = None, tags: Mapping[str, tuple[str, list[str]]] | None = None) -> list[str]:
    """What is wrong between the table and the scenarios' tags, one line each
    (empty when nothing is):

    * the table was measured on other scenarios (its digest is stale);
    * a scenario whose outcome depends on a key is not tagged with it, or is
      tagged with a value it does not pass under;
    * a scenario is tagged with a key whose measured values do not change its
      outcome (tags on values the reference engine does not implement cannot
      be measured and are left alone);
    * a default, a key or a tag changed while the suite version stayed the
      one the table was measured for (every such change gets a new version
      and a line in features/CHANGELOG.md)."""
    from rulebook import readings

    table = table if table is not None else load_table()
    tags = tags if tags is not None else scenario_tags()
    problems = []
    if table.get("digest") != digest():
        problems.append("features/readings.json was measured on other scenarios or another registry: "
                        "run `rulebook readings measure --write` and review the change")
    problems += changelog_problems(table, {sid: sorted(t) for sid, (_, t) in sorted(tags.items()) if t})
    depends: dict[str, dict[str, set[str]]] = {}   # base id -> key -> values every dependent row passes under
    measured: dict[tuple[str, str], list[str]] = {}
    for game, keys in table.get("games", {}).items():
        for name, entry in keys.items():
            measured[(game, name)] = list(entry.get("measured", []))
            for sid, values in entry.get("scenarios", {}).items():
                current = depends.setdefault(_base_id(sid), {}).get(name)
                depends[_base_id(sid)][name] = set(values) if current is None else current & set(values)
    for sid, (game, scenario_interps) in sorted(tags.items()):
        tagged = dict(t.partition("=")[::2] for t in scenario_interps)
        for name, values in sorted(depends.get(sid, {}).items()):
            if name not in tagged:
                problems.append(f"{sid}: its outcome depends on {name} (it passes only under "
                                f"{', '.join(sorted(values)) or 'no single value for all its rows'}): "
                                f"tag it @interp:{name}=<value>")
            elif tagged[name] not in values:
                problems.append(f"{sid}: tagged @interp:{name}={tagged[name]} but it passes only under "
                                f"{', '.join(sorted(values)) or 'no single value for all its rows'}")
        for name, value in sorted(tagged.items()):
            if name in depends.get(sid, {}):
                continue
            values = measured.get((game, name), [])
            key = readings.registry().get(game, {}).get(name)
            if key is None:
                problems.append(f"{sid}: tagged @interp:{name}={value}, which is not a registered key of {game}")
            elif len(values) > 1 and value in values:
                problems.append(f"{sid}: tagged @interp:{name}={value} but its outcome is the same under "
                                f"{', '.join(values)}: remove the tag")
    return problems

"""The JSON Lines run report: the one canonical record of a run.

Every other output (terminal summary, JUnit XML, ...) is derived from it, so
they always agree.  A report is::

    {"type": "header", "protocol": 1, "suite_version": ..., "engine": ..., "hello": ..., "started": ...}
    {"type": "scenario", "id": ..., "title": ..., "game": ..., "outcome": ..., ...}   (one per scenario)
    {"type": "footer", "counts": {...}, "restarts": 0, "finished": ...}

Each line is validated by ``schemas/v1/report.schema.json``.

:class:`ReportWriter` writes into ``<report>.partial`` beside the report,
flushing after every line, and moves it onto the report with
:func:`os.replace` when it is closed: the report on disk is always a whole one
(the previous run's until this one ends), a writer that wrote nothing leaves
the previous report untouched, and a run that is killed leaves its finished
scenarios in ``<report>.partial`` (only the footer is missing: ``rulebook
report summary`` reads it).  It holds the lock beside the report
(:func:`rulebook.outputs.exclusive`) while open, so a second writer of the
same report fails at once with :class:`~rulebook.errors.OutputBusy`.
:func:`read_report` turns a file back into a :class:`Report`, raising a
:class:`ReportError` subclass for each way a file can be malformed.
"""
from __future__ import annotations

import contextlib
import json
import os
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cache
from pathlib import Path
from typing import Any, TextIO

from rulebook.errors import RulebookError

#: Version of the engine protocol recorded in report headers.
PROTOCOL = 1

#: Every scenario outcome, in display order.
OUTCOMES: tuple[str, ...] = (
    "passed",
    "failed",
    "errored",
    "crashed",
    "timeout",
    "not_run",
    "skipped",
    "not_applicable",
    "xfailed",
    "xpassed",
)

#: Outcomes ordered from worst to best: when a scenario's setup, call and
#: teardown end differently, the worst one is the scenario's outcome.
SEVERITY: tuple[str, ...] = (
    "crashed",
    "timeout",
    "errored",
    "failed",
    "xpassed",
    "not_run",
    "not_applicable",
    "skipped",
    "xfailed",
    "passed",
)

#: The engine gave a wrong verdict.
VERDICT_FAILURES = frozenset({"failed"})
#: The conversation with the engine (or the step code) broke down.
ENGINE_PROBLEMS = frozenset({"errored", "crashed", "timeout"})
#: The harness gave up on the engine before sending the scenario: no verdict
#: on the scenario (not a problem of its own, :func:`is_problem`), but a run
#: with one failed (exit status 2, :func:`exit_status`).
NOT_RUN = "not_run"

SCHEMA_ID = "https://rulebook.example/v1/report.schema.json"
SCHEMA_FILE = Path("schemas") / "v1" / "report.schema.json"

_SCENARIO_KEYS = (
    "id",
    "title",
    "game",
    "feature",
    "rules",
    "sources",
    "requires",
    "interpretations",
    "outcome",
    "duration_ms",
    "message",
    "details",
    "transcript",
)


# --------------------------------------------------------------------------- errors


class ReportError(RulebookError):
    """A report file is malformed.  ``path`` is the file (if known), ``line``
    the 1-based line number the problem was found at (``None`` for the file
    as a whole)."""

    def __init__(self, message: str, *, path: str | os.PathLike[str] | None = None, line: int | None = None) -> None:
        where = ""
        if path is not None:
            where = f"{os.fspath(path)}"
            if line is not None:
                where += f":{line}"
            where += ": "
        elif line is not None:
            where = f"line {line}: "
        super().__init__(where + message)
        self.path = None if path is None else os.fspath(path)
        self.line = line


class MissingHeader(ReportError):
    """The report is empty or does not start with a header line."""


class MissingFooter(ReportError):
    """The report has no footer line: the run was killed or is still going."""


class DuplicateScenario(ReportError):
    """Two scenario lines carry the same ``id`` (``scenario_id``: the id as
    read, a string in a report that follows the schema)."""

    def __init__(self, message: str, *, scenario_id: object, **kwargs: Any) -> None:
        super().__init__(message, **kwargs)
        self.scenario_id = scenario_id


class MalformedLine(ReportError):
    """A line is not JSON, not an object, has an unknown ``type`` or does not
    validate against the report schema."""


class MisplacedLine(ReportError):
    """A valid line in the wrong place: a second header, or anything after the footer."""


# --------------------------------------------------------------------------- outcomes


def worst(outcomes: Iterable[str]) -> str:
    """The worst of ``outcomes`` (see :data:`SEVERITY`); ``"passed"`` for none."""
    rank = {name: i for i, name in enumerate(SEVERITY)}
    return min(outcomes, key=lambda o: rank.get(o, 0), default="passed")


def is_problem(outcome: str, *, strict: bool = False) -> bool:
    """Whether ``outcome`` makes a run unsuccessful (``xpassed`` only when ``strict``)."""
    return outcome in VERDICT_FAILURES or outcome in ENGINE_PROBLEMS or (strict and outcome == "xpassed")


def exit_status(counts: Mapping[str, int], *, strict: bool = False) -> int:
    """Process exit status for a run with these outcome counts.

    0: nothing went wrong; 1: a scenario failed (or, with ``strict``, a known
    failure passed); 2: a scenario errored, crashed or timed out, or was not
    run because the harness gave up on the engine.
    """
    if any(counts.get(o, 0) for o in ENGINE_PROBLEMS) or counts.get(NOT_RUN, 0):
        return 2
    if counts.get("failed", 0) or (strict and counts.get("xpassed", 0)):
        return 1
    return 0


def now_iso() -> str:
    """The current time as an ISO 8601 string with UTC offset."""
    return datetime.now(UTC).isoformat(timespec="milliseconds")


#: The name this project is installed under (``[project] name`` in pyproject.toml;
#: the distribution called ``rulebook`` is another project).
DISTRIBUTION = "carcassonne-rulebook"


def installed_suite_version() -> str:
    """Version of the installed :data:`DISTRIBUTION` (e.g. ``"0.1.0"``), ``"0"``
    when it is not installed (the package imported from a bare checkout)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version(DISTRIBUTION)
    except PackageNotFoundError:
        return "0"


# --------------------------------------------------------------------------- schema


def schema_path() -> Path:
    """Where ``report.schema.json`` is: under the protocol's data folder
    (:func:`rulebook_protocol.data.data_root`: the source checkout, or
    ``rulebook_protocol/_data`` in an installed wheel).  Raises
    :class:`~rulebook.errors.RulebookError` when it is missing."""
    from rulebook_protocol.data import data_root
    from rulebook_protocol.errors import DataError

    try:
        candidate = data_root() / SCHEMA_FILE
    except DataError as exc:
        raise RulebookError(f"cannot find {SCHEMA_FILE.as_posix()}: {exc}") from None
    if not candidate.is_file():
        raise RulebookError(f"cannot find {SCHEMA_FILE.as_posix()} (looked in: {candidate})")
    return candidate


@cache
def schema() -> dict[str, Any]:
    """The report line schema, as a dict (read once; do not change it)."""
    loaded = json.loads(schema_path().read_text(encoding="utf-8"))
    if not isinstance(loaded, dict):
        raise RulebookError(f"{SCHEMA_FILE.as_posix()} is not a JSON object")
    return loaded


@cache
def _checks(kind: str | None) -> tuple[Any, Any]:
    """For the line type ``kind`` (``None``: the whole schema, a ``oneOf`` of the three):
    the compiled yes/no check (jsonschema-rs) run on every line, and the jsonschema
    validator that explains a line the check refused."""
    import jsonschema_rs
    from jsonschema import Draft202012Validator

    whole = schema()
    chosen = {"$ref": f"#/$defs/{kind}", "$defs": whole["$defs"]} if kind else whole
    return jsonschema_rs.Draft202012Validator(chosen), Draft202012Validator(chosen)


def schema_errors(line: Mapping[str, Any]) -> list[str]:
    """Messages for everything wrong with one report line (empty when valid).

    The ``oneOf`` is resolved by ``type`` first, so the messages name the
    problem inside the matching branch, not "is not valid under any schema".
    A valid line costs one compiled check; jsonschema words the problems.
    """
    kind = line.get("type") if isinstance(line, Mapping) else None
    fast, explain = _checks(kind if kind in ("header", "scenario", "footer") else None)
    if fast.is_valid(line):
        return []
    out = []
    for error in sorted(explain.iter_errors(line), key=lambda e: list(e.absolute_path)):
        pointer = "/" + "/".join(str(p) for p in error.absolute_path)
        out.append(f"{pointer}: {error.message}")
    return out or ["the line fails the report schema"]


# --------------------------------------------------------------------------- writer


def _jsonable(value: Any) -> Any:
    """``json.dumps`` fallback: never let an odd object in a transcript kill the report."""
    if isinstance(value, (set, frozenset, tuple)):
        return list(value)
    if isinstance(value, os.PathLike):
        return os.fspath(value)
    return repr(value)


def dumps_line(obj: Mapping[str, Any]) -> str:
    """One report line (without the newline)."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"), default=_jsonable)


class ReportWriter:
    """Writes a report line by line, flushing after each one.

    Usage::

        with ReportWriter(path) as writer:
            writer.write_header(engine="reference (in-process)", hello=None)
            writer.write_scenario({...})
            writer.write_footer(restarts=0)

    Construction takes the report's lock (:func:`rulebook.outputs.exclusive`)
    and creates :attr:`partial_path` (``<path>.partial``, parent folders
    too); each line is flushed to it.  :meth:`close` moves it onto ``path``
    (:func:`os.replace`) when a header was written, and removes it (``path``
    untouched) when nothing was; then releases the lock.  A process killed
    before closing leaves ``path`` as it was and the lines it wrote in
    :attr:`partial_path`.

    The writer enforces the report's shape: header first, unique scenario
    ids, nothing after the footer (violations raise :class:`ReportError`
    subclasses).  Closing without a footer leaves a report that
    :func:`read_report` only accepts with ``allow_incomplete``.

    Raises :class:`~rulebook.errors.OutputBusy` when another process is
    writing the same report, :class:`~rulebook.errors.OutputError` when the
    file cannot be created or replaced.
    """

    #: Appended to the report's name for the file being written.
    PARTIAL_SUFFIX = ".partial"

    def __init__(self, path: str | os.PathLike[str]) -> None:
        from rulebook.outputs import exclusive, output_error

        self.path = Path(path)
        self.partial_path = self.path.with_name(self.path.name + self.PARTIAL_SUFFIX)
        #: Whether :meth:`close` moved the lines onto :attr:`path`.
        self.replaced = False
        self._held = contextlib.ExitStack()
        self._held.enter_context(exclusive(self.path, what="the report"))
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._fh: TextIO | None = self.partial_path.open("w", encoding="utf-8", newline="\n")
        except OSError as exc:
            self._held.close()
            raise output_error(exc, self.path, what="the report") from None
        self._ids: set[str] = set()
        self.counts: Counter[str] = Counter()
        self.header: dict[str, Any] | None = None
        self.footer: dict[str, Any] | None = None

    # -- state
    @property
    def header_written(self) -> bool:
        return self.header is not None

    @property
    def footer_written(self) -> bool:
        return self.footer is not None

    @property
    def closed(self) -> bool:
        return self._fh is None

    def has_id(self, scenario_id: str) -> bool:
        return scenario_id in self._ids

    # -- writing
    def _write(self, obj: Mapping[str, Any]) -> None:
        if self._fh is None:
            raise ReportError("report writer is closed", path=self.path)
        self._fh.write(dumps_line(obj) + "\n")
        self._fh.flush()

    def write_header(
        self,
        *,
        engine: str,
        hello: Mapping[str, Any] | None,
        suite_version: str | None = None,
        started: str | None = None,
        protocol: int = PROTOCOL,
    ) -> dict[str, Any]:
        if self.header is not None:
            raise MisplacedLine("header already written", path=self.path)
        header = {
            "type": "header",
            "protocol": protocol,
            "suite_version": suite_version if suite_version is not None else installed_suite_version(),
            "engine": engine,
            "hello": dict(hello) if hello is not None else None,
            "started": started or now_iso(),
        }
        self._write(header)
        self.header = header
        return header

    def write_scenario(self, record: Mapping[str, Any]) -> dict[str, Any]:
        """Write one scenario line.  ``record`` needs every scenario key but
        ``type``; missing list keys default to ``[]``, missing optional text
        keys to ``None``."""
        if self.header is None:
            raise MissingHeader("scenario line before the header", path=self.path)
        if self.footer is not None:
            raise MisplacedLine("scenario line after the footer", path=self.path)
        line: dict[str, Any] = {"type": "scenario"}
        for key in _SCENARIO_KEYS:
            if key in record:
                line[key] = record[key]
            elif key in ("rules", "sources", "requires", "interpretations"):
                line[key] = []
            elif key in ("message", "details", "transcript", "game"):
                line[key] = None
            else:
                raise ReportError(f"scenario record lacks {key!r}", path=self.path)
        if record.get("diff") is not None:
            line["diff"] = record["diff"]
        if line["id"] in self._ids:
            raise DuplicateScenario(
                f"duplicate scenario id {line['id']!r}", scenario_id=line["id"], path=self.path
            )
        self._write(line)
        self._ids.add(line["id"])
        self.counts[line["outcome"]] += 1
        return line

    def write_footer(
        self, *, restarts: int = 0, exitstatus: int | None = None, finished: str | None = None,
        gave_up: bool = False,
    ) -> dict[str, Any]:
        if self.header is None:
            raise MissingHeader("footer before the header", path=self.path)
        if self.footer is not None:
            raise MisplacedLine("footer already written", path=self.path)
        footer: dict[str, Any] = {
            "type": "footer",
            "counts": {o: self.counts[o] for o in OUTCOMES if self.counts[o]},
            "restarts": int(restarts),
        }
        if exitstatus is not None:
            footer["exitstatus"] = int(exitstatus)
        if gave_up:
            footer["gave_up"] = True
        footer["finished"] = finished or now_iso()
        self._write(footer)
        self.footer = footer
        return footer

    def close(self) -> None:
        """Finish the file: replace :attr:`path` with it if a header was written,
        else remove it; release the lock.  Raises :class:`~rulebook.errors.OutputError`
        when the report cannot be replaced (the lines stay in :attr:`partial_path`)."""
        if self._fh is None:
            return
        from rulebook.outputs import output_error

        fh, self._fh = self._fh, None
        try:
            if self.header is None:
                fh.close()
                self.partial_path.unlink(missing_ok=True)
            else:
                fh.flush()
                os.fsync(fh.fileno())
                fh.close()
                os.replace(self.partial_path, self.path)
                self.replaced = True
        except OSError as exc:
            raise output_error(exc, self.path, what="the report") from None
        finally:
            fh.close()
            self._held.close()

    def __enter__(self) -> ReportWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# --------------------------------------------------------------------------- reader


NO_GAME = "(no game)"


@dataclass
class Report:
    """A report read back: its header, its scenario lines in file order, its
    footer (``None`` for a run that did not finish)."""

    header: dict[str, Any]
    scenarios: list[dict[str, Any]] = field(default_factory=list)
    footer: dict[str, Any] | None = None
    path: Path | None = None

    @property
    def complete(self) -> bool:
        return self.footer is not None

    def counts(self) -> Counter[str]:
        """Scenario count per outcome (computed from the lines, not the footer)."""
        return Counter(s["outcome"] for s in self.scenarios)

    def by_game(self) -> dict[str, Counter[str]]:
        """Per game (``NO_GAME`` for scenarios without one), the count per
        outcome; games sorted by name, ``NO_GAME`` last."""
        table: dict[str, Counter[str]] = {}
        for s in self.scenarios:
            table.setdefault(s.get("game") or NO_GAME, Counter())[s["outcome"]] += 1
        return dict(sorted(table.items(), key=lambda kv: (kv[0] == NO_GAME, kv[0])))

    def not_passed(self) -> list[dict[str, Any]]:
        """Every scenario that did not pass, worst outcome first (file order within one outcome)."""
        rank = {name: i for i, name in enumerate(SEVERITY)}
        rest = [s for s in self.scenarios if s["outcome"] != "passed"]
        return sorted(rest, key=lambda s: rank.get(s["outcome"], 0))

    def exit_status(self, *, strict: bool = False) -> int:
        return exit_status(self.counts(), strict=strict)


def parse_report(
    lines: Iterable[str],
    *,
    path: str | os.PathLike[str] | None = None,
    allow_incomplete: bool = False,
    validate: bool = True,
) -> Report:
    """Build a :class:`Report` from report lines (with or without their newlines).

    Raises :class:`MissingHeader`, :class:`MissingFooter` (unless
    ``allow_incomplete``), :class:`DuplicateScenario`, :class:`MalformedLine`
    or :class:`MisplacedLine`.  With ``allow_incomplete`` a last line cut off
    in the middle (no newline, not JSON: the writer was killed mid-line) is
    ignored too.  Blank lines are ignored.
    """
    header: dict[str, Any] | None = None
    footer: dict[str, Any] | None = None
    scenarios: list[dict[str, Any]] = []
    #: scenario id → its line; ids are JSON values (any type unless ``validate``)
    seen: dict[Any, int] = {}

    numbered = list(enumerate(lines, start=1))
    for number, raw in numbered:
        text = raw.rstrip("\r\n")
        if not text.strip():
            continue
        try:
            obj = json.loads(text)
        except json.JSONDecodeError as exc:
            cut_off = number == len(numbered) and not raw.endswith("\n")
            if allow_incomplete and cut_off:
                break
            raise MalformedLine(f"not JSON: {exc.msg} (column {exc.colno})", path=path, line=number) from None
        if not isinstance(obj, dict):
            raise MalformedLine(f"not a JSON object but {type(obj).__name__}", path=path, line=number)
        kind = obj.get("type")
        if kind not in ("header", "scenario", "footer"):
            raise MalformedLine(f"unknown line type {kind!r}", path=path, line=number)
        if validate:
            problems = schema_errors(obj)
            if problems:
                raise MalformedLine(f"invalid {kind} line: " + "; ".join(problems), path=path, line=number)
        if footer is not None:
            raise MisplacedLine(f"{kind} line after the footer", path=path, line=number)
        if kind == "header":
            if header is not None:
                raise MisplacedLine("second header line", path=path, line=number)
            if scenarios:
                raise MissingHeader("the header is not the first line", path=path, line=number)
            header = obj
            continue
        if header is None:
            raise MissingHeader(f"the first line is a {kind} line, not a header", path=path, line=number)
        if kind == "footer":
            footer = obj
            continue
        sid = obj.get("id")
        if sid in seen:
            raise DuplicateScenario(
                f"duplicate scenario id {sid!r} (first on line {seen[sid]})", scenario_id=sid, path=path, line=number
            )
        seen[sid] = number
        scenarios.append(obj)

    if header is None:
        raise MissingHeader("the report is empty", path=path)
    if footer is None and not allow_incomplete:
        raise MissingFooter("no footer line: the run did not finish", path=path)
    return Report(header=header, scenarios=scenarios, footer=footer, path=None if path is None else Path(path))


def iter_lines(path: str | os.PathLike[str]) -> Iterator[str]:
    """The raw lines of a report file (newlines kept)."""
    with open(path, encoding="utf-8", newline="") as fh:
        yield from fh


def read_report(
    path: str | os.PathLike[str], *, allow_incomplete: bool = False, validate: bool = True
) -> Report:
    """Read and check a report file.  See :func:`parse_report` for the errors;
    an unreadable file raises :class:`ReportError`."""
    try:
        lines = list(iter_lines(path))
    except OSError as exc:
        raise ReportError(f"cannot read report: {exc.strerror or exc}", path=path) from None
    except UnicodeDecodeError as exc:
        raise MalformedLine(f"not UTF-8 text: {exc.reason}", path=path) from None
    return parse_report(lines, path=path, allow_incomplete=allow_incomplete, validate=validate)

"""``rulebook check``: run the conformance suite against an engine.

Runs pytest in this process on the suite modules (:func:`default_suites`:
``rulebook/suite/test_conformance.py``, the Gherkin scenarios, and
``rulebook/suite/test_perft.py``, the perft positions of ``features/perft/``)
with the ``rulebook`` pytest plugin, writes the JSON Lines report and JUnit
XML derived from it, and prints a summary per game.  Both output paths are
checked, and the report's lock taken (:func:`rulebook.outputs.exclusive`),
before the engine is started; both files are replaced atomically.  ``--expectations FILE``
marks known failures (:mod:`rulebook.expectations_file`).

Before pytest starts, :func:`rulebook.cli._handshake.handshake` greets the
engine as ``rulebook smoke`` does; a failed handshake is one paragraph and
exit status 2.  The options are declared once, in
:data:`rulebook.check_options.CHECK_OPTIONS`: each reaches the run as its
row says (:func:`pytest_args`), most as the plugin option
``--rulebook-<name>``; pytest's own output (per-test lines, tracebacks, its
counts line) is shown only with ``-v``/``--debug``.
"""
from __future__ import annotations

import contextlib
import gc
import importlib.util
import re
import sys
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import click

from rulebook.check_options import CHECK_OPTIONS, DEFAULT_REPORT, Given, forwarded
from rulebook.cli._console import CliError
from rulebook.cli._options import add_check_options
from rulebook.outputs import is_terminal

if TYPE_CHECKING:
    import pytest
    from _pytest.outcomes import Exit  # pytest.exit.Exception

_GAME_ID = re.compile(r"^[a-z][a-z0-9_]*$")


def default_suite() -> Path:
    """The binding module shipped with the package."""
    return Path(__file__).resolve().parent.parent / "suite" / "test_conformance.py"


def default_suites() -> list[Path]:
    """Every module ``check`` runs by default: the scenarios, then the perft checks."""
    return [default_suite(), default_suite().with_name("test_perft.py")]


def mark_expression(games: tuple[str, ...], markexpr: str | None) -> str | None:
    """``-m`` for ``--game`` values (any of them) and the user's own ``-m``."""
    for game in games:
        if not _GAME_ID.match(game):
            raise CliError(f"--game {game}: a game id is lower-case letters, digits and '_' (e.g. carcassonne)")
    parts = []
    if games:
        parts.append(" or ".join(f"rulebook_game(value='{g}')" for g in dict.fromkeys(games)))
    if markexpr:
        parts.append(markexpr)
    if not parts:
        return None
    if len(parts) == 1:
        return parts[0]
    return " and ".join(f"({p})" for p in parts)


def pytest_args(suite: Path | list[Path], values: Mapping[str, Given]) -> list[str]:
    """The pytest command line ``check`` runs, given ``check``'s values by
    parameter name.  Each value reaches the run as its
    :data:`~rulebook.check_options.CHECK_OPTIONS` row says
    (:func:`~rulebook.check_options.forwarded`): as the plugin option
    ``--rulebook-<name>`` (only when it is not the plugin's default), as one
    of pytest's own options, or not at all; a parameter left out is not
    forwarded (the plugin's default applies).  ``verbose`` chooses pytest's
    output."""
    args = [
        *(str(s) for s in (suite if isinstance(suite, list) else [suite])),
        "-p", "no:cacheprovider",
        # The suite has no Hypothesis tests; its plugin would import Hypothesis
        # (~0.5 s) just to print its statistics.
        "-p", "no:hypothesispytest",
        # Its clean-up runs two full garbage collections of the whole heap
        # (~0.3-0.5 s) to surface "exception ignored" messages, which are
        # only warnings and never change an outcome.
        "-p", "no:unraisableexception",
        # The plugin is imported by name (works whether or not the entry point
        # is installed, and in xdist workers); its entry point is blocked so it
        # is not registered twice.
        "-p", "no:rulebook",
        "-p", "rulebook.pytest_plugin",
        "-W", "ignore::pytest.PytestAssertRewriteWarning",
        "-o", "addopts=",
    ]
    # The summary table says it all; pytest's tracebacks and its counts line
    # only with --verbose/--debug.
    args += ["-v", "--tb=short", "-rfE"] if values.get("verbose") else ["-qq", "--tb=no", "-rN"]
    for option in CHECK_OPTIONS:
        if option.dest in values:
            args += forwarded(option, values[option.dest])
    return args


def _gherkin_location(exc: BaseException) -> str | None:
    """``file:line: message (the line)`` for a ``.feature`` that does not parse
    (pytest-bdd's ``GherkinParseError`` and its subclasses), else ``None``."""
    filename, line = getattr(exc, "filename", None), getattr(exc, "line", None)
    if not filename or not isinstance(line, int) or not hasattr(exc, "line_content"):
        return None
    message = str(getattr(exc, "message", "") or type(exc).__name__).strip()
    content = str(exc.line_content or "").strip()
    return f"{filename}:{line}: {message}" + (f" (line {line}: {content})" if content else "")


_GHERKIN_LINE = re.compile(r"^(?:E\s+)?Line number: (\d+)$", re.M)
_GHERKIN_FILE = re.compile(r"^(?:E\s+)?File: (.+)$", re.M)
_GHERKIN_ERROR = re.compile(r"^(?:E\s+)?pytest_bdd\.exceptions\.\w+: (.+)$", re.M)


def _gherkin_location_in(text: str) -> str | None:
    """The same from the text of a collection error (an xdist worker's, where
    only the text travels)."""
    line, filename = _GHERKIN_LINE.search(text), _GHERKIN_FILE.search(text)
    if line is None or filename is None:
        return None
    error = _GHERKIN_ERROR.search(text)
    message = error.group(1).strip() if error else "the feature file does not parse"
    return f"{filename.group(1).strip()}:{line.group(1)}: {message}"


class _Probe:
    """Notices what pytest's exit status does not tell apart."""

    def __init__(self) -> None:
        self.collect_errors: list[str] = []
        self.exit_message: str | None = None
        self.interrupted = False
        #: How many scenarios were selected (``None``: collection did not finish).
        self.selected: int | None = None
        self._located: dict[str, str] = {}
        #: Test phase reports seen (0: no scenario started, so no report was written).
        self.reported = 0

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        if not hasattr(session.config, "workerinput"):
            self.selected = len(session.items)

    def pytest_xdist_node_collection_finished(self, node: object, ids: Sequence[str]) -> None:
        self.selected = len(ids)

    import pytest as _pytest

    pytest_xdist_node_collection_finished = _pytest.hookimpl(optionalhook=True)(
        pytest_xdist_node_collection_finished)
    del _pytest

    def pytest_exception_interact(self, node: pytest.Item | pytest.Collector, call: pytest.CallInfo[object],
                                  report: pytest.CollectReport | pytest.TestReport) -> None:
        exc = call.excinfo.value if call.excinfo is not None else None
        if getattr(report, "when", "collect") == "collect" and exc is not None:
            where = _gherkin_location(exc)
            if where is not None:
                self._located[report.nodeid] = where

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        self.reported += 1

    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        if report.failed:
            text = getattr(report, "longreprtext", "") or str(report.longrepr or "")
            where = self._located.pop(report.nodeid, None) or _gherkin_location_in(text)
            if where is not None:
                self.collect_errors.append(where)
                return
            last = [line for line in text.splitlines() if line.strip()][-1:] or [""]
            self.collect_errors.append(f"{report.nodeid or '<session>'}: {last[0].strip()}")

    def pytest_keyboard_interrupt(self, excinfo: pytest.ExceptionInfo[KeyboardInterrupt | Exit]) -> None:
        import pytest

        if isinstance(excinfo.value, pytest.exit.Exception):
            self.exit_message = str(excinfo.value.msg)
        else:
            self.interrupted = True


#: Modules a run imports that hold no assertion a scenario can fail on.
#: pytest's assertion rewriter claims every module of a package that ships a
#: pytest plugin (the whole ``rulebook`` package, pytest-bdd) and parses,
#: rewrites and compiles each anew on every run where bytecode is not cached
#: (``PYTHONDONTWRITEBYTECODE``); imported here first, these are imported
#: plainly.  The step modules (``rulebook.steps``), whose assertions are the
#: scenarios' checks, are still rewritten.
PLAIN_MODULES = ("pytest_bdd.plugin", "xdist.plugin", "xdist.looponfail", "rulebook.pytest_plugin",
                 "rulebook.reports.boards", "rulebook.boxes", "rulebook.perft")


def run_pytest(args: list[str]) -> tuple[int, _Probe]:
    import pytest

    for name in PLAIN_MODULES:
        if importlib.util.find_spec(name.partition(".")[0]) is not None:  # pytest-xdist is optional
            importlib.import_module(name)
    probe = _Probe()
    status = pytest.main(args, plugins=[probe])
    return int(status), probe


#: The youngest generation's collection threshold while ``check`` runs
#: (CPython's default is 700).  Parsing ~800 scenarios, running them and
#: writing the reports allocates millions of objects that live to the end;
#: with the default the collector scanned that growing heap in full about 8
#: times a run (~1 s, measured with ``gc.callbacks``, bench/README.md).
#: Nothing else changes: cycles are still collected, only less often.
GC_THRESHOLD = 50_000


@contextlib.contextmanager
def _fewer_collections() -> Iterator[None]:
    thresholds = gc.get_threshold()
    gc.set_threshold(GC_THRESHOLD, *thresholds[1:])
    try:
        yield
    finally:
        gc.set_threshold(*thresholds)


def _claim_outputs(report: Path, junit: Path, *, junit_option: bool) -> None:
    """Before the run: both outputs can be written (parent folders created), they
    differ, and no other run is writing the report — its lock is held until the
    command ends.  Each problem is a :class:`CliError` (exit status 3)."""
    from rulebook.errors import OutputError
    from rulebook.outputs import check_writable, exclusive

    if junit == report:
        raise CliError(f"--junit and --report name the same file ({report}); pass another --junit PATH")
    junit_hint = "pass --junit with another path" if junit_option else "pass --junit PATH to write it elsewhere"
    try:
        check_writable(report, what="the report", hint="pass --report with another path")
        check_writable(junit, what="the JUnit XML", hint=junit_hint)
        click.get_current_context().with_resource(
            exclusive(report, what="the report",
                      hint="wait for the other run to end, or pass --report with another path"))
    except OutputError as exc:
        raise CliError(str(exc)) from None


def interrupted_message(reported: int, selected: int | None) -> str:
    """What ``check`` says when it was interrupted: how many scenarios never ran."""
    if selected is None:
        return "interrupted before the scenarios were collected: no scenario ran"
    left = max(selected - reported, 0)
    return (f"interrupted: {reported} of {selected} selected scenario(s) are in the report, "
            f"{left} never ran")


@click.command()
@add_check_options
@_fewer_collections()
def check(
    engine: str | None,
    games: tuple[str, ...],
    report_path: Path | None,
    junit_path: Path | None,
    timeout: float,
    ids: tuple[str, ...],
    rules: tuple[str, ...],
    keyword: str | None,
    markexpr: str | None,
    exitfirst: bool,
    verbose: bool,
    handshake_timeout: float,
    workers: str | None,
    strict: bool,
    expectations_path: Path | None,
    max_restarts: int,
    validate_protocol: bool,
    progress: bool,
    setup: str,
    interp: tuple[str, ...],
    suite_path: Path | None,
) -> None:
    """Run the conformance suite against an engine and report per game.

    First the handshake of `rulebook smoke`: an engine that cannot start, does
    not answer hello, or answers it wrongly stops the run at once (exit 2, no
    scenario is run).

    Exit status: 0 every selected scenario passed (or was skipped, not
    applicable or a known failure); 1 a scenario failed (with --strict, also
    a known failure that passed); 2 the handshake failed, or a scenario
    errored, crashed or timed out, or the harness gave up on the engine
    (the summary then starts with the failure that made it give up, and the
    scenarios it did not send are counted "not run"); 3 bad usage, the suite
    could not be collected, the report or JUnit path cannot be written, or
    another run is writing the same report (both checked before the run); 130
    interrupted (the message says how many scenarios never ran).

    The report and the JUnit XML replace the previous ones only when the run
    ends (written beside them, then renamed); a run that selects nothing
    leaves them as they were.
    """
    from rulebook.cli._console import make_console
    from rulebook.cli._summary import print_summary
    from rulebook.errors import OutputError
    from rulebook.junit import write_junit
    from rulebook.report import ReportError, read_report

    suites = [suite_path.resolve()] if suite_path else [s.resolve() for s in default_suites()]
    for suite in suites:
        if not suite.is_file():
            raise CliError(f"conformance suite not found: {suite}")
    if expectations_path is not None:
        from rulebook.expectations_file import ExpectationsError, load

        try:
            load(expectations_path)  # a malformed file stops here (exit 3); the plugin prints warnings
        except ExpectationsError as exc:
            raise CliError(str(exc)) from None
        expectations_path = expectations_path.resolve()
    if workers == "auto" and engine is None:
        # Measured (bench/check_workers.py): with the in-process reference
        # engine the scenarios are so fast that starting and feeding xdist
        # workers costs more than it saves (-n 2: ~1.6x the wall time, ~2x the CPU).
        workers = None
    if workers is not None and importlib.util.find_spec("xdist") is None:
        raise CliError("-n needs pytest-xdist: pip install 'carcassonne-rulebook[test]'")
    report = (report_path or DEFAULT_REPORT).resolve()
    junit = (junit_path.resolve() if junit_path else report.with_suffix(".xml"))
    _claim_outputs(report, junit, junit_option=junit_path is not None)
    from rulebook.cli._handshake import handshake
    from rulebook.cli._interp import check_declared, parse
    from rulebook.errors import UsageError

    chosen = parse(interp, games or None)

    try:
        greeting = handshake(engine, timeout=min(timeout, handshake_timeout), validate=validate_protocol)
    except UsageError as exc:
        raise CliError(str(exc)) from None
    if greeting.problem is not None:
        raise CliError(greeting.problem, exit_code=2)
    check_declared(chosen, greeting.hello)

    args = pytest_args(suites, {
        **click.get_current_context().params,
        "report_path": report,
        "markexpr": mark_expression(games, markexpr),
        "workers": workers,
        "expectations_path": expectations_path,
        # Only on a terminal (the plugin checks again, and stays off in xdist workers).
        "progress": progress and is_terminal(sys.stdout),
        "interp": tuple(f"{game}:{key}={value}" for game, values in chosen.items() for key, value in values.items()),
    })
    status, probe = run_pytest(args)

    if probe.collect_errors:
        raise CliError("the suite could not be collected:\n  " + "\n  ".join(probe.collect_errors))
    if probe.exit_message is not None and status != 0:
        raise CliError(probe.exit_message)
    if status == 5:  # pytest.ExitCode.NO_TESTS_COLLECTED
        raise CliError(f"no scenario matched the selection (--game, --id, --rule, -k, -m); {report} and {junit} "
                       "were not written")
    if status in (3, 4):  # INTERNAL_ERROR, USAGE_ERROR
        raise CliError(f"pytest could not run the suite (pytest exit status {status}); see the messages above")
    if probe.interrupted and not probe.reported:
        raise CliError(f"interrupted before any scenario ran; {report} was not written", exit_code=130)

    try:
        result = read_report(report, allow_incomplete=probe.interrupted)
    except ReportError as exc:
        raise CliError(f"the run left no usable report: {exc}") from None
    try:
        write_junit(result, junit, strict=strict)
    except OutputError as exc:
        raise CliError(f"{exc} (the report {report} was written)") from None
    console = make_console()
    console.print()
    print_summary(console, result, strict=strict, paths=[("Report", report), ("JUnit", junit)])
    if probe.interrupted:
        raise CliError(interrupted_message(len(result.scenarios), probe.selected), exit_code=130)
    code = result.exit_status(strict=strict)
    if code:
        click.get_current_context().exit(code)

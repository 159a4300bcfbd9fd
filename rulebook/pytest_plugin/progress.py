"""The progress line (``--rulebook-progress``)."""
from __future__ import annotations

from collections.abc import Generator, Mapping, Sequence
from typing import IO, TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    import rich.progress

#: What ``pytest_report_teststatus`` answers: (category, short letter, verbose word).
TestStatus = tuple[str, str | tuple[str, Mapping[str, bool]], str | tuple[str, Mapping[str, bool]]]


class Progress:
    """A rich progress line for the controlling process: scenarios done / total
    and the game of the scenario that last started.

    pytest's per-test letters are blanked while it shows (``pytest_report_teststatus``
    keeps the category, so the final counts are unchanged).  It is refreshed only
    from report hooks, where pytest's output capture is suspended: no refresh
    thread writes into a test's captured output, and stdout is not redirected.
    The line is transient: it is gone before pytest's summary is printed.
    """

    def __init__(self, stream: IO[str]) -> None:
        self.stream = stream
        self.progress: rich.progress.Progress | None = None
        self.task: rich.progress.TaskID | None = None
        self.done = 0
        self.game = ""

    def _start(self, total: int) -> None:
        if self.progress is not None or total <= 0:
            return
        from rich.console import Console
        from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

        console = Console(file=self.stream, force_terminal=True, markup=False, emoji=False, highlight=False)
        self.progress = Progress(
            TextColumn("scenarios"),
            BarColumn(),
            MofNCompleteColumn(),
            TextColumn("{task.fields[game]}", markup=False),
            TimeElapsedColumn(),
            console=console,
            auto_refresh=False,
            transient=True,
            redirect_stdout=False,
            redirect_stderr=False,
        )
        self.task = self.progress.add_task("scenarios", total=total, game=self.game)
        self.progress.start()
        self.progress.refresh()

    def stop(self) -> None:
        if self.progress is not None:
            self.progress.stop()
            self.progress = None

    # -- hooks
    @pytest.hookimpl(trylast=True)
    def pytest_collection_finish(self, session: pytest.Session) -> None:
        self._start(len(session.items))

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node: object, ids: Sequence[str]) -> None:
        self._start(len(ids))

    @pytest.hookimpl(wrapper=True)
    def pytest_report_teststatus(self, report: pytest.TestReport, config: pytest.Config
                                 ) -> Generator[None, TestStatus | None, TestStatus | None]:
        result = yield
        if self.progress is None or not result:
            return result
        category = result[0]
        return category, "", ""

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if self.progress is None or self.task is None:
            return
        meta = getattr(report, "rulebook_meta", None)
        if report.when == "setup" and meta is not None and meta.get("game"):
            self.game = str(meta["game"])
        if report.when == "teardown":
            self.done += 1
        self.progress.update(self.task, completed=self.done, game=self.game)
        self.progress.refresh()

    @pytest.hookimpl(tryfirst=True)
    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        self.stop()

    def pytest_unconfigure(self, config: pytest.Config) -> None:
        self.stop()

"""The JSON Lines report (``--rulebook-report``), written by the controlling
process: header at the first result, one line per scenario, footer at the end.

The lines go to ``<report>.partial`` and replace the report when the session
ends (:class:`rulebook.report.ReportWriter`), so the report is never half
written and a second run on the same path is refused (its lock).  A session
that reports no scenario (nothing selected, a usage error) writes nothing: the
previous report stays.  An interrupted session (Ctrl-C) still ends the
report — the scenario under way gets an ``errored`` line, then the footer —
and replaces the previous one, as the record of what ran; a killed process
leaves the previous report and its own lines in ``<report>.partial``."""
from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

from ._keys import ENGINE_KEY, HELLO_KEY
from .engine import default_engine_description


class ReportRun:
    """The report of one run, written by the controlling process (not xdist workers)."""

    def __init__(self, config: pytest.Config, path: Path) -> None:
        self.gave_up = False
        from rulebook.report import ReportWriter

        self.config = config
        self.writer = ReportWriter(path)
        self.pending: dict[str, dict[str, Any]] = {}
        self.restarts: dict[str, int] = {}
        self.engine: str | None = None
        self.hello: dict[str, Any] | None = None

    def _note_engine(self, info: Mapping[str, Any] | None) -> None:
        if not info:
            return
        worker = str(info.get("worker", "main"))
        self.restarts[worker] = max(self.restarts.get(worker, 0), int(info.get("restarts", 0) or 0))
        if info.get("engine") and self.engine is None:
            self.engine = str(info["engine"])
        if info.get("hello") is not None and self.hello is None:
            self.hello = dict(info["hello"])

    def _ensure_header(self) -> None:
        if not self.writer.header_written:
            hello = self.hello if self.hello is not None else self.config.stash.get(HELLO_KEY, None)
            self.writer.write_header(engine=self.engine or default_engine_description(self.config), hello=hello)

    def _write(self, record: dict[str, Any]) -> None:
        from rulebook.errors import EngineAbandoned

        if EngineAbandoned.PREFIX in str(record.get("message") or ""):
            self.gave_up = True
        self._ensure_header()
        base, n = record["id"], 2
        while self.writer.has_id(record["id"]):
            record = {**record, "id": f"{base}~{n}"}
            n += 1
        self.writer.write_scenario(record)

    def logreport(self, rep: pytest.TestReport) -> None:
        meta = getattr(rep, "rulebook_meta", None)
        if meta is not None and rep.when == "setup":
            self.pending[rep.nodeid] = meta
        self._note_engine(getattr(rep, "rulebook_engine", None))
        record = getattr(rep, "rulebook_record", None)
        if record is not None:
            self.pending.pop(rep.nodeid, None)
            self._write(dict(record))

    def finish(self, exitstatus: int) -> None:
        if self.writer.closed or self.writer.footer_written:
            return
        if not self.writer.header_written and not self.pending:
            self.writer.close()  # no scenario: nothing is written, the previous report stays
            return
        engine = self.config.stash.get(ENGINE_KEY, None)
        if engine is not None:
            self._note_engine({"worker": "main", "restarts": getattr(engine, "restarts", 0)})
        for meta in list(self.pending.values()):
            self._write(
                {
                    **meta,
                    "outcome": "errored",
                    "duration_ms": 0,
                    "message": "no result: the run was interrupted or its worker crashed",
                    "details": None,
                    "transcript": None,
                }
            )
        self.pending.clear()
        self._ensure_header()
        self.writer.write_footer(restarts=sum(self.restarts.values()), exitstatus=int(exitstatus),
                                 gave_up=self.gave_up)
        self.writer.close()

    # -- hooks (this object is registered as a plugin of its own config only)
    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        self.logreport(report)

    @pytest.hookimpl(trylast=True)
    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        self.finish(int(exitstatus))

    def pytest_terminal_summary(self, terminalreporter: pytest.TerminalReporter) -> None:
        if self.config.get_verbosity() >= 0:  # rulebook check (-qq) prints the path itself
            if self.writer.replaced:
                terminalreporter.write_line(f"rulebook report: {self.writer.path}")
            else:
                terminalreporter.write_line(f"rulebook report: no scenario ran; {self.writer.path} was not written")

    def pytest_unconfigure(self, config: pytest.Config) -> None:
        self.writer.close()

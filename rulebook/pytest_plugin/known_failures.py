"""Known failures (``--rulebook-expectations``, :mod:`rulebook.expectations_file`):
listed scenarios get ``xfail(strict=False)`` at collection; entries that match
no scenario are warned about in the terminal summary."""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pytest

from ._keys import EXPECT_KEY, UNMATCHED_OUTPUT, is_worker

if TYPE_CHECKING:
    from rulebook.expectations_file import Expectations
from .metadata import scenario_info


class ExpectationsRun:
    """The expectations file of this run and which of its entries matched."""

    def __init__(self, expectations: Expectations) -> None:
        self.expectations = expectations
        #: Labels of entries that matched no collected scenario (``None``: not known yet).
        self.unmatched: list[str] | None = None

    def apply(self, config: pytest.Config, items: Sequence[pytest.Item]) -> None:
        """Mark the listed scenarios ``xfail(strict=False)`` (before ``-m``/``-k`` deselect,
        so an entry for a scenario outside the selection is not reported as unmatched)."""
        seen = []
        for item in items:
            info = scenario_info(item)
            if info is None:
                continue
            seen.append((info["id"], info["rules"]))
            entry = self.expectations.match(info["id"], info["rules"])
            if entry is not None:
                item.add_marker(pytest.mark.xfail(reason=entry.xfail_reason(), strict=False))
        self.unmatched = [e.label for e in self.expectations.unmatched(seen)]
        if is_worker(config):
            # xdist gives a worker's config ``workeroutput``, which pytest's types do not know
            config.workeroutput[UNMATCHED_OUTPUT] = list(self.unmatched)  # type: ignore[attr-defined]

    def merge(self, labels: Sequence[str]) -> None:
        """A worker's unmatched entries (every worker collects the same items)."""
        self.unmatched = list(labels) if self.unmatched is None else [u for u in self.unmatched if u in labels]

    def warning_lines(self) -> list[str]:
        lines = list(self.expectations.warnings)
        where = f"{self.expectations.path}: " if self.expectations.path is not None else ""
        for label in self.unmatched or []:
            lines.append(f"{where}{label} matches no scenario of the suite")
        return lines


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: object) -> None:  # node: xdist's WorkerController
    """xdist controller: collect each worker's unmatched expectation entries."""
    run = node.config.stash.get(EXPECT_KEY, None)
    output = getattr(node, "workeroutput", None) or {}
    if run is not None and UNMATCHED_OUTPUT in output:
        run.merge(output[UNMATCHED_OUTPUT])


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter, exitstatus: int,
                            config: pytest.Config) -> None:
    run = config.stash.get(EXPECT_KEY, None)
    if run is None or is_worker(config):
        return
    for line in run.warning_lines():
        terminalreporter.write_line(f"rulebook expectations: warning: {line}", yellow=True)

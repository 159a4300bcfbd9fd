"""Shared test infrastructure.

``interrupt_on_signal``: run a command, wait for a chaos engine's signal file
(tests/chaos/misbehaving_reference.py, ``CHAOS_SIGNAL``), send Ctrl-C.

Keeps the tests that share an expensive module-scoped fixture on one xdist worker.

Under ``-n`` each worker builds a module-scoped fixture for itself: tests that share one
of the fixtures below (each a whole ``rulebook check`` run or more) split over two workers
would pay for it twice.  They get an ``xdist_group`` per module and fixture, which
``--dist loadgroup`` (pyproject.toml's addopts) sends to one worker; other tests are
distributed as with ``--dist load``.
"""
from __future__ import annotations

import os
import signal
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

import pytest

#: Module-scoped fixtures that run ``rulebook check`` (or a browser) once for their module.
SHARED = frozenset({"runs", "run", "real_reports", "oregon_runs", "casebook", "browser"})


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        shared = sorted(SHARED & set(getattr(item, "fixturenames", ())))
        if shared:
            item.add_marker(pytest.mark.xdist_group(f"{item.module.__name__}:{'+'.join(shared)}"))


@pytest.fixture
def interrupt_on_signal(tmp_path: Path) -> Callable[[list[str]], tuple[int, str, str]]:
    """``run(argv)``: start ``argv`` with ``CHAOS_SIGNAL`` set, wait (at most 240 s, polling,
    no fixed sleep) until the chaos engine writes its signal file, send SIGINT, and return
    ``(exit status, stdout, stderr)``; the process is killed if it is still running."""

    def run(argv: list[str]) -> tuple[int, str, str]:
        marker = tmp_path / "signal"
        proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                env={**os.environ, "CHAOS_SIGNAL": str(marker)})
        try:
            deadline = time.monotonic() + 240
            while not marker.exists() and proc.poll() is None and time.monotonic() < deadline:
                time.sleep(0.1)
            assert marker.exists(), proc.communicate(timeout=60)
            proc.send_signal(signal.SIGINT)
            out, err = proc.communicate(timeout=120)
        finally:
            if proc.poll() is None:
                proc.kill()
        return proc.returncode, out, err

    return run

"""Shared test infrastructure: fixtures (constants and helpers that test
modules import are in ``tests/_support.py``).

``interrupt_on_signal``: run a command, wait for a chaos engine's signal file
(tests/chaos/misbehaving_reference.py, ``CHAOS_SIGNAL``), send Ctrl-C.

``subprocess_engines``: ``make(argv, **options)`` starts a
:class:`rulebook.engines.SubprocessEngine`; every one is closed at teardown.

``restore_interpreter_state``: undo what an in-process ``rulebook check`` leaves
in this interpreter (a module asks for it with
``pytestmark = pytest.mark.usefixtures("restore_interpreter_state")``).

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
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from rulebook.engines import SubprocessEngine

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
        # SIGINT back to its default in the child: a shell running the tests in the background
        # (`cmd &` without job control) starts them with SIGINT ignored, and Python then never
        # raises KeyboardInterrupt, so the Ctrl-C these tests send would do nothing.
        proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                env={**os.environ, "CHAOS_SIGNAL": str(marker)},
                                preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
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


@pytest.fixture
def restore_interpreter_state(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Undo what an in-process pytest run (``rulebook check`` in this process)
    leaves behind: the ``sys.path`` entries it added, and the modules it
    imported from the temporary folders of this session (the suites' binding
    modules, written by the tests)."""
    path, modules = list(sys.path), set(sys.modules)
    yield
    sys.path[:] = path
    temporary = tmp_path_factory.getbasetemp().resolve()
    for name in set(sys.modules) - modules:
        file = getattr(sys.modules[name], "__file__", None)
        if file is not None and Path(file).resolve().is_relative_to(temporary):
            del sys.modules[name]


@pytest.fixture
def subprocess_engines() -> Iterator[Callable[..., SubprocessEngine]]:
    """A factory of subprocess engines (``make(argv, **options)``), every one
    closed at teardown."""
    made: list[SubprocessEngine] = []

    def make(argv: list[str], **options: Any) -> SubprocessEngine:
        engine = SubprocessEngine(argv, **options)
        made.append(engine)
        return engine

    yield make
    for engine in made:
        engine.close()

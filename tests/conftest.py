"""Keeps the tests that share an expensive module-scoped fixture on one xdist worker.

Under ``-n`` each worker builds a module-scoped fixture for itself: tests that share one
of the fixtures below (each a whole ``rulebook check`` run or more) split over two workers
would pay for it twice.  They get an ``xdist_group`` per module and fixture, which
``--dist loadgroup`` (pyproject.toml's addopts) sends to one worker; other tests are
distributed as with ``--dist load``.
"""
from __future__ import annotations

import pytest

#: Module-scoped fixtures that run ``rulebook check`` (or a browser) once for their module.
SHARED = frozenset({"runs", "run", "real_reports", "oregon_runs", "casebook", "browser"})


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        shared = sorted(SHARED & set(getattr(item, "fixturenames", ())))
        if shared:
            item.add_marker(pytest.mark.xdist_group(f"{item.module.__name__}:{'+'.join(shared)}"))

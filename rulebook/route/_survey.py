"""Which drafts of the suite a route reaches: :func:`collect` runs the suite
in this process with ``--rulebook-setup route`` and records, per scenario,
the draft the set-up step handed to :func:`rulebook.route.plan_route` and the
planner's answer (``python -m rulebook.route lint``; the tile games' filler
edits, :mod:`rulebook.route.tiles`, start from it)."""
from __future__ import annotations

import copy
from dataclasses import dataclass
from pathlib import Path

import pytest

from . import NoRoute, Route
from ._planner import JSONObject

__all__ = ["Surveyed", "collect", "conformance_suite"]


@dataclass(frozen=True)
class Surveyed:
    """One scenario whose set-up planned a route: the ``draft`` it asked for,
    the planner's answer (a :class:`~rulebook.route.Route` or a
    :class:`~rulebook.route.NoRoute`) and the ``.feature`` file it is in."""

    draft: JSONObject
    route: Route | NoRoute
    feature: str


def conformance_suite() -> str:
    """The pytest module that binds every scenario of ``features/``
    (:mod:`rulebook.suite.test_conformance`, what ``rulebook check`` runs first)."""
    from rulebook import suite

    return str(Path(suite.__file__).resolve().with_name("test_conformance.py"))


def collect(suite: list[str], games: tuple[str, ...] = (), ids: tuple[str, ...] = ()) -> dict[str, Surveyed]:
    """Run the suite (pytest in this process, reference engine, ``--rulebook-setup
    route``); ``{scenario id: Surveyed}`` for every scenario whose set-up
    planned a route, of ``games`` (all when empty) and ``ids`` (all when empty)."""
    from .. import route as route_module

    seen: dict[str, Surveyed] = {}
    current: dict[str, str | None] = {}
    original = route_module.plan_route

    def recording(position: JSONObject, chance: bool = True) -> Route | NoRoute:
        answer = original(position, chance)
        scenario_id, feature = current.get("id"), current.get("feature")
        if scenario_id:
            seen[scenario_id] = Surveyed(copy.deepcopy(position), answer, feature or "")
        return answer

    class Recorder:
        @pytest.hookimpl(tryfirst=True)
        def pytest_runtest_setup(self, item: pytest.Item) -> None:
            from ..pytest_plugin.metadata import scenario_info

            info = scenario_info(item)
            current["id"] = info["id"] if info is not None else None
            current["feature"] = info["feature"] if info is not None else None

    args = [*suite, "-p", "no:cacheprovider", "-p", "no:hypothesispytest", "-p", "no:rulebook",
            "-p", "rulebook.pytest_plugin", "-o", "addopts=", "-qq", "--tb=no", "-rN", "--rulebook-setup", "route",
            "--rulebook-report", str(Path("/dev/null"))]
    if games:
        args += ["-m", " or ".join(f"rulebook_game(value='{g}')" for g in games)]
    for scenario_id in ids:
        args += ["--rulebook-id", scenario_id]
    route_module.plan_route = recording
    try:
        pytest.main(args, plugins=[Recorder()])
    finally:
        route_module.plan_route = original
    if games:
        seen = {k: v for k, v in seen.items() if v.draft.get("game") in games}
    return seen

"""Collection: scenario names are their ids, ``--rulebook-id``/``--rulebook-rule``
select, every scenario carries its ``rulebook_game`` marker, and ids are unique."""
from __future__ import annotations

import difflib
import re

import pytest

from ._keys import EXPECT_KEY, TAG_TO_MARKER
from .metadata import ScenarioInfo, scenario_info

_GAME_MARKER = TAG_TO_MARKER["game"]
_ROW = re.compile(r"\[.*\]$")


def base_id(scenario_id: str) -> str:
    """``car-road-03[2-red]`` → ``car-road-03`` (an outline row's scenario)."""
    return _ROW.sub("", scenario_id)


def _rename(item: pytest.Item, info: ScenarioInfo, taken: set[str]) -> None:
    """Name the item by its scenario id: node id ``<module>::<id>``, so ``-k``,
    ``--deselect``, JUnit and pytest's own lines all show the id.  The old name
    (the title's slug) and the title stay matchable with ``-k``."""
    scenario_id = info["id"]
    if scenario_id == item.nodeid or "::" in scenario_id or item.parent is None:
        return
    nodeid = f"{item.parent.nodeid}::{scenario_id}"
    if nodeid in taken:  # a duplicate id keeps pytest's name (reported below with --rulebook-report)
        return
    item.extra_keyword_matches.add(item.name)
    if info.get("title"):
        item.extra_keyword_matches.add(str(info["title"]))
    item.name = scenario_id
    _set_nodeid(item, nodeid)
    taken.add(nodeid)


def _set_nodeid(item: pytest.Item, nodeid: str) -> None:
    """pytest has no public setter for a node id: ``_id`` (a ``NodeId``) since
    pytest 9.1, ``_nodeid`` (a string) before."""
    if hasattr(item, "_id"):
        from _pytest.nodeid import NodeId

        item._id = NodeId.parse(nodeid)
    else:
        item._nodeid = nodeid  # type: ignore[attr-defined]  # (pytest < 9.1: not in the installed pytest's types)


def _select(config: pytest.Config, items: list[pytest.Item]) -> None:
    """``--rulebook-id`` (a scenario id, or an outline row's full id) and
    ``--rulebook-rule`` (a rule id): keep the scenarios that match any of them.
    A value that matches no collected scenario is a usage error."""
    ids = list(config.getoption("rulebook_id", None) or [])
    rules = list(config.getoption("rulebook_rule", None) or [])
    if not ids and not rules:
        return
    keep: list[pytest.Item] = []
    drop: list[pytest.Item] = []
    seen_ids: set[str] = set()
    seen_rules: set[str] = set()
    for item in items:
        info = scenario_info(item)
        if info is None:
            drop.append(item)
            continue
        seen_ids.update({info["id"], base_id(info["id"])})
        seen_rules.update(info["rules"])
        hit = info["id"] in ids or base_id(info["id"]) in ids
        hit = hit or any(r in info["rules"] for r in rules)
        (keep if hit else drop).append(item)
    problems = []
    for wanted, seen, what in ((ids, seen_ids, "scenario id"), (rules, seen_rules, "rule id")):
        for value in wanted:
            if value not in seen:
                close = difflib.get_close_matches(value, sorted(seen), n=3)
                hint = f" (did you mean {', '.join(close)}?)" if close else ""
                problems.append(f"no scenario has the {what} {value}{hint}")
    if problems:
        pytest.exit("rulebook: " + "; ".join(problems), returncode=pytest.ExitCode.USAGE_ERROR)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    """Before ``-k``/``-m`` deselect: name scenarios by id, give each its
    ``rulebook_game`` marker, mark the expected failures, apply
    ``--rulebook-id``/``--rulebook-rule``."""
    taken = {item.nodeid for item in items}
    for item in items:
        info = scenario_info(item)
        if info is None:
            continue
        _rename(item, info, taken)
        if info["game"] is not None and not any(
            m.kwargs.get("value", (m.args or [None])[0]) == info["game"] for m in item.iter_markers(_GAME_MARKER)
        ):
            item.add_marker(getattr(pytest.mark, _GAME_MARKER)(info["game"], value=info["game"]))
    run = config.stash.get(EXPECT_KEY, None)
    if run is not None:
        run.apply(config, items)
    _select(config, items)


def pytest_collection_finish(session: pytest.Session) -> None:
    """With a report, scenario ids must be unique among the selected scenarios."""
    if not session.config.getoption("rulebook_report", None):
        return
    seen: dict[str, str] = {}
    for item in session.items:
        info = scenario_info(item)
        if info is None:
            continue
        if info["id"] in seen:
            pytest.exit(
                f"rulebook: duplicate scenario id {info['id']}: {seen[info['id']]} and {item.nodeid}",
                returncode=pytest.ExitCode.USAGE_ERROR,
            )
        seen[info["id"]] = item.nodeid


__all__ = ["base_id", "pytest_collection_finish", "pytest_collection_modifyitems"]

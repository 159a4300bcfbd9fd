"""Applicability: a scenario needs a game, expansions, variants, capabilities
or interpretation values the engine does not declare in ``hello`` →
:class:`~rulebook.errors.NotApplicable` (reported ``not_applicable``)."""
from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

import pytest

from rulebook.errors import NotApplicable

from ._keys import CHECKED_KEY, HELLO_KEY, STEP_KEY, TRANSCRIPT_KEY
from .metadata import scenario_info


def _game_entries(hello: Mapping[str, Any]) -> Mapping[str, Any] | None:
    games = hello.get("games")
    if isinstance(games, list):  # [{"game": "carcassonne", ...}] form
        return {g.get("game"): g for g in games if isinstance(g, Mapping)}
    return games if isinstance(games, Mapping) else None


def applicability_problem(
    hello: Mapping[str, Any] | None,
    game: str | None,
    requires: Sequence[str] = (),
    interpretations: Sequence[str] = (),
) -> str | None:
    """Why an engine with this ``hello`` cannot run a scenario, or ``None``.

    Unknown (``None``) hello or game, or a hello without ``games``, is never a reason.
    """
    if not isinstance(hello, Mapping) or game is None:
        return None
    games = _game_entries(hello)
    if games is None:
        return None
    entry = games.get(game)
    if entry is None:
        return f"the engine does not support the game {game}"
    if not isinstance(entry, Mapping):
        entry = {}
    offered: set[str] = set()
    for key, value in entry.items():
        if key != "interpretations" and isinstance(value, list):
            offered.update(v for v in value if isinstance(v, str))
    missing = [r for r in requires if r not in offered]
    if missing:
        return f"the engine does not declare {', '.join(missing)} for {game}"
    declared = entry.get("interpretations")
    declared = declared if isinstance(declared, Mapping) else {}
    for spec in interpretations:
        key, _, value = spec.partition("=")
        allowed = declared.get(key)
        if allowed is None and key in interpretation_defaults().get(game, {}):
            # "An engine that does not list a key supports only that key's default."
            allowed = [interpretation_defaults()[game][key]]
        if isinstance(allowed, str):
            allowed = [allowed]
        if not isinstance(allowed, list) or value not in allowed:
            return f"the engine does not offer the interpretation {key}={value} for {game}"
    return None


@cache
def interpretation_defaults() -> dict[str, dict[str, str]]:
    """Game id → interpretation key → default value, from spec/interpretations.md
    (``## ... (game id `g`)`` sections, ``### `key``` entries, ``**Default:**`` lines).
    Empty when the file cannot be found."""
    try:
        from reference_engine._data import data_root

        text = (data_root() / "spec" / "interpretations.md").read_text(encoding="utf-8")
    except Exception:  # noqa: BLE001 - the defaults only widen applicability
        return {}
    defaults: dict[str, dict[str, str]] = {}
    game: str | None = None
    key: str | None = None
    for line in text.splitlines():
        section = re.match(r"^## .*\(game id `([a-z][a-z0-9_]*)`\)", line)
        if section:
            game, key = section.group(1), None
            continue
        if line.startswith("## "):
            game, key = None, None
            continue
        entry = re.match(r"^### `([\w.]+)`", line)
        if entry:
            key = entry.group(1)
            continue
        if line.startswith("### "):
            key = None
            continue
        default = re.match(r'^- \*\*Default:\*\* `"([^"]*)"`', line)
        if default and game and key:
            defaults.setdefault(game, {}).setdefault(key, default.group(1))
    return defaults


def _check_applicable(item: pytest.Item) -> None:
    if item.stash.get(CHECKED_KEY, False):
        return
    hello = item.config.stash.get(HELLO_KEY, None)
    if hello is None:
        return
    item.stash[CHECKED_KEY] = True
    info = scenario_info(item)
    if info is None:
        return
    problem = applicability_problem(hello, info["game"], info["requires"], info["interpretations"])
    if problem:
        raise NotApplicable(problem)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_setup(item: pytest.Item) -> Any:
    if scenario_info(item) is not None:
        item.stash[TRANSCRIPT_KEY] = []
    result = yield
    if scenario_info(item) is not None:
        _check_applicable(item)
    return result


@pytest.hookimpl(optionalhook=True)
def pytest_bdd_before_step_call(request: pytest.FixtureRequest, **kwargs: Any) -> None:
    _check_applicable(request.node)


@pytest.hookimpl(optionalhook=True)
def pytest_bdd_step_error(request: pytest.FixtureRequest, step: Any, **kwargs: Any) -> None:
    keyword = (getattr(step, "keyword", "") or "").strip()
    request.node.stash[STEP_KEY] = f"{keyword} {step.name}".strip() + f" (line {step.line_number})"

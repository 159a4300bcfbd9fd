"""Applicability: a scenario needs a game, expansions, variants, capabilities
or interpretation values the engine does not declare in ``hello`` →
:class:`~rulebook.errors.NotApplicable` (reported ``not_applicable``)."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from rulebook.errors import NotApplicable

from ._keys import CHECKED_KEY, HELLO_KEY, READING_KEY, STEP_KEY, TRANSCRIPT_KEY
from .metadata import scenario_info


def _game_entries(hello: Mapping[str, Any]) -> Mapping[str, Any] | None:
    games = hello.get("games")
    if isinstance(games, list):  # [{"game": "carcassonne", ...}] form
        return {g["game"]: g for g in games if isinstance(g, Mapping) and isinstance(g.get("game"), str)}
    return games if isinstance(games, Mapping) else None


def applicability_problem(
    hello: Mapping[str, Any] | None,
    game: str | None,
    requires: Sequence[str] = (),
    interpretations: Sequence[str] = (),
    chosen: Mapping[str, Mapping[str, str]] | None = None,
    *,
    override: bool = False,
) -> str | None:
    """Why an engine with this ``hello`` cannot run a scenario, or ``None``.

    ``interpretations`` are the scenario's ``@interp:key=value`` tags and
    ``chosen`` the run's ``--interp`` values (game → key → value); see
    :func:`rulebook.readings.scenario_reading`.  Unknown (``None``) hello or
    game, or a hello without ``games``, is never a reason.
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
    return scenario_interpretations(hello, game, interpretations, chosen, override=override)[1]


def scenario_interpretations(
    hello: Mapping[str, Any] | None,
    game: str | None,
    interpretations: Sequence[str] = (),
    chosen: Mapping[str, Mapping[str, str]] | None = None,
    *,
    override: bool = False,
) -> tuple[dict[str, str], str | None]:
    """The ``interpretations`` object a scenario sends (values that are not
    the default, :func:`rulebook.readings.to_send`), and why it is not
    applicable (``None`` when it is): the run's reading of the game
    (``--interp``, else what the engine plays) with the scenario's tags on top."""
    if game is None:
        return {}, None
    from rulebook import readings

    game_chosen = dict((chosen or {}).get(game, {}))
    offered = readings.declared(hello, game)
    base, problem = readings.run_reading(game, offered, game_chosen)
    reading, tag_problem = readings.scenario_reading(game, base, offered, interpretations, game_chosen,
                                                     override=override)
    return readings.to_send(game, reading), problem or tag_problem


def interpretation_defaults() -> dict[str, dict[str, str]]:
    """Game id → interpretation key → default value, from spec/interpretations.md
    (:func:`rulebook.readings.registry`).  Empty when the file cannot be found."""
    from rulebook import readings

    try:
        return {game: readings.default_reading(game) for game in readings.registry()}
    except readings.ReadingError:
        return {}


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
    problem = applicability_problem(hello, info["game"], info["requires"], info["interpretations"],
                                    item.config.stash.get(READING_KEY, None),
                                    override=bool(item.config.getoption("rulebook_interp_override", False)))
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

"""Scenario metadata: what a test item is, from its Gherkin tags or its
``rulebook_scenario`` marker (:func:`scenario_info`)."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path, PurePath, PurePosixPath
from typing import TYPE_CHECKING, NamedTuple, TypedDict

import pytest

from ._keys import INFO_KEY, TAG_TO_MARKER

if TYPE_CHECKING:
    from pytest_bdd.parser import ScenarioTemplate


class ScenarioInfo(TypedDict):
    """What the report says a scenario is (its line's fields of the same names)."""

    id: str
    title: str
    game: str | None
    feature: str
    rules: list[str]
    sources: list[str]
    requires: list[str]
    interpretations: list[str]


class ScenarioCache(NamedTuple):
    """``item.stash[INFO_KEY]``: an item's pytest-bdd template (``None``: not a
    Gherkin scenario) and its :class:`ScenarioInfo` (``None``: not a scenario)."""

    template: ScenarioTemplate | None
    info: ScenarioInfo | None


@pytest.hookimpl(tryfirst=True, optionalhook=True)
def pytest_bdd_apply_tag(tag: str, function: Callable[..., object]) -> bool | None:
    """``@name:value`` with ``name`` in :data:`~._keys.TAG_TO_MARKER` →
    ``pytest.mark.rulebook_<name>(value, value=value)``."""
    name, sep, value = tag.partition(":")
    if not sep or not value or name not in TAG_TO_MARKER:
        return None
    getattr(pytest.mark, TAG_TO_MARKER[name])(value, value=value)(function)
    return True


def scenario_template(item: pytest.Item) -> ScenarioTemplate | None:
    """The pytest-bdd ``ScenarioTemplate`` behind ``item``, or ``None``."""
    cached = item.stash.get(INFO_KEY, None)
    if cached is not None:
        return cached.template
    obj = getattr(item, "obj", None) if isinstance(item, pytest.Function) else None
    if obj is None:
        return None
    from pytest_bdd.parser import ScenarioTemplate
    from pytest_bdd.scenario import scenario_wrapper_template_registry

    try:
        found = scenario_wrapper_template_registry.get(obj)
    except TypeError:
        found = None
    if found is None:
        found = getattr(obj, "__scenario__", None)
    return found if isinstance(found, ScenarioTemplate) else None


def _tag_values(item: pytest.Item, template: ScenarioTemplate | None, name: str) -> list[str]:
    """Values of ``@name:value`` tags: the scenario's own, then its Rule's, then
    its Feature's (each level sorted, since pytest-bdd keeps tags in sets),
    then any ``name`` marker added otherwise."""
    values: list[str] = []
    if template is not None:
        rule = getattr(template, "rule", None)
        levels = [template.tags, rule.tags if rule is not None else set(), template.feature.tags]
        for tags in levels:
            for tag in sorted(tags):
                tag_name, sep, value = tag.partition(":")
                if sep and tag_name == name and value and value not in values:
                    values.append(value)
    for mark in item.iter_markers(TAG_TO_MARKER.get(name, name)):
        value = mark.kwargs.get("value", mark.args[0] if mark.args else None)
        if isinstance(value, str) and value and value not in values:
            values.append(value)
    return values


def _feature_parts(template: ScenarioTemplate) -> tuple[str, ...]:
    return PurePath(template.feature.filename).parts


def _feature_relpath(item: pytest.Item, template: ScenarioTemplate) -> str:
    parts = _feature_parts(template)
    if "features" in parts:
        index = len(parts) - 1 - parts[::-1].index("features")
        return PurePosixPath(*parts[index:]).as_posix()
    path = Path(template.feature.filename)
    try:
        return path.relative_to(item.config.rootpath).as_posix()
    except ValueError:
        return path.as_posix()


def _game_from_path(template: ScenarioTemplate) -> str | None:
    """``features/<game>/.../x.feature`` → ``<game>``."""
    parts = _feature_parts(template)
    if "features" not in parts:
        return None
    index = len(parts) - 1 - parts[::-1].index("features")
    rest = parts[index + 1 :]
    return rest[0] if len(rest) >= 2 else None


def _example(item: pytest.Item) -> dict[str, str] | None:
    callspec = getattr(item, "callspec", None)
    if callspec is None:
        return None
    example = callspec.params.get("_pytest_bdd_example")
    return example if isinstance(example, dict) else None


def scenario_info(item: pytest.Item) -> ScenarioInfo | None:
    """Report metadata of a scenario item (``None`` for any other test):
    ``id``, ``title``, ``game``, ``feature``, ``rules``, ``sources``,
    ``requires``, ``interpretations``."""
    cached = item.stash.get(INFO_KEY, None)
    if cached is not None:
        return cached.info
    template = scenario_template(item)
    if template is None:
        marked = _marked_info(item)
        item.stash[INFO_KEY] = ScenarioCache(None, marked)
        return marked
    ids = _tag_values(item, template, "id")
    callspec = getattr(item, "callspec", None)
    if ids:
        scenario_id = ids[0] + (f"[{callspec.id}]" if callspec is not None else "")
    else:
        scenario_id = item.nodeid
    example = _example(item)
    title = template.name
    if example:
        from pytest_bdd.parser import render_string

        title = render_string(title, example)
    games = _tag_values(item, template, "game")
    info: ScenarioInfo = {
        "id": scenario_id,
        "title": title,
        "game": games[0] if games else _game_from_path(template),
        "feature": _feature_relpath(item, template),
        "rules": _tag_values(item, template, "rule"),
        "sources": _tag_values(item, template, "source"),
        "requires": _tag_values(item, template, "requires"),
        "interpretations": _tag_values(item, template, "interp"),
    }
    item.stash[INFO_KEY] = ScenarioCache(template, info)
    return info


def _marked_info(item: pytest.Item) -> ScenarioInfo | None:
    """Report metadata of a plain test carrying ``rulebook_scenario(...)``, else ``None``."""
    mark = item.get_closest_marker("rulebook_scenario")
    if mark is None:
        return None
    fields = mark.kwargs

    def strings(name: str) -> list[str]:
        value = fields.get(name) or []
        return [str(v) for v in ([value] if isinstance(value, str) else value)]

    path, _, _ = item.reportinfo()
    return {
        "id": str(fields.get("id") or item.nodeid),
        "title": str(fields.get("title") or item.name),
        "game": None if fields.get("game") is None else str(fields["game"]),
        "feature": str(fields.get("feature") or path),
        "rules": strings("rules"),
        "sources": strings("sources"),
        "requires": strings("requires"),
        "interpretations": strings("interpretations"),
    }


def _location(item: pytest.Item) -> tuple[str, int]:
    """(file, 0-based line) for a skip message: the scenario in its .feature file."""
    template = scenario_template(item)
    if template is not None:
        return str(template.feature.filename), max(int(template.line_number) - 1, 0)
    path, lineno, _ = item.reportinfo()
    return str(path), int(lineno or 0)

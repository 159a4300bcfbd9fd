"""Carcassonne's expansion hooks are declared once, as the methods of
``Expansion`` (reference_engine/games/carcassonne/expansions/__init__.py):

* a misspelt hook in an expansion (a public name ``Expansion`` does not
  declare) is refused when the class is defined, and so is a hook overridden
  with other parameters; helpers whose names start with ``_`` are free;
* the hook table is derived from the declaration: every public method of
  ``Expansion``, and per game the switched-on expansions overriding each;
* a hook named by a name that is no hook is refused.
"""
from __future__ import annotations

import inspect
from collections.abc import Mapping
from typing import Any, ClassVar

import pytest

import reference_engine as engine
from reference_engine.games.carcassonne.expansions import HOOKS, Expansion, hooked, overriding, registry
from reference_engine.games.carcassonne.game import AFTER_TILE, HookStep


def test_a_misspelt_hook_is_refused_when_the_class_is_defined() -> None:
    with pytest.raises(TypeError, match=r"Misspelt\.after_scorng is no hook of Expansion.*after_scoring"):
        class Misspelt(Expansion):
            def after_scorng(self, game: Any, scored: Any, events: Any) -> None:
                pass


def test_a_misspelt_attribute_is_refused() -> None:
    with pytest.raises(TypeError, match=r"Typo\.tileset is no hook of Expansion"):
        class Typo(Expansion):
            tileset = "base"


def test_a_hook_with_other_parameters_is_refused() -> None:
    with pytest.raises(TypeError, match=r"Swapped\.feature_scored.*does not match the hook's parameters"):
        class Swapped(Expansion):
            def feature_scored(  # type: ignore[override]  # the mismatch refused
                    self, game: Any, points: Any, root: Any, winners: Any, events: Any) -> None:
                pass
    with pytest.raises(TypeError, match=r"Static\.extra_part"):
        class Static(Expansion):
            @staticmethod
            def extra_part(game: Any, events: Any) -> bool:
                return False


def test_helpers_and_declared_hooks_are_accepted() -> None:
    class Quiet(Expansion):
        id = "quiet"
        interpretations: ClassVar[Mapping[str, tuple[str, ...]]] = {"quiet.level": ("low",)}

        def extra_part(self, game: Any, events: Any) -> bool:
            return self._helper()

        def _helper(self) -> bool:
            return False

    quiet = Quiet()
    assert overriding([quiet], Expansion.extra_part) == (quiet,)
    assert overriding([quiet], Expansion.feature_scored) == ()


def test_the_hooks_are_the_public_methods_of_expansion() -> None:
    public = {name for name, f in vars(Expansion).items() if inspect.isfunction(f) and not name.startswith("_")}
    assert {h.__name__ for h in HOOKS} == public
    assert {"after_tile_placed", "before_scoring", "after_scoring", "extra_part", "feature_scored"} <= public
    for expansion in registry().values():  # the real expansions define only declared names
        extra = {n for n in vars(type(expansion)) if not n.startswith("_")} - public - {"id", "tile_set",
                                                                                         "interpretations"}
        assert not extra, f"{type(expansion).__name__}: {extra}"


def test_a_name_that_is_no_hook_is_refused() -> None:
    with pytest.raises(ValueError, match="no hook"):
        overriding(list(registry().values()), Expansion.__init_subclass__)


def test_each_game_hooks_the_expansions_that_override() -> None:
    draw = engine.standard_draw("carcassonne", ["a", "b"], seed=2)
    game, _ = engine.new_game("carcassonne", ["a", "b"], draw, expansions=["castles", "traders_and_builders"])
    table = game.hooked  # type: ignore[attr-defined]  # a Carcassonne game's hook table
    assert table == hooked(game.expansions)  # type: ignore[attr-defined]
    names = {hook.__name__: [e.id for e in expansions] for hook, expansions in table.items()}
    assert names["extra_part"] == ["traders_and_builders"]
    assert names["before_scoring"] == ["castles"]
    assert names["field_city_points"] == ["traders_and_builders", "castles"]
    assert names["after_scoring"] == ["castles"]
    assert {step.hook for step in AFTER_TILE if isinstance(step, HookStep)} <= set(HOOKS)

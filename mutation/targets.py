"""What each mutation target mutates and which games' scenarios judge it.

A target is a game id (its rule code is ``reference_engine/games/<game>/``, sub-packages
included) or ``kernel`` (``reference_engine/kernel/`` and the set-up shared by the games,
``reference_engine/games/_setup.py``, judged by every game's scenarios).
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

GAMES = ("carcassonne", "gold_rush", "discovery", "oregon")
TARGETS = GAMES + ("kernel",)

# Operators left out of every run: they replace arithmetic with operators that make no
# sense on the engine's small ints, sets and dicts (``**``, shifts, ``%``, ``/``, ``//``) or
# compare values by identity; nearly all of them crash at once (TypeError) or are equivalent,
# so they would only inflate the score.  VariableInserter adds unrelated names to
# expressions, mostly producing NameErrors.
SKIPPED_OPERATOR_PATTERNS = (
    r"^core/ReplaceBinaryOperator_\w+_(Pow|RShift|LShift|Mod|Div|FloorDiv)$",
    r"^core/ReplaceBinaryOperator_(Pow|RShift|LShift|Mod|Div|FloorDiv)_\w+$",
    r"^core/ReplaceComparisonOperator_\w+_(Is|IsNot)$",
    r"^core/VariableInserter$",
)


@dataclass(frozen=True)
class Target:
    """One mutation target: ``modules`` (paths relative to the source root, sorted) and
    ``games`` (the ``--game`` values of the judging ``rulebook check``; empty = all)."""

    name: str
    modules: tuple[str, ...]
    games: tuple[str, ...]


def target(name: str, root: Path) -> Target:
    """The target ``name`` (a game id or ``kernel``) in the source tree ``root``.

    Raises ``ValueError`` for an unknown name."""
    if name not in TARGETS:
        raise ValueError(f"unknown mutation target {name!r}; choose one of {', '.join(TARGETS)}")
    engine = root / "reference_engine"
    if name == "kernel":
        paths = sorted((engine / "kernel").glob("*.py")) + [engine / "games" / "_setup.py"]
        games: tuple[str, ...] = ()
    else:
        paths = sorted((engine / "games" / name).rglob("*.py"))
        games = (name,)
    modules = tuple(str(p.relative_to(root)) for p in paths if p.name != "__init__.py" and p.is_file())
    return Target(name, modules, games)

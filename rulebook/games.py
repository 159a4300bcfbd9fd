"""The games the harness supports: one :class:`GameSupport` record per game,
registered once with :func:`register` (CONTRIBUTING.md, "Adding a fifth game").

Every part of the harness that needs something of a particular game asks here
instead of keeping a table of its own or branching on a game id:

- the step definitions (:mod:`rulebook.steps` loads each game's ``steps``
  module as a pytest plugin, in registration order, after the shared steps
  of the set-up and the moves and before those of chance and the raw
  protocol);
- the blank draft position a scenario starts from (``Given a <game> game
  between ...``, :func:`rulebook.steps.positions.blank_position`);
- the route planner for engines without ``load_position``
  (:func:`planner_for`, :func:`rulebook.route.plan_route`);
- the board drawing of reports (:func:`drawing_for`,
  :mod:`rulebook.reports.boards`).

The planner and the drawing are *loaders* (functions of no argument that
import and return the object): registering a game imports neither the route
planners (and through them the reference engine) nor the report code.

A game's scenarios live in ``features/<id>/`` (the folder names the game of
every scenario in it without an ``@game:`` tag), its spec in ``spec/`` (the
rule files named in its record, :attr:`GameSupport.spec`), its
wire schemas in ``schemas/v1/games/<id>/``; those are found by the game id
and need no registration.  The reference engine's side is
:func:`reference_engine.games.register`.
"""
from __future__ import annotations

import importlib
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rulebook.steps import positions

if TYPE_CHECKING:
    from rulebook.reports.boards import Drawing
    from rulebook.route import Planner

__all__ = ["GameSupport", "drawing_for", "find", "planner_for", "register", "step_modules", "supported", "unregister"]

#: A draft position (a JSON object, ``schemas/v1/games/<game>/state``).
Position = dict[str, Any]


@dataclass(frozen=True)
class GameSupport:
    """What the harness knows of one game.  Only ``id`` is required; each
    other field left out leaves that part of the harness without the game
    (the scenarios that need it are not applicable or fail with a message
    saying so)."""

    #: The protocol game id (``hello``'s ``games`` key, ``new_game``'s ``game``): lower-case
    #: letters, digits and ``_``, a letter first.
    id: str
    #: The module (dotted name) of the game's own step definitions, loaded as a pytest plugin
    #: beside the shared ones (:mod:`rulebook.steps`); ``None``: the shared steps only.
    steps: str | None = None
    #: ``players -> draft position``: the blank position ``Given a <id> game between ...`` starts
    #: from (players seated in that order, nobody has moved); ``None``: that step refuses the game.
    blank: Callable[[list[str]], Position] | None = None
    #: Loads the route planner (a :class:`rulebook.route.Planner`) that reaches a draft by play
    #: for engines without ``load_position``; ``None``: such scenarios are not applicable.
    planner: Callable[[], Planner] | None = None
    #: Loads the board drawing of reports (a :class:`rulebook.reports.boards.Drawing`); ``None``:
    #: a board of the game is drawn by the first fallback drawing that claims its shape.
    drawing: Callable[[], Drawing] | None = None
    #: The game's rule files in ``spec/`` (``### <RULE-ID> — <title>`` headings), in reading
    #: order: the rules the fuzzer's coverage table lists and the site shows; empty: none.
    spec: tuple[str, ...] = ()
    #: Per expansion id, its rule file in ``spec/`` (its rules join the game's when it is played).
    expansion_specs: tuple[tuple[str, str], ...] = ()

    def rule_files(self, expansions: Iterable[str] = ()) -> list[str]:
        """The game's rule files, then those of the ``expansions`` played
        (sorted by expansion id; one without a file of its own adds none)."""
        own = dict(self.expansion_specs)
        return [*self.spec, *(own[e] for e in sorted(expansions) if e in own)]


_GAMES: dict[str, GameSupport] = {}
_GAME_ID = re.compile(r"^[a-z][a-z0-9_]*$")


def register(support: GameSupport) -> GameSupport:
    """Add a game; returns ``support``.  Raises ``ValueError`` for an id that
    is not a protocol game id or is registered already (:func:`unregister`
    it first)."""
    if not _GAME_ID.match(support.id):
        raise ValueError(f"{support.id!r} is not a game id (lower-case letters, digits and '_', a letter first)")
    if support.id in _GAMES:
        raise ValueError(f"the game {support.id} is registered already")
    _GAMES[support.id] = support
    return support


def unregister(game: str) -> GameSupport:
    """Remove a game (e.g. at the end of a test that registered it); returns
    its record.  Raises ``KeyError`` for a game not registered."""
    return _GAMES.pop(game)


def find(game: object) -> GameSupport | None:
    """The record of ``game`` (a game id), ``None`` for anything else."""
    return _GAMES.get(game) if isinstance(game, str) else None


def supported() -> tuple[GameSupport, ...]:
    """Every registered game, in registration order."""
    return tuple(_GAMES.values())


def step_modules() -> list[str]:
    """The ``steps`` modules of the registered games, in registration order."""
    return [g.steps for g in _GAMES.values() if g.steps is not None]


def planner_for(game: object) -> Planner | None:
    """The route planner of ``game`` (a game id); ``None`` when it has none."""
    support = find(game)
    return support.planner() if support is not None and support.planner is not None else None


def drawing_for(game: object) -> Drawing | None:
    """The board drawing ``game`` registered; ``None`` when it has none."""
    support = find(game)
    return support.drawing() if support is not None and support.drawing is not None else None


# ----------------------------------------------------------------------------- the four games
# Each loader imports what it returns only when asked (see the module doc).


def _planner(module: str, name: str) -> Callable[[], Planner]:
    """A loader of the planner ``module.name`` (imported when first asked for)."""
    def load() -> Planner:
        planner: Planner = getattr(importlib.import_module(module), name)
        return planner

    return load


def _drawing(module: str) -> Callable[[], Drawing]:
    """A loader of ``module.DRAWING`` (imported when first asked for)."""
    def load() -> Drawing:
        drawing: Drawing = importlib.import_module(module).DRAWING
        return drawing

    return load


# The order is the order the step modules load in (see the module doc).
register(GameSupport("carcassonne", steps="rulebook.steps.carcassonne_expansions", blank=positions.carcassonne,
                     planner=_planner("rulebook.route.tiles", "CARCASSONNE"),
                     drawing=_drawing("rulebook.reports.boards.carcassonne"), spec=("carcassonne.md",),
                     expansion_specs=(("traders_and_builders", "traders-and-builders.md"),
                                      ("gold_mines", "gold-mines.md"), ("castles", "castles.md"))))
register(GameSupport("discovery", steps="rulebook.steps.discovery", blank=positions.discovery,
                     planner=_planner("rulebook.route.tiles", "DISCOVERY"),
                     drawing=_drawing("rulebook.reports.boards.discovery"), spec=("discovery.md",)))
register(GameSupport("oregon", steps="rulebook.steps.oregon", blank=positions.oregon,
                     planner=_planner("rulebook.route.oregon", "PLANNER"),
                     drawing=_drawing("rulebook.reports.boards.oregon"), spec=("oregon.md",)))
register(GameSupport("gold_rush", steps="rulebook.steps.gold_rush", blank=positions.gold_rush,
                     planner=_planner("rulebook.route.tiles", "GOLD_RUSH"),
                     drawing=_drawing("rulebook.reports.boards.gold_rush"), spec=("gold-rush.md",)))

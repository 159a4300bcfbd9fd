"""Expansions of ``carcassonne`` as plug-ins of named turn steps.

An :class:`Expansion` overrides only the hooks it needs; the base turn in
:mod:`..game` calls every switched-on expansion at each step, in the order of
:data:`ORDER`.  No shared code asks which expansion is on.

Steps of a turn part (spec/protocol.md §8, GM-R-ORDER-1):

1. ``after_tile_placed`` — right after the tile is placed and joined
   (gold pieces, noting a builder's double turn);
2. figure decision — ``figure_moves`` / ``check_figure`` add figures
   (builder, pig) to the follower;
3. ``before_scoring`` — offers on completed features (castles);
4. scoring of every completed feature; ``feature_scored`` (goods);
5. ``after_scoring`` — castles triggered, gold awarded;
6. ``extra_part`` — whether the same player plays a second part (builder).

At the end: ``final_scoring`` (goods, gold, castles), and fields ask
``field_city_points`` for each bordering city or castle.

Each hook is declared once, with its signature: a public method of
:class:`Expansion` (:data:`HOOKS`).  The game names a hook by that method
(``Expansion.feature_scored``), never by a string, so a misspelt hook fails
when the module is imported (or under mypy); an expansion that defines a
public method or attribute :class:`Expansion` does not declare (a misspelt
hook, which would never run), or overrides a hook with other parameters, is
refused when its class is defined (:meth:`Expansion.__init_subclass__`).
"""
from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, ClassVar, TypedDict

from rulebook_protocol.messages import Event, JSONObject, Move, State

if TYPE_CHECKING:
    from ..game import Carcassonne

#: A hook: a method of :class:`Expansion` (the function, taken from the class).
Hook = Callable[..., object]


class Decision(TypedDict):
    """A decision an expansion stopped the turn for (``Carcassonne.ask``):
    the expansion's id (``by``), the deciding player's seat, the decision's
    name, its legal ``moves``, the ``rule`` a move outside them breaks, the
    ``public`` fields of the pending decision, and the expansion's own ``data``."""

    by: str
    player: int
    decision: str
    moves: list[Move]
    rule: str
    public: JSONObject
    data: object


class Expansion:
    """Base class: every hook does nothing.  A subclass overrides the hooks
    it needs; its own helpers' names start with ``_``."""

    #: Protocol id of the expansion.
    id: ClassVar[str] = ""
    #: Tile-set file under ``spec/tiles/`` it adds, if any.
    tile_set: ClassVar[str | None] = None
    #: Interpretation keys (values, first = default) it understands.
    interpretations: ClassVar[Mapping[str, tuple[str, ...]]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Refuse a public name :class:`Expansion` does not declare (a
        misspelt hook would never be called), and a hook overridden with
        other parameters than its declaration's."""
        super().__init_subclass__(**kwargs)
        for name, value in vars(cls).items():
            if name.startswith("_"):
                continue
            if not hasattr(Expansion, name):
                raise TypeError(f"{cls.__name__}.{name} is no hook of Expansion (a helper's name starts with _); "
                                f"the hooks: {', '.join(_HOOK_NAMES.values())}")
            declared = getattr(Expansion, name)
            if callable(declared) and _parameters(value) != _parameters(declared):
                raise TypeError(f"{cls.__name__}.{name}{_parameters(value)} does not match the hook's parameters "
                                f"{_parameters(declared)}")

    def max_part(self, game: Carcassonne) -> float:
        """The highest ``turn.part`` a turn may reach with this expansion (1:
        it gives no extra parts; infinity: no bound)."""
        return 1

    def init(self, game: Carcassonne) -> None:
        """Set up ``game.ext[self.id]`` (plain JSON-like data: it is deep-copied)."""

    def resolve(self, game: Carcassonne, decision: Decision, move: Move, events: list[Event]) -> None:
        """Carry out a move answering a decision this expansion asked for with
        ``game.ask`` (the move is already known to be one of its choices)."""
        raise NotImplementedError

    def supply(self, players: int) -> dict[str, int]:
        """Figures or tokens each player starts with in the supply."""
        return {}

    def player_state(self, game: Carcassonne, player: int) -> JSONObject:
        """Extra fields of ``players[i]`` in the canonical state."""
        return {}

    def load_player(self, game: Carcassonne, player: int, entry: JSONObject) -> None:
        """Read those fields back from a position."""

    def state(self, game: Carcassonne) -> JSONObject:
        """Extra top-level fields of the canonical state."""
        return {}

    def load(self, game: Carcassonne, position: State) -> None:
        """Read those fields back from a position (raise InvalidPosition)."""

    def after_tile_placed(self, game: Carcassonne, events: list[Event]) -> None:
        """Step 1.  May queue a decision with ``game.ask``."""

    def figure_moves(self, game: Carcassonne) -> list[Move]:
        """Step 2: extra legal ``place_figure`` moves of the active player."""
        return []

    def check_figure(self, game: Carcassonne, move: Mapping[str, Any]) -> int | None:
        """Step 2: validate a ``place_figure`` of a kind this expansion owns;
        return the node it stands on (raise IllegalMove), or ``None`` when the
        figure kind is not this expansion's."""
        return None

    def before_scoring(self, game: Carcassonne, completed: list[tuple[int, int]], events: list[Event]) -> None:
        """Step 3, only in a part whose tile completed something: ``completed``
        is the list of ``(root, points)`` about to be scored; an expansion may
        take entries out (a city becoming a castle)."""

    def feature_scored(self, game: Carcassonne, root: int, points: int, winners: list[int],
                       events: list[Event]) -> None:
        """Step 4, for each scored feature, after its points and before its
        figures return."""

    def after_scoring(self, game: Carcassonne, scored: list[tuple[int, int, list[int]]], events: list[Event]) -> None:
        """Step 5, only in a part whose tile completed something (``scored``
        may still be empty, e.g. every completed city became a castle):
        ``scored`` lists ``(root, points, winners)`` of this part."""

    def extra_part(self, game: Carcassonne, events: list[Event]) -> bool:
        """Step 6: whether the active player plays a second part now."""
        return False

    def field_city_points(self, game: Carcassonne, field_root: int, city_root: int, player: int) -> int:
        """Extra points a bordering completed city (or castle) gives ``player``
        in this field, added to the base 3."""
        return 0

    def final_scoring(self, game: Carcassonne, events: list[Event]) -> None:
        """After fields: the expansion's own final scoring."""


def _parameters(function: object) -> tuple[str, ...]:
    """The parameter names of a hook (or of what overrides it; ``()`` for a non-function)."""
    return tuple(inspect.signature(function).parameters) if inspect.isfunction(function) else ()


#: Each hook → its name: the public methods of :class:`Expansion`, in the order they are defined.
_HOOK_NAMES: dict[Hook, str] = {f: name for name, f in vars(Expansion).items()
                                if inspect.isfunction(f) and not name.startswith("_")}
#: Every hook, declared once (see the module doc).
HOOKS: tuple[Hook, ...] = tuple(_HOOK_NAMES)


def overriding(expansions: Sequence[Expansion], hook: Hook) -> tuple[Expansion, ...]:
    """Those of ``expansions`` (in their order) whose class overrides ``hook``
    (a method of :class:`Expansion`, e.g. ``Expansion.extra_part``)."""
    name = _HOOK_NAMES.get(hook)
    if name is None:
        raise ValueError(f"{hook!r} is no hook of Expansion")
    return tuple(e for e in expansions if getattr(type(e), name) is not hook)


def hooked(expansions: Sequence[Expansion]) -> Mapping[Hook, tuple[Expansion, ...]]:
    """Per hook (:data:`HOOKS`), the expansions that override it, in the order given
    (read-only; worked out once per list of expansions)."""
    return _hooked(tuple(expansions))


@functools.cache
def _hooked(expansions: tuple[Expansion, ...]) -> Mapping[Hook, tuple[Expansion, ...]]:
    return MappingProxyType({hook: overriding(expansions, hook) for hook in HOOKS})


def registry() -> dict[str, Expansion]:
    """Expansion id → the expansion (a fresh dict of shared instances: an
    expansion keeps no data of its own, each game's lives in ``game.ext``)."""
    return dict(_instances())


@functools.cache
def _instances() -> dict[str, Expansion]:
    from .castles import Castles
    from .gold_mines import GoldMines
    from .traders_and_builders import TradersAndBuilders

    return {e.id: e for e in (TradersAndBuilders(), GoldMines(), Castles())}


#: Order in which switched-on expansions are called at each step.
ORDER = ("traders_and_builders", "castles", "gold_mines")

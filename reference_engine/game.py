"""What a game object of the reference engine answers, whatever the game
(:class:`Game`): the type :func:`reference_engine.new_game` and
:func:`reference_engine.load_position` return and :class:`~.session.Session`
plays.  Each game's own class (``Carcassonne``, ``GoldRush``, ``Discovery``,
``Oregon``) has these members and more."""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, Self

from rulebook_protocol.messages import Event, Move, Pending


class Game(Protocol):
    """One game in progress (see the module doc)."""

    @property
    def game_id(self) -> str:
        """The protocol game id (``"carcassonne"`` ...)."""
        ...

    @property
    def players(self) -> Sequence[str]:
        """The players' names in seating order."""
        ...

    @property
    def scores(self) -> Sequence[int]:
        """Each player's score so far, in seating order."""
        ...

    def pending(self) -> Pending | None:
        """The pending decision (spec/protocol.md §7), ``None`` once the game is over."""
        ...

    def legal_moves(self) -> Sequence[Move]:
        """Every legal move of the pending decision, in canonical order (empty
        while chance decides, and once the game is over).  A read-only
        sequence, possibly lazy (:class:`~.kernel.moves.TileMoves`): ``list()`` it to keep or send it."""
        ...

    def apply(self, move: Mapping[str, Any]) -> list[Event]:
        """Play ``move`` and return the events; a move refused changes nothing."""
        ...

    def end(self) -> list[Event]:
        """Final scoring now (the protocol's ``end_game``)."""
        ...

    def copy(self) -> Self:
        """An independent copy."""
        ...


if TYPE_CHECKING:  # every game's class is a Game: mypy checks this assignment
    from .games.carcassonne.game import Carcassonne
    from .games.discovery.game import Discovery
    from .games.gold_rush.game import GoldRush
    from .games.oregon.game import Oregon

    _EVERY_GAME: tuple[type[Game], ...] = (Carcassonne, Discovery, GoldRush, Oregon)

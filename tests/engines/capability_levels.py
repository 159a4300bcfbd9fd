"""The reference engine declaring less: one in-process engine per capability level.

``rulebook check --engine tests.engines.capability_levels:<level>`` (from the
repository root) runs the suite against the reference engine whose ``hello``
declares only the capabilities of that level, and which answers
``unsupported`` to the commands of the capabilities left out
(``load_position``, ``perft``, ``box``) and to requests carrying custom tile
definitions without ``custom_tiles`` or a custom board without ``custom_boards``
(``tests/engines/capability_subset.py``).  The levels (spec/protocol.md §4a):

``minimal``   ``hello``, ``new_game``, ``legal_moves``, ``apply_move``, ``state`` (and ``end_game``)
``data``      + ``custom_tiles`` / ``custom_boards`` (test data carried by requests)
``load``      + ``load_position``
``full``      + ``perft``: everything the reference engine declares
``routes``    everything but ``load_position`` (the share routes reach when every other
              capability is there: README, "Engines without `load_position`")
``minimal_without_chance``, ``data_without_chance``, ``routes_without_chance``
              the same without ``chance`` (``minimal_without_chance`` declares nothing at all)
"""
from __future__ import annotations

from typing import Any

from tests.engines.capability_subset import Subset

#: ``chance`` (spec/protocol.md §7a) is kept at the first five levels: it says how the engine models
#: the rules' shuffles, not how the suite sets a game up.  The ``*_without_chance`` levels leave it
#: out: such an engine never stops for chance, plays the first value without chance of each key
#: that has one (``cards.reshuffle="turn_over"``), and a route never passes through a chance
#: decision for it (``tests/engines/capability_subset.py``'s :class:`Subset` does this).
LEVELS: dict[str, frozenset[str]] = {
    "minimal": frozenset({"chance"}),
    "data": frozenset({"chance", "custom_tiles", "custom_boards"}),
    "load": frozenset({"chance", "custom_tiles", "custom_boards", "load_position"}),
    "full": frozenset({"chance", "custom_tiles", "custom_boards", "load_position", "perft", "box"}),
    "routes": frozenset({"chance", "custom_tiles", "custom_boards", "perft", "box"}),
    "minimal_without_chance": frozenset(),
    "data_without_chance": frozenset({"custom_tiles", "custom_boards"}),
    "routes_without_chance": frozenset({"custom_tiles", "custom_boards", "perft", "box"}),
}


class LevelEngine:
    """``handle(request) -> response`` for one level of :data:`LEVELS`."""

    def __init__(self, level: str) -> None:
        self.level = level
        self.allowed = LEVELS[level]
        self.engine = Subset(self.allowed, who=f"this engine ({level} level)")

    def __call__(self, request: dict[str, Any]) -> dict[str, Any]:
        return self.engine(request)


minimal = LevelEngine("minimal")
data = LevelEngine("data")
load = LevelEngine("load")
full = LevelEngine("full")
routes = LevelEngine("routes")
minimal_without_chance = LevelEngine("minimal_without_chance")
data_without_chance = LevelEngine("data_without_chance")
routes_without_chance = LevelEngine("routes_without_chance")

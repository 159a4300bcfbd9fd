"""The optional bench peer: 33fred33/CarcassonneAI, a public Python Carcassonne
engine, loaded from a checkout the user names (``--peer-path DIR``, the folder
that holds ``Carcassonne_Game/``).  Nothing of it is vendored here.

Its ``Tile`` module imports OpenCV only to draw tiles; when ``cv2`` is not
installed an empty stand-in module is registered so the game logic imports.
"""
from __future__ import annotations

import importlib
import random
import sys
import types
from collections.abc import Callable
from pathlib import Path


class PeerMissing(Exception):
    """The path holds no CarcassonneAI checkout (message says what is missing)."""


def load_peer(path: str | Path) -> Callable[[random.Random], int]:
    """A function playing one complete random 2-player base game of the peer
    (72 tiles, farms on), drawing every choice from the given ``random.Random``;
    returns the number of moves.  Raises :class:`PeerMissing` for a bad path."""
    root = Path(path).expanduser().resolve()
    if not (root / "Carcassonne_Game" / "Carcassonne.py").is_file():
        raise PeerMissing(f"{root} has no Carcassonne_Game/Carcassonne.py (a CarcassonneAI checkout)")
    try:
        importlib.import_module("cv2")
    except ImportError:
        sys.modules["cv2"] = types.ModuleType("cv2")  # used only to draw tiles
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    state_class = importlib.import_module("Carcassonne_Game.Carcassonne").CarcassonneState
    peer_random = importlib.import_module("Carcassonne_Game.Carcassonne").rd  # the peer shuffles with it

    def play(rng: random.Random) -> int:
        peer_random.seed(rng.randrange(2**32))
        state = state_class(None, None)  # shuffles its own deck, places the start tile
        moves = 0
        while not state.isGameOver:
            legal = state.availableMoves()
            state.move(legal[rng.randrange(len(legal))].move)
            moves += 1
        return moves

    return play

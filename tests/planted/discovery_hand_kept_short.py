"""Planted bug (The Discovery, two-tiles variant only): after placing a tile of
the hand, the player draws no replacement while the pile holds an odd number
of tiles (DI-R-VAR-1: "draws one tile from the pile into the hand"). Without
the variant the engine plays as the reference."""
import _plant

from reference_engine.games.discovery import hands

_play = hands.play


def play(hand, tile, pile, player, events):
    if len(pile) % 2:
        hand.remove(tile)
        return
    _play(hand, tile, pile, player, events)


hands.play = play

if __name__ == "__main__":
    _plant.serve()

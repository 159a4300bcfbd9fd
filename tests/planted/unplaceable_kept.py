"""Planted bug: a drawn tile that fits nowhere is not discarded (CAR-R-TILE-5):
the player keeps it in hand, with no legal placement."""
import _plant

from reference_engine.kernel.board import Board

Board.can_place_somewhere = lambda self, tile: True

if __name__ == "__main__":
    _plant.serve()

"""Planted bug (The Discovery): an incomplete meadow scores 2 points per tile
(DI-R-GRASS-1 says 1), also in final scoring."""
import _plant

from reference_engine.games.discovery import scoring

_meadow = scoring.meadow_points
scoring.meadow_points = lambda tiles, *, complete: 2 * tiles if not complete else _meadow(tiles, complete=complete)

if __name__ == "__main__":
    _plant.serve()

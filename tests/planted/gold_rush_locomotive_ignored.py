"""Planted bug (Gold Rush): a completed railroad with one locomotive is not
doubled (GR-R-RAIL-3 says it is)."""
import _plant

from reference_engine.games.gold_rush import game, scoring

game.railroad_points = lambda graph, feature, *, complete: scoring.railroad_points(graph, feature, complete=False)

if __name__ == "__main__":
    _plant.serve()

"""Planted bug: a road scores 2 points per tile (CAR-R-ROAD-2 says 1), complete or not."""
import _plant

_plant.carcassonne.road_points = lambda feature, *, complete: 2 * feature.size

if __name__ == "__main__":
    _plant.serve()

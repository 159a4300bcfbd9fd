"""Planted bug: a cloister does not count its own tile — 8 points when
complete instead of 9 (CAR-R-CLOISTER-1), one less at the end (CAR-R-END-2)."""
import _plant

_plant.carcassonne.cloister_points = lambda tiles_around: tiles_around

if __name__ == "__main__":
    _plant.serve()

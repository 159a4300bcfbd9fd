"""Planted bug: a follower may go on a feature that already holds one
(CAR-R-FOLLOWER-2 forbids it): no feature ever counts as occupied."""
import _plant

_plant.carcassonne.Carcassonne.occupied = lambda self, node: False

if __name__ == "__main__":
    _plant.serve()

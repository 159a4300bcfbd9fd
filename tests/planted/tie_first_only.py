"""Planted bug: when players tie for the majority, only the first of them in
seating order scores (CAR-R-SCORE-2: every tied player scores in full)."""
import _plant

_majority = _plant.carcassonne.majority
_plant.carcassonne.majority = lambda figures: _majority(figures)[:1]

if __name__ == "__main__":
    _plant.serve()

"""Planted bug (Oregon): a church counts one farmer more than stand around it
(OR-R-FSCORE-5, OR-R-BSCORE-4: 1 point per farmer of any colour beside it)."""
import _plant

from reference_engine.games.oregon import scoring

_count = scoring.church_count
scoring.church_count = lambda game, index: _count(game, index) + 1

if __name__ == "__main__":
    _plant.serve()

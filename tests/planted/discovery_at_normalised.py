"""Planted bug (The Discovery): a follower deployed on any place of a segment is
put on the segment's smallest place (PC-R-PLACE-1: the place given is kept).
Only a move naming another place than the one legal_moves lists shows it."""
import _plant

from reference_engine.games.discovery.game import Discovery

_deploy = Discovery._deploy
Discovery._deploy = lambda self, at, node: _deploy(self, self.board.graph.segment[node].place, node)

if __name__ == "__main__":
    _plant.serve()

"""Planted bug: a field scores 4 points per completed city (CAR-R-FIELD-2 says 3)."""
import _plant

Carcassonne = _plant.carcassonne.Carcassonne
majority = _plant.carcassonne.majority


def _score_fields(self, events):
    graph = self.board.graph
    fields = sorted((self.ref_key(root), root) for root, f in graph.features.items() if f.kind == "field" and f.figures)
    for _, root in fields:
        cities = self.completed_cities(graph.features[root].nodes)
        ref = self.feature_ref(root)
        for p in majority(graph.features[root].figures):
            self.award(events, [p], 4 * len(cities), ref, final=True)


Carcassonne._score_fields = _score_fields

if __name__ == "__main__":
    _plant.serve()

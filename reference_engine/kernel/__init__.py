"""The tile-laying kernel shared by Carcassonne, Gold Rush and The Discovery.

Modules, each one idea:

- :mod:`.geometry` — places on a tile (edges, half-edges, centre), rotation,
  neighbouring cells and facing places.
- :mod:`.tiles` — tile types loaded from ``spec/tiles/*.json`` and their four
  precomputed orientations.
- :mod:`.board` — the grid of placed tiles, the frontier of open cells and the
  legal-placement lookup.
- :mod:`.features` — incremental union-find over feature segments: open ends,
  tiles covered, figures, completion.

Nothing here knows a scoring rule; rule modules under
:mod:`reference_engine.games` build on it.
"""

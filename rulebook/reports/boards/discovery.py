"""The Discovery's boards: tiles and explorers, nothing beside them (its
tiles' regions, meadows, mountains and seas, come from the tile data)."""
from __future__ import annotations

from .tiles import TileDrawing

DRAWING = TileDrawing()

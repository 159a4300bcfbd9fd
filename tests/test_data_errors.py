"""A corrupt data file gets ``data_error`` (spec/protocol.md §Errors): the
engine reads a copy of ``schemas/`` and ``spec/`` under a patched data root,
one tile-set file broken per test, and every cache is cleared on the way in
and out so the real data is back afterwards.
"""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from _support import REPO
from schema_asserts import assert_schema_valid

import reference_engine.games.carcassonne.position
import rulebook_protocol.data
import rulebook_protocol.schemas
from reference_engine import Session

_CACHES = (
    rulebook_protocol.schemas.registry,
    rulebook_protocol.schemas.schema,
    rulebook_protocol.schemas.validator,
    rulebook_protocol.schemas._branches,
    reference_engine.games.carcassonne.position.tile_set,
)


@pytest.fixture
def corrupt_root(tmp_path, monkeypatch):
    """A copy of schemas/ and spec/ under ``tmp_path`` that the engine reads
    instead of the repository's; yields the copied ``spec/tiles/base.json``.
    Every cache is cleared on the way in and on the way out."""
    root = tmp_path / "data"
    shutil.copytree(REPO / "schemas", root / "schemas")
    shutil.copytree(REPO / "spec", root / "spec")

    def fake_root() -> Path:
        return root

    # ``data_root`` is imported by name into the modules that use it.
    monkeypatch.setattr(rulebook_protocol.data, "data_root", fake_root)
    monkeypatch.setattr(rulebook_protocol.schemas, "data_root", fake_root)
    monkeypatch.setattr(reference_engine.games.carcassonne.position, "data_root", fake_root)
    for cache in _CACHES:
        cache.cache_clear()
    try:
        yield root / "spec" / "tiles" / "base.json"
    finally:
        for cache in _CACHES:
            cache.cache_clear()


def _expect_data_error(path: Path) -> None:
    response = Session().handle({"id": 1, "cmd": "new_game", "game": "carcassonne", "players": ["a", "b"],
                                 "draw": {"tiles": ["BASE-U"]}})
    assert_schema_valid("new_game", response)
    assert response["ok"] is False
    assert response["error"]["code"] == "data_error", response["error"]
    assert str(path) in response["error"]["message"] or "base.json" in response["error"]["message"]


def test_data_root_copy_control(corrupt_root):
    """Unchanged, the copied data works (so the failures below come from the corruption)."""
    response = Session().handle({"id": 1, "cmd": "new_game", "game": "carcassonne", "players": ["a", "b"],
                                 "draw": {"tiles": ["BASE-U"]}})
    assert response["ok"] is True, response


def test_tile_set_not_json(corrupt_root):
    corrupt_root.write_text('{"set": "base", "tiles": [', encoding="utf-8")
    _expect_data_error(corrupt_root)


def test_tile_set_missing_required_field(corrupt_root):
    data = json.loads(corrupt_root.read_text(encoding="utf-8"))
    del data["tiles"][3]["edges"]
    corrupt_root.write_text(json.dumps(data), encoding="utf-8")
    _expect_data_error(corrupt_root)


def test_tile_set_inconsistent(corrupt_root):
    data = json.loads(corrupt_root.read_text(encoding="utf-8"))
    data["tiles"][0]["edges"] = "CFRF"  # BASE-A: a city edge no feature holds
    corrupt_root.write_text(json.dumps(data), encoding="utf-8")
    _expect_data_error(corrupt_root)


def test_tile_set_missing(corrupt_root):
    corrupt_root.unlink()
    _expect_data_error(corrupt_root)


def test_caches_restored_after_corruption():
    """Runs after the corrupt-data tests (file order): the real data is back."""
    response = Session().handle({"id": 1, "cmd": "new_game", "game": "carcassonne", "players": ["a", "b"],
                                 "draw": {"tiles": ["BASE-U"]}})
    assert response["ok"] is True, response

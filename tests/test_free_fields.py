"""``x-engine-free``: the places a schema leaves to the engine (rulebook_protocol.free)."""
from __future__ import annotations

from collections.abc import Iterator

import pytest

from rulebook_protocol import free


@pytest.fixture
def planted(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    fake = {
        "type": "object",
        "properties": {
            "turn": {"type": "object", "properties": {"note": {"x-engine-free": "spec/x.md#a", "type": "string"}}},
            "players": {"type": "array", "items": {"properties": {"nick": {"x-engine-free": "spec/x.md#b"}}}},
            "extra": {"oneOf": [{"type": "null"}, {"x-engine-free": "spec/x.md#c"}]},
            "a/b": {"x-engine-free": "spec/x.md#d"},
        },
    }
    monkeypatch.setattr(free, "schema", lambda name: fake)
    free.free_places.cache_clear()
    yield "fake"
    free.free_places.cache_clear()


def test_places_are_pointer_patterns(planted: str) -> None:
    assert free.free_places(planted) == {
        "/turn/note": "spec/x.md#a",
        "/players/*/nick": "spec/x.md#b",
        "/extra": "spec/x.md#c",
        "/a~1b": "spec/x.md#d",
    }


@pytest.mark.parametrize(
    ("pointer", "reason"),
    [
        ("/turn/note", "spec/x.md#a"),
        ("/turn/note/0", "spec/x.md#a"),
        ("/turn", None),
        ("/turn/number", None),
        ("/players/3/nick", "spec/x.md#b"),
        ("/players/3/name", None),
        ("/extra", "spec/x.md#c"),
        ("/a~1b", "spec/x.md#d"),
        ("", None),
    ],
)
def test_is_free(planted: str, pointer: str, reason: str | None) -> None:
    assert free.is_free(planted, pointer) == reason


def test_real_schemas_load() -> None:
    for game in ("carcassonne", "discovery", "gold_rush", "oregon"):
        assert isinstance(free.free_places(f"games/{game}/state"), dict)

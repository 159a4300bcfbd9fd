"""The compiled validator (``jsonschema-rs``) and ``jsonschema`` agree on every
schema, for valid and invalid instances (``reference_engine/_schemas.py``).

``first_error`` asks the compiled validator first and ``jsonschema`` only to
explain a refusal, so the two must agree on what is valid.  Instances:

* generated from each schema by hypothesis-jsonschema (mostly valid), the same
  with one field replaced by any JSON value (mostly invalid), and any JSON
  value at all (invalid for every object schema);
* every message of a short random game of each game, played through the
  validating client, and each with one field replaced;
* the real tile sets (``spec/tiles/*.json``) against ``tileset``.

The one documented difference: a ``pattern`` ending in ``$`` matches before a
final newline in Python's ``re`` (``jsonschema``) but not in ECMA regular
expressions (the compiled validator).  ``jsonschema`` is the authority there,
so ``first_error`` still reports such a string valid; the test checks that.
"""
from __future__ import annotations

import copy
import json
import random
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from _support import REPO
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

hypothesis_jsonschema = pytest.importorskip("hypothesis_jsonschema")

from reference_engine import Session  # noqa: E402
from reference_engine.session import COMMANDS  # noqa: E402
from rulebook.boxes import standard_game  # noqa: E402
from rulebook.client import Client  # noqa: E402
from rulebook.engines import InProcessEngine  # noqa: E402
from rulebook_protocol.schemas import explain, fast_validator, first_error, schema  # noqa: E402

GAMES = sorted(p.name for p in (REPO / "schemas" / "v1" / "games").iterdir() if p.is_dir())
# Generated from the schema: the requests and the smaller message parts.  The
# large schemas (responses, states, tileset) take hypothesis-jsonschema tens of
# seconds each to canonicalise; they are covered by real messages below.
GENERATED = ([f"commands/{c}" for c in COMMANDS] + [f"games/{g}/{part}" for g in GAMES for part in ("move", "pending")]
             + ["envelope", "common#/$defs/error_response"])

json_scalars = st.one_of(st.none(), st.booleans(), st.integers(-(2**70), 2**70),
                         st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=12))
json_values = st.recursive(json_scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)), max_leaves=12)


@cache
def _generation_schema(name: str) -> dict[str, Any]:
    """The inlined schema, without ``new_game``'s custom tile definitions (the
    tile-set schema takes minutes to canonicalise; real tile sets cover it)."""
    generated = copy.deepcopy(schema(name))
    if name == "commands/new_game":
        generated.get("properties", {}).pop("tiles", None)
    return generated


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for k, v in value.items() for s in [k, *_strings(v)]]
    if isinstance(value, list):
        return [s for item in value for s in _strings(item)]
    return []


def assert_agree(name: str, instance: Any) -> None:
    """Both validators give the same verdict on ``instance``, and
    ``first_error`` gives exactly ``jsonschema``'s answer."""
    slow = explain(name, instance)
    fast = fast_validator(name).is_valid(instance)
    assert first_error(name, instance) == slow
    if fast != (slow is None):
        # the documented difference, and only that one
        assert not fast and slow is None, (name, instance, slow)
        assert any(s.endswith("\n") for s in _strings(instance)), (name, instance)


def replace_one(instance: Any, rng: random.Random, value: Any) -> Any:
    """``instance`` with one (possibly nested) field or item replaced by ``value``."""
    instance = copy.deepcopy(instance)
    node = instance
    while True:
        if isinstance(node, dict) and node:
            key = rng.choice(sorted(node))
        elif isinstance(node, list) and node:
            key = rng.randrange(len(node))
        else:
            return value
        if rng.random() < 0.5 and isinstance(node[key], (dict, list)) and node[key]:
            node = node[key]
            continue
        node[key] = value
        return instance


@pytest.mark.slow
@pytest.mark.parametrize("name", GENERATED)
@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_validators_agree_on_generated_instances(name: str, data: st.DataObject) -> None:
    kind = data.draw(st.sampled_from(["valid", "one field replaced", "any value"]), label="kind")
    if kind == "any value":
        instance = data.draw(json_values, label="instance")
    else:
        instance = data.draw(hypothesis_jsonschema.from_schema(_generation_schema(name)), label="instance")
        if kind == "one field replaced":
            instance = replace_one(instance, random.Random(data.draw(st.integers(0, 10**6))),
                                   data.draw(json_values, label="value"))
    assert_agree(name, instance)


def _checked_messages(game: str) -> list[tuple[str, Any]]:
    """(schema, instance) for every message and nested part of a short random
    game of ``game`` through the validating client."""
    rng = random.Random(7)
    client = Client(InProcessEngine(Session().handle))
    seen: list[tuple[str, Any]] = []
    original = client._check

    def record(name: str, instance: Any, where: str, *, outgoing: bool = False) -> None:
        seen.append((name, instance))
        original(name, instance, where, outgoing=outgoing)

    client._check = record  # type: ignore[method-assign]
    client.hello()
    client.require_ok(client.call("new_game", **standard_game(game, 3, 2)), "new_game")
    for _ in range(12):
        moves = client.call("legal_moves")["moves"]
        if not moves:
            break
        move = moves[rng.randrange(len(moves))]
        client.call("apply_move", move=move)
        client.call("apply_move", move=move)  # mostly an error response: that move is gone
    state = client.call("state")["state"]
    client.call("load_position", game=game, position=state)
    for entry in client.transcript:
        seen.append((f"commands/{entry['request']['cmd']}", entry["request"]))
    return seen


@pytest.mark.parametrize("game", GAMES)
def test_validators_agree_on_real_messages(game: str) -> None:
    rng = random.Random(11)
    messages = _checked_messages(game)
    assert len({name for name, _ in messages}) >= 8
    for name, instance in messages:
        assert fast_validator(name).is_valid(instance), (name, instance)
        assert explain(name, instance) is None
        for value in (None, "x\n", -1, 2**70, 1.5, [], {}, {"unknown": 1}, True):
            assert_agree(name, replace_one(instance, rng, value))


@pytest.mark.parametrize("path", sorted((REPO / "spec" / "tiles").glob("*.json")), ids=lambda p: p.stem)
def test_validators_agree_on_tile_sets(path: Path) -> None:
    document = json.loads(path.read_text(encoding="utf-8"))
    rng = random.Random(5)
    assert_agree("tileset", document)
    for value in (None, "", -1, [], {}, "A\n", {"kind": "city"}):
        for _ in range(2):
            assert_agree("tileset", replace_one(document, rng, value))

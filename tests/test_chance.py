"""Chance decisions (spec/protocol.md §7a): the runner's side
(``rulebook/chance.py``) and the engine's (``reference_engine/kernel/chance.py``)."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from reference_engine import Session
from reference_engine.kernel.chance import check_order, shuffle_of
from rulebook.chance import is_chance, is_permutation, not_a_permutation, resolve, resolve_seeded, stated
from rulebook_protocol.errors import IllegalMove

PENDING = {"player": None, "decision": "shuffle", "pile": "token_supply", "items": ["1", "2", "2", "5", "gravel"]}


def test_resolve_is_a_seeded_permutation():
    first = resolve_seeded(PENDING, 7)
    assert first == resolve(PENDING, random.Random(7)) == resolve_seeded(PENDING, 7)
    assert first["type"] == "shuffle" and Counter(first["order"]) == Counter(PENDING["items"])
    orders = {tuple(resolve_seeded(PENDING, seed)["order"]) for seed in range(40)}
    assert len(orders) > 5  # the seed matters


def test_only_chance_decisions_are_resolved():
    player = {"player": "red", "decision": "place_tile", "tile": "BASE-U"}
    assert is_chance(PENDING) and not is_chance(player) and not is_chance(None)
    with pytest.raises(ValueError):
        resolve(player, random.Random(0))
    with pytest.raises(ValueError):
        stated(player, ["1"])
    assert stated(PENDING, ["5"]) == {"type": "shuffle", "order": ["5"]}


@pytest.mark.parametrize("seed", range(20))
def test_not_a_permutation_never_is_one(seed):
    for pending in (PENDING, {**PENDING, "items": ["gravel"]}, {**PENDING, "items": ["3", "3"]}):
        order = not_a_permutation(pending, random.Random(seed))
        assert not is_permutation(pending, order)


def test_the_engine_checks_the_order_as_a_multiset():
    chance = shuffle_of("token_supply", ["5", "2", "gravel", "2", "1"], "GR-R-MTN-6")
    assert chance.items == ["1", "2", "2", "5", "gravel"]
    assert check_order(chance, {"type": "shuffle", "order": ["2", "gravel", "1", "5", "2"]})[0] == "2"
    for order in (["2", "gravel", "1", "5"], ["2", "gravel", "1", "5", "5"], ["2", "gravel", "1", "5", "2", "3"]):
        with pytest.raises(IllegalMove) as err:
            check_order(chance, {"type": "shuffle", "order": order})
        assert err.value.rule == "GR-R-MTN-6" and "not a permutation" in err.value.message
    with pytest.raises(IllegalMove) as err:
        check_order(chance, {"type": "pass"})
    assert err.value.rule == "GR-R-MTN-6"


def test_a_position_with_a_pending_chance_is_invalid():
    """A state taken while chance is pending cannot be loaded (§7a)."""
    from rulebook.steps.positions import blank_position

    pos = blank_position("carcassonne", ["red", "blue"])
    pos["board"].append({"x": 0, "y": 1, "tile": "BASE-W", "rotation": 0})
    pos["draw_pile"] = ["BASE-U"]
    pos["interpretations"] = {"tiles.unplaceable": "reshuffle"}
    pos["turn"].update(player="red", phase="place_tile", tile="BASE-B")
    session = Session()
    loaded = session.handle({"id": 1, "cmd": "load_position", "game": "carcassonne", "position": pos})
    assert loaded["ok"] and is_chance(loaded["pending"])
    state = session.handle({"id": 2, "cmd": "state"})["state"]
    assert state["chance"] == loaded["pending"]
    again = Session().handle({"id": 3, "cmd": "load_position", "game": "carcassonne", "position": state})
    assert again["ok"] is False and again["error"]["code"] == "invalid_position"
    moves = session.handle({"id": 4, "cmd": "legal_moves"})
    assert moves["moves"] == [] and moves["count"] == 0 and moves["pending"] == loaded["pending"]
    perft = session.handle({"id": 5, "cmd": "perft", "depth": 2})
    assert perft["ok"] and perft["nodes"] == 0  # a chance decision lists no move: the line counts nothing

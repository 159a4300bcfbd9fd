"""The in-process engine's fast JSON round trip (rulebook/engines/_wire.py)
gives what json's round trip gives — or refuses as json refuses."""
from __future__ import annotations

import enum
import math
import uuid
from collections import OrderedDict
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulebook.engines._wire import json_round_trip, round_trip


def _outcome(fn, value):
    try:
        return ("ok", fn(value))
    except (TypeError, ValueError) as exc:
        return ("refused", type(exc).__name__)


def _same(a, b) -> bool:
    """Equal, with the same types all the way down (1 and 1.0 and True differ)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if isinstance(a, float) and math.isnan(a):
        return math.isnan(b)
    return a == b


class Colour(str):
    pass


class Size(int):
    pass


@dataclass
class Point:
    x: int


scalars = (st.none() | st.booleans() | st.integers() | st.integers(min_value=2**63 - 5, max_value=2**70)
           | st.floats() | st.text() | st.sampled_from(["a\ud800b", "\x00", "null", "é"])
           | st.sampled_from([Colour("red"), Size(3), Point(1), b"x", {1, 2}, frozenset(), 1j]))
keys = st.text(max_size=5) | st.integers(-3, 3) | st.booleans() | st.none() | st.floats(allow_nan=False)
values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=4) | st.tuples(inner, inner)
                      | st.dictionaries(keys, inner, max_size=4), max_leaves=12)


@settings(max_examples=600, deadline=None)
@given(values)
def test_the_fast_round_trip_is_json_s(value) -> None:
    fast, slow = _outcome(round_trip, value), _outcome(json_round_trip, value)
    assert fast[0] == slow[0], (value, fast, slow)
    if fast[0] == "ok":
        assert _same(fast[1], slow[1]), (value, fast, slow)
    else:
        assert fast == slow


@pytest.mark.parametrize("value", [float("nan"), float("inf"), [1, {"a": -float("inf")}], {"id": 2**64}])
def test_what_orjson_would_write_differently_takes_json_s_way(value) -> None:
    assert _outcome(round_trip, value) == _outcome(json_round_trip, value)


def test_an_ordered_dict_and_a_tuple_come_back_as_plain_json() -> None:
    out = round_trip(OrderedDict([("b", (1, 2)), ("a", None)]))
    assert type(out) is dict and out == {"b": [1, 2], "a": None}


def test_an_enum_member_and_a_uuid_are_refused_as_json_refuses_them() -> None:
    """orjson would write an Enum member's value and a UUID's string; the
    round trip refuses them as json does."""
    class Kind(enum.Enum):
        ROAD = "road"

    for value in ({"k": Kind.ROAD}, [uuid.UUID(int=1)]):
        assert _outcome(round_trip, value) == _outcome(json_round_trip, value) == ("refused", "TypeError")

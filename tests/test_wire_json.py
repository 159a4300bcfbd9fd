"""The in-process engine's fast JSON round trip (rulebook/engines/_wire.py)
gives what json's round trip gives — or refuses as json refuses."""
from __future__ import annotations

import enum
import json
import uuid
from collections import OrderedDict
from dataclasses import dataclass

import pytest
from _support import same_typed
from hypothesis import given, settings
from hypothesis import strategies as st

from rulebook.engines._wire import dumps, json_round_trip, loads, round_trip


def _outcome(fn, value):
    try:
        return ("ok", fn(value))
    except (TypeError, ValueError) as exc:
        return ("refused", type(exc).__name__)


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
        assert same_typed(fast[1], slow[1]), (value, fast, slow)
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


# --------------------------------------------------------------- the subprocess adapter's lines

def _json_loads(data: bytes):
    def reject(name):
        raise ValueError(f"{name} is not valid JSON")
    return json.loads(data, parse_constant=reject)


def _read(fn, data: bytes):
    try:
        return ("ok", fn(data))
    except RecursionError:
        return ("refused", "RecursionError")
    except ValueError:
        return ("refused", "ValueError")


json_texts = st.recursive(
    st.none() | st.booleans() | st.integers() | st.integers(min_value=2**63 - 5, max_value=2**70).map(lambda n: -n)
    | st.integers(min_value=2**63 - 5, max_value=2**70) | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(), lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4),
    max_leaves=12).map(lambda v: json.dumps(v, ensure_ascii=False).encode())
odd_texts = st.sampled_from([b'{"a": NaN}', b"[Infinity]", b"-Infinity", b"1e400", b"[-1e400]", b'"\\ud800"',
                             b'{"a":1,"a":2}', b"\xef\xbb\xbf{}", "{}".encode("utf-16"), b'{"a":"\x01"}', b"[1,]",
                             b"18446744073709551616", b'{"x": 12345678901234567890.5}', b"  [1, 2.50, -0, 1E2]\n",
                             b"\xff", b"", b"[" * 3000 + b"]" * 3000, b"tru", b'{"\xc3\xa9": "\xe2\x82\xac"}'])


@settings(max_examples=800, deadline=None)
@given(json_texts | odd_texts | st.binary(max_size=12))
def test_the_fast_loads_reads_what_json_reads(data: bytes) -> None:
    fast, slow = _read(lambda d: loads(d, _json_loads), data), _read(_json_loads, data)
    assert fast[0] == slow[0], (data, fast, slow)
    if fast[0] == "ok":
        assert same_typed(fast[1], slow[1]), (data, fast, slow)


def _json_dumps(value) -> str:
    return json.dumps(value, ensure_ascii=False, allow_nan=False, separators=(",", ":"))


@settings(max_examples=600, deadline=None)
@given(values)
def test_the_fast_dumps_writes_what_json_writes(value) -> None:
    """The same value, or the same refusal (a float's text may differ in form only)."""
    try:
        slow = ("ok", json.loads(_json_dumps(value).encode("utf-8")))
    except (TypeError, ValueError) as exc:
        slow = ("refused", type(exc).__name__)
    try:
        fast = ("ok", json.loads(dumps(value, _json_dumps)))
    except (TypeError, ValueError) as exc:
        fast = ("refused", type(exc).__name__)
    assert fast[0] == slow[0], (value, fast, slow)
    if fast[0] == "ok":
        assert same_typed(fast[1], slow[1]), (value, fast, slow)

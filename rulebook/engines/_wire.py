"""The in-process engine's JSON round trip, fast: :func:`round_trip`.

``json.loads(json.dumps(value, ensure_ascii=False, allow_nan=False))`` is what
an in-process message goes through so that it behaves as on the wire
(:class:`~rulebook.engines.InProcessEngine`).  :func:`round_trip` gives the
same result with orjson (a compiled encoder and decoder, several times
faster), and takes json's way whenever orjson's answer could differ: when
orjson refuses the value (a set, bytes, a non-string key, an integer beyond 64
bits, a lone surrogate, a subclass of str/int/dict/list, a dataclass or
datetime: json then accepts or refuses as it always did) and when what comes
back is not equal to what went in (a NaN or infinity, which orjson writes as
``null``; an ``enum.Enum`` member or a ``uuid.UUID``, which orjson writes as
its value; a tuple, which becomes a list: json then refuses or converts as it
always did).  Equal values of equal JSON types come back from both alike, so
the result is json's in every case (tests/test_wire_json.py).

The subprocess adapter reads and writes its lines the same way: :func:`loads`
is ``json.loads``'s value by orjson where the two agree, and :func:`dumps`
writes a request with orjson unless json would write or refuse it otherwise.
"""
from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any

try:
    import orjson
except ImportError:  # pragma: no cover - orjson is a dependency; json alone still works
    orjson = None  # type: ignore[assignment]  # no orjson: json does it all

#: orjson refuses (``TypeError``) what json would write otherwise: dataclasses, datetimes, subclasses.
PASSTHROUGH = 0 if orjson is None else (orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_DATETIME
                                        | orjson.OPT_PASSTHROUGH_SUBCLASS)


def json_round_trip(value: Any) -> Any:
    """``json.loads(json.dumps(value, ensure_ascii=False, allow_nan=False))``,
    raising what it raises (``TypeError``, ``ValueError``)."""
    return json.loads(json.dumps(value, ensure_ascii=False, allow_nan=False))


def round_trip(value: Any, slow: Callable[[Any], Any] = json_round_trip) -> Any:
    """The value as it comes out of a JSON round trip (see the module doc):
    orjson's, or ``slow(value)`` where orjson's could differ (default
    :func:`json_round_trip`, raising ``TypeError``/``ValueError`` for a value
    that is not JSON)."""
    if orjson is not None:
        try:
            text = orjson.dumps(value, option=PASSTHROUGH)
        except TypeError:
            pass
        else:
            result = orjson.loads(text)
            if result == value:
                return result
    return slow(value)


def alike(response: Any, like: Mapping[str, Any], option: int = PASSTHROUGH) -> dict[str, Any] | None:
    """``like`` with ``response``'s id when ``response`` is exactly the JSON of
    ``like``, their ids aside; ``None`` otherwise.  Exactly: the same values for
    Python's ``==`` — which keeps out what orjson writes as some JSON value yet
    json would refuse or write otherwise (an ``Enum`` member is not its value;
    NaN, written ``null``, is not ``None``) — and the same text as orjson
    writes both with ``option``, which tells ``true`` from ``1`` and ``1.0``
    from ``1`` (equal for ``==``); with ``orjson.OPT_SORT_KEYS`` the order of
    keys is free.  ``None`` too for what orjson will not write (an integer
    beyond 64 bits; with :data:`PASSTHROUGH`, subclasses)."""
    if orjson is None or not isinstance(response, dict):
        return None
    same = {**like, "id": response.get("id")}
    try:
        if same != response:  # C speed; most answers that differ stop here
            return None
        if orjson.dumps(response, option=option) != orjson.dumps(same, option=option):
            return None
    except (TypeError, ValueError):  # orjson refuses it, or == of some odd value raised
        return None
    return same


#: Every byte of a text as ``0`` when it is a digit, else ``.``: nineteen ``0`` in a row
#: mark where a number may be an integer beyond 64 bits, which orjson reads as a float
#: (``json`` reads it exactly).  Two passes in C, where a regular expression takes ten times as long.
_DIGITS = bytes(b"0"[0] if chr(b).isdigit() and b < 128 else b"."[0] for b in range(256))
_LONG_DIGITS = b"0" * 19


def loads(data: bytes, slow: Callable[[bytes], Any]) -> Any:
    """The value of the JSON text ``data`` as ``slow(data)`` (``json.loads``,
    with whatever hooks the caller gives it) reads it, by orjson where the two
    are sure to agree: orjson reads strict RFC 8259 JSON in UTF-8 into the
    same values as json does, and refuses what json would read otherwise or
    not at all (NaN, Infinity, a number beyond a double such as ``1e400``, a
    lone surrogate escape, a byte-order mark or another encoding, nesting
    beyond 1,024 levels): ``slow`` then reads it, accepting or raising as
    always.  The one value orjson reads differently without refusing it, an
    integer beyond 64 bits (which it makes a float), is kept from it by a
    search for 19 digits in a row.  (json's own limit on nesting is Python's
    recursion limit, which depends on the caller's stack: no exact depth is
    promised either way.)  tests/test_wire_json.py compares both on random texts."""
    if orjson is not None and _LONG_DIGITS not in data.translate(_DIGITS):
        try:
            return orjson.loads(data)
        except (orjson.JSONDecodeError, RecursionError):
            pass
    return slow(data)


def dumps(value: Any, slow: Callable[[Any], str]) -> bytes:
    """``slow(value)`` (``json.dumps``: compact, ``ensure_ascii=False``,
    ``allow_nan=False``) as UTF-8, written by orjson when its text reads back
    as the value itself — the test :func:`round_trip` makes: what json would
    write otherwise or refuse (NaN, an Enum member, a tuple, a non-string key,
    a subclass, a lone surrogate, an integer beyond 64 bits) goes to
    ``slow``, which writes or raises as always.  The texts of a float may
    differ in form (``1e16`` against ``1e+16``), never in value."""
    if orjson is not None:
        try:
            text: bytes = orjson.dumps(value, option=PASSTHROUGH)
        except TypeError:
            pass
        else:
            if orjson.loads(text) == value:
                return text
    return slow(value).encode("utf-8")

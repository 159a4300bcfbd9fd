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
"""
from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

try:
    import orjson
except ImportError:  # pragma: no cover - orjson is a dependency; json alone still works
    orjson = None  # type: ignore[assignment]  # no orjson: json does it all

_OPTIONS = 0 if orjson is None else (orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_DATETIME
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
            text = orjson.dumps(value, option=_OPTIONS)
        except TypeError:
            pass
        else:
            result = orjson.loads(text)
            if result == value:
                return result
    return slow(value)

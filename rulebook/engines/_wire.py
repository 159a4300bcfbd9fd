"""The in-process engine's JSON round trip, fast: :func:`round_trip`.

``json.loads(json.dumps(value, ensure_ascii=False, allow_nan=False))`` is what
an in-process message goes through so that it behaves as on the wire
(:class:`~rulebook.engines.InProcessEngine`).  :func:`round_trip` gives the
same result with orjson (a compiled encoder and decoder, several times
faster), and falls back to :mod:`json` whenever orjson's answer could differ:
when orjson refuses the value (a set, bytes, a non-string key, an integer
beyond 64 bits, a lone surrogate, a subclass of str/int/dict/list, a
dataclass or datetime: json then accepts or refuses as it always did) and when
its text holds ``null`` (orjson writes NaN and infinity as ``null`` where json
refuses them).  The one difference left: an ``enum.Enum`` member or a
``uuid.UUID`` comes back as its JSON value (as an engine that writes its
messages with orjson would send it) where json refuses it.
"""
from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

try:
    import orjson
except ImportError:  # pragma: no cover - orjson is a dependency; json alone still works
    orjson = None  # type: ignore[assignment]

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
            if b"null" not in text:
                return orjson.loads(text)
    return slow(value)

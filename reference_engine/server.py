"""The stdio server: ``python -m reference_engine`` (spec/protocol.md §Transport).

Reads one request per line from stdin, writes exactly one response line per
request to stdout and flushes; logs go to stderr.  Ends on ``stop`` or at the
end of input.  Blank lines are ignored.
"""
from __future__ import annotations

import json
import sys
from typing import BinaryIO, TextIO

from rulebook_protocol.errors import ProtocolError
from rulebook_protocol.messages import JSONObject

from .session import Session, _failure

try:
    import orjson
except ImportError:  # pragma: no cover - orjson is a dependency; json alone still writes every line
    orjson = None  # type: ignore[assignment]

#: orjson refuses (``TypeError``) what json would write otherwise: dataclasses, datetimes, subclasses.
_PASSTHROUGH = 0 if orjson is None else (orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_DATETIME
                                         | orjson.OPT_PASSTHROUGH_SUBCLASS)


def serve(stdin: BinaryIO | None = None, stdout: TextIO = sys.stdout) -> int:
    """Serve requests until ``stop`` or end of input; returns the exit status (0).

    Lines are read as bytes, so a line that is not UTF-8 gets ``bad_request``
    instead of ending the server, whatever the locale
    (:meth:`Session.handle_bytes`).  Every line gets its one response line,
    whatever it holds (spec/protocol.md §1): a line refused as a whole is
    answered ``bad_request`` with ``id`` ``null``, and should a response not
    be writable as JSON, an ``internal`` error is written in its place.
    Responses are written as UTF-8 to ``stdout``'s binary buffer (to
    ``stdout`` itself when it has none)."""
    session = Session()
    out = getattr(stdout, "buffer", None)
    for raw in stdin if stdin is not None else sys.stdin.buffer:
        response = session.handle_bytes(raw)
        if response is None:
            continue
        line = _encode(response) + b"\n"
        if out is not None:
            out.write(line)
            out.flush()
        else:
            stdout.write(line.decode("utf-8"))
            stdout.flush()
        if session.stopped:
            break
    return 0


def _encode(response: JSONObject) -> bytes:
    """One response line (UTF-8, compact); never raises (a response that is
    not JSON data is replaced by an ``internal`` error naming the request id
    if it can).  orjson writes it, unless its text holds ``null`` that is not
    the response's own (a NaN or infinity, which orjson writes as ``null`` and
    json refuses): json then judges it, as it does what orjson refuses."""
    if orjson is not None:
        try:
            text = orjson.dumps(response, option=_PASSTHROUGH)
        except TypeError:
            pass
        else:
            if b"null" not in text or orjson.loads(text) == response:
                return text
    try:
        return json.dumps(response, separators=(",", ":"), ensure_ascii=False, allow_nan=False).encode("utf-8")
    except (ValueError, TypeError, RecursionError) as exc:
        rid = response.get("id")
        try:
            json.dumps(rid, allow_nan=False)
        except (ValueError, TypeError, RecursionError):
            rid = None
        error = ProtocolError(f"internal error: the response could not be written as JSON ({type(exc).__name__})")
        return json.dumps(_failure(rid, error), separators=(",", ":"), ensure_ascii=False).encode("utf-8")

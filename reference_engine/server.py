"""The stdio server: ``python -m reference_engine`` (spec/protocol.md §Transport).

Reads one request per line from stdin, writes exactly one response line per
request to stdout and flushes; logs go to stderr.  Ends on ``stop`` or at the
end of input.  Blank lines are ignored.
"""
from __future__ import annotations

import json
import sys
from typing import BinaryIO, TextIO

from rulebook_protocol.errors import BadRequest, ProtocolError
from rulebook_protocol.messages import JSONObject

from .session import Session, _failure


def serve(stdin: BinaryIO | None = None, stdout: TextIO = sys.stdout) -> int:
    """Serve requests until ``stop`` or end of input; returns the exit status (0).

    Lines are read as bytes, so a line that is not UTF-8 gets ``bad_request``
    instead of ending the server, whatever the locale.  Every line gets its
    one response line, whatever it holds (spec/protocol.md §1): a line
    refused as a whole is answered ``bad_request`` with ``id`` ``null``, and
    should a response not be writable as JSON, an ``internal`` error is
    written in its place."""
    session = Session()
    for raw in stdin if stdin is not None else sys.stdin.buffer:
        try:
            line = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            response = _failure(None, BadRequest(f"the line is not UTF-8: {exc.reason} at byte {exc.start}"))
        else:
            if not line.strip():
                continue
            response = session.handle_line(line)
        stdout.write(_encode(response) + "\n")
        stdout.flush()
        if session.stopped:
            break
    return 0


def _encode(response: JSONObject) -> str:
    """One response line; never raises (a response that is not JSON data is
    replaced by an ``internal`` error naming the request id if it can)."""
    try:
        return json.dumps(response, separators=(",", ":"), allow_nan=False)
    except (ValueError, TypeError, RecursionError) as exc:
        rid = response.get("id")
        try:
            json.dumps(rid, allow_nan=False)
        except (ValueError, TypeError, RecursionError):
            rid = None
        error = ProtocolError(f"internal error: the response could not be written as JSON ({type(exc).__name__})")
        return json.dumps(_failure(rid, error), separators=(",", ":"))

"""The stdio server: ``python -m reference_engine`` (spec/protocol.md §Transport).

Reads one request per line from stdin, writes exactly one response line per
request to stdout and flushes; logs go to stderr.  Ends on ``stop`` or at the
end of input.  Blank lines are ignored.
"""
from __future__ import annotations

import json
import sys
from typing import BinaryIO, TextIO

from .errors import BadRequest
from .session import Session, _failure


def serve(stdin: BinaryIO | None = None, stdout: TextIO = sys.stdout) -> int:
    """Serve requests until ``stop`` or end of input; returns the exit status (0).

    Lines are read as bytes, so a line that is not UTF-8 gets ``bad_request``
    instead of ending the server, whatever the locale."""
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
        stdout.write(json.dumps(response, separators=(",", ":")) + "\n")
        stdout.flush()
        if session.stopped:
            break
    return 0

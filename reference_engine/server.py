"""The stdio server: ``python -m reference_engine`` (spec/protocol.md §Transport).

Reads one request per line from stdin, writes exactly one response line per
request to stdout and flushes; logs go to stderr.  Ends on ``stop`` or at the
end of input.  Blank lines are ignored.
"""
from __future__ import annotations

import json
import sys
from typing import TextIO

from .session import Session


def serve(stdin: TextIO = sys.stdin, stdout: TextIO = sys.stdout) -> int:
    """Serve requests until ``stop`` or end of input; returns the exit status (0)."""
    session = Session()
    for line in stdin:
        if not line.strip():
            continue
        response = session.handle_line(line)
        stdout.write(json.dumps(response, separators=(",", ":")) + "\n")
        stdout.flush()
        if session.stopped:
            break
    return 0

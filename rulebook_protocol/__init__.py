"""The protocol both sides of Rulebook stand on: the reference engine
(:mod:`reference_engine`) and the conformance harness (:mod:`rulebook`).

It imports neither.  Everything here is the wire contract of
``spec/protocol.md`` and ``schemas/v1``, in Python:

- :mod:`rulebook_protocol.data` — where ``schemas/`` and ``spec/`` are
  (:func:`~rulebook_protocol.data.data_root`).
- :mod:`rulebook_protocol.schemas` — the schemas, compiled once, and the
  validation every message goes through (``first_error``, ``require`` ...).
- :mod:`rulebook_protocol.errors` — one exception per protocol error code
  (:class:`~rulebook_protocol.errors.ProtocolError` and its subclasses), and
  :func:`~rulebook_protocol.errors.show` for values in messages.
- :mod:`rulebook_protocol.geometry` — places, rotations, edges and offsets
  (spec/protocol.md §3).
- :mod:`rulebook_protocol.components` — each game's box contents, read from
  ``spec/components.json`` and ``spec/tiles/``, and the card names they give.
- :mod:`rulebook_protocol.boxes` — the standard box of a game shuffled into a
  ``draw`` order (the runner's side of spec/protocol.md §4 ``new_game``).
- :mod:`rulebook_protocol.messages` — typed shapes (``TypedDict``) of the
  requests and responses, checked against the schemas by the tests.
"""
from __future__ import annotations

from .boxes import standard_draw
from .errors import ProtocolError

__all__ = ["ProtocolError", "standard_draw"]

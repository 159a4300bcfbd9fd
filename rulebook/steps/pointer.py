"""JSON Pointers (RFC 6901) into positions, states and events: the one walker
the raw-field steps share (:mod:`.protocol`, :mod:`.raw_requests`, :mod:`.exact`).

``resolve(document, "/players/0/score")`` is the value there; ``parent(document,
pointer)`` is the container holding it and the last reference token (a string:
an array index stays a digit string, or ``"-"`` for "after the last item").
Both raise ``ValueError`` for a pointer without its leading ``/``, and
``KeyError``/``IndexError`` for a part the document does not have.
"""
from __future__ import annotations

from typing import Any

__all__ = ["parent", "resolve", "tokens"]


def tokens(pointer: str) -> list[str]:
    """The unescaped reference tokens of ``pointer`` (``~1`` is ``/``, ``~0`` is ``~``)."""
    if not pointer.startswith("/"):
        raise ValueError(f'a JSON Pointer starts with "/": {pointer}')
    return [t.replace("~1", "/").replace("~0", "~") for t in pointer[1:].split("/")]


def _step(node: Any, token: str) -> Any:
    return node[int(token)] if isinstance(node, list) else node[token]


def resolve(document: Any, pointer: str) -> Any:
    """The value at ``pointer`` in ``document``."""
    node = document
    for token in tokens(pointer):
        node = _step(node, token)
    return node


def parent(document: Any, pointer: str) -> tuple[Any, str]:
    """The container of the value at ``pointer``, and the last token."""
    parts = tokens(pointer)
    node = document
    for token in parts[:-1]:
        node = _step(node, token)
    return node, parts[-1]

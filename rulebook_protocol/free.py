"""Fields the spec leaves to the engine: the ``x-engine-free`` schema annotation.

A property schema (or an ``items``/``additionalProperties`` schema) that carries
``"x-engine-free": "<where the spec says so>"`` marks every value at that place
as the engine's own choice: ``rulebook check`` and ``rulebook fuzz`` never fail
an engine over it (spec/protocol.md §12a, "Fields the spec leaves free").  The value
of the annotation is the spec reference that declares the field free, e.g.
``"spec/protocol.md#fields-the-spec-leaves-free"``.

Places are returned as JSON Pointer *patterns*: RFC 6901 pointers in which a
token ``*`` stands for any array index or any object key.  For example
``"/players/*/name"`` matches ``"/players/0/name"``.

Source: spec/protocol.md §12a ("Fields the spec leaves free").
"""
from __future__ import annotations

from functools import cache

from referencing.exceptions import Unresolvable

from .errors import DataError
from .messages import JSON
from .schemas import schema

#: The annotation keyword.  Its value (a string) names the spec section that frees the field.
KEYWORD = "x-engine-free"
_COMBINATORS = ("allOf", "anyOf", "oneOf")


def _escape(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")


def _walk(node: JSON, prefix: str, out: dict[str, str], depth: int = 0) -> None:
    if not isinstance(node, dict) or depth > 64:
        return
    reason = node.get(KEYWORD)
    if isinstance(reason, str):
        out.setdefault(prefix, reason)
        return  # everything below a free place is free too
    for combinator in _COMBINATORS:
        for branch in node.get(combinator) or ():
            _walk(branch, prefix, out, depth + 1)
    for key in ("if", "then", "else"):
        if key in node:
            _walk(node[key], prefix, out, depth + 1)
    properties = node.get("properties")
    if isinstance(properties, dict):
        for name, sub in properties.items():
            _walk(sub, f"{prefix}/{_escape(name)}", out, depth + 1)
    for key in ("additionalProperties", "items"):
        if isinstance(node.get(key), dict):
            _walk(node[key], f"{prefix}/*", out, depth + 1)
    patterns = node.get("patternProperties")
    if isinstance(patterns, dict):
        for sub in patterns.values():
            _walk(sub, f"{prefix}/*", out, depth + 1)
    prefix_items = node.get("prefixItems")
    if isinstance(prefix_items, list):
        for sub in prefix_items:
            _walk(sub, f"{prefix}/*", out, depth + 1)


@cache
def free_places(name: str) -> dict[str, str]:
    """Every place the schema ``name`` (a :func:`rulebook_protocol.schemas.schema`
    name such as ``"games/gold_rush/state"``) marks ``x-engine-free``:
    ``{pointer pattern: spec reference}``, in schema order.  Empty when none.

    Raises :class:`rulebook_protocol.errors.DataError` for an unknown schema."""
    out: dict[str, str] = {}
    _walk(schema(name), "", out)
    return out


def _matches(pattern: str, pointer: str) -> bool:
    if pattern == "":
        return True
    want = pattern.split("/")[1:]
    have = pointer.split("/")[1:] if pointer else []
    if len(have) < len(want):
        return False
    return all(w == "*" or w == h for w, h in zip(want, have))


def is_free(name: str, pointer: str) -> str | None:
    """The spec reference freeing ``pointer`` (an RFC 6901 pointer into an
    instance of the schema ``name``), or ``None`` when the spec decides that
    place.  A pointer below a free place is free (``/turn/x`` under ``/turn``)."""
    for pattern, reason in free_places(name).items():
        if _matches(pattern, pointer):
            return reason
    return None


#: What :func:`decided` puts in place of a free array item (an item cannot be left out
#: without moving the items after it).
FREE_ITEM = "<free: spec/protocol.md §12a>"


def decided(name: str, value: JSON, base: str = "") -> JSON:
    """``value`` (the instance of the schema ``name`` found at the JSON Pointer ``base``;
    ``""`` for a whole message) with every place the schema leaves free taken out: a free
    object member is left out, a free array item becomes :data:`FREE_ITEM`, and a value that
    is itself at a free place becomes :data:`FREE_ITEM`.  Two values whose ``decided`` forms
    are equal differ only where the engine may choose (spec/protocol.md §12a).

    A schema name that names no schema (a game registered without schemas, such as the toy
    game of ``tests/test_fifth_game.py``) frees nothing: ``value`` is returned as it is."""
    try:
        places = free_places(name)
    except (DataError, Unresolvable):
        return value
    if not places:
        return value
    if is_free(name, base) is not None:
        return FREE_ITEM

    def walk(node: JSON, pointer: str) -> JSON:
        if isinstance(node, dict):
            out: dict[str, JSON] = {}
            for key, sub in node.items():
                child = f"{pointer}/{_escape(key)}"
                if is_free(name, child) is None:
                    out[key] = walk(sub, child)
            return out
        if isinstance(node, list):
            return [FREE_ITEM if is_free(name, f"{pointer}/{i}") is not None else walk(sub, f"{pointer}/{i}")
                    for i, sub in enumerate(node)]
        return node

    return walk(value, base)

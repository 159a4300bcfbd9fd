"""Load ``schemas/v1/*.json`` once and hand out compiled 2020-12 validators by
short name (``"tileset"``, ``"commands/hello#response"``,
``"games/carcassonne/state"``, ``"common#/$defs/error_response"`` ...).

Speed matters (every message of every test is validated), so each named
schema is compiled once from an *inlined* copy: every ``$ref`` replaced by its
target (our schemas are not recursive).  Tagged unions — a ``oneOf`` whose
branches fix ``type`` or ``decision`` with ``const`` — are validated against
the one branch the instance names, which is faster and gives the precise error
(the whole union is still checked when no branch matches).

Two validators per schema: a compiled one (``jsonschema-rs``) answers the
yes/no question for every message, and ``jsonschema`` is asked only to explain
a message the compiled one refused, so the error text is ``jsonschema``'s.
``jsonschema`` stays the authority: an instance it finds valid is valid even
where the compiled validator disagrees (``$`` before a final newline in a
``pattern``, NaN as a number).  The one case the other way round: a Python
tuple passes as a JSON array in the compiled check; messages decoded from JSON
never hold tuples.  ``tests/test_schema_validators.py`` shows both agree on
every schema for valid and invalid instances.
"""
from __future__ import annotations

import json
from functools import cache
from typing import Any
from urllib.parse import urldefrag, urljoin

import jsonschema_rs
from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match
from referencing import Registry, Resource

from ._data import data_root
from .errors import DataError

BASE_URI = "https://rulebook.example/v1/"
_DISCRIMINATORS = ("type", "decision")
_ANNOTATIONS = {"description", "title", "$comment"}


@cache
def registry() -> Registry:
    """Every schema file under ``schemas/v1``, keyed by its ``$id``."""
    root = data_root() / "schemas" / "v1"
    resources = []
    for path in sorted(root.rglob("*.schema.json")):
        try:
            contents = json.loads(path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as exc:
            raise DataError(f"schema {path} is not valid JSON: {exc}") from exc
        if "$id" not in contents:
            raise DataError(f"schema {path} has no $id")
        resources.append((contents["$id"], Resource.from_contents(contents)))
    return Registry().with_resources(resources).crawl()


def uri(name: str) -> str:
    """``"commands/hello#response"`` → its absolute URI."""
    path, _, fragment = name.partition("#")
    return f"{BASE_URI}{path}.schema.json" + (f"#{fragment}" if fragment else "")


def _inline(node: Any, base: str, depth: int = 0) -> Any:
    if depth > 64:
        raise DataError("schema references nest too deeply (a recursive schema?)")
    if isinstance(node, list):
        return [_inline(item, base, depth) for item in node]
    if not isinstance(node, dict):
        return node
    if "$id" in node:
        base = urljoin(base, node["$id"])
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key in ("$id", "$anchor", "$schema", "$defs", "$ref"):
            continue
        out[key] = _inline(value, base, depth) if key not in ("const", "enum", "default", "examples") else value
    if "$ref" in node:
        target = urljoin(base, node["$ref"])
        resolved = registry().resolver().lookup(target)
        inlined = _inline(resolved.contents, urldefrag(target).url, depth + 1)
        if set(out) <= _ANNOTATIONS:
            return {**inlined, **out}
        return {**out, "allOf": [inlined] + out.get("allOf", [])}
    return out


@cache
def schema(name: str) -> dict[str, Any]:
    """The named schema with every reference inlined."""
    target = uri(name)
    resolved = registry().resolver().lookup(target)
    return _inline(resolved.contents, urldefrag(target).url)


@cache
def validator(name: str) -> Draft202012Validator:
    """A compiled validator for the schema called ``name`` (see :func:`uri`)."""
    return Draft202012Validator(schema(name))


@cache
def fast_validator(name: str) -> jsonschema_rs.Draft202012Validator:
    """The compiled (``jsonschema-rs``) validator for the schema ``name``:
    its ``is_valid`` is the yes/no check inside :func:`first_error`."""
    return jsonschema_rs.Draft202012Validator(schema(name))


@cache
def _fast_list_validator(name: str) -> jsonschema_rs.Draft202012Validator:
    return jsonschema_rs.Draft202012Validator({"type": "array", "items": schema(name)})


def all_valid(name: str, items: list[Any]) -> bool:
    """Whether every item of ``items`` (a response's events, its moves) is
    valid against the schema ``name``: one compiled check for the whole list.
    ``False`` also for a list that is not JSON data; the caller then checks
    item by item (:func:`first_error`) for the error text."""
    try:
        return bool(_fast_list_validator(name).is_valid(items))
    except ValueError:
        return False


@cache
def _branches(name: str) -> tuple[str | None, dict[Any, Draft202012Validator]]:
    """For a tagged union: the discriminator key and a validator per value."""
    union = schema(name).get("oneOf")
    if not union:
        return None, {}
    for key in _DISCRIMINATORS:
        table: dict[Any, Draft202012Validator] = {}
        for branch in union:
            const = branch.get("properties", {}).get(key, {}).get("const")
            if const is not None:
                table[const] = Draft202012Validator(branch)
        if table:
            return key, table
    return None, {}


def first_error(name: str, instance: Any) -> tuple[str, str] | None:
    """``None`` when ``instance`` is valid against the schema ``name``, else
    ``(json pointer, message)`` of the most relevant error (``jsonschema``'s
    ``best_match``).  The compiled validator answers first; ``jsonschema``
    runs only on an instance it refused."""
    try:
        if fast_validator(name).is_valid(instance):
            return None
    except ValueError:  # not a JSON value: jsonschema judges it below
        pass
    return explain(name, instance)


def explain(name: str, instance: Any) -> tuple[str, str] | None:
    """What :func:`first_error` returns, computed by ``jsonschema`` alone (the
    slow path; also the reference the compiled validator is tested against)."""
    key, table = _branches(name)
    tag = instance.get(key) if key is not None and isinstance(instance, dict) else None
    if isinstance(tag, (str, int)) and not isinstance(tag, bool) and tag in table:
        chosen = table[tag]
    else:
        chosen = validator(name)
    error = best_match(chosen.iter_errors(instance))
    if error is None:
        return None
    pointer = "/" + "/".join(str(p) for p in error.absolute_path)
    return pointer, error.message

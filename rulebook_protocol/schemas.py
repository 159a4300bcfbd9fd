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
from collections.abc import Callable, Mapping
from functools import cache
from itertools import islice
from typing import Any, TypeVar
from urllib.parse import urldefrag, urljoin

import jsonschema_rs
from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError, best_match
from referencing import Registry, Resource

from .data import data_root
from .errors import BadRequest, DataError, show
from .messages import JSON, JSONObject

BASE_URI = "https://rulebook.example/v1/"
_DISCRIMINATORS = ("type", "decision")
#: How many of an instance's errors :func:`explain` weighs to pick the most relevant one.
_ERRORS_WEIGHED = 100
_ANNOTATIONS = {"description", "title", "$comment"}
_T = TypeVar("_T")


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


def _inline(node: JSON, base: str, depth: int = 0) -> JSON:
    if depth > 64:
        raise DataError("schema references nest too deeply (a recursive schema?)")
    if isinstance(node, list):
        return [_inline(item, base, depth) for item in node]
    if not isinstance(node, dict):
        return node
    if "$id" in node:
        base = urljoin(base, node["$id"])
    out: JSONObject = {}
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
def schema(name: str) -> JSONObject:
    """The named schema with every reference inlined."""
    target = uri(name)
    resolved = registry().resolver().lookup(target)
    inlined = _inline(resolved.contents, urldefrag(target).url)
    if not isinstance(inlined, dict):  # a boolean schema: none of ours is one
        raise DataError(f"the schema {name} is not a JSON object")
    return inlined


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


def all_valid(name: str, items: list[JSON]) -> bool:
    """Whether every item of ``items`` (a response's events, its moves) is
    valid against the schema ``name``: one compiled check for the whole list.
    ``False`` also for a list that is not JSON data; the caller then checks
    item by item (:func:`first_error`) for the error text."""
    try:
        return bool(_fast_list_validator(name).is_valid(items))
    except ValueError:
        return False


@cache
def _branches(name: str) -> tuple[str | None, dict[JSON, Draft202012Validator]]:
    """For a tagged union: the discriminator key and a validator per value."""
    union = schema(name).get("oneOf")
    if not union:
        return None, {}
    for key in _DISCRIMINATORS:
        table: dict[JSON, Draft202012Validator] = {}
        for branch in union:
            const = branch.get("properties", {}).get(key, {}).get("const")
            if const is not None:
                table[const] = Draft202012Validator(branch)
        if table:
            return key, table
    return None, {}


@cache
def _closed_tags(name: str) -> tuple[str, tuple[JSON, ...]] | None:
    """``(key, tags)`` when the schema ``name`` is a tagged union each of whose
    forms is an object that requires ``key`` with a ``const`` of its own (so
    an instance without a known tag fits none), else ``None``."""
    key, table = _branches(name)
    union = schema(name).get("oneOf") or []
    if key is None or len(table) != len(union):
        return None
    for branch in union:
        if branch.get("type") != "object" or key not in branch.get("required", ()):
            return None
    return key, tuple(table)


def first_error(name: str, instance: JSON) -> tuple[str, str] | None:
    """``None`` when ``instance`` is valid against the schema ``name``, else
    ``(where, message)`` of the most relevant error (``jsonschema``'s
    ``best_match``).  ``where`` is the JSON Pointer of the offending value
    inside ``instance``, except that the instance itself is ``"/"`` (a place
    to print; :func:`pointer` makes the RFC 6901 pointer, ``""`` for the
    root).  The message speaks JSON (``null``, ``true``, ``{"a": 1}``), not
    Python (:func:`plain_message`).  The compiled validator answers first;
    ``jsonschema`` runs only on an instance it refused."""
    return None if is_valid(name, instance) else explain(name, instance)


def is_valid(name: str, instance: JSON) -> bool:
    """Whether ``instance`` is valid against the schema ``name``, by the
    compiled validator alone; ``False`` also when it cannot judge (not a JSON
    value: :func:`explain` then judges it with ``jsonschema``)."""
    try:
        return bool(fast_validator(name).is_valid(instance))
    except ValueError:
        return False


def explain(name: str, instance: JSON) -> tuple[str, str] | None:
    """What :func:`first_error` returns, computed by ``jsonschema`` alone (the
    slow path; also the reference the compiled validator is tested against)."""
    key, table = _branches(name)
    closed = _closed_tags(name)
    if closed is not None:  # every form names itself by `key`: say which forms there are
        key, tags = closed
        forms = ", ".join(show(t) for t in tags)
        if not isinstance(instance, dict):
            return "/", f"{show(instance)} is not an object"
        if key not in instance:
            return "/", f"the field {show(key)} is missing (one of {forms})"
        if not any(type(t) is type(instance[key]) and t == instance[key] for t in tags):
            return f"/{key}", f"{show(instance[key])} is not one of {forms}"
    tag = instance.get(key) if key is not None and isinstance(instance, dict) else None
    if isinstance(tag, (str, int)) and not isinstance(tag, bool) and tag in table:
        chosen = table[tag]
    else:
        chosen = validator(name)
    # the first errors suffice, and bound the work on a huge instance (an array of millions of wrong items)
    error = best_match(islice(chosen.iter_errors(instance), _ERRORS_WEIGHED))
    if error is None:
        return None
    where = "/" + "/".join(str(p).replace("~", "~0").replace("/", "~1") for p in error.absolute_path)
    return where, plain_message(error)


def pointer(prefix: str, where: str) -> str:
    """The RFC 6901 pointer of ``where`` (as :func:`first_error` gives it)
    inside the value at ``prefix``: ``pointer("/move", "/x") == "/move/x"``,
    ``pointer("/move", "/") == "/move"``, ``pointer("", "/") == ""``."""
    return prefix if where == "/" else prefix + where


def require(name: str, instance: JSON, what: str, prefix: str = "") -> None:
    """Raise :class:`~rulebook_protocol.errors.BadRequest` when ``instance``
    breaks the schema ``name``: ``"<what> is invalid at <pointer>: <why>"``
    (``details.path``: the pointer, ``prefix`` before it)."""
    error = first_error(name, instance)
    if error:
        path = pointer(prefix, error[0])
        at = f" at {path}" if path else ""
        raise BadRequest(f"{what} is invalid{at}: {error[1]}", details={"path": path})


def checked_move(schema: str, move: JSON, apply: Callable[[Mapping[str, Any]], _T]) -> _T:
    """``apply(move)`` once ``move`` is valid against ``schema``
    (:func:`require`, :class:`~rulebook_protocol.errors.BadRequest` otherwise);
    an integer too long to write in a refusal is a ``BadRequest`` too
    (:func:`refuse_long_integers`).  A valid move writing an integer with a
    zero fraction (``0.0``) is applied as that integer (:func:`integers`,
    spec/protocol.md §2).  Shared by every game's ``Game.apply``, so the
    hot path is short: the compiled check (:func:`is_valid`), then ``apply``;
    :func:`require` only for a move it refused, to say why."""
    if not is_valid(schema, move):
        require(schema, move, "the move")
    move = integers(move)
    try:
        return apply(move)
    except ValueError:  # an integer of more digits than Python writes, named in a refusal
        refuse_long_integers(move, "the move")
        raise


_CONTAINERS = (dict, list)


def integers(value: JSON) -> JSON:
    """``value`` with every float that is a whole number (``2.0``, ``2e0``)
    made that integer, at any depth: every number of a version-1 message is an
    integer, and JSON Schema counts ``2.0`` as one (spec/protocol.md §2), so
    it is ``2``.  ``value`` itself when it holds no such float (no copy);
    otherwise a copy of the dicts and lists on the way to one."""
    kind = type(value)
    if kind is float:
        return int(value) if value.is_integer() else value
    if kind is dict:
        items = value.items()
        for v in value.values():  # a flat move of strings and integers: as it is
            if type(v) is float or type(v) in _CONTAINERS:
                break
        else:
            return value
        new = {k: integers(v) for k, v in items}
        return value if all(new[k] is v for k, v in items) else new
    if kind is list:
        new_list = [integers(v) for v in value]
        return value if all(a is b for a, b in zip(new_list, value)) else new_list
    return value


def refuse_long_integers(value: JSON, what: str) -> None:
    """Raise :class:`~rulebook_protocol.errors.BadRequest` when ``value``
    holds an integer too long to write in decimal (more digits than
    ``sys.get_int_max_str_digits()``, 4,300 by default): such a number is
    valid against any ``integer`` schema, yet no message could name it.
    Called after a ``ValueError``, so valid values pay nothing."""
    import sys

    limit = sys.get_int_max_str_digits()
    stack = [value]
    while stack and limit:
        node = stack.pop()
        if isinstance(node, int) and not isinstance(node, bool) and abs(node).bit_length() > limit * 3.32:
            raise BadRequest(f"{what} holds an integer of more than {limit} digits, more than this engine reads")
        if isinstance(node, Mapping):
            stack.extend(node.values())
        elif isinstance(node, (list, tuple)):
            stack.extend(node)


_TYPE_WORDS = {"object": "an object", "array": "an array", "string": "a string", "integer": "an integer",
               "number": "a number", "boolean": "true or false", "null": "null"}


def _either(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def plain_message(error: ValidationError) -> str:
    """What a ``jsonschema`` validation error says, in JSON's words: values
    as JSON text (:func:`~rulebook_protocol.errors.show`), field names in
    double quotes, no Python reprs (``None``, ``True``, ``{'a': 1}``)."""
    # the keyword's value in the schema and the instance: JSON data (jsonschema types them "Any or unset";
    # an error of iter_errors has both set)
    value: JSON = error.validator_value
    keyword, instance = error.validator, error.instance
    if keyword == "type":
        kinds = [value] if isinstance(value, str) else list(value)
        return f"{show(instance)} is not {_either([_TYPE_WORDS.get(k, k) for k in kinds])}"
    if keyword == "required" and isinstance(instance, dict):
        missing = [k for k in value if k not in instance]
        return f"the field {_either([show(k) for k in missing[:3]])} is missing" if missing else "a field is missing"
    if keyword == "additionalProperties" and isinstance(instance, dict):
        known = error.schema.get("properties", {}) if isinstance(error.schema, Mapping) else {}
        extra = [k for k in instance if k not in known]
        return f"unknown field{'s' if len(extra) > 1 else ''} {', '.join(show(k, 40) for k in extra[:5])}" + \
            (f" and {len(extra) - 5} more" if len(extra) > 5 else "")
    if keyword == "const":
        return f"{show(instance)} is not {show(value)}"
    if keyword == "enum":
        return f"{show(instance)} is not one of {', '.join(show(v) for v in value)}"
    if keyword in ("minimum", "maximum"):
        return f"{show(instance)} is {'less' if keyword == 'minimum' else 'more'} than the {keyword} {show(value)}"
    if keyword in ("minLength", "maxLength"):
        return f"{show(instance)} is too {'short' if keyword == 'minLength' else 'long'}: " \
               f"{'at least' if keyword == 'minLength' else 'at most'} {_plural(value, 'character')}"
    if keyword in ("minItems", "maxItems"):
        n = len(instance) if isinstance(instance, list) else 0
        return f"an array of {_plural(n, 'item')} is too {'short' if keyword == 'minItems' else 'long'}: " \
               f"{'at least' if keyword == 'minItems' else 'at most'} {_plural(value, 'item')}"
    if keyword in ("minProperties", "maxProperties"):
        return f"the object needs {'at least' if keyword == 'minProperties' else 'at most'} {_plural(value, 'field')}"
    if keyword == "uniqueItems":
        return f"{show(instance)} holds the same item twice"
    if keyword == "pattern":
        return f"{show(instance)} does not match the pattern {show(value)}"
    if keyword in ("oneOf", "anyOf"):
        if keyword == "oneOf" and not error.context:
            return f"{show(instance)} fits more than one of the allowed forms"
        return f"{show(instance)} fits none of the allowed forms"
    if keyword == "not":
        return f"{show(instance)} is not allowed here"
    if keyword == "propertyNames":
        return f"{show(instance)} has a field name that is not allowed"
    if keyword is None or value is False:  # the schema false: nothing may be here
        return f"{show(instance)} is not allowed here"
    return f"{show(instance)} breaks the schema's {show(keyword)} rule"

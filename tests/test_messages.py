"""The typed messages (rulebook_protocol.messages) against the schemas they
describe (schemas/v1/commands/*.schema.json, common.schema.json).

* every command schema has its request and response type here, and every
  ``TypedDict`` of the module is checked against a schema;
* each type's keys are exactly the schema's ``properties``, its required keys
  exactly the schema's ``required`` (``NotRequired`` for the rest), so a key
  added or removed on either side fails here;
* a ``...Result`` (a handler's answer) is its response less ``id`` and ``ok``;
* the constants agree: ``cmd`` and ``ok`` (``Literal``) with the schemas'
  ``const``, :data:`~rulebook_protocol.messages.ErrorCode` with the error
  code ``enum`` and :data:`rulebook_protocol.errors.ERROR_CODES`.
"""
from __future__ import annotations

import typing
from pathlib import Path
from typing import Any, Literal, get_args, get_origin

import pytest

from rulebook_protocol import messages as M
from rulebook_protocol.errors import ERROR_CODES
from rulebook_protocol.schemas import schema

SCHEMA_ROOT = Path(__file__).resolve().parents[1] / "schemas" / "v1"
COMMANDS = sorted(p.name.removesuffix(".schema.json") for p in (SCHEMA_ROOT / "commands").glob("*.schema.json"))


def _camel(cmd: str) -> str:
    return "".join(part.title() for part in cmd.split("_"))


#: Each TypedDict of the module that is not a command's own request or response → where its schema is:
#: ``(schema name, path of keys inside it)``.
NESTED: dict[str, tuple[str, tuple[str, ...]]] = {
    "StartTile": ("commands/new_game", ("properties", "start")),
    "EngineInfo": ("commands/hello#response", ("properties", "engine")),
    "GameDeclaration": ("commands/hello#response", ("properties", "games", "additionalProperties")),
    "PerftDivideRow": ("commands/perft#response", ("properties", "divide", "items")),
    "ErrorBody": ("common#/$defs/error", ()),
    "ErrorResponse": ("common#/$defs/error_response", ()),
}
#: The results shared by several commands' responses.
SHARED_RESULTS = {"StartResult": ("new_game", "load_position")}


def _table() -> dict[str, tuple[str, tuple[str, ...]]]:
    table = dict(NESTED)
    for cmd in COMMANDS:
        table[f"{_camel(cmd)}Request"] = (f"commands/{cmd}", ())
        table[f"{_camel(cmd)}Response"] = (f"commands/{cmd}#response", ())
    return table


TABLE = _table()


def _typeddicts() -> dict[str, Any]:
    return {name: value for name, value in vars(M).items()
            if isinstance(value, type) and typing.is_typeddict(value) and not name.startswith("_")}


def _node(name: str, path: tuple[str, ...]) -> dict[str, Any]:
    node = schema(name)
    for key in path:
        node = node[key]
    assert node.get("type") == "object", f"{name} {'/'.join(path)} is not an object schema"
    return node


def _keys(td: Any) -> set[str]:
    return set(td.__required_keys__) | set(td.__optional_keys__)


def test_every_command_has_its_types() -> None:
    assert "new_game" in COMMANDS and "hello" in COMMANDS
    missing = [name for name in TABLE if not hasattr(M, name)]
    assert not missing, f"rulebook_protocol.messages lacks {missing}"


def test_every_typeddict_is_checked() -> None:
    results = {name for name in _typeddicts() if name.endswith("Result")}
    unchecked = sorted(set(_typeddicts()) - set(TABLE) - results)
    assert not unchecked, f"no schema is named for {unchecked}: add them to NESTED"


@pytest.mark.parametrize("name", sorted(TABLE))
def test_keys_match_the_schema(name: str) -> None:
    where, path = TABLE[name]
    node = _node(where, path)
    td = getattr(M, name)
    properties, required = set(node.get("properties", {})), set(node.get("required", ()))
    assert _keys(td) == properties, (f"{name} has keys {sorted(_keys(td) - properties)} the schema lacks, "
                                     f"lacks {sorted(properties - _keys(td))}")
    assert set(td.__required_keys__) == required, \
        f"{name}: required {sorted(td.__required_keys__)}, the schema's {where} requires {sorted(required)}"
    assert node.get("additionalProperties") is False, f"{where} {'/'.join(path)} is an open object"


@pytest.mark.parametrize("name", sorted(n for n in _typeddicts() if n.endswith("Result")))
def test_results_are_responses_without_head(name: str) -> None:
    td = getattr(M, name)
    commands = SHARED_RESULTS.get(name) or (next(c for c in COMMANDS if f"{_camel(c)}Result" == name),)
    for cmd in commands:
        response = getattr(M, f"{_camel(cmd)}Response")
        assert _keys(td) == _keys(response) - {"id", "ok"}
        assert set(td.__required_keys__) == set(response.__required_keys__) - {"id", "ok"}


def _literal(td: Any, key: str) -> tuple[Any, ...]:
    hint = typing.get_type_hints(td)[key]
    assert get_origin(hint) is Literal, f"{td.__name__}.{key} is {hint}, not a Literal"
    return get_args(hint)


@pytest.mark.parametrize("cmd", COMMANDS)
def test_constants_match(cmd: str) -> None:
    request, response = getattr(M, f"{_camel(cmd)}Request"), getattr(M, f"{_camel(cmd)}Response")
    assert _literal(request, "cmd") == (schema(f"commands/{cmd}")["properties"]["cmd"]["const"],) == (cmd,)
    assert _literal(response, "ok") == (schema(f"commands/{cmd}#response")["properties"]["ok"]["const"],)


def test_error_constants_match() -> None:
    assert _literal(M.ErrorResponse, "ok") == (False,)
    codes = tuple(schema("common#/$defs/error")["properties"]["code"]["enum"])
    assert get_args(M.ErrorCode) == codes == ERROR_CODES
    assert _literal(M.HelloResponse, "protocol") == (schema("commands/hello#response")["properties"]["protocol"]
                                                     ["const"],)


def test_a_drifted_type_is_caught() -> None:
    """The comparison itself: a type with a key more, or one required too many, differs from its schema."""
    node = _node("commands/perft", ())

    class Extra(M.PerftRequest):
        extra: int

    class AllRequired(typing.TypedDict):
        id: M.RequestId
        cmd: Literal["perft"]
        depth: int
        divide: bool

    assert _keys(Extra) != set(node["properties"])
    assert set(AllRequired.__required_keys__) != set(node["required"])

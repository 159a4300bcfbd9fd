"""The protocol schemas themselves (schemas/v1/**/*.schema.json) and the
example messages of spec/protocol.md.

* every schema is a valid JSON Schema 2020-12 document;
* its ``$id`` is ``https://rulebook.example/v1/<its path under schemas/v1>``
  (``rulebook_protocol.schemas.uri`` builds URIs that way), and no two files
  share one;
* every ``$ref`` resolves in the registry of all the schemas;
* it keeps to the draft-7-compatible subset (no ``unevaluatedProperties``,
  ``unevaluatedItems``, ``prefixItems``, ``dependentRequired``,
  ``dependentSchemas``, ``$dynamicRef``/``$dynamicAnchor``), so tools such as
  hypothesis-jsonschema can read it;
* every example message in spec/protocol.md (fenced ``json`` blocks whose
  top-level object has a ``cmd`` or ``ok`` key) validates against its command
  schema (and the game's move/event/pending/state schemas where they exist).
"""
from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from _support import REPO
from jsonschema import Draft202012Validator
from referencing.exceptions import Unresolvable

from reference_engine.session import COMMANDS
from rulebook_protocol.schemas import BASE_URI, first_error, registry

SCHEMA_ROOT = REPO / "schemas" / "v1"
SCHEMA_FILES = sorted(SCHEMA_ROOT.rglob("*.schema.json"))
PROTOCOL_MD = REPO / "spec" / "protocol.md"

#: 2019-09/2020-12 keywords outside the draft-7-compatible subset.
FORBIDDEN = ("unevaluatedProperties", "unevaluatedItems", "prefixItems", "dependentRequired",
             "dependentSchemas", "$dynamicRef", "$dynamicAnchor", "$recursiveRef", "$recursiveAnchor")
#: Keywords whose value maps names to subschemas.
SCHEMA_MAPS = {"properties", "patternProperties", "$defs", "definitions", "dependentSchemas"}
#: Keywords whose value is data, never a schema.
DATA_KEYWORDS = {"enum", "const", "examples", "default", "description", "title", "$comment", "required",
                 "pattern", "format", "type", "$id", "$schema", "$anchor", "$ref"}


def _load(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def _rel(path: Path) -> str:
    return path.relative_to(SCHEMA_ROOT).as_posix()


def keywords(schema: Any, where: str = "") -> Iterator[tuple[str, str, Any]]:
    """Every ``(pointer, keyword, value)`` used as a schema keyword (property
    names, ``$defs`` names and data such as ``enum`` values are not keywords)."""
    if not isinstance(schema, dict):
        return
    for key, value in schema.items():
        yield where, key, value
        if key in DATA_KEYWORDS:
            continue
        if key in SCHEMA_MAPS and isinstance(value, dict):
            for name, sub in value.items():
                yield from keywords(sub, f"{where}/{key}/{name}")
        elif isinstance(value, dict):
            yield from keywords(value, f"{where}/{key}")
        elif isinstance(value, list):
            for i, sub in enumerate(value):
                yield from keywords(sub, f"{where}/{key}/{i}")


def test_there_are_schemas():
    names = {_rel(p) for p in SCHEMA_FILES}
    assert {"common.schema.json", "envelope.schema.json"} <= names
    assert {f"commands/{cmd}.schema.json" for cmd in COMMANDS} <= names


@pytest.mark.parametrize("path", SCHEMA_FILES, ids=_rel)
def test_schema_is_valid_2020_12(path):
    schema = _load(path)
    Draft202012Validator.check_schema(schema)
    assert schema.get("$schema") == "https://json-schema.org/draft/2020-12/schema"


@pytest.mark.parametrize("path", SCHEMA_FILES, ids=_rel)
def test_schema_id_matches_its_path(path):
    schema_id = _load(path).get("$id")
    assert isinstance(schema_id, str) and schema_id.startswith(BASE_URI), schema_id
    assert schema_id == BASE_URI + _rel(path), f"$id {schema_id} does not match the file {_rel(path)}"


def test_schema_ids_are_unique():
    ids = [_load(p)["$id"] for p in SCHEMA_FILES]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("path", SCHEMA_FILES, ids=_rel)
def test_schema_uses_draft7_compatible_subset(path):
    used = [(where or "/", key) for where, key, _ in keywords(_load(path)) if key in FORBIDDEN]
    assert not used, f"{_rel(path)} uses keywords outside the draft-7-compatible subset: {used}"


@pytest.mark.parametrize("path", SCHEMA_FILES, ids=_rel)
def test_schema_refs_resolve(path):
    schema = _load(path)
    resolver = registry().resolver(base_uri=schema["$id"])
    unresolved = []
    for where, key, value in keywords(schema):
        if key == "$ref":
            try:
                resolver.lookup(value)
            except Unresolvable as exc:
                unresolved.append(f"{where or '/'}: {value} ({exc})")
    assert not unresolved, "\n".join(unresolved)


# ================================================================ spec/protocol.md
_FENCE = re.compile(r"^(?P<fence>`{3,}|~{3,})[ \t]*(?P<info>[^\n`]*)\n(?P<body>.*?)^(?P=fence)[ \t]*$",
                    re.M | re.S)


def json_blocks(markdown: str) -> list[tuple[int, str, str | None]]:
    """``(line number, body, game)`` of every fenced block whose info string is
    ``json`` or ``jsonl`` (a JSON-lines transcript); ``game`` is the id an info
    string such as ``json game=oregon`` names (examples of a game whose set-up
    is too long to show; it holds for the following blocks too, until the
    next ``new_game``/``load_position`` or ``game=``), else ``None``."""
    out = []
    for match in _FENCE.finditer(markdown):
        words = match.group("info").strip().split(" ")
        language = words[0].lower()
        game = next((w.split("=", 1)[1] for w in words[1:] if w.startswith("game=")), None)
        if language in ("json", "jsonl"):
            out.append((markdown.count("\n", 0, match.start()) + 2, match.group("body"), game))
    return out


def block_values(body: str) -> list[Any]:
    """The JSON values of a block: one document, or one per non-blank line.
    Raises ``ValueError`` when neither reading works."""
    try:
        return [json.loads(body)]
    except json.JSONDecodeError:
        pass
    values = []
    for number, line in enumerate(body.splitlines(), 1):
        if line.strip():
            try:
                values.append(json.loads(line))
            except json.JSONDecodeError as exc:
                raise ValueError(f"block line {number}: {exc.msg}: {line.strip()[:80]}") from None
    return values


def _game_schema(game: str | None, kind: str) -> str | None:
    if game and (SCHEMA_ROOT / "games" / game / f"{kind}.schema.json").exists():
        return f"games/{game}/{kind}"
    return None


def check_messages(markdown: str) -> tuple[int, list[str]]:
    """Validate every protocol message of ``markdown`` in document order;
    return ``(messages checked, problems)``.  Responses are matched to the
    latest request with the same id; the game of the latest
    new_game/load_position (default ``carcassonne``) picks the game schemas."""
    problems: list[str] = []
    checked = 0
    requests: dict[Any, str] = {}
    game: str | None = "carcassonne"

    def check(schema: str | None, instance: Any, where: str) -> None:
        if schema is None:
            return
        error = first_error(schema, instance)
        if error:
            problems.append(f"{where}: fails {schema} at {error[0]}: {error[1]}")

    for line, body, named in json_blocks(markdown):
        if named:
            game = named
        try:
            values = block_values(body)
        except ValueError as exc:
            problems.append(f"line {line}: ```json block is not JSON: {exc}")
            continue
        for value in values:
            if not isinstance(value, dict) or not ({"cmd", "ok"} & value.keys()):
                continue
            checked += 1
            where = f"line {line}: {json.dumps(value)[:100]}"
            if "cmd" in value:
                cmd = value["cmd"]
                requests[json.dumps(value.get("id"))] = cmd
                if cmd not in COMMANDS:  # shown to illustrate unknown_command
                    check("envelope", value, where)
                    continue
                check(f"commands/{cmd}", value, where)
                if cmd in ("new_game", "load_position") and isinstance(value.get("game"), str):
                    game = value["game"]
                if cmd == "apply_move" and "move" in value:
                    check(_game_schema(game, "move"), value["move"], where + " /move")
                if cmd == "load_position" and "position" in value:
                    check(_game_schema(value.get("game"), "state"), value["position"], where + " /position")
                continue
            cmd = requests.get(json.dumps(value.get("id")))
            if value.get("ok") is not True:
                check("common#/$defs/error_response", value, where)
                if cmd is not None and cmd not in COMMANDS and value.get("error", {}).get("code") != \
                        "unknown_command":
                    problems.append(f"{where}: the answer to unknown command {cmd!r} is not unknown_command")
                continue
            if cmd is None or cmd not in COMMANDS:
                if not any(first_error(f"commands/{c}#response", value) is None for c in COMMANDS):
                    problems.append(f"{where}: a success response that matches no command's response schema "
                                    "(and no earlier request has its id)")
                continue
            check(f"commands/{cmd}#response", value, where)
            for i, event in enumerate(value.get("events", []) or []):
                check(_game_schema(game, "event"), event, f"{where} /events/{i}")
            if "pending" in value:
                check(_game_schema(game, "pending"), value["pending"], f"{where} /pending")
            for i, move in enumerate(value.get("moves", []) or []):
                check(_game_schema(game, "move"), move, f"{where} /moves/{i}")
            if "state" in value:
                check(_game_schema(game, "state"), value["state"], f"{where} /state")
    return checked, problems


def test_example_checker_on_a_sample():
    """The checker itself, on a made-up document (so it is tested even while
    spec/protocol.md does not exist)."""
    sample = "\n".join([
        "# Sample", "", "```json", '{"id": 1, "cmd": "hello", "protocol": 1}', "```", "",
        "Some prose.", "", "```json",
        '{"id": 1, "ok": true, "protocol": 1, "engine": {"name": "x", "version": "1"}, "games": {}}', "```",
        "", "```jsonl",
        '{"id": 2, "cmd": "apply_move", "move": {"type": "pass"}}',
        '{"id": 2, "ok": false, "error": {"code": "no_game", "message": "no game yet"}}',
        '{"id": 3, "cmd": "frobnicate"}',
        '{"id": 3, "ok": false, "error": {"code": "unknown_command", "message": "no"}}',
        "```", "", "```json", '{"not": "a message"}', "```", "", "```python", '{"id": 9, "cmd": "nope"}', "```",
    ])
    checked, problems = check_messages(sample)
    assert (checked, problems) == (6, [])

    broken = "\n".join([
        "```json", '{"id": 1, "cmd": "perft", "depth": "x"}', "```",
        "```json", '{"id": 1, "ok": true, "depth": 1}', "```",
        "```json", '{"id": 5, "cmd": "apply_move", "move": {"type": "pass", "extra": 1}}', "```",
        "```json", '{"id": 1, "ok": true, ...}', "```",
    ])
    checked, problems = check_messages(broken)
    assert checked == 3
    assert len(problems) == 4, problems
    assert "/depth" in problems[0]
    assert "commands/perft#response" in problems[1]
    assert "games/carcassonne/move" in problems[2]
    assert "not JSON" in problems[3]


_NO_PROTOCOL = pytest.mark.skipif(not PROTOCOL_MD.exists(),
                                  reason="spec/protocol.md does not exist yet: no examples to check")


@_NO_PROTOCOL
def test_protocol_md_has_example_messages():
    checked, _ = check_messages(PROTOCOL_MD.read_text(encoding="utf-8"))
    assert checked > 0, "spec/protocol.md has no ```json example message (an object with 'cmd' or 'ok')"


@_NO_PROTOCOL
def test_protocol_md_examples_validate():
    _, problems = check_messages(PROTOCOL_MD.read_text(encoding="utf-8"))
    assert not problems, "spec/protocol.md examples off their schemas:\n" + "\n".join(problems)


def test_a_discriminator_of_the_wrong_type_is_an_error_not_a_crash():
    """Tagged unions dispatch on their discriminator; a list or object there
    must give a validation error, not a TypeError."""
    from rulebook_protocol.schemas import first_error

    assert first_error("games/carcassonne/move", {"type": []}) is not None
    assert first_error("games/carcassonne/event", {"type": {}}) is not None
    assert first_error("games/carcassonne/pending", {"player": "red", "decision": ["x"]}) is not None


def test_each_command_schema_holds_the_envelope() -> None:
    """reference_engine/session.py checks a request against its command's schema alone
    when that passes: each command schema asks what the envelope asks (an ``id`` of the
    common type, a ``cmd``), so a request it accepts the envelope accepts too."""
    from reference_engine.session import COMMANDS
    from rulebook_protocol.schemas import schema

    envelope = schema("envelope")
    for cmd in COMMANDS:
        command = schema(f"commands/{cmd}")
        assert command["type"] == envelope["type"] == "object"
        assert set(envelope["required"]) <= set(command["required"]), cmd
        assert command["properties"]["id"] == envelope["properties"]["id"], cmd
        assert command["properties"]["cmd"] == {"const": cmd}, cmd
        assert set(envelope["properties"]) == {"id", "cmd"}

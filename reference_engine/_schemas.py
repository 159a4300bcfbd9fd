"""Load ``schemas/v1/*.json`` once into a referencing registry and hand out
compiled 2020-12 validators by short name (``"tileset"``, ``"request"``,
``"commands/hello#response"``, ``"games/carcassonne/state"`` ...)."""
from __future__ import annotations

import json
from functools import cache
from typing import Any

from jsonschema import Draft202012Validator
from referencing import Registry, Resource

from ._data import data_root
from .errors import DataError

BASE_URI = "https://rulebook.example/v1/"


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
    return Registry().with_resources(resources)


def uri(name: str) -> str:
    """``"commands/hello#response"`` → its absolute URI."""
    path, _, fragment = name.partition("#")
    return f"{BASE_URI}{path}.schema.json" + (f"#{fragment}" if fragment else "")


@cache
def validator(name: str) -> Draft202012Validator:
    """A compiled validator for the schema called ``name`` (see :func:`uri`)."""
    return Draft202012Validator({"$ref": uri(name)}, registry=registry())


def first_error(name: str, instance: Any) -> tuple[str, str] | None:
    """``None`` when ``instance`` is valid, else ``(json pointer, message)`` of
    the most relevant error."""
    from jsonschema.exceptions import best_match

    error = best_match(validator(name).iter_errors(instance))
    if error is None:
        return None
    pointer = "/" + "/".join(str(p) for p in error.absolute_path)
    return pointer, error.message

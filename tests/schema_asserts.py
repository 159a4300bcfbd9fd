"""The schema check shared by the bad-input tests (``tests/test_*_errors.py``):
every response they provoke must still validate against its schema."""
from __future__ import annotations

from typing import Any

from rulebook_protocol.schemas import first_error

ERROR_SCHEMA = "common#/$defs/error_response"


def assert_schema_valid(cmd: str | None, response: Any) -> None:
    """``response`` validates against the response schema of ``cmd`` (its
    success schema when ``ok`` is true, the shared error schema otherwise)."""
    assert isinstance(response, dict), response
    name = f"commands/{cmd}#response" if response.get("ok") is True else ERROR_SCHEMA
    error = first_error(name, response)
    assert error is None, f"response {response!r} fails {name} at {error[0]}: {error[1]}"

"""Reading the optional parts of JSON the reports are given (report lines,
engine answers, positions), which no schema has checked here."""
from __future__ import annotations

from typing import Any

#: A JSON object.
JSONObject = dict[str, Any]


def json_object(value: Any) -> JSONObject:
    """``value`` when it is a JSON object, else an empty one."""
    return value if isinstance(value, dict) else {}

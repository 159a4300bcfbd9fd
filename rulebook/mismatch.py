"""Failure messages an engine author in any language can read.

Values are written as JSON (:func:`json_text`), never as Python reprs.  A
comparison that fails raises :class:`Mismatch` (an ``AssertionError``) whose
text names the field-level differences by JSON Pointer (RFC 6901) with the
expected and the actual value, and says "same items, different order" when
only the order differs.  Its ``diff`` attribute is the same information as
data; the run report keeps it under ``diff`` (``schemas/v1/report.schema.json``)::

    {"expected": ..., "actual": ...,
     "differences": [{"pointer": "/0/score", "expected": 3, "actual": 5}, ...],
     "same_items_different_order": false}

:func:`rule_citation` turns a rule id into the spec line that defines it
(``CAR-R-ROAD-2 (spec/carcassonne.md line 57): ...``), for the report's details.
"""
from __future__ import annotations

import json
import re
from collections import Counter
from functools import cache
from typing import Any

__all__ = ["ABSENT", "Mismatch", "differences", "expect_equal", "expect_same", "json_text", "rule_citation",
           "same_items_different_order", "same_json"]

#: Stands for a value that is not there (a missing key, a list too short).
ABSENT: Any = type("Absent", (), {"__repr__": lambda self: "(absent)"})()

#: At most this many differences are listed.
MAX_DIFFERENCES = 10
#: Longest JSON text shown for one value before it is cut.
MAX_VALUE_CHARS = 400


def json_text(value: Any, limit: int = MAX_VALUE_CHARS) -> str:
    """``value`` as compact JSON text (``(absent)`` for :data:`ABSENT`), cut to ``limit`` characters."""
    if value is ABSENT:
        return "(absent)"
    text = json.dumps(value, ensure_ascii=False, separators=(", ", ": "), default=_fallback)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _fallback(value: Any) -> Any:
    if isinstance(value, (set, frozenset, tuple)):
        return sorted(value, key=str) if isinstance(value, (set, frozenset)) else list(value)
    return str(value)


def _escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def _plain(value: Any) -> Any:
    """Tuples as lists (what JSON would carry)."""
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    if isinstance(value, list):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return value


def differences(expected: Any, actual: Any, pointer: str = "", limit: int = MAX_DIFFERENCES) -> list[dict[str, Any]]:
    """The leaf values that differ, as ``{"pointer", "expected", "actual"}``
    (at most ``limit``; a missing value is :data:`ABSENT`)."""
    found: list[dict[str, Any]] = []

    def walk(e: Any, a: Any, path: str) -> None:
        if len(found) >= limit:
            return
        if isinstance(e, dict) and isinstance(a, dict):
            for key in list(e) + [k for k in a if k not in e]:
                walk(e.get(key, ABSENT), a.get(key, ABSENT), f"{path}/{_escape(str(key))}")
            return
        if isinstance(e, list) and isinstance(a, list):
            for i in range(max(len(e), len(a))):
                walk(e[i] if i < len(e) else ABSENT, a[i] if i < len(a) else ABSENT, f"{path}/{i}")
            return
        if not same_json(e, a):
            found.append({"pointer": path, "expected": e, "actual": a})

    walk(_plain(expected), _plain(actual), pointer)
    return found


def same_json(a: Any, b: Any) -> bool:
    """``a`` and ``b`` are the same JSON value: ``true`` is not ``1``, ``1`` is ``1.0``,
    lists in order, objects whatever their key order (tuples count as lists)."""
    a, b = _plain(a), _plain(b)
    if isinstance(a, bool) or isinstance(b, bool):
        return type(a) is type(b) and a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same_json(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(same_json(x, y) for x, y in zip(a, b))
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    return type(a) is type(b) and bool(a == b)


def expect_same(actual: Any, expected: Any, what: str) -> None:
    """Raise :class:`Mismatch` (``what``) unless ``actual`` is ``expected`` as a JSON
    value, exactly (:func:`same_json`: ``true`` is not ``1``)."""
    if not same_json(actual, expected):
        raise Mismatch(what, expected, actual)


def same_items_different_order(expected: Any, actual: Any) -> bool:
    """Both are lists holding the same items (as JSON), in a different order."""
    if not isinstance(expected, (list, tuple)) or not isinstance(actual, (list, tuple)):
        return False
    key = lambda v: json.dumps(_plain(v), sort_keys=True, default=str)  # noqa: E731
    return list(map(key, expected)) != list(map(key, actual)) and \
        Counter(map(key, expected)) == Counter(map(key, actual))


class Mismatch(AssertionError):
    """An expectation that did not hold: ``what`` (one sentence), and the expected
    and actual values compared field by field (see the module docstring)."""

    def __init__(self, what: str, expected: Any, actual: Any) -> None:
        self.what = what
        self.expected = _plain(expected)
        self.actual = _plain(actual)
        reordered = same_items_different_order(self.expected, self.actual)
        found = [] if reordered else differences(self.expected, self.actual)
        self.diff = {
            "expected": None if self.expected is ABSENT else self.expected,
            "actual": None if self.actual is ABSENT else self.actual,
            "differences": [{k: (None if v is ABSENT else v) for k, v in d.items()} | (
                {"absent": "expected" if d["expected"] is ABSENT else "actual"}
                if ABSENT in (d["expected"], d["actual"]) else {}) for d in found],
            "same_items_different_order": reordered,
        }
        super().__init__(self.text(found, reordered))

    def text(self, found: list[dict[str, Any]], reordered: bool) -> str:
        lines = [self.what]
        if reordered:
            lines.append("same items, different order")
        for d in found:
            lines.append(f"at {d['pointer'] or '/'} (JSON Pointer): expected {json_text(d['expected'])}, "
                         f"actual {json_text(d['actual'])}")
        lines.append(f"expected: {json_text(self.expected)}")
        lines.append(f"actual:   {json_text(self.actual)}")
        return "\n".join(lines)


def expect_equal(actual: Any, expected: Any, what: str) -> None:
    """Raise :class:`Mismatch` (``what``) unless ``actual`` equals ``expected`` as JSON values."""
    if _plain(actual) != _plain(expected):
        raise Mismatch(what, expected, actual)


_RULE_HEADING = re.compile(r"^#{2,4} ((?:[A-Z]{2,4})-R-[A-Z]+(?:-[A-Z0-9]+)+)\b[\s:—-]*(.*)$")


@cache
def rule_headings() -> dict[str, tuple[str, int, str]]:
    """Rule id → (spec file ``spec/<name>.md``, 1-based line, heading text), from the rule
    headings of ``spec/*.md`` in file-name and line order; empty when ``spec/`` is missing.
    Shared by the failure messages (:func:`rule_citation`) and the fuzz coverage table."""
    try:
        from rulebook_protocol.data import data_root

        spec = data_root() / "spec"
        files = sorted(spec.glob("*.md"))
    except Exception:
        return {}
    found: dict[str, tuple[str, int, str]] = {}
    for path in files:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            m = _RULE_HEADING.match(line)
            if m and m.group(1) not in found:
                found[m.group(1)] = (f"spec/{path.name}", number, m.group(2).strip())
    return found


def rule_citation(rule: str) -> str:
    """``CAR-R-ROAD-2 (spec/carcassonne.md line 57): <the rule's heading>``, or the bare id."""
    where = rule_headings().get(rule)
    if where is None:
        return rule
    path, line, heading = where
    return f"{rule} ({path} line {line})" + (f": {heading}" if heading else "")


_WORD_LITERALS = {"True": "true", "False": "false", "None": "null"}
_AFTER = re.compile(r"(?:[=:,(\[]|\b(?:got|expected|actual|is|was|are|were|gives|give|has|have|not|of))\s*$")


def _closing(text: str, start: int) -> int | None:
    """Index just past the bracket that closes ``text[start]`` (quotes respected), or ``None``."""
    pairs = {"[": "]", "{": "}", "(": ")"}
    stack = [pairs[text[start]]]
    i = start + 1
    quote: str | None = None
    while i < len(text):
        ch = text[i]
        if quote:
            if ch == "\\":
                i += 1
            elif ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
        elif ch in pairs:
            stack.append(pairs[ch])
        elif ch in ")]}":
            if ch != stack[-1]:
                return None
            stack.pop()
            if not stack:
                return i + 1
        i += 1
    return None


def neutral(text: str) -> str:
    """``text`` with every Python display of a value turned into JSON:
    ``[...]``/``{...}``/tuples that are Python literals become JSON text, and
    ``True``/``False``/``None`` standing as values become ``true``/``false``/``null``.

    A safety net for messages written with f-strings; prose is left alone
    (``(line 12)`` or ``[see the report]`` are no Python literals)."""
    import ast

    out: list[str] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch in "[{(":
            end = _closing(text, i)
            if end is not None:
                span = text[i:end]
                try:
                    value = ast.literal_eval(span)
                except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
                    value = ...
                if isinstance(value, (list, dict, set)) or (isinstance(value, tuple) and span.startswith("(")):
                    out.append(json_text(value, limit=10_000))
                    i = end
                    continue
        word = re.match(r"\b(True|False|None)\b", text[i:]) if (i == 0 or not text[i - 1].isalnum()) else None
        if word and _AFTER.search(text[max(0, i - 12):i]):
            out.append(_WORD_LITERALS[word.group(1)])
            i += len(word.group(1))
            continue
        out.append(ch)
        i += 1
    return "".join(out)

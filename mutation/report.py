"""Classify a run's mutants and render the report.

A mutant is identified across code changes by ``(module, function, before, after)``: the file,
the function or class it is in, and its changed source line before and after the mutation
(stripped), so that judgements in ``mutation/equivalents.toml`` survive edits elsewhere.  Outcomes:

- ``killed``: ``rulebook check`` failed (or timed out) on the mutant;
- ``survived``: it passed, and the mutant is not listed as equivalent;
- ``equivalent``: it passed and ``equivalents.toml`` explains why nothing observable changed,
  or the mutated code lies wholly inside a type annotation of a module with
  ``from __future__ import annotations`` (:func:`annotation_spans`: such code is never run);
- ``incompetent``: the mutant could not be run (an error of the tool, not of the engine).

The score is ``killed / (killed + survived)``: equivalents are left out.
"""
from __future__ import annotations

import ast
import json
import tomllib
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TypedDict

EQUIVALENTS = Path(__file__).with_name("equivalents.toml")
#: The reason recorded for a mutant judged equivalent by :func:`annotation_spans`.
ANNOTATION_REASON = "an annotation: never evaluated (from __future__ import annotations; judged from the syntax tree)"

Span = tuple[tuple[int, int], tuple[int, int]]


def annotation_spans(source: str) -> list[Span]:
    """``((line, column), (end line, end column))`` of every annotation in ``source`` (argument,
    return and variable annotations; lines from 1, columns from 0, as cosmic-ray counts them) —
    but only when the module has ``from __future__ import annotations``, so that none of them is
    ever evaluated (PEP 563); otherwise ``[]``."""
    tree = ast.parse(source)
    postponed = any(isinstance(n, ast.ImportFrom) and n.module == "__future__"
                    and any(a.name == "annotations" for a in n.names) for n in tree.body)
    if not postponed:
        return []
    found: list[ast.expr] = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.returns is not None:
            found.append(node.returns)
        elif isinstance(node, ast.arg) and node.annotation is not None:
            found.append(node.annotation)
        elif isinstance(node, ast.AnnAssign):
            found.append(node.annotation)
    return [((a.lineno, a.col_offset), (a.end_lineno or a.lineno, a.end_col_offset or 0)) for a in found]


def in_annotation(spans: list[Span], start: tuple[int, int], end: tuple[int, int]) -> bool:
    """Whether the source range ``start``–``end`` lies wholly inside one of ``spans``."""
    return any(a <= tuple(start) and tuple(end) <= b for a, b in spans)


@dataclass(frozen=True)
class Mutant:
    """One executed mutant: where, which operator, the changed line, the outcome, and for a
    killed one the first line of ``check``'s output naming a failed scenario (if any)."""

    module: str
    function: str
    operator: str
    occurrence: int
    line: int
    before: str
    after: str
    outcome: str
    reason: str = ""
    killed_by: str = ""


def changed_lines(diff: str) -> tuple[str, str]:
    """The removed and the added source lines of a unified diff (joined, stripped)."""
    minus = [line[1:].strip() for line in diff.splitlines() if line.startswith("-") and not line.startswith("---")]
    plus = [line[1:].strip() for line in diff.splitlines() if line.startswith("+") and not line.startswith("+++")]
    return " / ".join(minus), " / ".join(plus)


def load_equivalents(path: Path = EQUIVALENTS) -> dict[tuple[str, str, str, str], str]:
    """``(module, function, before, after)`` → reason, from the checked-in judgements."""
    if not path.exists():
        return {}
    data = tomllib.loads(path.read_text())
    return {(e["module"], e["function"], e["before"], e["after"]): e["reason"] for e in data.get("equivalent", [])}


def _first_failure(output: str) -> str:
    for line in (output or "").splitlines():
        if line.startswith(("FAILED ", "ERROR ")):
            return line[:200]
    return ""


def collect(session: Path, equivalents: dict[tuple[str, str, str, str], str] | None = None,
            src: Path | None = None) -> list[Mutant]:
    """The executed mutants of a cosmic-ray session database, classified.  ``src`` is the
    unmutated source tree the run mutated (default: the run's copy beside the session, ``<session dir>/src``);
    survivors wholly inside an annotation there are equivalent (:func:`annotation_spans`)."""
    from cosmic_ray.work_db import WorkDB, use_db
    from cosmic_ray.work_item import TestOutcome, WorkerOutcome

    equivalents = load_equivalents() if equivalents is None else equivalents
    src = session.parent / "src" if src is None else src
    spans: dict[str, list[Span]] = {}

    def annotated(module: str, start: tuple[int, int], end: tuple[int, int]) -> bool:
        if module not in spans:
            path = src / module
            spans[module] = annotation_spans(path.read_text(encoding="utf-8")) if path.is_file() else []
        return in_annotation(spans[module], start, end)

    mutants = []
    with use_db(str(session), WorkDB.Mode.open) as db:
        for item, result in db.completed_work_items:
            if result.worker_outcome in (WorkerOutcome.SKIPPED, WorkerOutcome.NO_TEST):
                continue
            spec = item.mutations[0]
            before, after = changed_lines(result.diff or "")
            function = spec.definition_name or ""
            key = (str(spec.module_path), function, before, after)
            if result.worker_outcome != WorkerOutcome.NORMAL or result.test_outcome == TestOutcome.INCOMPETENT:
                outcome, reason, by = "incompetent", (result.output or "")[-200:], ""
            elif result.test_outcome == TestOutcome.KILLED:
                outcome, reason = "killed", ""
                by = "timeout" if result.output == "timeout" else _first_failure(result.output)
            elif key in equivalents:
                outcome, reason, by = "equivalent", equivalents[key], ""
            elif annotated(str(spec.module_path), spec.start_pos, spec.end_pos):
                outcome, reason, by = "equivalent", ANNOTATION_REASON, ""
            else:
                outcome, reason, by = "survived", "", ""
            mutants.append(Mutant(str(spec.module_path), function, spec.operator_name, spec.occurrence,
                                  spec.start_pos[0], before, after, outcome, reason, by))
    mutants.sort(key=lambda m: (m.module, m.line, m.operator, m.occurrence))
    return mutants


class Summary(TypedDict):
    """Mutants per outcome, and ``score``: percent killed of the judged (killed or survived)."""

    killed: int
    survived: int
    equivalent: int
    incompetent: int
    score: float | None


def summary(mutants: list[Mutant]) -> Summary:
    """Counts per outcome and ``score`` (percent killed of the non-equivalent, or ``None``)."""
    def count(outcome: str) -> int:
        return sum(m.outcome == outcome for m in mutants)

    killed, survived = count("killed"), count("survived")
    judged = killed + survived
    return {"killed": killed, "survived": survived, "equivalent": count("equivalent"),
            "incompetent": count("incompetent"), "score": round(100 * killed / judged, 1) if judged else None}


def write_json(target: str, mutants: list[Mutant], path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"target": target, "summary": summary(mutants),
                                "mutants": [asdict(m) for m in mutants]}, indent=1) + "\n")


def markdown(target: str, mutants: list[Mutant]) -> str:
    """A per-target report: the counts, then every survivor and equivalent with its line."""
    s = summary(mutants)
    score = "n/a" if s["score"] is None else f"{s['score']} %"
    lines = [f"## {target}", "",
             f"{len(mutants)} mutants: {s['killed']} killed, {s['survived']} survived, "
             f"{s['equivalent']} equivalent, {s['incompetent']} incompetent — score {score}", ""]
    rest = [m for m in mutants if m.outcome in ("survived", "equivalent", "incompetent")]
    if rest:
        lines += ["| outcome | module:line (function) | operator | before → after | reason |", "|---|---|---|---|---|"]
        for m in rest:
            lines.append(f"| {m.outcome} | {m.module}:{m.line} ({m.function}) | {m.operator.removeprefix('core/')} | "
                         f"`{m.before}` → `{m.after}` | {m.reason} |")
        lines.append("")
    return "\n".join(lines)

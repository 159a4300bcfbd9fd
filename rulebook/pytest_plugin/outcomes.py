"""Outcomes: each phase report of a scenario gets ``rulebook_outcome``; the
teardown report carries the scenario's record (``rulebook_record``) and the
engine's state (``rulebook_engine``).  See the package docstring for the mapping."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from rulebook.errors import EngineAbandoned, EngineFailure, NotApplicable

from ._keys import ENGINE_KEY, HELLO_KEY, PHASES_KEY, STEP_KEY, TRANSCRIPT_KEY, WORKER_KEY
from .engine import default_engine_description, give_up
from .metadata import ScenarioInfo, _location, scenario_info

_ENGINE_ERROR_KEY = pytest.StashKey[BaseException]()


def _first_line(text: str, limit: int = 300) -> str:
    for line in text.splitlines():
        if line.strip():
            line = line.strip()
            return line if len(line) <= limit else line[: limit - 1] + "…"
    return ""


def _internal_dirs() -> tuple[str, ...]:
    import _pytest
    import pluggy

    dirs = [_pytest.__file__, pluggy.__file__]
    try:
        import pytest_bdd

        dirs.append(pytest_bdd.__file__)
    except ImportError:  # pragma: no cover
        pass
    return tuple(str(Path(d).resolve().parent) + os.sep for d in dirs if d)


def _short_trace(exc: BaseException) -> str:
    """The exception's traceback without pytest, pluggy and pytest-bdd frames."""
    import traceback

    internal = _internal_dirs()
    frames = [f for f in traceback.extract_tb(exc.__traceback__) if not f.filename.startswith(internal)]
    lines = traceback.format_list(frames) + traceback.format_exception_only(type(exc), exc)
    return "Traceback (most recent call last):\n" + "".join(lines)


def _skip_reason(rep: pytest.TestReport) -> str:
    longrepr = rep.longrepr
    if isinstance(longrepr, tuple) and len(longrepr) == 3:
        reason = str(longrepr[2])
    else:
        reason = str(longrepr or "")
    return reason.removeprefix("Skipped: ").strip()


def _classify(item: pytest.Item, call: pytest.CallInfo[None], rep: pytest.TestReport) -> dict[str, Any]:
    """Outcome, message, details and diff of one phase."""
    exc = call.excinfo.value if call.excinfo is not None else None
    if isinstance(exc, NotApplicable):
        reason = str(exc) or "not applicable"
        rep.outcome = "skipped"
        rep.longrepr = (*_location(item), f"not applicable: {reason}")
        if hasattr(rep, "wasxfail"):
            del rep.wasxfail
        return {"outcome": "not_applicable", "message": reason}
    if isinstance(exc, EngineAbandoned):
        # Not sent: neither a failure of the scenario nor a known failure.
        rep.outcome = "skipped"
        rep.longrepr = (*_location(item), f"not run: {exc.message}")
        if hasattr(rep, "wasxfail"):
            del rep.wasxfail
        return {"outcome": "not_run", "message": exc.message}
    if hasattr(rep, "wasxfail"):
        reason = str(rep.wasxfail or "")
        if rep.skipped:
            details = f"{type(exc).__name__}: {exc}" if exc is not None else None
            return {"outcome": "xfailed", "message": reason or "known failure", "details": details}
        return {"outcome": "xpassed", "message": "known failure passed" + (f": {reason}" if reason else "")}
    if rep.failed and exc is None and isinstance(rep.longrepr, str) and rep.longrepr.startswith("[XPASS(strict)]"):
        reason = rep.longrepr.removeprefix("[XPASS(strict)]").strip()
        return {"outcome": "xpassed", "message": "known failure passed" + (f": {reason}" if reason else "")}
    if rep.passed:
        return {"outcome": "passed"}
    if rep.skipped:
        return {"outcome": "skipped", "message": _skip_reason(rep) or "skipped"}
    step = item.stash.get(STEP_KEY, None)
    where = f"at step: {step}\n" if step else ""
    if isinstance(exc, EngineFailure):
        return {
            "outcome": exc.outcome,
            "message": f"{type(exc).__name__}: {_first_line(exc.message)}",
            "details": where + str(exc),
        }
    if rep.when == "call" and isinstance(exc, (AssertionError, pytest.fail.Exception)):
        from rulebook.mismatch import neutral

        text = neutral(str(exc).strip())
        if not text:
            text = f"the check of this step failed: {step}" if step else "a check failed"
        message = _first_line(text)
        details = where + text + _context(item)
        diff = getattr(exc, "diff", None)
        return {"outcome": "failed", "message": message, "details": details, "diff": diff}
    if exc is not None:
        message = f"{type(exc).__name__}: {_first_line(str(exc))}".rstrip(": ")
        trace = _short_trace(exc)
    else:
        message = f"{rep.when} failed"
        trace = rep.longreprtext or ""
    return {"outcome": "errored", "message": message, "details": (where + trace) or None}


#: Commands whose answer carries the events Then steps judge.
_CHANGING = frozenset({"new_game", "load_position", "apply_move", "end_game"})


def _context(item: pytest.Item) -> str:
    """The last request the scenario sent, and the rules it checks with the spec
    line that defines each (for a failed scenario's details)."""
    from rulebook.mismatch import json_text, rule_citation

    lines = []
    transcript = item.stash.get(TRANSCRIPT_KEY, None) or []
    requests = [entry.get("request") or {} for entry in transcript]
    changing = [r for r in requests if r.get("cmd") in _CHANGING]
    if changing and changing[-1] is not requests[-1]:
        lines.append(f"last request that changed the game: {json_text(changing[-1], limit=2000)}")
    if requests:
        lines.append(f"last request: {json_text(requests[-1], limit=2000)}")
    info = scenario_info(item)
    for rule in info["rules"] if info is not None else []:
        lines.append(f"rule: {rule_citation(rule)}")
    return "".join("\n" + line for line in lines)


def _engine_info(config: pytest.Config) -> dict[str, Any]:
    engine = config.stash.get(ENGINE_KEY, None)
    description = getattr(engine, "description", None) if engine is not None else None
    restarts = getattr(engine, "restarts", 0) if engine is not None else 0
    info: dict[str, Any] = {
        # From the config, not the environment: a run nested in an xdist
        # worker inherits PYTEST_XDIST_WORKER without being a worker itself.
        "worker": getattr(config, "workerinput", {}).get("workerid", "main"),
        "engine": str(description) if description else default_engine_description(config),
        "restarts": int(restarts or 0),
    }
    state = config.stash.get(WORKER_KEY, None)
    hello = config.stash.get(HELLO_KEY, None)
    if state is not None and hello is not None and not state["hello_sent"]:
        info["hello"] = hello
        state["hello_sent"] = True
    return info


def _combine(item: pytest.Item, info: ScenarioInfo, phases: list[dict[str, Any]]) -> dict[str, Any]:
    """The scenario's report line from its phases' outcomes (the worst one wins)."""
    from rulebook.mismatch import neutral
    from rulebook.report import worst
    from rulebook.reports.boards import board_transcript

    outcome = worst(p["outcome"] for p in phases)
    chosen = next(p for p in phases if p["outcome"] == outcome)
    transcript = item.stash.get(TRANSCRIPT_KEY, None)
    message = chosen.get("message") if outcome != "passed" else None
    details = chosen.get("details") if outcome != "passed" else None
    record: dict[str, Any] = {
        **info,
        "outcome": outcome,
        "duration_ms": round(sum(p["duration"] for p in phases) * 1000.0, 3),
        # JSON, not Python, whoever wrote the message (rulebook.mismatch.neutral).
        "message": neutral(message) if message else message,
        "details": neutral(details) if details else details,
        # A passed scenario keeps only the exchanges that redraw its board (casebook).
        "transcript": (list(transcript) if transcript else None) if outcome != "passed"
        else board_transcript(transcript),
    }
    if outcome != "passed" and chosen.get("diff") is not None:
        record["diff"] = chosen["diff"]
    return record


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    rep = yield
    info = scenario_info(item)
    if info is None:
        return rep
    phase = _classify(item, call, rep)
    phase["duration"] = float(getattr(rep, "duration", 0.0) or 0.0)
    rep.rulebook_outcome = phase["outcome"]
    phases = item.stash.setdefault(PHASES_KEY, [])
    phases.append(phase)
    exc = call.excinfo.value if call.excinfo is not None else None
    if isinstance(exc, EngineFailure) and _ENGINE_ERROR_KEY not in item.stash:
        item.stash[_ENGINE_ERROR_KEY] = exc
    if rep.when == "setup":
        rep.rulebook_meta = dict(info)
    elif rep.when == "teardown":
        rep.rulebook_record = _combine(item, info, phases)
        rep.rulebook_engine = _engine_info(item.config)
        del item.stash[PHASES_KEY]
        transcript = item.stash.get(TRANSCRIPT_KEY, None) or []
        request = transcript[-1].get("request") if transcript else None
        give_up(item.config).note(item.stash.get(_ENGINE_ERROR_KEY, None), rep.rulebook_record.get("id"), request)
    return rep


@pytest.hookimpl(tryfirst=True)
def pytest_report_teststatus(report: pytest.TestReport, config: pytest.Config) -> Any:
    """pytest's own lines say "not applicable" and "not run" (not "skipped") for those scenarios."""
    if getattr(report, "rulebook_outcome", None) == "not_applicable" and report.skipped:
        return "not applicable", "n", "NOT APPLICABLE"
    if getattr(report, "rulebook_outcome", None) == "not_run" and report.skipped:
        return "not run", "-", "NOT RUN"
    return None

"""JUnit XML derived from a run report (for CI systems that show test results).

Mapping (one ``<testsuite>`` per game, in game order):

* ``<testcase classname="<game>.<first rule id or 'general'>" name="<id>" time="<seconds>">``
  (the scenario's id, as in pytest's node ids, ``-k`` and the report);
* ``<properties>``: ``title``, ``outcome``, ``feature``, ``rules``, ``sources`` (and ``requires``,
  ``interpretations`` when present), lists joined with ", ".
* ``failed`` → ``<failure>``; ``errored``/``crashed``/``timeout`` → ``<error type="<outcome>">``;
  ``skipped``/``not_applicable``/``xfailed``/``not_run`` → ``<skipped type="<outcome>">``
  (``not_run``: not sent, the harness had given up on the engine; the run fails all the same);
  ``xpassed`` → ``<failure type="xpassed">`` with ``strict``, else passes.
  The element's ``message`` is the scenario's message, its text the details (the same
  JSON-worded text as the report's, :mod:`rulebook.mismatch`).
* The transcript of a scenario that did not pass goes to ``<system-out>``, one
  JSON object per line.
"""
from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any

from junitparser import Error, Failure, JUnitXml, Properties, Property, Skipped, TestCase, TestSuite

from rulebook.report import NO_GAME, Report, dumps_line

_XML_ILLEGAL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def _xml_text(text: Any) -> str:
    """``text`` as a string XML 1.0 can hold (control characters become U+FFFD)."""
    return _XML_ILLEGAL.sub("\ufffd", str(text))


def _result(scenario: dict[str, Any], *, strict: bool) -> Failure | Error | Skipped | None:
    outcome = scenario["outcome"]
    message = _xml_text(scenario.get("message") or outcome)
    if outcome == "failed" or (outcome == "xpassed" and strict):
        element: Failure | Error | Skipped = Failure(message, outcome)
    elif outcome in ("errored", "crashed", "timeout"):
        element = Error(message, outcome)
    elif outcome in ("skipped", "not_applicable", "xfailed", "not_run"):
        element = Skipped(message, outcome)
    else:
        return None
    if scenario.get("details"):
        element.text = _xml_text(scenario["details"])
    return element


def _testcase(scenario: dict[str, Any], game: str, *, strict: bool) -> TestCase:
    rules = scenario.get("rules") or []
    case = TestCase(
        name=_xml_text(scenario["id"]),
        classname=_xml_text(f"{game}.{rules[0] if rules else 'general'}"),
        time=round(float(scenario.get("duration_ms") or 0) / 1000.0, 3),
    )
    props = Properties()  # type: ignore[no-untyped-call]  # junitparser 5 leaves it unannotated
    values = [
        ("title", scenario.get("title", "")),
        ("outcome", scenario["outcome"]),
        ("feature", scenario.get("feature", "")),
        ("rules", ", ".join(rules)),
        ("sources", ", ".join(scenario.get("sources") or [])),
    ]
    for key in ("requires", "interpretations"):
        if scenario.get(key):
            values.append((key, ", ".join(scenario[key])))
    for key, value in values:
        props.add_property(Property(key, _xml_text(value)))
    case.append(props)  # type: ignore[no-untyped-call]  # junitparser 5 leaves it unannotated
    result = _result(scenario, strict=strict)
    if result is not None:
        case.result = [result]
    if scenario["outcome"] != "passed" and scenario.get("transcript"):
        case.system_out = _xml_text("\n".join(dumps_line(e) if isinstance(e, dict) else json.dumps(e, default=str)
                                              for e in scenario["transcript"]))
    return case


def build_junit(report: Report, *, strict: bool = False) -> JUnitXml:
    """The JUnit document for ``report`` (see the module docstring for the mapping)."""
    xml = JUnitXml(name="rulebook")
    by_game: dict[str, list[dict[str, Any]]] = {}
    for scenario in report.scenarios:
        by_game.setdefault(scenario.get("game") or NO_GAME, []).append(scenario)
    for game in sorted(by_game, key=lambda g: (g == NO_GAME, g)):
        suite_name = "unknown" if game == NO_GAME else game
        suite = TestSuite(suite_name)
        started = report.header.get("started")
        if started:
            suite.timestamp = started
        suite.add_property("engine", _xml_text(report.header.get("engine", "")))
        suite.add_property("suite_version", _xml_text(report.header.get("suite_version", "")))
        suite.add_testcases([_testcase(s, suite_name, strict=strict) for s in by_game[game]])
        xml.add_testsuite(suite)
    xml.update_statistics()  # type: ignore[no-untyped-call]  # junitparser 5 leaves it unannotated
    return xml


def write_junit(report: Report, path: str | os.PathLike[str], *, strict: bool = False) -> Path:
    """Write ``report`` as JUnit XML to ``path`` (parent folders created), replacing
    it atomically (:func:`rulebook.outputs.replacing`); returns the path.  Raises
    :class:`~rulebook.errors.OutputError` when it cannot be written."""
    from rulebook.outputs import replacing

    target = Path(path)
    xml = build_junit(report, strict=strict)
    with replacing(target, what="the JUnit XML") as temp:
        xml.write(str(temp), pretty=True)
    return target

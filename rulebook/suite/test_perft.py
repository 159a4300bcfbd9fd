"""The perft positions of ``features/perft/<game>/*.json`` as conformance checks.

Each case is one test reported as a scenario (plugin marker
``rulebook_scenario``) with id ``perft-<game>-<name>``, its game, the rules it
exercises, and what it requires (``load_position`` for a position, the
expansions it uses).  The engine counts with its ``perft`` command when it
declares the capability, else the runner walks ``legal_moves``/``apply_move``
(:func:`rulebook.perft.engine_perft`); the total and the per-move divide must
equal the case's counts.
"""
from __future__ import annotations

import pytest

from rulebook import features_dir
from rulebook.client import Client
from rulebook.perft import PerftCase, compare, engine_perft, load_cases, mismatch_text


def _cases() -> list[PerftCase]:
    root = features_dir() / "perft"
    return load_cases(root) if root.is_dir() else []


def _param(case: PerftCase) -> object:
    fields = case.scenario_fields()
    marks = [pytest.mark.rulebook_scenario(**fields), pytest.mark.rulebook_id(case.id, value=case.id)]
    marks += [pytest.mark.rulebook_rule(r, value=r) for r in case.rules]
    marks += [pytest.mark.rulebook_requires(r, value=r) for r in case.requires]
    marks += [pytest.mark.rulebook_interp(i, value=i) for i in case.interpretations]
    return pytest.param(case, id=case.id, marks=marks)


CASES = _cases()


@pytest.mark.parametrize("case", [_param(c) for c in CASES])
def test_perft(case: PerftCase, rulebook_client: Client, request: pytest.FixtureRequest) -> None:
    from rulebook.pytest_plugin import READING_KEY
    from rulebook.pytest_plugin.applicability import scenario_interpretations

    # The case is played under the run's reading with its own tags on top, as a scenario is.
    sent, _ = scenario_interpretations(
        rulebook_client._hello, case.game, case.interpretations, request.config.stash.get(READING_KEY, None),
        override=bool(request.config.getoption("rulebook_interp_override", False)))
    if case.depth is None or case.nodes is None:  # a set-up without counts checks nothing (errored, not failed)
        raise ValueError(f"{case.path}: a perft check needs 'depth' and 'nodes'")
    divide = case.divide is not None
    result = engine_perft(rulebook_client, case.setup.with_interpretations(sent), case.depth, divide=divide)
    problems = []
    if result.nodes != case.nodes:
        problems.append(f"perft {case.depth} counts {result.nodes} move sequences; the rules give {case.nodes}")
    rows = compare(case.divide, result.divide or []) if case.divide is not None else []
    if rows and any(r.status != "ok" for r in rows):
        problems.append("divide (per first move) differs:\n" + mismatch_text(rows))
    if problems:
        error = AssertionError("\n".join(problems) + f"\n(counted with {result.method}; "
                               f"rulebook perft --position {case.path} --depth {case.depth} --divide shows it all)")
        # the plugin reports any assertion's ``diff`` (rulebook.pytest_plugin.outcomes); the error stays
        # an AssertionError, as the report and xfail details name it
        error.diff = {  # type: ignore[attr-defined]
            "nodes": {"expected": case.nodes, "actual": result.nodes},
            "divide": [{"move": r.move, "expected": r.expected, "actual": r.actual}
                       for r in rows if r.status != "ok"],
        }
        raise error

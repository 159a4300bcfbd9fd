"""What the test modules share: where the checkout is, how to reach the
engines the tests run, the tests' own rotation of tile places, and the route
tests' comparison of states.

Test modules import it by name (``from _support import REPO``): pytest puts
``tests/`` on ``sys.path`` for them, as it does for ``protocol_game`` and
``schema_asserts``.  Fixtures live in ``tests/conftest.py`` (pytest discourages
importing from a conftest).

The test engines stay in their folders and are named by their path under
``tests/`` without ``.py``:

- ``engines/<name>``: the reference engine with a twist (fewer capabilities,
  one reading, scrambled answers, two planted bugs, command-line switches in
  ``engines/wrapped_reference``);
- ``chaos/<name>``: engines that misbehave on the wire (crash, hang, garbage);
- ``planted/<name>``: one planted rule bug each, for the fuzzer;
- ``planted_report_engine``: the planted bug the report tests look for.

:func:`check_exported` runs a ``.feature`` the fuzzer exported through
``rulebook check`` (the fuzz tests of every game).
"""
from __future__ import annotations

import math
import os
import sys
from pathlib import Path
from typing import Any

from reference_engine import Session

#: The checkout: the folder holding ``pyproject.toml``, ``spec/``, ``features/``.
REPO = Path(__file__).resolve().parents[1]
#: The folder of the engines that are Python modules as well as scripts
#: (``--engine tests.engines.<module>:<attribute>``, or on ``PYTHONPATH``).
ENGINES = REPO / "tests" / "engines"


#: The places of a tile (spec/protocol.md §5), written out here apart from the
#: engine's geometry for the tests' own oracles: its sides, its half-sides
#: (clockwise from the top-left corner) and all places in canonical order.
SIDES = ("N", "E", "S", "W")
HALVES = ("Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn")
PLACES = (*SIDES, *HALVES, "C")


def turned(place: str, rotation: int) -> str:
    """The board place of a rotation-0 ``place`` of a tile turned ``rotation``
    degrees clockwise (a quarter turn moves N→E, Nw→En)."""
    k = rotation // 90
    if place in SIDES:
        return SIDES[(SIDES.index(place) + k) % 4]
    if place in HALVES:
        return HALVES[(HALVES.index(place) + 2 * k) % 8]
    return place


def engine_path(name: str) -> Path:
    """The script of the test engine ``name`` (``"chaos/good"`` is
    ``tests/chaos/good.py``); asserts that it exists."""
    path = REPO / "tests" / f"{name}.py"
    assert path.is_file(), path
    return path


def engine_argv(name: str, *args: str) -> list[str]:
    """The argument vector running the test engine ``name`` with this Python."""
    return [sys.executable, str(engine_path(name)), *args]


def engine_command(name: str, *args: str) -> str:
    """The ``--engine`` command line running the test engine ``name`` with this
    Python; ``args`` are appended as written (quote them for the shell)."""
    return " ".join(engine_argv(name, *args))


def env_with_path(*folders: Path, **variables: str) -> dict[str, str]:
    """This process's environment with ``folders`` put in front of
    ``PYTHONPATH`` (for a child Python that must import from them), and
    ``variables`` set."""
    pythonpath = os.pathsep.join([*map(str, folders), os.environ.get("PYTHONPATH", "")])
    return {**os.environ, **variables, "PYTHONPATH": pythonpath}


def loaded(position: dict[str, Any]) -> dict[str, Any]:
    """The state the reference engine reports after ``load_position(position)``."""
    session = Session()
    assert session.handle({"id": 1, "cmd": "load_position", "game": position["game"], "position": position})["ok"]
    state: dict[str, Any] = session.handle({"id": 2, "cmd": "state"})["state"]
    return state


def without_declared(state: dict[str, Any]) -> dict[str, Any]:
    """``state`` less what a route may change on purpose (features/README.md,
    "Routes"): the turn number and the scores, and who sits first."""
    state = dict(state, turn={k: v for k, v in state["turn"].items() if k != "number"})
    state["players"] = sorted(({k: v for k, v in p.items() if k != "score"} for p in state["players"]),
                              key=lambda p: p["name"])
    return state


def check_exported(tmp_path: Path, feature: str, engine: str | None, game: str) -> tuple[int, str]:
    """Run one exported ``.feature`` of ``game`` through ``rulebook check``
    (in process) on a temporary suite with its own binding module, against
    ``engine`` (a command; ``None``: the reference in process).  Returns the
    exit status and the output.  Tests calling it use the conftest fixture
    ``restore_interpreter_state``: the run leaves the binding module imported."""
    from click.testing import CliRunner

    from rulebook.cli import main

    suite = tmp_path / "suite"
    target = suite / "features" / game / "fuzz.feature"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(feature, encoding="utf-8")
    binding = suite / f"test_fuzz_suite_{game}_{tmp_path.name}.py"
    binding.write_text('from pytest_bdd import scenarios\n\nscenarios("features")\n', encoding="utf-8")
    args = ["check", "--suite", str(binding), "--report", str(tmp_path / f"report-{engine is None}.jsonl")]
    if engine:
        args += ["--engine", engine]
    result = CliRunner().invoke(main, args, catch_exceptions=False, env={"COLUMNS": "200"})
    return result.exit_code, result.output


def same_typed(a: Any, b: Any) -> bool:
    """Equal, with the same types all the way down (``1``, ``1.0`` and ``True`` differ; key
    order counts; NaN equals NaN): what a JSON reader or writer must keep."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return list(a) == list(b) and all(same_typed(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same_typed(x, y) for x, y in zip(a, b))
    if isinstance(a, float) and math.isnan(a):
        return math.isnan(b)
    return bool(a == b)

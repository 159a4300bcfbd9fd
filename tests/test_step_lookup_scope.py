"""The pytest-bdd speed-up (rulebook/_step_lookup.py) applies only to rulebook
runs: the package's pytest plugin is loaded in every pytest session of the
environment, yet a plain pytest-bdd project keeps pytest-bdd's own step
look-up.  A run given a ``--rulebook-*`` option gets the speed-up, and a
pytest-bdd whose internals are not the expected ones keeps its own look-up
with a warning saying why."""
from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from rulebook import _step_lookup

FEATURE = """\
Feature: A plain pytest-bdd project
  Scenario: Counting plums
    Given a basket of 3 plums for the step look-up test
    When one plum is eaten for the step look-up test
    Then the basket holds 2 plums for the step look-up test
"""

STEPS = '''\
import importlib
from pathlib import Path

from pytest_bdd import given, parsers, scenarios, then, when

scenarios("plums.feature")


@given(parsers.parse("a basket of {n:d} plums for the step look-up test"), target_fixture="basket")
def basket(n, request):
    # which look-up pytest-bdd is using while the scenario runs, and whether the plugin is loaded
    scenario = importlib.import_module("pytest_bdd.scenario")
    loaded = request.config.pluginmanager.has_plugin("rulebook")
    Path("lookup.txt").write_text(f"{scenario.find_fixturedefs_for_step.__module__} {loaded}")
    return [n]


@when("one plum is eaten for the step look-up test")
def eat(basket):
    basket[0] -= 1


@then(parsers.parse("the basket holds {n:d} plums for the step look-up test"))
def holds(basket, n):
    assert basket[0] == n
'''


def run_project(folder: Path, *options: str, conftest: str = "") -> tuple[subprocess.CompletedProcess[str], str]:
    """Run a one-scenario pytest-bdd project in ``folder`` with this environment's pytest
    (so with the rulebook plugin from its entry point); return the run and what the step saw."""
    (folder / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
    (folder / "plums.feature").write_text(FEATURE, encoding="utf-8")
    (folder / "test_plums.py").write_text(STEPS, encoding="utf-8")
    (folder / "conftest.py").write_text(textwrap.dedent(conftest), encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "-rw", *options],
                          cwd=folder, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc, (folder / "lookup.txt").read_text(encoding="utf-8")


def test_a_plain_pytest_bdd_project_keeps_pytest_bdds_own_step_lookup(tmp_path: Path) -> None:
    _, seen = run_project(tmp_path)
    assert seen == "pytest_bdd.scenario True"


@pytest.mark.slow  # a pytest run in a subprocess; the plain-project run stays in the default set
def test_a_run_given_a_rulebook_option_gets_the_speed_up(tmp_path: Path) -> None:
    _, seen = run_project(tmp_path, "--rulebook-timeout", "5")
    assert seen == "rulebook._step_lookup True"


@pytest.mark.slow  # a pytest run in a subprocess; the plain-project run stays in the default set
def test_an_unexpected_pytest_bdd_keeps_its_own_lookup_with_a_warning(tmp_path: Path) -> None:
    conftest = """\
        import rulebook._step_lookup

        rulebook._step_lookup.SUPPORTED_MAJOR = (0,)
        """
    proc, seen = run_project(tmp_path, "--rulebook-timeout", "5", conftest=conftest)
    assert seen == "pytest_bdd.scenario True"
    assert "is not a version it was written for (0.x)" in proc.stdout, proc.stdout
    assert "pytest-bdd's own step look-up" in proc.stdout


def test_the_installed_pytest_bdd_is_one_the_speed_up_expects() -> None:
    assert _step_lookup.unsupported() is None


@pytest.mark.parametrize("version", ["8.1.0", "10.0.0", "dev"])
def test_other_versions_are_refused_with_a_reason(version: str) -> None:
    reason = _step_lookup.unsupported(version)
    assert reason is not None and version in reason and "9.x" in reason

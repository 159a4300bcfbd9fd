"""Packaging: every dependency pyproject.toml names is pinned in constraints.txt, inside its range.

The README's install command and `.ci/run` install with `-c constraints.txt`; a dependency added to
pyproject.toml without a pin would drift on a fresh machine, which is what this test prevents.
"""
from __future__ import annotations

import tomllib

from _support import REPO
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name


def _pins() -> dict[str, str]:
    pins = {}
    for line in (REPO / "constraints.txt").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, _, version = line.partition("==")
            assert version, f"constraints.txt: {line!r} is not a '==' pin"
            pins[canonicalize_name(name)] = version
    return pins


def _requirements() -> list[Requirement]:
    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    names = list(project["dependencies"])
    for extra in project.get("optional-dependencies", {}).values():
        names.extend(extra)
    return [Requirement(n) for n in names]


def test_every_dependency_is_pinned_within_its_range():
    pins = _pins()
    problems = []
    for req in _requirements():
        pin = pins.get(canonicalize_name(req.name))
        if pin is None:
            problems.append(f"{req.name}: not pinned in constraints.txt")
        elif not req.specifier.contains(pin, prereleases=True):
            problems.append(f"{req.name}: pinned {pin}, outside {req.specifier}")
    assert not problems, "\n".join(problems)


def test_distribution_name_is_not_the_taken_one():
    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    assert project["name"] == "carcassonne-rulebook"
    assert "hypothesis" not in " ".join(project["dependencies"]), "nothing imports hypothesis at run time"


def test_the_version_is_the_installed_distributions():
    """`rulebook --version` and every report header carry the version of the distribution this
    project installs as (``rulebook`` is another project's name: looking it up gave "0")."""
    from importlib.metadata import version

    from click.testing import CliRunner

    from rulebook.cli import main
    from rulebook.report import DISTRIBUTION, installed_suite_version

    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    assert DISTRIBUTION == project["name"]
    expected = version(project["name"])
    assert expected != "0"
    assert installed_suite_version() == expected
    result = CliRunner().invoke(main, ["--version"])
    assert result.exit_code == 0
    assert result.output == f"rulebook {expected}\n"


def test_report_header_and_casebook_carry_the_version(tmp_path):
    from importlib.metadata import version

    from rulebook.report import ReportWriter, read_report
    from rulebook.reports.casebook import build_casebook

    expected = version("carcassonne-rulebook")
    path = tmp_path / "r.jsonl"
    with ReportWriter(path) as writer:
        writer.write_header(engine="e", hello=None)
        writer.write_footer()
    report = read_report(path)
    assert report.header["suite_version"] == expected
    assert f"suite {expected}" in build_casebook([report])

"""The layout contracts (README, "Layout"): the protocol package imports neither
side, the reference engine never imports the harness, and the harness reaches
the reference engine only through ``rulebook.oracle`` and its public API.

``lint-imports`` checks the contracts written in ``pyproject.toml``; these
tests run it, and show that each contract would catch a breach (a planted
import in a copy of the tree), so a contract that no longer matches anything
cannot pass silently.
"""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
PACKAGES = ("rulebook_protocol", "reference_engine", "rulebook")


def _lint_imports(root: Path) -> subprocess.CompletedProcess[str]:
    """``lint-imports`` run in ``root`` with ``root`` first on the import path."""
    script = "import sys; from importlinter.cli import lint_imports_command; sys.exit(lint_imports_command())"
    return subprocess.run([sys.executable, "-c", script, "--no-cache"], cwd=root, capture_output=True, text=True,
                          timeout=300, env={"PYTHONPATH": str(root), "PATH": "/usr/bin:/bin"})


def test_the_import_contracts_are_kept() -> None:
    done = _lint_imports(REPO)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "3 kept, 0 broken" in done.stdout


@pytest.fixture(scope="module")
def tree_copy(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("layout")
    for package in PACKAGES:
        shutil.copytree(REPO / package, root / package, ignore=shutil.ignore_patterns("__pycache__", "_data"))
    shutil.copy(REPO / "pyproject.toml", root / "pyproject.toml")
    return root


@pytest.mark.parametrize(("module", "planted", "broken"), [
    ("rulebook_protocol/_planted.py", "import reference_engine", "the protocol package imports neither side"),
    ("reference_engine/_planted.py", "import rulebook.report", "the reference engine never imports the harness"),
    ("rulebook/_planted.py", "import reference_engine", "only through rulebook.oracle"),
    ("rulebook/_planted.py", "from rulebook_protocol import data\nfrom reference_engine.kernel import board",
     "only through rulebook.oracle"),
])
def test_each_contract_catches_a_planted_import(tree_copy: Path, module: str, planted: str, broken: str) -> None:
    path = tree_copy / module
    path.write_text(f'"""A planted breach of the layout."""\n{planted}\n')
    try:
        done = _lint_imports(tree_copy)
    finally:
        path.unlink()
    assert done.returncode == 1, done.stdout + done.stderr
    assert "1 broken" in done.stdout and broken in " ".join(done.stdout.split()), done.stdout


def test_the_oracle_imports_only_the_engines_public_names() -> None:
    """``rulebook.oracle`` names nothing of ``reference_engine`` that the package does not export."""
    import ast

    import reference_engine

    tree = ast.parse((REPO / "rulebook" / "oracle.py").read_text(encoding="utf-8"))
    engine = "reference_engine"
    used = {node.attr for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == engine}
    used |= {alias.name for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module == engine
             for alias in node.names}
    assert used and used <= set(reference_engine.__all__), used - set(reference_engine.__all__)

"""The run of the reference engine the site draws its boards and events from.

``rulebook check`` (the default engine: the reference engine, in process) is run in a child
Python process, so that pytest's collection and assertion rewriting stay out of the process
building the site.  Its report is cached under a digest of everything it depends on: the
files of ``features/``, ``spec/``, ``schemas/``, the ``reference_engine`` and ``rulebook``
packages (Python files), the suite version and the games asked for.  Unchanged inputs reuse
the cached report; anything else runs again.
"""
from __future__ import annotations

import hashlib
import os
import subprocess
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

from rulebook.errors import UsageError
from rulebook.report import Report, read_report


def default_cache_dir() -> Path:
    """``$XDG_CACHE_HOME/rulebook/site`` (``~/.cache/rulebook/site``)."""
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "rulebook" / "site"


def _files(root: Path, patterns: Iterable[str]) -> list[Path]:
    out: list[Path] = []
    for pattern in patterns:
        out.extend(p for p in root.rglob(pattern) if p.is_file() and "__pycache__" not in p.parts)
    return sorted(set(out))


def inputs_digest(roots: Sequence[tuple[Path | None, Sequence[str]]], extra: str = "") -> str:
    """SHA-256 (hex) over the relative path and bytes of every file under each root matching
    its patterns, and ``extra``."""
    digest = hashlib.sha256(extra.encode())
    for root, patterns in roots:
        if root is None or not root.is_dir():
            digest.update(b"<missing>")
            continue
        for path in _files(root, patterns):
            digest.update(str(path.relative_to(root)).encode() + b"\0")
            digest.update(path.read_bytes())
            digest.update(b"\0")
    return digest.hexdigest()


def reference_run(games: Sequence[str], *, ids: Sequence[str] = (), features_dir: Path | None, spec_dir: Path | None,
                  cache_dir: Path | None, log: list[str]) -> Report:
    """The report of ``rulebook check`` (reference engine, in process) over ``games`` (all
    when empty) and the scenarios ``ids`` (all when empty), from the cache when its inputs are
    unchanged.  ``cache_dir`` ``None``: no cache (a temporary report).  Appends what it did to ``log``.  Raises
    :class:`~rulebook.errors.UsageError` when the run produced no readable report."""
    import importlib.util

    import rulebook
    from rulebook.report import installed_suite_version

    # The reference engine's folder, for the digest only: located, never imported here (the
    # harness reaches the engine through rulebook/oracle.py alone; README, "Layout").
    found = importlib.util.find_spec("reference_engine")
    engine_dir = Path(found.origin).parent if found is not None and found.origin else None
    harness_dir = Path(rulebook.__file__ or ".").parent
    schemas_dir = spec_dir.parent / "schemas" if spec_dir is not None else None
    digest = inputs_digest(
        [(features_dir, ["*.feature", "*.json", "*.lock"]), (spec_dir, ["*.md", "*.json"]),
         (schemas_dir, ["*.json"]), (engine_dir, ["*.py", "*.json"]), (harness_dir, ["*.py"])],
        extra=f"{installed_suite_version()}|{','.join(sorted(games))}|{','.join(sorted(ids))}",
    )
    if cache_dir is not None:
        cached = cache_dir / f"reference-{digest[:24]}.jsonl"
        if cached.is_file():
            try:
                report = read_report(cached)
                if report.complete:
                    log.append(f"reference run: reused {cached}")
                    return report
            except Exception:  # a damaged cache entry is simply run again
                pass
        cache_dir.mkdir(parents=True, exist_ok=True)
        target = cached
    else:
        import tempfile

        target = Path(tempfile.mkdtemp(prefix="rulebook-site-")) / "reference.jsonl"
    command = [sys.executable, "-m", "rulebook", "check", "--report", str(target),
               "--junit", str(target.with_suffix(".xml")), "--no-progress"]
    for game in games:
        command += ["--game", game]
    for scenario_id in ids:
        command += ["--id", scenario_id]
    result = subprocess.run(command, capture_output=True, text=True, check=False)
    if not target.is_file():
        raise UsageError("the reference run wrote no report:\n" + (result.stdout + result.stderr)[-2000:])
    try:
        target.with_suffix(".xml").unlink()
    except OSError:
        pass
    log.append(f"reference run: ran {' '.join(command[1:])} (exit {result.returncode}), report {target}")
    return read_report(target)

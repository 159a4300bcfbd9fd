"""The HTML casebook: one self-contained file to find a bug from a report.

Layout: game → rule → scenario.  Each rule shows its text from ``spec/``;
each scenario its Gherkin (from its ``.feature`` file), the source example
from the rulebook inventories when it has ``@source`` tags, and one column
per report (engine), like Bowtie's site: the outcome, the message and
details, the structured diff, the transcript and the board drawn before and
after the moves (:func:`rulebook.reports.boards.board_svg`).  Filters by game, outcome
and text, and "only where the engines differ" are plain inline JavaScript;
the page needs no network (no external CSS, scripts or fonts).

A scenario is listed in full under its first rule and referenced from its
other rules.  For a passed scenario the report keeps only the exchanges that
draw the board (:func:`rulebook.reports.boards.board_transcript`), so it gets
its board too.  A perft case shows what it counts and its position.  A game a
report has no scenario of is "not run" for it, not a failure.

API: :func:`build_casebook` (HTML text) and :func:`write_casebook`.
"""
from __future__ import annotations

import os
from collections import Counter
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from rulebook.report import OUTCOMES, Report, is_problem
from rulebook.reports.sources import Sources

from ._text import github_anchor, pretty_json, render_gherkin, render_markdown, slug, when
from ._views import NO_RULE, build_views

__all__ = ["NO_RULE", "OUTCOME_LABEL", "build_casebook", "github_anchor", "pretty_json", "render_gherkin",
           "render_markdown", "slug", "write_casebook"]

#: Outcome → (short label, icon) for the pills.
OUTCOME_LABEL: dict[str, tuple[str, str]] = {
    "passed": ("passed", "✓"),
    "failed": ("failed", "✗"),
    "errored": ("errored", "!"),
    "crashed": ("crashed", "☠"),
    "timeout": ("timeout", "⏱"),
    "not_run": ("not run", "⊘"),
    "skipped": ("skipped", "–"),
    "not_applicable": ("not applicable", "∅"),
    "xfailed": ("xfailed", "✓"),
    "xpassed": ("xpassed", "!"),
}


def build_casebook(
    reports: Report | Sequence[Report],
    *,
    spec_dir: Path | None = None,
    features_dir: Path | None = None,
    rulebooks_dir: Path | None = None,
    labels: Sequence[str] | None = None,
    title: str | None = None,
    spec_url: str | None = None,
) -> str:
    """The casebook of one or more reports (one column each), as HTML text.

    ``spec_dir``, ``features_dir`` and ``rulebooks_dir`` default to the
    checkout's (see :mod:`rulebook.reports.sources`); ``labels`` name the
    engine columns; ``spec_url`` (e.g. a repository's ``blob/main`` URL) turns
    rule references into links to the spec files.
    """
    from jinja2 import Environment, PackageLoader, StrictUndefined
    from markupsafe import Markup

    if isinstance(reports, Report):
        reports = [reports]
    reports = list(reports)
    if not reports:
        raise ValueError("a casebook needs at least one report")
    sources = Sources(spec_dir=spec_dir, features_dir=features_dir, rulebooks_dir=rulebooks_dir)
    engines, games, art = build_views(reports, sources=sources, labels=labels, spec_url=spec_url)

    env = Environment(loader=PackageLoader("rulebook.reports", "templates"), autoescape=True,
                      undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    env.filters["markup"] = Markup
    env.filters["slug"] = slug
    env.filters["when"] = when
    env.filters["pct"] = lambda pair: (100.0 * pair[0] / pair[1]) if pair[1] else 0.0
    env.globals["OUTCOME_LABEL"] = OUTCOME_LABEL
    env.globals["is_problem"] = is_problem
    outcomes_present = [o for o in OUTCOMES if any(e.counts.get(o) for e in engines)]
    outcome_counts = Counter(o for g in games for r in g.rules for s in r.scenarios for o in s.outcomes)
    template = env.get_template("casebook.html.j2")
    return template.render(
        title=title or "Rulebook casebook",
        generated=datetime.now(UTC).strftime("%Y-%m-%d %H:%M UTC"),
        engines=engines,
        games=games,
        outcomes=outcomes_present,
        outcome_counts=outcome_counts,
        problem_outcomes=[o for o in outcomes_present if is_problem(o, strict=True)],
        n_scenarios=sum(g.n_scenarios for g in games),
        defs=Markup(art.defs()),
        sources_note=_sources_note(sources),
    )


def _sources_note(sources: Sources) -> list[str]:
    notes = []
    if sources.spec_dir is None:
        notes.append("spec/ was not found: rule texts and tile data are missing.")
    if sources.features_dir is None:
        notes.append("features/ was not found: scenario texts are missing.")
    if sources.rulebooks_dir is None:
        notes.append("The rulebook inventories (spec/rulebooks) were not found: "
                     "source examples show their id only.")
    return notes


def write_casebook(reports: Report | Sequence[Report], path: str | os.PathLike[str], **kwargs: Any) -> Path:
    """Write :func:`build_casebook` to ``path`` (parent folders created), replacing it
    atomically (:func:`rulebook.outputs.write_text`); returns the path.  Raises
    :class:`~rulebook.errors.OutputError` when it cannot be written."""
    from rulebook.outputs import write_text

    return write_text(path, build_casebook(reports, **kwargs), what="the casebook")


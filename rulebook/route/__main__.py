"""``python -m rulebook.route``: the drafts no route reaches
(:mod:`rulebook.route._survey`), and filler-tile edits that make tile-game
drafts reachable (:mod:`rulebook.route.tiles`).

``python -m rulebook.route lint [--game G]``
    one line per scenario whose draft no route reaches: ``id: reason``.
``python -m rulebook.route rewrite [--game G] [--id ID] [--write]``
    for each such draft whose reason a filler tile can cure, the first edit
    (one to three more figure-free tiles in its ``Given the board:`` table, or
    in the board of its ``the engine has loaded the position:`` doc string) after
    which the scenario passes both with ``load_position`` and with
    ``--setup route``; without ``--write`` the feature files are left as they
    were and the edits are only listed.  Scenarios tagged ``@source:`` (worked
    examples of a rulebook) keep the book's board, unless their comment says
    "The picture is missing" (the board is the author's reconstruction) or
    ``--examples`` is given.
"""
from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

import click

from . import NoRoute
from ._survey import collect, conformance_suite
from .tiles import CURABLE, Filler, apply_edit, filler_edits, is_example, named_cells, picture_missing, scenario_block


def _suite() -> list[str]:
    return [conformance_suite()]


@click.group()
def main() -> None:
    """Routes: which drafts no route reaches, and how to make them reachable."""


@main.command()
@click.option("--game", "games", multiple=True, help="Only this game (repeatable).")
def lint(games: tuple[str, ...]) -> None:
    """List the scenarios whose draft no route reaches, with the reason."""
    found = collect(_suite(), games)
    bad = sorted((k, v.route.reason) for k, v in found.items() if isinstance(v.route, NoRoute))
    for scenario_id, reason in bad:
        click.echo(f"{scenario_id}: {reason}")
    click.echo(f"{len(bad)} of {len(found)} drafts no route reaches")


def _outcomes(ids: list[str], setup: str) -> dict[str, str]:
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "r.jsonl"
        args = [sys.executable, "-m", "rulebook.cli", "check", "--no-progress", "--setup", setup, "--report",
                str(report)]
        for i in ids:
            args += ["--id", i]
        subprocess.run(args, capture_output=True, text=True, timeout=900)
        out: dict[str, str] = {}
        for line in report.read_text(encoding="utf-8").splitlines():
            row = json.loads(line)
            if row.get("type") == "scenario":
                base = row["id"].split("[")[0]
                out[base] = out.get(base, "passed") if row["outcome"] == "passed" else row["outcome"]
        return out


@main.command()
@click.option("--game", "games", multiple=True, help="Only this game (repeatable).")
@click.option("--id", "ids", multiple=True, help="Only this scenario (repeatable).")
@click.option("--write/--dry-run", default=False, help="Write the kept edits into the feature files.")
@click.option("--examples/--no-examples", default=False, help="Also edit worked examples (@source: tags).")
@click.option("--rounds", default=4, show_default=True, help="Candidate edits tried per draft, at most.")
def rewrite(games: tuple[str, ...], ids: tuple[str, ...], write: bool, examples: bool, rounds: int) -> None:
    """Add filler tiles to unreachable drafts where that makes them reachable."""
    found = collect(_suite(), games, ids)
    todo: dict[str, list[list[Filler]]] = {}
    texts: dict[str, str] = {}
    for scenario_id, entry in sorted(found.items()):
        if not isinstance(entry.route, NoRoute) or "[" in scenario_id:
            continue
        reason = entry.route.reason
        if not any(r in reason for r in CURABLE):
            continue
        path = entry.feature
        text = texts.setdefault(path, Path(path).read_text(encoding="utf-8"))
        span = scenario_block(text, scenario_id)
        if span is None:
            continue
        block = text[span[0]:span[1]]
        if is_example(block) and not examples and not picture_missing(text, span[0]):
            click.echo(f"{scenario_id}: a worked example; left as the book shows it")
            continue
        edits: list[list[Filler]] = []
        for edit in filler_edits(entry.draft, named_cells(block)):
            if apply_edit(text, scenario_id, edit) is None:
                break
            edits.append(edit)
            if len(edits) >= rounds:
                break
        if edits:
            todo[scenario_id] = edits
        else:
            click.echo(f"{scenario_id}: no filler edit found ({reason})")
    kept: dict[str, list[Filler]] = {}
    originals = {p: Path(p).read_text(encoding="utf-8") for p in texts}
    for attempt in range(rounds):
        trying = {k: v[attempt] for k, v in todo.items() if k not in kept and len(v) > attempt}
        if not trying:
            break
        for path in texts:
            text = originals[path]
            for scenario_id, edit in {**kept, **trying}.items():
                if found[scenario_id].feature == path:
                    text = apply_edit(text, scenario_id, edit) or text
            Path(path).write_text(text, encoding="utf-8")
        loaded = _outcomes(list(trying), "load_position")
        routed = _outcomes(list(trying), "route")
        for scenario_id, edit in trying.items():
            if loaded.get(scenario_id) == "passed" and routed.get(scenario_id) == "passed":
                kept[scenario_id] = edit
    for path in texts:  # write the kept edits only (or restore everything on a dry run)
        text = originals[path]
        if write:
            for scenario_id, edit in kept.items():
                if found[scenario_id].feature == path:
                    text = apply_edit(text, scenario_id, edit) or text
        Path(path).write_text(text, encoding="utf-8")
    for scenario_id in sorted(todo):
        if scenario_id in kept:
            rows = "; ".join(f"{t} at {x},{y} rotated {r}" for x, y, t, r in kept[scenario_id])
            click.echo(f"{scenario_id}: {'added' if write else 'would add'} {rows}")
        else:
            click.echo(f"{scenario_id}: no edit kept (each changed an outcome)")
    click.echo(f"{len(kept)} drafts made reachable{'' if write else ' (dry run)'}")


if __name__ == "__main__":
    main()

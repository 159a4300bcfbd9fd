"""``rulebook site``: every rule id, worked example and reading key of the sources appears on
the site, every deep link of ``ids.json`` lands on a page and an element that exist, every
scenario links to its ``.feature`` line, no file is over the 3 MiB budget, and a run report
of another engine is laid over the scenarios.

The default run builds the site of one game (Oregon, with the protocol's rules) from a run of
the reference engine over Oregon alone; the whole site (every game, timed against the one-minute
goal) is ``slow``."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from rulebook.cli import main
from rulebook.reports.sources import find_features_dir, find_rulebooks_dir, find_spec_dir
from rulebook.site import MAX_FILE_BYTES, build_site, rule_group
from rulebook.site._spec import load_inventories, load_readings, load_rules

#: The scenarios of the default run's small site: a few Oregon scenarios, among them some whose
#: outcome changes with a reading (church.cap, group.colour) and a worked example's.
PREVIEW = ("ore-bscore-01", "ore-bscore-05", "ore-bscore-06", "ore-group-03", "ore-group-04", "ore-extra-03")

SPEC = find_spec_dir()
FEATURES = find_features_dir()
assert SPEC is not None and FEATURES is not None


def _ids_on_page(path: Path) -> set[str]:
    return set(re.findall(r'\sid="([^"]+)"', path.read_text(encoding="utf-8")))


def _line(page: Path, line: int, sid: str) -> str:
    """The text of the lines just above ``line`` of a .feature page (the scenario's tags)."""
    text = page.read_text(encoding="utf-8")
    found = [m for m in re.finditer(r'<span class="sl" id="L(\d+)">', text) if line - 6 <= int(m.group(1)) <= line]
    return text[found[0].start(): text.index("</span>", found[-1].end()) + 7] if found else ""


def _check_site(out: Path, games: set[str]) -> None:
    """Everything the sources name for ``games`` is on the site, and every link of ids.json works."""
    assert SPEC is not None
    ids = json.loads((out / "ids.json").read_text(encoding="utf-8"))
    pages: dict[str, set[str]] = {}

    def anchors(page: str) -> set[str]:
        if page not in pages:
            pages[page] = _ids_on_page(out / page)
        return pages[page]

    for key, url in ids.items():
        page, _, anchor = url.partition("#")
        assert (out / page).is_file(), f"{key} → {url}: no such page"
        if anchor:
            assert anchor in anchors(page), f"{key} → {url}: no element with that id"
    # every rule id of spec/*.md (of these games and the protocol), under its group's page
    rules = [r for r in load_rules(SPEC) if r.game in games or r.game == "protocol"]
    assert len(rules) > 20
    for rule in rules:
        assert rule.id in anchors(f"rules/{rule_group(rule.id)}.html"), rule.id
        assert ids[rule.id] == f"rules/{rule_group(rule.id)}.html#{rule.id}"
    # every worked example of the inventories the package ships
    examples, _ = load_inventories(find_rulebooks_dir(spec_dir=SPEC))
    wanted = [e for e in examples if e.game in games]
    assert wanted
    for example in wanted:
        assert example.id in anchors("examples.html"), example.id
    # every registered reading key, with its page
    readings = [r for r in load_readings(SPEC, FEATURES / "readings.json" if FEATURES else None) if r.game in games]
    assert readings
    for reading in readings:
        page = f"readings/{reading.game}/{reading.key}.html"
        assert ids[reading.anchor] == page
        text = (out / page).read_text(encoding="utf-8")
        assert reading.key in text
        for sid in reading.scenarios:  # the scenarios whose outcome changes, each linked (those built)
            if sid not in ids:
                continue
            assert f'#{sid}"' in text, (reading.anchor, sid)
    # each scenario links to its .feature line, and that line exists in the site's copy
    articles = 0
    for page in {url.partition("#")[0] for url in ids.values() if url.startswith("rules/")}:
        text = (out / page).read_text(encoding="utf-8")
        for sid, body in re.findall(r'<article class="scenario" id="([^"]+)">(.*?)</article>', text, re.S):
            articles += 1
            link = re.search(r'href="\.\./(src/features/[^"#]+)(?:#L(\d+))?"', body)
            assert link is not None, (page, sid)
            assert (out / link.group(1)).is_file(), (sid, link.group(1))
            if link.group(1).endswith(".feature.html"):
                assert link.group(2) is not None, sid
                assert f"L{link.group(2)}" in anchors(link.group(1)), (sid, link.group(0))
                assert f"@id:{sid.split('[')[0]}" in _line(out / link.group(1), int(link.group(2)), sid)
    assert articles == sum(1 for key, url in ids.items() if url.endswith("#" + key) and key[:1].islower())
    # the budget
    for path in out.rglob("*"):
        assert path.stat().st_size <= MAX_FILE_BYTES, path


@pytest.fixture(scope="module")
def oregon_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site") / "oregon"
    build_site(out, games=["oregon"], scenario_ids=PREVIEW, cache_dir=out.parent / "cache")
    return out


def test_site_of_one_game_has_every_rule_example_reading_and_working_links(oregon_site: Path) -> None:
    out = oregon_site
    _check_site(out, {"oregon"})
    # a rule the spec gives no scenario says why, in the spec's words
    assert SPEC is not None
    silent = [r for r in load_rules(SPEC) if r.game == "oregon" and r.no_scenario]
    for rule in silent:
        assert rule.no_scenario is not None
        assert rule.no_scenario in (out / f"rules/{rule.group}.html").read_text(encoding="utf-8")
    # and boards are files the pages show, each an SVG with a viewBox (it scales to the screen)
    boards = list((out / "boards").glob("*.svg"))
    assert boards
    assert all("viewBox=" in b.read_text(encoding="utf-8")[:600] for b in boards[:50])


def test_site_reuses_the_cached_reference_run(oregon_site: Path, tmp_path: Path) -> None:
    out = oregon_site
    stats = build_site(tmp_path / "again", games=["oregon"], scenario_ids=PREVIEW, cache_dir=out.parent / "cache")
    assert any(line.startswith("reference run: reused") for line in stats.log), stats.log
    assert stats.seconds < 30


def test_site_overlays_another_engines_results(oregon_site: Path, tmp_path: Path) -> None:
    out = oregon_site
    cached = sorted((out.parent / "cache").glob("reference-*.jsonl"))
    assert cached
    lines = cached[0].read_text(encoding="utf-8").splitlines()
    # the "other engine": the same run with one scenario failed and its name changed
    doctored = []
    failed_id = None
    for raw in lines:
        line = json.loads(raw)
        if line.get("type") == "header":
            line.setdefault("hello", {}).setdefault("engine", {})["name"] = "Other engine"
        elif line.get("type") == "scenario" and failed_id is None and line.get("rules"):
            failed_id = line["id"]
            line["outcome"] = "failed"
            line["message"] = "expected 4 points, got 2"
        doctored.append(json.dumps(line))
    report = tmp_path / "other.jsonl"
    report.write_text("\n".join(doctored) + "\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["site", "-o", str(tmp_path / "site"), "--game", "oregon", "--reference",
                                       str(cached[0]), "--results", str(report)])
    assert result.exit_code == 0, result.output
    ids = json.loads((tmp_path / "site" / "ids.json").read_text(encoding="utf-8"))
    assert failed_id is not None
    page = (tmp_path / "site" / ids[failed_id].partition("#")[0]).read_text(encoding="utf-8")
    block = page[page.index(f'id="{failed_id}"'):]
    block = block[: block.index("</article>")]
    assert "Other engine" in block and "o-failed" in block and "expected 4 points, got 2" in block
    index = (tmp_path / "site" / "index.html").read_text(encoding="utf-8")
    assert "Other engine" in index
    assert '<span class="pill o-failed">1 failed</span>' in index  # the summary per game counts it


def test_site_budget_option_fails_a_site_over_it(oregon_site: Path, tmp_path: Path) -> None:
    out = oregon_site
    cached = sorted((out.parent / "cache").glob("reference-*.jsonl"))
    result = CliRunner().invoke(main, ["site", "-o", str(tmp_path / "s"), "--game", "oregon", "--reference",
                                       str(cached[0]), "--budget-mb", "0.05"])
    assert result.exit_code == 1
    assert "over the budget of 0.05 MB" in result.output


@pytest.mark.slow
def test_whole_site_has_everything(tmp_path: Path) -> None:
    """The whole site, reference run included, holds every rule id, worked example and reading key.
    Its build time is measured in ``bench/site_build.py`` (never asserted here: tests do not time)."""
    result = CliRunner().invoke(main, ["site", "-o", str(tmp_path / "site"), "--no-cache"])
    assert result.exit_code == 0, result.output
    _check_site(tmp_path / "site", {"carcassonne", "gold_rush", "discovery", "oregon"})


def _box(cx: float, cy: float, half_w: float, half_h: float) -> tuple[float, float, float, float]:
    return cx - half_w, cy - half_h, cx + half_w, cy + half_h


def _overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def test_board_markers_do_not_overlap_and_figures_leave_the_middle_free() -> None:
    """Figures on one place stand side by side; a Gold Rush token stack never touches a figure
    on its mountain; a figure on the middle of a tile leaves its middle (a lake, its port city,
    a cloister) visible."""
    from rulebook.reports.boards.gold_rush import token_point
    from rulebook.reports.boards.tile_art import PLACE_ANCHOR
    from rulebook.reports.boards.tiles import FIGURE_ANCHOR, FIGURE_SCALE, figure_point

    half = 12 * FIGURE_SCALE  # a meeple is 24 units wide and high at scale 1 (rulebook.reports.boards._svg)
    for at in PLACE_ANCHOR:
        figures = [_box(*figure_point(0, 0, at, n), half, half) for n in range(3)]
        for i, one in enumerate(figures):
            assert not any(_overlap(one, other) for other in figures[i + 1:]), (at, figures)
        tx, ty = token_point(0, 0, at)
        stack = _box(tx, ty, 13, 8)
        assert all(not _overlap(stack, f) for f in figures), (at, stack, figures)
        assert -2 <= stack[0] and stack[2] <= 102 and -2 <= stack[1] and stack[3] <= 102, (at, stack)
    middle = _box(50, 50, 7, 7)  # the port city symbol / the centre of a lake or cloister
    assert not _overlap(_box(*FIGURE_ANCHOR["C"], half, half), middle)


def test_every_rule_without_a_scenario_says_why() -> None:
    """A reader can tell "not tested, and why" from "missing": every rule of spec/ that no
    scenario tags carries the spec's ``**No scenario:**`` reason (or is a META rule)."""
    from rulebook.site._spec import load_rules

    features, spec = find_features_dir(), find_spec_dir()
    assert features is not None and spec is not None
    tagged: set[str] = set()
    for feature in features.rglob("*.feature"):
        tagged |= set(re.findall(r"@rule:([A-Z0-9-]+)", feature.read_text(encoding="utf-8")))
    rules = load_rules(spec)
    assert len(rules) > 300
    silent = [r.id for r in rules if r.id not in tagged and not r.no_scenario and not r.group.endswith("-META")]
    assert silent == [], f"rules with no scenario and no '**No scenario:**' reason in spec/: {silent}"

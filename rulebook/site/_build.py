"""Building the site: the view model (rules, scenarios, examples, readings) and the pages."""
from __future__ import annotations

import html
import json
import os
import re
import shutil
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulebook.report import Report, ReportError, read_report
from rulebook.reports import boards as _boards
from rulebook.reports.casebook._text import render_gherkin, render_markdown
from rulebook.reports.sources import GherkinText, Sources

from ._spec import GAME_TITLES, Example, Reading, Rule, Statement, load_inventories, load_readings, load_rules

#: Size budget of one file of the site (bytes); the build fails over it.
MAX_FILE_BYTES = 3 * 1024 * 1024
#: Longer side of a board drawing, pixels (the drawing scales down to the screen: viewBox + max-width).
BOARD_PX = 320
#: Most events listed per scenario (the rest are counted).
MAX_EVENTS = 40

_UNSAFE = re.compile(r"[^A-Za-z0-9_.-]+")


def file_slug(text: str) -> str:
    """A file name part for an id (``ore-x[a-b]`` → ``ore-x_a-b_``)."""
    return _UNSAFE.sub("_", text).strip("_") or "x"


# --------------------------------------------------------------------------- view model


@dataclass
class EventRow:
    move: str
    kind: str
    detail: str


@dataclass
class ScenarioView:
    id: str
    title: str
    game: str
    feature: str
    line: int | None
    rules: list[str]
    sources: list[str]
    requires: list[str]
    interpretations: list[str]
    gherkin_html: str | None
    boards: list[tuple[str, str]] = field(default_factory=list)  # (caption, file under boards/)
    legend: list[tuple[str, str, str]] = field(default_factory=list)  # (label, colour, shape)
    board_note: str | None = None
    events: list[EventRow] = field(default_factory=list)
    more_events: int = 0
    perft: dict[str, Any] | None = None
    reference_outcome: str = "passed"
    overlay: dict[str, Any] | None = None  # the --results line

    @property
    def page(self) -> str:
        """The page (relative to the site root) the scenario is written out on."""
        from ._spec import rule_group

        return f"rules/{rule_group(self.rules[0])}.html" if self.rules else "rules/no-rule.html"


@dataclass
class SiteStats:
    """What a build wrote: ``pages`` (HTML files), ``files`` (all), ``bytes`` (total),
    ``largest`` (path, bytes), ``seconds``, ``log`` (what it did), ``ids`` (every id → URL)."""

    out: Path
    pages: int = 0
    files: int = 0
    bytes: int = 0
    largest: tuple[str, int] = ("", 0)
    seconds: float = 0.0
    log: list[str] = field(default_factory=list)
    ids: dict[str, str] = field(default_factory=dict)


def building_abbreviation(name: str) -> str:
    """The letters an Oregon board drawing writes on a building (``church`` → ``Ch``)."""
    from rulebook.reports.boards.oregon import _BUILDING_ABBR

    return _BUILDING_ABBR.get(name, name[:2].title())


def _event_detail(event: Mapping[str, Any]) -> str:
    rest = {k: v for k, v in event.items() if k != "type"}
    return json.dumps(rest, ensure_ascii=False, separators=(", ", ": "))[:220]


def _events(transcript: Any) -> tuple[list[EventRow], int]:
    rows: list[EventRow] = []
    total = 0
    for pair in transcript if isinstance(transcript, list) else []:
        if not isinstance(pair, dict):
            continue
        request: dict[str, Any] = pair["request"] if isinstance(pair.get("request"), dict) else {}
        response: dict[str, Any] = pair["response"] if isinstance(pair.get("response"), dict) else {}
        if request.get("cmd") != "apply_move":
            continue
        move = _boards.describe_request(request) or json.dumps(request.get("move"), ensure_ascii=False)
        events = response.get("events")
        if response.get("ok") is False:
            error: dict[str, Any] = response["error"] if isinstance(response.get("error"), dict) else {}
            total += 1
            if len(rows) < MAX_EVENTS:
                rows.append(EventRow(move, "refused", f"{error.get('code', '?')} {error.get('rule') or ''}".strip()))
            continue
        for event in events if isinstance(events, list) else []:
            if isinstance(event, dict):
                total += 1
                if len(rows) < MAX_EVENTS:
                    rows.append(EventRow(move, str(event.get("type", "?")), _event_detail(event)))
                move = ""
    return rows, total - len(rows)


class _Boards:
    """Writes board drawings as standalone SVG files under ``boards/``."""

    def __init__(self, out: Path, spec_dir: Path | None) -> None:
        self.dir = out / "boards"
        self.dir.mkdir(parents=True, exist_ok=True)
        self.spec_dir = spec_dir
        self.art = _boards.TileArt(_boards.load_tile_catalog(spec_dir))

    def write(self, name: str, svg: str) -> str:
        path = self.dir / f"{name}.svg"
        path.write_text('<?xml version="1.0" encoding="UTF-8"?>\n' + svg, encoding="utf-8")
        return f"boards/{name}.svg"

    def legend(self, boards: Sequence[_boards.BoardBase | None]) -> list[tuple[str, str, str]]:
        items: list[tuple[str, str, str]] = []
        kinds: list[str] = []
        players: list[str] = []
        figures: list[str] = []
        for board in boards:
            for kind in _boards.board_kinds(board, self.art, self.spec_dir):
                if kind not in kinds:
                    kinds.append(kind)
            if board is None:
                continue
            for name in board.players:
                if name not in players:
                    players.append(name)
            for figure in getattr(board, "figures", []) or []:
                kind = str(figure.get("figure", "follower")) if isinstance(figure, Mapping) else ""
                if kind and kind not in figures:
                    figures.append(kind)
        for kind in kinds:
            items.append((kind.replace("_", " "), _boards.style_for(kind)[0], "swatch"))
        last = next((b for b in reversed(boards) if b is not None), None)
        for name in players:
            items.append((f"player {name}", _boards.player_colour(name, last.players if last else []), "dot"))
        for kind in figures:
            items.append((kind.replace("_", " "), "", "figure-" + file_slug(kind)))
        # Oregon: farmers are discs in their player's colour; buildings are lettered squares.
        if any(getattr(b, "farmers", None) for b in boards if b is not None):
            items.append(("farmer (a disc in its player's colour)", "#777", "dot"))
        buildings: list[str] = []
        for board in boards:
            for building in getattr(board, "buildings", None) or []:
                name = str(building.get("building", "")) if isinstance(building, Mapping) else ""
                if name and name not in buildings:
                    buildings.append(name)
        for name in buildings:
            items.append((name.replace("_", " "), building_abbreviation(name), "abbr"))
        return items

    def scenario(self, view: ScenarioView, transcript: Any) -> None:
        story = _boards.reconstruct(transcript)
        if story.after is None:
            view.board_note = story.problem or "no board to draw"
            return
        base = file_slug(view.id)
        try:
            if story.before is not None and story.changed:
                frame = _boards.board_cells(story.before) | _boards.board_cells(story.after)
                before = _boards.board_svg(story.before, label=f"{view.id}: before the moves", frame=frame,
                                           spec_dir=self.spec_dir, max_px=BOARD_PX)
                after = _boards.board_svg(story.after, label=f"{view.id}: after the moves", compare=story.before,
                                          frame=frame, spec_dir=self.spec_dir, max_px=BOARD_PX)
                moves = story.moves[-4:]
                caption = ("After: " + ("… " if len(story.moves) > 4 else "") + ", ".join(moves)) if moves else "After"
                view.boards = [("Before the moves", self.write(base + ".before", before)),
                               (caption, self.write(base + ".after", after))]
            else:
                svg = _boards.board_svg(story.after, label=f"{view.id}: the position", spec_dir=self.spec_dir,
                                        max_px=BOARD_PX)
                caption = "Position" + (" (the moves changed nothing on the board)" if story.moves else "")
                view.boards = [(caption, self.write(base, svg))]
        except Exception as exc:  # a drawing bug must not stop the site: the page says so
            view.boards = []
            view.board_note = f"the board could not be drawn: {type(exc).__name__}: {exc}"
            return
        view.legend = self.legend([story.before, story.after])

    def perft(self, view: ScenarioView, case: Mapping[str, Any]) -> None:
        position = case.get("position")
        if isinstance(position, dict):
            try:
                svg = _boards.board_svg(position, label=f"{view.id}: perft position", spec_dir=self.spec_dir,
                                        max_px=BOARD_PX)
                view.boards = [("The position of the case", self.write(file_slug(view.id), svg))]
                view.legend = self.legend([_boards.board_from_state(None, position)])
            except Exception as exc:
                view.board_note = f"the board could not be drawn: {type(exc).__name__}: {exc}"


# --------------------------------------------------------------------------- rendering helpers


_ID_TOKEN = re.compile(r"\b([A-Z]{2,4}-(?:R|EX)-[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)\b")
#: A scenario id in a rule's text (``gr-edge-17``); only ids of the site are linked.
_SCENARIO_TOKEN = re.compile(r"(?<![\w/#.-])([a-z]+(?:-[a-z0-9]+)+)(?![\w-])")


class _Linker:
    """Turns rule and example ids in rendered HTML text into links (not inside tags or links)."""

    def __init__(self, targets: Mapping[str, str]) -> None:
        self.targets = targets

    def __call__(self, rendered: str, depth: int, skip: str = "") -> str:
        prefix = "../" * depth
        out: list[str] = []
        in_link = 0
        for part in re.split(r"(<[^>]+>)", rendered):
            if part.startswith("<"):
                if part.startswith("<a "):
                    in_link += 1
                elif part == "</a>":
                    in_link = max(0, in_link - 1)
                out.append(part)
                continue
            if in_link:
                out.append(part)
                continue

            def link(match: re.Match[str]) -> str:
                target = self.targets.get(match.group(1))
                if target is None or match.group(1) == skip:
                    return match.group(0)
                return f'<a href="{prefix}{target}">{match.group(1)}</a>'

            out.append(_SCENARIO_TOKEN.sub(link, _ID_TOKEN.sub(link, part)))
        return "".join(out)


def _tag_order(rules: list[str], gherkin: GherkinText | None) -> list[str]:
    """``rules`` in the order the scenario's ``@rule:`` tags give them (the first is the rule the
    author checks; the report lists them sorted)."""
    if gherkin is None:
        return rules
    tagged: list[str] = []
    for number, text in gherkin.lines:
        if number is not None and number > gherkin.line:
            break
        for token in text.split():
            if token.startswith("@rule:") and token[6:] in rules and token[6:] not in tagged:
                tagged.append(token[6:])
    return tagged + [r for r in rules if r not in tagged]


def _feature_page(feature: str) -> str:
    rel = feature[len("features/"):] if feature.startswith("features/") else feature
    return f"src/features/{rel}.html"


def _render_source(text: str, title: str) -> str:
    lines = []
    for n, line in enumerate(text.splitlines(), start=1):
        lines.append(f'<span class="sl" id="L{n}"><a class="ln" href="#L{n}">{n}</a>{html.escape(line)}</span>')
    return "\n".join(lines)


# --------------------------------------------------------------------------- the build


@dataclass
class _Model:
    rules: list[Rule]
    by_rule: dict[str, Rule]
    groups: dict[str, list[Rule]]
    examples: list[Example]
    statements: dict[str, list[Statement]]
    readings: list[Reading]
    scenarios: dict[str, ScenarioView]
    primary: dict[str, list[ScenarioView]]
    refs: dict[str, list[ScenarioView]]
    by_example: dict[str, list[ScenarioView]]
    readings_of_rule: dict[str, list[Reading]]
    games: list[str]


def _reading_rules(reading: Reading) -> list[str]:
    match = re.search(r"^- \*\*Rules:\*\*(.*)$", reading.body, re.M)
    return _ID_TOKEN.findall(match.group(1)) if match else []


def build_site(out: str | os.PathLike[str], *, games: Sequence[str] = (), scenario_ids: Sequence[str] = (),
               results: str | os.PathLike[str] | None = None,
               reference: str | os.PathLike[str] | None = None, cache_dir: Path | None = None,
               use_cache: bool = True, source_url: str | None = None,
               spec_dir: Path | None = None, features_dir: Path | None = None,
               rulebooks_dir: Path | None = None) -> SiteStats:
    """Build the static site into ``out`` (created; files of an earlier build replaced).

    ``games``: only these games' rules and scenarios (plus the protocol's rules); empty: all.
    ``scenario_ids``: only these scenarios (every rule, example and reading is still shown; a
    quick preview).
    ``results``: a run report (JSON Lines) of another engine, laid over the scenarios.
    ``reference``: a report of the reference engine to use instead of running it.
    ``cache_dir``/``use_cache``: where the reference run is cached (default
    :func:`rulebook.site._run.default_cache_dir`).  ``source_url``: a repository URL
    (``https://host/owner/repo/blob/main``) to link each scenario's ``.feature`` line to, besides the
    copy inside the site.  Returns :class:`SiteStats`.  Raises :class:`~rulebook.errors.UsageError`
    when the spec cannot be found, a report cannot be read, or a file exceeds :data:`MAX_FILE_BYTES`.
    """
    from rulebook.errors import UsageError

    from ._run import default_cache_dir, reference_run

    started = time.perf_counter()
    out_dir = Path(out)
    stats = SiteStats(out_dir)
    sources = Sources(spec_dir=spec_dir, features_dir=features_dir, rulebooks_dir=rulebooks_dir)
    if sources.spec_dir is None:
        raise UsageError("spec/ was not found: the site cannot be built")
    wanted = set(games)

    # -- the reference run
    if reference is not None:
        ref_report = _read(reference)
        stats.log.append(f"reference run: read {reference}")
    else:
        ref_report = reference_run(sorted(wanted), ids=scenario_ids, features_dir=sources.features_dir,
                                   spec_dir=sources.spec_dir, log=stats.log,
                                   cache_dir=(cache_dir or default_cache_dir()) if use_cache else None)
    overlay: dict[str, dict[str, Any]] = {}
    overlay_report: Report | None = None
    if results is not None:
        overlay_report = _read(results)
        overlay = {line["id"]: line for line in overlay_report.scenarios}
    t_run = time.perf_counter()

    if out_dir.exists():
        for child in ("rules", "games", "readings", "boards", "src"):
            shutil.rmtree(out_dir / child, ignore_errors=True)
    out_dir.mkdir(parents=True, exist_ok=True)
    drawer = _Boards(out_dir, sources.spec_dir)

    # -- the model
    rules = [r for r in load_rules(sources.spec_dir) if not wanted or r.game in wanted or r.game == "protocol"]
    by_rule = {r.id: r for r in rules}
    groups: dict[str, list[Rule]] = {}
    for rule in rules:
        groups.setdefault(rule.group, []).append(rule)
    examples, statements = load_inventories(sources.rulebooks_dir)
    examples = [e for e in examples if not wanted or e.game in wanted]
    readings_json = sources.features_dir / "readings.json" if sources.features_dir is not None else None
    readings = [r for r in load_readings(sources.spec_dir, readings_json) if not wanted or r.game in wanted]

    scenarios: dict[str, ScenarioView] = {}
    for line in ref_report.scenarios:
        sid = str(line["id"])
        game = str(line.get("game") or "")
        if (wanted and game not in wanted) or (scenario_ids and sid not in scenario_ids):
            continue
        feature = str(line.get("feature") or "")
        gherkin = sources.scenario(feature, sid) if feature.endswith(".feature") else None
        view = ScenarioView(
            id=sid, title=str(line.get("title") or ""), game=game, feature=feature,
            line=gherkin.line if gherkin else None, rules=_tag_order(list(line.get("rules") or []), gherkin),
            sources=list(line.get("sources") or []), requires=list(line.get("requires") or []),
            interpretations=list(line.get("interpretations") or []),
            gherkin_html=render_gherkin(gherkin) if gherkin else None,
            reference_outcome=str(line.get("outcome")), overlay=overlay.get(sid),
        )
        view.events, view.more_events = _events(line.get("transcript"))
        case = sources.perft_case(feature) if feature.endswith(".json") else None
        if case is not None:
            view.perft = case
            drawer.perft(view, case)
        elif line.get("transcript"):
            drawer.scenario(view, line.get("transcript"))
        else:
            view.board_note = "the run kept no exchange that draws a board"
        scenarios[sid] = view
    t_boards = time.perf_counter()

    primary: dict[str, list[ScenarioView]] = {}
    refs: dict[str, list[ScenarioView]] = {}
    by_example: dict[str, list[ScenarioView]] = {}
    for view in scenarios.values():
        if view.rules:
            primary.setdefault(view.rules[0], []).append(view)
            for other in view.rules[1:]:
                refs.setdefault(other, []).append(view)
        else:
            primary.setdefault("(no rule)", []).append(view)
        for source in view.sources:
            by_example.setdefault(source, []).append(view)
    readings_of_rule: dict[str, list[Reading]] = {}
    for reading in readings:
        for rule_id in _reading_rules(reading):
            readings_of_rule.setdefault(rule_id, []).append(reading)
    game_ids = [g for g in GAME_TITLES if any(r.game == g for r in rules)]
    model = _Model(rules, by_rule, groups, examples, statements, readings, scenarios, primary, refs, by_example,
                   readings_of_rule, game_ids)

    # A scenario tagged with a rule the spec does not head is shown under that rule's group anyway.
    for rule_id in primary:
        if rule_id not in by_rule and rule_id != "(no rule)":
            stats.log.append(f"note: scenarios name {rule_id}, which no spec heading defines")

    # -- the id map (the documented deep links)
    ids: dict[str, str] = {}
    for rule in rules:
        ids[rule.id] = f"rules/{rule.group}.html#{rule.id}"
    for group in groups:
        ids.setdefault(group, f"rules/{group}.html")
    for sid, view in scenarios.items():
        ids[sid] = f"{view.page}#{sid}"
    for example in examples:
        ids[example.id] = f"examples.html#{example.id}"
    for reading in readings:
        ids[reading.anchor] = f"readings/{reading.game}/{reading.key}.html"
    for game in game_ids:
        ids[game] = f"games/{game}.html"
    stats.ids = ids
    example_ids = {e.id for e in examples}
    linker = _Linker({k: v for k, v in ids.items() if k in by_rule or k in example_ids or k in scenarios})

    env = _environment()
    common: dict[str, Any] = {"titles": GAME_TITLES, "games": game_ids,
              "source_url": source_url.rstrip("/") if source_url else None,
              "overlay": overlay_report is not None,
              "overlay_label": _overlay_label(overlay_report) if overlay_report is not None else "",
              "feature_page": _feature_page, "ids": ids, "statements": statements, "model": model}

    def write(rel: str, template: str, **context: Any) -> None:
        depth = rel.count("/")
        text = env.get_template(template).render(root="../" * depth, depth=depth, page=rel, **common, **context)
        path = out_dir / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")

    def md(text: str, depth: int, skip: str = "") -> str:
        return linker(render_markdown(text), depth, skip)

    common["md"] = md

    # rule group pages
    order = {g: i for i, g in enumerate(groups)}
    for group, members in groups.items():
        write(f"rules/{group}.html", "group.html.j2", group=group, rules=members,
              game=members[0].game, order=order)
    if "(no rule)" in primary:
        write("rules/no-rule.html", "group.html.j2", group="no-rule", rules=[], game="", order=order)
    # a rule named by scenarios but headed nowhere gets its group page too
    for rule_id in primary:
        if rule_id not in by_rule and rule_id != "(no rule)":
            group = primary[rule_id][0].page[len("rules/"):-len(".html")]
            if group not in groups:
                write(f"rules/{group}.html", "group.html.j2", group=group, rules=[], game=primary[rule_id][0].game,
                      order=order)
    for game in game_ids:
        sections: list[tuple[str, str, list[str]]] = []  # (file, section, groups)
        for rule in rules:
            if rule.game != game:
                continue
            if not sections or sections[-1][:2] != (rule.file, rule.section):
                sections.append((rule.file, rule.section, []))
            if rule.group not in sections[-1][2]:
                sections[-1][2].append(rule.group)
        write(f"games/{game}.html", "game.html.j2", game=game, sections=sections,
              readings=[r for r in readings if r.game == game])
    for reading in readings:
        write(f"readings/{reading.game}/{reading.key}.html", "reading.html.j2", reading=reading)
    write("readings.html", "readings.html.j2")
    write("examples.html", "examples.html.j2")
    write("rules.html", "rule_index.html.j2")
    write("scenarios.html", "scenario_index.html.j2")
    write("index.html", "index.html.j2", stats_log=stats.log, n_scenarios=len(scenarios))
    (out_dir / "ids.js").write_text("window.RB_IDS = " + json.dumps(ids, ensure_ascii=False, sort_keys=True) + ";\n",
                                    encoding="utf-8")
    (out_dir / "ids.json").write_text(json.dumps(ids, ensure_ascii=False, sort_keys=True, indent=0), encoding="utf-8")
    (out_dir / "style.css").write_text(env.get_template("style.css").render(), encoding="utf-8")
    # the .feature files (and perft cases), with line anchors
    for feature in sorted({v.feature for v in scenarios.values() if v.feature}):
        text = sources.feature_text(feature)
        if text is None:
            continue
        rel = _feature_page(feature)
        write(rel, "source.html.j2", feature=feature, source_html=_render_source(text, feature))
    t_pages = time.perf_counter()

    # -- the budget
    for path in out_dir.rglob("*"):
        if not path.is_file():
            continue
        size = path.stat().st_size
        stats.files += 1
        stats.bytes += size
        stats.pages += path.suffix == ".html"
        if size > stats.largest[1]:
            stats.largest = (str(path.relative_to(out_dir)), size)
    stats.seconds = time.perf_counter() - started
    stats.log.append(f"timing: reference run {t_run - started:.1f} s, boards {t_boards - t_run:.1f} s, "
                     f"pages {t_pages - t_boards:.1f} s")
    if stats.largest[1] > MAX_FILE_BYTES:
        raise UsageError(f"{stats.largest[0]} is {stats.largest[1]:,} bytes, over the {MAX_FILE_BYTES:,}-byte "
                         "budget of one file of the site")
    return stats


def _read(path: str | os.PathLike[str]) -> Report:
    from rulebook.errors import UsageError

    try:
        return read_report(path, allow_incomplete=True)
    except ReportError as exc:
        raise UsageError(f"cannot use the report {os.fspath(path)}: {exc}") from None


def _overlay_label(report: Report) -> str:
    hello: dict[str, Any] = report.header["hello"] if isinstance(report.header.get("hello"), dict) else {}
    engine: dict[str, Any] = hello["engine"] if isinstance(hello.get("engine"), dict) else {}
    name = " ".join(str(engine.get(k)) for k in ("name", "version") if engine.get(k))
    return name or str(report.header.get("engine") or "the engine")


def _environment() -> Any:
    from jinja2 import Environment, PackageLoader, StrictUndefined
    from markupsafe import Markup

    env = Environment(loader=PackageLoader("rulebook.site", "templates"), autoescape=True,
                      undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True)
    env.filters["markup"] = Markup
    env.filters["fslug"] = file_slug
    return env

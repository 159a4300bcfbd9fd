"""The casebook's view model: engines (report columns), games, rules and
scenarios, built from reports and the sources (:func:`build_views`)."""
from __future__ import annotations

import json
import os
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulebook.report import NO_GAME, OUTCOMES, Report
from rulebook.reports import boards as _boards
from rulebook.reports._json import json_object
from rulebook.reports.sources import Entry, Sources

from ._text import github_anchor, pretty_json, render_gherkin, render_markdown, slug

NO_RULE = "(no rule)"

# --------------------------------------------------------------------------- views


@dataclass
class EngineView:
    index: int
    key: str  # "A", "B", ...
    label: str
    description: str
    name: str | None
    version: str | None
    suite_version: str
    started: str | None
    finished: str | None
    complete: bool
    restarts: int
    counts: Counter[str]
    path: str | None
    status: int

    @property
    def total(self) -> int:
        return sum(self.counts.values())

    @property
    def applicable(self) -> int:
        return self.total - self.counts.get("not_applicable", 0)


@dataclass
class Exchange:
    n: int
    cmd: str
    brief: str
    ok: bool | None
    answer: str
    request_json: str
    response_json: str


@dataclass
class BoardPanel:
    caption: str
    svg: str


@dataclass
class ResultView:
    engine: EngineView
    outcome: str
    message: str | None
    details: str | None
    diff_json: str | None
    duration_ms: float
    exchanges: list[Exchange] = field(default_factory=list)
    replay: str = ""
    boards: list[BoardPanel] = field(default_factory=list)
    board_note: str | None = None
    legend: list[tuple[str, str, str]] = field(default_factory=list)  # (label, colour, shape)
    moves: list[str] = field(default_factory=list)


@dataclass
class Cell:
    """One engine's outcome in a scenario row (``None``: not in that report)."""

    engine: EngineView
    outcome: str | None


@dataclass
class PerftView:
    """What a perft case (``features/perft/<game>/<name>.json``) asks."""

    start: str  # "the position drawn below" / "a new game"
    depth: Any
    nodes: Any
    divide: int  # first moves listed (0: no divide)
    board: str | None  # SVG of the position


def _perft_view(case: Mapping[str, Any], art: _boards.TileArt, spec_dir: Path | None) -> PerftView:
    position = case.get("position")
    board = None
    if isinstance(position, dict):
        try:
            board = _boards.board_svg(position, art=art, label="perft position", spec_dir=spec_dir, max_px=300)
        except Exception:
            board = None
    divide = case.get("divide")
    return PerftView(start="the position drawn below" if board else ("the position of the case" if position
                                                                     else "a new game set up by the case"),
                     depth=case.get("depth"), nodes=case.get("nodes"),
                     divide=len(divide) if isinstance(divide, list) else 0, board=board)


@dataclass
class ScenarioView:
    id: str
    anchor: str
    title: str
    game: str
    feature: str
    line: int | None
    rules: list[str]
    sources: list[tuple[str, Entry | None, str]]  # (id, entry, html)
    requires: list[str]
    interpretations: list[str]
    cells: list[Cell]
    results: list[ResultView]
    gherkin_html: str | None
    has_transcript: bool
    order: tuple[Any, ...] = ()
    perft: PerftView | None = None

    @property
    def outcomes(self) -> list[str]:
        return sorted({c.outcome for c in self.cells if c.outcome is not None}, key=OUTCOMES.index)

    @property
    def differ(self) -> bool:
        present = [c.outcome for c in self.cells]
        return len(set(present)) > 1

    @property
    def problem(self) -> bool:
        return any(c.outcome is not None and c.outcome != "passed" for c in self.cells)

    @property
    def search(self) -> str:
        words = [self.id, self.title, self.feature, *self.rules, *[s[0] for s in self.sources]]
        words += [r.message or "" for r in self.results]
        return " ".join(words).lower()


@dataclass
class RuleView:
    id: str
    anchor: str
    entry: Entry | None
    text_html: str | None
    link: str | None
    scenarios: list[ScenarioView] = field(default_factory=list)
    refs: list[ScenarioView] = field(default_factory=list)

    @property
    def title(self) -> str:
        if self.entry is not None:
            return self.entry.title
        return "scenarios without a @rule tag" if self.id == NO_RULE else "rule text not found in spec/"

    def tally(self, engine: EngineView) -> tuple[int, int, int]:
        """(passed, applicable, run) over this rule's scenarios and references,
        for one engine; ``run`` counts not applicable ones too (0: the report
        has none of them)."""
        passed = applicable = run = 0
        for scenario in self.scenarios + self.refs:
            outcome = scenario.cells[engine.index].outcome
            if outcome is None:
                continue
            run += 1
            if outcome == "not_applicable":
                continue
            applicable += 1
            passed += outcome == "passed"
        return passed, applicable, run

    @property
    def open(self) -> bool:
        return any(s.problem for s in self.scenarios)


@dataclass
class GameView:
    id: str
    anchor: str
    rules: list[RuleView]
    engines: list[EngineView]
    counts: list[Counter[str]]  # per engine

    @property
    def n_scenarios(self) -> int:
        return sum(len(r.scenarios) for r in self.rules)


# --------------------------------------------------------------------------- building


def _engine_views(reports: Sequence[Report], labels: Sequence[str] | None) -> list[EngineView]:
    views = []
    names = []
    for report in reports:
        hello = json_object(report.header.get("hello"))
        engine = json_object(hello.get("engine"))
        name = engine.get("name") if isinstance(engine.get("name"), str) else None
        version = engine.get("version") if isinstance(engine.get("version"), str) else None
        names.append(" ".join(p for p in (name, version) if p) or None)
    descriptions = [str(r.header.get("engine", "?")) for r in reports]
    for i, report in enumerate(reports):
        key = chr(ord("A") + i) if i < 26 else f"E{i + 1}"
        named = names[i]
        if labels and i < len(labels) and labels[i]:
            label = labels[i]
        elif named and names.count(named) == 1:
            label = named
        elif descriptions.count(descriptions[i]) == 1:
            label = descriptions[i]
        else:
            label = f"{descriptions[i]} #{i + 1}"
        hello = json_object(report.header.get("hello"))
        engine = json_object(hello.get("engine"))
        status = report.exit_status()
        if not report.complete:
            status = max(status, 2)
        views.append(EngineView(
            index=i, key=key, label=label, description=descriptions[i],
            name=engine.get("name") if isinstance(engine.get("name"), str) else None,
            version=engine.get("version") if isinstance(engine.get("version"), str) else None,
            suite_version=str(report.header.get("suite_version", "?")),
            started=report.header.get("started"),
            finished=(report.footer or {}).get("finished"),
            complete=report.complete,
            restarts=int((report.footer or {}).get("restarts", 0) or 0),
            counts=report.counts(),
            path=os.fspath(report.path) if report.path is not None else None,
            status=status,
        ))
    return views


def _answer(response: Any) -> tuple[bool | None, str]:
    if not isinstance(response, dict):
        return None, "no response" if response is None else f"not an object: {str(response)[:80]}"
    if response.get("ok") is False:
        error = json_object(response.get("error"))
        code = error.get("code", "error")
        rule = f" ({error['rule']})" if error.get("rule") else ""
        message = str(error.get("message") or "")
        return False, f"{code}{rule}: {message}"[:240]
    parts = []
    events = response.get("events")
    if isinstance(events, list):
        kinds = Counter(e.get("type", "?") for e in events if isinstance(e, dict))
        if kinds:
            parts.append(", ".join(f"{k} ×{n}" if n > 1 else str(k) for k, n in kinds.items()))
        else:
            parts.append("no events")
    if "moves" in response and isinstance(response.get("moves"), list):
        parts.append(f"{len(response['moves'])} moves")
    if "nodes" in response:
        parts.append(f"{response.get('nodes')} nodes")
    if isinstance(response.get("state"), dict):
        parts.append("state")
    engine = response.get("engine")
    if isinstance(engine, dict) and engine.get("name"):
        parts.append(f"engine {engine.get('name')} {engine.get('version', '')}".strip())
    pending = response.get("pending")
    if isinstance(pending, dict):
        who = pending.get("player", "?")
        parts.append(f"next: {'chance' if who is None else who} {pending.get('decision', '?')}")
    elif "pending" in response and pending is None:
        parts.append("game over")
    return True, " · ".join(parts) or "ok"


def _brief(request: Any) -> tuple[str, str]:
    if not isinstance(request, dict):
        return "?", ""
    cmd = str(request.get("cmd", "?"))
    if cmd == "apply_move" and isinstance(request.get("move"), dict):
        return cmd, json.dumps(request["move"], ensure_ascii=False, separators=(", ", ": "))
    if cmd == "new_game":
        players = request.get("players")
        who = ", ".join(map(str, players)) if isinstance(players, list) else ""
        return cmd, f"{request.get('game', '?')}: {who}"
    if cmd == "load_position":
        position = json_object(request.get("position"))
        tiles = position.get("board")
        size = f"{len(tiles)} tiles" if isinstance(tiles, list) else ""
        return cmd, " ".join(p for p in (str(request.get("game", "")), size) if p)
    if cmd == "perft":
        return cmd, f"depth {request.get('depth')}"
    return cmd, ""


def _exchanges(transcript: Any) -> list[Exchange]:
    out = []
    for n, pair in enumerate(transcript if isinstance(transcript, list) else [], start=1):
        request = pair.get("request") if isinstance(pair, dict) else pair
        response = pair.get("response") if isinstance(pair, dict) else None
        cmd, brief = _brief(request)
        ok, answer = _answer(response)
        out.append(Exchange(n, cmd, brief, ok, answer, pretty_json(request), pretty_json(response)))
    return out


def _replay(transcript: Any) -> str:
    lines = []
    for pair in transcript if isinstance(transcript, list) else []:
        if isinstance(pair, dict) and isinstance(pair.get("request"), dict):
            lines.append(json.dumps(pair["request"], ensure_ascii=False, separators=(",", ":")))
    return "\n".join(lines)


_SETUP_LABEL = {"new_game": "after new_game", "load_position": "the loaded position", "state": "the engine's state"}


def _legend(story: _boards.BoardStory, art: _boards.TileArt, spec_dir: Path | None) -> list[tuple[str, str, str]]:
    items: list[tuple[str, str, str]] = []
    kinds: list[str] = []
    players: list[str] = []
    for board in (story.before, story.after):
        for kind in _boards.board_kinds(board, art, spec_dir):
            if kind not in kinds:
                kinds.append(kind)
        if board is not None:
            for name in board.players:
                if name not in players:
                    players.append(name)
    for kind in kinds:
        items.append((kind.replace("_", " "), _boards.style_for(kind)[0], "swatch"))
    board = story.after or story.before
    for name in players:
        items.append((name, _boards.player_colour(name, board.players if board else []), "dot"))
    return items


def _result_view(line: Mapping[str, Any], engine: EngineView, art: _boards.TileArt,
                 spec_dir: Path | None) -> ResultView:
    transcript = line.get("transcript")
    view = ResultView(
        engine=engine,
        outcome=str(line.get("outcome")),
        message=line.get("message"),
        details=line.get("details"),
        diff_json=pretty_json(line["diff"]) if line.get("diff") is not None else None,
        duration_ms=float(line.get("duration_ms") or 0),
    )
    if not transcript:
        return view
    view.exchanges = _exchanges(transcript)
    view.replay = _replay(transcript)
    story = _boards.reconstruct(transcript)
    view.moves = story.moves
    if story.after is None:
        view.board_note = story.problem or "no board to draw"
        return view
    try:
        if story.before is not None and story.changed:
            frame = _boards.board_cells(story.before) | _boards.board_cells(story.after)
            view.boards.append(BoardPanel(
                "Before the moves",
                _boards.board_svg(story.before, art=art, label=f"{engine.label}: board before", spec_dir=spec_dir,
                                  frame=frame, max_px=300)))
            caption = "After: " + (", ".join(story.moves[-4:]) if story.moves else "the engine's state")
            if len(story.moves) > 4:
                caption = "After: … " + ", ".join(story.moves[-4:])
            view.boards.append(BoardPanel(
                caption,
                _boards.board_svg(story.after, art=art, label=f"{engine.label}: board after", compare=story.before,
                                  spec_dir=spec_dir, frame=frame, max_px=300)))
        else:
            caption = "Position" + (" (the moves changed nothing on the board)" if story.moves else "")
            view.boards.append(BoardPanel(
                caption, _boards.board_svg(story.after, art=art, label=f"{engine.label}: board", spec_dir=spec_dir)))
    except Exception as exc:
        view.boards = []
        view.board_note = f"the board could not be drawn: {type(exc).__name__}: {exc}"
        return view
    view.legend = _legend(story, art, spec_dir)
    return view


def _natural(text: str) -> tuple[Any, ...]:
    return tuple(int(p) if p.isdigit() else p for p in re.split(r"(\d+)", text))


def build_views(
    reports: Sequence[Report],
    *,
    sources: Sources,
    labels: Sequence[str] | None = None,
    spec_url: str | None = None,
) -> tuple[list[EngineView], list[GameView], _boards.TileArt]:
    engines = _engine_views(reports, labels)
    art = _boards.TileArt(_boards.load_tile_catalog(sources.spec_dir))

    # Scenario ids over every report, first appearance first.
    lines_by_id: dict[str, list[dict[str, Any] | None]] = {}
    for i, report in enumerate(reports):
        for line in report.scenarios:
            lines_by_id.setdefault(line["id"], [None] * len(reports))[i] = line

    anchors: set[str] = set()
    scenarios: list[ScenarioView] = []
    example_html: dict[str, str] = {}
    for sid, lines in lines_by_id.items():
        first = next(line for line in lines if line is not None)
        game = next((line.get("game") for line in lines if line is not None and line.get("game")), None) or NO_GAME
        feature = str(first.get("feature") or "")
        gherkin = sources.scenario(feature, sid) if feature else None
        case = sources.perft_case(feature) if feature and gherkin is None else None
        anchor = "s-" + slug(sid)
        while anchor in anchors:
            anchor += "-"
        anchors.add(anchor)
        source_views = []
        for source_id in first.get("sources") or []:
            entry = sources.example(source_id)
            if entry is not None and source_id not in example_html:
                example_html[source_id] = render_markdown(entry.body)
            source_views.append((source_id, entry, example_html.get(source_id, "")))
        cells = [Cell(engine, line["outcome"] if line is not None else None) for engine, line in zip(engines, lines)]
        results = [_result_view(line, engine, art, sources.spec_dir)
                   for engine, line in zip(engines, lines) if line is not None]
        scenarios.append(ScenarioView(
            id=sid, anchor=anchor, title=str(first.get("title") or ""), game=game, feature=feature,
            line=gherkin.line if gherkin else None,
            rules=list(first.get("rules") or []), sources=source_views,
            requires=list(first.get("requires") or []), interpretations=list(first.get("interpretations") or []),
            cells=cells, results=results,
            gherkin_html=render_gherkin(gherkin) if gherkin else None,
            has_transcript=any(r.exchanges for r in results),
            order=(feature, gherkin.line if gherkin else 10**9, _natural(sid)),
            perft=_perft_view(case, art, sources.spec_dir) if case is not None else None,
        ))

    games: dict[str, dict[str, RuleView]] = {}
    rule_html: dict[str, tuple[str | None, str | None]] = {}

    def rule_view(game: str, rule_id: str) -> RuleView:
        rules = games.setdefault(game, {})
        if rule_id not in rules:
            entry = sources.rule(rule_id) if rule_id != NO_RULE else None
            if rule_id not in rule_html:
                text = render_markdown(entry.body, link_base=spec_url, base_path=entry.path) if entry else None
                link = None
                if entry is not None and spec_url:
                    link = f"{spec_url.rstrip('/')}/{entry.path}#{github_anchor(f'{entry.id} — {entry.title}')}"
                rule_html[rule_id] = (text, link)
            text, link = rule_html[rule_id]
            rules[rule_id] = RuleView(rule_id, f"r-{slug(game)}-{slug(rule_id)}", entry, text, link)
        return rules[rule_id]

    for scenario in sorted(scenarios, key=lambda s: s.order):
        primary = scenario.rules[0] if scenario.rules else NO_RULE
        rule_view(scenario.game, primary).scenarios.append(scenario)
        for other in scenario.rules[1:]:
            view = rule_view(scenario.game, other)
            if scenario not in view.refs:
                view.refs.append(scenario)

    def rule_key(rule: RuleView) -> tuple[Any, ...]:
        if rule.id == NO_RULE:
            return (2, 0, "")
        if rule.entry is not None:
            return (0, rule.entry.order, rule.id)
        return (1, 0, _natural(rule.id))

    game_views = []
    for game in sorted(games, key=lambda g: (g == NO_GAME, g)):
        rules = sorted(games[game].values(), key=rule_key)
        counts = []
        for engine in engines:
            c: Counter[str] = Counter()
            for rule in rules:
                for scenario in rule.scenarios:
                    outcome = scenario.cells[engine.index].outcome
                    if outcome is not None:
                        c[outcome] += 1
            counts.append(c)
        game_views.append(GameView(game, "g-" + slug(game), rules, engines, counts))
    return engines, game_views, art



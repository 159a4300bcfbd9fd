"""Writing a finding: a Gherkin scenario (:func:`export_feature`), a JSON
transcript (:func:`export_json`), human-readable lines (:func:`describe_case`)."""
from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NotRequired, TypedDict

from ..engines import DEFAULT_TIMEOUT
from .diff import JSON, Divergence, DivergenceRecord, ExportUnsupported, JSONObject, _jsonable, _show
from .lockstep import Case, CaseRecord, Finding, Run
from .rules import DEFAULT_RULE, rule_for
from .shrinking import _piles

#: A step's doc string: its lines, the first and the last ``"""``.
DocString = tuple[str, ...]
#: A step's data table: rows of cells, the heading first.
Table = list[list[str]]
#: A step of an exported scenario: keyword, text, and a doc string or a data table.
Step = tuple[str, str] | tuple[str, str, DocString | Table]


class ReferenceResponses(TypedDict):
    """What the reference answered while the shrunk case was replayed."""

    start: JSONObject | None
    moves: list[JSONObject]
    legal_moves: JSONObject | None


class ReproductionRecord(CaseRecord):
    """The shrunk case of a :class:`FindingRecord`, with what it shows."""

    divergence: DivergenceRecord
    log: list[str]
    attempts: int
    reference_responses: ReferenceResponses


class FindingRecord(TypedDict):
    """:func:`export_json`: a finding as ``<id>.json``."""

    id: str
    game: str
    seed: int
    game_index: int
    reference: str
    candidate: str
    rule: str | None
    divergence: DivergenceRecord
    original: CaseRecord
    reproduction: NotRequired[ReproductionRecord]


def describe_move(move: Mapping[str, Any], player: str | None = None) -> str:
    who = f"{player} " if player else ""
    if move.get("type") == "place_tile":
        return f"{who}places the tile at {move['x']},{move['y']} rotated {move['rotation']}"
    if move.get("type") == "place_figure":
        return f"{who}places a {move['figure']} on {move['at']}"
    if move.get("type") == "pass":
        return f"{who}passes"
    return f"{who}plays {_show(dict(move))}"


_EVENT_COLUMNS = ("type", "player", "tile", "x", "y", "rotation", "figure", "role", "at", "feature", "tiles",
                  "points", "reason", "final", "rule")


def _cell(value: JSON) -> str:
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return str(value.get("kind", "")) if "kind" in value else ""
    if isinstance(value, list):
        return ""
    return str(value)


def _table(rows: list[list[str]], indent: str) -> list[str]:
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    return [indent + "| " + " | ".join(c.ljust(w) for c, w in zip(r, widths)) + " |" for r in rows]


def _figure_text(figure: Mapping[str, Any]) -> str:
    kind = figure.get("figure", "follower")
    if kind == "follower":
        return f"{figure['player']} on {figure['at']}"
    return f"{figure['player']} {kind} on {figure['at']}"


def _reading_tags(case: Case) -> str:
    """`` @interp:KEY=VALUE`` for each value of the case's reading that is not
    the default: the exported scenario runs only where that reading is played
    (spec/interpretations.md), like any scenario written for it."""
    from rulebook.readings import to_send

    source = case.start["position"] if case.loads_position else case.start
    sent = to_send(case.game, source.get("interpretations") or {})
    return "".join(f" @interp:{key}={value}" for key, value in sent.items())


@dataclass(frozen=True)
class FeatureExport:
    """How :func:`export_feature` writes one game's scenarios (registered per
    game in :data:`FEATURE_EXPORTS`).  ``phrases``: the moves and the
    expectations in the phrasebook of features/README.md (tile placements,
    figures, the events table), for cases it can state — else (``False``, or
    a case with expansions) everything as exact JSON: the ``new_game`` or
    position, each move (``When the runner sends apply_move:``), and the
    reference's answer where it differs (``Then the answer's events are
    exactly:``, ``Then the state at /... is:``, ``Then the legal ... moves are,
    in order:``).  ``start_as_json``: with phrases, the case still starts from
    its request as JSON (hands, tiles set aside, variants no phrase states).
    ``removes_followers``: the game's followers can be removed (The
    Discovery's ``remove_figure``: its phrase, and the removals a legal-moves
    scenario lists)."""

    phrases: bool = False
    start_as_json: bool = False
    removes_followers: bool = False


#: Per game: how its scenarios are written; a game not listed is written as exact JSON.
FEATURE_EXPORTS: dict[str, FeatureExport] = {
    "carcassonne": FeatureExport(phrases=True),
    "discovery": FeatureExport(phrases=True, start_as_json=True, removes_followers=True),
    "gold_rush": FeatureExport(),
    "oregon": FeatureExport(),
}
#: The games :func:`export_feature` writes scenarios for.
EXPORTED_GAMES = tuple(FEATURE_EXPORTS)


def export_feature(finding: Finding) -> str:
    """The shrunk case as a Gherkin scenario (every game and expansion:
    :data:`FEATURE_EXPORTS`).  Its expectations are the reference's answers:
    it passes on the reference and fails on the candidate.  Raises
    :class:`ExportUnsupported` for a game not registered or a case the
    steps cannot state.

    A Discovery case starts from its request as it is, which the phrases cannot
    always state (hands, tiles set aside, variants): ``When the runner sends
    new_game:`` or ``Given the engine has loaded the position:`` with the JSON."""
    if finding.game not in FEATURE_EXPORTS:
        raise ExportUnsupported(f"scenarios can be exported for {', '.join(FEATURE_EXPORTS)} only, not "
                                f"{finding.game} (the JSON transcript has the reproduction)")
    how = FEATURE_EXPORTS[finding.game]
    shrunk = finding.shrunk
    case = shrunk.case if shrunk else finding.original
    run = shrunk.run if shrunk else None
    div = shrunk.divergence if shrunk else finding.divergence
    if run is None:
        raise ExportUnsupported("the divergence was not replayed (shrinking was off or did not reproduce it)")
    if case.start.get("expansions") or (case.loads_position and case.start["position"].get("expansions")):
        how = FeatureExport()  # no phrases for the expansions' moves and events: exact JSON
    if div.kind == "legal_moves" and div.command == "legal_moves" and run.legal is None:
        raise ExportUnsupported("the legal moves that differ were not recorded")

    ident = finding.id
    first = finding.divergence
    # An engine failure (crash, timeout, broken protocol) is no rule's.
    rule = rule_for(finding.game, first) or (None if first.engine_failure else DEFAULT_RULE[finding.game])
    lines = [
        f"# Found by `rulebook fuzz` on {finding.candidate}",
        f"# (game {finding.game_index + 1}, seed {finding.seed}, {finding.first_move + len(finding.moves)} moves into "
        f"a standard {finding.game} game; reproduce with `rulebook fuzz --seed {finding.seed} --games 1` and the "
        f"run's --policy).",
    ]
    if first.engine_failure:
        lines += [f"# The candidate failed on {first.command} ({failure_name(first)}): {_one_line(first.message)}"]
    else:
        lines += [
            f"# First divergence ({first.kind}, {first.command}): {first.path}",
            f"#   expected (reference): {_show(first.expected, 200)}",
            f"#   actual (candidate):   {_show(first.actual, 200)}",
        ]
    if shrunk:
        lines += [f"# Shrunk ({shrunk.attempts} replays): " + "; ".join(shrunk.log)]
    lines += [
        f"Feature: Fuzz regression {ident}",
        "",
        f"  @id:{ident}" + (f" @rule:{rule}" if rule else "") + _reading_tags(case),
        f"  Scenario: {_title(finding, div)}",
    ]
    players = _player_names(case.start["position"]["players"] if case.loads_position else case.start["players"])
    steps = _phrase_steps(case, run, div, players, how) if how.phrases else _json_steps(case, run, div)
    lines += _render(steps)
    return "\n".join(lines) + "\n"


def _start_as_json(case: Case) -> Step:
    if case.loads_position:
        return ("Given", "the engine has loaded the position:", _json_block(case.start["position"]))
    return ("When", "the runner sends new_game:", _json_block({k: v for k, v in case.start.items() if k != "cmd"}))


def _phrase_steps(case: Case, run: Run, div: Divergence, players: list[str], how: FeatureExport) -> list[Step]:
    """The scenario in the phrasebook (:attr:`FeatureExport.phrases`)."""
    steps: list[Step] = []
    if how.start_as_json:
        steps.append(_start_as_json(case))
    elif case.loads_position:
        steps += _given_position(case.start["position"])
    else:
        start = case.start.get("start")
        starting = f" starting from {start['tile']} rotated {start['rotation']}" if start else ""
        steps.append(("Given", f"a new {case.game} game between {_names(players)}{starting} drawing "
                               + ", ".join(case.start["draw"]["tiles"])))
    for i, move in enumerate(case.moves):
        pending = run.pendings[i] if i < len(run.pendings) else None
        player = pending["player"] if pending else players[0]
        if move["type"] == "place_tile" and "tile" in move:
            text = f"{player} places {move['tile']} at {move['x']},{move['y']} rotated {move['rotation']}"
        elif move["type"] == "place_tile":
            text = f"{player} places the tile at {move['x']},{move['y']} rotated {move['rotation']}"
        elif move["type"] == "remove_figure" and how.removes_followers:
            text = f"{player} removes the follower at {move['x']},{move['y']} {move['at']}"
        elif move["type"] == "place_figure":
            text = f"{player} places a {move['figure']} on {move['at']}"
        elif move["type"] == "pass" and pending and pending.get("decision") == "place_figure":
            text = f"{player} places no follower"
        else:
            raise ExportUnsupported(f"no phrase for the move {_show(move)}")
        steps.append(("When", text))
    return steps + _then_steps(case, run, div, players, how)


def _json_steps(case: Case, run: Run, div: Divergence) -> list[Step]:
    """The scenario as exact JSON (any game and expansion): the start, each
    move sent as it is, then the reference's answer where the candidate's
    differs — the events of the last move, the state's top-level field the
    divergence is in, or the legal moves of each type that differ."""
    steps: list[Step] = [_start_as_json(case)]
    for move in case.moves:
        steps.append(("When", "the runner sends apply_move:", _json_block({"move": move})))
    if div.kind == "legal_moves" and div.command == "legal_moves":
        assert run.legal is not None
        kinds = sorted({str(m["type"]) for m in [*(div.expected or []), *(div.actual or [])]
                        if isinstance(m, dict) and isinstance(m.get("type"), str)})
        if div.path != "/moves" or not kinds:
            raise ExportUnsupported("no step states a pending decision as exact JSON")
        for kind in kinds:
            listed = [m for m in run.legal["moves"] if m.get("type") == kind]
            steps.append(("Then", f"the legal {kind} moves are, in order:", _json_block(listed)))
        return steps
    if div.kind == "state" and run.states:
        parts = div.path.split("/")
        final = run.states[-1]
        tops = list(dict.fromkeys(p.split("/")[2] for p in div.paths if p.count("/") >= 2))
        for top in tops or parts[2:3]:
            if top in final:
                steps.append(("Then", f"the state at /{top} is:", _json_block(final[top])))
            else:
                steps.append(("Then", f"the state has nothing at /{top}"))
        return steps
    if div.command == "apply_move" and run.responses:
        if div.kind == "error":
            steps.append(("Then", "the request is accepted"))
        steps.append(("Then", "the answer's events are exactly:", _json_block(run.responses[-1].get("events", []))))
        return steps
    if div.command in ("new_game", "load_position") and run.start is not None and div.kind == "events":
        steps.append(("Then", "the answer's events are exactly:", _json_block(run.start.get("events", []))))
        return steps
    raise ExportUnsupported(f"no exact step states a {div.kind} divergence on {div.command}")


def failure_name(div: Divergence) -> str:
    """What kind of engine failure ``div`` is, in words: "crashed", "timed out",
    "broke the protocol"."""
    if div.failure == "timeout":
        return "timed out"
    if div.failure == "crashed":
        return "crashed"
    return "broke the protocol"


def _one_line(text: str, limit: int = 300) -> str:
    line = " ".join(str(text).split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


def _title(finding: Finding, div: Divergence) -> str:
    if div.engine_failure:
        return f"Fuzz: the candidate {failure_name(div)} on {div.command} (seed {finding.seed})"
    item = div.reference_item if isinstance(div.reference_item, dict) else div.candidate_item
    what = div.kind.replace("_", " ")
    if isinstance(item, dict):
        what = f"{item.get('type') or item.get('decision')}" + (f" ({item['reason']})" if item.get("reason") else "")
    verb = "differs" if isinstance(item, dict) else "differ"
    return f"Fuzz: {what} {verb} at {div.path or div.command} (seed {finding.seed})"


def _player_names(players: Sequence[Any]) -> list[str]:
    """Names from ``new_game``'s ``players`` (names) or a position's (objects with ``name``)."""
    return [p["name"] if isinstance(p, Mapping) else str(p) for p in players]


def _names(players: Sequence[str]) -> str:
    return players[0] if len(players) == 1 else ", ".join(players[:-1]) + " and " + players[-1]


def _given_position(position: Mapping[str, Any]) -> list[Step]:
    players = [p["name"] for p in position["players"]]
    steps: list[Step] = [("Given", f"a carcassonne game between {_names(players)}")]
    if position.get("tiles"):
        steps.append(("Given", "the scenario's own tiles:", _doc_string(json.dumps(position["tiles"], indent=2))))
    if position.get("discarded"):
        raise ExportUnsupported("no phrase for tiles already discarded")
    figures: dict[tuple[int, int], list[str]] = {}
    for f in position.get("figures", []):
        figures.setdefault((f["x"], f["y"]), []).append(_figure_text(f))
    rows = [["x", "y", "tile", "rotation", "figures"]]
    for t in sorted(position["board"], key=lambda t: (t["x"], t["y"])):
        cell = (t["x"], t["y"])
        if cell == (0, 0) and t["tile"] == "BASE-D" and t["rotation"] == 0 and cell not in figures:
            continue
        rows.append([str(t["x"]), str(t["y"]), t["tile"], str(t["rotation"]), ", ".join(figures.get(cell, []))])
    if len(rows) > 1:
        steps.append(("Given", "the board:", rows))
    kit = 7
    for p in position["players"]:
        on_board = sum(1 for f in position.get("figures", []) if f["player"] == p["name"] and f["figure"] == "follower")
        have = p["supply"].get("follower", 0)
        if have != kit - on_board:
            steps.append(("Given", f"{p['name']} has {have if have else 'no'} follower{'s' if have != 1 else ''}"
                                   " in supply"))
    if any(p.get("score") for p in position["players"]):
        steps.append(("Given", "the scores are " + ", ".join(f"{p['name']} {p['score']}" for p in position["players"])))
    turn = position["turn"]
    if turn.get("number", 1) != 1:
        steps.append(("Given", f"it is turn {turn['number']}"))
    if turn["phase"] == "place_tile":
        steps.append(("Given", f"{turn['player']} is to place {turn['tile']}"))
    elif turn["phase"] == "place_figure":
        placed = turn["placed"]
        steps.append(("Given", f"{turn['player']} has just placed the tile at {placed['x']},{placed['y']}"))
    else:
        raise ExportUnsupported(f"no phrase for a position in phase {turn['phase']!r}")
    pile = position.get("draw_pile", [])
    steps.append(("Given", "the draw pile is " + (", ".join(pile) if pile else "empty")))
    return steps


def _then_steps(case: Case, run: Run, div: Divergence, players: Sequence[str], how: FeatureExport) -> list[Step]:
    steps: list[Step] = []
    if div.kind == "legal_moves" and div.command == "legal_moves":
        assert run.legal is not None
        pending = run.legal["pending"] or {}
        moves = run.legal["moves"]
        if pending.get("decision") == "place_figure":
            kinds = sorted({m["figure"] for m in moves if m["type"] == "place_figure"}
                           | {m["figure"] for m in (div.actual or []) if m.get("type") == "place_figure"}
                           | {"follower"})
            for kind in kinds:
                places = [m["at"] for m in moves if m["type"] == "place_figure" and m["figure"] == kind]
                steps.append(("Then", f"{pending['player']} may place a {kind} on {_names(places)}" if places
                              else f"{pending['player']} may place no {kind}"))
            if how.removes_followers:
                spots = [f"{m['x']},{m['y']} {m['at']}" for m in moves if m["type"] == "remove_figure"]
                steps.append(("Then", f"{pending['player']} may remove the follower{'s' if len(spots) > 1 else ''} at "
                                      f"{_names(spots)}" if spots else f"{pending['player']} may remove no follower"))
        elif pending.get("decision") == "place_tile":
            steps.append(("Then", _to_place(pending)))
            count = sum(1 for m in moves if m["type"] == "place_tile")
            steps.append(("Then", f"there {'is' if count == 1 else 'are'} {count if count else 'no'} legal "
                                  f"placement{'s' if count != 1 else ''}"))
            for verdict, listed in (("legal", div.expected), ("illegal", div.actual)):
                for m in (listed or [])[:3]:
                    if m.get("type") == "place_tile":
                        steps.append(("Then", f"placing at {m['x']},{m['y']} rotated {m['rotation']} is {verdict}"))
        else:
            raise ExportUnsupported(f"no phrase for the legal moves of a {pending.get('decision')!r} decision")
        return steps
    events = run.events
    if events:
        present = [c for c in _EVENT_COLUMNS if any(c in e and _cell(e[c]) != "" for e in events)]
        rows = [present] + [[_cell(e[c]) if c in e else "" for c in present] for e in events]
        steps.append(("Then", "the events are, in order:", rows))
    if run.states:
        final = run.states[-1]
        steps.append(("Then", "the scores are " + ", ".join(f"{p['name']} {p['score']}" for p in final["players"])))
        top = div.path.split("/")[2] if div.kind == "state" and div.path.count("/") >= 2 else None
        if top == "players":
            for p in final["players"]:
                for kind, count in sorted(p["supply"].items()):
                    steps.append(("Then", f"{p['name']} has {count if count else 'no'} {kind}"
                                          f"{'s' if count != 1 else ''} in supply"))
        elif top == "figures":
            rows = [["player", "figure", "x", "y", "at"]] + [
                [f["player"], f["figure"], str(f["x"]), str(f["y"]), f["at"]] for f in final["figures"]]
            steps.append(("Then", "the figures on the board are:", rows))
        elif top == "draw_pile":
            steps.append(("Then", "the draw pile is now " + (", ".join(final["draw_pile"]) or "empty")))
        elif top == "discarded":
            for tile in final["discarded"]:
                steps.append(("Then", f"{tile} is discarded as unplaceable"))
        elif top is not None and top not in ("players",):
            turn = final["turn"]
            if turn["phase"] == "place_tile" and turn.get("tile") is not None:
                steps.append(("Then", f"{turn['player']} must place {turn['tile']} next"))
            elif turn["phase"] == "over":
                steps.append(("Then", "the game is over"))
    steps += _exact_steps(run, div)
    if any(e.get("type") == "game_ended" for e in events):
        ended = [e for e in events if e.get("type") == "game_ended"][-1]
        winners = ended["winners"]
        steps.append(("Then", f"the winner{'s are' if len(winners) > 1 else ' is'} {_names(winners)}"))
    elif div.kind == "legal_moves" and div.path.startswith("/pending") and run.states:
        turn = run.states[-1]["turn"]
        if turn["phase"] == "place_tile" and turn.get("tile") is not None:
            steps.append(("Then", f"{turn['player']} must place {turn['tile']} next"))
    return steps


def _to_place(pending: Mapping[str, Any]) -> str:
    """The phrase for a pending ``place_tile``: the tile in hand, or the hand
    to choose from (The Discovery's two-tiles variant: ``tiles``)."""
    if "tiles" in pending:
        tiles = list(pending["tiles"])
        return f"{pending['player']} must choose between {_names(tiles) if tiles else 'empty'}"
    return f"{pending['player']} must place {pending['tile']} next"


def _doc_string(text: str) -> DocString:
    return ('"""', *text.splitlines(), '"""')


def _json_block(value: JSON) -> DocString:
    return _doc_string(json.dumps(value, indent=2, ensure_ascii=False))


def _exact_steps(run: Run, div: Divergence) -> list[Step]:
    """What the phrasebook cannot state, as exact JSON (rulebook/steps/exact.py):
    for a state divergence the reference's whole top-level field (``/turn``,
    ``/figures`` in canonical order ...); for an event that differs inside,
    the reference's whole event at its index in the scenario."""
    parts = div.path.split("/")
    if div.kind == "state" and len(parts) >= 3 and run.states:
        top = parts[2]
        final = run.states[-1]
        if top in final:
            return [("Then", f"the state at /{top} is:", _json_block(final[top]))]
    if div.kind == "events" and len(parts) >= 3 and parts[1] == "events" and parts[2].isdigit():
        index = int(parts[2])
        before = len((run.start or {}).get("events", []))
        if div.command == "apply_move":
            before += sum(len(r.get("events", [])) for r in run.responses[: div.step])
            source = run.responses[div.step].get("events", []) if div.step < len(run.responses) else []
        else:
            source = (run.start or {}).get("events", [])
        if index < len(source):
            return [("Then", f"event {before + index} is:", _json_block(source[index]))]
    return []


def _render(steps: list[Step]) -> list[str]:
    lines = []
    previous = None
    for step in steps:
        keyword, text = step[0], step[1]
        shown = "And" if keyword == previous else keyword
        previous = keyword
        lines.append(f"    {shown} {text}")
        if len(step) > 2:
            block = step[2]
            if isinstance(block, tuple):
                lines += ["      " + line for line in block]
            else:
                lines += _table(block, "      ")
    return lines


def _case_record(case: Case) -> CaseRecord:
    """:meth:`Case.to_json` with every value JSON (tuples as lists)."""
    return {"game": case.game, "start": _jsonable(case.start), "moves": _jsonable(case.moves)}


def export_json(finding: Finding) -> FindingRecord:
    """A self-contained JSON record of the finding: the original game, the
    first divergence, the shrunk case with the reference's answers and the
    divergence it shows (any game)."""
    shrunk = finding.shrunk
    record: FindingRecord = {
        "id": finding.id,
        "game": finding.game,
        "seed": finding.seed,
        "game_index": finding.game_index,
        "reference": finding.reference,
        "candidate": finding.candidate,
        "rule": rule_for(finding.game, finding.divergence),
        "divergence": finding.divergence.to_json(),
        "original": _case_record(finding.original),
    }
    if shrunk:
        run = shrunk.run
        record["reproduction"] = {
            **_case_record(shrunk.case),
            "divergence": shrunk.divergence.to_json(),
            "log": list(shrunk.log),
            "attempts": shrunk.attempts,
            "reference_responses": {"start": _jsonable(run.start), "moves": _jsonable(run.responses),
                                    "legal_moves": _jsonable(run.legal)},
        }
    return record


def verify_feature(text: str, candidate_spec: str, reference_spec: str | None = None, *,
                   timeout: float = DEFAULT_TIMEOUT) -> str | None:
    """Replay an exported scenario on both engines, each through
    ``python -m pytest`` (the shared steps, every message validated) in a
    process of its own.  ``None`` when it passes on the reference
    (``reference_spec``; ``None``: the reference engine) and fails on the
    candidate; else one line saying what went wrong."""
    import subprocess
    import sys
    import tempfile

    with tempfile.TemporaryDirectory(prefix="rulebook-fuzz-") as tmp:
        folder = Path(tmp)
        (folder / "features").mkdir()
        (folder / "features" / "reproduction.feature").write_text(text, encoding="utf-8")
        binding = folder / "test_fuzz_reproduction.py"
        binding.write_text('from pytest_bdd import scenarios\n\nscenarios("features")\n', encoding="utf-8")
        outcomes = {}
        for who, spec in (("reference", reference_spec), ("candidate", candidate_spec)):
            argv = [sys.executable, "-m", "pytest", str(binding), "-q", "-p", "no:cacheprovider", "--rootdir", tmp,
                    "--rulebook-timeout", str(timeout)] + (["--rulebook-engine", spec] if spec else [])
            try:
                done = subprocess.run(argv, cwd=tmp, capture_output=True, text=True, timeout=max(60.0, 20 * timeout))
            except subprocess.TimeoutExpired:
                return f"replaying the scenario on the {who} took too long"
            outcomes[who] = done
        if outcomes["reference"].returncode != 0:
            tail = _last_line(outcomes["reference"].stdout)
            return f"the exported scenario does not pass on the reference ({tail})"
        if outcomes["candidate"].returncode != 1:
            tail = _last_line(outcomes["candidate"].stdout)
            return f"the exported scenario does not fail on the candidate ({tail})"
    return None


def _last_line(text: str) -> str:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return lines[-1] if lines else "no output"


def write_exports(finding: Finding, directory: Path,
                  verify: Callable[[str], str | None] | None = None) -> dict[str, Path | str]:
    """Write ``<id>.json`` and, when the game allows, ``<id>.feature`` into
    ``directory``.  ``verify(feature_text)`` (e.g. :func:`verify_feature`)
    must return ``None`` for the feature to be written.  Returns the paths
    (``"feature_error"`` says why there is no feature).  Each file is replaced
    atomically; :class:`~rulebook.errors.OutputError` when one cannot be written."""
    from rulebook.outputs import write_text

    out: dict[str, Path | str] = {}
    path = directory / f"{finding.id}.json"
    write_text(path, json.dumps(export_json(finding), indent=1) + "\n", what="the export")
    out["json"] = path
    try:
        text = export_feature(finding)
    except ExportUnsupported as exc:
        out["feature_error"] = str(exc)
        return out
    problem = verify(text) if verify is not None else None
    if problem is not None:
        out["feature_error"] = problem
    else:
        feature = directory / f"{finding.id}.feature"
        write_text(feature, text, what="the exported scenario")
        out["feature"] = feature
    return out


def describe_case(case: Case, run: Run | None = None) -> list[str]:
    """Human-readable lines for a case."""
    lines = []
    if case.loads_position:
        pos = case.start["position"]
        bits = []
        if isinstance(pos.get("board"), list):
            bits.append(f"{len(pos['board'])} tile(s) on the board")
        if isinstance(pos.get("figures"), list):
            bits.append(f"{len(pos['figures'])} figure(s)")
        for key in _piles(pos):
            bits.append(f"{key.replace('_', ' ')} of {len(pos[key])}")
        turn = pos.get("turn") or {}
        lines.append(f"load_position ({', '.join(bits)}; turn {turn.get('number')}, {turn.get('player')} "
                     f"to {str(turn.get('phase', '')).replace('_', ' ')})")
    else:
        draw = case.start.get("draw", {})
        sizes = ", ".join(f"{len(v)} {k}" for k, v in draw.items() if isinstance(v, list))
        lines.append(f"new_game ({', '.join(case.start.get('players', []))}; draw {sizes})")
    for i, move in enumerate(case.moves):
        player = None
        pending = run.pendings[i] if run is not None and i < len(run.pendings) else None
        if pending:
            player = pending["player"]
        lines.append(f"{i + 1}. {describe_move(move, player)}")
    return lines

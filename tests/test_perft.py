"""Perft: the cases of ``features/perft/`` are right, ``rulebook perft``
compares any engine with the reference engine, and ``rulebook check`` runs
the cases.

The counts in the case files were computed by the reference engine.  They
are checked here by an **independent brute-force count** written from the
rules and the tile data alone (spec/tiles/*.json, spec/carcassonne.md,
spec/traders-and-builders.md, spec/protocol.md §5-§7), without the engine's
move generator: every empty cell of the bounding box plus one, in 4
rotations, with a direct edge-matching check; figure moves from the tile's
feature segments, with features joined across the board by a union-find over
matching edges and half-edges.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from _support import HALVES, PLACES, REPO, SIDES, engine_command, turned
from click.testing import CliRunner, Result

from rulebook.cli import main
from rulebook.client import Client
from rulebook.engines import InProcessEngine
from rulebook.errors import NotApplicable, UsageError
from rulebook.perft import (
    PerftCase,
    compare,
    describe_move,
    engine_perft,
    load_cases,
    load_file,
    move_key,
    parse_case,
    reference_perft,
)
from rulebook.report import read_report

PERFT = REPO / "features" / "perft"
CASES = load_cases(PERFT)

# --------------------------------------------------------------------------- brute force, from the data

TILES: dict[str, dict[str, Any]] = {}
for _set in ("base", "traders_and_builders", "gold_mines"):
    for _tile in json.loads((REPO / "spec" / "tiles" / f"{_set}.json").read_text(encoding="utf-8"))["tiles"]:
        TILES[_tile["id"]] = _tile
START_TILE = json.loads((REPO / "spec" / "tiles" / "base.json").read_text(encoding="utf-8"))["start_tile"]
FOLLOWERS_PER_PLAYER = 7  # CAR-R-SETUP: each player has 7 followers

STEP = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}
FACING = {"Nw": "Sw", "Ne": "Se", "En": "Wn", "Es": "Ws", "Se": "Ne", "Sw": "Nw", "Ws": "Es", "Wn": "En"}

Board = dict[tuple[int, int], tuple[str, int]]


def edge(tile: str, rotation: int, side: str, tiles: dict[str, dict[str, Any]] | None = None) -> str:
    """The edge kind the tile shows on ``side`` of its cell (``tiles``: the tile table, base by default)."""
    return (TILES if tiles is None else tiles)[tile]["edges"][(SIDES.index(side) - rotation // 90) % 4]


def placements(board: Board, tile: str, tiles: dict[str, dict[str, Any]] | None = None) -> list[tuple[int, int, int]]:
    """Every (x, y, rotation): an empty cell next to a tile, every touching edge the same kind
    (``tiles``: the tile table, base by default; tests/test_perft_games.py uses it for other games)."""
    xs = [x for x, _ in board]
    ys = [y for _, y in board]
    found = []
    for x in range(min(xs) - 1, max(xs) + 2):
        for y in range(min(ys) - 1, max(ys) + 2):
            if (x, y) in board:
                continue
            touching = [(side, board[(x + dx, y + dy)]) for side, (dx, dy) in STEP.items() if (x + dx, y + dy) in board]
            if not touching:
                continue
            for rotation in (0, 90, 180, 270):
                if all(edge(tile, rotation, side, tiles) == edge(t, r, OPPOSITE[side], tiles)
                       for side, (t, r) in touching):
                    found.append((x, y, rotation))
    return sorted(found)


def segments(board: Board) -> dict[tuple[int, int, str], tuple[str, list[str]]]:
    """(x, y, feature id) → (kind, board places) for every feature of every tile."""
    out = {}
    for (x, y), (tile, rotation) in board.items():
        for feature in TILES[tile]["features"]:
            out[(x, y, feature["id"])] = (feature["kind"], [turned(p, rotation) for p in feature["places"]])
    return out


def joined(board: Board) -> dict[tuple[int, int, str], tuple[int, int, str]]:
    """Union-find over segments: roads and cities join across facing edges, fields across facing half-edges."""
    segs = segments(board)
    parent = {s: s for s in segs}

    def find(s):
        while parent[s] != s:
            parent[s] = parent[parent[s]]
            s = parent[s]
        return s

    at: dict[tuple[int, int, str], tuple[int, int, str]] = {}
    for (x, y, fid), (_, places) in segs.items():
        for place in places:
            at[(x, y, place)] = (x, y, fid)
    for (x, y, fid), (kind, places) in segs.items():
        for place in places:
            if place in SIDES:
                dx, dy = STEP[place]
                other = at.get((x + dx, y + dy, OPPOSITE[place]))
            elif place in HALVES:
                dx, dy = STEP[place[0]]
                other = at.get((x + dx, y + dy, FACING[place]))
            else:
                other = None
            if other is not None and segs[other][0] == kind:
                parent[find((x, y, fid))] = find(other)
    return {s: find(s) for s in segs}


def figure_moves(board: Board, figures: list[dict], supply: dict[str, int], player: str,
                 cell: tuple[int, int], expansions: list[str]) -> list[dict[str, Any]]:
    """The figure decision on the tile at ``cell``: one move per segment and figure kind, then pass."""
    roots = joined(board)
    segs = segments(board)
    occupants: dict[Any, list[tuple[str, str]]] = {}
    for f in figures:
        seg = next(s for s, (_, places) in segs.items() if s[:2] == (f["x"], f["y"]) and f["at"] in places)
        occupants.setdefault(roots[seg], []).append((f["player"], f["figure"]))
    x, y = cell
    tile, _ = board[cell]
    moves = []
    for feature in TILES[tile]["features"]:
        kind, places = segs[(x, y, feature["id"])]
        at = min(places, key=PLACES.index)
        followers = [p for p, figure in occupants.get(roots[(x, y, feature["id"])], []) if figure == "follower"]
        if supply.get("follower", 0) > 0 and not followers:  # CAR-R-FOLLOWER-2/3
            moves.append({"type": "place_figure", "figure": "follower", "x": x, "y": y, "at": at})
        if "traders_and_builders" in expansions:
            if kind in ("road", "city") and supply.get("builder", 0) > 0 and player in followers:  # TB-R-BUILDER-3
                moves.append({"type": "place_figure", "figure": "builder", "x": x, "y": y, "at": at})
            if kind == "field" and supply.get("pig", 0) > 0 and player in followers:  # TB-R-PIG-3
                moves.append({"type": "place_figure", "figure": "pig", "x": x, "y": y, "at": at})
    return moves + [{"type": "pass"}]


def brute_force(case: PerftCase) -> tuple[int, dict[str, int]]:
    """(nodes, divide keyed by move) for depth 1 or 2 from a carcassonne case."""
    if case.setup.cmd == "new_game":
        request = case.setup.request()
        board: Board = {(0, 0): (START_TILE, 0)}
        figures: list[dict] = []
        expansions = request.get("expansions", [])
        player = request["players"][0]
        supply = {"follower": FOLLOWERS_PER_PLAYER}
        pile = list(request["draw"]["tiles"])
        phase, tile, placed = "place_tile", None, None
        while pile and tile is None:  # CAR-R-TILE-5: an unplaceable tile is set aside
            candidate = pile.pop(0)
            tile = candidate if placements(board, candidate) else None
    else:
        position = case.setup.request()["position"]
        board = {(b["x"], b["y"]): (b["tile"], b["rotation"]) for b in position["board"]}
        figures = position["figures"]
        expansions = position["expansions"]
        turn = position["turn"]
        player = turn["player"]
        supply = next(p["supply"] for p in position["players"] if p["name"] == player)
        pile = list(position["draw_pile"])
        phase, tile, placed = turn["phase"], turn["tile"], turn["placed"]
    divide: dict[str, int] = {}
    if phase == "place_tile":
        for x, y, rotation in placements(board, tile):
            move = {"type": "place_tile", "x": x, "y": y, "rotation": rotation}
            if case.depth == 1:
                divide[move_key(move)] = 1
            else:
                after = {**board, (x, y): (tile, rotation)}
                divide[move_key(move)] = len(figure_moves(after, figures, supply, player, (x, y), expansions))
    elif phase == "place_figure":
        cell = (placed["x"], placed["y"])
        following = 0
        for candidate in pile:  # the next player draws the first tile that fits anywhere
            following = len(placements(board, candidate))
            if following:
                break
        for move in figure_moves(board, figures, supply, player, cell, expansions):
            divide[move_key(move)] = 1 if case.depth == 1 else following
    else:  # pragma: no cover - the brute force knows these two decisions only
        raise AssertionError(f"no brute force for the decision {phase}")
    return sum(divide.values()), divide


def test_there_are_cases_with_expansions_and_both_decisions():
    assert len(CASES) >= 4
    assert {c.setup.cmd for c in CASES} == {"new_game", "load_position"}
    assert any("traders_and_builders" in c.setup.expansions for c in CASES)
    phases = {c.setup.request()["position"]["turn"]["phase"] for c in CASES if c.setup.cmd == "load_position"}
    assert phases == {"place_tile", "place_figure"}
    assert all(c.depth in (1, 2) for c in CASES if c.game == "carcassonne")


@pytest.mark.parametrize("case", [c for c in CASES if c.game == "carcassonne"], ids=lambda c: c.id)
def test_the_brute_force_count_confirms_the_case(case: PerftCase):
    nodes, divide = brute_force(case)
    expected = {move_key(r["move"]): r["nodes"] for r in case.divide}
    assert divide == expected
    assert nodes == case.nodes


def test_the_brute_force_finds_builder_and_pig_moves():
    case = next(c for c in CASES if "traders_and_builders" in c.setup.expansions)
    position = case.setup.request()["position"]
    board = {(b["x"], b["y"]): (b["tile"], b["rotation"]) for b in position["board"]}
    player = position["turn"]["player"]
    supply = next(p["supply"] for p in position["players"] if p["name"] == player)
    kinds = set()
    for x, y, r in placements(board, position["turn"]["tile"]):
        after = {**board, (x, y): (position["turn"]["tile"], r)}
        kinds |= {m.get("figure") for m in figure_moves(after, position["figures"], supply, player, (x, y),
                                                        position["expansions"])}
    assert {"follower", "builder", "pig"} <= kinds


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_the_reference_engine_gives_the_case_counts(case: PerftCase):
    result = reference_perft(case.setup, case.depth, divide=True)
    assert result.nodes == case.nodes
    assert all(r.status == "ok" for r in compare(case.divide, result.divide))


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_walking_legal_moves_gives_the_same_counts(case: PerftCase):
    from reference_engine import Session

    client = Client(InProcessEngine(Session().handle))
    result = engine_perft(client, case.setup, case.depth, divide=True, method="moves")
    assert result.method == "moves"
    assert result.nodes == case.nodes
    assert all(r.status == "ok" for r in compare(case.divide, result.divide))
    cmds = {entry["request"]["cmd"] for entry in client.transcript}
    assert "perft" not in cmds and "legal_moves" in cmds
    assert case.depth == 1 or "apply_move" in cmds  # depth 1 only lists the moves


def test_depth_zero_and_one_by_walking():
    case = next(c for c in CASES if c.name == "start")
    from reference_engine import Session

    client = Client(InProcessEngine(Session().handle))
    assert engine_perft(client, case.setup, 0, method="moves").nodes == 1
    assert engine_perft(client, case.setup, 0, divide=True, method="moves").divide == []
    assert engine_perft(client, case.setup, 1, method="moves").nodes == 6


# --------------------------------------------------------------------------- position files


def test_every_form_of_position_file(tmp_path: Path):
    raw = json.loads((PERFT / "carcassonne" / "midgame.json").read_text(encoding="utf-8"))
    bare = tmp_path / "bare.json"
    bare.write_text(json.dumps(raw["position"]), encoding="utf-8")
    loaded = load_file(bare)
    assert (loaded.game, loaded.setup.cmd, loaded.depth) == ("carcassonne", "load_position", None)
    assert loaded.setup.fields["position"] == raw["position"]

    request = tmp_path / "request.json"
    request.write_text(json.dumps({"cmd": "load_position", "game": "carcassonne", "position": raw["position"]}),
                       encoding="utf-8")
    assert load_file(request).setup == loaded.setup

    new_game = tmp_path / "new_game.json"
    new_game.write_text(json.dumps({"id": 7, "cmd": "new_game", "game": "carcassonne", "players": ["a", "b"],
                                    "draw": {"tiles": ["BASE-U"]}}), encoding="utf-8")
    started = load_file(new_game)
    assert started.setup.cmd == "new_game" and "id" not in started.setup.fields
    no_cmd = tmp_path / "no_cmd.json"
    no_cmd.write_text(json.dumps({"players": ["a", "b"], "draw": {"tiles": ["BASE-U"]}}), encoding="utf-8")
    assert load_file(no_cmd, game="carcassonne").setup == started.setup


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("[1, 2]", "expected a JSON object"),
        ('{"game": "chess", "board": []}', "unknown game 'chess'"),
        ('{"game": "carcassonne", "board": "x"}', "the carcassonne position is invalid at /"),
        ('{"cmd": "new_game", "game": "carcassonne", "players": "red"}', "the new_game request is invalid"),
        ('{"cmd": "state"}', "not 'state'"),
        ("{", "not a JSON file"),
    ],
)
def test_bad_position_files(tmp_path: Path, content: str, message: str):
    path = tmp_path / "p.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(UsageError, match=message.replace("(", r"\(")):
        load_file(path)


def test_case_files_are_checked(tmp_path: Path):
    raw = json.loads((PERFT / "carcassonne" / "start.json").read_text(encoding="utf-8"))
    with pytest.raises(UsageError, match="do not add up"):
        parse_case({**raw, "nodes": 25}, name="x")
    with pytest.raises(UsageError, match="'depth' must be 1 to 6"):
        parse_case({**raw, "depth": 9}, name="x")
    case = parse_case(raw, name="start")
    assert case.id == "perft-carcassonne-start"
    assert case.requires == [] and case.interpretations == []
    assert describe_move({"type": "place_tile", "x": 1, "y": 0, "rotation": 90}) == "place_tile x=1 y=0 rotation=90"


def test_a_case_of_another_game_works_the_same(tmp_path: Path):
    """The machinery is game-agnostic: a gold_rush case in its own folder."""
    from rulebook.boxes import standard_game

    setup = standard_game("gold_rush", 3, 2)
    counted = reference_perft(parse_case({"new_game": setup}, name="x").setup, 2, divide=True)
    folder = tmp_path / "perft" / "gold_rush"
    folder.mkdir(parents=True)
    (folder / "opening.json").write_text(json.dumps(
        {"title": "opening", "new_game": setup, "depth": 2, "nodes": counted.nodes, "divide": counted.divide}),
        encoding="utf-8")
    [case] = load_cases(tmp_path / "perft")
    assert (case.id, case.game, case.depth) == ("perft-gold_rush-opening", "gold_rush", 2)
    from reference_engine import Session

    walked = engine_perft(Client(InProcessEngine(Session().handle)), case.setup, 2, divide=True, method="moves")
    assert walked.nodes == case.nodes > 0
    result = invoke("perft", "--position", str(folder / "opening.json"), "--engine",
                    wrapped("--no-perft"))
    assert result.exit_code == 0, result.output


def test_a_case_in_the_wrong_folder_is_refused(tmp_path: Path):
    folder = tmp_path / "perft" / "oregon"
    folder.mkdir(parents=True)
    (folder / "x.json").write_text((PERFT / "carcassonne" / "start.json").read_text(encoding="utf-8"),
                                   encoding="utf-8")
    with pytest.raises(UsageError, match="a carcassonne position, not oregon"):
        load_cases(tmp_path / "perft")


def test_a_position_needs_load_position():
    case = next(c for c in CASES if c.name == "midgame")

    def handle(request: dict) -> dict:
        from reference_engine import handle as reference

        response = reference(request)
        if request.get("cmd") == "hello":
            for entry in response["games"].values():
                entry["capabilities"] = []
        return response

    with pytest.raises(NotApplicable, match="does not declare load_position"):
        engine_perft(Client(InProcessEngine(handle)), case.setup, 1)


# --------------------------------------------------------------------------- rulebook perft


def invoke(*args: str) -> Result:
    return CliRunner().invoke(main, list(args), catch_exceptions=False, env={"COLUMNS": "160"})


def wrapped(*options: str) -> str:
    return engine_command("engines/wrapped_reference", *options)


def test_cli_equal_counts_exit_0():
    path = PERFT / "carcassonne" / "start.json"
    result = invoke("perft", "--engine", wrapped(), "--game", "carcassonne", "--position", str(path), "--divide")
    assert result.exit_code == 0, result.output
    assert "nodes: engine 24, reference 24: equal" in result.output
    assert "counted with its perft command" in result.output
    assert "place_tile x=1 y=0 rotation=180" in result.output  # the divide table


def test_cli_walks_the_moves_of_an_engine_without_perft():
    path = PERFT / "carcassonne" / "traders_and_builders.json"
    result = invoke("perft", "--engine", wrapped("--no-perft"), "--position", str(path))
    assert result.exit_code == 0, result.output
    assert "counted with legal_moves/apply_move" in result.output
    assert "nodes: engine 67, reference 67: equal" in result.output


def test_cli_different_counts_exit_1_and_show_the_moves_that_differ():
    path = PERFT / "carcassonne" / "midgame.json"
    result = invoke("perft", "--engine", wrapped("--no-perft", "--drop-moves", "'{\"rotation\": 180}'"),
                    "--position", str(path))
    assert result.exit_code == 1, result.output
    assert "nodes: engine 56, reference 92: DIFFERENT" in result.output
    assert "the moves that differ" in result.output
    assert "place_tile x=3 y=0 rotation=180" in result.output and "missing" in result.output
    assert "rotation=90" not in result.output, "only the rows that differ without --divide"


def test_cli_engine_failures_exit_2(tmp_path: Path):
    path = PERFT / "carcassonne" / "start.json"
    result = invoke("perft", "--engine", engine_command("chaos/exit_on_start"), "--position", str(path),
                    "--timeout", "30")  # it crashes, never hangs: the limit only outlasts a slow start-up
    assert result.exit_code == 2, result.output
    assert "engine failure: EngineCrashed" in result.output
    midgame = PERFT / "carcassonne" / "midgame.json"
    result = invoke("perft", "--engine", "tests_perft_no_load:handle", "--position", str(midgame))
    assert result.exit_code == 3  # no such module: usage
    engine = tmp_path / "no_load.py"
    engine.write_text(
        f"import json, sys\nsys.path.insert(0, {str(REPO)!r})\nfrom reference_engine import Session\ns = Session()\n"
        "for line in sys.stdin:\n    r = s.handle_line(line)\n"
        "    if r.get('ok') and 'games' in r:\n"
        "        r['games'] = {'carcassonne': {'expansions': [], 'capabilities': []}}\n"
        "    print(json.dumps(r), flush=True)\n    if s.stopped: break\n", encoding="utf-8")
    result = invoke("perft", "--engine", f"{sys.executable} {engine}", "--position", str(midgame))
    assert result.exit_code == 2, result.output
    assert "not supported" in result.output and "load_position" in result.output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--position", "/nonexistent.json"], "cannot read"),
        (["--position", "{start}", "--game", "oregon"], "a carcassonne position, not oregon"),
        (["--position", "{bare}"], "--depth is needed"),
        (["--position", "{start}", "--depth", "7"], "7 is not in the range"),
        (["--position", "{start}", "--method", "guess"], "guess"),
    ],
)
def test_cli_usage_errors_exit_3(tmp_path: Path, args: list[str], message: str):
    bare = tmp_path / "bare.json"
    raw = json.loads((PERFT / "carcassonne" / "midgame.json").read_text(encoding="utf-8"))
    bare.write_text(json.dumps(raw["position"]), encoding="utf-8")
    args = [a.format(start=PERFT / "carcassonne" / "start.json", bare=bare) for a in args]
    result = invoke("perft", *args)
    assert result.exit_code == 3, result.output
    assert message in result.stderr


def test_cli_a_bare_position_with_depth():
    raw = json.loads((PERFT / "carcassonne" / "figure_step.json").read_text(encoding="utf-8"))
    import tempfile

    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as fh:
        json.dump(raw["position"], fh)
    try:
        result = invoke("perft", "--position", fh.name, "--depth", "1", "--divide")
        assert result.exit_code == 0, result.output
        assert "nodes: engine 5, reference 5: equal" in result.output
    finally:
        Path(fh.name).unlink()


# --------------------------------------------------------------------------- rulebook check runs them


def test_check_runs_the_perft_cases_as_scenarios(tmp_path: Path):
    report = tmp_path / "r.jsonl"
    result = invoke("check", "--report", str(report), "-m", "rulebook_id(value='perft-carcassonne-start') or "
                    "rulebook_id(value='perft-carcassonne-traders_and_builders')", "--engine", wrapped("--no-perft"))
    assert result.exit_code == 0, result.output
    lines = {s["id"]: s for s in read_report(report).scenarios}
    start = lines["perft-carcassonne-start"]
    assert start["outcome"] == "passed"
    assert start["game"] == "carcassonne"
    assert start["feature"] == "features/perft/carcassonne/start.json"
    assert "CAR-R-TILE-4" in start["rules"]
    tb = lines["perft-carcassonne-traders_and_builders"]
    assert tb["requires"] == ["load_position", "traders_and_builders"]
    assert tb["outcome"] == "passed"


def test_check_perft_failures_and_not_applicable(tmp_path: Path):
    report = tmp_path / "r.jsonl"
    result = invoke("check", "--report", str(report), "--game", "carcassonne",
                    "-m", "rulebook_rule(value='TB-R-PIG-3') or rulebook_id(value='perft-carcassonne-midgame')",
                    "--engine", wrapped("--limited", "--no-perft", "--drop-moves", "'{\"type\": \"pass\"}'"))
    assert result.exit_code == 1, result.output
    lines = {s["id"]: s for s in read_report(report).scenarios}
    midgame = lines["perft-carcassonne-midgame"]
    assert midgame["outcome"] == "failed"
    assert midgame["message"] == "perft 2 counts 64 move sequences; the rules give 92"
    assert "pass: expected 1, engine - (missing)" not in midgame["details"]  # rows are per first move
    assert midgame["diff"]["nodes"] == {"expected": 92, "actual": 64}
    assert midgame["transcript"], "the transcript of a failed perft check is kept"
    tb = lines["perft-carcassonne-traders_and_builders"]
    # The limited engine plays Traders & Builders only with builder.double_turns=chain. The case's count
    # does not depend on that key (features/readings.json), so it runs under the engine's own value, sent
    # by the runner, and the dropped pass moves fail it as they fail the midgame.
    assert tb["outcome"] == "failed" and tb["message"].startswith("perft ")
    sent = tb["transcript"][0]["request"]
    assert sent["cmd"] == "load_position"
    assert sent["position"]["interpretations"] == {"builder.double_turns": "chain"}

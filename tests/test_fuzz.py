"""``rulebook fuzz``: differential play finds, shrinks and exports planted bugs.

Each engine in ``tests/planted/`` is the reference engine with one rule
changed (``python tests/planted/<name>.py``).  For each, fuzzing from a fixed
seed must find the bug within a few games, shrink it to a case shorter than
the game it was found in that still diverges, and export a scenario that
passes on the reference and fails on the planted engine (run through
``rulebook check`` on a temporary suite, as ``tests/test_cli_check.py`` does).
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import pytest
from _support import ENGINES, REPO, check_exported, engine_argv, engine_command
from click.testing import CliRunner

from rulebook.cli import main
from rulebook.client import Client
from rulebook.engines import InProcessEngine, SubprocessEngine
from rulebook.fuzz import (
    ABSENT,
    Lockstep,
    Options,
    export_feature,
    export_json,
    first_difference,
    fuzz,
    fuzz_parallel,
    open_clients,
    replay,
    rule_for,
    same_json,
    verify_feature,
)
from rulebook.fuzz.coverage import rule_titles

TWO_BUGS = engine_command("engines/two_bugs")
MISBEHAVING = engine_command("chaos/misbehaving_reference")


def planted_command(name: str) -> str:
    return engine_command(f"planted/{name}")


pytestmark = pytest.mark.usefixtures("restore_interpreter_state")


def reference_session() -> InProcessEngine:
    """The reference engine in process, with a session of its own."""
    from reference_engine import Session

    return InProcessEngine(Session().handle)


@pytest.fixture
def reference():
    return Client(reference_session(), validate=False)


@pytest.fixture
def engines(subprocess_engines):
    """Clients on the planted engines (``engines(name)``: tests/planted/<name>.py)."""

    def make(name: str) -> Client:
        return Client(subprocess_engines(engine_argv(f"planted/{name}"), timeout=20))

    return make


def run_scenario(tmp_path: Path, feature: str, engine: str | None) -> tuple[int, str]:
    """Run one exported carcassonne .feature through ``rulebook check``."""
    return check_exported(tmp_path, feature, engine, "carcassonne")


# --------------------------------------------------------------------------- differences


def test_first_difference_gives_a_json_pointer() -> None:
    assert first_difference({"a": [1, 2]}, {"a": [1, 2]}) is None
    assert first_difference({"a": [1, {"b/c": 2}]}, {"a": [1, {"b/c": 3}]}) == ("/a/1/b~1c", 2, 3)
    assert first_difference({"a": 1}, {"a": 1, "z": 0}) == ("/z", ABSENT, 0)
    assert first_difference([1], [1, 2]) == ("/1", ABSENT, 2)
    assert first_difference({"final": True}, {"final": 1}) == ("/final", True, 1)  # JSON true is not 1
    assert first_difference({"n": 1}, {"n": 1.0}) is None


def test_same_json_is_exact_about_json_types() -> None:
    """The cheap test before the walk: Python's ``True == 1`` must not pass."""
    assert same_json({"a": [1, {"b": True}]}, {"a": [1, {"b": True}]})
    assert not same_json({"final": True}, {"final": 1})
    assert same_json({"final": True}, {"final": 1}, typed=True)  # a schema already told them apart
    assert same_json({"n": 1, "m": 2}, {"m": 2, "n": 1.0})  # key order and 1.0 are JSON-equal
    assert not same_json([1, 2], [2, 1])


# --------------------------------------------------------------------------- planted bugs

#: name → (seed, games, kind, rule): the seeds are chosen so the bug shows
#: within ``games`` games; the unplaceable tile needs a game that draws one
#: early (seed 16: at move 10; seeds 0–15 never draw one).
CASES = {
    "road_double": (0, 1, "events", "CAR-R-ROAD-2"),
    "cloister_own_tile": (0, 1, "events", "CAR-R-CLOISTER-1"),
    "farm_four": (0, 1, "events", "CAR-R-FIELD-2"),
    "tie_first_only": (0, 2, "events", "CAR-R-SCORE-2"),
    "follower_on_occupied": (0, 1, "legal_moves", "CAR-R-FOLLOWER-2"),
    "unplaceable_kept": (16, 1, "events", "CAR-R-TILE-5"),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_fuzz_finds_shrinks_and_exports_a_planted_bug(name: str, reference: Client, engines, tmp_path: Path) -> None:
    seed, games, kind, rule = CASES[name]
    candidate = engines(name)
    started = time.monotonic()
    result = fuzz(reference, candidate, "carcassonne", seed=seed, games=games, shrink_seconds=30, policy="uniform")
    finding = result.finding
    assert finding is not None, f"{name}: no divergence in {games} game(s) from seed {seed}"
    assert result.games_played <= games
    assert finding.divergence.kind == kind
    assert rule_for("carcassonne", finding.divergence) == rule
    assert finding.exit_status == 1

    shrunk = finding.shrunk
    assert shrunk is not None
    # Shorter than the game it was found in: a loaded position and a few moves.
    assert shrunk.case.loads_position
    assert len(shrunk.case.moves) <= 3 < len(finding.moves)
    assert len(shrunk.case.start["position"]["board"]) < len(finding.original.moves) // 2 + 1
    assert shrunk.divergence.signature() == finding.divergence.signature()
    # ... and it still diverges when replayed from scratch, validating both sides.
    again = replay(Lockstep(Client(reference_session()), candidate, strict=False), shrunk.case)
    assert again.divergence is not None and again.divergence.signature() == finding.divergence.signature()

    record = export_json(finding)
    assert json.loads(json.dumps(record))["reproduction"]["moves"] == shrunk.case.moves
    feature = export_feature(finding)
    assert f"@id:{finding.id} @rule:{rule}" in feature
    passed, out = run_scenario(tmp_path, feature, None)
    assert passed == 0, f"the exported scenario must pass on the reference:\n{feature}\n{out}"
    failed, out = run_scenario(tmp_path, feature, planted_command(name))
    assert failed == 1, f"the exported scenario must fail on {name}:\n{feature}\n{out}"
    print(f"{name}: found in game {result.games_played} at move {len(finding.moves)}, "
          f"shrunk to {len(shrunk.case.moves)} move(s) on {len(shrunk.case.start['position']['board'])} tile(s) "
          f"in {shrunk.attempts} replays; {time.monotonic() - started:.1f} s")


@pytest.mark.slow
def test_shrinking_without_load_position_reaches_a_few_tiles_by_a_route(reference: Client, engines) -> None:
    """A candidate without ``load_position`` (README, "Engines without
    `load_position`"): the position is shrunk
    as with ``load_position``, each position reached from ``new_game`` (by the
    game's own moves, then by routes), so the reproduction is a few tiles from
    ``new_game`` (seed 7: the first road completes at move 66)."""
    candidate = engines("road_double")
    # The shrinker stops at its attempt cap (deterministic); the time budget is only a guard, set
    # far above the ~35 s this takes on an idle machine so that a loaded one cannot cut it short.
    result = fuzz(reference, candidate, "carcassonne", seed=7, games=1, use_load_position=False, shrink_seconds=600,
                  policy="uniform")
    finding = result.finding
    assert finding is not None and finding.shrunk is not None
    case = finding.shrunk.case
    assert not case.loads_position
    assert len(case.moves) <= 12 < len(finding.moves), case.moves
    assert len(case.start["draw"]["tiles"]) <= 6, case.start["draw"]
    assert any("by a route from new_game" in line for line in finding.shrunk.log), finding.shrunk.log
    assert finding.shrunk.divergence.signature() == finding.divergence.signature()
    # A reproduction from new_game exports (its players are names, its start tile a phrase) and is a real
    # regression test: it passes on the reference and fails on the candidate.
    feature = export_feature(finding)
    assert "Given a new carcassonne game between red and blue starting from " in feature
    assert verify_feature(feature, planted_command("road_double")) is None


def test_the_reference_agrees_with_itself(reference: Client) -> None:
    """In-process against ``python -m reference_engine``: nothing over 5 games."""
    with SubprocessEngine([sys.executable, "-m", "reference_engine"], cwd=REPO) as engine:
        result = fuzz(reference, Client(engine), "carcassonne", seed=100, games=5)
    assert result.finding is None
    assert result.games_played == 5 and result.moves_played > 5 * 100


@pytest.mark.parametrize("game", ["gold_rush", "discovery", "oregon"])
def test_other_games_play_in_lockstep(game: str, reference: Client) -> None:
    """Game-agnostic: the reference agrees with a second reference session on one game."""
    result = fuzz(reference, Client(reference_session()), game, seed=3, games=1)
    assert result.finding is None and result.moves_played > 10


def test_a_response_off_its_schema_is_a_protocol_finding(reference: Client) -> None:
    """A candidate whose ``points_scored`` carries points as a string."""
    from reference_engine import Session

    session = Session()

    def handle(request: dict) -> dict:
        response = session.handle(request)
        for event in response.get("events", []):
            if event["type"] == "points_scored":
                event["points"] = str(event["points"])
        return response

    result = fuzz(reference, Client(InProcessEngine(handle)), "carcassonne", seed=0, games=1, shrink_seconds=10,
                  policy="uniform")
    finding = result.finding
    assert finding is not None and finding.divergence.kind == "protocol"
    assert finding.exit_status == 2
    assert "points_scored" in finding.divergence.message or "/points" in finding.divergence.message
    assert finding.shrunk is not None and len(finding.shrunk.case.moves) < len(finding.moves)
    assert finding.shrunk.divergence.kind == "protocol"


# --------------------------------------------------------------------------- keep going, in parallel


def two_bugs_in_process() -> Client:
    sys.path.insert(0, str(ENGINES))  # restored by restore_interpreter_state
    return open_clients(None, "two_bugs:handle", timeout=20, validate=True)


@pytest.mark.slow
def test_keep_going_reports_two_planted_bugs_of_different_frequency() -> None:
    """``tests/engines/two_bugs.py``: a road scored one point high (nearly every
    game) and, once a tile was discarded, ``turn.number`` one high in the state
    only (seed 65 is the first game from seed 60 that discards one).  Both are
    reported, each shrunk, and each exported scenario passes on the reference
    and fails on that engine (run through pytest in processes of their own)."""
    reference, candidate = two_bugs_in_process()
    result = fuzz(reference, candidate, "carcassonne", seed=60, games=10, keep_going=True, shrink_seconds=30)
    assert result.games_played == 10
    keys = {f.key: f for f in result.findings}
    assert set(keys) == {("CAR-R-ROAD-2", "events", "/events/*/points"),
                         ("CAR-R-TURN-1", "state", "/state/turn/number")}
    assert result.duplicates[("CAR-R-ROAD-2", "events", "/events/*/points")] >= 5  # the frequent one, counted once
    assert keys[("CAR-R-ROAD-2", "events", "/events/*/points")].seed == 60
    assert result.exit_status == 1
    for finding in result.findings:
        assert finding.shrunk is not None and len(finding.shrunk.case.moves) <= 3
        feature = export_feature(finding)
        if finding.divergence.kind == "state":
            assert "the state at /turn is:" in feature
        assert verify_feature(feature, TWO_BUGS) is None, feature


def test_expectations_silence_a_known_divergence(tmp_path: Path) -> None:
    from rulebook import expectations_file

    known = tmp_path / "known.toml"
    known.write_text('[rules]\n"CAR-R-ROAD-*" = "roads score one too many"\n', encoding="utf-8")
    entries = expectations_file.load(known)

    def silence(finding):
        entry = entries.match(finding.id, [finding.rule])
        return entry.reason if entry else None

    reference, candidate = two_bugs_in_process()
    result = fuzz(reference, candidate, "carcassonne", seed=60, games=6, keep_going=True, shrink_cases=False,
                  silence=silence)
    assert [f.key[0] for f in result.findings] == ["CAR-R-TURN-1"]
    assert [(f.rule, reason) for f, reason in result.silenced] == [("CAR-R-ROAD-2", "roads score one too many")]


def _summary(result) -> dict:
    return {
        "games": result.games_played, "moves": result.moves_played, "exit": result.exit_status,
        "findings": [(f.key, f.game_index, f.first_move, f.original.digest(),
                      f.shrunk.case.digest() if f.shrunk else None, f.id) for f in result.findings],
        "duplicates": result.duplicates, "rules": dict(result.coverage.rules),
    }


@pytest.mark.slow
@pytest.mark.parametrize("keep_going", [False, True])
def test_workers_give_the_results_of_a_serial_run(keep_going: bool) -> None:
    """``-n 2``: the same games, findings, shrunk cases, counts and coverage."""
    options = Options("carcassonne", seed=60, games=8, keep_going=keep_going, shrink_seconds=60)
    reference, candidate = open_clients(None, TWO_BUGS, timeout=20, validate=True)
    try:
        serial = fuzz(reference, candidate, "carcassonne", seed=60, games=8, keep_going=keep_going,
                      shrink_seconds=60)
    finally:
        reference.engine.close()
        candidate.engine.close()
    parallel = fuzz_parallel(None, TWO_BUGS, options, workers=2, timeout=20)
    assert parallel.workers == 2
    assert _summary(parallel) == _summary(serial)
    assert serial.findings and (serial.games_played == 8 if keep_going else serial.games_played == 1)


def _everything(result) -> dict:
    """All a result says, for comparing two runs exactly."""
    return {**_summary(result), "situations": dict(result.coverage.situations),
            "details": [(f.divergence.to_json(), len(f.moves), f.shrunk.divergence.to_json() if f.shrunk else None,
                         export_feature(f) if f.shrunk else None) for f in result.findings]}


@pytest.mark.parametrize("candidate, seed, games, keep_going", [
    ("two_bugs:handle", 60, 8, True),               # events, then a state-only divergence after a resync
    ("two_bugs:handle", 65, 1, False),              # turn.number, state only, once a tile was discarded
    ("state_only:figure_order", 0, 3, True),        # figure order: comes and goes
    ("state_only:placed_swapped", 0, 1, False),     # mid-turn states only
])
@pytest.mark.slow
def test_sampled_state_checks_find_what_checking_every_move_finds(candidate: str, seed: int, games: int,
                                                                   keep_going: bool) -> None:
    """The state compared after some moves only (the default, and one move
    in 16): the same games, moves, findings, steps, messages, shrunk cases,
    exported scenarios and coverage as comparing it after every move."""
    sys.path.insert(0, str(ENGINES))  # restored by restore_interpreter_state
    runs = {}
    for every in (1, 4, 16):
        reference, engine = open_clients(None, candidate, timeout=20, validate=True)
        result = fuzz(reference, engine, "carcassonne", seed=seed, games=games, keep_going=keep_going,
                      shrink_seconds=60, state_every=every)
        assert result.findings, f"{candidate}: no divergence with state_every={every}"
        runs[every] = _everything(result)
    assert runs[4] == runs[1]
    assert runs[16] == runs[1]


def test_a_state_difference_that_comes_and_goes_between_checks_can_go_unseen() -> None:
    """What sampling gives up (the fuzz module's docstring says so): a state
    that differs after one move only is found by checking every move, not by
    a check that skips that move."""
    sys.path.insert(0, str(ENGINES))
    found = {}
    for every in (1, 10**9):
        reference, engine = open_clients(None, "state_only:transient", timeout=20, validate=True)
        result = fuzz(reference, engine, "carcassonne", seed=0, games=1, shrink_cases=False, state_every=every)
        found[every] = result.finding
    assert found[1] is not None and found[1].divergence.path == "/state/turn/number"
    assert found[10**9] is None


def test_the_trusted_reference_answers_with_fresh_objects() -> None:
    """The fuzzer's reference skips the JSON round trip (``wire=False``): what
    it answered earlier in a game must not change later."""
    import random

    from rulebook.boxes import standard_game

    reference, _ = open_clients(None, "reference_engine:handle", timeout=20, validate=False)
    assert reference.engine.wire is False
    kept = []
    reference.call("new_game", **standard_game("carcassonne", 3, 2))
    rng = random.Random(3)
    while True:
        legal = reference.call("legal_moves")
        state = reference.call("state")
        kept += [(legal, json.dumps(legal)), (state, json.dumps(state))]
        if not legal["moves"]:
            break
        applied = reference.call("apply_move", move=legal["moves"][rng.randrange(len(legal["moves"]))])
        kept.append((applied, json.dumps(applied)))
    assert len(kept) > 300
    assert all(json.dumps(response) == text for response, text in kept)


# --------------------------------------------------------------------------- policies and coverage


def test_default_policies_complete_cloisters_and_the_table_lists_every_base_rule(reference: Client) -> None:
    """Uniform play completed no cloister in 20 four-player games; the default mix does in a few."""
    result = fuzz(reference, Client(reference_session(), validate=False), "carcassonne", seed=0, games=4, players=4)
    coverage = result.coverage
    assert coverage.situations["cloister completed"] >= 2
    rows = {rule: count for rule, _, count, _ in coverage.table()}
    assert set(rule_titles("carcassonne")) <= set(rows) and "CAR-R-CLOISTER-1" in rows
    assert rows["CAR-R-META-1"] == -1  # not a rule play can show
    assert rows["CAR-R-CLOISTER-1"] >= 2 and rows["CAR-R-ROAD-2"] > 0


def test_a_policy_game_is_a_function_of_its_seed(reference: Client) -> None:
    moves = []
    for _ in range(2):
        result = fuzz(reference, Client(reference_session(), validate=False), "carcassonne", seed=5, games=1,
                      policy="mix", on_game=lambda done, total, record: moves.append(record.moves))
        assert result.finding is None
    assert moves[0] == moves[1]


@pytest.mark.parametrize("game, policy, players, expansions", [
    ("carcassonne", "mix", 2, ()), ("carcassonne", "complete", 3, ("traders_and_builders", "gold_mines", "castles")),
    ("gold_rush", "complete", 2, ()),
])
def test_the_look_ahead_on_the_reference_s_own_game_picks_what_a_shadow_game_picks(
        game: str, policy: str, players: int, expansions: tuple[str, ...]) -> None:
    """The in-process reference lends the policy its own game
    (``Client.game_object``, set by ``open_clients``); a reference without it
    makes the policy replay every move on a shadow game.  Both give the same
    moves, states and coverage — and the reference read by the look-ahead
    (previews, copies) still agrees with a candidate nobody reads."""
    runs = []
    for lend in (True, False):
        reference, candidate = open_clients(None, "reference_engine:handle", timeout=20, validate=True)
        assert reference.game_object is not None
        if not lend:
            reference.game_object = None
        records = []

        def on_game(done, total, record, records=records):
            records.append((record.moves, record.states))

        result = fuzz(reference, candidate, game, seed=2, games=3, players=players, expansions=expansions,
                      policy=policy, on_game=on_game)
        assert result.finding is None
        runs.append((records, result.coverage.to_json()))
    assert runs[0] == runs[1]


def test_one_compiled_check_of_a_whole_response_agrees_with_the_part_by_part_checks(reference: Client) -> None:
    """``Client`` checks a successful response with one compiled validator
    first and runs the part-by-part checks only when it says no: every
    response of a game passes both ways, and a response broken in any part
    is refused by the shortcut and then explained by the part-by-part checks."""
    import copy

    from rulebook.client import _whole_request_valid, _whole_response_valid
    from rulebook.errors import ProtocolViolation

    client = Client(reference_session(), validate=True)
    responses = []
    from rulebook.fuzz import box_setup

    client.require_ok(client.call("new_game", **box_setup("carcassonne", 1, 2)), "new_game")
    for _ in range(4):
        legal = client.call("legal_moves")
        responses.append(("legal_moves", legal))
        request = {"id": 1, "cmd": "apply_move", "move": legal["moves"][0]}
        assert _whole_request_valid("carcassonne", request)
        assert not _whole_request_valid("carcassonne", {**request, "move": {"type": "place_tile", "x": "1"}})
        responses.append(("apply_move", client.call("apply_move", move=legal["moves"][0])))
        responses.append(("state", client.call("state")))
    broken = []
    for cmd, response in responses:
        assert _whole_response_valid(cmd, "carcassonne", response)
        for key in ("events", "moves", "pending", "state"):
            if response.get(key):
                bad = copy.deepcopy(response)
                part = bad[key]
                if isinstance(part, list):
                    part[0]["type"] = 7
                else:
                    part["mystery"] = True
                broken.append((cmd, bad))
    assert len(broken) >= 8
    for cmd, bad in broken:
        assert not _whole_response_valid(cmd, "carcassonne", bad)
        with pytest.raises(ProtocolViolation):
            client._check_response(cmd, {}, bad)


def test_chance_decisions_are_resolved_from_the_game_seed() -> None:
    """A pending decision of no player (spec/protocol.md §7a) is answered by
    the runner: the items shuffled by the game's generator, whatever the policy."""
    import random

    from rulebook.fuzz.policies import chance_answer_allowed, make_policy

    pending = {"player": None, "decision": "shuffle", "pile": "p", "items": ["a", "b", "c", "d", "e"]}
    answers = [make_policy(name).choose(random.Random(7), [], pending) for name in ("uniform", "mix", "tight")]
    assert answers[0] == answers[1] == answers[2]
    assert answers[0]["type"] == "shuffle" and sorted(answers[0]["order"]) == pending["items"]
    assert chance_answer_allowed(pending, answers[0])
    assert not chance_answer_allowed(pending, {"type": "shuffle", "order": ["a", "b"]})


# --------------------------------------------------------------------------- the command


def invoke(*args: str):
    return CliRunner().invoke(main, ["fuzz", *args], catch_exceptions=False, env={"COLUMNS": "250"})


def test_cli_no_divergence_exits_0(tmp_path: Path) -> None:
    # The candidate is the module's default session; the reference has its own.
    result = invoke("--engine", "reference_engine:handle", "--games", "1", "--seed", "4", "--export", str(tmp_path),
                    "--expansions", "gold_mines,castles")
    assert result.exit_code == 0, result.output
    assert "No divergence: 1 game(s)" in result.output and "expansions gold_mines, castles" in result.output


@pytest.mark.slow
def test_cli_reports_shrinks_and_exports(tmp_path: Path) -> None:
    result = invoke("--engine", planted_command("road_double"), "--games", "2", "--export", str(tmp_path),
                    "--policy", "uniform")
    assert result.exit_code == 1, result.output
    out = result.output
    assert "DIVERGENCE in game 1 (seed 0), on move 10" in out and "rule CAR-R-ROAD-2" in out
    assert "/events/2/points" in out and "expected (reference)" in out and "actual (candidate)" in out
    assert "Shrunk reproduction" in out and "load_position" in out
    features = list(tmp_path.glob("fuzz-*.feature"))
    assert len(features) == 1 and f"Scenario:   {features[0]}" in out.replace("\n", "")
    assert list(tmp_path.glob("fuzz-*.json")) and (tmp_path / "test_fuzz_regressions.py").is_file()


@pytest.mark.slow
def test_cli_crashing_candidate_exits_2(tmp_path: Path) -> None:
    engine = f"{MISBEHAVING} crash"
    result = invoke("--engine", engine, "--games", "1", "--export", str(tmp_path), "--shrink-time", "10")
    assert result.exit_code == 2, result.output
    assert "crashed" in result.output


@pytest.mark.slow
def test_cli_keep_going_exports_verified_reproductions(tmp_path: Path) -> None:
    result = invoke("--engine", TWO_BUGS, "--games", "8", "--seed", "60", "--keep-going", "-n", "2",
                    "--export", str(tmp_path), "--shrink-time", "30")
    assert result.exit_code == 1, result.output
    out = result.output
    assert "2 distinct divergence(s)" in out and "Rule coverage" in out and "CAR-R-CLOISTER-1" in out
    assert out.count("(passes on the reference, fails on the candidate)") == 2
    assert len(list(tmp_path.glob("fuzz-*.feature"))) == 2


def test_cli_reference_failure_is_a_fuzzer_failure(tmp_path: Path) -> None:
    engine = f"{MISBEHAVING} crash"
    result = invoke("--engine", "reference_engine:handle", "--reference", engine, "--games", "1",
                    "--export", str(tmp_path))
    assert result.exit_code == 4, result.output


@pytest.mark.parametrize("args", [
    ["--engine", "no_such_module:handle"],
    ["--engine", "reference_engine:handle", "--game", "chess"],
    ["--engine", "reference_engine:handle", "--game", "oregon", "--expansions", "castles"],
    ["--engine", "reference_engine:handle", "--players", "9"],
    ["--engine", "reference_engine:handle", "--expansions", "no_such_expansion"],
])
def test_cli_usage_errors_exit_3(args: list[str]) -> None:
    assert invoke(*args).exit_code == 3


def test_cli_candidate_without_the_game_exits_3() -> None:
    def handle(request: dict) -> dict:
        if request["cmd"] == "hello":
            return {"id": request["id"], "ok": True, "protocol": 1,
                    "engine": {"name": "x", "version": "0", "language": "python"}, "games": {}}
        return {"id": request.get("id"), "ok": True}

    sys.modules["_fuzz_no_games"] = type(sys)("_fuzz_no_games")
    sys.modules["_fuzz_no_games"].handle = handle  # type: ignore[attr-defined]
    try:
        result = invoke("--engine", "_fuzz_no_games:handle", "--games", "1")
    finally:
        del sys.modules["_fuzz_no_games"]
    assert result.exit_code == 3, result.output
    assert "does not implement 'carcassonne'" in result.output


def test_cli_offers_every_policy() -> None:
    from rulebook.cli.fuzz import POLICY_NAMES
    from rulebook.fuzz import POLICIES

    assert set(POLICY_NAMES) == set(POLICIES)


# --------------------------------------------------------------------------- engine failures

#: ``misbehaving_reference.py MODE N`` (it misbehaves on the N-th request of
#: each process) → N and what the first lines must say.
ENGINE_FAILURES = {
    "wrong_id": (40, "expected id"),
    "twice": (40, "expected id"),
    "exit": (100, "the candidate crashed"),
    "hang": (40, "within 3 s"),
    "deep": (40, "nested too deeply"),
}


@pytest.mark.slow
@pytest.mark.parametrize("mode", sorted(ENGINE_FAILURES))
def test_cli_every_engine_failure_exits_2_and_says_what_failed_first(mode: str, tmp_path: Path) -> None:
    """Whatever the shrinker meets (an engine that dies after N requests fails
    elsewhere on each replay), the divergence is kept and exported, the exit
    status is 2 (not the fuzzer's 4), the output starts with what failed and
    blames no rule.  The hanging engine never answers: its 3 s timeout is what
    it waits for (4 replays at most while shrinking); the others never reach 30 s."""
    nth, words = ENGINE_FAILURES[mode]
    engine = f"{MISBEHAVING} {mode} {nth}"
    result = invoke("--engine", engine, "--games", "1", "--export", str(tmp_path), "--shrink-time", "10",
                    "--timeout", "3" if mode == "hang" else "30", "--no-coverage")
    out = result.output
    assert result.exit_code == 2, out
    head = " ".join(" ".join(line.split()) for line in out.splitlines()[:12])
    assert words in head, out[:3000]
    assert "fuzzer failed" not in out and "Traceback" not in out and "RecursionError" not in out
    assert "rule CAR-" not in out, "an engine failure is no rule's"
    if "ENGINE FAILURE" in head:  # (a hello slower than 3 s under load fails the hanging engine earlier)
        exported = json.loads(next(tmp_path.glob("fuzz-*.json")).read_text())
        assert exported["rule"] is None and exported["divergence"]["message"]
        assert "expected (reference)" not in out


def test_cli_interrupted_says_what_was_played(tmp_path: Path, interrupt_on_signal) -> None:
    """Ctrl-C while the candidate hangs on its 150th request (waited for
    through the engine's signal file, not a sleep): the message counts the
    games and moves played, the unfinished game's included."""
    engine = f"{MISBEHAVING} hang 150"
    returncode, out, err = interrupt_on_signal(
        [sys.executable, "-m", "rulebook", "fuzz", "--engine", engine, "--games", "5",
         "--timeout", "600", "--export", str(tmp_path / "out"), "--no-coverage"])
    assert returncode == 130, out + err
    text = " ".join(err.split())
    assert "interrupted after 0 of 5 game(s) finished and" in text and "moves played" in text, text
    assert "in the unfinished game" in text and "no divergence so far" in text

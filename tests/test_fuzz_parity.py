"""``rulebook fuzz`` for all four games (issue 27, item 3; item 4's move numbering).

- the coverage table lists every rule id of each game's spec (and of each
  Carcassonne expansion played), with its title; the rules play cannot reach
  are a checked-in list with reasons;
- Oregon has policies of its own (farmer groups, the last-farmer end), Gold
  Rush's ``complete`` seeks token-stack joins;
- every divergence of every game names a rule; a state that differs in
  several fields shows every differing pointer; places the spec leaves free
  (``x-engine-free``) are not compared;
- one move numbering in every fuzz message;
- a ``.feature`` is exported for Oregon and Gold Rush (exact JSON), and it
  passes on the reference and fails on a planted engine.
"""
from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from _support import REPO, check_exported, engine_argv, engine_command

from rulebook.client import Client
from rulebook.engines import InProcessEngine, SubprocessEngine
from rulebook.fuzz import Divergence, Options, export_feature, fuzz, make_policy, rule_for
from rulebook.fuzz.coverage import NOT_PLAYED, Coverage, rule_titles
from rulebook.fuzz.diff import differences, free_test, point
from rulebook.fuzz.lockstep import _compare
from rulebook.fuzz.rules import COMPLETION_RULES, DEFAULT_RULE, EVENT_RULES, SCORING_RULES, STATE_RULES
from rulebook.fuzz.runner import Fuzzer
from rulebook.games import GameSupport, find, supported

GAMES = ("carcassonne", "discovery", "gold_rush", "oregon")
_HEADING = re.compile(r"^###\s+([A-Z]{2,4}-R-[A-Z0-9-]+)\s+[—-]+\s+(.+?)\s*$", re.M)


def spec_rules(*files: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for name in files:
        out.update(_HEADING.findall((REPO / "spec" / name).read_text(encoding="utf-8")))
    return out


def supported_game(game: str) -> GameSupport:
    support = find(game)
    assert support is not None, game
    return support


def reference_client() -> Client:
    from reference_engine import Session

    return Client(InProcessEngine(Session().handle), validate=False)


# --------------------------------------------------------------------------- the coverage table


@pytest.mark.parametrize("game", GAMES)
def test_the_coverage_table_lists_every_rule_of_the_game_with_its_title(game: str) -> None:
    rows = Coverage(game).table()
    want = spec_rules(*supported_game(game).spec)
    assert len(want) > 30
    assert {rule for rule, _, _, _ in rows} == set(want)
    for rule, title, count, why in rows:
        assert title == want[rule]
        if rule in NOT_PLAYED[game]:
            assert count == -1 and why == f"not reachable by play: {NOT_PLAYED[game][rule]}"
        else:
            assert count == 0  # nothing played: every other rule is a never-fired row
    assert Coverage(game).never_fired() == [r for r, _, _, _ in rows if r not in NOT_PLAYED[game]]


def test_the_rules_play_cannot_reach_are_rules_of_the_spec_each_with_a_reason() -> None:
    every = spec_rules(*(name for g in supported() for name in g.rule_files(dict(g.expansion_specs))))
    for game, listed in NOT_PLAYED.items():
        for rule, reason in listed.items():
            assert rule in every, f"{game}: {rule} is no rule of the spec"
            assert len(reason) > 20


def test_an_expansion_played_adds_its_rules_to_the_table() -> None:
    base = set(rule_titles("carcassonne"))
    rows = Coverage("carcassonne", expansions=("traders_and_builders",)).table()
    assert {rule for rule, _, _, _ in rows} - base == set(spec_rules("traders-and-builders.md"))
    assert {rule for rule, _, count, _ in rows if count < 0} == {"CAR-R-META-1", *NOT_PLAYED["traders_and_builders"]}


def test_a_short_run_with_every_expansion_fires_rules_of_each() -> None:
    options = Options("carcassonne", games=2, expansions=("castles", "gold_mines", "traders_and_builders"),
                      shrink_cases=False)
    fuzzer = Fuzzer(reference_client(), reference_client(), options)
    total = Coverage("carcassonne", expansions=options.expansions)
    for i in range(2):
        record = fuzzer.play(i)
        assert record.coverage is not None
        total.merge(record.coverage)
    fired = {rule.split("-")[0] for rule, _, count, _ in total.table() if count > 0}
    assert {"CAR", "TB", "GM"} <= fired


def play(game: str, policy: str, games: int, seed: int = 0) -> tuple[list[list[dict[str, object]]], Coverage]:
    """Games of ``game`` played by the reference against itself: their moves and coverage."""
    options = Options(game, seed=seed, games=games, policy=policy, shrink_cases=False)
    fuzzer = Fuzzer(reference_client(), reference_client(), options)
    total = Coverage(game)
    moves = []
    for i in range(games):
        record = fuzzer.play(i)
        assert record.divergence is None
        assert record.coverage is not None
        total.merge(record.coverage)
        moves.append(record.moves)
    return moves, total


@pytest.mark.parametrize("game", ["oregon", "gold_rush", "discovery"])
def test_a_short_default_run_fires_most_rules_play_can_reach(game: str) -> None:
    _, coverage = play(game, "mix", 8)
    fired, reachable = coverage.reach()
    assert reachable == len(spec_rules(*supported_game(game).spec)) - len(NOT_PLAYED[game])
    assert fired >= 0.8 * reachable, coverage.never_fired()


def test_the_discovery_coverage_tells_complete_areas_from_the_events() -> None:
    _, coverage = play("discovery", "mix", 4)
    complete = [label for label in coverage.situations if label.startswith("complete ")]
    assert complete, coverage.situations
    assert coverage.rules["DI-R-SEA-3"] + coverage.rules["DI-R-MTN-3"] + coverage.rules["DI-R-GRASS-4"] > 0


def test_an_oregon_farmer_growing_a_scored_group_is_seen() -> None:
    coverage = Coverage("oregon", setup={"game": "oregon"})
    for col in (1, 2, 3):
        events = [{"type": "farmer_placed", "player": "red", "col": col, "row": 5}]
        if col == 3:
            events.append({"type": "points_scored", "player": "red", "points": 5, "reason": "group", "final": False,
                           "col": 3, "row": 5, "farmers": 3})
        coverage.turn({"type": "place_farmer"}, {"player": "red", "decision": "play_cards"}, events)
    assert coverage.rules["OR-R-GROUP-1"] == 1 and coverage.rules["OR-R-GROUP-2"] == 0
    coverage.turn({"type": "place_farmer"}, None, [{"type": "farmer_placed", "player": "red", "col": 3, "row": 6}])
    assert coverage.rules["OR-R-GROUP-2"] == 1
    coverage.turn({"type": "place_farmer"}, None, [{"type": "farmer_placed", "player": "blue", "col": 3, "row": 7}])
    assert coverage.rules["OR-R-GROUP-2"] == 1  # another colour's farmer grows no group of red's


# --------------------------------------------------------------------------- per-game policies


def test_oregon_policies_are_its_own_and_play_other_games_than_uniform() -> None:
    uniform, _ = play("oregon", "uniform", 2)
    for name in ("tight", "complete", "follower", "mix"):
        assert type(make_policy(name, "oregon")).__name__.startswith("Oregon")
        moves, _ = play("oregon", name, 2)
        assert moves != uniform, name
    assert type(make_policy("tight", "carcassonne")).__name__ == "Tight"


def test_oregon_follower_ends_games_by_the_last_farmer_and_mix_scores_groups() -> None:
    _, follower = play("oregon", "follower", 3)
    assert follower.rules["OR-R-END-1"] == 3
    _, mix = play("oregon", "mix", 5)
    assert mix.rules["OR-R-GROUP-1"] >= 3
    assert mix.rules["OR-R-END-1"] >= 1


def test_gold_rush_complete_counts_stack_joins() -> None:
    assert make_policy("complete", "gold_rush").joins_stacks
    assert not make_policy("complete", "carcassonne").joins_stacks
    _, coverage = play("gold_rush", "complete", 3)
    assert coverage.situations["stacks joined in chance's order"] >= 1


# --------------------------------------------------------------------------- rules, pointers, free places


def test_every_rule_the_fuzzer_names_is_a_rule_of_the_spec() -> None:
    every = spec_rules("carcassonne.md", "discovery.md", "gold-rush.md", "oregon.md", "traders-and-builders.md",
                       "gold-mines.md", "castles.md")
    for table in (SCORING_RULES, EVENT_RULES, COMPLETION_RULES, STATE_RULES):
        for game, rules in table.items():
            for key, rule in rules.items():
                assert rule in every, (game, key, rule)
    assert set(DEFAULT_RULE) == set(GAMES)


@pytest.mark.parametrize(("game", "item", "path", "rule"), [
    ("oregon", {"type": "farmer_placed", "player": "red", "col": 1, "row": 1}, "/events/0/col", "OR-R-FARMER-3"),
    ("oregon", {"type": "points_scored", "reason": "group"}, "/events/1/points", "OR-R-GROUP-1"),
    ("oregon", None, "/state/players/1/coal", "OR-R-FSCORE-6"),
    ("oregon", None, "/state/turn/number", "OR-R-TURN-1"),
    ("gold_rush", {"type": "points_scored", "reason": "railroad"}, "/events/2/points", "GR-R-RAIL-2"),
    ("gold_rush", {"type": "feature_completed", "feature": {"kind": "mountain"}}, "/events/0/tiles", "GR-R-MTN-1"),
    ("gold_rush", None, "/state/mountains/0/tokens", "GR-R-TOKEN-2"),
])
def test_divergences_of_oregon_and_gold_rush_name_a_rule(game: str, item: object, path: str, rule: str) -> None:
    kind = "state" if path.startswith("/state") else "events"
    div = Divergence(kind, "apply_move", 3, path, 1, 2, "", item, item)
    assert rule_for(game, div) == rule


def test_a_state_differing_in_several_fields_shows_every_pointer() -> None:
    ref = {"ok": True, "state": {"players": [{"score": 3, "supply": {"farmer": 2}}, {"score": 1}],
                                 "turn": {"number": 4}}}
    cand = {"ok": True, "state": {"players": [{"score": 4, "supply": {"farmer": 2}}, {"score": 1}],
                                  "turn": {"number": 5}, "extra": 1}}
    div = _compare("state", 6, ref, cand, False, ("state",), "oregon", after_move=True)
    assert div is not None
    assert div.paths == ["/state/players/0/score", "/state/turn/number", "/state/extra"]
    assert "2 more value(s) differ: /state/turn/number, /state/extra" in div.message
    assert [o["path"] for o in div.to_json()["others"]] == ["/state/turn/number", "/state/extra"]


def test_places_the_spec_leaves_free_are_not_compared(monkeypatch: pytest.MonkeyPatch) -> None:
    from rulebook_protocol import free

    places = {"games/oregon/state": {"/chance/items": "spec/protocol.md#fields-the-spec-leaves-free"}}
    monkeypatch.setattr(free, "free_places", lambda name: places.get(name, {}))
    chance: dict[str, object] = {"pile": "x", "items": ["b", "a"]}
    ref = {"state": {"chance": {"pile": "x", "items": ["a", "b"]}, "turn": {"number": 1}}}
    cand = {"state": {"chance": chance, "turn": {"number": 1}}}
    assert _compare("state", 0, ref, cand, False, ("state",), "oregon") is None
    chance["pile"] = "y"
    div = _compare("state", 0, ref, cand, False, ("state",), "oregon")
    assert div is not None and div.paths == ["/state/chance/pile"]
    assert free_test("gold_rush", "state") is None  # nothing free there
    assert differences([1, 2], [1, 3], "/x", lambda p: p == "/x/1") == []


def test_one_move_numbering_in_every_message() -> None:
    # The state after the 64th move, the 64th move itself, the legal moves before the 65th.
    assert point("state", 63, after_move=True) == "after move 64"
    assert point("apply_move", 63) == "on move 64"
    assert point("legal_moves", 64) == "before move 65"
    assert point("state", 0) == point("new_game", 0) == "at the start"
    state = Divergence("state", "state", 63, "/state/x", 1, 2, "", after_move=True)
    assert state.where() == "after move 64" and state.where(first=10) == "after move 74"
    ref, cand = {"state": {"x": 1}}, {"state": {"x": 2}}
    div = _compare("state", 63, ref, cand, False, ("state",), None, after_move=True)
    assert div is not None and div.message.startswith("state after move 64: ")


# --------------------------------------------------------------------------- export


@pytest.fixture
def planted(subprocess_engines: Callable[..., SubprocessEngine]) -> Callable[[str], Client]:
    return lambda name: Client(subprocess_engines(engine_argv(f"planted/{name}"), timeout=20))


@pytest.mark.usefixtures("restore_interpreter_state")
@pytest.mark.parametrize(("name", "game", "rule"), [
    ("oregon_church_plus_one", "oregon", "OR-R-SCORE-1"),
    ("gold_rush_locomotive_ignored", "gold_rush", "GR-R-RAIL-2"),
])
def test_a_feature_is_exported_for_every_game(name: str, game: str, rule: str, planted: Callable[[str], Client],
                                              tmp_path: Path) -> None:
    result = fuzz(reference_client(), planted(name), game, games=10, shrink_seconds=30)
    finding = result.finding
    assert finding is not None and finding.rule == rule
    feature = export_feature(finding)
    assert f"@rule:{rule}" in feature
    assert "When the runner sends apply_move:" in feature
    code, output = check_exported(tmp_path, feature, None, game)
    assert code == 0, output
    code, output = check_exported(tmp_path, feature, engine_command(f"planted/{name}"), game)
    assert code == 1, output


# --------------------------------------------------------------------------- end_game and perft in the mix


def wrapped(change: Callable[[object, dict[str, object], dict[str, object]], dict[str, object]]) -> Client:
    """The reference in process, its answers passed through ``change(session, request, response)``."""
    from reference_engine import Session

    session = Session()

    def handle(request: dict[str, object]) -> dict[str, object]:
        return change(session, request, session.handle(request))

    return Client(InProcessEngine(handle), validate=False)


def test_perft_that_changes_the_game_is_found() -> None:
    def perft_plays_a_move(session: object, request: dict[str, object],
                           response: dict[str, object]) -> dict[str, object]:
        if request.get("cmd") == "perft":
            legal = session.handle({"id": 0, "cmd": "legal_moves"})  # type: ignore[attr-defined]
            if legal["moves"]:
                session.handle({"id": 0, "cmd": "apply_move", "move": legal["moves"][0]})  # type: ignore[attr-defined]
        return response

    result = fuzz(reference_client(), wrapped(perft_plays_a_move), "gold_rush", games=3, shrink_cases=False)
    finding = result.finding
    assert finding is not None
    div = finding.divergence
    assert (div.kind, div.command) == ("state", "perft")
    assert "changed the candidate's game" in div.message and div.message.startswith(f"perft before move {div.step + 1}")


def test_end_game_mid_game_is_compared() -> None:
    from rulebook.fuzz.probes import Probes

    seed = next(s for s in range(200) if (Probes(s, perft=False).end_at or 999) < 40)

    def end_game_scores_nothing(session: object, request: dict[str, object],
                                response: dict[str, object]) -> dict[str, object]:
        if request.get("cmd") == "end_game" and response.get("ok"):
            events = response["events"]
            assert isinstance(events, list)
            response = {**response, "events": [e for e in events if e.get("type") != "points_scored"]}
        return response

    for game in ("oregon", "carcassonne"):
        result = fuzz(reference_client(), wrapped(end_game_scores_nothing), game, seed=seed, games=1,
                      shrink_cases=False)
        finding = result.finding
        assert finding is not None, game
        assert finding.divergence.command == "end_game"
        assert finding.divergence.step == Probes(seed, perft=False).end_at
        assert finding.rule is not None
    clean = fuzz(reference_client(), reference_client(), "discovery", seed=seed, games=1, shrink_cases=False)
    assert clean.finding is None and clean.moves_played == Probes(seed, perft=False).end_at


def test_a_candidate_dying_on_the_perft_probe_is_a_finding_not_a_failed_run() -> None:
    """The probe's three requests go to a subprocess candidate at once (rulebook/fuzz/probes.py):
    its death on ``perft`` is read in order and is the run's finding; nothing waits for the
    ``state`` sent after it."""
    candidate = Client(SubprocessEngine(engine_argv("engines/wrapped_reference") + ["--crash-on", "perft"],
                                        timeout=20), validate=True)
    try:
        result = fuzz(reference_client(), candidate, "carcassonne", games=4, shrink_cases=False)
    finally:
        candidate.engine.close()
    finding = result.finding
    assert finding is not None
    div = finding.divergence
    assert (div.kind, div.command, div.failure) == ("error", "perft", "crashed")
    assert "exited with code 3" in div.message and "cmd=\"perft\"" in div.message

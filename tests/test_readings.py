"""Rule readings as a first-class axis (rulebook.readings, readings_measure, readings_impact).

* the registry of spec/interpretations.md, and how a run and a scenario pick their reading;
* the checked-in measurement (features/readings.json) agrees with the scenarios' tags;
* for every value other than the default that the reference engine plays, an engine that plays
  only that value and declares only it (tests/engines/single_reading.py) gets no failed or
  errored scenario from ``rulebook check``, and plays random games with the reference without a
  divergence (``rulebook fuzz`` picks the reading both declare).
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from _support import ENGINES, env_with_path

from rulebook import readings
from rulebook.readings import ReadingError


def _reference_hello() -> dict:
    from reference_engine import Session

    return Session().handle({"id": 0, "cmd": "hello", "protocol": 1})


def alternatives() -> list[str]:
    """``game:key=value`` for every value other than the default the reference engine plays."""
    hello = _reference_hello()
    found = []
    for game, keys in sorted(readings.registry().items()):
        offered = readings.declared(hello, game)
        for name, key in sorted(keys.items()):
            found += [f"{game}:{name}={v}" for v in offered[name] if v != key.default]
    return found


# --------------------------------------------------------------------------- the registry


def test_the_registry_matches_what_the_reference_engine_declares() -> None:
    hello = _reference_hello()
    for game, entry in hello["games"].items():
        registered = readings.registry()[game]
        for name, values in entry["interpretations"].items():
            assert name in registered, f"{game}: the reference declares {name}, which is not registered"
            assert set(values) <= set(registered[name].values), (game, name, values)
            assert values[0] == registered[name].default, f"{game}:{name}: the reference's first value is its default"
    assert readings.registry()["carcassonne"]["builder.double_turns"].expansion == "traders_and_builders"
    assert readings.registry()["carcassonne"]["city.two_tile_points"].expansion is None
    assert readings.registry()["oregon"]["cards.reshuffle"].chance == frozenset({"shuffle"})
    assert len(alternatives()) >= 28


def test_parse_registry_leaves_out_withdrawn_and_incomplete_entries() -> None:
    text = "\n".join([
        "## Game (game id `g`)", "", "### `a.b`", "", '- **Values:** `"x"`, `"y"` *(chance)*',
        '- **Default:** `"x"`', "- **Expansion:** `e`", "", "### `c.d` (withdrawn)",
        '- **Values:** `"1"`, `"2"`', '- **Default:** `"1"`', "", "### `e.f`", '- **Values:** `"1"`', "",
        "## Notes", "### `g.h`", '- **Values:** `"1"`', '- **Default:** `"1"`'])
    parsed = readings.parse_registry(text)
    assert list(parsed) == ["g"] and list(parsed["g"]) == ["a.b"]
    key = parsed["g"]["a.b"]
    assert key.values == ("x", "y") and key.default == "x" and key.chance == {"y"} and key.expansion == "e"


@pytest.mark.parametrize("text, message", [
    ("city.two_tile_points", "expected KEY=VALUE"),
    ("chess:x=1", "no game 'chess'"),
    ("city.two_tile_point=2", "no registered key 'city.two_tile_point'"),
    ("city.two_tile_points=3", "'3' is not a value of carcassonne:city.two_tile_points; its values are 4, 2"),
    ("oregon:city.two_tile_points=2", "oregon has no registered key"),
])
def test_bad_choices_name_what_exists(text: str, message: str) -> None:
    with pytest.raises(ReadingError, match=None) as caught:
        readings.parse_choices([text])
    assert message in str(caught.value) and f"--interp {text}" in str(caught.value)


def test_choices_are_scoped_by_game() -> None:
    assert readings.parse_choices(["city.two_tile_points=2", "oregon:church.cap=total"]) == {
        "carcassonne": {"city.two_tile_points": "2"}, "oregon": {"church.cap": "total"}}
    with pytest.raises(ReadingError, match="already chosen as 2"):
        readings.parse_choices(["city.two_tile_points=2", "carcassonne:city.two_tile_points=4"])


def test_run_reading_takes_the_choice_then_the_default_then_the_engine_s_own() -> None:
    offered = {"city.two_tile_points": ["2"], "tiles.unplaceable": ["discard", "reshuffle"]}
    reading, problem = readings.run_reading("carcassonne", offered)
    assert problem is None and reading == {**readings.default_reading("carcassonne"), "city.two_tile_points": "2"}
    reading, problem = readings.run_reading("carcassonne", offered, {"tiles.unplaceable": "reshuffle"})
    assert reading["tiles.unplaceable"] == "reshuffle" and problem is None
    _, problem = readings.run_reading("carcassonne", offered, {"city.two_tile_points": "4"})
    assert problem and "does not offer it" in problem and "city.two_tile_points=4" in problem


def test_scenario_reading_and_what_is_sent() -> None:
    hello = {"games": {"carcassonne": {"interpretations": {"city.two_tile_points": ["2"]}}}}
    offered = readings.declared(hello, "carcassonne")
    assert offered["city.two_tile_points"] == ["2"] and offered["tiles.unplaceable"] == ["discard"]
    base, _ = readings.run_reading("carcassonne", offered)
    # A tag for the default of a key the engine plays only otherwise: not applicable, with the reason.
    _, problem = readings.scenario_reading("carcassonne", base, offered, ["city.two_tile_points=4"])
    assert problem == "the engine does not offer the interpretation city.two_tile_points=4 for carcassonne"
    # A tag for the default of a key the engine does not list: applicable, and never sent.
    reading, problem = readings.scenario_reading("carcassonne", base, offered, ["tiles.unplaceable=discard"])
    assert problem is None and readings.to_send("carcassonne", reading) == {"city.two_tile_points": "2"}
    # --interp against a tag: not applicable; in the measuring mode the choice wins.
    chosen = {"city.two_tile_points": "2"}
    _, problem = readings.scenario_reading("carcassonne", base, offered, ["city.two_tile_points=4"], chosen)
    assert problem and "(--interp)" in problem
    reading, problem = readings.scenario_reading("carcassonne", base, offered, ["city.two_tile_points=4"], chosen,
                                                 override=True)
    assert problem is None and reading["city.two_tile_points"] == "2"
    # A key of an expansion that is off is never sent.
    assert readings.to_send("carcassonne", {"builder.double_turns": "chain"}, []) == {}
    assert readings.to_send("carcassonne", {"builder.double_turns": "chain"}, ["traders_and_builders"]) == {
        "builder.double_turns": "chain"}


def test_shared_reading_of_two_engines() -> None:
    everything = readings.declared(_reference_hello(), "carcassonne")
    only_two = readings.declared({"games": {"carcassonne": {"interpretations": {"city.two_tile_points": ["2"]}}}},
                                 "carcassonne")
    reading, notes = readings.shared_reading("carcassonne", everything, only_two)
    assert reading["city.two_tile_points"] == "2"
    assert notes == ["city.two_tile_points=2 (the value the candidate declares)"]
    reading, notes = readings.shared_reading("carcassonne", everything, everything)
    assert reading == readings.default_reading("carcassonne") and notes == []
    with pytest.raises(ReadingError, match="the candidate does not declare it"):
        readings.shared_reading("carcassonne", everything, only_two, {"city.two_tile_points": "4"})
    with pytest.raises(ReadingError, match=re.escape("share no reading of carcassonne:city.two_tile_points")):
        readings.shared_reading("carcassonne", readings.declared(None, "carcassonne"), only_two)


# --------------------------------------------------------------------------- the measurement and the tags


def test_every_scenario_is_tagged_with_exactly_the_keys_its_outcome_depends_on() -> None:
    from rulebook.readings_measure import lint

    problems = lint()
    assert not problems, "\n".join(problems)


def test_the_lint_catches_a_missing_and_a_needless_tag() -> None:
    from rulebook.readings_measure import digest, lint

    table = {"digest": digest(), "games": {"carcassonne": {
        "city.two_tile_points": {"measured": ["4", "2"], "unmeasured": [], "scenarios": {"x-1": ["4"]}}}}}
    tags = {"x-1": ("carcassonne", []), "x-2": ("carcassonne", ["city.two_tile_points=4"]),
            "x-3": ("carcassonne", ["no.such=1"])}
    problems = lint(table, tags)
    assert any(p.startswith("x-1: its outcome depends on city.two_tile_points") for p in problems)
    assert any(p.startswith("x-2: tagged @interp:city.two_tile_points=4 but its outcome is the same") for p in problems)
    assert any(p.startswith("x-3: tagged @interp:no.such=1, which is not a registered key") for p in problems)
    assert not lint(table, {"x-1": ("carcassonne", ["city.two_tile_points=4"])})
    assert lint(dict(table, digest="0"), {"x-1": ("carcassonne", ["city.two_tile_points=4"])})[0].startswith(
        "features/readings.json was measured on other scenarios")


def test_the_changelog_names_every_change_since_the_previous_version(monkeypatch: pytest.MonkeyPatch,
                                                                     tmp_path: Path) -> None:
    from rulebook import readings_measure as m

    since = {"suite_version": "0.0.1", "registry": m.registry_snapshot(), "tags": {"x-1": ["city.two_tile_points=4"]}}
    tags = {"x-1": ["city.two_tile_points=4"], "x-2": ["city.two_tile_points=2"]}
    log = tmp_path / "CHANGELOG.md"
    monkeypatch.setattr(m, "changelog_path", lambda: log)
    log.write_text(f"# Changes\n\n## {m.suite_version()}\n\n- nothing yet\n\n## 0.0.1\n", encoding="utf-8")
    problems = m.changelog_problems({"since": since}, tags)
    assert problems == [f"x-2: the tag city.two_tile_points=2 changed since suite 0.0.1; say so in "
                        f"features/CHANGELOG.md under {m.suite_version()} (give the suite a new version first if "
                        f"{m.suite_version()} is released)"]
    log.write_text(f"## {m.suite_version()}\n\n- `city.two_tile_points=2` on x-2\n", encoding="utf-8")
    assert m.changelog_problems({"since": since}, tags) == []
    log.write_text("## 9.9.9\n", encoding="utf-8")
    assert "first section is 9.9.9" in m.changelog_problems({}, tags)[0]


@pytest.mark.slow
def test_the_checked_in_measurement_is_what_the_reference_engine_gives(tmp_path: Path) -> None:
    from rulebook.readings_measure import dependencies, load_table, measure

    measured = dependencies(measure(use_cache=False))
    assert measured["games"] == load_table()["games"], "run `rulebook readings measure --write` and review"


# --------------------------------------------------------------------------- an engine that plays one reading


def _env(choice: str) -> dict[str, str]:
    return env_with_path(ENGINES, RULEBOOK_READING=choice, COLUMNS="100")


@pytest.mark.slow
@pytest.mark.parametrize("choice", alternatives())
def test_an_engine_playing_only_one_reading_fails_no_scenario(tmp_path: Path, choice: str) -> None:
    game = choice.partition(":")[0]
    report = tmp_path / "r.jsonl"
    proc = subprocess.run([sys.executable, "-m", "rulebook", "check", "--engine", "single_reading:handle",
                           "--game", game, "--report", str(report), "--no-progress"],
                          capture_output=True, text=True, env=_env(choice), cwd=tmp_path, timeout=900)
    scenarios = [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines()]
    scenarios = [s for s in scenarios if s["type"] == "scenario"]
    wrong = [(s["id"], s["outcome"], (s["message"] or "")[:200]) for s in scenarios
             if s["outcome"] not in ("passed", "not_applicable")]
    assert not wrong, f"an engine playing only {choice}: {wrong}"
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    key_value = choice.partition(":")[2]
    key = key_value.partition("=")[0]
    default = readings.registry()[game][key].default
    defaults = {f"{k}={v}" for k, v in readings.default_reading(game).items()}
    # The scenarios written for this value (and no other key's non-default value) run and pass.
    tagged = [s for s in scenarios if key_value in s["interpretations"]
              and set(s["interpretations"]) - {key_value} <= defaults]
    assert all(s["outcome"] == "passed" for s in tagged), [(s["id"], s["outcome"]) for s in tagged]
    assert all(s["outcome"] == "not_applicable" for s in scenarios if f"{key}={default}" in s["interpretations"])
    assert sum(s["outcome"] == "passed" for s in scenarios) > len(scenarios) // 2


@pytest.mark.slow
def test_check_under_a_chosen_reading_passes_on_the_reference(tmp_path: Path) -> None:
    report = tmp_path / "r.jsonl"
    proc = subprocess.run([sys.executable, "-m", "rulebook", "check", "--interp", "city.two_tile_points=2",
                           "--game", "carcassonne", "--report", str(report), "--no-progress"],
                          capture_output=True, text=True, cwd=tmp_path, timeout=900,
                          env={**os.environ, "COLUMNS": "100"})
    assert proc.returncode == 0, proc.stdout[-3000:]
    scenarios = [json.loads(line) for line in report.read_text(encoding="utf-8").splitlines()]
    outcomes = {s["id"]: (s["outcome"], s["message"]) for s in scenarios if s["type"] == "scenario"}
    assert outcomes["car-city-04"][0] == "passed"
    assert outcomes["car-city-01"] == ("not_applicable", "the run plays city.two_tile_points=2 (--interp); this "
                                                         "scenario needs city.two_tile_points=4")


def test_check_refuses_a_reading_the_engine_does_not_declare(tmp_path: Path) -> None:
    proc = subprocess.run([sys.executable, "-m", "rulebook", "check", "--engine", "single_reading:handle",
                           "--interp", "city.two_tile_points=4", "--game", "carcassonne", "--no-progress",
                           "--report", str(tmp_path / "r.jsonl")],
                          capture_output=True, text=True, env=_env("carcassonne:city.two_tile_points=2"),
                          cwd=tmp_path, timeout=300)
    assert proc.returncode == 3, proc.stdout + proc.stderr
    assert "--interp city.two_tile_points=4: the engine does not declare this reading for carcassonne " \
           "(it declares city.two_tile_points: 2)" in " ".join((proc.stdout + proc.stderr).split())
    assert "Traceback" not in proc.stderr


@pytest.mark.slow
@pytest.mark.parametrize("choice, expansions", [
    ("carcassonne:builder.on_completing_tile=forbidden", ["--expansions", "traders_and_builders"]),
    ("carcassonne:city.two_tile_points=2", []),
])
def test_fuzz_plays_the_reading_the_candidate_declares(tmp_path: Path, choice: str, expansions: list[str]) -> None:
    proc = subprocess.run([sys.executable, "-m", "rulebook", "fuzz", "--engine", "single_reading:handle",
                           "--games", "50", "--no-coverage", "--export", str(tmp_path / "out"), *expansions],
                          capture_output=True, text=True, env=_env(choice), cwd=tmp_path, timeout=1200)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    key_value = choice.partition(":")[2]
    assert f"Readings: {key_value} (the value the candidate declares)" in proc.stdout
    assert "No divergence: 50 game(s)" in proc.stdout


# --------------------------------------------------------------------------- impact


def test_impact_of_a_reading_in_random_games() -> None:
    from rulebook.readings_impact import impact

    found = impact("carcassonne", "city.two_tile_points", "2", games=4, seed=1, scenarios=False)
    assert found.games == 4 and found.parted >= 1 and found.steps
    assert all(path.endswith("/points") for path in found.paths), found.paths
    assert found.witness and "shrunk" in found.witness
    # The default against itself never parts.
    assert impact("carcassonne", "city.two_tile_points", "4", games=2, scenarios=False).parted == 0

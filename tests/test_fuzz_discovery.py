"""``rulebook fuzz --game discovery``: variants, follower places, exported scenarios.

Issue 30: the fuzzer switches The Discovery's variants on (``two_tiles``,
``equal_turns``: each in about one game in two, drawn from the game's seed, by
default from the variants both engines declare), moves a follower placement to
any place of its segment (every policy but ``uniform``), and exports a
``.feature`` for a Discovery divergence.  Three planted engines
(``tests/planted/discovery_*.py``) show each: a scoring bug, a bug only the
two-tiles variant reaches, and a bug only a follower placed off its segment's
smallest place reaches.  Each exported scenario is run through ``rulebook
check`` on a temporary suite: it passes on the reference and fails on the
planted engine.
"""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from _support import check_exported, engine_argv, engine_command
from click.testing import CliRunner

from rulebook.cli import main
from rulebook.client import Client
from rulebook.engines import InProcessEngine, SubprocessEngine
from rulebook.fuzz import Options, export_feature, fuzz, rule_for
from rulebook.fuzz.runner import Fuzzer, game_variants

VARIANTS = ("equal_turns", "two_tiles")

pytestmark = pytest.mark.usefixtures("restore_interpreter_state")


def planted_command(name: str) -> str:
    return engine_command(f"planted/{name}")


def reference_client() -> Client:
    from reference_engine import Session

    return Client(InProcessEngine(Session().handle), validate=False)


@pytest.fixture
def engines(subprocess_engines: Callable[..., SubprocessEngine]) -> Callable[[str], Client]:
    """Clients on the planted engines (``engines(name)``: tests/planted/<name>.py)."""

    def make(name: str) -> Client:
        return Client(subprocess_engines(engine_argv(f"planted/{name}"), timeout=20))

    return make


def run_scenario(tmp_path: Path, feature: str, engine: str | None) -> tuple[int, str]:
    """Run one exported discovery .feature through ``rulebook check``."""
    return check_exported(tmp_path, feature, engine, "discovery")


# --------------------------------------------------------------------------- variants

def test_each_game_draws_its_variants_from_its_seed() -> None:
    options = Options("discovery", variant_pool=VARIANTS)
    drawn = [game_variants(options, seed) for seed in range(12)]
    assert drawn == [game_variants(options, seed) for seed in range(12)]  # a function of the seed
    assert {tuple(v) for v in drawn} == {(), ("equal_turns",), ("two_tiles",), ("equal_turns", "two_tiles")}
    fixed = Options("discovery", variants=("two_tiles",), variant_pool=("equal_turns",))
    assert all("two_tiles" in game_variants(fixed, seed) for seed in range(12))
    assert game_variants(Options("discovery"), 3) == []


def test_discovery_games_are_played_with_the_variants_they_drew() -> None:
    """Both engines play the drawn variants: the reference's state shows them, with hands
    under two_tiles and tiles set aside under equal_turns; no divergence between two
    reference sessions, whose follower placements go to every place of a segment."""
    options = Options("discovery", seed=0, games=4, policy="follower", variant_pool=VARIANTS)
    fuzzer = Fuzzer(reference_client(), reference_client(), options)
    seen: set[tuple[str, ...]] = set()
    for index in range(4):
        record = fuzzer.play(index)
        assert record.divergence is None
        want = game_variants(options, record.seed)
        assert record.setup.get("variants", []) == want
        first = record.states[0]
        assert first["variants"] == want
        assert ("hand" in first["players"][0]) == ("two_tiles" in want)
        assert bool(first["set_aside"]) == ("equal_turns" in want)
        seen.add(tuple(want))
    assert ("equal_turns", "two_tiles") in seen or len(seen) >= 2


def test_a_two_tiles_bug_is_found_only_when_the_variant_is_played(engines) -> None:
    reference = reference_client()
    candidate = engines("discovery_hand_kept_short")
    without = fuzz(reference, candidate, "discovery", seed=0, games=3, shrink_cases=False)
    assert without.finding is None
    found = fuzz(reference, candidate, "discovery", seed=0, games=3, shrink_seconds=30, variant_pool=VARIANTS)
    assert found.finding is not None
    assert "two_tiles" in found.finding.setup["variants"]
    assert found.finding.divergence.kind == "events"


# --------------------------------------------------------------------------- follower places

def test_spread_places_reach_a_bug_the_listed_places_never_show(engines) -> None:
    """An engine that puts a follower on its segment's smallest place, whatever the move
    names (PC-R-PLACE-1): uniform play names only the listed places and never sees it;
    the follower policy moves placements to other places of the segment and does."""
    reference = reference_client()
    candidate = engines("discovery_at_normalised")
    uniform = fuzz(reference, candidate, "discovery", seed=0, games=3, policy="uniform", shrink_cases=False)
    assert uniform.finding is None
    found = fuzz(reference, candidate, "discovery", seed=0, games=3, policy="follower", shrink_seconds=30)
    finding = found.finding
    assert finding is not None and finding.divergence.path.endswith("/at")
    assert rule_for("discovery", finding.divergence) == "PC-R-PLACE-1"
    # The shrinker replays the moved placement (it stands for the listed one of its segment).
    assert finding.shrunk is not None and finding.shrunk.divergence.signature() == finding.divergence.signature()


# --------------------------------------------------------------------------- export

@pytest.mark.parametrize(("name", "variants", "rule"), [
    ("discovery_meadow_double", (), "DI-R-GRASS-1"),
    # a second whole export round trip (two rulebook check runs): slow, the first stays in the default set
    pytest.param("discovery_hand_kept_short", VARIANTS, None, marks=pytest.mark.slow),
])
def test_a_discovery_divergence_exports_a_scenario_that_judges_it(name: str, variants: tuple[str, ...],
                                                                  rule: str | None, engines, tmp_path: Path) -> None:
    candidate = engines(name)
    result = fuzz(reference_client(), candidate, "discovery", seed=0, games=3, shrink_seconds=30,
                  variant_pool=variants)
    finding = result.finding
    assert finding is not None and finding.shrunk is not None
    feature = export_feature(finding)
    assert f"@id:{finding.id} @rule:" in feature
    if rule:
        assert f"@rule:{rule}" in feature
    if variants:
        assert '"two_tiles"' in feature  # the case's variants travel with its request
    passed, out = run_scenario(tmp_path, feature, None)
    assert passed == 0, f"the exported scenario must pass on the reference:\n{feature}\n{out}"
    failed, out = run_scenario(tmp_path, feature, planted_command(name))
    assert failed == 1, f"the exported scenario must fail on {name}:\n{feature}\n{out}"


# --------------------------------------------------------------------------- the command

def invoke(*args: str):
    return CliRunner().invoke(main, ["fuzz", *args], catch_exceptions=False, env={"COLUMNS": "250"})


def test_cli_plays_the_variants_both_engines_declare_by_default(tmp_path: Path) -> None:
    result = invoke("--engine", "reference_engine:handle", "--game", "discovery", "--games", "2", "--export",
                    str(tmp_path), "--no-coverage")
    assert result.exit_code == 0, result.output
    assert "Variants: equal_turns, two_tiles each in about one game in two" in result.output
    fixed = invoke("--engine", "reference_engine:handle", "--game", "discovery", "--games", "1", "--export",
                   str(tmp_path), "--no-coverage", "--variants", "two_tiles")
    assert fixed.exit_code == 0 and "Variants: two_tiles in every game" in fixed.output
    none = invoke("--engine", "reference_engine:handle", "--game", "discovery", "--games", "1", "--export",
                  str(tmp_path), "--no-coverage", "--variants", "none")
    assert none.exit_code == 0 and "Variants:" not in none.output


@pytest.mark.parametrize("variants", ["no_such_variant", "random,two_tiles"])
def test_cli_variants_usage_errors_exit_3(variants: str) -> None:
    result = invoke("--engine", "reference_engine:handle", "--game", "discovery", "--games", "1",
                    "--variants", variants)
    assert result.exit_code == 3, result.output

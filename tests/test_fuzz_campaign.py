"""Fuzz campaigns (rulebook/fuzz/campaign.py): chunks written as they finish,
resumed after an interruption without playing a chunk twice, merged into the
same verdict, coverage and findings as an uninterrupted run — on this
process, a local pool, or a Dask cluster."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from _support import engine_command
from click.testing import CliRunner

from rulebook.cli import main
from rulebook.errors import UsageError
from rulebook.fuzz import Options
from rulebook.fuzz.campaign import chunks, merge, run_campaign

TWO_BUGS = engine_command("engines/two_bugs")
ROAD = ("CAR-R-ROAD-2", "events", "/events/*/points")
TURN = ("CAR-R-TURN-1", "state", "/state/turn/number")


def _options(games: int = 6) -> Options:
    # Seeds 60-65: the road bug in nearly every game, the turn.number bug once a tile was discarded (seed 65).
    return Options("carcassonne", seed=60, games=games, shrink_seconds=30)


def _played(directory: Path) -> list[int]:
    """Every game index a written chunk says it played, in the order of the run log."""
    out: list[int] = []
    for line in (directory / "runs.jsonl").read_text(encoding="utf-8").splitlines():
        entry = json.loads(line)
        if entry["event"] == "chunk":
            out.extend(range(*entry["games"]))
    return out


def _summary(directory: Path) -> dict[str, Any]:
    report = merge(directory)
    return {"report": report.to_json(), "exports": [f["export"] for f in report.findings],
            "why": {rule: dict(why) for rule, why in report.coverage.why.items()}}


def test_chunks_partition_the_games() -> None:
    parts = chunks(10, 4)
    assert [(c.first, c.stop) for c in parts] == [(0, 4), (4, 8), (8, 10)]
    assert [c.name for c in parts][-1] == "chunk-000002.json"
    with pytest.raises(UsageError):
        chunks(10, 0)


@pytest.mark.slow
def test_an_interrupted_campaign_resumes_and_merges_as_an_uninterrupted_one(tmp_path: Path) -> None:
    whole, broken = tmp_path / "whole", tmp_path / "broken"
    run_campaign(whole, _options(), TWO_BUGS, chunk_size=2, timeout=20)

    written: list[int] = []

    def interrupt(record: dict[str, Any]) -> None:
        written.append(record["chunk"])
        if len(written) == 2:
            raise KeyboardInterrupt  # as Ctrl-C between two chunks

    with pytest.raises(KeyboardInterrupt):
        run_campaign(broken, _options(), TWO_BUGS, chunk_size=2, timeout=20, on_chunk=interrupt)
    partial = merge(broken)
    assert (partial.chunks_done, partial.chunks_planned, partial.complete) == (2, 3, False)
    assert partial.games_played == 4

    resumed: list[int] = []
    run_campaign(broken, _options(), TWO_BUGS, chunk_size=2, timeout=20,
                 on_chunk=lambda record: resumed.append(record["chunk"]))
    assert resumed == [2]  # only the chunk without a record
    assert sorted(_played(broken)) == list(range(6)) == sorted(_played(whole))  # every game exactly once

    a, b = _summary(whole), _summary(broken)
    assert a == b
    report = merge(broken)
    assert report.complete and report.games_played == 6 and report.exit_status == 1
    keys = [tuple(f["key"]) for f in report.findings]
    assert keys == [ROAD, TURN]
    assert report.findings[0]["game_index"] == 0 and report.findings[1]["game_index"] == 5
    assert report.duplicates[ROAD] >= 3  # the frequent bug, shown again in other chunks' games
    for finding in report.findings:  # each with its shrunk reproduction
        assert len(finding["export"]["reproduction"]["moves"]) <= 3
    assert report.coverage.rules["CAR-R-ROAD-1"] > 0

    # Resuming a complete campaign plays nothing; another plan in the same folder is refused.
    again: list[int] = []
    run_campaign(broken, _options(), TWO_BUGS, chunk_size=2, timeout=20, on_chunk=lambda r: again.append(1))
    assert again == []
    with pytest.raises(UsageError, match="another plan"):
        run_campaign(broken, _options(8), TWO_BUGS, chunk_size=2, timeout=20)


def test_the_campaign_commands(tmp_path: Path) -> None:
    folder = tmp_path / "c"
    runner = CliRunner()
    args = ["fuzz", "--engine", TWO_BUGS, "--games", "3", "--seed", "60", "--campaign", str(folder),
            "--chunk-size", "2", "--no-coverage", "--no-shrink"]
    result = runner.invoke(main, args, terminal_width=200)
    assert result.exit_code == 1, result.output
    assert "Campaign complete: 3 of 3 game(s)" in result.output
    report = json.loads((folder / "report.json").read_text(encoding="utf-8"))
    assert [tuple(f["key"]) for f in report["findings"]] == [ROAD]
    assert (folder / "findings" / f"{report['findings'][0]['id']}.json").is_file()
    assert "(not shrunk)" in result.output
    again = runner.invoke(main, args, terminal_width=200)  # resumed: nothing left to play
    assert again.exit_code == 1 and "chunk 0:" not in again.output
    shown = runner.invoke(main, ["fuzz", "report", str(folder)], terminal_width=200)
    assert shown.exit_code == 1 and report["findings"][0]["id"] in shown.output
    assert "Rule coverage" in shown.output
    missing = runner.invoke(main, ["fuzz", "report", str(tmp_path)], terminal_width=200)
    assert missing.exit_code == 3 and "holds no campaign" in missing.output


@pytest.mark.slow
def test_a_campaign_on_a_local_dask_cluster_gives_the_local_pools_results(tmp_path: Path) -> None:
    distributed = pytest.importorskip("distributed")
    run_campaign(tmp_path / "pool", _options(), TWO_BUGS, chunk_size=2, workers=2, timeout=20)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) \
            as cluster, distributed.Client(cluster) as client:
        assert len(client.scheduler_info()["workers"]) == 2
        run_campaign(tmp_path / "dask", _options(), TWO_BUGS, chunk_size=2, cluster=cluster.scheduler_address,
                     timeout=20)
    assert _summary(tmp_path / "dask") == _summary(tmp_path / "pool")
    assert sorted(_played(tmp_path / "dask")) == list(range(6))
    assert [tuple(f["key"]) for f in merge(tmp_path / "dask").findings] == [ROAD, TURN]


def test_workers_default_to_one_per_cpu_for_a_campaign_and_one_otherwise(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    import rulebook.cli.fuzz as cli_fuzz
    import rulebook.fuzz.campaign as campaign

    asked: list[int] = []

    def fake_run_campaign(*args: object, workers: int, **kwargs: object) -> None:
        asked.append(workers)
        raise KeyboardInterrupt  # the command then says what it wrote and exits 130

    monkeypatch.setattr(cli_fuzz, "usable_cpus", lambda: 3)
    monkeypatch.setattr(campaign, "run_campaign", fake_run_campaign)
    runner = CliRunner()
    base = ["fuzz", "--engine", "reference_engine:handle", "--no-coverage", "--export", str(tmp_path / "x")]
    for extra, workers in (([], 3), (["-n", "1"], 1), (["-n", "auto"], 3), (["-n", "2"], 2)):
        result = runner.invoke(main, [*base, "--games", "4", "--campaign", str(tmp_path / "c"), *extra])
        assert result.exit_code == 130, result.output
        assert asked.pop() == workers
    plain = runner.invoke(main, [*base, "--games", "1"], terminal_width=200)
    assert plain.exit_code == 0, plain.output
    assert "workers" not in plain.output  # a plain run is serial unless -n says otherwise
    for bad in ("0", "-1", "two", ""):
        refused = runner.invoke(main, [*base, "-n", bad])
        assert refused.exit_code == 3  # bad usage, as every option refused
        assert "expected a number of workers (1 or more) or 'auto'" in refused.output

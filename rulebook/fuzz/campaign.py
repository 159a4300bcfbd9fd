"""Fuzz campaigns: many games, in chunks, resumable, on this machine or a cluster.

``rulebook fuzz --campaign DIR`` splits the games (seeds ``seed`` …
``seed + games - 1``) into chunks of ``chunk_size`` consecutive games.  Each
chunk is played on its own (:func:`play_chunk`: fresh engines, every game
played as ``--keep-going`` plays it, each distinct divergence shrunk) and its
record — games and moves played, rule coverage, the kept findings with their
exported reproductions (:func:`rulebook.fuzz.export_json`), how often each
showed again — is written to ``DIR/chunks/chunk-NNNNNN.json`` atomically (a
temporary file renamed into place) as soon as it finishes.  A chunk whose
file exists is never played again: a campaign interrupted at any point
resumes with the chunks that have no file (the chunks under way when it
stopped are played again from their start; nothing of them was kept).
``DIR/campaign.json`` holds the plan; resuming with a different plan is an
error.  ``DIR/runs.jsonl`` logs each run and each chunk it wrote.

A game depends on its seed alone (:func:`rulebook.fuzz.runner.play_game`), so
a chunk's record is the same in any process, on any machine, in any run; and
:func:`merge` orders everything by game, so the merged verdict, coverage and
findings do not depend on how the chunks were spread or interrupted.  Merged:
per :attr:`Finding.key` the finding of the earliest game (with its shrunk
reproduction); ``duplicates`` how many more games showed that key.  Shrinking
is bounded in time (``shrink_seconds``): on a machine loaded enough that a
shrink runs out of time in one run and not in another, shrunk cases may
differ; the findings cannot.

Backends (:func:`run_campaign`): this process (``workers`` 1), a local
process pool (``workers`` > 1), or a Dask distributed cluster
(``cluster="tcp://host:8786"``; ``pip install -e '.[cluster]'``; each worker
needs this package installed and the candidate engine's command runnable,
bench/README.md "Campaigns on a cluster").
"""
from __future__ import annotations

import contextlib
import dataclasses
import importlib
import json
import os
import time
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import UsageError
from .coverage import Coverage
from .export import FindingRecord, export_json
from .runner import Fuzzer, Options, _Collector, _states_for, check_engines, long_lived_frozen

__all__ = ["CampaignReport", "Chunk", "merge", "play_chunk", "run_campaign"]

PLAN_FILE = "campaign.json"
CHUNK_DIR = "chunks"
RUN_LOG = "runs.jsonl"
#: Games per chunk by default: a few seconds of play, so little is lost to an interruption.
DEFAULT_CHUNK_SIZE = 50


@dataclass(frozen=True)
class Chunk:
    """Games ``first`` … ``stop - 1`` (indices from 0; seeds ``options.seed + i``)."""

    number: int
    first: int
    stop: int

    @property
    def name(self) -> str:
        return f"chunk-{self.number:06d}.json"


def chunks(games: int, size: int) -> list[Chunk]:
    """The chunks of a campaign of ``games`` games, ``size`` games each (the last may be shorter)."""
    if size < 1:
        raise UsageError(f"a chunk holds at least one game, not {size}")
    return [Chunk(n, first, min(first + size, games)) for n, first in enumerate(range(0, games, size))]


def _coverage_record(coverage: Coverage) -> dict[str, Any]:
    return {"game": coverage.game, "rules": dict(coverage.rules), "situations": dict(coverage.situations),
            "why": {rule: dict(why) for rule, why in coverage.why.items()}}


def _coverage_from(record: dict[str, Any]) -> Coverage:
    return Coverage(record["game"], Counter(record["rules"]), Counter(record["situations"]),
                    {rule: Counter(why) for rule, why in record["why"].items()})


def play_chunk(reference_spec: str | None, candidate_spec: str, options: Options, chunk: Chunk, *,
               timeout: float, validate: bool) -> dict[str, Any]:
    """Play one chunk with engines of its own and return its record (JSON
    data, written as ``chunks/<chunk.name>``): ``chunk``, ``first``,
    ``stop``, ``games``, ``moves``, ``coverage`` (rules, situations, why),
    ``findings`` (per kept finding, in game order: its ``key``, ``game_index``,
    ``engine_failure`` and ``export``, the :func:`export_json` record),
    ``duplicates`` (``[key, n]`` pairs) and ``seconds``.  Every game is played
    as ``keep_going`` plays it; raises what :func:`rulebook.fuzz.fuzz` raises."""
    from .parallel import open_clients

    started = time.monotonic()
    plan = dataclasses.replace(options, keep_going=True)
    reference, candidate = open_clients(reference_spec, candidate_spec, timeout=timeout, validate=validate)
    try:
        check_engines(reference, candidate, plan.game, plan.expansions, (*plan.variants, *plan.variant_pool))
        fuzzer = Fuzzer(reference, candidate, plan)
        collector = _Collector(plan, None)
        with long_lived_frozen():
            for index in range(chunk.first, chunk.stop):
                record = fuzzer.play(index)
                for finding in collector.take(record, fuzzer.findings):
                    fuzzer.shrink(finding, _states_for(record, finding))
    finally:
        reference.engine.close()
        candidate.engine.close()
    return {
        "chunk": chunk.number, "first": chunk.first, "stop": chunk.stop,
        "games": collector.games, "moves": collector.moves,
        "coverage": _coverage_record(collector.coverage),
        "findings": [{"key": list(f.key), "game_index": f.game_index, "engine_failure": f.divergence.engine_failure,
                      "export": export_json(f)} for f in collector.kept],
        "duplicates": [[list(key), n] for key, n in collector.duplicates.items()],
        "seconds": round(time.monotonic() - started, 3),
    }


def _plan_record(options: Options, chunk_size: int, reference_spec: str | None, candidate_spec: str,
                 validate: bool) -> dict[str, Any]:
    played = dataclasses.replace(options, keep_going=True)  # how play_chunk plays every game
    return {"options": json.loads(json.dumps(dataclasses.asdict(played))), "chunk_size": chunk_size,
            "reference": reference_spec, "candidate": candidate_spec, "validate": validate}


def _options_from(record: dict[str, Any]) -> Options:
    fields = dict(record)
    for name in ("expansions", "variants", "variant_pool"):
        fields[name] = tuple(fields.get(name, ()))
    return Options(**fields)


def _write_atomically(path: Path, data: Any) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(tmp, "w", encoding="utf-8") as handle:
        json.dump(data, handle, ensure_ascii=False, sort_keys=True)
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(tmp, path)


def _log(directory: Path, entry: dict[str, Any]) -> None:
    with open(directory / RUN_LOG, "a", encoding="utf-8") as handle:
        handle.write(json.dumps(entry, sort_keys=True) + "\n")


def open_campaign(directory: Path, options: Options | None = None, *, chunk_size: int = DEFAULT_CHUNK_SIZE,
                  reference_spec: str | None = None, candidate_spec: str | None = None,
                  validate: bool = True) -> dict[str, Any]:
    """The plan of the campaign in ``directory``: written there when new
    (``options`` and ``candidate_spec`` given), else read — and compared with
    ``options`` etc. when given (:class:`UsageError` when they differ: a
    campaign is resumed with its own plan)."""
    path = directory / PLAN_FILE
    if path.is_file():
        plan: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        if options is not None:
            asked = _plan_record(options, chunk_size, reference_spec, candidate_spec or "", validate)
            differ = sorted(k for k in asked if asked[k] != plan.get(k))
            if differ:
                raise UsageError(f"{directory} holds a campaign with another plan ({', '.join(differ)} differ); "
                                 f"resume it with the options it was started with, or use another folder")
        return plan
    if options is None or candidate_spec is None:
        raise UsageError(f"{directory} holds no campaign ({PLAN_FILE} is missing)")
    directory.mkdir(parents=True, exist_ok=True)
    (directory / CHUNK_DIR).mkdir(exist_ok=True)
    plan = _plan_record(options, chunk_size, reference_spec, candidate_spec, validate)
    _write_atomically(path, plan)
    return plan


def done_chunks(directory: Path) -> set[str]:
    """File names of the chunks already written."""
    folder = directory / CHUNK_DIR
    return {p.name for p in folder.glob("chunk-*.json")} if folder.is_dir() else set()


#: Runs a chunk somewhere and hands back its record: ``submit(chunk) -> future``.
Submit = Callable[[Chunk], Any]


@contextlib.contextmanager
def _backend(plan: dict[str, Any], options: Options, *, workers: int, cluster: str | None,
             timeout: float) -> Iterator[tuple[Callable[[Chunk], Any], Callable[[list[Any]], Iterator[Any]]]]:
    """``(submit, completed)``: ``submit(chunk)`` starts a chunk and returns a
    future; ``completed(futures)`` yields them as they finish."""
    args = (plan["reference"], plan["candidate"], options)
    kwargs = {"timeout": timeout, "validate": plan["validate"]}
    if cluster is not None:
        try:
            distributed: Any = importlib.import_module("distributed")  # the optional extra, untyped
        except ImportError as exc:
            raise UsageError("--cluster needs Dask distributed: pip install -e '.[cluster]'") from exc
        client = distributed.Client(cluster) if isinstance(cluster, str) else cluster
        try:
            yield (lambda chunk: client.submit(play_chunk, *args, chunk, pure=False, **kwargs),
                   lambda futures: iter(distributed.as_completed(futures)))
        finally:
            if isinstance(cluster, str):
                client.close()
        return
    if workers <= 1:
        class _Done:
            def __init__(self, chunk: Chunk) -> None:
                self.chunk = chunk

            def result(self) -> dict[str, Any]:
                return play_chunk(*args, self.chunk, **kwargs)

        yield (_Done, iter)
        return
    import multiprocessing

    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=context)
    try:
        yield (lambda chunk: pool.submit(play_chunk, *args, chunk, **kwargs), as_completed)
    except BaseException:
        pool.shutdown(wait=False, cancel_futures=True)  # an interruption: the chunks not started never start
        raise
    pool.shutdown()


def run_campaign(directory: Path, options: Options, candidate_spec: str, *, reference_spec: str | None = None,
                 chunk_size: int = DEFAULT_CHUNK_SIZE, workers: int = 1, cluster: Any = None,
                 timeout: float = 10.0, validate: bool = True,
                 on_chunk: Callable[[dict[str, Any]], None] | None = None) -> CampaignReport:
    """Play the chunks of the campaign in ``directory`` that have no record
    yet (all of them for a new campaign), writing each record as it finishes,
    then :func:`merge` them.  ``workers`` > 1: a local process pool;
    ``cluster``: a Dask scheduler address (``tcp://host:8786``) or a
    ``distributed.Client``.  ``on_chunk(record)`` is called after each record
    is written.  Raises :class:`UsageError` for a folder holding another
    campaign, and what :func:`play_chunk` raises (the records written so far
    stay)."""
    plan = open_campaign(directory, options, chunk_size=chunk_size, reference_spec=reference_spec,
                         candidate_spec=candidate_spec, validate=validate)
    done = done_chunks(directory)
    todo = [c for c in chunks(options.games, chunk_size) if c.name not in done]
    run_id = f"{time.strftime('%Y%m%dT%H%M%S', time.gmtime())}-{os.getpid()}"
    backend = "cluster" if cluster is not None else ("pool" if workers > 1 else "serial")
    _log(directory, {"run": run_id, "event": "start", "backend": backend, "todo": [c.number for c in todo]})
    with _backend(plan, options, workers=workers, cluster=cluster, timeout=timeout) as (submit, completed):
        futures = {submit(c): c for c in todo}
        for future in completed(list(futures)):
            record = future.result()
            chunk = futures[future]
            _write_atomically(directory / CHUNK_DIR / chunk.name, record)
            _log(directory, {"run": run_id, "event": "chunk", "chunk": chunk.number,
                             "games": [chunk.first, chunk.stop]})
            if on_chunk is not None:
                on_chunk(record)
    _log(directory, {"run": run_id, "event": "end"})
    return merge(directory)


@dataclass
class CampaignReport:
    """The merged records of a campaign's chunks (:func:`merge`)."""

    game: str
    games_planned: int
    chunks_planned: int
    chunks_done: int
    games_played: int
    moves_played: int
    coverage: Coverage
    #: One per :attr:`Finding.key`, the earliest game's, in game order: ``{"key", "game_index",
    #: "engine_failure", "export"}`` (``export``: :func:`export_json`'s record).
    findings: list[dict[str, Any]] = field(default_factory=list)
    #: Per key (as a tuple): how many more games showed it.
    duplicates: dict[tuple[str, ...], int] = field(default_factory=dict)

    @property
    def complete(self) -> bool:
        return self.chunks_done == self.chunks_planned

    @property
    def exit_status(self) -> int:
        """0 no divergence; 2 when a finding is an engine failure; else 1."""
        if not self.findings:
            return 0
        return 2 if any(f["engine_failure"] for f in self.findings) else 1

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "games_planned": self.games_planned, "chunks_planned": self.chunks_planned,
                "chunks_done": self.chunks_done, "games_played": self.games_played,
                "moves_played": self.moves_played, "exit_status": self.exit_status,
                "coverage": self.coverage.to_json(),
                "findings": [{**{k: v for k, v in f.items() if k != "export"}, "id": f["export"]["id"],
                              "duplicates": self.duplicates.get(tuple(f["key"]), 0)} for f in self.findings]}


def merge(directory: Path) -> CampaignReport:
    """Merge the chunk records of the campaign in ``directory`` (any subset
    written so far): coverage added up, findings deduplicated by key keeping
    the earliest game's, duplicates counted.  Independent of the order the
    chunks finished in and of how many runs wrote them."""
    plan = open_campaign(directory)
    options = _options_from(plan["options"])
    planned = chunks(options.games, plan["chunk_size"])
    records = [json.loads(p.read_text(encoding="utf-8")) for p in sorted((directory / CHUNK_DIR).glob("chunk-*.json"))]
    records.sort(key=lambda r: r["first"])
    coverage = Coverage(options.game)
    first: dict[tuple[str, ...], dict[str, Any]] = {}
    shows: Counter[tuple[str, ...]] = Counter()
    for record in records:
        coverage.merge(_coverage_from(record["coverage"]))
        for finding in record["findings"]:
            key = tuple(finding["key"])
            shows[key] += 1
            if key not in first or finding["game_index"] < first[key]["game_index"]:
                first[key] = finding
        for key, n in record["duplicates"]:
            shows[tuple(key)] += n
    findings = sorted(first.values(), key=lambda f: (f["game_index"], f["key"]))
    return CampaignReport(options.game, options.games, len(planned), len(records),
                          sum(r["games"] for r in records), sum(r["moves"] for r in records), coverage, findings,
                          {key: n - 1 for key, n in shows.items() if n > 1})


def write_report(report: CampaignReport, directory: Path) -> list[Path]:
    """Write ``DIR/report.json`` (:meth:`CampaignReport.to_json`) and each
    finding's reproduction as ``DIR/findings/<id>.json``; the paths written."""
    out = directory / "findings"
    out.mkdir(exist_ok=True)
    written = []
    for finding in report.findings:
        record: FindingRecord = finding["export"]
        path = out / f"{record['id']}.json"
        _write_atomically(path, record)
        written.append(path)
    _write_atomically(directory / "report.json", report.to_json())
    return [directory / "report.json", *written]

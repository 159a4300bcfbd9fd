"""``rulebook fuzz -n N``: games spread over N worker processes
(:mod:`concurrent.futures`), with the results of a serial run.

Each worker opens its own reference and candidate from their specs and plays
the games it is given; a game depends on its seed alone, so it is the same
game in any process.  The parent takes the records in game order through the
same :class:`~rulebook.fuzz.runner._Collector` as a serial run — the same
findings kept, silenced or counted as duplicates, the same number of games
and moves up to the first finding without ``keep_going``, the same coverage —
and has each kept finding shrunk by a worker from the reference's states
replayed from its moves (the same states a serial run recorded).  Shrinking
is bounded by ``shrink_seconds`` too: on a machine loaded enough that a
shrink runs out of time in one run and not in the other, the shrunk cases can
differ; the verdict and the finding cannot.
"""
from __future__ import annotations

import gc
import multiprocessing
import multiprocessing.util
import time
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor

from ..client import Client
from ..engines import DEFAULT_TIMEOUT
from .lockstep import Finding
from .runner import Fuzzer, FuzzResult, GameRecord, Options, _Collector, check_engines

__all__ = ["fuzz_parallel", "open_clients"]

#: The worker process's :class:`Fuzzer` (under ``"fuzzer"``, set by :func:`_init`).
_WORKER: dict[str, Fuzzer] = {}


def open_clients(reference_spec: str | None, candidate_spec: str, *, timeout: float,
                 validate: bool) -> tuple[Client, Client]:
    """The two clients of a fuzz run.  ``reference_spec`` ``None``: the
    reference engine in this process, in a session of its own (so a candidate
    given as ``reference_engine:handle`` does not share it), trusted (not
    validated, its :attr:`Client.game_object` set for the move policies'
    look-ahead); another reference is validated like the candidate when
    ``validate``."""
    from ..engines import InProcessEngine, open_engine

    if reference_spec is None:
        from rulebook.oracle import Session

        # The harness builds every request itself (the candidate's client checks them when validating).
        # Trusted: no JSON round trip (its Session builds a fresh response per request).
        session = Session(validate=False)
        reference_engine = InProcessEngine(session.handle, description="the reference engine (in-process)",
                                           wire=False)
        reference = Client(reference_engine, validate=False)
        # The move policies' look-ahead reads the reference's own game (no shadow game replaying every move).
        reference.game_object = lambda: session.game
    else:
        reference = Client(open_engine(reference_spec, timeout=timeout), validate=validate)
    try:
        candidate = Client(open_engine(candidate_spec, timeout=timeout), validate=validate)
    except BaseException:
        reference.engine.close()
        raise
    return reference, candidate


def _init(reference_spec: str | None, candidate_spec: str, timeout: float, validate: bool, options: Options) -> None:
    reference, candidate = open_clients(reference_spec, candidate_spec, timeout=timeout, validate=validate)
    # Close both engines when the worker exits (a subprocess engine is stopped and reaped).
    multiprocessing.util.Finalize(None, _close, args=(reference, candidate), exitpriority=10)
    reference.hello()
    candidate.hello()
    _WORKER["fuzzer"] = Fuzzer(reference, candidate, options)
    gc.collect()
    gc.freeze()  # the worker's long-lived objects stay out of full collections (runner.long_lived_frozen)


def _close(*clients: Client) -> None:
    for client in clients:
        try:
            client.engine.close()
        except Exception:
            pass


def _play(indices: list[int]) -> list[GameRecord]:
    fuzzer = _WORKER["fuzzer"]
    records = []
    for i in indices:
        record = fuzzer.play(i)
        record.states = []  # not sent back: a shrink replays them
        records.append(record)
        if record.divergence is not None and not fuzzer.options.keep_going:
            break  # later games of this batch are not needed
    return records


def _shrink(finding: Finding) -> Finding:
    return _WORKER["fuzzer"].shrink(finding)


def fuzz_parallel(reference_spec: str | None, candidate_spec: str, options: Options, *, workers: int,
                  timeout: float = DEFAULT_TIMEOUT, validate: bool = True,
                  silence: Callable[[Finding], str | None] | None = None,
                  on_game: Callable[[int, int, GameRecord], None] | None = None) -> FuzzResult:
    """:func:`~rulebook.fuzz.runner.fuzz` over ``workers`` processes, the
    engines given by spec (``None``: the reference in process).  Checks the
    engines' ``hello`` here first (the same errors as a serial run)."""
    started = time.monotonic()
    reference, candidate = open_clients(reference_spec, candidate_spec, timeout=timeout, validate=validate)
    try:
        check_engines(reference, candidate, options.game, options.expansions,
                      (*options.variants, *options.variant_pool))
        local = Fuzzer(reference, candidate, options)
    finally:
        reference.engine.close()
        candidate.engine.close()
    collector = _Collector(options, silence)
    # Small batches in game order: workers stay busy, and little is played past a first finding.
    size = max(1, min(8, options.games // (workers * 4) or 1))
    batches = [list(range(i, min(i + size, options.games))) for i in range(0, options.games, size)]
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    with ProcessPoolExecutor(max_workers=workers, mp_context=context, initializer=_init,
                             initargs=(reference_spec, candidate_spec, timeout, validate, options)) as pool:
        futures = [pool.submit(_play, batch) for batch in batches]
        shrinking: list[Future[Finding]] = []
        try:
            for future in futures:
                for record in future.result():
                    new = collector.take(record, local.findings)
                    if on_game:
                        on_game(collector.games, options.games, record)
                    if options.shrink_cases:
                        shrinking += [pool.submit(_shrink, finding) for finding in new]
                    if collector.done:
                        break
                if collector.done:
                    break
        finally:
            for future in futures:
                future.cancel()
        shrunk = [f.result() for f in shrinking]
    by_key = {f.key: f for f in shrunk}
    collector.kept = [by_key.get(f.key, f) for f in collector.kept]
    return collector.result(started, workers)

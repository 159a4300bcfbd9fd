"""How fast an in-process `rulebook fuzz` could be with a harness that cost nothing (issue 28).

A fuzz run with the candidate in process (``reference_engine:handle``) is
recorded: every request each engine gets, in order.  The two request streams
are then replayed through two fresh :class:`reference_engine.Session` objects
set up as in the run (the reference trusted, the candidate validating), with
nothing else in the loop: no client, no comparison, no move policy, no
coverage.  Every replayed answer is checked to be ``ok`` once, untimed.
Replaying asks each engine exactly the work the fuzz run asked of it (the same
games, moves, ``state`` and probe requests), so the replay's rate is the
ceiling of an in-process fuzz of these games: what the two engines' own
answers cost.  Each round measures, in this process:

- ``fuzz``: the recorded run, games per CPU-second;
- ``engines``: the replay of both streams, games per CPU-second;
- ``fuzz share``: the share of the run's time the replay takes (the rest is the
  harness, the policy and the coverage);
- with ``--against DIR``: that tree's in-process ``rulebook fuzz`` of the same
  games in a fresh subprocess (as ``bench/fuzz_peer.py`` measures it, after the
  same 30 games of warm-up as here), and the replay's rate and this tree's run
  as multiples of it.

    python bench/fuzz_floor.py --games 200 --runs 5 --against /tmp/before

Figures are medians of ``--runs`` rounds.  Nothing is asserted.
"""
from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path
from typing import Any

from fuzz_peer import CANDIDATES, fuzz_rate

from reference_engine import Session
from rulebook.fuzz import fuzz, open_clients


def fuzz_run(games: int, seed: int, record: bool = False) -> tuple[float, list[Any], list[Any]]:
    """(CPU seconds of the fuzz run, the reference's requests, the candidate's requests);
    the requests are kept only with ``record`` (a run that records is not the one timed)."""
    reference, candidate = open_clients(None, "reference_engine:handle", timeout=30, validate=True)
    streams: tuple[list[Any], list[Any]] = ([], [])
    if record:
        for client, stream in zip((reference, candidate), streams):
            inner = client.engine.handle

            def recording(request: Any, inner: Any = inner, stream: list[Any] = stream) -> Any:
                stream.append(request)  # a fresh dict per request, which no session changes
                return inner(request)

            client.engine.handle = recording
    reference.hello()
    candidate.hello()
    del streams[0][:], streams[1][:]
    started = time.process_time()
    result = fuzz(reference, candidate, "carcassonne", seed=seed, games=games)
    seconds = time.process_time() - started
    assert result.finding is None, result.finding.divergence.message
    reference.engine.close()
    candidate.engine.close()
    return seconds, streams[0], streams[1]


def replay(requests: list[Any], session: Session) -> None:
    handle = session.handle
    for request in requests:
        handle(request)


def refused(requests: list[Any], session: Session) -> list[Any]:
    """The answers of a replay that are not ``ok`` (none, when the replay asks what the run asked)."""
    return [answer for answer in map(session.handle, requests) if not answer.get("ok")]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--against", type=Path, metavar="DIR", help="another source tree's in-process fuzz")
    args = parser.parse_args()
    fuzz_run(30, 0)  # warm-up: the engine's fit tables fill during its first games
    _, ref_requests, cand_requests = fuzz_run(args.games, args.seed, record=True)
    for requests, validate in ((ref_requests, False), (cand_requests, True)):
        bad = refused(requests, Session(validate=validate))
        if bad:
            raise SystemExit(f"the replay is not the run: {len(bad)} answer(s) refused, the first {bad[0]}")
    rows: dict[str, list[float]] = {}
    for run in range(args.runs):
        fuzz_seconds = fuzz_run(args.games, args.seed)[0]
        sessions = Session(validate=False), Session(validate=True)
        started = time.process_time()
        replay(ref_requests, sessions[0])
        replay(cand_requests, sessions[1])
        engines = time.process_time() - started
        measured = [("fuzz games/CPU-s", args.games / fuzz_seconds),
                    ("engines games/CPU-s", args.games / engines),
                    ("engines share of fuzz", engines / fuzz_seconds)]
        if args.against:
            before = fuzz_rate(args.against.resolve(), CANDIDATES["in-process"], args.games, warmup=30)["cpu"]
            measured += [("before fuzz games/CPU-s", before), ("fuzz / before", args.games / fuzz_seconds / before),
                         ("engines / before", args.games / engines / before)]
        for name, value in measured:
            rows.setdefault(name, []).append(value)
        print(f"round {run + 1}: " + "; ".join(f"{k} {v[-1]:.3f}" for k, v in rows.items()), flush=True)
    print(f"\nmedians of {args.runs} rounds ({args.games} games from seed {args.seed}):")
    for name, values in rows.items():
        print(f"  {name:28s} {statistics.median(values):8.3f}   ({min(values):.3f}-{max(values):.3f})")


if __name__ == "__main__":
    main()

"""Differential play: a candidate engine against the reference, in lockstep.

:func:`fuzz` plays complete games through two engines at once — the same
``new_game`` (:func:`box_setup`: :func:`rulebook.boxes.standard_game` with seed
``seed + i`` for game ``i``), the same moves — and compares, at every step,

* ``legal_moves``: the pending decision, then the moves as a multiset
  (canonical moves; the order is a convenience, spec/protocol.md §7);
* ``apply_move``: the events, in order, then the next pending decision;
* ``state``: the canonical state (spec/protocol.md §9) after ``new_game``,
  after the last move, and after about one move in ``state_every`` (default 4,
  :class:`StateChecks`); a difference found while some state of that part of
  the game went uncompared is located by replaying the part with the state
  compared after every move (:func:`replay_segment`), so the finding — step,
  moves, message, shrunk case — is the one a lockstep comparing every state
  finds.  Only a state that differs for a few moves and agrees again, with
  nothing else differing meanwhile, can go unseen (``--state-every 1`` sees
  it).  Why: building, sending and reading the state costs more than the
  rest of a move (bench/README.md), and a cheaper comparison (a digest)
  would not save it — the comparison is already the cheap part.

Each comparison is a cheap equality first (:func:`same_json`); only a
mismatch is walked for its JSON Pointer (:func:`first_difference`).  The move
is picked from the *reference's* list by a policy (:mod:`.policies`:
``uniform``, ``tight``, ``complete``, ``follower``, default ``mix``; Oregon's
and Gold Rush's own under those names, ``GAME_POLICIES``) with the
runner's ``random.Random(seed + i)``: a game is a function of its seed, and
with ``uniform`` game ``i`` is ``rulebook play GAME --seed S+i``.  The
reference's events feed a rule-coverage count (:class:`Coverage`).

The first difference ends the run with a :class:`Finding`: where (game, seed,
move), what (:class:`Divergence`: kind, JSON Pointer, expected = reference,
actual = candidate), and a shrunk :class:`Case` that still shows it.  With
``keep_going`` every game is played, the candidate is resynchronised with the
reference's position (``load_position``) after each divergence so a frequent
bug does not hide a rare one, and one finding is kept per
:attr:`Finding.key` (rule id, kind, JSON-Pointer shape); ``silence`` drops
known ones (an expectations file's ``[rules]``).  :func:`fuzz_parallel` spreads
the games over worker processes with the same results.  Kinds:

==============  ==================================================================
``legal_moves``  the pending decision or the set of legal moves differ
``events``       the events of ``new_game``/``load_position``/``apply_move`` differ
``state``        the canonical state differs
``error``        the candidate refused what the reference accepted (``ok: false``),
                 crashed or timed out
``protocol``     the candidate's answer broke the protocol (off its schema, not
                 JSON, wrong id)
==============  ==================================================================

Shrinking (:func:`shrink`, :mod:`.shrinking`) is a delta debugger of our own,
every step verified by replaying both engines: Hypothesis's shrinker cannot
be started from a failing game found elsewhere through its public API, and a
game is structured data (a position, a draw pile, moves) that shrinks faster
and further by its parts than as a byte string.

:func:`export_feature` writes the shrunk case as a Gherkin scenario, per game
(:data:`~rulebook.fuzz.export.FEATURE_EXPORTS`): in the phrasebook of
``features/README.md`` (base Carcassonne, The Discovery; a divergence no phrase
states is asserted as exact JSON, ``rulebook/steps/exact.py``), or as exact JSON
throughout (Gold Rush, Oregon, Carcassonne with expansions);
:func:`verify_feature` replays it on both engines (it must pass on the
reference and fail on the candidate); :func:`export_json` writes a JSON
transcript of any game.

Besides the moves, :mod:`.probes` mixes in ``end_game`` mid-game and ``perft``
that must leave the game unchanged.  Every comparison skips the places the
spec leaves free (``x-engine-free``, :func:`~rulebook.fuzz.diff.free_test`) and
reports every differing pointer of an answer (:attr:`Divergence.others`); every
message numbers moves from 1 (:func:`~rulebook.fuzz.diff.point`).

Modules: :mod:`.diff` (differences), :mod:`.lockstep` (cases, the lockstep,
replay), :mod:`.policies`, :mod:`.coverage`, :mod:`.probes`, :mod:`.runner` (the loop),
:mod:`.parallel` (workers), :mod:`.shrinking`, :mod:`.rules` (rule ids),
:mod:`.export`, :mod:`.campaign` (resumable campaigns in chunks, on a local
pool or a Dask cluster: ``rulebook fuzz --campaign DIR``).

Through stdio the candidate is sent up to three requests ahead of the
answers read (:attr:`Lockstep.window`); every answer is still compared, in
request order, and the findings are those of reading each answer first.
"""
from __future__ import annotations

from .coverage import Coverage
from .diff import ABSENT, KINDS, Divergence, ExportUnsupported, ReferenceFailure, first_difference, same_json
from .export import describe_case, describe_move, export_feature, export_json, verify_feature, write_exports
from .lockstep import Case, Finding, Lockstep, Run, Shrunk, replay, replay_segment
from .parallel import fuzz_parallel, open_clients
from .policies import DEFAULT_POLICY, POLICIES, make_policy
from .rules import rule_for
from .runner import DEFAULT_STATE_EVERY, FuzzResult, GameRecord, Options, StateChecks, box_setup, fuzz, play_game
from .shrinking import shrink

__all__ = ["ABSENT", "DEFAULT_POLICY", "DEFAULT_STATE_EVERY", "KINDS", "POLICIES", "Case", "Coverage", "Divergence",
           "ExportUnsupported", "Finding", "FuzzResult", "GameRecord", "Lockstep", "Options", "ReferenceFailure", "Run",
           "Shrunk", "StateChecks", "box_setup", "describe_case", "describe_move", "export_feature", "export_json",
           "first_difference", "fuzz", "fuzz_parallel", "make_policy", "open_clients", "play_game", "replay",
           "replay_segment", "rule_for", "same_json", "shrink", "verify_feature", "write_exports"]

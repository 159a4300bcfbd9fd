"""Differential play: a candidate engine against the reference, in lockstep.

:func:`fuzz` plays random complete games through two engines at once — the
same ``new_game`` (:func:`rulebook.boxes.standard_game` with seed ``seed + i``
for game ``i``), the same moves — and compares, at every step,

* ``legal_moves``: the pending decision, then the moves as a multiset
  (canonical moves; the order is a convenience, spec/protocol.md §7);
* ``apply_move``: the events, in order, then the next pending decision;
* ``state``: the canonical state (§9) after ``new_game`` and after every move.

The move is picked with the runner's ``random.Random(seed + i)`` from the
*reference's* list, exactly as ``rulebook play GAME --seed S`` picks it, so
game ``i`` of a fuzz run is ``rulebook play GAME --seed S+i`` on the reference.

The first difference ends the run with a :class:`Finding`: where (game, seed,
move), what (:class:`Divergence`: kind, JSON Pointer, expected = reference,
actual = candidate), and a shrunk :class:`Case` that still shows it.  Kinds:

==============  ==================================================================
``legal_moves``  the pending decision or the set of legal moves differ
``events``       the events of ``new_game``/``load_position``/``apply_move`` differ
``state``        the canonical state differs
``error``        the candidate refused what the reference accepted (``ok: false``),
                 crashed or timed out
``protocol``     the candidate's answer broke the protocol (off its schema, not
                 JSON, wrong id)
==============  ==================================================================

Shrinking (:func:`shrink`) is a delta debugger of our own, every step
verified by replaying both engines: Hypothesis's shrinker cannot be started
from a failing game found elsewhere through its public API, and a game is
structured data (a position, a draw pile, moves) that shrinks faster and
further by its parts than as a byte string.  See :func:`shrink`.

:func:`export_feature` writes the shrunk case as a Gherkin scenario in the
phrasebook of ``features/README.md`` (base Carcassonne);
:func:`export_json` writes a JSON transcript of any game.
"""
from __future__ import annotations

from .diff import ABSENT, KINDS, Divergence, ExportUnsupported, ReferenceFailure, first_difference, same_json
from .export import describe_case, describe_move, export_feature, export_json, verify_feature, write_exports
from .lockstep import Case, Finding, Lockstep, Run, Shrunk, replay
from .rules import rule_for
from .coverage import Coverage
from .parallel import fuzz_parallel, open_clients
from .policies import DEFAULT_POLICY, POLICIES, make_policy
from .runner import FuzzResult, GameRecord, Options, box_setup, fuzz, play_game
from .shrinking import shrink

__all__ = [
    "ABSENT",
    "KINDS",
    "Case",
    "Coverage",
    "DEFAULT_POLICY",
    "POLICIES",
    "Options",
    "Divergence",
    "ExportUnsupported",
    "Finding",
    "FuzzResult",
    "GameRecord",
    "Lockstep",
    "ReferenceFailure",
    "Run",
    "Shrunk",
    "box_setup",
    "describe_case",
    "describe_move",
    "export_feature",
    "export_json",
    "first_difference",
    "fuzz",
    "fuzz_parallel",
    "make_policy",
    "open_clients",
    "play_game",
    "replay",
    "rule_for",
    "same_json",
    "shrink",
    "verify_feature",
    "write_exports",
]

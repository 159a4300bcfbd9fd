"""Mutation testing of the reference engine's rule code: does ``rulebook check`` notice?

Each *target* is one game's rule code (``reference_engine/games/<game>/``) or the shared
kernel (``reference_engine/kernel/``, ``reference_engine/games/_setup.py``).  A run uses
cosmic-ray (optional extra ``mutation``) to enumerate single-change copies ("mutants") of the
target's modules, keeps a seeded sample of them (or all, with ``--all``), and runs
``rulebook check`` for the target's games against each, fail-fast, in a private copy of the
source tree.  A mutant is *killed* when ``check`` exits non-zero (or times out), *survives*
when it passes.  Survivors listed in ``mutation/equivalents.toml`` (a one-line reason each)
are *equivalent*: no engine behaviour changes, so no scenario can kill them.

Entry point: ``python -m mutation`` (:mod:`mutation.cli`); the report shapes are in
:mod:`mutation.report`.
"""

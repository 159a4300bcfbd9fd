"""The step vocabulary shared by every game's scenarios (features/README.md, "Phrasebook").

Loaded as a pytest plugin by :mod:`rulebook.pytest_plugin`; its modules are
plugins of their own (pytest-bdd keeps step definitions as fixtures of the
module that defines them).  Each step is thin: it builds a draft position,
makes one protocol call, or compares what the engine answered.  See
``features/README.md`` for the phrasebook.
"""
pytest_plugins = [
    "rulebook.steps.fixtures",
    "rulebook.steps.setup",
    "rulebook.steps.moves",
    "rulebook.steps.assertions",
    "rulebook.steps.exact",
    "rulebook.steps.carcassonne_expansions",
    "rulebook.steps.discovery",
    "rulebook.steps.oregon",
    "rulebook.steps.gold_rush",
    "rulebook.steps.chance",
    "rulebook.steps.protocol",
    "rulebook.steps.raw_requests",
]

"""The step vocabulary shared by every game's scenarios (``features/README.md``).

Loaded as a pytest plugin by :mod:`rulebook.pytest_plugin`; its modules are
plugins of their own (pytest-bdd keeps step definitions as fixtures of the
module that defines them).  Each step is thin: it builds a draft position,
makes one protocol call, or compares what the engine answered.  See
``features/README.md`` for the phrasebook.

``pytest_plugins`` is the shared modules with, between them, the ``steps``
module of every game registered in :mod:`rulebook.games` (in registration
order), read whenever pytest loads this plugin: a game registered later in
the process (a test's toy game) has its steps in the next pytest session.
"""
from __future__ import annotations

#: The shared step modules loaded before the games' own.
_FIRST = (
    "rulebook.steps.fixtures",
    "rulebook.steps.setup",
    "rulebook.steps.moves",
    "rulebook.steps.assertions",
    "rulebook.steps.exact",
)
#: The shared step modules loaded after the games' own.
_LAST = (
    "rulebook.steps.chance",
    "rulebook.steps.protocol",
    "rulebook.steps.raw_requests",
)


def __getattr__(name: str) -> list[str]:
    """``pytest_plugins``: :data:`_FIRST`, the registered games' step modules, :data:`_LAST`."""
    if name == "pytest_plugins":
        from rulebook.games import step_modules

        return [*_FIRST, *step_modules(), *_LAST]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

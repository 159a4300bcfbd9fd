"""The ``--interp`` option every command that plays a game shares.

``--interp [GAME:]KEY=VALUE`` (repeatable) chooses a rule reading of
spec/interpretations.md for the whole run (:mod:`rulebook.readings`).  Bad
choices are usage errors (exit 3) with the keys or values that exist;
:func:`check_declared` refuses, before anything runs, a choice the engine does
not declare in ``hello`` (a runner never sends an undeclared value).
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from rulebook.check_options import check_option
from rulebook.cli._console import CliError
from rulebook.cli._options import F, click_option


def interp_option(function: F) -> F:
    """The ``--interp`` click option (parameter ``interp``: a tuple of strings), as ``rulebook check``
    declares it (:mod:`rulebook.check_options`)."""
    return click_option(check_option("interp"))(function)


def parse(interp: Iterable[str], games: Iterable[str] | None = None) -> dict[str, dict[str, str]]:
    """``--interp`` values → game → key → value; :class:`CliError` (exit 3) when one is wrong."""
    from rulebook.readings import ReadingError, parse_choices

    try:
        return parse_choices(list(interp), games)
    except ReadingError as exc:
        raise CliError(str(exc)) from None


def check_declared(chosen: Mapping[str, Mapping[str, str]], hello: Mapping[str, Any] | None,
                   description: str = "the engine") -> None:
    """:class:`CliError` (exit 3) naming the first chosen value ``hello`` does not declare."""
    from rulebook.readings import declared

    for game, values in chosen.items():
        offered = declared(hello, game)
        for key, value in values.items():
            if value not in offered.get(key, []):
                raise CliError(f"--interp {key}={value}: {description} does not declare this reading for {game} "
                               f"(it declares {key}: {', '.join(offered.get(key, [])) or 'nothing'}); "
                               "a runner never sends a value the engine did not declare")

"""Set-up checks every game shares: the interpretations chosen, the variants
switched on, the players seated.  Each game passes its own lists and rule ids.

Errors follow spec/protocol.md §3: what the engine does not implement is
``unsupported`` (the runner reports *not applicable*); a set-up the rules
cannot start is ``bad_request``.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from rulebook_protocol.errors import BadRequest, ProtocolError, Unsupported, show


def refuse_expansions(request: Mapping[str, Any], *, game: str) -> None:
    """A game without expansions: :class:`Unsupported` when the request names any."""
    if request.get("expansions"):
        raise Unsupported(f"{game} has no expansions: {', '.join(request['expansions'])}",
                          details={"expansions": list(request["expansions"])})


def refuse_options(request: Mapping[str, Any]) -> None:
    """A game without options: :class:`Unsupported` when the request gives any."""
    if request.get("options"):
        raise Unsupported(f"unknown option(s): {', '.join(sorted(request['options']))}")


def choose_interpretations(allowed: Mapping[str, Sequence[str]], requested: Mapping[str, str], *, game: str,
                           explain: Callable[[str], str] | None = None) -> dict[str, str]:
    """Every key of ``allowed`` with its requested value, or its default (the
    first value).  Raises :class:`Unsupported` for an unknown key (``explain``
    may say why, e.g. "it belongs to an expansion that is not on") or value."""
    chosen = {key: values[0] for key, values in allowed.items()}
    for key, value in requested.items():
        if key not in allowed:
            why = f": {explain(key)}" if explain else ""
            raise Unsupported(f"unknown interpretation {show(key)} for {game}{why}", details={"interpretation": key})
        if value not in allowed[key]:
            raise Unsupported(f"interpretation {key}={show(value)} is not supported "
                              f"(supported: {', '.join(allowed[key])})")
        chosen[key] = value
    return chosen


def check_draw_kinds(draw: Mapping[str, Any], kinds: Sequence[str], *, game: str) -> None:
    """:class:`BadRequest` when ``new_game``'s ``draw`` names a kind of
    component the game does not draw (spec/protocol.md §4 ``new_game``)."""
    extra = sorted(set(draw) - set(kinds))
    if extra:
        raise BadRequest(f"{game} draws only {', '.join(kinds)}, not {', '.join(extra)}",
                         details={"draw": extra})


def choose_variants(requested: Sequence[str], known: Sequence[str]) -> list[str]:
    """The variants switched on; :class:`Unsupported` for an unknown one,
    :class:`BadRequest` for one listed twice."""
    variants = list(requested)
    unknown = [v for v in variants if v not in known]
    if unknown:
        raise Unsupported(f"variant(s) not implemented: {', '.join(unknown)}; variants: {', '.join(known) or 'none'}",
                          details={"variants": unknown})
    if len(set(variants)) != len(variants):
        raise BadRequest("a variant is listed twice")
    return variants


def check_players(players: Sequence[str], *, game: str, minimum: int, maximum: int, rule: str,
                  error: type[ProtocolError] = BadRequest) -> None:
    """Raise ``error`` (naming ``rule``) unless there are ``minimum``–``maximum``
    players with distinct names."""
    if not minimum <= len(players) <= maximum:
        raise error(f"{game} takes {minimum}–{maximum} players, not {len(players)}", rule=rule)
    if len(set(players)) != len(players):
        raise error("player names must be unique")

"""The boards a transcript shows, and the smallest transcript that still shows them.

Reconstruction (:func:`reconstruct`): a ``load_position`` request carries the
whole position, a ``new_game`` response the start tile (its ``tile_placed``
event); ``apply_move`` and ``end_game`` responses move the board on by their
events, and a ``state`` response replaces it with the engine's own view.  The
board right after the (last) set-up is "before", the last one "after".
Each game's part is its :class:`~rulebook.reports.boards._core.Drawing`.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from ._core import BoardBase, drawing_for, drawing_of
from ._svg import player_names


@dataclass
class BoardStory:
    """What the transcript tells about the board: its game, the board before
    and after the moves, the moves in short (:func:`describe_request`), and
    why there is no board when there is none."""

    game: str | None = None
    before: BoardBase | None = None
    after: BoardBase | None = None
    moves: list[str] = field(default_factory=list)
    problem: str | None = None

    @property
    def changed(self) -> bool:
        return self.before is not None and self.after is not None and self.before != self.after


def board_from_state(game: str | None, state: Mapping[str, Any], previous: BoardBase | None = None) -> BoardBase:
    """A board from a canonical state or position (spec/protocol.md §9)."""
    game = game or (state.get("game") if isinstance(state.get("game"), str) else None)
    return drawing_for(game, state).from_state(game, state, previous)


def apply_events(board: BoardBase, events: Any) -> None:
    """Move ``board`` on by the events of one response (unknown or malformed events are ignored)."""
    drawing = drawing_of(board)
    for event in events if isinstance(events, list) else []:
        if not isinstance(event, dict):
            continue
        try:
            drawing.apply_event(board, event)
        except (KeyError, ValueError, TypeError):
            continue


def describe_request(request: Mapping[str, Any]) -> str:
    """A short text for a request: ``place_tile (1, 0) r90``; other commands by name."""
    cmd = str(request.get("cmd", "?"))
    move = request.get("move")
    if cmd == "apply_move" and isinstance(move, dict):
        parts = [str(move.get("type", "?"))]
        if "x" in move and "y" in move:
            parts.append(f"({move.get('x')}, {move.get('y')})")
        if "col" in move and "row" in move:
            parts.append(f"col {move.get('col')} row {move.get('row')}")
        if "rotation" in move:
            parts.append(f"r{move.get('rotation')}")
        if "at" in move:
            parts.append(f"at {move.get('at')}")
        for key in ("figure", "building"):
            if key in move:
                parts.append(str(move[key]))
        return " ".join(parts)
    return cmd


def reconstruct(transcript: Any) -> BoardStory:
    """The boards a transcript shows (see the module docstring).  Never raises:
    a transcript with no board gives a story whose ``problem`` says why."""
    story = BoardStory()
    if not isinstance(transcript, list):
        story.problem = "no transcript"
        return story
    board: BoardBase | None = None
    before: BoardBase | None = None
    moves: list[str] = []
    for pair in transcript:
        if not isinstance(pair, dict):
            continue
        request, response = pair.get("request"), pair.get("response")
        if not isinstance(request, dict) or not isinstance(response, dict) or response.get("ok") is not True:
            continue
        cmd = request.get("cmd")
        try:
            if cmd == "new_game":
                story.game = request.get("game") if isinstance(request.get("game"), str) else story.game
                board = drawing_for(story.game).empty(story.game, request)
                apply_events(board, response.get("events"))
                before, moves = board.copy(), []
            elif cmd == "load_position" and isinstance(request.get("position"), dict):
                position = request["position"]
                game = request.get("game") or position.get("game")
                story.game = game if isinstance(game, str) else story.game
                board = board_from_state(story.game, position)
                apply_events(board, response.get("events"))
                before, moves = board.copy(), []
            elif cmd in ("apply_move", "end_game") and board is not None:
                apply_events(board, response.get("events"))
                moves.append(describe_request(request))
            elif cmd == "state" and isinstance(response.get("state"), dict):
                board = board_from_state(story.game, response["state"], previous=board)
                story.game = story.game or board.game
                if not moves:
                    before = board.copy()
        except (KeyError, ValueError, TypeError) as exc:  # pragma: no cover - defensive
            story.problem = f"could not follow the transcript at {cmd}: {exc}"
    story.before, story.after, story.moves = before, board, moves
    if board is None and story.problem is None:
        story.problem = "the transcript sets up no game (no new_game, load_position or state answered)"
    return story


def board_position(game: str | None, state: Mapping[str, Any]) -> dict[str, Any]:
    """``state`` cut down to the fields its game's drawing reads (players to
    their names; no custom tile that a shipped tile set defines the same way)."""
    keys = drawing_for(game, state).state_keys
    kept = {k: v for k, v in state.items() if k in keys}
    if isinstance(kept.get("players"), list):
        kept["players"] = [{"name": n} for n in player_names(kept["players"])]
    if isinstance(kept.get("tiles"), list):  # custom tiles the shipped tile sets already define are drawn from them
        catalog = _shipped_tiles()
        kept["tiles"] = [t for t in kept["tiles"]
                         if not (isinstance(t, dict) and isinstance(t.get("id"), str) and catalog.get(t["id"]) == t)]
        if not kept["tiles"]:
            del kept["tiles"]
    return kept


@cache
def _shipped_tiles() -> dict[str, dict[str, Any]]:
    from rulebook.reports.sources import find_spec_dir

    from .tile_art import load_tile_catalog

    return load_tile_catalog(find_spec_dir())


def board_transcript(transcript: Any) -> list[dict[str, Any]] | None:
    """The smallest transcript :func:`reconstruct` draws the same boards from.

    Kept: the answered ``new_game`` (its ``game``, ``players``, ``tiles``,
    ``options``: not the draw pile) and ``load_position`` (the position cut to
    what its game's drawing reads: :func:`board_position`) requests, and the
    ``apply_move``/``end_game`` exchanges, each response cut down to ``ok``
    and its ``events``; ``state`` exchanges only where no set-up came before
    (then cut like a position).  ``None`` when nothing is left.  What the
    report keeps for a passed scenario (``transcript``), so that the casebook
    draws its board too."""
    kept: list[dict[str, Any]] = []
    game: str | None = None
    set_up = False
    for pair in transcript if isinstance(transcript, list) else []:
        if not isinstance(pair, dict):
            continue
        request, response = pair.get("request"), pair.get("response")
        if not isinstance(request, dict) or not isinstance(response, dict) or response.get("ok") is not True:
            continue
        cmd = request.get("cmd")
        small: dict[str, Any] = {"ok": True}
        if cmd == "new_game":
            request = {k: v for k, v in request.items() if k in ("id", "cmd", "game", "players", "tiles", "options")}
            game, set_up = request.get("game") if isinstance(request.get("game"), str) else game, True
        elif cmd == "load_position" and isinstance(request.get("position"), dict):
            position = request["position"]
            named = request.get("game") or position.get("game")
            game, set_up = named if isinstance(named, str) else game, True
            request = {**request, "position": board_position(game, position)}
        elif cmd == "state" and not set_up and isinstance(response.get("state"), dict):
            small["state"] = board_position(game, response["state"])
        elif cmd not in ("apply_move", "end_game"):
            continue
        if "events" in response:
            small["events"] = response["events"]
        kept.append({"request": request, "response": small})
    return kept or None

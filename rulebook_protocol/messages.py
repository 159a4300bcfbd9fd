"""The protocol's messages as types: a ``TypedDict`` per request and per
successful response of each command (``schemas/v1/commands/<cmd>.schema.json``
and its ``#response``), and the failure response every command may give
(``schemas/v1/common.schema.json#/$defs/error_response``).

A key is ``NotRequired`` exactly when the schema leaves it out of
``required``; ``tests/test_messages.py`` checks every type here against its
schema, so the two cannot drift apart.  The types describe; the schemas
(:mod:`rulebook_protocol.schemas`) validate: a message read off the wire is a
``...Request`` once it passed its command's schema.

Each successful response is its head (``id``, ``ok``) and the command's
result (a ``...Result``: what an engine's handler of the command computes,
e.g. :class:`NewGameResult`), so ``NewGameResponse`` is ``{"id", "ok"}`` and
the fields of ``NewGameResult``.

Shapes a game refines (a move, an event, a pending decision, a canonical
state) stay JSON objects here, named by the aliases :data:`Move`,
:data:`Event`, :data:`Pending` and :data:`State`: each game's schemas under
``schemas/v1/games/<game>/`` say the rest.

This module is not written with ``from __future__ import annotations``: under
Python 3.11 a ``TypedDict`` reads ``NotRequired`` only from annotations that
are not strings.
"""
from typing import Any, Literal, NotRequired, TypeAlias, TypedDict

#: Any JSON value (what ``json.loads`` returns): genuinely arbitrary data.
JSON: TypeAlias = Any
#: A JSON object.
JSONObject: TypeAlias = dict[str, Any]
#: A move: a JSON object with a ``type`` (``common.schema.json#/$defs/move``; each game's ``move`` schema).
Move: TypeAlias = JSONObject
#: An event: a JSON object with a ``type`` (``common.schema.json#/$defs/event``; each game's ``event`` schema).
Event: TypeAlias = JSONObject
#: The pending decision: ``player`` (``None`` for chance) and ``decision``, and what the game adds
#: (``common.schema.json#/$defs/pending``; each game's ``pending`` schema); ``None`` once the game is over.
Pending: TypeAlias = JSONObject
#: A canonical state (``schemas/v1/games/<game>/state.schema.json``).
State: TypeAlias = JSONObject
#: A request id (``common.schema.json#/$defs/id``), echoed by the response.
RequestId: TypeAlias = str | int
#: A protocol error code (``common.schema.json#/$defs/error``, ``code``; spec/protocol.md §Errors).
ErrorCode: TypeAlias = Literal["bad_request", "unknown_command", "unsupported", "no_game", "illegal_move",
                               "game_over", "unknown_tile", "invalid_position", "data_error", "internal"]


# ------------------------------------------------------------------ requests
class HelloRequest(TypedDict):
    """``commands/hello``: the runner's protocol version."""

    id: RequestId
    cmd: Literal["hello"]
    protocol: int
    client: NotRequired[JSONObject]


class StartTile(TypedDict):
    """``new_game``'s ``start``: the start tile and its rotation."""

    tile: str
    rotation: int


class NewGameRequest(TypedDict):
    """``commands/new_game``: a new game; ``draw`` the draw order per kind of
    component, top first (``tiles``, and other games' ``tokens``, ``landscape_cards`` ...)."""

    id: RequestId
    cmd: Literal["new_game"]
    game: str
    players: list[str]
    draw: dict[str, list[str]]
    expansions: NotRequired[list[str]]
    variants: NotRequired[list[str]]
    options: NotRequired[JSONObject]
    interpretations: NotRequired[dict[str, str]]
    tiles: NotRequired[list[JSONObject]]
    start: NotRequired[StartTile]


class LoadPositionRequest(TypedDict):
    """``commands/load_position``: a game from a canonical position."""

    id: RequestId
    cmd: Literal["load_position"]
    game: str
    position: State


class StateRequest(TypedDict):
    """``commands/state``."""

    id: RequestId
    cmd: Literal["state"]


class LegalMovesRequest(TypedDict):
    """``commands/legal_moves``."""

    id: RequestId
    cmd: Literal["legal_moves"]


class ApplyMoveRequest(TypedDict):
    """``commands/apply_move``: one move for the pending player."""

    id: RequestId
    cmd: Literal["apply_move"]
    move: Move


class EndGameRequest(TypedDict):
    """``commands/end_game``."""

    id: RequestId
    cmd: Literal["end_game"]


class PerftRequest(TypedDict):
    """``commands/perft``."""

    id: RequestId
    cmd: Literal["perft"]
    depth: int
    divide: NotRequired[bool]


class BoxRequest(TypedDict):
    """``commands/box``."""

    id: RequestId
    cmd: Literal["box"]
    game: str
    expansions: NotRequired[list[str]]


class StopRequest(TypedDict):
    """``commands/stop``."""

    id: RequestId
    cmd: Literal["stop"]


#: Any request of protocol version 1.
Request: TypeAlias = (HelloRequest | NewGameRequest | LoadPositionRequest | StateRequest | LegalMovesRequest
                      | ApplyMoveRequest | EndGameRequest | PerftRequest | BoxRequest | StopRequest)


# ------------------------------------------------------------------ results
class EngineInfo(TypedDict):
    """``hello``'s ``engine``: who answers."""

    name: str
    version: str
    language: NotRequired[str]
    homepage: NotRequired[str]


class GameDeclaration(TypedDict):
    """``hello``'s ``games[id]``: what the engine implements of a game."""

    expansions: list[str]
    variants: NotRequired[list[str]]
    interpretations: NotRequired[dict[str, list[str]]]
    capabilities: list[str]


class HelloResult(TypedDict):
    protocol: Literal[1]
    engine: EngineInfo
    games: dict[str, GameDeclaration]


class StartResult(TypedDict):
    """What ``new_game`` and ``load_position`` answer: the set-up events and the first decision."""

    events: list[Event]
    pending: Pending | None


class StateResult(TypedDict):
    state: State


class LegalMovesResult(TypedDict):
    pending: Pending | None
    moves: list[Move]
    count: int


class ApplyMoveResult(TypedDict):
    events: list[Event]
    pending: Pending | None


class EndGameResult(TypedDict):
    events: list[Event]
    pending: None


class PerftDivideRow(TypedDict):
    """One row of ``perft``'s ``divide``: a legal move at the root and its count."""

    move: Move
    nodes: int


class PerftResult(TypedDict):
    depth: int
    nodes: int
    divide: NotRequired[list[PerftDivideRow]]


class BoxResult(TypedDict):
    """``box``'s answer: per component kind, the count of each component id."""

    game: str
    expansions: list[str]
    box: dict[str, dict[str, int]]


class StopResult(TypedDict):
    pass


# ----------------------------------------------------------------- responses
class _Success(TypedDict):
    id: RequestId
    ok: Literal[True]


class HelloResponse(_Success, HelloResult):
    pass


class NewGameResponse(_Success, StartResult):
    pass


class LoadPositionResponse(_Success, StartResult):
    pass


class StateResponse(_Success, StateResult):
    pass


class LegalMovesResponse(_Success, LegalMovesResult):
    pass


class ApplyMoveResponse(_Success, ApplyMoveResult):
    pass


class EndGameResponse(_Success, EndGameResult):
    pass


class PerftResponse(_Success, PerftResult):
    pass


class BoxResponse(_Success, BoxResult):
    pass


class StopResponse(_Success, StopResult):
    pass


class ErrorBody(TypedDict):
    """A failure's ``error`` (``common.schema.json#/$defs/error``)."""

    code: ErrorCode
    message: str
    rule: NotRequired[str]
    details: NotRequired[JSONObject]


class ErrorResponse(TypedDict):
    """Any command's failure (``common.schema.json#/$defs/error_response``); ``id`` is
    ``None`` for a line refused as a whole (not JSON, not an object ...)."""

    id: RequestId | None
    ok: Literal[False]
    error: ErrorBody


#: Any response of protocol version 1.
Response: TypeAlias = (HelloResponse | NewGameResponse | LoadPositionResponse | StateResponse | LegalMovesResponse
                       | ApplyMoveResponse | EndGameResponse | PerftResponse | BoxResponse | StopResponse
                       | ErrorResponse)

__all__ = ["JSON", "ApplyMoveRequest", "ApplyMoveResponse", "ApplyMoveResult", "BoxRequest", "BoxResponse", "BoxResult",
           "EndGameRequest", "EndGameResponse", "EndGameResult", "EngineInfo", "ErrorBody", "ErrorCode",
           "ErrorResponse", "Event", "GameDeclaration", "HelloRequest", "HelloResponse", "HelloResult", "JSONObject",
           "LegalMovesRequest", "LegalMovesResponse", "LegalMovesResult", "LoadPositionRequest", "LoadPositionResponse",
           "Move", "NewGameRequest", "NewGameResponse", "Pending", "PerftDivideRow", "PerftRequest", "PerftResponse",
           "PerftResult", "Request", "RequestId", "Response", "StartResult", "StartTile", "State", "StateRequest",
           "StateResponse", "StateResult", "StopRequest", "StopResponse", "StopResult"]

"""One protocol conversation: request dict in, response dict out.

:class:`Session` holds at most one current game.  :meth:`Session.handle`
never raises: every failure becomes ``{"ok": false, "error": {...}}`` with a
code from :data:`rulebook_protocol.errors.ERROR_CODES`, and a request that fails
leaves the game exactly as it was (spec/protocol.md §Errors).
"""
from __future__ import annotations

import json
import re
import sys
import traceback
from collections.abc import Sequence
from typing import Any, Final

from rulebook_protocol.errors import BadRequest, NoGame, ProtocolError, UnknownCommand, UnknownGame, Unsupported, show
from rulebook_protocol.messages import (
    JSON,
    ApplyMoveRequest,
    ApplyMoveResult,
    BoxRequest,
    BoxResult,
    EndGameRequest,
    EndGameResult,
    ErrorResponse,
    Event,
    HelloRequest,
    HelloResult,
    JSONObject,
    LegalMovesRequest,
    LegalMovesResult,
    LoadPositionRequest,
    Move,
    NewGameRequest,
    PerftRequest,
    PerftResult,
    StartResult,
    StateRequest,
    StateResult,
    StopRequest,
    StopResult,
)
from rulebook_protocol.schemas import integers, is_valid, require

try:
    import orjson
except ImportError:  # pragma: no cover - orjson is a dependency; json alone still reads every line
    orjson = None  # type: ignore[assignment]

from . import __version__
from .game import Game
from .games import GAMES, GameModule
from .perft import perft

PROTOCOL_VERSION: Final = 1
COMMANDS = ("hello", "new_game", "load_position", "state", "legal_moves", "apply_move", "end_game", "perft", "box",
            "stop")
#: The deepest nesting of arrays and objects a request may have (the request object is level 1);
#: a deeper one is refused as a whole (spec/protocol.md §1).  Requests of version 1 nest about 8 deep.
MAX_DEPTH = 64
#: The longest request line read, in characters; a longer one is refused as a whole (spec/protocol.md §1).
#: Requests of version 1 are a few kilobytes, a complete position some tens.
MAX_LINE = 1 << 20

_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_SURROGATE = re.compile("[\ud800-\udfff]")


def read_line(line: str) -> JSON:
    """The JSON value of one request line.

    Raises :class:`BadRequest` (a plain-English message) for a line the
    engine refuses as a whole, whose response carries ``id`` ``null``
    (spec/protocol.md §1, §2): not JSON; NaN or Infinity (not JSON); a
    number beyond the range of a double (``1e400``); an integer of more
    digits than Python reads (4,300 by default); arrays and objects nested
    more than :data:`MAX_DEPTH` deep; a string holding half of a surrogate
    pair (``"\\ud800"``, not a Unicode character); a line of more than
    :data:`MAX_LINE` characters.  A whole number written with a fraction or
    an exponent (``2.0``, ``2e0``) is read as that integer (spec/protocol.md §2)."""
    if len(line) > MAX_LINE:
        raise BadRequest(f"the line is {len(line):,} characters long; this engine reads lines of at most "
                         f"{MAX_LINE:,} characters")
    try:
        value = json.loads(line, parse_constant=_refuse_constant, parse_float=_finite_float)
    except json.JSONDecodeError as exc:
        raise BadRequest(f"the line is not JSON: {_decode_problem(exc)}") from None
    except RecursionError:
        raise _too_deep() from None
    except ValueError:  # the only other one json raises: an integer of too many digits for int()
        raise BadRequest(f"the line holds an integer of more than {sys.get_int_max_str_digits()} digits, "
                         "more than this engine reads") from None
    if line.count("[") + line.count("{") > MAX_DEPTH and _too_deep_value(value):
        raise _too_deep()
    if "\\u" in line and _SURROGATE_ESCAPE.search(line):
        _refuse_surrogates(value)
    return value


#: Every byte of a line as ``0`` when it is a digit, ``e`` for ``e``/``E``, ``.`` for ``.``, else a
#: space: nineteen ``0`` in a row mark where a number may be an integer beyond 64 bits, which orjson
#: would read as a float; a ``.`` or a digit before an ``e`` where a number may be a float.
_DIGITS = bytes(0x30 if 0x30 <= b <= 0x39 else 0x65 if b in (0x45, 0x65) else 0x2E if b == 0x2E else 0x20
                for b in range(256))
_LONG_DIGITS = b"0" * 19
#: What :func:`quick_read` returns for a line :func:`read_line` must judge.
UNDECIDED: Final = object()


def quick_read(raw: bytes) -> JSON | object:
    """The JSON value of a request line as read from stdin (bytes), read by
    orjson when :func:`read_line` is sure to accept the line with that very
    value; :data:`UNDECIDED` for every line it might refuse or read otherwise
    — not UTF-8 or not JSON (orjson refuses them), NaN, Infinity and numbers
    beyond a double (refused too), digits enough for an integer beyond 64 bits
    (which orjson would make a float), what may be a float (a ``.``, a digit
    before ``e``: read_line makes a whole one an integer), any ``\\u`` escape (a surrogate half is
    refused), more brackets than :data:`MAX_DEPTH`, more bytes than
    :data:`MAX_LINE` — and for a blank line.  Several times faster than
    :func:`read_line` on the lines an engine gets all game long."""
    if orjson is None or len(raw) > MAX_LINE or b"\\u" in raw or raw.count(b"[") + raw.count(b"{") > MAX_DEPTH:
        return UNDECIDED
    shape = raw.translate(_DIGITS)
    if _LONG_DIGITS in shape or b"." in shape or b"0e" in shape:
        return UNDECIDED
    try:
        return orjson.loads(raw)
    except orjson.JSONDecodeError:
        return UNDECIDED


def _decode_problem(exc: json.JSONDecodeError) -> str:
    msg = exc.msg[:1].lower() + exc.msg[1:]
    # "Unterminated string starting at", "Invalid control character at": the position completes them
    return f"{msg} column {exc.colno}" if msg.endswith(" at") else f"{msg} at column {exc.colno}"


def _refuse_constant(name: str) -> float:
    raise BadRequest(f"the line is not JSON: {name} is not a JSON number")


def _finite_float(text: str) -> float | int:
    """A number written with a fraction or an exponent: a whole one is that
    integer (``2.0``, ``2e0``: spec/protocol.md §2), any other a float (which
    no integer field accepts); beyond the range of a double, refused."""
    number = float(text)
    if number in (float("inf"), float("-inf")):
        raise BadRequest(f"the line holds the number {text if len(text) <= 40 else text[:40] + '…'}, "
                         "too large for this engine (beyond the range of a double)")
    return int(number) if number.is_integer() else number


def _too_deep() -> BadRequest:
    return BadRequest(f"the line nests arrays and objects more than {MAX_DEPTH} levels deep, "
                      "more than this engine reads")


def _too_deep_value(value: JSON) -> bool:
    """Whether arrays and objects nest more than :data:`MAX_DEPTH` deep in ``value`` (no recursion)."""
    return _shape(value)[0]


def _shape(value: JSON) -> tuple[bool, bool]:
    """``(too_deep, floats)``: whether arrays and objects nest more than
    :data:`MAX_DEPTH` deep in ``value``, and whether it holds a float
    anywhere (one walk, no recursion; the floats are not looked for past a
    nesting too deep)."""
    if not isinstance(value, (dict, list)):
        return False, type(value) is float
    floats = False
    stack = [(value, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > MAX_DEPTH:
            return True, floats
        for child in node.values() if isinstance(node, dict) else node:
            kind = type(child)
            if kind is float:
                floats = True
            elif kind is dict or kind is list or (kind is not str and kind is not int
                                                  and isinstance(child, (dict, list))):
                stack.append((child, depth + 1))
    return False, floats


def _refuse_surrogates(value: JSON) -> None:
    stack = [value]
    while stack:
        node = stack.pop()
        if isinstance(node, str):
            found = _SURROGATE.search(node)
            if found:
                raise BadRequest(f"the line holds the string escape \\u{ord(found.group()):04x}, half of a UTF-16 "
                                 "surrogate pair: not a Unicode character")
        elif isinstance(node, dict):
            stack.extend(node)
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)


class Session:
    """The state behind one engine connection (one current game at most).

    ``validate``: check every request against its schema (and its nesting,
    :meth:`handle`) before answering; ``False`` for a caller that builds its
    requests from the protocol's own types (the fuzzer's reference, the
    route planner), whose every request is valid."""

    def __init__(self, *, validate: bool = True) -> None:
        self.validate = validate
        self.module: GameModule[Any] | None = None
        self.game: Game | None = None
        self.stopped = False

    # The stdio server calls this for each raw line.
    def handle_line(self, line: str) -> JSONObject:
        """Parse one request line and answer it.  A line refused as a whole
        (:func:`read_line`: not JSON, too deep, a number out of range …) or
        that is not a JSON object gets ``bad_request`` with ``id: null``;
        nothing changes."""
        try:
            request = read_line(line)
        except BadRequest as exc:
            return _failure(None, exc)
        return self._answer(request)

    def handle_bytes(self, raw: bytes) -> JSONObject | None:
        """:meth:`handle_line` for a line as read from stdin: bytes, which
        must be UTF-8 (else ``bad_request`` with ``id: null``), read by
        :func:`quick_read` when it can; ``None`` for a blank line (no answer)."""
        value = quick_read(raw)
        if value is not UNDECIDED:
            return self._answer(value)
        try:
            line = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            return _failure(None, BadRequest(f"the line is not UTF-8: {exc.reason} at byte {exc.start}"))
        if not line.strip():
            return None
        return self.handle_line(line)

    def handle(self, request: JSON) -> JSONObject:
        """Answer one request (already parsed).  A request nested more than
        :data:`MAX_DEPTH` deep is refused as a whole, as over the wire.

        The response is a :data:`rulebook_protocol.messages.Response`: the
        command's ``...Response`` or an ``ErrorResponse``.  A session made
        with ``validate=False`` trusts its caller: no schema and no depth is
        checked (a request nested deep enough to exhaust the stack is then
        refused or an ``internal`` error)."""
        if self.validate:
            too_deep, floats = _shape(request)
            if too_deep:
                return _failure(None, _too_deep())
            if floats:
                request = integers(request)  # 2.0 is the integer 2, as over the wire (read_line)
        return self._answer(request)

    def _answer(self, request: JSON) -> JSONObject:
        rid = request.get("id") if isinstance(request, dict) else None
        if not (isinstance(rid, (str, int)) or (isinstance(rid, float) and rid.is_integer())) or isinstance(rid, bool):
            rid = None
        try:
            cmd = self._check(request)
            # `_check` validated the request against its command's schema: it is that
            # command's request (rulebook_protocol.messages), which the handler's signature names
            payload = getattr(self, f"_cmd_{cmd}")(request)
        except ProtocolError as exc:
            return _failure(rid, exc)
        except Exception as exc:  # a bug in the engine: say so, keep serving
            return _failure(rid, ProtocolError(f"internal error: {type(exc).__name__}: {exc}",
                                             details={"traceback": traceback.format_exc(limit=8)}))
        return {"id": rid, "ok": True, **payload}

    def _check(self, request: JSON) -> str:
        if not isinstance(request, dict):
            raise BadRequest(f"a request is a JSON object, not {show(request)}")
        cmd = request.get("cmd")
        if self.validate and isinstance(cmd, str) and cmd in COMMANDS and is_valid(f"commands/{cmd}", request):
            return cmd  # each command's schema holds the envelope's (id, cmd): one check says yes to both
        if self.validate:
            require("envelope", request, "the request")
        if not isinstance(cmd, str) or cmd not in COMMANDS:
            raise UnknownCommand(f"unknown command {show(cmd)}; commands are {', '.join(COMMANDS)}")
        if self.validate:
            require(f"commands/{cmd}", request, f"the {cmd} request")
        return cmd

    def _need_game(self) -> tuple[GameModule[Any], Game]:
        """The current game and its module; :class:`NoGame` when there is none."""
        if self.game is None or self.module is None:
            raise NoGame("no game yet: send new_game or load_position first")
        return self.module, self.game

    def _game_module(self, game_id: str) -> GameModule[Any]:
        module = GAMES.get(game_id)
        if module is None:
            raise UnknownGame(game_id, list(GAMES))
        return module

    def _check_move(self, module: GameModule[Any], move: JSON) -> None:
        if self.validate:
            require(f"games/{module.id}/move", move, "the apply_move request", "/move")

    # ------------------------------------------------------------ commands
    def _cmd_hello(self, request: HelloRequest) -> HelloResult:
        if request["protocol"] != PROTOCOL_VERSION:
            raise Unsupported(f"protocol version {request['protocol']} is not supported; this engine speaks "
                              f"{PROTOCOL_VERSION}")
        return {
            "protocol": PROTOCOL_VERSION,
            "engine": {"name": "rulebook-reference", "version": __version__, "language": "python",
                       "homepage": "spec/protocol.md"},
            "games": {gid: m.declaration.copy() for gid, m in GAMES.items()},
        }

    def _start(self, module: GameModule[Any], built: tuple[Game, list[Event]]) -> StartResult:
        game, events = built
        self.module, self.game = module, game
        return {"events": events, "pending": game.pending()}

    def _cmd_new_game(self, request: NewGameRequest) -> StartResult:
        module = self._game_module(request["game"])
        return self._start(module, module.new_game(request))

    def _cmd_load_position(self, request: LoadPositionRequest) -> StartResult:
        module = self._game_module(request["game"])
        if self.validate:
            require(f"games/{module.id}/state", request["position"], "the load_position request", "/position")
        return self._start(module, module.load_position(request))

    def _cmd_state(self, request: StateRequest) -> StateResult:
        module, game = self._need_game()
        return {"state": module.to_state(game)}

    def _cmd_legal_moves(self, request: LegalMovesRequest) -> LegalMovesResult:
        _, game = self._need_game()
        moves = _as_list(game.legal_moves())
        return {"pending": game.pending(), "moves": moves, "count": len(moves)}

    def _cmd_apply_move(self, request: ApplyMoveRequest) -> ApplyMoveResult:
        module, game = self._need_game()
        self._check_move(module, request["move"])
        events = game.apply(request["move"])
        return {"events": events, "pending": game.pending()}

    def _cmd_end_game(self, request: EndGameRequest) -> EndGameResult:
        _, game = self._need_game()
        return {"events": game.end(), "pending": None}

    def _cmd_perft(self, request: PerftRequest) -> PerftResult:
        _, game = self._need_game()
        nodes, divide = perft(game, request["depth"], divide=request.get("divide", False))
        result: PerftResult = {"depth": request["depth"], "nodes": nodes}
        if divide is not None:
            result["divide"] = divide
        return result

    def _cmd_box(self, request: BoxRequest) -> BoxResult:
        module = self._game_module(request["game"])
        if "box" not in module.declaration["capabilities"]:
            raise Unsupported(f"{module.id} does not declare its box")
        return {"game": module.id, "expansions": sorted(request.get("expansions", [])), "box": module.box(request)}

    def _cmd_stop(self, request: StopRequest) -> StopResult:
        self.stopped = True
        return {}


def _as_list(moves: Sequence[Move]) -> list[Move]:
    """``moves`` as a list to send: a lazy sequence of placements (:class:`~.kernel.moves.TileMoves`) built."""
    return moves if isinstance(moves, list) else list(moves)


def _failure(rid: JSON, error: ProtocolError) -> JSONObject:
    """The failure response (an :class:`~rulebook_protocol.messages.ErrorResponse`)
    to the request ``rid`` (its id, or ``None``)."""
    response: ErrorResponse = {"id": rid, "ok": False, "error": error.to_json()}
    return {**response}

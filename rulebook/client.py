"""A protocol client that validates every message both ways.

:class:`Client` wraps an :class:`~rulebook.engines.Engine`: it numbers
requests, checks each request against ``schemas/v1/commands/<cmd>`` before it
leaves (a bad request is the suite's own bug: ``ValueError``), checks each
response against the command's ``#response`` schema (or the shared error
response) and the current game's ``move``/``event``/``pending``/``state``
schemas, and keeps a transcript of the exchange.  A response that fails its
schema raises :class:`~rulebook.errors.ProtocolViolation`.
"""
from __future__ import annotations

import functools
import itertools
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import jsonschema_rs
import orjson

from rulebook_protocol.schemas import all_valid, first_error, schema

from .engines import Engine, InProcessEngine, Message, SubprocessEngine
from .engines._wire import alike
from .errors import EngineFailure, NotApplicable, ProtocolViolation

PROTOCOL_VERSION = 1


@dataclass
class Sent:
    """A request :meth:`Client.send` sent, waiting for :meth:`Client.receive`."""

    cmd: str
    request: dict[str, Any]
    entry: dict[str, Any]
    #: The engine's deadline for the answer (``None``: the engine answers in :meth:`Client.receive`).
    deadline: float | None = None
    #: An engine error of the write (or of the handshake before it), raised by :meth:`Client.receive`.
    error: EngineFailure | ProtocolViolation | None = None
    #: For ``new_game``/``load_position``: the client's game before the request, the current one
    #: again when the engine refuses it (a refused request leaves the engine's game as it was).
    game_before: str | None = None
    #: Set by :meth:`Client.receive` when the answer was exactly its ``valid_like`` (not checked again).
    matched: bool = False


class Client:
    """Talks to one engine.  ``transcript`` is a list of ``{"request",
    "response"}`` pairs (responses are ``None`` when the engine failed);
    :meth:`keep_last` bounds it."""

    def __init__(self, engine: Engine, *, validate: bool = True) -> None:
        self.engine = engine
        self.validate = validate
        self.game: str | None = None
        self.transcript: list[dict[str, Any]] | deque[dict[str, Any]] = []
        self._ids = itertools.count(1)
        self._hello: dict[str, Any] | None = None
        #: For a reference engine running in this process: a function returning
        #: its current game object (the fuzz policies' look-ahead reads it,
        #: :func:`rulebook.fuzz.open_clients`); ``None`` for any other engine.
        self.game_object: Callable[[], Any] | None = None

    def keep_last(self, entries: int | None) -> None:
        """Keep only the last ``entries`` exchanges in :attr:`transcript` (a
        ``collections.deque``), or all of them again (``None``, the default):
        a caller that reads only the last exchange (the fuzzer) frees each
        response as the next one comes instead of holding a whole game's."""
        self.transcript = list(self.transcript) if entries is None else deque(self.transcript, maxlen=entries)

    # ------------------------------------------------------------- sending
    def call(self, cmd: str, **fields: Any) -> dict[str, Any]:
        """Send ``cmd`` with ``fields``; return the response (``ok`` true or
        false).  Raises :class:`ProtocolViolation` for a response off its
        schema, and the engine adapter's errors for crashes, hangs, garbage."""
        return self.receive(self.send(cmd, **fields))

    def send_ahead(self, cmd: str, **fields: Any) -> Sent:
        """:meth:`send` for a request written while earlier ones may still be
        unanswered (:meth:`rulebook.fuzz.Lockstep._ask`): a subprocess engine
        that closed its stdin fails it when its answer is read
        (:meth:`receive`, in order), not here, so the answers before it are
        read first."""
        return self._send(cmd, fields, ahead=True)

    def send(self, cmd: str, **fields: Any) -> Sent:
        """The first half of :meth:`call`: check and send the request; with
        an engine that can answer while the caller works (a subprocess,
        :meth:`~rulebook.engines.SubprocessEngine.send`) the request is on its
        way when this returns.  :meth:`receive` gives the response and raises
        what :meth:`call` raises (an engine error of the write included)."""
        return self._send(cmd, fields)

    def _send(self, cmd: str, fields: dict[str, Any], *, ahead: bool = False) -> Sent:
        if cmd != "hello" and self._hello is not None and not getattr(self.engine, "running", True):
            # A fresh process (first start, or after a crash or timeout): the
            # handshake comes first (spec/protocol.md §12).
            try:
                self._replay_hello()
            except (EngineFailure, ProtocolViolation) as exc:
                return Sent(cmd, {"cmd": cmd, **fields}, {}, error=exc)
        request = {"id": next(self._ids), "cmd": cmd, **fields}
        game_before = self.game
        if cmd in ("new_game", "load_position"):
            self.game = fields.get("game")
        if self.validate:
            self._check_request(request)
        entry: dict[str, Any] = {"request": request, "response": None}
        self.transcript.append(entry)
        sent = Sent(cmd, request, entry, game_before=game_before)
        if isinstance(self.engine, SubprocessEngine):  # it can answer while the caller works
            try:
                sent.deadline = self.engine.send(request, defer_errors=ahead)
            except EngineFailure as exc:
                sent.error = exc
        return sent

    def receive(self, sent: Sent, *, valid_like: Message | None = None) -> Message:
        """The response to a request :meth:`send` sent (see :meth:`call`).

        ``valid_like``: an answer to this same request known to pass every
        check of this client (in a lockstep, the reference's: a validating
        client checked it, or it is the suite's own engine, whose answers are
        validated by ``rulebook check`` and, over whole random games of every
        game, by tests/test_properties.py and each game's property tests).  A response that is exactly that
        JSON, ``id`` aside (:func:`same_answer`), passes them too — validity is
        a property of the value — so it is not checked again and
        :attr:`Sent.matched` says so; any other response is checked in full."""
        if sent.error is not None:
            raise sent.error
        if isinstance(self.engine, InProcessEngine) and valid_like is not None:
            response = self.engine.request(sent.request, like=valid_like)
        elif sent.deadline is None or not isinstance(self.engine, SubprocessEngine):
            response = self.engine.request(sent.request)
        else:
            response = self.engine.receive(sent.request, sent.deadline, like=valid_like)
        sent.entry["response"] = response
        if sent.cmd in ("new_game", "load_position") and response.get("ok") is not True:
            # refused: the engine still plays the game it played before (spec/protocol.md §9.2),
            # so its next messages are that game's, not the refused request's
            self.game = sent.game_before
        if valid_like is not None and (getattr(self.engine, "last_was_like", False)
                                       or same_answer(response, valid_like)):
            sent.matched = True
        elif self.validate:
            self._check_response(sent.cmd, sent.request, response)
        return response

    def hello(self) -> dict[str, Any]:
        """The engine's ``hello`` response (asked once, then remembered)."""
        if self._hello is None:
            response = self.call("hello", protocol=PROTOCOL_VERSION, client={"name": "rulebook"})
            if not response["ok"]:
                raise ProtocolViolation(f"the engine refused hello: {response['error']['message']}")
            self._hello = response
        return self._hello

    def _replay_hello(self) -> None:
        response = self.call("hello", protocol=PROTOCOL_VERSION, client={"name": "rulebook"})
        if not response["ok"]:
            raise ProtocolViolation(f"the restarted engine refused hello: {response['error']['message']}")

    def require_ok(self, response: dict[str, Any], what: str) -> dict[str, Any]:
        """``response`` if it succeeded; ``unsupported`` → :class:`NotApplicable`;
        any other error → ``AssertionError`` naming ``what``."""
        if response["ok"]:
            return response
        error = response["error"]
        if error["code"] == "unsupported":
            raise NotApplicable(f"engine does not support this: {error['message']}")
        rule = f" (rule {error['rule']})" if error.get("rule") else ""
        raise AssertionError(f"{what} was refused: {error['code']}{rule}: {error['message']}")

    # ----------------------------------------------------------- validation
    def _check_request(self, request: dict[str, Any]) -> None:
        bare = len(request) == 2 and type(request["id"]) is int  # {"id": n, "cmd": ...}, the id from the counter
        if bare and request["cmd"] in _BARE_VALID:
            return  # a request of this command and no fields passed: so does every other (the id aside)
        if request["cmd"] == "apply_move" and self.game and _whole_request_valid(self.game, request):
            return  # one compiled check said yes to both checks below
        error = first_error(f"commands/{request['cmd']}", request)
        if error:
            raise ValueError(f"the suite built an invalid {request['cmd']} request at {error[0]}: {error[1]}")
        if request["cmd"] == "apply_move" and self.game:
            self._check(f"games/{self.game}/move", request["move"], "request /move", outgoing=True)
        if request["cmd"] == "load_position":
            self._check(f"games/{request['game']}/state", request["position"], "request /position", outgoing=True)
        if bare:
            _BARE_VALID.add(request["cmd"])

    def _check_response(self, cmd: str, request: dict[str, Any], response: Any) -> None:
        if not isinstance(response, dict):
            raise ProtocolViolation(f"{cmd} response is not a JSON object")
        if response.get("ok") is True and self.game and _whole_response_valid(cmd, self.game, response):
            return  # one compiled check said yes to every part checked below
        schema = f"commands/{cmd}#response" if response.get("ok") is True else "common#/$defs/error_response"
        if response.get("ok") is not True and response.get("ok") is not False:
            raise ProtocolViolation(f"{cmd} response has no boolean 'ok'", path="/ok")
        self._check(schema, response, f"{cmd} response")
        if response["ok"] is not True or not self.game:
            return
        game = self.game
        events = response.get("events", [])
        if events and not all_valid(f"games/{game}/event", events):
            for i, event in enumerate(events):
                self._check(f"games/{game}/event", event, f"{cmd} response /events/{i}")
        if "pending" in response:
            self._check(f"games/{game}/pending", response["pending"], f"{cmd} response /pending")
        moves = response.get("moves", [])
        if moves and not all_valid(f"games/{game}/move", moves):
            for i, move in enumerate(moves):
                self._check(f"games/{game}/move", move, f"{cmd} response /moves/{i}")
        for i, row in enumerate(response.get("divide", [])):
            self._check(f"games/{game}/move", row["move"], f"{cmd} response /divide/{i}/move")
        if "state" in response:
            self._check(f"games/{game}/state", response["state"], f"{cmd} response /state")

    def _check(self, schema: str, instance: Any, where: str, *, outgoing: bool = False) -> None:
        error = first_error(schema, instance)
        if error is None:
            return
        message = f"{where} fails {schema} at {error[0]}: {error[1]}"
        if outgoing:
            raise ValueError(f"the suite built an invalid message: {message}")
        raise ProtocolViolation(message, path=error[0], schema_path=schema,
                                stderr=getattr(self.engine, "stderr_tail", ""))



#: The commands whose request without fields (``{"id": <int>, "cmd": ...}``) passed its checks.
_BARE_VALID: set[str] = set()


def same_answer(response: Any, other: Message) -> bool:
    """Whether ``response`` is exactly the JSON of ``other``, their ``id``
    aside, whatever the order of keys (:func:`~rulebook.engines._wire.alike`
    with sorted keys: ``==`` takes ``true`` for ``1`` and ``1.0`` for ``1``,
    which JSON and a schema tell apart).  ``False`` when either holds what
    orjson will not write (an integer beyond 64 bits)."""
    return alike(response, other, orjson.OPT_SORT_KEYS) is not None


@functools.cache
def _whole_response_validator(cmd: str, game: str) -> jsonschema_rs.Draft202012Validator:
    """One compiled validator for a successful ``cmd`` response of ``game``:
    the command's ``#response`` schema and, for the parts present, the
    game's ``event`` (each of ``events``), ``pending``, ``move`` (each of
    ``moves``, each ``divide`` row's ``move``) and ``state`` schemas — the
    checks :meth:`Client._check_response` makes one by one (a list of items
    must be an array, as :func:`~rulebook_protocol.schemas.all_valid` asks)."""
    def each(item: dict[str, Any]) -> dict[str, Any]:
        return {"type": "array", "items": item}

    move = schema(f"games/{game}/move")
    parts = {"events": each(schema(f"games/{game}/event")), "pending": schema(f"games/{game}/pending"),
             "moves": each(move), "divide": each({"type": "object", "properties": {"move": move}}),
             "state": schema(f"games/{game}/state")}
    return jsonschema_rs.Draft202012Validator({"allOf": [schema(f"commands/{cmd}#response"),
                                                         {"properties": parts}]})


def _whole_response_valid(cmd: str, game: str, response: dict[str, Any]) -> bool:
    """Whether a successful response passes every check of
    :meth:`Client._check_response` at once (one compiled call instead of one
    per part).  ``False`` says only "not sure": the checks then run one by one
    and find the error (or none) exactly as without this shortcut."""
    try:
        return bool(_whole_response_validator(cmd, game).is_valid(response))
    except Exception:
        return False


@functools.cache
def _apply_move_validator(game: str) -> jsonschema_rs.Draft202012Validator:
    """One compiled validator for an ``apply_move`` request of ``game``: the
    command's schema and the game's ``move`` schema for its ``move``."""
    return jsonschema_rs.Draft202012Validator({"allOf": [
        schema("commands/apply_move"), {"properties": {"move": schema(f"games/{game}/move")}}]})


def _whole_request_valid(game: str, request: dict[str, Any]) -> bool:
    """Whether an ``apply_move`` request passes both checks of
    :meth:`Client._check_request` at once; ``False`` says only "not sure"
    (the checks then run one by one, as without this shortcut)."""
    try:
        return bool(_apply_move_validator(game).is_valid(request))
    except Exception:
        return False

"""One protocol conversation: request dict in, response dict out.

:class:`Session` holds at most one current game.  :meth:`Session.handle`
never raises: every failure becomes ``{"ok": false, "error": {...}}`` with a
code from :data:`reference_engine.errors.ERROR_CODES`, and a request that fails
leaves the game exactly as it was (spec/protocol.md §Errors).
"""
from __future__ import annotations

import json
import traceback
from typing import Any

from . import __version__
from ._schemas import first_error
from .errors import BadRequest, EngineError, NoGame, UnknownCommand, UnknownGame, Unsupported
from .games import GAMES, GameModule
from .perft import perft

PROTOCOL_VERSION = 1
COMMANDS = ("hello", "new_game", "load_position", "state", "legal_moves", "apply_move", "end_game", "perft", "box",
            "stop")


class Session:
    """The state behind one engine connection (one current game at most)."""

    def __init__(self, *, validate: bool = True) -> None:
        self.validate = validate
        self.module: GameModule | None = None
        self.game: Any = None
        self.stopped = False

    # The stdio server calls this for each raw line.
    def handle_line(self, line: str) -> dict[str, Any]:
        """Parse one request line and answer it; a line that is not a JSON
        object gets ``bad_request`` with ``id: null``."""
        try:
            request = json.loads(line)
        except json.JSONDecodeError as exc:
            return _failure(None, BadRequest(f"the line is not JSON: {exc.msg} at column {exc.colno}"))
        return self.handle(request)

    def handle(self, request: Any) -> dict[str, Any]:
        """Answer one request (already parsed)."""
        rid = request.get("id") if isinstance(request, dict) else None
        if not (isinstance(rid, (str, int)) or isinstance(rid, float) and rid.is_integer()) or isinstance(rid, bool):
            rid = None
        try:
            cmd = self._check(request)
            payload = getattr(self, f"_cmd_{cmd}")(request)
        except EngineError as exc:
            return _failure(rid, exc)
        except Exception as exc:  # a bug in the engine: say so, keep serving
            return _failure(rid, EngineError(f"internal error: {type(exc).__name__}: {exc}",
                                             details={"traceback": traceback.format_exc(limit=8)}))
        return {"id": rid, "ok": True, **payload}

    def _check(self, request: Any) -> str:
        if not isinstance(request, dict):
            raise BadRequest(f"a request is a JSON object, not {type(request).__name__}")
        if self.validate:
            error = first_error("envelope", request)
            if error:
                raise BadRequest(f"request envelope invalid at {error[0]}: {error[1]}", details={"path": error[0]})
        cmd = request.get("cmd")
        if cmd not in COMMANDS:
            raise UnknownCommand(f"unknown command {cmd!r}; commands are {', '.join(COMMANDS)}")
        if self.validate:
            error = first_error(f"commands/{cmd}", request)
            if error:
                raise BadRequest(f"{cmd} request invalid at {error[0]}: {error[1]}", details={"path": error[0]})
        return cmd

    def _need_game(self) -> Any:
        if self.game is None:
            raise NoGame("no game yet: send new_game or load_position first")
        return self.game

    def _game_module(self, game_id: str) -> GameModule:
        module = GAMES.get(game_id)
        if module is None:
            raise UnknownGame(game_id, list(GAMES))
        return module

    def _check_move(self, move: Any) -> None:
        if self.validate:
            error = first_error(f"games/{self.module.id}/move", move)  # type: ignore[union-attr]
            if error:
                raise BadRequest(f"move invalid at {error[0]}: {error[1]}", details={"path": "/move" + error[0]})

    # ------------------------------------------------------------ commands
    def _cmd_hello(self, request: dict[str, Any]) -> dict[str, Any]:
        if request["protocol"] != PROTOCOL_VERSION:
            raise Unsupported(f"protocol version {request['protocol']} is not supported; this engine speaks "
                              f"{PROTOCOL_VERSION}")
        return {
            "protocol": PROTOCOL_VERSION,
            "engine": {"name": "rulebook-reference", "version": __version__, "language": "python",
                       "homepage": "spec/protocol.md"},
            "games": {gid: dict(m.declaration) for gid, m in GAMES.items()},
        }

    def _start(self, module: GameModule, built: tuple[Any, list]) -> dict[str, Any]:
        game, events = built
        self.module, self.game = module, game
        return {"events": events, "pending": game.pending()}

    def _cmd_new_game(self, request: dict[str, Any]) -> dict[str, Any]:
        module = self._game_module(request["game"])
        return self._start(module, module.new_game(request))

    def _cmd_load_position(self, request: dict[str, Any]) -> dict[str, Any]:
        module = self._game_module(request["game"])
        if self.validate:
            error = first_error(f"games/{module.id}/state", request["position"])
            if error:
                raise BadRequest(f"position invalid at {error[0]}: {error[1]}",
                                 details={"path": "/position" + error[0]})
        return self._start(module, module.load_position(request))

    def _cmd_state(self, request: dict[str, Any]) -> dict[str, Any]:
        game = self._need_game()
        return {"state": self.module.to_state(game)}  # type: ignore[union-attr]

    def _cmd_legal_moves(self, request: dict[str, Any]) -> dict[str, Any]:
        game = self._need_game()
        moves = game.legal_moves()
        if not isinstance(moves, list):  # a lazy list of placements (kernel.moves.TileMoves)
            moves = list(moves)
        return {"pending": game.pending(), "moves": moves, "count": len(moves)}

    def _cmd_apply_move(self, request: dict[str, Any]) -> dict[str, Any]:
        game = self._need_game()
        self._check_move(request["move"])
        events = game.apply(request["move"])
        return {"events": events, "pending": game.pending()}

    def _cmd_end_game(self, request: dict[str, Any]) -> dict[str, Any]:
        game = self._need_game()
        return {"events": game.end(), "pending": None}

    def _cmd_perft(self, request: dict[str, Any]) -> dict[str, Any]:
        game = self._need_game()
        nodes, divide = perft(game, request["depth"], divide=request.get("divide", False))
        result: dict[str, Any] = {"depth": request["depth"], "nodes": nodes}
        if divide is not None:
            result["divide"] = divide
        return result

    def _cmd_box(self, request: dict[str, Any]) -> dict[str, Any]:
        module = self._game_module(request["game"])
        if "box" not in module.declaration["capabilities"]:
            raise Unsupported(f"{module.id} does not declare its box")
        return {"game": module.id, "expansions": sorted(request.get("expansions", [])), "box": module.box(request)}

    def _cmd_stop(self, request: dict[str, Any]) -> dict[str, Any]:
        self.stopped = True
        return {}


def _failure(rid: Any, error: EngineError) -> dict[str, Any]:
    return {"id": rid, "ok": False, "error": error.to_json()}

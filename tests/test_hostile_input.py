"""Hostile input: every failure is one clear line, nothing is lost.

Over the wire: one ``python -m reference_engine`` process for the whole
module is sent lines no runner would send — JSON nested 1,000 to 100,000
deep, integers of 5,000 and 50,000 digits, ``1e400``, ``NaN``, lone
surrogates, a 10 MB line — as the whole request and inside ``move`` and
``position``.  After each: one JSON answer, ``ok: false`` with
``bad_request`` and a message in plain words, the process still running and
``state`` exactly as before (spec/protocol.md §1, §2, §3).

In process: ``Game.apply`` of each of the four games raises
:class:`~rulebook_protocol.errors.BadRequest` for a move of the wrong shape
and changes nothing (PRO-R-ERROR-3).
"""
from __future__ import annotations

import json
import re
from typing import Any

import pytest
from schema_asserts import assert_schema_valid
from test_engine_stdio_errors import EngineProcess

import reference_engine as engine
from rulebook_protocol.errors import BadRequest

#: Words of Python that must never reach a protocol message.
PYTHON_WORDS = re.compile(r"Traceback|NoneType|set_int_max_str_digits|RecursionError|ValueError|\b(True|False|None)\b"
                          r"|\{'|': |\bat at\b")

NEW_GAME = {"id": "ng", "cmd": "new_game", "game": "carcassonne", "players": ["red", "blue"],
            "draw": {"tiles": ["BASE-B", "BASE-U", "BASE-V"]}}


def nest(depth: int, inner: str = "1", kind: str = "array") -> str:
    """JSON text of ``inner`` wrapped ``depth`` times in arrays (or objects ``{"a": ...}``)."""
    if kind == "array":
        return "[" * depth + inner + "]" * depth
    return '{"a": ' * depth + inner + "}" * depth


def move_line(move: str, rid: int = 5) -> str:
    return f'{{"id": {rid}, "cmd": "apply_move", "move": {move}}}'


def position_line(position: str, rid: int = 6) -> str:
    return f'{{"id": {rid}, "cmd": "load_position", "game": "carcassonne", "position": {position}}}'


def board_position(x: str) -> str:
    """A carcassonne position whose one board tile has the raw JSON ``x``."""
    return ('{"game": "carcassonne", "expansions": [], "players": [{"name": "red", "score": 0, '
            '"supply": {"follower": 7}}, {"name": "blue", "score": 0, "supply": {"follower": 7}}], '
            f'"board": [{{"x": {x}, "y": 0, "tile": "BASE-D", "rotation": 0}}], "figures": [], "draw_pile": [], '
            '"turn": {"number": 1, "player": "red", "part": 1, "phase": "place_tile", "tile": "BASE-D", '
            '"placed": null}}')


def place_tile(x: str = "0", y: str = "1", rotation: str = "0") -> str:
    return f'{{"type": "place_tile", "x": {x}, "y": {y}, "rotation": {rotation}}}'


BIG5K, BIG50K = "9" * 5_000, "9" * 50_000
TEN_MB = 10 * 1024 * 1024

#: Lines refused as a whole: the answer carries id null.
WHOLE_LINE = {
    **{f"request-nested-{n}": nest(n) for n in (1_000, 10_000, 100_000)},
    **{f"request-objects-nested-{n}": nest(n, kind="object") for n in (1_000, 10_000, 100_000)},
    **{f"move-nested-{n}": move_line(nest(n)) for n in (1_000, 10_000, 100_000)},
    **{f"move-field-nested-{n}": move_line(place_tile(x=nest(n, kind="object"))) for n in (1_000, 10_000, 100_000)},
    **{f"position-nested-{n}": position_line(nest(n, kind="object")) for n in (1_000, 10_000, 100_000)},
    "request-nested-65": '{"id": 1, "cmd": "state", "x": ' + nest(64) + "}",  # the request object is level 1
    "id-5000-digits": f'{{"id": {BIG5K}, "cmd": "state"}}',
    "id-50000-digits": f'{{"id": -{BIG50K}, "cmd": "state"}}',
    "move-x-5000-digits": move_line(place_tile(x=BIG5K)),
    "move-y-50000-digits": move_line(place_tile(y="-" + BIG50K)),
    "board-x-5000-digits": position_line(board_position(BIG5K)),
    "board-x-50000-digits": position_line(board_position(BIG50K)),
    "id-1e400": '{"id": 1e400, "cmd": "state"}',
    "move-x-minus-1e400": move_line(place_tile(x="-1e400")),
    "board-x-1e999": position_line(board_position("1e999")),
    "move-x-4000-digits-float": move_line(place_tile(x=BIG5K[:4000] + ".5")),  # 1e4000: no double
    "id-NaN": '{"id": NaN, "cmd": "state"}',
    "move-x-Infinity": move_line(place_tile(x="Infinity")),
    "move-y-minus-Infinity": move_line(place_tile(y="-Infinity")),
    "id-lone-high-surrogate": '{"id": "\\ud800", "cmd": "state"}',
    "move-tile-lone-low-surrogate": move_line('{"type": "place_tile", "tile": "\\udc00", "x": 0, "y": 1, '
                                              '"rotation": 0}'),
    "player-name-surrogates-reversed": json.dumps({**NEW_GAME, "players": ["red", "x"]}).replace(
        '"x"', '"\\ude00\\ud83d"'),
    "not-json-10MB": "{" + "x" * TEN_MB,
    "deep-after-10MB": '{"id": 1, "cmd": "state", "pad": "' + "x" * TEN_MB + '", "deep": ' + nest(1_000) + "}",
    "state-field-of-10MB": '{"id": 7, "cmd": "state", "pad": "' + "x" * TEN_MB + '"}',
    "move-array-of-10MB": move_line("[" + ",".join(["0"] * (TEN_MB // 2)) + "]", rid=8),
    "board-of-10MB": position_line('{"board": [' + ",".join(['{"x": 1}'] * (TEN_MB // 8)) + "]}", rid=9),
    "line-of-1MiB-and-1": '{"id": 7, "cmd": "state", "pad": "' + "x" * ((1 << 20) - 36) + '"}',  # with its \\n
}

ALMOST_1MB = 1_000_000

#: Lines that are read but fail their schema: the answer echoes the id.
READ_BUT_REFUSED = {
    "state-field-of-1MB": ('{"id": 7, "cmd": "state", "pad": "' + "x" * ALMOST_1MB + '"}', 7),
    "field-name-of-1MB": ('{"id": 7, "cmd": "state", "' + "k" * ALMOST_1MB + '": 1}', 7),
    "move-array-of-1MB": (move_line("[" + ",".join(["0"] * (ALMOST_1MB // 2)) + "]", rid=8), 8),
    "board-of-1MB": (position_line('{"board": [' + ",".join(["1"] * (ALMOST_1MB // 2)) + "]}", rid=9), 9),
    "board-objects-of-1MB": (position_line('{"board": [' + ",".join(['{"x": 1}'] * (ALMOST_1MB // 9)) + "]}",
                                           rid=9), 9),
    "request-nested-64": ('{"id": 1, "cmd": "state", "x": ' + nest(63) + "}", 1),  # as deep as it may be
    "line-of-1MiB": ('{"id": 7, "cmd": "state", "pad": "' + "x" * ((1 << 20) - 37) + '"}', 7),  # as long as may be
    "move-nested-60": (move_line(nest(60), rid=10), 10),
    "move-field-nested-60": (move_line(place_tile(rotation=nest(58, kind="object")), rid=11), 11),
    "move-x-300-digits-float": (move_line(place_tile(x=BIG5K[:300] + ".5"), rid=12), 12),  # 1e300: a double
}


@pytest.fixture(scope="module")
def wire():
    """One engine for the module, a game started; yields ``(process, state before)``."""
    process = EngineProcess()
    try:
        started = process.ask(NEW_GAME)
        assert started["ok"] is True, started
        before = process.ask({"id": "s", "cmd": "state"})
        assert before["ok"] is True, before
        yield process, before["state"]
    finally:
        process.close()


def assert_refused(process: EngineProcess, before: dict[str, Any], response: dict[str, Any], rid: Any) -> None:
    assert_schema_valid(None, response)
    assert response["ok"] is False, response
    assert response["id"] == rid, response
    error = response["error"]
    assert error["code"] == "bad_request", error
    assert len(error["message"]) < 600, error["message"][:600]
    assert not PYTHON_WORDS.search(error["message"]), error["message"]
    assert "traceback" not in json.dumps(error).lower(), error
    assert process.proc.poll() is None, f"the engine died; stderr: {''.join(process.stderr)[-2000:]}"
    after = process.ask({"id": "s2", "cmd": "state"})
    assert after["ok"] is True and after["state"] == before, after


@pytest.mark.parametrize("line", list(WHOLE_LINE.values()), ids=list(WHOLE_LINE))
def test_a_line_refused_as_a_whole_is_answered_with_id_null(wire, line):
    process, before = wire
    assert_refused(process, before, process.ask_raw(line), None)


@pytest.mark.parametrize(("line", "rid"), list(READ_BUT_REFUSED.values()), ids=list(READ_BUT_REFUSED))
def test_a_huge_or_deep_line_that_is_read_is_refused_with_its_id(wire, line, rid):
    process, before = wire
    assert_refused(process, before, process.ask_raw(line), rid)


def test_the_answers_say_what_was_wrong(wire):
    process, _ = wire
    messages = {
        "deep": process.ask_raw(nest(10_000))["error"]["message"],
        "digits": process.ask_raw(f'{{"id": {BIG5K}, "cmd": "state"}}')["error"]["message"],
        "1e400": process.ask_raw('{"id": 1e400, "cmd": "state"}')["error"]["message"],
        "NaN": process.ask_raw('{"id": NaN, "cmd": "state"}')["error"]["message"],
        "surrogate": process.ask_raw('{"id": "\\ud800", "cmd": "state"}')["error"]["message"],
        "unterminated": process.ask_raw('{"id": 1, "cmd": "sta')["error"]["message"],
    }
    assert "64 levels" in messages["deep"], messages
    assert "more than 4300 digits" in messages["digits"], messages
    assert "1e400" in messages["1e400"] and "too large" in messages["1e400"], messages
    assert "NaN is not a JSON number" in messages["NaN"], messages
    assert "\\ud800" in messages["surrogate"] and "surrogate" in messages["surrogate"], messages
    # the line's own newline ends the string: "Invalid control character at" + column, said once
    assert messages["unterminated"] == "the line is not JSON: invalid control character at column 22", messages
    # without a newline (the last line of the input, or in process) it is "unterminated"
    unterminated = engine.Session().handle_line('{"id": 1, "cmd": "sta')["error"]["message"]
    assert unterminated == "the line is not JSON: unterminated string starting at column 18", unterminated


def test_a_surrogate_pair_is_one_character_and_not_refused(wire):
    """An escaped pair (U+1F600) is a proper character: the line is read, and
    refused only for what the rules say (no such tile)."""
    process, before = wire
    response = process.ask_raw(move_line('{"type": "place_tile", "tile": "\\ud83d\\ude00", "x": 0, "y": 1, '
                                         '"rotation": 0}', rid=13))
    assert response["id"] == 13 and response["ok"] is False, response
    assert response["error"]["code"] != "bad_request" or "surrogate" not in response["error"]["message"], response
    assert process.ask({"id": "s3", "cmd": "state"})["state"] == before


def test_an_integer_of_4000_digits_is_a_usable_id(wire):
    process, before = wire
    rid = int(BIG5K[:4000])
    response = process.ask_raw(f'{{"id": {rid}, "cmd": "state"}}')
    assert response["ok"] is True and response["id"] == rid, str(response)[:300]
    assert response["state"] == before


@pytest.mark.parametrize(("move", "path"), [
    ("42", "/move"), ("null", "/move"), ("{}", "/move"), ('{"type": "place_tile", "x": 0, "y": 1}', "/move"),
    ('{"type": "nonsense"}', "/move/type"), ('{"type": "place_tile", "x": null, "y": 1, "rotation": 0}', "/move/x"),
    ('{"type": "place_tile", "x": 0, "y": 1, "rotation": 0, "z": {"a": 1}}', "/move"),
])
def test_move_errors_point_into_the_move_with_rfc6901_pointers(wire, move, path):
    """The root of the move is ``/move``, never ``/move/``; values are named as JSON writes them."""
    process, before = wire
    response = process.ask_raw(move_line(move, rid=14))
    assert_refused(process, before, response, 14)
    assert response["error"]["details"]["path"] == path, response
    message = response["error"]["message"]
    assert f"at {path}:" in message and "/move/:" not in message, message


def test_position_root_errors_point_at_position(wire):
    process, before = wire
    response = process.ask_raw(position_line('{"game": "carcassonne", "board": [], "wrong": true}', rid=15))
    assert_refused(process, before, response, 15)
    assert response["error"]["details"]["path"] == "/position", response
    assert '"wrong"' in response["error"]["message"] or "at /position:" in response["error"]["message"], response


def test_values_are_named_in_json(wire):
    process, before = wire
    response = process.ask_raw(move_line('{"type": "place_tile", "x": true, "y": {"a": null}, "rotation": 0}',
                                         rid=16))
    assert_refused(process, before, response, 16)
    assert re.search(r"\btrue\b|\{\"a\": null\}", response["error"]["message"]), response


def test_the_engine_still_plays_after_all_that(wire):
    process, before = wire
    moves = process.ask({"id": "m", "cmd": "legal_moves"})
    assert moves["ok"] is True and moves["count"] > 0
    played = process.ask({"id": "p", "cmd": "apply_move", "move": moves["moves"][0]})
    assert played["ok"] is True, played
    assert process.ask({"id": "s4", "cmd": "state"})["state"] != before


# ------------------------------------------------------------------ the Python API
BAD_MOVES: list[tuple[Any, str]] = [
    (42, ""), (None, ""), ("pass", ""), ([], ""), ({}, ""), ({"type": None}, "/type"), ({"type": 5}, "/type"),
    ({"type": "nonsense"}, "/type"), ({"type": "pass", "extra": True}, ""), ({"tile": "BASE-D"}, ""),
    ({"type": "place_tile", "x": "0", "y": 1, "rotation": 0}, "/x"),
    ({"type": "place_tile", "x": True, "y": 1, "rotation": 0}, "/x"),
    ({"type": "place_tile", "x": 0, "y": 1}, ""),
    ({"type": "place_tile", "x": 0, "y": 1, "rotation": [90]}, "/rotation"),
    ({"type": "place_figure", "x": 0, "y": 0, "figure": {"a": 1}, "at": "N"}, "/figure"),
]
OREGON_BAD_MOVES: list[tuple[Any, str]] = [
    (42, ""), ({}, ""), ({"type": "place_tile", "x": 0, "y": 1, "rotation": 0}, "/type"),
    ({"type": "place_start_tile", "col": "3", "row": 1}, "/col"),
    ({"type": "place_start_tile", "col": 3}, ""),
    ({"type": "discard_cards", "cards": "house"}, "/cards"),
    ({"type": "draw_card", "deck": None}, "/deck"),
    ({"type": "pass", "why": "because"}, ""),
]


def _started(game_id: str) -> Any:
    game, _ = engine.new_game(game_id, ["red", "blue"], seed=11)
    return game


@pytest.mark.parametrize("game_id", ["carcassonne", "gold_rush", "discovery", "oregon"])
def test_game_apply_refuses_a_badly_shaped_move_with_bad_request(game_id):
    game = _started(game_id)
    before = engine.state(game)
    pending = game.pending()
    cases = OREGON_BAD_MOVES if game_id == "oregon" else BAD_MOVES
    for move, path in cases:
        with pytest.raises(BadRequest) as caught:
            game.apply(move)
        error = caught.value
        assert error.code == "bad_request"
        assert error.to_json()["details"]["path"] == path, (move, error.message)
        assert not PYTHON_WORDS.search(error.message), (move, error.message)
        assert engine.state(game) == before and game.pending() == pending, move
    # and the game plays on
    legal = game.legal_moves()
    if legal:
        game.apply(legal[0])
        assert engine.state(game) != before


@pytest.mark.parametrize("game_id", ["carcassonne", "gold_rush", "discovery", "oregon"])
def test_game_apply_refuses_an_integer_too_long_to_write(game_id):
    """In process nothing stops an integer of 5,000 digits before ``apply``; it is refused, not a ValueError."""
    game = _started(game_id)
    before = engine.state(game)
    huge = 10 ** 5000
    move = ({"type": "place_start_tile", "col": huge, "row": 1} if game_id == "oregon"
            else {"type": "place_tile", "x": huge, "y": -huge, "rotation": 0})
    try:
        game.apply(move)
    except BadRequest as error:
        assert "4300 digits" in error.message
    except engine.ProtocolError as error:  # refused by a rule that does not print the number: fine too
        assert error.code in ("illegal_move",), error
    assert engine.state(game) == before


@pytest.mark.parametrize("game_id", ["carcassonne", "gold_rush", "discovery", "oregon"])
def test_game_apply_refuses_deep_moves(game_id):
    game = _started(game_id)
    before = engine.state(game)
    deep: Any = 1
    for _ in range(5_000):
        deep = {"a": deep}
    for move in (deep, {"type": "pass", "x": deep}):
        with pytest.raises(BadRequest) as caught:
            game.apply(move)
        assert not PYTHON_WORDS.search(caught.value.message), caught.value.message
    assert engine.state(game) == before


def test_session_refuses_deep_requests_in_process():
    session = engine.Session()
    assert session.handle(NEW_GAME)["ok"] is True
    before = session.handle({"id": 1, "cmd": "state"})["state"]
    deep: Any = []
    for _ in range(10_000):
        deep = [deep]
    for request in ({"id": 2, "cmd": "apply_move", "move": deep}, {"id": 3, "cmd": "state", "x": deep}):
        response = session.handle(request)
        assert response["ok"] is False and response["error"]["code"] == "bad_request", str(response)[:300]
        assert response["id"] is None
    assert session.handle({"id": 4, "cmd": "state"})["state"] == before

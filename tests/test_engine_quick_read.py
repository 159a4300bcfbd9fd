"""The reference engine's fast line reading and writing (reference_engine/session.py
``quick_read``, reference_engine/server.py ``_encode``) agree with the careful ones:
a line ``quick_read`` reads has the value ``read_line`` gives it, every other line is
left to ``read_line``; a response line holds the response's JSON value."""
from __future__ import annotations

import json

from _support import same_typed
from hypothesis import given, settings
from hypothesis import strategies as st

from reference_engine.server import _encode
from reference_engine.session import UNDECIDED, Session, quick_read, read_line

values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.integers(min_value=2**63 - 3, max_value=2**66)
    | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=4), inner, max_size=4),
    max_leaves=14)
lines = (values.map(lambda v: json.dumps(v, ensure_ascii=False).encode()) | values.map(lambda v: json.dumps(v).encode())
         | st.sampled_from([b'{"a": NaN}', b"[1e400]", b'"\\ud800"', b"\xef\xbb\xbf{}", b"\xff\xfe", b"  \n", b"",
                            b"[" * 70 + b"]" * 70, b'{"id":1,"cmd":"state"}', b"18446744073709551616", b"[1,]",
                            b'{"id":1,"id":2}', b'{"a":"\x01"}']) | st.binary(max_size=10))


@settings(max_examples=800, deadline=None)
@given(lines)
def test_a_quickly_read_line_has_the_value_read_line_gives_it(raw: bytes) -> None:
    quick = quick_read(raw)
    if quick is UNDECIDED:
        return
    careful = read_line(raw.decode("utf-8"))  # quick_read reads only lines read_line accepts
    assert same_typed(quick, careful), (raw, quick, careful)


def test_what_quick_read_leaves_to_read_line() -> None:
    for raw in (b'{"a": NaN}', b"[1e400]", b'["\\ud800"]', b"[18446744073709551616]", b"[" * 65 + b"]" * 65,
                b"\xff", b"   \n"):
        assert quick_read(raw) is UNDECIDED, raw


def test_a_line_read_either_way_gets_the_same_answer() -> None:
    """``handle_bytes``: the quick path and the careful path answer alike, refusals included."""
    for raw in (b'{"id":1,"cmd":"hello","protocol":1}', b'{"id":2,"cmd":"nope"}', b'[1,2]', b'{"id":3}',
                b'{"id":"\\u0041","cmd":"state"}', b'{"id":4,"cmd":"state","x":1e400}'):
        assert Session().handle_bytes(raw) == Session().handle_line(raw.decode("utf-8")), raw
    assert Session().handle_bytes(b"  \n") is None
    assert Session().handle_bytes(b"\xff")["error"]["code"] == "bad_request"


@settings(max_examples=400, deadline=None)
@given(values.filter(lambda v: not isinstance(v, (int, float)) or abs(v) < 2**63))
def test_a_response_line_holds_the_response(value) -> None:
    response = {"id": 1, "ok": True, "value": value}
    line = _encode(response)
    assert same_typed(json.loads(line), response)


def test_a_response_json_cannot_write_becomes_an_internal_error() -> None:
    for bad in (float("nan"), float("inf"), {1, 2}):
        answer = json.loads(_encode({"id": 5, "ok": True, "value": bad}))
        assert answer["ok"] is False and answer["id"] == 5 and answer["error"]["code"] == "internal"


# --------------------------------------------------------------- 2.0 is the integer 2 (spec/protocol.md §2)

def test_a_whole_number_written_with_a_fraction_is_that_integer() -> None:
    from rulebook_protocol.schemas import integers

    assert same_typed(read_line('{"x": 0.0, "y": 1e0, "z": -2.5e1, "w": 2.5, "v": [3.0, {"u": 4E0}]}'),
                 {"x": 0, "y": 1, "z": -25, "w": 2.5, "v": [3, {"u": 4}]})
    for raw in (b'{"x": 0.0}', b'{"y": 1e0}', b'{"y": 1E2}'):
        assert quick_read(raw) is UNDECIDED, raw  # read_line makes them integers
    move = {"type": "place_tile", "x": 0, "y": 1, "rotation": 0}
    assert integers(move) is move  # nothing to change: no copy
    assert same_typed(integers({**move, "x": 0.0, "rotation": 9e1}), {**move, "rotation": 90})
    assert same_typed(integers([1.5, True, None, "2.0"]), [1.5, True, None, "2.0"])


def test_a_move_at_0_0_is_played_as_the_move_at_0_in_every_entry_of_the_engine() -> None:
    """Over the wire, as a request dict, and through the Python API: the same events, and
    the game as after the integer move (the engine used to fail half-way through placing)."""
    from reference_engine import new_game

    setup = {"game": "carcassonne", "players": ["red", "blue"], "draw": {"tiles": ["BASE-U", "BASE-V"]}}
    move = {"type": "place_tile", "x": 0, "y": 1, "rotation": 0}
    floats = {**move, "x": 0.0, "y": 1.0}
    answers = []
    for send in ("line", "dict", "int"):
        session = Session()
        session.handle({"id": 1, "cmd": "new_game", **setup})
        request = {"id": 2, "cmd": "apply_move", "move": move if send == "int" else floats}
        answer = session.handle_bytes(json.dumps(request).encode()) if send == "line" else session.handle(request)
        answers.append((answer, session.handle({"id": 3, "cmd": "state"})))
    assert answers[0][0]["ok"] and all(same_typed(a, answers[2]) for a in answers)
    game, _ = new_game("carcassonne", ["red", "blue"], ["BASE-U", "BASE-V"])
    assert same_typed(game.apply(floats), answers[2][0]["events"])

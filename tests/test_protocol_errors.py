"""Bad input gets a specific error and changes nothing (spec/protocol.md §Errors),
in process: :class:`reference_engine.Session` gets one illegal move per base
rule (with the exact rule id), moves after the end, unknown tiles, invalid
positions, unsupported set-ups, malformed custom tiles and player counts —
each time the ``state`` and ``legal_moves`` answers before and after the
failed request are compared for deep equality, and every response validates
against its schema.

Over the wire: ``tests/test_engine_stdio_errors.py``; corrupt data files:
``tests/test_data_errors.py``.
"""
from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from schema_asserts import assert_schema_valid

from reference_engine import Session
from rulebook_protocol.schemas import first_error


class Probe:
    """A Session plus helpers: every response is schema-checked."""

    def __init__(self) -> None:
        self.session = Session()
        self.ids = 0

    def ask(self, cmd: str, **fields: Any) -> dict[str, Any]:
        self.ids += 1
        response = self.session.handle({"id": self.ids, "cmd": cmd, **fields})
        json.dumps(response)  # must survive the wire
        assert_schema_valid(cmd, response)
        assert response["id"] == self.ids
        return response

    def ok(self, cmd: str, **fields: Any) -> dict[str, Any]:
        response = self.ask(cmd, **fields)
        assert response["ok"] is True, response
        return response

    def snapshot(self) -> tuple[dict[str, Any], dict[str, Any]]:
        """(state, legal_moves) answers without their ids."""
        state = self.ok("state")
        legal = self.ok("legal_moves")
        return state["state"], {k: v for k, v in legal.items() if k != "id"}

    def refuse(self, code: str, cmd: str, *, rule: str | None = None, **fields: Any) -> dict[str, Any]:
        """Send a request that must fail with ``code`` (and ``rule``) and
        change neither ``state`` nor ``legal_moves``."""
        before = self.snapshot()
        response = self.ask(cmd, **fields)
        assert response["ok"] is False, response
        error = response["error"]
        assert error["code"] == code, error
        if rule is not None:
            assert error.get("rule") == rule, error
        assert error["message"], error
        assert self.snapshot() == before, f"{cmd} {fields} failed with {code} but changed the game"
        return error


def new_game(probe: Probe, draw: list[str], players: tuple[str, ...] = ("red", "blue"), **fields: Any) -> dict:
    return probe.ok("new_game", game="carcassonne", players=list(players), draw={"tiles": draw}, **fields)


def position(**changes: Any) -> dict[str, Any]:
    """A valid canonical position: red and blue, the start tile alone, red to
    place BASE-E; ``changes`` replace top-level keys."""
    pos: dict[str, Any] = {
        "game": "carcassonne",
        "expansions": [],
        "interpretations": {},
        "players": [{"name": "red", "score": 0, "supply": {"follower": 7}},
                    {"name": "blue", "score": 0, "supply": {"follower": 7}}],
        "board": [{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}],
        "figures": [],
        "draw_pile": ["BASE-U", "BASE-V"],
        "discarded": [],
        "turn": {"number": 1, "player": "red", "part": 1, "phase": "place_tile", "tile": "BASE-E", "placed": None},
    }
    pos.update(copy.deepcopy(changes))
    return pos


def test_base_position_is_valid():
    """The control for the invalid positions below: unchanged it loads."""
    probe = Probe()
    loaded = probe.ok("load_position", game="carcassonne", position=position())
    assert loaded["pending"] == {"player": "red", "decision": "place_tile", "tile": "BASE-E"}


# ---------------------------------------------------------------- illegal moves
@pytest.fixture
def at_tile_phase() -> Probe:
    """Red holds BASE-B (a cloister, all fields): it only fits south of the
    start tile, at (0, 1)."""
    probe = Probe()
    new_game(probe, ["BASE-B", "BASE-U", "BASE-U"])
    assert probe.ok("legal_moves")["moves"] == [
        {"type": "place_tile", "x": 0, "y": 1, "rotation": r} for r in (0, 90, 180, 270)]
    return probe


@pytest.fixture
def at_figure_phase(at_tile_phase: Probe) -> Probe:
    at_tile_phase.ok("apply_move", move={"type": "place_tile", "x": 0, "y": 1, "rotation": 0})
    return at_tile_phase


@pytest.mark.parametrize(
    ("move", "rule"),
    [
        ({"type": "place_tile", "x": 0, "y": 0, "rotation": 0}, "CAR-R-TILE-2"),
        ({"type": "place_tile", "x": 0, "y": 0, "rotation": 90, "tile": "BASE-B"}, "CAR-R-TILE-2"),
        ({"type": "place_tile", "x": 5, "y": 5, "rotation": 0}, "CAR-R-TILE-3"),
        ({"type": "place_tile", "x": 1, "y": 1, "rotation": 0}, "CAR-R-TILE-3"),  # diagonal only
        ({"type": "place_tile", "x": 0, "y": -1, "rotation": 0}, "CAR-R-TILE-4"),  # field against city
        ({"type": "place_tile", "x": 1, "y": 0, "rotation": 180}, "CAR-R-TILE-4"),  # field against road
        ({"type": "place_tile", "x": 0, "y": 1, "rotation": 0, "tile": "BASE-X"}, "CAR-R-TILE-1"),
        ({"type": "pass"}, "CAR-R-TURN-1"),
        ({"type": "place_figure", "figure": "follower", "x": 0, "y": 0, "at": "N"}, "CAR-R-TURN-1"),
    ],
    ids=["occupied", "occupied-with-tile", "far-away", "diagonal", "city-vs-field", "road-vs-field",
         "tile-field-names-another", "pass-before-tile", "figure-before-tile"],
)
def test_illegal_tile_phase_moves(at_tile_phase, move, rule):
    at_tile_phase.refuse("illegal_move", "apply_move", rule=rule, move=move)


@pytest.mark.parametrize(
    ("move", "rule"),
    [
        ({"type": "place_figure", "figure": "follower", "x": 0, "y": 0, "at": "N"}, "CAR-R-FOLLOWER-1"),
        ({"type": "place_figure", "figure": "follower", "x": 5, "y": 5, "at": "C"}, "CAR-R-FOLLOWER-1"),
        ({"type": "place_figure", "figure": "follower", "x": 0, "y": 1, "at": "N"}, "CAR-R-FOLLOWER-4"),
        ({"type": "place_figure", "figure": "follower", "x": 0, "y": 1, "at": "E"}, "CAR-R-FOLLOWER-4"),
        ({"type": "place_tile", "x": 0, "y": 2, "rotation": 0}, "CAR-R-TURN-1"),
    ],
    ids=["on-start-tile", "on-empty-cell", "no-place-N-on-cloister-tile", "no-place-E", "tile-in-figure-phase"],
)
def test_illegal_figure_phase_moves(at_figure_phase, move, rule):
    at_figure_phase.refuse("illegal_move", "apply_move", rule=rule, move=move)


def test_follower_on_occupied_feature():
    """Red's thief stands on the start tile's road; blue has just extended
    that road with BASE-U at (1, 0): blue may not join it."""
    probe = Probe()
    probe.ok("load_position", game="carcassonne", position=position(
        players=[{"name": "red", "score": 0, "supply": {"follower": 6}},
                 {"name": "blue", "score": 0, "supply": {"follower": 7}}],
        board=[{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0},
               {"x": 1, "y": 0, "tile": "BASE-U", "rotation": 0}],
        figures=[{"player": "red", "figure": "follower", "x": 0, "y": 0, "at": "E"}],
        turn={"number": 2, "player": "blue", "part": 1, "phase": "place_figure",
              "tile": None, "placed": {"x": 1, "y": 0}},
    ))
    legal = probe.ok("legal_moves")["moves"]
    assert {"type": "place_figure", "figure": "follower", "x": 1, "y": 0, "at": "W"} not in legal
    for at in ("W", "E"):
        probe.refuse("illegal_move", "apply_move", rule="CAR-R-FOLLOWER-2",
                     move={"type": "place_figure", "figure": "follower", "x": 1, "y": 0, "at": at})


def test_follower_with_empty_supply():
    """Red has all 7 followers on the board (six monks and a thief) and has
    just placed BASE-E at (3, 1): no follower is left to place."""
    row = ["BASE-A", "BASE-A", "BASE-B", "BASE-B", "BASE-B", "BASE-B"]
    board = [{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}]
    board += [{"x": x, "y": 1, "tile": t, "rotation": 0} for x, t in zip(range(-3, 3), row)]
    board.append({"x": 3, "y": 1, "tile": "BASE-E", "rotation": 0})
    figures = [{"player": "red", "figure": "follower", "x": 0, "y": 0, "at": "E"}]
    figures += [{"player": "red", "figure": "follower", "x": x, "y": 1, "at": "C"} for x in range(-3, 3)]
    figures.sort(key=lambda f: (f["x"], f["y"]))
    probe = Probe()
    probe.ok("load_position", game="carcassonne", position=position(
        players=[{"name": "red", "score": 0, "supply": {"follower": 0}},
                 {"name": "blue", "score": 0, "supply": {"follower": 7}}],
        board=sorted(board, key=lambda b: (b["x"], b["y"])),
        figures=figures,
        turn={"number": 8, "player": "red", "part": 1, "phase": "place_figure",
              "tile": None, "placed": {"x": 3, "y": 1}},
    ))
    assert probe.ok("legal_moves")["moves"] == [{"type": "pass"}]
    for at in ("N", "Se"):
        probe.refuse("illegal_move", "apply_move", rule="CAR-R-FOLLOWER-3",
                     move={"type": "place_figure", "figure": "follower", "x": 3, "y": 1, "at": at})


def test_unknown_figure_kind_is_refused(at_figure_phase):
    """Base Carcassonne has followers only."""
    error = at_figure_phase.refuse("illegal_move", "apply_move",
                                   move={"type": "place_figure", "figure": "builder", "x": 0, "y": 1, "at": "C"})
    assert error.get("rule", "").startswith("CAR-R-")


# ---------------------------------------------------------------- game over
def test_moves_after_game_over():
    probe = Probe()
    new_game(probe, ["BASE-B"])
    probe.ok("apply_move", move={"type": "place_tile", "x": 0, "y": 1, "rotation": 0})
    last = probe.ok("apply_move", move={"type": "pass"})
    assert last["pending"] is None
    assert last["events"][-1]["type"] == "game_ended"
    assert probe.ok("legal_moves")["moves"] == []
    for move in ({"type": "pass"}, {"type": "place_tile", "x": 0, "y": 2, "rotation": 0},
                 {"type": "place_figure", "figure": "follower", "x": 0, "y": 1, "at": "C"}):
        probe.refuse("game_over", "apply_move", move=move)
    probe.refuse("game_over", "end_game")


# ---------------------------------------------------------------- unknown tiles
@pytest.fixture
def ongoing() -> Probe:
    """A game in progress (a few moves in) that failed set-ups must leave alone."""
    probe = Probe()
    new_game(probe, ["BASE-B", "BASE-U", "BASE-V", "BASE-E"])
    probe.ok("apply_move", move={"type": "place_tile", "x": 0, "y": 1, "rotation": 0})
    probe.ok("apply_move", move={"type": "place_figure", "figure": "follower", "x": 0, "y": 1, "at": "C"})
    return probe


@pytest.mark.parametrize(
    ("cmd", "fields"),
    [
        ("new_game", {"game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["BASE-U", "BASE-Z"]}}),
        ("new_game", {"game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["NOPE-1"]}}),
        ("new_game", {"game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["BASE-U"]},
                      "start": {"tile": "BASE-Z", "rotation": 0}}),
        ("load_position", {"game": "carcassonne", "position": position(
            board=[{"x": 0, "y": 0, "tile": "BASE-Z", "rotation": 0}])}),
        ("load_position", {"game": "carcassonne", "position": position(
            board=[{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0},
                   {"x": 0, "y": 1, "tile": "BASE-Z", "rotation": 0}])}),
        ("load_position", {"game": "carcassonne", "position": position(
            turn={"number": 1, "player": "red", "part": 1, "phase": "place_tile", "tile": "BASE-Z", "placed": None})}),
        ("load_position", {"game": "carcassonne", "position": position(draw_pile=["BASE-U", "BASE-Z"])}),
    ],
    ids=["draw", "draw-other-set", "start", "board-origin", "board", "turn-tile", "draw-pile"],
)
def test_unknown_tile(ongoing, cmd, fields):
    error = ongoing.refuse("unknown_tile", cmd, **fields)
    bad = "NOPE-1" if "NOPE-1" in json.dumps(fields) else "BASE-Z"
    assert bad in error["message"]


# ---------------------------------------------------------------- invalid positions
def _completed_city_board() -> list[dict[str, Any]]:
    """The start tile's city closed by BASE-E turned 180 at (0, -1)."""
    return [{"x": 0, "y": -1, "tile": "BASE-E", "rotation": 180},
            {"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}]


_RED_6 = [{"name": "red", "score": 0, "supply": {"follower": 6}},
          {"name": "blue", "score": 0, "supply": {"follower": 7}}]
_RED_7 = [{"name": "red", "score": 0, "supply": {"follower": 7}},
          {"name": "blue", "score": 0, "supply": {"follower": 7}}]

INVALID_POSITIONS = {
    "two-tiles-one-cell": position(board=[{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0},
                                          {"x": 0, "y": 0, "tile": "BASE-U", "rotation": 0}]),
    "no-tile-at-origin": position(board=[{"x": 1, "y": 0, "tile": "BASE-D", "rotation": 0}]),
    "empty-board": position(board=[]),
    "disconnected-tile": position(board=[{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0},
                                         {"x": 5, "y": 5, "tile": "BASE-U", "rotation": 0}]),
    "diagonal-only-tile": position(board=[{"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0},
                                          {"x": 1, "y": 1, "tile": "BASE-B", "rotation": 0}]),
    "mismatched-edges": position(board=[{"x": 0, "y": -1, "tile": "BASE-B", "rotation": 0},
                                        {"x": 0, "y": 0, "tile": "BASE-D", "rotation": 0}]),
    "figure-on-missing-place": position(players=_RED_6, figures=[
        {"player": "red", "figure": "follower", "x": 0, "y": 0, "at": "C"}]),
    "figure-on-empty-cell": position(players=_RED_6, figures=[
        {"player": "red", "figure": "follower", "x": 0, "y": 1, "at": "C"}]),
    "figure-of-unknown-player": position(figures=[
        {"player": "green", "figure": "follower", "x": 0, "y": 0, "at": "N"}]),
    "eight-followers": position(players=_RED_7, figures=[
        {"player": "red", "figure": "follower", "x": 0, "y": 0, "at": "N"}]),
    "figure-in-completed-city": position(players=_RED_6, board=_completed_city_board(), figures=[
        {"player": "red", "figure": "follower", "x": 0, "y": 0, "at": "N"}]),
    "place-tile-without-tile": position(
        turn={"number": 1, "player": "red", "part": 1, "phase": "place_tile", "tile": None, "placed": None}),
    "turn-player-unknown": position(
        turn={"number": 1, "player": "green", "part": 1, "phase": "place_tile", "tile": "BASE-E", "placed": None}),
    "place-figure-without-placed": position(
        turn={"number": 1, "player": "red", "part": 1, "phase": "place_figure", "tile": None, "placed": None}),
    "placed-on-empty-cell": position(
        turn={"number": 1, "player": "red", "part": 1, "phase": "place_figure",
              "tile": None, "placed": {"x": 3, "y": 3}}),
    "over-with-player": position(
        turn={"number": 1, "player": "red", "part": 1, "phase": "over", "tile": None, "placed": None}),
}


@pytest.mark.parametrize("name", list(INVALID_POSITIONS))
def test_invalid_position_keeps_previous_game(ongoing, name):
    bad = INVALID_POSITIONS[name]
    assert first_error("games/carcassonne/state", bad) is None, "the test position must pass the schema"
    ongoing.refuse("invalid_position", "load_position", game="carcassonne", position=bad)


@pytest.mark.parametrize(
    ("name", "rule"),
    [("two-tiles-one-cell", "CAR-R-TILE-2"), ("no-tile-at-origin", "CAR-R-SETUP-1"),
     ("disconnected-tile", "CAR-R-TILE-3"), ("mismatched-edges", "CAR-R-TILE-4"),
     ("figure-on-missing-place", "CAR-R-FOLLOWER-4"), ("eight-followers", "CAR-R-SETUP-2"),
     ("figure-in-completed-city", "CAR-R-SCORE-3")],
)
def test_invalid_position_names_its_rule(name, rule):
    probe = Probe()
    response = probe.ask("load_position", game="carcassonne", position=INVALID_POSITIONS[name])
    assert response["ok"] is False
    assert response["error"]["code"] == "invalid_position"
    assert response["error"].get("rule") == rule, response["error"]
    # and there is still no game
    assert probe.ask("state")["error"]["code"] == "no_game"


def test_figure_in_completed_city_is_fine_in_its_figure_phase():
    """Control for "figure-in-completed-city": the same figure is allowed
    while the tile that completed the city waits for its figure decision."""
    probe = Probe()
    loaded = probe.ok("load_position", game="carcassonne", position=position(
        players=_RED_6, board=_completed_city_board(),
        figures=[{"player": "red", "figure": "follower", "x": 0, "y": 0, "at": "N"}],
        turn={"number": 2, "player": "red", "part": 1, "phase": "place_figure",
              "tile": None, "placed": {"x": 0, "y": -1}}))
    assert loaded["pending"] == {"player": "red", "decision": "place_figure", "x": 0, "y": -1}


def test_position_failing_its_schema_is_bad_request(ongoing):
    bad = position()
    del bad["turn"]
    error = ongoing.refuse("bad_request", "load_position", game="carcassonne", position=bad)
    assert "/position" in json.dumps(error)


# ---------------------------------------------------------------- unsupported
@pytest.mark.parametrize(
    ("cmd", "fields"),
    [
        ("new_game", {"game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["BASE-U"]},
                      "expansions": ["inns_and_cathedrals"]}),
        ("new_game", {"game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["BASE-U"]},
                      "interpretations": {"no.such_key": "x"}}),
        ("new_game", {"game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["BASE-U"]},
                      "interpretations": {"city.two_tile_points": "3"}}),
        ("new_game", {"game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["BASE-U"]},
                      "options": {"turbo": True}}),
        ("new_game", {"game": "hunters_and_gatherers", "players": ["a", "b"], "draw": {"tiles": ["BASE-U"]}}),
        ("load_position", {"game": "hunters_and_gatherers", "position": position()}),
        ("load_position", {"game": "carcassonne", "position": position(expansions=["inns_and_cathedrals"])}),
        ("new_game", {"game": "carcassonne", "players": ["a", "b"], "draw": {"tiles": ["BASE-U"]},
                      "interpretations": {"builder.double_turns": "chain"}}),
        ("load_position", {"game": "carcassonne",
                           "position": position(interpretations={"city.two_tile_points": "7"})}),
        ("hello", {"protocol": 2}),
    ],
    ids=["expansion", "unknown-interpretation", "unsupported-interpretation-value", "unknown-option",
         "unknown-game", "load-unknown-game", "load-expansion", "expansion-key-without-expansion",
         "load-interpretation-value", "protocol-2"],
)
def test_unsupported(ongoing, cmd, fields):
    ongoing.refuse("unsupported", cmd, **fields)


def test_supported_interpretation_values_are_accepted():
    """Control for the unsupported cases: hello's declared values work."""
    probe = Probe()
    game = probe.ok("hello", protocol=1)["games"]["carcassonne"]
    declared = game["interpretations"]
    for key, values in declared.items():
        for value in values:
            # A key of an expansion is accepted when that expansion is on.
            new_game(probe, ["BASE-U"], interpretations={key: value}, expansions=game["expansions"])
            assert probe.ok("state")["state"]["interpretations"][key] == value


# ---------------------------------------------------------------- bad requests
GOOD_TILE = {"id": "TEST-1", "count": 1, "edges": "CFFF",
             "features": [{"id": "c1", "kind": "city", "places": ["N"]},
                          {"id": "f1", "kind": "field", "places": ["En", "Es", "Se", "Sw", "Ws", "Wn"],
                           "borders": ["c1"]}]}
_FIELD = {"id": "f1", "kind": "field", "places": ["En", "Es", "Se", "Sw", "Ws", "Wn"], "borders": ["c1"]}


def _tile(**changes: Any) -> dict[str, Any]:
    tile = copy.deepcopy(GOOD_TILE)
    tile.update(copy.deepcopy(changes))
    return tile


def test_custom_tile_control():
    """The well-formed custom tile works (control for the malformed ones)."""
    probe = Probe()
    new_game(probe, ["TEST-1"], tiles=[GOOD_TILE])
    assert probe.ok("legal_moves")["count"] > 0


@pytest.mark.parametrize(
    "tiles",
    [
        [_tile(edges="FFFF")],  # city place N on a field edge
        [_tile(edges="CCFF")],  # city edge E without a feature
        [_tile(edges="CFRF")],  # road edge S without a feature
        [_tile(features=[{"id": "c1", "kind": "city", "places": ["N"]}, {**_FIELD, "id": "c1", "borders": []}])],
        [_tile(features=[{"id": "c1", "kind": "city", "places": ["N"]}, {**_FIELD, "places": ["N", "En", "Es"]}])],
        [_tile(features=[{"id": "c1", "kind": "city", "places": ["N"]}, {**_FIELD, "borders": ["c9"]}])],
        [GOOD_TILE, GOOD_TILE],
    ],
    ids=["field-edge-has-city", "city-edge-without-feature", "road-edge-without-feature", "duplicate-feature-id",
         "place-in-two-features", "borders-unknown-feature", "tile-defined-twice"],
)
def test_inconsistent_custom_tiles(ongoing, tiles):
    """Schema-valid tile definitions that break the tile-data rules."""
    assert first_error("commands/new_game", {"id": 1, "cmd": "new_game", "game": "carcassonne",
                                             "players": ["a", "b"], "draw": {"tiles": []}, "tiles": tiles}) is None
    ongoing.refuse("bad_request", "new_game", game="carcassonne", players=["a", "b"],
                   draw={"tiles": ["TEST-1"]}, tiles=tiles)


@pytest.mark.parametrize(
    ("tiles", "pointer"),
    [
        ([_tile(edges="CFF")], "/tiles/0/edges"),
        ([_tile(id="lowercase")], "/tiles/0/id"),
        ([{"id": "TEST-2", "count": 1, "edges": "FFFF"}], "/tiles/0"),
        ([_tile(features=[{"id": "c1", "kind": "city", "places": ["N"]}, {**_FIELD, "borders": None}])],
         "/tiles/0/features/1"),
    ],
    ids=["edges-pattern", "id-pattern", "no-features", "field-borders-null"],
)
def test_custom_tiles_off_schema(ongoing, tiles, pointer):
    error = ongoing.refuse("bad_request", "new_game", game="carcassonne", players=["a", "b"],
                           draw={"tiles": ["TEST-1"]}, tiles=tiles)
    assert pointer in error["message"], error


@pytest.mark.parametrize("players", [["solo"], ["a", "b", "c", "d", "e", "f"], [], ["a", "a"]],
                         ids=["1-player", "6-players", "0-players", "duplicate-names"])
def test_player_counts_and_names(ongoing, players):
    ongoing.refuse("bad_request", "new_game", game="carcassonne", players=players, draw={"tiles": ["BASE-U"]})


@pytest.mark.parametrize("players", [["a", "b"], ["a", "b", "c", "d", "e"]], ids=["2", "5"])
def test_player_count_bounds_accepted(players):
    probe = Probe()
    started = new_game(probe, ["BASE-U"], players=tuple(players))
    assert started["pending"]["player"] == "a"


def test_session_validate_off_still_fails_cleanly():
    """With request validation off, junk still gets an error, never a crash."""
    session = Session(validate=False)
    for request in ({"id": 1, "cmd": "apply_move"}, {"id": 2, "cmd": "new_game"}, [1], "x"):
        response = session.handle(request)
        assert response["ok"] is False
        assert_schema_valid(None, response)

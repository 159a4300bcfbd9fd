"""The Python API a user scripts (``reference_engine``): standard boxes,
errors that name what was wrong, the end of a game and its result, and
``board_svg`` drawing a position of each game on its own."""
from __future__ import annotations

import random
import re
from collections import Counter
from typing import Any

import pytest

import reference_engine as engine
import rulebook
from reference_engine.errors import BadRequest, GameOver, ProtocolError, UnknownGame, Unsupported
from rulebook.chance import is_chance, resolve
from rulebook.errors import UsageError

GAMES = ("carcassonne", "discovery", "gold_rush", "oregon")


def _play(game_id: str, seed: int, moves: int | None = None) -> tuple[Any, list[dict[str, Any]]]:
    """A random game of ``game_id`` from its standard box; ``moves`` at most, else to the end."""
    game, events = engine.new_game(game_id, ["red", "blue"], seed=seed)
    rng = random.Random(seed)
    n = 0
    while not engine.is_over(game) and (moves is None or n < moves):
        pending = game.pending()  # a chance decision (spec/protocol.md §7a) lists no move: shuffle from the seed
        events = game.apply(resolve(pending, rng) if is_chance(pending) else rng.choice(game.legal_moves()))
        n += 1
    return game, events


def test_game_ids_lists_the_four_games() -> None:
    assert engine.game_ids() == list(GAMES)


@pytest.mark.parametrize("game_id", GAMES)
def test_standard_draw_is_the_box_shuffled_by_the_seed(game_id: str) -> None:
    draw = engine.standard_draw(game_id, ["red", "blue"], seed=5)
    assert draw == engine.standard_draw(game_id, 2, seed=5) == engine.standard_draw(game_id, 2, random.Random(5))
    assert draw != engine.standard_draw(game_id, 2, seed=6)
    assert all(isinstance(v, list) and all(isinstance(x, str) for x in v) for v in draw.values())
    # The same box whatever the seed: only the order changes.
    other = engine.standard_draw(game_id, 2, seed=6)
    assert {k: Counter(v) for k, v in draw.items()} == {k: Counter(v) for k, v in other.items()}
    game, _ = engine.new_game(game_id, ["red", "blue"], draw)
    assert engine.state(game)["game"] == game_id and game.pending() is not None


def test_the_boxes_hold_what_the_specs_say() -> None:
    assert len(engine.standard_draw("carcassonne", 2, 1)["tiles"]) == 71
    assert len(engine.standard_draw("discovery", 2, 1)["tiles"]) == 83
    gold_rush = engine.standard_draw("gold_rush", 2, 1)
    assert len(gold_rush["tiles"]) == 71 and len(gold_rush["tokens"]) == 63
    oregon = engine.standard_draw("oregon", 2, 1)
    assert {k: len(v) for k, v in oregon.items()} == {"tiles": 7, "landscape_cards": 50, "building_cards": 21,
                                                      "coal": 21, "gold": 21}


def test_rulebook_boxes_use_the_engine_boxes() -> None:
    from rulebook.boxes import BOXES, standard_game

    assert standard_game("gold_rush", 9, 3) == {"game": "gold_rush", "players": ["red", "blue", "green"],
                                                "draw": engine.standard_draw("gold_rush", 3, 9)}
    assert BOXES["oregon"](random.Random(2), ["a"])["draw"] == engine.standard_draw("oregon", ["a"], 2)


def test_new_game_without_a_draw_takes_the_standard_box() -> None:
    a, _ = engine.new_game("carcassonne", ["red", "blue"], seed=3)
    b, _ = engine.new_game("carcassonne", ["red", "blue"], engine.standard_draw("carcassonne", 2, 3))
    assert engine.state(a) == engine.state(b)


@pytest.mark.parametrize("call", [
    lambda: engine.new_game("chess", ["white", "black"]),
    lambda: engine.load_position("chess", {}),
    lambda: engine.standard_draw("chess", 2, 1),
])
def test_an_unknown_game_is_named_with_the_known_ones(call: Any) -> None:
    with pytest.raises(UnknownGame) as caught:
        call()
    error = caught.value
    assert isinstance(error, Unsupported) and isinstance(error, ProtocolError) and not isinstance(error, KeyError)
    assert error.code == "unsupported" and error.game == "chess"
    assert str(error) == "unknown game chess; the games are carcassonne, discovery, gold_rush, oregon"
    assert error.to_json()["details"] == {"game": "chess", "games": list(GAMES)}


def test_the_protocol_names_an_unknown_game_the_same_way() -> None:
    response = engine.Session().handle({"id": 1, "cmd": "new_game", "game": "chess", "players": ["a", "b"],
                                        "draw": {"tiles": []}})
    assert response["error"]["code"] == "unsupported"
    assert response["error"]["message"] == "unknown game chess; the games are " + ", ".join(GAMES)


@pytest.mark.parametrize(("kwargs", "error", "text"), [
    ({"players": "red"}, BadRequest, "players must be a list of player names"),
    ({"options": {"speed": 2}}, Unsupported, "unknown option(s): speed"),
    ({"colour": "red"}, BadRequest, 'new_game is invalid: unknown field "colour"'),
    ({"expansions": ["dragons"]}, ProtocolError, "dragons"),
    ({"seed": "seven"}, BadRequest, "the seed must be an integer"),
])
def test_bad_arguments_get_a_clear_error(kwargs: dict[str, Any], error: type[Exception], text: str) -> None:
    players = kwargs.pop("players", ["red", "blue"])
    seed = kwargs.pop("seed", 1)
    with pytest.raises(error) as caught:
        engine.new_game("carcassonne", players, seed=seed, **kwargs)
    assert text in str(caught.value)
    assert not re.search(r"\b(True|False|None)\b|0x[0-9a-f]{6,}", str(caught.value))


def test_a_bad_position_is_a_bad_request() -> None:
    with pytest.raises(BadRequest, match="the position is invalid"):
        engine.load_position("carcassonne", {"game": "carcassonne", "board": "no"})


def test_tile_moves_are_true_exactly_when_a_move_is_listed() -> None:
    """``bool()`` of the lazy placement list (reference_engine/kernel/moves.py) is ``len() > 0``,
    as for a list: cells where no rotation fits make no move."""
    from reference_engine.kernel.moves import TileMoves

    assert not TileMoves([], [], {}, [])
    assert not TileMoves([(0, 1)], [0], {0: 0}, [0])  # a cell with no fitting rotation
    one = TileMoves([(0, 1)], [0], {0: 1}, [1])
    assert one and len(one) == 1 and one[0]["x"] == 0



@pytest.mark.parametrize("game_id", ["carcassonne", "gold_rush"])
def test_legal_tile_moves_index_like_the_list_they_stand_for(game_id: str) -> None:
    """``legal_moves()`` of a tile decision is a lazy sequence (reference_engine/kernel/moves.py):
    indexing it by int, before and after the whole list is built, negative indices, slices and
    out-of-range indices behave as on the plain list of the same moves."""
    game, _ = engine.new_game(game_id, ["red", "blue"], seed=3)
    rng = random.Random(3)
    checked = 0
    while not engine.is_over(game):
        pending = game.pending()
        if is_chance(pending):
            game.apply(resolve(pending, rng))
            continue
        if pending["decision"] == "place_tile":
            fresh = game.legal_moves()  # each call after the first lists the moves anew
            n = len(fresh)
            by_index = [fresh[i] for i in range(n)]  # before any list is built
            assert [fresh[i - n] for i in range(n)] == by_index
            for bad in (n, -n - 1):
                with pytest.raises(IndexError):
                    fresh[bad]
            plain = list(game.legal_moves())
            assert by_index == plain and len(plain) == n and plain
            assert fresh[1:4] == plain[1:4] and fresh[::-1] == plain[::-1]  # slicing builds the list
            assert [fresh[i] for i in range(n)] == plain and fresh[-1] == plain[-1]  # and int indices read it
            assert fresh == plain and all(m in fresh for m in plain)
            checked += 1
        game.apply(rng.choice(game.legal_moves()))
    assert checked > 30


@pytest.mark.parametrize("game_id", GAMES)
def test_is_over_and_outcome_follow_the_game_ended_event(game_id: str) -> None:
    for seed in range(3):
        game, _ = _play(game_id, seed, moves=3)
        assert not engine.is_over(game) and engine.outcome(game) is None
        game, events = _play(game_id, seed)
        assert engine.is_over(game)
        ended = events[-1]
        assert ended["type"] == "game_ended"
        outcome = engine.outcome(game)
        assert outcome.scores == ended["scores"] and outcome.winners == ended["winners"]
        assert {"type": "game_ended", "scores": outcome.scores, "winners": outcome.winners, **outcome.extra} == ended
        assert outcome.winner == (ended["winners"][0] if len(ended["winners"]) == 1 else None)
        with pytest.raises(GameOver):
            game.end()


def test_an_ended_game_by_end_has_an_outcome_too() -> None:
    game, _ = _play("carcassonne", 4, moves=6)
    events = game.end()
    assert engine.is_over(game) and engine.outcome(game).scores == events[-1]["scores"]


# --------------------------------------------------------------------------- board_svg

_EXTERNAL = re.compile(r"""(?:href|src)\s*=\s*["'](?!#)""")


@pytest.mark.parametrize("game_id", GAMES)
def test_board_svg_stands_alone(game_id: str) -> None:
    game, _ = _play(game_id, 11, moves=30)
    position = engine.state(game)
    svg = rulebook.board_svg(position)
    assert svg.startswith('<svg class="board') and svg.endswith("</svg>")
    assert 'xmlns="http://www.w3.org/2000/svg"' in svg
    # No CSS, nothing outside the file: every style is an attribute, every reference local.
    assert "<style" not in svg and "style=" not in svg and "@import" not in svg and not _EXTERNAL.search(svg)
    defined = set(re.findall(r'<symbol id="([^"]+)"', svg))
    used = set(re.findall(r'<use href="#([^"]+)"', svg))
    assert used <= defined
    if isinstance(position.get("board"), list):  # tile games: one drawn tile per board cell
        assert len(re.findall(r'<g class="tile"', svg)) == len(position["board"]) > 1 and used
        assert len(re.findall(r'<g class="figure"', svg)) == len(position["figures"])
    else:  # Oregon: its buildings and farmers
        assert len(re.findall(r'<g class="building"', svg)) == len(position["buildings"]) > 0
        assert len(re.findall(r'<g class="figure"', svg)) == len(position["farmers"])


def test_board_svg_marks_what_is_new_and_refuses_what_is_no_position() -> None:
    game, _ = _play("carcassonne", 2, moves=4)
    before = engine.state(game)
    game.apply(game.legal_moves()[0])
    svg = rulebook.board_svg(engine.state(game), compare=before, label="after one move")
    assert 'class="new-tile"' in svg and "<title>after one move</title>" in svg
    with pytest.raises(UsageError):
        rulebook.board_svg(["not", "a", "position"])


def test_the_casebook_uses_the_same_board_svg() -> None:
    from rulebook.reports import boards

    assert rulebook.board_svg.__module__ == "rulebook"
    game, _ = _play("gold_rush", 3, moves=10)
    position = engine.state(game)
    assert rulebook.board_svg(position) == boards.board_svg(position)

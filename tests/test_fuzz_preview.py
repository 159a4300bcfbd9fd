"""The fuzzer's placement preview (reference_engine/analysis.py) against
placing the tile on a copy, on random positions of every tile-laying game;
and the ``complete`` move policy's preview-gated count, and what the rules
say a placement completes (``COMPLETION_COUNTS``), against its copy-based
oracle (rulebook/fuzz/policies.py), so the policy picks the same moves."""
from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from reference_engine.analysis import Preview, placement_preview, placement_previews, preview
from rulebook import chance
from rulebook.fuzz import box_setup
from rulebook.fuzz.policies import COMPLETION_COUNTS, _shadow_game, completions, trial_completions
from rulebook_protocol.geometry import EDGES, HALF_EDGES

GAMES = [
    ("carcassonne", ()),
    ("carcassonne", ("castles",)),
    ("carcassonne", ("gold_mines",)),
    ("carcassonne", ("traders_and_builders",)),
    ("carcassonne", ("castles", "gold_mines", "traders_and_builders")),
    ("gold_rush", ()),
    ("discovery", ()),
]


def _random_position(game: str, expansions: tuple[str, ...], seed: int, players: int) -> object | None:
    """A game after a random number of random moves (figures placed often,
    so castles, builders and gold decisions come up), stopped at a
    ``place_tile`` decision; ``None`` if the game ended first."""
    rng = random.Random(seed)
    shadow = _shadow_game(game, box_setup(game, seed, players, expansions))
    assert shadow is not None
    for _ in range(rng.randrange(0, 160)):
        pending = shadow.pending()
        if pending is None:
            return None
        if chance.is_chance(pending):
            shadow.apply(chance.resolve(pending, rng))
            continue
        moves = shadow.legal_moves()
        figures = [m for m in moves if m.get("type") == "place_figure"]
        pick = figures if figures and rng.random() < 0.7 else moves
        shadow.apply(pick[rng.randrange(len(pick))])
    while True:  # on to the next tile placement
        pending = shadow.pending()
        if pending is None:
            return None
        if pending.get("decision") == "place_tile":
            return shadow
        if chance.is_chance(pending):
            shadow.apply(chance.resolve(pending, rng))
        else:
            moves = shadow.legal_moves()
            shadow.apply(moves[rng.randrange(len(moves))])


def _placements(shadow: object) -> list[dict]:
    return [m for m in shadow.legal_moves() if m.get("type") == "place_tile"]  # type: ignore[attr-defined]


def _tile(shadow: object, move: dict):
    return shadow.catalogue[move["tile"]] if "tile" in move else shadow.tile  # type: ignore[attr-defined]


def _placed_for_real(shadow: object, move: dict) -> Preview:
    """What the placement closes, seen by placing the tile on a copy's board
    (the kernel's own :meth:`Board.place`)."""
    board = shadow.board.copy()  # type: ignore[attr-defined]
    tile, x, y = _tile(shadow, move), move["x"], move["y"]
    before = {c: board.neighbours_present(*c) for c in board.cells}
    placed = board.place(tile, x, y, move["rotation"])
    graph = board.graph
    closed = {}
    for seg in placed.orientation.segments:
        root = graph.find(placed.base + seg.index)
        if seg.edge_places and graph.features[root].open == 0:
            closed.setdefault(root, seg.index)
    surrounded = []
    for c, there in board.cells.items():
        if max(abs(c[0] - x), abs(c[1] - y)) > 1:
            continue
        inner = any(all(p not in EDGES and p not in HALF_EDGES for p in s.places)
                    for s in there.orientation.segments)
        if inner and board.neighbours_present(*c) == 8 and before.get(c, -1) != 8:
            surrounded.append(c)
    return Preview(tuple(sorted(closed.values())), tuple(sorted(surrounded)))


@pytest.mark.parametrize("game, expansions", GAMES, ids=lambda v: ",".join(v) if isinstance(v, tuple) else v)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4))
def test_the_preview_is_what_placing_the_tile_closes(game: str, expansions: tuple[str, ...], seed: int,
                                                      players: int) -> None:
    shadow = _random_position(game, expansions, seed, players)
    if shadow is None:
        return
    placements = _placements(shadow)
    before = shadow.board.copy()  # type: ignore[attr-defined]
    for move in placements:
        seen = preview(shadow.board, _tile(shadow, move), move["x"], move["y"], move["rotation"])  # type: ignore[attr-defined]
        assert seen == _placed_for_real(shadow, move), move
    # the preview changed nothing that matters: same cells, same features
    after = shadow.board  # type: ignore[attr-defined]
    assert after.cells == before.cells
    assert {r: (f.open, sorted(f.nodes)) for r, f in after.graph.features.items()} == \
        {r: (f.open, sorted(f.nodes)) for r, f in before.graph.features.items()}


@pytest.mark.parametrize("game, expansions", GAMES, ids=lambda v: ",".join(v) if isinstance(v, tuple) else v)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4))
def test_the_policy_count_equals_the_copy_based_count(game: str, expansions: tuple[str, ...], seed: int,
                                                       players: int) -> None:
    """Same count for every placement ⇒ the ``complete`` policy picks the
    same move as with the copy-based count (it compares counts only)."""
    shadow = _random_position(game, expansions, seed, players)
    if shadow is None:
        return
    for move in _placements(shadow):
        assert completions(shadow, move) == trial_completions(shadow, move), move


def test_the_preview_refuses_an_occupied_cell_and_a_bad_rotation() -> None:
    shadow = _shadow_game("carcassonne", box_setup("carcassonne", 0, 2))
    assert shadow is not None
    tile = shadow.tile
    with pytest.raises(ValueError, match="already holds a tile"):
        preview(shadow.board, tile, 0, 0, 0)
    with pytest.raises(ValueError, match="rotation"):
        preview(shadow.board, tile, 0, 1, 45)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.integers(2, 5))
def test_in_the_base_game_the_preview_counts_what_the_trial_completes(seed: int, players: int) -> None:
    """Base Carcassonne completes exactly the roads and cities a tile closes
    and the cloisters it surrounds (CAR-R-SCORE-1; no decision comes between
    placement and scoring when no figure is placed), so there the preview's
    count is the copy-based count itself."""
    shadow = _random_position("carcassonne", (), seed, players)
    if shadow is None:
        return
    for move in _placements(shadow):
        seen = preview(shadow.board, shadow.tile, move["x"], move["y"], move["rotation"])
        assert len(seen.closed) + len(seen.surrounded) == trial_completions(shadow, move), move


def test_searches_reach_closed_and_surrounded_features() -> None:
    """The random positions above do reach both ways of completing."""
    closed = surrounded = 0
    for seed in range(60):
        shadow = _random_position("carcassonne", (), seed, 2)
        if shadow is None:
            continue
        for move in _placements(shadow):
            seen = preview(shadow.board, shadow.tile, move["x"], move["y"], move["rotation"])
            closed += bool(seen.closed)
            surrounded += bool(seen.surrounded)
    assert closed and surrounded


@pytest.mark.parametrize("game, expansions", GAMES, ids=lambda v: ",".join(v) if isinstance(v, tuple) else v)
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4))
def test_previews_of_one_position_are_the_previews_one_by_one(game: str, expansions: tuple[str, ...], seed: int,
                                                              players: int) -> None:
    """:func:`placement_previews` shares the work of the placements at one
    cell, and answers as :func:`placement_preview` does, a move that is not a
    placement included."""
    shadow = _random_position(game, expansions, seed, players)
    if shadow is None:
        return
    moves = _placements(shadow)
    moves += [{"type": "pass"}, {**moves[0], "rotation": 45}, {**moves[0], "x": 0, "y": 0}]
    assert placement_previews(shadow, moves) == [placement_preview(shadow, m) for m in moves]


@pytest.mark.parametrize("game, expansions", [g for g in GAMES if g[0] in COMPLETION_COUNTS],
                         ids=lambda v: ",".join(v) if isinstance(v, tuple) else v)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4))
def test_what_the_rules_say_a_placement_completes_holds(game: str, expansions: tuple[str, ...], seed: int,
                                                        players: int) -> None:
    """The policies' :data:`COMPLETION_COUNTS`: at least the copy-based
    count, and that count itself when said to be exact — so the ``complete``
    policy skips only candidates that cannot beat the best one."""
    setup = box_setup(game, seed, players, expansions)
    known = COMPLETION_COUNTS[game](setup)
    assert known is not None
    shadow = _random_position(game, expansions, seed, players)
    if shadow is None:
        return
    moves = _placements(shadow)
    for move, most in zip(moves, known.count(shadow, moves)):
        done = trial_completions(shadow, move)
        assert most is not None and (most == done if known.exact else most >= done), move


def test_a_setup_with_tiles_of_its_own_gets_no_count() -> None:
    """A custom tile may hold a road or city with no edge, complete once
    placed (CAR-R-CITY-1), which no preview shows."""
    assert COMPLETION_COUNTS["carcassonne"]({**box_setup("carcassonne", 0, 2), "tiles": []}) is None
    assert COMPLETION_COUNTS["carcassonne"](box_setup("carcassonne", 0, 2)).exact  # type: ignore[union-attr]

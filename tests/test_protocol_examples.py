"""The complete example positions of spec/protocol.md §14 stay true.

Each example is a ``load_position`` request generated from the reference
engine (a seeded standard game played a few random moves, its piles cut
short — box counts are not checked, PC-R-POS-4).  This test checks that each
one validates against ``schemas/`` (the command schema and the game's state
schema), that the reference engine loads it, and that the engine's ``state``
then gives the position back field for field.

Regenerate the blocks after a change of the engine or the data with
``python tests/test_protocol_examples.py`` and paste them under their
``<!-- example-position: … -->`` markers.
"""
from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest
from _support import REPO

from reference_engine import handle
from rulebook_protocol.schemas import first_error

PROTOCOL_MD = REPO / "spec" / "protocol.md"
MARKER = re.compile(r"<!-- example-position: (?P<name>[a-z_+]+) -->\s*```json\n(?P<body>.*?)```", re.S)

#: Example name → (game, expansions, players, random moves to play).
EXAMPLES: dict[str, tuple[str, list[str], int, int]] = {
    "carcassonne+traders_and_builders": ("carcassonne", ["traders_and_builders"], 2, 14),
    "carcassonne+gold_mines": ("carcassonne", ["gold_mines"], 2, 14),
    "carcassonne+castles": ("carcassonne", ["castles"], 2, 14),
    "gold_rush": ("gold_rush", [], 2, 12),
    "discovery": ("discovery", [], 2, 12),
    "oregon": ("oregon", [], 2, 12),
}
#: Piles cut to this many entries, so the examples stay short.
KEEP = 3
PILES = ("draw_pile", "token_pile", "landscape_deck", "landscape_discards", "building_deck",
         "building_discards", "coal_supply", "gold_supply")


def _new_game(game: str, expansions: list[str], players: int, seed: int) -> dict[str, Any]:
    from rulebook.boxes import standard_game

    request = standard_game(game, seed, players)
    if expansions:
        rng = random.Random(seed)
        tiles = list(request["draw"]["tiles"])
        for name in expansions:
            path = REPO / "spec" / "tiles" / f"{name}.json"
            if path.exists():
                data = json.loads(path.read_text(encoding="utf-8"))
                tiles += [t["id"] for t in data["tiles"] for _ in range(t["count"])]
        rng.shuffle(tiles)
        request = {**request, "expansions": expansions, "draw": {"tiles": tiles}}
    return request


def _call(cmd: str, **fields: Any) -> dict[str, Any]:
    response = handle({"id": 1, "cmd": cmd, **fields})
    assert response["ok"], response
    return response


def generate(name: str) -> dict[str, Any]:
    """The example ``load_position`` request ``name`` (see :data:`EXAMPLES`)."""
    game, expansions, players, moves = EXAMPLES[name]
    _call("new_game", **_new_game(game, expansions, players, seed=14))
    rng = random.Random(14)
    resting = {"place_tile", "play_cards"}
    played = 0
    while True:
        state = _call("state")["state"]
        if played >= moves and state["turn"]["phase"] in resting:
            break
        legal = _call("legal_moves")
        pending = legal["pending"]
        assert pending is not None, f"{name}: the game ended before the example position"
        if pending["player"] is None:  # a chance decision (§7a): the seed's order
            order = list(pending["items"])
            rng.shuffle(order)
            _call("apply_move", move={"type": pending["decision"], "order": order})
        else:
            _call("apply_move", move=rng.choice(legal["moves"]))
        played += 1
    for pile in PILES:
        if isinstance(state.get(pile), list):
            state[pile] = state[pile][:KEEP]
    return {"id": 3, "cmd": "load_position", "game": game, "position": state}


def render(request: dict[str, Any]) -> str:
    """One top-level field a line; lists of objects one object a line."""
    position = request["position"]
    lines = []
    for key, value in position.items():
        if isinstance(value, list) and value and isinstance(value[0], dict):
            items = ",\n    ".join(json.dumps(v, ensure_ascii=False) for v in value)
            lines.append(f'  "{key}": [\n    {items}]')
        else:
            lines.append(f'  "{key}": {json.dumps(value, ensure_ascii=False)}')
    body = ",\n".join(lines)
    return (f'{{"id": {request["id"]}, "cmd": "load_position", "game": "{request["game"]}", "position": {{\n'
            f"{body}}}}}\n")


def documented() -> dict[str, dict[str, Any]]:
    text = PROTOCOL_MD.read_text(encoding="utf-8")
    return {m.group("name"): json.loads(m.group("body")) for m in MARKER.finditer(text)}


def test_every_example_is_documented():
    assert set(documented()) == set(EXAMPLES)


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_example_position_validates_loads_and_round_trips(name):
    request = documented()[name]
    game = request["game"]
    assert first_error("commands/load_position", request) is None
    assert first_error(f"games/{game}/state", request["position"]) is None
    response = handle(request)
    assert response["ok"], response
    assert response["events"] == [], "an example position implies no forced step"
    state = _call("state")["state"]
    position = request["position"]
    # A newer engine may know more interpretation keys; the example's must hold.
    assert {k: state["interpretations"][k] for k in position["interpretations"]} == position["interpretations"]
    assert {k: v for k, v in state.items() if k != "interpretations"} == {
        k: v for k, v in position.items() if k != "interpretations"}


@pytest.mark.parametrize("name", sorted(EXAMPLES))
def test_example_names_its_expansions(name):
    game, expansions, _, _ = EXAMPLES[name]
    position = documented()[name]["position"]
    assert position["game"] == game
    assert position.get("expansions", []) == sorted(expansions)


if __name__ == "__main__":  # pragma: no cover - regenerates the blocks of §14
    for example in EXAMPLES:
        print(f"<!-- example-position: {example} -->\n```json\n{render(generate(example))}```\n")

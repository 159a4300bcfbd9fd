"""The standard box: ``spec/components.json`` agrees with the rule texts, the reference
engine's ``box`` answer agrees with the spec's data, and the box scenario fails on a wrong box
(features/<game>/box.feature, spec/protocol.md ``box``)."""
from __future__ import annotations

import json
import re

import pytest
from _support import REPO

from reference_engine import Session
from rulebook.steps.raw_requests import standard_box
from rulebook_protocol.schemas import first_error

COMPONENTS = json.loads((REPO / "spec" / "components.json").read_text(encoding="utf-8"))["games"]
GAMES = ("carcassonne", "gold_rush", "discovery", "oregon")


def _rule_text(rule: str) -> str:
    for md in (REPO / "spec").glob("*.md"):
        text = md.read_text(encoding="utf-8")
        found = re.search(rf"^### {re.escape(rule)} .*?(?=^### |\Z)", text, re.M | re.S)
        if found:
            return found.group(0)
    raise AssertionError(f"no rule {rule} in spec/")


@pytest.mark.parametrize(("game", "kind"), [(g, k) for g, kinds in COMPONENTS.items() for k in kinds])
def test_component_counts_add_up_to_the_total_their_rule_states(game, kind):
    entry = COMPONENTS[game][kind]
    assert sum(entry["counts"].values()) == entry["total"]
    assert re.search(rf"\b{entry['total']}\b", _rule_text(entry["rule"])), (
        f"{entry['rule']} does not state the total {entry['total']} of {game} {kind}")


@pytest.mark.parametrize("game", GAMES)
def test_the_reference_engine_declares_the_standard_box(game):
    response = Session().handle({"id": 1, "cmd": "box", "game": game})
    assert first_error("commands/box#response", response) is None, response
    assert response["box"] == standard_box(game, [])


def test_the_box_with_expansions_adds_their_tiles():
    response = Session().handle({"id": 1, "cmd": "box", "game": "carcassonne",
                                 "expansions": ["traders_and_builders", "gold_mines"]})
    box = response["box"]["tiles"]
    assert sum(box.values()) == 72 + 24 + 8
    assert box == standard_box("carcassonne", ["traders_and_builders", "gold_mines"])["tiles"]


def test_box_refusals():
    session = Session()
    assert session.handle({"id": 1, "cmd": "box", "game": "hunters"})["error"]["code"] == "unsupported"
    assert session.handle({"id": 2, "cmd": "box", "game": "gold_rush",
                           "expansions": ["x"]})["error"]["code"] == "unsupported"
    assert session.handle({"id": 3, "cmd": "box"})["error"]["code"] == "bad_request"


def _engine_with_box(change):
    """The reference engine, its ``box`` answer changed by ``change``."""
    inner = Session()

    def handle(request):
        response = inner.handle(request)
        if request.get("cmd") == "box" and response.get("ok"):
            change(response["box"])
        return response
    return handle


@pytest.mark.parametrize("change", [
    lambda box: box["tiles"].__setitem__("GR-33", box["tiles"]["GR-33"] + 1),
    lambda box: box["tiles"].pop("GR-33"),
    lambda box: box["tokens"].__setitem__("gravel", 9),
    lambda box: box.pop("tokens"),
], ids=["a count off by one", "a tile missing", "a token count", "no tokens"])
def test_the_box_scenario_fails_on_a_wrong_box(change, tmp_path):
    import sys

    from click.testing import CliRunner

    from rulebook.cli import main

    sys.modules["_judge_box_engine"] = type(sys)("_judge_box_engine")
    sys.modules["_judge_box_engine"].handle = _engine_with_box(change)  # type: ignore[attr-defined]
    try:
        result = CliRunner().invoke(main, ["check", "--engine", "_judge_box_engine:handle", "--game", "gold_rush",
                                           "-k", "standard_box", "--no-progress",
                                           "--report", str(tmp_path / "r.jsonl")])
    finally:
        del sys.modules["_judge_box_engine"]
    assert result.exit_code == 1, result.output
    assert "gr-box-01" in result.output

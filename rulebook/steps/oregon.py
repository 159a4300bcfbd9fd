"""Oregon's own phrases (spec/oregon.md; phrasebook in features/README.md).

Spaces are written ``col,row`` (col 0 west, row 0 north).  Cards are
landscape symbols (``eagle``), building names in words (``gold mine``,
``post office``, ``train station``) or ``the joker``.  Like the shared steps,
every step drafts the position, makes one protocol call, or compares what the
engine answered; the shared ones (``the move is rejected under ...``, ``red
scores 4 points for the church``, ``the scores are ...``, ``the events
include, in order:``, ``the game is over``, ``the winners are ...``) work for
Oregon unchanged.

(PYTEST_DONT_REWRITE: failure messages are the steps' own, in JSON terms; see
:mod:`rulebook.mismatch`.)
"""
from __future__ import annotations

import json
from functools import cache
from typing import Any

from pytest_bdd import given, parsers, then, when

from rulebook_protocol.components import oregon_symbols
from rulebook_protocol.data import data_root

from ..mismatch import Mismatch, expect_equal, json_text
from .context import ScenarioContext, split_list, split_names

#: The five landscape symbols (spec/components.json, OR-R-COMP-3).
SYMBOLS = oregon_symbols()
BUILDING_WORDS = {"post office": "post_office", "harbour": "harbour", "church": "church", "coal mine": "coal_mine",
                  "gold mine": "gold_mine", "store": "store", "train station": "station", "station": "station"}
LETTERS = {"G": "meadow", "F": "forest", "M": "mountain", "R": "railway", "W": "water"}
_P = r"(?P<player>[\w-]+)"
_AT = r"(?P<col>\d+),\s*(?P<row>\d+)"
_BUILDING = r"(?P<building>post office|harbour|church|coal mine|gold mine|store|train station|station)"
_CARD = r"(?:the )?(?:joker|buffalo|eagle|wagon|settlers|campfire)"
_ANY_CARD = (r"(?:buffalo|eagle|wagon|settlers|campfire|post office|harbour|church|coal mine|gold mine|store"
             r"|train station|station)")
_CARDS = rf"(?P<cards>no cards|{_ANY_CARD}(?:(?:, | and ){_ANY_CARD})*)"

__all__ = ["board_is", "build", "building_spaces", "building_spaces_marked", "card_count", "deck_is",
           "decline_extra_turn", "discard_cards", "draw_card", "drawing", "end_is_triggered", "end_not_triggered",
           "end_triggered", "every_stack", "exchange_card", "farmer_spaces", "farmer_spaces_marked", "farmers_on_board",
           "hand_is", "holds", "is_offered_extra_turn", "is_to_draw", "is_to_place_start_tile", "is_turn_to_play",
           "keep_hand", "may_do", "may_not_do", "new_game_from_box", "new_game_with", "offered_extra_turn",
           "oregon_board", "piece_on", "pieces_on_board", "pile_is", "place_farmer", "place_start_tile", "player_tiles",
           "scores_for_building_words", "scores_in_all", "stack_holds", "stack_is", "start_tile_held",
           "start_tile_spaces", "start_tile_to_place", "start_tiles_in_game", "supply_now", "takes_tiles",
           "tile_counts", "tiles_held", "tiles_supply", "token_is", "token_not_activated", "token_side", "turn_to_play"]


# ------------------------------------------------------------------ helpers
def building_id(words: str) -> str:
    """``"gold mine"`` → ``"gold_mine"`` (ValueError for an unknown building)."""
    try:
        return BUILDING_WORDS[words.strip().lower()]
    except KeyError:
        raise ValueError(f"no building {words!r}; buildings: {', '.join(BUILDING_WORDS)}") from None


def card_id(words: str) -> str:
    """A landscape card, ``the joker`` or a building, as the protocol names it."""
    words = words.strip().lower()
    if words.startswith("the "):
        words = words[4:]
    if words in SYMBOLS or words == "joker":
        return words
    return building_id(words)


def split_cards(text: str) -> list[str]:
    return [] if text.strip() in ("no cards", "nothing") else [card_id(c) for c in split_names(text)]


@cache
def _default_board() -> dict[str, Any]:
    path = data_root() / "spec" / "boards" / "oregon-default.json"
    board: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return board


def _grid(datatable: list[list[str]]) -> tuple[list[str], list[str], list[list[str]]]:
    """A board-shaped table: header = column symbols, first cell of each row
    its row symbol.  Returns ``(column symbols, row symbols, cells)``."""
    header, *rows = datatable
    return ([c.strip() for c in header[1:]], [r[0].strip() for r in rows], [[c.strip() for c in r[1:]] for r in rows])


def _bands(symbols: list[str], what: str) -> tuple[list[str], int]:
    bands: list[str] = []
    widths: list[int] = []
    for s in symbols:
        if bands and bands[-1] == s:
            widths[-1] += 1
        else:
            bands.append(s)
            widths.append(1)
    if len(set(widths)) != 1 or len(set(bands)) != len(bands):
        raise ValueError(f"the {what} symbols {symbols} do not form equal bands, each symbol once")
    return bands, widths[0]


def _piece(scenario: ScenarioContext, draft: dict[str, Any], text: str, col: int, row: int) -> None:
    """``red`` (a farmer), ``church``, ``gold mine``, ``start church`` (a start tile)."""
    names = {p["name"] for p in draft["players"]}
    if text in names:
        draft["farmers"].append({"player": text, "col": col, "row": row})
        return
    start = text.startswith("start ")
    building = building_id(text[6:] if start else text)
    draft["buildings"].append({"building": building, "col": col, "row": row, "start_tile": start})
    if not start:  # the tile came from its stack (a later stack step may say otherwise)
        draft["building_stacks"][building] = max(0, draft["building_stacks"][building] - 1)


def _recount_supply(scenario: ScenarioContext) -> None:
    """A player's supply is 14 less their farmers on the board, unless a step set it."""
    draft = scenario.need_draft()
    for p in draft["players"]:
        scenario.kit.get(p["name"], {}).pop("farmer", None)
        if (p["name"], "farmer") not in scenario.explicit_supply:
            p["supply"]["farmer"] = 14 - sum(1 for f in draft["farmers"] if f["player"] == p["name"])
    draft["farmers"].sort(key=lambda f: (f["col"], f["row"]))
    draft["buildings"].sort(key=lambda b: (b["col"], b["row"]))


def _moves(scenario: ScenarioContext, player: str, move: dict[str, Any], must_succeed: bool) -> None:
    scenario.expect_turn(player)
    scenario.move(move, must_succeed=must_succeed)


def _player_state(scenario: ScenarioContext, player: str) -> dict[str, Any]:
    players: list[dict[str, Any]] = scenario.state()["players"]
    for p in players:
        if p["name"] == player:
            return p
    raise AssertionError(f"no player {player!r} in the state")


# ------------------------------------------------------------------- Given
@given(parsers.parse("the Oregon board:"))
def oregon_board(scenario: ScenarioContext, datatable: list[list[str]]) -> None:
    """A small board of the scenario, drawn as a table: the header names each
    column's symbol, the first cell of a row its symbol; a cell is a terrain
    letter (G meadow, F forest, M mountain, R railway, W water) and optionally
    what stands there (``G red``, ``M gold mine``, ``G start church``)."""
    draft = scenario.need_draft()
    columns, rows, cells = _grid(datatable)
    column_bands, band_width = _bands(columns, "column")
    row_bands, band_height = _bands(rows, "row")
    terrain = []
    for r, line in enumerate(cells):
        letters = ""
        for c, cell in enumerate(line):
            letter, _, occupant = cell.partition(" ")
            letters += letter
            if occupant.strip():
                _piece(scenario, draft, occupant.strip(), c, r)
        terrain.append(letters)
    draft["board"] = {"id": "scenario", "provenance": "scenario", "band_width": band_width,
                      "band_height": band_height, "column_bands": column_bands, "row_bands": row_bands,
                      "legend": dict(LETTERS), "terrain": terrain, "buildings": dict(_default_board()["buildings"])}
    _recount_supply(scenario)


@given(parsers.parse("these pieces on the board:"))
def pieces_on_board(scenario: ScenarioContext, datatable: list[list[str]]) -> None:
    """Table ``col | row | piece``: a player name for a farmer, a building
    (``church``, ``gold mine``) or ``start church`` for a start tile."""
    draft = scenario.need_draft()
    header, *rows = datatable
    col = {h.strip(): i for i, h in enumerate(header)}
    for row in rows:
        _piece(scenario, draft, row[col["piece"]].strip(), int(row[col["col"]]), int(row[col["row"]]))
    _recount_supply(scenario)


@given(parsers.re(rf"{_P} holds {_CARDS}"))
def holds(scenario: ScenarioContext, player: str, cards: str) -> None:
    """``red holds eagle, buffalo and gold mine`` — the whole hand."""
    entry = scenario.player_entry(player)
    hand = split_cards(cards)
    entry["landscape_cards"] = sorted(c for c in hand if c in SYMBOLS)
    entry["building_cards"] = sorted(c for c in hand if c not in SYMBOLS)


@given(parsers.re(rf"{_P}'s (?P<token>joker|extra turn token) is (?P<side>active|inactive)"))
def token_side(scenario: ScenarioContext, player: str, token: str, side: str) -> None:
    scenario.player_entry(player)["joker" if token == "joker" else "extra_turn"] = side


@given(parsers.re(rf"the {_BUILDING} stack (?:is (?P<empty>empty)|holds (?P<count>\d+) tiles?)"))
def stack_holds(scenario: ScenarioContext, building: str, empty: str | None, count: str | None) -> None:
    scenario.need_draft()["building_stacks"][building_id(building)] = 0 if count is None else int(count)


@given(parsers.re(rf"the (?P<deck>landscape|building) (?P<pile>deck|discards) (?:is|are) "
                  rf"(?:(?P<empty>empty)|{_CARDS})"))
def deck_is(scenario: ScenarioContext, deck: str, pile: str, empty: str | None, cards: str | None) -> None:
    """Top first for a deck; in the order discarded for discards; ``empty``."""
    scenario.need_draft()[f"{deck}_{pile}"] = [] if empty else split_cards(cards or "")


@given(parsers.re(r"the (?P<kind>coal|gold) tiles to take are (?P<values>.+)"))
def tiles_supply(scenario: ScenarioContext, kind: str, values: str) -> None:
    """The coal or gold supply, top first: ``the gold tiles to take are 5, 3``."""
    scenario.need_draft()[f"{kind}_supply"] = [] if values.strip() == "none" else [int(v) for v in split_list(values)]


@given(parsers.re(rf"{_P} has (?P<kind>coal|gold) tiles (?P<values>.+)"))
def player_tiles(scenario: ScenarioContext, player: str, kind: str, values: str) -> None:
    scenario.player_entry(player)[kind] = sorted(int(v) for v in split_list(values))


def _turn(scenario: ScenarioContext, player: str, phase: str, **extra: Any) -> None:
    turn = scenario.need_draft()["turn"]
    turn.update(player=player, phase=phase, extra_turn_used=False, **extra)


@given(parsers.re(rf"it is {_P}'s turn to play cards"))
def turn_to_play(scenario: ScenarioContext, player: str) -> None:
    _turn(scenario, player, "play_cards")


@given(parsers.re(rf"{_P} has placed and may take an extra turn"))
def offered_extra_turn(scenario: ScenarioContext, player: str) -> None:
    _turn(scenario, player, "extra_turn")


@given(parsers.re(rf"{_P} (?P<used>has used the extra turn and )?is drawing cards"))
def drawing(scenario: ScenarioContext, player: str, used: str | None) -> None:
    _turn(scenario, player, "draw_cards")
    scenario.need_draft()["turn"]["extra_turn_used"] = bool(used)


@given(parsers.re(rf"{_P} is to place the start tile {_BUILDING}"))
def start_tile_to_place(scenario: ScenarioContext, player: str, building: str) -> None:
    scenario.player_entry(player)["start_tile"] = building_id(building)
    _turn(scenario, player, "place_start_tile")


@given(parsers.re(rf"{_P} still holds the start tile {_BUILDING}"))
def start_tile_held(scenario: ScenarioContext, player: str, building: str) -> None:
    scenario.player_entry(player)["start_tile"] = building_id(building)


@given("the end of the game has been triggered")
def end_triggered(scenario: ScenarioContext) -> None:
    scenario.need_draft()["turn"]["end_triggered"] = True


# --------------------------------------------------------------------- When
_DECK_NAMES = {"start tiles": "tiles", "landscape cards": "landscape_cards", "building cards": "building_cards",
               "coal": "coal", "gold": "gold"}


def _start_new_game(scenario: ScenarioContext, players: list[str], draw: dict[str, list[str]]) -> dict[str, Any]:
    scenario.game = "oregon"
    response = scenario.client.call("new_game", game="oregon", players=players, draw=draw,
                                    interpretations=scenario.interpretations)
    scenario.loaded = True
    scenario._absorb(response)
    return response


@when(parsers.re(r"a new oregon game starts between (?P<players>.+) with:"))
def new_game_with(scenario: ScenarioContext, players: str, datatable: list[list[str]]) -> None:
    """``new_game`` with these decks, top first; a table ``deck | cards``
    whose decks are ``start tiles``, ``landscape cards``, ``building cards``,
    ``coal`` and ``gold`` (values).  The answer is judged by later steps."""
    _, *rows = datatable
    draw: dict[str, list[str]] = {"tiles": []}
    for deck, cards in rows:
        key = _DECK_NAMES[deck.strip()]
        items = split_list(cards)
        draw[key] = items if key in ("coal", "gold") else [card_id(c) for c in items]
    _start_new_game(scenario, split_names(players), draw)


@given(parsers.re(r"a new oregon game between (?P<players>.+) from the box shuffled with seed (?P<seed>\d+)"))
def new_game_from_box(scenario: ScenarioContext, players: str, seed: str) -> None:
    """``new_game`` with the standard box (rulebook.boxes) shuffled with the seed."""
    import random

    from rulebook.boxes import BOXES

    setup = BOXES["oregon"](random.Random(int(seed)), split_names(players))
    scenario.client.require_ok(_start_new_game(scenario, setup["players"], setup["draw"]), "new_game")


@when(parsers.re(rf"{_P} (?P<tries>tries to place|places) a farmer on {_AT} with (?P<rc>{_CARD}) as row "
                 rf"and (?P<cc>{_CARD}) as column"))
def place_farmer(scenario: ScenarioContext, player: str, tries: str, col: str, row: str, rc: str, cc: str) -> None:
    move = {"type": "place_farmer", "row_card": card_id(rc), "column_card": card_id(cc),
            "col": int(col), "row": int(row)}
    _moves(scenario, player, move, tries == "places")


@when(parsers.re(rf"{_P} (?P<tries>tries to build|builds) an? {_BUILDING} on {_AT} with (?P<card>{_CARD})"))
def build(scenario: ScenarioContext, player: str, tries: str, building: str, col: str, row: str, card: str) -> None:
    move = {"type": "place_building", "building": building_id(building), "landscape_card": card_id(card),
            "col": int(col), "row": int(row)}
    _moves(scenario, player, move, tries == "builds")


@when(parsers.re(rf"{_P} (?P<tries>tries to place|places) the start tile on {_AT}"))
def place_start_tile(scenario: ScenarioContext, player: str, tries: str, col: str, row: str) -> None:
    _moves(scenario, player, {"type": "place_start_tile", "col": int(col), "row": int(row)}, tries == "places")


@when(parsers.re(rf"{_P} (?P<tries>tries to decline|declines) the extra turn"))
def decline_extra_turn(scenario: ScenarioContext, player: str, tries: str) -> None:
    _moves(scenario, player, {"type": "pass"}, tries == "declines")


@when(parsers.re(rf"{_P} (?P<tries>tries to draw|draws) an? (?P<deck>landscape|building) card"))
def draw_card(scenario: ScenarioContext, player: str, tries: str, deck: str) -> None:
    _moves(scenario, player, {"type": "draw_card", "deck": deck}, tries == "draws")


@when(parsers.re(rf"{_P} (?P<tries>tries to exchange|exchanges) the useless {_BUILDING} card"))
def exchange_card(scenario: ScenarioContext, player: str, tries: str, building: str) -> None:
    _moves(scenario, player, {"type": "exchange_card", "building": building_id(building)}, tries == "exchanges")


@when(parsers.re(rf"{_P} (?P<tries>tries to keep|keeps) the hand"))
def keep_hand(scenario: ScenarioContext, player: str, tries: str) -> None:
    _moves(scenario, player, {"type": "pass"}, tries == "keeps")


@when(parsers.re(rf"{_P} (?P<tries>tries to discard|discards) {_CARDS}"))
def discard_cards(scenario: ScenarioContext, player: str, tries: str, cards: str) -> None:
    _moves(scenario, player, {"type": "discard_cards", "cards": sorted(split_cards(cards))}, tries == "discards")


# --------------------------------------------------------------------- Then
def _spaces(scenario: ScenarioContext, kind: str, building: str | None = None) -> set[tuple[int, int]]:
    return {(m["col"], m["row"]) for m in scenario.legal_moves() if m["type"] == kind
            and (building is None or m.get("building") == building)}


def _marked(datatable: list[list[str]]) -> set[tuple[int, int]]:
    _, _, cells = _grid(datatable)
    return {(c, r) for r, line in enumerate(cells) for c, cell in enumerate(line) if cell.lower() == "x"}


def _check_spaces(got: set[tuple[int, int]], count: str, datatable: list[list[str]] | None, what: str) -> None:
    assert len(got) == int(count), f"{what} on {count} spaces expected, the engine offers {len(got)}: {sorted(got)}"
    if datatable is not None:
        want = _marked(datatable)
        assert len(want) == int(count), f"the table marks {len(want)} spaces, the step says {count}"
        if got != want:
            # By space ("column,row" of the table, from 0), so each space missing or extra is one pointer.
            raise Mismatch(f"{what}: the spaces differ (by \"column,row\" of the table, from 0)",
                           {f"{c},{r}": "x" for c, r in sorted(want)}, {f"{c},{r}": "x" for c, r in sorted(got)})


@then(parsers.re(rf"{_P} may place a farmer on exactly (?P<count>\d+) spaces?, marked x:"))
def farmer_spaces_marked(scenario: ScenarioContext, player: str, count: str, datatable: list[list[str]]) -> None:
    """The spaces of every legal ``place_farmer`` move, drawn like the board."""
    scenario.expect_turn(player)
    _check_spaces(_spaces(scenario, "place_farmer"), count, datatable, f"{player}'s farmer")


@then(parsers.re(rf"{_P} may place a farmer on exactly (?P<count>\d+) spaces?"))
def farmer_spaces(scenario: ScenarioContext, player: str, count: str) -> None:
    scenario.expect_turn(player)
    _check_spaces(_spaces(scenario, "place_farmer"), count, None, f"{player}'s farmer")


@then(parsers.re(rf"{_P} may build the {_BUILDING} on exactly (?P<count>\d+) spaces?, marked x:"))
def building_spaces_marked(scenario: ScenarioContext, player: str, building: str, count: str,
                           datatable: list[list[str]]) -> None:
    scenario.expect_turn(player)
    _check_spaces(_spaces(scenario, "place_building", building_id(building)), count, datatable,
                  f"{player}'s {building}")


@then(parsers.re(rf"{_P} may build the {_BUILDING} on exactly (?P<count>\d+) spaces?"))
def building_spaces(scenario: ScenarioContext, player: str, building: str, count: str) -> None:
    scenario.expect_turn(player)
    _check_spaces(_spaces(scenario, "place_building", building_id(building)), count, None, f"{player}'s {building}")


@then(parsers.re(rf"{_P} may place the start tile on exactly (?P<count>\d+) spaces?"))
def start_tile_spaces(scenario: ScenarioContext, player: str, count: str) -> None:
    scenario.expect_turn(player, "place_start_tile")
    _check_spaces(_spaces(scenario, "place_start_tile"), count, None, f"{player}'s start tile")


_KINDS = {"place a farmer": ("place_farmer", None), "build": ("place_building", None),
          "draw a landscape card": ("draw_card", "landscape"), "draw a building card": ("draw_card", "building"),
          "exchange a card": ("exchange_card", None), "keep the hand": ("pass", None),
          "decline the extra turn": ("pass", None), "discard cards": ("discard_cards", None)}
_WHAT = "|".join(_KINDS)


def _kind_moves(scenario: ScenarioContext, player: str, what: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """(the moves of this kind, all legal moves) of ``player``'s pending decision."""
    kind, deck = _KINDS[what]
    scenario.expect_turn(player)
    moves = scenario.legal_moves()
    return [m for m in moves if m["type"] == kind and (deck is None or m.get("deck") == deck)], moves


@then(parsers.re(rf"{_P} may (?P<what>{_WHAT})(?: (?P<only>only))?"))
def may_do(scenario: ScenarioContext, player: str, what: str, only: str | None) -> None:
    """A move of this kind is among the legal moves (``only``: the only kind)."""
    hits, moves = _kind_moves(scenario, player, what)
    assert hits, f"{player} should be able to {what}; legal moves: {moves}"
    if only:
        assert len(hits) == len(moves), f"{player} should only be able to {what}; legal moves: {moves}"


@then(parsers.re(rf"{_P} may not (?P<what>{_WHAT})"))
def may_not_do(scenario: ScenarioContext, player: str, what: str) -> None:
    hits, _ = _kind_moves(scenario, player, what)
    assert not hits, f"{player} should not be able to {what}, but may: {hits}"


@then(parsers.re(rf"{_P} scores (?P<points>\d+) points? for the "
                 r"(?P<words>post office|coal mine|gold mine|train station)"))
def scores_for_building_words(scenario: ScenarioContext, player: str, points: str, words: str) -> None:
    """Like the shared ``scores N points for the church``, for two-word buildings."""
    reason = building_id(words)
    got = [e for e in scenario.events
           if e["type"] == "points_scored" and e["player"] == player and e["reason"] == reason]
    total = sum(e["points"] for e in got)
    assert got and total == int(points), f"{player} should score {points} for the {words}; events give {total} ({got})"


@then(parsers.re(rf"{_P} scores (?P<points>\d+) points? in all"))
def scores_in_all(scenario: ScenarioContext, player: str, points: str) -> None:
    """The sum of every ``points_scored`` event of ``player`` in this scenario."""
    got = [e for e in scenario.events if e["type"] == "points_scored" and e["player"] == player]
    total = sum(e["points"] for e in got)
    assert total == int(points), f"{player} should score {points} in all; events give {total}: {got}"


@then(parsers.re(rf"{_P} takes (?P<count>\d+|no) (?P<kind>coal|gold) tiles?(?: worth (?P<values>.+))?"))
def takes_tiles(scenario: ScenarioContext, player: str, count: str, kind: str, values: str | None) -> None:
    got = [e["value"] for e in scenario.events if e["type"] == f"{kind}_taken" and e["player"] == player]
    want = 0 if count == "no" else int(count)
    assert len(got) == want, f"{player} should take {want} {kind} tile(s); events show {got}"
    if values:
        assert sorted(got) == sorted(int(v) for v in split_names(values)), f"{kind} tiles taken: {got}"


@then(parsers.re(rf"{_P}'s (?P<kind>coal|gold) tiles are (?P<values>.+)"))
def tiles_held(scenario: ScenarioContext, player: str, kind: str, values: str) -> None:
    want = [] if values.strip() == "none" else sorted(int(v) for v in split_list(values))
    assert _player_state(scenario, player)[kind] == want


@then(parsers.re(rf"{_P}'s (?P<token>joker|extra turn token) is (?P<side>active|inactive)"))
def token_is(scenario: ScenarioContext, player: str, token: str, side: str) -> None:
    have = _player_state(scenario, player)["joker" if token == "joker" else "extra_turn"]
    assert have == side, f"{player}'s {token} should be {side}, is {have}"


@then(parsers.re(rf"{_P} (?:now )?holds {_CARDS}"))
def hand_is(scenario: ScenarioContext, player: str, cards: str) -> None:
    entry = _player_state(scenario, player)
    want = sorted(split_cards(cards))
    have = sorted(entry["landscape_cards"] + entry["building_cards"])
    assert have == want, f"{player}'s hand should be {want}, is {have}"


@then(parsers.re(rf"it is {_P}'s turn to play cards"))
def is_turn_to_play(scenario: ScenarioContext, player: str) -> None:
    scenario.expect_turn(player, "play_cards")


@then(parsers.re(rf"{_P} is offered an extra turn"))
def is_offered_extra_turn(scenario: ScenarioContext, player: str) -> None:
    scenario.expect_turn(player, "extra_turn")


@then(parsers.re(rf"{_P} is to draw (?P<count>\d+) (?:more )?cards?"))
def is_to_draw(scenario: ScenarioContext, player: str, count: str) -> None:
    pending = scenario.expect_turn(player, "draw_cards")
    assert pending["cards_to_draw"] == int(count), f"{player} should draw {count}, pending says {json_text(pending)}"


@then(parsers.re(rf"{_P} is to place the start tile {_BUILDING}"))
def is_to_place_start_tile(scenario: ScenarioContext, player: str, building: str) -> None:
    pending = scenario.expect_turn(player, "place_start_tile")
    assert pending["building"] == building_id(building), f"{player} holds the start tile {pending['building']}"


@then(parsers.re(rf"the {_BUILDING} stack (?:is (?P<empty>empty)|holds (?P<count>\d+) tiles?)"))
def stack_is(scenario: ScenarioContext, building: str, empty: str | None, count: str | None) -> None:
    have = scenario.state()["building_stacks"][building_id(building)]
    assert have == (0 if count is None else int(count)), f"the {building} stack holds {have}"


@then(parsers.re(rf"the (?P<deck>landscape|building) (?P<pile>deck|discards) (?:is|are) now "
                 rf"(?:(?P<empty>empty)|{_CARDS})"))
def pile_is(scenario: ScenarioContext, deck: str, pile: str, empty: str | None, cards: str | None) -> None:
    want = [] if empty else split_cards(cards or "")
    have = scenario.state()[f"{deck}_{pile}"]
    assert have == want, f"the {deck} {pile} should be {want}, is {have}"


@then(parsers.re(r"the (?P<kind>coal|gold) tiles to take are now (?P<values>.+)"))
def supply_now(scenario: ScenarioContext, kind: str, values: str) -> None:
    want = [] if values.strip() == "none" else [int(v) for v in split_list(values)]
    expect_equal(scenario.state()[f"{kind}_supply"], want, f"the {kind} supply differs")


@then(parsers.re(r"the end of the game is triggered by (?P<player>[\w-]+)'s (?P<reason>last farmer|empty stacks)"))
def end_is_triggered(scenario: ScenarioContext, player: str, reason: str) -> None:
    got = [e for e in scenario.events if e["type"] == "end_triggered"]
    want = "last_farmer" if reason == "last farmer" else "building_stacks"
    assert [(e["player"], e["reason"]) for e in got] == [(player, want)], f"end_triggered events: {got}"
    triggered = scenario.state()["turn"]["end_triggered"]
    assert triggered is True, \
        f"the game end should be triggered; the state's turn has end_triggered {json_text(triggered)}"


@then("the end of the game is not triggered")
def end_not_triggered(scenario: ScenarioContext) -> None:
    got = [e for e in scenario.events if e["type"] == "end_triggered"]
    assert not got and scenario.state()["turn"]["end_triggered"] is False, f"end_triggered: {got}"


@then(parsers.re(rf"there is an? (?P<piece>[\w-]+ farmer|{_ANY_CARD}) on {_AT}"))
def piece_on(scenario: ScenarioContext, piece: str, col: str, row: str) -> None:
    """``there is a red farmer on 4,2`` / ``there is a church on 3,4``."""
    state = scenario.state()
    at = (int(col), int(row))
    farmers = {(f["col"], f["row"]): f["player"] for f in state["farmers"]}
    buildings = {(b["col"], b["row"]): b["building"] for b in state["buildings"]}
    if piece.endswith(" farmer"):
        assert farmers.get(at) == piece[: -len(" farmer")], f"{at} holds farmer {farmers.get(at)}"
    else:
        assert buildings.get(at) == building_id(piece), f"{at} holds building {buildings.get(at)}"


@then(parsers.re(rf"{_P} has (?P<count>\d+) farmers? on the board"))
def farmers_on_board(scenario: ScenarioContext, player: str, count: str) -> None:
    have = sum(1 for f in scenario.state()["farmers"] if f["player"] == player)
    assert have == int(count), f"{player} has {have} farmers on the board"


@then(parsers.re(rf"{_P}'s (?P<token>joker|extra turn token) is not activated"))
def token_not_activated(scenario: ScenarioContext, player: str, token: str) -> None:
    """No ``token_activated`` event for this token of ``player`` in the scenario."""
    name = "joker" if token == "joker" else "extra_turn"
    got = [e for e in scenario.events if e["type"] == "token_activated" and e["player"] == player
           and e["token"] == name]
    assert not got, f"{player}'s {token} should not be activated: {got}"


def _all_cards(state: dict[str, Any], kind: str) -> list[str]:
    """Every card of a kind in the game: hands, deck and discards."""
    cards = list(state[f"{kind}_deck"]) + list(state[f"{kind}_discards"])
    for p in state["players"]:
        cards += p[f"{kind}_cards"]
    return cards


@then(parsers.re(r"the game has (?P<count>\d+) (?P<kind>landscape|building) cards, (?P<each>\d+) of each "
                 r"(?:symbol|building)"))
def card_count(scenario: ScenarioContext, count: str, kind: str, each: str) -> None:
    """Hands, deck and discards together hold these cards (the box, OR-R-COMP-3/4)."""
    cards = _all_cards(scenario.state(), kind)
    names = SYMBOLS if kind == "landscape" else tuple(sorted(set(BUILDING_WORDS.values())))
    per = {n: cards.count(n) for n in names}
    assert len(cards) == int(count), f"{len(cards)} {kind} cards in the game, not {count}"
    assert set(per.values()) == {int(each)}, f"{kind} cards per kind: {per}"


@then(parsers.re(r"every building stack holds (?P<count>\d+) tiles"))
def every_stack(scenario: ScenarioContext, count: str) -> None:
    stacks = scenario.state()["building_stacks"]
    assert len(stacks) == 7 and set(stacks.values()) == {int(count)}, f"building stacks: {stacks}"


@then(parsers.re(r"the (?P<kind>coal|gold) tiles to take are (?P<count>\d+), (?P<each>\d+) each of (?P<values>.+)"))
def tile_counts(scenario: ScenarioContext, kind: str, count: str, each: str, values: str) -> None:
    supply = scenario.state()[f"{kind}_supply"]
    want = {int(v): int(each) for v in split_names(values)}
    have = {v: supply.count(v) for v in set(supply)}
    assert len(supply) == int(count) and have == want, f"{kind} tiles: {sorted(supply)}"


@then(parsers.re(r"the start tiles in the game are (?P<buildings>.+)"))
def start_tiles_in_game(scenario: ScenarioContext, buildings: str) -> None:
    """Start tiles held by players or placed on the board; the others went back to the box."""
    state = scenario.state()
    have = sorted([p["start_tile"] for p in state["players"] if p["start_tile"]]
                  + [b["building"] for b in state["buildings"] if b["start_tile"]])
    assert have == sorted(building_id(b) for b in split_names(buildings)), f"start tiles in the game: {have}"


@then(parsers.re(r"the game is played on the board (?P<board>[a-z0-9_-]+)"))
def board_is(scenario: ScenarioContext, board: str) -> None:
    expect_equal(scenario.state()["board"], board, "the board differs")

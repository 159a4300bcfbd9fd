"""Where farmers, buildings and start tiles may go: legal move lists and the
complete check of one placement move (OR-R-FIRST-1/2, OR-R-PLAY-1,
OR-R-FARMER-1…4, OR-R-BUILD-1…6, OR-R-JOKER-1/2).

Every function reads the game and changes nothing.  A ``check_*`` function
raises :class:`~rulebook_protocol.errors.IllegalMove` with the rule the move
breaks, or returns the space index the piece would take.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from rulebook_protocol.errors import IllegalMove
from rulebook_protocol.messages import Move

from . import rules as R

if TYPE_CHECKING:  # pragma: no cover
    from .game import Oregon


def _card_options(game: Oregon, p: int) -> list[str]:
    """Landscape cards the player may play: symbols in hand, and the joker if active."""
    options = [s for s in sorted(R.SYMBOLS) if game.hand_l[p][s]]
    if game.joker[p]:
        options.append(R.JOKER)
    return options


def farmer_moves(game: Oregon, p: int) -> list[Move]:
    """Every legal ``place_farmer`` move of player ``p`` (OR-R-FARMER-1…4,
    OR-R-JOKER-1/2), sorted by ``(col, row, row_card, column_card)``."""
    if game.supply[p] <= 0:
        return []
    board, free = game.board, game.free
    options = _card_options(game, p)
    found = []
    for rc in options:
        for cc in options:
            if rc == R.JOKER and cc == R.JOKER:
                continue
            if rc == cc and game.hand_l[p][rc] < 2:
                continue
            for r in board.rows_of(rc):
                base = r * board.width
                for c in board.cols_of(cc):
                    i = base + c
                    if free[i] and i not in board.water:
                        found.append((c, r, rc, cc))
    found.sort()
    return [{"type": "place_farmer", "row_card": rc, "column_card": cc, "col": c, "row": r} for c, r, rc, cc in found]


def building_moves(game: Oregon, p: int) -> list[Move]:
    """Every legal ``place_building`` move of player ``p`` (OR-R-BUILD-1…6,
    OR-R-JOKER-2), sorted by ``(building, col, row, landscape_card)``."""
    board, free = game.board, game.free
    options = _card_options(game, p)
    found = []
    for b in sorted(R.BUILDINGS):
        if not game.hand_b[p][b] or game.stacks[b] <= 0:
            continue
        legal = board.building_spaces[b]
        for lc in options:
            spaces = legal if lc == R.JOKER else legal & board.band_spaces[lc]
            for i in spaces:
                if free[i]:
                    c, r = board.col_row(i)
                    found.append((b, c, r, lc))
    found.sort()
    return [{"type": "place_building", "building": b, "landscape_card": lc, "col": c, "row": r}
            for b, c, r, lc in found]


def has_placement(game: Oregon, p: int) -> bool:
    """Whether player ``p`` has any legal farmer or building placement."""
    board, free = game.board, game.free
    options = _card_options(game, p)
    if game.supply[p] > 0:
        for rc in options:
            for cc in options:
                if (rc == R.JOKER and cc == R.JOKER) or (rc == cc and game.hand_l[p][rc] < 2):
                    continue
                for r in board.rows_of(rc):
                    for c in board.cols_of(cc):
                        i = r * board.width + c
                        if free[i] and i not in board.water:
                            return True
    for b in R.BUILDINGS:
        if game.hand_b[p][b] and game.stacks[b] > 0:
            for lc in options:
                spaces = board.building_spaces[b] if lc == R.JOKER else board.building_spaces[b] & board.band_spaces[lc]
                if any(free[i] for i in spaces):
                    return True
    return False


def start_tile_spaces(game: Oregon, building: str) -> list[int]:
    """Space indices where a start tile of ``building`` may go (OR-R-FIRST-1/2)."""
    return sorted((i for i in game.board.building_spaces[building] if game.free[i]),
                  key=game.board.col_row)


def _space(game: Oregon, move: Mapping[str, Any], rule: str) -> int:
    index = game.board.index(move["col"], move["row"])
    if index is None:
        raise IllegalMove(f"({move['col']}, {move['row']}) is off the {game.board.width} x {game.board.height} board",
                          rule=rule)
    return index


def _check_joker(game: Oregon, p: int, cards: list[str]) -> None:
    jokers = cards.count(R.JOKER)
    if jokers > 1:
        raise IllegalMove("the joker replaces one landscape card, never both", rule=R.JOKER_ONE_CARD)
    if jokers and not game.joker[p]:
        raise IllegalMove(f"{game.players[p]}'s joker is inactive", rule=R.JOKER_ACTIVE)


def _check_in_hand(game: Oregon, p: int, symbols: list[str]) -> None:
    for s in set(symbols):
        if game.hand_l[p][s] < symbols.count(s):
            have = game.hand_l[p][s]
            raise IllegalMove(f"{game.players[p]} holds {have} {s} card{'s' if have != 1 else ''}, "
                              f"not {symbols.count(s)}", rule=R.PLAY)


def check_farmer(game: Oregon, p: int, move: Mapping[str, Any]) -> int:
    """Validate a ``place_farmer`` move completely; return the space index."""
    rc, cc = move["row_card"], move["column_card"]
    _check_joker(game, p, [rc, cc])
    _check_in_hand(game, p, [s for s in (rc, cc) if s != R.JOKER])
    if game.supply[p] <= 0:
        raise IllegalMove(f"{game.players[p]} has no farmer left to place", rule=R.SETUP_FARMERS)
    index = _space(game, move, R.FARMER_AREA)
    board = game.board
    col, row = move["col"], move["row"]
    if rc != R.JOKER and board.row_symbol[row] != rc:
        raise IllegalMove(f"row {row} lies in the {board.row_symbol[row]} row band, not the {rc} one",
                          rule=R.FARMER_AREA)
    if cc != R.JOKER and board.col_symbol[col] != cc:
        raise IllegalMove(f"column {col} lies in the {board.col_symbol[col]} column band, not the {cc} one",
                          rule=R.FARMER_AREA)
    if index in board.water:
        raise IllegalMove(f"({col}, {row}) is water: no farmer stands on water", rule=R.FARMER_WATER)
    if not game.free[index]:
        raise IllegalMove(f"({col}, {row}) already holds {game.occupant(index)}", rule=R.FARMER_EMPTY)
    return index


def check_building(game: Oregon, p: int, move: Mapping[str, Any]) -> int:
    """Validate a ``place_building`` move completely; return the space index."""
    b, lc = move["building"], move["landscape_card"]
    _check_joker(game, p, [lc])
    if not game.hand_b[p][b]:
        raise IllegalMove(f"{game.players[p]} holds no {b} building card", rule=R.PLAY)
    _check_in_hand(game, p, [lc] if lc != R.JOKER else [])
    if game.stacks[b] <= 0:
        raise IllegalMove(f"the {b} stack is empty", rule=R.BUILD_AVAILABLE)
    index = _space(game, move, R.BUILD_BANDS)
    board = game.board
    col, row = move["col"], move["row"]
    if lc != R.JOKER and index not in board.band_spaces[lc]:
        raise IllegalMove(f"({col}, {row}) is in neither the {lc} row band nor the {lc} column band",
                          rule=R.BUILD_BANDS)
    if not game.free[index]:
        raise IllegalMove(f"({col}, {row}) already holds {game.occupant(index)}", rule=R.BUILD_EMPTY)
    _check_terrain(game, b, index, R.BUILD_TERRAIN)
    return index


def check_start_tile(game: Oregon, p: int, move: Mapping[str, Any]) -> int:
    """Validate a ``place_start_tile`` move completely; return the space index."""
    b = game.start_tile[p]
    assert b is not None
    index = _space(game, move, R.FIRST_START_TILE)
    if not game.free[index]:
        raise IllegalMove(f"({move['col']}, {move['row']}) already holds {game.occupant(index)}", rule=R.FIRST_EMPTY)
    _check_terrain(game, b, index, R.FIRST_START_TILE)
    return index


def _check_terrain(game: Oregon, building: str, index: int, rule: str) -> None:
    board = game.board
    col, row = board.col_row(index)
    terrain = board.terrain[index]
    if building not in board.data["buildings"].get(terrain, ()):
        raise IllegalMove(f"({col}, {row}) is {terrain}, which takes no {building}", rule=rule)
    if not board.takes(building, index):
        raise IllegalMove(f"({col}, {row}) has no water among its 8 adjacent spaces: no harbour", rule=R.BUILD_HARBOUR)

"""Small edits of the boards of tile-game drafts no route reaches that make
them reachable (``features/README.md``, "Routes": the lint lists such drafts so
authors can make them reachable where the rule allows).
``python -m rulebook.route --help``; the drafts come from
:func:`rulebook.route._survey.collect`.

:func:`filler_edits` proposes, for an unreachable draft, boards with one or two
more *filler* tiles: figure-free tiles on empty cells beside the board whose
edges match, away from every cell the scenario's own steps name (and their
neighbours), so the filler joins no feature the scenario is about.  A filler is
placed by whichever player's turn it is, so it can be the start tile (when every
draft tile holds a figure) or shift whose turn each later tile falls on.  An
edit is proposed only when :func:`plan_route` reaches the edited draft.

:func:`apply_row` writes a filler as one more row of the scenario's
``Given the board:`` table.  The caller (``__main__``) keeps an edit only when
the scenario still passes with ``load_position`` *and* now passes with
``--setup route``, its steps otherwise unchanged; every kept edit is then
reviewed by eye (``features/README.md``, "Routes").
"""
from __future__ import annotations

import copy
import json
import re
import textwrap
from collections.abc import Iterator
from typing import Any

from ._catalogue import draft_catalogue

__all__ = ["CURABLE", "Filler", "apply_edit", "filler_edits", "is_example", "named_cells", "picture_missing",
           "scenario_block"]

#: A filler tile: ``(x, y, tile, rotation)``.
Filler = tuple[int, int, str, int]

#: Reasons (substrings of :class:`rulebook.route.NoRoute` reasons) a filler tile can cure.
CURABLE = ("none can be the start tile", "no order of the tiles", "tries")
_NEAR = [(dx, dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
_SIDES = ((1, 0), (-1, 0), (0, 1), (0, -1))
_CELL = re.compile(r"(?<![\w.-])(-?\d+),(-?\d+)(?![\w.])")


def scenario_block(text: str, scenario_id: str) -> tuple[int, int] | None:
    """``(start, end)`` character offsets of the scenario tagged ``@id:<scenario_id>``
    in a feature file's text (from its tag line to the next tag line or rule)."""
    m = re.search(rf"^[ \t]*(?:@\S+[ \t]+)*@id:{re.escape(scenario_id)}(?=\s|$).*$", text, re.M)
    if m is None:
        return None
    nxt = re.compile(r"^[ \t]*(@|#|Rule:|Scenario|Example)", re.M)
    after = text.find("\n", m.end())
    while after >= 0 and text[after + 1:].lstrip(" \t").startswith("@"):  # more tag lines
        after = text.find("\n", after + 1)
    # skip the Example line itself
    after = text.find("\n", after + 1)
    n = nxt.search(text, after if after >= 0 else len(text))
    return m.start(), (n.start() if n else len(text))


def picture_missing(text: str, tag_start: int) -> bool:
    """True when the comment right above a scenario's tag line (at offset
    ``tag_start``) says "The picture is missing": a worked example whose board
    the book does not show (the scenario's board is a reconstruction)."""
    above = text[:tag_start].rstrip("\n").split("\n")
    comment = []
    for line in reversed(above):
        if not line.strip().startswith("#"):
            break
        comment.append(line)
    return "picture is missing" in " ".join(comment).lower()


def named_cells(block: str) -> tuple[set[tuple[int, int]], set[tuple[int, int]]]:
    """``(targets, named)``: the cells a tile is placed on by the scenario's
    steps (``places the tile at x,y``, a legal-move list...), and every other
    ``x,y`` its text names outside its board table rows."""
    targets: set[tuple[int, int]] = set()
    named: set[tuple[int, int]] = set()
    for line in block.splitlines():
        if line.strip().startswith("|") and re.match(r"\s*\|\s*-?\d+\s*\|\s*-?\d+\s*\|", line):
            continue
        found = {(int(x), int(y)) for x, y in _CELL.findall(line)}
        move = re.search(r'\{"type":.*\}', line)  # a raw move: {"type": "place_tile", "x": 1, "y": 0, ...}
        if move:
            found |= {(int(x), int(y)) for x, y in re.findall(r'"x":\s*(-?\d+),\s*"y":\s*(-?\d+)', move.group(0))}
        placing = re.search(r"tile|plac|legal", line) and not re.search(r"has just placed", line)
        (targets if placing else named).update(found)
    return targets, named - targets


def _free_cells(draft: dict[str, Any],
                avoid: tuple[set[tuple[int, int]], set[tuple[int, int]]]) -> list[tuple[int, int]]:
    """Empty cells beside the board, not on a target cell nor on a named
    cell; those touching fewest board tiles and no named cell first (a cell
    beside a target is allowed: :func:`_cost` counts it against the filler)."""
    targets, named = avoid
    taken = {(t["x"], t["y"]) for t in draft["board"]}
    blocked = targets | named
    cells = set()
    for x, y in taken:
        for dx, dy in _SIDES:
            c = (x + dx, y + dy)
            if c not in taken and c not in blocked:
                cells.add(c)

    def key(c: tuple[int, int]) -> tuple[int, int, int, tuple[int, int]]:
        neighbours = sum((c[0] + dx, c[1] + dy) in taken for dx, dy in _SIDES)
        near_named = sum((c[0] + dx, c[1] + dy) in named | targets for dx, dy in _NEAR)
        far = min((abs(c[0] - a) + abs(c[1] - b) for a, b in targets | named), default=0)
        return (near_named, neighbours, -far, c)
    return sorted(cells, key=key)


def _edges_match(draft: dict[str, Any], types: dict[str, Any], x: int, y: int, tile: str, rotation: int) -> bool:
    """A quick look before the engine's: each edge of ``tile`` turned
    ``rotation`` meets the same terrain on the board (``types``: the draft's
    tile types, :func:`~rulebook.route.tiles._catalogue.draft_catalogue`; True for a
    tile type not among them: the engine judges it)."""
    from rulebook_protocol.geometry import EDGES, OFFSET, OPPOSITE

    if tile not in types:
        return True
    edges = dict(zip(EDGES, types[tile].orient(rotation).edges))
    taken = {(t["x"], t["y"]): t for t in draft["board"]}
    for side, (dx, dy) in OFFSET.items():
        near = taken.get((x + dx, y + dy))
        if near is None:
            continue
        if near["tile"] not in types:
            return True
        if dict(zip(EDGES, types[near["tile"]].orient(near["rotation"]).edges))[OPPOSITE[side]] != edges[side]:
            return False
    return True


def _cost(draft: dict[str, Any], types: dict[str, Any], targets: set[tuple[int, int]], x: int, y: int, tile: str,
          rotation: int) -> int:
    """How much a filler at ``x``, ``y`` could touch what a scenario is about
    (0 = only fields): one per board tile it meets with a road, city or other
    non-field edge, one per cloister of the draft whose ring it joins, one
    per target cell beside it; a tile type not in ``types`` (the draft's,
    :func:`~rulebook.route.tiles._catalogue.draft_catalogue`) costs 4."""
    from rulebook_protocol.geometry import HALF_EDGE_KINDS, OFFSET, RING

    tile_type = types.get(tile)
    if tile_type is None:
        return 4
    taken = {(t["x"], t["y"]): t for t in draft["board"]}
    orientation = tile_type.orient(rotation)
    cost = 0
    for side, (dx, dy) in OFFSET.items():
        if (x + dx, y + dy) in targets:
            cost += 1
        if (x + dx, y + dy) in taken and any(side in seg.edge_places for seg in orientation.segments
                                             if seg.kind not in HALF_EDGE_KINDS):
            cost += 1
    for dx, dy in RING:
        near = taken.get((x + dx, y + dy))
        if near is not None and not near.get("filler"):
            near_type = types.get(near["tile"])
            if near_type is not None and any(f["kind"] == "cloister" for f in near_type.features):
                cost += 1
    return cost


def _with(draft: dict[str, Any], fillers: list[Filler]) -> dict[str, Any]:
    out = copy.deepcopy(draft)
    out["board"] = sorted(out["board"] + [{"x": x, "y": y, "tile": t, "rotation": r} for x, y, t, r in fillers],
                          key=lambda t: (t["x"], t["y"]))
    return out


def _fits(draft: dict[str, Any], x: int, y: int, tile: str, rotation: int) -> bool:
    from rulebook.oracle import Session

    session = Session(validate=False)
    response = session.handle({"id": 1, "cmd": "load_position", "game": draft["game"],
                               "position": _with(draft, [(x, y, tile, rotation)])})
    return bool(response.get("ok"))


def _fillers(game: object) -> tuple[str, ...]:
    """The filler tiles of ``game``'s :class:`~rulebook.route.tiles.RouteProfile`
    (``fillers``); none for a game the tile planner does not route."""
    from rulebook.games import planner_for

    from . import TilePlanner

    planner = planner_for(game)
    return planner.profile.fillers if isinstance(planner, TilePlanner) else ()


def filler_edits(draft: dict[str, Any], avoid: tuple[set[tuple[int, int]], set[tuple[int, int]]], most: int = 4,
                 limit: int = 240, width: int = 10) -> Iterator[list[Filler]]:
    """Lists of fillers ``(x, y, tile, rotation)`` (one, then two, ... up to
    ``most``) after which :func:`rulebook.route.plan_route` reaches ``draft``,
    the most neutral first (:func:`_cost`: fillers that meet only fields of the
    board, away from its cloisters and from the scenario's target cells).
    Breadth first over the ``width`` most neutral edits of each size; at most
    ``limit`` edits are planned.  A filler may lie beside an earlier filler
    (a chain of fillers reaches a cell no board tile's field edge offers)."""
    from .. import plan_route

    targets = avoid[0]
    fillers = _fillers(draft.get("game"))
    own_tiles = {(t["x"], t["y"]) for t in draft["board"]}
    types = draft_catalogue(draft)

    def singles(base: dict[str, Any]) -> list[tuple[int, Filler]]:
        cells = _free_cells(base, avoid)
        own = sorted({t["tile"] for t in base["board"]} - set(fillers))
        tiles = [*fillers, *own]  # then the draft's own tiles (fixture sets)
        marked = copy.deepcopy(base)
        for t in marked["board"]:
            t["filler"] = (t["x"], t["y"]) not in own_tiles
        ranked = sorted(((_cost(marked, types, targets, x, y, tile, rotation), i, cells.index((x, y)), x, y, tile,
                          rotation)
                         for i, tile in enumerate(tiles) for x, y in cells for rotation in (0, 90, 180, 270)))
        found: dict[tuple[int, int], tuple[int, Filler]] = {}
        fits = 0
        for cost, _, _, x, y, tile, rotation in ranked:
            if (x, y) in found or fits > 12 * len(cells) or not _edges_match(base, types, x, y, tile, rotation):
                continue
            fits += 1
            if _fits(base, x, y, tile, rotation):
                found[(x, y)] = (cost, (x, y, tile, rotation))
        return sorted(found.values())

    planned = 0
    seen: set[frozenset[Filler]] = set()
    level: list[tuple[int, list[Filler]]] = [(0, [])]
    for _depth in range(most):
        following: list[tuple[int, list[Filler]]] = []
        for base_cost, base_edit in level[:width]:
            for cost, one in singles(_with(draft, base_edit))[:width]:
                edit = base_edit + [one]
                if frozenset(edit) in seen:
                    continue
                seen.add(frozenset(edit))
                following.append((base_cost + cost, edit))
        following.sort(key=lambda e: e[0])
        level = []
        for cost_so_far, edit in following:
            planned += 1
            if planned > limit:
                return
            if plan_route(_with(draft, edit)):
                yield edit
            else:
                level.append((cost_so_far, edit))


def board_table(block: str) -> tuple[int, int, list[str]] | None:
    """The ``Given the board:`` table of a scenario block: ``(first row offset,
    end offset, header cells)``; ``None`` when the scenario has none of its own."""
    m = re.search(r"^[ \t]*(Given|And) the board:\s*\n", block, re.M)
    if m is None:
        return None
    pos = m.end()
    rows = []
    while True:
        end = block.find("\n", pos)
        line = block[pos:end if end >= 0 else len(block)]
        if not line.strip().startswith("|"):
            break
        rows.append((pos, line))
        pos = end + 1
        if end < 0:
            break
    if len(rows) < 1:
        return None
    header = [c.strip() for c in rows[0][1].strip().strip("|").split("|")]
    return rows[0][0], pos, header


def _aligned(lines: list[str], indent: str) -> list[str]:
    rows = [[c.strip() for c in line.strip().strip("|").split("|")] for line in lines]
    widths = [max(len(r[i]) for r in rows if i < len(r)) for i in range(len(rows[0]))]
    return [indent + "| " + " | ".join(c.ljust(w) for c, w in zip(r, widths)) + " |" for r in rows]


def doc_position(block: str) -> tuple[int, int, dict[str, Any]] | None:
    """The one-line JSON position of a scenario's ``Given the engine has loaded
    the position:`` doc string: ``(line start, line end, position)``."""
    m = re.search(r'^[ \t]*(?:Given|And) the engine has loaded the position:\s*\n[ \t]*"""\n([ \t]*)(\{.*\})\n',
                  block, re.M)
    if m is None:
        return None
    return m.end(1), m.end(2), json.loads(m.group(2))


def _note(tag_indent: str, fillers: list[Filler], example: bool = False) -> str:
    """The comment above a rewritten scenario's tags; for a worked example
    (``example``) its first line says the fillers are not in the book's picture."""
    each = [f"{t} at {x},{y}" for x, y, t, _ in fillers]
    names = each[0] if len(each) == 1 else ", ".join(each[:-1]) + " and " + each[-1]
    verb = "holds no figure and is" if len(fillers) == 1 else "hold no figures and are"
    first = f"{tag_indent}# filler tiles (not in the book's picture) so play can reach this board\n" if example else ""
    return first + "".join(f"{tag_indent}# {line}\n" for line in textwrap.wrap(
        f"{names} {verb} here so that a route reaches this position by play "
        f"(features/README.md, \"Routes\").", 96 - len(tag_indent)))


def is_example(block: str) -> bool:
    """True when a scenario block's tag line marks a worked example of a rulebook (``@source:``)."""
    tags = []
    for line in block.splitlines():
        if not line.strip().startswith("@"):
            break
        tags.append(line)
    return "@source:" in " ".join(tags)


def apply_doc(text: str, scenario_id: str, fillers: list[Filler]) -> str | None:
    """Like :func:`apply_row` for a scenario whose position is a JSON doc
    string: the fillers join its ``board`` (sorted by ``x``, ``y``)."""
    span = scenario_block(text, scenario_id)
    if span is None:
        return None
    block = text[span[0]:span[1]]
    found = doc_position(block)
    if found is None:
        return None
    start, end, position = found
    position["board"] = sorted(position["board"] + [{"x": x, "y": y, "tile": t, "rotation": r}
                                                    for x, y, t, r in fillers], key=lambda t: (t["x"], t["y"]))
    tag_indent = block[: len(block) - len(block.lstrip())]
    new_block = (_note(tag_indent, fillers, is_example(block)) + block[:start]
                 + json.dumps(position, ensure_ascii=False) + block[end:])
    return text[:span[0]] + new_block + text[span[1]:]


def apply_edit(text: str, scenario_id: str, fillers: list[Filler]) -> str | None:
    """:func:`apply_row` or, for a doc-string position, :func:`apply_doc`."""
    return apply_row(text, scenario_id, fillers) or apply_doc(text, scenario_id, fillers)


def apply_row(text: str, scenario_id: str, fillers: list[Filler]) -> str | None:
    """``text`` (a feature file) with one board-table row per filler appended
    to the scenario's ``Given the board:`` table (the table realigned), and a
    comment line above the scenario's tags saying why the filler is there;
    ``None`` when the scenario has no such table."""
    span = scenario_block(text, scenario_id)
    if span is None:
        return None
    block = text[span[0]:span[1]]
    table = board_table(block)
    if table is None:
        return None
    start, end, header = table
    lines = block[start:end].rstrip("\n").split("\n")
    indent = lines[0][: len(lines[0]) - len(lines[0].lstrip())]
    for x, y, tile, rotation in fillers:
        values = {"x": str(x), "y": str(y), "tile": tile, "rotation": str(rotation)}
        lines.append("| " + " | ".join(values.get(h, "") for h in header) + " |")
    tag_indent = block[: len(block) - len(block.lstrip())]
    new_block = (_note(tag_indent, fillers, is_example(block)) + block[:start]
                 + "\n".join(_aligned(lines, indent)) + "\n" + block[end:])
    return text[:span[0]] + new_block + text[span[1]:]

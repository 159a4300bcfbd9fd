"""Shrinking a divergence to a short case (:func:`shrink`)."""
from __future__ import annotations

import copy
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..client import Client
from ..errors import NotApplicable
from .diff import JSON, JSONObject, Signature, _canonical, _InvalidCase
from .lockstep import Case, Finding, Lockstep, Run, Shrunk, replay

# --------------------------------------------------------------------------- shrinking


def _quiet(client: Client) -> Client:
    """A non-validating client on the same engine (for fast shrink replays)."""
    quiet = Client(client.engine, validate=False)
    quiet._hello = client._hello
    return quiet


def _declares(client: Client, game: str, capability: str) -> bool:
    hello = client.hello()
    return capability in hello.get("games", {}).get(game, {}).get("capabilities", [])


class _Shrinker:
    def __init__(self, reference: Client, candidate: Client, target: Signature, seconds: float, validate: bool,
                 max_attempts: int = 1000) -> None:
        self.max_attempts = max_attempts
        if validate:
            self.lockstep = Lockstep(reference, candidate, strict=False)
        else:
            self.lockstep = Lockstep(_quiet(reference), _quiet(candidate), strict=False)
        self.target = target
        self.deadline = time.monotonic() + seconds
        self.attempts = 0
        #: Set by :meth:`route_loads`: load cases reach the candidate as cases from ``new_game``.
        self.prefixes: dict[str, int] | None = None
        self.original: Case | None = None
        #: Whether the candidate declares ``chance``: without it a route never passes through a
        #: chance decision (spec/protocol.md §7a).
        self.chance = True

    def route_loads(self, original: Case, states: Sequence[JSONObject], chance: bool = True) -> None:
        """From now on a load case is replayed from ``new_game`` (for a candidate
        without ``load_position``): a reference state ``states[k]`` of the
        ``original`` game by that game's first ``k`` moves, any other position by
        a route (:func:`rulebook.route.plan_route`), or not at all.  ``chance``: whether
        the candidate declares ``chance`` for the game."""
        self.original = original
        self.chance = chance
        self.prefixes = {}
        for k, state in enumerate(states):
            self.prefixes.setdefault(_canonical(state), k)

    def from_new_game(self, case: Case) -> Case | None:
        """``case`` as a case from ``new_game`` (see :meth:`route_loads`), or ``None``."""
        if self.prefixes is None or self.original is None or not case.loads_position:
            return case
        position = case.start["position"]
        k = self.prefixes.get(_canonical(position))
        if k is not None:
            return Case(case.game, self.original.start, self.original.moves[:k] + case.moves)
        from ..route import Route, plan_route, shift

        route = plan_route(position, chance=self.chance)
        if not isinstance(route, Route):  # a NoRoute
            return None
        dx, dy = route.offset
        return Case(case.game, {"cmd": "new_game", **route.new_game},
                    route.moves + [shift(m, -dx, -dy) for m in case.moves])

    @property
    def out_of_time(self) -> bool:
        return time.monotonic() > self.deadline or self.attempts >= self.max_attempts

    def check(self, case: Case) -> Run | None:
        """The run if ``case`` shows the same divergence, else ``None``."""
        self.attempts += 1
        played = self.from_new_game(case)
        if played is None:
            return None
        try:
            run = replay(self.lockstep, played)
        except (_InvalidCase, NotApplicable):
            return None
        if run.divergence is None or run.divergence.signature() != self.target:
            return None
        return run


def _load_case(game: str, position: JSONObject, moves: list[JSONObject]) -> Case:
    return Case(game, {"cmd": "load_position", "game": game, "position": position}, moves)


def _is_tile_board(position: Mapping[str, Any]) -> bool:
    board = position.get("board")
    return (isinstance(board, list) and bool(board)
            and all(isinstance(t, dict) and {"x", "y", "tile"} <= set(t) for t in board)
            and any((t["x"], t["y"]) == (0, 0) for t in board))


def _connected(cells: set[tuple[int, int]]) -> bool:
    if (0, 0) not in cells:
        return False
    seen, todo = {(0, 0)}, [(0, 0)]
    while todo:
        x, y = todo.pop()
        for nxt in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if nxt in cells and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return len(seen) == len(cells)


def _without_cells(position: JSONObject, cells: set[tuple[int, int]]) -> JSONObject:
    """``position`` less the tiles at ``cells`` and everything standing on
    them; figures go back to their owners' supplies."""
    new = copy.deepcopy(position)
    supplies = {p["name"]: p.get("supply") for p in new.get("players", []) if isinstance(p, dict)}
    for key, value in list(new.items()):
        if not isinstance(value, list) or key == "players":
            continue
        kept = []
        for item in value:
            if isinstance(item, dict) and (item.get("x"), item.get("y")) in cells:
                if key == "figures":
                    supply = supplies.get(item.get("player"))
                    if isinstance(supply, dict) and item.get("figure") in supply:
                        supply[item["figure"]] += 1
                continue
            kept.append(item)
        new[key] = kept
    return new


def _without_figure(position: JSONObject, index: int) -> JSONObject:
    new = copy.deepcopy(position)
    figure = new["figures"].pop(index)
    for p in new.get("players", []):
        if p.get("name") == figure.get("player") and isinstance(p.get("supply"), dict) \
                and figure.get("figure") in p["supply"]:
            p["supply"][figure["figure"]] += 1
    return new


def _focus(position: Mapping[str, Any], moves: Sequence[Mapping[str, Any]]) -> tuple[int, int]:
    for move in moves:
        if "x" in move and "y" in move:
            return (move["x"], move["y"])
    placed = (position.get("turn") or {}).get("placed")
    if isinstance(placed, dict):
        return (placed["x"], placed["y"])
    return (0, 0)


def _piles(position: Mapping[str, Any]) -> list[str]:
    return [k for k, v in position.items() if isinstance(v, list) and (k.endswith("pile") or k.endswith("deck"))]


def shrink(reference: Client, candidate: Client, finding: Finding, states: Sequence[JSONObject] | None = None,
           *, seconds: float = 60.0, use_load_position: bool = True) -> Shrunk | None:
    """Find a short case that still shows ``finding``'s divergence.

    Every step is verified by replaying both engines; "still shows" means a
    divergence with the same :meth:`Divergence.signature`.

    1. Truncate the game at the divergence (the moves after it never ran).
    2. With ``load_position`` declared by both engines (and ``states``, the
       reference's state before each move): load the reference's state at
       the start of the diverging turn (or just before the diverging move, or
       a few turns earlier) and play only the remaining 1–3 moves.  Then
       shrink that position: drop the tiles of the draw piles from the
       bottom, remove board tiles (far ones first, in halves down to single
       tiles; the board stays connected to the start tile) with what stands
       on them, remove figures one by one (back to their supply), clear the
       discards, zero the scores, reset the turn number.
    3. A candidate without ``load_position`` (or ``use_load_position=False``)
       gets the same shrinking of step 2, each position reached from
       ``new_game``: the reference's own states by the game's first moves, a
       smaller position by a route (:func:`rulebook.route.plan_route`;
       ``features/README.md``, "Routes: positions reached by play"); the
       reproduction is the route to the smallest such position, then the
       diverging moves.
    4. Where no route reaches a smaller position: drop the tiles never drawn,
       then whole rounds (one turn per player, so seats keep their colours)
       with their tiles, as long as the later moves stay legal.

    Returns ``None`` when the divergence does not reproduce at all (a
    non-deterministic candidate)."""
    started = time.monotonic()
    div = finding.divergence
    # A hanging candidate costs the whole timeout per replay: keep to a few.
    sh = _Shrinker(reference, candidate, div.signature(), seconds, validate=div.kind == "protocol",
                   max_attempts=4 if div.failure == "timeout" else 1000)
    log: list[str] = []
    best = finding.original
    best_run = sh.check(best)
    if best_run is None:
        return None
    n = len(finding.moves)
    log.append(f"truncated the game at the divergence: {n} moves")

    loaded = False
    candidate_loads = use_load_position and _declares(candidate, finding.game, "load_position")
    routing = (bool(states) and not candidate_loads and not finding.original.loads_position
               and _declares(reference, finding.game, "load_position"))
    if states and (candidate_loads or routing) and _declares(reference, finding.game, "load_position"):
        if routing:
            sh.route_loads(finding.original, states, chance=_declares(candidate, finding.game, "chance"))
        loaded_case = _shrink_by_loading(sh, finding, states, log)
        if loaded_case is not None:
            best, best_run = loaded_case
            loaded = True
            for _ in range(3):
                before = best.digest()
                if not routing:  # its move lists are the loaded case's; a routed run's are the route's
                    best, best_run = _simplify_moves(sh, best, best_run, log)
                best, best_run = _shrink_position(sh, best, best_run, log)
                if best.digest() == before or sh.out_of_time:
                    break
        if routing and loaded:
            routed = sh.from_new_game(best)
            if routed is not None and routed.start is not finding.original.start:
                best = routed
                log.append(f"reached the shrunk position by a route from new_game: {len(best.moves)} move(s)")
            else:
                loaded = False  # no route to a smaller position: drop rounds of the game instead
                best, best_run = finding.original, sh.check(finding.original)
                if best_run is None:
                    return None
        sh.prefixes = None
    if not loaded:
        best, best_run = _shrink_new_game(sh, best, best_run, finding, log)

    # The final word comes from validating clients.
    try:
        final = replay(Lockstep(reference, candidate, strict=False), best) if div.kind != "protocol" else best_run
    except _InvalidCase:  # the candidate's failure moved (one that dies after so many requests, say)
        final = Run()
    if final.divergence is None:
        log.append("the shrunk case did not reproduce with validation on; keeping the truncated game")
        best = finding.original
        try:
            final = replay(Lockstep(reference, candidate, strict=False), best)
        except _InvalidCase:
            return None
        if final.divergence is None:
            return None
    return Shrunk(best, final.divergence, final, log, sh.attempts, time.monotonic() - started)


def _shrink_by_loading(sh: _Shrinker, finding: Finding, states: Sequence[JSONObject],
                       log: list[str]) -> tuple[Case, Run] | None:
    div = finding.divergence
    end = div.moves_needed
    # The last state worth loading: before the diverging move, or the
    # position whose legal moves differ.
    last = min(end if div.command == "legal_moves" else end - 1, len(states) - 1)
    if div.command in ("new_game", "load_position") or last < 0:
        return None
    # The start of the diverging turn first (readable), then just before the
    # diverging move, then earlier turn starts.
    def number(k: int) -> JSON:
        return (states[k].get("turn") or {}).get("number")

    starts = [k for k in range(last, -1, -1) if k == 0 or number(k) != number(k - 1)]
    candidates = list(dict.fromkeys(([starts[0]] if starts else []) + [last] + starts[1:4]))
    for k in candidates:
        if sh.out_of_time:
            break
        case = _load_case(finding.game, copy.deepcopy(states[k]), finding.moves[k:end])
        run = sh.check(case)
        if run is not None:
            turn = (states[k].get("turn") or {}).get("number")
            log.append(f"loaded the reference's position before move {k + 1} (turn {turn}): "
                       f"{len(case.moves)} move(s) instead of {end}")
            return case, run
    log.append("loading an intermediate position did not reproduce it")
    return None


def _move_key(move: Mapping[str, Any]) -> tuple[bool, int, str]:
    """Simpler first: passing, then moves near the start tile."""
    return (move.get("type") != "pass", abs(move.get("x", 0)) + abs(move.get("y", 0)), _canonical(move))


def _simplify_moves(sh: _Shrinker, case: Case, run: Run, log: list[str], tries: int = 6) -> tuple[Case, Run]:
    """Replace each move by a simpler legal one (a pass, a placement nearer
    the start tile) while the divergence stays: a tile placed next to the
    start tile lets the board shrink further.  A figure move on the tile a
    replaced placement put elsewhere follows it there, or becomes a pass."""
    changed = 0
    for i in range(len(case.moves)):
        if i >= len(run.legal_lists) or sh.out_of_time:
            break
        current = case.moves[i]
        options = sorted((m for m in run.legal_lists[i] if _move_key(m) < _move_key(current)), key=_move_key)
        for alt in options[:tries]:
            rests = [case.moves[i + 1:]]
            if current.get("type") == "place_tile" and alt.get("type") == "place_tile":
                moved = [dict(m, x=alt["x"], y=alt["y"]) if m.get("type") == "place_figure"
                         and (m.get("x"), m.get("y")) == (current["x"], current["y"]) else m
                         for m in case.moves[i + 1:]]
                passed = [{"type": "pass"} if m.get("type") == "place_figure"
                          and (m.get("x"), m.get("y")) == (current["x"], current["y"]) else m
                          for m in case.moves[i + 1:]]
                rests = [moved, passed] if moved != case.moves[i + 1:] else [moved]
            found = False
            for rest in rests:
                trial = Case(case.game, case.start, case.moves[:i] + [alt] + rest)
                result = sh.check(trial)
                if result is not None:
                    case, run, found = trial, result, True
                    changed += 1
                    break
            if found:
                break
    if changed:
        log.append(f"replaced {changed} move(s) by simpler ones")
    return case, run


def _shrink_position(sh: _Shrinker, case: Case, run: Run, log: list[str]) -> tuple[Case, Run]:
    game, moves = case.game, case.moves

    def attempt(position: JSONObject) -> bool:
        nonlocal case, run
        if sh.out_of_time:
            return False
        trial = _load_case(game, position, moves)
        result = sh.check(trial)
        if result is None:
            return False
        case, run = trial, result
        return True

    def pos() -> JSONObject:
        position: JSONObject = case.start["position"]  # a load case (:func:`_load_case`)
        return position

    before = {k: len(v) for k, v in pos().items() if isinstance(v, list)}

    for _ in range(3):
        changed = False
        # Draw piles: the shortest top part that still shows it.
        for key in _piles(pos()):
            length = len(pos()[key])
            for keep in sorted({0, 1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48}):
                if keep >= length:
                    break
                trial = copy.deepcopy(pos())
                trial[key] = trial[key][:keep]
                if attempt(trial):
                    changed = True
                    break
        # Board tiles, far from the action first, in halves down to one.
        if _is_tile_board(pos()):
            changed |= _shrink_board(pos, attempt, moves)
        # Figures, one by one.
        i = 0
        while i < len(pos().get("figures", []) or []):
            if not attempt(_without_figure(pos(), i)):
                i += 1
            else:
                changed = True
        # Other lists (discards, set-aside tiles ...), scores, the turn number.
        for key in sorted(k for k, v in pos().items() if isinstance(v, list) and v
                          and k not in ("board", "figures", "players", "expansions", "variants")
                          and k not in _piles(pos())):
            trial = copy.deepcopy(pos())
            trial[key] = []
            changed |= attempt(trial)
        if any(p.get("score") for p in pos().get("players", [])):
            trial = copy.deepcopy(pos())
            for p in trial["players"]:
                p["score"] = 0
            changed |= attempt(trial)
        turn = pos().get("turn") or {}
        if isinstance(turn.get("number"), int) and turn["number"] != 1:
            trial = copy.deepcopy(pos())
            trial["turn"]["number"] = 1
            changed |= attempt(trial)
        if not changed or sh.out_of_time:
            break
    after = {k: len(v) for k, v in pos().items() if isinstance(v, list)}
    parts = [f"{k} {before[k]} → {after.get(k, 0)}" for k in before if after.get(k, 0) != before[k]]
    if parts:
        log.append("shrank the position: " + ", ".join(parts))
    return case, run


def _shrink_board(pos: Callable[[], JSONObject], attempt: Callable[[JSONObject], bool],
                  moves: Sequence[Mapping[str, Any]]) -> bool:
    changed = False
    protected = {(0, 0)}
    placed = (pos().get("turn") or {}).get("placed")
    if isinstance(placed, dict):
        protected.add((placed["x"], placed["y"]))
    fx, fy = _focus(pos(), moves)
    chunk = max(1, len({(t["x"], t["y"]) for t in pos()["board"]}) // 2)
    while True:
        progress = False
        cells = {(t["x"], t["y"]) for t in pos()["board"]}
        order = sorted(cells - protected, key=lambda c: (-(abs(c[0] - fx) + abs(c[1] - fy)), c))
        for start in range(0, len(order), chunk):
            drop = {c for c in order[start: start + chunk] if c in {(t["x"], t["y"]) for t in pos()["board"]}}
            remaining = {(t["x"], t["y"]) for t in pos()["board"]} - drop
            if not drop or not _connected(remaining):
                continue
            if attempt(_without_cells(pos(), drop)):
                changed = progress = True
        if chunk == 1 and not progress:
            return changed
        if chunk > 1:
            chunk //= 2


def _shrink_new_game(sh: _Shrinker, case: Case, run: Run, finding: Finding, log: list[str]) -> tuple[Case, Run]:
    draw = case.start.get("draw")
    if not isinstance(draw, dict) or not isinstance(draw.get("tiles"), list):
        return case, run
    # Tiles never drawn before the divergence.
    drawn = sum(1 for e in run.events if e.get("type") == "tile_drawn")
    if drawn < len(draw["tiles"]):
        trial = copy.deepcopy(case)
        trial.start["draw"]["tiles"] = trial.start["draw"]["tiles"][:drawn]
        result = sh.check(trial)
        if result is not None:
            log.append(f"dropped the {len(draw['tiles']) - drawn} tiles never drawn")
            case, run = trial, result
    before = len(case.moves)
    case, run = _remove_rounds(sh, case, run)
    # Figures not needed: a pass instead (then rounds may go too).
    passes = 0
    for i in range(len(case.moves)):
        if sh.out_of_time:
            break
        if case.moves[i].get("type") == "place_figure":
            trial = Case(case.game, case.start, case.moves[:i] + [{"type": "pass"}] + case.moves[i + 1:])
            result = sh.check(trial)
            if result is not None:
                case, run = trial, result
                passes += 1
    if passes:
        log.append(f"replaced {passes} figure move(s) by a pass")
        case, run = _remove_rounds(sh, case, run)
    if len(case.moves) < before:
        log.append(f"removed whole rounds: {before} → {len(case.moves)} moves")
    return case, run


def _remove_rounds(sh: _Shrinker, case: Case, run: Run) -> tuple[Case, Run]:
    """Drop whole rounds (one turn per player, so seats keep their colours)
    with the tiles drawn for them, in halves down to one round."""
    players = len(case.start.get("players", [])) or 2
    chunk = max(players, (len(_turns(run, case)) // 2) // players * players)
    while chunk >= players and not sh.out_of_time:
        turns = _turns(run, case)
        progress = False
        i = 0
        while i + chunk <= len(turns) - 1 and not sh.out_of_time:  # never the diverging turn
            trial = _without_turns(case, turns, set(range(i, i + chunk)))
            result = sh.check(trial) if trial is not None else None
            if trial is not None and result is not None:
                case, run, progress = trial, result, True
                turns = _turns(run, case)
            else:
                i += chunk
        if not progress:
            chunk //= 2
            chunk = chunk // players * players
    return case, run


def _turns(run: Run, case: Case) -> list[tuple[list[int], list[int]]]:
    """Per turn: the indices of its moves and of the draw tiles drawn for it."""
    turns: list[tuple[list[int], list[int]]] = []
    numbers = [(s.get("turn") or {}).get("number") for s in run.states]
    drawn = sum(1 for e in (run.start or {}).get("events", []) if e.get("type") == "tile_drawn")
    pending_tiles = list(range(drawn))
    for i in range(min(len(case.moves), len(run.states))):
        if i == 0 or numbers[i] != numbers[i - 1]:
            turns.append(([], pending_tiles))
            pending_tiles = []
        turns[-1][0].append(i)
        if i < len(run.responses):
            new = sum(1 for e in run.responses[i].get("events", []) if e.get("type") == "tile_drawn")
            pending_tiles = pending_tiles + list(range(drawn, drawn + new))
            drawn += new
    return turns


def _without_turns(case: Case, turns: list[tuple[list[int], list[int]]], drop: set[int]) -> Case | None:
    moves = {m for t in drop for m in turns[t][0]}
    tiles = {d for t in drop for d in turns[t][1]}
    if not moves:
        return None
    new = copy.deepcopy(case)
    new.moves = [m for i, m in enumerate(case.moves) if i not in moves]
    new.start["draw"]["tiles"] = [t for i, t in enumerate(case.start["draw"]["tiles"]) if i not in tiles]
    return new



"""Random games played through the protocol, shared by the property tests
(``tests/test_*properties.py``).

:class:`ProtocolGame`: a validating :class:`rulebook.client.Client` over an
in-process :class:`reference_engine.Session`, plus unvalidated ``raw`` probes
of that session (cheap ``state`` reads between moves), and the steps every
game repeats (list the legal moves, apply one, try a move that must be
refused, load the position in a fresh session).

Every random choice of a game goes through its :class:`Choices`:

- :class:`DrawnChoices` (the properties, :func:`game_property`): each choice
  is drawn from Hypothesis's data, through the ``random.Random`` that
  ``st.randoms(use_true_random=False)`` gives: a move is an integer draw, as
  ``st.sampled_from(legal moves)`` makes it, a deck or a chance order is drawn
  as ``st.permutations`` draws it, and a tenth of the games have a shorter
  draw pile (:meth:`Choices.cut`).  So a failing game shrinks (towards fewer
  players, a short pile, the first legal moves, unshuffled decks, fewer
  probes), and Hypothesis's report of it shows the set-up and the moves of
  the game it shrank to.  (``data.draw`` would cost ~0.25 ms a
  draw, as much again as the game itself; a draw through this ``Random``
  ~35 µs.)
- :class:`Choices` of ``random.Random(seed)`` (:func:`seeded`): the fixed
  games that show every probe is reached.
"""
from __future__ import annotations

import functools
import json
import random
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, TypeVar

from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st

from reference_engine import Session
from rulebook.boxes import BOXES
from rulebook.chance import not_a_permutation, resolve, shuffle_move
from rulebook.client import Client
from rulebook.engines import InProcessEngine

T = TypeVar("T")
JSON = dict[str, Any]

# ================================================================ choices
class Choices:
    """Every random choice of a game, made by ``rng``; the standard box is
    shuffled by ``box_rng`` (default: ``rng``)."""

    def __init__(self, rng: random.Random, box_rng: random.Random | None = None) -> None:
        self.rng = rng
        self.box_rng = rng if box_rng is None else box_rng
        #: The games that make their choices here.
        self.games: list[ProtocolGame] = []

    def choice(self, items: Sequence[T]) -> T:
        return self.rng.choice(items)

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        """``k`` different items (by position)."""
        return self.rng.sample(items, k)

    def randint(self, low: int, high: int) -> int:
        """A number from ``low`` to ``high``, both included."""
        return self.rng.randint(low, high)

    def chance(self, rate: float) -> bool:
        """True with probability ``rate``."""
        return self.rng.random() < rate

    def sometimes(self, rate: float) -> Callable[[], bool]:
        """A function to ask at each decision whether to do something now:
        yes at about ``rate`` of the decisions (here: :meth:`chance` each time)."""
        return lambda: self.chance(rate)

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        self.rng.shuffle(out)
        return out

    def cut(self, pile: list[T]) -> list[T]:
        """The draw pile of a game: ``pile`` (:class:`DrawnChoices`: in one game
        in ten, only its first 1 to all items, so a failing game can shrink to
        a few tiles)."""
        return pile

    def box(self, game: str, players: list[str]) -> JSON:
        """The ``new_game`` fields of a standard game (:mod:`rulebook.boxes`), its decks shuffled."""
        return BOXES[game](self.box_rng, players)

    def chance_move(self, pending: Mapping[str, Any]) -> JSON:
        """The move answering a chance decision (:func:`rulebook.chance.resolve`)."""
        return resolve(pending, self.rng)

    def bad_order(self, pending: Mapping[str, Any]) -> list[str]:
        """An order an engine must refuse (:func:`rulebook.chance.not_a_permutation`)."""
        return not_a_permutation(pending, self.rng)


def seeded(seed: int) -> Choices:
    """The choices of the game of ``seed``: the box shuffled by a
    ``random.Random(seed)`` of its own (as :func:`rulebook.boxes.standard_game`
    does), every other choice by another."""
    return Choices(random.Random(seed), random.Random(seed))


class DrawnChoices(Choices):
    """Choices drawn by Hypothesis (:data:`DRAWN`), through the ``random.Random``
    that ``st.randoms(use_true_random=False)`` gives.

    Orders (decks, chance orders, samples) are drawn as ``st.permutations``
    draws them (item ``i`` swapped with one from ``i`` on; a draw of ``i``
    leaves it, so an order shrinks to the one given), one integer at a time
    through ``rng``: drawn as strategies, they would be spans of one label,
    which Hypothesis's mutator splices into each other, and the game would run
    out of choices half-way (an invalid example: a wasted game).
    """

    def __repr__(self) -> str:
        return "DrawnChoices(...)"  # the games' set-ups and moves follow, see game_property

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        order = self.shuffled(range(len(items)), k)
        return [items[i] for i in order[:k]]

    def chance(self, rate: float) -> bool:
        # Hypothesis draws floats mostly at their edges: a random() of this
        # Random is 0.0 far more often than ``rate``.  A whole number is drawn
        # about evenly, and 0 (where it shrinks to) is "no".
        return self.rng.randrange(100) >= 100 - round(rate * 100)

    def sometimes(self, rate: float) -> Callable[[], bool]:
        # One draw per "yes" rather than per decision: the number of decisions
        # to the next "yes" is drawn evenly from 0 to ``2 / rate - 2`` (on
        # average ``1 / rate - 1``), and shrinks to the longest gap.
        longest = max(0, round(2 / rate) - 2)
        left = longest - self.rng.randint(0, longest)

        def now() -> bool:
            nonlocal left
            if left:
                left -= 1
                return False
            left = longest - self.rng.randint(0, longest)
            return True

        return now

    def shuffled(self, items: Iterable[T], first: int | None = None) -> list[T]:
        """``items`` in a drawn order (only the ``first`` places drawn, if given)."""
        out = list(items)
        for i in range(min(len(out) - 1, len(out) if first is None else first)):
            j = self.rng.randint(i, len(out) - 1)
            out[i], out[j] = out[j], out[i]
        return out

    def cut(self, pile: list[T]) -> list[T]:
        # A whole pile shrinks to a cut one (chance shrinks to "no"), a cut one to one item.
        return pile if self.chance(0.9) else pile[: self.rng.randint(1, len(pile))]

    def box(self, game: str, players: list[str]) -> JSON:
        # The standard box's contents, each deck sorted, then shuffled.
        fields = BOXES[game](random.Random(0), players)
        fields["draw"] = {deck: self.shuffled(sorted(items)) for deck, items in fields["draw"].items()}
        return fields

    def chance_move(self, pending: Mapping[str, Any]) -> JSON:
        return shuffle_move(self.shuffled(pending["items"]))


#: The choices a property draws its games from (see :func:`game_property`).
DRAWN = st.randoms(use_true_random=False).map(DrawnChoices)


def game_property(max_examples: int,
                  **strategies: st.SearchStrategy[Any]) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """``@settings`` and ``@given`` for a property of random games: the test
    gets ``choices`` (a :class:`DrawnChoices`) and the other ``strategies``.
    On a failure, the set-up and the moves of each game it played join
    Hypothesis's report of the (shrunk) example."""

    def decorate(test: Callable[..., None]) -> Callable[..., None]:
        @functools.wraps(test)
        def run(choices: DrawnChoices, **drawn: Any) -> None:
            try:
                test(choices, **drawn)
            except Exception:
                for game in choices.games:
                    note(f"set-up: {json.dumps(game.setup)}\nmoves ({len(game.moves)}): {json.dumps(game.moves)}")
                raise

        checked = given(choices=DRAWN, **strategies)(run)
        return settings(max_examples=max_examples, deadline=None, suppress_health_check=[HealthCheck.too_slow])(checked)

    return decorate


# ================================================================== a game
class ProtocolGame:
    """``session``: the engine; ``client``: the validating client on it;
    ``moves``/``events``: what the game has applied and reported so far;
    ``tried``: the rules of the refused moves tried so far."""

    def __init__(self, choices: Choices) -> None:
        self.choices = choices
        choices.games.append(self)
        self.session = Session()
        self.client = Client(InProcessEngine(self.session.handle))
        #: The ``new_game`` fields (each game sets them).
        self.setup: JSON = {}
        self.moves: list[JSON] = []
        self.events: list[JSON] = []
        self.tried: Counter[str] = Counter()

    def call(self, cmd: str, **fields: Any) -> JSON:
        """``cmd`` through the validating client; asserts it is accepted."""
        response = self.client.call(cmd, **fields)
        assert response["ok"] is True, f"{cmd} {fields} refused: {response.get('error')}"
        return response

    def raw(self, cmd: str) -> JSON:
        """``cmd`` straight to the session (no validation); the response without its id."""
        response = self.session.handle({"id": "probe", "cmd": cmd})
        assert response["ok"] is True, response
        return {k: v for k, v in response.items() if k != "id"}

    def raw_state(self) -> JSON:
        return self.raw("state")["state"]

    def legal_moves(self, pending: JSON) -> JSON:
        """``legal_moves`` of a player's decision ``pending``: it answers that
        decision with at least one move, and no move twice."""
        legal = self.call("legal_moves")
        moves = legal["moves"]
        assert legal["pending"] == pending and legal["count"] == len(moves) > 0, legal
        assert len({json.dumps(m, sort_keys=True) for m in moves}) == len(moves), "duplicate legal moves"
        return legal

    def apply(self, move: JSON) -> JSON:
        """``apply_move`` (asserted accepted); the move and its events are recorded."""
        applied = self.call("apply_move", move=move)
        self.moves.append(move)
        self.events += applied["events"]
        return applied

    def refused(self, move: JSON, rules: str | Iterable[str]) -> None:
        """``move`` is refused with ``illegal_move`` under ``rules`` (one of
        them), and leaves ``state`` and ``legal_moves`` as they were."""
        allowed = {rules} if isinstance(rules, str) else set(rules)
        before = (self.raw_state(), self.raw("legal_moves"))
        response = self.client.call("apply_move", move=move)
        assert response["ok"] is False, f"illegal move {move} ({rules}) was accepted"
        error = response["error"]
        assert error["code"] == "illegal_move" and error.get("rule") in allowed, (move, rules, error)
        assert (self.raw_state(), self.raw("legal_moves")) == before, f"refused {move} changed the game"
        self.tried[error["rule"]] += 1

    def refused_one_of(self, candidates: Sequence[tuple[str | Iterable[str], JSON]]) -> None:
        """One of the ``(rules, move)`` candidates, chosen, is :meth:`refused`."""
        rules, move = self.choices.choice(candidates)
        self.refused(move, rules)

    def refused_order(self, pending: JSON, rules: str | Iterable[str]) -> None:
        """A chance order that is not a permutation of the items is refused
        (:meth:`refused`)."""
        self.refused({"type": "shuffle", "order": self.choices.bad_order(pending)}, rules)

    def round_trip(self, game: str, state: JSON, legal: JSON) -> Client:
        """``load_position(state)`` in a fresh session reproduces ``state`` and
        the legal moves; returns the client on that session."""
        other = Client(InProcessEngine(Session().handle))
        loaded = other.call("load_position", game=game, position=state)
        assert loaded["ok"] is True and loaded["events"] == [] and loaded["pending"] == legal["pending"], loaded
        assert other.call("state")["state"] == state
        again = other.call("legal_moves")
        assert (again["pending"], again["moves"]) == (legal["pending"], legal["moves"])
        return other


# ============================================================ the game over
def replay(setup: JSON, moves: list[JSON], *, validate: bool = True) -> tuple[JSON, list[JSON]]:
    """The same game in a fresh session (``Session(validate=...)``): its final
    state and all its events."""
    session = Session(validate=validate)
    started = session.handle({"id": 0, "cmd": "new_game", **setup})
    assert started["ok"] is True, started
    events = list(started["events"])
    for i, move in enumerate(moves, 1):
        applied = session.handle({"id": i, "cmd": "apply_move", "move": move})
        assert applied["ok"] is True, (i, move, applied)
        events += applied["events"]
    state = session.handle({"id": "end", "cmd": "state"})
    assert state["ok"] is True, state
    return state["state"], events


def track_supply(supply: dict[str, int], events: Iterable[JSON]) -> None:
    """Follow each player's supply of one figure through ``events``:
    ``figure_placed`` takes one, ``figure_returned`` gives one back."""
    for event in events:
        if event["type"] == "figure_placed":
            supply[event["player"]] -= 1
        elif event["type"] == "figure_returned":
            supply[event["player"]] += 1


def points_by_player(events: Iterable[JSON]) -> Counter[str]:
    """The sum of each player's ``points_scored`` events."""
    scored: Counter[str] = Counter()
    for e in events:
        if e["type"] == "points_scored":
            scored[e["player"]] += e["points"]
    return scored


def check_scores(final: JSON, events: list[JSON], players: list[str]) -> dict[str, int]:
    """Each final score is the sum of the player's ``points_scored`` events and
    the ``game_ended`` score; the winners are the top scorers in seating
    order.  Returns the scores."""
    scored = points_by_player(events)
    scores = {p["name"]: p["score"] for p in final["players"]}
    assert scores == {name: scored[name] for name in players} == events[-1]["scores"]
    top = max(scores.values())
    assert events[-1]["winners"] == [name for name in players if scores[name] == top]
    return scores

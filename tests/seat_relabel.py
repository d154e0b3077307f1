"""Seat relabelling for each game's seat-neutrality tests (tests/<game>/…seat_neutral.py): the
same position seen from other seat numbers, and the checks every game's agents are held to.

A game's :class:`Relabel` gives, with ``rotate(game, state, k)``, the position with every seat
``q`` renamed ``(q + k) % n`` — the players' belongings, owners and scores move with them, the
start player is rotated with them, and the round under way stays the round under way — and the
renaming of actions that goes with it; ``seats(state)`` says how many seats play. A seat-neutral
agent must choose the same action, and judge the position the same, for seat ``q`` here and for
seat ``(q + k) % n`` there (:func:`check_agent`). Each game's rotation lives beside its tests.

:class:`KnownPosition` stands in for the rules module an agent is given: its determinization
hands back the position itself, so both labellings are judged on the same hidden cards (the
rules' samplers deal hidden cards seat by seat, which gives the other labelling another, equally
likely, sample from the same rng).
"""

import dataclasses
from typing import Any, Callable

from game.ai.base import make_agent
from game.engine.rng import Rng
from game.games import game_module

AGENTS = ("random", "greedy", "easy", "medium", "hard")
HARD_ITERATIONS = 6


@dataclasses.dataclass(frozen=True)
class Relabel:
    """How a game's positions are seen from other seat numbers (see the module docstring)."""

    rotate: Callable[[Any, Any, int], tuple[Any, Callable[[Any], Any]]]
    seats: Callable[[Any], int]


def seat_map(n, k):
    """The renaming ``q -> (q + k) % n``, as a list."""
    return [(q + k) % n for q in range(n)]


def rotated(values, k):
    """A per-seat list with each seat's entry moved to its renamed seat."""
    n = len(values)
    return [values[(q - k) % n] for q in range(n)]


def positions(relabel, game_id, players, seed, count, every, options=None):
    """``count`` positions (a state and its pending decision) from a ``greedy`` game (with the
    rule ``options``, if given), every ``every`` decisions, that can be rotated: before the end is
    triggered, between actions."""
    g = game_module(game_id)
    st = g.new_game(players=players, seed=seed, **({"options": options} if options else {}))
    greedy, rng = make_agent(game_id, "greedy"), Rng(seed)
    out, k = [], 0
    while len(out) < count and not st.is_over:
        d = st.decision()
        if k % every == 0 and len(d.options) > 1 and _rotatable(relabel, g, st):
            out.append(st.clone())
        st.apply(greedy.choose(g, st.observation(d.player), d, rng))
        k += 1
    return out


def _rotatable(relabel, g, st):
    try:
        relabel.rotate(g, st, 1)
    except AssertionError:
        return False
    return True


def choice(game_id, name, st, seed):
    """``name``'s choice in ``st``, the hidden cards being those of ``st``."""
    g = game_module(game_id)
    d = st.decision()
    agent = make_agent(game_id, name, **({"iterations": HARD_ITERATIONS} if name == "hard" else {}))
    return agent.choose(KnownPosition(g, st), st.observation(d.player), d, Rng(seed))


def rotations(relabel, game_id, st):
    """``(k, n, rotated state, rename)`` for every renaming of the seats of ``st``."""
    g = game_module(game_id)
    n = relabel.seats(st)
    for k in range(1, n):
        yield k, n, *relabel.rotate(g, st, k)


def check_agent(relabel, game_id, states, name):
    """``name`` chooses the same action, renamed, for every renaming of the seats of ``states``."""
    assert states, "no position to rotate; pick another seed"
    for i, st in enumerate(states):
        mine = choice(game_id, name, st, 100 + i)
        for k, _, other, rename in rotations(relabel, game_id, st):
            theirs = choice(game_id, name, other, 100 + i)
            assert rename(mine) == theirs, (
                f"{name} chose {mine} as seat {st.decision().player + 1} but {theirs} with the seats "
                f"moved on by {k} (round {st.observation(0)['round']})")


def by_seat(values, k, n):
    """Per-seat values moved to the seats renamed ``(q + k) % n``, rounded for comparison."""
    return [round(values[(q - k) % n], 9) for q in range(n)]


def valued(pairs, rename=str):
    """``[(action, value)]`` as sorted ``(action text, rounded value)`` pairs."""
    return sorted((str(rename(a)), round(v, 9)) for a, v in pairs)


# ------------------------------------------------------------------ the known position


class _Sampler:
    """Avant Carde's ``Determinizer`` for a known position: every sample is the position."""

    def __init__(self, st, obs):
        self.st, self.obs = st, obs

    def sample(self, rng):
        rng.next64()            # one draw, as a sampler makes, so the agent's rng moves on alike
        return self.st.clone()


class KnownPosition:
    """The rules module ``game``, except that determinizing gives back ``state`` itself."""

    def __init__(self, game, state):
        self._game, self._state = game, state

    def __getattr__(self, name):
        return getattr(self._game, name)

    def determinize(self, obs, rng, data=None):
        rng.next64()
        return self._state.clone()

    def Determinizer(self, obs, data=None):     # the rules module's class name
        return _Sampler(self._state, obs)

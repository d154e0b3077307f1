"""The Avant Carde agents play only legal moves, see only their observation, and keep to time."""

import random
import time

import pytest

from game.ai.base import make_agent
from game.engine.rng import Rng
from game.games import game_module

ac = game_module("avant-carde")
SETS = ("new_yorkers", "tokyoites", "parisians", "londoners", "random")
FAST = ("random", "greedy", "easy")


def play(setup, names, max_rounds=None, **agent_kwargs):
    """Play a game, checking every chosen action is one of the decision's options."""
    st = ac.new_game(**setup)
    agents = [make_agent("avant-carde", n, **(agent_kwargs if n == "hard" else {})) for n in names]
    rngs = [Rng(setup["seed"] * 31 + i) for i in range(len(names))]
    while not st.is_over and (max_rounds is None or st.round <= max_rounds):
        d = st.decision()
        action = agents[d.player].choose(ac, st.observation(d.player), d, rngs[d.player])
        assert action in d.options, f"{names[d.player]} chose {action} at {d}"
        st.apply(action)
    return st


def varied_setups(count, seed):
    r = random.Random(seed)
    for k in range(count):
        if r.random() < 0.2:
            yield {"players": 1, "seed": seed + k, "patrons": r.choice(SETS),
                   "solo": r.choice(("easy", "normal", "hard", "expert"))}
        else:
            yield {"players": r.randint(2, 5), "seed": seed + k, "patrons": r.choice(SETS),
                   "options": {"beginner_shuffle": r.random() < 0.2}}


def test_fast_agents_finish_many_varied_games_legally():
    r = random.Random(3)
    finished = 0
    for setup in varied_setups(100, 1000):
        # At least one player who buys sensibly, so no game drags on for 200 rounds.
        names = [r.choice(("greedy", "easy"))] + [r.choice(FAST) for _ in range(setup["players"] - 1)]
        finished += play(setup, names).is_over
    assert finished == 100


def test_medium_finishes_varied_games_legally():
    r = random.Random(4)
    for setup in varied_setups(24, 2000):
        names = ["medium"] + [r.choice(FAST) for _ in range(setup["players"] - 1)]
        assert play(setup, names).is_over


def test_hard_plays_legally_with_a_tiny_search():
    for k, patrons in enumerate(("parisians", "londoners", "random")):
        play({"players": 2, "seed": 50 + k, "patrons": patrons}, ["hard", "medium"], max_rounds=3, iterations=3)
    play({"players": 1, "seed": 60, "patrons": "tokyoites", "solo": "normal"}, ["hard"], max_rounds=2, iterations=3)


def _scramble_hidden(st, seat, rng):
    """A copy of ``st`` whose cards hidden from ``seat`` are moved around: opponents' hands
    swapped with their decks (same counts), ``seat``'s own deck reordered, stacks reshuffled
    below their top cards."""
    s = st.clone()
    for q, p in enumerate(s.players):
        if q == seat:
            rng.shuffle(p.deck)
            continue
        pool = p.hand + p.deck
        rng.shuffle(pool)
        p.hand, p.deck = pool[: len(p.hand)], pool[len(p.hand):]
    for n, stack in s.stacks.items():
        if len(stack) > 2:
            below = stack[:-1]
            rng.shuffle(below)
            s.stacks[n] = below + stack[-1:]
    s._decision = None
    return s


def _decision_points(patrons, seed, every=7):
    """States along a medium-vs-greedy game where the seat to move has something to decide."""
    st = ac.new_game(players=3, seed=seed, patrons=patrons)
    agents = [make_agent("avant-carde", n) for n in ("greedy", "medium", "greedy")]
    rng = Rng(seed)
    step = 0
    while not st.is_over:
        d = st.decision()
        if step % every == 0 and len(d.options) > 1 and not st.tasks:
            yield st
        st.apply(agents[d.player].choose(ac, st.observation(d.player), d, rng))
        step += 1


@pytest.mark.parametrize("name,kwargs,every", [("medium", {}, 5), ("hard", {"iterations": 6}, 23)])
def test_decisions_depend_only_on_the_observation(name, kwargs, every):
    scramble = random.Random(9)
    checked = changed_hidden = 0
    for patrons, seed in (("new_yorkers", 11), ("parisians", 12), ("londoners", 13)):
        for st in _decision_points(patrons, seed, every):
            seat = st.decision().player
            other = _scramble_hidden(st, seat, scramble)
            obs, other_obs = st.observation(seat), other.observation(seat)
            assert obs == other_obs

            def hidden(s):
                return [(p.hand, p.deck) for p in s.players] + sorted(s.stacks.items())

            changed_hidden += hidden(st) != hidden(other)
            a = make_agent("avant-carde", name, **kwargs).choose(ac, obs, st.decision(), Rng(checked))
            b = make_agent("avant-carde", name, **kwargs).choose(ac, other_obs, other.decision(), Rng(checked))
            assert a == b, f"{name} decided {a} vs {b} on the same observation"
            checked += 1
    assert checked >= 12 and changed_hidden >= checked - 2


def test_hard_is_deterministic_for_a_fixed_iteration_count():
    for st in _decision_points("tokyoites", 21, every=19):
        seat = st.decision().player
        obs = st.observation(seat)
        choices = {make_agent("avant-carde", "hard", iterations=8).choose(ac, obs, st.decision(), Rng(5))
                   for _ in range(2)}
        assert len(choices) == 1


def test_hard_keeps_to_its_time_budget():
    budget = 0.2
    agent = make_agent("avant-carde", "hard", time_budget=budget)
    timed, searched = 0, 0
    for st in _decision_points("new_yorkers", 31, every=29):
        d = st.decision()
        t0 = time.perf_counter()
        agent.choose(ac, st.observation(d.player), d, Rng(1))
        elapsed = time.perf_counter() - t0
        assert elapsed <= budget * 1.1 + 0.02, f"{elapsed:.3f}s for a {budget}s budget at {d}"
        searched = max(searched, agent.search.last_iterations)
        timed += 1
        if timed == 4:
            break
    assert timed == 4
    assert searched > 1          # it did search, not just return the prior

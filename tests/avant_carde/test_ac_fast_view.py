"""The fast observation and determinisation give exactly what the plain ones gave.

``view_reference.py`` keeps the code as it was before it was made fast. Over many random
games (every set, random mixes, solo, 1–5 players), every seat's observation must be equal to
the reference's, and a state sampled from it must be equal, card for card, to the reference's
sample from the same rng — so the fast code hides exactly what the old code hid, and every
figure measured with the old code replays unchanged.
"""

import pytest
import view_reference as ref

from game import avant_carde as ac
from game.avant_carde.spec import ac_setup, soak_policy as random_policy
from game.engine.rng import Rng


def _states(seed, every=3):
    st = ac.new_game(**ac_setup(seed, None, seed % 7 == 0))
    rng = Rng(seed)
    step = 0
    while not st.is_over:
        if step % every == 0:
            yield st
        st.apply(random_policy(st, st.decision(), rng))
        step += 1
    yield st


@pytest.mark.parametrize("chunk", range(3))
def test_fast_observation_equals_the_reference_on_random_states(chunk):
    checked = 0
    for seed in range(chunk * 20, chunk * 20 + 20):
        for st in _states(seed):
            for seat in range(st.num_players):
                assert ac.observation(st, seat) == ref.observation(st, seat), (seed, seat)
                checked += 1
    assert checked > 1000


@pytest.mark.parametrize("chunk", range(3))
def test_sampled_states_equal_the_reference_determinisation(chunk):
    data = ac.load_data()
    checked = 0
    for seed in range(100 + chunk * 15, 100 + chunk * 15 + 15):
        for i, st in enumerate(_states(seed, every=4)):
            seat = st.decision().player if st.decision() else 0
            obs = ref.observation(st, seat)
            sampler = ac.Determinizer(obs, data)
            mine, theirs = Rng(i), Rng(i)
            for _ in range(2):          # a Determinizer is reused: its second sample too
                assert sampler.sample(mine).to_data() == ref.determinize(obs, theirs, data).to_data(), seed
            assert mine.state == theirs.state
            checked += 1
    assert checked > 200


def test_samples_do_not_share_zones():
    """Playing on one sample leaves the next one as the observation says."""
    st = ac.new_game(players=3, seed=4)
    obs = st.observation(0)
    sampler = ac.Determinizer(obs, ac.load_data())
    rng = Rng(9)
    first = sampler.sample(rng)
    before = sampler.sample(Rng(1)).to_data()
    while first.decision() is not None and first.round < 3:
        first.apply(random_policy(first, first.decision(), rng))
    assert sampler.sample(Rng(1)).to_data() == before


def test_inlined_shuffle_draws_like_randrange():
    for seed in range(200):
        items = list(range(seed % 40))
        expected = items[:]
        plain = Rng(seed)
        for i in range(len(expected) - 1, 0, -1):
            j = plain.randrange(i + 1)
            expected[i], expected[j] = expected[j], expected[i]
        fast = Rng(seed)
        fast.shuffle(items)
        assert items == expected and fast.state == plain.state


def test_a_seat_nobody_has_sees_what_a_spectator_sees():
    """The table of an AI-only game asks for a seat nobody has (the controller reads None as the
    seat shown): the observation is the spectator's, hiding every hand and, in the play phase,
    every line."""
    for st in _states(5, every=7):
        spectator = ac.observation(st, None)
        assert spectator["seat"] is None and spectator["decision"] is None
        for nobody in (-1, st.num_players):
            assert ac.observation(st, nobody) == spectator
        assert all(p["hand"] is None for p in spectator["players"])
        if st.phase == "play":
            assert all(p["line_hidden"] for p in spectator["players"])

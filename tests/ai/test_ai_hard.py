"""Hard in every game: medium's (its planner's) move stands unless the paired search shows a
significant gain on common samples (:class:`game.ai.search.PairedSearch`), with a fixed rollout
count for tournaments and tests and a rollout cap under the time budget for play."""

import itertools

import pytest

from game.ai.base import make_agent
from game.ai.search import PairedSearch
from game.engine.rng import Rng
from game.games import game_module

FAVOURITE = "medium's"


class _Sample:
    """A one-step game: a sample's hidden ``luck`` (a swing of +-5 that every candidate shares) plus
    what the chosen candidate adds on that sample is the seat's value."""

    def __init__(self, luck, rng, effects):
        self.luck, self.rng, self.effects, self.value = luck, rng, effects, None

    def clone(self):
        return _Sample(self.luck, self.rng.copy(), self.effects)

    def apply(self, action):
        # the candidate's own noise comes from the sample's generator, as a game's draws would
        self.value = self.luck + self.effects[action](self.luck, self.rng)

    def decision(self):
        return None


class _Adapter:
    def __init__(self, effects):
        self.effects = effects

    def root_priors(self, game, obs, decision, rng):
        others = [a for a in self.effects if a != FAVOURITE]
        return {FAVOURITE: 0.6, **{a: 0.4 / len(others) for a in others}}

    def determinize(self, game, obs, rng):
        return _Sample(rng.random() * 10 - 5, Rng(rng.next64()), self.effects)

    def evaluate(self, state):
        return [state.value]


def _choose(effects, seed, **kwargs):
    search = PairedSearch(_Adapter(effects), keep_margin=0.03, **kwargs)
    return search.choose(None, {"seat": 0}, None, Rng(seed)), search


def _same(luck, rng):
    return 0.0


def test_equal_candidates_on_common_samples_keep_mediums_move():
    """Eight challengers that do exactly what medium's move does on every sample: the paired
    differences are all zero, so medium's move stands (a search that took the best mean, or the
    first of equals, would leave it)."""
    effects = {FAVOURITE: _same, **{f"other {i}": _same for i in range(8)}}
    for seed in range(20):
        choice, search = _choose(effects, seed, iterations=90, corrected=True)
        assert choice == FAVOURITE and not search.last_left and search.last_iterations == 90


def test_a_planted_clear_gain_leaves_mediums_move():
    """One challenger gains 0.1 on every sample, under a +-5 swing that all share: the pairing
    shows it at once, and hard plays it."""
    effects = {FAVOURITE: _same, **{f"other {i}": _same for i in range(7)},
               "better": lambda luck, rng: 0.1}
    for seed in range(20):
        choice, search = _choose(effects, seed, iterations=80, corrected=True)
        assert choice == "better" and search.last_left


def test_the_corrected_threshold_keeps_mediums_move_among_many_noisy_equals():
    """Nine challengers as good as medium's move on average, each with its own noise (+-0.5 a
    sample): the best of nine at the plain one-sided z passes far more often than its 5% level;
    the Bonferroni threshold brings the false leaves back near that level."""
    def own_noise(i):
        # the sample's generator is the same for every candidate (common random numbers); the noise
        # that is the candidate's own is drawn from a generator of its own, seeded from it
        return lambda luck, rng: Rng(rng.next64() + 7919 * i).random() - 0.5

    noisy = {FAVOURITE: _same, **{f"other {i}": own_noise(i) for i in range(9)}}
    plain = sum(_choose(noisy, seed, iterations=200)[1].last_left for seed in range(200))
    corrected = sum(_choose(noisy, seed, iterations=200, corrected=True)[1].last_left for seed in range(200))
    # measured: 76 of 200 (38%, about 1 - 0.95^9) plain, 16 (8%: a normal threshold on 22 samples'
    # spread, whose t tails are a little heavier) corrected
    assert corrected <= 0.10 * 200 and plain >= 0.25 * 200, (corrected, plain)
    search = PairedSearch(_Adapter(noisy), corrected=True)
    assert search.threshold(1) == search.z < search.threshold(2) < search.threshold(9)


class _Clock:
    """A fast machine's clock: ten microseconds a reading (a search without a cap would run on to
    its budget, some 95,000 readings), and whatever a slow step adds."""

    def __init__(self):
        self.now = 0.0

    def __call__(self):
        self.now += 1e-5
        return self.now


def test_the_cap_ends_a_timed_search_as_the_fixed_count_would():
    """Under a time budget with time to spare, the search stops at its cap and decides as a
    tournament at ``iterations=cap`` does: the figures measured at the fixed count are the level's."""
    effects = {FAVOURITE: _same, "a": lambda luck, rng: 0.02 * (rng.random() - 0.3), "b": _same}
    for seed in range(10):
        capped, timed = _choose(effects, seed, time_budget=1.0, cap=60, clock=_Clock())
        fixed, counted = _choose(effects, seed, iterations=60)
        assert (capped, timed.last_iterations) == (fixed, counted.last_iterations) == (capped, 60)


def test_a_slow_machine_cuts_the_timed_search_short_of_its_cap():
    clock = _Clock()

    class _Slow(_Adapter):
        def determinize(self, game, obs, rng):
            clock.now += 0.2            # each sample takes a fifth of the budget
            return super().determinize(game, obs, rng)

    search = PairedSearch(_Slow({FAVOURITE: _same, "a": _same}), time_budget=1.0, cap=1000, clock=clock)
    search.choose(None, {"seat": 0}, None, Rng(1))
    assert 2 * 2 <= search.last_iterations < 1000 and clock.now <= 1.0


# ---- the real games -------------------------------------------------------------------------------

def _ac_buy_decision():
    ac = game_module("avant-carde")
    st = ac.new_game(players=2, seed=5, patrons="tokyoites")
    agents = [make_agent("avant-carde", "medium") for _ in range(2)]
    rng = Rng(5)
    for _ in range(400):
        d = st.decision()
        if st.phase == "buy" and len(d.options) > 3:
            return ac, st
        st.apply(agents[d.player].choose(ac, st.observation(d.player), d, rng))
    raise AssertionError("no buy decision with several options came up")


def _ad_action_decision():
    ad = game_module("art-decko")
    st = ad.new_game(players=2, seed=4)
    greedy = make_agent("art-decko", "greedy")
    rng = Rng(4)
    for _ in range(400):
        d = st.decision()
        if d.kind == "action" and len(d.options) > 3 and st.round >= 2:
            return ad, st
        st.apply(greedy.choose(ad, st.observation(d.player), d, rng))
    raise AssertionError("no action decision with several options came up")


@pytest.mark.parametrize("position", [_ac_buy_decision, _ad_action_decision])
def test_hard_plays_its_planners_move_when_the_leaves_cannot_tell_the_candidates_apart(position, monkeypatch):
    """The real adapters under the paired search: with every leaf judged alike, hard returns the
    favourite of its root (medium's move in Avant Carde, its planner's in Art Decko); with the
    leaves of one other candidate judged far better, it leaves it."""
    game, st = position()
    d = st.decision()
    obs = st.observation(d.player)
    hard = make_agent(game.GAME_ID, "hard", iterations=40)
    adapter = hard.search.adapter
    priors = adapter.root_priors(game, obs, d, Rng(9))
    favourite = max(priors, key=priors.__getitem__)
    assert len(priors) > 2
    monkeypatch.setattr(adapter, "evaluate", lambda state: [0.5, 0.5])
    assert hard.choose(game, obs, d, Rng(9)) == favourite and not hard.search.last_left

    # plant a gain: every rollout that began with ``target`` is judged a sure win
    target = next(a for a in priors if a != favourite)
    played = PairedSearch._played

    def planted(self, sample, action, seat):
        return 1.0 if action == target else played(self, sample, action, seat)

    monkeypatch.setattr(PairedSearch, "_played", planted)
    assert hard.choose(game, obs, d, Rng(9)) == target and hard.search.last_left


def test_every_game_hard_counts_the_same_rollouts_with_the_same_rng():
    """A fixed count replays exactly, whatever the clock: what a tournament at --iterations measures."""
    for position in (_ac_buy_decision, _ad_action_decision):
        game, st = position()
        d = st.decision()
        obs = st.observation(d.player)
        picks = {(make_agent(game.GAME_ID, "hard", iterations=30).choose(game, obs, d, Rng(3)))
                 for _ in itertools.repeat(None, 2)}
        assert len(picks) == 1

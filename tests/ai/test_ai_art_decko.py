"""The Art Decko levels (easy, medium, hard) play only legal moves, see only their observation,
and hard is deterministic with a fixed iteration count."""

import random
from itertools import combinations

import game.art_decko.ai.levels  # noqa: F401  (registers easy, medium and hard)
from game.ai.base import make_agent
from game.art_decko.ai.search import (
    GAME_ROUNDS,
    HARD_EVAL,
    MEDIUM_EVAL,
    ArtDeckoSearch,
    Evaluation,
    cheapest_cover,
    medium_choice,
    progress,
    rounds_left,
    tile_vp,
)
from game.engine.rng import Rng
from game.games import game_module

ad = game_module("art-decko")
GAME = "art-decko"
FAST = ("random", "greedy", "easy")


def play(players, seed, names, max_rounds=None, **hard_kwargs):
    """Play a game, checking every chosen action is one of the decision's options."""
    st = ad.new_game(players=players, seed=seed)
    agents = [make_agent(GAME, n, **(hard_kwargs if n == "hard" else {})) for n in names]
    rngs = [Rng(seed * 31 + i) for i in range(len(names))]
    while not st.is_over and st.round <= (max_rounds or 200):
        d = st.decision()
        action = agents[d.player].choose(ad, st.observation(d.player), d, rngs[d.player])
        assert action in d.options, f"{names[d.player]} chose {action} at {d}"
        st.apply(action)
    return st


def test_levels_are_registered():
    for name in ("easy", "medium", "hard"):
        assert make_agent(GAME, name).name == name


def test_many_fast_games_are_legal_and_finish():
    r = random.Random(7)
    finished = 0
    for k in range(100):
        players = 2 if k < 80 else r.randint(3, 4)
        # At least one player who buys sensibly; medium in every fifth game.
        names = ["medium" if k % 5 == 0 else r.choice(("greedy", "easy"))]
        names += [r.choice(FAST) for _ in range(players - 1)]
        r.shuffle(names)
        finished += play(players, 500 + k, names).is_over
    assert finished == 100


def test_hard_plays_legally_with_a_tiny_search():
    for k in range(2):
        st = play(2, 60 + k, ["hard", "medium"] if k == 0 else ["greedy", "hard"], max_rounds=4, iterations=3)
        assert st.round >= 4 or st.is_over


def _position(seed, decisions):
    st = ad.new_game(players=2, seed=seed, options={"starting_gold": ""})     # positions found under the box split
    greedy = make_agent(GAME, "greedy")
    rng = Rng(seed)
    for _ in range(decisions):
        d = st.decision()
        st.apply(greedy.choose(ad, st.observation(d.player), d, rng))
    return st


def _hide_differently(st, seat, rng):
    """The same position with the other seat's hand and draw pile reshuffled together,
    and the painting deck swapped with them where possible: the same observation for
    ``seat``, different hidden cards."""
    other = st.clone()
    q = 1 - seat
    pool = other.hands[q] + other.draws[q]
    # Trade the rival's unseen paintings with deck paintings (both are unseen by ``seat``).
    public = other.public
    for i, c in enumerate(pool):
        if not public >> c & 1 and other.deck:
            j = rng.randrange(len(other.deck))
            pool[i], other.deck[j] = other.deck[j], c
            other.dealt = tuple(tuple(pool[i] if x == c else x for x in dl) if p == q else dl
                                for p, dl in enumerate(other.dealt))
    rng.shuffle(pool)
    h = len(other.hands[q])
    other.hands[q], other.draws[q] = pool[:h], pool[h:]
    rng.shuffle(other.deck)
    other._decision = None
    return other


def test_medium_ignores_hidden_information():
    changed = 0
    checked = 0
    for seed in range(8):
        for decisions in (6, 25, 60):
            st = _position(seed, decisions)
            if st.is_over:
                continue
            d = st.decision()
            seat = d.player
            other = _hide_differently(st, seat, Rng(seed + 99))
            obs_a, obs_b = st.observation(seat), other.observation(seat)
            assert obs_a == obs_b
            changed += (other.hands[1 - seat] != st.hands[1 - seat]) or (other.deck != st.deck)
            medium = make_agent(GAME, "medium")
            a = medium.choose(ad, obs_a, d, Rng(5))
            b = medium.choose(ad, obs_b, other.decision(), Rng(5))
            assert a == b
            checked += 1
    assert checked >= 20 and changed >= 10


def test_medium_decision_depends_on_what_it_sees():
    """The invariance test above is not vacuous: a different observation can change the choice."""
    choices = set()
    for seed in range(6):
        st = _position(seed, 0)
        d = st.decision()
        choices.add(make_agent(GAME, "medium").choose(ad, st.observation(d.player), d, Rng(5)))
    assert len(choices) > 1


def test_hard_with_fixed_iterations_is_deterministic():
    for seed, decisions in ((3, 0), (4, 21), (5, 40)):
        st = _position(seed, decisions)
        d = st.decision()
        obs = st.observation(d.player)
        picks, counts = [], []
        for _ in range(2):
            hard = make_agent(GAME, "hard", iterations=24)
            picks.append(hard.choose(ad, obs, d, Rng(11)))
            counts.append(hard.search.last_iterations)
            if d.kind == "action" and len(d.options) > 1:
                # the paired search plays every candidate on the same samples, 24 rollouts at most
                # (at least two samples each)
                assert 0 < hard.search.last_iterations <= 24
        assert picks[0] == picks[1] and counts[0] == counts[1]
        assert picks[0] in d.options


def test_cheapest_cover_finds_the_least_overpay_then_the_fewest_cards():
    """The payment helper agrees with a walk over every subset, and a big hand is no trouble."""
    r = random.Random(3)
    for _ in range(400):
        cards = list(range(r.randrange(0, 8)))
        face = {c: r.randrange(0, 9) for c in cards}
        need = r.randrange(0, 30)
        keys = [(sum(face[c] for c in s), len(s)) for k in range(len(cards) + 1)
                for s in combinations(cards, k) if sum(face[c] for c in s) >= need]
        got = cheapest_cover(cards, face, need)
        if not keys:
            assert got is None
        else:
            subset, total = got
            assert total == sum(face[c] for c in subset) and (total, len(subset)) == min(keys)
    # Thirty cards are a billion subsets; the dynamic programme answers at once.
    face = {c: 1 + c % 8 for c in range(30)}
    subset, total = cheapest_cover(list(range(30)), face, 57)
    assert total == 57 and len(subset) == 8


def test_hard_and_medium_judge_with_their_own_weights():
    st = _position(5, 30)
    assert ArtDeckoSearch().ev is HARD_EVAL
    assert (HARD_EVAL.money_vp, HARD_EVAL.drift) != (MEDIUM_EVAL.money_vp, MEDIUM_EVAL.drift)
    # The rival weight subtracts that share of the best rival's expected VP.
    alone, against = Evaluation(0.2, 1.0, 0.0), Evaluation(0.2, 1.0, 1.0)
    left = rounds_left(st)
    rival = alone.worth(st, 1, left, tile_vp(st))
    assert abs(alone.value(st, 0, left) - against.value(st, 0, left) - rival) < 1e-9


def test_the_horizon_is_a_length_per_player_count_less_the_rounds_played():
    for players in (2, 3, 4):
        st = ad.new_game(players=players, seed=3)
        assert rounds_left(st) == GAME_ROUNDS[players]
        # Every seat of a round sees the same horizon: the round counts, not the turn.
        st.turn = players - 1
        assert rounds_left(st) == GAME_ROUNDS[players]
        st.turn = 2 * players
        assert rounds_left(st) == GAME_ROUNDS[players] - 2
    assert GAME_ROUNDS[2] > GAME_ROUNDS[3] > GAME_ROUNDS[4]


def test_the_drawn_deck_counts_toward_the_end():
    st = ad.new_game(players=2, seed=3)
    full = len(st.deck)
    st.deck = st.deck[: full // 4]
    assert progress(st) >= 0.75 - 1e-9
    assert rounds_left(st) <= GAME_ROUNDS[2] * 0.25 + 1e-9
    st.deck = []
    assert progress(st) == 1.0 and rounds_left(st) == 0.0


class _Spy(Evaluation):
    """Medium's weights, noting the horizon every judgement is given."""

    __slots__ = ("lefts",)

    def __init__(self):
        super().__init__(MEDIUM_EVAL.money_vp, MEDIUM_EVAL.drift, MEDIUM_EVAL.rival_weight)
        self.lefts = set()

    def value(self, st, seat, left):
        self.lefts.add(left)
        return super().value(st, seat, left)


def test_medium_judges_every_candidate_with_the_horizon_of_the_position_it_decides_in():
    """Not the candidate's own: a first show (progress) or an emptied hand (a turn, for the last
    seat a round, gone by) would otherwise change the horizon of one move and not another's."""
    for seed, decisions in ((1, 0), (1, 56), (1, 63), (4, 70)):
        st = _position(seed, decisions)
        d = st.decision()
        assert d.kind == "action"
        spy = _Spy()
        medium_choice(ad, st.observation(d.player), d, Rng(1), state=st.clone(), ev=spy)
        assert spy.lefts == {rounds_left(st)}

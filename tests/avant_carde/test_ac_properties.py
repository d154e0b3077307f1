"""Properties over many seeded random games: invariants after every action, determinism,
save → load → identical continuation, observations that hide what they must."""

import json
import random
import re

import pytest

from game import avant_carde as ac
from game.avant_carde.invariants import check_invariants
from game.avant_carde.spec import AC_SETS, ac_setup, soak_policy as random_policy
from game.engine.rng import Rng
from game.tools.soak import play_checked

SETS = [c.value for c in AC_SETS]


def random_setup(seed, patrons=None, solo=False):
    return ac_setup(seed, patrons, solo)


def play_random(setup, check=True, actions=None):
    """Play a random game; invariants after every action must hold. Returns (state, action log)."""
    st, log, errors = play_checked(ac, setup, check=check, actions=actions)
    assert not errors, (setup, len(log), errors)
    return st, log


@pytest.mark.parametrize("chunk", range(6))
def test_invariants_hold_over_300_games(chunk):
    for seed in range(chunk * 50, chunk * 50 + 50):
        st, _ = play_random(random_setup(seed))
        assert st.result["winners"], st.result


@pytest.mark.parametrize("patrons", SETS + ["random"])
def test_invariants_hold_for_each_patron_set(patrons):
    for seed in range(1000, 1100):
        play_random(random_setup(seed, patrons=patrons))


def test_invariants_hold_in_solo():
    for seed in range(2000, 2100):
        st, _ = play_random(random_setup(seed, solo=True))
        assert st.result["reason"] in ("solo_win", "solo_loss")
        assert st.round <= 9 and st.result["winners"] == ([0] if st.result["reason"] == "solo_win" else [])


def test_same_seed_and_actions_give_the_same_state():
    for seed in range(20):
        setup = random_setup(seed)
        a, log = play_random(setup, check=False)
        b, _ = play_random(setup, check=False, actions=log)
        assert a.to_data() == b.to_data()


def test_save_then_load_mid_game_continues_identically():
    for seed in range(30):
        setup = random_setup(seed, solo=seed % 5 == 0)
        full, log = play_random(setup, check=False)
        cut = random.Random(seed).randrange(1, len(log))
        st = ac.new_game(**setup)
        for a in log[:cut]:
            st.apply(a)
        restored = ac.from_data(json.loads(json.dumps(st.to_data())))
        assert restored.to_data() == st.to_data()
        assert restored.decision().options == st.decision().options
        for a in log[cut:]:
            restored.apply(a)
        assert restored.to_data() == full.to_data()


def _scramble_hidden(st, seat, rng):
    """The same game as ``seat`` knows it, with every hidden card moved around."""
    s = st.clone()
    for n, stack in s.stacks.items():
        below = stack[:-1]
        rng.shuffle(below)
        stack[:-1] = below
    for q, p in enumerate(s.players):
        if q == seat:
            rng.shuffle(p.deck)
            continue
        concealed = [i for i, e in enumerate(p.line) if not e.up]
        pool = p.hand + p.deck + [p.line[i].card for i in concealed]
        rng.shuffle(pool)
        p.hand = pool[:len(p.hand)]
        rest = pool[len(p.hand):]
        for i in concealed:
            c = rest.pop()
            p.line[i] = p.line[i].replace(card=c, number=s.data.cards[c].number, colour=s.data.cards[c].colour)
        p.deck = rest
    s._decision = None
    return s


def test_observations_never_reveal_hidden_cards():
    checked = 0
    for seed in range(40):
        setup = random_setup(seed)
        st = ac.new_game(**setup)
        rng, scramble = Rng(seed), random.Random(seed)
        while not st.is_over:
            d = st.decision()
            if st.phase == "buy" and not st.tasks and scramble.random() < 0.2:
                for seat in range(st.num_players):
                    other = _scramble_hidden(st, seat, scramble)
                    if other.tasks or other.decision().player != d.player:
                        continue
                    a, b = st.observation(seat), other.observation(seat)
                    a.pop("decision"), b.pop("decision")
                    assert a == b
                    checked += 1
            st.apply(random_policy(st, d, rng))
    assert checked > 100


def test_play_phase_observation_hides_what_others_did_this_round():
    st = ac.new_game(players=3, seed=5)
    first = st.decision().player
    before = {q: st.observation(q) for q in range(3)}
    # The first player plays out their whole line.
    while st.decision().player == first and st.phase == "play":
        st.apply(st.decision().options[0])
    for q in range(3):
        if q == first:
            continue
        seen = st.observation(q)["players"][first]
        assert seen == before[q]["players"][first]
        assert seen["line_hidden"] and seen["hand"] is None


def test_determinized_states_agree_with_the_observation_and_play_on():
    for seed in range(15):
        st = ac.new_game(**random_setup(seed))
        rng = Rng(seed)
        steps = 0
        while not st.is_over:
            d = st.decision()
            if steps % 9 == 0:
                obs = st.observation(d.player)
                det = ac.determinize(obs, Rng(steps))
                assert not check_invariants(det)
                dd = det.decision()
                assert dd.player == d.player and dd.kind == d.kind
                if d.kind != "play":
                    assert dd.options == d.options
                assert det.observation(d.player)["players"][d.player] == obs["players"][d.player]
            st.apply(random_policy(st, d, rng))
            steps += 1


def test_every_legal_action_can_be_described():
    """The log must never fail: every option of every decision has words (and no raw codes)."""
    kinds = set()
    for seed in range(40):
        st = ac.new_game(**random_setup(seed, patrons=SETS[seed % 4]))
        rng = Rng(seed)
        names = ["Ada", "Bo", "Cy", "Di", "Ed"]
        while not st.is_over:
            d = st.decision()
            for a in d.options:
                text = ac.describe(st, d.player, a, names)
                assert text.startswith(names[d.player]) and text.endswith(".")
                assert not re.search(r"\b[a-z]{2}\.[a-z]\d|\b[ORBP]\d[a-c]\b", text), text   # no raw codes
                kinds.add(a.kind)
            st.apply(random_policy(st, d, rng))
    assert {"play", "stop", "buy", "bury", "use", "end", "skip", "unveil", "conceal", "trash"} <= kinds

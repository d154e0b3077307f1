"""Solo mode: difficulty, the first player token's walk, its block, two buries, most 2s, the end."""

import pytest
from ac_helpers import arrange, codes, do, game, options, play_line, set_money, stack_top

from game import avant_carde as ac


def solo(level="normal", patrons="new_yorkers", seed=3):
    st = game(players=1, patrons=patrons, seed=seed, tags=["ob"], solo=level)
    return st


@pytest.mark.parametrize("level,awards", [("easy", 8), ("normal", 12), ("hard", 16), ("expert", 20)])
def test_difficulty_sets_the_awards_and_there_are_no_extras_or_gems(level, awards):
    st = solo(level)
    assert (st.awards_left, st.extras_left) == (awards, 0)
    do(st, "stop", "end")
    assert st.gems == []


def test_most_twos_example_three_red_top_cards():
    st = solo()
    for n, code in ((2, "R2a"), (3, "R3a"), (4, "R4a"), (5, "B5a"), (6, "O6a"), (7, "P7a")):
        stack_top(st, n, [code])
    arrange(st, 0, hand=["B2a", "B2b", "ob.b2", "ob.g2", "ob.w1", "ob.p14", "ob.r12"])
    play_line(st, 0, "play B2a", "play B2b")
    assert st.twos_needed(0) == 3
    assert "use B2a" not in options(st)
    st = solo()
    for n, code in ((2, "R2a"), (3, "R3a"), (4, "R4a"), (5, "B5a"), (6, "O6a"), (7, "P7a")):
        stack_top(st, n, [code])
    arrange(st, 0, hand=["B2a", "B2b", "ob.b2", "ob.g2", "ob.w1", "ob.p14", "ob.r12"])
    play_line(st, 0, "play B2a", "play B2b", "play ob.b2")
    assert "use B2a" in options(st)


def test_the_token_walks_one_section_a_round_buries_and_blocks():
    st = solo()
    assert st.token_section == 0 and st.blocked_stack() is None
    for rnd in range(1, 10):
        assert st.round == rnd
        assert st.token_section == rnd - 1
        do(st, "stop")
        blocked = st.blocked_stack()
        if blocked is not None:
            set_money(st, 0, 7)
            assert f"buy {blocked}" not in options(st)
            assert f"bury {blocked}" in options(st)          # burying there is still allowed
        if rnd == 9:
            assert st.token_section == 8                      # on the Extras section
            do(st, "end")
            break
        n = rnd + 1                                           # the stack the token moves onto
        if n <= 7:
            second = st.stacks[n][-2]
            top = st.stacks[n][-1]
            do(st, "end")
            assert st.stacks[n][-1] == second and st.stacks[n][0] == top   # its top card was buried
        else:
            do(st, "end")
    assert st.is_over and st.result == {"winners": [], "reason": "solo_loss", "tiebreak": None}


def test_two_buries_per_turn():
    st = solo()
    do(st, "stop", "bury 2", "bury 3")
    assert not any(o.startswith("bury") for o in options(st))


def test_taking_the_last_award_wins_at_once():
    st = solo("easy")
    st.awards_left, st.extras_left = 1, 0
    st.players[0].awards = 7
    do(st, "stop")
    set_money(st, 0, 6)
    events = do(st, "end")
    assert st.is_over and st.result["winners"] == [0] and st.result["reason"] == "solo_win"
    assert st.round == 1 and events[-1]["type"] == "game_over"


def test_impersonator_copies_the_card_under_the_token():
    st = solo(patrons="parisians")
    st.token_section = 4                                       # on the 5s: a Forger on top
    stack_top(st, 5, ["R5b", "R5a"])
    arrange(st, 0, hand=["B3a", "ob.b13", "ob.w1", "ob.p14", "ob.r12", "ob.o11", "ob.o1"])
    play_line(st, 0, "play B3a")
    do(st, "use B3a")
    assert options(st) == ["copy R5a", "skip"]
    do(st, "copy R5a", "use copy1", "forge 5")
    assert codes(st, st.players[0].discard)[-1] == "R5a"       # the Forger takes the token's card


def test_forger_takes_the_card_under_the_token_and_nothing_when_off_the_stacks():
    st = solo(patrons="parisians")
    st.token_section = 6                                       # on the 7s
    arrange(st, 0, hand=["B5a", "ob.b13", "ob.w1", "ob.p14", "ob.r12", "ob.o11", "ob.o1"])
    top = st.code(st.stacks[7][-1])
    play_line(st, 0, "play B5a")
    do(st, "use B5a", "forge 7")
    assert codes(st, st.players[0].discard)[-1] == top
    st = solo(patrons="parisians")                             # token on the change section
    arrange(st, 0, hand=["B5a", "ob.b13", "ob.w1", "ob.p14", "ob.r12", "ob.o11", "ob.o1"])
    play_line(st, 0, "play B5a")
    assert "use B5a" not in options(st)


def test_collector_cannot_take_from_the_blocked_stack():
    st = solo(patrons="londoners")
    st.token_section = 1                                       # on the 2s
    for n, code in ((3, "O3a"), (4, "O4a"), (5, "O5a"), (6, "P6a"), (7, "B7a")):
        stack_top(st, n, [code])
    arrange(st, 0, hand=["B2a", "B2b", "ob.b2", "ob.w1", "ob.p14", "ob.r12", "ob.o11"])
    play_line(st, 0, "play B2a", "play B2b", "play ob.b2")
    do(st, "use B2a")
    assert options(st) == ["take 3", "take 4", "skip"]


def test_simulated_solo_games_end_by_round_nine():
    for seed in range(10):
        st = ac.new_game(players=1, seed=seed, solo="normal")
        while not st.is_over:
            st.apply(st.decision().options[0])
        assert st.round <= 9

"""Tests that pin the rulings in docs/rulings.md that no rulebook example covers."""

from ac_helpers import arrange, codes, do, game, options, play_line, stop_all


def hand(*cards):
    junk = ["ob.w1", "ob.p14", "ob.r12", "ob.o11", "ob.o1"]
    cards = list(cards)
    return cards + [j for j in junk if j not in cards][: 7 - len(cards)]


def test_bury_needs_a_stack_of_two_cards_or_more():
    st = game(players=2)
    for c in st.stacks[7][:-1]:
        st.trash.append(c)
    st.stacks[7] = st.stacks[7][-1:]
    stop_all(st)
    assert "bury 7" not in options(st) and "bury 6" in options(st)


def test_cards_drawn_in_the_buy_turn_are_discarded_at_its_end():
    st = game(players=2, patrons="mix:2=parisians", tags=["ob", "rp"])
    arrange(st, 0, hand=hand("B2a", "B7a"), deck=["ob.b2", "ob.g2", "ob.b1"])
    play_line(st, 0, "play B2a", "conceal B7a")
    stop_all(st)
    do(st, "use B2a", "unveil B7a")               # the unveiled Critic draws in the buy turn
    assert codes(st, st.players[0].hand) == ["ob.b1"]
    do(st, "end")
    assert "ob.b1" in codes(st, st.players[0].discard) and not st.players[0].hand


def test_a_tinted_concealed_card_or_the_face_up_card_before_it_may_be_matched():
    st = game(players=2, patrons="parisians", tags=["ob", "rp"])
    arrange(st, 0, hand=hand("B4a", "R2a", "ob.b13", "ob.o1"))
    do(st, "play B4a", "colour red", "conceal ob.o1")
    opts = options(st)
    assert "play R2a" in opts and "play ob.b13" in opts


def test_the_philosophers_odd_number_can_make_the_four_playable():
    st = game(players=2, patrons="londoners", tags=["ob", "rp"])
    arrange(st, 0, hand=hand("R3a", "B4a"))
    do(st, "play R3a", "skip")                    # (the Hipster's power declined)
    opts = options(st)
    assert "play B4a odd3" in opts and "play B4a" not in opts


def test_hipster_with_a_schmoozer_draws_two_and_conceals_one_of_them():
    st = game(players=2, patrons="mix:3=londoners,5=tokyoites", tags=["ob", "rp"])
    arrange(st, 0, hand=hand("B5a", "B3a"), deck=["ob.b2", "ob.g2", "ob.b1"])
    do(st, "play B5a", "play B3a", "draw")
    assert options(st) == ["conceal ob.b1", "conceal ob.g2"]
    do(st, "conceal ob.g2")
    assert "ob.b1" in codes(st, st.players[0].hand)


def test_solo_token_onto_a_stack_of_one_card_buries_nothing():
    st = game(players=1, solo="normal", tags=["ob"])
    last = st.stacks[2][-1]
    for c in st.stacks[2][:-1]:
        st.trash.append(c)
    st.stacks[2] = [last]
    do(st, "stop", "end")
    assert st.token_section == 1 and st.stacks[2] == [last]


def test_trashing_a_played_two_removes_it_from_most_twos():
    st = game(players=2, patrons="mix:3=new_yorkers", tags=["ob", "rp"])
    arrange(st, 0, hand=hand("B2a", "B3a"))
    arrange(st, 1, hand=["rp.r2", "rp.w1", "rp.o11", "rp.b13", "rp.p14", "rp.r12", "rp.p1"])
    play_line(st, 0, "play B2a", "play B3a")
    play_line(st, 1, "play rp.r2")
    assert st.has_most_twos(0)
    do(st, "use B3a", "trash B2a")
    assert st.twos(0) == 0 and "use B2a" not in options(st)

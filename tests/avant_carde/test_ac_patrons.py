"""One or more tests per patron (24), the rulebook's examples for them, and the spec's edge cases."""

import pytest
from ac_helpers import arrange, codes, do, game, options, play_line, set_money, stack_top, stop_all

from game.avant_carde.buy import power_status
from game.avant_carde.rounds import finish
from game.engine.actions import parse_action
from game.engine.errors import IllegalActionError

JUNK = ["ob.w1", "ob.p14", "ob.r12", "ob.o11", "ob.o1"]     # cards that rarely match anything


def hand(*cards):
    """Seven cards: the given ones, padded with junk."""
    cards = list(cards)
    return cards + [j for j in JUNK if j not in cards][: 7 - len(cards)]


def two_player(patrons, h0, h1=None, deck0=None, **kw):
    st = game(players=2, patrons=patrons, tags=["ob", "rp"], **kw)
    arrange(st, 0, hand=h0, deck=deck0)
    if h1:
        arrange(st, 1, hand=h1)
    return st


# ---- Tokyoites ---------------------------------------------------------------------------------

def test_curator_trashes_with_most_twos_once_per_turn():
    st = two_player("tokyoites", hand("B2a", "B2b"))
    play_line(st, 0, "play B2a", "play B2b")
    stop_all(st)
    do(st, "use B2a")
    assert st.decision().kind == "trash"
    do(st, "trash ob.w1")
    assert codes(st, st.trash) == ["ob.w1"]
    assert "use B2b" not in options(st)


def test_curator_needs_most_twos():
    st = two_player("tokyoites", hand("B2a", "ob.b13"),
                    ["rp.r2", "rp.p2", "rp.g2"] + ["rp.w1", "rp.o11", "rp.b13", "rp.p14"])
    play_line(st, 0, "play B2a")
    play_line(st, 1, "play rp.r2", "play rp.p2", "play rp.g2")
    assert "use B2a" not in options(st)
    reasons = {k: r for k, pid, src, r in power_status(st, 0)}
    assert "most 2s" in reasons["B2a"]


def test_archivist_discards_to_draw():
    st = two_player("tokyoites", hand("B3a"), deck0=["ob.b2", "ob.g2", "ob.b1"])
    do(st, "play B3a")
    assert st.decision().kind == "archivist"
    do(st, "discard ob.w1")
    p = st.players[0]
    assert "ob.w1" in codes(st, p.discard) and codes(st, p.hand)[-1] == "ob.b1"


def test_journalist_changes_number_only_and_first_four_draws():
    st = two_player("tokyoites", hand("B4a", "R4a"), deck0=["ob.b2", "ob.g2", "ob.b1"])
    opts = options(st)
    assert "play B4a n1" in opts and "play B4a red" not in opts
    do(st, "play B4a")
    assert len(st.players[0].hand) == 7                   # first 4: draws a card
    do(st, "play R4a")
    assert len(st.players[0].hand) == 6                   # second 4: no draw


def test_schmoozer_example_discard_one_draw_two():
    # "You play a 5 then a 3. You discard 1 and draw 2."
    st = two_player("tokyoites", hand("B5a", "B3a"), deck0=["ob.b2", "ob.g2", "ob.b1", "ob.o2"])
    events = do(st, "play B5a", "play B3a", "discard ob.w1")
    assert [e["count"] for e in events if e["type"] == "draw"] == [2]
    assert codes(st, st.players[0].hand)[-2:] == ["ob.o2", "ob.b1"]


def test_schmoozers_stack_and_add_to_every_drawing_power():
    st = two_player("mix:3=tokyoites,5=tokyoites", hand("B5a", "B5b", "B3a", "B7a"),
                    deck0=["ob.b2", "ob.g2", "ob.b1", "ob.o2", "ob.o1"])
    events = do(st, "play B5a", "play B5b", "play B3a", "discard ob.w1")
    draws = [e["count"] for e in events if e["type"] == "draw"]
    assert draws == [3]                                       # Archivist: 1 + 2 Schmoozers
    events = do(st, "play B7a")
    draws = [e["count"] for e in events if e["type"] == "draw"]
    assert draws == [4]                                       # Critic after a 5: 2 + 2
    assert st.players[0].schmoozer == 2


def test_investor_trashes_another_played_card_for_money():
    st = two_player("tokyoites", hand("ob.b13", "B5a", "B6a", "B6b"))
    play_line(st, 0, "play ob.b13", "play B5a", "play B6a", "play B6b")
    stop_all(st)
    assert st.players[0].money == 4
    do(st, "use B6a")
    assert "trash B6a" not in options(st)                  # not itself
    do(st, "trash B5a")
    assert st.players[0].money == 6
    do(st, "use B6b", "trash ob.b13")
    assert st.players[0].money == 7 and st.players[0].made == 7


def test_hoarder_example():
    # "You play 7 and choose red. You play 2 and draw 1. You play 4 and 2 then draw 1."
    st = two_player("mix:7=tokyoites", hand("R7a", "R2a", "R4a", "R2b"),
                    deck0=["ob.b2", "ob.g2", "ob.b1", "ob.o2", "ob.o1"])
    do(st, "play R7a", "colour red")

    def size():
        return len(st.players[0].hand)

    assert size() == 6
    do(st, "play R2a")
    assert size() == 6                                      # 5 left + 1 drawn
    do(st, "play R4a")
    assert size() == 5
    do(st, "play R2b")
    assert size() == 5                                      # 4 left + 1 drawn


# ---- Parisians ---------------------------------------------------------------------------------

def test_thief_conceals_after_a_two_and_unveils_for_a_dollar():
    st = two_player("parisians", hand("B2a", "B6a"))
    do(st, "play B2a")
    assert st.decision().kind == "conceal"
    do(st, "conceal B6a")
    line = st.players[0].line
    assert not line[1].up
    assert "play ob.b13" not in options(st)                 # nothing blue left; the 2 is matched
    do(st, "stop")
    stop_all(st)
    assert st.players[0].money == 1                         # a concealed card is worth nothing
    do(st, "use B2a", "unveil B6a")
    assert st.players[0].money == 2                         # +$1 from the Thief only
    assert "use B6a" in options(st)                         # the Launderer's power is now available
    do(st, "use B6a")
    assert st.players[0].money == 3


def test_concealed_cards_are_skipped_for_matching():
    st = two_player("parisians", hand("B2a", "R3a", "ob.b13"))
    do(st, "play B2a", "conceal R3a")
    assert "play ob.b13" in options(st)                     # matches the blue 2 before the concealed card


def test_impersonator_copies_an_opponents_buy_power_each_three_a_different_card():
    st = two_player("parisians", hand("B3a", "B3b"), ["rp.r12", "R6a", "R6b", "rp.w1", "rp.o11", "rp.b13", "rp.p14"])
    play_line(st, 0, "play B3a", "play B3b")
    play_line(st, 1, "play rp.r12", "play R6a", "play R6b")
    do(st, "use B3a")
    assert st.decision().kind == "impersonate"
    assert options(st) == ["copy R6a", "copy R6b", "skip"]
    do(st, "copy R6a")
    assert "use copy1" in options(st)
    do(st, "use copy1")
    assert st.players[0].money == 3                          # 2 cards + Launderer +$1
    do(st, "use B3b")
    assert options(st) == ["copy R6b", "skip"]


def test_impersonator_trashes_a_concealed_card():
    st = two_player("parisians", hand("B2a", "B3a", "ob.b13"))
    play_line(st, 0, "play B2a", "conceal ob.b13", "play B3a")
    stop_all(st)
    do(st, "use B3a")
    assert st.decision().kind == "imp_trash"
    do(st, "trash ob.b13")
    assert codes(st, st.trash) == ["ob.b13"]


def test_conservator_example_play_4_then_2_on_the_red_concealed_card():
    st = two_player("parisians", hand("B4a", "R2a", "P2a", "ob.b1"))
    do(st, "play B4a")
    assert st.decision().kind == "conservator"
    do(st, "colour red", "conceal ob.b1")
    assert st.players[0].line[-1].tint == "red"
    opts = options(st)
    assert "play R2a" in opts and "play P2a" not in opts


def test_forger_copies_an_earlier_buy():
    # "The previous player bought a 6, so you can buy the next 6 for free."
    st = two_player("parisians", hand("B5a"), first=1)
    stack_top(st, 6, ["R6b", "R6a"])
    do(st, "stop")
    play_line(st, 0, "play B5a")
    set_money(st, 1, 6)                                        # seat 1 buys first
    do(st, "buy 6", "end")
    assert st.decision().player == 0
    do(st, "use B5a")
    assert options(st) == ["forge 6", "skip"]
    do(st, "forge 6")
    assert codes(st, st.players[0].discard)[-1] == "R6b"


def test_forger_future_example_pass_on_a_two_take_the_seven():
    st = game(players=3, patrons="parisians", tags=["ob", "rp", "rb"], first=0)
    arrange(st, 0, hand=hand("B5a"))
    play_line(st, 0, "play B5a")
    stop_all(st)
    do(st, "use B5a", "future", "end")
    set_money(st, 1, 13)
    do(st, "buy 2")
    assert st.decision().player == 0 and st.decision().kind == "forge_offer"
    do(st, "pass")
    assert st.decision().player == 1
    top7 = st.code(st.stacks[7][-2])
    do(st, "buy 7", "take")
    assert codes(st, st.players[0].discard)[-1] == top7
    do(st, "buy 4")
    assert st.decision().player == 1                            # the Forger has been used


def test_forger_when_the_stack_is_empty():
    st = two_player("parisians", hand("B5a"), first=1)
    last_six = st.stacks[6][-1]
    for c in st.stacks[6][:-1]:
        st.trash.append(c)
    st.stacks[6] = [last_six]
    do(st, "stop")
    play_line(st, 0, "play B5a")
    set_money(st, 1, 6)
    do(st, "buy 6", "end")
    # The only buy to copy emptied its stack, and nobody buys after seat 0: no Forger use.
    assert "use B5a" not in options(st)
    reason = {k: r for k, pid, src, r in power_status(st, 0)}["B5a"]
    assert reason


def test_launderer_gains_and_unveils():
    st = two_player("parisians", hand("B2a", "B6a", "ob.b13"))
    play_line(st, 0, "play B2a", "conceal ob.b13", "play B6a")
    stop_all(st)
    assert st.players[0].money == 2
    do(st, "use B6a", "unveil ob.b13")
    assert st.players[0].money == 4


def test_completionist_draws_one_per_main_colour():
    st = two_player("parisians", hand("ob.b13", "ob.b2", "ob.o2", "O7a", "ob.w1"),
                    deck0=["ob.b1", "ob.g2", "ob.o11"])
    do(st, "play ob.b13", "play ob.b2", "skip", "play ob.o2", "skip", "play O7a")
    assert st.decision().kind == "conceal"
    do(st, "conceal ob.w1")
    assert codes(st, st.players[0].hand)[-2:] == ["ob.o11", "ob.g2"]


# ---- Londoners ---------------------------------------------------------------------------------

def test_collector_takes_a_two_three_or_four_free():
    st = two_player("londoners", hand("B2a"))
    play_line(st, 0, "play B2a")
    stop_all(st)
    do(st, "use B2a")
    assert options(st) == ["take 2", "take 3", "take 4", "skip"]
    top = st.code(st.stacks[4][-1])
    do(st, "take 4")
    assert codes(st, st.players[0].discard)[-1] == top and st.players[0].money == 1


def test_hipster_draws_and_conceals_then_unveils_a_card_whose_power_draws():
    st = two_player("mix:3=londoners", hand("B3a", "B3b"), deck0=["ob.b2", "ob.g2", "ob.b1", "R7a"])
    do(st, "play B3a", "draw")
    assert st.decision().kind == "hipster_conceal" and options(st) == ["conceal R7a"]
    do(st, "conceal R7a", "play B3b", "unveil", "unveil R7a")
    # The unveiled Critic draws a card at once (it need not match anything).
    assert codes(st, st.players[0].hand)[-1] == "ob.b1"
    play_line(st, 0)
    stop_all(st)
    assert st.players[0].money == 3                             # the unveiled card pays $1


def test_philosopher_counts_as_an_odd_number_too():
    st = two_player("londoners", hand("B4a", "R3a", "R4a"))
    opts = options(st)
    assert "play B4a odd3" in opts
    do(st, "play B4a odd3")
    opts = options(st)
    assert "play R3a" in opts and "play R4a" in opts        # its odd 3, and 4s
    assert "play ob.r12" not in opts and "play ob.w1" not in opts


def test_futurist_tip_conceal_the_last_card_to_make_the_five_last():
    st = two_player("londoners", hand("B5a", "ob.b13"))
    play_line(st, 0, "play B5a", "play ob.b13")
    stop_all(st)
    do(st, "use B5a", "conceal ob.b13")
    assert st.players[0].money == 3                             # $2 + $1: the 5 is now last


def test_futurist_trashes_instead_and_needs_to_be_last_for_the_dollar():
    st = two_player("londoners", hand("B5a", "ob.b13"))
    play_line(st, 0, "play B5a", "play ob.b13")
    stop_all(st)
    do(st, "use B5a", "trash ob.w1")
    assert st.players[0].money == 2 and codes(st, st.trash) == ["ob.w1"]


def test_designer_two_sixes_make_powers_happen_three_times():
    st = two_player("mix:6=londoners", hand("B6a", "B6b", "B7a"),
                    deck0=["ob.b2", "ob.g2", "ob.b1", "ob.o2", "ob.o1", "ob.b13"])
    do(st, "play B6a", "play B6b", "play B7a")
    # The Critic draws 2 (a 6 came before), three times.
    assert len(st.players[0].hand) == 4 + 6


def test_designer_does_not_repeat_once_per_turn_powers():
    st = two_player("mix:6=londoners", hand("B2a", "B6a"))
    play_line(st, 0, "play B2a", "play B6a")
    stop_all(st)
    do(st, "use B2a")
    assert st.players[0].money == 3


def test_designer_repeats_a_copied_power():
    # A copy of a copy: an Impersonator (Parisians) copies an opponent's Futurist; a Designer
    # in effect repeats the copied power like any other.
    st = two_player("mix:3=parisians,5=londoners,6=londoners", hand("B6a", "B3a"),
                    ["rp.r12", "R5a", "rp.w1", "rp.o11", "rp.b13", "rp.p14", "rp.p1"])
    play_line(st, 0, "play B6a", "play B3a")
    play_line(st, 1, "play rp.r12", "play R5a")
    do(st, "use B3a", "copy R5a", "use copy1", "trash ob.w1")
    assert st.decision().kind == "futurist"                      # the repetition
    do(st, "trash ob.p14")
    assert codes(st, st.trash) == ["ob.w1", "ob.p14"]


def test_eccentric_example_3_3_7():
    st = two_player("mix:7=londoners", hand("B3a", "R3a", "R7a"))
    play_line(st, 0, "play B3a", "play R3a", "play R7a")
    stop_all(st)
    assert st.players[0].money == 3
    do(st, "use R7a", "conceal B3a")
    assert st.players[0].money == 5                              # +$2: one per 3, itself included


# ---- general mechanism -------------------------------------------------------------------------

def test_illegal_actions_are_refused_and_leave_the_state_unchanged():
    st = two_player("new_yorkers", hand("B3a"))
    before = st.to_data()
    for text in ("buy 3", "play O7a", "play ob.w1 n3", "use B3a", "end", "skip", "play B3a red"):
        with pytest.raises(IllegalActionError) as err:
            st.apply(parse_action(text))
        assert "legal:" in str(err.value) and "play" in str(err.value)
        assert st.to_data() == before


def test_a_finished_game_refuses_every_action():
    st = game(players=2)
    finish(st, [], "awards_out")
    with pytest.raises(IllegalActionError):
        st.apply(parse_action("stop"))

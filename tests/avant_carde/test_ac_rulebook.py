"""Every example in the Avant Carde texts, as tests (base rules and the New Yorkers)."""

import pytest
from ac_helpers import arrange, codes, do, game, options, play_line, set_awards, stack_top, stop_all

from game.avant_carde import rounds

OLIVIA_HAND = ["ob.b13", "ob.b2", "ob.g2", "ob.o2", "ob.o11", "ob.w1", "ob.p14"]


def test_olivias_five_dollar_chain():
    # Start 13; match blue (2); match two (gray 2); match two (orange 2); match orange (11).
    st = game(players=2, tags=["ob", "rp"])
    arrange(st, 0, hand=OLIVIA_HAND)
    do(st, "play ob.b13")
    assert "play ob.b2" in options(st) and "play ob.g2" not in options(st)
    do(st, "play ob.b2", "play ob.g2", "play ob.o2")
    assert "play ob.o11" in options(st)
    events = do(st, "play ob.o11")
    # White 1 and purple 14 match nothing: the play phase ends on its own for Olivia.
    stop = [e for e in events if e["type"] == "stop"]
    assert stop and stop[0]["forced"] and stop[0]["line"] == 5
    assert codes(st, st.players[0].discard) == ["ob.w1", "ob.p14"]
    stop_all(st)
    assert st.phase == "buy"
    assert st.players[0].made - (1 if 0 in st.gems else 0) == 5


def test_white_one_and_gray_two_do_not_match_each_other():
    st = game(players=2, tags=["ob", "rp"])
    arrange(st, 0, hand=["ob.w1", "ob.g2", "ob.r12", "ob.p14", "ob.o11", "ob.b13", "ob.b1"])
    do(st, "play ob.w1")
    assert "play ob.g2" not in options(st)
    assert "play ob.b1" in options(st)       # 1 matches 1 by number


def test_buying_example_seven_dollars():
    # Olivia played 6 cards with the most 2s: $6 + $1 (Perfectionist) = $7. She buys the top 3,
    # buries the top 2, buys the next 2, takes 1 award and, with $2 left, a change token.
    st = game(players=2, tags=["ob", "rp"])
    arrange(st, 0, hand=OLIVIA_HAND[:5] + ["O3a", "ob.w1"])
    arrange(st, 1, hand=["rp.r12", "rp.p14", "rp.w1", "rp.o11", "rp.b13", "rp.r1", "rp.p1"])
    stack_top(st, 3, ["B3a"])
    stack_top(st, 2, ["P2a", "R2a"])           # R2a on top, P2a under it
    play_line(st, 0, "play ob.b13", "play ob.b2", "play ob.g2", "play ob.o2", "play ob.o11", "play O3a")
    play_line(st, 1, "play rp.r12")
    assert st.phase == "buy" and st.decision().player == 0
    assert st.players[0].money == 6
    do(st, "use ob.b2")                          # the Perfectionist: most 2s (3 against 0)
    assert st.players[0].money == 7
    assert "use ob.g2" not in options(st)        # once per turn
    do(st, "buy 3")
    assert codes(st, st.players[0].discard)[-1] == "B3a"
    do(st, "bury 2", "buy 2")
    assert codes(st, st.players[0].discard)[-1] == "P2a"
    assert st.stacks[2][0] == st.data.by_code["R2a"]   # the buried 2 lies at the bottom
    events = do(st, "end")
    assert st.players[0].awards == 1
    assert st.players[0].change_token and st.change_supply == 4
    assert any(e["type"] == "take_change_token" and e["player"] == 0 for e in events)


@pytest.mark.parametrize("made,awards", [
    (0, 0), (5, 0), (6, 1), (7, 1), (8, 2), (9, 2), (10, 3), (11, 4), (16, 4),
    (17, 5), (22, 5), (23, 6), (28, 6), (29, 7)])
def test_awards_table(made, awards):
    st = game(players=2)
    assert st.awards_for(made) == awards


def test_shuffling_example():
    # End of round 1: draw the 3 cards left in the deck, then shuffle the discard pile into a
    # new deck and draw 4 more.
    st = game(players=2)
    left = list(st.players[0].deck)
    assert len(left) == 3
    stop_all(st)
    do(st, "end", "end")
    p = st.players[0]
    assert st.round == 2
    assert set(left) <= set(p.hand) and len(p.hand) == 7
    assert len(p.deck) == 3 and not p.discard


def test_beginner_shuffle_reshuffles_everything():
    st = game(players=2, options={"beginner_shuffle": True})
    stop_all(st)
    do(st, "end", "end")
    p = st.players[0]
    assert len(p.hand) == 7 and len(p.deck) == 3 and not p.discard


def test_gallerist_example_two_four_as_one_one_twelve():
    st = game(players=2, tags=["rb", "op"])
    arrange(st, 0, hand=["rb.r2", "R4a", "rb.r1", "rb.r12", "B4a", "rb.w1", "rb.p14"])
    do(st, "play rb.r2")
    opts = options(st)
    assert "play R4a n1" in opts                 # a red 4 changed to "1" matches the red 2
    assert "play B4a" not in opts and "play B4a n1" not in opts   # must match as changed
    assert "play B4a red" in opts and "play B4a n2" in opts
    do(st, "play R4a n1", "play rb.r1", "play rb.r12")
    line = st.players[0].line
    assert [e.number for e in line] == [2, 1, 1, 12]
    assert st.patron_of(line[1].card).name == "The Gallerist"   # its patron stays the 4's


def test_a_four_changed_to_two_counts_for_most_twos():
    st = game(players=2, tags=["ob", "rp"])
    arrange(st, 0, hand=["ob.g2", "O4a", "ob.w1", "ob.p14", "ob.r12", "ob.b13", "ob.o11"])
    arrange(st, 1, hand=["rp.r2", "rp.p2", "rp.w1", "rp.o11", "rp.b13", "rp.r12", "rp.p14"])
    play_line(st, 0, "play ob.g2", "play O4a n2")
    play_line(st, 1, "play rp.r2", "play rp.p2")
    assert st.twos(0) == 2 and st.twos(1) == 2
    assert st.has_most_twos(0) and st.has_most_twos(1)   # tied counts as most


def test_patron_powers_example_snob_twice_trashes_13_and_12():
    st = game(players=2, tags=["ob", "rp"])
    arrange(st, 0, hand=["B3a", "O3a", "ob.o1", "ob.b13", "ob.r12", "ob.w1", "ob.p14"])
    play_line(st, 0, "play B3a", "play O3a")
    stop_all(st)
    assert codes(st, st.players[0].discard)[-5:] == ["ob.o1", "ob.b13", "ob.r12", "ob.w1", "ob.p14"]
    do(st, "use B3a", "trash ob.b13", "use O3a", "trash ob.r12")
    assert codes(st, st.trash) == ["ob.b13", "ob.r12"]
    assert st.players[0].buries == 3                  # one bury + one extra per Snob
    do(st, "bury 2", "bury 3", "bury 4")
    assert "bury 5" not in options(st)


def test_snob_may_trash_a_played_card_which_keeps_its_money():
    st = game(players=2, tags=["ob", "rp"])
    arrange(st, 0, hand=["B3a", "ob.b13", "ob.w1", "ob.p14", "ob.r12", "ob.o11", "ob.o1"])
    play_line(st, 0, "play ob.b13", "play B3a")
    stop_all(st)
    assert st.players[0].money == 2
    do(st, "use B3a", "trash ob.b13")
    assert st.players[0].money == 2 and len(st.players[0].line) == 1


def test_dealer_draw_or_money():
    st = game(players=2, tags=["ob", "rp"])
    arrange(st, 0, hand=["B5a", "O5a", "ob.b13", "ob.w1", "ob.p14", "ob.r12", "ob.o11"],
            deck=["ob.b2", "ob.o2", "ob.g2"])
    do(st, "play B5a")
    assert st.decision().kind == "dealer"
    do(st, "draw")
    assert codes(st, st.players[0].hand)[-1] == "ob.g2"
    do(st, "play ob.b13")
    assert "play O5a" not in options(st)
    do(st, "stop")
    stop_all(st)
    st2 = game(players=2, tags=["ob", "rp"])
    arrange(st2, 0, hand=["B5a", "ob.b13", "ob.w1", "ob.p14", "ob.r12", "ob.o11", "ob.o1"])
    do(st2, "play B5a", "money")
    play_line(st2, 0, "play ob.b13")
    stop_all(st2)
    assert st2.players[0].money == 3                 # 2 cards + $1 from the Dealer


def test_critic_draws_one_or_two():
    st = game(players=2, tags=["ob", "rp"])
    arrange(st, 0, hand=["B7a", "ob.b13", "ob.w1", "ob.p14", "ob.r12", "ob.o11", "ob.o1"],
            deck=["ob.b1", "ob.b2", "ob.g2"])
    do(st, "play B7a")
    assert len(st.players[0].hand) == 7               # 6 left + 1 drawn
    st = game(players=2, tags=["ob", "rp"])
    arrange(st, 0, hand=["B5a", "B7a", "ob.b13", "ob.w1", "ob.p14", "ob.r12", "ob.o11"],
            deck=["ob.b1", "ob.b2", "ob.g2"])
    do(st, "play B5a", "money", "play B7a")
    assert len(st.players[0].hand) == 7               # 5 left + 2 drawn (a 5 came before)


def test_trendoid_copies_a_critic_and_pays_a_dollar():
    st = game(players=2, tags=["ob", "rp"])
    arrange(st, 0, hand=["B7a", "B6a", "ob.b13", "ob.w1", "ob.p14", "ob.r12", "ob.o11"],
            deck=["ob.b1", "ob.b2", "ob.g2"])
    do(st, "play B7a", "play B6a")
    assert st.decision().kind == "trendoid"
    assert options(st) == ["copy B7a", "skip"]
    do(st, "copy B7a")
    # 5 in hand after two plays + 1 (Critic) + 2 (copied Critic: a 6 came before this copy)
    assert len(st.players[0].hand) == 5 + 1 + 2
    assert st.players[0].pending == 1


def test_trendoid_copying_a_gallerist_changes_the_six_and_copying_a_two_adds_nothing():
    st = game(players=2, tags=["ob", "rp"])
    arrange(st, 0, hand=["B2a", "B4a", "B6a", "ob.w1", "ob.p14", "ob.r12", "ob.o11"])
    do(st, "play B2a", "play B4a", "play B6a", "copy B4a")
    assert st.decision().kind == "change"
    do(st, "colour red")
    assert st.players[0].line[-1].colour == "red"
    assert "play ob.r12" in options(st)
    st = game(players=2, tags=["ob", "rp"])
    arrange(st, 0, hand=["B2a", "B6a", "ob.b2", "ob.w1", "ob.p14", "ob.r12", "ob.o11"])
    play_line(st, 0, "play B2a", "play B6a", "copy B2a")
    stop_all(st)
    do(st, "use B2a")
    assert "use copy1" not in options(st)   # the Perfectionist is once per turn


def test_trendoid_cannot_copy_another_trendoid():
    st = game(players=2, tags=["ob", "rp"])
    arrange(st, 0, hand=["B6a", "B6b", "ob.w1", "ob.p14", "ob.r12", "ob.o11", "ob.o1"])
    do(st, "play B6a")
    do(st, "play B6b")
    assert st.decision().kind != "trendoid"   # nothing copyable: no question asked


def _end_with_tie(tiebreak):
    """Seat 0 and seat 1 both end on 6 awards; seat 0 made and spent $6, seat 1 made $2 and takes change."""
    st = game(players=2, tags=["ob", "rp"], options={"tiebreak": tiebreak})
    set_awards(st, [5, 6], left=1)
    arrange(st, 0, hand=OLIVIA_HAND[:5] + ["O3a", "ob.w1"])
    arrange(st, 1, hand=["rp.r12", "rp.p14", "rp.w1", "rp.o11", "rp.b13", "rp.r1", "rp.p1"])
    play_line(st, 0, "play ob.b13", "play ob.b2", "play ob.g2", "play ob.o2", "play ob.o11", "play O3a")
    play_line(st, 1, "play rp.r12", "play rp.r1")
    do(st, "buy 6", "end")                           # seat 0: $6, all spent -> the last award
    assert st.final_round and st.players[0].awards == 6
    do(st, "end")                                    # seat 1: $2 unspent -> takes a change token
    assert st.is_over
    return st


def test_tiebreak_rulebook_most_money_this_round():
    st = _end_with_tie("rulebook")
    assert st.result["winners"] == [0]
    assert "money" in st.result["tiebreak"]


def test_tiebreak_instructions_change_token():
    st = _end_with_tie("instructions")
    assert st.result["winners"] == [1]
    assert "change token" in st.result["tiebreak"]


def test_tiebreak_still_tied_is_shared():
    st = game(players=2, tags=["ob", "rp"], options={"tiebreak": "instructions"})
    set_awards(st, [5, 5], left=1)
    arrange(st, 0, hand=OLIVIA_HAND[:5] + ["O3a", "ob.w1"])
    arrange(st, 1, hand=["rp.r12", "rp.r2", "rp.p2", "rp.g2", "R2a", "R3a", "rp.w1"])
    play_line(st, 0, "play ob.b13", "play ob.b2", "play ob.g2", "play ob.o2", "play ob.o11", "play O3a")
    play_line(st, 1, "play rp.r12", "play rp.r2", "play rp.p2", "play rp.g2", "play R2a", "play R3a")
    do(st, "end", "end")       # both make $6, spend nothing, take a token each
    assert st.is_over and st.result["winners"] == [0, 1]
    assert "shared" in st.result["tiebreak"]


def test_awards_come_from_extras_then_unlimited():
    st = game(players=2, tags=["ob", "rp"])
    set_awards(st, [0, 0], left=1)
    st.extras_left = 1
    events = []
    rounds.award(st, 0, 4, events)
    assert (st.awards_left, st.extras_left, st.unlimited, st.players[0].awards) == (0, 0, 2, 4)
    assert st.final_round


@pytest.mark.parametrize("gems,players,awards,expected", [
    ("rulebook", 4, [0, 1, 1, 3], [0]),          # 2 gems: seat 0, then a 2-way tie for one gem
    ("rulebook", 4, [0, 1, 2, 3], [0, 1]),
    ("rulebook", 5, [2, 2, 0, 3, 4], [2]),
    ("rulebook", 4, [1, 1, 3, 3], [0, 1]),
    ("rulebook", 2, [0, 0], []),                 # everyone tied: nobody
    ("instructions", 4, [0, 1, 2, 3], [0]),
    ("instructions", 3, [2, 1, 1], []),
])
def test_hidden_gems(gems, players, awards, expected):
    st = game(players=players, options={"gems": gems})
    for p, a in zip(st.players, awards):
        p.awards = a
    rounds.assign_gems(st, [])
    assert sorted(st.gems) == expected


def test_gem_pays_one_dollar_in_the_next_buy_turn_only():
    st = game(players=2)
    st.gems = [1]
    stop_all(st)
    assert st.players[0].money == 0
    do(st, "end")
    assert st.players[1].money == 1 and st.players[1].made == 1


def test_change_token_spent_counts_for_awards_and_blocks_taking_one():
    st = game(players=2, tags=["ob", "rp"])
    st.players[0].change_token = True
    st.change_supply -= 1
    arrange(st, 0, hand=OLIVIA_HAND[:5] + ["ob.w1", "ob.p14"])
    play_line(st, 0, "play ob.b13", "play ob.b2", "play ob.g2", "play ob.o2", "play ob.o11")
    stop_all(st)
    do(st, "change")
    assert st.players[0].made == 6 and st.players[0].money == 6
    do(st, "end")
    assert st.players[0].awards == 1 and not st.players[0].change_token   # spent one this turn: no new token


def test_first_player_token_passes_left_and_buy_order_follows():
    st = game(players=3, first=2)
    stop_all(st)
    assert st.queue == [2, 0, 1]
    do(st, "end", "end", "end")
    assert st.first == 0 and st.round == 2

"""Rules beyond the worked examples: set-up, restrictions, abilities, refills, the end."""

import pytest

from game.art_decko import new_game
from game.art_decko.invariants import check_invariants
from game.engine.actions import parse_action
from game.engine.errors import IllegalActionError


def options(state):
    return [str(a) for a in state.legal_actions()]


def refused(state, text):
    """``text`` raises IllegalActionError and leaves the state exactly as it was."""
    before = state.to_data()
    with pytest.raises(IllegalActionError):
        state.apply(parse_action(text))
    assert state.to_data() == before
    return True


# ------------------------------------------------------------------ set-up


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_follows_the_rulebook(players):
    s = new_game(players, seed=7, options={"starting_gold": ""})     # the box's split
    d = s.data
    assert not check_invariants(s)
    assert s.tokens[0] == d.first_token and s.tokens[1:] == sorted(s.tokens[1:])
    assert all(t <= 8 for t in s.tokens) and len(s.token_supply) == 16
    assert [len(g) for g in s.galleries] == [3, 3, 3, 3]
    assert len(s.cadmium) == 2 and len(s.cadmium_deck) == 10 and len(s.sienna) == 10
    assert sum(len(x) for x in s.invitations) == 19 and len(s.bag) == 2
    assert len(s.deck) == 75 - 12 - 5 * players
    assert s.ratings == [0] * 5 and s.gold_rating == 0 and s.scores == [0] * players
    for p in range(players):
        assert len(s.hands[p]) == 5 and len(s.draws[p]) == 5
        owned = sorted(s.hands[p] + s.draws[p])
        assert owned == sorted(list(s.dealt[p]) + list(d.starting_gold[p]))
    faces = [[d.cards[c].value for c in seat] for seat in d.starting_gold]
    assert sorted(faces[0]) == [1, 1, 1, 2, 2] and all(sorted(f) == [1, 1, 2, 2, 2] for f in faces[1:])
    assert s.decision().player == 0 and s.round == 1


def test_gold_tiles_option_leaves_out_every_gold_tile():
    for seed in range(40):
        kinds = {new_game(2, seed, {"gold_tiles": False}).data.tiles[t].kind
                 for t in new_game(2, seed, {"gold_tiles": False}).tiles}
        assert "gold" not in kinds
    assert any(new_game(2, seed).data.tiles[t].kind == "gold"
               for seed in range(40) for t in new_game(2, seed).tiles)


def test_bad_player_counts_and_options_are_refused():
    with pytest.raises(ValueError):
        new_game(1, 0)
    with pytest.raises(ValueError):
        new_game(5, 0)
    with pytest.raises(ValueError):
        new_game(2, 0, {"gold_tile": False})
    with pytest.raises(ValueError):
        new_game(2, 0, {"gold_tiles": "no"})


# ------------------------------------------------------------------ actions


def test_haggle_spends_a_card_and_draws_two(table):
    t = table()
    s = t.s
    card = s.hands[0][0]
    top = s.draws[0][-2:]
    events = t.play(f"haggle {t.code(card)}")
    assert s.played[0] == [card]
    assert s.hands[0][-2:] == top[::-1] and len(s.hands[0]) == 6
    assert [e["type"] for e in events] == ["haggle", "draw"]


def test_haggle_reshuffles_the_discard_pile_when_the_draw_pile_is_empty(table):
    t = table()
    s = t.s
    hand, pile = s.hands[0][:], s.draws[0][:]
    t.owns(0, hand=hand, draw=[], discard=pile, rest_to=1)
    events = t.play(f"haggle {t.code(hand[0])}")
    assert [e["type"] for e in events] == ["haggle", "reshuffle", "draw"]
    assert len(s.draws[0]) == 3 and s.discards[0] == []


def test_two_acquires_in_a_turn_need_two_locations(table):
    t = table()
    s = t.s
    g3 = t.gold(3)
    t.hand(0, t.gold(5), g3, t.gold(2))
    teal = s.galleries[0]
    t.play(f"acquire teal {t.code(teal[0])}", f"pay {t.code(g3)}", "confirm")
    assert not any(o.startswith("acquire teal") for o in options(s))
    assert refused(s, f"acquire teal {t.code(teal[0])}")
    assert any(o.startswith("acquire cerulean") for o in options(s))


def test_the_two_banks_are_two_locations(table):
    t = table()
    s = t.s
    g5s = [t.gold(5)]
    g5s.append(t.gold(5, skip=g5s))
    g5s.append(t.gold(5, skip=g5s))
    t.hand(0, *g5s)
    t.play(f"acquire cadmium {t.code(s.cadmium[0])}", f"pay {t.code(g5s[0])}", "confirm")
    assert not any(o.startswith("acquire cadmium") for o in options(s))
    assert refused(s, f"acquire cadmium {t.code(s.cadmium[0])}")
    t.play(f"acquire sienna {t.code(s.sienna[-1])}", f"pay {t.code(g5s[1])}",
           f"pay {t.code(g5s[2])}", "confirm")
    assert s.gold_rating == 3 + 6


def test_an_empty_hand_after_the_first_action_forfeits_the_second(table):
    t = table()
    s = t.s
    g5 = t.gold(5)
    t.hand(0, g5)
    events = t.play(f"acquire cadmium {t.code(s.cadmium[0])}", f"pay {t.code(g5)}", "confirm")
    assert {"type": "forfeit", "player": 0, "actions": 1} in events
    assert s.current == 1 and s.actions_done == 0
    assert len(s.hands[0]) == 5                     # drew back up at the end of the turn


def test_a_seat_without_cards_forfeits_its_whole_turn(table):
    t = table()
    s = t.s
    t.owns(1, rest_to=0)
    t.check()
    events = t.quiet_turn()
    assert {"type": "forfeit", "player": 1, "actions": 2} in events
    assert s.current == 0 and s.round == 2


def test_cancel_goes_back_and_changes_nothing_on_the_table(table):
    t = table()
    s = t.s
    before = s.to_data()
    card = s.galleries[0][0]
    t.play(f"acquire teal {t.code(card)}", f"pay {t.code(s.hands[0][0])}")
    assert s.decision().kind == "pay"
    t.play("cancel")
    after = s.to_data()
    assert after == before


def test_unpay_takes_a_card_back_and_confirm_waits_for_the_full_cost(table):
    t = table()
    s = t.s
    g5 = t.gold(5)
    g1 = t.gold(1)
    t.hand(0, g5, g1)
    t.play(f"acquire cadmium {t.code(s.cadmium[0])}", f"pay {t.code(g1)}")
    assert "confirm" not in options(s)
    assert refused(s, "confirm")
    t.play(f"pay {t.code(g5)}")
    assert "confirm" in options(s)
    t.play(f"unpay {t.code(g5)}")
    assert "confirm" not in options(s) and s.payment_total() == 1


def test_discard_step_then_draw_up_to_five(table):
    t = table()
    s = t.s
    a, b, c = s.hands[0][:3]
    t.play(f"haggle {t.code(a)}", f"haggle {t.code(b)}")
    assert s.decision().kind == "discard"
    assert s.discards[0] == [a, b]               # action cards are discarded first
    t.play(f"discard {t.code(c)}", "done")
    assert len(s.hands[0]) == 7 - 1              # seven in hand: more than five, no draw
    assert c in s.discards[0]


# ------------------------------------------------------------------ abilities


def test_boost_is_never_offered_toward_gold(table):
    t = table()
    s = t.s
    one, two = t.gold(1), t.gold(2)
    g3 = t.gold(3)
    t.hand(0, one, two, g3)
    t.play(f"acquire cadmium {t.code(s.cadmium[0])}")
    assert not any(o.startswith("ability") for o in options(s))
    t.play("cancel", f"acquire teal {t.code(s.galleries[0][0])}")
    assert {f"ability {t.code(one)}", f"ability {t.code(two)}"} <= set(options(s))
    t.play(f"ability {t.code(one)}")
    assert s.payment_total() == 3


def test_fancy_noble_pays_8_and_buys_two_paintings_from_one_gallery(table):
    t = table()
    s = t.s
    noble = t.gold(3, "fancy_noble")
    first, second = t.painting("pop_art"), t.painting("impressionism")
    t.gallery("cerulean", first, second, token=4)
    t.hand(0, noble)
    t.play(f"acquire cerulean {t.code(first)}")
    assert not any(o.startswith("second") for o in options(s))      # only with the ability on
    t.play(f"ability {t.code(noble)}", f"second {t.code(second)}")
    assert (s.payment_cost(), s.payment_total()) == (8, 8)
    t.play("confirm")
    assert noble in s.boxed
    assert {first, second} <= set(s.played[0] + s.discards[0])
    assert s.ratings[t.d.genre("pop_art").index] == 3
    assert s.ratings[t.d.genre("impressionism").index] == 3


def test_dropping_fancy_noble_drops_the_second_painting(table):
    t = table()
    s = t.s
    noble = t.gold(3, "fancy_noble")
    first, second = t.painting("pop_art"), t.painting("impressionism")
    t.gallery("teal", first, second, token=1)
    t.hand(0, noble)
    t.play(f"acquire teal {t.code(first)}", f"ability {t.code(noble)}", f"second {t.code(second)}",
           f"unpay {t.code(noble)}")
    assert s.plan.second == -1 and s.payment_cost() == 1


def test_seeds_of_wealth_one_per_action_and_only_toward_a_5_gold(table):
    t = table()
    s = t.s
    seeds = [t.gold(3, "seeds_of_wealth")]
    seeds.append(t.gold(3, "seeds_of_wealth", skip=seeds))
    t.hand(0, *seeds)
    t.play(f"acquire sienna {t.code(s.sienna[-1])}", f"ability {t.code(seeds[0])}")
    assert f"ability {t.code(seeds[1])}" not in options(s)
    assert s.payment_total() == 8 and "confirm" in options(s)
    t.play("cancel", f"acquire cadmium {t.code(s.cadmium[0])}")
    assert not any(o.startswith("ability") for o in options(s))


def test_several_prosperity_cards_pay_for_one_show(table):
    t = table()
    s = t.s
    painting = t.painting("pop_art")
    pros = [t.gold(3, "prosperity")]
    pros.append(t.gold(3, "prosperity", skip=pros))
    t.hand(0, painting, *pros)
    t.exhibition("iconic", free=["pop_art", "renaissance", "surrealism", "impressionism"])
    t.play(f"show {t.code(painting)} iconic")
    assert refused(s, "bonus none")           # 16 cannot pay 18: only a discount makes it payable
    t.play("bonus discount2", f"ability {t.code(pros[0])}", f"ability {t.code(pros[1])}")
    assert (s.payment_total(), s.payment_cost()) == (16, 16)
    assert "confirm" in options(s)


# ------------------------------------------------------------------ show


def test_the_shown_painting_cannot_pay_for_its_show(table):
    t = table()
    s = t.s
    shown = t.painting("pop_art")
    other = t.painting("pop_art", skip=[shown])
    t.rating("pop_art", 40)                           # worth 5 each
    t.hand(0, shown, other, t.gold(1))
    t.exhibition("poetic", free=["pop_art", "renaissance", "surrealism"])
    t.play(f"show {t.code(shown)} poetic", "bonus none")
    assert f"pay {t.code(shown)}" not in options(s)
    assert refused(s, f"pay {t.code(shown)}")
    assert f"pay {t.code(other)}" in options(s)


def test_shows_are_only_offered_when_affordable(table):
    t = table()
    s = t.s
    shown = t.painting("pop_art")
    t.hand(0, shown, t.gold(1), t.gold(2))         # 3 gold; Poetic costs 6, 6 - 3 = 3
    t.exhibition("poetic", free=["pop_art", "renaissance", "surrealism"])
    assert f"show {t.code(shown)} poetic" in options(s)   # with the -3 New Exhibitor bonus
    t.s.exhibitor[2] = 1                                    # that space is taken by seat 1
    s.museum[4].clear()
    t.s._decision = None
    assert f"show {t.code(shown)} poetic" not in options(s)


def test_no_ribbon_left_means_no_show(table):
    t = table(players=2)
    s = t.s
    taken = []

    def paint(genre):
        taken.append(t.painting(genre, skip=taken))
        return taken[-1]

    t.exhibition("swatches", shown=[(paint("art_nouveau"), 0), (paint("renaissance"), 0),
                                    (paint("surrealism"), 0), (paint("pop_art"), 0)])
    t.exhibition("mixed", shown=[(paint("art_nouveau"), 0), (paint("renaissance"), 0),
                                 (paint("surrealism"), 0), (paint("pop_art"), 0)])
    painting = paint("impressionism")
    t.hand(0, painting, t.gold(5), t.gold(5, skip=[t.gold(5)]))
    t.exhibition("poetic", free=["impressionism", "gray", "gray"])
    s.exhibitor[1] = 0                               # a ribbon on a New Exhibitor space
    t.check()
    assert s.ribbons_left(0) == 0
    assert not any(o.startswith("show") for o in options(s))
    assert refused(s, f"show {t.code(painting)} poetic")
    s.exhibitor[1] = -1
    s._decision = None
    assert s.ribbons_left(0) == 1
    assert f"show {t.code(painting)} poetic" in options(s)


def test_a_painting_fitting_both_markers_lets_the_player_choose_gray(table):
    t = table()
    s = t.s
    painting = t.painting("surrealism")
    t.hand(0, painting, t.gold(5), t.gold(2))
    t.exhibition("poetic", free=["surrealism", "gray", "pop_art"])
    t.play(f"show {t.code(painting)} poetic")
    assert s.decision().kind == "marker"
    assert options(s) == ["marker surrealism", "marker gray", "cancel"]
    t.play("marker gray", "bonus none", *[f"pay {t.code(c)}" for c in s.hands[0][1:]], "confirm")
    assert s.vp_markers[0] == [t.d.gray]
    assert s.invitations[0] == [t.d.genre("surrealism").index, -1, t.d.genre("pop_art").index]


def test_new_exhibitor_spaces_are_one_per_player_and_once_each(table):
    t = table(players=3)
    s = t.s
    for seat in range(3):
        t.hand(seat, t.painting("pop_art"), t.gold(5, skip=[c for h in s.hands[:seat] for c in h]),
               t.gold(3, skip=[c for h in s.hands[:seat] for c in h]))
    t.exhibition("iconic", free=["pop_art", "pop_art", "pop_art", "gray"])
    t.exhibition("poetic", free=["gray", "gray", "gray"])
    t.check()
    t.play(f"show {t.code(s.hands[0][0])} poetic", "bonus vp3",
           f"pay {t.code(s.hands[0][1])}", f"pay {t.code(s.hands[0][2])}", "confirm")
    assert s.scores[0] == 3 + 5 and s.exhibitor == [-1, -1, -1, 0]
    assert s.current == 1                            # seat 0's hand ran out: its turn ended
    t.play(f"show {t.code(s.hands[1][0])} poetic")
    assert "bonus vp3" not in options(s) and "bonus vp2" in options(s)


def test_only_a_first_show_may_claim_a_space(table):
    t = table()
    s = t.s
    taken = [t.painting("pop_art")]
    t.exhibition("swatches", shown=[(taken[0], 0)], free=["gray", "gray", "gray"])
    painting = t.painting("renaissance")
    t.hand(0, painting, t.gold(5), t.gold(5, skip=[t.gold(5)]))
    t.play(f"show {t.code(painting)} swatches")
    assert s.decision().kind == "pay"


# ------------------------------------------------------------------ refills and the end


def test_a_gallery_without_a_higher_token_stays_empty(table):
    t = table()
    s = t.s
    bought = t.painting("pop_art")
    t.gallery("indigo", bought, token=16)
    t.supply(9, 10)
    g5a = t.gold(5)
    g5 = [g5a, t.gold(5, skip=[g5a])]
    g5.append(t.gold(5, skip=g5))
    one, spare = t.gold(1), t.gold(2)
    t.hand(0, *g5, one, spare)
    t.check()
    events = t.play(f"acquire indigo {t.code(bought)}", *[f"pay {t.code(c)}" for c in g5],
                    f"ability {t.code(one)}", "confirm", f"haggle {t.code(spare)}")
    events += t.quiet_turn()
    assert {"type": "cost_token", "gallery": "indigo", "from": 16, "to": 16, "blocked": True} in events
    assert s.galleries[3] == [] and s.tokens[3] == 16


@pytest.mark.parametrize("trigger_seat, players", [(0, 3), (2, 3), (0, 2)])
def test_museum_trigger_finishes_the_round(table, trigger_seat, players):
    t = table(players=players)
    s = t.s
    taken = []

    def paint(genre):
        taken.append(t.painting(genre, skip=taken))
        return taken[-1]

    # Eleven paintings on display, shared between the trigger seat and the next one.
    genres = ["art_nouveau", "renaissance", "surrealism", "pop_art", "impressionism"] * 3
    shown = [(paint(g), (trigger_seat + i % 2) % players) for i, g in enumerate(genres[:11])]
    t.exhibition("poetic", shown=shown[:3])
    t.exhibition("swatches", shown=shown[3:7])
    t.exhibition("mixed", shown=shown[7:10] + [shown[10] + ("gray",)])
    t.exhibition("textures", free=["gray", "gray", "gray", "gray"])
    t.turn(trigger_seat)
    painting = paint("renaissance")
    g5 = [t.gold(5)]
    g5.append(t.gold(5, skip=g5))
    g5.append(t.gold(5, skip=g5))
    t.hand(trigger_seat, painting, *g5)
    t.check()
    t.play(f"show {t.code(painting)} textures", *[f"pay {t.code(c)}" for c in g5], "confirm")
    assert s.end_trigger == "museum"                       # hand empty: the turn ended
    turns = 1
    while not s.is_over:
        t.quiet_turn()
        turns += 1
    assert turns == players - trigger_seat
    assert s.summary()["end_trigger"] == "museum" and s.summary()["rounds"] == 1


def test_deck_trigger(table):
    t = table(players=2)
    s = t.s
    t.deck_size(0)
    t.quiet_turn()
    assert s.end_trigger == "deck" and not s.is_over and s.current == 1
    t.quiet_turn()
    assert s.is_over and s.summary()["completed"]


def test_deck_trigger_when_a_refill_empties_the_deck(table):
    t = table(players=2)
    s = t.s
    bought = t.painting("pop_art")
    t.gallery("teal", bought, token=1)
    t.deck_size(2)
    g1 = t.gold(1)
    t.hand(0, g1, t.gold(2))
    t.play(f"acquire teal {t.code(bought)}", f"pay {t.code(g1)}", "confirm")
    t.quiet_turn()
    assert s.deck == [] and len(s.galleries[0]) == 2 and s.end_trigger == "deck"


@pytest.mark.parametrize("marker", ["genre", "gold"])
def test_rating_trigger_at_70(table, marker):
    t = table(players=2)
    s = t.s
    bought = t.painting("pop_art")
    t.gallery("teal", bought, token=1)
    g5 = [t.gold(5)]
    g5.append(t.gold(5, skip=g5))
    t.hand(0, *g5, t.gold(2))
    if marker == "genre":
        t.rating("pop_art", 68)
        t.play(f"acquire teal {t.code(bought)}", f"pay {t.code(g5[0])}", "confirm")
    else:
        s.gold_rating = 64
        t.play(f"acquire sienna {t.code(s.sienna[-1])}", *[f"pay {t.code(c)}" for c in g5], "confirm")
    assert s.end_trigger is None                      # checked at the end of the turn
    t.quiet_turn()
    assert s.end_trigger == "rating"


def test_ratings_never_pass_79(table):
    t = table()
    s = t.s
    bought = t.painting("pop_art")
    t.gallery("indigo", bought, token=1)
    t.rating("pop_art", 77)
    g1 = t.gold(1)
    t.hand(0, g1, t.gold(2))
    events = t.play(f"acquire indigo {t.code(bought)}", f"pay {t.code(g1)}", "confirm")
    assert s.ratings[t.d.genre("pop_art").index] == 79
    assert {"type": "rating", "genre": "pop_art", "from": 77, "to": 79,
            "gold_from": 6, "gold_to": 6} in events


# ------------------------------------------------------------------ illegal actions


def test_illegal_actions_are_refused_with_the_state_unchanged():
    s = new_game(3, 11)
    hand = s.hands[0]
    code = s.data.cards
    for text in ("confirm", "done", "cancel", "marker gray", "bonus none",
                 f"pay {code[hand[0]].code}", f"haggle {code[s.hands[1][0]].code}",
                 f"acquire teal {code[s.galleries[1][0]].code}", "haggle c999", "fly away"):
        assert refused(s, text)
    assert refused(s, "haggle")


def test_haggle_with_nothing_to_draw_empties_the_hand_and_forfeits(table):
    t = table()
    s = t.s
    card = s.hands[0][0]
    t.owns(0, hand=[card], rest_to=1)
    events = t.play(f"haggle {t.code(card)}")
    assert [e["type"] for e in events][:5] == ["haggle", "forfeit", "cleanup", "reshuffle", "draw"]
    assert s.current == 1 and s.hands[0] == [card] and s.discards[0] == []   # drawn back


def test_when_no_seat_holds_a_card_the_game_ends_stalled(table):
    t = table()
    s = t.s
    painting = t.painting("pop_art")
    prosperity = t.gold(3, "prosperity")
    t.owns(0, hand=[painting, prosperity], rest_to=0)
    for c in list(s.discards[0]):                 # everything else leaves both seats
        t.put(c, s.deck if t.d.cards[c].is_painting else s.boxed)
    t.owns(1, rest_to=0)
    for c in list(s.discards[0]):
        t.put(c, s.deck if t.d.cards[c].is_painting else s.boxed)
    t.exhibition("poetic", free=["pop_art", "renaissance", "renaissance"])
    t.check()
    t.play(f"show {t.code(painting)} poetic", "bonus none", f"ability {t.code(prosperity)}", "confirm")
    assert s.is_over and s.end_trigger == "stalled" and s.summary()["winners"] == [0]


def test_simultaneous_triggers_are_named_in_rulebook_order(table):
    t = table(players=2)
    s = t.s
    t.deck_size(0)
    t.rating("surrealism", 75)
    t.quiet_turn()
    assert s.end_trigger == "deck"


def test_several_fancy_nobles_may_pay_together(table):
    t = table()
    s = t.s
    nobles = [t.gold(3, "fancy_noble")]
    nobles.append(t.gold(3, "fancy_noble", skip=nobles))
    t.gallery("indigo", t.painting("pop_art"), t.painting("renaissance"), token=8)
    t.hand(0, *nobles)
    t.play(f"acquire indigo {t.code(s.galleries[3][0])}", f"ability {t.code(nobles[0])}")
    assert f"ability {t.code(nobles[1])}" in options(s)
    t.play(f"ability {t.code(nobles[1])}", f"second {t.code(s.galleries[3][1])}")
    assert (s.payment_total(), s.payment_cost()) == (16, 16)
    t.play("confirm")
    assert all(c in s.boxed for c in nobles) and s.current == 1

"""The rulebook's worked examples, each rebuilt on a real table and played through."""

from ad_helpers import activated

from game.engine.actions import parse_action


def options(state):
    return [str(a) for a in state.legal_actions()]


def events_of(events, kind):
    return [e for e in events if e["type"] == kind]


def test_mary_buys_at_indigo_then_pays_a_3_gold_with_the_risen_painting(table):
    t = table(players=2)
    s = t.s
    target = t.painting("renaissance")
    in_hand = t.painting("renaissance", skip=[target])
    g3a = t.gold(3)
    g3b = t.gold(3, skip=[g3a])
    g1 = t.gold(1)
    t.hand(0, g3a, g3b, g1, in_hand)
    t.gallery("indigo", target, token=7)
    t.rating("renaissance", 38)
    s.gold_rating = 12
    t.check()
    renaissance = t.d.genre("renaissance").index
    assert s.gold_value(renaissance) == 4

    t.play(f"acquire indigo {t.code(target)}",
           f"pay {t.code(g3a)}", f"pay {t.code(g3b)}", f"pay {t.code(g1)}")
    assert s.payment_total() == 7 and "confirm" in options(s)
    events = t.play("confirm")

    assert s.ratings[renaissance] == 44
    assert s.gold_value(renaissance) == 5
    assert events_of(events, "rating")[0] == {"type": "rating", "genre": "renaissance", "from": 38,
                                              "to": 44, "gold_from": 4, "gold_to": 5}
    assert sorted(s.played[0]) == sorted([g3a, g3b, g1, target])
    assert s.hands[0] == [in_hand]

    offer = s.cadmium[0]
    t.play(f"acquire cadmium {t.code(offer)}", f"pay {t.code(in_hand)}")
    assert s.payment_total() == 5
    events = t.play("confirm")
    assert events_of(events, "gold_rating")[0] == {"type": "gold_rating", "from": 12, "to": 15}
    assert s.gold_rating == 15
    assert offer in s.discards[0] and in_hand in s.discards[0]


def test_mary_uses_a_2_gold_ability_at_cobalt_and_loses_the_overpayment(table):
    t = table(players=2)
    s = t.s
    two, one = t.gold(2), t.gold(1)
    pop, sur = t.painting("pop_art"), t.painting("surrealism")
    imp_hand = t.painting("impressionism")
    imp_buy = t.painting("impressionism", skip=[imp_hand])
    t.hand(0, two, pop, imp_hand, sur, one)
    t.gallery("cobalt", imp_buy, token=5)
    t.rating("pop_art", 12)
    t.rating("surrealism", 15)
    t.rating("impressionism", 8)
    s.gold_rating = 9
    t.check()
    cadmium_next = s.cadmium_deck[-1]

    t.play(f"acquire cobalt {t.code(imp_buy)}", f"ability {t.code(two)}", f"pay {t.code(pop)}")
    assert (s.payment_total(), s.payment_cost()) == (6, 5)
    events = t.play("confirm")
    assert events_of(events, "pay")[0]["abilities"] == [t.code(two)]
    assert two in s.boxed                              # the ability sends the card to the box
    impressionism = t.d.genre("impressionism").index
    assert s.ratings[impressionism] == 12 and s.gold_value(impressionism) == 2

    offer = s.cadmium[0]
    t.play(f"acquire cadmium {t.code(offer)}", f"pay {t.code(imp_hand)}", f"pay {t.code(sur)}")
    assert s.payment_total() == 4
    assert "confirm" not in options(s)                 # the extra 1 of action 1 is gone
    t.play(f"pay {t.code(one)}", "confirm")
    assert s.gold_rating == 12
    # The hand is empty: the turn ends, the Cadmium Bank shows two cards again.
    assert s.current == 1
    assert len(s.cadmium) == 2 and cadmium_next in s.cadmium


def test_paul_shows_at_textures_in_time_with_the_new_exhibitor_discount(table):
    t = table(players=2)
    s = t.s
    t.turn(1)
    painting = t.painting("renaissance")
    g5a = t.gold(5)
    g5b = t.gold(5, skip=[g5a])
    g3 = t.gold(3)
    t.hand(1, painting, g5a, g5b, g3)
    t.exhibition("textures", free=["renaissance", "pop_art", "surrealism", "impressionism"])
    t.rating("renaissance", 20)
    t.check()

    t.play(f"show {t.code(painting)} textures")
    assert s.decision().kind == "exhibitor"
    assert "bonus discount2" in options(s)
    t.play("bonus discount2")
    assert s.payment_cost() == 13
    assert f"pay {t.code(painting)}" not in options(s)
    t.play(f"pay {t.code(g5a)}", f"pay {t.code(g5b)}", f"pay {t.code(g3)}")
    events = t.play("confirm")

    show = events_of(events, "show")[0]
    assert (show["exhibition"], show["marker"], show["vp"]) == ("textures", "renaissance", 11)
    assert s.scores[1] == 11
    assert s.ratings[t.d.genre("renaissance").index] == 28      # +8
    assert s.exhibitor[0] == 1
    assert s.museum[3] == [(painting, 1)]
    assert s.ribbons_left(1) == 10 - 1 - 1 - 1                   # score, bonus space, painting


def test_scoring_example_gives_mary_21_vp(table):
    t = table(players=2)
    s = t.s
    t.turn(1)
    sur = t.painting("surrealism")
    pops = [t.painting("pop_art")]
    pops.append(t.painting("pop_art", skip=pops))
    nouveau = [t.painting("art_nouveau")]
    while len(nouveau) < 3:
        nouveau.append(t.painting("art_nouveau", skip=nouveau))
    one_a = t.gold(1)
    golds = [one_a, t.gold(1, skip=[one_a]), t.gold(2), t.gold(5)]
    golds.append(t.gold(5, skip=golds))
    t.owns(1, hand=[sur, *pops, golds[0], golds[1]], draw=[*nouveau, *golds[2:]])
    t.rating("surrealism", 5)
    t.rating("pop_art", 25)
    t.rating("art_nouveau", 45)
    s.gold_rating = 35
    t.deck_size(0)
    t.check()

    t.play(f"haggle {t.code(sur)}", f"haggle {t.code(pops[0])}", "done")

    assert s.is_over and s.end_trigger == "deck"
    b = s.final_breakdown(1)
    by_genre = {x["genre"]: (x["count"], x["vp_each"], x["vp"]) for x in b["paintings"]}
    assert by_genre["surrealism"] == (1, 1, 1)
    assert by_genre["pop_art"] == (2, 2, 4)
    assert by_genre["art_nouveau"] == (3, 4, 12)
    assert b["gold"] == {"value": 14, "ratio": 3, "vp": 4}
    assert b["tiles"] == []                                  # an empty museum scores no tile
    assert s.scores[1] == b["total"] == 21


def test_bonus_tile_example_scores_6_3_3_and_9_6_3(table):
    t = table(players=3)
    s = t.s
    for genre in ("art_nouveau", "surrealism"):
        t.strip(genre)
    taken = []

    def paint(genre):
        taken.append(t.painting(genre, skip=taken))
        return taken[-1]

    purple, blue, gray = 0, 1, 2
    t.exhibition("mixed", shown=[(paint("art_nouveau"), purple), (paint("art_nouveau"), purple),
                                 (paint("art_nouveau"), purple),
                                 (paint("art_nouveau"), purple, "gray")])
    t.exhibition("iconic", shown=[(paint("surrealism"), blue), (paint("surrealism"), blue),
                                  (paint("surrealism"), blue), (paint("surrealism"), gray, "gray")])
    t.exhibition("swatches", shown=[(paint("art_nouveau"), blue, "gray"),
                                    (paint("art_nouveau"), gray, "gray")],
                 free=["renaissance", "pop_art"])
    t.exhibition("textures", shown=[(paint("surrealism"), purple, "gray"),
                                    (paint("surrealism"), gray, "gray")],
                 free=["renaissance", "impressionism"])
    # Blue and gray each still own one Art Nouveau: 4 / 2 / 2 in all, as in the example.
    t.put(paint("art_nouveau"), s.draws[blue])
    t.put(paint("art_nouveau"), s.discards[gray])
    t.tiles("patron_arts", "crowd_favourite", "how_mucha", "gold_bug", "being_ernst")
    t.check()

    assert activated(s) == [2, 4]             # Mixed Media and Iconic
    tiles = [[(x["tile"], x["vp"]) for x in s.final_breakdown(p)["tiles"]] for p in range(3)]
    # Museum tiles score before Player tiles, although Mixed Media is further left.
    assert tiles[purple] == [("being_ernst", 3), ("how_mucha", 6)]
    assert tiles[blue] == [("being_ernst", 9), ("how_mucha", 3)]
    assert tiles[gray] == [("being_ernst", 6), ("how_mucha", 3)]


def test_cost_token_example_replaces_8_by_9_and_keeps_7(table):
    t = table(players=2)
    s = t.s
    for gallery, token in (("teal", 1), ("cerulean", 2), ("indigo", 4)):
        t.token(t.d.location(gallery).index, token)
    bought = t.painting("pop_art")
    t.gallery("cobalt", bought, token=8)
    t.supply(7, 9, 10, 11, 12, 12, 13, 13, 14)
    g5, g3 = t.gold(5), t.gold(3)
    spare = t.painting("surrealism")
    t.hand(0, g5, g3, spare)
    t.check()
    top_of_deck = s.deck[-2:]

    events = t.play(f"acquire cobalt {t.code(bought)}", f"pay {t.code(g5)}", f"pay {t.code(g3)}",
                    "confirm", f"haggle {t.code(spare)}", "done")

    assert events_of(events, "cost_token") == [
        {"type": "cost_token", "gallery": "cobalt", "from": 8, "to": 9, "blocked": False}]
    assert s.tokens[2] == 9
    assert 7 in s.token_supply and 9 not in s.token_supply and 8 in s.tokens_removed
    # Every gallery is refilled to its limit; Teal and Cerulean were full, so the next
    # two cards of the deck go to Cobalt, one at a time.
    assert [len(g) for g in s.galleries] == [3, 3, 2, 3]
    assert s.galleries[2] == top_of_deck[::-1]


def test_each_rule_example_action_is_in_its_decision_options(table):
    """The notation of the examples is what the decisions offer (no hidden aliases)."""
    t = table(players=2)
    for action in t.s.legal_actions():
        assert parse_action(str(action)) == action

"""Tests that pin the answers to the spec's open questions (docs/rulings-gallerist.md)."""

from game import gallerist as g
from game.engine.actions import parse_action
from game.gallerist.board import EMPTY, LACERDA, I, V, assistant, gallerist
from game.gallerist.bonuses import gain_ticket, influence_bonus
from game.gallerist.locations import check_buy, check_market, turn_actor
from game.gallerist.solo import lacerda_market
from game.gallerist.steps import new_task


def test_q4_influence_caps_at_35_which_pays_20(blank):
    t = blank()
    s = t.s
    d = s.data
    assert d.end_money_for(35) == 20 and d.end_money_for(34) == 18 and d.end_money_for(3) == 1
    s.influence[0] = 34
    t.visitor("v", "gallery", 0, 2)
    influence_bonus(s, 0, [])
    assert s.influence[0] == 35


def test_q5_twenty_contracts_with_the_money_bonus_on_painting_and_photo():
    d = g.load_data()
    assert len(d.contracts) == 20
    assert {(t, b) for t, b in d.contracts if b in ("dollar", "infl")} == {
        (0, "dollar"), (2, "dollar"), (1, "infl"), (3, "infl")}


def test_q6_ticket_supply_is_unlimited(blank):
    t = blank(players=4)
    s = t.s
    assert s.ticket_supply == [0, 0, 0]
    s.ticket_supply[0] += s.box_office[0]
    s.box_office[0] = 0
    s.ticket_supply[0] -= 20                     # every VIP ticket held: the supply is exhausted
    s.tickets[0][0] += 20
    gain_ticket(s, 1, 0, [])
    assert s.tickets[1][0] == 1 and s.ticket_supply[0] == -1


def test_q7_start_locations_anticlockwise_from_the_last_player_all_distinct():
    s = g.new_game(3, seed=2)
    order = []
    while s.phase == "place":
        d = s.decision()
        order.append(d.player)
        s.apply(d.options[0])
    first = s.start_player
    assert order == [(first - 1) % 3, (first - 2) % 3, first]
    assert len({s.gallerist_at(p) for p in range(3)}) == 3
    assert all(t != EMPTY for t in s.start_tile) and s.location_tiles == [EMPTY] * 4


def test_q9_solo_titles_from_data():
    d = g.load_data()
    assert [t for low, t in d.solo_titles] == ["", "Apprentice", "Gallerist", "Master Gallerist"]
    assert [low for low, t in d.solo_titles] == [0, 80, 120, 160]


def test_q11_two_tickets_are_always_two_different_colours(blank):
    t = blank()
    s = t.s
    s.stack.append(new_task("pair", 0))
    s._decision = None
    assert [str(o) for o in s.decision().options] == ["tickets v i", "tickets v c", "tickets i c"]


def test_q12_holding_a_commission_bars_buying_that_artist_at_current_fame(blank):
    t = blank()
    s = t.s
    st = t.discover("pab", fame=12)
    t.commission(0, "pab")
    s.money[0] = s.studio_artist(st).fame
    s.influence[0] = 0
    assert check_buy(s, turn_actor(s, 0), st) is None      # the commission price: initial fame
    s.money[0] -= 1
    assert check_buy(s, turn_actor(s, 0), st) is not None  # no way round it at the current price


def test_q13_free_assistant_lost_without_a_free_desk(blank):
    t = blank()
    s = t.s
    s.hired[0], s.desk_assistants[0] = 2, 4
    s.stack.append(new_task("bonus", 0, bonus="assistant"))
    s._decision = None
    s._run([])
    assert s.hired[0] == 2 and s.desk_assistants[0] == 4


def test_q14_a_sold_work_still_counts_as_acquired_for_the_im_rows(blank):
    t = blank()
    s = t.s
    s.sold[0].append(s.work_stacks[3].pop())    # a Digital work sold
    t.visitor("v", "lobby", 0)
    assert check_market(s, turn_actor(s, 0), 0, 0) is None


def test_q15_easel_work_counts_as_exhibited_or_sold_by_choice(blank):
    from game.gallerist.scoring import final_scoring
    t = blank(players=3)
    s = t.s
    work = s.easels[0]
    kind = work // 8
    s.curator[0] = 0
    s.easels.remove(work)
    s.easel_picks.append([0, work, 0])
    sold_score = final_scoring(s)[0]["dealer"]
    s.easel_picks[0][2] = 1
    shown_score = final_scoring(s)[0]["dealer"]
    goals = s.data.dealers[s.dealer[0]][1]
    single = [gl.money for gl in goals if sum(gl.needs) == 1 and gl.needs[kind] == 1]
    assert sold_score - shown_score == (single[0] if single else 0)


def test_q17_leave_first_then_own_assistant_goes_home_to_a_freed_desk(blank):
    t = blank()
    s = t.s
    t.turn_of(0, phase="move", at="sales")
    if s.spaces[2] != EMPTY:
        s.spaces[3 if s.spaces[3] == EMPTY else 1] = s.spaces[2]
    s.spaces[2] = assistant(0)
    s.hired[0], s.desk_assistants[0] = 3, 4                 # 1 on the board, 4 on desks, 5 in the queue
    s._decision = None
    t.check()
    t.do("move media leave")                      # a desk frees first ...
    # ... takes it back
    assert s.spaces[0] == assistant(0) and s.desk_assistants[0] == 4 and s.assistants_boxed[0] == 0


def test_q20_contract_bonus_with_no_effect_still_places_the_assistant(blank):
    t = blank()
    s = t.s
    t.contract(0, 1, bonus="vi_plaza")
    for c in (V, I):                      # no VIP or Investor left in the Plaza or the bag
        s.gallery[1][c] += s.bag[c]
        s.bag[c] = 0
    t.turn_of(0, phase="post")
    t.do("contract 1")
    assert s.contract_assistants[0][0] == 1 and s.gallery[0] == [0, 0, 0]


def test_q21_safeguard_triggers_the_end_after_50_rounds(blank):
    t = blank()
    s = t.s
    s.turn = 2 * 50 - 1                   # the last turn of round 50
    t.turn_of(s.current, phase="post")
    t.do("end")
    while s.decision() is not None and s.decision().kind == "ko":
        t.do("pass")
    assert s.end_trigger == ["safeguard"]


def test_q24_lacerda_with_empty_supply_takes_back_a_piece_market_first():
    s = g.new_game(1, seed=3)
    s.apply(parse_action("start sales"))
    s.spaces[1] = assistant(LACERDA)
    s.spaces[2] = gallerist(LACERDA)
    s.lacerda_supply = 0
    # put Lacerda's other 9 assistants somewhere: the IM auction rows and reputation rows
    spots = [(r, c) for r in range(7) for c in (0, 2)][4:]
    for r, c in spots[:9]:
        s.market_assistants[r][c] = LACERDA
    s.lacerda_at, s.lacerda_home = 2, 0
    s._decision = None
    lacerda_market(s, [])
    assert s.spaces[1] == EMPTY and s.lacerda_supply == 0
    assert sum(row.count(LACERDA) for row in s.market_assistants) == 10

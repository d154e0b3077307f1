"""Each of the eight location actions (spec 3.2), step by step."""

from game.engine.actions import parse_action
from game.gallerist.board import EMPTY, STUDIOS, C, I, V
from game.gallerist.locations import check_market, turn_actor


def test_discover_red_artist_takes_bonus_then_frees_its_collector(blank):
    t = blank()
    s = t.s
    st = STUDIOS.index("par")
    if s.fame[st]:
        st = STUDIOS.index("scr")
    s.bonuses_used.append(s.artist_bonus[st])
    s.artist_bonus[st] = "dollar"
    s.bonuses_used.remove("dollar")
    t.visitor("i", "gallery", 0, 2)
    t.turn_of(0, at="colony")
    money = s.money[0]
    t.do(f"discover {STUDIOS[st]}")
    assert s.money[0] == money + 4                         # $ bonus: 2 per Investor
    assert s.plaza[C] == 1 and s.studio_collectors[st] == 0      # its Collector went to the Plaza
    assert s.fame[st] == s.studio_artist(st).fame
    assert s.commission[0] == st and s.signatures[st] == 1
    t.turn_of(0, at=None)
    assert not [o for o in t.options() if o.startswith("discover")]   # a commission blocks


def test_buy_pays_current_fame_gains_fame_tickets_and_reveals(blank):
    t = blank()
    s = t.s
    st = t.discover("pab", fame=4)
    work = s.face_up_works[0]
    t.visitor("c", "gallery", 0)
    for c in range(3):
        s.bag[c] += s.face_up_visitors[0][c]
        s.face_up_visitors[0][c] = 0
    t.visitor("v", "plaza")
    s.plaza[V] -= 1
    s.face_up_visitors[0][V] += 1
    t.turn_of(0, at="colony")
    t.do("buy pab")
    # pay 4: the pay step offers money/influence splits
    while s.stack:
        d = s.decision()
        t.do(str(d.options[0]))
    tile = s.data.works[work % 8]
    assert s.walls[0] == [work] and s.wall_studios[0] == [st]
    assert s.plaza[V] == 1                                  # the tile's visitor went to the Plaza
    assert s.fame[st] == 4 + tile.fame + 1                  # + 1 per Collector
    assert sum(s.tickets[0]) == tile.ticket_count
    assert s.face_up_works[0] != work and s.signatures[st] == 1
    assert s.money[0] == 10 - 4


def test_buy_with_commission_pays_initial_fame(blank):
    t = blank()
    s = t.s
    st = t.discover("pab", fame=12)
    t.commission(0, "pab")
    t.turn_of(0, at="colony")
    t.do("buy pab", "pay 0")
    while s.stack:
        t.do(str(s.decision().options[0]))
    assert s.money[0] == 10 - s.studio_artist(st).fame
    assert s.commission[0] == EMPTY and s.signatures[st] == 1


def test_sign_into_empty_slot_gives_its_ticket_and_refills(blank):
    t = blank()
    s = t.s
    t.turn_of(0, at="sales")
    card = s.contract_piles[1][-1]
    t.do("sign", "take 2", "slot 2")
    assert s.contracts[0][1] == card and s.tickets[0][V] == 1   # slot 2: a VIP ticket
    assert all(s.contract_piles)


def test_sign_draw_four_then_replace_fulfilled_gives_no_ticket(blank):
    t = blank()
    s = t.s
    s.contracts[0] = [s.contract_deck.pop(), s.contract_deck.pop(), s.contract_deck.pop()]
    s.contract_sides[0][2] = 1
    s.contract_assistants[0][2] = 1
    s.desk_assistants[0] -= 1
    t.turn_of(0, at="sales")
    old = s.contracts[0][2]
    t.do("sign", "draw")
    top = s.contract_piles[0][-1]
    assert len(s.contract_piles[0]) == 2                           # covered, not removed
    t.do("take 1")                                          # only slot 3 is open: no choice
    assert s.contracts[0][2] == top and old in s.contract_discard
    assert sum(s.tickets[0]) == 0 and s.desk_assistants[0] == 2      # its assistant went home


def test_no_sign_with_three_unfulfilled(blank):
    t = blank()
    s = t.s
    s.contracts[0] = [s.contract_deck.pop(), s.contract_deck.pop(), s.contract_deck.pop()]
    t.turn_of(0, at="sales")
    assert "sign" not in t.options()
    assert s.why_not(parse_action("sign")) == "Not now: you hold 3 unfulfilled contracts."


def test_sell_gains_value_sends_visitor_and_orients_by_it(blank):
    t = blank()
    s = t.s
    st = t.discover("phb", fame=9)
    t.hang(0, "phb")
    t.contract(0, 1, art=2)
    s.contract_assistants[0][0] = 1
    s.desk_assistants[0] -= 1
    t.visitor("i", "gallery", 0)
    t.turn_of(0, at="sales")
    t.do("sell 1 1")
    assert s.money[0] == 10 + s.sale_value(st)
    assert s.sold[0] and not s.walls[0] and s.signatures[st] == 2
    assert s.gallery[0] == [0, 0, 0] and s.plaza[I] == 1
    assert s.contract_sides[0][0] == 1 and s.contract_assistants[0][0] == 0 and s.desk_assistants[0] == 2


def test_sell_with_collector_out_lets_seller_choose_side(blank):
    t = blank()
    s = t.s
    t.discover("phb", fame=9)
    t.hang(0, "phb")
    t.contract(0, 1, art=2)
    t.visitor("c", "gallery", 0)
    t.turn_of(0, at="sales")
    t.do("sell 1 1")
    assert t.options() == ["side money", "side infl"]
    t.do("side infl")
    assert s.contract_sides[0][0] == 2


def test_hire_pays_queue_costs_and_takes_bonuses(blank):
    t = blank()
    s = t.s
    t.turn_of(0, at="media")
    t.do("hire 2", "pay 0")
    assert s.money[0] == 10 - 3 and s.desk_assistants[0] == 4 and s.hired[0] == 2
    assert s.tickets[0] == [0, 1, 0]                         # 2nd hire: an Investor ticket
    assert "hire 1" not in t.options()                       # desks full


def test_promote_costs_influence_gives_bonus_and_fame(blank):
    t = blank()
    s = t.s
    st = t.discover("dib", fame=1)
    t.visitor("c", "gallery", 0)
    t.turn_of(0, at="media")
    t.do("promote dib", "ticket v", "fame 0")
    assert s.promotion_tokens[st] == 1 and s.promotion_supply[0] == 3
    assert s.influence[0] == 9 and s.tickets[0][V] == 1
    assert s.fame[st] == 1 + 1 + 1                           # 1 + 1 per Collector


def test_take_reputation_tile(blank):
    t = blank()
    s = t.s
    t.hang(0, "dib")
    tile = s.market_tiles[0][0]
    t.visitor("v", "lobby", 0)
    t.turn_of(0, at="market")
    t.do("rep 1 A", "space 2")
    assert s.market_assistants[0][0] == 0 and s.desk_assistants[0] == 1 and s.reputation[0][1] == tile
    assert s.influence[0] == 13                                   # column A: +3
    assert s.lobby[0] == [0, 0, 0] and s.plaza[V] == 1      # the lobby visitor left
    # row 2 (Photo) needs an acquired Photo
    assert check_market(s, turn_actor(s, 0), 1, 0) is not None


def test_offer_for_art_of_international_renown(blank):
    t = blank()
    s = t.s
    t.visitor("v", "lobby", 0)
    t.turn_of(0, at="market")
    t.do("offer 6 A", "pay 0")
    assert s.market_assistants[5][0] == 0 and s.money[0] == 10 - 3 and s.influence[0] == 13
    assert s.hired[0] == 1 and s.desk_assistants[0] == 2               # bonus: free assistant (desk 1 used, 1 hired)

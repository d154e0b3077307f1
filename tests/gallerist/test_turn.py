"""Moving, executive actions, kicked-out actions, visitors, fame and the fourth wall."""

import pytest

from game.engine.actions import parse_action
from game.engine.errors import IllegalActionError
from game.gallerist.board import EMPTY, KO, C, I, V, assistant, gallerist
from game.gallerist.locations import check_buy, turn_actor, wall4_need

# ---------------------------------------------------------------- executive actions

def test_tickets_move_visitors_toward_the_gallery(blank):
    t = blank()
    s = t.s
    t.visitor("v", "plaza")
    t.visitor("i", "lobby", 1)
    t.ticket(0, "v", 2)
    t.ticket(0, "i")
    t.turn_of(0, phase="move")
    supply = s.ticket_supply[:]
    t.do("ticket v plaza")                     # Plaza -> own lobby
    assert s.lobby[0][V] == 1 and s.decision().kind == "tickets"
    t.do("ticket v lobby", "ticket i 1")     # own lobby -> gallery; seat 1's lobby -> Plaza
    assert s.gallery[0][V] == 1 and s.lobby[1][I] == 0 and s.plaza[I] == 1
    assert s.tickets[0] == [0, 0, 0] and s.ticket_supply[V] == supply[V] + 2   # spent tickets to the supply
    assert s.executive_used and s.phase == "move"   # taken before moving
    assert not [o for o in t.options() if o.startswith("ticket")]


def test_contract_bonus_with_assistant_from_a_location(blank):
    t = blank()
    s = t.s
    t.contract(0, 1, bonus="bag_any")
    s.desk_assistants[0] = 1
    s.spaces[2] = assistant(0) if s.spaces[2] == EMPTY else s.spaces[2]
    loc = s.spaces.index(assistant(0))
    s.desk_assistants[0] = 0
    s.assistants_boxed[0] = 1                             # keep the count: one desk assistant to the box
    t.turn_of(0, phase="post")
    t.do("contract 1")
    assert s.spaces[loc] == EMPTY and s.contract_assistants[0][0] == 1
    t.do("visitor c")
    assert s.gallery[0][C] == 1
    assert "contract 1" not in t.options()    # each side once


def test_fulfilled_contract_gives_its_side_bonus(blank):
    t = blank()
    s = t.s
    s.contracts[0][0] = s.contract_deck.pop()
    s.contract_sides[0][0] = 1
    t.visitor("i", "gallery", 0, 3)
    t.turn_of(0, phase="post")
    t.do("contract 1")
    assert s.money[0] == 10 + 6 and s.desk_assistants[0] == 1


# ---------------------------------------------------------------- moving and KO

def kicked(blank, piece="gallerist"):
    """Seat 1's piece at the Media Center; seat 0 moves onto it."""
    t = blank()
    s = t.s
    t.turn_of(0, phase="move", at="sales")
    for i in range(4):
        if s.spaces[i] == gallerist(1):
            s.spaces[i] = EMPTY
    if piece == "gallerist":
        s.spaces[2] = gallerist(1)
    else:
        s.spaces[2] = assistant(1)
        s.desk_assistants[1] -= 1
        s.spaces[1] = gallerist(1)
    s._decision = None
    return t


def test_leaving_an_assistant_and_kicking_out(blank):
    t = kicked(blank)
    s = t.s
    t.do("move media leave")
    assert s.spaces[0] == assistant(0) and s.desk_assistants[0] == 1
    assert s.spaces[2] == gallerist(0) and s.spaces[KO + 2] == gallerist(1)
    t.do("pass", "end")
    d = s.decision()
    assert d.player == 1 and d.kind == "ko"


def test_ko_location_action_costs_influence_to_previous_star_mark(blank):
    t = kicked(blank)
    s = t.s
    s.influence[1] = 12
    t.do("move media", "pass", "end", "hire 1", "pay 0")
    assert s.influence[1] == 10 and s.hired[1] == 1 and s.money[1] == 9
    assert s.gallerist_at(1) == -1             # sent home to the gallery
    assert s.decision().player == 1 and s.phase == "move"   # seat 1's turn follows
    assert len([o for o in t.options() if o.startswith("move")]) == 4


def test_ko_location_action_impossible_at_zero_influence(blank):
    t = kicked(blank)
    s = t.s
    s.influence[1] = 0
    events = t.do("move media", "pass", "end")
    # nothing is possible (no influence, tickets or contracts): the KO passes by itself
    assert {"type": "ko_pass", "player": 1, "nothing": True} in events
    assert s.decision().kind == "turn" and s.decision().player == 1


def test_ko_executive_action_is_free_and_can_use_the_kicked_assistant(blank):
    t = kicked(blank, piece="assistant")
    s = t.s
    t.contract(1, 1, bonus="dollar")
    s.desk_assistants[1], s.assistants_boxed[1] = 0, s.assistants_boxed[1] + 1
    t.visitor("i", "gallery", 1)
    t.do("move media", "pass", "end", "contract 1")
    assert s.contract_assistants[1][0] == 1 and s.money[1] == 12 and s.influence[1] == 10
    assert s.spaces[KO + 2] == EMPTY


def test_ko_pass_sends_assistant_home_or_to_the_box(blank):
    t = kicked(blank, piece="assistant")
    s = t.s
    s.hired[1] += 3                           # three hired: all 4 desks full
    s.desk_assistants[1] += 3
    t.check()
    t.do("move media", "pass", "end", "pass")
    assert s.assistants_boxed[1] == 1 and s.desk_assistants[1] == 4   # out of the game


def test_kicking_yourself_gives_no_ko_action(blank):
    t = blank()
    s = t.s
    t.turn_of(0, phase="move", at="sales")
    s.spaces[KO] = EMPTY
    if s.spaces[2] != EMPTY:
        s.spaces[3 if s.spaces[3] == EMPTY else 1] = s.spaces[2]
    s.spaces[2] = assistant(0)
    s.desk_assistants[0] -= 1
    s._decision = None
    t.do("move media")
    assert s.desk_assistants[0] == 2 and s.spaces[KO + 2] == EMPTY
    t.do("pass", "end")
    assert s.phase == "move" and s.decision().player == 1


def test_final_round_has_no_ko_actions(blank):
    t = kicked(blank)
    s = t.s
    s.final_round_from, s.last_turn = s.turn, s.turn + 1
    t.do("move media", "pass", "end")
    assert s.decision().kind == "turn" and s.decision().player == 1
    assert s.gallerist_at(1) == -1


# ---------------------------------------------------------------- visitors and fame

def test_collector_limit_is_one_plus_works_sold(blank):
    t = blank()
    s = t.s
    t.visitor("c", "gallery", 0)
    t.visitor("c", "lobby", 0)
    t.ticket(0, "c")
    t.turn_of(0, phase="post")
    assert "ticket c lobby" not in t.options()
    assert s.visitor_sources(0, "visitor") == [] or all(c != C for c, _ in s.visitor_sources(0, "visitor"))
    s.sold[0].append(s.work_stacks[0].pop())
    s._decision = None
    assert "ticket c lobby" in t.options()


def test_celebrity_at_19_pays_5_and_only_commissions_buy(blank):
    t = blank()
    s = t.s
    st = t.discover("pab", fame=17)
    t.visitor("c", "gallery", 0)
    t.turn_of(0, at="media")
    t.do("promote pab")
    while s.stack:
        t.do(str(s.decision().options[0]))
    assert s.fame[st] == 19 and s.is_celebrity(st)
    assert s.money[0] >= 15
    assert check_buy(s, turn_actor(s, 1), st) == "a Celebrity's works can only be bought through a commission"


def test_fourth_wall_needs_a_masterpiece_or_the_purchase_reaching_19(blank):
    t = blank()
    s = t.s
    for studio in ("scb", "phb", "dib"):
        t.discover(studio)
        t.hang(0, studio)
    st = t.discover("pab", fame=12)
    s.money[0] = 30
    s.influence[0] = 0
    assert check_buy(s, turn_actor(s, 0), st) == "you have no free wall"
    s.influence[0] = 35                  # 7 star steps after paying: enough for 19
    s.money[0] = 30
    tile = s.data.works[s.face_up_works[0] % 8].fame
    need = 19 - 12 - tile
    assert check_buy(s, turn_actor(s, 0), st) is None and wall4_need(s, turn_actor(s, 0), st) == need
    t.turn_of(0, at="colony")
    t.do("buy pab")
    while s.stack:
        d = s.decision()
        if d.kind == "fame":
            assert [str(o) for o in d.options] == [f"fame {need}"]
        t.do(str(d.options[0]))
    assert len(s.walls[0]) == 4 and s.is_celebrity(st)


def test_illegal_action_raises_and_changes_nothing(blank):
    t = blank()
    s = t.s
    before = s.to_data()
    with pytest.raises(IllegalActionError):
        s.apply(parse_action("buy pab"))
    assert s.to_data() == before
    assert s.why_not(parse_action("buy pab"))


def test_ko_market_action_can_use_the_kicked_assistant(blank):
    t = blank()
    s = t.s
    t.turn_of(0, phase="move", at="sales")
    for i in range(4):
        if s.spaces[i] == gallerist(1):
            s.spaces[i] = EMPTY
    s.spaces[1] = gallerist(1)
    s.spaces[3] = assistant(1)                     # seat 1's assistant at the Market
    s.desk_assistants[1] = 0
    s.assistants_boxed[1] += 1
    t.visitor("v", "lobby", 1)
    s._decision = None
    t.do("move market", "pass", "end")
    assert s.decision().kind == "ko" and "offer 5 A" in t.options()
    t.do("offer 5 A", "pay 0", "ticket c")        # the KO space's assistant is the only one
    assert s.market_assistants[4][0] == 1 and s.spaces[KO + 3] == EMPTY
    assert s.influence[1] == 5 + 3 and s.money[1] == 9  # 10 -> 5 for the KO action, +3 column A; $1
    assert s.tickets[1][2] == 1 and s.decision().player == 1 and s.phase == "move"

"""Bonuses, the starting tile, and the app's Session driving the game."""

from game import gallerist as g
from game.engine.actions import parse_action
from game.engine.rng import Rng
from game.engine.session import Session
from game.gallerist.board import EMPTY, LACERDA, I, V, assistant
from game.gallerist.steps import new_task


def test_visitor_bonus_takes_from_the_bag_when_the_plaza_has_nothing_allowed(blank):
    t = blank()
    s = t.s
    t.visitor("c", "gallery", 0)
    t.visitor("c", "plaza")                       # only a Collector, and seat 0 is at its limit
    assert [c for c, where in s.visitor_sources(0, "visitor")] == [V, I]
    assert all(where == "bag" for _, where in s.visitor_sources(0, "visitor"))
    t.visitor("v", "plaza")
    assert s.visitor_sources(0, "visitor") == [(V, "plaza")]


def test_fame_bonus_from_reputation_space_3(blank):
    t = blank()
    s = t.s
    st = t.discover("phb", fame=4)
    t.visitor("c", "gallery", 0)
    t.visitor("v", "lobby", 0)
    t.hang(0, "phb")
    tile = s.market_tiles[1][0]
    t.turn_of(0, at="market")
    t.do("rep 2 A", "space 3")
    assert s.reputation[0][2] == tile
    if s.decision().kind == "artist":
        t.do("artist phb")
    t.do("fame 1")                                 # one influence step: 13 -> 10
    assert s.fame[st] == 4 + 1 + 1 and s.influence[0] == 10


def test_starting_tile_placed_at_three_exhibited_works(blank):
    t = blank()
    s = t.s
    tile = s.start_tile[0]
    assert tile != EMPTY
    t.discover("scb")
    t.discover("phb")
    t.hang(0, "scb")
    t.hang(0, "phb")
    t.discover("pab", fame=3)
    t.visitor("i", "lobby", 0)
    t.turn_of(0, at="colony")
    t.do("buy pab")
    while s.decision().kind != "space":
        t.do(str(s.decision().options[0]))
    t.do("space 2")                                # $ bonus space
    assert s.reputation[0][1] == tile and s.start_tile[0] == EMPTY
    assert s.lobby[0] == [0, 0, 0] and s.plaza[I] == 1


def test_executive_action_between_move_and_location_action_and_after(blank):
    t = blank()
    s = t.s
    t.visitor("v", "plaza", n=2)
    t.ticket(0, "v")
    t.turn_of(0, phase="act", at="colony")
    t.do("ticket v plaza")                         # no ticket left: the step ends by itself
    assert s.phase == "act" and s.executive_used
    t2 = blank()
    t2.visitor("v", "plaza")
    t2.ticket(0, "v")
    t2.turn_of(0, phase="act", at="colony")
    t2.do("pass")
    assert "ticket v plaza" in t2.options() and "end" in t2.options()
    t2.do("ticket v plaza")
    assert t2.s.phase == "move" and t2.s.decision().player == 1   # nothing left: the turn ends


def test_session_plays_and_logs_a_game():
    sess = Session(g, {"seed": 4}, [("Ann", "human"), ("Bob", "human")])
    rng = Rng(1)
    for _ in range(200):
        d = sess.decision
        if d is None:
            break
        sess.apply(d.options[rng.randrange(len(d.options))])
    assert sess.log and all(line.text for line in sess.log)
    assert sess.log[0].text.startswith("Ann starts at the ")


def test_starting_tile_discarded_when_no_reputation_space_is_free(blank):
    t = blank()
    s = t.s
    tile = s.start_tile[0]
    others = [x for x in s.reputation_boxed][:6]
    for k, x in enumerate(others):
        s.reputation_boxed.remove(x)
        s.reputation[0][k] = x
    for studio in ("scb", "phb"):
        t.discover(studio)
        t.hang(0, studio)
    t.discover("pab", fame=3)
    t.turn_of(0, at="colony")
    t.do("buy pab")
    while s.stack:
        t.do(str(s.decision().options[0]))
    assert s.start_tile[0] == EMPTY and tile in s.reputation_boxed


def test_free_assistant_bonus_takes_the_hiring_bonus_of_that_place_in_the_queue(blank):
    t = blank()
    s = t.s
    s.hired[0] = 1                                 # next hire is the 2nd: an Investor ticket
    s.assistants_boxed[0] += 1                                # (the 1st hired is out of the game)
    s.stack.append(new_task("bonus", 0, bonus="assistant"))
    s._decision = None
    s._run([])
    assert s.hired[0] == 2 and s.tickets[0][I] == 1
    t.check()


def test_take_a_contract_bonus_runs_a_sign_action(blank):
    t = blank()
    s = t.s
    t.contract(0, 1, bonus="contract")
    t.turn_of(0, phase="post")
    t.do("contract 1")
    assert s.decision().kind == "sign"
    t.do("take 3", "slot 3", "ticket v")              # slot 3: a ticket of any colour
    assert s.contracts[0][2] != EMPTY and sum(s.tickets[0]) == 1


def test_lacerda_kicked_home_leaves_no_assistant_next_turn():
    s = g.new_game(1, seed=1)
    for a in ("start sales", "move colony", "pass", "end", "move market"):
        s.apply(parse_action(a))                   # Lacerda went to the market; kicked home
    while s.decision().kind != "turn":
        s.apply(s.decision().options[0])
    supply = s.lacerda_supply
    s.apply(parse_action("pass"))
    s.apply(parse_action("end"))
    assert s.lacerda_at == 0 and s.lacerda_supply == supply   # clockwise to sales, nothing left behind
    assert s.spaces.count(assistant(LACERDA)) == 0

"""Intermediate scoring, the end conditions, the last rounds and final scoring."""

from game.gallerist.board import EMPTY, I, V
from game.gallerist.scoring import easel_value, final_scoring, majorities


def empty_pile(s, c, leave=0):
    """Move tickets of colour ``c`` from the box office to the supply, leaving ``leave``."""
    s.ticket_supply[c] += s.box_office[c] - leave
    s.box_office[c] = leave


def play_turn(t):
    """The current player moves somewhere and passes."""
    s = t.s
    move = next(o for o in t.options() if o.startswith("move") and "leave" not in o)
    t.do(move, "pass", "end")
    while s.decision() is not None and s.decision().kind == "ko":
        t.do("pass")


def test_intermediate_scoring_once_when_a_pile_empties(blank):
    t = blank()
    s = t.s
    empty_pile(s, I, leave=1)
    t.visitor("v", "gallery", 0)
    t.visitor("i", "gallery", 1, 2)
    t.visitor("c", "gallery", 1)
    t.turn_of(0, at="media")
    t.do("hire 2", "pay 0")                       # 2nd hire: the last Investor ticket
    assert s.box_office[I] == 0 and not s.intermediate_done
    t.do("end")
    assert s.intermediate_done
    assert s.influence[0] == 10 + 2 and s.money[1] == 10 + 5 and s.influence[1] == 10 + 1
    empty_pile(s, V)
    money = s.money[:]
    play_turn(t)
    assert s.money == money                       # once per game


def test_empty_pile_ticket_comes_from_supply_and_another_pile_loses_one(blank):
    t = blank()
    s = t.s
    empty_pile(s, I)
    t.turn_of(0, at="media")
    t.do("hire 2", "pay 0")
    assert s.tickets[0] == [0, 1, 0]
    assert [str(o) for o in s.decision().options] == ["pile v", "pile c"]
    t.do("pile c")
    assert s.box_office == [10, 0, 9]


def test_each_end_condition(blank):
    t = blank()
    s = t.s
    assert s.end_conditions() == []
    for c in range(3):
        empty_pile(s, c)
    assert s.end_conditions() == ["box_office"]
    s.fame[0] = s.fame[2] = 19
    assert s.end_conditions() == ["box_office", "celebrities"]
    s.fame[0] = 3
    t2 = blank()
    for c in range(3):
        t2.s.bag[c], t2.s.plaza[c] = 0, t2.s.plaza[c] + t2.s.bag[c]
    assert t2.s.end_conditions() == ["bag"]


def test_two_conditions_finish_the_round_then_one_more_round_without_ko(blank):
    t = blank(players=3)
    s = t.s
    for c in range(3):
        empty_pile(s, c)
        s.bag[c], s.plaza[c] = 0, s.plaza[c] + s.bag[c]
    s.intermediate_done = 1
    first = s.current
    play_turn(t)                                  # turn 1 of round 1: the end is triggered
    assert s.end_trigger == ["box_office", "bag"] and s.final_round_from == 3 and s.last_turn == 5
    play_turn(t)
    play_turn(t)                                  # round 1 finished
    assert s.final_round and s.current == first
    # a kick in the final round gives no KO action
    victim = (s.current + 1) % 3
    dest = s.gallerist_at(victim)
    from game.gallerist.data import LOCATIONS
    t.do(f"move {LOCATIONS[dest]}", "pass", "end")
    assert s.decision().kind == "turn" and s.decision().player == victim
    play_turn(t)
    play_turn(t)
    assert s.phase in ("auction", "over")


def test_majorities_tie_adds_places_and_splits_rounding_down(blank):
    t = blank(players=3)
    s = t.s
    # column A: seat 0 two, seats 1 and 2 one each; column C: seats 0 and 1 one each
    s.market_assistants[4][0] = s.market_assistants[5][0] = 0
    s.market_assistants[6][0] = 1
    s.market_assistants[0][0] = 2
    s.market_assistants[4][2] = 0
    s.market_assistants[5][2] = 1
    for p, k in ((0, 3), (1, 2), (2, 1)):
        s.desk_assistants[p] -= min(k, 2)
        s.hired[p] += max(0, k - 2)
    m = majorities(s)
    assert m == {0: 6 + (15 + 10) // 2, 1: (3 + 1) // 2 + (15 + 10) // 2, 2: (3 + 1) // 2}


def test_final_scoring_parts_hand_computed(blank):
    t = blank()
    s = t.s
    p = 0
    s.money[p] = 20
    s.influence[p] = 13                                 # end money 4; tile 1 counts 13 // 3 = 4
    t.visitor("v", "gallery", p, 2)
    t.visitor("i", "gallery", p)
    t.visitor("c", "gallery", p)
    tiles = [1, 3, 13]
    for k, tile in enumerate(tiles):
        for row in s.market_tiles:
            for col in range(3):
                if row[col] == tile:
                    row[col] = EMPTY
        if tile in s.reputation_boxed:
            s.reputation_boxed.remove(tile)
        for q in range(s.num_players):
            if s.start_tile[q] == tile:
                s.start_tile[q] = EMPTY
        s.reputation[p][k] = tile
    st_pa = t.discover("pab", fame=6)             # painting blue, 6: fast track 2 stars -> $8
    st_sc = t.discover("scb", fame=12)            # sculpture 12 on its track
    t.hang(p, "pab")
    t.hang(p, "scb")
    s.sold[p].append(s.work_stacks[2].pop())           # one Photo sold
    s.curator[p] = 0                              # C1: 1 Pa + 1 S + 1 Ph ($10) - not met
    s.dealer[p] = 3                               # A4: 1 Ph ($5) met
    f = final_scoring(s)[p]
    v_pa, v_sc = s.sale_value(st_pa), s.sale_value(st_sc)
    assert f["majorities"] == 0
    rep_money = 4 * 1 + 2 * 2 + 2 * 3            # tile 1, tile 3 (2 VIPs), tile 13 (2 works)
    rep_infl = 2 * 1 + 2 * 1
    assert f["reputation"] == rep_money and f["reputation_influence"] == rep_infl
    assert f["exhibited"] == v_pa + v_sc
    assert f["curator"] == 0 and f["dealer"] == 5
    assert f["influence"] == 5                    # 13 + 4 = 17 -> $5
    assert f["total"] == 20 + rep_money + v_pa + v_sc + 5 + 5


def test_auction_order_and_easel_value(blank):
    t = blank(players=3)
    s = t.s
    s.market_assistants[6][0] = 1                           # seat 1 offers 6
    s.market_assistants[4][0] = 0                           # seat 0 offers 1
    s.desk_assistants[0] -= 1
    s.desk_assistants[1] -= 1
    t.discover("pab", fame=10)
    work = s.easels[0]
    s.final_round_from = s.last_turn = s.turn
    s.phase = "post"
    s.executive_used = 1
    s._decision = None
    s._run([])
    assert s.phase == "auction" and s.decision().player == 1
    value = easel_value(s, work)
    t_work = work // 8
    found = [x for x in (t_work * 2, t_work * 2 + 1) if s.discovered(x)]
    if found:
        assert value == max((s.fame[x], s.sale_value(x)) for x in found)[1]


def test_tie_break_most_reputation_tiles_then_works_sold(blank):
    t = blank()
    s = t.s
    s.money = [50, 50]
    s.sold[1].append(s.work_stacks[0].pop())
    assert s.winners() == [1]
    assert s.result is None                       # the game goes on
    s.phase = "over"
    assert s.result == {"winners": [1], "reason": "", "tiebreak": "the most reputation tiles, then works sold"}
    s.sold[0].append(s.work_stacks[0].pop())
    assert s.result["winners"] == [0, 1] and s.result["tiebreak"].endswith("(still tied: shared win)")


def take_tile(s, tile):
    """Lift a reputation tile from wherever it lies (the IM, a seat, the box)."""
    for row in s.market_tiles:
        for col in range(3):
            if row[col] == tile:
                row[col] = EMPTY
    for q in range(s.num_players):
        if s.start_tile[q] == tile:
            s.start_tile[q] = EMPTY
    if tile in s.reputation_boxed:
        s.reputation_boxed.remove(tile)


def test_every_final_scoring_part_and_a_hand_computed_total(blank):
    t = blank(players=3)
    s = t.s
    # Fames whose sale value is the same on both star tracks: 6 -> $8, 9 -> $11, 12 -> $14.
    t.discover("pab", fame=6)
    t.discover("scb", fame=12)
    t.discover("phb", fame=9)
    s.money[0], s.influence[0] = 20, 13
    t.visitor("v", "gallery", 0, 2)
    t.visitor("i", "gallery", 0)
    t.visitor("c", "gallery", 0)
    for k, tile in enumerate((1, 3, 13)):
        take_tile(s, tile)
        s.reputation[0][k] = tile
    t.hang(0, "pab")
    t.hang(0, "scb")
    s.sold[0].append(s.work_stacks[2].pop())                  # a Photo sold
    s.works_boxed += s.easels
    s.easels = [s.work_stacks[2].pop(), s.work_stacks[3].pop()]   # easel 1: Photo, easel 2: Digital
    for q, (cur, dea) in enumerate(((0, 3), (1, 0), (2, 1))):
        s.curator[q], s.dealer[q] = cur, dea              # seat 0: C1 and A4
    # IM: column A rows 5, 6 seat 0, row 7 seat 1; column C row 5 seat 0, row 6 seat 2.
    s.market_assistants[4][0] = s.market_assistants[5][0] = s.market_assistants[4][2] = 0
    s.market_assistants[6][0] = 1
    s.market_assistants[5][2] = 2
    s.desk_assistants[0], s.hired[0] = 0, 1
    s.desk_assistants[1] -= 1
    s.desk_assistants[2] -= 1
    t.check()
    s.final_round_from = s.last_turn = s.turn
    t.turn_of(s.current, phase="post")
    t.do("end")
    assert s.phase == "auction" and s.decision().player == 1   # offer 6 beats 5 (seat 0) and 3
    t.do("easel 2 sold")
    assert s.decision().player == 0
    t.do("easel 1 shown")
    f = s.final[0]
    assert f["majorities"] == 6 + (15 + 10) // 2             # A: first; C: tied for first
    assert f["reputation"] == 4 + 2 * 2 + 2 * 3               # 13 // 3; 2 VIPs; 2 works on walls
    assert f["exhibited"] == 8 + 14
    assert f["auction"] == 11                                 # the Photo easel: photo artist at 9
    assert f["curator"] == 10                                 # C1: Pa + S + Ph (the easel work shown)
    assert f["dealer"] == 5                                   # A4: a Photo sold
    assert f["influence"] == 5                                # 13 + 2 + 2 = 17
    assert f["total"] == 105 and s.money[0] == 105
    assert s.score_breakdown(0) == [
        ("Money in hand", 20), ("International Market majorities", 18), ("Reputation tiles", 14),
        ("Exhibited works", 22), ("Art of International Renown", 11), ("Curator card", 10),
        ("Art Dealer card", 5), ("Influence", 5)]
    assert s.final[1]["majorities"] == 3 and s.final[2]["majorities"] == (15 + 10) // 2

"""The Gallerist's projected final money (game/gallerist/projection.py): the engine's scoring at
the current position, the auction settled as the offers stand, hidden goal cards not counted,
and exactly the recorded final scoring once the game is over."""

import random

from game import gallerist
from game.engine.actions import parse_action
from game.gallerist.board import EMPTY, LACERDA
from game.gallerist.projection import project, public_totals
from game.gallerist.scoring import easel_value, final_scoring
from game.gallerist.view import public_state


def _mid_game(seed=5, players=3, moves=300):
    st = gallerist.new_game(players=players, seed=seed)
    r = random.Random(seed)
    for _ in range(moves):
        st.apply(r.choice(st.decision().options))
    return st


def _no_offers(st):
    for row in range(4, 7):
        for col in range(3):
            st.market_assistants[row][col] = EMPTY


def test_without_offers_it_is_the_engine_scoring_with_hidden_goal_cards_left_out():
    st = _mid_game()
    _no_offers(st)
    engine = final_scoring(st)
    mine = project(st, seat=0)
    assert mine[0]["total"] == engine[0]["total"] and mine[0]["curator"] == engine[0]["curator"]
    for p in (1, 2):
        assert mine[p]["curator"] is None and mine[p]["dealer"] is None
        assert mine[p]["total"] == engine[p]["total"] - engine[p]["curator"] - engine[p]["dealer"]
    assert project(st) == [dict(part, total=part["total"]) for part in engine]   # a full state: all known
    pub = public_state(st.observation(1))          # the table's state of what seat 1 sees: the same figures
    assert project(pub) == project(st, seat=1)


def test_the_auction_goes_as_the_offers_stand():
    st = _mid_game()
    _no_offers(st)
    st.market_assistants[6][0] = 2            # seat 2 offers 6, seat 0 offers 1 + 3: 2 takes the best work first
    st.market_assistants[4][1] = st.market_assistants[5][2] = 0
    works = sorted(st.easels, key=lambda w: -easel_value(st, w))
    before = final_scoring(st)
    after = project(st)
    assert after[2]["auction"] == easel_value(st, works[0])
    assert after[0]["auction"] == (easel_value(st, works[1]) if len(works) > 1 else 0)
    assert after[1]["auction"] == before[1]["auction"] == 0
    assert st.easel_picks == [] and len(st.easels) == len(works)        # the state itself is untouched


def test_lacerda_takes_the_first_work_left_when_its_offer_is_first():
    st = gallerist.new_game(players=1, seed=3)
    st.apply(parse_action("start sales"))
    st.market_assistants[6][0] = LACERDA
    st.market_assistants[4][0] = 0
    first, *rest = st.easels
    assert project(st)[0]["auction"] == (max(easel_value(st, w) for w in rest) if rest else 0)


def test_at_the_end_it_is_the_recorded_final_scoring():
    st = gallerist.new_game(players=2, seed=11)
    r = random.Random(2)
    while not st.is_over:
        st.apply(r.choice(st.decision().options))
    assert project(st) == st.final
    assert [part["total"] for part in project(st, seat=0)] == st.summary()["scores"]


def test_an_auction_work_counts_as_exhibited_or_sold_whichever_pays_its_owner_more():
    for seed in (5, 44):                          # sold pays more in the first, exhibited in the second
        st = _mid_game(seed=seed, players=2, moves=200)
        _no_offers(st)
        st.market_assistants[6][2] = 0                      # seat 0 alone takes the best easel work
        work = max(st.easels, key=lambda w: easel_value(st, w))
        totals = []
        for shown in (1, 0):
            end = st.clone()
            end.easels.remove(work)
            end.easel_picks.append([0, work, shown])
            totals.append(final_scoring(end)[0]["total"])
        assert project(st)[0]["total"] == max(totals), seed


def test_the_game_over_chart_plots_the_projected_money_after_each_round():
    """Issue 29: the chart plotted money in hand, which says little until the final scoring."""
    from game.engine.session import Session
    from game.games import AGENTS, game_module
    s = Session(game_module("the-gallerist"), {"seed": 5}, [("Ada", "greedy"), ("Bob", "greedy")], agents=AGENTS)
    ended, in_hand = [[0, public_totals(s.state)]], []
    while not s.over:
        before = s.state.round
        s.apply(s.ai_decide(s.ai_request()))
        if s.state.round != before or s.over:
            ended.append([before, public_totals(s.state)])
            in_hand.append(s.state.money[:])
    assert s.history == ended
    assert s.history[-1][1] == s.state.summary()["scores"]
    assert any(money != standing for money, (_, standing) in zip(in_hand, s.history[1:-1]))
    mid = _mid_game()
    assert public_totals(mid) == [part["total"] for part in project(public_state(mid.observation(None)))]

"""Avant Carde's projected awards: public information only, and exact at the end of the game."""

import pytest

from game.avant_carde.projection import _longest_line, cards_of, project
from tests.follow.helpers import finished, play, session

THREE = (("Ada", "human"), ("Bob", "greedy"), ("Cy", "greedy"))


@pytest.mark.parametrize("seed", [3, 8])
def test_at_the_end_the_projection_is_the_awards(seed):
    s = finished(seats=THREE, seed=seed)
    for viewer in range(3):
        assert [p.total for p in project(s.state.observation(viewer))] == s.state.summary()["scores"]


def test_solo_at_the_end():
    s = finished(seats=(("Ada", "human"),), seed=4, solo="normal")
    assert [p.total for p in project(s.state.observation(0))] == s.state.summary()["scores"]


@pytest.mark.parametrize("phase", ["play", "buy"])
def test_every_seat_sees_the_same_projection(phase):
    s = play(session(seats=THREE, seed=9), until=lambda s: s.state.round == 3 and s.state.phase == phase)
    views = [project(s.state.observation(v)) for v in range(3)]
    assert views[0] == views[1] == views[2]


def test_a_players_cards_are_all_counted():
    s = play(session(seats=THREE, seed=9), until=lambda s: s.state.round == 2 and s.state.phase == "buy")
    for seat, p in enumerate(s.state.players):
        owned = sorted(s.state.code(c) for c in p.hand + p.deck + p.discard + [e.card for e in p.line])
        assert sorted(cards_of(s.state.observation(0)["players"][seat])) == owned


def test_projection_adds_the_rounds_to_come():
    s = play(session(seats=THREE, seed=9), until=lambda s: s.state.round == 2 and s.state.phase == "play")
    for p in project(s.state.observation(0)):
        assert p.this_round and p.rounds_left > 0
        assert p.total == p.awards + round(p.per_round * (p.rounds_left + 1))


def test_longest_line():
    assert _longest_line([("red", 1), ("blue", 2), ("red", 2), ("green", 5)]) == 3
    assert _longest_line([("red", 1), ("blue", 2)]) == 1
    assert _longest_line([]) == 0


def test_in_the_buy_phase_this_rounds_awards_are_those_the_money_made_earns():
    from game.avant_carde.board import awards_for
    from game.avant_carde.data import load_data
    s = play(session(seats=THREE, seed=9), until=lambda s: s.state.round == 3 and s.state.phase == "buy")
    obs = s.state.observation(0)
    rules = load_data().rules
    for seat, p in enumerate(project(obs)):
        if seat in obs["queue"]:
            made = obs["players"][seat]["made"]
            assert p.earned == awards_for(rules, made)        # as the money box counts them ("1 award so far")
            assert p.total == p.awards + p.earned + round(p.per_round * p.rounds_left)

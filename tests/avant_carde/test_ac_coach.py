"""Avant Carde's coach (issue 42): a card of the play phase is judged by the best line it starts."""

import pytest

from game.ai.coach import coach_hint
from game.ai.review import coach_adapter
from game.avant_carde.ai.search import AvantCardeCoach, AvantCardeSearch
from game.engine.actions import Action, parse_action
from game.engine.rng import Rng
from game.games import spec

# Seed 3, round 1: seat 0's line, then seat 1 opens its own with the orange 1. Its hand is then
# purple 14, gray 2, red 2, orange 2, white 1, red 1: medium plays on o2 g2 r2 r1 w1 (six cards,
# $6, an award); after o2 the fast policy plays r2 first, strands the gray 2 and makes $5.
OPENING = ("play rb.w1", "play rb.b1", "play rb.b13", "play rb.b2", "play rb.r2", "play rb.r12", "play ro.o1")
MEDIUMS = Action("play", "ro.o2")


def _position():
    game = spec("avant-carde").module()
    state = game.new_game(players=2, seed=3)
    for a in OPENING:
        state.apply(parse_action(a))
    return game, state


def _line(adapter, state, first):
    st = state.clone()
    st.apply(first)
    line = [first]
    while st.phase == "play":
        a = adapter.rollout_action(st, st.decision(), Rng(1))
        st.apply(a)
        line.append(a)
    return line


def test_the_coachs_rollouts_play_the_advised_seats_line_with_mediums_line_search():
    game, state = _position()
    coach = coach_adapter("avant-carde")
    assert isinstance(coach, AvantCardeCoach)
    d = state.decision()
    coach.root_priors(game, state.observation(d.player), d, Rng(1))
    assert len(_line(coach, state, MEDIUMS)) == 5                   # o2 g2 r2 r1 w1: the whole hand
    assert len(_line(AvantCardeSearch(), state, MEDIUMS)) == 4      # hard's fast policy strands g2


@pytest.mark.parametrize("seed", [0, 2])
def test_the_coach_keeps_mediums_card_that_starts_the_longest_line(seed):
    # Judged by the fast policy's line, the white 1 (whose greedy line takes all six) beat medium's
    # orange 2 on these seeds, and the coach played it.
    game, state = _position()
    d = state.decision()
    assert coach_hint(game, state.observation(d.player), d, seed).action == MEDIUMS

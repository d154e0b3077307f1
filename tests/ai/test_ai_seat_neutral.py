"""Seat neutrality: every agent of every game decides, and judges a position, the same from any
seat number. The same position with the seats renamed (start player rotated with them, see
``seat_relabel.py``) must give the renamed seat the same action and the same evaluation.

A seat-dependent estimate — such as Art Decko's old horizon, read from the position after the
candidate move, where the turn (and, for the round's last seat, the round) may already have moved
on — makes the same seat play differently by where it sits; these tests catch that.

Positions come from short ``greedy`` games at fixed seeds; the hidden cards are held fixed (the
agent is handed the position itself as its sample); ``hard`` searches a tiny fixed number of
iterations, so the whole file runs in seconds.
"""

import pytest
from seat_relabel import KnownPosition, rotate, seat_count

# The levels register themselves with the agent registry on import.
import game.art_decko.ai.levels
import game.avant_carde.ai.levels
import game.gallerist.ai.levels  # noqa: F401
from game.ai.base import make_agent
from game.art_decko.ai import search as ad_search
from game.avant_carde.ai.search import AvantCardeSearch
from game.engine.rng import Rng
from game.gallerist.ai import search as gal_search
from game.games import game_module

AGENTS = ("random", "greedy", "easy", "medium", "hard")
HARD_ITERATIONS = 6


def positions(game_id, players, seed, count, every):
    """``count`` positions (a state and its pending decision) from a ``greedy`` game, every
    ``every`` decisions, that can be rotated: before the end is triggered, between actions."""
    g = game_module(game_id)
    st = g.new_game(players=players, seed=seed)
    greedy, rng = make_agent(game_id, "greedy"), Rng(seed)
    out, k = [], 0
    while len(out) < count and not st.is_over:
        d = st.decision()
        if k % every == 0 and len(d.options) > 1 and _rotatable(g, st):
            out.append(st.clone())
        st.apply(greedy.choose(g, st.observation(d.player), d, rng))
        k += 1
    return out


def _rotatable(g, st):
    try:
        rotate(g, st, 1)
    except AssertionError:
        return False
    return True


def choice(game_id, name, st, seed):
    """``name``'s choice in ``st``, the hidden cards being those of ``st``."""
    g = game_module(game_id)
    d = st.decision()
    agent = make_agent(game_id, name, **({"iterations": HARD_ITERATIONS} if name == "hard" else {}))
    return agent.choose(KnownPosition(g, st), st.observation(d.player), d, Rng(seed))


def rotations(game_id, st):
    g = game_module(game_id)
    n = seat_count(st)
    for k in range(1, n):
        yield k, n, *rotate(g, st, k)


# (game, players, seed, positions, every): small positions at fixed seeds, every player count.
CASES = [("art-decko", 2, 3, 6, 9), ("art-decko", 3, 4, 6, 11), ("art-decko", 4, 5, 6, 13),
         ("the-gallerist", 2, 6, 3, 17), ("the-gallerist", 3, 7, 3, 19), ("the-gallerist", 4, 12, 2, 23),
         ("avant-carde", 2, 8, 3, 7), ("avant-carde", 3, 9, 3, 11), ("avant-carde", 4, 10, 2, 13)]


@pytest.fixture(scope="module", params=CASES, ids=lambda c: f"{c[0]}-{c[1]}p")
def case(request):
    game_id, players, seed, count, every = request.param
    return game_id, positions(game_id, players, seed, count, every)


@pytest.mark.parametrize("name", AGENTS)
def test_every_agent_decides_the_same_from_every_seat(case, name):
    game_id, states = case
    assert states, "no position to rotate; pick another seed"
    for i, st in enumerate(states):
        mine = choice(game_id, name, st, 100 + i)
        for k, _, other, rename in rotations(game_id, st):
            theirs = choice(game_id, name, other, 100 + i)
            assert rename(mine) == theirs, (
                f"{name} chose {mine} as seat {st.decision().player + 1} but {theirs} with the seats "
                f"moved on by {k} (round {st.observation(0)['round']})")


def by_seat(values, k, n):
    """Per-seat values moved to the seats renamed ``(q + k) % n``, rounded for comparison."""
    return [round(values[(q - k) % n], 9) for q in range(n)]


def valued(pairs, rename=str):
    """``[(action, value)]`` as sorted ``(action text, rounded value)`` pairs."""
    return sorted((str(rename(a)), round(v, 9)) for a, v in pairs)


def test_art_decko_judges_a_position_and_every_first_action_the_same_from_every_seat():
    for players, seed in ((2, 3), (3, 4), (4, 5)):
        for st in positions("art-decko", players, seed, 8, 5):
            for ev in (ad_search.MEDIUM_EVAL, ad_search.HARD_EVAL):
                d = st.decision()
                planned = [(a, v) for v, a, _ in ad_search.action_values(st, d.player, d.options, ev.value,
                                                                          ad_search.rounds_left(st))] \
                    if d.kind == "action" else []
                for k, n, other, rename in rotations("art-decko", st):
                    assert by_seat(ev.win_values(st), k, n) == [round(x, 9) for x in ev.win_values(other)]
                    if planned:
                        od = other.decision()
                        theirs = [(a, v) for v, a, _ in ad_search.action_values(
                            other, od.player, od.options, ev.value, ad_search.rounds_left(other))]
                        assert valued(planned, rename) == valued(theirs)


def test_the_gallerist_judges_a_position_the_same_from_every_seat():
    for players, seed in ((2, 6), (3, 7)):
        for st in positions("the-gallerist", players, seed, 4, 13):
            ev = gal_search.MEDIUM_EVAL
            planned = [(a, v) for v, a in gal_search.ranked(st, st.decision(), ev)]
            for k, n, other, rename in rotations("the-gallerist", st):
                assert by_seat(ev.worth(st), k, n) == [round(x, 9) for x in ev.worth(other)]
                theirs = [(a, v) for v, a in gal_search.ranked(other, other.decision(), ev)]
                assert valued(planned, rename) == valued(theirs)


def test_avant_carde_judges_a_position_the_same_from_every_seat():
    adapter = AvantCardeSearch()
    for players, seed in ((2, 8), (3, 9)):
        for st in positions("avant-carde", players, seed, 4, 5):
            for k, n, other, _ in rotations("avant-carde", st):
                assert by_seat(adapter.evaluate(st), k, n) == [round(x, 9) for x in adapter.evaluate(other)]


@pytest.mark.parametrize("name", ("easy", "medium", "hard"))
def test_no_place_in_the_gallerist_placing_order_always_takes_the_same_start_location(name):
    """Medium's plan values every start location alike; the tie once went to the first free
    location in the board's order, so a seat's place in the placing order fixed its start: the
    start player (placing last) always began at the International Market at 4 players, the Media
    Center at 3 (docs/ai.md, "Fair seats at 3 and 4 players")."""
    g = game_module("the-gallerist")
    for players in (3, 4):
        started = set()
        for seed in range(8):
            st = g.new_game(players=players, seed=seed)
            agent = make_agent("the-gallerist", name, **({"iterations": HARD_ITERATIONS} if name == "hard" else {}))
            while st.place_order:
                d = st.decision()
                action = agent.choose(g, st.observation(d.player), d, Rng(31 * seed + d.player))
                if d.player == st.start_player:
                    started.add(action[1])
                st.apply(action)
        assert len(started) >= 3, f"{name}'s start player at {players} players always starts at {started}"

"""The baseline agents play legal actions from observations and finish games."""

import game.gallerist.ai.agents  # noqa: F401  (registers the agents; the lead adds it to game/games.py)
from game import gallerist as g
from game.ai.base import agent_names, make_agent
from game.engine.rng import Rng


def test_agents_registered():
    assert {"random", "greedy"} <= set(agent_names(g.GAME_ID))


def play(players, names, seed):
    s = g.new_game(players, seed=seed)
    agents = [make_agent(g.GAME_ID, n) for n in names]
    rng = Rng(seed)
    steps = 0
    while s.decision() is not None:
        d = s.decision()
        a = agents[d.player].choose(g, s.observation(d.player), d, rng)
        assert a in d.options
        s.apply(a)
        steps += 1
        assert steps < 5000
    return s


def test_random_and_greedy_finish_a_game():
    s = play(2, ["random", "greedy"], 3)
    assert s.is_over and s.final is not None


def test_greedy_plays_solo():
    s = play(1, ["greedy"], 5)
    assert s.is_over

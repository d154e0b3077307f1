"""The Art Decko agents: registered, legal, finishing, and greedy better than random."""

import json

import pytest

import game.art_decko as art_decko
import game.art_decko.ai.agents  # noqa: F401  (registers the agents)
from game.ai.base import agent_names, make_agent
from game.engine.rng import Rng


def run(names, seed):
    """Play a game with agents that only ever see JSON round-tripped observations."""
    state = art_decko.new_game(len(names), seed)
    agents = [make_agent("art-decko", n) for n in names]
    rngs = [Rng(seed * 7 + p) for p in range(len(names))]
    steps = 0
    while not state.is_over:
        decision = state.decision()
        obs = json.loads(json.dumps(state.observation(decision.player)))
        action = agents[decision.player].choose(art_decko, obs, decision, rngs[decision.player])
        assert action in decision.options
        state.apply(action)
        steps += 1
        assert steps < 20000
    return state


def test_both_agents_are_registered():
    assert {"random", "greedy"} <= set(agent_names("art-decko"))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_greedy_games_finish(players):
    state = run(["greedy"] * players, seed=players)
    assert state.summary()["completed"]
    assert max(state.scores) > 40


def test_greedy_beats_random():
    wins = 0
    for seed in range(16):
        names = ["greedy", "random"] if seed % 2 else ["random", "greedy"]
        state = run(names, seed)
        wins += names.index("greedy") in state.summary()["winners"]
    assert wins >= 13


def test_greedy_pays_with_face_values_before_abilities(table):
    t = table()
    s = t.s
    one, g5 = t.gold(1), t.gold(5)
    t.hand(0, one, g5)
    t.gallery("teal", t.painting("pop_art"), token=5)
    t.play(f"acquire teal {t.code(s.galleries[0][0])}")
    agent = make_agent("art-decko", "greedy")
    choice = agent.choose(art_decko, s.observation(0), s.decision(), Rng(1))
    assert str(choice) == f"pay {t.code(g5)}"
    t.play(str(choice))
    assert str(agent.choose(art_decko, s.observation(0), s.decision(), Rng(1))) == "confirm"

"""Sessions played quickly with the soak driver's policies, for the follow-along features."""

from game.engine.rng import Rng
from game.engine.session import Session
from game.games import AGENTS, game_module
from game.tools.soak import policy_of


def session(game_id="avant-carde", seats=(("Ada", "human"), ("Bob", "greedy")), **setup):
    setup.setdefault("seed", 7)
    return Session(game_module(game_id), setup, seats, agents=AGENTS)


def play(s, steps=None, until=None):
    """Apply the soak policy's moves: ``steps`` of them, until ``until(s)``, or to the end."""
    policy = policy_of(s.game.GAME_ID)
    rng = Rng(len(s.actions) + 11)
    n = 0
    while not s.over and (steps is None or n < steps) and not (until and until(s)):
        s.apply(policy(s.state, s.decision, rng))
        n += 1
    return s


def finished(game_id="avant-carde", **kw):
    return play(session(game_id, **kw))

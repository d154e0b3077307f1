"""``oracle``: the hard agent given the true state — a ceiling for measurement, never a level.

The oracle is ``hard`` with the same budget, except that every state it samples is the
real one: opponents' hands, deck orders and the gallery stacks as they are. Only the
game's future random draws stay unknown (each sample gets a fresh generator, so a
reshuffle is not foreseen). Its win rate against ``medium`` bounds what any honest
agent, which must guess the hidden cards, can reach with the same search.

It is registered only by :func:`enable`, which the tournament calls for
``--with-oracle``; the app never imports this module, so no seat can choose it. The
tournament hands it the state through :meth:`OracleAgent.reveal` before each decision.
"""

from game.ai.base import Agent, make_agent, register
from game.engine.rng import Rng


class _TrueSampler:
    """Stands in for a game's Determinizer: every sample is a copy of the true state."""

    def __init__(self, state) -> None:
        self.state = state

    def sample(self, rng):
        st = self.state.clone()
        st.rng = Rng(rng.next64())
        return st


class _Seer:
    """The game's rules module as the oracle's search sees it: determinising gives the truth."""

    def __init__(self, game, state) -> None:
        self._game, self._state = game, state

    def __getattr__(self, name):
        return getattr(self._game, name)

    def determinize(self, obs, rng, data=None):
        return _TrueSampler(self._state).sample(rng)

    def Determinizer(self, obs, data=None):
        sampler = _TrueSampler(self._state)
        sampler.obs = obs
        return sampler


class OracleAgent(Agent):
    """``hard`` deciding on the true state (see the module docstring)."""

    name = "oracle"

    def __init__(self, time_budget=1.0, iterations=None) -> None:
        self.inner = make_agent(self.games[0], "hard", time_budget=time_budget, iterations=iterations)
        self.state = None

    def reveal(self, state) -> None:
        """The true state before the next decision (called by the tournament)."""
        self.state = state

    def choose(self, game, obs, decision, rng):
        if self.state is None:
            raise RuntimeError("the oracle decides only on a state the tournament revealed")
        return self.inner.choose(_Seer(game, self.state), obs, decision, rng)


def enable(game_id) -> None:
    """Register ``oracle`` for ``game_id`` (test and measurement runs only)."""
    register(type("OracleAgent", (OracleAgent,), {"games": (game_id,)}))

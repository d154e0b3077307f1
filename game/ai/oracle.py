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

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ai.base import Agent, make_agent, register
from game.engine.rng import Rng

if TYPE_CHECKING:
    from typing import Any

    from game.engine.actions import Action, Decision
    from game.engine.contract import GamePackage
    from game.engine.state import GameState


class _TrueSampler:
    """Stands in for a game's Determinizer: every sample is a copy of the true state."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.obs: dict[str, Any] | None = None   # what a Determinizer keeps of the seat's view

    def sample(self, rng: Rng) -> GameState:
        st = self.state.clone()
        st.rng = Rng(rng.next64())
        return st


class _Seer:
    """The game's rules module as the oracle's search sees it: determinising gives the truth."""

    def __init__(self, game: GamePackage, state: GameState) -> None:
        self._game, self._state = game, state

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    def determinize(self, obs: dict[str, Any], rng: Rng, data: Any = None) -> GameState:
        return _TrueSampler(self._state).sample(rng)

    def Determinizer(self, obs: dict[str, Any], data: Any = None) -> _TrueSampler:
        sampler = _TrueSampler(self._state)
        sampler.obs = obs
        return sampler


class OracleAgent(Agent):
    """``hard`` deciding on the true state (see the module docstring)."""

    name = "oracle"

    def __init__(self, time_budget: float = 1.0, iterations: int | None = None) -> None:
        self.inner = make_agent(self.games[0], "hard", time_budget=time_budget, iterations=iterations)
        self.state: GameState | None = None

    def reveal(self, state: GameState) -> None:
        """The true state before the next decision (called by the tournament)."""
        self.state = state

    def choose(self, game: GamePackage, obs: dict[str, Any], decision: Decision, rng: Rng) -> Action:
        if self.state is None:
            raise RuntimeError("the oracle decides only on a state the tournament revealed")
        return self.inner.choose(_Seer(game, self.state), obs, decision, rng)


def enable(game_id: str) -> None:
    """Register ``oracle`` for ``game_id`` (test and measurement runs only)."""
    register(type("OracleAgent", (OracleAgent,), {"games": (game_id,)}))

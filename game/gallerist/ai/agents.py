"""Baseline agents for The Gallerist: ``random`` and ``greedy``.

Both decide from the seat's observation only. ``greedy`` rebuilds a full state with
``determinize`` (hidden cards, stacks and bonus tiles drawn at random), tries every
legal option on a copy, lets the rest of its own step chain play out with the same
rule, and keeps the option whose result :func:`position_value` likes best.

:func:`position_value` is the one evaluation a search agent can reuse: the seat's
projected final money (:func:`game.gallerist.scoring.final_scoring`) plus small
credits for what has no money value yet (tickets, visitors, contracts, a commission,
influence beyond its end-of-game worth): :func:`game.gallerist.ai.search.credits`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.ai.base import Agent, register
from game.engine.actions import Action, Decision
from game.engine.contract import GamePackage
from game.engine.rng import Rng
from game.gallerist.ai.search import GREEDY_EVAL, plan_choice

if TYPE_CHECKING:
    from game.gallerist.state import GalleristState

GAME = "the-gallerist"


@register
class RandomAgent(Agent):
    """Uniform among the legal options, but never passes when something else is possible."""

    name = "random"
    games = (GAME,)

    def choose(self, game: GamePackage | None, obs: dict[str, Any] | None, decision: Decision, rng: Rng) -> Action:
        opts = [o for o in decision.options if o[0] != "pass"] or list(decision.options)
        return opts[rng.randrange(len(opts))]


def position_value(state: GalleristState, seat: int) -> float:
    """How good ``state`` looks for ``seat`` (in dollars, higher is better): its projected final
    money plus :func:`game.gallerist.ai.search.credits`."""
    return GREEDY_EVAL.value(state, seat)


@register
class GreedyAgent(Agent):
    """Lookahead over the seat's own steps on a determinized state, scored by
    :func:`position_value`. A move is judged by the best location action it opens."""

    name = "greedy"
    games = (GAME,)

    def choose(self, game: GamePackage, obs: dict[str, Any], decision: Decision, rng: Rng) -> Action:
        return plan_choice(game, obs, decision, rng, GREEDY_EVAL)

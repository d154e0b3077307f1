"""Two agents for Coins and Stars: ``random`` and ``easy`` (the card scoring most whenever it can)."""

from __future__ import annotations

from typing import Any

from game.ai.base import Agent, register
from game.engine.actions import Action, Decision
from game.engine.rng import Rng

from ..data import load_data
from ..state import GAME_ID


@register
class RandomToyAgent(Agent):
    name, games = "random", (GAME_ID,)

    def choose(self, game: Any, observation: Any, decision: Decision, rng: Rng) -> Action:
        return decision.options[rng.randrange(len(decision.options))]


@register
class EasyToyAgent(Agent):
    name, games = "easy", (GAME_ID,)

    def choose(self, game: Any, observation: Any, decision: Decision, rng: Rng) -> Action:
        cards = load_data().cards
        return max(decision.options, key=lambda a: cards[a[1]].points if a.kind == "play" else -1)


def random_policy(st: Any, d: Decision, rng: Rng) -> Action:
    """The soak's driver: a random legal action."""
    return d.options[rng.randrange(len(d.options))]

"""Two agents for Coins and Stars: ``random`` and ``easy`` (a star whenever it can)."""

from game.ai.base import Agent, register
from toygame.state import GAME_ID


@register
class RandomToyAgent(Agent):
    name, games = "random", (GAME_ID,)

    def choose(self, game, observation, decision, rng):
        return decision.options[rng.randrange(len(decision.options))]


@register
class EasyToyAgent(Agent):
    name, games = "easy", (GAME_ID,)

    def choose(self, game, observation, decision, rng):
        stars = [a for a in decision.options if a.kind == "play" and a[1] == "star"]
        return (stars or decision.options)[0]


def random_policy(st, d, rng):
    """The soak's driver: a random legal action."""
    return d.options[rng.randrange(len(d.options))]

"""The coach as a player: the agent ``coach`` plays, at every decision, the hint the table would
show there (:func:`coach_hint`, the one code path the table's H and this agent share, at the
table's :data:`HINT_SAMPLES`). ``tournament --agents coach,medium`` so measures whether following
the hints wins (docs/ai.md). Every game with a coach (:data:`game.ai.review.COACHES`) has it,
solitaire included: :meth:`game.games.GameInfo.module` registers it.
"""

from __future__ import annotations

from typing import Any

from game.ai.base import Agent, register_for
from game.ai.review import Hint, coach_adapter, coach_texts, hint
from game.engine.actions import Action, Decision
from game.engine.contract import GamePackage
from game.engine.rng import Rng

HINT_SAMPLES = 8        # determinizations a hint is judged on (the review's default budget)


def coach_hint(game: GamePackage, obs: dict[str, Any], decision: Decision, seed: int,
               samples: int | None = None) -> Hint:
    """The hint for ``decision`` from ``obs``, as the table shows it (``samples``: default
    :data:`HINT_SAMPLES`)."""
    from game.games import spec
    game_spec = spec(game.GAME_ID)
    return hint(coach_adapter(game_spec.id), game, obs, decision, seed,
                samples=HINT_SAMPLES if samples is None else samples, **coach_texts(game_spec.id))


class CoachAgent(Agent):
    """Plays the coach's hint (a decision with one option needs none)."""

    name = "coach"

    def __init__(self, samples: int | None = None) -> None:
        self.samples = samples

    def choose(self, game: GamePackage, observation: dict[str, Any], decision: Decision, rng: Rng) -> Action:
        if len(decision.options) == 1:
            return decision.options[0]
        seed = rng.next64() & 0xFFFFFFFF
        return coach_hint(game, observation, decision, seed, self.samples).action


def register_coach(game_id: str) -> None:
    """Make ``coach`` one of ``game_id``'s agents (its spec names a coach)."""
    register_for(CoachAgent, game_id)

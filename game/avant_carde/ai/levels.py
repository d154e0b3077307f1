"""The three Avant Carde difficulty levels: ``easy``, ``medium`` and ``hard``.

- ``easy`` plays like ``greedy`` (longest line, dearest cards in its colours) but
  makes a random move one time in five — beatable, yet far better than ``random``.
- ``medium`` is a strong heuristic player (:mod:`game.avant_carde.ai.tactics`): the
  best line it can find on several determinizations, buys valued against its
  colours and patrons, trashing of its weakest cards, every ▶▶ power, change
  tokens spent to reach award thresholds. A fixed node budget keeps it under
  50 ms a decision and makes it deterministic for a given rng.
- ``hard`` plays its line with medium's search at a wider budget, and in the buy turn
  plays medium's move unless the paired search (:class:`game.ai.search.PairedSearch`) shows
  another clearly better: medium's move and up to nine other candidates played out from the
  same determinized states by a fast rollout policy through the next round, at most
  ``ROLLOUTS`` a decision, cut short by a time budget on a slow machine.
- ``hard-learned`` (command line only) is ``hard`` judging its search's leaves with the
  learned model of :mod:`game.avant_carde.ai.model`, kept apart so the two can be measured.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ai.base import Agent, register
from game.ai.search import PairedSearch
from game.avant_carde.ai.agents import GreedyAgent, RandomAgent
from game.avant_carde.ai.search import AvantCardeSearch
from game.avant_carde.ai.tactics import WIDE_LINE_NODES, WIDE_LINE_SAMPLES, medium_choice

if TYPE_CHECKING:
    from typing import Any

    from game.engine.actions import Action, Decision
    from game.engine.rng import Rng

# Win chance by which the search must beat medium's move to overrule it (see search.py).
KEEP_MARGIN = 0.03
# The rollouts a decision plays at most (spread over the candidates): the default level's size. A
# tournament at --iterations ROLLOUTS measures it exactly; the time budget only cuts it short on
# a slow or busy machine.
ROLLOUTS = 200
GAME = "avant-carde"


@register
class EasyAgent(Agent):
    """``greedy`` with a random move (among sensible ones) a fifth of the time."""

    name = "easy"
    games = (GAME,)

    def __init__(self, mistake_rate: float = 0.2) -> None:
        self.mistake_rate = mistake_rate
        self.greedy, self.random = GreedyAgent(), RandomAgent()

    def choose(self, game: Any, obs: dict[str, Any], decision: Decision, rng: Rng) -> Action:
        if rng.random() < self.mistake_rate:
            return self.random.choose(game, obs, decision, rng)
        return self.greedy.choose(game, obs, decision, rng)


@register
class MediumAgent(Agent):
    """Heuristic play with a line search; see :mod:`game.avant_carde.ai.tactics`."""

    name = "medium"
    games = (GAME,)

    def __init__(self, node_budget: int = 600, samples: int = 3) -> None:
        self.node_budget, self.samples = node_budget, samples

    def choose(self, game: Any, obs: dict[str, Any], decision: Decision, rng: Rng) -> Action:
        if len(decision.options) == 1:
            return decision.options[0]
        return medium_choice(game, obs, decision, rng, self.node_budget, self.samples)


@register
class HardAgent(Agent):
    """Medium's line search, widened, in the play phase; in the buy turn and its powers, medium's
    move unless the paired search shows another clearly better, under a time budget (or a fixed
    rollout count, for tournaments and tests)."""

    name = "hard"
    games = (GAME,)
    learned = False         # leaves judged by the learned model (game/avant_carde/ai/model.py)

    def __init__(self, time_budget: float = 1.0, iterations: int | None = None) -> None:
        self.search = PairedSearch(AvantCardeSearch(self.learned), time_budget=time_budget,
                                   iterations=iterations, keep_margin=KEEP_MARGIN, corrected=True,
                                   cap=ROLLOUTS)
        # A short budget narrows the wide line search (tactics.WIDE_LINE_NODES) to keep in time.
        self.line_nodes, self.line_samples = (WIDE_LINE_NODES, WIDE_LINE_SAMPLES) if time_budget >= 0.5 else (1200, 4)

    def choose(self, game: Any, obs: dict[str, Any], decision: Decision, rng: Rng) -> Action:
        if len(decision.options) == 1:
            return decision.options[0]
        if obs["phase"] == "play":
            return medium_choice(game, obs, decision, rng, self.line_nodes, self.line_samples)
        return self.search.choose(game, obs, decision, rng)


@register
class LearnedHardAgent(HardAgent):
    """``hard`` whose search judges its leaves by the learned model (command line only: it is
    measured against ``hard``, see docs/ai.md)."""

    name = "hard-learned"
    learned = True

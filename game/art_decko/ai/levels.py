"""The three Art Decko difficulty levels: ``easy``, ``medium`` and ``hard``.

- ``easy`` plays like ``greedy`` (one action ahead, VP if the game ended now) but,
  one action choice in five, picks a random sensible action instead — beatable,
  yet far better than ``random``.
- ``medium`` plans the whole turn on a determinized state
  (:mod:`game.art_decko.ai.search`): every first action and, for the most promising,
  every second action, each carried through marker, New Exhibitor and the cheapest
  payment, judged by the expected final VP against the rival's.
- ``hard`` plays its planner's move (medium's planner with hard's weights) unless the paired
  search (:class:`game.ai.search.PairedSearch`) shows another clearly better: the eight best
  first actions played out from the same determinized states by a one-action medium until the
  seat's next turn, at most ``ROLLOUTS`` a decision, cut short by a time budget on a slow
  machine (or a fixed rollout count, for tournaments, tests and replays). Its weights (less for
  buying power, more for the ratings still to rise) were tuned against the medium of before
  issue 28; against the fixed medium they are worth no more than the noise (docs/ai.md).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ai.base import Agent, register
from game.ai.search import PairedSearch
from game.art_decko.ai.agents import GreedyArtDeckoAgent, RandomArtDeckoAgent
from game.art_decko.ai.search import ArtDeckoSearch, medium_choice

if TYPE_CHECKING:
    from typing import Any

    from game.engine.actions import Action, Decision
    from game.engine.rng import Rng

# Win chance by which the search must beat medium's move to overrule it (see search.py).
KEEP_MARGIN = 0.03
# The rollouts a decision plays at most (spread over the candidates, at least two samples each):
# the default level's size. A tournament at --iterations ROLLOUTS measures it exactly; the time
# budget only cuts it short on a slow or busy machine. A rollout to the searching seat's next turn
# costs about 4 ms of CPU here (each move completes every action), so 64 keep a decision near a
# quarter of a second.
ROLLOUTS = 64
GAME = "art-decko"


@register
class EasyArtDeckoAgent(Agent):
    """``greedy`` with a random sensible action a fifth of the time."""

    name = "easy"
    games = (GAME,)

    def __init__(self, mistake_rate: float = 0.2) -> None:
        self.mistake_rate = mistake_rate
        self.greedy, self.random = GreedyArtDeckoAgent(), RandomArtDeckoAgent()

    def choose(self, game: Any, obs: dict[str, Any], decision: Decision, rng: Rng) -> Action:
        if decision.kind == "action" and rng.random() < self.mistake_rate:
            return self.random.choose(game, obs, decision, rng)
        # Payments, markers and bonuses stay greedy's: a random payment is not "sensible".
        return self.greedy.choose(game, obs, decision, rng)


@register
class MediumArtDeckoAgent(Agent):
    """Plans both actions of the turn; see :mod:`game.art_decko.ai.search`."""

    name = "medium"
    games = (GAME,)

    def choose(self, game: Any, obs: dict[str, Any], decision: Decision, rng: Rng) -> Action:
        return medium_choice(game, obs, decision, rng)


@register
class HardArtDeckoAgent(Agent):
    """Its planner's move unless the paired search shows another clearly better, at most
    ``ROLLOUTS`` rollouts under a time budget (or a fixed rollout count)."""

    name = "hard"
    games = (GAME,)

    def __init__(self, time_budget: float = 1.0, iterations: int | None = None) -> None:
        self.search = PairedSearch(ArtDeckoSearch(), time_budget=time_budget, iterations=iterations,
                                   keep_margin=KEEP_MARGIN, corrected=True,
                                   cap=ROLLOUTS)

    def choose(self, game: Any, obs: dict[str, Any], decision: Decision, rng: Rng) -> Action:
        if len(decision.options) == 1:
            return decision.options[0]
        return self.search.choose(game, obs, decision, rng)

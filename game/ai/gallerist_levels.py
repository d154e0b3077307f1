"""The three Gallerist difficulty levels: ``easy``, ``medium`` and ``hard``.

All three decide every decision — turns, the steps of an action, kicked-out actions, the
auction's easel works, the solitaire — from the seat's observation, rebuilding hidden
parts with ``determinize``.

- ``easy`` plays like ``medium`` but takes a quarter of its turns as ``greedy`` would
  (its own money only, shorter-sighted) — beatable, yet far better than ``random``.
- ``medium`` plans the seat's own steps on a determinized state
  (:mod:`game.ai.gallerist_search`): every option carried through its steps, a move judged
  by the location action it opens, a position by the lead over the best rival in projected
  final money — with the auction offers counted, a little for the money and desk assistants
  that keep a gallery able to act, half credit for tickets, visitors and contracts fading
  toward the end, and a kicked-out rival's answer priced in.
- ``hard`` searches: information-set Monte Carlo tree search (:mod:`game.ai.search`) over
  determinized states, medium's plan as the main root prior and a one-step plan as the
  rollout policy, one round deep, under a time budget per decision (or a fixed iteration
  count, for tests and replays).
"""

from game.ai.base import Agent, register
from game.ai.gallerist_search import GalleristSearch, plan_choice, plan_ranking
from game.ai.search import InformationSetMCTS

# Win chance by which the search must beat medium's move to overrule it (see search.py).
KEEP_MARGIN = 0.03
GAME = "the-gallerist"


@register
class MediumAgent(Agent):
    """Plans the seat's own steps against the best rival; see :mod:`game.ai.gallerist_search`."""

    name = "medium"
    games = (GAME,)

    def choose(self, game, obs, decision, rng):
        return plan_choice(game, obs, decision, rng)


@register
class EasyAgent(Agent):
    """``medium`` that, at ``mistake_rate`` of its turn choices, takes its plan's second-best
    option instead of the best."""

    name = "easy"
    games = (GAME,)

    def __init__(self, mistake_rate=0.3):
        self.mistake_rate = mistake_rate

    def choose(self, game, obs, decision, rng):
        # Only turn choices go astray; the steps of an action follow the plan that chose it.
        slip = decision.kind == "turn" and rng.random() < self.mistake_rate
        order = plan_ranking(game, obs, decision, rng)
        return order[1] if slip and len(order) > 1 else order[0]


@register
class HardAgent(Agent):
    """Information-set MCTS under a time budget (or a fixed iteration count)."""

    name = "hard"
    games = (GAME,)

    def __init__(self, time_budget=1.0, iterations=None):
        self.search = InformationSetMCTS(GalleristSearch(), time_budget=time_budget, iterations=iterations,
                                         keep_margin=KEEP_MARGIN)

    def choose(self, game, obs, decision, rng):
        if len(decision.options) == 1:
            return decision.options[0]
        return self.search.choose(game, obs, decision, rng)

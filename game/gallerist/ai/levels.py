"""The three Gallerist difficulty levels: ``easy``, ``medium`` and ``hard``.

All three decide every decision — turns, the steps of an action, kicked-out actions, the
auction's easel works, the solitaire — from the seat's observation, rebuilding hidden
parts with ``determinize``.

- ``easy`` plays like ``medium`` but takes one turn choice in five at random (never a pass
  while something else is possible) — beatable, yet far better than ``random``.
- ``medium`` plans the seat's own steps on a determinized state
  (:mod:`game.gallerist.ai.search`): every option carried through its steps, a move judged
  by the location action it opens, a position by the lead over the best rival in projected
  final money — with the auction offers counted, a little for the money, ready sales and desk
  assistants that keep a gallery able to act, a penalty for contracts that block the Sales
  Office, half credit for tickets, visitors and contracts fading toward the end, and a
  kicked-out rival's answer priced in.
- ``hard`` searches where medium is unsure: when medium's plan ranks other moves (or
  kicked-out actions) within $2 of its best, each is played out against medium's choice from
  the same determinized states (:class:`~game.ai.search.PairedSearch`), medium's
  plan for every seat's turn choices in the rollouts, until the seat's next turn: 16 rollouts
  a decision, cut short by a time budget on a slow machine (or a fixed rollout count, for
  tournaments, tests and replays); medium's move is left only when another's lead over it is
  significant. Every other choice is medium's.
"""

from __future__ import annotations

from typing import Any

from game.ai.base import Agent, register
from game.ai.search import PairedSearch
from game.engine.actions import Action, Decision
from game.engine.contract import GamePackage
from game.engine.rng import Rng
from game.gallerist.ai.search import GalleristSearch, plan_choice, playable

# Win chance by which the search's paired mean must beat medium's move to overrule it (besides
# being significant; see PairedSearch).
KEEP_MARGIN = 0.03
# The rollouts a searched decision plays at most (at least two samples of every candidate): the
# default level's size, measured at --iterations 16 (docs/ai.md); the time budget only cuts it
# short on a slow or busy machine.
ROLLOUTS = 16
GAME = "the-gallerist"


@register
class MediumAgent(Agent):
    """Plans the seat's own steps against the best rival; see :mod:`game.gallerist.ai.search`."""

    name = "medium"
    games = (GAME,)

    def choose(self, game: GamePackage, obs: dict[str, Any], decision: Decision, rng: Rng) -> Action:
        return plan_choice(game, obs, decision, rng, draw_start=True)


@register
class EasyAgent(Agent):
    """``medium`` that takes a random one of its turn choices (never a pass while something
    else is possible) at ``mistake_rate``: one in five."""

    name = "easy"
    games = (GAME,)

    def __init__(self, mistake_rate: float = 0.2) -> None:
        self.mistake_rate = mistake_rate

    def choose(self, game: GamePackage, obs: dict[str, Any], decision: Decision, rng: Rng) -> Action:
        # Only turn choices go astray; the steps of an action follow the plan that chose it.
        if decision.kind == "turn" and rng.random() < self.mistake_rate:
            options = playable(decision)
            return options[rng.randrange(len(options))]
        return plan_choice(game, obs, decision, rng, draw_start=True)


@register
class HardAgent(Agent):
    """Medium, with its close moves played out from common samples under a time budget (or a
    fixed rollout count)."""

    name = "hard"
    games = (GAME,)

    def __init__(self, time_budget: float = 1.0, iterations: int | None = None) -> None:
        self.search = PairedSearch(GalleristSearch(), time_budget=time_budget, iterations=iterations,
                                   keep_margin=KEEP_MARGIN, cap=ROLLOUTS)

    def choose(self, game: GamePackage, obs: dict[str, Any], decision: Decision, rng: Rng) -> Action:
        if len(decision.options) == 1:
            return decision.options[0]
        return self.search.choose(game, obs, decision, rng)

"""How the generic search (:mod:`game.ai.search`) plays Avant Carde: the hard agent's adapter.

- **Root candidates and priors** — medium's choice gets most of the prior, so a
  short search starts from a good move; the other candidates are the legal
  options with equivalent 4-variants merged, cheapest to judge first.
- **Rollouts** — every seat plays a fast version of medium until the end of the
  round (for a buy decision, the end of the next one: a card bought now only shows
  its worth once drawn): the most promising card (no line search), heuristic power
  choices, and the buy planner without burying.
- **Evaluation** — each seat's awards plus the awards its deck should still earn
  (the rounds left times what a hand of its average card quality makes), turned
  into a win chance against the best rival (solo: against the awards still needed);
  or, with ``learned``, the fitted model of :mod:`game.avant_carde.ai.model` (games of
  two or more players; solo keeps the hand-made one).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from game.ai.search import SearchAdapter, favourite_priors
from game.avant_carde.ai.model import EVAL_SCALE, hand_worth, load_evaluation
from game.avant_carde.ai.plan import Plan
from game.avant_carde.ai.tactics import (
    STOP,
    WIDE_LINE_NODES,
    WIDE_LINE_SAMPLES,
    TaskPolicy,
    best_line_choice,
    buy_action,
    medium_choice,
    ordered_plays,
)
from game.avant_carde.state import AvantCardeState

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from game.avant_carde.data import GameData
    from game.avant_carde.view import Determinizer
    from game.engine.actions import Action, Decision
    from game.engine.rng import Rng

PRIOR_WEIGHT = 0.6          # share of the root prior that goes to medium's choice
ROOT_WIDTH = 10             # root candidates searched at most (medium's choice always among them)
BUY_LOOKAHEAD = 1           # extra rounds a buy decision's rollouts play (a bought card must be drawn)


class AvantCardeSearch(SearchAdapter[AvantCardeState]):
    """The :class:`~game.ai.search.SearchAdapter` for Avant Carde (see the module docstring)."""

    def __init__(self, learned: bool = False) -> None:
        self.learned = load_evaluation() if learned else None
        self.data: GameData | None = None       # the game's data, set by each root_priors call
        self._plans: dict[tuple[int, int, int], Plan] = {}
        self._sampler: Determinizer | None = None   # the Determinizer of the decision's observation

    def determinize(self, game: Any, obs: dict[str, Any], rng: Rng) -> AvantCardeState:
        if self._sampler is None or self._sampler.obs is not obs:
            self._sampler = game.Determinizer(obs, self.data)
        return self._sampler.sample(rng)

    def root_priors(self, game: Any, obs: dict[str, Any], decision: Decision, rng: Rng) -> dict[Action, float]:
        self.data = game.load_data()
        self._plans = {}
        self._sampler = game.Determinizer(obs, self.data)
        favourite = self.favourite(game, obs, decision, rng)
        st = self._sampler.sample(rng)
        others = [a for a in self.candidates(st, decision) if a != favourite][: ROOT_WIDTH - 1]
        return favourite_priors(favourite, others, PRIOR_WEIGHT)

    def favourite(self, game: Any, obs: dict[str, Any], decision: Decision, rng: Rng) -> Action:
        """The move the search leaves only for a clearly better one: medium's."""
        return medium_choice(game, obs, decision, rng)

    def candidates(self, state: AvantCardeState, decision: Decision) -> list[Action]:
        if decision.kind == "play":
            return ordered_plays(state, decision.player, decision.options) or [STOP]
        return list(decision.options)

    def plan(self, st: AvantCardeState, seat: int) -> Plan:
        """A seat's plan, cached while its card count and the round stay the same."""
        p = st.players[seat]
        key = (seat, st.round, len(p.hand) + len(p.deck) + len(p.discard) + len(p.line))
        plan = self._plans.get(key)
        if plan is None:
            plan = self._plans[key] = Plan.from_state(st, seat)
        return plan

    def rollout_action(self, st: AvantCardeState, d: Decision, rng: Rng | None) -> Action:
        seat = d.player
        if d.kind == "play":
            plays = ordered_plays(st, seat, d.options)
            return plays[0] if plays else STOP
        plan = self.plan(st, seat)
        if d.kind == "buy":
            return buy_action(st, seat, d, plan, TaskPolicy(plan), {})
        return TaskPolicy(plan).task(st, seat, d)

    def horizon(self, root_state: AvantCardeState, state: AvantCardeState) -> bool:
        rounds = 1 + (BUY_LOOKAHEAD if root_state.phase == "buy" else 0)
        return state.round >= root_state.round + rounds or state.decision() is None

    def evaluate(self, st: AvantCardeState) -> Sequence[float]:
        n = len(st.players)
        if st.phase == "over":
            assert st.result is not None        # a game over has its result
            winners = st.result["winners"]
            return [1.0 / len(winners) if s in winners else 0.0 for s in range(n)]
        plans = [Plan.from_state(st, seat) for seat in range(n)]
        if self.learned is not None and not st.solo:
            return self.learned.values(st, plans)
        worth = [hand_worth(st, seat, plans[seat]) for seat in range(n)]
        if st.solo:
            needed = st.awards_left + st.players[0].awards
            return [_squash(worth[0] - needed)]
        values = []
        for seat in range(n):
            rival = max(w for s, w in enumerate(worth) if s != seat)
            values.append(_squash(worth[seat] - rival))
        return values


LINE_SEARCH_NODES = 150     # medium's line search per step of a seat's line in the coach's rollouts


class AvantCardeCoach(AvantCardeSearch):
    """The coach's adapter (hints, the agent ``coach`` and the review; issue 42): hard's, except
    that the rollouts play every seat's lines of the play phase with medium's line search on the
    sample (:data:`LINE_SEARCH_NODES` nodes a step), not with the fast policy's "the card with
    most matches next" (docs/ai.md):

    - *the advised seat's line*: judged by the fast policy's line, medium's first card of a long
      line lost to any card whose greedy continuation happened to pay more, and hints that left
      medium's play for it lost games; a card is now judged by the best line it starts, as medium
      judges it. At a buy, the seat's next round is played so too: judged by the fast policy's
      lines, a card bought was worth what those lines made of it, and the review flagged sound buys;
    - *the rivals' lines*: searched for the advised seat alone, they made its win chance 0.77 where
      it won 0.54 (the review's graph said so to the player) and its losses larger.

    Its favourite in the play phase is hard's card (the wide line search), not medium's: followed
    card for card, medium's favourite left the coach level with medium."""

    def favourite(self, game: Any, obs: dict[str, Any], decision: Decision, rng: Rng) -> Action:
        if obs["phase"] == "play":
            return medium_choice(game, obs, decision, rng, WIDE_LINE_NODES, WIDE_LINE_SAMPLES)
        return super().favourite(game, obs, decision, rng)

    def rollout_action(self, st: AvantCardeState, d: Decision, rng: Rng | None) -> Action:
        if st.phase == "play":
            return best_line_choice([st], d.player, d, TaskPolicy(self.plan(st, d.player)), LINE_SEARCH_NODES)
        return super().rollout_action(st, d, rng)


def _squash(lead: float) -> float:
    return 1.0 / (1.0 + math.exp(-lead / EVAL_SCALE))

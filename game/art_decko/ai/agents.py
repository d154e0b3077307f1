"""Art Decko agents: ``random`` and ``greedy``. Both decide from the observation only.

``random`` picks uniformly, with just enough sense to keep games finite: it never
cancels unless stuck, builds a payment by adding cards until it can confirm, and
ends its discard step half the time.

``greedy`` looks one action ahead. It values its position as the VP it would score
if the game ended now (score, owned paintings at their genre's VP, gold at the gold
ratio) and picks the action that raises that estimate most, with small bonuses for
buying power early on. It pays with face values first and spends abilities (which
send the card to the box) only when it must.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ai.base import Agent, register

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from game.engine.actions import Action, Decision
    from game.engine.rng import Rng

GAME = "art-decko"


@register
class RandomArtDeckoAgent(Agent):
    name = "random"
    games = (GAME,)

    def choose(self, game: object, observation: object, decision: Decision, rng: Rng) -> Action:
        options = decision.options
        if decision.kind == "pay":
            for a in options:
                if a[0] == "confirm":
                    return a
            adds = [a for a in options if a[0] in ("pay", "ability")]
            return rng.choice(adds) if adds else _find(options, "cancel")
        if decision.kind == "discard":
            return options[-1] if rng.random() < 0.5 else rng.choice(options)
        return rng.choice([a for a in options if a[0] != "cancel"])


def _find(options: Sequence[Action], kind: str) -> Action:
    return next(a for a in options if a[0] == kind)


class _View:
    """The numbers greedy needs, read from one observation."""

    def __init__(self, game: Any, obs: dict[str, Any]) -> None:
        self.data = d = game.load_data()
        self.obs = obs
        me = obs["players"][obs["seat"]]
        self.hand = [d.code_to_id[c] for c in me["hand"]]
        owned = self.hand + [d.code_to_id[c] for c in me["draw"] + me["discard"]]
        if obs["current"] == obs["seat"]:
            owned += [d.code_to_id[c] for space in obs["played"] for c in space]
        self.genre_count = [0] * len(d.genres)
        self.gold = 0
        for c in owned:
            card = d.cards[c]
            if card.is_painting:
                self.genre_count[card.genre] += 1
            else:
                self.gold += card.value
        self.ratings = obs["ratings"]

    def vp(self, rating: int) -> int:
        return self.data.painting_vp[min(rating, self.data.top)]

    def gold_vp(self, gold: int, rating: int) -> int:
        return gold // self.data.gold_ratio[min(rating, self.data.top)]

    def worth(self, card: int, target: str) -> tuple[int, int]:
        """What ``card`` pays toward ``target`` at face value and at its best."""
        c = self.data.cards[card]
        if c.is_painting:
            value = self.data.painting_gold[self.ratings[c.genre]]
            return value, value
        best = c.ability.pays(c.value) if c.ability and c.ability.target == target else c.value
        return c.value, max(best, c.value)

    def budgets(self, target: str, skip: int = -1) -> tuple[int, int]:
        """(face-value total, best total) of the hand toward ``target``."""
        face = best = 0
        for c in self.hand:
            if c != skip:
                f, b = self.worth(c, target)
                face, best = face + f, best + b
        return face, best


@register
class GreedyArtDeckoAgent(Agent):
    name = "greedy"
    games = (GAME,)

    def choose(self, game: Any, observation: dict[str, Any], decision: Decision, rng: Rng) -> Action:
        handlers = {"action": self._action, "pay": self._pay, "marker": self._marker,
                    "exhibitor": self._exhibitor, "discard": self._discard}
        return handlers[decision.kind](_View(game, observation), decision.options, rng)

    # -------------------------------------------------------------- actions

    def _action(self, view: _View, options: Sequence[Action], rng: Rng) -> Action:
        scored = [(self._value(view, a) + rng.random() * 1e-3, a) for a in options]
        return max(scored)[1]

    def _value(self, view: _View, action: Action) -> float:
        d, obs = view.data, view.obs
        if action[0] == "haggle":
            return 0.3
        if action[0] == "acquire":
            loc = d.location(action[1])
            card = d.cards[d.code_to_id[action[2]]]
            cost = obs["tokens"][loc.index] if loc.is_gallery else loc.cost
            penalty = self._ability_penalty(view, loc.target, cost)
            if loc.is_gallery:
                g, n = card.genre, view.genre_count[card.genre]
                r = view.ratings[g]
                gain = view.vp(r + loc.increase) * (n + 1) - view.vp(r) * n
                return gain - penalty - 0.05 * cost
            r = obs["gold_rating"]
            gain = (view.gold_vp(view.gold + card.value, r + loc.increase)
                    - view.gold_vp(view.gold, r))
            buying_power = card.value / 3 if obs["round"] <= 8 else 0
            return gain + buying_power - penalty
        # show
        c = d.code_to_id[action[1]]
        exh = d.exhibition(action[2])
        g = d.cards[c].genre
        r, n = view.ratings[g], view.genre_count[g]
        vp = exh.vp[len(obs["vp_markers"][exh.index])]
        gain = vp + (n - 1) * (view.vp(r + exh.increase) - view.vp(r)) - view.vp(r)
        return gain - self._ability_penalty(view, "show", exh.cost, skip=c)

    @staticmethod
    def _ability_penalty(view: _View, target: str, cost: int, skip: int = -1) -> float:
        """A rough VP cost when face values fall short and abilities (whose cards go
        to the box) must pay."""
        face, _ = view.budgets(target, skip)
        return 0 if face >= cost else 1 + (cost - face) / 8

    # -------------------------------------------------------------- the rest

    def _pay(self, view: _View, options: Sequence[Action], rng: Rng) -> Action:
        for a in options:
            if a[0] == "confirm":
                return a
        plan = view.obs["plan"]
        target = "show" if plan["kind"] == "show" else view.data.location(plan["where"]).target
        id_of = view.data.code_to_id
        pays = [a for a in options if a[0] == "pay"]
        if pays:
            return max(pays, key=lambda a: view.worth(id_of[a[1]], target)[0])
        abilities = [a for a in options if a[0] == "ability"]
        if abilities:
            return max(abilities, key=lambda a: view.worth(id_of[a[1]], target)[1])
        return _find(options, "cancel")

    def _marker(self, view: _View, options: Sequence[Action], rng: Rng) -> Action:
        # Keep the gray wild markers for later shows.
        return next(a for a in options if a[0] == "marker" and a[1] != "gray")

    def _exhibitor(self, view: _View, options: Sequence[Action], rng: Rng) -> Action:
        d, plan = view.data, view.obs["plan"]
        exh = d.exhibition(plan["where"])
        _, best = view.budgets("show", skip=d.code_to_id[plan["card"]])
        spaces = [d.exhibitor_space(a[1]) for a in options if a[0] == "bonus" and a[1] != "none"]
        if best >= exh.cost:
            # Affordable anyway: VP beats a discount, and a discount beats nothing.
            pick = max(spaces, key=lambda s: (s.kind == "vp", s.amount), default=None)
        else:
            enough = [s for s in spaces if s.kind == "discount" and best + s.amount >= exh.cost]
            pick = min(enough, key=lambda s: s.amount, default=None)
        return next(a for a in options if a[0] == "bonus" and a[1] == (pick.id if pick else "none"))

    def _discard(self, view: _View, options: Sequence[Action], rng: Rng) -> Action:
        return _find(options, "done")

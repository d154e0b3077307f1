"""Baseline Avant Carde agents: ``random`` and ``greedy``.

Both decide from the seat's observation. ``greedy`` rebuilds a plausible full
state with ``determinize`` and searches its own chain on copies of it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.ai.base import Agent, register
from game.avant_carde.board import MAIN
from game.avant_carde.play import play_options
from game.engine.actions import Action

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence
    from typing import Any

    from game.avant_carde.data import GameData
    from game.avant_carde.state import AvantCardeState
    from game.engine.actions import Decision
    from game.engine.rng import Rng

GAME = "avant-carde"
MIN_CARDS = 12           # below this many cards an agent stops trashing (its deck must still pay $6)
POWER_ORDER = {"critic": 9, "dealer": 8, "schmoozer": 7, "completionist": 7, "journalist": 6,
               "hoarder": 6, "archivist": 5, "hipster": 5, "designer": 5, "thief": 4,
               "conservator": 3, "gallerist": 3, "philosopher": 3}


def owned(obs: Mapping[str, Any]) -> list[str]:
    me = obs["players"][obs["seat"]]
    line = [e["code"] for e in me["line"] if e["code"]]
    return (me["hand"] or []) + me["unseen"] + me["discard"] + line


def _number(code: str) -> int:
    return int(code.split(".")[-1][1:].rstrip("abcdefghijklmnopqrstuvwxyz"))


def _colour(code: str, letters: Mapping[str, str]) -> str | None:
    tail = code.split(".")[-1]
    return letters.get(tail[0].upper())


def main_colours(obs: Mapping[str, Any], data: GameData) -> list[str]:
    """The two main colours the seat owns most of."""
    letters = {v: k for k, v in data.colours.items()}
    count = {c: 0 for c in MAIN}
    for code in owned(obs):
        col = _colour(code, letters)
        if col in count:
            count[col] += 1 + (1 if "." not in code else 0)
    return sorted(MAIN, key=lambda c: -count[c])[:2]


def card_value(code: str, colours: Sequence[str], data: GameData) -> int:
    """How much the seat wants to keep a card (higher is better)."""
    card = data.card(code)
    if card.number > 7:
        return 0 if card.colour in colours else -1
    if card.colour not in MAIN:
        return -2
    bonus = 3 if card.colour in colours else 0
    return card.number + bonus - (1 if card.deck else 0)


@register
class RandomAgent(Agent):
    """Random but finishing: plays while it can, uses powers and buys at random, never stops early
    and never trashes a card unless it must (a deck thinned at random can no longer pay $6).

    It reads the decision alone, never the observation: a bot on a remote client, which has only
    its seat's table model, plays exactly as it does in a local game."""

    name = "random"
    games = (GAME,)

    def choose(self, game: Any, obs: object, decision: Decision, rng: Rng) -> Action:
        opts = list(decision.options)
        if decision.kind == "play" and len(opts) > 1:
            opts = [o for o in opts if o.kind != "stop"]
        elif decision.kind == "buy":
            active = [o for o in opts if o.kind in ("use", "buy")]
            if active:
                opts = active
        else:
            opts = [o for o in opts if o.kind != "trash"] or opts
        return opts[rng.randrange(len(opts))]


class Heuristics:
    """Sensible default choices for every power decision, shared by the rule-based agents."""

    def __init__(self, obs: dict[str, Any], data: GameData) -> None:
        self.obs: dict[str, Any] | None = obs      # None: built from a plan, inside a search
        self.data = data
        self.colours = main_colours(obs, data)
        self.small_deck = len(owned(obs)) <= MIN_CARDS

    def value(self, code: str) -> float:
        return card_value(code, self.colours, self.data)

    def worst(self, opts: Sequence[Action], verb: str) -> Action | None:
        cands = [o for o in opts if o.kind == verb]
        return min(cands, key=lambda o: self.value(o[1]), default=None)

    def task(self, st: AvantCardeState, seat: int, decision: Decision) -> Action:
        """A choice for a power's decision (anything but the main play/buy decisions)."""
        opts = decision.options
        kind = decision.kind
        skip = Action("skip")
        if kind in ("trash", "futurist", "imp_trash"):
            w = self.worst(opts, "trash")
            if w is not None and self.value(w[1]) <= 1 and not self.small_deck:
                return w
            return skip if skip in opts else opts[0]
        if kind == "investor":
            return min((o for o in opts if o.kind == "trash"),
                       key=lambda o: self.value(o[1]) - 3 * (_number(o[1]) in (5, 6, 7)))
        if kind == "dealer":
            return Action("draw") if st.phase == "play" else Action("money")
        if kind == "trendoid":
            cands = [o for o in opts if o.kind == "copy"]
            if not cands:
                return skip
            # a copy option names a card whose patron has a power (the one copied)
            return max(cands, key=lambda o: POWER_ORDER.get(getattr(st.power_of(st.data.by_code[o[1]]), "id", ""), 1))
        if kind in ("conceal", "archivist"):
            verb = "conceal" if kind == "conceal" else "discard"
            p = st.players[seat]
            playable = {a[1] for a in play_options(st, seat)} if st.phase == "play" else set()
            dead = [o for o in opts if o.kind == verb and o[1] not in playable]
            pool = dead or [o for o in opts if o.kind == verb]
            if kind == "archivist" and not dead:
                return skip
            return min(pool, key=lambda o: self.value(o[1])) if pool else skip
        if kind in ("hoarder", "conservator"):
            hand = st.players[seat].hand
            count = {c: sum(1 for h in hand if st.data.cards[h].colour == c) for c in MAIN}
            return Action("colour", max(MAIN, key=lambda c: count[c]))
        if kind == "unveil":
            cands = [o for o in opts if o.kind == "unveil"]
            return max(cands, key=lambda o: POWER_ORDER.get(getattr(st.power_of(st.data.by_code[o[1]]), "id", ""), 1))
        if kind == "hipster":
            draw_or_skip = Action("draw") if Action("draw") in opts else skip
            return Action("unveil") if Action("unveil") in opts else draw_or_skip
        if kind == "hipster_conceal":
            return opts[0]
        if kind == "eccentric":
            p = st.players[seat]
            def gain(o: Action) -> int:
                n = p.line[p.find(st.data.by_code[o[1]])].number
                return sum(1 for e in p.line if e.up and e.number == n)
            cands = [o for o in opts if o.kind == "conceal"]
            return max(cands, key=gain)
        if kind == "forge":
            forges = [o for o in opts if o.kind == "forge"]
            if forges:
                return max(forges, key=lambda o: o[1])
            return Action("future") if Action("future") in opts else skip
        if kind == "forge_offer":
            top = st.data.cards[st.stacks[st.tasks[-1]["number"]][-1]]
            return Action("take") if top.colour in self.colours or top.number >= 5 else Action("pass")
        if kind == "collector":
            takes = [o for o in opts if o.kind == "take"]
            return max(takes, key=lambda o: (st.data.cards[st.stacks[o[1]][-1]].colour in self.colours, o[1]))
        if kind == "impersonate":
            cands = [o for o in opts if o.kind == "copy"]
            return cands[0] if cands else skip
        return skip if skip in opts else opts[0]


def resolve_tasks(st: AvantCardeState, seat: int, heur: Heuristics, limit: int = 50) -> None:
    """Answer the seat's pending power decisions with the heuristics (on a copy used for search)."""
    for _ in range(limit):
        d = st.decision()
        if d is None or d.player != seat or d.kind in ("play", "buy"):
            return
        st.apply(heur.task(st, seat, d))


def chain_search(st: AvantCardeState, seat: int, heur: Heuristics, budget: int = 300) -> Action | None:
    """The play option that leads to the longest line (face-up cards + money from powers)."""
    best: list[Any] = [None, -1]        # [option, its line's score]
    nodes = [0]

    def score(s: AvantCardeState) -> int:
        p = s.players[seat]
        return sum(1 for e in p.line if e.up) + p.pending

    def dfs(s: AvantCardeState, depth: int) -> int:
        nodes[0] += 1
        d = s.decision()
        if d is None or d.player != seat or d.kind != "play":
            return score(s)
        plays = [o for o in d.options if o.kind == "play"]
        if not plays or nodes[0] > budget:
            return score(s)
        top = score(s)
        for o in plays:
            c = s.clone()
            c.apply(o)
            resolve_tasks(c, seat, heur)
            v = dfs(c, depth + 1)
            if v > top:
                top = v
            if depth == 0 and v > best[1]:
                best[0], best[1] = o, v
        return top

    dfs(st, 0)
    return best[0]


@register
class GreedyAgent(Agent):
    """The longest chain it can find, the dearest affordable cards in its colours, trashes junk."""

    name = "greedy"
    games = (GAME,)

    def choose(self, game: Any, obs: dict[str, Any], decision: Decision, rng: Rng) -> Action:
        data = game.load_data()
        st = game.determinize(obs, rng, data)
        seat = obs["seat"]
        heur = Heuristics(obs, data)
        if decision.kind == "play":
            choice = chain_search(st, seat, heur)
            return choice if choice is not None else Action("stop")
        if decision.kind == "buy":
            return self.buy_choice(st, seat, decision.options, heur)
        return heur.task(st, seat, decision)

    def buy_choice(self, st: AvantCardeState, seat: int, opts: Sequence[Action], heur: Heuristics) -> Action:
        p = st.players[seat]
        uses = [o for o in opts if o.kind == "use"]
        if uses:
            return uses[0]
        buys = [o for o in opts if o.kind == "buy"]
        wanted = [o for o in buys if st.data.cards[st.stacks[o[1]][-1]].colour in heur.colours]
        if wanted:
            return max(wanted, key=lambda o: o[1])
        buries = [o for o in opts if o.kind == "bury"]
        for o in sorted(buries, key=lambda o: -o[1]):
            if o[1] <= p.money and st.data.cards[st.stacks[o[1]][-1]].colour not in heur.colours:
                return o
        change = Action("change")
        if change in opts and st.awards_for(p.made + 1) > st.awards_for(p.made):
            return change
        return Action("end")

"""The medium agent's thinking, in three parts: power choices, the line, the buy turn.

- :class:`TaskPolicy` answers power decisions (trash, conceal, unveil, copy, …) from a
  :class:`~game.avant_carde.ai.plan.Plan`: trash the weakest cards, conceal dead
  ones, take money that crosses an award threshold.
- :class:`ChainSearch` finds the best line for the play phase: a depth-first search
  over the seat's own decisions (orders, 4-changes, draws, power choices) on clones
  of determinized states, with a transposition table and a node budget. Draws come
  from a deck whose order the seat does not know, so the search runs on several
  determinizations and picks the choice with the best average.
- :func:`buy_action` plays the buy turn: every power that pays, the change token
  when it reaches an award, then the best set of visible cards for the money (a
  small knapsack), burying a poor top card when the cards under it are better on
  average.

Everything reads the observation or states determinized from it — never the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.avant_carde.ai.agents import MIN_CARDS, Heuristics
from game.avant_carde.ai.plan import AWARD_WEIGHT, DRAWING, Plan, line_money, money_score
from game.avant_carde.board import NUMBERS, variant_values
from game.engine.actions import Action

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence
    from typing import Any

    from game.avant_carde.data import Card, GameData
    from game.avant_carde.player import Player
    from game.avant_carde.state import AvantCardeState
    from game.engine.actions import Decision
    from game.engine.rng import Rng

SKIP = Action("skip")
STOP = Action("stop")
END = Action("end")
CHANGE = Action("change")
TOKEN_VALUE = 0.3            # holding a change token: +$1 on a later turn that may cross a threshold
TOKEN_COST = 1.5             # spending it, in line scores (dollars): a line that needs it is worth less
BURY_MARGIN = 0.2            # bury a top card only if the cards under it are this much better on average
MAX_INNER_BRANCHES = 6       # power decisions with more options are answered by the TaskPolicy inside the search
# The order to call ▶▶ powers in: money and free cards first, then those that reshape the line
# (Eccentric/Investor may make a Futurist's 5 the last card), trashing last.
USE_ORDER = {"thief": 0, "launderer": 1, "perfectionist": 2, "collector": 3, "forger": 4,
             "impersonator": 5, "eccentric": 6, "investor": 7, "futurist": 8, "snob": 9, "curator": 10}


class TaskPolicy(Heuristics):
    """Power decisions judged by the plan's card values; the rest falls back to :class:`Heuristics`.

    Built from a :class:`~game.avant_carde.ai.plan.Plan` alone, so a search can use it
    for any seat of a determinized state.
    """

    def __init__(self, plan: Plan) -> None:
        self.obs, self.data, self.plan = None, plan.data, plan
        self.colours = list(plan.colours)
        self.small_deck = plan.deck_size <= MIN_CARDS

    def value(self, code: str) -> float:
        return self.plan.card_value(self.data.by_code[code])

    def _trash_choice(self, opts: Sequence[Action]) -> Action | None:
        """The trash option with the most to gain, or None if nothing is worth trashing."""
        best, gain = None, 0.05
        by_code = self.data.by_code
        for o in opts:
            if o.kind == "trash":
                g = self.plan.trash_gain(by_code[o[1]])
                if g > gain:
                    best, gain = o, g
        return best

    def task(self, st: AvantCardeState, seat: int, decision: Decision) -> Action:
        kind, opts = decision.kind, decision.options
        p = st.players[seat]
        if kind in ("trash", "imp_trash"):
            return self._trash_choice(opts) or (SKIP if SKIP in opts else opts[0])
        if kind == "futurist":
            return self._futurist(st, seat, decision)
        if kind == "investor":
            return self._investor(st, seat, opts)
        if kind == "eccentric":
            return max((o for o in opts if o.kind == "conceal"), key=lambda o: self._eccentric_gain(p, o))
        if kind == "dealer":
            return Action("draw") if st.phase == "play" and (p.deck or p.discard) else Action("money")
        if kind == "forge_offer":
            top = st.stacks[st.tasks[-1]["number"]][-1]
            return Action("take") if self.plan.buy_value(top) > 0 else Action("pass")
        if kind == "collector":
            takes = [o for o in opts if o.kind == "take"]
            best = max(takes, key=lambda o: self.plan.buy_value(st.stacks[o[1]][-1]))
            return best if self.plan.buy_value(st.stacks[best[1]][-1]) > -0.5 else SKIP
        if kind == "forge":
            forges = [o for o in opts if o.kind == "forge"]
            if forges:
                best = max(forges, key=lambda o: self.plan.buy_value(st.stacks[o[1]][-1]))
                if self.plan.buy_value(st.stacks[best[1]][-1]) > 0 or Action("future") not in opts:
                    return best
            return Action("future") if Action("future") in opts else SKIP
        return super().task(st, seat, decision)

    def _eccentric_gain(self, p: Player, o: Action) -> int:
        cid = self.data.by_code[o[1]]
        number = p.line[p.find(cid)].number
        return sum(1 for e in p.line if e.up and e.number == number)

    def _investor(self, st: AvantCardeState, seat: int, opts: Sequence[Action]) -> Action:
        p = st.players[seat]

        def worth(o: Action) -> float:
            cid = self.data.by_code[o[1]]
            e = p.line[p.find(cid)]
            gain = 2 if e.up and e.number in (5, 6, 7) else 1
            awards = st.awards_for(p.made + gain) - st.awards_for(p.made)
            return AWARD_WEIGHT * awards + 0.5 * gain + self.plan.trash_gain(cid)

        best = max((o for o in opts if o.kind == "trash"), key=worth)
        return best if worth(best) > 0 else SKIP

    def _futurist(self, st: AvantCardeState, seat: int, decision: Decision) -> Action:
        """Conceal the card after the 5 when the dollar reaches an award; else trash junk."""
        p = st.players[seat]
        src = st.tasks[-1]["src"]
        face_up = [e.card for e in p.line if e.up]
        makes_last = None
        if len(face_up) >= 2 and face_up[-2] == src:
            makes_last = Action("conceal", st.code(face_up[-1]))
        crosses = st.awards_for(p.made + 1) > st.awards_for(p.made)
        if makes_last is not None and crosses:
            return makes_last
        trash = self._trash_choice(decision.options)
        if trash is not None:
            return trash
        return makes_last or SKIP


# ---- the play phase ---------------------------------------------------------------------------

def _target_after(card: Card, suffix: str | None) -> tuple[str, tuple[int, ...], int]:
    """What the next card must match after playing ``card`` with ``suffix``: (colour, numbers)."""
    number, colour, odd = variant_values(card, suffix)
    return colour, (number,) + tuple(odd), number


def ordered_plays(st: AvantCardeState, seat: int, options: Sequence[Action]) -> list[Action]:
    """Play options, most promising first, with 4-variants that lead to the same next plays merged."""
    cards = st.data.cards
    by_code = st.data.by_code
    hand = st.players[seat].hand
    seen = set()
    scored = []
    for i, o in enumerate(options):
        if o.kind != "play":
            continue
        cid = by_code[o[1]]
        colour, numbers, number = _target_after(cards[cid], o[2] if len(o) > 2 else None)
        nxt = frozenset(h for h in hand if h != cid and (cards[h].colour == colour or cards[h].number in numbers))
        # Beyond the next match, a 4's new number matters as a 2 (most 2s) or a 5-7 (a Critic draws
        # two after one), and its colour for Hoarders and Completionists.
        sig = (cid, nxt, number if number in (2, 5, 6, 7) else 0, colour)
        if sig in seen:
            continue
        seen.add(sig)
        scored.append((-len(nxt), i, o))
    scored.sort()
    return [o for _, _, o in scored]


class ChainSearch:
    """Depth-first search over one seat's play-phase decisions, scored by the money its line makes."""

    def __init__(self, seat: int, tasks: TaskPolicy, node_budget: int) -> None:
        self.seat = seat
        self.tasks = tasks
        self.budget = node_budget
        self.nodes = 0
        self.table: dict[tuple[Any, ...], float] = {}

    def leaf(self, st: AvantCardeState) -> float:
        """The worth of a finished line: awards and money; a held change token counts, at a cost,
        when its dollar reaches an award."""
        m = line_money(st, self.seat)
        score = money_score(st, m)
        if st.players[self.seat].change_token:
            score = max(score, money_score(st, m + 1) - TOKEN_COST)
        return score

    def _key(self, st: AvantCardeState) -> tuple[Any, ...]:
        p = st.players[self.seat]
        line = p.line
        last_up = len(line) - 1
        while last_up > 0 and not line[last_up][4]:
            last_up -= 1
        return (tuple(sorted(p.hand)), tuple(sorted(line)), tuple(line[last_up:]), p.pending,
                p.schmoozer, p.designer, tuple(tuple(h) for h in p.hoarders), len(p.deck),
                tuple(p.copies), p.first_four)

    def children(self, st: AvantCardeState, d: Decision, root: bool = False) -> list[Action]:
        if d.kind == "play":
            return ordered_plays(st, self.seat, d.options)
        if root or len(d.options) <= MAX_INNER_BRANCHES:
            first = self.tasks.task(st, self.seat, d)
            return [first] + [o for o in d.options if o != first]
        return [self.tasks.task(st, self.seat, d)]

    def value(self, st: AvantCardeState) -> float:
        """Best worth reachable from ``st`` by the seat's own choices this play phase."""
        self.nodes += 1
        d = st.decision()
        if d is None or d.player != self.seat or st.phase != "play":
            return self.leaf(st)
        key = self._key(st) if d.kind == "play" else None
        if key is not None and key in self.table:
            return self.table[key]
        if self.nodes >= self.budget:
            return self.finish(st)
        best = self.leaf(st) if d.kind == "play" else float("-inf")
        for o in self.children(st, d):
            c = st.clone()
            c.apply(o)
            v = self.value(c)
            if v > best:
                best = v
        if key is not None:
            self.table[key] = best
        return best

    def finish(self, st: AvantCardeState) -> float:
        """Out of budget: play on greedily (the most promising card, heuristic power choices)."""
        st = st.clone()
        for _ in range(60):
            self.nodes += 1             # each greedy step costs about what a search node does
            d = st.decision()
            if d is None or d.player != self.seat or st.phase != "play":
                break
            if d.kind == "play":
                plays = ordered_plays(st, self.seat, d.options)
                st.apply(plays[0] if plays else STOP)
            else:
                st.apply(self.tasks.task(st, self.seat, d))
        return self.leaf(st)


def best_line_choice(states: Sequence[AvantCardeState], seat: int, decision: Decision, tasks: TaskPolicy,
                     node_budget: int) -> Action:
    """The option of ``decision`` with the best line on average over determinized ``states``."""
    totals: dict[Action, float] = {}
    counts: dict[Action, int] = {}
    per_state = max(1, node_budget // len(states))
    order: list[Action] | None = None
    for st in states:
        search = ChainSearch(seat, tasks, 0)
        d = st.decision()
        assert d is not None                # the states agree with the seat's decision
        if order is None:
            order = search.children(st, d, root=True)
            if decision.kind == "play":
                order.append(STOP)
        for i, o in enumerate(order):
            if o not in d.options:
                continue
            if o == STOP:
                v = search.leaf(st)
            else:
                # Each choice gets an equal share of what is left, so late ones are searched too.
                search.budget = search.nodes + (per_state - search.nodes) // (len(order) - i)
                c = st.clone()
                c.apply(o)
                v = search.value(c)
            totals[o] = totals.get(o, 0.0) + v
            counts[o] = counts.get(o, 0) + 1
    assert order is not None                # there is at least one state
    ranked = [o for o in order if o in totals]
    return max(ranked, key=lambda o: totals[o] / counts[o])


# ---- the buy turn -------------------------------------------------------------------------------

def unknown_by_stack(obs: Mapping[str, Any], data: GameData) -> dict[int, list[int]]:
    """For each stack number, the cards of that number whose place the seat does not know."""
    known = set(obs["trash"])
    for s in obs["stacks"].values():
        if s["top"]:
            known.add(s["top"])
    for pv in obs["players"]:
        known.update(pv["discard"], pv["unseen"], pv["hand"] or ())
        known.update(e["code"] for e in pv["line"] if e["code"])
    return {n: [c for c in ids if data.cards[c].code not in known] for n, ids in data.stacks.items()}


def best_purchase(st: AvantCardeState, seat: int, plan: Plan) -> tuple[float, list[int]]:
    """The best set of visible cards to buy with the money, as ``(value, [stack numbers])``.

    Money spent does not lower the awards (they count money made), so the only cost
    of a purchase is the change token a leftover dollar would have earned.
    """
    p = st.players[seat]
    blocked = st.blocked_stack()
    items = []
    for n in NUMBERS:
        s = st.stacks[n]
        if s and n != blocked and n <= p.money:
            v = plan.buy_value(s[-1])
            if v > 0:
                items.append((n, v))
    can_take_token = not p.change_token and not p.spent_change_token and st.change_supply > 0
    best_value, best_set = (TOKEN_VALUE if can_take_token and p.money > 0 else 0.0), []
    for mask in range(1, 1 << len(items)):
        cost, value = 0, 0.0
        chosen = []
        for i, (n, v) in enumerate(items):
            if mask >> i & 1:
                cost += n
                value += v
                chosen.append(n)
        if cost > p.money:
            continue
        if can_take_token and cost < p.money:
            value += TOKEN_VALUE
        if value > best_value:
            best_value, best_set = value, chosen
    return best_value, best_set


def _use_wanted(st: AvantCardeState, seat: int, pid: str, tasks: TaskPolicy) -> bool:
    """Whether calling this ▶▶ power now is worth it (Investor only when it has a good target)."""
    if pid != "investor":
        return True
    p = st.players[seat]
    for e in p.line:
        gain = 2 if e.up and e.number in (5, 6, 7) else 1
        if st.awards_for(p.made + gain) > st.awards_for(p.made) or tasks.plan.trash_gain(e.card) > -0.5:
            return True
    return False


def buy_action(st: AvantCardeState, seat: int, decision: Decision, plan: Plan, tasks: TaskPolicy,
               unknown: Mapping[int, list[int]]) -> Action:
    """One step of the buy turn: powers, then the change token, a bury, a buy — or end."""
    p = st.players[seat]
    opts = decision.options
    keys = {key: pid for key, pid, _ in st.buy_powers(seat)}
    uses = sorted((o for o in opts if o.kind == "use"), key=lambda o: USE_ORDER.get(keys[o[1]], 50))
    for o in uses:
        if _use_wanted(st, seat, keys[o[1]], tasks):
            return o
    if CHANGE in opts and st.awards_for(p.made + 1) > st.awards_for(p.made):
        return CHANGE
    value, chosen = best_purchase(st, seat, plan)
    bury = _bury_choice(st, seat, opts, plan, unknown, chosen)
    if bury is not None:
        return bury
    if chosen:
        return Action("buy", max(chosen))
    return END


def _bury_choice(st: AvantCardeState, seat: int, opts: Sequence[Action], plan: Plan, unknown: Mapping[int, list[int]],
                 chosen: Sequence[int]) -> Action | None:
    """A bury that reveals a better card on average under an affordable, unwanted top."""
    if not any(o.kind == "bury" for o in opts) or plan.future <= 0:
        return None
    p = st.players[seat]
    best, gain = None, BURY_MARGIN
    for o in opts:
        if o.kind != "bury" or o[1] > p.money or o[1] in chosen:
            continue
        pool = unknown.get(o[1]) or []
        if not pool:
            continue
        expected = sum(max(0.0, plan.buy_value(c)) for c in pool) / len(pool)
        g = expected - max(0.0, plan.buy_value(st.stacks[o[1]][-1]))
        if g > gain:
            best, gain = o, g
    return best


# ---- the whole medium decision ------------------------------------------------------------------

# Hard's line search in the play phase (and the coach's favourite there): wider than medium's,
# over more samples of the unknown draws; the play phase is a puzzle over the seat's own hand,
# which the exhaustive line search solves better than rollouts do.
WIDE_LINE_NODES = 3000
WIDE_LINE_SAMPLES = 8


def medium_choice(game: Any, obs: dict[str, Any], decision: Decision, rng: Rng, node_budget: int = 600,
                  samples: int = 3) -> Action:
    """Medium's choice for ``decision``: the line search in the play phase, the buy planner in
    the buy turn, the task policy for power decisions. Reads ``obs`` only."""
    seat = obs["seat"]
    data = game.load_data()
    plan = Plan.from_observation(obs, data)
    tasks = TaskPolicy(plan)
    if obs["phase"] == "play":
        hand = obs["players"][seat]["hand"] or []
        # Without a drawing power in hand the deck order cannot matter: one sample is enough.
        draws = any(plan.power(data.card(c).number) in DRAWING for c in hand)
        sampler = game.Determinizer(obs, data)
        states = [sampler.sample(rng) for _ in range(samples if draws else 1)]
        return best_line_choice(states, seat, decision, tasks, node_budget)
    st = game.determinize(obs, rng, data)
    if decision.kind == "buy":
        return buy_action(st, seat, decision, plan, tasks, unknown_by_stack(obs, data))
    return tasks.task(st, seat, decision)

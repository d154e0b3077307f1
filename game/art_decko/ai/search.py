"""Art Decko planning for the ``medium`` and ``hard`` agents, and the hard agent's search adapter.

Everything here works on *determinized* states (``game.determinize(obs, rng)``):
full states that agree with the observation, hidden cards drawn from the agent's
own rng, so a decision depends on the observation and the rng only.

- **Evaluation** (:class:`Evaluation`) — a seat's expected final VP: its score, owned
  paintings at their genre's VP projected a little ahead (ratings drift up while
  the game lasts), gold at the current ratio, the bonus tiles that would score now,
  and a tempo term: the buying power of its deck (average payment per card times a
  hand) times the turns it still expects to play. Medium and hard weigh these (and
  the rival's worth) differently.
- **Payments** (:func:`best_payment`) — the cheapest combination that covers the
  cost: face values first (no card is lost), the least overpay, and abilities
  (which box the card) only when face values cannot pay.
- **Macro actions** (:func:`complete`) — an action choice carried through its
  marker, New Exhibitor and payment steps to ``confirm`` on a clone.
- **Medium** (:func:`medium_choice`) — plans the whole turn: every first action,
  then for the most promising ones every second action, each judged by the
  evaluation at the end of the turn; sub-decisions follow the same plan.
- **Hard** (:class:`ArtDeckoSearch`) — the :class:`~game.ai.search.SearchAdapter`:
  medium's planner, judging with hard's weights, as the favourite and the next best
  completed actions as the other root candidates; macro-level candidates for a tree search
  (the paired search that hard uses has none), one-action medium as the rollout policy, the
  horizon at the start of the searching seat's next turn, and the evaluation squashed into a
  win chance.
"""

from __future__ import annotations

import math
from itertools import combinations
from typing import TYPE_CHECKING

from game.ai.search import SearchAdapter, favourite_priors
from game.art_decko.phases import act
from game.art_decko.scoring import final_scoring
from game.art_decko.state import ArtDeckoState

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping, Sequence
    from typing import Any

    from game.engine.actions import Action, Decision
    from game.engine.rng import Rng

TOP_FIRST = 6           # first actions whose second actions medium searches
# A typical game's length in rounds by player count (medium in every seat, docs/ai.md), for the
# tempo term and the ratings' drift.
GAME_ROUNDS = {2: 14, 3: 11, 4: 9}
EVAL_SCALE = 6.0        # VP: a lead this size is a ~73% win chance
PRIOR_WEIGHT = 0.6
ROOT_WIDTH = 8


# ------------------------------------------------------------------ evaluation


def progress(st: ArtDeckoState) -> float:
    """How far the game is toward its end, 0 to 1: the furthest of the end conditions — paintings
    shown, the highest rating, the painting deck drawn (its emptying ends most games)."""
    d = st.data
    shown = sum(len(m) for m in st.museum) / d.end_museum
    rating = max(max(st.ratings), st.gold_rating) / d.end_rating
    dealt = len(d.painting_ids) - len(d.galleries) * d.setup_paintings - st.num_players * d.dealt_paintings
    drawn = 1 - len(st.deck) / dealt
    return min(1.0, max(shown, rating, drawn))


def rounds_left(st: ArtDeckoState) -> float:
    """The rounds still to play, this one included, the same for every seat of a round.

    Read once per decision from the position the decision is made in, never from a candidate's
    result: a move that ends the turn (an emptied hand) moves the last seat of a round into the
    next, and a first show lifts the progress, and either would make the same move look worse
    from one seat than from another. Elapsed time counts whole rounds, so the first and the last
    seat of a round see the same number; the game's expected length depends on the player count."""
    if st.end_trigger:
        return 0.0
    length = GAME_ROUNDS[st.num_players]
    return max(0.0, min(length - (st.round - 1), length * (1 - progress(st))))


class Evaluation:
    """The planning evaluation's weights, and the judgements made with them.

    ``money_vp`` — VP a point of buying power per future turn is worth (the tempo term);
    ``drift`` — rating points a genre gains per remaining round, roughly;
    ``rival_weight`` — how much the best rival's worth counts against one's own.
    Medium and hard use different weights (:data:`MEDIUM_EVAL`, :data:`HARD_EVAL`).
    """

    __slots__ = ("money_vp", "drift", "rival_weight")

    def __init__(self, money_vp: float, drift: float, rival_weight: float) -> None:
        self.money_vp, self.drift, self.rival_weight = money_vp, drift, rival_weight

    def worth(self, st: ArtDeckoState, seat: int, left: float, tiles: Sequence[int] | None = None) -> float:
        """Expected final VP of ``seat`` in ``st`` with ``left`` rounds to play (see the module
        docstring)."""
        d = st.data
        if st.final is not None:
            return float(st.scores[seat])
        if st.end_trigger:
            left = 0.0          # the move judged ended the game: nothing more to buy with
        cards = d.cards
        ratings, top = st.ratings, d.top
        pvp, pgold = d.painting_vp, d.painting_gold
        drift = self.drift * left
        owned = st.owned_cards(seat)
        total = float(st.scores[seat])
        gold = 0
        money = 0
        for c in owned:
            card = cards[c]
            if card.genre >= 0:
                r = ratings[card.genre]
                total += 0.5 * (pvp[r] + pvp[min(top, int(r + drift))])
                money += pgold[r]
            else:
                gold += card.value
                money += card.value
        total += gold / d.gold_ratio[st.gold_rating]
        if owned and left > 0:
            total += self.money_vp * left * d.hand_size * money / len(owned)
        if tiles is not None:
            total += tiles[seat]
        return total

    def value(self, st: ArtDeckoState, seat: int, left: float) -> float:
        """The planning value of ``st`` for ``seat``: own worth against the best rival's."""
        tiles = tile_vp(st)
        mine = self.worth(st, seat, left, tiles)
        rivals = [self.worth(st, q, left, tiles) for q in range(st.num_players) if q != seat]
        return mine - self.rival_weight * max(rivals) if rivals else mine

    def win_values(self, st: ArtDeckoState) -> list[float]:
        """A value in [0, 1] per seat: the lead over the best rival, squashed."""
        n = st.num_players
        if st.final is not None:
            winners = st.winners()
            return [1.0 / len(winners) if s in winners else 0.0 for s in range(n)]
        left = rounds_left(st)
        tiles = tile_vp(st)
        w = [self.worth(st, s, left, tiles) for s in range(n)]
        out = []
        for s in range(n):
            rival = max(w[q] for q in range(n) if q != s)
            out.append(1.0 / (1.0 + math.exp(-(w[s] - rival) / EVAL_SCALE)))
        return out


# Medium's weights were tuned against greedy. Hard's were tuned in self-play against the medium of
# before issue 28 (less weight on buying power, more on the ratings still to rise) and won 91% by
# playing against its horizon defect; against the fixed medium they win 56.6% (400 games), an
# unchanged copy 53.6%: no edge beyond the noise, and no other weights tried found one (docs/ai.md).
MEDIUM_EVAL = Evaluation(money_vp=0.35, drift=0.8, rival_weight=0.5)
HARD_EVAL = Evaluation(money_vp=0.15, drift=1.8, rival_weight=0.5)


def tile_vp(st: ArtDeckoState) -> list[int]:
    """VP each seat would get from the bonus tiles if the game ended now."""
    _, breakdowns = final_scoring(st)
    return [sum(t["vp"] for t in b["tiles"]) for b in breakdowns]


# -------------------------------------------------------------------- payments


def cheapest_cover(cards: Sequence[int], face: Mapping[int, int], need: int) -> tuple[tuple[int, ...], int] | None:
    """``(subset, total)``: the cards whose face values reach ``need`` with the least overpay,
    then the fewest cards; None if all of them fall short.

    A small dynamic programme over sums, not a walk over subsets: a hand grown by haggling
    may hold twenty cards, and a million subsets per payment would freeze the turn."""
    if need <= 0:
        return (), 0
    # A least-overpay subset stays below need + its dearest card, so higher sums are not kept.
    cap = need + max((face[c] for c in cards), default=0)
    reach: dict[int, tuple[int, ...]] = {0: ()}     # sum -> fewest cards (the first found) that make exactly that sum
    for c in cards:
        v = face[c]
        for total, subset in list(reach.items()):
            t = total + v
            if t < cap and (t not in reach or len(subset) + 1 < len(reach[t])):
                reach[t] = subset + (c,)
    enough = [t for t in reach if t >= need]
    if not enough:
        return None
    total = min(enough)
    return reach[total], total


def best_payment(st: ArtDeckoState) -> dict[int, bool] | None:
    """The paid set ``{card: uses_ability}`` for ``st``'s planned action, or None if unpayable.

    Face values first (the card stays owned), the least overpay; abilities only when
    face values fall short, as few and as cheap as possible."""
    d, plan, p = st.data, st.planned, st.current
    cards = d.cards
    cost = st.payment_cost()
    target = st.plan_target()
    hand = [c for c in st.hands[p] if not (plan.kind == "show" and c == plan.card)]
    face = {c: st.card_pays(c, False) for c in hand}
    best = cheapest_cover(hand, face, cost)
    if best is not None:
        return {c: False for c in best[0]}
    # Abilities needed: try the fewest ability cards, each with the cheapest face cover.
    ability = {c: ab for c in hand if cards[c].genre < 0 and (ab := cards[c].ability) is not None
               and ab.target == target}
    able = list(ability)
    for k in range(1, len(able) + 1):
        options = []
        for used in combinations(able, k):
            ids = [ability[c] for c in used]
            if any(ab.per_action and sum(x.id == ab.id for x in ids) > ab.per_action for ab in ids):
                continue
            got = sum(ability[c].pays(cards[c].value) for c in used)
            rest = [c for c in hand if c not in used]
            cover = cheapest_cover(rest, face, cost - got)
            if cover is not None:
                lost = sum(cards[c].value for c in used)
                options.append(((lost, cover[1] + got), used, cover[0]))
        if options:
            _, used, covering = min(options, key=lambda o: o[0])
            out = {c: False for c in covering}
            out.update({c: True for c in used})
            return out
    return None


def pay_step(st: ArtDeckoState) -> Action:
    """The next payment toggle toward :func:`best_payment` (``confirm`` when done)."""
    d = st.data
    code = d.cards
    want = best_payment(st)
    if want is None:
        return act("cancel")
    paid = dict(st.planned.paid)
    for c, uses in paid.items():
        if c not in want or want[c] != uses:
            if c in want and want[c] and not uses:
                return act("ability", code[c].code)
            return act("unpay", code[c].code)
    for c, uses in want.items():
        if c not in paid:
            return act("ability" if uses else "pay", code[c].code)
    return act("confirm")


def marker_step(st: ArtDeckoState) -> Action:
    """Keep the gray wild markers for later shows."""
    return act("marker", st.data.genres[st.data.cards[st.planned.card].genre].id)


def exhibitor_step(st: ArtDeckoState) -> Action:
    """VP if the show is affordable anyway, else the smallest discount that makes it so."""
    d, plan, p = st.data, st.planned, st.current
    exh = d.exhibitions[plan.where]
    budget = st.hand_budget(st.hands[p], "show", skip=plan.card)
    spaces = [s for s in d.exhibitor_spaces if st.exhibitor[s.index] < 0]
    if budget >= exh.cost:
        pick = max(spaces, key=lambda s: (s.kind == "vp", s.amount), default=None)
    else:
        enough = [s for s in spaces if s.kind == "discount" and budget + s.amount >= exh.cost]
        pick = min(enough, key=lambda s: s.amount, default=None)
    return act("bonus", pick.id if pick else "none")


def sub_step(st: ArtDeckoState, d: Decision) -> Action:
    """Medium's move at a marker, exhibitor or pay decision."""
    if d.kind == "pay":
        return pay_step(st)
    if d.kind == "marker":
        return marker_step(st)
    return exhibitor_step(st)


def complete(st: ArtDeckoState, action: Action) -> bool:
    """Apply ``action`` to ``st`` (in place) and carry it through to ``confirm``.

    Returns False when the plan had to be cancelled (then ``st`` is back at the choice)."""
    st.apply(action)
    seat = st.current
    for _ in range(40):
        d = st.decision()
        if d is None or d.player != seat or d.kind in ("action", "discard"):
            return True
        a = sub_step(st, d)
        if a not in d.options:
            a = act("cancel")
        st.apply(a)
        if a[0] == "cancel":
            return False
    return False


# ---------------------------------------------------------------------- medium


def discard_step(st: ArtDeckoState, d: Decision) -> Action:
    """End of turn: discard weak gold (1-Gold) when the deck's average payment is higher."""
    p = st.current
    cards = st.data.cards
    owned = st.owned_cards(p)
    if not owned:
        return act("done")
    avg = sum(st.card_pays(c, False) for c in owned) / len(owned)
    for c in st.hands[p]:
        card = cards[c]
        if card.genre < 0 and card.value + 0.5 < avg and len(st.draws[p]) + len(st.discards[p]) >= 2:
            a = act("discard", card.code)
            if a in d.options:
                return a
    return act("done")


def action_values(st: ArtDeckoState, seat: int, options: Sequence[Action],
                  judge: Callable[[ArtDeckoState, int, float], float],
                  left: float) -> list[tuple[float, Action, ArtDeckoState]]:
    """``[(value, action, state_after)]`` for each action option, completed.

    ``judge(state, seat, left)`` is an :class:`Evaluation`'s ``value``; rollouts use the faster
    ``worth`` (no bonus tiles, no rival). ``left`` is :func:`rounds_left` of the position the
    decision was made in, the same for every option."""
    out = []
    for a in options:
        s = st.clone()
        if not complete(s, a):
            continue
        out.append((judge(s, seat, left), a, s))
    return out


def plan_turn(st: ArtDeckoState, d: Decision, ev: Evaluation,
              first: Sequence[tuple[float, Action, ArtDeckoState]] | None = None) -> Action:
    """The best action now by ``ev``, looking through the rest of the turn (``first``: the
    :func:`action_values` of ``d``'s options, if already known)."""
    seat = d.player
    left = rounds_left(st)
    if first is None:
        first = action_values(st, seat, d.options, ev.value, left)
    first = list(first)
    if not first:
        return d.options[0]
    first.sort(key=lambda x: -x[0])
    best, best_value = first[0][1], first[0][0]
    for v, a, s in first[:TOP_FIRST]:
        nd = s.decision()
        if nd is None or nd.player != seat or nd.kind != "action":
            total = v
        else:
            second = action_values(s, seat, nd.options, ev.value, left)
            total = max((x[0] for x in second), default=v)
            if a[0] == "haggle":
                total -= 0.5        # the draws seen here are one sample, and flattering
        if total > best_value + 1e-9 or a == best and total >= best_value:
            best, best_value = a, total
    return best


def medium_choice(game: Any, obs: dict[str, Any], decision: Decision, rng: Rng, state: ArtDeckoState | None = None,
                  ev: Evaluation = MEDIUM_EVAL) -> Action:
    """Medium's choice for any decision kind, from one determinization (judged by ``ev``)."""
    if len(decision.options) == 1:
        return decision.options[0]
    st = state if state is not None else game.determinize(obs, rng)
    kind = decision.kind
    if kind == "action":
        return plan_turn(st, decision, ev)
    if kind == "discard":
        return discard_step(st, decision)
    a = sub_step(st, decision)
    return a if a in decision.options else act("cancel")


def quick_choice(st: ArtDeckoState, d: Decision, ev: Evaluation) -> Action:
    """A fast version of medium for rollouts: one action ahead by ``ev.worth``, no second action."""
    if len(d.options) == 1:
        return d.options[0]
    if d.kind == "action":
        first = action_values(st, d.player, d.options, ev.worth, rounds_left(st))
        return max(first, key=lambda x: x[0])[1] if first else d.options[0]
    if d.kind == "discard":
        return act("done")
    a = sub_step(st, d)
    return a if a in d.options else act("cancel")


# ------------------------------------------------------------------------ hard


class ArtDeckoSearch(SearchAdapter[ArtDeckoState]):
    """The :class:`~game.ai.search.SearchAdapter` for Art Decko (see the module docstring)."""

    def __init__(self, ev: Evaluation = HARD_EVAL, inner_width: int = 3) -> None:
        self.ev = ev
        self.inner_width = inner_width

    def root_priors(self, game: Any, obs: dict[str, Any], decision: Decision, rng: Rng) -> dict[Action, float]:
        st = game.determinize(obs, rng)
        if decision.kind != "action":
            return {medium_choice(game, obs, decision, rng, state=st): 1.0}
        first = action_values(st, decision.player, decision.options, self.ev.value, rounds_left(st))
        favourite = plan_turn(st, decision, self.ev, first)
        ranked = [a for _, a, _ in sorted(first, key=lambda x: -x[0])]
        others = [a for a in ranked if a != favourite][: ROOT_WIDTH - 1]
        return favourite_priors(favourite, others, PRIOR_WEIGHT)

    def candidates(self, state: ArtDeckoState, decision: Decision) -> list[Action]:
        if decision.kind != "action":
            return [quick_choice(state, decision, self.ev)]
        ranked = sorted(action_values(state, decision.player, decision.options, self.ev.worth,
                                      rounds_left(state)),
                        key=lambda x: -x[0])
        return [a for _, a, _ in ranked[: self.inner_width]] or [decision.options[0]]

    def rollout_action(self, state: ArtDeckoState, decision: Decision, rng: Rng | None) -> Action:
        return quick_choice(state, decision, self.ev)

    def horizon(self, root_state: ArtDeckoState, state: ArtDeckoState) -> bool:
        # The start of the searching seat's next turn (or the game's end).
        return state.decision() is None or state.turn >= root_state.turn + root_state.num_players

    def evaluate(self, state: ArtDeckoState) -> list[float]:
        return self.ev.win_values(state)

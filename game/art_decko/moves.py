"""Carrying out each kind of action (already judged legal by :mod:`game.art_decko.checks`).

Choosing a target, a marker, a bonus or a payment only changes the :class:`Plan`; ``confirm``
carries the whole action out at once (pay, then acquire or show), so ``cancel`` never has
anything to undo. Each function is ``(state, action, events) -> None``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.art_decko import turn
from game.art_decko.payment import takes_two_paintings
from game.art_decko.phases import (
    PH_ACTION,
    PH_END_TURN,
    PH_PLAN,
    ST_EXHIBITOR,
    ST_MARKER,
    ST_PAY,
    Plan,
)
from game.engine.actions import Action
from game.engine.i18n import L, M
from game.engine.steps import Events

if TYPE_CHECKING:
    from game.art_decko.state import ArtDeckoState


def _card(st: ArtDeckoState, code: str) -> int:
    return st.data.code_to_id[code]


# ---- the action choice ------------------------------------------------------------------------

def haggle(st: ArtDeckoState, action: Action, events: Events) -> None:
    p, c = st.current, _card(st, action[1])
    st.hands[p].remove(c)
    st.played[st.actions_done].append(c)
    st.public |= 1 << c
    events.append({"type": "haggle", "player": p, "card": action[1]})
    turn.draw(st, p, 2, events)
    turn.finish_action(st, events)


def plan_acquire(st: ArtDeckoState, action: Action, events: Events) -> None:
    loc = st.data.location(action[1])
    st.plan = Plan("acquire", loc.index, _card(st, action[2]), ST_PAY)
    st.phase = PH_PLAN
    events.append({"type": "select", "player": st.current, "action": "acquire",
                   "location": loc.id, "card": action[2], "cost": st.payment_cost()})


def plan_show(st: ArtDeckoState, action: Action, events: Events) -> None:
    d = st.data
    c, exh = _card(st, action[1]), d.exhibition(action[2])
    genre = d.cards[c].genre
    free = st.invitations[exh.index]
    plan = Plan("show", exh.index, c, ST_MARKER)
    if not (genre in free and d.gray in free):
        plan = _after_marker(st, plan._replace(marker=genre if genre in free else d.gray))
    st.plan, st.phase = plan, PH_PLAN
    events.append({"type": "select", "player": st.current, "action": "show", "exhibition": exh.id,
                   "card": action[1], "cost": exh.cost})


def _after_marker(st: ArtDeckoState, plan: Plan) -> Plan:
    """The stage after the marker: the New Exhibitor bonus on a first Show that may claim one."""
    return plan._replace(stage=ST_EXHIBITOR if st.may_claim_exhibitor(st.current) else ST_PAY)


# ---- planning a Show ------------------------------------------------------------------------------

def choose_marker(st: ArtDeckoState, action: Action, events: Events) -> None:
    d = st.data
    marker = d.gray if action[1] == "gray" else d.cards[st.planned.card].genre
    st.plan = _after_marker(st, st.planned._replace(marker=marker))
    events.append({"type": "plan", "player": st.current, "marker": action[1]})


def choose_bonus(st: ArtDeckoState, action: Action, events: Events) -> None:
    space = -1 if action[1] == "none" else st.data.exhibitor_space(action[1]).index
    st.plan = st.planned._replace(bonus=space, stage=ST_PAY)
    events.append({"type": "plan", "player": st.current, "bonus": action[1]})


# ---- the payment ------------------------------------------------------------------------------------

def pay(st: ArtDeckoState, action: Action, events: Events) -> None:
    _set_paid(st, st.planned.paid + ((_card(st, action[1]), False),), action, events)


def unpay(st: ArtDeckoState, action: Action, events: Events) -> None:
    c = _card(st, action[1])
    _set_paid(st, tuple(x for x in st.planned.paid if x[0] != c), action, events)


def use_ability(st: ArtDeckoState, action: Action, events: Events) -> None:
    c = _card(st, action[1])
    _set_paid(st, tuple(x for x in st.planned.paid if x[0] != c) + ((c, True),), action, events)


def _set_paid(st: ArtDeckoState, paid: tuple[tuple[int, bool], ...], action: Action, events: Events) -> None:
    plan = st.planned._replace(paid=paid)
    if plan.second >= 0 and not takes_two_paintings(st.data, paid):
        plan = plan._replace(second=-1)      # the second painting goes with the ability that allowed it
    st.plan = plan
    _toggled(st, action, events)


def toggle_second(st: ArtDeckoState, action: Action, events: Events) -> None:
    c = _card(st, action[1])
    st.plan = st.planned._replace(second=-1 if st.planned.second == c else c)
    _toggled(st, action, events)


def _toggled(st: ArtDeckoState, action: Action, events: Events) -> None:
    events.append({"type": "plan", "player": st.current, "toggle": str(action),
                   "total": st.payment_total(), "cost": st.payment_cost()})


def cancel(st: ArtDeckoState, action: Action, events: Events) -> None:
    st.plan, st.phase = None, PH_ACTION
    events.append({"type": "cancel", "player": st.current})


def confirm(st: ArtDeckoState, action: Action, events: Events) -> None:
    """Carry out the planned action: the New Exhibitor claim, the payment, then the Acquire or Show."""
    plan, p, d = st.planned, st.current, st.data
    if plan.kind == "show" and plan.bonus >= 0:
        space = d.exhibitor_spaces[plan.bonus]
        st.exhibitor[space.index] = p
        events.append({"type": "exhibitor", "player": p, "space": space.id, "bonus": space.label})
        if space.kind == "vp":
            _score(st, p, space.amount, M("New Exhibitor bonus"), events)
    _pay(st, events)
    if plan.kind == "acquire":
        _acquire(st, plan, events)
    else:
        _show(st, plan, events)
    turn.finish_action(st, events)


def _pay(st: ArtDeckoState, events: Events) -> None:
    """Cards paid at their value go to the action space; cards paid by their ability, to the box."""
    p, plan, cards = st.current, st.planned, st.data.cards
    hand, space = st.hands[p], st.played[st.actions_done]
    kept: list[int] = []
    boxed: list[int] = []
    for c, uses in plan.paid:
        hand.remove(c)
        st.public |= 1 << c
        (boxed if uses else kept).append(c)
    space.extend(kept)
    st.boxed.extend(boxed)
    events.append({"type": "pay", "player": p, "cards": [cards[c].code for c in kept],
                   "abilities": [cards[c].code for c in boxed],
                   "total": st.payment_total(), "cost": st.payment_cost()})


def _acquire(st: ArtDeckoState, plan: Plan, events: Events) -> None:
    p, d = st.current, st.data
    loc = d.locations[plan.where]
    taken = [plan.card] + ([plan.second] if plan.second >= 0 else [])
    pile = st.galleries[loc.index] if loc.is_gallery else st.bank_pile(loc)
    for c in taken:
        pile.remove(c)
        st.played[st.actions_done].append(c)
    st.acquired_from += (loc.index,)
    events.append({"type": "acquire", "player": p, "location": loc.id, "cards": [d.cards[c].code for c in taken]})
    if loc.is_gallery:
        for c in taken:
            _raise(st, d.cards[c].genre, loc.increase, events)
    else:
        old = st.gold_rating
        st.gold_rating = min(d.top, old + loc.increase)
        events.append({"type": "gold_rating", "from": old, "to": st.gold_rating})


def _show(st: ArtDeckoState, plan: Plan, events: Events) -> None:
    p, d = st.current, st.data
    exh = d.exhibitions[plan.where]
    st.hands[p].remove(plan.card)
    st.public |= 1 << plan.card
    st.museum[exh.index].append((plan.card, p))
    slots = st.invitations[exh.index]
    slots[slots.index(plan.marker)] = -1
    st.vp_markers[exh.index].append(plan.marker)
    vp = exh.vp[len(st.vp_markers[exh.index]) - 1]
    events.append({"type": "show", "player": p, "card": d.cards[plan.card].code,
                   "exhibition": exh.id, "marker": d.marker_name(plan.marker), "vp": vp})
    _score(st, p, vp, M("show at {place}", place=L(exh.name)), events)
    _raise(st, d.cards[plan.card].genre, exh.increase, events)


def _score(st: ArtDeckoState, p: int, vp: int, reason: str, events: Events) -> None:
    old = st.scores[p]
    st.scores[p] = old + vp
    events.append({"type": "score", "player": p, "from": old, "to": old + vp, "reason": reason})


def _raise(st: ArtDeckoState, genre: int, amount: int, events: Events) -> None:
    d = st.data
    old = st.ratings[genre]
    new = st.ratings[genre] = min(d.top, old + amount)
    events.append({"type": "rating", "genre": d.genres[genre].id, "from": old, "to": new,
                   "gold_from": d.painting_gold[old], "gold_to": d.painting_gold[new]})


# ---- the end of the turn ------------------------------------------------------------------------

def discard(st: ArtDeckoState, action: Action, events: Events) -> None:
    p, c = st.current, _card(st, action[1])
    st.hands[p].remove(c)
    st.discards[p].append(c)
    st.public |= 1 << c
    events.append({"type": "discard", "player": p, "card": action[1]})


def done(st: ArtDeckoState, action: Action, events: Events) -> None:
    st.phase = PH_END_TURN

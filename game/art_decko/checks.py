"""The one legality predicate per kind of action: ``check_<kind>(position, *args) -> reason | None``.

A step's options are the candidate actions its predicates pass, and ``why_not`` is the reason
they give (see :mod:`game.art_decko.steps`), so each rule's condition is written once, here.
Every predicate is called at the step that takes its kind of action, with the action's
arguments decoded (card ids, places, exhibitions, New Exhibitor space indexes); an action naming
something that does not exist never gets this far (``steps`` says it is not possible).

A predicate reads the state through a :class:`Position`, which works out once per decision what
the predicates keep asking (the hand, its budgets, the ribbons left, the best discount), so
judging every candidate of a decision costs little more than listing them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.art_decko.payment import (
    hand_budget,
    plan_cost,
    plan_total,
    show_cost,
    takes_two_paintings,
)
from game.engine.i18n import L, M

if TYPE_CHECKING:
    from game.art_decko.records import Exhibition, Location
    from game.art_decko.state import ArtDeckoState

NOT_NOW = M("Not possible now.")
FINISH_FIRST = M("Finish the action you are preparing first (or Cancel).")
NOT_FOR_PAYMENT = M("Not usable for this payment.")
SHOWN_PAYS_NOT = M("This painting is being shown: it cannot pay for its own Show.")
ABILITY_PAYS_NOT = M("Its ability cannot pay for this action.")


class Position:
    """The state at one decision, as the predicates read it: the seat to act, its hand, the plan
    and its payment (``{card: uses_ability}``), and figures worked out on first use and kept (the
    state does not change while it is judged)."""

    __slots__ = ("_budgets", "_discount", "_in_use", "_ribbons", "data", "hand", "hand_set", "paid", "plan",
                 "seat", "st")

    def __init__(self, st: ArtDeckoState) -> None:
        self.st, self.data, self.seat, self.plan = st, st.data, st.current, st.plan
        self.hand = st.hands[self.seat]
        self.hand_set = frozenset(self.hand)
        self.paid: dict[int, bool] = dict(self.plan.paid) if self.plan is not None else {}
        self._budgets: dict[tuple[str, int], int] = {}
        self._ribbons: int | None = None
        self._discount: int | None = None
        self._in_use: dict[str, int] | None = None

    def budget(self, target: str, skip: int = -1) -> int:
        """The most the hand (but ``skip``) could pay toward ``target``."""
        key = (target, skip)
        value = self._budgets.get(key)
        if value is None:
            value = self._budgets[key] = hand_budget(self.data, self.st.ratings, self.hand, target, skip)
        return value

    @property
    def ribbons_left(self) -> int:
        if self._ribbons is None:
            self._ribbons = self.st.ribbons_left(self.seat)
        return self._ribbons

    @property
    def best_discount(self) -> int:
        """The largest New Exhibitor discount a first Show of the seat could claim (else 0)."""
        if self._discount is None:
            self._discount = self.st.best_discount(self.seat)
        return self._discount

    def in_use(self, ability: str) -> int:
        """How many cards of the planned payment pay by ability ``ability`` (an id)."""
        if self._in_use is None:
            cards = self.data.cards
            self._in_use = {}
            for c, uses in self.st.planned.paid:
                ab = cards[c].ability
                if uses and ab is not None:             # a card paid by its ability has one
                    self._in_use[ab.id] = self._in_use.get(ab.id, 0) + 1
        return self._in_use.get(ability, 0)


# ---- the action choice ------------------------------------------------------------------------

def check_haggle(pos: Position, card: int) -> str | None:
    """Haggle with any card in hand."""  # i18n: not shown
    return None if card in pos.hand_set else NOT_NOW


def check_acquire(pos: Position, loc: Location, card: int) -> str | None:
    """Acquire a card on offer at a place not yet bought from this turn, if the hand can pay."""
    st = pos.st
    if loc.index in st.acquired_from:
        return M("You already bought at {place} this turn: a second buy must be elsewhere.", place=L(loc.name))
    cost = st.tokens[loc.index] if loc.is_gallery else loc.cost
    budget = pos.budget(loc.target)
    if budget < cost:
        return M("Costs {cost}: your whole hand can pay at most {budget}.", cost=cost, budget=budget)
    return None if card in st.offer(loc) else NOT_NOW


def check_show(pos: Position, card: int, exh: Exhibition) -> str | None:
    """Show a painting from hand where an invitation of its genre (or a gray one) is free, with a
    ribbon to spare, if the rest of the hand (and a New Exhibitor discount) can pay."""
    d = pos.data
    genre = d.cards[card].genre
    if genre < 0:
        return M("Only paintings can be shown: pick a painting from your hand.")
    if pos.ribbons_left < 1:
        return M("You have no ribbon left to mark a Show.")
    free = pos.st.invitations[exh.index]
    if genre not in free and d.gray not in free:
        return M("{place} has no {genre} or gray invitation left.", place=L(exh.name), genre=L(d.genres[genre].name))
    if card not in pos.hand_set:
        return NOT_NOW
    budget = pos.budget("show", skip=card)
    discount = pos.best_discount
    if budget + discount >= exh.cost:
        return None
    if discount:
        return M("Showing here costs {cost}: the rest of your hand pays at most {budget} (with a New Exhibitor "
                 "discount: {more}).", cost=exh.cost, budget=budget, more=budget + discount)
    return M("Showing here costs {cost}: the rest of your hand pays at most {budget}.", cost=exh.cost, budget=budget)


# ---- planning a Show: the marker and the New Exhibitor bonus ------------------------------------

def check_marker(pos: Position, marker: str) -> str | None:
    """Take the painting's genre marker or a gray one (asked only when both are free)."""
    d = pos.data
    return None if marker in (d.genres[d.cards[pos.st.planned.card].genre].id, "gray") else NOT_NOW


def check_bonus(pos: Position, space: int) -> str | None:
    """Claim a free New Exhibitor space (``space``; -1: none) if the rest of the hand can then
    pay the Show."""
    plan = pos.st.planned
    if space >= 0 and pos.st.exhibitor[space] >= 0:
        return M("That New Exhibitor bonus is already claimed.")
    cost = show_cost(pos.data, plan.where, space)
    budget = pos.budget("show", skip=plan.card)
    if budget >= cost:
        return None
    return M("The Show would then cost {cost}, and the rest of your hand pays at most {budget}.", cost=cost,
             budget=budget)


# ---- the payment --------------------------------------------------------------------------------

def _payer(pos: Position, card: int, refusal: str) -> str | None:
    """Why no payment toggle of ``card`` is possible (``refusal`` for a card not in hand), or None."""
    plan = pos.st.planned
    if plan.kind == "show" and card == plan.card:
        return SHOWN_PAYS_NOT
    return None if card in pos.hand_set else refusal


def check_pay(pos: Position, card: int) -> str | None:
    """Add a hand card at its value (not the painting being shown, not one already paid)."""
    reason = _payer(pos, card, NOT_FOR_PAYMENT)
    if reason is not None:
        return reason
    return NOT_FOR_PAYMENT if card in pos.paid else None


def check_unpay(pos: Position, card: int) -> str | None:
    """Take back a card paid (at its value or by its ability)."""
    reason = _payer(pos, card, NOT_FOR_PAYMENT)
    if reason is not None:
        return reason
    return None if card in pos.paid else NOT_FOR_PAYMENT


def check_ability(pos: Position, card: int) -> str | None:
    """Pay with a card's ability: one that pays for this action, not already in use, within its
    limit per action (a card paid at its value may switch to its ability)."""
    reason = _payer(pos, card, ABILITY_PAYS_NOT)
    if reason is not None:
        return reason
    ab = pos.data.cards[card].ability
    if ab is None or ab.target != pos.st.plan_target() or pos.paid.get(card):
        return ABILITY_PAYS_NOT
    if ab.per_action and pos.in_use(ab.id) >= ab.per_action:
        return ABILITY_PAYS_NOT
    return None


def check_second(pos: Position, card: int) -> str | None:
    """Take (or drop) a second painting from the same gallery, while an ability allows two."""
    st = pos.st
    plan = st.planned
    if (plan.kind != "acquire" or not pos.data.locations[plan.where].is_gallery
            or not takes_two_paintings(pos.data, plan.paid)):
        return NOT_NOW
    return None if card != plan.card and card in st.galleries[plan.where] else NOT_NOW


def check_confirm(pos: Position) -> str | None:
    """Carry out the action once the payment covers the cost."""
    st = pos.st
    short = plan_cost(st.data, st.tokens, st.planned) - plan_total(st.data, st.ratings, st.planned)
    return None if short <= 0 else M("Pay {n} more first: click cards in your hand.", n=short)


def check_cancel(pos: Position) -> str | None:
    """Back to the action choice: always possible while planning (nothing has happened yet)."""
    return None


# ---- the end of the turn ------------------------------------------------------------------------

def check_discard(pos: Position, card: int) -> str | None:
    """Discard any card in hand."""
    return None if card in pos.hand_set else NOT_NOW


def check_done(pos: Position) -> str | None:
    """End the turn (draw up to the hand size)."""
    return None

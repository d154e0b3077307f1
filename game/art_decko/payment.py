"""What things cost and what cards pay: the arithmetic of a payment, with explicit inputs.

Pure functions of the game data, the market ratings, the cost tokens and a :class:`Plan`;
the state, its checks and the AIs share them, so a price is worked out in one place.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from game.art_decko.phases import Plan
from game.art_decko.records import ArtDeckoData


def card_pays(data: ArtDeckoData, ratings: Sequence[int], card: int, uses_ability: bool) -> int:
    """What one card pays now: a painting its genre's gold value, gold its face or its ability."""
    c = data.cards[card]
    if c.genre >= 0:
        return data.painting_gold[ratings[c.genre]]
    ability = c.ability
    return ability.pays(c.value) if uses_ability and ability is not None else c.value


def hand_budget(data: ArtDeckoData, ratings: Sequence[int], hand: Iterable[int], target: str,
                skip: int = -1) -> int:
    """The most ``hand`` (but ``skip``) could pay toward ``target`` (every card at its best use)."""
    cards, gold = data.cards, data.painting_gold
    total = 0
    limited: dict[str, tuple[int, list[int]]] | None = None
    for c in hand:
        if c == skip:
            continue
        card = cards[c]
        if card.genre >= 0:
            total += gold[ratings[card.genre]]
            continue
        total += card.value
        ab = card.ability
        if ab is not None and ab.target == target:
            gain = ab.pays(card.value) - card.value
            if gain > 0:
                if ab.per_action:
                    limited = limited or {}
                    limited.setdefault(ab.id, (ab.per_action, []))[1].append(gain)
                else:
                    total += gain
    if limited:
        for most, gains in limited.values():
            total += sum(sorted(gains, reverse=True)[:most])
    return total


def show_cost(data: ArtDeckoData, exhibition: int, bonus: int) -> int:
    """What showing at ``exhibition`` costs with New Exhibitor space ``bonus`` (-1: none)."""
    cost = data.exhibitions[exhibition].cost
    if bonus >= 0:
        space = data.exhibitor_spaces[bonus]
        if space.kind == "discount":
            cost -= space.amount
    return max(0, cost)


def plan_target(data: ArtDeckoData, plan: Plan) -> str:
    """What ``plan`` pays for: ``show``, ``painting`` or a bank's target (abilities name one)."""
    return "show" if plan.kind == "show" else data.locations[plan.where].target


def plan_cost(data: ArtDeckoData, tokens: Sequence[int], plan: Plan) -> int:
    """What ``plan`` costs (after a New Exhibitor discount; two paintings cost double)."""
    if plan.kind == "show":
        return show_cost(data, plan.where, plan.bonus)
    loc = data.locations[plan.where]
    if loc.is_gallery:
        return tokens[loc.index] * (2 if plan.second >= 0 else 1)
    return loc.cost


def plan_total(data: ArtDeckoData, ratings: Sequence[int], plan: Plan) -> int:
    """What the cards paid into ``plan`` add up to."""
    return sum(card_pays(data, ratings, c, uses) for c, uses in plan.paid)


def takes_two_paintings(data: ArtDeckoData, paid: Iterable[tuple[int, bool]]) -> bool:
    """Whether a card paid with its ability lets the Acquire take a second painting (Fancy Noble)."""
    cards = data.cards
    for c, uses in paid:
        ability = cards[c].ability
        if uses and ability is not None and ability.two_paintings:
            return True
    return False

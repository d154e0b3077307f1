"""Invariants of an Avant Carde state, checked after every action by the tests and the soak bench."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.avant_carde.data import GameData
    from game.avant_carde.state import AvantCardeState


@lru_cache(maxsize=64)
def _cards_in_play(data: GameData, tags: tuple[str, ...]) -> tuple[frozenset[int], int]:
    ids = [c for stack in data.stacks.values() for c in stack]
    for tag in tags:
        ids.extend(data.starter_decks[tag])
    return frozenset(ids), len(ids)


def check_invariants(st: AvantCardeState) -> list[str]:
    """A list of broken invariants (empty when all hold)."""
    errors = []
    data = st.data
    places = list(st.trash)
    for n, s in st.stacks.items():
        places.extend(s)
        if any(data.cards[c].number != n for c in s):
            errors.append(f"a card that is not a {n} lies in the {n}s stack")
    for seat, p in enumerate(st.players):
        places.extend(p.hand)
        places.extend(p.deck)
        places.extend(p.discard)
        for e in p.line:
            places.append(e.card)
            if e.up and not (1 <= e.number <= 7 or e.number == data.cards[e.card].number):
                errors.append(f"seat {seat}: {data.cards[e.card].code} has number {e.number}")
        if p.money < 0 or p.made < 0 or p.pending < 0:
            errors.append(f"seat {seat}: negative money ({p.money}, made {p.made}, pending {p.pending})")
        if p.buries < 0 or p.watchers < 0:
            errors.append(f"seat {seat}: negative buries or Forger watchers")
        if p.awards < 0:
            errors.append(f"seat {seat}: negative awards")
    expected, count = _cards_in_play(data, tuple(p.tag for p in st.players))
    found = set(places)
    if len(places) != count or found != expected:
        missing = sorted(data.cards[c].code for c in expected - found)
        extra = sorted(data.cards[c].code for c in found - expected)
        doubled = len(places) - len(found)
        errors.append(f"cards out of place: missing {missing[:5]}, foreign {extra[:5]}, {doubled} doubled")
    total = (data.rules["solo_difficulties"][st.solo] if st.solo
             else sum(data.rules["player_counts"][len(st.players)]))
    held = sum(p.awards for p in st.players)
    if st.awards_left < 0 or st.extras_left < 0 or st.awards_left + st.extras_left + held - st.unlimited != total:
        errors.append(f"awards not conserved: stack {st.awards_left}, extras {st.extras_left}, "
                      f"held {held}, unlimited {st.unlimited}, total {total}")
    tokens = st.change_supply + sum(1 for p in st.players if p.change_token)
    if tokens != data.rules["change_tokens"] or st.change_supply < 0:
        errors.append(f"change tokens not conserved: {tokens}")
    if len(set(st.gems)) != len(st.gems) or any(not 0 <= g < len(st.players) for g in st.gems):
        errors.append(f"bad hidden gems {st.gems}")
    if st.phase != "over":
        d = st.decision()
        if d is None or not d.options:
            errors.append("no legal action in an unfinished game")
    elif not st.result:
        errors.append("finished game without a result")
    return errors

"""The game's two random draws, both from the state's one seeded generator: a visitor from the
bag, and a contract from the deck (reshuffling the discards when it runs out)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.steps import Events

if TYPE_CHECKING:
    from game.gallerist.state import GalleristState


def draw_bag(st: GalleristState) -> int:
    """A visitor drawn from the bag: its colour, or -1 when the bag is empty."""
    total = sum(st.bag)
    if total == 0:
        return -1
    x = st.rng.randrange(total)
    for c in range(3):
        if x < st.bag[c]:
            st.bag[c] -= 1
            return c
        x -= st.bag[c]
    return -1


def draw_contract(st: GalleristState, events: Events) -> int:
    """The top contract of the deck (the discards shuffled into a new deck when it is empty),
    or -1 when none is left."""
    if not st.contract_deck and st.contract_discard:
        events.append({"type": "reshuffle", "cards": len(st.contract_discard)})
        st.contract_deck = st.contract_discard
        st.contract_discard = []
        st.rng.shuffle(st.contract_deck)
    return st.contract_deck.pop() if st.contract_deck else -1

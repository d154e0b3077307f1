"""What must always hold in Coins and Stars (the soak checks it after every action)."""

from __future__ import annotations

from .state import ToyState


def check_invariants(st: ToyState) -> list[str]:
    errors = []
    for seat, hand in enumerate(st.hands):
        cards = hand + st.decks[seat] + st.played[seat]
        if sorted(cards) != sorted(st.data.deck(st.options["short"])):
            errors.append(f"seat {seat} holds {sorted(cards)}")
        if st.money[seat] < 0:
            errors.append(f"seat {seat} has {st.money[seat]} money")
    if any(st.hands) != bool(st.stack):
        errors.append(f"pending steps {st.stack} while hands are {st.hands}")
    return errors

"""What must always hold in Coins and Stars (the soak checks it after every action)."""

from __future__ import annotations

from .state import ToyState


def check_invariants(st: ToyState) -> list[str]:
    errors = []
    size = 4 if st.options["short"] else 6
    for seat, hand in enumerate(st.hands):
        cards = hand + st.decks[seat] + st.played[seat]
        if sorted(cards) != sorted(["coin", "star"] * (size // 2)):
            errors.append(f"seat {seat} holds {sorted(cards)}")
        if st.money[seat] < 0:
            errors.append(f"seat {seat} has {st.money[seat]} money")
    return errors

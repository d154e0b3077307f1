"""What a seat of Coins and Stars may see, a full state agreeing with it, and the log's words."""

from __future__ import annotations

from typing import Any, Sequence

from game.engine.actions import Action
from game.engine.rng import Rng
from game.engine.state import Event

from .state import ToyState


def observation(st: ToyState, seat: int | None) -> dict[str, Any]:
    """Your own hand; of the others only how many cards they hold. Decks stay face down."""
    data = st.to_data()
    data.update(seat=seat, rng=None,
                hands=[list(h) if i == seat else len(h) for i, h in enumerate(st.hands)],
                decks=[len(d) for d in st.decks])
    return data


def determinize(obs: dict[str, Any], rng: Rng) -> ToyState:
    """A full state agreeing with the observation: the unseen cards dealt at random.

    Each seat's deck starts as half coins, half stars; the unseen cards are those not yet
    played and not in a hand in sight."""
    data = dict(obs, rng=rng.next64())
    size = 4 if data["options"]["short"] else 6
    hands, decks = [], []
    for seat, hand in enumerate(data["hands"]):
        unseen = ["coin", "star"] * (size // 2)
        for card in data["played"][seat] + (hand if isinstance(hand, list) else []):
            unseen.remove(card)
        rng.shuffle(unseen)
        held = hand if isinstance(hand, list) else [unseen.pop() for _ in range(hand)]
        hands.append(list(held))
        decks.append(unseen[:data["decks"][seat]])
    data.update(hands=hands, decks=decks)
    return ToyState.from_data(data)


def describe(st: ToyState, seat: int, action: Action, names: Sequence[str]) -> str | None:
    if action.kind == "pass":
        return f"{names[seat]} passes."
    return f"{names[seat]} plays a {action[1]}."


def describe_event(event: Event, names: Sequence[str]) -> str | None:
    return None


def reveals(events: Sequence[Event]) -> bool:
    return any(e["type"] == "draw" for e in events)


def check_data(folder: str | None = None) -> list[str]:
    return []       # the toy has no data files

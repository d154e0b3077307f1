"""What a seat of Coins and Stars may see, a full state agreeing with it, and the log's words."""

from __future__ import annotations

from typing import Any, Sequence

from game.engine.actions import Action
from game.engine.i18n import M
from game.engine.rng import Rng
from game.engine.state import Event

from .data import check_data as check_data_files
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

    Each seat's deck starts as the data deals it; the unseen cards are those not yet played and
    not in a hand in sight."""
    from .data import load_data
    data = dict(obs, rng=rng.next64())
    hands, decks = [], []
    for seat, hand in enumerate(data["hands"]):
        unseen = load_data().deck(data["options"]["short"])
        for card in data["played"][seat] + (hand if isinstance(hand, list) else []):
            unseen.remove(card)
        rng.shuffle(unseen)
        held = hand if isinstance(hand, list) else [unseen.pop() for _ in range(hand)]
        hands.append(list(held))
        decks.append(unseen[:data["decks"][seat]])
    data.update(hands=hands, decks=decks)
    return ToyState.from_data(data)


def fresh_future(st: ToyState, rng: Rng) -> ToyState:
    """A copy whose chance to come is drawn afresh: every deck shuffled, a new generator."""
    fresh = st.clone()
    fresh.rng = Rng(rng.next64())
    for deck in fresh.decks:
        rng.shuffle(deck)
    return fresh


def describe(st: ToyState, seat: int, action: Action, names: Sequence[str]) -> str | None:
    """The log's line for a move (each card's sentence is in the data, a whole message)."""
    if action.kind == "pass":
        return M("{name} cannot play and passes.", name=names[seat])
    return M(st.data.cards[action[1]].played, name=names[seat])


def describe_event(event: Event, names: Sequence[str]) -> str | None:
    return None


def reveals(events: Sequence[Event]) -> bool:
    return any(e["type"] == "draw" for e in events)


def check_data(folder: str | None = None) -> list[str]:
    """Every error in the game's data files (file, line, field)."""
    return check_data_files(folder)

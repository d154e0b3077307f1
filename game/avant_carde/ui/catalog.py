"""The card catalogue as the table draws it: each card's printed face by its code, and the cards each
gallery stack began with, read once from the game's data (the cards are the box's content, the same
for every game; what a seat may see of them comes from its table model)."""

from __future__ import annotations

import functools
from typing import NamedTuple

from game.avant_carde.data import load_data


class Face(NamedTuple):
    """A card's printed face."""

    code: str
    number: int
    colour: str
    starter: bool       # a starting deck's card, not a gallery card


@functools.cache
def _catalogue() -> tuple[dict[str, Face], dict[int, tuple[Face, ...]]]:
    data = load_data()
    faces = {c.code: Face(c.code, c.number, c.colour, c.deck is not None) for c in data.cards}
    stacks = {n: tuple(faces[data.cards[cid].code] for cid in ids) for n, ids in data.stacks.items()}
    return faces, stacks


def face(code: str) -> Face:
    """The printed face of the card ``code``."""
    return _catalogue()[0][code]


def stack_cards(n: int) -> tuple[Face, ...]:
    """The cards the gallery stack ``n`` began with."""
    return _catalogue()[1][n]


def every_face() -> list[Face]:
    """Every card of the box."""
    return list(_catalogue()[0].values())

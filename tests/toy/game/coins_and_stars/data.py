"""Coins and Stars' data: ``cards.yaml`` in its folder ``data/coins_and_stars/``, read through the
engine's YAML loader, so a damaged file is one error naming its file, line and field.

The folder sits beside the ``game/`` folder the package was found in, as every game's does
(``game/coins_and_stars/`` and ``data/coins_and_stars/``): a game arrives as its package and its
data folder (:func:`game.games.data_path`).
"""

from __future__ import annotations

import dataclasses
import functools
import os

from game.engine.errors import DataError
from game.engine.yamldata import Node, load_file

DATA_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                        "data", "coins_and_stars")
FILE = "cards.yaml"


@dataclasses.dataclass(frozen=True)
class Card:
    """One kind of card: its name, the money playing it gives (negative: its cost), the points it
    scores, and the log's sentence when it is played (``{name}``: the player)."""

    code: str
    name: str
    money: int
    points: int
    played: str

    @property
    def cost(self) -> int:
        """The money a seat needs to play it."""
        return max(0, -self.money)


@dataclasses.dataclass(frozen=True)
class ToyData:
    """The cards by code, each deck's cards by code and count, and the hand size."""

    cards: dict[str, Card]
    decks: dict[str, dict[str, int]]
    hand: int

    def deck(self, short: bool) -> list[str]:
        """A seat's deck before shuffling: the short game's or the standard one."""
        counts = self.decks["short" if short else "standard"]
        return [code for code in sorted(counts) for _ in range(counts[code])]


def _read(folder: str) -> ToyData:
    path = os.path.join(folder, FILE)
    root = Node(path, load_file(path)).expect(dict)
    root.only_keys(("hand", "cards", "decks"))
    cards = {}
    for code, node in root.child("cards", dict).items():
        node.only_keys(("name", "money", "points", "played"))
        cards[str(code)] = Card(str(code), node.get("name", str), node.get("money", int, lo=-9, hi=9),
                                node.get("points", int, lo=0, hi=99), node.get("played", str))
    decks = {}
    for name in ("standard", "short"):
        deck = root.child("decks", dict).child(name, dict)
        deck.only_keys(tuple(cards))
        decks[name] = {str(code): deck.get(code, int, lo=0, hi=20) for code in cards}
        if sum(decks[name].values()) < 1:
            deck.fail("at least one card", "none")
    return ToyData(cards, decks, root.get("hand", int, lo=1, hi=5))


@functools.lru_cache(maxsize=4)
def _load_cached(folder: str) -> ToyData:
    return _read(folder)


def load_data(folder: str | None = None) -> ToyData:
    """The game's data (read once per folder). DataError when a file is damaged."""
    return _load_cached(os.path.abspath(folder or DATA_DIR))


def check_data(folder: str | None = None) -> list[str]:
    """Every error in the data files (none when they are right)."""
    try:
        _read(os.path.abspath(folder or DATA_DIR))
    except DataError as e:
        return [str(e)]
    return []

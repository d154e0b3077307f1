"""What a pile viewer shows (pure: no pygame): a titled group of cards, some perhaps out of sight.

A game's table turns an observation into :class:`Pile` s (in its own ``ui/`` package), so a
viewer holds only what that seat may see; :mod:`game.ui.play.pileview` draws them."""

from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class Pile:
    """``cards``: the card codes the viewer may see, in the order to show them; ``hidden``: how
    many more there are out of sight (shown as a count).

    >>> Pile("Hand", ["c1"], hidden=4).count
    5
    """

    title: str
    cards: list[str]
    hidden: int = 0

    @property
    def count(self) -> int:
        return len(self.cards) + self.hidden

"""Card faces painted ahead of need, a few at a time in frames that have time to spare.

A card face is painted (supersampled, then scaled down) the first time it is drawn at a size and
state: 0.3–3 ms a face. A move that brings cards into view (a gallery refilled, a painting shown, a
gold spent, a new hand, the cards in flight) used to paint several of them inside its own frame,
which then ran past its 16 ms. :class:`FaceWarmer` lists the faces the table can draw at the sizes
of its layout and paints them into the caches of :mod:`~game.art_decko.ui.paintings` between
moves, within a small budget a frame:

- the viewer's cards (hand, draw pile, discard) and the cards on offer at the hand's size, the
  hand's also picked out and greyed, and the offer also picked out at the avenue's size;
- every card at the avenue's size (the galleries, the banks, the cards in flight) and at the
  sizes of the side panel's action spaces; every painting at the museum's size.

Only a cache: what the table draws is what it drew before, nothing hidden is shown, and a face
is the same whenever it is painted.
"""

from __future__ import annotations

import time

from game.art_decko.records import ArtDeckoData
from game.art_decko.table_view import ArtDeckoView
from game.art_decko.ui import paintings
from game.art_decko.ui.layout import Layout

Face = tuple[int, tuple[int, int], bool, bool]
"""A face to paint: card id, size, highlighted, dimmed."""

BUDGET = 0.004      # seconds a frame may spend painting faces ahead


class FaceWarmer:
    """Paints ahead the faces the table may draw: :meth:`want` says what the table shows (cheap,
    once a move), :meth:`work` paints some in a frame that has no move to draw."""

    def __init__(self, data: ArtDeckoData) -> None:
        self.data = data
        self._wanted: tuple[Layout, ArtDeckoView, int | None, bool] | None = None
        self._todo: list[Face] = []
        self._patterns = True
        self._done: set[tuple[Face, bool]] = set()

    @property
    def pending(self) -> bool:
        return self._wanted is not None or bool(self._todo)

    def want(self, L: Layout, board: ArtDeckoView, viewer: int | None, patterns: bool) -> None:
        """The table as it now is; the faces it may draw next are listed at the next :meth:`work`."""
        self._wanted = (L, board, viewer, patterns)

    def forget(self) -> None:
        """The caches may have been emptied (a new language): paint everything again."""
        self._done.clear()

    def faces(self, L: Layout, board: ArtDeckoView, viewer: int | None) -> list[Face]:
        """Every face the table may draw soon, the likeliest first."""
        cards = range(len(self.data.cards))
        out: list[Face] = []
        gallery = L.card("gallery")
        if viewer is not None:
            hand = L.hand_card_size()
            offer = [card for pile in (*board.galleries, *board.bank_offers) for card in pile]
            out += [(card, hand, picked, greyed) for card in board.hand
                    for picked, greyed in ((False, False), (True, False), (False, True))]
            out += [(card, hand, False, False) for card in (*board.draw, *board.players[viewer].discard, *offer)]
            out += [(card, gallery, True, False) for card in offer]
        out += [(card, gallery, False, False) for card in cards]
        for waiting in (True, False):
            size = L.space_card_size(L.action_spaces(waiting))
            out += [(card, size, False, False) for card in cards]
        mini = L.card("mini")
        out += [(card, mini, False, False) for card in cards if self.data.cards[card].genre >= 0]
        return out

    def work(self, budget: float = BUDGET) -> None:
        """Paint faces for about ``budget`` seconds (at least one)."""
        if self._wanted is not None:
            L, board, viewer, self._patterns = self._wanted
            self._wanted = None
            todo = [face for face in self.faces(L, board, viewer) if (face, self._patterns) not in self._done]
            self._todo = list(reversed(dict.fromkeys(todo)))
        end = time.perf_counter() + budget
        while self._todo:
            face = self._todo.pop()
            card, size, picked, greyed = face
            paintings.render_card(self.data, card, size, picked, greyed, self._patterns)
            self._done.add((face, self._patterns))
            if time.perf_counter() >= end:
                break

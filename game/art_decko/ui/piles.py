"""What the deck viewer shows of an Art Decko seat's cards, from the seat's view (pure: no pygame).

Your own seat: hand, the cards spent on this turn's actions, the draw pile (its order is hidden,
so it is sorted), the discard pile in the order it was laid down, and the paintings you show in
the museum. Another seat: what everybody may see — the cards it spent this turn, its discard
pile, its paintings on show, and its hand and draw pile as one group: the cards known to be in
it (seen leaving the market or the museum) and a count of the rest. Last, the cards that left
the game (gold spent through its ability), everyone's.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.art_decko.records import ArtDeckoData
from game.art_decko.table_view import ArtDeckoView
from game.ui.play.piles import Pile


def pile_sections(view: ArtDeckoView, data: ArtDeckoData, seat: int) -> list[Pile]:
    """The :class:`Pile` s (of card codes) of ``seat`` as the seat of ``view`` may see them."""

    def codes(cards: Iterable[int]) -> list[str]:
        return [data.cards[c].code for c in cards]

    p = view.players[seat]
    in_play = codes(c for space in view.played for c in space) if view.current == seat else []
    on_show = codes(card for shown in view.museum for card, owner in shown if owner == seat)
    discard = Pile("Discard pile (newest last)", codes(p.discard))
    if seat == view.seat:
        piles = [Pile("Hand", codes(view.hand)), Pile("Spent on this turn's actions", in_play),
                 Pile("Draw pile (order hidden)", codes(view.draw)), discard]
    else:
        piles = [Pile("Spent on this turn's actions", in_play), discard,
                 Pile("Hand and draw pile: the cards known to be there", codes(p.known), p.unseen)]
    return piles + [Pile("On show in the museum", on_show), Pile("Out of the game (everyone's)", codes(view.boxed))]

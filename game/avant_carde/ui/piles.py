"""What the deck viewer shows of a seat's cards, from the table's view (pure: no pygame).

Your own seat: hand, line, the deck (its order is hidden, so it is sorted), the discard pile
in the order it was laid down, and the trash (everyone's, public). Another seat: what
everybody may see — its face-up line, its discard pile, and the rest of its cards (hand, deck,
face-down line cards) as one sorted group, since which of them is where is hidden.
"""

from __future__ import annotations

from game.avant_carde.ui.model import TableView
from game.ui.play.piles import Pile


def pile_sections(view: TableView, seat: int) -> list[Pile]:
    """The :class:`Pile` s of ``seat`` as the view's viewer may see them (none when nobody views)."""
    if view.viewer is None:
        return []
    hand, line, unseen, discard = view.piles[seat]
    if seat == view.viewer:
        sections = [Pile("Hand", list(hand)), Pile("Line", list(line)),
                    Pile("Deck (order hidden)", sorted(unseen)),
                    Pile("Discard pile (newest last)", list(discard))]
    else:
        sections = [Pile("Line (face up)", list(line)), Pile("Discard pile (newest last)", list(discard)),
                    Pile("Not in sight: hand, deck and face-down cards", sorted(unseen))]
    sections.append(Pile("Trashed (everyone's)", list(view.trash)))
    return sections

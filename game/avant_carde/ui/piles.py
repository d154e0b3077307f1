"""What the deck viewer shows of a seat's cards, from an observation (pure: no pygame).

Your own seat: hand, line, the deck (its order is hidden, so it is sorted), the discard pile
in the order it was laid down, and the trash (everyone's, public). Another seat: what
everybody may see — its face-up line, its discard pile, and the rest of its cards (hand, deck,
face-down line cards) as one sorted group, since which of them is where is hidden.
"""

from __future__ import annotations

from game.ui.play.piles import Pile


def pile_sections(obs, seat):
    """The :class:`Pile` s of ``seat`` as the observation's viewer may see them."""
    p = obs["players"][seat]
    line = [e["code"] for e in p["line"] if e.get("code")]
    discard = list(p["discard"])
    if seat == obs["seat"]:
        sections = [Pile("Hand", list(p["hand"] or ())), Pile("Line", line),
                    Pile("Deck (order hidden)", sorted(p["unseen"])),
                    Pile("Discard pile (newest last)", discard)]
    else:
        sections = [Pile("Line (face up)", line), Pile("Discard pile (newest last)", discard),
                    Pile("Not in sight: hand, deck and face-down cards", sorted(p["unseen"]))]
    sections.append(Pile("Trashed (everyone's)", list(obs["trash"])))
    return sections

"""What the deck viewer shows of a seat's cards, from an observation (pure: no pygame).

Your own seat: hand, line, the deck (its order is hidden, so it is sorted), the discard pile
in the order it was laid down, and the trash (everyone's, public). Another seat: what
everybody may see — its face-up line, its discard pile, and the rest of its cards (hand, deck,
face-down line cards) as one sorted group, since which of them is where is hidden.
"""

from __future__ import annotations


def pile_sections(obs, seat):
    """``[(title, [card code, ...])]`` of ``seat`` as the observation's viewer may see them."""
    p = obs["players"][seat]
    line = [e["code"] for e in p["line"] if e.get("code")]
    discard = list(p["discard"])
    if seat == obs["seat"]:
        sections = [("Hand", list(p["hand"] or ())), ("Line", line),
                    ("Deck (order hidden)", sorted(p["unseen"])),
                    ("Discard pile (newest last)", discard)]
    else:
        sections = [("Line (face up)", line), ("Discard pile (newest last)", discard),
                    ("Not in sight: hand, deck and face-down cards", sorted(p["unseen"]))]
    sections.append(("Trashed (everyone's)", list(obs["trash"])))
    return sections

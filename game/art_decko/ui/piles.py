"""What the deck viewer shows of an Art Decko seat's cards, from an observation (pure: no pygame).

Your own seat: hand, the cards spent on this turn's actions, the draw pile (its order is hidden,
so it is sorted), the discard pile in the order it was laid down, and the paintings you show in
the museum. Another seat: what everybody may see — the cards it spent this turn, its discard
pile, its paintings on show, and its hand and draw pile as one group: the cards known to be in
it (seen leaving the market or the museum) and a count of the rest. Last, the cards that left
the game (gold spent through its ability), everyone's.
"""

from __future__ import annotations

from game.ui.play.piles import Pile


def pile_sections(obs, seat):
    """The :class:`Pile` s of ``seat`` as the observation's viewer may see them."""
    p = obs["players"][seat]
    in_play = [c for space in obs["played"] for c in space] if obs["current"] == seat else []
    on_show = [code for shown in obs["museum"] for code, owner in shown if owner == seat]
    discard = Pile("Discard pile (newest last)", list(p["discard"]))
    if seat == obs["seat"]:
        piles = [Pile("Hand", list(p["hand"])), Pile("Spent on this turn's actions", in_play),
                 Pile("Draw pile (order hidden)", list(p["draw"])), discard]
    else:
        piles = [Pile("Spent on this turn's actions", in_play), discard,
                 Pile("Hand and draw pile: the cards known to be there", list(p["hidden_known"]),
                      p["hidden_unknown"])]
    return piles + [Pile("On show in the museum", on_show), Pile("Out of the game (everyone's)", list(obs["boxed"]))]

"""Each player's money at the end if the game ended now, from what one seat may see.

The projection is the engine's own final scoring (:func:`game.gallerist.scoring.final_scoring`)
at the current position, with two things settled the way the end would settle them:

- **the auction as it stands**: the offers on the auction rows of the International Market
  rank the owners as they would at the end (most offered, then the best single offer, then seat
  order from the first player; Lacerda last), and in that order each takes the Art of
  International Renown work worth the most (Lacerda the first one left, as its rule says),
  counted as exhibited or sold, whichever pays its owner more;
- **goal cards**: a Curator or Art Dealer card the seat may not see counts nothing and is
  reported as ``None`` (unknown), so the figure uses public information only.

Give it a state built from an observation (hidden cards as ``None``), or a full state and the
seat to project for. Once the game is over it is exactly the recorded final scoring.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.gallerist.board import LACERDA
from game.gallerist.scoring import PARTS, easel_value, final_scoring, goals_met

if TYPE_CHECKING:
    from game.gallerist.state import GalleristState

Hidden = set[tuple[str, int]]
"""Goal cards not to count, as ``(part, seat)``."""

GOALS = ("curator", "dealer")
NO_SEAT = -1          # project for no seat: no goal card is known


def project(state: GalleristState, seat: int | None = None) -> list[dict[str, Any]]:
    """``[parts per player]``: the parts of :data:`~game.gallerist.scoring.PARTS` and
    ``total``; a goal card hidden from ``seat`` (or ``None`` in ``state``) is ``None`` and
    left out of the total. ``seat``: whose knowledge (None: the cards ``state`` holds)."""
    if state.final is not None:
        return [dict(part) for part in state.final]
    st = state.clone()
    hidden = {(key, p) for key in GOALS for p in st.players
              if getattr(st, key)[p] is None or (seat is not None and p != seat)}
    for key in GOALS:                 # any card will do: its part is dropped below
        setattr(st, key, [0 if (key, p) in hidden else c for p, c in enumerate(getattr(st, key))])
    _settle_auction(st, hidden)
    out = []
    for p, part in enumerate(final_scoring(st)):
        for key in GOALS:
            if (key, p) in hidden:
                part["total"] -= part[key]
                part[key] = None
        out.append(part)
    return out


def public_totals(state: GalleristState) -> list[int]:
    """Each seat's projected money from public information alone: every goal card uncounted
    until the game is over (the state's public ``summary()`` gives it as ``standing``)."""
    return [part["total"] for part in project(state, seat=NO_SEAT)]


def _settle_auction(st: GalleristState, hidden: Hidden) -> None:
    """Give out the easel works as the end would with today's offers (see the module doc);
    ``hidden``: the goal cards not to count, as ``(part, seat)``."""
    offers = st.offer_totals()
    order = {p: (p - st.start_player) % st.num_players for p in st.players}
    order[LACERDA] = len(order)
    ranked = sorted(offers, key=lambda o: (-offers[o][0], -offers[o][1], order[o]))
    works = list(st.easels)
    for owner in ranked[:len(works)]:
        if owner == LACERDA:
            st.easel_picks.append([LACERDA, works.pop(0), 0])
            continue
        work = max(works, key=lambda w: easel_value(st, w))
        works.remove(work)
        shown = _goals(st, owner, work, hidden, shown=True) > _goals(st, owner, work, hidden, shown=False)
        st.easel_picks.append([owner, work, int(shown)])
    st.easels = works


def _goals(st: GalleristState, p: int, work: int, hidden: Hidden, shown: bool) -> int:
    """What ``p``'s known goal cards pay with the works picked so far and ``work``, counted as
    exhibited (``shown``) or sold."""
    d = st.data
    picks = [(w // 8, as_shown) for owner, w, as_shown in st.easel_picks if owner == p]
    picks.append((work // 8, shown))
    total = 0
    curator, dealer = st.curator[p], st.dealer[p]      # None only where hidden
    if ("curator", p) not in hidden and curator is not None:
        total += goals_met(d.curators[curator][1], [w // 8 for w in st.walls[p]] + [t for t, s in picks if s])
    if ("dealer", p) not in hidden and dealer is not None:
        total += goals_met(d.dealers[dealer][1], [w // 8 for w in st.sold[p]] + [t for t, s in picks if not s])
    return total


def parts_in_order(part: dict[str, Any]) -> list[tuple[str, int | None]]:
    """``[(part name, amount or None)]`` in scoring order (see :data:`PARTS`)."""
    return [(key, part[key]) for key in PARTS]

"""Final scoring (spec 3.12): every part per player, as money.

:func:`final_scoring` works on any state (a finished one, or a projection during
play, where no easel work has been taken yet) and returns, per seat, a dict of the
parts in scoring order plus ``total``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.i18n import L, M
from game.gallerist.board import EMPTY, C, I, V
from game.gallerist.data import Goal

if TYPE_CHECKING:
    from game.gallerist.state import GalleristState

PARTS = ("money", "majorities", "reputation", "exhibited", "auction", "curator", "dealer", "influence")
PART_LABELS = {"money": M("Money in hand"), "majorities": M("International Market majorities"),
               "reputation": M("Reputation tiles"), "exhibited": M("Exhibited works"),
               "auction": M("Art of International Renown"), "curator": M("Curator card"),
               "dealer": M("Art Dealer card"), "influence": M("Influence")}


def majorities(state: GalleristState) -> dict[int, int]:
    """Money per owner (seats and Lacerda) from the IM column majorities; ties add up the
    places they cover and split the sum, rounding down."""
    out = {o: 0 for o in state.owners()}
    for col in range(3):
        amounts = state.data.columns[col][3]
        count: dict[int, int] = {}
        for row in range(7):
            o = state.market_assistants[row][col]
            if o != EMPTY:
                count[o] = count.get(o, 0) + 1
        place = 0
        for n in sorted(set(count.values()), reverse=True):
            tied = [o for o in count if count[o] == n]
            pot = sum(amounts[i] for i in range(place, min(place + len(tied), len(amounts))))
            for o in tied:
                out[o] += pot // len(tied)
            place += len(tied)
    return out


def reputation_count(state: GalleristState, p: int, what: str, infl: int) -> int:
    """How many times ``p`` meets a reputation tile's condition at the end."""
    g = state.gallery[p]
    acquired = [w // 8 for w in state.walls[p]] + [w // 8 for w in state.sold[p]]
    if what == "influence_thirds":
        return infl // 3
    if what == "collectors":
        return g[C]
    if what == "vips":
        return g[V]
    if what == "investors":
        return g[I]
    if what == "visitors":
        return sum(g)
    if what == "visitor_sets":
        return min(g)
    if what == "reputation_tiles":
        return state.tiles_held(p)
    if what == "auction_assistants":
        return sum(1 for row in range(4, 7) for col in range(3) if state.market_assistants[row][col] == p)
    if what == "assistants_out_of_queue":
        return state.data.on_desks + state.hired[p]
    if what == "promoted_artists":
        return sum(1 for s in range(8) if state.promotion(s) >= 4)
    if what == "works_acquired":
        return len(acquired)
    if what == "works_sold":
        return len(state.sold[p])
    if what == "works_exhibited":
        return len(state.walls[p])
    if what == "types_acquired":
        return len(set(acquired))
    if what.endswith("_acquired"):
        t = {"paintings": 0, "sculptures": 1, "photos": 2, "digitals": 3}[what.split("_")[0]]
        return acquired.count(t)
    if what == "famous_artists":
        return sum(1 for s in range(8) if state.fame[s] >= 15)
    if what == "masterpieces_exhibited":
        return sum(1 for s in state.wall_studios[p] if state.is_celebrity(s))
    raise ValueError(what)


def easel_value(state: GalleristState, work: int) -> int:
    """An Art of International Renown work pays like the most famous discovered artist
    of its type; none discovered: the red artist at its initial fame."""
    t = work // 8
    found = [s for s in (t * 2, t * 2 + 1) if state.discovered(s)]
    if not found:
        a = state.studio_artist(t * 2 + 1)
        return state.data.ladder[a.star_level(a.fame, state.data.celebrity)]
    return max((state.fame[s], state.sale_value(s)) for s in found)[1]


def goals_met(goals: tuple[Goal, ...], types: list[int]) -> int:
    counts = [types.count(t) for t in range(4)]
    return sum(g.money for g in goals if all(counts[t] >= g.needs[t] for t in range(4)))


def final_scoring(state: GalleristState) -> list[dict[str, Any]]:
    d = state.data
    im = majorities(state)
    out = []
    for p in state.players:
        part: dict[str, Any] = {"money": state.money[p], "majorities": im[p]}
        infl = state.influence[p]
        rep_money = rep_infl = 0
        tiles = sorted(t for t in state.reputation[p] if t != EMPTY)   # tile 1 first
        for tile in tiles:
            what, money, influence = d.reputation[tile]
            n = reputation_count(state, p, what, infl)
            rep_money += n * money
            rep_infl += n * influence
        infl = min(d.influence_max, infl + rep_infl)
        part["reputation"] = rep_money
        part["reputation_influence"] = rep_infl
        part["exhibited"] = sum(state.sale_value(s) for s in state.wall_studios[p])
        shown: list[int] = []
        sold: list[int] = []
        auction = 0
        for owner, work, as_shown in state.easel_picks:
            if owner == p:
                auction += easel_value(state, work)
                (shown if as_shown else sold).append(work // 8)
        part["auction"] = auction
        curator, dealer = state.curator[p], state.dealer[p]
        assert curator is not None and dealer is not None      # a full state's (a projection puts stand-ins)
        part["curator"] = goals_met(d.curators[curator][1], [w // 8 for w in state.walls[p]] + shown)
        part["dealer"] = goals_met(d.dealers[dealer][1], [w // 8 for w in state.sold[p]] + sold)
        part["influence"] = d.end_money_for(infl)
        part["influence_after"] = infl
        part["total"] = sum(part[k] for k in PARTS)
        if state.solo:
            part["title"] = [t for low, t in d.solo_titles if part["total"] >= low][-1]
        out.append(part)
    return out


def solo_headline(part: dict[str, Any]) -> str:
    """The solitaire's result in words from the player's final scoring ``part``: the title
    reached against Lacerda, or Lacerda's win when the money stays under the lowest title
    (the score card says what the next title needs)."""
    total, title = part["total"], part["title"]
    if title:
        return M("You reach the title {title} (${total})", title=L(title), total=total)
    return M("Lacerda wins: ${total}, no title", total=total)

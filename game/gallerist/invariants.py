"""Consistency checks: every piece in exactly one place, counts conserved, no negative money.

:func:`check_invariants` returns a list of problems (empty when the state is sound);
tests call it after every action, and :meth:`~game.gallerist.state.GalleristState.from_data` refuses a
save that fails it.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from game.gallerist.board import EMPTY, LACERDA, C, assistant, owner_of

if TYPE_CHECKING:
    from game.gallerist.state import GalleristState


def check_invariants(s: GalleristState) -> list[str]:
    d = s.data
    out = []
    n = s.num_players
    # Visitors per colour.
    for c in range(3):
        total = (s.bag[c] + s.plaza[c] + s.visitors_boxed[c] + sum(s.lobby[p][c] for p in range(n))
                 + sum(s.gallery[p][c] for p in range(n)) + sum(v[c] for v in s.face_up_visitors)
                 + (sum(s.studio_collectors) if c == C else 0))
        if total != d.setup["visitors_printed"][c]:
            out.append(f"visitors of colour {c}: {total}, not {d.setup['visitors_printed'][c]}")
        if min([s.bag[c], s.plaza[c]] + [s.lobby[p][c] for p in range(n)] + [s.gallery[p][c] for p in range(n)]) < 0:
            out.append(f"a negative visitor count of colour {c}")
    # Tickets per colour (the supply may run below zero: it is unlimited).
    for c in range(3):
        total = s.box_office[c] + s.ticket_supply[c] + sum(s.tickets[p][c] for p in range(n))
        if total != d.setup["tickets_printed"]:
            out.append(f"tickets of colour {c}: {total}")
        if s.box_office[c] < 0 or min(s.tickets[p][c] for p in range(n)) < 0:
            out.append(f"a negative ticket count of colour {c}")
    # Assistants and gallerists.
    for o in s.owners():
        code = assistant(o)
        on_board = sum(1 for x in s.spaces if x == code) + sum(1 for row in s.market_assistants for x in row if x == o)
        if o == LACERDA:
            total = s.lacerda_supply + on_board
        else:
            total = (len(d.hiring) - s.hired[o] + s.desk_assistants[o] + s.assistants_boxed[o] + on_board
                     + sum(s.contract_assistants[o]))
            if not 0 <= s.desk_assistants[o] <= d.desks:
                out.append(f"seat {o} has {s.desk_assistants[o]} assistants on desks")
        if total != d.assistants:
            out.append(f"owner {o} has {total} assistants, not {d.assistants}")
        if sum(1 for x in s.spaces if x == o * 2) > 1:
            out.append(f"owner {o}'s gallerist stands in two places")
    for i in range(4):
        if s.spaces[i] != EMPTY and owner_of(s.spaces[i]) not in s.owners():
            out.append(f"an unknown piece on space {i}")
    for p in range(n):
        if s.money[p] < 0:
            out.append(f"seat {p} has negative money")
        if not 0 <= s.influence[p] <= d.influence_max:
            out.append(f"seat {p}'s influence {s.influence[p]} is off the track")
        if s.gallery[p][C] > 1 + len(s.sold[p]):
            out.append(f"seat {p} is over the Collector limit")
        if len(s.walls[p]) > 4 or len(s.walls[p]) != len(s.wall_studios[p]):
            out.append(f"seat {p}'s walls are inconsistent")
    # Signatures.
    for st in range(8):
        held = sum(1 for p in range(n) if s.commission[p] == st) + sum(
            1 for p in range(n) for a in s.wall_studios[p] if a == st)
        if s.signatures[st] + held != 2 or s.signatures[st] < 0:
            out.append(f"studio {st}'s signatures do not add up to 2")
    # Works, reputation tiles, contracts, bonus tiles, promotion tokens.
    works = (Counter(w for st in s.work_stacks for w in st) + Counter(w for w in s.face_up_works if w != EMPTY)
             + Counter(w for r in s.walls for w in r) + Counter(w for r in s.sold for w in r)
             + Counter(s.easels) + Counter(s.works_boxed) + Counter(x[1] for x in s.easel_picks))
    if works != Counter(range(32)):
        out.append("the 32 works are not each in exactly one place")
    tiles = (Counter(t for r in s.market_tiles for t in r if t != EMPTY)
             + Counter(t for r in s.reputation for t in r if t != EMPTY)
             + Counter(t for t in s.start_tile if t != EMPTY) + Counter(t for t in s.location_tiles if t != EMPTY)
             + Counter(s.reputation_boxed) + Counter(t["tile"] for t in s.stack if t["kind"] == "space"))
    if tiles != Counter(range(1, 21)):
        out.append("the 20 reputation tiles are not each in exactly one place")
    cards = (Counter(s.contract_deck) + Counter(c for pile in s.contract_piles for c in pile)
             + Counter(s.contract_discard)
             + Counter(c for r in s.contracts for c in r if c != EMPTY)
             + Counter(t["card"] for t in s.stack if t["kind"] == "slot"))   # a card taken, its slot not chosen yet
    if cards != Counter(range(len(d.contracts))):
        out.append("the contracts are not each in exactly one place")
    bonuses = Counter(b for b in s.artist_bonus if b != EMPTY) + Counter(s.bonuses_used) + Counter(s.bonuses_boxed)
    if bonuses != Counter(d.artist_bonuses):
        out.append("the artist bonus tiles do not add up")
    for lv in range(5):
        placed = sum(1 for t in s.promotion_tokens if t == lv + 1)
        if placed + s.promotion_supply[lv] != d.promotion[lv][1] or s.promotion_supply[lv] < 0:
            out.append(f"promotion tokens of level {lv + 1} do not add up")
    return out

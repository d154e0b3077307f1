"""The neutral gallerist Lacerda of the solitaire (spec 3.13): its turn, being kicked out, and
its International Market placements."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.engine.steps import Events
from game.gallerist.board import EMPTY, KO, LACERDA, MARKET, assistant, gallerist, is_assistant, owner_of
from game.gallerist.data import COLUMNS, LOCATIONS
from game.gallerist.pieces import send_home
from game.gallerist.steps import new_task

if TYPE_CHECKING:
    from game.gallerist.state import GalleristState


def kick_lacerda(st: GalleristState, p: int, loc: int, piece: int, events: Events) -> None:
    """``p`` moves onto Lacerda's piece at ``loc``: it goes home, a ticket leaves one of the
    largest box-office piles, and at the Market Lacerda places an assistant."""
    events.append({"type": "kick_lacerda", "player": p, "location": LOCATIONS[loc]})
    send_home(st, piece, events, space=loc)
    if sum(st.box_office):
        st.stack.append(new_task("pile", p, piles="largest"))
    if loc == MARKET:
        lacerda_market(st, events)


def lacerda_turn(st: GalleristState, events: Events) -> None:
    """Lacerda moves: first opposite the player, then clockwise, leaving an assistant from its
    supply where it was (unless it was sent home); it kicks out what it finds."""
    st.lacerda_moved = 1
    first = st.lacerda_at < 0
    left = False
    if first:
        dest = (st.gallerist_at(0) + 2) % 4
    else:
        dest = (st.lacerda_at + 1) % 4
        if not st.lacerda_home:
            st.spaces[st.lacerda_at] = EMPTY
            if st.lacerda_supply > 0:
                st.lacerda_supply -= 1
                st.spaces[st.lacerda_at] = assistant(LACERDA)
                left = True
    events.append({"type": "lacerda_move", "to": LOCATIONS[dest], "left": left, "from": (
        "start" if first else "home" if st.lacerda_home else LOCATIONS[st.lacerda_at])})
    st.lacerda_home = 0
    piece = st.spaces[dest]
    if piece != EMPTY:
        if owner_of(piece) == LACERDA:
            st.spaces[dest] = EMPTY
            send_home(st, piece, events, space=dest)
        else:
            st.spaces[KO + dest] = piece
            st.kicked_out_at = dest
            events.append({"type": "kick", "player": 0, "location": LOCATIONS[dest],
                           "piece": "assistant" if is_assistant(piece) else "gallerist"})
    st.spaces[dest] = gallerist(LACERDA)
    st.lacerda_at = dest
    if dest == MARKET and not first:
        lacerda_market(st, events)


def next_move(st: GalleristState) -> dict[str, Any] | None:
    """Where Lacerda goes on its next move and what it does there, as things stand (None: not
    a solitaire, before the player's gallerist is placed, or in the final turn, after which
    Lacerda moves no more): ``to`` its next location; ``leaves``
    the location where it leaves an assistant (or None); ``finds`` the piece code on the action
    space it reaches (EMPTY: none; its own assistant goes back to its supply, another piece is
    kicked out); ``market`` the (row, column) from 0 where it places an assistant at the
    International Market (or None)."""
    if not st.solo or st.gallerist_at(0) < 0 and st.lacerda_at < 0 or st.final_round_from >= 0:
        return None
    first = st.lacerda_at < 0
    dest = (st.gallerist_at(0) + 2) % 4 if first else (st.lacerda_at + 1) % 4
    leaves = st.lacerda_at if not first and not st.lacerda_home and st.lacerda_supply > 0 else None
    market = None
    if dest == MARKET and not first:
        market = next(((row, col) for row, col in st.data.solo_im_order if st.market_assistants[row][col] == EMPTY),
                      None)
    return {"to": dest, "first": first, "leaves": leaves, "finds": st.spaces[dest], "market": market}


def lacerda_market(st: GalleristState, events: Events) -> None:
    """Lacerda places an assistant on the first free Market space of its order (taking the
    reputation tile there out of the game), reclaiming one from a location if its supply is
    empty."""
    for row, col in st.data.solo_im_order:
        if st.market_assistants[row][col] != EMPTY:
            continue
        if st.lacerda_supply == 0 and not _reclaim(st, events):
            return
        st.lacerda_supply -= 1
        st.market_assistants[row][col] = LACERDA
        tile = st.market_tiles[row][col] if row < 4 else EMPTY
        if tile != EMPTY:
            st.reputation_boxed.append(tile)
            st.market_tiles[row][col] = EMPTY
        events.append({"type": "lacerda_market", "row": row + 1, "column": COLUMNS[col], "tile": tile})
        return


def _reclaim(st: GalleristState, events: Events) -> bool:
    """Lacerda takes back an assistant from a location, in its reclaim order (False: none)."""
    code = assistant(LACERDA)
    for loc in st.data.solo_reclaim:
        if st.spaces[loc] == code:
            st.spaces[loc] = EMPTY
            send_home(st, code, events, space=loc)
            return True
    return False

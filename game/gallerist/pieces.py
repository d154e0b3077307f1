"""Gallerists and assistants: hiring one, sending a piece home, and the ``source`` step that
takes an available assistant to a contract or the International Market."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions import Action
from game.engine.i18n import M
from game.engine.steps import Events, Task
from game.gallerist.board import EMPTY, KO, LACERDA, MONEY_SIDE, OPEN, act, is_assistant, owner_of
from game.gallerist.data import COLUMNS, LOCATION_NAMES, LOCATIONS
from game.gallerist.steps import BOOK, GalleristStep, new_task

if TYPE_CHECKING:
    from game.gallerist.state import GalleristState


def hire_one(st: GalleristState, p: int, events: Events) -> None:
    """``p`` hires its next assistant onto a desk (none: no free desk or no one left), with the
    hiring bonus of that place in the queue."""
    if st.desk_assistants[p] >= st.data.desks or st.hired[p] >= len(st.data.hiring):
        return
    bonus = st.data.hiring[st.hired[p]][1]
    st.hired[p] += 1
    st.desk_assistants[p] += 1
    events.append({"type": "hire", "player": p, "number": st.hired[p]})
    if bonus != "none":
        st.stack.append(new_task("bonus", p, bonus=bonus))


def send_home(st: GalleristState, piece: int, events: Events, space: int = EMPTY, slot: int = EMPTY) -> None:
    """A piece leaves the board space ``space`` (or ``p``'s contract ``slot``, from 0): a
    gallerist to its gallery, an assistant to a free desk (none free: into the box); Lacerda's
    to its supply, or home. The caller has emptied the place; the event names it."""
    owner = owner_of(piece)
    where: dict[str, int | str] = {"from": space} if slot == EMPTY else {"from": "contract", "slot": slot + 1}
    home = {"type": "home", "player": owner, "piece": "assistant" if is_assistant(piece) else "gallerist", **where}
    if owner == LACERDA:
        if is_assistant(piece):
            st.lacerda_supply += 1
            events.append({**home, "to": "supply"})
        else:
            st.lacerda_home = 1
            events.append({**home, "to": "home"})
        return
    if is_assistant(piece):
        if st.desk_assistants[owner] < st.data.desks:
            st.desk_assistants[owner] += 1
            events.append({**home, "to": "desk"})
        else:
            st.assistants_boxed[owner] += 1
            events.append({**home, "to": "box"})
    else:
        events.append({**home, "to": "gallery"})


def contract_bonus(st: GalleristState, p: int, slot: int) -> str:
    """The bonus an assistant on ``p``'s contract in ``slot`` takes: the card's while it is
    open, else the side turned up ($ or I)."""
    side = st.contract_sides[p][slot]
    if side == OPEN:
        return st.data.contracts[st.contracts[p][slot]][1]
    return "dollar" if side == MONEY_SIDE else "infl"


@BOOK.step("source")
class Source(GalleristStep):
    """Which available assistant goes to the contract (``purpose`` "contract", ``slot``) or to
    the Market (``purpose`` "rep"/"offer", ``row``, ``column``)."""

    takes = frozenset({"from"})
    question = M("Which assistant do you use?")
    when = M("only when an action uses one of your assistants")

    def candidates(self, st: GalleristState, task: Task) -> list[Action]:
        return [act("from", src) for src in ("desk",) + LOCATIONS + ("ko",)]

    def judge(self, st: GalleristState, task: Task, action: Action) -> str | None:
        src = action[1]
        if src in st.assistant_sources(task["player"], st.phase == "ko_done"):
            return None
        if src == "desk":
            return M("no assistant of yours is on a desk")
        if src == "ko":
            return M("no assistant of yours is on the kicked-out space")
        return M("no assistant of yours is at the {location}", location=LOCATION_NAMES[LOCATIONS.index(src)])

    def resolve(self, st: GalleristState, task: Task, action: Action, events: Events) -> None:
        p = task["player"]
        src = action[1]
        ko_at = {"ko_at": LOCATIONS[st.kicked_out_at]} if src == "ko" else {}
        if src == "desk":
            st.desk_assistants[p] -= 1
        elif src == "ko":
            st.spaces[KO + st.kicked_out_at] = EMPTY
        else:
            st.spaces[LOCATIONS.index(src)] = EMPTY
        if task["purpose"] == "contract":
            slot = task["slot"]
            st.contract_assistants[p][slot] = 1
            bonus = contract_bonus(st, p, slot)
            events.append({"type": "contract_bonus", "player": p, "slot": slot + 1, "bonus": bonus, "from": src,
                           **ko_at})
            st.stack.append(new_task("bonus", p, bonus=bonus))
            return
        row, col = task["row"], task["column"]
        before = st.influence[p]
        st.influence[p] = min(st.data.influence_max, before + st.data.columns[col][1])
        st.market_assistants[row][col] = p
        tile = st.market_tiles[row][col] if task["purpose"] == "rep" else EMPTY
        events.append({"type": "market", "player": p, "row": row + 1, "column": COLUMNS[col], "from": src, **ko_at,
                       "influence": st.influence[p] - before, "tile": tile})
        if task["purpose"] == "rep":
            st.market_tiles[row][col] = EMPTY
            st.stack.append(new_task("lobby_out", p))
            st.stack.append(new_task("space", p, tile=tile))
        else:
            _, cost, bonuses = st.data.auction_rows[row - 4]
            st.stack.append(new_task("bonus", p, bonus=bonuses[col]))
            st.stack.append(new_task("pay", p, cost=cost, fame_needed=-1))

"""The executive actions (spec 3.3), one per turn before or after the location action, and one
as a kicked-out action: spend tickets (each moves a visitor: Plaza → your lobby, your lobby →
your gallery, another player's lobby → Plaza; the ``tickets`` step spends more), or send an
available assistant to a contract for its bonus."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from game.engine.actions import Action
from game.engine.i18n import M
from game.engine.steps import Events, Task
from game.gallerist.board import EMPTY, C, act
from game.gallerist.data import COLOUR_NAMES, COLOURS
from game.gallerist.steps import BOOK, GalleristStep, new_task

if TYPE_CHECKING:
    from game.gallerist.state import GalleristState

CONTRACTS = [act("contract", k) for k in range(1, 4)]
DONE = [act("done")]
NO_TICKET = (M("you hold no VIP ticket"), M("you hold no Investor ticket"), M("you hold no Collector ticket"))


def is_executive(action: Action) -> bool:
    return action[0] == "contract" or (action[0] == "ticket" and len(action) == 3)


@cache
def tickets_by_colour(num_players: int, p: int) -> tuple[list[Action], ...]:
    """Per colour, every ticket ``p`` might spend of it: to the Plaza, from its lobby, from
    each other player's lobby."""
    sources = ("plaza", "lobby") + tuple(q for q in range(num_players) if q != p)
    return tuple([act("ticket", c, src) for src in sources] for c in COLOURS)


def ticket_candidates(st: GalleristState, p: int) -> list[Action]:
    """The tickets worth asking ``p`` about: those of the colours it holds."""
    out: list[Action] = []
    for c, tickets in enumerate(tickets_by_colour(st.num_players, p)):
        if check_ticket_held(st, p, c) is None:
            out += tickets
    return out


def candidates(st: GalleristState, p: int) -> list[Action]:
    """Every executive action worth asking ``p`` about, in the order a turn offers them."""
    return ticket_candidates(st, p) + CONTRACTS


def check(st: GalleristState, p: int, action: Action, kicked_out: bool) -> str | None:
    """Why ``p`` cannot take the executive action ``action`` (whether one is left this turn is
    the caller's to check), or None; ``kicked_out``: as its kicked-out action (its kicked-out
    assistant is then available)."""
    if action[0] == "ticket":
        return check_ticket(st, p, action)
    k = action[1]
    if not 1 <= k <= 3:
        return M("there is no contract slot {k}", k=k)
    if st.contracts[p][k - 1] == EMPTY:
        return M("contract slot {k} is empty", k=k)
    if st.contract_assistants[p][k - 1]:
        return M("an assistant already stands on contract {k}: its bonus is used", k=k)
    if not st.assistant_sources(p, kicked_out):
        return M("you have no available assistant to send to the contract")
    return None


def check_ticket_held(st: GalleristState, p: int, c: int) -> str | None:
    """Why ``p`` cannot spend a ticket of colour ``c``: it holds none (None: it holds one)."""
    return None if st.tickets[p][c] else NO_TICKET[c]


def check_ticket(st: GalleristState, p: int, action: Action) -> str | None:
    """Why ``p`` cannot spend the ticket ``ticket COLOUR SOURCE`` now, or None."""
    c = COLOURS.index(action[1])
    reason = check_ticket_held(st, p, c)
    if reason is not None:
        return reason
    name, src = COLOUR_NAMES[c], action[2]
    if src == "plaza":
        return M("no {colour} is in the Plaza", colour=name) if not st.plaza[c] else None
    if src == "lobby":
        if not st.lobby[p][c]:
            return M("no {colour} is in your lobby", colour=name)
        if c == C and not st.collectors_ok(p):
            return M("your gallery holds its most Collectors (one more than your works sold)")
        return None
    if src == p:
        return M("a ticket moves your own lobby's visitors into your gallery, not to the Plaza")
    if not 0 <= src < st.num_players:
        return M("there is no player {n}", n=src + 1)
    return M("that player's lobby has no {colour}", colour=name) if not st.lobby[src][c] else None


def start(st: GalleristState, p: int, action: Action, events: Events) -> None:
    """Begin ``p``'s executive action: an assistant for the contract, or the first ticket."""
    if action[0] == "contract":
        st.stack.append(new_task("source", p, purpose="contract", slot=action[1] - 1))
    else:
        st.stack.append(new_task("tickets", p))
        spend_ticket(st, p, action, events)


def spend_ticket(st: GalleristState, p: int, action: Action, events: Events) -> None:
    c = COLOURS.index(action[1])
    src = action[2]
    st.tickets[p][c] -= 1
    st.ticket_supply[c] += 1
    if src == "plaza":
        st.plaza[c] -= 1
        st.lobby[p][c] += 1
    elif src == "lobby":
        st.lobby[p][c] -= 1
        st.gallery[p][c] += 1
    else:
        st.lobby[src][c] -= 1
        st.plaza[c] += 1
    events.append({"type": "spend_ticket", "player": p, "colour": action[1], "from": src})


@BOOK.step("tickets")
class Tickets(GalleristStep):
    """After a ticket is spent: another one, or ``done``."""

    takes = frozenset({"done", "contract"})
    question = M("Spend another ticket, or done?")
    when = M("only while spending tickets")

    def answers(self, action: Action) -> bool:
        return action[0] in self.takes or (action[0] == "ticket" and len(action) == 3)

    def candidates(self, st: GalleristState, task: Task) -> list[Action]:
        return ticket_candidates(st, task["player"]) + DONE

    def judge(self, st: GalleristState, task: Task, action: Action) -> str | None:
        if action[0] == "done":
            return None
        if action[0] == "contract":
            return M("you are spending tickets: spend another or stop")
        return check_ticket(st, task["player"], action)

    def resolve(self, st: GalleristState, task: Task, action: Action, events: Events) -> None:
        if action[0] == "done":
            return
        st.stack.append(task)
        spend_ticket(st, task["player"], action, events)

"""Spending influence: the ``pay`` step (a price in money and influence steps down to money
marks) and the ``fame`` step (influence steps down to star marks as fame), and an artist's fame
rising.

A purchase that must reach Celebrity to hang on the fourth wall carries ``fame_needed`` (the
influence-fame steps it still needs, -1 for none): the payment must leave that much, and the
fame step must spend it all."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions import Action
from game.engine.i18n import M, Mn
from game.engine.steps import NOT_A_CHOICE, Events, Task
from game.gallerist.board import STUDIOS, act, steps_down
from game.gallerist.steps import BOOK, GalleristStep

if TYPE_CHECKING:
    from game.gallerist.state import GalleristState


def add_fame(st: GalleristState, p: int, s: int, amount: int, events: Events) -> None:
    """The artist of studio ``s`` gains ``amount`` fame through ``p`` (up to Celebrity, which
    pays ``p`` the Celebrity money)."""
    before = st.fame[s]
    top = st.data.celebrity
    st.fame[s] = min(top, before + amount)
    if st.fame[s] != before:
        events.append({"type": "fame", "player": p, "studio": STUDIOS[s], "from": before, "to": st.fame[s]})
    if before < top <= st.fame[s]:
        st.money[p] += st.data.celebrity_money
        events.append({"type": "celebrity", "player": p, "studio": STUDIOS[s], "money": st.data.celebrity_money})


@BOOK.step("pay")
class Pay(GalleristStep):
    """Pay ``cost``: ``pay K`` uses K influence steps as money, the rest in money."""

    takes = frozenset({"pay"})
    question = M("How many influence steps to pay with (the rest in money)?")
    when = M("only while paying a price")

    def candidates(self, st: GalleristState, task: Task) -> list[Action]:
        return [act("pay", k) for k in range(task["cost"] + 1)]

    def judge(self, st: GalleristState, task: Task, action: Action) -> str | None:
        p, cost, need, k = task["player"], task["cost"], task["fame_needed"], action[1]
        if k < 0:
            return NOT_A_CHOICE
        if k > cost:
            return M("the price is ${cost}", cost=cost)
        n = st.money_steps(st.influence[p])
        if k > n:
            return Mn("your influence gives only {n} step of money", "your influence gives only {n} steps of money",
                      n, n=n)
        if cost - k > st.money[p]:
            return M("you have ${money}: pay at least {n} in influence steps", money=st.money[p],
                     n=cost - st.money[p])
        if need >= 0 and st.star_steps(steps_down(st.data.money_marks, st.influence[p], k)) < need:
            return Mn("this purchase must reach Celebrity: keep influence for {n} fame step",
                      "this purchase must reach Celebrity: keep influence for {n} fame steps", need, n=need)
        return None

    def resolve(self, st: GalleristState, task: Task, action: Action, events: Events) -> None:
        p, cost, k = task["player"], task["cost"], action[1]
        before = st.influence[p]
        st.influence[p] = steps_down(st.data.money_marks, before, k)
        st.money[p] -= cost - k
        events.append({"type": "pay", "player": p, "money": cost - k, "influence_steps": k,
                       "influence": [before, st.influence[p]]})


@BOOK.step("fame")
class Fame(GalleristStep):
    """Spend influence for more fame for the artist of ``studio``: ``fame K``."""

    takes = frozenset({"fame"})
    question = M("Spend influence for more fame (one step down per star mark)?")
    when = M("only right after an artist gains fame through you")

    def candidates(self, st: GalleristState, task: Task) -> list[Action]:
        return [act("fame", k) for k in range(st.data.celebrity - st.fame[task["studio"]] + 1)]

    def judge(self, st: GalleristState, task: Task, action: Action) -> str | None:
        p, k = task["player"], action[1]
        if k < 0:
            return NOT_A_CHOICE
        room = st.data.celebrity - st.fame[task["studio"]]
        if k > room:
            return M("the artist needs only {n} fame to become a Celebrity", n=room)
        n = st.star_steps(st.influence[p])
        if k > n:
            return Mn("your influence gives only {n} fame step", "your influence gives only {n} fame steps", n, n=n)
        if task["fame_needed"] >= 0 and k < room:     # wall 4 through this purchase: it must reach Celebrity
            return M("this purchase must reach Celebrity: spend {n}", n=room)
        return None

    def resolve(self, st: GalleristState, task: Task, action: Action, events: Events) -> None:
        p, s, k = task["player"], task["studio"], action[1]
        if k:
            before = st.influence[p]
            st.influence[p] = steps_down(st.data.star_marks, before, k)
            events.append({"type": "fame_steps", "player": p, "studio": STUDIOS[s], "steps": k,
                           "influence": [before, st.influence[p]]})
            add_fame(st, p, s, k, events)

"""Spending influence: the ``pay`` step (a price in money and influence steps down to money
marks) and the ``fame`` step (influence steps down to star marks as fame), and an artist's fame
rising.

A purchase that must reach Celebrity to hang on the fourth wall carries ``fame_needed`` (the
influence-fame steps it still needs, -1 for none): the payment must leave that much, and the
fame step must spend it all."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions import Action
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
    question = "How many influence steps to pay with (the rest in money)?"
    when = "only while paying a price"

    def candidates(self, st: GalleristState, task: Task) -> list[Action]:
        return [act("pay", k) for k in range(task["cost"] + 1)]

    def judge(self, st: GalleristState, task: Task, action: Action) -> str | None:
        p, cost, need, k = task["player"], task["cost"], task["fame_needed"], action[1]
        if k < 0:
            return NOT_A_CHOICE
        if k > cost:
            return f"the price is ${cost}"
        n = st.money_steps(st.influence[p])
        if k > n:
            return f"your influence gives only {n} step{'s' if n != 1 else ''} of money"
        if cost - k > st.money[p]:
            return f"you have ${st.money[p]}: pay at least {cost - st.money[p]} in influence steps"
        if need >= 0 and st.star_steps(steps_down(st.data.money_marks, st.influence[p], k)) < need:
            return f"this purchase must reach Celebrity: keep influence for {need} fame steps"
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
    question = "Spend influence for more fame (one step down per star mark)?"
    when = "only right after an artist gains fame through you"

    def candidates(self, st: GalleristState, task: Task) -> list[Action]:
        return [act("fame", k) for k in range(st.data.celebrity - st.fame[task["studio"]] + 1)]

    def judge(self, st: GalleristState, task: Task, action: Action) -> str | None:
        p, k = task["player"], action[1]
        if k < 0:
            return NOT_A_CHOICE
        room = st.data.celebrity - st.fame[task["studio"]]
        if k > room:
            return f"the artist needs only {room} fame to become a Celebrity"
        n = st.star_steps(st.influence[p])
        if k > n:
            return f"your influence gives only {n} fame step{'s' if n != 1 else ''}"
        if task["fame_needed"] >= 0 and k < room:     # wall 4 through this purchase: it must reach Celebrity
            return f"this purchase must reach Celebrity: spend {room}"
        return None

    def resolve(self, st: GalleristState, task: Task, action: Action, events: Events) -> None:
        p, s, k = task["player"], task["studio"], action[1]
        if k:
            before = st.influence[p]
            st.influence[p] = steps_down(st.data.star_marks, before, k)
            events.append({"type": "fame_steps", "player": p, "studio": STUDIOS[s], "steps": k,
                           "influence": [before, st.influence[p]]})
            add_fame(st, p, s, k, events)

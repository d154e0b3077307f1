"""Bonuses (spec Terms): the automatic ``bonus`` step that carries one out, and the choices some
bonuses ask for: which artist gains fame, which ticket or two, which visitor, and which
box-office pile loses a ticket when a ticket comes from an empty pile."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions import Action
from game.engine.i18n import M, said
from game.engine.steps import Events, Task
from game.gallerist.board import STUDIOS, C, I, V, act
from game.gallerist.data import COLOUR_NAMES, COLOURS
from game.gallerist.locations import check_sign
from game.gallerist.pieces import hire_one
from game.gallerist.spending import add_fame
from game.gallerist.steps import BOOK, AutoStep, GalleristStep, new_task

if TYPE_CHECKING:
    from game.gallerist.state import GalleristState

VISITOR_BONUSES = ("visitor", "vi_plaza", "bag_any")


def bonus_value(st: GalleristState, p: int, per_colour: tuple[int, ...]) -> int:
    """What a $ or I bonus gives ``p`` now: per-colour worth times the gallery's visitors."""
    g = st.gallery[p]
    return per_colour[V] * g[V] + per_colour[I] * g[I] + per_colour[C] * g[C]


def money_bonus(st: GalleristState, p: int, events: Events) -> None:
    gain = bonus_value(st, p, st.data.bonus_money)
    st.money[p] += gain
    events.append({"type": "money_bonus", "player": p, "money": gain})


def influence_bonus(st: GalleristState, p: int, events: Events) -> None:
    gain = bonus_value(st, p, st.data.bonus_influence)
    before = st.influence[p]
    st.influence[p] = min(st.data.influence_max, before + gain)
    events.append({"type": "influence_bonus", "player": p, "influence": st.influence[p] - before,
                   "capped": before + gain > st.influence[p]})


def gain_ticket(st: GalleristState, p: int, c: int, events: Events) -> None:
    """``p`` takes a ticket of colour ``c``; from an empty pile, the supply gives it and
    another pile (chosen next) loses one to the supply."""
    st.tickets[p][c] += 1
    from_office = st.box_office[c] > 0
    events.append({"type": "gain_ticket", "player": p, "colour": COLOURS[c],
                   "from": "box_office" if from_office else "supply"})
    if from_office:
        st.box_office[c] -= 1
    else:
        st.ticket_supply[c] -= 1
        if sum(st.box_office):
            st.stack.append(new_task("pile", p, piles="any"))


@BOOK.step("bonus")
class Bonus(AutoStep):
    """Carry out ``bonus`` (a bonus id of data.BONUS_KINDS): at once, or by pushing its choice."""

    def run(self, st: GalleristState, task: Task, events: Events) -> None:
        p, bonus = task["player"], task["bonus"]
        push = st.stack.append
        if bonus == "infl":
            influence_bonus(st, p, events)
        elif bonus == "dollar":
            money_bonus(st, p, events)
        elif bonus == "fame":
            push(new_task("artist", p))
        elif bonus in VISITOR_BONUSES:
            push(new_task("visitor", p, bonus=bonus))
        elif bonus == "ticket_any":
            push(new_task("ticket", p, colours="vic"))
        elif bonus in ("ticket_v", "ticket_i"):
            push(new_task("ticket", p, colours=bonus[-1]))
        elif bonus == "pair":
            push(new_task("pair", p))
        elif bonus == "assistant":
            hire_one(st, p, events)
        elif bonus == "contract" and check_sign(st, p) is None:
            push(new_task("sign", p, drawn=0))


@BOOK.step("artist")
class Artist(GalleristStep):
    """The fame bonus: a discovered artist (not a Celebrity) gains 1 fame per Collector in the
    gallery, then more for influence."""

    takes = frozenset({"artist"})
    question = M("Fame bonus: which artist gains fame?")
    when = M("only with a fame bonus")

    def prompt(self, st: GalleristState, task: Task) -> str:
        """The question with the bonus's size and why: 1 fame per Collector in the gallery."""
        n = st.gallery[task["player"]][C]
        why = (M("+{n} fame, 1 per Collector in your gallery", n=n) if n
               else M("+0 fame: it gives 1 per Collector in your gallery, and you have none"))
        return M("Fame bonus: which artist gains fame ({why}; then you may spend influence for more)? ({cause})",
                 why=why, cause=said(st.cause))

    def candidates(self, st: GalleristState, task: Task) -> list[Action]:
        return [act("artist", s) for s in STUDIOS]

    def judge(self, st: GalleristState, task: Task, action: Action) -> str | None:
        s = STUDIOS.index(action[1])
        if not st.discovered(s):
            return M("that artist is not discovered yet")
        return M("that artist is already a Celebrity") if st.is_celebrity(s) else None

    def resolve(self, st: GalleristState, task: Task, action: Action, events: Events) -> None:
        p = task["player"]
        s = STUDIOS.index(action[1])
        events.append({"type": "fame_bonus", "player": p, "studio": action[1], "collectors": st.gallery[p][C]})
        add_fame(st, p, s, st.gallery[p][C], events)
        st.stack.append(new_task("fame", p, studio=s, fame_needed=-1))


@BOOK.step("ticket")
class Ticket(GalleristStep):
    """A ticket of one of ``colours`` (a string of colour ids): ``ticket COLOUR``."""

    question = M("Which ticket colour?")
    when = M("only when you gain a ticket")

    def answers(self, action: Action) -> bool:
        return action[0] == "ticket" and len(action) == 2     # with a source, it spends one

    def candidates(self, st: GalleristState, task: Task) -> list[Action]:
        return [act("ticket", c) for c in task["colours"]]

    def judge(self, st: GalleristState, task: Task, action: Action) -> str | None:
        if action[1] in COLOURS and action[1] in task["colours"]:
            return None
        return {"v": M("this ticket is a VIP ticket"), "i": M("this ticket is an Investor ticket"),
                "c": M("this ticket is a Collector ticket"), "vi": M("this ticket is a VIP or Investor ticket"),
                "vc": M("this ticket is a VIP or Collector ticket"),
                "ic": M("this ticket is an Investor or Collector ticket")}.get(
            task["colours"], M("this ticket is of another colour"))

    def resolve(self, st: GalleristState, task: Task, action: Action, events: Events) -> None:
        gain_ticket(st, task["player"], COLOURS.index(action[1]), events)


@BOOK.step("pair")
class Pair(GalleristStep):
    """Two tickets of two different colours: ``tickets C1 C2``."""

    takes = frozenset({"tickets"})
    question = M("Which two ticket colours?")
    when = M("only with a bonus of two tickets")
    PAIRS = (act("tickets", "v", "i"), act("tickets", "v", "c"), act("tickets", "i", "c"))

    def options(self, st: GalleristState, task: Task) -> list[Action]:
        return list(self.PAIRS)

    def resolve(self, st: GalleristState, task: Task, action: Action, events: Events) -> None:
        p = task["player"]
        st.stack.append(new_task("ticket", p, colours=action[2]))
        gain_ticket(st, p, COLOURS.index(action[1]), events)


@BOOK.step("visitor")
class Visitor(GalleristStep):
    """A visitor ``bonus`` (``visitor``, ``vi_plaza``, ``bag_any``) brings a visitor into the
    gallery from where :meth:`~game.gallerist.state.GalleristState.visitor_sources` says."""

    takes = frozenset({"visitor"})
    question = M("Which visitor comes into your gallery?")
    when = M("only with a visitor bonus")

    def candidates(self, st: GalleristState, task: Task) -> list[Action]:
        return [act("visitor", c) for c in COLOURS]

    def judge(self, st: GalleristState, task: Task, action: Action) -> str | None:
        p = task["player"]
        c = COLOURS.index(action[1])
        sources = st.visitor_sources(p, task["bonus"])
        if any(colour == c for colour, _ in sources):
            return None
        if c == C and not st.collectors_ok(p):
            return M("your gallery holds its most Collectors (one more than your works sold)")
        if c == C and task["bonus"] == "vi_plaza":
            return M("this bonus brings a VIP or an Investor")
        if sources and sources[0][1] == "plaza":
            return M("the visitor comes from the Plaza, which has no {colour}", colour=COLOUR_NAMES[c])
        return M("the bag has no {colour} left", colour=COLOUR_NAMES[c])

    def resolve(self, st: GalleristState, task: Task, action: Action, events: Events) -> None:
        p = task["player"]
        c = COLOURS.index(action[1])
        where = dict(st.visitor_sources(p, task["bonus"]))[c]
        (st.plaza if where == "plaza" else st.bag)[c] -= 1
        st.gallery[p][c] += 1
        events.append({"type": "visitor", "player": p, "colour": action[1], "from": where})


@BOOK.step("pile")
class Pile(GalleristStep):
    """A box-office pile loses a ticket to the supply: any non-empty one, or (``piles``
    "largest", kicking Lacerda out) one of the largest."""

    takes = frozenset({"pile"})
    question = M("Which box-office pile loses a ticket to the supply?")
    when = M("only when a box-office pile must lose a ticket")

    def candidates(self, st: GalleristState, task: Task) -> list[Action]:
        return [act("pile", c) for c in COLOURS]

    def judge(self, st: GalleristState, task: Task, action: Action) -> str | None:
        c = COLOURS.index(action[1])
        if not st.box_office[c]:
            return M("the {colour} pile is empty", colour=COLOUR_NAMES[c])
        if task["piles"] == "largest" and st.box_office[c] != max(st.box_office):
            return M("it must be one of the largest piles")
        return None

    def resolve(self, st: GalleristState, task: Task, action: Action, events: Events) -> None:
        c = COLOURS.index(action[1])
        st.box_office[c] -= 1
        st.ticket_supply[c] += 1
        events.append({"type": "pile", "player": task["player"], "colour": action[1]})

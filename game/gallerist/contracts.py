"""Contracts: signing one (draw four new ones or take one from a pile, then the slot it goes
into, the display refilled) and fulfilling one after a sale (a gallery visitor to the Plaza
turns it: Investor money side up, VIP influence side up, Collector or an empty gallery: the
seller's choice)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.actions import Action
from game.engine.i18n import M
from game.engine.steps import Events, Task
from game.gallerist.board import EMPTY, INFLUENCE_SIDE, MONEY_SIDE, OPEN, SIDE_NAMES, I, V, act, assistant
from game.gallerist.data import COLOURS
from game.gallerist.pieces import send_home
from game.gallerist.steps import BOOK, AutoStep, GalleristStep, colour_name, new_task
from game.gallerist.supply import draw_contract

if TYPE_CHECKING:
    from game.gallerist.state import GalleristState


def fulfil(st: GalleristState, p: int, slot: int, side: int, events: Events) -> None:
    """Turn ``p``'s contract in ``slot`` to ``side`` (money or influence side up)."""
    st.contract_sides[p][slot] = side
    events.append({"type": "fulfil", "player": p, "slot": slot + 1, "side": SIDE_NAMES[side]})


@BOOK.step("sign")
class Sign(GalleristStep):
    """Signing: ``draw`` four new contracts onto the piles (once, ``drawn`` after), or ``take``
    the top one of a pile."""

    takes = frozenset({"draw", "take"})
    question = M("Draw 4 new contracts, or take one from a pile?")
    when = M("only while signing a contract")

    def candidates(self, st: GalleristState, task: Task) -> list[Action]:
        return [act("draw")] + [act("take", k) for k in range(1, 5)]

    def judge(self, st: GalleristState, task: Task, action: Action) -> str | None:
        if action[0] == "draw":
            if task["drawn"]:
                return M("you have already drawn this time")
            return None if st.contract_deck or st.contract_discard else M("no contract is left to draw")
        k = action[1]
        return None if 1 <= k <= 4 and st.contract_piles[k - 1] else M("contract pile {k} is empty", k=k)

    def resolve(self, st: GalleristState, task: Task, action: Action, events: Events) -> None:
        p = task["player"]
        if action[0] == "draw":
            drawn = []
            for k in range(4):
                card = draw_contract(st, events)
                if card >= 0:
                    st.contract_piles[k].append(card)
                drawn.append(card)
            events.append({"type": "draw_contracts", "player": p, "cards": drawn,
                           "top": [c[-1] if c else -1 for c in st.contract_piles]})
            st.stack.append(new_task("sign", p, drawn=1))
            return
        card = st.contract_piles[action[1] - 1].pop()
        events.append({"type": "take_contract", "player": p, "card": card, "pile": action[1]})
        st.stack.append(new_task("refill", p))
        st.stack.append(new_task("slot", p, card=card))


@BOOK.step("slot")
class Slot(GalleristStep):
    """The slot the taken ``card`` goes into: an empty one (its ticket bonus) or one holding a
    fulfilled contract (discarded; an assistant on it goes home)."""

    takes = frozenset({"slot"})
    question = M("Into which contract slot?")
    when = M("only when a new contract goes into a slot")

    def candidates(self, st: GalleristState, task: Task) -> list[Action]:
        return [act("slot", k) for k in range(1, 4)]

    def judge(self, st: GalleristState, task: Task, action: Action) -> str | None:
        p, k = task["player"], action[1]
        if 1 <= k <= 3 and (st.contracts[p][k - 1] == EMPTY or st.contract_sides[p][k - 1] != OPEN):
            return None
        return M("contract slot {k} holds an unfulfilled contract", k=k)

    def resolve(self, st: GalleristState, task: Task, action: Action, events: Events) -> None:
        p, card = task["player"], task["card"]
        k = action[1] - 1
        old, old_side = st.contracts[p][k], st.contract_sides[p][k]
        events.append({"type": "sign", "player": p, "card": card, "slot": k + 1, "replaced": old,
                       "replaced_side": SIDE_NAMES[old_side] if old != EMPTY else None})
        st.contracts[p][k] = card
        st.contract_sides[p][k] = OPEN
        if old == EMPTY:
            st.stack.append(new_task("bonus", p, bonus=st.data.slot_tickets[k]))
        else:
            st.contract_discard.append(old)
            if st.contract_assistants[p][k]:
                st.contract_assistants[p][k] = 0
                send_home(st, assistant(p), events, slot=k)
        st.contract_assistants[p][k] = 0


@BOOK.step("refill")
class Refill(AutoStep):
    """Every empty contract pile gets a card from the deck."""

    def run(self, st: GalleristState, task: Task, events: Events) -> None:
        for k in range(4):
            if not st.contract_piles[k]:
                card = draw_contract(st, events)
                if card >= 0:
                    st.contract_piles[k].append(card)
                    events.append({"type": "refill", "pile": k + 1, "card": card})


@BOOK.step("gallery_out")
class GalleryOut(GalleristStep):
    """After a sale, a visitor of the gallery goes to the Plaza and turns the contract in ``slot``."""

    takes = frozenset({"out"})
    question = M("Which gallery visitor goes to the Plaza?")
    when = M("only when a visitor must go to the Plaza")

    def candidates(self, st: GalleristState, task: Task) -> list[Action]:
        return [act("out", c) for c in COLOURS]

    def judge(self, st: GalleristState, task: Task, action: Action) -> str | None:
        c = COLOURS.index(action[1])
        return None if st.gallery[task["player"]][c] > 0 else M("no {colour} is in your gallery",
                                                                                 colour=colour_name(action[1]))

    def resolve(self, st: GalleristState, task: Task, action: Action, events: Events) -> None:
        p, slot = task["player"], task["slot"]
        c = COLOURS.index(action[1])
        st.gallery[p][c] -= 1
        st.plaza[c] += 1
        events.append({"type": "to_plaza", "player": p, "colour": action[1], "from": "gallery"})
        if c == I:
            fulfil(st, p, slot, MONEY_SIDE, events)
        elif c == V:
            fulfil(st, p, slot, INFLUENCE_SIDE, events)
        else:
            st.stack.append(new_task("side", p, slot=slot))


@BOOK.step("side")
class Side(GalleristStep):
    """The seller turns the contract in ``slot``: ``side money`` or ``side infl``."""

    takes = frozenset({"side"})
    question = M("Turn the contract money side up or influence side up?")
    when = M("only when you fulfil a contract")
    SIDES = (act("side", "money"), act("side", "infl"))

    def options(self, st: GalleristState, task: Task) -> list[Action]:
        return list(self.SIDES)

    def resolve(self, st: GalleristState, task: Task, action: Action, events: Events) -> None:
        fulfil(st, task["player"], task["slot"], MONEY_SIDE if action[1] == "money" else INFLUENCE_SIDE, events)

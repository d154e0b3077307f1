"""The Tokyoites' powers: Curator, Archivist, Journalist, Schmoozer, Investor, Hoarder."""

from __future__ import annotations

from typing import Any

from game.avant_carde.board import MAIN
from game.avant_carde.effects import Events, draw_for_power, gain, trash_card
from game.avant_carde.powers.base import Power, most_twos_reason, numbers, power
from game.avant_carde.steps import SKIP, STEPS, AvantCardeStep, card_choice, push
from game.engine.actions import Action
from game.engine.steps import Task


@power("curator", 2, "buy", once=True)
class Curator(Power):
    def blocked(self, st: Any, seat: int, src: int) -> str | None:
        return most_twos_reason(st, seat)

    def buy(self, st: Any, seat: int, src: int, events: Events) -> None:
        push(st, "trash", seat, reason="curator")


@power("archivist", 3, "play")
class Archivist(Power):
    def play(self, st: Any, seat: int, src: int, pre: bool, events: Events) -> None:
        push(st, "archivist", seat)


@STEPS.step("archivist")
class ArchivistStep(AvantCardeStep):
    power = "archivist"

    def prompt(self, st: Any, t: Task) -> str:
        return "Archivist: discard a card from your hand to draw a card?"

    def options(self, st: Any, t: Task) -> list[Action]:
        return card_choice("discard", st, st.players[t["player"]].hand)

    def resolve(self, st: Any, t: Task, action: Action, events: Events) -> None:
        if action == SKIP:
            return
        seat = t["player"]
        p = st.players[seat]
        cid = st.data.by_code[action[1]]
        p.hand.remove(cid)
        p.discard.append(cid)
        events.append({"type": "discard", "player": seat, "card": action[1], "reason": "archivist"})
        draw_for_power(st, seat, 1, events, "archivist")


@power("journalist", 4, "play")
class Journalist(Power):
    def play(self, st: Any, seat: int, src: int, pre: bool, events: Events) -> None:
        if st.players[seat].first_four == src:
            draw_for_power(st, seat, 1, events, "journalist")
        if not pre:
            push(st, "change", seat, src=src, mode="number")


@power("schmoozer", 5, "play")
class Schmoozer(Power):
    def play(self, st: Any, seat: int, src: int, pre: bool, events: Events) -> None:
        st.players[seat].schmoozer += 1
        events.append({"type": "schmoozer", "player": seat, "count": st.players[seat].schmoozer})


@power("investor", 6, "buy")
class Investor(Power):
    def blocked(self, st: Any, seat: int, src: int) -> str | None:
        if not any(e.card != src for e in st.players[seat].line):
            return "No other played card to trash."
        return None

    def buy(self, st: Any, seat: int, src: int, events: Events) -> None:
        push(st, "investor", seat, src=src)


@STEPS.step("investor")
class InvestorStep(AvantCardeStep):
    power = "investor"

    def prompt(self, st: Any, t: Task) -> str:
        return "Investor: trash a played card (+$2 for a face-up 5-7, else +$1)?"

    def options(self, st: Any, t: Task) -> list[Action]:
        return card_choice("trash", st, [e.card for e in st.players[t["player"]].line if e.card != t["src"]])

    def resolve(self, st: Any, t: Task, action: Action, events: Events) -> None:
        if action == SKIP:
            return
        seat = t["player"]
        p = st.players[seat]
        cid = st.data.by_code[action[1]]
        e = p.line[p.find(cid)]
        value = 2 if e.up and numbers(e) & {5, 6, 7} else 1
        trash_card(st, seat, cid, events, "investor")
        gain(st, seat, value, events, "investor")


@power("hoarder", 7, "play")
class Hoarder(Power):
    def play(self, st: Any, seat: int, src: int, pre: bool, events: Events) -> None:
        push(st, "hoarder", seat, src=src)


@STEPS.step("hoarder")
class HoarderStep(AvantCardeStep):
    power = "hoarder"

    def prompt(self, st: Any, t: Task) -> str:
        return "Hoarder: name a colour? Every 2nd card of it you play draws a card."

    def options(self, st: Any, t: Task) -> list[Action]:
        return [Action("colour", c) for c in MAIN] + [SKIP]

    def resolve(self, st: Any, t: Task, action: Action, events: Events) -> None:
        if action == SKIP:
            return
        p = st.players[t["player"]]
        i = p.find(t["src"])
        own = 1 if i >= 0 and p.line[i].up and p.line[i].colour == action[1] else 0
        p.hoarders.append([action[1], own])
        events.append({"type": "hoarder", "player": t["player"], "colour": action[1]})

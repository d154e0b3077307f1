"""The Londoners' powers: Collector, Hipster, Philosopher, Futurist, Designer, Eccentric."""

from __future__ import annotations

from typing import Any

from game.avant_carde.effects import (
    Events,
    conceal_from_hand,
    conceal_played,
    draw_for_power,
    gain,
    take_free,
    trash_card,
)
from game.avant_carde.powers.base import Power, concealed, face_up, most_twos_reason, numbers, power, trash_targets
from game.avant_carde.steps import SKIP, STEPS, AvantCardeStep, card_choice, push
from game.engine.actions import Action
from game.engine.steps import Task


@power("collector", 2, "buy", once=True)
class Collector(Power):
    def blocked(self, st: Any, seat: int, src: int) -> str | None:
        reason = most_twos_reason(st, seat)
        if reason:
            return reason
        if not collector_stacks(st):
            return "The 2, 3 and 4 stacks are empty or blocked."
        return None

    def buy(self, st: Any, seat: int, src: int, events: Events) -> None:
        push(st, "collector", seat)


def collector_stacks(st: Any) -> list[int]:
    """The stacks a Collector may take from: the 2s, 3s and 4s, not empty, not blocked."""
    blocked = st.blocked_stack()
    return [n for n in (2, 3, 4) if st.stacks[n] and n != blocked]


@STEPS.step("collector")
class CollectorStep(AvantCardeStep):
    power = "collector"

    def prompt(self, st: Any, t: Task) -> str:
        return "Collector: take the top card of the 2, 3 or 4 stack for free?"

    def options(self, st: Any, t: Task) -> list[Action]:
        opts = [Action("take", n) for n in collector_stacks(st)]
        return opts + [SKIP] if opts else []

    def resolve(self, st: Any, t: Task, action: Action, events: Events) -> None:
        if action != SKIP:
            take_free(st, t["player"], action[1], events, "collector")


@power("hipster", 3, "play")
class Hipster(Power):
    def play(self, st: Any, seat: int, src: int, pre: bool, events: Events) -> None:
        push(st, "hipster", seat)


@STEPS.step("hipster")
class HipsterStep(AvantCardeStep):
    power = "hipster"

    def prompt(self, st: Any, t: Task) -> str:
        return "Hipster: draw a card and play it face down, or unveil a concealed card?"

    def options(self, st: Any, t: Task) -> list[Action]:
        p = st.players[t["player"]]
        opts = []
        if p.deck or p.discard:
            opts.append(Action("draw"))
        if concealed(st, t["player"]):
            opts.append(Action("unveil"))
        return opts + [SKIP] if opts else []

    def resolve(self, st: Any, t: Task, action: Action, events: Events) -> None:
        seat = t["player"]
        if action.kind == "draw":
            drawn = draw_for_power(st, seat, 1, events, "hipster")
            if drawn:
                push(st, "hipster_conceal", seat, cards=tuple(drawn))
        elif action.kind == "unveil":
            push(st, "unveil", seat, bonus=0, reason="hipster")


@STEPS.step("hipster_conceal")
class HipsterConcealStep(AvantCardeStep):
    power = "hipster"

    def prompt(self, st: Any, t: Task) -> str:
        return "Hipster: play one of the drawn cards face down."

    def options(self, st: Any, t: Task) -> list[Action]:
        hand = st.players[t["player"]].hand
        return card_choice("conceal", st, [c for c in t["cards"] if c in hand], optional=False)

    def resolve(self, st: Any, t: Task, action: Action, events: Events) -> None:
        conceal_from_hand(st, t["player"], st.data.by_code[action[1]], None, events, "hipster")


@power("philosopher", 4, "play")
class Philosopher(Power):
    def play(self, st: Any, seat: int, src: int, pre: bool, events: Events) -> None:
        if not pre:
            push(st, "odd", seat, src=src)


@power("futurist", 5, "buy")
class Futurist(Power):
    def buy(self, st: Any, seat: int, src: int, events: Events) -> None:
        push(st, "futurist", seat, src=src)


@STEPS.step("futurist")
class FuturistStep(AvantCardeStep):
    """Trash or conceal first; then +$1 if this 5 is the last face-up card (so concealing the
    card after it makes it last, as the rulebook's tip says)."""

    power = "futurist"

    def prompt(self, st: Any, t: Task) -> str:
        return ("Futurist: trash a card (discard pile or line) or conceal a played card? "
                "Then +$1 if this 5 is the last face-up card.")

    def options(self, st: Any, t: Task) -> list[Action]:
        seat = t["player"]
        opts = [Action("trash", st.code(c)) for c in trash_targets(st, seat)]
        opts += [Action("conceal", st.code(c)) for c in face_up(st, seat)]
        return opts + [SKIP]

    def resolve(self, st: Any, t: Task, action: Action, events: Events) -> None:
        seat = t["player"]
        if action != SKIP:
            cid = st.data.by_code[action[1]]
            if action.kind == "trash":
                trash_card(st, seat, cid, events, "futurist")
            else:
                conceal_played(st, seat, cid, events, "futurist")
        last = next((e for e in reversed(st.players[seat].line) if e.up), None)
        if last is not None and last.card == t["src"]:
            gain(st, seat, 1, events, "futurist")


@power("designer", 6, "play", copyable=False)
class Designer(Power):
    def play(self, st: Any, seat: int, src: int, pre: bool, events: Events) -> None:
        st.players[seat].designer += 1
        events.append({"type": "designer", "player": seat, "count": st.players[seat].designer})


@power("eccentric", 7, "buy")
class Eccentric(Power):
    def blocked(self, st: Any, seat: int, src: int) -> str | None:
        return None if face_up(st, seat) else "No face-up card to conceal."

    def buy(self, st: Any, seat: int, src: int, events: Events) -> None:
        push(st, "eccentric", seat)


@STEPS.step("eccentric")
class EccentricStep(AvantCardeStep):
    power = "eccentric"

    def prompt(self, st: Any, t: Task) -> str:
        return ("Eccentric: conceal a played card? +$1 per face-up card sharing a number with it "
                "(itself included).")

    def options(self, st: Any, t: Task) -> list[Action]:
        return card_choice("conceal", st, face_up(st, t["player"]))

    def resolve(self, st: Any, t: Task, action: Action, events: Events) -> None:
        if action == SKIP:
            return
        seat = t["player"]
        p = st.players[seat]
        cid = st.data.by_code[action[1]]
        kinds = numbers(p.line[p.find(cid)])
        same = sum(1 for e in p.line if e.up and numbers(e) & kinds)   # includes the card itself
        conceal_played(st, seat, cid, events, "eccentric")
        gain(st, seat, same, events, "eccentric")

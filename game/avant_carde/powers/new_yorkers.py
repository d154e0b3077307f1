"""The New Yorkers' powers: Perfectionist, Snob, Gallerist, Dealer, Trendoid, Critic."""

from __future__ import annotations

from typing import Any

from game.avant_carde.effects import Events, draw_for_power, gain
from game.avant_carde.powers.base import POWERS, Power, copy_powers, most_twos_reason, numbers, power
from game.avant_carde.steps import SKIP, STEPS, AvantCardeStep, card_choice, push
from game.engine.actions import Action
from game.engine.steps import Task


@power("perfectionist", 2, "buy", once=True)
class Perfectionist(Power):
    def blocked(self, st: Any, seat: int, src: int) -> str | None:
        return most_twos_reason(st, seat)

    def buy(self, st: Any, seat: int, src: int, events: Events) -> None:
        gain(st, seat, 1, events, "perfectionist")


@power("snob", 3, "buy")
class Snob(Power):
    def buy(self, st: Any, seat: int, src: int, events: Events) -> None:
        st.players[seat].buries += 1
        events.append({"type": "extra_bury", "player": seat})
        push(st, "trash", seat, reason="snob")


@power("gallerist", 4, "play")
class Gallerist(Power):
    def play(self, st: Any, seat: int, src: int, pre: bool, events: Events) -> None:
        if not pre:
            push(st, "change", seat, src=src, mode="any")


@power("dealer", 5, "play")
class Dealer(Power):
    def play(self, st: Any, seat: int, src: int, pre: bool, events: Events) -> None:
        push(st, "dealer", seat, src=src)


@STEPS.step("dealer")
class DealerStep(AvantCardeStep):
    power = "dealer"

    def prompt(self, st: Any, t: Task) -> str:
        return "Dealer: draw a card now, or +$1 in your buy turn?"

    def options(self, st: Any, t: Task) -> list[Action]:
        return [Action("draw"), Action("money")]

    def resolve(self, st: Any, t: Task, action: Action, events: Events) -> None:
        if action.kind == "draw":
            draw_for_power(st, t["player"], 1, events, "dealer")
        else:
            gain(st, t["player"], 1, events, "dealer")


@power("trendoid", 6, "play", copyable=False)
class Trendoid(Power):
    def play(self, st: Any, seat: int, src: int, pre: bool, events: Events) -> None:
        gain(st, seat, 1, events, "trendoid")
        push(st, "trendoid", seat, src=src)


@STEPS.step("trendoid")
class TrendoidStep(AvantCardeStep):
    """Pick a card played earlier this turn; its powers are used again from the 6."""

    power = "trendoid"

    def prompt(self, st: Any, t: Task) -> str:
        return "Trendoid: copy the powers of which card you played?"

    def options(self, st: Any, t: Task) -> list[Action]:
        p = st.players[t["player"]]
        cards = []
        for e in p.line:
            if e.card == t["src"]:
                break
            pat = st.patron_of(e.card)
            if e.up and pat and POWERS[pat.power].copyable:
                cards.append(e.card)
        return card_choice("copy", st, cards)

    def resolve(self, st: Any, t: Task, action: Action, events: Events) -> None:
        if action == SKIP:
            return
        seat = t["player"]
        copied = st.data.by_code[action[1]]
        copy_powers(st, seat, copied, t["src"], ("play", "buy"), events, "trendoid")


@power("critic", 7, "play")
class Critic(Power):
    def play(self, st: Any, seat: int, src: int, pre: bool, events: Events) -> None:
        n = 1
        for e in st.players[seat].line:
            if e.card == src:
                break
            if e.up and numbers(e) & {5, 6, 7}:
                n = 2
                break
        draw_for_power(st, seat, n, events, "critic")

"""The steps several powers share: run a power's part, trash, conceal, unveil, and change a card
already in the line (a repeated or copied 4)."""

from __future__ import annotations

from typing import Any

from game.avant_carde.board import MAIN, ODD
from game.avant_carde.effects import Events, conceal_from_hand, draw_for_power, gain, trash_card
from game.avant_carde.powers.base import POWERS, concealed, trash_targets, unveil
from game.avant_carde.steps import SKIP, STEPS, AvantCardeStep, card_choice
from game.engine.actions import Action
from game.engine.i18n import M, Mp
from game.engine.steps import Task


@STEPS.step("run")
class RunPower(AvantCardeStep):
    """Run one part of a power (pushed by :func:`~game.avant_carde.powers.base.invoke`)."""

    auto = True

    def run(self, st: Any, t: Task, events: Events) -> None:
        power = POWERS[t["power"]]
        if t["part"] == "play":
            power.play(st, t["player"], t["src"], t["pre"], events)
        else:
            power.buy(st, t["player"], t["src"], events)


@STEPS.step("trash")
class TrashStep(AvantCardeStep):
    """Trash a card from the discard pile or the line (Snob, Curator)."""

    def prompt(self, st: Any, t: Task) -> str:
        return "Trash a card from your discard pile or your line?"

    def options(self, st: Any, t: Task) -> list[Action]:
        return card_choice("trash", st, trash_targets(st, t["player"]))

    def resolve(self, st: Any, t: Task, action: Action, events: Events) -> None:
        if action != SKIP:
            trash_card(st, t["player"], st.data.by_code[action[1]], events, t["reason"])


@STEPS.step("conceal")
class ConcealStep(AvantCardeStep):
    """Play a card from the hand face down (Thief, Conservator, Completionist)."""

    def prompt(self, st: Any, t: Task) -> str:
        # a colour said of the card: French "elle devient bleue"
        tint = M(" (it becomes {tint})", tint=Mp("card colour", t['tint'])) if t.get("tint") else ""
        return M("Play a card from your hand face down{tint}?", tint=tint)

    def options(self, st: Any, t: Task) -> list[Action]:
        return card_choice("conceal", st, st.players[t["player"]].hand)

    def resolve(self, st: Any, t: Task, action: Action, events: Events) -> None:
        if action == SKIP:
            return
        seat = t["player"]
        conceal_from_hand(st, seat, st.data.by_code[action[1]], t.get("tint"), events, t["reason"])
        if t.get("then") == "completionist":
            colours = {e.colour for e in st.players[seat].line if e.up and e.colour in MAIN}
            draw_for_power(st, seat, len(colours), events, "completionist")


@STEPS.step("unveil")
class UnveilStep(AvantCardeStep):
    """Turn one of your concealed cards face up, for ``bonus`` dollars, and use its power."""

    def prompt(self, st: Any, t: Task) -> str:
        bonus = M(" for +${bonus}", bonus=t['bonus']) if t["bonus"] else ""
        return M("Unveil one of your concealed cards{bonus}?", bonus=bonus)

    def options(self, st: Any, t: Task) -> list[Action]:
        return card_choice("unveil", st, concealed(st, t["player"]))

    def resolve(self, st: Any, t: Task, action: Action, events: Events) -> None:
        if action == SKIP:
            return
        seat = t["player"]
        if t["bonus"]:
            gain(st, seat, t["bonus"], events, t["reason"])
        unveil(st, seat, st.data.by_code[action[1]], events, t["reason"])


class LineCardStep(AvantCardeStep):
    """A step that changes the card ``src`` already in the line: it belongs to that card's patron
    (a repeated or copied Gallerist, Journalist or Philosopher)."""

    def source(self, st: Any, t: Task) -> str | None:
        if t.get("src") is None:
            return None
        pat = st.patron_of(t["src"])
        return pat.power if pat is not None else None

    @staticmethod
    def face_up(st: Any, t: Task) -> Any:
        """The line entry of the card ``src``, or None when it left the line or lies face down
        (the step then offers nothing and is dropped)."""
        p = st.players[t["player"]]
        i = p.find(t["src"])
        return p.line[i] if i >= 0 and p.line[i].up else None


@STEPS.step("change")
class ChangeStep(LineCardStep):
    """Change a card already in the line (a repeated or copied Gallerist/Journalist)."""

    def prompt(self, st: Any, t: Task) -> str:
        what = "number or colour" if t["mode"] == "any" else "number"
        return M("Change the {what} of {code}?", what=what, code=st.code(t['src']))

    def options(self, st: Any, t: Task) -> list[Action]:
        e = self.face_up(st, t)
        if e is None:
            return []
        opts = [Action("number", k) for k in range(1, 8) if k != e.number]
        if t["mode"] == "any":
            opts += [Action("colour", c) for c in MAIN if c != e.colour]
        return opts + [SKIP]

    def resolve(self, st: Any, t: Task, action: Action, events: Events) -> None:
        if action == SKIP:
            return
        p = st.players[t["player"]]
        i = p.find(t["src"])
        if action.kind == "number":
            p.line[i] = p.line[i].replace(number=action[1])
        else:
            p.line[i] = p.line[i].replace(colour=action[1])
        events.append({"type": "change", "player": t["player"], "card": st.code(t["src"]),
                       "number": p.line[i].number, "colour": p.line[i].colour})


@STEPS.step("odd")
class OddStep(LineCardStep):
    """A repeated or copied Philosopher: name another odd number the card also counts as."""

    def prompt(self, st: Any, t: Task) -> str:
        return M("Pick an odd number {code} also counts as?", code=st.code(t['src']))

    def options(self, st: Any, t: Task) -> list[Action]:
        e = self.face_up(st, t)
        if e is None:
            return []
        return [Action("odd", k) for k in ODD if k != e.number and k not in e.odd] + [SKIP]

    def resolve(self, st: Any, t: Task, action: Action, events: Events) -> None:
        if action == SKIP:
            return
        p = st.players[t["player"]]
        i = p.find(t["src"])
        p.line[i] = p.line[i].replace(odd=p.line[i].odd + (action[1],))
        events.append({"type": "change", "player": t["player"], "card": st.code(t["src"]),
                       "odd": list(p.line[i].odd)})

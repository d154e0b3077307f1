"""The Parisians' powers: Thief, Impersonator, Conservator, Forger, Launderer, Completionist."""

from __future__ import annotations

from typing import Any

from game.avant_carde.board import MAIN
from game.avant_carde.effects import Events, gain, take_free, trash_card
from game.avant_carde.powers.base import POWERS, Power, concealed, copy_powers, most_twos_reason, power
from game.avant_carde.steps import SKIP, STEPS, AvantCardeStep, card_choice, push
from game.engine.actions import Action
from game.engine.i18n import M
from game.engine.steps import Task


@power("thief", 2, "play+buy", once=True)
class Thief(Power):
    def play(self, st: Any, seat: int, src: int, pre: bool, events: Events) -> None:
        push(st, "conceal", seat, reason="thief")

    def blocked(self, st: Any, seat: int, src: int) -> str | None:
        reason = most_twos_reason(st, seat)
        if reason:
            return reason
        if not concealed(st, seat):
            return "No concealed card to unveil."
        return None

    def buy(self, st: Any, seat: int, src: int, events: Events) -> None:
        push(st, "unveil", seat, bonus=1, reason="thief")


@power("impersonator", 3, "buy", copyable=False)
class Impersonator(Power):
    def blocked(self, st: Any, seat: int, src: int) -> str | None:
        if not concealed(st, seat) and not impersonation_targets(st, seat):
            return "No concealed card to trash and no card to copy."
        return None

    def buy(self, st: Any, seat: int, src: int, events: Events) -> None:
        push(st, "impersonate", seat, src=src)
        push(st, "imp_trash", seat)


def impersonation_targets(st: Any, seat: int) -> list[int]:
    """Cards whose buy power an Impersonator of ``seat`` may copy (each card once per turn)."""
    p = st.players[seat]
    if st.solo:
        n = st.blocked_stack()
        cards = [st.stacks[n][-1]] if n is not None and st.stacks[n] else []
    else:
        cards = [e.card for q, other in enumerate(st.players) if q != seat for e in other.line if e.up]
    out = []
    for c in cards:
        pat = st.patron_of(c)
        if pat and "buy" in pat.timing and POWERS[pat.power].copyable and c not in p.imitated:
            out.append(c)
    return out


@STEPS.step("imp_trash")
class ImpersonatorTrashStep(AvantCardeStep):
    power = "impersonator"

    def prompt(self, st: Any, t: Task) -> str:
        return "Impersonator: trash one of your concealed cards?"

    def options(self, st: Any, t: Task) -> list[Action]:
        return card_choice("trash", st, concealed(st, t["player"]))

    def resolve(self, st: Any, t: Task, action: Action, events: Events) -> None:
        if action != SKIP:
            trash_card(st, t["player"], st.data.by_code[action[1]], events, "impersonator")


@STEPS.step("impersonate")
class ImpersonateStep(AvantCardeStep):
    power = "impersonator"

    def prompt(self, st: Any, t: Task) -> str:
        where = "the card under the first player token" if st.solo else "a card in an opponent's line"
        return M("Impersonator: copy the buy power of {where}?", where=where)

    def options(self, st: Any, t: Task) -> list[Action]:
        return card_choice("copy", st, impersonation_targets(st, t["player"]))

    def resolve(self, st: Any, t: Task, action: Action, events: Events) -> None:
        if action == SKIP:
            return
        cid = st.data.by_code[action[1]]
        st.players[t["player"]].imitated.add(cid)
        copy_powers(st, t["player"], cid, t["src"], ("buy",), events, "impersonator")


@power("conservator", 4, "play")
class Conservator(Power):
    def play(self, st: Any, seat: int, src: int, pre: bool, events: Events) -> None:
        push(st, "conservator", seat)


@STEPS.step("conservator")
class ConservatorStep(AvantCardeStep):
    power = "conservator"

    def prompt(self, st: Any, t: Task) -> str:
        return "Conservator: name a colour, then play a card face down in it?"

    def options(self, st: Any, t: Task) -> list[Action]:
        if not st.players[t["player"]].hand:
            return []
        return [Action("colour", c) for c in MAIN] + [SKIP]

    def resolve(self, st: Any, t: Task, action: Action, events: Events) -> None:
        if action != SKIP:
            push(st, "conceal", t["player"], tint=action[1], reason="conservator")


@power("forger", 5, "buy")
class Forger(Power):
    def blocked(self, st: Any, seat: int, src: int) -> str | None:
        if not forgery_options(st, seat):
            return "No buy to copy now or later this round."
        return None

    def buy(self, st: Any, seat: int, src: int, events: Events) -> None:
        push(st, "forge", seat)


def _past_buys(st: Any, seat: int) -> dict[int, int]:
    """Indices into ``st.buys`` of opponents' buys this round not yet copied, first per stack."""
    p = st.players[seat]
    out: dict[int, int] = {}
    for i, (buyer, n) in enumerate(st.buys):
        if buyer != seat and i not in p.forged and n not in out and st.stacks[n]:
            out[n] = i
    return out


def forgery_options(st: Any, seat: int) -> list[Action]:
    """What a Forger of ``seat`` may do now: copy an earlier buy (solo: the card under the token),
    or wait for a later one."""
    if st.solo:
        n = st.blocked_stack()
        return [Action("forge", n)] if n is not None and st.stacks[n] else []
    opts = [Action("forge", n) for n in sorted(_past_buys(st, seat))]
    if st.phase == "buy" and len(st.queue) > 1:
        opts.append(Action("future"))
    return opts


@STEPS.step("forge")
class ForgeStep(AvantCardeStep):
    power = "forger"

    def prompt(self, st: Any, t: Task) -> str:
        if st.solo:
            return "Forger: take the card under the first player token for free?"
        return "Forger: copy an opponent's earlier buy, or wait for a later one?"

    def options(self, st: Any, t: Task) -> list[Action]:
        opts = forgery_options(st, t["player"])
        return opts + [SKIP] if opts else []

    def resolve(self, st: Any, t: Task, action: Action, events: Events) -> None:
        seat = t["player"]
        if action == SKIP:
            return
        if action.kind == "future":
            st.players[seat].watchers += 1
            events.append({"type": "forger_waits", "player": seat})
            return
        n = action[1]
        if not st.solo:
            st.players[seat].forged.add(_past_buys(st, seat)[n])
        take_free(st, seat, n, events, "forger")


@STEPS.step("forge_offer")
class ForgeOfferStep(AvantCardeStep):
    """Another player just bought: a waiting Forger may take the stack's next card free."""

    power = "forger"

    def prompt(self, st: Any, t: Task) -> str:
        top = st.stacks[t["number"]]
        card = st.code(top[-1]) if top else "nothing"
        return M("Forger: an opponent bought a {number}. Take the next one ({card}) free?",
                 number=t['number'], card=card)

    def options(self, st: Any, t: Task) -> list[Action]:
        p = st.players[t["player"]]
        if p.watchers <= 0 or not st.stacks[t["number"]]:
            return []
        return [Action("take"), Action("pass")]

    def resolve(self, st: Any, t: Task, action: Action, events: Events) -> None:
        if action.kind == "take":
            p = st.players[t["player"]]
            p.watchers -= 1
            p.forged.add(t["buy"])
            take_free(st, t["player"], t["number"], events, "forger")


def offer_forgeries(st: Any, buyer: int, number: int, index: int) -> None:
    """After a paid buy, every opponent with a waiting Forger may copy it (their decision)."""
    if not st.stacks[number]:
        return
    for seat in reversed(st.turn_order()):
        if seat != buyer and st.players[seat].watchers > 0:
            st.tasks.append({"kind": "forge_offer", "player": seat, "number": number, "buy": index})


@power("launderer", 6, "buy")
class Launderer(Power):
    def buy(self, st: Any, seat: int, src: int, events: Events) -> None:
        gain(st, seat, 1, events, "launderer")
        push(st, "unveil", seat, bonus=1, reason="launderer")


@power("completionist", 7, "play")
class Completionist(Power):
    def play(self, st: Any, seat: int, src: int, pre: bool, events: Events) -> None:
        push(st, "conceal", seat, reason="completionist", then="completionist")

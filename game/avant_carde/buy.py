"""The buy phase: in its buy turn a seat buys, buries, uses its ▶▶ powers, spends its change token
or ends the turn (awards are taken then).

Each kind of action has one rule — :func:`check_buy`, :func:`check_bury`, :func:`check_use`,
:func:`check_change` — from which the ``buy`` step's options (the candidates they pass) and
``why_not`` (their reason) both come.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from game.avant_carde.board import NUMBERS, awards_for
from game.avant_carde.effects import Events
from game.avant_carde.powers import POWERS, invoke
from game.avant_carde.powers.parisians import offer_forgeries
from game.avant_carde.rounds import award, end_round, finish, start_buy_turn
from game.avant_carde.steps import NOT_NOW, STEPS, AvantCardeStep
from game.engine.actions import Action
from game.engine.i18n import M
from game.engine.steps import Task

BUY = {n: Action("buy", n) for n in NUMBERS}
BURY = {n: Action("bury", n) for n in NUMBERS}
CHANGE, END = Action("change"), Action("end")
_USES: dict[str, Action] = {}


def use_action(key: str) -> Action:
    """``use <key>``, built once per key."""
    act = _USES.get(key)
    if act is None:
        act = _USES[key] = Action("use", key)
    return act


def check_buy(st: Any, seat: int, n: int) -> str | None:
    """Why ``seat`` cannot buy the top card of the ``n`` stack now, or None."""
    if not st.stacks.get(n):
        return "This stack is empty."
    if n == st.blocked_stack():
        return "Blocked by the first player token."
    money = st.players[seat].money
    return None if n <= money else _short_of(money, n)


@lru_cache(maxsize=512)
def _short_of(money: int, cost: int) -> str:
    """The reason a stack is too dear (the option list asks it for every stack a seat cannot afford)."""
    return M("You have ${money}; the top card costs ${cost}.", money=money, cost=cost)


def check_bury(st: Any, seat: int, n: int) -> str | None:
    """Why ``seat`` cannot bury the top card of the ``n`` stack now, or None."""
    if st.players[seat].buries <= 0:
        return "No bury left this turn."
    return None if len(st.stacks.get(n, ())) >= 2 else "Needs at least 2 cards to bury the top one."


def power_status(st: Any, seat: int) -> list[tuple[str, str, int, str | None]]:
    """Every buy power of ``seat`` this turn: ``(key, power id, source card, reason)``; reason is
    None when it may be used now — the rule of using a buy power."""
    p = st.players[seat]
    out: list[tuple[str, str, int, str | None]] = []
    for key, pid, src in st.buy_powers(seat):
        power = POWERS[pid]
        reason: str | None
        if key in p.used:
            reason = "Already used this turn."
        elif power.once and pid in p.once:
            reason = "Only once per turn."
        else:
            reason = power.blocked(st, seat, src)
        out.append((key, pid, src, reason))
    return out


def check_use(st: Any, seat: int, key: str) -> str | None:
    """Why ``seat`` cannot use its buy power ``key`` now, or None (see :func:`power_status`)."""
    return next((reason for k, _, _, reason in power_status(st, seat) if k == key), "No such power in your line.")


def check_change(st: Any, seat: int) -> str | None:
    """Why ``seat`` cannot spend a change token now, or None."""
    p = st.players[seat]
    if p.change_token and not p.spent_change_token:
        return None
    return "You already spent your change token." if p.spent_change_token else "You have no change token."


@STEPS.step("buy")
class BuyStep(AvantCardeStep):
    """The buy turn's decision: buy, bury, use a power, spend the change token, or end the turn."""

    def prompt(self, st: Any, t: Task) -> str:
        return "Buy, bury, use a power — or end your turn."

    def candidates(self, st: Any, t: Task) -> list[Action]:
        uses = [use_action(key) for key, _, _ in st.buy_powers(t["player"])]
        return [*BUY.values(), *BURY.values(), *uses, CHANGE, END]

    def check(self, st: Any, t: Task, action: Action) -> str | None:
        seat, kind = t["player"], action.kind
        if kind == "buy":
            return check_buy(st, seat, action[1])
        if kind == "bury":
            return check_bury(st, seat, action[1])
        if kind == "use":
            return check_use(st, seat, action[1])
        if kind == "change":
            return check_change(st, seat)
        if kind == "end":
            return None
        return "Cards are played in the play phase." if kind == "play" else NOT_NOW

    def options(self, st: Any, t: Task) -> list[Action]:
        # The candidates the same rules pass, with every power looked at once (not once per key).
        seat = t["player"]
        opts = [BUY[n] for n in NUMBERS if check_buy(st, seat, n) is None]
        opts += [BURY[n] for n in NUMBERS if check_bury(st, seat, n) is None]
        opts += [use_action(key) for key, _, _, reason in power_status(st, seat) if reason is None]
        if check_change(st, seat) is None:
            opts.append(CHANGE)
        opts.append(END)
        return opts

    def resolve(self, st: Any, t: Task, action: Action, events: Events) -> None:
        seat, kind = t["player"], action.kind
        if kind == "buy":
            buy(st, seat, action[1], events)
        elif kind == "bury":
            bury(st, seat, action[1], events)
        elif kind == "use":
            use(st, seat, action[1], events)
        elif kind == "change":
            spend_change_token(st, seat, events)
        else:
            end_buy_turn(st, seat, events)


def buy(st: Any, seat: int, n: int, events: Events) -> None:
    p = st.players[seat]
    cid = st.stacks[n].pop()
    p.money -= n
    p.discard.append(cid)
    st.buys.append((seat, n))
    events.append({"type": "buy", "player": seat, "card": st.code(cid), "cost": n})
    offer_forgeries(st, seat, n, len(st.buys) - 1)


def bury(st: Any, seat: int, n: int, events: Events) -> None:
    s = st.stacks[n]
    s.insert(0, s.pop())
    st.players[seat].buries -= 1
    events.append({"type": "bury", "player": seat, "stack": n, "card": st.code(s[0])})


def use(st: Any, seat: int, key: str, events: Events) -> None:
    p = st.players[seat]
    pid, src = next((pid, src) for k, pid, src in st.buy_powers(seat) if k == key)
    p.used.add(key)
    if POWERS[pid].once:
        p.once.add(pid)
    events.append({"type": "use", "player": seat, "key": key, "power": pid})
    invoke(st, seat, pid, "buy", src)


def spend_change_token(st: Any, seat: int, events: Events) -> None:
    p = st.players[seat]
    p.change_token = False
    p.spent_change_token = True
    st.change_supply += 1
    p.money += 1
    p.made += 1
    events.append({"type": "gain", "player": seat, "amount": 1, "reason": "change token"})


def end_buy_turn(st: Any, seat: int, events: Events) -> None:
    """Awards for the money made; a change token for money left; the next buy turn or the round's end."""
    p = st.players[seat]
    won = award(st, seat, awards_for(st.data.rules, p.made), events)
    if p.money > 0 and not p.spent_change_token and not p.change_token and st.change_supply > 0:
        p.change_token = True
        st.change_supply -= 1
        events.append({"type": "take_change_token", "player": seat})
    if p.hand:   # cards drawn by powers during the buy turn
        p.discard.extend(p.hand)
        p.hand.clear()
    p.made_last = p.made
    events.append({"type": "end_turn", "player": seat, "made": p.made, "left": p.money})
    p.money = 0
    st.queue.pop(0)
    if won:
        finish(st, events, "solo_win")
    elif st.queue:
        start_buy_turn(st, st.queue[0], events)
    else:
        end_round(st, events)

"""What every patron power shares: the registry, the :class:`Power` base, using a power (a Designer
repeats it), copying one, unveiling a card, and the small questions powers ask of a line.

A patron in YAML names a power id (``power: critic``); the power's code lives in its set's module
(:mod:`.new_yorkers`, :mod:`.tokyoites`, :mod:`.parisians`, :mod:`.londoners`), once. A power has a
**play** part (⚡, when its card is played or unveiled) and/or a **buy** part (▶▶, used in the buy
turn). Parts that need a choice push a task whose :class:`~game.avant_carde.steps.AvantCardeStep`
lists the options and resolves the chosen action.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.avant_carde.board import Entry
from game.avant_carde.effects import Events, on_face_up
from game.engine.i18n import M

POWERS: dict[str, Power] = {}


class Power:
    """A patron power: which number it belongs to, when it acts, and whether it can be copied."""

    id = ""
    number = 0
    timing = "play"       # "play" (⚡), "buy" (▶▶) or "play+buy"
    copyable = True       # False for powers marked * (not copied, not repeated by a Designer)
    once = False          # the buy part may be used once per turn, however many cards call it

    def play(self, st: Any, seat: int, src: int, pre: bool, events: Events) -> None:
        """The ⚡ part. ``pre``: this run's choice was already made by the play action."""

    def buy(self, st: Any, seat: int, src: int, events: Events) -> None:
        """The ▶▶ part."""

    def blocked(self, st: Any, seat: int, src: int) -> str | None:
        """Why the buy part cannot be used now (a sentence), or None."""
        return None


def power(id: str, number: int, timing: str, copyable: bool = True,
          once: bool = False) -> Callable[[type[Power]], type[Power]]:
    """Class decorator registering a power under ``id``."""
    def deco(cls: type[Power]) -> type[Power]:
        inst = cls()
        inst.id, inst.number, inst.timing, inst.copyable, inst.once = id, number, timing, copyable, once
        POWERS[id] = inst
        return cls
    return deco


def powers_for_number(n: int) -> list[str]:
    return sorted(pid for pid, p in POWERS.items() if p.number == n)


def invoke(st: Any, seat: int, pid: str, part: str, src: int, pre: bool = False) -> None:
    """Use power ``pid``'s ``part`` ("play" or "buy") from card ``src``.

    A Designer repeats it once per Designer in effect, unless the power cannot
    be copied or its buy part is once per turn. Runs are pushed as tasks so each
    repetition's choices come after the previous one's.
    """
    power = POWERS[pid]
    times = 1
    if power.copyable and not (part == "buy" and power.once):
        times += st.players[seat].designer
    for i in reversed(range(times)):
        st.tasks.append({"kind": "run", "player": seat, "power": pid, "part": part, "src": src,
                         "pre": pre and i == 0})


def copy_powers(st: Any, seat: int, copied: int, src: int, parts: tuple[str, ...], events: Events,
                reason: str) -> None:
    """Use ``copied``'s powers as if card ``src`` had them: play part now, buy part for later."""
    pid = st.patron_of(copied).power
    power = POWERS[pid]
    events.append({"type": "copy", "player": seat, "card": st.code(copied), "power": pid, "reason": reason})
    if "buy" in parts and "buy" in power.timing:
        st.players[seat].copies.append((pid, src))
    if "play" in parts and "play" in power.timing:
        invoke(st, seat, pid, "play", src)


def unveil(st: Any, seat: int, cid: int, events: Events, reason: str) -> None:
    """Turn a concealed card face up (printed number and colour) and use its play power."""
    p = st.players[seat]
    i = p.find(cid)
    c = st.data.cards[cid]
    entry = Entry(cid, c.number, c.colour)
    p.line[i] = entry
    events.append({"type": "unveil", "player": seat, "card": c.code, "reason": reason})
    on_face_up(st, seat, entry, played=False, events=events)
    pat = st.patron_of(cid)
    if pat and "play" in pat.timing:
        invoke(st, seat, pat.power, "play", cid)


# ---- what powers ask of a line -------------------------------------------------------------------

def trash_targets(st: Any, seat: int, exclude: int | None = None) -> list[int]:
    """The cards ``seat`` may trash: its discard pile, then its line (but ``exclude``)."""
    p = st.players[seat]
    return [c for c in p.discard] + [e.card for e in p.line if e.card != exclude]


def concealed(st: Any, seat: int) -> list[int]:
    return [e.card for e in st.players[seat].line if not e.up]


def face_up(st: Any, seat: int) -> list[int]:
    return [e.card for e in st.players[seat].line if e.up]


def numbers(entry: Entry) -> set[int]:
    """Every number a line card counts as: its current one and a Philosopher's odd one."""
    return {entry.number, *entry.odd}


def most_twos_reason(st: Any, seat: int) -> str | None:
    """Why a "most 2s" power cannot be used (a sentence), or None when the seat has most 2s."""
    if st.has_most_twos(seat):
        return None
    return M("Needs most 2s: you have {twos}, need {twos_needed}.",
             twos=st.twos(seat), twos_needed=st.twos_needed(seat))

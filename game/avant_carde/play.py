"""The play phase: the seat to act plays a card that matches its line, or stops.

:func:`check_play` is the phase's one rule: the ``play`` step's options are the hand's cards (a 4
with each way its power allows) that it passes, and ``why_not`` gives its reason for any other.
"""

from __future__ import annotations

from typing import Any

from game.avant_carde.board import PLAY_MODIFIERS, Entry, Target, match_target, match_words, play_variants
from game.avant_carde.effects import Events, on_face_up
from game.avant_carde.powers import invoke
from game.avant_carde.rounds import start_buy_phase
from game.avant_carde.steps import NOT_NOW, STEPS, AvantCardeStep
from game.engine.actions import Action
from game.engine.i18n import M
from game.engine.steps import Task

STOP = Action("stop")
BUY_KINDS = frozenset({"buy", "bury", "use", "change", "end"})
_PLAYS: dict[tuple[str, str | None], Action] = {}   # actions are immutable: the common ones are built once
_VARIANTS: dict[tuple[int, str | None], dict[str | None, tuple[int, str, tuple[int, ...]]]] = {}


def play_action(code: str, suffix: str | None = None) -> Action:
    """``play <code> [suffix]``, built once per card and way."""
    key = (code, suffix)
    act = _PLAYS.get(key)
    if act is None:
        act = _PLAYS[key] = Action("play", code, suffix) if suffix else Action("play", code)
    return act


def ways_to_play(st: Any, cid: int) -> dict[str | None, tuple[int, str, tuple[int, ...]]]:
    """Each way card ``cid`` may be played face up, by suffix: ``{suffix: (number, colour, odd)}``
    (a card whose patron does not choose with the play has one, ``None``: as printed)."""
    c = st.data.cards[cid]
    pat = st.pset.patrons.get(c.number)
    pid = pat.power if pat is not None and pat.power in PLAY_MODIFIERS else None
    key = (cid, pid)
    ways = _VARIANTS.get(key)
    if ways is None:
        ways = _VARIANTS[key] = {s: (n, col, odd) for s, n, col, odd in play_variants(c, pat if pid else None)}
    return ways


def check_play(st: Any, seat: int, action: Action) -> str | None:
    """Why ``seat`` cannot play ``action`` (``play <code> [suffix]``) now, or None: the card must be
    in the hand, played a way its patron allows (:func:`ways_to_play`), and match the line
    (:func:`matches`)."""
    p = st.players[seat]
    cid = st.data.by_code.get(action[1]) if len(action) > 1 else None
    if cid is None or cid not in p.hand:
        return "That card is not in your hand."
    target = match_target(p.line)
    way = ways_to_play(st, cid).get(action[2] if len(action) > 2 else None)
    if way is not None and matches(target, *way):
        return None
    words = match_words(target)
    return M("Does not match your line: the next card must be {words}.",
             words=words) if words else "This card cannot be played now."


def matches(target: Target | None, number: int, colour: str, odd: tuple[int, ...]) -> bool:
    """Whether a card played as ``number``/``colour`` (also counting as ``odd``) matches ``target``."""
    return target is None or colour in target[0] or number in target[1] or not target[1].isdisjoint(odd)


def play_options(st: Any, seat: int) -> list[Action]:
    """Every legal ``play`` action of ``seat``: each hand card played each way it may be
    (:func:`ways_to_play`) that :func:`matches` the line — what :func:`check_play` passes, with the
    line looked at once (the AIs' search asks this at nearly every step)."""
    p = st.players[seat]
    target = match_target(p.line)
    cards, patrons = st.data.cards, st.pset.patrons
    out = []
    for cid in p.hand:
        c = cards[cid]
        pat = patrons.get(c.number)
        if pat is None or pat.power not in PLAY_MODIFIERS:     # one way: as printed
            if matches(target, c.number, c.colour, ()):
                out.append(play_action(c.code))
            continue
        for suffix, way in ways_to_play(st, cid).items():
            if matches(target, *way):
                out.append(play_action(c.code, suffix))
    return out


def _play_candidates(st: Any, seat: int) -> list[Action]:
    """Each hand card, with every way it may be played."""
    codes = st.data.codes
    return [play_action(codes[cid], suffix) for cid in st.players[seat].hand for suffix in ways_to_play(st, cid)]


@STEPS.step("play")
class PlayStep(AvantCardeStep):
    """The play phase's decision: play a matching card, or stop."""

    def prompt(self, st: Any, t: Task) -> str:
        return "Play a card that matches your line, or stop."

    def candidates(self, st: Any, t: Task) -> list[Action]:
        return _play_candidates(st, t["player"]) + [STOP]

    def check(self, st: Any, t: Task, action: Action) -> str | None:
        kind = action.kind
        if kind == "play":
            return check_play(st, t["player"], action)
        if kind == "stop":
            return None
        return "Only in your buy turn." if kind in BUY_KINDS else NOT_NOW

    def options(self, st: Any, t: Task) -> list[Action]:
        return play_options(st, t["player"]) + [STOP]

    def resolve(self, st: Any, t: Task, action: Action, events: Events) -> None:
        if action.kind == "stop":
            stop(st, t["player"], events)
        else:
            play_card(st, t["player"], action, events)


def play_card(st: Any, seat: int, action: Action, events: Events) -> None:
    """Put the card face up at the end of the line, as the action's way, and use its play power."""
    p = st.players[seat]
    cid = st.data.by_code[action[1]]
    c = st.data.cards[cid]
    pat = st.patron_of(cid)
    suffix = action[2] if len(action) > 2 else None
    number, colour, odd = ways_to_play(st, cid)[suffix]
    p.hand.remove(cid)
    entry = Entry(cid, number, colour, odd)
    p.line.append(entry)
    events.append({"type": "play", "player": seat, "card": c.code, "number": number,
                   "colour": colour, "odd": list(odd), "variant": suffix})
    on_face_up(st, seat, entry, played=True, events=events)
    if pat:
        invoke(st, seat, pat.power, "play", cid, pre=pat.power in PLAY_MODIFIERS)


def stop(st: Any, seat: int, events: Events, forced: bool = False) -> None:
    """``seat``'s line is done: the rest of its hand is discarded; the last to stop starts the buy phase."""
    p = st.players[seat]
    if p.hand:
        p.discard.extend(p.hand)
        events.append({"type": "discard_hand", "player": seat, "cards": [st.code(c) for c in p.hand]})
        p.hand.clear()
    events.append({"type": "stop", "player": seat, "forced": forced, "line": len(p.line)})
    st.queue.pop(0)
    if not st.queue:
        start_buy_phase(st, events)

"""What the rules and the patrons' powers do to a state: draw, gain money, take, trash, conceal,
and what happens when a card turns face up. Each appends its events to ``events``."""

from __future__ import annotations

from typing import Any

from game.avant_carde.board import Entry
from game.engine.steps import Events


def draw(st: Any, seat: int, k: int, events: Events, reason: str = "") -> list[int]:
    """Draw ``k`` cards into the hand, reshuffling the discard pile when the deck runs out."""
    p = st.players[seat]
    drawn = []
    for _ in range(k):
        if not p.deck:
            if not p.discard:
                break
            p.deck, p.discard = p.discard, []
            st.rng.shuffle(p.deck)
            events.append({"type": "reshuffle", "player": seat, "cards": len(p.deck)})
        drawn.append(p.deck.pop())
    p.hand.extend(drawn)
    if drawn or k:
        events.append({"type": "draw", "player": seat, "count": len(drawn), "reason": reason,
                       "cards": [st.code(c) for c in drawn], "private": seat})
    return drawn


def draw_for_power(st: Any, seat: int, k: int, events: Events, reason: str) -> list[int]:
    """A power's draw: each Schmoozer in effect adds one card."""
    return draw(st, seat, k + st.players[seat].schmoozer, events, reason)


def gain(st: Any, seat: int, amount: int, events: Events, reason: str) -> None:
    """Money from a power: now if it is this seat's buy turn, else at its next buy turn start."""
    p = st.players[seat]
    if st.phase == "buy" and st.queue and st.queue[0] == seat:
        p.money += amount
        p.made += amount
    p.pending += amount
    events.append({"type": "gain", "player": seat, "amount": amount, "reason": reason})


def take_free(st: Any, seat: int, number: int, events: Events, reason: str) -> None:
    """Take the top card of a stack for free (Collector, Forger)."""
    cid = st.stacks[number].pop()
    st.players[seat].discard.append(cid)
    events.append({"type": "take", "player": seat, "card": st.code(cid), "reason": reason})


def trash_card(st: Any, seat: int, cid: int, events: Events, reason: str) -> None:
    """Trash a card from the discard pile or the line (a played card keeps its $1)."""
    p = st.players[seat]
    if cid in p.discard:
        p.discard.remove(cid)
    else:
        del p.line[p.find(cid)]
    st.trash.append(cid)
    events.append({"type": "trash", "player": seat, "card": st.code(cid), "reason": reason})


def conceal_from_hand(st: Any, seat: int, cid: int, tint: str | None, events: Events, reason: str) -> None:
    """Play a card from the hand face down (``tint``: a Conservator's colour for it)."""
    p = st.players[seat]
    p.hand.remove(cid)
    c = st.data.cards[cid]
    p.line.append(Entry(cid, c.number, c.colour, (), False, tint))
    events.append({"type": "conceal", "player": seat, "card": st.code(cid), "from": "hand",
                   "tint": tint, "reason": reason, "private": seat})


def conceal_played(st: Any, seat: int, cid: int, events: Events, reason: str) -> None:
    """Turn a card of the line face down."""
    p = st.players[seat]
    i = p.find(cid)
    p.line[i] = p.line[i].replace(up=False, tint=None)
    events.append({"type": "conceal", "player": seat, "card": st.code(cid), "from": "line",
                   "tint": None, "reason": reason})


def on_face_up(st: Any, seat: int, entry: Entry, played: bool, events: Events) -> None:
    """A card turned or played face up: Journalist's first 4, Hoarders' counts."""
    p = st.players[seat]
    c = st.data.cards[entry.card]
    if c.number == 4 and p.first_four is None:
        p.first_four = entry.card
    if played:
        for h in p.hoarders:
            if h[0] == entry.colour:
                h[1] += 1
                if h[1] % 2 == 0:
                    draw_for_power(st, seat, 1, events, "hoarder")

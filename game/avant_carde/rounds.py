"""The course of a round: the play phase starting (what everybody saw of each seat then), the buy
phase and each buy turn starting, awards given, and the round's end — a new round (hands drawn,
Hidden Gems, the solo token's walk) or the game's end and its ranking.

A round is **play** (each player builds a line from a 7-card hand; simultaneous in the rules,
so the engine runs the players one after another and hides each line from the others until all
are done) then **buy** (one buy turn each, in turn order from the first player), then its end.
"""

from __future__ import annotations

from typing import Any

from game.avant_carde.board import SOLO_SECTIONS
from game.avant_carde.effects import Events, draw
from game.engine.i18n import L


def public_seat(st: Any, seat: int) -> dict[str, Any]:
    """What everybody can see of a seat (kept for each seat when the play phase begins)."""
    p = st.players[seat]
    return {"hand": len(p.hand), "deck": len(p.deck), "discard": [st.code(c) for c in p.discard],
            "unseen": sorted(st.code(c) for c in p.hand + p.deck)}


def start_play_phase(st: Any, events: Events) -> None:
    st.phase = "play"
    st.queue = st.turn_order()
    st.snapshot = [public_seat(st, s) for s in range(len(st.players))]
    events.append({"type": "round", "round": st.round, "first": st.first})


def start_buy_phase(st: Any, events: Events) -> None:
    st.phase = "buy"
    events.append({"type": "reveal", "lines": [[st.code(e.card) for e in p.line] for p in st.players]})
    st.queue = st.turn_order()
    start_buy_turn(st, st.queue[0], events)


def start_buy_turn(st: Any, seat: int, events: Events) -> None:
    """A buy turn's money: $1 a face-up card, the Hidden Gem's $1 and the patrons' money this round."""
    p = st.players[seat]
    cards = sum(1 for e in p.line if e.up)
    gem = 1 if seat in st.gems else 0
    p.money = p.made = cards + gem + p.pending
    p.buries = st.data.rules["solo_buries"] if st.solo else 1
    events.append({"type": "buy_turn", "player": seat, "money": p.money,
                   "cards": cards, "gem": gem, "powers": p.pending})


def award(st: Any, seat: int, n: int, events: Events) -> bool:
    """Give ``n`` awards from the stack, then the Extras, then unlimited. True if a solo game is won."""
    if n <= 0:
        return False
    p = st.players[seat]
    from_stack = min(n, st.awards_left)
    st.awards_left -= from_stack
    rest = n - from_stack
    from_extras = min(rest, st.extras_left)
    st.extras_left -= from_extras
    st.unlimited += rest - from_extras
    p.awards += n
    emptied = from_stack > 0 and st.awards_left == 0
    events.append({"type": "awards", "player": seat, "count": n, "made": p.made,
                   "stack_emptied": emptied})
    if emptied:
        if st.solo:
            return True
        st.final_round = True
    return False


def end_round(st: Any, events: Events) -> None:
    """The last buy turn is over: the game ends, or a new round is dealt."""
    n = len(st.players)
    if st.final_round:
        finish(st, events, "awards_out")
        return
    if st.solo and st.round >= st.data.rules["solo_rounds"]:
        finish(st, events, "solo_loss")
        return
    st.first = (st.first + 1) % n
    hand_size = st.data.rules["hand_size"]
    for seat, p in enumerate(st.players):
        p.discard.extend(e.card for e in p.line)
        p.line.clear()
        if st.options.get("beginner_shuffle"):
            p.deck.extend(p.discard)
            p.deck.extend(p.hand)
            p.discard.clear()
            p.hand.clear()
            st.rng.shuffle(p.deck)
        draw(st, seat, hand_size, events, reason="new round")
        p.reset_round()
    assign_gems(st, events)
    if st.solo:
        move_token(st, events)
    st.round += 1
    st.buys = []
    start_play_phase(st, events)


def assign_gems(st: Any, events: Events) -> None:
    """Hidden Gems to the fewest awards; a tie bigger than the gems left gets none."""
    st.gems = []
    if st.solo:
        return
    left = st.data.rules["hidden_gems"][st.options["gems"]][len(st.players)]
    levels = sorted({p.awards for p in st.players})
    for level in levels:
        if left <= 0:
            break
        group = [s for s, p in enumerate(st.players) if p.awards == level]
        if len(group) > left:
            break
        st.gems.extend(group)
        left -= len(group)
    events.append({"type": "gems", "players": list(st.gems)})


def move_token(st: Any, events: Events) -> None:
    """Solo: the first player token walks one section right; the stack it lies on turns its top."""
    st.token_section += 1
    n = st.blocked_stack()
    if n is not None and len(st.stacks[n]) >= 2:
        s = st.stacks[n]
        s.insert(0, s.pop())
    events.append({"type": "token", "section": SOLO_SECTIONS[min(st.token_section, 8)], "stack": n})


def finish(st: Any, events: Events, reason: str) -> None:
    """The game is over: its result, with the winners (a solo game: the player or the gallery)."""
    st.phase = "over"
    st.queue = []
    st.tasks = []
    if st.solo:
        winners = [0] if reason == "solo_win" else []
        st.result = {"winners": winners, "reason": reason, "tiebreak": None}
    else:
        st.result = rank(st, reason)
    events.append({"type": "game_over", **st.result})


def rank(st: Any, reason: str) -> dict[str, Any]:
    """The most awards win; a tie is broken by the options' tie-break, else shared."""
    best = max(p.awards for p in st.players)
    tied = [s for s, p in enumerate(st.players) if p.awards == best]
    how = None
    if len(tied) > 1:
        if st.options["tiebreak"] == "rulebook":
            def key(s: int) -> int:
                return st.players[s].made_last
            how = L("money made this round")     # a message: the screens say it in the language
        else:
            def key(s: int) -> int:
                return 1 if st.players[s].change_token else 0
            how = L("holding a change token")
        top = max(key(s) for s in tied)
        narrowed = [s for s in tied if key(s) == top]
        if len(narrowed) < len(tied):
            tied = narrowed
        else:
            how = how + L(" (still tied: shared win)")
        if len(tied) > 1 and "shared" not in how:
            how += L(" (still tied: shared win)")
    return {"winners": tied, "reason": reason, "tiebreak": how}

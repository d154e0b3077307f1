"""Build exact Avant Carde situations for tests, keeping every card in exactly one place.

Card codes are the engine's (``R4a`` gallery, ``ob.b13`` starter); ``s.`` stands
for the seat's own starter deck tag, so ``s.w1`` is that seat's white 1.
"""

import random

from game import avant_carde as ac
from game.avant_carde.invariants import check_invariants
from game.avant_carde.rounds import public_seat
from game.engine.actions import Action, parse_action


def game(players=2, patrons="new_yorkers", seed=1, tags=None, first=0, **kw):
    """A new game with seat order fixed: ``first`` plays first; ``tags`` picks starter decks."""
    st = ac.new_game(players=players, seed=seed, patrons=patrons, **kw)
    if tags:
        for seat, tag in enumerate(tags):
            _swap_decks(st, seat, tag)
    st.first = first
    refresh(st)
    return st


def _swap_decks(st, seat, tag):
    """Give ``seat`` the starter deck ``tag`` (cards stay in the same zones, renamed)."""
    p = st.players[seat]
    old = p.tag
    if old == tag:
        return
    # Every deck lists the same kinds of card in the same order (common cards, then
    # a 1 and a 2 per colour), so position maps one deck onto the other.
    old_ids = list(st.data.starter_decks[old])
    new_ids = list(st.data.starter_decks[tag])
    mapping = dict(zip(old_ids, new_ids))
    mapping.update(zip(new_ids, old_ids))     # a seat already holding ``tag`` gets ``old``
    for q in st.players:
        for zone in (q.hand, q.deck, q.discard):
            zone[:] = [mapping.get(c, c) for c in zone]
        if q is not p and q.tag == tag:
            q.tag = old
    p.tag = tag


def _resolve(st, seat, code):
    if code.startswith("s."):
        code = f"{st.players[seat].tag}.{code[2:]}"
    return st.data.by_code[code]


def _take(st, cid):
    """Remove card ``cid`` from wherever it is."""
    for s in st.stacks.values():
        if cid in s:
            s.remove(cid)
            return
    for p in st.players:
        for zone in (p.hand, p.deck, p.discard):
            if cid in zone:
                zone.remove(cid)
                return
        i = p.find(cid)
        if i >= 0:
            del p.line[i]
            return
    if cid in st.trash:
        st.trash.remove(cid)
        return
    raise AssertionError(f"card {st.code(cid)} is nowhere")


def arrange(st, seat, hand=None, deck=None, discard=None):
    """Set a seat's zones to exactly these cards. Displaced cards go to the seat's deck bottom
    (own starter cards) or back to their gallery stack bottom."""
    p = st.players[seat]
    for zone_name, codes in (("hand", hand), ("deck", deck), ("discard", discard)):
        if codes is None:
            continue
        zone = getattr(p, zone_name)
        ids = [_resolve(st, seat, c) for c in codes]
        for cid in list(zone):
            if cid not in ids:
                zone.remove(cid)
                _home(st, seat, cid, zone_name)
        for cid in ids:
            if cid in zone:
                zone.remove(cid)
            else:
                _take(st, cid)
        zone.extend(ids)
    refresh(st)


def _home(st, seat, cid, from_zone):
    card = st.data.cards[cid]
    if card.deck is None:
        st.stacks[card.number].insert(0, cid)
    else:
        target = st.players[seat].discard if from_zone == "deck" else st.players[seat].deck
        target.insert(0, cid)


def stack_top(st, number, codes):
    """Put these gallery cards on top of their stack, the last one on top."""
    for code in codes:
        cid = st.data.by_code[code]
        _take(st, cid)
        st.stacks[number].append(cid)
    refresh(st)


def refresh(st):
    st._decision = None
    if st.phase == "play" and not st.players[st.queue[0]].line:
        st.queue = [q for q in st.turn_order() if q in st.queue] if len(st.queue) < len(st.players) else st.turn_order()
        st.snapshot = [public_seat(st, q) for q in range(len(st.players))]
    st._advance([])


def do(st, *texts):
    """Apply actions given in text form; check invariants after each. Returns all events."""
    events = []
    for t in texts:
        events += st.apply(parse_action(t))
        errors = check_invariants(st)
        assert not errors, errors
    return events


def play_line(st, seat, *texts):
    """Play these actions for ``seat`` and stop (unless the play phase moved on already)."""
    assert st.decision().player == seat, st.decision()
    events = do(st, *texts)
    d = st.decision()
    if d and d.player == seat and d.kind == "play":
        events += do(st, "stop")
    return events


def stop_all(st):
    """Everyone still to play stops at once."""
    while st.phase == "play" and not st.tasks:
        do(st, "stop")


def options(st):
    return [str(a) for a in st.decision().options]


def money(st, seat):
    return st.players[seat].money


def codes(st, ids):
    return [st.code(c) for c in ids]


A = Action


def set_awards(st, held, left):
    """Seats hold ``held`` awards and ``left`` remain in the stack; the Extras absorb the rest."""
    for p, n in zip(st.players, held):
        p.awards = n
    total = st.awards_left + st.extras_left
    st.awards_left = left
    st.extras_left = total - sum(held) - left
    assert st.extras_left >= 0


def set_money(st, seat, amount):
    """Give the seat in its buy turn exactly ``amount`` dollars (made this turn too)."""
    p = st.players[seat]
    p.money = p.made = amount
    st._decision = None


# ---- the patron lab ----------------------------------------------------------------------------

LAB_PATRONS = {"critic": [7, "The Critic", "When you play this 7, look at the top card."],
           "dealer": [5, "The Dealer", "When you play this 5, take $1."]}


def synthetic_patron_games(n, seed, first_wins=0.5, critic_lift=0.0, players=2):
    """``n`` made-up patron-lab game results: the first seat wins ``first_wins`` of games; a
    seat that used the Critic wins ``critic_lift`` more often."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        used = [{"critic": rng.randint(0, 1), "dealer": rng.randint(0, 2)} for _ in range(players)]
        odds = first_wins + critic_lift * (used[0]["critic"] - used[1]["critic"]) / 2
        winner = 0 if rng.random() < odds else 1
        scores = [rng.randint(8, 14) for _ in range(players)]
        scores[winner] = max(scores) + rng.randint(0, 4)
        out.append({"rounds": rng.choice([6, 7, 7, 8]), "winners": [winner], "scores": scores, "first": 0,
                    "made": [rng.randint(4, 9) for _ in range(12)], "used": used, "patrons": LAB_PATRONS,
                    "completed": True})
    return out

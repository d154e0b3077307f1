"""The Avant Carde observation and determinisation as they were before they were made fast
(kept verbatim as the reference the property tests compare the fast ones with)."""

from game.avant_carde.board import Entry
from game.avant_carde.data import PatronSet, load_data
from game.avant_carde.player import Player
from game.avant_carde.rounds import public_seat
from game.avant_carde.savedata import task_from_data, task_to_data
from game.avant_carde.state import AvantCardeState
from game.engine.rng import Rng

_ROUND_FIELDS = ("pending", "money", "made", "buries", "spent_change_token", "designer", "schmoozer",
                 "watchers", "made_last")


def observation(st, seat):
    """Plain data with everything ``seat`` may see of ``st``."""
    code = st.code
    hidden_lines = st.phase == "play"
    players = []
    for q, p in enumerate(st.players):
        me = q == seat
        view = {"tag": p.tag, "awards": p.awards, "change_token": p.change_token, "gem": q in st.gems}
        if hidden_lines and not me:
            snap = st.snapshot[q]
            view.update(hand=None, hand_count=snap["hand"], deck_count=snap["deck"],
                        discard=list(snap["discard"]), line=[], line_hidden=True,
                        unseen=list(snap["unseen"]))
            players.append(view)
            continue
        line = []
        for e in p.line:
            if e.up or me:
                line.append({"code": code(e.card), "number": e.number, "colour": e.colour,
                             "odd": list(e.odd), "up": e.up, "tint": e.tint})
            else:
                line.append({"code": None, "number": None, "colour": None, "odd": [], "up": False,
                             "tint": e.tint})
        if me:
            unseen = sorted(code(c) for c in p.deck)
        else:
            unseen = sorted(code(c) for c in p.hand + p.deck + [e.card for e in p.line if not e.up])
        view.update(hand=[code(c) for c in p.hand] if me else None, hand_count=len(p.hand),
                    deck_count=len(p.deck), discard=[code(c) for c in p.discard], line=line,
                    line_hidden=False, unseen=unseen)
        for f in _ROUND_FIELDS:
            view[f] = getattr(p, f)
        view.update(hoarders=[list(h) for h in p.hoarders],
                    copies=[[pid, code(src)] for pid, src in p.copies],
                    used=sorted(p.used), once=sorted(p.once),
                    imitated=sorted(code(c) for c in p.imitated), forged=sorted(p.forged),
                    first_four=code(p.first_four) if p.first_four is not None else None)
        players.append(view)
    tasks = [task_to_data(st, t) for t in st.tasks if t["player"] == seat or st.phase == "buy"]
    d = st.decision()
    return {
        "game": "avant-carde", "seat": seat, "round": st.round, "phase": st.phase, "first": st.first,
        "options": dict(st.options), "patrons": st.pset.to_data(),
        "queue": list(st.queue) if st.phase == "buy" else ([st.acting] if st.acting == seat else []),
        "stacks": {str(n): {"top": code(s[-1]) if s else None, "count": len(s)} for n, s in st.stacks.items()},
        "awards_left": st.awards_left, "extras_left": st.extras_left, "unlimited": st.unlimited,
        "change_supply": st.change_supply, "gems": list(st.gems), "trash": [code(c) for c in st.trash],
        "buys": [list(b) for b in st.buys], "final_round": st.final_round,
        "token_section": st.token_section, "tasks": tasks, "result": st.result,
        "blocked": st.blocked_stack(),
        # Public on a shared screen: who is to act and at what, and who is still playing a line.
        "turn": {"player": d.player, "kind": d.kind} if d is not None else None,
        "acting": st.acting, "still_playing": list(st.queue) if st.phase == "play" else [],
        "decision": ({"kind": d.kind, "prompt": d.prompt, "options": [str(a) for a in d.options],
                      "source": d.source}
                     if d is not None and d.player == seat else None),
        "players": players,
    }


def determinize(obs, rng, data=None):
    """A full state that agrees with ``obs``; every hidden card is drawn at random from ``rng``.

    Gallery stacks below their tops, opponents' hands, decks and concealed cards,
    and the seat's own deck order are resampled from the cards the seat cannot
    place. The play phase restarts for opponents the seat has not seen play.
    """
    data = data or load_data()
    seat = obs["seat"]
    cid = data.by_code.__getitem__
    st = AvantCardeState._blank(data, PatronSet.from_data(obs["patrons"]), obs["options"], 0)
    st.rng = Rng(rng.next64())
    st.round, st.phase, st.first = obs["round"], obs["phase"], obs["first"]
    st.awards_left, st.extras_left, st.unlimited = obs["awards_left"], obs["extras_left"], obs["unlimited"]
    st.change_supply, st.gems = obs["change_supply"], list(obs["gems"])
    st.trash = [cid(c) for c in obs["trash"]]
    st.buys = [tuple(b) for b in obs["buys"]]
    st.final_round, st.token_section, st.result = obs["final_round"], obs["token_section"], obs["result"]

    known = set(st.trash)
    for s in obs["stacks"].values():
        if s["top"]:
            known.add(cid(s["top"]))
    for pv in obs["players"]:
        for c in pv["discard"] + pv["unseen"] + (pv["hand"] or []):
            known.add(cid(c))
        for e in pv["line"]:
            if e["code"]:
                known.add(cid(e["code"]))
    for n, s in obs["stacks"].items():
        n = int(n)
        rest = [c for c in data.stacks[n] if c not in known]
        rng.shuffle(rest)
        stack = rest[: max(0, s["count"] - 1)]
        if s["top"]:
            stack.append(cid(s["top"]))
        st.stacks[n] = stack

    for q, pv in enumerate(obs["players"]):
        p = Player(pv["tag"])
        p.awards, p.change_token = pv["awards"], pv["change_token"]
        p.discard = [cid(c) for c in pv["discard"]]
        pool = [cid(c) for c in pv["unseen"]]
        rng.shuffle(pool)
        if q == seat:
            p.hand = [cid(c) for c in pv["hand"]]
            p.deck = pool
        else:
            p.hand = pool[: pv["hand_count"]]
            p.deck = pool[pv["hand_count"]:]
        for e in pv["line"]:
            if e["code"]:
                p.line.append(Entry(cid(e["code"]), e["number"], e["colour"], tuple(e["odd"]), e["up"], e["tint"]))
            else:
                c = p.deck.pop()
                card = data.cards[c]
                p.line.append(Entry(c, card.number, card.colour, (), False, e["tint"]))
        if not pv["line_hidden"]:
            for f in _ROUND_FIELDS:
                setattr(p, f, pv[f])
            p.hoarders = [list(h) for h in pv["hoarders"]]
            p.copies = [(pid, cid(src)) for pid, src in pv["copies"]]
            p.used, p.once = set(pv["used"]), set(pv["once"])
            p.imitated, p.forged = {cid(c) for c in pv["imitated"]}, set(pv["forged"])
            p.first_four = cid(pv["first_four"]) if pv["first_four"] else None
        st.players.append(p)

    if st.phase == "play":
        order = st.turn_order()
        st.queue = [seat] + [q for q in order if q != seat] if obs["queue"] else [q for q in order if q != seat]
        st.snapshot = [public_seat(st, q) for q in range(len(st.players))]
    else:
        st.queue = list(obs["queue"])
    st.tasks = [task_from_data(st, t) for t in obs["tasks"]]
    if st.phase == "play" and not st.queue:
        st.phase = "over"
    return st

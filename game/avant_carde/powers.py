"""Patron powers, registered by id, and the decision tasks they raise.

A patron in YAML names a power id (``power: critic``); the power's code lives
here, once. A power has a **play** part (⚡, when its card is played or unveiled)
and/or a **buy** part (▶▶, used in the buy turn). Parts that need a choice push a
*task* — a plain dict ``{"kind": ..., "player": ...}`` — whose handler lists the
options and resolves the chosen action. Tasks are data, so a half-resolved power
survives ``clone()`` and a save.

Conventions: every choice a power offers may be declined (``skip``) unless the
power's whole point is the choice (Dealer, Hipster's drawn card); a task whose
options would be empty is dropped without asking.
"""

from game.avant_carde.board import MAIN, ODD
from game.engine.actions import Action

POWERS = {}
TASKS = {}
SKIP = Action("skip")


class Power:
    """A patron power: which number it belongs to, when it acts, and whether it can be copied."""

    id = ""
    number = 0
    timing = "play"       # "play" (⚡), "buy" (▶▶) or "play+buy"
    copyable = True       # False for powers marked * (not copied, not repeated by a Designer)
    once = False          # the buy part may be used once per turn, however many cards call it

    def play(self, st, seat, src, pre, events):
        """The ⚡ part. ``pre``: this run's choice was already made by the play action."""

    def buy(self, st, seat, src, events):
        """The ▶▶ part."""

    def blocked(self, st, seat, src):
        """Why the buy part cannot be used now (a sentence), or None."""
        return None


def power(id, number, timing, copyable=True, once=False):
    """Class decorator registering a power under ``id``."""
    def deco(cls):
        inst = cls()
        inst.id, inst.number, inst.timing, inst.copyable, inst.once = id, number, timing, copyable, once
        POWERS[id] = inst
        return cls
    return deco


def powers_for_number(n):
    return sorted(pid for pid, p in POWERS.items() if p.number == n)


class Task:
    """A decision step. ``auto`` tasks run without asking anyone."""

    auto = False

    def prompt(self, st, t):
        return ""

    def options(self, st, t):
        return []

    def resolve(self, st, t, action, events):
        raise NotImplementedError

    def run(self, st, t, events):
        raise NotImplementedError


def task(kind):
    def deco(cls):
        TASKS[kind] = cls()
        return cls
    return deco


CARD_FIELDS = ("src",)
CARD_LIST_FIELDS = ("cards",)


def task_to_data(st, t):
    out = dict(t)
    for f in CARD_FIELDS:
        if out.get(f) is not None:
            out[f] = st.code(out[f])
    for f in CARD_LIST_FIELDS:
        if f in out:
            out[f] = [st.code(c) for c in out[f]]
    return out


def task_from_data(st, d):
    if d.get("kind") not in TASKS:
        raise ValueError(f"unknown task {d.get('kind')!r}")
    out = dict(d)
    for f in CARD_FIELDS:
        if out.get(f) is not None:
            out[f] = st.data.by_code[out[f]]
    for f in CARD_LIST_FIELDS:
        if f in out:
            out[f] = tuple(st.data.by_code[c] for c in out[f])
    return out


# Task kinds named after a step rather than after the power that pushes them.
_TASK_POWERS = {"forge_offer": "forger", "forge": "forger", "hipster_conceal": "hipster",
                "imp_trash": "impersonator", "impersonate": "impersonator"}


def task_source(st, t):
    """The id of the power that raised task ``t`` (``"forger"``), or None.

    A change or odd-number task belongs to the card it changes (a repeated or copied
    Gallerist, Journalist or Philosopher); a generic trash/conceal/unveil task names its
    power in ``reason``; the others are named after their power or step.
    """
    if t["kind"] in ("change", "odd") and t.get("src") is not None:
        pat = st.patron_of(t["src"])
        return pat.power if pat is not None else None
    pid = t.get("reason") or _TASK_POWERS.get(t["kind"], t["kind"])
    return pid if pid in POWERS else None


# ---- small helpers -------------------------------------------------------------------------

def _codes(st, cards):
    return [st.code(c) for c in cards]


def _trash_targets(st, seat, exclude=None):
    p = st.players[seat]
    return [c for c in p.discard] + [e.card for e in p.line if e.card != exclude]


def _concealed(st, seat):
    return [e.card for e in st.players[seat].line if not e.up]


def _face_up(st, seat):
    return [e.card for e in st.players[seat].line if e.up]


def _numbers(entry):
    """Every number a line card counts as: its current one and a Philosopher's odd one."""
    return {entry.number, *entry.odd}


def _most_twos_reason(st, seat):
    """Why a "most 2s" power cannot be used (a sentence), or None when the seat has most 2s."""
    if st.has_most_twos(seat):
        return None
    return f"Needs most 2s: you have {st.twos(seat)}, need {st.twos_needed(seat)}."


def _push(st, kind, seat, **fields):
    fields.update(kind=kind, player=seat)
    st.tasks.append(fields)


def _card_choice(verb, st, cards, optional=True):
    opts = [Action(verb, st.code(c)) for c in cards]
    if opts and optional:
        opts.append(SKIP)
    return opts


# ---- generic tasks -----------------------------------------------------------------------------

@task("run")
class RunPower(Task):
    """Run one part of a power (pushed by ``state.invoke``)."""

    auto = True

    def run(self, st, t, events):
        power = POWERS[t["power"]]
        if t["part"] == "play":
            power.play(st, t["player"], t["src"], t["pre"], events)
        else:
            power.buy(st, t["player"], t["src"], events)


@task("trash")
class TrashTask(Task):
    """Trash a card from the discard pile or the line (Snob, Curator)."""

    def prompt(self, st, t):
        return "Trash a card from your discard pile or your line?"

    def options(self, st, t):
        return _card_choice("trash", st, _trash_targets(st, t["player"]))

    def resolve(self, st, t, action, events):
        if action != SKIP:
            st.trash_card(t["player"], st.data.by_code[action[1]], events, t["reason"])


@task("conceal")
class ConcealTask(Task):
    """Play a card from the hand face down (Thief, Conservator, Completionist)."""

    def prompt(self, st, t):
        tint = f" (it becomes {t['tint']})" if t.get("tint") else ""
        return f"Play a card from your hand face down{tint}?"

    def options(self, st, t):
        return _card_choice("conceal", st, st.players[t["player"]].hand)

    def resolve(self, st, t, action, events):
        if action == SKIP:
            return
        seat = t["player"]
        st.conceal_from_hand(seat, st.data.by_code[action[1]], t.get("tint"), events, t["reason"])
        if t.get("then") == "completionist":
            colours = {e.colour for e in st.players[seat].line if e.up and e.colour in MAIN}
            st.draw_for_power(seat, len(colours), events, "completionist")


@task("unveil")
class UnveilTask(Task):
    """Turn one of your concealed cards face up, for ``bonus`` dollars, and use its power."""

    def prompt(self, st, t):
        bonus = f" for +${t['bonus']}" if t["bonus"] else ""
        return f"Unveil one of your concealed cards{bonus}?"

    def options(self, st, t):
        return _card_choice("unveil", st, _concealed(st, t["player"]))

    def resolve(self, st, t, action, events):
        if action == SKIP:
            return
        seat = t["player"]
        if t["bonus"]:
            st.gain(seat, t["bonus"], events, t["reason"])
        st.unveil(seat, st.data.by_code[action[1]], events, t["reason"])


@task("change")
class ChangeTask(Task):
    """Change a card already in the line (a repeated or copied Gallerist/Journalist)."""

    def prompt(self, st, t):
        what = "number or colour" if t["mode"] == "any" else "number"
        return f"Change the {what} of {st.code(t['src'])}?"

    def options(self, st, t):
        p = st.players[t["player"]]
        i = p.find(t["src"])
        if i < 0 or not p.line[i].up:
            return []
        e = p.line[i]
        opts = [Action("number", k) for k in range(1, 8) if k != e.number]
        if t["mode"] == "any":
            opts += [Action("colour", c) for c in MAIN if c != e.colour]
        return opts + [SKIP]

    def resolve(self, st, t, action, events):
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


@task("odd")
class OddTask(Task):
    """A repeated or copied Philosopher: name another odd number the card also counts as."""

    def prompt(self, st, t):
        return f"Pick an odd number {st.code(t['src'])} also counts as?"

    def options(self, st, t):
        p = st.players[t["player"]]
        i = p.find(t["src"])
        if i < 0 or not p.line[i].up:
            return []
        e = p.line[i]
        return [Action("odd", k) for k in ODD if k != e.number and k not in e.odd] + [SKIP]

    def resolve(self, st, t, action, events):
        if action == SKIP:
            return
        p = st.players[t["player"]]
        i = p.find(t["src"])
        p.line[i] = p.line[i].replace(odd=p.line[i].odd + (action[1],))
        events.append({"type": "change", "player": t["player"], "card": st.code(t["src"]),
                       "odd": list(p.line[i].odd)})


# ---- New Yorkers ---------------------------------------------------------------------------

@power("perfectionist", 2, "buy", once=True)
class Perfectionist(Power):
    def blocked(self, st, seat, src):
        return _most_twos_reason(st, seat)

    def buy(self, st, seat, src, events):
        st.gain(seat, 1, events, "perfectionist")


@power("snob", 3, "buy")
class Snob(Power):
    def buy(self, st, seat, src, events):
        st.players[seat].buries += 1
        events.append({"type": "extra_bury", "player": seat})
        _push(st, "trash", seat, reason="snob")


@power("gallerist", 4, "play")
class Gallerist(Power):
    def play(self, st, seat, src, pre, events):
        if not pre:
            _push(st, "change", seat, src=src, mode="any")


@power("dealer", 5, "play")
class Dealer(Power):
    def play(self, st, seat, src, pre, events):
        _push(st, "dealer", seat, src=src)


@task("dealer")
class DealerTask(Task):
    def prompt(self, st, t):
        return "Dealer: draw a card now, or +$1 in your buy turn?"

    def options(self, st, t):
        return [Action("draw"), Action("money")]

    def resolve(self, st, t, action, events):
        if action.kind == "draw":
            st.draw_for_power(t["player"], 1, events, "dealer")
        else:
            st.gain(t["player"], 1, events, "dealer")


@power("trendoid", 6, "play", copyable=False)
class Trendoid(Power):
    def play(self, st, seat, src, pre, events):
        st.gain(seat, 1, events, "trendoid")
        _push(st, "trendoid", seat, src=src)


@task("trendoid")
class TrendoidTask(Task):
    """Pick a card played earlier this turn; its powers are used again from the 6."""

    def prompt(self, st, t):
        return "Trendoid: copy the powers of which card you played?"

    def options(self, st, t):
        p = st.players[t["player"]]
        cards = []
        for e in p.line:
            if e.card == t["src"]:
                break
            pat = st.patron_of(e.card)
            if e.up and pat and POWERS[pat.power].copyable:
                cards.append(e.card)
        return _card_choice("copy", st, cards)

    def resolve(self, st, t, action, events):
        if action == SKIP:
            return
        seat = t["player"]
        copied = st.data.by_code[action[1]]
        copy_powers(st, seat, copied, t["src"], ("play", "buy"), events, "trendoid")


def copy_powers(st, seat, copied, src, parts, events, reason):
    """Use ``copied``'s powers as if card ``src`` had them: play part now, buy part for later."""
    pid = st.patron_of(copied).power
    power = POWERS[pid]
    events.append({"type": "copy", "player": seat, "card": st.code(copied), "power": pid, "reason": reason})
    if "buy" in parts and "buy" in power.timing:
        st.players[seat].copies.append((pid, src))
    if "play" in parts and "play" in power.timing:
        st.invoke(seat, pid, "play", src)


@power("critic", 7, "play")
class Critic(Power):
    def play(self, st, seat, src, pre, events):
        n = 1
        for e in st.players[seat].line:
            if e.card == src:
                break
            if e.up and _numbers(e) & {5, 6, 7}:
                n = 2
                break
        st.draw_for_power(seat, n, events, "critic")


# ---- Tokyoites -------------------------------------------------------------------------------

@power("curator", 2, "buy", once=True)
class Curator(Power):
    def blocked(self, st, seat, src):
        return _most_twos_reason(st, seat)

    def buy(self, st, seat, src, events):
        _push(st, "trash", seat, reason="curator")


@power("archivist", 3, "play")
class Archivist(Power):
    def play(self, st, seat, src, pre, events):
        _push(st, "archivist", seat)


@task("archivist")
class ArchivistTask(Task):
    def prompt(self, st, t):
        return "Archivist: discard a card from your hand to draw a card?"

    def options(self, st, t):
        return _card_choice("discard", st, st.players[t["player"]].hand)

    def resolve(self, st, t, action, events):
        if action == SKIP:
            return
        seat = t["player"]
        p = st.players[seat]
        cid = st.data.by_code[action[1]]
        p.hand.remove(cid)
        p.discard.append(cid)
        events.append({"type": "discard", "player": seat, "card": action[1], "reason": "archivist"})
        st.draw_for_power(seat, 1, events, "archivist")


@power("journalist", 4, "play")
class Journalist(Power):
    def play(self, st, seat, src, pre, events):
        if st.players[seat].first_four == src:
            st.draw_for_power(seat, 1, events, "journalist")
        if not pre:
            _push(st, "change", seat, src=src, mode="number")


@power("schmoozer", 5, "play")
class Schmoozer(Power):
    def play(self, st, seat, src, pre, events):
        st.players[seat].schmoozer += 1
        events.append({"type": "schmoozer", "player": seat, "count": st.players[seat].schmoozer})


@power("investor", 6, "buy")
class Investor(Power):
    def blocked(self, st, seat, src):
        if not any(e.card != src for e in st.players[seat].line):
            return "No other played card to trash."
        return None

    def buy(self, st, seat, src, events):
        _push(st, "investor", seat, src=src)


@task("investor")
class InvestorTask(Task):
    def prompt(self, st, t):
        return "Investor: trash a played card (+$2 for a face-up 5-7, else +$1)?"

    def options(self, st, t):
        return _card_choice("trash", st, [e.card for e in st.players[t["player"]].line if e.card != t["src"]])

    def resolve(self, st, t, action, events):
        if action == SKIP:
            return
        seat = t["player"]
        p = st.players[seat]
        cid = st.data.by_code[action[1]]
        e = p.line[p.find(cid)]
        value = 2 if e.up and _numbers(e) & {5, 6, 7} else 1
        st.trash_card(seat, cid, events, "investor")
        st.gain(seat, value, events, "investor")


@power("hoarder", 7, "play")
class Hoarder(Power):
    def play(self, st, seat, src, pre, events):
        _push(st, "hoarder", seat, src=src)


@task("hoarder")
class HoarderTask(Task):
    def prompt(self, st, t):
        return "Hoarder: name a colour? Every 2nd card of it you play draws a card."

    def options(self, st, t):
        return [Action("colour", c) for c in MAIN] + [SKIP]

    def resolve(self, st, t, action, events):
        if action == SKIP:
            return
        p = st.players[t["player"]]
        i = p.find(t["src"])
        own = 1 if i >= 0 and p.line[i].up and p.line[i].colour == action[1] else 0
        p.hoarders.append([action[1], own])
        events.append({"type": "hoarder", "player": t["player"], "colour": action[1]})


# ---- Parisians -------------------------------------------------------------------------------

@power("thief", 2, "play+buy", once=True)
class Thief(Power):
    def play(self, st, seat, src, pre, events):
        _push(st, "conceal", seat, reason="thief")

    def blocked(self, st, seat, src):
        reason = _most_twos_reason(st, seat)
        if reason:
            return reason
        if not _concealed(st, seat):
            return "No concealed card to unveil."
        return None

    def buy(self, st, seat, src, events):
        _push(st, "unveil", seat, bonus=1, reason="thief")


@power("impersonator", 3, "buy", copyable=False)
class Impersonator(Power):
    def blocked(self, st, seat, src):
        if not _concealed(st, seat) and not impersonation_targets(st, seat):
            return "No concealed card to trash and no card to copy."
        return None

    def buy(self, st, seat, src, events):
        _push(st, "impersonate", seat, src=src)
        _push(st, "imp_trash", seat)


def impersonation_targets(st, seat):
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


@task("imp_trash")
class ImpersonatorTrashTask(Task):
    def prompt(self, st, t):
        return "Impersonator: trash one of your concealed cards?"

    def options(self, st, t):
        return _card_choice("trash", st, _concealed(st, t["player"]))

    def resolve(self, st, t, action, events):
        if action != SKIP:
            st.trash_card(t["player"], st.data.by_code[action[1]], events, "impersonator")


@task("impersonate")
class ImpersonateTask(Task):
    def prompt(self, st, t):
        where = "the card under the first player token" if st.solo else "a card in an opponent's line"
        return f"Impersonator: copy the buy power of {where}?"

    def options(self, st, t):
        return _card_choice("copy", st, impersonation_targets(st, t["player"]))

    def resolve(self, st, t, action, events):
        if action == SKIP:
            return
        cid = st.data.by_code[action[1]]
        st.players[t["player"]].imitated.add(cid)
        copy_powers(st, t["player"], cid, t["src"], ("buy",), events, "impersonator")


@power("conservator", 4, "play")
class Conservator(Power):
    def play(self, st, seat, src, pre, events):
        _push(st, "conservator", seat)


@task("conservator")
class ConservatorTask(Task):
    def prompt(self, st, t):
        return "Conservator: name a colour, then play a card face down in it?"

    def options(self, st, t):
        if not st.players[t["player"]].hand:
            return []
        return [Action("colour", c) for c in MAIN] + [SKIP]

    def resolve(self, st, t, action, events):
        if action != SKIP:
            _push(st, "conceal", t["player"], tint=action[1], reason="conservator")


@power("forger", 5, "buy")
class Forger(Power):
    def blocked(self, st, seat, src):
        if not forgery_options(st, seat):
            return "No buy to copy now or later this round."
        return None

    def buy(self, st, seat, src, events):
        _push(st, "forge", seat)


def _past_buys(st, seat):
    """Indices into ``st.buys`` of opponents' buys this round not yet copied, first per stack."""
    p = st.players[seat]
    out = {}
    for i, (buyer, n) in enumerate(st.buys):
        if buyer != seat and i not in p.forged and n not in out and st.stacks[n]:
            out[n] = i
    return out


def forgery_options(st, seat):
    if st.solo:
        n = st.blocked_stack()
        return [Action("forge", n)] if n is not None and st.stacks[n] else []
    opts = [Action("forge", n) for n in sorted(_past_buys(st, seat))]
    if st.phase == "buy" and len(st.queue) > 1:
        opts.append(Action("future"))
    return opts


@task("forge")
class ForgeTask(Task):
    def prompt(self, st, t):
        if st.solo:
            return "Forger: take the card under the first player token for free?"
        return "Forger: copy an opponent's earlier buy, or wait for a later one?"

    def options(self, st, t):
        opts = forgery_options(st, t["player"])
        return opts + [SKIP] if opts else []

    def resolve(self, st, t, action, events):
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
        st.take_free(seat, n, events, "forger")


@task("forge_offer")
class ForgeOfferTask(Task):
    """Another player just bought: a waiting Forger may take the stack's next card free."""

    def prompt(self, st, t):
        top = st.stacks[t["number"]]
        card = st.code(top[-1]) if top else "nothing"
        return f"Forger: an opponent bought a {t['number']}. Take the next one ({card}) free?"

    def options(self, st, t):
        p = st.players[t["player"]]
        if p.watchers <= 0 or not st.stacks[t["number"]]:
            return []
        return [Action("take"), Action("pass")]

    def resolve(self, st, t, action, events):
        if action.kind == "take":
            p = st.players[t["player"]]
            p.watchers -= 1
            p.forged.add(t["buy"])
            st.take_free(t["player"], t["number"], events, "forger")


@power("launderer", 6, "buy")
class Launderer(Power):
    def buy(self, st, seat, src, events):
        st.gain(seat, 1, events, "launderer")
        _push(st, "unveil", seat, bonus=1, reason="launderer")


@power("completionist", 7, "play")
class Completionist(Power):
    def play(self, st, seat, src, pre, events):
        _push(st, "conceal", seat, reason="completionist", then="completionist")


# ---- Londoners -------------------------------------------------------------------------------

@power("collector", 2, "buy", once=True)
class Collector(Power):
    def blocked(self, st, seat, src):
        reason = _most_twos_reason(st, seat)
        if reason:
            return reason
        if not collector_stacks(st):
            return "The 2, 3 and 4 stacks are empty or blocked."
        return None

    def buy(self, st, seat, src, events):
        _push(st, "collector", seat)


def collector_stacks(st):
    blocked = st.blocked_stack()
    return [n for n in (2, 3, 4) if st.stacks[n] and n != blocked]


@task("collector")
class CollectorTask(Task):
    def prompt(self, st, t):
        return "Collector: take the top card of the 2, 3 or 4 stack for free?"

    def options(self, st, t):
        opts = [Action("take", n) for n in collector_stacks(st)]
        return opts + [SKIP] if opts else []

    def resolve(self, st, t, action, events):
        if action != SKIP:
            st.take_free(t["player"], action[1], events, "collector")


@power("hipster", 3, "play")
class Hipster(Power):
    def play(self, st, seat, src, pre, events):
        _push(st, "hipster", seat)


@task("hipster")
class HipsterTask(Task):
    def prompt(self, st, t):
        return "Hipster: draw a card and play it face down, or unveil a concealed card?"

    def options(self, st, t):
        p = st.players[t["player"]]
        opts = []
        if p.deck or p.discard:
            opts.append(Action("draw"))
        if _concealed(st, t["player"]):
            opts.append(Action("unveil"))
        return opts + [SKIP] if opts else []

    def resolve(self, st, t, action, events):
        seat = t["player"]
        if action.kind == "draw":
            drawn = st.draw_for_power(seat, 1, events, "hipster")
            if drawn:
                _push(st, "hipster_conceal", seat, cards=tuple(drawn))
        elif action.kind == "unveil":
            _push(st, "unveil", seat, bonus=0, reason="hipster")


@task("hipster_conceal")
class HipsterConcealTask(Task):
    def prompt(self, st, t):
        return "Hipster: play one of the drawn cards face down."

    def options(self, st, t):
        hand = st.players[t["player"]].hand
        return _card_choice("conceal", st, [c for c in t["cards"] if c in hand], optional=False)

    def resolve(self, st, t, action, events):
        st.conceal_from_hand(t["player"], st.data.by_code[action[1]], None, events, "hipster")


@power("philosopher", 4, "play")
class Philosopher(Power):
    def play(self, st, seat, src, pre, events):
        if not pre:
            _push(st, "odd", seat, src=src)


@power("futurist", 5, "buy")
class Futurist(Power):
    def buy(self, st, seat, src, events):
        _push(st, "futurist", seat, src=src)


@task("futurist")
class FuturistTask(Task):
    """Trash or conceal first; then +$1 if this 5 is the last face-up card (so concealing the
    card after it makes it last, as the rulebook's tip says)."""

    def prompt(self, st, t):
        return "Futurist: trash a card (discard pile or line) or conceal a played card? Then +$1 if this 5 is the last face-up card."

    def options(self, st, t):
        seat = t["player"]
        opts = [Action("trash", st.code(c)) for c in _trash_targets(st, seat)]
        opts += [Action("conceal", st.code(c)) for c in _face_up(st, seat)]
        return opts + [SKIP]

    def resolve(self, st, t, action, events):
        seat = t["player"]
        if action != SKIP:
            cid = st.data.by_code[action[1]]
            if action.kind == "trash":
                st.trash_card(seat, cid, events, "futurist")
            else:
                st.conceal_played(seat, cid, events, "futurist")
        last = next((e for e in reversed(st.players[seat].line) if e.up), None)
        if last is not None and last.card == t["src"]:
            st.gain(seat, 1, events, "futurist")


@power("designer", 6, "play", copyable=False)
class Designer(Power):
    def play(self, st, seat, src, pre, events):
        st.players[seat].designer += 1
        events.append({"type": "designer", "player": seat, "count": st.players[seat].designer})


@power("eccentric", 7, "buy")
class Eccentric(Power):
    def blocked(self, st, seat, src):
        return None if _face_up(st, seat) else "No face-up card to conceal."

    def buy(self, st, seat, src, events):
        _push(st, "eccentric", seat)


@task("eccentric")
class EccentricTask(Task):
    def prompt(self, st, t):
        return "Eccentric: conceal a played card? +$1 per face-up card sharing a number with it (itself included)."

    def options(self, st, t):
        return _card_choice("conceal", st, _face_up(st, t["player"]))

    def resolve(self, st, t, action, events):
        if action == SKIP:
            return
        seat = t["player"]
        p = st.players[seat]
        cid = st.data.by_code[action[1]]
        numbers = _numbers(p.line[p.find(cid)])
        same = sum(1 for e in p.line if e.up and _numbers(e) & numbers)   # includes the card itself
        st.conceal_played(seat, cid, events, "eccentric")
        st.gain(seat, same, events, "eccentric")

"""What the table shows, built from the state for one viewer, and the pending decision as controls.

Pure Python (no pygame): the table calls :func:`build_view` after every change, and
tests can check hidden information here without a window.

Hidden information: during the play phase a seat sees only its own line and hand; the
others are shown as they were when the phase began (the engine's snapshot). Nobody
sees another's hand or concealed cards. With no human at all (AI-only games) the
table is a spectator: every line is shown, concealed cards stay face down.
"""

from game.avant_carde import powers as P
from game.avant_carde.state import SOLO_SECTIONS

TIMING_WORD = {"play": "⚡", "buy": "▶▶", "play+buy": "⚡ ▶▶"}
CARD_VERBS = ("trash", "conceal", "unveil", "copy", "discard")
VERB_LABEL = {"trash": "Trash", "conceal": "Conceal", "unveil": "Unveil", "copy": "Copy", "discard": "Discard"}


class LineCard:
    """One card in a line as the viewer may see it (``code`` None: a stranger's concealed card)."""

    __slots__ = ("code", "number", "colour", "odd", "up", "tint", "printed_number", "printed_colour", "timing")

    def __init__(self, code, number, colour, odd, up, tint, printed_number, printed_colour, timing):
        self.code, self.number, self.colour, self.odd, self.up, self.tint = code, number, colour, odd, up, tint
        self.printed_number, self.printed_colour, self.timing = printed_number, printed_colour, timing

    @property
    def changed(self):
        return self.up and (self.number != self.printed_number or self.colour != self.printed_colour or self.odd)

    def key(self):
        return (self.code, self.number, self.colour, tuple(self.odd), self.up, self.tint)


class SeatView:
    """One seat as drawn: plate figures, its line (or None while hidden) and its status."""

    __slots__ = ("seat", "name", "player", "human", "is_viewer", "awards", "token", "gem", "first",
                 "deck", "discard", "discard_top", "hand_count", "line", "line_hidden", "status", "acting",
                 "money", "made", "buries")

    def key(self):
        return (self.seat, self.name, self.is_viewer, self.awards, self.token, self.gem, self.first, self.deck,
                self.discard, self.discard_top, self.hand_count, self.line_hidden, self.status, self.acting,
                self.money, self.made, self.buries,
                tuple(c.key() for c in self.line) if self.line is not None else None)


class TableView:
    """Everything the table draws for one viewer at one moment."""

    def __init__(self):
        self.viewer = None
        self.spectator = False
        self.seats = []
        self.hand = []            # [(code, number, colour, timing)] of the viewer's hand
        self.hand_seat = None     # whose hand that is (None: no hand drawn)
        self.stacks = {}          # n -> (top code or None, number, colour, count, timing)
        self.blocked = None
        self.phase = "play"
        self.round = 1
        self.acting = None
        self.decision = None      # the viewer's pending decision, else None
        self.waiting_for = None   # seat whose decision is pending when it is not the viewer's
        self.awards_left = self.extras_left = self.unlimited = 0
        self.change_supply = 0
        self.gems = []
        self.first = 0
        self.solo = None
        self.token_section = 0
        self.solo_rounds = 9
        self.final_round = False
        self.over = False


def build_view(session, viewer):
    """The :class:`TableView` of ``session`` as seen by ``viewer`` (a seat, or None)."""
    st = session.state
    data = st.data
    patrons = st.pset.patrons
    v = TableView()
    humans = [i for i, s in enumerate(session.seats) if s.human]
    v.viewer = viewer
    v.spectator = viewer is None and not humans
    v.phase, v.round, v.acting = st.phase, st.round, st.acting
    v.over = st.phase == "over"
    v.awards_left, v.extras_left, v.unlimited = st.awards_left, st.extras_left, st.unlimited
    v.change_supply, v.gems, v.first = st.change_supply, list(st.gems), st.first
    v.solo, v.token_section, v.final_round = st.solo, st.token_section, st.final_round
    v.solo_rounds = data.rules.get("solo_rounds", 9)
    v.blocked = st.blocked_stack()

    def timing(number):
        pat = patrons.get(number)
        return None if pat is None else ("play" if pat.timing == "play" else "buy")

    for n, s in st.stacks.items():
        if s:
            c = data.cards[s[-1]]
            v.stacks[n] = (c.code, c.number, c.colour, len(s), timing(c.number))
        else:
            v.stacks[n] = (None, n, None, 0, None)

    d = st.decision()
    if d is not None:
        if viewer is not None and d.player == viewer:
            v.decision = d
        else:
            v.waiting_for = d.player

    hidden_phase = st.phase == "play"
    for q, p in enumerate(st.players):
        sv = SeatView()
        seat = session.seats[q]
        sv.seat, sv.name, sv.player, sv.human = q, seat.name, seat.player, seat.human
        sv.is_viewer = q == viewer
        sv.awards, sv.token, sv.gem, sv.first = p.awards, p.token, q in st.gems, q == st.first
        sv.acting = st.acting == q
        sv.money = sv.made = sv.buries = None
        own = q == viewer
        if hidden_phase and not own and not v.spectator:
            snap = st.snapshot[q]
            sv.deck, sv.hand_count = snap["deck"], snap["hand"]
            sv.discard = len(snap["discard"])
            sv.discard_top = snap["discard"][-1] if snap["discard"] else None
            sv.line, sv.line_hidden = None, True
        else:
            sv.deck, sv.hand_count, sv.discard = len(p.deck), len(p.hand), len(p.discard)
            sv.discard_top = data.cards[p.discard[-1]].code if p.discard else None
            sv.line_hidden = False
            sv.line = []
            for e in p.line:
                c = data.cards[e.card]
                if e.up or own:
                    sv.line.append(LineCard(c.code, e.number, e.colour, tuple(e.odd), e.up, e.tint,
                                            c.number, c.colour, timing(c.number)))
                else:
                    sv.line.append(LineCard(None, None, None, (), False, e.tint, None, None, None))
        if st.phase == "play":
            if q in st.queue:
                sv.status = "playing" if st.queue[0] == q else "waiting"
            else:
                sv.status = "done"
        elif st.phase == "buy":
            if st.queue and st.queue[0] == q:
                sv.status = "buying"
                sv.money, sv.made, sv.buries = p.money, p.made, p.buries
            elif q in st.queue:
                sv.status = "waiting"
            else:
                sv.status = "done"
        else:
            sv.status = "over"
        v.seats.append(sv)

    if viewer is not None:
        p = st.players[viewer]
        v.hand_seat = viewer
        for cid in p.hand:
            c = data.cards[cid]
            v.hand.append((c.code, c.number, c.colour, timing(c.number)))
    return v


# ---- the pending decision as controls ----------------------------------------------------------

class Option:
    """One legal action and how the table offers it."""

    __slots__ = ("action", "label", "style", "kind", "value", "tip")

    def __init__(self, action, label, style="secondary", kind="button", value=None, tip=None):
        self.action, self.label, self.style, self.kind, self.value, self.tip = action, label, style, kind, value, tip


class Prompt:
    """The viewer's decision split by where each option is offered.

    - ``cards``: code -> [Option] — click the card itself (hand, a line, or the picker strip);
    - ``stacks``: n -> Option — click the stack (buy, forge, take);
    - ``bury``: n -> Option; ``use``: key -> Option (▶▶ buttons on the line);
    - ``chips``: colour / number / odd chips; ``buttons``: everything else (draw, +$1, take, …);
    - ``primary``: Stop playing / End turn; ``skip``: the quiet decline.
    """

    def __init__(self, decision):
        self.decision = decision
        self.kind = decision.kind
        self.text = decision.prompt
        self.cards = {}
        self.stacks = {}
        self.bury = {}
        self.use = {}
        self.chips = []
        self.buttons = []
        self.primary = None
        self.skip = None
        self.change = None

    def all_options(self):
        out = [o for opts in self.cards.values() for o in opts]
        out += list(self.stacks.values()) + list(self.bury.values()) + list(self.use.values())
        out += self.chips + self.buttons
        out += [o for o in (self.primary, self.skip, self.change) if o is not None]
        return out


def _variant_label(suffix):
    if suffix is None:
        return "As printed"
    if suffix.startswith("odd"):
        return f"Also {suffix[3:]}"
    if suffix.startswith("n"):
        return f"As {suffix[1:]}"
    return f"As {suffix}"


def build_prompt(decision):
    """Turn the viewer's :class:`Decision` into a :class:`Prompt`. Every option lands somewhere."""
    pr = Prompt(decision)
    kind = decision.kind
    for a in decision.options:
        k = a.kind
        if k == "play":
            suffix = a[2] if len(a) > 2 else None
            value = None
            if suffix is not None:
                if suffix.startswith("odd"):
                    value = ("odd", int(suffix[3:]))
                elif suffix.startswith("n"):
                    value = ("number", int(suffix[1:]))
                else:
                    value = ("colour", suffix)
            pr.cards.setdefault(a[1], []).append(Option(a, _variant_label(suffix), kind="variant", value=value))
        elif k in CARD_VERBS:
            pr.cards.setdefault(a[1], []).append(Option(a, VERB_LABEL[k], kind="verb", value=k))
        elif k == "stop":
            pr.primary = Option(a, "Stop playing", style="primary",
                                tip="End your line; the rest of your hand goes to your discard pile.")
        elif k == "end":
            pr.primary = Option(a, "End turn", style="primary",
                                tip="Leftover money is lost; awards are taken now.")
        elif k == "buy":
            pr.stacks[a[1]] = Option(a, f"Buy for ${a[1]}", kind="stack", value=a[1])
        elif k == "bury":
            pr.bury[a[1]] = Option(a, "Bury", kind="bury", value=a[1])
        elif k == "use":
            pr.use[a[1]] = Option(a, "Use", kind="use", value=a[1])
        elif k == "change":
            pr.change = Option(a, "Spend change token  +$1", tip="Return your change token for +$1 this turn.")
        elif k == "colour":
            pr.chips.append(Option(a, a[1].capitalize(), kind="colour", value=a[1]))
        elif k == "number":
            pr.chips.append(Option(a, str(a[1]), kind="number", value=a[1],
                                   tip=f"Make the card a {a[1]} for the rest of the turn."))
        elif k == "odd":
            pr.chips.append(Option(a, f"+{a[1]}", kind="number", value=a[1],
                                   tip=f"The card also counts as a {a[1]} for matching."))
        elif k == "skip":
            pr.skip = Option(a, "Skip", style="quiet", tip="Do not use this power.")
        elif k == "draw":
            label = "Draw & conceal it" if kind == "hipster" else "Draw a card"
            pr.buttons.append(Option(a, label))
        elif k == "money":
            pr.buttons.append(Option(a, "+$1 in buy turn"))
        elif k == "unveil":
            pr.buttons.append(Option(a, "Unveil a card"))
        elif k == "forge":
            n = a[1]
            opt = Option(a, f"Take the top {n} free", kind="stack", value=n)
            pr.stacks[n] = opt
            pr.buttons.append(Option(a, f"Take the top {n} free"))
        elif k == "future":
            pr.buttons.append(Option(a, "Wait for a later buy",
                                     tip="When an opponent buys later this round, you may take the next card "
                                         "of that stack free."))
        elif k == "take":
            if len(a) > 1:
                n = a[1]
                pr.stacks[n] = Option(a, f"Take the top {n} free", kind="stack", value=n)
                pr.buttons.append(Option(a, f"Take a {n}"))
            else:
                pr.buttons.append(Option(a, "Take it free", style="primary"))
        elif k == "pass":
            pr.buttons.append(Option(a, "Let it go", style="quiet"))
        else:
            pr.buttons.append(Option(a, str(a)))
    return pr


def variant_chips(options):
    """The 4's play variants split into (printed, numbers, colours, odds) for the chooser."""
    printed, numbers, colours, odds = None, [], [], []
    for o in options:
        if o.value is None:
            printed = o
        elif o.value[0] == "number":
            numbers.append(o)
        elif o.value[0] == "colour":
            colours.append(o)
        else:
            odds.append(o)
    return printed, numbers, colours, odds


def award_forecast(st, made):
    """(awards now for ``made``, dollars needed for the next award)."""
    now = st.awards_for(made)
    nxt = made + 1
    while st.awards_for(nxt) <= now and nxt < made + 40:
        nxt += 1
    return now, nxt


def solo_sections():
    return SOLO_SECTIONS


def patron_rows(st):
    """``[(number, name, timing, short, text, copyable)]`` of the patron box."""
    out = []
    for n in P.NUMBERS:
        pat = st.pset.patrons[n]
        out.append((n, pat.name, pat.timing, pat.short, pat.text, pat.copyable))
    return out

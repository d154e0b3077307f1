"""What the table shows, built from one observation for one viewer, and the pending decision as controls.

Pure Python (no pygame): the table calls :func:`build_view` after every change, and
tests can check hidden information here without a window.

Hidden information is the engine's business: the view is built from the viewer's observation
only (``controller.observation``), so during the play phase a seat sees only its own line and
hand (the others as they were when the phase began), and nobody sees another's hand or concealed
cards. A spectator (no human at the table) sees what every seat may see. Cards, rule tables and
the patrons come from the game's data and the observation's patron set, never from a state.
"""

from game.avant_carde import board
from game.avant_carde.data import load_data, patron_set_of
from game.avant_carde.projection import project
from game.engine.actions import Decision, parse_action
from game.engine.i18n import M

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


class SeatView:
    """One seat as drawn: plate figures, its line (or None while hidden) and its status."""

    __slots__ = ("seat", "name", "player", "human", "is_viewer", "awards", "token", "gem", "first",
                 "deck", "discard", "discard_top", "hand_count", "line", "line_hidden", "status", "acting",
                 "money", "made", "buries", "projection", "spent_token", "money_parts", "projection_change")


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
        self.result = None        # when over: {"winners", "reason", "tiebreak"}
        self.patrons = {}         # number -> Patron of this game's set
        self.set_name = ""
        self.turn_kind = None     # the pending decision's kind, whoever decides
        self.turn_prompt = ""     # and its prompt (shown while another seat chooses)
        self.match = None         # what the viewer's next card must match, in words (None: anything)
        self.powers = []          # [(key, power id, code)] of the viewer's ▶▶ powers this turn


def build_view(obs, viewer, seats, turn=None):
    """The :class:`TableView` of the observation ``obs`` as seen by ``viewer`` (its seat, or None: a
    spectator, whose observation is what everybody sees). ``seats`` gives names; ``turn`` is the
    pending :class:`Decision` (the controller's), whose prompt is shown while another seat chooses."""
    data = load_data()
    pset = patron_set_of(obs["patrons"])
    patrons = pset.patrons
    v = TableView()
    v.viewer = viewer
    v.spectator = viewer is None and not any(s.human for s in seats)
    v.phase, v.round, v.acting = obs["phase"], obs["round"], obs["acting"]
    v.over = v.phase == "over"
    v.awards_left, v.extras_left, v.unlimited = obs["awards_left"], obs["extras_left"], obs["unlimited"]
    v.change_supply, v.gems, v.first = obs["change_supply"], list(obs["gems"]), obs["first"]
    v.solo, v.token_section, v.final_round = obs["options"].get("solo"), obs["token_section"], obs["final_round"]
    v.solo_rounds = data.rules.get("solo_rounds", 9)
    v.blocked = obs["blocked"]
    v.result = obs["result"]
    v.patrons, v.set_name = patrons, pset.name
    if obs["turn"] is not None:
        v.turn_kind = obs["turn"]["kind"]
        v.turn_prompt = turn.prompt if turn is not None else ""

    def timing(number):
        pat = patrons.get(number)
        return None if pat is None else ("play" if pat.timing == "play" else "buy")

    for key, stack in obs["stacks"].items():
        n = int(key)
        if stack["top"]:
            c = data.card(stack["top"])
            v.stacks[n] = (c.code, c.number, c.colour, stack["count"], timing(c.number))
        else:
            v.stacks[n] = (None, n, None, 0, None)

    d = obs["decision"]
    if d is not None:
        v.decision = Decision(viewer, d["kind"], d["prompt"], tuple(parse_action(a) for a in d["options"]),
                              source=d["source"])
    elif obs["turn"] is not None:
        v.waiting_for = obs["turn"]["player"]

    playing = obs["still_playing"]
    projections = project(obs, data)
    for q, pv in enumerate(obs["players"]):
        sv = SeatView()
        seat = seats[q]
        sv.seat, sv.name, sv.player, sv.human = q, seat.name, seat.player, seat.human
        sv.is_viewer = q == viewer
        sv.awards, sv.token, sv.gem, sv.first = pv["awards"], pv["change_token"], pv["gem"], q == obs["first"]
        sv.acting = v.acting == q
        sv.money = sv.made = sv.buries = sv.spent_token = sv.money_parts = None
        sv.deck, sv.hand_count, sv.discard = pv["deck_count"], pv["hand_count"], len(pv["discard"])
        sv.discard_top = pv["discard"][-1] if pv["discard"] else None
        sv.line_hidden = pv["line_hidden"]
        sv.projection = projections[q]
        sv.projection_change = None      # the table words what moved it (captions.projection_change)
        sv.line = None if sv.line_hidden else [_line_card(data, e, timing) for e in pv["line"]]
        if v.phase == "play":
            sv.status = ("playing" if playing[0] == q else "waiting") if q in playing else "done"
        elif v.phase == "buy":
            queue = obs["queue"]
            if queue and queue[0] == q:
                sv.status = "buying"
                sv.money, sv.made, sv.buries = pv["money"], pv["made"], pv["buries"]
                sv.spent_token = pv["spent_change_token"]
                sv.money_parts = board.money_breakdown(pv["made"], pv["pending"], pv["gem"], pv["spent_change_token"])
            else:
                sv.status = "waiting" if q in queue else "done"
        else:
            sv.status = "over"
        v.seats.append(sv)

    if viewer is not None:
        v.hand_seat = viewer
        me = obs["players"][viewer]
        for code in me["hand"]:
            c = data.card(code)
            v.hand.append((c.code, c.number, c.colour, timing(c.number)))
        line = [(e["code"], e["number"], e["colour"], e["odd"], e["up"], e["tint"]) for e in me["line"]]
        v.match = board.match_words(board.match_target(line), card=True)
        v.powers = board.buy_powers(line, me["copies"], patrons, {e[0]: data.card(e[0]) for e in line if e[0]})
    return v


def _line_card(data, e, timing):
    """A line entry of the observation as a :class:`LineCard` (no code: a stranger's concealed card)."""
    if e["code"] is None:
        return LineCard(None, None, None, (), False, e["tint"], None, None, None)
    c = data.card(e["code"])
    return LineCard(c.code, e["number"], e["colour"], tuple(e["odd"]), e["up"], e["tint"], c.number, c.colour,
                    timing(c.number))


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
        return M("Also {value}", value=suffix[3:])
    if suffix.startswith("n"):
        return M("As {value}", value=suffix[1:])
    return M("As {suffix}", suffix=suffix)


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
            pr.stacks[a[1]] = Option(a, M("Buy for ${value}", value=a[1]), kind="stack", value=a[1])
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
                                   tip=M("Make the card a {value} for the rest of the turn.", value=a[1])))
        elif k == "odd":
            pr.chips.append(Option(a, f"+{a[1]}", kind="number", value=a[1],
                                   tip=M("The card also counts as a {value}, for matching and for other powers.",
                                         value=a[1])))
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
            opt = Option(a, M("Take the top {n} free", n=n), kind="stack", value=n)
            pr.stacks[n] = opt
            pr.buttons.append(Option(a, M("Take the top {n} free", n=n)))
        elif k == "future":
            pr.buttons.append(Option(a, "Wait for a later buy",
                                     tip="When an opponent buys later this round, you may take the next card "
                                         "of that stack free."))
        elif k == "take":
            if len(a) > 1:
                n = a[1]
                pr.stacks[n] = Option(a, M("Take the top {n} free", n=n), kind="stack", value=n)
                pr.buttons.append(Option(a, M("Take a {n}", n=n)))
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


def award_forecast(made):
    """(awards now for ``made``, dollars needed for the next award)."""
    rules = load_data().rules
    now = board.awards_for(rules, made)
    nxt = made + 1
    while board.awards_for(rules, nxt) <= now and nxt < made + 40:
        nxt += 1
    return now, nxt


def solo_sections():
    return board.SOLO_SECTIONS


def patron_rows(view):
    """``[(number, name, timing, short, text, copyable)]`` of the patron box."""
    out = []
    for n in board.NUMBERS:
        pat = view.patrons[n]
        out.append((n, pat.name, pat.timing, pat.short, pat.text, pat.copyable))
    return out


def patron_of_power(view, pid):
    """The patron of this game whose power is ``pid``, or None."""
    for pat in view.patrons.values():
        if pat.power == pid:
            return pat
    return None

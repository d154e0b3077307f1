"""What the table shows, read from the seat's table model, and the pending decision as controls.

Pure Python (no pygame): the table calls :func:`build_view` after every change, and tests can check
hidden information here without a window.

Hidden information is the engine's business: the view is read from the
:class:`~game.ui.play.model.TableModel` of the seat shown, whose observation
(:class:`~game.avant_carde.table_view.AvantCardeView`) is built from that seat's observation only, so
during the play phase a seat sees only its own line and hand (the others as they were when the phase
began), and nobody sees another's hand or concealed cards. A table nobody views (AIs only, or before
the first hot-seat hand-off) shows what every seat may see. Every figure and word comes from the
model: the view's cards and figures, the tips' words (patrons, what the next card must match), the
decision's options with their labels and the reasons by target.
"""

from __future__ import annotations

from typing import Any, Iterable

from game.avant_carde.board import NUMBERS, SOLO_SECTIONS
from game.avant_carde.notation import parse_each
from game.avant_carde.table_view import AvantCardeView, LineCard, Projection
from game.engine.actions import Action
from game.ui.play.model import TableModel, said_as

TIMING_WORD = {"play": "⚡", "buy": "▶▶", "play+buy": "⚡ ▶▶"}
CARD_VERBS = ("trash", "conceal", "unveil", "copy", "discard")

Face = tuple[str, int, str, "str | None"]
"""A card as the hand draws it: ``(code, number, colour, timing)``."""


class PatronShown:
    """A patron of the game's set as the table shows it (its words from the model's tips)."""

    __slots__ = ("number", "name", "timing", "short", "text", "copyable", "power")

    def __init__(self, number: int, name: str, timing: str, short: str, text: str, copyable: bool,
                 power: str) -> None:
        self.number, self.name, self.timing, self.short, self.text = number, name, timing, short, text
        self.copyable, self.power = copyable, power


class SeatView:
    """One seat as drawn: plate figures, its line (or None while hidden) and its status."""

    __slots__ = ("seat", "name", "player", "human", "is_viewer", "awards", "token", "gem", "first",
                 "deck", "discard", "discard_top", "hand_count", "line", "line_hidden", "status", "acting",
                 "money", "made", "buries", "projection", "spent_token", "money_parts", "projection_change",
                 "awards_now", "next_award")

    def __init__(self) -> None:
        self.seat = 0
        self.name = ""
        self.player = ""
        self.human = False
        self.is_viewer = False
        self.awards = 0
        self.token = self.gem = self.first = self.acting = self.line_hidden = False
        self.deck = self.discard = self.hand_count = 0
        self.discard_top: str | None = None
        self.line: list[LineCard] | None = None
        self.status = ""
        self.money: int | None = None
        self.made: int | None = None
        self.buries: int | None = None
        self.spent_token: bool | None = None
        self.money_parts: list[tuple[str, int]] | None = None
        self.projection: Projection | None = None
        self.projection_change: str | None = None
        self.awards_now: int | None = None
        self.next_award: int | None = None


class Decided:
    """The viewer's pending decision: its kind, prompt, the patron power that raised it (``source``)
    and its options (actions in the game's notation, read by :func:`game.avant_carde.notation.parse`)."""

    __slots__ = ("kind", "prompt", "source", "options")

    def __init__(self, kind: str, prompt: str, source: str | None, options: tuple[Action, ...]) -> None:
        self.kind, self.prompt, self.source, self.options = kind, prompt, source, options


class TableView:
    """Everything the table draws for one viewer at one moment."""

    def __init__(self) -> None:
        self.viewer: int | None = None
        self.spectator = False
        self.seats: list[SeatView] = []
        self.hand: list[Face] = []          # the viewer's hand
        self.hand_seat: int | None = None   # whose hand that is (None: no hand drawn)
        self.stacks: dict[int, tuple[str | None, int, str | None, int, str | None]] = {}
        # n -> (top code or None, number, colour, count, timing)
        self.blocked: int | None = None
        self.phase = "play"
        self.round = 1
        self.acting: int | None = None
        self.decision: Decided | None = None    # the viewer's pending decision, else None
        self.choices: list[tuple[str, Action, str, str | None]] = []   # its options: (target, action, label, tip)
        self.reasons: dict[str, str] = {}       # target -> why that piece cannot act now
        self.waiting_for: int | None = None     # seat whose decision is pending when it is not the viewer's
        self.awards_left = self.extras_left = 0
        self.unlimited = 0
        self.change_supply = 0
        self.gems: list[int] = []
        self.first = 0
        self.solo: str | None = None
        self.token_section = 0
        self.solo_rounds = 9
        self.final_round = False
        self.over = False
        self.result: dict[str, Any] | None = None   # when over: {"winners"}
        self.patrons: dict[int, PatronShown] = {}   # number -> patron of this game's set
        self.set_name = ""
        self.turn_kind: str | None = None   # the pending decision's kind, whoever decides
        self.turn_prompt = ""               # and its prompt (shown while another seat chooses)
        self.match: str | None = None       # what the viewer's next card must match, in words (None: anything)
        self.powers: list[tuple[str, str, str]] = []   # [(key, power id, code)] of the viewer's ▶▶ powers this turn
        self.trash: tuple[str, ...] = ()
        self.piles: dict[int, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...]]] = {}
        # seat -> (hand, line, unseen, discard) as the viewer may see them (the deck viewer's)

    def reason(self, target: str) -> str | None:
        """Why the piece ``target`` cannot act now, in the engine's words (None: no reason given)."""
        return self.reasons.get(target)


def _public(card: LineCard) -> LineCard:
    """A line card as everybody may see it (a concealed card's face is its owner's)."""
    return card if card.up else LineCard(None, None, None, (), False, card.tint, None, None, None)


def build_view(m: TableModel[AvantCardeView], viewer: int | None) -> TableView:
    """The :class:`TableView` of the model ``m`` as seen by ``viewer`` (the table's viewer: the
    model's seat, or None: nobody views, and what everybody may see is drawn)."""
    o = m.observation
    tips = {k: said_as(t) for k, t in m.tips.items()}
    shown = viewer if viewer is not None and viewer == o.seat else None
    v = TableView()
    v.viewer = shown
    v.spectator = shown is None and not any(s.human for s in m.seats)
    v.phase, v.round, v.acting = o.phase, o.round, o.acting
    v.over = v.phase == "over"
    v.awards_left, v.extras_left, v.unlimited = o.awards_left, o.extras_left, o.unlimited
    v.change_supply, v.gems, v.first = o.change_supply, list(o.gems), o.first
    v.solo, v.token_section, v.final_round = o.solo, o.token_section, o.final_round
    v.solo_rounds, v.blocked = o.solo_rounds, o.blocked
    v.result = None if m.result is None else {"winners": list(m.result.winners)}
    v.patrons = {p.number: PatronShown(p.number, tips.get(f"patron.{p.number}", ""), p.timing,
                                       tips.get(f"patron.{p.number}.short", ""),
                                       tips.get(f"patron.{p.number}.text", ""), p.copyable, p.power)
                 for p in o.patrons}
    v.set_name = tips.get("set", "")
    v.trash = o.trash
    d = m.decision
    if o.turn_kind is not None:
        v.turn_kind = o.turn_kind
        v.turn_prompt = said_as(d.prompt) if d is not None else ""
    for s in o.stacks:
        v.stacks[s.number] = ((s.top.code, s.top.number, s.top.colour, s.count, s.top.timing) if s.top is not None
                              else (None, s.number, None, 0, None))
    if d is not None and d.player == shown and shown is not None:
        v.choices = [(c.target, a, said_as(c.label), None if c.tip is None else said_as(c.tip))
                     for c, a in zip(d.options, parse_each(c.action for c in d.options))]
        v.decision = Decided(d.kind, said_as(d.prompt), d.source, tuple(dict.fromkeys(a for _, a, _, _ in v.choices)))
        v.reasons = {t: said_as(r) for t, r in m.reasons.items()}
    elif o.turn_player is not None:
        v.waiting_for = o.turn_player
    for q, (sd, seat) in enumerate(zip(o.seats, m.seats)):
        sv = SeatView()
        sv.seat, sv.name, sv.player, sv.human = q, seat.name, seat.player, seat.human
        sv.is_viewer = q == shown
        sv.awards, sv.token, sv.gem, sv.first = sd.awards, sd.change_token, sd.gem, q == o.first
        sv.acting = v.acting == q
        sv.deck, sv.hand_count, sv.discard = sd.deck, sd.hand_count, len(sd.discard)
        sv.discard_top = sd.discard[-1] if sd.discard else None
        private = q == o.seat and shown is None     # the model's seat's own cards, drawn for nobody
        line = sd.line
        if line is not None and private:
            line = None if o.phase == "play" else tuple(_public(c) for c in line)
        sv.line_hidden = line is None
        sv.line = None if line is None else list(line)
        sv.projection = sd.projection
        sv.status = sd.status
        sv.money, sv.made, sv.buries, sv.spent_token = sd.money, sd.made, sd.buries, sd.spent_change_token
        sv.money_parts = None if sd.money_parts is None else list(sd.money_parts)
        sv.awards_now, sv.next_award = sd.awards_now, sd.next_award
        v.seats.append(sv)
        if shown is not None:
            own = q == shown
            v.piles[q] = (tuple(c.code for c in o.hand) if own else (),
                          tuple(c.code for c in sd.line or () if c.code), sd.unseen, sd.discard)
    if shown is not None:
        v.hand_seat = shown
        v.hand = [(c.code, c.number, c.colour, c.timing) for c in o.hand]
        v.match = tips.get("match")
        v.powers = [(p.key, p.power, p.source) for p in o.powers]
    return v


# ---- the pending decision as controls ----------------------------------------------------------

class Option:
    """One legal action and how the table offers it."""

    __slots__ = ("action", "label", "style", "kind", "value", "tip")

    def __init__(self, action: Action, label: str, style: str = "secondary", kind: str = "button",
                 value: Any = None, tip: str | None = None) -> None:
        self.action, self.label, self.style, self.kind, self.value, self.tip = action, label, style, kind, value, tip


class Prompt:
    """The viewer's decision split by where each option is offered.

    - ``cards``: code -> [Option] — click the card itself (hand, a line, or the picker strip);
    - ``stacks``: n -> Option — click the stack (buy, forge, take);
    - ``bury``: n -> Option; ``use``: key -> Option (▶▶ buttons on the line);
    - ``chips``: colour / number / odd chips; ``buttons``: everything else (draw, +$1, take, …);
    - ``primary``: Stop playing / End turn; ``skip``: the quiet decline.
    """

    def __init__(self, decision: Decided) -> None:
        self.decision = decision
        self.kind = decision.kind
        self.text = decision.prompt
        self.cards: dict[str, list[Option]] = {}
        self.stacks: dict[int, Option] = {}
        self.bury: dict[int, Option] = {}
        self.use: dict[str, Option] = {}
        self.chips: list[Option] = []
        self.buttons: list[Option] = []
        self.primary: Option | None = None
        self.skip: Option | None = None
        self.change: Option | None = None

    def all_options(self) -> list[Option]:
        out = [o for opts in self.cards.values() for o in opts]
        out += list(self.stacks.values()) + list(self.bury.values()) + list(self.use.values())
        out += self.chips + self.buttons
        out += [o for o in (self.primary, self.skip, self.change) if o is not None]
        return out


def _variant_value(suffix: str | None) -> tuple[str, Any] | None:
    if suffix is None:
        return None
    if suffix.startswith("odd"):
        return ("odd", int(suffix[3:]))
    if suffix.startswith("n"):
        return ("number", int(suffix[1:]))
    return ("colour", suffix)


def build_prompt(decision: Decided, choices: Iterable[tuple[str, Action, str, str | None]]) -> Prompt:
    """The viewer's decision as a :class:`Prompt`, from its options by target (the model's, with
    their labels and tips). Every option lands somewhere."""
    pr = Prompt(decision)
    for target, a, label, tip in choices:
        k = a.kind
        where, _, key = target.partition(".")
        if where == "card":
            if k == "play":
                pr.cards.setdefault(key, []).append(
                    Option(a, label, kind="variant", value=_variant_value(a[2] if len(a) > 2 else None)))
            else:
                pr.cards.setdefault(key, []).append(Option(a, label, kind="verb", value=k))
        elif where == "stack":
            pr.stacks[int(key)] = Option(a, label, kind="stack", value=int(key))
        elif where == "bury":
            pr.bury[int(key)] = Option(a, label, kind="bury", value=int(key))
        elif where == "use":
            pr.use[key] = Option(a, label, kind="use", value=key)
        elif k in ("stop", "end"):
            pr.primary = Option(a, label, style="primary", tip=tip)
        elif k == "change":
            pr.change = Option(a, label, tip=tip)
        elif k == "colour":
            pr.chips.append(Option(a, label, kind="colour", value=a[1], tip=tip))
        elif k in ("number", "odd"):
            pr.chips.append(Option(a, label, kind="number", value=a[1], tip=tip))
        elif k == "skip":
            pr.skip = Option(a, label, style="quiet", tip=tip)
        elif k == "take" and len(a) == 1:
            pr.buttons.append(Option(a, label, style="primary", tip=tip))
        elif k == "pass":
            pr.buttons.append(Option(a, label, style="quiet", tip=tip))
        else:
            pr.buttons.append(Option(a, label, tip=tip))
    return pr


def variant_chips(options: Iterable[Option]) -> tuple[Option | None, list[Option], list[Option], list[Option]]:
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


def solo_sections() -> tuple[str, ...]:
    return SOLO_SECTIONS


def patron_rows(view: TableView) -> list[tuple[int, str, str, str, str, bool]]:
    """``[(number, name, timing, short, text, copyable)]`` of the patron box."""
    out = []
    for n in NUMBERS:
        pat = view.patrons[n]
        out.append((n, pat.name, pat.timing, pat.short, pat.text, pat.copyable))
    return out


def timing_of(view: TableView, number: int) -> str | None:
    """When the power of the ``number`` cards' patron works: "play", "buy", or None (no patron)."""
    pat = view.patrons.get(number)
    return None if pat is None else ("play" if pat.timing == "play" else "buy")


def patron_of_power(view: TableView, pid: str | None) -> PatronShown | None:
    """The patron of this game whose power is ``pid``, or None."""
    for pat in view.patrons.values():
        if pat.power == pid:
            return pat
    return None

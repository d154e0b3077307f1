"""What Avant Carde's table draws, worked out by the rules: the seat's typed view, and the pending
decision's options and reasons by the piece they concern.

:func:`view_of` (the package's ``table_observation`` hook) turns ``observation(seat)`` (the only
secrecy filter) into an :class:`AvantCardeView`: what the observation shows, each card with its face
(number, colour, its patron's timing), and the figures the rules work out from it (each seat's
projection, what the next card must match, the buy powers of the seat's line, the buyer's money by
source and awards), so that the table asks the rules nothing. Nothing in it is hidden from the seat:
another seat's cards out of sight are one sorted group (``unseen``), as in the observation.

:func:`table_choices` (the ``table_choices`` hook) puts every option of the seat's decision on a
*target*, the key of the piece it concerns (see :func:`target_of`), with its label and tip
(:mod:`game.avant_carde.table_words`), and gives, in one pass of the engine, the reason each piece
that takes part in the decision cannot act now. :func:`table_tips` (the ``table_tips`` hook) gives
the words of what the seat's next card must match (``"match"``).

==============  ===========================================================
target          options
==============  ===========================================================
``card.R5a``    ``play R5a`` (each variant), ``trash``/``conceal``/… ``R5a``
``stack.5``     ``buy 5``, ``forge 5``, ``take 5`` (also offered in the bar)
``bury.5``      ``bury 5``
``use.K``       ``use K`` (a buy power of the line: a card's code or ``copyN``)
``""``          the rest: stop, end, skip, draw, chips, change token …
==============  ===========================================================
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

import msgspec

from game.avant_carde import board
from game.avant_carde.data import load_data, patron_set_of
from game.avant_carde.projection import project
from game.avant_carde.table_words import option_words
from game.engine.actions import Action
from game.engine.contract import TableChoices
from game.engine.state import GameState

CARD_VERBS = ("trash", "conceal", "unveil", "copy", "discard")


class Card(msgspec.Struct, frozen=True):
    """A card's printed face and when its patron's power works (``timing``: "play", "buy" or None)."""

    code: str
    number: int
    colour: str
    timing: str | None


class LineCard(msgspec.Struct, frozen=True):
    """One card in a line as the seat may see it (``code`` None: another seat's concealed card):
    what it counts as now, its printed face, and whether a power changed what it counts as."""

    code: str | None
    number: int | None
    colour: str | None
    odd: tuple[int, ...]
    up: bool
    tint: str | None
    printed_number: int | None
    printed_colour: str | None
    timing: str | None
    changed: bool = False


class Patron(msgspec.Struct, frozen=True):
    """A patron of this game's set, as the table shows it (its words are tips: :func:`table_tips`)."""

    number: int
    timing: str
    copyable: bool
    power: str


class Projection(msgspec.Struct, frozen=True):
    """A seat's projected final awards (:class:`game.avant_carde.projection.Projection`)."""

    awards: int
    money: float
    per_round: float
    this_round: bool
    rounds_left: int
    total: int
    earned: int | None = None

    @property
    def gain(self) -> int:
        return self.total - self.awards


class Stack(msgspec.Struct, frozen=True):
    """A gallery stack: its number, its top card (None: empty) and how many cards it holds."""

    number: int
    top: Card | None
    count: int


class Seat(msgspec.Struct, frozen=True):
    """One seat as the viewing seat may see it.

    ``line`` is None while hidden (the play phase, another seat); ``unseen``: the seat's cards out
    of the viewer's sight, sorted (for the viewer itself: its deck). The buy turn's figures
    (``money`` …) are set for the seat buying now only; ``awards_now``/``next_award``: the awards
    its money made earns, and the dollars the next award needs."""

    awards: int
    change_token: bool
    gem: bool
    deck: int
    hand_count: int
    discard: tuple[str, ...]
    line: tuple[LineCard, ...] | None
    unseen: tuple[str, ...]
    status: str
    projection: Projection
    made_last: int | None = None        # the money its last buy turn made (the tie-break; hidden while it plays)
    money: int | None = None
    made: int | None = None
    buries: int | None = None
    spent_change_token: bool | None = None
    money_parts: tuple[tuple[str, int], ...] | None = None
    awards_now: int | None = None
    next_award: int | None = None


class Power(msgspec.Struct, frozen=True):
    """A buy power of the seat's line this turn: its key (a card's code or ``copyN``), power id and source card."""

    key: str
    power: str
    source: str


class AvantCardeView(msgspec.Struct, frozen=True):
    """One seat's view of the table (``seat`` None: a spectator's, what everybody may see)."""

    seat: int | None
    phase: str
    round: int
    first: int
    acting: int | None
    turn_player: int | None
    turn_kind: str | None
    awards_left: int
    extras_left: int
    unlimited: int
    change_supply: int
    gems: tuple[int, ...]
    solo: str | None
    token_section: int
    solo_rounds: int
    final_round: bool
    blocked: int | None
    patrons: tuple[Patron, ...]
    patron_set: dict[str, Any]          # the set's plain data (as saves and observations hold it: its words)
    stacks: tuple[Stack, ...]
    trash: tuple[str, ...]
    seats: tuple[Seat, ...]
    hand: tuple[Card, ...]              # the viewing seat's hand (empty for a spectator)
    match: tuple[tuple[str, ...], tuple[int, ...]] | None   # what its next card must match (colours, numbers)
    powers: tuple[Power, ...]           # its line's buy powers this turn
    winners: tuple[int, ...] = ()       # at the end
    end_reason: str | None = None       # what ended the game (its word: "awards_out", "solo_win" …)


def _timings(patrons: Mapping[int, Any]) -> dict[int, str | None]:
    return {n: None if (p := patrons.get(n)) is None else ("play" if p.timing == "play" else "buy")
            for n in range(0, 20)}


def view_of(obs: dict[str, Any]) -> AvantCardeView:
    """The ``table_observation`` hook: the typed view of an observation."""
    data = load_data()
    pset = patron_set_of(obs["patrons"])
    patrons = pset.patrons
    timing = _timings(patrons)
    card_of = data.card

    def card(code: str) -> Card:
        c = card_of(code)
        return Card(c.code, c.number, c.colour, timing.get(c.number))

    def line_card(e: dict[str, Any]) -> LineCard:
        if e["code"] is None:
            return LineCard(None, None, None, (), False, e["tint"], None, None, None)
        c = card_of(e["code"])
        up = e["up"]
        return LineCard(c.code, e["number"], e["colour"], tuple(e["odd"]), up, e["tint"], c.number, c.colour,
                        timing.get(c.number),
                        up and (e["number"] != c.number or e["colour"] != c.colour or bool(e["odd"])))

    phase, seat, acting = obs["phase"], obs["seat"], obs["acting"]
    rules = data.rules
    queue = obs["queue"]
    n = len(obs["players"])
    # In the play phase the seats play their lines in turn order: those before the one playing are
    # done (what a seat that plays sees of the others; its determinized states restart them).
    order = [(obs["first"] + i) % n for i in range(n)]
    playing_at = order.index(acting) if acting is not None else n
    seats = []
    for q, (pv, proj) in enumerate(zip(obs["players"], project(obs, data))):
        if phase == "play":
            at = order.index(q)
            status = "playing" if at == playing_at else ("done" if at < playing_at else "waiting")
        elif phase == "buy":
            status = ("buying" if queue and queue[0] == q else "waiting") if q in queue else "done"
        else:
            status = "over"
        extra: dict[str, Any] = {}
        if status == "buying":
            made = pv["made"]
            now = board.awards_for(rules, made)
            nxt = made + 1
            while board.awards_for(rules, nxt) <= now and nxt < made + 40:
                nxt += 1
            extra = dict(money=pv["money"], made=made, buries=pv["buries"], spent_change_token=pv["spent_change_token"],
                         money_parts=tuple(board.money_breakdown(made, pv["pending"], pv["gem"],
                                                                 pv["spent_change_token"])),
                         awards_now=now, next_award=nxt)
        seats.append(Seat(
            awards=pv["awards"], change_token=pv["change_token"], gem=pv["gem"], deck=pv["deck_count"],
            hand_count=pv["hand_count"], discard=tuple(pv["discard"]),
            line=None if pv["line_hidden"] else tuple(line_card(e) for e in pv["line"]),
            unseen=tuple(pv["unseen"]), status=status, made_last=pv.get("made_last"),
            projection=Projection(proj.awards, proj.money, proj.per_round, proj.this_round, proj.rounds_left,
                                  proj.total, proj.earned),
            **extra))
    hand: tuple[Card, ...] = ()
    match = None
    powers: tuple[Power, ...] = ()
    if seat is not None:
        me = obs["players"][seat]
        hand = tuple(card(code) for code in me["hand"])
        line = [(e["code"], e["number"], e["colour"], e["odd"], e["up"], e["tint"]) for e in me["line"]]
        target = board.match_target(line)
        if target is not None:
            match = (tuple(sorted(target[0])), tuple(sorted(target[1])))
        powers = tuple(Power(key, pid, src) for key, pid, src in
                       board.buy_powers(line, me["copies"], patrons, {e[0]: card_of(e[0]) for e in line if e[0]}))
    turn, result = obs["turn"], obs["result"]
    if turn is not None and phase == "play" and turn["player"] != seat:
        turn = {"player": turn["player"], "kind": "play"}   # what another seat is choosing in its line is its own
    return AvantCardeView(
        seat=seat, phase=phase, round=obs["round"], first=obs["first"], acting=obs["acting"],
        turn_player=None if turn is None else turn["player"], turn_kind=None if turn is None else turn["kind"],
        awards_left=obs["awards_left"], extras_left=obs["extras_left"], unlimited=obs["unlimited"],
        change_supply=obs["change_supply"], gems=tuple(obs["gems"]), solo=obs["options"].get("solo"),
        token_section=obs["token_section"], solo_rounds=rules.get("solo_rounds", 9),
        final_round=obs["final_round"], blocked=obs["blocked"],
        patrons=tuple(Patron(n, p.timing, p.copyable, p.power) for n, p in sorted(patrons.items())),
        patron_set=obs["patrons"],
        stacks=tuple(Stack(int(key), card(s["top"]) if s["top"] else None, s["count"] if s["top"] else 0)
                     for key, s in obs["stacks"].items()),
        trash=tuple(obs["trash"]), seats=tuple(seats), hand=hand, match=match, powers=powers,
        winners=tuple(result["winners"]) if result else (), end_reason=result.get("reason") if result else None)


def target_of(action: Action) -> str:
    """The piece an option concerns (see the module's table); "" for the bar."""
    k = action.kind
    if k == "play" or k in CARD_VERBS and len(action) > 1:
        return f"card.{action[1]}"  # i18n: not shown
    if k in ("buy", "forge", "take") and len(action) > 1:
        return f"stack.{action[1]}"  # i18n: not shown
    if k in ("bury", "use"):
        return f"{k}.{action[1]}"
    return ""


def table_choices(state: GameState, seat: int, names: Sequence[str]) -> TableChoices:
    """The ``table_choices`` hook: the options of ``seat``'s decision by target, with their labels
    and tips, and the reasons the other pieces of the decision cannot act now (one engine pass)."""
    d = state.decision()
    if d is None:
        return [], {}
    options: list[tuple[str, Action, str, str | None]] = []
    for a in d.options:
        where = target_of(a)
        label, tip = option_words(d.kind, a)
        options.append((where, a, label, tip))
        if where.startswith("stack.") and a.kind != "buy":        # a free card is offered in the bar too
            options.append(("", a, *option_words(d.kind, a, bar=True)))
    taken = {t for t, *_ in options}
    wanted: dict[str, Action] = {}
    obs = state.observation(seat)
    me = obs["players"][seat]
    if d.kind == "play":
        for code in me["hand"] or ():
            wanted[f"card.{code}"] = Action("play", code)
    if obs["phase"] == "buy" and obs["acting"] == seat:
        for n in board.NUMBERS:
            wanted[f"bury.{n}"] = Action("bury", n)
            if d.kind == "buy":
                wanted[f"stack.{n}"] = Action("buy", n)
        data = load_data()
        line = [(e["code"], e["number"], e["colour"], e["odd"], e["up"], e["tint"]) for e in me["line"]]
        for key, _, _ in board.buy_powers(line, me["copies"], patron_set_of(obs["patrons"]).patrons,
                                          {e[0]: data.card(e[0]) for e in line if e[0]}):
            wanted[f"use.{key}"] = Action("use", key)
    wanted = {t: a for t, a in wanted.items() if t not in taken}
    refused = state.why_not_each(set(wanted.values()), seat)
    return options, {t: why for t, a in wanted.items() if (why := refused[a]) is not None}


def table_tips(view: AvantCardeView, names: Sequence[str]) -> dict[str, str]:
    """The ``table_tips`` hook: the words of the table, kept messages so that a table says them in
    its own language: each patron's name, short and long text (``patron.5``, ``patron.5.short``,
    ``patron.5.text``), the patron set's name (``set``) and what the seat's next card must match
    (``match``)."""
    pset = patron_set_of(view.patron_set)
    tips: dict[str, str] = {"set": pset.name}
    for n, p in sorted(pset.patrons.items()):
        tips.update({f"patron.{n}": p.name, f"patron.{n}.short": p.short, f"patron.{n}.text": p.text})
    if view.match is not None:
        words = board.match_words((frozenset(view.match[0]), frozenset(view.match[1])), card=True)
        if words is not None:
            tips["match"] = words
    return tips

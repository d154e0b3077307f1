"""Every sentence and figure the Avant Carde table shows, as pure functions (no pygame).

They read the :class:`~game.avant_carde.ui.model.TableView` (what the viewer may see, built from
its observation), the viewer's :class:`~game.avant_carde.ui.model.Prompt`, and the game's card
catalogue — never a state, never a copy of the rules (a reason comes from the model's reasons by target).
Tests call them without a window.
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from game.avant_carde.table_view import LineCard, Projection
from game.avant_carde.ui import catalog, model
from game.avant_carde.ui.model import Decided, Option, PatronShown, Prompt, SeatView, TableView
from game.engine.i18n import N_, M, Mn, Mp, join, said, tr
from game.games import ai_kind

COLOUR_WORDS = {"orange": "Orange", "red": "Red", "blue": "Blue", "purple": "Purple", "white": "White",
                "gray": "Gray"}
TIMING_TEXT = {"play": "⚡ when played", "buy": "▶▶ in your buy turn",
               "play+buy": "⚡ when played and ▶▶ in your buy turn"}
MONEY_WORDS = {"cards": "cards", "patrons": "patrons", "gem": "gem", "change_token": "token"}


def asking_patron(view: TableView, decision: Decided | None) -> PatronShown | None:
    """The patron whose power raised ``decision`` (its ``source``), or None for the phase's own."""
    return model.patron_of_power(view, decision.source) if decision is not None and decision.source else None


# ---- the top bar and the action panel ------------------------------------------------------------

def status_line(view: TableView, names: Sequence[str], humans: Sequence[int]) -> str:
    """The top bar's sentence: what the viewer may do, or whom the table waits for."""
    v = view
    if v.over:
        return "The game is over."
    if v.decision is not None:
        d = v.decision
        if d.kind == "play":
            hint = v.match
            return M("Your line: play {hint}, or stop.", hint=hint) if hint else \
                "Your line: play any card to start it."
        if d.kind == "buy" and v.viewer is not None:        # a decision is always the viewer's
            return M("Your buy turn: ${money} to spend.", money=v.seats[v.viewer].money)
        return M("Your choice: {prompt}", prompt=d.prompt)
    if v.waiting_for is not None:
        who = names[v.waiting_for]
        if v.turn_kind == "play":
            return M("{who} is playing.",
                     who=who) if v.waiting_for in humans else M("{who} is playing a line…", who=who)
        if v.turn_kind == "buy":
            return M("{who} is buying: ${money} to spend.", who=who, money=v.seats[v.waiting_for].money)
        return M("{who} is choosing…", who=who)
    return ""


def action_texts(view: Any, names: Sequence[str], humans: Sequence[int], prompt: Prompt | None,
                 picker_shown: bool) -> tuple[str, list[str], str]:
    """``(title, [paragraphs], tone)`` of the action panel; tone ``"you"`` when the viewer acts."""
    v = view
    if v.over:
        winners = (v.result or {}).get("winners", [])
        return "Game over", [Mn("Winner: {names}", "Winners: {names}", len(winners),
                                names=join(" & ", [names[w] for w in winners])) if winners else
                             "The gallery wins."], "info"
    d = v.decision
    if d is not None:
        if d.kind == "play":
            hint = v.match
            first = M("Play {hint}.", hint=hint) if hint else "Play any card to start your line."
            return "Your line", [first, "Click a glowing card or drag it to your line. Each face-up card is "
                                 "worth $1 in your buy turn."], "you"
        if d.kind == "buy":
            buries = v.seats[v.viewer].buries
            extra = Mn(" You may bury {buries} more time.",
                       " You may bury {buries} more times.", buries, buries=buries) if buries else ""
            return "Your buy turn", ["Click a glowing stack to buy its top card." + extra], "you"
        text = d.prompt
        pat = asking_patron(v, d)
        title = pat.name if pat is not None else "Your choice"
        # The question without its patron's name, which titles the panel: cut from the words said
        # (the French name ends with a no-break space before its colon), never looked up as a msgid.
        words = tr(text)
        head, sep, rest = words.partition(":")
        if sep and len(head.strip()) <= 16 and rest.startswith(" "):
            text = said(rest[1:2].upper() + rest[2:])
        body = [text]
        if prompt and prompt.cards and not picker_shown:
            body.append("Click a glowing card.")
        return title, body, "you"
    if v.waiting_for is not None:
        who = names[v.waiting_for]
        if v.turn_kind == "play":
            if v.phase == "play" and v.viewer is not None and v.seats[v.viewer].status == "done":
                return "Your line is done", [M("Waiting for {who} to play…", who=who),
                                             "Lines are revealed when everyone has played."], "info"
            return M("{who} is playing", who=who), ["Lines are revealed when everyone has played."], "info"
        if v.turn_kind == "buy":
            return M("{who}'s buy turn", who=who), [], "info"
        return M("{who} is choosing", who=who), ["" if v.waiting_for in humans else v.turn_prompt], "info"
    return "", [], "info"


def seat_kind(sv: SeatView) -> str:
    """Under a player's name: who plays the seat ("Human", "AI · medium")."""
    return "Human" if sv.human else ai_kind(sv.player)


def line_caption(view: TableView) -> str:
    """Beside "YOUR LINE": how many cards and what they are worth ("3 cards · worth $2")."""
    if view.viewer is None:
        return ""
    sv = view.seats[view.viewer]
    if not sv.line:
        return ""
    n = sum(1 for c in sv.line if c.up)
    return Mn("{len} card · worth ${n}", "{len} cards · worth ${n}", len(sv.line), len=len(sv.line), n=n)


def money_figures(view: TableView) -> tuple[int, int | None, int | None, list[tuple[str, int]] | None, int | None,
                                            int | None]:
    """``(seat, money left, made, [(source, dollars)], awards so far, dollars for the next award)``
    of the seat buying now."""
    assert view.acting is not None, "a seat is buying"
    sv = view.seats[view.acting]
    return sv.seat, sv.money, sv.made, sv.money_parts, sv.awards_now, sv.next_award


def money_sum(parts: Iterable[tuple[str, int]]) -> str:
    """"$5 cards + $1 patrons"."""
    return " + ".join(f"${v} {tr(MONEY_WORDS[k])}" for k, v in parts)   # said when drawn, every frame


def picker_caption(prompt: Prompt | None, has_line: bool) -> str:
    """The label over cards to choose that are not on the table (the discard pile …)."""
    if prompt is None:
        return ""
    verbs = {o.value for opts in prompt.cards.values() for o in opts if o.kind == "verb"}
    if "trash" in verbs:
        return "Or from your discard pile:" if has_line else "Your discard pile:"
    if verbs == {"copy"}:
        return "Cards you may copy:"
    return "Choose a card:"


# ---- tooltips --------------------------------------------------------------------------------------

def card_tip(view: TableView, code: str) -> str:
    """A card in words, with its patron's power or how it matches."""
    card = catalog.face(code)
    # A message, not an f-string: the tooltip is said in the language in force where it is drawn
    # ("Red 12 · …", "12 rouge · …" as the French rules name a card).
    words = Mp("card tip", "{colour} {number}", colour=Mp("card tip", COLOUR_WORDS.get(card.colour, card.colour)),
                number=card.number)
    pat = view.patrons.get(card.number)
    if pat:
        words += M(" · {name} ({timing}): {short}", name=pat.name, timing=TIMING_TEXT.get(pat.timing, pat.timing),
                   short=pat.short)
    elif card.number >= 11:
        words += " · matches by colour only"
    elif card.colour in ("white", "gray"):
        words += " · matches by number only"
    return words


def line_tip(view: TableView, lc: LineCard) -> str:
    """A card in a line (:class:`~game.avant_carde.ui.model.LineCard`), with what changed it."""
    if not lc.up:
        tip = "A concealed card: worth nothing, no power, skipped for matching."
        if lc.tint:
            tip += M(" The Conservator made it {tint}: the next card may match that colour.",
                     tint=Mp("card colour", lc.tint))
        if lc.code:
            tip += M(" (It is your {get} {printed_number}.)",
                     get=lc.printed_colour or '', printed_number=lc.printed_number)
        return tip
    assert lc.code is not None, "a face-up card shows its code"
    tip = card_tip(view, lc.code)
    if lc.changed:
        extras = []
        if lc.number != lc.printed_number:
            extras.append(M("counts as a {number}", number=lc.number))
        if lc.colour != lc.printed_colour:
            extras.append(M("counts as {colour}", colour=lc.colour))
        if lc.odd:
            extras.append(M("also counts as {values}", values=", ".join(str(o) for o in lc.odd)))
        tip += M(" — this turn it {changes}.", changes=join(M(" and "), extras))
    return tip


def option_note(opts: Sequence[Option]) -> str:
    """What clicking a card does, after its tooltip (" Click: trash.")."""
    if not opts:
        return ""
    if len(opts) == 1:
        o = opts[0]
        return "" if o.kind == "variant" and o.value is None else M(" Click: {lower}.", lower=_lower(o.label))
    return M(" Click to choose: {choices}.", choices=join(", ", [_lower(o.label) for o in opts]))


def _lower(label: str) -> str:
    """An option's label in lower case, said first (lowering a message would lose it)."""
    return said(tr(label).lower())


def patron_tip(n: int, name: str, timing: str, text: str, copyable: bool) -> str:
    extra = "" if copyable or "cannot be copied" in text.lower() else " Cannot be copied."
    return M("{n} · {name} ({timing}): {text}", n=n, name=name, timing=TIMING_TEXT.get(timing, timing),
             text=text) + extra


def power_tip(pat: PatronShown | None, pid: str, reason: str | None = None) -> str:
    """A patron's power button: its patron and power, and why it cannot be used now."""
    about = M("{name}: {short}", name=pat.name, short=pat.short) if pat else pid
    return about if reason is None else M("{what} — {why}", what=about, why=reason)


def stack_about(view: TableView, n: int) -> str:
    """A gallery stack in words: count, top card, patron, blocked."""
    top, number, colour, count, timing = view.stacks[n]
    pat = view.patrons.get(n)
    about = Mn("The {n}s: {left} left.", "The {n}s: {left} left.", count, n=n, left=count)
    if top:
        about += M(" Top: {get} {number}.", get=colour, number=number)        # "7 bleu", not "7 Bleu"
    if pat:
        about += M(" Patron: {name} — {short}", name=pat.name, short=pat.short)
    if view.blocked == n:
        about += " Blocked by the first player token: nobody can buy here (burying is allowed)."
    return about


def end_tip(view: TableView, seat: int) -> str:
    """What End turn does now (``seat`` is buying): awards for what was made, leftover money, the
    change token."""
    sv = view.seats[seat]
    now = sv.awards_now
    tip = M("End your buy turn: you made ${made}", made=sv.made)
    tip += Mn(", worth {now} award.",
              ", worth {now} awards.", now, now=now) if now else ", not enough for an award ($6)."
    if sv.money:
        tip += M(" ${money} left over is lost", money=sv.money)
        if not sv.token and not sv.spent_token and view.change_supply > 0:
            tip += " (you take a change token)"
        tip += "."
    return tip + " (Enter)"


def stop_tip(hand: int) -> str:
    return (Mn("End your line; the {hand} card left in your hand go to your discard pile. (Enter)",
               "End your line; the {hand} cards left in your hand go to your discard pile. (Enter)", hand, hand=hand))


def section_words(section: str) -> str:
    """A section of the solo walk in words: "change-token section", "4s stack", "flag"."""
    words = {"change": N_("change-token section"), "awards": N_("Awards section"), "extras": N_("flag")}
    return words[section] if section in words else M("{n}s stack", n=section[:-1])


def solo_track_tip(view: TableView) -> str:
    """The solo walk of the first player token, in words, with where it lies now."""
    sections = model.solo_sections()
    where = section_words(sections[min(view.token_section, len(sections) - 1)])
    return (M("The first player token moves one section right at the end of each round; you cannot buy from the "
              "stack it lies on. It is on the {where} now. Round {solo_rounds}, on the flag, is the last.",
              where=where, solo_rounds=view.solo_rounds))


def projection_short(sv: SeatView, tight: bool = False) -> str:
    """Beside who plays the seat: the projected final count ("≈12 at end"; ``tight``: "≈12")."""
    p = sv.projection
    if p is None:
        return ""
    return f"≈{p.total}" if tight else M("≈{total} at end", total=p.total)


def projection_parts(p: Projection) -> tuple[int, int, int]:
    """``(taken, this round, later)``: the projection's total in its three parts (they add up)."""
    this = p.earned if p.earned is not None else (round(p.per_round) if p.this_round else 0)
    this = min(this, p.total - p.awards)
    return p.awards, this, p.total - p.awards - this


def projection_tip(sv: SeatView) -> str:
    """A player plate's tooltip: where the projection comes from, part by part, the plate's own
    count first, and what moved it last."""
    p = sv.projection
    if p is None:
        return ""
    taken, this, later = projection_parts(p)
    lines: list[str] = [M("{name}: about {total} awards at the end (public information only)", name=sv.name,
                          total=p.total),
             M("= {taken} on the plate now", taken=taken)]
    if p.earned is not None:
        lines.append(M("+ {earned} earned this round by the money made (taken when the buy turn ends)",
                       earned=p.earned))
    elif p.this_round:
        lines.append(M("+ about {this} this round, at their deck's pace", this=this))
    if p.rounds_left:
        lines.append(Mn("+ about {later} in the {rounds_left} round after",
                        "+ about {later} in the {rounds_left} rounds after",
                        p.rounds_left, later=later, rounds_left=p.rounds_left))
    if p.this_round or p.rounds_left:
        lines.append(M("Their cards make about ${money:.1f} a round (a hand's longest line, powers and gems left "
                       "out): {per_round:.1f} awards a round.", money=p.money, per_round=p.per_round))
    else:
        lines.append("No more awards to come: the game is over or this player's last buy turn is done.")
    if sv.projection_change:
        lines.append(sv.projection_change)
    return join("\n", lines)          # each line said in the language in force


def projection_change(before: Projection | None, after: Projection | None) -> str | None:
    """Why a projection moved, in words ("−3 since: their cards now make $4.2 a round, not $6.0 — a
    card bought or trashed changed what a hand lines up"), or None if its total did not move."""
    if before is None or after is None or before.total == after.total:
        return None
    why: list[str] = []
    if after.awards != before.awards:
        why.append(Mn("{awards:+d} award taken onto the plate",
                      "{awards:+d} awards taken onto the plate",
                      abs(after.awards - before.awards), awards=after.awards - before.awards))
    if round(after.money, 1) != round(before.money, 1):
        change = "dilutes" if after.money < before.money else "strengthens"
        why.append(M("their cards now make ${money:.1f} a round, not ${money2:.1f}: the card bought or trashed "
                     "{change} what a hand lines up", money=after.money, money2=before.money, change=change))
    if after.rounds_left != before.rounds_left:
        why.append(Mn("about {rounds_left} more round to come, not {rounds_left2}",
                      "about {rounds_left} more rounds to come, not {rounds_left2}",
                      after.rounds_left, rounds_left=after.rounds_left, rounds_left2=before.rounds_left))
    if after.earned is not None and before.earned is None:
        why.append(M("this round's money earns {earned}, not the {round} their pace expected",
                     earned=after.earned, round=round(before.per_round)))
    elif after.earned != before.earned and after.earned is not None:
        why.append(M("this round's money now earns {earned}, not {earned2}",
                     earned=after.earned, earned2=before.earned))
    if before.this_round and not after.this_round and after.awards == before.awards:
        why.append("this round's buy turn is over")
    reason = join(M("; "), why) or "the rounding of the parts"          # " ; " in French
    return M("Last change: {total:+d} ({total2} → {total3}): {reason}.",
             total=after.total - before.total, total2=before.total, total3=after.total, reason=reason)

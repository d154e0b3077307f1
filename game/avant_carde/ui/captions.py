"""Every sentence and figure the Avant Carde table shows, as pure functions (no pygame).

They read the :class:`~game.avant_carde.ui.model.TableView` (what the viewer may see, built from
its observation), the viewer's :class:`~game.avant_carde.ui.model.Prompt`, and the game's card
data — never a state, never a copy of the rules (a reason comes from the engine's ``why_not``).
Tests call them without a window.
"""

from game.avant_carde.data import load_data
from game.avant_carde.ui import model
from game.games import ai_kind

COLOUR_WORDS = {"orange": "Orange", "red": "Red", "blue": "Blue", "purple": "Purple", "white": "White",
                "gray": "Gray"}
TIMING_TEXT = {"play": "⚡ when played", "buy": "▶▶ in your buy turn",
               "play+buy": "⚡ when played and ▶▶ in your buy turn"}
MONEY_WORDS = {"cards": "cards", "patrons": "patrons", "gem": "gem", "change_token": "token"}


def asking_patron(view, decision):
    """The patron whose power raised ``decision`` (its ``source``), or None for the phase's own."""
    return model.patron_of_power(view, decision.source) if decision is not None and decision.source else None


# ---- the top bar and the action panel ------------------------------------------------------------

def status_line(view, names, humans):
    """The top bar's sentence: what the viewer may do, or whom the table waits for."""
    v = view
    if v.over:
        return "The game is over."
    if v.decision is not None:
        d = v.decision
        if d.kind == "play":
            hint = v.match
            return f"Your line: play a card matching {hint}, or stop." if hint else \
                "Your line: play any card to start it."
        if d.kind == "buy":
            return f"Your buy turn: ${v.seats[v.viewer].money} to spend."
        return "Your choice: " + d.prompt
    if v.waiting_for is not None:
        who = names[v.waiting_for]
        if v.turn_kind == "play":
            return f"{who} is playing." if v.waiting_for in humans else f"{who} is playing a line…"
        if v.turn_kind == "buy":
            return f"{who} is buying: ${v.seats[v.waiting_for].money} to spend."
        return f"{who} is choosing…"
    return ""


def action_texts(view, names, humans, prompt, picker_shown):
    """``(title, [paragraphs], tone)`` of the action panel; tone ``"you"`` when the viewer acts."""
    v = view
    if v.over:
        winners = (v.result or {}).get("winners", [])
        return "Game over", [("Winner: " + " & ".join(names[w] for w in winners)) if winners else
                             "The gallery wins."], "info"
    d = v.decision
    if d is not None:
        if d.kind == "play":
            hint = v.match
            first = f"Play a card matching {hint}." if hint else "Play any card to start your line."
            return "Your line", [first, "Click a glowing card or drag it to your line. Each face-up card is "
                                 "worth $1 in your buy turn."], "you"
        if d.kind == "buy":
            buries = v.seats[v.viewer].buries
            extra = f" You may bury {buries} more time{'s' if buries != 1 else ''}." if buries else ""
            return "Your buy turn", ["Click a glowing stack to buy its top card." + extra], "you"
        text = d.prompt
        pat = asking_patron(v, d)
        title = pat.name if pat is not None else "Your choice"
        head, sep, rest = text.partition(": ")
        if sep and len(head) <= 16:
            text = rest[:1].upper() + rest[1:]
        body = [text]
        if prompt and prompt.cards and not picker_shown:
            body.append("Click a glowing card.")
        return title, body, "you"
    if v.waiting_for is not None:
        who = names[v.waiting_for]
        if v.turn_kind == "play":
            if v.phase == "play" and v.viewer is not None and v.seats[v.viewer].status == "done":
                return "Your line is done", [f"Waiting for {who} to play…",
                                             "Lines are revealed when everyone has played."], "info"
            return f"{who} is playing", ["Lines are revealed when everyone has played."], "info"
        if v.turn_kind == "buy":
            return f"{who}'s buy turn", [], "info"
        return f"{who} is choosing", ["" if v.waiting_for in humans else v.turn_prompt], "info"
    return "", [], "info"


def seat_kind(sv):
    """Under a player's name: who plays the seat ("Human", "AI · medium")."""
    return "Human" if sv.human else ai_kind(sv.player)


def line_caption(view):
    """Beside "YOUR LINE": how many cards and what they are worth ("3 cards · worth $2")."""
    sv = view.seats[view.viewer]
    if not sv.line:
        return ""
    n = sum(1 for c in sv.line if c.up)
    return f"{len(sv.line)} card{'s' if len(sv.line) != 1 else ''} · worth ${n}"


def money_figures(view):
    """``(seat, money left, made, [(source, dollars)], awards so far, dollars for the next award)``
    of the seat buying now."""
    sv = view.seats[view.acting]
    now, nxt = model.award_forecast(sv.made)
    return sv.seat, sv.money, sv.made, sv.money_parts, now, nxt


def money_sum(parts):
    """"$5 cards + $1 patrons"."""
    return " + ".join(f"${v} {MONEY_WORDS[k]}" for k, v in parts)


def picker_caption(prompt, has_line):
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

def card_tip(view, code):
    """A card in words, with its patron's power or how it matches."""
    card = load_data().card(code)
    words = f"{COLOUR_WORDS.get(card.colour, card.colour)} {card.number}"
    pat = view.patrons.get(card.number)
    if pat:
        words += f" · {pat.name} ({TIMING_TEXT.get(pat.timing, pat.timing)}): {pat.short}"
    elif card.number >= 11:
        words += " · matches by colour only"
    elif card.colour in ("white", "gray"):
        words += " · matches by number only"
    return words


def line_tip(view, lc):
    """A card in a line (:class:`~game.avant_carde.ui.model.LineCard`), with what changed it."""
    if not lc.up:
        tip = "A concealed card: worth nothing, no power, skipped for matching."
        if lc.tint:
            tip += f" The Conservator made it {lc.tint}: the next card may match that colour."
        if lc.code:
            tip += f" (It is your {COLOUR_WORDS.get(lc.printed_colour, '')} {lc.printed_number}.)"
        return tip
    tip = card_tip(view, lc.code)
    if lc.changed:
        extras = []
        if lc.number != lc.printed_number:
            extras.append(f"counts as a {lc.number}")
        if lc.colour != lc.printed_colour:
            extras.append(f"counts as {lc.colour}")
        if lc.odd:
            extras.append("also counts as " + ", ".join(str(o) for o in lc.odd))
        tip += " — this turn it " + " and ".join(extras) + "."
    return tip


def option_note(opts):
    """What clicking a card does, after its tooltip (" Click: trash.")."""
    if not opts:
        return ""
    if len(opts) == 1:
        o = opts[0]
        return "" if o.kind == "variant" and o.value is None else f" Click: {o.label.lower()}."
    return " Click to choose: " + ", ".join(o.label.lower() for o in opts) + "."


def patron_tip(n, name, timing, text, copyable):
    extra = "" if copyable or "cannot be copied" in text.lower() else " Cannot be copied."
    return f"{n} · {name} ({TIMING_TEXT.get(timing, timing)}): {text}{extra}"


def stack_about(view, n):
    """A gallery stack in words: count, top card, patron, blocked."""
    top, number, colour, count, timing = view.stacks[n]
    pat = view.patrons.get(n)
    about = f"The {n}s: {count} left."
    if top:
        about += f" Top: {COLOUR_WORDS.get(colour, colour)} {number}."
    if pat:
        about += f" Patron: {pat.name} — {pat.short}"
    if view.blocked == n:
        about += " Blocked by the first player token: nobody can buy here (burying is allowed)."
    return about


def end_tip(view, seat):
    """What End turn does now (``seat`` is buying): awards for what was made, leftover money, the
    change token."""
    sv = view.seats[seat]
    now, nxt = model.award_forecast(sv.made)
    tip = f"End your buy turn: you made ${sv.made}"
    tip += f", worth {now} award{'s' if now != 1 else ''}." if now else ", not enough for an award ($6)."
    if sv.money > 0:
        tip += f" ${sv.money} left over is lost"
        if not sv.token and not sv.spent_token and view.change_supply > 0:
            tip += " (you take a change token)"
        tip += "."
    return tip + " (Enter)"


def stop_tip(hand):
    return (f"End your line; the {hand} card{'s' if hand != 1 else ''} left in your hand "
            "go to your discard pile. (Enter)")


def section_words(section):
    """A section of the solo walk in words: "change-token section", "4s stack", "flag"."""
    return {"change": "change-token section", "awards": "Awards section", "extras": "flag"}.get(
        section, f"{section[:-1]}s stack")


def solo_track_tip(view):
    """The solo walk of the first player token, in words, with where it lies now."""
    sections = model.solo_sections()
    where = section_words(sections[min(view.token_section, len(sections) - 1)])
    return (f"The first player token moves one section right at the end of each round; you cannot buy "
            f"from the stack it lies on. It is on the {where} now. Round {view.solo_rounds}, on the flag, "
            f"is the last.")


def projection_short(sv, tight=False):
    """Beside who plays the seat: the projected final count ("≈12 at end"; ``tight``: "≈12")."""
    p = sv.projection
    if p is None:
        return ""
    return f"≈{p.total}" if tight else f"≈{p.total} at end"


def projection_parts(p):
    """``(taken, this round, later)``: the projection's total in its three parts (they add up)."""
    this = p.earned if p.earned is not None else (round(p.per_round) if p.this_round else 0)
    this = min(this, p.total - p.awards)
    return p.awards, this, p.total - p.awards - this


def projection_tip(sv):
    """A player plate's tooltip: where the projection comes from, part by part, the plate's own
    count first, and what moved it last."""
    p = sv.projection
    if p is None:
        return None
    taken, this, later = projection_parts(p)
    lines = [f"{sv.name}: about {p.total} awards at the end (public information only)",
             f"= {taken} on the plate now"]
    if p.earned is not None:
        lines.append(f"+ {p.earned} earned this round by the money made (taken when the buy turn ends)")
    elif p.this_round:
        lines.append(f"+ about {this} this round, at their deck's pace")
    if p.rounds_left:
        lines.append(f"+ about {later} in the {p.rounds_left} round{'s' if p.rounds_left != 1 else ''} after")
    if p.this_round or p.rounds_left:
        lines.append(f"Their cards make about ${p.money:.1f} a round (a hand's longest line, powers and gems "
                     f"left out): {p.per_round:.1f} awards a round.")
    else:
        lines.append("No more awards to come: the game is over or this player's last buy turn is done.")
    if sv.projection_change:
        lines.append(sv.projection_change)
    return "\n".join(lines)


def projection_change(before, after):
    """Why a projection moved, in words ("−3 since: their cards now make $4.2 a round, not $6.0 — a
    card bought or trashed changed what a hand lines up"), or None if its total did not move."""
    if before is None or after is None or before.total == after.total:
        return None
    why = []
    if after.awards != before.awards:
        why.append(f"{after.awards - before.awards:+d} award{'s' if abs(after.awards - before.awards) != 1 else ''}"
                   " taken onto the plate")
    if round(after.money, 1) != round(before.money, 1):
        change = "dilutes" if after.money < before.money else "strengthens"
        why.append(f"their cards now make ${after.money:.1f} a round, not ${before.money:.1f}: the card bought "
                   f"or trashed {change} what a hand lines up")
    if after.rounds_left != before.rounds_left:
        why.append(f"about {after.rounds_left} more round{'s' if after.rounds_left != 1 else ''} to come, "
                   f"not {before.rounds_left}")
    if after.earned is not None and before.earned is None:
        why.append(f"this round's money earns {after.earned}, not the {round(before.per_round)} their pace expected")
    elif after.earned != before.earned and after.earned is not None:
        why.append(f"this round's money now earns {after.earned}, not {before.earned}")
    if before.this_round and not after.this_round and after.awards == before.awards:
        why.append("this round's buy turn is over")
    reason = "; ".join(why) or "the rounding of the parts"
    return f"Last change: {after.total - before.total:+d} ({before.total} → {after.total}): {reason}."

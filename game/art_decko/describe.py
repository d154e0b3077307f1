"""The game log in words: ``describe(state, seat, action, names)`` for an action (``state``
being the state it is applied to), ``describe_event(event, names)`` for what followed, and
``reveals(events)``: whether something hidden came to light (undo stops there)."""

# Events that show somebody something hidden: drawn cards, new gallery or bank cards, a shuffle.
REVEALING = frozenset({"draw", "reshuffle", "refill", "cadmium", "turn", "game_over"})


def reveals(events):
    return any(e["type"] in REVEALING for e in events)


# Payment toggles are steps towards a confirm, whose line says what was paid: no line of their own.
UNLOGGED = frozenset({"pay", "unpay", "ability"})


def describe(state, seat, action, names=None):
    """An action in words, starting with the acting seat's name; None for a payment toggle
    (the confirm that ends the payment names every card paid)."""
    if action[0] in UNLOGGED:
        return None
    who = names[seat] if names else f"Player {seat + 1}"
    text = _describe(action, state)
    return f"{who} {text[0].lower()}{text[1:]}"


def describe_event(e, names):
    """A log line for an event that the action's own line does not already say, or None."""
    t = e["type"]
    who = names[e["player"]] if e.get("player") is not None else ""
    if t == "score":
        return f"{who} scores {e['to'] - e['from']} VP ({e['reason']})."
    if t == "rating":
        return f"{e['genre'].replace('_', ' ').title()} rises from {e['from']} to {e['to']}."
    if t == "gold_rating":
        return f"The gold marker moves from {e['from']} to {e['to']}."
    if t == "forfeit":
        return f"{who} has no cards and forfeits {e['actions']} action{'s' if e['actions'] != 1 else ''}."
    if t == "end_triggered":
        return f"The end of the game is triggered ({e['trigger']}): the round is played out."
    if t == "cost_token":
        if e["blocked"]:
            return f"No higher cost token for {e['gallery'].title()}: it stays empty."
        return f"{e['gallery'].title()}'s cost token goes from {e['from']} to {e['to']}."
    if t == "exhibitor":
        return f"{who} claims the New Exhibitor bonus {e['bonus']}."
    if t == "game_over":
        ws = e["winners"]
        tie = f" (tie broken by {e['tiebreak']})" if e.get("tiebreak") else ""
        return " and ".join(names[w] for w in ws) + (" win" if len(ws) > 1 else " wins") + f" the game{tie}!"
    return None


def _describe(action, state):
    d, plan = state.data, state.plan
    kind, args = action[0], action[1:]

    def name(code):
        return d.card_name(d.code_to_id[code])

    if kind == "haggle":
        return f"Haggles with {name(args[0])} to draw two cards."
    if kind == "acquire":
        loc = d.location(args[0])
        cost = state.tokens[loc.index] if loc.is_gallery else loc.cost
        return f"Picks {name(args[1])} at {loc.name} (cost {cost})."
    if kind == "show":
        exh = d.exhibition(args[1])
        return f"Picks {name(args[0])} to show at {exh.name} (cost {exh.cost})."
    if kind == "marker":
        if args[0] == "gray":
            return "Takes a gray wild invitation marker."
        return f"Takes the {d.genre(args[0]).name} invitation marker."
    if kind == "bonus":
        if args[0] == "none":
            return "Picks no New Exhibitor bonus."
        return f"Picks the New Exhibitor bonus {d.exhibitor_space(args[0]).label} for this Show."
    if kind == "second":
        c = d.code_to_id[args[0]]
        if plan is not None and plan.second == c:
            return f"Drops {name(args[0])} from the purchase."
        return f"Adds {name(args[0])} as a second painting from the same gallery."
    if kind == "confirm":
        cards = [f"{d.card_name(c)} using {d.cards[c].ability.name} (boxed)" if uses else d.card_name(c)
                 for c, uses in plan.paid]
        paid = f" with {_listing(cards)}," if cards else ""
        return f"Pays {state.payment_total()} of {state.payment_cost()}{paid} then carries out the action."
    if kind == "cancel":
        return "Cancels and goes back to the action choice."
    if kind == "discard":
        return f"Discards {name(args[0])}."
    if kind == "done":
        return "Ends the turn."
    return str(action)


def _listing(words):
    """Words joined for a sentence: a; a and b; a, b and c."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]

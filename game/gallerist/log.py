"""The game log in words: a line for each choice (:func:`describe_action`) and a line for each
event (:func:`describe_event`), in the board's own words and labels.

Every event that changes a public quantity (:func:`game.gallerist.ledger.changes`) has a line,
so the log accounts for every change. A choice whose whole effect its events word (a ticket
taken, a visitor brought in, a move …) has no line of its own: the events say it once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.engine.actions import Action
from game.gallerist.board import EMPTY
from game.gallerist.data import BONUS_KINDS, COLOUR_NAMES, COLOURS, LOCATION_NAMES, LOCATIONS, TYPE_NAMES, load_data

REVEALING = frozenset({"reveal_work", "draw_contracts", "take_contract", "discover", "turn",
                       "game_over", "visitor", "lacerda_move", "refill", "reshuffle"})

REPUTATION_WORDS = {
    "influence_thirds": "3 influence you have", "collectors": "Collector in your gallery",
    "vips": "VIP in your gallery", "investors": "Investor in your gallery",
    "visitors": "visitor in your gallery", "visitor_sets": "VIP + Investor + Collector set in your gallery",
    "reputation_tiles": "reputation tile you hold", "auction_assistants": "assistant of yours on an auction offer",
    "assistants_out_of_queue": "assistant you have hired", "promoted_artists": "artist promoted to level 4 or more",
    "works_acquired": "work you acquired", "works_sold": "work you sold", "works_exhibited": "work on your walls",
    "types_acquired": "art type you acquired", "photos_acquired": "photo you acquired",
    "paintings_acquired": "painting you acquired", "digitals_acquired": "digital work you acquired",
    "sculptures_acquired": "sculpture you acquired", "famous_artists": "artist at fame 15 or more",
    "masterpieces_exhibited": "masterpiece on your walls"}

# The final scoring's parts as a line of the log reads them, in scoring order.
SCORING_WORDS = (("money", "in hand"), ("majorities", "Market majorities"), ("reputation", "reputation tiles"),
                 ("exhibited", "exhibited works"), ("auction", "auction works"), ("curator", "Curator card"),
                 ("dealer", "Art Dealer card"), ("influence", "influence"))


def reveals(events: Sequence[dict[str, Any]]) -> bool:
    """Whether something hidden came to light (undo stops there)."""
    return any(e["type"] in REVEALING for e in events)


def reputation_words(what: str, money: int, infl: int) -> str:
    """What a reputation tile pays at the end, in words: ``$3 and 1 influence per work you sold``."""
    pays = f"${money}" + (f" and {infl} influence" if infl else "")
    return f"{pays} per {REPUTATION_WORDS.get(what, what.replace('_', ' '))}"


def tile_words(tile: int) -> str:
    """A reputation tile by its number and what it pays: ``tile 7 ($2 per work you sold)``."""
    what, money, infl = load_data().reputation[tile]
    return f"tile {tile} ({reputation_words(what, money, infl)})"


def studio_name(code: str) -> str:
    t = {"pa": 0, "sc": 1, "ph": 2, "di": 3}[code[:2]]
    return f"the {'red' if code[2] == 'r' else 'blue'} {TYPE_NAMES[t].lower()} artist"


def market_label(row: int, column: str) -> str:
    """A Market space as the board labels it: ``the Digital row, column A`` or ``offer 3 · $3, column B``."""
    d = load_data()
    if row <= 4:
        return f"the {TYPE_NAMES[d.reputation_rows[row - 1]]} row, column {column}"
    worth, price, _ = d.auction_rows[row - 5]
    return f"offer {worth} · ${price}, column {column}"


def _loc(lid: str) -> str:
    return LOCATION_NAMES[LOCATIONS.index(lid)]


def _col(cid: str) -> str:
    return COLOUR_NAMES[COLOURS.index(cid)]


def _a(cid: str) -> str:
    """The colour's name with its article ("a VIP", "an Investor")."""
    name = _col(cid)
    return ("an " if name[0] in "AEIOU" else "a ") + name


def with_article(cid: str, opening: bool = True) -> str:
    """The colour's name with its article: opening a sentence ("A VIP", "An Investor"), or not
    (``opening=False``: "a VIP", "an Investor")."""
    words = _a(cid)
    return words[0].upper() + words[1:] if opening else words


def _steps(k: int) -> str:
    return f"{k} influence step{'s' if k != 1 else ''}"


def _place(src: str, ko_at: str | None = None) -> str:
    """Where an assistant was taken from, in words."""
    if src == "desk":
        return "a desk"
    if src == "ko":
        return f"the kicked-out space of the {_loc(ko_at or '')}" if ko_at else "the kicked-out space"
    return f"the {_loc(src)}"


# The choices with a line of their own (the others' events word them).
WORDS = {
    "pass": lambda a: "Passes (no location action).",
    "end": lambda a: "Ends the turn.",
    "buy": lambda a: f"Buys a work of {studio_name(a[1])}.",
    "sign": lambda a: "Signs a contract.",
    "hire": lambda a: f"Hires {a[1]} assistant{'s' if a[1] > 1 else ''}.",
    "rep": lambda a: f"Takes a reputation tile in the International Market ({market_label(a[1], a[2])}).",
    "offer": lambda a: f"Makes an auction offer in the International Market ({market_label(a[1], a[2])}).",
    "contract": lambda a: f"Sends an assistant to contract {a[1]} for its bonus.",
    "done": lambda a: "Stops spending tickets.",
}


def describe(state: Any, seat: int, action: Action, names: Sequence[str] | None = None) -> str | None:
    """The game log's line for ``seat`` taking ``action`` (:func:`describe_action`: the words
    need nothing of the state)."""
    return describe_action(seat, action, names)


def describe_action(seat: int, action: Action, names: Sequence[str] | None = None) -> str | None:
    """A choice in words, starting with the acting seat's name; None for a choice whose events
    say all it did (:data:`WORDS` lists those with a line)."""
    words = WORDS.get(action[0])
    if words is None:
        return None
    who = names[seat] if names else f"Player {seat + 1}"
    text = words(action)
    return f"{who} {text[0].lower()}{text[1:]}"


def _who(p: int | None, names: Sequence[str]) -> str:
    return names[p] if p is not None and p < len(names) else "Lacerda"


def _final(e: dict[str, Any], who: str) -> str:
    parts = e["parts"]
    shown = [f"${parts[k]} {label}" for k, label in SCORING_WORDS if parts[k] or k == "money"]
    extra = f" (reputation tiles also gave {parts['reputation_influence']} influence)" if parts.get(
        "reputation_influence") else ""
    return f"{who}'s final scoring: {' + '.join(shown)} = ${parts['total']}{extra}."


def describe_event(e: dict[str, Any], names: Sequence[str]) -> str | None:
    """An event in words (None: it changes nothing worth a line)."""
    t = e["type"]
    p = e.get("player")
    who = _who(p, names)
    if t == "spend_ticket":
        return _spend(e, who, names)
    if t == "game_over" and not e.get("headline"):
        ws = e["winners"]
        return " and ".join(names[w] for w in ws) + (" win" if len(ws) > 1 else " wins") + " the game."
    words = EVENT_WORDS.get(t)
    return words(e, who) if words is not None else None


def _move(e: dict[str, Any], who: str) -> str:
    here = e["from"]
    left = f", leaving an assistant at the {_loc(here)}" if e["leave"] else ""
    start = f" from the {_loc(here)}" if here != "gallery" else " from the gallery"
    return f"{who} moves{start} to the {_loc(e['to'])}{left}."


def _home(e: dict[str, Any], who: str) -> str:
    if e["from"] == "contract":
        place = f"contract {e['slot']}"
    elif e["from"] >= 4:
        place = f"the kicked-out space of the {LOCATION_NAMES[e['from'] - 4]}"
    elif e["from"] >= 0:
        place = f"the {LOCATION_NAMES[e['from']]}"
    else:
        place = "the board"
    to = {"desk": "to a desk", "box": "out of the game (no desk is free)", "supply": "to Lacerda's supply",
          "home": "home", "gallery": "to the gallery"}[e["to"]]
    return f"{who}'s {e['piece']} goes from {place} {to}."


def _lacerda_move(e: dict[str, Any], who: str) -> str:
    left = f", leaving an assistant at the {_loc(e['from'])}" if e["left"] else ""
    start = "" if e["from"] == "start" else " from home" if e["from"] == "home" else f" from the {_loc(e['from'])}"
    return f"Lacerda moves{start} to the {_loc(e['to'])}{left}."


def _fame_bonus(e: dict[str, Any], who: str) -> str:
    n = e["collectors"]
    gain = f"+{n} fame, 1 per Collector in {who}'s gallery" if n else "+0 fame: no Collector in the gallery"
    return f"{who}'s fame bonus goes to {studio_name(e['studio'])} ({gain})."


def _ticket(e: dict[str, Any], who: str) -> str:
    where = "from the box office" if e["from"] == "box_office" else "from the supply (its box-office pile is empty)"
    return f"{who} takes {_a(e['colour'])} ticket {where}."


def _spend(e: dict[str, Any], who: str, names: Sequence[str]) -> str:
    src = e["from"]
    where = {"plaza": "from the Plaza to the lobby", "lobby": "from the lobby into the gallery"}.get(
        src) or f"from {_who(src, names)}'s lobby to the Plaza"
    return f"{who} spends {_a(e['colour'])} ticket: {_a(e['colour'])} moves {where}."


def _pay(e: dict[str, Any], who: str) -> str:
    cash, k = e["money"], e["influence_steps"]
    influence = f" (influence {e['influence'][0]}→{e['influence'][1]})" if k else ""
    if not k:
        return f"{who} pays ${cash}."
    return (f"{who} pays ${cash} and {_steps(k)}{influence}." if cash
            else f"{who} pays with {_steps(k)}{influence}.")


def _sign(e: dict[str, Any], who: str) -> str:
    d = load_data()
    art, bonus = d.contracts[e["card"]]
    old = (", discarding the fulfilled contract there" if e["replaced"] != EMPTY else "")
    return (f"{who} puts the {TYPE_NAMES[art].lower()} contract ({BONUS_KINDS.get(bonus, bonus)}) "
            f"into contract slot {e['slot']}{old}.")


def _contract_bonus(e: dict[str, Any], who: str) -> str:
    return (f"{who} sends an assistant from {_place(e['from'], e.get('ko_at'))} to contract {e['slot']}: "
            f"{BONUS_KINDS.get(e['bonus'], e['bonus'])}.")


def _market(e: dict[str, Any], who: str) -> str:
    gain = f", +{e['influence']} influence" if e["influence"] else ""
    tile = f", taking reputation {tile_words(e['tile'])}" if e["tile"] != EMPTY else ""
    return (f"{who}'s assistant from {_place(e['from'], e.get('ko_at'))} goes to the International Market "
            f"({market_label(e['row'], e['column'])}){tile}{gain}.")


def _reputation(e: dict[str, Any], who: str) -> str:
    what = "starting tile" if e["start"] else "reputation tile"
    return f"{who} places the {what} ({tile_words(e['tile'])}) on reputation space {e['space']}."


def _commission(e: dict[str, Any], who: str) -> str:
    name = studio_name(e["studio"])
    collector = " Its Collector goes from the studio to the Plaza." if e["collector"] else ""
    return (f"{name.capitalize()} turns face up at fame {e['fame']}; {who} takes its commission "
            f"(a work of this artist bought at fame {e['fame']}).{collector}")


def _tile_visitors(e: dict[str, Any], who: str) -> str:
    n = [f"{k} {COLOUR_NAMES[c]}{'s' if k > 1 else ''}" for c, k in enumerate(e["visitors"]) if k]
    return f"The visitors on the {TYPE_NAMES[e['art']].lower()} ticket tile ({', '.join(n)}) go to the Plaza."


def _reveal(e: dict[str, Any], who: str) -> str:
    n = [f"{k} {COLOUR_NAMES[c]}{'s' if k > 1 else ''}" for c, k in enumerate(e["visitors"]) if k]
    drawn = f", with {', '.join(n)} from the bag on its ticket tile" if n else ""
    return f"A new {TYPE_NAMES[e['work'] // 8].lower()} work is revealed{drawn}."


def _hang(e: dict[str, Any], who: str) -> str:
    how = "with the commission" if e["by_commission"] else "taking a signature token from the studio"
    return f"{who} hangs the work of {studio_name(e['studio'])} on wall {e['wall']} ({how})."


def _sell(e: dict[str, Any], who: str) -> str:
    return (f"{who} sells the work of {studio_name(e['studio'])} from wall {e['wall']} with contract {e['slot']} "
            f"for ${e['money']}; its signature token goes back to the studio.")


def _promote(e: dict[str, Any], who: str) -> str:
    old = f" (its level {e['old_token']} token goes back)" if e["old_token"] else ""
    return (f"{who} promotes {studio_name(e['studio'])} to level {e['level']}{old}, "
            f"paying {e['influence']} influence.")


def _lacerda_market(e: dict[str, Any], who: str) -> str:
    tile = f"; reputation {tile_words(e['tile'])} leaves the game" if e["tile"] != EMPTY else ""
    return f"Lacerda places an assistant in the International Market ({market_label(e['row'], e['column'])}){tile}."


def _ko_action(e: dict[str, Any], who: str) -> str:
    if e["what"] == "executive":
        return f"{who}, kicked out, takes an executive action."
    before, after = e["influence"]
    return f"{who}, kicked out, takes a location action there, paying influence {before}→{after}."


def _draw(e: dict[str, Any], who: str) -> str:
    n = sum(1 for c in e["cards"] if c >= 0)
    return f"{who} draws {n} new contract{'s' if n != 1 else ''} onto the piles."


def _bonus(e: dict[str, Any], who: str, kind: str) -> str:
    if kind == "money":
        rule = "$2 per Investor and $1 per Collector in the gallery"
        return f"{who} gains ${e['money']} ($ bonus: {rule})." if e["money"] else (
            f"{who}'s $ bonus gives nothing ({rule}, and there are none).")
    rule = "2 influence per VIP and 1 per Collector in the gallery"
    if e["influence"]:
        capped = ", up to the top of the track" if e.get("capped") else ""
        return f"{who} gains {e['influence']} influence (I bonus: {rule}{capped})."
    why = "influence is at the top of its track" if e.get("capped") else "there are none"
    return f"{who}'s I bonus gives nothing ({rule}, and {why})."


EVENT_WORDS = {
    "start": lambda e, who: (f"{who} starts at the {_loc(e['location'])} and takes its starting "
                             f"{tile_words(e['tile'])}."),
    "tiles_boxed": lambda e, who: "The starting tiles no gallerist took leave the game.",
    "move": _move,
    "kick": lambda e, who: f"{who}'s {e['piece']} is kicked out of the {_loc(e['location'])} to its kicked-out space.",
    "home": _home,
    "kick_lacerda": lambda e, who: f"{who} kicks Lacerda out of the {_loc(e['location'])}.",
    "lacerda_move": _lacerda_move,
    "lacerda_market": _lacerda_market,
    "ko_action": _ko_action,
    "ko_pass": lambda e, who: (f"{who} has no kicked-out action to take." if e.get("nothing")
                               else f"{who}, kicked out, passes."),
    "discover": lambda e, who: (f"{who} discovers {studio_name(e['studio'])}; its bonus: "
                                f"{BONUS_KINDS.get(e['bonus'], e['bonus'])}."),
    "commission": _commission,
    "tile_visitors": _tile_visitors,
    "hang": _hang,
    "reveal_work": _reveal,
    "start_tile_due": lambda e, who: (f"{who} has acquired 3 works: the starting {tile_words(e['tile'])} goes to a "
                                      "reputation space, and a lobby visitor to the Plaza."),
    "start_tile_boxed": lambda e, who: f"{who}'s starting tile leaves the game (every reputation space is taken).",
    "sell": _sell,
    "fulfil": lambda e, who: (f"{who} turns contract {e['slot']} "
                              f"{'money' if e['side'] == 'money' else 'influence'} side up."),
    "promote": _promote,
    "fame": lambda e, who: f"{studio_name(e['studio']).capitalize()}'s fame rises {e['from']}→{e['to']}.",
    "fame_bonus": _fame_bonus,
    "celebrity": lambda e, who: (f"{studio_name(e['studio']).capitalize()} becomes a Celebrity; "
                                 f"{who} gains ${e['money']}."),
    "pay": _pay,
    "fame_steps": lambda e, who: (f"{who} spends {_steps(e['steps'])} as fame "
                                  f"(influence {e['influence'][0]}→{e['influence'][1]})."),
    "money_bonus": lambda e, who: _bonus(e, who, "money"),
    "influence_bonus": lambda e, who: _bonus(e, who, "influence"),
    "gain_ticket": _ticket,
    "pile": lambda e, who: f"{with_article(e['colour'])} ticket goes from the box office to the supply.",
    "visitor": lambda e, who: (f"{who} brings {_a(e['colour'])} from the "
                               f"{'Plaza' if e['from'] == 'plaza' else 'bag'} into the gallery."),
    "to_plaza": lambda e, who: f"{who} sends {_a(e['colour'])} from the {e['from']} to the Plaza.",
    "hire": lambda e, who: f"{who} hires an assistant onto a desk (number {e['number']} of the hiring queue).",
    "contract_bonus": _contract_bonus,
    "market": _market,
    "reputation": _reputation,
    "reshuffle": lambda e, who: f"The {e['cards']} discarded contracts are shuffled into a new deck.",
    "draw_contracts": _draw,
    "refill": lambda e, who: f"A contract from the deck refills contract pile {e['pile']}.",
    "take_contract": lambda e, who: f"{who} takes the contract on pile {e['pile']}.",
    "sign": _sign,
    "easel": lambda e, who: (f"{who} takes an Art of International Renown work, counted as "
                             f"{'exhibited' if e['as'] == 'shown' else 'sold'}."),
    "lacerda_easel": lambda e, who: "Lacerda takes an Art of International Renown work.",
    "intermediate": lambda e, who: "A box-office pile is empty: intermediate scoring ($ and I bonus for everyone).",
    "end_triggered": lambda e, who: ("The end is triggered (" + ", ".join(e["conditions"]) +
                                     "): finish the round, then one final round."),
    "final_scoring": _final,
    "game_over": lambda e, who: e["headline"] + ".",
}

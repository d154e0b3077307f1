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
from game.engine.i18n import N_, M, Mn, Mp
from game.gallerist.board import EMPTY
from game.gallerist.data import (
    BONUS_KINDS,
    COLOUR_NAMES,
    COLOURS,
    LOCATION_NAMES,
    LOCATIONS,
    TYPE_NAMES,
    TYPE_WORDS,
    load_data,
)

REVEALING = frozenset({"reveal_work", "draw_contracts", "take_contract", "discover", "turn",
                       "game_over", "visitor", "lacerda_move", "refill", "reshuffle"})

REPUTATION_WORDS = {
    "influence_thirds": M("3 influence"), "collectors": M("Collector in the gallery"),
    "vips": M("VIP in the gallery"), "investors": M("Investor in the gallery"),
    "visitors": M("visitor in the gallery"), "visitor_sets": M("VIP + Investor + Collector set in the gallery"),
    "reputation_tiles": M("reputation tile held"),
    "auction_assistants": M("assistant on an auction offer"),
    "assistants_out_of_queue": M("assistant hired"),
    "promoted_artists": M("artist promoted to level 4 or more"),
    "works_acquired": M("work acquired"), "works_sold": M("work sold"),
    "works_exhibited": M("work on the walls"), "types_acquired": M("art type acquired"),
    "photos_acquired": M("photo acquired"), "paintings_acquired": M("painting acquired"),
    "digitals_acquired": M("digital work acquired"), "sculptures_acquired": M("sculpture acquired"),
    "famous_artists": M("artist at fame 15 or more"), "masterpieces_exhibited": M("masterpiece on the walls")}

# The final scoring's parts as a line of the log reads them, in scoring order.
SCORING_WORDS = (("money", N_("${n} in hand")), ("majorities", N_("${n} Market majorities")),
                 ("reputation", N_("${n} reputation tiles")), ("exhibited", N_("${n} exhibited works")),
                 ("auction", N_("${n} auction works")), ("curator", N_("${n} Curator card")),
                 ("dealer", N_("${n} Art Dealer card")), ("influence", N_("${n} influence")))

# The artists by studio code, inside a sentence and at its start.
ARTISTS = {"pab": M("the blue painting artist"), "par": M("the red painting artist"),
           "scb": M("the blue sculpture artist"), "scr": M("the red sculpture artist"),
           "phb": M("the blue photo artist"), "phr": M("the red photo artist"),
           "dib": M("the blue digital artist"), "dir": M("the red digital artist")}
ARTISTS_FIRST = {"pab": M("The blue painting artist"), "par": M("The red painting artist"),
                 "scb": M("The blue sculpture artist"), "scr": M("The red sculpture artist"),
                 "phb": M("The blue photo artist"), "phr": M("The red photo artist"),
                 "dib": M("The blue digital artist"), "dir": M("The red digital artist")}
ARTISTS_SHORT = {"pab": M("blue painting artist"), "par": M("red painting artist"),
                 "scb": M("blue sculpture artist"), "scr": M("red sculpture artist"),
                 "phb": M("blue photo artist"), "phr": M("red photo artist"),
                 "dib": M("blue digital artist"), "dir": M("red digital artist")}
A_COLOUR = (M("a VIP"), M("an Investor"), M("a Collector"))
A_TICKET = (M("a VIP ticket"), M("an Investor ticket"), M("a Collector ticket"))
A_TICKET_FIRST = (M("A VIP ticket"), M("An Investor ticket"), M("A Collector ticket"))
PIECES = {"assistant": M("assistant"), "gallerist": Mp("gallerist", "gallerist")}


def reveals(events: Sequence[dict[str, Any]]) -> bool:
    """Whether something hidden came to light (undo stops there)."""
    return any(e["type"] in REVEALING for e in events)


def reputation_words(what: str, money: int, infl: int) -> str:
    """What a reputation tile pays at the end, in words: ``$3 and 1 influence per work sold`` (said of
    no one in particular: the log tells it of any player, the tooltip to the one who reads it)."""
    per = REPUTATION_WORDS.get(what) or what.replace("_", " ")
    if infl:
        return M("${money} and {infl} influence per {what}", money=money, infl=infl, what=per)
    return M("${money} per {what}", money=money, what=per)


def tile_words(tile: int) -> str:
    """A reputation tile by its number and what it pays: ``tile 7 ($2 per work sold)``."""
    what, money, infl = load_data().reputation[tile]
    return M("tile {tile} ({pays})", tile=tile, pays=reputation_words(what, money, infl))


def studio_name(code: str) -> str:
    """``the red painting artist`` (a studio code: type, then ``r`` or ``b``)."""
    return ARTISTS[code[:3]]


def studio_name_first(code: str) -> str:
    """The artist's name at the start of a sentence: ``The red painting artist``."""
    return ARTISTS_FIRST[code[:3]]


def market_label(row: int, column: str) -> str:
    """A Market space as the board labels it: ``the Digital row, column A`` or ``offer 3 · $3, column B``."""
    d = load_data()
    if row <= 4:
        return M("the {type} row, column {column}", type=TYPE_NAMES[d.reputation_rows[row - 1]], column=column)
    worth, price, _ = d.auction_rows[row - 5]
    return M("offer {worth} · ${price}, column {column}", worth=worth, price=price, column=column)


def _loc(lid: str) -> str:
    return LOCATION_NAMES[LOCATIONS.index(lid)]


def _col(cid: str) -> str:
    return COLOUR_NAMES[COLOURS.index(cid)]


def _a(cid: str) -> str:
    """The colour's name with its article ("a VIP", "an Investor")."""
    return A_COLOUR[COLOURS.index(cid)]


def _steps(k: int) -> str:
    return Mn("{n} influence step", "{n} influence steps", k, n=k)


def _place(src: str, ko_at: str | None = None) -> str:
    """Where an assistant was taken from, in words."""
    if src == "desk":
        return M("a desk")
    if src == "ko":
        return M("the kicked-out space of the {location}", location=_loc(ko_at)) if ko_at else M(
            "the kicked-out space")
    return M("the {location}", location=_loc(src))


# The choices with a line of their own (the others' events word them).
WORDS = {
    "pass": lambda a, who: M("{who} passes (no location action).", who=who),
    "end": lambda a, who: M("{who} ends the turn.", who=who),
    "buy": lambda a, who: M("{who} buys a work of {artist}.", who=who, artist=studio_name(a[1])),
    "sign": lambda a, who: M("{who} signs a contract.", who=who),
    "hire": lambda a, who: Mn("{who} hires {n} assistant.", "{who} hires {n} assistants.", a[1], who=who, n=a[1]),
    "rep": lambda a, who: M("{who} takes a reputation tile in the International Market ({space}).",
                            who=who, space=market_label(a[1], a[2])),
    "offer": lambda a, who: M("{who} makes an auction offer in the International Market ({space}).",
                              who=who, space=market_label(a[1], a[2])),
    "contract": lambda a, who: M("{who} sends an assistant to contract {slot} for its bonus.", who=who, slot=a[1]),
    "done": lambda a, who: M("{who} stops spending tickets.", who=who),
}


def describe(state: Any, seat: int, action: Action, names: Sequence[str] | None = None) -> str | None:
    """The game log's line for ``seat`` taking ``action`` (:func:`describe_action`: the words
    need nothing of the state)."""
    return describe_action(seat, action, names)


def describe_choice(state: Any, seat: int, action: Action, names: Sequence[str] | None = None) -> str | None:
    """A choice that leaves no trace in the log, in words for the coach's hint: spending no
    influence on fame (spending some is told by the fame's rise)."""
    if action[0] == "fame" and action[1] == 0:
        who = names[seat] if names else M("Player {n}", n=seat + 1)
        return M("{who} spends no influence on fame.", who=who)
    return None


def describe_action(seat: int, action: Action, names: Sequence[str] | None = None) -> str | None:
    """A choice in words, starting with the acting seat's name; None for a choice whose events
    say all it did (:data:`WORDS` lists those with a line)."""
    words = WORDS.get(action[0])
    if words is None:
        return None
    who = names[seat] if names else M("Player {n}", n=seat + 1)
    return words(action, who)


def _who(p: int | None, names: Sequence[str]) -> str:
    return names[p] if p is not None and p < len(names) else "Lacerda"


def _final(e: dict[str, Any], who: str) -> str:
    parts = e["parts"]
    shown = [M(label, n=parts[k]) for k, label in SCORING_WORDS if parts[k] or k == "money"]
    total = shown[0]
    for part in shown[1:]:
        total = total + " + " + part
    if parts.get("reputation_influence"):
        return M("{who}'s final scoring: {parts} = ${total} (reputation tiles also gave {infl} influence).",
                 who=who, parts=total, total=parts["total"], infl=parts["reputation_influence"])
    return M("{who}'s final scoring: {parts} = ${total}.", who=who, parts=total, total=parts["total"])


def _and(names: Sequence[str]) -> str:
    """Names joined by "and" (a player's name is not translated, the word is)."""
    out: Any = names[0]
    for name in names[1:]:
        out = out + M(" and ") + name
    return out


def describe_event(e: dict[str, Any], names: Sequence[str]) -> str | None:
    """An event in words (None: it changes nothing worth a line)."""
    t = e["type"]
    p = e.get("player")
    who = _who(p, names)
    if t == "spend_ticket":
        return _spend(e, who, names)
    if t == "game_over" and not e.get("headline"):
        ws = e["winners"]
        return Mn("{who} wins the game.", "{who} win the game.", len(ws), who=_and([names[w] for w in ws]))
    words = EVENT_WORDS.get(t)
    return words(e, who) if words is not None else None


def _move(e: dict[str, Any], who: str) -> str:
    here, to = e["from"], _loc(e["to"])
    if here == "gallery":
        return M("{who} moves from the gallery to the {to}.", who=who, to=to)
    if e["leave"]:
        return M("{who} moves from the {here} to the {to}, leaving an assistant at the {here}.",
                 who=who, here=_loc(here), to=to)
    return M("{who} moves from the {here} to the {to}.", who=who, here=_loc(here), to=to)


def _home(e: dict[str, Any], who: str) -> str:
    if e["from"] == "contract":
        place = M("contract {slot}", slot=e["slot"])
    elif e["from"] >= 4:
        place = M("the kicked-out space of the {location}", location=LOCATION_NAMES[e["from"] - 4])
    elif e["from"] >= 0:
        place = M("the {location}", location=LOCATION_NAMES[e["from"]])
    else:
        place = M("the board")
    piece = PIECES[e["piece"]]
    if e["to"] == "desk":
        return M("{who}'s {piece} goes from {place} to a desk.", who=who, piece=piece, place=place)
    if e["to"] == "box":
        return M("{who}'s {piece} goes from {place} out of the game (no desk is free).", who=who, piece=piece,
                 place=place)
    if e["to"] == "supply":
        return M("{who}'s {piece} goes from {place} to Lacerda's supply.", who=who, piece=piece, place=place)
    if e["to"] == "gallery":
        return M("{who}'s {piece} goes from {place} to the gallery.", who=who, piece=piece, place=place)
    return M("{who}'s {piece} goes from {place} home.", who=who, piece=piece, place=place)


def _lacerda_move(e: dict[str, Any], who: str) -> str:
    to = _loc(e["to"])
    if e["from"] == "start":
        return M("Lacerda moves to the {to}.", to=to)
    if e["from"] == "home":
        return M("Lacerda moves from home to the {to}.", to=to)
    if e["left"]:
        return M("Lacerda moves from the {here} to the {to}, leaving an assistant at the {here}.",
                 here=_loc(e["from"]), to=to)
    return M("Lacerda moves from the {here} to the {to}.", here=_loc(e["from"]), to=to)


def _fame_bonus(e: dict[str, Any], who: str) -> str:
    n = e["collectors"]
    if n:
        return M("{who}'s fame bonus goes to {artist} (+{n} fame, 1 per Collector in {who}'s gallery).",
                 who=who, artist=studio_name(e["studio"]), n=n)
    return M("{who}'s fame bonus goes to {artist} (+0 fame: no Collector in the gallery).",
             who=who, artist=studio_name(e["studio"]))


def _ticket(e: dict[str, Any], who: str) -> str:
    if e["from"] == "box_office":
        return M("{who} takes {ticket} from the box office.", who=who, ticket=A_TICKET[COLOURS.index(e["colour"])])
    return M("{who} takes {ticket} from the supply (its box-office pile is empty).", who=who,
             ticket=A_TICKET[COLOURS.index(e["colour"])])


def _spend(e: dict[str, Any], who: str, names: Sequence[str]) -> str:
    src, c = e["from"], COLOURS.index(e["colour"])
    if src == "plaza":
        return M("{who} spends {ticket}: {visitor} moves from the Plaza to the lobby.", who=who,
                 ticket=A_TICKET[c], visitor=A_COLOUR[c])
    if src == "lobby":
        return M("{who} spends {ticket}: {visitor} moves from the lobby into the gallery.", who=who,
                 ticket=A_TICKET[c], visitor=A_COLOUR[c])
    return M("{who} spends {ticket}: {visitor} moves from {owner}'s lobby to the Plaza.", who=who,
             ticket=A_TICKET[c], visitor=A_COLOUR[c], owner=_who(src, names))


def _pay(e: dict[str, Any], who: str) -> str:
    cash, k = e["money"], e["influence_steps"]
    if not k:
        return M("{who} pays ${cash}.", who=who, cash=cash)
    before, after = e["influence"]
    if cash:
        return M("{who} pays ${cash} and {steps} (influence {before}→{after}).", who=who, cash=cash,
                 steps=_steps(k), before=before, after=after)
    return M("{who} pays with {steps} (influence {before}→{after}).", who=who, steps=_steps(k), before=before,
             after=after)


def _sign(e: dict[str, Any], who: str) -> str:
    d = load_data()
    art, bonus = d.contracts[e["card"]]
    words = dict(who=who, type=TYPE_WORDS[art], bonus=BONUS_KINDS.get(bonus, bonus), slot=e["slot"])
    if e["replaced"] != EMPTY:
        return M("{who} puts the {type} contract ({bonus}) into contract slot {slot}, discarding the "
                 "fulfilled contract there.", **words)
    return M("{who} puts the {type} contract ({bonus}) into contract slot {slot}.", **words)


def _contract_bonus(e: dict[str, Any], who: str) -> str:
    return M("{who} sends an assistant from {place} to contract {slot}: {bonus}.", who=who,
             place=_place(e["from"], e.get("ko_at")), slot=e["slot"], bonus=BONUS_KINDS.get(e["bonus"], e["bonus"]))


def _market(e: dict[str, Any], who: str) -> str:
    words = dict(who=who, place=_place(e["from"], e.get("ko_at")), space=market_label(e["row"], e["column"]),
                 n=e["influence"])
    if e["tile"] != EMPTY:
        words["tile"] = tile_words(e["tile"])
        if e["influence"]:
            return M("{who}'s assistant from {place} goes to the International Market ({space}), taking "
                     "reputation {tile}, +{n} influence.", **words)
        return M("{who}'s assistant from {place} goes to the International Market ({space}), taking "
                 "reputation {tile}.", **words)
    if e["influence"]:
        return M("{who}'s assistant from {place} goes to the International Market ({space}), +{n} influence.",
                 **words)
    return M("{who}'s assistant from {place} goes to the International Market ({space}).", **words)


def _reputation(e: dict[str, Any], who: str) -> str:
    if e["start"]:
        return M("{who} places the starting tile ({tile}) on reputation space {space}.", who=who,
                 tile=tile_words(e["tile"]), space=e["space"])
    return M("{who} places the reputation tile ({tile}) on reputation space {space}.", who=who,
             tile=tile_words(e["tile"]), space=e["space"])


def _commission(e: dict[str, Any], who: str) -> str:
    words = dict(artist=studio_name_first(e["studio"]), fame=e["fame"], who=who)
    if e["collector"]:
        return M("{artist} turns face up at fame {fame}; {who} takes its commission (a work of this artist "
                 "bought at fame {fame}). Its Collector goes from the studio to the Plaza.", **words)
    return M("{artist} turns face up at fame {fame}; {who} takes its commission (a work of this artist "
             "bought at fame {fame}).", **words)


def _visitors(counts: Sequence[int]) -> str:
    """``1 VIP, 2 Collectors`` (empty when there are none)."""
    out: Any = ""
    for c, k in enumerate(counts):
        if k:
            word = (Mn("{n} VIP", "{n} VIPs", k, n=k), Mn("{n} Investor", "{n} Investors", k, n=k),
                    Mn("{n} Collector", "{n} Collectors", k, n=k))[c]
            out = word if not out else out + ", " + word
    return out


def _tile_visitors(e: dict[str, Any], who: str) -> str:
    return M("The visitors on the {type} ticket tile ({visitors}) go to the Plaza.",
             type=TYPE_WORDS[e["art"]], visitors=_visitors(e["visitors"]))


def _reveal(e: dict[str, Any], who: str) -> str:
    drawn = _visitors(e["visitors"])
    if drawn:
        return M("A new {type} work is revealed, with {visitors} from the bag on its ticket tile.",
                 type=TYPE_WORDS[e["work"] // 8], visitors=drawn)
    return M("A new {type} work is revealed.", type=TYPE_WORDS[e["work"] // 8])


def _hang(e: dict[str, Any], who: str) -> str:
    words = dict(who=who, artist=studio_name(e["studio"]), wall=e["wall"])
    if e["by_commission"]:
        return M("{who} hangs the work of {artist} on wall {wall} (with the commission).", **words)
    return M("{who} hangs the work of {artist} on wall {wall} (taking a signature token from the studio).",
             **words)


def _sell(e: dict[str, Any], who: str) -> str:
    return M("{who} sells the work of {artist} from wall {wall} with contract {slot} for ${money}; its "
             "signature token goes back to the studio.", who=who, artist=studio_name(e["studio"]),
             wall=e["wall"], slot=e["slot"], money=e["money"])


def _promote(e: dict[str, Any], who: str) -> str:
    words = dict(who=who, artist=studio_name(e["studio"]), level=e["level"], old=e["old_token"], n=e["influence"])
    if e["old_token"]:
        return M("{who} promotes {artist} to level {level} (its level {old} token goes back), paying {n} "
                 "influence.", **words)
    return M("{who} promotes {artist} to level {level}, paying {n} influence.", **words)


def _lacerda_market(e: dict[str, Any], who: str) -> str:
    space = market_label(e["row"], e["column"])
    if e["tile"] != EMPTY:
        return M("Lacerda places an assistant in the International Market ({space}); reputation {tile} leaves "
                 "the game.", space=space, tile=tile_words(e["tile"]))
    return M("Lacerda places an assistant in the International Market ({space}).", space=space)


def _ko_action(e: dict[str, Any], who: str) -> str:
    if e["what"] == "executive":
        return M("{who}, kicked out, takes an executive action.", who=who)
    before, after = e["influence"]
    return M("{who}, kicked out, takes a location action there, paying influence {before}→{after}.",
             who=who, before=before, after=after)


def _draw(e: dict[str, Any], who: str) -> str:
    n = sum(1 for c in e["cards"] if c >= 0)
    return Mn("{who} draws {n} new contract onto the piles.", "{who} draws {n} new contracts onto the piles.", n,
              who=who, n=n)


def _bonus(e: dict[str, Any], who: str, kind: str) -> str:
    if kind == "money":
        if e["money"]:
            return M("{who} gains ${n} ($ bonus: $2 per Investor and $1 per Collector in the gallery).",
                     who=who, n=e["money"])
        return M("{who}'s $ bonus gives nothing ($2 per Investor and $1 per Collector in the gallery, and "
                 "there are none).", who=who)
    if e["influence"]:
        if e.get("capped"):
            return M("{who} gains {n} influence (I bonus: 2 influence per VIP and 1 per Collector in the gallery, "
                     "up to the top of the track).", who=who, n=e["influence"])
        return M("{who} gains {n} influence (I bonus: 2 influence per VIP and 1 per Collector in the gallery).",
                 who=who, n=e["influence"])
    if e.get("capped"):
        return M("{who}'s I bonus gives nothing (2 influence per VIP and 1 per Collector in the gallery, and "
                 "influence is at the top of its track).", who=who)
    return M("{who}'s I bonus gives nothing (2 influence per VIP and 1 per Collector in the gallery, and there "
             "are none).", who=who)


def _fulfil(e: dict[str, Any], who: str) -> str:
    if e["side"] == "money":
        return M("{who} turns contract {slot} money side up.", who=who, slot=e["slot"])
    return M("{who} turns contract {slot} influence side up.", who=who, slot=e["slot"])


def _easel(e: dict[str, Any], who: str) -> str:
    if e["as"] == "shown":
        return M("{who} takes an Art of International Renown work, counted as exhibited.", who=who)
    return M("{who} takes an Art of International Renown work, counted as sold.", who=who)


# The end conditions by their ids (GalleristState.end_conditions, and the round limit's safeguard).
END_CONDITIONS = {"box_office": M("the box office is empty"), "celebrities": M("two artists are Celebrities"),
                  "bag": M("the bag is empty"), "safeguard": M("the round limit is reached")}


def _end_triggered(e: dict[str, Any], who: str) -> str:
    out: Any = ""
    for c in e["conditions"]:
        word = END_CONDITIONS.get(c, c)
        out = word if not out else out + ", " + word
    if e.get("solo"):           # the solitaire: one final turn of the player's, Lacerda moves no more
        return M("The end is triggered ({conditions}): one final turn, and Lacerda moves no more.", conditions=out)
    return M("The end is triggered ({conditions}): finish the round, then one final round.", conditions=out)


EVENT_WORDS = {
    "start": lambda e, who: M("{who} starts at the {location} and takes its starting {tile}.", who=who,
                              location=_loc(e["location"]), tile=tile_words(e["tile"])),
    "tiles_boxed": lambda e, who: M("The starting tiles no gallerist took leave the game."),
    "move": _move,
    "kick": lambda e, who: M("{who}'s {piece} is kicked out of the {location} to its kicked-out space.",
                             who=who, piece=PIECES[e["piece"]], location=_loc(e["location"])),
    "home": _home,
    "kick_lacerda": lambda e, who: M("{who} kicks Lacerda out of the {location}.", who=who,
                                     location=_loc(e["location"])),
    "lacerda_move": _lacerda_move,
    "lacerda_market": _lacerda_market,
    "ko_action": _ko_action,
    "ko_pass": lambda e, who: (M("{who} has no kicked-out action to take.", who=who) if e.get("nothing")
                               else M("{who}, kicked out, passes.", who=who)),
    "discover": lambda e, who: M("{who} discovers {artist}; its bonus: {bonus}.", who=who,
                                 artist=studio_name(e["studio"]), bonus=BONUS_KINDS.get(e["bonus"], e["bonus"])),
    "commission": _commission,
    "tile_visitors": _tile_visitors,
    "hang": _hang,
    "reveal_work": _reveal,
    "start_tile_due": lambda e, who: M("{who} has acquired 3 works: the starting {tile} goes to a reputation space, "
                                       "and a lobby visitor to the Plaza.", who=who, tile=tile_words(e["tile"])),
    "start_tile_boxed": lambda e, who: M("{who}'s starting tile leaves the game (every reputation space is taken).",
                                         who=who),
    "sell": _sell,
    "fulfil": _fulfil,
    "promote": _promote,
    "fame": lambda e, who: M("{artist}'s fame rises {before}→{after}.", artist=studio_name_first(e["studio"]),
                             before=e["from"], after=e["to"]),
    "fame_bonus": _fame_bonus,
    "celebrity": lambda e, who: M("{artist} becomes a Celebrity; {who} gains ${n}.",
                                  artist=studio_name_first(e["studio"]), who=who, n=e["money"]),
    "pay": _pay,
    "fame_steps": lambda e, who: M("{who} spends {steps} as fame (influence {before}→{after}).", who=who,
                                   steps=_steps(e["steps"]), before=e["influence"][0], after=e["influence"][1]),
    "money_bonus": lambda e, who: _bonus(e, who, "money"),
    "influence_bonus": lambda e, who: _bonus(e, who, "influence"),
    "gain_ticket": _ticket,
    "pile": lambda e, who: M("{ticket} goes from the box office to the supply.",
                              ticket=A_TICKET_FIRST[COLOURS.index(e["colour"])]),
    "visitor": lambda e, who: (M("{who} brings {visitor} from the Plaza into the gallery.", who=who,
                                 visitor=_a(e["colour"])) if e["from"] == "plaza" else
                               M("{who} brings {visitor} from the bag into the gallery.", who=who,
                                 visitor=_a(e["colour"]))),
    "to_plaza": lambda e, who: (M("{who} sends {visitor} from the lobby to the Plaza.", who=who,
                                  visitor=_a(e["colour"])) if e["from"] == "lobby" else
                                M("{who} sends {visitor} from the gallery to the Plaza.", who=who,
                                  visitor=_a(e["colour"]))),
    "hire": lambda e, who: M("{who} hires an assistant onto a desk (number {n} of the hiring queue).", who=who,
                             n=e["number"]),
    "contract_bonus": _contract_bonus,
    "market": _market,
    "reputation": _reputation,
    "reshuffle": lambda e, who: Mn("The discarded contract is shuffled into a new deck.",
                                   "The {n} discarded contracts are shuffled into a new deck.",
                                   e["cards"], n=e["cards"]),
    "draw_contracts": _draw,
    "refill": lambda e, who: M("A contract from the deck refills contract pile {pile}.", pile=e["pile"]),
    "take_contract": lambda e, who: M("{who} takes the contract on pile {pile}.", who=who, pile=e["pile"]),
    "sign": _sign,
    "easel": _easel,
    "lacerda_easel": lambda e, who: M("Lacerda takes an Art of International Renown work."),
    "intermediate": lambda e, who: M("A box-office pile is empty: intermediate scoring ($ and I bonus for "
                                     "everyone)."),
    "end_triggered": _end_triggered,
    "final_scoring": _final,
    "game_over": lambda e, who: M("{headline}.", headline=e["headline"]),
}

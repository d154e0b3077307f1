"""The words of The Gallerist's table, worked out by the rules for the table model: a choice-bar
button's label (:func:`option_label`) and what an option costs and gives (:func:`preview`), from
what the deciding seat sees (:func:`game.gallerist.table_view.table_choices`); what each board
piece is (:func:`piece_tip`, with Lacerda's next move and each player's projected money), from
the seat's view (:func:`game.gallerist.table_view.table_tips`).

``frame`` is an :class:`Asking`: the public state (:func:`game.gallerist.view.public_state`) for
an option's words, the seat's :class:`~game.gallerist.table_view.GalleristView` for a piece's; the
seat deciding, the seat names and the studios hiding a bonus tile.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any, NamedTuple, Sequence

from game.engine.i18n import M, Mn, Mp
from game.engine.steps import Task
from game.gallerist.board import EMPTY, LACERDA, OPEN, STUDIOS, steps_down
from game.gallerist.data import (
    BONUS_KINDS,
    COLOUR_NAMES,
    COLOURS,
    COLUMNS,
    LOCATION_NAMES,
    LOCATIONS,
    TYPE_WORDS,
    load_data,
)
from game.gallerist.log import ARTISTS, ARTISTS_FIRST, market_label, reputation_words
from game.gallerist.pieces import contract_bonus
from game.gallerist.scoring import PART_LABELS
from game.gallerist.solo import next_move

if TYPE_CHECKING:
    from game.gallerist.state import GalleristState
    from game.gallerist.table_view import GalleristView, Key, LacerdaPlan


class Asking(NamedTuple):
    """Who asks about an option, and what they see."""

    pub: Any
    player: int
    names: list[str]
    bonus_hidden: list[int]


TICKETS = (M("VIP ticket"), M("Investor ticket"), M("Collector ticket"))
A_TICKET = (M("a VIP ticket"), M("an Investor ticket"), M("a Collector ticket"))
A_TICKET_FIRST = (M("A VIP ticket"), M("An Investor ticket"), M("A Collector ticket"))
A_VISITOR = (M("a VIP"), M("an Investor"), M("a Collector"))
A_VISITOR_FIRST = (M("A VIP"), M("An Investor"), M("A Collector"))
PIECE_WORDS = (Mp("gallerist", "gallerist"), M("assistant"))


def name_of(frame: Asking, owner: int) -> str:
    return "Lacerda" if owner == LACERDA else frame.names[owner]


def artist_name(s: int) -> str:
    """``the blue painting artist``."""
    return ARTISTS[STUDIOS[s]]


def artist_name_first(s: int) -> str:
    """``The blue painting artist`` (at the start of a sentence)."""
    return ARTISTS_FIRST[STUDIOS[s]]


def _pay_task(pub: GalleristState) -> Task | None:
    return pub.stack[-1] if pub.stack and pub.stack[-1]["kind"] == "pay" else None


def pay_split(pub: GalleristState, k: int) -> tuple[int, int, int]:
    """``(money paid, influence before, influence after)`` when paying the pending cost with
    ``k`` influence steps."""
    task = _pay_task(pub)
    assert task is not None         # asked while paying
    p, cost = task["player"], task["cost"]
    before = pub.influence[p]
    return cost - k, before, steps_down(pub.data.money_marks, before, k)


def option_label(frame: Asking, action: Any) -> str:
    """The words on a bar button for ``action``."""
    pub = frame.pub
    k = action[0]
    if k == "pass":
        return M("Pass")
    if k == "end":
        return M("End turn")
    if k == "done":
        return M("Done with tickets")
    if k == "draw":
        return M("Draw 4 new contracts")
    if k == "pay":
        money, before, after = pay_split(pub, action[1])
        if action[1] == 0:
            return M("Pay ${money}", money=money)
        return M("${money} + {n} infl. ({before}→{after})", money=money, n=action[1], before=before, after=after)
    if k == "fame":
        p = frame.player
        if action[1] == 0:
            return M("No extra fame")
        after = steps_down(pub.data.star_marks, pub.influence[p], action[1])
        return M("+{n} fame (infl. {before}→{after})", n=action[1], before=pub.influence[p], after=after)
    if k == "side":
        return M("Money side up") if action[1] == "money" else M("Influence side up")
    if k == "tickets":
        return M("{first} + {second} tickets", first=COLOUR_NAMES[COLOURS.index(action[1])],
                 second=COLOUR_NAMES[COLOURS.index(action[2])])
    if k == "ticket" and len(action) == 2:
        return TICKETS[COLOURS.index(action[1])]
    if k == "visitor":
        return M("{colour} from the bag", colour=COLOUR_NAMES[COLOURS.index(action[1])])
    if k == "move":
        return M("{location} + assistant left", location=LOCATION_NAMES[LOCATIONS.index(action[1])])
    if k == "start":
        return LOCATION_NAMES[LOCATIONS.index(action[1])]
    if k == "easel":
        return (M("Easel {n}: exhibit", n=action[1]) if action[2] == "shown" else M("Easel {n}: sell", n=action[1]))
    if k == "sell":
        return M("Sell with contract {k}", k=action[1])
    if k == "out":
        return M("Send {visitor} to the Plaza", visitor=A_VISITOR[COLOURS.index(action[1])])
    if k == "from":
        src = action[1]
        if src == "desk":
            return M("An assistant from a desk")
        if src == "ko":
            return M("The kicked-out assistant")
        return M("The assistant at the {location}", location=LOCATION_NAMES[LOCATIONS.index(src)]
                 if src in LOCATIONS else src)
    return preview(frame, action)


def bonus_text(bonus: str | int) -> str:
    """A bonus id's words (EMPTY: none)."""
    if bonus == EMPTY:
        return M("no bonus")
    return BONUS_KINDS.get(bonus, bonus) if isinstance(bonus, str) else str(bonus)


def preview(frame: Asking, action: Any) -> str:
    """What ``action`` costs and gives, in one or two short sentences."""
    pub = frame.pub
    p = frame.player
    d = pub.data
    k = action[0]
    if k in ("start", "move"):
        loc = LOCATIONS.index(action[1])
        text = M("Go to the {location}.", location=LOCATION_NAMES[loc])
        if k == "start":
            tile = pub.location_tiles[loc]
            return text + (M(" You take reputation tile {tile}.", tile=tile) if tile != EMPTY else "")
        piece = pub.spaces[loc]
        if piece != EMPTY and piece >> 1 != p:
            text += M(" {who}'s {piece} is kicked out.", who=name_of(frame, piece >> 1), piece=PIECE_WORDS[piece & 1])
        elif piece != EMPTY:
            text += M(" Your assistant there goes home.")
        if len(action) > 2:
            text += M(" An assistant from your desk stays where you leave.")
        plan = next_move(pub)
        if plan is not None and not plan["first"] and plan["to"] == loc:
            text += M(" Lacerda comes here next and kicks out your gallerist.")
        return text
    if k == "discover":
        s = STUDIOS.index(action[1])
        a = pub.studio_artist(s)
        hidden = frame.bonus_hidden[s] if frame.bonus_hidden else 0
        if hidden:
            return M("Discover {artist}: fame {fame}, you take its commission and its hidden bonus tile.",
                     artist=artist_name(s), fame=a.fame)
        return M("Discover {artist}: fame {fame}, you take its commission.", artist=artist_name(s), fame=a.fame)
    if k == "buy":
        s = STUDIOS.index(action[1])
        comm = pub.commission[p] == s
        price = pub.studio_artist(s).fame if comm else pub.fame[s]
        work = pub.face_up_works[s // 2]
        gain = d.works[work % 8].fame + pub.gallery[p][2] if work != EMPTY else 0
        words = dict(type=TYPE_WORDS[s // 2], artist=artist_name(s), price=price, gain=gain)
        if comm:
            return M("Buy a {type} of {artist} for ${price} (commission: its starting fame). It gains {gain} fame; "
                     "you gain its tickets.", **words)
        return M("Buy a {type} of {artist} for ${price}. It gains {gain} fame; you gain its tickets.", **words)
    if k == "promote":
        s = STUDIOS.index(action[1])
        level = pub.promotion(s) + 1
        cost, _, bonus = d.promotion[level - 1]
        return M("Promote {artist} to level {level}: costs {cost} influence, +1 fame (+1 per Collector), {bonus}.",
                 artist=artist_name(s), level=level, cost=cost, bonus=bonus_text(bonus))
    if k == "artist":
        s = STUDIOS.index(action[1])
        gain = pub.gallery[p][2]
        return M("{artist} gains {gain} fame (1 per Collector), then more for influence.",
                 artist=artist_name_first(s), gain=gain)
    if k in ("rep", "offer"):
        row, col = action[1] - 1, COLUMNS.index(action[2])
        gain = d.columns[col][1]
        if k == "rep":
            tile = pub.market_tiles[row][col]
            what, money, infl = d.reputation[tile]
            return M("Take reputation tile {tile} (at the end: {pays}); +{gain} influence; a lobby visitor goes "
                     "to the Plaza.", tile=tile, pays=reputation_words(what, money, infl), gain=gain)
        worth, price, bonuses = d.auction_rows[row - 4]
        return M("Offer {worth} at the auction for ${price}: +{gain} influence and {bonus}.", worth=worth,
                 price=price, gain=gain, bonus=bonus_text(bonuses[col]))
    if k == "hire":
        n = action[1]
        return Mn("Hire {n} assistant for ${cost}.", "Hire {n} assistants for ${cost}.", n, n=n,
                  cost=pub.hire_cost(p, n))
    if k == "sign":
        return M("Sign a contract: take one from the display (or draw 4 new ones first).")
    if k == "take":
        card = pub.contract_piles[action[1] - 1][-1]
        ctype, bonus = d.contracts[card]
        return M("A {type} contract; its bonus: {bonus}.", type=TYPE_WORDS[ctype], bonus=bonus_text(bonus))
    if k == "sell":
        slot, wall = action[1] - 1, action[2] - 1
        s = pub.wall_studios[p][wall]
        return M("Sell this work with contract {k} for ${money}.", k=slot + 1, money=pub.sale_value(s))
    if k == "contract":
        slot = action[1] - 1
        return M("Place an assistant on contract {k}: {bonus}.", k=slot + 1,
                 bonus=bonus_text(contract_bonus(pub, p, slot)))
    if k == "slot":
        old = pub.contracts[p][action[1] - 1]
        if old == EMPTY:
            return M("Contract slot {k}; its ticket: {bonus}.", k=action[1],
                     bonus=bonus_text(d.slot_tickets[action[1] - 1]))
        return M("Contract slot {k}: replaces the fulfilled contract there.", k=action[1])
    if k == "space":
        return M("Reputation space {k}: {bonus}.", k=action[1], bonus=bonus_text(d.reputation_spaces[action[1] - 1]))
    if k == "ticket":
        c = COLOURS.index(action[1])
        words = dict(ticket=A_TICKET[c], visitor=A_VISITOR[c])
        if len(action) == 2:
            return M("Take {ticket} from the box office.", **words)
        src = action[2]
        if src == "plaza":
            return M("Spend {ticket}: {visitor} goes from the Plaza to your lobby.", **words)
        if src == "lobby":
            return M("Spend {ticket}: {visitor} goes from your lobby into your gallery.", **words)
        return M("Spend {ticket}: {visitor} leaves {who}'s lobby for the Plaza.", who=frame.names[src], **words)
    if k == "side":
        if action[1] == "money":
            return M("Money side up: from now on an assistant sent to this contract takes the {bonus}.",
                     bonus=BONUS_KINDS["dollar"])
        return M("Influence side up: from now on an assistant sent to this contract takes the {bonus}.",
                 bonus=BONUS_KINDS["infl"])
    if k == "visitor":
        return M("{visitor} comes into your gallery.", visitor=A_VISITOR_FIRST[COLOURS.index(action[1])])
    if k == "pile":
        return M("{ticket} moves from the box office to the supply.",
                 ticket=A_TICKET_FIRST[COLOURS.index(action[1])])
    if k == "easel":
        if action[2] == "shown":
            return M("Take easel work {n}, counted as exhibited.", n=action[1])
        return M("Take easel work {n}, counted as sold.", n=action[1])
    if k == "pay":
        money, before, after = pay_split(pub, action[1])
        if action[1] == 0:
            return M("Pay all ${money} in money; influence stays at {before}.", money=money, before=before)
        return Mn("Pay ${money} in money and {n} influence step (influence {before}→{after}).",
                  "Pay ${money} in money and {n} influence steps (influence {before}→{after}).", action[1],
                  money=money, n=action[1], before=before, after=after)
    if k == "pass":
        return M("Take no action.")
    return option_label(frame, action)


def _and(names: Sequence[str]) -> str:
    out = names[0]
    for name in names[1:]:
        out = out + M(" and ") + name
    return out


def lacerda_words(frame: Asking) -> str | None:
    """Lacerda's next move in words: where it goes, what it leaves and what it does there (None:
    not a solitaire)."""
    plan = frame.pub.lacerda_plan
    return None if plan is None else _lacerda_words(plan)


# A piece's words are worked out by a function of the figures they show, and of nothing else: its
# arguments are all it can read, so its cache cannot keep stale words. The online server builds a
# model per seat after every move, and most pieces say then what they said before: a lookup, and
# the same message again (whose conversion the table model keeps, :func:`game.ui.play.model.text`).
# ``typed``: True and 1 say different things in a message's arguments.
_words = lru_cache(maxsize=2048, typed=True)


@_words
def _lacerda_words(plan: LacerdaPlan) -> str:
    to = LOCATION_NAMES[plan.to]
    if plan.first:
        text = M("Lacerda's first move, after your turn: to the location opposite your gallerist (now the {to}).",
                 to=to)
    elif plan.leaves is not None:
        text = M("Lacerda moves next, after your turn: to the {to}, leaving an assistant at the {left}.", to=to,
                 left=LOCATION_NAMES[plan.leaves])
    else:
        text = M("Lacerda moves next, after your turn: to the {to}.", to=to)
    piece = plan.finds
    if piece != EMPTY and plan.finds_owner == LACERDA:
        text += M(" Its own assistant there goes back to its supply.")
    elif piece != EMPTY:
        text += M(" It kicks out your {piece} there.", piece=PIECE_WORDS[piece & 1])
    else:
        text += M(" It kicks out any piece of yours on that action space.")
    if plan.market is not None:
        row, col = plan.market
        text += M(" There it places an assistant on {space}.", space=market_label(row + 1, COLUMNS[col]))
    return text


def piece_tip(frame: Asking, key: Key) -> str | None:
    """What a board piece is, for a piece that is not a choice now (or None); ``frame.pub``: the
    seat's view."""
    v = frame.pub
    kind = key[0]
    if kind == "studio":
        s = key[1]
        return _studio_tip(s, v.discovered[s], frame.bonus_hidden[s], v.start_fame[s], v.stars[s], v.fame[s],
                           v.sale_value[s], v.promotion[s], v.signatures[s])
    if kind == "loc":
        return _location_tip(key[1], v.lacerda_plan)
    if kind in ("board", "walls"):                  # a compact board's header and its works say the same
        q = key[1]
        # The name may be a message or plain text of the same words: it goes in fresh, not through a cache.
        shown, sold, contracts, tiles, desks = _board_words(
            len(v.walls[q]), len(v.sold[q]), sum(1 for c in v.contracts[q] if c != EMPTY), v.tiles_held[q],
            v.desk_assistants[q])
        return M("{who}: {shown}, {sold}, {contracts}, {tiles}, {desks}.\n{projection}", who=name_of(frame, q),
                 shown=shown, sold=sold, contracts=contracts, tiles=tiles, desks=desks,
                 projection=projection_words(v, q))
    if kind == "slot":
        q, k = key[1], key[2]
        return _slot_tip(k, v.contracts[q][k - 1], v.contract_sides[q][k - 1], v.contract_assistants[q][k - 1])
    if kind == "office":
        return _office_tip(key[1], v.box_office[key[1]])
    if kind == "rep":
        return _reputation_tip(key[2], v.reputation[key[1]][key[2] - 1])
    if kind == "im":
        row, col = key[1] - 1, COLUMNS.index(key[2])
        return _market_tip(row, col, v.column_open[col], v.market_tiles[row][col] if row < 4 else EMPTY)
    return None


@_words
def _studio_tip(s: int, discovered: bool, hidden: int, start_fame: int, star: int, fame: int, money: int,
                promotion: int, signatures: int) -> str:
    if not discovered:
        if hidden:
            return M("{artist}, not discovered (starting fame {fame}). A bonus tile lies face down here: its "
                     "discoverer takes it.", artist=artist_name_first(s), fame=start_fame)
        return M("{artist}, not discovered (starting fame {fame}).", artist=artist_name_first(s), fame=start_fame)
    level = M("Celebrity") if star == 6 else Mn("{n} star", "{n} stars", star, n=star)
    return Mn("{artist}: fame {fame}, {level}, sells for ${money}, promotion {promotion}, {n} signature token "
              "left.", "{artist}: fame {fame}, {level}, sells for ${money}, promotion {promotion}, {n} signature "
              "tokens left.", signatures, artist=artist_name_first(s), fame=fame, level=level,
              money=money, promotion=promotion, n=signatures)


@_words
def _location_tip(loc: int, plan: LacerdaPlan | None) -> str:
    if plan is not None and plan.to == loc:
        return M("The {location}. {lacerda}", location=LOCATION_NAMES[loc], lacerda=_lacerda_words(plan))
    return M("The {location}.", location=LOCATION_NAMES[loc])


@_words
def _board_words(shown: int, sold: int, contracts: int, tiles: int, desks: int) -> tuple[str, str, str, str, str]:
    return (Mn("{n} work exhibited", "{n} works exhibited", shown, n=shown), Mn("{n} sold", "{n} sold", sold, n=sold),
            Mn("{n} contract", "{n} contracts", contracts, n=contracts),
            Mn("{n} reputation tile", "{n} reputation tiles", tiles, n=tiles),
            Mn("{n} assistant on desks", "{n} assistants on desks", desks, n=desks))


@_words
def _slot_tip(k: int, card: int, side: int, assistant: int) -> str:
    d = load_data()
    if card == EMPTY:
        return M("Contract slot {k}, empty; a contract placed here gives {bonus}.", k=k,
                 bonus=bonus_text(d.slot_tickets[k - 1]))
    ctype, bonus = d.contracts[card]
    state = M("open") if side == OPEN else (M("fulfilled, money side up") if side == 1
                                             else M("fulfilled, influence side up"))
    words = dict(k=k, type=TYPE_WORDS[ctype], state=state, bonus=bonus_text(bonus))
    if assistant:
        return M("Contract {k}: {type}, {state}, an assistant on it; its bonus: {bonus}.", **words)
    return M("Contract {k}: {type}, {state}; its bonus: {bonus}.", **words)


@_words
def _office_tip(c: int, n: int) -> str:
    return Mn("Box office: {n} {colour} ticket left.", "Box office: {n} {colour} tickets left.", n, n=n,
              colour=COLOUR_NAMES[c])


@_words
def _reputation_tip(k: int, tile: int) -> str:
    d = load_data()
    if tile == EMPTY:
        return M("Reputation space {k}. A tile placed here: {bonus}.", k=k,
                 bonus=bonus_text(d.reputation_spaces[k - 1]))
    what, money, infl = d.reputation[tile]
    return M("Reputation tile {tile}: at the end, {pays}.", tile=tile, pays=reputation_words(what, money, infl))


@_words
def _market_tip(row: int, col: int, open: bool, tile: int) -> str:
    """A Market space's words: row 0..6, column 0..2; ``tile`` on a reputation row (0..3)."""
    d = load_data()
    if not open:
        return M("Column {column} is closed: it is used only with 3 or 4 players.", column=COLUMNS[col])
    if row < 4:
        if tile == EMPTY:
            return M("Reputation tile taken.")
        what, money, infl = d.reputation[tile]
        return M("Reputation tile {tile}: at the end, {pays}.", tile=tile, pays=reputation_words(what, money, infl))
    worth, price, bonuses = d.auction_rows[row - 4]
    return M("Auction offer {worth} (${price}), bonus: {bonus}.", worth=worth, price=price,
             bonus=bonus_text(bonuses[col]))


def projection_words(pub: GalleristView, p: int) -> str:
    """A player's projected money, part by part (a board's tooltip; the view's ``projection``:
    a goal card the viewer cannot see counts nothing)."""
    return _projection_words(pub.projected[p], pub.phase == "over", pub.projection[p], pub.auction_counted[p])


@_words
def _projection_words(total: int, over: bool, projection: tuple[tuple[str, int | None], ...], auction: bool) -> str:
    parts = [M("{label} ${n}", label=PART_LABELS[key], n=amount) for key, amount in projection if amount]
    unknown = [PART_LABELS[key] for key, amount in projection if amount is None]
    if parts:
        sum_of = parts[0]
        for piece in parts[1:]:
            sum_of = sum_of + " + " + piece
        text = (M("Final money: ${total} = {parts}.", total=total, parts=sum_of) if over else
                M("Money if the game ended now: ${total} = {parts}.", total=total, parts=sum_of))
    else:
        text = (M("Final money: ${total}.", total=total) if over else
                M("Money if the game ended now: ${total}.", total=total))
    if auction and not over:
        text += M(" The auction works: as the offers stand now.")
    if unknown:
        text += M(" Not counted, hidden from you: {parts}.", parts=_and(unknown))
    return text

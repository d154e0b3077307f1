"""Every text the Gallerist table shows, as pure functions of the frame model (no pygame).

- :func:`status` — the line at the top: round, who decides, what;
- :func:`option_label` — the words on a button of the choice bar;
- :func:`preview` — what an option costs and gives, shown on hover before it is taken;
- :func:`piece_tip` — what a board piece is, when it is not a choice;
- :func:`end_conditions` — the three end conditions and how close each is;
- :func:`money_estimate` — each player's money at the end, from public information.
"""

from game.gallerist.board import EMPTY, LACERDA, OPEN, STUDIOS, owner_of, steps_down
from game.gallerist.data import BONUS_KINDS, COLOUR_NAMES, COLOURS, COLUMNS, LOCATION_NAMES, LOCATIONS, TYPE_NAMES
from game.gallerist.log import market_label, reputation_words, with_article
from game.gallerist.pieces import contract_bonus
from game.gallerist.projection import parts_in_order, project
from game.gallerist.scoring import PART_LABELS
from game.gallerist.solo import next_move

BONUS_SHORT = {"none": "—", "infl": "I bonus", "dollar": "$ bonus", "fame": "fame bonus",
               "visitor": "visitor", "ticket_any": "any ticket", "ticket_v": "VIP ticket",
               "ticket_i": "Inv. ticket", "pair": "2 tickets", "assistant": "assistant",
               "contract": "contract", "vi_plaza": "V/I visitor", "bag_any": "bag visitor"}
REPUTATION_SHORT = {
    "influence_thirds": "3 infl.", "collectors": "Collector", "vips": "VIP", "investors": "Investor",
    "visitors": "visitor", "visitor_sets": "V+I+C set", "reputation_tiles": "rep. tile",
    "auction_assistants": "offer", "assistants_out_of_queue": "assistant", "promoted_artists": "promo 4+",
    "works_acquired": "work", "works_sold": "sale", "works_exhibited": "work shown", "types_acquired": "type",
    "photos_acquired": "photo", "paintings_acquired": "painting", "digitals_acquired": "digital",
    "sculptures_acquired": "sculpture", "famous_artists": "15+ fame", "masterpieces_exhibited": "masterpiece"}


def bonus_short(bonus):
    """A bonus in one or two words (on tiles, spaces and contracts)."""
    return BONUS_SHORT.get(bonus, str(bonus).replace("_", " "))


def reputation_short(data, tile):
    """A reputation tile in a few characters: ``$2+1i/sculpture``."""
    what, money, infl = data.reputation[tile]
    worth = f"${money}" + (f"+{infl}i" if infl else "")
    return f"{worth}/{REPUTATION_SHORT.get(what, what)}"


def name_of(frame, owner):
    return "Lacerda" if owner == LACERDA else frame.names[owner]


def artist_name(s):
    """``the blue Painting artist``."""
    return f"the {'red' if s % 2 else 'blue'} {TYPE_NAMES[s // 2].lower()} artist"


def money_text(n):
    return f"${n}"


def status(frame):
    """The top line: the round and who decides what (or the result)."""
    pub = frame.pub
    if frame.over:
        best = max(pub.money[p] for p in pub.players)
        won = [frame.names[p] for p in pub.players if pub.money[p] == best]
        return f"Game over — {' and '.join(won)} {'win' if len(won) > 1 else 'wins'} with ${best}."
    rnd = f"Round {pub.round}" + (" · final round" if pub.final_round else "")
    who = name_of(frame, frame.player)
    if frame.kind == "ko":
        p = frame.player
        mark = [m for m in pub.data.star_marks if m < pub.influence[p]]
        loc = LOCATION_NAMES[pub.kicked_out_at]
        drop = f" (influence {pub.influence[p]}→{mark[-1]})" if mark else ""
        return f"{rnd} · {who} was kicked out of the {loc}: an action there{drop}, a ticket or contract, or pass."
    prompt = step_prompt(frame)
    if frame.mine:
        return f"{rnd} · {prompt}"
    return f"{rnd} · {who} is deciding: {prompt}"


def step_prompt(frame):
    """The question of the pending decision, in the table's words where the engine's prompt
    names its internal cause."""
    pub = frame.pub
    task = pub.stack[-1] if pub.stack else None
    if frame.kind == "pay" and task is not None:
        return f"Pay ${task['cost']}: how much of it from influence? (each step down to a $ mark is $1)"
    if frame.kind == "fame" and task is not None:
        return f"Spend influence for fame for {artist_name(task['studio'])}? (each step down to a star mark is 1 fame)"
    return frame.prompt.split(" (")[0] if frame.kind != "turn" else frame.prompt


def _pay_task(pub):
    return pub.stack[-1] if pub.stack and pub.stack[-1]["kind"] == "pay" else None


def pay_split(pub, k):
    """``(money paid, influence before, influence after)`` when paying the pending cost with
    ``k`` influence steps."""
    task = _pay_task(pub)
    p, cost = task["player"], task["cost"]
    before = pub.influence[p]
    return cost - k, before, steps_down(pub.data.money_marks, before, k)


def option_label(frame, action):
    """The words on a bar button for ``action``."""
    pub = frame.pub
    k = action[0]
    if k == "pass":
        return "Pass"
    if k == "end":
        return "End turn"
    if k == "done":
        return "Done with tickets"
    if k == "draw":
        return "Draw 4 new contracts"
    if k == "pay":
        money, before, after = pay_split(pub, action[1])
        if action[1] == 0:
            return f"Pay ${money}"
        return f"${money} + {action[1]} infl. ({before}→{after})"
    if k == "fame":
        p = frame.player
        if action[1] == 0:
            return "No extra fame"
        after = steps_down(pub.data.star_marks, pub.influence[p], action[1])
        return f"+{action[1]} fame (influence {pub.influence[p]}→{after})"
    if k == "side":
        return "Money side up" if action[1] == "money" else "Influence side up"
    if k == "tickets":
        return f"{COLOUR_NAMES[COLOURS.index(action[1])]} + {COLOUR_NAMES[COLOURS.index(action[2])]} tickets"
    if k == "ticket" and len(action) == 2:
        return f"{COLOUR_NAMES[COLOURS.index(action[1])]} ticket"
    if k == "visitor":
        return f"{COLOUR_NAMES[COLOURS.index(action[1])]} from the bag"
    if k == "move":
        return f"{LOCATION_NAMES[LOCATIONS.index(action[1])]} + assistant left"
    if k == "start":
        return LOCATION_NAMES[LOCATIONS.index(action[1])]
    if k == "easel":
        return f"Easel {action[1]}: {'exhibit' if action[2] == 'shown' else 'sell'}"
    if k == "sell":
        return f"Sell with contract {action[1]}"
    if k == "out":
        return f"Send {with_article(action[1], opening=False)} to the Plaza"
    if k == "from":
        src = action[1]
        return {"desk": "An assistant from a desk", "ko": "The kicked-out assistant"}.get(
            src, f"The assistant at the {LOCATION_NAMES[LOCATIONS.index(src)] if src in LOCATIONS else src}")
    return preview(frame, action)


def bonus_text(bonus):
    return BONUS_KINDS.get(bonus, str(bonus)) if bonus != EMPTY else "no bonus"


def preview(frame, action):
    """What ``action`` costs and gives, in one or two short sentences."""
    pub = frame.pub
    p = frame.player
    d = pub.data
    k = action[0]
    if k in ("start", "move"):
        loc = LOCATIONS.index(action[1])
        text = f"Go to the {LOCATION_NAMES[loc]}."
        if k == "start":
            tile = pub.location_tiles[loc]
            return text + (f" You take reputation tile {tile}." if tile != EMPTY else "")
        piece = pub.spaces[loc]
        if piece != EMPTY and piece >> 1 != p:
            text += f" {name_of(frame, piece >> 1)}'s {'assistant' if piece & 1 else 'gallerist'} is kicked out."
        elif piece != EMPTY:
            text += " Your assistant there goes home."
        if len(action) > 2:
            text += " An assistant from your desk stays where you leave."
        plan = next_move(pub)
        if plan is not None and not plan["first"] and plan["to"] == loc:
            text += " Lacerda comes here next and kicks out your gallerist."
        return text
    if k == "discover":
        s = STUDIOS.index(action[1])
        a = pub.studio_artist(s)
        hidden = frame.bonus_hidden[s] if frame.bonus_hidden else 0
        return (f"Discover {artist_name(s)}: fame {a.fame}, you take its commission"
                f"{' and its hidden bonus tile' if hidden else ''}.")
    if k == "buy":
        s = STUDIOS.index(action[1])
        comm = pub.commission[p] == s
        price = pub.studio_artist(s).fame if comm else pub.fame[s]
        work = pub.face_up_works[s // 2]
        gain = d.works[work % 8].fame + pub.gallery[p][2] if work != EMPTY else 0
        via = " (commission: its starting fame)" if comm else ""
        return (f"Buy a {TYPE_NAMES[s // 2].lower()} of {artist_name(s)} for ${price}{via}. "
                f"It gains {gain} fame; you gain its tickets.")
    if k == "promote":
        s = STUDIOS.index(action[1])
        level = pub.promotion(s) + 1
        cost, _, bonus = d.promotion[level - 1]
        return (f"Promote {artist_name(s)} to level {level}: costs {cost} influence, "
                f"+1 fame (+1 per Collector), {bonus_text(bonus)}.")
    if k == "artist":
        s = STUDIOS.index(action[1])
        gain = pub.gallery[p][2]
        return f"{artist_name(s).capitalize()} gains {gain} fame (1 per Collector), then more for influence."
    if k in ("rep", "offer"):
        row, col = action[1] - 1, COLUMNS.index(action[2])
        gain = d.columns[col][1]
        if k == "rep":
            tile = pub.market_tiles[row][col]
            what, money, infl = d.reputation[tile]
            return (f"Take reputation tile {tile} (at the end: {reputation_words(what, money, infl)}); "
                    f"+{gain} influence; a lobby visitor goes to the Plaza.")
        worth, price, bonuses = d.auction_rows[row - 4]
        return (f"Offer {worth} at the auction for ${price}: +{gain} influence and "
                f"{bonus_text(bonuses[col])}.")
    if k == "hire":
        n = action[1]
        return f"Hire {n} assistant{'s' if n > 1 else ''} for ${pub.hire_cost(p, n)}."
    if k == "sign":
        return "Sign a contract: take one from the display (or draw 4 new ones first)."
    if k == "take":
        card = pub.contract_piles[action[1] - 1][-1]
        ctype, bonus = d.contracts[card]
        return f"A {TYPE_NAMES[ctype].lower()} contract; its bonus: {bonus_text(bonus)}."
    if k == "sell":
        slot, wall = action[1] - 1, action[2] - 1
        s = pub.wall_studios[p][wall]
        return f"Sell this work with contract {slot + 1} for ${pub.sale_value(s)}."
    if k == "contract":
        slot = action[1] - 1
        return f"Place an assistant on contract {slot + 1}: {bonus_text(contract_bonus(pub, p, slot))}."
    if k == "slot":
        old = pub.contracts[p][action[1] - 1]
        if old == EMPTY:
            return f"Contract slot {action[1]}; its ticket: {bonus_text(d.slot_tickets[action[1] - 1])}."
        return f"Contract slot {action[1]}: replaces the fulfilled contract there."
    if k == "space":
        return f"Reputation space {action[1]}: {bonus_text(d.reputation_spaces[action[1] - 1])}."
    if k == "ticket":
        col = COLOUR_NAMES[COLOURS.index(action[1])]
        a = "an" if col[0] in "AEIOU" else "a"
        if len(action) == 2:
            return f"Take {a} {col} ticket from the box office."
        src = action[2]
        if src == "plaza":
            return f"Spend {a} {col} ticket: {a} {col} goes from the Plaza to your lobby."
        if src == "lobby":
            return f"Spend {a} {col} ticket: {a} {col} goes from your lobby into your gallery."
        return f"Spend {a} {col} ticket: {a} {col} leaves {frame.names[src]}'s lobby for the Plaza."
    if k == "side":
        bonus = "dollar" if action[1] == "money" else "infl"
        return (f"{'Money' if bonus == 'dollar' else 'Influence'} side up: from now on an assistant sent to "
                f"this contract takes the {BONUS_KINDS[bonus]}.")
    if k == "visitor":
        return f"{with_article(action[1])} comes into your gallery."
    if k == "pile":
        return f"{with_article(action[1])} ticket moves from the box office to the supply."
    if k == "easel":
        return f"Take easel work {action[1]}, counted as {'exhibited' if action[2] == 'shown' else 'sold'}."
    if k == "pay":
        money, before, after = pay_split(pub, action[1])
        if action[1] == 0:
            return f"Pay all ${money} in money; influence stays at {before}."
        steps = f"{action[1]} influence step{'s' if action[1] > 1 else ''}"
        return f"Pay ${money} in money and {steps} (influence {before}→{after})."
    if k == "pass":
        return "Take no action."
    return option_label(frame, action)


def lacerda_words(frame) -> str | None:
    """Lacerda's next move in words: where it goes, what it leaves and what it does there (None:
    not a solitaire)."""
    plan = next_move(frame.pub)
    if plan is None:
        return None
    to = LOCATION_NAMES[plan["to"]]
    if plan["first"]:
        text = (f"Lacerda's first move, after your turn: to the location opposite your gallerist "
                f"(now the {to}).")
    else:
        text = f"Lacerda moves next, after your turn: to the {to}"
        if plan["leaves"] is not None:
            text += f", leaving an assistant at the {LOCATION_NAMES[plan['leaves']]}"
        text += "."
    piece = plan["finds"]
    if piece != EMPTY and owner_of(piece) == LACERDA:
        text += " Its own assistant there goes back to its supply."
    elif piece != EMPTY:
        text += f" It kicks out your {'assistant' if piece & 1 else 'gallerist'} there."
    else:
        text += " It kicks out any piece of yours on that action space."
    if plan["market"] is not None:
        row, col = plan["market"]
        text += f" There it places an assistant on {market_label(row + 1, COLUMNS[col])}."
    return text


def piece_tip(frame, key):
    """What a board piece is, for a piece that is not a choice now (or None)."""
    pub = frame.pub
    d = pub.data
    kind = key[0]
    if kind == "studio":
        s = key[1]
        a = pub.studio_artist(s)
        if not pub.discovered(s):
            hidden = " A bonus tile lies face down here: its discoverer takes it." if frame.bonus_hidden[s] else ""
            return f"{artist_name(s).capitalize()}, not discovered (starting fame {a.fame}).{hidden}"
        star = pub.stars(s)
        level = "Celebrity" if star == 6 else f"{star} star{'s' if star != 1 else ''}"
        return (f"{artist_name(s).capitalize()}: fame {pub.fame[s]}, {level}, sells for ${pub.sale_value(s)}, "
                f"promotion {pub.promotion(s)}, {pub.signatures[s]} signature token"
                f"{'s' if pub.signatures[s] != 1 else ''} left.")
    if kind == "loc":
        plan = next_move(pub)
        if plan is not None and plan["to"] == key[1]:
            return f"The {LOCATION_NAMES[key[1]]}. {lacerda_words(frame)}"
        return f"The {LOCATION_NAMES[key[1]]}."
    if kind in ("board", "walls"):                  # a compact board's header and its works say the same
        q = key[1]
        ks = sum(1 for c in pub.contracts[q] if c != EMPTY)
        return (f"{name_of(frame, q)}: {len(pub.walls[q])} works exhibited, {len(pub.sold[q])} sold, "
                f"{ks} contract{'s' if ks != 1 else ''}, {pub.tiles_held(q)} reputation tiles, "
                f"{pub.desk_assistants[q]} assistants on desks.\n" + projection_words(pub, q))
    if kind == "slot":
        q, k = key[1], key[2]
        card = pub.contracts[q][k - 1]
        if card == EMPTY:
            return f"Contract slot {k}, empty; a contract placed here gives {bonus_text(d.slot_tickets[k - 1])}."
        ctype, bonus = d.contracts[card]
        side = pub.contract_sides[q][k - 1]
        state = "open" if side == OPEN else f"fulfilled, {'money' if side == 1 else 'influence'} side up"
        used = ", an assistant on it" if pub.contract_assistants[q][k - 1] else ""
        return f"Contract {k}: {TYPE_NAMES[ctype].lower()}, {state}{used}; its bonus: {bonus_text(bonus)}."
    if kind == "office":
        return f"Box office: {pub.box_office[key[1]]} {COLOUR_NAMES[key[1]]} tickets left."
    if kind == "rep":
        tile = pub.reputation[key[1]][key[2] - 1]
        if tile == EMPTY:
            return f"Reputation space {key[2]}. A tile placed here: {bonus_text(d.reputation_spaces[key[2] - 1])}."
        what, money, infl = d.reputation[tile]
        return f"Reputation tile {tile}: at the end, {reputation_words(what, money, infl)}."
    if kind == "im":
        row, col = key[1] - 1, COLUMNS.index(key[2])
        if not pub.column_open(col):
            return f"Column {key[2]} is closed: it is used only with 3 or 4 players."
        if row < 4:
            tile = pub.market_tiles[row][col]
            if tile == EMPTY:
                return "Reputation tile taken."
            what, money, infl = d.reputation[tile]
            return f"Reputation tile {tile}: at the end, {reputation_words(what, money, infl)}."
        worth, price, bonuses = d.auction_rows[row - 4]
        return f"Auction offer {worth} (${price}), bonus: {bonus_text(bonuses[col])}."
    return None


def end_conditions(pub):
    """``[(label, progress, held)]`` for the three end conditions (two of them end the game)."""
    piles = pub.box_office
    out = [(f"Box office empty: {sum(1 for x in piles if x == 0)}/3 piles "
            f"({'/'.join(str(x) for x in piles)} left)", sum(1 for x in piles if x == 0) / 3,
            sum(piles) == 0),
           (f"Celebrities: {pub.celebrities()}/2", min(1.0, pub.celebrities() / 2), pub.celebrities() >= 2),
           (f"Bag empty: {sum(pub.bag)} visitors left", 1 - min(1.0, sum(pub.bag) / 12), sum(pub.bag) == 0)]
    return out


def end_summary(pub):
    """One line: when the game ends, or how close it is."""
    if pub.final_round_from >= 0:
        return "Final round" if pub.final_round else "End triggered: finish this round, then one final round"
    if pub.solo:
        return "Ends when the three box-office piles are empty"
    return "Ends when two conditions hold"


def money_estimate(pub):
    """Each player's money at the end if the game ended now, from public information only
    (:func:`game.gallerist.projection.project`: a goal card the viewer cannot see counts nothing)."""
    return [part["total"] for part in project(pub)]


def projection_words(pub, p):
    """A player's projected money, part by part (a board's tooltip)."""
    part = project(pub)[p]
    head = "Final money" if pub.phase == "over" else "Money if the game ended now"
    parts = [f"{PART_LABELS[key]} ${amount}" for key, amount in parts_in_order(part) if amount]
    unknown = [PART_LABELS[key] for key, amount in parts_in_order(part) if amount is None]
    text = f"{head}: ${part['total']}" + (" = " + " + ".join(parts) if parts else "") + "."
    if part["auction"] and pub.phase != "over":
        text += " The auction works: as the offers stand now."
    if unknown:
        text += f" Not counted, hidden from you: {' and '.join(unknown)}."
    return text


def breakdown_rows(state, names):
    """The final scoring as rows ``(label, [amount per player])`` in scoring order (the engine's
    ``score_breakdown``), plus each player's total."""
    scores = [state.score_breakdown(p) for p in state.players]
    rows = [(label, [sc[i][1] for sc in scores]) for i, (label, _) in enumerate(scores[0])]
    return rows, [sum(amount for _, amount in sc) for sc in scores]

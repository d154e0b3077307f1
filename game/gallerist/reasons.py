"""Why an action is not legal now: one short sentence naming what the engine checks.

:meth:`GalleristState._why_not <game.gallerist.state.GalleristState._why_not>` asks
:func:`why_not` for every action that is not among the pending decision's options. Each
answer repeats a check the engine makes (the option lists in :mod:`~game.gallerist.state`,
:mod:`~game.gallerist.locations` and :mod:`~game.gallerist.steps`), so the words can only
say what the rules do. Nothing here changes the state (the kicked-out checks restore what
they lower).
"""

from game.gallerist.board import COLONY, EMPTY, MARKET, MEDIA, SALES, STUDIOS, C, marks_below, steps_down
from game.gallerist.data import COLOUR_NAMES, COLOURS, COLUMNS, LOCATION_NAMES, LOCATIONS
from game.gallerist.steps import PROMPTS

LOCATION_KINDS = {"discover": COLONY, "buy": COLONY, "sign": SALES, "sell": SALES,
                  "hire": MEDIA, "promote": MEDIA, "rep": MARKET, "offer": MARKET}

# The decision kinds each step answer belongs to, and when that step comes up.
STEP_KINDS = {
    "pay": (("pay",), "only while paying a price"),
    "fame": (("fame",), "only right after an artist gains fame through you"),
    "artist": (("artist",), "only with a fame bonus"),
    "tickets": (("pair",), "only with a bonus of two tickets"),
    "visitor": (("visitor",), "only with a visitor bonus"),
    "pile": (("pile",), "only when a box-office pile must lose a ticket"),
    "from": (("source",), "only when an action uses one of your assistants"),
    "space": (("space",), "only when you place a reputation tile"),
    "out": (("lobby_out", "gallery_out"), "only when a visitor must go to the Plaza"),
    "side": (("side",), "only when you fulfil a contract"),
    "draw": (("sign",), "only while signing a contract"),
    "take": (("sign",), "only while signing a contract"),
    "slot": (("slot",), "only when a new contract goes into a slot"),
    "done": (("tickets",), "only while spending tickets"),
}
TURN_KINDS = frozenset(LOCATION_KINDS) | {"move", "pass", "end", "contract"}


def _colour(cid):
    return COLOUR_NAMES[COLOURS.index(cid)]


def _sentence(text):
    return text[0].upper() + text[1:] + ("" if text[-1] in ".?" else ".")


def why_not(s, d, action, seat):
    """The reason ``action`` is not among ``d.options`` (``d`` is ``s``'s pending decision)."""
    if seat is not None and seat != d.player:
        return "Not your turn: another player is choosing."
    kind = action[0]
    try:
        reason = _reason(s, d, action, kind)
    except (ValueError, IndexError, TypeError, KeyError):
        reason = None
    return _sentence(reason) if reason else f"That is not a choice of this decision ({d.prompt})"


def _reason(s, d, action, kind):
    p = d.player
    is_exec = kind == "contract" or (kind == "ticket" and len(action) == 3)
    if kind == "ticket" and len(action) == 2:
        return _gain_ticket(d, action) if d.kind == "ticket" else _elsewhere(s, d, "only when you gain a ticket")
    if kind in STEP_KINDS:
        kinds, when = STEP_KINDS[kind]
        return _step(s, d, action) if d.kind in kinds else _elsewhere(s, d, when)
    if kind == "start":
        return (f"another gallerist already starts at the {LOCATION_NAMES[LOCATIONS.index(action[1])]}"
                if d.kind == "start" else "the gallerists have already taken their places")
    if kind == "easel":
        if d.kind != "easel":
            return _elsewhere(s, d, "only in the auction after the final round")
        return f"only {len(s.easels)} easel work{'s are' if len(s.easels) != 1 else ' is'} left"
    if d.kind == "tickets" and is_exec:
        return "you are spending tickets: spend another or stop" if kind == "contract" else _ticket(s, p, action)
    if d.kind not in ("turn", "ko") or kind not in TURN_KINDS | {"ticket"}:
        return _elsewhere(s, d, None)
    if d.kind == "ko":
        return _kicked_out(s, p, action, kind, is_exec)
    if is_exec:
        if s.exec_used:
            return "you have already taken your executive action this turn"
        return _exec(s, p, action)
    return _turn(s, p, action, kind)


def _elsewhere(s, d, when):
    """An answer to another decision than the pending one: what is pending, or when it comes."""
    if d.kind in PROMPTS:
        return f"first answer the step under way: {PROMPTS[d.kind][0].lower()}{PROMPTS[d.kind][1:]}"
    if d.kind == "start":
        return "first every gallerist chooses where it starts"
    if d.kind == "easel":
        return "the game is at its auction: take an easel work"
    return f"that comes {when}" if when else None


def _turn(s, p, action, kind):
    ph = s.phase
    if kind == "move":
        if ph != "move":
            return "you have already moved this turn"
        here = s.gallerist_at(p)
        if LOCATIONS.index(action[1]) == here:
            return "your gallerist must move to another location"
        if len(action) > 2:
            if here < 0:
                return "an assistant can only be left at a location your gallerist leaves"
            return "leaving an assistant needs one on a desk"
        return None
    if kind == "pass":
        return ("move first (pass instead of the location action)" if ph == "move"
                else "you have already taken or passed your location action: end your turn")
    if kind == "end":
        return "move first, then take or pass a location action"
    loc = LOCATION_KINDS[kind]
    if ph == "move":
        return "a location action comes right after your move"
    if ph == "post":
        return "you have already taken or passed your location action this turn"
    if s.gallerist_at(p) != loc:
        return f"that action belongs to the {LOCATION_NAMES[loc]}, and your gallerist is elsewhere"
    return _location(s, p, action, kind)


def _kicked_out(s, p, action, kind, is_exec):
    """A kicked-out player may take one action of the location it left (influence down to the
    previous star mark first), an executive action, or pass (see ``ko_options``)."""
    where = LOCATION_NAMES[s.ko_loc]
    instead = f"kicked out of the {where}, you may take one of its actions, an executive action, or pass"
    if kind in ("move", "end"):
        return instead
    keep, phase = s.infl[p], s.phase
    s.phase = "ko_done"                  # the state the kicked-out options are worked out in
    try:
        if is_exec:
            return _exec(s, p, action)
        if LOCATION_KINDS[kind] != s.ko_loc:
            return instead
        if keep == 0:
            return ("a kicked-out location action costs influence down to the previous star mark, "
                    "and you have none")
        s.infl[p] = marks_below(s.data.star_marks, keep)[-1]
        return _location(s, p, action, kind)
    finally:
        s.phase, s.infl[p] = phase, keep


def _location(s, p, action, kind):
    if kind == "discover":
        if s.commission[p] != EMPTY:
            return "not now: you already hold a commission"
        return "not now: that artist is already discovered"
    if kind == "buy":
        reason = s.buy_check(p, STUDIOS.index(action[1]))
    elif kind == "sign":
        reason = s.sign_check(p)
    elif kind == "sell":
        reason = _sell(s, p, action[1] - 1, action[2] - 1)
    elif kind == "hire":
        reason = _hire(s, p, action[1])
    elif kind == "promote":
        reason = s.promote_check(p, STUDIOS.index(action[1]))
    else:
        row, col = action[1] - 1, COLUMNS.index(action[2])
        if (row < 4) != (kind == "rep"):
            return f"row {action[1]} holds {'reputation tiles' if row < 4 else 'auction offers'}"
        reason = s.market_check(p, row, col)
    return f"not now: {reason}" if reason else None


def _sell(s, p, slot, wall):
    card = s.contracts[p][slot]
    if card == EMPTY:
        return f"contract slot {slot + 1} is empty"
    if s.cside[p][slot]:
        return f"contract {slot + 1} is already fulfilled"
    if wall >= len(s.walls[p]):
        return f"no work hangs on wall {wall + 1}"
    if s.walls[p][wall] // 8 != s.data.contracts[card][0]:
        return f"the work on wall {wall + 1} is not of contract {slot + 1}'s art type"
    return None


def _hire(s, p, n):
    free = s.data.desks - s.desks[p]
    left = len(s.data.hiring) - s.hired[p]
    if n > free:
        return f"you have {free} free desk{'s' if free != 1 else ''}"
    if n > left:
        return f"only {left} assistant{'s are' if left != 1 else ' is'} left to hire"
    return f"you cannot pay ${s.hire_cost(p, n)}"


def _exec(s, p, action):
    if action[0] == "ticket":
        return _ticket(s, p, action)
    k = action[1]
    if not 1 <= k <= 3:
        return f"there is no contract slot {k}"
    if s.contracts[p][k - 1] == EMPTY:
        return f"contract slot {k} is empty"
    if s.casst[p][k - 1]:
        return f"an assistant already stands on contract {k}: its bonus is used"
    if not s.assistant_sources(p):
        return "you have no available assistant to send to the contract"
    return None


def _ticket(s, p, action):
    c = COLOURS.index(action[1])
    name, src = COLOUR_NAMES[c], action[2]
    if not s.tickets[p][c]:
        return f"you hold no {name} ticket"
    if src == "plaza":
        return f"no {name} is in the Plaza" if not s.plaza[c] else None
    if src == "lobby":
        if not s.lobby[p][c]:
            return f"no {name} is in your lobby"
        if c == C and not s.collectors_ok(p):
            return "your gallery holds its most Collectors (one more than your works sold)"
        return None
    if src == p:
        return "a ticket moves your own lobby's visitors into your gallery, not to the Plaza"
    if not 0 <= src < s.n:
        return f"there is no player {src + 1}"
    return f"that player's lobby has no {name}" if not s.lobby[src][c] else None


def _gain_ticket(d, action):
    allowed = [a[1] for a in d.options]
    names = " or ".join(_colour(c) for c in allowed)
    return f"this ticket is {'a' if names[0] not in 'AEIOU' else 'an'} {names} ticket"


def _step(s, d, action):
    """An illegal answer to the pending step (``d.kind`` is the step's kind)."""
    task = s.stack[-1]
    p, kind, x = d.player, action[0], action[1] if len(action) > 1 else None
    if kind == "pay":
        _, _, cost, need, _, _ = task
        if x > cost:
            return f"the price is ${cost}"
        n = s.money_steps(p)
        if x > n:
            return f"your influence gives only {n} step{'s' if n != 1 else ''} of money"
        if cost - x > s.money[p]:
            return f"you have ${s.money[p]}: pay at least {cost - s.money[p]} in influence steps"
        after = steps_down(s.data.money_marks, s.infl[p], x)
        if need >= 0 and s.star_steps(after) < need:
            return f"this purchase must reach Celebrity: keep influence for {need} fame steps"
        return None
    if kind == "fame":
        _, _, st, need = task
        room = s.data.celebrity - s.fame[st]
        if x > room:
            return f"the artist needs only {room} fame to become a Celebrity"
        if x > s.star_steps(s.infl[p]):
            n = s.star_steps(s.infl[p])
            return f"your influence gives only {n} fame step{'s' if n != 1 else ''}"
        return f"this purchase must reach Celebrity: spend {room}" if need >= 0 else None
    if kind == "artist":
        st = STUDIOS.index(x)
        return ("that artist is not discovered yet" if not s.discovered(st)
                else "that artist is already a Celebrity" if s.is_celebrity(st) else None)
    if kind == "visitor":
        return _visitor(s, p, task[2], COLOURS.index(x))
    if kind == "pile":
        c = COLOURS.index(x)
        if not s.box_office[c]:
            return f"the {COLOUR_NAMES[c]} pile is empty"
        return "it must be one of the largest piles" if task[2] == "largest" else None
    if kind == "from":
        if x == "desk":
            return "no assistant of yours is on a desk"
        if x == "ko":
            return "no assistant of yours is on the kicked-out space"
        return f"no assistant of yours is at the {LOCATION_NAMES[LOCATIONS.index(x)]}"
    if kind == "space":
        return f"reputation space {x} is taken"
    if kind == "out":
        where = "lobby" if d.kind == "lobby_out" else "gallery"
        return f"no {_colour(x)} is in your {where}"
    if kind == "draw":
        return "you have already drawn this time" if task[2] else "no contract is left to draw"
    if kind == "take":
        return f"contract pile {x} is empty"
    if kind == "slot":
        return f"contract slot {x} holds an unfulfilled contract"
    return None


def _visitor(s, p, mode, c):
    name = COLOUR_NAMES[c]
    if c == C and not s.collectors_ok(p):
        return "your gallery holds its most Collectors (one more than your works sold)"
    if c == C and mode == "vi_plaza":
        return "this bonus brings a VIP or an Investor"
    sources = s.visitor_sources(p, mode)
    if sources and sources[0][1] == "plaza":
        return f"the visitor comes from the Plaza, which has no {name}"
    return f"the bag has no {name} left"

"""The eight location actions (spec 3.2): the one predicate that says whether each may be taken
(:func:`check`), the candidates a turn offers, and starting one (:func:`start`).

Discover, buy (Artists Colony), sign, sell (Sales Office), hire, promote (Media Center), a
reputation tile or an auction offer (International Market). Their steps are in
:mod:`game.gallerist.location_steps` and the modules of the choice steps they push.

A location action is taken by an :class:`Actor`: on a turn, the player with its influence; a
kicked-out player with its influence lowered to the previous star mark (the price of that
action) and its kicked-out assistant available.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from game.engine.actions import Action
from game.engine.i18n import M, Mn
from game.engine.steps import Events
from game.gallerist.board import COLONY, EMPTY, MEDIA, OPEN, SALES, STUDIOS, C, act, assistant, steps_down
from game.gallerist.data import COLOURS, COLUMNS, TYPE_NAMES
from game.gallerist.pieces import send_home
from game.gallerist.steps import new_task

if TYPE_CHECKING:
    from game.gallerist.state import GalleristState


class Actor(NamedTuple):
    """Who takes an action: ``player``; ``influence``, what counts of its influence (lowered for
    a kicked-out action); ``kicked_out``, whether it acts kicked out (its kicked-out assistant is
    then available)."""

    player: int
    influence: int
    kicked_out: bool


def turn_actor(st: GalleristState, p: int) -> Actor:
    """``p`` acting on its own turn: with its influence, no kicked-out assistant."""
    return Actor(p, st.influence[p], False)


# The location actions of each location, made once: Sales (by the walls hung), Colony, Market.
SALES_ACTIONS = tuple([act("sign")] + [act("sell", k + 1, w + 1) for k in range(3) for w in range(walls)]
                      for walls in range(5))
COLONY_ACTIONS = [act("discover", s) for s in STUDIOS] + [act("buy", s) for s in STUDIOS]
PROMOTIONS = [act("promote", s) for s in STUDIOS]
MARKET_ACTIONS = [act("rep" if row < 4 else "offer", row + 1, COLUMNS[col]) for row in range(7) for col in range(3)]


def candidates(st: GalleristState, actor: Actor, loc: int) -> list[Action]:
    """Every location action of ``loc`` worth asking about, in the order a turn offers them."""
    if loc == COLONY:
        return COLONY_ACTIONS
    if loc == SALES:
        return SALES_ACTIONS[len(st.walls[actor.player])]
    if loc == MEDIA:
        return [act("hire", n) for n in range(1, st.data.desks + 1)] + PROMOTIONS
    return MARKET_ACTIONS if check_assistant(st, actor) is None else []


def check(st: GalleristState, actor: Actor, action: Action) -> str | None:
    """Why ``actor`` cannot take the location action ``action`` now, or None (its location,
    phase and turn are the caller's to check)."""
    kind = action[0]
    p = actor.player
    if kind == "discover":
        if st.commission[p] != EMPTY:
            return M("not now: you already hold a commission")
        return M("not now: that artist is already discovered") if st.discovered(STUDIOS.index(action[1])) else None
    if kind == "buy":
        reason = check_buy(st, actor, STUDIOS.index(action[1]))
    elif kind == "sign":
        reason = check_sign(st, p)
    elif kind == "sell":
        reason = check_sell(st, p, action[1] - 1, action[2] - 1)
    elif kind == "hire":
        reason = check_hire(st, actor, action[1])
    elif kind == "promote":
        reason = check_promote(st, actor, STUDIOS.index(action[1]))
    else:
        row, col = action[1] - 1, COLUMNS.index(action[2])
        if (row < 4) != (kind == "rep"):
            return (M("row {row} holds reputation tiles", row=action[1]) if row < 4
                    else M("row {row} holds auction offers", row=action[1]))
        reason = check_market(st, actor, row, col)
    return M("not now: {reason}", reason=reason) if reason else None


def price(st: GalleristState, p: int, s: int) -> int:
    """What ``p`` pays for a work of studio ``s``: through its commission the artist's initial
    fame, else its fame now."""
    return st.studio_artist(s).fame if st.commission[p] == s else st.fame[s]


def check_buy(st: GalleristState, actor: Actor, s: int) -> str | None:
    """Why ``actor`` cannot buy a work of studio ``s`` now, or None."""
    p = actor.player
    if not st.discovered(s):
        return M("that artist is not discovered yet")
    if st.commission[p] != s:
        if st.signatures[s] == 0:
            return M("no signature token of that artist is left at its studio")
        if st.is_celebrity(s):
            return M("a Celebrity's works can only be bought through a commission")
    if st.face_up_works[s // 2] == EMPTY:
        return M("no {type} work is left to buy", type=TYPE_NAMES[s // 2])
    cost = price(st, p, s)
    if not st.can_pay(p, cost, actor.influence):
        return M("you cannot pay ${cost}", cost=cost)
    walls = len(st.walls[p])
    if walls >= 4 or (walls == 3 and not st.has_masterpiece(p) and wall4_need(st, actor, s) is None):
        return M("you have no free wall")
    return None


def wall4_need(st: GalleristState, actor: Actor, s: int) -> int | None:
    """When only wall 4 is free and no masterpiece hangs: the influence-fame steps the purchase
    must add to reach Celebrity, with some payment split that allows it; else None."""
    p = actor.player
    work = st.face_up_works[s // 2]
    cost = price(st, p, s)
    need = st.data.celebrity - st.fame[s] - st.data.works[work % 8].fame - st.gallery[p][C]
    need = max(0, need)
    for k in range(min(cost, st.money_steps(actor.influence)) + 1):
        if st.money[p] + k < cost:
            continue
        after = steps_down(st.data.money_marks, actor.influence, k)
        if st.star_steps(after) >= need:
            return need
    return None


def check_sign(st: GalleristState, p: int) -> str | None:
    """Why ``p`` cannot sign a contract now (as an action or a bonus), or None."""
    if not any(c == EMPTY or st.contract_sides[p][k] != OPEN for k, c in enumerate(st.contracts[p])):
        return M("you hold 3 unfulfilled contracts")
    if not any(st.contract_piles) and not st.contract_deck and not st.contract_discard:
        return M("no contract is left")
    return None


def check_sell(st: GalleristState, p: int, slot: int, wall: int) -> str | None:
    """Why ``p`` cannot sell the work on ``wall`` with the contract in ``slot`` (from 0), or None."""
    card = st.contracts[p][slot]
    if card == EMPTY:
        return M("contract slot {k} is empty", k=slot + 1)
    if st.contract_sides[p][slot] != OPEN:
        return M("contract {k} is already fulfilled", k=slot + 1)
    if wall >= len(st.walls[p]):
        return M("no work hangs on wall {wall}", wall=wall + 1)
    if st.walls[p][wall] // 8 != st.data.contracts[card][0]:
        return M("the work on wall {wall} is not of contract {k}'s art type", wall=wall + 1, k=slot + 1)
    return None


def check_hire(st: GalleristState, actor: Actor, n: int) -> str | None:
    """Why ``actor`` cannot hire ``n`` assistants now, or None."""
    p = actor.player
    free = st.data.desks - st.desk_assistants[p]
    left = len(st.data.hiring) - st.hired[p]
    if n > free:
        return Mn("you have {n} free desk", "you have {n} free desks", free, n=free)
    if n > left:
        return Mn("only {n} assistant is left to hire", "only {n} assistants are left to hire", left, n=left)
    cost = st.hire_cost(p, n)
    return None if n >= 1 and st.can_pay(p, cost, actor.influence) else M("you cannot pay ${cost}", cost=cost)


def check_promote(st: GalleristState, actor: Actor, s: int) -> str | None:
    """Why ``actor`` cannot promote the artist of studio ``s`` now, or None."""
    if not st.discovered(s):
        return M("that artist is not discovered yet")
    level = st.promotion(s) + 1
    if level > 5:
        return M("that artist is already at promotion level 5")
    if st.promotion_supply[level - 1] == 0:
        return M("no promotion token of level {level} is left", level=level)
    if actor.influence < st.data.promotion[level - 1][0]:
        return M("you need {n} influence", n=st.data.promotion[level - 1][0])
    return None


def check_assistant(st: GalleristState, actor: Actor) -> str | None:
    """Why ``actor`` has no available assistant for a Market action (None: it has one)."""
    return None if st.assistant_sources(actor.player, actor.kicked_out) else M("you have no available assistant")


def check_market(st: GalleristState, actor: Actor, row: int, col: int) -> str | None:
    """Why ``actor`` cannot take the Market action at (row, col), both from 0, now, or None."""
    p = actor.player
    reason = check_assistant(st, actor)
    if reason is not None:
        return reason
    if not st.column_open(col):
        return M("column B is closed with fewer than 3 players")
    if not st.lobby_meets(p, col):
        return M("your lobby does not meet column {column}'s requirement", column=COLUMNS[col])
    if row < 4:
        if st.market_tiles[row][col] == EMPTY:
            return M("that reputation tile is gone")
        if st.tiles_held(p) >= 6:
            return M("you already hold 6 reputation tiles")
        if st.data.reputation_rows[row] not in st.acquired_types(p):
            return M("you have not acquired a {type} work", type=TYPE_NAMES[st.data.reputation_rows[row]])
        return None
    if st.market_assistants[row][col] != EMPTY:
        return M("an assistant already stands there")
    cost = st.data.auction_rows[row - 4][1]
    if not st.can_pay(p, cost, actor.influence + st.data.columns[col][1]):
        return M("you cannot pay ${cost}", cost=cost)
    return None


def start(st: GalleristState, p: int, action: Action, events: Events) -> None:
    """Begin the location action ``action`` of ``p``: its immediate effects, then its steps."""
    kind = action[0]
    events.append({"type": "action", "player": p, "action": str(action)})
    push = st.stack.append
    if kind == "discover":
        s = STUDIOS.index(action[1])
        bonus = st.artist_bonus[s]
        assert isinstance(bonus, str)          # an undiscovered artist's tile
        st.artist_bonus[s] = EMPTY
        st.bonuses_used.append(bonus)
        events.append({"type": "discover", "player": p, "studio": action[1], "bonus": bonus})
        push(new_task("discovered", p, studio=s))
        push(new_task("bonus", p, bonus=bonus))
    elif kind == "buy":
        _start_buy(st, p, STUDIOS.index(action[1]), events)
    elif kind == "sign":
        push(new_task("sign", p, drawn=0))
    elif kind == "sell":
        sell(st, p, action[1] - 1, action[2] - 1, events)
    elif kind == "hire":
        push(new_task("hire", p, count=action[1]))
        push(new_task("pay", p, cost=st.hire_cost(p, action[1]), fame_needed=-1))
    elif kind == "promote":
        s = STUDIOS.index(action[1])
        level = st.promotion(s) + 1
        cost = st.data.promotion[level - 1][0]
        st.influence[p] -= cost
        old = st.promotion_tokens[s]
        if old:
            st.promotion_supply[old - 1] += 1
        st.promotion_tokens[s] = level
        st.promotion_supply[level - 1] -= 1
        events.append({"type": "promote", "player": p, "studio": action[1], "level": level, "old_token": old,
                       "influence": cost})
        push(new_task("promotion_fame", p, studio=s))
        push(new_task("bonus", p, bonus=st.data.promotion[level - 1][2]))
    elif kind in ("rep", "offer"):
        push(new_task("source", p, purpose=kind, row=action[1] - 1, column=COLUMNS.index(action[2])))


def _start_buy(st: GalleristState, p: int, s: int, events: Events) -> None:
    """The visitors on the work's ticket tile go to the Plaza; then, top first: pay, the work's
    fame, more fame for influence, its tickets, and hanging it."""
    t = s // 2
    work = st.face_up_works[t]
    if sum(st.face_up_visitors[t]):
        events.append({"type": "tile_visitors", "player": p, "art": t, "visitors": st.face_up_visitors[t][:]})
    for c in range(3):
        st.plaza[c] += st.face_up_visitors[t][c]
        st.face_up_visitors[t][c] = 0
    by_commission = int(st.commission[p] == s)
    wall4 = wall4_need(st, turn_actor(st, p), s) if len(st.walls[p]) == 3 and not st.has_masterpiece(p) else None
    need = -1 if wall4 is None else wall4        # -1: no fame needed for the wall
    push = st.stack.append
    push(new_task("bought", p, studio=s, work=work, by_commission=by_commission))
    tickets = st.data.works[work % 8].tickets
    if tickets == "pair":
        push(new_task("pair", p))
    else:
        for allowed in reversed(tickets):
            push(new_task("ticket", p, colours="".join(COLOURS[c] for c in allowed)))
    push(new_task("fame", p, studio=s, fame_needed=need))
    push(new_task("buy_fame", p, studio=s, work=work))
    push(new_task("pay", p, cost=price(st, p, s), fame_needed=need))


def sell(st: GalleristState, p: int, slot: int, wall: int, events: Events) -> None:
    """Sell the work on ``wall`` with the contract in ``slot``; a gallery visitor then turns the
    contract (an empty gallery: the seller picks the side)."""
    work = st.walls[p].pop(wall)
    s = st.wall_studios[p].pop(wall)
    value = st.sale_value(s)
    st.money[p] += value
    st.sold[p].append(work)
    st.signatures[s] += 1
    events.append({"type": "sell", "player": p, "work": work, "money": value, "studio": STUDIOS[s],
                    "wall": wall + 1, "slot": slot + 1})
    if st.contract_assistants[p][slot]:
        st.contract_assistants[p][slot] = 0
        send_home(st, assistant(p), events, slot=slot)
    st.stack.append(new_task("gallery_out" if sum(st.gallery[p]) else "side", p, slot=slot))

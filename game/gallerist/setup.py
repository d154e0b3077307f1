"""Setting up a game (spec §2 and 3.13), every random choice from one seeded Rng."""

from __future__ import annotations

from typing import Any

from game.engine.rng import Rng
from game.gallerist.board import EMPTY, OPEN, C
from game.gallerist.data import GalleristData, load_data
from game.gallerist.state import GalleristState
from game.gallerist.supply import draw_bag

MIN_PLAYERS, MAX_PLAYERS = 1, 4


START_ORDERS = ("anticlockwise", "start-first", "clockwise")
# The rule option ``seat_dollars``: extra starting dollars per place in turn order after the start
# player (0, the rules as printed, to this many). The app offers 1 at 4 players (docs/rulings-gallerist.md,
# "Seats at 3 and 4 players"); the lab measures the others.
SEAT_DOLLARS_MAX = 5


def place_order(start: int, n: int, order: str = "anticlockwise") -> list[int]:
    """The seats in the order they choose their start locations, the start player ``start`` of ``n``.

    ``anticlockwise`` (the rules, Q7): from the last player anticlockwise, the start player last;
    ``start-first``: the start player first, then the others as in ``anticlockwise``;
    ``clockwise``: in turn order from the start player. The last two are measured in the lab
    only (docs/ai.md, "Start order at 3 and 4 players").

    >>> place_order(0, 3), place_order(0, 3, "start-first"), place_order(0, 3, "clockwise")
    ([2, 1, 0], [0, 2, 1], [0, 1, 2])
    """
    spec = [(start - 1 - i) % n for i in range(n)]
    if order == "start-first":
        return spec[-1:] + spec[:-1]
    if order == "clockwise":
        return [(start + i) % n for i in range(n)]
    return spec


def new_game(players: int = 2, seed: int = 0, options: dict[str, Any] | None = None,
             data: GalleristData | None = None) -> GalleristState:
    """A new game for ``players`` (1-4) seated 0..n-1; ``players=1`` is the solitaire
    against Lacerda. The start player is drawn at random; the first decisions are the
    start locations (anticlockwise from the last player; solo: the player alone).
    ``options`` may hold ``start_order`` (one of :data:`START_ORDERS`, see :func:`place_order`),
    which only the lab varies, and ``seat_dollars`` (an int 0..:data:`SEAT_DOLLARS_MAX`): the
    seat k places after the start player in turn order starts with k times that many dollars
    more. Any other option, or a value outside these, is refused with a ValueError."""
    if not (isinstance(players, int) and MIN_PLAYERS <= players <= MAX_PLAYERS):
        raise ValueError(f"The Gallerist takes {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players!r}")
    options = dict(options or {})
    order = options.pop("start_order", "anticlockwise")
    seat_dollars = options.pop("seat_dollars", 0)
    if options:
        raise ValueError(f"The Gallerist has no such rule option: {', '.join(map(str, options))}")
    if order not in START_ORDERS:
        raise ValueError(f"The Gallerist's start_order is one of {', '.join(START_ORDERS)}, not {order!r}")
    if type(seat_dollars) is not int or not 0 <= seat_dollars <= SEAT_DOLLARS_MAX:
        # the value is not repeated: it may be anything a damaged file holds (huge, nested, NaN)
        raise ValueError(f"The Gallerist's seat_dollars is a whole number from 0 to {SEAT_DOLLARS_MAX}")
    d = data or load_data()
    n = players
    su = d.setup
    s = GalleristState.__new__(GalleristState)
    s.data, s._decision = d, None
    rng = s.rng = Rng(seed)
    s.num_players, s.solo = n, int(n == 1)

    # 1. Player boards, money, influence, assistants, goal cards.
    s.money = [su["start_money"]] * n
    s.influence = [d.influence_start] * n
    s.tickets = [[0, 0, 0] for _ in range(n)]
    curators, dealers = list(range(len(d.curators))), list(range(len(d.dealers)))
    rng.shuffle(curators)
    rng.shuffle(dealers)
    s.curator, s.dealer = list(curators[:n]), list(dealers[:n])
    s.hired, s.desk_assistants, s.assistants_boxed = [0] * n, [d.on_desks] * n, [0] * n
    s.commission = [EMPTY] * n
    s.walls = [[] for _ in range(n)]
    s.wall_studios = [[] for _ in range(n)]
    s.sold = [[] for _ in range(n)]
    s.reputation = [[EMPTY] * 6 for _ in range(n)]
    s.start_tile = [EMPTY] * n
    s.gallery, s.lobby = [[0, 0, 0] for _ in range(n)], [[0, 0, 0] for _ in range(n)]
    s.contracts = [[EMPTY] * 3 for _ in range(n)]
    s.contract_sides, s.contract_assistants = [[OPEN] * 3 for _ in range(n)], [[0] * 3 for _ in range(n)]

    # 2. Visitors: the count for this many players; a Collector on each red studio.
    used = su["visitors"][n - 1]
    s.visitors_boxed = [su["visitors_printed"][c] - used[c] for c in range(3)]
    s.bag = list(used)
    s.studio_collectors = [0] * 8
    for st in range(1, 8, 2):
        s.studio_collectors[st] = 1
        s.bag[C] -= 1
    s.plaza = [0, 0, 0]

    # 3. Box office.
    pile = su["tickets_per_pile"][n - 1]
    s.box_office = [pile] * 3
    s.ticket_supply = [su["tickets_printed"] - pile] * 3

    # 4. Contracts.
    s.contract_deck = list(range(len(d.contracts)))
    rng.shuffle(s.contract_deck)
    s.contract_piles = [[s.contract_deck.pop()] for _ in range(4)]
    s.contract_discard = []

    # 5. Artists: drawn one at a time into the empty studio of their type and colour.
    tiles = list(range(len(d.artists)))
    rng.shuffle(tiles)
    s.artist_tiles = [EMPTY] * 8
    first_blue = EMPTY
    for t in tiles:
        st = d.artists[t].studio
        if s.artist_tiles[st] == EMPTY:
            s.artist_tiles[st] = t
            if first_blue == EMPTY and not d.artists[t].red:
                first_blue = st
        if EMPTY not in s.artist_tiles:
            break
    bonuses = list(d.artist_bonuses)
    rng.shuffle(bonuses)
    s.fame, s.promotion_tokens, s.artist_bonus = [0] * 8, [0] * 8, [EMPTY] * 8
    for st in range(8):
        if st == first_blue:
            s.fame[st] = d.artists[s.artist_tiles[st]].fame
        else:
            s.artist_bonus[st] = bonuses.pop()
    s.bonuses_boxed, s.bonuses_used = bonuses, []
    s.signatures = [2] * 8

    # 6. Works: each type's stack shuffled, its top set aside, the next one revealed.
    s.work_stacks, aside = [], []
    s.face_up_works, s.face_up_visitors = [EMPTY] * 4, [[0, 0, 0] for _ in range(4)]
    for t in range(4):
        stack = list(range(t * 8, t * 8 + 8))
        rng.shuffle(stack)
        aside.append(stack.pop())
        s.work_stacks.append(stack)
    for t in range(4):
        s.face_up_works[t] = w = s.work_stacks[t].pop()
        for _ in range(d.works[w % 8].ticket_count):
            c = draw_bag(s)
            if c >= 0:
                s.face_up_visitors[t][c] += 1

    # 7. Promotion tokens.
    s.promotion_supply = [lv[1] for lv in d.promotion]

    # 8. Reputation tiles: the IM (columns A and C only with 1-2 players), then the
    # four starting tiles.
    rep = list(range(1, 21))
    rng.shuffle(rep)
    b_open = su["column_b_open"][n - 1]
    s.market_tiles = [[EMPTY] * 3 for _ in range(4)]
    for row in range(4):
        for col in range(3):
            if col != 1 or b_open:
                s.market_tiles[row][col] = rep.pop()
    s.location_tiles = [rep.pop() for _ in range(4)]
    s.reputation_boxed = rep
    s.market_assistants = [[EMPTY] * 3 for _ in range(7)]

    # 9. Art of International Renown.
    rng.shuffle(aside)
    k = su["easels"][n - 1]
    s.easels, s.works_boxed = aside[:k], aside[k:]

    # 10. Plaza and lobbies.
    for _ in range(su["plaza_visitors"]):
        c = draw_bag(s)
        if c >= 0:
            s.plaza[c] += 1
    for p in range(n):
        for _ in range(su["lobby_visitors"]):
            c = draw_bag(s)
            if c >= 0:
                s.lobby[p][c] += 1

    # 11. Start player, then start locations anticlockwise from the last player.
    s.start_player = rng.randrange(n)
    s.place_order = place_order(s.start_player, n, order)
    for k in range(n):      # after the draw above, so the option changes no other random choice
        s.money[(s.start_player + k) % n] += k * seat_dollars
    s.spaces = [EMPTY] * 8
    s.turn, s.phase, s.executive_used, s.kicked_out_at = 0, "place", 0, EMPTY
    s.intermediate_done, s.end_trigger, s.final_round_from, s.last_turn = 0, [], EMPTY, EMPTY
    s.lacerda_at, s.lacerda_home, s.lacerda_supply, s.lacerda_moved = EMPTY, 1, d.assistants, 0
    s.stack, s.auction_queue, s.easel_picks, s.cause, s.final = [], [], [], "", None
    return s

"""Setting up a game (spec §2 and 3.13), every random choice from one seeded Rng."""

from game.engine.rng import Rng
from game.gallerist.board import EMPTY, C
from game.gallerist.data import load_data
from game.gallerist.state import GalleristState

MIN_PLAYERS, MAX_PLAYERS = 1, 4


def new_game(players=2, seed=0, options=None, data=None):
    """A new game for ``players`` (1-4) seated 0..n-1; ``players=1`` is the solitaire
    against Lacerda. The start player is drawn at random; the first decisions are the
    start locations (anticlockwise from the last player; solo: the player alone).
    The game has no rule options: any in ``options`` is refused with a ValueError."""
    if not (isinstance(players, int) and MIN_PLAYERS <= players <= MAX_PLAYERS):
        raise ValueError(f"The Gallerist takes {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players!r}")
    if options:
        raise ValueError(f"The Gallerist has no rule options; unknown: {', '.join(map(str, options))}")
    d = data or load_data()
    n = players
    su = d.setup
    s = GalleristState.__new__(GalleristState)
    s.data, s._decision = d, None
    rng = s.rng = Rng(seed)
    s.n, s.solo = n, int(n == 1)

    # 1. Player boards, money, influence, assistants, goal cards.
    s.money = [su["start_money"]] * n
    s.infl = [d.influence_start] * n
    s.tickets = [[0, 0, 0] for _ in range(n)]
    curators, dealers = list(range(len(d.curators))), list(range(len(d.dealers)))
    rng.shuffle(curators)
    rng.shuffle(dealers)
    s.curator, s.dealer = curators[:n], dealers[:n]
    s.hired, s.desks, s.boxed = [0] * n, [d.on_desks] * n, [0] * n
    s.commission = [EMPTY] * n
    s.walls, s.wall_artist, s.sold = ([[] for _ in range(n)] for _ in range(3))
    s.rep = [[EMPTY] * 6 for _ in range(n)]
    s.start_tile = [EMPTY] * n
    s.gallery, s.lobby = [[0, 0, 0] for _ in range(n)], [[0, 0, 0] for _ in range(n)]
    s.contracts = [[EMPTY] * 3 for _ in range(n)]
    s.cside, s.casst = [[0] * 3 for _ in range(n)], [[0] * 3 for _ in range(n)]

    # 2. Visitors: the count for this many players; a Collector on each red studio.
    used = su["visitors"][n - 1]
    s.visitors_boxed = [su["visitors_printed"][c] - used[c] for c in range(3)]
    s.bag = list(used)
    s.studio_col = [0] * 8
    for st in range(1, 8, 2):
        s.studio_col[st] = 1
        s.bag[C] -= 1
    s.plaza = [0, 0, 0]

    # 3. Box office.
    pile = su["tickets_per_pile"][n - 1]
    s.box_office = [pile] * 3
    s.supply = [su["tickets_printed"] - pile] * 3

    # 4. Contracts.
    s.cdeck = list(range(len(d.contracts)))
    rng.shuffle(s.cdeck)
    s.cpiles = [[s.cdeck.pop()] for _ in range(4)]
    s.cdiscard = []

    # 5. Artists: drawn one at a time into the empty studio of their type and colour.
    tiles = list(range(len(d.artists)))
    rng.shuffle(tiles)
    s.artist = [EMPTY] * 8
    first_blue = EMPTY
    for t in tiles:
        st = d.artists[t].studio
        if s.artist[st] == EMPTY:
            s.artist[st] = t
            if first_blue == EMPTY and not d.artists[t].red:
                first_blue = st
        if EMPTY not in s.artist:
            break
    bonuses = list(d.artist_bonuses)
    rng.shuffle(bonuses)
    s.fame, s.promo_tok, s.bonus = [0] * 8, [0] * 8, [EMPTY] * 8
    for st in range(8):
        if st == first_blue:
            s.fame[st] = d.artists[s.artist[st]].fame
        else:
            s.bonus[st] = bonuses.pop()
    s.bonus_box, s.bonus_used = bonuses, []
    s.sig = [2] * 8

    # 6. Works: each type's stack shuffled, its top set aside, the next one revealed.
    s.stacks, aside = [], []
    s.face_up, s.tile_vis = [EMPTY] * 4, [[0, 0, 0] for _ in range(4)]
    for t in range(4):
        stack = list(range(t * 8, t * 8 + 8))
        rng.shuffle(stack)
        aside.append(stack.pop())
        s.stacks.append(stack)
    for t in range(4):
        s.face_up[t] = w = s.stacks[t].pop()
        for _ in range(d.works[w % 8].ticket_count):
            c = s._draw_bag()
            if c >= 0:
                s.tile_vis[t][c] += 1

    # 7. Promotion tokens.
    s.promo_supply = [lv[1] for lv in d.promotion]

    # 8. Reputation tiles: the IM (columns A and C only with 1-2 players), then the
    # four starting tiles.
    rep = list(range(1, 21))
    rng.shuffle(rep)
    b_open = su["column_b_open"][n - 1]
    s.im_rep = [[EMPTY] * 3 for _ in range(4)]
    for row in range(4):
        for col in range(3):
            if col != 1 or b_open:
                s.im_rep[row][col] = rep.pop()
    s.loc_tile = [rep.pop() for _ in range(4)]
    s.rep_box = rep
    s.im_asst = [[EMPTY] * 3 for _ in range(7)]

    # 9. Art of International Renown.
    rng.shuffle(aside)
    k = su["easels"][n - 1]
    s.easels, s.work_box = aside[:k], aside[k:]

    # 10. Plaza and lobbies.
    for _ in range(su["plaza_visitors"]):
        c = s._draw_bag()
        if c >= 0:
            s.plaza[c] += 1
    for p in range(n):
        for _ in range(su["lobby_visitors"]):
            c = s._draw_bag()
            if c >= 0:
                s.lobby[p][c] += 1

    # 11. Start player, then start locations anticlockwise from the last player.
    s.start_player = rng.randrange(n)
    s.place_order = [(s.start_player - 1 - i) % n for i in range(n)]
    s.space = [EMPTY] * 8
    s.turn, s.phase, s.exec_used, s.ko_loc = 0, "place", 0, EMPTY
    s.inter_done, s.trigger, s.final_from, s.last_turn = 0, [], EMPTY, EMPTY
    s.lac_loc, s.lac_home, s.lac_supply, s.lac_turn = EMPTY, 1, d.assistants, 0
    s.stack, s.auction_queue, s.easel_pick, s.cause, s.final = [], [], [], "", None
    return s

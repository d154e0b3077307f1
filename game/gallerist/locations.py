"""The eight location actions (spec 3.2): what is legal now, and their steps.

A mixin of :class:`~game.gallerist.state.GalleristState`; it works on the state's fields.
"""

from game.gallerist.board import COLONY, EMPTY, MARKET, MEDIA, SALES, STUDIOS, C, act, assistant, steps_down
from game.gallerist.data import COLOURS, COLUMNS, TYPE_NAMES


class LocationActions:
    """Discover, buy, sign, sell, hire, promote, take a reputation tile, make an offer."""

    __slots__ = ()

    def location_options(self, p, loc):
        """The location actions ``p`` may take at ``loc`` now."""
        out = []
        if loc == COLONY:
            if self.commission[p] == EMPTY:
                out += [act("discover", STUDIOS[s]) for s in range(8) if not self.discovered(s)]
            out += [act("buy", STUDIOS[s]) for s in range(8) if self.buy_check(p, s) is None]
        elif loc == SALES:
            if self.sign_check(p) is None:
                out.append(act("sign"))
            for k in range(3):
                card = self.contracts[p][k]
                if card != EMPTY and self.cside[p][k] == 0:
                    ctype = self.data.contracts[card][0]
                    out += [act("sell", k + 1, w + 1) for w, work in enumerate(self.walls[p])
                            if work // 8 == ctype]
        elif loc == MEDIA:
            left = len(self.data.hiring) - self.hired[p]
            for n in range(1, min(self.data.desks - self.desks[p], left) + 1):
                if self.can_pay(p, self.hire_cost(p, n)):
                    out.append(act("hire", n))
            out += [act("promote", STUDIOS[s]) for s in range(8) if self.promote_check(p, s) is None]
        elif loc == MARKET and self.assistant_sources(p):     # every Market action needs one
            for row in range(7):
                for col in range(3):
                    if self._market_space_check(p, row, col) is None:
                        out.append(act("rep" if row < 4 else "offer", row + 1, COLUMNS[col]))
        return out

    def hire_cost(self, p, n):
        return sum(self.data.hiring[h][0] for h in range(self.hired[p], self.hired[p] + n))

    def buy_check(self, p, s):
        """Why ``p`` cannot buy a work of studio ``s`` now, or None."""
        if not self.discovered(s):
            return "that artist is not discovered yet"
        t = s // 2
        comm = self.commission[p] == s
        if not comm:
            if self.sig[s] == 0:
                return "no signature token of that artist is left at its studio"
            if self.is_celebrity(s):
                return "a Celebrity's works can only be bought through a commission"
        if self.face_up[t] == EMPTY:
            return f"no {TYPE_NAMES[t]} work is left to buy"
        price = self.studio_artist(s).fame if comm else self.fame[s]
        if not self.can_pay(p, price):
            return f"you cannot pay ${price}"
        walls = len(self.walls[p])
        if walls >= 4 or (walls == 3 and not self.has_masterpiece(p) and self._wall4_need(p, s) is None):
            return "you have no free wall"
        return None

    def _wall4_need(self, p, s):
        """When only wall 4 is free and no masterpiece hangs: the influence-fame steps the
        purchase must add to reach Celebrity, with some payment split that allows it; else None."""
        work = self.face_up[s // 2]
        comm = self.commission[p] == s
        price = self.studio_artist(s).fame if comm else self.fame[s]
        need = self.data.celebrity - self.fame[s] - self.data.works[work % 8].fame - self.gallery[p][C]
        need = max(0, need)
        for k in range(0, min(price, self.money_steps(p)) + 1):
            if self.money[p] + k < price:
                continue
            after = steps_down(self.data.money_marks, self.infl[p], k)
            if self.star_steps(after) >= need:
                return need
        return None

    def sign_check(self, p):
        if not any(c == EMPTY or self.cside[p][k] for k, c in enumerate(self.contracts[p])):
            return "you hold 3 unfulfilled contracts"
        if not any(self.cpiles) and not self.cdeck and not self.cdiscard:
            return "no contract is left"
        return None

    def promote_check(self, p, s):
        if not self.discovered(s):
            return "that artist is not discovered yet"
        level = self.promotion(s) + 1
        if level > 5:
            return "that artist is already at promotion level 5"
        if self.promo_supply[level - 1] == 0:
            return f"no promotion token of level {level} is left"
        if self.infl[p] < self.data.promotion[level - 1][0]:
            return f"you need {self.data.promotion[level - 1][0]} influence"
        return None

    def market_check(self, p, row, col):
        """Why ``p`` cannot take the Market action at (row, col) now, or None."""
        if not self.assistant_sources(p):
            return "you have no available assistant"
        return self._market_space_check(p, row, col)

    def _market_space_check(self, p, row, col):
        """:meth:`market_check` but for the available assistant (checked once per location)."""
        if not self.column_open(col):
            return "column B is closed with fewer than 3 players"
        if not self.lobby_meets(p, col):
            return f"your lobby does not meet column {COLUMNS[col]}'s requirement"
        if row < 4:
            if self.im_rep[row][col] == EMPTY:
                return "that reputation tile is gone"
            if self.tiles_held(p) >= 6:
                return "you already hold 6 reputation tiles"
            if self.data.reputation_rows[row] not in self.acquired_types(p):
                return f"you have not acquired a {TYPE_NAMES[self.data.reputation_rows[row]]} work"
            return None
        if self.im_asst[row][col] != EMPTY:
            return "an assistant already stands there"
        if not self.can_pay(p, self.data.auction_rows[row - 4][1], self.data.columns[col][1]):
            return f"you cannot pay ${self.data.auction_rows[row - 4][1]}"
        return None

    def _start_location_action(self, p, action, events):
        kind = action[0]
        events.append({"type": "action", "player": p, "action": str(action)})
        push = self.stack.append
        if kind == "discover":
            s = STUDIOS.index(action[1])
            bonus = self.bonus[s]
            self.bonus[s] = EMPTY
            self.bonus_used.append(bonus)
            events.append({"type": "discover", "player": p, "studio": action[1], "bonus": bonus})
            push(("discovered", p, s))
            push(("bonus", p, bonus))
        elif kind == "buy":
            s = STUDIOS.index(action[1])
            t = s // 2
            work = self.face_up[t]
            for c in range(3):
                self.plaza[c] += self.tile_vis[t][c]
                self.tile_vis[t][c] = 0
            comm = int(self.commission[p] == s)
            price = self.studio_artist(s).fame if comm else self.fame[s]
            need = -1
            if len(self.walls[p]) == 3 and not self.has_masterpiece(p):
                need = self._wall4_need(p, s)
            push(("bought", p, s, work, comm))
            tickets = self.data.works[work % 8].tickets
            if tickets == "pair":
                push(("pair", p))
            else:
                for allowed in reversed(tickets):
                    push(("ticket", p, "".join(COLOURS[c] for c in allowed)))
            push(("fame", p, s, need if need is not None else -1))
            push(("buy_fame", p, s, work))
            push(("pay", p, price, need if need is not None and need >= 0 else -1, s, work))
        elif kind == "sign":
            push(("sign", p, 0))
        elif kind == "sell":
            self._sell(p, action[1] - 1, action[2] - 1, events)
        elif kind == "hire":
            push(("hire", p, action[1]))
            push(("pay", p, self.hire_cost(p, action[1]), -1, -1, -1))
        elif kind == "promote":
            s = STUDIOS.index(action[1])
            level = self.promotion(s) + 1
            self.infl[p] -= self.data.promotion[level - 1][0]
            if self.promo_tok[s]:
                self.promo_supply[self.promo_tok[s] - 1] += 1
            self.promo_tok[s] = level
            self.promo_supply[level - 1] -= 1
            events.append({"type": "promote", "player": p, "studio": action[1], "level": level})
            push(("promo_fame", p, s))
            push(("bonus", p, self.data.promotion[level - 1][2]))
        elif kind in ("rep", "offer"):
            push(("source", p, kind, action[1] - 1, COLUMNS.index(action[2])))

    # ---- the steps of the location actions (auto steps) ----

    def _auto_discovered(self, task, events):
        _, p, s = task
        if self.studio_col[s]:
            self.studio_col[s] = 0
            self.plaza[C] += 1
        self.fame[s] = self.studio_artist(s).fame
        self.sig[s] -= 1
        self.commission[p] = s

    def _auto_buy_fame(self, task, events):
        _, p, s, work = task
        self._add_fame(p, s, self.data.works[work % 8].fame + self.gallery[p][C], events)

    def _auto_bought(self, task, events):
        _, p, s, work, comm = task
        t = s // 2
        self.walls[p].append(work)
        self.wall_artist[p].append(s)
        if comm:
            self.commission[p] = EMPTY
        else:
            self.sig[s] -= 1
        self.face_up[t] = EMPTY
        if self.stacks[t]:
            self.face_up[t] = nxt = self.stacks[t].pop()
            for _ in range(self.data.works[nxt % 8].ticket_count):
                c = self._draw_bag()
                if c >= 0:
                    self.tile_vis[t][c] += 1
            events.append({"type": "reveal_work", "work": nxt, "visitors": self.tile_vis[t][:]})
        if self.start_tile[p] != EMPTY and len(self.walls[p]) >= 3:
            tile = self.start_tile[p]
            self.start_tile[p] = EMPTY
            if EMPTY in self.rep[p]:
                self.stack.append(("lobby_out", p))
                self.stack.append(("space", p, tile))
            else:
                self.rep_box.append(tile)

    def _auto_hire(self, task, events):
        _, p, n = task
        for _ in range(n):
            self._hire(p, events)

    def _auto_promo_fame(self, task, events):
        _, p, s = task
        if not self.is_celebrity(s):
            self._add_fame(p, s, 1 + self.gallery[p][C], events)
            self.stack.append(("fame", p, s, -1))

    def _auto_refill(self, task, events):
        for k in range(4):
            if not self.cpiles[k]:
                card = self._draw_contract()
                if card >= 0:
                    self.cpiles[k].append(card)

    def _hire(self, p, events):
        if self.desks[p] >= self.data.desks or self.hired[p] >= len(self.data.hiring):
            return
        bonus = self.data.hiring[self.hired[p]][1]
        self.hired[p] += 1
        self.desks[p] += 1
        events.append({"type": "hire", "player": p, "number": self.hired[p]})
        if bonus != "none":
            self.stack.append(("bonus", p, bonus))

    def _sell(self, p, slot, wall, events):
        work = self.walls[p].pop(wall)
        s = self.wall_artist[p].pop(wall)
        value = self.sale_value(s)
        self.money[p] += value
        self.sold[p].append(work)
        self.sig[s] += 1
        if self.casst[p][slot]:
            self.casst[p][slot] = 0
            self._send_home(assistant(p), events)
        events.append({"type": "sell", "player": p, "work": work, "money": value})
        # An empty gallery sends nobody out, and the seller picks the side.
        self.stack.append(("gallery_out" if sum(self.gallery[p]) else "side", p, slot))

    def _add_fame(self, p, s, amount, events):
        before = self.fame[s]
        top = self.data.celebrity
        self.fame[s] = min(top, before + amount)
        if self.fame[s] != before:
            events.append({"type": "fame", "studio": STUDIOS[s], "from": before, "to": self.fame[s]})
        if before < top <= self.fame[s]:
            self.money[p] += self.data.celebrity_money
            events.append({"type": "celebrity", "player": p, "studio": STUDIOS[s]})

    def _draw_bag(self):
        total = sum(self.bag)
        if total == 0:
            return -1
        x = self.rng.randrange(total)
        for c in range(3):
            if x < self.bag[c]:
                self.bag[c] -= 1
                return c
            x -= self.bag[c]
        return -1

    def _draw_contract(self):
        if not self.cdeck and self.cdiscard:
            self.cdeck = self.cdiscard
            self.cdiscard = []
            self.rng.shuffle(self.cdeck)
        return self.cdeck.pop() if self.cdeck else -1

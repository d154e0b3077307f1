"""The steps that may need a choice (pay, fame, tickets, visitors, slots …), the bonuses that
raise them, and the executive actions (spec 3.3).

Each step kind ``k`` is a task ``(k, player, *args)`` on the state's stack, with
``_opts_k`` (its legal options) and ``_do_k`` (apply one); an ``_auto_k`` step needs no
choice. A mixin of :class:`~game.gallerist.state.GalleristState`.
"""

from game.gallerist.board import EMPTY, KO, STUDIOS, C, I, V, act, assistant, steps_down
from game.gallerist.data import COLOURS, COLUMNS, LOCATIONS


class Steps:
    """Bonuses, choice steps and executive actions."""

    __slots__ = ()

    def _auto_bonus(self, task, events):
        _, p, kind = task
        push = self.stack.append
        if kind == "infl":
            self._bonus_influence(p, events)
        elif kind == "dollar":
            self._bonus_money(p, events)
        elif kind == "fame":
            push(("artist", p))
        elif kind in ("visitor", "vi_plaza", "bag_any"):
            push(("visitor", p, kind))
        elif kind == "ticket_any":
            push(("ticket", p, "vic"))
        elif kind in ("ticket_v", "ticket_i"):
            push(("ticket", p, kind[-1]))
        elif kind == "pair":
            push(("pair", p))
        elif kind == "assistant":
            self._hire(p, events)
        elif kind == "contract":
            if self.sign_check(p) is None:
                push(("sign", p, 0))

    def bonus_value(self, p, per_colour):
        """What a $ or I bonus gives ``p`` now: per-colour worth times the gallery's visitors."""
        g = self.gallery[p]
        return per_colour[V] * g[V] + per_colour[I] * g[I] + per_colour[C] * g[C]

    def _bonus_money(self, p, events):
        gain = self.bonus_value(p, self.data.bonus_money)
        self.money[p] += gain
        events.append({"type": "money_bonus", "player": p, "money": gain})

    def _bonus_influence(self, p, events):
        gain = self.bonus_value(p, self.data.bonus_influence)
        self.infl[p] = min(self.data.influence_max, self.infl[p] + gain)
        events.append({"type": "influence_bonus", "player": p, "influence": gain})

    def _gain_ticket(self, p, c):
        """Take a ticket of colour ``c``; from an empty pile, the supply gives it and
        another pile (chosen next) loses one to the supply."""
        self.tickets[p][c] += 1
        if self.box_office[c] > 0:
            self.box_office[c] -= 1
        else:
            self.supply[c] -= 1
            if sum(self.box_office):
                self.stack.append(("pile", p, "any"))

    # ------------------------------------------------------------------ choice steps

    def _task_options(self, task):
        return getattr(self, "_opts_" + task[0])(task)

    def _opts_pay(self, task):
        _, p, cost, need, s, work = task
        lo, hi = max(0, cost - self.money[p]), min(cost, self.money_steps(p))
        out = []
        for k in range(lo, hi + 1):
            if need >= 0 and self.star_steps(steps_down(self.data.money_marks, self.infl[p], k)) < need:
                continue
            out.append(act("pay", k))
        return out

    def _do_pay(self, task, action, events):
        _, p, cost, need, s, work = task
        k = action[1]
        self.infl[p] = steps_down(self.data.money_marks, self.infl[p], k)
        self.money[p] -= cost - k
        events.append({"type": "pay", "player": p, "money": cost - k, "influence_steps": k})

    def _opts_fame(self, task):
        _, p, s, need = task
        room = self.data.celebrity - self.fame[s]
        top = min(self.star_steps(self.infl[p]), room)
        lo = room if need >= 0 else 0   # wall 4 through this purchase: it must reach Celebrity
        return [act("fame", k) for k in range(lo, top + 1)]

    def _do_fame(self, task, action, events):
        _, p, s, need = task
        k = action[1]
        if k:
            self.infl[p] = steps_down(self.data.star_marks, self.infl[p], k)
            self._add_fame(p, s, k, events)

    def _opts_artist(self, task):
        return [act("artist", STUDIOS[s]) for s in range(8) if self.discovered(s) and not self.is_celebrity(s)]

    def _do_artist(self, task, action, events):
        p = task[1]
        s = STUDIOS.index(action[1])
        self._add_fame(p, s, self.gallery[p][C], events)
        self.stack.append(("fame", p, s, -1))

    def _opts_ticket(self, task):
        return [act("ticket", c) for c in task[2]]

    def _do_ticket(self, task, action, events):
        p = task[1]
        c = COLOURS.index(action[1])
        events.append({"type": "gain_ticket", "player": p, "colour": action[1]})
        self._gain_ticket(p, c)

    def _opts_pair(self, task):
        return [act("tickets", "v", "i"), act("tickets", "v", "c"), act("tickets", "i", "c")]

    def _do_pair(self, task, action, events):
        p = task[1]
        events.append({"type": "gain_ticket", "player": p, "colour": action[1] + action[2]})
        self.stack.append(("ticket", p, action[2]))
        self._gain_ticket(p, COLOURS.index(action[1]))

    def visitor_sources(self, p, mode):
        """(colour, from) pairs a visitor bonus of ``mode`` may bring into ``p``'s gallery."""
        allowed = [V, I, C] if self.collectors_ok(p) else [V, I]
        if mode == "vi_plaza":
            allowed = [c for c in allowed if c != C]
        if mode != "bag_any":
            plaza = [c for c in allowed if self.plaza[c] > 0]
            if plaza:
                return [(c, "plaza") for c in plaza]
        return [(c, "bag") for c in allowed if self.bag[c] > 0]

    def _opts_visitor(self, task):
        return [act("visitor", COLOURS[c]) for c, _ in self.visitor_sources(task[1], task[2])]

    def _do_visitor(self, task, action, events):
        _, p, mode = task
        c = COLOURS.index(action[1])
        where = dict(self.visitor_sources(p, mode))[c]
        (self.plaza if where == "plaza" else self.bag)[c] -= 1
        self.gallery[p][c] += 1
        events.append({"type": "visitor", "player": p, "colour": action[1], "from": where})

    def _opts_pile(self, task):
        piles = self.box_office
        if task[2] == "largest":
            top = max(piles)
            return [act("pile", COLOURS[c]) for c in range(3) if piles[c] == top and top > 0]
        return [act("pile", COLOURS[c]) for c in range(3) if piles[c] > 0]

    def _do_pile(self, task, action, events):
        c = COLOURS.index(action[1])
        self.box_office[c] -= 1
        self.supply[c] += 1
        events.append({"type": "pile", "colour": action[1]})

    def assistant_sources(self, p):
        """Where ``p`` may take an available assistant from: desk, a location, the KO space."""
        out = ["desk"] if self.desks[p] > 0 else []
        code = assistant(p)
        space = self.space
        if code in space:                  # most of the time none stands on the board
            out += [LOCATIONS[loc] for loc in range(4) if space[loc] == code]
            if self.phase == "ko_done" and self.ko_loc >= 0 and space[KO + self.ko_loc] == code:
                out.append("ko")
        return out

    def _opts_source(self, task):
        return [act("from", src) for src in self.assistant_sources(task[1])]

    def _do_source(self, task, action, events):
        p, purpose = task[1], task[2]
        src = action[1]
        if src == "desk":
            self.desks[p] -= 1
        elif src == "ko":
            self.space[KO + self.ko_loc] = EMPTY
        else:
            self.space[LOCATIONS.index(src)] = EMPTY
        if purpose == "contract":
            slot = task[3]
            self.casst[p][slot] = 1
            side = self.cside[p][slot]
            card = self.contracts[p][slot]
            bonus = self.data.contracts[card][1] if side == 0 else ("dollar" if side == 1 else "infl")
            events.append({"type": "contract_bonus", "player": p, "slot": slot + 1, "bonus": bonus})
            self.stack.append(("bonus", p, bonus))
            return
        row, col = task[3], task[4]
        gain = self.data.columns[col][1]
        self.infl[p] = min(self.data.influence_max, self.infl[p] + gain)
        self.im_asst[row][col] = p
        events.append({"type": "market", "player": p, "row": row + 1, "column": COLUMNS[col]})
        if purpose == "rep":
            tile = self.im_rep[row][col]
            self.im_rep[row][col] = EMPTY
            self.stack.append(("lobby_out", p))
            self.stack.append(("space", p, tile))
        else:
            worth, price, bonuses = self.data.auction_rows[row - 4]
            self.stack.append(("bonus", p, bonuses[col]))
            self.stack.append(("pay", p, price, -1, -1, -1))

    def _opts_space(self, task):
        p = task[1]
        return [act("space", k + 1) for k in range(6) if self.rep[p][k] == EMPTY]

    def _do_space(self, task, action, events):
        _, p, tile = task
        k = action[1] - 1
        self.rep[p][k] = tile
        events.append({"type": "reputation", "player": p, "tile": tile, "space": k + 1})
        self.stack.append(("bonus", p, self.data.reputation_spaces[k]))

    def _opts_lobby_out(self, task):
        p = task[1]
        return [act("out", COLOURS[c]) for c in range(3) if self.lobby[p][c] > 0]

    def _do_lobby_out(self, task, action, events):
        p = task[1]
        c = COLOURS.index(action[1])
        self.lobby[p][c] -= 1
        self.plaza[c] += 1
        events.append({"type": "to_plaza", "player": p, "colour": action[1], "from": "lobby"})

    def _opts_gallery_out(self, task):
        p = task[1]
        return [act("out", COLOURS[c]) for c in range(3) if self.gallery[p][c] > 0]

    def _do_gallery_out(self, task, action, events):
        _, p, slot = task
        c = COLOURS.index(action[1])
        self.gallery[p][c] -= 1
        self.plaza[c] += 1
        events.append({"type": "to_plaza", "player": p, "colour": action[1], "from": "gallery"})
        if c == I:
            self._orient(p, slot, 1, events)
        elif c == V:
            self._orient(p, slot, 2, events)
        else:
            self.stack.append(("side", p, slot))

    def _opts_side(self, task):
        return [act("side", "money"), act("side", "infl")]

    def _do_side(self, task, action, events):
        self._orient(task[1], task[2], 1 if action[1] == "money" else 2, events)

    def _orient(self, p, slot, side, events):
        self.cside[p][slot] = side
        events.append({"type": "fulfil", "player": p, "slot": slot + 1,
                       "side": "money" if side == 1 else "infl"})

    def _opts_sign(self, task):
        _, p, drawn = task
        out = []
        if not drawn and (self.cdeck or self.cdiscard):
            out.append(act("draw"))
        out += [act("take", k + 1) for k in range(4) if self.cpiles[k]]
        return out

    def _do_sign(self, task, action, events):
        p = task[1]
        if action[0] == "draw":
            for k in range(4):
                card = self._draw_contract()
                if card >= 0:
                    self.cpiles[k].append(card)
            events.append({"type": "draw_contracts", "player": p, "top": [c[-1] if c else -1 for c in self.cpiles]})
            self.stack.append(("sign", p, 1))
            return
        card = self.cpiles[action[1] - 1].pop()
        events.append({"type": "take_contract", "player": p, "card": card})
        self.stack.append(("refill", p))
        self.stack.append(("slot", p, card))

    def _opts_slot(self, task):
        p = task[1]
        return [act("slot", k + 1) for k in range(3) if self.contracts[p][k] == EMPTY or self.cside[p][k]]

    def _do_slot(self, task, action, events):
        _, p, card = task
        k = action[1] - 1
        old = self.contracts[p][k]
        self.contracts[p][k] = card
        self.cside[p][k] = 0
        if old == EMPTY:
            self.stack.append(("bonus", p, self.data.slot_tickets[k]))
        else:
            self.cdiscard.append(old)
            if self.casst[p][k]:
                self._send_home(assistant(p), events)
        self.casst[p][k] = 0
        events.append({"type": "sign", "player": p, "card": card, "slot": k + 1, "replaced": old})

    # ------------------------------------------------------------------ executive actions

    def exec_options(self, p):
        out = []
        t = self.tickets[p]
        for c in range(3):
            if not t[c]:
                continue
            col = COLOURS[c]
            if self.plaza[c]:
                out.append(act("ticket", col, "plaza"))
            if self.lobby[p][c] and (c != C or self.collectors_ok(p)):
                out.append(act("ticket", col, "lobby"))
            for q in self.players:
                if q != p and self.lobby[q][c]:
                    out.append(act("ticket", col, q))
        if self.assistant_sources(p):
            for k in range(3):
                if self.contracts[p][k] != EMPTY and not self.casst[p][k]:
                    out.append(act("contract", k + 1))
        return out

    def _start_exec(self, p, action, events):
        if action[0] == "contract":
            self.stack.append(("source", p, "contract", action[1] - 1))
        else:
            self.stack.append(("tickets", p))
            self._spend_ticket(p, action, events)

    def _spend_ticket(self, p, action, events):
        c = COLOURS.index(action[1])
        src = action[2]
        self.tickets[p][c] -= 1
        self.supply[c] += 1
        if src == "plaza":
            self.plaza[c] -= 1
            self.lobby[p][c] += 1
        elif src == "lobby":
            self.lobby[p][c] -= 1
            self.gallery[p][c] += 1
        else:
            self.lobby[src][c] -= 1
            self.plaza[c] += 1
        events.append({"type": "spend_ticket", "player": p, "colour": action[1], "from": src})

    def _opts_tickets(self, task):
        p = task[1]
        return [a for a in self.exec_options(p) if a[0] == "ticket"] + [act("done")]

    def _do_tickets(self, task, action, events):
        if action[0] == "done":
            return
        self.stack.append(task)
        self._spend_ticket(task[1], action, events)


PROMPTS = {
    "pay": "How many influence steps to pay with (the rest in money)?",
    "fame": "Spend influence for more fame (one step down per star mark)?",
    "artist": "Fame bonus: which artist gains fame?",
    "ticket": "Which ticket colour?",
    "pair": "Which two ticket colours?",
    "visitor": "Which visitor comes into your gallery?",
    "pile": "Which box-office pile loses a ticket to the supply?",
    "source": "Which assistant do you use?",
    "space": "Which reputation space for the tile?",
    "lobby_out": "Which lobby visitor goes to the Plaza?",
    "gallery_out": "Which gallery visitor goes to the Plaza?",
    "side": "Turn the contract money side up or influence side up?",
    "sign": "Draw 4 new contracts, or take one from a pile?",
    "slot": "Into which contract slot?",
    "tickets": "Spend another ticket, or done?",
}

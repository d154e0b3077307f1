"""The Gallerist's state machine: turns, the eight location actions, executive and
kicked-out actions, bonuses, the end and the solitaire bot.

Everything the game remembers is plain data in the slots listed in :data:`FIELDS`
(ints, strings, lists of them, tuples for tasks), so ``to_data`` is a copy and
``clone`` is a handful of list copies.

How a turn is driven:

- ``phase`` says where the turn stands: ``place`` (set-up: choose a start location),
  ``move`` (before moving; an executive action may come first), ``act`` (after moving:
  a location action, an executive action or ``pass``), ``post`` (after the location
  action: an executive action or ``end``), ``ko`` (the kicked-out player's choice),
  ``auction`` (end of game: easel works chosen), ``over``.
- ``stack`` holds the pending steps of the action under way, top last. A step that
  needs a choice gives the decision; one with a single option, or a fixed outcome,
  resolves at once; one with no option is skipped (a bonus that cannot be carried out).

Action notation (``kind arg …``); colours v/i/c, art types pa/sc/ph/di, studios
``pab``/``par`` … (type + blue/red), locations sales/colony/media/market:

- turn: ``start LOC``, ``move LOC``, ``move LOC leave``, ``pass``, ``end``;
- Colony: ``discover STUDIO``, ``buy STUDIO``; Sales: ``sign``, ``sell SLOT WALL``;
  Media: ``hire N``, ``promote STUDIO``; Market: ``rep ROW COL``, ``offer ROW COL``
  (rows 1..7, columns A/B/C);
- executive: ``ticket COLOUR plaza|lobby|SEAT``, ``contract SLOT``, then ``done``;
- steps: ``pay K`` (K influence steps used as money), ``fame K``, ``artist STUDIO``,
  ``ticket COLOUR`` / ``tickets C1 C2`` (gains), ``visitor COLOUR``, ``pile COLOUR``,
  ``from desk|LOC|ko``, ``space N``, ``out COLOUR``, ``side money|infl``, ``draw``,
  ``take PILE``, ``slot N``, ``easel N shown|sold``.
"""

from game.engine.actions import Action, Decision
from game.engine.state import GameState
from game.gallerist.board import (EMPTY, KO, LACERDA, C, I, V, assistant, collector_limit, gallerist,
                                  is_assistant, marks_below, owner_of, steps_down)
from game.gallerist.data import COLOURS, COLUMNS, LOCATION_NAMES, LOCATIONS, TYPE_NAMES, TYPES

GAME_ID = "the-gallerist"
SALES, COLONY, MEDIA, MARKET = 0, 1, 2, 3
STUDIOS = tuple(t + c for t in TYPES for c in ("b", "r"))
END_REASONS = ("box_office", "celebrities", "bag")

# Every field of the state, in to_data order, with its shape for clone():
# 0 scalar, 1 flat list, 2 list of lists.
FIELDS = (
    ("n", 0), ("solo", 0), ("rng", 0), ("start_player", 0), ("turn", 0), ("phase", 0),
    ("exec_used", 0), ("ko_loc", 0), ("place_order", 1), ("inter_done", 0), ("trigger", 1),
    ("final_from", 0), ("last_turn", 0), ("lac_loc", 0), ("lac_home", 0), ("lac_supply", 0),
("lac_turn", 0), ("stack", 1), ("auction_queue", 1), ("easel_pick", 2),
    ("money", 1), ("infl", 1), ("tickets", 2), ("curator", 1), ("dealer", 1), ("hired", 1),
    ("desks", 1), ("boxed", 1), ("commission", 1), ("walls", 2), ("wall_artist", 2),
    ("sold", 2), ("rep", 2), ("start_tile", 1), ("gallery", 2), ("lobby", 2),
    ("contracts", 2), ("cside", 2), ("casst", 2),
    ("space", 1), ("plaza", 1), ("bag", 1), ("visitors_boxed", 1), ("studio_col", 1),
    ("artist", 1), ("fame", 1), ("promo_tok", 1), ("bonus", 1), ("bonus_used", 1),
    ("bonus_box", 1), ("sig", 1), ("stacks", 2), ("face_up", 1), ("tile_vis", 2),
    ("easels", 1), ("work_box", 1), ("promo_supply", 1), ("im_rep", 2), ("im_asst", 2),
    ("rep_box", 1), ("loc_tile", 1), ("box_office", 1), ("supply", 1), ("cdeck", 1), ("cpiles", 2),
    ("cdiscard", 1), ("cause", 0), ("final", 0),
)


def act(*parts):
    return Action(*parts)


class GalleristState(GameState):
    """One game of The Gallerist. Build it with :func:`game.gallerist.new_game`."""

    game_id = GAME_ID
    __slots__ = ("data", "_decision") + tuple(f for f, _ in FIELDS)

    # ------------------------------------------------------------------ basics

    @property
    def players(self):
        return range(self.n)

    @property
    def current(self):
        """The seat whose turn it is (the solo player during Lacerda's turn too)."""
        if self.solo:
            return 0
        return (self.start_player + self.turn) % self.n

    @property
    def round(self):
        """The round number, from 1 (solo: one round = your turn and Lacerda's)."""
        return self.turn // (1 if self.solo else self.n) + 1

    @property
    def final_round(self):
        """Whether the turn under way belongs to the final round (no KO actions)."""
        return self.final_from >= 0 and self.turn >= self.final_from

    def owners(self):
        """Seats plus Lacerda in solo: everything that can own assistants on the board."""
        return list(range(self.n)) + ([LACERDA] if self.solo else [])

    def gallerist_at(self, p):
        """Index of the space holding ``p``'s gallerist, or -1 if it is in its gallery."""
        code = gallerist(p)
        for i, piece in enumerate(self.space):
            if piece == code:
                return i
        return -1

    def studio_artist(self, s):
        return self.data.artists[self.artist[s]]

    def discovered(self, s):
        return self.fame[s] > 0

    def is_celebrity(self, s):
        return self.fame[s] >= self.data.celebrity

    def promotion(self, s):
        return self.promo_tok[s] or self.studio_artist(s).promotion

    def stars(self, s):
        return self.studio_artist(s).star_level(self.fame[s], self.data.celebrity)

    def sale_value(self, s):
        return self.data.ladder[self.stars(s)]

    def collectors_ok(self, p):
        """Whether one more Collector may enter ``p``'s gallery."""
        return self.gallery[p][C] < collector_limit(len(self.sold[p]))

    def has_masterpiece(self, p):
        return any(self.is_celebrity(s) for s in self.wall_artist[p])

    def money_steps(self, p):
        return len(marks_below(self.data.money_marks, self.infl[p]))

    def star_steps(self, x):
        return len(marks_below(self.data.star_marks, x))

    def can_pay(self, p, cost, extra_infl=0):
        infl = min(self.data.influence_max, self.infl[p] + extra_infl)
        return self.money[p] + len(marks_below(self.data.money_marks, infl)) >= cost

    def tiles_held(self, p):
        return sum(1 for t in self.rep[p] if t != EMPTY)

    def acquired_types(self, p):
        return {w // 8 for w in self.walls[p]} | {w // 8 for w in self.sold[p]}

    def celebrities(self):
        return sum(1 for s in range(8) if self.is_celebrity(s))

    def end_conditions(self):
        """The end conditions that hold now, by name."""
        out = []
        if sum(self.box_office) == 0:
            out.append("box_office")
        if self.celebrities() >= 2:
            out.append("celebrities")
        if sum(self.bag) == 0:
            out.append("bag")
        return out

    def column_open(self, col):
        return col != 1 or self.data.setup["column_b_open"][self.n - 1]

    def lobby_meets(self, p, col):
        lob = self.lobby[p]
        for need in self.data.columns[col][2]:
            if need == "any" and sum(lob) == 0:
                return False
            if need == "vi" and lob[V] + lob[I] == 0:
                return False
            if need in COLOURS and lob[COLOURS.index(need)] == 0:
                return False
        return True

    # ------------------------------------------------------------------ copying

    def clone(self):
        s = GalleristState.__new__(GalleristState)
        s.data = self.data
        s._decision = self._decision
        for name, shape in FIELDS:
            v = getattr(self, name)
            if shape == 1:
                v = v[:]
            elif shape == 2:
                v = [x[:] for x in v]
            setattr(s, name, v)
        s.rng = self.rng.copy()
        return s

    def to_data(self):
        """Plain JSON-safe data; :func:`from_data` rebuilds this exact state."""
        out = {"game": GAME_ID}
        for name, shape in FIELDS:
            v = getattr(self, name)
            if name == "stack":
                v = [list(t) for t in v]
            elif shape == 1:
                v = list(v)
            elif shape == 2:
                v = [list(x) for x in v]
            elif name == "rng":
                v = v.state
            out[name] = v
        return out

    # ------------------------------------------------------------------ decisions

    def decision(self):
        d = self._decision
        if d is None and self.phase != "over":
            d = self._decision = self._build_decision()
        return d

    def _build_decision(self):
        if self.stack:
            task = self.stack[-1]
            opts = self._task_options(task)
            return Decision(task[1], task[0], f"{PROMPTS[task[0]]} ({self.cause})", tuple(opts))
        ph = self.phase
        if ph == "place":
            p = self.place_order[0]
            free = [act("start", LOCATIONS[loc]) for loc in range(4) if self.space[loc] == EMPTY]
            return Decision(p, "start", "Choose where your gallerist starts (you take its starting tile).",
                            tuple(free))
        if ph == "auction":
            p = self.auction_queue[0]
            opts = [act("easel", i + 1, how) for i in range(len(self.easels)) for how in ("shown", "sold")]
            return Decision(p, "easel", "Take an Art of International Renown work: exhibited or sold?",
                            tuple(opts))
        p = self.current
        if ph == "ko":
            owner = owner_of(self.space[KO + self.ko_loc])
            return Decision(owner, "ko", f"Kicked out of the {LOCATION_NAMES[self.ko_loc]}: a location action "
                            "(influence to the previous star mark), an executive action, or pass.",
                            tuple(self.ko_options(owner)))
        opts = []
        if ph == "move":
            opts = self.move_options(p)
            prompt = "Move your gallerist (an executive action may come first)."
        elif ph == "act":
            opts = self.location_options(p, self.gallerist_at(p)) + [act("pass")]
            prompt = f"Take an action of the {LOCATION_NAMES[self.gallerist_at(p)]}, or pass."
        else:
            opts = [act("end")]
            prompt = "End your turn (or take your executive action)."
        if not self.exec_used:
            opts += self.exec_options(p)
        return Decision(p, "turn", prompt, tuple(opts))

    def _apply(self, decision, action):
        events = []
        if self.stack:
            task = self.stack.pop()
            getattr(self, "_do_" + task[0])(task, action, events)
        else:
            self._apply_phase(decision, action, events)
        self._run(events)
        self._decision = None
        return events

    # ------------------------------------------------------------------ the loop

    def _run(self, events):
        """Resolve steps that need nobody's choice, until a decision is due or the game ends."""
        while True:
            if self.stack:
                task = self.stack[-1]
                auto = getattr(self, "_auto_" + task[0], None)
                if auto is not None:
                    self.stack.pop()
                    auto(task, events)
                    continue
                opts = self._task_options(task)
                if len(opts) == 0:
                    self.stack.pop()
                    events.append({"type": "skipped", "player": task[1], "step": task[0]})
                    continue
                if len(opts) == 1:
                    self.stack.pop()
                    getattr(self, "_do_" + task[0])(task, opts[0], events)
                    continue
                return
            if self.phase == "post" and self.exec_used:
                self._finish_turn(events)
                continue
            if self.phase == "ko_done":
                self._after_ko(events)
                continue
            if self.phase == "ko" and len(self.ko_options(owner_of(self.space[KO + self.ko_loc]))) == 1:
                events.append({"type": "ko_pass", "player": owner_of(self.space[KO + self.ko_loc]),
                               "nothing": True})
                self.phase = "ko_done"
                continue
            if self.phase == "auction" and not self.auction_queue:
                self._score(events)
                continue
            return

    # ------------------------------------------------------------------ phases

    def _apply_phase(self, decision, action, events):
        kind = action[0]
        p = decision.player
        self.cause = ("kicked out: " if self.phase == "ko" else "") + str(action)
        if kind == "start":
            self._place_start(p, LOCATIONS.index(action[1]), events)
        elif kind == "easel":
            self._take_easel(p, action[1] - 1, action[2], events)
        elif kind in ("ticket", "contract"):
            if self.phase == "ko":
                self.phase = "ko_done"
                events.append({"type": "ko_action", "player": p, "what": "executive"})
            else:
                self.exec_used = 1
            self._start_exec(p, action, events)
        elif kind == "move":
            self._move(p, LOCATIONS.index(action[1]), len(action) > 2, events)
            self.phase = "act"
        elif kind == "pass":
            if self.phase == "ko":
                self.phase = "ko_done"
                events.append({"type": "ko_pass", "player": p})
            else:
                self.phase = "post"
                events.append({"type": "forgo", "player": p})
        elif kind == "end":
            self._finish_turn(events)
        else:
            if self.phase == "ko":
                marks = marks_below(self.data.star_marks, self.infl[p])
                events.append({"type": "ko_action", "player": p, "what": "location",
                               "influence": [self.infl[p], marks[-1]]})
                self.infl[p] = marks[-1]
                self.phase = "ko_done"
            else:
                self.phase = "post"
            self._start_location_action(p, action, events)

    def _place_start(self, p, loc, events):
        self.space[loc] = gallerist(p)
        tile = self.loc_tile[loc]
        self.loc_tile[loc] = EMPTY
        self.start_tile[p] = tile
        events.append({"type": "start", "player": p, "location": LOCATIONS[loc], "tile": tile})
        self.place_order.pop(0)
        if not self.place_order:
            self._setup_done(events)

    def _setup_done(self, events):
        self.rep_box += [t for t in self.loc_tile if t != EMPTY]
        self.loc_tile = [EMPTY] * 4
        self.phase = "move"
        events.append({"type": "turn", "player": self.current, "round": self.round})

    # ------------------------------------------------------------------ moving

    def move_options(self, p):
        here = self.gallerist_at(p)
        opts = []
        for loc in range(4):
            if loc == here:
                continue
            opts.append(act("move", LOCATIONS[loc]))
            if 0 <= here < 4 and self.desks[p] > 0:
                opts.append(act("move", LOCATIONS[loc], "leave"))
        return opts

    def _move(self, p, dest, leave, events):
        here = self.gallerist_at(p)
        if here >= 0:
            self.space[here] = EMPTY
            if leave:
                self.desks[p] -= 1
                self.space[here] = assistant(p)
        events.append({"type": "move", "player": p, "to": LOCATIONS[dest], "leave": bool(leave)})
        piece = self.space[dest]
        if piece != EMPTY:
            owner = owner_of(piece)
            if owner == p:
                self.space[dest] = EMPTY
                self._send_home(piece, events)
            elif owner == LACERDA:
                self._kick_lacerda(p, dest, piece, events)
            else:
                self.space[KO + dest] = piece
                self.ko_loc = dest
                events.append({"type": "kick", "player": owner, "location": LOCATIONS[dest],
                               "piece": "assistant" if is_assistant(piece) else "gallerist"})
        self.space[dest] = gallerist(p)

    def _send_home(self, piece, events):
        owner = owner_of(piece)
        if owner == LACERDA:
            if is_assistant(piece):
                self.lac_supply += 1
            else:
                self.lac_home = 1
            return
        if is_assistant(piece):
            if self.desks[owner] < self.data.desks:
                self.desks[owner] += 1
                events.append({"type": "home", "player": owner, "piece": "assistant", "to": "desk"})
            else:
                self.boxed[owner] += 1
                events.append({"type": "home", "player": owner, "piece": "assistant", "to": "box"})
        else:
            events.append({"type": "home", "player": owner, "piece": "gallerist", "to": "gallery"})

    # ------------------------------------------------------------------ end of turn

    def _finish_turn(self, events):
        """The active player is done; the kicked-out player (if any) decides next."""
        loc = self.ko_loc
        if loc >= 0:
            owner = owner_of(self.space[KO + loc])
            if not self.final_round and owner != LACERDA:
                self.phase = "ko"
                return
        self.phase = "ko_done"

    def _after_ko(self, events):
        loc = self.ko_loc
        if loc >= 0:
            piece = self.space[KO + loc]
            self.space[KO + loc] = EMPTY
            self.ko_loc = -1
            if piece != EMPTY:
                self._send_home(piece, events)
        self._intermediate(events)
        self._check_end(events)
        if self.solo and not self.lac_turn and self.final_from < 0:
            self._lacerda_turn(events)
            self._finish_turn(events)
            return
        self.lac_turn = 0
        if self.last_turn >= 0 and self.turn >= self.last_turn:
            self._start_auction(events)
            return
        self.turn += 1
        self.exec_used = 0
        self.phase = "move"
        events.append({"type": "turn", "player": self.current, "round": self.round,
                       "final": self.final_round})

    def _intermediate(self, events):
        if self.inter_done or min(self.box_office) > 0:
            return
        self.inter_done = 1
        events.append({"type": "intermediate"})
        for p in self.players:
            self._bonus_money(p, events)
            self._bonus_influence(p, events)

    def _check_end(self, events):
        if self.final_from >= 0:
            return
        held = self.end_conditions()
        per_round = 1 if self.solo else self.n
        if self.solo:
            held = [h for h in held if h == "box_office"]
            reached = len(held) >= 1
        else:
            reached = len(held) >= 2
        rounds_done = (self.turn + 1) // per_round
        if not reached and (self.turn + 1) % per_round == 0 and rounds_done >= self.data.setup["max_rounds"]:
            held, reached = ["safeguard"], True
        if not reached:
            return
        self.trigger = held
        if self.solo:
            self.final_from = self.last_turn = self.turn + 1
        else:
            r = self.turn // self.n
            self.final_from = (r + 1) * self.n
            self.last_turn = (r + 2) * self.n - 1
        events.append({"type": "end_triggered", "conditions": held})

    # ------------------------------------------------------------------ location actions

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
        elif loc == MARKET:
            for row in range(7):
                for col in range(3):
                    if self.market_check(p, row, col) is None:
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
        if not self.column_open(col):
            return "column B is closed with fewer than 3 players"
        if not self.assistant_sources(p):
            return "you have no available assistant"
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

    # ------------------------------------------------------------------ bonuses

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
        out = []
        if self.desks[p] > 0:
            out.append("desk")
        code = assistant(p)
        for loc in range(4):
            if self.space[loc] == code:
                out.append(LOCATIONS[loc])
        if self.phase == "ko_done" and self.ko_loc >= 0 and self.space[KO + self.ko_loc] == code:
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

    # ------------------------------------------------------------------ kicked out

    def ko_options(self, p):
        out = [act("pass")]
        if self.infl[p] > 0:
            keep = self.infl[p]
            self.infl[p] = marks_below(self.data.star_marks, keep)[-1]
            phase, self.phase = self.phase, "ko_done"
            out += self.location_options(p, self.ko_loc)
            self.phase = phase
            self.infl[p] = keep
        phase, self.phase = self.phase, "ko_done"
        out += self.exec_options(p)
        self.phase = phase
        return out

    # ------------------------------------------------------------------ Lacerda (solo)

    def _kick_lacerda(self, p, loc, piece, events):
        self._send_home(piece, events)
        events.append({"type": "kick_lacerda", "player": p, "location": LOCATIONS[loc]})
        if sum(self.box_office):
            self.stack.append(("pile", p, "largest"))
        if loc == MARKET:
            self._lacerda_market(events)

    def _lacerda_turn(self, events):
        self.lac_turn = 1
        if self.lac_loc < 0:
            dest = (self.gallerist_at(0) + 2) % 4
        else:
            dest = (self.lac_loc + 1) % 4
            if not self.lac_home:
                self.space[self.lac_loc] = EMPTY
                if self.lac_supply > 0:
                    self.lac_supply -= 1
                    self.space[self.lac_loc] = assistant(LACERDA)
        self.lac_home = 0
        piece = self.space[dest]
        if piece != EMPTY:
            if owner_of(piece) == LACERDA:
                self.lac_supply += 1
            else:
                self.space[KO + dest] = piece
                self.ko_loc = dest
                events.append({"type": "kick", "player": 0, "location": LOCATIONS[dest],
                               "piece": "assistant" if is_assistant(piece) else "gallerist"})
        self.space[dest] = gallerist(LACERDA)
        first = self.lac_loc < 0
        self.lac_loc = dest
        events.append({"type": "lacerda_move", "to": LOCATIONS[dest]})
        if dest == MARKET and not first:
            self._lacerda_market(events)

    def _lacerda_market(self, events):
        for row, col in self.data.solo_im_order:
            if self.im_asst[row][col] != EMPTY:
                continue
            if self.lac_supply == 0 and not self._lacerda_reclaim():
                return
            self.lac_supply -= 1
            self.im_asst[row][col] = LACERDA
            if row < 4 and self.im_rep[row][col] != EMPTY:
                self.rep_box.append(self.im_rep[row][col])
                self.im_rep[row][col] = EMPTY
            events.append({"type": "lacerda_market", "row": row + 1, "column": COLUMNS[col]})
            return

    def _lacerda_reclaim(self):
        code = assistant(LACERDA)
        for loc in self.data.solo_reclaim:
            if self.space[loc] == code:
                self.space[loc] = EMPTY
                self.lac_supply += 1
                return True
        return False

    # ------------------------------------------------------------------ the end

    def offer_totals(self):
        """Auction offers per owner: (total, best single offer)."""
        out = {}
        for r in range(3):
            worth = self.data.auction_rows[r][0]
            for col in range(3):
                o = self.im_asst[4 + r][col]
                if o != EMPTY:
                    tot, best = out.get(o, (0, 0))
                    out[o] = (tot + worth, max(best, worth))
        return out

    def _start_auction(self, events):
        offers = self.offer_totals()
        seat_order = {p: (p - self.start_player) % self.n for p in self.players}
        seat_order[LACERDA] = 99
        ranked = sorted(offers, key=lambda o: (-offers[o][0], -offers[o][1], seat_order[o]))
        self.auction_queue = ranked[:len(self.easels)]
        self.phase = "auction"
        events.append({"type": "auction", "order": ranked})
        self._lacerda_easels(events)

    def _lacerda_easels(self, events):
        """Lacerda takes the first easel work left whenever its offer comes first."""
        while self.auction_queue and self.auction_queue[0] == LACERDA:
            self.auction_queue.pop(0)
            self.easel_pick.append([LACERDA, self.easels.pop(0), 0])
            events.append({"type": "lacerda_easel"})

    def _take_easel(self, p, i, how, events):
        work = self.easels.pop(i)
        self.easel_pick.append([p, work, 1 if how == "shown" else 0])
        self.auction_queue.pop(0)
        events.append({"type": "easel", "player": p, "work": work, "as": how})
        self._lacerda_easels(events)

    def _score(self, events):
        from game.gallerist.scoring import final_scoring
        self.final = final_scoring(self)
        for p in self.players:
            self.money[p] = self.final[p]["total"]
            self.infl[p] = self.final[p]["influence_after"]
        self.phase = "over"
        events.append({"type": "game_over", "winners": self.winners(),
                       "scores": [self.final[p]["total"] for p in self.players]})

    def winners(self):
        """Most money; ties: most reputation tiles, then most works sold, then shared."""
        key = {p: (self.money[p], self.tiles_held(p), len(self.sold[p])) for p in self.players}
        best = max(key.values())
        return [p for p in self.players if key[p] == best]

    def summary(self):
        over = self.phase == "over"
        out = {"winners": self.winners() if over else [], "scores": self.money[:],
               "rounds": self.round, "completed": over, "end_trigger": self.trigger or None}
        if self.solo and over:
            out["title"] = self.final[0]["title"]
        return out

    def score_breakdown(self, player):
        """Final scoring of ``player`` by part: the recorded one once over, else a projection."""
        if self.final is not None:
            return self.final[player]
        from game.gallerist.scoring import final_scoring
        return final_scoring(self)[player]

    def observation(self, player):
        from game.gallerist.view import observation
        return observation(self, player)

    # ------------------------------------------------------------------ explanations

    def why_not(self, action):
        """One sentence saying why ``action`` is not legal now, or None if it is."""
        d = self.decision()
        if d is None:
            return "The game is over."
        if action in d.options:
            return None
        kind = action[0]
        p = d.player
        try:
            if d.kind == "turn" and kind in LOCATION_KINDS:
                here = self.gallerist_at(p)
                loc = LOCATION_KINDS[kind]
                if self.phase != "act":
                    return "A location action comes right after your move."
                if here != loc:
                    return f"That action belongs to the {LOCATION_NAMES[loc]}, and your gallerist is elsewhere."
                reason = self._why_location(p, action)
                return f"Not now: {reason}." if reason else "That action is not possible now."
            if d.kind == "turn" and kind == "move":
                if self.phase != "move":
                    return "You have already moved this turn."
                if LOCATIONS.index(action[1]) == self.gallerist_at(p):
                    return "Your gallerist must move to another location."
                if len(action) > 2:
                    return "You can only leave an assistant when leaving a location with one on a desk."
            if kind in ("ticket", "contract") and d.kind == "turn" and self.exec_used:
                return "You have already taken your executive action this turn."
            if kind == "pay":
                return "You cannot pay that way: not enough money or influence."
        except (ValueError, IndexError, TypeError):
            pass
        return f"That is not a choice of this decision ({d.prompt})"

    def _why_location(self, p, action):
        kind = action[0]
        if kind == "discover":
            if self.commission[p] != EMPTY:
                return "you already hold a commission"
            return "that artist is already discovered"
        if kind == "buy":
            return self.buy_check(p, STUDIOS.index(action[1]))
        if kind == "sign":
            return self.sign_check(p)
        if kind == "sell":
            return "you need an unfulfilled contract matching a work on your walls"
        if kind == "hire":
            return "not enough free desks, assistants in the queue, or money"
        if kind == "promote":
            return self.promote_check(p, STUDIOS.index(action[1]))
        if kind in ("rep", "offer"):
            return self.market_check(p, action[1] - 1, COLUMNS.index(action[2]))
        return None


LOCATION_KINDS = {"discover": COLONY, "buy": COLONY, "sign": SALES, "sell": SALES,
                  "hire": MEDIA, "promote": MEDIA, "rep": MARKET, "offer": MARKET}

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

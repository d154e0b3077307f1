"""The Gallerist's state machine: set-up choices, turns, kicked-out actions and the end.

The location actions are in :mod:`game.gallerist.locations`, the steps, bonuses and
executive actions in :mod:`game.gallerist.steps`, the solitaire bot in
:mod:`game.gallerist.solo`; all three are mixins of :class:`GalleristState`.

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

from game.engine.actions import Decision
from game.engine.state import GameState
from game.gallerist.board import (EMPTY, KO, LACERDA, STUDIOS, C, I, V, act, assistant, collector_limit,  # noqa: F401
                                  gallerist, is_assistant, marks_below, owner_of)
from game.gallerist.data import COLOURS, LOCATION_NAMES, LOCATIONS
from game.gallerist.locations import LocationActions
from game.gallerist.reasons import why_not
from game.gallerist.solo import Lacerda
from game.gallerist.steps import PROMPTS, Steps

GAME_ID = "the-gallerist"

# Every field of the state, in to_data order, with its shape for clone():
# 0 scalar, 1 flat list, 2 list of lists. Per-seat lists are indexed by seat; visitor and
# ticket counts by colour (v, i, c); -1 (EMPTY) marks an empty place.
#   turn/phase/stack: see above; final_from/last_turn: first turn of the final round and
#   the last turn (-1 before the end is triggered); lac_*: Lacerda's last location, whether
#   it was sent home, its supply, whether its turn is under way.
#   money, infl, tickets, hired (assistants hired so far), desks, boxed (out of the game),
#   commission (studio), walls/wall_artist (work and its artist, left to right), sold,
#   rep (tile per reputation space), start_tile, gallery, lobby, contracts/cside
#   (0 unfulfilled, 1 money side, 2 influence side)/casst (an assistant on it).
#   space: action spaces 0-3 and KO spaces 4-7 (piece codes, see board.py); studio_col,
#   artist, fame (0 = undiscovered), promo_tok, bonus, sig per studio; stacks/face_up/
#   tile_vis per art type; im_rep [row][col] tiles, im_asst [row][col] owners.
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


class GalleristState(LocationActions, Steps, Lacerda, GameState):
    """One game of The Gallerist. Build it with :func:`game.gallerist.new_game`.

    The location actions, the steps and bonuses, and the solo bot live in the mixins
    :class:`~game.gallerist.locations.LocationActions`, :class:`~game.gallerist.steps.Steps`
    and :class:`~game.gallerist.solo.Lacerda`; this class holds the data, the turn and the end."""

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
                       "scores": [self.final[p]["total"] for p in self.players],
                       "headline": self.summary().get("headline")})

    def winners(self):
        """Most money; ties: most reputation tiles, then most works sold, then shared.
        Solitaire: the player wins by reaching a title against Lacerda (spec 3.13), so the
        final scoring decides ([0] or []; [] before it)."""
        if self.solo:
            return [0] if self.final is not None and self.final[0]["title"] else []
        key = {p: (self.money[p], self.tiles_held(p), len(self.sold[p])) for p in self.players}
        best = max(key.values())
        return [p for p in self.players if key[p] == best]

    def summary(self):
        """The shared figures; a finished solitaire adds its ``title`` and the ``headline``
        the game-over screen shows (:func:`~game.gallerist.scoring.solo_headline`)."""
        over = self.phase == "over"
        out = {"winners": self.winners() if over else [], "scores": self.money[:],
               "rounds": self.round, "completed": over, "end_trigger": self.trigger or None}
        if self.solo and over:
            from game.gallerist.scoring import solo_headline
            out["title"] = self.final[0]["title"]
            out["headline"] = solo_headline(self.final[0])
        return out

    def score_breakdown(self, seat):
        """``seat``'s final money as ``(label, amount)`` pairs in scoring order that add up to
        it: the recorded final scoring once over, else a projection. The detailed parts (with
        the influence from reputation tiles, the final influence and the solo title) are in
        ``state.final`` and :func:`game.gallerist.scoring.final_scoring`."""
        from game.gallerist.scoring import PART_LABELS, PARTS, final_scoring
        part = self.final[seat] if self.final is not None else final_scoring(self)[seat]
        return [(PART_LABELS[k], part[k]) for k in PARTS]

    def observation(self, seat):
        from game.gallerist.view import observation
        return observation(self, seat)

    # ------------------------------------------------------------------ explanations

    def _why_not(self, d, action, seat):
        """The Gallerist's reasons (see :meth:`GameState.why_not` and :mod:`game.gallerist.reasons`)."""
        return why_not(self, d, action, seat)

"""The Avant Carde game state: zones, the round's phases, and the pending decision.

A round is **play** (each player builds a line from a 7-card hand; simultaneous
in the rules, so the engine runs the players one after another and hides each
line from the others until all are done) then **buy** (one buy turn each, in
turn order from the first player), then the end of round.

Powers that need a choice push *tasks* onto ``state.tasks`` (a stack of plain
dicts). The pending decision is the top task's, else the phase's own (play a
card or stop; buy, bury, use a power, spend the change token or end the turn).
Tasks are data, never generators, so a state clones and serialises at any point.
"""

from game.avant_carde import powers as P
from game.avant_carde.board import (NUMBERS, PLAY_MODIFIERS, SOLO_SECTIONS, Entry, awards_for, buy_powers, match_target,
                                    match_words, money_breakdown, play_variants, variant_values)
from game.avant_carde.data import PatronSet, load_data
from game.engine.actions import Action, Decision
from game.engine.errors import SaveError, VernissageError
from game.engine.rng import Rng
from game.engine.state import GameState

SAVE_VERSION = 2
# Version 1 (before the change token had its full name) called the player fields "token" and
# "spent_token"; from_data renames them, so those saves still load.
_V1_PLAYER_KEYS = {"token": "change_token", "spent_token": "spent_change_token"}
OPTION_VALUES = {
    "gems": ("rulebook", "instructions"),
    "tiebreak": ("rulebook", "instructions"),
    "beginner_shuffle": (False, True),
}
DEFAULT_OPTIONS = {"gems": "rulebook", "tiebreak": "rulebook", "beginner_shuffle": False}
# Actions are immutable, so the common ones are built once (they are compared, not mutated).
BUY = {n: Action("buy", n) for n in NUMBERS}
BURY = {n: Action("bury", n) for n in NUMBERS}
STOP, END, CHANGE = Action("stop"), Action("end"), Action("change")
_PLAYS = {}
_USES = {}


def _play(code, suffix=None):
    key = (code, suffix)
    act = _PLAYS.get(key)
    if act is None:
        act = _PLAYS[key] = Action("play", code, suffix) if suffix else Action("play", code)
    return act


def _use(key):
    act = _USES.get(key)
    if act is None:
        act = _USES[key] = Action("use", key)
    return act


class Player:
    """One seat: its zones, awards and change token, and what it did this round."""

    __slots__ = ("hand", "deck", "discard", "line", "awards", "change_token", "tag",
                 "pending", "money", "made", "buries", "spent_change_token", "designer", "schmoozer",
                 "hoarders", "copies", "used", "once", "imitated", "forged", "watchers",
                 "first_four", "made_last")

    def __init__(self, tag):
        self.hand, self.deck, self.discard, self.line = [], [], [], []
        self.awards = 0
        self.change_token = False
        self.tag = tag
        self.made_last = 0   # money made in this player's last buy turn (tie-break)
        self.reset_round()

    def reset_round(self):
        self.pending = 0        # $ from patrons' powers this round (play powers' is paid when the buy turn starts)
        self.money = 0          # $ left to spend in the buy turn
        self.made = 0           # $ made this buy turn (awards count this)
        self.buries = 0
        self.spent_change_token = False
        self.designer = 0       # Designer 6s in effect
        self.schmoozer = 0      # Schmoozer 5s in effect
        self.hoarders = []      # [colour, count] per Hoarder 7
        self.copies = []        # (power id, source card) buy powers gained by copying
        self.used = set()       # keys of buy powers already used (a card's code or "copyN")
        self.once = set()       # once-per-turn power ids already used
        self.imitated = set()   # cards copied by Impersonators this turn
        self.forged = set()     # indices of opponents' buys copied by Forgers
        self.watchers = 0       # Forgers waiting for an opponent's buy later this round
        self.first_four = None  # the first printed 4 face up in the line (Journalist)

    def copy(self):
        q = Player.__new__(Player)
        q.hand, q.deck, q.discard, q.line = self.hand[:], self.deck[:], self.discard[:], self.line[:]
        q.awards, q.change_token, q.tag, q.made_last = self.awards, self.change_token, self.tag, self.made_last
        q.pending, q.money, q.made, q.buries = self.pending, self.money, self.made, self.buries
        q.spent_change_token, q.designer, q.schmoozer = self.spent_change_token, self.designer, self.schmoozer
        q.hoarders = [h[:] for h in self.hoarders]
        q.copies = self.copies[:]
        q.used, q.once, q.imitated, q.forged = set(self.used), set(self.once), set(self.imitated), set(self.forged)
        q.watchers, q.first_four = self.watchers, self.first_four
        return q

    def face_up(self):
        return [e for e in self.line if e.up]

    def find(self, card):
        """Index of ``card`` in the line, or -1."""
        for i, e in enumerate(self.line):
            if e.card == card:
                return i
        return -1


class AvantCardeState(GameState):
    """A whole game of Avant Carde. Build one with :func:`game.avant_carde.new_game`."""

    game_id = "avant-carde"

    # ---- construction -------------------------------------------------------------------
    @classmethod
    def _blank(cls, data, patron_set, options, seed):
        st = cls.__new__(cls)
        st.data = data
        st.pset = patron_set
        st.options = dict(options)
        st.seed = seed
        st.rng = Rng(seed)
        st.round = 1
        st.phase = "play"
        st.first = 0
        st.queue = []          # seats still to play (play phase) or to buy (buy phase); [0] acts
        st.stacks = {}
        st.awards_left = st.extras_left = st.unlimited = 0
        st.change_supply = 0
        st.gems = []
        st.trash = []
        st.buys = []           # (player, stack number) of this round's paid buys
        st.final_round = False
        st.token_section = 0   # solo: where the first player token lies (SOLO_SECTIONS)
        st.tasks = []
        st.snapshot = []       # each seat as the others saw it when the play phase began
        st.result = None       # when over: {"winners": [...], "reason": str, ...}
        st.players = []
        st._decision = None
        return st

    @property
    def solo(self):
        return self.options.get("solo")

    @property
    def num_players(self):
        return len(self.players)

    @property
    def simultaneous(self):
        """True during the play phase, which all seats play at once (their lines stay hidden)."""
        return self.phase == "play"

    def clone(self):
        st = AvantCardeState.__new__(AvantCardeState)
        st.data, st.pset, st.options, st.seed = self.data, self.pset, self.options, self.seed
        st.rng = Rng(self.rng.state)
        st.round, st.phase, st.first = self.round, self.phase, self.first
        st.queue = self.queue[:]
        st.stacks = {n: s[:] for n, s in self.stacks.items()}
        st.awards_left, st.extras_left, st.unlimited = self.awards_left, self.extras_left, self.unlimited
        st.change_supply = self.change_supply
        st.gems, st.trash, st.buys = self.gems[:], self.trash[:], self.buys[:]
        st.final_round, st.token_section = self.final_round, self.token_section
        st.tasks = self.tasks[:]          # tasks are never mutated in place
        st.snapshot = self.snapshot       # replaced, never mutated
        st.result = self.result
        st.players = [p.copy() for p in self.players]
        st._decision = self._decision
        return st

    # ---- small queries used by powers and the UI -----------------------------------------
    def code(self, card):
        return self.data.cards[card].code

    def card(self, card):
        return self.data.cards[card]

    def patron_of(self, card):
        """The patron a card calls (by its printed number), or None for 1s and 11-14."""
        return self.pset.patrons.get(self.data.cards[card].number)

    def power_of(self, card):
        pat = self.patron_of(card)
        return P.POWERS[pat.power] if pat else None

    @property
    def acting(self):
        """The seat whose phase turn it is (play or buy), or None between phases/when over."""
        return self.queue[0] if self.queue and self.phase in ("play", "buy") else None

    def turn_order(self):
        n = len(self.players)
        return [(self.first + i) % n for i in range(n)]

    def blocked_stack(self):
        """Solo: the stack number under the first player token, else None."""
        if self.solo and 1 <= self.token_section <= 6:
            return self.token_section + 1
        return None

    def twos(self, seat):
        """Face-up 2s (by current number) in ``seat``'s line."""
        n = 0
        for e in self.players[seat].line:
            if e[4] and e[1] == 2:
                n += 1
        return n

    def twos_needed(self, seat):
        """How many face-up 2s ``seat`` needs for "most 2s": the best rival, or solo's colour count."""
        if self.solo:
            counts = {}
            for s in self.stacks.values():
                if s:
                    c = self.data.cards[s[-1]].colour
                    counts[c] = counts.get(c, 0) + 1
            best = max(counts.values(), default=0)
        else:
            best = max((self.twos(q) for q in range(len(self.players)) if q != seat), default=0)
        return max(best, 1)

    def has_most_twos(self, seat):
        return self.twos(seat) >= self.twos_needed(seat)

    def buy_powers(self, seat):
        """Every buy power of ``seat`` this turn: ``(key, power id, source card)`` (see
        :func:`board.buy_powers`)."""
        p = self.players[seat]
        cards = self.data.cards
        return buy_powers(((cards[e[0]].code, cards[e[0]].number, e[0]) for e in p.line if e[4]), p.copies,
                          self.pset.patrons)

    def power_status(self, seat):
        """For the UI: ``(key, power id, source, reason)``; reason is None when usable now."""
        p = self.players[seat]
        out = []
        for key, pid, src in self.buy_powers(seat):
            power = P.POWERS[pid]
            if key in p.used:
                reason = "Already used this turn."
            elif power.once and pid in p.once:
                reason = "Only once per turn."
            else:
                reason = power.blocked(self, seat, src)
            out.append((key, pid, src, reason))
        return out

    # ---- the pending decision ------------------------------------------------------------
    def decision(self):
        if self.phase == "over":
            return None
        if self._decision is None:
            self._decision = self._compute_decision()
        return self._decision

    def _compute_decision(self):
        if self.tasks:
            task = self.tasks[-1]
            handler = P.TASKS[task["kind"]]
            return Decision(task["player"], task["kind"], handler.prompt(self, task),
                            tuple(handler.options(self, task)), source=P.task_source(self, task))
        seat = self.queue[0]
        if self.phase == "play":
            opts = self.play_options(seat)
            opts.append(STOP)
            return Decision(seat, "play", "Play a card that matches your line, or stop.", tuple(opts))
        return Decision(seat, "buy", "Buy, bury, use a power — or end your turn.", tuple(self.buy_options(seat)))

    def match_target(self, seat):
        """What ``seat``'s next face-up card must match (see :func:`board.match_target`)."""
        return match_target(self.players[seat].line)

    def match_words(self, seat):
        """What ``seat``'s next card must match, in words ("blue or 3"), or None if anything goes."""
        return match_words(self.match_target(seat))

    def _why_not(self, d, action, seat):
        """Avant Carde's reasons (see :meth:`GameState.why_not`)."""
        k = action.kind
        if seat is not None and seat != d.player:
            return "Wait for your turn." if self.phase != "buy" else "Only in your buy turn."
        seat = d.player
        p = self.players[seat]
        if d.kind not in ("play", "buy"):
            return "Finish the current choice first."
        if k == "play":
            if d.kind != "play":
                return "Cards are played in the play phase."
            if self.data.by_code.get(action[1]) not in p.hand:
                return "That card is not in your hand."
            hint = self.match_words(seat)
            return f"Does not match your line: the next card must be {hint}." if hint else \
                "This card cannot be played now."
        if k in ("buy", "bury", "use", "change", "end") and d.kind != "buy":
            return "Only in your buy turn."
        if k == "buy":
            n = action[1]
            if not self.stacks.get(n):
                return "This stack is empty."
            if n == self.blocked_stack():
                return "Blocked by the first player token."
            return f"You have ${p.money}; the top card costs ${n}."
        if k == "bury":
            if p.buries <= 0:
                return "No bury left this turn."
            return "Needs at least 2 cards to bury the top one."
        if k == "use":
            reason = next((r for key, _, _, r in self.power_status(seat) if key == action[1]), None)
            return reason or "No such power in your line."
        if k == "change":
            return "You already spent your change token." if p.spent_change_token else "You have no change token."
        return "Not available now."

    def score_breakdown(self, seat):
        """What ``seat`` made this buy turn, by source (see :func:`board.money_breakdown`)."""
        p = self.players[seat]
        return money_breakdown(p.made, p.pending, seat in self.gems, p.spent_change_token)

    def play_options(self, seat):
        """Every legal ``play`` action: each hand card, with the variants its 4-power allows."""
        target = self.match_target(seat)
        cards = self.data.cards
        patrons = self.pset.patrons
        opts = []
        for cid in self.players[seat].hand:
            c = cards[cid]
            pat = patrons.get(c.number)
            if pat is None or pat.power not in PLAY_MODIFIERS:
                if target is None or c.colour in target[0] or c.number in target[1]:
                    opts.append(_play(c.code))
                continue
            for suffix, number, colour, odd in play_variants(c, pat):
                if (target is None or colour in target[0] or number in target[1]
                        or any(n in target[1] for n in odd)):
                    opts.append(_play(c.code, suffix))
        return opts

    def buy_options(self, seat):
        p = self.players[seat]
        opts = []
        blocked = self.blocked_stack()
        for n in NUMBERS:
            s = self.stacks[n]
            if s and n != blocked and n <= p.money:
                opts.append(BUY[n])
        if p.buries > 0:
            for n in NUMBERS:
                if len(self.stacks[n]) >= 2:
                    opts.append(BURY[n])
        for key, pid, src, reason in self.power_status(seat):
            if reason is None:
                opts.append(_use(key))
        if p.change_token and not p.spent_change_token:
            opts.append(CHANGE)
        opts.append(END)
        return opts

    # ---- applying actions ----------------------------------------------------------------
    def _apply(self, decision, action):
        events = []
        self._decision = None
        if self.tasks:
            task = self.tasks.pop()
            P.TASKS[task["kind"]].resolve(self, task, action, events)
        elif self.phase == "play":
            self._play_action(decision.player, action, events)
        else:
            self._buy_action(decision.player, action, events)
        self._advance(events)
        return events

    def _advance(self, events):
        """Run automatic steps until a player has a real choice (or the game is over)."""
        while True:
            while self.tasks:
                task = self.tasks[-1]
                handler = P.TASKS[task["kind"]]
                if handler.auto:
                    self.tasks.pop()
                    handler.run(self, task, events)
                elif not handler.options(self, task):
                    self.tasks.pop()       # nothing to choose: the step does nothing
                else:
                    return
            if self.phase == "play":
                seat = self.queue[0]
                if self.players[seat].hand:
                    d = self._compute_decision()
                    if len(d.options) > 1:
                        self._decision = d
                        return
                self._stop(seat, events, forced=True)
            else:
                return

    def _play_action(self, seat, action, events):
        if action.kind == "stop":
            self._stop(seat, events)
            return
        p = self.players[seat]
        cid = self.data.by_code[action[1]]
        c = self.data.cards[cid]
        pat = self.patron_of(cid)
        suffix = action[2] if len(action) > 2 else None
        number, colour, odd = variant_values(c, suffix)
        p.hand.remove(cid)
        entry = Entry(cid, number, colour, odd)
        p.line.append(entry)
        events.append({"type": "play", "player": seat, "card": c.code, "number": number,
                       "colour": colour, "odd": list(odd), "variant": suffix})
        self.on_face_up(seat, entry, played=True, events=events)
        if pat:
            self.invoke(seat, pat.power, "play", cid, pre=pat.power in PLAY_MODIFIERS)

    def on_face_up(self, seat, entry, played, events):
        """A card turned or played face up: Journalist's first 4, Hoarders' counts."""
        p = self.players[seat]
        c = self.data.cards[entry.card]
        if c.number == 4 and p.first_four is None:
            p.first_four = entry.card
        if played:
            for h in p.hoarders:
                if h[0] == entry.colour:
                    h[1] += 1
                    if h[1] % 2 == 0:
                        self.draw_for_power(seat, 1, events, "hoarder")

    def _stop(self, seat, events, forced=False):
        p = self.players[seat]
        if p.hand:
            p.discard.extend(p.hand)
            events.append({"type": "discard_hand", "player": seat, "cards": [self.code(c) for c in p.hand]})
            p.hand.clear()
        events.append({"type": "stop", "player": seat, "forced": forced, "line": len(p.line)})
        self.queue.pop(0)
        if not self.queue:
            self._start_buy_phase(events)

    def _start_buy_phase(self, events):
        self.phase = "buy"
        events.append({"type": "reveal", "lines": [[self.code(e.card) for e in p.line] for p in self.players]})
        self.queue = self.turn_order()
        self._start_buy_turn(self.queue[0], events)

    def _start_buy_turn(self, seat, events):
        p = self.players[seat]
        cards = sum(1 for e in p.line if e.up)
        gem = 1 if seat in self.gems else 0
        p.money = p.made = cards + gem + p.pending
        p.buries = self.data.rules["solo_buries"] if self.solo else 1
        events.append({"type": "buy_turn", "player": seat, "money": p.money,
                       "cards": cards, "gem": gem, "powers": p.pending})

    def _buy_action(self, seat, action, events):
        p = self.players[seat]
        kind = action.kind
        if kind == "buy":
            n = action[1]
            cid = self.stacks[n].pop()
            p.money -= n
            p.discard.append(cid)
            self.buys.append((seat, n))
            events.append({"type": "buy", "player": seat, "card": self.code(cid), "cost": n})
            self._offer_forgeries(seat, n, len(self.buys) - 1)
        elif kind == "bury":
            n = action[1]
            s = self.stacks[n]
            s.insert(0, s.pop())
            p.buries -= 1
            events.append({"type": "bury", "player": seat, "stack": n, "card": self.code(s[0])})
        elif kind == "use":
            key = action[1]
            pid, src = next((pid, src) for k, pid, src in self.buy_powers(seat) if k == key)
            p.used.add(key)
            if P.POWERS[pid].once:
                p.once.add(pid)
            events.append({"type": "use", "player": seat, "key": key, "power": pid})
            self.invoke(seat, pid, "buy", src)
        elif kind == "change":
            p.change_token = False
            p.spent_change_token = True
            self.change_supply += 1
            p.money += 1
            p.made += 1
            events.append({"type": "gain", "player": seat, "amount": 1, "reason": "change token"})
        else:
            self._end_buy_turn(seat, events)

    def _offer_forgeries(self, buyer, number, index):
        """After a paid buy, every opponent with a waiting Forger may copy it (their decision)."""
        if not self.stacks[number]:
            return
        for seat in reversed(self.turn_order()):
            if seat != buyer and self.players[seat].watchers > 0:
                self.tasks.append({"kind": "forge_offer", "player": seat, "number": number, "buy": index})

    def _end_buy_turn(self, seat, events):
        p = self.players[seat]
        won = self.award(seat, self.awards_for(p.made), events)
        if p.money > 0 and not p.spent_change_token and not p.change_token and self.change_supply > 0:
            p.change_token = True
            self.change_supply -= 1
            events.append({"type": "take_change_token", "player": seat})
        if p.hand:   # cards drawn by powers during the buy turn
            p.discard.extend(p.hand)
            p.hand.clear()
        p.made_last = p.made
        events.append({"type": "end_turn", "player": seat, "made": p.made, "left": p.money})
        p.money = 0
        self.queue.pop(0)
        if won:
            self._finish(events, "solo_win")
        elif self.queue:
            self._start_buy_turn(self.queue[0], events)
        else:
            self._end_round(events)

    def awards_for(self, made):
        """Awards earned by making ``made`` dollars in one buy turn ($6→1, $8→2, $10→3, $11→4, +1 per $6 more)."""
        return awards_for(self.data.rules, made)

    def award(self, seat, n, events):
        """Give ``n`` awards from the stack, then the Extras, then unlimited. True if a solo game is won."""
        if n <= 0:
            return False
        p = self.players[seat]
        from_stack = min(n, self.awards_left)
        self.awards_left -= from_stack
        rest = n - from_stack
        from_extras = min(rest, self.extras_left)
        self.extras_left -= from_extras
        self.unlimited += rest - from_extras
        p.awards += n
        emptied = from_stack > 0 and self.awards_left == 0
        events.append({"type": "awards", "player": seat, "count": n, "made": p.made,
                       "stack_emptied": emptied})
        if emptied:
            if self.solo:
                return True
            self.final_round = True
        return False

    def _end_round(self, events):
        n = len(self.players)
        if self.final_round:
            self._finish(events, "awards_out")
            return
        if self.solo and self.round >= self.data.rules["solo_rounds"]:
            self._finish(events, "solo_loss")
            return
        self.first = (self.first + 1) % n
        hand_size = self.data.rules["hand_size"]
        for seat, p in enumerate(self.players):
            p.discard.extend(e.card for e in p.line)
            p.line.clear()
            if self.options.get("beginner_shuffle"):
                p.deck.extend(p.discard)
                p.deck.extend(p.hand)
                p.discard.clear()
                p.hand.clear()
                self.rng.shuffle(p.deck)
            self.draw(seat, hand_size, events, reason="new round")
            p.reset_round()
        self._assign_gems(events)
        if self.solo:
            self._move_token(events)
        self.round += 1
        self.buys = []
        self._start_play_phase(events)

    def _assign_gems(self, events):
        """Hidden Gems to the fewest awards; a tie bigger than the gems left gets none."""
        self.gems = []
        if self.solo:
            return
        left = self.data.rules["hidden_gems"][self.options["gems"]][len(self.players)]
        levels = sorted({p.awards for p in self.players})
        for level in levels:
            if left <= 0:
                break
            group = [s for s, p in enumerate(self.players) if p.awards == level]
            if len(group) > left:
                break
            self.gems.extend(group)
            left -= len(group)
        events.append({"type": "gems", "players": list(self.gems)})

    def _move_token(self, events):
        self.token_section += 1
        n = self.blocked_stack()
        if n is not None and len(self.stacks[n]) >= 2:
            s = self.stacks[n]
            s.insert(0, s.pop())
        events.append({"type": "token", "section": SOLO_SECTIONS[min(self.token_section, 8)], "stack": n})

    def _start_play_phase(self, events):
        self.phase = "play"
        self.queue = self.turn_order()
        self.snapshot = [self._public_seat(s) for s in range(len(self.players))]
        events.append({"type": "round", "round": self.round, "first": self.first})

    def _finish(self, events, reason):
        self.phase = "over"
        self.queue = []
        self.tasks = []
        if self.solo:
            winners = [0] if reason == "solo_win" else []
            self.result = {"winners": winners, "reason": reason, "tiebreak": None}
        else:
            self.result = self._rank(reason)
        events.append({"type": "game_over", **self.result})

    def _rank(self, reason):
        best = max(p.awards for p in self.players)
        tied = [s for s, p in enumerate(self.players) if p.awards == best]
        how = None
        if len(tied) > 1:
            if self.options["tiebreak"] == "rulebook":
                key = lambda s: self.players[s].made_last
                how = "money made this round"
            else:
                key = lambda s: 1 if self.players[s].change_token else 0
                how = "holding a change token"
            top = max(key(s) for s in tied)
            narrowed = [s for s in tied if key(s) == top]
            if len(narrowed) < len(tied):
                tied = narrowed
            else:
                how = how + " (still tied: shared win)"
            if len(tied) > 1 and "shared" not in how:
                how += " (still tied: shared win)"
        return {"winners": tied, "reason": reason, "tiebreak": how}

    # ---- effects used by powers ----------------------------------------------------------
    def draw(self, seat, k, events, reason=""):
        """Draw ``k`` cards into the hand, reshuffling the discard pile when the deck runs out."""
        p = self.players[seat]
        drawn = []
        for _ in range(k):
            if not p.deck:
                if not p.discard:
                    break
                p.deck, p.discard = p.discard, []
                self.rng.shuffle(p.deck)
                events.append({"type": "reshuffle", "player": seat, "cards": len(p.deck)})
            drawn.append(p.deck.pop())
        p.hand.extend(drawn)
        if drawn or k:
            events.append({"type": "draw", "player": seat, "count": len(drawn), "reason": reason,
                           "cards": [self.code(c) for c in drawn], "private": seat})
        return drawn

    def draw_for_power(self, seat, k, events, reason):
        """A power's draw: each Schmoozer in effect adds one card."""
        return self.draw(seat, k + self.players[seat].schmoozer, events, reason)

    def gain(self, seat, amount, events, reason):
        """Money from a power: now if it is this seat's buy turn, else at its next buy turn start."""
        p = self.players[seat]
        if self.phase == "buy" and self.queue and self.queue[0] == seat:
            p.money += amount
            p.made += amount
        p.pending += amount
        events.append({"type": "gain", "player": seat, "amount": amount, "reason": reason})

    def invoke(self, seat, pid, part, src, pre=False):
        """Use power ``pid``'s ``part`` ("play" or "buy") from card ``src``.

        A Designer repeats it once per Designer in effect, unless the power cannot
        be copied or its buy part is once per turn. Runs are pushed as tasks so each
        repetition's choices come after the previous one's.
        """
        power = P.POWERS[pid]
        times = 1
        if power.copyable and not (part == "buy" and power.once):
            times += self.players[seat].designer
        for i in reversed(range(times)):
            self.tasks.append({"kind": "run", "player": seat, "power": pid, "part": part,
                               "src": src, "pre": pre and i == 0})

    def take_free(self, seat, number, events, reason):
        """Take the top card of a stack for free (Collector, Forger)."""
        cid = self.stacks[number].pop()
        self.players[seat].discard.append(cid)
        events.append({"type": "take", "player": seat, "card": self.code(cid), "reason": reason})

    def trash_card(self, seat, cid, events, reason):
        """Trash a card from the discard pile or the line (a played card keeps its $1)."""
        p = self.players[seat]
        if cid in p.discard:
            p.discard.remove(cid)
        else:
            del p.line[p.find(cid)]
        self.trash.append(cid)
        events.append({"type": "trash", "player": seat, "card": self.code(cid), "reason": reason})

    def conceal_from_hand(self, seat, cid, tint, events, reason):
        p = self.players[seat]
        p.hand.remove(cid)
        c = self.data.cards[cid]
        p.line.append(Entry(cid, c.number, c.colour, (), False, tint))
        events.append({"type": "conceal", "player": seat, "card": self.code(cid), "from": "hand",
                       "tint": tint, "reason": reason, "private": seat})

    def conceal_played(self, seat, cid, events, reason):
        p = self.players[seat]
        i = p.find(cid)
        p.line[i] = p.line[i].replace(up=False, tint=None)
        events.append({"type": "conceal", "player": seat, "card": self.code(cid), "from": "line",
                       "tint": None, "reason": reason})

    def unveil(self, seat, cid, events, reason):
        """Turn a concealed card face up (printed number and colour) and use its play power."""
        p = self.players[seat]
        i = p.find(cid)
        c = self.data.cards[cid]
        entry = Entry(cid, c.number, c.colour)
        p.line[i] = entry
        events.append({"type": "unveil", "player": seat, "card": c.code, "reason": reason})
        self.on_face_up(seat, entry, played=False, events=events)
        pat = self.patron_of(cid)
        if pat and "play" in pat.timing:
            self.invoke(seat, pat.power, "play", cid)

    # ---- serialisation -------------------------------------------------------------------
    def to_data(self):
        """The whole game as plain JSON-safe data (cards by code)."""
        code = self.code
        players = []
        for p in self.players:
            players.append({
                "tag": p.tag, "hand": [code(c) for c in p.hand], "deck": [code(c) for c in p.deck],
                "discard": [code(c) for c in p.discard],
                "line": [[code(e.card), e.number, e.colour, list(e.odd), e.up, e.tint] for e in p.line],
                "awards": p.awards, "change_token": p.change_token, "made_last": p.made_last,
                "pending": p.pending, "money": p.money, "made": p.made, "buries": p.buries,
                "spent_change_token": p.spent_change_token, "designer": p.designer, "schmoozer": p.schmoozer,
                "hoarders": [list(h) for h in p.hoarders],
                "copies": [[pid, code(src)] for pid, src in p.copies],
                "used": sorted(p.used),
                "once": sorted(p.once), "imitated": sorted(code(c) for c in p.imitated),
                "forged": sorted(p.forged), "watchers": p.watchers,
                "first_four": code(p.first_four) if p.first_four is not None else None,
            })
        return {
            "version": SAVE_VERSION, "seed": self.seed, "options": dict(self.options),
            "patrons": self.pset.to_data(), "rng": str(self.rng.state),
            "round": self.round, "phase": self.phase, "first": self.first, "queue": list(self.queue),
            "stacks": {str(n): [code(c) for c in s] for n, s in self.stacks.items()},
            "awards_left": self.awards_left, "extras_left": self.extras_left, "unlimited": self.unlimited,
            "change_supply": self.change_supply, "gems": list(self.gems),
            "trash": [code(c) for c in self.trash], "buys": [list(b) for b in self.buys],
            "final_round": self.final_round, "token_section": self.token_section,
            "tasks": [P.task_to_data(self, t) for t in self.tasks],
            "snapshot": self.snapshot, "result": self.result,
            "players": players,
        }

    @classmethod
    def from_data(cls, d, data=None):
        """Rebuild a state from :meth:`to_data` output. A damaged dict raises
        :class:`~game.engine.errors.SaveError`. Version-1 saves (before the change token had its
        full name) still load."""
        try:
            return cls._from_data(d, data or load_data())
        except VernissageError:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise SaveError(f"The Avant Carde game data is damaged ({type(exc).__name__}: {exc}).") from None

    @classmethod
    def _from_data(cls, d, data):
        if d.get("version") == 1:
            d = dict(d, players=[{_V1_PLAYER_KEYS.get(k, k): v for k, v in pd.items()} for pd in d["players"]])
        elif d.get("version") != SAVE_VERSION:
            raise SaveError(f"Avant Carde save version {d.get('version')!r} is not 1 or {SAVE_VERSION}.")
        cid = data.by_code.__getitem__
        st = cls._blank(data, PatronSet.from_data(d["patrons"]), d["options"], d["seed"])
        st.rng = Rng(int(d["rng"]))
        st.round, st.phase, st.first = int(d["round"]), d["phase"], int(d["first"])
        st.queue = [int(s) for s in d["queue"]]
        st.stacks = {int(n): [cid(c) for c in s] for n, s in d["stacks"].items()}
        st.awards_left, st.extras_left = int(d["awards_left"]), int(d["extras_left"])
        st.unlimited, st.change_supply = int(d["unlimited"]), int(d["change_supply"])
        st.gems = [int(s) for s in d["gems"]]
        st.trash = [cid(c) for c in d["trash"]]
        st.buys = [(int(a), int(b)) for a, b in d["buys"]]
        st.final_round, st.token_section = bool(d["final_round"]), int(d["token_section"])
        st.snapshot, st.result = d["snapshot"], d["result"]
        for pd in d["players"]:
            p = Player(pd["tag"])
            p.hand, p.deck, p.discard = [cid(c) for c in pd["hand"]], [cid(c) for c in pd["deck"]], [cid(c) for c in pd["discard"]]
            p.line = [Entry(cid(c), int(n), col, tuple(odd), bool(up), tint) for c, n, col, odd, up, tint in pd["line"]]
            p.awards, p.change_token, p.made_last = int(pd["awards"]), bool(pd["change_token"]), int(pd["made_last"])
            p.pending, p.money, p.made, p.buries = int(pd["pending"]), int(pd["money"]), int(pd["made"]), int(pd["buries"])
            p.spent_change_token, p.designer, p.schmoozer = bool(pd["spent_change_token"]), int(pd["designer"]), int(pd["schmoozer"])
            p.hoarders = [[h[0], int(h[1])] for h in pd["hoarders"]]
            p.copies = [(pid, cid(src)) for pid, src in pd["copies"]]
            p.used = {str(k) for k in pd["used"]}
            p.once, p.imitated = set(pd["once"]), {cid(c) for c in pd["imitated"]}
            p.forged, p.watchers = {int(i) for i in pd["forged"]}, int(pd["watchers"])
            p.first_four = cid(pd["first_four"]) if pd["first_four"] is not None else None
            st.players.append(p)
        st.tasks = [P.task_from_data(st, t) for t in d["tasks"]]
        return st

    # ---- what a seat may see --------------------------------------------------------------
    def _public_seat(self, seat):
        """What everybody can see of a seat (used for the play-phase snapshot)."""
        p = self.players[seat]
        return {"hand": len(p.hand), "deck": len(p.deck), "discard": [self.code(c) for c in p.discard],
                "unseen": sorted(self.code(c) for c in p.hand + p.deck)}

    def observation(self, seat):
        """Plain data with everything ``seat`` may see (see :mod:`game.avant_carde.view`)."""
        from game.avant_carde.view import observation
        return observation(self, seat)

    def summary(self):
        """Result figures: winners, awards per seat, rounds played, completed; a finished
        solo game adds the ``headline`` the game-over screen shows."""
        out = {"winners": list(self.result["winners"]) if self.result else [],
               "scores": [p.awards for p in self.players], "rounds": self.round,
               "completed": self.phase == "over",
               "reason": self.result["reason"] if self.result else None}
        if self.solo and self.result:
            out["headline"] = "You win!" if out["winners"] else "The gallery wins"
        return out

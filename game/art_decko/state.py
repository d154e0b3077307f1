"""The Art Decko game state: set-up, the turn, payments, refills, the end.

A turn is two actions, then the end-of-turn steps. Every choice a player makes is a
:class:`~game.engine.actions.Decision`; its options are :class:`Action` tuples whose
text form is the notation below. Decision kinds and their actions:

``action`` — choose the next action of the turn:
    ``haggle c12`` (spend c12, draw two), ``acquire teal c31`` (take c31 from Gallery
    Teal; banks: ``acquire cadmium c80``, ``acquire sienna c97``), ``show c12 poetic``
    (exhibit c12 at Poetic Patterns). Only targets the hand can pay for are offered.
``marker`` — the painting fits both its genre's marker and a gray one:
    ``marker surrealism`` or ``marker gray``; ``cancel``.
``exhibitor`` — a first Show may claim a free New Exhibitor space:
    ``bonus discount2`` … or ``bonus none``; ``cancel``.
``pay`` — build the payment, one toggle at a time:
    ``pay c3`` (add c3 at its value), ``unpay c3`` (take it back), ``ability c7``
    (pay with c7's ability: from hand, or switching a card paid at face value; to
    stop using the ability, ``unpay`` it),
    ``second c9`` (Fancy Noble: also take c9 from the same gallery, or drop it again),
    ``confirm`` (offered once the payment covers the cost), ``cancel`` (back to
    ``action``; nothing has happened until ``confirm``).
``discard`` — end of turn: ``discard c5`` (one card to the discard pile), ``done``.

Planning an action (target, marker, bonus, payment) changes nothing on the table;
``confirm`` carries it out at once, so ``cancel`` never has anything to undo.

``apply`` returns events: plain dicts with a ``type`` (``turn``, ``haggle``,
``draw``, ``reshuffle``, ``select``, ``plan``, ``cancel``, ``exhibitor``, ``pay``,
``acquire``, ``show``, ``score``, ``rating``, ``gold_rating``, ``forfeit``,
``cleanup``, ``discard``, ``cost_token``, ``refill``, ``cadmium``, ``end_triggered``,
``final_scoring``, ``game_over``). A ``draw`` event's ``cards`` are for the drawing
seat's eyes only.
"""

from typing import NamedTuple

from game.art_decko.data import load_data
from game.art_decko.scoring import final_scoring
from game.engine.actions import Action, Decision
from game.engine.errors import SaveError
from game.engine.rng import Rng
from game.engine.state import GameState

GAME_ID = "art-decko"
SAVE_VERSION = 2      # 2: cards by code; 1 (no "version" key): cards by id
OPTIONS = {"gold_tiles": True, "starting_gold": ""}   # "": the data's default allocation

PH_ACTION, PH_PLAN, PH_DISCARD, PH_OVER = "action", "plan", "discard", "over"
ST_MARKER, ST_EXHIBITOR, ST_PAY = "marker", "exhibitor", "pay"

_ACTIONS = {}


def act(*parts):
    """The shared Action for ``parts`` (actions are immutable, so one object serves all)."""
    a = _ACTIONS.get(parts)
    if a is None:
        a = _ACTIONS[parts] = Action(*parts)
    return a


class Plan(NamedTuple):
    """An action being prepared. Immutable: every toggle makes a new Plan."""

    kind: str            # "acquire" or "show"
    where: int           # location index (acquire) or exhibition index (show)
    card: int            # the card to take, or the painting to show
    stage: str           # ST_MARKER, ST_EXHIBITOR or ST_PAY
    marker: int = -1     # show: the invitation marker to take
    bonus: int = -1      # show: the New Exhibitor space to claim; -1 none
    second: int = -1     # acquire with Fancy Noble: a second painting from the same gallery
    paid: tuple = ()     # ((card, uses_ability), ...) in the order added


class ArtDeckoState(GameState):
    """A whole game of Art Decko. Seats are 0-based; seat 0 starts.

    Card zones hold card ids (ints, see :mod:`game.art_decko.data`); the top of every
    pile is the end of its list. ``public`` is a bit set of the cards whose identity
    every player has seen (dealt paintings are not public until they leave a hand).
    """

    game_id = GAME_ID
    __slots__ = (
        "data", "num_players", "options", "rng", "ratings", "gold_rating",
        "deck", "galleries", "tokens", "token_supply", "tokens_removed",
        "cadmium", "cadmium_deck", "sienna",
        "invitations", "vp_markers", "museum", "bag", "tiles", "exhibitor",
        "hands", "draws", "discards", "played", "boxed", "dealt", "public", "scores",
        "turn", "actions_done", "acquired_from", "phase", "plan", "end_trigger", "final",
        "_decision")

    # ------------------------------------------------------------------ basics

    @property
    def current(self):
        """The seat whose turn it is."""
        return self.turn % self.num_players

    @property
    def round(self):
        """The round number, from 1."""
        return self.turn // self.num_players + 1

    @property
    def is_over(self):
        return self.phase == PH_OVER

    def gold_value(self, genre):
        """A painting's current gold value."""
        return self.data.painting_gold[self.ratings[genre]]

    def ribbons_left(self, seat):
        """Ribbons for shows and a New Exhibitor claim (one always marks the score)."""
        return self.data.ribbons - 1 - self.shown_count(seat) - self.exhibitor.count(seat)

    def shown_count(self, seat):
        """How many of the seat's paintings are on display."""
        return sum(owner == seat for display in self.museum for _, owner in display)

    def owned_cards(self, seat):
        """Cards a player owns that are not on display: hand, draw, discard, action spaces."""
        cards = self.hands[seat] + self.draws[seat] + self.discards[seat]
        if seat == self.current:
            for space in self.played:
                cards += space
        return cards

    def clone(self):
        s = ArtDeckoState.__new__(ArtDeckoState)
        s.data, s.num_players, s.options = self.data, self.num_players, self.options
        s.rng = self.rng.copy()
        s.ratings, s.gold_rating = self.ratings[:], self.gold_rating
        s.deck = self.deck[:]
        s.galleries = [g[:] for g in self.galleries]
        s.tokens, s.token_supply = self.tokens[:], self.token_supply[:]
        s.tokens_removed = self.tokens_removed[:]
        s.cadmium, s.cadmium_deck, s.sienna = self.cadmium[:], self.cadmium_deck[:], self.sienna[:]
        s.invitations = [i[:] for i in self.invitations]
        s.vp_markers = [v[:] for v in self.vp_markers]
        s.museum = [m[:] for m in self.museum]
        s.bag, s.tiles, s.exhibitor = self.bag[:], self.tiles, self.exhibitor[:]
        s.hands = [h[:] for h in self.hands]
        s.draws = [d[:] for d in self.draws]
        s.discards = [d[:] for d in self.discards]
        s.played = [x[:] for x in self.played]
        s.boxed, s.dealt, s.public = self.boxed[:], self.dealt, self.public
        s.scores = self.scores[:]
        s.turn, s.actions_done, s.acquired_from = self.turn, self.actions_done, self.acquired_from
        s.phase, s.plan, s.end_trigger, s.final = self.phase, self.plan, self.end_trigger, self.final
        s._decision = self._decision
        return s

    # --------------------------------------------------------------- decisions

    def decision(self):
        d = self._decision
        if d is None and self.phase != PH_OVER:
            d = self._decision = self._build_decision()
        return d

    def _build_decision(self):
        p = self.current
        if self.phase == PH_ACTION:
            n = self.actions_done + 1
            return Decision(p, "action", f"Action {n} of {self.data.actions_per_turn}: "
                            "haggle, acquire or show.", tuple(self._action_options()))
        if self.phase == PH_DISCARD:
            code = self.data.cards
            options = tuple([act("discard", code[c].code) for c in self.hands[p]] + [act("done")])
            return Decision(p, "discard", f"Discard any cards, then done; you draw up to "
                            f"{self.data.hand_size}.", options)
        plan = self.plan
        if plan.stage == ST_MARKER:
            genre = self.data.genres[self.data.cards[plan.card].genre]
            return Decision(p, "marker", f"Take the {genre.name} invitation marker or a gray one?",
                            (act("marker", genre.id), act("marker", "gray"), act("cancel")))
        if plan.stage == ST_EXHIBITOR:
            # Only choices the hand can then pay for: a Show offered thanks to a discount
            # must not lead to a payment that can never be completed.
            budget = self.hand_budget(self.hands[p], "show", skip=plan.card)
            ids = [s.id for s in self.data.exhibitor_spaces if self.exhibitor[s.index] < 0] + ["none"]
            options = [act("bonus", i) for i in ids if budget >= self._show_cost(plan, i)]
            return Decision(p, "exhibitor", "First show: claim a New Exhibitor bonus?",
                            tuple(options + [act("cancel")]))
        cost, total = self.payment_cost(), self.payment_total()
        return Decision(p, "pay", f"Pay {cost} for {self._plan_words()}: {total} so far.",
                        tuple(self._pay_options(cost, total)))

    def _plan_words(self):
        d, plan = self.data, self.plan
        if plan.kind == "show":
            return f"showing {d.card_name(plan.card)} at {d.exhibitions[plan.where].name}"
        words = d.card_name(plan.card)
        if plan.second >= 0:
            words += " and " + d.card_name(plan.second)
        return f"{words} from {d.locations[plan.where].name}"

    def hand_budget(self, hand, target, skip=-1):
        """The most the hand could pay toward ``target`` (every card at its best use)."""
        cards, gold = self.data.cards, self.data.painting_gold
        ratings = self.ratings
        total = 0
        limited = None
        for c in hand:
            if c == skip:
                continue
            card = cards[c]
            if card.genre >= 0:
                total += gold[ratings[card.genre]]
                continue
            total += card.value
            ab = card.ability
            if ab is not None and ab.target == target:
                gain = ab.pays(card.value) - card.value
                if gain > 0:
                    if ab.per_action:
                        limited = limited or {}
                        limited.setdefault(ab.id, (ab.per_action, []))[1].append(gain)
                    else:
                        total += gain
        if limited:
            for most, gains in limited.values():
                total += sum(sorted(gains, reverse=True)[:most])
        return total

    def _action_options(self):
        d, p = self.data, self.current
        cards = d.cards
        hand = self.hands[p]
        options = [act("haggle", cards[c].code) for c in hand]
        painting_budget = self.hand_budget(hand, "painting")
        for loc in d.locations:
            if loc.index in self.acquired_from:
                continue
            if loc.is_gallery:
                if painting_budget >= self.tokens[loc.index]:
                    options.extend(act("acquire", loc.id, cards[c].code) for c in self.galleries[loc.index])
                continue
            offer = self.bank_offer(loc.index - len(self.galleries))
            if offer and self.hand_budget(hand, loc.target) >= loc.cost:
                options.extend(act("acquire", loc.id, cards[c].code) for c in offer)
        if self.ribbons_left(p) >= 1:
            show_budget = self.hand_budget(hand, "show")
            discount = self.best_discount(p)
            gray = d.gray
            free = [set(m for m in slots if m >= 0) for slots in self.invitations]
            for c in hand:
                g = cards[c].genre
                if g < 0:
                    continue
                budget = show_budget - d.painting_gold[self.ratings[g]] + discount
                for e, exh in enumerate(d.exhibitions):
                    if (g in free[e] or gray in free[e]) and budget >= exh.cost:
                        options.append(act("show", cards[c].code, exh.id))
        return options

    def bank_offer(self, bank):
        """Cards on offer at bank 0 (Cadmium: its face-up cards) or 1 (Sienna: the top card)."""
        return self.cadmium if bank == 0 else self.sienna[-1:]

    def _bank_pile(self, loc):
        return self.cadmium if loc.index == len(self.galleries) else self.sienna

    def _may_claim_exhibitor(self, seat):
        """A first Show with a free New Exhibitor space (data keeps at least 3 ribbons:
        the score, the claim and the painting)."""
        return self.shown_count(seat) == 0 and seat not in self.exhibitor and -1 in self.exhibitor

    def best_discount(self, seat):
        """The largest New Exhibitor discount ``seat`` could still claim with a first Show (else 0)."""
        if not self._may_claim_exhibitor(seat):
            return 0
        return max((s.amount for s in self.data.exhibitor_spaces
                    if s.kind == "discount" and self.exhibitor[s.index] < 0), default=0)

    # ------------------------------------------------------------ why not

    def _why_not(self, dec, action, seat):
        """Art Decko's reasons (see :meth:`GameState.why_not`)."""
        kind, d = action[0], self.data
        if kind in ("haggle", "acquire", "show") and dec.kind != "action":
            return "Finish the action you are preparing first (or Cancel)."
        if kind == "acquire":
            return self._why_not_acquire(d.location(action[1]))
        if kind == "show":
            return self._why_not_show(d.code_to_id[action[1]], d.exhibition(action[2]).index)
        if kind == "bonus" and dec.kind == "exhibitor":
            return self._why_not_bonus(action[1])
        if kind == "confirm" and dec.kind == "pay":
            return (f"Pay {self.payment_cost() - self.payment_total()} more first: "
                    "click cards in your hand.")
        if kind in ("pay", "unpay", "ability") and dec.kind == "pay":
            c = d.code_to_id[action[1]]
            if self.plan.kind == "show" and c == self.plan.card:
                return "This painting is being shown: it cannot pay for its own Show."
            if kind == "ability":
                return "Its ability cannot pay for this action."
            return "Not usable for this payment."
        return "Not possible now."

    def _why_not_acquire(self, loc):
        if loc.index in self.acquired_from:
            return f"You already bought at {loc.name} this turn: a second buy must be elsewhere."
        cost = self.tokens[loc.index] if loc.is_gallery else loc.cost
        budget = self.hand_budget(self.hands[self.current], loc.target)
        if budget < cost:
            return f"Costs {cost}: your whole hand can pay at most {budget}."
        return "Not possible now."

    def _why_not_show(self, card, e):
        d, p = self.data, self.current
        c, exh = d.cards[card], d.exhibitions[e]
        if c.genre < 0:
            return "Only paintings can be shown: pick a painting from your hand."
        if self.ribbons_left(p) < 1:
            return "You have no ribbon left to mark a Show."
        free = self.invitations[e]
        if c.genre not in free and d.gray not in free:
            return f"{exh.name} has no {d.genres[c.genre].name} or gray invitation left."
        budget = self.hand_budget(self.hands[p], "show", skip=card)
        discount = self.best_discount(p)
        more = f" (with a New Exhibitor discount: {budget + discount})" if discount else ""
        return f"Showing here costs {exh.cost}: the rest of your hand pays at most {budget}{more}."

    def _why_not_bonus(self, space_id):
        d = self.data
        if space_id != "none" and self.exhibitor[d.exhibitor_space(space_id).index] >= 0:
            return "That New Exhibitor bonus is already claimed."
        cost = self._show_cost(self.plan, space_id)
        budget = self.hand_budget(self.hands[self.current], "show", skip=self.plan.card)
        return f"The Show would then cost {cost}, and the rest of your hand pays at most {budget}."

    # ----------------------------------------------------------------- payment

    def plan_target(self):
        """What the planned action pays for: ``show``, ``painting`` or a bank's target (abilities name one)."""
        plan = self.plan
        return "show" if plan.kind == "show" else self.data.locations[plan.where].target

    def payment_cost(self):
        """What the planned action costs (after a New Exhibitor discount)."""
        d, plan = self.data, self.plan
        if plan.kind == "show":
            return self._show_cost(plan, d.exhibitor_spaces[plan.bonus].id if plan.bonus >= 0 else "none")
        loc = d.locations[plan.where]
        if loc.is_gallery:
            return self.tokens[loc.index] * (2 if plan.second >= 0 else 1)
        return loc.cost

    def _show_cost(self, plan, space_id):
        """What the planned Show costs with New Exhibitor bonus ``space_id`` (or ``none``)."""
        d = self.data
        cost = d.exhibitions[plan.where].cost
        if space_id != "none":
            space = d.exhibitor_space(space_id)
            if space.kind == "discount":
                cost -= space.amount
        return max(0, cost)

    def card_pays(self, card, uses_ability):
        """What one card pays now: a painting its genre's gold value, gold its face or ability."""
        c = self.data.cards[card]
        if c.genre >= 0:
            return self.data.painting_gold[self.ratings[c.genre]]
        return c.ability.pays(c.value) if uses_ability else c.value

    def payment_total(self):
        return sum(self.card_pays(c, a) for c, a in self.plan.paid)

    def _pay_options(self, cost, total):
        d, plan = self.data, self.plan
        cards = d.cards
        target = self.plan_target()
        paid = dict(plan.paid)
        in_use = {}
        for c, uses in plan.paid:
            if uses:
                in_use[cards[c].ability.id] = in_use.get(cards[c].ability.id, 0) + 1
        options = []
        for c in self.hands[self.current]:
            if plan.kind == "show" and c == plan.card:
                continue          # the painting being shown cannot pay for its own show
            code = cards[c].code
            options.append(act("unpay", code) if c in paid else act("pay", code))
            ab = cards[c].ability
            if (ab is not None and ab.target == target and not paid.get(c)
                    and (not ab.per_action or in_use.get(ab.id, 0) < ab.per_action)):
                options.append(act("ability", code))
        if plan.kind == "acquire" and self._two_paintings(plan.paid):
            for c in self.galleries[plan.where]:
                if c != plan.card:
                    options.append(act("second", cards[c].code))
        if total >= cost:
            options.append(act("confirm"))
        options.append(act("cancel"))
        return options

    def _two_paintings(self, paid):
        cards = self.data.cards
        return any(uses and cards[c].ability.two_paintings for c, uses in paid)

    # ------------------------------------------------------------------- apply

    def _apply(self, decision, action):
        self._decision = None
        events = []
        getattr(self, "_do_" + action[0])(action, events)
        return events

    def _card(self, code):
        return self.data.code_to_id[code]

    def _do_haggle(self, action, events):
        p, c = self.current, self._card(action[1])
        self.hands[p].remove(c)
        self.played[self.actions_done].append(c)
        self.public |= 1 << c
        events.append({"type": "haggle", "player": p, "card": action[1]})
        self._draw(p, 2, events)
        self._finish_action(events)

    def _do_acquire(self, action, events):
        loc = self.data.location(action[1])
        self.plan = Plan("acquire", loc.index, self._card(action[2]), ST_PAY)
        self.phase = PH_PLAN
        events.append({"type": "select", "player": self.current, "action": "acquire",
                       "location": loc.id, "card": action[2], "cost": self.payment_cost()})

    def _do_show(self, action, events):
        d, p = self.data, self.current
        c, exh = self._card(action[1]), d.exhibition(action[2])
        genre = d.cards[c].genre
        free = self.invitations[exh.index]
        plan = Plan("show", exh.index, c, ST_MARKER)
        if not (genre in free and d.gray in free):
            plan = self._after_marker(plan._replace(marker=genre if genre in free else d.gray))
        self.plan, self.phase = plan, PH_PLAN
        events.append({"type": "select", "player": p, "action": "show", "exhibition": exh.id,
                       "card": action[1], "cost": exh.cost})

    def _after_marker(self, plan):
        stage = ST_EXHIBITOR if self._may_claim_exhibitor(self.current) else ST_PAY
        return plan._replace(stage=stage)

    def _do_marker(self, action, events):
        d = self.data
        marker = d.gray if action[1] == "gray" else d.cards[self.plan.card].genre
        self.plan = self._after_marker(self.plan._replace(marker=marker))
        events.append({"type": "plan", "player": self.current, "marker": action[1]})

    def _do_bonus(self, action, events):
        space = -1 if action[1] == "none" else self.data.exhibitor_space(action[1]).index
        self.plan = self.plan._replace(bonus=space, stage=ST_PAY)
        events.append({"type": "plan", "player": self.current, "bonus": action[1]})

    def _do_pay(self, action, events):
        self._set_paid(self.plan.paid + ((self._card(action[1]), False),), action, events)

    def _do_unpay(self, action, events):
        c = self._card(action[1])
        self._set_paid(tuple(x for x in self.plan.paid if x[0] != c), action, events)

    def _do_ability(self, action, events):
        c = self._card(action[1])
        paid = tuple(x for x in self.plan.paid if x[0] != c) + ((c, True),)
        self._set_paid(paid, action, events)

    def _set_paid(self, paid, action, events):
        plan = self.plan._replace(paid=paid)
        if plan.second >= 0 and not self._two_paintings(paid):
            plan = plan._replace(second=-1)
        self.plan = plan
        events.append({"type": "plan", "player": self.current, "toggle": str(action),
                       "total": self.payment_total(), "cost": self.payment_cost()})

    def _do_second(self, action, events):
        c = self._card(action[1])
        self.plan = self.plan._replace(second=-1 if self.plan.second == c else c)
        events.append({"type": "plan", "player": self.current, "toggle": str(action),
                       "total": self.payment_total(), "cost": self.payment_cost()})

    def _do_cancel(self, action, events):
        self.plan, self.phase = None, PH_ACTION
        events.append({"type": "cancel", "player": self.current})

    def _do_confirm(self, action, events):
        plan, p, d = self.plan, self.current, self.data
        if plan.kind == "show" and plan.bonus >= 0:
            space = d.exhibitor_spaces[plan.bonus]
            self.exhibitor[space.index] = p
            events.append({"type": "exhibitor", "player": p, "space": space.id,
                           "bonus": space.label})
            if space.kind == "vp":
                self._score(p, space.amount, "New Exhibitor bonus", events)
        self._pay(events)
        if plan.kind == "acquire":
            self._acquire(plan, events)
        else:
            self._show(plan, events)
        self._finish_action(events)

    def _pay(self, events):
        p, plan, cards = self.current, self.plan, self.data.cards
        hand, space = self.hands[p], self.played[self.actions_done]
        kept, boxed = [], []
        for c, uses in plan.paid:
            hand.remove(c)
            self.public |= 1 << c
            (boxed if uses else kept).append(c)
        space.extend(kept)
        self.boxed.extend(boxed)
        events.append({"type": "pay", "player": p, "cards": [cards[c].code for c in kept],
                       "abilities": [cards[c].code for c in boxed],
                       "total": self.payment_total(), "cost": self.payment_cost()})

    def _acquire(self, plan, events):
        p, d = self.current, self.data
        loc = d.locations[plan.where]
        taken = [plan.card] + ([plan.second] if plan.second >= 0 else [])
        pile = self.galleries[loc.index] if loc.is_gallery else self._bank_pile(loc)
        for c in taken:
            pile.remove(c)
            self.played[self.actions_done].append(c)
        self.acquired_from += (loc.index,)
        events.append({"type": "acquire", "player": p, "location": loc.id,
                       "cards": [d.cards[c].code for c in taken]})
        if loc.is_gallery:
            for c in taken:
                self._raise(d.cards[c].genre, loc.increase, events)
        else:
            old = self.gold_rating
            self.gold_rating = min(d.top, old + loc.increase)
            events.append({"type": "gold_rating", "from": old, "to": self.gold_rating})

    def _show(self, plan, events):
        p, d = self.current, self.data
        exh = d.exhibitions[plan.where]
        self.hands[p].remove(plan.card)
        self.public |= 1 << plan.card
        self.museum[exh.index].append((plan.card, p))
        slots = self.invitations[exh.index]
        slots[slots.index(plan.marker)] = -1
        self.vp_markers[exh.index].append(plan.marker)
        vp = exh.vp[len(self.vp_markers[exh.index]) - 1]
        events.append({"type": "show", "player": p, "card": d.cards[plan.card].code,
                       "exhibition": exh.id, "marker": d.marker_name(plan.marker), "vp": vp})
        self._score(p, vp, f"show at {exh.name}", events)
        self._raise(d.cards[plan.card].genre, exh.increase, events)

    def _score(self, p, vp, reason, events):
        old = self.scores[p]
        self.scores[p] = old + vp
        events.append({"type": "score", "player": p, "from": old, "to": old + vp, "reason": reason})

    def _raise(self, genre, amount, events):
        d = self.data
        old = self.ratings[genre]
        new = self.ratings[genre] = min(d.top, old + amount)
        events.append({"type": "rating", "genre": d.genres[genre].id, "from": old, "to": new,
                       "gold_from": d.painting_gold[old], "gold_to": d.painting_gold[new]})

    def _draw(self, p, n, events):
        hand, pile, cards = self.hands[p], self.draws[p], self.data.cards
        drawn = []
        for _ in range(n):
            if not pile:
                discards = self.discards[p]
                if not discards:
                    break
                pile.extend(discards)
                discards.clear()
                self.rng.shuffle(pile)
                events.append({"type": "reshuffle", "player": p, "count": len(pile)})
            c = pile.pop()
            hand.append(c)
            drawn.append(cards[c].code)
        if drawn:
            events.append({"type": "draw", "player": p, "count": len(drawn), "cards": drawn})

    # ------------------------------------------------------------- turn flow

    def _finish_action(self, events):
        p = self.current
        self.plan = None
        self.actions_done += 1
        left = self.data.actions_per_turn - self.actions_done
        if left and self.hands[p]:
            self.phase = PH_ACTION
            return
        if left:
            events.append({"type": "forfeit", "player": p, "actions": left})
        self._clean_up(events)

    def _clean_up(self, events):
        """Action cards go to the discard pile; then the player may discard from hand."""
        p = self.current
        moved = [c for space in self.played for c in space]
        self.discards[p].extend(moved)
        for space in self.played:
            space.clear()
        if moved:
            events.append({"type": "cleanup", "player": p,
                           "cards": [self.data.cards[c].code for c in moved]})
        if self.hands[p]:
            self.phase = PH_DISCARD
        else:
            self._end_turn(events)

    def _do_discard(self, action, events):
        p, c = self.current, self._card(action[1])
        self.hands[p].remove(c)
        self.discards[p].append(c)
        self.public |= 1 << c
        events.append({"type": "discard", "player": p, "card": action[1]})

    def _do_done(self, action, events):
        self._end_turn(events)

    def _end_turn(self, events):
        p = self.current
        self._draw(p, self.data.hand_size - len(self.hands[p]), events)
        self._refill_galleries(events)
        self._refill_cadmium(events)
        if self.end_trigger is None:
            trigger = self._end_condition()
            if trigger:
                self.end_trigger = trigger
                events.append({"type": "end_triggered", "trigger": trigger, "player": p})
        if self.end_trigger and p == self.num_players - 1:
            self._finish_game(events)
            return
        self.turn += 1
        self.actions_done, self.acquired_from = 0, ()
        self._start_turn(events)

    def _start_turn(self, events):
        p = self.current
        events.append({"type": "turn", "player": p, "round": self.round})
        if self.hands[p]:
            self.phase = PH_ACTION
            return
        # An empty hand now means the seat owns no card outside the museum: it can
        # never act again. If nobody can, the game cannot go on (see the rulings).
        if not any(self.hands):
            self.end_trigger = self.end_trigger or "stalled"
            events.append({"type": "end_triggered", "trigger": "stalled", "player": p})
            self._finish_game(events)
            return
        events.append({"type": "forfeit", "player": p, "actions": self.data.actions_per_turn})
        self._end_turn(events)

    def _end_condition(self):
        d = self.data
        if sum(len(m) for m in self.museum) >= d.end_museum:
            return "museum"
        if not self.deck:
            return "deck"
        if max(self.ratings) >= d.end_rating or self.gold_rating >= d.end_rating:
            return "rating"
        return None

    def _refill_galleries(self, events):
        """If a gallery is empty: raise the empty galleries' cost tokens, then refill all."""
        d = self.data
        if all(self.galleries):
            return
        blocked = set()
        for g, pile in enumerate(self.galleries):
            if pile:
                continue
            old = self.tokens[g]
            higher = next((t for t in self.token_supply if t > old), None)
            if higher is None:
                blocked.add(g)
                events.append({"type": "cost_token", "gallery": d.locations[g].id,
                               "from": old, "to": old, "blocked": True})
                continue
            self.token_supply.remove(higher)
            self.tokens_removed.append(old)
            self.tokens[g] = higher
            events.append({"type": "cost_token", "gallery": d.locations[g].id,
                           "from": old, "to": higher, "blocked": False})
        for g, pile in enumerate(self.galleries):
            if g in blocked:
                continue
            while len(pile) < d.locations[g].limit and self.deck:
                c = self.deck.pop()
                pile.append(c)
                self.public |= 1 << c
                events.append({"type": "refill", "gallery": d.locations[g].id,
                               "card": d.cards[c].code})

    def _refill_cadmium(self, events):
        while len(self.cadmium) < self.data.banks[0].limit and self.cadmium_deck:
            c = self.cadmium_deck.pop()
            self.cadmium.append(c)
            self.public |= 1 << c
            events.append({"type": "cadmium", "card": self.data.cards[c].code})

    def _finish_game(self, events):
        gold_rating, breakdowns = final_scoring(self)
        if gold_rating != self.gold_rating:
            events.append({"type": "gold_rating", "from": self.gold_rating, "to": gold_rating})
            self.gold_rating = gold_rating
        self.scores = [b["total"] for b in breakdowns]
        self.final = breakdowns
        self.phase, self.plan = PH_OVER, None
        events.append({"type": "final_scoring", "scores": self.scores[:]})
        events.append({"type": "game_over", "winners": self.winners(), "scores": self.scores[:],
                       "trigger": self.end_trigger, "tiebreak": self.result["tiebreak"]})

    # ------------------------------------------------------------ the result

    def winners(self):
        """Highest score; ties go to the most paintings on display, then are shared."""
        best = max(self.scores)
        tied = [p for p in range(self.num_players) if self.scores[p] == best]
        most = max(self.shown_count(p) for p in tied)
        return [p for p in tied if self.shown_count(p) == most]

    @property
    def result(self):
        """Once over: ``{"winners", "reason", "tiebreak"}``, as every game's ``result``:
        ``reason`` is what ended the game (the end trigger), ``tiebreak`` says how a tie for the
        most VP was settled (None when nobody tied). Before the end: None. The scoring itself
        is in :attr:`final`."""
        if not self.is_over:
            return None
        best = max(self.scores)
        tied = [p for p in range(self.num_players) if self.scores[p] == best]
        winners = self.winners()
        how = None
        if len(tied) > 1:
            how = "the most paintings on display"
            if len(winners) > 1:
                how += " (still tied: shared win)"
        return {"winners": winners, "reason": self.end_trigger, "tiebreak": how}

    def summary(self):
        over = self.phase == PH_OVER
        return {"winners": self.winners() if over else [], "scores": self.scores[:],
                "rounds": self.round, "completed": over, "end_trigger": self.end_trigger}

    def score_breakdown(self, seat):
        """``seat``'s final score as ``(label, VP)`` pairs that add up to it, as every game's
        breakdown: the track, paintings, gold and bonus tiles (the detail of each is in
        :meth:`final_breakdown`)."""
        b = self.final_breakdown(seat)
        return [("track", b["before"]), ("paintings", sum(x["vp"] for x in b["paintings"])),
                ("gold", b["gold"]["vp"]), ("tiles", sum(x["vp"] for x in b["tiles"]))]

    def final_breakdown(self, seat):
        """Final scoring of ``seat`` in detail (see :func:`~game.art_decko.scoring.final_scoring`):
        the recorded one (:attr:`final`) once over, else a projection."""
        if self.final is not None:
            return self.final[seat]
        return final_scoring(self)[1][seat]

    # ---------------------------------------------------------- observation

    def observation(self, seat):
        """What ``seat`` may see, as plain data (see :mod:`game.art_decko.view`)."""
        from game.art_decko.view import observation   # the view builds states: import late
        return observation(self, seat)

    # -------------------------------------------------------- serialisation

    def to_data(self):
        """Plain JSON-safe data from which :func:`from_data` rebuilds this exact state. Cards
        are written by code (``c12``), like every game's saves."""
        plan = self.plan
        cards = self.data.cards

        def codes(ids):
            return [cards[c].code for c in ids]

        return {
            "game": GAME_ID, "version": SAVE_VERSION, "num_players": self.num_players,
            "options": dict(self.options),
            "rng": self.rng.state, "ratings": self.ratings[:], "gold_rating": self.gold_rating,
            "deck": codes(self.deck), "galleries": [codes(g) for g in self.galleries],
            "tokens": self.tokens[:], "token_supply": self.token_supply[:],
            "tokens_removed": self.tokens_removed[:], "cadmium": codes(self.cadmium),
            "cadmium_deck": codes(self.cadmium_deck), "sienna": codes(self.sienna),
            "invitations": [i[:] for i in self.invitations],
            "vp_markers": [v[:] for v in self.vp_markers],
            "museum": [[[cards[c].code, owner] for c, owner in m] for m in self.museum],
            "bag": self.bag[:], "tiles": list(self.tiles), "exhibitor": self.exhibitor[:],
            "hands": [codes(h) for h in self.hands], "draws": [codes(d) for d in self.draws],
            "discards": [codes(d) for d in self.discards], "played": [codes(p) for p in self.played],
            "boxed": codes(self.boxed), "dealt": [codes(x) for x in self.dealt],
            "public": codes(c for c in range(len(cards)) if self.public >> c & 1),
            "scores": self.scores[:], "turn": self.turn,
            "actions_done": self.actions_done, "acquired_from": list(self.acquired_from),
            "phase": self.phase,
            "plan": None if plan is None else [plan.kind, plan.where, cards[plan.card].code, plan.stage,
                                               plan.marker, plan.bonus,
                                               cards[plan.second].code if plan.second >= 0 else None,
                                               [[cards[c].code, u] for c, u in plan.paid]],
            "end_trigger": self.end_trigger, "final": self.final,
        }

    @classmethod
    def from_data(cls, d, data=None):
        """Rebuild a state from :meth:`to_data`. A damaged or inconsistent
        dict raises :class:`~game.engine.errors.SaveError`. Saves without a ``version`` (before
        cards were saved by code) hold card ids and still load."""
        from game.art_decko.invariants import check_invariants
        try:
            if d.get("game") != GAME_ID:
                raise SaveError(f"not an Art Decko game: {d.get('game')!r}")
            version = d.get("version", 1)
            if version not in (1, SAVE_VERSION):
                raise SaveError(f"Art Decko save version {version!r} is not 1 or {SAVE_VERSION}.")
            s = cls.__new__(cls)
            s.data = data or load_data()
            card = int if version == 1 else s.data.code_to_id.__getitem__

            def cards(values):
                return [card(x) for x in values]

            s.num_players = int(d["num_players"])
            s.options = check_options(d["options"])
            s.rng = Rng(int(d["rng"]))
            s.ratings, s.gold_rating = [int(x) for x in d["ratings"]], int(d["gold_rating"])
            s.deck = cards(d["deck"])
            s.galleries = [cards(g) for g in d["galleries"]]
            s.tokens, s.token_supply = _ints(d["tokens"]), _ints(d["token_supply"])
            s.tokens_removed = _ints(d["tokens_removed"])
            s.cadmium, s.cadmium_deck, s.sienna = (cards(d["cadmium"]), cards(d["cadmium_deck"]),
                                                   cards(d["sienna"]))
            s.invitations = [_ints(i) for i in d["invitations"]]
            s.vp_markers = [_ints(v) for v in d["vp_markers"]]
            s.museum = [[(card(c), int(o)) for c, o in m] for m in d["museum"]]
            s.bag, s.tiles = _ints(d["bag"]), tuple(_ints(d["tiles"]))
            s.exhibitor = _ints(d["exhibitor"])
            s.hands = [cards(h) for h in d["hands"]]
            s.draws = [cards(x) for x in d["draws"]]
            s.discards = [cards(x) for x in d["discards"]]
            s.played = [cards(x) for x in d["played"]]
            s.boxed = cards(d["boxed"])
            s.dealt = tuple(tuple(cards(x)) for x in d["dealt"])
            if version == 1:
                s.public = int(d["public"], 16)
            else:
                s.public = sum(1 << c for c in set(cards(d["public"])))
            s.scores = _ints(d["scores"])
            s.turn, s.actions_done = int(d["turn"]), int(d["actions_done"])
            s.acquired_from = tuple(_ints(d["acquired_from"]))
            s.phase = d["phase"]
            plan = d["plan"]
            s.plan = None if plan is None else Plan(
                str(plan[0]), int(plan[1]), card(plan[2]), str(plan[3]), int(plan[4]), int(plan[5]),
                -1 if plan[6] is None or plan[6] == -1 else card(plan[6]),
                tuple((card(c), bool(u)) for c, u in plan[7]))
            s.end_trigger, s.final = d["end_trigger"], d["final"]
            s._decision = None
            problems = check_invariants(s)
        except SaveError:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise SaveError(f"The Art Decko game data is damaged ({type(exc).__name__}: {exc}).") from None
        if problems:
            raise SaveError("The Art Decko game data is inconsistent: " + "; ".join(problems[:3]))
        return s


def check_options(options):
    """Options merged over the defaults; unknown names or wrong types raise ValueError."""
    merged = dict(OPTIONS)
    for key, value in (options or {}).items():
        if key not in OPTIONS:
            raise ValueError(f"unknown Art Decko option {key!r}; known: {', '.join(OPTIONS)}")
        if not isinstance(value, type(OPTIONS[key])):
            raise ValueError(f"option {key!r} must be {type(OPTIONS[key]).__name__}")
        merged[key] = value
    return merged


def _ints(values):
    """A list of ints from saved data (anything else raises)."""
    return [int(x) for x in values]

"""The Art Decko game state: the table, whose turn it is, and the answers every game state gives.

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

The state holds the table; the rules live beside it, each in one place: the steps and their
options (:mod:`~game.art_decko.steps`), the one legality predicate per kind of action
(:mod:`~game.art_decko.checks`), carrying actions out (:mod:`~game.art_decko.moves`), the
course of a turn (:mod:`~game.art_decko.turn`), prices (:mod:`~game.art_decko.payment`), final
scoring (:mod:`~game.art_decko.scoring`) and the saves (:mod:`~game.art_decko.saving`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.art_decko import payment, saving
from game.art_decko.options import GAME_ID, OPTIONS  # noqa: F401  (OPTIONS: read as the state's options)
from game.art_decko.phases import PH_OVER, Plan
from game.art_decko.records import ArtDeckoData, Location
from game.art_decko.scoring import final_scoring
from game.art_decko.steps import BOOK, carry_on, pending_task, task_of
from game.engine.actions import Action, Decision
from game.engine.i18n import M
from game.engine.rng import Rng
from game.engine.state import GameState
from game.engine.steps import Events


class ArtDeckoState(GameState):
    """A whole game of Art Decko. Seats are 0-based; seat 0 starts.

    Card zones hold card ids (ints, see :mod:`game.art_decko.data`); the top of every
    pile is the end of its list. ``public`` is a bit set of the cards whose identity
    every player has seen (dealt paintings are not public until they leave a hand).
    """

    game_id = GAME_ID
    __slots__ = (
        "_decision",
        "acquired_from",
        "actions_done",
        "bag",
        "boxed",
        "cadmium",
        "cadmium_deck",
        "data",
        "dealt",
        "deck",
        "discards",
        "draws",
        "end_trigger",
        "exhibitor",
        "final",
        "galleries",
        "gold_rating",
        "hands",
        "invitations",
        "museum",
        "num_players",
        "options",
        "phase",
        "plan",
        "played",
        "public",
        "ratings",
        "rng",
        "scores",
        "sienna",
        "tiles",
        "token_supply",
        "tokens",
        "tokens_removed",
        "turn",
        "vp_markers",
    )
    data: ArtDeckoData
    num_players: int
    options: dict[str, Any]
    rng: Rng
    ratings: list[int]                  # per genre
    gold_rating: int
    deck: list[int]                     # the painting deck
    galleries: list[list[int]]
    tokens: list[int]                   # per gallery: its cost token
    token_supply: list[int]             # ascending
    tokens_removed: list[int]
    cadmium: list[int]                  # Cadmium's face-up cards
    cadmium_deck: list[int]
    sienna: list[int]                   # Sienna's stack, its top card on offer
    invitations: list[list[int]]        # per exhibition: markers on the invitation spaces, -1 taken
    vp_markers: list[list[int]]         # per exhibition: markers moved to the VP spaces
    museum: list[list[tuple[int, int]]]     # per exhibition: (painting, owner)
    bag: list[int]
    tiles: tuple[int, ...]              # per exhibition: its bonus tile
    exhibitor: list[int]                # per New Exhibitor space: who claimed it, -1 nobody
    hands: list[list[int]]
    draws: list[list[int]]
    discards: list[list[int]]
    played: list[list[int]]             # the current seat's action spaces
    boxed: list[int]                    # cards out of the game (paid by their ability)
    dealt: tuple[tuple[int, ...], ...]  # per seat: its face-down starting paintings
    public: int                         # bit set of the cards everybody has seen
    scores: list[int]
    turn: int
    actions_done: int
    acquired_from: tuple[int, ...]      # locations bought from this turn
    phase: str
    plan: Plan | None
    end_trigger: str | None
    final: list[dict[str, Any]] | None
    _decision: Decision | None

    # ------------------------------------------------------------------ basics

    @property
    def current(self) -> int:
        """The seat whose turn it is."""
        return self.turn % self.num_players

    @property
    def round(self) -> int:
        """The round number, from 1."""
        return self.turn // self.num_players + 1

    @property
    def is_over(self) -> bool:
        return self.phase == PH_OVER

    def gold_value(self, genre: int) -> int:
        """A painting's current gold value."""
        return self.data.painting_gold[self.ratings[genre]]

    def ribbons_left(self, seat: int) -> int:
        """Ribbons for shows and a New Exhibitor claim (one always marks the score)."""
        return self.data.ribbons - 1 - self.shown_count(seat) - self.exhibitor.count(seat)

    def shown_count(self, seat: int) -> int:
        """How many of the seat's paintings are on display."""
        return sum(owner == seat for display in self.museum for _, owner in display)

    def owned_cards(self, seat: int) -> list[int]:
        """Cards a player owns that are not on display: hand, draw, discard, action spaces."""
        cards = self.hands[seat] + self.draws[seat] + self.discards[seat]
        if seat == self.current:
            for space in self.played:
                cards += space
        return cards

    def offer(self, loc: Location) -> list[int]:
        """The cards on offer at ``loc``: a gallery's paintings, Cadmium's face-up cards,
        Sienna's top card."""
        if loc.is_gallery:
            return self.galleries[loc.index]
        return self.cadmium if loc.index == len(self.galleries) else self.sienna[-1:]

    def bank_pile(self, loc: Location) -> list[int]:
        """The pile a bank sells from (Sienna's whole stack: its top card is the offer)."""
        return self.cadmium if loc.index == len(self.galleries) else self.sienna

    def may_claim_exhibitor(self, seat: int) -> bool:
        """A first Show with a free New Exhibitor space (data keeps at least 3 ribbons:
        the score, the claim and the painting)."""
        return self.shown_count(seat) == 0 and seat not in self.exhibitor and -1 in self.exhibitor

    def best_discount(self, seat: int) -> int:
        """The largest New Exhibitor discount ``seat`` could still claim with a first Show (else 0)."""
        if not self.may_claim_exhibitor(seat):
            return 0
        return max((s.amount for s in self.data.exhibitor_spaces
                    if s.kind == "discount" and self.exhibitor[s.index] < 0), default=0)

    # ----------------------------------------------------- the planned payment

    def hand_budget(self, hand: Iterable[int], target: str, skip: int = -1) -> int:
        """The most ``hand`` could pay toward ``target`` (see :func:`~game.art_decko.payment.hand_budget`)."""
        return payment.hand_budget(self.data, self.ratings, hand, target, skip)

    def card_pays(self, card: int, uses_ability: bool) -> int:
        """What one card pays now (see :func:`~game.art_decko.payment.card_pays`)."""
        return payment.card_pays(self.data, self.ratings, card, uses_ability)

    @property
    def planned(self) -> Plan:
        """The action being planned (in the plan phase, which always has one)."""
        assert self.plan is not None, "no action is being planned"
        return self.plan

    def plan_target(self) -> str:
        """What the planned action pays for: ``show``, ``painting`` or a bank's target."""
        return payment.plan_target(self.data, self.planned)

    def payment_cost(self) -> int:
        """What the planned action costs (after a New Exhibitor discount)."""
        return payment.plan_cost(self.data, self.tokens, self.planned)

    def payment_total(self) -> int:
        """What the cards paid so far add up to."""
        return payment.plan_total(self.data, self.ratings, self.planned)

    # -------------------------------------------------------------------- copy

    def clone(self) -> ArtDeckoState:
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

    def decision(self) -> Decision | None:
        d = self._decision
        if d is None:
            task = pending_task(self)
            if task is not None:
                d = self._decision = BOOK.decision(self, task)
        return d

    def _apply(self, decision: Decision, action: Action) -> Events:
        self._decision = None
        events: Events = []
        BOOK.resolve(self, task_of(decision), action, events)
        carry_on(self, events)
        return events

    def _why_not(self, decision: Decision, action: Action, seat: int | None) -> str | None:
        """The pending step's predicate for ``action`` (see :mod:`game.art_decko.checks`)."""
        return BOOK.why_not(self, task_of(decision), action)

    # ------------------------------------------------------------ the result

    def winners(self) -> list[int]:
        """Highest score; ties go to the most paintings on display, then are shared."""
        best = max(self.scores)
        tied = [p for p in range(self.num_players) if self.scores[p] == best]
        most = max(self.shown_count(p) for p in tied)
        return [p for p in tied if self.shown_count(p) == most]

    @property
    def result(self) -> dict[str, Any] | None:
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
            how = M("the most paintings on display (still tied: shared win)") if len(winners) > 1 else M(
                "the most paintings on display")
        return {"winners": winners, "reason": self.end_trigger, "tiebreak": how}

    def summary(self) -> dict[str, Any]:
        over = self.phase == PH_OVER
        return {"winners": self.winners() if over else [], "scores": self.scores[:],
                "rounds": self.round, "completed": over, "end_trigger": self.end_trigger}

    def score_breakdown(self, seat: int) -> list[tuple[str, int]]:
        """``seat``'s final score as ``(label, VP)`` pairs that add up to it, as every game's
        breakdown: the track, paintings, gold and bonus tiles (the detail of each is in
        :meth:`final_breakdown`)."""
        b = self.final_breakdown(seat)
        return [("track", b["before"]), ("paintings", sum(x["vp"] for x in b["paintings"])),
                ("gold", b["gold"]["vp"]), ("tiles", sum(x["vp"] for x in b["tiles"]))]

    def final_breakdown(self, seat: int) -> dict[str, Any]:
        """Final scoring of ``seat`` in detail (see :func:`~game.art_decko.scoring.final_scoring`):
        the recorded one (:attr:`final`) once over, else a projection."""
        if self.final is not None:
            return self.final[seat]
        return final_scoring(self)[1][seat]

    # ---------------------------------------------------------- observation

    def observation(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see, as plain data (see :mod:`game.art_decko.view`)."""
        from game.art_decko.view import (
            observation,  # the view builds states: import late
        )
        return observation(self, seat)

    # -------------------------------------------------------- serialisation

    def to_data(self) -> dict[str, Any]:
        """Plain JSON-safe data from which :meth:`from_data` rebuilds this exact state
        (see :mod:`game.art_decko.saving`)."""
        return saving.to_data(self)

    @classmethod
    def from_data(cls, d: dict[str, Any], data: ArtDeckoData | None = None) -> ArtDeckoState:
        """Rebuild a state from :meth:`to_data`; a damaged or inconsistent dict raises
        :class:`~game.engine.errors.SaveError`."""
        return saving.from_data(cls, d, data)

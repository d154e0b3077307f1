"""The Avant Carde game state: its zones, and the pending decision dispatched through the steps.

A round is **play** then **buy** then its end (see :mod:`game.avant_carde.rounds`). The pending
decision is the top task's (a choice a power raised), else the phase's own (play a card or stop;
buy, bury, use a power, spend the change token or end the turn); each is a step of
:data:`game.avant_carde.steps.STEPS`, which lists its options, gives ``why_not`` from the same
rule, and resolves the chosen action. The phases live in :mod:`.play` and :mod:`.buy`, the powers
in :mod:`.powers`, what they do to the state in :mod:`.effects`, saves in :mod:`.savedata`.
Tasks are data, never generators, so a state clones and serialises at any point.
"""

from __future__ import annotations

from typing import Any

from game.avant_carde import buy, play  # noqa: F401 — buy: registers the buy step
from game.avant_carde.board import awards_for, buy_powers, money_breakdown
from game.avant_carde.data import GameData, PatronSet, load_data
from game.avant_carde.player import Player
from game.avant_carde.powers import POWERS, Power
from game.avant_carde.savedata import state_from_data, state_to_data
from game.avant_carde.steps import NOT_NOW, PHASES, STEPS, phase_task
from game.engine.actions import Action, Decision
from game.engine.errors import SaveError, VernissageError
from game.engine.i18n import M
from game.engine.rng import Rng
from game.engine.state import GameState
from game.engine.steps import Task

OPTION_VALUES = {
    "gems": ("rulebook", "instructions"),
    "tiebreak": ("rulebook", "instructions"),
    "beginner_shuffle": (False, True),
}
DEFAULT_OPTIONS = {"gems": "rulebook", "tiebreak": "rulebook", "beginner_shuffle": False}


class AvantCardeState(GameState):
    """A whole game of Avant Carde. Build one with :func:`game.avant_carde.new_game`."""

    game_id = "avant-carde"

    # The fields (set by _blank, clone and savedata; plain data, so a state clones and saves whole):
    data: GameData
    pset: PatronSet
    options: dict[str, Any]
    seed: int
    rng: Rng
    round: int
    phase: str                  # "play", "buy" or "over"
    first: int
    queue: list[int]
    stacks: dict[int, list[int]]
    awards_left: int
    extras_left: int
    unlimited: int
    change_supply: int
    gems: list[int]
    trash: list[int]
    buys: list[tuple[int, int]]
    final_round: bool
    token_section: int
    tasks: list[Task]
    snapshot: list[dict[str, Any]]
    result: dict[str, Any] | None
    players: list[Player]
    _decision: Decision | None

    # ---- construction -------------------------------------------------------------------
    @classmethod
    def _blank(cls, data: GameData, patron_set: Any, options: dict[str, Any],
               seed: int) -> AvantCardeState:
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
        st.token_section = 0   # solo: where the first player token lies (board.SOLO_SECTIONS)
        st.tasks = []
        st.snapshot = []       # each seat as the others saw it when the play phase began
        st.result = None       # when over: {"winners": [...], "reason": str, ...}
        st.players = []
        st._decision = None
        return st

    @property
    def solo(self) -> str | None:
        return self.options.get("solo")

    @property
    def num_players(self) -> int:
        return len(self.players)

    @property
    def simultaneous(self) -> bool:
        """True during the play phase, which all seats play at once (their lines stay hidden)."""
        return self.phase == "play"

    def clone(self) -> AvantCardeState:
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

    # ---- small queries used by the rules, the powers and the AIs --------------------------
    def code(self, card: int) -> str:
        return self.data.cards[card].code

    def patron_of(self, card: int) -> Any:
        """The patron a card calls (by its printed number), or None for 1s and 11-14."""
        return self.pset.patrons.get(self.data.cards[card].number)

    def power_of(self, card: int) -> Power | None:
        pat = self.patron_of(card)
        return POWERS[pat.power] if pat else None

    @property
    def acting(self) -> int | None:
        """The seat whose phase turn it is (play or buy), or None between phases/when over."""
        return self.queue[0] if self.queue and self.phase in PHASES else None

    def turn_order(self) -> list[int]:
        n = len(self.players)
        return [(self.first + i) % n for i in range(n)]

    def blocked_stack(self) -> int | None:
        """Solo: the stack number under the first player token, else None."""
        section = self.token_section         # 0 all game long but solo: looked at first, as it is asked often
        if 1 <= section <= 6 and self.solo:
            return section + 1
        return None

    def twos(self, seat: int) -> int:
        """Face-up 2s (by current number) in ``seat``'s line."""
        n = 0
        for e in self.players[seat].line:
            if e[4] and e[1] == 2:
                n += 1
        return n

    def twos_needed(self, seat: int) -> int:
        """How many face-up 2s ``seat`` needs for "most 2s": the best rival, or solo's colour count."""
        if self.solo:
            counts: dict[str, int] = {}
            for s in self.stacks.values():
                if s:
                    c = self.data.cards[s[-1]].colour
                    counts[c] = counts.get(c, 0) + 1
            best = max(counts.values(), default=0)
        else:
            best = max((self.twos(q) for q in range(len(self.players)) if q != seat), default=0)
        return max(best, 1)

    def has_most_twos(self, seat: int) -> bool:
        return self.twos(seat) >= self.twos_needed(seat)

    def buy_powers(self, seat: int) -> list[tuple[str, str, int]]:
        """Every buy power of ``seat`` this turn: ``(key, power id, source card)`` (see
        :func:`~game.avant_carde.board.buy_powers`)."""
        p = self.players[seat]
        return buy_powers(p.line, p.copies, self.pset.patrons, self.data.cards)

    def awards_for(self, made: int) -> int:
        """Awards earned by making ``made`` dollars in one buy turn ($6→1, $8→2, $10→3, $11→4, +1 per $6 more)."""
        return awards_for(self.data.rules, made)

    def score_breakdown(self, seat: int) -> list[tuple[str, int]]:
        """What ``seat`` made this buy turn, by source (see :func:`~game.avant_carde.board.money_breakdown`)."""
        p = self.players[seat]
        return money_breakdown(p.made, p.pending, seat in self.gems, p.spent_change_token)

    # ---- the pending decision, through the steps ------------------------------------------
    def decision(self) -> Decision | None:
        if self.phase == "over":
            return None
        if self._decision is None:
            self._decision = self._compute_decision()
        return self._decision

    def _compute_decision(self) -> Decision:
        return STEPS.decision(self, self.tasks[-1] if self.tasks else phase_task(self))

    def _why_not(self, d: Decision, action: Action, seat: int | None) -> str:
        """Avant Carde's reasons (see :meth:`GameState.why_not`): the pending step's own rule."""
        if seat is not None and seat != d.player:
            return "Wait for your turn." if self.phase != "buy" else "Only in your buy turn."
        if d.kind not in PHASES:
            return "Finish the current choice first."
        return STEPS.why_not(self, phase_task(self), action) or NOT_NOW

    def _apply(self, decision: Decision, action: Action) -> list[dict[str, Any]]:
        events: list[dict[str, Any]] = []
        self._decision = None
        task = self.tasks.pop() if self.tasks else phase_task(self)
        STEPS.resolve(self, task, action, events)
        self._advance(events)
        return events

    def _advance(self, events: list[dict[str, Any]]) -> None:
        """Run automatic steps until a player has a real choice (or the game is over)."""
        STEPS.run_auto(self, self.tasks, events, between=AvantCardeState._stop_if_forced)

    def _stop_if_forced(self, events: list[dict[str, Any]]) -> bool:
        """Between steps: in the play phase, a seat with nothing to play but stopping stops (True:
        the game moved on); otherwise its decision is due, worked out here once (False)."""
        if self.phase != "play":
            return False
        seat = self.queue[0]
        if self.players[seat].hand:
            d = self._compute_decision()
            if len(d.options) > 1:
                self._decision = d
                return False
        play.stop(self, seat, events, forced=True)
        return True

    # ---- saves, what a seat may see, the result --------------------------------------------
    def to_data(self) -> dict[str, Any]:
        """The whole game as plain JSON-safe data (cards by code; see :mod:`.savedata`)."""
        return state_to_data(self)

    @classmethod
    def from_data(cls, d: dict[str, Any], data: GameData | None = None) -> AvantCardeState:
        """Rebuild a state from :meth:`to_data` output. A damaged dict raises
        :class:`~game.engine.errors.SaveError`. Version-1 saves (before the change token had its
        full name) still load."""
        try:
            return state_from_data(cls._blank, d, data or load_data())
        except VernissageError:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise SaveError(f"The Avant Carde game data is damaged ({type(exc).__name__}: {exc}).") from None

    def observation(self, seat: int | None) -> dict[str, Any]:
        """Plain data with everything ``seat`` may see (see :mod:`game.avant_carde.view`)."""
        from game.avant_carde.view import observation
        return observation(self, seat)

    def summary(self) -> dict[str, Any]:
        """Result figures: winners, awards per seat, rounds played, completed; a finished
        solo game adds the ``headline`` the game-over screen shows, a lost one its ``end_note``."""
        out = {"winners": list(self.result["winners"]) if self.result else [],
               "scores": [p.awards for p in self.players], "rounds": self.round,
               "completed": self.phase == "over",
               "reason": self.result["reason"] if self.result else None}
        if self.solo and self.result:
            out["headline"] = M("You win!") if out["winners"] else M("The gallery wins")
        if out["reason"] == "solo_loss":
            out["end_note"] = M("Not every award was taken by the end of round {round}.",
                                round=self.data.rules["solo_rounds"])
        return out


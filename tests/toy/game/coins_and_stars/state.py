"""The rules of Coins and Stars (see the package's docstring): the state, its steps and a new game.

A turn is two steps, declared in :data:`BOOK` (game/engine/steps.py) and pushed as tasks on the
state's stack: **play** (the seat's choice: a card, or pass when none can be played) and **draw**
(automatic: the seat draws a card, and the next seat with cards gets a play step). The play step
judges every action with one predicate, :meth:`Play.check`: the options are the cards it passes,
``why_not`` is its reason.
"""

from __future__ import annotations

from typing import Any, Iterable

from game.engine.actions import Action, Decision
from game.engine.i18n import M
from game.engine.rng import Rng
from game.engine.state import Event, GameState
from game.engine.steps import Step, StepBook, Task

from .data import ToyData, load_data

GAME_ID = "coins-and-stars"
TITLE = "Coins and Stars"
MIN_PLAYERS, MAX_PLAYERS = 2, 3
OPTIONS = {"short": False}
VERSION = 1

BOOK: StepBook[ToyState] = StepBook(GAME_ID)


class ToyState(GameState):
    """Seats' hands, decks, money and points; the pending steps; the generator for draws."""

    game_id = GAME_ID

    def __init__(self, players: int, seed: int, options: dict[str, Any]) -> None:
        self.data: ToyData = load_data()
        self.options = dict(options)
        self.rng = Rng(seed)
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.decks: list[list[str]] = [[] for _ in range(players)]
        self.money = [0] * players
        self.points = [0] * players
        self.played: list[list[str]] = [[] for _ in range(players)]     # cards put down, in the open
        self.stack: list[Task] = []
        self.turns_taken = 0

    @property
    def round(self) -> int:
        return 1 + self.turns_taken // len(self.hands)

    # ---- the contract ---------------------------------------------------------------------
    def decision(self) -> Decision | None:
        if not self.stack:
            return None
        task = self.stack[-1]
        return Decision(task["player"], task["kind"], BOOK.prompt(self, task), BOOK.options(self, task))

    def _apply(self, decision: Decision, action: Action) -> list[Event]:
        events: list[Event] = []
        task = self.stack.pop()
        BOOK.resolve(self, task, action, events)
        BOOK.run_auto(self, self.stack, events)
        return events

    def _why_not(self, decision: Decision, action: Action, seat: int | None) -> str:
        return BOOK.why_not(self, self.stack[-1], action) or M("That is not one of the choices now.")

    def score_breakdown(self, seat: int) -> list[tuple[str, int]]:
        return [("stars", self.points[seat])]

    def clone(self) -> ToyState:
        c = ToyState.__new__(ToyState)
        c.data, c.options, c.rng = self.data, dict(self.options), self.rng.copy()
        c.hands, c.decks = [list(h) for h in self.hands], [list(d) for d in self.decks]
        c.money, c.points = list(self.money), list(self.points)
        c.played = [list(p) for p in self.played]
        c.stack = [dict(t) for t in self.stack]
        c.turns_taken = self.turns_taken
        return c

    def to_data(self) -> dict[str, Any]:
        return {"version": VERSION, "options": dict(self.options), "rng": self.rng.state,
                "hands": [list(h) for h in self.hands], "decks": [list(d) for d in self.decks],
                "money": list(self.money), "points": list(self.points), "played": [list(p) for p in self.played],
                "stack": [dict(t) for t in self.stack], "turns_taken": self.turns_taken}

    @classmethod
    def from_data(cls, d: dict[str, Any], data: Any = None) -> ToyState:
        st = cls.__new__(cls)
        st.data = data or load_data()
        st.options, st.rng = dict(d["options"]), Rng(d["rng"])
        st.hands, st.decks = [list(h) for h in d["hands"]], [list(x) for x in d["decks"]]
        st.money, st.points = list(d["money"]), list(d["points"])
        st.played = [list(p) for p in d["played"]]
        st.stack = [dict(t) for t in d["stack"]]
        st.turns_taken = d["turns_taken"]
        return st

    def observation(self, seat: int | None) -> dict[str, Any]:
        from .view import observation
        return observation(self, seat)

    def summary(self) -> dict[str, Any]:
        over = self.is_over
        best = max(self.points)
        return {"scores": list(self.points), "rounds": self.round, "completed": over,
                "winners": [i for i, p in enumerate(self.points) if p == best] if over else []}


@BOOK.step("play")
class Play(Step[ToyState]):
    """The seat plays a card from its hand, or passes when it can play none (the first card it
    cannot pay for goes to its played pile, unscored)."""

    def prompt(self, st: ToyState, task: Task) -> str:
        return M("Play a card")

    def candidates(self, st: ToyState, task: Task) -> Iterable[Action]:
        return [Action("play", code) for code in st.data.cards] + [Action("pass")]

    def check(self, st: ToyState, task: Task, action: Action) -> str | None:
        seat, hand = task["player"], st.hands[task["player"]]
        if action.kind == "pass":
            playable = any(self.check(st, task, Action("play", c)) is None for c in st.data.cards)
            return M("You can play a card, so you cannot pass.") if playable else None
        if action.kind != "play" or len(action) != 2 or action[1] not in st.data.cards:
            return M("That is not one of the choices now.")
        card = st.data.cards[action[1]]
        if card.code not in hand:
            return M("You hold no {card}.", card=M(card.name))
        if card.cost > st.money[seat]:
            return M("{card} costs ${cost}; you have ${money}.", card=M(card.name), cost=card.cost,
                     money=st.money[seat])
        return None

    def resolve(self, st: ToyState, task: Task, action: Action, events: list[Event]) -> None:
        seat, hand = task["player"], st.hands[task["player"]]
        if action.kind == "pass":
            code = sorted(hand)[0]
            hand.remove(code)
            st.played[seat].append(code)
            events.append({"type": "pass", "player": seat, "card": code})
        else:
            card = st.data.cards[action[1]]
            hand.remove(card.code)
            st.played[seat].append(card.code)
            st.money[seat] += card.money
            st.points[seat] += card.points
            events.append({"type": "play", "player": seat, "card": card.code})
        st.stack.append({"kind": "draw", "player": seat})


@BOOK.step("draw")
class Draw(Step[ToyState]):
    """Automatic: the seat draws a card if its deck has one, and the next seat holding cards plays."""

    auto = True

    def run(self, st: ToyState, task: Task, events: list[Event]) -> None:
        seat = task["player"]
        if st.decks[seat]:
            st.hands[seat].append(st.decks[seat].pop())
            events.append({"type": "draw", "player": seat})
        st.turns_taken += 1
        players = len(st.hands)
        nxt = next((s for s in ((seat + k) % players for k in range(1, players + 1)) if st.hands[s]), None)
        if nxt is not None:
            st.stack.append({"kind": "play", "player": nxt})


def new_game(players: int = 2, seed: int = 0, options: dict[str, Any] | None = None) -> ToyState:
    """A dealt game: each seat's deck shuffled, its hand drawn, a seat drawn to start."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"{TITLE} is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players!r}")
    opts = dict(OPTIONS)
    for key, value in (options or {}).items():
        if key not in OPTIONS or not isinstance(value, bool):
            raise ValueError(f"unknown option {key}={value!r}")
        opts[key] = value
    st = ToyState(players, seed, opts)
    for seat in range(players):
        deck = st.data.deck(opts["short"])
        st.rng.shuffle(deck)
        st.hands[seat] = [deck.pop() for _ in range(min(st.data.hand, len(deck)))]
        st.decks[seat] = deck
    st.stack.append({"kind": "play", "player": st.rng.randrange(players)})
    return st

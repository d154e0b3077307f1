"""The rules of Coins and Stars (see the package's docstring): the state and a new game."""

from __future__ import annotations

from typing import Any

from game.engine.actions import Action, Decision
from game.engine.rng import Rng
from game.engine.state import Event, GameState

GAME_ID = "coins-and-stars"
TITLE = "Coins and Stars"
MIN_PLAYERS, MAX_PLAYERS = 2, 3
OPTIONS = {"short": False}
HAND = 2
STAR_COST, STAR_POINTS = 1, 2
VERSION = 1


class ToyState(GameState):
    """Seats' hands, decks, money and points; whose turn it is; the generator for draws."""

    game_id = GAME_ID

    def __init__(self, players: int, seed: int, options: dict[str, Any]) -> None:
        self.options = dict(options)
        self.rng = Rng(seed)
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.decks: list[list[str]] = [[] for _ in range(players)]
        self.money = [0] * players
        self.points = [0] * players
        self.played: list[list[str]] = [[] for _ in range(players)]     # cards put down, in the open
        self.turn = 0
        self.turns_taken = 0

    @property
    def round(self) -> int:
        return 1 + self.turns_taken // len(self.hands)

    # ---- the contract ---------------------------------------------------------------------
    def decision(self) -> Decision | None:
        if not any(self.hands):
            return None
        seat = self.turn
        hand = self.hands[seat]
        options = [Action("play", card) for card in ("coin", "star")
                   if card in hand and (card == "coin" or self.money[seat] >= STAR_COST)]
        return Decision(seat, "play", "Play a card", options or [Action("pass")])

    def _apply(self, decision: Decision, action: Action) -> list[Event]:
        seat = decision.player
        hand = self.hands[seat]
        events: list[Event] = []
        if action.kind == "pass":
            hand.remove("star")
            self.played[seat].append("star")
            events.append({"type": "pass", "player": seat})
        else:
            card = action[1]
            hand.remove(card)
            self.played[seat].append(card)
            if card == "coin":
                self.money[seat] += 1
            else:
                self.money[seat] -= STAR_COST
                self.points[seat] += STAR_POINTS
            events.append({"type": "play", "player": seat, "card": card})
        if self.decks[seat]:
            hand.append(self.decks[seat].pop())
            events.append({"type": "draw", "player": seat})
        self.turns_taken += 1
        self._next_turn()
        return events

    def _next_turn(self) -> None:
        for step in range(1, len(self.hands) + 1):
            seat = (self.turn + step) % len(self.hands)
            if self.hands[seat]:
                self.turn = seat
                return

    def _why_not(self, decision: Decision, action: Action, seat: int | None) -> str:
        if action.kind == "play" and action[1] not in self.hands[decision.player]:
            return f"You hold no {action[1]}."
        if action.kind == "play" and action[1] == "star":
            return f"A star costs {STAR_COST} money; you have {self.money[decision.player]}."
        return "You can play a card, so you cannot pass."

    def score_breakdown(self, seat: int) -> list[tuple[str, int]]:
        return [("stars", self.points[seat])]

    def clone(self) -> ToyState:
        c = ToyState.__new__(ToyState)
        c.options, c.rng = dict(self.options), self.rng.copy()
        c.hands, c.decks = [list(h) for h in self.hands], [list(d) for d in self.decks]
        c.money, c.points = list(self.money), list(self.points)
        c.played = [list(p) for p in self.played]
        c.turn, c.turns_taken = self.turn, self.turns_taken
        return c

    def to_data(self) -> dict[str, Any]:
        return {"version": VERSION, "options": dict(self.options), "rng": self.rng.state,
                "hands": [list(h) for h in self.hands], "decks": [list(d) for d in self.decks],
                "money": list(self.money), "points": list(self.points), "played": [list(p) for p in self.played],
                "turn": self.turn, "turns_taken": self.turns_taken}

    @classmethod
    def from_data(cls, d: dict[str, Any], data: Any = None) -> ToyState:
        st = cls.__new__(cls)
        st.options, st.rng = dict(d["options"]), Rng(d["rng"])
        st.hands, st.decks = [list(h) for h in d["hands"]], [list(x) for x in d["decks"]]
        st.money, st.points = list(d["money"]), list(d["points"])
        st.played = [list(p) for p in d["played"]]
        st.turn, st.turns_taken = d["turn"], d["turns_taken"]
        return st

    def observation(self, seat: int | None) -> dict[str, Any]:
        from .view import observation
        return observation(self, seat)

    def summary(self) -> dict[str, Any]:
        over = self.is_over
        best = max(self.points)
        return {"scores": list(self.points), "rounds": self.round, "completed": over,
                "winners": [i for i, p in enumerate(self.points) if p == best] if over else []}


def new_game(players: int = 2, seed: int = 0, options: dict[str, Any] | None = None) -> ToyState:
    """A dealt game: each seat's coins and stars shuffled, two cards in hand."""
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"{TITLE} is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players!r}")
    opts = dict(OPTIONS)
    for key, value in (options or {}).items():
        if key not in OPTIONS or not isinstance(value, bool):
            raise ValueError(f"unknown option {key}={value!r}")
        opts[key] = value
    st = ToyState(players, seed, opts)
    size = 4 if opts["short"] else 6
    for seat in range(players):
        deck = ["coin", "star"] * (size // 2)
        st.rng.shuffle(deck)
        st.hands[seat] = [deck.pop() for _ in range(HAND)]
        st.decks[seat] = deck
    st.turn = st.rng.randrange(players)
    return st

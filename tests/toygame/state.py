"""The rules of Coins and Stars (see :mod:`toygame`)."""

from game.engine.actions import Action, Decision
from game.engine.rng import Rng
from game.engine.state import GameState

GAME_ID = "coins-and-stars"
TITLE = "Coins and Stars"
MIN_PLAYERS, MAX_PLAYERS = 2, 3
OPTIONS = {"short": False}
HAND = 2
STAR_COST, STAR_POINTS = 1, 2


class ToyState(GameState):
    """Seats' hands, decks, money and points; whose turn it is; the generator for draws."""

    game_id = GAME_ID

    def __init__(self, players, seed, options):
        self.options = dict(options)
        self.rng = Rng(seed)
        self.hands = [[] for _ in range(players)]
        self.decks = [[] for _ in range(players)]
        self.money = [0] * players
        self.points = [0] * players
        self.played = [[] for _ in range(players)]     # cards each seat has put down, in the open
        self.turn = 0
        self.turns_taken = 0

    @property
    def round(self):
        return 1 + self.turns_taken // len(self.hands)

    # ---- the contract ---------------------------------------------------------------------
    def decision(self):
        if not any(self.hands):
            return None
        seat = self.turn
        hand = self.hands[seat]
        options = [Action("play", card) for card in ("coin", "star")
                   if card in hand and (card == "coin" or self.money[seat] >= STAR_COST)]
        return Decision(seat, "play", "Play a card", options or [Action("pass")])

    def _apply(self, decision, action):
        seat = decision.player
        hand = self.hands[seat]
        events = []
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

    def _next_turn(self):
        for step in range(1, len(self.hands) + 1):
            seat = (self.turn + step) % len(self.hands)
            if self.hands[seat]:
                self.turn = seat
                return

    def _why_not(self, d, action, seat):
        if action.kind == "play" and action[1] not in self.hands[d.player]:
            return f"You hold no {action[1]}."
        if action.kind == "play" and action[1] == "star":
            return f"A star costs {STAR_COST} money; you have {self.money[d.player]}."
        return "You can play a card, so you cannot pass."

    def score_breakdown(self, seat):
        return [("stars", self.points[seat])]

    def clone(self):
        c = ToyState.__new__(ToyState)
        c.options, c.rng = dict(self.options), self.rng.copy()
        c.hands, c.decks = [list(h) for h in self.hands], [list(d) for d in self.decks]
        c.money, c.points = list(self.money), list(self.points)
        c.played = [list(p) for p in self.played]
        c.turn, c.turns_taken = self.turn, self.turns_taken
        return c

    def to_data(self):
        return {"options": self.options, "rng": self.rng.state, "hands": self.hands, "decks": self.decks,
                "money": self.money, "points": self.points, "played": self.played, "turn": self.turn, "turns_taken": self.turns_taken}

    def observation(self, seat):
        """Your own hand; of the others only how many cards they hold. Decks stay face down."""
        data = self.to_data()
        data.update(seat=seat, rng=None,
                    hands=[list(h) if i == seat else len(h) for i, h in enumerate(self.hands)],
                    decks=[len(d) for d in self.decks])
        return data

    def summary(self):
        over = self.is_over
        best = max(self.points)
        return {"scores": list(self.points), "rounds": self.round, "completed": over,
                "winners": [i for i, p in enumerate(self.points) if p == best] if over else []}


def new_game(players=2, seed=0, options=None):
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


def from_data(data):
    st = ToyState.__new__(ToyState)
    st.options, st.rng = dict(data["options"]), Rng(data["rng"])
    st.hands, st.decks = [list(h) for h in data["hands"]], [list(d) for d in data["decks"]]
    st.money, st.points = list(data["money"]), list(data["points"])
    st.played = [list(p) for p in data["played"]]
    st.turn, st.turns_taken = data["turn"], data["turns_taken"]
    return st


def determinize(observation, rng):
    """A full state agreeing with the observation: the unseen cards dealt at random.

    Each seat's deck starts as half coins, half stars; the unseen cards are those not yet
    played and not in a hand in sight."""
    obs = dict(observation, rng=rng.next64())
    size = 4 if obs["options"]["short"] else 6
    hands, decks = [], []
    for seat, hand in enumerate(obs["hands"]):
        unseen = ["coin", "star"] * (size // 2)
        for card in obs["played"][seat] + (hand if isinstance(hand, list) else []):
            unseen.remove(card)
        rng.shuffle(unseen)
        held = hand if isinstance(hand, list) else [unseen.pop() for _ in range(hand)]
        hands.append(list(held))
        decks.append(unseen[:obs["decks"][seat]])
    obs.update(hands=hands, decks=decks)
    return from_data(obs)


def describe(state, seat, action, names):
    if action.kind == "pass":
        return f"{names[seat]} passes."
    return f"{names[seat]} plays a {action[1]}."


def describe_event(event, names):
    return None


def reveals(events):
    return any(e["type"] == "draw" for e in events)


def check_data(folder=None):
    return []

"""What an Avant Carde seat is aiming for, as numbers the agents can compare.

A :class:`Plan` is built from one observation (or, inside a search, from a
determinized state) and answers three questions:

- **which colours** the seat builds towards (its two main colours: starter
  colours at first, then whatever its bought cards are);
- **how much a card is worth** in its deck (:meth:`Plan.card_value`): a card
  that will extend lines (its colour fits, or it is a wild 4) and calls a useful
  patron is worth more than one that stalls them. Negative values mark junk to
  trash;
- **how much a finished line is worth** (:func:`line_money`, :func:`money_score`):
  money in the buy turn, counting the ▶▶ powers that will pay, weighed by the
  awards it reaches — awards jump at $6, $8, $10 and $11, so a dollar that
  crosses a threshold is worth far more than one that does not.

Everything here reads only the observation or a determinized state built from
it, so the agents that use it never see hidden cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.avant_carde.board import MAIN

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping
    from typing import Any

    from game.avant_carde.data import Card, GameData
    from game.avant_carde.state import AvantCardeState

MIN_DECK = 10          # never trash below this many owned cards: a hand is 7, draws need a deck
AWARD_WEIGHT = 3.0     # one award against one dollar when scoring a line
# Dollars a round a patron adds, on average, to a card that calls it: +$1 for a sure
# dollar or a draw that usually extends the line, less for powers that need most 2s or
# concealed cards. Set by reasoning about the powers, then checked in self-play.
POWER_VALUE: dict[str | None, float] = {      # None: a number without a patron
    "perfectionist": 0.5, "snob": 0.6, "gallerist": 0.5, "dealer": 1.0, "trendoid": 1.6, "critic": 2.0,
    "curator": 0.4, "archivist": 0.5, "journalist": 0.9, "schmoozer": 0.5, "investor": 1.0, "hoarder": 0.9,
    "thief": 0.4, "impersonator": 0.5, "conservator": 0.4, "forger": 1.0, "launderer": 1.5,
    "completionist": 0.9, "collector": 0.5, "hipster": 0.4, "philosopher": 0.6, "futurist": 1.0,
    "designer": 0.7, "eccentric": 1.1,
}
OFF_COLOUR_FIT = 0.35  # how often a gallery card outside the seat's colours still extends a line
BAR = 1.2              # a card is wanted when its quality beats this share of the deck's average
WILD_NUMBER = frozenset({"gallerist", "journalist"})   # a 4 that may become any number
DRAWING = frozenset({"critic", "dealer", "archivist", "journalist", "hoarder", "completionist",
                     "hipster", "trendoid", "schmoozer"})


def owned_codes(obs: Mapping[str, Any]) -> list[str]:
    """Every card the seat owns, by code: hand, deck, discard and line."""
    me = obs["players"][obs["seat"]]
    line = [e["code"] for e in me["line"] if e["code"]]
    return (me["hand"] or []) + me["unseen"] + me["discard"] + line


def rounds_left(final_round: bool, solo: object, round_no: int, awards_left: int, players: int) -> int:
    """A rough count of the rounds still to come, this one included."""
    if final_round:
        return 1
    if solo:
        return max(1, 10 - round_no)
    per_round = 1.6 * players          # awards taken per round in AI games, roughly
    return max(1, round(awards_left / per_round + 0.5))


class Plan:
    """The seat's colours and card values. Build it with :meth:`from_observation` (agents) or
    :meth:`from_state` (inside a search, for any seat of a determinized state)."""

    def __init__(self, data: GameData, seat: int, patrons: dict[int, str], owned: list[int], rounds_left: int) -> None:
        self.data = data
        self.seat = seat
        self.patrons = patrons                  # number -> power id
        self.deck_size = len(owned)
        self.colours = self._main_colours(owned)
        self.rounds_left = rounds_left
        # A card bought now is first drawn a round or two later: its worth fades as the end nears.
        self.future = min(1.0, max(0.0, (rounds_left - 1) / 3.0))
        self._quality: dict[int, float] = {}
        self.average = sum(self.quality(c) for c in owned) / max(1, len(owned))

    @classmethod
    def from_observation(cls, obs: Mapping[str, Any], data: GameData) -> Plan:
        patrons = {int(n): p["power"] for n, p in obs["patrons"]["patrons"].items()}
        owned = [data.by_code[c] for c in owned_codes(obs)]
        left = rounds_left(obs["final_round"], obs["options"].get("solo"), obs["round"],
                           obs["awards_left"], len(obs["players"]))
        return cls(data, obs["seat"], patrons, owned, left)

    @classmethod
    def from_state(cls, st: AvantCardeState, seat: int) -> Plan:
        p = st.players[seat]
        owned = p.hand + p.deck + p.discard + [e.card for e in p.line]
        patrons = {n: pat.power for n, pat in st.pset.patrons.items()}
        left = rounds_left(st.final_round, st.solo, st.round, st.awards_left, len(st.players))
        return cls(st.data, seat, patrons, owned, left)

    def _main_colours(self, owned: Iterable[int]) -> tuple[str, ...]:
        count = {c: 0.0 for c in MAIN}
        for cid in owned:
            card = self.data.cards[cid]
            if card.colour in count:
                # Gallery cards were chosen; starter cards came with the deck.
                count[card.colour] += 2.0 if card.deck is None else 1.0
        return tuple(sorted(MAIN, key=lambda c: (-count[c], MAIN.index(c)))[:2])

    def power(self, number: int) -> str | None:
        return self.patrons.get(number)

    def quality(self, cid: int) -> float:
        """Dollars this card tends to bring when it is drawn: how likely it extends the line
        (its colour fits, it is a wild 4, or only its number can match) times $1 plus its patron."""
        q = self._quality.get(cid)
        if q is None:
            q = self._quality[cid] = self._card_quality(self.data.cards[cid])
        return q

    def _card_quality(self, card: Card) -> float:
        pid = self.patrons.get(card.number)
        on_colour = card.colour in self.colours
        if pid in WILD_NUMBER:
            fit = 0.95 if on_colour or pid == "gallerist" else 0.7
        elif card.number > 7:
            fit = 0.55 if on_colour else 0.1      # 11-14 match only by colour
        elif card.colour not in MAIN:
            fit = 0.25                            # white 1, gray 2: only by number
        else:
            fit = 1.0 if on_colour else OFF_COLOUR_FIT
            if pid == "philosopher":
                fit = min(1.0, fit + 0.2)
        return fit * (1.0 + POWER_VALUE.get(pid, 0.0))

    def card_value(self, cid: int) -> float:
        """How much the seat wants this card in its deck: its quality against the deck's average.

        A hand is 7 cards whatever the deck holds, so a card only helps if it is better
        than the cards it will push out of the hand; below average (< 0) it is better trashed.
        """
        return self.quality(cid) - BAR * self.average

    def buy_value(self, cid: int) -> float:
        """Worth of buying ``cid`` now: its deck value, faded by how little future is left."""
        return self.card_value(cid) * self.future

    def trash_gain(self, cid: int) -> float:
        """Worth of trashing ``cid`` from the deck (> 0 for junk); negative once the deck is thin."""
        if self.deck_size <= MIN_DECK:
            return -1.0
        return -self.card_value(cid) * max(self.future, 0.3)


def money_score(st: AvantCardeState, made: int) -> float:
    """A buy turn's worth in dollars: awards reached (weighted) plus the money itself."""
    return AWARD_WEIGHT * st.awards_for(made) + made


def line_money(st: AvantCardeState, seat: int) -> int:
    """Money ``seat`` should make in its coming buy turn from its line as it stands.

    Face-up cards, pending power money and a hidden gem, plus what the ▶▶ powers in
    the line will reliably pay (Perfectionist and Thief need most 2s, Futurist needs
    its 5 last or second to last, Eccentric pays per card of the number concealed).
    """
    p = st.players[seat]
    line = p.line
    face_up = [e for e in line if e[4]]
    money = len(face_up) + p.pending + (1 if seat in st.gems else 0)
    if not face_up:
        return money
    most_twos = st.has_most_twos(seat)
    concealed = len(line) - len(face_up)
    once = set()
    last_up = face_up[-1][0]
    second_up = face_up[-2][0] if len(face_up) > 1 else None
    best_eccentric = 0
    for key, pid, src in st.buy_powers(seat):
        if key in p.used:
            continue
        if pid in ("perfectionist",) and most_twos and pid not in once:
            money += 1
            once.add(pid)
        elif pid == "thief" and most_twos and concealed and pid not in once:
            money += 1
            once.add(pid)
        elif pid == "launderer":
            money += 1 + (1 if concealed else 0)
            concealed = max(0, concealed - 1)
        elif pid == "investor":
            money += 1
        elif pid == "futurist" and src in (last_up, second_up):
            money += 1
        elif pid == "eccentric":
            if not best_eccentric:
                counts: dict[int, int] = {}
                for e in face_up:
                    counts[e[1]] = counts.get(e[1], 0) + 1
                best_eccentric = max(counts.values())
            money += best_eccentric
    return money

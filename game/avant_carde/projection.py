"""Where each player stands: a projected final number of awards, from public information only.

The projection reads an observation (:func:`game.avant_carde.view.observation`), so it knows
what that seat may know — every player's cards are public as a collection (bought openly),
only their order is hidden. For each player:

- **awards now**, exactly;
- **what the deck makes**: the average over many shuffles (one fixed seed, so the figure is
  the same every time) of the longest line a hand of ``hand_size`` of those cards can play —
  each card after the first matching the previous one's colour or number — at $1 a card, and
  the awards that money earns. Patron powers and Hidden Gems are left out: the figure says what
  the cards alone do;
- **rounds left**: none once the game is over or in its final round; in a solo game, up to
  the last round; otherwise as many as it takes everyone, at their deck's pace, to empty the
  stack of awards. The current round counts for a player whose buy turn is still to come: in
  the buy phase by the awards the money already made earns (as the money box shows them),
  before it at the deck's average.

At the end of the game the projection is exactly the awards each player has.
"""

from __future__ import annotations

import dataclasses
import functools
import math
from typing import TYPE_CHECKING

from game.avant_carde.board import awards_for
from game.avant_carde.data import load_data
from game.engine.rng import Rng

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence
    from typing import Any

    from game.avant_carde.data import GameData

SAMPLES = 48
SEED = 20240


@dataclasses.dataclass(frozen=True)
class Projection:
    """One player's projection; ``total`` is what the panel shows."""

    awards: int
    money: float            # $ a round from the cards alone, on average
    per_round: float        # awards a round, on average
    this_round: bool        # whether this round's awards are still to come
    rounds_left: int        # further rounds after this one
    total: int
    earned: int | None = None   # this round's awards already earned by the money made (buy phase), not yet taken

    @property
    def gain(self) -> int:
        return self.total - self.awards


def cards_of(player_view: Mapping[str, Any]) -> list[str]:
    """Every card code a player owns, as an observation shows them: hand (own seat only), the
    unseen ones (deck; for others also hand and face-down line cards), discard pile and line."""
    line = [e["code"] for e in player_view.get("line", ()) if e.get("code")]
    return (list(player_view.get("hand") or ()) + list(player_view.get("unseen", ()))
            + list(player_view.get("discard", ())) + line)


def _longest_line(cards: Sequence[tuple[str, int]]) -> int:
    """The longest sequence of ``cards`` (``(colour, number)`` pairs) in which each card shares
    the colour or the number of the one before it."""
    n = len(cards)
    if n == 0:
        return 0
    link = [[i != j and (cards[i][0] == cards[j][0] or cards[i][1] == cards[j][1]) for j in range(n)]
            for i in range(n)]
    best = 1
    reach = {(1 << i, i) for i in range(n)}
    length = 1
    while reach:
        length += 1
        nxt = {(mask | 1 << j, j) for mask, i in reach for j in range(n) if not mask >> j & 1 and link[i][j]}
        if nxt:
            best = length
        reach = nxt
    return best


@functools.lru_cache(maxsize=256)
def deck_pace(cards: tuple[tuple[str, int], ...], hand_size: int,
              rules_key: tuple[tuple[str, Any], ...]) -> tuple[float, float]:
    """``(money, awards)`` a round on average for the sorted ``cards`` (``(colour, number)``)."""
    rules = dict(rules_key)
    rng = Rng(SEED)
    pool = list(cards)
    money = awards = 0.0
    for _ in range(SAMPLES):
        for i in range(len(pool) - 1, 0, -1):            # Fisher-Yates with the game's generator
            j = rng.randrange(i + 1)
            pool[i], pool[j] = pool[j], pool[i]
        made = _longest_line(pool[:hand_size])
        money += made
        awards += awards_for(rules, made)
    return money / SAMPLES, awards / SAMPLES


def project(obs: Mapping[str, Any], data: GameData | None = None) -> list[Projection]:
    """A :class:`Projection` per seat from the observation ``obs`` (any seat's)."""
    data = data or load_data()
    rules = data.rules
    rules_key = (("award_thresholds", tuple(rules["award_thresholds"])),
                 ("award_step_after", rules["award_step_after"]))
    players = obs["players"]
    over = obs["phase"] == "over"
    paces = []
    for p in players:
        cards = tuple(sorted((data.card(c).colour, data.card(c).number) for c in cards_of(p)))
        paces.append(deck_pace(cards, rules["hand_size"], rules_key))
    waiting = [not over and (obs["phase"] == "play" or seat in obs["queue"]) for seat in range(len(players))]
    if over or obs["final_round"]:
        later = 0
    elif len(players) == 1:
        later = max(0, rules["solo_rounds"] - obs["round"])
    else:
        pace = sum(a for _, a in paces)
        left = obs["awards_left"] - sum(a for (_, a), w in zip(paces, waiting) if w)
        later = math.ceil(left / pace) if pace > 0 and left > 0 else 0
    out = []
    for p, (money, per_round), w in zip(players, paces, waiting):
        earned = awards_for(rules, p["made"]) if w and obs["phase"] == "buy" and p.get("made") is not None else None
        if earned is None:
            total = p["awards"] + round(per_round * (later + (1 if w else 0)))
        else:
            total = p["awards"] + earned + round(per_round * later)
        out.append(Projection(p["awards"], money, per_round, w, later, total, earned))
    return out

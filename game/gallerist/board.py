"""Small pure helpers on the influence track, the Collector limit and piece codes.

A piece on the board is one integer: ``owner * 2`` for a gallerist, ``owner * 2 + 1``
for an assistant. Owners are seats 0..3 and :data:`LACERDA` (4), the solo bot.
Board spaces: ``space[0..3]`` are the action spaces of the four locations,
``space[4..7]`` their kicked-out spaces (:data:`KO` + location).

Also the board's vocabulary: location indices, studio codes, the location each location action
belongs to, a contract's sides and the action constructor.
"""

from functools import lru_cache

from game.engine.actions import Action, ActionArg
from game.gallerist.data import TYPES

SALES, COLONY, MEDIA, MARKET = 0, 1, 2, 3
STUDIOS = tuple(t + c for t in TYPES for c in ("b", "r"))   # pab, par, scb … (type + blue/red)
LACERDA = 4
KO = 4
EMPTY = -1
V, I, C = 0, 1, 2  # noqa: E741  (the visitor colours, imported under these names across the package and tests)
# What each location action is taken at (the Sales Office's sign and sell …).
LOCATION_OF_ACTION = {"discover": COLONY, "buy": COLONY, "sign": SALES, "sell": SALES,
                      "hire": MEDIA, "promote": MEDIA, "rep": MARKET, "offer": MARKET}
# A contract slot's side: not yet fulfilled, or turned money or influence side up by a sale.
OPEN, MONEY_SIDE, INFLUENCE_SIDE = 0, 1, 2
SIDE_NAMES = ("open", "money", "infl")      # a side as events name it


def gallerist(owner: int) -> int:
    return owner * 2


def assistant(owner: int) -> int:
    return owner * 2 + 1


def owner_of(piece: int) -> int:
    return piece >> 1


def is_assistant(piece: int) -> bool:
    return piece & 1 == 1


@lru_cache(maxsize=1024)
def marks_below(marks: tuple[int, ...], x: int) -> tuple[int, ...]:
    """The marks (a tuple) strictly below position ``x``, ascending (each is one step down)."""
    return tuple(m for m in marks if m < x)


def steps_down(marks: tuple[int, ...], x: int, k: int) -> int:
    """The position after ``k`` steps down from ``x`` (k <= number of marks below)."""
    if k == 0:
        return x
    return marks_below(marks, x)[-k]


def collector_limit(sold_count: int) -> int:
    """Most Collectors a gallery may hold: one more than the works sold."""
    return 1 + sold_count


def act(kind: str, *args: ActionArg) -> Action:
    """An :class:`~game.engine.actions.Action` from its kind and arguments."""
    return Action(kind, *args)

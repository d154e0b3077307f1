"""Avant Carde's board and vocabulary, holding no state: the patrons' numbers, the colours, the
solo track, a line entry, what the next card must match, the ways a 4 may be played, awards for
money, a buy turn's money by source and the buy powers a line offers.

The rules and the table both read these, so each is written once; they take plain values (a
line of entries, a patron table), never a game state.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from operator import itemgetter
from typing import Any

from game.engine.i18n import M, Mp, join

NUMBERS = (2, 3, 4, 5, 6, 7)
"""The gallery's numbers: one stack and one patron each."""
MAIN = ("orange", "red", "blue", "purple")
ONLY_COLOUR_FROM = 11      # 11–14 each come in one colour only, so a colour says all they match
ODD = (1, 3, 5, 7)
PLAY_MODIFIERS = frozenset({"gallerist", "journalist", "philosopher"})
"""Powers whose choice (a 4's new number, colour or odd number) is made with the play itself."""
SOLO_SECTIONS = ("change", "2s", "3s", "4s", "5s", "6s", "7s", "awards", "extras")
"""The solo walk of the first player token, one section a round."""

Target = tuple[frozenset[str], frozenset[int]]
"""What the next face-up card must match: ``(colours, numbers)``."""


class Entry(tuple[Any, ...]):
    """A card in a player's line: ``(card, number, colour, odd, up, tint)``.

    ``number``/``colour`` are current values (a Gallerist may have changed them);
    ``odd`` holds extra numbers the card also counts as for matching (Philosopher);
    ``up`` is False for a concealed card; ``tint`` is a Conservator's colour on a
    concealed card. Entries are immutable: a change makes a new entry.
    """

    __slots__ = ()

    def __new__(cls, card: Any, number: int | None, colour: str | None, odd: tuple[int, ...] = (),
                up: bool = True, tint: str | None = None) -> Entry:
        return tuple.__new__(cls, (card, number, colour, odd, up, tint))

    card = property(itemgetter(0))
    number = property(itemgetter(1))
    colour = property(itemgetter(2))
    odd = property(itemgetter(3))
    up = property(itemgetter(4))
    tint = property(itemgetter(5))

    def replace(self, **kw: Any) -> Entry:
        vals = dict(zip(("card", "number", "colour", "odd", "up", "tint"), self))
        vals.update(kw)
        return Entry(**vals)


def match_target(line: Sequence[Sequence[Any]]) -> Target | None:
    """What the next face-up card must match after ``line`` (entries), or None if anything goes.

    The last face-up card gives its colour and numbers. Concealed cards after it
    are skipped, but one tinted by a Conservator may also be matched by its colour.
    """
    tints: list[str] = []
    for e in reversed(line):
        if e[4]:
            return frozenset((e[2], *tints)), frozenset((e[1], *e[3]))
        if e[5] is not None:
            tints.append(e[5])
    return None


def _number_words(n: int) -> str:
    """A card's number as a noun ("a 3", "an 8"; French "un 3")."""
    return M("an {n}", n=n) if str(n).startswith(("8", "11", "18")) else M("a {n}", n=n)


def _colour_words(colour: str, card: bool) -> str:
    """A colour said of a card: "blue" (French "bleue", the card is feminine), or with ``card`` a
    noun ("a blue card", "une carte bleue")."""
    word = Mp("card colour", colour)
    if not card:
        return word
    return M("an {colour} card", colour=word) if colour == "orange" else M("a {colour} card", colour=word)


@lru_cache(maxsize=256)
def match_words(target: Target | None, card: bool = False) -> str | None:
    """What the next card must match, in words ("blue or a 3"; with ``card``, what to play: "a blue
    card or a 3"), or None if anything goes. Each colour and number is said whole, so a language
    makes them agree ("bleue ou un 3", "une carte bleue ou un 3").

    Words as the rulebook and the lesson put it: white and gray match by number only (every
    white card is a 1, every gray one a 2: "1", not "white or 1") and 11–14 by colour only
    (every 13 is blue: "blue", not "blue or 13"). What matches is unchanged (:func:`~game.avant_carde.play.matches`)."""
    if target is None:
        return None
    colours, numbers = target
    said = sorted(c for c in colours if c in MAIN), [n for n in sorted(numbers) if n < ONLY_COLOUR_FROM]
    if not said[0] and not said[1]:
        said = sorted(colours), sorted(numbers)
    parts = [_colour_words(c, card) for c in said[0]] + [_number_words(n) for n in said[1]]
    if len(parts) == 1:
        return parts[0]
    return M("{first} or {last}", first=join(", ", parts[:-1]), last=parts[-1])


def play_variants(card: Any, patron: Any) -> list[tuple[str | None, int, str, tuple[int, ...]]]:
    """``(suffix, number, colour, odd)`` for each way ``card`` may be played face up (its patron's
    power chooses with the play: a Gallerist's or Journalist's new number, a Gallerist's colour, a
    Philosopher's odd number)."""
    out: list[tuple[str | None, int, str, tuple[int, ...]]] = [(None, card.number, card.colour, ())]
    pid = patron.power if patron else None
    if pid in ("gallerist", "journalist"):
        out += [(f"n{k}", k, card.colour, ()) for k in range(1, 8) if k != card.number]
        if pid == "gallerist":
            out += [(c, card.number, c, ()) for c in MAIN if c != card.colour]
    elif pid == "philosopher":
        out += [(f"odd{k}", card.number, card.colour, (k,)) for k in ODD if k != card.number]
    return out


def variant_values(card: Any, suffix: str | None) -> tuple[int, str, tuple[int, ...]]:
    """The number, colour and odd extras a play action's suffix gives a card."""
    if suffix is None:
        return card.number, card.colour, ()
    if suffix.startswith("odd"):
        return card.number, card.colour, (int(suffix[3:]),)
    if suffix.startswith("n"):
        return int(suffix[1:]), card.colour, ()
    return card.number, suffix, ()


def awards_for(rules: Mapping[str, Any], made: int) -> int:
    """Awards for making ``made`` dollars in one buy turn under ``rules`` (the thresholds, then
    one more per ``award_step_after`` dollars)."""
    th = rules["award_thresholds"]
    n = sum(1 for t in th if made >= t)
    if made >= th[-1]:
        n += (made - th[-1]) // rules["award_step_after"]
    return n


def money_breakdown(made: int, pending: int, has_gem: bool, spent_change_token: bool) -> list[tuple[str, int]]:
    """What a seat made this buy turn, by source: ``[("cards", $), ("patrons", $), ("gem", $),
    ("change_token", $)]`` (cards always listed, the others when they gave something). The figures
    sum to ``made``; ``pending`` (the patrons' money this round) is what the state keeps, so they do
    not change when a card leaves the line later in the turn (an Investor) or after a load."""
    gem = 1 if has_gem and made else 0
    change = 1 if spent_change_token else 0
    patrons = min(pending, made - gem - change)
    parts = (("cards", max(0, made - gem - change - patrons)), ("patrons", patrons), ("gem", gem),
             ("change_token", change))
    return [(k, v) for k, v in parts if v or k == "cards"]


def buy_powers(line: Iterable[Sequence[Any]], copies: Iterable[Sequence[Any]], patrons: Mapping[int, Any],
               cards: Any) -> list[tuple[str, str, Any]]:
    """Every buy power a line offers this turn: ``(key, power id, source card)``.

    ``line``: entries whose first field names the card (an id, or a code), ``cards[name]`` being
    the card (a concealed card offers no power); ``copies``: ``(power id, source card)`` of the buy
    powers gained by copying. Keys are the card's code for a card's own power, ``copyN`` for
    copied ones.
    """
    out = []
    for e in line:
        if e[4]:
            c = cards[e[0]]
            pat = patrons.get(c.number)
            if pat is not None and pat.timing != "play":
                out.append((c.code, pat.power, e[0]))
    for i, (pid, src) in enumerate(copies):
        out.append((f"copy{i + 1}", pid, src))
    return out

"""The frozen records of Art Decko's data: genres, cards, places, exhibitions, New Exhibitor
spaces, bonus tiles, and :class:`ArtDeckoData` holding them all (see :mod:`game.art_decko.data`
for how they are read). Also the starting-Gold allocations the box's cards allow.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from game.engine.i18n import L, M

MAX_PLAYERS = 4
GENRES = 5               # rulebook: five genres …
TITLES_PER_GENRE = 3     # … three paintings each
GALLERIES = 4
EXHIBITIONS = 5
BONUS_TILES = 16
ABILITY_TARGETS = ("painting", "gold_3", "gold_5", "show")


@dataclass(frozen=True, slots=True)
class Genre:
    index: int
    id: str
    name: str
    colour: str
    titles: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Ability:
    """A gold card's ability: what it pays for (``target``) and how much."""

    id: str
    name: str
    target: str          # "painting", "gold_3", "gold_5" or "show"
    worth: int
    adds_face: bool      # worth is added to the face value instead of replacing it
    per_action: int      # most uses in one payment; 0 = no limit
    two_paintings: bool  # lets the action take a second painting from the same gallery
    text: str

    def pays(self, face: int) -> int:
        return face + self.worth if self.adds_face else self.worth


@dataclass(frozen=True, slots=True)
class Card:
    id: int              # index into ArtDeckoData.cards
    code: str            # "c1" … what players and logs see
    genre: int           # genre index; -1 for gold
    title: str
    value: int           # gold face value; 0 for paintings
    ability: Ability | None
    seat: int            # starting gold: the seat it belongs to; -1 otherwise

    @property
    def is_painting(self) -> bool:
        return self.genre >= 0


@dataclass(frozen=True, slots=True)
class Location:
    """A gallery (sells paintings at its cost token) or a bank (sells gold at a fixed cost)."""

    index: int
    id: str
    name: str
    is_gallery: bool
    limit: int           # gallery: paintings after a refill; bank: cards on offer
    increase: int        # rating rise per card bought (genre marker or gold marker)
    cost: int            # bank price; 0 for galleries (their cost token decides)
    sells: int           # bank: face value of the gold sold; 0 for galleries

    @property
    def target(self) -> str:
        return "painting" if self.is_gallery else f"gold_{self.sells}"


@dataclass(frozen=True, slots=True)
class Exhibition:
    index: int
    id: str
    name: str
    cost: int
    increase: int
    vp: tuple[int, ...]  # VP spaces, highest first; one invitation space per VP space


@dataclass(frozen=True, slots=True)
class ExhibitorSpace:
    index: int
    id: str
    kind: str            # "discount" or "vp"
    amount: int

    @property
    def label(self) -> str:
        return M("-{n} cost", n=self.amount) if self.kind == "discount" else M("+{n} VP", n=self.amount)


@dataclass(frozen=True, slots=True)
class BonusTile:
    index: int
    id: str
    name: str
    kind: str            # "gold", "museum" or "player"
    scorer: str
    params: MappingProxyType[str, Any]
    text: str


@dataclass(frozen=True, slots=True)
class ArtDeckoData:
    """Everything a game of Art Decko reads from data, plus lookup tables for speed."""

    folder: str
    hand_size: int
    actions_per_turn: int
    dealt_paintings: int
    ribbons: int
    end_museum: int
    end_rating: int
    top: int                      # highest market rating
    painting_gold: tuple[int, ...]  # per rating value: a painting's gold value
    painting_vp: tuple[int, ...]    # per rating value: a painting's VP at the end
    gold_ratio: tuple[int, ...]     # per gold marker value: gold per VP at the end
    market_rows: tuple[tuple[int, int, int, int, int], ...]  # (from, to, gold, vp, ratio) per row
    genres: tuple[Genre, ...]
    cards: tuple[Card, ...]
    abilities: tuple[Ability, ...]
    locations: tuple[Location, ...]  # galleries left to right, then banks
    exhibitions: tuple[Exhibition, ...]
    exhibitor_spaces: tuple[ExhibitorSpace, ...]
    tiles: tuple[BonusTile, ...]
    markers_per_genre: int
    gray_markers: int
    starting_tokens: tuple[int, ...]
    regular_tokens: tuple[int, ...]
    first_token: int
    setup_paintings: int
    starting_gold: tuple[tuple[int, ...], ...]  # per seat: card ids of the default allocation
    starting_pool: tuple[dict[int, tuple[int, ...]], ...]  # per seat: {face value: card ids}, enough for any allocation
    starting_default: str         # the default allocation, e.g. "3-2-2-2"
    bank_cards: tuple[tuple[int, ...], ...]  # per bank (in location order): card ids
    code_to_id: MappingProxyType[str, int]
    painting_ids: frozenset[int]
    locations_by_id: MappingProxyType[str, Location]
    exhibitions_by_id: MappingProxyType[str, Exhibition]
    exhibitor_spaces_by_id: MappingProxyType[str, ExhibitorSpace]

    def starting_sets(self, allocation: str | None = None) -> tuple[tuple[int, ...], ...]:
        """Per seat, the card ids of its starting Gold under ``allocation``.

        An allocation names how many 1-Gold cards each numbered set holds, seat 1 first
        ("3-2-2-2"); the rest of a set's cards are 2-Golds. Only allocations that use exactly
        the box's cards (:data:`STARTING_ONES` 1-Golds over the sets) are allowed.
        """
        ones = parse_allocation(allocation or self.starting_default, len(self.starting_pool))
        size = len(self.starting_gold[0])
        return tuple(self.starting_pool[p][1][:k] + self.starting_pool[p][2][:size - k]
                     for p, k in enumerate(ones))

    @property
    def galleries(self) -> tuple[Location, ...]:
        return self.locations[:GALLERIES]

    @property
    def banks(self) -> tuple[Location, ...]:
        return self.locations[GALLERIES:]

    @property
    def gray(self) -> int:
        """The marker number of a gray wild marker (genre markers are 0 … 4)."""
        return len(self.genres)

    def marker_name(self, marker: int) -> str:
        return "gray" if marker == self.gray else self.genres[marker].id

    def genre(self, genre_id: str) -> Genre:
        return next(g for g in self.genres if g.id == genre_id)

    def exhibitor_space(self, space_id: str) -> ExhibitorSpace:
        return self.exhibitor_spaces_by_id[space_id]

    def tile(self, tile_id: str) -> BonusTile:
        return next(t for t in self.tiles if t.id == tile_id)

    def location(self, loc_id: str) -> Location:
        return self.locations_by_id[loc_id]

    def exhibition(self, exh_id: str) -> Exhibition:
        return self.exhibitions_by_id[exh_id]

    def card_name(self, card: int) -> str:
        """A card in words: ``Iris Window (Art Nouveau)`` or ``3-Gold Fancy Noble``."""
        c = self.cards[card]
        if c.is_painting:
            return M("{title} ({genre})", title=L(c.title), genre=L(self.genres[c.genre].name))
        return L(c.title)



STARTING_ONES, STARTING_SET = 9, 5        # rulebook: nine 1-Gold and eleven 2-Gold cards, sets of five


def parse_allocation(text: object, seats: int = 4) -> tuple[int, ...]:
    """The 1-Gold counts per numbered set of an allocation such as ``"3-2-2-2"``.

    Raises ValueError unless it names ``seats`` sets of 0-5 1-Golds adding up to nine."""
    try:
        ones = tuple(int(x) for x in str(text).split("-"))
    except ValueError:
        ones = ()
    if len(ones) != seats or sum(ones) != STARTING_ONES or not all(0 <= k <= STARTING_SET for k in ones):
        raise ValueError(f"starting gold {text!r}: give the 1-Gold count of each of the {seats} sets, "
                         f"adding up to {STARTING_ONES}, e.g. 3-2-2-2")
    return ones


def allowed_allocations(seats: int = 4) -> list[str]:
    """Every allocation the box's cards allow, as ``"a-b-c-d"`` strings (140 for four sets)."""
    out: list[tuple[int, ...]] = [()]
    for _ in range(seats):
        out = [o + (k,) for o in out for k in range(STARTING_SET + 1)]
    return ["-".join(map(str, o)) for o in out if sum(o) == STARTING_ONES]


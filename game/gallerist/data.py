"""The Gallerist's data: the YAML files in ``data/gallerist``, checked and frozen.

:func:`load_data` reads every file, validates it with :class:`~game.engine.yamldata.Node`
and returns one :class:`GalleristData`. Any problem is a
:class:`~game.engine.errors.DataError` naming file, line, field, what was expected and
what was found; :func:`check_data` collects those messages instead of raising.

Indices used everywhere in the engine:

- art types 0..3 = ``TYPES`` (pa painting, sc sculpture, ph photo, di digital);
- colours 0..2 = ``COLOURS`` (v VIP, i Investor, c Collector), for visitors and tickets;
- studios 0..7 = type * 2 + (0 blue, 1 red);
- works 0..31 = type * 8 + tile (the tile row of works.yaml);
- locations 0..3 = ``LOCATIONS`` in clockwise order;
- reputation tiles by their printed number 1..20.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Literal

from game.engine.errors import DataError
from game.engine.i18n import M
from game.engine.resources import DATA_ROOT
from game.engine.yamldata import Node, load_file

DATA_DIR = os.path.join(DATA_ROOT, "gallerist")

TYPES = ("pa", "sc", "ph", "di")
TYPE_NAMES = (M("Painting"), M("Sculpture"), M("Photo"), M("Digital"))
TYPE_WORDS = (M("painting"), M("sculpture"), M("photo"), M("digital"))   # inside a sentence
COLOURS = ("v", "i", "c")
COLOUR_NAMES = (M("VIP"), M("Investor"), M("Collector"))
LOCATIONS = ("sales", "colony", "media", "market")
LOCATION_NAMES = (M("Sales Office"), M("Artists Colony"), M("Media Center"), M("International Market"))
COLUMNS = ("A", "B", "C")

# What each bonus id does (spec Terms, 1.3-1.13):
BONUS_KINDS = {
    "none": M("nothing"),
    "infl": M("I bonus: 2 influence per VIP and 1 per Collector in the gallery"),
    "dollar": M("$ bonus: $2 per Investor and $1 per Collector in the gallery"),
    "fame": M("Fame bonus: a discovered artist gains 1 fame per Collector in the gallery"),
    "visitor": M("Visitor bonus: a visitor from the Plaza (or the bag) into the gallery"),
    "ticket_any": M("a ticket of any colour"),
    "ticket_v": M("a VIP ticket"),
    "ticket_i": M("an Investor ticket"),
    "pair": M("two tickets of two different colours"),
    "assistant": M("the next assistant hired for free (with its hiring bonus)"),
    "contract": M("sign a contract"),
    "vi_plaza": M("a VIP or Investor from the Plaza (or the bag) into the gallery"),
    "bag_any": M("a visitor chosen from the bag into the gallery"),
}
REPUTATION_COUNTS = (
    "influence_thirds", "collectors", "vips", "investors", "visitors", "visitor_sets",
    "reputation_tiles", "auction_assistants", "assistants_out_of_queue", "promoted_artists",
    "works_acquired", "works_sold", "works_exhibited", "types_acquired", "photos_acquired",
    "paintings_acquired", "digitals_acquired", "sculptures_acquired", "famous_artists",
    "masterpieces_exhibited")


@dataclass(frozen=True, slots=True)
class Artist:
    index: int
    type: int
    red: bool
    fame: int
    promotion: int
    stars: tuple[int, ...]        # lowest fame of star levels 0..5

    @property
    def studio(self) -> int:
        return self.type * 2 + int(self.red)

    def star_level(self, fame: int, celebrity: int = 19) -> int:
        """Stars 0..5 at ``fame``; 6 stands for Celebrity."""
        if fame >= celebrity:
            return 6
        level = 0
        for i, low in enumerate(self.stars):
            if fame >= low:
                level = i
        return level


@dataclass(frozen=True, slots=True)
class Work:
    fame: int
    tickets: tuple[tuple[int, ...], ...] | Literal["pair"]      # tuple of colour tuples, or "pair"

    @property
    def ticket_count(self) -> int:
        return 2 if self.tickets == "pair" else len(self.tickets)


@dataclass(frozen=True, slots=True)
class Goal:
    money: int
    needs: tuple[int, ...]        # count per type


GoalCard = tuple[str, tuple[Goal, ...]]
"""A Curator or Art Dealer card: its id and its goals."""


@dataclass(frozen=True, slots=True)
class GalleristData:
    folder: str
    artists: tuple[Artist, ...]
    celebrity: int
    celebrity_money: int
    artist_bonuses: tuple[str, ...]      # one bonus id per tile (10)
    works: tuple[Work, ...]              # the 8 tile kinds, per type
    promotion: tuple[tuple[int, int, str], ...]           # (cost, tokens, bonus) for levels 1..5
    reputation: dict[int, tuple[str, int, int]]           # tile number -> (count id, money, influence)
    reputation_spaces: tuple[str, ...]
    contracts: tuple[tuple[int, str], ...]                # card index -> (type, bonus)
    slot_tickets: tuple[str, ...]
    curators: tuple[GoalCard, ...]
    dealers: tuple[GoalCard, ...]
    ladder: tuple[int, ...]
    influence_start: int
    influence_max: int
    money_marks: tuple[int, ...]
    star_marks: tuple[int, ...]
    end_money: tuple[tuple[int, int], ...]                # (from, money), ascending
    hiring: tuple[tuple[int, str], ...]                   # (cost, bonus) for hires 1..8
    assistants: int
    on_desks: int
    desks: int
    columns: tuple[tuple[str, int, tuple[str, ...], tuple[int, ...]], ...]   # (id, influence, needs, majority)
    reputation_rows: tuple[int, ...]     # type per row 1..4
    auction_rows: tuple[tuple[int, int, tuple[str, ...]], ...]   # (worth, price, bonuses)
    setup: dict[str, Any]
    solo_im_order: tuple[tuple[int, int], ...]       # (row 0..6, col 0..2)
    solo_reclaim: tuple[int, ...]        # location indices
    solo_titles: tuple[tuple[int, str], ...]         # (from, title)
    bonus_money: tuple[int, ...]         # $ per visitor of each colour in the gallery
    bonus_influence: tuple[int, ...]     # influence per visitor of each colour


    def end_money_for(self, influence: int) -> int:
        out = 0
        for low, money in self.end_money:
            if influence >= low:
                out = money
        return out


# The keys each file may hold at its top: any other (a typo, or a block pasted in such as a
# billion-laughs bomb of aliases) is refused, as every game's data refuses unknown keys.
FILE_KEYS = {
    "artists.yaml": {"artists", "star_tracks", "celebrity", "celebrity_money"},
    "artist_bonuses.yaml": {"tiles"},
    "works.yaml": {"tiles"},
    "promotion.yaml": {"levels"},
    "reputation_tiles.yaml": {"tiles"},
    "reputation_spaces.yaml": {"spaces"},
    "contracts.yaml": {"cards", "slot_tickets"},
    "curators.yaml": {"cards"},
    "dealers.yaml": {"cards"},
    "value_ladder.yaml": {"values"},
    "influence.yaml": {"start", "maximum", "money_marks", "star_marks", "end_money"},
    "hiring.yaml": {"queue", "assistants", "on_desks", "desks"},
    "market.yaml": {"columns", "reputation_rows", "auction_rows"},
    "setup.yaml": {"visitors", "visitors_printed", "tickets_per_pile", "tickets_printed", "column_b_open",
                   "easels", "plaza_visitors", "lobby_visitors", "start_money", "max_rounds"},
    "solo.yaml": {"im_order", "reclaim_order", "titles"},
    "bonuses.yaml": {"money", "influence"},
}


def _file(folder: str, name: str) -> tuple[str, Node]:
    path = os.path.join(folder, name)
    root = Node(path, load_file(path))
    root.only_keys(FILE_KEYS[name])
    return path, root


def _bonus(node: Node, key: str) -> str:
    return node.get(key, str, choices=tuple(BONUS_KINDS))


def _needs(node: Node) -> tuple[int, ...]:
    needs = [0, 0, 0, 0]
    for k, sub in node.items():
        if k not in TYPES:
            sub.fail("an art type: " + ", ".join(TYPES), found=f"'{k}'")
        needs[TYPES.index(k)] = node.get(k, int, lo=1, hi=4)
    return tuple(needs)


def _goal_cards(folder: str, name: str, goals_per_card: int) -> tuple[GoalCard, ...]:
    _, root = _file(folder, name)
    cards = []
    for card in root.child("cards", list).elements():
        card.only_keys({"id", "goals"})
        goals = card.child("goals", list)
        if len(goals.value) != goals_per_card:
            goals.fail(f"{goals_per_card} goals")
        cards.append((card.get("id", str), tuple(
            Goal(g.get("money", int, lo=0), _needs(g.child("needs", dict))) for g in goals.elements())))
    if len(cards) != 4:
        root.child("cards").fail("4 cards")
    return tuple(cards)


def _int_list(node: Node, key: str, length: int | None = None, lo: int = 0) -> tuple[int, ...]:
    sub = node.child(key, list)
    if length is not None and len(sub.value) != length:
        sub.fail(f"a list of {length} integers")
    out = []
    for e in sub.elements():
        if isinstance(e.value, bool) or not isinstance(e.value, int) or e.value < lo:
            e.fail(f"an integer of at least {lo}")
        out.append(e.value)
    return tuple(out)


@lru_cache(maxsize=4)
def _load_cached(folder: str) -> GalleristData:
    _, root = _file(folder, "artists.yaml")
    tracks = root.child("star_tracks", dict)
    track = {k: _int_list(tracks, k, 6, lo=1) for k, _ in tracks.items()}
    artists = []
    for i, a in enumerate(root.child("artists", list).elements()):
        a.only_keys({"type", "colour", "fame", "promotion", "track"})
        artists.append(Artist(i, TYPES.index(a.get("type", str, choices=TYPES)),
                              a.get("colour", str, choices=("blue", "red")) == "red",
                              a.get("fame", int, lo=1, hi=18), a.get("promotion", int, lo=0, hi=5),
                              track[a.get("track", str, choices=tuple(track))]))
    if len(artists) != 16:
        root.child("artists").fail("16 artist tiles")
    celebrity = root.get("celebrity", int, lo=2)
    celebrity_money = root.get("celebrity_money", int, lo=0)

    _, root = _file(folder, "artist_bonuses.yaml")
    bonuses = []
    for t in root.child("tiles", list).elements():
        bonuses += [_bonus(t, "bonus")] * t.get("count", int, lo=0)
    if len(bonuses) < 8:
        root.child("tiles").fail("at least 8 bonus tiles (one per studio)")

    _, root = _file(folder, "works.yaml")
    works = []
    for t in root.child("tiles", list).elements():
        t.only_keys({"fame", "tickets"})
        tk = t.child("tickets")
        tickets: tuple[tuple[int, ...], ...] | Literal["pair"]
        if tk.value == "pair":
            tickets = "pair"
        else:
            tickets = tuple(tuple(_colour(c) for c in e.elements()) for e in tk.elements())
        works.append(Work(t.get("fame", int, lo=0, hi=5), tickets))
    if len(works) != 8:
        root.child("tiles").fail("8 tiles per art type")

    _, root = _file(folder, "promotion.yaml")
    promotion = []
    for i, lv in enumerate(root.child("levels", list).elements()):
        if lv.get("level", int) != i + 1:
            lv.child("level").fail(f"level {i + 1}")
        promotion.append((lv.get("cost", int, lo=0), lv.get("tokens", int, lo=0), _bonus(lv, "bonus")))
    if len(promotion) != 5:
        root.child("levels").fail("5 levels")

    _, root = _file(folder, "reputation_tiles.yaml")
    reputation = {}
    for t in root.child("tiles", list).elements():
        reputation[t.get("id", int, lo=1)] = (t.get("count", str, choices=REPUTATION_COUNTS),
                                               t.get("money", int, lo=0), t.get("influence", int, lo=0))
    if sorted(reputation) != list(range(1, 21)):
        root.child("tiles").fail("tiles numbered 1 to 20")
    _, root = _file(folder, "reputation_spaces.yaml")
    spaces = tuple(_bonus_value(e) for e in root.child("spaces", list).elements())
    if len(spaces) != 6:
        root.child("spaces").fail("6 spaces")

    _, root = _file(folder, "contracts.yaml")
    contracts = []
    cards = root.child("cards", dict)
    for kind in TYPES:
        for e in cards.child(kind, list).elements():
            contracts.append((TYPES.index(kind), _bonus_value(e)))
    slot_tickets = tuple(_bonus_value(e) for e in root.child("slot_tickets", list).elements())
    if len(slot_tickets) != 3:
        root.child("slot_tickets").fail("3 slots")

    curators = _goal_cards(folder, "curators.yaml", 2)
    dealers = _goal_cards(folder, "dealers.yaml", 3)
    _, root = _file(folder, "value_ladder.yaml")
    ladder = _int_list(root, "values", 7)

    _, root = _file(folder, "influence.yaml")
    imax = root.get("maximum", int, lo=1)
    istart = root.get("start", int, lo=0, hi=imax)
    money_marks = _int_list(root, "money_marks")
    star_marks = _int_list(root, "star_marks")
    end_money = tuple((e.get("from", int, lo=0, hi=imax), e.get("money", int, lo=0))
                      for e in root.child("end_money", list).elements())
    for marks, key in ((money_marks, "money_marks"), (star_marks, "star_marks")):
        if list(marks) != sorted(set(marks)) or marks[0] != 0 or marks[-1] > imax:
            root.child(key).fail(f"ascending marks from 0 up to {imax}")

    _, root = _file(folder, "hiring.yaml")
    hiring = tuple((e.get("cost", int, lo=0), _bonus(e, "bonus")) for e in root.child("queue", list).elements())
    assistants = root.get("assistants", int, lo=1)
    on_desks = root.get("on_desks", int, lo=0)
    desks = root.get("desks", int, lo=1)
    if assistants != on_desks + len(hiring):
        root.child("assistants").fail(f"{on_desks + len(hiring)} (desks at start + queue)")

    _, root = _file(folder, "market.yaml")
    columns = []
    for c in root.child("columns", list).elements():
        needs = tuple(_needs_list(c.child("needs", list)))
        columns.append((c.get("id", str, choices=COLUMNS), c.get("influence", int, lo=0), needs,
                        _int_list(c, "majority", 3)))
    rows = tuple(TYPES.index(_choice(e, TYPES)) for e in root.child("reputation_rows", list).elements())
    auction = tuple((e.get("worth", int, lo=1), e.get("price", int, lo=0),
                     tuple(_bonus_value(b) for b in e.child("bonuses", list).elements()))
                    for e in root.child("auction_rows", list).elements())
    if len(columns) != 3 or len(rows) != 4 or len(auction) != 3 or any(len(a[2]) != 3 for a in auction):
        root.fail("3 columns, 4 reputation rows and 3 auction rows of 3 bonuses")

    _, root = _file(folder, "setup.yaml")
    setup = {
        "visitors": _visitor_rows(root),
        "visitors_printed": _int_list(root, "visitors_printed", 3),
        "tickets_per_pile": _int_list(root, "tickets_per_pile", 4),
        "tickets_printed": root.get("tickets_printed", int, lo=1),
        "column_b_open": tuple(_bool(e) for e in root.child("column_b_open", list).elements()),
        "easels": _int_list(root, "easels", 4, lo=1),
        "plaza_visitors": root.get("plaza_visitors", int, lo=0),
        "lobby_visitors": root.get("lobby_visitors", int, lo=0),
        "start_money": root.get("start_money", int, lo=0),
        "max_rounds": root.get("max_rounds", int, lo=1),
    }

    _, root = _file(folder, "solo.yaml")
    order = []
    for e in root.child("im_order", list).elements():
        if not isinstance(e.value, list) or len(e.value) != 2 or e.value[1] not in COLUMNS \
                or not isinstance(e.value[0], int) or not 1 <= e.value[0] <= 7:
            e.fail("[row 1..7, column A/B/C]")
        order.append((e.value[0] - 1, COLUMNS.index(e.value[1])))
    reclaim = tuple(LOCATIONS.index(_choice(e, LOCATIONS)) for e in root.child("reclaim_order", list).elements())
    titles = tuple((e.get("from", int, lo=0), e.child("title", str).value)
                   for e in root.child("titles", list).elements())

    _, root = _file(folder, "bonuses.yaml")
    per_colour = []
    for key in ("money", "influence"):
        node = root.child(key, dict)
        node.only_keys(set(COLOURS))
        per_colour.append(tuple(node.get(c, int, lo=0, hi=10) for c in COLOURS))

    return GalleristData(folder, tuple(artists), celebrity, celebrity_money, tuple(bonuses), tuple(works),
                         tuple(promotion), reputation, spaces, tuple(contracts), slot_tickets,
                         curators, dealers, ladder, istart, imax, money_marks, star_marks,
                         end_money, hiring, assistants, on_desks, desks, tuple(columns), rows, auction,
                         setup, tuple(order), reclaim, titles, per_colour[0], per_colour[1])


def _choice(node: Node, choices: tuple[str, ...]) -> str:
    if node.value not in choices:
        node.fail("one of " + ", ".join(choices))
    return node.value


def _colour(node: Node) -> int:
    return COLOURS.index(_choice(node, COLOURS))


def _bonus_value(node: Node) -> str:
    return _choice(node, tuple(BONUS_KINDS))


def _bool(node: Node) -> bool:
    if not isinstance(node.value, bool):
        node.fail("true or false")
    return node.value


def _needs_list(node: Node) -> list[str]:
    return [_choice(e, ("any", "v", "i", "c", "vi")) for e in node.elements()]


def _visitor_rows(root: Node) -> tuple[tuple[int, ...], ...]:
    rows = root.child("visitors", list)
    out = []
    for e in rows.elements():
        if not isinstance(e.value, list) or len(e.value) != 3 or not all(
                isinstance(x, int) and not isinstance(x, bool) and x >= 0 for x in e.value):
            e.fail("[VIP, Investor, Collector] counts")
        out.append(tuple(e.value))
    if len(out) != 4:
        rows.fail("4 rows (1 to 4 players)")
    return tuple(out)


def load_data(folder: str | None = None) -> GalleristData:
    """Load and validate everything under ``folder`` (default: the repo's data/gallerist)."""
    return _load_cached(os.path.abspath(folder or DATA_DIR))


def check_data(folder: str | None = None) -> list[str]:
    """Validate a data folder; returns a list of error messages (empty when all is well).
    Reads the files afresh, past the cache, and leaves the cache as it was."""
    try:
        _load_cached.__wrapped__(os.path.abspath(folder or DATA_DIR))
    except DataError as exc:
        return [str(exc)]
    return []

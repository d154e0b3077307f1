"""Art Decko's data: the YAML files in ``data/art_decko``, checked and frozen.

:func:`load_data` reads every file, validates it with :class:`~game.engine.yamldata.Node`
and returns one :class:`ArtDeckoData` of frozen records. Any problem is a
:class:`~game.engine.errors.DataError` naming file, line, field, what was expected and
what was found. :func:`check_data` collects those messages instead of raising.

Cards get their identity here. Internally a card is an integer index into
``ArtDeckoData.cards``; players and logs see its code ``c1`` … ``c137``:
paintings first (genre by genre, title by title, copy by copy), then each bank's
gold cards (Cadmium's 3-Golds c76–c87, Sienna's 5-Golds c88–c97), then the
starting gold seat by seat (c98–c117, the default allocation), then the spare
starting 1- and 2-Golds other allocations use (c118–c137).
"""

import os
from dataclasses import dataclass
from types import MappingProxyType

from game.art_decko.scoring import KIND_ORDER, SCORERS
from game.engine.errors import DataError
from game.engine.yamldata import Node, load_file

DEFAULT_FOLDER = os.path.join(
    os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
    "data", "art_decko")

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
    titles: tuple


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

    def pays(self, face):
        return face + self.worth if self.adds_face else self.worth


@dataclass(frozen=True, slots=True)
class Card:
    id: int              # index into ArtDeckoData.cards
    code: str            # "c1" … what players and logs see
    genre: int           # genre index; -1 for gold
    title: str
    value: int           # gold face value; 0 for paintings
    ability: object      # Ability or None
    seat: int            # starting gold: the seat it belongs to; -1 otherwise

    @property
    def is_painting(self):
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
    def target(self):
        return "painting" if self.is_gallery else f"gold_{self.sells}"


@dataclass(frozen=True, slots=True)
class Exhibition:
    index: int
    id: str
    name: str
    cost: int
    increase: int
    vp: tuple            # VP spaces, highest first; one invitation space per VP space


@dataclass(frozen=True, slots=True)
class ExhibitorSpace:
    index: int
    id: str
    kind: str            # "discount" or "vp"
    amount: int

    @property
    def label(self):
        return f"-{self.amount} cost" if self.kind == "discount" else f"+{self.amount} VP"


@dataclass(frozen=True, slots=True)
class BonusTile:
    index: int
    id: str
    name: str
    kind: str            # "gold", "museum" or "player"
    scorer: str
    params: MappingProxyType
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
    painting_gold: tuple          # per rating value: a painting's gold value
    painting_vp: tuple            # per rating value: a painting's VP at the end
    gold_ratio: tuple             # per gold marker value: gold per VP at the end
    market_rows: tuple            # (from, to, gold, vp, ratio) per row
    genres: tuple
    cards: tuple
    abilities: tuple
    locations: tuple              # galleries left to right, then banks
    exhibitions: tuple
    exhibitor_spaces: tuple
    tiles: tuple
    markers_per_genre: int
    gray_markers: int
    starting_tokens: tuple
    regular_tokens: tuple
    first_token: int
    setup_paintings: int
    starting_gold: tuple          # per seat: card ids of the default allocation
    starting_pool: tuple          # per seat: {face value: card ids}, enough for any allocation
    starting_default: str         # the default allocation, e.g. "3-2-2-2"
    bank_cards: tuple             # per bank (in location order): card ids
    code_to_id: MappingProxyType
    painting_ids: frozenset
    locations_by_id: MappingProxyType
    exhibitions_by_id: MappingProxyType
    exhibitor_spaces_by_id: MappingProxyType

    def starting_sets(self, allocation=None):
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
    def galleries(self):
        return self.locations[:GALLERIES]

    @property
    def banks(self):
        return self.locations[GALLERIES:]

    @property
    def gray(self):
        """The marker number of a gray wild marker (genre markers are 0 … 4)."""
        return len(self.genres)

    def marker_name(self, marker):
        return "gray" if marker == self.gray else self.genres[marker].id

    def genre(self, genre_id):
        return next(g for g in self.genres if g.id == genre_id)

    def exhibitor_space(self, space_id):
        return self.exhibitor_spaces_by_id[space_id]

    def tile(self, tile_id):
        return next(t for t in self.tiles if t.id == tile_id)

    def location(self, loc_id):
        return self.locations_by_id[loc_id]

    def exhibition(self, exh_id):
        return self.exhibitions_by_id[exh_id]

    def card_name(self, card):
        """A card in words: ``Iris Window (Art Nouveau)`` or ``3-Gold Fancy Noble``."""
        c = self.cards[card]
        if c.is_painting:
            return f"{c.title} ({self.genres[c.genre].name})"
        return c.title


# ---------------------------------------------------------------- file parsers


STARTING_ONES, STARTING_SET = 9, 5        # rulebook: nine 1-Gold and eleven 2-Gold cards, sets of five


def parse_allocation(text, seats=4):
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


def allowed_allocations(seats=4):
    """Every allocation the box's cards allow, as ``"a-b-c-d"`` strings (140 for four sets)."""
    out = [()]
    for _ in range(seats):
        out = [o + (k,) for o in out for k in range(STARTING_SET + 1)]
    return ["-".join(map(str, o)) for o in out if sum(o) == STARTING_ONES]


def _ints(node, lo=None, hi=None, at_least=1):
    """A list of integers (each in range) as a tuple."""
    node.expect(list)
    if len(node.value) < at_least:
        node.fail(f"a list of at least {at_least} integers", f"{len(node.value)} items")
    out = []
    for el in node.elements():
        el.expect(int)
        if (lo is not None and el.value < lo) or (hi is not None and el.value > hi):
            el.fail("an integer " + (f"between {lo} and {hi}" if hi is not None else f"at least {lo}"))
        out.append(el.value)
    return tuple(out)


def _count(node, n, what):
    if len(node.value) != n:
        node.fail(f"{n} {what}", f"{len(node.value)}")


def _unique_ids(elements, key="id"):
    seen = set()
    for el in elements:
        v = el.get(key, str)
        if v in seen:
            el.child(key).fail("a unique id", f"'{v}' again")
        seen.add(v)


def _parse_rules(path):
    root = Node(path, load_file(path))
    root.only_keys({"hand_size", "actions_per_turn", "dealt_paintings", "ribbons", "end"})
    end = root.child("end", dict)
    end.only_keys({"museum_paintings", "rating"})
    return {
        "hand_size": root.get("hand_size", int, lo=1, hi=20),
        "actions_per_turn": root.get("actions_per_turn", int, lo=1, hi=5),
        "dealt_paintings": root.get("dealt_paintings", int, lo=0, hi=10),
        "ribbons": root.get("ribbons", int, lo=3, hi=40),   # the score, a claim, a show
        "end_museum": end.get("museum_paintings", int, lo=1),
        "end_rating": end.get("rating", int, lo=1),
    }


def _parse_paintings(path):
    root = Node(path, load_file(path))
    root.only_keys({"copies", "genres"})
    copies = root.get("copies", int, lo=1, hi=20)
    genres_node = root.child("genres", list)
    _count(genres_node, GENRES, "genres")
    elements = genres_node.elements()
    _unique_ids(elements)
    genres = []
    for i, g in enumerate(elements):
        g.only_keys({"id", "name", "colour", "titles"})
        titles = g.child("titles", list)
        _count(titles, TITLES_PER_GENRE, "titles")
        names = tuple(t.expect(str).value for t in titles.elements())
        genres.append(Genre(i, g.get("id", str), g.get("name", str), g.get("colour", str), names))
    return {"copies": copies, "genres": tuple(genres)}


def _parse_market(path):
    root = Node(path, load_file(path))
    root.only_keys({"top", "rows"})
    top = root.get("top", int, lo=1, hi=999)
    rows_node = root.child("rows", list)
    if not rows_node.value:
        rows_node.fail("at least one row", "an empty list")
    rows = []
    for el in rows_node.elements():
        el.only_keys({"from", "gold", "vp", "ratio"})
        start = el.get("from", int, lo=0, hi=top)
        if not rows and start != 0:
            el.child("from").fail("0 (the first row starts the track)")
        if rows and start <= rows[-1][0]:
            el.child("from").fail(f"more than {rows[-1][0]} (rows go up the track)")
        if rows:
            rows[-1] = (rows[-1][0], start - 1) + rows[-1][2:]
        rows.append((start, top, el.get("gold", int, lo=0), el.get("vp", int, lo=0),
                     el.get("ratio", int, lo=1)))
    return {"top": top, "rows": tuple(rows)}


def _parse_location(el, index, is_gallery):
    keys = {"id", "name", "limit", "increase"} if is_gallery else {
        "id", "name", "sells", "cost", "increase", "face_up"}
    el.only_keys(keys)
    return Location(
        index=index, id=el.get("id", str), name=el.get("name", str), is_gallery=is_gallery,
        limit=el.get("limit" if is_gallery else "face_up", int, lo=1, hi=10),
        increase=el.get("increase", int, lo=0, hi=79),
        cost=0 if is_gallery else el.get("cost", int, lo=0, hi=99),
        sells=0 if is_gallery else el.get("sells", int, lo=1, hi=99))


def _parse_board(path):
    root = Node(path, load_file(path))
    root.only_keys({"cost_tokens", "setup_paintings", "galleries", "banks"})
    tokens = root.child("cost_tokens", dict)
    tokens.only_keys({"starting", "regular", "first"})
    starting = _ints(tokens.child("starting"), lo=0, at_least=GALLERIES)
    regular = _ints(tokens.child("regular"), lo=0, at_least=0)
    first = tokens.get("first", int)
    if first not in starting:
        tokens.child("first").fail("one of the starting tokens")
    galleries = root.child("galleries", list)
    _count(galleries, GALLERIES, "galleries")
    banks = root.child("banks", list)
    _count(banks, 2, "banks (first: face-up cards from a face-down deck; second: one face-up stack)")
    elements = galleries.elements() + banks.elements()
    _unique_ids(elements)
    locations = tuple(_parse_location(el, i, i < GALLERIES) for i, el in enumerate(elements))
    sold = [b.sells for b in locations[GALLERIES:]]
    for el, value in zip(banks.elements(), sold):
        if sold.count(value) > 1:
            el.child("sells").fail("a gold value no other bank sells", str(value))
    return {"starting_tokens": starting, "regular_tokens": regular, "first_token": first,
            "setup_paintings": root.get("setup_paintings", int, lo=0, hi=10),
            "locations": locations}


def _parse_museum(path):
    root = Node(path, load_file(path))
    root.only_keys({"markers", "exhibitions", "new_exhibitor"})
    markers = root.child("markers", dict)
    markers.only_keys({"per_genre", "gray"})
    per_genre = markers.get("per_genre", int, lo=0, hi=20)
    gray = markers.get("gray", int, lo=0, hi=40)
    exh_node = root.child("exhibitions", list)
    _count(exh_node, EXHIBITIONS, "exhibitions")
    elements = exh_node.elements()
    _unique_ids(elements)
    exhibitions = []
    for i, el in enumerate(elements):
        el.only_keys({"id", "name", "cost", "increase", "vp"})
        vp_node = el.child("vp")
        vp = _ints(vp_node, lo=0)
        if list(vp) != sorted(vp, reverse=True):
            vp_node.fail("VP spaces listed highest first")
        exhibitions.append(Exhibition(i, el.get("id", str), el.get("name", str),
                                      el.get("cost", int, lo=0, hi=99),
                                      el.get("increase", int, lo=0, hi=79), vp))
    spaces_total = sum(len(e.vp) for e in exhibitions)
    if spaces_total > per_genre * GENRES + gray:
        markers.fail(f"at least {spaces_total} markers (one per invitation space)",
                     f"{per_genre * GENRES + gray}")
    ne_node = root.child("new_exhibitor", list)
    ne_elements = ne_node.elements()
    _unique_ids(ne_elements)
    spaces = []
    for i, el in enumerate(ne_elements):
        el.only_keys({"id", "kind", "amount"})
        spaces.append(ExhibitorSpace(i, el.get("id", str), el.get("kind", str, choices=("discount", "vp")),
                                     el.get("amount", int, lo=1, hi=20)))
    return {"markers_per_genre": per_genre, "gray_markers": gray,
            "exhibitions": tuple(exhibitions), "exhibitor_spaces": tuple(spaces)}


def _parse_gold(path, board):
    root = Node(path, load_file(path))
    root.only_keys({"abilities", "bank_cards", "starting_gold"})
    ab_elements = root.child("abilities", list).elements()
    _unique_ids(ab_elements)
    abilities = {}
    for el in ab_elements:
        el.only_keys({"id", "name", "target", "worth", "adds_face", "per_action", "two_paintings", "text"})
        ab = Ability(el.get("id", str), el.get("name", str),
                     el.get("target", str, choices=ABILITY_TARGETS), el.get("worth", int, lo=0, hi=99),
                     el.get("adds_face", bool), el.get("per_action", int, lo=0, hi=9),
                     el.get("two_paintings", bool), el.get("text", str))
        if ab.two_paintings and ab.target != "painting":
            el.child("two_paintings").fail("false unless the target is painting", "true")
        abilities[ab.id] = ab
    ability_ids = ("none",) + tuple(abilities)
    banks = [loc for loc in board["locations"] if not loc.is_gallery]
    bank_cards = []          # (value, ability or None, count)
    cards_node = root.child("bank_cards", list)
    for el in cards_node.elements():
        el.only_keys({"value", "ability", "count"})
        value = el.get("value", int, lo=1, hi=99)
        if value not in [b.sells for b in banks]:
            el.child("value").fail("a value a bank sells (" + ", ".join(str(b.sells) for b in banks) + ")")
        ab_id = el.get("ability", str, choices=ability_ids)
        bank_cards.append((value, abilities.get(ab_id), el.get("count", int, lo=1, hi=99)))
    for b in banks:
        if not any(v == b.sells for v, _, _ in bank_cards):
            cards_node.fail(f"cards for {b.id} (value {b.sells})", "none")
    start = root.child("starting_gold", dict)
    start.only_keys({"ability", "default"})
    start_ability = abilities.get(start.get("ability", str, choices=ability_ids))
    default = start.get("default", str)
    try:
        parse_allocation(default, MAX_PLAYERS)
    except ValueError as e:
        start.child("default").fail(str(e).split(": ", 1)[1], default)
    return {"abilities": tuple(abilities.values()), "bank_cards": bank_cards,
            "start_ability": start_ability, "default": default}


def _parse_tiles(path, paintings):
    root = Node(path, load_file(path))
    root.only_keys({"tiles"})
    tiles_node = root.child("tiles", list)
    _count(tiles_node, BONUS_TILES, "bonus tiles")
    elements = tiles_node.elements()
    _unique_ids(elements)
    genre_ids = [g.id for g in paintings["genres"]]
    tiles = []
    for i, el in enumerate(elements):
        el.only_keys({"id", "name", "kind", "scorer", "params", "text"})
        scorer_id = el.get("scorer", str, choices=sorted(SCORERS))
        scorer = SCORERS[scorer_id]
        params_node = el.child("params", dict)
        params_node.only_keys(set(scorer.params))
        params = {}
        for name, kind in scorer.params.items():
            if kind == "genre":
                params[name] = genre_ids.index(params_node.get(name, str, choices=genre_ids))
            elif kind == "vp":
                params[name] = params_node.get(name, int, lo=0, hi=99)
            else:
                awards_node = params_node.child(name)
                awards = _ints(awards_node, lo=0, hi=99)
                if list(awards) != sorted(awards, reverse=True):
                    awards_node.fail("awards listed highest first")
                params[name] = awards
        tiles.append(BonusTile(i, el.get("id", str), el.get("name", str),
                               el.get("kind", str, choices=KIND_ORDER), scorer_id,
                               MappingProxyType(params), el.get("text", str)))
    return {"tiles": tuple(tiles)}


# (file, parser, files it needs) in reading order
_FILES = (
    ("rules.yaml", _parse_rules, ()),
    ("paintings.yaml", _parse_paintings, ()),
    ("market.yaml", _parse_market, ()),
    ("board.yaml", _parse_board, ()),
    ("museum.yaml", _parse_museum, ()),
    ("gold.yaml", _parse_gold, ("board.yaml",)),
    ("bonus_tiles.yaml", _parse_tiles, ("paintings.yaml",)),
)


def _assemble(folder, parts):
    rules, paintings, market = parts["rules.yaml"], parts["paintings.yaml"], parts["market.yaml"]
    board, museum, gold = parts["board.yaml"], parts["museum.yaml"], parts["gold.yaml"]
    top = market["top"]
    per_value = [None] * (top + 1)
    for row in market["rows"]:
        for v in range(row[0], row[1] + 1):
            per_value[v] = row
    cards = []

    def add(genre, title, value, ability, seat):
        cards.append(Card(len(cards), f"c{len(cards) + 1}", genre, title, value, ability, seat))
        return len(cards) - 1

    for g in paintings["genres"]:
        for title in g.titles:
            for _ in range(paintings["copies"]):
                add(g.index, title, 0, None, -1)
    banks = [loc for loc in board["locations"] if not loc.is_gallery]
    bank_cards = []
    for b in banks:
        ids = []
        for value, ability, count in gold["bank_cards"]:
            if value == b.sells:
                title = f"{value}-Gold" + (f" {ability.name}" if ability else "")
                ids.extend(add(-1, title, value, ability, -1) for _ in range(count))
        bank_cards.append(tuple(ids))
    # Starting gold: the default allocation's cards first (c98-c117), then the spare 1- and
    # 2-Golds every other allocation may need, so any allocation is a choice of card ids.
    default = parse_allocation(gold["default"], MAX_PLAYERS)
    pool = [{1: [], 2: []} for _ in default]

    def add_start(seat, value):
        pool[seat][value].append(add(-1, f"{value}-Gold (seat {seat + 1})", value, gold["start_ability"], seat))

    for seat, k in enumerate(default):
        for v in [1] * k + [2] * (STARTING_SET - k):
            add_start(seat, v)
    for seat, k in enumerate(default):
        for v in [1] * (STARTING_SET - k) + [2] * k:
            add_start(seat, v)
    starting = [tuple(pool[p][1][:k] + pool[p][2][:STARTING_SET - k]) for p, k in enumerate(default)]
    return ArtDeckoData(
        folder=folder, top=top,
        painting_gold=tuple(r[2] for r in per_value), painting_vp=tuple(r[3] for r in per_value),
        gold_ratio=tuple(r[4] for r in per_value), market_rows=market["rows"],
        genres=paintings["genres"], cards=tuple(cards), abilities=gold["abilities"],
        locations=board["locations"], exhibitions=museum["exhibitions"],
        exhibitor_spaces=museum["exhibitor_spaces"], tiles=parts["bonus_tiles.yaml"]["tiles"],
        markers_per_genre=museum["markers_per_genre"], gray_markers=museum["gray_markers"],
        starting_tokens=board["starting_tokens"], regular_tokens=board["regular_tokens"],
        first_token=board["first_token"], setup_paintings=board["setup_paintings"],
        starting_gold=tuple(starting), starting_default=gold["default"],
        starting_pool=tuple({v: tuple(ids) for v, ids in seat.items()} for seat in pool), bank_cards=tuple(bank_cards),
        code_to_id=MappingProxyType({c.code: c.id for c in cards}),
        painting_ids=frozenset(c.id for c in cards if c.is_painting),
        locations_by_id=_by_id(board["locations"]), exhibitions_by_id=_by_id(museum["exhibitions"]),
        exhibitor_spaces_by_id=_by_id(museum["exhibitor_spaces"]),
        **rules)


def _by_id(records):
    return MappingProxyType({r.id: r for r in records})


def _read(folder, errors=None):
    """Parse every file of ``folder``. With ``errors`` (a list) collect each file's first
    problem there and return None if any; without, raise the first DataError."""
    parts = {}
    for name, parse, needs in _FILES:
        if any(n not in parts for n in needs):
            continue
        try:
            parts[name] = parse(os.path.join(folder, name), *(parts[n] for n in needs))
        except DataError as exc:
            if errors is None:
                raise
            errors.append(str(exc))
    if errors:
        return None
    return _assemble(folder, parts)


_cache = {}


def load_data(folder=None):
    """The game data of ``folder`` (default: the repository's ``data/art_decko``).

    The default folder is read once and cached; other folders are read every call.
    Raises DataError on the first problem.
    """
    if folder is None or os.path.abspath(folder) == DEFAULT_FOLDER:
        if DEFAULT_FOLDER not in _cache:
            _cache[DEFAULT_FOLDER] = _read(DEFAULT_FOLDER)
        return _cache[DEFAULT_FOLDER]
    return _read(os.path.abspath(folder))


def check_data(folder=None):
    """Every file's first problem as a message; an empty list means the data is fine."""
    errors = []
    _read(os.path.abspath(folder or DEFAULT_FOLDER), errors)
    return errors

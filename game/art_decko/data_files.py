"""Reading Art Decko's data files: one parser per YAML file of ``data/art_decko``.

Each parser validates its file with :class:`~game.engine.yamldata.Node` (a problem is a
:class:`~game.engine.errors.DataError` naming file, line, field, what was expected and what was
found) and returns its part of the data as plain values and records; :data:`FILES` lists them in
reading order with the files each needs. :mod:`game.art_decko.data` assembles the parts.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING

from game.art_decko.records import (
    ABILITY_TARGETS,
    BONUS_TILES,
    EXHIBITIONS,
    GALLERIES,
    GENRES,
    MAX_PLAYERS,
    TITLES_PER_GENRE,
    Ability,
    BonusTile,
    Exhibition,
    ExhibitorSpace,
    Genre,
    Location,
    parse_allocation,
)
from game.art_decko.scoring import KIND_ORDER, SCORERS
from game.engine.yamldata import Node, load_file

if TYPE_CHECKING:
    from typing import Any



def _ints(node: Node, lo: int | None = None, hi: int | None = None, at_least: int = 1) -> tuple[int, ...]:
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


def _count(node: Node, n: int, what: str) -> None:
    if len(node.value) != n:
        node.fail(f"{n} {what}", f"{len(node.value)}")


def _entries(root: Node, key: str, n: int, what: str) -> list[Node]:
    """The ``n`` entries of the list ``key``, each with an id no other entry has."""
    node = root.child(key, list)
    _count(node, n, what)
    elements = node.elements()
    _unique_ids(elements)
    return elements


def _unique_ids(elements: list[Node], key: str = "id") -> None:
    seen = set()
    for el in elements:
        v = el.get(key, str)
        if v in seen:
            el.child(key).fail("a unique id", f"'{v}' again")
        seen.add(v)


def _parse_rules(path: str) -> dict[str, Any]:
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


def _parse_paintings(path: str) -> dict[str, Any]:
    root = Node(path, load_file(path))
    root.only_keys({"copies", "genres"})
    copies = root.get("copies", int, lo=1, hi=20)
    elements = _entries(root, "genres", GENRES, "genres")
    genres = []
    for i, g in enumerate(elements):
        g.only_keys({"id", "name", "colour", "titles"})
        titles = g.child("titles", list)
        _count(titles, TITLES_PER_GENRE, "titles")
        names = tuple(t.expect(str).value for t in titles.elements())
        genres.append(Genre(i, g.get("id", str), g.get("name", str), g.get("colour", str), names))
    return {"copies": copies, "genres": tuple(genres)}


def _parse_market(path: str) -> dict[str, Any]:
    root = Node(path, load_file(path))
    root.only_keys({"top", "rows"})
    top = root.get("top", int, lo=1, hi=999)
    rows_node = root.child("rows", list)
    if not rows_node.value:
        rows_node.fail("at least one row", "an empty list")
    rows: list[tuple[int, int, int, int, int]] = []
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


def _parse_location(el: Node, index: int, is_gallery: bool) -> Location:
    keys = {"id", "name", "limit", "increase"} if is_gallery else {
        "id", "name", "sells", "cost", "increase", "face_up"}
    el.only_keys(keys)
    return Location(
        index=index, id=el.get("id", str), name=el.get("name", str), is_gallery=is_gallery,
        limit=el.get("limit" if is_gallery else "face_up", int, lo=1, hi=10),
        increase=el.get("increase", int, lo=0, hi=79),
        cost=0 if is_gallery else el.get("cost", int, lo=0, hi=99),
        sells=0 if is_gallery else el.get("sells", int, lo=1, hi=99))


def _parse_board(path: str) -> dict[str, Any]:
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


def _parse_museum(path: str) -> dict[str, Any]:
    root = Node(path, load_file(path))
    root.only_keys({"markers", "exhibitions", "new_exhibitor"})
    markers = root.child("markers", dict)
    markers.only_keys({"per_genre", "gray"})
    per_genre = markers.get("per_genre", int, lo=0, hi=20)
    gray = markers.get("gray", int, lo=0, hi=40)
    elements = _entries(root, "exhibitions", EXHIBITIONS, "exhibitions")
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


def _parse_gold(path: str, board: dict[str, Any]) -> dict[str, Any]:
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


def _parse_tiles(path: str, paintings: dict[str, Any]) -> dict[str, Any]:
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
        params: dict[str, Any] = {}
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




FILES = (
    ("rules.yaml", _parse_rules, ()),
    ("paintings.yaml", _parse_paintings, ()),
    ("market.yaml", _parse_market, ()),
    ("board.yaml", _parse_board, ()),
    ("museum.yaml", _parse_museum, ()),
    ("gold.yaml", _parse_gold, ("board.yaml",)),
    ("bonus_tiles.yaml", _parse_tiles, ("paintings.yaml",)),
)


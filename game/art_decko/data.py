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

from __future__ import annotations

import os
from collections.abc import Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Protocol, TypeVar, overload

from game.art_decko.data_files import FILES
from game.art_decko.records import (
    MAX_PLAYERS,
    STARTING_SET,
    ArtDeckoData,
    Card,
    parse_allocation,
)
from game.engine.errors import DataError
from game.engine.resources import DATA_ROOT

if TYPE_CHECKING:
    from typing import Any

    from game.art_decko.records import Ability

DEFAULT_FOLDER = os.path.join(DATA_ROOT, "art_decko")


class _Identified(Protocol):
    @property
    def id(self) -> str: ...


R = TypeVar("R", bound=_Identified)


def _assemble(folder: str, parts: dict[str, dict[str, Any]]) -> ArtDeckoData:
    rules, paintings, market = parts["rules.yaml"], parts["paintings.yaml"], parts["market.yaml"]
    board, museum, gold = parts["board.yaml"], parts["museum.yaml"], parts["gold.yaml"]
    top = market["top"]
    per_value: list[Any] = [None] * (top + 1)      # a market row per rating value (the rows cover them all)
    for row in market["rows"]:
        for v in range(row[0], row[1] + 1):
            per_value[v] = row
    cards: list[Card] = []

    def add(genre: int, title: str, value: int, ability: Ability | None, seat: int) -> int:
        cards.append(Card(len(cards), f"c{len(cards) + 1}", genre, title, value, ability, seat))
        return len(cards) - 1

    for g in paintings["genres"]:
        for title in g.titles:
            for _ in range(paintings["copies"]):
                add(g.index, title, 0, None, -1)
    banks = [loc for loc in board["locations"] if not loc.is_gallery]
    bank_cards = []
    for b in banks:
        ids: list[int] = []
        for value, ability, count in gold["bank_cards"]:
            if value == b.sells:
                title = f"{value}-Gold" + (f" {ability.name}" if ability else "")
                ids.extend(add(-1, title, value, ability, -1) for _ in range(count))
        bank_cards.append(tuple(ids))
    # Starting gold: the default allocation's cards first (c98-c117), then the spare 1- and
    # 2-Golds every other allocation may need, so any allocation is a choice of card ids.
    default = parse_allocation(gold["default"], MAX_PLAYERS)
    pool: list[dict[int, list[int]]] = [{1: [], 2: []} for _ in default]

    # Named alike whatever their set: a player only ever holds their own, and the set a card
    # belongs to is drawn on its face (As Good as Gold counts them).
    def add_start(seat: int, value: int) -> None:
        pool[seat][value].append(add(-1, f"Starting {value}-Gold", value, gold["start_ability"], seat))

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


def _by_id(records: Sequence[R]) -> MappingProxyType[str, R]:
    return MappingProxyType({r.id: r for r in records})


@overload
def _read(folder: str, errors: None = None) -> ArtDeckoData: ...
@overload
def _read(folder: str, errors: list[str]) -> ArtDeckoData | None: ...
def _read(folder: str, errors: list[str] | None = None) -> ArtDeckoData | None:
    """Parse every file of ``folder``. With ``errors`` (a list) collect each file's first
    problem there and return None if any; without, raise the first DataError."""
    parts: dict[str, dict[str, Any]] = {}
    for name, parse, needs in FILES:
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


_cache: dict[str, ArtDeckoData] = {}


def load_data(folder: str | None = None) -> ArtDeckoData:
    """The game data of ``folder`` (default: the repository's ``data/art_decko``).

    The default folder is read once and cached; other folders are read every call.
    Raises DataError on the first problem.
    """
    if folder is None or os.path.abspath(folder) == DEFAULT_FOLDER:
        if DEFAULT_FOLDER not in _cache:
            _cache[DEFAULT_FOLDER] = _read(DEFAULT_FOLDER)
        return _cache[DEFAULT_FOLDER]
    return _read(os.path.abspath(folder))


def check_data(folder: str | None = None) -> list[str]:
    """Every file's first problem as a message; an empty list means the data is fine."""
    errors: list[str] = []
    _read(os.path.abspath(folder or DEFAULT_FOLDER), errors)
    return errors

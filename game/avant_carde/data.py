"""Avant Carde data: cards, rule tables and patron sets, loaded from YAML and validated.

Everything numeric lives in ``data/avant_carde``; this module turns it into small
immutable objects and refuses anything malformed with a
:class:`~game.engine.errors.DataError` that names file, line and field.
"""

from __future__ import annotations

import os
from functools import lru_cache
from typing import TYPE_CHECKING

from game.engine.errors import DataError
from game.engine.i18n import N_, M, Mn, Mp, Msg, said
from game.engine.resources import DATA_ROOT
from game.engine.yamldata import Node, load_file, load_text

if TYPE_CHECKING:
    from typing import Any

DATA_DIR = os.path.join(DATA_ROOT, "avant_carde")
BUILTIN_SETS = ("new_yorkers", "tokyoites", "parisians", "londoners")
PATRON_NUMBERS = (2, 3, 4, 5, 6, 7)
TIMINGS = ("play", "buy", "play+buy")
PATRON_CONTEXT = "patron"     # the msgctxt of a patron's name in the catalogs
SOLO_FIELDS = ("solo_short", "solo_text")
TEXT_LIMITS = {"name": 30, "short": 60, "text": 400, "solo_short": 60, "solo_text": 400}


class Card:
    """One physical card. ``code`` is its unique short name: ``R5a`` (gallery), ``ob.b13`` (starter)."""

    __slots__ = ("id", "code", "number", "colour", "deck")

    def __init__(self, id: int, code: str, number: int, colour: str, deck: str | None = None) -> None:
        self.id, self.code, self.number, self.colour, self.deck = id, code, number, colour, deck

    def __repr__(self) -> str:
        return f"Card({self.code})"


class Patron:
    """A patron as shown on the box: its number, names, texts and the power it calls.

    ``solo_short``/``solo_text`` (optional) replace ``short``/``text`` in a solo game, where
    a power that speaks of opponents or of most 2s means something else (see ``for_solo``).
    """

    __slots__ = ("number", "name", "power", "timing", "short", "text", "copyable", "set_id",
                 "solo_short", "solo_text")

    def __init__(self, number: int, name: str, power: str, timing: str, short: str, text: str, copyable: bool,
                 set_id: str,
                 solo_short: str | None = None, solo_text: str | None = None) -> None:
        # A patron's name is said in the "patron" sense: "The Gallerist" is Avant Carde's patron
        # here, but the title of another game (catalogs of a language merge, docs/translation.md).
        if not (isinstance(name, Msg) and name.context):
            name = Mp(PATRON_CONTEXT, name)
        self.number, self.name, self.power, self.timing = number, name, power, timing
        self.short, self.text, self.copyable, self.set_id = short, text, copyable, set_id
        self.solo_short, self.solo_text = solo_short, solo_text

    def for_solo(self) -> Patron:
        """This patron with its solo texts (where it has them) as its texts."""
        return Patron(self.number, self.name, self.power, self.timing, self.solo_short or self.short,
                      self.solo_text or self.text, self.copyable, self.set_id, self.solo_short, self.solo_text)

    def to_data(self) -> dict[str, Any]:
        out = {"name": self.name, "power": self.power, "short": self.short,
               "text": self.text, "set": self.set_id}
        for field in SOLO_FIELDS:
            if getattr(self, field):
                out[field] = getattr(self, field)
        return out


class PatronSet:
    """Six patrons, one per number 2-7."""

    __slots__ = ("id", "name", "patrons", "_data")

    def __init__(self, id: str, name: str, patrons: dict[int, Patron]) -> None:
        self.id, self.name, self.patrons = id, name, patrons
        self._data: dict[str, Any] | None = None

    def __getitem__(self, number: int) -> Patron:
        return self.patrons[number]

    def for_solo(self) -> PatronSet:
        """The set as a solo game shows it: each patron with its solo texts."""
        return PatronSet(self.id, self.name, {n: p.for_solo() for n, p in self.patrons.items()})

    def to_data(self) -> dict[str, Any]:
        """The set as plain data; built once and shared (every observation carries it), so
        callers must not change it."""
        if self._data is None:
            self._data = {"id": self.id, "name": self.name,
                          "patrons": {str(n): p.to_data() for n, p in sorted(self.patrons.items())}}
        return self._data

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> PatronSet:
        """Rebuild a set stored in a save (so a save never depends on a custom file still existing)."""
        from game.avant_carde.powers import POWERS
        patrons = {}
        for key, p in data["patrons"].items():
            n = int(key)
            power = POWERS[p["power"]]
            patrons[n] = Patron(n, p["name"], p["power"], power.timing, p["short"], p["text"],
                                power.copyable, p.get("set", data["id"]), *(p.get(f) for f in SOLO_FIELDS))
        return cls(data["id"], data["name"], patrons)


# id(patron data) -> (the data, its PatronSet): observations share the data
_PATRON_SETS: dict[int, tuple[dict[str, Any], PatronSet]] = {}


def patron_set_of(patrons: dict[str, Any]) -> PatronSet:
    """The :class:`PatronSet` of an observation's (or a save's) patron data, rebuilt once per set:
    every observation of a game carries the same data, and a search reads thousands."""
    hit = _PATRON_SETS.get(id(patrons))
    if hit is not None and hit[0] is patrons:
        return hit[1]
    if len(_PATRON_SETS) > 64:
        _PATRON_SETS.clear()
    pset = PatronSet.from_data(patrons)
    _PATRON_SETS[id(patrons)] = (patrons, pset)
    return pset


class GameData:
    """All loaded data: the card table and lookups, rule tables, the built-in patron sets."""

    def __init__(self, folder: str, colours: dict[str, str], main_colours: tuple[str, ...], cards: tuple[Card, ...],
                 stacks: dict[int, tuple[int, ...]], starter_decks: dict[str, tuple[int, ...]],
                 deck_names: dict[str, str], rules: dict[str, Any], sets: dict[str, PatronSet]) -> None:
        self.folder = folder
        self.colours = colours                  # name -> letter
        self.main_colours = main_colours        # tuple of the four main colours
        self.cards = cards                      # tuple indexed by card id
        self.by_code = {c.code: c.id for c in cards}
        self.codes = tuple(c.code for c in cards)   # card id -> code (observations read it often)
        self.stacks = stacks                    # number -> tuple of card ids (stack contents)
        self.starter_decks = starter_decks      # tag -> tuple of card ids
        self.deck_names = deck_names            # tag -> display name
        self.rules = rules
        self.sets = sets                        # id -> PatronSet

    def card(self, code: str) -> Card:
        return self.cards[self.by_code[code]]


def _load_cards(path: str) -> tuple[dict[str, str], tuple[str, ...], tuple[Card, ...], dict[int, tuple[int, ...]],
                                   dict[str, tuple[int, ...]], dict[str, str]]:
    root = Node(path, load_file(path))
    root.only_keys({"colours", "gallery", "starter"})
    colours: dict[str, str] = {}
    main: list[str] = []
    for name, node in root.child("colours", dict).items():
        node.only_keys({"letter", "main"})
        letter = node.get("letter", str)
        if len(letter) != 1 or not letter.isalpha() or letter in colours.values():
            node.child("letter").fail("a single letter not used by another colour")
        colours[name] = letter.upper()
        if node.get("main", bool):
            main.append(name)
    if len(main) < 2:
        root.child("colours").fail("at least two main colours", f"{len(main)}")
    cards: list[Card] = []
    stacks: dict[int, tuple[int, ...]] = {}
    for el in root.child("gallery", list).elements():
        el.only_keys({"number", "copies_per_colour"})
        number = el.get("number", int, lo=2, hi=7)
        if number in stacks:
            el.child("number").fail("each number once")
        copies = el.get("copies_per_colour", int, lo=1, hi=26)
        ids: list[int] = []
        for colour in main:
            for k in range(copies):
                card = Card(len(cards), f"{colours[colour]}{number}{chr(97 + k)}", number, colour)
                cards.append(card)
                ids.append(card.id)
        stacks[number] = tuple(ids)
    if sorted(stacks) != list(PATRON_NUMBERS):
        root.child("gallery").fail("one stack for each number 2-7", ", ".join(map(str, sorted(stacks))) or "none")
    starter = root.child("starter", dict)
    starter.only_keys({"common", "per_colour_numbers", "decks"})
    common = []
    for el in starter.child("common", list).elements():
        el.only_keys({"number", "colour"})
        common.append((el.get("number", int, lo=1, hi=99), el.get("colour", str, choices=list(colours))))
    per_colour = []
    for el in starter.child("per_colour_numbers", list).elements():
        if not isinstance(el.value, int) or isinstance(el.value, bool) or not 1 <= el.value <= 7:
            el.fail("a number 1-7")
        per_colour.append(el.value)
    decks, names = {}, {}
    for el in starter.child("decks", list).elements():
        el.only_keys({"tag", "name", "colours"})
        tag = el.get("tag", str)
        if tag in decks or not tag.isalnum():
            el.child("tag").fail("a short unique alphanumeric tag")
        deck_colours = el.child("colours", list)
        if len(deck_colours.value) != 2 or any(c not in main for c in deck_colours.value):
            deck_colours.fail("two main colours")
        specs = list(common) + [(n, c) for c in deck_colours.value for n in per_colour]
        ids = []
        for number, colour in specs:
            code = f"{tag}.{colours[colour].lower()}{number}"
            if any(cards[i].code == code for i in ids):
                el.fail(f"cards that differ within the deck ({code} twice)")
            card = Card(len(cards), code, number, colour, tag)
            cards.append(card)
            ids.append(card.id)
        decks[tag] = tuple(ids)
        names[tag] = el.get("name", str)
    if len(decks) < 5:
        starter.child("decks").fail("five starter decks (one per seat)", f"{len(decks)}")
    return colours, tuple(main), tuple(cards), stacks, decks, names


def _load_rules(path: str) -> dict[str, Any]:
    root = Node(path, load_file(path))
    root.only_keys({"hand_size", "change_tokens", "awards_total", "award_thresholds",
                    "award_step_after", "player_counts", "hidden_gems", "solo"})
    rules: dict[str, Any] = {
        "hand_size": root.get("hand_size", int, lo=1, hi=20),
        "change_tokens": root.get("change_tokens", int, lo=0, hi=20),
        "awards_total": root.get("awards_total", int, lo=1, hi=999),
        "award_step_after": root.get("award_step_after", int, lo=1, hi=100),
    }
    thresholds = root.child("award_thresholds", list)
    values: list[int] = []
    for el in thresholds.elements():
        el.expect(int)
        if values and el.value <= values[-1]:
            el.fail("thresholds in increasing order")
        values.append(el.value)
    if not values:
        thresholds.fail("at least one threshold")
    rules["award_thresholds"] = tuple(values)
    counts: dict[int, tuple[int, int]] = {}
    for n in range(2, 6):
        node = root.child("player_counts", dict).child(n, dict)
        node.only_keys({"awards", "extras"})
        a, e = node.get("awards", int, lo=1), node.get("extras", int, lo=0)
        if a + e != rules["awards_total"]:
            node.fail(f"awards + extras = {rules['awards_total']}", f"{a} + {e}")
        counts[n] = (a, e)
    rules["player_counts"] = counts
    gems = root.child("hidden_gems", dict)
    rules["hidden_gems"] = {opt: {n: gems.child(opt, dict).get(n, int, lo=0, hi=n - 1) for n in range(2, 6)}
                            for opt in ("rulebook", "instructions")}
    solo = root.child("solo", dict)
    solo.only_keys({"difficulties", "rounds", "buries_per_turn"})
    diffs = solo.child("difficulties", dict)
    rules["solo_difficulties"] = {k: diffs.get(k, int, lo=1, hi=rules["awards_total"])
                                  for k in ("easy", "normal", "hard", "expert")}
    rules["solo_rounds"] = solo.get("rounds", int, lo=1, hi=99)
    rules["solo_buries"] = solo.get("buries_per_turn", int, lo=1, hi=9)
    return rules


def load_patron_set(path: str, set_id: str | None = None, text: str | None = None) -> PatronSet:
    """Load one patron-set file (built-in or custom) and check every patron against the powers.

    ``text``: the file's content as a save embedded it (``path`` then only names it)."""
    from game.avant_carde.powers import POWERS, powers_for_number
    root = Node(path, load_file(path) if text is None else load_text(text, path))
    root.only_keys({"name", "patrons"})
    name = root.get("name", str)
    if len(name) > 40:
        root.child("name").fail(N_("a name of at most 40 characters"),
                                Mn("{n} character", "{n} characters", len(name), n=len(name)))
    pnode = root.child("patrons", dict)
    for key in pnode.value:
        if key not in PATRON_NUMBERS:
            pnode.child(key).fail(N_("patrons numbered 2 to 7 only"), M("number {key}", key=said(repr(key))))
    patrons = {}
    for n in PATRON_NUMBERS:
        node = pnode.child(n, dict)
        node.only_keys({"name", "timing", "power", "copyable", *TEXT_LIMITS})
        power_id = node.get("power", str)
        if power_id not in POWERS:
            node.child("power").fail(M("a known power id: {ids}", ids=said(", ".join(sorted(POWERS)))))
        power = POWERS[power_id]
        if power.number != n:
            ids = said(", ".join(powers_for_number(n)))
            node.child("power").fail(M("a power for number {n} ({ids})", n=n, ids=ids),
                                     M("'{id}', a power for number {number}", id=said(power_id), number=power.number))
        timing = node.get("timing", str, default=power.timing, choices=TIMINGS)
        if timing != power.timing:
            node.child("timing").fail(M("'{timing}' (the timing of {id})", timing=said(power.timing),
                                        id=said(power_id)))
        copyable = node.get("copyable", bool, default=power.copyable)
        if copyable != power.copyable:
            node.child("copyable").fail(M("{value} (as {id} is)", value=said(str(power.copyable).lower()),
                                          id=said(power_id)))
        texts: dict[str, Any] = {}     # a field's text (None: an optional one left out)
        for field, limit in TEXT_LIMITS.items():
            value = node.get(field, str, default=None) if field in SOLO_FIELDS else node.get(field, str)
            if value is not None and len(value) > limit:
                node.child(field).fail(Mn("at most {n} character", "at most {n} characters", limit, n=limit),
                                      Mn("{n} character", "{n} characters", len(value), n=len(value)))
            texts[field] = value
        sid = set_id or os.path.splitext(os.path.basename(str(path)))[0]
        patrons[n] = Patron(n, texts["name"], power_id, power.timing, texts["short"], texts["text"],
                            power.copyable, sid, texts["solo_short"], texts["solo_text"])
    return PatronSet(set_id or os.path.splitext(os.path.basename(str(path)))[0], name, patrons)


def load_data(folder: str | None = None) -> GameData:
    """Load and validate everything under ``folder`` (default: the repo's data/avant_carde)."""
    folder = os.path.abspath(folder or DATA_DIR)
    return _load_cached(folder)


@lru_cache(maxsize=4)
def _load_cached(folder: str) -> GameData:
    colours, main, cards, stacks, decks, names = _load_cards(os.path.join(folder, "cards.yaml"))
    rules = _load_rules(os.path.join(folder, "rules.yaml"))
    sets = {}
    for sid in BUILTIN_SETS:
        sets[sid] = load_patron_set(os.path.join(folder, "patrons", f"{sid}.yaml"), sid)
    return GameData(folder, colours, main, cards, stacks, decks, names, rules, sets)


def check_data(folder: str | None = None) -> list[str]:
    """Validate a data folder; returns a list of error messages (empty when all is well)."""
    folder = os.path.abspath(folder or DATA_DIR)
    _load_cached.cache_clear()
    try:
        _load_cached(folder)
    except DataError as exc:
        return [str(exc)]
    finally:
        _load_cached.cache_clear()
    return []

"""The games the app knows: one :class:`GameSpec` each, and the lookups shared code uses.

A spec declares everything the shared code needs to know about a game — its players, the
choices offered at set-up (which also make its command-line flags and check its saves), its
table scene, its AI levels, its rules text, what the lab can vary, and the set-ups the soak,
fuzz and bench runs play — so no file outside this one and the game's own packages asks
"which game is this?". Modules are named by dotted strings (``"package.module:Name"``) and
imported only when used, so this registry loads without pygame or the rules.

    >>> spec("art-decko").max_players
    4
    >>> [s.id for s in all_specs()]
    ['avant-carde', 'art-decko', 'the-gallerist']

Adding a game: write its package (see :mod:`game.engine.contract`), then :func:`register` a
spec — docs/adding-a-game.md walks through it.
"""

from __future__ import annotations

import dataclasses
import importlib
import os
import random
from types import ModuleType
from typing import Any, Callable, Mapping, Sequence

SEAT_ANY, SEAT_SOLO, SEAT_MULTI = "any", "solo", "multi"
APP_LEVELS = ("easy", "medium", "hard")
APP_LEVEL_LABELS = {"easy": "AI · Easy", "medium": "AI · Medium", "hard": "AI · Hard"}
# What each seat choice means, for the seat chooser's tooltip (true of every game's levels).
SEAT_ABOUT = {
    "human": "A person at this computer plays this seat.",
    "easy": "Plays sensible moves, but one move in five is a random one. For learning the game.",
    "medium": "Plans its whole turn with sound card values and answers at once.",
    "hard": "Starts from Medium's plan, then spends up to a second a move trying other moves "
            "against guesses of the cards it cannot see. The strongest level.",
}


def load_object(dotted: str) -> Any:
    """The object a ``"package.module:name"`` string names (imported now)."""
    module, _, name = dotted.partition(":")
    return getattr(importlib.import_module(module), name)


@dataclasses.dataclass(frozen=True)
class Choice:
    """One allowed value of a field, with the words a player reads for it."""

    value: Any
    label: str
    about: str = ""     # a sentence saying what the choice means (a tooltip), or empty


ON_OFF = (Choice(True, "On"), Choice(False, "Off"))


@dataclasses.dataclass(frozen=True)
class Field:
    """One choice made at set-up.

    ``option=True``: a rule option, passed as ``setup["options"][name]`` (the CLI's
    ``--option name=value``). ``option=False``: a keyword of the package's ``new_game``
    (``setup[name]``; the CLI flag ``--name``). ``seats``: offered to a solo game only
    (``"solo"``), to several seats only (``"multi"``) or always. ``shown_when``: offered
    only while another field has a given value (it then feeds that field's ``compose``).
    ``more_choices``: a callable returning extra :class:`Choice` values found at run time
    (custom files); ``choices_from``: a callable replacing the static list (labels read from
    the game's data). Both import what they need when called.
    ``open``: the CLI may pass a value not in the list (the game checks it, e.g. a file path);
    the forms it takes are told in ``open_hint``, and ``check(text)`` refuses one that does not
    resolve (ValueError with the reason).
    ``compose``: a callable ``(values) -> setup value``, for a value built from several fields.
    """

    name: str
    label: str
    help: str
    choices: tuple[Choice, ...]
    default: Any
    option: bool = True
    seats: str = SEAT_ANY
    shown_when: tuple[str, Any] | None = None
    more_choices: Callable[[], Sequence[Choice]] | None = None
    choices_from: Callable[[], Sequence[Choice]] | None = None
    open: bool = False
    open_hint: str = ""
    check: Callable[[str], None] | None = None
    compose: Callable[[Mapping[str, Any]], Any] | None = None

    @property
    def toggle(self) -> bool:
        """Whether the field is an on/off switch (its values are True and False)."""
        return isinstance(self.default, bool)

    def all_choices(self) -> tuple[Choice, ...]:
        """The static choices (or those read from the data) and any found at run time."""
        base = self.choices_from() if self.choices_from else self.choices
        return tuple(base) + (tuple(self.more_choices()) if self.more_choices else ())

    def parse(self, text: str) -> Any:
        """The value ``text`` names on the command line; ValueError listing the allowed ones."""
        for c in self.all_choices():
            if str(c.value).lower() == text.lower():
                return c.value
        if self.open:
            if self.check is not None:
                self.check(text)
            return text
        allowed = ", ".join(str(c.value).lower() for c in self.all_choices())
        raise ValueError(f"{self.name} must be one of {allowed}, not {text!r}")

    def offered(self, seats: int, values: Mapping[str, Any]) -> bool:
        """Whether the set-up offers this field for ``seats`` players and the other values."""
        if self.seats == SEAT_SOLO and seats != 1 or self.seats == SEAT_MULTI and seats == 1:
            return False
        return self.shown_when is None or values.get(self.shown_when[0]) == self.shown_when[1]


@dataclasses.dataclass(frozen=True)
class LabSpec:
    """What the lab varies for a game and how its screens and charts word it.

    ``variants``: the things compared (value and label); ``variant_setup(value)``: the
    set-up keywords a variant plays with; ``measure``: the figures gathered
    (``"patrons"`` or ``"outcomes"``, see :mod:`game.tools.lab`); ``unit``: one variant
    ("set", "option"); ``pick_prompt``: the error when none is picked; ``blurb``: the
    line under the lab's title. ``more_variants``: those found at run time (custom files).

    Variants the player adds in the lab (all optional): ``open_variant(text)`` turns a typed
    file path into a :class:`Choice`, or raises ValueError with one sentence saying why not
    (``open_hint()``: the sentence telling what to type, and where the player's folder is);
    ``mix_fields`` names set-up fields (one per part, e.g. a patron number) whose values
    ``mix_variant(values)`` makes into a variant value; ``label_of(value)`` words a variant
    that is in no list (a mix, a file given on the command line).
    """

    variants: tuple[Choice, ...]
    variant_setup: Callable[[str], dict]
    measure: str
    unit: str
    pick_prompt: str
    blurb: str
    off_by_default: tuple[str, ...] = ()
    more_variants: Callable[[], Sequence[Choice]] | None = None
    open_variant: Callable[[str], Choice] | None = None
    open_hint: Callable[[], str] | None = None
    mix_fields: tuple[str, ...] = ()
    mix_variant: Callable[[Mapping[str, Any]], str] | None = None
    label_of: Callable[[str], str] | None = None

    def all_variants(self) -> tuple[Choice, ...]:
        """The built-in variants, then those found at run time."""
        return tuple(self.variants) + (tuple(self.more_variants()) if self.more_variants else ())

    def label(self, value: str) -> str:
        """The words for a variant: its listed label, else ``label_of``'s, else the value."""
        for c in self.all_variants():
            if c.value == value:
                return c.label
        return self.label_of(value) if self.label_of else str(value)


@dataclasses.dataclass(frozen=True)
class ChecksSpec:
    """The seeded runs that check a game: the soak and bench driver, fuzzing, the app's monkey.

    ``policy``: a dotted ``(state, decision, rng) -> action`` that finishes games quickly;
    ``soak``: named set-up makers ``(seed) -> new_game keywords`` (with ``players``);
    ``sample_games``: ``(setup, seats)`` pairs with AI seats, played to make sample saves;
    ``app_games``: ``(setup, seats)`` pairs (humans allowed) for the app's monkey run;
    ``custom_data``: ``(path part, dotted loader)`` for a player's own data files, fuzzed
    through the loader when a mutated file's path holds that part.
    """

    policy: str
    soak: tuple[tuple[str, Callable[[int], dict]], ...]
    sample_games: tuple[tuple[dict, tuple[tuple[str, str], ...]], ...]
    app_games: tuple[tuple[dict, tuple[tuple[str, str], ...]], ...]
    custom_data: tuple[str, str] | None = None


@dataclasses.dataclass(frozen=True)
class GameSpec:
    """Everything shared code knows about one game.

    ``package``: the rules package (:class:`~game.engine.contract.GamePackage`);
    ``data_folder``: its folder under ``data/``; ``table``: the table scene as
    ``"module:Class"``; ``agent_modules``: modules that register its agents on import;
    ``app_levels``: the AI levels the app offers, in order (Human comes first; other agents
    stay on the command line); ``rules``: dotted name of the rules reference text (markup);
    ``solo_hint``: the set-up scene's line when one seat is chosen (empty: no solo game).
    ``score_word``: what a score counts ("awards"); ``variant``: what the statistics group
    games by — ``(heading, setup -> label)`` — or None.
    ``tutorial``: the file under ``data/<data_folder>/`` holding its guided first game (empty: none;
    see :mod:`game.engine.lesson`).
    ``min_window``: the smallest window (width, height) its table can be read at, kept while
    the table is on the scene stack (None: the app's own minimum; see docs/layout.md).
    """

    id: str
    title: str
    package: str
    data_folder: str
    min_players: int
    max_players: int
    fields: tuple[Field, ...]
    table: str
    agent_modules: tuple[str, ...]
    rules: str
    lab: LabSpec
    checks: ChecksSpec
    app_levels: tuple[str, ...] = APP_LEVELS
    solo_hint: str = ""
    score_word: str = "points"
    variant: tuple[str, Callable[[Mapping[str, Any]], str]] | None = None
    tutorial: str = ""
    min_window: tuple[int, int] | None = None

    # ---- the rules and the agents -----------------------------------------------------------
    def module(self) -> ModuleType:
        """The rules package, with the game's agents registered."""
        module = importlib.import_module(self.package)
        for agents in self.agent_modules:
            importlib.import_module(agents)
        return module

    def player_choices(self) -> list[Choice]:
        """What a seat can be in the app: Human, then the AI levels in order."""
        return [Choice("human", "Human", SEAT_ABOUT["human"])] + [
            Choice(a, APP_LEVEL_LABELS.get(a, f"AI · {a.title()}"), SEAT_ABOUT.get(a, ""))
            for a in self.app_levels]

    def player_choices_label(self, player: str) -> str:
        """How the app names a seat's player ("Human", "AI · Medium"; another agent by its name)."""
        return next((c.label for c in self.player_choices() if c.value == player), f"AI · {player}")

    def rules_text(self) -> str:
        """The rules reference markup for this game."""
        return load_object(self.rules)

    # ---- set-up -----------------------------------------------------------------------------
    def field(self, name: str) -> Field:
        for f in self.fields:
            if f.name == name:
                return f
        raise ValueError(f"{self.title} has no set-up choice {name!r}; "
                         f"known: {', '.join(f.name for f in self.fields)}")

    def defaults(self) -> dict[str, Any]:
        """Every field's default value, by name."""
        return {f.name: f.default for f in self.fields}

    def setup_from_values(self, values: Mapping[str, Any], seats: int) -> dict[str, Any]:
        """``new_game`` keywords for the set-up scene's ``values`` and ``seats`` players.

        Fields not offered for these seats or values are left out (the game's defaults
        apply); a field with ``compose`` is built from all the values."""
        setup: dict[str, Any] = {}
        options: dict[str, Any] = {}
        for f in self.fields:
            if f.shown_when is not None or not f.offered(seats, values):
                continue
            value = f.compose(values) if f.compose else values.get(f.name, f.default)
            (options if f.option else setup)[f.name] = value
        if options:
            setup["options"] = options
        return setup

    def setup_from_cli(self, flags: Mapping[str, str | None], options: Sequence[str]) -> dict[str, Any]:
        """``new_game`` keywords for command-line ``--name value`` flags and ``--option k=v`` items.

        Raises ValueError naming the flag or option and the allowed values."""
        setup: dict[str, Any] = {}
        for name, text in flags.items():
            if text is None:
                continue
            try:
                setup[name] = self._cli_field(name, option=False).parse(text)
            except ValueError as exc:
                raise ValueError(f"argument --{name}: {exc}") from None
        parsed = {}
        for item in options:
            key, sep, text = item.partition("=")
            try:
                if not sep:
                    raise ValueError(f"KEY=VALUE, not {item!r}")
                parsed[key] = self._cli_field(key, option=True).parse(text)
            except ValueError as exc:
                raise ValueError(f"argument --option: {exc}") from None
        if parsed:
            setup["options"] = parsed
        return setup

    def _cli_field(self, name: str, option: bool) -> Field:
        fields = [f for f in self.fields if f.option == option and f.shown_when is None]
        for f in fields:
            if f.name == name:
                return f
        what = "option" if option else "flag"
        known = ", ".join(f.name for f in fields) or "none"
        raise ValueError(f"{self.title} has no {what} {name!r}; its {what}s: {known}")

    def solo_only(self, setup: Mapping[str, Any]) -> bool:
        """Whether ``setup`` holds a choice that only a solo game has (so it has one seat)."""
        given = set(setup) | set(setup.get("options", {}))
        return any(f.seats == SEAT_SOLO and f.name in given for f in self.fields)

    def check_setup(self, setup: Mapping[str, Any]) -> None:
        """Refuse a saved set-up naming a choice this game does not have, or an option value
        outside its allowed ones (ValueError). Values of open fields are the game's to check."""
        for key in setup:
            if key not in ("seed", "options") and key not in {f.name for f in self.fields if not f.option}:
                raise ValueError(f"{self.title} has no set-up choice {key!r}")
        options = setup.get("options", {})
        if not isinstance(options, dict):
            raise ValueError("the set-up options are not a mapping")
        for key, value in options.items():
            f = self._cli_field(key, option=True)
            if not f.open and value not in [c.value for c in f.all_choices()]:
                raise ValueError(f"{self.title} option {key} cannot be {value!r}")


# ---- the registry ------------------------------------------------------------------------------

_SPECS: dict[str, GameSpec] = {}


def register(game: GameSpec) -> GameSpec:
    """Add a game to the registry (its id must be new); returns the spec."""
    if game.id in _SPECS:
        raise ValueError(f"a game with id {game.id!r} is already registered")
    _SPECS[game.id] = game
    return game


def unregister(game_id: str) -> None:
    """Remove a game (tests that register a toy game clean up with this)."""
    _SPECS.pop(game_id, None)


def spec(game_id: str) -> GameSpec:
    """The spec of ``game_id`` (ValueError listing the known ids otherwise)."""
    try:
        return _SPECS[game_id]
    except KeyError:
        raise ValueError(f"unknown game {game_id!r}; known: {', '.join(_SPECS)}") from None


def all_specs() -> list[GameSpec]:
    """Every registered game, in registration order (the order of the app's tabs)."""
    return list(_SPECS.values())


def game_ids() -> list[str]:
    return list(_SPECS)


def game_module(game_id: str) -> ModuleType:
    """The rules package for ``game_id``, its agents registered (ValueError for unknown ids)."""
    return spec(game_id).module()


def make_agent(game_id: str, name: str, **kwargs: Any) -> Any:
    """An agent of ``game_id`` by name (the game's agent modules loaded first): the default
    agent factory of :class:`~game.engine.session.Session`."""
    game_module(game_id)
    from game.ai.base import make_agent as make
    return make(game_id, name, **kwargs)


def agent_names(game_id: str) -> list[str]:
    """The names of every agent registered for ``game_id`` (what a save's seats may name)."""
    game_module(game_id)
    from game.ai.base import agent_names as names
    return list(names(game_id))


def check_setup(game_id: str, setup: Mapping[str, Any]) -> None:
    """:meth:`GameSpec.check_setup` by id (what save loading calls)."""
    spec(game_id).check_setup(setup)


# ---- Avant Carde -------------------------------------------------------------------------------

AC_SETS = (Choice("new_yorkers", "New Yorkers"), Choice("tokyoites", "Tokyoites"),
           Choice("parisians", "Parisians"), Choice("londoners", "Londoners"))
_AC_NUMBERS = range(2, 8)


def _ac_check_patrons(text: str) -> None:
    """Refuse a patron choice that does not resolve now (a bad mix, a broken or missing file)."""
    from game.avant_carde.data import load_data
    from game.avant_carde.patronsets import choose_patrons
    from game.engine.errors import DataError
    from game.engine.rng import Rng
    try:
        choose_patrons(load_data(), text, Rng(0))
    except DataError as exc:
        raise ValueError(str(exc)) from None


def _ac_patrons(values: Mapping[str, Any]) -> str:
    """The patron choice as ``new_game`` reads it: "pick" becomes a per-number mix."""
    if values.get("patrons") != "pick":
        return values.get("patrons", "new_yorkers")
    return "mix:" + ",".join(f"{n}={values.get(f'pick_{n}', 'new_yorkers')}" for n in _AC_NUMBERS)


def _ac_custom_sets() -> tuple[Choice, ...]:
    """The player's own patron set files that load."""
    from game.avant_carde.patronsets import list_custom_sets
    return tuple(Choice(path, f"Custom: {name}") for path, name in list_custom_sets()
                 if not name.startswith("error:"))


def _ac_lab_file(text: str) -> Choice:
    """A typed custom set file as a lab variant (ValueError: one sentence saying why not)."""
    from game.avant_carde.patronsets import open_custom_set
    path, pset = open_custom_set(text)
    return Choice(path, f"Custom: {pset.name}")


def _ac_lab_file_hint() -> str:
    from game.engine.paths import custom_sets_dir
    return ("Type the path of a patron set file (~ is your home folder), or the name of a file in "
            f"{custom_sets_dir()} — the files there that load are already in the list on the left.")


def _ac_lab_mix(values: Mapping[str, Any]) -> str:
    """The lab's per-number mix from the pick fields' values."""
    return _ac_patrons({**values, "patrons": "pick"})


def _ac_lab_label(value: str) -> str:
    """A mix by its sets' initials, number 2 to 7 ("Mix T·P·N·L·T·P"); a file by its set's name."""
    from game.avant_carde.data import load_data
    from game.avant_carde.patronsets import choose_patrons, parse_mix
    from game.engine.errors import DataError
    from game.engine.rng import Rng
    if value.startswith("mix:"):
        picks = parse_mix(value[4:])
        initials = {c.value: c.label[0] for c in AC_SETS}
        return "Mix " + "·".join(initials[picks.get(n, "new_yorkers")] for n in _AC_NUMBERS)
    try:
        return f"Custom: {choose_patrons(load_data(), value, Rng(0)).name}"
    except (DataError, ValueError):
        return os.path.basename(value)


def _ac_pick_choices(number: int) -> Callable[[], tuple[Choice, ...]]:
    def choices() -> tuple[Choice, ...]:
        from game.avant_carde.data import load_data
        sets = load_data().sets
        return tuple(Choice(c.value, sets[c.value][number].name) for c in AC_SETS)
    return choices


def _ac_variant(setup: Mapping[str, Any]) -> str:
    """The patron set of a set-up as the statistics name it."""
    patrons = str(setup.get("patrons", "new_yorkers"))
    for c in AC_SETS + (Choice("random", "Random mix"),):
        if c.value == patrons:
            return c.label
    return "Per-number mix" if patrons.startswith("mix:") else "Custom set"


def ac_setup(seed: int, patrons: str | None = None, solo: bool = False) -> dict:
    """A varied Avant Carde set-up for ``seed``: 2-5 players and every option value, or solo."""
    r = random.Random(seed)
    sets = tuple(c.value for c in AC_SETS) + ("random",)
    if solo:
        return {"players": 1, "seed": seed, "patrons": patrons or r.choice(sets),
                "solo": r.choice(("easy", "normal", "hard", "expert"))}
    return {"players": r.randint(2, 5), "seed": seed, "patrons": patrons or r.choice(sets),
            "options": {"gems": r.choice(("rulebook", "instructions")),
                        "tiebreak": r.choice(("rulebook", "instructions")),
                        "beginner_shuffle": r.random() < 0.25}}


def _ac_soak() -> tuple[tuple[str, Callable[[int], dict]], ...]:
    named = tuple((s, lambda seed, s=s: ac_setup(seed, patrons=s))
                  for s in [c.value for c in AC_SETS] + ["random"])
    return named + (("solo", lambda seed: ac_setup(seed, solo=True)), ("varied", ac_setup))


AVANT_CARDE = GameSpec(
    id="avant-carde", title="Avant Carde", package="game.avant_carde", data_folder="avant_carde",
    min_players=1, max_players=5,
    fields=(
        Field("patrons", "Patrons", "Which patron set calls on the numbers 2-7",
              AC_SETS + (Choice("random", "Random mix"), Choice("pick", "Pick per number")), "new_yorkers",
              option=False, more_choices=_ac_custom_sets, open=True, open_hint="mix:2=SET,...|PATH",
              check=_ac_check_patrons,
              compose=_ac_patrons),
        *(Field(f"pick_{n}", f"Patron {n}", f"The patron of the {n}s", AC_SETS, "new_yorkers",
                option=False, shown_when=("patrons", "pick"), choices_from=_ac_pick_choices(n))
          for n in _AC_NUMBERS),
        Field("solo", "Difficulty", "Take every award within nine rounds",
              (Choice("easy", "Easy · 8 awards"), Choice("normal", "Normal · 12 awards"),
               Choice("hard", "Hard · 16 awards"), Choice("expert", "Expert · 20 awards")), "normal",
              option=False, seats=SEAT_SOLO),
        Field("gems", "Hidden Gems", "How many Hidden Gems go to the players behind",
              (Choice("rulebook", "1, or 2 with 4-5 players"), Choice("instructions", "Always 1")), "rulebook",
              seats=SEAT_MULTI),
        Field("tiebreak", "Tie-break", "Who wins a tie on awards",
              (Choice("rulebook", "Most money this round"), Choice("instructions", "Holding a change token")),
              "rulebook", seats=SEAT_MULTI),
        Field("beginner_shuffle", "Beginners' shuffle",
              "Every round, shuffle all your cards together before drawing 7",
              ON_OFF, False),
    ),
    table="game.ui.avant_carde.table:AvantCardeTable",
    agent_modules=("game.ai.avant_carde_agents", "game.ai.avant_carde_levels"),
    rules="game.ui.rules_text:AVANT_CARDE",
    lab=LabSpec(
        variants=AC_SETS + (Choice("random", "Random mix"),),
        variant_setup=lambda value: {"patrons": value},
        measure="patrons", unit="set", pick_prompt="Pick at least one patron set.",
        blurb="AI players try each set; see how its patrons play out before you teach it.",
        off_by_default=("random",), more_variants=_ac_custom_sets,
        open_variant=_ac_lab_file, open_hint=_ac_lab_file_hint, mix_fields=tuple(f"pick_{n}" for n in _AC_NUMBERS),
        mix_variant=_ac_lab_mix, label_of=_ac_lab_label),
    checks=ChecksSpec(
        policy="game.tools.soak:avant_carde_policy",
        soak=_ac_soak(),
        sample_games=(({"seed": 3, "patrons": "parisians"}, (("Ada", "greedy"), ("Bob", "random"), ("Cy", "greedy"))),
                      ({"seed": 4, "solo": "normal"}, (("Ada", "greedy"),))),
        app_games=(({"patrons": "parisians"}, (("Ada", "human"), ("Bob", "greedy"), ("Cy", "random"))),
                   ({"patrons": "londoners"}, (("Ada", "human"), ("Bob", "human"))),
                   ({"patrons": "random", "solo": "normal"}, (("Ada", "human"),))),
        custom_data=("patrons", "game.games:load_custom_patron_set")),
    solo_hint="One seat: the solo game against the gallery.",
    score_word="awards",
    variant=("Patron set", _ac_variant),
    tutorial="tutorial.yaml",
)


def load_custom_patron_set(path: str) -> Any:
    """Load a player's own patron set file as the set-up scene would (DataError if bad)."""
    from game.avant_carde.data import load_patron_set
    return load_patron_set(path, "custom")


# ---- Art Decko ---------------------------------------------------------------------------------

AD_RULES = {"standard": {"gold_tiles": True}, "no_gold_tiles": {"gold_tiles": False}}
AD_ALLOCATIONS = (Choice("", "As the box deals"), Choice("2-2-2-3", "Weaker set last (2-2-2-3)"),
                  Choice("2-3-2-2", "Weaker set second (2-3-2-2)"))


def ad_lab_setup(value: str) -> dict:
    """An Art Decko lab variant's set-up: a rules option name or a starting-gold allocation.

    ``"standard"``/``"no_gold_tiles"`` as :data:`AD_RULES`; ``"3-2-2-2"`` (1-Golds per numbered
    set) deals the starting Gold so, with the Gold tiles. KeyError for anything else."""
    if value in AD_RULES:
        return {"options": dict(AD_RULES[value])}
    from game.art_decko.data import parse_allocation
    try:
        parse_allocation(value)
    except ValueError:
        raise KeyError(value) from None
    return {"options": {"starting_gold": value}}


def check_allocation(text: str) -> None:
    """Refuse a starting-gold allocation the box's cards do not allow (ValueError)."""
    from game.art_decko.data import parse_allocation
    parse_allocation(text)


def ad_setup(seed: int) -> dict:
    """A varied Art Decko set-up: 2-4 players, with or without the Gold bonus tiles."""
    r = random.Random(seed)
    return {"players": r.randint(2, 4), "seed": seed, "options": {"gold_tiles": r.random() < 0.7}}


ART_DECKO = GameSpec(
    id="art-decko", title="Art Decko", package="game.art_decko", data_folder="art_decko",
    min_players=2, max_players=4,
    fields=(
        Field("gold_tiles", "Gold bonus tiles",
              "The rulebook leaves them out of a first game: fewer things to track",
              ON_OFF, True),
        Field("starting_gold", "Starting Gold",
              "How the nine 1-Golds split over the numbered sets (seat 1 first); the rest are 2-Golds",
              AD_ALLOCATIONS, "", open=True, open_hint="1-Golds per set, e.g. 3-2-2-2",
              check=check_allocation),
    ),
    table="game.ui.art_decko.table:ArtDeckoTable",
    agent_modules=("game.ai.art_decko_agents", "game.ai.art_decko_levels"),
    rules="game.ui.rules_text:ART_DECKO",
    lab=LabSpec(
        variants=(Choice("standard", "With Gold tiles"), Choice("no_gold_tiles", "Without Gold tiles"),
                  Choice("2-2-2-3", "Starting Gold 2-2-2-3"), Choice("2-3-2-2", "Starting Gold 2-3-2-2"),
                  Choice("1-3-2-3", "Starting Gold 1-3-2-3")),
        variant_setup=ad_lab_setup,
        measure="outcomes", unit="option", pick_prompt="Pick at least one option.",
        blurb="AI players try each rules option; see game length, seat advantage and how games end.",
        off_by_default=("2-2-2-3", "2-3-2-2", "1-3-2-3")),
    score_word="VP",
    variant=("Gold tiles", lambda setup: "With Gold tiles" if setup.get("options", {}).get("gold_tiles", True)
             else "Without Gold tiles"),
    checks=ChecksSpec(
        policy="game.tools.soak:art_decko_policy",
        soak=(("art-decko", ad_setup),),
        sample_games=(({"seed": 5}, (("Ann", "greedy"), ("Ben", "random"))),),
        app_games=(({}, (("Ann", "human"), ("Ben", "greedy"))),
                   ({"options": {"gold_tiles": False}}, (("Ann", "human"), ("Ben", "human"), ("Cy", "random"))))),
    tutorial="tutorial.yaml",
)

register(AVANT_CARDE)
register(ART_DECKO)


# ---- The Gallerist -----------------------------------------------------------------------------

def gallerist_setup(players: int) -> Callable[[int], dict]:
    """The Gallerist's soak set-up for ``players`` seats (1: the solitaire against Lacerda)."""
    return lambda seed: {"players": players, "seed": seed}


GALLERIST = GameSpec(
    id="the-gallerist", title="The Gallerist", package="game.gallerist", data_folder="gallerist",
    min_players=1, max_players=4,
    fields=(),
    table="game.ui.gallerist.table:GalleristTable",
    agent_modules=("game.ai.gallerist_agents", "game.ai.gallerist_levels"),
    rules="game.ui.gallerist.rules:RULES",
    lab=LabSpec(
        variants=(Choice("standard", "Standard rules"),),
        variant_setup=lambda value: {},
        measure="outcomes", unit="option", pick_prompt="Pick at least one option.",
        blurb="AI players play the standard game; see game length, seat advantage and how games end."),
    checks=ChecksSpec(
        policy="game.tools.soak:gallerist_policy",
        soak=tuple((f"gallerist-{'solo' if n == 1 else f'{n}p'}", gallerist_setup(n)) for n in range(1, 5)),
        sample_games=(({"seed": 6}, (("Ann", "greedy"), ("Ben", "random"))),
                      ({"seed": 7}, (("Ann", "greedy"), ("Ben", "random"), ("Cy", "greedy"), ("Di", "random"))),
                      ({"seed": 8}, (("Ann", "greedy"),))),
        app_games=(({}, (("Ann", "human"), ("Ben", "greedy"))),
                   ({}, (("Ann", "human"), ("Ben", "human"), ("Cy", "random"))),
                   ({}, (("Ann", "human"),)))),
    solo_hint="One seat: the solitaire against the neutral gallerist Lacerda.",
    score_word="dollars",
    tutorial="tutorial.yaml",
    min_window=(960, 540),         # the board and four player boards are unreadable below it
)

register(GALLERIST)

"""The games the app knows: one :class:`GameSpec` each, and the lookups shared code uses.

A spec declares everything the shared code needs to know about a game — its players, the
choices offered at set-up (which also make its command-line flags and check its saves), its
table scene, its AI levels, its rules text, what the lab can vary, and the set-ups the soak,
fuzz and bench runs play — so no file outside this one and the game's own packages asks
"which game is this?". Modules are named by dotted strings (``"package.module:Name"``) and
imported only when used, so this registry loads without pygame or the rules.

Each game lives in one package, ``game/<package>/``, whose ``spec.py`` builds its spec and
calls :func:`register`. This module names no game: :func:`discover` imports every
``game/*/spec.py`` the first time the registry is asked, so nothing shared imports a game and the
games import only this module (no circle).

    >>> spec("art-decko").max_players
    4
    >>> [s.id for s in all_specs()]
    ['avant-carde', 'art-decko', 'the-gallerist']

Adding a game: write its package (see :mod:`game.engine.contract`) with a ``spec.py`` that
registers it — docs/adding-a-game.md walks through it.
"""

from __future__ import annotations

import dataclasses
import importlib
import os
import pkgutil
from types import ModuleType
from typing import TYPE_CHECKING, Any, Callable, Mapping, Sequence

from game.engine import i18n

if TYPE_CHECKING:
    from game.ai.strength import Strength
    from game.engine.lesson import Lesson

SEAT_ANY, SEAT_SOLO, SEAT_MULTI = "any", "solo", "multi"
APP_LEVELS = ("easy", "medium", "hard")
APP_LEVEL_LABELS = {"easy": "AI · Easy", "medium": "AI · Medium", "hard": "AI · Hard"}


def ai_kind(player: str) -> str:
    """Under an AI seat's name: "AI · medium" for a level the app offers; just "AI" for an agent
    it does not (a test bot playing a lesson's opponent is no level a player could choose)."""
    return i18n.M("AI · {title}", title=player) if player in APP_LEVELS else "AI"


# What each seat choice means, for the seat chooser's tooltip (true of every game's levels).
SEAT_ABOUT = {
    "human": "A person at this computer plays this seat.",
    "easy": "Plays sensible moves, but one move in five is a random one. For learning the game.",
    "medium": "Plans its whole turn with sound card values and answers at once.",
    "hard": "Plans like Medium, then tries other moves against guesses of the cards it cannot see "
            "and changes its move only when one is clearly better; up to a second a move.",
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
    line beside the lab's title; ``title``: the lab's name for this game (Avant Carde's tries
    patron sets, the others rules options). ``more_variants``: those found at run time (custom files).

    Variants the player adds in the lab (all optional): ``open_variant(text)`` turns a typed
    file path into a :class:`Choice`, or raises ValueError with one sentence saying why not
    (``open_hint()``: the sentence telling what to type, and where the player's folder is);
    ``mix_fields`` names set-up fields (one per part, e.g. a patron number) whose values
    ``mix_variant(values)`` makes into a variant value; ``label_of(value)`` words a variant
    that is in no list (a mix, a file given on the command line).

    ``recorder``: for a measure that needs the game's own figures (``"patrons"``), the dotted
    name of ``(state at the start) -> recorder``, whose ``on_events(before, decision, action,
    events)`` sees every move of a lab game and ``figures()`` returns them as plain data; the
    game's code reads its own state there, so the lab never does.
    """

    variants: tuple[Choice, ...]
    variant_setup: Callable[[str], dict[str, Any]]
    measure: str
    unit: str
    pick_prompt: str
    blurb: str
    title: str = i18n.N_("Rules lab")
    off_by_default: tuple[str, ...] = ()
    more_variants: Callable[[], Sequence[Choice]] | None = None
    open_variant: Callable[[str], Choice] | None = None
    open_hint: Callable[[], str] | None = None
    mix_fields: tuple[str, ...] = ()
    mix_variant: Callable[[Mapping[str, Any]], str] | None = None
    label_of: Callable[[str], str] | None = None
    recorder: str = ""

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
    through the loader when a mutated file's path holds that part;
    ``ledger``: the dotted module of the game's log accounts ("": none), with ``tally(state)``
    (every public quantity) and ``unaccounted(before, events, after, names)`` (the changes the
    events' log lines do not account for): the soak replays the logged changes after every action.
    """

    policy: str
    soak: tuple[tuple[str, Callable[[int], dict[str, Any]]], ...]
    sample_games: tuple[tuple[dict[str, Any], tuple[tuple[str, str], ...]], ...]
    app_games: tuple[tuple[dict[str, Any], tuple[tuple[str, str], ...]], ...]
    custom_data: tuple[str, str] | None = None
    ledger: str = ""


@dataclasses.dataclass(frozen=True)
class BenchSpec:
    """How ``bench --ui`` measures the game's table (:mod:`game.ui.uibench`).

    ``frames``: dotted ``(quick) -> figures``: the table's frame times in mid-game, as plain data
    (``quick``: fewer frames); ``report``: dotted ``(figures) -> (lines, verdicts)``: the figures
    in words, and ``{target name: (value, met)}`` for each target they are held to;
    ``idle_table``: dotted ``(app, settings) -> table scene``, which shows the table waiting for a
    human in mid-game (its first-draw work done) for the idle CPU figure ("": not measured).
    """

    frames: str
    report: str
    idle_table: str = ""


@dataclasses.dataclass(frozen=True)
class GameSpec:
    """Everything shared code knows about one game.

    ``package``: the rules package (:class:`~game.engine.contract.GamePackage`);
    ``data_folder``: its folder under ``data/``; ``table``: the table scene as
    ``"module:Class"``; ``agent_modules``: modules that register its agents on import;
    ``app_levels``: the AI levels the app offers, in order (Human comes first; other agents
    stay on the command line); ``rules``: dotted name of the rules reference text (markup);
    ``solo_hint``: the set-up scene's line when one seat is chosen (empty: no solo game);
    ``seat_hint``: its line when several are, on how the seats fare (empty: nothing to say).
    ``score_word``: what a score counts ("awards"), ``score_word_one`` the same for one ("award");
    ``variant``: what the statistics group
    games by — ``(heading, setup -> label)`` — or None.
    ``tutorial``: the file under ``data/<data_folder>/`` holding its guided first game (empty: none;
    see :mod:`game.engine.lesson`); ``lessons``: the files of its further lessons (e.g. "Learn
    to win" from a prepared position), offered after it (:meth:`lesson_files`).
    ``min_window``: the smallest window (width, height) its table can be read at, kept while
    the table is on the scene stack (None: the app's own minimum; see docs/layout.md).
    ``order``: where the game stands among the app's tabs (smaller first; ties by title).
    ``bench``: how ``bench --ui`` measures its table (None: it does not).
    ``coach``: dotted ``() -> SearchAdapter``: the search the coach judges its decisions and gives
    hints with (:mod:`game.ai.review`); empty: the game has no coach. ``coach_words``: how the
    coach words a gain in each line of the game's ``score_breakdown`` — ``(label, "{n} …" for
    one, "{n} …" for more))``, marked with ``Nn_``, ``{n}`` the signed amount (a label left out reads "{n} <label>
    projected").
    ``texts``: dotted ``() -> list[str]``: every name and text a player reads from the game's data
    (its lesson and rules text are found without it); each must be in the game's catalogs
    (``data/<data_folder>/locale/<lang>.po``, docs/translation.md). Empty: none.
    ``strength``: the file under ``data/<data_folder>/`` holding the levels' measured strength, which
    the set-up screen's level hint is worded from (:mod:`game.ai.strength`; empty: no hint).
    ``end_words``: dotted name of ``{trigger: message}``, how the game says what ended it (the ids
    its ``summary()["end_trigger"]`` gives, one or a list; "the museum is full"), which the results
    screen shows; empty: the ids themselves.
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
    seat_hint: str = ""
    score_word: str = "points"
    score_word_one: str = "point"
    variant: tuple[str, Callable[[Mapping[str, Any]], str]] | None = None
    tutorial: str = ""
    lessons: tuple[str, ...] = ()
    min_window: tuple[int, int] | None = None
    order: int = 100
    bench: BenchSpec | None = None
    coach: str = ""
    coach_words: tuple[tuple[str, tuple[str, str]], ...] = ()
    texts: str = ""
    strength: str = ""
    end_words: str = ""

    # ---- the rules and the agents -----------------------------------------------------------
    def module(self) -> ModuleType:
        """The rules package, with the game's agents registered."""
        module = importlib.import_module(self.package)
        for agents in self.agent_modules:
            importlib.import_module(agents)
        if self.coach:
            from game.ai.coach import register_coach
            register_coach(self.id)
        return module

    def end_reason(self, trigger: str | Sequence[str]) -> str:
        """What ended a game, in the game's words (:attr:`end_words`): the triggers' clauses,
        joined; a message."""
        words = load_object(self.end_words) if self.end_words else {}
        triggers = [trigger] if isinstance(trigger, str) else list(trigger)
        return i18n.join(", ", [words.get(t, t.replace("_", " ")) for t in triggers])

    def player_choices(self) -> list[Choice]:
        """What a seat can be in the app: Human, then the AI levels in order."""
        return [Choice("human", "Human", SEAT_ABOUT["human"])] + [
            Choice(a, APP_LEVEL_LABELS.get(a, i18n.M("AI · {title}", title=a.title())), SEAT_ABOUT.get(a, ""))
            for a in self.app_levels]

    def player_choices_label(self, player: str) -> str:
        """How the app names a seat's player ("Human", "AI · Medium"; another agent by its name)."""
        return next((c.label for c in self.player_choices() if c.value == player),
                    i18n.M("AI · {title}", title=player))

    def coach_adapter(self) -> Any:
        """A new :class:`~game.ai.search.SearchAdapter` for the coach (ValueError: no coach)."""
        if not self.coach:
            raise ValueError(f"{self.title} has no coach")
        self.module()
        return load_object(self.coach)()

    def coach_texts(self) -> dict[str, Any]:
        """How the coach words its reasons in this game: ``score_word`` (one, more) and ``words``
        (each breakdown line's (one, more)), the keywords of :func:`game.ai.review.judge` and
        :func:`~game.ai.review.hint`."""
        return {"score_word": (self.score_word_one, self.score_word),
                "words": dict(self.coach_words)}

    def rules_text(self) -> str:
        """The rules reference markup for this game."""
        return str(load_object(self.rules))

    def strength_path(self, root: str | None = None) -> str:
        """Where the levels' strength file is (under ``root``, default the app's data folder)."""
        from game.engine.lesson import lesson_path
        return lesson_path(self.data_folder, self.strength, root)

    def strength_figures(self, root: str | None = None) -> Strength | None:
        """The levels' measured strength (:mod:`game.ai.strength`), or None when the game keeps
        none. DataError when the file is damaged."""
        from game.ai.strength import load_strength
        if not self.strength:
            return None
        return load_strength(self.strength_path(root), self.app_levels, self._field_values)

    def _field_values(self, name: str) -> tuple[str, ...] | None:
        """The values of the set-up field ``name`` (its static choices), None if it has none."""
        return next((tuple(str(c.value) for c in f.choices) for f in self.fields if f.name == name), None)

    def strength_errors(self, root: str | None = None) -> list[str]:
        """What is wrong with the strength file (none when it is right or the game keeps none)."""
        from game.engine.errors import DataError
        try:
            self.strength_figures(root)
        except DataError as e:
            return [str(e)]
        return []

    def level_hint(self, strength: Strength | None, players: Sequence[str], values: Mapping[str, Any]) -> str:
        """The set-up screen's sentence on the chosen AI levels' measured strength ("" if none)."""
        from game.ai.strength import level_hint
        if strength is None:
            return ""
        labels: dict[str, str] = {}
        if strength.field:
            labels = {str(c.value): c.label for c in self.field(strength.field).choices}
        return level_hint(strength, players, values, labels)

    def lesson_files(self) -> tuple[str, ...]:
        """Every lesson file of the game, in the order the menu offers them: the first game
        (``tutorial``), then ``lessons``."""
        return ((self.tutorial,) if self.tutorial else ()) + tuple(self.lessons)

    # ---- set-up -----------------------------------------------------------------------------
    def field(self, name: str) -> Field:
        """The set-up field ``name`` (ValueError naming the known ones otherwise)."""
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
        parsed: dict[str, Any] = {}
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
_discovered = False


def discover() -> None:
    """Import every game package's ``spec.py`` under :mod:`game` (each registers its game).

    Runs once, the first time the registry is read; a package without ``spec.py`` is no game.
    A package dropped into a folder of ``game.__path__`` is found the same way."""
    global _discovered
    if _discovered:
        return
    _discovered = True
    import game
    for info in sorted(pkgutil.iter_modules(game.__path__), key=lambda m: m.name):
        if info.ispkg and os.path.isfile(os.path.join(str(getattr(info.module_finder, "path", "")),
                                                      info.name, "spec.py")):
            importlib.import_module(f"game.{info.name}.spec")


def rediscover() -> None:
    """Look again for game packages (a test that drops one into ``game.__path__`` calls this)."""
    global _discovered
    _discovered = False
    discover()


def register(game: GameSpec) -> GameSpec:
    """Add a game to the registry (its id must be new); returns the spec."""
    if game.id in _SPECS:
        raise ValueError(f"a game with id {game.id!r} is already registered")
    # A game's title is its name in every language: never looked up in the catalogs (a patron
    # called "The Gallerist" is translated; the game The Gallerist keeps its name).
    game = dataclasses.replace(game, title=i18n.said(game.title))
    _SPECS[game.id] = game
    # The game's own catalogs: data/<data_folder>/locale/<lang>.po (game/engine/i18n.py).
    i18n.add_catalogs(game.id, os.path.join(i18n.DATA_ROOT, game.data_folder, "locale"))
    return game


def unregister(game_id: str) -> None:
    """Remove a game (tests that register a toy game clean up with this)."""
    _SPECS.pop(game_id, None)
    i18n.remove_catalogs(game_id)


def spec(game_id: str) -> GameSpec:
    """The spec of ``game_id`` (ValueError listing the known ids otherwise)."""
    discover()
    try:
        return _SPECS[game_id]
    except KeyError:
        raise ValueError(f"unknown game {game_id!r}; known: {', '.join(game_ids())}") from None


def all_specs() -> list[GameSpec]:
    """Every registered game, in the order of the app's tabs (:attr:`GameSpec.order`)."""
    discover()
    return sorted(_SPECS.values(), key=lambda g: (g.order, g.title))


def game_ids() -> list[str]:
    """The ids of every registered game, in the order of the app's tabs."""
    return [g.id for g in all_specs()]


def game_module(game_id: str) -> ModuleType:
    """The rules package for ``game_id``, its agents registered (ValueError for unknown ids)."""
    return spec(game_id).module()


def make_agent(game_id: str, name: str, **kwargs: Any) -> Any:
    """An agent of ``game_id`` by name (the game's agent modules loaded first)."""
    game_module(game_id)
    from game.ai.base import make_agent as make
    return make(game_id, name, **kwargs)


def agent_names(game_id: str) -> list[str]:
    """The names of every agent registered for ``game_id`` (what a save's seats may name)."""
    game_module(game_id)
    from game.ai.base import agent_names as names
    return list(names(game_id))


class RegisteredAgents:
    """The agents of the registered games, as a session needs them
    (:class:`~game.engine.session.Agents`): what the app and the tools hand a Session."""

    def make(self, game_id: str, name: str, **kwargs: Any) -> Any:
        """:func:`make_agent`."""
        return make_agent(game_id, name, **kwargs)

    def names(self, game_id: str) -> list[str]:
        """:func:`agent_names`."""
        return agent_names(game_id)


AGENTS = RegisteredAgents()


def check_setup(game_id: str, setup: Mapping[str, Any]) -> None:
    """:meth:`GameSpec.check_setup` by id (what save loading calls)."""
    spec(game_id).check_setup(setup)


def lesson_for(game: GameSpec, root: str | None = None, index: int = 0) -> Lesson | None:
    """The ``index``-th lesson ``game``'s spec names (:meth:`GameSpec.lesson_files`, from the data
    folder under ``root``), or None when it has none. Its seats must be human or the game's agents
    and its set-up one the game offers (a DataError at the field otherwise); whether its moves
    replay is :func:`game.tools.lessons.checked_lesson`'s to check."""
    from game.engine.errors import DataError
    from game.engine.lesson import lesson_path, load_lesson
    files = game.lesson_files()
    if not 0 <= index < len(files):
        return None
    path = lesson_path(game.data_folder, files[index], root)
    lesson = load_lesson(game.id, path, players={"human", *agent_names(game.id)})
    try:
        game.check_setup(lesson.setup)
    except ValueError:
        raise DataError(path, 0, "setup", "a set-up the game offers", "a choice or option it does not have") from None
    return lesson

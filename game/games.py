"""The games the app knows: one :class:`GameInfo` each, and the lookups shared code uses.

A game's info declares what the app must know of it — its players, the choices offered at set-up
(which also make its command-line flags and check its saves), its table scene, its AI levels and
its rules text — so no file outside this one and the game's own packages asks "which game is
this?". What each feature does with a game is registered with the feature, in its own
:class:`Registrations`: the lab's variants and measure (:mod:`game.tools.lab`), the checks and
benches (:mod:`game.tools.bench`), the coach (:mod:`game.ai.review`), the levels' measured
strength (:mod:`game.ai.strength`), the lessons (:mod:`game.tools.lessons`) and the data texts
the catalogs must hold (:mod:`game.tools.translations`). Modules are named by dotted strings
(``"package.module:Name"``) and imported only when used, so the registry loads without pygame or
the rules.

Each game lives in one package, ``game/<package>/``, whose ``spec.py`` registers its info with
:func:`register` and adds its entries to the features it has. This module names no game:
:func:`discover` imports every ``game/*/spec.py`` the first time the registry is asked, so
nothing shared imports a game and the games import only the registries (no circle).

    >>> spec(game_ids()[0]).min_players >= 1
    True

Adding a game: write its package (see :mod:`game.engine.contract`) with a ``spec.py`` that
registers it — docs/adding-a-game.md walks through it.
"""

from __future__ import annotations

import dataclasses
import importlib
import importlib.util
import os
import pkgutil
import threading
from types import ModuleType
from typing import Any, Callable, Generic, Mapping, Sequence, TypeVar

from game.engine import i18n

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
    (``"solo"``), to several seats only (``"multi"``) or always; ``player_counts``: only at these
    numbers of players (empty: at any). ``shown_when``: offered
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
    player_counts: tuple[int, ...] = ()
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
        if self.player_counts and seats not in self.player_counts:
            return False
        return self.shown_when is None or values.get(self.shown_when[0]) == self.shown_when[1]


@dataclasses.dataclass(frozen=True)
class GameInfo:
    """What the app knows of one game: its name and players, its set-up, its table and its AIs.

    What each feature does with a game (the lab's variants, the checks and benches, the coach, the
    lessons, the levels' measured strength, the catalogs' data texts) is registered with that
    feature, in its own :class:`Registrations` (``game/tools/lab.py`` owns the lab's, …); a game's
    ``spec.py`` registers its :class:`GameInfo` here and adds to the features it has.

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
    ``min_window``: the smallest window (width, height) its table can be read at, kept while
    the table is on the scene stack (None: the app's own minimum; see docs/layout.md).
    ``order``: where the game stands among the app's tabs (smaller first; ties by title).
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
    app_levels: tuple[str, ...] = APP_LEVELS
    solo_hint: str = ""
    seat_hint: str = ""
    score_word: str = "points"
    score_word_one: str = "point"
    variant: tuple[str, Callable[[Mapping[str, Any]], str]] | None = None
    min_window: tuple[int, int] | None = None
    order: int = 100
    end_words: str = ""

    # ---- the rules and the agents -----------------------------------------------------------
    def module(self) -> ModuleType:
        """The rules package, with the game's agents registered."""
        module = importlib.import_module(self.package)
        for agents in self.agent_modules:
            importlib.import_module(agents)
        from game.ai.review import COACHES
        if COACHES.get(self.id) is not None:     # a game with a coach can be played by it
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

    def rules_text(self) -> str:
        """The rules reference markup for this game."""
        return str(load_object(self.rules))

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

_SPECS: dict[str, GameInfo] = {}
_discovered = False
# Held while the packages are imported: another thread (an online table's network thread) that reads
# the registry then waits for all of them instead of finding it half filled. Re-entrant, since a
# package's spec.py may read the registry while it is imported.
_discovery = threading.RLock()


def discover() -> None:
    """Import every game package's ``spec.py`` under :mod:`game` (each registers its game).

    Runs once, the first time the registry is read; a package without ``spec.py`` is no game.
    A package dropped into a folder of ``game.__path__`` is found the same way."""
    global _discovered
    with _discovery:
        if _discovered:
            return
        _discovered = True
        import game
        for info in sorted(pkgutil.iter_modules(game.__path__), key=lambda m: m.name):
            # Looked for in every folder of the package, not through the finder that listed it: a
            # standalone build's finder lists its bundled modules but names no folder.
            if info.ispkg and any(os.path.isfile(os.path.join(folder, info.name, "spec.py"))
                                  for folder in game.__path__):
                importlib.import_module(f"game.{info.name}.spec")


def rediscover() -> None:
    """Look again for game packages (a test that drops one into ``game.__path__`` calls this)."""
    global _discovered
    _discovered = False
    discover()


def register(game: GameInfo) -> GameInfo:
    """Add a game to the registry (its id must be new); returns the spec."""
    if game.id in _SPECS:
        raise ValueError(f"a game with id {game.id!r} is already registered")
    # A game's title is its name in every language: never looked up in the catalogs (a patron
    # called "The Gallerist" is translated; the game The Gallerist keeps its name).
    game = dataclasses.replace(game, title=i18n.said(game.title))
    _SPECS[game.id] = game
    # The game's own catalogs: data/<data_folder>/locale/<lang>.po (game/engine/i18n.py).
    i18n.add_catalogs(game.id, os.path.join(data_path(game), "locale"))
    return game


def data_path(game: GameInfo) -> str:
    """The game's data folder. A game arrives as its package and its data folder, side by side:
    ``game/<package>/`` and ``data/<data_folder>/``. For the app's own games that is the app's
    ``data/`` folder; for a package found in another folder of ``game.__path__`` (dropped in,
    :func:`discover`), the ``data/`` folder beside that one."""
    package, registry = importlib.util.find_spec(game.package), importlib.util.find_spec(__name__)
    assert package is not None and registry is not None       # both are imported already
    found_in = os.path.dirname(os.path.dirname(os.path.abspath(str(package.origin))))
    if os.path.samefile(found_in, os.path.dirname(os.path.abspath(str(registry.origin)))):
        return os.path.join(i18n.DATA_ROOT, game.data_folder)
    return os.path.join(os.path.dirname(found_in), "data", game.data_folder)


def unregister(game_id: str) -> None:
    """Remove a game and what it added to every feature (tests that drop in a toy game clean up
    with this)."""
    _SPECS.pop(game_id, None)
    for feature in _FEATURES:
        feature.remove(game_id)
    i18n.remove_catalogs(game_id)


def spec(game_id: str) -> GameInfo:
    """The spec of ``game_id`` (ValueError listing the known ids otherwise)."""
    discover()
    try:
        return _SPECS[game_id]
    except KeyError:
        raise ValueError(f"unknown game {game_id!r}; known: {', '.join(game_ids())}") from None


def all_specs() -> list[GameInfo]:
    """Every registered game, in the order of the app's tabs (:attr:`GameInfo.order`)."""
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


# ---- what each feature knows of the games -------------------------------------------------------

T = TypeVar("T")
_FEATURES: list[Registrations[Any]] = []


class Registrations(Generic[T]):
    """One feature's entries, one per game that has the feature: the feature's module owns the
    instance (``LABS`` in game/tools/lab.py …) and a game's ``spec.py`` adds its entry, so what
    the lab or the coach needs of a game is declared beside the feature and named nowhere else.
    Reading an entry finds the games first (:func:`discover`).

    ``what``: the feature's name, as an error says it ("The Gallerist has no coach")."""

    def __init__(self, what: str) -> None:
        self.what = what
        self._entries: dict[str, T] = {}
        _FEATURES.append(self)

    def add(self, game_id: str, entry: T) -> T:
        """Register ``game_id``'s entry (one per game); returns it."""
        if game_id in self._entries:
            raise ValueError(f"{game_id!r} already has a {self.what}")
        self._entries[game_id] = entry
        return entry

    def remove(self, game_id: str) -> None:
        """Forget ``game_id``'s entry (:func:`unregister`)."""
        self._entries.pop(game_id, None)

    def get(self, game_id: str) -> T | None:
        """``game_id``'s entry, or None when the game does not have this feature."""
        discover()
        return self._entries.get(game_id)

    def of(self, game_id: str) -> T:
        """``game_id``'s entry (ValueError when the game does not have this feature)."""
        entry = self.get(game_id)
        if entry is None:
            raise ValueError(f"{spec(game_id).title} has no {self.what}")
        return entry

    def games(self) -> list[GameInfo]:
        """The games with this feature, in the order of the app's tabs."""
        return [g for g in all_specs() if g.id in self._entries]


def check_setup(game_id: str, setup: Mapping[str, Any]) -> None:
    """:meth:`GameInfo.check_setup` by id (what save loading calls)."""
    spec(game_id).check_setup(setup)

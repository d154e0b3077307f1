"""The contract a game's rules package follows, written down once (its state's is
:class:`game.engine.state.GameState`).

Shared code (the session, the tools, the agents' search, the set-up and lab scenes) talks to a
game only through these shapes, so a new game plugs in by providing them and a
:class:`~game.games.GameInfo` in its ``spec.py`` (docs/adding-a-game.md;
tests/test_contract.py checks every registered game against them).

Plain data: events, observations and ``to_data()`` are JSON-safe dicts and lists; actions are
:class:`~game.engine.actions.Action` tuples whose text form (``"buy 5"``) is what saves hold.

Names the games share (so one game's code reads like another's):

- A player is a *seat*, its 0-based index: ``observation(seat)``, ``score_breakdown(seat)``.
  :class:`~game.engine.actions.Decision` calls it ``player``, as do events (``"player"``).
- ``state.result`` is None while the game goes on, then ``{"winners", "reason", "tiebreak"}``;
  a game that ends with a final scoring keeps its detail in ``state.final`` (None before).
- The package's ``from_data`` is the state class's ``from_data(d, data=None)`` classmethod.
  ``to_data()`` names cards by their code and carries a ``version``; ``from_data`` reads
  every earlier version (tests/test_old_saves.py loads saves from before a change). The
  Gallerist's saves still name its cards by index (its data gives them no code).
- The module ``view.py`` holds what a seat may see and the log words: ``observation``,
  ``determinize``, ``describe``, ``describe_event``, ``reveals``.

A package is a module, so it cannot inherit defaults as a state class does: its optional hooks
(:class:`PackageHooks`) are read once, by :func:`hooks_of`, which gives the defaults for those
it leaves out; shared code calls the hooks that returns.
"""

from __future__ import annotations

from typing import Any, Callable, NamedTuple, Protocol, Sequence, runtime_checkable

from game.engine.actions import Action, Decision
from game.engine.rng import Rng
from game.engine.state import Event, GameState

__all__ = ["Event", "GameState", "GamePackage", "PackageHooks", "DEFAULT_HOOKS", "hooks_of", "TableChoices"]

TableChoices = tuple[list[tuple[str, Action, str, str | None]], dict[str, str]]
"""A decision for a table: its options as ``(target, action, label, tip)`` and ``{target: reason}``."""


@runtime_checkable
class GamePackage(Protocol):
    """What a game's rules package (``game.<name>``) exposes at module level."""

    GAME_ID: str
    TITLE: str
    MIN_PLAYERS: int
    MAX_PLAYERS: int
    State: type[GameState]

    def new_game(self, players: int, seed: int = 0, **setup: Any) -> GameState:
        """A dealt game; every random event comes from ``seed``."""

    def from_data(self, data: dict[str, Any]) -> GameState:
        """The state that ``to_data()`` wrote: ``State.from_data``."""

    def determinize(self, observation: dict[str, Any], rng: Rng) -> GameState:
        """A full state agreeing with ``observation``, hidden parts sampled from ``rng`` (for AIs)."""

    def fresh_future(self, state: GameState, rng: Rng) -> GameState:
        """A copy of ``state`` whose chance to come is drawn afresh from ``rng``: every pile no seat
        has seen the order of (decks and stacks shuffled when dealt) shuffled, and a new generator;
        what any seat holds or has seen stays. Every seat's observation is the same as ``state``'s
        (the coach's benchmark plays a move's true loss over futures the game may yet have)."""

    def describe(self, state: GameState, seat: int, action: Action, names: Sequence[str]) -> str | None:
        """The game-log line for ``seat`` taking ``action`` in ``state`` (the position before the
        move; ``action`` is legal there). None: no line of its own."""

    def describe_event(self, event: Event, names: Sequence[str]) -> str | None:
        """The game-log line for an event (None: not worth a line)."""

    def reveals(self, events: Sequence[Event]) -> bool:
        """Whether these events showed something hidden (undo never goes back past them)."""

    def check_data(self, folder: str | None = None) -> list[str]:
        """Every error in the game's YAML data (in ``folder``, default the built-in data)."""


def keep_setup(setup: dict[str, Any]) -> dict[str, Any]:
    """The default ``portable_setup`` and ``loaded_setup``: a set-up that names no file, saved under
    today's defaults, is as it is."""
    return setup


def same_position(data: dict[str, Any]) -> dict[str, Any]:
    """The default ``position``: the whole of a state's data is what a save must replay to."""
    return data


class PackageHooks(NamedTuple):
    """The optional hooks of a rules package.

    ``portable_setup(setup) -> setup``: the set-up with every file it names embedded (Avant
    Carde's custom patron sets), so that a save replays after the file is edited or removed, and
    every default that may change written out (Art Decko's starting Gold).
    ``position(state_data) -> data``: what of a state's data a save must replay to exactly
    (Avant Carde leaves out the patrons' words, which may be reworded between versions).
    ``describe_choice(state, seat, action, names) -> str | None``: a step the log leaves unworded
    (``describe`` gives None: Art Decko's payment toggles), in words for the coach's hint.
    ``table_observation(observation) -> view``: what a table draws of a seat's observation (the
    game's typed, frozen view; default: the observation's plain data as it is).
    ``table_choices(state, seat, names) -> (options, reasons)``: the pending decision of ``seat``
    worked out once for a table: each option as ``(target, action, label, tip)`` (the target: the
    key of the piece it concerns, "" for none; the tip: what it costs and gives, or None) and, in
    one pass (:meth:`~game.engine.state.GameState.why_not_each`), ``{target: reason}`` for the
    pieces that take part in the decision but cannot act now (the words of ``why_not``).
    ``table_pending(state, decision, seat) -> (kind, prompt)``: what ``seat``, which does not take
    the pending ``decision``, may see of it (default: its kind and prompt): Art Decko's planned
    action names a card only the planning seat sees.
    ``table_tips(view, names) -> {target: tip}``: what each piece of the table is, from the seat's
    view (``table_observation``'s), for a table to show on hover (default: nothing).
    ``loaded_setup(setup) -> setup``: a save's set-up as it was played, where a default changed
    after the save was made (Art Decko's starting Gold: a save naming none dealt the box's split).
    """

    portable_setup: Callable[[dict[str, Any]], dict[str, Any]]
    position: Callable[[dict[str, Any]], dict[str, Any]]
    describe_choice: Callable[[GameState, int, Action, Sequence[str]], str | None]
    table_observation: Callable[[dict[str, Any]], Any]
    table_choices: Callable[[GameState, int, Sequence[str]], TableChoices]
    table_tips: Callable[[Any, Sequence[str]], dict[str, str]]
    table_pending: Callable[[GameState, Decision, int], tuple[str, str]]
    loaded_setup: Callable[[dict[str, Any]], dict[str, Any]]


def no_words(state: GameState, seat: int, action: Action, names: Sequence[str]) -> str | None:
    """No words for a step beyond the log's (the default ``describe_choice``)."""
    return None


def plain_view(observation: dict[str, Any]) -> Any:
    """The default ``table_observation``: the observation's plain data itself."""
    return observation


def options_as_text(state: GameState, seat: int, names: Sequence[str]) -> TableChoices:
    """The default ``table_choices``: every option on no piece, labelled by its text form; no reasons."""
    d = state.decision()
    return ([("", a, str(a), None) for a in d.options] if d is not None else []), {}


def no_tips(view: Any, names: Sequence[str]) -> dict[str, str]:
    """The default ``table_tips``: no piece says what it is."""
    return {}


def pending_as_it_is(state: GameState, decision: Decision, seat: int) -> tuple[str, str]:
    """The default ``table_pending``: every seat sees the decision's kind and prompt."""
    return decision.kind, decision.prompt


DEFAULT_HOOKS = PackageHooks(portable_setup=keep_setup, position=same_position, describe_choice=no_words,
                             table_observation=plain_view, table_choices=options_as_text, table_tips=no_tips,
                             table_pending=pending_as_it_is, loaded_setup=keep_setup)


def hooks_of(package: Any) -> PackageHooks:
    """``package``'s optional hooks: each the package's own, or its default."""
    found: dict[str, Any] = {name: getattr(package, name, default)
                             for name, default in zip(PackageHooks._fields, DEFAULT_HOOKS)}
    return PackageHooks(**found)

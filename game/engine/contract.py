"""The contract a game's rules package and its state follow, written down once.

Shared code (the session, the tools, the agents' search, the set-up and lab scenes) talks to
a game only through these two shapes, so a new game plugs in by providing them and a
:class:`~game.games.GameSpec`. They are :class:`typing.Protocol` classes: a game does not
inherit from them; it only has to answer the same questions (checked structurally, e.g. by a
type checker or ``isinstance`` on the runtime-checkable ones).

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
"""

from __future__ import annotations

from typing import Any, Protocol, Sequence, runtime_checkable

from game.engine.actions import Action, Decision
from game.engine.rng import Rng

Event = dict[str, Any]
"""Something that happened, as plain data with a ``"type"`` key (``{"type": "buy", ...}``)."""


@runtime_checkable
class GameState(Protocol):
    """One position of a game, with everything needed to continue it exactly.

    ``apply`` is the only way to change it: a legal action returns the events it caused; an
    illegal one raises :class:`~game.engine.errors.IllegalActionError` and changes nothing.
    """

    round: int

    @property
    def is_over(self) -> bool:
        """Whether the game has ended (``decision()`` is then None)."""

    def decision(self) -> Decision | None:
        """Who decides now, what kind of choice, and the legal options (None once over)."""

    def legal_actions(self) -> list[Action]:
        """Exactly the pending decision's options."""

    def apply(self, action: Action) -> list[Event]:
        """Play a legal action; returns its events."""

    def clone(self) -> GameState:
        """An independent copy, cheap enough for a search to make thousands."""

    def to_data(self) -> dict[str, Any]:
        """Plain JSON-safe data; the package's ``from_data`` builds an equal state from it."""

    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see, as plain data: the one secrecy filter."""

    def summary(self) -> dict[str, Any]:
        """Figures of the game so far: at least ``scores`` (one per seat), ``winners`` (seat
        indexes, empty while it goes on), ``rounds`` and ``completed``; optionally ``headline``,
        the game's own words for a result the winners alone do not say (a solitaire's)."""

    def why_not(self, action: Action) -> str | None:
        """Why ``action`` is not legal now, in the player's words (None: it is legal)."""

    def score_breakdown(self, seat: int) -> list[tuple[str, int]]:
        """The parts of ``seat``'s score or money as ``(label, amount)`` pairs that add up to it."""


class GamePackage(Protocol):
    """What a game's rules package (``game.<name>``) exposes at module level."""

    GAME_ID: str
    TITLE: str
    MIN_PLAYERS: int
    MAX_PLAYERS: int

    def new_game(self, players: int, seed: int = 0, **setup: Any) -> GameState:
        """A dealt game; every random event comes from ``seed``."""

    def from_data(self, data: dict[str, Any]) -> GameState:
        """The state that ``to_data()`` wrote."""

    def determinize(self, observation: dict[str, Any], rng: Rng) -> GameState:
        """A full state agreeing with ``observation``, hidden parts sampled from ``rng`` (for AIs)."""

    def describe(self, state: GameState, seat: int, action: Action, names: Sequence[str]) -> str | None:
        """The game-log line for ``seat`` taking ``action`` (None: no line of its own)."""

    def describe_event(self, event: Event, names: Sequence[str]) -> str | None:
        """The game-log line for an event (None: not worth a line)."""

    def reveals(self, events: Sequence[Event]) -> bool:
        """Whether these events showed something hidden (undo never goes back past them)."""

    def check_data(self, folder: str | None = None) -> list[str]:
        """Every error in the game's YAML data (in ``folder``, default the built-in data)."""

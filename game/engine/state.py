"""The contract every game state follows: :class:`GameState`, the one base class of a position.

A game's state class subclasses it and provides what it marks as required; every optional hook
has its default here, so shared code (the session, the tools, the agents' search, the tables'
controller) calls each one directly and never asks whether a game has it. What a game's rules
*package* exposes besides its state is :class:`game.engine.contract.GamePackage`.

A state is a plain-Python object that:

- names its pending :class:`~game.engine.actions.Decision` (``decision()``), or ``None`` once
  the game is over;
- lists ``legal_actions()`` — exactly the decision's options;
- ``apply(action)`` mutates it and returns the list of events that happened (plain dicts with a
  ``"type"`` key), or raises :class:`~game.engine.errors.IllegalActionError` and changes
  nothing — the one legality check of a move, whoever submits it;
- ``clone()`` — a cheap independent copy (no deepcopy);
- ``to_data()`` / ``from_data()`` — plain JSON-safe data and back;
- ``observation(seat)`` — plain data with everything that seat may not see removed: the one
  secrecy filter (AIs and tables receive observations, decisions and events, never a state).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from game.engine.actions import Action, Decision
from game.engine.errors import IllegalActionError
from game.engine.rng import Rng
from game.engine.steps import NOT_A_CHOICE

Event = dict[str, Any]
"""Something that happened, as plain data with a ``"type"`` key (``{"type": "buy", ...}``)."""


class GameState:
    """One position of a game, with everything needed to continue it exactly.

    **Required** (a subclass provides them): ``decision``, ``_apply`` (the move itself, called
    only with a legal action), ``clone``, ``to_data``, the classmethod ``from_data``,
    ``observation``, ``summary``, ``score_breakdown``, and ``round`` (an attribute or a
    property: the round the game is in, from 1).

    **Optional hooks**, with their defaults: ``_why_not`` (the game's own reasons),
    ``simultaneous`` (False), ``result`` (None until the game says who won and why).
    """

    game_id: str = ""
    rng: Rng
    """The game's own random stream (a determinizer or the oracle gives a copy a fresh one)."""

    if TYPE_CHECKING:
        # Read-only here, so that a game may compute them (a property); a game that keeps them as
        # attributes declares them in its own class.
        @property
        def round(self) -> int:
            """The round the game is in, from 1."""

        @property
        def result(self) -> dict[str, Any] | None:
            """None while the game goes on, then ``{"winners", "reason", "tiebreak"}`` (a game that
            ends with a final scoring keeps its detail in its own ``final``)."""
    else:
        result = None

    # ---- required ------------------------------------------------------------------------------
    def decision(self) -> Decision | None:
        """Who decides now, what kind of choice, and the legal options (None once over)."""
        raise NotImplementedError

    def _apply(self, decision: Decision, action: Action) -> list[Event]:
        """Carry out ``action``, a legal option of ``decision``; return its events."""
        raise NotImplementedError

    def clone(self) -> GameState:
        """An independent copy, cheap enough for a search to make thousands."""
        raise NotImplementedError

    def to_data(self) -> dict[str, Any]:
        """Plain JSON-safe data, naming cards by their code and carrying a ``version``."""
        raise NotImplementedError

    @classmethod
    def from_data(cls, d: dict[str, Any], data: Any = None) -> GameState:
        """The state that ``to_data()`` wrote (of this version or any earlier one); ``data``: the
        game's loaded content, if the caller has it already."""
        raise NotImplementedError

    def observation(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see, as plain data (None: a spectator, who sees no private part)."""
        raise NotImplementedError

    def summary(self) -> dict[str, Any]:
        """Figures of the game so far: at least ``scores`` (one per seat), ``winners`` (seat
        indexes, empty while it goes on), ``rounds`` and ``completed``; optionally ``headline``,
        the game's own words for a result the winners alone do not say (a solitaire's),
        ``end_trigger``, what ended it (a name, or a list of names), ``end_note``, a sentence
        (a message) on how it ended that neither says (a solitaire lost on time), and ``standing``, each
        seat's score if the game ended now, where that differs from ``scores`` (the game-over
        chart plots it per round)."""
        raise NotImplementedError

    def score_breakdown(self, seat: int) -> list[tuple[str, int]]:
        """The parts of ``seat``'s score or money as ``(label, amount)`` pairs that add up to it."""
        raise NotImplementedError

    # ---- given ---------------------------------------------------------------------------------
    def legal_actions(self) -> list[Action]:
        """Exactly the pending decision's options."""
        d = self.decision()
        return list(d.options) if d else []

    def apply(self, action: Action) -> list[Event]:
        """Apply a legal action and return its events; refuse anything else, unchanged."""
        d = self.decision()
        if d is None or action not in d.options:
            raise IllegalActionError(action, d if d else "a finished game", d.options if d else [])
        return self._apply(d, action)

    def why_not(self, action: Action, seat: int | None = None) -> str | None:
        """One sentence saying why ``action`` is not legal now, or None when it is.

        The tables show it on what a player points at, so the reason is the rules' own. The
        common answers are here; a game words the rest in ``_why_not``. ``seat``: who asks
        (a table's viewer), None for the seat to act."""
        return self.why_not_each((action,), seat)[action]

    def why_not_each(self, actions: Iterable[Action], seat: int | None = None) -> dict[Action, str | None]:
        """:meth:`why_not` of each of ``actions``, the decision worked out once (a table's reasons
        for every piece of a decision, in one pass)."""
        d = self.decision()
        if d is None:
            return {a: "The game is over." for a in actions}
        legal = set(d.options)
        return {a: None if a in legal else self._why_not(d, a, seat) for a in actions}

    @property
    def is_over(self) -> bool:
        """Whether the game has ended (``decision()`` is then None)."""
        return self.decision() is None

    # ---- optional hooks --------------------------------------------------------------------------
    def _why_not(self, decision: Decision, action: Action, seat: int | None) -> str | None:
        """The game's reason that ``action`` (not an option of ``decision``) is refused."""
        return NOT_A_CHOICE

    @property
    def simultaneous(self) -> bool:
        """Whether the game is in a phase that all seats play at once (Avant Carde's play
        phase): the game log keeps each seat's lines of it to that seat until it ends."""
        return False

"""The contract every game state follows (see DEVELOPERS.md and docs/layout.md).

A state is a plain-Python object that:

- names its pending :class:`~game.engine.actions.Decision` (``decision()``),
  or ``None`` once the game is over;
- lists ``legal_actions()`` — exactly the decision's options;
- ``apply(action)`` mutates it and returns the list of events that happened
  (plain dicts with a ``"type"`` key), or raises
  :class:`~game.engine.errors.IllegalActionError` and changes nothing;
- ``clone()`` — a cheap independent copy (no deepcopy);
- ``to_data()`` / ``from_data()`` — plain JSON-safe data and back;
- ``observation(player)`` — plain data with everything that seat may not see removed.
"""

from game.engine.errors import IllegalActionError


class GameState:
    """Base class: legality checking around a game's own ``_apply``."""

    game_id = ""

    def decision(self):
        raise NotImplementedError

    def legal_actions(self):
        d = self.decision()
        return list(d.options) if d else []

    def apply(self, action):
        """Apply a legal action and return its events; refuse anything else unchanged."""
        d = self.decision()
        if d is None or action not in d.options:
            raise IllegalActionError(action, d if d else "a finished game", d.options if d else [])
        return self._apply(d, action)

    def _apply(self, decision, action):
        raise NotImplementedError

    def why_not(self, action, seat=None):
        """One sentence saying why ``action`` is not legal now, or None when it is.

        The tables show it on what a player points at, so the reason is the rules' own. The
        common answers are here; a game words the rest in ``_why_not``. ``seat``: who asks
        (a table's viewer), None for the seat to act."""
        d = self.decision()
        if d is None:
            return "The game is over."
        if action in d.options:
            return None
        return self._why_not(d, action, seat)

    def _why_not(self, decision, action, seat):
        return "That is not one of the choices now."

    @property
    def is_over(self):
        return self.decision() is None

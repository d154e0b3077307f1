"""A game being played in the app: its seats, the action log, undo, the game log, saves.

The session is pure Python (no pygame): the table scene reads it and feeds it
actions; tests drive it directly.

- **Seats**: a name and who plays it — ``"human"`` or an agent name (``"greedy"``,
  ``"medium"`` …).
- **Replay**: the set-up (with its seed) plus the action log reproduce the game
  exactly, so a save holds both, and undo is "replay all but the last actions".
- **Undo** goes back over the acting seat's own actions, never past a *barrier*: an
  action by someone else, or one that revealed something hidden (a draw, a new top
  card, a reshuffle, an unveiled card …).
- **Game log**: the game's ``describe`` words each action (None means no line of its own,
  like an Art Decko payment toggle, which its confirm sums up) and ``describe_event``
  what followed.
- **Autosave** after every action, atomically.
- **Agents** come from the ``agents`` factory it is given (``(game_id, name, **kwargs) ->
  agent``); without one, the registry's :func:`game.games.make_agent`. The engine never
  imports the AIs itself.
"""

import time

from game.engine import saves
from game.engine.actions import parse_action
from game.engine.errors import IllegalActionError, SaveError, VernissageError
from game.engine.rng import Rng


class Seat:
    __slots__ = ("name", "player")

    def __init__(self, name, player="human"):
        self.name, self.player = name, player

    @property
    def human(self):
        return self.player == "human"

    def to_data(self):
        return {"name": self.name, "player": self.player}


class LogLine:
    """One line of the game log. ``secret``: written during a simultaneous phase, so only its
    own seat may read it until that phase's lines are revealed."""

    __slots__ = ("round", "seat", "text", "time", "secret")

    def __init__(self, round, seat, text, secret=False):
        self.round, self.seat, self.text, self.time, self.secret = round, seat, text, time.time(), secret

    def to_data(self):
        return [self.round, self.seat, self.text]


class Session:
    """One game in progress. ``game`` is the rules package
    (:class:`~game.engine.contract.GamePackage`); ``agents`` makes the AI seats' agents."""

    def __init__(self, game, setup, seats, autosave_path=None, agents=None):
        self.game = game
        self.agents = agents
        self.setup = dict(setup)
        self.seats = [s if isinstance(s, Seat) else Seat(*s) for s in seats]
        self.autosave_path = autosave_path
        self.state = game.new_game(players=len(self.seats), **self.setup)
        self.actions = []          # every action applied, in order
        self.barrier = 0           # undo never goes before this index of ``actions``
        self.log = []
        self.history = []          # scores at the end of each round: [round, [score per seat]] (round 0: start)
        self._agents = {}
        self._note_round(0)

    # ---- playing -------------------------------------------------------------------------
    @property
    def decision(self):
        return self.state.decision()

    @property
    def over(self):
        return self.state.is_over

    def seat_to_act(self):
        d = self.state.decision()
        return d.player if d else None

    def apply(self, action):
        """Apply a legal action (an Action or its text form); log it, move the barrier, autosave."""
        if isinstance(action, str):
            action = parse_action(action)
        d = self.state.decision()
        if d is None or action not in d.options:      # describe() may assume a legal action
            raise IllegalActionError(action, d if d else "a finished game", d.options if d else [])
        text = self.game.describe(self.state, d.player, action, [s.name for s in self.seats])
        prev_round = self.state.round
        secret = self._simultaneous()
        events = self.state.apply(action)
        if self.actions and self._actor_changed(d.player):
            self.barrier = len(self.actions)
        self.actions.append(action)
        self._last_actor = d.player
        if text is not None:
            self.log.append(LogLine(prev_round, d.player, text, secret))
        if self.game.reveals(events):
            self.barrier = len(self.actions)
        for e in events:
            self._log_event(e, secret)
        if self.state.round != prev_round or self.state.is_over:
            self._note_round(prev_round)
        self.autosave()
        return events

    def _actor_changed(self, player):
        return getattr(self, "_last_actor", player) != player

    def _note_round(self, ended):
        """Record the scores at the end of round ``ended`` (0: the start of the game)."""
        self.history.append([ended, self.state.summary()["scores"]])

    def _log_event(self, e, secret):
        line = self.game.describe_event(e, [s.name for s in self.seats])
        if line:
            self.log.append(LogLine(self.state.round, e.get("player"), line, secret))

    def _simultaneous(self):
        """Whether the game is in a phase that all play at once (Avant Carde's play phase)."""
        return getattr(self.state, "simultaneous", False)

    def visible_log(self, viewer):
        """The log as ``viewer`` may read it: other seats' lines of the simultaneous phase still
        under way are left out (None: a spectator, who sees none of them)."""
        hidden_round = self.state.round if self._simultaneous() else None
        return [line for line in self.log
                if not (line.secret and line.round == hidden_round and line.seat != viewer)]

    # ---- undo ----------------------------------------------------------------------------
    def can_undo(self):
        """Whether the last action can be taken back (by the seat that made it, a human)."""
        if len(self.actions) <= self.barrier or self.state.is_over:
            return False
        d = self.state.decision()
        return d is not None and d.player == self._last_actor and self.seats[d.player].human

    def undo(self):
        """Take back the last action by replaying the log without it."""
        if not self.can_undo():
            return False
        keep = self.actions[:-1]
        barrier = self.barrier
        self._replay(keep)
        self.barrier = barrier
        self.autosave()
        return True

    def _replay(self, actions):
        self.state = self.game.new_game(players=len(self.seats), **self.setup)
        self.actions, self.log, self.history = [], [], []
        self._note_round(0)
        for a in actions:
            self.apply_quiet(a)

    def apply_quiet(self, action):
        """Apply without autosaving (replays)."""
        path, self.autosave_path = self.autosave_path, None
        try:
            self.apply(action)
        finally:
            self.autosave_path = path

    # ---- AI --------------------------------------------------------------------------------
    def agent_for(self, seat, **kwargs):
        if seat not in self._agents:
            factory = self.agents
            if factory is None:
                from game.games import make_agent as factory
            self._agents[seat] = factory(self.game.GAME_ID, self.seats[seat].player, **kwargs)
        return self._agents[seat]

    def ai_request(self):
        """What an AI needs to decide, as independent data (safe to hand to a worker thread):
        ``(seat, observation, decision, rng)``, or None if a human (or nobody) is to act."""
        d = self.state.decision()
        if d is None or self.seats[d.player].human:
            return None
        rng = Rng(self.setup.get("seed", 0) * 7919 + len(self.actions))
        return d.player, self.state.observation(d.player), d, rng

    def ai_decide(self, request, **agent_kwargs):
        """Run the agent for a request from :meth:`ai_request` (call it off the frame loop)."""
        seat, obs, d, rng = request
        return self.agent_for(seat, **agent_kwargs).choose(self.game, obs, d, rng)

    # ---- saves -----------------------------------------------------------------------------
    def to_save(self):
        return {"setup": self.setup, "seats": [s.to_data() for s in self.seats],
                "actions": [str(a) for a in self.actions], "barrier": self.barrier,
                "state": self.state.to_data()}

    def autosave(self):
        if self.autosave_path:
            saves.save(self.autosave_path, self.game.GAME_ID, self.to_save())

    def save(self, path):
        saves.save(path, self.game.GAME_ID, self.to_save())

    @classmethod
    def load(cls, path, games, autosave_path=None, agents=None, check_setup=None):
        """Load a save. ``games`` maps game ids to rules packages; ``check_setup(game_id, setup)``
        (e.g. :func:`game.games.check_setup`) refuses a set-up the game does not offer with a
        ValueError. Raises SaveError with a clear message."""
        data = saves.load(path)
        game = games.get(data.get("game"))
        if game is None:
            raise SaveError(f"The save {path} is for a game this app does not know ({data.get('game')!r}).")
        try:
            seats = [Seat(str(s["name"]), str(s["player"])) for s in data["seats"]]
            actions = [parse_action(a) for a in data["actions"]]
            setup = dict(data["setup"])
            if check_setup is not None:
                check_setup(data["game"], setup)
            session = cls.__new__(cls)
            session.game, session.setup, session.seats = game, setup, seats
            session.agents = agents
            session.autosave_path = None
            session._agents = {}
            session._replay(actions)
            if session.state.to_data() != data["state"]:
                raise SaveError(f"The save {path} does not replay to the position it recorded.")
            session.barrier = min(int(data.get("barrier", len(actions))), len(actions))
            session.autosave_path = autosave_path
            return session
        except SaveError:
            raise
        except (VernissageError, KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise SaveError(f"The save {path} is damaged ({type(exc).__name__}: {exc}).") from None

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
- **Autosave** after every action, atomically. A failed autosave never stops the game:
  :attr:`Session.save_problem` says why ("the disk is full") until a later one succeeds.
- **Agents** come from the ``agents`` factory it is given (``(game_id, name, **kwargs) ->
  agent``); without one, the registry's :func:`game.games.make_agent`. The engine never
  imports the AIs itself.
- **Cancelling steps**: an action with no log line of its own that brings the state back to
  what it was before earlier such steps (an Art Decko ``pay`` then ``unpay`` of the same card)
  removes them from the action log, so toggling never makes the log, or the save, grow.
- **Loading** replays the actions and checks that they reach the saved position, as the game's
  optional ``position(state_data)`` sees it (Avant Carde leaves out the patrons' words, which
  may have been reworded since the save was written).
- **Portable set-up**: a game module may define ``portable_setup(setup)``, which returns the
  set-up with every file it names embedded (Avant Carde's custom patron sets), so a save
  replays after the file is edited or removed.
"""

import time

from game.engine import saves
from game.engine.actions import parse_action
from game.engine.errors import IllegalActionError, SaveError, VernissageError
from game.engine.rng import Rng
from game.engine.safefile import clean_name, write_problem

MAX_SEED = 2 ** 63      # a set-up seed is an integer of at most 63 bits


def valid_seed(seed: object) -> bool:
    """Whether ``seed`` is a seed a save can hold: a whole number above -2^63 and below 2^63."""
    return not isinstance(seed, bool) and isinstance(seed, int) and -MAX_SEED < seed < MAX_SEED


class Seat:
    __slots__ = ("name", "player")

    def __init__(self, name, player="human"):
        self.name, self.player = clean_name(name), player

    @property
    def human(self):
        return self.player == "human"

    def to_data(self):
        return {"name": self.name, "player": self.player}


class LogLine:
    """One line of the game log. ``secret``: written during a simultaneous phase, so only its
    own seat may read it until that phase's lines are revealed. ``index``: the number of the
    action (in ``Session.actions``) that wrote it, or what followed it."""

    __slots__ = ("round", "seat", "text", "time", "secret", "index")

    def __init__(self, round, seat, text, secret=False, index=None):
        self.round, self.seat, self.text, self.time, self.secret = round, seat, text, time.time(), secret
        self.index = index

    def to_data(self):
        return [self.round, self.seat, self.text]


class Session:
    """One game in progress. ``game`` is the rules package
    (:class:`~game.engine.contract.GamePackage`); ``agents`` makes the AI seats' agents."""

    def __init__(self, game, setup, seats, autosave_path=None, agents=None):
        self.game = game
        self.agents = agents
        if not valid_seed(dict(setup).get("seed", 0)):
            raise ValueError(f"the seed must be a whole number between -{MAX_SEED - 1} and {MAX_SEED - 1}")
        self.setup = getattr(game, "portable_setup", dict)(dict(setup))
        self.seats = [s if isinstance(s, Seat) else Seat(*s) for s in seats]
        self.autosave_path = autosave_path
        self.save_problem = None   # why the last autosave failed (None: it worked, or none was due)
        self.state = game.new_game(players=len(self.seats), **self.setup)
        self.actions = []          # every action applied, in order
        self.actors = []           # the seat that made each of them
        self.barrier = 0           # undo never goes before this index of ``actions``
        self.log = []
        self.history = []          # scores at the end of each round: [round, [score per seat]] (round 0: start)
        self._steps = []           # state data before each of the last run of log-less actions
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
        before = self.state.to_data() if text is None else None
        events = self.state.apply(action)
        if before is not None and self._cancels(d.player, before, events, prev_round):
            self.autosave()
            return events
        if self.actions and self._actor_changed(d.player):
            self.barrier = len(self.actions)
        if before is None:
            self._steps = []
        self.actions.append(action)
        self.actors.append(d.player)
        self._last_actor = d.player
        if text is not None:
            self.log.append(LogLine(prev_round, d.player, text, secret, len(self.actions) - 1))
        if self.game.reveals(events):
            self.barrier = len(self.actions)
        for e in events:
            self._log_event(e, secret)
        if self.state.round != prev_round or self.state.is_over:
            self._note_round(prev_round)
        self.autosave()
        return events

    def _cancels(self, player, before, events, prev_round):
        """Record a log-less step; True if it undid a run of such steps (now dropped from the log).

        Only steps by the same seat that revealed nothing and logged nothing count, so the log,
        the undo barrier and the game log stay exactly what they would be without the run."""
        quiet = (not self.game.reveals(events) and self.state.round == prev_round
                 and not any(self.game.describe_event(e, [s.name for s in self.seats]) for e in events))
        if not quiet or (self._steps and self._last_actor != player):
            self._steps = []
            if not quiet:
                return False
        after = self.state.to_data()
        for i in range(len(self._steps) - 1, -1, -1):
            if self._steps[i][1] == after:
                del self.actions[self._steps[i][0]:]
                del self.actors[self._steps[i][0]:]
                del self._steps[i:]
                self.barrier = min(self.barrier, len(self.actions))
                return True
        self._steps.append((len(self.actions), before))
        return False

    def _actor_changed(self, player):
        return getattr(self, "_last_actor", player) != player

    def _note_round(self, ended):
        """Record the scores at the end of round ``ended`` (0: the start of the game)."""
        self.history.append([ended, self.state.summary()["scores"]])

    def _log_event(self, e, secret):
        line = self.game.describe_event(e, [s.name for s in self.seats])
        if line:
            self.log.append(LogLine(self.state.round, e.get("player"), line, secret, len(self.actions) - 1))

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
        self.actions, self.actors, self.log, self.history, self._steps = [], [], [], [], []
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
        """Write the autosave; a failure is kept in :attr:`save_problem`, never raised (the game goes on)."""
        if not self.autosave_path:
            return
        try:
            saves.save(self.autosave_path, self.game.GAME_ID, self.to_save())
        except (OSError, SaveError) as exc:
            self.save_problem = write_problem(exc)
        else:
            self.save_problem = None

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
            seats, setup, barrier = _checked_parts(data, game, path)
            actions = [parse_action(a) for a in data["actions"]]
            if check_setup is not None:
                check_setup(data["game"], setup)
            session = cls.__new__(cls)
            session.game, session.setup, session.seats = game, setup, seats
            session.agents = agents
            session.autosave_path, session.save_problem = None, None
            session._agents = {}
            session._replay(actions)
            # Compare positions in today's form: an older save (renamed keys, reworded texts)
            # still matches the position its actions replay to.
            position = getattr(game, "position", _same)
            if position(session.state.to_data()) != position(game.from_data(data["state"]).to_data()):
                raise SaveError(f"The save {path} does not replay to the position it recorded.")
            session.barrier = min(barrier, len(session.actions))
            session.autosave_path = autosave_path
            return session
        except SaveError:
            raise
        except (VernissageError, KeyError, TypeError, ValueError, IndexError, AttributeError,
                OverflowError, RecursionError) as exc:
            raise SaveError(f"The save {path} is damaged ({type(exc).__name__}: {exc}).") from None


def _same(data):
    return data


def _checked_parts(data, game, path):
    """``(seats, setup, barrier)`` of a save's data, each checked so that a table can show them."""
    from game.games import agent_names        # the registry, imported when first needed
    players = {"human", *agent_names(game.GAME_ID)}

    def damaged(why):
        return SaveError(f"The save {path} is damaged ({why}).")
    raw = data["seats"]
    if not isinstance(raw, list) or not raw or not all(isinstance(s, dict) for s in raw):
        raise damaged("its seats are not a list of seats")
    seats = []
    for s in raw:
        if not isinstance(s.get("name"), str) or s.get("player") not in players:
            raise damaged(f"a seat is not a name and one of {', '.join(sorted(players))}")
        seats.append(Seat(s["name"], s["player"]))
    setup = data["setup"]
    seed = setup.get("seed", 0) if isinstance(setup, dict) else None
    if not valid_seed(seed):
        raise damaged("its set-up has no whole-number seed")
    barrier = data.get("barrier", len(data["actions"]))
    if isinstance(barrier, bool) or not isinstance(barrier, int) or barrier < 0:
        raise damaged("its undo point is not a whole number")
    return seats, dict(setup), barrier

"""A game being played in the app: its seats, the action log, undo, the game log, saves.

The session is pure Python (no pygame): the table's controller reads it and feeds it
actions; tests drive it directly.

- **Seats**: a name and who plays it — ``"human"`` or an agent name (``"greedy"``,
  ``"medium"`` …).
- **Replay**: the set-up (with its seed) plus the action log reproduce the game
  exactly, so a save holds both, and undo is "replay all but the last actions".
- **Legality**: the state's ``apply`` is the one check of a move; an illegal action's
  :class:`~game.engine.errors.IllegalActionError` comes out of :meth:`Session.apply` as the state
  raised it, with nothing changed (state, action log, game log, autosave).
- **Undo** goes back over the acting seat's own actions, never past a *barrier*: an
  action by someone else, or one that revealed something hidden (a draw, a new top
  card, a reshuffle, an unveiled card …).
- **Game log**: the game's ``describe`` words each action (None means no line of its own,
  like an Art Decko payment toggle, which its confirm sums up) and ``describe_event``
  what followed. ``describe`` reads the position before the move, so the session keeps a clone
  of it while the state applies the action (a 5-player Avant Carde game in round 4: 7 µs of CPU
  a move, which takes :meth:`Session.apply` from 12 to 20 µs).
- **Autosave** after every action, atomically. A failed autosave never stops the game:
  :attr:`Session.save_problem` says why ("the disk is full") until a later one succeeds.
- **Agents** come from the :class:`Agents` its caller gives it (the app and the tools give the
  registry's, :data:`game.games.AGENTS`): they make the AI seats' agents, and name the players a
  save's seats may name. The engine imports neither the registry nor the AIs.
- **Cancelling steps**: an action with no log line of its own that brings the state back to
  what it was before earlier such steps (an Art Decko ``pay`` then ``unpay`` of the same card)
  removes them from the action log, so toggling never makes the log, or the save, grow.
- **Loading** replays the actions and checks that they reach the saved position, as the game's
  ``position`` hook sees it (:class:`~game.engine.contract.PackageHooks`).
- **Portable set-up**: the game's ``portable_setup`` hook embeds every file the set-up names
  (Avant Carde's custom patron sets), so a save replays after the file is edited or removed;
  its ``loaded_setup`` hook reads a save's set-up as it was played when a default has changed since.
"""

from __future__ import annotations

import time
from typing import Any, Callable, Iterable, Protocol, Sequence

from game.engine import saves
from game.engine.actions import Action, Decision, parse_action
from game.engine.contract import GamePackage, hooks_of
from game.engine.errors import SaveError, VernissageError
from game.engine.i18n import M, said
from game.engine.rng import Rng
from game.engine.safefile import clean_name, file_label, write_problem
from game.engine.state import Event, GameState

MAX_SEED = 2 ** 63      # a set-up seed is an integer of at most 63 bits
HUMAN = "human"

AiRequest = tuple[int, dict[str, Any], Decision, Rng]
"""What an AI needs to decide: ``(seat, observation, decision, rng)``."""


class Agent(Protocol):
    """An AI player (:class:`game.ai.base.Agent`): one of the decision's options for an observation."""

    def choose(self, game: Any, observation: dict[str, Any], decision: Decision, rng: Rng) -> Action:
        ...


class Agents(Protocol):
    """Where a session's AI seats get their agents, given by the session's caller."""

    def make(self, game_id: str, name: str, **kwargs: Any) -> Agent:
        """A new agent of ``game_id`` by its name (ValueError for an unknown one)."""
        ...

    def names(self, game_id: str) -> Sequence[str]:
        """The names of every agent of ``game_id``: what a save's seats may name besides human."""
        ...


def valid_seed(seed: object) -> bool:
    """Whether ``seed`` is a seed a save can hold: a whole number above -2^63 and below 2^63."""
    return not isinstance(seed, bool) and isinstance(seed, int) and -MAX_SEED < seed < MAX_SEED


class Seat:
    __slots__ = ("name", "player")

    def __init__(self, name: str, player: str = HUMAN) -> None:
        self.name, self.player = clean_name(name), player

    @property
    def human(self) -> bool:
        return self.player == HUMAN

    def to_data(self) -> dict[str, str]:
        return {"name": self.name, "player": self.player}


class LogLine:
    """One line of the game log. ``secret``: written during a simultaneous phase, so only its
    own seat may read it until that phase's lines are revealed. ``index``: the number of the
    action (in ``Session.actions``) that wrote it, or what followed it. ``event``: the type of
    the event it words (None: the action's own line)."""

    __slots__ = ("round", "seat", "text", "time", "secret", "index", "event")

    def __init__(self, round: int, seat: int | None, text: str, secret: bool = False,
                 index: int | None = None, event: str | None = None) -> None:
        self.round, self.seat, self.text, self.time, self.secret = round, seat, text, time.time(), secret
        self.index, self.event = index, event

    def to_data(self) -> list[Any]:
        return [self.round, self.seat, self.text]


class Session:
    """One game in progress. ``game`` is the rules package
    (:class:`~game.engine.contract.GamePackage`); ``agents`` makes the AI seats' agents (without
    it, no AI seat can move)."""

    state: GameState
    actions: list[Action]                        # every action applied, in order
    actors: list[int]                            # the seat that made each of them
    barrier: int                                 # undo never goes before this index of ``actions``
    log: list[LogLine]
    history: list[list[Any]]                     # standing at each round's end: [round, [score per seat]] (0: start)
    _steps: list[tuple[int, dict[str, Any]]]     # state data before each of the last log-less actions
    # The state's data after the last log-less action, while nothing has moved since: the next such
    # action's "before" (a replay of many payment toggles otherwise serialised every position twice).
    _quiet_after: dict[str, Any] | None
    _last_actor: int | None                      # the seat that made the last action

    def __init__(self, game: GamePackage, setup: dict[str, Any], seats: Iterable[Seat | Sequence[str]],
                 autosave_path: str | None = None, agents: Agents | None = None) -> None:
        self.game = game
        self.hooks = hooks_of(game)
        self.agents = agents
        if not valid_seed(dict(setup).get("seed", 0)):
            raise ValueError(f"the seed must be a whole number between -{MAX_SEED - 1} and {MAX_SEED - 1}")
        self.setup = self.hooks.portable_setup(dict(setup))
        self.seats = [s if isinstance(s, Seat) else Seat(*s) for s in seats]
        self.autosave_path = autosave_path
        self.save_problem: str | None = None   # why the last autosave failed (None: it worked, or none was due)
        self.hints_used = 0                    # hints the coach gave at this table (kept in the save)
        self._agents: dict[int, Agent] = {}
        self._replay([])

    # ---- playing -------------------------------------------------------------------------
    @property
    def decision(self) -> Decision | None:
        return self.state.decision()

    @property
    def over(self) -> bool:
        return self.state.is_over

    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see now: the state's one secrecy filter (tables and benches read this)."""
        return self.state.observation(seat)

    def seat_to_act(self) -> int | None:
        d = self.state.decision()
        return d.player if d else None

    def apply(self, action: Action | str) -> list[Event]:
        """Apply an action (an Action or its text form); log it, move the barrier, autosave.

        The state's ``apply`` judges it: an illegal action raises its IllegalActionError and
        changes nothing here either."""
        move: Action = parse_action(action) if isinstance(action, str) else action
        d = self.state.decision()
        before = self.state.clone()              # the position ``describe`` words the move in
        known, self._quiet_after = self._quiet_after, None
        prev_round = self.state.round
        secret = self.state.simultaneous
        events = self.state.apply(move)
        assert d is not None                     # apply refuses every action once the game is over
        try:
            text = self.game.describe(before, d.player, move, [s.name for s in self.seats])
        except Exception:
            self.state = before                  # a move is played whole or not at all
            raise
        if text is None and self._cancels(d.player, known if known is not None else before.to_data(),
                                          events, prev_round):
            self.autosave()
            return events
        if self.actions and self._last_actor not in (None, d.player):
            self.barrier = len(self.actions)
        if text is not None:
            self._steps = []
        self.actions.append(move)
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

    def _cancels(self, player: int, before: dict[str, Any], events: list[Event], prev_round: int) -> bool:
        """Record a log-less step; True if it undid a run of such steps (now dropped from the log).

        Only steps by the same seat that revealed nothing and logged nothing count, so the log,
        the undo barrier and the game log stay exactly what they would be without the run."""
        quiet = (not self.game.reveals(events) and self.state.round == prev_round
                 and not any(self.game.describe_event(e, [s.name for s in self.seats]) for e in events))
        if not quiet or (self._steps and self._last_actor != player):
            self._steps = []
            if not quiet:
                return False
        after = self._quiet_after = self.state.to_data()
        for i in range(len(self._steps) - 1, -1, -1):
            if self._steps[i][1] == after:
                del self.actions[self._steps[i][0]:]
                del self.actors[self._steps[i][0]:]
                del self._steps[i:]
                self.barrier = min(self.barrier, len(self.actions))
                return True
        self._steps.append((len(self.actions), before))
        return False

    def _note_round(self, ended: int) -> None:
        """Record the standing at the end of round ``ended`` (0: the start of the game): the
        scores, or what they would be if the game ended now where the game says so."""
        summary = self.state.summary()
        self.history.append([ended, summary.get("standing", summary["scores"])])

    def _log_event(self, e: Event, secret: bool) -> None:
        line = self.game.describe_event(e, [s.name for s in self.seats])
        if line:
            self.log.append(LogLine(self.state.round, e.get("player"), line, secret, len(self.actions) - 1,
                                    e.get("type")))

    def visible_log(self, viewer: int | None) -> list[LogLine]:
        """The log as ``viewer`` may read it: other seats' lines of the simultaneous phase still
        under way are left out (None: a spectator, who sees none of them)."""
        hidden_round = self.state.round if self.state.simultaneous else None
        return [line for line in self.log
                if not (line.secret and line.round == hidden_round and line.seat != viewer)]

    # ---- undo ----------------------------------------------------------------------------
    def can_undo(self) -> bool:
        """Whether the last action can be taken back (by the seat that made it, a human)."""
        if len(self.actions) <= self.barrier or self.state.is_over:
            return False
        d = self.state.decision()
        return d is not None and d.player == self._last_actor and self.seats[d.player].human

    def undo(self) -> bool:
        """Take back the last action by replaying the log without it."""
        if not self.can_undo():
            return False
        barrier = self.barrier
        self._replay(self.actions[:-1])
        self.barrier = barrier
        self.autosave()
        return True

    def _replay(self, actions: Sequence[Action]) -> None:
        """Start the game again from its set-up and apply ``actions`` (no autosave meanwhile)."""
        self.state = self.game.new_game(players=len(self.seats), **self.setup)
        self.actions, self.actors, self.barrier = [], [], 0
        self.log, self.history, self._steps = [], [], []
        self._quiet_after = None
        self._last_actor = None
        self._note_round(0)
        for a in actions:
            self.apply_quiet(a)

    def apply_quiet(self, action: Action | str) -> list[Event]:
        """Apply without autosaving (replays)."""
        path, self.autosave_path = self.autosave_path, None
        try:
            return self.apply(action)
        finally:
            self.autosave_path = path

    # ---- AI --------------------------------------------------------------------------------
    def agent_for(self, seat: int, **kwargs: Any) -> Agent:
        """The agent of AI seat ``seat`` (made once, by the session's :class:`Agents`)."""
        if seat not in self._agents:
            if self.agents is None:
                raise RuntimeError(f"seat {seat} is played by {self.seats[seat].player!r}, "
                                   "but this session was given no agents")
            self._agents[seat] = self.agents.make(self.game.GAME_ID, self.seats[seat].player, **kwargs)
        return self._agents[seat]

    def ai_request(self) -> AiRequest | None:
        """What an AI needs to decide, as independent data (safe to hand to a worker thread):
        ``(seat, observation, decision, rng)``, or None if a human (or nobody) is to act."""
        d = self.state.decision()
        if d is None or self.seats[d.player].human:
            return None
        rng = Rng(self.setup.get("seed", 0) * 7919 + len(self.actions))
        return d.player, self.state.observation(d.player), d, rng

    def ai_decide(self, request: AiRequest, **agent_kwargs: Any) -> Action:
        """Run the agent for a request from :meth:`ai_request` (call it off the frame loop)."""
        seat, obs, d, rng = request
        return self.agent_for(seat, **agent_kwargs).choose(self.game, obs, d, rng)

    # ---- saves -----------------------------------------------------------------------------
    def to_save(self) -> dict[str, Any]:
        data = {"setup": self.setup, "seats": [s.to_data() for s in self.seats],
                "actions": [str(a) for a in self.actions], "barrier": self.barrier,
                "state": self.state.to_data()}
        if self.hints_used:
            data["hints"] = self.hints_used
        return data

    def autosave(self) -> None:
        """Write the autosave; a failure is kept in :attr:`save_problem`, never raised (the game goes on)."""
        if not self.autosave_path:
            return
        try:
            saves.save(self.autosave_path, self.game.GAME_ID, self.to_save())
        except (OSError, SaveError) as exc:
            self.save_problem = write_problem(exc)
        else:
            self.save_problem = None

    def save(self, path: str) -> None:
        saves.save(path, self.game.GAME_ID, self.to_save())

    @classmethod
    def load(cls, path: str, games: dict[str, GamePackage], autosave_path: str | None = None,
             agents: Agents | None = None,
             check_setup: Callable[[str, dict[str, Any]], None] | None = None) -> Session:
        """Load a save. ``games`` maps game ids to rules packages; ``agents`` (as for a new
        session) also names the players its seats may name (without it, any name: no AI seat
        can move then); ``check_setup(game_id, setup)`` (e.g. :func:`game.games.check_setup`)
        refuses a set-up the game does not offer with a ValueError. Raises SaveError with a
        clear message."""
        data = saves.load(path)
        game_id = data.get("game")
        game = games.get(game_id) if isinstance(game_id, str) else None
        if game is None:
            raise SaveError(M("The save {name} is for a game this app does not know.", name=said(file_label(path))))
        try:
            players = None if agents is None else {HUMAN, *agents.names(game.GAME_ID)}
            seats, setup, barrier = _checked_parts(data, path, players)
            actions = [parse_action(a) for a in data["actions"]]
            if check_setup is not None:
                try:
                    check_setup(data["game"], setup)
                except ValueError:
                    raise SaveError(M("The save {name} is damaged: its set-up is not one this game offers.",
                                      name=said(file_label(path)))) from None
            session = cls.__new__(cls)
            session.game, session.hooks, session.seats = game, hooks_of(game), seats
            session.setup = session.hooks.loaded_setup(setup)
            session.agents = agents
            session.autosave_path, session.save_problem = None, None
            session.hints_used = _hints_of(data)
            session._agents = {}
            session._replay(actions)
            # Compare positions in today's form: an older save (renamed keys, reworded texts)
            # still matches the position its actions replay to.
            position = session.hooks.position
            if position(session.state.to_data()) != position(game.from_data(data["state"]).to_data()):
                raise SaveError(M("The save {name} does not replay to the position it recorded.",
                                  name=said(file_label(path))))
            session.barrier = min(barrier, len(session.actions))
            session.autosave_path = autosave_path
            return session
        except SaveError:
            raise
        except (VernissageError, KeyError, TypeError, ValueError, IndexError, AttributeError,
                OverflowError, RecursionError):
            # The exception's words may quote the file (a move, a name): say only what kind of fault.
            raise SaveError(M("The save {name} is damaged: its moves or set-up are not ones the game accepts.",
                              name=said(file_label(path)))) from None


MAX_HINTS = 1_000_000


def _hints_of(data: dict[str, Any]) -> int:
    """The hints a save says were given (0 when it says nothing, as every save before hints did,
    or something that is not a sensible count)."""
    n = data.get("hints", 0)
    return n if isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= MAX_HINTS else 0


def _checked_parts(data: dict[str, Any], path: str,
                   players: set[str] | None) -> tuple[list[Seat], dict[str, Any], int]:
    """``(seats, setup, barrier)`` of a save's data, each checked so that a table can show them;
    a seat's player must be one of ``players`` (None: any name)."""
    def damaged(why: str) -> SaveError:
        return SaveError(f"The save {file_label(path)} is damaged ({why}).")
    raw = data["seats"]
    if not isinstance(raw, list) or not raw or not all(isinstance(s, dict) for s in raw):
        raise damaged("its seats are not a list of seats")
    seats = []
    for s in raw:
        player = s.get("player")
        if not isinstance(s.get("name"), str) or not isinstance(player, str) or not player \
                or (players is not None and player not in players):
            allowed = "a player's name" if players is None else f"one of {', '.join(sorted(players))}"
            raise damaged(f"a seat is not a name and {allowed}")
        seats.append(Seat(s["name"], player))
    setup = data["setup"]
    seed = setup.get("seed", 0) if isinstance(setup, dict) else None
    if not valid_seed(seed):
        raise damaged("its set-up has no whole-number seed")
    barrier = data.get("barrier", len(data["actions"]))
    if isinstance(barrier, bool) or not isinstance(barrier, int) or barrier < 0:
        raise damaged("its undo point is not a whole number")
    return seats, dict(setup), barrier

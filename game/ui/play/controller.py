"""GameController: a Session driven from the frame loop.

- AI seats think in a worker thread, so the window never freezes; a finished move is
  applied on the frame loop, paced so people can follow it (see ``settings.animation_speed``).
- Hot-seat: the table shows one human's private view (``viewer``). When another human
  must act, ``needs_handoff`` names them; the table shows the hand-off curtain and
  calls ``accept_handoff()`` once they click.
- Human moves go through ``submit``; undo through ``undo``. The controller checks only that
  it is the turn of the human whose view is shown; whether the move is legal, the state's
  ``apply`` alone says (its IllegalActionError comes out of ``submit`` unchanged).
- A table reads the game only through :meth:`model` (the :class:`~game.ui.play.model.TableModel`
  of the seat at the screen: its observation, the pending decision with options and reasons by
  target, seats, log, the last move's events) or, for a table not drawn from it yet,
  :meth:`observation`, :meth:`decision`, :meth:`why_not`, :attr:`seat_shown`, :meth:`summary`,
  :meth:`result` and :attr:`round`, plus the events each move returns and the game log
  (:meth:`visible_log`, :meth:`recap`): never the state, so secrecy holds by construction.
"""

from __future__ import annotations

import threading
import time
import traceback
from typing import Any

from game.engine.actions import Action, Decision
from game.engine.errors import IllegalActionError
from game.engine.recap import RecapStep, recap
from game.engine.session import LogLine, Session
from game.engine.state import Event, GameState
from game.ui.play.model import LogEntry, TableModel, build_table_model, log_entry

AI_PACE = 0.45          # seconds between two AI moves at normal animation speed


class NotYourTurnError(IllegalActionError):
    """A move submitted from the table while it is not the turn of the human shown there."""

    def __init__(self, action: Action, decision: Decision | None) -> None:
        super().__init__(action, decision if decision else "a finished game", [])  # i18n: not shown
        self.args = (f"{action} was submitted, but it is not the turn of the seat shown "  # i18n: not shown
                     f"({decision if decision else 'the game is over'})",)


class HintShown:
    """A hint as a table shows it: for the decision after ``key`` actions, the move, its words
    (the game's own), the main reason, and what comes next in the same turn in words ("": nothing
    the coach names)."""

    __slots__ = ("key", "action", "words", "reason", "then_words")

    def __init__(self, key: int, action: Action, words: str, reason: str, then_words: str = "") -> None:
        self.key, self.action, self.words, self.reason = key, action, words, reason
        self.then_words = then_words


class GameController:
    """``session`` driven for a table; ``settings``: the app's (animation speed, AI think time)."""

    def __init__(self, session: Session, settings: Any) -> None:
        self.session = session
        self.settings = settings
        humans = [i for i, s in enumerate(session.seats) if s.human]
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        self._worker: threading.Thread | None = None
        self._result: tuple[int, int, Action] | None = None      # (action count, seat, action) thought of
        self._cancelled = False
        self._last_move = 0.0
        self.errors: list[str] = []
        self._hint: HintShown | None = None                      # the coach's hint, once computed
        self._hint_worker: threading.Thread | None = None
        self._hint_asked = -1                                    # the decision (actions played) last asked about
        self._events: list[Event] = []                           # the last move's
        self._model: tuple[tuple[int, ...], TableModel[Any]] | None = None
        self._entries: dict[int, tuple[LogLine, LogEntry]] = {}  # id of a log line -> (it, its entry)

    @property
    def state(self) -> GameState:
        """The true state: for the controller and harnesses only (a table reads the view)."""
        return self.session.state

    @property
    def seat_shown(self) -> int:
        """Whose view the table shows: the hot-seat viewer, else the first human, else seat 0."""
        if self.viewer is not None:
            return self.viewer
        return self.humans[0] if self.humans else 0

    def observation(self, seat: int | None = None) -> dict[str, Any]:
        """What ``seat`` (default: the seat shown) may see, as the engine's plain data."""
        return self.session.observation(self.seat_shown if seat is None else seat)

    def model(self) -> TableModel[Any]:
        """The table model of the seat shown, built once per position (and seat shown, and who plays
        each seat: a person's seat gets its options)."""
        # the events list is new with every move the controller makes (and kept, so its id is not reused)
        key = (len(self.session.actions), self.seat_shown, len(self.session.log), id(self._events),
               *(s.human for s in self.session.seats))
        if self._model is None or self._model[0] != key:
            self._model = (key, build_table_model(self.session, self.seat_shown, self._events, self._entry))
        return self._model[1]

    def _entry(self, line: LogLine) -> LogEntry:
        """A log line's entry in the model, made once (the line is kept, so its id is not reused)."""
        known = self._entries.get(id(line))
        if known is None or known[0] is not line:
            known = self._entries[id(line)] = (line, log_entry(line))
        return known[1]

    def decision(self) -> Decision | None:
        """The pending decision (who, what kind, the options), or None once the game is over."""
        return self.session.decision

    def why_not(self, action: Action) -> str | None:
        """The engine's reason ``action`` cannot be played now by the seat shown (None: it can)."""
        return self.state.why_not(action, self.seat_shown)

    def summary(self) -> dict[str, Any]:
        """The game's public figures so far (``scores``, ``winners``, ``rounds`` …: the state's
        ``summary()``)."""
        return self.state.summary()

    def result(self) -> dict[str, Any] | None:
        """None while the game goes on, then ``{"winners", "reason", "tiebreak"}``."""
        return self.state.result

    @property
    def round(self) -> int:
        """The round the game is in (from 1)."""
        return self.state.round

    def visible_log(self) -> list[LogLine]:
        """The game log as the viewer may read it (:meth:`~game.engine.session.Session.visible_log`)."""
        return self.session.visible_log(self.viewer)

    def recap(self) -> list[RecapStep]:
        """The other players' moves since the viewer's previous turn (:func:`game.engine.recap.recap`)."""
        return recap(self.session, self.viewer)

    @property
    def humans(self) -> list[int]:
        """The seats humans play."""
        return [i for i, s in enumerate(self.session.seats) if s.human]

    @property
    def human_to_act(self) -> int | None:
        """The human seat whose decision is pending, or None (an AI's turn, or game over)."""
        d = self.session.decision
        if d is not None and self.session.seats[d.player].human:
            return d.player
        return None

    @property
    def needs_handoff(self) -> str | None:
        """The name of the human who must take the mouse before the table can be shown, or None."""
        seat = self.human_to_act
        if seat is None or seat == self.viewer:
            return None
        if self.viewer is None or len(self.humans) > 1:
            return self.session.seats[seat].name
        return None

    def accept_handoff(self) -> None:
        """The human to act has taken the mouse: the table shows their view now."""
        seat = self.human_to_act
        if seat is not None:
            self.viewer = seat

    # ---- human moves -------------------------------------------------------------------------
    def submit(self, action: Action) -> list[Event]:
        """Apply a human's move, if it is the turn of the human shown (NotYourTurnError
        otherwise); an illegal move raises the state's IllegalActionError, nothing changed."""
        seat = self.human_to_act
        if seat is None or seat != self.viewer:
            raise NotYourTurnError(action, self.session.decision)
        self._events = self.session.apply(action)
        return self._events

    @property
    def can_undo(self) -> bool:
        """Whether the human shown may take back their last action now."""
        return self.human_to_act == self.viewer and self.session.can_undo()

    def undo(self) -> bool:
        """Take back the shown human's last action; whether it was."""
        if self.can_undo and self.session.undo():
            self._hint = None
            self._events = []
            return True
        return False

    # ---- the coach's hint ------------------------------------------------------------------
    @property
    def hints_offered(self) -> bool:
        """Whether this table offers hints: the game has a coach, the setting is on, and a hot-seat
        game (more than one human) only when that setting is on too."""
        from game.ai.review import COACHES
        s = self.settings
        if not getattr(s, "hints", False) or COACHES.get(self.session.game.GAME_ID) is None:
            return False
        return len(self.humans) <= 1 or bool(getattr(s, "hints_hot_seat", False))

    @property
    def hint_thinking(self) -> bool:
        """Whether the coach is working out the hint for the decision in hand."""
        return (self._hint_worker is not None and self._hint_worker.is_alive()
                and self._hint_asked == len(self.session.actions))

    @property
    def hint(self) -> HintShown | None:
        """The hint for the decision in hand, once worked out (None: none asked, or out of date)."""
        h = self._hint
        return h if h is not None and h.key == len(self.session.actions) and self._may_hint() else None

    def _may_hint(self) -> bool:
        return (self.hints_offered and not self.session.over and self.human_to_act is not None
                and self.human_to_act == self.viewer)

    def ask_hint(self) -> bool:
        """Start working out the hint for the shown human's decision (in a worker thread, like an
        AI move); whether one is now coming or already there. Each decision's hint counts once in
        the statistics (:attr:`Session.hints_used`)."""
        if not self._may_hint():
            return False
        if self.hint is not None or self.hint_thinking:
            return True
        from game.ai.coach import coach_hint
        from game.ai.review import decision_seed, move_words
        key, seat = len(self.session.actions), self.viewer
        assert seat is not None
        obs, decision = self.session.observation(seat), self.session.decision
        assert decision is not None
        position = self.state.clone()            # for the game's words only; the hint reads ``obs``
        names = [s.name for s in self.session.seats]
        seed = decision_seed(int(self.session.setup.get("seed", 0)), key)
        self.session.hints_used += 1
        self._hint_asked = key

        def work() -> None:
            try:
                h = coach_hint(self.session.game, obs, decision, seed)
            except Exception:                   # noqa: BLE001 — a hint never stops the game
                self.errors.append(traceback.format_exc())
                return
            words = move_words(self.session.game, position, seat, h.action, names)
            then = ""
            if h.then is not None:
                position.apply(h.action)
                if position.why_not(h.then, seat) is None:       # chosen on a sample: legal here too
                    then = move_words(self.session.game, position, seat, h.then, names)
            if not self._cancelled and self._hint_asked == key:     # not a decision left behind
                self._hint = HintShown(key, h.action, words, h.reason, then)

        self._hint_worker = threading.Thread(target=work, name="coach-hint", daemon=True)
        self._hint_worker.start()
        return True

    def play_hint(self) -> list[Event] | None:
        """Play the hint's move (the events), or None when there is no hint for this decision."""
        h = self.hint
        if h is None:
            return None
        self._hint = None
        return self.submit(h.action)

    def wait_for_hint(self, timeout: float = 60.0) -> None:
        """Block until the hint being worked out is ready (tests only)."""
        if self._hint_worker is not None:
            self._hint_worker.join(timeout)

    def why_no_undo(self) -> str:
        """Why the shown human cannot take back a move now (when :attr:`can_undo` is False)."""
        if self.session.over:
            return "Nothing to undo: the game is over."
        if self.human_to_act != self.viewer:
            return "Nothing to undo: it is not your turn."
        return ("Nothing to undo: your last move revealed something hidden, or another player "
                "has moved since.")

    # ---- AI moves --------------------------------------------------------------------------
    @property
    def thinking(self) -> bool:
        """Whether an AI seat's move is being thought about."""
        return self._worker is not None and self._result is None

    @property
    def pace(self) -> float:
        """Seconds between two AI moves at the chosen animation speed."""
        return AI_PACE * self.settings.animation_factor

    def poll(self) -> list[tuple[int, Action, list[Event]]]:
        """Apply an AI move whose thinking is done (at most one per call, paced).

        Returns ``[(seat, action, events)]`` for what was applied (empty most calls)."""
        if self._cancelled or self.session.over or self.human_to_act is not None:
            return []
        if self._worker is None:
            self._start_thinking()
            return []
        if self._result is None or time.perf_counter() - self._last_move < self.pace:
            return []
        key, seat, action = self._result
        self._worker = self._result = None
        if key != len(self.session.actions):
            return []                        # the game moved on (load, undo): think again
        try:
            events = self.session.apply(action)
        except IllegalActionError as refused:          # a faulty agent must not stall the game
            self.errors.append(f"agent of seat {seat} chose an illegal {action}")  # i18n: not shown
            action = refused.legal[0]
            events = self.session.apply(action)
        self._events = events
        self._last_move = time.perf_counter()
        return [(seat, action, events)]

    def _start_thinking(self) -> None:
        request = self.session.ai_request()
        if request is None:
            return
        key = len(self.session.actions)
        seat = request[0]
        player = self.session.seats[seat].player
        kwargs = {"time_budget": self.settings.ai_think_time} if player == "hard" else {}
        # The agent is built here, on the frame loop, so the worker only runs pure decisions.
        self.session.agent_for(seat, **kwargs)

        def work() -> None:
            try:
                action = self.session.ai_decide(request)
            except Exception:                 # noqa: BLE001 — log it and fall back to a legal move
                self.errors.append(traceback.format_exc())
                action = request[2].options[0]
            if not self._cancelled:
                self._result = (key, seat, action)

        self._worker = threading.Thread(target=work, name="ai-move", daemon=True)
        self._worker.start()

    def wait_for_ai(self, timeout: float = 30.0) -> None:
        """Block until the current AI move is decided (tests and benchmarks only)."""
        if self._worker is not None:
            self._worker.join(timeout)

    def shutdown(self) -> None:
        """Stop caring about a move being thought about (the game is left; the autosave stays)."""
        self._cancelled = True


class ReviewController(GameController):
    """A controller for drawing a table read-only in a review: ``session`` replayed to a decision,
    shown as ``seat`` saw it (its observation, its options), nothing played, nothing polled."""

    def __init__(self, session: Any, settings: Any, seat: int) -> None:
        super().__init__(session, settings)
        self.viewer = seat
        self._cancelled = True                 # no AI thinks here

    @property
    def human_to_act(self) -> int | None:
        d = self.session.decision
        return d.player if d is not None and d.player == self.viewer else None

    @property
    def needs_handoff(self) -> str | None:
        return None

    @property
    def hints_offered(self) -> bool:
        return False

    @property
    def can_undo(self) -> bool:
        return False

    def poll(self) -> list[Any]:
        return []

    def submit(self, action: Any) -> list[Any]:
        raise NotYourTurnError(action, self.decision())

"""GameController: a Session driven from the frame loop.

- AI seats think in a worker thread, so the window never freezes; a finished move is
  applied on the frame loop, paced so people can follow it (see ``settings.animation_speed``).
- Hot-seat: the table shows one human's private view (``viewer``). When another human
  must act, ``needs_handoff`` names them; the table shows the hand-off curtain and
  calls ``accept_handoff()`` once they click.
- Human moves go through ``submit``; undo through ``undo``.
- A table reads the game only through :meth:`observation` (what the seat at the screen may
  see), :meth:`decision` (the pending choice) and :meth:`why_not` (the engine's reason), plus the
  events each move returns: never the state, so secrecy holds by construction.
"""

import threading
import time
import traceback

from game.engine.errors import IllegalActionError

AI_PACE = 0.45          # seconds between two AI moves at normal animation speed


class GameController:
    def __init__(self, session, settings):
        self.session = session
        self.settings = settings
        humans = [i for i, s in enumerate(session.seats) if s.human]
        self.viewer = humans[0] if len(humans) == 1 else None
        self._worker = None
        self._result = None
        self._key = None
        self._cancelled = False
        self._last_move = 0.0
        self.errors = []

    @property
    def state(self):
        return self.session.state

    @property
    def seat_shown(self):
        """Whose view the table shows: the hot-seat viewer, else the first human, else seat 0."""
        if self.viewer is not None:
            return self.viewer
        return self.humans[0] if self.humans else 0

    def observation(self, seat=None):
        """What ``seat`` (default: the seat shown) may see, as the engine's plain data."""
        return self.state.observation(self.seat_shown if seat is None else seat)

    def decision(self):
        """The pending decision (who, what kind, the options), or None once the game is over."""
        return self.state.decision()

    def why_not(self, action):
        """The engine's reason ``action`` cannot be played now by the seat shown (None: it can)."""
        return self.state.why_not(action, self.seat_shown)

    @property
    def humans(self):
        return [i for i, s in enumerate(self.session.seats) if s.human]

    @property
    def human_to_act(self):
        """The human seat whose decision is pending, or None (an AI's turn, or game over)."""
        d = self.state.decision()
        if d is not None and self.session.seats[d.player].human:
            return d.player
        return None

    @property
    def needs_handoff(self):
        """The name of the human who must take the mouse before the table can be shown, or None."""
        seat = self.human_to_act
        if seat is None or seat == self.viewer:
            return None
        if self.viewer is None or len(self.humans) > 1:
            return self.session.seats[seat].name
        return None

    def accept_handoff(self):
        seat = self.human_to_act
        if seat is not None:
            self.viewer = seat

    # ---- human moves -------------------------------------------------------------------------
    def submit(self, action):
        """Apply a human's move; refuses anything that is not the viewer's legal option."""
        seat = self.human_to_act
        d = self.state.decision()
        if seat is None or seat != self.viewer or action not in d.options:
            raise IllegalActionError(action, d if d else "a finished game", d.options if d else [])
        return self.session.apply(action)

    @property
    def can_undo(self):
        return self.human_to_act == self.viewer and self.session.can_undo()

    def undo(self):
        return self.can_undo and self.session.undo()

    # ---- AI moves --------------------------------------------------------------------------
    @property
    def thinking(self):
        return self._worker is not None and self._result is None

    @property
    def pace(self):
        return AI_PACE * self.settings.animation_factor

    def poll(self):
        """Apply an AI move whose thinking is done (at most one per call, paced).

        Returns ``[(seat, action, events)]`` for what was applied (empty most calls)."""
        if self._cancelled or self.state.is_over or self.human_to_act is not None:
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
        d = self.state.decision()
        if action not in d.options:          # a faulty agent must not stall the game
            self.errors.append(f"agent of seat {seat} chose an illegal {action}")
            action = d.options[0]
        events = self.session.apply(action)
        self._last_move = time.perf_counter()
        return [(seat, action, events)]

    def _start_thinking(self):
        request = self.session.ai_request()
        if request is None:
            return
        key = len(self.session.actions)
        seat = request[0]
        player = self.session.seats[seat].player
        kwargs = {"time_budget": self.settings.ai_think_time} if player == "hard" else {}
        # The agent is built here, on the frame loop, so the worker only runs pure decisions.
        self.session.agent_for(seat, **kwargs)

        def work():
            try:
                action = self.session.ai_decide(request)
            except Exception:                 # noqa: BLE001 — log it and fall back to a legal move
                self.errors.append(traceback.format_exc())
                action = request[2].options[0]
            if not self._cancelled:
                self._result = (key, seat, action)

        self._worker = threading.Thread(target=work, name="ai-move", daemon=True)
        self._worker.start()

    def wait_for_ai(self, timeout=30.0):
        """Block until the current AI move is decided (tests and benchmarks only)."""
        if self._worker is not None:
            self._worker.join(timeout)

    def shutdown(self):
        """Stop caring about a move being thought about (the game is left; the autosave stays)."""
        self._cancelled = True

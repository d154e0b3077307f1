"""TableScene: what every game table shares.

A table is a view: it draws what its :class:`~game.ui.play.controller.GameController` shows
(the observation of the seat shown, the pending decision, the engine's reasons, the events of
each move: never the state) and turns clicks into actions through :meth:`submit`. This base
handles the parts common to every game — polling the AI, the hot-seat curtain, Esc (pause),
Ctrl+Z (undo), ? (rules), R (the recap), the game log, and the end of the game (the game-over
scene).

Subclasses implement ``layout()`` and ``draw_table(surface)``. The other hooks have their
defaults here, and a table overrides those it needs:

- ``on_game_events(seat, action, events)``: start animations for a move (default: none);
- ``refresh()``: the game changed, rebuild cached views (a subclass calls it once at the end of
  its own ``__init__``);
- ``draw_breakdown(surface, rect, observation, names, scale)``: the game's scoring details on the
  game-over scene, from the final observation of the seat shown as its table model holds it
  (default None: the scene shows the game log there);
- ``clicks_for(action)``: the points to click, in order, that take ``action`` (a lesson's guide
  finds a step's spot with it; default: none known);
- ``guide_keep_clear()``: rects a lesson's guide panel should not cover (default: none);
- ``overlay_open()``: whether a card over the table waits for a click or Enter (default: no);
- ``handoff_note()``: the line under the name on the hot-seat curtain;
- ``hint_spot()``: where the coach's Hint button goes (default: the window's bottom-left corner);
- ``seat_colour(seat)``; ``animating`` (True while an animation runs); ``sound_cues``, the game's
  event types to the sounds of :mod:`game.ui.sound` (``{"buy": "coin", ...}``; the "turn" cue
  sounds when a human's turn begins); ``hold_ai`` (True while something must be watched first,
  such as lines being revealed card by card, keeps the next AI move back).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import pygame

from game.engine.actions import Action
from game.engine.i18n import M
from game.engine.state import Event
from game.games import spec
from game.ui import theme
from game.ui.logview import LogView
from game.ui.scene import Scene
from game.ui.scenes.handoff import HandOff
from game.ui.sound import cues
from game.ui.widgets import Button, Widget, WidgetGroup

if TYPE_CHECKING:
    from collections.abc import Iterable

OVER_DELAY = 1.2        # seconds between the last move and the game-over scene (at normal speed)
NOTICE_SECONDS = 3.0    # how long a notice (why Ctrl+Z did nothing) stays
LOG_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEWHEEL, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
MODAL_INPUT = LOG_EVENTS + (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT)   # what a card over the table stops


def save_notice(session: Any) -> str | None:
    """The line a table shows while its game is not being autosaved, or None."""
    return M("Not saved: {save_problem}.", save_problem=session.save_problem) if session.save_problem else None


class TableScene(Scene):
    sound_cues: dict[str, str] = {}
    hold_ai = False
    hints_hidden = False        # a lesson's guide hides the coach's Hint (the lesson shows the way)
    # (its lines' rects, which a lesson rings, or anything else)
    draw_breakdown: Callable[[pygame.Surface, pygame.Rect, Any, list[str], float], object] | None = None

    def __init__(self, app: Any, controller: Any) -> None:
        super().__init__(app)
        self.controller = controller
        self.animating = False
        self._over_timer: float | None = None
        self._curtain: HandOff | None = None
        self.log_view = LogView()
        self._human_turn = controller.human_to_act is not None
        self.notice: tuple[str, float] | None = None     # a short message and the seconds it stays
        self.min_window = spec(controller.session.game.GAME_ID).min_window
        # The coach's hint (when the settings offer it): its button lives in a group of its own,
        # handled before the table's widgets, since every table rebuilds its own group.
        self.hint_button = Button("Hint", self.toggle_hint, style="secondary", size=theme.TEXT_S,
                                  tooltip="The coach's move for you, and why (H); P plays it")
        self.hint_ui = WidgetGroup(feedback=app.play_sound)
        self.hint_ui.add(self.hint_button)
        self.hint_open = False          # whether the hint panel is shown
        self._hint_at = -1              # the decision (actions played) it was opened at

    # ---- moves ---------------------------------------------------------------------------
    def submit(self, action: Action) -> list[Event]:
        """A human move from a click: apply it, animate it, redraw."""
        seat = self.controller.human_to_act
        events = self.controller.submit(action)
        self.play_cues(events)
        self.on_game_events(seat, action, events)
        self.refresh()
        self.app.dirty = True
        return events

    def play_cues(self, events: Iterable[Event]) -> None:
        """The sounds of what just happened (see ``sound_cues``)."""
        for name in cues(events, self.sound_cues):
            self.app.play_sound(name)

    def undo(self) -> None:
        """Ctrl+Z: take back the last move, or say why it cannot be (for a few seconds)."""
        if self.controller.undo():
            self.app.play_sound("click")
            self.notice = None
            self.refresh()
        else:
            self.notice = (self.controller.why_no_undo(), NOTICE_SECONDS)
        self.app.dirty = True

    # ---- frame loop --------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.hint_ui.update(dt)
        if self.notice is not None:
            text, left = self.notice
            self.notice = (text, left - dt) if left > dt else None
            self.app.dirty = True
        # a card over the table waits for the player: the AIs wait with it
        for seat, action, events in ([] if self.hold_ai or self.overlay_open() else self.controller.poll()):
            self.play_cues(events)
            self.on_game_events(seat, action, events)
            self.refresh()
            self.app.dirty = True
        human_turn = self.controller.human_to_act is not None and not self.controller.session.over
        if human_turn and not self._human_turn:
            self.app.play_sound("turn")
        self._human_turn = human_turn
        self._check_handoff()
        self._check_over(dt)

    def _check_handoff(self) -> None:
        name = self.controller.needs_handoff
        if name and self._curtain is None and self.app.top is self:
            curtain = self._curtain = HandOff(self.app, name, self._handoff_done, note=self.handoff_note())
            self.app.push(curtain)

    def handoff_note(self) -> str | None:
        """The line under the name on the hot-seat curtain (a table may say more, e.g. why)."""
        if self.controller.round > 1 or self.controller.session.actions:
            return "Your turn."
        return None

    def _handoff_done(self) -> None:
        self._curtain = None
        self.controller.accept_handoff()
        self.refresh()

    def _check_over(self, dt: float) -> None:
        if not self.controller.session.over or self.app.top is not self:
            return
        if self._over_timer is None:
            self._over_timer = OVER_DELAY * max(0.05, self.app.settings.animation_factor)
        self._over_timer -= dt
        if self._over_timer <= 0 and not self.animating:
            self._over_timer = float("inf")
            self.open_results()

    def open_results(self) -> None:
        """The game-over scene: shown once at the end, and again from the table after "Look at
        the table"."""
        from game.ui.play.gameover import GameOverScene
        if self.controller.session.over:
            self.app.push(GameOverScene(self.app, self))

    def wake_in(self) -> float | None:
        if self.controller.thinking or self.animating or (
                self.controller.human_to_act is None and not self.controller.session.over):
            return 0
        if self._over_timer is not None and self._over_timer != float("inf"):
            return 0
        if self.notice is not None:
            return min(0.25, self.notice[1])
        if self.hint_open and self.controller.hint_thinking:
            return 0.2
        return super().wake_in()

    def enter_widget(self) -> Widget | None:
        """The button Enter presses at this table now (its panel's main button), or None: a
        lesson lets Enter answer a step whose button this is."""
        return None

    def on_reveal(self) -> None:
        self.refresh()

    # ---- keys ----------------------------------------------------------------------------------
    @staticmethod
    def shared_key(event: pygame.event.Event) -> bool:
        """Whether a key press is one this base handles (Esc, Ctrl+Z, ?, R), so a table with its
        own shortcuts passes it on."""
        return (event.key in (pygame.K_ESCAPE, pygame.K_r, pygame.K_h, pygame.K_p)
                and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
                or (event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL)
                or getattr(event, "unicode", "") == "?"
                or (event.key == pygame.K_SLASH and event.mod & pygame.KMOD_SHIFT))

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.overlay_open() and event.type in MODAL_INPUT:
            return              # a card over the table is modal: the table puts it away first (overlay_open)
        if self.hint_event(event):
            return
        if event.type in LOG_EVENTS and self.log_view.handle_event(event):
            self.app.dirty = True
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.open_pause()
                return
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return
            if event.key == pygame.K_r and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                self.open_recap()
                return
            if event.unicode == "?" or (event.key == pygame.K_SLASH and event.mod & pygame.KMOD_SHIFT):
                self.open_rules()
                return
        super().handle_event(event)

    def open_pause(self) -> None:
        from game.ui.scenes.pause import PauseMenu
        self.app.push(PauseMenu(self.app, rules_tab=self.controller.session.game.GAME_ID))

    def open_recap(self) -> None:
        """The recap panel: the other players' moves since the viewer's previous turn."""
        from game.ui.play.recap import RecapScene
        self.app.push(RecapScene(self.app, self))

    def open_rules(self) -> None:
        from game.ui.scenes.rules import RulesScene
        self.app.push(RulesScene(self.app, tab=self.controller.session.game.GAME_ID))

    # ---- the coach's hint ------------------------------------------------------------------------
    @property
    def hint_offered(self) -> bool:
        """Whether the Hint button and keys work now: hints are on for this table and it is the
        shown human's decision."""
        c = self.controller
        return (c.hints_offered and not c.session.over and c.human_to_act is not None
                and c.human_to_act == c.viewer and not self.animating and not self.overlay_open()
                and not self.hints_hidden)

    def toggle_hint(self) -> None:
        """H or the Hint button: ask the coach (the panel opens and shows it when ready); again:
        close the panel (the hint is kept for this decision)."""
        if self.hint_open:
            self.hint_open = False
        elif self.hint_offered and self.controller.ask_hint():
            self.hint_open = True
            self._hint_at = len(self.controller.session.actions)
        self.app.dirty = True

    def play_hint(self) -> bool:
        """P: play the hint's move, when one is shown for this decision."""
        if not self.hint_open or not self.hint_offered or self.controller.hint is None:
            return False
        self.hint_open = False
        seat = self.controller.human_to_act
        action = self.controller.hint.action
        events = self.controller.play_hint() or []
        self.play_cues(events)
        self.on_game_events(seat, action, events)
        self.refresh()
        self.app.dirty = True
        return True

    def why_no_hint_to_play(self) -> str:
        """What P says when there is no hint on show to play."""
        if self.hint_open and self.controller.hint_thinking:
            return M("The coach is still thinking; P plays its hint once it shows.")
        return M("No hint is shown: H asks the coach, then P plays its move.")

    def hint_event(self, event: Any) -> bool:
        """The hint's keys (H, P) and its button; True when the event was the hint's. A table whose
        ``handle_event`` does not reach this base's calls it first."""
        if not self.hint_offered:
            self.hint_open = False
            if event.type == pygame.KEYDOWN and event.key == pygame.K_p and self.controller.humans \
                    and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
                self.notice = (M("No hint now: the coach gives hints on your own decisions.")
                               if self.controller.hints_offered
                               else M("Hints are off: Settings → Coach's hints turns them on."), NOTICE_SECONDS)
                self.app.dirty = True
                return True
            return False
        if event.type == pygame.KEYDOWN and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT):
            if event.key == pygame.K_h:
                self.toggle_hint()
                return True
            if event.key == pygame.K_p:
                if self.play_hint():
                    return True
                # P with no hint on show would do nothing and say nothing
                self.notice = (self.why_no_hint_to_play(), NOTICE_SECONDS)
                self.app.dirty = True
                return True
            return False
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return bool(self.hint_ui.handle_event(event)) and event.type != pygame.MOUSEMOTION
        return False

    def hint_spot(self) -> pygame.Rect:
        """Where the Hint button goes: a table puts it beside its own buttons (default: the
        window's bottom-left corner)."""
        s = lambda v: theme.px(v, self.scale)  # noqa: E731
        return pygame.Rect(s(8), self.size[1] - s(8) - s(30), s(78), s(30))

    def hint_target(self, action: Action) -> pygame.Rect | None:
        """Where on the table the hint's move is clicked: the widget carrying it, else the widget
        under the first point of :meth:`clicks_for` (None: the table cannot show it)."""
        widgets = [w for w in reversed(self.ui.widgets) if w.visible and w.rect.w > 0]
        found = next((w for w in widgets if getattr(w, "action_text", None) == str(action)), None)
        if found is None:
            points = self.clicks_for(action) or []
            if points:
                found = next((w for w in widgets if w.rect.collidepoint(points[0])), None)
                if found is None:
                    return pygame.Rect(points[0][0] - 20, points[0][1] - 20, 40, 40)
        return found.rect if found is not None else None

    def draw_hint(self, surface: pygame.Surface) -> None:
        """The Hint button, and the open hint: a ring on its spot and a panel with the move and why."""
        offered = self.hint_offered
        self.hint_button.visible = offered
        if not offered or self._hint_at != len(self.controller.session.actions):
            self.hint_open = False           # the game moved on: that hint is gone
        if not offered:
            return
        self.hint_button.place(self.hint_spot(), self.scale)
        self.hint_ui.draw(surface)
        if not self.hint_open:
            return
        s = lambda v: theme.px(v, self.scale)  # noqa: E731
        h = self.controller.hint
        ring = None
        if h is None and not self.controller.hint_thinking:
            title = "No hint: the coach could not judge this position."
            lines = ["H hides this."]
        elif h is None:
            title = "The coach is thinking…"
            lines = ["It plays each sensible move out on samples of what you could know."]
        else:
            title = M("Hint: {move}", move=h.words)
            lines = [M("Why: {reason}", reason=h.reason) if h.reason else M("It is the only move here."),
                     *([M("Then: {move}", move=h.then_words)] if h.then_words else []),
                     M("P plays it; H hides this.")]
            target = self.hint_target(h.action)
            if target is not None:
                ring = target.inflate(s(14), s(14))
                pygame.draw.rect(surface, theme.SURFACE, ring.inflate(s(6), s(6)), max(2, s(3)), border_radius=s(12))
                pygame.draw.rect(surface, theme.ACCENT, ring, max(4, s(5)), border_radius=s(10))
        from game.ui.text import wrap_at_most
        width = min(s(520), self.size[0] - 2 * s(8))
        pad = s(12)
        fb, fn = theme.font(s(theme.TEXT_S), bold=True), theme.font(s(theme.TEXT_S))
        heads = wrap_at_most(title, fb, width - 2 * pad, 3)      # a long move: three lines, the last cut
        rows = [(line, True) for line in heads]
        for line in lines:
            rows += [(x, False) for x in wrap_at_most(line, fn, width - 2 * pad, 3)]
        step = fn.get_linesize() + s(2)
        box = pygame.Rect(0, 0, width, 2 * pad + step * len(rows))
        spot = self.hint_button.rect
        box.left = max(s(8), min(spot.right - width, self.size[0] - width - s(8)))
        box.top = spot.bottom + s(8) if spot.centery < self.size[1] // 2 else spot.top - s(8) - box.height
        if ring is not None and box.colliderect(ring):     # never over the spot it names (The Gallerist's artists)
            window = pygame.Rect((0, 0), self.size).inflate(-2 * s(8), -2 * s(8))
            places = [box.copy() for _ in range(4)]
            places[0].bottomright, places[1].bottomleft = window.bottomright, window.bottomleft
            places[2].topleft, places[3].topright = window.topleft, window.topright
            box = next((p for p in places if not p.colliderect(ring)), box)
        theme.draw_shadow(surface, box, s(10), s(8), (0, s(3)), alpha=90)
        theme.round_rect(surface, box, theme.INK, s(10))
        y = box.top + pad
        for text, bold in rows:
            theme.blit_text(surface, text, s(theme.TEXT_S), theme.SURFACE, (box.left + pad, y), bold=bold)
            y += step

    # ---- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_table(surface)
        self.ui.tips_hidden = self.overlay_open()     # the board's tooltips never cover the card over it
        super().draw(surface)
        self.draw_hint(surface)
        if self.notice is not None:
            self.draw_notice(surface, self.notice[0])

    def draw_notice(self, surface: pygame.Surface, text: str) -> None:
        """A short message in a band near the bottom of the table."""
        s = lambda v: theme.px(v, self.scale)  # noqa: E731
        w, h = theme.font(s(theme.TEXT_S), bold=True).size(text)
        band = pygame.Rect(0, 0, w + s(28), h + s(12))
        band.midbottom = (surface.get_width() // 2, surface.get_height() - s(60))
        theme.round_rect(surface, band, theme.INK, s(6))
        theme.blit_text(surface, text, s(theme.TEXT_S), theme.SURFACE, band.center, "center", bold=True)

    def draw_log(self, surface: pygame.Surface, rect: Any, lines: int | None = None) -> None:
        """The game log in ``rect`` (a :class:`~game.ui.logview.LogView`: the whole game, or only
        the newest ``lines`` entries, scrolled with the wheel or by dragging)."""
        visible = self.controller.visible_log()
        self.log_view.draw(surface, rect, visible[-lines:] if lines else visible, self.scale)

    # ---- for subclasses ------------------------------------------------------------------------
    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        """The colour that stands for ``seat`` on this table (the game-over scene uses it too)."""
        return theme.SEATS[seat % len(theme.SEATS)]

    def draw_table(self, surface: pygame.Surface) -> None:
        """Draw the whole table (required)."""
        raise NotImplementedError

    def on_game_events(self, seat: int | None, action: Action, events: list[Event]) -> None:
        """Start animations for what just happened."""

    def refresh(self) -> None:
        """The game changed: rebuild whatever is cached from what the controller shows."""

    def clicks_for(self, action: Action) -> list[tuple[int, int]] | None:
        """Points to click, in order, that make the viewer take ``action`` (None: not known)."""
        return None

    def guide_keep_clear(self) -> list[pygame.Rect]:
        """What a lesson's guide panel should not cover, besides the clickable widgets."""
        return []

    def overlay_open(self) -> bool:
        """Whether the table shows a card over itself that a click or Enter puts away (a lesson's
        guide then lets that click through); default: never. While it is up the card is modal: no
        input reaches the table below, no hint is offered and the AIs wait; the table's own
        ``handle_event`` puts it away before passing events on."""
        return False

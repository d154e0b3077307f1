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
  game-over scene, from the final observation of the seat shown (default None: the scene shows
  the game log there);
- ``clicks_for(action)``: the points to click, in order, that take ``action`` (a lesson's guide
  finds a step's spot with it; default: none known);
- ``guide_keep_clear()``: rects a lesson's guide panel should not cover (default: none);
- ``overlay_open()``: whether a card over the table waits for a click or Enter (default: no);
- ``handoff_note()``: the line under the name on the hot-seat curtain;
- ``seat_colour(seat)``; ``animating`` (True while an animation runs); ``sound_cues``, the game's
  event types to the sounds of :mod:`game.ui.sound` (``{"buy": "coin", ...}``; the "turn" cue
  sounds when a human's turn begins); ``hold_ai`` (True while something must be watched first,
  such as lines being revealed card by card, keeps the next AI move back).
"""

from __future__ import annotations

from typing import Any, Callable

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
from game.ui.widgets import Widget

OVER_DELAY = 1.2        # seconds between the last move and the game-over scene (at normal speed)
NOTICE_SECONDS = 3.0    # how long a notice (why Ctrl+Z did nothing) stays
LOG_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEWHEEL, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def save_notice(session: Any) -> str | None:
    """The line a table shows while its game is not being autosaved, or None."""
    return M("Not saved: {save_problem}.", save_problem=session.save_problem) if session.save_problem else None


class TableScene(Scene):
    sound_cues: dict[str, str] = {}
    hold_ai = False
    draw_breakdown: Callable[[pygame.Surface, pygame.Rect, dict[str, Any], list[str], float], None] | None = None

    def __init__(self, app: Any, controller: Any) -> None:
        super().__init__(app)
        self.controller = controller
        self.animating = False
        self._over_timer = None
        self._curtain = None
        self.log_view = LogView()
        self._human_turn = controller.human_to_act is not None
        self.notice: tuple[str, float] | None = None     # a short message and the seconds it stays
        self.min_window = spec(controller.session.game.GAME_ID).min_window

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

    def play_cues(self, events):
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
    def update(self, dt):
        super().update(dt)
        if self.notice is not None:
            text, left = self.notice
            self.notice = (text, left - dt) if left > dt else None
            self.app.dirty = True
        for seat, action, events in ([] if self.hold_ai else self.controller.poll()):
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

    def _check_handoff(self):
        name = self.controller.needs_handoff
        if name and self._curtain is None and self.app.top is self:
            self._curtain = HandOff(self.app, name, self._handoff_done, note=self.handoff_note())
            self.app.push(self._curtain)

    def handoff_note(self) -> str | None:
        """The line under the name on the hot-seat curtain (a table may say more, e.g. why)."""
        if self.controller.round > 1 or self.controller.session.actions:
            return "Your turn."
        return None

    def _handoff_done(self):
        self._curtain = None
        self.controller.accept_handoff()
        self.refresh()

    def _check_over(self, dt):
        if not self.controller.session.over or self.app.top is not self:
            return
        if self._over_timer is None:
            self._over_timer = OVER_DELAY * max(0.05, self.app.settings.animation_factor)
        self._over_timer -= dt
        if self._over_timer <= 0 and not self.animating:
            self._over_timer = float("inf")
            self.open_results()

    def open_results(self):
        """The game-over scene: shown once at the end, and again from the table after "Look at
        the table"."""
        from game.ui.play.gameover import GameOverScene
        if self.controller.session.over:
            self.app.push(GameOverScene(self.app, self))

    def wake_in(self):
        if self.controller.thinking or self.animating or (
                self.controller.human_to_act is None and not self.controller.session.over):
            return 0
        if self._over_timer is not None and self._over_timer != float("inf"):
            return 0
        if self.notice is not None:
            return min(0.25, self.notice[1])
        return super().wake_in()

    def enter_widget(self) -> Widget | None:
        """The button Enter presses at this table now (its panel's main button), or None: a
        lesson lets Enter answer a step whose button this is."""
        return None

    def on_reveal(self):
        self.refresh()

    # ---- keys ----------------------------------------------------------------------------------
    @staticmethod
    def shared_key(event):
        """Whether a key press is one this base handles (Esc, Ctrl+Z, ?, R), so a table with its
        own shortcuts passes it on."""
        return (event.key in (pygame.K_ESCAPE, pygame.K_r) and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
                or (event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL)
                or getattr(event, "unicode", "") == "?"
                or (event.key == pygame.K_SLASH and event.mod & pygame.KMOD_SHIFT))

    def handle_event(self, event):
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

    def open_pause(self):
        from game.ui.scenes.pause import PauseMenu
        self.app.push(PauseMenu(self.app, rules_tab=self.controller.session.game.GAME_ID))

    def open_recap(self):
        """The recap panel: the other players' moves since the viewer's previous turn."""
        from game.ui.play.recap import RecapScene
        self.app.push(RecapScene(self.app, self))

    def open_rules(self):
        from game.ui.scenes.rules import RulesScene
        self.app.push(RulesScene(self.app, tab=self.controller.session.game.GAME_ID))

    # ---- drawing -------------------------------------------------------------------------------
    def draw(self, surface):
        self.draw_table(surface)
        super().draw(surface)
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
        guide then lets that click through); default: never."""
        return False

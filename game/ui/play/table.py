"""TableScene: what every game table shares.

A table is a view: it draws the controller's state and turns clicks into actions
through :meth:`submit`. This base handles the parts common to both games — polling
the AI, the hot-seat curtain, Esc (pause), Ctrl+Z (undo), ? (rules), the game log,
and the end of the game (the game-over scene).

Subclasses implement ``layout()``, ``draw_table(surface)``, ``on_game_events(seat,
action, events)`` (start animations; return nothing) and ``refresh()`` (the state
changed: rebuild cached views; a subclass calls it once at the end of its own
``__init__``). A table may define ``draw_breakdown(surface, rect,
state, names, scale)`` to show its game's scoring details on the game-over scene,
and ``animating`` (True while an animation runs).
"""

import pygame

from game.ui import theme
from game.ui.scene import Scene
from game.ui.scenes.handoff import HandOff
from game.ui.text import wrap

OVER_DELAY = 1.2        # seconds between the last move and the game-over scene (at normal speed)


def save_notice(session):
    """The line a table shows while its game is not being autosaved, or None."""
    return f"Not saved: {session.save_problem}." if session.save_problem else None


class TableScene(Scene):
    game_tab = None      # the rules scene's tab for this game

    def __init__(self, app, controller):
        super().__init__(app)
        self.controller = controller
        self.animating = False
        self._over_timer = None
        self._curtain = None

    # ---- moves ---------------------------------------------------------------------------
    def submit(self, action):
        """A human move from a click: apply it, animate it, redraw."""
        seat = self.controller.human_to_act
        events = self.controller.submit(action)
        self.on_game_events(seat, action, events)
        self.refresh()
        self.app.dirty = True
        return events

    def undo(self):
        if self.controller.undo():
            self.app.play_sound("click")
            self.refresh()

    # ---- frame loop --------------------------------------------------------------------------
    def update(self, dt):
        super().update(dt)
        for seat, action, events in self.controller.poll():
            self.on_game_events(seat, action, events)
            self.refresh()
            self.app.dirty = True
        self._check_handoff()
        self._check_over(dt)

    def _check_handoff(self):
        name = self.controller.needs_handoff
        if name and self._curtain is None and self.app.top is self:
            note = None
            if self.controller.state.round > 1 or self.controller.session.actions:
                note = "Your turn."
            self._curtain = HandOff(self.app, name, self._handoff_done, note=note)
            self.app.push(self._curtain)

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
            from game.ui.play.gameover import GameOverScene
            self._over_timer = float("inf")
            self.app.push(GameOverScene(self.app, self))

    def wake_in(self):
        if self.controller.thinking or self.animating or (
                self.controller.human_to_act is None and not self.controller.session.over):
            return 0
        if self._over_timer is not None and self._over_timer != float("inf"):
            return 0
        return super().wake_in()

    def on_reveal(self):
        self.refresh()

    # ---- keys ----------------------------------------------------------------------------------
    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.open_pause()
                return
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.undo()
                return
            if event.unicode == "?" or (event.key == pygame.K_SLASH and event.mod & pygame.KMOD_SHIFT):
                self.open_rules()
                return
        super().handle_event(event)

    def open_pause(self):
        from game.ui.scenes.pause import PauseMenu
        self.app.push(PauseMenu(self.app))

    def open_rules(self):
        from game.ui.scenes.rules import RulesScene
        self.app.push(RulesScene(self.app, tab=self.game_tab))

    # ---- drawing -------------------------------------------------------------------------------
    def draw(self, surface):
        self.draw_table(surface)
        super().draw(surface)

    def draw_log(self, surface, rect, lines=None):
        """The last lines of the game log that fit in ``rect``, newest at the bottom."""
        rect = pygame.Rect(rect)
        theme.draw_panel(surface, rect, self.scale, elevation=0.4)
        pad = self.s(10)
        size = self.s(theme.TEXT_S)
        fnt = theme.font(size)
        line_h = fnt.get_linesize()
        inner_w = rect.width - 2 * pad
        wrapped = []
        visible = self.controller.session.visible_log(self.controller.viewer)
        for entry in visible[-(lines or 40):]:
            rows = wrap(entry.text, fnt, inner_w)
            wrapped.extend((entry.round, r, i == 0) for i, r in enumerate(rows))
        room = max(0, (rect.height - 2 * pad) // line_h)
        y = rect.bottom - pad - min(room, len(wrapped)) * line_h
        clip = surface.get_clip()
        surface.set_clip(rect.inflate(-2, -2))
        for rnd, row, first in wrapped[-room:] if room else []:
            colour = theme.INK if first else theme.INK_SOFT
            surface.blit(fnt.render(row, True, colour), (rect.left + pad + (0 if first else self.s(10)), y))
            y += line_h
        surface.set_clip(clip)

    # ---- for subclasses ------------------------------------------------------------------------
    def seat_colour(self, seat):
        """The colour that stands for ``seat`` on this table (the game-over scene uses it too)."""
        return theme.SEATS[seat % len(theme.SEATS)]

    def draw_table(self, surface):
        raise NotImplementedError

    def on_game_events(self, seat, action, events):
        """Start animations for what just happened."""

    def refresh(self):
        """The state changed: rebuild whatever is cached from it."""

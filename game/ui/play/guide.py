"""The guide of a lesson: a see-through scene over a game's table that leads a first game.

It sits on top of the table (so it sees every event first), lets through only the click the
current step asks for, and draws a glowing ring over that spot and a panel with the rule, placed
where it does not cover the ring. Any other click or key is refused with a short hint, a shake of
the panel and the error sound. The table still runs below: the guide passes it the frame updates
(AI moves) and the pointer's movements (hover, tooltips). Esc offers to leave the lesson.

The steps come from :mod:`game.engine.lesson`; the spot of a step is found on the table by its
``key`` or ``ident`` (``at`` / ``point``), else by the action it carries, else through the table's
``clicks_for(action)`` (:class:`~game.ui.play.table.TableScene`). A step pointing at ``[final]``
shows the final scoring in a card, drawn by the table's ``draw_breakdown`` as the game-over
screen draws it, and ``[final, n]`` rings its n-th line (when the table's drawing returns the
rects of its lines). A card the table shows over itself (``overlay_open()``, e.g. an
intermediate scoring) is put away by a click or Enter, as in play.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.engine import i18n
from game.engine.actions import parse_action
from game.engine.i18n import N_, M, Mp, _, said, tr
from game.engine.lesson import FINAL, Lesson, Progress
from game.ui import text, theme
from game.ui.scene import Scene
from game.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from collections.abc import Callable

    from game.engine.lesson import Step
    from game.games import GameInfo
    from game.ui.app import App
    from game.ui.play.table import TableScene

PANEL_W = 400             # design px
CARD_W, CARD_H = 640, 430  # design px: the final scoring card, at most
SHAKE_TIME = 0.35         # seconds
REFUSED = N_("Not yet: click the highlighted {thing}.")
REFUSED_READ = "Not yet: read this, then press Next."
WAITING = N_("{name} is playing…")
PASS_THROUGH = (pygame.MOUSEMOTION, pygame.MOUSEWHEEL, pygame.WINDOWLEAVE)
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class GuideScene(Scene):
    """The lesson's guide over ``table``; ``lesson`` is a :class:`~game.engine.lesson.Lesson`.

    ``on_real_game``: what "Play a real game" does when the lesson is over."""

    is_modal = True

    def __init__(self, app: App, table: TableScene, lesson: Lesson,
                 on_real_game: Callable[[], object] | None = None) -> None:
        super().__init__(app)
        self.table, self.progress = table, Progress(lesson)
        table.hints_hidden = True         # the lesson is the guide: no Hint button that only answers "Not yet"
        self.on_real_game = on_real_game
        self.hint = ""
        self.shake = 0.0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self._pressed: Widget | None = None   # the target a press went to (its release goes there too)
        self._kept_clear: list[pygame.Rect] = []   # the rects last added to the table's tooltip keep-clear list
        self.next_button = self.ui.add(Button("Next", self.next_step, style="primary"))
        self.leave_button = self.ui.add(Button("Leave lesson", self.ask_leave, style="quiet"))
        self.real_button = self.ui.add(Button("Play a real game", self.real_game, style="primary"))
        self.menu_button = self.ui.add(Button("Back to menu", self.leave, style="secondary"))

    # ---- the step and its spot ------------------------------------------------------------------------
    @property
    def step(self) -> Step | None:
        return self.progress.step

    @property
    def shown_step(self) -> Step:
        """The step the panel shows (asked only while the lesson goes on)."""
        step = self.progress.step
        assert step is not None
        return step

    def waiting_for(self) -> str | None:
        """The name of the player the lesson waits for (an AI's turn), or None."""
        c = self.table.controller
        if c.human_to_act is not None or c.session.over:
            return None
        d = c.decision()
        return c.session.seats[d.player].name if d is not None else "The table"

    def target(self) -> Widget | None:
        """The table's widget the current step highlights, or None (a reading step, or waiting)."""
        step = self.step
        if step is None:
            return None
        key = step.at or step.point
        if key is None and step.do is None:
            return None
        if self.waiting_for() is not None:
            return None
        widgets = [w for w in reversed(self.table.ui.widgets) if w.visible and w.rect.w > 0]
        if key is not None:
            return next((w for w in widgets if key in (getattr(w, "key", None), getattr(w, "ident", None))), None)
        found = next((w for w in widgets if getattr(w, "action_text", None) == step.do
                      and getattr(w, "on_click", None) is not None and w.enabled), None)
        if found is None and step.do is not None:
            points = self.table.clicks_for(parse_action(step.do)) or []
            if points:
                found = next((w for w in widgets if w.rect.collidepoint(points[0])), None)
        return found

    def final_line(self) -> int | None:
        """The current step's line of the final scoring card (0: the whole card), or None when
        it shows no card (not a ``[final]`` step, or the table draws no breakdown)."""
        step = self.step
        key = step.point if step is not None else None
        if not key or key[0] != FINAL or self.table.draw_breakdown is None:
            return None
        return int(key[1]) if len(key) > 1 else 0

    def final_card(self) -> pygame.Rect | None:
        """Where the final scoring card goes (left of the middle), or None."""
        if self.final_line() is None:
            return None
        W, H = self.size
        m = self.s(24)
        w = min(self.s(CARD_W), W - self.s(PANEL_W) - 3 * m)
        h = min(self.s(CARD_H), H - 2 * m)
        return pygame.Rect(m, (H - h) // 2, w, h)

    def next_step(self) -> None:
        if self.step is not None and self.step.reading and self.waiting_for() is None:
            if self._overlay():          # the card the step was about goes with it
                self.table.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
            self.progress.advance()
            self._after_step()

    def _after_step(self) -> None:
        self.hint = ""
        self.app.play_sound("chime" if self.progress.done else "click")
        self.layout()

    # ---- leaving ---------------------------------------------------------------------------------------
    def ask_leave(self) -> None:
        from game.ui.scenes.dialogs import ConfirmDialog
        self.app.push(ConfirmDialog(self.app, "Leave the lesson?",
                                    "You can take it again from Learn to play on the main menu.",
                                    self.leave, confirm="Leave", cancel="Stay"))

    def leave(self) -> None:
        self.table.controller.shutdown()       # a move Bob is thinking about is not wanted now
        self.app.go_home()

    def real_game(self) -> None:
        self.leave()
        if self.on_real_game is not None:
            self.on_real_game()

    # ---- events ----------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type in PASS_THROUGH:
            self.ui.handle_event(event)
            self.table.handle_event(event)
            self._clear_covered_hover()
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self._mouse(event)

    def _overlay(self) -> bool:
        return bool(self.table.overlay_open())

    def _key(self, event: pygame.event.Event) -> None:
        if event.key in ENTER_KEYS and self._overlay():       # Enter puts the table's card away
            self.table.handle_event(event)
            return
        if event.key == pygame.K_ESCAPE:
            self.leave() if self.progress.done else self.ask_leave()
        elif event.key in ENTER_KEYS and self.progress.done:
            self.real_game()
        elif self.progress.done and (event.unicode == "?" or (event.key == pygame.K_SLASH
                                                              and event.mod & pygame.KMOD_SHIFT)):
            self.table.open_rules()             # the last bubble says "Press ? for all the rules"
        elif event.key in ENTER_KEYS and self.shown_step.reading:
            self.next_step()
        elif event.key == pygame.K_TAB:        # the keyboard's way round the table
            self.table.handle_event(event)
        elif event.key in ENTER_KEYS and not self.shown_step.reading and self.target() is not None and (
                self.table.ui.keyboard and self.table.ui.focus is self.target()
                or self.table.enter_widget() is self.target()):      # Enter does in the lesson what it does in play
            self._forward(event, clicked=self.target())
        elif event.key not in (pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL):
            self.refuse()

    def _mouse(self, event: pygame.event.Event) -> None:
        pos = event.pos
        if event.type == pygame.MOUSEBUTTONUP and self._pressed is not None:
            pressed, self._pressed = self._pressed, None
            self._forward(event, clicked=pressed)
            return
        if self.panel.collidepoint(pos):
            self.ui.handle_event(event)
            return
        if self._overlay() and event.button == 1:     # a click puts the table's card away
            if event.type == pygame.MOUSEBUTTONUP:
                self.table.handle_event(event)
            return
        if event.type == pygame.MOUSEBUTTONUP:
            return
        target = self.target()
        step = self.step
        if event.button == 1 and target is not None and step is not None and not step.reading \
                and target.rect.collidepoint(pos):
            self._pressed = target
            self._forward(event)
            return
        if event.button in (4, 5):      # old-style wheel events scroll, as MOUSEWHEEL does
            return
        self.refuse()

    def _forward(self, event: pygame.event.Event, clicked: Widget | None = None) -> None:
        """Give the table ``event``; then see whether the player's move answers the step."""
        actions = self.table.controller.session.actions
        before = len(actions)
        self.table.handle_event(event)
        moves = [str(a) for a in actions[before:]]
        step = self.step
        if step is None:
            return
        if any(self.progress.answers(m) for m in moves) or (
                clicked is not None and step.do is None and step.at is not None and not moves):
            self.progress.advance()
            self._after_step()

    def refuse(self) -> None:
        """An off-script click or key: say what to do instead, shake the panel, sound it."""
        step = self.step
        if step is None:
            self.hint = "The lesson is over: choose below."
        elif self.waiting_for() is not None:
            self.hint = M("Not yet: wait for {name}.", name=self.waiting_for())
        elif step.reading:
            self.hint = REFUSED_READ
        else:
            self.hint = M(REFUSED, thing=Mp("highlighted", self._thing()))
        self.shake = SHAKE_TIME
        self.app.play_sound("error")
        self.layout()

    def _thing(self) -> str:
        at = self.shown_step.at
        key = at if at is not None else getattr(self.target(), "key", None)
        if isinstance(self.target(), Button):
            return "button"
        if key and key[0] in ("hand", "line", "gallery", "bank", "pick", "shown"):
            return "card"
        if key and key[0] == "stack":
            return "stack"
        return "button" if key is None else "spot"

    # ---- frame loop ------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.table.update(dt)
        self._clear_covered_hover()
        self.shake = max(0.0, self.shake - dt)

    def _clear_covered_hover(self) -> None:
        """No table tooltip under the panel: the table hovers nothing where the panel covers it
        (the pointer on the panel, or the panel moved over it), and its tooltips keep clear of it
        and of the highlighted spot's ring and tag (the last click's tooltip hid the next spot)."""
        ui = self.table.ui
        if self.panel.collidepoint(ui.pointer) and ui.hover is not None:
            ui.clear_hover()
        keep = [r for r in ui.tip_keep_clear if not any(r is k for k in self._kept_clear)]
        target = self.target()
        self._kept_clear = [self.panel] + ([self._ring_area(target)] if target is not None else [])
        ui.tip_keep_clear = keep + self._kept_clear

    def _ring_area(self, target: Widget) -> pygame.Rect:
        """Where the ring around ``target`` and its tag are drawn."""
        area = target.rect.inflate(self.s(28), self.s(28))
        return area.union(area.move(0, -self.s(30) if target.rect.top > self.s(60) else self.s(30)))

    def wake_in(self) -> float | None:
        if self.shake > 0:
            return 0
        waits = [w for w in (self.table.wake_in(), super().wake_in()) if w is not None]
        return min(waits) if waits else None

    # ---- layout and drawing ----------------------------------------------------------------------------
    def _lines(self) -> tuple[str, list[str], list[str]]:
        """(title, body lines, hint lines) of the panel for the current step."""
        w = self.s(PANEL_W) - 2 * self.s(18)
        body_font = theme.font(self.s(theme.TEXT - 1))
        if self.progress.done:
            title, say = "Lesson complete", self.progress.lesson.finish
        else:
            title, say = self.shown_step.title, self.shown_step.say
        body = text.wrap(say, body_font, w)
        name = None if self.progress.done else self.waiting_for()
        if name is not None:       # a message of its own, on its own line: the step's text stays whole
            body += text.wrap(M(WAITING, name=name), body_font, w)
        hint = text.wrap(self.hint, theme.font(self.s(theme.TEXT_S), bold=True), w) if self.hint else []
        return title, body, hint

    def layout(self) -> None:
        title, body, hint = self._lines()
        pad, line_h, hint_h = self.s(18), self.s(theme.TEXT - 1) + self.s(6), self.s(theme.TEXT_S) + self.s(5)
        bh = self.s(36)
        h = pad + self.s(14) + self.s(8) + self.s(theme.TEXT_L) + self.s(10) + len(body) * line_h \
            + (self.s(6) + len(hint) * hint_h if hint else 0) + self.s(14) + bh + pad
        w = self.s(PANEL_W)
        if self.progress.done:       # wide enough for its two buttons' labels side by side, at full size
            w = max(w, sum(self._final_needs()) + 2 * pad + self.s(10))
        self.panel = self._place(w, h)
        x, bottom = self.panel.left + pad, self.panel.bottom - pad
        done = self.progress.done
        reading = not done and self.shown_step.reading
        self.next_button.visible = reading
        if reading and self.waiting_for() is not None:
            self.next_button.disable(M(WAITING, name=self.waiting_for()))
        else:
            self.next_button.enable()
        self.leave_button.visible = not done
        self.real_button.visible = self.menu_button.visible = done
        if done:
            real_w, menu_w = self._final_widths(w - 2 * pad - self.s(10))
            self.real_button.place((x, bottom - bh, real_w, bh), self.scale)
            self.menu_button.place((x + real_w + self.s(10), bottom - bh, menu_w, bh), self.scale)
        else:
            self.leave_button.place((x, bottom - bh, self.s(140), bh), self.scale)
            self.next_button.place((self.panel.right - pad - self.s(120), bottom - bh, self.s(120), bh), self.scale)

    def _final_needs(self) -> list[int]:
        """The widths "Play a real game" and "Back to menu" need: their labels' and a margin."""
        f = theme.font(self.s(theme.TEXT), bold=True)
        return [f.size(tr(b.label))[0] + self.s(28) for b in (self.real_button, self.menu_button)]

    def _final_widths(self, room: int) -> tuple[int, int]:
        """The widths of the last step's two buttons in ``room``: each what it needs, the rest
        shared (a fixed split squeezed the longer French label a size smaller)."""
        need = self._final_needs()
        if sum(need) > room:
            real = room * need[0] // sum(need)
        else:
            real = need[0] + (room - sum(need)) // 2
        return real, room - real

    def _place(self, w: int, h: int) -> pygame.Rect:
        """The panel's rect: never over the ring, and over as little as can be of the table's
        clickable things, then of what it asks to keep clear (``guide_keep_clear()``),
        then of what only shows a tooltip; its last place first, then the lower right."""
        W, H = self.size
        m = self.s(12)
        target = self.target()
        avoid = None
        if target is not None:      # the ring and its tag (above the spot, or below it at the top)
            avoid = self._ring_area(target)
        card = self.final_card()
        if card is not None:
            avoid = card.inflate(self.s(8), self.s(8))
        weights = [(o.rect, 1.0 if getattr(o, "on_click", None) is not None and o.enabled else 0.15)
                   for o in self.table.ui.widgets if o.visible and o is not target]
        weights += [(r, 0.5) for r in self.table.guide_keep_clear()]
        xs = (W - m - w, m, (W - w) // 2)
        ys = [H - m - h, (H - h) // 2] + list(range(self.s(64), H - m - h, self.s(48)))
        best, best_cost = None, None
        # The panel's last place first, so that it stays put while that is as good as any.
        last = [] if self.panel.w != w else [
            (self.panel.x, self.panel.y if self.panel.y <= self.s(64) else self.panel.bottom - h)]
        for x, y in last + [(x, y) for y in ys for x in xs]:
            r = pygame.Rect(x, max(m, y), w, h)
            if avoid is not None and r.colliderect(avoid):
                continue
            cost = sum(r.clip(o).w * r.clip(o).h * k for o, k in weights)
            if best_cost is None or cost < best_cost:
                best, best_cost = r, cost
        return best or pygame.Rect(W - m - w, H - m - h, w, h)

    def draw(self, surface: pygame.Surface) -> None:
        self.layout()          # the ring moves with the table (AI moves, new cards)
        target = self.target()
        if target is not None:
            self._ring(surface, target.rect)
        card = self.final_card()
        if card is not None:
            self._draw_final(surface, card)
        dx = round(math.sin(self.shake * 40) * self.s(8) * self.shake / SHAKE_TIME)
        panel = self.panel.move(dx, 0)
        theme.draw_panel(surface, panel, self.scale, elevation=2)
        pygame.draw.rect(surface, theme.ACCENT, (panel.left, panel.top + self.s(14), self.s(4),
                                                 self.s(theme.TEXT_L) + self.s(8)))
        title, body, hint = self._lines()
        pad = self.s(18)
        x, y = panel.left + pad, panel.top + pad
        counter = tr(self.progress.counter) if not self.progress.done else _("Well done")
        theme.blit_text(surface, said(counter.upper()),
                        self.s(11), theme.ACCENT, (x, y - self.s(4)), bold=True)
        y += self.s(14)
        theme.blit_text(surface, title, self.s(theme.TEXT_L), theme.INK, (x, y), bold=True)
        y += self.s(theme.TEXT_L) + self.s(10)
        for line in body:
            theme.blit_text(surface, line, self.s(theme.TEXT - 1), theme.INK, (x, y))
            y += self.s(theme.TEXT - 1) + self.s(6)
        if hint:
            y += self.s(6)
            for line in hint:
                theme.blit_text(surface, line, self.s(theme.TEXT_S), theme.ACCENT, (x, y), bold=True)
                y += self.s(theme.TEXT_S) + self.s(5)
        for b in (self.next_button, self.leave_button, self.real_button, self.menu_button):
            b.rect.x += dx
        super().draw(surface)
        for b in (self.next_button, self.leave_button, self.real_button, self.menu_button):
            b.rect.x -= dx
        self.table.ui.draw_tooltip(surface)        # the table's tooltip over the ring and its badge

    def _draw_final(self, surface: pygame.Surface, card: pygame.Rect) -> None:
        """The final scoring card, as the game-over screen draws it, its step's line ringed."""
        theme.dim(surface, 90)
        theme.draw_panel(surface, card, self.scale, elevation=2)
        c = self.table.controller
        draw_breakdown = self.table.draw_breakdown
        assert draw_breakdown is not None          # a final card is shown only by a table that draws one
        lines = draw_breakdown(surface, card.inflate(-2 * self.s(14), -2 * self.s(14)), c.model().observation,
                               [seat.name for seat in c.session.seats], self.scale)
        n = self.final_line()
        if n and isinstance(lines, list) and n <= len(lines):
            self._ring(surface, lines[n - 1], pad=6, tag=False)

    def tag_rect(self, rect: pygame.Rect, text_size: tuple[int, int]) -> pygame.Rect:
        """Where the "Click here" tag of the spot ``rect`` goes: above it (below it at the top of
        the window), else beside it, wherever it covers no other control of the table (above a
        chooser's chip it hid the chip above); above when every place covers one."""
        tw, th = text_size[0] + self.s(16), text_size[1] + self.s(8)
        W, H = self.size
        gap = self.s(12)
        above = pygame.Rect(0, rect.top - gap - th, tw, th)
        below = pygame.Rect(0, rect.bottom + gap, tw, th)
        for r in (above, below):
            r.centerx = min(max(rect.centerx, tw // 2 + self.s(4)), W - tw // 2 - self.s(4))
        right = pygame.Rect(rect.right + gap, rect.centery - th // 2, tw, th)
        left = pygame.Rect(rect.left - gap - tw, rect.centery - th // 2, tw, th)
        first = [above, below] if above.top >= self.s(4) else [below, above]
        window = pygame.Rect(0, 0, W, H).inflate(-self.s(8), -self.s(8))
        places = [r for r in first + [right, left] if window.contains(r)] or first[:1]
        target = self.target()
        others = [w.rect for w in self.table.ui.widgets
                  if w.visible and w is not target and w.rect.w > 0 and not w.rect.contains(rect)]
        return next((r for r in places if r.collidelist(others) < 0 and not r.colliderect(self.panel)), places[0])

    def _ring(self, surface: pygame.Surface, rect: pygame.Rect, pad: int = 26, tag: bool = True) -> None:
        """A thick ring with a soft glow around ``rect``, and a "Click" tag above it (below it
        when there is no room)."""
        pad = self.s(pad)
        box = rect.inflate(2 * pad, 2 * pad)
        glow = pygame.Surface(box.size, pygame.SRCALPHA)
        inner = pygame.Rect(pad, pad, rect.w, rect.h)
        for i, alpha in enumerate((255, 150, 80, 35)):
            r = inner.inflate(self.s(8 + 7 * i), self.s(8 + 7 * i))
            pygame.draw.rect(glow, (*theme.ACCENT, alpha), r, max(2, self.s(4 if i == 0 else 3)),
                             border_radius=self.s(10 + 4 * i))
        # a light line inside the ring keeps it visible on red and orange cards
        pygame.draw.rect(glow, (*theme.SURFACE, 255), inner.inflate(self.s(2), self.s(2)), max(2, self.s(3)),
                         border_radius=self.s(8))
        surface.blit(glow, box.topleft)
        if not tag:
            return
        badge = theme.text("Click here" if not self.shown_step.reading else "Look here", self.s(theme.TEXT_S),
                           theme.SURFACE, bold=True)
        pill = self.tag_rect(rect, badge.get_size())
        theme.round_rect(surface, pill, theme.ACCENT, pill.h // 2)
        surface.blit(badge, badge.get_rect(center=pill.center))

def lesson_games() -> list[tuple[str, int, str]]:
    """``(game id, lesson index, label)`` of every lesson of the registered games, in tab order
    and then in the order each game lists them (:func:`~game.tools.lessons.lesson_files`). The
    label is the game's title for its first lesson, ``"<title>: <name>"`` for the others."""
    from game.engine.errors import DataError
    from game.tools.lessons import LESSONS, lesson_files, lesson_for
    out = []
    for g in LESSONS.games():
        for index in range(len(lesson_files(g))):
            if index == 0:
                out.append((g.id, index, g.title))
                continue
            try:
                lesson = lesson_for(g, index=index)
            except DataError:
                lesson = None
            name = lesson.name if lesson is not None else M("lesson {n}", n=index + 1)
            out.append((g.id, index, M("{game}: {lesson}", game=g.title, lesson=name)))
    return out


def open_lesson(app: App, game_id: str, index: int = 0) -> GuideScene | None:
    """Start ``game_id``'s ``index``-th lesson: its fixed game on the table, at its first step
    (its prefix replayed; never autosaved, so the player's own game to continue is kept) with
    the guide over it. Returns the guide, or None when the lesson cannot be used (damaged, or
    its moves do not replay): Learn to play then says why and offers the other lessons."""
    from game.games import AGENTS, spec
    from game.tools.lessons import start
    from game.ui.play.launch import open_table

    game = spec(game_id)
    lesson = _checked(game, index)[1]
    if lesson is None:
        choose_lesson(app)
        return None
    session = start(game.module(), lesson, AGENTS)
    table = open_table(app, session)
    new_game = app.actions.new_game
    guide = GuideScene(app, table, lesson,                                            # this game's tab
                       on_real_game=(lambda: new_game(game_id)) if new_game is not None else None)
    app.push(guide)
    return guide


def _checked(game: GameInfo, index: int = 0) -> tuple[str | None, Lesson | None]:
    """``(None, lesson)`` for a game's lesson that loads and whose moves replay, or ``(why not,
    None)``: one sentence naming the file, never its content."""
    from game.engine.errors import DataError
    from game.tools.lessons import checked_lesson
    try:
        return None, checked_lesson(game, index=index)
    except DataError as exc:
        return exc.plain(), None


def choose_lesson(app: App) -> None:
    """Learn to play: a dialog offering each game's lessons. A lesson that cannot be used is shown
    disabled, the dialog says why in one sentence, and the other lessons stay offered."""
    from game.games import spec
    from game.ui.scenes.dialogs import Dialog
    lessons = lesson_games()
    problems = {(gid, i): _checked(spec(gid), i)[0] for gid, i, _label in lessons}
    text: str = M("Guided games: each step shows what to click and the rule behind it; \"Learn to win\" goes on "
                  "from a game under way to the final scoring. Leave at any time with Esc.")
    for gid, i, label in lessons:
        if problems[gid, i]:
            text = i18n.join(" ", (text, M("The {lesson} lesson cannot be opened: {problem}", lesson=label,
                                            problem=problems[gid, i])))
    buttons = [(label, (lambda g=gid, k=i: open_lesson(app, g, k)), "primary") for gid, i, label in lessons]
    dialog = Dialog(app, "Learn to play", text, buttons + [("Cancel", None, "quiet")])
    for (gid, i, _label), button in zip(lessons, dialog.buttons):
        if problems[gid, i]:
            button.disable(M("This lesson cannot be opened: {problem}", problem=problems[gid, i]))
    app.push(dialog)

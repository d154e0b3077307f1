"""GalleristTable: The Gallerist at the table, by mouse and keyboard.

The scene is a thin conductor over pure parts:

- :mod:`.model` reads the :class:`~game.ui.play.model.TableModel` of the seat shown into a
  :class:`~.model.Frame`: its view, each legal option on the board piece it concerns, and the
  reasons by piece;
- :mod:`.captions` writes every text (status, button labels, cost and gain previews);
- :mod:`.layout` places panels and pieces; :mod:`.paint_board` and :mod:`.paint_players`
  draw the frame; :mod:`.effects` turns the engine's events into highlights and the
  intermediate-scoring card.

The table reads the game only through its controller's table model (the view of the seat shown,
the pending decision with its options and reasons by piece, the seats, the log, the events of the
last move): it asks the rules nothing.

Playing: a legal target glows; clicking it takes the option it carries. A piece carrying
several options (a work that two contracts could sell) puts them in the choice bar at the
bottom, which also holds the options no piece stands for (pass, end, a payment split shown
as money + influence before it is confirmed). Tab / Shift+Tab walk through every target and
button, Enter takes the focused one. A piece that is not a choice says why (the engine's
``why_not``) or what it is.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from game.engine import i18n
from game.engine.actions import Action
from game.engine.i18n import M
from game.gallerist.data import LOCATION_NAMES
from game.gallerist.ui import captions, layout, style
from game.gallerist.ui.drag import draggable, drop_action
from game.gallerist.ui.effects import Effects
from game.gallerist.ui.layers import BaseLayer, Regions
from game.gallerist.ui.layout import Layout
from game.gallerist.ui.model import Frame, Key, build_frame
from game.gallerist.ui.scorecard import draw_breakdown, draw_intermediate, intermediate_rect
from game.ui import theme
from game.ui.hotspot import Hotspot
from game.ui.play.model import Event, said_as
from game.ui.play.table import TableScene
from game.ui.text import shorten, wrap_at_most
from game.ui.widgets import Button

LACERDA_EVENTS = ("lacerda_move", "lacerda_market", "kick_lacerda")


GAUGES_W = 430          # the end conditions' gauges, right of the top bar (design pixels)

class GalleristTable(TableScene):

    def __init__(self, app: Any, controller: Any) -> None:
        super().__init__(app, controller)
        self.frame: Frame                   # set by refresh, below
        self.lay: Layout                    # set by layout, once the window's size is known
        self.choice: Key | None = None      # a piece whose several options wait in the bar
        self.effects = Effects()
        self.spots: list[Hotspot] = []
        self.buttons: list[Button] = []
        self._base = BaseLayer()    # the board without glows and effects, redrawn region by region
        self.drag: tuple[Key, tuple[int, int]] | None = None   # (visitor key, pointer) while a visitor is dragged
        self.refresh()

    # ---- the model -------------------------------------------------------------------------
    def refresh(self) -> None:
        self.frame = build_frame(self.controller.model())
        if self.choice is not None and not self.frame.options_at(self.choice):
            self.choice = None
        self.layout()

    def layout(self) -> None:
        if self.size == (0, 0):
            return
        pub, seat = self.frame.pub, self.frame.seat
        self.lay = layout.compute(self.size, pub.num_players, seat, pub.hired[seat])
        self._build_widgets()

    # ---- widgets ---------------------------------------------------------------------------
    def _build_widgets(self) -> None:
        f, lay = self.frame, self.lay
        spots: list[Hotspot] = []
        for key, rect in lay.pieces.items():
            acts = f.options_at(key)
            if acts:
                tip = (f.tip(acts[0]) if len(acts) == 1
                       else M("{n} choices: click to pick one.", n=len(acts)))
                spots.append(self._spot(rect, key, acts, tip))
            elif key[0] != "queue":            # the queue's free cells are the ("hire", n) pieces
                reason = f.reasons.get(key)
                what = f.tips.get(key)
                if reason is not None and what is not None:
                    reason = what + "\n" + reason        # what it is, then why it is not a choice
                if reason is not None or what is not None:
                    spots.append(Hotspot(rect, None, what, reason is None, reason, key=key))
        # the KO space of the kicked-out assistant takes the ("ko",) options
        if f.options_at(("ko",)) and f.pub.kicked_out_at >= 0:
            rect = lay.pieces[("kospace", f.pub.kicked_out_at)]
            acts = f.options_at(("ko",))
            spots.append(self._spot(rect, ("ko",), acts, f.label(acts[0])))
        self.spots = [s for s in spots if s.rect.w > 1]
        for spot in self.spots:                 # tooltips grow with the board's text, never below 1280×720's
            spot.place(spot.rect, max(1.0, self.scale))
        self.buttons = self._bar_buttons()
        self.ui.replace([*self.spots, *self.buttons])

    def _spot(self, rect: pygame.Rect, key: Key, acts: list[Action], tip: str) -> Hotspot:
        spot = Hotspot(rect, acts[0] if len(acts) == 1 else None, tip, key=key, on_click=self._on_piece(key),
                       ring=(theme.ACCENT, theme.ACCENT))
        spot.ident = key            # type: ignore[attr-defined]  # the focus finds its widget again by it
        return spot

    def _bar_options(self) -> list[Action]:
        if self.choice is not None:
            return self.frame.options_at(self.choice)
        return self.frame.bar

    def _bar_buttons(self) -> list[Button]:
        f = self.frame
        bar = self.lay.regions["bar"]
        opts = self._bar_options()
        items: list[tuple[str, Callable[[], None], str, Action | None]] = [
            (f.label(a), self._submitter(a), f.tip(a), a) for a in opts]
        if self.choice is not None:
            items.append(("Cancel", self._cancel_choice, "Choose another piece.", None))
        out: list[Button] = []
        if not items:
            return out
        gap = self.s(8)
        left = bar.left + self.s(330)
        width = bar.right - left - self.s(10)
        bw = min(self.s(300), (width - gap * (len(items) - 1)) // len(items))
        rows = 1 if bw >= self.s(110) else 2
        per_row = len(items) if rows == 1 else (len(items) + 1) // 2
        bw = min(self.s(300), (width - gap * (per_row - 1)) // per_row)
        bh = (bar.h - self.s(10) - (rows - 1) * self.s(4)) // rows
        for i, (label, click, tip, action) in enumerate(items):
            r, col = divmod(i, per_row)
            b = Button(label, click, style="primary" if action is not None and action[0] in ("end", "pass", "done")
                       else "secondary", tooltip=tip, size=12 if rows == 1 else 10)
            b.ident = ("bar", str(action))      # type: ignore[attr-defined]  # (the focus finds it again)
            b.place((left + col * (bw + gap), bar.top + self.s(5) + r * (bh + self.s(4)), bw, bh), self.scale)
            out.append(b)
        return out

    def _on_piece(self, key: Key) -> Callable[[], None]:
        def click() -> None:
            acts = self.frame.options_at(key)
            if len(acts) == 1:
                self._submit(acts[0])
            elif acts:
                self.choice = key
                self._build_widgets()
        return click

    def _submitter(self, action: Action) -> Callable[[], None]:
        return lambda: self._submit(action)

    def _cancel_choice(self) -> None:
        self.choice = None
        self._build_widgets()

    def _submit(self, action: Action) -> None:
        self.choice = None
        self.effects.clear_card()
        self.submit(action)

    # ---- events ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if self.effects.card is not None and (
                (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or
                (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE))):
            self.effects.clear_card()
            self.app.dirty = True
            return
        if self.effects.card is not None:
            return super().handle_event(event)        # modal: the base stops what would reach the table
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.choice is not None:
            self._cancel_choice()
            return
        if self._drag_event(event):
            return
        super().handle_event(event)

    def clicks_for(self, action: Action) -> list[tuple[int, int]] | None:
        """Where to click to take ``action`` (a lesson's guide rings it): its button in the choice
        bar, else the piece carrying it (a piece with several options opens them in the bar)."""
        text = str(action)
        for b in self.buttons:
            if getattr(b, "ident", None) == ("bar", text):
                return [b.rect.center]
        for spot in self.spots:
            if isinstance(spot.key, tuple) and action in self.frame.options_at(spot.key):
                return [spot.rect.center]
        return None

    def overlay_open(self) -> bool:
        """Whether the intermediate-scoring card is up (a click or Enter puts it away)."""
        return self.effects.card is not None

    def guide_keep_clear(self) -> list[pygame.Rect]:
        """A lesson's guide panel keeps off the log, where the moves just made are told (at 1280×720
        it covered it through Learn to win), and off the intermediate-scoring card while it is up."""
        card = self.effects.card
        return [self.lay.regions["log"]] + ([] if card is None else [intermediate_rect(self.size, self.scale, card)])

    def _drag_event(self, event: pygame.event.Event) -> bool:
        """Tickets by drag (see :mod:`.drag`); True when the event ended a drag that acted."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            spot = self.ui.widget_at(event.pos)
            key = getattr(spot, "key", None)
            self.drag = (key, event.pos) if key is not None and draggable(self.frame, key) else None
        elif event.type == pygame.MOUSEMOTION and self.drag is not None:
            self.drag = (self.drag[0], event.pos)
            self.app.dirty = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag is not None:
            key, self.drag = self.drag[0], None
            action = drop_action(self.frame, self.lay, key, event.pos)
            if action is not None and not self.lay.pieces[key].collidepoint(event.pos):
                self._submit(action)
                return True
        return False

    def on_game_events(self, seat: int | None, action: Action, events: list[Event]) -> None:
        model = self.controller.model()     # after the move: its log lines word it
        names = model.names
        human = model.seats[seat].human if seat is not None else True
        lines = model.last_move_lines()
        text = next((said_as(line.text) for line in lines if line.event is None), None) if seat is not None else None
        lacerda = [said_as(line.text) for line in lines if line.event in LACERDA_EVENTS]
        if lacerda:                    # the solitaire bot's turn, inside the player's move: in words too
            text, human = i18n.join(" ", lacerda), False
        before = self.frame.pub        # the frame is still the one from before the move
        where = lambda owner: ((-1 if before.lacerda_home else before.lacerda_at) if owner == 4  # noqa: E731
                               else before.gallerist_at[owner])
        self.effects.add(action, events, names, seat, human, self.app.settings.animation_factor, text, where,
                         card_waits=bool(self.controller.humans))

    def hint_spot(self) -> pygame.Rect:
        """The Hint button: in the top bar, left of the end conditions' gauges."""
        r = self.lay.regions["top"]
        w, h = self.s(78), min(self.s(27), r.h - self.s(6))
        return pygame.Rect(r.right - self.s(GAUGES_W) - self.s(12) - w, r.centery - h // 2, w, h)

    def update(self, dt: float) -> None:
        super().update(dt)
        card = self.effects.card
        self.effects.update(dt)
        if card is not None and self.effects.card is None:
            self.app.dirty = True          # the card went by itself (a table of AIs alone)
        self.animating = self.effects.busy

    def wake_in(self) -> float | None:
        if self.effects.busy or self.frame.targets:
            return 0.05 if not self.effects.busy else 0
        return super().wake_in()

    # ---- drawing ---------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        f, lay = self.frame, self.lay
        surface.blit(self._base.update(f, lay, self._own_regions()), (0, 0))
        t = self.age
        for key in f.targets:
            rect = lay.pieces.get(key) or (lay.pieces.get(("kospace", f.pub.kicked_out_at)) if key == ("ko",) else None)
            if rect is not None:
                style.glow(surface, rect, self.scale, t)
        if self.choice is not None and self.choice in lay.pieces:
            style.glow(surface, lay.pieces[self.choice], self.scale, 0.4, theme.ACCENT)
        self.effects.draw_highlights(surface, lay, self.scale)
        self.effects.draw_flights(surface, lay, self.scale)
        self.draw_log(surface, lay.regions["log"])
        if self.drag is not None and not lay.pieces[self.drag[0]].collidepoint(self.drag[1]):
            style.visitor(surface, self.drag[0][-1], self.drag[1], self.s(10))
        self.effects.draw_banner(surface, lay, self.scale)
        if self.effects.card is not None:
            draw_intermediate(surface, self.size, self.scale, self.effects.card, f)

    def _own_regions(self) -> Regions:
        """The base layer's regions the scene paints itself: ``{name: (rect, key, painter)}``,
        keyed on their texts."""
        pub = self.frame.pub
        top = (captions.status(self.frame), captions.end_summary(pub),
               tuple(zip(captions.end_conditions(pub), captions.end_gauges(pub))), self.controller.hints_offered)
        bar = self._bar_words()
        return {"top": (self.lay.regions["top"], top, lambda s: self._draw_top(s, *top)),
                "bar": (self.lay.regions["bar"], bar, lambda s: self._draw_bar(s, *bar))}

    def _draw_top(self, surface: pygame.Surface, text: str, summary: str,
                  conditions: Sequence[tuple[tuple[str, float, bool], str]], hints: bool) -> None:
        r = self.lay.regions["top"]
        pygame.draw.rect(surface, theme.SURFACE, r)
        pygame.draw.line(surface, theme.LINE, r.bottomleft, r.bottomright)
        gauges_w = self.s(GAUGES_W)
        room = r.w - gauges_w - self.s(24)
        if hints:                                   # the Hint button sits left of the gauges
            room = min(room, self.hint_spot().left - r.left - self.s(20))
        if theme.font(self.s(14), bold=True).size(text)[0] <= room:
            theme.blit_text(surface, text, self.s(14), theme.INK, (r.left + self.s(12), r.centery), "midleft",
                            bold=True)
        else:                       # a long question (a kicked-out decision, a payment): two smaller lines
            size = self.s(12)
            lines = wrap_at_most(text, theme.font(size, bold=True), room, 2)
            step = theme.font(size, bold=True).get_height()
            y = r.centery - step * len(lines) // 2
            for line in lines:
                style.fit_text(surface, line, size, theme.INK, (r.left + self.s(12), y), width=room, bold=True)
                y += step
        # from the bottom up: the gauges, their labels, the summary (rows as tall as the font, so
        # that the smallest window, where fonts stop shrinking, still has room for all three)
        x = r.right - gauges_w
        small = self.s(10)
        row = theme.font(small).get_height()
        gw = (gauges_w - self.s(16)) // 3
        bar_h = self.s(6)
        bar_top = r.bottom - self.s(3) - bar_h
        style.fit_text(surface, summary, small, theme.INK_SOFT, (x, max(r.top, bar_top - 2 * row)), width=gauges_w)
        for i, ((_label, progress, held), short) in enumerate(conditions):
            gx = x + i * (gw + self.s(4))
            bar = pygame.Rect(gx, bar_top, gw, bar_h)
            theme.round_rect(surface, bar, theme.SURFACE_SUNK, self.s(3))
            fill = bar.copy()
            fill.w = max(1, int(bar.w * progress))
            theme.round_rect(surface, fill, theme.ACCENT if held else theme.GOLD, self.s(3))
            style.fit_text(surface, short + " ✓" if held else short, small, theme.INK, (gx, bar.top), "bottomleft",
                           width=gw)

    def _bar_words(self) -> tuple[str, str]:
        """The choice bar's heading and hint."""
        f = self.frame
        if f.over:
            msg = "The game is over."
        elif not f.mine and f.player is not None:       # (a game not over has a decision)
            who = f.name(f.player)
            human = f.humans[f.player]
            msg = M("Waiting for {who}.", who=who) if human else M("{who} is thinking…", who=who)
        elif self.choice is not None:
            msg = "Which one?"
        elif f.targets:
            msg = "Click a glowing piece or a button." if f.bar else "Click a glowing piece."
        else:
            msg = {"pay": "Pay with:", "fame": "Fame for influence:"}.get(f.kind, "Choose:")
        hint = "Hover a piece to see what it costs and gives." if f.mine else "The board rings what changed."
        return msg, hint

    def _draw_bar(self, surface: pygame.Surface, msg: str, hint: str) -> None:
        r = self.lay.regions["bar"]
        pygame.draw.rect(surface, theme.SURFACE, r)
        pygame.draw.line(surface, theme.LINE, r.topleft, r.topright)
        # the heading and hint end short of the bar's first button (French runs longer than English)
        room = min([b.rect.left for b in self.buttons if b.rect.colliderect(r)] + [r.right]) - r.left - self.s(24)
        theme.blit_text(surface, shorten(msg, theme.font(self.s(13), bold=True), room), self.s(13), theme.INK_SOFT,
                        (r.left + self.s(14), r.top + self.s(8)), bold=True)
        theme.blit_text(surface, shorten(hint, theme.font(self.s(10)), room), self.s(10), theme.INK_FAINT,
                        (r.left + self.s(14), r.bottom - self.s(6)), "bottomleft")

    def handoff_note(self) -> str | None:
        f = self.frame                  # rebuilt after the last move: the kicked-out decision is public
        if f.kind == "ko":
            return M("You were kicked out of the {location}: your decision.",
                     location=LOCATION_NAMES[f.pub.kicked_out_at])
        return super().handoff_note()

    # ---- the game-over scene ---------------------------------------------------------------
    # A lesson's guide rings the rects it returns (guide.py).
    def draw_breakdown(self, surface: pygame.Surface, rect: pygame.Rect,
                       observation: Any, names: Sequence[str], scale: float) -> list[pygame.Rect]:
        """The game-over scene's part: the final scoring from the final view of the seat shown (returns
        the rects of its lines, for a lesson's guide)."""
        return draw_breakdown(surface, rect, observation, names, scale)

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return style.seat_colour(seat)

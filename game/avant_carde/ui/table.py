"""AvantCardeTable: the scene a player sees and clicks during a game of Avant Carde.

The scene ties the parts together; each part does one thing:

- :mod:`.model` — the view (what the viewer may see, from ``observation``) and the prompt;
- :mod:`.captions` — every sentence and figure shown (pure functions, tested without pygame);
- :mod:`.layout` and :mod:`.places` — where everything goes;
- :mod:`.controls` — the clickable things, each carrying its action (built after each change);
- :mod:`.drag` — dragging a hand card to the line;
- :mod:`.events` and :mod:`.anim` — animations from the events of ``apply``;
- :mod:`.frame`, :mod:`.draw`, :mod:`.overlays` — the frame model and the painters that draw it.

After every change the table rebuilds the view for the current viewer, lays the table out,
rebuilds its controls and redraws a cached layer. Input only ever submits an action carried
by a control; the controller checks it against the decision (once) before applying it.

The table reads the game only through its controller's table model (:meth:`controller.model`:
the seat's typed view, the pending decision with its options and the reasons by target, the seats,
the tips' words) and the events of each move; it asks the rules nothing.

Public pieces the tests use: :meth:`hand_rects`, :meth:`line_rects`, :meth:`stack_rect`,
:meth:`clicks_for` (the clicks that perform a legal action), the buttons (``end_button`` …),
``frame_log`` (which hand cards each drawn frame showed, for whom) and
:meth:`option_widget`.
"""

from __future__ import annotations

import traceback
from typing import Any, Callable, Sequence

import pygame

from game.avant_carde.table_view import AvantCardeView
from game.avant_carde.ui import (
    anim as A,
    captions,
    catalog,
    events as events_module,
    frame as frame_module,
    layout as lay,
    model,
    places as placing,
    style,
)
from game.avant_carde.ui.breakdown import draw_breakdown
from game.avant_carde.ui.controls import TableControls
from game.avant_carde.ui.deckview import PlateSpots, open_deck_viewer
from game.avant_carde.ui.drag import Board as DragBoard, Drag
from game.avant_carde.ui.draw import Painter
from game.avant_carde.ui.overlays import Overlays
from game.avant_carde.ui.safety import EndTurnGuard
from game.engine.actions import Action
from game.engine.contract import Event
from game.engine.errors import IllegalActionError
from game.engine.paths import write_log
from game.ui import theme
from game.ui.play.table import LOG_EVENTS, TableScene
from game.ui.widgets import Button, Tooltip


class AvantCardeTable(TableScene):
    game_tab = "avant_carde"
    sound_cues = {"play": "card", "take": "card", "trash": "card", "bury": "card", "draw": "card",
                  "buy": "coin", "gain": "coin", "change": "coin", "reshuffle": "shuffle", "awards": "award"}

    def __init__(self, app: Any, controller: Any) -> None:
        self._view: model.TableView | None = None    # read from the controller's table model by refresh()
        self._moves = 0              # the actions played when it was read
        self.prompt: model.Prompt | None = None
        self.L: lay.Layout | None = None
        self.places = placing.Places()
        self.painter = Painter()
        self.overlays = Overlays(self.painter)
        self.anim = A.Animator(app.settings.animation_factor)
        self.drag = Drag(self._layer_changed)
        self.controls = TableControls(self)
        self.hover_key: Any = None
        self.chooser: dict[str, Any] | None = None   # {"code", "anchor", "panel", "title", "labels", "widgets"}
        self.log_open = False
        self.new_cards: set[str] = set()    # hand cards drawn since the viewer last acted (highlighted)
        self._shown_viewer: int | None = None    # whose table the messages on screen were meant for
        self.layer_dirty = True
        self._layer: pygame.Surface | None = None
        self._hidden: dict[tuple[Any, ...], int] = {}
        self._pending: list[tuple[int | None, Action, list[Event]]] = []
        # (viewer, hand cards shown or None, human to act) per drawn frame
        self.frame_log: list[tuple[int | None, tuple[str, ...] | None, int | None]] = []
        self._layer_hand: tuple[str, ...] | None = None
        self.frames_drawn = 0
        self._warm: list[tuple[Callable[..., Any], tuple[Any, ...]]] = []   # card faces to render ahead of need
        self._warm_key: tuple[Any, ...] | None = None
        super().__init__(app, controller)
        self.rules_button = Button("?", self.open_rules, tooltip="Rules (?)", size=theme.TEXT_L)
        self.recap_button = Button("Recap", self.open_recap, size=theme.TEXT_S,
                                   tooltip="The other players' moves since your last turn (R)")
        self.log_button = Button("Log", self.toggle_log, tooltip="The game log (L)", size=theme.TEXT_S)
        self.undo_button = Button("Undo", self.undo, tooltip="Take back your last move (Ctrl+Z)", size=theme.TEXT_S)
        self.plate_spots = PlateSpots(self.open_cards)
        self.end_guard = EndTurnGuard(app, self.take_primary)
        self.menu_button = Button("Menu", self.open_pause, tooltip="Pause: save, rules, settings, quit (Esc)",
                                  size=theme.TEXT_S)
        self.refresh()

    # ---- small properties -----------------------------------------------------------------------
    @property
    def view(self) -> model.TableView:
        """What the table shows (read from the controller's table model by :meth:`refresh`)."""
        assert self._view is not None, "the table reads its view when it is made"
        return self._view

    @property
    def patterns(self) -> bool:
        return bool(self.app.settings.colourblind_patterns)

    @property
    def hidden(self) -> dict[tuple[Any, ...], int]:
        return self._hidden

    def viewer_buying(self) -> bool:
        v = self._view
        return v is not None and v.phase == "buy" and v.viewer is not None and v.acting == v.viewer

    def bury_visible(self) -> bool:
        return self.viewer_buying() and self.prompt is not None

    def names(self) -> list[str]:
        return [sv.name for sv in self.view.seats]

    def humans(self) -> list[int]:
        """The seats people play."""
        return [sv.seat for sv in self.view.seats if sv.human]

    # the controls the tests and the keyboard reach
    stack_spots = property(lambda self: self.controls.stack_spots)
    bury_buttons = property(lambda self: self.controls.bury_buttons)
    power_buttons = property(lambda self: self.controls.power_buttons)
    stop_button = property(lambda self: self.controls.stop_button)
    end_button = property(lambda self: self.controls.end_button)
    skip_button = property(lambda self: self.controls.skip_button)
    change_button = property(lambda self: self.controls.change_button)

    # ---- public rects (tests, tools) ---------------------------------------------------------------
    def hand_rects(self) -> list[tuple[str, pygame.Rect]]:
        """``[(code, rect)]`` of the viewer's hand as drawn, left to right."""
        return [(c, r) for c, _, _, _, r in self.places.hand]

    def line_rects(self, seat: int) -> list[tuple[str | None, pygame.Rect]]:
        """``[(code or None, rect)]`` of a seat's line as drawn (empty while hidden)."""
        return [(lc.code, r) for lc, r in self.places.lines.get(seat, [])]

    def stack_rect(self, n: int) -> pygame.Rect | None:
        return self.places.stacks.get(n)

    def option_widget(self, action: Action) -> Any:
        """The widget that submits ``action`` directly (a chip or a button), or None."""
        return self.controls.option_widget(action)

    def clicks_for(self, action: Action) -> list[tuple[int, int]] | None:
        """Points to click, in order, that make the viewer take ``action`` (a legal option), or None."""
        return self.controls.clicks_for(action)

    # ---- captions of this moment (the frame model and tests read them) --------------------------------
    def status_line(self) -> str:
        return captions.status_line(self.view, self.names(), self.humans())

    def action_texts(self) -> tuple[str, list[str], str]:
        """(title, [paragraphs], tone) for the action panel."""
        return captions.action_texts(self.view, self.names(), self.humans(), self.prompt,
                                     bool(self.places.picker))

    def money_figures(self) -> tuple[Any, ...]:
        """(seat, money left, made, breakdown, awards so far, dollars for the next award) of the buyer."""
        return captions.money_figures(self.view)

    # ---- state changes ------------------------------------------------------------------------------
    def refresh(self) -> None:
        self.anim.factor = self.app.settings.animation_factor
        c = self.controller
        if c.viewer != self._shown_viewer:       # a hand-off: the last player's messages are theirs
            self._shown_viewer = c.viewer
            self.anim.toasts.clear()
            self.new_cards.clear()
        table_model = c.model()
        self._moves = table_model.moves
        old, view = self._view, model.build_view(table_model, c.viewer)
        self._view = view
        if old is not None and len(old.seats) == len(view.seats):     # what moved each projection
            for before, now in zip(old.seats, view.seats):
                now.projection_change = captions.projection_change(before.projection, now.projection) \
                    or before.projection_change
        self.prompt = model.build_prompt(view.decision, view.choices) if view.decision else None
        if self.chooser and (self.prompt is None or self.chooser["code"] not in self.prompt.cards):
            self.chooser = None
        if self.drag.code and (self.prompt is None or self.drag.code not in self.prompt.cards):
            self.drag.cancel()
        self._update_undo()
        if self.size[0] > 0:
            placed = self.places
            self._relayout()
            pending, self._pending = self._pending, []
            for seat, action, events in pending:
                stage = events_module.Stage(self.anim, self.view, self.places, self.L, self.s, self.patterns)
                events_module.animate(stage, events, placed)
            self._hidden = self.anim.hidden()
        else:
            self._pending = []
        self.layer_dirty = True

    def layout(self) -> None:
        if self._view is not None:
            self.anim.clear()
            self._relayout()

    def _relayout(self) -> None:
        v = self.view
        seats = list(range(len(v.seats)))
        self.L = lay.compute(self.size, self.scale, seats, v.viewer, len(v.hand), v.phase)
        title, body, _ = self.action_texts()
        self.places = placing.place(self.L, v, self.s, self.viewer_buying(), (title, body))
        self.controls.rebuild()
        self._queue_warmup()
        if self.chooser:
            self.controls.open_chooser(self.chooser["code"], self.chooser["anchor"])
        self.layer_dirty = True

    @property
    def hold_ai(self) -> bool:  # type: ignore[override]   # the base's plain flag, worked out here
        """The next AI move waits while lines are turned over, money is counted onto a plate or a
        drawn card that ended the line is shown."""
        return any(f.hide is not None and f.hide[0] in ("line", "money", "drawn") for f in self.anim.items)

    def on_game_events(self, seat: int | None, action: Action, events: list[Event]) -> None:
        self._pending.append((seat, action, events))
        self.new_cards.update(events_module.drawn_cards(events, self.controller.viewer))

    def undo(self) -> None:
        if self.controller.undo():
            self.app.play_sound("click")
            self.anim.clear()
            self.refresh()

    def _update_undo(self) -> None:
        c = self.controller
        if c.can_undo:
            self.undo_button.enable()
        elif c.human_to_act != c.viewer or c.human_to_act is None:
            self.undo_button.disable("Undo takes back your own moves, on your turn.")
        else:
            self.undo_button.disable("Nothing to undo: a card was revealed or drawn since (undo stops there).")

    # ---- input ---------------------------------------------------------------------------------------
    def submit_action(self, action: Action) -> None:
        """Submit a control's action. The controller refuses anything that is not the viewer's legal
        option (one check, there); a rules bug is logged and the table stays playable."""
        c = self.controller
        if not self.end_guard.allows(action, self.view):
            return
        self.chooser = None
        self.drag.cancel()
        self.new_cards.clear()         # the viewer acts: what was new has been seen
        before = self._moves
        try:
            self.submit(action)
        except IllegalActionError:
            self.app.play_sound("refused")
            self.refresh()
        except Exception:  # noqa: BLE001 — a rules bug must not take the table (and the game) away
            trace = traceback.format_exc()
            self.app.errors.append(trace)
            try:
                write_log("crash", f"Avant Carde table: the move {action} failed\n\n{trace}")
            except OSError:
                pass
            self.app.play_sound("error")
            if c.model().moves == before:
                self.anim.toast("That move failed (a bug, now logged). Please choose another.", tone="big")
            self._pending = []
            self.refresh()

    def click_card(self, code: str, anchor: pygame.Rect | None = None) -> None:
        """A click on a card the prompt offers: take it, or open the chooser of its ways."""
        pr = self.prompt
        opts = pr.cards.get(code) if pr else None
        if not opts:
            return
        if len(opts) == 1:
            self.app.play_sound("click")
            self.submit_action(opts[0].action)
            return
        spot = self.controls.card_spot(code)
        if anchor is None:
            anchor = spot.rect if spot else pygame.Rect(self.size[0] // 2, self.size[1] // 2, 1, 1)
        self.controls.open_chooser(code, anchor)
        self.app.play_sound("open")

    def _layer_changed(self) -> None:
        self.layer_dirty = True

    def take_primary(self) -> None:
        """Take the decision's primary option (Stop playing, End turn), as the prompt offers it."""
        pr = self.prompt
        if pr is not None and pr.primary is not None:
            self.submit_action(pr.primary.action)

    def open_cards(self, seat: int) -> None:
        """Show ``seat``'s cards as the viewer may see them."""
        open_deck_viewer(self.app, self.view, seat, self.patterns)

    def guide_keep_clear(self) -> list[pygame.Rect]:
        """What a lesson's guide panel should not cover: the action panel (money, prompt, buttons)
        and the other players' lines."""
        if self.L is None:
            return []
        return ([self.L.action] if self.L.action is not None else []) + [
            r for seat, r in self.places.line_areas.items() if seat != self.view.viewer]

    def close_chooser(self) -> None:
        self.controls.close_chooser()

    def enter_widget(self) -> Any:
        """The button Enter presses: the decision's primary one (Stop playing, End turn)."""
        pr = self.prompt
        if self.chooser or pr is None or pr.primary is None:
            return None
        return self.controls.stop_button or self.controls.end_button

    def toggle_log(self) -> None:
        self.log_open = not self.log_open
        if self.log_open:
            self.log_view.to_latest()
        self.log_button.label = "Hide log" if self.log_open else "Log"
        self.app.play_sound("open" if self.log_open else "close")

    def handle_event(self, event: Any) -> None:
        if not self.chooser and self.hint_event(event):
            return
        if self.log_open and event.type in LOG_EVENTS and self.log_view.handle_event(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                if self.chooser:
                    self.close_chooser()
                    return
                if self.drag.dragging:
                    self.drag.cancel()
                    return
            if self.shared_key(event):
                super().handle_event(event)
                return
            if self.ui.handle_event(event):
                return
            self._shortcut(event)
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if self._mouse(event):
                return
        self.ui.handle_event(event)

    def _shortcut(self, event: Any) -> None:
        key = event.key
        pr = self.prompt
        if key == pygame.K_l:
            self.toggle_log()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.chooser:
                return
            if self.view.over:
                self.open_results()
            elif pr is not None and pr.primary is not None:
                self.submit_action(pr.primary.action)
        elif pygame.K_1 <= key <= pygame.K_9 and pr is not None:
            i = key - pygame.K_1
            if i < len(self.places.hand):
                code = self.places.hand[i][0]
                if code in pr.cards:
                    self.click_card(code, self.places.hand[i][4])

    def _mouse(self, event: Any) -> bool:
        """Chooser, log drawer and drag handling; True when the event was consumed here."""
        pos = event.pos
        if self.chooser is not None and event.type == pygame.MOUSEBUTTONDOWN:
            if not self.chooser["panel"].collidepoint(pos):
                self.close_chooser()
                return True
        if self.log_open and self.L is not None and self.L.log is not None and self.L.log.collidepoint(pos) and not (
                self.chooser and self.chooser["panel"].collidepoint(pos)):
            if event.type == pygame.MOUSEMOTION:
                self.ui.clear_hover()
            return True
        board = DragBoard(self.L, self.places, self.s, self.view.viewer, self.prompt, self.chooser is not None,
                          self.ui, self.click_card)
        return self.drag.handle(event, board)

    # ---- warming the card cache ------------------------------------------------------------------
    def _queue_warmup(self) -> None:
        """Queue the card images this table will need — every gallery card at the stacks' size, the
        viewer's cards at hand and line sizes, every mini card (number and colour) at the sizes of
        the other lines — rendered a few at a time between frames, so a new top card, a fresh hand
        or a revealed line never costs a frame its budget. Only a cache: nothing hidden is drawn."""
        P = self.places
        stack_w = P.stacks[2].w if P.stacks else 0
        hand_w = P.hand[0][4].w if P.hand else 0
        v = self.view
        line_w = 0
        if v.viewer is not None and P.lines.get(v.viewer):
            line_w = P.lines[v.viewer][0][1].w
        mini_sizes = sorted({r.size for q, placed in P.lines.items() for _, r in placed[:1]
                             if q != v.viewer or r.w < self.s(56)})
        key = (stack_w, hand_w, line_w, v.viewer, tuple(mini_sizes))
        if key == self._warm_key:
            return
        self._warm_key = key
        patterns = self.patterns
        items: list[tuple[Callable[..., Any], tuple[Any, ...]]] = []
        for n in range(2, 8):
            top = v.stacks[n][0]            # the top first, then every other card the stack began with
            stack = [catalog.face(top)] if top else []
            stack += [c for c in catalog.stack_cards(n) if c.code != top]
            for c in stack:
                items.append((style.card_face, (c.number, c.colour, c.code, stack_w, self._timing(c.number), patterns)))
        if v.viewer is not None:
            mine = [code for pile in v.piles[v.viewer] for code in pile]
            for w in (hand_w, line_w):
                if w >= self.s(56):
                    for code in mine:
                        c = catalog.face(code)
                        items.append((style.card_face, (c.number, c.colour, c.code, w, self._timing(c.number),
                                                        patterns)))
        kinds = sorted({(c.number, c.colour) for c in catalog.every_face()})
        for size in mini_sizes:
            items += [(style.mini_card, (number, colour, size, patterns)) for number, colour in kinds]
        self._warm = [it for it in items if not (it[0] is style.card_face and it[1][3] <= 0)]

    def _warm_some(self, budget: float = 0.004) -> None:
        end = pygame.time.get_ticks() + budget * 1000
        while self._warm and pygame.time.get_ticks() <= end:
            fn, args = self._warm.pop(0)
            fn(*args)

    # ---- frame loop ----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.anim.factor = self.app.settings.animation_factor
        changed = self.anim.update(dt)
        super().update(dt)
        if changed:
            hidden = self.anim.hidden()
            if hidden != self._hidden:
                self._hidden = hidden
                self.layer_dirty = True
        self.animating = self.anim.busy
        if self._warm and not self.drag.dragging:
            self._warm_some()
        key = getattr(self.ui.hover, "key", None) if self.ui.hover is not None else None
        if key != self.hover_key:
            self.hover_key = key
            self.layer_dirty = True
        self._update_undo()

    def wake_in(self) -> float | None:
        waits = [super().wake_in(), self.anim.wake_in()]
        if self.drag.dragging:
            waits.append(0)
        if self._warm:
            waits.append(0.03)
        due = [w for w in waits if w is not None]
        return min(due) if due else None

    # ---- drawing ----------------------------------------------------------------------------------------
    def draw_table(self, surface: pygame.Surface) -> None:
        if self.L is None or self._view is None:
            surface.blit(theme.paper(surface.get_size()), (0, 0))
            return
        self.painter.begin(frame_module.build(self))
        size = surface.get_size()
        if self._layer is None or self._layer.get_size() != size:
            self._layer = pygame.Surface(size)
            self.layer_dirty = True
        if self.layer_dirty:
            self.layer_dirty = False
            self.painter.draw_layer(self._layer)
            self._layer_hand = tuple(c for c, *_ in self.places.hand) or None
        surface.blit(self._layer, (0, 0))
        # What this frame shows: the viewer, the hand cards on screen, and who is to act (tests).
        self.frame_log.append((self.controller.viewer, self._layer_hand, self.controller.human_to_act))
        if len(self.frame_log) > 4000:
            del self.frame_log[:2000]

    def draw(self, surface: pygame.Surface) -> None:
        self.frames_drawn += 1
        self.draw_table(surface)
        if self.L is None:
            return
        ui = self.ui
        over = self.overlays
        chooser_widgets = self.chooser["widgets"] if self.chooser else []
        for w in ui.widgets:
            if w.visible and w not in chooser_widgets:
                w.draw(surface)
        over.draw_thinking(surface, self.age)
        if self.log_open:
            over.draw_log_drawer(surface)
        if self.chooser:
            over.draw_chooser(surface)
            for w in chooser_widgets:
                w.draw(surface)
        self.anim.draw(surface)
        self.drag.draw(surface, self.places, self.s, self.patterns)
        over.draw_status(surface)
        if not self.chooser:
            self.draw_hint(surface)
        if ui.keyboard and ui.focus is not None and ui.focus.visible:
            theme.focus_ring(surface, ui.focus.rect, ui.focus.scale)
        tip = ui._tip()
        if tip and ui.hover is not None and ui.hover_time >= 0.45 and not self.drag.dragging:
            Tooltip.draw(surface, tip, ui.pointer, ui.hover.scale, ui.tip_keep_clear)   # as a guide over it draws it

    def status_right(self) -> int:
        """Where the top bar's status line ends: at the rules button, or the Hint button left of it
        when it shows (the status ran under the Hint button)."""
        assert self.L is not None, "laid out"
        right = self.L.buttons["rules"].left
        return min(right, self.hint_spot().left) if self.hint_offered else right

    def hint_spot(self) -> pygame.Rect:
        """The Hint button: in the top bar, left of the rules button."""
        r = self.rules_button.rect
        w = self.s(78)
        return pygame.Rect(r.left - self.s(8) - w, r.top, w, r.height)

    def _timing(self, number: int) -> str | None:
        return model.timing_of(self.view, number)

    # ---- game-over breakdown ----------------------------------------------------------------------------
    def draw_breakdown(self, surface: pygame.Surface, rect: pygame.Rect, observation: AvantCardeView,
                       names: Sequence[str], scale: float) -> None:
        """Awards, the money made in the last buy turn (the tie-break), change tokens and each player's
        collection of gallery cards, from the final ``observation`` (drawn on the game-over scene)."""
        draw_breakdown(surface, rect, observation, names, scale, self.patterns)

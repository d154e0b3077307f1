"""ArtDeckoTable: the Art Decko game on the desktop.

Everything is played with the mouse, or from the keyboard (Tab reaches every card and target
that can act, Enter or Space acts), and only legal moves are offered:

- **Acquire**: click a painting on Art Gallery Avenue or a gold card in a bank (green rings
  mark what you can afford); a target you cannot take says why on hover.
- **Haggle / Show**: click a card in your hand, then *Haggle*, or click a highlighted
  exhibition to show the painting there.
- **Planning**: choose the invitation marker when both fit, claim a New Exhibitor bonus on
  your first Show, then pay: click hand cards to add or take back, click a gold card's
  ability tab to use its ability, click a second painting for Fancy Noble; *Confirm* once the
  meter is full. *Cancel* is always safe: nothing happens until you confirm.
- **End of turn**: click cards to mark them for discarding, then draw up to five.

The table draws its controller's table model (:class:`~game.ui.play.model.TableModel`) and
nothing else of the game: the view of the seat shown (an
:class:`~game.art_decko.table_view.ArtDeckoView`), the pending decision with the options on the
pieces (targets) they concern and the engine's reasons for the others, the seats and the log;
a click submits the option at its target, and the events of each move start the animations.

The scene is split by what it does: :mod:`captions` holds the words, :mod:`spots` the
clickable spots, :mod:`motion` the animations from events, :mod:`frame` the frame model the
:mod:`draw` painter reads. This class keeps what the player has picked, places the buttons
and the geometry both drawing and clicking use. The base
:class:`~game.ui.play.table.TableScene` brings AI pacing, the hot-seat curtain, Esc / Ctrl+Z
/ ?, the log and the game-over scene, which calls :meth:`draw_breakdown`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
from pygame.typing import RectLike

from game.art_decko.data import load_data
from game.art_decko.notation import parse
from game.art_decko.table_view import ArtDeckoView
from game.art_decko.ui import breakdown as breakdown_mod, captions, style
from game.art_decko.ui.anim import Animator, Tween
from game.art_decko.ui.captions import TableView, table_view, target
from game.art_decko.ui.deckview import open_deck_viewer
from game.art_decko.ui.draw import Painter
from game.art_decko.ui.frame import Frame, Key
from game.art_decko.ui.geometry import Geometry
from game.art_decko.ui.layout import Layout
from game.art_decko.ui.motion import animate_events
from game.art_decko.ui.spots import Clicks, Spot, SpotBuilder, hovered_key
from game.art_decko.ui.style import RGB
from game.art_decko.ui.warm import FaceWarmer
from game.engine.actions import Action
from game.engine.i18n import L as Ld, M
from game.ui.play.model import Event, TableModel
from game.ui.play.table import TableScene
from game.ui.widgets import Button


class ActionButton(Button):
    """A button that submits an option: ``submit`` gets its ``target`` (set when it is placed);
    a table step such as Haggle or the end of the turn gives its own ``on_click`` instead.
    ``action_text`` is the option's text, by which the hint and the lessons' guide find a move's
    button."""

    def __init__(self, label: str, on_click: Callable[[], Any] | None = None, *,
                 submit: Callable[[str], Any] | None = None, target: str = "", **style: Any) -> None:
        self.target: str = target
        self.action_text: str | None = None
        super().__init__(label, on_click if submit is None else (lambda: submit(self.target)), **style)


class ArtDeckoTable(TableScene):
    game_tab = "art_decko"
    sound_cues = {"show": "card", "draw": "card", "haggle": "card", "acquire": "coin", "pay": "coin",
                  "reshuffle": "shuffle", "score": "award", "final_scoring": "award"}

    def seat_colour(self, seat: int) -> RGB:
        return style.player_colour(seat)

    def __init__(self, app: Any, controller: Any) -> None:
        self.data = load_data()
        self.L: Layout | None = None
        self.anim = Animator(app.settings)
        self.painter = Painter()
        self.warmer = FaceWarmer(self.data)     # card faces painted ahead, between moves
        self.selected: int | None = None        # hand card picked in the action phase
        self.discard_marks: set[int] = set()    # hand cards marked at the end of the turn
        self.model: TableModel[ArtDeckoView] = controller.model()
        self.view: TableView = table_view(self.model, self.data, controller.viewer)
        self._spots: list[Spot] = []
        self._spot_keys: dict[Key, Spot] = {}
        self._tweens_ready = False
        self.version = 0                # bumps whenever what the base layer shows may have changed
        self._drawn = -1                # the version the painter drew last
        n = len(self.model.seats)
        self.tw_ratings = [Tween(0) for _ in range(5)]
        self.tw_gold = Tween(0)
        self.tw_scores = [Tween(0) for _ in range(n)]
        self._make_buttons()
        super().__init__(app, controller)
        self.ui.add(*self._buttons)
        self.refresh()                  # the base leaves the first refresh to the subclass

    # ---- basics -------------------------------------------------------------------------------
    @property
    def board(self) -> ArtDeckoView:
        """What the seat at the screen sees (its table model's view)."""
        return self.view.board

    @property
    def my_turn(self) -> bool:
        return self.view.my_turn

    @property
    def opts(self) -> dict[str, str]:
        """The viewer's options by target (the action's text)."""
        return self.view.acts

    @property
    def patterns(self) -> bool:
        return bool(getattr(self.app.settings, "colourblind_patterns", True))

    @property
    def animating(self) -> bool:
        return (self.anim.busy or self.tw_gold.moving or any(t.moving for t in self.tw_ratings)
                or any(t.moving for t in self.tw_scores))

    @animating.setter
    def animating(self, value: bool) -> None:
        pass     # the base sets it once; here it is derived from the running animations

    # ---- buttons ------------------------------------------------------------------------------
    def _make_buttons(self) -> None:
        B = Button
        self.b_undo = B("Undo", self.undo, style="quiet", size=14, tooltip="Take back your last move (Ctrl+Z)")
        self.b_recap = B("Recap", self.open_recap, style="quiet", size=14,
                         tooltip="The other players' moves since your last turn (R)")
        self.b_rules = B("Rules", self.open_rules, style="quiet", size=14, tooltip="The rules (?)")
        self.b_menu = B("Menu", self.open_pause, style="quiet", size=14, tooltip="Pause, save, settings (Esc)")
        self.b_haggle = ActionButton("Haggle", self.haggle, style="primary", size=14,
                                     tooltip="Spend this card (it goes to your action space) and draw two")
        self.b_deselect = B("Put back", self.deselect, style="quiet", size=13)
        self.b_confirm = self._option_button("Confirm", "confirm", style="primary", size=14,
                                             tooltip="Carry out the action with this payment (Enter)")
        self.b_cancel = B("Cancel", lambda: self.do("cancel"), size=14,
                          tooltip="Back to the choice of action: nothing has happened yet (Backspace)")
        self.b_marker = [self._option_button("", size=13), self._option_button("", size=13)]
        self.b_bonus = [self._option_button("", size=13) for _ in range(4)]
        self.b_nobonus = self._option_button("No bonus", "bonus.none", size=13)  # i18n: not shown
        self.b_draw = ActionButton("Draw up to 5", self.finish_turn, style="primary", size=14,
                                   tooltip="End your turn: marked cards go to your discard pile, then you draw up "
                                           "to five")
        self.b_unmark = B("Keep all", self.unmark, style="quiet", size=13)
        self.b_results = B("See the results", self.open_results, style="primary", size=14,
                           tooltip="Back to the final scores and the scoring breakdown (Enter)")
        self._side_buttons: list[Button] = [self.b_haggle, self.b_deselect, self.b_confirm, self.b_cancel,
                                            self.b_nobonus, self.b_draw, self.b_unmark, self.b_results,
                                            *self.b_marker, *self.b_bonus]
        self._buttons = [self.b_undo, self.b_recap, self.b_rules, self.b_menu] + self._side_buttons

    def _option_button(self, label: str, target: str = "", **style: Any) -> ActionButton:
        """A button that submits the option at its ``target`` (set now or when it is placed)."""
        return ActionButton(label, submit=self.do, target=target, **style)

    def hint_spot(self) -> pygame.Rect:
        """The Hint button: in the top bar, left of Undo."""
        r = self.b_undo.rect
        return pygame.Rect(r.left - self.s(4) - r.width, r.top, r.width, r.height)

    def top_buttons_left(self) -> int:
        if not self.L:
            return 0
        left: int = self.hint_spot().left if self.hint_offered else self.b_undo.rect.left
        return left

    def side_kind(self) -> str:
        """What the side panel shows: pay, marker, exhibitor, selected, discard, action, or waiting."""
        return self.view.kind

    def _enable(self, button: ActionButton, target: str) -> None:
        """Enable ``button`` if an option is at ``target``, else disable it with the engine's reason.
        The button carries the action it submits (``action_text``), as the spots do."""
        button.action_text = self.opts.get(target)
        if target in self.opts:
            button.enable()
        else:
            button.disable(self.view.reason(target))

    def _place_buttons(self) -> None:
        L, s, v = self.L, self.s, self.view
        if L is None:
            return
        bw, bh = s(78), s(28)
        x = L.topbar.right - 4 * bw - 3 * s(4)
        for b in (self.b_undo, self.b_recap, self.b_rules, self.b_menu):
            b.place((x, L.topbar.centery - bh // 2, bw, bh), self.scale)
            x += bw + s(4)
        if self.controller.can_undo:
            self.b_undo.enable()
        else:
            self.b_undo.disable("Nothing to take back: undo works within your own turn, "
                                "until something hidden is revealed")
        for b in self._side_buttons:
            b.visible = False
        side = L.side
        pad = s(10)
        kind = v.kind
        full = side.w - 2 * pad
        half = (full - s(8)) // 2
        bottom = side.bottom - pad - bh
        if v.board.over:
            self._show(self.b_results, (side.left + pad, bottom, full, bh))
        elif kind == "selected":
            self._show(self.b_haggle, (side.left + pad, bottom, half + s(20), bh))
            self._show(self.b_deselect, (side.left + pad + half + s(28), bottom, half - s(20), bh))
            self._enable(self.b_haggle, target("haggle", self.selected))
        elif kind == "pay":
            self._show(self.b_confirm, (side.left + pad, bottom, half, bh))
            self._show(self.b_cancel, (side.left + pad + half + s(8), bottom, half, bh))
            self._enable(self.b_confirm, "confirm")
        elif kind == "marker":
            d, plan = self.data, v.board.plan
            assert plan is not None         # the viewer's Show, at its marker step
            genre = d.genres[d.cards[plan.card].genre]
            mine, gray = self.b_marker
            mine.target, gray.target = target("marker", genre.id), target("marker", "gray")
            mine.label = M("{genre} marker", genre=Ld(genre.name))
            mine.tooltip = M("Take the {genre} invitation and keep the gray one for others", genre=Ld(genre.name))
            gray.label = "Gray (wild) marker"
            gray.tooltip = "Take the gray wild invitation and keep the genre one open"
            mine.action_text, gray.action_text = self.opts.get(mine.target), self.opts.get(gray.target)
            y = side.top + s(34)
            for b in self.b_marker:
                self._show(b, (side.left + pad + s(30), y, full - s(30), bh))
                y += bh + s(6)
            self._show(self.b_cancel, (side.left + pad, bottom, half, bh))
        elif kind == "exhibitor":
            y = side.top + s(42)
            free = [sp for sp in self.data.exhibitor_spaces if v.board.exhibitor[sp.index] < 0]
            for i, (b, space) in enumerate(zip(self.b_bonus, free)):
                b.label, b.tooltip = captions.bonus_label(space), captions.bonus_tip(space)
                b.target = target("bonus", space.id)
                self._enable(b, b.target)
                col, row = i % 2, i // 2
                self._show(b, (side.left + pad + col * (half + s(8)), y + row * (bh + s(6)), half, bh))
            self._show(self.b_nobonus, (side.left + pad, bottom, half, bh))
            self._enable(self.b_nobonus, "bonus.none")  # i18n: not shown
            self._show(self.b_cancel, (side.left + pad + half + s(8), bottom, half, bh))
        elif kind == "discard":
            self.b_draw.label = captions.draw_label(v)
            self.b_draw.action_text = self.opts.get("done")
            self._show(self.b_draw, (side.left + pad, bottom, full, bh))
            if self.discard_marks:
                self._show(self.b_unmark, (side.left + pad, bottom - bh - s(6), full, bh))
        self._keep_clear()

    def _keep_clear(self) -> None:
        """What tooltips must not cover: the panel's buttons and the log."""
        assert self.L is not None
        self.ui.tip_keep_clear = [b.rect for b in self._side_buttons if b.visible] + [self.L.log]

    def _show(self, button: Button, rect: RectLike) -> None:
        button.visible = True
        button.place(rect, self.scale)

    def marker_buttons(self) -> list[tuple[Button, int]]:
        plan, d = self.board.plan, self.data
        if plan is None or plan.card < 0:
            return []
        return [(self.b_marker[0], d.cards[plan.card].genre), (self.b_marker[1], len(d.genres))]

    # ---- acting -------------------------------------------------------------------------------
    def do(self, target: str) -> bool:
        """Submit the option at ``target``, if there is one (else nothing)."""
        text = self.opts.get(target)
        if text is None:
            self.app.play_sound("refused")
            return False
        self.submit(parse(text))
        return True

    def haggle(self) -> None:
        if self.selected is not None:
            card = self.selected
            self.selected = None
            if not self.do(target("haggle", card)):
                self.selected = card

    def deselect(self) -> None:
        self.selected = None
        self.refresh()

    def select(self, card: int) -> None:
        self.selected = None if self.selected == card else card
        self.refresh()

    def open_cards(self, seat: int) -> None:
        """Show ``seat``'s cards as the viewer may see them (the deck viewer)."""
        view = self.board if self.controller.viewer is not None else None
        open_deck_viewer(self.app, self.data, self.patterns, view, self.model.names, seat)

    def mark(self, card: int) -> None:
        self.discard_marks ^= {card}
        self.refresh()

    def unmark(self) -> None:
        self.discard_marks.clear()
        self.refresh()

    def finish_turn(self) -> None:
        for card in list(self.discard_marks):
            self.do(target("discard", card))
        self.discard_marks.clear()
        self.do("done")

    def pay_toggle(self, card: int) -> None:
        self.do(target("hand", card))

    def ability_toggle(self, card: int) -> None:
        self.do(target("hand" if self.view.paid().get(card) is True else "ability", card))

    # ---- keys ---------------------------------------------------------------------------------
    def enter_widget(self) -> Button | None:
        """The panel's main button Enter presses in the player's turn (Haggle, Confirm, Draw)."""
        button = {"selected": self.b_haggle, "pay": self.b_confirm, "discard": self.b_draw}.get(self.side_kind())
        return button if self.my_turn and button is not None and button.visible and button.enabled else None

    def handle_event(self, event: pygame.event.Event) -> None:
        """Enter: the panel's main button (Haggle, Confirm, end the turn, the results once the game is
        over); Backspace: cancel or
        put the picked card back. Esc, Ctrl+Z, ? and R are the base table's. Enter acts on the focus
        only when it was reached with Tab: a card just clicked keeps no claim on Enter."""
        if event.type == pygame.MOUSEMOTION:
            self.ui.keyboard = False    # the pointer takes over from Tab: what it points at shows
        if (event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER)
                and self.b_results.visible):
            self.b_results.activate()
            return
        if event.type == pygame.KEYDOWN and self.my_turn:
            tabbed = self.ui.focus is not None and self.ui.keyboard
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not tabbed:
                button = self.enter_widget()
                if button is not None:
                    button.activate()
                    return
            if event.key == pygame.K_BACKSPACE:
                if self.selected is not None:
                    self.deselect()
                else:
                    self.do("cancel")
                return
        super().handle_event(event)

    # ---- frame loop ---------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.anim.update(dt)
        f = self.app.settings.animation_factor
        for tw in self.tw_ratings + self.tw_scores + [self.tw_gold]:
            tw.update(dt, f)
        if self.warmer.pending and self._drawn == self.version:     # not in a frame that draws a move
            self.warmer.work()

    def wake_in(self) -> float | None:
        wake = super().wake_in()
        if self.warmer.pending:             # faces left to paint ahead: come back soon
            return 0.03 if wake is None else min(wake, 0.03)
        return wake

    def layout(self) -> None:
        self.version += 1
        self.L = Layout(self.size, self.scale, len(self.model.seats))
        self.anim.clear()
        self._place_buttons()
        self._build_spots()
        self.warmer.forget()
        self.warmer.want(self.L, self.board, self.controller.viewer, self.patterns)

    def refresh(self) -> None:
        self.version += 1
        c = self.controller
        self.model = model = c.model()
        board = model.observation
        instant = not self._tweens_ready or self.app.settings.animation_factor <= 0
        for g in range(min(5, len(board.ratings))):
            self.tw_ratings[g].set(board.ratings[g], instant)
        self.tw_gold.set(board.gold_rating, instant)
        for p, tw in enumerate(self.tw_scores):
            tw.set(board.scores[p], instant)
        self._tweens_ready = True
        if c.viewer != getattr(self, "_shown_viewer", c.viewer):
            self.anim.clear()            # hot seat: nothing of the previous player's turn flies on
        self._shown_viewer = c.viewer
        view = table_view(model, self.data, c.viewer)
        hand = board.hand if c.viewer is not None else ()
        if self.selected is not None and (view.step != "action" or self.selected not in hand):
            self.selected = None
        if view.step == "discard":
            self.discard_marks &= set(hand)
        else:
            self.discard_marks.clear()
        view.selected, view.discard_marks = self.selected, frozenset(self.discard_marks)
        self.view = view
        if self.L is not None:
            self._place_buttons()
            self._build_spots()
            self.warmer.want(self.L, self.board, c.viewer, self.patterns)

    # ---- geometry shared by drawing and clicking ----------------------------------------------
    @property
    def geo(self) -> Geometry:
        """Where everything sits now (see :class:`~game.art_decko.ui.geometry.Geometry`)."""
        assert self.L is not None, "laid out first"
        return Geometry(self.L, self.view)

    def plan_where(self, kind: str) -> int | None:
        """Where a planned ``kind`` (show / acquire) happens (public: the location or exhibition), else None."""
        plan = self.board.plan
        return plan.where if plan is not None and plan.kind == kind else None

    # ---- spots and the frame -------------------------------------------------------------------
    def _build_spots(self) -> None:
        if self.L is None:
            return
        clicks = Clicks(self.do, self.select, self.mark, self.pay_toggle, self.ability_toggle, self.open_cards)
        spots = SpotBuilder(self.view, self.L, self.geo, self.scale, clicks).build()
        self._spots = spots
        self._spot_keys = {sp.key: sp for sp in spots}
        self.ui.replace([*spots, *self._buttons])

    def hovered_key(self) -> Key | None:
        return hovered_key(self.ui)

    def _marks(self) -> dict[Key, str]:
        """Spots marked by the plan or the pick, whatever the pointer does."""
        plan = self.board.plan if self.my_turn else None
        marks = {}
        if self.selected is not None:
            marks[("hand", self.selected)] = "selected"
        if plan is not None and plan.kind == "acquire":
            kind = "gallery" if self.data.locations[plan.where].is_gallery else "bank"
            marks[(kind, plan.card)] = "chosen"
            if plan.second >= 0:
                marks[(kind, plan.second)] = "second"
        elif plan is not None:
            marks[("hand", plan.card)] = "chosen"
            marks[("exhibition", plan.where)] = "chosen"
        return marks

    def frame(self) -> Frame:
        """The frame model the painter draws from (see :mod:`game.art_decko.ui.frame`)."""
        v, c, geo, L = self.view, self.controller, self.geo, self.L
        assert L is not None, "laid out first"
        n_ex = len(L.exhibitions)
        return Frame(
            L=L, board=self.board, data=self.data, scale=self.scale, patterns=self.patterns, seats=v.seats,
            viewer=c.viewer, humans=len(c.humans), thinking=c.thinking, age=self.age, version=self.version,
            my_turn=v.my_turn, selected=self.selected, paid=v.paid(), discard_marks=v.discard_marks,
            opts=frozenset(v.acts), side_kind=v.kind, status=captions.status_line(v), prompt=captions.prompt(v),
            plan_words=captions.plan_words(v), payment_notes=captions.payment_notes(v),
            selected_notes=captions.selected_notes(v) if v.kind == "selected" else [],
            marker_buttons=self.marker_buttons(), top_buttons_left=self.top_buttons_left(),
            hand_cards=geo.hand_cards(), ability_chips=geo.ability_chips(),
            gallery_cards=[geo.gallery_cards(g) for g in range(len(L.galleries))],
            bank_cards=[geo.bank_cards(b) for b in range(len(L.banks))],
            shown_cards=[geo.shown_cards(e) for e in range(n_ex)],
            shown_areas=[geo.shown_area(e) for e in range(n_ex)],
            plan_where={"show": self.plan_where("show"), "acquire": self.plan_where("acquire")},
            spots={k: (sp.enabled, sp.on_click is not None) for k, sp in self._spot_keys.items()},
            hovered=self.hovered_key(), ratings=[tw.value for tw in self.tw_ratings], gold=self.tw_gold.value,
            scores=[tw.value for tw in self.tw_scores], anim=self.anim, draw_log=self.draw_log,
            log_key=self._log_key(), marks=self._marks(),
            projected=[captions.projection_short(v, p) for p in range(len(v.seats))])

    def _log_key(self) -> tuple[Any, ...]:
        log = self.model.log
        return (len(log), log[-1].text.en if log else "", self.log_view.scroll)

    def spot_state(self, key: Key) -> str | None:
        """How the painter marks the thing under ``key`` (see :meth:`Frame.spot_state`)."""
        return self.frame().spot_state(key)

    def exhibition_target(self, e: int) -> str | None:
        return self.frame().exhibition_target(e)

    # ---- drawing --------------------------------------------------------------------------------
    def on_game_events(self, seat: int | None, action: Action, events: list[Event]) -> None:
        if self.L is not None:
            animate_events(self.anim, self.L, self.data, self.geo, self.controller.viewer, self.patterns, events)

    def draw_table(self, surface: pygame.Surface) -> None:
        if self.L is None or self.L.size != surface.get_size():
            self.size = surface.get_size()
            self.layout()
        self.painter.draw(surface, self.frame())
        self._drawn = self.version

    def draw_breakdown(
            self, surface: pygame.Surface, rect: RectLike, observation: ArtDeckoView, names: list[str],
            scale: float) -> pygame.Rect | list[pygame.Rect]:
        """The end-of-game scoring breakdown (the game-over scene calls it with the final view of
        the seat shown); returns the rect used."""
        return breakdown_mod.draw_breakdown(surface, rect, observation, names, scale)

"""The deck viewer: a seat's cards by pile (see :mod:`game.ui.avant_carde.piles`), over the table.

Opened by clicking a player plate (your own or another's); Escape, the button or a click on
Close shuts it. Cards are drawn small, wrapped in rows under each pile's title."""

import pygame

from game.ui import theme
from game.ui.avant_carde import captions, style
from game.ui.avant_carde.piles import pile_sections
from game.ui.scenes.modal import ModalScene
from game.ui.hotspot import Hotspot
from game.ui.widgets import Button

WIDTH, HEIGHT, CARD_W = 1000, 620, 54


class DeckViewer(ModalScene):
    def __init__(self, app, table, seat):
        super().__init__(app)
        self.table, self.seat = table, seat
        st = table.controller.state
        obs = st.observation(table.controller.viewer)
        self.sections = pile_sections(obs, seat) if obs["seat"] is not None else []
        self.name = table.controller.session.seats[seat].name
        self.card = st.data.card
        self.close_button = self.ui.add(Button("Close", self.cancel, style="primary"))
        app.play_sound("open")

    def layout(self):
        w, h = self.size
        self.panel = pygame.Rect(0, 0, min(self.s(WIDTH), w - self.s(40)), min(self.s(HEIGHT), h - self.s(40)))
        self.panel.center = (w // 2, h // 2)
        pad, bh = self.s(24), self.s(theme.BUTTON_H - 4)
        self.close_button.place((self.panel.right - pad - self.s(120), self.panel.bottom - pad - bh,
                                 self.s(120), bh), self.scale)

    def draw_content(self, surface):
        pad = self.s(24)
        x0, y = self.panel.left + pad, self.panel.top + pad
        title = f"{self.name}'s cards" if self.seat != self.table.controller.viewer else "Your cards"
        y = theme.blit_text(surface, title, self.s(24), theme.INK, (x0, y), bold=True).bottom + self.s(8)
        cw = self.s(CARD_W)
        ch = round(cw * 1.4)
        right = self.panel.right - pad
        bottom = self.panel.bottom - pad - self.s(theme.BUTTON_H)
        patterns = bool(self.app.settings.colourblind_patterns)
        for heading, codes in self.sections:
            if y + self.s(20) > bottom:
                break
            theme.blit_text(surface, f"{heading} · {len(codes)}", self.s(theme.TEXT_S), theme.INK_SOFT,
                            (x0, y), bold=True)
            y += self.s(22)
            x = x0
            for code in codes:
                if x + cw > right:
                    x, y = x0, y + ch + self.s(6)
                if y + ch > bottom:
                    break
                c = self.card(code)
                surface.blit(style.card_face(c.number, c.colour, c.code, cw, None, patterns), (x, y))
                x += cw + self.s(4)
            y += (ch if codes else 0) + self.s(12)


class PlateSpots:
    """A hover-and-click spot over each player plate: its tooltip is the projection's breakdown,
    a click opens the :class:`DeckViewer` for that seat."""

    def __init__(self, table):
        self.table = table
        self.spots = {}

    def place(self):
        """Place a spot over each plate of the current layout; returns them (to install)."""
        t = self.table
        out = []
        for sv in t.view.seats:
            pr = t.places.plates.get(sv.seat)
            if pr is None:
                continue
            spot = self.spots.get(sv.seat)
            if spot is None:
                spot = self.spots[sv.seat] = Hotspot(key=("plate", sv.seat),
                                                     on_click=lambda q=sv.seat: self.open(q))
            spot.place(pr.rect, t.scale)
            spot.tooltip = captions.projection_tip(sv) + "\nClick to see the cards."
            out.append(spot)
        return out

    def open(self, seat):
        self.table.app.push(DeckViewer(self.table.app, self.table, seat))

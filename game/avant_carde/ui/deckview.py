"""The player plates' spots: the projection as a tooltip, and a click that opens the seat's
cards in the shared pile viewer (:mod:`game.ui.play.pileview`; the piles are
:func:`game.avant_carde.ui.piles.pile_sections`)."""

from __future__ import annotations

from typing import Any, Callable

import pygame

from game.avant_carde.ui import captions, catalog, style
from game.avant_carde.ui.model import TableView
from game.avant_carde.ui.piles import pile_sections
from game.avant_carde.ui.places import Places
from game.engine.i18n import M
from game.ui.hotspot import Hotspot
from game.ui.play.pileview import PileViewer


def open_deck_viewer(app: Any, view: TableView, seat: int, patterns: bool) -> None:
    """Show ``seat``'s cards on ``app`` as the viewer of ``view`` may see them."""

    def face(code: str, width: int) -> pygame.Surface:
        c = catalog.face(code)
        return style.card_face(c.number, c.colour, c.code, width, None, patterns)

    title = "Your cards" if seat == view.viewer else M("{name}'s cards", name=view.seats[seat].name)
    app.push(PileViewer(app, title, pile_sections(view, seat), face, 1.4, seat))


class PlateSpots:
    """A hover-and-click spot over each player plate: its tooltip is the projection's breakdown,
    a click opens the seat's cards."""

    def __init__(self, open_seat: Callable[[int], None]) -> None:
        """``open_seat(seat)``: show that seat's cards (:func:`open_deck_viewer`)."""
        self.open_seat = open_seat
        self.spots: dict[int, Hotspot] = {}

    def place(self, view: TableView, places: Places, scale: float) -> list[Hotspot]:
        """Place a spot over each plate of ``places``; returns them (to install)."""
        out = []
        for sv in view.seats:
            pr = places.plates.get(sv.seat)
            if pr is None:
                continue
            spot = self.spots.get(sv.seat)
            if spot is None:
                spot = self.spots[sv.seat] = Hotspot(key=("plate", sv.seat), on_click=self._opener(sv.seat))
            spot.place(pr.rect, scale)
            spot.tooltip = captions.projection_tip(sv) + "\nClick to see the cards."
            out.append(spot)
        return out

    def _opener(self, seat: int) -> Callable[[], None]:
        return lambda: self.open_seat(seat)

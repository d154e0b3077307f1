"""The player plates' spots: the projection as a tooltip, and a click that opens the seat's
cards in the shared pile viewer (:mod:`game.ui.play.pileview`; the piles are
:func:`game.avant_carde.ui.piles.pile_sections`)."""

from game.avant_carde.ui import captions, catalog, style
from game.avant_carde.ui.piles import pile_sections
from game.engine.i18n import M
from game.ui.hotspot import Hotspot
from game.ui.play.pileview import PileViewer


def open_deck_viewer(table, seat):
    """Show ``seat``'s cards as the table's viewer may see them."""
    patterns = bool(table.app.settings.colourblind_patterns)
    view = table.view

    def face(code, width):
        c = catalog.face(code)
        return style.card_face(c.number, c.colour, c.code, width, None, patterns)

    title = "Your cards" if seat == view.viewer else M("{name}'s cards", name=view.seats[seat].name)
    table.app.push(PileViewer(table.app, title, pile_sections(view, seat), face, 1.4, seat))


class PlateSpots:
    """A hover-and-click spot over each player plate: its tooltip is the projection's breakdown,
    a click opens the seat's cards."""

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
        open_deck_viewer(self.table, seat)

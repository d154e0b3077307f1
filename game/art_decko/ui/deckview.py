"""The deck viewer of the Art Decko table: a click on a player's row shows that seat's cards in
the shared pile viewer (:mod:`game.ui.play.pileview`; the piles are
:func:`game.art_decko.ui.piles.pile_sections`)."""

from game.art_decko.ui import layout, paintings
from game.art_decko.ui.piles import pile_sections
from game.ui.play.pileview import PileViewer

ASPECT = layout.GALLERY_CARD[1] / layout.GALLERY_CARD[0]


def open_deck_viewer(table, seat):
    """Show ``seat``'s cards as the table's viewer may see them."""
    data = table.data
    patterns = table.patterns

    def face(code, width):
        return paintings.render_card(data, data.code_to_id[code], (width, round(width * ASPECT)), patterns=patterns)

    table.app.push(PileViewer.for_seat(table, seat, pile_sections, face, ASPECT))

"""The deck viewer of the Art Decko table: a click on a player's row shows that seat's cards in
the shared pile viewer (:mod:`game.ui.play.pileview`; the piles are
:func:`game.art_decko.ui.piles.pile_sections`, from the seat's view)."""

from __future__ import annotations

from typing import Any

import pygame

from game.art_decko.records import ArtDeckoData
from game.art_decko.table_view import ArtDeckoView
from game.art_decko.ui import layout, paintings
from game.art_decko.ui.piles import pile_sections
from game.engine.i18n import M
from game.ui.play.pileview import PileViewer

ASPECT = layout.GALLERY_CARD[1] / layout.GALLERY_CARD[0]


def open_deck_viewer(app: Any, data: ArtDeckoData, patterns: bool, view: ArtDeckoView | None,
                     names: list[str], seat: int) -> None:
    """Show ``seat``'s cards as ``view`` (the viewer's; None: nobody views, a game of AIs only)
    may see them."""

    def face(code: str, width: int) -> pygame.Surface:
        return paintings.render_card(data, data.code_to_id[code], (width, round(width * ASPECT)), patterns=patterns)

    piles = pile_sections(view, data, seat) if view is not None else []
    title = "Your cards" if view is not None and seat == view.seat else M("{name}'s cards", name=names[seat])
    app.push(PileViewer(app, title, piles, face, ASPECT, seat))

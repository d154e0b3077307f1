"""Every game's first lesson walks to its end in French: every step's spot is found and answered as
in English (the steps name actions, not words), and nothing fails on the way."""

import re

import pytest
from lesson_helpers import EVERY_LESSON, answer_step, off_target_point, open_from_menu, settle
from test_ui_tutorial import walk
from ui_helpers import click

from game.engine import i18n
from game.tools.lessons import LESSONS


@pytest.mark.parametrize("game_id", [g.id for g in LESSONS.games()])
def test_the_lesson_walks_to_its_end_in_french(wired, game_id):
    app = wired
    app.set_language("fr")
    guide = open_from_menu(app, game_id)
    assert i18n.tr(guide.progress.lesson.steps[0].say) != guide.progress.lesson.steps[0].say   # said in French
    assert walk(app, guide, check_refusals=False) == len(guide.progress.lesson.steps)
    assert not app.errors


def test_an_active_museum_tile_keeps_its_words_inside_at_1920x1080(wired, monkeypatch):
    """Seen at the end of Art Decko's French lesson at 1920x1080: the active tile's second line,
    'Bonus Musée · marque', ran over the tile's right edge (nothing fitted it to the tile)."""
    import pygame
    from ui_helpers import drawn_texts, run

    from game.art_decko.ui.draw_board import BoardPainter
    app = wired
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1920, h=1080, size=(1920, 1080)))
    run(app)
    app.set_language("fr")
    guide = open_from_menu(app, "art-decko")
    walk(app, guide, check_refusals=False)
    tiles = []
    real = BoardPainter.draw_exhibition

    def record(self, surface, e, rect, active):
        if active:
            tiles.append(pygame.Rect(rect))
        return real(self, surface, e, rect, active)

    monkeypatch.setattr(BoardPainter, "draw_exhibition", record)
    guide.table.painter.invalidate()
    texts = [(i18n.tr(s), r) for s, r in drawn_texts(app, monkeypatch)]
    app.set_language("en")
    subs = [(s, r) for s, r in texts if "· marque" in s or s.startswith("Bonus Musée ·")]
    assert tiles and subs, (tiles, subs)
    for s, r in subs:
        tile = next(t for t in tiles if t.collidepoint(r.midleft))
        inside = tile.right - guide.table.s(5) - guide.table.s(3)        # inside the tile, off its border
        assert r.right <= inside, (s, r, tile)


ENGLISH = re.compile(r"\b(the|your|you|with|awards?|gold|Click|painting|pays|worth|greedy|matches|when|this|"
                     r"plays?|cards?|and|round)\b")


@pytest.mark.parametrize("game_id,index", EVERY_LESSON)
def test_every_tooltip_of_every_step_is_french(wired, game_id, index):
    """Seen in the French lessons (and then looked for at every step): tooltips built from English
    pieces joined as plain text ('Ada: about 10 awards at the end…', '… must be red or 1', ' Click to
    choose: as printed, as 1…', 'Bob, une IA (greedy)', a painting that cannot pay). Every tooltip
    on the table is said in French at every step."""
    app = wired
    app.set_language("fr")
    guide = open_from_menu(app, game_id, index)
    english = {}
    while not guide.progress.done:
        settle(app, guide)
        for w in guide.table.ui.widgets:
            said = i18n.tr(w.tip()) if w.visible and w.tip() else ""
            if ENGLISH.search(said):
                english.setdefault(said[:90], guide.progress.index + 1)
        if guide.table.overlay_open():
            click(app, off_target_point(guide))
        answer_step(app, guide)
    app.set_language("en")
    assert not english, english


@pytest.mark.parametrize("size,scale", [((1280, 720), 1.0), ((1920, 1080), 1.5)])
def test_the_intermediate_scoring_card_holds_its_french_note(size, scale):
    """Seen in 'Learn to win at The Gallerist' in French at 1280x720: the intermediate-scoring
    card's note ('Une pile du box-office est vide : chacun reçoit un bonus $ et un bonus I.') ran
    to the card's right edge. The card is as wide as its note needs."""
    from game.gallerist.ui.scorecard import intermediate_rect
    from game.games import spec
    from game.ui import theme
    spec("the-gallerist").module()
    try:
        i18n.set_language("fr")
        note = theme.font(theme.px(12, scale)).size(
            i18n.tr("A box-office pile is empty: everyone takes a $ and an I bonus."))[0]
        box = intermediate_rect(size, scale, [(0, 0, 6)])
    finally:
        i18n.set_language("en")
    assert note + 2 * theme.px(20, scale) <= box.w and box.left >= 0 and box.right <= size[0], (note, box)

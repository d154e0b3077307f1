"""The Gallerist's and Art Decko's lessons walk to their end in French: every step's spot is found
and answered as in English (the steps name actions, not words), and nothing fails on the way."""

import pytest
from test_ui_tutorial import open_from_menu, walk

from game.engine import i18n


@pytest.mark.parametrize("game_id", ["the-gallerist", "art-decko"])
def test_the_lesson_walks_to_its_end_in_french(wired, game_id):
    app = wired
    app.set_language("fr")
    guide = open_from_menu(app, game_id)
    assert i18n.tr(guide.progress.lesson.steps[0].say) != guide.progress.lesson.steps[0].say   # said in French
    assert walk(app, guide, check_refusals=False) == len(guide.progress.lesson.steps)
    assert not app.errors

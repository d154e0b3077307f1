"""The Art Decko table at the window sizes a player uses, in English and in French (which runs
about 20% longer): no text it draws leaves the window, runs into another text, or is cut with
"…" — but a bonus tile's name on its exhibition, which may be cut in either language (its
tooltip says it whole)."""

import pygame
import pytest
from ui_helpers import drawn_texts, letters, post, run

from game.art_decko.ui.table import ArtDeckoTable
from game.engine import i18n
from game.engine.session import Session
from game.games import AGENTS, game_module
from game.ui.play.controller import GameController

SIZES = ((960, 540), (1280, 720), (1920, 1080))


def _played(names, seed, moves):
    """A session played by the greedy AI for ``moves`` actions, then to seat 0's decision; seat 0
    is then human."""
    session = Session(game_module("art-decko"), {"seed": seed}, [(n, "greedy") for n in names], agents=AGENTS)
    for _ in range(moves):
        session.apply(session.ai_decide(session.ai_request()))
    while session.decision.player != 0:
        session.apply(session.ai_decide(session.ai_request()))
    session.seats[0].player = "human"
    return session


def layout_faults(table, texts, size):
    """Every text drawn out of the window, over another text, or cut (tile names aside), in words."""
    window = pygame.Rect((0, 0), size)
    tiles = [i18n.tr(i18n.L(t.name)) for t in table.data.tiles]
    shown = [(i18n.tr(s), pygame.Rect(r)) for s, r in texts if i18n.tr(s).strip()]
    faults = [f"text {s!r} {tuple(r)} leaves the window" for s, r in shown if not window.contains(r)]
    faults += [f"text {s!r} {tuple(r)} is cut" for s, r in shown
               if s.endswith("…") and not any(t.startswith(s[:-1].rstrip()) for t in tiles)]
    for i, (s, r) in enumerate(shown):
        faults += [f"texts {s!r} {tuple(r)} and {t!r} {tuple(q)} overlap" for t, q in shown[i + 1:]
                   if letters(r).colliderect(letters(q))]
    return faults


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("names, seed, moves", [
    (("Ada", "Bruno"), 2, 10),
    (("Ada", "Bruno", "Clara"), 4, 40),
    (("Ada", "Bruno", "Clara", "Dmitri"), 5, 90),
])
def test_nothing_overlaps_leaves_the_window_or_is_cut(app, monkeypatch, names, seed, moves, language):
    app.set_language(language)                    # French runs about 20% longer
    app.settings.animation_speed = "instant"
    table = ArtDeckoTable(app, GameController(_played(names, seed, moves), app.settings))
    app.push(table)
    run(app, 2)
    for size in SIZES:
        post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        run(app, 2)
        table.painter.invalidate()                 # draw every region again, recording its texts
        faults = layout_faults(table, drawn_texts(app, monkeypatch), size)
        assert not faults, "\n".join([str(size)] + faults)
    assert app.errors == []

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


def _longest(t, language, skip=()):
    """The painting of the deck whose title is longest in ``language``."""
    d = t.d
    return max((c for c in t.s.deck if d.cards[c].is_painting and c not in skip),
               key=lambda c: len(i18n.tr(i18n.L(d.cards[c].title))))


def _shown_at(app, table, monkeypatch, size):
    """Texts and badges drawn at ``size``, every region drawn again."""
    from game.art_decko.ui import style
    post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    run(app, 2)
    table.painter.invalidate()
    badges = []
    real = style.draw_badge

    def record(surface, text, *args, **kwargs):
        box = real(surface, text, *args, **kwargs)
        badges.append((i18n.tr(text), pygame.Rect(box)))
        return box

    monkeypatch.setattr(style, "draw_badge", record)
    texts = drawn_texts(app, monkeypatch)
    monkeypatch.setattr(style, "draw_badge", real)
    return texts, badges


def _bank_faults(table, texts):
    """Issue 41, item 9: "Cadmium" touched its coin, and a bank's note ran past its panel (clipped
    at 960×540 in French: "10 de plus face caché")."""
    s = table.s
    out = []
    for rect in table.L.banks:
        coin = pygame.Rect(0, 0, s(28), s(28))
        coin.topright = (rect.right - s(6), rect.top + s(5))
        for text, r in texts:
            r = pygame.Rect(r)
            if rect.collidepoint(r.center) and i18n.tr(text).strip():
                if not rect.contains(r):
                    out.append(f"{i18n.tr(text)!r} {tuple(r)} runs past its bank {tuple(rect)}")
                if letters(r).colliderect(coin.inflate(2 * s(2), 0)):
                    out.append(f"{i18n.tr(text)!r} {tuple(r)} touches the coin {tuple(coin)}")
    return out


@pytest.mark.parametrize("language", ["en", "fr"])
def test_long_card_names_the_banks_and_the_show_tag_fit(app, monkeypatch, language):
    """Issue 41, item 9, seen in French: the payment panel's title ("Acheter Peupliers en juin · C…")
    and the picked card's name ("Chambre avec Rap…") were cut, "Cadmium" touched its coin, and the
    "à accrocher" tag covered the name of the card to show. With the longest titles of the
    language, at the three sizes: nothing is cut, the banks' words keep inside and clear of the coin,
    and the tag sits above the card's title plaque."""
    from ad_helpers import Table as Builder
    from test_ui_ad_table import click_button, click_spot, open_table

    from game.art_decko.ui import paintings
    app.set_language(language)
    # paying for the longest title in a gallery; the second longest picked in the hand
    t = Builder(players=2, seed=1)
    target = _longest(t, language)
    t.gallery("indigo", target, token=7)
    second = _longest(t, language, skip=(target,))
    one, two = t.gold(1), t.gold(2)
    t.hand(0, second, one, two, t.gold(3, "prosperity"), t.painting("pop_art", skip=(target, second)))
    genre = t.d.genres[t.d.cards[second].genre].id
    others = [g for g in ("pop_art", "renaissance", "surrealism") if g != genre]
    t.exhibition("swatches", free=(genre, "gray", *others[:2]))
    t.turn(0)
    t.check()
    table = open_table(app, t.s)
    for step in ("picked", "to show", "paying"):
        if step == "picked":
            click_spot(app, table, ("hand", second))
        elif step == "to show":
            e = t.d.exhibition("swatches").index
            assert table.exhibition_target(e) == "legal", table._spot_keys[("exhibition", e)].disabled_reason
            click_spot(app, table, ("exhibition", e))
            assert table.controller.session.state.plan is not None
        else:
            click_button(app, table.b_cancel)
            click_spot(app, table, ("gallery", target))
            assert table.controller.session.state.decision().kind == "pay"
        for size in SIZES:
            texts, badges = _shown_at(app, table, monkeypatch, size)
            faults = layout_faults(table, texts, size) + _bank_faults(table, texts)
            if step == "to show":
                card = next(r for c, r in table.painter.f.hand_cards if c == second)
                tag = [b for text, b in badges if text == i18n.tr("to show")]
                assert tag, badges
                faults += [f"the tag {tuple(b)} covers the title plaque of {tuple(card)}" for b in tag
                           if b.bottom > paintings.plaque_top(card)]
            assert not faults, "\n".join([f"{step} at {size} in {language}"] + faults)
    assert app.errors == []


def test_a_bonus_tiles_name_goes_smaller_before_it_is_cut(app, monkeypatch):
    """Issue 41, item 9, seen again in French at 1280×720: "Chambre avec Rap…" and "Monet fait le
    bonhe…" on their exhibitions' tiles. A tile's name now goes a size or two smaller first."""
    app.set_language("fr")
    app.settings.animation_speed = "instant"
    session = Session(game_module("art-decko"), {"seed": 43}, [("Ada", "human"), ("Bruno", "greedy"),
                                                                ("Clara", "greedy")], agents=AGENTS)
    table = ArtDeckoTable(app, GameController(session, app.settings))
    app.push(table)
    run(app, 2)
    post(pygame.event.Event(pygame.VIDEORESIZE, w=1280, h=720, size=(1280, 720)))
    run(app, 2)
    table.painter.invalidate()
    shown = {i18n.tr(s) for s, _ in drawn_texts(app, monkeypatch)}
    tiles = [i18n.tr(i18n.L(table.data.tiles[t].name)) for t in session.state.tiles]
    whole = [name for name in tiles if name in shown]
    assert "Chambre avec Raphaël" in whole and "Monet fait le bonheur" in whole, (tiles, whole)
    assert app.errors == []

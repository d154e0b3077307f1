"""The Gallerist's and Art Decko's tables in French: every tooltip and every reason a piece gives
is said in French (a tooltip built from a French description and a French reason stays one
message), the solitaire's Lacerda line included."""

from test_ui_ad_table import open_table as open_ad_table
from test_ui_gallerist_layout import _played
from test_ui_gallerist_table import open_table as open_gallerist_table

from game.engine import i18n


def _untranslated(spots, names):
    out = set()
    for spot in spots:
        for text in (spot.tooltip, spot.disabled_reason):
            if text:
                out.update(i18n.untranslated(text, names))
    return out


def test_every_gallerist_piece_speaks_french(app):
    app.set_language("fr")
    names = ("Ada", "Bruno", "Clara")
    table = open_gallerist_table(app, session=_played(names, 5, 3))
    assert any(s.disabled_reason for s in table.spots)        # pieces that are not a choice say why
    assert not _untranslated(table.spots, names)
    solo = open_gallerist_table(app, session=_played(("Ada",), 4, 2))
    assert any("Lacerda" in i18n.tr(s.tooltip or "") for s in solo.spots)
    assert not _untranslated(solo.spots, ("Ada",))
    assert app.errors == []


def test_every_art_decko_piece_speaks_french(app):
    app.set_language("fr")
    table = open_ad_table(app, seats=(("Ada", "human"), ("Bruno", "medium")))
    spots = table._spots
    assert any(s.disabled_reason for s in spots)              # cards that cannot be bought say why
    assert not _untranslated(spots, ("Ada", "Bruno"))
    assert app.errors == []


def test_the_new_exhibitor_badge_speaks_french(app):
    """A player row's New Exhibitor badge was built by an f-string and kept the English "VP"."""
    from test_ui_ad_table import game_state
    from ui_helpers import run

    from game.art_decko.ui.table import ArtDeckoTable
    app.set_language("fr")
    names = ("Ada", "Bruno", "Clara", "Dan")
    table = open_ad_table(app, seats=tuple((n, "medium") for n in names))
    assert isinstance(table, ArtDeckoTable)
    seen = set()
    for _ in range(3000):                     # the AIs play until both kinds of space were taken
        table.controller.wait_for_ai()        # each frame sees the next move, however busy the machine
        run(app, 1)
        seen.update(t for t in (table.painter.player_facts(p)[1] for p in range(4)) if t is not None)
        if game_state(table).is_over or len({str.__str__(t).split()[1][0] for t in seen}) == 2:
            break
    words = sorted({i18n.tr(t) for t in seen})
    assert any(t.startswith("NE -") for t in words) and any(t.startswith("NE +") for t in words), words
    assert all(t.endswith("PV") for t in words if t.startswith("NE +")), words
    assert not [w for t in seen for w in i18n.untranslated(t)]


def _drawn_words(app, monkeypatch, scene=None, show=None):
    """Every text drawn, as given to the font (before it is said): by ``scene.draw``, or by
    ``show()`` (a scene that keeps drawn layers is opened after the spy is in place)."""
    from game.ui import theme
    drawn = []
    render = theme.Face.render

    def spy(face, text, *args, **kwargs):
        drawn.append(text)
        return render(face, text, *args, **kwargs)
    monkeypatch.setattr(theme.Face, "render", spy)
    theme.clear_text_caches()                     # a text drawn before is not rendered again
    scene.draw(app.screen) if show is None else show()
    monkeypatch.setattr(theme.Face, "render", render)
    return drawn


def test_the_results_screen_speaks_french(app, monkeypatch):
    """Art Decko's results in French: the comparison with earlier games, what ended the game (in the
    game's own words), the default seat name in the ranking and a bonus tile's name cut to fit were
    all left in English (seen at the end of a French play-through)."""
    from test_ui_ad_defects import _to_results, finished_state

    from game.ui.play.gameover import GameOverScene
    app.set_language("fr")
    open_ad_table(app, finished_state(), seats=(("Player", "human"), ("Bruno", "medium")))
    over = _to_results(app)
    assert isinstance(over, GameOverScene)
    assert i18n.tr(over.comparison).startswith("Votre première partie enregistrée")
    assert "La fin a été déclenchée\u00a0: " in i18n.tr(over.subline())
    drawn = _drawn_words(app, monkeypatch, over)
    said = [i18n.tr(t) for t in drawn]
    assert any("Joueur" in t for t in said) and not any("Player" in t for t in said), said
    left = {w for t in drawn for w in i18n.untranslated(t, ("Bruno", "Player"))}
    assert not left, left
    assert app.errors == []


def test_a_tile_name_cut_to_fit_is_cut_in_french(app, monkeypatch):
    """The scoring card cut a tile's name in English before saying it ("“Money! Money!…")."""
    from game.art_decko.ui import breakdown
    from game.engine.i18n import L, M
    from game.ui import theme
    app.set_language("fr")
    drawn = []
    monkeypatch.setattr(theme, "blit_text", lambda surface, s, *a, **k: drawn.append(i18n.tr(s)))
    name = M("\u201c{tile}\u201d", tile=L("Money! Money! Money!"))
    breakdown._clipped(app.screen, name, 12, theme.INK, (0, 0), 90, bold=True)
    assert drawn[0].startswith("«\u00a0Argent") and drawn[0].endswith("…"), drawn


def test_a_scoring_line_too_long_for_its_row_narrows_then_ends_in_an_ellipsis(app):
    """The scoring card kept only the first wrapped line of a row's note, dropping words silently
    ("accrochages et bonus Nouvel" at 1280x720 in French)."""
    from game.art_decko.ui import breakdown
    from game.ui import theme
    app.set_language("fr")
    note = "shows and New Exhibitor bonuses"
    french = i18n.tr(note)
    regular, narrow = (theme.font(9, condensed=c).size(french)[0] for c in (False, True))
    assert narrow < regular
    lines, condensed = breakdown._fitted_lines(note, 9, (narrow + regular) // 2, 1, (False, True))
    assert (lines, condensed) == ([french], True)              # the condensed face holds it all
    lines, condensed = breakdown._fitted_lines(note, 9, narrow // 2, 1, (False, True))
    assert len(lines) == 1 and lines[0].endswith("…") and condensed
    assert breakdown._fitted_lines(note, 9, regular + 4, 1, (False, True)) == ([french], False)


def test_the_gallerists_auction_offers_name_the_seats_as_the_table_does(app, monkeypatch):
    """The auction's "Offres : Player 3, Bruno 6" kept the default seat name in English: the names
    were joined into plain text before the line was said."""
    from game.engine.session import Session
    from game.games import AGENTS, game_module
    app.set_language("fr")
    session = Session(game_module("the-gallerist"), {"seed": 7}, [("Player", "greedy"), ("Bruno", "greedy")],
                      agents=AGENTS)
    while not session.over and 0 not in session.state.offer_totals():
        session.apply(session.ai_decide(session.ai_request()))
    assert 0 in session.state.offer_totals() and not session.over
    session.seats[0].player = "human"
    said = [i18n.tr(t) for t in _drawn_words(app, monkeypatch, show=lambda: open_gallerist_table(app, session=session))]
    offers = [t for t in said if t.startswith("Offres")]
    assert offers and "Joueur" in offers[0] and "Player" not in offers[0], offers


def test_a_saves_row_names_the_default_player_and_the_month_in_french(tmp_path):
    """Seen in 'Revoir une partie passée': "Avant Carde · Player, Bruno · manche 6 · 28 Nov 16:11" —
    the default seat name and the month stayed English (the names were joined into one plain text)."""
    import datetime
    import os

    from game.engine.session import Session
    from game.games import AGENTS, game_module
    from game.ui.play.saves import describe_save
    session = Session(game_module("avant-carde"), {"seed": 3}, [("Player", "human"), ("Bruno", "medium")],
                      agents=AGENTS)
    path = str(tmp_path / "game.json")
    session.save(path)
    when = datetime.datetime(2026, 11, 28, 16, 11).timestamp()
    os.utime(path, (when, when))
    label, error = describe_save(path)
    assert error is None and str(label).endswith("Player, Bruno · round 1 · 28 Nov 16:11")
    junk = tmp_path / "junk.json"
    junk.write_text("{", encoding="utf-8")
    os.utime(junk, (when, when))
    i18n.set_language("fr")
    try:
        assert i18n.tr(label).endswith("Joueur, Bruno · tour 1 · 28 nov. 16:11"), i18n.tr(label)
        damaged, reason = describe_save(str(junk))             # a row that does not load: its date too
        assert i18n.tr(damaged) == "junk.json · 28 nov. 16:11" and "abîmée" in reason, (damaged, reason)
    finally:
        i18n.set_language("en")


def test_the_new_game_screen_says_the_level_hint_and_the_default_name_in_french(wired, monkeypatch):
    """Seen in French: the seat's name stayed "Player" and the level hint under the seats was
    English (its sentences were joined into one plain text, looked up whole and found nowhere)."""
    from ui_helpers import drawn_texts, run

    from game.ui.play import launch
    from game.ui.play.setup import NewGameScene
    wired.set_language("fr")
    try:
        scene = NewGameScene(wired, launch.start_session)
        wired.push(scene)
        run(wired)
        scene.choices["game"] = "avant-carde"
        scene.choices["seats"][1:] = [["Bruno", "hard"]]
        scene._build()
        run(wired)
        assert scene.choices["seats"][0][0] == "Joueur"
        said = [i18n.tr(t) for t, _ in drawn_texts(wired, monkeypatch)]
        assert any(t.startswith("À deux joueurs, Difficile gagne environ") for t in said), said
        assert not [t for t in said if "games in 10" in t]
    finally:
        wired.set_language("en")

"""The coach's hint at the table (issue 31): off by default, asked with H or the Hint button,
worked out off the frame loop, shown with its reason and its spot, played with P, counted."""

import json

import pygame
import pytest

from game.ai import coach as coach_module
from game.ai.review import COACHES
from game.engine import stats
from game.engine.session import Session
from game.games import AGENTS, game_module, spec
from game.ui.play import launch
from tests.ui.ui_helpers import click, drawn_texts, press, run


@pytest.fixture(autouse=True)
def quick_hints(monkeypatch):
    monkeypatch.setattr(coach_module, "HINT_SAMPLES", 2)


def table_at_human_turn(app, game_id, seats=(("Ada", "human"), ("Bob", "greedy"))):
    launch.start_session(app, game_module(game_id), {"seed": 4}, list(seats))
    table = app.top
    run(app)
    while table.controller.human_to_act is None or app.top is not table:
        if app.top is not table:                 # the hot-seat curtain: the player takes the mouse
            run(app, 20, dt=0.2)
            app.top._ready()
        table.controller.wait_for_ai()
        run(app)
    return table


def hint_ready(app, table):
    table.controller.wait_for_hint()
    run(app, 2)
    assert table.controller.hint is not None, table.controller.errors


@pytest.mark.parametrize("game_id", [g.id for g in COACHES.games()])
def test_h_asks_the_coach_and_p_plays_its_move(wired, game_id, monkeypatch):
    app = wired
    app.settings.hints = True
    table = table_at_human_turn(app, game_id)
    c = table.controller
    assert table.hint_offered and table.hint_button.visible is not False
    before = len(c.session.actions)
    press(app, pygame.K_h)
    assert table.hint_open and c.session.hints_used == 1
    hint_ready(app, table)
    texts = [t for t, _ in drawn_texts(app, monkeypatch)]
    assert any(t.startswith("Hint: ") for t in texts)
    h = c.hint
    assert h.action in c.decision().options and h.words
    press(app, pygame.K_h)                       # hide, then show again: the same hint, counted once
    assert not table.hint_open
    press(app, pygame.K_h)
    assert table.hint_open and c.hint is h and c.session.hints_used == 1
    press(app, pygame.K_p)
    assert len(c.session.actions) == before + 1 and c.session.actions[before] == h.action
    assert not table.hint_open and c.hint is None and not c.errors and not app.errors


def test_the_hint_button_asks_too_and_the_hint_is_kept_in_the_save_and_the_statistics(wired, tmp_path):
    app = wired
    app.settings.hints = True
    table = table_at_human_turn(app, "avant-carde")
    run(app, 2)
    click(app, table.hint_button.rect.center)
    assert table.hint_open and table.controller.session.hints_used == 1
    hint_ready(app, table)
    path = str(tmp_path / "g.json")
    table.controller.session.save(path)
    assert json.loads(open(path).read())["hints"] == 1
    back = Session.load(path, {"avant-carde": game_module("avant-carde")}, agents=AGENTS)
    assert back.hints_used == 1


def test_hints_are_off_by_default_and_in_hot_seat_games_unless_turned_on(wired):
    app = wired
    assert app.settings.hints is False and app.settings.hints_hot_seat is False
    table = table_at_human_turn(app, "avant-carde")
    press(app, pygame.K_h)
    assert not table.hint_open and table.controller.session.hints_used == 0
    app.settings.hints = True
    app.pop(table)
    hot = table_at_human_turn(app, "avant-carde", (("Ada", "human"), ("Bea", "human")))
    assert not hot.controller.hints_offered
    press(app, pygame.K_h)
    assert not hot.hint_open and hot.controller.session.hints_used == 0
    app.settings.hints_hot_seat = True
    assert hot.controller.hints_offered
    press(app, pygame.K_h)
    assert hot.hint_open and hot.controller.session.hints_used == 1


def test_a_save_whose_hint_count_is_not_a_count_loads_with_none(tmp_path):
    s = Session(spec("avant-carde").module(), {"seed": 4}, [("Ann", "greedy"), ("Ben", "greedy")], agents=AGENTS)
    path = tmp_path / "g.json"
    s.save(str(path))
    data = json.loads(path.read_text())
    assert "hints" not in data                    # a game without hints saves as before
    for bad in (-1, "3", True, 10 ** 9, None):
        path.write_text(json.dumps({**data, "hints": bad}))
        assert Session.load(str(path), {"avant-carde": game_module("avant-carde")}, agents=AGENTS).hints_used == 0


def test_hints_are_counted_per_game_and_old_statistics_files_still_load(tmp_path):
    old = {"format": stats.FORMAT, "version": stats.VERSION, "games": [
        {"key": "k1", "game": "avant-carde", "variant": "", "rounds": 5, "when": "",
         "seats": [["Ann", "human", 12, True], ["Ben", "medium", 9, False]]}]}
    path = tmp_path / "stats.json"
    path.write_text(json.dumps(old))
    f = stats.StatsFile(path)
    assert f.problem is None and f.records[0].hints == 0
    rec = stats.Record("k2", "avant-carde", "", 6, f.records[0].seats, "", hints=3)
    assert f.add(rec)
    again = stats.StatsFile(path)
    assert [r.hints for r in again.records] == [0, 3]
    g = stats.summarise(again.records)["avant-carde"]
    assert (g.hints, g.hinted) == (3, 1)
    from game.ui.play.stats import stats_markup
    assert "Hints asked for: **3** (in 1 of 2 games)" in stats_markup(again.records)
    bad = json.loads(path.read_text())
    bad["games"][1]["hints"] = -2
    path.write_text(json.dumps(bad))
    assert stats.StatsFile(path).problem is not None        # a damaged count is a damaged record


@pytest.mark.parametrize("game_id", [g.id for g in COACHES.games()])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_hint_button_covers_no_text_of_the_table(wired, monkeypatch, game_id, size):
    app = wired
    app.settings.hints = True
    table = table_at_human_turn(app, game_id)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    run(app, 2)
    if hasattr(table, "_base"):                      # The Gallerist keeps its regions: draw them again
        from game.gallerist.ui.layers import BaseLayer
        table._base = BaseLayer()
    spot = table.hint_button.rect
    assert spot.w > 0 and table.hint_button.visible
    texts = [(t, r) for t, r in drawn_texts(app, monkeypatch) if r is not None and t != "Hint"]
    assert not [t for t, r in texts if spot.colliderect(r)]
    widgets = [w for w in table.ui.widgets if w.visible and w.rect.w > 0]
    assert not [w for w in widgets if spot.colliderect(w.rect)]


def test_a_hint_still_thinking_about_a_decision_left_behind_gives_way_to_the_new_one(wired, monkeypatch):
    import threading

    from game.ai import review as coach
    app = wired
    app.settings.hints = True
    table = table_at_human_turn(app, "avant-carde")
    c = table.controller
    release = threading.Event()
    asked = []

    def slow_hint(adapter, game, obs, decision, seed, **kwargs):
        asked.append(decision)
        if len(asked) == 1:
            release.wait(30)                       # the first hint is still thinking when the move is made
        return coach.Hint(decision.options[0], "", 0.5, 0, 1)
    monkeypatch.setattr(coach_module, "hint", slow_hint)
    press(app, pygame.K_h)
    assert c.hint_thinking
    table.submit(c.decision().options[0])          # the player moves on by hand
    run(app)
    assert c.human_to_act == c.viewer and not c.hint_thinking
    assert not table.hint_open                     # the move closed the panel of the decision left behind
    press(app, pygame.K_h)
    assert table.hint_open
    c.wait_for_hint()
    release.set()
    c._hint_worker.join(5)
    for t in threading.enumerate():
        if t.name == "coach-hint":
            t.join(5)
    run(app)
    assert len(asked) == 2 and c.session.hints_used == 2
    assert c.hint is not None and c.hint.action in c.decision().options and not c.errors


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_avant_cardes_status_line_ends_before_the_hint_button(wired, desktop, monkeypatch, size):
    """Seen in a French game at 1920x1080: the top bar's status line ("Votre exposition : posez une
    carte qui correspond à …") ran on under the Hint button, which it reached before the rules button
    it was measured against."""
    from game.engine import i18n
    app = wired
    app.settings.hints = True
    app.set_language("fr")
    app.set_window_size(size)
    table = table_at_human_turn(app, "avant-carde")
    c = table.controller
    play = next(a for a in c.decision().options if str(a).startswith("play"))
    table.submit_action(play)                # a card in the line: the status names what matches it
    while c.human_to_act is None:
        c.wait_for_ai()
        run(app)
    run(app)
    assert "posez une carte" in i18n.tr(table.painter.f.status) and table.hint_button.visible
    over = [i18n.tr(t) for t, rect in drawn_texts(app, monkeypatch)
            if rect.colliderect(table.hint_button.rect) and i18n.tr(t) != i18n.tr(table.hint_button.label)]
    assert not over, over
    app.set_language("en")


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_the_hint_panel_never_covers_the_spot_it_names(wired, monkeypatch, size, language):
    """Issue 41, item 17: the hint panel covered The Gallerist's artist row, where the moves it names are."""
    from game.ai import review as coach
    from game.engine import i18n
    app = wired
    app.settings.hints = True
    app.set_language(language)
    app.set_window_size(size)
    table = table_at_human_turn(app, "the-gallerist")
    c = table.controller
    spot, s = table.hint_spot(), table.s
    under = pygame.Rect(spot.right - s(520), spot.bottom, s(520), s(110))     # where the panel drops by default
    action = c.decision().options[0]
    target = pygame.Rect(under.centerx - s(60), under.top + s(10), s(120), s(50))     # as an artist's tile is there
    monkeypatch.setattr(table, "hint_target", lambda a: target if a == action else None)
    monkeypatch.setattr(coach_module, "hint", lambda *a, **k: coach.Hint(action, "", 0.5, 0, 1))
    press(app, pygame.K_h)
    hint_ready(app, table)
    panel = [r for t, r in drawn_texts(app, monkeypatch) if i18n.tr(t).startswith(("Hint: ", "Conseil"))]
    app.set_language("en")
    assert panel, "no hint drawn"
    assert not any(r.colliderect(target) for r in panel), (panel, target)


def test_a_lesson_offers_no_hint_button(wired):
    """Issue 41, item 17: the Hint button showed during lessons, and H answered 'Not yet: click the
    highlighted spot'."""
    from lesson_helpers import open_from_menu, settle
    app = wired
    app.settings.hints = True
    guide = open_from_menu(app, "the-gallerist")
    settle(app, guide)
    run(app)
    assert not guide.table.hint_offered and not guide.table.hint_button.visible


def test_p_with_no_hint_showing_says_why_and_a_hint_names_the_rest_of_the_turn(wired, monkeypatch):
    """Issue 42: P with no hint showing did nothing and said nothing; a Gallerist hint sent a gallerist
    somewhere and only the next hint said what to do there."""
    app = wired
    table = table_at_human_turn(app, "the-gallerist")
    c = table.controller
    before = len(c.session.actions)
    press(app, pygame.K_p)                                   # hints off
    assert table.notice and table.notice[0] == "Hints are off: Settings → Coach's hints turns them on."
    app.settings.hints = True
    press(app, pygame.K_p)                                   # on, but none asked for
    assert table.notice[0] == "No hint is shown: H asks the coach, then P plays its move."
    assert len(c.session.actions) == before
    texts = [t for t, _ in drawn_texts(app, monkeypatch)]
    assert "No hint is shown: H asks the coach, then P plays its move." in texts
    while not any(o[0] == "move" for o in c.decision().options):       # a turn that starts with a move
        c.submit(next(o for o in c.decision().options if o[0] not in ("move",)))
        run(app)
        while c.human_to_act is None:
            c.wait_for_ai()
            run(app)
    press(app, pygame.K_h)
    hint_ready(app, table)
    texts = [str(t) for t, _ in drawn_texts(app, monkeypatch)]
    assert "The coach's search weighs only this move at this kind of decision." not in texts
    assert c.hint.action[0] == "move" and c.hint.then_words, c.hint.words      # a move and what to do there
    assert any(t.startswith("Then: Ada ") for t in texts), texts           # its first line (wrapped)

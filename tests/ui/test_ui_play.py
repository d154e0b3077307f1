"""The play layer: set-up, starting a game, the AI thread, hot-seat hand-offs, the game-over scene,
Continue and Load. A minimal stand-in table keeps these tests independent of each game's table."""

import gc
import json
import os
import weakref

import pygame
import pytest
from ui_helpers import click, drawn_texts, post, press, run

from game.games import APP_LEVELS, SEAT_ABOUT, all_specs, game_ids, game_module
from game.ui.play import launch
from game.ui.play.gameover import GameOverScene
from game.ui.play.setup import NewGameScene
from game.ui.play.table import TableScene
from game.ui.scenes.handoff import HandOff
from game.ui.scenes.main_menu import MainMenu


class StandInTable(TableScene):
    """Draws nothing but a log; a human move is made by calling ``submit`` directly."""

    def draw_table(self, surface):
        surface.fill((240, 235, 220))
        self.draw_log(surface, (10, 10, 400, 300))


@pytest.fixture
def wired(app, monkeypatch):
    monkeypatch.setattr(launch, "table_class", lambda game_id: StandInTable)
    app.settings.animation_speed = "instant"
    launch.connect(app)
    app.go_home()
    run(app)
    return app


def finish_ai_game(app, limit=20000):
    table = app.stack[1]
    for _ in range(limit):
        if table.controller.session.over:
            break
        table.controller.wait_for_ai()
        run(app)
    run(app, 5)
    return table


def test_new_game_from_the_menu_starts_a_session_and_autosaves(wired, home):
    app = wired
    menu = app.top
    click(app, menu.new_game.rect.center)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    scene.choices["seats"] = [["Ada", "easy"], ["Bob", "hard"]]
    scene._build()
    click(app, scene.go.rect.center)
    assert isinstance(app.top, StandInTable)
    assert os.path.exists(home / "autosave.json")
    assert json.load(open(home / "setup.json"))["seats"] == [["Ada", "easy"], ["Bob", "hard"]]


def test_setup_switches_games_and_limits_seats(wired):
    app = wired
    scene = NewGameScene(app, lambda *a: None)
    app.push(scene)
    run(app)
    click(app, scene.tabs._segments()[1].center)
    assert scene.game_id == "art-decko"
    while scene.add_seat.enabled is not False:
        click(app, scene.add_seat.rect.center)
    assert len(scene.choices["seats"]) == 4
    assert "At most 4" in scene.add_seat.tip()
    game, setup, seats = scene.setup()
    # The set-up screen deals the split measured fairest (docs/rulings-art-decko.md, §18).
    assert game == "art-decko" and len(seats) == 4
    assert setup["options"] == {"gold_tiles": True, "starting_gold": "1-1-3-4"}


def test_solo_setup_gives_a_difficulty(wired):
    scene = NewGameScene(wired, lambda *a: None)
    wired.push(scene)
    scene.choices.update(game="avant-carde", seats=[["Ada", "human"]], seed="42")
    scene.choices["fields"]["avant-carde"]["solo"] = "hard"
    scene._build()
    game, setup, seats = scene.setup()
    assert setup["solo"] == "hard" and setup["seed"] == 42 and seats == [("Ada", "human")]
    assert any(label == "Difficulty" for label, _ in scene.options)


def test_ai_only_game_runs_to_the_game_over_scene_and_rematch(wired):
    app = wired
    launch.start_session(app, game_module("avant-carde"), {"seed": 5},
                         [("Ada", "greedy"), ("Bob", "greedy")])
    table = finish_ai_game(app)
    assert table.controller.session.over
    assert isinstance(app.top, GameOverScene)
    over = app.top
    assert over.ranking()[0][3]               # the first listed is a winner
    click(app, over.rematch.rect.center)
    assert isinstance(app.top, StandInTable) and app.top is not table
    assert app.top.controller.session.setup["seed"] == 6
    assert not app.errors


def test_a_table_sets_aside_what_lives_with_it_and_the_next_table_frees_it(wired):
    """A full cycle collection inside a frame looked at the whole heap (12-19 ms in an Art Decko
    move's frame): what lives as long as a game is frozen when its table opens, and given back to
    the collector when the next one opens, so that the previous table is still freed."""
    spec = all_specs()[0]
    seats = [(f"AI {i}", "greedy") for i in range(spec.min_players)]
    try:
        first = weakref.ref(launch.start_session(wired, spec.module(), {"seed": 1}, seats))
        assert gc.get_freeze_count() > 0
        launch.start_session(wired, spec.module(), {"seed": 2}, seats)
        assert first() is None
    finally:
        gc.unfreeze()


def test_hot_seat_hands_off_between_humans(wired):
    app = wired
    launch.start_session(app, game_module("avant-carde"), {"seed": 8},
                         [("Ada", "human"), ("Bob", "human")])
    run(app)
    curtain = app.top
    assert isinstance(curtain, HandOff)
    table = app.stack[-2]
    assert table.controller.viewer is None       # nobody's hand is shown behind the curtain
    run(app, 10, dt=0.1)
    click(app, (640, 360))
    first = table.controller.viewer
    assert first is not None and app.top is table
    table.submit(table.controller.state.decision().options[-1])   # "stop"
    run(app)
    assert isinstance(app.top, HandOff) and app.top.name != table.controller.session.seats[first].name


def test_continue_reloads_the_autosave_and_a_damaged_one_says_so(wired, home):
    app = wired
    launch.start_session(app, game_module("avant-carde"), {"seed": 3},
                         [("Ada", "greedy"), ("Bob", "greedy")])
    table = app.top
    for _ in range(30):
        table.controller.wait_for_ai()
        run(app)
    saved = table.controller.session.state.to_data()
    app.go_home()
    run(app)
    menu = app.top
    assert menu.continue_game.enabled
    click(app, menu.continue_game.rect.center)
    assert app.top.controller.session.state.to_data()["round"] == saved["round"]
    (home / "autosave.json").write_text("{not json")
    app.go_home()
    run(app)
    click(app, app.top.continue_game.rect.center)
    assert "Cannot continue" in app.top.title
    assert not app.errors


def test_load_scene_lists_saves_and_refuses_damaged_ones(wired, home):
    app = wired
    launch.start_session(app, game_module("art-decko"), {"seed": 2},
                         [("Ann", "greedy"), ("Ben", "greedy")])
    launch.save_game(app)
    assert "Game saved" in app.top.title
    os.makedirs(home / "saves", exist_ok=True)
    (home / "saves" / "broken.json").write_text('{"format": "vernissage-save", "version": 99}')
    app.go_home()
    run(app)
    click(app, app.top.load_game.rect.center)
    scene = app.top
    labels = [b.label for b in scene.rows]
    assert any(" · Art Decko · " in label and " · round 1 · " in label for label in labels), labels
    broken = next(b for b in scene.rows if "broken" in b.label)
    assert not broken.enabled and "another version" in broken.tip()
    good = next(b for b in scene.rows if " · Art Decko · " in b.label)
    click(app, good.rect.center)
    assert isinstance(app.top, StandInTable)
    assert app.top.controller.session.game.GAME_ID == "art-decko"


def test_escape_pauses_and_ctrl_z_undoes_a_human_move(wired):
    app = wired
    launch.start_session(app, game_module("avant-carde"), {"seed": 4, "patrons": "new_yorkers"},
                         [("Ada", "human"), ("Bob", "greedy")])
    table = app.top
    run(app)
    while table.controller.human_to_act is None:
        table.controller.wait_for_ai()
        run(app)
    plain = [a for a in table.controller.state.decision().options if a.kind == "play" and "." in a[1]]
    before = table.controller.state.to_data()
    table.submit(plain[0])
    assert table.controller.can_undo
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert table.controller.state.to_data() == before
    press(app, pygame.K_ESCAPE)
    from game.ui.scenes.pause import PauseMenu
    assert isinstance(app.top, PauseMenu)


def table_at_human_turn(app, game_id):
    """A new game of ``game_id`` (Ada human, Bob greedy) opened at its table, at Ada's first turn."""
    launch.start_session(app, game_module(game_id), {"seed": 4}, [("Ada", "human"), ("Bob", "greedy")])
    table = app.top
    run(app)
    while table.controller.human_to_act is None:
        table.controller.wait_for_ai()
        run(app)
    return table


@pytest.mark.parametrize("game_id", game_ids())
def test_ctrl_z_with_nothing_to_undo_says_why(wired, game_id, monkeypatch):
    """Issue #29: Ctrl+Z did nothing and said nothing when undo was blocked (all games)."""
    app = wired
    table = table_at_human_turn(app, game_id)
    assert app.top is table and not table.controller.can_undo
    before = table.controller.state.to_data()
    press(app, pygame.K_z, mod=pygame.KMOD_CTRL)
    assert table.controller.state.to_data() == before
    assert table.notice is not None and table.notice[0].startswith("Nothing to undo")
    assert any(text.startswith("Nothing to undo") for text, _ in drawn_texts(app, monkeypatch))


def test_setup_options_fit_above_the_start_button_with_a_patron_per_number(wired):
    scene = NewGameScene(wired, lambda *a: None)
    wired.push(scene)
    scene.choices["game"] = "avant-carde"
    scene.choices["fields"]["avant-carde"]["patrons"] = "pick"
    scene._build()
    run(wired)
    assert len(scene.options) >= 11
    bottom = max(w.rect.bottom for _, w in scene.options)
    assert bottom < scene.go.rect.top and bottom <= wired.size[1]


def test_continue_on_a_fresh_install_says_no_game_is_in_progress(wired):
    menu = wired.top
    assert not menu.continue_game.enabled
    post(pygame.event.Event(pygame.MOUSEMOTION, pos=menu.continue_game.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    run(wired, 12)
    assert menu.ui.hover is menu.continue_game
    assert menu.continue_game.tip() == "No game in progress: start a new game first."


def test_a_new_game_seats_the_player_by_the_name_in_settings(wired):
    app = wired
    click(app, app.top.settings.rect.center)
    settings = app.top
    click(app, settings.name.rect.center)
    for _ in range(len(settings.name.value)):
        press(app, pygame.K_BACKSPACE)
    post(pygame.event.Event(pygame.TEXTINPUT, text="Bruno"))
    run(app)
    click(app, settings.done.rect.center)
    click(app, app.top.new_game.rect.center)
    scene = app.top
    assert [name_box.value for name_box, _, _ in scene.seat_rows] == ["Bruno", "Ada", "Clara"]
    click(app, scene.go.rect.center)
    seats = app.top.controller.session.seats
    assert [(s.name, s.player) for s in seats] == [("Bruno", "human"), ("Ada", "medium"), ("Clara", "medium")]


def test_seat_the_player_names_the_first_human_seat_and_keeps_names_distinct():
    from game.ui.play.setup import seat_the_player
    seats = [["Ada", "easy"], ["Bruno", "human"], ["Clara", "human"], ["Zoe", "hard"]]
    assert seat_the_player(seats, "zoe") == [["Ada", "easy"], ["zoe", "human"], ["Clara", "human"],
                                             ["Bruno", "hard"]]
    assert seat_the_player([["Ada", "easy"]], "Zoe") == [["Ada", "easy"]]     # no human seat


def quit_from_the_pause_menu(app):
    press(app, pygame.K_ESCAPE)
    click(app, app.top.quit_button.rect.center, frames=10)


def test_quitting_a_game_in_progress_says_continue_brings_it_back(wired):
    app = wired
    launch.start_session(app, game_module("avant-carde"), {"seed": 5}, [("Ada", "human"), ("Bob", "greedy")])
    run(app, 5)
    table = app.top
    table.submit(table.controller.state.decision().options[-1])
    run(app)
    moves = len(table.controller.session.actions)
    quit_from_the_pause_menu(app)
    dialog = app.top
    assert dialog.message == "The game is kept: Continue on the main menu brings it back."
    press(app, pygame.K_RETURN)
    click(app, app.top.continue_game.rect.center)
    assert len(app.top.controller.session.actions) == moves
    assert not app.errors


def test_quitting_warns_only_when_the_autosave_cannot_be_written(wired, monkeypatch):
    app = wired
    launch.start_session(app, game_module("avant-carde"), {"seed": 5}, [("Ada", "human"), ("Bob", "greedy")])
    run(app, 5)
    session = app.top.controller.session

    def full_disk(*args, **kwargs):
        raise OSError(28, "No space left on device")

    from game.engine import saves
    monkeypatch.setattr(saves, "write_atomic", full_disk)      # a failed autosave is recorded, never raised
    quit_from_the_pause_menu(app)
    assert session.save_problem == "the disk is full"
    assert app.top.title == "This game is not saved"
    assert app.top.message == "The disk is full. Save it first with Save as…, or quit and lose it."


def test_quitting_a_finished_game_goes_straight_to_the_menu(wired):
    app = wired
    launch.start_session(app, game_module("avant-carde"), {"seed": 4}, [("Ada", "greedy"), ("Bob", "greedy")])
    finish_ai_game(app)
    click(app, app.top.back.rect.center, frames=5)        # "Look at the table"
    quit_from_the_pause_menu(app)
    assert isinstance(app.top, MainMenu) and len(app.stack) == 1


@pytest.mark.parametrize("game_id", [g.id for g in all_specs() if g.app_levels == APP_LEVELS])
def test_seat_levels_cycle_human_easy_medium_hard(wired, game_id):
    scene = NewGameScene(wired, lambda *a: None)
    wired.push(scene)
    scene._set_game(game_id)
    run(wired)
    who = scene.seat_rows[1][1]
    assert [v for v, _ in who.options] == ["human", "easy", "medium", "hard"]
    seen = []
    for _ in range(4):
        click(wired, (who.rect.right - 5, who.rect.centery))
        seen.append(who.value)
    assert seen == ["hard", "human", "easy", "medium"]
    wired.pop(scene)


def test_the_seat_chooser_describes_the_chosen_level(wired):
    """Hovering a seat's chooser says what that level is; cycling changes the words."""
    scene = NewGameScene(wired, lambda *a: None)
    wired.push(scene)
    scene._set_game("avant-carde")
    run(wired)
    who = scene.seat_rows[1][1]
    tips = {}
    for _ in range(4):
        click(wired, (who.rect.right - 5, who.rect.centery))
        tips[who.value] = who.tooltip
    assert tips == {k: SEAT_ABOUT[k] for k in ("human", "easy", "medium", "hard")}
    assert len(set(tips.values())) == 4
    wired.pop(scene)


def test_the_hot_seat_hint_stays_in_the_seats_column(wired, monkeypatch):
    click(wired, wired.top.new_game.rect.center)
    scene = wired.top
    who = scene.seat_rows[1][1]
    for _ in range(2):                                   # Medium → Easy → Human
        click(wired, (who.rect.left + 5, who.rect.centery))
    assert who.value == "human"
    texts = drawn_texts(wired, monkeypatch)
    # (a widget's own words may also occur in the hint: "New Yorkers" in the level hint and the Patrons list)
    hint = [rect for text, rect in texts if text.strip() and text in scene._hint()
            and not any(w.rect.contains(rect) for _, w in scene.options)]
    labels = [rect for text, rect in texts if text in {label for label, _ in scene.options}]
    assert hint and labels
    assert all(r.right <= scene.left.right and r.collidelist(labels) == -1 for r in hint)


def test_the_seat_hint_of_a_game_shows_when_several_seats_play(wired):
    """Art Decko's spec tells how its seats fare (docs/rulings-art-decko.md, §18): the set-up
    scene shows it for two or more seats, after the hot-seat line when there is one, never alone."""
    from game.games import spec
    click(wired, wired.top.new_game.rect.center)
    scene = wired.top
    scene._set_game("art-decko")
    hint = spec("art-decko").seat_hint
    assert hint and hint in scene._hint()
    scene.choices["seats"] = scene.choices["seats"][:1]
    assert scene._hint() is None
    wired.pop(scene)


def test_the_hot_seat_hint_speaks_of_no_hand(wired):
    """Issue #29: The Gallerist has no hand, yet the hot-seat set-up said "hides the last hand"."""
    scene = NewGameScene(wired, lambda *a: None)
    wired.push(scene)
    scene.choices["game"] = "the-gallerist"
    scene.choices["seats"] = [["Ada", "human"], ["Bob", "human"]]
    scene._build()
    hint = scene._hint()
    assert hint.startswith("Hot-seat") and "hand" not in hint


@pytest.mark.parametrize("game_id", game_ids())
def test_escape_then_rules_opens_the_current_games_tab(wired, game_id):
    """Issue #29: Esc → Rules during a Gallerist game opened the Avant Carde tab."""
    from game.ui.scenes.rules import RulesScene
    app = wired
    table_at_human_turn(app, game_id)
    press(app, pygame.K_ESCAPE)
    click(app, app.top.rules.rect.center)
    assert isinstance(app.top, RulesScene) and app.top.tabs.value == game_id


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_gallerist_at_four_offers_the_later_seats_money_on_and_it_can_be_switched_off(wired, monkeypatch,
                                                                                          language):
    """docs/rulings-gallerist.md, "Seats at 3 and 4 players": at 4 players the set-up screen deals
    the later seats $1 more per place in turn order, a visible option in the player's language that
    fits at the smallest window; switched off, the game is the rules as printed; at 3 players it is
    not offered. The session records what was chosen."""
    from test_ui_languages_layout import faults, resize, shown, widget_faults

    from game.engine import i18n
    wired.set_language(language)
    try:
        click(wired, wired.top.new_game.rect.center)
        scene = wired.top
        click(wired, scene.tabs._segments()[[v for v, _ in scene.tabs.options].index("the-gallerist")].center)
        scene.choices["seats"] = [["Ada", "human"], ["Bob", "human"], ["Cy", "human"]]
        scene._build()
        assert "Starting money" not in [label for label, _ in scene.options]
        assert "options" not in scene.setup()[1]
        click(wired, scene.add_seat.rect.center)
        money = dict(scene.options)["Starting money"]
        said = {i18n.tr(t) for t, _ in drawn_texts(wired, monkeypatch)}
        words = {"en": ("Starting money", "+$1 per later seat", "As in the rules"),
                 "fr": ("Argent de départ", "+1\u00a0$ par joueur suivant", "Comme dans la règle")}[language]
        assert {words[0], words[1]} <= said
        assert i18n.tr(money.tooltip).startswith({"en": "Earlier players", "fr": "À quatre joueurs"}[language])
        for size in ((960, 540), (1280, 720)):
            resize(wired, size)
            texts = shown(wired, monkeypatch)
            found = faults(wired, texts) + widget_faults(scene, texts)
            assert not found, "\n".join([f"at {size}"] + found)
        assert scene.setup()[1]["options"] == {"seat_dollars": 1}
        click(wired, (money.rect.right - 5, money.rect.centery))       # ▶: switched off
        assert words[2] in {i18n.tr(t) for t, _ in drawn_texts(wired, monkeypatch)}
        assert scene.setup()[1]["options"] == {"seat_dollars": 0}
        click(wired, (money.rect.left + 5, money.rect.centery))        # ◀: on again, and the game starts
        click(wired, scene.go.rect.center)
        session = next(s for s in wired.stack if isinstance(s, StandInTable)).controller.session
        assert session.setup["options"] == {"seat_dollars": 1}
        first = session.state.start_player
        assert [session.state.money[(first + k) % 4] for k in range(4)] == [10, 11, 12, 13]
    finally:
        wired.set_language("en")


def test_a_remembered_choice_of_another_type_is_not_kept(home):
    """A bool is an int to isinstance: a setup.json saying ``true`` for the later seats' dollars was
    kept, and the game refused it at Start."""
    from game.ui.play.setup import load_choices
    home.mkdir(parents=True, exist_ok=True)
    for remembered, kept in ((True, 1), ("1", 1), (0, 0)):
        (home / "setup.json").write_text(json.dumps({"fields": {"the-gallerist": {"seat_dollars": remembered}}}))
        value = load_choices()["fields"]["the-gallerist"]["seat_dollars"]
        assert value == kept and type(value) is int

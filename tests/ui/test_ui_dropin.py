"""The toy game dropped in as its package and its data folder (tests/conftest.py, ``toy_game``) goes
through the shared set-up scene, by real clicks, to its own table; a click on its table plays a
move, headless, and a click on a card it cannot play says why, in French too; its autosave loads,
and its game-over scene shows its own breakdown from the final observation — without any change
to shared code."""

from ui_helpers import click, drawn_texts, run

from game.engine import i18n
from game.games import load_object
from game.ui.play import launch
from game.ui.play.gameover import GameOverScene
from game.ui.play.setup import NewGameScene


def test_the_setup_scene_starts_the_toy_game_from_its_spec(app, home, toy_game):
    app.settings.animation_speed = "instant"
    launch.connect(app)
    app.go_home()
    run(app)
    click(app, app.top.new_game.rect.center)
    scene = app.top
    assert isinstance(scene, NewGameScene)
    click(app, scene.tabs._segments()[-1].center)          # the last tab: the toy game, registered last
    assert scene.game_id == toy_game.id
    assert [label for label, _ in scene.options] == ["Short game", "Seed"]
    assert [label for _, label in scene.seat_rows[1][1].options] == ["Human", "AI · Easy"]
    assert len(scene.seat_rows) == 3 and not scene.add_seat.enabled      # at most 3 players
    click(app, scene.seat_rows[2][2].rect.center)          # remove the third seat
    short = scene.options[0][1]
    click(app, short._switch_rect().center)
    click(app, scene.go.rect.center)
    table_class = load_object(toy_game.table)
    table = next(s for s in app.stack if isinstance(s, table_class))   # (a hand-off may sit on top)
    session = table.controller.session
    assert session.game.GAME_ID == toy_game.id and session.setup["options"] == {"short": True}
    assert [s.player for s in session.seats] == ["human", "easy"]
    loaded = launch.load_session(app, str(home / "autosave.json"))
    assert loaded.game.GAME_ID == toy_game.id and loaded.setup == session.setup
    assert not app.errors


def test_the_game_over_scene_draws_the_toy_tables_breakdown_from_the_final_observation(app, home, toy_game):
    app.settings.animation_speed = "instant"
    launch.connect(app)
    table = launch.start_session(app, toy_game.module(), {"seed": 2}, [("Ann", "easy"), ("Ben", "easy")])
    drawn = []
    real = type(table).draw_breakdown

    def spy(self, surface, rect, observation, names, scale):
        drawn.append((observation, names))
        real(self, surface, rect, observation, names, scale)
    type(table).draw_breakdown = spy
    try:
        for _ in range(400):
            run(app)
            if isinstance(app.top, GameOverScene):
                break
        assert isinstance(app.top, GameOverScene)
        app.step([], dt=0.016)
        final = table.controller.observation()
        assert drawn and drawn[-1] == (final, ["Ann", "Ben"])
        assert final["points"] == table.controller.summary()["scores"]
    finally:
        type(table).draw_breakdown = real
    assert not app.errors


def test_a_click_on_the_dropped_in_table_plays_a_move_and_a_refused_card_says_why(app, home, toy_game,
                                                                                   monkeypatch):
    app.settings.animation_speed = "instant"
    launch.connect(app)
    table = launch.start_session(app, toy_game.module(), {"seed": 4}, [("Ann", "human"), ("Ben", "easy")])
    for _ in range(100):                       # the AI's turns, until the human's
        run(app)
        if table.controller.human_to_act is not None:
            break
    session = table.controller.session
    assert app.top is table and table.controller.human_to_act == 0
    options = table.controller.decision().options
    spots = table.spots()
    played = next(a for a, _ in spots if a in options)
    before = len(session.actions)
    [point] = table.clicks_for(played)
    click(app, point)
    assert session.actions[before] == played and not app.errors
    # a card the seat cannot play now: nothing is played, and the table says why
    for _ in range(100):
        run(app)
        if table.controller.human_to_act is not None:
            break
    refused = [(a, r) for a, r in table.spots() if table.controller.why_not(a)]
    assert refused                             # seed 4: the seat holds a star and has no money
    count = len(session.actions)
    app.set_language("fr")
    click(app, refused[0][1].center)
    assert len(session.actions) == count and table.notice is not None
    texts = [i18n.tr(t) for t, _ in drawn_texts(app, monkeypatch)]          # as the screen says them
    assert any(t.startswith(("Étoile coûte", "Vous n’avez aucune carte")) for t in texts), texts
    assert "Joueur 1 — argent" in " ".join(texts)
    app.set_language("en")
    assert not app.errors

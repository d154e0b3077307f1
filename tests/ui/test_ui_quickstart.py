"""Quick start from the command line (``python main.py --game … --seats …``): straight to the table."""

import pytest
from ui_helpers import run

from game.main import build_parser
from game.tools.cli import seats_from_args, setup_from_args
from game.ui.play import launch
from game.ui.play.table import TableScene


def test_seats_name_each_player_and_take_only_the_apps_levels():
    assert seats_from_args("the-gallerist", "human,medium,hard") == [
        ("Ada", "human"), ("Bruno", "medium"), ("Clara", "hard")]
    with pytest.raises(ValueError, match="--seats: 'greedy' is not one of human, easy, medium, hard"):
        seats_from_args("avant-carde", "human,greedy")
    with pytest.raises(ValueError, match="--seats: Art Decko seats 2 to 4 players, not 1"):
        seats_from_args("art-decko", "human")


@pytest.mark.parametrize("argv,title,seats", [
    (["--game", "the-gallerist", "--seats", "human,medium,hard", "--seed", "5"], "The Gallerist", 3),
    (["--game", "avant-carde", "--patrons", "tokyoites", "--seats", "human,easy"], "Avant Carde", 2),
    (["--game", "avant-carde", "--solo", "hard", "--seats", "human"], "Avant Carde", 1),
    (["--game", "art-decko", "--seats", "human,medium"], "Art Decko", 2),
])
def test_the_command_line_opens_the_table_of_the_game_it_names(app, argv, title, seats):
    args = build_parser().parse_args(argv)
    # what _cmd_gui hands run_app as ``start``, without opening a second window
    seats_list = seats_from_args(args.game, args.seats)
    args.players = len(seats_list)
    setup = setup_from_args(args)
    app.settings.player_name = "Mona"
    launch.connect(app)
    app.go_home()
    table = launch.quick_start(app, args.game, setup, seats_list)
    run(app, 3)
    assert isinstance(table, TableScene) and table in app.stack
    session = table.controller.session
    assert session.game.TITLE == title and len(session.seats) == seats
    assert session.seats[0].name == "Mona" and session.seats[0].human
    assert not app.errors


def test_a_bad_seat_list_is_one_line_with_exit_status_2(capsys):
    from game.main import main
    assert main(["--game", "art-decko", "--seats", "human,wizard"]) == 2
    assert capsys.readouterr().err.strip() == ("error: argument --seats: 'wizard' is not one of "
                                               "human, easy, medium, hard")


def _resize(app, w, h):
    import pygame
    from ui_helpers import post
    post(pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h)))
    run(app, 1)


def test_a_table_keeps_the_window_at_its_games_minimum_size(app):
    """Issue #19: GameInfo.min_window holds while the game's table is open: a quick start at a
    smaller size grows the window, a resize cannot go below it, and back at the menu the app's
    own minimum is the limit again. A game without one (Art Decko) leaves the window alone."""
    from game.games import spec
    from game.ui.userdata import MIN_WINDOW
    launch.connect(app)
    app.go_home()
    _resize(app, 800, 450)
    assert app.size == (800, 450) and app.min_window() == MIN_WINDOW
    need = spec("the-gallerist").min_window
    launch.quick_start(app, "the-gallerist", {}, [("Ada", "human"), ("Bruno", "easy")])
    run(app, 2)
    assert app.min_window() == need and app.size == need and app.windowed_size == need
    _resize(app, 700, 400)
    assert app.size == need
    _resize(app, 1000, 500)
    assert app.size == (1000, need[1])
    app.go_home()
    _resize(app, 700, 400)
    assert app.size == (700, 400) and app.min_window() == MIN_WINDOW
    launch.quick_start(app, "art-decko", {}, [("Ada", "human"), ("Bruno", "easy")])
    run(app, 2)
    assert spec("art-decko").min_window is None and app.size == (700, 400)
    assert not app.errors

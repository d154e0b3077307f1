"""Wiring the menu to games: New game, Continue, Load, Save, and opening a game's table."""

import datetime
import gc
import os

from game.engine.errors import SaveError, VernissageError
from game.engine.paths import data_dir
from game.engine.session import Session
from game.games import all_specs, check_setup, load_object, make_agent, spec
from game.ui.play.controller import GameController


def autosave_path():
    return os.path.join(data_dir(), "autosave.json")


def saves_dir():
    return os.path.join(data_dir(), "saves")


def table_class(game_id):
    """The table scene class of ``game_id`` (its spec's ``table``)."""
    return load_object(spec(game_id).table)


def open_table(app, session):
    """Show ``session``'s table on top of the main menu."""
    app.go_home()
    # The previous table's scenes and widgets refer to each other (callbacks), so only the
    # cycle collector frees them and their cached surfaces: do it now, between games.
    gc.collect()
    controller = GameController(session, app.settings)
    table = table_class(session.game.GAME_ID)(app, controller)
    app.push(table)
    return table


def start_session(app, game, setup, seats):
    """A new game from the set-up scene (or a rematch). Raises ValueError/DataError for bad set-ups."""
    session = Session(game, setup, seats, autosave_path=autosave_path(), agents=make_agent)
    session.autosave()
    return open_table(app, session)


def all_games():
    """Every registered game's rules package, by id."""
    return {g.id: g.module() for g in all_specs()}


def load_session(path):
    """A saved game, continuing to autosave in the usual place. Raises SaveError."""
    return Session.load(path, all_games(), autosave_path=autosave_path(), agents=make_agent,
                        check_setup=check_setup)


def _message(app, title, text):
    from game.ui.scenes.dialogs import MessageDialog
    app.push(MessageDialog(app, title, text))


def continue_game(app):
    try:
        open_table(app, load_session(autosave_path()))
    except (SaveError, VernissageError) as exc:
        _message(app, "Cannot continue", f"{exc} You can start a new game.")


def table_session(app):
    """The session of the table on the scene stack, or None."""
    table = next((s for s in reversed(app.stack) if hasattr(s, "controller")), None)
    return table.controller.session if table is not None else None


def save_game(app):
    """Save the game on the table under saves/, named by game and time."""
    session = table_session(app)
    if session is None:
        return
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    path = os.path.join(saves_dir(), f"{session.game.GAME_ID}-{stamp}.json")
    try:
        session.save(path)
    except OSError as exc:
        _message(app, "Not saved", f"The game could not be written to {path}: {exc.strerror or exc}.")
        return
    _message(app, "Game saved", f"Saved as {os.path.basename(path)}. Load it from the main menu.")


def connect(app):
    """Set the app's home scene and hooks; call once at start-up."""
    from game.ui.play.saves import LoadScene
    from game.ui.play.setup import NewGameScene
    from game.ui.scenes.main_menu import MainMenu

    def home(app):
        refresh_hooks(app)
        return MainMenu(app)

    app.home = home
    app.actions.new_game = lambda: app.push(NewGameScene(app, start_session))
    app.actions.load_game = lambda: app.push(LoadScene(app))
    app.actions.save_game = lambda: save_game(app)
    app.actions.quit_to_menu = lambda: quit_to_menu(app)
    refresh_hooks(app)


def refresh_hooks(app):
    """Continue is offered only when there is an autosave."""
    app.actions.continue_game = (lambda: continue_game(app)) if os.path.exists(autosave_path()) else None


def quit_to_menu(app):
    """Leave the table for the main menu, saying truly what happens to the game.

    A finished game is simply left. A game in progress is written to the autosave now, so
    Continue brings back exactly this position; only if that write fails is the player warned."""
    from game.ui.scenes.dialogs import ConfirmDialog

    session = table_session(app)
    if session is None or session.over:
        app.go_home()
        return
    kept = "The game is kept: Continue on the main menu brings it back."
    if not session.autosave_path:
        kept = "This game has no autosave. Save it first if you want to come back to it."
    else:
        try:
            session.autosave()
        except OSError as exc:
            kept = (f"The autosave could not be written ({exc.strerror or exc}). "
                    "Save it first if you want to come back to it.")
    app.push(ConfirmDialog(app, "Quit to the main menu?", kept, app.go_home, confirm="Quit to menu"))

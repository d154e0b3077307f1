"""Wiring the menu to games: New game, Continue, Load, Save, and opening a game's table.

The autosave is the one file the app overwrites on its own, so two rules guard it:

- only the window that holds the user folder's lock (:class:`~game.engine.safefile.FolderLock`)
  writes it; a second window plays on with "Not saved: another Vernissage window …";
- an autosave that cannot be resumed (damaged, or made by another version) is moved aside to
  ``saves/autosave-unresumable-<date>.json`` before a new game writes its own, never replaced.
"""

from __future__ import annotations

import datetime
import gc
import os
import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.engine import i18n
from game.engine.errors import SaveError, VernissageError
from game.engine.i18n import M, error_text, said
from game.engine.paths import data_dir
from game.engine.safefile import FolderLock, file_label, write_problem
from game.engine.session import Session
from game.games import AGENTS, all_specs, check_setup, load_object, spec
from game.ui.play.controller import GameController

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence
    from typing import Any

    from game.engine.contract import GamePackage
    from game.ui.app import App
    from game.ui.play.table import TableScene


def autosave_path() -> str:
    return os.path.join(data_dir(), "autosave.json")


def saves_dir() -> str:
    return os.path.join(data_dir(), "saves")


def table_class(game_id: str) -> type[TableScene]:
    """The table scene class of ``game_id`` (its spec's ``table``)."""
    return load_object(spec(game_id).table)


def free_last_table() -> None:
    """Free what the last table left, before the next one is made. Its scenes and widgets refer to
    each other (callbacks), so only the cycle collector frees them and their cached surfaces; and
    what :func:`set_table_aside` set aside must be given back to it first."""
    gc.unfreeze()
    gc.collect()


def set_table_aside() -> None:
    """Once a table is shown: set what lives as long as the game (the code, the data, the table)
    aside from the cycle collector until the next table, so that a full collection looks only at
    what the game made since, not at the whole heap (12-19 ms inside an Art Decko move's frame,
    measured)."""
    gc.freeze()


def open_table(app: App, session: Session) -> TableScene:
    """Show ``session``'s table on top of the main menu."""
    app.go_home()
    free_last_table()
    controller = GameController(session, app.settings)
    table = table_class(session.game.GAME_ID)(app, controller)
    app.push(table)
    set_table_aside()
    return table


def start_session(app: App, game: GamePackage, setup: dict[str, Any], seats: Sequence[Sequence[str]]) -> TableScene:
    """A new game from the set-up scene (or a rematch). Raises ValueError/DataError for bad set-ups."""
    session = Session(game, setup, seats, agents=AGENTS)
    attach_autosave(app, session)
    session.autosave()
    return open_table(app, session)


def quick_start(app: App, game_id: str, setup: Mapping[str, Any], seats: Sequence[Sequence[str]]) -> TableScene | None:
    """Open a new game straight at its table (the command line's ``--game … --seats …``): the
    first human seat takes the player's name from Settings; a set-up the game refuses shows
    its sentence over the main menu instead."""
    from game.ui.play.setup import seat_the_player
    setup = dict(setup)
    setup.setdefault("seed", random.randrange(1, 10**9))
    seats = [tuple(s) for s in seat_the_player(seats, app.settings.shown_player_name)]
    try:
        return start_session(app, spec(game_id).module(), setup, seats)
    except (ValueError, OSError, VernissageError) as exc:
        _message(app, "The game could not start", error_text(exc))
        return None


def attach_autosave(app: App, session: Session, resumed_from: str | None = None) -> None:
    """Let ``session`` autosave, unless another window owns the folder or the autosave there
    cannot be resumed and cannot be moved aside; then ``session.save_problem`` says why."""
    other = getattr(app, "other_window", None)
    if other:
        session.save_problem = (M("another Vernissage window{_process} is using this folder; use Save in the pause "
                                  "menu", _process=_process(other)))
        return
    if resumed_from != autosave_path():
        problem = set_aside_unresumable_autosave()
        if problem:
            session.save_problem = problem
            return
    session.autosave_path = autosave_path()


def set_aside_unresumable_autosave() -> str | None:
    """Move an autosave that does not load to a dated file in ``saves/``; None, or why it stays."""
    path = autosave_path()
    if not os.path.lexists(path):
        return None
    try:
        Session.load(path, all_games(), agents=AGENTS)
        return None
    except SaveError:
        pass
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    try:
        os.makedirs(saves_dir(), exist_ok=True)
        os.replace(path, os.path.join(saves_dir(), f"autosave-unresumable-{stamp}.json"))
    except OSError as exc:
        return M("the old autosave cannot be resumed and could not be moved aside ({write_problem})",
                 write_problem=write_problem(exc))
    return None


def all_games() -> dict[str, GamePackage]:
    """Every registered game's rules package, by id."""
    return {g.id: g.module() for g in all_specs()}


def load_session(app: App, path: str) -> Session:
    """A saved game, continuing to autosave in the usual place (see :func:`attach_autosave`).
    Raises SaveError."""
    session = Session.load(path, all_games(), agents=AGENTS, check_setup=check_setup)
    attach_autosave(app, session, resumed_from=path)
    return session


def _message(app: App, title: str, text: str) -> None:
    from game.ui.scenes.dialogs import MessageDialog
    app.push(MessageDialog(app, title, text))


def continue_game(app: App) -> None:
    try:
        open_table(app, load_session(app, autosave_path()))
    except (SaveError, VernissageError) as exc:
        _message(app, "Cannot continue", M("{exc} You can start a new game.", exc=said(error_text(exc))))


def table_session(app: App) -> Session | None:
    """The session of the table on the scene stack, or None."""
    table = next((s for s in reversed(app.stack) if hasattr(s, "controller")), None)
    return table.controller.session if table is not None else None


def _save_name(session: Session) -> str:
    """The file name a save of ``session`` gets: its game and the time."""
    return f"{session.game.GAME_ID}-{datetime.datetime.now().strftime('%Y%m%d-%H%M%S')}.json"


def save_game(app: App) -> None:
    """Save the game on the table under saves/, named by game and time; if that fails, say why
    and offer Save as… (another folder)."""
    session = table_session(app)
    if session is None:
        return
    path = os.path.join(saves_dir(), _save_name(session))
    try:
        session.save(path)
    except (OSError, SaveError) as exc:
        _not_saved(app, M("It could not be written to your saves folder: {write_problem}.",
                          write_problem=write_problem(exc)))
        return
    _message(app, "Game saved", M("Saved as {basename}. Load it from the main menu.", basename=os.path.basename(path)))


def not_saved(app: App) -> str | None:
    """Why the game on the table is not saved (the phrase after "not saved: "), or None when its
    last autosave was written — or when there is no game in progress to lose."""
    session = table_session(app)
    if session is None or session.over:
        return None
    if session.save_problem:
        return session.save_problem
    return None if session.autosave_path else "it is not autosaved"


def _not_saved(app: App, why: str, quitting: bool = False) -> None:
    """Say that the game is not saved and offer Save as…; when ``quitting``, also Quit without saving."""
    from game.ui.scenes.dialogs import Dialog
    then = app.go_home if quitting else None
    buttons: list[tuple[str, Callable[[], object] | None, str]] = (
        [("Quit without saving", app.go_home, "quiet")] if quitting else [])
    buttons += [("Cancel", None, "secondary"), ("Save as…", lambda: save_game_as(app, then), "primary")]
    hint = (" Save it first with Save as…, or quit and lose it." if quitting
            else " Save as… can keep it in another folder.")
    app.push(Dialog(app, "This game is not saved", why + hint, buttons))


def save_game_as(app: App, then: Callable[[], object] | None = None) -> None:
    """Save as…: the game on the table written where the player types (a folder, or a file path
    ending in .json), never over a file that is there. Says where it went, or why not; ``then``
    (e.g. returning to the menu) is offered once it is saved."""
    from game.ui.scenes.dialogs import ConfirmDialog, InputDialog
    session = table_session(app)
    if session is None:
        return
    name = _save_name(session)
    written = []

    def write(typed: str) -> str | None:
        path, problem = save_as_path(typed, name)
        if problem or path is None:
            return problem
        try:
            session.save(path)
        except (OSError, SaveError) as exc:
            return M("It could not be written there: {write_problem}.", write_problem=write_problem(exc))
        written.append(path)
        return None

    def say_where() -> None:
        where = M("Saved as {value}. To load it from Load a game, put it in {saves_dir}.",
                  value=written[0], saves_dir=saves_dir())
        if then is None:
            _message(app, "Game saved", where)
        else:
            app.push(ConfirmDialog(app, "Game saved", where, then, confirm="Quit to menu", cancel="Back to the game"))
    app.push(InputDialog(app, "Save as…", "Type a folder to save the game in (or a file name ending in .json).",
                         os.path.join(os.path.expanduser("~"), name), write, after=say_where, confirm="Save"))


def save_as_path(typed: str, name: str) -> tuple[str | None, str | None]:
    """``(path, None)`` where Save as… writes for what was typed (a folder gets ``name``), or
    ``(None, why not)``: nothing typed, no such folder, or a file already there (never replaced)."""
    typed = os.path.expanduser(typed.strip())
    if not typed:
        return None, "Type a folder to save the game in."
    path = os.path.join(typed, name) if os.path.isdir(typed) else typed
    if not path.lower().endswith(".json"):
        return None, M("There is no folder {file_label}: type a folder that exists, or a name ending in .json.",
                       file_label=file_label(typed))
    if not os.path.isdir(os.path.dirname(os.path.abspath(path))):
        return None, M("There is no folder for {file_label}: type a folder that exists.", file_label=file_label(path))
    if os.path.lexists(path):
        return None, M("There is already a file named {file_label} there: type another name.",
                       file_label=file_label(path))
    return path, None


def connect(app: App) -> None:
    """Set the app's home scene and hooks; call once at start-up."""
    from game.ui.play.saves import LoadScene
    from game.ui.play.setup import NewGameScene
    from game.ui.scenes.main_menu import MainMenu

    def home(app: App) -> MainMenu:
        refresh_hooks(app)
        return MainMenu(app)

    app.home = home
    app.status = lambda: table_notice(app)
    app.folder_lock = FolderLock(data_dir())
    app.other_window = app.folder_lock.acquire()
    app.actions.new_game = lambda game_id=None: app.push(NewGameScene(app, start_session, game_id))
    app.actions.load_game = lambda: app.push(LoadScene(app))
    app.actions.save_game = lambda: save_game(app)
    app.actions.save_game_as = lambda: save_game_as(app)
    app.actions.quit_to_menu = lambda: quit_to_menu(app)
    app.actions.not_saved = lambda: not_saved(app)
    refresh_hooks(app)


def _process(pid: int) -> str:
    """' (process 1234)', or nothing when the lock file did not say whose it is."""
    return M(" (process {pid})", pid=pid) if pid > 0 else ""


def table_notice(app: App) -> str | None:
    """The save notice of the game on the table, if a table is open (see ``App.status``)."""
    from game.ui.play.table import save_notice
    table = next((s for s in reversed(app.stack) if hasattr(s, "controller")), None)
    return save_notice(table.controller.session) if table is not None else None


def warn_if_second_window(app: App) -> None:
    """Tell the player, once at start-up, that another window owns the folder."""
    if app.other_window:
        _message(app, "Vernissage is already open",
                 M("Another Vernissage window{_process} is using your folder, so this one will not autosave. Use "
                   "Save in the pause menu to keep a game.", _process=_process(app.other_window)))


def warn_if_catalog_failed(app: App) -> None:
    """Tell the player, once at start-up, that a translation file could not be read (its texts are
    English until it is mended; Settings says so too, under Language)."""
    notice = i18n.load_notice()
    if notice is not None:
        _message(app, "A translation could not be read", notice)


def refresh_hooks(app: App) -> None:
    """Continue is offered only when there is an autosave."""
    app.actions.continue_game = (lambda: continue_game(app)) if os.path.exists(autosave_path()) else None


def quit_to_menu(app: App) -> None:
    """Leave the table for the main menu, saying truly what happens to the game.

    A finished game is simply left. A game in progress is written to the autosave now, so
    Continue brings back exactly this position; if that write fails (or this window does not
    autosave), the dialog says "This game is not saved", why, and offers Save as…."""
    from game.ui.scenes.dialogs import ConfirmDialog

    session = table_session(app)
    if session is None or session.over:
        app.go_home()
        return
    session.autosave()
    why = not_saved(app)
    if why:
        _not_saved(app, f"{why[0].upper()}{why[1:]}.", quitting=True)
        return
    app.push(ConfirmDialog(app, "Quit to the main menu?", "The game is kept: Continue on the main menu brings it back.",
                           app.go_home, confirm="Quit to menu"))

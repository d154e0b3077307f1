"""The Load scene: the saved games in the user folder, newest first; damaged ones say why.

Any file may sit in ``saves/`` (a hand-edited save, a FIFO, a symlink loop), so describing one
never fails: whatever goes wrong makes that row say why, and every other save stays listed."""

import datetime
import os

from game.engine import saves
from game.engine.errors import SaveError, VernissageError
from game.ui import theme
from game.ui.scene import Scene
from game.ui.widgets import Button, WidgetGroup

MAX_SHOWN = 8


def _mtime(path):
    """When a file was last changed (0 for a broken link or a file that went away)."""
    try:
        return os.stat(path).st_mtime
    except (OSError, ValueError):
        return 0.0


def describe_save(path):
    """``(label, error)`` for a save file: a line for people, or why it cannot be loaded."""
    when = datetime.datetime.fromtimestamp(_mtime(path)).strftime("%d %b %H:%M")
    try:
        data = saves.load(path)
        from game.games import game_ids, game_module
        game = data.get("game")
        if game not in game_ids():
            return f"{os.path.basename(path)} · {when}", f"a game this app does not know ({game!r})"
        module = game_module(game)
        names = ", ".join(str(s.get("name", "?")) for s in data.get("seats", []))
        # Each game keeps its own progress (Art Decko counts turns): its state says the round.
        rnd = module.from_data(data.get("state")).round
        return f"{module.TITLE} · {names} · round {rnd} · {when}", None
    except VernissageError as exc:
        return f"{os.path.basename(path)} · {when}", str(exc)
    except Exception as exc:  # noqa: BLE001 — a hand-edited save may break anything; its row says so
        return f"{os.path.basename(path)} · {when}", f"it is damaged ({type(exc).__name__})"


class LoadScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.message = None
        self._build()

    def _paths(self):
        from game.ui.play.launch import autosave_path, saves_dir
        folder = saves_dir()
        try:
            paths = [os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".json")]
        except OSError:
            paths = []           # no saves/ folder yet, or one that cannot be read
        if os.path.lexists(autosave_path()):
            paths.append(autosave_path())
        return sorted(paths, key=_mtime, reverse=True)[:MAX_SHOWN]

    def _build(self):
        self.ui = WidgetGroup(feedback=self.app.play_sound)
        self.rows = []
        for path in self._paths():
            label, error = describe_save(path)
            if os.path.basename(path) == "autosave.json":
                label = "Autosave · " + label
            b = self.ui.add(Button(label, lambda p=path: self._load(p), align="left"))
            if error:
                b.disable(f"Cannot be loaded: {error}")
            self.rows.append(b)
        self.back = self.ui.add(Button("Back", lambda: self.app.pop(self), style="quiet"))

    def _load(self, path):
        from game.ui.play.launch import load_session, open_table
        try:
            session = load_session(self.app, path)
        except SaveError as exc:
            self.message = str(exc)
            self.app.play_sound("error")
            return
        open_table(self.app, session)

    def layout(self):
        w, h = self.size
        bw, bh = min(self.s(760), w - 2 * self.s(theme.GAP_L)), self.s(theme.BUTTON_H)
        y = self.s(130)
        for b in self.rows:
            b.place(((w - bw) // 2, y, bw, bh), self.scale)
            y += bh + self.s(10)
        self.back.place(((w - self.s(200)) // 2, h - self.s(80), self.s(200), bh), self.scale)

    def escape(self):
        self.app.pop(self)
        return True

    def draw(self, surface):
        w, h = self.size
        surface.blit(theme.paper(self.size), (0, 0))
        theme.blit_text(surface, "Load a game", self.s(theme.TITLE), theme.INK, (w // 2, self.s(40)), "midtop", bold=True)
        if not self.rows:
            theme.blit_text(surface, "No saved games yet. Save from the pause menu (Esc) during a game.",
                            self.s(theme.TEXT), theme.INK_SOFT, (w // 2, self.s(160)), "midtop")
        if self.message:
            theme.blit_text(surface, self.message[:160], self.s(theme.TEXT_S), theme.ACCENT,
                            (w // 2, h - self.s(100)), "midbottom")
        super().draw(surface)

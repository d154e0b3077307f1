"""The app settings, stored in the user's folder (:mod:`game.engine.paths` says where).

Settings are JSON written atomically; a missing, damaged or half-valid file yields
defaults field by field, never a crash. A settings file that exists but cannot be read (no
permission, a FIFO, a folder) is never written over: that run keeps its changes in memory only.
"""

from __future__ import annotations

import dataclasses
import errno
import json
import os
from typing import TYPE_CHECKING

from game.engine.i18n import LANGUAGES, N_, system_language, tr
from game.engine.paths import data_dir
from game.engine.safefile import clean_text, read_bytes
from game.engine.saves import write_atomic

if TYPE_CHECKING:
    from pathlib import Path
    from typing import Any

SETTINGS_FILE = "settings.json"
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
# Duration multiplier for each animation speed (0: jump straight to the end).
ANIMATION_FACTORS = {"slow": 1.6, "normal": 1.0, "fast": 0.5, "instant": 0.0}
AI_THINK_RANGE = (0.0, 3.0)
MIN_WINDOW = (640, 360)
MAX_NAME = 20
DEFAULT_PLAYER_NAME = N_("Player")    # said in the app's language where it is shown
SETTINGS_MAX_BYTES = 1_000_000


def settings_path() -> Path:
    """Where the settings file lives."""
    return data_dir() / SETTINGS_FILE


@dataclasses.dataclass
class Settings:
    """Everything the player can set; every field has a safe default."""

    window_size: tuple[int, ...] = (1280, 720)
    fullscreen: bool = False
    animation_speed: str = "normal"
    colourblind_patterns: bool = True
    sound: bool = True
    ai_think_time: float = 1.0
    player_name: str = DEFAULT_PLAYER_NAME
    confirm_end_turn: bool = True     # ask before ending a buy turn that could still buy or use a power
    volume: float = 0.7
    language: str = ""                # "en", "fr"; "" until chosen: the system's language
    hints: bool = False               # the coach's hint at the table (H), in games with one human
    hints_hot_seat: bool = False      # ... and in hot-seat games too

    @property
    def shown_player_name(self) -> str:
        """The player's name as the app gives it: the default one in the app's language ("Joueur"),
        any other as typed."""
        return tr(DEFAULT_PLAYER_NAME) if self.player_name == DEFAULT_PLAYER_NAME else self.player_name

    @property
    def spoken_language(self) -> str:
        """The language the app speaks: the one chosen, else the system's (VERNISSAGE_LANG wins,
        for a run in another language without touching the settings)."""
        forced = os.environ.get("VERNISSAGE_LANG", "")
        if forced in LANGUAGES:
            return forced
        return self.language or system_language()

    @property
    def animation_factor(self) -> float:
        """Multiply animation durations by this (0 when animations are off)."""
        return ANIMATION_FACTORS[self.animation_speed]

    def to_data(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["window_size"] = list(self.window_size)
        return data

    @classmethod
    def from_data(cls, data: object) -> Settings:
        """Settings from parsed JSON; each bad or missing field falls back to its default."""
        s = cls()
        if not isinstance(data, dict):
            return s
        size = data.get("window_size")
        if (isinstance(size, list) and len(size) == 2
                and all(isinstance(v, int) and not isinstance(v, bool) for v in size)):
            s.window_size = (max(MIN_WINDOW[0], min(size[0], 16384)),
                             max(MIN_WINDOW[1], min(size[1], 16384)))
        for name in ("fullscreen", "colourblind_patterns", "sound", "confirm_end_turn", "hints",
                     "hints_hot_seat"):
            if isinstance(data.get(name), bool):
                setattr(s, name, data[name])
        if data.get("animation_speed") in ANIMATION_SPEEDS:
            s.animation_speed = data["animation_speed"]
        think = data.get("ai_think_time")
        if isinstance(think, (int, float)) and not isinstance(think, bool) and think == think:
            s.ai_think_time = float(min(max(think, AI_THINK_RANGE[0]), AI_THINK_RANGE[1]))
        volume = data.get("volume")
        if isinstance(volume, (int, float)) and not isinstance(volume, bool) and volume == volume:
            s.volume = float(min(max(volume, 0.0), 1.0))
        if isinstance(data.get("language"), str) and data["language"] in LANGUAGES:
            s.language = data["language"]
        typed = data.get("player_name")
        if isinstance(typed, str) and clean_text(typed).strip():
            s.player_name = clean_text(typed).strip()[:MAX_NAME]
        return s

    @classmethod
    def load(cls, path: str | Path | None = None) -> Settings:
        """Read settings; anything unreadable gives defaults (and a file that exists but
        cannot be read at all is left alone: see :attr:`keep_file`)."""
        try:
            data = json.loads(read_bytes(path or settings_path(), SETTINGS_MAX_BYTES).decode("utf-8"))
        except OSError as exc:
            s = cls()
            s.keep_file = exc.errno != errno.ENOENT and os.path.lexists(path or settings_path())
            return s
        except (UnicodeDecodeError, ValueError, RecursionError):
            return cls()
        return cls.from_data(data)

    keep_file = False     # True: the file on disk could not be read, so it must not be replaced

    def save(self, path: str | Path | None = None) -> bool:
        """Write settings atomically; returns False (and keeps going) if the disk refuses, or
        if the file there could not be read (its values are the player's, not ours to drop)."""
        if self.keep_file:
            return False
        try:
            write_atomic(str(path or settings_path()), json.dumps(self.to_data(), indent=2) + "\n")
        except OSError:
            return False
        return True

"""The user folder and the settings file: paths, round trip, and defensive loading."""

import json

import pytest

from game.engine import paths
from game.ui import userdata
from game.ui.userdata import Settings


def test_folder_prefers_vernissage_home(home):
    assert paths.data_dir() == home
    assert userdata.settings_path() == home / "settings.json"


def test_folder_falls_back_to_xdg(monkeypatch, tmp_path):
    monkeypatch.delenv("VERNISSAGE_HOME", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert paths.data_dir() == tmp_path / "xdg" / "vernissage"
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "me"))
    assert paths.data_dir() == tmp_path / "me" / ".local" / "share" / "vernissage"


def test_folder_is_platformdirs_answer_so_windows_and_macos_get_their_own(monkeypatch, tmp_path):
    asked = []

    def user_data_dir(appname, appauthor=None):
        asked.append((appname, appauthor))
        return str(tmp_path / "Library" / "Application Support" / appname)

    monkeypatch.delenv("VERNISSAGE_HOME", raising=False)
    monkeypatch.setattr(paths.platformdirs, "user_data_dir", user_data_dir)
    assert paths.data_dir() == tmp_path / "Library" / "Application Support" / "vernissage"
    assert asked == [("vernissage", False)]


def test_defaults_when_there_is_no_file(home):
    s = Settings.load()
    assert s == Settings()
    assert s.colourblind_patterns is True and s.window_size == (1280, 720)


def test_round_trip(home):
    s = Settings(window_size=(1600, 900), fullscreen=True, animation_speed="slow", colourblind_patterns=False,
                 sound=False, ai_think_time=2.5, player_name="Ada")
    assert s.save()
    assert Settings.load() == s
    assert s.animation_factor > Settings().animation_factor


@pytest.mark.parametrize("content", [b"", b"{", b"\xff\xfe garbage", b"[1, 2]", b"null", b'"text"',
                                     b"[" * 100_000, b'{"window_size": "big"}'])
def test_a_damaged_file_gives_defaults(home, content):
    home.mkdir(parents=True)
    (home / "settings.json").write_bytes(content)
    assert Settings.load() == Settings()


def test_bad_fields_fall_back_one_by_one(home):
    home.mkdir(parents=True)
    (home / "settings.json").write_text(json.dumps({
        "window_size": [10, 99999], "fullscreen": "yes", "animation_speed": "warp", "colourblind_patterns": False,
        "sound": 1, "ai_think_time": 99, "player_name": "  " + "x" * 50, "unknown": True}))
    s = Settings.load()
    assert s.window_size == (userdata.MIN_WINDOW[0], 16384)
    assert s.fullscreen is False and s.sound is True and s.animation_speed == "normal"
    assert s.colourblind_patterns is False
    assert s.ai_think_time == userdata.AI_THINK_RANGE[1]
    assert s.player_name == "x" * userdata.MAX_NAME


def test_nan_and_booleans_are_not_numbers(home):
    s = Settings.from_data({"ai_think_time": float("nan"), "window_size": [True, False]})
    assert s.ai_think_time == Settings().ai_think_time and s.window_size == Settings().window_size


def test_save_is_atomic_and_survives_a_refusing_disk(home, monkeypatch):
    assert Settings(player_name="Ada").save()
    assert sorted(p.name for p in home.iterdir()) == ["settings.json"]  # no temp file left behind

    def refuse(path, text):
        raise OSError("disk full")

    monkeypatch.setattr(userdata, "write_atomic", refuse)
    assert Settings(player_name="Grace").save() is False
    assert Settings.load().player_name == "Ada"


def test_write_log(home):
    path = paths.write_log("crash", "boom")
    assert path.parent == home / "logs" and path.read_text() == "boom"

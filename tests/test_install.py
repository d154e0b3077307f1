"""The app as a player installs it (issue 43): a wheel carrying the package, the data and the fonts,
found through one module from any folder; `vernissage --version`; the Linux desktop entry; the
standalone build's PyInstaller arguments (the build itself is `python main.py bundle`, too slow for
the suite); and a repository kept light (docs/screenshots)."""

from __future__ import annotations

import configparser
import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import game
from game import main
from game.engine import resources
from game.tools import bundle, desktop

ROOT = Path(__file__).resolve().parents[1]
MAX_SCREENSHOT = 500 * 1024
MAX_SCREENSHOTS = 20 * 1024 * 1024


def test_version_is_printed_from_the_one_place_it_is_written(capsys):
    for prog in ("vernissage", "main.py"):
        with pytest.raises(SystemExit) as exit_info:
            main.main(["--version"], prog=prog)
        assert exit_info.value.code == 0
        assert capsys.readouterr().out.strip() == f"vernissage {game.__version__}"
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" in project["project"]["dynamic"]
    assert project["tool"]["hatch"]["version"]["path"] == "game/__init__.py"


def test_the_wheel_maps_the_data_and_the_fonts_where_resources_looks_first():
    """pyproject.toml puts data/ and assets/ where game/engine/resources.py looks in an install."""
    build = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["hatch"]["build"]
    mapped = build["targets"]["wheel"]["force-include"]
    assert mapped == {name: f"game/{packaged}" for name, packaged in resources.PACKAGED.items()}
    assert (ROOT / "data").is_dir() and (ROOT / "assets").is_dir()


def test_resources_prefer_the_packaged_copy_and_fall_back_to_the_checkout(tmp_path, monkeypatch):
    assert Path(resources.DATA_ROOT) == ROOT / "data"          # this checkout carries no game/_data
    assert Path(resources.ASSETS_ROOT) == ROOT / "assets"
    (tmp_path / "game" / "_data").mkdir(parents=True)
    monkeypatch.setattr(resources, "package_dir", lambda: tmp_path / "game")
    assert resources.app_dir("data") == tmp_path / "game" / "_data"
    assert resources.app_dir("assets") == tmp_path / "assets"


def test_no_module_finds_an_app_file_by_its_own_location():
    """Every data file and font is found through game/engine/resources.py: a path built from a
    module's ``__file__`` breaks once the package is installed apart from data/ and assets/."""
    found = [str(p.relative_to(ROOT)) for p in sorted((ROOT / "game").rglob("*.py"))
             if "__file__" in p.read_text(encoding="utf-8")]
    assert found == []


def test_the_app_runs_from_another_folder(tmp_path):
    """check-data from a folder that is not the checkout (what an installed command does)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "VERNISSAGE_HOME": str(tmp_path / "home")}
    done = subprocess.run([sys.executable, "-c", "import sys; from game.main import entry; sys.exit(entry())",
                           "check-data"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.count("data OK") == 3 and "catalogs OK" in done.stdout


# ---- the desktop entry ------------------------------------------------------------------------------

def test_the_desktop_entry_is_installed_and_removed_in_the_users_data_folder(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.setattr(sys, "platform", "linux")
    assert main.main(["--install-desktop-entry"]) == 0
    entry = tmp_path / "share" / "applications" / "vernissage.desktop"
    icon = tmp_path / "share" / "icons" / "hicolor" / "scalable" / "apps" / "vernissage.svg"
    assert str(entry) in capsys.readouterr().out
    parsed = configparser.ConfigParser(interpolation=None)
    parsed.optionxform = str         # keys are case-sensitive
    parsed.read_string(entry.read_text(encoding="utf-8"))
    section = parsed["Desktop Entry"]
    assert section["Type"] == "Application" and section["Name"] == "Vernissage"
    assert section["Icon"] == "vernissage" and "Game;" in section["Categories"]
    assert section["Exec"].split()[0] == sys.executable     # under pytest: the interpreter and its script
    assert icon.read_text(encoding="utf-8").startswith("<svg")
    assert main.main(["--install-desktop-entry"]) == 0       # again: replaced, not doubled
    assert sorted(p.name for p in (tmp_path / "share").rglob("*") if p.is_file()) == \
        ["vernissage.desktop", "vernissage.svg"]
    assert main.main(["--remove-desktop-entry"]) == 0
    assert not entry.exists() and not icon.exists()
    assert main.main(["--remove-desktop-entry"]) == 0
    assert "No desktop entry to remove" in capsys.readouterr().out


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils is not installed")
def test_the_desktop_entry_is_valid(tmp_path):
    desktop.install(str(tmp_path), ["/opt/my games/vernissage"])
    done = subprocess.run(["desktop-file-validate", str(tmp_path / "applications" / "vernissage.desktop")],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout == "", done.stdout


@pytest.mark.parametrize("argv0, command", [
    ("/home/ada/.local/bin/vernissage", ["/home/ada/.local/bin/vernissage"]),
    ("/home/ada/games/main.py", [sys.executable, "/home/ada/games/main.py"]),
])
def test_the_entry_starts_the_command_that_installed_it(argv0, command):
    assert desktop.launch_command(argv0) == command


def test_an_exec_line_quotes_what_the_desktop_would_split_or_expand():
    line = desktop.desktop_entry(["/opt/my games/vernissage", "/100%/a\"b$c"]).split("Exec=")[1].split("\n")[0]
    assert line == '"/opt/my games/vernissage" "/100%%/a\\\\"b\\\\$c"'


def test_a_desktop_entry_that_cannot_be_written_is_one_sentence(tmp_path, monkeypatch, capsys):
    (tmp_path / "share").write_text("a file where a folder should be", encoding="utf-8")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.setattr(sys, "platform", "linux")
    assert main.main(["--install-desktop-entry"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.count("\n") == 1 and "Traceback" not in err


def test_the_desktop_entry_is_for_linux_only(monkeypatch, capsys):
    monkeypatch.setattr(sys, "platform", "win32")
    assert main.main(["--install-desktop-entry"]) == 2
    assert "Linux" in capsys.readouterr().err


# ---- the standalone build --------------------------------------------------------------------------

def test_the_standalone_build_carries_the_data_the_fonts_and_every_source_folder(tmp_path):
    args = bundle.pyinstaller_args(str(tmp_path / "dist"), str(tmp_path / "work"), "entry.py")
    data = [args[i + 1].split(os.pathsep) for i, a in enumerate(args) if a == "--add-data"]
    targets = {target for _source, target in data}
    assert {"game/_data", "game/_assets"} <= targets
    packages = {str(p.parent.relative_to(ROOT)) for p in (ROOT / "game").rglob("*.py") if "__pycache__" not in p.parts}
    assert packages <= targets       # the sources check-data's translation check and game discovery read
    assert args[args.index("--collect-submodules") + 1] == "game"


def test_the_standalone_builder_comes_with_the_developers_tools():
    lines = (ROOT / "requirements-dev.txt").read_text(encoding="utf-8").lower().splitlines()
    assert any(line.startswith("pyinstaller==") for line in lines)


def test_bundle_without_pyinstaller_says_how_to_get_it(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "PyInstaller", None)
    assert main.main(["bundle"]) == 2
    assert "pip install -r requirements-dev.txt" in capsys.readouterr().err


# ---- a light repository -----------------------------------------------------------------------------

def test_no_screenshot_is_heavy():
    """Screenshots are compressed without loss and kept to those the README and docs show."""
    shots = sorted((ROOT / "docs" / "screenshots").glob("*"))
    heavy = [f"{p.name}: {p.stat().st_size // 1024} KB" for p in shots if p.stat().st_size > MAX_SCREENSHOT]
    assert heavy == [], (f"over {MAX_SCREENSHOT // 1024} KB: optipng -o2 it, or if still too heavy make it a "
                         "lossless WebP (cwebp -lossless -z 9 -exact)")
    assert sum(p.stat().st_size for p in shots) <= MAX_SCREENSHOTS


def test_every_screenshot_shown_is_there_and_every_one_there_is_shown():
    docs = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    shown = {name for doc in docs
             for name in re.findall(r"\]\((?:docs/)?screenshots/([^)\s]+)\)", doc.read_text(encoding="utf-8"))}
    there = {p.name for p in (ROOT / "docs" / "screenshots").glob("*")}
    assert sorted(shown - there) == [] and sorted(there - shown) == []

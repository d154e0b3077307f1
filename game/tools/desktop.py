"""The app in a Linux desktop's menu: ``vernissage --install-desktop-entry`` writes a freedesktop
``.desktop`` file and the icon into the user's data folders (``$XDG_DATA_HOME``, by default
``~/.local/share``): ``applications/vernissage.desktop`` and
``icons/hicolor/scalable/apps/vernissage.svg``; ``--remove-desktop-entry`` takes both away.

The entry starts the command that installed it: the standalone build's executable, the
``vernissage`` a pip install put on the PATH, or ``python main.py`` in a checkout.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from game.engine.paths import APP_NAME
from game.engine.resources import ASSETS_ROOT
from game.engine.saves import write_atomic

ICON_SOURCE = os.path.join(ASSETS_ROOT, "icons", f"{APP_NAME}.svg")


def xdg_data_home() -> Path:
    """``$XDG_DATA_HOME``, or ``~/.local/share`` when it is unset, empty or relative (the XDG Base
    Directory Specification ignores a relative one)."""
    value = os.environ.get("XDG_DATA_HOME", "")
    return Path(value) if os.path.isabs(value) else Path.home() / ".local" / "share"


def entry_files(data_home: str | None = None) -> tuple[Path, Path]:
    """``(desktop file, icon)`` under the user's data folder ``data_home`` (default: XDG's)."""
    base = Path(data_home) if data_home else xdg_data_home()
    return (base / "applications" / f"{APP_NAME}.desktop",
            base / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_NAME}.svg")


def launch_command(argv0: str | None = None) -> list[str]:
    """The command that starts this app again: a frozen build's executable, an installed
    ``vernissage`` script, or the interpreter with the script it ran (``python main.py``)."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    script = os.path.abspath(argv0 if argv0 is not None else sys.argv[0])
    return [script] if os.path.basename(script).startswith(APP_NAME) else [sys.executable, script]


def _exec_arg(arg: str) -> str:
    """One argument of the entry's ``Exec`` key, quoted as the Desktop Entry Specification asks."""
    if not any(c in arg for c in ' \t\n"\'\\><~|&;$*?#()`%'):
        return arg
    quoted = "".join("\\" + c if c in '"`$\\' else c for c in arg).replace("%", "%%")
    # The file's own escapes come on top: a backslash is itself written twice.
    return '"' + quoted.replace("\\", "\\\\") + '"'


def desktop_entry(command: list[str]) -> str:
    """The ``.desktop`` file's text for an app started by ``command``."""
    from game import __version__
    return "\n".join([
        "[Desktop Entry]",
        "Type=Application",
        "Version=1.0",     # the specification's version the file follows (1.0: what every menu reads)
        "Name=Vernissage",
        "GenericName=Board games",
        "GenericName[fr]=Jeux de plateau",
        "Comment=Art-market board games: Avant Carde, Art Decko, The Gallerist",
        "Comment[fr]=Jeux de plateau sur le marché de l'art : Avant Carde, Art Decko, The Gallerist",
        f"Exec={' '.join(_exec_arg(a) for a in command)}",
        f"Icon={APP_NAME}",
        "Terminal=false",
        "Categories=Game;BoardGame;",
        f"X-Vernissage-Version={__version__}",
        "",
    ])


def install(data_home: str | None = None, command: list[str] | None = None) -> tuple[Path, Path]:
    """Write the desktop entry and its icon; return their paths. Files already there are replaced
    (an entry written by an older install then starts this one)."""
    desktop, icon = entry_files(data_home)
    with open(ICON_SOURCE, encoding="utf-8") as f:
        write_atomic(str(icon), f.read())
    write_atomic(str(desktop), desktop_entry(command or launch_command()))
    return desktop, icon


def remove(data_home: str | None = None) -> list[Path]:
    """Remove the desktop entry and its icon; return the files that were there."""
    removed = []
    for path in entry_files(data_home):
        if path.is_file():
            path.unlink()
            removed.append(path)
    return removed


def run(install_it: bool) -> int:
    """``--install-desktop-entry`` (``install_it``) or ``--remove-desktop-entry``: one line said."""
    if sys.platform in ("win32", "darwin"):
        print("error: a desktop entry is for Linux desktops; on Windows and macOS the standalone build "
              "(python main.py bundle, see the README) is the app to pin", file=sys.stderr)
        return 2
    if install_it:
        desktop, icon = install()
        print(f"Vernissage is in the desktop's menu: {desktop} (icon {icon})")
    else:
        removed = remove()
        print(f"Removed {', '.join(map(str, removed))}" if removed else "No desktop entry to remove")
    return 0

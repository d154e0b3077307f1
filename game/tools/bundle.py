"""``python main.py bundle``: the standalone app, a folder that runs with no Python installed.

PyInstaller (requirements-dev.txt) freezes the interpreter, the ``game`` package, pygame-ce and
PyYAML into ``dist/vernissage/``: the executable ``vernissage`` (``vernissage.exe`` on Windows)
and its ``_internal/`` folder. The data and the fonts go where an installed wheel has them
(``game/_data``, ``game/_assets``: :mod:`game.engine.resources`); so do the package's sources,
which ``check-data``'s translation check reads and the registry's game discovery looks for.
PyInstaller builds for the system it runs on: the same command on Windows or macOS builds
that system's app (docs/install.md).

After the build the executable is tried as a player's machine would run it, with an empty
environment (no venv, no PYTHONPATH): ``--version`` and ``check-data`` must pass.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time

from game import __version__
from game.engine.resources import app_dir, code_root, package_dir

NAME = "vernissage"


def _data_arg(source: str, target: str) -> str:
    return f"{source}{os.pathsep}{target}"


def source_folders() -> list[tuple[str, str]]:
    """``(folder on disk, folder in the bundle)`` of each package folder holding Python sources."""
    root, out = code_root(), []
    for dirpath, dirs, names in os.walk(package_dir()):
        dirs[:] = sorted(d for d in dirs if not d.startswith("_"))     # no __pycache__, no _data copy
        if any(n.endswith(".py") for n in names):
            out.append((dirpath, os.path.relpath(dirpath, root)))
    return out


def pyinstaller_args(dist: str, work: str, entry_script: str) -> list[str]:
    """The arguments of PyInstaller's command line for the one-folder build."""
    args = [entry_script, "--name", NAME, "--onedir", "--noconfirm", "--log-level", "WARN",
            "--distpath", dist, "--workpath", work, "--specpath", work,
            # every game package and the modules named in strings (GameSpec's "module:attr") are found
            # at run time, not by PyInstaller's reading of the imports
            "--collect-submodules", "game",
            "--add-data", _data_arg(str(app_dir("data")), "game/_data"),
            "--add-data", _data_arg(str(app_dir("assets")), "game/_assets")]
    for folder, target in source_folders():
        args += ["--add-data", _data_arg(os.path.join(folder, "*.py"), target)]
    return args


ENTRY = """import sys

from game.main import entry

sys.exit(entry())
"""


def smoke_test(executable: str) -> list[str]:
    """Problems of the built app run with an empty environment (no Python on the PATH, no venv):
    ``--version`` must name this version and ``check-data`` must pass."""
    env = {"PATH": os.defpath, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env.update((k, os.environ[k]) for k in ("HOME", "SYSTEMROOT") if k in os.environ)   # what any process has
    problems = []
    for command, wanted in ((["--version"], __version__), (["check-data"], "data OK")):
        done = subprocess.run([executable, *command], env=env, capture_output=True, text=True, timeout=300)
        if done.returncode != 0 or wanted not in done.stdout:
            tail = (done.stdout + done.stderr).strip().splitlines()[-3:]
            problems.append(f"{NAME} {' '.join(command)} exited {done.returncode}: {' | '.join(tail)}")
    return problems


def build(dist: str = "dist", clean: bool = True) -> int:
    """Build ``dist/vernissage/`` and try it; 0 when the built app passed its smoke test."""
    try:
        import PyInstaller  # noqa: F401 — only to say plainly that it is missing
    except ImportError:
        print("error: the standalone build needs PyInstaller: pip install -r requirements-dev.txt", file=sys.stderr)
        return 2
    dist = os.path.abspath(dist)
    work = os.path.abspath("build") if not clean else tempfile.mkdtemp(prefix="vernissage-build-")
    os.makedirs(work, exist_ok=True)
    entry_script = os.path.join(work, f"{NAME}.py")
    with open(entry_script, "w", encoding="utf-8") as f:
        f.write(ENTRY)
    start = time.perf_counter()
    try:
        # Run from the folder holding the package, so PyInstaller freezes this checkout's (or this
        # install's) game package, not another one on the path.
        done = subprocess.run([sys.executable, "-m", "PyInstaller", *pyinstaller_args(dist, work, entry_script)],
                              cwd=str(code_root()), env={**os.environ, "PYTHONPATH": str(code_root())})
    finally:
        if clean:
            shutil.rmtree(work, ignore_errors=True)
    if done.returncode != 0:
        print(f"error: PyInstaller failed (exit {done.returncode}); its messages are above", file=sys.stderr)
        return 1
    executable = os.path.join(dist, NAME, NAME + (".exe" if sys.platform == "win32" else ""))
    problems = smoke_test(executable)
    for p in problems:
        print(f"error: {p}", file=sys.stderr)
    if not problems:
        print(f"Built {executable} in {time.perf_counter() - start:.0f} s; it runs --version and check-data "
              f"with an empty environment. Copy the folder {os.path.dirname(executable)} to install it.")
    return 1 if problems else 0

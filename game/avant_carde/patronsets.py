"""Choosing the patrons for a game: a built-in set, a per-number mix, a random mix, or a custom file.

A *choice* is a short string, as the CLI and the set-up screen give it:

- ``new_yorkers`` | ``tokyoites`` | ``parisians`` | ``londoners`` — a built-in set;
- ``random`` — each number's patron drawn from a random built-in set (seeded);
- ``mix:2=londoners,3=tokyoites,...`` — a pick per number (numbers left out stay New Yorkers);
- a path to a YAML file, or the name of a file in the user's ``patron_sets`` folder — a custom set;
- ``{"file": PATH, "yaml": TEXT}`` — a custom set as a save carries it (:func:`portable_setup`),
  so the game replays after the file is edited or removed.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from game.avant_carde.data import BUILTIN_SETS, PATRON_NUMBERS, PatronSet, load_patron_set
from game.engine.errors import DataError
from game.engine.i18n import N_, M, said
from game.engine.paths import custom_sets_dir
from game.engine.safefile import read_bytes
from game.engine.yamldata import MAX_BYTES

if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Any

    from game.avant_carde.data import GameData
    from game.engine.rng import Rng


def mix(data: GameData, picks: Mapping[int, str], name: str = "Mixed patrons", set_id: str = "mix") -> PatronSet:
    """A set taking, for each number, the patron of the named built-in set."""
    patrons = {n: data.sets[picks.get(n, "new_yorkers")][n] for n in PATRON_NUMBERS}
    return PatronSet(set_id, name, patrons)


def random_mix(data: GameData, rng: Rng) -> PatronSet:
    picks = {n: BUILTIN_SETS[rng.randrange(len(BUILTIN_SETS))] for n in PATRON_NUMBERS}
    return mix(data, picks, "Random mix", "random")


def parse_mix(text: str) -> dict[int, str]:
    """``2=londoners,3=tokyoites`` → ``{2: "londoners", 3: "tokyoites"}`` (ValueError if malformed)."""
    picks: dict[int, str] = {}
    for part in filter(None, (p.strip() for p in text.split(","))):
        num, _, sid = part.partition("=")
        if not num.strip().isdigit() or int(num) not in PATRON_NUMBERS or sid.strip() not in BUILTIN_SETS:
            raise ValueError(f"bad mix entry {part!r}: expected N=SET with N in 2-7 and SET one of "
                             + ", ".join(BUILTIN_SETS))
        picks[int(num)] = sid.strip()
    return picks


def list_custom_sets() -> list[tuple[str, str]]:
    """Custom set files in the user's folder: ``[(path, name or error message)]``."""
    folder = custom_sets_dir()
    out: list[tuple[str, str]] = []
    try:
        names = sorted(os.listdir(folder)) if os.path.isdir(folder) else []
    except OSError:
        names = []              # an unreadable folder lists no custom sets
    if names:
        for fn in names:
            if fn.endswith((".yaml", ".yml")):
                path = os.path.join(folder, fn)
                try:
                    out.append((path, load_patron_set(path, "custom").name))
                except DataError as exc:
                    out.append((path, f"error: {exc}"))
    return out


def choose_patrons(data: GameData, choice: PatronSet | dict[str, Any] | str | None, rng: Rng) -> PatronSet:
    """Resolve a choice string to a PatronSet. Errors are DataError/ValueError with a clear message."""
    if isinstance(choice, PatronSet):
        return choice
    if isinstance(choice, dict):
        if not isinstance(choice.get("file"), str) or not isinstance(choice.get("yaml"), str):
            raise ValueError("an embedded patron set needs its file name and its YAML text")
        return load_patron_set(choice["file"], "custom", text=choice["yaml"])
    choice = (choice or "new_yorkers").strip()
    if choice in data.sets:
        return data.sets[choice]
    if choice == "random":
        return random_mix(data, rng)
    if choice.startswith("mix:"):
        return mix(data, parse_mix(choice[4:]))
    return load_patron_set(_custom_path(choice), "custom")


def _find_custom(choice: str) -> str | None:
    """The path a custom-set choice names — a path, or a name (with or without ``.yaml``) in the
    user's folder — or None when nothing is there."""
    candidate = os.path.join(custom_sets_dir(), choice)
    return next((p for p in (choice, candidate, candidate + ".yaml") if os.path.lexists(p)), None)


def _custom_path(choice: str) -> str:
    """The file a custom-set choice names (a path, or a name in the user's folder)."""
    path = _find_custom(choice)
    if path is None:
        raise ValueError(f"unknown patron set {choice!r}: use one of {', '.join(BUILTIN_SETS)}, "
                         "random, mix:2=SET,..., or the path of a custom set file")
    return path


def open_custom_set(text: str) -> tuple[str, PatronSet]:
    """The custom set file a player typed (a path, ``~`` allowed, or a name in the user's
    folder): ``(its absolute path, its PatronSet)``.

    Anything else — nothing typed, no such file, a folder, a FIFO or device, a huge file, bad
    YAML, a patron the powers refuse — raises ValueError with one sentence that says why.
    """
    typed = text.strip()
    if not typed:
        raise ValueError(M("Type the path of a patron set file, or the name of one in your patron_sets folder."))
    path = _find_custom(os.path.expanduser(typed))
    shown = os.path.basename(typed.rstrip("/\\")) or typed
    if path is None:
        raise ValueError(M("There is no file {name} there, nor in your patron_sets folder.", name=said(shown)))
    if os.path.isdir(path):
        raise ValueError(M("{name} is a folder: type the path of a .yaml file in it.", name=said(shown)))
    try:
        return os.path.abspath(path), load_patron_set(path, "custom")
    except DataError as exc:
        raise ValueError(exc.plain()) from None


def portable_setup(setup: dict[str, Any]) -> dict[str, Any]:
    """``setup`` with a custom patron set's file replaced by its content (see the module doc).

    The text read here is the text the game is built from, so what is saved is what was played."""
    choice = setup.get("patrons")
    if not isinstance(choice, str) or choice.strip() in BUILTIN_SETS or choice.strip() == "random" \
            or choice.strip().startswith("mix:") or not choice.strip():
        return setup
    path = _custom_path(choice.strip())
    try:
        raw = read_bytes(path, MAX_BYTES)
        text = raw.decode("utf-8")
    except OSError as exc:
        raise DataError(path, 0, "(file)", "a readable regular file", exc.strerror or str(exc)) from None
    except UnicodeDecodeError as exc:
        raise DataError(path, 0, "(file)", N_("UTF-8 text"), M("a bad byte at offset {n}", n=exc.start)) from None
    return {**setup, "patrons": {"file": os.path.basename(path), "yaml": text}}
